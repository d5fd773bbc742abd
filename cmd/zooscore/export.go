package main

import (
	"bufio"
	"os"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/prompts"
)

// The command export: its flags, the store, and where it writes; the file
// formats are package exchange's.

// exportOptions is the whole input of export.
type exportOptions struct {
	shared
	Format string // --format: jsonl, csv or notation
	Output string // --output: a file; "" or - for standard output
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
	return cmd
}

func exportRun(opts *exportOptions) error {
	format, output := opts.Format, opts.Output
	if format != "jsonl" && format != "csv" && format != "notation" {
		return usage("cmd.export.format", "format", format)
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
	switch format {
	case "csv":
		err = exchange.WriteCSV(opts.Ctx, st, buf, prompts.Visible)
	case "notation":
		err = exportNotation(opts.Ctx, st, buf)
	default:
		err = exchange.WriteJSONL(opts.Ctx, st, buf)
	}
	if err != nil {
		return err
	}
	return buf.Flush()
}
