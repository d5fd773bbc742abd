package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
)

// zooYears builds a two-player ZooSim input with the first n years of a
// legal game.
func zooYears(n int) string {
	alan := []string{`{"visitors":2,"trees":0,"benches":0}`, `{"visitors":3,"trees":2,"benches":1}`, `{"visitors":4,"trees":2,"benches":1}`,
		`{"visitors":5,"trees":2,"benches":2}`, `{"visitors":5,"trees":1,"benches":2}`}
	klaus := []string{`{"visitors":2,"trees":0,"benches":0}`, `{"visitors":2,"trees":0,"benches":0}`, `{"visitors":3,"trees":1,"benches":0}`,
		`{"visitors":4,"trees":1,"benches":0}`, `{"visitors":4,"trees":2,"benches":1}`}
	return `{"players":[{"name":"Alan","years":[` + strings.Join(alan[:n], ",") + `]},{"name":"Klaus","years":[` + strings.Join(klaus[:n], ",") + `]}]}`
}

type stored struct {
	Games []struct {
		ID     int64
		Status string
	}
}

func historyStatus(t *testing.T, db string) map[int64]string {
	t.Helper()
	_, out, _ := runZooscore(t, on{}, "history", "--json", "--db", db)
	var h stored
	if err := json.Unmarshal([]byte(out), &h); err != nil {
		t.Fatalf("history: %v\n%s", err, out)
	}
	status := map[int64]string{}
	for _, g := range h.Games {
		status[g.ID] = g.Status
	}
	return status
}

func boardGames(t *testing.T, db string) int {
	t.Helper()
	_, out, _ := runZooscore(t, on{}, "leaderboard", "--game", "zoosim", "--json", "--db", db)
	var b struct{ Players []struct{ Games int } }
	if err := json.Unmarshal([]byte(out), &b); err != nil {
		t.Fatalf("leaderboard: %v\n%s", err, out)
	}
	n := 0
	for _, p := range b.Players {
		n = max(n, p.Games)
	}
	return n
}

// TestZooSimYearsInProgress: a ZooSim game of fewer than 5 years, or of no
// year at all, is stored as a game in progress, says so, and stays out of
// the leaderboard; edit with the missing years finishes it.
func TestZooSimYearsInProgress(t *testing.T) {
	for _, tc := range []struct {
		name  string
		input string
	}{
		{"two years", zooYears(2)},
		{"no year", `{"players":[{"name":"Alan"},{"name":"Klaus"}]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db := pgtest.NewDB(t, "z.db")
			code, out, errOut := runZooscore(t, on{stdin: tc.input}, "score", "zoosim", "--input", "-", "--json", "--db", db)
			if code != 0 {
				t.Fatalf("score: exit %d %s %s", code, out, errOut)
			}
			if r := decode(t, out); r.Status != "in-progress" || len(r.Warnings) != 1 {
				t.Errorf("result %+v: want in progress, with a warning", r)
			}
			if s := historyStatus(t, db)[1]; s != "in-progress" {
				t.Errorf("stored as %q, want in-progress", s)
			}
			if n := boardGames(t, db); n != 0 {
				t.Errorf("the leaderboard counts %d games, want none", n)
			}
			_, human, _ := runZooscore(t, on{}, "show", "1", "--db", db)
			if !strings.Contains(human, "(in progress)") || !strings.Contains(human, "Leading so far") {
				t.Errorf("show does not say the game is in progress:\n%s", human)
			}
			code, out, errOut = runZooscore(t, on{stdin: zooYears(5)}, "edit", "1", "--input", "-", "--json", "--db", db)
			if code != 0 {
				t.Fatalf("edit: exit %d %s %s", code, out, errOut)
			}
			if r := decode(t, out); r.Status != "finished" || len(r.Warnings) != 0 {
				t.Errorf("after edit %+v: want finished without warnings", r)
			}
			if s := historyStatus(t, db)[1]; s != "finished" {
				t.Errorf("stored as %q after edit, want finished", s)
			}
			if n := boardGames(t, db); n != 1 {
				t.Errorf("the leaderboard counts %d games after edit, want 1", n)
			}
		})
	}
}

// TestZooSimFiveYearsFinished: five years are a finished game.
func TestZooSimFiveYearsFinished(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	if code, out, errOut := runZooscore(t, on{stdin: zooYears(5)}, "score", "zoosim", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("score: exit %d %s %s", code, out, errOut)
	}
	if s := historyStatus(t, db)[1]; s != "finished" {
		t.Errorf("stored as %q, want finished", s)
	}
}

// TestEditAddsZooSimYears: the interactive edit of a game in progress
// offers the next year until the fifth, then the review.
func TestEditAddsZooSimYears(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	if code, out, errOut := runZooscore(t, on{stdin: zooYears(3)}, "score", "zoosim", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("score: exit %d %s %s", code, out, errOut)
	}
	f := &prompts.Fake{Answers: []prompts.Answer{
		prompts.A("Years 1-3 are entered. Add a year?", "Add year 4 for every zoo"),
		prompts.A("Alan, end of year 4", "5 2 2"), prompts.A("Klaus, end of year 4", "4 1 0"),
		prompts.A("Years 1-4 are entered. Add a year?", "Add year 5 for every zoo"),
		prompts.A("Alan, end of year 5", "5 1 2"), prompts.A("Klaus, end of year 5", "4 2 1"),
		prompts.A("Is everything right?", "Save and score"),
	}}
	code, out, errOut := runZooscore(t, on{prompter: f, width: asFile}, "edit", "1", "--json", "--db", db)
	if code != 0 {
		t.Fatalf("edit: exit %d %s %s\n%s", code, out, errOut, strings.Join(f.Transcript, "\n"))
	}
	if err := f.Done(); err != nil {
		t.Fatal(err)
	}
	if r := decode(t, out); r.Status != "finished" || r.Players[0].Name != "Alan" || r.Players[0].Total != 2+12+21+36+40 {
		t.Errorf("after adding years: %+v", r)
	}
	if s := historyStatus(t, db)[1]; s != "finished" {
		t.Errorf("stored as %q, want finished", s)
	}
}

// TestSheetsInProgressAreNotResumed: play and undo look for tracked games;
// a ZooSim game scored from its years is completed with edit.
func TestSheetsInProgressAreNotResumed(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	runZooscore(t, on{stdin: zooYears(2)}, "score", "zoosim", "--input", "-", "--db", db)
	code, _, errOut := runZooscore(t, on{}, "undo", "--db", db)
	if code != exitInput || !strings.Contains(errOut, "no game in progress") {
		t.Errorf("undo: exit %d %q; want no tracked game found", code, errOut)
	}
	code, _, errOut = runZooscore(t, on{}, "resume", "1", "--db", db)
	if code != exitInput || !strings.Contains(errOut, "zooscore edit 1") {
		t.Errorf("resume: exit %d %q; want edit named", code, errOut)
	}
	f := &prompts.Fake{Answers: []prompts.Answer{{Ask: "Player 1", Cancel: true}}}
	runZooscore(t, on{prompter: f, width: asFile}, "play", "zoosim", "--db", db)
	if strings.Contains(strings.Join(f.Transcript, "\n"), "unfinished game") {
		t.Errorf("play offered the sheets to resume:\n%s", strings.Join(f.Transcript, "\n"))
	}
}
