package dice

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// loadScript reads a play script from testdata/play.
func loadScript(t *testing.T, name string) Script {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "play", name))
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseScript(data)
	if err != nil {
		t.Fatalf("ParseScript(%s): %v", name, err)
	}
	return s
}

// newGame starts a tracker or fails the test.
func newGame(t *testing.T, players ...string) *Tracker {
	t.Helper()
	tr, err := NewTracker(players, nil)
	if err != nil {
		t.Fatalf("NewTracker(%v): %v", players, err)
	}
	return tr
}

// mustApply applies takes written as "Round Player face,face".
func mustApply(t *testing.T, tr *Tracker, takes ...string) []scorer.Note {
	t.Helper()
	var notes []scorer.Note
	for _, s := range takes {
		e := entry(t, s)
		n, err := tr.Apply(e)
		if err != nil {
			t.Fatalf("Apply(%q): %v", s, err)
		}
		notes = append(notes, n...)
	}
	return notes
}

// entry reads "2 Ann lion,coin" as an Entry; "2 Ann -" is an empty take.
func entry(t *testing.T, s string) Entry {
	t.Helper()
	f := strings.Fields(s)
	if len(f) != 3 {
		t.Fatalf("bad entry %q", s)
	}
	var round int
	for _, c := range f[0] {
		round = round*10 + int(c-'0')
	}
	took := []string{}
	if f[2] != "-" {
		took = strings.Split(f[2], ",")
	}
	return Entry{Round: round, Take: Take{Player: f[1], Took: took}}
}

// violationRules returns the rule ids of a scorer.Violations error.
func violationRules(t *testing.T, err error) []string {
	t.Helper()
	var v scorer.Violations
	if !errors.As(err, &v) {
		t.Fatalf("error %v (%T) is not scorer.Violations", err, err)
	}
	var ids []string
	for _, n := range v {
		ids = append(ids, n.Rule)
	}
	return ids
}

func rulesOf(notes []scorer.Note) []string {
	var ids []string
	for _, n := range notes {
		ids = append(ids, n.Rule)
	}
	return ids
}

func totals(res scorer.Result) map[string]int {
	out := map[string]int{}
	for _, p := range res.Players {
		out[p.Name] = p.Total
	}
	return out
}

func hasRule(notes []scorer.Note, rule string) bool {
	for _, n := range notes {
		if n.Rule == rule {
			return true
		}
	}
	return false
}

// The acceptance cases of contract.md (../shared/acceptance/cases/play-dice.json).
func TestAcceptanceShortGame(t *testing.T) {
	tr, err := Play(loadScript(t, "short-game.json"))
	if err != nil {
		t.Fatalf("Play: %v", err)
	}
	res, err := tr.Result()
	if err != nil {
		t.Fatalf("Result: %v", err)
	}
	if got := totals(res); !reflect.DeepEqual(got, map[string]int{"Ann": 4, "Bob": 3}) {
		t.Errorf("totals %v, want Ann 4, Bob 3", got)
	}
	ranks := map[string]int{}
	for _, p := range res.Players {
		ranks[p.Name] = p.Rank
	}
	if !reflect.DeepEqual(ranks, map[string]int{"Ann": 1, "Bob": 2}) {
		t.Errorf("ranks %v, want Ann 1, Bob 2", ranks)
	}
	if !hasRule(res.Warnings, "dice.game-in-progress") || hasRule(res.Warnings, "dice.game-not-ended") {
		t.Errorf("warnings %v, want dice.game-in-progress only", res.Warnings)
	}
	if res.Status != scorer.StatusInProgress || tr.Ended() {
		t.Errorf("status %q, ended %v; want in progress", res.Status, tr.Ended())
	}
	for _, p := range res.Players {
		sum := 0
		for _, it := range p.Breakdown {
			sum += it.Points
		}
		if sum != p.Total {
			t.Errorf("%s: breakdown adds up to %d, total %d", p.Name, sum, p.Total)
		}
	}
	// Bob filled the crocodiles in round 1 before Ann took hers in round 2.
	for _, want := range []string{"Bob is first to fill the crocodiles: bonus hex 1", "Ann fills the crocodiles, but Bob was first: no bonus hex"} {
		found := false
		for _, d := range res.Decisions {
			found = found || says(d) == want
		}
		if !found {
			t.Errorf("no decision %q in %v", want, res.Decisions)
		}
	}
}

func TestAcceptanceEmptyTake(t *testing.T) {
	_, err := Play(loadScript(t, "empty-take.json"))
	if got := violationRules(t, err); !reflect.DeepEqual(got, []string{"dice.take-size"}) {
		t.Errorf("violations %v, want [dice.take-size]", got)
	}
	var v scorer.Violations
	errors.As(err, &v)
	if v[0].Player != "Ann" || v[0].Round != 1 {
		t.Errorf("violation %+v, want player Ann, round 1", v[0])
	}
}

func TestNewTracker(t *testing.T) {
	three, zero := 3, 0
	tests := []struct {
		name    string
		players []string
		hex     *HexValues
		want    []string
	}{
		{"two players", []string{"Ann", "Bob"}, nil, nil},
		{"four players", []string{"Ann", "Bob", "Cy", "Di"}, nil, nil},
		{"one player", []string{"Ann"}, nil, []string{"dice.player-count"}},
		{"five players", []string{"Ann", "Bob", "Cy", "Di", "Ed"}, nil, []string{"dice.player-count"}},
		{"empty name", []string{"Ann", "  "}, nil, []string{"dice.player-name-empty"}},
		{"duplicate name", []string{"Ann", "ann "}, nil, []string{"dice.player-name-duplicate"}},
		{"hex values 3 and 0", []string{"Ann", "Bob"}, &HexValues{Lion: &three, Crocodile: &zero}, []string{"dice.bonus-hex-value", "dice.bonus-hex-value"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := NewTracker(tc.players, tc.hex)
			if tc.want == nil {
				if err != nil || tr == nil {
					t.Fatalf("NewTracker: %v", err)
				}
				return
			}
			if tr != nil {
				t.Errorf("got a tracker with bad players")
			}
			if got := violationRules(t, err); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("violations %v, want %v", got, tc.want)
			}
		})
	}
}

// TestApplyViolations covers every take rule, with its boundary, and checks
// that a refused take leaves the tracker as it was.
func TestApplyViolations(t *testing.T) {
	two := []string{"Ann", "Bob"}
	three := []string{"Ann", "Bob", "Cy"}
	four := []string{"Ann", "Bob", "Cy", "Di"}
	// endedGame is a finished two-player game: Ann's sheet meets the end in round 4.
	endedGame := []string{"1 Ann crocodile,ostrich,ostrich", "1 Bob coin", "2 Ann monkey,monkey,monkey", "2 Bob coin",
		"3 Ann elephant,elephant,elephant", "3 Bob coin", "4 Ann elephant", "4 Bob coin"}
	tests := []struct {
		name    string
		players []string
		before  []string
		take    string
		want    []string // nil: the take is legal
	}{
		{"take of one die", two, nil, "1 Ann coin", nil},
		{"take of three dice", two, nil, "1 Ann coin,lion,monkey", nil},
		{"empty take", two, nil, "1 Ann -", []string{"dice.take-size"}},
		{"take of four dice", two, nil, "1 Ann coin,lion,monkey,lion", []string{"dice.take-size"}},
		{"unknown face", two, nil, "1 Ann dragon", []string{"dice.unknown-face"}},
		{"face in upper case", two, nil, "1 Ann Lion", []string{"dice.unknown-face"}},
		{"unknown player", two, nil, "1 Zed coin", []string{"dice.unknown-player"}},
		{"player name in other case", two, nil, "1 bob coin", nil},
		{"took twice", two, []string{"1 Ann coin"}, "1 Ann lion", []string{"dice.took-twice"}},
		{"same player in the next round", two, []string{"1 Ann coin", "1 Bob coin"}, "2 Ann lion", nil},
		{"3 players: 8 dice taken", three, []string{"1 Ann coin,coin,coin", "1 Bob lion,lion,lion"}, "1 Cy monkey,monkey", nil},
		{"3 players: 9 dice taken", three, []string{"1 Ann coin,coin,coin", "1 Bob lion,lion,lion"}, "1 Cy monkey,monkey,monkey", []string{"dice.round-dice"}},
		{"4 players: 10 dice taken", four, []string{"1 Ann coin,coin,coin", "1 Bob lion,lion,lion", "1 Cy coin,coin,coin"}, "1 Di monkey", nil},
		{"4 players: 11 dice taken", four, []string{"1 Ann coin,coin,coin", "1 Bob lion,lion,lion", "1 Cy coin,coin,coin"}, "1 Di monkey,lion", []string{"dice.round-dice"}},
		{"dice count starts again in a new round", three, []string{"1 Ann coin,coin,coin", "1 Bob lion,lion,lion", "1 Cy coin,coin"}, "2 Cy lion,lion,lion", nil},
		{"next round before the current is complete", two, []string{"1 Ann coin"}, "2 Ann coin", []string{"dice.round-incomplete"}},
		{"round too far ahead", two, nil, "3 Ann coin", []string{"dice.round-number"}},
		{"round 0", two, nil, "0 Ann coin", []string{"dice.round-number"}},
		{"earlier round", two, []string{"1 Ann coin", "1 Bob coin"}, "1 Ann lion", []string{"dice.round-number"}},
		{"last take of the final round", two, endedGame[:7], "4 Bob coin", nil},
		{"take after the game end", two, endedGame, "5 Ann coin", []string{"dice.after-game-end"}},
		{"every problem of a take at once", two, nil, "1 Zed dragon,lion,coin,coin", []string{"dice.unknown-player", "dice.take-size", "dice.unknown-face"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tr := newGame(t, tc.players...)
			mustApply(t, tr, tc.before...)
			before := newGame(t, tc.players...)
			mustApply(t, before, tc.before...)

			e := entry(t, tc.take)
			_, err := tr.Apply(e)
			if tc.want == nil {
				if err != nil {
					t.Fatalf("Apply(%q): %v", tc.take, err)
				}
				return
			}
			if got := violationRules(t, err); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("violations %v, want %v", got, tc.want)
			}
			var v scorer.Violations
			errors.As(err, &v)
			for _, n := range v {
				if n.Round < 1 || says(n) == "" {
					t.Errorf("violation without round or message: %+v", n)
				}
			}
			if !reflect.DeepEqual(tr, before) {
				t.Errorf("the refused take changed the tracker")
			}
		})
	}
}

// TestCrossing checks how the faces of takes are crossed, in the order
// listed: enclosure left to right, then the barn, then ignored; coins up to 6.
func TestCrossing(t *testing.T) {
	tests := []struct {
		name  string
		takes []string // Ann's takes; Bob takes a lion in between
		want  Sheet
		rules []string // rules of Ann's announcements, in order
	}{
		{"enclosure then barn then ignored", []string{"crocodile,crocodile,crocodile"},
			Sheet{Enclosures: Counts{Crocodile: 1}, Bonus: []string{"crocodile"}, Barn: []string{"crocodile"}},
			[]string{"dice.cross-spaces", "dice.bonus-first", "dice.barn-cross", "dice.ignored-animal"}},
		{"enclosure fills left to right", []string{"lion,lion,lion", "lion,lion"},
			Sheet{Enclosures: Counts{Lion: 5}, Bonus: []string{"lion"}, Barn: []string{}},
			[]string{"dice.cross-spaces", "dice.cross-spaces", "dice.bonus-first"}},
		{"barn after the bonus in a later round", []string{"ostrich,ostrich", "ostrich", "ostrich"},
			Sheet{Enclosures: Counts{Ostrich: 2}, Bonus: []string{"ostrich"}, Barn: []string{"ostrich"}},
			[]string{"dice.cross-spaces", "dice.bonus-first", "dice.barn-cross", "dice.ignored-animal"}},
		{"six coins fill the ticket office", []string{"coin,coin,coin", "coin,coin,coin"},
			Sheet{Coins: 6, Bonus: []string{}, Barn: []string{}},
			[]string{"dice.cross-spaces", "dice.cross-spaces"}},
		{"coins beyond six are ignored", []string{"coin,coin,coin", "coin,coin,coin", "coin,monkey,coin"},
			Sheet{Coins: 6, Enclosures: Counts{Monkey: 1}, Bonus: []string{}, Barn: []string{}},
			[]string{"dice.cross-spaces", "dice.cross-spaces", "dice.cross-spaces", "dice.ignored-coin", "dice.ignored-coin"}},
		{"mixed take in listed order", []string{"monkey,coin,monkey"},
			Sheet{Coins: 1, Enclosures: Counts{Monkey: 2}, Bonus: []string{}, Barn: []string{}},
			[]string{"dice.cross-spaces"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tr := newGame(t, "Ann", "Bob")
			var notes []scorer.Note
			for i, take := range tc.takes {
				round := string(rune('1' + i))
				notes = append(notes, mustApply(t, tr, round+" Ann "+take)...)
				mustApply(t, tr, round+" Bob elephant")
			}
			got := tr.Sheets()[0]
			tc.want.Name = "Ann"
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("sheet %+v, want %+v", got, tc.want)
			}
			var annRules []string
			for _, n := range notes {
				if n.Player == "Ann" {
					annRules = append(annRules, n.Rule)
				}
			}
			if !reflect.DeepEqual(annRules, tc.rules) {
				t.Errorf("announcements %v, want %v", annRules, tc.rules)
			}
		})
	}
}

func TestCrossingMessages(t *testing.T) {
	tr := newGame(t, "Ann", "Bob")
	notes := mustApply(t, tr, "1 Ann lion,lion,coin", "1 Bob crocodile,crocodile,crocodile")
	want := []scorer.Note{
		{Player: "Ann", Rule: "dice.cross-spaces", Round: 1, Message: "Ann took lion, lion, coin and crosses lion space 1 of 5, lion space 2 of 5, ticket office space 1 of 6"},
		{Player: "Bob", Rule: "dice.cross-spaces", Round: 1, Message: "Bob took crocodile, crocodile, crocodile and crosses crocodile space 1 of 1"},
		{Player: "Bob", Rule: "dice.bonus-first", Round: 1, Message: "Bob is first to fill the crocodiles: bonus hex 1"},
		{Player: "Bob", Rule: "dice.barn-cross", Round: 1, Message: "Bob's crocodile enclosure is full: the crocodile crosses the crocodile barn space"},
		{Player: "Bob", Rule: "dice.ignored-animal", Round: 1, Message: "Bob's crocodile enclosure and crocodile barn space are crossed already: the crocodile is ignored"},
	}
	got := english.Notes(notes)
	for i := range got {
		got[i].Msg = msg.Msg{}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("notes\n%v\nwant\n%v", got, want)
	}
}

// TestBonusEarlierTake: when two players fill one enclosure in the same
// round, the bonus goes to the earlier take, whatever the seating order.
func TestBonusEarlierTake(t *testing.T) {
	two := 2
	tests := []struct {
		name  string
		takes []string
		first string
	}{
		{"second seat takes first", []string{"1 Bob ostrich,ostrich", "1 Ann ostrich,ostrich"}, "Bob"},
		{"first seat takes first", []string{"1 Ann ostrich,ostrich", "1 Bob ostrich,ostrich"}, "Ann"},
		{"filled over two rounds loses to a fill in one", []string{"1 Ann ostrich", "1 Bob coin", "2 Bob ostrich,ostrich", "2 Ann ostrich"}, "Bob"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := NewTracker([]string{"Ann", "Bob"}, &HexValues{Ostrich: &two})
			if err != nil {
				t.Fatal(err)
			}
			notes := mustApply(t, tr, tc.takes...)
			for _, s := range tr.Sheets() {
				has := slices.Contains(s.Bonus, "ostrich")
				if has != (s.Name == tc.first) {
					t.Errorf("%s has the ostrich bonus: %v; want it for %s only", s.Name, has, tc.first)
				}
			}
			var bonus, gone []string
			for _, n := range notes {
				switch n.Rule {
				case "dice.bonus-first":
					bonus = append(bonus, says(n))
				case "dice.bonus-gone":
					gone = append(gone, n.Player)
				}
			}
			if want := []string{tc.first + " is first to fill the ostriches: bonus hex 2"}; !reflect.DeepEqual(bonus, want) {
				t.Errorf("bonus announcements %v, want %v", bonus, want)
			}
			if len(gone) != 1 || gone[0] == tc.first {
				t.Errorf("bonus-gone for %v, want the other player", gone)
			}
			res, err := tr.Result()
			if err != nil {
				t.Fatal(err)
			}
			if hasRule(res.Warnings, "dice.bonus-unclaimed") {
				t.Errorf("unexpected warning %v", res.Warnings)
			}
		})
	}
}

// TestFullGame plays a game to its end: Ann's sheet meets the end condition
// in round 4, Bob still takes in that round, then the game is over.
func TestFullGame(t *testing.T) {
	s := loadScript(t, "full-game.json")
	entries := s.Entries()
	tr := newGame(t, s.Players...) // default hex values, the same as the script's
	for i, e := range entries[:len(entries)-1] {
		notes, err := tr.Apply(e)
		if err != nil {
			t.Fatalf("take %d: %v", i+1, err)
		}
		if hasRule(notes, "dice.game-end") != (i == 6) {
			t.Errorf("take %d: game-end announced: %v", i+1, hasRule(notes, "dice.game-end"))
		}
	}
	// After Ann's take in round 4 the game is ending, not ended.
	if tr.Ended() || tr.Round() != 4 || !reflect.DeepEqual(tr.ToTake(), []string{"Bob"}) || tr.DiceLeft() != 3 {
		t.Fatalf("before Bob's last take: ended %v, round %d, to take %v, dice left %d; want false, 4, [Bob], 3",
			tr.Ended(), tr.Round(), tr.ToTake(), tr.DiceLeft())
	}
	last, err := tr.Apply(entries[len(entries)-1])
	if err != nil {
		t.Fatalf("Bob's last take: %v", err)
	}
	if !hasRule(last, "dice.game-over") {
		t.Errorf("no game-over announcement in %v", last)
	}
	if !tr.Ended() || tr.Round() != 4 || len(tr.ToTake()) != 0 || tr.DiceLeft() != 0 {
		t.Errorf("after the game: ended %v, round %d, to take %v, dice left %d; want true, 4, none, 0",
			tr.Ended(), tr.Round(), tr.ToTake(), tr.DiceLeft())
	}

	res, err := tr.Result()
	if err != nil {
		t.Fatal(err)
	}
	if got := totals(res); !reflect.DeepEqual(got, map[string]int{"Ann": 17, "Bob": 6}) {
		t.Errorf("totals %v, want Ann 17 (10 spaces, 6 bonus, 1 coin group), Bob 6 (6 spaces, 2 bonus, lion in the barn)", got)
	}
	if res.Status != scorer.StatusFinished || len(res.Warnings) != 0 || res.Winners[0] != "Ann" {
		t.Errorf("status %q, warnings %v, winners %v", res.Status, res.Warnings, res.Winners)
	}
	wantSheets := []Sheet{
		{Name: "Ann", Enclosures: Counts{Crocodile: 1, Ostrich: 2, Monkey: 3, Elephant: 4}, Bonus: []string{"crocodile", "ostrich", "monkey", "elephant"}, Coins: 2, Barn: []string{}},
		{Name: "Bob", Enclosures: Counts{Crocodile: 1, Lion: 5}, Bonus: []string{"lion"}, Coins: 3, Barn: []string{"lion", "crocodile"}},
	}
	if got := tr.Sheets(); !reflect.DeepEqual(got, wantSheets) {
		t.Errorf("sheets\n%+v\nwant\n%+v", got, wantSheets)
	}
	if !reflect.DeepEqual(tr.Script(), s) {
		t.Errorf("Script() differs from the script played:\n%#v\n%#v", tr.Script(), s)
	}

	// A take after the end is refused, alone or in a script.
	if _, err := tr.Apply(Entry{Round: 5, Take: Take{Player: "Ann", Took: []string{"coin"}}}); err == nil {
		t.Errorf("a take after the end was accepted")
	}
	_, err = Play(loadScript(t, "after-end.json"))
	if got := violationRules(t, err); !reflect.DeepEqual(got, []string{"dice.after-game-end"}) {
		t.Errorf("after-end.json: violations %v, want [dice.after-game-end]", got)
	}
}

// TestGameEndByLastTaker: when the last taker of a round meets the end
// condition, the game is over at once; with all enclosures full as well.
func TestGameEndByLastTaker(t *testing.T) {
	tests := []struct {
		name  string
		last  string
		ended bool
	}{
		{"elephant fills: lion open only", "4 Bob elephant", true},
		{"end met in the middle of a take", "4 Bob elephant,lion", true},
		{"two enclosures still open", "4 Bob coin", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tr := newGame(t, "Ann", "Bob")
			mustApply(t, tr, "1 Ann coin", "1 Bob crocodile,ostrich,ostrich", "2 Ann coin", "2 Bob monkey,monkey,monkey",
				"3 Ann coin", "3 Bob elephant,elephant,elephant", "4 Ann coin")
			notes := mustApply(t, tr, tc.last)
			if tr.Ended() != tc.ended || hasRule(notes, "dice.game-over") != tc.ended {
				t.Fatalf("ended %v, notes %v; want ended %v", tr.Ended(), notes, tc.ended)
			}
			if !tc.ended {
				return
			}
			var msgs []string
			for _, n := range notes {
				if n.Rule == "dice.game-end" {
					msgs = append(msgs, says(n))
				}
			}
			if want := []string{"Bob's sheet meets the end of the game (free spaces in the lion enclosure only): the game ends after this round"}; !reflect.DeepEqual(msgs, want) {
				t.Errorf("game-end %v, want %v", msgs, want)
			}
		})
	}
	t.Run("all enclosures full in one take", func(t *testing.T) {
		tr := newGame(t, "Ann", "Bob")
		mustApply(t, tr, "1 Ann lion,lion,lion", "1 Bob coin", "2 Ann lion,lion,elephant", "2 Bob coin",
			"3 Ann elephant,elephant,elephant", "3 Bob coin", "4 Ann monkey,monkey,monkey", "4 Bob coin")
		if tr.Ended() || tr.Round() != 5 {
			t.Fatalf("ended with crocodile and ostrich open")
		}
		notes := mustApply(t, tr, "5 Ann crocodile,ostrich,ostrich")
		want := "Ann's sheet meets the end of the game (all enclosures full): the game ends after this round (still to take: Bob)"
		found := false
		for _, n := range notes {
			found = found || says(n) == want
		}
		if !found || tr.Ended() {
			t.Errorf("notes %v, ended %v; want %q and Bob still to take", notes, tr.Ended(), want)
		}
	})
}

// TestTurnOrder checks Round, ToTake and DiceLeft as a round goes on.
func TestTurnOrder(t *testing.T) {
	tr := newGame(t, "Ann", "Bob", "Cy")
	check := func(step string, round int, toTake []string, left int) {
		t.Helper()
		if tr.Round() != round || !reflect.DeepEqual(tr.ToTake(), toTake) || tr.DiceLeft() != left {
			t.Errorf("%s: round %d, to take %v, dice left %d; want %d, %v, %d", step, tr.Round(), tr.ToTake(), tr.DiceLeft(), round, toTake, left)
		}
	}
	check("start", 1, []string{"Ann", "Bob", "Cy"}, 8)
	mustApply(t, tr, "1 Bob coin,coin")
	check("after Bob", 1, []string{"Ann", "Cy"}, 6)
	mustApply(t, tr, "1 Cy lion", "1 Ann monkey,monkey,monkey")
	// Ann took last, so she begins round 2.
	check("round complete", 2, []string{"Ann", "Bob", "Cy"}, 8)
	mustApply(t, tr, "2 Ann coin")
	check("round 2", 2, []string{"Bob", "Cy"}, 7)
	mustApply(t, tr, "2 Cy coin", "2 Bob coin")
	check("round 3", 3, []string{"Bob", "Cy", "Ann"}, 8)
	mustApply(t, tr, "3 Cy coin")
	check("round 3 after Cy", 3, []string{"Bob", "Ann"}, 7)
}

// TestScriptHexValues: the tracker's script names every bonus hex value it
// used, the defaults included, so a stored game rescores the same.
func TestScriptHexValues(t *testing.T) {
	one := 1
	tr, err := NewTracker([]string{"Ann", "Bob"}, &HexValues{Lion: &one})
	if err != nil {
		t.Fatal(err)
	}
	got := tr.Script().BonusHex.Resolve()
	want := map[string]int{"crocodile": 1, "ostrich": 1, "monkey": 2, "elephant": 2, "lion": 1}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("script hex values %v, want %v", got, want)
	}
	for _, a := range Animals {
		if *tr.Script().BonusHex.field(a) == nil {
			t.Errorf("the script leaves the %s hex value out", a)
		}
	}
}

// TestUndo: replaying the script without its last entry gives the state
// before that entry, at every step of a game.
func TestUndo(t *testing.T) {
	s := loadScript(t, "full-game.json")
	entries := s.Entries()
	type state struct {
		Sheets   []Sheet
		Round    int
		ToTake   []string
		DiceLeft int
		Ended    bool
		Script   Script
	}
	snap := func(tr *Tracker) state {
		return state{tr.Sheets(), tr.Round(), tr.ToTake(), tr.DiceLeft(), tr.Ended(), tr.Script()}
	}
	tr, err := NewTracker(s.Players, s.BonusHex)
	if err != nil {
		t.Fatal(err)
	}
	states := []state{snap(tr)}
	for _, e := range entries {
		if _, err := tr.Apply(e); err != nil {
			t.Fatal(err)
		}
		states = append(states, snap(tr))
	}
	for n := len(entries); n >= 1; n-- {
		t.Run(strings.Repeat("undo ", len(entries)-n+1), func(t *testing.T) {
			full, err := Play(s.WithEntries(entries[:n]))
			if err != nil {
				t.Fatal(err)
			}
			undone, err := Play(full.Script().WithEntries(full.Script().Entries()[:n-1]))
			if err != nil {
				t.Fatal(err)
			}
			if got := snap(undone); !reflect.DeepEqual(got, states[n-1]) {
				t.Errorf("after undo\n%+v\nwant\n%+v", got, states[n-1])
			}
		})
	}
	// A worked undo: Ann's round-2 take of the short game is taken back.
	short := loadScript(t, "short-game.json")
	es := short.Entries()
	undone, err := Play(short.WithEntries(es[:len(es)-1]))
	if err != nil {
		t.Fatal(err)
	}
	ann, bob := undone.Sheets()[0], undone.Sheets()[1]
	if ann.Enclosures.Crocodile != 0 || ann.Coins != 1 || !slices.Contains(bob.Bonus, "crocodile") || !reflect.DeepEqual(undone.ToTake(), []string{"Ann"}) {
		t.Errorf("after taking back Ann's round-2 take: %+v, %+v, to take %v", ann, bob, undone.ToTake())
	}
}

// TestPlayCollectsEveryViolation: Play skips illegal takes, goes on, and
// reports every violation with its round.
func TestPlayCollectsEveryViolation(t *testing.T) {
	s := Script{Players: []string{"Ann", "Bob", "Cy"}, Rounds: [][]Take{
		{{Player: "Ann", Took: []string{"lion", "lion", "lion"}}, {Player: "Bob", Took: []string{"tiger"}}, {Player: "Cy", Took: []string{"coin"}}},
		{{Player: "Cy", Took: []string{"coin"}}, {Player: "Cy", Took: []string{"lion"}}},
		{},
		{{Player: "Ann", Took: []string{"coin", "coin", "coin"}}, {Player: "Bob", Took: []string{"coin", "coin", "coin"}}, {Player: "Cy", Took: []string{"coin", "coin", "coin"}}, {Player: "Dan", Took: []string{}}},
	}}
	tr, err := Play(s)
	var v scorer.Violations
	if !errors.As(err, &v) {
		t.Fatalf("Play: %v, want violations", err)
	}
	type where struct {
		Rule  string
		Round int
	}
	var got []where
	for _, n := range v {
		got = append(got, where{n.Rule, n.Round})
	}
	want := []where{
		{"dice.unknown-face", 1},
		{"dice.took-twice", 2},
		{"dice.round-incomplete", 2}, // Ann and Bob have no take in round 2
		{"dice.round-empty", 3},
		{"dice.round-dice", 4},
		{"dice.unknown-player", 4},
		{"dice.take-size", 4},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("violations\n%v\nwant\n%v", got, want)
	}
	if !strings.Contains(says(v[2]), "Ann and Bob") {
		t.Errorf("round-incomplete message %q should name Ann and Bob", says(v[2]))
	}
	// The legal takes were applied: Ann's lions, Cy's 2 coins, 3+3 coins in round 4.
	sh := tr.Sheets()
	if sh[0].Enclosures.Lion != 3 || sh[0].Coins != 3 || sh[1].Coins != 3 || sh[2].Coins != 2 {
		t.Errorf("sheets %+v", sh)
	}
}

func TestPlayBadPlayers(t *testing.T) {
	tr, err := Play(Script{Players: []string{"Ann"}})
	if tr != nil || !slices.Equal(violationRules(t, err), []string{"dice.player-count"}) {
		t.Errorf("Play with one player: %v, %v", tr, err)
	}
}

func TestParseScript(t *testing.T) {
	tests := []struct {
		name    string
		json    string
		input   bool // an InputError is wanted
		players []string
		taker   string
	}{
		{"names trimmed", `{"players": [" Ann ", "Bob"], "rounds": [[{"player": " Ann", "took": ["coin"]}]]}`, false, []string{"Ann", "Bob"}, "Ann"},
		{"unknown field", `{"players": ["Ann", "Bob"], "rounds": [], "round": []}`, true, nil, ""},
		{"unknown take field", `{"players": ["Ann", "Bob"], "rounds": [[{"player": "Ann", "takes": ["coin"]}]]}`, true, nil, ""},
		{"wrong type", `{"players": ["Ann", "Bob"], "rounds": [[{"player": "Ann", "took": "coin"}]]}`, true, nil, ""},
		{"unknown bonus hex animal", `{"bonus_hex": {"tiger": 2}, "players": ["Ann", "Bob"], "rounds": []}`, true, nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := ParseScript([]byte(tc.json))
			var ie *scorer.InputError
			if tc.input {
				if !errors.As(err, &ie) {
					t.Errorf("error %v, want an InputError", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(s.Players, tc.players) || s.Rounds[0][0].Player != tc.taker {
				t.Errorf("parsed %+v", s)
			}
		})
	}
}

func TestEntriesRoundTrip(t *testing.T) {
	s := loadScript(t, "full-game.json")
	if got := s.WithEntries(s.Entries()); !reflect.DeepEqual(got, s) {
		t.Errorf("WithEntries(Entries()) changed the script")
	}
	// An entry of round 3 with none of round 2 leaves round 2 empty; a round
	// below 1 is left out.
	got := s.WithEntries([]Entry{{Round: 1, Take: Take{"Ann", []string{"coin"}}}, {Round: 3, Take: Take{"Bob", []string{"lion"}}}, {Round: 0, Take: Take{"Bob", []string{"coin"}}}})
	if len(got.Rounds) != 3 || len(got.Rounds[1]) != 0 || got.Rounds[2][0].Player != "Bob" || len(got.Rounds[0]) != 1 {
		t.Errorf("rounds %+v", got.Rounds)
	}
	if len(s.WithEntries(nil).Rounds) != 0 {
		t.Errorf("no entries should give no rounds")
	}
}

// TestPlayRules: every rule id play.go uses is documented in PlayRules or
// Rules, once, with a source.
func TestPlayRules(t *testing.T) {
	src, err := os.ReadFile("play.go")
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, r := range append(append([]scorer.Rule{}, Rules...), PlayRules...) {
		if known[r.ID] {
			t.Errorf("rule %s listed twice", r.ID)
		}
		known[r.ID] = true
		for _, l := range i18n.Langs {
			if loc := i18n.For(l); !loc.Has("rule."+r.ID) || !loc.Has(r.Source) {
				t.Errorf("%s: rule %s lacks a summary (rule.%s) or its source %q", l, r.ID, r.ID, r.Source)
			}
		}
	}
	used := regexp.MustCompile(`"(dice\.[a-z-]+)"`).FindAllStringSubmatch(string(src), -1)
	var missing []string
	for _, m := range used {
		if !known[m[1]] {
			missing = append(missing, m[1])
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("rule ids used but not documented: %v", missing)
	}
	if len(used) < len(PlayRules) {
		t.Errorf("only %d rule ids found in play.go", len(used))
	}
}

// TestEntryJSON: a stored entry is the take with its round, flat.
func TestEntryJSON(t *testing.T) {
	e := Entry{Round: 2, Take: Take{Player: "Ann", Took: []string{"lion", "coin"}}}
	data, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"round":2,"player":"Ann","took":["lion","coin"]}`; string(data) != want {
		t.Errorf("JSON %s, want %s", data, want)
	}
	var back Entry
	if err := scorer.Decode(data, &back); err != nil || !reflect.DeepEqual(back, e) {
		t.Errorf("decoded %+v, %v", back, err)
	}
	tr := newGame(t, "Ann", "Bob")
	out, err := json.Marshal(tr.Script())
	if err != nil || !strings.Contains(string(out), `"rounds":[]`) {
		t.Errorf("script of a new game: %s, %v; want empty rounds, not null", out, err)
	}
}
