package main

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// Shell completion (zooscore completion bash|zsh|fish) completes the games,
// the ids of stored games with what they were, player names and the values
// of --game and --format. It reads the database only to list, with
// store.OpenReader: completing never creates the database, and a database
// that cannot be read completes nothing.

// completionLimit is how many games or names a completion offers: the
// newest games, the first names in alphabetical order.
const completionLimit = 50

// exportFormats are the values of export --format, with what each is for.
func exportFormats(loc *i18n.Localizer) []string {
	var out []string
	for _, f := range []string{"jsonl", "csv", "notation", "bgstats"} {
		out = append(out, f+"\t"+loc.T("cmd.complete.format."+f))
	}
	return out
}

const noFiles = cobra.ShellCompDirectiveNoFileComp

// completeGames offers the games, each with its title.
func (a *app) completeGames(_ *cobra.Command, _ []string, _ string) ([]string, cobra.ShellCompDirective) {
	var out []string
	for _, g := range sortedGames() {
		out = append(out, g.Name+"\t"+title(a.words(), g.Name))
	}
	return out, noFiles
}

// gameArgCompletion completes the GAME of score, check, play and rules
// (their only argument).
func (a *app) gameArgCompletion(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, noFiles
	}
	return a.completeGames(c, args, toComplete)
}

// gameIDs completes the id of a stored game (the first argument only):
// the newest games first, each described by its game, date and players.
// Only games in progress are offered when unfinished is set (resume, undo).
func (a *app) gameIDs(unfinished bool) cobra.CompletionFunc {
	return func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, noFiles
		}
		f := store.Filter{Limit: completionLimit}
		if unfinished {
			f.Status = scorer.StatusInProgress
		}
		var out []string
		a.readOnly(c.Context(), func(ctx context.Context, st *store.Store) error {
			games, err := st.History(ctx, f)
			for _, g := range games {
				id := strconv.FormatInt(g.ID, 10)
				if strings.HasPrefix(id, strings.TrimPrefix(toComplete, "#")) {
					out = append(out, id+"\t"+gameDescription(a.words(), g))
				}
			}
			return err
		})
		return out, noFiles
	}
}

// gameDescription is a game in a few words: "Dice Game, 2026-11-21, Ann,
// Bob".
func gameDescription(loc *i18n.Localizer, g store.Summary) string {
	parts := []string{loc.GameName(g.Game), loc.Date(g.PlayedAt.Local())}
	for _, p := range g.Players {
		parts = append(parts, p.Name)
	}
	if g.Status == scorer.StatusInProgress {
		parts = append(parts, loc.T("cmd.status.in-progress"))
	}
	// A name is shown, never run: a tab or newline in it would break the
	// lines the shell reads.
	return prompts.Visible(strings.Join(parts, ", "))
}

// playerNames completes player names, max of them already given as
// arguments (versus A B: two), any letter case.
func (a *app) playerNames(max int) cobra.CompletionFunc {
	return func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		if len(args) >= max {
			return nil, noFiles
		}
		return a.namesStartingWith(c.Context(), toComplete, args), noFiles
	}
}

// completePlayerFlag completes the value of --player.
func (a *app) completePlayerFlag(c *cobra.Command, _ []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	return a.namesStartingWith(c.Context(), toComplete, nil), noFiles
}

func (a *app) namesStartingWith(ctx context.Context, prefix string, except []string) []string {
	var out []string
	a.readOnly(ctx, func(ctx context.Context, st *store.Store) error {
		names, err := st.Names(ctx, prefix, completionLimit)
		for _, n := range names {
			if !containsName(except, n) && prompts.Visible(n) == n {
				out = append(out, n) // a name that needs escapes cannot be typed
			}
		}
		return err
	})
	return out
}

func containsName(list []string, name string) bool {
	for _, n := range list {
		if scorer.NameKey(n) == scorer.NameKey(name) {
			return true
		}
	}
	return false
}

// readOnly runs fn on the database opened for reading only; a database
// that does not exist or cannot be read gives no completions (the reason
// goes to cobra's debug log, never to the shell).
func (a *app) readOnly(ctx context.Context, fn func(context.Context, *store.Store) error) {
	if ctx == nil {
		ctx = context.Background()
	}
	path := a.dbPath
	if path == "" {
		path = os.Getenv("ZOOSCORE_DB")
	}
	if path == "" {
		var err error
		if path, err = store.DefaultPath(); err != nil {
			return
		}
	}
	st, err := store.OpenReader(path, rescored) // never creates the file or its folder
	if err != nil {
		cobra.CompDebugln(fmt.Sprintf("zooscore: no completion from %s: %v", path, err), false)
		return
	}
	defer st.Close()
	if err := fn(ctx, st); err != nil {
		cobra.CompDebugln(fmt.Sprintf("zooscore: completion from %s: %v", path, err), false)
	}
}

// registerCompletions wires the completions into the commands by name, so
// that the commands themselves stay as they are.
func (a *app) registerCompletions(root *cobra.Command) {
	args := map[string]cobra.CompletionFunc{
		"score": a.gameArgCompletion, "check": a.gameArgCompletion, "play": a.gameArgCompletion, "rules": a.gameArgCompletion,
		"show": a.gameIDs(false), "explain": a.gameIDs(false), "edit": a.gameIDs(false), "delete": a.gameIDs(false),
		"resume": a.gameIDs(true), "undo": a.gameIDs(true),
		"versus": a.playerNames(2),
	}
	for _, c := range root.Commands() {
		if fn, ok := args[c.Name()]; ok {
			c.ValidArgsFunction = fn
		}
		flags := map[string]cobra.CompletionFunc{"game": a.completeGames, "player": a.completePlayerFlag}
		if c.Name() == "export" {
			flags["format"] = cobra.FixedCompletions(exportFormats(a.words()), noFiles)
		}
		for name, fn := range flags {
			if c.Flags().Lookup(name) != nil {
				c.RegisterFlagCompletionFunc(name, fn)
			}
		}
	}
}
