package i18n

import (
	"regexp"
	"testing"

	"github.com/zooscore/zooscore/msg"
)

// TestCatalogsPutArgumentsInAsTheyAre: a memo's patterns hold only if
// every message puts its arguments in as they are, {{.name}}, with no
// test or function on them (see memo.go).
func TestCatalogsPutArgumentsInAsTheyAre(t *testing.T) {
	action := regexp.MustCompile(`\{\{.*?\}\}`)
	plain := regexp.MustCompile(`^\{\{\.[A-Za-z_][A-Za-z0-9_]*\}\}$`)
	for _, lang := range Langs {
		msgs, files := readCatalog(t, lang)
		for id, forms := range msgs {
			for form, text := range forms {
				for _, a := range action.FindAllString(text, -1) {
					if !plain.MatchString(a) {
						t.Errorf("%s %s (%s, %s): %s is more than an argument put in", lang, id, files[id], form, a)
					}
				}
			}
		}
	}
}

// TestMemoSaysWhatTheLocalizerSays: a localizer with a memo says every
// message as one without, said once or again, whatever its arguments:
// names, numbers that choose a plural form, words, counts, lists and
// messages within messages, empty texts and texts with marks of their own.
func TestMemoSaysWhatTheLocalizerSays(t *testing.T) {
	msgs := []msg.Msg{
		msg.M("zoosim.highest-bid", "player", "Ann", "bid", msg.Count{N: 8, Noun: "coin"}),
		msg.M("zoosim.highest-bid", "player", "Bob", "bid", msg.Count{N: 1, Noun: "coin"}),
		msg.M("zoosim.highest-bid", "player", "", "bid", msg.Count{N: 2, Noun: "coin"}),
		msg.M("zoosim.highest-bid", "player", "A\x00B {{.bid}}", "bid", msg.Count{N: 2, Noun: "coin"}),
		msg.M("note.times", "message", msg.M("zoosim.highest-bid", "player", "Cy", "bid", msg.Count{N: 3, Noun: "coin"}), "n", 1),
		msg.M("note.times", "message", "x", "n", 2),
		msg.M("zoosim.flag-tie", "player", "Ann", "bid", msg.Count{N: 3, Noun: "coin"}, "n", 2, "others", msg.Names([]string{"Bob", "Cy"})),
		msg.M("count.space", "n", 1),
		msg.M("count.space", "n", 4),
		msg.M("cmd.import.added", "n", 1200),
		msg.M("no.such.message", "player", "Ann"),
		msg.M("dice.bonus-unclaimed", "hex", msg.Word("ostrich"), "points", msg.Count{N: 1, Noun: "point"}, "enclosure", msg.Word("lion"), "player", "Ann"),
	}
	for _, lang := range Langs {
		plain, memo := For(lang), For(lang).Memo()
		for range 2 {
			for _, m := range msgs {
				if got, want := memo.Say(m), plain.Say(m); got != want {
					t.Errorf("%s %v: memo says %q, want %q", lang, m, got, want)
				}
			}
			if memo.Word("lion") != plain.Word("lion") || memo.Has("rules.dice.scoring") != plain.Has("rules.dice.scoring") {
				t.Errorf("%s: memo's words differ", lang)
			}
		}
	}
}
