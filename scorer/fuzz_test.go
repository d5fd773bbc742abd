package scorer

import (
	"bytes"
	"errors"
	"testing"

	"github.com/go-json-experiment/json/jsontext"
)

// FuzzDecode holds Decode to its promise whatever the bytes: no panic, an
// error is an InputError with a short message, and what it reads, Encode
// writes so that Decode reads it back the same.
func FuzzDecode(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		var v decodeInput
		err := Decode(data, &v)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("%T: %v", err, err)
			}
			if len(ie.Message) > 400 {
				t.Fatalf("a message of %d bytes: %.200q", len(ie.Message), ie.Message)
			}
			return
		}
		enc, err := Encode(v)
		if err != nil {
			t.Fatal(err)
		}
		var back decodeInput
		if err := Decode(enc, &back); err != nil {
			t.Fatalf("Decode(Encode(v)): %v\n%s", err, enc)
		}
		if again, _ := Encode(back); !bytes.Equal(enc, again) {
			t.Fatalf("changed by a round trip:\n%s\n%s", enc, again)
		}
	})
}

// FuzzDropNullMembers: JSON comes out as JSON without null members, and
// with everything else as it was; anything else comes out untouched.
func FuzzDropNullMembers(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		out := DropNullMembers(data)
		if !jsontext.Value(data).IsValid(jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true)) {
			if !bytes.Equal(out, data) {
				t.Fatalf("not JSON, but changed:\n%q\n%q", data, out)
			}
			return
		}
		if !jsontext.Value(out).IsValid(jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true)) {
			t.Fatalf("JSON in, not JSON out:\n%q\n%q", data, out)
		}
		if again := DropNullMembers(out); !bytes.Equal(again, out) {
			t.Fatalf("a second pass changed it:\n%q\n%q", out, again)
		}
		if bytes.Contains(data, []byte("null")) {
			return
		}
		if !bytes.Equal(out, data) {
			t.Fatalf("no null, but changed:\n%q\n%q", data, out)
		}
	})
}
