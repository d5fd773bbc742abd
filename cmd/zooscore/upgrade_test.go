package main

import (
	bigendian "encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
	"github.com/zooscore/zooscore/store/storetest"
)

// upgradeClub is a history as zooscore of schema 3 stored it (with the
// words of every result, in English): every game and form, and what an
// older file may hold besides. Each game's result is the one the scoring
// gives, as score, play and import stored it, unless said otherwise.
func upgradeClub(t *testing.T) []store.Game {
	t.Helper()
	at := time.Date(2025, 6, 1, 19, 0, 0, 0, time.UTC)
	var games []store.Game
	add := func(game, input string, change func(*store.Game)) {
		t.Helper()
		sg, err := exchange.Rescore(game, []byte(input))
		if err != nil {
			sg = store.Game{Game: game, Status: scorer.StatusFinished, Input: json.RawMessage(input)}
		}
		sg.UUID = fmt.Sprintf("00000000-0000-4000-8000-%012d", len(games)+1)
		sg.PlayedAt = at.Add(time.Duration(len(games)) * time.Hour)
		if change != nil {
			change(&sg)
		}
		games = append(games, sg)
	}
	dice := readFile(t, "testdata/dice-contract.json")
	add("dice", dice, nil)
	add("dice", readFile(t, "../../scorer/dice/testdata/play/full-game.json"), nil)
	add("dice", readFile(t, "../../scorer/dice/testdata/play/short-game.json"), nil) // in progress
	add("junior", readFile(t, "../../scorer/junior/testdata/scoring-example.json"), nil)
	add("junior", readFile(t, "../../scorer/junior/testdata/play-3p.json"), nil)
	add("zoosim", readFile(t, "../../scorer/zoosim/testdata/rulebook-year-three-corrected.json"), nil) // 3 years: in progress
	add("zoosim", readFile(t, "../../scorer/zoosim/testdata/play-flagpole-tie.json"), nil)
	// Scored otherwise by the zooscore that stored it: shown as stored,
	// words and all, with a warning.
	add("dice", dice, func(g *store.Game) {
		g.Result.Players[0].Total, g.Result.Players[0].Breakdown[4].Points = 99, 91
	})
	// Input that cannot be scored again: shown as stored.
	add("dice", `{"players":["Ann","Bob"],"rounds":[[{"player":"Ann","took":["lion","lion","lion","lion"]}]]}`, func(g *store.Game) {
		g.Result = scorer.Result{Game: "dice", Winners: []string{"Ann"}, Warnings: []scorer.Note{}, Players: []scorer.PlayerResult{
			{Name: "Ann", Total: 4, Rank: 1, Breakdown: []scorer.Item{{Item: "lion enclosure", Points: 4, Rule: "dice.score-animal", Why: "as tracked then"}}},
			{Name: "Bob", Total: 0, Rank: 2, Breakdown: []scorer.Item{}}}}
	})
	// Names in another letter case than the players table keeps them
	// (Ann and Bob came first), an empty list written as null by older
	// versions, and a uuid that is not in the canonical form.
	add("dice", strings.NewReplacer(`"Ann"`, `"ANN"`, `"Bob"`, `"bob"`, `"barn": []`, `"barn": null`).Replace(dice), func(g *store.Game) {
		g.UUID = "Game-11 from another club"
	})
	return games
}

// TestUpgradeKeepsShowAndExplain: a file of schema 3, upgraded by the
// first command that opens it, shows and explains every game exactly as
// zooscore of schema 3 did on the same file: as JSON once, as text in the
// three languages (see upgradeRuns).
//
// testdata/upgrade.golden is the output of that zooscore (commit 093448f,
// schema 3): ZOOSCORE_V3_FIXTURE=/tmp/v3.db go test ./cmd/zooscore -run
// TestUpgradeKeepsShowAndExplain keeps the file before the upgrade, and
// upgradeRuns lists the commands, run by that zooscore as
// `zooscore ARGS --db /tmp/v3.db`, each output under its "=== ARGS" line.
func TestUpgradeKeepsShowAndExplain(t *testing.T) {
	pgtest.SQLiteOnly(t)
	games := upgradeClub(t)
	db := pgtest.NewDB(t, "v3.db")
	if err := storetest.WriteV3(db, games); err != nil {
		t.Fatal(err)
	}
	if keep := os.Getenv("ZOOSCORE_V3_FIXTURE"); keep != "" {
		data, _ := os.ReadFile(db)
		os.WriteFile(keep, data, 0o644)
	}
	var got strings.Builder
	for _, args := range upgradeRuns(len(games)) {
		code, out, errOut := runZooscore(t, on{width: asFile}, append(args, "--db", db)...)
		fmt.Fprintf(&got, "=== %s (exit %d)\n%s%s", strings.Join(args, " "), code, beforeTheLog(out), errOut)
	}
	if version := schemaOf(t, db); version != store.SchemaVersion() {
		t.Fatalf("the file is at schema %d after the commands, want %d", version, store.SchemaVersion())
	}
	// Not a golden file that -update rewrites: it is what the older
	// zooscore printed, which this one must print too.
	golden, err := os.ReadFile("testdata/upgrade.golden")
	if err != nil {
		t.Fatal(err)
	}
	want := citedToday(t, rewordedSince(string(golden)))
	if got.String() != want {
		gotLines, wantLines := strings.Split(got.String(), "\n"), strings.Split(want, "\n")
		for i := range min(len(gotLines), len(wantLines)) {
			if gotLines[i] != wantLines[i] {
				t.Fatalf("line %d after the upgrade:\n%s\nbefore it:\n%s", i+1, gotLines[i], wantLines[i])
			}
		}
		t.Fatalf("%d lines after the upgrade, %d before it", len(gotLines), len(wantLines))
	}
}

// rewordedSince is what the zooscore of schema 3 printed, in the words
// chosen since (issue 19: one word per thing, the glossary's; a neutral
// German winner; French colons set off by a space). Only these words may
// differ: every other byte of show and explain is what that zooscore
// printed.
func rewordedSince(printed string) string {
	printed = frenchWhere.ReplaceAllString(printed, "$1 :")
	return strings.NewReplacer(
		"Gewonnen hat: ", "Sieg: ",
		"Gewonnen haben (gleichauf): ", "Geteilter Sieg: ",
		"Vorn liegt bisher: ", "Bisher vorn: ",
		"Vorn liegen bisher (gleichauf): ", "Bisher gemeinsam vorn: ",
		"zuerst: Bonus ", "zuerst: Bonusfeld ",
		"war schneller: kein Bonus", "war schneller: kein Bonusfeld",
		"außerhalb der Bestenlisten", "außerhalb der Ranglisten",
		"en premier : bonus de ", "en premier : hexagone bonus ",
		"plus rapide : pas de bonus", "plus rapide : pas d'hexagone bonus",
		" (caisse)", " (billetterie)",
		"(nouveau record, ", "(son nouveau meilleur, ",
	).Replace(printed)
}

// frenchWhere is where a French note was, before its colon had its space.
var frenchWhere = regexp.MustCompile(`((?:manche|ligne|enchère) \d+):`)

// upgradeRuns are show and explain of every game: as text in the three
// languages, and as JSON in English only. The JSON of a game holds the
// same words in every language, and the text shows each of them (items,
// reasons, sources, warnings, decisions), so the text proves the words
// per language and the JSON proves every number, name and field once.
// The golden files hold the older zooscore's output for these runs, in
// this order (game, then language, then command).
func upgradeRuns(games int) [][]string {
	var runs [][]string
	for id := 1; id <= games; id++ {
		for _, lang := range []string{"en", "de", "fr"} {
			cmds := [][]string{{"show"}, {"explain"}}
			if lang == "en" {
				cmds = append(cmds, []string{"show", "--json"}, []string{"explain", "--json"})
			}
			for _, cmd := range cmds {
				runs = append(runs, append(append([]string{}, cmd[0], fmt.Sprint(id)), append(cmd[1:], "--lang", lang)...))
			}
		}
	}
	return runs
}

// schemaOf reads the schema version from the file's header.
func schemaOf(t *testing.T, db string) int {
	t.Helper()
	data, err := os.ReadFile(db)
	if err != nil || len(data) < 100 {
		t.Fatalf("read %s: %v", db, err)
	}
	return int(bigendian.BigEndian.Uint32(data[60:64]))
}

// TestUpgradeOfAFileTheOlderZooscoreMade: testdata/schema3-old.db was made
// by zooscore of schema 3 itself (commit 093448f: an import of
// testdata/export-schema3.jsonl, then score and play of the scorer's test
// games, sheets and play scripts, finished and in progress, one with
// --bonus-hex), and testdata/upgrade-old.golden is what that zooscore
// printed for show and explain of every game, as upgradeRuns lists them
// (TZ=UTC). This zooscore upgrades a copy of the file to the schema of
// today and must print the same, game for game.
func TestUpgradeOfAFileTheOlderZooscoreMade(t *testing.T) {
	pgtest.SQLiteOnly(t)
	t.Setenv("TZ", "UTC")
	old, err := os.ReadFile("testdata/schema3-old.db")
	if err != nil {
		t.Fatal(err)
	}
	db := pgtest.NewDB(t, "old.db")
	if err := os.WriteFile(db, old, 0o644); err != nil {
		t.Fatal(err)
	}
	if version := schemaOf(t, db); version != 3 {
		t.Fatalf("the fixture is at schema %d, want 3", version)
	}
	printed, err := os.ReadFile("testdata/upgrade-old.golden")
	if err != nil {
		t.Fatal(err)
	}
	blocks := strings.Split(citedToday(t, rewordedSince(string(printed))), "=== ")[1:]
	runs := upgradeRuns(16)
	if len(blocks) != len(runs) {
		t.Fatalf("%d outputs in the golden file, want %d", len(blocks), len(runs))
	}
	for i, block := range blocks {
		head, _, _ := strings.Cut(block, "\n")
		args, _, _ := strings.Cut(head, " (exit ")
		if want := strings.Join(runs[i], " "); args != want {
			t.Fatalf("output %d of the golden file is of %q, want %q", i+1, args, want)
		}
		code, out, errOut := runZooscore(t, on{width: asFile}, append(strings.Fields(args), "--db", db)...)
		got := fmt.Sprintf("%s (exit %d)\n%s\n", args, code, strings.TrimRight(beforeTheLog(out)+errOut, "\n"))
		if got != block {
			t.Errorf("%s after the upgrade:\n%s\nthe older zooscore printed:\n%s", args, got, block)
		}
	}
	if version := schemaOf(t, db); version != store.SchemaVersion() {
		t.Errorf("the file is at schema %d after the commands, want %d", version, store.SchemaVersion())
	}
}

// citedSince are the rules whose rulebook section was named wrong by the
// zooscore that made the upgrade tests' golden files, and is named right
// since every rule's section was checked against the rulebooks: crossing
// the ticket office is a "Coin symbols" matter, the faces and animals are
// listed in the game components, a ZooSim tile's halves in its visitors
// section.
var citedSince = []string{"dice.cross-spaces", "dice.unknown-face", "dice.unknown-animal",
	"zoosim.tile-halves", "zoosim.unknown-animal", "zoosim.same-category", "zoosim.tile-stars"}

// citedToday gives the output of the older zooscore (command headers
// "=== ARGS", then what each printed) with the sections of the rules of
// citedSince as this zooscore names them, in each command's language: in
// the text of explain ("[RULE] SECTION") and in its JSON (a "source" after
// the object's "rule").
func citedToday(t *testing.T, golden string) string {
	t.Helper()
	today := map[string]scorer.Rule{}
	for _, g := range sortedGames() {
		for _, r := range g.Rules {
			if slices.Contains(citedSince, r.ID) {
				today[r.ID] = r
			}
		}
	}
	loc := i18n.For(i18n.English)
	lines := strings.Split(golden, "\n")
	pending := ""
	for i, line := range lines {
		if args, ok := strings.CutPrefix(line, "=== "); ok {
			fields := strings.Fields(args)
			if k := slices.Index(fields, "--lang"); k >= 0 && k+1 < len(fields) {
				lang, err := i18n.Parse(fields[k+1])
				if err != nil {
					t.Fatal(err)
				}
				loc = i18n.For(lang)
			}
			continue
		}
		trimmed := strings.TrimSpace(line)
		if rule, ok := strings.CutPrefix(trimmed, `"rule": "`); ok {
			pending = strings.TrimSuffix(rule, `",`)
		}
		indent := line[:len(line)-len(strings.TrimLeft(line, " "))]
		for id, r := range today {
			switch {
			case strings.HasPrefix(trimmed, "["+id+"] "):
				lines[i] = indent + "[" + id + "] " + ruleSource(loc, r)
			case pending == id && strings.HasPrefix(trimmed, `"source": `):
				lines[i] = indent + `"source": "` + ruleSource(loc, r) + `"` + trimmed[strings.LastIndex(trimmed, `"`)+1:]
			}
		}
		if strings.HasPrefix(trimmed, "}") {
			pending = ""
		}
	}
	return strings.Join(lines, "\n")
}

// beforeTheLog is an output of show or export without what they give
// since schema 10, which an older zooscore did not print: the play log's
// lines after show's heading, its time and log after the result of show
// --json, and who started a tracked game in an export line. The outputs
// of older versions are compared with the rest, byte for byte.
func beforeTheLog(out string) string {
	out = logLines.ReplaceAllString(out, "")
	out = logMembers.ReplaceAllString(out, "\n}\n")
	return startPlayerMember.ReplaceAllString(out, "")
}

var (
	logLines          = regexp.MustCompile(`(?m)^(Played: |Gespielt: |Jouée le ).*\n`)
	logMembers        = regexp.MustCompile(`,\n  "played_at": "[^"]*"(,\n  "(location|duration_minutes|start_player|note)": [^\n]*)*\n}\n$`)
	startPlayerMember = regexp.MustCompile(`,"start_player":"(?:[^"\\]|\\.)*"`)
)
