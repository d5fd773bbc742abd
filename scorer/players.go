package scorer

import (
	"fmt"
	"strings"
)

// CheckNames checks a game's player names: between min and max players, each
// name non-empty after trimming and unique regardless of letter case. The
// rule ids are GAME.player-count, GAME.player-name-empty and
// GAME.player-name-duplicate. Names are expected trimmed already (see
// TrimNames).
func CheckNames(game string, names []string, min, max int) []Note {
	var notes []Note
	if len(names) < min || len(names) > max {
		notes = append(notes, Note{Rule: game + ".player-count",
			Message: fmt.Sprintf("%s entered; this game is for %d to %d players: add or remove players", Count(len(names), "player", "players"), min, max)})
	}
	seen := map[string]int{}
	for i, n := range names {
		if n == "" {
			notes = append(notes, Note{Rule: game + ".player-name-empty",
				Message: fmt.Sprintf("player %d has no name: give every player a name", i+1)})
			continue
		}
		key := NameKey(n)
		if first, dup := seen[key]; dup {
			notes = append(notes, Note{Player: n, Rule: game + ".player-name-duplicate",
				Message: fmt.Sprintf("the name %q is used by players %d and %d (letter case does not count): give each player a different name", n, first+1, i+1)})
			continue
		}
		seen[key] = i
	}
	return notes
}

// NameKey is the form of a name used to compare names: trimmed, lower case.
// The same name in any letter case is the same player.
func NameKey(name string) string {
	return strings.ToLower(strings.TrimSpace(name))
}
