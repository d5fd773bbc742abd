package main

import (
	"bufio"
	"errors"
	"io"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/msg"
)

// The command import: its file, the store, and what it prints; the file
// formats are package exchange's.

// importOptions is the whole input of import.
type importOptions struct {
	shared
	File   string   // FILE: an export (JSONL) or a BG Stats file, or - for standard input
	Maps   []string // --map "NAME=GAME": a BG Stats game name that is one of the three
	BGGIDs []string // --bgg-id GAME=ID: a game's BoardGameGeek id, remembered
}

func newCmdImport(f *factory, runF func(*importOptions) error) *cobra.Command {
	opts := &importOptions{shared: f.shared(createStore)}
	cmd := &cobra.Command{
		Use:  "import FILE",
		Args: exactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx, opts.File = c.Context(), args[0]
			if runF != nil {
				return runF(opts)
			}
			return importRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	cmd.Flags().StringArrayVar(&opts.Maps, "map", nil, "")
	cmd.Flags().StringArrayVar(&opts.BGGIDs, "bgg-id", nil, "")
	return cmd
}

func importRun(opts *importOptions) error {
	if strings.EqualFold(filepath.Ext(opts.File), ".csv") {
		return csvImportError(opts.File)
	}
	r, done, err := openInput(opts.IO.In, opts.File)
	if err != nil {
		return err
	}
	defer done()
	// A CSV export given another name (or on standard input) is
	// known by its first line.
	br := bufio.NewReaderSize(r, 1<<16)
	if head, _ := br.Peek(len(exchange.CSVHeader)); string(head) == exchange.CSVHeader {
		return csvImportError(opts.File)
	}
	if exchange.IsBGStats(br) {
		return importBGStats(opts, br)
	}
	if len(opts.Maps) > 0 || len(opts.BGGIDs) > 0 {
		return usage("cmd.import.bgstats-only", "path", opts.File)
	}
	r = br
	st, err := opts.Store()
	if err != nil {
		return err
	}
	st.Beside = yieldProcessor
	defer bulkGC(importGCPercent, importGCLimit)()
	next, stop := exchange.ReadLines(r)
	defer stop()
	stats, err := st.Import(opts.Ctx, next)
	if err != nil {
		return importError(err)
	}
	if stats.Added > 0 {
		// Replay the ratings now, while the club waits for the
		// import anyway, so that leaderboard answers at once.
		if err := st.UpdateLeaderboards(opts.Ctx, append([]string{""}, gameNameList()...)...); err != nil {
			return err
		}
	}
	if opts.JSON {
		writeJSON(opts.IO.Out, map[string]int{"added": stats.Added, "skipped": stats.Skipped})
		return nil
	}
	opts.println(opts.t("cmd.import.done", "added", msg.M("cmd.import.added", "n", stats.Added), "skipped", msg.M("cmd.import.skipped", "n", stats.Skipped)))
	return nil
}

// importBGStats stores the plays of the three games in a BG Stats file
// (package exchange says how) and says what it did.
func importBGStats(opts *importOptions, r io.Reader) error {
	ro := exchange.ReadOptions{}
	var err error
	if ro.Map, err = exchange.ParseMap(opts.Maps); err != nil {
		return err
	}
	if ro.BGGIDs, err = exchange.ParseBGGIDs(opts.BGGIDs); err != nil {
		return err
	}
	st, err := opts.Store()
	if err != nil {
		return err
	}
	st.Beside = yieldProcessor
	stats, err := exchange.ImportBGStats(opts.Ctx, st, r, ro)
	if err != nil {
		return err
	}
	if stats.Added > 0 {
		if err := st.UpdateLeaderboards(opts.Ctx, append([]string{""}, gameNameList()...)...); err != nil {
			return err
		}
	}
	if opts.JSON {
		writeJSON(opts.IO.Out, stats)
		return nil
	}
	opts.println(opts.words().Say(stats.Said()))
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
		return &readError{msg: msg.M("cmd.import.bad-line", "line", line.Line), cause: line.Err}
	}
	return said(line.Err, "cmd.import.line-failed", "line", line.Line)
}
