package store

import (
	"errors"
	"fmt"
	"strconv"
)

// The ranks column of games (migration 003) holds what the leaderboard
// replays of a game, "player rank total" per seat in the order of the
// result, as decimal numbers separated by spaces: SQLite builds the same text
// with group_concat (string_agg, which PostgreSQL knows too, in ranksOf), in the migration and as the fallback of a game whose
// column is NULL (ranksOf), and a text is short (about 40 bytes for four
// players) and readable in the sqlite3 shell.

// ranksOf is the SQL that builds the ranks text of game g from its result
// rows; the leaderboard uses it for a game whose column was never written.
const ranksOf = `(SELECT COALESCE(string_agg(concat_ws(' ', r.player_id, r.rank, r.total), ' ' ORDER BY r.position), '')
	FROM results r WHERE r.game_id = g.id)`

// appendRanks appends the ranks text of a game's seats to buf.
func appendRanks(buf []byte, seats []seatName) []byte {
	for i, st := range seats {
		if i > 0 {
			buf = append(buf, ' ')
		}
		buf = strconv.AppendInt(buf, st.player, 10)
		buf = append(buf, ' ')
		buf = strconv.AppendInt(buf, int64(st.rank), 10)
		buf = append(buf, ' ')
		buf = strconv.AppendInt(buf, int64(st.total), 10)
	}
	return buf
}

// seatRow is one player's place in a replayed game.
type seatRow struct {
	player      int64
	rank, total int
}

// seatName is a player of a game as the ranks column and the players
// table give it.
type seatName struct {
	seatRow
	name string // as the players table spells it
}

var errRanks = errors.New("damaged ranks")

// parseRanks appends the seats of a ranks text to seats. It parses by hand:
// it runs once per game of a full replay.
func parseRanks(text []byte, seats []seatRow) ([]seatRow, error) {
	var nums [3]int64
	n := 0
	for i := 0; i < len(text); {
		if text[i] == ' ' {
			i++
			continue
		}
		neg := text[i] == '-'
		if neg {
			i++
		}
		start := i
		var v int64
		for ; i < len(text) && text[i] >= '0' && text[i] <= '9'; i++ {
			v = v*10 + int64(text[i]-'0')
		}
		if i == start || i-start > 18 || (i < len(text) && text[i] != ' ') {
			return seats, fmt.Errorf("%w: %q", errRanks, text)
		}
		if neg {
			v = -v
		}
		nums[n] = v
		if n++; n == 3 {
			seats = append(seats, seatRow{player: nums[0], rank: int(nums[1]), total: int(nums[2])})
			n = 0
		}
	}
	if n != 0 {
		return seats, fmt.Errorf("%w: %q", errRanks, text)
	}
	return seats, nil
}
