package dice

import (
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/zooscore/zooscore/msg"
)

// The rulebook's sections, as message ids: their words are the catalogs'
// (i18n/catalog/*/dice.toml), in the language of the table.
const (
	srcSetup      = "source.dice.setup"
	srcComponents = "source.dice.components"
	srcSymbols    = "source.dice.symbols" // Animal symbols and Coin symbols, both
	srcAnimals    = "source.dice.animals"
	srcCoins      = "source.dice.coins"
	srcGameEnd    = "source.dice.game-end"
	srcScoring    = "source.dice.scoring"
	srcGameplay   = "source.dice.gameplay"
)

// phrases are the message ids of what each animal is called inside a
// sentence. They are whole phrases, not an animal word put next to a noun,
// because each language joins them its own way: "lion enclosure",
// "Löwengehege", "enclos du lion". Written out, so that no id is built
// while scoring.
type phrases struct {
	enclosure string // "lion enclosure": a breakdown item, and "the {{.enclosure}}"
	hex       string // "lion bonus hex": a breakdown item, and "the {{.hex}}"
	barn      string // "lion barn space"
	the       string // "the lion", the subject of a sentence
	fill      string // "the lions", what a player fills
	short     string // "lion", a column of the sheets' table
}

var phrase = map[string]phrases{
	"crocodile": {"dice.enclosure.crocodile", "dice.hex.crocodile", "dice.barn.crocodile", "dice.the.crocodile", "dice.fill.crocodile", "dice.short.crocodile"},
	"ostrich":   {"dice.enclosure.ostrich", "dice.hex.ostrich", "dice.barn.ostrich", "dice.the.ostrich", "dice.fill.ostrich", "dice.short.ostrich"},
	"monkey":    {"dice.enclosure.monkey", "dice.hex.monkey", "dice.barn.monkey", "dice.the.monkey", "dice.fill.monkey", "dice.short.monkey"},
	"elephant":  {"dice.enclosure.elephant", "dice.hex.elephant", "dice.barn.elephant", "dice.the.elephant", "dice.fill.elephant", "dice.short.elephant"},
	"lion":      {"dice.enclosure.lion", "dice.hex.lion", "dice.barn.lion", "dice.the.lion", "dice.fill.lion", "dice.short.lion"},
}

// Enclosure is an animal's enclosure ("lion enclosure"), for a sentence of
// the catalogs.
func Enclosure(animal string) msg.Msg { return msg.Msg{ID: phrase[animal].enclosure} }

// Hex is an animal's bonus hex ("lion bonus hex").
func Hex(animal string) msg.Msg { return msg.Msg{ID: phrase[animal].hex} }

// Short is an animal's short name for a narrow column ("croc").
func Short(animal string) msg.Msg { return msg.Msg{ID: phrase[animal].short} }

// phraseArgs are an animal's phrases as message arguments, put in
// interfaces once: the tracker says them at every take, and a message put
// into an interface is allocated anew each time.
type phraseArgs struct{ enclosure, hex, barn, the, fill any }

var args = func() map[string]phraseArgs {
	m := make(map[string]phraseArgs, len(phrase))
	for a, p := range phrase {
		m[a] = phraseArgs{msg.Msg{ID: p.enclosure}, msg.Msg{ID: p.hex}, msg.Msg{ID: p.barn}, msg.Msg{ID: p.the}, msg.Msg{ID: p.fill}}
	}
	return m
}()

func enclosureArg(animal string) any { return args[animal].enclosure }
func hexArg(animal string) any       { return args[animal].hex }
func barnSpace(animal string) any    { return args[animal].barn }
func the(animal string) any          { return args[animal].the }
func filled(animal string) any       { return args[animal].fill }

// boxed holds every face of a die as a message argument, made once: a
// game word put into an interface while scoring would be allocated anew
// each time.
var boxed = func() map[string]any {
	m := make(map[string]any, len(Faces))
	for _, f := range Faces {
		m[f] = msg.Word(f)
	}
	return m
}()

// word is a face of a die (or any game word) as a message argument.
func word(w string) any {
	if b, ok := boxed[w]; ok {
		return b
	}
	return msg.Word(w)
}

// spaceMsgs are the messages of every space a die can cross, boxed once:
// per animal, its spaces from 1; then the coin spaces.
var spaceMsgs = func() map[string][]any {
	out := map[string][]any{}
	for _, a := range Animals {
		for n := 1; n <= Size[a]; n++ {
			out[a] = append(out[a], msg.M("dice.space.animal", "animal", word(a), "space", n, "size", Size[a]))
		}
	}
	for n := 1; n <= CoinSpaces; n++ {
		out[Coin] = append(out[Coin], msg.M("dice.space.coin", "space", n, "size", CoinSpaces))
	}
	return out
}()

// animalSpace says space n of an animal's enclosure.
func animalSpace(a string, n int) any {
	if m := spaceMsgs[a]; n >= 1 && n <= len(m) {
		return m[n-1]
	}
	return msg.M("dice.space.animal", "animal", word(a), "space", n, "size", Size[a])
}

// coinSpace says coin space n.
func coinSpace(n int) any {
	if m := spaceMsgs[Coin]; n >= 1 && n <= len(m) {
		return m[n-1]
	}
	return msg.M("dice.space.coin", "space", n, "size", CoinSpaces)
}

// faceSeqs are the dice of every take (1 to MaxTake faces) shown as a
// Sequence, made once, when a take is first said: a command that says
// none (a leaderboard) does not wait for them (1.7 ms of its start);
// a take's faces are their places in Faces, -1 past the last.
var faceSeqs = sync.OnceValue(func() map[[MaxTake]int8]any {
	out := map[[MaxTake]int8]any{}
	var walk func(faces []string)
	walk = func(faces []string) {
		if len(faces) > 0 {
			key, _ := faceKey(faces)
			out[key] = Sequence(words(faces))
		}
		if len(faces) == MaxTake {
			return
		}
		for _, f := range Faces {
			walk(append(faces[:len(faces):len(faces)], f))
		}
	}
	walk(nil)
	return out
})

func faceKey(faces []string) (key [MaxTake]int8, ok bool) {
	if len(faces) > MaxTake {
		return key, false
	}
	for i := range key {
		key[i] = -1
	}
	for i, f := range faces {
		j := slices.Index(Faces, f)
		if j < 0 {
			return key, false
		}
		key[i] = int8(j)
	}
	return key, true
}

// facesSeq shows the dice of a take: Sequence(words(faces)).
func facesSeq(faces []string) any {
	if key, ok := faceKey(faces); ok {
		if s, ok := faceSeqs()[key]; ok {
			return s
		}
	}
	return Sequence(words(faces))
}

// Sequence shows things one after the other, separated by commas in every
// language ("lion, lion, coin"; "crocodile 1, ostrich 1"): the dice of a
// take, the spaces it crosses. A list joined with "and" is a msg.List.
//
// A take's dice and spaces are one message of two or three (the last of
// three holds the rest of a longer sequence), so that announcing a take
// makes few messages.
func Sequence(items []any) any {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	case 2:
		return msg.M("dice.seq.2", "first", items[0], "second", items[1])
	}
	return msg.M("dice.seq.3", "first", items[0], "second", items[1], "rest", Sequence(items[2:]))
}

// HexLine says the value of every bonus hex, in score sheet order ("Bonus
// hexes: crocodile 1, ostrich 1, ..."): the values a game is scored with.
func HexLine(hex map[string]int) msg.Msg {
	items := make([]any, len(Animals))
	for i, a := range Animals {
		items[i] = msg.M("dice.hex-value", "animal", word(a), "value", hex[a])
	}
	return msg.M("dice.hexes", "values", Sequence(items))
}

// Owners lists players for "on Ann's and Bob's sheets": each player as the
// owner of a sheet.
func Owners(players []any) msg.List {
	items := make([]any, len(players))
	for i, p := range players {
		items[i] = msg.M("dice.owner", "player", p)
	}
	return msg.List{Items: items}
}

// Names that are written in the files (JSON keys and values) stay English in
// every language: a message that says which words a file may hold lists
// them as they are written.
var (
	animalNames = strings.Join(Animals, ", ")
	faceNames   = strings.Join(append(append([]string{}, Animals...), Coin), ", ")
)

// quoted shows a value as it was written, quoted and with anything
// invisible escaped.
func quoted(s string) string { return strconv.Quote(s) }

// seat names a player whose name is empty by their place at the table
// ("player 2"), for a message; named players are their name.
func seat(name string, i int) any {
	if name == "" {
		return msg.M("dice.seat", "seat", i+1)
	}
	return name
}
