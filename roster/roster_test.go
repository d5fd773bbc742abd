package roster_test

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/roster"
	"github.com/zooscore/zooscore/store"
)

// played is a game of a club's history: scored, with its entries when it
// was tracked.
type played struct {
	g       store.Game
	entries []json.RawMessage
}

// history plays a club's games at random, by the rules: Dice Games and
// ZooSim games, tracked or from sheets, finished or not, among Ann, Bob,
// Cy and "Anne" (Ann typed another way, never at a table with Ann). Each
// name is written as spell gives it.
func history(t *testing.T, spell func(string) string) []played {
	t.Helper()
	r := rand.New(rand.NewPCG(23, 2))
	tables := [][]string{{"Ann", "Bob"}, {"Anne", "Bob", "Cy"}, {"Bob", "Cy"}, {"Ann", "Cy", "Bob"}, {"Cy", "Anne"}}
	start := time.Date(2026, 9, 1, 19, 0, 0, 0, time.UTC)
	var out []played
	for i := range 24 {
		kind, _ := game.Lookup([]string{"dice", "zoosim"}[i%2])
		names := tables[i%len(tables)]
		var seats []string
		for _, n := range names {
			seats = append(seats, spell(n))
		}
		stop := 1000
		if i%7 == 3 {
			stop = 5 // a game in progress
		}
		tr, err := kind.PlayRandom(r, seats, stop)
		if err != nil {
			t.Fatal(err)
		}
		input, entries := tr.Script(), tr.Entries()
		if i%3 == 1 { // scored from its sheets
			if input, err = kind.Sheets(tr); err != nil {
				t.Fatal(err)
			}
			entries = nil
		}
		g, err := exchange.Rescore(kind.Name, input)
		if err != nil {
			t.Fatal(err)
		}
		g.PlayedAt = start.Add(time.Duration(i) * 24 * time.Hour)
		out = append(out, played{g, entries})
	}
	return out
}

func asTyped(name string) string { return name }

// stored is a new store holding the games.
func stored(t *testing.T, games []played) *store.Store {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	for _, p := range games {
		if p.entries != nil {
			_, err = st.SaveTracked(context.Background(), p.g, p.entries)
		} else {
			_, err = st.Save(context.Background(), p.g)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// standing is what a club knows of its players: every leaderboard, the
// rating of each player over time, the head-to-head of every pair and
// the history.
type standing struct {
	Boards  map[string][]store.BoardRow
	Ratings []store.RatingSeries
	Versus  []store.VersusResult
	History []store.Summary
}

func standingOf(t *testing.T, st *store.Store, names ...string) standing {
	t.Helper()
	ctx := context.Background()
	s := standing{Boards: map[string][]store.BoardRow{}}
	for _, scope := range []string{"", "dice", "zoosim"} {
		rows, err := st.Leaderboard(ctx, scope)
		if err != nil {
			t.Fatal(err)
		}
		s.Boards[scope] = rows
	}
	var err error
	if s.Ratings, err = st.Ratings(ctx, "", names); err != nil {
		t.Fatal(err)
	}
	for i, a := range names {
		for _, b := range names[i+1:] {
			v, err := st.Versus(ctx, a, b, "")
			if err != nil {
				t.Fatal(err)
			}
			s.Versus = append(s.Versus, v)
		}
	}
	if s.History, err = st.History(ctx, store.Filter{}); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestMergeIsAsIfTypedOneWay: merging "Anne" into Ann gives every
// leaderboard, rating, head-to-head and the history as a club that typed
// Ann one way from the start: the games are rewritten and scored again,
// the ratings replayed.
func TestMergeIsAsIfTypedOneWay(t *testing.T) {
	ctx := context.Background()
	st := stored(t, history(t, asTyped))
	standingOf(t, st, "Ann", "Bob", "Cy") // the leaderboards are saved before the merge
	merged, err := roster.Merge(ctx, st, "anne", "ANN")
	if err != nil {
		t.Fatal(err)
	}
	if merged.From != "Anne" || merged.To != "Ann" || len(merged.Games) == 0 {
		t.Errorf("merged %+v", merged)
	}
	oneWay := stored(t, history(t, func(n string) string {
		if n == "Anne" {
			return "Ann"
		}
		return n
	}))
	got, want := standingOf(t, st, "Ann", "Bob", "Cy"), standingOf(t, oneWay, "Ann", "Bob", "Cy")
	if !reflect.DeepEqual(got, want) {
		t.Errorf("after the merge:\n%+v\ntyped one way:\n%+v", got, want)
	}
	if _, err := st.Versus(ctx, "Anne", "Bob", ""); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Anne is still a player: %v", err)
	}
	sameGamesShown(t, st, oneWay)
}

// sameGamesShown: every game of a reads back as the same game of b (its
// input, entries and result), and a tracked game replays.
func sameGamesShown(t *testing.T, a, b *store.Store) {
	t.Helper()
	ctx := context.Background()
	list, _ := b.History(ctx, store.Filter{})
	for _, s := range list {
		ga, err := a.Get(ctx, s.ID)
		if err != nil {
			t.Fatal(err)
		}
		gb, _ := b.Get(ctx, s.ID)
		ea, _ := a.Entries(ctx, s.ID)
		eb, _ := b.Entries(ctx, s.ID)
		if !sameJSON(ga.Input, gb.Input) || len(ea) != len(eb) || !game.SameNumbers(ga.Result, gb.Result) {
			t.Errorf("game %d:\n%s\n%+v\nwant\n%s\n%+v", s.ID, ga.Input, ga.Result, gb.Input, gb.Result)
		}
		for i := range ea {
			if !sameJSON(ea[i], eb[i]) {
				t.Errorf("game %d, entry %d: %s, want %s", s.ID, i+1, ea[i], eb[i])
			}
		}
		if game.IsScript(ga.Game, ga.Input) {
			if _, err := game.Replay(ga.Game, ga.Input); err != nil {
				t.Errorf("game %d does not replay: %v", s.ID, err)
			}
		}
	}
}

// TestRenameKeepsThePlayer: a renamed player keeps their ratings, head to
// head and games under the new name: the club stands as one that typed
// the new name from the start; a start player in a game's log follows.
func TestRenameKeepsThePlayer(t *testing.T) {
	ctx := context.Background()
	games := history(t, asTyped)
	games[1].g.Log = store.PlayLog{StartPlayer: games[1].g.Result.Players[0].Name}
	st := stored(t, games)
	before := standingOf(t, st, "Ann", "Bob", "Cy")
	renamed, err := roster.Rename(ctx, st, "bob", " Robert ")
	if err != nil {
		t.Fatal(err)
	}
	if renamed.From != "Bob" || renamed.To != "Robert" {
		t.Errorf("renamed %+v", renamed)
	}
	newName := func(n string) string {
		if n == "Bob" {
			return "Robert"
		}
		return n
	}
	want := stored(t, history(t, newName))
	if got, want := standingOf(t, st, "Ann", "Robert", "Cy"), standingOf(t, want, "Ann", "Robert", "Cy"); !reflect.DeepEqual(got, want) {
		t.Errorf("after the rename:\n%+v\ntyped so:\n%+v", got, want)
	}
	after := standingOf(t, st, "Ann", "Robert", "Cy")
	for i := range before.Boards[""] {
		b, a := before.Boards[""][i], after.Boards[""][i]
		b.Name = newName(b.Name)
		if a != b {
			t.Errorf("leaderboard row %d: %+v, before %+v", i, a, b)
		}
	}
	sameGamesShown(t, st, want)
	g, _ := st.Get(ctx, 2)
	if g.Log.StartPlayer != newName(games[1].g.Result.Players[0].Name) {
		t.Errorf("the start player of game 2 is %q", g.Log.StartPlayer)
	}
}

// TestRenameAndMergeRefuse: a rename to another player's name is a merge;
// a merge of two who played together, of a player with themself, of a
// player nobody is, and a rename to a name no game takes are refused,
// changing nothing.
func TestRenameAndMergeRefuse(t *testing.T) {
	ctx := context.Background()
	st := stored(t, history(t, asTyped))
	before := standingOf(t, st, "Ann", "Bob", "Cy")
	for _, c := range []struct {
		name string
		err  error
		do   func() error
	}{
		{"rename to another player's name", store.ErrPlayerExists, func() error { _, err := roster.Rename(ctx, st, "Anne", "ann"); return err }},
		{"merge two who played together", store.ErrPlayedTogether, func() error { _, err := roster.Merge(ctx, st, "Bob", "Cy"); return err }},
		{"merge nobody", store.ErrNotFound, func() error { _, err := roster.Merge(ctx, st, "Zed", "Cy"); return err }},
		{"rename nobody", store.ErrNotFound, func() error { _, err := roster.Rename(ctx, st, "Zed", "Zoe"); return err }},
	} {
		t.Run(c.name, func(t *testing.T) {
			if err := c.do(); !errors.Is(err, c.err) {
				t.Errorf("%v, want %v", err, c.err)
			}
		})
	}
	var e *roster.Error
	if _, err := roster.Rename(ctx, st, "Bob", "Bob\u202e"); !errors.As(err, &e) {
		t.Errorf("a name with an invisible character: %v", err)
	}
	if _, err := roster.Merge(ctx, st, "Bob", "bob"); err == nil {
		t.Error("a player merged with themself")
	}
	if after := standingOf(t, st, "Ann", "Bob", "Cy"); !reflect.DeepEqual(after, before) {
		t.Error("a refused rename or merge changed the club")
	}
}

// TestEditMovesRatingsAndHeadToHead: a game corrected after later games
// were rated (its sheets, then its time) gives the leaderboards, ratings
// and head-to-head of a club that stored it corrected.
func TestEditMovesRatingsAndHeadToHead(t *testing.T) {
	ctx := context.Background()
	games := history(t, asTyped)
	st := stored(t, games)
	standingOf(t, st, "Ann", "Bob", "Cy") // rated before the correction
	// Game 2 (from sheets, Anne, Bob and Cy) corrected: its last player's
	// sheet swapped with its first's, which changes the ranks.
	g := games[1].g
	var in struct{ Players []json.RawMessage }
	if err := json.Unmarshal(g.Input, &in); err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	json.Unmarshal(g.Input, &raw)
	first, last := in.Players[0], in.Players[len(in.Players)-1]
	var a, b map[string]any
	json.Unmarshal(first, &a)
	json.Unmarshal(last, &b)
	a["name"], b["name"] = b["name"], a["name"]
	in.Players[0], _ = json.Marshal(b)
	in.Players[len(in.Players)-1], _ = json.Marshal(a)
	raw["players"], _ = json.Marshal(in.Players)
	corrected, _ := json.Marshal(raw)
	fixed, err := exchange.Rescore(g.Game, corrected)
	if err != nil {
		t.Fatal(err)
	}
	if game.SameNumbers(fixed.Result, g.Result) {
		t.Fatal("the correction changes nothing")
	}
	if err := st.Update(ctx, 2, fixed); err != nil {
		t.Fatal(err)
	}
	moved := games[1].g.PlayedAt.Add(20 * 24 * time.Hour)
	if err := st.SetLog(ctx, 2, store.Game{PlayedAt: moved}); err != nil {
		t.Fatal(err)
	}
	want := append([]played(nil), games...)
	fixed.PlayedAt = moved
	want[1] = played{g: fixed}
	if got, want := standingOf(t, st, "Ann", "Anne", "Bob", "Cy"), standingOf(t, stored(t, want), "Ann", "Anne", "Bob", "Cy"); !reflect.DeepEqual(got, want) {
		t.Errorf("after the correction:\n%+v\nstored corrected:\n%+v", got, want)
	}
}

// TestLookAlikes: a name typed like a player who has played, in another
// letter case, with other accents or with letters of another alphabet,
// is pointed out with that player; an exact name or a new one is not.
func TestLookAlikes(t *testing.T) {
	known := []string{"Ann", "Zoë", "Zoe", "Bob", "Jürgen"}
	for _, c := range []struct {
		name, typed, known string
		same               bool
		why                string
	}{
		{"Cyrillic A", "Аnn", "Ann", false, "roster.why.script"},
		{"Greek omicron", "Bοb", "Bob", false, "roster.why.script"},
		{"letter case", "ann", "Ann", true, ""},
		{"accents", "Jurgen", "Jürgen", false, "roster.why.accents"},
		{"the same in another case before a look-alike", "zoe", "Zoe", true, ""},
		{"full-width letters", "Ａnn", "Ann", false, "roster.why.form"},
		{"exact", "Bob", "", false, ""},
		{"new", "Cy", "", false, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := roster.LookAlikes([]string{c.typed}, known)
			if c.known == "" {
				if len(got) != 0 {
					t.Errorf("%+v", got)
				}
				return
			}
			if len(got) != 1 || got[0].Known != c.known || got[0].Same != c.same || got[0].Why.ID != c.why {
				t.Errorf("%+v, want %s (same %v, %s)", got, c.known, c.same, c.why)
			}
		})
	}
	if got := roster.LookAlikes([]string{"Аnn"}, known)[0].Say(); got.String() != `"Аnn" looks like "Ann", who has played before (it has Cyrillic letters that look like Latin ones): type "Ann" if it is the same person, or keep "Аnn" for someone new` {
		t.Errorf("said: %s", got)
	}
}

// sameJSON reports whether two JSON values are the same value (an
// object's members in any order: a renamed player keeps their place among
// an auction's bids, where a new script lists them in order).
func sameJSON(a, b []byte) bool {
	var x, y any
	return json.Unmarshal(a, &x) == nil && json.Unmarshal(b, &y) == nil && reflect.DeepEqual(x, y)
}

// TestRenameAPlayLoggedInBGStats: a play imported from BG Stats (its
// totals, no sheets) renamed stays a play of totals, under the new name.
func TestRenameAPlayLoggedInBGStats(t *testing.T) {
	ctx := context.Background()
	st := stored(t, nil)
	file := `{"players": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}], "games": [{"id": 1, "name": "ZooSim"}],
	"plays": [{"uuid": "p1", "playDate": "2025-01-02 20:00:00", "gameRefId": 1,
	  "playerScores": [{"playerRefId": 1, "score": "120", "startPlayer": true}, {"playerRefId": 2, "score": "110"}]}]}`
	if _, err := exchange.ImportBGStats(ctx, st, strings.NewReader(file), exchange.ReadOptions{Zone: time.UTC}); err != nil {
		t.Fatal(err)
	}
	if _, err := roster.Rename(ctx, st, "Ann", "Anna"); err != nil {
		t.Fatal(err)
	}
	g, err := st.Get(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	if g.Made != store.MadeTotals || g.Result.Players[0].Name != "Anna" || g.Result.Players[0].Total != 120 || g.Log.StartPlayer != "Anna" ||
		!strings.Contains(string(g.Input), `"Anna"`) {
		t.Errorf("renamed: %+v %s", g, g.Input)
	}
}
