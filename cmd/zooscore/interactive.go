package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/termtext"
)

// interactor asks one game's questions while it is tracked.
type interactor struct {
	setup func(p prompts.Prompter, o gameFlags) (game.Tracked, error)
	// next asks for the next entry step by step.
	next func(p prompts.Prompter, t game.Tracked) (json.RawMessage, error)
	// line is the prompt for an entry typed as one line, and read reads
	// such a line (an error: it cannot be read).
	line     func(p prompts.Prompter, t game.Tracked) prompts.PlayLine
	read     func(p prompts.Prompter, line string, t game.Tracked) (json.RawMessage, error)
	position func(loc *i18n.Localizer, t game.Tracked) string              // where the game stands, e.g. "round 3: Ann and Cy still to take"
	board    func(loc *i18n.Localizer, t game.Tracked, width int) []string // every zoo now, fitted to the terminal
	// shown are the rules of the announcements the questions of next
	// show already, before the entry is applied (the winner of a ZooSim
	// auction, named before the placement is asked): after a guided entry
	// they are not said twice.
	shown map[string]bool
}

// playInteractive offers an unfinished game of this kind, else sets up a new
// one, stored with the time and play log of logged, then tracks it.
func (o *shared) playInteractive(ctx context.Context, g gameKind, opts gameFlags, logged store.Game) error {
	p, err := o.ask(msg.M("cmd.no-terminal.play"))
	if err != nil {
		return err
	}
	if opts.bonusHex != "" { // refused before the first question, not after the setup
		if _, err := hexFlagToAsk(opts.bonusHex); err != nil {
			return err
		}
	}
	st, err := o.Store()
	if err != nil {
		return err
	}
	open, err := unfinishedTracked(ctx, st, g.Name)
	if err != nil {
		return err
	}
	if len(open) > 0 {
		latest := open[0]
		items := []string{o.t("cmd.play.resume-item", "id", int(latest.ID), "players", msg.Names(seatedNames(ctx, st, latest)),
			"started", o.words().DateTime(latest.PlayedAt.Local())), o.t("cmd.play.new-item")}
		choice, err := p.Select(o.t("cmd.play.unfinished", "n", len(open), "game", o.words().GameName(g.Name)), items)
		if err != nil {
			return o.cancelled(err, 0)
		}
		if choice == 0 {
			return o.resume(ctx, latest.ID)
		}
	}
	t, err := games[g.Name].play.setup(o.guard(p), opts)
	if err != nil {
		return o.cancelled(err, 0)
	}
	now, err := record(g, t)
	if err != nil {
		return err
	}
	now.PlayedAt, now.Log = logged.PlayedAt, logged.Log
	id, mark, err := st.Start(ctx, now)
	if err != nil {
		return err
	}
	o.say(p, "", o.t("cmd.play.stored-entry-by-entry", "id", int(id)))
	return o.track(ctx, g, id, t, mark)
}

// resume carries on an unfinished tracked game.
func (o *shared) resume(ctx context.Context, id int64) error {
	g, t, mark, err := o.loadTracked(ctx, id)
	if err != nil {
		return err
	}
	if t.Ended() && t.Pending() == "" {
		return usage("cmd.resume.finished", "id", int(id))
	}
	if _, err := o.ask(msg.M("cmd.no-terminal.resume", "id", int(id))); err != nil {
		return err
	}
	return o.track(ctx, g, id, t, mark)
}

// track asks for entries until the game ends, storing each one in its own
// transaction as soon as the rules accept it, written against the game as
// this window last saw it (mark): if another window changed the game in
// between, nothing is overwritten, and this window reloads the game.
//
// An entry is typed as one line of the game's notation at a prompt that
// says whose turn it can be; a line the notation or the rules refuse is
// explained and offered again for editing, nothing of it entered. Enter
// alone asks step by step instead, and a few words are commands.
//
// A Junior game whose last take earned a bonus action is over for the
// tracker, but the bonus comes first (game.Tracked.Pending): the prompt asks
// for it, and the end is said once it is made or done without.
func (o *shared) track(ctx context.Context, g gameKind, id int64, t game.Tracked, mark store.Mark) error {
	p, _ := o.ask(msg.Msg{})
	in := games[g.Name].play
	p.Say(o.t("cmd.play.position", "id", int(id), "position", in.position(o.words(), t)))
	o.say(p, "", prompts.PlayHint(p))
	if bonus := t.Pending(); bonus != "" { // paused at the last take's bonus
		o.say(p, "", prompts.JuniorBonusBeforeEnd(p, bonus))
	}
	prefill := ""
	var held []scorer.Note // the end of the game, said after the last take's bonus
play:
	for !t.Ended() || t.Pending() != "" {
		line, now, nowMark, err := o.lineWatching(ctx, p, in, id, t, mark, prefill)
		t, mark, prefill = now, nowMark, ""
		if err != nil {
			return o.cancelled(err, id)
		}
		if t.Ended() && t.Pending() == "" {
			break // a phone or another window ended it meanwhile, and said so
		}
		pl := in.line(p, t)
		cmd := prompts.ReadCommand(line)
		if cmd == prompts.CommandMenu {
			if cmd, err = o.playMenu(p, in, id, t); err != nil {
				return o.cancelled(err, id)
			}
		}
		var entry json.RawMessage
		switch cmd {
		case prompts.CommandPause:
			o.println(o.t("cmd.play.paused", "id", int(id)))
			return nil
		case prompts.CommandBoard:
			o.showBoard(p, in, t)
			continue
		case prompts.CommandHelp:
			for _, h := range pl.Help {
				o.say(p, "", h)
			}
			continue
		case prompts.CommandUndo:
			if t, mark, err = o.undoInteractive(ctx, p, g, id, t, mark); err != nil {
				return err
			}
			held = nil
			continue
		case prompts.CommandGuided:
			entry, err = in.next(p, t)
			if errors.Is(err, prompts.ErrGameOver) {
				break play // the last take's bonus done without: the game ends
			}
			if err != nil {
				return o.cancelled(err, id)
			}
		default:
			if entry, err = in.read(p, line, t); err != nil {
				caret, said := prompts.LineMistake(p, pl.Label, line, err)
				if caret != "" {
					p.Say(caret)
				}
				o.say(p, "  x ", said)
				prefill = line
				continue
			}
		}
		var said map[string]bool
		if cmd == prompts.CommandGuided {
			said = in.shown
		}
		entered, end, err := o.enter(ctx, p, g, id, &t, &mark, entry, said)
		if err != nil {
			return err
		}
		if len(end) > 0 {
			held = end
		}
		switch {
		case !entered && cmd == prompts.CommandEntry:
			prefill = line
		case entered && cmd != prompts.CommandEntry:
			o.say(p, "  ", o.t("cmd.play.as-one-line", "line", t.EntryLine(entry)))
		}
	}
	res, err := t.Result()
	if err != nil {
		return err
	}
	res.ID, res.Status = id, scorer.StatusFinished
	for _, n := range held {
		o.say(p, "  ", o.words().Note(n).Message)
	}
	// The tracker announced the end already: this line says it is kept.
	p.Say(o.t("cmd.play.finished", "id", int(id)))
	return o.printResult(res, g)
}

// playMenu offers the choices of the play prompt as a list, for whoever
// prefers choosing to typing.
func (o *shared) playMenu(p prompts.Prompter, in interactor, id int64, t game.Tracked) (prompts.Command, error) {
	// Where the game stands goes on a line of its own: as the menu's
	// label it grows with the names (four on a ZooSim flagpole) past the
	// terminal's width, and promptui then repeats a wrapped label on every
	// arrow key.
	p.Say(o.t("cmd.play.position", "id", int(id), "position", in.position(o.words(), t)))
	choices := []prompts.Command{prompts.CommandGuided, prompts.CommandBoard, prompts.CommandUndo, prompts.CommandPause}
	choice, err := p.Select(o.t("cmd.play.menu"),
		[]string{o.t("cmd.play.menu.enter"), o.t("cmd.play.menu.board"), o.t("cmd.play.menu.undo"), o.t("cmd.play.menu.pause")})
	if err != nil {
		return 0, err
	}
	return choices[choice], nil
}

// enter applies an entry and stores it, and says what follows from it. It
// reports false when nothing was entered: the rules refuse the entry (the
// reasons are shown), or another window changed the game (t and mark are
// then the game as it stands now). The end of the game is not said while
// the bonus action of its last take is still to come: enter gives it back
// (held), to be said after the bonus.
func (o *shared) enter(ctx context.Context, p prompts.Prompter, g gameKind, id int64, t *game.Tracked, mark *store.Mark, entry json.RawMessage, said map[string]bool) (entered bool, held []scorer.Note, err error) {
	st, err := o.Store()
	if err != nil {
		return false, nil, err
	}
	before := *t
	notes, err := (*t).Apply(entry)
	var v scorer.Violations
	if errors.As(err, &v) {
		p.Say(o.t("cmd.play.breaks-rules"))
		for _, n := range v {
			o.say(p, "  x ", o.words().NoteLine(n))
		}
		return false, nil, nil
	}
	if err != nil {
		return false, nil, err
	}
	now, err := record(g, *t)
	if err != nil {
		return false, nil, err
	}
	next, err := st.AddEntry(ctx, id, *mark, entry, now)
	if errors.Is(err, store.ErrConflict) {
		*t, *mark, err = o.reload(ctx, p, g, id, err, msg.M("cmd.play.lost-entry", "entry", describe(o.words(), before, entry)))
		return false, nil, err
	}
	if err != nil {
		return false, nil, err
	}
	*mark = next
	bonus := (*t).Pending()
	yearEnd := false
	for _, n := range notes {
		switch {
		case bonus != "" && game.EndsGame(n):
			held = append(held, n)
		case !said[n.Rule]: // said by the questions already
			o.say(p, "  ", o.words().Note(n).Message)
		}
		yearEnd = yearEnd || n.Rule == "zoosim.year-end"
	}
	if yearEnd { // ZooSim scores every year: show where everyone stands
		o.showBoard(p, games[g.Name].play, *t)
	}
	if len(held) > 0 {
		o.say(p, "", prompts.JuniorBonusBeforeEnd(p, bonus))
	}
	return true, held, nil
}

func (o *shared) showBoard(p prompts.Prompter, in interactor, t game.Tracked) {
	for _, line := range in.board(o.words(), t, o.IO.Width) {
		p.Say(line)
	}
	if res, err := t.Result(); err == nil {
		p.Say(o.t("cmd.play.scores-so-far", "scores", totalsLine(o.words(), res)))
	}
}

func (o *shared) undoInteractive(ctx context.Context, p prompts.Prompter, g gameKind, id int64, t game.Tracked, mark store.Mark) (game.Tracked, store.Mark, error) {
	back, last, err := withoutLast(t)
	if err != nil {
		p.Say("  " + errorText(o.words(), err))
		return t, mark, nil
	}
	now, err := record(g, back)
	if err != nil {
		return t, mark, err
	}
	st, err := o.Store()
	if err != nil {
		return t, mark, err
	}
	_, next, err := st.UndoEntry(ctx, id, mark, now)
	if errors.Is(err, store.ErrConflict) {
		return o.reload(ctx, p, g, id, err, msg.M("cmd.play.nothing-taken-back"))
	}
	if err != nil {
		return t, mark, err
	}
	o.say(p, "  ", o.t("cmd.play.took-back", "entry", describe(o.words(), t, last)))
	return back, next, nil
}

// reload reads a tracked game again after another window changed it (the
// write that found out, conflict, stored nothing: lost says what), shows
// where it stands, and gives the tracker and mark to go on from.
func (o *shared) reload(ctx context.Context, p prompts.Prompter, g gameKind, id int64, conflict error, lost msg.Msg) (game.Tracked, store.Mark, error) {
	if errors.Is(conflict, store.ErrNotFound) {
		return nil, store.Mark{}, said(conflict, "cmd.play.gone", "lost", lost)
	}
	_, t, mark, err := o.loadTracked(ctx, id)
	if err != nil {
		return nil, store.Mark{}, said(err, "cmd.play.changed-unreadable", "id", int(id), "lost", lost)
	}
	o.say(p, "", o.t("cmd.play.changed-elsewhere", "id", int(id), "lost", lost))
	o.showBoard(p, games[g.Name].play, t)
	return t, mark, nil
}

// say shows a message after a prefix, wrapped to the terminal's width: an
// announcement cut by the terminal mid-word is hard to read at the table.
// The names in it are made visible before it is wrapped.
func (o *shared) say(p prompts.Prompter, prefix, said string) {
	indent := strings.Repeat(" ", len(prefix)+2)
	p.Say(wrap(prefix+termtext.Visible(said), o.IO.Width, indent))
}

// cancelled turns Ctrl-C or Ctrl-D during a tracked game into a pause: what
// was entered is stored already.
func (o *shared) cancelled(err error, id int64) error {
	if errors.Is(err, prompts.ErrCancelled) && id > 0 {
		fmt.Fprintln(o.IO.ErrOut, termtext.Wrap(o.t("cmd.play.paused-by-key", "id", int(id)), o.IO.ErrWidth))
		return errPaused
	}
	return err
}

// errPaused ends a tracked game early on purpose; it exits 130 like Ctrl-C
// without printing an error.
var errPaused = fmt.Errorf("paused: %w", prompts.ErrCancelled)
