package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/store"
)

// liveOf reads a game's live state as a phone of seat sees it (-1: a
// phone that did not say whose it is).
func (s *site) liveOf(t *testing.T, id int64, seat int) map[string]any {
	t.Helper()
	path := fmt.Sprintf("/api/games/%d/live", id)
	if seat >= 0 {
		path += fmt.Sprintf("?seat=%d", seat)
	}
	a := s.do(s.get(path))
	if a.status != http.StatusOK {
		t.Fatalf("%s: %d %s", path, a.status, a.body)
	}
	return a.json(t)
}

// tap posts a panel's form as the page's script does, written against the
// game as the phone sees it now.
func (s *site) tap(t *testing.T, id int64, what string, seat int, values url.Values) answer {
	t.Helper()
	values.Set("seen", s.liveOf(t, id, seat)["seen"].(string))
	values.Set("seat", fmt.Sprint(seat))
	r := s.script(fmt.Sprintf("/games/%d/%s", id, what), values)
	r.AddCookie(&http.Cookie{Name: "zooscore_phone", Value: fmt.Sprintf("%032d", seat+1)}) // each seat's own phone
	return s.do(r)
}

// startPlay starts a tracked game from the new game's form, as a phone
// does, and gives its id.
func (s *site) startPlay(t *testing.T, values url.Values) int64 {
	t.Helper()
	a := s.do(s.form("/play", values))
	if a.status != http.StatusSeeOther {
		t.Fatalf("start a tracked game: %d\n%s", a.status, a.body)
	}
	var id int64
	if _, err := fmt.Sscanf(a.header.Get("Location"), "/games/%d/live", &id); err != nil {
		t.Fatalf("the new game's address: %q", a.header.Get("Location"))
	}
	return id
}

func entriesOf(t *testing.T, s *site, id int64) int {
	t.Helper()
	entries, err := s.st.Entries(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return len(entries)
}

// A tracked game is started on a phone: its game, players in seating
// order and setup go through the game's tracker (as zooscore play's
// questions do) and it is stored in progress, with no entry yet; what is
// wrong is said on the form, with what was typed kept.
func TestStartATrackedGame(t *testing.T) {
	s := newSite(t)
	if a := s.do(s.get("/play/new")); a.status != http.StatusOK || !strings.Contains(a.body, `action="/play"`) || !strings.Contains(a.body, `name="flag-0"`) {
		t.Fatalf("the new game's page: %d\n%s", a.status, a.body)
	}
	dice := s.startPlay(t, url.Values{"game": {"dice"}, "player": {"Ann", " ", "Bob"}, "hex-lion": {"1"}, "hex-crocodile": {"2"}})
	zoosim := s.startPlay(t, url.Values{"game": {"zoosim"}, "player": {"Ann", "Bob", "Cy"}, "flag-0": {"2"}, "flag-1": {"3"}, "flag-2": {"1"},
		"variant": {"professional"}})
	junior := s.startPlay(t, url.Values{"game": {"junior"}, "player": {"Ann", "Bob", "Cy", "Dee", "Eve"}})
	for id, want := range map[int64]string{
		dice:   `"bonus_hex":{"crocodile":2,"ostrich":1,"monkey":2,"elephant":2,"lion":1},"players":["Ann","Bob"],"rounds":[]`,
		zoosim: `"players":["Ann","Bob","Cy"],"flagpole":["Cy","Ann","Bob"],"variant":"professional","auctions":[]`,
		junior: `"players":["Ann","Bob","Cy","Dee","Eve"],"rounds":[]`,
	} {
		g, err := s.st.Get(context.Background(), id)
		if err != nil || g.Status != "in-progress" || !strings.Contains(string(g.Input), want) {
			t.Errorf("game %d: %s %s (%v), want %s", id, g.Status, g.Input, err, want)
		}
		if n := entriesOf(t, s, id); n != 0 {
			t.Errorf("game %d has %d entries", id, n)
		}
	}
	for _, c := range []struct {
		name   string
		form   url.Values
		status int
		says   string
	}{
		{"one player", url.Values{"game": {"dice"}, "player": {"Ann"}}, http.StatusUnprocessableEntity, "dice.player-count"},
		{"five at the Dice Game", url.Values{"game": {"dice"}, "player": {"A", "B", "C", "D", "E"}}, http.StatusUnprocessableEntity, "dice.player-count"},
		{"a hex of 3", url.Values{"game": {"dice"}, "player": {"Ann", "Bob"}, "hex-lion": {"3"}}, http.StatusBadRequest, "lion"},
		{"two flags in one place", url.Values{"game": {"zoosim"}, "player": {"Ann", "Bob"}, "flag-0": {"1"}, "flag-1": {"1"}}, http.StatusBadRequest,
			"Ann and Bob both"},
		{"a flag below the pole", url.Values{"game": {"zoosim"}, "player": {"Ann", "Bob"}, "flag-0": {"1"}, "flag-1": {"3"}}, http.StatusBadRequest,
			"Bob&#39;s flag"},
		{"a variant of its own", url.Values{"game": {"zoosim"}, "player": {"Ann", "Bob"}, "flag-0": {"1"}, "flag-1": {"2"}, "variant": {"quick"}},
			http.StatusUnprocessableEntity, "zoosim.variant"},
	} {
		a := s.do(s.form("/play", c.form))
		if a.status != c.status || !strings.Contains(a.body, c.says) || !strings.Contains(a.body, `value="Ann"`) {
			t.Errorf("%s: %d, want %d saying %q, with the names kept\n%s", c.name, a.status, c.status, c.says, a.body)
		}
	}
	if a := s.do(s.form("/play", url.Values{"game": {"chess"}, "player": {"Ann", "Bob"}})); a.status != http.StatusBadRequest {
		t.Errorf("an unknown game: %d", a.status)
	}
	if all, _ := s.st.History(context.Background(), store.Filter{}); len(all) != 3 {
		t.Errorf("%d games stored, want the 3 started", len(all))
	}
}

// A Dice take is tapped: who takes (offered from those still to take this
// round, the phone's own player first), and the dice of each face. It goes
// through the tracker, and is written against the game as the phone saw
// it: the second of two phones that tap on the same view is told the game
// moved on, and nothing is entered twice.
func TestTapADiceTake(t *testing.T) {
	s := newSite(t)
	id := s.startPlay(t, url.Values{"game": {"dice"}, "player": {"Ann", "Bob"}})
	if panel := s.liveOf(t, id, 1)["panel"].(string); !strings.Contains(panel, `value="Bob" checked`) || !strings.Contains(panel, `name="n-coin"`) {
		t.Errorf("Bob's phone offers Bob first:\n%s", panel)
	}
	for _, c := range []struct {
		name   string
		form   url.Values
		status int
		rule   string
	}{
		{"nobody takes", url.Values{"n-lion": {"1"}}, http.StatusBadRequest, "input.usage"},
		{"no die", url.Values{"player": {"Ann"}}, http.StatusUnprocessableEntity, "dice.take-size"},
		{"four dice", url.Values{"player": {"Ann"}, "n-lion": {"3"}, "n-coin": {"1"}}, http.StatusUnprocessableEntity, "dice.take-size"},
		{"nine lions", url.Values{"player": {"Ann"}, "n-lion": {"9"}}, http.StatusBadRequest, "input.usage"},
		{"a stranger", url.Values{"player": {"Cy"}, "n-lion": {"1"}}, http.StatusUnprocessableEntity, "dice.unknown-player"},
	} {
		if a := s.tap(t, id, "taps", -1, c.form); a.status != c.status || !strings.Contains(a.errorRules(t), c.rule) {
			t.Errorf("%s: %d %s, want %d %s", c.name, a.status, a.body, c.status, c.rule)
		}
	}
	if n := entriesOf(t, s, id); n != 0 {
		t.Fatalf("%d entries after refused takes", n)
	}
	seen := s.liveOf(t, id, -1)["seen"].(string)
	take := url.Values{"player": {"Ann"}, "n-lion": {"2"}, "n-coin": {"1"}, "seen": {seen}, "seat": {"-1"}}
	first, second := s.do(s.script(fmt.Sprintf("/games/%d/taps", id), take)), s.do(s.script(fmt.Sprintf("/games/%d/taps", id), take))
	if first.status != http.StatusOK || second.status != http.StatusConflict || !strings.Contains(second.errorRules(t), "store.conflict") {
		t.Fatalf("two phones tap the same take: %d, then %d %s", first.status, second.status, second.body)
	}
	live := first.json(t)
	if !strings.Contains(live["html"].(string), "Ann: lion lion coin") || !strings.Contains(live["panel"].(string), `value="Bob" checked`) {
		t.Errorf("after Ann's take, Bob is to take:\n%s\n%s", live["html"], live["panel"])
	}
	if n := entriesOf(t, s, id); n != 1 {
		t.Errorf("%d entries, want 1", n)
	}
	// Without scripts the form posts, and the page comes back.
	a := s.do(s.form(fmt.Sprintf("/games/%d/taps", id), url.Values{"player": {"Bob"}, "n-monkey": {"1"}, "seen": {live["seen"].(string)}}))
	if a.status != http.StatusSeeOther || entriesOf(t, s, id) != 2 {
		t.Errorf("a take posted by a form: %d %s", a.status, a.body)
	}
}

// The last entry is taken back from a phone that saw it; a phone that did
// not see the game as it is takes nothing back, nor does a game without
// entries.
func TestUndoFromAPhone(t *testing.T) {
	s := newSite(t)
	id := s.startPlay(t, url.Values{"game": {"dice"}, "player": {"Ann", "Bob"}})
	if a := s.tap(t, id, "undo", -1, url.Values{}); a.status != http.StatusConflict || !strings.Contains(a.body, "no entry to take back") {
		t.Errorf("an undo without entries: %d %s", a.status, a.body)
	}
	old := s.liveOf(t, id, -1)["seen"].(string)
	s.tap(t, id, "taps", -1, url.Values{"player": {"Ann"}, "n-lion": {"1"}})
	if !strings.Contains(s.liveOf(t, id, -1)["panel"].(string), "<code>Ann: lion</code>") {
		t.Errorf("the undo button does not say what it takes back")
	}
	if a := s.do(s.script(fmt.Sprintf("/games/%d/undo", id), url.Values{"seen": {old}})); a.status != http.StatusConflict || entriesOf(t, s, id) != 1 {
		t.Errorf("an undo from a phone that did not see Ann's take: %d", a.status)
	}
	if a := s.tap(t, id, "undo", -1, url.Values{}); a.status != http.StatusOK || entriesOf(t, s, id) != 0 {
		t.Errorf("the undo: %d %s", a.status, a.body)
	}
}

// A Junior truck is tapped tile by tile; the tracker makes the offspring
// and says so; the bonus action a take earns is offered when it arises,
// and after the game's last take too, before the end; the last round is
// marked with a tap.
func TestTapJuniorTrucksAndTheBonus(t *testing.T) {
	s := newSite(t)
	script, err := os.ReadFile("../game/testdata/junior-before-last-take.json")
	if err != nil {
		t.Fatal(err)
	}
	if a := s.do(s.api("POST", "/api/play/junior", string(script))); a.status != 200 {
		t.Fatal(a.body)
	}
	const id = 1
	panel := s.liveOf(t, id, -1)["panel"].(string)
	if !strings.Contains(panel, `value="Bob" checked`) || strings.Contains(panel, `name="kind" value="last"`) || !strings.Contains(panel, "Last round") {
		t.Errorf("the last round's panel, Bob to take:\n%s", panel)
	}
	for _, c := range []struct {
		name   string
		form   url.Values
		status int
		rule   string
	}{
		{"no tile", url.Values{"kind": {"take"}, "player": {"Bob"}}, http.StatusBadRequest, "input.usage"},
		{"a tile that went nowhere", url.Values{"kind": {"take"}, "player": {"Bob"}, "tile-1": {"giraffe"}}, http.StatusBadRequest, "input.usage"},
		{"a fourth enclosure", url.Values{"kind": {"take"}, "player": {"Bob"}, "tile-1": {"giraffe"}, "to-1": {"4"}}, http.StatusBadRequest, "input.usage"},
		{"a fertile pond", url.Values{"kind": {"take"}, "player": {"Bob"}, "tile-1": {"pond"}, "sex-1": {"male"}, "to-1": {"barn"}},
			http.StatusUnprocessableEntity, "junior.fertile"},
		{"a bonus nobody earned", url.Values{"kind": {"bonus"}, "bonus": {"discard:1:wolf::"}}, http.StatusUnprocessableEntity, "junior.bonus-not-earned"},
	} {
		if a := s.tap(t, id, "taps", -1, c.form); a.status != c.status || !strings.Contains(a.errorRules(t), c.rule) {
			t.Errorf("%s: %d %s, want %d %s", c.name, a.status, a.body, c.status, c.rule)
		}
	}
	// Bob's last take fills his enclosure 2: the game is over, but his
	// bonus action comes first.
	a := s.tap(t, id, "taps", 1, url.Values{"kind": {"take"}, "player": {"Bob"}, "truck": {"3"},
		"tile-1": {"giraffe"}, "to-1": {"2"}, "tile-2": {"giraffe"}, "to-2": {"2"}, "tile-3": {"giraffe"}, "to-3": {"2"}})
	if a.status != http.StatusOK {
		t.Fatalf("Bob's last take: %d %s", a.status, a.body)
	}
	live := a.json(t)
	panel = live["panel"].(string)
	if live["ended"] != false || !strings.Contains(panel, "its bonus action comes before the end") || !strings.Contains(panel, `value="take:0:wolf::"`) ||
		!strings.Contains(panel, `value="discard:1:wolf::"`) || strings.Contains(panel, `name="kind" value="take"`) {
		t.Fatalf("after the last take, the bonus is offered, and no truck:\n%s", panel)
	}
	if a := s.tap(t, id, "taps", 1, url.Values{"kind": {"bonus"}, "bonus": {"take:0:wolf::"}}); a.status != http.StatusBadRequest {
		t.Errorf("a take-over without its enclosure: %d %s", a.status, a.body)
	}
	a = s.tap(t, id, "taps", 1, url.Values{"kind": {"bonus"}, "bonus": {"take:0:wolf::"}, "into": {"1"}})
	if a.status != http.StatusOK || a.json(t)["ended"] != true {
		t.Fatalf("Bob takes over Ann's wolf: %d %s", a.status, a.body)
	}
	if g, _ := s.st.Get(context.Background(), id); !strings.Contains(string(g.Input), `"bonus":{"action":"take","from":"Ann","tile":"wolf","to":1}`) {
		t.Errorf("the bonus stored: %s", g.Input)
	}
}

// Offspring come by themselves and the entry says so; a take's bonus is
// offered at once; the last round is offered to be marked only once the
// end pile can have been reached, and is marked with a tap.
func TestTapJuniorOffspringAndTheLastRound(t *testing.T) {
	s := newSite(t)
	id := s.startPlay(t, url.Values{"game": {"junior"}, "player": {"Ann", "Bob", "Cy"}})
	take := func(seat int, player string, tiles ...string) map[string]any {
		t.Helper()
		form := url.Values{"kind": {"take"}, "player": {player}}
		for i, tile := range tiles {
			parts := strings.Split(tile, " ")
			form.Set(fmt.Sprintf("tile-%d", i+1), parts[0])
			form.Set(fmt.Sprintf("to-%d", i+1), parts[len(parts)-1])
			if len(parts) == 3 {
				form.Set(fmt.Sprintf("sex-%d", i+1), parts[1])
			}
		}
		a := s.tap(t, id, "taps", seat, form)
		if a.status != http.StatusOK {
			t.Fatalf("%s's take %v: %d %s", player, tiles, a.status, a.body)
		}
		return a.json(t)
	}
	live := take(0, "Ann", "llama female 1", "llama male 1", "llama 1")
	if p := live["panel"].(string); !strings.Contains(p, "llama pair has an offspring: it joins enclosure 1") {
		t.Errorf("the offspring born is not said:\n%s", p)
	}
	take(1, "Bob", "pond barn")
	live = take(2, "Cy", "rock barn")
	if p := live["panel"].(string); strings.Contains(p, `name="kind" value="last"`) {
		t.Errorf("round 2 offered as the last, 9 tiles into the game:\n%s", p)
	}
	// Ann's enclosure 1 holds 4 llamas (an offspring among them): two
	// more fill it, and her bonus action is offered at once.
	live = take(0, "Ann", "llama 1", "llama 1")
	if p := live["panel"].(string); !strings.Contains(p, "Ann&#39;s take filled an enclosure") || !strings.Contains(p, `value="take:1:pond::"`) ||
		!strings.Contains(p, `value="take:2:rock::"`) {
		t.Errorf("Ann's bonus is not offered:\n%s", p)
	}
	if a := s.tap(t, id, "taps", 0, url.Values{"kind": {"bonus"}, "bonus": {"take:2:rock::"}, "into": {"2"}}); a.status != http.StatusOK {
		t.Fatalf("Ann takes Cy's rock: %d %s", a.status, a.body)
	}

	// A game six rounds in: the end pile can have been reached.
	script, err := os.ReadFile("../game/testdata/junior-before-last-take.json")
	if err != nil {
		t.Fatal(err)
	}
	var full struct {
		Players []string          `json:"players"`
		Rounds  []json.RawMessage `json:"rounds"`
	}
	json.Unmarshal(script, &full)
	full.Rounds = full.Rounds[:6]
	six, _ := json.Marshal(full)
	if a := s.do(s.api("POST", "/api/play/junior", string(six))); a.status != 200 {
		t.Fatal(a.body)
	}
	id = 2
	if p := s.liveOf(t, id, -1)["panel"].(string); !strings.Contains(p, `name="kind" value="last"`) {
		t.Fatalf("round 7 is not offered as the last:\n%s", p)
	}
	if a := s.tap(t, id, "taps", -1, url.Values{"kind": {"last"}}); a.status != http.StatusOK {
		t.Fatalf("the last round: %d %s", a.status, a.body)
	}
	if p := s.liveOf(t, id, -1)["panel"].(string); strings.Contains(p, `name="kind" value="last"`) || !strings.Contains(p, "Last round (7)") {
		t.Errorf("the last round is marked once:\n%s", p)
	}
}

// The ZooSim auction of a tile, bid on from the phones: the bids are
// sealed until every player's is in. No answer tells a bid before that,
// to any phone (the one that bid included): what a phone is shown is the
// same whatever the bid. A player changes their bid before the reveal; the
// reveal decides the auction by the rules (the flagpole on a tie); the
// winner's placement makes its entry.
func TestZooSimSealedBids(t *testing.T) {
	start := func() (*site, int64) {
		s := newSite(t)
		id := s.startPlay(t, url.Values{"game": {"zoosim"}, "player": {"Ann", "Bob", "Cy"}, "flag-0": {"3"}, "flag-1": {"1"}, "flag-2": {"2"}})
		a := s.tap(t, id, "auction", -1, url.Values{"cat-1": {"sea"}, "stars-1": {"2"}, "cat-2": {"birds"}, "stars-2": {"1"}, "bushes": {"1"}})
		if a.status != http.StatusOK {
			t.Fatalf("open the auction: %d %s", a.status, a.body)
		}
		return s, id
	}
	auction := func(s *site, id int64) string {
		p := s.liveOf(t, id, -1)["panel"].(string)
		i := strings.Index(p, `data-auction="`)
		if i < 0 {
			t.Fatalf("no auction open:\n%s", p)
		}
		return p[i+len(`data-auction="`) : i+strings.Index(p[i:], `">`)]
	}
	bid := func(s *site, id int64, seat, coins int) answer {
		return s.tap(t, id, "auction/bid", seat, url.Values{"auction": {auction(s, id)}, "bid": {fmt.Sprint(coins)}})
	}
	// views are every answer a phone may read: the bid's own, and the
	// live state and page as each seat sees them (the table's CSRF token,
	// which differs from table to table, aside).
	views := func(s *site, id int64, answer string) []string {
		out := []string{answer}
		for seat := -1; seat < 3; seat++ {
			b, _ := json.Marshal(s.liveOf(t, id, seat))
			out = append(out, string(b), s.do(s.get(fmt.Sprintf("/games/%d/live?seat=%d", id, seat))).body)
		}
		for i := range out { // each server has its own codes
			out[i] = shownShortCode.ReplaceAllString(strings.ReplaceAll(out[i], s.csrf, "CSRF"), "SHORT")
		}
		return out
	}
	// Two tables, the same game: Ann bids 7 at one, 2 at the other.
	one, id := start()
	other, _ := start()
	a7, a2 := bid(one, id, 0, 7), bid(other, id, 0, 2)
	if a7.status != http.StatusOK || a2.status != http.StatusOK {
		t.Fatalf("Ann's bids: %d %s, %d %s", a7.status, a7.body, a2.status, a2.body)
	}
	if v7, v2 := views(one, id, a7.body), views(other, id, a2.body); !reflect.DeepEqual(v7, v2) {
		for i := range v7 {
			if v7[i] != v2[i] {
				t.Errorf("view %d tells Ann's bid:\n%s\n---\n%s", i, v7[i], v2[i])
			}
		}
	}
	p := one.liveOf(t, id, 1)["panel"].(string)
	if !strings.Contains(p, "bid in") || !strings.Contains(p, "still to bid") || !strings.Contains(p, "8 coins behind your entrance") {
		t.Errorf("Bob's phone: who has bid, and his coins:\n%s", p)
	}
	if p := one.liveOf(t, id, -1)["panel"].(string); strings.Contains(p, "behind your entrance") || !strings.Contains(p, "tap your name above") {
		t.Errorf("a phone that did not say whose it is sees no coins, and is asked:\n%s", p)
	}
	for _, c := range []struct {
		name   string
		seat   int
		bid    string
		status int
		rule   string
	}{
		{"more than Bob has", 1, "9", http.StatusUnprocessableEntity, "zoosim.bid-over-coins"},
		{"less than nothing", 1, "-1", http.StatusUnprocessableEntity, "zoosim.bid-negative"},
		{"no number", 1, "lots", http.StatusBadRequest, "input.usage"},
		{"a phone that did not say whose it is", -1, "1", http.StatusBadRequest, "input.usage"},
	} {
		a := one.tap(t, id, "auction/bid", c.seat, url.Values{"auction": {auction(one, id)}, "bid": {c.bid}})
		if a.status != c.status || !strings.Contains(a.errorRules(t), c.rule) {
			t.Errorf("%s: %d %s, want %d %s", c.name, a.status, a.body, c.status, c.rule)
		}
	}
	// Bob's phone cannot change Ann's bid behind her back.
	sneak := one.script(fmt.Sprintf("/games/%d/auction/bid", id), url.Values{"auction": {auction(one, id)}, "bid": {"0"}, "seat": {"0"},
		"seen": {one.liveOf(t, id, 0)["seen"].(string)}})
	sneak.AddCookie(&http.Cookie{Name: "zooscore_phone", Value: fmt.Sprintf("%032d", 2)})
	if a := one.do(sneak); a.status != http.StatusConflict || !strings.Contains(a.body, "another phone") {
		t.Errorf("Ann's bid changed from Bob's phone: %d %s", a.status, a.body)
	}
	// Ann thinks again: 3. Bob and Cy bid 3 too: a three-way tie, which
	// Bob's flag, the highest of the three, wins.
	if a := bid(one, id, 0, 3); a.status != http.StatusOK {
		t.Fatalf("Ann changes her bid: %d %s", a.status, a.body)
	}
	bid(one, id, 1, 3)
	a := bid(one, id, 2, 3)
	if a.status != http.StatusOK {
		t.Fatalf("the last bid: %d %s", a.status, a.body)
	}
	p = a.json(t)["panel"].(string)
	if !strings.Contains(p, `class="bids revealed"`) || strings.Count(p, `<span class="bid">3 coins</span>`) != 3 || !strings.Contains(p, "Bob wins the tie at 3 coins") {
		t.Fatalf("the reveal: every bid, and Bob wins on the flagpole:\n%s", p)
	}
	if a := bid(one, id, 0, 1); a.status != http.StatusConflict || !strings.Contains(a.body, "revealed") {
		t.Errorf("a bid changed after the reveal: %d %s", a.status, a.body)
	}
	if a := one.tap(t, id, "taps", -1, url.Values{}); a.status != http.StatusBadRequest {
		t.Errorf("a tapped entry of ZooSim outside its auction: %d %s", a.status, a.body)
	}
	a = one.tap(t, id, "auction/place", 1, url.Values{"auction": {auction(one, id)}, "placed-sea": {"2"}, "placed-birds": {"1"}, "benches": {"0"}})
	if a.status != http.StatusOK {
		t.Fatalf("Bob places the tile: %d %s", a.status, a.body)
	}
	g, _ := one.st.Get(context.Background(), id)
	if !strings.Contains(string(g.Input), `"bids":{"Ann":3,"Bob":3,"Cy":3}`) || entriesOf(t, one, id) != 1 {
		t.Errorf("the auction's entry: %s", g.Input)
	}
	live := a.json(t)
	if html := live["html"].(string); !strings.Contains(html, "Bob pays 3 coins; the others take their bids back") || strings.Contains(html, "left") ||
		!strings.Contains(html, "hidden") {
		t.Errorf("the board tells what Bob paid, not what he has left:\n%s", html)
	}
	if page := one.do(one.get(fmt.Sprintf("/games/%d", id))).body; strings.Contains(page, "5 coins left") {
		t.Errorf("the game's page tells Bob's coins:\n%s", page)
	}
}

// An auction called off takes its sealed bids with it: a bid sent for it
// is refused, and the next auction holds none; a host who types the whole
// auction as a line takes the open auction away; an undo of an auction
// opens it again, revealed, for its placement to be entered again.
func TestZooSimAuctionCalledOffTypedAndUndone(t *testing.T) {
	s := newSite(t)
	id := s.startPlay(t, url.Values{"game": {"zoosim"}, "player": {"Ann", "Bob"}, "flag-0": {"1"}, "flag-1": {"2"}})
	tile := url.Values{"cat-1": {"sea"}, "stars-1": {"2"}, "cat-2": {"birds"}, "stars-2": {"1"}, "bushes": {"0"}}
	if a := s.tap(t, id, "auction", -1, url.Values{"cat-1": {"sea"}, "stars-1": {"2"}, "cat-2": {"sea"}, "stars-2": {"1"}, "bushes": {"0"}}); a.status != http.StatusUnprocessableEntity ||
		!strings.Contains(a.errorRules(t), "zoosim.same-category") {
		t.Errorf("a tile of one category: %d %s", a.status, a.body)
	}
	if a := s.tap(t, id, "auction", -1, tile); a.status != http.StatusOK {
		t.Fatal(a.body)
	}
	if a := s.tap(t, id, "auction", -1, tile); a.status != http.StatusConflict {
		t.Errorf("a second auction: %d %s", a.status, a.body)
	}
	first := openAuctionID(t, s, id)
	if a := s.tap(t, id, "auction/bid", 0, url.Values{"auction": {first}, "bid": {"4"}}); a.status != http.StatusOK {
		t.Fatal(a.body)
	}
	if a := s.tap(t, id, "auction/cancel", -1, url.Values{"auction": {first}}); a.status != http.StatusOK {
		t.Fatalf("call the auction off: %d %s", a.status, a.body)
	}
	s.tap(t, id, "auction", -1, tile)
	if a := s.tap(t, id, "auction/bid", 1, url.Values{"auction": {first}, "bid": {"1"}}); a.status != http.StatusConflict {
		t.Errorf("a bid for the auction called off: %d %s", a.status, a.body)
	}
	if p := s.liveOf(t, id, -1)["panel"].(string); strings.Contains(p, "bid in") {
		t.Errorf("the next auction holds a bid:\n%s", p)
	}
	// The host types the whole auction: the open one goes.
	line := url.Values{"line": {"sea 2, birds 1 | Ann 4, Bob 2 | sea 2, birds 1"}, "seen": {s.liveOf(t, id, -1)["seen"].(string)}}
	if a := s.do(s.script(fmt.Sprintf("/games/%d/entries", id), line)); a.status != http.StatusOK {
		t.Fatalf("the line: %d %s", a.status, a.body)
	}
	if p := s.liveOf(t, id, -1)["panel"].(string); strings.Contains(p, "data-auction") || !strings.Contains(p, "Open the bidding") {
		t.Errorf("the auction is still open after the typed line:\n%s", p)
	}
	// Taken back, it opens again with its bids shown, for the placement.
	if a := s.tap(t, id, "undo", -1, url.Values{}); a.status != http.StatusOK {
		t.Fatalf("the undo: %d %s", a.status, a.body)
	}
	p := s.liveOf(t, id, 1)["panel"].(string)
	if !strings.Contains(p, `class="bids revealed"`) || !strings.Contains(p, "4 coins") || !strings.Contains(p, "Enter the auction") || entriesOf(t, s, id) != 0 {
		t.Errorf("the auction taken back is not open again, revealed:\n%s", p)
	}
}

// What a placement refuses, and why: one before every bid is in, for an
// auction that is not the open one, without a half's stars, with more
// stars than the winner's zoo can make, with benches beyond a tile's; and
// calling off an auction that is not open.
func TestZooSimPlacementRefusals(t *testing.T) {
	s := newSite(t)
	id := s.startPlay(t, url.Values{"game": {"zoosim"}, "player": {"Ann", "Bob"}, "flag-0": {"1"}, "flag-1": {"2"}})
	s.tap(t, id, "auction", -1, url.Values{"cat-1": {"sea"}, "stars-1": {"2"}, "cat-2": {"birds"}, "stars-2": {"1"}, "bushes": {"0"}})
	auction := openAuctionID(t, s, id)
	place := url.Values{"auction": {auction}, "placed-sea": {"2"}, "placed-birds": {"1"}, "benches": {"0"}}
	if a := s.tap(t, id, "auction/place", -1, place); a.status != http.StatusConflict || !strings.Contains(a.body, "not all in yet") {
		t.Errorf("a placement before the bids are in: %d %s", a.status, a.body)
	}
	s.tap(t, id, "auction/bid", 0, url.Values{"auction": {auction}, "bid": {"2"}})
	s.tap(t, id, "auction/bid", 1, url.Values{"auction": {auction}, "bid": {"1"}})
	for _, c := range []struct {
		name   string
		change url.Values
		status int
		rule   string
	}{
		{"another auction", url.Values{"auction": {"999"}}, http.StatusConflict, "store.conflict"},
		{"no auction", url.Values{"auction": {"x"}}, http.StatusBadRequest, "input.usage"},
		{"no stars for the sea half", url.Values{"placed-sea": {""}}, http.StatusBadRequest, "input.usage"},
		{"a sea enclosure of 5 in an empty zoo", url.Values{"placed-sea": {"5"}}, http.StatusUnprocessableEntity, "zoosim.placed-above-owned"},
		{"9 benches", url.Values{"benches": {"9"}}, http.StatusBadRequest, "input.usage"},
	} {
		form := url.Values{}
		for k, v := range place {
			form[k] = v
		}
		for k, v := range c.change {
			form[k] = v
		}
		if a := s.tap(t, id, "auction/place", -1, form); a.status != c.status || !strings.Contains(a.errorRules(t), c.rule) {
			t.Errorf("%s: %d %s, want %d %s", c.name, a.status, a.body, c.status, c.rule)
		}
	}
	if a := s.tap(t, id, "auction/cancel", -1, url.Values{"auction": {"999"}}); a.status != http.StatusConflict {
		t.Errorf("calling off an auction that is not open: %d %s", a.status, a.body)
	}
	if entriesOf(t, s, id) != 0 {
		t.Fatal("a refused placement was entered")
	}
	if a := s.tap(t, id, "auction/place", -1, place); a.status != http.StatusOK || entriesOf(t, s, id) != 1 {
		t.Errorf("Ann's placement: %d %s", a.status, a.body)
	}
}

func openAuctionID(t *testing.T, s *site, id int64) string {
	t.Helper()
	p := s.liveOf(t, id, -1)["panel"].(string)
	i := strings.Index(p, `data-auction="`)
	if i < 0 {
		t.Fatalf("no auction open:\n%s", p)
	}
	rest := p[i+len(`data-auction="`):]
	return rest[:strings.IndexByte(rest, '"')]
}

// A finished tracked game's rematch starts the same game, players and
// setup, once: every phone that taps joins it; a game that is not finished,
// or was scored from sheets, has none here.
func TestRematchOfATrackedGame(t *testing.T) {
	s := newSite(t)
	script, err := os.ReadFile("../scorer/dice/testdata/play/full-game.json")
	if err != nil {
		t.Fatal(err)
	}
	s.do(s.api("POST", "/api/play/dice", string(script)))
	if !strings.Contains(s.liveOf(t, 1, -1)["panel"].(string), `action="/games/1/rematch"`) {
		t.Fatal("a finished game's page offers no rematch")
	}
	a := s.do(s.form("/games/1/rematch", url.Values{}))
	again := s.do(s.form("/games/1/rematch", url.Values{}))
	if a.status != http.StatusSeeOther || a.header.Get("Location") != "/games/2/live" || again.header.Get("Location") != "/games/2/live" {
		t.Fatalf("the rematch: %d %q, then %q", a.status, a.header.Get("Location"), again.header.Get("Location"))
	}
	old, _ := s.st.Get(context.Background(), 1)
	fresh, _ := s.st.Get(context.Background(), 2)
	tr, _ := game.Replay("dice", old.Input)
	setup, _ := tr.WithEntries(nil)
	if fresh.Status != "in-progress" || string(fresh.Input) != string(setup.Script()) {
		t.Errorf("the rematch's setup: %s %s, want %s", fresh.Status, fresh.Input, setup.Script())
	}
	if !strings.Contains(s.liveOf(t, 1, -1)["panel"].(string), "Join the rematch") {
		t.Error("the finished game does not lead to its rematch")
	}
	if a := s.do(s.form("/games/2/rematch", url.Values{})); a.status != http.StatusBadRequest || !strings.Contains(a.body, "not finished") {
		t.Errorf("the rematch of a game in progress: %d", a.status)
	}
	s.do(s.api("POST", "/api/score/dice", diceSheets))
	if a := s.do(s.form("/games/3/rematch", url.Values{})); a.status != http.StatusBadRequest || !strings.Contains(a.body, "sheets") {
		t.Errorf("the rematch of a game scored from sheets: %d", a.status)
	}
	if all, _ := s.st.History(context.Background(), store.Filter{}); len(all) != 3 {
		t.Errorf("%d games stored, want 3", len(all))
	}
}

// A table's rematch, from its scores: a new table with the same game,
// players and bonus hexes, once; the table's page then leads to it.
func TestRematchOfATable(t *testing.T) {
	s := newSite(t)
	at := s.openDice("Ann", "Bob")
	s.do(s.script(at+"/seats/0", url.Values{"enc-lion": {"5"}, "bonus-lion": {"1"}, "action": {"done"}}))
	s.do(s.script(at+"/seats/1", url.Values{"enc-crocodile": {"1"}, "action": {"done"}}))
	if page := s.do(s.get(at)).body; !strings.Contains(page, `action="`+at+`/rematch"`) {
		t.Fatalf("the scores offer no rematch:\n%s", page)
	}
	a, again := s.do(s.form(at+"/rematch", url.Values{})), s.do(s.form(at+"/rematch", url.Values{}))
	if a.status != http.StatusSeeOther || a.header.Get("Location") != "/tables/2" || again.header.Get("Location") != "/tables/2" {
		t.Fatalf("the rematch: %d %q, then %q", a.status, a.header.Get("Location"), again.header.Get("Location"))
	}
	tb, err := s.st.Table(context.Background(), 2)
	if err != nil || !reflect.DeepEqual(tb.Players, []string{"Ann", "Bob"}) || !strings.Contains(string(tb.Settings), `"lion":2`) {
		t.Errorf("the rematch's table: %+v %v", tb, err)
	}
	if page := s.do(s.get(at)).body; !strings.Contains(page, "Join the rematch") {
		t.Error("the table does not lead to its rematch")
	}
	if a := s.do(s.form("/tables/2/rematch", url.Values{})); a.status != http.StatusBadRequest {
		t.Errorf("the rematch of a table not scored: %d", a.status)
	}
}

// The pages of a game played from the phones speak German and French on a
// German or French phone, in every state of their panels: a new game, a
// Dice take, a Junior bonus action, a ZooSim tile, sealed bids seen from a
// player's phone and from everyone's, the reveal, and a finished game's
// rematch.
func TestPlayPagesSpeakGermanAndFrench(t *testing.T) {
	s := newSite(t)
	junior, err := os.ReadFile("../game/testdata/junior-before-last-take.json")
	if err != nil {
		t.Fatal(err)
	}
	s.do(s.api("POST", "/api/play/junior", string(junior))) // game 1
	s.tap(t, 1, "taps", 1, url.Values{"kind": {"take"}, "player": {"Bob"}, "tile-1": {"giraffe"}, "to-1": {"2"},
		"tile-2": {"giraffe"}, "to-2": {"2"}, "tile-3": {"giraffe"}, "to-3": {"2"}}) // its last take's bonus
	zoosim := s.startPlay(t, url.Values{"game": {"zoosim"}, "player": {"Ann", "Bob"}, "flag-0": {"1"}, "flag-1": {"2"}})
	dice := s.startPlay(t, url.Values{"game": {"dice"}, "player": {"Ann", "Bob"}})
	full, _ := os.ReadFile("../scorer/dice/testdata/play/full-game.json")
	s.do(s.api("POST", "/api/play/dice", string(full)))
	finished := dice + 1
	pages := func() []string {
		return []string{"/play/new", fmt.Sprintf("/games/%d/live?seat=0", dice), "/games/1/live?seat=1",
			fmt.Sprintf("/games/%d/live", zoosim), fmt.Sprintf("/games/%d/live?seat=1", zoosim), fmt.Sprintf("/games/%d/live", finished)}
	}
	check := func(when string) {
		t.Helper()
		for _, lang := range []string{"de", "fr"} {
			for _, path := range pages() {
				r := s.get(path)
				r.Header.Set("Accept-Language", lang)
				a := s.do(r)
				if a.status != http.StatusOK {
					t.Fatalf("%s %s: %d", lang, path, a.status)
				}
				text := tagRE.ReplaceAllString(codeRE.ReplaceAllString(a.body, " "), " ")
				for _, title := range []string{"Zooloretto: The Dice Game", "Zooloretto Junior", "ZooSim"} {
					text = strings.ReplaceAll(text, title, " ")
				}
				if found := i18ntest.English(text); len(found) > 0 {
					t.Errorf("%s, %s %s holds English words %v:\n%s", when, lang, path, found, strings.Join(strings.Fields(text), " "))
				}
				if glued := gluedRE.FindAllString(text, -1); lang == "fr" && len(glued) > 0 {
					t.Errorf("%s, fr %s glues %q to a word:\n%s", when, path, glued, strings.Join(strings.Fields(text), " "))
				}
			}
		}
	}
	check("before the auction")
	s.tap(t, zoosim, "auction", -1, url.Values{"cat-1": {"sea"}, "stars-1": {"2"}, "cat-2": {"birds"}, "stars-2": {"1"}, "bushes": {"1"}})
	auction := openAuctionID(t, s, zoosim)
	s.tap(t, zoosim, "auction/bid", 0, url.Values{"auction": {auction}, "bid": {"2"}})
	check("sealed")
	s.tap(t, zoosim, "auction/bid", 1, url.Values{"auction": {auction}, "bid": {"1"}})
	check("revealed")
}

// shownShortCode finds the short code the invite control shows.
var shownShortCode = regexp.MustCompile(`[0-9]{4} [0-9]{4} [0-9]{4}`)
