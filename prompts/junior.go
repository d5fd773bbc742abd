package prompts

import (
	"fmt"
	"slices"
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
	in.Players = slices.Clone(in.Players) // the caller's zoos stay as they were
	err := confirm(p, sheets{
		players: names(in.Players, func(z junior.Zoo) string { return z.Name }),
		summary: func() []string { return JuniorSummary(in, widthOf(p)) },
		check:   func() []scorer.Note { v, _ := junior.Check(in); return v },
		reask:   func(i int) error { return correctZoo(p, &in.Players[i]) },
		what:    "zoo",
	})
	return in, err
}

// correctZoo lets the table pick the enclosure or the barn that is wrong and
// asks only that part again, each question offering what it holds now, until
// the table goes back to the review.
func correctZoo(p Prompter, z *junior.Zoo) error {
	for len(z.Enclosures) < junior.MaxEnclosures {
		z.Enclosures = append(z.Enclosures, junior.Enclosure{})
	}
	z.Enclosures = slices.Clone(z.Enclosures)
	for {
		var items []string
		for n, e := range z.Enclosures {
			items = append(items, describeEnclosure(n+1, e))
		}
		items = append(items, "barn: "+describeBarn(z.Barn), "back to the review")
		i, err := p.Select(fmt.Sprintf("Which part of %s's zoo is wrong?", z.Name), items)
		if err != nil {
			return err
		}
		switch {
		case i == len(items)-1:
			return nil
		case i == len(items)-2:
			if z.Barn, err = askBarn(p, z.Name, z.Barn); err != nil {
				return err
			}
		default:
			if z.Enclosures[i], err = askEnclosure(p, z.Name, i+1, z.Enclosures[i]); err != nil {
				return err
			}
		}
	}
}

// describeEnclosure reads "enclosure 1: 5 llama (1 offspring), pond".
func describeEnclosure(n int, e junior.Enclosure) string {
	var parts []string
	if e.Animals > 0 {
		animals := fmt.Sprintf("%d %s", e.Animals, e.Animal)
		if e.Offspring > 0 {
			animals += fmt.Sprintf(" (%d offspring)", e.Offspring)
		}
		parts = append(parts, animals)
	}
	parts = append(parts, e.Landscapes...)
	return fmt.Sprintf("enclosure %d: %s", n, listOrNone(parts))
}

// describeBarn reads "2 wolf; 1 rock" or "empty".
func describeBarn(b junior.Barn) string {
	animals, landscapes := countsOrNone(b.Animals), countsOrNone(b.Landscapes)
	switch {
	case animals == "none" && landscapes == "none":
		return "empty"
	case landscapes == "none":
		return animals
	case animals == "none":
		return landscapes
	}
	return animals + "; " + landscapes
}

func askZoo(p Prompter, name string) (junior.Zoo, error) {
	z := junior.Zoo{Name: name}
	for n := 1; n <= junior.MaxEnclosures; n++ {
		e, err := askEnclosure(p, name, n, junior.Enclosure{})
		if err != nil {
			return z, err
		}
		// Empty enclosures are kept so that enclosure numbers stay those
		// of the board.
		z.Enclosures = append(z.Enclosures, e)
	}
	barn, err := askBarn(p, name, junior.Barn{})
	z.Barn = barn
	return z, err
}

// clearLandscapes is the extra choice of the landscape question when the
// enclosure holds some already (being corrected): it starts them again.
const clearLandscapes = "remove these landscapes"

// askEnclosure asks what enclosure n holds, offering what it holds now:
// its kind comes first in the list, its counts are the defaults and its
// landscapes are kept unless removed.
func askEnclosure(p Prompter, name string, n int, now junior.Enclosure) (junior.Enclosure, error) {
	var e junior.Enclosure
	where := fmt.Sprintf("%s, enclosure %d", name, n)
	kinds := append([]string{"no animals"}, junior.Kinds...)
	if now.Animals > 0 && slices.Contains(junior.Kinds, now.Animal) {
		kinds = append([]string{now.Animal}, slices.DeleteFunc(kinds, func(k string) bool { return k == now.Animal })...)
	}
	k, err := p.Select(where+": which animals?", kinds)
	if err != nil {
		return e, err
	}
	room := junior.EnclosureSize
	if kinds[k] != "no animals" {
		e.Animal = kinds[k]
		count, offspring := 1, 0
		if e.Animal == now.Animal {
			count, offspring = min(max(now.Animals, 1), room), now.Offspring
		}
		if e.Animals, err = AskInt(p, fmt.Sprintf("%s: %s tiles, offspring included (1-%d)", where, e.Animal, room), count, 1, room); err != nil {
			return e, err
		}
		most := min(e.Animals, junior.OffspringPerKind)
		if e.Offspring, err = AskInt(p, fmt.Sprintf("%s: how many are offspring (0-%d)", where, most), min(offspring, most), 0, most); err != nil {
			return e, err
		}
		room -= e.Animals
	}
	e.Landscapes = slices.Clone(now.Landscapes[:min(len(now.Landscapes), room)])
	room -= len(e.Landscapes)
	// Landscapes kept from before are offered for removal even when the
	// enclosure is full; a full new enclosure asks nothing.
	kept := len(e.Landscapes) > 0
	for room > 0 || kept {
		kept = false
		items := []string{done}
		if room > 0 {
			items = append(items, junior.Landscapes...)
		}
		if len(e.Landscapes) > 0 {
			items = append(items, clearLandscapes)
		}
		choice, err := p.Select(fmt.Sprintf("%s: landscape tiles so far: %s. Add one?", where, listOrNone(e.Landscapes)), items)
		if err != nil {
			return e, err
		}
		switch items[choice] {
		case done:
			return e, nil
		case clearLandscapes:
			room += len(e.Landscapes)
			e.Landscapes = nil
		default:
			e.Landscapes = append(e.Landscapes, items[choice])
			room--
		}
	}
	return e, nil
}

// askBarn asks what a barn holds, starting from now: a kind already counted
// is corrected when picked again.
func askBarn(p Prompter, name string, now junior.Barn) (junior.Barn, error) {
	b := junior.Barn{Animals: copyCounts(now.Animals), Offspring: copyCounts(now.Offspring), Landscapes: copyCounts(now.Landscapes)}
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
		off, err := AskInt(p, fmt.Sprintf("%s's barn: how many %s tiles are offspring (0-%d)", name, kind, most), min(b.Offspring[kind], most), 0, most)
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

func copyCounts(m map[string]int) map[string]int {
	out := make(map[string]int, len(m))
	for k, v := range m {
		if v != 0 {
			out[k] = v
		}
	}
	return out
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
			parts = append(parts, junior.CountOf(m[k], k))
		}
	}
	return listOrNone(parts)
}

// JuniorSummary shows the zoos as a table, one row per player with an
// enclosure a column, for the confirmation and the board, fitted to a
// terminal width columns wide (0: no limit).
func JuniorSummary(in junior.Input, width int) []string {
	t := Table{Header: []string{"player", "enclosure 1", "enclosure 2", "enclosure 3", "barn"},
		Wrap: map[int]bool{0: true, 1: true, 2: true, 3: true, 4: true}}
	for _, z := range in.Players {
		row := []any{z.Name}
		for i := range junior.MaxEnclosures {
			pen := "-"
			if i < len(z.Enclosures) {
				pen = enclosureText(z.Enclosures[i])
			}
			row = append(row, pen)
		}
		t.Add(append(row, barnList(z.Barn))...)
	}
	head, rows := t.Lines(width)
	return append(head, rows...)
}

// enclosureText reads "3 llamas (1 offspring) + pond", "rock, pond" (no
// animals), "-" (empty).
func enclosureText(e junior.Enclosure) string {
	var parts []string
	if e.Animals > 0 {
		animals := junior.CountOf(e.Animals, e.Animal)
		if e.Offspring > 0 {
			animals += fmt.Sprintf(" (%d offspring)", e.Offspring)
		}
		parts = append(parts, animals)
	}
	if len(e.Landscapes) > 0 {
		parts = append(parts, strings.Join(e.Landscapes, ", "))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " + ")
}

// barnList lists a barn's tiles: "2 wolves (1 offspring)", "1 rock".
func barnList(b junior.Barn) List {
	var out List
	for _, k := range junior.Kinds {
		if n := b.Animals[k]; n > 0 {
			item := junior.CountOf(n, k)
			if off := b.Offspring[k]; off > 0 {
				item += fmt.Sprintf(" (%d offspring)", off)
			}
			out = append(out, item)
		}
	}
	for _, l := range junior.Landscapes {
		if n := b.Landscapes[l]; n > 0 {
			out = append(out, junior.CountOf(n, l))
		}
	}
	if len(out) == 0 {
		return List{"-"}
	}
	return out
}
