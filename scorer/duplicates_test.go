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
