package main

import (
	"bufio"
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/termtext"
)

// The command export: its flags, the store, and where it writes; the file
// formats are package exchange's.

// exportOptions is the whole input of export.
type exportOptions struct {
	shared
	Format string   // --format: jsonl, csv, notation or bgstats
	Output string   // --output: a file; "" or - for standard output
	Game   string   // --game: only this game's
	Since  string   // --since: only games played on that day or later (YYYY-MM-DD)
	BGGIDs []string // --bgg-id GAME=ID: BoardGameGeek ids for this file (bgstats)
}

func newCmdExport(f *factory, runF func(*exportOptions) error) *cobra.Command {
	opts := &exportOptions{shared: f.shared(readStore)}
	cmd := &cobra.Command{
		Use:  "export",
		Args: noArgs,
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx = c.Context()
			if runF != nil {
				return runF(opts)
			}
			return exportRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Format, "format", "jsonl", "")
	cmd.Flags().StringVar(&opts.Output, "output", "", "")
	cmd.Flags().StringVar(&opts.Game, "game", "", "")
	cmd.Flags().StringVar(&opts.Since, "since", "", "")
	cmd.Flags().StringArrayVar(&opts.BGGIDs, "bgg-id", nil, "")
	return cmd
}

func exportRun(opts *exportOptions) error {
	format, output := opts.Format, opts.Output
	if format != "jsonl" && format != "csv" && format != "notation" && format != "bgstats" {
		return usage("cmd.export.format", "format", format)
	}
	if len(opts.BGGIDs) > 0 && format != "bgstats" {
		return usage("cmd.export.bgg-id-format", "format", format)
	}
	only, err := exportFilter(opts.Game, opts.Since)
	if err != nil {
		return err
	}
	ids, err := exchange.ParseBGGIDs(opts.BGGIDs)
	if err != nil {
		return err
	}
	st, err := opts.Store()
	if err != nil {
		return err
	}
	w := opts.IO.Out
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
		err = exchange.WriteCSV(opts.Ctx, chosen, buf, termtext.Visible)
	case "notation":
		err = exportNotation(opts.Ctx, chosen, buf)
	case "bgstats":
		var left int
		left, err = exchange.WriteBGStats(opts.Ctx, st, buf, exchange.WriteOptions{Only: only, BGGIDs: ids})
		if left > 0 {
			fmt.Fprintln(opts.IO.ErrOut, termtext.Wrap(opts.t("cmd.export.left-out", "n", left), opts.IO.ErrWidth))
		}
	default:
		err = exchange.WriteJSONL(opts.Ctx, chosen, buf)
	}
	if err != nil {
		return err
	}
	return buf.Flush()
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
