package main

import (
	"context"
	"fmt"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/roster"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/termtext"
)

// A name typed for a new game that looks like a player who has played
// before (another letter case, other accents, a Cyrillic letter that
// looks Latin) is pointed out, naming both, so that one person does not
// silently become two players: score and play ask which of the two it is
// when they ask the names (prompts.NameGuard), and say it after storing a
// game read from a file.

// knownNames are the players who have played, read from the database
// without creating it (none when there is none yet).
func (f *factory) knownNames(ctx context.Context) []string {
	var out []string
	f.readOnly(ctx, func(ctx context.Context, st *store.Store) error {
		var err error
		out, err = st.Names(ctx, "", 0)
		return err
	})
	return out
}

// guarded is a prompter whose name questions know the players who have
// played (prompts.NameGuard); it asks in the language of the prompter it
// wraps.
type guarded struct {
	prompts.Prompter
	known []string
}

func (g guarded) Localizer() *i18n.Localizer { return localizerOf(g.Prompter) }

func (g guarded) LookAlike(name string) (string, msg.Msg, bool, bool) {
	found := roster.LookAlikes([]string{name}, g.known)
	if len(found) == 0 {
		return "", msg.Msg{}, false, false
	}
	return found[0].Known, found[0].Say(), found[0].Same, true
}

// guard gives p the players who have played, for its name questions.
func (o *shared) guard(p prompts.Prompter) prompts.Prompter {
	if o.Known == nil {
		return p
	}
	return guarded{Prompter: p, known: o.Known(o.Ctx)}
}

// lookAlikes are the names of a game read from a file that look like a
// player who has played before; call it before the game is stored.
func (o *shared) lookAlikes(names []string) []roster.Alike {
	if o.Known == nil {
		return nil
	}
	return roster.LookAlikes(names, o.Known(o.Ctx))
}

// warnLookAlikes says each look-alike on standard error, after the game
// was stored.
func (o *shared) warnLookAlikes(found []roster.Alike) {
	for _, a := range found {
		fmt.Fprintln(o.IO.ErrOut, termtext.Wrap(o.t("cmd.warning.line", "message", termtext.Visible(o.words().Say(a.SayStored()))), o.IO.ErrWidth))
	}
}
