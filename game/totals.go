package game

import (
	"cmp"
	"slices"
	"strings"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// Totals is the input of a game kept as the totals of a play another app
// logged (a BG Stats play: store.MadeTotals): what that app said of the
// play, in zooscore's words. Such a play has no sheets, so no rule of the
// game is checked on it beyond its players and its winners; its result
// ranks the totals as the play did. Stored as the game's input, it is what
// show tells of the play and what an export gives back to that app, so
// that nothing the play said is lost.
//
// It is told from sheets and play scripts by its top-level "totals"
// (ShapeTotals), which no game's input has.
type Totals struct {
	Players []Given `json:"totals"` // in seat order when the play gave one
	From    string  `json:"from"`   // the app: FromBGStats
	UUID    string  `json:"uuid,omitempty"`
	Title   string  `json:"title,omitempty"` // the game's name in the app
	BGGID   int     `json:"bgg_id,omitempty"`
	// What a play log records besides the scores. The play log's own
	// fields of a stored game (location, duration, start player, note) are
	// being added on another branch; until then these keep them.
	Location     string `json:"location,omitempty"`
	LocationUUID string `json:"location_uuid,omitempty"`
	DurationMin  int    `json:"duration_min,omitempty"`
	Comments     string `json:"comments,omitempty"`
}

// Given is one player of a play given as totals.
type Given struct {
	Name   string `json:"name"`
	Total  int    `json:"total"`
	Winner bool   `json:"winner,omitempty"`
	Rank   int    `json:"rank,omitempty"`  // 0: the play gave none
	Seat   int    `json:"seat,omitempty"`  // 1 for the first seat; 0: not given
	Start  bool   `json:"start,omitempty"` // the start player
	New    bool   `json:"new,omitempty"`   // the app says it was their first play
	UUID   string `json:"uuid,omitempty"`  // the player's uuid in the app
	// Anonymous is the app's player without a name ("Anonymous player"),
	// who may sit at a table more than once: the second is named
	// "Anonymous player 2", and so on.
	Anonymous bool `json:"anonymous,omitempty"`
}

// FromBGStats is Totals.From for a play of BG Stats.
const FromBGStats = "bgstats"

// apps are the names of the apps a play given as totals comes from, as
// people know them (the same in every language).
var apps = map[string]string{FromBGStats: "BG Stats"}

// App is the name of the app the play was logged in.
func (t Totals) App() string {
	if name, ok := apps[t.From]; ok {
		return name
	}
	return t.From
}

// Rules of a play given as totals: the item that stands for a player's
// whole total, the warning that no rule of the game was checked, and the
// one rule that can be checked on totals alone.
const (
	RuleTotalsGiven     = "totals.given"
	RuleTotalsUnchecked = "totals.unchecked"
	RuleTotalsWinner    = "totals.winner-not-best"
)

// IsTotals reports whether a stored input is a play given as totals.
func IsTotals(input []byte) bool { return InputShape(input) == ShapeTotals }

// ReadTotals reads a play given as totals strictly, as every input is
// read, and checks what can be checked without sheets (Check). A play
// without the app it comes from is input that cannot be read.
func ReadTotals(name string, input []byte) (Totals, error) {
	k, ok := Lookup(name)
	if !ok {
		return Totals{}, unknown(name)
	}
	var t Totals
	if err := scorer.Decode(input, &t); err != nil {
		return Totals{}, err
	}
	if _, known := apps[t.From]; !known {
		return Totals{}, &scorer.InputError{Msg: msg.M("totals.no-source", "from", t.From)}
	}
	if notes := t.Check(k); len(notes) > 0 {
		return Totals{}, scorer.Violations(notes)
	}
	return t, nil
}

// Check gives the broken rules of a play given as totals for the game k:
// its player count and names (trimmed first), as the game's sheets are
// checked, and its winners: in all three games the most points win (a tie
// broken by the rules), so a winner with fewer points than another player
// is a mistake of the log.
func (t Totals) Check(k Kind) []scorer.Note {
	names := make([]string, len(t.Players))
	for i, p := range t.Players {
		names[i] = strings.TrimSpace(p.Name)
	}
	notes := scorer.CheckNames(k.Name, names, k.MinPlayers, k.MaxPlayers)
	best, top := t.best()
	won := t.winners()
	for i, p := range t.Players {
		if won[i] && p.Total < best {
			notes = append(notes, scorer.Note{Player: names[i], Rule: RuleTotalsWinner,
				Msg: msg.M("totals.winner-not-best", "name", names[i], "points", msg.Count{N: p.Total, Noun: "point"},
					"best", names[top], "most", msg.Count{N: best, Noun: "point"}, "app", t.App())})
		}
	}
	return notes
}

// best is the highest total and the first player who has it.
func (t Totals) best() (best, who int) {
	for i, p := range t.Players {
		if i == 0 || p.Total > best {
			best, who = p.Total, i
		}
	}
	return best, who
}

// winners marks the players who won the play: those it marked; without
// marks, those of its first rank when every player has a rank; else those
// with the highest total.
func (t Totals) winners() []bool {
	won := make([]bool, len(t.Players))
	marked, ranked := false, len(t.Players) > 0
	first := 0
	for i, p := range t.Players {
		marked = marked || p.Winner
		ranked = ranked && p.Rank > 0
		if i == 0 || p.Rank < first {
			first = p.Rank
		}
	}
	best, _ := t.best()
	for i, p := range t.Players {
		switch {
		case marked:
			won[i] = p.Winner
		case ranked:
			won[i] = p.Rank == first
		default:
			won[i] = p.Total == best
		}
	}
	return won
}

// Result is the play's result, as zooscore ranks any game: by total, the
// winners first among those tied for the most points (a tie the rules
// broke at the table), then players of equal totals by the ranks the play
// gave, sharing a rank where nothing tells them apart (1, 1, 3). Each
// player's breakdown is one item, the total as logged, and a warning says
// that no rule was checked. The play is expected to have passed Check.
func (t Totals) Result(name string) scorer.Result {
	won := t.winners()
	order := make([]int, len(t.Players))
	for i := range order {
		order[i] = i
	}
	// The play's ranks count when it ranked every player.
	ranked := !slices.ContainsFunc(t.Players, func(p Given) bool { return p.Rank <= 0 })
	given := func(i int) int {
		if ranked {
			return t.Players[i].Rank
		}
		return 0
	}
	key := func(a, b int) int {
		return cmp.Or(cmp.Compare(t.Players[b].Total, t.Players[a].Total), compareBool(won[b], won[a]), cmp.Compare(given(a), given(b)))
	}
	slices.SortStableFunc(order, key)
	res := scorer.Result{Game: name, Status: scorer.StatusFinished, Winners: []string{},
		Warnings: []scorer.Note{{Rule: RuleTotalsUnchecked, Msg: msg.M("totals.unchecked", "app", t.App())}}}
	rank := 0
	for pos, i := range order {
		if pos == 0 || key(order[pos-1], i) != 0 {
			rank = pos + 1
		}
		p := t.Players[i]
		name := strings.TrimSpace(p.Name)
		res.Players = append(res.Players, scorer.PlayerResult{Name: name, Total: p.Total, Rank: rank,
			Breakdown: []scorer.Item{{Points: p.Total, Rule: RuleTotalsGiven,
				Label: msg.M("totals.item"), Reason: msg.M("totals.item-why", "app", t.App())}}})
		if rank == 1 {
			res.Winners = append(res.Winners, name)
		}
	}
	return res
}

// compareBool orders false before true.
func compareBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// StartPlayer is the name of the player who started the play, "" when it
// says none.
func (t Totals) StartPlayer() string {
	for _, p := range t.Players {
		if p.Start {
			return strings.TrimSpace(p.Name)
		}
	}
	return ""
}
