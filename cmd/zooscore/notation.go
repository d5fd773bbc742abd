package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/scorer/zoosim"
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
// does) with --bonus-hex laid over a Dice Game's values. rd reads the
// words of the table's language (and of every other).
func readNotation(rd notation.Reader, name string, src []byte, opts scoreOptions) (tracked, json.RawMessage, error) {
	if _, ok := game.Lookup(name); !ok {
		return nil, nil, usage("cmd.notation.none", "game", name)
	}
	var setup func(*dice.Script) error
	if opts.bonusHex != "" {
		setup = func(s *dice.Script) error {
			in, err := withHexFlag(dice.Input{BonusHex: s.BonusHex}, opts.bonusHex)
			s.BonusHex = in.BonusHex
			return err
		}
	}
	t, script, err := game.ReadNotation(rd, name, src, setup)
	return withTerminal(t), script, err
}

// formatNotation writes a stored play script in notation.
func formatNotation(game string, script []byte) (string, error) {
	switch game {
	case dice.Game:
		s, err := dice.ParseScript(script)
		if err != nil {
			return "", err
		}
		return notation.FormatDice(s)
	case junior.Game:
		s, err := junior.ParseScript(script)
		if err != nil {
			return "", err
		}
		return notation.FormatJunior(s)
	case zoosim.Game:
		s, err := zoosim.ParseScript(script)
		if err != nil {
			return "", err
		}
		return notation.FormatZooSim(s)
	}
	return "", usage("cmd.notation.none", "game", game)
}

// showNotation prints a tracked game in notation; with --json, as
// {"id", "game", "status", "notation"}. A game scored from its sheets has
// no entries to write.
func (a *app) showNotation(sg store.Game, g gameKind) error {
	if !game.IsScript(g.name, sg.Input) {
		return usage("cmd.notation.sheets", "id", int(sg.ID))
	}
	text, err := formatNotation(g.name, sg.Input)
	if err != nil {
		return said(err, "cmd.notation.cannot-write", "id", int(sg.ID))
	}
	if a.jsonOut {
		writeJSON(a.io.Out, map[string]any{"id": sg.ID, "game": g.name, "status": sg.Status, "notation": text})
		return nil
	}
	_, err = fmt.Fprint(a.io.Out, text)
	return err
}

// exportNotation writes every stored game: a comment line that says which
// game it is, then, for a tracked game, its notation; games are apart by a
// blank line.
func exportNotation(ctx context.Context, st *store.Store, w io.Writer) error {
	first := true
	return st.ExportStored(ctx, func(g store.Game, _ []byte) error {
		if !first {
			fmt.Fprintln(w)
		}
		first = false
		fmt.Fprintf(w, "# game %d: %s, %s, played %s, uuid %s\n", g.ID, g.Game, g.Status, g.PlayedAt.UTC().Format(time.RFC3339), g.UUID)
		if !game.IsScript(g.Game, g.Input) {
			_, err := fmt.Fprintln(w, "# scored from the players' sheets, not tracked turn by turn: it has no notation (export --format jsonl holds its sheets)")
			return err
		}
		text, err := formatNotation(g.Game, g.Input)
		if err != nil {
			_, err = fmt.Fprintf(w, "# cannot be written as text (%s); export --format jsonl holds it\n", strings.ReplaceAll(err.Error(), "\n", "; "))
			return err
		}
		_, err = io.WriteString(w, text)
		return err
	})
}
