package prompts

import (
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer/zoosim"
)

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
