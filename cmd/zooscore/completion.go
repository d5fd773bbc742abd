package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/termtext"
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
func (f *factory) completeGames(_ *cobra.Command, _ []string, _ string) ([]string, cobra.ShellCompDirective) {
	var out []string
	for _, g := range sortedGames() {
		out = append(out, g.Name+"\t"+title(f.words, g.Name))
	}
	return out, noFiles
}

// gameArgCompletion completes the GAME of score, check, play and rules
// (their only argument).
func (f *factory) gameArgCompletion(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, noFiles
	}
	return f.completeGames(c, args, toComplete)
}

// gameIDs completes the id of a stored game (the first argument only):
// the newest games first, each described by its game, date and players.
// Only games in progress are offered when unfinished is set (resume, undo).
func (f *factory) gameIDs(unfinished bool) cobra.CompletionFunc {
	return func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, noFiles
		}
		filter := store.Filter{Limit: completionLimit}
		if unfinished {
			filter.Status = scorer.StatusInProgress
		}
		var out []string
		f.readOnly(c.Context(), func(ctx context.Context, st *store.Store) error {
			games, err := st.History(ctx, filter)
			for _, g := range games {
				id := strconv.FormatInt(g.ID, 10)
				if strings.HasPrefix(id, strings.TrimPrefix(toComplete, "#")) {
					out = append(out, id+"\t"+gameDescription(f.words, g))
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
	return termtext.Visible(strings.Join(parts, ", "))
}

// playerNames completes player names, max of them already given as
// arguments (versus A B: two), any letter case.
func (f *factory) playerNames(max int) cobra.CompletionFunc {
	return func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		if len(args) >= max {
			return nil, noFiles
		}
		return f.namesStartingWith(c.Context(), toComplete, args), noFiles
	}
}

// completePlayerFlag completes the value of --player.
func (f *factory) completePlayerFlag(c *cobra.Command, _ []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	return f.namesStartingWith(c.Context(), toComplete, nil), noFiles
}

func (f *factory) namesStartingWith(ctx context.Context, prefix string, except []string) []string {
	var out []string
	f.readOnly(ctx, func(ctx context.Context, st *store.Store) error {
		names, err := st.Names(ctx, prefix, completionLimit)
		for _, n := range names {
			if !containsName(except, n) && termtext.Visible(n) == n {
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
func (f *factory) readOnly(ctx context.Context, fn func(context.Context, *store.Store) error) {
	if ctx == nil {
		ctx = context.Background()
	}
	path, _, err := f.dbFile()
	if err != nil {
		return
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
func (f *factory) registerCompletions(root *cobra.Command) {
	args := map[string]cobra.CompletionFunc{
		"score": f.gameArgCompletion, "check": f.gameArgCompletion, "play": f.gameArgCompletion, "rules": f.gameArgCompletion,
		"show": f.gameIDs(false), "explain": f.gameIDs(false), "edit": f.gameIDs(false), "delete": f.gameIDs(false),
		"resume": f.gameIDs(true), "undo": f.gameIDs(true),
		"versus": f.playerNames(2), "player": f.playerNames(1),
	}
	// players rename OLD NEW completes the old name; merge A B both.
	for _, c := range root.Commands() {
		if c.Name() == "players" {
			for _, sub := range c.Commands() {
				sub.ValidArgsFunction = f.playerNames(map[string]int{"rename": 1, "merge": 2}[sub.Name()])
			}
		}
	}
	for _, c := range root.Commands() {
		if fn, ok := args[c.Name()]; ok {
			c.ValidArgsFunction = fn
		}
		flags := map[string]cobra.CompletionFunc{"game": f.completeGames, "player": f.completePlayerFlag,
			"start-player": f.completePlayerFlag, "location": f.completeLocation}
		if c.Name() == "export" {
			flags["format"] = cobra.FixedCompletions(exportFormats(f.words), noFiles)
		}
		for name, fn := range flags {
			if c.Flags().Lookup(name) != nil {
				c.RegisterFlagCompletionFunc(name, fn)
			}
		}
	}
}
