// Zooloretto Junior's questions, in this order: the players of a tracked
// game, the zoos of a finished one, the takes and bonus actions of a tracked
// one, and its line prompt. The only file of prompts that imports
// scorer/junior.

package prompts

import (
	"slices"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/termtext"
)

// AskJuniorSetup asks for the 2 to 5 players of a tracked Zooloretto Junior
// game, in seating order.
func AskJuniorSetup(p Prompter) ([]string, error) {
	p.Say(message(p, "junior.say.seating"))
	return askPlayers(p, junior.Game)
}

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
		parts = append(parts, msg.Word(ls))
	}
	return l.T("junior.menu.enclosure", "enclosure", n, "holds", commaListOrNone(parts))
}

// animalsWithOffspring says n animals of a kind and how many of them are
// offspring: "5 llamas (1 offspring)", or "5 llamas" without offspring.
func animalsWithOffspring(n, offspring int, kind string) any {
	animals := msg.Count{N: n, Noun: kind}
	if offspring <= 0 {
		return animals
	}
	return msg.M("junior.with-offspring", "animals", animals, "offspring", msg.Count{N: offspring, Noun: "offspring"})
}

// describeBarn reads "2 wolves; 1 rock" or "empty".
func describeBarn(b junior.Barn) any {
	animals, landscapes := tileCounts(b.Animals), tileCounts(b.Landscapes)
	switch {
	case len(animals) == 0 && len(landscapes) == 0:
		return msg.M("junior.barn.empty")
	case len(landscapes) == 0:
		return commaList(animals)
	case len(animals) == 0:
		return commaList(landscapes)
	}
	return msg.M("junior.semicolon", "head", commaList(animals), "tail", commaList(landscapes))
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
		label := l.T("junior.ask.enclosure-animals", "where", where, "kind", msg.Word(e.Animal), "most", room)
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
		off, err := AskInt(p, l.T("junior.ask.barn-offspring", "player", name, "kind", msg.Word(kind), "most", most), min(b.Offspring[kind], most), 0, most)
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
		return AskInt(p, l.T(id, "player", name, "what", msg.Word(what), "most", most), 1, 1, most)
	}
	return AskInt(p, l.T(id+".now", "player", name, "what", msg.Word(what), "now", now), now, 0, most)
}

// commaList lists items as one phrase: "1 pond, 2 rocks".
func commaList(items []any) any {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return msg.M("junior.comma", "head", items[0], "tail", commaList(items[1:]))
}

// commaListOrNone lists items, or says "none".
func commaListOrNone(items []any) any {
	if len(items) == 0 {
		return msg.M("junior.none")
	}
	return commaList(items)
}

func wordArgs(list []string) []any {
	out := make([]any, len(list))
	for i, w := range list {
		out[i] = msg.Word(w)
	}
	return out
}

// tileCounts lists the tiles of a barn's counts, kinds and landscapes in their
// order: "2 wolves", "1 rock".
func tileCounts(m map[string]int) []any {
	var out []any
	for _, k := range append(append([]string{}, junior.Kinds...), junior.Landscapes...) {
		if m[k] > 0 {
			out = append(out, msg.Count{N: m[k], Noun: k})
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
	t := termtext.Table{Header: append(header, l.T("junior.head.barn")),
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
func barnList(l *i18n.Localizer, b junior.Barn) termtext.List {
	var out termtext.List
	for _, k := range junior.Kinds {
		if n := b.Animals[k]; n > 0 {
			out = append(out, sayArg(l, animalsWithOffspring(n, b.Offspring[k], k)))
		}
	}
	for _, ls := range junior.Landscapes {
		if n := b.Landscapes[ls]; n > 0 {
			out = append(out, sayArg(l, msg.Count{N: n, Noun: ls}))
		}
	}
	if len(out) == 0 {
		return termtext.List{"-"}
	}
	return out
}

// sayArg puts a message, a count or a game word into words.
func sayArg(l *i18n.Localizer, v any) string {
	switch x := v.(type) {
	case msg.Msg:
		return l.Say(x)
	case msg.Count:
		return l.T("count."+x.Noun, "n", x.N)
	case msg.Word:
		return l.Word(string(x))
	case string:
		return x
	}
	return ""
}

// fertileItem says a fertility choice: "not fertile", "fertile female".
func fertileItem(l *i18n.Localizer, sex string) string {
	switch sex {
	case "female":
		return l.T("junior.menu.fertile-female")
	case "male":
		return l.T("junior.menu.fertile-male")
	}
	return l.T("junior.menu.not-fertile")
}

// tileName says a tile without an article: "llama", "fertile female
// llama", "llama offspring".
func tileName(l *i18n.Localizer, tile, sex string, offspring bool) string {
	return sayArg(l, junior.TileName(tile, sex, offspring))
}

// AskJuniorTake asks for the next entry of the round: a player's truck (its
// tiles, what each is and where it went), or the mark that the round is the
// last (offered until a round is marked). It does not apply the entry. When
// the applied take earns a bonus action (t.CanBonus()), the caller asks it
// with AskJuniorBonus.
func AskJuniorTake(p Prompter, t *junior.Tracker) (junior.Entry, error) {
	round := t.Round()
	e := junior.Entry{Round: round}
	players := t.ToTake()
	if t.Ended() || len(players) == 0 {
		return e, ErrGameOver
	}
	script := t.Script()
	items := append([]string{}, players...)
	label := message(p, "junior.ask.who-takes", "round", round)
	if lastMarked(script) {
		label = message(p, "junior.ask.who-takes.last", "round", round)
	} else {
		items = append(items, message(p, "junior.menu.last-round"))
	}
	i, err := p.Select(label, items)
	if err != nil {
		return e, err
	}
	if i == len(players) {
		e.Last = true
		return e, nil
	}
	who := players[i]
	n, err := askTruckSize(p, who, t.TakeSizes(who))
	if err != nil {
		return e, err
	}
	take := &junior.Take{Player: who}
	if t.TruckMatters(who, n) {
		if take.Truck, err = askTruck(p, who, n, t.TruckOptions(who, n)); err != nil {
			return e, err
		}
	}
	zoo := zooOf(t.Input(), who)
	for k := 1; k <= n; k++ {
		tile, err := askJuniorTile(p, t, who, k, n, take.Tiles, &zoo)
		if err != nil {
			return e, err
		}
		take.Tiles = append(take.Tiles, tile)
	}
	e.Take = take
	return e, nil
}

// lastMarked reports whether a round of the game is marked as the last.
func lastMarked(s junior.Script) bool {
	for _, r := range s.Rounds {
		if r.Last {
			return true
		}
	}
	return false
}

// askTruckSize asks how many tiles the truck held, offering the counts a
// truck left this round can hold (with 2 players the trucks have 1, 2 and 3
// boxes and each is taken once a round).
func askTruckSize(p Prompter, who string, sizes []int) (int, error) {
	numbers := make([]any, len(sizes))
	for i, n := range sizes {
		numbers[i] = n
	}
	choices := commaList(numbers)
	label := message(p, "junior.ask.how-many-tiles", "player", who, "choices", commaList(numbers))
	answer, err := p.Input(label, strconv.Itoa(sizes[len(sizes)-1]), func(s string) error {
		n, err := ParseWhole(s)
		switch {
		case err != nil:
			return msg.E("junior.retry.tiles", "problem", sayOf(err), "choices", choices)
		case slices.Contains(sizes, n):
			return nil
		case n >= 1 && n <= junior.TruckBoxes:
			return msg.E("junior.retry.no-truck", "tiles", msg.Count{N: n, Noun: "tile"}, "choices", choices)
		}
		return msg.E("junior.retry.truck-holds", "choices", choices)
	})
	if err != nil {
		return 0, err
	}
	n, _ := strconv.Atoi(strings.TrimSpace(answer))
	return n, nil
}

// askTruck asks which truck a take of n tiles was, when more than one could
// hold it and the choice decides what the other player may take (the first
// take of a 2-player round). The smallest truck, which the tiles filled,
// comes first.
func askTruck(p Prompter, who string, n int, trucks []int) (int, error) {
	items := make([]string, len(trucks))
	for i, boxes := range trucks {
		items[i] = message(p, "junior.menu.truck", "truck", boxes)
		if boxes == n {
			items[i] = message(p, "junior.menu.truck.full", "truck", boxes)
		}
	}
	i, err := p.Select(message(p, "junior.ask.which-truck", "player", who, "tiles", msg.Count{N: n, Noun: "tile"}), items)
	if err != nil {
		return 0, err
	}
	return trucks[i], nil
}

// askJuniorTile asks what tile k of n is and where it went, offering only
// tiles that can come and places they fit, and checks it at once with the
// tracker (placed are the take's tiles before it): a wrong tile is refused
// on its own and asked again, not with the whole truck. It adds the tile to
// zoo so that the next tile's choices show the enclosures as they are now.
func askJuniorTile(p Prompter, t *junior.Tracker, who string, k, n int, placed []junior.Tile, zoo *junior.Zoo) (junior.Tile, error) {
	for {
		tile, err := askTileOnce(p, t, who, k, n, placed, *zoo)
		if err != nil {
			return tile, err
		}
		if v := t.CheckTile(who, placed, tile); len(v) > 0 {
			for _, note := range v {
				p.Say("  x " + localizer(p).NoteLine(note))
			}
			continue
		}
		if !tile.To.Barn {
			addToPen(&zoo.Enclosures[tile.To.Enclosure-1], tile.Tile)
		}
		return tile, nil
	}
}

func askTileOnce(p Prompter, t *junior.Tracker, who string, k, n int, placed []junior.Tile, zoo junior.Zoo) (junior.Tile, error) {
	l := localizer(p)
	var tile junior.Tile
	what := game.JuniorTileChoices(t, who, placed)
	if len(what) == 0 { // cannot be: the tracker says why
		what = append(append([]string{}, junior.Kinds...), junior.Landscapes...)
	}
	i, err := p.Select(l.T("junior.ask.tile-what", "player", who, "number", k, "of", n), wordItems(l, what))
	if err != nil {
		return tile, err
	}
	tile.Tile = what[i]
	if slices.Contains(junior.Kinds, tile.Tile) {
		fits := game.JuniorFertilities(t, who, placed, tile.Tile)
		items := make([]string, len(fits))
		for i, sex := range fits {
			items[i] = fertileItem(l, sex)
		}
		f, err := p.Select(l.T("junior.ask.tile-fertile", "player", who, "number", k, "of", n, "tile", msg.Word(tile.Tile)), items)
		if err != nil {
			return tile, err
		}
		tile.Fertile = fits[f]
	}
	name := tileName(l, tile.Tile, tile.Fertile, false)
	dests, items := fitting(l, t, who, placed, tile, zoo)
	d, err := p.Select(l.T("junior.ask.tile-where", "player", who, "number", k, "of", n, "tile", name), items)
	if err != nil {
		return tile, err
	}
	tile.To = dests[d]
	return tile, nil
}

// fitting lists the places tile can go, as destinations describes them,
// leaving out those the tracker refuses: an enclosure that an offspring of
// an earlier tile of the take has filled is not foreseen by the
// description.
func fitting(l *i18n.Localizer, t *junior.Tracker, who string, placed []junior.Tile, tile junior.Tile, zoo junior.Zoo) ([]junior.Dest, []string) {
	dests, items := destinations(l, zoo, tile.Tile, true)
	var okDests []junior.Dest
	var okItems []string
	for i, d := range dests {
		tile.To = d
		if len(t.CheckTile(who, placed, tile)) == 0 {
			okDests, okItems = append(okDests, d), append(okItems, items[i])
		}
	}
	if len(okDests) == 0 { // cannot be: the barn takes any tile; the tracker then says why
		return dests, items
	}
	return okDests, okItems
}

// destinations lists the enclosures that have room for tile, described by
// what they hold, and the barn when withBarn is set. An animal is offered
// only the enclosures that are empty or hold its kind: the rules allow one
// kind an enclosure, and a wrong choice would only be refused once every
// tile of the truck was entered. An empty tile offers every enclosure with
// room.
func destinations(l *i18n.Localizer, z junior.Zoo, tile string, withBarn bool) ([]junior.Dest, []string) {
	var dests []junior.Dest
	var items []string
	animal := slices.Contains(junior.Kinds, tile)
	for i, e := range z.Enclosures {
		if e.Tiles() >= junior.EnclosureSize {
			continue
		}
		if animal && e.Animals > 0 && e.Animal != tile {
			continue
		}
		dests = append(dests, junior.Dest{Enclosure: i + 1})
		items = append(items, describePen(l, i+1, e))
	}
	if withBarn {
		dests = append(dests, junior.Dest{Barn: true})
		items = append(items, l.T("junior.menu.to-barn"))
	}
	return dests, items
}

// describePen says what an enclosure holds, e.g. "enclosure 2: 3 llamas,
// 1 pond" (offspring are among the animals).
func describePen(l *i18n.Localizer, n int, e junior.Enclosure) string {
	var parts []any
	if e.Animals > 0 {
		parts = append(parts, msg.Count{N: e.Animals, Noun: e.Animal})
	}
	for _, ls := range junior.Landscapes {
		if c := countOf(e.Landscapes, ls); c > 0 {
			parts = append(parts, msg.Count{N: c, Noun: ls})
		}
	}
	if len(parts) == 0 {
		return l.T("junior.menu.enclosure-empty", "enclosure", n)
	}
	return l.T("junior.menu.enclosure", "enclosure", n, "holds", commaList(parts))
}

// wordItems shows game words in the language of l.
func wordItems(l *i18n.Localizer, list []string) []string {
	out := make([]string, len(list))
	for i, w := range list {
		out[i] = l.Word(w)
	}
	return out
}

func countOf(list []string, s string) int {
	n := 0
	for _, x := range list {
		if x == s {
			n++
		}
	}
	return n
}

// addToPen puts a tile into a described enclosure. Offspring the tile may
// cause are not foreseen: the tracker decides them when the take is applied.
func addToPen(e *junior.Enclosure, tile string) {
	if slices.Contains(junior.Landscapes, tile) {
		e.Landscapes = append(e.Landscapes, tile)
		return
	}
	if e.Animals == 0 {
		e.Animal = tile
	}
	e.Animals++
}

// zooOf returns the named zoo (any letter case), with its enclosure list
// copied so that the caller may change it.
func zooOf(in junior.Input, name string) junior.Zoo {
	for _, z := range in.Players {
		if scorer.NameKey(z.Name) == scorer.NameKey(name) {
			z.Enclosures = slices.Clone(z.Enclosures)
			for i := range z.Enclosures {
				z.Enclosures[i].Landscapes = slices.Clone(z.Enclosures[i].Landscapes)
			}
			return z
		}
	}
	return junior.Zoo{Name: name}
}

// barnTileLabel names a tile of a barn as the tracker does, in the
// language of l.
func barnTileLabel(l *i18n.Localizer, bt game.JuniorBarnTile) string { return sayArg(l, bt.Name()) }

// The bonus actions offered by AskJuniorBonus, as the bonus names them.
const (
	bonusTake    = "take"
	bonusDiscard = "discard"
	bonusNone    = ""
)

// AskJuniorBonus asks for the bonus action of the player whose take, just
// applied, filled an enclosure (the caller asks it when t.CanBonus()). It
// returns the bonus as an entry of its own (a take with no tiles but a
// bonus), or nil when the player does without. Only actions that are
// possible are offered.
func AskJuniorBonus(p Prompter, t *junior.Tracker, player string) (*junior.Entry, error) {
	me := zooOf(t.Input(), player)
	who := me.Name
	var opponents []string
	for _, z := range t.Input().Players {
		if scorer.NameKey(z.Name) != scorer.NameKey(who) && len(game.JuniorBarnTiles(t, z.Name)) > 0 {
			opponents = append(opponents, z.Name)
		}
	}
	l := localizer(p)
	pens, _ := destinations(l, me, "", false)
	own := game.JuniorBarnTiles(t, who)
	var actions, items []string
	if len(opponents) > 0 && len(pens) > 0 {
		actions, items = append(actions, bonusTake), append(items, l.T("junior.menu.bonus-take"))
	}
	if len(own) > 0 {
		actions, items = append(actions, bonusDiscard), append(items, l.T("junior.menu.bonus-discard"))
	}
	if len(actions) == 0 {
		p.Say(l.T("junior.say.no-bonus", "player", who))
		return nil, nil
	}
	actions, items = append(actions, bonusNone), append(items, l.T("junior.menu.bonus-none"))
	i, err := p.Select(l.T("junior.ask.bonus", "player", who), items)
	if err != nil {
		return nil, err
	}
	var b *junior.Bonus
	switch actions[i] {
	case bonusNone:
		return nil, nil
	case bonusTake:
		b, err = askBonusTake(p, t, who, opponents, me)
	case bonusDiscard:
		b, err = askBonusDiscard(p, who, own)
	}
	if err != nil {
		return nil, err
	}
	// The bonus belongs to the round of the take just applied, which is
	// the last round holding an entry (t.Round() may have moved on).
	round := max(len(t.Script().Rounds), 1)
	return &junior.Entry{Round: round, Take: &junior.Take{Player: who, Tiles: []junior.Tile{}, Bonus: b}}, nil
}

func askBonusTake(p Prompter, t *junior.Tracker, who string, opponents []string, me junior.Zoo) (*junior.Bonus, error) {
	l := localizer(p)
	o, err := p.Select(l.T("junior.ask.bonus-from", "player", who), opponents)
	if err != nil {
		return nil, err
	}
	from := opponents[o]
	tile, err := pickBarnTile(p, l.T("junior.ask.bonus-tile", "from", from), game.JuniorBarnTiles(t, from))
	if err != nil {
		return nil, err
	}
	pens, penItems := destinations(l, me, tile.Tile, false)
	if len(pens) == 0 { // no enclosure fits: the tracker says why
		pens, penItems = destinations(l, me, "", false)
	}
	d, err := p.Select(l.T("junior.ask.bonus-into", "player", who, "tile", barnTileLabel(l, tile)), penItems)
	if err != nil {
		return nil, err
	}
	to := pens[d]
	return &junior.Bonus{Action: "take", From: from, Tile: tile.Tile, Fertile: tile.Fertile, Offspring: tile.Offspring, To: &to}, nil
}

func askBonusDiscard(p Prompter, who string, own []game.JuniorBarnTile) (*junior.Bonus, error) {
	tile, err := pickBarnTile(p, message(p, "junior.ask.bonus-discard", "player", who), own)
	if err != nil {
		return nil, err
	}
	return &junior.Bonus{Action: "discard", Tile: tile.Tile, Fertile: tile.Fertile, Offspring: tile.Offspring}, nil
}

func pickBarnTile(p Prompter, label string, tiles []game.JuniorBarnTile) (game.JuniorBarnTile, error) {
	l := localizer(p)
	items := make([]string, len(tiles))
	for i, bt := range tiles {
		items[i] = barnTileLabel(l, bt)
	}
	i, err := p.Select(label, items)
	if err != nil {
		return game.JuniorBarnTile{}, err
	}
	return tiles[i], nil
}

// JuniorLine is the prompt of a tracked Zooloretto Junior game, in the
// language of p: "round 3 · Ann or Bob", naming the round marked as the
// last and a bonus action still open.
func JuniorLine(p Prompter, t *junior.Tracker) PlayLine {
	players := t.Script().Players
	round := message(p, "line.label.round", "round", t.Round(), "who", whoCanTake(t.ToTake()))
	if lastMarked(t.Script()) {
		round = message(p, "line.label.last-round", "round", t.Round(), "who", whoCanTake(t.ToTake()))
	}
	label := round
	bonus := ""
	switch {
	case t.Ended() && t.CanBonus():
		// The last take's bonus: nobody is left to take a truck.
		bonus = JuniorBonusPlayer(t)
		label = message(p, "line.label.bonus-before-end", "round", t.Round(), "name", bonus)
	case t.CanBonus():
		bonus = JuniorBonusPlayer(t)
		label = message(p, "line.label.bonus", "label", round, "name", bonus)
	}
	starters := t.ToTake()
	if bonus != "" && !slices.Contains(starters, bonus) {
		starters = append(starters, bonus)
	}
	a, b := exampleName(players, 0), exampleName(players, 1)
	return PlayLine{
		Label:    label,
		Complete: func(before string) []string { return juniorWords(p, t, before, starters, players) },
		Help: helpLines(p,
			message(p, "line.help.junior.take"),
			message(p, "line.help.junior.where"),
			juniorTileHelp(p, t),
			message(p, "line.help.junior.example", "a", a),
			message(p, "line.help.junior.truck", "b", b),
			message(p, "line.help.junior.discard", "a", a),
			message(p, "line.help.junior.bonus", "a", a, "b", b),
			message(p, "line.help.junior.last"),
			message(p, "line.help.no-name"),
		),
	}
}

// juniorTileHelp names the tiles a take may hold, in the language of p:
// the kinds in play once all of them came out (no other kind can come),
// else every kind, and the landscapes.
func juniorTileHelp(p Prompter, t *junior.Tracker) string {
	l := localizer(p)
	id := "line.help.junior.tiles"
	kinds, complete := t.KindsInPlay()
	if complete {
		id += ".in-play"
	} else {
		kinds = junior.Kinds
	}
	return message(p, id, "kinds", strings.Join(wordItems(l, kinds), ", "), "landscapes", strings.Join(wordItems(l, junior.Landscapes), ", "))
}

// juniorWords are the words Tab offers in a Junior line: names and "last"
// first; then the tiles that can come, and after a kind its sex or place.
// The words typed are read in any language, and offered in the table's.
func juniorWords(p Prompter, t *junior.Tracker, before string, starters, players []string) []string {
	rest, ok := afterHead(before, players)
	if !ok {
		return lineWords(p, starters, tableWords(p, []string{"last"})[0])
	}
	tiles := append(append([]string{}, junior.Kinds...), junior.Landscapes...)
	if who := playerNamed(players, headName(before)); who != "" {
		tiles = game.JuniorTileChoices(t, who, nil)
	}
	switch prev := meaning(junior.Game, lastWord(rest)); {
	case prev == "bonus":
		return tableWords(p, []string{"take", "discard"})
	case prev == "take":
		return players
	case slices.Contains(junior.Kinds, prev):
		return tableWords(p, []string{"male", "female", "barn"})
	case prev == "male" || prev == "female" || slices.Contains(junior.Landscapes, prev):
		return tableWords(p, []string{"barn"})
	case strings.HasSuffix(strings.TrimRight(rest, " "), ";"):
		return tableWords(p, []string{"bonus", "unclaimed"})
	}
	return tableWords(p, tiles)
}

// ReadJuniorLine reads an entry typed at the prompt (a take, a bonus action
// on its own, or the mark of the last round), in the words of any language,
// and puts it in its round: a bonus on its own belongs to the round of the
// take that earned it.
func ReadJuniorLine(p Prompter, line string, t *junior.Tracker) (junior.Entry, error) {
	return game.ReadJuniorLine(NotationReader(localizer(p), junior.Game), line, t)
}

// JuniorBonusBeforeEnd says, in the language of p, that the last take of
// the game earned player a bonus action, which comes before the end, and
// how to enter it or do without.
func JuniorBonusBeforeEnd(p Prompter, player string) string {
	return message(p, "line.junior.bonus-before-end", append([]any{"player", player}, commandArgs(p)...)...)
}

// JuniorBonusPlayer is the player of the last take of a Junior game, whose
// bonus action is open when t.CanBonus().
func JuniorBonusPlayer(t *junior.Tracker) string { return game.JuniorBonusPlayer(t) }
