package notation

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// The notation reads the words of the games in all three languages (contract.md: "Input words ... are read in
// any of the three"), while the scripts and the written notation keep the
// English words.

// readerFor is the Reader a table of that language uses.
func readerFor(lang i18n.Lang, game string) Reader {
	return Reader{Words: i18n.Reading(Vocabulary(game)), Fold: i18n.Fold, Say: i18n.For(lang).Word}
}

func TestDiceLinesInEveryLanguage(t *testing.T) {
	tests := []struct {
		lang i18n.Lang
		line string
		want dice.Entry
	}{
		{i18n.German, "Ann: Löwe Löwe Münze", take("Ann", "lion", "lion", "coin")},
		{i18n.French, "Ann: lion lion pièce", take("Ann", "lion", "lion", "coin")},
		{i18n.German, "Bob: 2 Affen, Elefant", take("Bob", "monkey", "monkey", "elephant")},
		{i18n.French, "Bob: 2 singes éléphant", take("Bob", "monkey", "monkey", "elephant")},
		{i18n.German, "cy LOWE strauss krok", take("Cy", "lion", "ostrich", "crocodile")},
		{i18n.French, "cy autruche x2 elephant", take("Cy", "ostrich", "ostrich", "elephant")},
		// English is read at every table, and words of the other language too.
		{i18n.German, "Ann: lion pièce Münze", take("Ann", "lion", "coin", "coin")},
		{i18n.English, "Ann: Löwe coin", take("Ann", "lion", "coin")},
		// A shortened word is the table's own word first: m is Münze at a
		// German table, monkey at an English one, and l means lion in all.
		{i18n.German, "Ann: m l", take("Ann", "coin", "lion")},
		{i18n.English, "Ann: m l", take("Ann", "monkey", "lion")},
		{i18n.French, "Ann: p s", take("Ann", "coin", "monkey")},
	}
	for _, tt := range tests {
		t.Run(string(tt.lang)+" "+tt.line, func(t *testing.T) {
			got, err := readerFor(tt.lang, dice.Game).ParseDiceEntry(tt.line, diceTable)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestWholeGamesInGermanAndFrench(t *testing.T) {
	german := "Spieler: Ann, Bob\nBonus: Löwe=2, Affe 1\nAnn: Löwe Löwe Münze\nBob: 2 Krokodile\n"
	french := "joueurs: Ann, Bob\nbonus: lion=2, singe 1\nAnn: lion lion pièce\nBob: 2 crocodiles\n"
	english := "players: Ann, Bob\nbonus: lion=2, monkey=1\nAnn: lion lion coin\nBob: crocodile crocodile\n"
	want, err := ReadDice(english)
	if err != nil {
		t.Fatal(err)
	}
	for lang, src := range map[i18n.Lang]string{i18n.German: german, i18n.French: french} {
		got, err := readerFor(lang, dice.Game).ReadDice(src)
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		if mustJSON(got.Script) != mustJSON(want.Script) {
			t.Errorf("%s: %s\nwant %s", lang, mustJSON(got.Script), mustJSON(want.Script))
		}
		// Written notation stays English, so files move between tables.
		if text, err := FormatDice(got.Script); err != nil || !strings.Contains(text, "players: Ann, Bob") || !strings.Contains(text, "Ann: lion lion coin") {
			t.Errorf("%s: written as %q, %v", lang, text, err)
		}
	}
}

func TestJuniorLinesInEveryLanguage(t *testing.T) {
	female1 := junior.Tile{Tile: "llama", Fertile: "female", To: junior.Dest{Enclosure: 1}}
	pondBarn := junior.Tile{Tile: "pond", To: junior.Dest{Barn: true}}
	two := junior.Dest{Enclosure: 2}
	tests := []struct {
		lang i18n.Lang
		line string
		want junior.Entry
	}{
		{i18n.German, "Ann: Lama weiblich 1, Teich Stall", junior.Entry{Take: &junior.Take{Player: "Ann", Tiles: []junior.Tile{female1, pondBarn}}}},
		{i18n.French, "Ann: lama femelle 1, étang grange", junior.Entry{Take: &junior.Take{Player: "Ann", Tiles: []junior.Tile{female1, pondBarn}}}},
		{i18n.German, "Bob [3]: Lama 2; Bonus nehmen Ann Teich 2", junior.Entry{Take: &junior.Take{Player: "Bob", Truck: 3,
			Tiles: []junior.Tile{{Tile: "llama", To: two}}, Bonus: &junior.Bonus{Action: "take", From: "Ann", Tile: "pond", To: &two}}}},
		{i18n.French, "Bob [3]: lama 2; bonus prendre de Ann étang 2", junior.Entry{Take: &junior.Take{Player: "Bob", Truck: 3,
			Tiles: []junior.Tile{{Tile: "llama", To: two}}, Bonus: &junior.Bonus{Action: "take", From: "Ann", Tile: "pond", To: &two}}}},
		{i18n.German, "Ann: Wolf 3; Bonus abwerfen Felsen", junior.Entry{Take: &junior.Take{Player: "Ann",
			Tiles: []junior.Tile{{Tile: "wolf", To: junior.Dest{Enclosure: 3}}}, Bonus: &junior.Bonus{Action: "discard", Tile: "rock"}}}},
		{i18n.French, "Ann: loup 3; bonus défausser rocher", junior.Entry{Take: &junior.Take{Player: "Ann",
			Tiles: []junior.Tile{{Tile: "wolf", To: junior.Dest{Enclosure: 3}}}, Bonus: &junior.Bonus{Action: "discard", Tile: "rock"}}}},
		{i18n.German, "Bob: Bonus nehmen Ann Wolf Nachwuchs 2", junior.Entry{Take: &junior.Take{Player: "Bob", Tiles: []junior.Tile{},
			Bonus: &junior.Bonus{Action: "take", From: "Ann", Tile: "wolf", Offspring: true, To: &two}}}},
		{i18n.French, "Bob [1]: giraffe mâle grange; restant 2", junior.Entry{Take: &junior.Take{Player: "Bob", Truck: 1,
			Tiles: []junior.Tile{{Tile: "giraffe", Fertile: "male", To: junior.Dest{Barn: true}}}, Unclaimed: ptr(2)}}},
		{i18n.German, "letzte", junior.Entry{Last: true}},
		{i18n.French, "Dernière", junior.Entry{Last: true}},
		{i18n.German, "ann erd w st", junior.Entry{Take: &junior.Take{Player: "Ann", Tiles: []junior.Tile{{Tile: "meerkat", Fertile: "female", To: junior.Dest{Barn: true}}}}}},
	}
	for _, tt := range tests {
		t.Run(string(tt.lang)+" "+tt.line, func(t *testing.T) {
			got, err := readerFor(tt.lang, junior.Game).ParseJuniorEntry(tt.line, juniorTable)
			if err != nil {
				t.Fatal(err)
			}
			if mustJSON(got) != mustJSON(tt.want) {
				t.Errorf("got %s, want %s", mustJSON(got), mustJSON(tt.want))
			}
		})
	}
}

func ptr(n int) *int { return &n }

func TestZooSimLinesInEveryLanguage(t *testing.T) {
	english := "sea 2, birds 1, 1 bush | Alan 2, Klaus 3, Reiner 3, Wolfgang 1 | sea 2, birds 1, 0 benches"
	want, err := ParseZooSimEntry(english, zooTable)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		lang i18n.Lang
		line string
	}{
		{i18n.German, "Meerestiere 2, Vögel 1, 1 Busch | Alan 2, Klaus 3, Reiner 3, Wolfgang 1 | Meer 2, Vögel 1, 0 Bänke"},
		{i18n.French, "mer 2, oiseaux 1, 1 buisson | Alan 2, Klaus 3, Reiner 3, Wolfgang 1 | mer 2, oiseaux 1, 0 bancs"},
		// The category as the French game names it, in two words (and
		// shortened, and in another letter case).
		{i18n.French, "animaux marins 2, oiseaux 1, 1 buisson | Alan 2, Klaus 3, Reiner 3, Wolfgang 1 | Animaux  Marins 2, ois 1, 0 bancs"},
		{i18n.French, "animaux mar 2, oiseaux 1, 1 buisson | Alan 2, Klaus 3, Reiner 3, Wolfgang 1 | animaux 2, ois 1, 0 bancs"},
	} {
		got, err := readerFor(tt.lang, zoosim.Game).ParseZooSimEntry(tt.line, zooTable)
		if err != nil {
			t.Fatalf("%s %q: %v", tt.lang, tt.line, err)
		}
		if mustJSON(got) != mustJSON(want) {
			t.Errorf("%s %q: %s, want %s", tt.lang, tt.line, mustJSON(got), mustJSON(want))
		}
	}
	z, err := readerFor(i18n.German, zoosim.Game).ReadZooSim("Spieler: Ann, Bob\nFahnenmast: Bob, Ann\nVariante: Profi\n")
	if err != nil || z.Script.Variant != zoosim.VariantProfessional || mustJSON(z.Script.Flagpole) != `["Bob","Ann"]` {
		t.Errorf("German setup: %+v, %v", z.Script, err)
	}
}

// typed is what a message quotes of the line as it was written.
var typed = regexp.MustCompile(`"[^"]*"`)

// The reasons a line cannot be read are said in the table's language,
// naming the words of that language, with no English left (but for what
// they quote of the line as it was typed).
func TestMistakesInGermanAndFrench(t *testing.T) {
	lines := []struct{ game, line string }{
		{dice.Game, "Ann: tiger"}, {dice.Game, "Ann: 2"}, {dice.Game, "Ann: 12 lion"},
		{dice.Game, "Ann: x2"}, {dice.Game, ": lion"}, {dice.Game, "Ann [3]: lion"}, {dice.Game, "Ann: lion | coin"},
		{dice.Game, ""}, {dice.Game, "players: Ann, Bob"}, {dice.Game, `"Ann: lion`}, {dice.Game, "An: lion"},
		{dice.Game, "Ann: 99999999999999999999999 lion"}, {dice.Game, `"A\q": lion`},
		{junior.Game, ""}, {junior.Game, "Ann: llama"}, {junior.Game, "Ann: llama 4"}, {junior.Game, "Ann: llama |"},
		{junior.Game, "Ann: llama 1;"}, {junior.Game, "Ann: llama 1; bonus"}, {junior.Game, "Ann: llama 1; bonus take"},
		{junior.Game, "Ann: llama 1; bonus take Bob"}, {junior.Game, "Ann: llama 1; bonus discard"},
		{junior.Game, "Ann: llama 1; bonus discard pond from"}, {junior.Game, "Ann: llama 1; bonus discard pond 2 3"},
		{junior.Game, "Ann: llama 1; unclaimed"}, {junior.Game, "Ann: llama 1; unclaimed 1; unclaimed 2"},
		{junior.Game, "Ann: llama 1; bonus discard pond; bonus discard pond"}, {junior.Game, "Ann: 2"}, {junior.Game, "Ann [x]: llama 1"},
		{zoosim.Game, ""}, {zoosim.Game, "sea 2"}, {zoosim.Game, "sea 2 | 1 2 | sea 2"}, {zoosim.Game, "sea 2 | Alan | sea 2"},
		{zoosim.Game, "sea 2 | 1 Alan 2 | sea 2"}, {zoosim.Game, "sea 2 | Alan 1, Alan 2 | sea 2"}, {zoosim.Game, "sea | 1 2 3 4 | sea 2"},
		{zoosim.Game, "2 sea | 1 2 3 4 | sea 2"}, {zoosim.Game, "sea 2, bush | 1 2 3 4 | sea 2"}, {zoosim.Game, "sea 2, 1 | 1 2 3 4 | sea 2"},
		{zoosim.Game, "sea 2, 1 bush, 2 bush | 1 2 3 4 | sea 2"}, {zoosim.Game, "sea 2 | 1 2 3 4 | sea 2, sea 3"},
		{zoosim.Game, "sea 2 | 1 2 3 4 | sea 2, 1 bench, 1 bench"}, {zoosim.Game, "b 2 | 1 2 3 4 | sea 2"},
	}
	for _, lang := range []i18n.Lang{i18n.German, i18n.French} {
		loc := i18n.For(lang)
		for _, l := range lines {
			rd := readerFor(lang, l.game)
			var err error
			switch l.game {
			case dice.Game:
				_, err = rd.ParseDiceEntry(l.line, []string{"Ann", "Anna", "Bob"})
			case junior.Game:
				_, err = rd.ParseJuniorEntry(l.line, juniorTable)
			default:
				_, err = rd.ParseZooSimEntry(l.line, zooTable)
			}
			if err == nil {
				t.Errorf("%s %q: read", l.game, l.line)
				continue
			}
			said := loc.Error(err)
			if words := i18ntest.English(typed.ReplaceAllString(said, "")); len(words) > 0 || said == en.Error(err) {
				t.Errorf("%s %s %q: %q holds English %v", lang, l.game, l.line, said, words)
			}
		}
	}
	_, err := readerFor(i18n.German, dice.Game).ParseDiceEntry("Ann: tiger", diceTable)
	if said := i18n.For(i18n.German).Error(err); !strings.Contains(said, "Krokodil, Strauß, Affe, Elefant, Löwe oder Münze") {
		t.Errorf("the faces are not named in German: %q", said)
	}
	files := map[string]string{
		dice.Game:   "Ann: lion\nplayers: Ann, Bob\nplayers: Ann\nbonus: lion\nbonus:\nbonus: lion=1, lion=2\n",
		junior.Game: "players: Ann, Bob\nlast\nlast\n",
		zoosim.Game: "players: Ann, Bob\nvariant: a b\nvariant: x\n",
	}
	for game, src := range files {
		for _, lang := range []i18n.Lang{i18n.German, i18n.French} {
			rd := readerFor(lang, game)
			var err error
			switch game {
			case dice.Game:
				_, err = rd.ReadDice(src)
			case junior.Game:
				_, err = rd.ReadJunior(src)
			default:
				_, err = rd.ReadZooSim(src)
			}
			es, _ := err.(Errors)
			if len(es) == 0 {
				t.Fatalf("%s %s: %v", lang, game, err)
			}
			for _, e := range es {
				if said := typed.ReplaceAllString(i18n.For(lang).Error(e), ""); len(i18ntest.English(said)) > 0 {
					t.Errorf("%s %s: %q holds English %v", lang, game, said, i18ntest.English(said))
				}
			}
		}
	}
}

func TestCompletionsInTheTablesLanguage(t *testing.T) {
	got := strings.Join(readerFor(i18n.German, dice.Game).Completions(dice.Game), " ")
	for _, w := range []string{"Spieler", "Löwe", "Münze", "lion", "coin", "players"} {
		if !strings.Contains(got, w) {
			t.Errorf("German completions lack %q: %s", w, got)
		}
	}
	if strings.Index(got, "Löwe") > strings.Index(got, "lion") {
		t.Errorf("the table's words come first: %s", got)
	}
	got = strings.Join(readerFor(i18n.French, zoosim.Game).Completions(zoosim.Game), " ")
	if strings.Contains(got, "animaux marins") || !strings.Contains(got, "oiseaux") || !strings.Contains(got, "buisson") {
		t.Errorf("French completions: %s", got)
	}
}

// A name that is a keyword in any language is written in quotes, so that
// the written notation reads back at every table.
func TestNamesLikeKeywordsOfAnyLanguageAreQuoted(t *testing.T) {
	for _, kw := range keywords {
		for form, meant := range i18n.Reading([]string{kw}) {
			if meant == kw && plainName(form) {
				t.Errorf("%q (%s) is written as a bare name: add it to otherKeywords", form, kw)
			}
		}
	}
	s := junior.Script{Players: []string{"Von", "Letzte"}, Rounds: []junior.Round{{Takes: []junior.Take{
		{Player: "Von", Tiles: []junior.Tile{{Tile: "wolf", To: junior.Dest{Barn: true}}}},
		{Player: "Letzte", Tiles: []junior.Tile{{Tile: "wolf", To: junior.Dest{Barn: true}}},
			Bonus: &junior.Bonus{Action: "take", From: "Von", Tile: "wolf", To: &junior.Dest{Enclosure: 1}}},
	}}}}
	text, err := FormatJunior(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := readerFor(i18n.German, junior.Game).ReadJunior(text)
	if err != nil || mustJSON(back.Script) != mustJSON(normalJunior(s)) {
		t.Errorf("%s\nreads back at a German table as %s, %v", text, mustJSON(back.Script), err)
	}
}
