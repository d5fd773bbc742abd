package web

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/store"
)

// Zooloretto Junior on the pages: its sheet (drawn, read from the seat
// page's form, and put together into the game's input), and its board
// while it is tracked.

var juniorGame = webGame{
	Kind: kindOf(junior.Game),
	sheet: func(t store.Table, seat int) (part, error) {
		zoos, err := drafts(t, emptyJuniorZoo, func(z junior.Zoo, _ string) junior.Zoo { return z })
		if err != nil {
			return part{}, err
		}
		return part{"sheet-junior", juniorSheetView(zoos, seat)}, nil
	},
	fromForm: func(f *formReader) any { return juniorFromForm(f) },
	input: func(t store.Table) (any, error) {
		zoos, err := drafts(t, emptyJuniorZoo, func(z junior.Zoo, name string) junior.Zoo {
			z.Name = name
			return z
		})
		return junior.Input{Players: zoos}, err
	},
	board: juniorBoard,
	play:  playHooks{setup: juniorSetup, panel: juniorPanelOf, entry: juniorEntry},
}

// emptyJuniorZoo is the zoo of a player who entered nothing yet.
func emptyJuniorZoo() junior.Zoo { return junior.Zoo{Enclosures: []junior.Enclosure{}} }

// juniorFromForm reads a zoo from the sheet's form. The barn's kinds come
// in rows of their own (barn-KIND, barnoff-KIND) and in rows whose kind is
// chosen (barnx-N-kind, barnx-N, barnxoff-N), see juniorSheetView.
func juniorFromForm(f *formReader) junior.Zoo {
	z := junior.Zoo{Enclosures: []junior.Enclosure{}, Barn: junior.Barn{Animals: map[string]int{}, Offspring: map[string]int{}, Landscapes: map[string]int{}}}
	for n := 1; n <= junior.MaxEnclosures; n++ {
		p := fmt.Sprintf("e%d-", n)
		e := junior.Enclosure{Animal: f.form.Get(p + "animal"), Animals: f.int(p + "animals"), Offspring: f.int(p + "offspring"), Landscapes: []string{}}
		for _, l := range junior.Landscapes {
			// The landscapes are a list of tiles: a count the enclosure
			// cannot hold is refused here, never cut to fit.
			what := f.loc.T("web.junior.enclosure-count", "n", n, "what", f.loc.Word(l))
			for range f.within(p+l, what, 0, junior.EnclosureSize) {
				e.Landscapes = append(e.Landscapes, l)
			}
		}
		z.Enclosures = append(z.Enclosures, e)
	}
	for _, k := range junior.Kinds {
		putBarn(z.Barn, k, f.int("barn-"+k), f.int("barnoff-"+k))
	}
	for i := range junior.Kinds {
		k := f.form.Get(fmt.Sprintf("barnx-%d-kind", i))
		n, off := f.int(fmt.Sprintf("barnx-%d", i)), f.int(fmt.Sprintf("barnxoff-%d", i))
		switch {
		case n == 0 && off == 0:
		case k == "":
			f.fail(f.loc.T("web.junior.error.no-kind"))
		case z.Barn.Animals[k] != 0 || z.Barn.Offspring[k] != 0:
			f.fail(f.loc.T("web.junior.error.kind-twice", "kind", f.loc.Word(k)))
		default:
			putBarn(z.Barn, k, n, off)
		}
	}
	for _, l := range junior.Landscapes {
		if n := f.int("barn-" + l); n != 0 {
			z.Barn.Landscapes[l] = n
		}
	}
	return z
}

// putBarn puts a kind's tiles into a barn; a kind with none is left out.
func putBarn(b junior.Barn, kind string, animals, offspring int) {
	if animals != 0 {
		b.Animals[kind] = animals
	}
	if offspring != 0 {
		b.Offspring[kind] = offspring
	}
}

type juniorEnclosure struct {
	N          int
	Animal     string
	Animals    int
	Offspring  int
	Landscapes []count // per landscape type
}

type count struct {
	Name string
	N    int
}

// juniorView is a Junior zoo as the pages draw it (sheet-junior, and
// junior-view on the live board).
type juniorView struct {
	Enclosures    []juniorEnclosure
	Kinds         []string
	Size          int
	BarnAnimals   []count
	BarnOffspring []count
	BarnLand      []count

	// The barn on the sheet: a row for each kind in play (BarnKinds), and
	// rows whose kind the player chooses (Spare, their numbers; Choices,
	// the kinds to choose from), folded away (SpareFolded) once the table
	// uses as many kinds as its players play with.
	BarnKinds   []barnKind
	Spare       []int
	Choices     []string
	SpareFolded bool
}

// barnKind is one kind's tiles in a barn.
type barnKind struct {
	Name               string
	Animals, Offspring int
}

func juniorZooView(z junior.Zoo) juniorView {
	v := juniorView{Kinds: junior.Kinds, Size: junior.EnclosureSize}
	for n := 1; n <= junior.MaxEnclosures; n++ {
		e := junior.Enclosure{}
		if n <= len(z.Enclosures) {
			e = z.Enclosures[n-1]
		}
		je := juniorEnclosure{N: n, Animal: e.Animal, Animals: e.Animals, Offspring: e.Offspring}
		for _, l := range junior.Landscapes {
			k := 0
			for _, x := range e.Landscapes {
				if x == l {
					k++
				}
			}
			je.Landscapes = append(je.Landscapes, count{l, k})
		}
		v.Enclosures = append(v.Enclosures, je)
	}
	for _, k := range junior.Kinds {
		v.BarnAnimals = append(v.BarnAnimals, count{k, z.Barn.Animals[k]})
		v.BarnOffspring = append(v.BarnOffspring, count{k, z.Barn.Offspring[k]})
	}
	for _, l := range junior.Landscapes {
		v.BarnLand = append(v.BarnLand, count{l, z.Barn.Landscapes[l]})
	}
	return v
}

// juniorSheetView is a seat's zoo as its sheet draws it, with the barn of
// the kinds in play. Which kinds the players put back in the box is theirs
// to choose (Junior rules, Game set-up); how many are in play follows from
// the number of players (junior.KindsInPlay). So the barn has a row for
// each kind any sheet at the table holds so far (every kind with 5
// players), and rows to choose a kind
// for the kinds still unknown; once the table holds as many kinds as are
// in play, one such row stays, folded away, for a sheet entered wrongly
// somewhere (the rules then say that too many kinds are in play).
func juniorSheetView(zoos []junior.Zoo, seat int) juniorView {
	z := zoos[seat]
	v := juniorZooView(z)
	inPlay := junior.KindsInPlay[len(zoos)]
	if inPlay == 0 {
		inPlay = len(junior.Kinds)
	}
	held := kindsHeld(zoos)
	for _, k := range junior.Kinds {
		if held[k] || inPlay >= len(junior.Kinds) { // with 5 players every kind is in play
			v.BarnKinds = append(v.BarnKinds, barnKind{k, z.Barn.Animals[k], z.Barn.Offspring[k]})
		} else {
			v.Choices = append(v.Choices, k)
		}
	}
	for i := range min(max(inPlay-len(v.BarnKinds), 1), len(v.Choices)) {
		v.Spare = append(v.Spare, i)
	}
	v.SpareFolded = len(v.BarnKinds) >= inPlay
	return v
}

// kindsHeld are the kinds the zoos hold: in an enclosure (chosen, even with
// no tile yet) or in a barn.
func kindsHeld(zoos []junior.Zoo) map[string]bool {
	held := map[string]bool{}
	for _, z := range zoos {
		for _, e := range z.Enclosures {
			if e.Animal != "" {
				held[e.Animal] = true
			}
		}
		for _, m := range []map[string]int{z.Barn.Animals, z.Barn.Offspring} {
			for k, n := range m {
				if n != 0 {
					held[k] = true
				}
			}
		}
	}
	return held
}

// juniorBoard is a tracked Junior game: whose take it is (or whose bonus
// action, the last take's, is still to come), every player's zoo, and a
// take to show how one is written.
func juniorBoard(loc *i18n.Localizer, t game.Tracked) liveBoard {
	j := t.(game.Junior).T
	b := liveBoard{Position: loc.T("web.live.junior.position", "round", j.Round(), "names", msg.Names(j.ToTake()))}
	var zoos []namedJunior
	for _, z := range j.Input().Players {
		zoos = append(zoos, namedJunior{z.Name, juniorZooView(z)})
	}
	b.Board = part{"board-junior", zoos}
	if to := j.ToTake(); len(to) > 0 {
		b.Example = to[0] + ": " + loc.Word("llama") + " 1, " + loc.Word("pond") + " 2"
	}
	if bonus := t.Pending(); bonus != "" {
		b.Position = loc.T("web.live.junior.bonus-before-end", "player", bonus)
		b.Example = bonus + ": " + loc.Word("bonus") + " " + loc.Word("discard") + " " + loc.Word("pond")
	}
	return b
}

type namedJunior struct {
	Name string
	Zoo  juniorView
}

// Played from the phones (play.go): a truck tapped tile by tile (what each
// tile is and where it went: the tracker makes the offspring, which the
// entry's announcements show), the bonus action a take earns when it
// arises (after the game's last take too: game.Tracked.Pending), and the
// mark that this round is the last.

// juniorSetup is the play script of a new tracked Junior game: its
// players.
func juniorSetup(_ url.Values, _ *i18n.Localizer, players []string, _ []int, _ *newPlayForm) (json.RawMessage, error) {
	return scorer.Encode(junior.Script{Players: players, Rounds: []junior.Round{}})
}

// juniorPanel is the taps of a Junior entry (play-junior).
type juniorPanel struct {
	playContext
	Round   int
	Last    bool // the round is marked as the last
	CanMark bool // it may be marked so
	ToTake  []string
	Checked string
	Trucks  []int // the trucks a 2-player take may name, by their boxes
	Slots   []int // the tiles of a truck
	Tiles   []choice
	Sexes   []choice
	Places  []choice
	Bonus   *juniorBonus
}

// choice is one choice a panel offers: what it sends and what it says.
type choice struct {
	Value, Label string
	Animal       bool // a Junior tile that is an animal (it may be fertile)
	Take         bool // a bonus action that takes a tile into an enclosure
}

// juniorBonus is the bonus action a take earned: every tile it may take
// from another barn or discard from its own, and the enclosures with room.
type juniorBonus struct {
	Player string
	Final  bool // the game's last take earned it: the game ends after it
	Tiles  []choice
	Into   []int
}

func juniorPanelOf(loc *i18n.Localizer, t game.Tracked, c playContext) part {
	j := t.(game.Junior).T
	names := j.Script().Players
	p := juniorPanel{playContext: c, Round: j.Round(), Last: juniorLastMarked(j), ToTake: j.ToTake(), Slots: []int{1, 2, 3}}
	p.CanMark = !p.Last && !j.Ended() && juniorMayEnd(t)
	p.Checked = offered(p.ToTake, names, c.Seat)
	if len(names) == 2 {
		p.Trucks = []int{1, 2, 3}
	}
	if len(p.ToTake) > 0 {
		for _, tile := range game.JuniorTileChoices(j, p.ToTake[0], nil) {
			p.Tiles = append(p.Tiles, choice{Value: tile, Label: loc.Word(tile), Animal: slices.Contains(junior.Kinds, tile)})
		}
	}
	for _, sex := range game.JuniorSexes {
		p.Sexes = append(p.Sexes, choice{Value: sex, Label: loc.T(juniorSexLabel[sex])})
	}
	for n := 1; n <= junior.MaxEnclosures; n++ {
		p.Places = append(p.Places, choice{Value: strconv.Itoa(n), Label: loc.T("web.junior.enclosure", "n", n)})
	}
	p.Places = append(p.Places, choice{Value: "barn", Label: loc.T("web.junior.barn")})
	switch {
	case t.Pending() != "":
		p.Bonus = juniorBonusOf(loc, j, t.Pending(), true)
	case j.CanBonus():
		p.Bonus = juniorBonusOf(loc, j, game.JuniorBonusPlayer(j), false)
	}
	return part{"play-junior", p}
}

var juniorSexLabel = map[string]string{"": "junior.menu.not-fertile", "female": "junior.menu.fertile-female", "male": "junior.menu.fertile-male"}

// juniorMayEnd reports whether the round being played may be marked as the
// last: the tracker takes the mark (tried on a copy of the game) once the
// end pile can have been reached.
func juniorMayEnd(t game.Tracked) bool {
	trial, err := t.WithEntries(t.Entries())
	if err != nil {
		return false
	}
	_, err = trial.Apply(mustEncode(junior.Entry{Round: trial.(game.Junior).T.Round(), Last: true}))
	return err == nil
}

// juniorLastMarked reports whether a round of the game is marked as the
// last.
func juniorLastMarked(j *junior.Tracker) bool {
	return slices.ContainsFunc(j.Script().Rounds, func(r junior.Round) bool { return r.Last })
}

// juniorBonusOf offers the bonus action of who: a tile of another barn
// into one of their enclosures with room, or a tile of their own barn to
// discard. Nil when there is none to make.
func juniorBonusOf(loc *i18n.Localizer, j *junior.Tracker, who string, final bool) *juniorBonus {
	b := &juniorBonus{Player: who, Final: final}
	zoos := j.Input().Players
	for seat, z := range zoos {
		if scorer.NameKey(z.Name) != scorer.NameKey(who) {
			continue
		}
		for n, e := range z.Enclosures {
			if e.Tiles() < junior.EnclosureSize {
				b.Into = append(b.Into, n+1)
			}
		}
		for _, bt := range game.JuniorBarnTiles(j, z.Name) {
			b.Tiles = append(b.Tiles, choice{Value: bonusValue("discard", seat, bt), Label: loc.T("web.play.junior.discard", "tile", bt.Name())})
		}
	}
	if len(b.Into) > 0 {
		for seat, z := range zoos {
			if scorer.NameKey(z.Name) == scorer.NameKey(who) {
				continue
			}
			for _, bt := range game.JuniorBarnTiles(j, z.Name) {
				b.Tiles = append(b.Tiles, choice{Value: bonusValue("take", seat, bt), Take: true,
					Label: loc.T("web.play.junior.take-from", "tile", bt.Name(), "player", z.Name)})
			}
		}
	}
	if len(b.Tiles) == 0 {
		return nil
	}
	return b
}

// bonusValue is what a bonus choice sends: the action, the seat of the
// barn, and the tile ("take:1:llama:female:").
func bonusValue(action string, seat int, bt game.JuniorBarnTile) string {
	off := ""
	if bt.Offspring {
		off = "offspring"
	}
	return strings.Join([]string{action, strconv.Itoa(seat), bt.Tile, bt.Fertile, off}, ":")
}

// juniorEntry reads a tapped entry: a take (kind "take"), a bonus action
// on its own ("bonus"), or the mark that this round is the last ("last").
func juniorEntry(form url.Values, loc *i18n.Localizer, t game.Tracked) (json.RawMessage, error) {
	j := t.(game.Junior).T
	switch form.Get("kind") {
	case "last":
		return scorer.Encode(junior.Entry{Round: j.Round(), Last: true})
	case "bonus":
		b, err := juniorBonusFrom(form, loc, j)
		if err != nil {
			return nil, err
		}
		who := t.Pending()
		if who == "" {
			who = game.JuniorBonusPlayer(j)
		}
		// The bonus belongs to the round of the take that earned it.
		round := max(len(j.Script().Rounds), 1)
		return scorer.Encode(junior.Entry{Round: round, Take: &junior.Take{Player: who, Tiles: []junior.Tile{}, Bonus: b}})
	}
	take, err := juniorTakeFrom(form, loc)
	if err != nil {
		return nil, err
	}
	return scorer.Encode(junior.Entry{Round: j.Round(), Take: take})
}

// juniorTakeFrom reads a truck: who took it, the truck (2 players: its
// boxes, 0 when not said), and each tile's kind, sex and place.
func juniorTakeFrom(form url.Values, loc *i18n.Localizer) (*junior.Take, error) {
	tk := &junior.Take{Player: strings.TrimSpace(form.Get("player")), Tiles: []junior.Tile{}}
	if tk.Player == "" {
		return nil, usage(loc.T("web.play.junior.no-player"))
	}
	if v := form.Get("truck"); v != "" {
		n, err := whole(v, 0, junior.TruckBoxes, loc)
		if err != nil {
			return nil, err
		}
		tk.Truck = n
	}
	for k := 1; k <= junior.TruckBoxes; k++ {
		tile := form.Get("tile-" + strconv.Itoa(k))
		if tile == "" {
			continue
		}
		to, ok := juniorPlace(form.Get("to-" + strconv.Itoa(k)))
		if !ok {
			return nil, usage(loc.T("web.play.junior.no-place", "n", k, "tile", msg.Word(tile)))
		}
		tk.Tiles = append(tk.Tiles, junior.Tile{Tile: tile, Fertile: form.Get("sex-" + strconv.Itoa(k)), To: to})
	}
	if len(tk.Tiles) == 0 {
		return nil, usage(loc.T("web.play.junior.no-tile"))
	}
	return tk, nil
}

// juniorPlace reads where a tile went: "1" to "3", or "barn".
func juniorPlace(v string) (junior.Dest, bool) {
	if v == "barn" {
		return junior.Dest{Barn: true}, true
	}
	n, err := strconv.Atoi(v)
	return junior.Dest{Enclosure: n}, err == nil && n >= 1 && n <= junior.MaxEnclosures
}

// juniorBonusFrom reads a bonus action: the tile chosen (see bonusValue)
// and, to take it, the enclosure it goes into.
func juniorBonusFrom(form url.Values, loc *i18n.Localizer, j *junior.Tracker) (*junior.Bonus, error) {
	parts := strings.Split(form.Get("bonus"), ":")
	names := j.Script().Players
	if len(parts) != 5 {
		return nil, usage(loc.T("web.play.junior.no-bonus"))
	}
	seat, err := strconv.Atoi(parts[1])
	if err != nil || seat < 0 || seat >= len(names) {
		return nil, usage(loc.T("web.play.junior.no-bonus"))
	}
	b := &junior.Bonus{Action: parts[0], Tile: parts[2], Fertile: parts[3], Offspring: parts[4] == "offspring"}
	if b.Action != "take" {
		return b, nil
	}
	b.From = names[seat]
	to, ok := juniorPlace(form.Get("into"))
	if !ok || to.Barn {
		return nil, usage(loc.T("web.play.junior.no-into", "tile", junior.TileName(b.Tile, b.Fertile, b.Offspring)))
	}
	b.To = &to
	return b, nil
}
