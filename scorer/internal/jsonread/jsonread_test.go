package jsonread

import (
	"math"
	"testing"
)

// TestInt: a whole number is read when plain JSON writes it so and it fits
// 64 bits; anything else makes the reader give up.
func TestInt(t *testing.T) {
	tests := []struct {
		in   string
		want int
		ok   bool
	}{
		{"0", 0, true}, {"-0", 0, true}, {"7", 7, true}, {" -12 ", -12, true},
		{"9223372036854775807", math.MaxInt64, true}, {"-9223372036854775808", math.MinInt64, true},
		{"9223372036854775808", 0, false}, {"-9223372036854775809", 0, false}, {"18446744073709551616", 0, false},
		{"01", 0, false}, {"-01", 0, false}, {"1.0", 0, false}, {"1e2", 0, false}, {"+1", 0, false},
		{"-", 0, false}, {"- 1", 0, false}, {"", 0, false}, {`"1"`, 0, false}, {"null", 0, false}, {"1x", 0, false},
	}
	for _, tt := range tests {
		var got int
		ok := Read([]byte(tt.in), func(r *Reader) { got = r.Int() })
		if ok != tt.ok || ok && got != tt.want {
			t.Errorf("Int of %q = %d, %v; want %d, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

// TestString: plain strings are read, the game's words without a copy;
// escapes, control characters and invalid UTF-8 make the reader give up.
func TestString(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{`"lion"`, "lion", true}, {`""`, "", true}, {`"Zoë 李"`, "Zoë 李", true}, {"\"a\x7fb\"", "a\x7fb", true},
		{`"a\"b"`, "", false}, {`"\u0041"`, "", false}, {"\"a\tb\"", "", false}, {"\"\xff\"", "", false},
		{"\"\xed\xa0\x80\"", "", false}, {`"open`, "", false}, {`lion`, "", false}, {`"a" "b"`, "", false},
	}
	for _, tt := range tests {
		var got string
		ok := Read([]byte(tt.in), func(r *Reader) { got = r.String([]string{"lion"}) })
		if ok != tt.ok || ok && got != tt.want {
			t.Errorf("String of %q = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

// TestObject: a name given twice, a name the caller does not know, a
// missing or extra comma make the reader give up.
func TestObject(t *testing.T) {
	tests := []struct {
		in string
		ok bool
	}{
		{`{}`, true}, {`{"a":1}`, true}, {` { "a" : 1 , "b" : 2 } `, true}, {`{"a":1,"a":2}`, false},
		{`{"c":1}`, false}, {`{"a":1,}`, false}, {`{"a":1 "b":2}`, false}, {`{,"a":1}`, false},
		{`{"a" 1}`, false}, {`{"a":1}}`, false}, {`{"a":1`, false}, {`{"a":null}`, false}, {`{a:1}`, false},
	}
	for _, tt := range tests {
		ok := Read([]byte(tt.in), func(r *Reader) {
			r.Object(func(name []byte) bool {
				r.Int()
				return string(name) == "a" || string(name) == "b"
			})
		})
		if ok != tt.ok {
			t.Errorf("Object of %q: %v, want %v", tt.in, ok, tt.ok)
		}
	}
}

// TestArray: elements are read in order; a missing or extra comma makes
// the reader give up.
func TestArray(t *testing.T) {
	tests := []struct {
		in   string
		want []string
		ok   bool
	}{
		{`[]`, []string{}, true}, {`["a"]`, []string{"a"}, true}, {`[ "a" , "b" ]`, []string{"a", "b"}, true},
		{`["a",]`, nil, false}, {`[,"a"]`, nil, false}, {`["a" "b"]`, nil, false}, {`["a"`, nil, false}, {`[null]`, nil, false},
	}
	for _, tt := range tests {
		var got []string
		ok := Read([]byte(tt.in), func(r *Reader) { got = r.Strings(nil) })
		if ok != tt.ok || ok && (got == nil || len(got) != len(tt.want)) {
			t.Errorf("Strings of %q = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

// TestBool reads true and false, and nothing else.
func TestBool(t *testing.T) {
	for in, want := range map[string]bool{"true": true, "false": false, " true ": true} {
		var got bool
		if ok := Read([]byte(in), func(r *Reader) { got = r.Bool() }); !ok || got != want {
			t.Errorf("Bool of %q = %v, %v", in, got, ok)
		}
	}
	for _, in := range []string{"tru", "truex", "1", `"true"`, "null", "True"} {
		if Read([]byte(in), func(r *Reader) { r.Bool() }) {
			t.Errorf("Bool of %q is read", in)
		}
	}
}

// TestKind tells the kind of the next value by its first byte, and reads
// nothing.
func TestKind(t *testing.T) {
	for in, want := range map[string]byte{` "a"`: '"', "-1": '0', "7": '0', "{}": '{', "[]": '[', "true": 't', "false": 'f', "null": 'n', "x": 0, "": 0} {
		var got byte
		Read([]byte(in), func(r *Reader) { got = r.Kind(); r.GiveUp() })
		if got != want {
			t.Errorf("Kind of %q = %q, want %q", in, got, want)
		}
	}
}
