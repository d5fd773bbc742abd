package exchange

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/zooscore/zooscore/playlog"
	"github.com/zooscore/zooscore/store"
)

// An export line is the contract's result object, lean: game, id, status,
// every player's name, total, rank and breakdown (each item's words,
// points and rule), the winners and the warnings (rule, the player when
// one is meant, and the message), in English, then uuid, played_at, the
// play log's members that are known (location, duration_minutes,
// start_player, note: see Line) and input. It leaves out what show and explain give by scoring the input
// again, in any language: why each item scores, its rulebook section, the
// decisions and the settings. Import reads none of the result; it scores
// the input again.
//
// The store keeps a result as that lean object (see store.ExportStored), so
// a line is the stored bytes between the game, id and status and the uuid,
// time and input: nothing is scored, said or reflected.

// WriteJSONL writes every game st gives (Only chooses some) as its line, in
// the order of the history.
func WriteJSONL(ctx context.Context, st Games, w io.Writer) error {
	var line []byte
	return st.ExportStored(ctx, func(g store.Game, lean []byte) error {
		line = appendLine(line[:0], g, lean)
		_, err := w.Write(line)
		return err
	})
}

// appendLine appends the line of g, whose result is stored as lean, with
// its line end. g's input is compact JSON (store.ExportStored).
func appendLine(b []byte, g store.Game, lean []byte) []byte {
	b = appendQuoted(append(b, `{"game":`...), g.Game)
	if g.ID != 0 {
		b = strconv.AppendInt(append(b, `,"id":`...), g.ID, 10)
	}
	if g.Status != "" {
		b = appendQuoted(append(b, `,"status":`...), g.Status)
	}
	if inner := bytes.TrimSuffix(bytes.TrimPrefix(lean, []byte{'{'}), []byte{'}'}); len(inner) > 0 {
		b = append(append(b, ','), inner...)
	}
	b = appendQuoted(append(b, `,"uuid":`...), g.UUID)
	b = append(b, `,"played_at":"`...)
	b = g.PlayedAt.UTC().AppendFormat(b, time.RFC3339Nano)
	b = append(b, '"')
	b = appendLog(b, g)
	b = append(b, `,"input":`...)
	b = append(b, g.Input...)
	return append(b, "}\n"...)
}

// appendLog appends the members of g's play log that are known, each
// after a comma; who started a tracked game is read from its script.
func appendLog(b []byte, g store.Game) []byte {
	log := playlog.Of(g)
	if log.Location != "" {
		b = appendQuoted(append(b, `,"location":`...), log.Location)
	}
	if log.Minutes != 0 {
		b = strconv.AppendInt(append(b, `,"duration_minutes":`...), int64(log.Minutes), 10)
	}
	if log.StartPlayer != "" {
		b = appendQuoted(append(b, `,"start_player":`...), log.StartPlayer)
	}
	if log.Note != "" {
		b = appendQuoted(append(b, `,"note":`...), log.Note)
	}
	return b
}

// appendQuoted appends s as a JSON string, as encoding/json writes it
// without HTML escaping (as every JSON output of zooscore): between quotes
// as it is when it is printable ASCII without a quote or a backslash (a
// game, a status, every uuid zooscore makes), else through encoding/json.
func appendQuoted(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= utf8.RuneSelf || c == '"' || c == '\\' {
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(false)
			enc.Encode(s) // a string always encodes
			return append(b, bytes.TrimSuffix(buf.Bytes(), []byte{'\n'})...)
		}
	}
	return append(append(append(b, '"'), s...), '"')
}

// AppendLine appends the export line of g, whose result is stored as lean
// (as store.ExportStored and store.ExportUUIDs give them), with its line
// end.
func AppendLine(b []byte, g store.Game, lean []byte) []byte { return appendLine(b, g, lean) }
