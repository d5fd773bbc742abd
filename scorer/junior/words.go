package junior

import (
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/msg"
)

// What the package says are messages (msg.Msg): ids of the catalogs
// i18n/catalog/*/junior.toml with their arguments, put into words where
// they are shown. The helpers below build the parts many messages share;
// the per-word messages are made once, so that saying a word builds no
// string.

// The words a JSON file must use (JSON stays English in every language):
// what a message lists as the valid values.
var (
	kindsJSON      = strings.Join(Kinds, ", ")
	landscapesJSON = strings.Join(Landscapes, ", ")
)

// Messages per game word: the plural without a number ("llamas"), a tile
// with its article ("a llama", "an impala") and an offspring tile with its
// article ("an impala offspring"). The article depends on the word in
// every language, so each is a message of its own.
var (
	pluralMsgs          = msgsOf(Kinds, "junior.animals.")
	articleMsgs         = boxed(msgsOf(append(append([]string{}, Kinds...), Landscapes...), "junior.a."))
	offspringArticleMsg = boxed(msgsOf(Kinds, "junior.a-offspring."))
	// a fertile animal of each kind, by its sex
	fertileMsgs = map[string]map[string]any{"female": fertileOf("junior.a.fertile-female"), "male": fertileOf("junior.a.fertile-male")}
)

// boxed gives each message as an argument, boxed once: saying a tile costs
// a take nothing.
func boxed(msgs map[string]msg.Msg) map[string]any {
	out := make(map[string]any, len(msgs))
	for w, m := range msgs {
		out[w] = m
	}
	return out
}

func fertileOf(id string) map[string]any {
	out := make(map[string]any, len(Kinds))
	for _, k := range Kinds {
		out[k] = msg.M(id, "kind", msg.Word(k))
	}
	return out
}

func msgsOf(words []string, prefix string) map[string]msg.Msg {
	out := make(map[string]msg.Msg, len(words))
	for _, w := range words {
		out[w] = msg.M(prefix + w)
	}
	return out
}

// animalsOf says the animals of a kind without a number: "llamas".
func animalsOf(kind string) any {
	if m, ok := pluralMsgs[kind]; ok {
		return m
	}
	return msg.Word(kind)
}

// quoted shows a word as typed, quoted and with what a screen cannot show
// escaped: a value from a file that is not part of the game.
func quoted(s string) string { return strconv.Quote(s) }

// penMsg names enclosure n: "enclosure 2".
func penMsg(n int) msg.Msg { return msg.M("junior.enclosure", "enclosure", n) }

// pensList names enclosures: "enclosure 1 and enclosure 3".
func pensList(ns []int) msg.List {
	items := make([]any, len(ns))
	for i, n := range ns {
		items[i] = penMsg(n)
	}
	return msg.List{Items: items}
}

// chain joins items with the separator of the message id ("junior.comma":
// "a, b, c"; "junior.semicolon": "a; b; c"), as nested messages a
// translator can change.
func chain(id string, items []any) any {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return msg.M(id, "head", items[0], "tail", chain(id, items[1:]))
}

// words makes game words arguments.
func words(list []string) []any {
	out := make([]any, len(list))
	for i, w := range list {
		out[i] = msg.Word(w)
	}
	return out
}

// name says a tile without an article: "llama", "fertile female llama",
// "llama offspring".
func (k tileKey) name() any {
	switch {
	case k.Offspring:
		return msg.M("junior.tile.offspring", "kind", msg.Word(k.Tile))
	case k.Fertile == "female":
		return msg.M("junior.tile.fertile-female", "kind", msg.Word(k.Tile))
	case k.Fertile == "male":
		return msg.M("junior.tile.fertile-male", "kind", msg.Word(k.Tile))
	}
	return msg.Word(k.Tile)
}

// withArticle says a tile with its article: "a llama", "an impala", "a
// fertile female llama", "an impala offspring".
func (k tileKey) withArticle() any {
	switch {
	case k.Offspring:
		if m, ok := offspringArticleMsg[k.Tile]; ok {
			return m
		}
	case k.Fertile == "female" || k.Fertile == "male":
		if m, ok := fertileMsgs[k.Fertile][k.Tile]; ok {
			return m
		}
		return msg.M("junior.a.fertile-"+k.Fertile, "kind", msg.Word(k.Tile))
	default:
		if m, ok := articleMsgs[k.Tile]; ok {
			return m
		}
	}
	return k.name()
}

// TileName names a tile as the tracker's messages do, without an article
// ("llama", "fertile female llama", "llama offspring"): a message's
// argument (a msg.Msg or a msg.Word), for the front ends that offer
// tiles to choose from.
func TileName(tile, fertile string, offspring bool) any {
	return tileKey{Tile: tile, Fertile: fertile, Offspring: offspring}.name()
}
