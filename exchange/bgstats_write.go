package exchange

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/playlog"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// WriteOptions says what a BG Stats file holds and how.
type WriteOptions struct {
	Only Filter // the games written (of them, the finished ones)
	// BGGIDs are BoardGameGeek ids given for this file (--bgg-id), over
	// those the store remembers; a game without one is written by name.
	BGGIDs map[string]int
	Zone   *time.Location // of the dates written (the app reads local time); nil: the local one
}

// WriteBGStats writes the finished games of st that opts chooses as one BG
// Stats play file, which the app imports: each game a play with its
// players' scores, winners, ranks, seats and start player where zooscore
// knows them, and where, how long and a note from its play log (a play
// that came from BG Stats as it came); its uuid is stable (bgstatsUUID). left is the number of chosen
// games left out as unfinished: BG Stats logs finished plays.
func WriteBGStats(ctx context.Context, st *store.Store, w io.Writer, opts WriteOptions) (left int, err error) {
	ids, err := st.BGGIDs(ctx)
	if err != nil {
		return 0, err
	}
	maps.Copy(ids, opts.BGGIDs)
	var plays []Play
	err = Only(st, opts.Only).Export(ctx, func(g store.Game) error {
		if g.Status != scorer.StatusFinished {
			left++
			return nil
		}
		plays = append(plays, playOf(g))
		return nil
	})
	if err != nil {
		return 0, err
	}
	return left, writeFile(w, fileOf(plays, ids, cmp.Or(opts.Zone, time.Local)))
}

func writeFile(w io.Writer, f bgsFile) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// playOf is a stored game as a play of BG Stats: a play that came from BG
// Stats as it was read (its totals), any other game from its result, its
// players in their seats when it was tracked (a play script lists them in
// the order they sat), in the order of the ranking otherwise (the sheets
// say nothing of the seats), and its play log: where, how long, who
// started (a tracked game's first take), a note.
func playOf(g store.Game) Play {
	if g.Made == store.MadeTotals {
		if t, err := game.ReadTotals(g.Game, g.Input); err == nil {
			t.UUID = cmp.Or(t.UUID, bgstatsUUID(g))
			return Play{Game: g.Game, PlayedAt: g.PlayedAt, Totals: t}
		}
	}
	log := playlog.Of(g) // where, how long, who started (a tracked game's first take), a note
	t := game.Totals{From: game.FromBGStats, UUID: bgstatsUUID(g), Location: log.Location, DurationMin: log.Minutes, Comments: log.Note}
	seat := seats(g)
	for _, p := range g.Result.Players {
		t.Players = append(t.Players, game.Given{Name: p.Name, Total: p.Total, Rank: p.Rank,
			Winner: slices.Contains(g.Result.Winners, p.Name), Seat: seat[scorer.NameKey(p.Name)],
			Start: scorer.NameKey(p.Name) == scorer.NameKey(log.StartPlayer)})
	}
	seated(t.Players)
	return Play{Game: g.Game, PlayedAt: g.PlayedAt, Totals: t}
}

// seats gives each player of a tracked game their seat (1 for the first),
// by the key of their name; nil for a game scored from sheets.
func seats(g store.Game) map[string]int {
	if !game.IsScript(g.Game, g.Input) {
		return nil
	}
	var script struct {
		Players []string `json:"players"`
	}
	if json.Unmarshal(g.Input, &script) != nil || len(script.Players) != len(g.Result.Players) {
		return nil
	}
	out := map[string]int{}
	for i, name := range script.Players {
		out[scorer.NameKey(name)] = i + 1
	}
	return out
}

// fileOf is the file of plays (oldest first): its games, players and
// locations numbered in the order they first appear, each with the uuid it
// came with from BG Stats, or else one zooscore makes of it (madeUUID), and
// the date of its last play as the date it was last changed, so that the
// same plays give the same file.
func fileOf(plays []Play, ids map[string]int, zone *time.Location) bgsFile {
	f := bgsFile{Players: []bgsPlayer{}, Locations: []bgsLocation{}, Games: &[]bgsGame{}, Plays: &[]bgsPlay{}, UserInfo: map[string]any{}}
	came := cameWith(plays)
	players, locations, games := map[string]int{}, map[string]int{}, map[string]int{}
	for _, p := range plays {
		date := p.PlayedAt.In(zone).Format(time.DateTime)
		gameRef := ref(games, p.Game, func() {
			*f.Games = append(*f.Games, gameOf(p.Game, plays, ids, len(*f.Games)+1))
		})
		(*f.Games)[gameRef-1].ModificationDate = date
		play := bgsPlay{UUID: p.Totals.UUID, PlayDate: date, GameRefID: looseInt(gameRef), DurationMin: looseInt(p.Totals.DurationMin),
			ManualWinner: looseBool(!plainWinners(p.Totals)), Comments: p.Totals.Comments, ModificationDate: date, PlayerScores: []bgsScore{}}
		if where := strings.TrimSpace(p.Totals.Location); where != "" {
			key := strings.ToLower(where)
			at := ref(locations, key, func() {
				f.Locations = append(f.Locations, bgsLocation{ID: looseInt(len(f.Locations) + 1),
					UUID: cmp.Or(came["location:"+key], madeUUID("location", key)), Name: where})
			})
			f.Locations[at-1].ModificationDate = date
			play.LocationRefID = looseInt(at)
		}
		for _, g := range p.Totals.Players {
			key, name := scorer.NameKey(g.Name), strings.TrimSpace(g.Name)
			uuid := cmp.Or(came["player:"+key], madeUUID("player", key))
			if g.Anonymous && g.UUID != "" {
				// The app's one anonymous player, numbered when read.
				key, name, uuid = "anonymous:"+g.UUID, strings.TrimRight(name, " 0123456789"), g.UUID
			}
			who := ref(players, key, func() {
				f.Players = append(f.Players, bgsPlayer{ID: looseInt(len(f.Players) + 1), UUID: uuid, Name: name, IsAnonymous: looseBool(g.Anonymous)})
			})
			f.Players[who-1].ModificationDate = date
			play.PlayerScores = append(play.PlayerScores, bgsScore{PlayerRefID: looseInt(who), Score: points{Text: strconv.Itoa(g.Total), Set: true},
				Winner: looseBool(g.Winner), StartPlayer: looseBool(g.Start), SeatOrder: looseInt(g.Seat), Rank: looseInt(g.Rank), NewPlayer: looseBool(g.New)})
		}
		*f.Plays = append(*f.Plays, play)
	}
	f.About = about(*f.Games, len(plays))
	return f
}

// ref is the number of a thing of the file by its key, made by add (which
// appends it) the first time.
func ref(refs map[string]int, key string, add func()) int {
	if n, ok := refs[key]; ok {
		return n
	}
	add()
	refs[key] = len(refs) + 1
	return refs[key]
}

// cameWith gives the uuid each player and location came with from BG
// Stats ("player:" or "location:" and its key), the first one met: a
// player of a play of BG Stats is the same player in BG Stats in every
// play written.
func cameWith(plays []Play) map[string]string {
	out := map[string]string{}
	keep := func(key, uuid string) {
		if _, ok := out[key]; !ok && uuid != "" {
			out[key] = uuid
		}
	}
	for _, p := range plays {
		keep("location:"+strings.ToLower(strings.TrimSpace(p.Totals.Location)), p.Totals.LocationUUID)
		for _, g := range p.Totals.Players {
			if !g.Anonymous {
				keep("player:"+scorer.NameKey(g.Name), g.UUID)
			}
		}
	}
	return out
}

// gameOf is the entry of a game of zooscore's: by the name and BoardGameGeek
// id BG Stats gave it in the last play that came from there, else its
// English title; by the id given or learned when there is one (the app
// finds a game by its id first, then by its name).
func gameOf(name string, plays []Play, ids map[string]int, id int) bgsGame {
	k, _ := game.Lookup(name)
	g := bgsGame{ID: looseInt(id), UUID: madeUUID("game", name), Name: k.Title, BGGID: looseInt(ids[name]), HighestWins: true}
	for _, p := range plays {
		if p.Game == name && p.Totals.Title != "" {
			g.Name = p.Totals.Title
			if _, given := ids[name]; !given && p.Totals.BGGID > 0 {
				g.BGGID = looseInt(p.Totals.BGGID)
			}
		}
	}
	return g
}

// plainWinners reports whether a play's winners are those with the most
// points, as the app marks them by itself; when a tie was broken at the
// table, the file says the winners were chosen (manualWinner).
func plainWinners(t game.Totals) bool {
	best := 0
	for i, p := range t.Players {
		if i == 0 || p.Total > best {
			best = p.Total
		}
	}
	for _, p := range t.Players {
		if p.Winner != (p.Total == best) {
			return false
		}
	}
	return true
}

// about says what the file is, for a person who opens it.
func about(games []bgsGame, plays int) string {
	var names []string
	for _, g := range games {
		names = append(names, g.Name)
	}
	return fmt.Sprintf("zooscore: %d plays of %s, written for BG Stats", plays, strings.Join(names, ", "))
}

// BGStatsLinkBase is the app's push-a-play address: opened on a phone
// with the app (version 3.3.2 and later), it opens the app with a new play
// filled in from the JSON of its data parameter.
const BGStatsLinkBase = "https://app.bgstatsapp.com/createPlay.html"

// pushPlay is the JSON of the push-a-play link.
type pushPlay struct {
	SourceName   string       `json:"sourceName"`
	SourcePlayID string       `json:"sourcePlayId"`
	PlayDate     string       `json:"playDate"`
	DurationMin  int          `json:"durationMin,omitempty"`
	Location     string       `json:"location,omitempty"`
	Comments     string       `json:"comments,omitempty"`
	Game         pushGame     `json:"game"`
	Players      []pushPlayer `json:"players"`
}

type pushGame struct {
	Name         string `json:"name"`
	BGGID        int    `json:"bggId,omitempty"`
	HighestWins  bool   `json:"highestWins"`
	NoPoints     bool   `json:"noPoints"`
	SourceGameID string `json:"sourceGameId"`
}

type pushPlayer struct {
	Name           string `json:"name"`
	Score          string `json:"score"`
	Winner         bool   `json:"winner"`
	Rank           int    `json:"rank,omitempty"`
	StartPlayer    bool   `json:"startPlayer"`
	SourcePlayerID string `json:"sourcePlayerId"`
}

// BGStatsLink is the push-a-play link of a finished game: tapped on a
// phone with BG Stats, it opens the app with the play filled in, as the
// file would give it (the same uuid as sourcePlayId), the game found by
// bggID when it is known (0: by its name). Nothing is sent anywhere: the
// play is in the link. The JSON is percent-encoded as a browser's
// encodeURIComponent does (a space is %20, never +).
func BGStatsLink(g store.Game, bggID int, zone *time.Location) (string, error) {
	p := playOf(g)
	k, _ := game.Lookup(g.Game)
	push := pushPlay{SourceName: "zooscore", SourcePlayID: p.Totals.UUID, PlayDate: p.PlayedAt.In(cmp.Or(zone, time.Local)).Format(time.DateTime),
		DurationMin: p.Totals.DurationMin, Location: p.Totals.Location, Comments: p.Totals.Comments,
		Game:    pushGame{Name: k.Title, BGGID: bggID, HighestWins: true, SourceGameID: k.Name},
		Players: []pushPlayer{}}
	for _, pl := range p.Totals.Players {
		push.Players = append(push.Players, pushPlayer{Name: pl.Name, Score: strconv.Itoa(pl.Total), Winner: pl.Winner,
			Rank: pl.Rank, StartPlayer: pl.Start, SourcePlayerID: scorer.NameKey(pl.Name)})
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(push); err != nil {
		return "", err
	}
	data := strings.ReplaceAll(url.QueryEscape(string(bytes.TrimSpace(buf.Bytes()))), "+", "%20")
	return BGStatsLinkBase + "?data=" + data, nil
}
