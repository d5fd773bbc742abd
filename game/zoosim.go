package game

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// zoosimKind is ZooSim.
var zoosimKind = Kind{
	Name: zoosim.Game, Title: zoosim.Title, Rules: zoosim.Rules,
	MinPlayers: 2, MaxPlayers: zoosim.MaxPlayers,
	score: func(data []byte) (scorer.Result, error) {
		in, err := zoosim.Parse(data)
		if err != nil {
			return scorer.Result{}, err
		}
		return zoosim.Score(in)
	},
	isScript: zoosim.IsScript,
	replay: func(script []byte, quiet bool) (Tracked, error) {
		return replayWith(script, zoosim.ParseScript, choose(quiet, zoosim.PlayQuiet, zoosim.Play),
			func(t *zoosim.Tracker) Tracked { return ZooSim{t} })
	},
	readNotation: func(rd notation.Reader, src []byte) (Tracked, json.RawMessage, error) {
		g, err := rd.ReadZooSim(string(src))
		if err != nil {
			return nil, nil, err
		}
		t, err := g.Play()
		return ZooSim{t}, mustJSON(g.Script), err
	},
	writeNotation: func(script []byte) (string, error) {
		s, err := zoosim.ParseScript(script)
		if err != nil {
			return "", err
		}
		return notation.FormatZooSim(s)
	},
	foreignRule: "zoosim.foreign-word", wordPlaces: zoosim.WordPlaces,
	// Who started: the top flag of the flagpole: its player wins the first tie (ZooSim has no start player of its own).
	starter: []any{"flagpole", 0},
	random:  randomZooSim,
	sheets:  func(t Tracked) (json.RawMessage, error) { return scorer.Encode(t.(ZooSim).T.Input()) },
}

// ZooSim is a tracked ZooSim game.
type ZooSim struct{ T *zoosim.Tracker }

func (z ZooSim) Game() string { return zoosim.Game }

func (z ZooSim) Apply(raw json.RawMessage) ([]scorer.Note, error) {
	a, err := DecodeEntry[zoosim.Auction](raw)
	if err != nil {
		return nil, err
	}
	return z.T.Apply(a)
}
func (z ZooSim) Ended() bool                    { return z.T.Ended() }
func (z ZooSim) Result() (scorer.Result, error) { return z.T.Result() }
func (z ZooSim) Script() json.RawMessage        { return mustJSON(z.T.Script()) }
func (z ZooSim) Entries() []json.RawMessage     { return marshalAll(z.T.Script().Auctions) }
func (z ZooSim) Pending() string                { return "" }

func (z ZooSim) WithEntries(raw []json.RawMessage) (Tracked, error) {
	as, err := decodeAll[zoosim.Auction](raw)
	if err != nil {
		return nil, err
	}
	s := z.T.Script()
	s.Auctions = as
	t, err := zoosim.Play(s)
	return ZooSim{t}, err
}

// ReadLine reads an auction ("sea 2, birds 1 | Alan 2, Klaus 3 | sea 2").
func (z ZooSim) ReadLine(rd notation.Reader, line string) (json.RawMessage, error) {
	a, err := rd.ParseZooSimEntry(line, z.T.Script().Players)
	if err != nil {
		return nil, err
	}
	return mustJSON(a), nil
}

// EntryLine writes an auction as its line.
func (z ZooSim) EntryLine(raw json.RawMessage) string {
	a, err := DecodeEntry[zoosim.Auction](raw)
	if err != nil {
		return string(raw)
	}
	return notation.ZooSimLine(a, z.T.Script().Players)
}

// randomZooSim auctions tiles at random: random bids within each zoo's
// coins, each half joined to one of the enclosures it may join.
func randomZooSim(r *rand.Rand, players []string, stop int) (Tracked, error) {
	flags := append([]string{}, players...)
	r.Shuffle(len(flags), func(i, j int) { flags[i], flags[j] = flags[j], flags[i] })
	variant := zoosim.VariantStandard
	if r.IntN(5) == 0 {
		variant = zoosim.VariantProfessional
	}
	tr, err := zoosim.NewTracker(players, flags, variant)
	if err != nil {
		return nil, err
	}
	for n := 0; n < stop && !tr.Ended(); n++ {
		if n > 200 {
			return nil, fmt.Errorf("no end after %d auctions", n)
		}
		a, err := randomAuction(r, tr)
		if err != nil {
			return nil, err
		}
		if _, err := tr.Apply(a); err != nil {
			return nil, fmt.Errorf("a random auction is refused: %w", err)
		}
	}
	return ZooSim{tr}, nil
}

// randomAuction makes a legal auction for the tracker's next tile, as a
// table would: the 25 tiles show every category, so once the tiles left
// are few the tile shows the categories none has shown yet.
func randomAuction(r *rand.Rand, tr *zoosim.Tracker) (zoosim.Auction, error) {
	cats := unshownFirst(r, tr)
	tile := zoosim.Tile{Enclosures: []zoosim.Half{
		{Animal: zoosim.Categories[cats[0]], Stars: zoosim.MinStars + r.IntN(zoosim.MaxStars-zoosim.MinStars+1)},
		{Animal: zoosim.Categories[cats[1]], Stars: zoosim.MinStars + r.IntN(zoosim.MaxStars-zoosim.MinStars+1)}},
		Bushes: r.IntN(zoosim.MaxBushes + 1)}
	bids := map[string]int{}
	for _, s := range tr.Standings() {
		bids[s.Name] = r.IntN(s.Coins + 1)
	}
	winner, _, err := tr.Winner(tile, bids)
	if err != nil {
		return zoosim.Auction{}, err
	}
	placed := zoosim.Placed{Enclosures: map[string]int{}, Benches: r.IntN(3)}
	for _, h := range tile.Enclosures {
		joins := tr.Joins(winner, h)
		placed.Enclosures[h.Animal] = joins[r.IntN(len(joins))].Stars
	}
	return zoosim.Auction{Tile: tile, Bids: bids, Placed: placed}, nil
}

// unshownFirst orders the categories at random, those no tile has shown yet
// first when the tiles left after this one could not show them all.
func unshownFirst(r *rand.Rand, tr *zoosim.Tracker) []int {
	cats := r.Perm(len(zoosim.Categories))
	shown := map[string]bool{}
	for _, a := range tr.Script().Auctions {
		for _, h := range a.Tile.Enclosures {
			shown[h.Animal] = true
		}
	}
	missing := len(zoosim.Categories) - len(shown)
	if missing <= 2*(zoosim.TileCount-tr.AuctionNumber()) {
		return cats
	}
	slices.SortStableFunc(cats, func(a, b int) int {
		return cmpBool(shown[zoosim.Categories[a]], shown[zoosim.Categories[b]])
	})
	return cats
}

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}
