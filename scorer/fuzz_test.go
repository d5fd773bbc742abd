package scorer_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/zooscore/zooscore/scorer"

	"github.com/go-json-experiment/json/jsontext"
)

// FuzzDecode holds scorer.Decode to its promise whatever the bytes: no panic, an
// error is an scorer.InputError with a short message, and what it reads, scorer.Encode
// writes so that scorer.Decode reads it back the same.
func FuzzDecode(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		var v decodeInput
		err := scorer.Decode(data, &v)
		if err != nil {
			var ie *scorer.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("%T: %v", err, err)
			}
			if len(en.Error(err)) > 400 {
				t.Fatalf("a message of %d bytes: %.200q", len(en.Error(err)), en.Error(err))
			}
			return
		}
		enc, err := scorer.Encode(v)
		if err != nil {
			t.Fatal(err)
		}
		var back decodeInput
		if err := scorer.Decode(enc, &back); err != nil {
			t.Fatalf("scorer.Decode(scorer.Encode(v)): %v\n%s", err, enc)
		}
		if again, _ := scorer.Encode(back); !bytes.Equal(enc, again) {
			t.Fatalf("changed by a round trip:\n%s\n%s", enc, again)
		}
	})
}

// FuzzDropNullMembers: JSON comes out as JSON without null members, and
// with everything else as it was; anything else comes out untouched.
func FuzzDropNullMembers(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		out := scorer.DropNullMembers(data)
		if !jsontext.Value(data).IsValid(jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true)) {
			if !bytes.Equal(out, data) {
				t.Fatalf("not JSON, but changed:\n%q\n%q", data, out)
			}
			return
		}
		if !jsontext.Value(out).IsValid(jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true)) {
			t.Fatalf("JSON in, not JSON out:\n%q\n%q", data, out)
		}
		if again := scorer.DropNullMembers(out); !bytes.Equal(again, out) {
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
