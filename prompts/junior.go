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
		summary: func() []string { return JuniorSummary(in, widthOf(p)) },
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
