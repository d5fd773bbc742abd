package i18n

import (
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
		return m.group(strconv.Itoa(n), "")
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
	whole, decimals := percentDigits(x, places)
	return m.group(whole, strings.TrimRight(decimals, "0")) + m.percent
}

// percentDigits writes x as a percentage rounded to places decimals, as
// x/text does: x itself rounded to two more decimals (its exact value,
// ties to even), the point then moved two places. Multiplying by 100
// first would round twice (0.0015 * 100 is 0.1499999...).
func percentDigits(x float64, places int) (whole, decimals string) {
	w, d, _ := strings.Cut(strconv.FormatFloat(x, 'f', places+2, 64), ".")
	sign := ""
	if strings.HasPrefix(w, "-") {
		sign, w = "-", w[1:]
	}
	digits := w + d
	whole = strings.TrimLeft(digits[:len(w)+2], "0")
	if whole == "" {
		whole = "0"
	}
	return sign + whole, digits[len(w)+2:]
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
	s := strconv.FormatFloat(x, 'f', places, 64)
	whole, decimals, _ := strings.Cut(s, ".")
	if trim {
		decimals = strings.TrimRight(decimals, "0")
	}
	return m.group(whole, decimals), true
}

// group writes a whole part (with its sign) in groups of three digits,
// then the decimals after the decimal mark, if any.
func (m marks) group(whole, decimals string) string {
	var b strings.Builder
	b.Grow(len(whole) + len(whole)/3*len(m.thousands) + len(m.decimal) + len(decimals)) // one allocation
	if strings.HasPrefix(whole, "-") {
		b.WriteByte('-')
		whole = whole[1:]
	}
	for i := range len(whole) {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteString(m.thousands)
		}
		b.WriteByte(whole[i])
	}
	if decimals != "" {
		b.WriteString(m.decimal)
		b.WriteString(decimals)
	}
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
