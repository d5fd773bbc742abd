package game_test

import (
	"testing"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer"
)

// TestRenamePlayers: a player is renamed wherever a game's JSON names
// players (sheets, seating, takes, bonus actions, the flagpole, bids) and
// nowhere else, even when the name is also a word of the game.
func TestRenamePlayers(t *testing.T) {
	rename := func(from, to string) func(string) (string, bool) {
		return func(name string) (string, bool) {
			if scorer.NameKey(name) == scorer.NameKey(from) {
				return to, true
			}
			return "", false
		}
	}
	for _, c := range []struct {
		name, from, to, in, want string
	}{
		{"dice sheets", "Anne", "Ann",
			`{"bonus_hex":{"lion":2},"players":[{"name":"Anne","enclosures":{"lion":2}},{"name":"Bob"}]}`,
			`{"bonus_hex":{"lion":2},"players":[{"name":"Ann","enclosures":{"lion":2}},{"name":"Bob"}]}`},
		{"a player named like a word", "lion", "Leo",
			`{"players":["lion","Bob"],"rounds":[[{"player":"LION","took":["lion","lion"]},{"player":"Bob","took":["lion"]}]]}`,
			`{"players":["Leo","Bob"],"rounds":[[{"player":"Leo","took":["lion","lion"]},{"player":"Bob","took":["lion"]}]]}`},
		{"junior bonus from", "Bob", "Robert",
			`{"players":["Ann","Bob"],"rounds":[{"takes":[{"player":"Ann","tiles":[{"tile":"llama","to":1}],"bonus":{"action":"take","from":"Bob","tile":"pond","to":2}}]}]}`,
			`{"players":["Ann","Robert"],"rounds":[{"takes":[{"player":"Ann","tiles":[{"tile":"llama","to":1}],"bonus":{"action":"take","from":"Robert","tile":"pond","to":2}}]}]}`},
		{"zoosim flagpole and bids", "Klaus", "Claus",
			`{"players":["Alan","Klaus"],"flagpole":["Klaus","Alan"],"variant":"standard","auctions":[{"tile":{"enclosures":[{"animal":"sea","stars":2}],"bushes":1},"bids":{"Alan":2,"Klaus":3},"placed":{"enclosures":{"sea":2},"benches":0}}]}`,
			`{"players":["Alan","Claus"],"flagpole":["Claus","Alan"],"variant":"standard","auctions":[{"tile":{"enclosures":[{"animal":"sea","stars":2}],"bushes":1},"bids":{"Alan":2,"Claus":3},"placed":{"enclosures":{"sea":2},"benches":0}}]}`},
		{"a tracked entry", "Ann", "Anna", `{"round":2,"take":{"player":"Ann","tiles":[]}}`, `{"round":2,"take":{"player":"Anna","tiles":[]}}`},
		{"no such player, spaces and escapes", "Zed", "Z", "{ \"players\" : [ \"Ann\" , \"B\\u00f6b\" ] }", `{"players":["Ann","Böb"]}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := game.RenamePlayers([]byte(c.in), rename(c.from, c.to))
			if err != nil || string(got) != c.want {
				t.Errorf("RenamePlayers = %s, %v\nwant %s", got, err, c.want)
			}
		})
	}
	if _, err := game.RenamePlayers([]byte(`{"players":[`), rename("a", "b")); err == nil {
		t.Error("broken JSON was renamed")
	}
}
