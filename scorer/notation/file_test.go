package notation

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
)

// The examples of contract.md, "Notation: a game written as text", exactly
// as written there.
const (
	contractDice = "players: Ann, Bob, Cy\n" +
		"bonus: lion=2                 # optional: the bonus hex values of this table\n" +
		"Ann: lion lion coin           # a take: 1 to 3 faces\n" +
		"Cy: crocodile\n" +
		"Bob: 2 monkey                 # a number repeats the face after it\n"
	contractJunior = "players: Ann, Bob\n" +
		"Ann: llama female 1, pond barn          # each tile: KIND [male|female] WHERE (1, 2, 3, barn)\n" +
		"Bob [3]: llama 2; bonus take Ann pond 2 # [N]: the truck (2 players); a bonus after ';'\n" +
		"last\n" +
		"Ann: wolf 3; bonus discard rock\n" +
		"Bob: impala 1\n"
	contractZooSim = "players: Alan, Klaus, Reiner, Wolfgang\n" +
		"flagpole: Reiner, Klaus, Alan, Wolfgang   # top first\n" +
		"variant: standard                         # optional\n" +
		"sea 2, birds 1, 1 bush | Alan 2, Klaus 3, Reiner 3, Wolfgang 1 | sea 2, birds 1, 0 benches\n"
)

func TestContractDiceExample(t *testing.T) {
	g, err := ReadDice(contractDice)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"bonus_hex":{"lion":2},"players":["Ann","Bob","Cy"],"rounds":[[{"player":"Ann","took":["lion","lion","coin"]},{"player":"Cy","took":["crocodile"]},{"player":"Bob","took":["monkey","monkey"]}]]}`
	if got := mustJSON(g.Script); got != want {
		t.Errorf("script\n%s\nwant\n%s", got, want)
	}
	if got := mustJSON(g.Lines); got != "[3,4,5]" {
		t.Errorf("lines %s", got)
	}
}

func TestContractJuniorExample(t *testing.T) {
	g, err := ReadJunior(contractJunior)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"players":["Ann","Bob"],"rounds":[` +
		`{"takes":[{"player":"Ann","tiles":[{"tile":"llama","fertile":"female","to":1},{"tile":"pond","to":"barn"}]},` +
		`{"player":"Bob","truck":3,"tiles":[{"tile":"llama","to":2}],"bonus":{"action":"take","from":"Ann","tile":"pond","to":2}}]},` +
		`{"last":true,"takes":[{"player":"Ann","tiles":[{"tile":"wolf","to":3}],"bonus":{"action":"discard","tile":"rock"}},` +
		`{"player":"Bob","tiles":[{"tile":"impala","to":1}]}]}]}`
	if got := mustJSON(g.Script); got != want {
		t.Errorf("script\n%s\nwant\n%s", got, want)
	}
	if got := mustJSON(g.Lines); got != "[2,3,4,5,6]" {
		t.Errorf("lines %s", got)
	}
}

func TestContractZooSimExample(t *testing.T) {
	g, err := ReadZooSim(contractZooSim)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"players":["Alan","Klaus","Reiner","Wolfgang"],"flagpole":["Reiner","Klaus","Alan","Wolfgang"],"variant":"standard","auctions":[` +
		`{"tile":{"enclosures":[{"animal":"sea","stars":2},{"animal":"birds","stars":1}],"bushes":1},` +
		`"bids":{"Alan":2,"Klaus":3,"Reiner":3,"Wolfgang":1},"placed":{"enclosures":{"birds":1,"sea":2},"benches":0}}]}`
	if got := mustJSON(g.Script); got != want {
		t.Errorf("script\n%s\nwant\n%s", got, want)
	}
	if _, err := g.Play(); err != nil {
		t.Errorf("the contract's auction is legal: %v", err)
	}
}

// violations plays a game and gives its violations.
func violations(t *testing.T, err error) scorer.Violations {
	t.Helper()
	var v scorer.Violations
	if !errors.As(err, &v) {
		t.Fatalf("error %v (%T), want rule violations", err, err)
	}
	return v
}

// hasNote checks that a note of rule is on line, and that its text names
// the line first.
func hasNote(t *testing.T, v scorer.Violations, line int, rule string) {
	t.Helper()
	for _, n := range v {
		if n.Rule == rule && n.Line == line {
			if !strings.HasPrefix(n.String(), "line ") {
				t.Errorf("%q does not start with its line", n.String())
			}
			return
		}
	}
	t.Errorf("no %s on line %d among\n%v", rule, line, v)
}

func TestDiceViolationsNameTheirLine(t *testing.T) {
	src := `players: Ann, Bob
# round 1
Ann: lion lion coin
Bob: crocodile

Bob: lion lion lion coin   # four dice: line 6
Ann: tiger`
	if _, err := ReadDice(src); err == nil {
		t.Fatal("a tiger is read as a face")
	}
	g, err := ReadDice(strings.Replace(src, "tiger", "coin", 1))
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Play()
	v := violations(t, err)
	hasNote(t, v, 6, "dice.take-size")
	if len(v) != 1 {
		t.Errorf("want one violation, got %v", v)
	}
	if got := v[0].String(); !strings.HasPrefix(got, "line 6, Bob, round 2: ") {
		t.Errorf("note reads %q", got)
	}
}

func TestSetupViolationsNameTheirLine(t *testing.T) {
	g, err := ReadDice("# a table\nplayers: Ann\nbonus: lion=3\nAnn: lion\n")
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Play()
	v := violations(t, err)
	hasNote(t, v, 2, "dice.player-count")
	hasNote(t, v, 3, "dice.bonus-hex-value")

	z, err := ReadZooSim("players: Alan, Klaus\nflagpole: Alan\nsea 2, birds 1 | 1 1 | sea 2, birds 1\n")
	if err != nil {
		t.Fatal(err)
	}
	_, err = z.Play()
	hasNote(t, violations(t, err), 2, "zoosim.flagpole")
}

func TestJuniorViolationsNameTheirLine(t *testing.T) {
	src := `players: Ann, Bob
Ann: llama female 1, pond barn
Bob [3]: llama 2; bonus take Ann pond 2
last
Ann: wolf 3; bonus discard rock
Bob: impala 1
`
	g, err := ReadJunior(src)
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Play()
	v := violations(t, err)
	// Bob's llama fills nothing, so it earns no bonus; nor does Ann's wolf.
	hasNote(t, v, 3, "junior.bonus-not-earned")
	hasNote(t, v, 5, "junior.bonus-not-earned")
}

func TestZooSimViolationsNameTheirLine(t *testing.T) {
	src := `players: Alan, Klaus
flagpole: Klaus, Alan

sea 2, birds 1, 1 bush | Alan 8, Klaus 3 | sea 2, birds 1
apes 2, birds 1 | Alan 1, Klaus 9 | apes 2, birds 1
`
	g, err := ReadZooSim(src)
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Play()
	v := violations(t, err)
	hasNote(t, v, 5, "zoosim.bid-over-coins")
	if v[0].Auction != 2 {
		t.Errorf("the note keeps its auction: %+v", v[0])
	}
}

func TestEveryUnreadableLineAtOnce(t *testing.T) {
	src := `players: Ann, Bob
Ann: lion c
Bob: lion
Ann: 2
bonus: lion=2
Bob: "unclosed
`
	_, err := ReadDice(src)
	var es Errors
	if !errors.As(err, &es) {
		t.Fatalf("error %v (%T), want Errors", err, err)
	}
	var lines []int
	for _, e := range es {
		lines = append(lines, e.Line)
		if !strings.HasPrefix(e.Error(), "line ") {
			t.Errorf("%q does not name its line", e.Error())
		}
	}
	if mustJSON(lines) != "[2,4,5,6]" {
		t.Errorf("lines %v: %v", lines, err)
	}
	var input *scorer.InputError
	if !errors.As(err, &input) {
		t.Error("unreadable lines are not an input error")
	}
	for _, n := range es.Notes() {
		if n.Rule != RuleUnreadable || n.Line == 0 {
			t.Errorf("note %+v", n)
		}
	}
}

func TestSetupLinesInTheirPlace(t *testing.T) {
	tests := []struct {
		name, src string
		line      int
		mention   string
	}{
		{"players missing", "Ann: lion\n", 1, "starts with its players"},
		{"players twice", "players: Ann, Bob\nplayers: Ann, Bob\n", 2, "given twice (line 1)"},
		{"bonus after a take", "players: Ann, Bob\nAnn: lion\nbonus: lion=1\n", 3, "before the first take"},
		{"empty text", "\n# nothing\n", 1, "holds no game"},
		{"bonus without values", "players: Ann, Bob\nbonus:\n", 2, "gives no value"},
		{"bonus twice over", "players: Ann, Bob\nbonus: lion=1, li=2\n", 2, "given twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadDice(tt.src)
			var es Errors
			if !errors.As(err, &es) {
				t.Fatalf("error %v, want Errors", err)
			}
			if es[0].Line != tt.line || !strings.Contains(en.Say(es[0].Msg), tt.mention) {
				t.Errorf("got %v", es[0])
			}
		})
	}
}

func TestDiceRoundsEndWhenEveryPlayerTook(t *testing.T) {
	g, err := ReadDice(`players: Ann, Bob, Cy
Ann: lion
Ann: coin      # twice before the round is over: the tracker refuses it
Cy: lion
Bob: monkey
Bob: lion      # round 2 begins
Cy: coin
`)
	if err != nil {
		t.Fatal(err)
	}
	var sizes []int
	for _, r := range g.Script.Rounds {
		sizes = append(sizes, len(r))
	}
	if mustJSON(sizes) != "[4,2]" {
		t.Errorf("rounds of %v takes", sizes)
	}
	_, err = g.Play()
	hasNote(t, violations(t, err), 3, "dice.took-twice")
}

func TestJuniorLastMarkWhereItStands(t *testing.T) {
	tests := []struct {
		name, entries string
		want          string // per round: takes, and where the mark stands
	}{
		{"before a round", "Ann: wolf 1\nBob: llama 1\nlast\nAnn: wolf 1\nBob: llama 1\n", "2 2L0"},
		{"among the takes", "Ann: wolf 1\nBob: llama 1\nBob: llama 1\nlast\nAnn: wolf 1\n", "2 2L1"},
		{"with no take after it", "Ann: wolf 1\nBob: llama 1\nlast\n", "2 0L0"},
		{"after a bonus of the round before", "Ann: wolf 1\nBob: llama 1\nBob: bonus discard rock\nlast\nAnn: wolf 1\n", "3 1L0"},
		{"a bonus after a round's last take", "Ann: wolf 1\nBob: llama 1\nBob: bonus discard rock\nAnn: wolf 1\n", "3 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := ReadJunior("players: Ann, Bob\n" + tt.entries)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, r := range g.Script.Rounds {
				s := mustJSON(len(r.Takes))
				if r.Last {
					s += "L" + mustJSON(r.LastAfter)
				}
				got = append(got, s)
			}
			if strings.Join(got, " ") != tt.want {
				t.Errorf("rounds %v, want %s", got, tt.want)
			}
			// The entries come out in the order they were written.
			for i := 1; i < len(g.Lines); i++ {
				if g.Lines[i] <= g.Lines[i-1] {
					t.Errorf("lines %v out of order", g.Lines)
				}
			}
			if len(g.Lines) != len(g.Script.Entries()) {
				t.Errorf("%d lines for %d entries", len(g.Lines), len(g.Script.Entries()))
			}
		})
	}
	_, err := ReadJunior("players: Ann, Bob\nlast\nAnn: wolf 1\nlast\n")
	if err == nil || !strings.Contains(err.Error(), "line 4") || !strings.Contains(err.Error(), "marked as the last already (line 2)") {
		t.Errorf("a second mark in one round: %v", err)
	}
}

func TestNamesOfSeveralWordsAndQuotes(t *testing.T) {
	g, err := ReadDice(`players: "Ann, Jr.", Bob Marley, "#1"
ann: lion
bob marley: coin
"#1": crocodile  # a name with a hash, quoted
`)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"players":["Ann, Jr.","Bob Marley","#1"],"rounds":[[{"player":"Ann, Jr.","took":["lion"]},{"player":"Bob Marley","took":["coin"]},{"player":"#1","took":["crocodile"]}]]}`
	if got := mustJSON(g.Script); got != want {
		t.Errorf("got %s", got)
	}
	g2, err := ReadDice("players: Ann Bob Cy\nC: lion\n")
	if err != nil || mustJSON(g2.Script.Players) != `["Ann","Bob","Cy"]` {
		t.Errorf("names without commas: %v %v", g2.Script.Players, err)
	}
}

// The same forms are read by the line functions and the file reader.
func TestFileReaderUsesTheLineGrammar(t *testing.T) {
	lines := []string{"ann 2li co", "Bob: monkey x2", "cy: e"}
	g, err := ReadDice("players: Ann, Bob, Cy\n" + strings.Join(lines, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range lines {
		e, err := ParseDiceEntry(l, diceTable)
		if err != nil || mustJSON(e.Take) != mustJSON(g.Script.Rounds[0][i]) {
			t.Errorf("%q: %v vs %v (%v)", l, e.Take, g.Script.Rounds[0][i], err)
		}
	}
}

// Every example of docs/notation.md reads without an unreadable line.
func TestDocumentedExamplesRead(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "notation.md"))
	if err != nil {
		t.Fatal(err)
	}
	readers := map[string]func(string) error{
		"## Zooloretto: The Dice Game": func(s string) error { _, err := ReadDice(s); return err },
		"## Zooloretto Junior":         func(s string) error { _, err := ReadJunior(s); return err },
		"## ZooSim":                    func(s string) error { _, err := ReadZooSim(s); return err },
		"## In German and French": func(s string) error {
			g, err := readerFor(i18n.German, dice.Game).ReadDice(s)
			if err == nil && mustJSON(g.Script.Rounds) != `[[{"player":"Ann","took":["lion","lion","coin"]},{"player":"Bob","took":["monkey","monkey"]}]]` {
				return fmt.Errorf("read as %s", mustJSON(g.Script))
			}
			return err
		},
	}
	var read func(string) error
	blocks := 0
	for i, part := range strings.Split(string(data), "```") {
		for heading, r := range readers {
			if i%2 == 0 && strings.Contains(part, heading) {
				read = r
			}
		}
		if i%2 == 1 && strings.HasPrefix(part, "text\n") {
			blocks++
			if read == nil {
				t.Fatalf("an example before any game:\n%s", part)
			}
			if err := read(strings.TrimPrefix(part, "text\n")); err != nil {
				t.Errorf("%v\n%s", err, part)
			}
		}
	}
	if blocks != 5 {
		t.Errorf("%d examples, want one per game and two in German and French", blocks)
	}
}

// The README's example holds one game of each, apart by blank lines.
func TestReadmeExamplesRead(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	section := strings.SplitN(string(data), "## Notation", 2)
	if len(section) != 2 {
		t.Fatal("the README has no Notation section")
	}
	block := strings.SplitN(strings.SplitN(section[1], "```text\n", 2)[1], "```", 2)[0]
	games := strings.Split(block, "\n\n")
	reads := []func(string) error{
		func(s string) error { _, err := ReadDice(s); return err },
		func(s string) error { _, err := ReadJunior(s); return err },
		func(s string) error { _, err := ReadZooSim(s); return err },
	}
	if len(games) != len(reads) {
		t.Fatalf("%d games in the README's example", len(games))
	}
	for i, g := range games {
		if err := reads[i](g); err != nil {
			t.Errorf("%v\n%s", err, g)
		}
	}
}
