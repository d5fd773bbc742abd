package scorer

import (
	"reflect"
	"strings"
	"testing"
)

func standing(name string, total int, tiebreaks ...int) Standing {
	return Standing{Player: PlayerResult{Name: name, Total: total}, Tiebreaks: tiebreaks}
}

func TestRank(t *testing.T) {
	coins := []Tiebreak{{Rule: "t.coins", What: "coins"}}
	two := []Tiebreak{{Rule: "t.first", What: "first"}, {Rule: "t.second", What: "second"}}
	tests := []struct {
		name      string
		in        []Standing
		tiebreaks []Tiebreak
		order     []string
		ranks     []int
		winners   []string
		rules     []string // rules of the decision notes
	}{
		{"no tie", []Standing{standing("A", 3, 0), standing("B", 5, 0)}, coins,
			[]string{"B", "A"}, []int{1, 2}, []string{"B"}, nil},
		{"tie broken", []Standing{standing("A", 5, 1), standing("B", 5, 2)}, coins,
			[]string{"B", "A"}, []int{1, 2}, []string{"B"}, []string{"t.coins"}},
		{"tie shared keeps input order", []Standing{standing("A", 5, 1), standing("B", 5, 1), standing("C", 2, 9)}, coins,
			[]string{"A", "B", "C"}, []int{1, 1, 3}, []string{"A", "B"}, []string{"shared"}},
		{"second tiebreak", []Standing{standing("A", 5, 1, 0), standing("B", 5, 1, 3), standing("C", 5, 2, 0)}, two,
			[]string{"C", "B", "A"}, []int{1, 2, 3}, []string{"C"}, []string{"t.first", "t.second"}},
		{"no tiebreak at all", []Standing{standing("A", 4), standing("B", 4), standing("C", 4), standing("D", 1)}, nil,
			[]string{"A", "B", "C", "D"}, []int{1, 1, 1, 4}, []string{"A", "B", "C"}, []string{"shared"}},
		{"shared middle place", []Standing{standing("A", 9, 0), standing("B", 4, 0), standing("C", 4, 0), standing("D", 1, 0)}, coins,
			[]string{"A", "B", "C", "D"}, []int{1, 2, 2, 4}, []string{"A"}, []string{"shared"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Rank(tt.in, tt.tiebreaks, "shared")
			var order []string
			var ranks []int
			for _, p := range r.Players {
				order = append(order, p.Name)
				ranks = append(ranks, p.Rank)
			}
			if !reflect.DeepEqual(order, tt.order) || !reflect.DeepEqual(ranks, tt.ranks) {
				t.Errorf("order %v ranks %v, want %v %v", order, ranks, tt.order, tt.ranks)
			}
			if !reflect.DeepEqual(r.Winners, tt.winners) {
				t.Errorf("winners %v, want %v", r.Winners, tt.winners)
			}
			var rules []string
			for _, d := range r.Decisions {
				rules = append(rules, d.Rule)
				if d.Msg.IsZero() {
					t.Error("a decision without a message")
				}
			}
			if !reflect.DeepEqual(rules, tt.rules) {
				t.Errorf("decision rules %v, want %v (%+v)", rules, tt.rules, r.Decisions)
			}
		})
	}
}

func TestCheckNames(t *testing.T) {
	tests := []struct {
		names []string
		rules []string
	}{
		{[]string{"Ann", "Bob"}, nil},
		{[]string{"Ann"}, []string{"g.player-count"}},
		{[]string{"A", "B", "C", "D", "E"}, []string{"g.player-count"}},
		{[]string{"Ann", ""}, []string{"g.player-name-empty"}},
		{[]string{"Ann", "aNN"}, []string{"g.player-name-duplicate"}},
		{[]string{"", "Ann", "ann"}, []string{"g.player-name-empty", "g.player-name-duplicate"}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.names, ","), func(t *testing.T) {
			var rules []string
			for _, n := range CheckNames("g", tt.names, 2, 4) {
				rules = append(rules, n.Rule)
			}
			if !reflect.DeepEqual(rules, tt.rules) {
				t.Errorf("rules %v, want %v", rules, tt.rules)
			}
		})
	}
}

func TestViolationsListEveryNote(t *testing.T) {
	v := Violations{{Player: "Ann", Rule: "a", Message: "first"}, {Rule: "b", Message: "second", Round: 3}}
	want := "Ann: first [a]\nround 3: second [b]"
	if v.Error() != want {
		t.Errorf("Error() = %q, want %q", v.Error(), want)
	}
}

func TestNoteStringNamesTheLineFirst(t *testing.T) {
	tests := []struct {
		note Note
		want string
	}{
		{Note{Rule: "g.r", Message: "m"}, "m [g.r]"},
		{Note{Player: "Ann", Rule: "g.r", Message: "m", Round: 2}, "Ann, round 2: m [g.r]"},
		{Note{Player: "Ann", Rule: "g.r", Message: "m", Round: 2, Line: 6}, "line 6, Ann, round 2: m [g.r]"},
		{Note{Rule: "g.r", Message: "m", Auction: 3, Line: 9}, "line 9, auction 3: m [g.r]"},
	}
	for _, tt := range tests {
		if got := tt.note.String(); got != tt.want {
			t.Errorf("%+v: got %q, want %q", tt.note, got, tt.want)
		}
	}
}
