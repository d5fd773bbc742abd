package i18n

import (
	"math"

	"golang.org/x/text/number"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer/profile"
)

// Rating says a player's rating on a leaderboard as a person reads it
// (docs/player.md): a new player's as still settling, with no number
// (after a game or two the leaderboard's figure says little, and can be
// below 0); else the leaderboard's number with the place on it, how often
// the player finishes ahead of an average player, and how sure it is.
// The command and the player's page say it alike.
func (l *Localizer) Rating(f profile.Figures) string {
	if f.Certainty == profile.New {
		return l.T("cmd.player.rating.new", "n", f.Games)
	}
	return l.T("cmd.player.rating", "rating", l.Tenths(f.Rating), "place", f.Place, "of", f.Of,
		"chance", InTen(f.AheadOfAverage), "certainty", msg.M("cmd.player.rating."+f.Certainty, "n", f.Games))
}

// InTen is a chance as times in ten games, 1 to 9: nothing at the table
// is sure, so never "0 times" nor "10 times in 10".
func InTen(p float64) int { return min(max(int(math.Round(p*10)), 1), 9) }

// Tenths writes a number with exactly one decimal and the language's
// decimal mark (24.0; 24,0), as the tables of ratings and averages do.
func (l *Localizer) Tenths(x float64) string {
	if s, ok := l.fixed(x, 1, false); ok {
		return s
	}
	return l.printer().Sprint(number.Decimal(x, number.Scale(1)))
}

// MostBeaten says whom the player most often finished ahead of: a name
// with how often in how many games, several names that share the count,
// or nobody yet. player is the player's name as it is to be shown.
func (l *Localizer) MostBeaten(player string, r profile.Report) string {
	return l.rivals("cmd.player.beaten", player, r.MostBeaten, func(rv profile.Rival) int { return rv.Ahead })
}

// MostAhead says who most often finished ahead of the player, as
// MostBeaten does.
func (l *Localizer) MostAhead(player string, r profile.Report) string {
	return l.rivals("cmd.player.ahead", player, r.MostAhead, func(rv profile.Rival) int { return rv.Behind })
}

func (l *Localizer) rivals(id, player string, rivals []profile.Rival, times func(profile.Rival) int) string {
	switch len(rivals) {
	case 0:
		return l.T(id+".nobody", "player", player)
	case 1:
		rv := rivals[0]
		return l.T(id, "player", player, "name", rv.Name, "times", msg.M("cmd.versus.times", "n", times(rv)), "n", rv.Games)
	}
	names := make([]any, len(rivals))
	for i, rv := range rivals {
		names[i] = rv.Name
	}
	return l.T(id+".tied", "player", player, "names", msg.List{Items: names}, "n", times(rivals[0]))
}
