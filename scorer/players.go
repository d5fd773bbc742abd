package scorer

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
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
// lists them in its Rules.
// Names are expected trimmed already.
func CheckNames(game string, names []string, min, max int) []Note {
	var notes []Note
	if len(names) < min || len(names) > max {
		notes = append(notes, Note{Rule: game + ".player-count",
			Message: fmt.Sprintf("%s entered; this game is for %d to %d players: add or remove players", Plural(len(names), "player", "players"), min, max)})
	}
	for i, n := range names {
		if n == "" {
			notes = append(notes, Note{Rule: game + ".player-name-empty",
				Message: fmt.Sprintf("player %d has no name: give every player a name", i+1)})
			continue
		}
		if msg := NameProblem(n); msg != "" {
			rule := game + ".player-name-invisible"
			if utf8.RuneCountInString(n) > MaxNameLength {
				rule = game + ".player-name-too-long"
			}
			notes = append(notes, Note{Rule: rule, Message: fmt.Sprintf("player %d: %s", i+1, msg)})
		}
	}
	return append(notes, duplicates(game, names)...)
}

// NameProblem says what is wrong with one trimmed, non-empty name, or ""
// when nothing is: too long, not valid text, or a character that moves the
// cursor, changes the terminal or is invisible (control characters, format
// characters such as bidi overrides and zero-width joiners, line and
// paragraph separators). A name with such characters could forge a row of a
// listing or hide what it says.
func NameProblem(name string) string {
	if !utf8.ValidString(name) {
		return fmt.Sprintf("the name %s is not valid text (UTF-8): type it again", shown(name))
	}
	if l := utf8.RuneCountInString(name); l > MaxNameLength {
		return fmt.Sprintf("the name %s has %d characters; a name has at most %d: shorten it", shown(name), l, MaxNameLength)
	}
	for _, r := range name {
		if what := invisible(r); what != "" {
			return fmt.Sprintf("the name %s holds %s (%U), which a screen does not show as it is: remove it", shown(name), what, r)
		}
	}
	return ""
}

// invisible names the kind of character r is when a name may not hold it.
func invisible(r rune) string {
	switch {
	case unicode.IsControl(r):
		return "a control character"
	case unicode.In(r, unicode.Zl, unicode.Zp):
		return "a line break"
	case unicode.In(r, unicode.Cf, unicode.Other_Default_Ignorable_Code_Point):
		return "an invisible formatting character"
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
// them all (a few by number), on the second of them.
func duplicates(game string, names []string) []Note {
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
		seats := players[key]
		if len(seats) < 2 {
			continue
		}
		dup := names[seats[1]]
		notes = append(notes, Note{Player: dup, Rule: game + ".player-name-duplicate",
			Message: fmt.Sprintf("the name %s is used by %s (letter case does not count): give each player a different name", shown(dup), seatList(seats))})
	}
	return notes
}

// seatList gives players by number, "players 1 and 2", "players 1, 2 and 5",
// and for a long list its first few and how many more.
func seatList(seats []int) string {
	const few = 5
	var nums []string
	for _, s := range seats[:min(len(seats), few)] {
		nums = append(nums, strconv.Itoa(s+1))
	}
	if len(seats) > few {
		return fmt.Sprintf("%d players (%s and %d more)", len(seats), strings.Join(nums, ", "), len(seats)-few)
	}
	return "players " + strings.Join(nums[:len(nums)-1], ", ") + " and " + nums[len(nums)-1]
}

// NameKey is the form of a name used to compare names: trimmed, lower case.
// The same name in any letter case is the same player.
func NameKey(name string) string {
	return strings.ToLower(strings.TrimSpace(name))
}
