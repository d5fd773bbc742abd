package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/scorer/profile"
	"github.com/zooscore/zooscore/termtext"
)

// diceSheet is a Dice Game sheet worth points (at most 15): spaces
// crossed from the lion's enclosure down, no bonus hex, no coin. Two
// players with the same points tie (the coins cannot part them).
func diceSheet(name string, points int) string {
	var parts []string
	for _, e := range []struct {
		animal string
		spaces int
	}{{"lion", 5}, {"elephant", 4}, {"monkey", 3}, {"ostrich", 2}, {"crocodile", 1}} {
		n := min(points, e.spaces)
		points -= n
		parts = append(parts, fmt.Sprintf("%q: %d", e.animal, n))
	}
	return fmt.Sprintf(`{"name": %q, "enclosures": {%s}}`, name, strings.Join(parts, ", "))
}

// clubGame is a game of the player club: when, which game, its input.
type clubGame struct {
	at    string // a date of 2026
	game  string
	input string
}

// diceSheets is the input of a Dice Game of name=points pairs.
func diceSheets(pairs ...any) string {
	var sheets []string
	for i := 0; i+1 < len(pairs); i += 2 {
		sheets = append(sheets, diceSheet(pairs[i].(string), pairs[i+1].(int)))
	}
	return `{"players": [` + strings.Join(sheets, ", ") + `]}`
}

// playerClubGames are a club's finished games from August to November:
// Ann wins 6 of 8 (one first place shared with Cy, one Junior game),
// Bob is behind her five times and ahead twice.
func playerClubGames(t *testing.T) []clubGame {
	junior := strings.NewReplacer(`" Bridget "`, `"Ann"`, `"Carl"`, `"Cy"`).Replace(readFile(t, "../../scorer/junior/testdata/scoring-example.json"))
	return []clubGame{
		{"2026-08-04", "dice", diceSheets("Ann", 12, "Bob", 9, "Cy", 5)},
		{"2026-08-18", "dice", diceSheets("Bob", 11, "Ann", 10)},
		{"2026-09-01", "dice", diceSheets("Ann", 13, "Cy", 13, "Bob", 4)},
		{"2026-09-15", "junior", junior},
		{"2026-09-29", "dice", diceSheets("Ann", 14, "Bob", 7)},
		{"2026-10-13", "dice", diceSheets("Cy", 12, "Ann", 8, "Bob", 6)},
		{"2026-10-27", "dice", diceSheets("Ann", 15, "Zoë", 3)},
		{"2026-11-10", "dice", diceSheets("Ann", 11, "Bob", 10, "Cy", 9)},
	}
}

// playerClub imports the club's games (ids 1 to 8, in that order) into a
// new database.
func playerClub(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	var lines []string
	for i, g := range playerClubGames(t) {
		lines = append(lines, fmt.Sprintf(`{"uuid": "00000000-0000-4000-8000-%012d", "played_at": "%sT19:30:00Z", "game": %q, "input": %s}`,
			i+1, g.at, g.game, strings.Join(strings.Fields(g.input), " ")))
	}
	file := filepath.Join(dir, "club.jsonl")
	if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "club.db")
	if code, out, errOut := runZooscore(t, on{}, "import", file, "--db", db); code != 0 {
		t.Fatalf("import: exit %d %s %s", code, out, errOut)
	}
	return db
}

// playerJSON runs player --json and reads its report.
func playerJSON(t *testing.T, db string, args ...string) profile.Report {
	t.Helper()
	code, out, errOut := runZooscore(t, on{}, append([]string{"player", "--json", "--db", db}, args...)...)
	if code != 0 {
		t.Fatalf("player %v: exit %d %s %s", args, code, out, errOut)
	}
	var r profile.Report
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("player --json: %v\n%s", err, out)
	}
	return r
}

// TestPlayerFigures: the club's figures as a person at the table counts
// them from the games.
func TestPlayerFigures(t *testing.T) {
	db := playerClub(t)
	r := playerJSON(t, db, "ANN")
	if r.Name != "Ann" || r.Games != 8 || r.Wins != 6 || r.WinRate != 0.75 || r.Best != 24 { // 24 in the Junior game
		t.Errorf("Ann: %+v", r.Figures)
	}
	// Won, lost, won (shared), won (Junior), won, lost, won, won.
	if r.Streak != (profile.Streak{Current: 2, Longest: 3}) {
		t.Errorf("streak %+v, want 2 now and 3 at the longest", r.Streak)
	}
	if len(r.PerGame) != 2 || r.PerGame[0].Game != "dice" || r.PerGame[0].Games != 7 || r.PerGame[0].Wins != 5 ||
		r.PerGame[1].Game != "junior" || r.PerGame[1].Certainty != profile.New {
		t.Errorf("per game: %+v", r.PerGame)
	}
	if len(r.MostBeaten) != 1 || r.MostBeaten[0] != (profile.Rival{Name: "Bob", Games: 6, Ahead: 5, Behind: 1}) {
		t.Errorf("most beaten: %+v", r.MostBeaten)
	}
	// Bob and Cy were each ahead of Ann once; Cy also shared a win with
	// her (level), and was behind her three times.
	if len(r.MostAhead) != 2 || r.MostAhead[0].Name != "Bob" || r.MostAhead[1] != (profile.Rival{Name: "Cy", Games: 5, Ahead: 3, Behind: 1, Level: 1}) {
		t.Errorf("most ahead: %+v", r.MostAhead)
	}
	if len(r.Timeline) != 8 || r.Timeline[3].Game != "junior" || !r.Timeline[0].PlayedAt.Equal(time.Date(2026, 8, 4, 19, 30, 0, 0, time.UTC)) {
		t.Errorf("timeline: %+v", r.Timeline)
	}
	dice := playerJSON(t, db, "Ann", "--game", "dice")
	if dice.Game != "dice" || dice.Games != 7 || dice.Streak != (profile.Streak{Current: 2, Longest: 2}) || len(dice.Timeline) != 7 {
		t.Errorf("Ann's Dice Games: %+v %+v", dice.Figures, dice.Streak)
	}
}

// TestPlayerFollowsAnEdit: correcting a game's sheets moves the player's
// rating, streak and head to head, as the leaderboard's figures move.
func TestPlayerFollowsAnEdit(t *testing.T) {
	db := playerClub(t)
	before := playerJSON(t, db, "Ann", "--game", "dice")
	// Game 2 was Bob 11, Ann 10: the sheets are corrected to Ann 12.
	code, out, errOut := runZooscore(t, on{stdin: diceSheets("Bob", 11, "Ann", 12)}, "edit", "2", "--input", "-", "--yes", "--json", "--db", db)
	if code != 0 {
		t.Fatalf("edit: exit %d %s %s", code, out, errOut)
	}
	after := playerJSON(t, db, "Ann", "--game", "dice")
	if after.Wins != before.Wins+1 || after.Streak.Longest != 4 {
		t.Errorf("wins %d -> %d, streak %+v -> %+v: want one more win and 4 in a row", before.Wins, after.Wins, before.Streak, after.Streak)
	}
	if after.Rating <= before.Rating || after.Timeline[1].Rating <= before.Timeline[1].Rating {
		t.Errorf("rating %v -> %v, after game 2 %v -> %v: want higher", before.Rating, after.Rating, before.Timeline[1].Rating, after.Timeline[1].Rating)
	}
	bob := func(r profile.Report) profile.Rival {
		for _, o := range r.Opponents {
			if o.Name == "Bob" {
				return o
			}
		}
		return profile.Rival{}
	}
	if b, a := bob(before), bob(after); a.Ahead != b.Ahead+1 || a.Behind != b.Behind-1 || len(after.MostAhead) != 1 || after.MostAhead[0].Name != "Cy" {
		t.Errorf("against Bob %+v -> %+v; most ahead now %+v", b, a, after.MostAhead)
	}
	board := leaderboardRating(t, db, "dice", "Ann")
	if after.Rating != board {
		t.Errorf("the player's rating %v, the leaderboard's %v", after.Rating, board)
	}
}

// leaderboardRating is a player's rating on a game's leaderboard.
func leaderboardRating(t *testing.T, db, game, name string) float64 {
	t.Helper()
	_, out, _ := runZooscore(t, on{}, "leaderboard", "--game", game, "--json", "--db", db)
	var board struct {
		Players []struct {
			Name   string
			Rating float64
		}
	}
	if err := json.Unmarshal([]byte(out), &board); err != nil {
		t.Fatal(err)
	}
	for _, p := range board.Players {
		if p.Name == name {
			return p.Rating
		}
	}
	t.Fatalf("%s is not on the leaderboard: %s", name, out)
	return 0
}

// TestPlayerNotFound: a name nobody played under is refused as a name that
// cannot be read (exit 2, as show refuses a missing game), with the close
// names known; an empty name, an unknown game, before the database is read.
func TestPlayerNotFound(t *testing.T) {
	db := playerClub(t)
	tests := []struct {
		args []string
		code int
		says string
	}{
		{[]string{"Anne"}, exitInput, `player "Anne" not found: nobody of that name has played a stored game; did you mean Ann?`},
		{[]string{"zo"}, exitInput, "did you mean Zoë?"},
		{[]string{"Quentin"}, exitInput, "check the spelling"},
		{[]string{" "}, exitInput, "name the player"},
		{[]string{"Ann", "--game", "chess"}, exitInput, `unknown game "chess"`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, out, errOut := runZooscore(t, on{}, append([]string{"player", "--db", db}, tt.args...)...)
			if code != tt.code || !strings.Contains(errOut, tt.says) || out != "" {
				t.Errorf("exit %d, printed %q, said %q; want exit %d saying %q", code, out, errOut, tt.code, tt.says)
			}
		})
	}
	code, out, _ := runZooscore(t, on{}, "player", "anne", "--json", "--db", db)
	if r := decode(t, out); code != exitInput || len(r.Errors) != 1 || r.Errors[0].Rule != "store.not-found" || !strings.Contains(r.Errors[0].Message, "Ann?") {
		t.Errorf("--json: exit %d %s", code, out)
	}
	// A player who never finished a game of the kind asked for.
	code, out, _ = runZooscore(t, on{}, "player", "Bob", "--game", "zoosim", "--db", db)
	if code != 0 || out != "Bob has no finished game of ZooSim yet.\n" {
		t.Errorf("no ZooSim game: exit %d %q", code, out)
	}
}

// TestPlayerText: the player's page in the terminal, golden in each
// language at 80 and 60 columns: every line fits, and the German and
// French pages hold no English word.
func TestPlayerText(t *testing.T) {
	db := playerClub(t)
	for _, lang := range i18n.Langs {
		var b strings.Builder
		for _, run := range []struct {
			width int
			args  []string
		}{
			{80, []string{"player", "Ann"}},
			{60, []string{"player", "ann", "--game", "dice"}},
			{60, []string{"player", "Zoë"}},
		} {
			code, out, errOut := runZooscore(t, on{width: run.width}, append(run.args, "--lang", string(lang), "--db", db)...)
			if code != 0 {
				t.Fatalf("%s %v: exit %d %s", lang, run.args, code, errOut)
			}
			for _, l := range strings.Split(out, "\n") {
				if termtext.Width(l) > run.width {
					t.Errorf("%s %v: a line of %d columns at %d:\n%s", lang, run.args, termtext.Width(l), run.width, l)
				}
			}
			if lang != i18n.English {
				if words := i18ntest.English(strings.NewReplacer("Dice Game", "", "Junior", "", "ZooSim", "").Replace(out)); len(words) > 0 {
					t.Errorf("%s %v holds English %v:\n%s", lang, run.args, words, out)
				}
			}
			fmt.Fprintf(&b, "=== %s (%d columns)\n%s", strings.Join(run.args, " "), run.width, out)
		}
		golden(t, filepath.Join("player", string(lang)), b.String())
	}
}

// TestPlayerChart: the chart fits the terminal (80 columns when output is
// a file), puts several games in a column when they do not fit one a
// column, and always dates its axis with the first and last game.
func TestPlayerChart(t *testing.T) {
	games := func(n int, rating func(i int) float64) []profile.Point {
		var out []profile.Point
		start := time.Date(2025, 1, 1, 19, 0, 0, 0, time.UTC)
		for i := range n {
			out = append(out, profile.Point{ID: int64(i + 1), PlayedAt: start.AddDate(0, 0, i), Total: i % 17, Rating: rating(i)})
		}
		return out
	}
	climbing := func(i int) float64 { return float64(i) / 10 }
	tests := []struct {
		name    string
		games   []profile.Point
		width   int
		per     int
		columns int // the bars in the lowest row
	}{
		{"one game", games(1, climbing), 80, 1, 1},
		{"a few games, 3 columns apart", games(7, climbing), 80, 1, 7},
		{"a column a game", games(70, climbing), 80, 1, 70},
		{"two games a column", games(120, climbing), 80, 2, 60},
		{"at 60 columns", games(120, climbing), 60, 3, 40},
		{"a file: 80 columns", games(1000, climbing), 0, 14, 72}, // 73 columns of room
		{"ratings all the same", games(5, func(int) float64 { return 0 }), 60, 1, 5},
	}
	loc := i18n.For(i18n.English)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, per := playerChart(loc, tt.games, tt.width)
			limit := tt.width
			if limit == 0 {
				limit = 80
			}
			for _, l := range lines {
				if termtext.Width(l) > limit {
					t.Errorf("a line of %d columns at %d: %q", termtext.Width(l), limit, l)
				}
			}
			// The lowest row of bars shows every column (at least an eighth).
			bars := len(strings.Fields(strings.Join(strings.Split(strings.SplitN(lines[pointRows], "┤", 2)[1], ""), " ")))
			if per != tt.per || bars != tt.columns {
				t.Errorf("%d games a column, %d columns; want %d and %d\n%s", per, bars, tt.per, tt.columns, strings.Join(lines, "\n"))
			}
			dates := lines[len(lines)-1]
			first, last := loc.Date(tt.games[0].PlayedAt), loc.Date(tt.games[len(tt.games)-1].PlayedAt)
			if !strings.Contains(dates, first) || !strings.Contains(dates, last) {
				t.Errorf("the axis says %q, not %s and %s", dates, first, last)
			}
			dots := 0
			for _, l := range lines[pointRows+2 : pointRows+2+ratingRows] {
				dots += strings.Count(l, "•")
			}
			if dots != tt.columns {
				t.Errorf("%d dots of rating for %d columns", dots, tt.columns)
			}
		})
	}
}
