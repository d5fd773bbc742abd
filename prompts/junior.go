package prompts

import (
	"slices"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/junior"
)

// AskJunior asks for a finished Zooloretto Junior game: the players, then
// for each zoo its three enclosures and its barn, then the confirmation.
// Kinds and landscapes are chosen from lists, never typed.
func AskJunior(p Prompter) (junior.Input, error) {
	var in junior.Input
	names, err := askPlayers(p, junior.Game)
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
		summary: func() []string { return JuniorSummaryIn(localizer(p), in, widthOf(p)) },
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
	l := localizer(p)
	for len(z.Enclosures) < junior.MaxEnclosures {
		z.Enclosures = append(z.Enclosures, junior.Enclosure{})
	}
	z.Enclosures = slices.Clone(z.Enclosures)
	for {
		var items []string
		for n, e := range z.Enclosures {
			items = append(items, describeEnclosure(l, n+1, e))
		}
		items = append(items, l.T("junior.menu.barn", "holds", describeBarn(z.Barn)), l.T("junior.menu.back"))
		i, err := p.Select(l.T("junior.ask.which-part", "player", z.Name), items)
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

// describeEnclosure reads "enclosure 1: 5 llamas (1 offspring), pond".
func describeEnclosure(l *i18n.Localizer, n int, e junior.Enclosure) string {
	var parts []any
	if e.Animals > 0 {
		parts = append(parts, animalsWithOffspring(e.Animals, e.Offspring, e.Animal))
	}
	for _, ls := range e.Landscapes {
		parts = append(parts, scorer.Word(ls))
	}
	return l.T("junior.menu.enclosure", "enclosure", n, "holds", commaListOrNone(parts))
}

// animalsWithOffspring says n animals of a kind and how many of them are
// offspring: "5 llamas (1 offspring)", or "5 llamas" without offspring.
func animalsWithOffspring(n, offspring int, kind string) any {
	animals := scorer.Count{N: n, Noun: kind}
	if offspring <= 0 {
		return animals
	}
	return scorer.M("junior.with-offspring", "animals", animals, "offspring", scorer.Count{N: offspring, Noun: "offspring"})
}

// describeBarn reads "2 wolves; 1 rock" or "empty".
func describeBarn(b junior.Barn) any {
	animals, landscapes := tileCounts(b.Animals), tileCounts(b.Landscapes)
	switch {
	case len(animals) == 0 && len(landscapes) == 0:
		return scorer.M("junior.barn.empty")
	case len(landscapes) == 0:
		return commaList(animals)
	case len(animals) == 0:
		return commaList(landscapes)
	}
	return scorer.M("junior.semicolon", "head", commaList(animals), "tail", commaList(landscapes))
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

// The choices of the landscape question besides the landscapes: done, and
// when the enclosure holds some already (being corrected), starting them
// again.
const (
	doneChoice  = "done"
	clearChoice = "clear"
)

// askEnclosure asks what enclosure n holds, offering what it holds now:
// its kind comes first in the list, its counts are the defaults and its
// landscapes are kept unless removed.
func askEnclosure(p Prompter, name string, n int, now junior.Enclosure) (junior.Enclosure, error) {
	l := localizer(p)
	var e junior.Enclosure
	where := l.T("junior.ask.where", "player", name, "enclosure", n)
	kinds := append([]string{""}, junior.Kinds...) // "": no animals
	if now.Animals > 0 && slices.Contains(junior.Kinds, now.Animal) {
		kinds = append([]string{now.Animal}, slices.DeleteFunc(kinds, func(k string) bool { return k == now.Animal })...)
	}
	items := make([]string, len(kinds))
	for i, k := range kinds {
		items[i] = l.Word(k)
		if k == "" {
			items[i] = l.T("junior.menu.no-animals")
		}
	}
	k, err := p.Select(l.T("junior.ask.which-animals", "where", where), items)
	if err != nil {
		return e, err
	}
	room := junior.EnclosureSize
	if kinds[k] != "" {
		e.Animal = kinds[k]
		count, offspring := 1, 0
		if e.Animal == now.Animal {
			count, offspring = min(max(now.Animals, 1), room), now.Offspring
		}
		label := l.T("junior.ask.enclosure-animals", "where", where, "kind", scorer.Word(e.Animal), "most", room)
		if e.Animals, err = AskInt(p, label, count, 1, room); err != nil {
			return e, err
		}
		most := min(e.Animals, junior.OffspringPerKind)
		if e.Offspring, err = AskInt(p, l.T("junior.ask.enclosure-offspring", "where", where, "most", most), min(offspring, most), 0, most); err != nil {
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
		choices := []string{doneChoice}
		if room > 0 {
			choices = append(choices, junior.Landscapes...)
		}
		if len(e.Landscapes) > 0 {
			choices = append(choices, clearChoice)
		}
		label := l.T("junior.ask.landscapes", "where", where, "landscapes", commaListOrNone(wordArgs(e.Landscapes)))
		choice, err := p.Select(label, choiceItems(l, choices))
		if err != nil {
			return e, err
		}
		switch choices[choice] {
		case doneChoice:
			return e, nil
		case clearChoice:
			room += len(e.Landscapes)
			e.Landscapes = nil
		default:
			e.Landscapes = append(e.Landscapes, choices[choice])
			room--
		}
	}
	return e, nil
}

// choiceItems shows the choices of a list of game words, done and clear.
func choiceItems(l *i18n.Localizer, choices []string) []string {
	items := make([]string, len(choices))
	for i, c := range choices {
		switch c {
		case doneChoice:
			items[i] = l.T("junior.menu.done")
		case clearChoice:
			items[i] = l.T("junior.menu.clear-landscapes")
		default:
			items[i] = l.Word(c)
		}
	}
	return items
}

// askBarn asks what a barn holds, starting from now: a kind already counted
// is corrected when picked again.
func askBarn(p Prompter, name string, now junior.Barn) (junior.Barn, error) {
	l := localizer(p)
	b := junior.Barn{Animals: copyCounts(now.Animals), Offspring: copyCounts(now.Offspring), Landscapes: copyCounts(now.Landscapes)}
	for {
		choices := append([]string{doneChoice}, junior.Kinds...)
		label := l.T("junior.ask.barn-kinds", "player", name, "animals", commaListOrNone(tileCounts(b.Animals)))
		choice, err := p.Select(label, choiceItems(l, choices))
		if err != nil {
			return b, err
		}
		if choice == 0 {
			break
		}
		kind := choices[choice]
		n, err := askBarnCount(p, name, "junior.ask.barn-animals", kind, b.Animals[kind], junior.TilesPerKind+junior.OffspringPerKind)
		if err != nil {
			return b, err
		}
		if n == 0 {
			delete(b.Animals, kind)
			delete(b.Offspring, kind)
			continue
		}
		most := min(n, junior.OffspringPerKind)
		off, err := AskInt(p, l.T("junior.ask.barn-offspring", "player", name, "kind", scorer.Word(kind), "most", most), min(b.Offspring[kind], most), 0, most)
		if err != nil {
			return b, err
		}
		b.Animals[kind], b.Offspring[kind] = n, off
	}
	for {
		choices := append([]string{doneChoice}, junior.Landscapes...)
		label := l.T("junior.ask.barn-types", "player", name, "landscapes", commaListOrNone(tileCounts(b.Landscapes)))
		choice, err := p.Select(label, choiceItems(l, choices))
		if err != nil {
			return b, err
		}
		if choice == 0 {
			return b, nil
		}
		kind := choices[choice]
		n, err := askBarnCount(p, name, "junior.ask.barn-landscapes", kind, b.Landscapes[kind], junior.TilesPerLandscape)
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

// askBarnCount asks how many tiles of one kind or landscape (question id)
// lie in a barn. Picking one already counted corrects its count (it does
// not add to it), so the question then says so (id.now), offers the count
// as the default and takes 0 to remove it (short enough for 80 columns with
// a long name and kind).
func askBarnCount(p Prompter, name, id, what string, now, most int) (int, error) {
	l := localizer(p)
	if now == 0 {
		return AskInt(p, l.T(id, "player", name, "what", scorer.Word(what), "most", most), 1, 1, most)
	}
	return AskInt(p, l.T(id+".now", "player", name, "what", scorer.Word(what), "now", now), now, 0, most)
}

// commaList lists items as one phrase: "1 pond, 2 rocks".
func commaList(items []any) any {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return scorer.M("junior.comma", "head", items[0], "tail", commaList(items[1:]))
}

// commaListOrNone lists items, or says "none".
func commaListOrNone(items []any) any {
	if len(items) == 0 {
		return scorer.M("junior.none")
	}
	return commaList(items)
}

func wordArgs(list []string) []any {
	out := make([]any, len(list))
	for i, w := range list {
		out[i] = scorer.Word(w)
	}
	return out
}

// tileCounts lists the tiles of a barn's counts, kinds and landscapes in their
// order: "2 wolves", "1 rock".
func tileCounts(m map[string]int) []any {
	var out []any
	for _, k := range append(append([]string{}, junior.Kinds...), junior.Landscapes...) {
		if m[k] > 0 {
			out = append(out, scorer.Count{N: m[k], Noun: k})
		}
	}
	return out
}

// JuniorSummary shows the zoos as a table in English (see JuniorSummaryIn).
func JuniorSummary(in junior.Input, width int) []string {
	return JuniorSummaryIn(i18n.For(i18n.English), in, width)
}

// JuniorSummaryIn shows the zoos as a table, one row per player with an
// enclosure a column, for the confirmation and the board, in the language
// of l, fitted to a terminal width columns wide (0: no limit).
func JuniorSummaryIn(l *i18n.Localizer, in junior.Input, width int) []string {
	header := []string{l.T("junior.head.player")}
	for n := 1; n <= junior.MaxEnclosures; n++ {
		header = append(header, l.T("junior.head.enclosure", "enclosure", n))
	}
	t := Table{Header: append(header, l.T("junior.head.barn")),
		Wrap: map[int]bool{0: true, 1: true, 2: true, 3: true, 4: true}, Words: l}
	for _, z := range in.Players {
		row := []any{z.Name}
		for i := range junior.MaxEnclosures {
			pen := "-"
			if i < len(z.Enclosures) {
				pen = enclosureText(l, z.Enclosures[i])
			}
			row = append(row, pen)
		}
		t.Add(append(row, barnList(l, z.Barn))...)
	}
	head, rows := t.Lines(width)
	return append(head, rows...)
}

// enclosureText reads "3 llamas (1 offspring) + pond", "rock, pond" (no
// animals), "-" (empty).
func enclosureText(l *i18n.Localizer, e junior.Enclosure) string {
	landscapes := commaList(wordArgs(e.Landscapes))
	switch {
	case e.Animals > 0 && len(e.Landscapes) > 0:
		return l.T("junior.summary.enclosure", "animals", animalsWithOffspring(e.Animals, e.Offspring, e.Animal), "landscapes", landscapes)
	case e.Animals > 0:
		return sayArg(l, animalsWithOffspring(e.Animals, e.Offspring, e.Animal))
	case len(e.Landscapes) > 0:
		return sayArg(l, landscapes)
	}
	return "-"
}

// barnList lists a barn's tiles: "2 wolves (1 offspring)", "1 rock".
func barnList(l *i18n.Localizer, b junior.Barn) List {
	var out List
	for _, k := range junior.Kinds {
		if n := b.Animals[k]; n > 0 {
			out = append(out, sayArg(l, animalsWithOffspring(n, b.Offspring[k], k)))
		}
	}
	for _, ls := range junior.Landscapes {
		if n := b.Landscapes[ls]; n > 0 {
			out = append(out, sayArg(l, scorer.Count{N: n, Noun: ls}))
		}
	}
	if len(out) == 0 {
		return List{"-"}
	}
	return out
}

// sayArg puts a message, a count or a game word into words.
func sayArg(l *i18n.Localizer, v any) string {
	switch x := v.(type) {
	case scorer.Msg:
		return l.Say(x)
	case scorer.Count:
		return l.T("count."+x.Noun, "n", x.N)
	case scorer.Word:
		return l.Word(string(x))
	case string:
		return x
	}
	return ""
}
