package msg

import (
	"fmt"
	"strings"
)

// Msg is something zooscore says, before it is put in words: a message id
// and its arguments. The rules engine only says what happened; the catalogs
// of package i18n say it in English, German or French where it is shown.
// That keeps the engine free of any language, and scoring free of string
// building.
type Msg struct {
	ID   string
	Args []Arg
}

// Arg is one named argument of a message. The catalogs refer to it by name
// ({{.animal}}), so a translator can move it anywhere in a sentence.
type Arg struct {
	Name  string
	Value any
}

// M builds a message from its id and name/value pairs:
//
//	msg.M("dice.enclosure-size", "animal", msg.Word("lion"), "crossed", 7)
//
// A value may be a number, a player's name (a plain string, shown as it
// is), a Word, a Count, a List or another Msg. The argument named "n", when
// there is one, chooses the plural form of the message itself.
func M(id string, pairs ...any) Msg {
	m := Msg{ID: id}
	if len(pairs) > 0 {
		m.Args = make([]Arg, 0, len(pairs)/2)
		for i := 0; i+1 < len(pairs); i += 2 {
			name, _ := pairs[i].(string)
			m.Args = append(m.Args, Arg{Name: name, Value: pairs[i+1]})
		}
	}
	return m
}

// IsZero reports whether the message is empty (nothing to say).
func (m Msg) IsZero() bool { return m.ID == "" }

// Arg returns the value of the argument of that name, or nil.
func (m Msg) Arg(name string) any {
	for _, a := range m.Args {
		if a.Name == name {
			return a.Value
		}
	}
	return nil
}

// Word is a word of a game: an animal, a face, a kind, a landscape, a
// category, a part of the board ("barn"). It is shown in the language of the
// table (the catalogs' "word.lion"), while the engine and every file keep
// the English word.
type Word string

// Count is a number of something, shown with the right plural form in each
// language ("1 space", "2 spaces"; "1 Feld", "2 Felder"; "0 case"): the
// catalogs' "count.space". Noun is the singular English noun.
type Count struct {
	N    int
	Noun string
}

// List is a list shown as one phrase: "Ann, Bob and Cy", or with Or "1, 3
// or 4". Its items are shown like arguments (names, words, numbers,
// messages).
type List struct {
	Items []any
	Or    bool
}

// Names is a list of player names joined with "and".
func Names(names []string) List {
	items := make([]any, len(names))
	for i, n := range names {
		items[i] = n
	}
	return List{Items: items}
}

// Words is a list of game words joined with "and".
func Words(words []string) List {
	items := make([]any, len(words))
	for i, w := range words {
		items[i] = Word(w)
	}
	return List{Items: items}
}

// english puts a message into English words; package i18n sets it when it
// is linked in (SetEnglish). Without it a message reads as its id and
// arguments.
var english func(Msg) string

// SetEnglish gives the rules engine English words for Go's error strings
// and logs, where no language of the table is known (package i18n calls
// it). Where a person reads a message, it is put into words in the
// language of the table instead.
func SetEnglish(say func(Msg) string) { english = say }

// String gives the message in English (see SetEnglish), or as its id and
// arguments when no words are known.
func (m Msg) String() string {
	if english != nil {
		return english(m)
	}
	return m.plain()
}

// plain gives the message as its id and arguments: "dice.take-size n=4".
func (m Msg) plain() string {
	var b strings.Builder
	b.WriteString(m.ID)
	for _, a := range m.Args {
		b.WriteString(" " + a.Name + "=")
		if x, ok := a.Value.(Msg); ok {
			b.WriteString("(" + x.plain() + ")")
			continue
		}
		fmt.Fprint(&b, a.Value)
	}
	return b.String()
}

// Sayer is an error that says a message: where it is shown, its words are
// chosen in the language of the table ((*i18n.Localizer).Error), while its
// Error() is English, for Go's error strings and logs.
type Sayer interface {
	error
	Say() Msg
}

// MsgError is an error made of a message alone.
type MsgError struct{ Msg Msg }

// E makes an error of a message: msg.E("ask.whole.too-large", "typed", s).
func E(id string, pairs ...any) error { return &MsgError{Msg: M(id, pairs...)} }

func (e *MsgError) Error() string { return e.Msg.String() }

// Say is the message of the error.
func (e *MsgError) Say() Msg { return e.Msg }
