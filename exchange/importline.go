package exchange

import (
	"bytes"
	"errors"
	"io"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/playlog"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// An import reads of each line only what it stores: the uuid, the time,
// the game, the play log and the input, from which it scores the game
// again. The rest of
// the line (the result: its players, winners and warnings, with words in
// older exports) is skipped without being decoded, only checked to be
// well-formed JSON, in one pass over its bytes (skimLine); a line that
// pass gives up at is read by the JSON decoder (scanLine). A line that is
// anything but a well-formed line of an export goes through the strict
// reader of the whole line, which says what is wrong as it always did.
// A play script is replayed without the messages of its announcements
// (game.ReplayQuiet): the store keeps only their rules.

// lineFields is what import reads of a line.
type lineFields struct {
	uuid, game string
	at         time.Time
	input      []byte
	log        store.PlayLog // as the line gives it, checked by withLog
}

// lineKeys are the members of an export line: those import reads, then
// those it skips: the result object's (numbers, or words too in older
// exports) and status, which scoring the input again gives.
var lineKeys = []string{"uuid", "game", "played_at", "input", "location", "duration_minutes", "start_player", "note",
	"id", "status", "players", "winners", "warnings", "decisions", "settings"}

var lineDecoders = sync.Pool{New: func() any { return jsontext.NewDecoder(bytes.NewReader(nil)) }}

// scanLine reads a line of an export; ok is false for anything unusual (a
// member missing, unknown or given twice, null, a wrong type, bad JSON).
func scanLine(line []byte) (f lineFields, ok bool) {
	dec := lineDecoders.Get().(*jsontext.Decoder)
	defer lineDecoders.Put(dec)
	dec.Reset(bytes.NewReader(line))
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '{' {
		return f, false
	}
	var seen uint
	for dec.PeekKind() == '"' {
		tok, err := dec.ReadToken()
		if err != nil {
			return f, false
		}
		name := tok.String()
		key := slices.Index(lineKeys, name)
		if key < 0 || seen&(1<<key) != 0 {
			return f, false
		}
		seen |= 1 << key
		switch name {
		case "uuid", "game", "played_at":
			tok, err := dec.ReadToken()
			if err != nil || tok.Kind() != '"' {
				return f, false
			}
			switch name {
			case "uuid":
				f.uuid = tok.String()
			case "game":
				f.game = tok.String()
			default:
				if f.at, err = time.Parse(time.RFC3339, tok.String()); err != nil {
					return f, false
				}
			}
		case "location", "start_player", "note":
			tok, err := dec.ReadToken()
			if err != nil || tok.Kind() != '"' {
				return f, false
			}
			*f.text(name) = tok.String()
		case "duration_minutes":
			tok, err := dec.ReadToken()
			if err != nil || tok.Kind() != '0' {
				return f, false
			}
			if f.log.Minutes, err = strconv.Atoi(tok.String()); err != nil {
				return f, false
			}
		case "input":
			v, err := dec.ReadValue()
			if err != nil || v.Kind() != '{' {
				return f, false
			}
			// An older export may write an empty list as null (see
			// importGameStrict).
			f.input = scorer.DropNullMembers(bytes.Clone(v))
		default:
			if dec.SkipValue() != nil {
				return f, false
			}
		}
	}
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '}' {
		return f, false
	}
	if _, err := dec.ReadToken(); !errors.Is(err, io.EOF) {
		return f, false
	}
	return f, f.uuid != "" && !f.at.IsZero() && f.game != "" && len(f.input) > 0
}

// importGame reads a line and scores its game, once, and packs it for
// storing (store.Pack: the input and the result said in English), which
// is most of what storing a game takes, on the worker's core.
func importGame(line []byte) (store.Game, error) {
	f, ok := skimLine(line)
	if !ok {
		f, ok = scanLine(line)
	}
	if !ok {
		return importGameStrict(line)
	}
	sg, err := Rescore(f.game, f.input)
	if err != nil {
		return store.Game{}, err
	}
	sg.UUID, sg.PlayedAt = f.uuid, f.at
	if sg, err = withLog(sg, f.log); err != nil {
		return store.Game{}, err
	}
	return store.Pack(sg), nil
}

// text is where the line's member name (a text of the play log) goes.
func (f *lineFields) text(name string) *string {
	switch name {
	case "location":
		return &f.log.Location
	case "start_player":
		return &f.log.StartPlayer
	}
	return &f.log.Note
}

// withLog gives an imported game the play log its line gives, checked as
// the commands check it; a problem makes the line unreadable. A tracked
// game tells who started itself: its line's start_player (which an export
// writes for every game) is not kept.
func withLog(sg store.Game, log store.PlayLog) (store.Game, error) {
	if log.IsZero() {
		return sg, nil
	}
	if game.IsScript(sg.Game, sg.Input) {
		log.StartPlayer = ""
	}
	names := make([]string, len(sg.Result.Players))
	for i, p := range sg.Result.Players {
		names[i] = p.Name
	}
	log, problems := playlog.Check(log, playlog.Members, names)
	if len(problems) > 0 {
		return store.Game{}, &scorer.InputError{Msg: (&playlog.Error{Problems: problems}).Say()}
	}
	sg.Log = log
	return sg, nil
}

// importGameStrict reads the whole line strictly, as the contract asks of
// input, so that a line that cannot be read is told where and why.
func importGameStrict(line []byte) (store.Game, error) {
	var e Line
	// An export of an older version may write an empty list as null; that
	// null meant nothing else, so it is read as the member left out.
	if err := scorer.Decode(scorer.DropNullMembers(line), &e); err != nil {
		return store.Game{}, err
	}
	if e.UUID == "" || e.PlayedAt.IsZero() || len(e.Input) == 0 {
		return store.Game{}, &scorer.InputError{Msg: msg.M("cmd.import.incomplete")}
	}
	sg, err := Rescore(e.Game, e.Input)
	if err != nil {
		return store.Game{}, err
	}
	sg.UUID, sg.PlayedAt = e.UUID, e.PlayedAt
	if sg, err = withLog(sg, store.PlayLog{Location: e.Location, Minutes: e.Minutes, StartPlayer: e.StartPlayer, Note: e.Note}); err != nil {
		return store.Game{}, err
	}
	return store.Pack(sg), nil
}

// ReadLines reads an export one line at a time (each bounded, see
// lineReader) and scores its games on every core, handing them over in the
// order of the file, each ready for store.Import: a bounded number of
// lines is in flight, so memory does not grow with the file. An error
// names its line (a *LineError, or scorer.Violations whose Line is set);
// the games after a game refused still come (an import stops at the first
// error: stop; a sync says it and goes on), those after a line that could
// not be read at all do not. stop ends the reading early.
func ReadLines(r io.Reader) (next func() (store.Game, bool, error), stop func()) {
	type result struct {
		g   store.Game
		err error
	}
	type job struct {
		n    int
		line []byte
		out  chan result
	}
	workers := runtime.GOMAXPROCS(0)
	jobs := make(chan job, 16*workers)
	order := make(chan job, 16*workers)
	done := make(chan struct{})
	free := make(lineMemory, cap(jobs)+cap(order)+2*workers)
	go func() {
		defer close(jobs)
		defer close(order)
		lines := newLineReader(r)
		for {
			line, n, err := lines.nextInto(free.get())
			if errors.Is(err, io.EOF) {
				return
			}
			j := job{n: n, line: line, out: make(chan result, 1)}
			if err != nil {
				j.out <- result{err: err}
			}
			if err == nil && len(bytes.TrimSpace(line)) == 0 {
				free.put(line)
				continue
			}
			select {
			case order <- j:
			case <-done:
				return
			}
			if err != nil {
				return
			}
			select {
			case jobs <- j:
			case <-done:
				return
			}
		}
	}()
	for range workers {
		go func() {
			for j := range jobs {
				g, err := importGame(j.line)
				if err != nil {
					// The line's memory is not given back: its error
					// might quote it.
					j.out <- result{err: lineError(j.n, err)}
					continue
				}
				free.put(j.line) // the game keeps none of it
				j.out <- result{g: g}
			}
		}()
	}
	next = func() (store.Game, bool, error) {
		j, ok := <-order
		if !ok {
			return store.Game{}, false, nil
		}
		r := <-j.out
		return r.g, r.err == nil, r.err
	}
	var once sync.Once
	stop = func() { once.Do(func() { close(done) }) }
	return next, stop
}

// lineMemory is the memory of lines read, given back once their games are
// read, for later lines: importGame keeps copies of what it stores (the
// strings it reads and the input), never a part of its line, so a line
// costs no allocation of its own (it was a tenth of an import's bytes
// allocated). It holds as many as can be in flight, and no memory of a
// rare long line.
type lineMemory chan []byte

// keepLineAt is the largest line memory kept for later lines.
const keepLineAt = 64 << 10

func (m lineMemory) get() []byte {
	select {
	case b := <-m:
		return b
	default:
		return nil
	}
}

func (m lineMemory) put(line []byte) {
	if cap(line) > keepLineAt {
		return
	}
	select {
	case m <- line[:0]:
	default:
	}
}

// ReadLine reads one line of an export into the game it stores, scored
// again from its input as an import scores it (zooscore sync's games come
// this way, a few hundred at a time).
func ReadLine(line []byte) (store.Game, error) { return importGame(line) }
