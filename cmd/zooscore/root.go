package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// app is what every command needs: the streams, a prompter, the database
// (opened only when a command needs it) and a clock.
type app struct {
	io       IO
	dbPath   string
	prompter prompts.Prompter
	now      func() time.Time
	st       *store.Store
	jsonOut  bool // the running command was asked for --json
	ran      bool // a command's own code ran; errors before that are usage errors
	writes   bool // the running command stores something: it opens the database for writing
	changes  bool // the running command changes stored games only: it creates no database
	loc      *i18n.Localizer
	getenv   func(string) string // the environment, for the language; nil: none set
}

// words is the language everything is said in: --lang, else the
// environment (LC_ALL, LC_MESSAGES, LANG), else English.
func (a *app) words() *i18n.Localizer {
	if a.loc == nil {
		return i18n.For(i18n.English)
	}
	return a.loc
}

// writingCommands open the database for writing (and create it); every
// other command opens it read-only and never creates anything.
var writingCommands = map[string]bool{
	"score": true, "play": true, "resume": true, "undo": true, "edit": true, "delete": true, "import": true,
	"serve": true,
}

// changingCommands change games already stored: they never create the
// database. A missing file at a path given is a mistyped path (exit 3, as
// for show); a missing default file holds no game to change.
var changingCommands = map[string]bool{"resume": true, "undo": true, "edit": true, "delete": true}

// Main runs zooscore with the arguments and returns the exit status.
func Main(args []string, io IO) int {
	a := &app{io: io, now: time.Now, getenv: os.Getenv}
	if io.CanPrompt {
		if in, ok := io.In.(*os.File); ok {
			a.prompter = &prompts.Terminal{In: in, Out: nopCloser{io.Out}, Plain: !io.Color, Width: io.Width}
		}
	}
	return a.run(args)
}

func (a *app) run(args []string) int {
	// cobra builds every help text when the commands are built: the
	// language is chosen before that, from the arguments and the
	// environment.
	lang, err := a.language(args)
	a.loc = i18n.For(lang)
	a.speak()
	if err != nil {
		a.jsonOut = flagGiven(args, "--json")
		printError(a.io, a.words(), err, a.jsonOut)
		return exitCode(err)
	}
	root := a.newRoot()
	// An error cobra finds before a command runs (an unknown command or
	// flag) is JSON too when --json was asked for.
	a.jsonOut = flagGiven(args, "--json")
	root.SetArgs(args)
	root.SetIn(a.io.In)
	root.SetOut(a.io.Out)
	root.SetErr(a.io.ErrOut)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	cmd, err := root.ExecuteContextC(ctx)
	if a.st != nil {
		a.st.Close()
	}
	if err == nil {
		return exitOK
	}
	if errors.Is(err, errPaused) {
		return exitCancelled // the pause was reported where it happened
	}
	var flagErr *flagError
	if errors.As(err, &flagErr) {
		err = flagErr.usage(a.words())
	} else if !a.ran {
		err = seeHelp(err, cmd) // unknown command, wrong number of arguments
	}
	printError(a.io, a.words(), err, a.jsonOut)
	return exitCode(err)
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
	out := &usageError{msg: scorer.M("cmd.error.cobra", "detail", err.Error()), help: cmd.CommandPath()}
	if m := cobraUnknown.FindStringSubmatch(err.Error()); m != nil {
		out.msg = scorer.M("cmd.unknown-command", "command", m[1], "parent", m[2])
		if suggested := strings.Fields(m[3]); len(suggested) > 0 {
			out.msg = scorer.M("cmd.unknown-command.suggest", "command", m[1], "parent", m[2],
				"suggestions", scorer.List{Items: anyList(suggested), Or: true})
		}
	}
	return out
}

// wholeFlag says what is wrong with a number given to a flag: too large
// or too small for any count ("99999999999999999999999" is a whole number,
// so calling it "not a whole number" would puzzle), or not a whole number.
func wholeFlag(flag, value string) scorer.Msg {
	v := strings.TrimSpace(value)
	_, err := strconv.Atoi(v)
	switch {
	case errors.Is(err, strconv.ErrRange) && strings.HasPrefix(v, "-"):
		return scorer.M("cmd.flag.too-small", "flag", flag, "value", value)
	case errors.Is(err, strconv.ErrRange):
		return scorer.M("cmd.flag.too-large", "flag", flag, "value", value)
	}
	return scorer.M("cmd.flag.not-whole", "flag", flag, "value", value)
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
		msg      scorer.Msg
		flagName = func(f *pflag.Flag) string { return "--" + f.Name }
	)
	switch {
	case errors.As(e.err, &unknown) && unknown.GetSpecifiedShortnames() != "":
		msg = scorer.M("cmd.flag.unknown-short", "flag", "-"+unknown.GetSpecifiedName()[:1], "group", "-"+unknown.GetSpecifiedShortnames())
	case errors.As(e.err, &unknown):
		msg = scorer.M("cmd.flag.unknown", "flag", "--"+unknown.GetSpecifiedName())
	case errors.As(e.err, &needs):
		msg = scorer.M("cmd.flag.needs-value", "flag", flagName(needs.GetFlag()))
	case errors.As(e.err, &bad) && strings.HasPrefix(bad.GetFlag().Value.Type(), "int"):
		msg = wholeFlag(flagName(bad.GetFlag()), bad.GetValue())
	case errors.As(e.err, &bad):
		msg = scorer.M("cmd.flag.bad-value", "flag", flagName(bad.GetFlag()), "value", bad.GetValue())
	case errors.As(e.err, &syntax):
		msg = scorer.M("cmd.flag.syntax", "flag", syntax.GetSpecifiedFlag())
	default:
		msg = scorer.M("cmd.error.cobra", "detail", e.err.Error())
	}
	return &usageError{msg: msg, help: e.cmd}
}

func (a *app) newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:           "zooscore",
		SilenceUsage:  true,
		SilenceErrors: true,
		// --version prints what zooscore version prints.
		Version: buildVersion().text(a.words()),
		PersistentPreRun: func(c *cobra.Command, _ []string) {
			a.ran = true
			a.writes = writingCommands[c.Name()]
			a.changes = changingCommands[c.Name()]
		},
	}
	root.PersistentFlags().StringVar(&a.dbPath, "db", "", "")
	var lang string // read before the commands are built (see language); declared so that cobra accepts it
	root.PersistentFlags().StringVar(&lang, "lang", "", "")
	root.MarkPersistentFlagFilename("db", "db", "sqlite")
	root.SetVersionTemplate("{{.Version}}\n")
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &flagError{cmd: c.CommandPath(), err: err}
	})
	root.AddCommand(
		a.newScoreCmd(true),
		a.newScoreCmd(false),
		a.newHistoryCmd(),
		a.newShowCmd(),
		a.newPlayCmd(),
		a.newResumeCmd(),
		a.newUndoCmd(),
		a.newExplainCmd(),
		a.newLeaderboardCmd(),
		a.newVersusCmd(),
		a.newEditCmd(),
		a.newDeleteCmd(),
		a.newExportCmd(),
		a.newImportCmd(),
		a.newRulesCmd(),
		a.newVersionCmd(),
		a.newServeCmd(),
	)
	a.registerCompletions(root)
	a.localizeHelp(root)
	return root
}

// store opens the database on first use: flag, then ZOOSCORE_DB, then the
// default path. A command that stores something opens it for writing (and
// creates it, unless it only changes stored games); any other command
// opens it read-only. A default file that does not exist yet reads as an
// empty database when nothing is to be created, so nothing is.
func (a *app) store() (*store.Store, error) {
	if a.st != nil {
		return a.st, nil
	}
	path := a.dbPath
	if path == "" {
		path = os.Getenv("ZOOSCORE_DB")
	}
	given := path != ""
	if !given {
		var err error
		if path, err = store.DefaultPath(); err != nil {
			return nil, err
		}
	}
	var (
		st  *store.Store
		err error
	)
	waiting := store.WhileWaiting(func() {
		fmt.Fprintln(a.io.ErrOut, prompts.Wrap(a.t("cmd.waiting"), a.io.ErrWidth))
	})
	switch {
	case a.writes && a.changes:
		st, err = store.Open(path, waiting, rescored, store.MustExist())
	case a.writes:
		st, err = store.Open(path, waiting, rescored)
	default:
		st, err = store.OpenReader(path, waiting, rescored)
	}
	if !given && (!a.writes || a.changes) && errors.Is(err, store.ErrNoDatabase) && errors.Is(err, os.ErrNotExist) {
		st, err = store.OpenEmpty(path)
	}
	if err != nil {
		return nil, err
	}
	st.Now = a.now
	a.st = st
	return st, nil
}

// ask returns the prompter, or a usage error when there is no terminal to
// ask on: instead is the message that names the flag to use instead.
func (a *app) ask(instead scorer.Msg) (prompts.Prompter, error) {
	if a.prompter == nil {
		return nil, &usageError{msg: scorer.M("cmd.no-terminal", "instead", instead)}
	}
	return a.prompter, nil
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
		return &usageError{msg: scorer.M("cmd.which-game", "command", c.CommandPath()), games: true}
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
func gameList(loc *i18n.Localizer) scorer.List {
	list := scorer.List{Or: true}
	for _, g := range sortedGames() {
		list.Items = append(list.Items, scorer.M("cmd.game-with-title", "game", g.Name, "title", title(loc, g.Name)))
	}
	return list
}
