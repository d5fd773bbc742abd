package notation

import (
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// ZooSim is a game of ZooSim read from text: its play script, exactly as
// the JSON form would give it, and the line of each auction.
type ZooSim struct {
	Script zoosim.Script
	// Lines holds the line of each auction, in the order of
	// Script.Auctions.
	Lines []int
	setup map[string]int
}

// ReadZooSim reads a game of ZooSim written as text: "players:" first,
// "flagpole:" (top first) and, if wanted, "variant:", then one auction a
// line. Every line that cannot be read is reported at once, as Errors.
// The words are read in English; Reader.ReadZooSim reads them in the
// Reader's languages too.
func ReadZooSim(src string) (ZooSim, error) { return Reader{}.ReadZooSim(src) }

// ReadZooSim reads a game of ZooSim with the Reader's words; see the
// function ReadZooSim.
func (rd Reader) ReadZooSim(src string) (ZooSim, error) {
	lx := rd.lexicon()
	t := lx.scan(src, len(zooSimSetup)+zoosim.TileCount, zoosim.ScriptLimits[0].Note)
	if t.long != nil {
		return ZooSim{}, scorer.Violations{*t.long}
	}
	s := t.readSetup(lx, zooSimSetup, "notation.before.auction")
	if err := s.sameNames(zoosim.Game); err != nil {
		return ZooSim{}, err
	}
	z := ZooSim{Script: zoosim.Script{Players: s.players, Auctions: []zoosim.Auction{}}, setup: s.lines}
	r := roster(s.players)
	if toks, ok := s.values[kwFlagpole]; ok {
		flags, err := nameList(toks, r)
		if err != nil {
			t.fail(s.lines[kwFlagpole], err)
		}
		z.Script.Flagpole = flags
	}
	if toks, ok := s.values[kwVariant]; ok {
		switch {
		case len(toks) != 1:
			t.fail(s.lines[kwVariant], errorAt(0, "notation.zoosim.one-variant"))
		default:
			v, err := lx.wordOf(toks[0], variants)
			if err != nil {
				t.fail(s.lines[kwVariant], err)
			}
			z.Script.Variant = v
		}
	}
	for _, l := range s.entries {
		a, err := lx.zooSimAuction(l.toks, r)
		if err != nil {
			t.fail(l.n, err)
			continue
		}
		if len(z.Script.Auctions) == zoosim.TileCount {
			return ZooSim{}, tooLong(zoosim.ScriptLimits[0], l.n)
		}
		z.Script.Auctions = append(z.Script.Auctions, a)
		z.Lines = append(z.Lines, l.n)
	}
	return z, t.result()
}

// Play replays the game through the tracker as zoosim.Play does, each
// violation naming the line of its auction.
func (z ZooSim) Play() (*zoosim.Tracker, error) {
	tg := tagger{lines: z.Lines, setup: z.setup,
		rules: map[string]string{"zoosim.player-": kwPlayers, "zoosim.flagpole": kwFlagpole, "zoosim.variant": kwVariant}}
	t, err := zoosim.Play(z.Script)
	if v, ok := err.(scorer.Violations); ok {
		for i := range v {
			// zoosim.Play numbers the auctions of the script from 1.
			tg.entry(v[i].Auction-1, &v[i])
		}
	}
	return t, tg.setupNotes(err)
}

// FormatZooSim writes a game of ZooSim in notation: the players, the
// flagpole, the variant when the script gives one, then one line per
// auction with full words, each year after a comment naming it. Bids are
// written in seating order with their names, and the bushes and benches
// always, 0 included. Reading the text back gives the same script, with
// names spelled as in the players line. A script the notation cannot hold
// is an error saying why.
func FormatZooSim(s zoosim.Script) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n", kwPlayers, nameListText(s.Players))
	if s.Flagpole != nil {
		fmt.Fprintf(&b, "%s: %s\n", kwFlagpole, nameListText(s.Flagpole))
	}
	if s.Variant != "" {
		fmt.Fprintf(&b, "%s: %s\n", kwVariant, s.Variant)
	}
	years := yearStarts(s)
	for i, a := range s.Auctions {
		if y, ok := years[i]; ok {
			fmt.Fprintf(&b, "# year %d\n", y)
		}
		b.WriteString(auctionText(a, s.Players) + "\n")
	}
	out := b.String()
	back, err := ReadZooSim(out)
	if err != nil {
		return "", unwritable(err)
	}
	want := normalZooSim(canonicalZooSim(s, roster(s.Players)))
	if got := normalZooSim(back.Script); !reflect.DeepEqual(got, want) {
		return "", unwritable(&msg.MsgError{Msg: zooSimDifference(want, got)})
	}
	return out, nil
}

// auctionText writes one auction: "sea 2, birds 1, 1 bush | Alan 2, Klaus 3
// | sea 2, birds 1, 0 benches".
func auctionText(a zoosim.Auction, players []string) string {
	var tile []string
	for _, h := range a.Tile.Enclosures {
		tile = append(tile, fmt.Sprintf("%s %d", h.Animal, h.Stars))
	}
	tile = append(tile, counts(a.Tile.Bushes, kwBush))
	var bids []string
	for _, name := range bidOrder(a.Bids, players) {
		bids = append(bids, fmt.Sprintf("%s %d", nameText(name), a.Bids[name]))
	}
	var placed []string
	for _, c := range placedOrder(a) {
		placed = append(placed, fmt.Sprintf("%s %d", c, a.Placed.Enclosures[c]))
	}
	placed = append(placed, counts(a.Placed.Benches, kwBench))
	return strings.Join(tile, ", ") + " | " + strings.Join(bids, ", ") + " | " + strings.Join(placed, ", ")
}

// counts writes a number of bushes or benches ("1 bush", "0 benches").
func counts(n int, one string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %ses", n, one)
}

// bidOrder lists the bidders in seating order, then any other name.
func bidOrder(bids map[string]int, players []string) []string {
	var out []string
	done := map[string]bool{}
	for _, p := range players {
		if _, ok := bids[p]; ok && !done[p] {
			out, done[p] = append(out, p), true
		}
	}
	var rest []string
	for name := range bids {
		if !done[name] {
			rest = append(rest, name)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// placedOrder lists the categories of a placement in the order of the
// tile's halves, then any other.
func placedOrder(a zoosim.Auction) []string {
	var out []string
	done := map[string]bool{}
	for _, h := range a.Tile.Enclosures {
		if _, ok := a.Placed.Enclosures[h.Animal]; ok && !done[h.Animal] {
			out, done[h.Animal] = append(out, h.Animal), true
		}
	}
	var rest []string
	for c := range a.Placed.Enclosures {
		if !done[c] {
			rest = append(rest, c)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// yearStarts gives the auctions that begin a year (by index) and the
// year: every 5 auctions in the standard variant; in the professional
// variant, years 1 to 4 end with their third tile with bushes.
func yearStarts(s zoosim.Script) map[int]int {
	out := map[int]int{}
	if s.Variant != "" && s.Variant != zoosim.VariantStandard && s.Variant != zoosim.VariantProfessional {
		return out
	}
	year, inYear, bushTiles := 1, 0, 0
	for i, a := range s.Auctions {
		if year > zoosim.Years {
			break
		}
		if inYear == 0 {
			out[i] = year
		}
		inYear++
		if a.Tile.Bushes > 0 {
			bushTiles++
		}
		ends := inYear == zoosim.AuctionsPerYear
		if s.Variant == zoosim.VariantProfessional {
			ends = year < zoosim.Years && bushTiles == zoosim.BushTilesPerYear
		}
		if ends {
			year, inYear, bushTiles = year+1, 0, 0
		}
	}
	return out
}

// canonicalZooSim spells every name as the players line does.
func canonicalZooSim(s zoosim.Script, r roster) zoosim.Script {
	out := s
	if s.Flagpole != nil {
		out.Flagpole = make([]string, len(s.Flagpole))
		for i, f := range s.Flagpole {
			out.Flagpole[i] = r.spelling(f)
		}
	}
	out.Auctions = make([]zoosim.Auction, len(s.Auctions))
	for i, a := range s.Auctions {
		bids := make(map[string]int, len(a.Bids))
		for name, v := range a.Bids {
			bids[r.spelling(name)] = v
		}
		a.Bids = bids
		out.Auctions[i] = a
	}
	return out
}

// normalZooSim makes empty and missing lists and maps alike, for comparing.
func normalZooSim(s zoosim.Script) zoosim.Script {
	out := s
	out.Players = orEmpty(s.Players)
	out.Flagpole = orEmpty(s.Flagpole)
	out.Auctions = []zoosim.Auction{}
	for _, a := range s.Auctions {
		if a.Tile.Enclosures == nil {
			a.Tile.Enclosures = []zoosim.Half{}
		}
		if a.Bids == nil {
			a.Bids = map[string]int{}
		}
		if a.Placed.Enclosures == nil {
			a.Placed.Enclosures = map[string]int{}
		}
		out.Auctions = append(out.Auctions, a)
	}
	return out
}

// zooSimDifference says why text cannot hold a script: the first auction
// that reads back otherwise.
func zooSimDifference(want, got zoosim.Script) msg.Msg {
	if !reflect.DeepEqual(want.Flagpole, got.Flagpole) {
		return msg.M("notation.write.flagpole")
	}
	for i, a := range want.Auctions {
		if i >= len(got.Auctions) || !reflect.DeepEqual(a, got.Auctions[i]) {
			return msg.M("notation.write.auction", "auction", i+1)
		}
	}
	return msg.M("notation.write.differs")
}
