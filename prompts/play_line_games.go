package prompts

import (
	"fmt"
	"slices"
	"strings"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// DiceLine is the prompt of a tracked Dice Game: "round 3 · Bob or Cy".
func DiceLine(t *dice.Tracker) PlayLine {
	players := t.Script().Players
	return PlayLine{
		Label: fmt.Sprintf("round %d · %s", t.Round(), orNames(t.ToTake())),
		Complete: func(before string) []string {
			if _, ok := afterHead(before, players); ok {
				return dice.Faces
			}
			return lineWords(t.ToTake())
		},
		Help: helpLines(
			"A take is the player, a colon and the 1 to 3 dice taken:",
			sayf("  %s: lion lion coin    %s: 2 monkey    %s: cr os (first letters)", exampleName(players, 0), exampleName(players, 1), exampleName(players, 2)),
			"Faces: "+strings.Join(dice.Faces, ", ")+".",
		),
	}
}

// ReadDiceLine reads a take typed at the prompt; the tracker checks it.
func ReadDiceLine(line string, t *dice.Tracker) (dice.Entry, error) {
	e, err := notation.ParseDiceEntry(line, t.Script().Players)
	if err != nil {
		return e, err
	}
	e.Round = t.Round()
	return e, nil
}

// JuniorLine is the prompt of a tracked Zooloretto Junior game: "round 3 ·
// Ann or Bob", naming the round marked as the last and a bonus action
// still open.
func JuniorLine(t *junior.Tracker) PlayLine {
	players := t.Script().Players
	label := fmt.Sprintf("round %d · %s", t.Round(), orNames(t.ToTake()))
	if lastMarked(t.Script()) {
		label = fmt.Sprintf("round %d (the last) · %s", t.Round(), orNames(t.ToTake()))
	}
	bonus := ""
	if t.CanBonus() {
		bonus = JuniorBonusPlayer(t)
		label += fmt.Sprintf(" · %s: bonus?", bonus)
	}
	starters := t.ToTake()
	if bonus != "" && !slices.Contains(starters, bonus) {
		starters = append(starters, bonus)
	}
	return PlayLine{
		Label:    label,
		Complete: func(before string) []string { return juniorWords(t, before, starters, players) },
		Help: helpLines(
			"A take is the player, a colon and each tile: KIND [male|female] WHERE",
			"(WHERE is 1, 2, 3 or barn); a bonus action after a ';'.",
			sayf("  %s: llama female 1, pond barn", exampleName(players, 0)),
			sayf("  %s [3]: llama 2            [N]: the truck, when it matters", exampleName(players, 1)),
			sayf("  %s: wolf 3; bonus discard rock", exampleName(players, 0)),
			sayf("  %s: bonus take %s pond 2   a bonus on its own line", exampleName(players, 1), exampleName(players, 0)),
			"  last                     this round is the last (the end pile was reached)",
		),
	}
}

// juniorWords are the words Tab offers in a Junior line: names and "last"
// first; then the tiles that can come, and after a kind its sex or place.
func juniorWords(t *junior.Tracker, before string, starters, players []string) []string {
	rest, ok := afterHead(before, players)
	if !ok {
		return lineWords(starters, "last")
	}
	tiles := append(append([]string{}, junior.Kinds...), junior.Landscapes...)
	if p := playerNamed(players, headName(before)); p != "" {
		tiles = tileChoices(t, p, nil)
	}
	switch prev := lastWord(rest); {
	case prev == "bonus":
		return []string{"take", "discard"}
	case prev == "take":
		return players
	case slices.Contains(junior.Kinds, prev):
		return []string{"male", "female", "barn"}
	case prev == "male" || prev == "female" || slices.Contains(junior.Landscapes, prev):
		return []string{"barn"}
	case strings.HasSuffix(strings.TrimRight(rest, " "), ";"):
		return []string{"bonus", "unclaimed"}
	}
	return tiles
}

// playerNamed gives the player a typed name stands for (a whole name or the
// start of one only), else "".
func playerNamed(players []string, typed string) string {
	key := scorer.NameKey(typed)
	var fits []string
	for _, p := range players {
		k := scorer.NameKey(p)
		if k == key {
			return p
		}
		if key != "" && strings.HasPrefix(k, key) {
			fits = append(fits, p)
		}
	}
	if len(fits) == 1 {
		return fits[0]
	}
	return ""
}

// ReadJuniorLine reads an entry typed at the prompt (a take, a bonus action
// on its own, or the mark of the last round) and puts it in its round: a
// bonus on its own belongs to the round of the take that earned it.
func ReadJuniorLine(line string, t *junior.Tracker) (junior.Entry, error) {
	e, err := notation.ParseJuniorEntry(line, t.Script().Players)
	if err != nil {
		return e, err
	}
	e.Round = t.Round()
	if e.Take != nil && len(e.Take.Tiles) == 0 && e.Take.Bonus != nil && t.CanBonus() {
		e.Round = max(len(t.Script().Rounds), 1)
	}
	return e, nil
}

// JuniorBonusPlayer is the player of the last take of a Junior game, whose
// bonus action is open when t.CanBonus().
func JuniorBonusPlayer(t *junior.Tracker) string {
	entries := t.Script().Entries()
	for i := len(entries) - 1; i >= 0; i-- {
		if entries[i].Take != nil {
			return entries[i].Take.Player
		}
	}
	return ""
}

// ZooSimLine is the prompt of a tracked ZooSim game: "year 1 · auction 3".
func ZooSimLine(t *zoosim.Tracker) PlayLine {
	players := t.Script().Players
	bids := make([]string, len(players))
	for i, n := range players {
		bids[i] = fmt.Sprintf("%s %d", n, i+1)
	}
	return PlayLine{
		Label: fmt.Sprintf("year %d · auction %d", t.Year(), t.AuctionNumber()),
		Complete: func(before string) []string {
			switch strings.Count(before, "|") {
			case 0:
				if !strings.ContainsAny(before, " ,") {
					return append(append([]string{}, zoosim.Categories...), commandWords...)
				}
				return append(append([]string{}, zoosim.Categories...), "bush", "bushes")
			case 1:
				return players
			}
			return append(append([]string{}, zoosim.Categories...), "benches")
		},
		Help: helpLines(
			"An auction is the tile | the bids | what the winner built:",
			sayf("  sea 2, birds 1, 1 bush | %s | sea 2, birds 5, 1 bench", strings.Join(bids, ", ")),
			"The tile: each half's category and stars, and its bushes.",
			"The bids: each player's, or the bids alone in seating order (2 3 0 1); - is 0.",
			"Built: each half's enclosure after placing (its stars, joined ones added)",
			"and the paths the tile closed (benches); 0 may be left out.",
		),
	}
}

// ReadZooSimLine reads an auction typed at the prompt.
func ReadZooSimLine(line string, t *zoosim.Tracker) (zoosim.Auction, error) {
	return notation.ParseZooSimEntry(line, t.Script().Players)
}
