package scorer

import "fmt"

// Plural reads a number with its noun in the right number: "1 player",
// "2 players", "0 points", "-1 points" (only exactly one is singular).
//
// English only: a message says a number of things with Count, in the
// language of the table. Kept while code outside the rules engine's root
// still uses it; remove it with its last use.
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
