package exchange

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/playlog"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// MaxBGStatsFile is the largest BG Stats file an import reads (64 MiB): the
// app's whole export of a player who logged some ten thousand plays is a
// few megabytes.
const MaxBGStatsFile = 64 << 20

// ReadOptions says how to read a BG Stats file.
type ReadOptions struct {
	// Map names the games of the file that are one of zooscore's under a
	// name zooscore does not know: a name of the file (letter case, accents
	// and punctuation aside) -> dice, junior or zoosim (--map; ParseMap).
	Map map[string]string
	// BGGIDs are the BoardGameGeek ids known of zooscore's games (learned
	// by an earlier import, or given with --bgg-id): a game of the file with
	// one of them is that game, whatever its name.
	BGGIDs map[string]int
	// Zone is the time zone of the file's dates (the app writes local
	// time); nil is the local one.
	Zone *time.Location
}

// BGStatsRead is what a BG Stats file holds for zooscore: the plays of its
// three games, what was left aside and why, and the BoardGameGeek ids the
// file taught.
type BGStatsRead struct {
	Plays      []Play
	Other      []OtherGame    // games of the file that are none of zooscore's, most played first
	NoScores   int            // plays of zooscore's games logged without scores
	Ignored    int            // plays of zooscore's games the app is told to leave out of its statistics
	Learned    map[string]int // game -> BoardGameGeek id, of games known by their name
	playsOther int
}

// OtherGame is a game of a file that is none of zooscore's, with the
// number of its plays.
type OtherGame struct {
	Name  string `json:"name"`
	Plays int    `json:"plays"`
}

// Problems are everything that keeps a file from being imported, all at
// once, each said as a message: an import stores nothing while there are
// any. It is input that cannot be read (exit 2).
type Problems []msg.Msg

func (p Problems) Error() string {
	parts := make([]string, len(p))
	for i, m := range p {
		parts[i] = m.String()
	}
	return strings.Join(parts, "; ")
}

// Say is what the problems are in one message: how many, and that nothing
// was imported.
func (p Problems) Say() msg.Msg { return msg.M("exchange.bgstats.problems", "n", len(p)) }

// Unwrap makes the problems an input error for callers that map errors to
// exit statuses, saying Say.
func (p Problems) Unwrap() error { return &scorer.InputError{Msg: p.Say()} }

// FileProblems gives the problems an error reports, or nil.
func FileProblems(err error) Problems {
	var p Problems
	if errors.As(err, &p) {
		return p
	}
	return nil
}

// IsBGStats reports whether the start of an input, as r holds it (up to
// its buffer's size), is a BG Stats file rather than the JSON lines of a
// zooscore export: one JSON object with a member only the app's files have
// (plays, games, about...) before any member only a game's line has (game,
// uuid, input...). Both have "players": when the buffer ends within it,
// the file is the app's, whose list of players may be long.
func IsBGStats(r *bufio.Reader) bool {
	head, _ := r.Peek(r.Size())
	head = bytes.TrimPrefix(head, []byte("\ufeff"))
	dec := jsontext.NewDecoder(bytes.NewReader(head), jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true))
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '{' {
		return false
	}
	for dec.PeekKind() == '"' {
		tok, err := dec.ReadToken()
		if err != nil {
			return false
		}
		name := tok.String()
		switch {
		case slices.Contains(bgsKeys, name):
			return true
		case slices.Contains(lineKeys, name) && name != "players":
			return false
		}
		if dec.SkipValue() != nil {
			return name == "players"
		}
	}
	return false
}

// bgsKeys are the members of a BG Stats file that no line of an export has.
var bgsKeys = []string{"about", "games", "plays", "locations", "userInfo", "tags", "groups", "challenges", "deletedObjects"}

// ParseMap reads the values of --map: NAME=GAME, a name of a game in the
// file and dice, junior or zoosim. A value that is not so is input that
// cannot be read.
func ParseMap(values []string) (map[string]string, error) {
	out := map[string]string{}
	for _, v := range values {
		// A game's name may hold "=": the game is after the last one.
		i := strings.LastIndex(v, "=")
		if i < 0 || nameKey(v[:i]) == "" || strings.TrimSpace(v[i+1:]) == "" {
			return nil, &scorer.InputError{Msg: msg.M("exchange.bgstats.map-format", "value", v)}
		}
		name, g := v[:i], strings.TrimSpace(v[i+1:])
		k, known := game.Lookup(g)
		if !known {
			return nil, &scorer.InputError{Msg: msg.M("exchange.bgstats.map-game", "value", v, "game", g,
				"games", msg.List{Items: anyList(game.Names()), Or: true})}
		}
		out[strings.TrimSpace(name)] = k.Name
	}
	return out, nil
}

// ParseBGGIDs reads the values of --bgg-id: GAME=ID, dice, junior or zoosim
// and its BoardGameGeek id, a whole number above 0.
func ParseBGGIDs(values []string) (map[string]int, error) {
	out := map[string]int{}
	for _, v := range values {
		g, id, _ := strings.Cut(v, "=")
		k, known := game.Lookup(g)
		n, err := strconv.Atoi(strings.TrimSpace(id))
		if !known || err != nil || n <= 0 {
			return nil, &scorer.InputError{Msg: msg.M("exchange.bgstats.bgg-format", "value", v,
				"games", msg.List{Items: anyList(game.Names()), Or: true})}
		}
		out[k.Name] = n
	}
	return out, nil
}

// ReadBGStats reads a BG Stats file: the plays of zooscore's games, found
// by their BoardGameGeek id, by a name of theirs or by opts.Map, each kept
// as its totals and checked as far as totals can be (game.Totals.Check).
// Plays of other games are counted by game; plays logged without scores,
// or that the app leaves out of its statistics, are counted too. Every
// problem of the file (a reference to nothing, a date or a score that
// cannot be read, a play that breaks a rule) is reported at once, as
// Problems.
func ReadBGStats(data []byte, opts ReadOptions) (BGStatsRead, error) {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	var f bgsFile
	if err := scorer.DecodeLoose(data, &f); err != nil {
		var input *scorer.InputError
		if errors.As(err, &input) {
			return BGStatsRead{}, Problems{input.Say()}
		}
		return BGStatsRead{}, err
	}
	r := reader{opts: opts, zone: cmp.Or(opts.Zone, time.Local)}
	if f.Games == nil {
		r.problem("exchange.bgstats.missing", "name", "games")
	}
	if f.Plays == nil {
		r.problem("exchange.bgstats.missing", "name", "plays")
	}
	if len(r.problems) > 0 {
		return BGStatsRead{}, r.problems
	}
	r.index(f)
	kinds := r.match(*f.Games)
	var out BGStatsRead
	other := map[string]int{}
	for i, p := range *f.Plays {
		g, ok := r.games[int(p.GameRefID)]
		if !ok {
			r.problem("exchange.bgstats.no-game", "play", r.playName(i, p, ""), "id", int(p.GameRefID))
			continue
		}
		kind := kinds[int(p.GameRefID)]
		switch {
		case kind == "":
			other[g.Name]++
			out.playsOther++
		case bool(p.Ignored):
			out.Ignored++
		default:
			play, scored, ok := r.play(i, p, g, kind)
			switch {
			case !ok:
			case !scored:
				out.NoScores++
			default:
				out.Plays = append(out.Plays, play)
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(opts.Map)) {
		if !r.named[name] {
			r.problem("exchange.bgstats.map-unknown", "name", name, "game", opts.Map[name], "names", r.gameList(*f.Games))
		}
	}
	if len(r.problems) > 0 {
		return BGStatsRead{}, r.problems
	}
	for name, n := range other {
		out.Other = append(out.Other, OtherGame{Name: name, Plays: n})
	}
	slices.SortFunc(out.Other, func(a, b OtherGame) int { return cmp.Or(cmp.Compare(b.Plays, a.Plays), cmp.Compare(a.Name, b.Name)) })
	out.Learned = r.learned
	return out, nil
}

// reader is the state of reading one file: its entries by id, and the
// problems found so far.
type reader struct {
	opts      ReadOptions
	zone      *time.Location
	players   map[int]bgsPlayer
	locations map[int]bgsLocation
	games     map[int]bgsGame
	named     map[string]bool // the names of opts.Map that a game of the file has
	learned   map[string]int
	problems  Problems
}

func (r *reader) problem(id string, pairs ...any) {
	r.problems = append(r.problems, msg.M(id, pairs...))
}

// index finds the entries of the file by their ids, each id once.
func (r *reader) index(f bgsFile) {
	r.players, r.locations, r.games = map[int]bgsPlayer{}, map[int]bgsLocation{}, map[int]bgsGame{}
	for i, p := range f.Players {
		addOnce(r, "players", i, int(p.ID), r.players, p)
	}
	for i, l := range f.Locations {
		addOnce(r, "locations", i, int(l.ID), r.locations, l)
	}
	for i, g := range *f.Games {
		addOnce(r, "games", i, int(g.ID), r.games, g)
	}
}

// addOnce adds an entry under its id, or reports the id as given before.
func addOnce[T any](r *reader, list string, i, id int, to map[int]T, v T) {
	if _, dup := to[id]; dup {
		r.problem("exchange.bgstats.duplicate-id", "list", list, "index", i, "id", id)
		return
	}
	to[id] = v
}

// match finds which games of the file are zooscore's: by --map first, then
// by a BoardGameGeek id known of a game, then by a name of the game (the
// app's name or BoardGameGeek's). A game found by its name teaches its
// BoardGameGeek id, when zooscore knows none for it and the file gives only
// one.
func (r *reader) match(games []bgsGame) map[int]string {
	kinds := map[int]string{}
	byID := map[int]string{}
	for g, id := range r.opts.BGGIDs {
		byID[id] = g
	}
	mapped := map[string]string{} // a name of --map as names are compared -> as typed
	for typed := range r.opts.Map {
		mapped[nameKey(typed)] = typed
	}
	r.named = map[string]bool{}
	taught := map[string]map[int]bool{}
	for _, g := range games {
		kind := ""
		if typed, ok := mapped[nameKey(g.Name)]; ok {
			kind = r.opts.Map[typed]
			r.named[typed] = true
		} else if known, ok := byID[int(g.BGGID)]; ok && g.BGGID > 0 {
			kinds[int(g.ID)] = known
			continue
		} else {
			kind = cmp.Or(gameByName(g.Name), gameByName(g.BGGName))
		}
		if kind == "" {
			continue
		}
		kinds[int(g.ID)] = kind
		if _, known := r.opts.BGGIDs[kind]; !known && g.BGGID > 0 {
			if taught[kind] == nil {
				taught[kind] = map[int]bool{}
			}
			taught[kind][int(g.BGGID)] = true
		}
	}
	r.learned = map[string]int{}
	for kind, ids := range taught {
		if len(ids) == 1 {
			for id := range ids {
				r.learned[kind] = id
			}
		}
	}
	return kinds
}

// play reads a play of one of zooscore's games. scored is false for a play
// logged without any score; ok is false for a play with problems (they
// are reported).
func (r *reader) play(i int, p bgsPlay, g bgsGame, kind string) (play Play, scored, ok bool) {
	name := r.playName(i, p, g.Name)
	before := len(r.problems)
	at, err := r.date(p.PlayDate)
	if err != nil {
		r.problem("exchange.bgstats.bad-date", "play", name, "date", clipText(p.PlayDate))
	}
	t := game.Totals{From: game.FromBGStats, UUID: strings.ToLower(strings.TrimSpace(p.UUID)), Title: g.Name, BGGID: int(g.BGGID),
		DurationMin: max(int(p.DurationMin), 0), Comments: p.Comments}
	if p.LocationRefID != 0 {
		l, ok := r.locations[int(p.LocationRefID)]
		if !ok {
			r.problem("exchange.bgstats.no-location", "play", name, "id", int(p.LocationRefID))
		}
		t.Location, t.LocationUUID = strings.TrimSpace(l.Name), l.UUID
	}
	anonymous := 0
	var unscored []string
	for j, s := range p.PlayerScores {
		pl, ok := r.players[int(s.PlayerRefID)]
		if !ok {
			r.problem("exchange.bgstats.no-player", "play", name, "index", j, "id", int(s.PlayerRefID))
			continue
		}
		given := game.Given{Name: strings.TrimSpace(pl.Name), Winner: bool(s.Winner), Rank: max(int(s.Rank), 0),
			Seat: max(int(s.SeatOrder), 0), Start: bool(s.StartPlayer), New: bool(s.NewPlayer), UUID: pl.UUID}
		if pl.IsAnonymous {
			// The app's one anonymous player may sit at a table more
			// than once: zooscore tells them apart by number.
			given.Anonymous = true
			if anonymous++; anonymous > 1 {
				given.Name = fmt.Sprintf("%s %d", given.Name, anonymous)
			}
		}
		if s.Score.Set {
			n, whole := s.Score.whole()
			if !whole {
				r.problem("exchange.bgstats.bad-score", "play", name, "name", given.Name, "score", clipText(s.Score.Text))
			}
			given.Total = n
			scored = true
		} else {
			unscored = append(unscored, given.Name)
		}
		t.Players = append(t.Players, given)
	}
	if !scored {
		return Play{}, false, len(r.problems) == before
	}
	for _, who := range unscored {
		r.problem("exchange.bgstats.missing-score", "play", name, "name", who)
	}
	seated(t.Players)
	if t.UUID == "" {
		t.UUID = madeUUID("bgstats-play", fmt.Sprint(kind, p.PlayDate, t.Players))
	}
	if len(r.problems) > before {
		return Play{}, true, false // the rules would only repeat what is missing
	}
	k, _ := game.Lookup(kind)
	for _, n := range t.Check(k) {
		r.problems = append(r.problems, msg.M("exchange.bgstats.rule", "play", name, "problem", n.Msg))
	}
	return Play{Game: kind, PlayedAt: at, Totals: t}, true, len(r.problems) == before
}

// seated puts the players in the order of their seats when the play gave
// every player's.
func seated(players []game.Given) {
	if slices.ContainsFunc(players, func(p game.Given) bool { return p.Seat <= 0 }) {
		return
	}
	slices.SortStableFunc(players, func(a, b game.Given) int { return cmp.Compare(a.Seat, b.Seat) })
}

// date reads a play's date: the app's local time (YYYY-MM-DD HH:MM:SS), or
// as other programs write it, without seconds, a date alone, or RFC 3339.
func (r *reader) date(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	for _, layout := range []string{time.DateTime, "2006-01-02 15:04", time.DateOnly} {
		if t, err := time.ParseInLocation(layout, s, r.zone); err == nil {
			return t, nil
		}
	}
	return time.Parse(time.RFC3339, s)
}

// playName names a play in a problem: its place in the file, its game and
// its date.
func (r *reader) playName(i int, p bgsPlay, g string) msg.Msg {
	if g == "" {
		return msg.M("exchange.bgstats.play-of", "index", i, "date", clipText(p.PlayDate))
	}
	return msg.M("exchange.bgstats.play", "index", i, "game", clipText(g), "date", clipText(p.PlayDate))
}

// gameList names the games of the file, for a --map that names none.
func (r *reader) gameList(games []bgsGame) any {
	var names []any
	for _, g := range games {
		names = append(names, strconv.Quote(clipText(g.Name)))
	}
	if len(names) == 0 {
		return msg.M("exchange.bgstats.no-games")
	}
	return msg.List{Items: names}
}

// ImportBGStats stores the plays of zooscore's games in a BG Stats file,
// each as its totals (store.MadeTotals), in one transaction: a play whose
// uuid is stored already, or that zooscore itself wrote for BG Stats from a
// game it keeps, is skipped. The BoardGameGeek ids of opts and those the
// file taught are remembered for the next export. A file with problems
// stores nothing (Problems).
func ImportBGStats(ctx context.Context, st *store.Store, r io.Reader, opts ReadOptions) (BGStatsStats, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBGStatsFile+1))
	if err != nil {
		return BGStatsStats{}, err
	}
	if len(data) > MaxBGStatsFile {
		return BGStatsStats{}, Problems{msg.M("exchange.bgstats.too-large", "mib", MaxBGStatsFile>>20)}
	}
	known, err := st.BGGIDs(ctx)
	if err != nil {
		return BGStatsStats{}, err
	}
	given := opts.BGGIDs
	maps.Copy(known, given)
	opts.BGGIDs = known
	read, err := ReadBGStats(data, opts)
	if err != nil {
		return BGStatsStats{}, err
	}
	ours, err := ownPlays(ctx, st)
	if err != nil {
		return BGStatsStats{}, err
	}
	stats := BGStatsStats{OtherPlays: read.playsOther, Other: read.Other, NoScores: read.NoScores, Ignored: read.Ignored}
	var games []store.Game
	for _, p := range read.Plays {
		if ours[p.Totals.UUID] {
			stats.Skipped++
			continue
		}
		g, err := p.storeGame()
		if err != nil {
			return BGStatsStats{}, err
		}
		games = append(games, g)
	}
	added, err := st.Import(ctx, func() (store.Game, bool, error) {
		if len(games) == 0 {
			return store.Game{}, false, nil
		}
		g := games[0]
		games = games[1:]
		return g, true, nil
	})
	if err != nil {
		return BGStatsStats{}, err
	}
	stats.Added, stats.Skipped = added.Added, stats.Skipped+added.Skipped
	learned := maps.Clone(read.Learned)
	maps.Copy(learned, given)
	if err := st.SetBGGIDs(ctx, learned); err != nil {
		return BGStatsStats{}, err
	}
	stats.Learned = read.Learned
	return stats, nil
}

// ownPlays are the uuids zooscore gives the games it scored when it writes
// them for BG Stats (bgstatsUUID): such a play in a file is one of its own.
func ownPlays(ctx context.Context, st *store.Store) (map[string]bool, error) {
	uuids, err := st.UUIDs(ctx)
	if err != nil {
		return nil, err
	}
	ours := make(map[string]bool, len(uuids))
	for _, u := range uuids {
		ours[madeUUID("play", u)] = true
	}
	return ours, nil
}

// storeGame is the play as the store keeps it: its totals as the input,
// their result, made from totals.
func (p Play) storeGame() (store.Game, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(p.Totals); err != nil {
		return store.Game{}, err
	}
	return store.Pack(store.Game{UUID: p.Totals.UUID, Game: p.Game, Status: scorer.StatusFinished, PlayedAt: p.PlayedAt,
		Input: bytes.TrimSpace(buf.Bytes()), Result: p.Totals.Result(p.Game), Made: store.MadeTotals, Log: logOf(p.Totals)}), nil
}

// logOf is the play log of a play of BG Stats: where, how long, who
// started and its comments, each part kept when zooscore's play log can
// hold it (a place on one line, a duration within a day...), so that a
// part it cannot hold never refuses the play: the play keeps it all.
func logOf(t game.Totals) store.PlayLog {
	names := make([]string, len(t.Players))
	for i, p := range t.Players {
		names[i] = p.Name
	}
	var log store.PlayLog
	for _, part := range []store.PlayLog{{Location: t.Location}, {Minutes: t.DurationMin}, {StartPlayer: t.StartPlayer()}, {Note: t.Comments}} {
		if kept, problems := playlog.Check(part, playlog.Members, names); len(problems) == 0 {
			log.Location, log.Minutes = cmp.Or(log.Location, kept.Location), cmp.Or(log.Minutes, kept.Minutes)
			log.StartPlayer, log.Note = cmp.Or(log.StartPlayer, kept.StartPlayer), cmp.Or(log.Note, kept.Note)
		}
	}
	return log
}

// BGStatsStats counts what an import of a BG Stats file did.
type BGStatsStats struct {
	Added      int            `json:"added"`
	Skipped    int            `json:"skipped"` // stored already (the same uuid, or zooscore's own)
	OtherPlays int            `json:"other_plays"`
	Other      []OtherGame    `json:"other_games"`
	NoScores   int            `json:"without_scores"`
	Ignored    int            `json:"ignored"`
	Learned    map[string]int `json:"learned_bgg_ids"`
}

// otherShown is how many other games the summary names.
const otherShown = 5

// Said is what an import did, in one message: "Imported 4 plays from BG
// Stats; skipped: 2 already stored, 7 plays of 4 other games (Azul: 3,
// ...)."; and the BoardGameGeek ids it learned.
func (s BGStatsStats) Said() msg.Msg {
	var skipped []any
	if s.Skipped > 0 {
		skipped = append(skipped, msg.M("exchange.bgstats.skipped-stored", "n", s.Skipped))
	}
	if s.OtherPlays > 0 {
		var names []any
		for i, g := range s.Other {
			if i == otherShown {
				names = append(names, msg.M("exchange.bgstats.more", "n", len(s.Other)-otherShown))
				break
			}
			names = append(names, msg.M("exchange.bgstats.other", "name", g.Name, "n", g.Plays))
		}
		skipped = append(skipped, msg.M("exchange.bgstats.skipped-other", "n", s.OtherPlays,
			"games", msg.M("exchange.bgstats.games", "n", len(s.Other)), "names", msg.List{Items: names}))
	}
	if s.NoScores > 0 {
		skipped = append(skipped, msg.M("exchange.bgstats.skipped-no-scores", "n", s.NoScores))
	}
	if s.Ignored > 0 {
		skipped = append(skipped, msg.M("exchange.bgstats.skipped-ignored", "n", s.Ignored))
	}
	added := msg.M("exchange.bgstats.plays", "n", s.Added)
	done := msg.M("exchange.bgstats.done-all", "added", added)
	if len(skipped) > 0 {
		done = msg.M("exchange.bgstats.done", "added", added, "skipped", msg.List{Items: skipped})
	}
	if len(s.Learned) == 0 {
		return done
	}
	var ids []any
	for _, g := range slices.Sorted(maps.Keys(s.Learned)) {
		ids = append(ids, msg.M("exchange.bgstats.bgg-id", "game", msg.M("cmd.game.short."+g), "id", strconv.Itoa(s.Learned[g])))
	}
	return msg.M("exchange.bgstats.done-learned", "done", done, "ids", msg.List{Items: ids})
}
