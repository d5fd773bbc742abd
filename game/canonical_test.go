package game

import (
	"errors"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
)

// TestJSONTakesEnglishWords: JSON input is canonical (contract, --lang): a
// German or French word where a game word belongs, in the sheets or play
// scripts of the three games, is a broken rule (exit 1) that names the
// word, its language and the English word to write; the input's other
// broken rules are still listed. A word that is English too ("lion" is
// French and English), English in another letter case, and a player
// named like an animal are no such word.
func TestJSONTakesEnglishWords(t *testing.T) {
	twoTakes := func(took string) string {
		return `{"players":["Ann","Bob"],"rounds":[[{"player":"Ann","took":[` + took + `]},{"player":"Bob","took":["lion"]}]]}`
	}
	junior := func(tile string) string {
		return `{"players":["Ann","Bob"],"rounds":[{"takes":[{"player":"Ann","tiles":[` + tile + `]}]}]}`
	}
	zooSim := func(variant, animal string) string {
		return `{"players":["A","B"],"flagpole":["A","B"],"variant":"` + variant + `","auctions":[{"tile":{"enclosures":[{"animal":"` + animal +
			`","stars":1},{"animal":"sea","stars":1}],"bushes":0},"bids":{"A":0,"B":0},"placed":{"enclosures":{"` + animal + `":1,"sea":1},"benches":0}}]}`
	}
	for _, tc := range []struct {
		name, game, json string
		script           bool
		says             []string // every message, in order; none: the input is legal
		also             string   // the rule of another broken rule still listed
	}{
		{name: "dice sheets: a German animal", game: "dice", json: strings.Replace(sheets, `"bonus": ["lion"]`, `"bonus": ["Löwe"]`, 1),
			says: []string{`"Löwe" is German for lion: JSON takes lion (players[0].bonus[0])`}},
		{name: "dice sheets: a German bonus hex", game: "dice", json: `{"bonus_hex":{"löwe":1},"players":[{"name":"Ann"},{"name":"Bob"}]}`,
			says: []string{`"löwe" is German for lion: JSON takes lion (bonus_hex)`}},
		{name: "dice sheets: a French enclosure", game: "dice", json: strings.Replace(sheets, `"crocodile": 1`, `"singe": 1`, 1),
			says: []string{`"singe" is French for monkey: JSON takes monkey (players[1].enclosures)`}},
		{name: "dice sheets: another broken rule stays", game: "dice", json: strings.Replace(sheets, `"barn": []}]}`, `"barn": ["Löwe", "lion"]}]}`, 1),
			says: []string{`"Löwe" is German for lion: JSON takes lion (players[1].barn[0])`}, also: "dice.barn-needs-full-enclosure"},
		{name: "dice sheets: a player named Löwe", game: "dice", json: strings.Replace(sheets, `"Ann"`, `"Löwe"`, 1)},
		{name: "dice script: a German coin", game: "dice", script: true, json: twoTakes(`"lion","Münze"`),
			says: []string{`"Münze" is German for coin: JSON takes coin (rounds[0][0].took[1])`}},
		{name: "dice script: French lion is English", game: "dice", script: true, json: twoTakes(`"lion"`)},
		{name: "dice script: English in capitals is not foreign", game: "dice", script: true, json: twoTakes(`"Lion"`)},
		{name: "junior sheets: German and French llama", game: "junior", json: `{"players":[{"name":"Ann","enclosures":[{"animal":"lama","animals":2}]},{"name":"Bob"}]}`,
			says: []string{`"lama" is German and French for llama: JSON takes llama (players[0].enclosures[0].animal)`}},
		{name: "junior sheets: a barn in French", game: "junior", json: `{"players":[{"name":"Ann","barn":{"landscapes":{"étang":1}}},{"name":"Bob"}]}`,
			says: []string{`"étang" is French for pond: JSON takes pond (players[0].barn.landscapes)`}},
		{name: "junior script: a German barn", game: "junior", script: true, json: junior(`{"tile":"llama","to":"Stall"}`),
			says: []string{`"Stall" is German for barn: JSON takes barn (rounds[0].takes[0].tiles[0].to)`}},
		{name: "junior script: a French sex", game: "junior", script: true, json: junior(`{"tile":"llama","fertile":"femelle","to":1}`),
			says: []string{`"femelle" is French for female: JSON takes female (rounds[0].takes[0].tiles[0].fertile)`}},
		{name: "zoosim script: German birds", game: "zoosim", script: true, json: zooSim("standard", "Vögel"),
			says: []string{`"Vögel" is German for birds: JSON takes birds (auctions[0].tile.enclosures[0].animal)`,
				`"Vögel" is German for birds: JSON takes birds (auctions[0].placed.enclosures)`}},
		{name: "zoosim script: a German variant", game: "zoosim", script: true, json: zooSim("Profi", "birds"),
			says: []string{`"Profi" is German for professional: JSON takes professional (variant)`}},
		{name: "zoosim script: the English words", game: "zoosim", script: true, json: zooSim("professional", "birds")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			if tc.script {
				_, err = Replay(tc.game, []byte(tc.json))
			} else {
				_, err = Score(tc.game, []byte(tc.json))
			}
			var v scorer.Violations
			errors.As(err, &v)
			var foreign []string
			var others []string
			for _, n := range v {
				if n.Rule == tc.game+".foreign-word" {
					foreign = append(foreign, i18n.For(i18n.English).Note(n).Message)
				} else {
					others = append(others, n.Rule)
				}
			}
			if strings.Join(foreign, "\n") != strings.Join(tc.says, "\n") {
				t.Fatalf("error %v\nforeign words said\n%s\nwant\n%s", err, strings.Join(foreign, "\n"), strings.Join(tc.says, "\n"))
			}
			if len(tc.says) > 0 && Classify(err) != Broken {
				t.Errorf("error %v is not a broken rule (exit 1)", err)
			}
			if tc.also != "" && !strings.Contains(strings.Join(others, " "), tc.also) {
				t.Errorf("the other broken rules %v lack %s", others, tc.also)
			}
			for _, r := range others {
				unknown := strings.HasSuffix(r, ".unknown-animal") || strings.HasSuffix(r, ".unknown-face") || strings.HasSuffix(r, ".unknown-kind")
				if len(tc.says) > 0 && unknown {
					t.Errorf("the foreign word is also said as %s", r)
				}
			}
		})
	}
}

// TestForeignWordsInEveryLanguage: the foreign-word message is said in
// German and French too, the English word left as JSON takes it.
func TestForeignWordsInEveryLanguage(t *testing.T) {
	_, err := Score("dice", []byte(strings.Replace(sheets, `"bonus": ["lion"]`, `"bonus": ["Löwe"]`, 1)))
	var v scorer.Violations
	if !errors.As(err, &v) || len(v) == 0 {
		t.Fatalf("error %v", err)
	}
	for lang, want := range map[i18n.Lang]string{
		i18n.German: `"Löwe" ist Deutsch für lion: JSON nimmt lion (players[0].bonus[0])`,
		i18n.French: `"Löwe" est le mot allemand pour lion : le JSON prend lion (players[0].bonus[0])`,
	} {
		if got := i18n.For(lang).Note(v[0]).Message; got != want {
			t.Errorf("%s: %s, want %s", lang, got, want)
		}
	}
}
