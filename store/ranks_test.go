package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"testing"
)

func TestParseRanks(t *testing.T) {
	cases := []struct {
		name string
		text string
		want []seatRow
		bad  bool
	}{
		{"no players", "", nil, false},
		{"one seat", "12 1 30", []seatRow{{12, 1, 30}}, false},
		{"shared place and negative total", "3 1 -4 1 1 0 9 3 7", []seatRow{{3, 1, -4}, {1, 1, 0}, {9, 3, 7}}, false},
		{"a seat cut short", "1 1 30 2 2", nil, true},
		{"not a number", "1 x 30", nil, true},
		{"sign alone", "1 1 -", nil, true},
		{"number run into a letter", "1 1 30a", nil, true},
		{"number too long", "1 1 1234567890123456789", nil, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := parseRanks([]byte(c.text), nil)
			if c.bad {
				if !errors.Is(err, errRanks) {
					t.Errorf("parseRanks(%q) err = %v, want errRanks", c.text, err)
				}
				return
			}
			if err != nil || !reflect.DeepEqual(got, c.want) {
				t.Errorf("parseRanks(%q) = %v, %v; want %v", c.text, got, err, c.want)
			}
		})
	}
}

func TestAppendRanksRoundTrip(t *testing.T) {
	seats := []seatName{{seatRow{7, 1, 40}, "a"}, {seatRow{1, 1, 40}, "b"}, {seatRow{123456, 3, -2}, "c"}}
	text := appendRanks(nil, seats)
	if string(text) != "7 1 40 1 1 40 123456 3 -2" {
		t.Errorf("appendRanks = %q", text)
	}
	got, err := parseRanks(text, nil)
	want := []seatRow{{7, 1, 40}, {1, 1, 40}, {123456, 3, -2}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("parseRanks(appendRanks) = %v, %v; want %v", got, err, want)
	}
}

// TestMigrationFillsRanks opens a database of schema 2 with games in it:
// migration 003 fills their ranks from the results rows, in the order of
// the result, and the leaderboard is replayed.
func TestMigrationFillsRanks(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v2.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(fmt.Sprintf("PRAGMA application_id = %d", applicationID)); err != nil {
		t.Fatal(err)
	}
	for _, m := range migrations() {
		if m.version <= 2 {
			if _, err := db.Exec(m.sql); err != nil {
				t.Fatal(err)
			}
		}
	}
	stmts := []string{
		`PRAGMA user_version = 2`,
		`INSERT INTO players (id, name, name_key) VALUES (1, 'Ann', 'ann'), (2, 'Bob', 'bob'), (3, 'Cy', 'cy')`,
		`INSERT INTO games (id, uuid, game, status, played_at, input, result) VALUES
			(1, 'u1', 'dice', 'finished', 100, '{}', '{}'), (2, 'u2', 'dice', 'in-progress', 200, '{}', '{}'),
			(3, 'u3', 'junior', 'finished', 300, '{}', '{}')`,
		// Player ids out of the order of the result, on purpose.
		`INSERT INTO results (game_id, player_id, position, total, rank, game, status, played_at) VALUES
			(1, 3, 0, 30, 1, 'dice', 'finished', 100), (1, 1, 1, -2, 2, 'dice', 'finished', 100),
			(2, 2, 0, 5, 1, 'dice', 'in-progress', 200)`,
		`INSERT INTO board_state (scope, played_at, game_id, seen_id, stale) VALUES ('', 300, 3, 3, 0)`,
	}
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var got []string
	rows, err := s.db.Query(`SELECT id, ranks FROM games ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var (
			id    int64
			ranks string
		)
		if err := rows.Scan(&id, &ranks); err != nil {
			t.Fatal(err)
		}
		got = append(got, fmt.Sprintf("%d:%s", id, ranks))
	}
	rows.Close()
	if want := []string{"1:3 1 30 1 2 -2", "2:2 1 5", "3:"}; !reflect.DeepEqual(got, want) {
		t.Errorf("ranks after the migration = %q, want %q", got, want)
	}
	var stale bool
	if err := s.db.QueryRow(`SELECT stale FROM board_state WHERE scope = ''`).Scan(&stale); err != nil || !stale {
		t.Errorf("board_state stale = %v, %v; want the board replayed once", stale, err)
	}
	board, err := s.Leaderboard(context.Background(), "")
	if err != nil || len(board) != 2 || board[0].Name != "Cy" || board[1].Average != -2 {
		t.Errorf("leaderboard after the migration = %+v, %v", board, err)
	}
}
