package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/store"
)

// looksLikeNotation reports whether an input is a game written in
// notation: not JSON, and its first line that holds something (not a
// comment) names the players.
func looksLikeNotation(data []byte) bool {
	if game.IsJSON(data) {
		return false
	}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.ToLower(strings.TrimSpace(line))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		rest, ok := strings.CutPrefix(line, "players")
		return ok && strings.HasPrefix(strings.TrimSpace(rest), ":")
	}
	return false
}

// readNotation reads a play script written in notation (package game
// does) with the per-game flags (--bonus-hex) laid over its setup. rd
// reads the words of the table's language (and of every other).
func readNotation(rd notation.Reader, g gameKind, src []byte, opts gameFlags) (game.Tracked, json.RawMessage, error) {
	t, script, err := g.ReadNotation(rd, src)
	if err != nil || g.withOptions == nil || opts == (gameFlags{}) {
		return t, script, err
	}
	if script, err = g.withOptions(script, opts); err != nil {
		return nil, nil, err
	}
	t, err = g.Replay(script)
	return t, script, err
}

// showNotation prints a tracked game in notation; with --json, as
// {"id", "game", "status", "notation"}. A game scored from its sheets has
// no entries to write.
func (o *shared) showNotation(sg store.Game, g gameKind) error {
	if game.IsTotals(sg.Input) {
		return usage("cmd.notation.totals", "id", int(sg.ID))
	}
	if !game.IsScript(g.Name, sg.Input) {
		return usage("cmd.notation.sheets", "id", int(sg.ID))
	}
	text, err := g.WriteNotation(sg.Input)
	if err != nil {
		return said(err, "cmd.notation.cannot-write", "id", int(sg.ID))
	}
	if o.JSON {
		writeJSON(o.IO.Out, map[string]any{"id": sg.ID, "game": g.Name, "status": sg.Status, "notation": text})
		return nil
	}
	_, err = fmt.Fprint(o.IO.Out, text)
	return err
}

// exportNotation writes every stored game: a comment line that says which
// game it is, then, for a tracked game, its notation; games are apart by a
// blank line.
func exportNotation(ctx context.Context, st exchange.Games, w io.Writer) error {
	first := true
	return st.ExportStored(ctx, func(g store.Game, _ []byte) error {
		if !first {
			fmt.Fprintln(w)
		}
		first = false
		fmt.Fprintf(w, "# game %d: %s, %s, played %s, uuid %s\n", g.ID, g.Game, g.Status, g.PlayedAt.UTC().Format(time.RFC3339), g.UUID)
		if game.IsTotals(g.Input) {
			_, err := fmt.Fprintln(w, "# logged in BG Stats with its totals only, not tracked turn by turn: it has no notation (export --format jsonl holds its totals)")
			return err
		}
		if !game.IsScript(g.Game, g.Input) {
			_, err := fmt.Fprintln(w, "# scored from the players' sheets, not tracked turn by turn: it has no notation (export --format jsonl holds its sheets)")
			return err
		}
		text, err := writeNotation(g.Game, g.Input)
		if err != nil {
			_, err = fmt.Fprintf(w, "# cannot be written as text (%s); export --format jsonl holds it\n", strings.ReplaceAll(err.Error(), "\n", "; "))
			return err
		}
		_, err = io.WriteString(w, text)
		return err
	})
}

// writeNotation writes a stored play script of the game named in notation.
func writeNotation(name string, script []byte) (string, error) {
	g, err := lookupGame(name)
	if err != nil {
		return "", err
	}
	return g.WriteNotation(script)
}
