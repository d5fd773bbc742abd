package store

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// The dictionary is part of the file format: every stored input packed
// with it needs it, byte for byte, to be read again.
func TestInputDictNeverChanges(t *testing.T) {
	sum := sha256.Sum256([]byte(inputDict))
	if got := hex.EncodeToString(sum[:]); got != "11056a162e89daa9f095bb735b7d8ea47d540086a344c62541ba51039a22ed78" {
		t.Errorf("inputDict changed (sha256 %s): stored inputs could not be read; give a new dictionary a marker of its own", got)
	}
}

// The same holds of the dictionary of stored results.
func TestResultDictNeverChanges(t *testing.T) {
	sum := sha256.Sum256([]byte(resultDict))
	if got := hex.EncodeToString(sum[:]); got != "c378c8ad4f8a33cdd25344636fcc0153537f6bc945be326c60d7c4e36230bb13" {
		t.Errorf("resultDict changed (sha256 %s): stored results could not be read; give a new dictionary a marker of its own", got)
	}
}

func TestPackRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	noise := make([]byte, 3000)
	for i := range noise {
		noise[i] = byte(rng.IntN(256))
	}
	cases := []struct {
		name   string
		input  string
		packed bool
	}{
		{"empty", "", false},
		{"short", `{"players":[]}`, false},
		{"sheets", `{"players":[{"name":"Ann","enclosures":{"crocodile":1,"ostrich":2},"bonus":["crocodile"],"coins":3,"barn":[]},{"name":"Bob","enclosures":{"lion":5},"bonus":[],"coins":0,"barn":["lion"]}]}`, true},
		{"script", `{"players":["Ann","Bob"],"rounds":[` + strings.Repeat(`[{"player":"Ann","took":["lion","coin"]},{"player":"Bob","took":["monkey"]}],`, 40) + `[]]}`, true},
		{"noise", string(noise), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stored := packInput([]byte(c.input))
			if packed := len(stored) > 0 && stored[0] == packedS2; packed != c.packed || len(stored) > len(c.input) {
				t.Errorf("%d bytes stored as %d (packed %v), want packed %v and never larger", len(c.input), len(stored), packed, c.packed)
			}
			back, err := unpackInput([]byte("prefix:"), stored)
			if err != nil || string(back) != "prefix:"+c.input {
				t.Errorf("unpack = %.60q, %v; want the input after the prefix", back, err)
			}
		})
	}
	if _, err := unpackInput(nil, []byte{packedS2, 0xff, 0xff, 0xff}); !errors.Is(err, errPacked) {
		t.Errorf("a damaged packed input reads as %v, want errPacked", err)
	}
}

func TestUUIDKey(t *testing.T) {
	cases := []struct {
		uuid  string
		bytes bool
	}{
		{"0b7a3c2e-91d4-4f60-8a2b-5c1de0f93a47", true},
		{"0B7A3C2E-91D4-4F60-8A2B-5C1DE0F93A47", false}, // kept as given: it comes back as given
		{"0b7a3c2e91d44f608a2b5c1de0f93a47", false},
		{"0b7a3c2e-91d4-4f60-8a2b-5c1de0f93a4", false},
		{"0b7a3c2e-91d4-4f60-8a2b+5c1de0f93a47", false},
		{"0b7a3c2e-91d4-4f60-8a2b-5c1de0f93a4g", false},
		{"x", false},
		{"", false},
	}
	for _, c := range cases {
		key := uuidKey(c.uuid)
		if b, ok := key.([]byte); ok != c.bytes || ok && len(b) != 16 {
			t.Errorf("uuidKey(%q) = %v, want 16 bytes: %v", c.uuid, key, c.bytes)
		}
		if back := uuidText(key); back != c.uuid {
			t.Errorf("uuidText(uuidKey(%q)) = %q", c.uuid, back)
		}
	}
	if u := NewUUID(); uuidText(uuidKey(u)) != u || reflect.TypeOf(uuidKey(u)).Kind() != reflect.Slice {
		t.Errorf("a new uuid %s is not stored as 16 bytes", u)
	}
}
