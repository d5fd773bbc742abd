package main

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/store/storetest"
)

// Names an older file may hold: they were stored before names were checked
// on entry. Each tries to drive the terminal, forge a row or hide itself.
var (
	oscTitle  = "\x1b]0;owned\x07Eve"           // sets the terminal's title
	clearsAll = "Mal\x1b[2J\x1b[H"              // clears the screen
	overwrite = "Ann\r1. Zed 99"                // \r: the row reads as Zed's
	backspace = "Bob\b\b\bRob"                  // Bob shows as Rob
	newRow    = "Cy 3\n 9  2026-01-01 00:00  x" // a second history row
	rtl       = "\u202eevE"                     // right to left: "Eve" reversed
	zeroWidth = "Z\u200bed"                     // looks like Zed
	formula   = `=HYPERLINK("http://x","y")`    // a spreadsheet formula
)

// hostileClub writes a file as an older zooscore (schema 3, results with
// their words) wrote it, with three finished dice games whose players
// carry those names. Their input cannot be scored again, so the upgrade
// keeps their words.
func hostileClub(t *testing.T) string {
	t.Helper()
	db := pgtest.NewDB(t, "old.db")
	var games []store.Game
	at := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
	for i, names := range [][]string{
		{oscTitle, clearsAll, overwrite, backspace},
		{newRow, rtl, zeroWidth, formula},
		{"+1", "-2+3", "@SUM(A1)", oscTitle},
	} {
		res := scorer.Result{Game: "dice", Winners: []string{names[0]}, Warnings: []scorer.Note{},
			Decisions: []scorer.Note{{Player: names[1], Rule: "dice.tie-coins", Message: names[1] + " and " + names[2] + " tie; " + names[1] + " has more coins"}},
			Settings:  map[string]any{"note": names[3]}}
		for rank, n := range names {
			res.Players = append(res.Players, scorer.PlayerResult{Name: n, Total: 10 - 3*rank, Rank: rank + 1,
				Breakdown: []scorer.Item{{Item: "lion enclosure", Points: 10 - 3*rank, Rule: "dice.enclosure", Source: "Dice Game rules, Scoring", Why: "as " + n + " crossed them"}}})
		}
		res.Warnings = append(res.Warnings, scorer.Note{Player: names[2], Rule: "dice.unclaimed-bonus", Message: names[2] + " filled the lions"})
		in, _ := json.Marshal(map[string]any{"players": names})
		games = append(games, store.Game{Game: "dice", Input: in, Result: res, PlayedAt: at.Add(time.Duration(i) * time.Hour)})
	}
	if err := storetest.WriteV3(db, games); err != nil {
		t.Fatal(err)
	}
	return db
}

// inert fails when text holds a character that would drive the terminal
// or hide itself; only line breaks are zooscore's own.
func inert(t *testing.T, what, text string) {
	t.Helper()
	for _, r := range text {
		if r == '\n' {
			continue
		}
		if unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp) {
			t.Errorf("%s prints %U raw:\n%s", what, r, text)
			return
		}
	}
}

// TestOldNamesCannotDriveTheTerminal: every listing shows a name from an
// older file with its control and invisible characters written out.
func TestOldNamesCannotDriveTheTerminal(t *testing.T) {
	pgtest.SQLiteOnly(t)
	db := hostileClub(t)
	tests := []struct {
		name string
		args []string
		want []string // as the listing must show them
	}{
		{"history", []string{"history"}, []string{`\x1b]0;owned\x07Eve`, `Cy 3\n 9  2026-01-01 00:00  x`, `Bob\x08\x08\x08Rob`}},
		{"show", []string{"show", "1"}, []string{`1. \x1b]0;owned\x07Eve: 10 points`, `Mal\x1b[2J\x1b[H`, `Ann\r1. Zed 99`,
			`as Bob\x08\x08\x08Rob crossed them`, "Winner: " + `\x1b]0;owned\x07Eve`, `note: Bob\x08\x08\x08Rob`}},
		{"show with warnings", []string{"show", "2"}, []string{`\u202eevE and Z\u200bed tie`, `Z\u200bed filled the lions`}},
		{"explain", []string{"explain", "2"}, []string{`Cy 3\n 9  2026-01-01 00:00  x: 10 points, rank 1`, `\u202eevE and Z\u200bed tie`}},
		{"leaderboard", []string{"leaderboard"}, []string{`\u202eevE`, `Z\u200bed`, `Mal\x1b[2J\x1b[H`}},
		{"versus", []string{"versus", oscTitle, clearsAll}, []string{`\x1b]0;owned\x07Eve and Mal\x1b[2J\x1b[H played 1 finished game together`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runZooscore(t, on{width: asFile}, append(tt.args, "--db", db)...) // no width: nothing cut
			if code != 0 {
				t.Fatalf("exit %d: %s %s", code, out, errOut)
			}
			inert(t, tt.name, out)
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("%s does not show %q:\n%s", tt.name, w, out)
				}
			}
		})
	}
}

// TestOldNameCannotForgeAHistoryRow: a newline in a name is one row, not
// two (on a terminal too narrow for a row, it wraps onto lines of its own).
func TestOldNameCannotForgeAHistoryRow(t *testing.T) {
	pgtest.SQLiteOnly(t)
	db := hostileClub(t)
	_, out, _ := runZooscore(t, on{width: asFile}, "history", "--db", db)
	if rows := strings.Count(out, "\n"); rows != 1+3 {
		t.Errorf("history has %d lines for 3 games:\n%s", rows, out)
	}
}

// TestErrorsNameOldPlayersVisibly: an error that lists the players of an
// older game shows their names written out.
func TestErrorsNameOldPlayersVisibly(t *testing.T) {
	pgtest.SQLiteOnly(t)
	db := hostileClub(t)
	code, _, errOut := runZooscore(t, on{}, "explain", "1", "--player", "Nobody", "--db", db)
	if code != exitInput {
		t.Fatalf("exit %d", code)
	}
	inert(t, "the error", errOut)
	if !strings.Contains(errOut, `its players are \x1b]0;owned\x07Eve, Mal\x1b[2J\x1b[H`) {
		t.Errorf("the error does not name the players visibly: %q", errOut)
	}
	// With --json the exact names are kept: JSON escapes them itself.
	_, out, _ := runZooscore(t, on{}, "explain", "1", "--player", "Nobody", "--json", "--db", db)
	if r := decode(t, out); len(r.Errors) != 1 || !strings.Contains(r.Errors[0].Message, oscTitle+", "+clearsAll) {
		t.Errorf("the JSON error changed the names: %s", out)
	}
}

// TestJSONKeepsExactNames: --json gives the names exactly as stored.
func TestJSONKeepsExactNames(t *testing.T) {
	pgtest.SQLiteOnly(t)
	db := hostileClub(t)
	_, out, _ := runZooscore(t, on{}, "show", "2", "--json", "--db", db)
	r := decode(t, out)
	var got []string
	for _, p := range r.Players {
		got = append(got, p.Name)
	}
	if want := []string{newRow, rtl, zeroWidth, formula}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("show --json names = %q, want %q", got, want)
	}
	var h struct{ Games []storedGame }
	_, out, _ = runZooscore(t, on{}, "history", "--json", "--db", db)
	if err := json.Unmarshal([]byte(out), &h); err != nil || h.Games[2].Players[0].Name != oscTitle {
		t.Errorf("history --json: %v %s", err, out)
	}
}

// TestCSVCannotRunOrForge: a spreadsheet opening the export runs no
// formula, and every name stays one cell of one row.
func TestCSVCannotRunOrForge(t *testing.T) {
	pgtest.SQLiteOnly(t)
	db := hostileClub(t)
	code, out, _ := runZooscore(t, on{}, "export", "--format", "csv", "--db", db)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	inert(t, "the CSV", out)
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+12 || strings.Count(out, "\n") != 1+12 {
		t.Fatalf("%d rows, %d lines for 12 players:\n%s", len(rows), strings.Count(out, "\n"), out)
	}
	player := map[string]bool{}
	for _, row := range rows[1:] {
		player[row[5]] = true
		if strings.ContainsAny(row[5][:1], "=+-@\t\r") {
			t.Errorf("the cell %q would run as a formula", row[5])
		}
	}
	for _, want := range []string{`'=HYPERLINK("http://x","y")`, "'+1", "'-2+3", "'@SUM(A1)", `Cy 3\n 9  2026-01-01 00:00  x`, `Ann\r1. Zed 99`, `\u202eevE`} {
		if !player[want] {
			t.Errorf("no player cell %q in %v", want, player)
		}
	}
	// Totals are numbers: a negative one keeps its sign.
	if rows[4][7] != "1" || rows[12][7] != "1" {
		t.Errorf("totals changed: %q %q", rows[4], rows[12])
	}
}

// TestAnnouncementsShowNamesVisibly: what a tracked game announces names
// the players visibly (a name from an older file is replayed as stored).
func TestAnnouncementsShowNamesVisibly(t *testing.T) {
	f := &prompts.Fake{}
	o := &shared{IO: IO{Width: 80}}
	o.say(f, "  ", oscTitle+" took lion and crosses lion space 1 of 5")
	got := strings.Join(f.Transcript, "\n")
	inert(t, "the announcement", got)
	if want := `  \x1b]0;owned\x07Eve took lion and crosses lion space 1 of 5`; got != want {
		t.Errorf("announced %q, want %q", got, want)
	}
}
