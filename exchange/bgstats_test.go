package exchange

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"maps"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// sample is a BG Stats export as the app writes it: plays of the three
// games (one by the app's anonymous player twice, one left out of the
// statistics, one logged without scores) and of four other games, plain
// Zooloretto among them, with every member the app writes.
const sample = "testdata/bgstats-export.json"

// zone is the time zone the tests read and write BG Stats dates in.
var zone = time.FixedZone("CET", 3600)

func readSample(t *testing.T, opts ReadOptions) BGStatsRead {
	t.Helper()
	data, err := os.ReadFile(sample)
	if err != nil {
		t.Fatal(err)
	}
	opts.Zone = zone
	read, err := ReadBGStats(data, opts)
	if err != nil {
		t.Fatalf("%v", err)
	}
	return read
}

// TestBGStatsExportIsReadAsTheAppWroteIt: the plays of the three games in
// an export of the app are found by name (German, BoardGameGeek's, a space
// in "Zoo Sim"), kept with their players in their seats, their winners,
// location, duration and note; the app's anonymous player twice at one
// table is two players; a play left out of the app's statistics and one
// without scores are counted, not kept; plain Zooloretto is another game;
// the BoardGameGeek ids of the games found by name are learned.
func TestBGStatsExportIsReadAsTheAppWroteIt(t *testing.T) {
	read := readSample(t, ReadOptions{})
	type want struct {
		game, at, uuid, location string
		minutes                  int
		players                  []string
		start                    string
	}
	wants := []want{
		{"dice", "2025-03-14 20:15:00", "5e0b6c1a-1111-4a2b-8c3d-000000000001", "Home", 25, []string{"Bob 17", "Ann 21*", "Eve 9"}, "Bob"},
		{"dice", "2025-03-01 19:40:00", "5e0b6c1a-1111-4a2b-8c3d-000000000002", "Café Meeple", 0, []string{"Anonymous player 14", "Ann 19*", "Anonymous player 2 11"}, ""},
		{"junior", "2025-02-01 16:30:00", "5e0b6c1a-1111-4a2b-8c3d-000000000003", "Home", 15, []string{"Cléo 12", "Dmitri 12*", "Ann 8", "Bob 10"}, "Cléo"},
		{"zoosim", "2025-01-20 19:00:00", "5e0b6c1a-1111-4a2b-8c3d-000000000004", "", 70, []string{"Eve 48", "Bob 55*"}, ""},
	}
	if len(read.Plays) != len(wants) {
		t.Fatalf("%d plays kept, want %d: %+v", len(read.Plays), len(wants), read.Plays)
	}
	for i, w := range wants {
		p := read.Plays[i]
		got := want{p.Game, p.PlayedAt.In(zone).Format(time.DateTime), p.Totals.UUID, p.Totals.Location, p.Totals.DurationMin, scoresOf(p.Totals), p.Totals.StartPlayer()}
		if got.game != w.game || got.at != w.at || got.uuid != w.uuid || got.location != w.location || got.minutes != w.minutes ||
			!slices.Equal(got.players, w.players) || got.start != w.start {
			t.Errorf("play %d: %+v, want %+v", i, got, w)
		}
		if p.Totals.From != game.FromBGStats {
			t.Errorf("play %d from %q", i, p.Totals.From)
		}
	}
	if first := read.Plays[0].Totals; first.Comments != "Bob took the lion hex early" || first.Title != "Zooloretto Würfelspiel" || first.BGGID != 900001 ||
		first.LocationUUID != "7a1e0c33-2d4b-4f6a-8e9d-0b1c2d3e4f01" || first.Players[2].UUID != "3f2c8a61-5b7e-4d21-9a0c-1e6b2d4f8a06" || !first.Players[2].New {
		t.Errorf("the first play keeps %+v", first)
	}
	wantOther := []OtherGame{{"Azul", 3}, {"Carcassonne", 2}, {"Hanabi", 1}, {"Zooloretto", 1}}
	if !slices.Equal(read.Other, wantOther) || read.playsOther != 7 || read.NoScores != 1 || read.Ignored != 1 {
		t.Errorf("other %v (%d plays), without scores %d, ignored %d", read.Other, read.playsOther, read.NoScores, read.Ignored)
	}
	if want := map[string]int{"dice": 900001, "zoosim": 900003}; !maps.Equal(read.Learned, want) {
		t.Errorf("learned %v, want %v", read.Learned, want)
	}
}

// scoresOf is a play's players as "name total", a winner marked *.
func scoresOf(t game.Totals) []string {
	var out []string
	for _, p := range t.Players {
		s := p.Name + " " + strconv.Itoa(p.Total)
		if p.Winner {
			s += "*"
		}
		out = append(out, s)
	}
	return out
}

// TestBGStatsGamesAreFoundByIDByMapOrByName: a game whose BoardGameGeek id
// zooscore knows is that game whatever its name; --map names a game by
// the name the file gives it (any letter case or accents); a known id
// teaches nothing, and a game of the file --map names wrongly is a
// problem.
func TestBGStatsGamesAreFoundByIDByMapOrByName(t *testing.T) {
	read := readSample(t, ReadOptions{BGGIDs: map[string]int{"junior": 900011}}) // Azul's id, said to be Junior's
	games := map[string]int{}
	for _, p := range read.Plays {
		games[p.Game]++
	}
	if want := map[string]int{"dice": 2, "junior": 4, "zoosim": 1}; !maps.Equal(games, want) {
		t.Errorf("plays by game %v, want %v", games, want)
	}
	if _, ok := read.Learned["junior"]; ok {
		t.Errorf("learned %v: junior's id was known", read.Learned)
	}

	read = readSample(t, ReadOptions{Map: map[string]string{"hanabi": "zoosim", "ZOOLORETTO": "dice"}})
	games = map[string]int{}
	for _, p := range read.Plays {
		games[p.Game]++
	}
	if want := map[string]int{"dice": 3, "junior": 1, "zoosim": 2}; !maps.Equal(games, want) || len(read.Other) != 2 {
		t.Errorf("plays by game %v, want %v; other %v", games, want, read.Other)
	}
	if _, ok := read.Learned["dice"]; ok {
		t.Errorf("learned %v: two ids for the Dice Game teach neither", read.Learned)
	}

	data, _ := os.ReadFile(sample)
	_, err := ReadBGStats(data, ReadOptions{Map: map[string]string{"Zoo Dice": "dice"}})
	probs := FileProblems(err)
	if len(probs) != 1 || probs[0].ID != "exchange.bgstats.map-unknown" {
		t.Errorf("a --map of no game: %v", err)
	}
}

// TestBGStatsFileProblemsAllAtOnce: every problem of a file is reported at
// once, each naming its play: a game, player or location that is not in
// the file, an id given twice, a date or a score that cannot be read, a
// player without a score beside others with one, a play that breaks a
// rule; plays of other games are not looked into.
func TestBGStatsFileProblemsAllAtOnce(t *testing.T) {
	file := `{"players": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}, {"id": 2, "name": "Bo"}],
	"locations": [{"id": 1, "name": "Home"}],
	"games": [{"id": 1, "name": "ZooSim"}, {"id": 2, "name": "Azul"}],
	"plays": [
	 {"uuid": "a", "playDate": "2025-01-01 20:00:00", "gameRefId": 9, "playerScores": []},
	 {"uuid": "b", "playDate": "yesterday", "gameRefId": 1, "locationRefId": 4, "playerScores": [{"playerRefId": 1, "score": "12.5"}, {"playerRefId": 7, "score": "3"}]},
	 {"uuid": "c", "playDate": "2025-01-02 20:00:00", "gameRefId": 1, "playerScores": [{"playerRefId": 1, "score": "12"}, {"playerRefId": 2}]},
	 {"uuid": "d", "playDate": "2025-01-03 20:00:00", "gameRefId": 1, "playerScores": [{"playerRefId": 1, "score": "12"}]},
	 {"uuid": "e", "playDate": "2025-01-04 20:00:00", "gameRefId": 1, "playerScores": [{"playerRefId": 1, "score": "12", "winner": true}, {"playerRefId": 2, "score": "20"}]},
	 {"uuid": "f", "playDate": "never", "gameRefId": 2, "playerScores": [{"playerRefId": 99, "score": "x"}]}
	]}`
	_, err := ReadBGStats([]byte(file), ReadOptions{})
	var ids []string
	for _, m := range FileProblems(err) {
		ids = append(ids, m.ID)
	}
	want := []string{"exchange.bgstats.duplicate-id", "exchange.bgstats.no-game",
		"exchange.bgstats.bad-date", "exchange.bgstats.no-location", "exchange.bgstats.bad-score", "exchange.bgstats.no-player",
		"exchange.bgstats.missing-score", "exchange.bgstats.rule", "exchange.bgstats.rule"}
	if !slices.Equal(ids, want) {
		t.Errorf("problems %v,\nwant %v", ids, want)
	}
	var input *scorer.InputError
	if !errors.As(err, &input) {
		t.Errorf("problems are not input that cannot be read: %T", err)
	}
	en := i18n.For(i18n.English)
	for _, m := range FileProblems(err) {
		if text := en.Say(m); strings.Contains(text, "{{") || !strings.Contains(text, "plays[") && m.ID != "exchange.bgstats.duplicate-id" {
			t.Errorf("%s says %q, not naming its play", m.ID, text)
		}
	}
}

// TestBGStatsFilesThatAreNone: a file that is not JSON, not an object, or
// lacks the games or the plays of a BG Stats file says so, in JSON's words
// where it is JSON that is wrong.
func TestBGStatsFilesThatAreNone(t *testing.T) {
	for _, c := range []struct{ name, file, want string }{
		{"empty", "", "json.empty"},
		{"broken JSON", `{"plays": [}`, "json.malformed"},
		{"a list", `[]`, "json.wrong-kind"},
		{"a wrong type", `{"games": [], "plays": [{"durationMin": "long"}]}`, "json.own"},
		{"no plays", `{"games": []}`, "exchange.bgstats.missing"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadBGStats([]byte(c.file), ReadOptions{})
			probs := FileProblems(err)
			if len(probs) != 1 || probs[0].ID != c.want {
				t.Errorf("%v, want %s", err, c.want)
			}
		})
	}
}

// TestBGStatsLooseValues: what other programs write in the app's files is
// read as the app means it: a rank or an id in a string, a score as a
// number, true as 1, null as nothing, a UTF-8 byte order mark.
func TestBGStatsLooseValues(t *testing.T) {
	file := "\ufeff" + `{"players": [{"id": "1", "name": "Ann", "isAnonymous": 0}, {"id": 2, "name": "Bob", "isAnonymous": null}],
	"locations": null,
	"games": [{"id": 1, "name": "ZOOLORETTO JUNIOR", "bggId": null}],
	"plays": [{"uuid": null, "playDate": "2025-01-02T20:00:00+01:00", "gameRefId": "1", "durationMin": null,
	  "playerScores": [{"playerRefId": 1, "score": 12, "winner": 1, "rank": "1"}, {"playerRefId": "2", "score": " 9 ", "winner": "false", "rank": "2"}]}]}`
	read, err := ReadBGStats([]byte(file), ReadOptions{Zone: zone})
	if err != nil {
		t.Fatal(err)
	}
	if len(read.Plays) != 1 {
		t.Fatalf("plays %+v", read.Plays)
	}
	p := read.Plays[0]
	if p.Game != "junior" || !slices.Equal(scoresOf(p.Totals), []string{"Ann 12*", "Bob 9"}) || p.Totals.Players[1].Rank != 2 ||
		p.Totals.UUID == "" || !p.PlayedAt.Equal(time.Date(2025, 1, 2, 19, 0, 0, 0, time.UTC)) {
		t.Errorf("read %+v", p)
	}
}

// clubStore is a store of games of every kind, tracked and scored from
// sheets, finished and not, and the plays of the sample export.
func clubStore(t *testing.T) *store.Store {
	t.Helper()
	st := imported(t, exports+"club-mix.jsonl")
	f, err := os.Open(exports + "export-full.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	next, stop := ReadLines(f)
	defer stop()
	if _, err := st.Import(context.Background(), next); err != nil {
		t.Fatal(err)
	}
	s, err := os.Open(sample)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := ImportBGStats(context.Background(), st, s, ReadOptions{Zone: zone}); err != nil {
		t.Fatal(err)
	}
	return st
}

// played is what a play says that BG Stats and zooscore both keep.
type played struct {
	Game, At, UUID, Location, Comments string
	Minutes                            int
	Players                            []game.Given
}

func playedOf(p Play) played {
	out := played{p.Game, p.PlayedAt.UTC().Format(time.RFC3339), p.Totals.UUID, p.Totals.Location, p.Totals.Comments, p.Totals.DurationMin, nil}
	for _, g := range p.Totals.Players {
		g.UUID = "" // zooscore makes one for a player it scored
		out.Players = append(out.Players, g)
	}
	return out
}

// TestBGStatsFileRoundTrip: a file zooscore writes is read back by its own
// reader as the plays it wrote, every finished game of every kind (scored
// from sheets, tracked, and logged in BG Stats), with their seats, start
// players, winners and ranks, and what a play of BG Stats said besides
// (its name of the game, location, duration, note, the app's anonymous
// player, who is one player of the app however often he sits at a
// table); unfinished games are
// left out and counted. Writing twice gives the same file. Imported into
// the store it came from, it adds nothing: the plays of BG Stats have
// their uuids, the others are known as zooscore's own.
func TestBGStatsFileRoundTrip(t *testing.T) {
	ctx := context.Background()
	st := clubStore(t)
	var want []played
	finished, unfinished := 0, 0
	err := st.Export(ctx, func(g store.Game) error {
		if g.Status == scorer.StatusFinished {
			want = append(want, playedOf(playOf(g)))
			finished++
		} else {
			unfinished++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var file bytes.Buffer
	left, err := WriteBGStats(ctx, st, &file, WriteOptions{Zone: zone, BGGIDs: map[string]int{"junior": 900002}})
	if err != nil || left != unfinished || unfinished == 0 {
		t.Fatalf("left out %d (%v), want the %d unfinished", left, err, unfinished)
	}
	var again bytes.Buffer
	if _, err := WriteBGStats(ctx, st, &again, WriteOptions{Zone: zone, BGGIDs: map[string]int{"junior": 900002}}); err != nil || !bytes.Equal(file.Bytes(), again.Bytes()) {
		t.Errorf("a second export differs (%v)", err)
	}

	var written bgsFile
	if err := json.Unmarshal(file.Bytes(), &written); err != nil {
		t.Fatal(err)
	}
	var anonymous []string
	for _, p := range written.Players {
		if p.IsAnonymous {
			anonymous = append(anonymous, p.Name+" "+p.UUID)
		}
	}
	if want := []string{"Anonymous player 3f2c8a61-5b7e-4d21-9a0c-1e6b2d4f8a05"}; !slices.Equal(anonymous, want) {
		t.Errorf("the app's anonymous player written as %q, want once as %q", anonymous, want)
	}
	read, err := ReadBGStats(file.Bytes(), ReadOptions{Zone: zone})
	if err != nil {
		t.Fatal(err)
	}
	var got []played
	for _, p := range read.Plays {
		got = append(got, playedOf(p))
	}
	if len(got) != len(want) {
		t.Fatalf("read back %d plays, wrote %d", len(got), len(want))
	}
	for i := range want {
		if !equalPlayed(got[i], want[i]) {
			t.Errorf("play %d read back as\n%+v, written as\n%+v", i, got[i], want[i])
		}
	}
	titles := map[string]string{}
	for _, p := range read.Plays {
		titles[p.Game] = p.Totals.Title
		if p.Game == "junior" && p.Totals.BGGID != 900002 {
			t.Errorf("junior written with BoardGameGeek id %d", p.Totals.BGGID)
		}
	}
	if want := map[string]string{"dice": "Zooloretto Würfelspiel", "junior": "Zooloretto Junior", "zoosim": "Zoo Sim"}; !maps.Equal(titles, want) {
		t.Errorf("games written as %v, want the names BG Stats gave them %v", titles, want)
	}

	stats, err := ImportBGStats(ctx, st, bytes.NewReader(file.Bytes()), ReadOptions{Zone: zone})
	if err != nil || stats.Added != 0 || stats.Skipped != finished {
		t.Errorf("imported into its own store: %+v (%v), want all %d skipped", stats, err, finished)
	}
	fresh, err := store.Open(t.TempDir() + "/fresh.db")
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	stats, err = ImportBGStats(ctx, fresh, bytes.NewReader(file.Bytes()), ReadOptions{Zone: zone})
	if err != nil || stats.Added != finished {
		t.Errorf("imported into a new store: %+v (%v), want %d added", stats, err, finished)
	}
}

func equalPlayed(a, b played) bool {
	return a.Game == b.Game && a.At == b.At && a.UUID == b.UUID && a.Location == b.Location && a.Comments == b.Comments &&
		a.Minutes == b.Minutes && slices.Equal(a.Players, b.Players)
}

// TestBGStatsImportKeepsTotals: the plays imported are kept as totals,
// counted in the history and the leaderboards, their result as the play
// ranked it; the ids learned are remembered; importing the file again adds
// nothing; a JSON lines export of them imports as totals again.
func TestBGStatsImportKeepsTotals(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(t.TempDir() + "/z.db")
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	f, _ := os.ReadFile(sample)
	stats, err := ImportBGStats(ctx, st, bytes.NewReader(f), ReadOptions{Zone: zone, BGGIDs: map[string]int{"junior": 900002}})
	if err != nil || stats.Added != 4 || stats.Skipped != 0 || stats.OtherPlays != 7 || stats.NoScores != 1 || stats.Ignored != 1 {
		t.Fatalf("import %+v (%v)", stats, err)
	}
	ids, _ := st.BGGIDs(ctx)
	if want := map[string]int{"dice": 900001, "junior": 900002, "zoosim": 900003}; !maps.Equal(ids, want) {
		t.Errorf("remembered ids %v, want %v", ids, want)
	}
	listed, err := st.History(ctx, store.Filter{})
	if err != nil || len(listed) != 4 {
		t.Fatalf("history %v (%v)", listed, err)
	}
	for _, sm := range listed {
		if sm.Made != store.MadeTotals || sm.Status != scorer.StatusFinished {
			t.Errorf("game %d: made %q, status %q", sm.ID, sm.Made, sm.Status)
		}
	}
	if err := st.UpdateLeaderboards(ctx, ""); err != nil {
		t.Fatal(err)
	}
	board, err := st.Leaderboard(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	games := map[string]int{}
	for _, row := range board {
		games[row.Name] = row.Games
	}
	if games["Ann"] != 3 || games["Bob"] != 3 {
		t.Errorf("leaderboard games %v", games)
	}

	again, err := ImportBGStats(ctx, st, bytes.NewReader(f), ReadOptions{Zone: zone})
	if err != nil || again.Added != 0 || again.Skipped != 4 {
		t.Errorf("a second import %+v (%v)", again, err)
	}

	var lines bytes.Buffer
	if err := WriteJSONL(ctx, st, &lines); err != nil {
		t.Fatal(err)
	}
	other, err := store.Open(t.TempDir() + "/other.db")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	next, stop := ReadLines(&lines)
	defer stop()
	if _, err := other.Import(ctx, next); err != nil {
		t.Fatal(err)
	}
	moved, _ := other.History(ctx, store.Filter{})
	for _, sm := range moved {
		if sm.Made != store.MadeTotals {
			t.Errorf("game %d came back from JSON lines made %q", sm.ID, sm.Made)
		}
	}
}

// TestBGStatsExportChoosesGames: --game and --since choose the games of an
// export of any format.
func TestBGStatsExportChoosesGames(t *testing.T) {
	ctx := context.Background()
	st := clubStore(t)
	since := time.Date(2026, 1, 1, 0, 0, 0, 0, zone)
	var file bytes.Buffer
	if _, err := WriteBGStats(ctx, st, &file, WriteOptions{Zone: zone, Only: Filter{Game: "dice", Since: since}}); err != nil {
		t.Fatal(err)
	}
	read, err := ReadBGStats(file.Bytes(), ReadOptions{Zone: zone})
	if err != nil {
		t.Fatal(err)
	}
	if len(read.Plays) != 2 {
		t.Errorf("%d plays, want the 2 Dice Games of 2026", len(read.Plays))
	}
	for _, p := range read.Plays {
		if p.Game != "dice" || p.PlayedAt.Before(since) {
			t.Errorf("chosen: %s of %v", p.Game, p.PlayedAt)
		}
	}
	var lines bytes.Buffer
	if err := WriteJSONL(ctx, Only(st, Filter{Game: "junior"}), &lines); err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(lines.String()), "\n") {
		if !strings.HasPrefix(line, `{"game":"junior"`) {
			t.Errorf("a line of another game: %.60s", line)
		}
	}
}

// TestBGStatsLink: the push-a-play link of a finished game is the app's
// address with the play as percent-encoded JSON (a space as %20): the
// source and its play id (the uuid a file would give it), the date, the
// game by its title and id, and each player's score as text, winner, rank
// and start, in their seats for a tracked game.
func TestBGStatsLink(t *testing.T) {
	st := clubStore(t)
	var tracked store.Game
	st.Export(context.Background(), func(g store.Game) error {
		if tracked.ID == 0 && g.Status == scorer.StatusFinished && g.Game == "dice" && game.IsScript(g.Game, g.Input) {
			tracked = g
		}
		return nil
	})
	link, err := BGStatsLink(tracked, 900001, zone)
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(link)
	if err != nil || u.Scheme+"://"+u.Host+u.Path != BGStatsLinkBase || strings.Contains(u.RawQuery, "+") {
		t.Fatalf("link %s (%v)", link, err)
	}
	var push pushPlay
	if err := json.Unmarshal([]byte(u.Query().Get("data")), &push); err != nil {
		t.Fatal(err)
	}
	if push.SourceName != "zooscore" || push.SourcePlayID != bgstatsUUID(tracked) || push.PlayDate != tracked.PlayedAt.In(zone).Format(time.DateTime) ||
		push.Game != (pushGame{Name: "Zooloretto: The Dice Game", BGGID: 900001, HighestWins: true, SourceGameID: "dice"}) {
		t.Errorf("link's play %+v", push)
	}
	var script struct{ Players []string }
	json.Unmarshal(tracked.Input, &script)
	// The start player is the player of the first take (the play log's),
	// who need not sit first.
	first, _ := game.StartPlayer(tracked.Game, tracked.Input)
	if len(push.Players) != len(script.Players) || !slices.ContainsFunc(push.Players, func(p pushPlayer) bool { return p.StartPlayer && p.Name == first }) {
		t.Fatalf("players %+v, seats %v, start player %s", push.Players, script.Players, first)
	}
	for i, p := range push.Players {
		r := tracked.Result.Players[slices.IndexFunc(tracked.Result.Players, func(r scorer.PlayerResult) bool { return r.Name == p.Name })]
		if p.Name != script.Players[i] || p.Score != strconv.Itoa(r.Total) || p.Rank != r.Rank || p.Winner != (r.Rank == 1) {
			t.Errorf("player %d %+v, result %+v", i, p, r)
		}
	}
}

// TestIsBGStats tells a BG Stats file from the JSON lines of an export by
// the members its object begins with.
func TestIsBGStats(t *testing.T) {
	for _, c := range []struct {
		input string
		want  bool
	}{
		{`{"about": "BG Stats", "players": []}`, true},
		{"\ufeff{\n  \"players\": [],\n  \"games\": []}", true},
		{`{"players": [{"id": 1}], "plays": []}`, true},
		{`{"game":"dice","id":1,"players":[]}`, false},
		{`{"uuid":"x","played_at":"2026-01-01T00:00:00Z","game":"dice","input":{}}`, false},
		{`{"players":[{"name":"Ann"}],"game":"dice"}`, false},
		{`{"players": [` + strings.Repeat(`{"id": 1, "name": "Ann"},`, 5000) + `{}], "plays": []}`, true},
		{`game,uuid`, false},
		{``, false},
	} {
		r := bufio.NewReaderSize(strings.NewReader(c.input), 1<<16)
		if got := IsBGStats(r); got != c.want {
			t.Errorf("IsBGStats(%.40q) = %v, want %v", c.input, got, c.want)
		}
	}
}

// TestFlagValues: --map and --bgg-id read NAME=GAME and GAME=ID, and say
// what is wrong with anything else.
func TestFlagValues(t *testing.T) {
	m, err := ParseMap([]string{"Zoo = Würfel=dice", " Tierpark =ZOOSIM"})
	if want := map[string]string{"Zoo = Würfel": "dice", "Tierpark": "zoosim"}; err != nil || !maps.Equal(m, want) {
		t.Errorf("ParseMap %v (%v), want %v", m, err, want)
	}
	for _, bad := range []string{"dice", "=dice", "Zoo=chess", "Zoo="} {
		if _, err := ParseMap([]string{bad}); game.Classify(err) != game.Unreadable {
			t.Errorf("ParseMap(%q): %v", bad, err)
		}
	}
	ids, err := ParseBGGIDs([]string{"dice=12", "ZooSim= 7"})
	if want := map[string]int{"dice": 12, "zoosim": 7}; err != nil || !maps.Equal(ids, want) {
		t.Errorf("ParseBGGIDs %v (%v)", ids, err)
	}
	for _, bad := range []string{"dice", "dice=0", "dice=-3", "chess=12", "dice=12a"} {
		if _, err := ParseBGGIDs([]string{bad}); game.Classify(err) != game.Unreadable {
			t.Errorf("ParseBGGIDs(%q): %v", bad, err)
		}
	}
}

// TestGameNamesAreTheCatalogsTitles: the names a file's games are known by
// hold each game's title in the three languages, as the commands say it.
func TestGameNamesAreTheCatalogsTitles(t *testing.T) {
	for _, lang := range i18n.Langs {
		for _, g := range game.Names() {
			if title := i18n.For(lang).T("cmd.game." + g); gameByName(title) != g {
				t.Errorf("%s: %q is not known as %s", lang, title, g)
			}
		}
	}
	if gameByName("Zooloretto") != "" {
		t.Error("plain Zooloretto taken for one of the three games")
	}
}
