package game

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/notation"
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
	// EntryLine writes an entry as the line of notation that enters it.
	EntryLine(entry json.RawMessage) string
	// Pending names the player who, once the game has ended, still has an
	// action to make (the bonus action Junior's last take earned); "" when
	// the game takes no entry after its end.
	Pending() string
}

// Replay rebuilds the tracker of a game from its play script (JSON); it
// reports every broken rule of the script at once (a word of another
// language where a game word belongs among them: see Canonical).
func (k Kind) Replay(script []byte) (Tracked, error) { return k.replayScript(script, false) }

// ReplayQuiet is Replay for a game's result alone, as storing it keeps it
// (its numbers): ZooSim's tracker replays quietly (zoosim.PlayQuiet),
// making its announcements without their messages; the other games replay
// as by Replay. Nothing else differs.
func (k Kind) ReplayQuiet(script []byte) (Tracked, error) { return k.replayScript(script, true) }

func (k Kind) replayScript(script []byte, quiet bool) (Tracked, error) {
	t, err := k.replay(script, quiet)
	if err != nil {
		err = k.Canonical(script, err)
	}
	return t, err
}

// Replay is the Replay of the game named.
func Replay(name string, script []byte) (Tracked, error) {
	k, ok := Lookup(name)
	if !ok {
		return nil, unknown(name)
	}
	return k.Replay(script)
}

// ReplayQuiet is the ReplayQuiet of the game named.
func ReplayQuiet(name string, script []byte) (Tracked, error) {
	k, ok := Lookup(name)
	if !ok {
		return nil, unknown(name)
	}
	return k.ReplayQuiet(script)
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
	return &scorer.InputError{Msg: msg.M("cmd.entry-unreadable", "n", n, "cause", cause)}
}

// DecodeEntry reads a stored or typed entry strictly.
func DecodeEntry[T any](raw json.RawMessage) (T, error) {
	var e T
	err := scorer.Decode(raw, &e)
	return e, err
}
