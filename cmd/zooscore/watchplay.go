package main

import (
	"bytes"
	"context"
	"encoding/json"
	"sync"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/prompts"
	"github.com/zooscore/zooscore/store"
)

// watchEvery is how often a play prompt asks SQLite whether the file
// changed, while it waits for the host to type: a phone's entry shows
// within about a quarter of a second.
const watchEvery = 250 * time.Millisecond

// lineWatching asks for the next line of a tracked game while it watches
// the stored game: an entry made meanwhile on a phone (zooscore serve) or
// in another window is shown above the line being typed as soon as it is
// stored, the prompt then says where the game stands, and what the host
// types is read against the game as it now stands. It gives the line, and
// the tracker and mark to go on from.
func (o *shared) lineWatching(ctx context.Context, p prompts.Prompter, in interactor, id int64, t game.Tracked, mark store.Mark, prefill string) (string, game.Tracked, store.Mark, error) {
	pl := in.line(p, t)
	ij, ok := p.(prompts.Interjector)
	st, err := o.Store()
	if !ok || err != nil {
		line, err := p.Line(pl.Label, prefill, pl.Complete)
		return line, t, mark, err
	}
	known, err := st.GameVersion(ctx, id)
	if err != nil {
		return "", t, mark, err
	}
	watching, stop := context.WithCancel(ctx)
	var (
		mu      sync.Mutex
		now     = t
		nowMark = mark
		done    = make(chan struct{})
	)
	go func() {
		defer close(done)
		st.Watch(watching, watchEvery, func() {
			v, err := st.GameVersion(watching, id)
			if err != nil || v == known {
				return
			}
			_, next, nextMark, err := o.loadTracked(watching, id)
			if err != nil {
				return // the host's next entry finds out, and says so
			}
			known = v
			mu.Lock()
			before := now
			now, nowMark = next, nextMark
			mu.Unlock()
			ij.Interject(o.news(before, next), in.line(p, next).Label)
		})
	}()
	line, err := p.Line(pl.Label, prefill, pl.Complete)
	stop()
	<-done
	mu.Lock()
	defer mu.Unlock()
	return line, now, nowMark, err
}

// news says what another window or a phone entered: each new entry with
// what it announced, or, when entries were taken back or corrected, that
// the game changed.
func (o *shared) news(before, after game.Tracked) []string {
	loc := o.words()
	old, all := before.Entries(), after.Entries()
	if len(all) < len(old) || !samePrefix(old, all) {
		return []string{o.t("cmd.play.changed-meanwhile")}
	}
	said, _ := game.Announced(after)
	var out []string
	for i := len(old); i < len(all); i++ {
		// What the entry announced says what it was ("Bob took monkey,
		// monkey and crosses ..."), else the entry itself.
		var lines []string
		if i < len(said) {
			for _, n := range said[i] {
				lines = append(lines, loc.Note(n).Message)
			}
		}
		if len(lines) == 0 {
			lines = []string{describe(loc, after, all[i])}
		}
		out = append(out, o.t("cmd.play.entered-elsewhere", "entry", lines[0]))
		for _, l := range lines[1:] {
			out = append(out, "  "+l)
		}
	}
	return out
}

func samePrefix(old, all []json.RawMessage) bool {
	for i := range old {
		if !bytes.Equal(old[i], all[i]) {
			return false
		}
	}
	return true
}
