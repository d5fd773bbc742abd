package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
)

// The commands export and import: their flags, the store, and what they
// print; the file formats are package exchange's.

func (a *app) newExportCmd() *cobra.Command {
	var format, output, gameName, since string
	var bggIDs []string
	cmd := &cobra.Command{
		Use:  "export",
		Args: noArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if format != "jsonl" && format != "csv" && format != "notation" && format != "bgstats" {
				return usage("cmd.export.format", "format", format)
			}
			if len(bggIDs) > 0 && format != "bgstats" {
				return usage("cmd.export.bgg-id-format", "format", format)
			}
			only, err := exportFilter(gameName, since)
			if err != nil {
				return err
			}
			ids, err := exchange.ParseBGGIDs(bggIDs)
			if err != nil {
				return err
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
			chosen := exchange.Only(st, only)
			switch format {
			case "csv":
				err = exchange.WriteCSV(c.Context(), chosen, buf, prompts.Visible)
			case "notation":
				err = exportNotation(c.Context(), chosen, buf)
			case "bgstats":
				var left int
				left, err = exchange.WriteBGStats(c.Context(), st, buf, exchange.WriteOptions{Only: only, BGGIDs: ids})
				if left > 0 {
					fmt.Fprintln(a.io.ErrOut, prompts.Wrap(a.t("cmd.export.left-out", "n", left), a.io.ErrWidth))
				}
			default:
				err = exchange.WriteJSONL(c.Context(), chosen, buf)
			}
			if err != nil {
				return err
			}
			return buf.Flush()
		},
	}
	cmd.Flags().StringVar(&format, "format", "jsonl", "")
	cmd.Flags().StringVar(&output, "output", "", "")
	cmd.Flags().StringVar(&gameName, "game", "", "")
	cmd.Flags().StringVar(&since, "since", "", "")
	cmd.Flags().StringArrayVar(&bggIDs, "bgg-id", nil, "")
	return cmd
}

// exportFilter reads export's --game and --since as history reads them.
func exportFilter(gameName, since string) (exchange.Filter, error) {
	g, err := gameFlag(gameName)
	if err != nil || since == "" {
		return exchange.Filter{Game: g}, err
	}
	t, err := time.ParseInLocation("2006-01-02", since, time.Local)
	if err != nil {
		return exchange.Filter{}, usage("cmd.history.since", "since", since)
	}
	return exchange.Filter{Game: g, Since: t}, nil
}

func (a *app) newImportCmd() *cobra.Command {
	var maps, bggIDs []string
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
			if head, _ := br.Peek(len(exchange.CSVHeader)); string(head) == exchange.CSVHeader {
				return csvImportError(args[0])
			}
			if exchange.IsBGStats(br) {
				return a.importBGStats(c.Context(), br, maps, bggIDs)
			}
			if len(maps) > 0 || len(bggIDs) > 0 {
				return usage("cmd.import.bgstats-only", "path", args[0])
			}
			r = br
			st, err := a.store()
			if err != nil {
				return err
			}
			defer bulkGC(importGCPercent, importGCLimit)()
			next, stop := exchange.ReadLines(r)
			defer stop()
			stats, err := st.Import(c.Context(), next)
			if err != nil {
				return importError(err)
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
	cmd.Flags().StringArrayVar(&maps, "map", nil, "")
	cmd.Flags().StringArrayVar(&bggIDs, "bgg-id", nil, "")
	return cmd
}

// importBGStats stores the plays of the three games in a BG Stats file
// (package exchange says how) and says what it did.
func (a *app) importBGStats(ctx context.Context, r io.Reader, maps, bggIDs []string) error {
	opts := exchange.ReadOptions{}
	var err error
	if opts.Map, err = exchange.ParseMap(maps); err != nil {
		return err
	}
	if opts.BGGIDs, err = exchange.ParseBGGIDs(bggIDs); err != nil {
		return err
	}
	st, err := a.store()
	if err != nil {
		return err
	}
	stats, err := exchange.ImportBGStats(ctx, st, r, opts)
	if err != nil {
		return err
	}
	if stats.Added > 0 {
		if err := st.UpdateLeaderboards(ctx, append([]string{""}, gameNameList()...)...); err != nil {
			return err
		}
	}
	if a.jsonOut {
		writeJSON(a.io.Out, stats)
		return nil
	}
	a.println(a.words().Say(stats.Said()))
	return nil
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

// csvImportError refuses a CSV export: it keeps the scores but not the
// sheets or play script a game was scored from, so nothing could be
// rescored from it (exit 2, nothing stored).
func csvImportError(name string) error {
	if name == "-" {
		return usage("cmd.import.csv-stdin")
	}
	return usage("cmd.import.csv", "path", name)
}

// importError says which line of an import failed, keeping the kind of
// error (so the exit status stays right); broken rules name their line
// already.
func importError(err error) error {
	var line *exchange.LineError
	switch {
	case !errors.As(err, &line):
		return err
	case line.Unreadable:
		return &readError{msg: scorer.M("cmd.import.bad-line", "line", line.Line), cause: line.Err}
	}
	return said(line.Err, "cmd.import.line-failed", "line", line.Line)
}
