package i18n

import (
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
	return l.printer().Sprint(number.Decimal(n))
}

// Decimal writes a number with at most that many decimals and the
// language's decimal mark (27.1; 27,1).
func (l *Localizer) Decimal(x float64, places int) string {
	return l.printer().Sprint(number.Decimal(x, number.MaxFractionDigits(places)))
}

// Percent writes a share (0.4167) as a percentage (41.7 %; 41,7 %).
func (l *Localizer) Percent(x float64, places int) string {
	return l.printer().Sprint(number.Percent(x, number.MaxFractionDigits(places)))
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
