package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/prompts"
)

// clubOfTwo is a database with a game of Ann and Bob and one of Anne and
// Bob ("Anne" being Ann typed another way), from sheets.
func clubOfTwo(t *testing.T) string {
	t.Helper()
	db := emptyDB(t)
	for _, sheets := range []string{
		`{"players":[{"name":"Ann","enclosures":{"lion":2}},{"name":"Bob","coins":1}]}`,
		`{"players":[{"name":"Anne","enclosures":{"lion":3}},{"name":"Bob"}]}`,
	} {
		if code, out, errOut := runZooscore(t, on{stdin: sheets}, "score", "dice", "--input", "-", "--db", db); code != 0 {
			t.Fatalf("score: exit %d %s%s", code, out, errOut)
		}
	}
	return db
}

type playersList struct {
	Players []struct {
		Name  string
		Games int
	}
}

func listPlayers(t *testing.T, db string) string {
	t.Helper()
	code, out, errOut := runZooscore(t, on{}, "players", "--json", "--db", db)
	var l playersList
	if err := json.Unmarshal([]byte(out), &l); code != 0 || err != nil {
		t.Fatalf("players: exit %d %v %s%s", code, err, out, errOut)
	}
	var parts []string
	for _, p := range l.Players {
		parts = append(parts, p.Name+" "+strings.Repeat("*", p.Games))
	}
	return strings.Join(parts, ", ")
}

// TestPlayersRenameAndMerge: players lists who played how many games;
// rename and merge say what changes and ask on a terminal (declining
// changes nothing), need --yes without one, and change every game.
func TestPlayersRenameAndMerge(t *testing.T) {
	db := clubOfTwo(t)
	if got := listPlayers(t, db); got != "Ann *, Anne *, Bob **" {
		t.Fatalf("players: %s", got)
	}
	_, out, _ := runZooscore(t, on{width: asFile}, "players", "--db", db)
	if !strings.HasPrefix(out, "PLAYER  GAMES  LAST PLAYED\nAnn         1  2026-11-21\n") {
		t.Errorf("players:\n%s", out)
	}
	// Without a terminal: --yes is needed, nothing changes.
	code, _, errOut := runZooscore(t, on{}, "players", "merge", "Anne", "Ann", "--db", db)
	if code != exitInput || !strings.Contains(errOut, "confirm with --yes to merge without a question") {
		t.Errorf("merge without a terminal: exit %d %s", code, errOut)
	}
	// On a terminal, declined.
	f := &prompts.Fake{Answers: []prompts.Answer{prompts.A(`Merge "Anne" into "Ann": the games of "Anne" (1 game) become games of "Ann"`, "no")}}
	code, out, _ = runZooscore(t, on{prompter: f}, "players", "merge", "anne", "ann", "--db", db)
	if code != 0 || !strings.Contains(out, "Nothing was changed.") || listPlayers(t, db) != "Ann *, Anne *, Bob **" {
		t.Errorf("declined: exit %d %s\n%s", code, out, strings.Join(f.Transcript, "\n"))
	}
	// Accepted.
	f = &prompts.Fake{Answers: []prompts.Answer{prompts.A(`Merge "Anne" into "Ann"`, "yes")}}
	code, out, _ = runZooscore(t, on{prompter: f}, "players", "merge", "anne", "ann", "--db", db)
	if code != 0 || !strings.Contains(out, `"Anne" and "Ann" are one player now (1 game moved to "Ann").`) || listPlayers(t, db) != "Ann **, Bob **" {
		t.Errorf("merged: exit %d %s", code, out)
	}
	code, out, _ = runZooscore(t, on{}, "players", "rename", "BOB", "Robert", "--yes", "--json", "--db", db)
	var renamed struct {
		From, To string
		Games    []int
	}
	if err := json.Unmarshal([]byte(out), &renamed); code != 0 || err != nil || renamed.From != "Bob" || renamed.To != "Robert" || len(renamed.Games) != 2 {
		t.Errorf("rename: exit %d %s", code, out)
	}
	_, out, _ = runZooscore(t, on{}, "show", "2", "--db", db)
	if !strings.Contains(out, "1. Ann: 3 points") || !strings.Contains(out, "Robert: 0 points") {
		t.Errorf("game 2 after the merge and the rename:\n%s", out)
	}
	_, out, _ = runZooscore(t, on{}, "versus", "Ann", "Robert", "--json", "--db", db)
	if !strings.Contains(out, `"games": 2`) || !strings.Contains(out, `"ahead_a": 2`) {
		t.Errorf("versus after the merge and the rename: %s", out)
	}
}

// TestPlayersRefusals: what cannot be is refused with exit 2, saying why,
// and changes nothing.
func TestPlayersRefusals(t *testing.T) {
	db := clubOfTwo(t)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"merge", "Ann", "Bob"}, `"Ann" and "Bob" played together (games: 1), so they are two people`},
		{[]string{"merge", "Ann", "ANN"}, `are the same player`},
		{[]string{"rename", "Anne", "ann"}, `"ann" is already the name of a player ("Ann"): to make them one player, merge them`},
		{[]string{"rename", "Zed", "Zoe"}, `player "Zed" not found`},
		{[]string{"rename", "Bob", " "}, "the new name is empty"},
		{[]string{"rename", "Bob", strings.Repeat("b", 41)}, "a name has at most 40"},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			code, _, errOut := runZooscore(t, on{}, append(append([]string{"players"}, c.args...), "--yes", "--db", db)...)
			if code != exitInput || !strings.Contains(errOut, c.want) {
				t.Errorf("exit %d: %s", code, errOut)
			}
		})
	}
	if got := listPlayers(t, db); got != "Ann *, Anne *, Bob **" {
		t.Errorf("a refusal changed the players: %s", got)
	}
}

// TestLookAlikeNamesArePointedOut: a name read from a file that looks
// like a player who has played is said on standard error after the game
// is stored; one typed at the prompt is asked about, and the player who
// has played is taken when the table says so.
func TestLookAlikeNamesArePointedOut(t *testing.T) {
	db := clubOfTwo(t)
	code, _, errOut := runZooscore(t, on{stdin: `{"players":[{"name":"Аnn"},{"name":"bob"}]}`}, "score", "dice", "--input", "-", "--db", db)
	if code != 0 || !strings.Contains(errOut, `zooscore: warning: "Аnn" looks like "Ann", who has played before (it has Cyrillic letters that look like Latin ones): if they are one person, zooscore players merge "Аnn" "Ann" makes them one player`) ||
		!strings.Contains(errOut, `"bob" is "Bob", who has played before`) {
		t.Errorf("exit %d: %s", code, errOut)
	}
	f := &prompts.Fake{Answers: []prompts.Answer{
		prompts.A("Player 1 name", "Аnne"), prompts.A("Who is it?", "Anne, who has played before"),
		prompts.A("Player 2 name", "Bob"), prompts.A("Player 3 name", ""),
		line("pause"),
	}}
	playShows(t, f, "dice", db, `"Аnne" looks like "Anne", who has played before`)
	if got := listPlayers(t, db); got != "Ann *, Anne **, Bob ****, Аnn *" {
		t.Errorf("players: %s", got)
	}
}
