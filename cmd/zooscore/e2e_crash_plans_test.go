package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// The random games of the crash test: each is drawn from the game's own
// tracker, so every entry is legal where it stands, and typed the way the
// questions of `play` ask for it.

var crashNames = []string{"Ann", "Bob", "Cy", "Dee"}

// dicePlan is a Dice Game of 2 to 4 players.
type dicePlan struct {
	players []string
	takes   []dice.Entry
	end     bool // the last take ends the game
}

// planDice draws takes until the game ends, or 40 takes (8 in a normal
// run, to keep it short: a game left in progress).
func planDice(t *testing.T, rng *rand.Rand, long bool) crashPlan {
	t.Helper()
	most := 8
	if long {
		most = 40
	}
	p := &dicePlan{players: crashNames[:2+rng.IntN(3)]}
	tr := p.model(t, 0)
	for !tr.Ended() && len(p.takes) < most {
		who := tr.ToTake()
		e := dice.Entry{Round: tr.Round(), Take: dice.Take{Player: who[rng.IntN(len(who))]}}
		for n := 1 + rng.IntN(min(dice.MaxTake, tr.DiceLeft())); n > 0; n-- {
			e.Took = append(e.Took, dice.Faces[rng.IntN(len(dice.Faces))])
		}
		if _, err := tr.Apply(e); err != nil {
			t.Fatalf("planned take %+v: %v", e, err)
		}
		p.takes = append(p.takes, e)
	}
	p.end = tr.Ended()
	return p
}

// model is the tracker after the first n planned takes.
func (p *dicePlan) model(t *testing.T, n int) *dice.Tracker {
	t.Helper()
	tr, err := dice.NewTracker(p.players, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range p.takes[:n] {
		if _, err := tr.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	return tr
}

func (p *dicePlan) size() int  { return len(p.takes) }
func (p *dicePlan) ends() bool { return p.end }

func (p *dicePlan) setup(term *terminal, step func() error) error {
	return typeNames(term, p.players, step)
}

func (p *dicePlan) enter(t *testing.T, term *terminal, k int, step func() error) error {
	e := p.takes[k]
	if err := step(); err != nil {
		return err
	}
	term.choose("who took a truck?", slices.Index(p.model(t, k).ToTake(), e.Player))
	if err := step(); err != nil {
		return err
	}
	term.answer(e.Player+": how many dice (1-", strconv.Itoa(len(e.Took)))
	for i, f := range e.Took {
		if err := step(); err != nil {
			return err
		}
		term.choose(fmt.Sprintf("%s: face of die %d of %d?", e.Player, i+1, len(e.Took)), slices.Index(dice.Faces, f))
	}
	return nil
}

func (p *dicePlan) same(t *testing.T, k int, raw json.RawMessage) {
	t.Helper()
	e, err := game.DecodeEntry[dice.Entry](raw)
	if err != nil {
		t.Fatal(err)
	}
	if want := p.takes[k]; e.Player != want.Player || !slices.Equal(e.Took, want.Took) {
		t.Fatalf("entry %d is %s %v, typed was %s %v", k+1, e.Player, e.Took, want.Player, want.Took)
	}
}

func (p *dicePlan) scripted(t *testing.T, input json.RawMessage) int {
	t.Helper()
	s, err := dice.ParseScript(input)
	if err != nil {
		t.Fatalf("the stored script cannot be read: %v", err)
	}
	return len(s.Entries())
}

// zooSimPlan is a standard ZooSim game of 2 to 4 players.
type zooSimPlan struct {
	players, flagpole []string
	auctions          []zoosim.Auction
	end               bool // the last auction ends the game
}

// planZooSim draws auctions until the game ends, or a random number of
// them (at most 4 in a normal run).
func planZooSim(t *testing.T, rng *rand.Rand, long bool) crashPlan {
	t.Helper()
	most := 1 + rng.IntN(4)
	if long {
		most = 5 + rng.IntN(25) // up to a whole game of 25
	}
	p := &zooSimPlan{players: crashNames[:2+rng.IntN(3)]}
	p.flagpole = slices.Clone(p.players)
	rng.Shuffle(len(p.flagpole), func(i, j int) { p.flagpole[i], p.flagpole[j] = p.flagpole[j], p.flagpole[i] })
	tr := p.model(t, 0)
	for !tr.Ended() && len(p.auctions) < most {
		a := zoosim.Auction{Bids: map[string]int{}, Placed: zoosim.Placed{Enclosures: map[string]int{}}}
		cats := slices.Clone(zoosim.Categories)
		rng.Shuffle(len(cats), func(i, j int) { cats[i], cats[j] = cats[j], cats[i] })
		for _, c := range cats[:2] {
			a.Tile.Enclosures = append(a.Tile.Enclosures, zoosim.Half{Animal: c, Stars: zoosim.MinStars + rng.IntN(zoosim.MaxStars-zoosim.MinStars+1)})
		}
		a.Tile.Bushes = rng.IntN(zoosim.MaxBushes + 1)
		for _, s := range tr.Standings() {
			a.Bids[s.Name] = rng.IntN(s.Coins + 1)
		}
		winner, _, err := tr.Winner(a.Tile, a.Bids)
		if err != nil {
			t.Fatalf("planned tile and bids %+v: %v", a, err)
		}
		for _, h := range a.Tile.Enclosures {
			joins := tr.Joins(winner, h)
			a.Placed.Enclosures[h.Animal] = joins[rng.IntN(len(joins))].Stars
		}
		a.Placed.Benches = rng.IntN(2)
		if _, err := tr.Apply(a); err != nil {
			t.Fatalf("planned auction %+v: %v", a, err)
		}
		p.auctions = append(p.auctions, a)
	}
	p.end = tr.Ended()
	return p
}

// model is the tracker after the first n planned auctions.
func (p *zooSimPlan) model(t *testing.T, n int) *zoosim.Tracker {
	t.Helper()
	tr, err := zoosim.NewTracker(p.players, p.flagpole, zoosim.VariantStandard)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range p.auctions[:n] {
		if _, err := tr.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return tr
}

func (p *zooSimPlan) size() int  { return len(p.auctions) }
func (p *zooSimPlan) ends() bool { return p.end }

// setup types the names, the flags from the top (each picked among those
// not placed yet, in seating order; the last needs no question) and the
// standard variant.
func (p *zooSimPlan) setup(term *terminal, step func() error) error {
	if err := typeNames(term, p.players, step); err != nil {
		return err
	}
	left := slices.Clone(p.players)
	for i, flag := range p.flagpole[:len(p.flagpole)-1] {
		if err := step(); err != nil {
			return err
		}
		q := "Flagpole: whose flag is next?"
		if i == 0 {
			q = "Flagpole: whose flag is at the top?"
		}
		at := slices.Index(left, flag)
		term.choose(q, at)
		left = slices.Delete(left, at, at+1)
	}
	if err := step(); err != nil {
		return err
	}
	term.choose("Which variant?", 0)
	return nil
}

func (p *zooSimPlan) enter(t *testing.T, term *terminal, k int, step func() error) error {
	a := p.auctions[k]
	tr := p.model(t, k)
	where := fmt.Sprintf("Auction %d", k+1)
	cats := slices.Clone(zoosim.Categories)
	for i, h := range a.Tile.Enclosures {
		if err := step(); err != nil {
			return err
		}
		at := slices.Index(cats, h.Animal)
		term.choose(fmt.Sprintf("%s: %s half's animals?", where, []string{"first", "second"}[i]), at)
		cats = slices.Delete(cats, at, at+1)
		if err := step(); err != nil {
			return err
		}
		term.answer(fmt.Sprintf("%s: stars of the %s half (", where, h.Animal), strconv.Itoa(h.Stars))
	}
	if err := step(); err != nil {
		return err
	}
	term.answer(where+": bushes on the tile (0-", strconv.Itoa(a.Tile.Bushes))
	for _, s := range tr.Standings() {
		if s.Coins == 0 {
			continue // a player without coins bids 0 unasked
		}
		if err := step(); err != nil {
			return err
		}
		term.answer(fmt.Sprintf("%s: %s's bid (0-", where, s.Name), strconv.Itoa(a.Bids[s.Name]))
	}
	winner, _, err := tr.Winner(a.Tile, a.Bids)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range a.Tile.Enclosures {
		joins := tr.Joins(winner, h)
		if len(joins) < 2 {
			continue // the half alone: nothing is asked
		}
		if err := step(); err != nil {
			return err
		}
		at := slices.IndexFunc(joins, func(j zoosim.Join) bool { return j.Stars == a.Placed.Enclosures[h.Animal] })
		term.choose(fmt.Sprintf("%s: %s after placing", winner, h.Animal), at)
	}
	if err := step(); err != nil {
		return err
	}
	term.answer(winner+": paths the tile closed", strconv.Itoa(a.Placed.Benches))
	return nil
}

func (p *zooSimPlan) same(t *testing.T, k int, raw json.RawMessage) {
	t.Helper()
	a, err := game.DecodeEntry[zoosim.Auction](raw)
	if err != nil {
		t.Fatal(err)
	}
	if want := p.auctions[k]; !reflect.DeepEqual(a, want) {
		t.Fatalf("auction %d is %+v, typed was %+v", k+1, a, want)
	}
}

func (p *zooSimPlan) scripted(t *testing.T, input json.RawMessage) int {
	t.Helper()
	s, err := zoosim.ParseScript(input)
	if err != nil {
		t.Fatalf("the stored script cannot be read: %v", err)
	}
	return len(s.Auctions)
}
