package main

import (
	"errors"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/roster"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/termtext"
)

// playersOptions is the whole input of players (the list).
type playersOptions struct {
	shared
}

// newCmdPlayers builds players, which lists the club's players, and its
// rename and merge.
func newCmdPlayers(f *factory, runF func(*playersOptions) error) *cobra.Command {
	opts := &playersOptions{shared: f.shared(readStore)}
	cmd := &cobra.Command{
		Use:  "players",
		Args: noArgs,
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx = c.Context()
			if runF != nil {
				return runF(opts)
			}
			return playersRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	cmd.AddCommand(newCmdPlayersRename(f, nil), newCmdPlayersMerge(f, nil))
	return cmd
}

func playersRun(opts *playersOptions) error {
	st, err := opts.Store()
	if err != nil {
		return err
	}
	rows, err := st.Players(opts.Ctx)
	if err != nil {
		return err
	}
	if opts.JSON {
		if rows == nil {
			rows = []store.PlayerRow{}
		}
		writeJSON(opts.IO.Out, map[string]any{"players": rows})
		return nil
	}
	loc := opts.words()
	if len(rows) == 0 {
		opts.println(loc.T("cmd.players.empty"))
		return nil
	}
	t := table{header: headings(loc, "cmd.players.", "player", "games", "last"), words: loc,
		right: map[int]bool{1: true}, wrap: map[int]bool{0: true}}
	for _, r := range rows {
		t.add(termtext.Visible(r.Name), r.Games, loc.Date(r.LastPlayed.Local()))
	}
	t.render(opts.IO.Out, opts.IO.Width, opts.bold)
	return nil
}

// renameOptions is the whole input of players rename and players merge:
// the player who changes (From) and the name they take, or the player
// they become (To).
type renameOptions struct {
	shared
	From, To string
	Yes      bool // --yes: without a question
	Merge    bool // players merge
}

func newCmdPlayersRename(f *factory, runF func(*renameOptions) error) *cobra.Command {
	return renameCmd(f, runF, "rename OLD NEW", false)
}

func newCmdPlayersMerge(f *factory, runF func(*renameOptions) error) *cobra.Command {
	return renameCmd(f, runF, "merge A B", true)
}

func renameCmd(f *factory, runF func(*renameOptions) error, use string, merge bool) *cobra.Command {
	opts := &renameOptions{shared: f.shared(changeStore), Merge: merge}
	cmd := &cobra.Command{
		Use:  use,
		Args: exactArgs(2),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx, opts.From, opts.To = c.Context(), args[0], args[1]
			if runF != nil {
				return runF(opts)
			}
			return renameRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Yes, "yes", false, "")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	return cmd
}

// renameRun renames a player, or merges two, after saying what changes
// and asking (on a terminal; --yes without one): every game of theirs is
// rewritten and scored again.
func renameRun(opts *renameOptions) error {
	if opts.Merge && scorer.NameKey(opts.From) == scorer.NameKey(opts.To) {
		return usage("cmd.versus.same-player", "a", opts.From, "b", opts.To)
	}
	st, err := opts.Store()
	if err != nil {
		return err
	}
	from, games, err := st.PlayerGames(opts.Ctx, opts.From)
	if err != nil {
		return playersError(err)
	}
	to := opts.To
	if opts.Merge {
		if to, _, err = st.PlayerGames(opts.Ctx, opts.To); err != nil {
			return playersError(err)
		}
	}
	if !opts.Yes {
		if ok, err := opts.confirmRename(from, to, len(games)); err != nil || !ok {
			if err == nil {
				opts.println(opts.t("cmd.players.kept"))
			}
			return err
		}
	}
	var done store.Renamed
	if opts.Merge {
		done, err = roster.Merge(opts.Ctx, st, opts.From, opts.To)
	} else {
		done, err = roster.Rename(opts.Ctx, st, opts.From, opts.To)
	}
	if err != nil {
		return playersError(err)
	}
	if opts.JSON {
		if done.Games == nil {
			done.Games = []int64{}
		}
		writeJSON(opts.IO.Out, done)
		return nil
	}
	id := "cmd.players.renamed"
	if opts.Merge {
		id = "cmd.players.merged"
	}
	opts.println(opts.t(id, "from", termtext.Visible(done.From), "to", termtext.Visible(done.To), "games", msg.Count{N: len(done.Games), Noun: "game"}))
	return nil
}

// confirmRename says what a rename or a merge changes and asks.
func (opts *renameOptions) confirmRename(from, to string, games int) (bool, error) {
	id, ask := "cmd.players.rename-ask", "cmd.no-terminal.players-rename"
	if opts.Merge {
		id, ask = "cmd.players.merge-ask", "cmd.no-terminal.players-merge"
	}
	p, err := opts.ask(msg.M(ask))
	if err != nil {
		return false, err
	}
	return prompts.YesNo(p, opts.t(id, "from", termtext.Visible(from), "to", termtext.Visible(to), "games", msg.Count{N: games, Noun: "game"}), false)
}

// playersError makes what the store refuses of a rename or a merge (a
// name that is another player's, two who played together, a player
// nobody is) a usage error, said in the store's words: the table asked
// for something that cannot be, the database is fine.
func playersError(err error) error {
	var st *store.Error
	var rerr *roster.Error
	switch {
	case errors.As(err, &rerr):
		return &usageError{msg: rerr.Msg}
	case errors.As(err, &st) && (errors.Is(err, store.ErrPlayerExists) || errors.Is(err, store.ErrPlayedTogether) ||
		errors.Is(err, store.ErrNotFound) || st.Msg.ID == "store.same-player"):
		return &usageError{msg: st.Msg}
	}
	return err
}
