package zoosim

import (
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
)

// yearRow is one year of every zoo, read only once each count is known to
// be within what one zoo can hold, so that nothing added up here can wrap.
type yearRow struct {
	year     int
	names    []string
	visitors []int
	trees    []int
	benches  []int
}

func (r yearRow) totalVisitors() int { return sum(r.visitors) }

func sum(list []int) int {
	n := 0
	for _, x := range list {
		n += x
	}
	return n
}

// rows gives the years every zoo has, one row each; a year in which some
// zoo's count is out of bounds (reported by checkZoo) is nil.
func rows(in Input) []*yearRow {
	years := Years
	for _, p := range in.Players {
		years = min(years, len(p.Years))
	}
	out := make([]*yearRow, years)
	for y := range out {
		r := &yearRow{year: y + 1}
		for i, p := range in.Players {
			c := p.Years[y]
			if !inBounds(c) {
				r = nil
				break
			}
			r.names = append(r.names, playerLabel(p.Name, i))
			r.visitors = append(r.visitors, c.Visitors)
			r.trees = append(r.trees, c.Trees)
			r.benches = append(r.benches, c.Benches)
		}
		out[y] = r
	}
	return out
}

// inBounds reports whether one zoo's counts of one year are within what a
// zoo can hold.
func inBounds(c Year) bool {
	return c.Visitors >= 0 && c.Visitors <= MaxVisitorsPerZoo && c.Trees >= 0 && c.Trees <= MaxTreesPerZoo &&
		c.Benches >= 0 && c.Benches <= MaxBenches
}

// checkYears checks what all zoos together hold, year by year and from one
// year to the next: the counts must come from a handout of the 5
// categories' visitors and of the trees that the rules allow, and what
// stays in a zoo (enclosures, bushes, benches) must stay.
func checkYears(in Input) []scorer.Note {
	if len(in.Players) < 2 || len(in.Players) > MaxPlayers {
		return nil // zoosim.player-count says it
	}
	var out []scorer.Note
	bushy := make([]bool, len(in.Players)) // zoos known to have bushes
	var prev *yearRow
	var before map[stage]bool // stages the years so far can end in
	for _, r := range rows(in) {
		if r == nil {
			prev, before = nil, nil
			continue
		}
		notes, now := checkYear(r, bushy)
		out = append(out, notes...)
		if now != nil && before != nil {
			var n []scorer.Note
			if now, n = checkFollows(prev, r, before, now); len(n) > 0 {
				out = append(out, n...)
			}
		}
		for i, t := range r.trees {
			bushy[i] = bushy[i] || t > 0
		}
		prev, before = r, now
	}
	return out
}

// checkYear checks one year on its own (with the zoos known to have bushes
// from the years before) and gives the stages its visitors can be in, or
// nil when they cannot be handed out.
func checkYear(r *yearRow, bushy []bool) ([]scorer.Note, map[stage]bool) {
	var out []scorer.Note
	add := func(player, rule, format string, args ...any) {
		out = append(out, scorer.Note{Player: player, Rule: rule, Message: fmt.Sprintf(format, args...)})
	}
	if n := sum(r.benches); n > MaxBenches {
		add("", "zoosim.benches-per-year", "year %d has %d park benches in all zoos, but the %d zoo tiles can close at most %d paths (%d each): check the benches",
			r.year, n, TileCount, MaxBenches, MaxBenchesPerTile)
	}
	if !reachableTotal(r.totalVisitors()) {
		add("", "zoosim.visitors-per-year", "%s", totalText(r))
		return out, nil
	}
	treeNotes := checkTreeHandout(r, bushy)
	out = append(out, treeNotes...)
	free, withBushes := stages(r.visitors, bushZoos(r, bushy))
	if len(free) == 0 {
		add("", "zoosim.visitors-handout", "%s", handoutText(r))
		return out, nil
	}
	if len(treeNotes) > 0 {
		return out, free
	}
	if len(withBushes) == 0 {
		who := needText(r, bushy)
		add(who.player, "zoosim.trees-need-bushes", "%s", who.message)
		return out, free
	}
	return out, withBushes
}

// bushZoos are the zoos that have bushes in this year: those with trees now
// or in a year before.
func bushZoos(r *yearRow, bushy []bool) []bool {
	out := make([]bool, len(r.trees))
	for i, t := range r.trees {
		out[i] = bushy[i] || t > 0
	}
	return out
}

// checkTreeHandout checks the year's trees: none, 2 for one zoo, or 2 and 1
// for two zoos; and every zoo that had trees before still has its bushes, so
// it still takes part in the contest for trees.
func checkTreeHandout(r *yearRow, bushy []bool) []scorer.Note {
	var twos, ones []string
	for i, t := range r.trees {
		switch t {
		case 2:
			twos = append(twos, r.names[i])
		case 1:
			ones = append(ones, r.names[i])
		}
	}
	note := func(player, rule, format string, args ...any) []scorer.Note {
		return []scorer.Note{{Player: player, Rule: rule, Message: fmt.Sprintf(format, args...)}}
	}
	switch {
	case len(twos) > 1:
		return note("", "zoosim.trees-per-year", "year %d gives 2 trees to %s; only the zoo with the most bushes gets 2 (the second gets 1): check the trees",
			r.year, scorer.JoinNames(twos))
	case len(ones) > 1:
		return note("", "zoosim.trees-per-year", "year %d gives 1 tree to %s; only the zoo with the second most bushes gets 1 (the most get 2): check the trees",
			r.year, scorer.JoinNames(ones))
	case len(ones) == 1 && len(twos) == 0:
		return note(ones[0], "zoosim.trees-per-year", "year %d gives %s 1 tree but no zoo 2; the zoo with the most bushes gets 2 trees before the second gets 1: check the trees",
			r.year, ones[0])
	}
	var kept []string // zoos with bushes from an earlier year and no tree now
	for i, b := range bushy {
		if b && r.trees[i] == 0 {
			kept = append(kept, r.names[i])
		}
	}
	switch {
	case len(kept) > 0 && len(twos) == 0:
		return note(kept[0], "zoosim.bushes-stay", "%s had trees in an earlier year, so bushes, and bushes stay; then every later year gives trees (2 to the most bushes), but year %d gives none: check the trees",
			scorer.JoinNames(kept), r.year)
	case len(kept) > 0 && len(ones) == 0:
		return note(kept[0], "zoosim.bushes-stay", "%s had trees in an earlier year, so bushes, and bushes stay; with %s's 2 trees, the second most bushes get 1 tree, but year %d gives no zoo 1: check the trees",
			scorer.JoinNames(kept), twos[0], r.year)
	}
	return nil
}

// totalText explains a year whose visitors in all zoos add up to what no
// handout gives, naming the rulebook's example when these are its counts.
func totalText(r *yearRow) string {
	n := r.totalVisitors()
	why := fmt.Sprintf("year %d has %d visitors in all zoos together, but each of the 5 categories hands out 0, 1 (a zoo alone has it) or 3 visitors (2 and 1), so a year has 0 to 13 or 15 visitors, never 14 nor more than 15",
		r.year, n)
	if isRulebookExample(r) {
		why += "; these are the counts the rulebook itself prints in its example after the 14th auction, so that example miscounts a visitor"
	}
	return why + ": check every zoo's visitors"
}

// isRulebookExample reports whether a year holds the counts the ZooSim
// rulebook prints after its 14th auction, in any order: 3 visitors and 1
// bench; 2 visitors and 2 benches; 5 visitors, 1 tree, 1 bench; 4
// visitors, 2 trees, 1 bench.
func isRulebookExample(r *yearRow) bool {
	if len(r.visitors) != 4 {
		return false
	}
	want := map[Year]int{{3, 0, 1}: 1, {2, 0, 2}: 1, {5, 1, 1}: 1, {4, 2, 1}: 1}
	for i := range r.visitors {
		y := Year{r.visitors[i], r.trees[i], r.benches[i]}
		if want[y] == 0 {
			return false
		}
		want[y]--
	}
	return true
}

// handoutText explains visitors that no handout of the 5 categories gives,
// with the plainest reason found.
func handoutText(r *yearRow) string {
	counts := countsText(r.names, r.visitors)
	for i, v := range r.visitors {
		others := r.totalVisitors() - v
		if need := v - len(Categories); need > others {
			return fmt.Sprintf("year %d's visitors (%s) cannot be handed out: %s's %d need the best enclosure (2 visitors) in at least %d categories, and each of those gives the second best zoo 1 visitor, so the other zoos have at least %d together, not %d: check the visitors",
				r.year, counts, r.names[i], v, need, need, others)
		}
	}
	return fmt.Sprintf("year %d's visitors (%s) cannot be handed out: each of the 5 categories gives no visitor, 1 to the only zoo that has it, or 2 to the best zoo and 1 to the second, and no such handout gives these counts: check the visitors",
		r.year, counts)
}

type noteText struct{ player, message string }

// needText explains why the zoos with bushes (trees now or in a year
// before) cannot have the enclosures their bushes came with.
func needText(r *yearRow, bushy []bool) noteText {
	var now, before []string
	for i := range r.trees {
		switch {
		case r.trees[i] > 0:
			now = append(now, r.names[i])
		case bushy[i]:
			before = append(before, r.names[i])
		}
	}
	var parts []string
	if len(now) > 0 {
		parts = append(parts, fmt.Sprintf("%s %s trees in year %d", scorer.JoinNames(now), hasHave(len(now)), r.year))
	}
	if len(before) > 0 {
		parts = append(parts, fmt.Sprintf("%s had trees before", scorer.JoinNames(before)))
	}
	first := append(now, before...)[0]
	base := strings.Join(parts, " and ") + ", so bushes; bushes lie on zoo tiles, and every tile is two enclosures of two different categories"
	counts := countsText(r.names, r.visitors)
	switch {
	case r.totalVisitors() == 0:
		return noteText{first, base + ", yet no zoo has a visitor: check the visitors and the trees"}
	case len(r.visitors) == 2:
		return noteText{first, base + "; with 2 players every category a zoo has draws it at least 1 visitor, so a zoo with bushes has at least 2 visitors (" +
			counts + "): check the visitors and the trees"}
	}
	return noteText{first, base + "; each category a zoo has draws it visitors unless two other zoos draw that category's 2 and 1, and no handout of the visitors (" +
		counts + ") gives each zoo with bushes two categories: check the visitors and the trees"}
}

func hasHave(n int) string {
	if n == 1 {
		return "has"
	}
	return "have"
}

// countsText reads "Alan 10, Klaus 0".
func countsText(names []string, counts []int) string {
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = fmt.Sprintf("%s %d", n, counts[i])
	}
	return strings.Join(parts, ", ")
}

// checkFollows checks that year r's visitors can follow those of the year
// before: enclosures stay, so no category hands out fewer visitors than a
// year before. It gives the stages year r can be in after the years before.
func checkFollows(prev, r *yearRow, before, now map[stage]bool) (map[stage]bool, []scorer.Note) {
	after := map[stage]bool{}
	for s := range now {
		for b := range before {
			if follows(b, s) {
				after[s] = true
				break
			}
		}
	}
	if len(after) > 0 {
		return after, nil
	}
	msg := fmt.Sprintf("the visitors of year %d (%s) cannot follow those of year %d (%s): enclosures stay, so a category in play stays in play and a category two zoos have stays contested, and every handout of year %d's visitors has more categories in play, or more contested, than any of year %d's: check both years' visitors",
		r.year, countsText(r.names, r.visitors), prev.year, countsText(prev.names, prev.visitors), prev.year, r.year)
	if was, is := prev.totalVisitors(), r.totalVisitors(); is < was {
		msg = fmt.Sprintf("year %d has %d visitors in all zoos together, fewer than the %d of year %d; enclosures stay, so no category hands out fewer visitors than the year before (a zoo alone draws 1, two zoos or more draw 3): check both years' visitors",
			r.year, is, was, prev.year)
	}
	return now, []scorer.Note{{Rule: "zoosim.visitors-decrease", Message: msg}}
}
