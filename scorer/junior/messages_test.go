package junior

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

var update = flag.Bool("update", false, "rewrite testdata/messages.en.golden")

// english says notes and items as zooscore shows them by default.
var english = i18n.For(i18n.English)

// said is what one case of the package says: notes (violations, warnings,
// announcements, decisions) and breakdown items.
type said struct {
	notes []scorer.Note
	items []scorer.Item
}

// add keeps the notes the package words itself: the names of the players
// and the tiebreaks are checked and worded by package scorer.
func (s *said) add(notes ...scorer.Note) {
	for _, n := range notes {
		if !strings.HasPrefix(n.Rule, Game+".player-") && !strings.HasPrefix(n.Rule, Game+".tie-") {
			s.notes = append(s.notes, n)
		}
	}
}

// err adds the violations of an error.
func (s *said) err(t *testing.T, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var v scorer.Violations
	if !errors.As(err, &v) {
		t.Fatalf("want violations, got %v", err)
	}
	s.add(v...)
}

// checked adds what checking and scoring finished zoos says.
func (s *said) checked(t *testing.T, in Input) {
	v, w := Check(in)
	s.add(v...)
	s.add(w...)
	if res, err := Score(in); err == nil {
		s.result(res)
	}
}

func (s *said) result(res scorer.Result) {
	for _, p := range res.Players {
		s.items = append(s.items, p.Breakdown...)
	}
	s.add(append(res.Warnings, res.Decisions...)...)
}

// played adds what playing a script says: its violations, every
// announcement, and the result's warnings.
func (s *said) played(t *testing.T, sc Script) *Tracker {
	tr, err := Play(sc)
	s.err(t, err)
	if tr != nil {
		s.add(tr.notes...)
		if res, err := tr.Result(); err == nil {
			s.add(res.Warnings...)
		}
	}
	return tr
}

// applied adds what one more entry says.
func (s *said) applied(t *testing.T, tr *Tracker, e Entry) {
	notes, err := tr.Apply(e)
	s.add(notes...)
	s.err(t, err)
}

// sayingCase is one case of everything: a name and what it does.
type sayingCase struct {
	name string
	run  func(t *testing.T, s *said)
}

// zooWith is Ann's zoo (with these enclosures and barn) beside Bob's small
// legal one.
func zooWith(barn Barn, pens ...Enclosure) Input {
	return Input{Players: []Zoo{
		{Name: "Ann", Enclosures: pens, Barn: barn},
		{Name: "Bob", Enclosures: []Enclosure{{Animal: "wolf", Animals: 1}}},
	}}
}

func barnOf(animals, offspring, landscapes map[string]int) Barn {
	return Barn{Animals: animals, Offspring: offspring, Landscapes: landscapes}
}

// everything lists cases that together make the package say every message
// it has: each rule's violations in each wording, the warnings, the
// announcements of a tracked game and the breakdown items.
func everything() []sayingCase {
	none := map[string]int{}
	played := func(players []string, takes ...Take) func(t *testing.T, s *said) {
		return func(t *testing.T, s *said) { s.played(t, script(players, takes...)) }
	}
	round := func(players []string, takes ...Take) func(t *testing.T, s *said) {
		return func(t *testing.T, s *said) { s.played(t, Script{Players: players, Rounds: []Round{{Takes: takes}}}) }
	}
	fill := []Take{ // Ann's enclosure 1 gets 5 llamas over two rounds
		tk("Ann", tl("llama", in(1)), tl("llama", in(1)), tl("llama", in(1))), tk("Bob", tl("rock", barn)), tk("Cy", tl("impala", in(1))),
		tk("Ann", tl("llama", in(1)), tl("llama", in(1))), tk("Bob", tl("giraffe", barn)), tk("Cy", tl("impala", in(1))),
	}
	then := func(more ...Take) []Take { return append(append([]Take{}, fill...), more...) }
	a := func(n int) Take { return tk("Ann", pool(2)[:n]...) }
	b := func(n int) Take { return tk("Bob", pool(2)[20:20+n]...) }
	return []sayingCase{
		// Scoring finished zoos.
		{"scoring example", func(t *testing.T, s *said) {
			data, err := os.ReadFile("testdata/scoring-example.json")
			if err != nil {
				t.Fatal(err)
			}
			in, err := Parse(data)
			if err != nil {
				t.Fatal(err)
			}
			s.checked(t, in)
		}},
		{"breakdown wordings", func(t *testing.T, s *said) {
			s.checked(t, zooWith(barnOf(map[string]int{"ostrich": 1, "impala": 2}, none, map[string]int{"pond": 2, "shrub": 1}),
				encl("llama", 1, 0), encl("wolf", 6, 2), Enclosure{Landscapes: []string{"rock"}}))
			s.checked(t, zooWith(barnOf(none, none, none), encl("llama", 3, 1, "rock")))
		}},
		{"four enclosures", func(t *testing.T, s *said) {
			s.checked(t, zooWith(Barn{}, encl("llama", 1, 0), Enclosure{}, Enclosure{}, Enclosure{}))
		}},
		{"enclosure counts", func(t *testing.T, s *said) {
			s.checked(t, zooWith(Barn{}, encl("llama", -1, -2), encl("lion", 1, 0, "lake"), Enclosure{Animals: 1}))
			s.checked(t, zooWith(Barn{}, Enclosure{Animals: 3}, encl("llama", 1, 2), encl("wolf", 6, 3)))
			s.checked(t, zooWith(Barn{}, encl("llama", 5, 0, "pond", "rock"), encl("wolf", 1, 0, "pond", "pond", "rock", "rock", "shrub", "shrub"), encl("impala", 7, 0)))
		}},
		{"barn counts", func(t *testing.T, s *said) {
			s.checked(t, zooWith(barnOf(map[string]int{"lion": 1, "llama": -1, "wolf": 14}, map[string]int{"lion": 0, "impala": -1, "wolf": 3}, map[string]int{"lake": 1, "rock": -1, "pond": 4})))
			s.checked(t, zooWith(barnOf(map[string]int{"llama": 1}, map[string]int{"llama": 2, "wolf": 1}, none)))
		}},
		{"all zoos together", func(t *testing.T, s *said) {
			s.checked(t, Input{Players: []Zoo{
				{Name: "Ann", Barn: barnOf(map[string]int{"llama": 6, "wolf": 1, "impala": 1}, none, map[string]int{"pond": 2})},
				{Name: "Bob", Barn: barnOf(map[string]int{"llama": 6, "giraffe": 1, "ostrich": 1}, none, map[string]int{"pond": 2})},
			}})
			s.checked(t, Input{Players: []Zoo{
				zooOf("Ann", map[string]int{"llama": 2}, encl("llama", 6, 0)),
				zooOf("Bob", map[string]int{"llama": 1}, encl("llama", 6, 0)),
			}})
		}},
		{"zoos without a name", func(t *testing.T, s *said) {
			s.checked(t, Input{Players: []Zoo{zooOf("", map[string]int{"llama": 2}, encl("llama", 4, 0, "pond", "rock")), zooOf("Bob", none, encl("llama", 6, 0))}})
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", none, encl("llama", 6, 1)), zooOf("Bob", none, encl("llama", 1, 1), encl("wolf", 6, 0)), zooOf("", none, encl("llama", 6, 0))}})
		}},
		{"an empty zoo", func(t *testing.T, s *said) {
			s.checked(t, Input{Players: []Zoo{{Name: "Ann"}, {Name: "Bob", Enclosures: []Enclosure{{Animal: "wolf", Animals: 1}}}}})
		}},
		// Where the offspring of finished zoos come from.
		{"offspring in a barn", func(t *testing.T, s *said) {
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", map[string]int{"llama": 1}, encl("llama", 5, 0)), zooOf("Bob", none, encl("wolf", 1, 0))}})
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", map[string]int{"llama": 2}, encl("llama", 4, 0, "pond", "rock")), zooOf("Bob", none, encl("llama", 6, 0))}})
		}},
		{"offspring without a pair", func(t *testing.T, s *said) {
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", none, encl("llama", 5, 0)), zooOf("Bob", none, encl("llama", 1, 1), encl("wolf", 6, 0))}})
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", none, encl("llama", 2, 1)), zooOf("Bob", none, encl("wolf", 1, 0))}})
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", none, encl("llama", 4, 2)), zooOf("Bob", none, encl("llama", 4, 0))}})
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", none, encl("llama", 6, 0)), zooOf("Bob", none, encl("llama", 2, 2), encl("wolf", 6, 0))}})
		}},
		{"offspring of a kind without enough pairs", func(t *testing.T, s *said) {
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", none, encl("llama", 3, 1, "pond", "pond", "rock")), zooOf("Bob", none, encl("llama", 1, 1), encl("wolf", 6, 0))}})
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", map[string]int{"llama": 1}, encl("llama", 4, 1, "pond", "rock")), zooOf("Bob", none, encl("wolf", 1, 0))}})
		}},
		{"offspring taken over", func(t *testing.T, s *said) {
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", none, encl("llama", 6, 1)), zooOf("Bob", none, encl("llama", 1, 1), encl("wolf", 6, 0))}})
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", none, encl("llama", 6, 1)), zooOf("Cy", none, encl("llama", 6, 0)), zooOf("Bob", none, encl("llama", 2, 2), encl("wolf", 6, 0), encl("impala", 6, 0))}})
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", none, encl("llama", 6, 1)), zooOf("Bob", none, encl("llama", 1, 1), encl("wolf", 6, 0)), zooOf("Cy", none, encl("llama", 6, 0))}})
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", none, encl("llama", 6, 1)), zooOf("Bob", none, encl("llama", 1, 1), encl("wolf", 5, 0))}})
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", none, encl("llama", 6, 1)), zooOf("Bob", none, encl("llama", 1, 1, "pond", "pond", "pond", "rock"))}})
			s.checked(t, Input{Players: []Zoo{zooOf("Ann", none, encl("llama", 6, 1), encl("wolf", 6, 1)),
				zooOf("Bob", none, encl("llama", 1, 1, "pond", "pond", "pond", "rock", "rock"), encl("wolf", 2, 1, "shrub", "shrub", "shrub", "rock"))}})
		}},
		// Tracking a game.
		{"unknown player", round(three, tk("Dan", tl("llama", in(1))))},
		{"take sizes", func(t *testing.T, s *said) {
			s.played(t, script(three, tk("Ann")))
			s.played(t, script(three, tk("Ann", tl("llama", barn), tl("llama", barn), tl("llama", barn), tl("llama", barn))))
		}},
		{"tile names", round(three, tk("Ann", tl("lion", in(1)), fert("llama", "xy", in(1)), fert("pond", "male", in(1))))},
		{"no destination", round(three, tk("Ann", Tile{Tile: "llama"}))},
		{"a take and its tiles", round(three, tk("Ann", fert("llama", "female", in(1)), tl("impala", in(2)), tl("pond", barn)), tk("Bob", fert("ostrich", "male", in(3))))},
		{"second kind in an enclosure", round(three, tk("Ann", tl("llama", in(1)), tl("wolf", in(1))))},
		{"seventh tile", played(three, then(tk("Ann", tl("pond", in(1)), tl("llama", in(1))))...)},
		{"fifth kind with two players", played(two,
			tk("Ann", tl("llama", barn), tl("wolf", barn), tl("impala", barn)), tk("Bob", tl("giraffe", barn)),
			tk("Ann", tl("ostrich", barn)))},
		{"eighth plain llama", played(three,
			tk("Ann", tl("llama", barn), tl("llama", barn), tl("llama", barn)), tk("Bob", tl("llama", barn), tl("llama", barn), tl("llama", barn)), tk("Cy", tl("wolf", barn)),
			tk("Ann", tl("llama", barn), tl("impala", barn)))},
		{"third fertile", round(three, tk("Ann", fert("llama", "female", barn), fert("llama", "female", barn), fert("llama", "female", barn)),
			tk("Bob", fert("impala", "male", barn), fert("impala", "male", barn), fert("impala", "male", barn)))},
		{"fourth pond", round(three, tk("Ann", tl("pond", barn), tl("pond", barn), tl("pond", barn)), tk("Bob", tl("pond", barn)))},
		// The supply short for several tiles of a take: one broken rule.
		{"a fifth kind twice with two players", played(two,
			tk("Ann", tl("llama", barn), tl("wolf", barn), tl("impala", barn)), tk("Bob", tl("giraffe", barn)),
			tk("Ann", tl("ostrich", barn), tl("ostrich", barn)))},
		{"eighth and ninth plain llamas", played(three,
			tk("Ann", tl("llama", barn), tl("llama", barn), tl("llama", barn)), tk("Bob", tl("llama", barn), tl("llama", barn), tl("llama", barn)), tk("Cy", tl("wolf", barn)),
			tk("Ann", tl("llama", barn), tl("llama", barn), tl("llama", barn)))},
		{"third and fourth fertile", round(three, tk("Ann", fert("llama", "female", barn), fert("llama", "female", barn), fert("impala", "male", barn)),
			tk("Bob", fert("llama", "female", barn), fert("llama", "female", barn)),
			tk("Cy", fert("impala", "male", barn), fert("impala", "male", barn), fert("impala", "male", barn)))},
		{"fourth and fifth ponds", round(three, tk("Ann", tl("pond", barn), tl("pond", barn)), tk("Bob", tl("pond", barn), tl("pond", barn), tl("pond", barn)))},
		{"bonus without a full enclosure", round(three, withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "discard", Tile: "llama"}))},
		{"discards", func(t *testing.T, s *said) {
			s.played(t, script(three, then(tk("Bob", tl("wolf", barn)), withBonus(tk("Ann", tl("llama", in(1)), tl("rock", barn)), Bonus{Action: "discard", Tile: "rock"}))...))
			s.played(t, script(three, then(tk("Bob", tl("wolf", barn)), withBonus(tk("Ann", tl("llama", in(1)), fert("impala", "female", barn)), Bonus{Action: "discard", Tile: "impala", Fertile: "female"}))...))
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "discard", Tile: "rock"}))...))
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1)), tl("rock", barn)), Bonus{Action: "discard", Tile: "rock", To: &barn}))...))
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "discard", From: "Bob", Tile: "rock"}))...))
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "swap", Tile: "rock"}))...))
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "discard", Tile: "pond", Offspring: true}))...))
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "discard", Tile: "llama", Fertile: "male", Offspring: true}))...))
		}},
		{"take-overs", func(t *testing.T, s *said) {
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1)), tl("rock", barn)), Bonus{Action: "take", From: "Ann", Tile: "rock", To: &Dest{Enclosure: 2}}))...))
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "take", From: "Dan", Tile: "rock", To: &barn}))...))
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "take", From: "Bob", Tile: "pond", To: &Dest{Enclosure: 2}}))...))
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "take", From: "Cy", Tile: "pond", To: &Dest{Enclosure: 2}}))...))
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "take", From: "Bob", Tile: "rock", To: &Dest{Enclosure: 2}}))...))
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1))), Bonus{Action: "take", From: "Bob", Tile: "rock", To: &Dest{Enclosure: 1}}))...))
			s.played(t, script(three, then(tk("Bob", tl("wolf", barn)), withBonus(tk("Ann", tl("llama", in(1)), tl("llama", in(2))), Bonus{Action: "take", From: "Bob", Tile: "giraffe", To: &Dest{Enclosure: 2}}))...))
		}},
		{"late bonuses", func(t *testing.T, s *said) {
			s.played(t, script(three, then(tk("Ann", tl("llama", in(1))), Take{Player: "Ann", Bonus: &Bonus{Action: "take", From: "Bob", Tile: "rock", To: &Dest{Enclosure: 2}}})...))
			s.played(t, script(three, then(tk("Ann", tl("llama", in(1))), tk("Bob", tl("wolf", barn)), Take{Player: "Ann", Bonus: &Bonus{Action: "discard", Tile: "llama"}})...))
			s.played(t, script(three, then(withBonus(tk("Ann", tl("llama", in(1)), tl("rock", barn), tl("pond", barn)), Bonus{Action: "discard", Tile: "rock"}),
				Take{Player: "Ann", Bonus: &Bonus{Action: "discard", Tile: "pond"}})...))
			s.played(t, script(three, then(Take{Player: "Dan", Bonus: &Bonus{Action: "discard", Tile: "pond"}})...))
		}},
		{"a late bonus in the wrong round", func(t *testing.T, s *said) {
			tr, err := Play(script(three, then(tk("Ann", tl("llama", in(1))))...))
			if err != nil {
				t.Fatal(err)
			}
			s.applied(t, tr, Entry{Round: 1, Take: &Take{Player: "Ann", Bonus: &Bonus{Action: "discard", Tile: "rock"}}})
		}},
		{"took twice", round(three, tk("Ann", tl("llama", barn)), tk("Bob", tl("wolf", barn)), tk("Bob", tl("wolf", barn)), tk("Cy", tl("wolf", barn)))},
		{"offspring", func(t *testing.T, s *said) {
			s.played(t, script(three, tk("Ann", fert("llama", "female", in(1)), tl("llama", in(1)), fert("llama", "male", in(1)))))
			tr := s.played(t, script(three,
				tk("Ann", fert("llama", "female", in(1)), tl("llama", in(1)), tl("llama", in(1))), tk("Bob", tl("wolf", barn)), tk("Cy", tl("wolf", barn)),
				tk("Ann", tl("pond", in(1)), tl("llama", in(1)), fert("llama", "male", in(1)))))
			s.applied(t, tr, Entry{Take: &Take{Player: "Ann", Bonus: &Bonus{Action: "discard", Tile: "pond"}}})
			s.applied(t, tr, Entry{Take: &Take{Player: "Ann", Bonus: &Bonus{Action: "discard", Tile: "llama", Offspring: true}}})
		}},
		{"the FAQ's bonus chain", func(t *testing.T, s *said) {
			tr := s.played(t, script(three,
				tk("Ann", tl("impala", in(1)), tl("impala", in(1)), tl("impala", in(1))), tk("Bob", fert("rhinoceros", "male", barn)), tk("Cy", tl("wolf", barn)),
				tk("Ann", tl("shrub", in(1)), tl("shrub", in(1)), fert("rhinoceros", "female", in(2))), tk("Bob", tl("wolf", barn)), tk("Cy", tl("wolf", barn)),
				tk("Ann", tl("rhinoceros", in(2)), tl("rhinoceros", in(2)), tl("rhinoceros", in(2))), tk("Bob", tl("wolf", barn)), tk("Cy", tl("giraffe", barn)),
				tk("Ann", tl("rhinoceros", in(2)), tl("llama", in(3)), tl("llama", in(3))), tk("Bob", tl("giraffe", barn)), tk("Cy", tl("giraffe", barn)),
				tk("Ann", tl("llama", in(3)), tl("llama", in(3)), tl("pond", in(3))), tk("Bob", tl("giraffe", barn)), tk("Cy", tl("giraffe", barn))))
			s.applied(t, tr, Entry{Round: 6, Take: ptr(withBonus(tk("Ann", tl("llama", in(3))),
				Bonus{Action: "take", From: "Bob", Tile: "pond", To: &Dest{Enclosure: 2}}))})
			s.applied(t, tr, Entry{Round: 6, Take: ptr(withBonus(tk("Ann", tl("llama", in(3))),
				Bonus{Action: "take", From: "Bob", Tile: "rhinoceros", Fertile: "male", To: &Dest{Enclosure: 2}}))})
			s.applied(t, tr, Entry{Round: 6, Take: &Take{Player: "Bob", Tiles: []Tile{tl("wolf", barn)}}})
			s.applied(t, tr, Entry{Round: 6, Take: &Take{Player: "Cy", Tiles: []Tile{tl("wolf", barn)}}})
			s.applied(t, tr, Entry{Round: 7, Take: ptr(withBonus(tk("Ann", tl("llama", barn)), Bonus{Action: "discard", Tile: "rhinoceros", Offspring: true}))})
		}},
		{"entries out of place", func(t *testing.T, s *said) {
			tr, _ := filler(t, two) // round 7, the first that may be the last
			s.applied(t, tr, Entry{Round: 7})
			s.applied(t, tr, Entry{Round: 8, Take: &Take{Player: "Ann", Tiles: []Tile{tl("llama", barn)}}})
			s.applied(t, tr, Entry{Round: 7, Last: true})
			s.applied(t, tr, Entry{Round: 7, Last: true})
			s.applied(t, tr, Entry{Round: 7, Take: &Take{Player: "Ann", Tiles: []Tile{tl("pond", barn)}}})
			s.applied(t, tr, Entry{Round: 7, Take: &Take{Player: "Bob", Tiles: []Tile{tl("rock", barn), tl("shrub", barn)}}})
			s.applied(t, tr, Entry{Round: 7, Take: &Take{Player: "Ann", Tiles: []Tile{tl("pond", barn)}}})
		}},
		{"the last round marked after a take", func(t *testing.T, s *said) {
			tr, left := filler(t, two)
			s.applied(t, tr, Entry{Round: 7, Take: &Take{Player: tr.ToTake()[0], Tiles: draw(&left, 2)}})
			s.applied(t, tr, Entry{Round: 7, Last: true})
		}},
		{"the last round marked before anyone took", func(t *testing.T, s *said) {
			tr, _ := filler(t, two)
			s.applied(t, tr, Entry{Round: 7, Last: true})
			s.applied(t, tr, Entry{Round: 7, Take: &Take{Player: "Ann", Tiles: []Tile{tl("pond", barn)}}})
		}},
		{"games to the end", func(t *testing.T, s *said) {
			for _, file := range []string{"testdata/play-2p.json", "testdata/play-3p.json"} {
				data, err := os.ReadFile(file)
				if err != nil {
					t.Fatal(err)
				}
				sc, err := ParseScript(data)
				if err != nil {
					t.Fatal(err)
				}
				s.played(t, sc)
			}
		}},
		{"a game in progress", played(two, tk("Ann", tl("llama", in(1))))},
		{"a script with a missing take", func(t *testing.T, s *said) {
			s.played(t, Script{Players: three, Rounds: []Round{
				{Takes: []Take{tk("Ann", tl("wolf", barn))}},
				{Takes: []Take{tk("Ann", tl("wolf", barn))}},
			}})
			s.played(t, Script{Players: three, Rounds: []Round{{Takes: []Take{tk("Ann", tl("wolf", barn))}}, {}}})
		}},
		{"last_after out of range", func(t *testing.T, s *said) {
			s.played(t, Script{Players: two, Rounds: []Round{{LastAfter: 3, Last: true, Takes: []Take{tk("Ann", tl("wolf", barn))}}}})
			s.played(t, Script{Players: two, Rounds: []Round{{LastAfter: 1, Takes: []Take{tk("Ann", tl("wolf", barn))}}}})
		}},
		{"two-player trucks", func(t *testing.T, s *said) {
			for _, takes := range [][]Take{
				{a(3), b(3)},
				{onTruck(a(1), 3), b(3)},
				{onTruck(a(2), 3), b(3)},
				{onTruck(a(1), 2), onTruck(b(1), 2)},
				{onTruck(a(3), 2)},
				{onTruck(a(1), 4)},
				{onTruck(a(1), 1), onTruck(b(3), 3)},
				{a(1), leaving(b(1), 3)},
				{a(2), leaving(b(2), 2)},
				{onTruck(a(1), 1), leaving(b(1), 4)},
				{a(1), leaving(b(3), 1)},
				{leaving(a(1), 1)},
				{a(1), leaving(b(1), -1)},
			} {
				s.played(t, Script{Players: two, Rounds: []Round{{Takes: takes}}})
			}
		}},
		{"trucks with more players", func(t *testing.T, s *said) {
			s.played(t, Script{Players: three, Rounds: []Round{{Takes: []Take{onTruck(tk("Ann", tl("pond", barn)), 2)}}}})
			s.played(t, Script{Players: three, Rounds: []Round{{Takes: []Take{leaving(tk("Ann", tl("pond", barn)), 0)}}}})
		}},
		{"the end pile", func(t *testing.T, s *said) {
			tr, _ := playSizes(t, three)
			s.applied(t, tr, Entry{Round: 1, Last: true})
			tr, left := playSizes(t, two, repeat(5, 2, 1)...)
			s.applied(t, tr, Entry{Round: 6, Last: true})
			s.applied(t, tr, Entry{Round: 6, Take: &Take{Player: tr.ToTake()[0], Tiles: draw(&left, 1)}})
			s.applied(t, tr, Entry{Round: 6, Last: true})
			tr, _ = playSizes(t, three, repeat(5, 3, 3, 3)...)
			s.applied(t, tr, Entry{Round: 6, Take: &Take{Player: "Bob", Tiles: []Tile{tl("pond", barn), tl("pond", barn), tl("pond", barn)}}})
			s.applied(t, tr, Entry{Round: 6, Take: &Take{Player: "Cy", Tiles: []Tile{tl("rock", barn), tl("rock", barn)}}})
		}},
		{"no offspring tile left", func(t *testing.T, s *said) {
			tr, err := NewTracker(three)
			if err != nil {
				t.Fatal(err)
			}
			tr.born["llama"] = OffspringPerKind // cannot happen with 2 fertile animals of each sex
			s.applied(t, tr, Entry{Round: 1, Take: &Take{Player: "Ann", Tiles: []Tile{fert("llama", "female", in(1)), fert("llama", "male", in(1))}}})
		}},
		{"what no sheets can make the checks say", func(t *testing.T, s *said) {
			// A pair needs 2 animals that are not offspring, and a kind has
			// 2 offspring: an enclosure with 2 pairs explains its own.
			s.add(scorer.Note{Player: "Ann", Rule: "junior.offspring-needs-pair", Msg: msg.M("junior.offspring-needs-pair",
				"enclosure", 1, "offspring", offspringOf(3, "llama"), "pairs", pairsMsg(4, "llama"), "taken", msg.M("junior.taken-over.none", "kind", msg.Word("llama")))})
			// Every zoo alone has its bonus actions, only not all at once.
			s.add(scorer.Note{Rule: "junior.take-over-needs-bonus", Msg: msg.M("junior.take-over-needs-bonus.game")})
		}},
		{"checking one tile", func(t *testing.T, s *said) {
			tr, err := NewTracker(two)
			if err != nil {
				t.Fatal(err)
			}
			s.add(tr.CheckTile("Dan", nil, tl("llama", barn))...)
			s.add(tr.CheckTile("Ann", []Tile{tl("llama", in(1))}, tl("wolf", in(1)))...)
		}},
	}
}

// noteIn and itemIn say a note or a breakdown item in a language.
func noteIn(l *i18n.Localizer) func(scorer.Note) string {
	return func(n scorer.Note) string { return l.Note(n).Message }
}

func itemIn(l *i18n.Localizer) func(scorer.Item) string {
	return func(it scorer.Item) string {
		it = l.Item(it)
		return it.Item + " | " + it.Why + " | " + it.Source
	}
}

// everythingSaid runs every case and lists what it says, one line each:
// the case, the rule and what is said.
func everythingSaid(t *testing.T, note func(scorer.Note) string, item func(scorer.Item) string) []string {
	var lines []string
	for _, c := range everything() {
		var s said
		c.run(t, &s)
		if len(s.notes)+len(s.items) == 0 {
			t.Errorf("%s: says nothing", c.name)
		}
		for _, n := range s.notes {
			lines = append(lines, fmt.Sprintf("%s | %s | %s | %s", c.name, n.Rule, n.Player, note(n)))
		}
		for _, it := range s.items {
			lines = append(lines, fmt.Sprintf("%s | %s | %s", c.name, it.Rule, item(it)))
		}
	}
	return lines
}

// TestEnglishMessages: every message of the package, in English, as
// testdata/messages.en.golden records it.
func TestEnglishMessages(t *testing.T) {
	en := i18n.For(i18n.English)
	got := strings.Join(everythingSaid(t, noteIn(en), itemIn(en)), "\n") + "\n"
	const golden = "testdata/messages.en.golden"
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(gl) || i < len(wl); i++ {
			var g, w string
			if i < len(gl) {
				g = gl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if g != w {
				t.Errorf("line %d:\n got %s\nwant %s", i+1, g, w)
			}
		}
	}
}

// TestMessagesInEveryLanguage: everything the package says is in the
// catalogs of German and French too, and leaves no English sentence there
// (i18n/i18ntest), every message and word it names being known.
func TestMessagesInEveryLanguage(t *testing.T) {
	var notes []scorer.Note
	var items []scorer.Item
	for _, c := range everything() {
		var s said
		c.run(t, &s)
		notes, items = append(notes, s.notes...), append(items, s.items...)
	}
	for _, lang := range []i18n.Lang{i18n.English, i18n.German, i18n.French} {
		l := i18n.For(lang)
		for _, n := range notes {
			known(t, l, n.Msg)
		}
		for _, it := range items {
			known(t, l, it.Label)
			known(t, l, it.Reason)
			if !l.Has(it.Source) {
				t.Errorf("%s: no words for the source %q", lang, it.Source)
			}
		}
		if lang == i18n.English {
			continue
		}
		var texts []string
		for _, n := range notes {
			texts = append(texts, l.Note(n).Message)
		}
		for _, it := range items {
			it = l.Item(it)
			texts = append(texts, it.Item, it.Why, it.Source)
		}
		for _, text := range texts {
			if en := i18ntest.English(text); len(en) > 0 {
				t.Errorf("%s: English %v in %q", lang, en, text)
			}
		}
	}
}

// known checks that a message, and every message, word and count in its
// arguments, is in the catalogs of l.
func known(t *testing.T, l *i18n.Localizer, m msg.Msg) {
	t.Helper()
	if !l.Has(m.ID) {
		t.Errorf("%s: no message %q", l.Lang(), m.ID)
	}
	for _, a := range m.Args {
		knownArg(t, l, a.Value)
	}
}

func knownArg(t *testing.T, l *i18n.Localizer, v any) {
	t.Helper()
	switch x := v.(type) {
	case msg.Msg:
		known(t, l, x)
	case msg.List:
		for _, it := range x.Items {
			knownArg(t, l, it)
		}
	case msg.Count:
		if !l.Has("count." + x.Noun) {
			t.Errorf("%s: no count of %q", l.Lang(), x.Noun)
		}
	case msg.Word:
		if (isKind(string(x)) || isLandscape(string(x))) && !l.Has("word."+string(x)) {
			t.Errorf("%s: no word %q", l.Lang(), x)
		}
	}
}

// TestRulesInEveryLanguage: every rule says what it guards and where the
// rulebook says so in every language, with no English left in German or
// French (docs/rules.md, generated in English, shows the English ones).
func TestRulesInEveryLanguage(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.English, i18n.German, i18n.French} {
		l := i18n.For(lang)
		for _, r := range Rules {
			if !l.Has("rule."+r.ID) || !l.Has(r.Source) {
				t.Errorf("%s: %s has no summary or no source", lang, r.ID)
				continue
			}
			if lang == i18n.English {
				continue
			}
			for _, text := range []string{l.T("rule." + r.ID), l.T(r.Source)} {
				if en := i18ntest.English(text); len(en) > 0 {
					t.Errorf("%s: English %v in %q", lang, en, text)
				}
			}
		}
	}
}

// TestDestErrorInEveryLanguage: a destination a file gets wrong is told in
// the table's language, naming the file's own words.
func TestDestErrorInEveryLanguage(t *testing.T) {
	var d Dest
	err := d.UnmarshalJSON([]byte(`"Stall"`))
	var s msg.Sayer
	if !errors.As(err, &s) {
		t.Fatalf("%v does not say a message", err)
	}
	for lang, want := range map[i18n.Lang]string{
		i18n.English: `"to" is "Stall" but must be 1, 2, 3 or "barn"`,
		i18n.German:  "`to` ist \"Stall\", muss aber 1, 2, 3 oder `barn` sein",
		i18n.French:  "`to` vaut \"Stall\" mais doit valoir 1, 2, 3 ou `barn`",
	} {
		if got := i18n.For(lang).Say(s.Say()); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	long := strings.Repeat("é", 200)
	if err := d.UnmarshalJSON([]byte(`"` + long + `"`)); len(err.Error()) > 200 {
		t.Errorf("a long value is quoted whole: %d bytes", len(err.Error()))
	}
}
