package main

import (
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/zooscore/zooscore/store"
)

// An export line is the result object with its numbers and no words
// (game, id, status, players with their name, total, rank and breakdown
// items' points and rules, winners, warnings with their rule and player),
// then uuid, played_at and input. Words are made where a result is shown,
// in the language of the table; import scores every game again from its
// input and reads nothing else of the result. The line is appended byte by
// byte, in the order and form encoding/json gave it.

// appendExportLine appends the line of a stored game, with its line end.
func appendExportLine(b []byte, g store.Game) []byte {
	r := g.Result
	b = append(b, `{"game":`...)
	b = appendJSONString(b, g.Game)
	b = append(b, `,"id":`...)
	b = strconv.AppendInt(b, g.ID, 10)
	b = append(b, `,"status":`...)
	b = appendJSONString(b, g.Status)
	b = append(b, `,"players":[`...)
	for i, p := range r.Players {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"name":`...)
		b = appendJSONString(b, p.Name)
		b = append(b, `,"total":`...)
		b = strconv.AppendInt(b, int64(p.Total), 10)
		b = append(b, `,"rank":`...)
		b = strconv.AppendInt(b, int64(p.Rank), 10)
		b = append(b, `,"breakdown":[`...)
		for j, it := range p.Breakdown {
			if j > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"points":`...)
			b = strconv.AppendInt(b, int64(it.Points), 10)
			if it.Rule != "" {
				b = append(b, `,"rule":`...)
				b = appendJSONString(b, it.Rule)
			}
			b = append(b, '}')
		}
		b = append(b, "]}"...)
	}
	b = append(b, `],"winners":[`...)
	for i, w := range r.Winners {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, w)
	}
	b = append(b, `],"warnings":[`...)
	for i, w := range r.Warnings {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		if w.Player != "" {
			b = append(b, `"player":`...)
			b = appendJSONString(b, w.Player)
			b = append(b, ',')
		}
		b = append(b, `"rule":`...)
		b = appendJSONString(b, w.Rule)
		b = append(b, '}')
	}
	b = append(b, `],"uuid":`...)
	b = appendJSONString(b, g.UUID)
	b = append(b, `,"played_at":"`...)
	b = g.PlayedAt.UTC().AppendFormat(b, time.RFC3339Nano)
	b = append(b, `","input":`...)
	b = append(b, g.Input...)
	return append(b, "}\n"...)
}

// appendJSONString appends s as a JSON string the way encoding/json writes
// it without HTML escaping: quotes, backslashes and control characters
// escaped, U+2028 and U+2029 escaped, and a byte that is not UTF-8 written
// as U+FFFD.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
