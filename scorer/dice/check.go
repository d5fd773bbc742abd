package dice

import (
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// Check lists every rule the input breaks, and the warnings it deserves.
func Check(in Input) (violations, warnings []scorer.Note) {
	names := make([]string, len(in.Players))
	for i, p := range in.Players {
		names[i] = p.Name
	}
	violations = scorer.CheckNames(Game, names, 2, 4)
	violations = append(violations, checkHex(in.BonusHex)...)
	var claims [5]int // the sheets that cross each bonus hex
	for i, p := range in.Players {
		violations = append(violations, checkSheet(i, p)...)
		eachFirst(p.Bonus, func(a int) { claims[a]++ })
	}
	for i, a := range Animals {
		if claims[i] > 1 {
			violations = append(violations, scorer.Note{Rule: "dice.bonus-claimed-twice",
				Msg: msg.M("dice.bonus-claimed-twice", "hex", hexArg(a), "players", msg.List{Items: claimedBy(in, i)}, "enclosure", enclosureArg(a))})
		}
	}
	return violations, checkWarnings(in, claims)
}

// claimedBy lists the players who cross the bonus hex of the animal at
// place i.
func claimedBy(in Input, i int) []any {
	var out []any
	for seatIndex, p := range in.Players {
		if setOf(p.Bonus).has(i) {
			out = append(out, seat(p.Name, seatIndex))
		}
	}
	return out
}

// checkHex checks the table's bonus hex values.
func checkHex(hex *HexValues) []scorer.Note {
	var out []scorer.Note
	for _, a := range Animals {
		if v := hex.Value(a); v != 1 && v != 2 {
			out = append(out, scorer.Note{Rule: "dice.bonus-hex-value", Msg: msg.M("dice.bonus-hex-value", "hex", hexArg(a), "value", v)})
		}
	}
	return out
}

// sheetNotes collects the violations of one sheet. A sheet without a name is
// told by its seat ("player 2: ..."), since the note has no name to carry.
type sheetNotes struct {
	name  string
	index int
	notes []scorer.Note
}

func (s *sheetNotes) add(rule string, m msg.Msg) {
	if s.name == "" {
		m = msg.M("dice.unnamed", "seat", s.index+1, "note", m)
	}
	s.notes = append(s.notes, scorer.Note{Player: s.name, Rule: rule, Msg: m})
}

func checkSheet(i int, p Sheet) []scorer.Note {
	s := &sheetNotes{name: p.Name, index: i}
	for _, a := range Animals {
		if n := p.Enclosures.Of(a); n < 0 || n > Size[a] {
			s.add("dice.enclosure-size", msg.M("dice.enclosure-size", "enclosure", enclosureArg(a), "crossed", n,
				"size", msg.Count{N: Size[a], Noun: "space"}, "max", Size[a]))
		}
	}
	checkList(s, p.Bonus, "dice.unknown-animal.bonus", "dice.listed-twice.bonus")
	checkList(s, p.Barn, "dice.unknown-animal.barn", "dice.listed-twice.barn")
	eachFirst(p.Barn, func(i int) {
		if a := Animals[i]; !p.Full(a) {
			s.add("dice.barn-needs-full-enclosure", msg.M("dice.barn-needs-full-enclosure", "the", the(a),
				"enclosure", enclosureArg(a), "crossed", p.Enclosures.Of(a), "n", Size[a]))
		}
	})
	eachFirst(p.Bonus, func(i int) {
		if a := Animals[i]; !p.Full(a) {
			s.add("dice.bonus-needs-full-enclosure", msg.M("dice.bonus-needs-full-enclosure", "hex", hexArg(a),
				"enclosure", enclosureArg(a), "crossed", p.Enclosures.Of(a), "n", Size[a]))
		}
	})
	if p.Coins < 0 || p.Coins > CoinSpaces {
		s.add("dice.coin-spaces", msg.M("dice.coin-spaces", "crossed", p.Coins, "max", CoinSpaces))
	}
	return s.notes
}

// checkList checks the animals of a sheet's bonus or barn list: each one an
// animal of the game, listed once.
func checkList(s *sheetNotes, list []string, unknown, twice string) {
	var seen animalSet
	for _, a := range list {
		i := animalAt(a)
		if i < 0 {
			s.add("dice.unknown-animal", msg.M(unknown, "value", quoted(a), "animals", animalNames))
			continue
		}
		if seen.has(i) {
			s.add("dice.listed-twice", msg.M(twice, "animal", word(a)))
		}
		seen |= 1 << i
	}
}

func checkWarnings(in Input, claims [5]int) []scorer.Note {
	var out []scorer.Note
	ended := false
	for _, p := range in.Players {
		ended = ended || p.MeetsEnd()
	}
	if !ended && len(in.Players) > 0 {
		out = append(out, scorer.Note{Rule: "dice.game-not-ended", Msg: msg.Msg{ID: "dice.game-not-ended"}})
	}
	for i, a := range Animals {
		if claims[i] > 0 {
			continue
		}
		var full []any
		for seatIndex, p := range in.Players {
			if p.Full(a) {
				full = append(full, seat(p.Name, seatIndex))
			}
		}
		if len(full) > 0 {
			out = append(out, scorer.Note{Rule: "dice.bonus-unclaimed", Msg: unclaimed(a, in.BonusHex.Value(a), full)})
		}
	}
	return out
}

// unclaimed says what the table forgot: the first player to fill an
// enclosure crosses its bonus hex, so when the enclosure is full on some
// sheet one of those players should have crossed it.
func unclaimed(animal string, value int, full []any) msg.Msg {
	points := msg.Count{N: value, Noun: "point"}
	if len(full) == 1 {
		return msg.M("dice.bonus-unclaimed", "hex", hexArg(animal), "points", points, "enclosure", enclosureArg(animal), "player", full[0])
	}
	return msg.M("dice.bonus-unclaimed.several", "hex", hexArg(animal), "points", points, "enclosure", enclosureArg(animal), "owners", Owners(full))
}
