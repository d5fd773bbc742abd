package store_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/internal/longtest"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/store/storetest"
)

// v3History is a history of n generated games after the small club, with
// a game whose uuid is not in the canonical form.
func v3History(n int) []store.Game {
	games := club()
	for i := range games {
		games[i].PlayedAt = time.Date(2026, 3, 1, 18, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Hour)
		games[i].UUID = store.NewUUID()
	}
	games[1].UUID = "Game 2 of another club"
	h := newHistory(n)
	for {
		g, ok, _ := h.next()
		if !ok {
			return games
		}
		games = append(games, g)
	}
}

// storedV3 is what Get returned for a game of schema 3: its result read
// from the English JSON it was stored as.
func storedV3(t *testing.T, id int64, g store.Game) scorer.Result {
	t.Helper()
	r := i18n.For(i18n.English).Result(g.Result)
	r.ID, r.Status = 0, ""
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back scorer.Result
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	back.ID, back.Status = id, g.Status
	if back.Status == "" {
		back.Status = scorer.StatusFinished
	}
	return back
}

func writeV3(t *testing.T, games []store.Game) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "v3.db")
	if err := storetest.WriteV3(path, games); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestUpgradeWithoutACheckKeepsEveryWord: a store that cannot score a game
// again (no check given) upgrades a file of schema 3 keeping every
// result's words: Get gives each game as schema 3 gave it, and every
// listing is the same.
func TestUpgradeWithoutACheckKeepsEveryWord(t *testing.T) {
	t.Parallel()
	games := v3History(300)
	path := writeV3(t, games)
	s, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	for i, g := range games {
		id := int64(i + 1)
		got, err := s.Get(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if want := storedV3(t, id, g); !reflect.DeepEqual(got.Result, want) {
			t.Fatalf("game %d after the upgrade:\n%+v\nwant as stored:\n%+v", id, got.Result, want)
		}
		if got.UUID != g.UUID || !got.PlayedAt.Equal(g.PlayedAt) || string(got.Input) != string(compactJSON(t, g.Input)) {
			t.Fatalf("game %d: uuid %s time %v input %s", id, got.UUID, got.PlayedAt, got.Input)
		}
	}
	checkListings(t, s, len(games))
}

// TestUpgradeDropsTheWordsScoredAgain: with the scoring of the commands
// (here one that gives the stored numbers for every game but those of a
// kind), the words of a game that scores again as stored go: Get gives its
// lean result, whose numbers are those stored; the others keep theirs. The
// freed space goes back to the file system. The history fills two of the
// migrations' batches and part of a third: a game at every place of a
// batch, and batches that follow one another (2,000 games proved no more
// and took twice as long).
func TestUpgradeDropsTheWordsScoredAgain(t *testing.T) {
	t.Parallel()
	games := v3History(2*store.CompactBatch + 100)
	path := writeV3(t, games)
	before := fileSize(t, path)
	rescore := func(game string, _ []byte, stored scorer.Result) (scorer.Result, bool) {
		return stored, game != "junior"
	}
	s, err := store.Open(path, store.WithRescore(rescore))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	for i, g := range games {
		id := int64(i + 1)
		got, err := s.Get(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		want := storedV3(t, id, g)
		if g.Game == "junior" {
			if !reflect.DeepEqual(got.Result, want) {
				t.Fatalf("junior game %d lost its words:\n%+v", id, got.Result)
			}
			continue
		}
		if a, b := numbersJSON(t, got.Result), numbersJSON(t, want); a != b {
			t.Fatalf("game %d after the upgrade:\n%s\nwant the numbers stored:\n%s", id, a, b)
		}
	}
	checkListings(t, s, len(games))
	s.Close()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var kept, juniors int
	if err := db.QueryRow(`SELECT count(words), count(*) FILTER (WHERE game = 'junior') FROM games`).Scan(&kept, &juniors); err != nil || kept != juniors {
		t.Errorf("%d games kept their words, %v; want the %d junior games", kept, err, juniors)
	}
	if after := fileSize(t, path); after >= before*3/4 {
		t.Errorf("the file is %d bytes after the upgrade, %d before: the freed pages stayed", after, before)
	}
}

func fileSize(t *testing.T, path string) int64 {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Size()
}

func compactJSON(t *testing.T, raw json.RawMessage) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// checkListings checks what reads the results rows and the ranks after an
// upgrade: every game is listed, a player's games are in order, and the
// leaderboard counts every finished game.
func checkListings(t *testing.T, s *store.Store, n int) {
	t.Helper()
	ctx := context.Background()
	all, err := s.History(ctx, store.Filter{})
	if err != nil || len(all) != n {
		t.Fatalf("history lists %d games, %v; want %d", len(all), err, n)
	}
	ann, err := s.History(ctx, store.Filter{Player: "ann"})
	if err != nil || len(ann) != 5 || ann[0].PlayedAt.Before(ann[4].PlayedAt) {
		t.Errorf("Ann's history: %d games, %v; want 5, newest first", len(ann), err)
	}
	board, err := s.Leaderboard(ctx, "")
	if err != nil || len(board) == 0 || board[0].Games == 0 {
		t.Errorf("leaderboard after the upgrade: %v, %v", board, err)
	}
}

// TestKilledUpgradeLeavesTheOldFile kills the upgrade of a file of schema
// 3 at points spread over it: the file is always whole, either still of
// schema 3 with every game or upgraded with every game, and the next open
// upgrades it.
func TestKilledUpgradeLeavesTheOldFile(t *testing.T) {
	longtest.Series(t)
	const n = 3000
	games := v3History(n)
	dir := t.TempDir()
	base := filepath.Join(dir, "base.db")
	if err := storetest.WriteV3(base, games); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(base)
	if err != nil {
		t.Fatal(err)
	}
	calibrate := filepath.Join(dir, "calibrate.db")
	os.WriteFile(calibrate, before, 0o644)
	whole := elapsed(t, "upgrade", calibrate, 0, "go")
	runs := crashRuns(6)
	outcomes := map[string]int{}
	for i := range runs {
		path := filepath.Join(dir, fmt.Sprintf("run-%d.db", i))
		if err := os.WriteFile(path, before, 0o644); err != nil {
			t.Fatal(err)
		}
		delay := time.Duration(int64(whole) * int64(i) / int64(runs) * 3 / 2)
		killAfter(t, startChild(t, "upgrade", path, 0), "go", delay)
		version, count, err := rawState(path)
		if err != nil {
			t.Fatalf("kill %d (%v into the upgrade): %v", i, delay, err)
		}
		if count != len(games) || version != 3 && version != store.SchemaVersion() {
			t.Fatalf("kill %d (%v into the upgrade): schema %d with %d games, want %d games", i, delay, version, count, len(games))
		}
		outcomes[fmt.Sprintf("schema %d", version)]++
		s, err := store.Open(path)
		if err != nil {
			t.Fatalf("open after kill %d: %v", i, err)
		}
		all, err := s.History(context.Background(), store.Filter{})
		s.Close()
		if err != nil || len(all) != len(games) {
			t.Fatalf("after kill %d the upgrade lists %d games, %v", i, len(all), err)
		}
	}
	t.Logf("%d kills over %v of an upgrade of %d games: %v", runs, whole, len(games), outcomes)
}

// rawState opens the file as SQLite does for anyone (rolling back what a
// killed writer left), checks it, and gives its schema and game count.
func rawState(path string) (version, games int, err error) {
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		return 0, 0, err
	}
	defer db.Close()
	var ok string
	if err := db.QueryRow(`PRAGMA integrity_check`).Scan(&ok); err != nil || ok != "ok" {
		return 0, 0, fmt.Errorf("integrity: %s %v", ok, err)
	}
	if err := db.QueryRow(`PRAGMA user_version`).Scan(&version); err != nil {
		return 0, 0, err
	}
	err = db.QueryRow(`SELECT count(*) FROM games`).Scan(&games)
	return version, games, err
}

// writeV4 is a file of schema 4 (schema 3 and the tables of zooscore
// serve) holding games, a table whose game is stored (game 1) and a table
// still being entered.
func writeV4(t *testing.T, games []store.Game) string {
	t.Helper()
	path := writeV3(t, games)
	tables, err := os.ReadFile("migrations/004_tables.sql")
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=foreign_keys(1)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range []string{string(tables), `PRAGMA user_version = 4`,
		`INSERT INTO score_tables (id, game, players, created_at, version, game_id) VALUES (1, 'dice', '["Ann","Bob"]', 1, 3, 1), (2, 'dice', '["Cy","Di"]', 2, 2, NULL)`,
		`INSERT INTO score_sheets (table_id, seat, draft, done, updated_at) VALUES (1, 0, '{}', 1, 1), (2, 1, '{"coins":2}', 0, 2)`} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// TestUpgradeFromSchema4KeepsTheTables: the rebuilt games table is the one
// the tables of schema 4 refer to: a table keeps its stored game, one still
// being entered keeps its sheets, and deleting the game takes its table
// along as before.
func TestUpgradeFromSchema4KeepsTheTables(t *testing.T) {
	games := v3History(50)
	path := writeV4(t, games)
	s, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	if version, n, err := rawState(path); err != nil || version != store.SchemaVersion() || n != len(games) {
		t.Fatalf("after the upgrade: schema %d, %d games, %v; want %d, %d", version, n, err, store.SchemaVersion(), len(games))
	}
	scored, err := s.Table(ctx, 1)
	if err != nil || scored.GameID != 1 || scored.Version != 3 {
		t.Fatalf("the scored table: %+v, %v", scored, err)
	}
	open, err := s.Table(ctx, 2)
	if err != nil || open.GameID != 0 || string(open.Sheets[1].Draft) != `{"coins":2}` {
		t.Fatalf("the open table: %+v, %v", open, err)
	}
	checkListings(t, s, len(games))
	if err := s.Delete(ctx, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Table(ctx, 1); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the table of a deleted game: %v, want it gone with its game", err)
	}
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var problems int
	if err := db.QueryRow(`SELECT count(*) FROM pragma_foreign_key_check`).Scan(&problems); err != nil || problems != 0 {
		t.Errorf("foreign key check: %d problems, %v", problems, err)
	}
}
