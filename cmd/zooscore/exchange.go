package main

import (
	"bufio"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// exported is one line of an export: the result object plus what it takes
// to store the game again elsewhere.
type exported struct {
	scorer.Result
	UUID     string          `json:"uuid"`
	PlayedAt time.Time       `json:"played_at"`
	Input    json.RawMessage `json:"input"`
}

func (a *app) newExportCmd() *cobra.Command {
	var format, output string
	cmd := &cobra.Command{
		Use:  "export",
		Args: noArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if format != "jsonl" && format != "csv" && format != "notation" {
				return usage("cmd.export.format", "format", format)
			}
			st, err := a.store()
			if err != nil {
				return err
			}
			w := a.io.Out
			if output != "" && output != "-" {
				f, err := os.Create(output)
				if err != nil {
					return said(err, "cmd.export.cannot-write", "path", output, "detail", err.Error())
				}
				defer f.Close()
				w = f
			}
			defer bulkGC(exportGCPercent, exportGCLimit)()
			buf := bufio.NewWriterSize(w, 1<<16)
			switch format {
			case "csv":
				err = exportCSV(c.Context(), st, buf)
			case "notation":
				err = exportNotation(c.Context(), st, buf)
			default:
				err = exportJSONL(c.Context(), st, buf)
			}
			if err != nil {
				return err
			}
			return buf.Flush()
		},
	}
	cmd.Flags().StringVar(&format, "format", "jsonl", "")
	cmd.Flags().StringVar(&output, "output", "", "")
	return cmd
}

// exportCSV writes one row per player and game. Stored texts go through
// csvText; the numbers and the time are zooscore's own and stay numbers (a
// total of -2 is not a formula).
func exportCSV(ctx context.Context, st *store.Store, w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write(strings.Split(csvHeader, ","))
	err := st.Export(ctx, func(g store.Game) error {
		for _, p := range g.Result.Players {
			cw.Write([]string{strconv.FormatInt(g.ID, 10), csvText(g.UUID), csvText(g.Game), csvText(g.Status), g.PlayedAt.Format(time.RFC3339),
				csvText(p.Name), strconv.Itoa(p.Rank), strconv.Itoa(p.Total)})
		}
		return cw.Error()
	})
	cw.Flush()
	if err != nil {
		return err
	}
	return cw.Error()
}

// csvText is a stored text as a spreadsheet cell: made visible (see
// prompts.Visible), and when it begins with a character that makes a
// spreadsheet read the cell as a formula (=, +, -, @, a tab or a carriage
// return), preceded by a single quote, so that it is shown and never run
// (OWASP's advice on CSV injection).
func csvText(s string) string {
	s = prompts.Visible(s)
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

func (a *app) newImportCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:  "import FILE",
		Args: exactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if strings.EqualFold(filepath.Ext(args[0]), ".csv") {
				return csvImportError(args[0])
			}
			r, done, err := openInput(a.io.In, args[0])
			if err != nil {
				return err
			}
			defer done()
			// A CSV export given another name (or on standard input) is
			// known by its first line.
			br := bufio.NewReaderSize(r, 1<<16)
			if head, _ := br.Peek(len(csvHeader)); string(head) == csvHeader {
				return csvImportError(args[0])
			}
			r = br
			st, err := a.store()
			if err != nil {
				return err
			}
			defer bulkGC(importGCPercent, importGCLimit)()
			next, stop := importLines(r)
			defer stop()
			stats, err := st.Import(c.Context(), next)
			if err != nil {
				return err
			}
			if stats.Added > 0 {
				// Replay the ratings now, while the club waits for the
				// import anyway, so that leaderboard answers at once.
				if err := st.UpdateLeaderboards(c.Context(), append([]string{""}, gameNameList()...)...); err != nil {
					return err
				}
			}
			if a.jsonOut {
				writeJSON(a.io.Out, map[string]int{"added": stats.Added, "skipped": stats.Skipped})
				return nil
			}
			a.println(a.t("cmd.import.done", "added", scorer.M("cmd.import.added", "n", stats.Added), "skipped", scorer.M("cmd.import.skipped", "n", stats.Skipped)))
			return nil
		},
	}
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "")
	return cmd
}

// bulkGC lets the heap of an import or export grow between collections
// up to percent of what is live, or limit bytes of Go memory, whichever
// comes first, instead of twice what is live. What is live is a few
// megabytes (the lines in hand) while every game makes garbage a moment
// later, so the default collected several times a second. It gives a
// function that puts the defaults back.
func bulkGC(percent int, limit int64) func() {
	percent = debug.SetGCPercent(percent)
	limit = debug.SetMemoryLimit(limit)
	return func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	}
}

// An import allocates some 30 KB a game (reading, scoring, packing): at
// 400% and 32 MiB the collector still took a twentieth of its processor
// time, which eleven times and 48 MiB save, for some 15 MB more at the
// peak (about 90 MB, under the 100 MB an import may take). An export
// makes little garbage (its lines are written from the stored rows): there
// the larger bounds only cost memory (46 -> 61 MB for 100,000 games) and
// saved no time.
const (
	importGCPercent, importGCLimit = 1000, 48 << 20
	exportGCPercent, exportGCLimit = 400, 32 << 20
)

// csvHeader begins every CSV export.
const csvHeader = "id,uuid,game,status,played_at,player,rank,total"

// csvImportError refuses a CSV export: it keeps the scores but not the
// sheets or play script a game was scored from, so nothing could be
// rescored from it (exit 2, nothing stored).
func csvImportError(name string) error {
	if name == "-" {
		return usage("cmd.import.csv-stdin")
	}
	return usage("cmd.import.csv", "path", name)
}

// lineError keeps the kind of error (so the exit status stays right) and
// names the line.
func lineError(n int, err error) error {
	var (
		usage *usageError
		input *scorer.InputError
		read  *readError
		v     scorer.Violations
	)
	switch {
	case errors.As(err, &v):
		out := make(scorer.Violations, len(v))
		for i, x := range v {
			x.Line = n // shown as "line N" with the note, in every language
			out[i] = x
		}
		return out
	case errors.As(err, &usage), errors.As(err, &input), errors.As(err, &read):
		return &readError{msg: scorer.M("cmd.import.bad-line", "line", n), cause: err}
	}
	return said(err, "cmd.import.line-failed", "line", n)
}
