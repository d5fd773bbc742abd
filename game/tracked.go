package game

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// Tracked is a game's tracker whatever the game: entries go in as JSON (as
// they are stored), the script comes out as JSON (as it is stored). Dice,
// Junior and ZooSim are the three; a front end that shows a game's own
// board asserts the concrete type.
type Tracked interface {
	// Game is the game's name (dice, junior, zoosim).
	Game() string
	// Apply applies one entry; broken rules are scorer.Violations and
	// nothing of the entry is applied. The notes are what follows from it
	// (announcements).
	Apply(entry json.RawMessage) ([]scorer.Note, error)
	Ended() bool
	// Result is the result so far (with a warning while the game goes on).
	Result() (scorer.Result, error)
	Script() json.RawMessage
	Entries() []json.RawMessage
	// WithEntries replays the same setup with other entries (undo, edit).
	WithEntries(entries []json.RawMessage) (Tracked, error)
	// ReadLine reads one line of the game's notation, as typed at the
	// table (its words read by rd), into the entry it stands for at this
	// point of the game.
	ReadLine(rd notation.Reader, line string) (json.RawMessage, error)
}

// Replay rebuilds the tracker of a game from its play script (JSON); it
// reports every broken rule of the script at once (a word of another
// language where a game word belongs among them: see Canonical).
func Replay(name string, script []byte) (Tracked, error) { return replay(name, script, false) }

// ReplayQuiet is Replay for a game's result alone, as storing it keeps it
// (its numbers): ZooSim's tracker replays quietly (zoosim.PlayQuiet),
// making its announcements without their messages; the other games replay
// as by Replay. Nothing else differs.
func ReplayQuiet(name string, script []byte) (Tracked, error) { return replay(name, script, true) }

func replay(name string, script []byte, quiet bool) (Tracked, error) {
	t, err := replayScript(name, script, quiet)
	if err != nil {
		err = Canonical(name, script, err)
	}
	return t, err
}

func replayScript(name string, script []byte, quiet bool) (Tracked, error) {
	switch name {
	case dice.Game:
		return replayWith(script, dice.ParseScript, dice.Play,
			func(t *dice.Tracker) Tracked { return Dice{t} })
	case junior.Game:
		return replayWith(script, junior.ParseScript, junior.Play,
			func(t *junior.Tracker) Tracked { return Junior{t} })
	case zoosim.Game:
		return replayWith(script, zoosim.ParseScript, choose(quiet, zoosim.PlayQuiet, zoosim.Play),
			func(t *zoosim.Tracker) Tracked { return ZooSim{t} })
	}
	return nil, unknown(name)
}

// replayWith reads a script and plays it; the tracker comes with the
// violations of the script, as the games' Play gives them.
func replayWith[S, T any](script []byte, parse func([]byte) (S, error), play func(S) (T, error), wrap func(T) Tracked) (Tracked, error) {
	s, err := parse(script)
	if err != nil {
		return nil, err
	}
	t, err := play(s)
	return wrap(t), err
}

func choose[F any](first bool, a, b F) F {
	if first {
		return a
	}
	return b
}

// Status is the status a tracked game is stored with.
func Status(t Tracked) string {
	if t.Ended() {
		return scorer.StatusFinished
	}
	return scorer.StatusInProgress
}

// WithoutLast replays a tracked game without its last entry (undo); ok is
// false when it has no entry to take back.
func WithoutLast(t Tracked) (back Tracked, last json.RawMessage, ok bool, err error) {
	entries := t.Entries()
	if len(entries) == 0 {
		return t, nil, false, nil
	}
	back, err = t.WithEntries(entries[:len(entries)-1])
	return back, entries[len(entries)-1], true, err
}

// Announced replays a tracked game entry by entry from its setup and gives
// what each entry announced (the notes of its Apply), in order: a window
// that follows a game shows what the table was told.
func Announced(t Tracked) ([][]scorer.Note, error) {
	entries := t.Entries()
	fresh, err := t.WithEntries(nil)
	if err != nil {
		return nil, err
	}
	out := make([][]scorer.Note, 0, len(entries))
	for _, e := range entries {
		notes, err := fresh.Apply(e)
		if err != nil {
			return nil, err
		}
		out = append(out, notes)
	}
	return out, nil
}

func mustJSON(v any) json.RawMessage {
	b, err := scorer.Encode(v)
	if err != nil {
		panic(fmt.Sprintf("encode %T: %v", v, err))
	}
	return b
}

func marshalAll[T any](list []T) []json.RawMessage {
	out := make([]json.RawMessage, len(list))
	for i, x := range list {
		out[i] = mustJSON(x)
	}
	return out
}

// decodeAll reads stored entries strictly.
func decodeAll[T any](raw []json.RawMessage) ([]T, error) {
	out := make([]T, len(raw))
	for i, r := range raw {
		var err error
		if out[i], err = DecodeEntry[T](r); err != nil {
			return nil, entryError(i+1, err)
		}
	}
	return out, nil
}

// entryError says which stored entry cannot be read, and why.
func entryError(n int, err error) error {
	var cause any = err.Error()
	var input *scorer.InputError
	if errors.As(err, &input) {
		cause = input.Say()
	}
	return &scorer.InputError{Msg: scorer.M("cmd.entry-unreadable", "n", n, "cause", cause)}
}

// DecodeEntry reads a stored or typed entry strictly.
func DecodeEntry[T any](raw json.RawMessage) (T, error) {
	var e T
	err := scorer.Decode(raw, &e)
	return e, err
}

// Dice is a tracked Dice Game.
type Dice struct{ T *dice.Tracker }

func (d Dice) Game() string { return dice.Game }

func (d Dice) Apply(raw json.RawMessage) ([]scorer.Note, error) {
	e, err := DecodeEntry[dice.Entry](raw)
	if err != nil {
		return nil, err
	}
	return d.T.Apply(e)
}
func (d Dice) Ended() bool                    { return d.T.Ended() }
func (d Dice) Result() (scorer.Result, error) { return d.T.Result() }
func (d Dice) Script() json.RawMessage        { return mustJSON(d.T.Script()) }
func (d Dice) Entries() []json.RawMessage     { return marshalAll(d.T.Script().Entries()) }

func (d Dice) WithEntries(raw []json.RawMessage) (Tracked, error) {
	es, err := decodeAll[dice.Entry](raw)
	if err != nil {
		return nil, err
	}
	t, err := dice.Play(d.T.Script().WithEntries(es))
	return Dice{t}, err
}

// ReadLine reads a take ("Ann: lion lion coin") as an entry of this round.
func (d Dice) ReadLine(rd notation.Reader, line string) (json.RawMessage, error) {
	e, err := ReadDiceLine(rd, line, d.T)
	if err != nil {
		return nil, err
	}
	return mustJSON(e), nil
}

// Junior is a tracked Zooloretto Junior game.
type Junior struct{ T *junior.Tracker }

func (j Junior) Game() string { return junior.Game }

func (j Junior) Apply(raw json.RawMessage) ([]scorer.Note, error) {
	e, err := DecodeEntry[junior.Entry](raw)
	if err != nil {
		return nil, err
	}
	return j.T.Apply(e)
}
func (j Junior) Ended() bool                    { return j.T.Ended() }
func (j Junior) Result() (scorer.Result, error) { return j.T.Result() }
func (j Junior) Script() json.RawMessage        { return mustJSON(j.T.Script()) }
func (j Junior) Entries() []json.RawMessage     { return marshalAll(j.T.Script().Entries()) }

func (j Junior) WithEntries(raw []json.RawMessage) (Tracked, error) {
	es, err := decodeAll[junior.Entry](raw)
	if err != nil {
		return nil, err
	}
	t, err := junior.Play(j.T.Script().WithEntries(es))
	return Junior{t}, err
}

// ReadLine reads a take or a bonus action as an entry of this round; a
// line with only a bonus, while the last take's bonus is open, belongs to
// the round of that take.
func (j Junior) ReadLine(rd notation.Reader, line string) (json.RawMessage, error) {
	e, err := ReadJuniorLine(rd, line, j.T)
	if err != nil {
		return nil, err
	}
	return mustJSON(e), nil
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
