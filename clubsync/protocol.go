package clubsync

import (
	"encoding/json"

	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// The protocol between a laptop and a club's server (docs/sync.md); its
// server end is package web's.
//
//	GET  /api/sync/index          every game's uuid and fingerprint, a JSON object a line
//	GET  /api/sync/games?uuid=... those games, each as Line writes it, a line each
//	POST /api/sync/games          lines of Change; answered {"results": [Applied, ...]}
//
// Every answer carries the header Header with Version: a laptop refuses a
// server that speaks another.
const (
	Version = "1"
	Header  = "Zooscore-Sync"
)

// MaxGames is the most games one request reads or stores: 200 games cost
// a server a few tens of milliseconds, and 1 MiB of body (the most a
// server reads) holds them, at about 1.5 KB a game as Line writes it.
const MaxGames = 200

// MaxBody is the most bytes of a request a server reads (web.MaxBody, as
// the commands read at most 1 MiB of input).
const MaxBody = 1 << 20

// Line appends the line of g that sync moves: an export line without the
// result (game, uuid, time, play log, input), which the other side scores
// again as an import does.
func Line(b []byte, g store.Game) []byte {
	g.ID, g.Status = 0, ""
	return exchange.AppendLine(b, g, nil)
}

// Change is a line of a POST: store Line in place of the game of UUID, or
// delete it, if its fingerprint is still Base ("" for a game the server
// must not have).
type Change struct {
	UUID   string          `json:"uuid"`
	Base   string          `json:"base"`
	Delete bool            `json:"delete,omitempty"`
	Line   json.RawMessage `json:"line,omitempty"`
}

// Applied is the answer to one Change, in the order they came: made or
// not (the game is not as Base said; Fingerprint is what it is now, ""
// for none), or the broken rules of a game that cannot be stored.
type Applied struct {
	UUID        string        `json:"uuid"`
	Made        bool          `json:"made"`
	Fingerprint string        `json:"fingerprint"`
	Errors      []scorer.Note `json:"errors,omitempty"`
}
