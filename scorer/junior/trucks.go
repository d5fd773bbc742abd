package junior

import "github.com/zooscore/zooscore/msg"

// Trucks. With 3 to 5 players there is one truck per player and each has
// TruckBoxes boxes, so every truck is taken each round and every tile drawn
// lands in a zoo. With 2 players there are three trucks of 1, 2 and 3 boxes
// (Junior rules, Rule modifications for 2 players): each player takes one,
// a truck taken need not be full but holds at least one tile (Junior rules,
// B. Take a delivery truck), and the tiles on the third truck leave the game.
const TruckBoxes = 3

// twoPlayerTrucks are the boxes of the three trucks of a 2-player game; a
// truck is named by its boxes.
var twoPlayerTrucks = []int{1, 2, 3}

// twoPlayerBoxes is the number of boxes of the three trucks together.
const twoPlayerBoxes = 1 + 2 + 3

// truckTake is what a take of the round says about its truck: its tiles and
// the truck it names (0 when it names none).
type truckTake struct {
	player string
	tiles  int
	truck  int
}

// truckChoices lists every way the takes of a 2-player round can lie on
// different trucks, each holding its take and being the one it names: for
// each way, the truck of each take in order. The takes are legal exactly
// when there is a way.
func truckChoices(takes []truckTake) [][]int {
	var out [][]int
	var walk func(i int, cur []int)
	walk = func(i int, cur []int) {
		if i == len(takes) {
			out = append(out, append([]int(nil), cur...))
			return
		}
		for _, tr := range twoPlayerTrucks {
			if takes[i].tiles > tr || (takes[i].truck != 0 && takes[i].truck != tr) || hasInt(cur, tr) {
				continue
			}
			walk(i+1, append(cur, tr))
		}
	}
	walk(0, nil)
	return out
}

func hasInt(list []int, n int) bool {
	for _, x := range list {
		if x == n {
			return true
		}
	}
	return false
}

// boxesLeft is the most boxes the trucks not taken yet can have, over every
// way the takes so far lie on trucks (-1 when there is none): the most
// tiles still on the table this round.
func boxesLeft(takes []truckTake) int {
	best := -1
	for _, choice := range truckChoices(takes) {
		used := 0
		for _, tr := range choice {
			used += tr
		}
		best = max(best, twoPlayerBoxes-used)
	}
	return best
}

// TruckOptions lists the trucks (by their boxes) a take of n tiles by the
// named player may have been, given the takes of the round so far; with 3 to
// 5 players it is the one kind of truck. The interactive flow asks which
// truck only when there is more than one and the choice matters for the
// takes still to come (see TruckMatters).
func (t *Tracker) TruckOptions(player string, n int) []int {
	if len(t.zoos) != 2 {
		if n >= 1 && n <= TruckBoxes {
			return []int{TruckBoxes}
		}
		return nil
	}
	var out []int
	for _, tr := range twoPlayerTrucks {
		if len(truckChoices(append(t.roundTrucks(), truckTake{player: player, tiles: n, truck: tr}))) > 0 {
			out = append(out, tr)
		}
	}
	return out
}

// TruckMatters reports whether naming the truck of this take could change
// which takes are legal later in the round: with 2 players, for the first
// take of a round when more than one truck could hold it. The last take of
// a round is followed by no other, and with 3 to 5 players the trucks are
// alike.
func (t *Tracker) TruckMatters(player string, n int) bool {
	return len(t.zoos) == 2 && len(t.roundTrucks()) == 0 && len(t.TruckOptions(player, n)) > 1
}

// TakeSizes lists the tile counts a take may have now, given the trucks
// the round's earlier takes used: 1 to 3, less what no truck left holds.
func (t *Tracker) TakeSizes(player string) []int {
	var out []int
	for n := 1; n <= TruckBoxes; n++ {
		if len(t.TruckOptions(player, n)) > 0 {
			out = append(out, n)
		}
	}
	return out
}

// roundTrucks lists the takes made in the round being played, in seating
// order.
func (t *Tracker) roundTrucks() []truckTake {
	var out []truckTake
	for _, z := range t.zoos {
		if z.taken > 0 {
			out = append(out, truckTake{player: z.name, tiles: z.taken, truck: z.truck})
		}
	}
	return out
}

// describeTruckTake says what a take of the round holds: "3 tiles" or "1
// tile on the 3-box truck".
func describeTruckTake(tt truckTake) any {
	tiles := msg.Count{N: tt.tiles, Noun: "tile"}
	if tt.truck != 0 {
		return msg.M("junior.truck-take", "tiles", tiles, "truck", tt.truck)
	}
	return tiles
}

// checkTruck checks the truck of a take of n tiles by player p: that the
// truck it names exists and holds it, and with 2 players that it and the
// round's other take lie on different trucks.
func (s *step) checkTruck(p int, tk Take, n int) {
	t := s.t
	who := t.zoos[p].name
	if len(t.zoos) != 2 {
		if tk.Truck != 0 && tk.Truck != TruckBoxes {
			s.fail(who, "junior.truck-unknown", "junior.truck-unknown.many", "truck", tk.Truck, "players", len(t.zoos), "boxes", TruckBoxes)
		}
		return
	}
	if tk.Truck != 0 && !hasInt(twoPlayerTrucks, tk.Truck) {
		s.fail(who, "junior.truck-unknown", "junior.truck-unknown.two", "truck", tk.Truck)
		return
	}
	if n < 1 || n > TruckBoxes {
		return // junior.take-size says it
	}
	mine := truckTake{player: who, tiles: n, truck: tk.Truck}
	if tk.Truck != 0 && n > tk.Truck {
		s.fail(who, "junior.truck-size", "junior.truck-size.holds", "tiles", msg.Count{N: n, Noun: "tile"}, "truck", tk.Truck)
		return
	}
	others := t.roundTrucks()
	for _, o := range others {
		if tk.Truck != 0 && o.truck == tk.Truck {
			s.fail(who, "junior.truck-size", "junior.truck-size.taken", "other", o.player, "truck", tk.Truck, "player", who)
			return
		}
	}
	if len(truckChoices(append(others, mine))) == 0 {
		o := others[0]
		s.fail(who, "junior.truck-size", "junior.truck-size.fit", "other", o.player, "theirs", describeTruckTake(o), "player", who, "mine", describeTruckTake(mine))
	}
}

// unclaimedMost is the most tiles that can have been left on the truck
// nobody took, once both takes of a 2-player round are known: the boxes of
// the third truck, over every way the takes lie on trucks.
func unclaimedMost(takes []truckTake) int { return max(boxesLeft(takes), 0) }

// checkUnclaimed checks the tiles a take says were left on the truck nobody
// took, and returns how few and how many tiles left the game this round
// (both 0 when the round goes on).
func (s *step) checkUnclaimed(p int, tk Take, ends bool, takes []truckTake) (least, most int) {
	who := s.t.zoos[p].name
	if tk.Unclaimed == nil {
		if ends && len(s.t.zoos) == 2 {
			return 0, unclaimedMost(takes)
		}
		return 0, 0
	}
	u := *tk.Unclaimed
	switch {
	case len(s.t.zoos) != 2:
		s.fail(who, "junior.unclaimed-truck", "junior.unclaimed-truck.many", "players", len(s.t.zoos))
	case !ends:
		s.fail(who, "junior.unclaimed-truck", "junior.unclaimed-truck.early")
	case u < 0:
		s.fail(who, "junior.unclaimed-truck", "junior.unclaimed-truck.negative", "given", u)
	case u > unclaimedMost(takes):
		s.fail(who, "junior.unclaimed-truck", "junior.unclaimed-truck.too-many", "n", u, "takes", joinTruckTakes(takes),
			"boxes", msg.Count{N: unclaimedMost(takes), Noun: "box"})
	default:
		return u, u
	}
	return 0, 0
}

func joinTruckTakes(takes []truckTake) msg.List {
	parts := make([]any, len(takes))
	for i, tt := range takes {
		parts[i] = describeTruckTake(tt)
	}
	return msg.List{Items: parts}
}
