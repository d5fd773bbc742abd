package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/internal/longtest"
	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
)

// The crash test plays random games through a pseudo-terminal, as a table
// would, and kills zooscore with SIGKILL at random moments: while a
// question waits, right after an answer (while the entry is being stored),
// during setup. After every kill it checks that the file is intact
// (PRAGMA integrity_check), that every entry the screen had confirmed is
// stored, in the entries and in the game's script, and nothing that was not
// typed, and that the next `play` offers the game to resume; the game then
// carries on from there, until it is played to its end.
//
// A normal run makes a few kills. For a long run, give the number of kills
// for each game:
//
//	ZOOSCORE_CRASH_RUNS=300 go test ./cmd/zooscore -run TestCrashDuringTrackedGame -v -timeout 60m
//
// ZOOSCORE_CRASH_SEED=N replays the games and kills of a logged seed.

// crashStats are the figures a crash run reports.
type crashStats struct {
	kills     int // SIGKILLs sent
	games     int // games played (one database each)
	lives     int // zooscore processes started
	confirmed int // entries the screen had confirmed, summed over the kills
	lost      int // confirmed entries missing after a kill: must stay 0
	unseen    int // entries stored that the screen had not shown yet (killed in between)
	resumed   int // times the next play offered the killed game
	finished  int // games played to their end (the others stop in progress)
	// Kills right after an entry's last answer, while it was being stored:
	// found stored, or not stored yet (then the screen had not confirmed
	// it either). Both counts above 0 show kills on both sides of a commit.
	justStored, notYet int
}

// crashPlan is one random game, legal as planned, that the test types.
type crashPlan interface {
	size() int  // planned entries
	ends() bool // the last planned entry ends the game
	// setup answers the questions of a new game.
	setup(term *terminal, step func() error) error
	// enter answers the questions of planned entry k.
	enter(t *testing.T, term *terminal, k int, step func() error) error
	// same fails unless raw, stored as entry k, is planned entry k.
	same(t *testing.T, k int, raw json.RawMessage)
	// scripted is how many entries the stored play script holds.
	scripted(t *testing.T, input json.RawMessage) int
}

var crashGames = []struct {
	name  string
	kills int // in a normal run
	plan  func(t *testing.T, rng *rand.Rand, long bool) crashPlan
}{
	{"dice", 3, planDice},
	{"zoosim", 1, planZooSim},
}

func TestCrashDuringTrackedGame(t *testing.T) {
	longtest.Heavy(t)
	runs := envInt(t, "ZOOSCORE_CRASH_RUNS", 0)
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("ZOOSCORE_CRASH_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("ZOOSCORE_CRASH_SEED=%q: %v", s, err)
		}
		seed = n
	}
	for _, cg := range crashGames {
		t.Run(cg.name, func(t *testing.T) {
			t.Logf("seed %d (ZOOSCORE_CRASH_SEED=%d replays this run)", seed, seed)
			rng := rand.New(rand.NewPCG(seed, uint64(len(cg.name))))
			kills := cg.kills
			if runs > 0 {
				kills = runs
			}
			var st crashStats
			start := time.Now()
			for st.kills < kills {
				g := &crashGame{game: cg.name, db: pgtest.NewDB(t, "crash.db"), plan: cg.plan(t, rng, runs > 0), stored: -1}
				st.games++
				if g.plan.ends() {
					st.finished++
				}
				// Once enough kills are made, the game is played to its
				// end: the last kill is followed by a resume like every
				// other.
				for !g.life(t, rng, &st, st.kills < kills) {
				}
			}
			t.Logf("%s: %d kills in %d games (%d played to the end) with %d processes in %s: %d entries confirmed on screen at the kills, %d lost, %d stored before the screen showed them; "+
				"%d kills right after an entry's last answer found it stored, %d not yet; the next play offered the killed game %d times",
				cg.name, st.kills, st.games, st.finished, st.lives, time.Since(start).Round(time.Millisecond), st.confirmed, st.lost, st.unseen, st.justStored, st.notYet, st.resumed)
		})
	}
}

func envInt(t *testing.T, name string, def int) int {
	t.Helper()
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		t.Fatalf("%s=%q: give a whole number from 1", name, s)
	}
	return n
}

// crashGame is one planned game and the database it is played into.
type crashGame struct {
	game string
	db   string
	plan crashPlan
	// stored is how many entries the database holds (-1: no game yet).
	stored int
	// pending is entry k+1 while its last answer was just typed (0: none).
	pending int
}

// errKilled ends a life early: zooscore was killed.
var errKilled = errors.New("killed")

// life starts `play` once, plays on from where the database stands and,
// when kill is set, kills zooscore at a random step. It reports whether the
// game is complete (every planned entry stored).
func (g *crashGame) life(t *testing.T, rng *rand.Rand, st *crashStats, kill bool) bool {
	t.Helper()
	st.lives++
	term := startTerminal(t, nil, "play", g.game, "--db", g.db)
	killAt := 1 + rng.IntN(30) // steps into this life; past its end, no kill
	if !kill {
		killAt = 1 << 30
	}
	// Every other life is killed right after an entry's last answer, when
	// the entry is being stored; the others at any step.
	afterEntry := rng.IntN(2) == 0
	steps := 0
	step := func() error {
		steps++
		if steps < killAt || afterEntry && g.pending == 0 {
			return nil
		}
		// Right after an answer: the entry may be on its way to the disk.
		// Half the kills come within 4 ms, when the commit is under way.
		wait := time.Duration(rng.IntN(40_000)) * time.Microsecond
		if rng.IntN(2) == 0 {
			wait /= 10
		}
		time.Sleep(wait)
		term.kill()
		return errKilled
	}
	resume := g.stored >= 0
	err := g.play(t, term, step)
	if resume && strings.Contains(term.screen(), "Resume game 1 (") {
		st.resumed++
	}
	if err == nil {
		return true
	}
	st.kills++
	g.checkAfterKill(t, term, st)
	return g.stored == g.plan.size()
}

// play answers zooscore's questions: the offer to resume (or the setup of
// a new game), then the planned entries from the first one not stored.
func (g *crashGame) play(t *testing.T, term *terminal, step func() error) error {
	t.Helper()
	if g.stored >= 0 {
		// The next play must offer the game that was killed.
		if err := step(); err != nil {
			return err
		}
		term.expect("1 unfinished game (" + i18n.For(i18n.English).GameName(g.game) + ")")
		term.choose("Resume game 1 (", 0)
	} else if err := g.plan.setup(term, step); err != nil {
		return err
	}
	g.pending = 0
	for k := max(g.stored, 0); k < g.plan.size(); k++ {
		if err := step(); err != nil {
			return err
		}
		g.pending = 0
		term.answer("›", menuEnter)
		if err := g.plan.enter(t, term, k, step); err != nil {
			return err
		}
		g.pending = k + 1
	}
	if err := step(); err != nil {
		return err
	}
	g.pending = 0
	if g.plan.ends() {
		term.expect("Game 1 is finished and stored.")
	} else {
		term.answer("›", menuPause)
	}
	term.exits(0)
	g.stored = g.plan.size()
	return nil
}

// typeNames answers the questions for the players' names.
func typeNames(term *terminal, players []string, step func() error) error {
	for i, name := range append(append([]string{}, players...), "") {
		if i == 4 {
			break // four players: no question for a fifth
		}
		if err := step(); err != nil {
			return err
		}
		q := "Player " + strconv.Itoa(i+1) + " name"
		if i >= 2 {
			q += " (Enter to finish)"
		}
		term.answer(q, name)
	}
	return nil
}

// promptLabel is the label of the prompt zooscore shows before each entry
// of a game ("round 3 · Bob or Cy ›", "year 2 · auction 7 ›"). It says
// whose turn it can be, so it changes with every entry stored.
var promptLabel = regexp.MustCompile(`(round \d+[^\n›]*|year \d+ · auction \d+) ›`)

// confirmedOnScreen is how many entries this life's screen confirmed as
// stored: zooscore shows its prompt before each entry, redrawn as keys are
// typed, and a new one (with another label) once the entry is stored (or
// says the game is finished and stored), so every change of label confirms
// one entry.
func confirmedOnScreen(screen string) int {
	n, last := 0, ""
	for i, m := range promptLabel.FindAllStringSubmatch(screen, -1) {
		if i > 0 && m[1] != last {
			n++
		}
		last = m[1]
	}
	if strings.Contains(screen, "Game 1 is finished and stored.") {
		n++
	}
	return n
}

// checkAfterKill checks the database zooscore was killed on: intact, with
// every entry the screen confirmed and only entries that were typed, in
// their order, in both the entries and the game's stored script.
func (g *crashGame) checkAfterKill(t *testing.T, term *terminal, st *crashStats) {
	t.Helper()
	confirmed := max(g.stored, 0) + confirmedOnScreen(term.screen())
	if _, err := os.Stat(g.db); errors.Is(err, os.ErrNotExist) && !store.IsURL(g.db) {
		if confirmed > 0 {
			t.Fatalf("the database is gone after the screen confirmed %d entries", confirmed)
		}
		return
	}
	if !store.IsURL(g.db) { // PostgreSQL checks its own pages
		integrity(t, g.db)
	}
	s, err := store.Open(g.db)
	if err != nil {
		t.Fatalf("after a kill the database cannot be opened: %v", err)
	}
	defer s.Close()
	ctx := context.Background()
	sg, err := s.Get(ctx, 1)
	if errors.Is(err, store.ErrNotFound) {
		if confirmed > 0 {
			t.Fatalf("no game stored after the screen confirmed %d entries", confirmed)
		}
		g.stored = -1
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	entries, err := s.Entries(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	if n := g.plan.scripted(t, sg.Input); n != len(entries) {
		t.Fatalf("the game's script has %d entries, the entries table %d", n, len(entries))
	}
	if len(entries) > g.plan.size() {
		t.Fatalf("%d entries stored, only %d planned", len(entries), g.plan.size())
	}
	for k, raw := range entries {
		g.plan.same(t, k, raw)
	}
	st.confirmed += confirmed
	if len(entries) < confirmed {
		st.lost += confirmed - len(entries)
		t.Errorf("the screen confirmed %d entries, %d are stored", confirmed, len(entries))
	}
	st.unseen += max(len(entries)-confirmed, 0)
	if g.pending > 0 {
		if len(entries) >= g.pending {
			st.justStored++
		} else {
			st.notYet++
		}
	}
	g.stored = len(entries)
	want := "in-progress"
	if g.stored == g.plan.size() && g.plan.ends() {
		want = "finished"
	}
	if sg.Status != want {
		t.Fatalf("game 1 has status %q after %d of %d entries, want %q", sg.Status, g.stored, g.plan.size(), want)
	}
}

// integrity runs SQLite's own check of the whole file.
func integrity(t *testing.T, path string) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var res string
	if err := db.QueryRow("PRAGMA integrity_check").Scan(&res); err != nil || res != "ok" {
		t.Fatalf("integrity_check after a kill: %q, %v", res, err)
	}
}
