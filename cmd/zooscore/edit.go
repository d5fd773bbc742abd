package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/termtext"
)

// editOptions is the whole input of edit.
type editOptions struct {
	shared
	ID    string     // ID, as typed
	Input string     // --input: the corrected sheets or play script; "" asks on the terminal
	Yes   bool       // --yes: store a correction that loses something without asking
	Log   logOptions // the play log's flags: without --input, only the parts given change
}

func newCmdEdit(f *factory, runF func(*editOptions) error) *cobra.Command {
	opts := &editOptions{shared: f.shared(changeStore)}
	cmd := &cobra.Command{
		Use:  "edit ID",
		Args: exactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx, opts.ID = c.Context(), args[0]
			if runF != nil {
				return runF(opts)
			}
			return editRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Input, "input", "", "")
	cmd.Flags().BoolVar(&opts.Yes, "yes", false, "")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	addLogFlags(cmd, &opts.Log, true)
	return cmd
}

func editRun(opts *editOptions) error {
	ctx := opts.Ctx
	sg, g, err := opts.stored(ctx, opts.ID)
	if err != nil {
		return err
	}
	id := sg.ID
	if len(opts.Log.Given) > 0 {
		return opts.editLog(ctx, sg, g, opts.Input, opts.Log)
	}
	script := game.IsScript(g.Name, sg.Input)
	var data []byte
	switch {
	case opts.Input != "":
		if data, err = readInput(opts.IO.In, opts.Input); err != nil {
			return err
		}
		script = game.IsScript(g.Name, data)
	case script:
		p, err := opts.ask(msg.M("cmd.no-terminal.edit-script", "id", int(id)))
		if err != nil {
			return err
		}
		return opts.editTracked(ctx, p, g, sg)
	default:
		p, err := opts.ask(msg.M("cmd.no-terminal.edit-sheets", "id", int(id)))
		if err != nil {
			return err
		}
		if data, err = g.review(p, sg.Input); err != nil {
			if err == prompts.ErrCancelled {
				return said(err, "cmd.edit.left-cancelled", "id", int(id))
			}
			return err
		}
	}
	now, err := rescore(g, data, script)
	if err != nil {
		return err
	}
	if ok, err := opts.confirmLoss(editLosses(sg, g, now, script), opts.Yes, msg.M("cmd.edit.store-anyway")); err != nil || !ok {
		return opts.leftAsItWas(id, err)
	}
	// The entries stored for the game go with its input: a play script's
	// entries, none for sheets.
	var entries []json.RawMessage
	if script {
		if t, err := replay(g.Name, data); err == nil {
			entries = t.Entries()
		}
	}
	st, err := opts.Store() // opened by stored
	if err != nil {
		return err
	}
	if err := st.ReplaceEntries(ctx, id, sg.Mark, entries, now); err != nil {
		return editConflict(err, id)
	}
	now.Result.ID, now.Result.Status = id, now.Status
	return opts.printResult(now.Result, g)
}

// editConflict says that a correction was not stored because another
// window changed or deleted the game while it was being made.
func editConflict(err error, id int64) error {
	if errors.Is(err, store.ErrConflict) {
		return said(err, "cmd.edit.conflict", "id", int(id))
	}
	return err
}

// editLosses says what storing now in place of the stored game sg would
// lose, a message each; nothing for a plain correction.
func editLosses(sg store.Game, g gameKind, now store.Game, nowScript bool) []msg.Msg {
	var lost []msg.Msg
	id := int(sg.ID)
	if !nowScript && game.IsScript(g.Name, sg.Input) {
		if t, err := replay(g.Name, sg.Input); err == nil {
			lost = append(lost, msg.M("cmd.edit.drops-record", "id", id, "n", len(t.Entries())))
		} else {
			lost = append(lost, msg.M("cmd.edit.drops-record.unreadable", "id", id))
		}
	}
	if change, ok := playersChange(sg.Result, now.Result); ok {
		lost = append(lost, msg.M("cmd.edit.players-change", "id", id, "change", change))
	}
	if sg.Status == scorer.StatusFinished && now.Status != scorer.StatusFinished {
		lost = append(lost, msg.M("cmd.edit.reopens", "id", id))
	}
	return lost
}

// playersChange says which players a correction drops (with the points of
// their result) and which it adds; false when the players are the same in
// any letter case.
func playersChange(was, now scorer.Result) (msg.Msg, bool) {
	keys := func(res scorer.Result) map[string]bool {
		m := map[string]bool{}
		for _, p := range res.Players {
			m[scorer.NameKey(p.Name)] = true
		}
		return m
	}
	wasKeys, nowKeys := keys(was), keys(now)
	var gone, added []any
	for _, p := range was.Players {
		if !nowKeys[scorer.NameKey(p.Name)] {
			gone = append(gone, msg.M("cmd.edit.player-points", "name", p.Name, "points", msg.Count{N: p.Total, Noun: "point"}))
		}
	}
	for _, p := range now.Players {
		if !wasKeys[scorer.NameKey(p.Name)] {
			added = append(added, p.Name)
		}
	}
	switch {
	case len(gone) > 0 && len(added) > 0:
		return msg.M("cmd.edit.drops-and-adds", "n", len(gone), "gone", msg.List{Items: gone}, "added", msg.List{Items: added}), true
	case len(gone) > 0:
		return msg.M("cmd.edit.drops", "n", len(gone), "gone", msg.List{Items: gone}), true
	case len(added) > 0:
		return msg.M("cmd.edit.adds", "added", msg.List{Items: added}), true
	}
	return msg.Msg{}, false
}

// confirmLoss asks before a change that loses what lost says; without a
// terminal the change needs --yes, and without it nothing is changed (exit
// 2). It reports whether to go on.
func (o *shared) confirmLoss(lost []msg.Msg, yes bool, question msg.Msg) (bool, error) {
	if len(lost) == 0 || yes {
		return true, nil
	}
	p, err := o.ask(msg.Msg{})
	if err != nil {
		var texts []string
		for _, l := range lost {
			texts = append(texts, o.words().Say(l))
		}
		return false, usage("cmd.edit.needs-yes", "lost", strings.Join(texts, "; "))
	}
	for _, l := range lost {
		o.say(p, "! ", o.words().Say(l))
	}
	return prompts.YesNo(p, o.words().Say(question), false)
}

// leftAsItWas ends a command the table said no to (err nil) or cancelled.
func (o *shared) leftAsItWas(id int64, err error) error {
	if err == nil {
		fmt.Fprintln(o.IO.Out, o.t("cmd.edit.left", "id", int(id)))
	}
	return err
}

// editTracked lets the table correct any entry of a tracked game: the
// entries before it are replayed, the entry is asked again, and every entry
// after it must still follow the rules with the correction.
func (opts *editOptions) editTracked(ctx context.Context, p prompts.Prompter, g gameKind, sg store.Game) error {
	t, err := replay(g.Name, sg.Input)
	if err != nil {
		return said(err, "cmd.cannot-replay", "id", int(sg.ID))
	}
	entries := t.Entries()
	if len(entries) == 0 {
		return usage("cmd.edit.no-entry", "id", int(sg.ID))
	}
	items := make([]string, 0, len(entries)+1)
	for i, e := range entries {
		items = append(items, opts.t("cmd.edit.entry-item", "n", i+1, "entry", describe(opts.words(), t, e)))
	}
	items = append(items, opts.t("cmd.edit.cancel-item"))
	k, err := p.Select(opts.t("cmd.edit.which-entry"), items)
	if err != nil || k == len(entries) {
		fmt.Fprintln(opts.IO.Out, opts.t("cmd.edit.left", "id", int(sg.ID)))
		return nil
	}
	for {
		before, err := t.WithEntries(entries[:k])
		if err != nil {
			return err
		}
		entry, err := games[g.Name].play.next(p, before)
		if err != nil {
			fmt.Fprintln(opts.IO.Out, opts.t("cmd.edit.left", "id", int(sg.ID)))
			return nil
		}
		corrected := append(append(append([]json.RawMessage{}, entries[:k]...), entry), entries[k+1:]...)
		after, err := t.WithEntries(corrected)
		var v scorer.Violations
		if errors.As(err, &v) {
			p.Say(opts.t("cmd.edit.breaks-rules"))
			for _, n := range v {
				p.Say("  x " + opts.words().NoteLine(n))
			}
			if again, _ := prompts.YesNo(p, opts.t("cmd.edit.again"), true); again {
				continue
			}
			fmt.Fprintln(opts.IO.Out, opts.t("cmd.edit.left", "id", int(sg.ID)))
			return nil
		}
		if err != nil {
			return err
		}
		now, err := record(g, after)
		if err != nil {
			return err
		}
		p.Say(opts.t("cmd.edit.scores", "before", totalsLine(opts.words(), sg.Result), "after", totalsLine(opts.words(), now.Result)))
		for _, l := range editLosses(sg, g, now, true) {
			opts.say(p, "! ", opts.words().Say(l))
		}
		if ok, err := prompts.YesNo(p, opts.t("cmd.edit.store"), true); err != nil || !ok {
			fmt.Fprintln(opts.IO.Out, opts.t("cmd.edit.left", "id", int(sg.ID)))
			return nil
		}
		st, err := opts.Store() // opened by stored
		if err != nil {
			return err
		}
		if err := st.ReplaceEntries(ctx, sg.ID, sg.Mark, after.Entries(), now); err != nil {
			return editConflict(err, sg.ID)
		}
		now.Result.ID, now.Result.Status = sg.ID, now.Status
		return opts.printResult(now.Result, g)
	}
}

// totalsLine is "Ann 7, Bob 3", in rank order.
func totalsLine(loc *i18n.Localizer, res scorer.Result) string {
	parts := make([]string, len(res.Players))
	for i, p := range res.Players {
		parts[i] = loc.T("cmd.total", "name", termtext.Visible(p.Name), "total", p.Total)
	}
	return strings.Join(parts, loc.T("list.comma"))
}

// rescore scores a game's input again: finished sheets, or a play script
// replayed through the tracker.
func rescore(g gameKind, data []byte, script bool) (store.Game, error) {
	if script {
		t, err := replay(g.Name, data)
		if err != nil {
			return store.Game{}, err
		}
		res, err := t.Result()
		return store.Game{Game: g.Name, Status: game.Status(t), Input: data, Result: res}, err
	}
	res, stored, err := g.score(data, gameFlags{})
	return store.Game{Game: g.Name, Status: game.SheetStatus(res), Input: stored, Result: res}, err
}
