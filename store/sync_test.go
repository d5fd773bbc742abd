package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/zooscore/zooscore/store"
)

// TestFingerprint: everything an import stores a game from changes its
// fingerprint; what follows from the input (result, status) and the
// spelling of the start player's name do not.
func TestFingerprint(t *testing.T) {
	at := time.Date(2026, 11, 27, 19, 0, 0, 0, time.UTC)
	base := sampleGame("Ann", "Bob")
	base.PlayedAt, base.Input = at, json.RawMessage(`{"players":[{"name":"Ann"},{"name":"Bob"}]}`)
	base.Log = store.PlayLog{Location: "Club", Minutes: 45, StartPlayer: "Ann", Note: "lions"}
	fp := store.Fingerprint(base)
	if len(fp) != 32 {
		t.Fatalf("fingerprint %q: want 32 hex digits", fp)
	}
	for _, c := range []struct {
		name   string
		change func(*store.Game)
		same   bool
	}{
		{"another game", func(g *store.Game) { g.Game = "junior" }, false},
		{"a second later", func(g *store.Game) { g.PlayedAt = at.Add(time.Second) }, false},
		{"another input", func(g *store.Game) { g.Input = json.RawMessage(`{"players":[{"name":"Ann"},{"name":"Cy"}]}`) }, false},
		{"another place", func(g *store.Game) { g.Log.Location = "Kitchen" }, false},
		{"longer", func(g *store.Game) { g.Log.Minutes = 46 }, false},
		{"another start player", func(g *store.Game) { g.Log.StartPlayer = "Bob" }, false},
		{"another note", func(g *store.Game) { g.Log.Note = "lions!" }, false},
		{"no note", func(g *store.Game) { g.Log.Note = "" }, false},
		{"a note's text in the place", func(g *store.Game) { g.Log.Location, g.Log.Note = "Clublions", "" }, false},
		{"the start player spelled otherwise", func(g *store.Game) { g.Log.StartPlayer = "ANN" }, true},
		{"another result", func(g *store.Game) { g.Result.Players[0].Total = 99 }, true},
		{"another status", func(g *store.Game) { g.Status = "in-progress" }, true},
		{"another id", func(g *store.Game) { g.ID = 7 }, true},
		{"the same time in another zone", func(g *store.Game) { g.PlayedAt = at.In(time.FixedZone("CET", 3600)) }, true},
	} {
		g := base
		g.Result.Players = append(g.Result.Players[:0:0], base.Result.Players...)
		c.change(&g)
		if got := store.Fingerprint(g); (got == fp) != c.same {
			t.Errorf("%s: fingerprint %s, before %s: same %v, want %v", c.name, got, fp, got == fp, c.same)
		}
	}
}

// TestIndexAndApply: the index gives each game's fingerprint as
// Fingerprint gives it; Apply stores, replaces and deletes a game only
// where it is as the change expects, remembers what it made for the
// server named, and leaves a game changed since as it is.
func TestIndexAndApply(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	at := time.Date(2026, 11, 27, 19, 0, 0, 0, time.UTC)
	game := func(note string, names ...string) *store.Game {
		g := logged(at, store.PlayLog{Note: note}, names...)
		g.UUID = "6f1c1e04-5a7b-4c1e-9d6e-3b1f2a0c9e11"
		return &g
	}
	index := func() map[string]string {
		t.Helper()
		out := map[string]string{}
		if err := s.Index(ctx, func(u, fp string) error { out[u] = fp; return nil }); err != nil {
			t.Fatal(err)
		}
		return out
	}
	first := game("first", "Ann", "Bob")
	u := first.UUID
	apply := func(c store.Change) store.Applied {
		t.Helper()
		got, err := s.Apply(ctx, "https://zoo.example.org", []store.Change{c})
		if err != nil || len(got) != 1 {
			t.Fatalf("apply: %v %v", got, err)
		}
		return got[0]
	}
	base := func() string {
		t.Helper()
		b := map[string]string{}
		err := s.SyncBase(ctx, "https://zoo.example.org", func(u, fp string) error { b[u] = fp; return nil })
		if err != nil {
			t.Fatal(err)
		}
		if fp, ok := b[u]; ok && fp == "" {
			t.Errorf("an empty fingerprint is remembered for %s", u)
		}
		return b[u]
	}

	// Stored where none was expected. Its input is not compact JSON:
	// what the index says is the fingerprint of the input as stored.
	a := apply(store.Change{UUID: u, Game: first})
	if !a.Made || index()[u] != a.Now || base() != a.Now {
		t.Fatalf("store a new game: %+v, index %q, base %q", a, index()[u], base())
	}
	fpFirst := a.Now
	var id int64
	s.ExportUUIDs(ctx, []string{u}, func(g store.Game, _ []byte) error { id = g.ID; return nil })

	// Not stored again where none is expected, nor over another.
	second := game("second", "Ann", "Cy")
	for _, wrong := range []string{"", "0123456789abcdef0123456789abcdef"} {
		if a := apply(store.Change{UUID: u, Base: wrong, Game: second}); a.Made || a.Now != fpFirst {
			t.Errorf("base %q: %+v, want left as it is", wrong, a)
		}
	}
	// Replaced where it is as expected: same id, new players and log.
	a = apply(store.Change{UUID: u, Base: fpFirst, Game: second})
	if !a.Made || index()[u] != a.Now || base() != a.Now {
		t.Fatalf("replace: %+v", a)
	}
	fpSecond := a.Now
	g, err := s.Get(ctx, id)
	if err != nil || g.Log.Note != "second" || g.Result.Players[1].Name != "Cy" {
		t.Fatalf("game %d after the replace: %+v %v", id, g, err)
	}
	if h, err := s.History(ctx, store.Filter{Player: "Bob"}); err != nil || len(h) != 0 {
		t.Errorf("Bob still has %d games after the replace (%v)", len(h), err)
	}
	// Deleted where it is as expected, and forgotten with the server.
	if a := apply(store.Change{UUID: u, Base: fpFirst}); a.Made {
		t.Errorf("deleted against an old fingerprint: %+v", a)
	}
	if a := apply(store.Change{UUID: u, Base: fpSecond}); !a.Made || len(index()) != 0 || base() != "" {
		t.Errorf("delete: %+v, index %v, base %q", a, index(), base())
	}
}

// TestApplyDropsWhatHungOnTheGame: a tracked game replaced by sync loses
// its stored entries: they were the old game's, and an undo must not take
// back a take the new game never had.
func TestApplyDropsWhatHungOnTheGame(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	g := sampleGame("Ann", "Bob")
	g.UUID = store.NewUUID()
	id, err := s.SaveTracked(ctx, g, []json.RawMessage{json.RawMessage(`{"take":1}`), json.RawMessage(`{"take":2}`)})
	if err != nil {
		t.Fatal(err)
	}
	var fp string
	s.Index(ctx, func(_, f string) error { fp = f; return nil })
	now := sampleGame("Ann", "Cy")
	if a, err := s.Apply(ctx, "", []store.Change{{UUID: g.UUID, Base: fp, Game: &now}}); err != nil || !a[0].Made {
		t.Fatalf("replace: %v %v", a, err)
	}
	if entries, err := s.Entries(ctx, id); err != nil || len(entries) != 0 {
		t.Errorf("the replaced game keeps %d entries (%v)", len(entries), err)
	}
}

// TestApplyOnceAGame: two changes of one game in one Apply (a client
// sending it twice) make the first only.
func TestApplyOnceAGame(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	one, two := sampleGame("Ann", "Bob"), sampleGame("Ann", "Cy")
	u := store.NewUUID()
	got, err := s.Apply(ctx, "", []store.Change{{UUID: u, Game: &one}, {UUID: u, Game: &two}})
	if err != nil || !got[0].Made || got[1].Made || got[1].Now != got[0].Now {
		t.Fatalf("%+v %v: want the first made, the second left", got, err)
	}
	if h, err := s.History(ctx, store.Filter{Player: "Cy"}); err != nil || len(h) != 0 {
		t.Errorf("the second change was stored: %v %v", h, err)
	}
}

// TestSetSyncBaseInSlices: what a first sync agrees on (every game of a
// club) is remembered whole, in slices of transactions; "" forgets.
func TestSetSyncBaseInSlices(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	var agreed []store.Agreed
	for i := range 10001 {
		agreed = append(agreed, store.Agreed{UUID: fmt.Sprintf("u%05d", i), Fingerprint: fmt.Sprintf("%032x", i+1)})
	}
	if err := s.SetSyncBase(ctx, "https://zoo.example.org", agreed); err != nil {
		t.Fatal(err)
	}
	if err := s.SetSyncBase(ctx, "https://zoo.example.org", []store.Agreed{{UUID: "u00007"}}); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	s.SyncBase(ctx, "https://zoo.example.org", func(u, fp string) error { got[u] = fp; return nil })
	if _, kept := got["u00007"]; len(got) != 10000 || kept || got["u10000"] != fmt.Sprintf("%032x", 10001) {
		t.Errorf("%d remembered (u00007 kept: %v), u10000 %q", len(got), kept, got["u10000"])
	}
	other := 0
	s.SyncBase(ctx, "https://other.example.org", func(string, string) error { other++; return nil })
	if other != 0 {
		t.Errorf("another server has %d games remembered", other)
	}
}
