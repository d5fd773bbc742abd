package roster

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// A name typed for a new game may be a player who has played before,
// typed another way: in another letter case (the same player: names are
// compared in any letter case), with or without accents ("Zoe", "Zoë"),
// or with letters of another alphabet that look the same (a Cyrillic "А"
// in "Аnn"). The last two would silently make a new player; the table is
// told instead, naming both.

// Alike is a name typed that looks like a player who has played before.
type Alike struct {
	Name  string  // as typed
	Known string  // the player who has played, as stored
	Same  bool    // the same player, in another letter case
	Why   msg.Msg // how they differ
}

// Say is what the table is told: the name typed, the player it looks
// like, and how they differ.
func (a Alike) Say() msg.Msg {
	if a.Same {
		return msg.M("roster.same-player", "name", a.Name, "known", a.Known)
	}
	return msg.M("roster.look-alike", "name", a.Name, "known", a.Known, "why", a.Why)
}

// SayStored is what the table is told once the game is stored with the
// name as typed (read from a file, nobody to ask): how to make the two
// one player if they are one person.
func (a Alike) SayStored() msg.Msg {
	if a.Same {
		return a.Say()
	}
	return msg.M("roster.look-alike.stored", "name", a.Name, "known", a.Known, "why", a.Why)
}

// LookAlikes gives, for each name typed that is not exactly a known
// player's, the known player it looks like, in the order of names. A name
// that is exactly a player's, or like nobody's, gives nothing.
func LookAlikes(names, known []string) []Alike {
	bySkeleton := map[string][]string{}
	for _, k := range known {
		sk := Skeleton(k)
		bySkeleton[sk] = append(bySkeleton[sk], k)
	}
	var out []Alike
	for _, n := range names {
		n = strings.TrimSpace(n)
		if n == "" || contains(known, n) {
			continue
		}
		// The same player in another letter case first: two players
		// who look alike may have played already ("Zoe" and "Zoë").
		var found *Alike
		for _, k := range bySkeleton[Skeleton(n)] {
			if a := alike(n, k); found == nil || a.Same {
				found = &a
			}
		}
		if found != nil {
			out = append(out, *found)
		}
	}
	return out
}

func contains(list []string, name string) bool {
	for _, k := range list {
		if k == name {
			return true
		}
	}
	return false
}

// alike says how a name differs from a known player it looks like.
func alike(name, known string) Alike {
	a := Alike{Name: name, Known: known}
	switch {
	case scorer.NameKey(name) == scorer.NameKey(known):
		a.Same = true
	case script(name) != script(known):
		a.Why = msg.M("roster.why.script", "script", msg.M("roster.script."+otherScript(name, known)))
	case unaccented(name) == unaccented(known):
		a.Why = msg.M("roster.why.accents")
	default:
		a.Why = msg.M("roster.why.form")
	}
	return a
}

// Skeleton is the form of a name that names which look alike share: its
// compatibility forms unfolded (full-width letters, ligatures), accents
// dropped, letters of other alphabets that look like Latin ones made
// those, in lower case, with single spaces.
func Skeleton(name string) string {
	var b strings.Builder
	for _, r := range norm.NFKD.String(name) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		if latin, ok := confusables[r]; ok {
			r = latin
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return strings.ReplaceAll(strings.Join(strings.Fields(b.String()), " "), "ß", "ss")
}

// unaccented is a name in lower case without its accents.
func unaccented(name string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(name) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// script names the alphabets of a name's letters that are not Latin:
// "" for a name of Latin letters only.
func script(name string) string {
	var out []string
	for _, r := range name {
		if !unicode.IsLetter(r) || unicode.Is(unicode.Latin, r) {
			continue
		}
		s := "other"
		switch {
		case unicode.Is(unicode.Cyrillic, r):
			s = "cyrillic"
		case unicode.Is(unicode.Greek, r):
			s = "greek"
		}
		if !contains(out, s) {
			out = append(out, s)
		}
	}
	return strings.Join(out, " ")
}

// otherScript is the alphabet the letters of one name and not of the
// other come from: a message id's last part.
func otherScript(a, b string) string {
	s := script(a)
	if s == "" {
		s = script(b)
	}
	if s != "cyrillic" && s != "greek" {
		return "other"
	}
	return s
}

// confusables are the letters of the Cyrillic and Greek alphabets that a
// screen shows as Latin letters (after Unicode's list of confusable
// characters, for the letters names are written with).
var confusables = map[rune]rune{
	// Cyrillic
	'А': 'A', 'а': 'a', 'В': 'B', 'в': 'b', 'Е': 'E', 'е': 'e', 'К': 'K', 'к': 'k', 'М': 'M', 'м': 'm',
	'Н': 'H', 'н': 'h', 'О': 'O', 'о': 'o', 'Р': 'P', 'р': 'p', 'С': 'C', 'с': 'c', 'Т': 'T', 'т': 't',
	'У': 'Y', 'у': 'y', 'Х': 'X', 'х': 'x', 'І': 'I', 'і': 'i', 'Ј': 'J', 'ј': 'j', 'Ѕ': 'S', 'ѕ': 's',
	'Ү': 'Y', 'ү': 'y', 'Ԁ': 'd', 'ԁ': 'd', 'Һ': 'h', 'һ': 'h', 'Ӏ': 'I', 'ӏ': 'l', 'Ԛ': 'Q', 'ԛ': 'q',
	'Ԝ': 'W', 'ԝ': 'w', 'Ё': 'E', 'ё': 'e', 'Ї': 'I', 'ї': 'i',
	// Greek
	'Α': 'A', 'α': 'a', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'ι': 'i', 'Κ': 'K', 'κ': 'k',
	'Μ': 'M', 'Ν': 'N', 'ν': 'v', 'Ο': 'O', 'ο': 'o', 'Ρ': 'P', 'ρ': 'p', 'Τ': 'T', 'Υ': 'Y', 'υ': 'u',
	'Χ': 'X', 'χ': 'x',
}
