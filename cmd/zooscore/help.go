package main

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/zooscore/zooscore/i18n"
)

// The help of every command is in the catalogs (help.toml), in the language
// of the table: each command's help.COMMAND.short, .long, .example and
// .args (the words after its name in "Usage:"), each flag's
// flag.COMMAND.NAME (else flag.NAME, for a flag that says the same on
// every command), and the headings cobra writes in English ("Usage:",
// "Flags:"). A command is named by its path below zooscore, with dots:
// "score", "completion.bash"; zooscore itself is "zooscore".

// prepareHelp gives the commands cobra's help and completion commands and
// their --help and --version flags, and puts the words of the catalogs
// into them when help is first shown: most runs show none, and saying the
// help of every command took 4 ms of every run's start. It returns what
// puts them in at once (see completing).
func prepareHelp(root *cobra.Command, loc *i18n.Localizer) (localize func()) {
	root.SetHelpCommand(newHelpCmd())
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	root.Flags().BoolP("version", "v", false, "")
	walk(root, func(c *cobra.Command) {
		if c.Flags().Lookup("help") == nil {
			c.Flags().BoolP("help", "h", false, "")
		}
	})
	localize = sync.OnceFunc(func() { localizeHelp(root, loc) })
	shown := root.HelpFunc() // cobra's, for every command below root too
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		localize()
		shown(c, args)
	})
	return localize
}

// completing says whether the arguments ask cobra for completions, whose
// descriptions are the commands' and flags' help.
func completing(args []string) bool {
	name := commandName(args)
	return name == cobra.ShellCompRequestCmd || name == cobra.ShellCompNoDescRequestCmd
}

// localizeHelp puts the words of the catalogs into the commands, their
// flags, and cobra's own help and completion commands.
func localizeHelp(root *cobra.Command, loc *i18n.Localizer) {
	walk(root, func(c *cobra.Command) {
		key := helpKey(c)
		c.Short = helpText(loc, "help."+key+".short", c.Short)
		c.Long = helpText(loc, "help."+key+".long", c.Long)
		c.Example = helpText(loc, "help."+key+".example", c.Example)
		if loc.Has("help." + key + ".args") {
			c.Use = c.Name() + " " + loc.T("help."+key+".args")
		}
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			switch {
			case f.Name == "help":
				f.Usage = loc.T("flag.help", "command", c.CommandPath())
				return
			case f.Name == "version" && !c.HasParent():
				f.Usage = loc.T("flag.version")
				return
			}
			for _, id := range []string{"flag." + key + "." + f.Name, "flag." + f.Name} {
				if loc.Has(id) {
					f.Usage = loc.T(id)
					if loc.Has(id + ".value") {
						f.Annotations = map[string][]string{valueName: {loc.T(id + ".value")}}
					}
					break
				}
			}
		})
		c.SetUsageFunc(func(c *cobra.Command) error { return writeUsage(c.OutOrStderr(), loc, c) })
	})
}

// valueName is the annotation of a flag that names its value ("--db
// PATH") when its usage has no word in back quotes.
const valueName = "zooscore-value-name"

// walk calls fn on c and every command below it.
func walk(c *cobra.Command, fn func(*cobra.Command)) {
	fn(c)
	for _, sub := range c.Commands() {
		walk(sub, fn)
	}
}

// helpKey names a command in the catalogs: its path below zooscore.
func helpKey(c *cobra.Command) string {
	if !c.HasParent() {
		return c.Name()
	}
	var parts []string
	for x := c; x.HasParent(); x = x.Parent() {
		parts = append([]string{x.Name()}, parts...)
	}
	return strings.Join(parts, ".")
}

func helpText(loc *i18n.Localizer, id, otherwise string) string {
	if loc.Has(id) {
		return strings.TrimRight(loc.T(id, "root", "zooscore"), "\n")
	}
	return otherwise
}

// newHelpCmd is cobra's help command, in the language of the table.
func newHelpCmd() *cobra.Command {
	return &cobra.Command{
		Use: "help [command]",
		ValidArgsFunction: func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			var out []string
			cmd, _, err := c.Root().Find(args)
			if err != nil {
				return nil, noFiles
			}
			for _, sub := range cmd.Commands() {
				if (sub.IsAvailableCommand() || sub.Name() == "help") && strings.HasPrefix(sub.Name(), toComplete) {
					out = append(out, sub.Name()+"\t"+sub.Short)
				}
			}
			return out, noFiles
		},
		RunE: func(c *cobra.Command, args []string) error {
			cmd, _, err := c.Root().Find(args)
			if cmd == nil || err != nil {
				return usage("cmd.help.unknown-topic", "topic", strings.Join(args, " "))
			}
			cmd.InitDefaultHelpFlag()
			return cmd.Help()
		},
	}
}

// writeUsage writes what cobra's usage template writes, with the headings
// and the flags' defaults in the language of the table.
func writeUsage(w io.Writer, loc *i18n.Localizer, c *cobra.Command) error {
	var b strings.Builder
	b.WriteString(loc.T("help.heading.usage"))
	if c.Runnable() {
		b.WriteString("\n  " + useLine(loc, c))
	}
	if c.HasAvailableSubCommands() {
		b.WriteString("\n  " + c.CommandPath() + " " + loc.T("help.command-placeholder"))
	}
	if len(c.Aliases) > 0 {
		b.WriteString("\n\n" + loc.T("help.heading.aliases") + "\n  " + c.NameAndAliases())
	}
	if c.HasExample() {
		b.WriteString("\n\n" + loc.T("help.heading.examples") + "\n" + c.Example)
	}
	if c.HasAvailableSubCommands() {
		b.WriteString("\n\n" + loc.T("help.heading.commands"))
		width := 0
		for _, sub := range c.Commands() {
			width = max(width, utf8.RuneCountInString(sub.Name()))
		}
		for _, sub := range c.Commands() {
			if sub.IsAvailableCommand() || sub.Name() == "help" {
				b.WriteString("\n  " + pad(sub.Name(), width) + " " + sub.Short)
			}
		}
	}
	if c.HasAvailableLocalFlags() {
		b.WriteString("\n\n" + loc.T("help.heading.flags") + "\n" + flagUsages(loc, c.LocalFlags()))
	}
	if c.HasAvailableInheritedFlags() {
		b.WriteString("\n\n" + loc.T("help.heading.global-flags") + "\n" + flagUsages(loc, c.InheritedFlags()))
	}
	if c.HasAvailableSubCommands() {
		b.WriteString("\n\n" + loc.T("help.more", "command", c.CommandPath()+" "+loc.T("help.command-placeholder")+" --help"))
	}
	_, err := fmt.Fprintln(w, b.String())
	return err
}

// useLine is the command's path, its arguments and, when it has flags,
// "[flags]" in the language of the table.
func useLine(loc *i18n.Localizer, c *cobra.Command) string {
	line := c.CommandPath()
	if _, args, ok := strings.Cut(c.Use, " "); ok {
		line += " " + args
	}
	if c.HasAvailableFlags() {
		line += " " + loc.T("help.flags-placeholder")
	}
	return line
}

func pad(s string, width int) string {
	return s + strings.Repeat(" ", max(0, width-utf8.RuneCountInString(s)))
}

// flagUsages lists flags as pflag does ("  -h, --help   help for score"),
// with the name of a flag's value taken from its usage (the word in back
// quotes, as pflag reads it) and its default said in the language of the
// table.
func flagUsages(loc *i18n.Localizer, fs *pflag.FlagSet) string {
	type row struct{ left, usage string }
	var rows []row
	width := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		left := "      --" + f.Name
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			left = "  -" + f.Shorthand + ", --" + f.Name
		}
		name, text := pflag.UnquoteUsage(f)
		if v := f.Annotations[valueName]; len(v) > 0 {
			name = v[0]
		}
		switch name {
		case "":
		case f.Value.Type():
			left += " " + loc.T("help.value-placeholder")
		default:
			left += " " + name
		}
		if def, ok := shownDefault(f); ok {
			text += " " + loc.T("help.default", "value", def)
		}
		width = max(width, utf8.RuneCountInString(left))
		rows = append(rows, row{left, text})
	})
	lines := make([]string, len(rows))
	for i, r := range rows {
		lines[i] = pad(r.left, width) + "   " + r.usage
	}
	return strings.Join(lines, "\n")
}

// shownDefault is a flag's default when it is worth saying (not zero,
// empty or false), as pflag shows it.
func shownDefault(f *pflag.Flag) (string, bool) {
	switch f.Value.Type() {
	case "bool":
		return "", false
	case "string":
		return fmt.Sprintf("%q", f.DefValue), f.DefValue != ""
	case "int", "int64":
		return f.DefValue, f.DefValue != "0"
	}
	return f.DefValue, f.DefValue != "" && f.DefValue != "[]"
}
