package store

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPlayerHistoryReadsItsPageInOrder: a player's listing walks the index
// of that player's results in the order of the listing, with whatever
// filter, and never sorts: the first page of a regular of 330,000 games
// reads its 50 rows (migration 005). Without that index SQLite gathered
// every game of the player and sorted them (over a second at a million
// games).
func TestPlayerHistoryReadsItsPageInOrder(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "z.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, f := range []Filter{
		{Player: "Ann", Limit: 50},
		{Player: "Ann", Game: "dice", Limit: 50, Offset: 50},
		{Player: "Ann", Status: "in-progress", Since: time.Unix(1e9, 0)},
	} {
		q, args := historyQuery(f)
		rows, err := s.db.QueryContext(context.Background(), "EXPLAIN QUERY PLAN "+q, args...)
		if err != nil {
			t.Fatal(err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		rows.Close()
		text := strings.Join(plan, "; ")
		if strings.Contains(text, "TEMP B-TREE") || !strings.Contains(text, "results_by_player_time") {
			t.Errorf("%+v: plan %q; want the results index of the player, without a sort", f, text)
		}
	}
}
