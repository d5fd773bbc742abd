package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

func (a *app) newEditCmd() *cobra.Command {
	var (
		input string
		yes   bool
	)
	cmd := &cobra.Command{
		Use:   "edit ID",
		Short: "Correct a stored game's entries and score it again",
		Long: `Correct a stored game: zooscore shows its sheets or zoos so that any player's
entries can be corrected, checks them, scores the game again and stores the
new result in place of the old one. With --input FILE the corrected sheets or
play script are read from JSON (export shows a game's input). For a game
tracked while it was played, any entry can be chosen and entered again; the
entries after it must still follow the rules.

A correction that loses something asks first, and without a terminal needs
--yes: sheets in place of a tracked game's round-by-round record, a change of
who played (players dropped with their results, or added), or a finished game
that would be in progress again.`,
		Example: "  zooscore edit 42\n  zooscore edit 42 --input corrected.json --json\n  zooscore edit 42 --input sheets.json --yes",
		Args:    cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			return a.edit(c.Context(), args[0], input, yes)
		},
	}
	cmd.Flags().StringVar(&input, "input", "", "the corrected sheets or play script as JSON (- for standard input)")
	cmd.Flags().BoolVar(&yes, "yes", false, "store a correction that loses a tracked record, players or a finished game without asking")
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "print the new result (or the errors) as one JSON object")
	return cmd
}

func (a *app) edit(ctx context.Context, arg, input string, yes bool) error {
	sg, g, err := a.stored(ctx, arg)
	if err != nil {
		return err
	}
	id := sg.ID
	script := isScript(g.name, sg.Input)
	var data []byte
	switch {
	case input != "":
		if data, err = readInput(a.io.In, input); err != nil {
			return err
		}
		script = isScript(g.name, data)
	case script:
		p, err := a.ask(fmt.Sprintf("give the corrected play script with --input FILE (zooscore export shows game %d's input)", id))
		if err != nil {
			return err
		}
		return a.editTracked(ctx, p, g, sg)
	default:
		p, err := a.ask(fmt.Sprintf("give the corrected sheets with --input FILE (zooscore export shows game %d's input)", id))
		if err != nil {
			return err
		}
		if data, err = g.review(p, sg.Input); err != nil {
			if err == prompts.ErrCancelled {
				return fmt.Errorf("game %d was left as it was: %w", id, err)
			}
			return err
		}
	}
	now, err := rescore(g, data, script)
	if err != nil {
		return err
	}
	if ok, err := a.confirmLoss(editLosses(sg, g, now, script), yes, "Store the correction anyway?"); err != nil || !ok {
		return a.leftAsItWas(id, err)
	}
	// The entries stored for the game go with its input: a play script's
	// entries, none for sheets.
	var entries []json.RawMessage
	if script {
		if t, err := replayers[g.name](data); err == nil {
			entries = t.entries()
		}
	}
	if err := a.st.ReplaceEntries(ctx, id, entries, now); err != nil {
		return err
	}
	now.Result.ID, now.Result.Status = id, now.Status
	return a.printResult(now.Result, g)
}

// editLosses says what storing now in place of the stored game sg would
// lose, one sentence each; nothing for a plain correction.
func editLosses(sg store.Game, g gameKind, now store.Game, nowScript bool) []string {
	var lost []string
	if !nowScript && isScript(g.name, sg.Input) {
		record := "a tracked game"
		if t, err := replayers[g.name](sg.Input); err == nil {
			n := len(t.entries())
			record += fmt.Sprintf(" with %d %s", n, plural(n, "entry", "entries"))
		}
		lost = append(lost, fmt.Sprintf("game %d is %s: replacing it with sheets drops its round-by-round record", sg.ID, record))
	}
	if change := playersChange(sg.Result, now.Result); change != "" {
		lost = append(lost, fmt.Sprintf("the correction changes who played game %d: %s", sg.ID, change))
	}
	if sg.Status == scorer.StatusFinished && now.Status != scorer.StatusFinished {
		lost = append(lost, fmt.Sprintf("game %d is finished: the correction makes it a game in progress, left out of the leaderboard until it ends", sg.ID))
	}
	return lost
}

// playersChange says which players a correction drops (with the points of
// their result) and which it adds; "" when the players are the same in any
// letter case.
func playersChange(was, now scorer.Result) string {
	keys := func(res scorer.Result) map[string]bool {
		m := map[string]bool{}
		for _, p := range res.Players {
			m[scorer.NameKey(p.Name)] = true
		}
		return m
	}
	wasKeys, nowKeys := keys(was), keys(now)
	var gone, added []string
	for _, p := range was.Players {
		if !nowKeys[scorer.NameKey(p.Name)] {
			gone = append(gone, fmt.Sprintf("%s (%d %s)", p.Name, p.Total, plural(p.Total, "point", "points")))
		}
	}
	for _, p := range now.Players {
		if !wasKeys[scorer.NameKey(p.Name)] {
			added = append(added, p.Name)
		}
	}
	var parts []string
	if len(gone) > 0 {
		parts = append(parts, "drops "+scorer.JoinNames(gone)+" with "+plural(len(gone), "that result", "their results"))
	}
	if len(added) > 0 {
		parts = append(parts, "adds "+scorer.JoinNames(added))
	}
	if len(parts) == 0 {
		return ""
	}
	return "it " + strings.Join(parts, ", and ")
}

// confirmLoss asks before a change that loses what lost says; without a
// terminal the change needs --yes, and without it nothing is changed (exit
// 2). It reports whether to go on.
func (a *app) confirmLoss(lost []string, yes bool, question string) (bool, error) {
	if len(lost) == 0 || yes {
		return true, nil
	}
	p, err := a.ask("")
	if err != nil {
		return false, usagef("%s; nothing was changed: give --yes to go ahead", strings.Join(lost, "; "))
	}
	for _, l := range lost {
		a.say(p, "! ", l)
	}
	return prompts.YesNo(p, question, false)
}

// confirmUndo asks before the last entry of a finished game is taken back:
// the game is in progress again and leaves the leaderboard.
func (a *app) confirmUndo(id int64, t tracked, last json.RawMessage, yes bool) (bool, error) {
	if !t.ended() {
		return true, nil
	}
	lost := fmt.Sprintf("game %d is finished: taking back its last entry (%s) makes it a game in progress again, left out of the leaderboard until it ends", id, t.describe(last))
	return a.confirmLoss([]string{lost}, yes, "Take back the last entry anyway?")
}

// leftAsItWas ends a command the table said no to (err nil) or cancelled.
func (a *app) leftAsItWas(id int64, err error) error {
	if err == nil {
		fmt.Fprintf(a.io.Out, "Game %d was left as it was.\n", id)
	}
	return err
}

// editTracked lets the table correct any entry of a tracked game: the
// entries before it are replayed, the entry is asked again, and every entry
// after it must still follow the rules with the correction.
func (a *app) editTracked(ctx context.Context, p prompts.Prompter, g gameKind, sg store.Game) error {
	t, err := replayers[g.name](sg.Input)
	if err != nil {
		return fmt.Errorf("game %d cannot be replayed: %w", sg.ID, err)
	}
	entries := t.entries()
	if len(entries) == 0 {
		return usagef("game %d has no entry yet: carry on with zooscore resume %d", sg.ID, sg.ID)
	}
	items := make([]string, 0, len(entries)+1)
	for i, e := range entries {
		items = append(items, fmt.Sprintf("%d. %s", i+1, t.describe(e)))
	}
	items = append(items, "Cancel (change nothing)")
	k, err := p.Select("Which entry should be corrected?", items)
	if err != nil || k == len(entries) {
		fmt.Fprintf(a.io.Out, "Game %d was left as it was.\n", sg.ID)
		return nil
	}
	for {
		before, err := t.withEntries(entries[:k])
		if err != nil {
			return err
		}
		entry, err := interactors[g.name].next(p, before)
		if err != nil {
			fmt.Fprintf(a.io.Out, "Game %d was left as it was.\n", sg.ID)
			return nil
		}
		corrected := append(append(append([]json.RawMessage{}, entries[:k]...), entry), entries[k+1:]...)
		after, err := t.withEntries(corrected)
		var v scorer.Violations
		if errors.As(err, &v) {
			p.Say("With this correction the game breaks the rules; nothing was changed:")
			for _, n := range v {
				p.Say("  x " + a.words().NoteLine(n))
			}
			if again, _ := prompts.YesNo(p, "Enter the entry again?", true); again {
				continue
			}
			fmt.Fprintf(a.io.Out, "Game %d was left as it was.\n", sg.ID)
			return nil
		}
		if err != nil {
			return err
		}
		now, err := record(g, after)
		if err != nil {
			return err
		}
		p.Say(fmt.Sprintf("Scores before: %s; with the correction: %s", totalsLine(sg.Result), totalsLine(now.Result)))
		for _, l := range editLosses(sg, g, now, true) {
			a.say(p, "! ", l)
		}
		if ok, err := prompts.YesNo(p, "Store the correction?", true); err != nil || !ok {
			fmt.Fprintf(a.io.Out, "Game %d was left as it was.\n", sg.ID)
			return nil
		}
		if err := a.st.ReplaceEntries(ctx, sg.ID, after.entries(), now); err != nil {
			return err
		}
		now.Result.ID, now.Result.Status = sg.ID, now.Status
		return a.printResult(now.Result, g)
	}
}

// totalsLine is "Ann 7, Bob 3", in rank order.
func totalsLine(res scorer.Result) string {
	parts := make([]string, len(res.Players))
	for i, p := range res.Players {
		parts[i] = fmt.Sprintf("%s %d", prompts.Visible(p.Name), p.Total)
	}
	return strings.Join(parts, ", ")
}

// rescore scores a game's input again: finished sheets, or a play script
// replayed through the tracker.
func rescore(g gameKind, data []byte, script bool) (store.Game, error) {
	if script {
		t, err := replayers[g.name](data)
		if err != nil {
			return store.Game{}, err
		}
		res, err := t.result()
		return store.Game{Game: g.name, Status: statusOf(t), Input: data, Result: res}, err
	}
	res, stored, err := g.score(data, scoreOptions{})
	return store.Game{Game: g.name, Status: sheetStatus(res), Input: stored, Result: res}, err
}

func (a *app) newDeleteCmd() *cobra.Command {
	var yes bool
	cmd := &cobra.Command{
		Use:     "delete ID",
		Short:   "Remove a stored game after confirmation",
		Example: "  zooscore delete 42\n  zooscore delete 42 --yes",
		Args:    cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			sg, _, err := a.stored(c.Context(), args[0])
			if err != nil {
				return err
			}
			id := sg.ID
			if !yes {
				p, err := a.ask("confirm with --yes to delete without a question")
				if err != nil {
					return err
				}
				var names []string
				for _, pl := range sg.Result.Players {
					names = append(names, pl.Name)
				}
				ok, err := prompts.YesNo(p, fmt.Sprintf("Delete game %d (%s, %s, %s) for good?", id, sg.Game,
					scorer.JoinNames(names), sg.PlayedAt.Local().Format("2006-01-02")), false)
				if err != nil || !ok {
					fmt.Fprintf(a.io.Out, "Game %d was kept.\n", id)
					return nil
				}
			}
			if err := a.st.Delete(c.Context(), id); err != nil {
				return err
			}
			if a.jsonOut {
				writeJSON(a.io.Out, map[string]any{"deleted": id})
				return nil
			}
			fmt.Fprintf(a.io.Out, "Game %d was deleted.\n", id)
			return nil
		},
	}
	cmd.Flags().BoolVar(&yes, "yes", false, "delete without asking")
	cmd.Flags().BoolVar(&a.jsonOut, "json", false, "print the deleted id as JSON")
	return cmd
}
