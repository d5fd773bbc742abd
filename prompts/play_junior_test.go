package prompts

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer/junior"
)

func newJunior(t *testing.T, players ...string) *junior.Tracker {
	t.Helper()
	tr, err := junior.NewTracker(players)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// juniorTake builds a take; each tile is "kind/sex/to" with sex "" or
// "male"/"female" and to 1-3 or "barn".
func juniorTake(player string, tiles ...string) junior.Entry {
	tk := &junior.Take{Player: player}
	for _, s := range tiles {
		f := strings.Split(s, "/")
		tile := junior.Tile{Tile: f[0], Fertile: f[1]}
		if f[2] == "barn" {
			tile.To = junior.Dest{Barn: true}
		} else {
			tile.To = junior.Dest{Enclosure: int(f[2][0] - '0')}
		}
		tk.Tiles = append(tk.Tiles, tile)
	}
	return junior.Entry{Take: tk}
}

// nearEnd is a 2-player game of 6 rounds of takes of 2 and 1 tiles into the
// barns: 18 tiles taken, and up to 3 left on the third truck each round, so
// that round 7 is the first that may be the last (the normal piles hold 38).
func nearEnd(t *testing.T) *junior.Tracker {
	t.Helper()
	tr := newJunior(t, "Ann", "Bea")
	tiles := []string{"llama//barn", "wolf//barn", "giraffe//barn", "pond//barn", "rock//barn", "shrub//barn"}
	for r := 0; r < 6; r++ {
		who := tr.ToTake()
		applyJunior(t, tr, juniorTake(who[0], tiles[r%6], tiles[(r+1)%6]), juniorTake(who[1], tiles[(r+2)%6]))
	}
	return tr
}

func applyJunior(t *testing.T, tr *junior.Tracker, entries ...junior.Entry) {
	t.Helper()
	for _, e := range entries {
		if e.Round == 0 {
			e.Round = tr.Round()
		}
		if _, err := tr.Apply(e); err != nil {
			t.Fatalf("Apply(%+v): %v", e.Take, err)
		}
	}
}

// sameEntry compares entries by their JSON, as they are stored.
func sameEntry(t *testing.T, got, want junior.Entry) {
	t.Helper()
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if string(g) != string(w) {
		t.Fatalf("entry\n %s\nwant\n %s", g, w)
	}
}

func TestAskJuniorSetup(t *testing.T) {
	f := &Fake{Answers: []Answer{A("Player 1", "Ann"), A("Player 2", ""), A("Player 2", "Bea"),
		A("Player 3", "Cy"), A("Player 4", "Di"), A("Player 5", "Ed")}}
	got, err := AskJuniorSetup(f)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Ann", "Bea", "Cy", "Di", "Ed"}; !reflect.DeepEqual(got, want) {
		t.Errorf("players %v, want %v", got, want)
	}
	if !said(f, "a name is needed") {
		t.Error("an empty second name was not refused")
	}
	finish(t, f)
}

func TestAskJuniorTake(t *testing.T) {
	t.Run("2 players: a truck size already taken is re-asked", func(t *testing.T) {
		tr := newJunior(t, "Ann", "Bea")
		applyJunior(t, tr, juniorTake("Ann", "llama//1", "llama//1", "pond//1"))
		f := &Fake{Answers: []Answer{
			A("Round 1: who takes a truck?", "Bea"),
			A("Bea: how many tiles (1, 2)", "3"),
			A("Bea: how many tiles (1, 2)", ""), // the default: the biggest truck left
			A("Bea, tile 1/2: what is it?", "meerkat"),
			A("Bea, tile 1/2 (meerkat): fertile?", "fertile female"),
			A("Bea, tile 1/2 (fertile female meerkat): where to?", "enclosure 1: empty"),
			A("Bea, tile 2/2: what is it?", "rock"),
			A("Bea, tile 2/2 (rock): where to?", "enclosure 1: 1 meerkat"),
		}}
		e, err := AskJuniorTake(f, tr)
		if err != nil {
			t.Fatal(err)
		}
		sameEntry(t, e, junior.Entry{Round: 1, Take: &junior.Take{Player: "Bea", Tiles: []junior.Tile{
			{Tile: "meerkat", Fertile: "female", To: junior.Dest{Enclosure: 1}},
			{Tile: "rock", To: junior.Dest{Enclosure: 1}}}}})
		if !said(f, "no truck left this round holds 3 tiles: type 1, 2") {
			t.Errorf("3 tiles were not refused:\n%s", strings.Join(f.Transcript, "\n"))
		}
		finish(t, f)
		notes, err := tr.Apply(e)
		if err != nil {
			t.Fatal(err)
		}
		wantNotes(t, i18n.For(i18n.English).Notes(notes), []string{"junior.take"}, []string{"Bea takes 2 tiles: a fertile female meerkat to enclosure 1; a rock to enclosure 1"})
		if tr.Round() != 2 {
			t.Errorf("round %d, want 2", tr.Round())
		}
	})
	t.Run("2 players: the sizes left after the other's take", func(t *testing.T) {
		tr := newJunior(t, "Ann", "Bea")
		applyJunior(t, tr, juniorTake("Ann", "llama//1", "llama//1", "pond//1"), juniorTake("Bea", "wolf//barn", "wolf//barn"),
			juniorTake("Ann", "llama//1"))
		f := &Fake{Answers: []Answer{
			A("Round 2: who takes", "Bea"),
			A("Bea: how many tiles (1, 2, 3)", "2"), // Ann's 1 tile may be on the 1-box truck
			A("tile 1/2: what", "wolf"), A("tile 1/2 (wolf): fertile?", "not fertile"),
			A("tile 1/2 (wolf): where to?", "barn"),
			A("tile 2/2: what", "giraffe"), A("tile 2/2 (giraffe): fertile?", "fertile male"),
			A("tile 2/2 (fertile male giraffe): where to?", "enclosure 2: empty"),
		}}
		e, err := AskJuniorTake(f, tr)
		if err != nil {
			t.Fatal(err)
		}
		finish(t, f)
		notes, err := tr.Apply(e)
		if err != nil {
			t.Fatal(err)
		}
		wantNotes(t, i18n.For(i18n.English).Notes(notes), []string{"junior.take"}, []string{"a wolf to the barn; a fertile male giraffe to enclosure 2"})
	})
	t.Run("2 players: the truck is asked when it decides the other's take", func(t *testing.T) {
		// Junior rules, Rule modifications for 2 players: a truck need not
		// be full, so Ann's 1 tile may lie on any of the three trucks, and
		// on the 3-box truck it leaves Bea the 1-box and 2-box trucks.
		tr := newJunior(t, "Ann", "Bea")
		o := &offers{Fake: &Fake{Answers: []Answer{
			A("Round 1: who takes a truck?", "Ann"),
			A("Ann: how many tiles (1, 2, 3)", "1"),
			A("Ann took 1 tile: which truck?", "the 3-box truck"),
			A("tile 1/1: what", "pond"), A("tile 1/1 (pond): where to?", "barn"),
		}}, about: "which truck?"}
		e, err := AskJuniorTake(o, tr)
		if err != nil {
			t.Fatal(err)
		}
		finish(t, o.Fake)
		if want := []string{"the 1-box truck (full)", "the 2-box truck", "the 3-box truck"}; len(o.items) != 1 || !reflect.DeepEqual(o.items[0], want) {
			t.Errorf("trucks offered %q, want %q", o.items, want)
		}
		sameEntry(t, e, junior.Entry{Round: 1, Take: &junior.Take{Player: "Ann", Truck: 3, Tiles: []junior.Tile{{Tile: "pond", To: junior.Dest{Barn: true}}}}})
		notes, err := tr.Apply(e)
		if err != nil {
			t.Fatal(err)
		}
		wantNotes(t, i18n.For(i18n.English).Notes(notes), []string{"junior.take"}, []string{"Ann takes 1 tile (the 3-box truck): a pond to the barn"})
		// Bea takes the last truck of the round: no take follows, so no
		// truck is asked; 3 tiles no longer fit.
		f := &Fake{Answers: []Answer{
			A("Round 1: who takes a truck?", "Bea"),
			A("Bea: how many tiles (1, 2)", "2"),
			A("tile 1/2: what", "rock"), A("tile 1/2 (rock): where to?", "barn"),
			A("tile 2/2: what", "rock"), A("tile 2/2 (rock): where to?", "barn"),
		}}
		if _, err := AskJuniorTake(f, tr); err != nil {
			t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
		}
		finish(t, f)
		// 3 tiles fill the 3-box truck: nothing to ask.
		tr = newJunior(t, "Ann", "Bea")
		f = &Fake{Answers: []Answer{
			A("who takes", "Ann"), A("how many tiles", "3"),
			A("tile 1/3: what", "rock"), A("where to?", "barn"),
			A("tile 2/3: what", "rock"), A("where to?", "barn"),
			A("tile 3/3: what", "rock"), A("where to?", "barn"),
		}}
		if _, err := AskJuniorTake(f, tr); err != nil {
			t.Fatalf("%v\n%s", err, strings.Join(f.Transcript, "\n"))
		}
		finish(t, f)
	})
	t.Run("3 players: any size, a full enclosure is not offered", func(t *testing.T) {
		tr := newJunior(t, "Ann", "Bea", "Cy")
		applyJunior(t, tr, juniorTake("Ann", "llama//1", "llama//1", "llama//1"), juniorTake("Bea", "pond//barn"),
			juniorTake("Cy", "rock//barn"), juniorTake("Ann", "llama//1", "llama//1", "pond//1"))
		f := &Fake{Answers: []Answer{
			A("Round 2: who takes", "Cy"),
			A("Cy: how many tiles (1, 2, 3)", "1"),
			A("Cy, tile 1/1: what", "shrub"), A("Cy, tile 1/1 (shrub): where to?", "barn"),
		}}
		_, err := AskJuniorTake(f, tr)
		if err != nil {
			t.Fatal(err)
		}
		f = &Fake{Answers: []Answer{
			A("Round 2: who takes", "Bea"), // Ann took in round 2 and is not offered
			A("Bea: how many tiles (1, 2, 3)", "1"), A("Bea, tile 1/1: what", "llama"), A("fertile?", "not fertile"),
			A("where to?", "enclosure 1: empty"),
		}}
		if _, err := AskJuniorTake(f, tr); err != nil {
			t.Fatal(err)
		}
		f = &Fake{Answers: []Answer{A("who takes", "Ann")}}
		if _, err := AskJuniorTake(f, tr); err == nil || !strings.Contains(err.Error(), `offers ["Cy" "Bea" "The first tile`) {
			t.Errorf("error %v, want Ann left out of the offer", err)
		}
		// Ann's zoo: enclosure 1 is full and is not offered to her.
		tr2 := newJunior(t, "Ann", "Bea", "Cy")
		applyJunior(t, tr2, juniorTake("Ann", "llama//1", "llama//1", "llama//1"), juniorTake("Bea", "pond//barn"),
			juniorTake("Cy", "rock//barn"), juniorTake("Ann", "llama//1", "llama//1", "pond//1"), juniorTake("Bea", "rock//barn"),
			juniorTake("Cy", "shrub//barn"))
		f = &Fake{Answers: []Answer{
			A("Round 3: who takes", "Ann"), A("how many tiles", "1"), A("what is it?", "pond"),
			A("Ann, tile 1/1 (pond): where to?", "enclosure 1: 5 llamas, 1 pond"),
		}}
		_, err = AskJuniorTake(f, tr2)
		if err == nil || !strings.Contains(err.Error(), `offers ["enclosure 2: empty" "enclosure 3: empty" "barn"]`) {
			t.Errorf("error %v, want the full enclosure 1 left out", err)
		}
	})
	t.Run("the last round item", func(t *testing.T) {
		tr := nearEnd(t)
		f := &Fake{Answers: []Answer{A("Round 7: who takes a truck?", "The first tile of the end pile was drawn: this round is the last")}}
		e, err := AskJuniorTake(f, tr)
		if err != nil {
			t.Fatal(err)
		}
		sameEntry(t, e, junior.Entry{Round: 7, Last: true})
		finish(t, f)
		notes, err := tr.Apply(e)
		if err != nil {
			t.Fatal(err)
		}
		wantNotes(t, i18n.For(i18n.English).Notes(notes), []string{"junior.last-round"}, []string{"the game ends after this round, once Ann and Bea have taken"})
		f = &Fake{Answers: []Answer{A("Round 7 (the last): who takes a truck?", "The first tile of the end pile was drawn: this round is the last")}}
		if _, err := AskJuniorTake(f, tr); err == nil || !strings.Contains(err.Error(), `offers ["Ann" "Bea"]`) {
			t.Errorf("error %v, want the last-round item no longer offered", err)
		}
		applyJunior(t, tr, juniorTake("Ann", "llama//1"), juniorTake("Bea", "impala//1", "impala//1"))
		if !tr.Ended() {
			t.Fatal("the game should have ended")
		}
		if _, err := AskJuniorTake(&Fake{}, tr); !errors.Is(err, ErrGameOver) {
			t.Errorf("error %v, want ErrGameOver", err)
		}
	})
	t.Run("Ctrl-C", func(t *testing.T) {
		tr := newJunior(t, "Ann", "Bea")
		f := &Fake{Answers: []Answer{A("who takes", "Ann"), A("how many", "1"), A("which truck?", "the 2-box truck"), {Ask: "what is it?", Cancel: true}}}
		if _, err := AskJuniorTake(f, tr); !errors.Is(err, ErrCancelled) {
			t.Errorf("error %v, want ErrCancelled", err)
		}
	})
}

// bonusGame is a 2-player game in which Ann's last take of round 2 filled
// her enclosure 1 (so the round moved on to 3), and Bea's barn holds a
// fertile female meerkat, a rock and a pond.
func bonusGame(t *testing.T) *junior.Tracker {
	t.Helper()
	tr := newJunior(t, "Ann", "Bea")
	applyJunior(t, tr, juniorTake("Ann", "llama//1", "llama//1", "llama//1"), juniorTake("Bea", "meerkat/female/barn", "rock//barn"),
		juniorTake("Bea", "pond//barn"))
	f := &Fake{Answers: []Answer{
		A("Round 2: who takes", "Ann"), A("Ann: how many tiles (1, 2, 3)", "3"),
		A("tile 1/3: what", "llama"), A("fertile?", "not fertile"), A("where to?", "enclosure 1: 3 llamas"),
		A("tile 2/3: what", "llama"), A("fertile?", "not fertile"), A("where to?", "enclosure 1: 4 llamas"),
		A("tile 3/3: what", "shrub"), A("where to?", "enclosure 1: 5 llamas"),
	}}
	e, err := AskJuniorTake(f, tr)
	if err != nil {
		t.Fatal(err)
	}
	finish(t, f)
	notes, err := tr.Apply(e)
	if err != nil {
		t.Fatal(err)
	}
	wantNotes(t, i18n.For(i18n.English).Notes(notes), []string{"junior.take", "junior.bonus-earned"}, []string{"Ann takes 3 tiles", "Ann filled enclosure 1"})
	if !tr.CanBonus() || tr.Round() != 3 {
		t.Fatalf("CanBonus %v in round %d, want a bonus open after round 2", tr.CanBonus(), tr.Round())
	}
	return tr
}

func TestAskJuniorBonus(t *testing.T) {
	t.Run("take over a fertile tile from an opponent's barn", func(t *testing.T) {
		tr := bonusGame(t)
		f := &Fake{Answers: []Answer{
			A("Ann filled an enclosure: bonus action?", "take a tile from an opponent's barn"),
			A("Ann takes a tile from whose barn?", "Bea"),
			A("Which tile from Bea's barn?", "fertile female meerkat"),
			A("Ann puts the fertile female meerkat into which enclosure?", "enclosure 2: empty"),
		}}
		e, err := AskJuniorBonus(f, tr, "ann")
		if err != nil {
			t.Fatal(err)
		}
		finish(t, f)
		if e == nil {
			t.Fatal("no bonus entry")
		}
		sameEntry(t, *e, junior.Entry{Round: 2, Take: &junior.Take{Player: "Ann", Tiles: []junior.Tile{},
			Bonus: &junior.Bonus{Action: "take", From: "Bea", Tile: "meerkat", Fertile: "female", To: &junior.Dest{Enclosure: 2}}}})
		notes, err := tr.Apply(*e)
		if err != nil {
			t.Fatal(err)
		}
		wantNotes(t, i18n.For(i18n.English).Notes(notes), []string{"junior.bonus-take"}, []string{"Ann takes over a fertile female meerkat from Bea's barn into enclosure 2"})
		if got := labels(game.JuniorBarnTiles(tr, "Bea")); !reflect.DeepEqual(got, []string{"pond", "rock"}) {
			t.Errorf("Bea's barn after the take-over: %v, want pond and rock", got)
		}
	})
	t.Run("the offer: no discard from an empty barn", func(t *testing.T) {
		tr := bonusGame(t)
		f := &Fake{Answers: []Answer{A("bonus action?", "discard a tile from your barn")}}
		_, err := AskJuniorBonus(f, tr, "Ann")
		want := `offers ["take a tile from an opponent's barn" "no bonus action"]`
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v, want %s", err, want)
		}
	})
	t.Run("no bonus action", func(t *testing.T) {
		tr := bonusGame(t)
		f := &Fake{Answers: []Answer{A("bonus action?", "no bonus action")}}
		e, err := AskJuniorBonus(f, tr, "Ann")
		if err != nil || e != nil {
			t.Errorf("got %v, %v; want no entry", e, err)
		}
		finish(t, f)
	})
	t.Run("discard from the own barn", func(t *testing.T) {
		tr := newJunior(t, "Ann", "Bea")
		applyJunior(t, tr, juniorTake("Ann", "llama//1", "llama//1", "wolf/male/barn"), juniorTake("Bea", "pond//barn"),
			juniorTake("Ann", "llama//1", "llama//1"), juniorTake("Bea", "rock//barn", "rock//barn", "rock//barn"),
			juniorTake("Ann", "llama//1", "llama//1"))
		if !tr.CanBonus() {
			t.Fatal("Ann's take should have filled enclosure 1")
		}
		f := &Fake{Answers: []Answer{
			A("Ann filled an enclosure: bonus action?", "discard a tile from your barn"),
			A("Which tile does Ann discard from the barn?", "fertile male wolf"),
		}}
		e, err := AskJuniorBonus(f, tr, "Ann")
		if err != nil || e == nil {
			t.Fatalf("got %v, %v", e, err)
		}
		finish(t, f)
		sameEntry(t, *e, junior.Entry{Round: 3, Take: &junior.Take{Player: "Ann", Tiles: []junior.Tile{},
			Bonus: &junior.Bonus{Action: "discard", Tile: "wolf", Fertile: "male"}}})
		notes, err := tr.Apply(*e)
		if err != nil {
			t.Fatal(err)
		}
		wantNotes(t, i18n.For(i18n.English).Notes(notes), []string{"junior.bonus-discard"}, []string{"Ann discards a fertile male wolf from the barn"})
		if got := game.JuniorBarnTiles(tr, "Ann"); len(got) != 0 {
			t.Errorf("Ann's barn after the discard: %v, want empty", got)
		}
	})
	t.Run("nothing to move", func(t *testing.T) {
		tr := newJunior(t, "Ann", "Bea")
		applyJunior(t, tr, juniorTake("Ann", "llama//1", "llama//1", "llama//1"), juniorTake("Bea", "pond//1"),
			juniorTake("Ann", "llama//1", "llama//1", "llama//1"))
		f := &Fake{}
		e, err := AskJuniorBonus(f, tr, "Ann")
		if err != nil || e != nil {
			t.Errorf("got %v, %v; want no entry and no question", e, err)
		}
		if !said(f, "no bonus action is possible") {
			t.Errorf("the lost bonus was not told:\n%s", strings.Join(f.Transcript, "\n"))
		}
	})
	t.Run("offspring and fertile tiles in a barn are told apart", func(t *testing.T) {
		tr := newJunior(t, "Ann", "Bea")
		applyJunior(t, tr,
			juniorTake("Ann", "llama//1", "llama//1", "llama//1"), juniorTake("Bea", "llama/female/barn", "llama//barn"),
			juniorTake("Ann", "llama//1", "llama/male/1"), juniorTake("Bea", "pond//barn"),
			juniorTake("Ann", "llama/female/1"), // fills enclosure 1: the offspring goes to the barn
			juniorTake("Bea", "llama/male/barn", "rock//barn"))
		want := []string{"llama offspring"}
		if got := labels(game.JuniorBarnTiles(tr, "Ann")); !reflect.DeepEqual(got, want) {
			t.Errorf("Ann's barn: %v, want %v", got, want)
		}
		want = []string{"llama", "fertile female llama", "fertile male llama", "pond", "rock"}
		if got := labels(game.JuniorBarnTiles(tr, "Bea")); !reflect.DeepEqual(got, want) {
			t.Errorf("Bea's barn: %v, want %v", got, want)
		}
	})
}

func labels(tiles []game.JuniorBarnTile) []string {
	var out []string
	for _, bt := range tiles {
		out = append(out, barnTileLabel(i18n.For(i18n.English), bt))
	}
	return out
}

// offers records the items of every selection whose label holds about.
type offers struct {
	*Fake
	about string
	items [][]string
}

func (o *offers) Select(label string, items []string) (int, error) {
	if strings.Contains(label, o.about) {
		o.items = append(o.items, items)
	}
	return o.Fake.Select(label, items)
}

// TestJuniorWhereToOffersOnlyFittingEnclosures: an animal is offered the
// empty enclosures and those of its kind; a landscape every enclosure with
// room. An enclosure of another kind was offered, described as if the
// animal had joined it ("2 wolf" for a wolf and an impala), and the whole
// truck was refused once every tile was entered.
func TestJuniorWhereToOffersOnlyFittingEnclosures(t *testing.T) {
	tests := []struct {
		name, tile, fertile string
		offered             []string
	}{
		{"another kind", "impala", "not fertile", []string{"enclosure 2: empty", "enclosure 3: empty", "barn"}},
		{"same kind", "wolf", "not fertile", []string{"enclosure 1: 1 wolf", "enclosure 2: empty", "enclosure 3: empty", "barn"}},
		{"landscape", "pond", "", []string{"enclosure 1: 1 wolf", "enclosure 2: empty", "enclosure 3: empty", "barn"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := newJunior(t, "Ann", "Bob")
			applyJunior(t, tr, juniorTake("Bob", "wolf//1"), juniorTake("Ann", "llama//1", "llama//1"))
			answers := []Answer{A("who takes a truck?", "Bob"), A("how many tiles", "1"), A("which truck?", "the 1-box truck (full)"), A("what is it?", tt.tile)}
			if tt.fertile != "" {
				answers = append(answers, A("fertile?", tt.fertile))
			}
			answers = append(answers, A("where to?", "barn"))
			o := &offers{Fake: &Fake{Answers: answers}, about: "where to?"}
			if _, err := AskJuniorTake(o, tr); err != nil {
				t.Fatalf("%v\n%s", err, strings.Join(o.Transcript, "\n"))
			}
			if len(o.items) != 1 || !reflect.DeepEqual(o.items[0], tt.offered) {
				t.Errorf("where to? offers %q, want %q", o.items, tt.offered)
			}
		})
	}
}

// TestJuniorSummaryEnclosures: how the board shows an enclosure.
func TestJuniorSummaryEnclosures(t *testing.T) {
	tests := []struct {
		name string
		pen  junior.Enclosure
		want string
	}{
		{"landscapes only", junior.Enclosure{Landscapes: []string{"rock", "pond"}}, "rock, pond"},
		{"animals and landscapes", junior.Enclosure{Animal: "llama", Animals: 3, Offspring: 1, Landscapes: []string{"pond"}}, "3 llamas (1 offspring) + pond"},
		{"animals only", junior.Enclosure{Animal: "wolf", Animals: 2}, "2 wolves"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := junior.Input{Players: []junior.Zoo{{Name: "Ann", Enclosures: []junior.Enclosure{tt.pen}}}}
			lines := JuniorSummary(in, 0)
			if len(lines) != 2 || !strings.Contains(lines[1], tt.want+" ") || strings.Contains(lines[1], ": 0") {
				t.Errorf("board %q, want %q", lines, tt.want)
			}
		})
	}
}

// TestTileChoicesNarrowToKindsInPlay: once a 2-player game has seen its 4
// kinds, a fifth is no longer offered.
func TestTileChoicesNarrowToKindsInPlay(t *testing.T) {
	tr := newJunior(t, "Ann", "Bea")
	if got := len(game.JuniorTileChoices(tr, "Ann", nil)); got != len(junior.Kinds)+len(junior.Landscapes) {
		t.Fatalf("a new game offers %d tiles, want every kind and landscape", got)
	}
	takes := []junior.Take{
		{Player: "Ann", Tiles: []junior.Tile{{Tile: "llama", To: junior.Dest{Barn: true}}, {Tile: "wolf", To: junior.Dest{Barn: true}}}},
		{Player: "Bea", Tiles: []junior.Tile{{Tile: "impala", To: junior.Dest{Barn: true}}, {Tile: "giraffe", To: junior.Dest{Barn: true}}, {Tile: "rock", To: junior.Dest{Barn: true}}}},
	}
	for _, tk := range takes {
		if _, err := tr.Apply(junior.Entry{Round: 1, Take: &tk}); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"giraffe", "impala", "llama", "wolf", "pond", "shrub", "rock"}
	if got := game.JuniorTileChoices(tr, "Ann", nil); !reflect.DeepEqual(got, want) {
		t.Errorf("choices = %v, want %v", got, want)
	}
}

// TestJuniorTileChoicesFollowTheTakeInProgress: the choices of a tile count
// the tiles entered before it in the same take. The kind list was made once
// a take, so a tile that brought a 2-player game's fourth kind still left a
// fifth on offer for the next tile; and an enclosure filled by the offspring
// of the take's first tile was still offered to the second, the whole truck
// then refused after its last tile (Junior rules: kinds in play, offspring,
// 6 tiles an enclosure).
func TestJuniorTileChoicesFollowTheTakeInProgress(t *testing.T) {
	t.Run("a fifth kind", func(t *testing.T) {
		tr := newJunior(t, "Ann", "Bea")
		applyJunior(t, tr, juniorTake("Ann", "llama//barn", "wolf//barn", "impala//barn"))
		o := &offers{Fake: &Fake{Answers: []Answer{
			A("who takes a truck?", "Bea"), A("how many tiles", "2"),
			A("tile 1/2: what is it?", "giraffe"), A("fertile?", "not fertile"), A("where to?", "barn"),
			A("tile 2/2: what is it?", "wolf"), A("fertile?", "not fertile"), A("where to?", "barn"),
		}}, about: "what is it?"}
		if _, err := AskJuniorTake(o, tr); err != nil {
			t.Fatalf("%v\n%s", err, strings.Join(o.Transcript, "\n"))
		}
		if len(o.items) != 2 || slices.Contains(o.items[1], "meerkat") || !slices.Contains(o.items[0], "meerkat") {
			t.Errorf("what is it? offers %q; the second list must leave out every kind but the 4 in play", o.items)
		}
	})
	t.Run("an enclosure an offspring filled", func(t *testing.T) {
		tr := newJunior(t, "Ann", "Bea")
		applyJunior(t, tr,
			juniorTake("Ann", "llama/female/1", "llama//1", "llama//1"), juniorTake("Bea", "wolf//barn"),
			juniorTake("Bea", "wolf//barn"), juniorTake("Ann", "llama//1"))
		// Enclosure 1 holds 4 llamas, one a free fertile female: a fertile
		// male and the offspring it makes fill the enclosure.
		o := &offers{Fake: &Fake{Answers: []Answer{
			A("who takes a truck?", "Ann"), A("how many tiles", "2"), A("which truck?", "the 2-box truck (full)"),
			A("tile 1/2: what is it?", "llama"), A("fertile?", "fertile male"), A("where to?", "enclosure 1: 4 llamas"),
			A("tile 2/2: what is it?", "llama"), A("fertile?", "not fertile"), A("where to?", "barn"),
		}}, about: "where to?"}
		e, err := AskJuniorTake(o, tr)
		if err != nil {
			t.Fatalf("%v\n%s", err, strings.Join(o.Transcript, "\n"))
		}
		if len(o.items) != 2 || slices.ContainsFunc(o.items[1], func(s string) bool { return strings.HasPrefix(s, "enclosure 1") }) {
			t.Errorf("where to? offers %q; the second tile must not be offered the full enclosure 1", o.items)
		}
		if _, err := tr.Apply(e); err != nil {
			t.Errorf("the take is refused: %v", err)
		}
	})
}
