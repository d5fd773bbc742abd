package i18n

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// thing is a thing of the games named by one word per language, the word
// of docs/glossary.md: wherever the English message names it, the German
// and French ones name it by that word.
type thing struct {
	en, de, fr *regexp.Regexp
}

var things = []thing{
	{regexp.MustCompile(`(?i)ticket office`), regexp.MustCompile(`Kasse`), regexp.MustCompile(`(?i)billetterie`)},
	{regexp.MustCompile(`(?i)bonus hex`), regexp.MustCompile(`Bonusfeld`), regexp.MustCompile(`(?i)hexagones? bonus`)},
	{regexp.MustCompile(`(?i)\bbarn`), regexp.MustCompile(`Stall|Ställe`), regexp.MustCompile(`(?i)grange`)},
	{regexp.MustCompile(`(?i)enclosure`), regexp.MustCompile(`(?i)gehege`), regexp.MustCompile(`(?i)enclos`)},
	{regexp.MustCompile(`(?i)offspring`), regexp.MustCompile(`Nachwuchs`), regexp.MustCompile(`(?i)bébé`)},
	{regexp.MustCompile(`(?i)flagpole`), regexp.MustCompile(`Fahnenmast`), regexp.MustCompile(`(?i)\bmât\b`)},
	{regexp.MustCompile(`(?i)\btrucks?\b`), regexp.MustCompile(`(?i)wagen`), regexp.MustCompile(`(?i)camions?\b`)},
	{regexp.MustCompile(`(?i)leaderboard`), regexp.MustCompile(`(?i)rangliste`), regexp.MustCompile(`(?i)classement`)},
	{regexp.MustCompile(`(?i)\brating`), regexp.MustCompile(`(?i)wertungszahl`), regexp.MustCompile(`(?i)\bcotes?\b`)},
	{regexp.MustCompile(`(?i)join code`), regexp.MustCompile(`(?i)beitrittscode`), regexp.MustCompile(`(?i)code d'accès`)},
	{regexp.MustCompile(`(?i)short code`), regexp.MustCompile(`(?i)kurzcode`), regexp.MustCompile(`(?i)codes? courts?`)},
	{regexp.MustCompile(`(?i)play log`), regexp.MustCompile(`Spielbericht`), regexp.MustCompile(`(?i)\bfiche\b`)},
}

// notWords are the parts of a message that are no words of its language:
// its arguments, the JSON it quotes, the lines of commands it shows.
var notWords = regexp.MustCompile("{{[^}]*}}|\"[a-z_]+\"|`[^`]*`|(?m)^ +zooscore .*$")

// synonym is a word the catalogs of a language do not use, with the
// glossary's word for its thing.
type synonym struct {
	lang   Lang
	word   *regexp.Regexp
	use    string
	except map[string]bool // files where the word names another thing
}

var synonyms = []synonym{
	{French, regexp.MustCompile(`(?i)\bcaisses?\b`), "billetterie (in the French rules, caisses are the crates on the trucks)", nil},
	{French, regexp.MustCompile(`(?i)\bguichet`), "billetterie", nil},
	{French, regexp.MustCompile(`(?i)\bcases? bonus`), "hexagone bonus", nil},
	{French, regexp.MustCompile(`(?i)\bpetits\b`), "bébé (offspring)", nil},
	{French, regexp.MustCompile(`(?i)\btuiles animaux`), "tuile animal", nil},
	{French, regexp.MustCompile(`(?i)\brecord\b`), "meilleur", nil},
	{French, regexp.MustCompile(`(?i)mât des drapeaux`), "mât", nil},
	{French, regexp.MustCompile(`(?i)camion de taille`), "camion à N cases", nil},
	{French, regexp.MustCompile(`(?i)pioche de fin`), "pile de fin", nil},
	{French, regexp.MustCompile(`(?i)\bvariante pro\b`), "variante professionnelle", nil},
	{German, regexp.MustCompile(`(?i)bogen\b|bögen\b`), "Blatt, Wertungsblatt", nil},
	{German, regexp.MustCompile(`Mitspieler`), "Spieler", nil},
	{German, regexp.MustCompile(`(?i)\btransporter\b`), "Transportwagen", nil},
	{German, regexp.MustCompile(`\bHinweise?\b`), "Warnung", nil},
	{German, regexp.MustCompile(`(?i)bestenliste`), "Rangliste", nil},
	{German, regexp.MustCompile(`\bKisten?\b`), "Platz (a Junior truck's box)", map[string]bool{"dice.toml": true}},
	{German, regexp.MustCompile(`\berfasst`), "mitgeschrieben", nil},
	{German, regexp.MustCompile(`Gewonnen ha`), "Sieg (neutral, not gendered)", nil},
}

// TestOneWordPerThing: every catalog, the commands' and the pages' alike,
// names a thing of the games by the glossary's word (docs/glossary.md),
// never by another.
func TestOneWordPerThing(t *testing.T) {
	en, _ := readCatalog(t, English)
	for _, lang := range Langs[1:] {
		msgs, files := readCatalog(t, lang)
		for _, id := range sortedIDs(msgs) {
			for form, text := range msgs[id] {
				for _, s := range synonyms {
					if s.lang == lang && !s.except[files[id]] && s.word.MatchString(text) {
						t.Errorf("%s %s (%s): %q says %q: the glossary's word is %s", lang, id, files[id], text, s.word.FindString(text), s.use)
					}
				}
				english := en[id][form]
				if english == "" {
					english = en[id]["other"]
				}
				english, text := notWords.ReplaceAllString(english, " "), notWords.ReplaceAllString(text, " ")
				for _, th := range things {
					word := th.de
					if lang == French {
						word = th.fr
					}
					if th.en.MatchString(english) && !word.MatchString(text) {
						t.Errorf("%s %s (%s): %q does not name the %s the glossary's way (%s)", lang, id, files[id], text, th.en.FindString(english), word)
					}
				}
			}
		}
	}
}

// TestThePagesSayTheCommandsWords: the web page and the commands give the
// leaderboard's columns and a game's result the same words (letter case
// and a closing colon aside).
func TestThePagesSayTheCommandsWords(t *testing.T) {
	pairs := [][2]string{
		{"web.board.player", "cmd.leaderboard.player"}, {"web.board.games", "cmd.leaderboard.games"},
		{"web.board.wins", "cmd.leaderboard.wins"}, {"web.board.rate", "cmd.leaderboard.win-rate"},
		{"web.board.average", "cmd.leaderboard.average"}, {"web.board.best", "cmd.leaderboard.best"},
		{"web.board.rating", "cmd.leaderboard.rating"}, {"web.game.warnings", "cmd.result.warnings"},
		{"web.game.winners", "cmd.result.winners"}, {"web.game.leading", "cmd.result.leading"},
		{"web.dice.barn", "dice.head.barn"}, {"web.zoosim.coins", "cmd.board.coins"},
		{"web.zoosim.visitors", "cmd.board.visitors"}, {"web.zoosim.trees", "cmd.board.trees"},
		{"web.zoosim.bushes", "cmd.board.bushes"}, {"web.game.hex", "cmd.settings.bonus-hexes"},
		{"web.history.in-progress", "cmd.status.in-progress"}, {"web.history.finished", "cmd.status.finished"},
		{"web.game.decisions", "cmd.explain.decisions"},
	}
	for _, lang := range Langs {
		l := For(lang)
		for _, p := range pairs {
			for _, n := range []int{1, 2} {
				page, command := l.T(p[0], "n", n, "names", "Ann", "values", ""), l.T(p[1], "n", n, "names", "Ann", "values", "")
				if fold(page) != fold(command) {
					t.Errorf("%s: the page says %q (%s), the commands %q (%s)", lang, page, p[0], command, p[1])
				}
			}
		}
	}
}

// fold is a text with its letter case, spaces at the ends and a closing
// colon left out.
func fold(s string) string {
	return strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), ":")))
}

func sortedIDs(msgs map[string]entry) []string {
	ids := make([]string, 0, len(msgs))
	for id := range msgs {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
