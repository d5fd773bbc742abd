package zoosim

import (
	"errors"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// longScript writes a play script of n auctions; escaped writes the first
// name with an escape, which the quick reader leaves to scorer.Decode.
func longScript(n int, escaped bool) string {
	players := `"Ann","Bob"`
	if escaped {
		players = `"\u0041nn","Bob"`
	}
	auction := `{"tile":{"enclosures":[{"animal":"sea","stars":1},{"animal":"birds","stars":1}],"bushes":0},"bids":{"Ann":0,"Bob":0},"placed":{"enclosures":{"sea":1,"birds":1},"benches":0}}`
	return `{"players":[` + players + `],"flagpole":["Ann","Bob"],"auctions":[` + strings.TrimSuffix(strings.Repeat(auction+",", n), ",") + `]}`
}

// TestScriptLengthRefusedAtEntry: a game auctions its 25 tiles once each,
// and a play script of more auctions is refused as zoosim.script-length
// alone, whichever reader reads it (the quick one, or scorer.Decode after an
// escape); one of 25 is read as any script.
func TestScriptLengthRefusedAtEntry(t *testing.T) {
	for _, escaped := range []bool{false, true} {
		for _, tc := range []struct {
			name     string
			auctions int
			refused  bool
		}{{"25 auctions", 25, false}, {"26 auctions", 26, true}, {"20,000 auctions", 20000, true}} {
			t.Run(tc.name, func(t *testing.T) {
				s, err := ParseScript([]byte(longScript(tc.auctions, escaped)))
				if !tc.refused {
					if err != nil || len(s.Auctions) != tc.auctions {
						t.Fatalf("%d auctions read: %v", len(s.Auctions), err)
					}
					return
				}
				var v scorer.Violations
				if !errors.As(err, &v) || len(v) != 1 || v[0].Rule != "zoosim.script-length" ||
					!strings.Contains(en(v[0]), "the game has more than 25 auctions: a game auctions each of its 25 zoo tiles once") {
					t.Fatalf("error %v, want one zoosim.script-length", err)
				}
			})
		}
	}
}
