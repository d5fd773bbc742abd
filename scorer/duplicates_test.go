package scorer

import (
	"reflect"
	"testing"
)

// TestDuplicatesFewAndMany: a table's few names, compared with each other,
// are found to be the same player exactly when their keys (NameKey) are
// the same, as many names are grouped: letter case, spaces around, and
// letters whose lower case is plain ASCII (the Kelvin sign) included.
func TestDuplicatesFewAndMany(t *testing.T) {
	for _, names := range [][]string{
		{"Ann", "ann", " ANN "},
		{"Ann", "Bob", "", "bob", ""},
		{"K", "\u212a", "k"},
		{"İ", "i", "I", "ı"},
		{"ß", "SS", "ss"},
		{"Σ", "σ", "ς"},
		{"Zoë", "ZOË", "Zoe"},
		{"A\u00a0", "a", "A"},
		{"Ann", "Bob", "Cy", "Dee"},
	} {
		few, many := duplicates("g", names), duplicateKeys("g", names)
		if !reflect.DeepEqual(few, many) {
			t.Errorf("%q: compared\n%+v\nby keys\n%+v", names, few, many)
		}
	}
}

// FuzzSameName holds sameName, which compares two names letter by letter,
// to what it stands for: the two keys made and compared.
func FuzzSameName(f *testing.F) {
	for _, p := range [][2]string{{"Ann", " ann"}, {"K", "\u212a"}, {"İ", "i"}, {"ß", "SS"}, {"Zoë", "ZOË"},
		{"\xff", "\ufffd"}, {"a\xc3", "A\xc3"}, {" ", "\u00a0"}, {"", ""}, {"Σ", "ς"}} {
		f.Add(p[0], p[1])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		want := a != "" && b != "" && NameKey(a) == NameKey(b)
		if got := sameName(a, b); got != want {
			t.Errorf("sameName(%q, %q) = %v; their keys %q and %q", a, b, got, NameKey(a), NameKey(b))
		}
	})
}
