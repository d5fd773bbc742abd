package scorer

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
//	scorer.M("dice.enclosure-size", "animal", scorer.Word("lion"), "crossed", 7)
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
