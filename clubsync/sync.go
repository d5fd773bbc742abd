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
	"encoding/json"
	"errors"
	"sort"

	"github.com/zooscore/zooscore/exchange"
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

// Refused is a game a side would not store, with why.
type Refused struct {
	UUID   string        `json:"uuid"`
	Where  string        `json:"where"` // "here" or "there"
	Errors []scorer.Note `json:"errors"`
}

// plan is what a sync is to do, decided from the two indexes and the
// base.
type plan struct {
	pull, push []move            // games to copy here, games to send
	agreed     map[string]string // alike on both sides, not yet remembered so
	conflicts  []Conflict
	alike      int
}

// move is one game to move: from the side it is on (fingerprint from,
// "" to delete) to the other (where it has fingerprint base).
type move struct {
	uuid, from, base string
}

// Sync makes the laptop's store and the club's server one history.
func Sync(ctx context.Context, o Options) (Report, error) {
	rep := Report{Remote: o.Remote.Base}
	there, err := o.Remote.index(ctx)
	if err != nil {
		return rep, err
	}
	here, err := localIndex(ctx, o.Local)
	if err != nil {
		return rep, err
	}
	base, err := o.Local.SyncBase(ctx, o.Remote.Base)
	if err != nil {
		return rep, err
	}
	p := decide(here, there, base, settled(o))
	rep.Alike = p.alike
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

func localIndex(ctx context.Context, st *store.Store) (map[string]string, error) {
	out := map[string]string{}
	err := st.Index(ctx, func(uuid, fp string) error {
		out[uuid] = fp
		return nil
	})
	return out, err
}

// decide compares each game's fingerprint here (h) and there (t) with the
// one agreed at the last sync (b), "" where a side has none.
func decide(here, there, base map[string]string, settle map[string]string) plan {
	p := plan{agreed: map[string]string{}}
	seen := map[string]bool{}
	var uuids []string
	for _, m := range []map[string]string{here, there, base} {
		for u := range m {
			if !seen[u] {
				seen[u] = true
				uuids = append(uuids, u)
			}
		}
	}
	sort.Strings(uuids) // the same order every run: a sync cut short goes on where it was
	for _, u := range uuids {
		h, t, b := here[u], there[u], base[u]
		switch {
		case h == t:
			if h != "" {
				p.alike++
			}
			if h != b {
				p.agreed[u] = h
			}
		case h == b || settle[u] == "club":
			p.pull = append(p.pull, move{uuid: u, from: t, base: h})
		case t == b || settle[u] == "here":
			p.push = append(p.push, move{uuid: u, from: h, base: t})
		default:
			p.conflicts = append(p.conflicts, Conflict{UUID: u, Here: what(h, b), There: what(t, b)})
		}
	}
	return p
}

// what says what became of a game on a side since the last sync.
func what(now, base string) string {
	switch {
	case now == "":
		return "deleted"
	case base == "":
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
	})
}

// receive reads the server's games of uuids, MaxGames a request, scored
// on every core, and gives each to fn.
func receive(ctx context.Context, r Remote, uuids []string, fn func(store.Game) error) error {
	for len(uuids) > 0 {
		n := min(len(uuids), MaxGames)
		body, err := r.games(ctx, uuids[:n])
		if err != nil {
			return err
		}
		next, stop := exchange.ReadLines(body)
		for {
			g, ok, err := next()
			if err != nil || !ok {
				stop()
				body.Close()
				if err != nil {
					return err
				}
				break
			}
			if err := fn(g); err != nil {
				stop()
				body.Close()
				return err
			}
		}
		uuids = uuids[n:]
	}
	return nil
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
		})
		var line *exchange.LineError
		if errors.As(err, &line) {
			// A game this zooscore will not store: the rest of the
			// batch waits for another version, or for the club.
			return fail("sync.refused-here", err, "address", o.Remote.Base, "cause", line.Err.Error())
		}
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
		batch := moves[:min(len(moves), MaxGames)]
		moves = moves[len(batch):]
		body, sent, err := changesOf(ctx, o.Local, batch)
		if err != nil {
			return err
		}
		moves = append(batch[sent:], moves...)
		batch = batch[:sent]
		results, err := o.Remote.send(ctx, body)
		if errors.Is(err, errReadOnly) {
			rep.ReadOnly = true
			rep.Unsent = len(batch) + len(moves)
			return nil
		}
		if err != nil {
			return err
		}
		agreed := map[string]string{}
		for i, a := range results {
			if i >= len(batch) || a.UUID != batch[i].uuid {
				return fail("sync.bad-answer", nil, "address", o.Remote.Base)
			}
			switch {
			case a.Errors != nil:
				rep.Refused = append(rep.Refused, Refused{UUID: a.UUID, Where: "there", Errors: a.Errors})
			case !a.Made:
				rep.Moving = append(rep.Moving, a.UUID)
			case batch[i].from == "":
				rep.DeletedThere++
				agreed[a.UUID] = ""
			default:
				rep.Sent++
				agreed[a.UUID] = a.Fingerprint
			}
		}
		if err := o.Local.SetSyncBase(ctx, o.Remote.Base, agreed); err != nil {
			return err
		}
		progress(len(batch))
	}
	return nil
}

// changesOf writes the changes of moves as lines, as many as maxSend
// holds (at least one): the body and how many moves it holds. A game
// changed here since the index is sent as it is now, and the server
// remembers what it was sent.
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
		if body.Len() > maxSend && i > 0 {
			body.Truncate(mark)
			return body.Bytes(), i, nil
		}
	}
	return body.Bytes(), len(moves), nil
}
