// Package clubsync is zooscore sync: a laptop's games and a club server's,
// made one history by uuid, over the server's API (web), whichever engine
// the server stores them in.
//
// Each side's games are compared by fingerprint (store.Fingerprint) with
// what both held alike at the last sync (the laptop keeps it, a server at
// a time: store.SyncBase). A game changed, added or deleted on one side
// only since then moves to the other; a game changed on both sides is a
// Conflict, named and left until the user keeps one side's. Every change
// is made only where the game is still as the sync saw it, a few hundred
// games a transaction, each remembered with the change: a sync cut short
// resumes where it stopped, and one run beside a table's phones
// overwrites nothing they enter.
package clubsync

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"

	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// Options is what Sync is asked.
type Options struct {
	Local  *store.Store
	Remote Remote
	// KeepHere and KeepClub are the uuids of conflicts the user settled:
	// the laptop's game goes to the server, or the server's to the laptop
	// (a side that deleted the game deletes it on the other).
	KeepHere, KeepClub []string
	// Progress is told how many games of how many have moved, after each
	// batch; nil for none.
	Progress func(done, total int)
}

// Report is what a sync did.
type Report struct {
	Remote       string     `json:"remote"`
	Sent         int        `json:"sent"`          // games stored on the server
	Received     int        `json:"received"`      // games stored here
	DeletedThere int        `json:"deleted_there"` // deleted on the server, as they were here
	DeletedHere  int        `json:"deleted_here"`  // deleted here, as they were on the server
	Alike        int        `json:"alike"`         // games both sides hold alike
	Conflicts    []Conflict `json:"conflicts"`
	// Moving are the games changed by a table on either side while the
	// sync ran: left, the next sync moves them.
	Moving []string `json:"changed_during_sync"`
	// Refused are games one side would not store: they break a rule of
	// the zooscore there (an older or newer version).
	Refused []Refused `json:"refused"`
	// RefusedHere are games of the server this zooscore would not store:
	// left as they are, for a zooscore that will.
	RefusedHere []Refused `json:"refused_here"`
	// NoConflict are the uuids given to keep one side's game that are
	// no game changed on both sides: nothing was kept for them.
	NoConflict []string `json:"no_conflict"`
	// ReadOnly: the code only reads; Unsent games here were not sent.
	ReadOnly bool `json:"read_only"`
	Unsent   int  `json:"unsent"`
}

// A Conflict is a game changed on both sides since the last sync (or
// added to both with the same uuid, differently): neither is stored over
// the other.
type Conflict struct {
	UUID string `json:"uuid"`
	// Here and There say what became of it on each side: "changed",
	// "deleted" or "added".
	Here  string     `json:"here"`
	There string     `json:"there"`
	Game  store.Game `json:"-"` // the game as one side holds it (the laptop's when it has one), to name it
}

// Refused is a game one side would not store, with why: its broken rules
// as the server says them, or Msg, why it was not sent, or Err, why this
// zooscore would not store it.
type Refused struct {
	UUID   string        `json:"uuid"`
	Errors []scorer.Note `json:"errors"`
	Msg    msg.Msg       `json:"-"`
	Err    error         `json:"-"`
}

// plan is what a sync is to do, decided from the two indexes and the
// base.
type plan struct {
	pull, push []move         // games to copy here, games to send
	agreed     []store.Agreed // alike on both sides, not yet remembered so
	conflicts  []Conflict
	unsettled  []string // --keep-here and --keep-club uuids of no conflict
	alike      int
}

// fp is a fingerprint as 16 bytes, the zero fp for no game: a club of
// 1,000,000 games is three fingerprints a game in one map, here, there and
// at the last sync. Kept as text in three maps, a sync that moved nothing
// took 890 MB and 24 s at that size; 430 MB and 17-19 s so.
type fp [16]byte

func parseFP(s string) (fp, error) {
	var f fp
	if len(s) != 2*len(f) {
		return f, fmt.Errorf("fingerprint %q: want %d hex digits", s, 2*len(f))
	}
	_, err := hex.Decode(f[:], []byte(s))
	return f, err
}

func (f fp) String() string {
	if f == (fp{}) {
		return ""
	}
	return hex.EncodeToString(f[:])
}

// sides is a game's fingerprint here, on the server and at the last sync.
type sides struct{ here, there, base fp }

// games are the sides of every game either side holds or held, by uuid,
// filled from several goroutines at once.
type games struct {
	mu  sync.Mutex
	all map[string]sides
}

// set sets one side of a game from a fingerprint as the store or the
// server writes it.
func (g *games) set(uuid, text string, side func(*sides) *fp) error {
	f, err := parseFP(text)
	if err != nil {
		return err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	s := g.all[uuid]
	*side(&s) = f
	g.all[uuid] = s
	return nil
}

// move is one game to move: from the side it is on (fingerprint from,
// "" to delete) to the other (where it has fingerprint base).
type move struct {
	uuid, from, base string
}

// Sync makes the laptop's store and the club's server one history.
func Sync(ctx context.Context, o Options) (Report, error) {
	rep := Report{Remote: o.Remote.Base}
	all, err := readSides(ctx, o)
	if err != nil {
		return rep, err
	}
	p := decide(all, settled(o))
	rep.Alike, rep.NoConflict = p.alike, p.unsettled
	if len(p.agreed) > 0 {
		if err := o.Local.SetSyncBase(ctx, o.Remote.Base, p.agreed); err != nil {
			return rep, err
		}
	}
	if err := nameConflicts(ctx, o, p.conflicts); err != nil {
		return rep, err
	}
	rep.Conflicts = p.conflicts
	total, done := len(p.pull)+len(p.push), 0
	progress := func(n int) {
		done += n
		if o.Progress != nil && total > 0 {
			o.Progress(done, total)
		}
	}
	progress(0)
	// Sending first: a game this laptop cannot store (from a newer
	// zooscore on the server) stops the receiving, not the sending.
	if err := push(ctx, o, p.push, &rep, progress); err != nil {
		return rep, err
	}
	if err := pull(ctx, o, p.pull, &rep, progress); err != nil {
		return rep, err
	}
	return rep, nil
}

func settled(o Options) map[string]string {
	s := map[string]string{}
	for _, u := range o.KeepHere {
		s[u] = "here"
	}
	for _, u := range o.KeepClub {
		s[u] = "club"
	}
	return s
}

// readSides reads the server's index, this store's index and what was
// agreed at the last sync at once, each on a goroutine of its own, while
// the server reads its own index. Every read is whole: at 1,000,000 games
// a sync that moves nothing takes 17-19 s (docs/sync.md), most of it
// reading each game's input again to fingerprint it, on both sides.
func readSides(ctx context.Context, o Options) (map[string]sides, error) {
	g := &games{all: map[string]sides{}}
	reads := []func() error{
		func() error {
			return o.Remote.index(ctx, func(uuid, f string) error {
				return g.set(uuid, f, func(s *sides) *fp { return &s.there })
			})
		},
		func() error {
			return o.Local.Index(ctx, func(uuid, f string) error {
				return g.set(uuid, f, func(s *sides) *fp { return &s.here })
			})
		},
		func() error {
			return o.Local.SyncBase(ctx, o.Remote.Base, func(uuid, f string) error {
				return g.set(uuid, f, func(s *sides) *fp { return &s.base })
			})
		},
	}
	errs := make(chan error, len(reads))
	for _, read := range reads {
		go func() { errs <- read() }()
	}
	var first error
	for range reads {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	return g.all, first
}

// decide compares each game's fingerprint here (h) and there (t) with the
// one agreed at the last sync (b), the zero fp where a side has none.
// The moves come in the order of their uuids, the same every run.
func decide(all map[string]sides, settle map[string]string) plan {
	var p plan
	for u, s := range all {
		h, t, b := s.here, s.there, s.base
		switch {
		case h == t:
			if h != (fp{}) {
				p.alike++
			}
			if h != b {
				p.agreed = append(p.agreed, store.Agreed{UUID: u, Fingerprint: h.String()})
			}
		case h == b || settle[u] == "club":
			p.pull = append(p.pull, move{uuid: u, from: t.String(), base: h.String()})
		case t == b || settle[u] == "here":
			p.push = append(p.push, move{uuid: u, from: h.String(), base: t.String()})
		default:
			p.conflicts = append(p.conflicts, Conflict{UUID: u, Here: what(h, b), There: what(t, b)})
		}
	}
	for u := range settle {
		if s, ok := all[u]; !ok || s.here == s.there || s.here == s.base || s.there == s.base {
			p.unsettled = append(p.unsettled, u) // no conflict to settle: nothing was kept for it
		}
	}
	slices.Sort(p.unsettled)
	byUUID := func(a, b move) int { return strings.Compare(a.uuid, b.uuid) }
	slices.SortFunc(p.pull, byUUID)
	slices.SortFunc(p.push, byUUID)
	slices.SortFunc(p.conflicts, func(a, b Conflict) int { return strings.Compare(a.UUID, b.UUID) })
	return p
}

// what says what became of a game on a side since the last sync.
func what(now, base fp) string {
	switch {
	case now == fp{}:
		return "deleted"
	case base == fp{}:
		return "added"
	}
	return "changed"
}

// nameConflicts finds each conflict's game to name it: the laptop's, else
// the server's.
func nameConflicts(ctx context.Context, o Options, cs []Conflict) error {
	at := map[string]int{}
	var uuids []string
	for i, c := range cs {
		at[c.UUID] = i
		uuids = append(uuids, c.UUID)
	}
	for len(uuids) > 0 {
		n := min(len(uuids), MaxGames)
		err := o.Local.ExportUUIDs(ctx, uuids[:n], func(g store.Game, lean []byte) error {
			named, err := exchange.ReadLine(Line(nil, g))
			if err != nil {
				named = g
			}
			named.ID = g.ID
			cs[at[g.UUID]].Game = named
			return nil
		})
		if err != nil {
			return err
		}
		uuids = uuids[n:]
	}
	var missing []string
	for _, c := range cs {
		if c.Game.UUID == "" {
			missing = append(missing, c.UUID)
		}
	}
	return receive(ctx, o.Remote, missing, func(g store.Game) error {
		cs[at[g.UUID]].Game = g
		return nil
	}, func(uuid string, _ error) {
		cs[at[uuid]].Game.UUID = uuid // named by its uuid alone: this zooscore cannot read it
	})
}

// receive asks the server for the games of uuids, MaxGames a request, and
// gives each to fn as it is read. A game this zooscore will not store (a
// newer zooscore's, or one breaking a rule this one checks) is given to
// refused with why, and the others still come: one game from another
// version does not stop the sync.
func receive(ctx context.Context, r Remote, uuids []string, fn func(store.Game) error, refused func(uuid string, why error)) error {
	for len(uuids) > 0 {
		asked := uuids[:min(len(uuids), MaxGames)]
		seen := map[string]bool{}
		refusedNow := false
		err := receiveOnce(ctx, r, asked, func(g store.Game) error {
			seen[g.UUID] = true
			return fn(g)
		}, func(uuid string, why error) {
			seen[uuid], refusedNow = true, true
			refused(uuid, why)
		})
		if err != nil {
			return err
		}
		rest := uuids[len(asked):]
		if refusedNow {
			// An answer may end at a line refused: what it did not give
			// is asked for again (at most once a game refused).
			var again []string
			for _, u := range asked {
				if !seen[u] {
					again = append(again, u)
				}
			}
			rest = append(again, rest...)
		}
		uuids = rest
	}
	return nil
}

// receiveOnce reads one answer of the server. A game refused must name
// itself (its uuid, one asked for): a line that does not ends the sync
// (sync.refused-here).
func receiveOnce(ctx context.Context, r Remote, uuids []string, fn func(store.Game) error, refused func(uuid string, why error)) error {
	body, err := r.games(ctx, uuids)
	if err != nil {
		return err
	}
	defer body.Close()
	var read answerText
	next, stop := exchange.ReadLines(io.TeeReader(body, &read))
	defer stop()
	for {
		g, ok, err := next()
		if err != nil {
			n, why, isLine := badLine(err)
			if !isLine {
				return err
			}
			var named struct {
				UUID string `json:"uuid"`
			}
			if json.Unmarshal(read.line(n), &named) != nil || !slices.Contains(uuids, named.UUID) {
				return fail("sync.refused-here", err, "address", r.Base, "cause", why.Error())
			}
			refused(named.UUID, why)
			continue // the games after it still come (see exchange.ReadLines)
		}
		if !ok {
			return nil
		}
		if err := fn(g); err != nil {
			return err
		}
	}
}

// badLine is the line of a game ReadLines refused, and why.
func badLine(err error) (n int, why error, ok bool) {
	var (
		line *exchange.LineError
		v    scorer.Violations
	)
	switch {
	case errors.As(err, &line):
		return line.Line, line.Err, true
	case errors.As(err, &v) && len(v) > 0 && v[0].Line > 0:
		return v[0].Line, err, true
	}
	return 0, nil, false
}

// answerText keeps an answer of the server as it is read, to find the
// game of a line refused (exchange.ReadLines reads on goroutines of its
// own: hence the lock).
type answerText struct {
	mu   sync.Mutex
	text []byte
}

func (a *answerText) Write(p []byte) (int, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.text = append(a.text, p...)
	return len(p), nil
}

// line is line n (from 1) of what was read, without its end.
func (a *answerText) line(n int) []byte {
	a.mu.Lock()
	defer a.mu.Unlock()
	lines := bytes.SplitN(a.text, []byte("\n"), n+1)
	if n < 1 || n > len(lines) {
		return nil
	}
	return bytes.Clone(lines[n-1])
}

// pull stores here the server's games of moves (or deletes them here),
// a request's games a transaction.
func pull(ctx context.Context, o Options, moves []move, rep *Report, progress func(int)) error {
	for len(moves) > 0 {
		batch := moves[:min(len(moves), MaxGames)]
		moves = moves[len(batch):]
		byUUID := map[string]move{}
		var ask []string
		for _, m := range batch {
			byUUID[m.uuid] = m
			if m.from != "" {
				ask = append(ask, m.uuid)
			}
		}
		changes := make([]store.Change, 0, len(batch))
		err := receive(ctx, o.Remote, ask, func(g store.Game) error {
			m, asked := byUUID[g.UUID]
			if !asked || m.from == "" {
				return nil // not asked for (or twice): a server's mistake, not stored
			}
			changes = append(changes, store.Change{UUID: m.uuid, Base: m.base, Game: &g})
			delete(byUUID, g.UUID)
			return nil
		}, func(uuid string, why error) {
			// Left as it is here, and as the base says: the next sync
			// (of an updated zooscore) brings it.
			if _, asked := byUUID[uuid]; asked {
				rep.RefusedHere = append(rep.RefusedHere, Refused{UUID: uuid, Err: why})
				delete(byUUID, uuid)
			}
		})
		if err != nil {
			return err
		}
		for _, m := range batch {
			if _, left := byUUID[m.uuid]; left && m.from == "" {
				changes = append(changes, store.Change{UUID: m.uuid, Base: m.base})
			} else if left {
				rep.Moving = append(rep.Moving, m.uuid) // deleted there since the index
			}
		}
		applied, err := o.Local.Apply(ctx, o.Remote.Base, changes)
		if err != nil {
			return err
		}
		for i, a := range applied {
			switch {
			case !a.Made:
				rep.Moving = append(rep.Moving, changes[i].UUID)
			case changes[i].Game == nil:
				rep.DeletedHere++
			default:
				rep.Received++
			}
		}
		progress(len(batch))
	}
	return nil
}

// maxSend is the most bytes of changes one POST carries: under the 1 MiB
// a server reads, with room for a long game.
const maxSend = 900 << 10

// push sends the laptop's games of moves to the server (or deletes them
// there), remembering each one stored as it is answered.
func push(ctx context.Context, o Options, moves []move, rep *Report, progress func(int)) error {
	for len(moves) > 0 {
		body, n, err := changesOf(ctx, o.Local, moves[:min(len(moves), MaxGames)])
		var big *tooLarge
		if errors.As(err, &big) {
			// Stays here only: the server would refuse the whole request.
			rep.Refused = append(rep.Refused, Refused{UUID: moves[0].uuid,
				Msg: msg.M("sync.too-large", "uuid", moves[0].uuid, "kib", big.size>>10, "max", MaxBody>>10)})
			moves = moves[1:]
			progress(1)
			continue
		}
		if err != nil {
			return err
		}
		batch := moves[:n]
		moves = moves[n:]
		results, err := o.Remote.send(ctx, body)
		if errors.Is(err, errReadOnly) {
			rep.ReadOnly = true
			rep.Unsent = len(batch) + len(moves)
			return nil
		}
		if err != nil {
			return err
		}
		var agreed []store.Agreed
		for i, a := range results {
			if i >= len(batch) || a.UUID != batch[i].uuid {
				return fail("sync.bad-answer", nil, "address", o.Remote.Base)
			}
			switch {
			case a.Errors != nil:
				rep.Refused = append(rep.Refused, Refused{UUID: a.UUID, Errors: a.Errors})
			case !a.Made:
				rep.Moving = append(rep.Moving, a.UUID)
			case batch[i].from == "":
				rep.DeletedThere++
				agreed = append(agreed, store.Agreed{UUID: a.UUID})
			default:
				rep.Sent++
				agreed = append(agreed, store.Agreed{UUID: a.UUID, Fingerprint: a.Fingerprint})
			}
		}
		if err := o.Local.SetSyncBase(ctx, o.Remote.Base, agreed); err != nil {
			return err
		}
		progress(len(batch))
	}
	return nil
}

// tooLarge is a game too large for one request: its change alone is over
// MaxBody (a play script of nearly the 1 MiB the commands read).
type tooLarge struct{ size int }

func (t *tooLarge) Error() string { return fmt.Sprintf("a change of %d bytes", t.size) }

// changesOf writes the changes of moves as lines, as many as maxSend
// holds (at least one): the body and how many moves it holds. A game
// changed here since the index is sent as it is now, and the server
// remembers what it was sent. A first change over MaxBody alone is a
// *tooLarge.
func changesOf(ctx context.Context, st *store.Store, moves []move) ([]byte, int, error) {
	lines := map[string][]byte{}
	var uuids []string
	for _, m := range moves {
		if m.from != "" {
			uuids = append(uuids, m.uuid)
		}
	}
	err := st.ExportUUIDs(ctx, uuids, func(g store.Game, _ []byte) error {
		lines[g.UUID] = Line(nil, g)
		return nil
	})
	if err != nil {
		return nil, 0, err
	}
	var body bytes.Buffer
	enc := json.NewEncoder(&body)
	enc.SetEscapeHTML(false)
	for i, m := range moves {
		c := Change{UUID: m.uuid, Base: m.base}
		if line, ok := lines[m.uuid]; ok {
			c.Line = bytes.TrimSuffix(line, []byte{'\n'})
		} else {
			c.Delete = true // deleted here (or since the index: the server is told so)
		}
		mark := body.Len()
		if err := enc.Encode(c); err != nil {
			return nil, 0, err
		}
		switch {
		case i == 0 && body.Len() > MaxBody:
			return nil, 0, &tooLarge{size: body.Len()}
		case body.Len() > maxSend && i > 0:
			body.Truncate(mark)
			return body.Bytes(), i, nil
		}
	}
	return body.Bytes(), len(moves), nil
}
