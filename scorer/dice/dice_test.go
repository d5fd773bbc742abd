package dice

import (
	"errors"
	"math"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
)

var english = i18n.For(i18n.English)

// says gives a note's message in English words, as zooscore shows it by
// default.
func says(n scorer.Note) string { return english.Note(n).Message }

func intp(n int) *int { return &n }

// full is a sheet with every enclosure full and no bonus, coins or barn.
func full(name string) Sheet {
	return Sheet{Name: name, Enclosures: Counts{1, 2, 3, 4, 5}}
}

func two(a, b Sheet) Input { return Input{Players: []Sheet{a, b}} }

func ruleIDs(notes []scorer.Note) []string {
	var ids []string
	for _, n := range notes {
		ids = append(ids, n.Rule+"/"+n.Player)
	}
	sort.Strings(ids)
	return ids
}

func TestCheckViolations(t *testing.T) {
	tests := []struct {
		name string
		in   Input
		want []string // rule/player of every violation
	}{
		{"legal", two(full("Ann"), Sheet{Name: "Bob"}), nil},
		{"one player", Input{Players: []Sheet{full("Ann")}}, []string{"dice.player-count/"}},
		{"five players", Input{Players: []Sheet{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}, {Name: "E"}}}, []string{"dice.player-count/"}},
		{"four players", Input{Players: []Sheet{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}}}, nil},
		{"empty name", two(Sheet{Name: ""}, Sheet{Name: "Bob"}), []string{"dice.player-name-empty/"}},
		{"duplicate name in another case", two(Sheet{Name: "Ann"}, Sheet{Name: "ANN"}), []string{"dice.player-name-duplicate/ANN"}},
		{"enclosure above size", two(Sheet{Name: "Ann", Enclosures: Counts{Crocodile: 2}}, Sheet{Name: "Bob"}), []string{"dice.enclosure-size/Ann"}},
		{"lion at size", two(Sheet{Name: "Ann", Enclosures: Counts{Lion: 5}}, Sheet{Name: "Bob"}), nil},
		{"lion above size", two(Sheet{Name: "Ann", Enclosures: Counts{Lion: 6}}, Sheet{Name: "Bob"}), []string{"dice.enclosure-size/Ann"}},
		{"negative count", two(Sheet{Name: "Ann", Enclosures: Counts{Monkey: -1}}, Sheet{Name: "Bob"}), []string{"dice.enclosure-size/Ann"}},
		{"barn needs full enclosure", two(Sheet{Name: "Ann", Enclosures: Counts{Lion: 4}, Barn: []string{"lion"}}, Sheet{Name: "Bob"}), []string{"dice.barn-needs-full-enclosure/Ann"}},
		{"barn with full enclosure", two(Sheet{Name: "Ann", Enclosures: Counts{Lion: 5}, Barn: []string{"lion"}}, Sheet{Name: "Bob"}), nil},
		{"bonus needs full enclosure", two(Sheet{Name: "Ann", Enclosures: Counts{Elephant: 3}, Bonus: []string{"elephant"}}, Sheet{Name: "Bob"}), []string{"dice.bonus-needs-full-enclosure/Ann"}},
		{"bonus claimed twice", two(Sheet{Name: "Ann", Enclosures: Counts{Crocodile: 1}, Bonus: []string{"crocodile"}},
			Sheet{Name: "Bob", Enclosures: Counts{Crocodile: 1}, Bonus: []string{"crocodile"}}), []string{"dice.bonus-claimed-twice/"}},
		{"unknown animal in barn", two(Sheet{Name: "Ann", Barn: []string{"panda"}}, Sheet{Name: "Bob"}), []string{"dice.unknown-animal/Ann"}},
		{"unknown animal in bonus", two(Sheet{Name: "Ann", Bonus: []string{"Lion"}}, Sheet{Name: "Bob"}), []string{"dice.unknown-animal/Ann"}},
		{"listed twice", two(Sheet{Name: "Ann", Enclosures: Counts{Crocodile: 1}, Barn: []string{"crocodile", "crocodile"}}, Sheet{Name: "Bob"}), []string{"dice.listed-twice/Ann"}},
		{"six coins", two(Sheet{Name: "Ann", Coins: 6}, Sheet{Name: "Bob"}), nil},
		{"seven coins", two(Sheet{Name: "Ann", Coins: 7}, Sheet{Name: "Bob"}), []string{"dice.coin-spaces/Ann"}},
		{"negative coins", two(Sheet{Name: "Ann", Coins: -1}, Sheet{Name: "Bob"}), []string{"dice.coin-spaces/Ann"}},
		{"bonus hex of 3", Input{BonusHex: &HexValues{Lion: intp(3)}, Players: []Sheet{{Name: "Ann"}, {Name: "Bob"}}}, []string{"dice.bonus-hex-value/"}},
		{"every problem at once", two(Sheet{Name: "Ann", Enclosures: Counts{Lion: 9, Monkey: 1}, Coins: 8, Barn: []string{"monkey"}}, Sheet{Name: "ann"}),
			[]string{"dice.barn-needs-full-enclosure/Ann", "dice.coin-spaces/Ann", "dice.enclosure-size/Ann", "dice.player-name-duplicate/ann"}},
	}
	known := map[string]bool{}
	for _, r := range Rules {
		known[r.ID] = true
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _ := Check(tt.in)
			if !reflect.DeepEqual(ruleIDs(got), tt.want) {
				t.Errorf("violations = %v, want %v", ruleIDs(got), tt.want)
			}
			for _, n := range got {
				if !known[n.Rule] {
					t.Errorf("rule id %q is not listed in Rules", n.Rule)
				}
				if m := says(n); m == "" || n.Msg.IsZero() || strings.HasPrefix(m, n.Msg.ID) {
					t.Errorf("rule %s has no message: %q", n.Rule, m)
				}
			}
			_, err := Score(tt.in)
			var v scorer.Violations
			if (len(tt.want) > 0) != errors.As(err, &v) {
				t.Errorf("Score error = %v, want violations: %v", err, len(tt.want) > 0)
			}
		})
	}
}

func TestWarnings(t *testing.T) {
	almostEnded := Sheet{Name: "Ann", Enclosures: Counts{1, 2, 3, 4, 0}, Bonus: []string{"crocodile", "ostrich", "monkey", "elephant"}}
	tests := []struct {
		name string
		in   Input
		want []string
	}{
		{"game ended: one enclosure open", two(almostEnded, Sheet{Name: "Bob"}), nil},
		{"game not ended: two enclosures open", two(Sheet{Name: "Ann", Enclosures: Counts{1, 2, 3, 0, 0}, Bonus: []string{"crocodile", "ostrich", "monkey"}}, Sheet{Name: "Bob"}),
			[]string{"dice.game-not-ended/"}},
		{"unclaimed bonus", two(almostEnded, Sheet{Name: "Bob", Enclosures: Counts{Lion: 5}}), []string{"dice.bonus-unclaimed/"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, warns := Check(tt.in)
			if !reflect.DeepEqual(ruleIDs(warns), tt.want) {
				t.Errorf("warnings = %v, want %v", ruleIDs(warns), tt.want)
			}
			res, err := Score(tt.in)
			if err != nil {
				t.Fatalf("warnings must not block scoring: %v", err)
			}
			if len(res.Warnings) != len(tt.want) {
				t.Errorf("result warnings = %v", res.Warnings)
			}
		})
	}
}

// TestUnclaimedBonusSaysWhatWasForgotten: only the first player to fill an
// enclosure crosses its bonus hex ("Gameplay: Animal symbols"); a full
// enclosure whose bonus is crossed nowhere stays legal, and the warning
// says who should have crossed it.
func TestUnclaimedBonusSaysWhatWasForgotten(t *testing.T) {
	lion := func(name string) Sheet { return Sheet{Name: name, Enclosures: Counts{Lion: 5}} }
	for _, tc := range []struct {
		name string
		in   Input
		says []string
	}{
		{"one full enclosure: it is that player's bonus", two(lion("Ann"), Sheet{Name: "Bob"}),
			[]string{"the lion bonus hex (2 points) is crossed on no sheet, yet the lion enclosure is full on Ann's sheet", "only Ann filled it, so the bonus is Ann's and was forgotten: cross it on that sheet"}},
		{"two full enclosures: the first of them", two(lion("Ann"), lion("Bob")),
			[]string{"full on Ann's and Bob's sheets", "whichever of them filled it first", "zooscore score asks who it was"}},
		{"the table's hex value", Input{BonusHex: &HexValues{Lion: intp(1)}, Players: []Sheet{lion("Ann"), {Name: "Bob"}}},
			[]string{"(1 point)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Score(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			var msg string
			for _, w := range res.Warnings {
				if w.Rule == "dice.bonus-unclaimed" {
					msg = says(w)
				}
			}
			for _, s := range tc.says {
				if !strings.Contains(msg, s) {
					t.Errorf("warning %q does not say %q", msg, s)
				}
			}
		})
	}
}

// TestCountsCannotWrap: every count is bounded by the score sheet (5
// enclosures of 1 to 5 spaces, 6 coin spaces, bonus hexes of 1 or 2 points)
// before anything is added up ("Scoring"), so no total wraps.
func TestCountsCannotWrap(t *testing.T) {
	huge, tiny := math.MaxInt, math.MinInt
	for _, tc := range []struct {
		name string
		in   Input
		want []string
	}{
		{"the largest counts", two(Sheet{Name: "Ann", Enclosures: Counts{huge, huge, huge, huge, huge}, Coins: huge}, Sheet{Name: "Bob", Coins: huge}),
			[]string{"dice.enclosure-size", "dice.enclosure-size", "dice.enclosure-size", "dice.enclosure-size", "dice.enclosure-size", "dice.coin-spaces", "dice.coin-spaces"}},
		{"the smallest counts", two(Sheet{Name: "Ann", Enclosures: Counts{Lion: tiny}, Coins: tiny}, Sheet{Name: "Bob"}),
			[]string{"dice.enclosure-size", "dice.coin-spaces"}},
		{"a bonus hex of the largest value", Input{BonusHex: &HexValues{Lion: intp(huge)}, Players: []Sheet{{Name: "Ann", Enclosures: Counts{Lion: 5}, Bonus: []string{"lion"}}, {Name: "Bob"}}},
			[]string{"dice.bonus-hex-value"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Score(tc.in)
			var v scorer.Violations
			if !errors.As(err, &v) {
				t.Fatalf("scored %+v, want the counts refused", res)
			}
			if len(v) != len(tc.want) {
				t.Fatalf("violations %v, want %v", v, tc.want)
			}
			for i, n := range v {
				if n.Rule != tc.want[i] {
					t.Errorf("violation %d is %s, want %s", i, n.Rule, tc.want[i])
				}
			}
		})
	}
}

func TestScoreSheet(t *testing.T) {
	hex := DefaultBonusHex
	tests := []struct {
		name  string
		sheet Sheet
		total int
		coin  []string // the coin group items
	}{
		{"empty sheet", Sheet{}, 0, nil},
		{"animals score 1 each", Sheet{Enclosures: Counts{1, 2, 3, 2, 1}}, 9, nil},
		{"bonus hexes add their value", Sheet{Enclosures: Counts{Crocodile: 1, Lion: 5}, Bonus: []string{"crocodile", "lion"}}, 1 + 5 + 1 + 2, nil},
		{"one coin is no group", Sheet{Coins: 1}, 0, nil},
		{"coin groups score 1 when the barn is empty", Sheet{Coins: 5}, 2, []string{"coin group 1", "coin group 2"}},
		{"a group removes a barn animal first", Sheet{Enclosures: Counts{Crocodile: 1, Ostrich: 2}, Coins: 2, Barn: []string{"ostrich", "crocodile"}},
			3 - 2, []string{"coin group 1 removes the crocodile from the barn"}},
		{"three groups, one barn animal", Sheet{Enclosures: Counts{Lion: 5}, Coins: 6, Barn: []string{"lion"}},
			5 + 1 + 1, []string{"coin group 1 removes the lion from the barn", "coin group 2", "coin group 3"}},
		{"barn types cost 2 each", Sheet{Enclosures: Counts{1, 2, 3, 4, 5}, Barn: []string{"lion", "monkey", "ostrich"}}, 15 - 6, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			items := ScoreSheet(tt.sheet, hex)
			total := 0
			var coin []string
			for _, it := range items {
				total += it.Points
				if it.Rule == "dice.coin-group" {
					coin = append(coin, english.Say(it.Label))
				}
			}
			if total != tt.total {
				t.Errorf("total = %d, want %d (%+v)", total, tt.total, items)
			}
			if !reflect.DeepEqual(coin, tt.coin) {
				t.Errorf("coin groups = %q, want %q", coin, tt.coin)
			}
		})
	}
}

// TestRulebookExample rebuilds the example of the rules' Scoring section: the
// crocodile and lion bonuses, one coin group that sends the crocodile out of
// the barn, the ostrich left in the barn for -2. The picture is missing from
// the scan; the sheet below is one that fits the text.
func TestRulebookExample(t *testing.T) {
	sheet := Sheet{Name: "Ann", Enclosures: Counts{1, 2, 2, 3, 5}, Bonus: []string{"crocodile", "lion"}, Coins: 3, Barn: []string{"crocodile", "ostrich"}}
	items := ScoreSheet(sheet, DefaultBonusHex)
	want := map[string]int{
		"crocodile enclosure": 1, "ostrich enclosure": 2, "monkey enclosure": 2, "elephant enclosure": 3, "lion enclosure": 5,
		"crocodile bonus hex": 1, "lion bonus hex": 2,
		"coin group 1 removes the crocodile from the barn": 0,
		"ostrich in the barn":                              -2,
	}
	got := map[string]int{}
	for _, it := range items {
		got[english.Say(it.Label)] = it.Points
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("breakdown = %v\nwant %v", got, want)
	}
}

func TestRanking(t *testing.T) {
	tests := []struct {
		name    string
		in      Input
		ranks   map[string]int
		winners []string
		rule    string // the decision rule that settled the tie, if any
	}{
		{"higher total wins", two(Sheet{Name: "Ann", Enclosures: Counts{Lion: 3}}, Sheet{Name: "Bob", Enclosures: Counts{Lion: 2}}),
			map[string]int{"Ann": 1, "Bob": 2}, []string{"Ann"}, ""},
		{"tie broken by coins", two(Sheet{Name: "Ann", Enclosures: Counts{Lion: 3}, Coins: 1}, Sheet{Name: "Bob", Enclosures: Counts{Lion: 2}, Coins: 3}),
			map[string]int{"Bob": 1, "Ann": 2}, []string{"Bob"}, "dice.tie-coins"},
		{"tie with equal coins is shared", two(Sheet{Name: "Ann", Enclosures: Counts{Lion: 3}, Coins: 1}, Sheet{Name: "Bob", Enclosures: Counts{Monkey: 3}, Coins: 1}),
			map[string]int{"Ann": 1, "Bob": 1}, []string{"Ann", "Bob"}, "dice.tie-shared"},
		{"shared second place skips third", Input{Players: []Sheet{
			{Name: "Ann", Enclosures: Counts{Lion: 4}}, {Name: "Bob", Enclosures: Counts{Lion: 2}}, {Name: "Cy", Enclosures: Counts{Monkey: 2}}, {Name: "Di"}}},
			map[string]int{"Ann": 1, "Bob": 2, "Cy": 2, "Di": 4}, []string{"Ann"}, "dice.tie-shared"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Score(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]int{}
			for _, p := range res.Players {
				got[p.Name] = p.Rank
			}
			if !reflect.DeepEqual(got, tt.ranks) {
				t.Errorf("ranks = %v, want %v", got, tt.ranks)
			}
			if !reflect.DeepEqual(res.Winners, tt.winners) {
				t.Errorf("winners = %v, want %v", res.Winners, tt.winners)
			}
			found := tt.rule == ""
			for _, d := range res.Decisions {
				found = found || d.Rule == tt.rule
			}
			if !found {
				t.Errorf("no decision with rule %s in %+v", tt.rule, res.Decisions)
			}
			for i := 1; i < len(res.Players); i++ {
				if res.Players[i].Rank < res.Players[i-1].Rank {
					t.Errorf("players not in rank order: %+v", res.Players)
				}
			}
		})
	}
}

func TestBonusHexValues(t *testing.T) {
	h, err := ParseHexValues("crocodile=2, lion=1", nil)
	if err != nil {
		t.Fatal(err)
	}
	got := h.Resolve()
	want := map[string]int{"crocodile": 2, "ostrich": 1, "monkey": 2, "elephant": 2, "lion": 1}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("resolved = %v, want %v", got, want)
	}
	for _, bad := range []string{"panda=1", "lion", "lion=x", "lion=1.5", "lion=01", "lion=+1", "lion=1,lion=2", "lion=2, Lion=2"} {
		if _, err := ParseHexValues(bad, nil); err == nil {
			t.Errorf("ParseHexValues(%q) accepted", bad)
		}
	}
	// A number that does not fit is called too large, not "not a whole number".
	if _, err := ParseHexValues("lion=99999999999999999999999", nil); err == nil || !strings.Contains(hexWords(err), "is too large") {
		t.Errorf("a value too large: %v", err)
	}
	in := Input{BonusHex: h, Players: []Sheet{{Name: "Ann", Enclosures: Counts{Lion: 5}, Bonus: []string{"lion"}}, {Name: "Bob"}}}
	res, err := Score(in)
	if err != nil {
		t.Fatal(err)
	}
	if res.Players[0].Total != 6 {
		t.Errorf("lion bonus with the hex at 1: total %d, want 6", res.Players[0].Total)
	}
	if !reflect.DeepEqual(res.Settings["bonus_hex"], want) {
		t.Errorf("settings = %v, want the values used", res.Settings)
	}
}

func TestParseIsStrict(t *testing.T) {
	tests := []struct {
		name, json string
		ok         bool
	}{
		{"contract example", `{"bonus_hex":{"lion":2},"players":[{"name":" Ann ","enclosures":{"lion":1},"bonus":[],"coins":0,"barn":[]}]}`, true},
		{"unknown field", `{"players":[{"name":"Ann","enclosure":{"lion":4}}]}`, false},
		{"unknown animal key", `{"players":[{"name":"Ann","enclosures":{"panda":1}}]}`, false},
		{"wrong type", `{"players":[{"name":"Ann","coins":"3"}]}`, false},
		{"malformed", `{"players":[`, false},
		{"two objects", `{"players":[]} {}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, err := Parse([]byte(tt.json))
			var ie *scorer.InputError
			if tt.ok && err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if !tt.ok && !errors.As(err, &ie) {
				t.Fatalf("Parse error = %v, want an InputError", err)
			}
			if tt.ok && in.Players[0].Name != "Ann" {
				t.Errorf("name not trimmed: %q", in.Players[0].Name)
			}
		})
	}
}

// hexWords gives the English words of a --bonus-hex error.
func hexWords(err error) string { return english.Error(err) }

// TestBonusHexValuesInAnyLanguage: a table types the animals of --bonus-hex
// in its own language, in any letter case, with or without accents
// ("--bonus-hex löwe=2"); the values are the English animals'.
func TestBonusHexValuesInAnyLanguage(t *testing.T) {
	animals := i18n.Reading(Animals)
	read := func(w string) string { return animals[i18n.Fold(w)] }
	h, err := ParseHexValues("löwe=1, Krokodil=2, autruche=2, ELEFANT=1, singe=1", read)
	if err != nil {
		t.Fatal(hexWords(err))
	}
	want := map[string]int{"crocodile": 2, "ostrich": 2, "monkey": 1, "elephant": 1, "lion": 1}
	if got := h.Resolve(); !reflect.DeepEqual(got, want) {
		t.Errorf("resolved = %v, want %v", got, want)
	}
	for bad, says := range map[string]string{
		"lion=1,Löwe=2": `the lion hex is already given ("lion=1")`,
		"tiger=1":       "with an animal of crocodile, ostrich, monkey, elephant or lion",
		"münze=1":       "with an animal of",
	} {
		if _, err := ParseHexValues(bad, read); err == nil || !strings.Contains(hexWords(err), says) {
			t.Errorf("ParseHexValues(%q): %v, want it refused saying %q", bad, err, says)
		}
	}
}

// TestItemsOfCountsScoreSheet: itemsOf, which sizes ScoreSheet's slice,
// counts its items exactly, for sheets with and without coin groups left
// after the barn is emptied, bonuses and a barn.
func TestItemsOfCountsScoreSheet(t *testing.T) {
	hex := (&HexValues{}).Resolve()
	sheets := append([]Sheet{
		{Name: "Eve"},
		{Name: "Flo", Coins: 15, Barn: []string{"lion"}},
		{Name: "Gus", Coins: 3, Barn: []string{"lion", "crocodile", "crocodile"}, Bonus: []string{"lion", "lion"}},
	}, benchInput.Players...)
	for _, p := range sheets {
		if got, want := itemsOf(p), len(ScoreSheet(p, hex)); got != want {
			t.Errorf("%s: itemsOf gives %d, ScoreSheet %d items", p.Name, got, want)
		}
	}
}
