// ZooSim's questions, in this order: the players, flagpole and variant of a
// tracked game, the years of one not tracked, the auctions of a tracked one,
// and its line prompt. The only file of prompts that imports scorer/zoosim.

package prompts

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/zoosim"
	"github.com/zooscore/zooscore/termtext"
)

// variantItems offers the variants with a one-line explanation each (a
// message); the standard game comes first, as the default.
var variantItems = []struct{ variant, item string }{
	{zoosim.VariantStandard, "zoosim.ask.variant.standard"},
	{zoosim.VariantProfessional, "zoosim.ask.variant.professional"},
}

// AskZooSimSetup asks for the 2 to 4 players of a tracked ZooSim game in
// seating order, the flags on the flagpole from the top (each picked from
// the flags not placed yet; the last one needs no question), and the
// variant.
func AskZooSimSetup(p Prompter) (players, flagpole []string, variant string, err error) {
	p.Say(message(p, "zoosim.ask.seating"))
	if players, err = askPlayers(p, zoosim.Game); err != nil {
		return nil, nil, "", err
	}
	left := append([]string{}, players...)
	for len(left) > 1 {
		label := message(p, "zoosim.ask.flag-top")
		if len(flagpole) > 0 {
			label = message(p, "zoosim.ask.flag-next")
		}
		i, err := p.Select(label, left)
		if err != nil {
			return nil, nil, "", err
		}
		flagpole = append(flagpole, left[i])
		left = slices.Delete(left, i, i+1)
	}
	flagpole = append(flagpole, left...)
	p.Say(message(p, "zoosim.ask.flagpole", "flags", strings.Join(flagpole, ", ")))
	items := make([]string, len(variantItems))
	for i, v := range variantItems {
		items[i] = message(p, v.item)
	}
	i, err := p.Select(message(p, "zoosim.ask.variant"), items)
	if err != nil {
		return nil, nil, "", err
	}
	return players, flagpole, variantItems[i].variant, nil
}

// AskZooSim asks for a ZooSim game that was not tracked: the players, how
// many years are finished, and each zoo's visitors, trees and benches at the
// end of every year.
func AskZooSim(p Prompter) (zoosim.Input, error) {
	var in zoosim.Input
	names, err := askPlayers(p, zoosim.Game)
	if err != nil {
		return in, err
	}
	years, err := AskInt(p, message(p, "zoosim.ask.years", "max", zoosim.Years), zoosim.Years, 1, zoosim.Years)
	if err != nil {
		return in, err
	}
	in.Players = make([]zoosim.Zoo, len(names))
	for i, name := range names {
		if in.Players[i], err = askYears(p, zoosim.Zoo{Name: name}, years); err != nil {
			return in, err
		}
	}
	return ReviewZooSim(p, in)
}

// ReviewZooSim shows every zoo's years and lets the table correct any of
// them until all is right (also used to edit a stored game).
func ReviewZooSim(p Prompter, in zoosim.Input) (zoosim.Input, error) {
	err := confirm(p, sheets{
		players: names(in.Players, func(z zoosim.Zoo) string { return z.Name }),
		summary: func() []string { return ZooSimSummary(localizer(p), in, widthOf(p)) },
		check:   func() []scorer.Note { v, _ := zoosim.Check(in); return v },
		reask: func(i int) (err error) {
			z := in.Players[i]
			p.Say(message(p, "zoosim.ask.years-again", "player", z.Name))
			in.Players[i], err = askYears(p, z, len(z.Years))
			return err
		},
		what: "years",
	})
	return in, err
}

// EditZooSim is the review of a stored game: while fewer than 5 years are
// entered it first offers to add the next year for every zoo, then shows
// the years for correction as ReviewZooSim does.
func EditZooSim(p Prompter, in zoosim.Input) (zoosim.Input, error) {
	in.Players = slices.Clone(in.Players) // the caller's years stay as they were
	for k := range in.Players {
		in.Players[k].Years = slices.Clip(in.Players[k].Years)
	}
	for len(in.Players) > 0 && zoosim.InProgress(in) {
		n := len(in.Players[0].Years)
		label := message(p, "zoosim.ask.add-year.none")
		if n > 0 {
			label = message(p, "zoosim.ask.add-year", "n", n)
		}
		items := []string{message(p, "zoosim.ask.add-year.yes", "year", n+1), message(p, "zoosim.ask.add-year.no")}
		i, err := p.Select(label, items)
		if err != nil {
			return in, err
		}
		if i == 1 {
			break
		}
		for k := range in.Players {
			z := &in.Players[k]
			b := lastBenches(z.Years)
			y, err := askYear(p, z.Name, len(z.Years)+1, b, zoosim.Year{Benches: b})
			if err != nil {
				return in, err
			}
			z.Years = append(z.Years, y)
		}
	}
	return ReviewZooSim(p, in)
}

func lastBenches(years []zoosim.Year) int {
	if len(years) == 0 {
		return 0
	}
	return years[len(years)-1].Benches
}

// askYears asks a zoo's counts at the end of each of the years, offering
// those it holds now (a new zoo holds none: its benches default to those
// of the year before).
func askYears(p Prompter, now zoosim.Zoo, years int) (zoosim.Zoo, error) {
	z := zoosim.Zoo{Name: now.Name}
	for y := 1; y <= years; y++ {
		before := lastBenches(z.Years)
		def := zoosim.Year{Benches: before}
		if y <= len(now.Years) {
			def = now.Years[y-1]
		}
		year, err := askYear(p, now.Name, y, before, def)
		if err != nil {
			return z, err
		}
		z.Years = append(z.Years, year)
	}
	return z, nil
}

// askYear asks one zoo's counts at the end of one year, offering def; the
// benches cannot go below those of the year before.
func askYear(p Prompter, name string, y, benches int, def zoosim.Year) (zoosim.Year, error) {
	label := message(p, "zoosim.ask.year", "player", name, "year", y)
	answer, err := p.Input(label, fmt.Sprintf("%d %d %d", def.Visitors, def.Trees, def.Benches), threeCounts(localizer(p), benches))
	if err != nil {
		return zoosim.Year{}, err
	}
	n := counts(answer)
	return zoosim.Year{Visitors: n[0], Trees: n[1], Benches: n[2]}, nil
}

// threeCounts accepts "visitors trees benches" within what one zoo can
// have, and says in l's language what is wrong (English when l is nil).
func threeCounts(l *i18n.Localizer, benchesBefore int) func(string) error {
	say := func(id string, pairs ...any) error { return errors.New(l.T(id, pairs...)) }
	return func(s string) error {
		f := strings.Fields(s)
		if len(f) != 3 {
			return say("zoosim.ask.three")
		}
		n := counts(s)
		for i, x := range f {
			if _, err := ParseWhole(x); err != nil {
				return say("zoosim.ask.three-whole", "problem", err.Error())
			}
			if n[i] < 0 {
				return say("zoosim.ask.not-count", "value", strconv.Quote(x))
			}
		}
		switch {
		case n[0] > zoosim.MaxVisitorsPerZoo:
			return say("zoosim.ask.too-many-visitors", "count", n[0], "max", zoosim.MaxVisitorsPerZoo)
		case n[1] > zoosim.MaxTreesPerZoo:
			return say("zoosim.ask.too-many-trees", "count", n[1], "max", zoosim.MaxTreesPerZoo)
		case n[2] > zoosim.MaxBenches:
			return say("zoosim.ask.too-many-benches", "count", n[2], "max", zoosim.MaxBenches,
				"tiles", zoosim.TileCount, "paths", zoosim.MaxBenchesPerTile)
		case n[2] < benchesBefore:
			return say("zoosim.ask.fewer-benches", "benches", msg.Count{N: n[2], Noun: "bench"}, "before", benchesBefore)
		}
		return nil
	}
}

func counts(s string) [3]int {
	var n [3]int
	for i, x := range strings.Fields(s) {
		if i < 3 {
			n[i], _ = strconv.Atoi(x)
		}
	}
	return n
}

// ZooSimSummary shows the zoos as a table, one row per player with a year
// a column (visitors/trees/benches at its end), for the confirmation,
// fitted to a terminal width columns wide (0: no limit), in l's language
// (English when l is nil).
func ZooSimSummary(l *i18n.Localizer, in zoosim.Input, width int) []string {
	t := termtext.Table{Header: []string{l.T("zoosim.summary.player")}, Right: map[int]bool{}, Wrap: map[int]bool{0: true}, Words: l}
	years := 0
	for _, z := range in.Players {
		years = max(years, len(z.Years))
	}
	for y := 1; y <= years; y++ {
		t.Header = append(t.Header, l.T("zoosim.summary.year", "year", y))
		t.Right[y] = true
	}
	for _, z := range in.Players {
		row := []any{z.Name}
		for _, y := range z.Years {
			row = append(row, fmt.Sprintf("%d/%d/%d", y.Visitors, y.Trees, y.Benches))
		}
		t.Add(row...)
	}
	head, rows := t.Lines(width)
	return append(append([]string{l.T("zoosim.summary.title")}, head...), rows...)
}

// AskAuction asks for the next auction: the tile, every player's bid, then
// (once the tracker has named the winner, which is shown with the reason)
// what the winner built with the tile. A tile or bids that the tracker
// refuses are shown with every reason and asked again. It does not apply
// the auction.
func AskAuction(p Prompter, t *zoosim.Tracker) (zoosim.Auction, error) {
	var a zoosim.Auction
	if t.Ended() {
		return a, ErrGameOver
	}
	where := t.AuctionNumber()
	p.Say(message(p, "zoosim.ask.auction-head", "year", t.Year(), "auction", where))
	for {
		var err error
		if a.Tile, err = askZooTile(p, where); err != nil {
			return a, err
		}
		if a.Bids, err = askBids(p, t, where); err != nil {
			return a, err
		}
		winner, why, err := t.Winner(a.Tile, a.Bids)
		var v scorer.Violations
		if errors.As(err, &v) {
			for _, n := range v {
				p.Say("  x " + localizer(p).NoteLine(n))
			}
			continue
		}
		if err != nil {
			return a, err
		}
		p.Say(localizer(p).Note(why).Message)
		a.Placed, err = askPlaced(p, t, winner, a.Tile)
		return a, err
	}
}

// askZooTile asks for the tile of auction number where: both halves (the
// second of another category than the first) and its bushes.
func askZooTile(p Prompter, where int) (zoosim.Tile, error) {
	tile := zoosim.Tile{}
	categories := zoosim.Categories
	for _, which := range []string{"zoosim.ask.first-half", "zoosim.ask.second-half"} {
		names := make([]string, len(categories))
		for i, c := range categories {
			names[i] = localizer(p).Word(c)
		}
		i, err := p.Select(message(p, which, "auction", where), names)
		if err != nil {
			return tile, err
		}
		h := zoosim.Half{Animal: categories[i]}
		label := message(p, "zoosim.ask.stars", "auction", where, "half", zoosim.HalfName(h.Animal), "min", zoosim.MinStars, "max", zoosim.MaxStars)
		if h.Stars, err = AskInt(p, label, zoosim.MinStars, zoosim.MinStars, zoosim.MaxStars); err != nil {
			return tile, err
		}
		tile.Enclosures = append(tile.Enclosures, h)
		categories = slices.Delete(slices.Clone(categories), i, i+1)
	}
	var err error
	tile.Bushes, err = AskInt(p, message(p, "zoosim.ask.bushes", "auction", where, "max", zoosim.MaxBushes), 0, 0, zoosim.MaxBushes)
	return tile, err
}

// askBids asks every player's bid, from 0 to the coins the player has; a
// player without coins can only bid 0, which is entered without a question.
func askBids(p Prompter, t *zoosim.Tracker, where int) (map[string]int, error) {
	bids := map[string]int{}
	for _, s := range t.Standings() {
		if s.Coins == 0 {
			p.Say(message(p, "zoosim.ask.no-coins", "player", s.Name))
			bids[s.Name] = 0
			continue
		}
		b, err := AskInt(p, message(p, "zoosim.ask.bid", "auction", where, "player", s.Name, "coins", s.Coins), 0, 0, s.Coins)
		if err != nil {
			return nil, err
		}
		bids[s.Name] = b
	}
	return bids, nil
}

// askPlaced asks what the winner built: for each half the stars of the
// enclosure it now belongs to, chosen from the values it can make (on its
// own, or joined with some of the winner's enclosures of its category, as
// the tracker knows them; with nothing to join, nothing is asked), and the
// paths the tile closed.
func askPlaced(p Prompter, t *zoosim.Tracker, winner string, tile zoosim.Tile) (zoosim.Placed, error) {
	placed := zoosim.Placed{Enclosures: map[string]int{}}
	for _, h := range tile.Enclosures {
		joins := t.Joins(winner, h)
		choice := 0
		if len(joins) > 1 {
			items := make([]string, len(joins))
			for i, j := range joins {
				items[i] = joinItem(localizer(p), h.Animal, j)
			}
			var err error
			label := message(p, "zoosim.ask.after-placing", "player", winner, "half", zoosim.HalfName(h.Animal))
			if choice, err = p.Select(label, items); err != nil {
				return placed, err
			}
		}
		placed.Enclosures[h.Animal] = joins[choice].Stars
	}
	var err error
	label := message(p, "zoosim.ask.paths", "player", winner, "max", zoosim.MaxBenchesPerTile)
	placed.Benches, err = AskInt(p, label, 0, 0, zoosim.MaxBenchesPerTile)
	return placed, err
}

// joinItem is one value offered for a half, kept short enough for a
// terminal line: when several groups of enclosures give the value, only the
// smallest is named.
func joinItem(l *i18n.Localizer, category string, j zoosim.Join) string {
	if len(j.Groups) <= 1 {
		return l.Say(zoosim.JoinMsg(category, j, true))
	}
	first := j
	first.Groups = j.Groups[:1]
	return l.T("zoosim.ask.join-more", "join", zoosim.JoinMsg(category, first, true))
}

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
		Label: message(p, "line.label.auction", "year", t.Year(), "auction", t.AuctionNumber()),
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
			message(p, "line.help.zoosim.auction"),
			message(p, "line.help.zoosim.example", "bids", strings.Join(bids, ", ")),
			message(p, "line.help.zoosim.tile"),
			message(p, "line.help.zoosim.bids"),
			message(p, "line.help.zoosim.built"),
			message(p, "line.help.zoosim.benches"),
		),
	}
}

// ReadZooSimLine reads an auction typed at the prompt, in the words of any
// language.
func ReadZooSimLine(p Prompter, line string, t *zoosim.Tracker) (zoosim.Auction, error) {
	return NotationReader(localizer(p), zoosim.Game).ParseZooSimEntry(line, t.Script().Players)
}
