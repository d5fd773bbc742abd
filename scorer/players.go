package scorer

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/zooscore/zooscore/msg"
)

// MaxNameLength is the longest a player's name may be, in characters: a
// name is shown in every table and listing.
const MaxNameLength = 40

// CheckNames checks a game's player names: between min and max players, each
// name non-empty after trimming, at most MaxNameLength characters, free of
// control and invisible formatting characters, and unique regardless of
// letter case. Every bad name gets its note at once. The rule ids are
// GAME.player-count, GAME.player-name-empty, GAME.player-name-too-long,
// GAME.player-name-invisible and GAME.player-name-duplicate; each game
// lists them in its Rules. Their messages are the same in every game
// (names.count, names.empty, names.bad, names.duplicate).
// Names are expected trimmed already.
func CheckNames(game string, names []string, min, max int) []Note {
	var notes []Note
	if len(names) < min || len(names) > max {
		notes = append(notes, Note{Rule: game + ".player-count",
			Msg: msg.M("names.count", "players", msg.Count{N: len(names), Noun: "player"}, "min", min, "max", max)})
	}
	for i, n := range names {
		if n == "" {
			notes = append(notes, Note{Rule: game + ".player-name-empty", Msg: msg.M("names.empty", "seat", i+1)})
			continue
		}
		if problem := NameProblem(n); !problem.IsZero() {
			rule := game + ".player-name-invisible"
			if utf8.RuneCountInString(n) > MaxNameLength {
				rule = game + ".player-name-too-long"
			}
			notes = append(notes, Note{Rule: rule, Msg: msg.M("names.bad", "seat", i+1, "problem", problem)})
		}
	}
	return append(notes, duplicates(game, names)...)
}

// NameProblem says what is wrong with one trimmed, non-empty name, or gives
// an empty message when nothing is: too long, not valid text, or a
// character that moves the cursor, changes the terminal or is invisible
// (control characters, format characters such as bidi overrides and
// zero-width joiners, line and paragraph separators). A name with such
// characters could forge a row of a listing or hide what it says.
func NameProblem(name string) msg.Msg {
	if !utf8.ValidString(name) {
		return msg.M("name.not-text", "name", shown(name))
	}
	if l := utf8.RuneCountInString(name); l > MaxNameLength {
		return msg.M("name.too-long", "name", shown(name), "length", l, "max", MaxNameLength)
	}
	for _, r := range name {
		if what := invisible(r); what != "" {
			return msg.M("name.invisible", "name", shown(name), "what", msg.M(what), "code", fmt.Sprintf("%U", r))
		}
	}
	return msg.Msg{}
}

// invisible gives the message naming the kind of character r is when a
// name may not hold it ("a control character"), or "".
func invisible(r rune) string {
	switch {
	case unicode.IsControl(r):
		return "name.char.control"
	case unicode.In(r, unicode.Zl, unicode.Zp):
		return "name.char.line-break"
	case unicode.In(r, unicode.Cf, unicode.Other_Default_Ignorable_Code_Point):
		return "name.char.invisible"
	}
	return ""
}

// shown quotes a name for a message with its invisible characters escaped
// (\x1b, \u202e), clipped to what a name may hold.
func shown(name string) string {
	clipped := ""
	if utf8.RuneCountInString(name) > MaxNameLength {
		name, clipped = string([]rune(name)[:MaxNameLength]), "…"
	}
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(name); {
		r, size := utf8.DecodeRuneInString(name[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, name[i])
		case invisible(r) != "" || !unicode.IsGraphic(r):
			q := strconv.QuoteRuneToASCII(r)
			b.WriteString(q[1 : len(q)-1])
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		default:
			b.WriteRune(r)
		}
		i += size
	}
	b.WriteByte('"')
	return b.String() + clipped
}

// duplicates gives one note per name used by more than one player, listing
// them all (a few by number), on the second of them. A table's few names
// are compared with each other; many (a hostile input) by their keys.
func duplicates(game string, names []string) []Note {
	if len(names) > fewNames {
		return duplicateKeys(game, names)
	}
	var notes []Note
	for i, n := range names {
		if n == "" || slices.ContainsFunc(names[:i], func(m string) bool { return sameName(m, n) }) {
			continue // no name, or one counted with an earlier player
		}
		var seats []int
		for j := i; j < len(names); j++ {
			if sameName(names[j], n) {
				seats = append(seats, j)
			}
		}
		if len(seats) > 1 {
			notes = append(notes, duplicateNote(game, names, seats))
		}
	}
	return notes
}

// fewNames is the most names duplicates compares with each other.
const fewNames = 8

// sameName reports whether two names are the same player's (NameKey), and
// neither is empty. It compares them letter by letter, in lower case as
// NameKey makes them, without making either key: scoring a game compares
// its names with each other, and an import scores every game again.
func sameName(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	for a != "" && b != "" {
		if a[0] < utf8.RuneSelf && b[0] < utf8.RuneSelf {
			if lowerASCII(a[0]) != lowerASCII(b[0]) {
				return false
			}
			a, b = a[1:], b[1:]
			continue
		}
		// strings.ToLower lowers each letter with unicode.ToLower (a byte
		// that is not UTF-8 becomes utf8.RuneError), so comparing the
		// letters lowered compares the keys.
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb && unicode.ToLower(ra) != unicode.ToLower(rb) {
			return false
		}
		a, b = a[na:], b[nb:]
	}
	return a == "" && b == ""
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// duplicateKeys is duplicates for many names: grouped by their keys.
func duplicateKeys(game string, names []string) []Note {
	players := map[string][]int{}
	var order []string
	for i, n := range names {
		if n == "" {
			continue
		}
		key := NameKey(n)
		if players[key] == nil {
			order = append(order, key)
		}
		players[key] = append(players[key], i)
	}
	var notes []Note
	for _, key := range order {
		if seats := players[key]; len(seats) > 1 {
			notes = append(notes, duplicateNote(game, names, seats))
		}
	}
	return notes
}

func duplicateNote(game string, names []string, seats []int) Note {
	dup := names[seats[1]]
	return Note{Player: dup, Rule: game + ".player-name-duplicate",
		Msg: msg.M("names.duplicate", "name", shown(dup), "seats", seatList(seats))}
}

// seatList gives players by number, "players 1 and 2", "players 1, 2 and 5",
// and for a long list its first few and how many more.
func seatList(seats []int) msg.Msg {
	const few = 5
	if len(seats) > few {
		// The first few by number: digits and commas read alike in
		// every language.
		nums := make([]string, few)
		for i, s := range seats[:few] {
			nums[i] = strconv.Itoa(s + 1)
		}
		return msg.M("names.seats-more", "players", msg.Count{N: len(seats), Noun: "player"}, "first", strings.Join(nums, ", "),
			"more", len(seats)-few)
	}
	nums := make([]any, len(seats))
	for i, s := range seats {
		nums[i] = s + 1
	}
	return msg.M("names.seats", "seats", msg.List{Items: nums})
}

// NameKey is the form of a name used to compare names: trimmed, lower case.
// The same name in any letter case is the same player.
func NameKey(name string) string {
	return strings.ToLower(strings.TrimSpace(name))
}
