package junior

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer/internal/jsonread"
)

// Dest is where a tile goes: enclosure 1, 2 or 3, or the barn. In JSON it is
// the number 1, 2 or 3 or the string "barn".
type Dest struct {
	Enclosure int
	Barn      bool
}

// MarshalJSON writes the enclosure number or "barn".
func (d Dest) MarshalJSON() ([]byte, error) {
	if d.Barn {
		return []byte(`"barn"`), nil
	}
	return json.Marshal(d.Enclosure)
}

// UnmarshalJSON reads 1, 2, 3 or "barn"; anything else is an error, which
// scorer.Decode reports as an InputError.
func (d *Dest) UnmarshalJSON(data []byte) error {
	var n int
	if err := json.Unmarshal(data, &n); err == nil && n >= 1 && n <= MaxEnclosures {
		*d = Dest{Enclosure: n}
		return nil
	}
	var s string
	if err := json.Unmarshal(data, &s); err == nil && s == "barn" {
		*d = Dest{Barn: true}
		return nil
	}
	return msg.E("junior.to-json", "given", clip(string(data)))
}

// clip keeps the start of a value quoted in a message: a file may hold
// anything there.
func clip(s string) string {
	const most = 100
	if len(s) <= most {
		return s
	}
	cut := most
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}

func (d Dest) valid() bool { return d.Barn || (d.Enclosure >= 1 && d.Enclosure <= MaxEnclosures) }

func (d Dest) String() string {
	if d.Barn {
		return "the barn"
	}
	return fmt.Sprintf("enclosure %d", d.Enclosure)
}

// Tile is one tile of a take: an animal kind or a landscape type, Fertile
// "male" or "female" for a fertile animal, and where it went.
type Tile struct {
	Tile    string `json:"tile"`
	Fertile string `json:"fertile,omitempty"`
	To      Dest   `json:"to"`
}

// Bonus is the bonus action of a take that filled an enclosure.
//
// Action "take" moves a tile from the barn of player From into the enclosure
// To of the taker; action "discard" removes a tile from the taker's own barn
// (From empty or the taker, To absent). The tile is named by Tile (kind or
// landscape), Fertile ("male"/"female" for a fertile animal) and Offspring
// (true for an offspring tile, which is never fertile): together they must
// match a tile really in that barn.
type Bonus struct {
	Action    string `json:"action"`
	From      string `json:"from,omitempty"`
	Tile      string `json:"tile"`
	Fertile   string `json:"fertile,omitempty"`
	Offspring bool   `json:"offspring,omitempty"`
	To        *Dest  `json:"to,omitempty"`
}

// Take is one player's truck: its tiles in the order placed, and the bonus
// action if any. A take without tiles but with a bonus is the bonus action of
// the same player's take just before it, entered separately (the
// interactive flow asks for the bonus after the tiles; see CanBonus).
//
// Truck names the truck by its boxes (1, 2 or 3; 0 when not said): with 2
// players the trucks differ, so naming it lets the tracker check the takes
// of the round exactly; without it any choice of different trucks that
// holds the takes is accepted. Unclaimed, on the take that ends a 2-player
// round, says how many tiles were left on the truck nobody took (they leave
// the game); without it the tracker allows for the most that truck can hold.
type Take struct {
	Player    string `json:"player"`
	Truck     int    `json:"truck,omitempty"`
	Tiles     []Tile `json:"tiles"`
	Unclaimed *int   `json:"unclaimed,omitempty"`
	Bonus     *Bonus `json:"bonus,omitempty"`
}

// Round lists the takes of one round in the order they happened. Last marks
// the round in which the first tile of the end pile was drawn; LastAfter
// says how many of the round's takes were entered before that mark (0: the
// mark came first), so that a replay makes the entries in the order the
// table made them.
type Round struct {
	Last      bool   `json:"last,omitempty"`
	LastAfter int    `json:"last_after,omitempty"`
	Takes     []Take `json:"takes"`
}

// Script is a played game as entered: the players in seating order and the
// rounds.
type Script struct {
	Players []string `json:"players"`
	Rounds  []Round  `json:"rounds"`
}

// Entry is one stored step of a tracked game: a take, or the mark that this
// round is the last. Round is 1-based; 0 means the round being played.
type Entry struct {
	Round int   `json:"round"`
	Take  *Take `json:"take,omitempty"`
	Last  bool  `json:"last,omitempty"`
}

// ParseScript reads a Script from JSON strictly (see scorer.Decode) and trims
// the names.
func ParseScript(data []byte) (Script, error) {
	return jsonread.Decode(data, quickScript, trimScript, ScriptLimits...)
}

// trimScript trims the names of the players, also those of the takes and
// bonus actions.
func trimScript(s Script) Script {
	for i := range s.Players {
		s.Players[i] = strings.TrimSpace(s.Players[i])
	}
	for i := range s.Rounds {
		for j := range s.Rounds[i].Takes {
			tk := &s.Rounds[i].Takes[j]
			tk.Player = strings.TrimSpace(tk.Player)
			if tk.Bonus != nil {
				tk.Bonus.From = strings.TrimSpace(tk.Bonus.From)
			}
		}
	}
	return s
}

// Entries flattens the script into entries, in the order they were made:
// per round its takes, with the last mark after the first LastAfter of them.
// A LastAfter out of range puts the mark at the nearer end (Play reports it).
func (s Script) Entries() []Entry {
	var out []Entry
	for i, r := range s.Rounds {
		out = append(out, r.entries(i+1)...)
	}
	return out
}

func (r Round) entries(round int) []Entry {
	if len(r.Takes) == 0 && !r.Last {
		return nil
	}
	out := make([]Entry, 0, len(r.Takes)+1)
	takes := append([]Take(nil), r.Takes...) // each entry's own copy of its take, made at once
	at := min(max(r.LastAfter, 0), len(r.Takes))
	for j := 0; j <= len(r.Takes); j++ {
		if r.Last && j == at {
			out = append(out, Entry{Round: round, Last: true})
		}
		if j < len(r.Takes) {
			out = append(out, Entry{Round: round, Take: &takes[j]})
		}
	}
	return out
}

// WithEntries returns the script with the same players and its rounds
// rebuilt from the entries, keeping where in its round the last mark came.
// Entries with round 0 go to the latest round.
func (s Script) WithEntries(entries []Entry) Script {
	out := Script{Players: append([]string(nil), s.Players...), Rounds: []Round{}}
	for _, e := range entries {
		r := e.Round
		if r <= 0 {
			r = max(len(out.Rounds), 1)
		}
		for len(out.Rounds) < r {
			out.Rounds = append(out.Rounds, Round{Takes: []Take{}})
		}
		round := &out.Rounds[r-1]
		if e.Last && !round.Last {
			round.Last, round.LastAfter = true, len(round.Takes)
		}
		if e.Take != nil {
			round.Takes = append(round.Takes, *e.Take)
		}
	}
	return out
}
