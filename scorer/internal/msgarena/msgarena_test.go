package msgarena

import (
	"reflect"
	"testing"

	"github.com/zooscore/zooscore/msg"
)

// TestAsScorerM: a message from an arena, or from none, is the one
// msg.M makes, arguments in order, no arguments as nil.
func TestAsScorerM(t *testing.T) {
	var a Arena
	var none *Arena
	cases := []struct {
		got  msg.Msg
		want msg.Msg
	}{
		{a.M("x.none"), msg.M("x.none")},
		{a.M("x.two", "player", "Ann", "n", 3), msg.M("x.two", "player", "Ann", "n", 3)},
		{a.Msg("x.parts", []any{"player", "Ann"}, nil, []any{"n", 3, "m", msg.M("x.in")}), msg.M("x.parts", "player", "Ann", "n", 3, "m", msg.M("x.in"))},
		{none.M("x.alone", "n", 1), msg.M("x.alone", "n", 1)},
	}
	for _, c := range cases {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%#v, want %#v", c.got, c.want)
		}
	}
}

// TestArgumentsApart: appending to one message's arguments leaves the
// next message's as they were.
func TestArgumentsApart(t *testing.T) {
	var a Arena
	first := a.M("x.first", "n", 1)
	second := a.M("x.second", "n", 2)
	_ = append(first.Args, msg.Arg{Name: "more", Value: 9})
	if want := msg.M("x.second", "n", 2); !reflect.DeepEqual(second, want) {
		t.Errorf("the second message became %#v", second)
	}
}
