package main

import (
	"bufio"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/store"
)

// juniorNearEnd is the play script of a 2-player Junior game of 6 rounds of
// takes of 2 and 1 tiles into the barns: round 7 is the first that can be
// the last (the normal piles hold 38 tiles; each round draws at most 6).
func juniorNearEnd(t *testing.T) string {
	t.Helper()
	tr, err := junior.NewTracker([]string{"Ann", "Bob"})
	if err != nil {
		t.Fatal(err)
	}
	tiles := []string{"llama", "wolf", "giraffe", "pond", "rock", "shrub"}
	for r := 0; r < 6; r++ {
		who := tr.ToTake()
		for i, names := range [][]string{{tiles[r], tiles[(r+1)%6]}, {tiles[(r+2)%6]}} {
			take := junior.Take{Player: who[i]}
			for _, n := range names {
				take.Tiles = append(take.Tiles, junior.Tile{Tile: n, To: junior.Dest{Barn: true}})
			}
			if _, err := tr.Apply(junior.Entry{Round: tr.Round(), Take: &take}); err != nil {
				t.Fatal(err)
			}
		}
	}
	data, err := json.Marshal(tr.Script())
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// exportedGames reads every stored game back through zooscore export.
func exportedGames(t *testing.T, db string) []map[string]json.RawMessage {
	t.Helper()
	code, out, errOut := runZooscore(t, on{}, "export", "--db", db)
	if code != 0 {
		t.Fatalf("export: exit %d %s", code, errOut)
	}
	var games []map[string]json.RawMessage
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var g map[string]json.RawMessage
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			t.Fatalf("export line %q: %v", sc.Text(), err)
		}
		games = append(games, g)
	}
	return games
}

// checkJuniorReplays replays every stored Junior game from its stored play
// script and compares the whole result as the store keeps it (every
// number and rule, decisions in order) with the one stored when the table
// entered it.
func checkJuniorReplays(t *testing.T, db string) {
	t.Helper()
	st, err := store.OpenReader(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, g := range exportedGames(t, db) {
		if string(g["game"]) != `"junior"` {
			continue
		}
		tr, err := replay(junior.Game, g["input"])
		if err != nil {
			t.Fatalf("game %s does not replay: %v", g["id"], err)
		}
		res, err := tr.Result()
		if err != nil {
			t.Fatal(err)
		}
		var id int64
		json.Unmarshal(g["id"], &id)
		stored, err := st.Get(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if !game.SameNumbers(stored.Result, res) {
			t.Errorf("game %d: the replay differs:\nstored   %+v\nreplayed %+v", id, stored.Result, res)
		}
	}
}

// TestJuniorUndoAfterTheMark: at the table Ann takes in round 7, the table
// marks the round as the last, then takes back the last entry: the mark
// goes, Ann's take stays, on the screen and in the stored game alike; a
// second undo then takes back Ann's take. Every stored state replays to the
// result stored with it.
func TestJuniorUndoAfterTheMark(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	if code, out, errOut := runZooscore(t, on{stdin: juniorNearEnd(t)}, "play", "junior", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("play: exit %d %s %s", code, out, errOut)
	}
	f := &prompts.Fake{Answers: []prompts.Answer{
		prompts.A(" · ", ""),
		prompts.A("Round 7: who takes a truck?", "Ann"),
		prompts.A("Ann: how many tiles", "2"),
		prompts.A("Ann took 2 tiles: which truck?", "the 2-box truck (full)"),
		prompts.A("Ann, tile 1/2: what is it?", "impala"), prompts.A("fertile?", "not fertile"), prompts.A("where to?", "barn"),
		prompts.A("Ann, tile 2/2: what is it?", "impala"), prompts.A("fertile?", "not fertile"), prompts.A("where to?", "barn"),
		prompts.A(" · ", ""),
		prompts.A("Round 7: who takes a truck?", "The first tile of the end pile was drawn: this round is the last"),
		prompts.A(" · ", "undo"),
		prompts.A(" · ", "pause"),
	}}
	code, out, errOut := runZooscore(t, on{prompter: f, width: asFile}, "resume", "1", "--db", db)
	transcript := strings.Join(f.Transcript, "\n")
	if code != 0 {
		t.Fatalf("resume: exit %d %s %s\n%s", code, out, errOut, transcript)
	}
	if err := f.Done(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(transcript, "Took back round 7: the end pile was reached, this round is the last") {
		t.Errorf("the undo did not take back the mark:\n%s", transcript)
	}
	games := exportedGames(t, db)
	s, err := junior.ParseScript(games[0]["input"])
	if err != nil {
		t.Fatal(err)
	}
	last := s.Rounds[len(s.Rounds)-1]
	if len(s.Rounds) != 7 || last.Last || len(last.Takes) != 1 || last.Takes[0].Player != "Ann" {
		t.Errorf("the stored game's round 7 is %+v, want Ann's take and no mark", last)
	}
	checkJuniorReplays(t, db)

	code, out, _ = runZooscore(t, on{}, "undo", "1", "--json", "--db", db)
	var u struct{ Undone junior.Entry }
	if err := json.Unmarshal([]byte(out), &u); code != 0 || err != nil || u.Undone.Take == nil || u.Undone.Take.Player != "Ann" {
		t.Errorf("the second undo: exit %d, %s: want Ann's take back", code, out)
	}
	checkJuniorReplays(t, db)
}

// TestJuniorScriptMarkedAfterATake: a play script may mark the last round
// after some of its takes ("last_after"); it is stored and replayed in that
// order, and the mark is the last entry an undo takes back.
func TestJuniorScriptMarkedAfterATake(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	var s junior.Script
	if err := json.Unmarshal([]byte(juniorNearEnd(t)), &s); err != nil {
		t.Fatal(err)
	}
	s.Rounds = append(s.Rounds, junior.Round{Last: true, LastAfter: 1, Takes: []junior.Take{
		{Player: "Ann", Tiles: []junior.Tile{{Tile: "impala", To: junior.Dest{Barn: true}}}}}})
	if code, out, errOut := runZooscore(t, on{stdin: string(mustJSON(s))}, "play", "junior", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("play: exit %d %s %s", code, out, errOut)
	}
	checkJuniorReplays(t, db)
	code, out, _ := runZooscore(t, on{}, "undo", "1", "--json", "--db", db)
	var u struct{ Undone junior.Entry }
	if err := json.Unmarshal([]byte(out), &u); code != 0 || err != nil || !u.Undone.Last || u.Undone.Take != nil {
		t.Errorf("undo: exit %d, %s: want the mark back", code, out)
	}
	checkJuniorReplays(t, db)
}

// TestJuniorDescribe: the line that names an entry (undo, edit) says the
// truck and the tiles left on the third truck when the entry gives them.
func TestJuniorDescribe(t *testing.T) {
	cases := []struct{ entry, want string }{
		{`{"round":3,"take":{"player":"Ann","tiles":[{"tile":"llama","fertile":"male","to":1}]}}`, "round 3: Ann took fertile male llama to enclosure 1"},
		{`{"round":3,"take":{"player":"Ann","truck":3,"tiles":[{"tile":"pond","to":"barn"}],"unclaimed":2}}`, "round 3: Ann took pond to the barn (the 3-box truck); 2 left on the truck nobody took"},
		{`{"round":7,"last":true}`, "round 7: the end pile was reached, this round is the last"},
	}
	for _, c := range cases {
		if got := describeJunior(i18n.For(i18n.English), nil, json.RawMessage(c.entry)); got != c.want {
			t.Errorf("describe(%s) = %q, want %q", c.entry, got, c.want)
		}
	}
}
