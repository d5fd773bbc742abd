package exchange

import "testing"

// TestCSVText: a text a spreadsheet would read as a formula is kept a text.
func TestCSVText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Ann", "Ann"},
		{"=1+1", "'=1+1"},
		{"+1", "'+1"},
		{"-1", "'-1"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"\tTab", "'\tTab"},
		{"\rCR", "'\rCR"},
		{"Ann=Bob", "Ann=Bob"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := csvText(tt.in); got != tt.want {
			t.Errorf("csvText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
