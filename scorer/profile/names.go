package profile

import (
	"sort"
	"strings"
)

// Suggest gives the names (of known players) closest to a name nobody
// played under, at most limit of them: first those it begins (a name cut
// short: "Max" for "Maximiliane"), then those that begin it (more typed:
// "Bobby" for "Bob"), then those a typo or two away (a letter missed,
// added, changed, or two swapped), nearest first. Letter case does not
// count, as names match everywhere in zooscore.
func Suggest(name string, names []string, limit int) []string {
	typed := []rune(strings.ToLower(strings.TrimSpace(name)))
	if len(typed) == 0 {
		return nil
	}
	// A short name allows one typo, a name of six letters or more two:
	// more would offer names that merely share a few letters.
	allowed := 1
	if len(typed) >= 6 {
		allowed = 2
	}
	type near struct {
		name string
		rank int // 0: the name begins so; 1: it begins the name typed; else 2 + the typos
	}
	var found []near
	for _, n := range names {
		key := []rune(strings.ToLower(strings.TrimSpace(n)))
		switch {
		case string(key) == string(typed):
			continue // the same name: not a suggestion
		case len(key) > len(typed) && string(key[:len(typed)]) == string(typed):
			found = append(found, near{n, 0})
		case extends(typed, key):
			found = append(found, near{n, 1})
		default:
			if d := typos(typed, key, allowed); d <= allowed {
				found = append(found, near{n, 2 + d})
			}
		}
	}
	sort.SliceStable(found, func(i, j int) bool {
		if found[i].rank != found[j].rank {
			return found[i].rank < found[j].rank
		}
		return byName(found[i].name, found[j].name)
	})
	out := []string{}
	for _, f := range found[:min(len(found), limit)] {
		out = append(out, f.name)
	}
	return out
}

// extends reports whether typed is the name key with a little more: up
// to two letters ("Bobby" for "Bob"), or another word ("Ann Smith" for
// "Ann"); a name of one letter begins too much to count.
func extends(typed, key []rune) bool {
	if len(key) < 2 || len(key) >= len(typed) || string(typed[:len(key)]) != string(key) {
		return false
	}
	return len(typed)-len(key) <= 2 || typed[len(key)] == ' '
}

// typos is the Damerau-Levenshtein distance of a and b (a letter missed,
// added, changed, or two neighbours swapped, each one typo); limit + 1
// at once when the lengths alone differ by more than limit.
func typos(a, b []rune, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	// Three rows of the table: two back for a swap.
	prev2, prev, cur := make([]int, len(b)+1), make([]int, len(b)+1), make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
