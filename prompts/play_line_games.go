package prompts

import (
	"fmt"
	"slices"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// JuniorLine is the prompt of a tracked Zooloretto Junior game, in the
// language of p: "round 3 · Ann or Bob", naming the round marked as the
// last and a bonus action still open.
func JuniorLine(p Prompter, t *junior.Tracker) PlayLine {
	players := t.Script().Players
	round := msg(p, "line.label.round", "round", t.Round(), "who", whoCanTake(t.ToTake()))
	if lastMarked(t.Script()) {
		round = msg(p, "line.label.last-round", "round", t.Round(), "who", whoCanTake(t.ToTake()))
	}
	label := round
	bonus := ""
	switch {
	case t.Ended() && t.CanBonus():
		// The last take's bonus: nobody is left to take a truck.
		bonus = JuniorBonusPlayer(t)
		label = msg(p, "line.label.bonus-before-end", "round", t.Round(), "name", bonus)
	case t.CanBonus():
		bonus = JuniorBonusPlayer(t)
		label = msg(p, "line.label.bonus", "label", round, "name", bonus)
	}
	starters := t.ToTake()
	if bonus != "" && !slices.Contains(starters, bonus) {
		starters = append(starters, bonus)
	}
	a, b := exampleName(players, 0), exampleName(players, 1)
	return PlayLine{
		Label:    label,
		Complete: func(before string) []string { return juniorWords(p, t, before, starters, players) },
		Help: helpLines(p,
			msg(p, "line.help.junior.take"),
			msg(p, "line.help.junior.where"),
			juniorTileHelp(p, t),
			msg(p, "line.help.junior.example", "a", a),
			msg(p, "line.help.junior.truck", "b", b),
			msg(p, "line.help.junior.discard", "a", a),
			msg(p, "line.help.junior.bonus", "a", a, "b", b),
			msg(p, "line.help.junior.last"),
			msg(p, "line.help.no-name"),
		),
	}
}

// juniorTileHelp names the tiles a take may hold, in the language of p:
// the kinds in play once all of them came out (no other kind can come),
// else every kind, and the landscapes.
func juniorTileHelp(p Prompter, t *junior.Tracker) string {
	l := localizer(p)
	id := "line.help.junior.tiles"
	kinds, complete := t.KindsInPlay()
	if complete {
		id += ".in-play"
	} else {
		kinds = junior.Kinds
	}
	return msg(p, id, "kinds", strings.Join(wordItems(l, kinds), ", "), "landscapes", strings.Join(wordItems(l, junior.Landscapes), ", "))
}

// juniorWords are the words Tab offers in a Junior line: names and "last"
// first; then the tiles that can come, and after a kind its sex or place.
// The words typed are read in any language, and offered in the table's.
func juniorWords(p Prompter, t *junior.Tracker, before string, starters, players []string) []string {
	rest, ok := afterHead(before, players)
	if !ok {
		return lineWords(p, starters, tableWords(p, []string{"last"})[0])
	}
	tiles := append(append([]string{}, junior.Kinds...), junior.Landscapes...)
	if who := playerNamed(players, headName(before)); who != "" {
		tiles = tileChoices(t, who, nil)
	}
	switch prev := meaning(junior.Game, lastWord(rest)); {
	case prev == "bonus":
		return tableWords(p, []string{"take", "discard"})
	case prev == "take":
		return players
	case slices.Contains(junior.Kinds, prev):
		return tableWords(p, []string{"male", "female", "barn"})
	case prev == "male" || prev == "female" || slices.Contains(junior.Landscapes, prev):
		return tableWords(p, []string{"barn"})
	case strings.HasSuffix(strings.TrimRight(rest, " "), ";"):
		return tableWords(p, []string{"bonus", "unclaimed"})
	}
	return tableWords(p, tiles)
}

// ReadJuniorLine reads an entry typed at the prompt (a take, a bonus action
// on its own, or the mark of the last round), in the words of any language,
// and puts it in its round: a bonus on its own belongs to the round of the
// take that earned it.
func ReadJuniorLine(p Prompter, line string, t *junior.Tracker) (junior.Entry, error) {
	return game.ReadJuniorLine(NotationReader(localizer(p), junior.Game), line, t)
}

// JuniorBonusBeforeEnd says, in the language of p, that the last take of
// the game earned player a bonus action, which comes before the end, and
// how to enter it or do without.
func JuniorBonusBeforeEnd(p Prompter, player string) string {
	return msg(p, "line.junior.bonus-before-end", append([]any{"player", player}, commandArgs(p)...)...)
}

// JuniorBonusPlayer is the player of the last take of a Junior game, whose
// bonus action is open when t.CanBonus().
func JuniorBonusPlayer(t *junior.Tracker) string { return game.JuniorBonusPlayer(t) }

// ZooSimLine is the prompt of a tracked ZooSim game, in the language of p:
// "year 1 · auction 3".
func ZooSimLine(p Prompter, t *zoosim.Tracker) PlayLine {
	players := t.Script().Players
	bids := make([]string, len(players))
	for i, n := range players {
		bids[i] = fmt.Sprintf("%s %d", n, i+1) // notation: a name and its bid
	}
	categories := tableWords(p, zoosim.Categories)
	return PlayLine{
		Label: msg(p, "line.label.auction", "year", t.Year(), "auction", t.AuctionNumber()),
		Complete: func(before string) []string {
			switch strings.Count(before, "|") {
			case 0:
				if !strings.ContainsAny(before, " ,") {
					return append(append([]string{}, categories...), commandWords(p)...)
				}
				return append(append([]string{}, categories...), tableWords(p, []string{"bush", "bushes"})...)
			case 1:
				return players
			}
			return append(append([]string{}, categories...), tableWords(p, []string{"benches"})...)
		},
		Help: helpLines(p,
			msg(p, "line.help.zoosim.auction"),
			msg(p, "line.help.zoosim.example", "bids", strings.Join(bids, ", ")),
			msg(p, "line.help.zoosim.tile"),
			msg(p, "line.help.zoosim.bids"),
			msg(p, "line.help.zoosim.built"),
			msg(p, "line.help.zoosim.benches"),
		),
	}
}

// ReadZooSimLine reads an auction typed at the prompt, in the words of any
// language.
func ReadZooSimLine(p Prompter, line string, t *zoosim.Tracker) (zoosim.Auction, error) {
	return NotationReader(localizer(p), zoosim.Game).ParseZooSimEntry(line, t.Script().Players)
}
