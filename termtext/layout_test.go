package termtext

import (
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
)

func TestWidthCountsColumnsAsTheTerminalDraws(t *testing.T) {
	tests := []struct {
		s    string
		want int
	}{
		{"Ann", 3},
		{"Zoë", 3},
		{"e\u0301", 1},                           // e and a combining accent
		{"李雷", 4},                                // wide characters
		{"🦁", 2},                                 // an emoji
		{"👩\u200d👩\u200d👧", 2},                   // a family joined with U+200D
		{"❤\ufe0f", 2},                           // drawn as an emoji by its selector
		{Visible("Ann\u200b"), len(`Ann\u200b`)}, // an escaped name, as shown
	}
	for _, tt := range tests {
		if got := Width(tt.s); got != tt.want {
			t.Errorf("Width(%q) = %d, want %d", tt.s, got, tt.want)
		}
	}
}

func TestWrapBreaksAtSpacesOnly(t *testing.T) {
	tests := []struct {
		name  string
		s     string
		width int
		want  string
	}{
		{"fits", "check the counts", 20, "check the counts"},
		{"no terminal", "check the counts of every year", 0, "check the counts of every year"},
		{"between words", "year 2: check the counts", 14, "year 2: check\n  the counts"},
		// The bug the terminal showed: "check t / he counts", "pla / y".
		{"never inside a word", "carry on with zooscore play", 24, "carry on with zooscore\n  play"},
		{"an item continues under its text", "  - Ann: 7 coin spaces are crossed", 20,
			"  - Ann: 7 coin\n    spaces are\n    crossed"},
		{"each line on its own", "first line\nsecond line here", 12, "first line\nsecond line\n  here"},
		{"a word longer than a line stays whole", "see /a/very/long/path/to/zooscore.db now", 12,
			"see\n  /a/very/long/path/to/zooscore.db\n  now"},
		{"wide characters count twice", "李雷 李雷 李雷 李雷", 12, "李雷 李雷\n  李雷 李雷"},
		// French sets its marks off by a space that does not break.
		{"no line starts with a French colon", "la partie est terminée : voici", 22, "la partie est\n  terminée : voici"},
		{"nor with a semicolon", "la partie n'est pas terminée ; les feuilles", 28, "la partie n'est pas\n  terminée ; les feuilles"},
		{"a question mark stays", "la partie est-elle vraiment finie ?", 33, "la partie est-elle vraiment\n  finie ?"},
		{"guillemets hold their word", "le joueur « Zed » est introuvable", 12, "le joueur\n  « Zed »\n  est\n  introuvable"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Wrap(tt.s, tt.width)
			if got != tt.want {
				t.Errorf("Wrap(%q, %d) =\n%s\nwant\n%s", tt.s, tt.width, got, tt.want)
			}
			if tt.width > 0 && strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(tt.s), " ") {
				t.Errorf("the words changed: %q", got)
			}
		})
	}
}

func TestWrapIndentKeepsTheSpacesOfALine(t *testing.T) {
	got := WrapIndent("    +0  coin group 1 removes the ostrich", 27, "        ")
	want := "    +0  coin group 1\n        removes the ostrich"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestTableAlignsByDisplayWidth: names with wide characters, emoji,
// accents and escapes keep the columns after them in line.
func TestTableAlignsByDisplayWidth(t *testing.T) {
	tb := Table{Header: []string{"player", "coins", "barn"}, Right: map[int]bool{1: true}}
	for _, name := range []string{"Ann", "李雷", "🦁 Leo", "Zoë", "Eve\x1b[2J"} {
		tb.Add(name, 3, "lion")
	}
	head, rows := tb.Lines(80)
	lines := append(head, rows...)
	want := []string{
		`player      coins  barn`,
		`Ann             3  lion`,
		`李雷            3  lion`,
		`🦁 Leo          3  lion`,
		`Zoë             3  lion`,
		`Eve\x1b[2J      3  lion`,
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
	for _, l := range lines {
		if got := Width(l[:strings.Index(l, "  lion")+len("  lion")]); l != lines[0] && got != Width(want[1]) {
			t.Errorf("%q ends at column %d, not %d", l, got, Width(want[1]))
		}
	}
}

// TestTableWrapsInsteadOfCutting: a row wider than the terminal continues
// on the next lines within its columns; nothing is cut and no line is
// wider than the terminal.
func TestTableWrapsInsteadOfCutting(t *testing.T) {
	tb := Table{Header: []string{"ID", "GAME", "PLAYERS"}, Right: map[int]bool{0: true}}
	tb.Add(12, "dice", List{"1. Annabelle 21", "2. Bob 6", "3. 李雷 4", "4. Cy 2"})
	tb.Add(3, "zoosim", List{"1. Ann 50"})
	head, rows := tb.Lines(34)
	got := strings.Join(append(head, rows...), "\n")
	want := strings.Join([]string{
		"ID  GAME    PLAYERS",
		"12  dice    1. Annabelle 21, 2. Bob",
		"            6, 3. 李雷 4, 4. Cy 2",
		" 3  zoosim  1. Ann 50",
	}, "\n")
	if got == want {
		t.Fatalf("a list item was split across lines:\n%s", got)
	}
	want = strings.Join([]string{
		"ID  GAME    PLAYERS",
		"12  dice    1. Annabelle 21,",
		"            2. Bob 6, 3. 李雷 4,",
		"            4. Cy 2",
		" 3  zoosim  1. Ann 50",
	}, "\n")
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestTableNarrowsEveryWrappingColumn(t *testing.T) {
	tb := Table{Wrap: map[int]bool{1: true, 3: true}, Right: map[int]bool{2: true}}
	tb.AddLine("1. Bob: 6 points")
	tb.Add("  ", "coin group 1 removes the crocodile from the barn", "+0", "spaces 1-2; removing saves 2 points, the group's point is only 1")
	tb.Add("  ", "lion bonus hex", "+2", "first to fill it; the hex shows 2")
	_, rows := tb.Lines(60)
	for _, l := range rows {
		if Width(l) > 60 {
			t.Errorf("%q is wider than 60 columns", l)
		}
	}
	got := strings.Join(rows, "\n")
	for _, want := range []string{"1. Bob: 6 points", "    coin group 1 removes the", "+0  spaces 1-2;", "crocodile from the barn", "    lion bonus hex"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q is missing from\n%s", want, got)
		}
	}
}

// TestTableLastColumnGoesBelowWhenNothingElseFits: when the columns that
// cannot wrap leave the last one too little room, it is shown below each
// row, with its heading.
func TestTableLastColumnGoesBelowWhenNothingElseFits(t *testing.T) {
	tb := Table{Header: []string{"player", "coins", "visitors", "trees", "best enclosures"}, Right: map[int]bool{1: true, 2: true, 3: true}}
	tb.Add("Wolfgang", 8, 12, 2, List{"sea 3", "birds 2", "apes 1"})
	head, rows := tb.Lines(32)
	got := strings.Join(append(head, rows...), "\n")
	want := strings.Join([]string{
		"player    coins  visitors  trees",
		"Wolfgang      8        12      2",
		"    best enclosures: sea 3,",
		"      birds 2, apes 1",
	}, "\n")
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// Narrower still, the columns are one space apart.
	head, rows = tb.Lines(30)
	got = strings.Join(append(head, rows...), "\n")
	want = strings.Join([]string{
		"player   coins visitors trees",
		"Wolfgang     8       12     2",
		"    best enclosures: sea 3,",
		"      birds 2, apes 1",
	}, "\n")
	if got != want {
		t.Errorf("at 30 columns got\n%s\nwant\n%s", got, want)
	}
}

// TestTableLabelsTheColumnBelowInTheLanguage: the column that goes below
// its row is named with the table's colon ("joueurs :" in French), and a
// French mark stays with its word when a cell wraps.
func TestTableLabelsTheColumnBelowInTheLanguage(t *testing.T) {
	tb := Table{Header: []string{"joueur", "pièces", "visiteurs", "arbres", "meilleurs enclos"}, Right: map[int]bool{1: true, 2: true, 3: true},
		Words: i18n.For(i18n.French)}
	tb.Add("Wolfgang", 8, 12, 2, List{"mer 3", "oiseaux 2"})
	_, rows := tb.Lines(32)
	if got := strings.Join(rows, "\n"); !strings.Contains(got, "meilleurs enclos : mer 3") {
		t.Errorf("the column below is not named the French way:\n%s", got)
	}
	tb = Table{Header: []string{"item", "why"}}
	tb.Add("+0", "la partie n'est pas terminée ; les feuilles sont comptées en l'état")
	_, rows = tb.Lines(34)
	for _, l := range rows {
		if f := strings.Fields(l); len(f) > 0 && strings.ContainsAny(f[0], ":;!?»") {
			t.Errorf("a line starts with a French mark:\n%s", strings.Join(rows, "\n"))
		}
	}
}

// widestWord measures the words that fields cuts, without cutting them: a
// table's least column width depends on it.
func TestWidestWordIsTheWidestOfFields(t *testing.T) {
	for _, s := range []string{
		"", " ", "Ann", "Olga H.", "  two  spaces  ", "Nom :", "fini ?", "« Zed »", "a « b » c ; d",
		"« »", "«", "» a", "李雷 Ann", "🦁 lion", "ends with a space ", ": first", "x :: y !! z",
		"Rosa A. 2", "a very-long-name-without-spaces-at-all and more",
	} {
		want := 0
		for _, f := range fields(s) {
			want = max(want, Width(f))
		}
		if got := widestWord(s); got != want {
			t.Errorf("widestWord(%q) = %d, the widest of %q is %d", s, got, fields(s), want)
		}
	}
}

// AddText lays a row out as Add does the same texts, at every width:
// wrapped names, escaped ones, the last column below.
func TestAddTextIsAddOfTexts(t *testing.T) {
	rows := [][]string{
		{"1", "Olga H.", "923", "34%", "a rather long note that wraps"},
		{"2", "Ann\u200b", "17", "5%", ""},
		{"10", "Łukasz Aleksander-Wiśniewski", "1,234", "100%", "« Zed » : fini ?"},
	}
	for _, width := range []int{0, 80, 40, 24} {
		var a, b Table
		for _, tb := range []*Table{&a, &b} {
			tb.Header = []string{"#", "PLAYER", "GAMES", "WINS", "NOTE"}
			tb.Right = map[int]bool{0: true, 2: true, 3: true}
			tb.Wrap = map[int]bool{1: true, 4: true}
		}
		for _, r := range rows {
			a.AddText(r...)
			cells := make([]any, len(r))
			for i, c := range r {
				cells[i] = c
			}
			b.Add(cells...)
		}
		ah, ar := a.Lines(width)
		bh, br := b.Lines(width)
		if strings.Join(append(ah, ar...), "\n") != strings.Join(append(bh, br...), "\n") {
			t.Errorf("width %d: AddText\n%s\nAdd\n%s", width, strings.Join(append(ah, ar...), "\n"), strings.Join(append(bh, br...), "\n"))
		}
	}
}

// TestWriteWritesTheLines: Write gives the lines Lines lays out, wrapped
// rows, rows below and lines between rows included, each header line as
// head makes it, and no header when head is nil.
func TestWriteWritesTheLines(t *testing.T) {
	tb := &Table{Header: []string{"#", "PLAYER", "PLAYERS"}, Wrap: map[int]bool{1: true, 2: true}}
	tb.AddText("1", "Ann Longname-Bauer", "Bob, Cleo, Dora")
	tb.AddLine("— the second table —")
	tb.Add(2, "Zoë", List{"Eve 12", "Fay 10"})
	for _, width := range []int{0, 24, 14} {
		header, rows := tb.Lines(width)
		var want strings.Builder
		for _, l := range header {
			want.WriteString("*" + l + "\n")
		}
		for _, l := range rows {
			want.WriteString(l + "\n")
		}
		var got strings.Builder
		if err := tb.Write(&got, width, func(s string) string { return "*" + s }); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Errorf("width %d: Write wrote\n%s\nLines laid out\n%s", width, got.String(), want.String())
		}
		got.Reset()
		tb.Write(&got, width, nil)
		if wantRows := strings.Join(rows, "\n") + "\n"; got.String() != wantRows {
			t.Errorf("width %d, no header: Write wrote\n%s\nwant\n%s", width, got.String(), wantRows)
		}
	}
}
