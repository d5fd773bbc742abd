package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/notation"
	"github.com/zooscore/zooscore/scorer/zoosim"
	"github.com/zooscore/zooscore/store"
)

// isJSON tells a JSON play script from one written in notation: JSON is
// an object, so its first character that is not blank is '{'.
func isJSON(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		if !unicode.IsSpace(r) {
			return r == '{'
		}
		data = data[size:]
	}
	return false
}

// looksLikeNotation reports whether an input is a game written in
// notation: not JSON, and its first line that holds something (not a
// comment) names the players.
func looksLikeNotation(data []byte) bool {
	if isJSON(data) {
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

// readNotation reads a play script written in notation and plays it
// through the game's tracker. It gives the tracker and the script as JSON
// (what is stored as the game's input); an unreadable line is an input
// error and a broken rule a violation naming its line, as for JSON. rd
// reads the words of the table's language (and of every other).
func readNotation(rd notation.Reader, game string, src []byte, opts scoreOptions) (tracked, json.RawMessage, error) {
	switch game {
	case dice.Game:
		g, err := rd.ReadDice(string(src))
		if err != nil {
			return nil, nil, err
		}
		if opts.bonusHex != "" {
			in, err := withHexFlag(dice.Input{BonusHex: g.Script.BonusHex}, opts.bonusHex)
			if err != nil {
				return nil, nil, err
			}
			g.Script.BonusHex = in.BonusHex
		}
		t, err := g.Play()
		return diceTracked{t}, mustJSON(g.Script), err
	case junior.Game:
		g, err := rd.ReadJunior(string(src))
		if err != nil {
			return nil, nil, err
		}
		t, err := g.Play()
		return juniorTracked{t}, mustJSON(g.Script), err
	case zoosim.Game:
		g, err := rd.ReadZooSim(string(src))
		if err != nil {
			return nil, nil, err
		}
		t, err := g.Play()
		return zoosimTracked{t}, mustJSON(g.Script), err
	}
	return nil, nil, usage("cmd.notation.none", "game", game)
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
	if !isScript(g.name, sg.Input) {
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
	return st.Export(ctx, func(g store.Game) error {
		if !first {
			fmt.Fprintln(w)
		}
		first = false
		fmt.Fprintf(w, "# game %d: %s, %s, played %s, uuid %s\n", g.ID, g.Game, g.Status, g.PlayedAt.UTC().Format(time.RFC3339), g.UUID)
		if !isScript(g.Game, g.Input) {
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
