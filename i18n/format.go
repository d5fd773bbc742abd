package i18n

import (
	"bytes"
	"math"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/message"
	"golang.org/x/text/number"
)

func (l *Localizer) printer() *message.Printer {
	return message.NewPrinter(l.Lang().Tag())
}

// Int writes a whole number the way the language does (1,234; 1.234;
// 1 234).
func (l *Localizer) Int(n int) string {
	if n > -1000 && n < 1000 { // the common case, without a printer
		return itoa(n)
	}
	if m, ok := numberMarks[l.Lang()]; ok {
		var buf [24]byte
		neg, whole := unsigned(strconv.AppendInt(buf[:0], int64(n), 10))
		return m.group(neg, whole, nil, "")
	}
	return l.printer().Sprint(number.Decimal(n))
}

// Decimal writes a number with at most that many decimals and the
// language's decimal mark (27.1; 27,1).
func (l *Localizer) Decimal(x float64, places int) string {
	if s, ok := l.fixed(x, places, true); ok {
		return s
	}
	return l.printer().Sprint(number.Decimal(x, number.MaxFractionDigits(places)))
}

// Percent writes a share (0.4167) as a percentage (41.7 %; 41,7 %).
func (l *Localizer) Percent(x float64, places int) string {
	m, ok := numberMarks[l.Lang()]
	if !ok || math.IsNaN(x) || math.IsInf(x, 0) {
		return l.printer().Sprint(number.Percent(x, number.MaxFractionDigits(places)))
	}
	var buf [32]byte
	neg, whole, decimals := percentDigits(buf[:0], x, places)
	return m.group(neg, whole, bytes.TrimRight(decimals, "0"), m.percent)
}

// percentDigits writes x as a percentage rounded to places decimals, as
// x/text does: x itself rounded to two more decimals (its exact value,
// ties to even), the point then moved two places. Multiplying by 100
// first would round twice (0.0015 * 100 is 0.1499999...). The digits are
// written into buf (and its array, when large enough: a leaderboard's
// 2,500 win rates allocate only their strings).
func percentDigits(buf []byte, x float64, places int) (neg bool, whole, decimals []byte) {
	neg, s := unsigned(strconv.AppendFloat(buf, x, 'f', places+2, 64))
	point := bytes.IndexByte(s, '.')
	// The point moves two places: the two digits after it join the whole.
	copy(s[point:], s[point+1:point+3])
	whole, decimals = bytes.TrimLeft(s[:point+2], "0"), s[point+3:]
	if len(whole) == 0 {
		whole = zeroDigit
	}
	return neg, whole, decimals
}

var zeroDigit = []byte{'0'}

// unsigned splits a number's sign from its digits.
func unsigned(s []byte) (neg bool, digits []byte) {
	if len(s) > 0 && s[0] == '-' {
		return true, s[1:]
	}
	return false, s
}

// numberMarks are how each language writes a number, as
// golang.org/x/text/number writes it (TestNumbersAsTheTextPackage holds
// them to it): the decimal mark, the mark between groups of three digits,
// and what follows a percentage. Written here, a number takes a
// strconv.FormatFloat: a leaderboard of 2,500 players wrote some 10,000
// numbers through x/text's printer, a new one each, 20 ms of the command.
var numberMarks = map[Lang]marks{
	English: {decimal: ".", thousands: ",", percent: "%"},
	German:  {decimal: ",", thousands: ".", percent: "\u00a0%"},
	French:  {decimal: ",", thousands: "\u00a0", percent: "\u00a0%"},
}

type marks struct{ decimal, thousands, percent string }

// fixed writes x rounded to places decimals (as x/text rounds: the float's
// exact value, ties to even), without the trailing zeros of the decimals
// when trim is set; ok is false for a language without marks here, or a
// number that is not finite.
func (l *Localizer) fixed(x float64, places int, trim bool) (string, bool) {
	m, ok := numberMarks[l.Lang()]
	if !ok || math.IsNaN(x) || math.IsInf(x, 0) {
		return "", false
	}
	var buf [32]byte
	neg, s := unsigned(strconv.AppendFloat(buf[:0], x, 'f', places, 64))
	whole, decimals, _ := bytes.Cut(s, []byte("."))
	if trim {
		decimals = bytes.TrimRight(decimals, "0")
	}
	return m.group(neg, whole, decimals, ""), true
}

// group writes a number (its sign, its whole part in groups of three
// digits, then its decimals after the decimal mark, if any) and then
// suffix, in one allocation: the string's.
func (m marks) group(neg bool, whole, decimals []byte, suffix string) string {
	var b strings.Builder
	b.Grow(1 + len(whole) + len(whole)/3*len(m.thousands) + len(m.decimal) + len(decimals) + len(suffix))
	if neg {
		b.WriteByte('-')
	}
	for i := range len(whole) {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteString(m.thousands)
		}
		b.WriteByte(whole[i])
	}
	if len(decimals) > 0 {
		b.WriteString(m.decimal)
		b.Write(decimals)
	}
	b.WriteString(suffix)
	return b.String()
}

// Date writes a day in the language's usual order: 2026-11-21,
// 21.11.2026, 21/11/2026.
func (l *Localizer) Date(t time.Time) string {
	return t.Format(l.T("format.date"))
}

// DateTime writes a day and a time of day (the minute), as Date does.
func (l *Localizer) DateTime(t time.Time) string {
	return t.Format(l.T("format.datetime"))
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [8]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
