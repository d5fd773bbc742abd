package profile

import "time"

// Run is games played in a row, drawn as one column of a chart when a
// player has more games than the chart has room for.
type Run struct {
	Games    int
	Points   float64 // the average of their totals
	Wins     int
	Rating   float64 // after the last of them
	From, To time.Time
	Last     int64 // the id of the last of them
}

// Runs groups games (in the order played) into at most room runs of per
// games each (the last may have fewer): one game a run while they fit.
func Runs(games []Point, room int) (runs []Run, per int) {
	if len(games) == 0 {
		return nil, 1
	}
	room = max(room, 1)
	per = (len(games) + room - 1) / room
	for start := 0; start < len(games); start += per {
		in := games[start:min(start+per, len(games))]
		last := in[len(in)-1]
		r := Run{Games: len(in), Rating: last.Rating, From: in[0].PlayedAt, To: last.PlayedAt, Last: last.ID}
		for _, g := range in {
			r.Points += float64(g.Total)
			if g.Rank == 1 {
				r.Wins++
			}
		}
		r.Points /= float64(len(in))
		runs = append(runs, r)
	}
	return runs, per
}
