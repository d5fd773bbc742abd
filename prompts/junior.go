package prompts

import (
	"fmt"
	"strings"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/junior"
)

const done = "done"

// AskJunior asks for a finished Zooloretto Junior game: the players, then
// for each zoo its three enclosures and its barn, then the confirmation.
// Kinds and landscapes are chosen from lists, never typed.
func AskJunior(p Prompter) (junior.Input, error) {
	var in junior.Input
	names, err := AskNames(p, junior.MinPlayers, junior.MaxPlayers)
	if err != nil {
		return in, err
	}
	in.Players = make([]junior.Zoo, len(names))
	for i, name := range names {
		if in.Players[i], err = askZoo(p, name); err != nil {
			return in, err
		}
	}
	return ReviewJunior(p, in)
}

// ReviewJunior shows every zoo and lets the table correct any of them until
// all is right (also used to edit a stored game).
func ReviewJunior(p Prompter, in junior.Input) (junior.Input, error) {
	err := confirm(p, sheets{
		players: names(in.Players, func(z junior.Zoo) string { return z.Name }),
		summary: func() []string { return JuniorSummary(in) },
		check:   func() []scorer.Note { v, _ := junior.Check(in); return v },
		reask: func(i int) (err error) {
			in.Players[i], err = askZoo(p, in.Players[i].Name)
			return err
		},
		what: "zoo",
	})
	return in, err
}

func askZoo(p Prompter, name string) (junior.Zoo, error) {
	z := junior.Zoo{Name: name}
	for n := 1; n <= junior.MaxEnclosures; n++ {
		e, err := askEnclosure(p, name, n)
		if err != nil {
			return z, err
		}
		// Empty enclosures are kept so that enclosure numbers stay those
		// of the board.
		z.Enclosures = append(z.Enclosures, e)
	}
	barn, err := askBarn(p, name)
	z.Barn = barn
	return z, err
}

func askEnclosure(p Prompter, name string, n int) (junior.Enclosure, error) {
	var e junior.Enclosure
	where := fmt.Sprintf("%s, enclosure %d", name, n)
	kinds := append([]string{"no animals"}, junior.Kinds...)
	k, err := p.Select(where+": which animals?", kinds)
	if err != nil {
		return e, err
	}
	room := junior.EnclosureSize
	if k > 0 {
		e.Animal = kinds[k]
		if e.Animals, err = AskInt(p, fmt.Sprintf("%s: %s tiles, offspring included (1-%d)", where, e.Animal, room), 1, 1, room); err != nil {
			return e, err
		}
		most := min(e.Animals, junior.OffspringPerKind)
		if e.Offspring, err = AskInt(p, fmt.Sprintf("%s: how many are offspring (0-%d)", where, most), 0, 0, most); err != nil {
			return e, err
		}
		room -= e.Animals
	}
	for room > 0 {
		choice, err := p.Select(fmt.Sprintf("%s: landscape tiles so far: %s. Add one?", where, listOrNone(e.Landscapes)),
			append([]string{done}, junior.Landscapes...))
		if err != nil {
			return e, err
		}
		if choice == 0 {
			break
		}
		e.Landscapes = append(e.Landscapes, junior.Landscapes[choice-1])
		room--
	}
	return e, nil
}

func askBarn(p Prompter, name string) (junior.Barn, error) {
	b := junior.Barn{Animals: map[string]int{}, Offspring: map[string]int{}, Landscapes: map[string]int{}}
	for {
		items := append([]string{done}, junior.Kinds...)
		choice, err := p.Select(fmt.Sprintf("%s's barn: animals so far: %s. Add a kind?", name, countsOrNone(b.Animals)), items)
		if err != nil {
			return b, err
		}
		if choice == 0 {
			break
		}
		kind := items[choice]
		n, err := askBarnCount(p, name, kind+" tiles", ", offspring included", b.Animals[kind], junior.TilesPerKind+junior.OffspringPerKind)
		if err != nil {
			return b, err
		}
		if n == 0 {
			delete(b.Animals, kind)
			delete(b.Offspring, kind)
			continue
		}
		most := min(n, junior.OffspringPerKind)
		off, err := AskInt(p, fmt.Sprintf("%s's barn: how many %s tiles are offspring (0-%d)", name, kind, most), 0, 0, most)
		if err != nil {
			return b, err
		}
		b.Animals[kind], b.Offspring[kind] = n, off
	}
	for {
		items := append([]string{done}, junior.Landscapes...)
		choice, err := p.Select(fmt.Sprintf("%s's barn: landscapes so far: %s. Add a type?", name, countsOrNone(b.Landscapes)), items)
		if err != nil {
			return b, err
		}
		if choice == 0 {
			return b, nil
		}
		kind := items[choice]
		n, err := askBarnCount(p, name, kind+" tiles", "", b.Landscapes[kind], junior.TilesPerLandscape)
		if err != nil {
			return b, err
		}
		if n == 0 {
			delete(b.Landscapes, kind)
			continue
		}
		b.Landscapes[kind] = n
	}
}

// askBarnCount asks how many tiles of one kind lie in a barn. Picking a kind
// already counted corrects its count (it does not add to it), so the question
// then says so, offers the count as the default and takes 0 to remove it
// (short enough for 80 columns with a long name and kind).
func askBarnCount(p Prompter, name, what, extra string, now, most int) (int, error) {
	if now == 0 {
		return AskInt(p, fmt.Sprintf("%s's barn: %s%s (1-%d)", name, what, extra, most), 1, 1, most)
	}
	return AskInt(p, fmt.Sprintf("%s's barn: %s in all, now %d (0 removes)", name, what, now), now, 0, most)
}

func listOrNone(list []string) string {
	if len(list) == 0 {
		return "none"
	}
	return strings.Join(list, ", ")
}

func countsOrNone(m map[string]int) string {
	var parts []string
	for _, k := range append(append([]string{}, junior.Kinds...), junior.Landscapes...) {
		if m[k] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", m[k], k))
		}
	}
	return listOrNone(parts)
}

// JuniorSummary is one line per zoo, for the confirmation.
func JuniorSummary(in junior.Input) []string {
	lines := []string{"player        enclosures                                        barn"}
	for _, z := range in.Players {
		var encl []string
		for i, e := range z.Enclosures {
			if e.Animals == 0 && len(e.Landscapes) == 0 {
				continue
			}
			// An enclosure of landscapes only reads "2: rock, pond", not
			// "2: 0  + rock, pond".
			var parts []string
			if e.Animals > 0 {
				animals := fmt.Sprintf("%d %s", e.Animals, e.Animal)
				if e.Offspring > 0 {
					animals += fmt.Sprintf(" (%d offspring)", e.Offspring)
				}
				parts = append(parts, animals)
			}
			if len(e.Landscapes) > 0 {
				parts = append(parts, strings.Join(e.Landscapes, ", "))
			}
			s := fmt.Sprintf("%d: %s", i+1, strings.Join(parts, " + "))
			encl = append(encl, s)
		}
		barn := countsOrNone(z.Barn.Animals)
		if l := countsOrNone(z.Barn.Landscapes); l != "none" {
			barn += "; " + l
		}
		lines = append(lines, fmt.Sprintf("%-13s %-49s %s", z.Name, listOrNone(encl), barn))
	}
	return lines
}
