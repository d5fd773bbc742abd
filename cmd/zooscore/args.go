package main

import (
	"github.com/spf13/cobra"
	"github.com/zooscore/zooscore/msg"
)

// The checks of a command's arguments, as cobra's ExactArgs, MaximumNArgs
// and NoArgs, but said in the language of the table: cobra says them in
// English ("accepts 1 arg(s), received 0").

func exactArgs(n int) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) != n {
			return &usageError{msg: msg.M("cmd.args.exact", "command", c.CommandPath(), "n", n, "got", len(args))}
		}
		return nil
	}
}

func maxArgs(n int) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) > n {
			return &usageError{msg: msg.M("cmd.args.at-most", "command", c.CommandPath(), "n", n, "got", len(args))}
		}
		return nil
	}
}

func noArgs(c *cobra.Command, args []string) error {
	if len(args) > 0 {
		return &usageError{msg: msg.M("cmd.args.none", "command", c.CommandPath(), "arg", args[0])}
	}
	return nil
}
