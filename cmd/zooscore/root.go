package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/prompts"
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
	loc      *i18n.Localizer
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

// Main runs zooscore with the arguments and returns the exit status.
func Main(args []string, io IO) int {
	a := &app{io: io, now: time.Now}
	if io.CanPrompt {
		if in, ok := io.In.(*os.File); ok {
			a.prompter = &prompts.Terminal{In: in, Out: nopCloser{io.Out}, Plain: !io.Color, Width: io.Width}
		}
	}
	return a.run(args)
}

func (a *app) run(args []string) int {
	root := a.newRoot()
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
		err = usagef("%v (see %s --help)", flagErr.err, flagErr.cmd)
	} else if !a.ran {
		err = seeHelp(err, cmd) // unknown command, wrong number of arguments
	}
	printError(a.io, a.words(), err, a.jsonOut)
	return exitCode(err)
}

// seeHelp makes an error cobra found before a command ran (an unknown
// command, a missing argument) a usage error that names the help to read.
// cobra's suggestions ("Did you mean this?" on lines of their own) become
// part of the sentence.
func seeHelp(err error, cmd *cobra.Command) error {
	help := "see " + cmd.CommandPath() + " --help"
	var usage *usageError
	if errors.As(err, &usage) {
		return &usageError{msg: usage.msg, more: append(slices.Clone(usage.more), "("+help+")"), brief: usage.brief + " (" + help + ")"}
	}
	msg, suggested, ok := strings.Cut(err.Error(), "\n\nDid you mean this?\n")
	if ok {
		msg += ": did you mean " + strings.Join(strings.Fields(suggested), " or ") + "?"
	}
	return usagef("%s (%s)", msg, help)
}

// flagError is a flag cobra could not read; cmd is the command's path
// ("zooscore history"), for the help to see.
type flagError struct {
	cmd string
	err error
}

// flagValueError says what is wrong with a number given to a flag in words
// ("--limit \"99999999999999999999999\" is too large") rather than Go's
// ("strconv.ParseInt: parsing ...: value out of range").
func flagValueError(err error) error {
	var bad *pflag.InvalidValueError
	if !errors.As(err, &bad) || !strings.HasPrefix(bad.GetFlag().Value.Type(), "int") {
		return err
	}
	name := "--" + bad.GetFlag().Name
	if _, werr := prompts.ParseWhole(bad.GetValue()); werr != nil {
		return fmt.Errorf("%s %v: give a whole number", name, werr)
	}
	return err
}

func (e *flagError) Error() string { return e.err.Error() }

func (a *app) newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:   "zooscore",
		Short: "Score, track and remember zoo board games",
		Long: `zooscore scores Zooloretto: The Dice Game (dice), Zooloretto Junior (junior)
and ZooSim (zoosim): it asks what is on the table, checks every entry against
the rules, explains every point, and keeps every game in a SQLite file.

The database is --db PATH, else $ZOOSCORE_DB, else zooscore/zooscore.db in the
user's data directory ($XDG_DATA_HOME or ~/.local/share).`,
		SilenceUsage:  true,
		SilenceErrors: true,
		// --version prints what zooscore version prints.
		Version: buildVersion().String(),
		PersistentPreRun: func(c *cobra.Command, _ []string) {
			a.ran = true
			a.writes = writingCommands[c.Name()]
		},
	}
	root.PersistentFlags().StringVar(&a.dbPath, "db", "", "SQLite database file (default $ZOOSCORE_DB, else the user's data directory)")
	root.MarkPersistentFlagFilename("db", "db", "sqlite")
	root.SetVersionTemplate("{{.Version}}\n")
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &flagError{cmd: c.CommandPath(), err: flagValueError(err)}
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
	return root
}

// store opens the database on first use: flag, then ZOOSCORE_DB, then the
// default path. A command that stores something opens it for writing (and
// creates it); any other command opens it read-only, and reads a default
// file that does not exist yet as an empty database, creating nothing.
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
	if a.writes {
		st, err = store.Open(path)
	} else {
		st, err = store.OpenReader(path)
		if !given && errors.Is(err, store.ErrNoDatabase) && errors.Is(err, os.ErrNotExist) {
			st, err = store.OpenEmpty(path)
		}
	}
	if err != nil {
		return nil, err
	}
	st.Now = a.now
	st.Waiting = func() {
		fmt.Fprintln(a.io.ErrOut, prompts.Wrap("zooscore: waiting: another zooscore is writing to the database (a large import, perhaps); this goes on by itself when it is done", a.io.ErrWidth))
	}
	a.st = st
	return st, nil
}

// ask returns the prompter, or an error naming the flag to use instead when
// there is no terminal to ask on.
func (a *app) ask(instead string) (prompts.Prompter, error) {
	if a.prompter == nil {
		return nil, usagef("no terminal to ask the questions on: %s", instead)
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
		var brief []string
		for _, g := range sortedGames() {
			brief = append(brief, fmt.Sprintf("%s (%s)", g.name, g.title))
		}
		return &usageError{msg: fmt.Sprintf("which game? %s GAME takes one of", c.CommandPath()),
			more: gameLines(), brief: strings.Join(brief[:len(brief)-1], ", ") + " or " + brief[len(brief)-1]}
	}
	return cobra.ExactArgs(1)(c, args)
}

// gameLines lists the games, a line each: "  dice    Zooloretto: The Dice Game".
func gameLines() []string {
	t := table{}
	for _, g := range sortedGames() {
		t.add("", g.name, g.title)
	}
	_, rows := t.layout().Lines(0)
	return rows
}
