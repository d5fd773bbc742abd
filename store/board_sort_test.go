package store

import "testing"

// TestSortBoardTiedRating: players shown with the same rating are ordered by
// games played (more first), then by name in any letter case.
func TestSortBoardTiedRating(t *testing.T) {
	rows := []BoardRow{
		{Name: "amy", Games: 2, Rating: 12.3},
		{Name: "Zed", Games: 5, Rating: 12.3},
		{Name: "Bob", Games: 2, Rating: 12.3},
		{Name: "Top", Games: 1, Rating: 20},
	}
	sortBoard(rows)
	var got []string
	for _, r := range rows {
		got = append(got, r.Name)
	}
	if want := []string{"Top", "Zed", "amy", "Bob"}; !equal(got, want) {
		t.Errorf("order %q, want %q", got, want)
	}
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
