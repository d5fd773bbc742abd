package i18n

import (
	"math/rand/v2"
	"testing"

	"golang.org/x/text/number"
)

// TestNumbersAsTheTextPackage: Int, Decimal, Percent and Tenths write every
// number as golang.org/x/text/number does in each language (rounding and
// ties included), which they stand in for.
func TestNumbersAsTheTextPackage(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var xs []float64
	for k := -20000; k <= 20000; k += 7 {
		xs = append(xs, float64(k)/1000, float64(k)/100, float64(k)/8)
	}
	for range 20000 {
		xs = append(xs, (rng.Float64()-0.5)*2e7, rng.Float64(), rng.NormFloat64()*50)
	}
	xs = append(xs, 0, -0.04, 0.05, 0.15, 0.25, -3.25, 1234.55, 999.95, 999999.95, -999.96)
	for _, l := range Langs {
		loc := For(l)
		p := loc.printer()
		for _, x := range xs {
			n := int(x)
			if got, want := loc.Int(n), p.Sprint(number.Decimal(n)); got != want {
				t.Fatalf("%s Int(%d) = %q, want %q", l, n, got, want)
			}
			for places := range 3 {
				if got, want := loc.Decimal(x, places), p.Sprint(number.Decimal(x, number.MaxFractionDigits(places))); got != want {
					t.Fatalf("%s Decimal(%v, %d) = %q, want %q", l, x, places, got, want)
				}
			}
			share := x / 1000
			if got, want := loc.Percent(share, 1), p.Sprint(number.Percent(share, number.MaxFractionDigits(1))); got != want {
				t.Fatalf("%s Percent(%v, 1) = %q, want %q", l, share, got, want)
			}
			if got, want := loc.Tenths(x), p.Sprint(number.Decimal(x, number.Scale(1))); got != want {
				t.Fatalf("%s Tenths(%v) = %q, want %q", l, x, got, want)
			}
		}
	}
}
