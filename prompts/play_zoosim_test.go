package prompts

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

func newZooSim(t *testing.T) *zoosim.Tracker {
	t.Helper()
	tr, err := zoosim.NewTracker([]string{"Ann", "Bea", "Cy"}, []string{"Cy", "Bea", "Ann"}, zoosim.VariantStandard)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func TestAskZooSimSetup(t *testing.T) {
	t.Run("players, flags picked from the top, variant", func(t *testing.T) {
		f := &Fake{Answers: []Answer{
			A("Player 1", "Ann"), A("Player 2", "Bea"), A("Player 3", "Cy"), A("Player 4", ""),
			A("Flagpole: whose flag is at the top?", "Cy"),
			A("Flagpole: whose flag is next?", "Ann"),
			A("Which variant?", i18n.For(i18n.English).T(variantItems[1].item)),
		}}
		players, flags, variant, err := AskZooSimSetup(f)
		if err != nil {
			t.Fatal(err)
		}
		finish(t, f)
		if want := []string{"Ann", "Bea", "Cy"}; !reflect.DeepEqual(players, want) {
			t.Errorf("players %v, want %v", players, want)
		}
		if want := []string{"Cy", "Ann", "Bea"}; !reflect.DeepEqual(flags, want) {
			t.Errorf("flagpole %v, want %v", flags, want)
		}
		if variant != zoosim.VariantProfessional {
			t.Errorf("variant %q, want professional", variant)
		}
		if !said(f, "Flagpole from the top: Cy, Ann, Bea") {
			t.Errorf("the flagpole was not shown:\n%s", strings.Join(f.Transcript, "\n"))
		}
		if _, err := zoosim.NewTracker(players, flags, variant); err != nil {
			t.Errorf("the tracker refuses the setup: %v", err)
		}
	})
	t.Run("a placed flag is not offered again", func(t *testing.T) {
		f := &Fake{Answers: []Answer{A("Player 1", "Ann"), A("Player 2", "Bea"), A("Player 3", ""),
			A("at the top?", "Bea"), A("Which variant?", "x")}}
		_, _, _, err := AskZooSimSetup(f)
		if err == nil || !strings.Contains(err.Error(), `"Which variant?" offers`) {
			t.Errorf("error %v, want the variant asked right after the one flag picked", err)
		}
		if !said(f, "Flagpole from the top: Bea, Ann") {
			t.Errorf("the last flag was not placed by itself:\n%s", strings.Join(f.Transcript, "\n"))
		}
	})
	t.Run("Ctrl-C", func(t *testing.T) {
		f := &Fake{Answers: []Answer{A("Player 1", "Ann"), A("Player 2", "Bea"), A("Player 3", ""), {Ask: "at the top?", Cancel: true}}}
		if _, _, _, err := AskZooSimSetup(f); !errors.Is(err, ErrCancelled) {
			t.Errorf("error %v, want ErrCancelled", err)
		}
	})
}

func TestAskAuction(t *testing.T) {
	t.Run("a flagpole tie shown to the players, a bid over the coins re-asked", func(t *testing.T) {
		tr := newZooSim(t)
		f := &Fake{Answers: []Answer{
			A("Auction 1: first half's animals?", "sea animals"),
			A("Auction 1: stars of the sea half (1-3)", "2"),
			A("Auction 1: second half's animals?", "birds"),
			A("Auction 1: stars of the birds half (1-3)", ""), // default 1
			A("Auction 1: bushes on the tile (0-3)", "1"),
			A("Auction 1: Ann's bid (0-8 coins)", "9"),
			A("Auction 1: Ann's bid (0-8 coins)", "3"),
			A("Auction 1: Bea's bid (0-8 coins)", "3"),
			A("Auction 1: Cy's bid (0-8 coins)", "1"),
			// Bea owns no stars yet: each half makes a new enclosure, not asked.
			A("Bea: paths the tile closed (0-5)", ""),
		}}
		a, err := AskAuction(f, tr)
		if err != nil {
			t.Fatal(err)
		}
		finish(t, f)
		want := zoosim.Auction{
			Tile:   zoosim.Tile{Enclosures: []zoosim.Half{{Animal: "sea", Stars: 2}, {Animal: "birds", Stars: 1}}, Bushes: 1},
			Bids:   map[string]int{"Ann": 3, "Bea": 3, "Cy": 1},
			Placed: zoosim.Placed{Enclosures: map[string]int{"sea": 2, "birds": 1}},
		}
		if !reflect.DeepEqual(a, want) {
			t.Fatalf("auction %+v, want %+v", a, want)
		}
		if !said(f, "9 is out of range") {
			t.Errorf("a bid of 9 coins was not refused:\n%s", strings.Join(f.Transcript, "\n"))
		}
		if !said(f, "Bea wins the tie at 3 coins: their flag is above Ann's") {
			t.Errorf("the flagpole tie was not shown:\n%s", strings.Join(f.Transcript, "\n"))
		}
		notes, err := tr.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		wantNotes(t, i18n.For(i18n.English).Notes(notes), []string{"zoosim.flag-tie", "zoosim.payment", "zoosim.placement", "zoosim.visitors", "zoosim.visitors", "zoosim.trees"},
			[]string{"Bea wins the tie", "Bea pays 3 coins and has 5 coins left", "new sea animal enclosure"})
		if got, want := tr.Flagpole(), []string{"Cy", "Ann", "Bea"}; !reflect.DeepEqual(got, want) {
			t.Errorf("flagpole %v, want %v", got, want)
		}
	})
	t.Run("the winner's enclosures give the values offered", func(t *testing.T) {
		tr := newZooSim(t)
		if _, err := tr.Apply(zoosim.Auction{
			Tile:   zoosim.Tile{Enclosures: []zoosim.Half{{Animal: "sea", Stars: 2}, {Animal: "birds", Stars: 1}}},
			Bids:   map[string]int{"Ann": 0, "Bea": 1, "Cy": 0},
			Placed: zoosim.Placed{Enclosures: map[string]int{"sea": 2, "birds": 1}},
		}); err != nil {
			t.Fatal(err)
		}
		f := &Fake{Answers: []Answer{
			A("Auction 2: first half's animals?", "apes"), A("stars of the apes half", "1"),
			A("Auction 2: second half's animals?", "sea animals"), A("stars of the sea half", "1"),
			A("bushes", "0"),
			A("Ann's bid (0-8 coins)", "0"), A("Bea's bid (0-7 coins)", "2"), A("Cy's bid (0-8 coins)", "0"),
			A("Bea: sea after placing", "3 joined with your 2-star sea animals"),
			A("Bea: paths the tile closed (0-5)", "6"),
			A("Bea: paths the tile closed (0-5)", "1"),
		}}
		a, err := AskAuction(f, tr)
		if err != nil {
			t.Fatal(err)
		}
		finish(t, f)
		if want := (zoosim.Placed{Enclosures: map[string]int{"apes": 1, "sea": 3}, Benches: 1}); !reflect.DeepEqual(a.Placed, want) {
			t.Fatalf("placed %+v, want %+v", a.Placed, want)
		}
		if !said(f, "Bea wins with the highest bid, 2 coins") {
			t.Errorf("the winner was not shown:\n%s", strings.Join(f.Transcript, "\n"))
		}
		notes, err := tr.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		notes = i18n.For(i18n.English).Notes(notes)
		if notes[0].Rule != "zoosim.highest-bid" || notes[2].Rule != "zoosim.placement" || !strings.Contains(notes[2].Message, "3 stars") {
			t.Errorf("announcements %v", notes)
		}
		if got := tr.Standings()[1].Benches; got != 1 {
			t.Errorf("Bea has %d benches, want 1", got)
		}
	})
	t.Run("a half is offered on its own or joined, in words", func(t *testing.T) {
		tr := newZooSim(t)
		if _, err := tr.Apply(zoosim.Auction{
			Tile:   zoosim.Tile{Enclosures: []zoosim.Half{{Animal: "birds", Stars: 3}, {Animal: "sea", Stars: 1}}},
			Bids:   map[string]int{"Ann": 1, "Bea": 0, "Cy": 0},
			Placed: zoosim.Placed{Enclosures: map[string]int{"birds": 3, "sea": 1}},
		}); err != nil {
			t.Fatal(err)
		}
		f := &Fake{Answers: []Answer{
			A("first half's animals?", "birds"), A("stars of the birds half", "1"),
			A("second half's animals?", "apes"), A("stars of the apes half", "1"),
			A("bushes", "0"),
			A("Ann's bid", "1"), A("Bea's bid", "0"), A("Cy's bid", "0"),
			A("Ann: birds after placing", "2"),
		}}
		_, err := AskAuction(f, tr)
		want := `"Ann: birds after placing" offers ["1 on its own" "4 joined with your 3-star birds"]`
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v, want %s", err, want)
		}
	})
	t.Run("a player without coins is not asked to bid", func(t *testing.T) {
		tr := newZooSim(t)
		if _, err := tr.Apply(zoosim.Auction{
			Tile:   zoosim.Tile{Enclosures: []zoosim.Half{{Animal: "birds", Stars: 3}, {Animal: "sea", Stars: 1}}},
			Bids:   map[string]int{"Ann": 8, "Bea": 0, "Cy": 0},
			Placed: zoosim.Placed{Enclosures: map[string]int{"birds": 3, "sea": 1}},
		}); err != nil {
			t.Fatal(err)
		}
		f := &Fake{Answers: []Answer{
			A("first half's animals?", "apes"), A("stars of the apes half", "1"),
			A("second half's animals?", "mammals"), A("stars of the mammals half", "1"),
			A("bushes", "0"),
			A("Bea's bid", "1"), A("Cy's bid", "0"),
			A("Bea: paths the tile closed", "0"),
		}}
		a, err := AskAuction(f, tr)
		if err != nil {
			t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
		}
		finish(t, f)
		if a.Bids["Ann"] != 0 || !said(f, "Ann has no coins and bids 0") {
			t.Errorf("bids %v; Ann's bid of 0 was not entered and said:\n%s", a.Bids, strings.Join(f.Transcript, "\n"))
		}
		if _, err := tr.Apply(a); err != nil {
			t.Errorf("the tracker refuses the auction: %v", err)
		}
	})
	t.Run("the second half is of another category", func(t *testing.T) {
		f := &Fake{Answers: []Answer{A("first half", "reptiles"), A("stars", "1"), A("second half", "reptiles")}}
		_, err := AskAuction(f, newZooSim(t))
		want := `offers ["sea animals" "birds" "apes" "mammals"]`
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v, want %s", err, want)
		}
	})
	t.Run("Ctrl-C", func(t *testing.T) {
		f := &Fake{Answers: []Answer{{Ask: "first half", Cancel: true}}}
		if _, err := AskAuction(f, newZooSim(t)); !errors.Is(err, ErrCancelled) {
			t.Errorf("error %v, want ErrCancelled", err)
		}
	})
	t.Run("after the last auction", func(t *testing.T) {
		tr := newZooSim(t)
		for i := 0; i < zoosim.TileCount; i++ {
			// Two categories a tile, in turn: the game's tiles show them all.
			first, second := zoosim.Categories[i%5], zoosim.Categories[(i+1)%5]
			if _, err := tr.Apply(zoosim.Auction{
				Tile:   zoosim.Tile{Enclosures: []zoosim.Half{{Animal: first, Stars: 1}, {Animal: second, Stars: 1}}},
				Bids:   map[string]int{"Ann": 0, "Bea": 0, "Cy": 0},
				Placed: zoosim.Placed{Enclosures: map[string]int{first: 1, second: 1}},
			}); err != nil {
				t.Fatalf("auction %d: %v", i+1, err)
			}
		}
		if !tr.Ended() {
			t.Fatal("the game should have ended after 25 auctions")
		}
		if _, err := AskAuction(&Fake{}, tr); !errors.Is(err, ErrGameOver) {
			t.Errorf("error %v, want ErrGameOver", err)
		}
	})
}

// TestJoinItem: a value several groups of enclosures give names the
// smallest group only, so the choice fits a terminal line.
func TestJoinItem(t *testing.T) {
	for _, tc := range []struct {
		join zoosim.Join
		want string
	}{
		{zoosim.Join{Stars: 1, Groups: [][]int{nil}}, "1 on its own"},
		{zoosim.Join{Stars: 4, Groups: [][]int{{3}}}, "4 joined with your 3-star birds"},
		{zoosim.Join{Stars: 4, Groups: [][]int{{3}, {2, 1}}}, "4 joined with your 3-star birds (or another group)"},
	} {
		if got := joinItem(nil, "birds", tc.join); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.join, got, tc.want)
		}
	}
}
