package game

import (
	"encoding/json"

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
