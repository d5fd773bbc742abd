package exchange

import (
	"context"
	"encoding/csv"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/zooscore/zooscore/playlog"
	"github.com/zooscore/zooscore/store"
)

// CSVHeader begins every CSV export.
const CSVHeader = "id,uuid,game,status,played_at,player,rank,total,location,duration_minutes,start_player,note"

// WriteCSV writes one row per player and game st gives (Only chooses
// some), for spreadsheets, the game's play log repeated on each of its
// rows. Stored texts go through csvText, after visible, which gives a
// stored text as the commands show it (its control characters written
// out); the numbers and the time are zooscore's own and stay numbers (a
// total of -2 is not a formula).
func WriteCSV(ctx context.Context, st Games, w io.Writer, visible func(string) string) error {
	cw := csv.NewWriter(w)
	cw.Write(strings.Split(CSVHeader, ","))
	text := func(s string) string { return csvText(visible(s)) }
	err := st.Export(ctx, func(g store.Game) error {
		log := playlog.Of(g)
		minutes := ""
		if log.Minutes != 0 {
			minutes = strconv.Itoa(log.Minutes)
		}
		for _, p := range g.Result.Players {
			cw.Write([]string{strconv.FormatInt(g.ID, 10), text(g.UUID), text(g.Game), text(g.Status), g.PlayedAt.Format(time.RFC3339),
				text(p.Name), strconv.Itoa(p.Rank), strconv.Itoa(p.Total),
				text(log.Location), minutes, text(log.StartPlayer), text(log.Note)})
		}
		return cw.Error()
	})
	cw.Flush()
	if err != nil {
		return err
	}
	return cw.Error()
}

// csvText is a text as a spreadsheet cell: when it begins with a character
// that makes a spreadsheet read the cell as a formula (=, +, -, @, a tab
// or a carriage return), preceded by a single quote, so that it is shown
// and never run (OWASP's advice on CSV injection).
func csvText(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
