package game_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/zooscore/zooscore/game"
)

// TestStartPlayerFromTheScript: a tracked game tells who started (the
// player of its first take; ZooSim's top flag), spelled as its players
// list spells them; sheets and a script before its first take do not.
func TestStartPlayerFromTheScript(t *testing.T) {
	for _, c := range []struct {
		name, game, input, want string
	}{
		{"dice first take", "dice", `{"players":["Ann","Bob"],"rounds":[[{"player":"bob","took":["lion"]},{"player":"Ann","took":["coin"]}]]}`, "Bob"},
		{"dice bonus hex first", "dice", `{"bonus_hex":{"lion":2},"rounds":[[{"player":"Ann","took":["lion"]}]],"players":["Ann","Bob"]}`, "Ann"},
		{"dice before its first take", "dice", `{"players":["Ann","Bob"],"rounds":[]}`, ""},
		{"dice sheets", "dice", `{"players":[{"name":"Ann","coins":1},{"name":"Bob"}]}`, ""},
		{"junior first take", "junior", `{"players":["Ann","Bob"],"rounds":[{"takes":[{"player":"Bob","tiles":[{"tile":"llama","to":1}]}]}]}`, "Bob"},
		{"junior last round without takes", "junior", `{"players":["Ann","Bob"],"rounds":[{"last":true,"takes":[]}]}`, ""},
		{"zoosim top flag", "zoosim", `{"players":["Alan","Klaus","Reiner"],"flagpole":["Reiner","Klaus","Alan"],"auctions":[]}`, "Reiner"},
		{"zoosim sheets", "zoosim", `{"players":[{"name":"Alan","years":[]}]}`, ""},
		{"a player the script does not list", "dice", `{"players":["Ann","Bob"],"rounds":[[{"player":"Cy","took":["lion"]}]]}`, ""},
		{"not JSON", "dice", `players: Ann, Bob`, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := game.StartPlayer(c.game, []byte(c.input))
			if got != c.want || ok != (c.want != "") {
				t.Errorf("StartPlayer = %q, %v; want %q", got, ok, c.want)
			}
		})
	}
}

// TestStartPlayerOfPlayedGames: in games played by the rules (at random),
// the start player is the player of the first take the tracker stored.
func TestStartPlayerOfPlayedGames(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 1))
	for _, name := range []string{"dice", "junior"} {
		k, _ := game.Lookup(name)
		for i := range 10 {
			tr, err := k.PlayRandom(r, []string{"Ann", "Bob", "Cy"}, 5)
			if err != nil {
				t.Fatal(err)
			}
			var first struct {
				Player string
				Take   *struct{ Player string }
			}
			if err := json.Unmarshal(tr.Entries()[0], &first); err != nil {
				t.Fatal(err)
			}
			want := first.Player
			if first.Take != nil {
				want = first.Take.Player
			}
			if got, _ := k.StartPlayer(tr.Script()); got != want || want == "" {
				t.Errorf("%s game %d: start player %q, the first take is %q's", name, i, got, want)
			}
		}
	}
}
