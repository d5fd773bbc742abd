package main

import (
	"fmt"
	"io"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/store"
)

// BenchmarkLeaderboardTable lays out and writes the leaderboard of a club
// of 2,500 players, as `leaderboard` does once its rows are read (a part
// of the figure in docs/postgres.md):
//
//	go test ./cmd/zooscore -run '^$' -bench LeaderboardTable -benchmem
func BenchmarkLeaderboardTable(b *testing.B) {
	rows := make([]store.BoardRow, 2500)
	for i := range rows {
		rows[i] = store.BoardRow{Name: fmt.Sprintf("Player %c. %d", 'A'+i%26, i/26), Games: 900 - i/10, Wins: 300 - i/20,
			WinRate: 0.3345, Average: 61.43, Best: 398, Rating: 23.5 - float64(i)/1000}
	}
	loc := i18n.For(i18n.English)
	plain := func(s string) string { return s }
	b.ReportAllocs()
	for b.Loop() {
		boardTable(loc, rows).render(io.Discard, 0, plain)
	}
}
