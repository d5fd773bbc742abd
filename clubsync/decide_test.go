package clubsync

import (
	"reflect"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// fpOf is the fingerprint a test names by a letter ("" for none).
func fpOf(name string) fp {
	var f fp
	if name != "" {
		f[0] = name[0]
	}
	return f
}

// TestDecide goes through every way a game can stand on the two sides
// against what they agreed at the last sync (b): "" is no game, and a, x
// and y are fingerprints.
func TestDecide(t *testing.T) {
	type side struct{ h, t, b string }
	cases := []struct {
		name   string
		game   side
		settle string
		want   string // pull, push, alike, agree, conflict:HERE/THERE, nothing
	}{
		{"never synced, alike", side{"a", "a", ""}, "", "agree"},
		{"synced, untouched", side{"a", "a", "a"}, "", "alike"},
		{"changed alike on both", side{"x", "x", "a"}, "", "agree"},
		{"new here", side{"a", "", ""}, "", "push"},
		{"new on the server", side{"", "a", ""}, "", "pull"},
		{"changed here", side{"x", "a", "a"}, "", "push"},
		{"changed on the server", side{"a", "x", "a"}, "", "pull"},
		{"deleted here", side{"", "a", "a"}, "", "push"},
		{"deleted on the server", side{"a", "", "a"}, "", "pull"},
		{"deleted on both", side{"", "", "a"}, "", "agree"},
		{"changed on both", side{"x", "y", "a"}, "", "conflict:changed/changed"},
		{"added to both, not alike", side{"x", "y", ""}, "", "conflict:added/added"},
		{"changed here, deleted there", side{"x", "", "a"}, "", "conflict:changed/deleted"},
		{"deleted here, changed there", side{"", "y", "a"}, "", "conflict:deleted/changed"},
		{"changed on both, keep here", side{"x", "y", "a"}, "here", "push"},
		{"changed on both, keep the club's", side{"x", "y", "a"}, "club", "pull"},
		{"deleted here, changed there, keep here", side{"", "y", "a"}, "here", "push"},
		{"no conflict: keeping changes nothing", side{"a", "x", "a"}, "here", "pull"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			settle := map[string]string{}
			if c.settle != "" {
				settle["u"] = c.settle
			}
			p := decide(map[string]sides{"u": {here: fpOf(c.game.h), there: fpOf(c.game.t), base: fpOf(c.game.b)}}, settle)
			got := "nothing"
			switch {
			case len(p.pull) == 1:
				got = "pull"
				if want := (move{uuid: "u", from: fpOf(c.game.t).String(), base: fpOf(c.game.h).String()}); p.pull[0] != want {
					t.Errorf("pull %+v, want %+v", p.pull[0], want)
				}
			case len(p.push) == 1:
				got = "push"
				if want := (move{uuid: "u", from: fpOf(c.game.h).String(), base: fpOf(c.game.t).String()}); p.push[0] != want {
					t.Errorf("push %+v, want %+v", p.push[0], want)
				}
			case len(p.conflicts) == 1:
				got = "conflict:" + p.conflicts[0].Here + "/" + p.conflicts[0].There
			case len(p.agreed) == 1:
				got = "agree"
				if want := []store.Agreed{{UUID: "u", Fingerprint: fpOf(c.game.h).String()}}; !reflect.DeepEqual(p.agreed, want) {
					t.Errorf("agreed %v, want u: %q", p.agreed, c.game.h)
				}
			case p.alike == 1:
				got = "alike"
			}
			if got != c.want {
				t.Errorf("%+v: %s, want %s", c.game, got, c.want)
			}
		})
	}
}
