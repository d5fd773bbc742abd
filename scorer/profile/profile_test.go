package profile

import (
	"reflect"
	"testing"
	"time"

	"github.com/zooscore/zooscore/scorer/rating"
)

// ranks makes games from the player's ranks, in the order played.
func ranks(rs ...int) []Game {
	out := make([]Game, len(rs))
	for i, r := range rs {
		out[i] = Game{ID: int64(i + 1), Game: "dice", Rank: r}
	}
	return out
}

func TestStreaks(t *testing.T) {
	tests := []struct {
		name  string
		ranks []int
		want  Streak
	}{
		{"no games", nil, Streak{}},
		{"never won", []int{2, 3, 2}, Streak{}},
		{"one win, the last game", []int{2, 1}, Streak{Current: 1, Longest: 1}},
		{"a streak broken, a shorter one going on", []int{1, 1, 1, 2, 1, 1}, Streak{Current: 2, Longest: 3}},
		{"the longest going on now", []int{1, 2, 1, 1, 1}, Streak{Current: 3, Longest: 3}},
		{"ended by the last game", []int{1, 1, 3}, Streak{Current: 0, Longest: 2}},
		// Ranks are standard competition ranks: two sharing the first
		// place both have rank 1, and it is a win for each.
		{"a shared first place keeps it going", []int{1, 1, 1}, Streak{Current: 3, Longest: 3}},
		{"second place after a shared first breaks it", []int{1, 2}, Streak{Current: 0, Longest: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Streaks(ranks(tt.ranks...)); got != tt.want {
				t.Errorf("Streaks(%v) = %+v, want %+v", tt.ranks, got, tt.want)
			}
		})
	}
}

func TestTally(t *testing.T) {
	game := func(rank, total int) Game { return Game{Rank: rank, Total: total} }
	tests := []struct {
		name  string
		games []Game
		want  Figures
	}{
		{"no games", nil, Figures{}},
		{"one win", []Game{game(1, 17)}, Figures{Games: 1, Wins: 1, WinRate: 1, Average: 17, Best: 17}},
		{"a shared win counts", []Game{game(1, 10), game(1, 12), game(3, 4)},
			Figures{Games: 3, Wins: 2, WinRate: 0.6667, Average: 8.67, Best: 12}},
		{"win rate and average rounded as on the leaderboard", []Game{game(1, 1), game(2, 0), game(2, 0), game(2, 0), game(2, 0), game(2, 0)},
			Figures{Games: 6, Wins: 1, WinRate: 0.1667, Average: 0.17, Best: 1}},
		// ZooSim totals and imported plays are whole numbers, and can be
		// 0 or below: the best is the highest, not above 0.
		{"the best of totals below 0", []Game{game(2, -3), game(1, -1)}, Figures{Games: 2, Wins: 1, WinRate: 0.5, Average: -2, Best: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Tally("", tt.games); got != tt.want {
				t.Errorf("Tally = %+v, want %+v", got, tt.want)
			}
		})
	}
}

// played is a game the player finished at rank, with the others' ranks.
func played(rank int, others ...Seat) Game { return Game{Rank: rank, Others: others} }

func TestRivals(t *testing.T) {
	bob, cy := func(r int) Seat { return Seat{"Bob", r} }, func(r int) Seat { return Seat{"Cy", r} }
	tests := []struct {
		name               string
		games              []Game
		rivals             []Rival
		mostBeaten, behind []string
	}{
		{"nobody met", nil, []Rival{}, nil, nil},
		{"ahead, behind, level", []Game{played(1, bob(2)), played(2, bob(1)), played(1, bob(1))},
			[]Rival{{Name: "Bob", Games: 3, Ahead: 1, Behind: 1, Level: 1}}, []string{"Bob"}, []string{"Bob"}},
		// A first place shared with Bob is a win for both and beats
		// neither: it is level; Cy, behind both, is beaten.
		{"a shared win is level", []Game{played(1, bob(1), cy(3))},
			[]Rival{{Name: "Bob", Games: 1, Level: 1}, {Name: "Cy", Games: 1, Ahead: 1}}, []string{"Cy"}, nil},
		// Two tied in second place are level with each other; the player,
		// one of them, is behind the winner.
		{"tied behind the winner", []Game{played(2, bob(2), cy(1))},
			[]Rival{{Name: "Bob", Games: 1, Level: 1}, {Name: "Cy", Games: 1, Behind: 1}}, nil, []string{"Cy"}},
		// Beaten as often, Bob and Cy are both the most beaten; the one
		// met more often comes first.
		{"two most beaten as often", []Game{played(1, bob(2), cy(3)), played(2, bob(3), cy(1)), played(1, bob(2))},
			[]Rival{{Name: "Bob", Games: 3, Ahead: 3}, {Name: "Cy", Games: 2, Ahead: 1, Behind: 1}}, []string{"Bob"}, []string{"Cy"}},
		{"a tie for most beaten names both", []Game{played(1, bob(2), cy(3)), played(3, bob(1), cy(2))},
			[]Rival{{Name: "Bob", Games: 2, Ahead: 1, Behind: 1}, {Name: "Cy", Games: 2, Ahead: 1, Behind: 1}},
			[]string{"Bob", "Cy"}, []string{"Bob", "Cy"}},
		{"never beaten anyone", []Game{played(2, bob(1)), played(3, bob(1), cy(2))},
			[]Rival{{Name: "Bob", Games: 2, Behind: 2}, {Name: "Cy", Games: 1, Behind: 1}}, nil, []string{"Bob"}},
	}
	names := func(rs []Rival) []string {
		var out []string
		for _, r := range rs {
			out = append(out, r.Name)
		}
		return out
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Rivals(tt.games)
			if !reflect.DeepEqual(got, tt.rivals) && !(len(got) == 0 && len(tt.rivals) == 0) {
				t.Errorf("Rivals = %+v, want %+v", got, tt.rivals)
			}
			if b := names(MostBeaten(got)); !reflect.DeepEqual(b, tt.mostBeaten) {
				t.Errorf("MostBeaten = %v, want %v", b, tt.mostBeaten)
			}
			if a := names(MostAhead(got)); !reflect.DeepEqual(a, tt.behind) {
				t.Errorf("MostAhead = %v, want %v", a, tt.behind)
			}
		})
	}
}

func TestCertainty(t *testing.T) {
	tests := []struct {
		games int
		sigma float64
		want  string
	}{
		{0, rating.DefaultSigma, New},
		{4, 5, New}, // few games are new, however sure the model got
		{5, 7.1, Settling},
		{12, SteadySigma, Steady},
		{40, 3.6, Steady},
	}
	for _, tt := range tests {
		if got := Certainty(tt.games, tt.sigma); got != tt.want {
			t.Errorf("Certainty(%d games, sigma %v) = %s, want %s", tt.games, tt.sigma, got, tt.want)
		}
	}
}

// TestStanding: a player's place, the rating as the leaderboard shows it,
// and the chance against an average player: even for a player of the
// average mean, above one in two for one above it.
func TestStanding(t *testing.T) {
	board := Board{Place: 1, Ratings: []rating.Rating{{Mu: 30, Sigma: 4}, {Mu: 25, Sigma: 7}, {Mu: 20, Sigma: 5}}}
	got := board.standing(20)
	if got.Place != 1 || got.Of != 3 || got.Rating != 18 || got.Certainty != Steady {
		t.Errorf("standing = %+v", got)
	}
	if got.AheadOfAverage <= 0.5 || got.AheadOfAverage >= 1 {
		t.Errorf("the best of three: %v ahead of the average", got.AheadOfAverage)
	}
	middle := Board{Place: 2, Ratings: board.Ratings}.standing(8)
	if middle.AheadOfAverage != 0.5 || middle.Certainty != Settling {
		t.Errorf("the average player: %+v", middle)
	}
	// A newcomer alone on a board (a game of one player rates nobody)
	// stands at 0, even with the average.
	alone := Board{Place: 1, Ratings: []rating.Rating{rating.Default()}}.standing(1)
	if alone.Rating != 0 || alone.AheadOfAverage != 0.5 || alone.Certainty != New {
		t.Errorf("alone: %+v", alone)
	}
	if none := (Board{}).standing(0); none.Certainty != New || none.Of != 0 {
		t.Errorf("on no board: %+v", none)
	}
}

func TestBuild(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 11, d, 20, 0, 0, 0, time.UTC) }
	games := []Game{
		{ID: 1, Game: "junior", PlayedAt: day(1), Rank: 1, Total: 20, Others: []Seat{{"Bob", 2}}},
		{ID: 2, Game: "dice", PlayedAt: day(2), Rank: 2, Total: 11, Others: []Seat{{"Bob", 1}, {"Cy", 3}}},
		{ID: 3, Game: "dice", PlayedAt: day(3), Rank: 1, Total: 15}, // alone: rates nobody
	}
	boards := map[string]Board{
		"":       {Place: 1, Ratings: []rating.Rating{{Mu: 27, Sigma: 7.5}, {Mu: 26, Sigma: 7.6}, {Mu: 22, Sigma: 8}}},
		"dice":   {Place: 2, Ratings: []rating.Rating{{Mu: 28, Sigma: 8}, {Mu: 25, Sigma: 8}, {Mu: 22, Sigma: 8}}},
		"junior": {Place: 1, Ratings: []rating.Rating{{Mu: 27, Sigma: 8}, {Mu: 23, Sigma: 8}}},
	}
	r := Build("Ann", "", games, boards, map[int64]float64{1: 1.5, 2: 0.9})
	if r.Name != "Ann" || r.Games != 3 || r.Wins != 2 || r.Best != 20 || r.Place != 1 || r.Of != 3 {
		t.Errorf("figures: %+v", r.Figures)
	}
	if len(r.PerGame) != 2 || r.PerGame[0].Game != "dice" || r.PerGame[0].Games != 2 || r.PerGame[0].Place != 2 ||
		r.PerGame[1].Game != "junior" || r.PerGame[1].Wins != 1 {
		t.Errorf("per game: %+v", r.PerGame)
	}
	// Shown: each game's figures, then every game's together.
	if sc := r.Scopes(); len(sc) != 3 || sc[2].Game != "" || sc[2].Games != 3 {
		t.Errorf("scopes: %+v", sc)
	}
	if one := Build("Ann", "dice", games[1:], boards, nil); len(one.Scopes()) != 1 || one.Scopes()[0].Game != "dice" {
		t.Errorf("one game's scopes: %+v", one.Scopes())
	}
	if r.Streak != (Streak{Current: 1, Longest: 1}) {
		t.Errorf("streak: %+v", r.Streak)
	}
	var ratings []float64
	for _, p := range r.Timeline {
		ratings = append(ratings, p.Rating)
	}
	// The game alone keeps the rating of the game before it.
	if want := []float64{1.5, 0.9, 0.9}; !reflect.DeepEqual(ratings, want) || r.Timeline[1].Players != 3 {
		t.Errorf("timeline: %+v", r.Timeline)
	}
	// Bob and Cy were each beaten once: both, Bob (met twice) first.
	if len(r.MostBeaten) != 2 || r.MostBeaten[0].Name != "Bob" || r.MostBeaten[1].Name != "Cy" {
		t.Errorf("most beaten: %+v", r.MostBeaten)
	}
	if len(r.MostAhead) != 1 || r.MostAhead[0].Name != "Bob" {
		t.Errorf("most ahead: %+v", r.MostAhead)
	}
}

func TestSuggest(t *testing.T) {
	known := []string{"Ann", "Anna", "Annabelle-Marie", "Bob", "Maximiliane", "Max", "Zoë", "李雷"}
	tests := []struct {
		typed string
		want  []string
	}{
		{"An", []string{"Ann", "Anna", "Annabelle-Marie"}}, // names it begins first
		{"Anne", []string{"Ann", "Anna"}},                  // one typo: a letter added, one changed
		{"bbo", []string{"Bob"}},                           // two letters swapped
		{"Maximilane", []string{"Maximiliane"}},            // a letter missed in a long name
		{"Maxi", []string{"Maximiliane", "Max"}},           // begins one, a typo from the other
		{"Zoe", []string{"Zoë"}},                           // a letter changed
		{"李", []string{"李雷"}},                              // letters, not bytes
		{"Quentin", []string{}},                            // nothing near
		{"   ", nil},                                       // no name at all
		{"ANN", []string{"Anna", "Annabelle-Marie"}},       // itself is no suggestion
		{"Bobby", []string{"Bob"}},                         // more typed than the name
		{"Bxx", []string{}},                                // two typos in a short name are too many
		{"B", []string{"Bob"}},                             // a name begun by one letter
		{"ann smith", []string{"Ann"}},                     // another word after a name
		{"Maximilian", []string{"Maximiliane"}},            // not Max: far more typed than that
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			got := Suggest(tt.typed, known, 3)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Suggest(%q) = %q, want %q", tt.typed, got, tt.want)
			}
		})
	}
}

func TestRuns(t *testing.T) {
	day := time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)
	games := func(n int) []Point {
		var out []Point
		for i := range n {
			out = append(out, Point{ID: int64(i + 1), PlayedAt: day.AddDate(0, 0, i), Total: i, Rank: 1 + i%2, Rating: float64(i)})
		}
		return out
	}
	tests := []struct {
		name      string
		games     int
		room      int
		runs, per int
		last      Run
	}{
		{"no game", 0, 10, 0, 1, Run{}},
		{"a game a run while they fit", 5, 10, 5, 1, Run{Games: 1, Points: 4, Wins: 1, Rating: 4, Last: 5}},
		{"exactly the room", 10, 10, 10, 1, Run{Games: 1, Points: 9, Rating: 9, Last: 10}},
		{"two a run", 11, 10, 6, 2, Run{Games: 1, Points: 10, Wins: 1, Rating: 10, Last: 11}},
		{"the average of a run, the rating after its last", 9, 3, 3, 3, Run{Games: 3, Points: 7, Wins: 2, Rating: 8, Last: 9}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			runs, per := Runs(games(tt.games), tt.room)
			if len(runs) != tt.runs || per != tt.per {
				t.Fatalf("%d runs of %d, want %d of %d", len(runs), per, tt.runs, tt.per)
			}
			if len(runs) == 0 {
				return
			}
			last := runs[len(runs)-1]
			last.From, last.To = time.Time{}, time.Time{}
			if last != tt.last {
				t.Errorf("the last run %+v, want %+v", last, tt.last)
			}
		})
	}
}
