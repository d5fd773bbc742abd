package game

import "testing"

// TestInputShape: a script names its players, sheets are objects; anything
// else is left to the full readers.
func TestInputShape(t *testing.T) {
	cases := []struct {
		input string
		want  Shape
	}{
		{`{"players":["Ann","Bob"],"rounds":[]}`, ShapeScript},
		{`{"bonus_hex":{"lion":2},"players":["Ann"]}`, ShapeScript},
		{`{"players":[{"name":"Ann"}]}`, ShapeSheets},
		{` { "bonus_hex" : {"players":["x"]}, "players" : [ {"name":"Ann"} ] }`, ShapeSheets},
		{`{"players":[]}`, ShapeUnknown},
		{`{"players":{}}`, ShapeUnknown},
		{`{"Players":["Ann"]}`, ShapeUnknown},
		{`[]`, ShapeUnknown},
		{`{"players":["Ann"`, ShapeScript},
		{`not json`, ShapeUnknown},
	}
	for _, c := range cases {
		if got := InputShape([]byte(c.input)); got != c.want {
			t.Errorf("InputShape(%s) = %d, want %d", c.input, got, c.want)
		}
	}
}
