package notation

import (
	"fmt"
	"sort"
	"strings"

	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// vocab is the words one place of a line may hold: each word as the
// script spells it, and other spellings that mean the same (a plural).
type vocab struct {
	what    string            // what the words are, for messages: "a die face"
	words   []string          // in the order messages list them
	aliases map[string]string // other spelling -> word
}

// Keywords of the notation. They are read in any letter case but, unlike
// words and names, never shortened.
const (
	kwPlayers  = "players"
	kwBonus    = "bonus"
	kwFlagpole = "flagpole"
	kwVariant  = "variant"
	kwLast     = "last"
	kwTake     = "take"
	kwDiscard  = "discard"
	kwFrom     = "from"
	kwUnclaim  = "unclaimed"
	kwBarn     = "barn"
	kwBush     = "bush"
	kwBench    = "bench"
	kwOffsprg  = "offspring"
	zeroBid    = "-"
)

var (
	faces      = vocab{what: "a die face", words: dice.Faces}
	hexAnimals = vocab{what: "an animal", words: dice.Animals}
	tileWords  = vocab{what: "a kind or landscape", words: append(append([]string{}, junior.Kinds...), junior.Landscapes...)}
	categories = vocab{what: "an animal category", words: zoosim.Categories}
	sexes      = []string{"male", "female"}
	// afterKind is what may follow a tile's kind: its sex, or where it goes.
	afterKind = vocab{what: "a sex or place", words: []string{"male", "female", kwBarn}}
	// afterBonusTile is what may follow the tile of a bonus action.
	afterBonusTile = vocab{what: "a sex, offspring or place", words: []string{"male", "female", kwOffsprg, kwBarn}}
	bonusActions   = vocab{what: "a bonus action", words: []string{kwTake, kwDiscard}}
	clauses        = vocab{what: "an addition to a take", words: []string{kwBonus, kwUnclaim}}
	variants       = vocab{what: "a variant", words: []string{zoosim.VariantStandard, zoosim.VariantProfessional}}
	// tileItems and placedItems are the words of the first and last part
	// of an auction.
	tileItems   = vocab{what: "a category or bushes", words: append(append([]string{}, zoosim.Categories...), kwBush), aliases: map[string]string{"bushes": kwBush}}
	placedItems = vocab{what: "a category or benches", words: append(append([]string{}, zoosim.Categories...), kwBench), aliases: map[string]string{"benches": kwBench}}
)

// match gives the word that s names: the word itself or an alias in any
// letter case, else the one word that starts with s. An error says why
// none fits, or which words s could be.
func (v vocab) match(s string) (string, error) {
	low := strings.ToLower(s)
	for _, w := range v.words {
		if w == low {
			return w, nil
		}
	}
	if w, ok := v.aliases[low]; ok {
		return w, nil
	}
	var fits []string
	seen := map[string]bool{}
	add := func(spelling, w string) {
		if strings.HasPrefix(spelling, low) && !seen[w] {
			seen[w] = true
			fits = append(fits, w)
		}
	}
	for _, w := range v.words {
		add(w, w)
	}
	for _, a := range sortedAliases(v.aliases) {
		add(a, v.aliases[a])
	}
	switch {
	case low != "" && len(fits) == 1:
		return fits[0], nil
	case len(fits) > 1:
		return "", fmt.Errorf("%q fits %s: write more of the word", s, orList(fits))
	}
	return "", fmt.Errorf("%q is not %s: write %s (or its first letters)", s, v.what, orList(v.words))
}

func sortedAliases(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// orList joins words as "a, b or c".
func orList(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// Words lists the words of a game's notation, for completing them as they
// are typed: the keywords, then the game's words (faces; kinds, landscapes
// and sexes; categories). Player names are not among them. An unknown game
// gives nil.
func Words(game string) []string {
	var out []string
	switch game {
	case dice.Game:
		out = append([]string{kwPlayers, kwBonus}, dice.Faces...)
	case junior.Game:
		out = append([]string{kwPlayers, kwLast, kwBonus, kwTake, kwDiscard, kwFrom, kwUnclaim, kwBarn, kwOffsprg}, sexes...)
		out = append(append(out, junior.Kinds...), junior.Landscapes...)
	case zoosim.Game:
		out = append([]string{kwPlayers, kwFlagpole, kwVariant, zoosim.VariantStandard, zoosim.VariantProfessional}, zoosim.Categories...)
		out = append(out, kwBush, "bushes", kwBench, "benches")
	}
	return out
}
