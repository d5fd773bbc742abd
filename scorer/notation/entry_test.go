package notation

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

var (
	diceTable   = []string{"Ann", "Bob", "Cy"}
	juniorTable = []string{"Ann", "Bob"}
	zooTable    = []string{"Alan", "Klaus", "Reiner", "Wolfgang"}
)

func take(player string, faces ...string) dice.Entry {
	return dice.Entry{Take: dice.Take{Player: player, Took: append([]string{}, faces...)}}
}

func TestParseDiceEntry(t *testing.T) {
	tests := []struct {
		line string
		want dice.Entry
	}{
		// The forms of the contract, exactly as written there.
		{"Ann: lion lion coin           # a take: 1 to 3 faces", take("Ann", "lion", "lion", "coin")},
		{"Cy: crocodile", take("Cy", "crocodile")},
		{"Bob: 2 monkey                 # a number repeats the face after it", take("Bob", "monkey", "monkey")},
		// Shortcuts.
		{"ann li li co", take("Ann", "lion", "lion", "coin")},
		{"Ann: 2li co", take("Ann", "lion", "lion", "coin")},
		{"A: LION, Lion, COIN", take("Ann", "lion", "lion", "coin")},
		{"bob: monkey x2", take("Bob", "monkey", "monkey")},
		{"bob: m X2 e", take("Bob", "monkey", "monkey", "elephant")},
		{"c cr", take("Cy", "crocodile")},
		{`"Cy": o`, take("Cy", "ostrich")},
		// Left for the rules to refuse, as in JSON.
		{"Ann: 4 lion", take("Ann", "lion", "lion", "lion", "lion")},
		{"Ann:", take("Ann")},
		{"Zed: lion", take("Zed", "lion")},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			got, err := ParseDiceEntry(tt.line, diceTable)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

// lineError checks that a line is refused as input that cannot be read,
// at a column, with a message that says what to write.
func lineError(t *testing.T, err error, col int, mention string) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T), want *notation.Error", err, err)
	}
	var input *scorer.InputError
	if !errors.As(err, &input) {
		t.Errorf("%v is not an input error", err)
	}
	if e.Column != col {
		t.Errorf("column %d, want %d (%v)", e.Column, col, err)
	}
	if msg := en.Say(e.Msg); !strings.Contains(msg, mention) {
		t.Errorf("%q does not mention %q", msg, mention)
	}
}

func TestParseDiceEntryErrors(t *testing.T) {
	tests := []struct {
		line    string
		col     int
		mention string
	}{
		{"Ann: c", 6, "crocodile or coin"},
		{"Ann: tiger", 6, "not a die face"},
		{"Ann: 2", 6, "repeats the face after it"},
		{"Ann: 12 lion", 6, "1 to 9"},
		{"Ann: x2", 6, "none"},
		{": lion", 1, "name of the player"},
		{"Ann [3]: lion", 5, "Junior"},
		{"Ann: lion | coin", 11, "does not belong"},
		{"", 0, "empty"},
		{"   # only a comment", 0, "empty"},
		{"players: Ann, Bob", 1, "start of a game"},
		{`"Ann: lion`, 1, "never closed"},
		{"Ann: 99999999999999999999999 lion", 6, "too large"},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			_, err := ParseDiceEntry(tt.line, diceTable)
			lineError(t, err, tt.col, tt.mention)
		})
	}
}

func TestAmbiguousNameNamesTheCandidates(t *testing.T) {
	_, err := ParseDiceEntry("An: lion", []string{"Ann", "Anna", "Bob"})
	lineError(t, err, 1, `"An" fits Ann or Anna`)
	// The whole name wins over a longer name it starts.
	got, err := ParseDiceEntry("ann: lion", []string{"Ann", "Anna", "Bob"})
	if err != nil || got.Player != "Ann" {
		t.Errorf("got %+v, %v", got, err)
	}
	// A name of several words, with or without the colon.
	for _, line := range []string{"Ann Marie: lion", "ann marie lion", `"Ann Marie" lion`, "ann m: lion"} {
		got, err := ParseDiceEntry(line, []string{"Ann Marie", "Ann", "Bob"})
		if err != nil || got.Player != "Ann Marie" || len(got.Took) != 1 {
			t.Errorf("%q: got %+v, %v", line, got, err)
		}
	}
}

func tile(kind, fertile string, to int) junior.Tile {
	return junior.Tile{Tile: kind, Fertile: fertile, To: junior.Dest{Enclosure: to}}
}

func barn(kind string) junior.Tile { return junior.Tile{Tile: kind, To: junior.Dest{Barn: true}} }

func to(n int) *junior.Dest { return &junior.Dest{Enclosure: n} }

func one(n int) *int { return &n }

func TestParseJuniorEntry(t *testing.T) {
	tests := []struct {
		line string
		want junior.Entry
	}{
		// The forms of the contract, exactly as written there.
		{"Ann: llama female 1, pond barn          # each tile: KIND [male|female] WHERE (1, 2, 3, barn)",
			junior.Entry{Take: &junior.Take{Player: "Ann", Tiles: []junior.Tile{tile("llama", "female", 1), barn("pond")}}}},
		{"Bob [3]: llama 2; bonus take Ann pond 2 # [N]: the truck (2 players); a bonus after ';'",
			junior.Entry{Take: &junior.Take{Player: "Bob", Truck: 3, Tiles: []junior.Tile{tile("llama", "", 2)},
				Bonus: &junior.Bonus{Action: "take", From: "Ann", Tile: "pond", To: to(2)}}}},
		{"last", junior.Entry{Last: true}},
		{"Ann: wolf 3; bonus discard rock",
			junior.Entry{Take: &junior.Take{Player: "Ann", Tiles: []junior.Tile{tile("wolf", "", 3)},
				Bonus: &junior.Bonus{Action: "discard", Tile: "rock"}}}},
		{"Bob: impala 1", junior.Entry{Take: &junior.Take{Player: "Bob", Tiles: []junior.Tile{tile("impala", "", 1)}}}},
		// Shortcuts and the rest of the script's fields.
		{"LAST", junior.Entry{Last: true}},
		{"ann ll f1 po b", junior.Entry{Take: &junior.Take{Player: "Ann", Tiles: []junior.Tile{tile("llama", "female", 1), barn("pond")}}}},
		{"b[2]: 2 gi 2; unclaimed 1", junior.Entry{Take: &junior.Take{Player: "Bob", Truck: 2,
			Tiles: []junior.Tile{tile("giraffe", "", 2), tile("giraffe", "", 2)}, Unclaimed: one(1)}}},
		{"Bob: bonus take from Ann wolf offspring 2", junior.Entry{Take: &junior.Take{Player: "Bob", Tiles: []junior.Tile{},
			Bonus: &junior.Bonus{Action: "take", From: "Ann", Tile: "wolf", Offspring: true, To: to(2)}}}},
		{"Bob: bonus discard llama m", junior.Entry{Take: &junior.Take{Player: "Bob", Tiles: []junior.Tile{},
			Bonus: &junior.Bonus{Action: "discard", Tile: "llama", Fertile: "male"}}}},
		{"Bob: rh 1; bonus d rock from ann", junior.Entry{Take: &junior.Take{Player: "Bob", Tiles: []junior.Tile{tile("rhinoceros", "", 1)},
			Bonus: &junior.Bonus{Action: "discard", From: "Ann", Tile: "rock"}}}},
		{"Ann: meerkat male barn", junior.Entry{Take: &junior.Take{Player: "Ann", Tiles: []junior.Tile{{Tile: "meerkat", Fertile: "male", To: junior.Dest{Barn: true}}}}}},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			got, err := ParseJuniorEntry(tt.line, juniorTable)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %s, want %s", mustJSON(got), mustJSON(tt.want))
			}
		})
	}
}

func TestParseJuniorEntryErrors(t *testing.T) {
	tests := []struct {
		line    string
		col     int
		mention string
	}{
		{"Ann: llama", 11, "say where the llama went"},
		{"Ann: llama pond 1", 12, "say where the llama went"},
		{"Ann: llama 4", 12, "no enclosure 4"},
		{"Ann: r 1", 6, "rhinoceros or rock"},
		{"Ann: llama 1;", 13, "nothing follows"},
		{"Ann: llama 1; bonus discard rock; bonus discard pond", 35, "one bonus action"},
		{"Ann: llama 1; bonus steal rock", 21, "not a bonus action"},
		{"Ann: llama 1; bonus take Bob", 29, "say which tile of Bob's barn"},
		{"Ann: llama 1; unclaimed", 15, "unclaimed 2"},
		{"Ann [x]: llama 1", 5, "[1], [2] or [3]"},
		{"Ann: llama 1; bonus discard rock 1 2", 36, "does not belong"},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			_, err := ParseJuniorEntry(tt.line, juniorTable)
			lineError(t, err, tt.col, tt.mention)
		})
	}
}

func auction(tile zoosim.Tile, bids map[string]int, placed map[string]int, benches int) zoosim.Auction {
	return zoosim.Auction{Tile: tile, Bids: bids, Placed: zoosim.Placed{Enclosures: placed, Benches: benches}}
}

func TestParseZooSimEntry(t *testing.T) {
	seaBirds := zoosim.Tile{Enclosures: []zoosim.Half{{Animal: "sea", Stars: 2}, {Animal: "birds", Stars: 1}}, Bushes: 1}
	bids := map[string]int{"Alan": 2, "Klaus": 3, "Reiner": 3, "Wolfgang": 1}
	placed := map[string]int{"sea": 2, "birds": 1}
	contract := auction(seaBirds, bids, placed, 0)
	tests := []struct {
		line string
		want zoosim.Auction
	}{
		{"sea 2, birds 1, 1 bush | Alan 2, Klaus 3, Reiner 3, Wolfgang 1 | sea 2, birds 1, 0 benches", contract},
		{"sea 2, birds 1, 1 bushes | Alan 2, Klaus 3, Reiner 3, Wolfgang 1 | sea 2, birds 1", contract},
		{"se2 bi1 1bu | 2 3 3 1 | se2 bi1", contract},
		{"SEA 2 BIRDS 1 1 BUSH | a 2 k 3 r 3 w 1 | sea 2 birds 1 0 bench", contract},
		{"sea 2, birds 1, 1 bush | alan 2, klaus 3, reiner 3, wolfgang 1 | sea 2, birds 1, 0 benches # a comment", contract},
		{"apes 3, reptiles 1 | Alan -, Klaus 0, Reiner 1, Wolfgang - | apes 5, reptiles 1, 2 benches",
			auction(zoosim.Tile{Enclosures: []zoosim.Half{{Animal: "apes", Stars: 3}, {Animal: "reptiles", Stars: 1}}},
				map[string]int{"Alan": 0, "Klaus": 0, "Reiner": 1, "Wolfgang": 0}, map[string]int{"apes": 5, "reptiles": 1}, 2)},
		{"apes 3, reptiles 1 | - - 1 - | apes 5, reptiles 1, 1 bench",
			auction(zoosim.Tile{Enclosures: []zoosim.Half{{Animal: "apes", Stars: 3}, {Animal: "reptiles", Stars: 1}}},
				map[string]int{"Alan": 0, "Klaus": 0, "Reiner": 1, "Wolfgang": 0}, map[string]int{"apes": 5, "reptiles": 1}, 1)},
		// Left for the rules to refuse, as in JSON.
		{"sea 2 | Alan 9 | sea 2", auction(zoosim.Tile{Enclosures: []zoosim.Half{{Animal: "sea", Stars: 2}}},
			map[string]int{"Alan": 9}, map[string]int{"sea": 2}, 0)},
		{"| | ", auction(zoosim.Tile{Enclosures: []zoosim.Half{}}, map[string]int{}, map[string]int{}, 0)},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			got, err := ParseZooSimEntry(tt.line, zooTable)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %s, want %s", mustJSON(got), mustJSON(tt.want))
			}
		})
	}
}

func TestParseZooSimEntryErrors(t *testing.T) {
	tests := []struct {
		line    string
		col     int
		mention string
	}{
		{"sea 2, birds 1", 1, "three parts"},
		{"sea 2 | a 1 | sea 2 | x", 21, "three parts"},
		{"sea | 1 2 3 4 | sea 2", 1, "give the stars of sea"},
		{"b 2 | 1 2 3 4 | sea 2", 1, `"b" fits birds or bush`},
		{"2 sea | 1 2 3 4 | sea 2", 1, "stars after the category"},
		{"bush 1 | 1 2 3 4 | sea 2", 1, "number of bushes before"},
		{"sea 2 | 1 2 3 | sea 2", 9, "3 bids without names, but 4 players"},
		{"sea 2 | Alan 1, Al 2 | sea 2", 17, "Alan bids twice"},
		{"sea 2 | Alan | sea 2", 9, "give Alan's bid"},
		{"sea 2 | 2 Alan | sea 2", 9, "follows its player's name"},
		{"sea 2 | 1 2 3 4 | sea 2, sea 3", 26, "the category sea animals is given twice"},
		{"sea 2, 1 bush, 2 bushes | 1 2 3 4 | sea 2", 16, "bushes of the tile are given twice"},
		{"sea 2 | 1 2 3 4 | sea 2, 1 bench, 1 bench", 35, "benches are given twice"},
		{"dogs 2 | 1 2 3 4 | sea 2", 1, "not a category or bushes"},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			_, err := ParseZooSimEntry(tt.line, zooTable)
			lineError(t, err, tt.col, tt.mention)
		})
	}
}

func TestWords(t *testing.T) {
	for game, want := range map[string][]string{
		dice.Game:   {"players", "bonus", "crocodile", "coin"},
		junior.Game: {"players", "last", "bonus", "take", "discard", "barn", "female", "llama", "pond", "unclaimed", "offspring"},
		zoosim.Game: {"players", "flagpole", "variant", "standard", "professional", "sea", "reptiles", "bush", "benches"},
	} {
		got := strings.Join(Words(game), " ")
		for _, w := range want {
			if !strings.Contains(" "+got+" ", " "+w+" ") {
				t.Errorf("Words(%s) lacks %q: %s", game, w, got)
			}
		}
	}
	if Words("chess") != nil {
		t.Error("an unknown game has words")
	}
}

// The line writers give lines the line readers read back as the entry.
func TestEntryLinesReadBack(t *testing.T) {
	for _, tk := range []dice.Take{{Player: "Ann", Took: []string{"lion", "lion", "coin"}}, {Player: "Cy", Took: []string{"crocodile"}}} {
		line := DiceLine(tk)
		got, err := ParseDiceEntry(line, diceTable)
		if err != nil || !reflect.DeepEqual(got.Take, tk) {
			t.Errorf("%q reads as %+v, %v", line, got, err)
		}
	}
	for _, e := range []junior.Entry{
		{Last: true},
		{Take: &junior.Take{Player: "Bob", Truck: 3, Tiles: []junior.Tile{tile("llama", "female", 2)}, Unclaimed: one(0),
			Bonus: &junior.Bonus{Action: "take", From: "Ann", Tile: "wolf", Offspring: true, To: to(2)}}},
		{Take: &junior.Take{Player: "Ann", Tiles: []junior.Tile{}, Bonus: &junior.Bonus{Action: "discard", Tile: "rock"}}},
	} {
		line := JuniorLine(e)
		got, err := ParseJuniorEntry(line, juniorTable)
		if err != nil || !reflect.DeepEqual(got, e) {
			t.Errorf("%q reads as %s, %v", line, mustJSON(got), err)
		}
	}
	a := auction(zoosim.Tile{Enclosures: []zoosim.Half{{Animal: "sea", Stars: 2}, {Animal: "birds", Stars: 1}}, Bushes: 1},
		map[string]int{"Alan": 2, "Klaus": 3, "Reiner": 3, "Wolfgang": 1}, map[string]int{"sea": 2, "birds": 1}, 0)
	line := ZooSimLine(a, zooTable)
	if line != "sea 2, birds 1, 1 bush | Alan 2, Klaus 3, Reiner 3, Wolfgang 1 | sea 2, birds 1, 0 benches" {
		t.Errorf("line %q", line)
	}
	if got, err := ParseZooSimEntry(line, zooTable); err != nil || !reflect.DeepEqual(got, a) {
		t.Errorf("%q reads as %s, %v", line, mustJSON(got), err)
	}
}
