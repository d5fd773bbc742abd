// Package notation reads and writes the three games as text: a play script
// written the way a scorekeeper notes a game on paper, one line per take
// (Dice Game, Junior) or per auction (ZooSim). docs/notation.md describes
// every form; contract.md fixes the forms every reader accepts.
//
// Reading a whole game:
//
//	g, err := notation.ReadDice(text) // err: Errors, every unreadable line
//	t, err := g.Play()                // err: scorer.Violations, each with its line
//
// ReadJunior and ReadZooSim are alike. Each gives the same play script as
// the JSON form (g.Script) and the line of every entry (g.Lines), and Play
// replays it through the game's tracker, so that a game gives the same
// result, warnings and announcements either way.
//
// Reading one typed line of a game in progress (an interactive prompt):
// ParseDiceEntry, ParseJuniorEntry and ParseZooSimEntry, given the players
// in seating order; Words lists the vocabulary for completion. A line that
// cannot be read gives an *Error with the column of the problem.
// DiceLine, JuniorLine and ZooSimLine write one entry back as a line.
//
// Writing: FormatDice, FormatJunior and FormatZooSim give a script as
// canonical text, which reads back as the same script.
//
// Words, keywords and names are read in any letter case. A word (a face,
// kind, landscape, category) may be shortened to the start of only one
// word, a name to the start of only one player's name. A name that fits
// no player is kept as written, so that the game refuses it as it refuses
// it in JSON (a broken rule, not unreadable text).
//
// Like the rest of scorer, the package is pure: text in, scripts out.
package notation
