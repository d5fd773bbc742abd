package notation

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// longNames are n players' names as long as names get in bytes: 40
// characters of four bytes each.
func longNames(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = strings.Repeat("𝔸", 39) + string(rune(0x1D539+i)) // 𝔹, ℂ's place, 𝔻, 𝔼
	}
	return out
}

// storedUnder1MiB checks what zooscore stores and reads back of a script:
// its JSON, and its notation, both well under the 1 MiB zooscore reads.
func storedUnder1MiB(t *testing.T, script any, text string) {
	t.Helper()
	data, err := scorer.Encode(script)
	if err != nil {
		t.Fatal(err)
	}
	const most = scorer.MaxInput / 2 // well under: room for an export line's result
	if len(data) > most || len(text) > most {
		t.Errorf("the longest script stores %d bytes of JSON and %d of notation, want at most %d", len(data), len(text), most)
	}
	t.Logf("stored JSON %d bytes, notation %d bytes", len(data), len(text))
}

// TestLongestScriptsAreStored: the longest script each game accepts (the
// most rounds, takes or auctions, with names of 40 four-byte characters)
// is stored as JSON and written as notation in well under 1 MiB, and both
// are read back and replay, so whatever is accepted can be resumed, undone,
// shown and exported.
func TestLongestScriptsAreStored(t *testing.T) {
	t.Run("dice", func(t *testing.T) {
		players := longNames(dice.MaxPlayers)
		s := dice.Script{Players: players}
		// Crocodiles fill one space and the barn, then are ignored: the
		// game never ends, and every round holds all 10 dice of 4 players.
		took := [][]string{{"crocodile", "crocodile", "crocodile"}, {"crocodile", "crocodile", "crocodile"}, {"crocodile", "crocodile", "crocodile"}, {"crocodile"}}
		for range dice.MaxRounds {
			var round []dice.Take
			for i, p := range players {
				round = append(round, dice.Take{Player: p, Took: took[i]})
			}
			s.Rounds = append(s.Rounds, round)
		}
		text, err := FormatDice(s)
		if err != nil {
			t.Fatal(err)
		}
		storedUnder1MiB(t, s, text)
		data, _ := scorer.Encode(s)
		parsed, err := dice.ParseScript(data)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := dice.Play(parsed); err != nil {
			t.Fatal(err)
		}
		g, err := ReadDice(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(); err != nil || len(g.Script.Rounds) != dice.MaxRounds {
			t.Fatalf("the notation replays %d rounds: %v", len(g.Script.Rounds), err)
		}
	})
	t.Run("junior", func(t *testing.T) {
		players := longNames(junior.MaxPlayers)
		// Five players take one tile each into the barn: the normal piles
		// (71 tiles) last 14 rounds, the 15th is the last: 75 takes.
		var tiles []junior.Tile
		for _, l := range junior.Landscapes {
			for range 3 {
				tiles = append(tiles, junior.Tile{Tile: l, To: junior.Dest{Barn: true}})
			}
		}
		for _, fertile := range []string{"", "female", "male"} {
			for _, k := range junior.Kinds {
				n := map[string]int{"": 7, "female": 2, "male": 2}[fertile]
				for range n {
					tiles = append(tiles, junior.Tile{Tile: k, Fertile: fertile, To: junior.Dest{Barn: true}})
				}
			}
		}
		s := junior.Script{Players: players}
		for round := range junior.MaxRounds {
			if len(tiles) < len(players) || junior.MaxTakes <= round*len(players) {
				break
			}
			r := junior.Round{Takes: []junior.Take{}, Last: (round+1)*len(players) == junior.MaxTakes}
			for _, p := range players {
				r.Takes = append(r.Takes, junior.Take{Player: p, Tiles: tiles[:1]})
				tiles = tiles[1:]
			}
			s.Rounds = append(s.Rounds, r)
		}
		text, err := FormatJunior(s)
		if err != nil {
			t.Fatal(err)
		}
		storedUnder1MiB(t, s, text)
		data, _ := scorer.Encode(s)
		parsed, err := junior.ParseScript(data)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := junior.Play(parsed)
		if err != nil || !tr.Ended() || len(tr.Script().Entries()) != junior.MaxTakes+1 {
			t.Fatalf("the script replays (ended %v): %v", tr != nil && tr.Ended(), err)
		}
		g, err := ReadJunior(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("zoosim", func(t *testing.T) {
		players := longNames(zoosim.MaxPlayers)
		tr, err := zoosim.NewTracker(players, players, zoosim.VariantStandard)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewSource(5))
		for !tr.Ended() {
			if _, err := tr.Apply(randomAuction(t, r, tr)); err != nil {
				t.Fatal(err)
			}
		}
		s := tr.Script()
		text, err := FormatZooSim(s)
		if err != nil {
			t.Fatal(err)
		}
		storedUnder1MiB(t, s, text)
		data, _ := scorer.Encode(s)
		parsed, err := zoosim.ParseScript(data)
		if err != nil || len(parsed.Auctions) != zoosim.TileCount {
			t.Fatalf("%d auctions read: %v", len(parsed.Auctions), err)
		}
		if _, err := zoosim.Play(parsed); err != nil {
			t.Fatal(err)
		}
		g, err := ReadZooSim(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(); err != nil {
			t.Fatal(err)
		}
	})
}
