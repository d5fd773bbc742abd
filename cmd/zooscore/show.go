package main

import (
	"github.com/spf13/cobra"
)

// showOptions is the whole input of show.
type showOptions struct {
	shared
	ID       string // ID, as typed
	Notation bool   // --notation: the game in notation instead of its result
}

func newCmdShow(f *factory, runF func(*showOptions) error) *cobra.Command {
	opts := &showOptions{shared: f.shared(readStore)}
	cmd := &cobra.Command{
		Use:  "show ID",
		Args: exactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx, opts.ID = c.Context(), args[0]
			if runF != nil {
				return runF(opts)
			}
			return showRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	cmd.Flags().BoolVar(&opts.Notation, "notation", false, "")
	return cmd
}

func showRun(opts *showOptions) error {
	sg, g, err := opts.stored(opts.Ctx, opts.ID)
	if err != nil {
		return err
	}
	if opts.Notation {
		return opts.showNotation(sg, g)
	}
	return opts.printStored(opts.fresh(sg, g), sg, g)
}
