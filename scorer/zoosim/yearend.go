package zoosim

import (
	"fmt"

	"github.com/zooscore/zooscore/scorer"
)

// advance counts the auction into its year and, when the year is over,
// scores it, pays income, and ends the game after the last year or the
// last tile.
func (t *Tracker) advance(tile Tile) []scorer.Note {
	t.inYear++
	if tile.Bushes > 0 {
		t.bushTiles++
	}
	last := len(t.auctions) >= TileCount
	if !last && !t.yearOver() {
		return nil
	}
	notes := []scorer.Note{{Rule: "zoosim.year-end", Message: t.yearEndText()}}
	notes = append(notes, t.endYear()...)
	if last || t.year == Years {
		t.ended = true
		msg := fmt.Sprintf("the game ends after auction %d, the last of year %d", len(t.auctions), t.year)
		if t.year < Years {
			msg = fmt.Sprintf("all %d tiles are auctioned in year %d: the game ends after auction %d", TileCount, t.year, len(t.auctions))
		}
		return append(notes, scorer.Note{Rule: "zoosim.game-end", Message: msg})
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

func (t *Tracker) yearEndText() string {
	if t.variant == VariantProfessional && t.year < Years {
		return fmt.Sprintf("year %d ends after auction %d: it was the year's third tile with bushes (%s this year)", t.year, len(t.auctions), plural(t.inYear, "auction"))
	}
	if t.variant == VariantProfessional {
		return fmt.Sprintf("year %d ends after auction %d: every tile is auctioned", t.year, len(t.auctions))
	}
	return fmt.Sprintf("year %d ends after auction %d, its %s", t.year, len(t.auctions), ordinal5(t.inYear))
}

func ordinal5(n int) string {
	if n == 5 {
		return "fifth"
	}
	return ordinal(n)
}

// endYear scores the year for every zoo, then pays income.
func (t *Tracker) endYear() []scorer.Note {
	var notes []scorer.Note
	for _, z := range t.zoos {
		y := z.now()
		z.years = append(z.years, y)
		notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.score-year",
			Message: fmt.Sprintf("%s scores year %d: %s = %d x %d = %d", z.name, t.year, describeYear(y), y.Sum(), t.year, y.Sum()*t.year)})
	}
	for _, z := range t.zoos {
		z.coins += z.tiles
		notes = append(notes, scorer.Note{Player: z.name, Rule: "zoosim.income",
			Message: fmt.Sprintf("%s takes %s income, 1 for each zoo tile bought (%d), and has %s", z.name, plural(z.tiles, "coin"), z.tiles, plural(z.coins, "coin"))})
	}
	return notes
}
