package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/prompts"
)

// deleteOptions is the whole input of delete.
type deleteOptions struct {
	shared
	ID  string // ID, as typed
	Yes bool   // --yes: delete without asking
}

func newCmdDelete(f *factory, runF func(*deleteOptions) error) *cobra.Command {
	opts := &deleteOptions{shared: f.shared(changeStore)}
	cmd := &cobra.Command{
		Use:  "delete ID",
		Args: exactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx, opts.ID = c.Context(), args[0]
			if runF != nil {
				return runF(opts)
			}
			return deleteRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Yes, "yes", false, "")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	return cmd
}

func deleteRun(opts *deleteOptions) error {
	sg, _, err := opts.stored(opts.Ctx, opts.ID)
	if err != nil {
		return err
	}
	id := sg.ID
	if !opts.Yes {
		p, err := opts.ask(msg.M("cmd.no-terminal.delete"))
		if err != nil {
			return err
		}
		var list []string
		for _, pl := range sg.Result.Players {
			list = append(list, pl.Name)
		}
		ok, err := prompts.YesNo(p, opts.t("cmd.delete.ask", "id", int(id), "game", opts.words().GameName(sg.Game),
			"players", msg.Names(list), "date", opts.words().Date(sg.PlayedAt.Local())), false)
		if err != nil || !ok {
			fmt.Fprintln(opts.IO.Out, opts.t("cmd.delete.kept", "id", int(id)))
			return nil
		}
	}
	st, err := opts.Store() // opened by stored
	if err != nil {
		return err
	}
	if err := st.Delete(opts.Ctx, id); err != nil {
		return err
	}
	if opts.JSON {
		writeJSON(opts.IO.Out, map[string]any{"deleted": id})
		return nil
	}
	fmt.Fprintln(opts.IO.Out, opts.t("cmd.delete.done", "id", int(id)))
	return nil
}
