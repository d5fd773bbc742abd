package clubsync_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/zooscore/zooscore/clubsync"
	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/internal/club"
	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/web"
)

// A club's server in these tests is package web's server over a store of
// its own (PostgreSQL when ZOOSCORE_TEST_POSTGRES is set); each laptop is a
// SQLite file of its own.

type server struct {
	st         *store.Store
	srv        *httptest.Server
	code, read string
}

func newServer(t *testing.T) *server {
	t.Helper()
	st, err := store.Open(pgtest.NewDB(t, "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	s := &server{st: st, code: web.NewCode(), read: web.NewCode()}
	h, err := web.New(web.Options{Store: st, Code: s.code, ReadCode: s.read, ReadShort: "1234 5678 9012"})
	if err != nil {
		t.Fatal(err)
	}
	s.srv = httptest.NewServer(h)
	t.Cleanup(s.srv.Close)
	t.Cleanup(h.Close)
	return s
}

func (s *server) joinLink() string { return s.srv.URL + "/join/" + s.code }

func newLaptop(t *testing.T, games []store.Game) *store.Store {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "laptop.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	i := 0
	_, err = st.Import(context.Background(), func() (store.Game, bool, error) {
		if i == len(games) {
			return store.Game{}, false, nil
		}
		i++
		return games[i-1], true, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// clubGames are n games of a generated club history (dice, junior and
// ZooSim; sheets and play scripts; a few unfinished), scored as an import
// scores them.
func clubGames(t *testing.T, n int, seed uint64) []store.Game {
	t.Helper()
	var out []store.Game
	err := club.Generate(club.Options{Games: n, Seed: seed}, func(g club.Game) error {
		sg, err := exchange.Rescore(g.Game, g.Input)
		sg.UUID, sg.PlayedAt = g.UUID, g.PlayedAt
		out = append(out, sg)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func syncWith(t *testing.T, st *store.Store, link, code string, o clubsync.Options) clubsync.Report {
	t.Helper()
	remote, err := clubsync.ParseRemote(link, code)
	if err != nil {
		t.Fatal(err)
	}
	o.Local, o.Remote = st, remote
	rep, err := clubsync.Sync(context.Background(), o)
	if err != nil {
		t.Fatalf("sync: %v", err)
	}
	return rep
}

func (s *server) sync(t *testing.T, st *store.Store) clubsync.Report {
	t.Helper()
	return syncWith(t, st, s.joinLink(), "", clubsync.Options{})
}

// lines are a store's games as export writes them, by uuid, without their
// ids (each store numbers its own).
func lines(t *testing.T, st *store.Store) map[string]string {
	t.Helper()
	var b bytes.Buffer
	if err := exchange.WriteJSONL(context.Background(), st, &b); err != nil {
		t.Fatal(err)
	}
	id := regexp.MustCompile(`,"id":\d+`)
	uuid := regexp.MustCompile(`"uuid":"([^"]+)"`)
	out := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(b.String()), "\n") {
		if l != "" {
			out[uuid.FindStringSubmatch(l)[1]] = id.ReplaceAllString(l, "")
		}
	}
	return out
}

// sameGames fails unless every store holds the same games, alike to the
// last byte of their export lines (results included).
func sameGames(t *testing.T, want int, stores ...*store.Store) {
	t.Helper()
	first := lines(t, stores[0])
	if len(first) != want {
		t.Errorf("%d games, want %d", len(first), want)
	}
	for i, st := range stores[1:] {
		other := lines(t, st)
		for u, l := range first {
			if other[u] != l {
				t.Errorf("store %d: game %s is\n%s\nnot\n%s", i+1, u, other[u], l)
			}
		}
		for u := range other {
			if _, ok := first[u]; !ok {
				t.Errorf("store %d has game %s, store 0 has not", i+1, u)
			}
		}
	}
}

func sorted(s []string) []string {
	s = append([]string(nil), s...)
	slices.Sort(s)
	return s
}

func mapValues(m map[string]string) []string {
	var out []string
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

func counts(r clubsync.Report) string {
	return fmt.Sprintf("sent %d, received %d, deleted here %d, there %d, alike %d, conflicts %d, moving %d, refused %d",
		r.Sent, r.Received, r.DeletedHere, r.DeletedThere, r.Alike, len(r.Conflicts), len(r.Moving), len(r.Refused))
}

func wantCounts(t *testing.T, r clubsync.Report, want string) {
	t.Helper()
	if got := counts(r); got != want {
		t.Errorf("%s\nwant %s", got, want)
	}
}

// totalsGame is a play of BG Stats kept with its totals only, with a play
// log (place, time, duration, start player, note), as an import of a BG
// Stats file stores it.
func totalsGame(t *testing.T) store.Game {
	t.Helper()
	input := []byte(`{"totals":[{"name":"Ann","total":21,"winner":true,"start":true},{"name":"Bob","total":17}],"from":"bgstats","title":"Zooloretto Würfelspiel"}`)
	g, err := exchange.Rescore("dice", input)
	if err != nil {
		t.Fatal(err)
	}
	g.UUID, g.PlayedAt = store.NewUUID(), time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC)
	g.Log = store.PlayLog{Location: "Café Zoo", Minutes: 35, StartPlayer: "ann", Note: "logged in BG Stats"}
	return g
}

// TestSyncTwoLaptopsOneClub: two laptops' games (sheets, play scripts,
// unfinished games, a BG Stats play kept as totals, play logs) become one
// history on the server and on both laptops, each game alike everywhere
// to the last byte; a sync after that moves nothing.
func TestSyncTwoLaptopsOneClub(t *testing.T) {
	s := newServer(t)
	a, b := newLaptop(t, append(clubGames(t, 29, 1), totalsGame(t))), newLaptop(t, clubGames(t, 20, 2))
	wantCounts(t, s.sync(t, a), "sent 30, received 0, deleted here 0, there 0, alike 0, conflicts 0, moving 0, refused 0")
	wantCounts(t, s.sync(t, b), "sent 20, received 30, deleted here 0, there 0, alike 0, conflicts 0, moving 0, refused 0")
	wantCounts(t, s.sync(t, a), "sent 0, received 20, deleted here 0, there 0, alike 30, conflicts 0, moving 0, refused 0")
	sameGames(t, 50, s.st, a, b)
	if l := lines(t, b); !strings.Contains(strings.Join(mapValues(l), "\n"), `"location":"Café Zoo","duration_minutes":35,"start_player":"Ann","note":"logged in BG Stats"`) {
		t.Errorf("the BG Stats play's log did not reach b")
	}
	for _, st := range []*store.Store{a, b} {
		wantCounts(t, s.sync(t, st), "sent 0, received 0, deleted here 0, there 0, alike 50, conflicts 0, moving 0, refused 0")
	}
}

// byUUID is the stored game of uuid, with its id.
func byUUID(t *testing.T, st *store.Store, uuid string) store.Game {
	t.Helper()
	var found store.Game
	err := st.ExportUUIDs(context.Background(), []string{uuid}, func(g store.Game, _ []byte) error {
		found = g
		return nil
	})
	if err != nil || found.ID == 0 {
		t.Fatalf("game %s: %v (found: %v)", uuid, err, found.ID != 0)
	}
	return found
}

// note changes a game's play log: a change a person makes (edit --note).
func note(t *testing.T, st *store.Store, uuid, text string) {
	t.Helper()
	g := byUUID(t, st, uuid)
	g.Log.Note = text
	if err := st.SetLog(context.Background(), g.ID, g); err != nil {
		t.Fatal(err)
	}
}

func remove(t *testing.T, st *store.Store, uuid string) {
	t.Helper()
	if err := st.Delete(context.Background(), byUUID(t, st, uuid).ID); err != nil {
		t.Fatal(err)
	}
}

// synced is a server and two laptops that hold the same games.
func synced(t *testing.T, n int) (*server, *store.Store, *store.Store, []store.Game) {
	t.Helper()
	s := newServer(t)
	games := clubGames(t, n, 3)
	a, b := newLaptop(t, games), newLaptop(t, nil)
	s.sync(t, a)
	s.sync(t, b)
	sameGames(t, n, s.st, a, b)
	return s, a, b, games
}

// TestSyncMovesChangesAndDeletions: a change or a deletion on one side
// since the last sync (a laptop, or a table on the server) reaches every
// side; nothing else moves.
func TestSyncMovesChangesAndDeletions(t *testing.T) {
	s, a, b, games := synced(t, 12)
	note(t, a, games[0].UUID, "the lions won it")
	remove(t, b, games[1].UUID)
	note(t, s.st, games[2].UUID, "played in the small room")
	remove(t, s.st, games[3].UUID)
	wantCounts(t, s.sync(t, a), "sent 1, received 1, deleted here 1, there 0, alike 9, conflicts 0, moving 0, refused 0")
	wantCounts(t, s.sync(t, b), "sent 0, received 2, deleted here 1, there 1, alike 8, conflicts 0, moving 0, refused 0")
	wantCounts(t, s.sync(t, a), "sent 0, received 0, deleted here 1, there 0, alike 10, conflicts 0, moving 0, refused 0")
	sameGames(t, 10, s.st, a, b)
	if got := byUUID(t, b, games[0].UUID).Log.Note; got != "the lions won it" {
		t.Errorf("the note made on a reached b as %q", got)
	}
}

// TestSyncLeavesConflicts: a game changed on both sides is named and left
// as each side has it, sync after sync, until the user keeps one side's;
// a game changed on one side and deleted on the other too.
func TestSyncLeavesConflicts(t *testing.T) {
	s, a, b, games := synced(t, 6)
	both, gone := games[0].UUID, games[1].UUID
	note(t, a, both, "from a")
	note(t, b, both, "from b")
	note(t, a, gone, "kept by a")
	remove(t, b, gone)
	wantCounts(t, s.sync(t, a), "sent 2, received 0, deleted here 0, there 0, alike 4, conflicts 0, moving 0, refused 0")
	for range 2 {
		rep := s.sync(t, b)
		wantCounts(t, rep, "sent 0, received 0, deleted here 0, there 0, alike 4, conflicts 2, moving 0, refused 0")
		for _, c := range rep.Conflicts {
			switch c.UUID {
			case both:
				if c.Here != "changed" || c.There != "changed" || c.Game.ID != byUUID(t, b, both).ID || len(c.Game.Result.Players) == 0 {
					t.Errorf("conflict %+v: want changed on both, named by b's game %d with its players", c, byUUID(t, b, both).ID)
				}
			case gone:
				if c.Here != "deleted" || c.There != "changed" || c.Game.ID != 0 || len(c.Game.Result.Players) == 0 {
					t.Errorf("conflict %+v: want deleted here, changed there, named by the club's game", c)
				}
			default:
				t.Errorf("conflict over %s, which changed on one side only", c.UUID)
			}
		}
	}
	if got := byUUID(t, s.st, both).Log.Note; got != "from a" {
		t.Errorf("the club's game is now %q: a conflict overwrote it", got)
	}
	if got := byUUID(t, b, both).Log.Note; got != "from b" {
		t.Errorf("b's game is now %q: a conflict overwrote it", got)
	}
	rep := syncWith(t, b, s.joinLink(), "", clubsync.Options{KeepHere: []string{gone, "no-such-game"}, KeepClub: []string{both, games[2].UUID}})
	wantCounts(t, rep, "sent 0, received 1, deleted here 0, there 1, alike 4, conflicts 0, moving 0, refused 0")
	if want := []string{games[2].UUID, "no-such-game"}; fmt.Sprint(rep.NoConflict) != fmt.Sprint(sorted(want)) {
		t.Errorf("kept without a conflict: %v, want %v", rep.NoConflict, sorted(want))
	}
	s.sync(t, a)
	sameGames(t, 5, s.st, a, b)
	if got := byUUID(t, b, both).Log.Note; got != "from a" {
		t.Errorf("b kept the club's game, and has %q", got)
	}
}

// TestSyncWithTheReadCode: a laptop with the read code receives every game
// and sends none; it says how many it could not send.
func TestSyncWithTheReadCode(t *testing.T) {
	s, _, _, _ := synced(t, 5)
	c := newLaptop(t, clubGames(t, 3, 4))
	rep := syncWith(t, c, s.srv.URL, s.read, clubsync.Options{})
	wantCounts(t, rep, "sent 0, received 5, deleted here 0, there 0, alike 0, conflicts 0, moving 0, refused 0")
	if !rep.ReadOnly || rep.Unsent != 3 {
		t.Errorf("read only %v, unsent %d: want true, 3", rep.ReadOnly, rep.Unsent)
	}
	if n := len(lines(t, s.st)); n != 5 {
		t.Errorf("the server has %d games after a sync with the read code, want 5", n)
	}
}

// failAfter is a transport that fails every request after the first n.
type failAfter struct {
	n    atomic.Int32
	next http.RoundTripper
}

func (f *failAfter) RoundTrip(r *http.Request) (*http.Response, error) {
	if f.n.Add(-1) < 0 {
		return nil, errors.New("the club's Wi-Fi dropped")
	}
	return f.next.RoundTrip(r)
}

// TestSyncResumes: a sync cut short (the network drops after some
// batches) keeps what moved, says why it stopped, and the next sync moves
// the rest only, both ways.
func TestSyncResumes(t *testing.T) {
	s := newServer(t)
	n := 2*clubsync.MaxGames + 50
	a := newLaptop(t, clubGames(t, n, 5))
	remote, err := clubsync.ParseRemote(s.joinLink(), "")
	if err != nil {
		t.Fatal(err)
	}
	cut := &failAfter{next: http.DefaultTransport}
	cut.n.Store(2) // the index and one batch
	remote.HTTP = &http.Client{Transport: cut}
	var progress []int
	_, err = clubsync.Sync(context.Background(), clubsync.Options{Local: a, Remote: remote,
		Progress: func(done, total int) { progress = append(progress, done, total) }})
	var ce *clubsync.Error
	if !errors.As(err, &ce) || ce.Rule != "sync.unreachable" || !strings.Contains(err.Error(), "Wi-Fi dropped") {
		t.Fatalf("a sync cut short: %v, want sync.unreachable saying why", err)
	}
	if want := []int{0, n, clubsync.MaxGames, n}; fmt.Sprint(progress) != fmt.Sprint(want) {
		t.Errorf("progress told %v, want %v", progress, want)
	}
	wantCounts(t, s.sync(t, a), fmt.Sprintf("sent %d, received 0, deleted here 0, there 0, alike %d, conflicts 0, moving 0, refused 0", n-clubsync.MaxGames, clubsync.MaxGames))

	b := newLaptop(t, nil)
	cut.n.Store(3) // the index and two batches of games
	_, err = clubsync.Sync(context.Background(), clubsync.Options{Local: b, Remote: remote})
	if !errors.As(err, &ce) {
		t.Fatalf("a sync cut short: %v", err)
	}
	wantCounts(t, s.sync(t, b), fmt.Sprintf("sent 0, received %d, deleted here 0, there 0, alike %d, conflicts 0, moving 0, refused 0", n-2*clubsync.MaxGames, 2*clubsync.MaxGames))
	sameGames(t, n, s.st, a, b)
}

// changeFirst is a transport that runs change before the first request
// that sends games: a table changing a game while a sync runs.
type changeFirst struct {
	change func()
	next   http.RoundTripper
}

func (c *changeFirst) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Method == http.MethodPost && c.change != nil {
		c.change()
		c.change = nil
	}
	return c.next.RoundTrip(r)
}

// TestSyncOverwritesNothingATableChanges: a game a table changes on the
// server between the sync's reading and its sending is left as the table
// made it, and said to be changed during the sync; the next sync sees it
// changed on both sides.
func TestSyncOverwritesNothingATableChanges(t *testing.T) {
	s, a, _, games := synced(t, 4)
	u := games[0].UUID
	note(t, a, u, "from the laptop")
	remote, err := clubsync.ParseRemote(s.joinLink(), "")
	if err != nil {
		t.Fatal(err)
	}
	remote.HTTP = &http.Client{Transport: &changeFirst{change: func() { note(t, s.st, u, "from the table") }, next: http.DefaultTransport}}
	rep, err := clubsync.Sync(context.Background(), clubsync.Options{Local: a, Remote: remote})
	if err != nil {
		t.Fatal(err)
	}
	wantCounts(t, rep, "sent 0, received 0, deleted here 0, there 0, alike 3, conflicts 0, moving 1, refused 0")
	if got := byUUID(t, s.st, u).Log.Note; got != "from the table" {
		t.Errorf("the club's game is %q: the sync overwrote the table's change", got)
	}
	wantCounts(t, s.sync(t, a), "sent 0, received 0, deleted here 0, there 0, alike 3, conflicts 1, moving 0, refused 0")
}

// TestSyncSaysWhyNot: a server that cannot be reached, a wrong code, a
// server that is not zooscore's, and addresses sync cannot use are each
// said, with their rule, and nothing is stored.
func TestSyncSaysWhyNot(t *testing.T) {
	s := newServer(t)
	laptop := newLaptop(t, clubGames(t, 2, 6))
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("hello")) }))
	defer other.Close()
	closed := httptest.NewServer(http.NotFoundHandler())
	closed.Close()
	for _, c := range []struct {
		name, link, code, rule string
	}{
		{"wrong code", s.srv.URL + "/join/" + web.NewCode(), "", "sync.refused"},
		{"not zooscore", other.URL + "/join/abc", "", "sync.not-zooscore"},
		{"unreachable", closed.URL + "/join/abc", "", "sync.unreachable"},
		{"no code", s.srv.URL, "", "sync.no-code"},
		{"the short code", s.srv.URL, "1234 5678 9012", "sync.short-code"},
		{"not an address", "zoo.example.org/join/abc", "", "sync.address"},
		{"another scheme", "ftp://zoo.example.org/join/abc", "", "sync.address"},
	} {
		t.Run(c.name, func(t *testing.T) {
			remote, err := clubsync.ParseRemote(c.link, c.code)
			if err == nil {
				_, err = clubsync.Sync(context.Background(), clubsync.Options{Local: laptop, Remote: remote})
			}
			var ce *clubsync.Error
			if !errors.As(err, &ce) || ce.Rule != c.rule {
				t.Fatalf("%v, want %s", err, c.rule)
			}
		})
	}
	if n := len(lines(t, s.st)); n != 0 {
		t.Errorf("the server has %d games", n)
	}
}

// cutIndex serves the server h, but when cut is set it cuts its index
// short of its last game and its end line, as a failing proxy or server
// could.
type cutIndex struct {
	h   http.Handler
	cut atomic.Bool
}

func (c *cutIndex) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/api/sync/index" || !c.cut.Load() {
		c.h.ServeHTTP(w, r)
		return
	}
	lines := strings.SplitAfter(rewritten(c.h, w, r), "\n")
	w.Write([]byte(strings.Join(lines[:len(lines)-3], ""))) // the last is "" after the end line's \n
}

// rewritten serves r through h for a proxy that changes the answer: w gets
// h's headers (but its length) and status, and the body, plain, is given
// back to be rewritten and written.
func rewritten(h http.Handler, w http.ResponseWriter, r *http.Request) string {
	r.Header.Del("Accept-Encoding")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, r)
	for k, v := range rec.Header() {
		w.Header()[k] = v
	}
	w.Header().Del("Content-Length")
	w.WriteHeader(rec.Code)
	return rec.Body.String()
}

// TestSyncRefusesAnIndexCutShort: an index cut short (without its end
// line) changes nothing: the games it did not list are not taken for
// deleted on the server.
func TestSyncRefusesAnIndexCutShort(t *testing.T) {
	s := newServer(t)
	h, err := web.New(web.Options{Store: s.st, Code: s.code})
	if err != nil {
		t.Fatal(err)
	}
	proxy := &cutIndex{h: h}
	via := httptest.NewServer(proxy)
	defer via.Close()
	a := newLaptop(t, clubGames(t, 5, 7))
	link := via.URL + "/join/" + s.code
	syncWith(t, a, link, "", clubsync.Options{})
	proxy.cut.Store(true)
	remote, err := clubsync.ParseRemote(link, "")
	if err != nil {
		t.Fatal(err)
	}
	_, err = clubsync.Sync(context.Background(), clubsync.Options{Local: a, Remote: remote})
	var ce *clubsync.Error
	if !errors.As(err, &ce) || ce.Rule != "sync.index-cut" {
		t.Fatalf("%v, want sync.index-cut", err)
	}
	if n := len(lines(t, a)); n != 5 {
		t.Errorf("the laptop has %d games of 5 after an index cut short", n)
	}
}

// TestSyncLeavesAGameTooLargeToSend: a game whose change is over what a
// server reads in one request (a play script of nearly the 1 MiB the
// commands read) is said to stay here, and the other games move.
func TestSyncLeavesAGameTooLargeToSend(t *testing.T) {
	if clubsync.MaxBody != web.MaxBody {
		t.Fatalf("clubsync.MaxBody %d, web.MaxBody %d: a laptop must know what a server reads", clubsync.MaxBody, web.MaxBody)
	}
	s := newServer(t)
	a := newLaptop(t, clubGames(t, 3, 8))
	huge := store.Game{UUID: "00000000-0000-4000-8000-000000000001", Game: "dice", PlayedAt: time.Date(2026, 11, 27, 19, 0, 0, 0, time.UTC),
		Input: []byte(`{"players":[],"note":"` + strings.Repeat("z", clubsync.MaxBody) + `"}`)}
	if _, err := a.Save(context.Background(), huge); err != nil {
		t.Fatal(err)
	}
	rep := s.sync(t, a)
	wantCounts(t, rep, "sent 3, received 0, deleted here 0, there 0, alike 0, conflicts 0, moving 0, refused 1")
	if r := rep.Refused[0]; r.UUID != huge.UUID || r.Msg.ID != "sync.too-large" {
		t.Errorf("refused %+v, want %s as sync.too-large", r, huge.UUID)
	}
}

// unread is a club's server whose answers give one game as a newer
// zooscore might: of a kind this one does not know.
type unread struct {
	h     http.Handler
	uuids atomic.Value // []string: the games; none for none
}

func (u *unread) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	bad, _ := u.uuids.Load().([]string)
	if r.URL.Path != "/api/sync/games" || r.Method != http.MethodGet || len(bad) == 0 {
		u.h.ServeHTTP(w, r)
		return
	}
	for _, l := range strings.SplitAfter(rewritten(u.h, w, r), "\n") {
		for _, u := range bad {
			if strings.Contains(l, `"uuid":"`+u+`"`) {
				l = strings.Replace(l, `"game":"`, `"game":"newer-`, 1)
			}
		}
		w.Write([]byte(l))
	}
}

// TestSyncLeavesAGameItCannotStore: games of the server this zooscore
// will not store (a newer zooscore's) are said and left, the others of
// their request are received all the same, and a zooscore that can store
// them receives them at the next sync. One stopped the whole sync before.
func TestSyncLeavesAGameItCannotStore(t *testing.T) {
	s := newServer(t)
	games := clubGames(t, 8, 9)
	s.sync(t, newLaptop(t, games))
	h, err := web.New(web.Options{Store: s.st, Code: s.code})
	if err != nil {
		t.Fatal(err)
	}
	proxy := &unread{h: h}
	bad := []string{games[3].UUID, games[6].UUID} // in the middle of the request
	proxy.uuids.Store(bad)
	via := httptest.NewServer(proxy)
	defer via.Close()
	a := newLaptop(t, nil)
	rep := syncWith(t, a, via.URL+"/join/"+s.code, "", clubsync.Options{})
	wantCounts(t, rep, "sent 0, received 6, deleted here 0, there 0, alike 0, conflicts 0, moving 0, refused 0")
	var refused []string
	for _, r := range rep.RefusedHere {
		if r.Err == nil {
			t.Errorf("%s refused without why", r.UUID)
		}
		refused = append(refused, r.UUID)
	}
	if !slices.Equal(sorted(refused), sorted(bad)) {
		t.Fatalf("refused here %v, want %v", refused, bad)
	}
	have := lines(t, a)
	if _, ok := have[bad[0]]; ok || len(have) != 6 {
		t.Errorf("the laptop has %d games, want the 6 it could store", len(have))
	}
	rep = syncWith(t, a, via.URL+"/join/"+s.code, "", clubsync.Options{})
	wantCounts(t, rep, "sent 0, received 0, deleted here 0, there 0, alike 6, conflicts 0, moving 0, refused 0")
	if len(rep.RefusedHere) != 2 {
		t.Errorf("refused here %+v at the second sync, want both again", rep.RefusedHere)
	}
	rep = s.sync(t, a) // an updated zooscore: the server's answers as they are
	wantCounts(t, rep, "sent 0, received 2, deleted here 0, there 0, alike 6, conflicts 0, moving 0, refused 0")
	if len(rep.RefusedHere) != 0 {
		t.Errorf("refused here %+v, want none", rep.RefusedHere)
	}
	sameGames(t, 8, s.st, a)
}

func TestParseRemote(t *testing.T) {
	for _, c := range []struct{ in, code, base, wantCode string }{
		{"https://Zoo.Example.org/join/abc", "", "https://zoo.example.org", "abc"},
		{"https://zoo.example.org/join/abc/", "", "https://zoo.example.org", "abc"},
		{"http://192.168.1.5:8266/join/abc", "", "http://192.168.1.5:8266", "abc"},
		{"https://example.org/zoo/join/abc", "", "https://example.org/zoo", "abc"},
		{"https://zoo.example.org", "abc", "https://zoo.example.org", "abc"},
		{"https://zoo.example.org/", "abc", "https://zoo.example.org", "abc"},
		{"https://zoo.example.org/join/abc", "def", "https://zoo.example.org", "def"},
	} {
		r, err := clubsync.ParseRemote(c.in, c.code)
		if err != nil || r.Base != c.base || r.Code != c.wantCode {
			t.Errorf("%s (code %q): %q %q %v, want %q %q", c.in, c.code, r.Base, r.Code, err, c.base, c.wantCode)
		}
	}
}

func TestOnPostgres(t *testing.T) { pgtest.Skipped(t) }
