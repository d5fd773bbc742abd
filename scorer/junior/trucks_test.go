package junior

import (
	"fmt"
	"strings"
	"testing"
)

// draw takes n tiles from the front of a pool of tiles going to the barn.
func draw(left *[]Tile, n int) []Tile {
	out := (*left)[:n]
	*left = (*left)[n:]
	return out
}

// onTruck names the truck of a take.
func onTruck(tk Take, boxes int) Take { tk.Truck = boxes; return tk }

// leaving says how many tiles were left on the truck nobody took.
func leaving(tk Take, n int) Take { tk.Unclaimed = &n; return tk }

// TestTwoPlayerTrucks: with 2 players the trucks have 1, 2 and 3 boxes;
// each player takes one, which need not be full but holds at least one
// tile (Junior rules, Rule modifications for 2 players; B. Take a delivery
// truck). Two takes are legal when different trucks can hold them.
func TestTwoPlayerTrucks(t *testing.T) {
	a := func(n int) Take { return tk("Ann", pool(2)[:n]...) }
	b := func(n int) Take { return tk("Bob", pool(2)[20:20+n]...) }
	cases := []struct {
		name  string
		takes []Take
		rule  string // "" when legal
	}{
		{"3 and 1 tiles", []Take{a(3), b(1)}, ""},
		{"1 and 3 tiles", []Take{a(1), b(3)}, ""},
		{"2 and 2 tiles: the 2-box and the 3-box truck", []Take{a(2), b(2)}, ""},
		{"1 and 1 tile", []Take{a(1), b(1)}, ""},
		{"3 and 3 tiles: only one truck holds 3", []Take{a(3), b(3)}, "junior.truck-size"},
		{"1 tile on the 3-box truck, then 1 tile", []Take{onTruck(a(1), 3), b(1)}, ""},
		{"1 tile on the 3-box truck, then 3 tiles", []Take{onTruck(a(1), 3), b(3)}, "junior.truck-size"},
		{"2 tiles on the 2-box truck, then 2 tiles", []Take{onTruck(a(2), 2), b(2)}, ""},
		{"2 tiles on the 3-box truck, then 2 tiles", []Take{onTruck(a(2), 3), b(2)}, ""},
		{"2 tiles on the 3-box truck, then 3 tiles", []Take{onTruck(a(2), 3), b(3)}, "junior.truck-size"},
		{"the same truck named twice", []Take{onTruck(a(1), 2), onTruck(b(1), 2)}, "junior.truck-size"},
		{"3 tiles on the 2-box truck", []Take{onTruck(a(3), 2)}, "junior.truck-size"},
		{"a 4-box truck", []Take{onTruck(a(1), 4)}, "junior.truck-unknown"},
		{"both trucks named", []Take{onTruck(a(1), 1), onTruck(b(3), 3)}, ""},
		{"3 tiles left on the third truck after 1 and 1", []Take{a(1), leaving(b(1), 3)}, ""},
		{"2 tiles left after 2 and 2: the third truck has 1 box", []Take{a(2), leaving(b(2), 2)}, "junior.unclaimed-truck"},
		{"1 tile left after 2 and 2", []Take{a(2), leaving(b(2), 1)}, ""},
		{"tiles left said before the round ends", []Take{leaving(a(1), 1)}, "junior.unclaimed-truck"},
		{"a negative count left", []Take{a(1), leaving(b(1), -1)}, "junior.unclaimed-truck"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Play(Script{Players: two, Rounds: []Round{{Takes: c.takes}}})
			checkRule(t, err, c.rule)
		})
	}
}

// TestTrucksWithMorePlayers: with 3 to 5 players every truck has 3 boxes
// and every truck is taken (Junior rules, Game set-up; End of a round).
func TestTrucksWithMorePlayers(t *testing.T) {
	cases := []struct {
		name string
		take Take
		rule string
	}{
		{"the 3-box truck named", onTruck(tk("Ann", tl("pond", barn)), 3), ""},
		{"a 2-box truck named", onTruck(tk("Ann", tl("pond", barn)), 2), "junior.truck-unknown"},
		{"tiles left on a truck", leaving(tk("Ann", tl("pond", barn)), 0), "junior.unclaimed-truck"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Play(Script{Players: three, Rounds: []Round{{Takes: []Take{c.take}}}})
			checkRule(t, err, c.rule)
		})
	}
}

func checkRule(t *testing.T, err error, rule string) {
	t.Helper()
	v := violationsOf(t, err)
	if rule == "" {
		if err != nil {
			t.Fatalf("should be legal, got %v", err)
		}
		return
	}
	if !hasRule(v, rule, "") {
		t.Fatalf("want %s, got %v", rule, v)
	}
	for _, n := range v {
		if !knownRule(n.Rule) || n.Round == 0 || n.Msg.IsZero() {
			t.Errorf("violation %+v lacks a documented rule, a round or a message", n)
		}
	}
}

// TestTruckQuestions: what the interactive flow may offer and when it asks
// for the truck.
func TestTruckQuestions(t *testing.T) {
	cases := []struct {
		name     string
		players  []string
		before   []Take // takes of the round so far
		who      string
		sizes    string // TakeSizes
		options1 string // TruckOptions for 1 tile
		options2 string
		matters  string // TruckMatters for 1, 2 and 3 tiles
	}{
		{"first take of a 2-player round", two, nil, "Ann", "[1 2 3]", "[1 2 3]", "[2 3]", "true true false"},
		{"after 3 tiles", two, []Take{tk("Ann", tl("pond", barn), tl("rock", barn), tl("shrub", barn))}, "Bob", "[1 2]", "[1 2]", "[2]", "false false false"},
		{"after 1 tile on the 3-box truck", two, []Take{onTruck(tk("Ann", tl("pond", barn)), 3)}, "Bob", "[1 2]", "[1 2]", "[2]", "false false false"},
		{"after 2 tiles on the 2-box truck", two, []Take{onTruck(tk("Ann", tl("pond", barn), tl("rock", barn)), 2)}, "Bob", "[1 2 3]", "[1 3]", "[3]", "false false false"},
		{"3 players", three, nil, "Ann", "[1 2 3]", "[3]", "[3]", "false false false"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr, err := Play(Script{Players: c.players, Rounds: []Round{{Takes: c.before}}})
			if err != nil {
				t.Fatal(err)
			}
			got := []string{
				fmt.Sprint(tr.TakeSizes(c.who)), fmt.Sprint(tr.TruckOptions(c.who, 1)), fmt.Sprint(tr.TruckOptions(c.who, 2)),
				fmt.Sprint(tr.TruckMatters(c.who, 1), tr.TruckMatters(c.who, 2), tr.TruckMatters(c.who, 3)),
			}
			want := []string{c.sizes, c.options1, c.options2, c.matters}
			if strings.Join(got, " | ") != strings.Join(want, " | ") {
				t.Errorf("sizes | 1 tile | 2 tiles | matters = %v, want %v", got, want)
			}
		})
	}
}

// playSizes plays whole rounds of tiles to the barn, each take of the size
// given, in the order the rounds are played.
func playSizes(t *testing.T, players []string, rounds ...[]int) (*Tracker, []Tile) {
	t.Helper()
	tr, err := NewTracker(players)
	if err != nil {
		t.Fatal(err)
	}
	left := pool(len(players))
	for _, sizes := range rounds {
		for i, who := range tr.ToTake() {
			take := Take{Player: who, Tiles: draw(&left, sizes[i])}
			if _, err := tr.Apply(Entry{Round: tr.Round(), Take: &take}); err != nil {
				t.Fatalf("round %d: %v", tr.Round(), err)
			}
		}
	}
	return tr, left
}

func repeat(n int, sizes ...int) [][]int {
	out := make([][]int, n)
	for i := range out {
		out[i] = sizes
	}
	return out
}

// TestPileSizes: the normal piles hold the tiles of the kinds in play and
// the landscapes, less the end pile (Junior rules, Game set-up; FACTS.md
// gives 11 tiles a kind and 9 landscapes).
func TestPileSizes(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		want := TilesPerKind*KindsInPlay[players] + TilesPerLandscape*len(Landscapes) - EndPile
		if NormalPile[players] != want || len(pool(players)) != want+EndPile {
			t.Errorf("%d players: normal piles %d, want %d", players, NormalPile[players], want)
		}
	}
}

// TestEndPile: the end pile is drawn from only when the normal piles are
// used up, and its first tile makes the round the last (Junior rules, A.
// Add a tile to a delivery truck; End of the game).
func TestEndPile(t *testing.T) {
	cases := []struct {
		name    string
		players []string
		rounds  [][]int // rounds played before
		entries []Entry // then these, in the round being played
		rule    string  // "" when legal
	}{
		{"3 players, round 1", three, nil, []Entry{{Last: true}}, "junior.end-pile-early"},
		// 4 rounds of full trucks: 36 tiles; at most 45 by the end of
		// round 5, and the normal piles hold 49.
		{"3 players, round 5", three, repeat(4, 3, 3, 3), []Entry{{Last: true}}, "junior.end-pile-early"},
		{"3 players, round 6", three, repeat(5, 3, 3, 3), []Entry{{Last: true}}, ""},
		// 41 tiles taken, 3 more by Ann and two trucks of 3 on the table: 50.
		{"3 players, round 6 after a take", three, append(repeat(4, 3, 3, 3), []int{3, 1, 1}),
			[]Entry{{Take: &Take{Player: "Bob", Tiles: []Tile{tl("pond", barn), tl("pond", barn), tl("pond", barn)}}}, {Last: true}}, ""},
		// 2 players, takes of 2 and 1: 3 tiles taken and at most 3 left on
		// the third truck a round; 30 + 6 this round is not over 38.
		{"2 players, round 6", two, repeat(5, 2, 1), []Entry{{Last: true}}, "junior.end-pile-early"},
		{"2 players, round 7", two, repeat(6, 2, 1), []Entry{{Last: true}}, ""},
		// 4 players: 12 tiles a round, 60 in the normal piles.
		{"4 players, round 5", []string{"A", "B", "C", "D"}, repeat(4, 3, 3, 3, 3), []Entry{{Last: true}}, "junior.end-pile-early"},
		{"4 players, round 6", []string{"A", "B", "C", "D"}, repeat(5, 3, 3, 3, 3), []Entry{{Last: true}}, ""},
		// 5 players: 15 tiles a round, 71 in the normal piles.
		{"5 players, round 4", []string{"A", "B", "C", "D", "E"}, repeat(3, 3, 3, 3, 3, 3), []Entry{{Last: true}}, "junior.end-pile-early"},
		{"5 players, round 5", []string{"A", "B", "C", "D", "E"}, repeat(4, 3, 3, 3, 3, 3), []Entry{{Last: true}}, ""},
		// 3 players: 45 tiles in 5 rounds, then 3 and 1: 49, all of the
		// normal piles; one more tile came from the end pile.
		{"3 players, the 49th tile", three, repeat(5, 3, 3, 3),
			[]Entry{{Take: &Take{Player: "Bob", Tiles: []Tile{tl("pond", barn), tl("pond", barn), tl("pond", barn)}}}, {Take: &Take{Player: "Cy", Tiles: []Tile{tl("rock", barn)}}}}, ""},
		{"3 players, the 50th tile unmarked", three, repeat(5, 3, 3, 3),
			[]Entry{{Take: &Take{Player: "Bob", Tiles: []Tile{tl("pond", barn), tl("pond", barn), tl("pond", barn)}}}, {Take: &Take{Player: "Cy", Tiles: []Tile{tl("rock", barn), tl("rock", barn)}}}}, "junior.end-pile-reached"},
		{"3 players, the 50th tile marked", three, repeat(5, 3, 3, 3),
			[]Entry{{Take: &Take{Player: "Bob", Tiles: []Tile{tl("pond", barn), tl("pond", barn), tl("pond", barn)}}}, {Last: true}, {Take: &Take{Player: "Cy", Tiles: []Tile{tl("rock", barn), tl("rock", barn)}}}}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr, _ := playSizes(t, c.players, c.rounds...)
			var err error
			for _, e := range c.entries {
				e.Round = tr.Round()
				if _, err = tr.Apply(e); err != nil {
					break
				}
			}
			checkRule(t, err, c.rule)
		})
	}
}

// TestEndPileCountsTilesLeft: with 2 players the tiles left on the truck
// nobody took were drawn too. Said, they count exactly; unsaid, the
// tracker allows for the most that truck can have held.
func TestEndPileCountsTilesLeft(t *testing.T) {
	// sixRounds plays 6 rounds of takes of a and b tiles, the second
	// saying how many tiles were left on the third truck (unless -1).
	sixRounds := func(t *testing.T, a, b, unclaimed int) (*Tracker, []Tile) {
		tr, left := playSizes(t, two)
		for r := 0; r < 6; r++ {
			who := tr.ToTake()
			for i, n := range []int{a, b} {
				take := Take{Player: who[i], Tiles: draw(&left, n)}
				if i == 1 && unclaimed >= 0 {
					take = leaving(take, unclaimed)
				}
				if _, err := tr.Apply(Entry{Round: tr.Round(), Take: &take}); err != nil {
					t.Fatal(err)
				}
			}
		}
		return tr, left
	}
	t.Run("none left said: round 7 is too early", func(t *testing.T) {
		// 18 tiles drawn, at most 6 this round.
		tr, _ := sixRounds(t, 2, 1, 0)
		_, err := tr.Apply(Entry{Round: tr.Round(), Last: true})
		checkRule(t, err, "junior.end-pile-early")
	})
	t.Run("unsaid: the most is allowed for", func(t *testing.T) {
		// 18 tiles taken, up to 18 left on the third trucks, 6 this round.
		tr, _ := sixRounds(t, 2, 1, -1)
		_, err := tr.Apply(Entry{Round: tr.Round(), Last: true})
		checkRule(t, err, "")
	})
	t.Run("tiles left said: they count as drawn", func(t *testing.T) {
		// 6 rounds of 3 and 2 tiles with 1 left on the 1-box truck: 36
		// drawn; 3 more are more than the 38 of the normal piles.
		for _, c := range []struct {
			unclaimed int
			rule      string
		}{{1, "junior.end-pile-reached"}, {-1, ""}} {
			tr, left := sixRounds(t, 3, 2, c.unclaimed)
			take := Take{Player: tr.ToTake()[0], Tiles: draw(&left, 3)}
			_, err := tr.Apply(Entry{Round: tr.Round(), Take: &take})
			checkRule(t, err, c.rule)
		}
	})
}
