package main

import (
	"context"
	"errors"
	"os"
	"os/signal"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/prompts"
)

// Main runs zooscore with the arguments and returns the exit status.
func Main(args []string, io IO) int {
	f := &factory{io: io, now: time.Now, getenv: os.Getenv}
	if io.CanPrompt {
		if in, ok := io.In.(*os.File); ok {
			f.prompter = &prompts.Terminal{In: in, Out: nopCloser{io.Out}, Plain: !io.Color, Width: io.Width}
		}
	}
	return f.run(args)
}

// run runs one command line and turns its error into the exit status, in
// one place: the error is said once (see printError), a flag cobra could
// not read as a usage error, an error found before the command ran
// (an unknown command, a missing argument) with the help to read.
func (f *factory) run(args []string) int {
	// cobra builds every help text when the commands are built: the
	// language is chosen before that, from the arguments and the
	// environment.
	lang, err := language(args, f.env)
	if err == nil {
		f.openEarly(args, lang)
	}
	f.words = i18n.For(lang)
	f.speak()
	// An error cobra finds before a command runs (an unknown command or
	// flag) is JSON too when --json was asked for.
	asJSON := flagGiven(args, "--json")
	if err != nil {
		printError(f.io, f.words, err, asJSON)
		return exitCode(err)
	}
	root := newRoot(f)
	if completing(args) {
		f.localizeHelp()
	}
	ran := false // a command's own code ran; errors before that are usage errors
	root.PersistentPreRun = func(*cobra.Command, []string) { ran = true }
	root.SetArgs(args)
	root.SetIn(f.io.In)
	root.SetOut(f.io.Out)
	root.SetErr(f.io.ErrOut)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	cmd, err := root.ExecuteContextC(ctx)
	f.close()
	if err == nil {
		return exitOK
	}
	if errors.Is(err, errPaused) {
		return exitCancelled // the pause was reported where it happened
	}
	var flagErr *flagError
	if errors.As(err, &flagErr) {
		err = flagErr.usage(f.words)
	} else if !ran {
		err = seeHelp(err, cmd) // unknown command, wrong number of arguments
	}
	printError(f.io, f.words, err, jsonAsked(cmd, asJSON))
	return exitCode(err)
}

// jsonAsked says whether the command that ran (or failed to) answers in
// JSON: as its --json flag was read, when cobra got that far (--json=true,
// --json=false), else whether --json is among the arguments.
func jsonAsked(c *cobra.Command, given bool) bool {
	if c == nil {
		return given
	}
	if fl := c.Flags().Lookup("json"); fl != nil && fl.Changed {
		return fl.Value.String() == "true"
	}
	return given
}

// cobraUnknown is how cobra says that a command does not exist, and the
// commands it suggests instead; seeHelp says it in the language of the
// table.
var cobraUnknown = regexp.MustCompile(`^unknown command "(.*)" for "(.*)"(?:\n\nDid you mean this\?\n((?s).*))?`)

// seeHelp makes an error cobra found before a command ran (an unknown
// command, a missing argument) a usage error that names the help to read.
// cobra's suggestions ("Did you mean this?" on lines of their own) become
// part of the sentence.
func seeHelp(err error, cmd *cobra.Command) error {
	var u *usageError
	if errors.As(err, &u) {
		out := *u
		out.help = cmd.CommandPath()
		return &out
	}
	out := &usageError{msg: msg.M("cmd.error.cobra", "detail", err.Error()), help: cmd.CommandPath()}
	if m := cobraUnknown.FindStringSubmatch(err.Error()); m != nil {
		out.msg = msg.M("cmd.unknown-command", "command", m[1], "parent", m[2])
		if suggested := strings.Fields(m[3]); len(suggested) > 0 {
			out.msg = msg.M("cmd.unknown-command.suggest", "command", m[1], "parent", m[2],
				"suggestions", msg.List{Items: anyList(suggested), Or: true})
		}
	}
	return out
}

// wholeFlag says what is wrong with a number given to a flag: too large
// or too small for any count ("99999999999999999999999" is a whole number,
// so calling it "not a whole number" would puzzle), or not a whole number.
func wholeFlag(flag, value string) msg.Msg {
	v := strings.TrimSpace(value)
	_, err := strconv.Atoi(v)
	switch {
	case errors.Is(err, strconv.ErrRange) && strings.HasPrefix(v, "-"):
		return msg.M("cmd.flag.too-small", "flag", flag, "value", value)
	case errors.Is(err, strconv.ErrRange):
		return msg.M("cmd.flag.too-large", "flag", flag, "value", value)
	}
	return msg.M("cmd.flag.not-whole", "flag", flag, "value", value)
}

func anyList(list []string) []any {
	out := make([]any, len(list))
	for i, s := range list {
		out[i] = s
	}
	return out
}

// flagError is a flag cobra could not read; cmd is the command's path
// ("zooscore history"), for the help to see.
type flagError struct {
	cmd string
	err error
}

// asFlagError keeps the command a flag error belongs to, for the help
// to see.
func asFlagError(c *cobra.Command, err error) error {
	return &flagError{cmd: c.CommandPath(), err: err}
}

func (e *flagError) Error() string { return e.err.Error() }

// usage says what is wrong with the flag in the language of the table:
// pflag's errors say it in English ("flag needs an argument"), and a
// number in Go's words ("strconv.ParseInt: parsing ...: value out of
// range").
func (e *flagError) usage(loc *i18n.Localizer) error {
	var (
		unknown  *pflag.NotExistError
		needs    *pflag.ValueRequiredError
		bad      *pflag.InvalidValueError
		syntax   *pflag.InvalidSyntaxError
		said     msg.Msg
		flagName = func(f *pflag.Flag) string { return "--" + f.Name }
	)
	switch {
	case errors.As(e.err, &unknown) && unknown.GetSpecifiedShortnames() != "":
		said = msg.M("cmd.flag.unknown-short", "flag", "-"+unknown.GetSpecifiedName()[:1], "group", "-"+unknown.GetSpecifiedShortnames())
	case errors.As(e.err, &unknown):
		said = msg.M("cmd.flag.unknown", "flag", "--"+unknown.GetSpecifiedName())
	case errors.As(e.err, &needs):
		said = msg.M("cmd.flag.needs-value", "flag", flagName(needs.GetFlag()))
	case errors.As(e.err, &bad) && strings.HasPrefix(bad.GetFlag().Value.Type(), "int"):
		said = wholeFlag(flagName(bad.GetFlag()), bad.GetValue())
	case errors.As(e.err, &bad):
		said = msg.M("cmd.flag.bad-value", "flag", flagName(bad.GetFlag()), "value", bad.GetValue())
	case errors.As(e.err, &syntax):
		said = msg.M("cmd.flag.syntax", "flag", syntax.GetSpecifiedFlag())
	default:
		said = msg.M("cmd.error.cobra", "detail", e.err.Error())
	}
	return &usageError{msg: said, help: e.cmd}
}

// newRoot builds zooscore and its commands, in the language of the table.
func newRoot(f *factory) *cobra.Command {
	root := &cobra.Command{
		Use:           "zooscore",
		SilenceUsage:  true,
		SilenceErrors: true,
		// --version prints what zooscore version prints.
		Version: buildVersion().text(f.words),
	}
	root.PersistentFlags().StringVar(&f.dbPath, "db", "", "")
	var lang string // read before the commands are built (see language); declared so that cobra accepts it
	root.PersistentFlags().StringVar(&lang, "lang", "", "")
	root.MarkPersistentFlagFilename("db", "db", "sqlite")
	root.SetVersionTemplate("{{.Version}}\n")
	root.SetFlagErrorFunc(asFlagError)
	root.AddCommand(
		newCmdScore(f, nil),
		newCmdCheck(f, nil),
		newCmdHistory(f, nil),
		newCmdShow(f, nil),
		newCmdPlay(f, nil),
		newCmdResume(f, nil),
		newCmdUndo(f, nil),
		newCmdExplain(f, nil),
		newCmdLeaderboard(f, nil),
		newCmdVersus(f, nil),
		newCmdPlayers(f, nil),
		newCmdPlayer(f, nil),
		newCmdEdit(f, nil),
		newCmdDelete(f, nil),
		newCmdExport(f, nil),
		newCmdImport(f, nil),
		newCmdSync(f, nil),
		newCmdRules(f, nil),
		newCmdVersion(f, nil),
		newCmdServe(f, nil),
	)
	f.registerCompletions(root)
	f.localizeHelp = prepareHelp(root, f.words)
	return root
}

// ask returns the prompter, or a usage error when there is no terminal to
// ask on: instead is the message that names the flag to use instead.
func (o *shared) ask(instead msg.Msg) (prompts.Prompter, error) {
	if o.Prompter == nil {
		return nil, &usageError{msg: msg.M("cmd.no-terminal", "instead", instead)}
	}
	return o.Prompter, nil
}

type nopCloser struct {
	w interface{ Write([]byte) (int, error) }
}

func (n nopCloser) Write(p []byte) (int, error) { return n.w.Write(p) }
func (n nopCloser) Close() error                { return nil }

// gameArg checks the GAME argument of score, check and play: without one
// the command lists the games to choose from (exit 2).
func gameArg(c *cobra.Command, args []string) error {
	if len(args) == 0 {
		return &usageError{msg: msg.M("cmd.which-game", "command", c.CommandPath()), games: true}
	}
	return exactArgs(1)(c, args)
}

// gameLines lists the games, a line each: "  dice    Zooloretto: The Dice Game".
func gameLines(loc *i18n.Localizer) []string {
	t := table{}
	for _, g := range sortedGames() {
		t.add("", g.Name, title(loc, g.Name))
	}
	_, rows := t.layout().Lines(0)
	return rows
}

// gameList is every game in one phrase: "dice (Zooloretto: The Dice Game),
// junior (Zooloretto Junior) or zoosim (ZooSim)".
func gameList(loc *i18n.Localizer) msg.List {
	list := msg.List{Or: true}
	for _, g := range sortedGames() {
		list.Items = append(list.Items, msg.M("cmd.game-with-title", "game", g.Name, "title", title(loc, g.Name)))
	}
	return list
}
