package zoosim

import (
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// advance counts the auction into its year and, when the year is over,
// scores it, pays income, and ends the game after the last year or the
// last tile.
func (t *Tracker) advance(notes []scorer.Note, tile Tile) []scorer.Note {
	t.inYear++
	if tile.Bushes > 0 {
		t.bushTiles++
	}
	last := len(t.auctions) >= TileCount
	if !last && !t.yearOver() {
		return notes
	}
	yearEnd := scorer.Note{Rule: "zoosim.year-end"}
	if !t.quiet {
		yearEnd.Msg = t.yearEndMsg()
	}
	notes = t.endYear(append(notes, yearEnd))
	if last || t.year == Years {
		t.ended = true
		end := scorer.Note{Rule: "zoosim.game-end"}
		switch {
		case t.quiet:
		case t.year < Years:
			end.Msg = msg.M("zoosim.game-end.tiles", "tiles", TileCount, "year", t.year, "auction", len(t.auctions))
		default:
			end.Msg = msg.M("zoosim.game-end", "auction", len(t.auctions), "year", t.year)
		}
		return append(notes, end)
	}
	t.year++
	t.inYear, t.bushTiles = 0, 0
	return notes
}

// yearOver reports whether the auction just played ends the current year
// (the last tile is handled by the caller).
func (t *Tracker) yearOver() bool {
	if t.variant == VariantProfessional {
		return t.year < Years && t.bushTiles >= BushTilesPerYear
	}
	return t.inYear >= AuctionsPerYear
}

func (t *Tracker) yearEndMsg() msg.Msg {
	if t.variant == VariantProfessional && t.year < Years {
		return msg.M("zoosim.year-end.bushes", "year", t.year, "auction", len(t.auctions), "auctions", auctionsN.of(t.inYear))
	}
	if t.variant == VariantProfessional {
		return msg.M("zoosim.year-end.last", "year", t.year, "auction", len(t.auctions))
	}
	return msg.M("zoosim.year-end", "year", t.year, "auction", len(t.auctions), "place", place(t.inYear))
}

// endYear scores the year for every zoo, then pays income.
func (t *Tracker) endYear(notes []scorer.Note) []scorer.Note {
	for _, z := range t.zoos {
		y := z.now()
		z.years = append(z.years, y)
		note := scorer.Note{Player: z.name, Rule: "zoosim.score-year"}
		if !t.quiet {
			note.Msg = t.args.Msg("zoosim.score-year", []any{"player", z.boxed, "year", t.year, "points", y.Sum() * t.year,
				"visitors", visitorsN.of(y.Visitors), "trees", treesN.of(y.Trees), "benches", benchesN.of(y.Benches), "sum", y.Sum()})
		}
		notes = append(notes, note)
	}
	for _, z := range t.zoos {
		z.coins += z.tiles
		note := scorer.Note{Player: z.name, Rule: "zoosim.income"}
		if !t.quiet {
			note.Msg = t.args.M("zoosim.income", "player", z.boxed, "income", coinsN.of(z.tiles), "tiles", z.tiles, "coins", coinsN.of(z.coins))
		}
		notes = append(notes, note)
	}
	return notes
}
