package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/playlog"
	"github.com/zooscore/zooscore/store"
)

// What a command line says is read into each command's options (argv ->
// options) apart from what the options make a command do (options ->
// output, below and in every end-to-end test): these tables check the
// flags, their defaults and the arguments each command takes, without a
// database or a terminal.

// argv is one command line of a command and the options it must give, or
// the error it must be refused with (a part of its English text).
type argv[O any] struct {
	args    []string
	want    O
	wantErr string
}

// flagsOnly keeps what the command line said (--json among it) and drops
// what the factory gave (streams, language, prompter, database, context),
// so that options compare by their flags and arguments.
func (o *shared) flagsOnly() { *o = shared{JSON: o.JSON} }

// checkArgv reads every command line of tests with the command newCmd
// builds, its run function replaced by one that keeps the options.
func checkArgv[O any](t *testing.T, newCmd func(*factory, func(*O) error) *cobra.Command, tests []argv[O]) {
	t.Helper()
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			var got *O
			cmd := newCmd(&factory{words: i18n.For(i18n.English)}, func(o *O) error {
				got = o
				return nil
			})
			cmd.SetArgs(tt.args)
			cmd.SetOut(io.Discard)
			cmd.SetErr(io.Discard)
			cmd.SilenceUsage, cmd.SilenceErrors = true, true
			cmd.SetFlagErrorFunc(asFlagError)
			err := cmd.Execute()
			if tt.wantErr != "" {
				if text := englishError(err); !strings.Contains(text, tt.wantErr) || exitCode(usageOf(err)) != exitInput || got != nil {
					t.Errorf("error %q (exit %d, ran %v), want exit %d saying %q", text, exitCode(usageOf(err)), got != nil, exitInput, tt.wantErr)
				}
				return
			}
			if err != nil || got == nil {
				t.Fatalf("error %v, ran %v", err, got != nil)
			}
			any(got).(interface{ flagsOnly() }).flagsOnly()
			if !reflect.DeepEqual(*got, tt.want) {
				t.Errorf("options\n%+v\nwant\n%+v", *got, tt.want)
			}
		})
	}
}

// usageOf is the error as zooscore reports it: a flag cobra could not read
// becomes a usage error, as run makes it.
func usageOf(err error) error {
	var flagErr *flagError
	if errors.As(err, &flagErr) {
		return flagErr.usage(i18n.For(i18n.English))
	}
	return err
}

func englishError(err error) string {
	if err == nil {
		return ""
	}
	return usageOf(err).Error()
}

func TestArgvToOptions(t *testing.T) {
	t.Run("score", func(t *testing.T) {
		checkArgv(t, newCmdScore, []argv[scoreOptions]{
			{args: []string{"dice"}, want: scoreOptions{Save: true, Game: "dice"}},
			{args: []string{"Dice", "--input", "-", "--explain", "--bonus-hex", "lion=1", "--json"},
				want: scoreOptions{shared: shared{JSON: true}, Save: true, Game: "Dice", Input: "-", Explain: true, Flags: gameFlags{bonusHex: "lion=1"}}},
			{args: []string{}, wantErr: "which game"},
			{args: []string{"dice", "junior"}, wantErr: "takes 1 argument"},
			{args: []string{"dice", "--explain=maybe"}, wantErr: "--explain"},
			{args: []string{"dice", "--input"}, wantErr: "needs an argument: --input"},
			{args: []string{"dice", "--played-at", "2026-11-26", "--location", "Club", "--duration", "45m", "--start-player", "Ann", "--note", "n"},
				want: scoreOptions{Save: true, Game: "dice", Log: logOptions{
					Log:   playlog.Given{PlayedAt: "2026-11-26", Location: "Club", Duration: "45m", StartPlayer: "Ann", Note: "n"},
					Given: []string{"played-at", "location", "duration", "start-player", "note"}}}},
		})
	})
	t.Run("check", func(t *testing.T) {
		checkArgv(t, newCmdCheck, []argv[scoreOptions]{
			{args: []string{"junior", "--input", "sheets.json"}, want: scoreOptions{Game: "junior", Input: "sheets.json"}},
			{args: []string{"junior", "--location", "Club"}, wantErr: "--location"}, // check stores nothing
			{args: []string{}, wantErr: "which game"},
		})
	})
	t.Run("history", func(t *testing.T) {
		checkArgv(t, newCmdHistory, []argv[historyOptions]{
			{args: []string{}, want: historyOptions{Filter: store.Filter{Limit: 50}}},
			{args: []string{"--game", "dice", "--player", "Ann", "--since", "2026-01-02", "--limit", "5", "--offset", "10", "--json"},
				want: historyOptions{shared: shared{JSON: true}, Filter: store.Filter{Game: "dice", Player: "Ann", Limit: 5, Offset: 10}, Since: "2026-01-02"}},
			{args: []string{"--limit", "five"}, wantErr: "--limit"},
			{args: []string{"--limit", "99999999999999999999"}, wantErr: "too large"},
			{args: []string{"dice"}, wantErr: "takes no arguments"},
			{args: []string{"--players", "Ann"}, wantErr: "--players"},
			{args: []string{"--location", "Club"}, want: historyOptions{Filter: store.Filter{Limit: 50, Location: "Club"}}},
		})
	})
	t.Run("show", func(t *testing.T) {
		checkArgv(t, newCmdShow, []argv[showOptions]{
			{args: []string{"7"}, want: showOptions{ID: "7"}},
			{args: []string{"#7", "--notation", "--json"}, want: showOptions{shared: shared{JSON: true}, ID: "#7", Notation: true}},
			{args: []string{}, wantErr: "takes 1 argument"},
		})
	})
	t.Run("play", func(t *testing.T) {
		checkArgv(t, newCmdPlay, []argv[playOptions]{
			{args: []string{"zoosim"}, want: playOptions{Game: "zoosim"}},
			{args: []string{"dice", "--input", "-", "--bonus-hex", "lion=2", "--json"},
				want: playOptions{shared: shared{JSON: true}, Game: "dice", Input: "-", Flags: gameFlags{bonusHex: "lion=2"}}},
			{args: []string{}, wantErr: "which game"},
			{args: []string{"dice", "--explain"}, wantErr: "--explain"},
			{args: []string{"dice", "--location", "Club"}, want: playOptions{Game: "dice", Log: logOptions{Log: playlog.Given{Location: "Club"}, Given: []string{"location"}}}},
			{args: []string{"dice", "--start-player", "Ann"}, wantErr: "--start-player"}, // a tracked game knows it
		})
	})
	t.Run("resume", func(t *testing.T) {
		checkArgv(t, newCmdResume, []argv[resumeOptions]{
			{args: []string{}, want: resumeOptions{Latest: true}},
			{args: []string{"3"}, want: resumeOptions{ID: "3"}},
			{args: []string{""}, want: resumeOptions{}}, // an empty ID is not the latest game: said so when it runs
			{args: []string{"3", "4"}, wantErr: "at most 1"},
			{args: []string{"--json"}, wantErr: "--json"},
		})
	})
	t.Run("undo", func(t *testing.T) {
		checkArgv(t, newCmdUndo, []argv[undoOptions]{
			{args: []string{}, want: undoOptions{Latest: true}},
			{args: []string{"2", "--yes", "--json"}, want: undoOptions{shared: shared{JSON: true}, ID: "2", Yes: true}},
			{args: []string{"2", "3"}, wantErr: "at most 1"},
		})
	})
	t.Run("explain", func(t *testing.T) {
		checkArgv(t, newCmdExplain, []argv[explainOptions]{
			{args: []string{"1"}, want: explainOptions{ID: "1"}},
			{args: []string{"1", "--player", "Ann", "--json"}, want: explainOptions{shared: shared{JSON: true}, ID: "1", Player: "Ann"}},
			{args: []string{"--player", "Ann"}, wantErr: "takes 1 argument"},
		})
	})
	t.Run("leaderboard", func(t *testing.T) {
		checkArgv(t, newCmdLeaderboard, []argv[leaderboardOptions]{
			{args: []string{}, want: leaderboardOptions{}},
			{args: []string{"--game", "junior", "--json"}, want: leaderboardOptions{shared: shared{JSON: true}, Game: "junior"}},
			{args: []string{"junior"}, wantErr: "takes no arguments"},
		})
	})
	t.Run("versus", func(t *testing.T) {
		checkArgv(t, newCmdVersus, []argv[versusOptions]{
			{args: []string{"Ann", "Bob", "--game", "dice"}, want: versusOptions{A: "Ann", B: "Bob", Game: "dice"}},
			{args: []string{"Ann", "ann"}, want: versusOptions{A: "Ann", B: "ann"}}, // refused when it runs
			{args: []string{"Ann"}, wantErr: "takes 2 arguments"},
		})
	})
	t.Run("player", func(t *testing.T) {
		checkArgv(t, newCmdPlayer, []argv[playerOptions]{
			{args: []string{"Ann"}, want: playerOptions{Name: "Ann"}},
			{args: []string{"ann", "--game", "dice", "--json"}, want: playerOptions{shared: shared{JSON: true}, Name: "ann", Game: "dice"}},
			{args: []string{""}, want: playerOptions{}}, // no name: said so when it runs
			{args: []string{}, wantErr: "takes 1 argument"},
			{args: []string{"Ann", "Bob"}, wantErr: "takes 1 argument"},
			{args: []string{"Ann", "--player", "Bob"}, wantErr: "--player"},
		})
	})
	t.Run("edit", func(t *testing.T) {
		checkArgv(t, newCmdEdit, []argv[editOptions]{
			{args: []string{"1"}, want: editOptions{ID: "1"}},
			{args: []string{"1", "--input", "-", "--yes", "--json"}, want: editOptions{shared: shared{JSON: true}, ID: "1", Input: "-", Yes: true}},
			{args: []string{"1", "--note", ""}, want: editOptions{ID: "1", Log: logOptions{Given: []string{"note"}}}}, // an empty note clears it
			{args: []string{}, wantErr: "takes 1 argument"},
		})
	})
	t.Run("players", func(t *testing.T) {
		checkArgv(t, newCmdPlayers, []argv[playersOptions]{
			{args: []string{"--json"}, want: playersOptions{shared: shared{JSON: true}}},
			{args: []string{"Ann"}, wantErr: "Ann"},
		})
		checkArgv(t, newCmdPlayersRename, []argv[renameOptions]{
			{args: []string{"Anne", "Ann", "--yes"}, want: renameOptions{From: "Anne", To: "Ann", Yes: true}},
			{args: []string{"Anne"}, wantErr: "takes 2 arguments"},
		})
		checkArgv(t, newCmdPlayersMerge, []argv[renameOptions]{
			{args: []string{"Anne", "Ann", "--json"}, want: renameOptions{shared: shared{JSON: true}, From: "Anne", To: "Ann", Merge: true}},
			{args: []string{"Anne", "Ann", "Bob"}, wantErr: "takes 2 arguments"},
		})
	})
	t.Run("delete", func(t *testing.T) {
		checkArgv(t, newCmdDelete, []argv[deleteOptions]{
			{args: []string{"1"}, want: deleteOptions{ID: "1"}},
			{args: []string{"1", "--yes", "--json"}, want: deleteOptions{shared: shared{JSON: true}, ID: "1", Yes: true}},
			{args: []string{"1", "-y"}, wantErr: "-y"},
		})
	})
	t.Run("export", func(t *testing.T) {
		checkArgv(t, newCmdExport, []argv[exportOptions]{
			{args: []string{}, want: exportOptions{Format: "jsonl"}},
			{args: []string{"--format", "csv", "--output", "games.csv"}, want: exportOptions{Format: "csv", Output: "games.csv"}},
			{args: []string{"--format", "bgstats", "--game", "dice", "--since", "2026-11-01", "--bgg-id", "dice=1", "--bgg-id", "junior=2"},
				want: exportOptions{Format: "bgstats", Game: "dice", Since: "2026-11-01", BGGIDs: []string{"dice=1", "junior=2"}}},
			{args: []string{"--json"}, wantErr: "--json"},
			{args: []string{"games.csv"}, wantErr: "takes no arguments"},
		})
	})
	t.Run("import", func(t *testing.T) {
		checkArgv(t, newCmdImport, []argv[importOptions]{
			{args: []string{"-", "--json"}, want: importOptions{shared: shared{JSON: true}, File: "-"}},
			{args: []string{"plays.json", "--map", "Zoo dice=dice", "--bgg-id", "zoosim=3"},
				want: importOptions{File: "plays.json", Maps: []string{"Zoo dice=dice"}, BGGIDs: []string{"zoosim=3"}}},
			{args: []string{}, wantErr: "takes 1 argument"},
		})
	})
	t.Run("rules", func(t *testing.T) {
		checkArgv(t, newCmdRules, []argv[rulesOptions]{
			{args: []string{}, want: rulesOptions{Every: true}},
			{args: []string{"dice", "--json"}, want: rulesOptions{shared: shared{JSON: true}, Game: "dice"}},
			{args: []string{""}, want: rulesOptions{}}, // an empty GAME is no game: said so when it runs
			{args: []string{"dice", "junior"}, wantErr: "at most 1"},
		})
	})
	t.Run("version", func(t *testing.T) {
		checkArgv(t, newCmdVersion, []argv[versionOptions]{
			{args: []string{}, want: versionOptions{}},
			{args: []string{"--json"}, want: versionOptions{shared: shared{JSON: true}}},
			{args: []string{"2"}, wantErr: "takes no arguments"},
		})
	})
	t.Run("serve", func(t *testing.T) {
		checkArgv(t, newCmdServe, []argv[serveOptions]{
			{args: []string{}, want: serveOptions{Addr: ":8266"}},
			{args: []string{"--addr", "127.0.0.1:0", "--new-code"}, want: serveOptions{Addr: "127.0.0.1:0", NewCode: true}},
			{args: []string{"--port", "80"}, wantErr: "--port"},
		})
	})
}

// fromOptions is what a command run from its options is given besides
// them: English, standard output in out, and the database db, opened on
// first use. With db "" the database must not be opened.
func fromOptions(t *testing.T, db string) (shared, *bytes.Buffer) {
	var out bytes.Buffer
	var st *store.Store
	open := func() (*store.Store, error) {
		if db == "" {
			t.Error("the database was opened")
			return nil, errors.New("no database in this test")
		}
		if st == nil {
			var err error
			if st, err = store.Open(db); err != nil {
				return nil, err
			}
			t.Cleanup(func() { st.Close() })
		}
		return st, nil
	}
	return shared{IO: IO{In: strings.NewReader(""), Out: &out, ErrOut: io.Discard}, Words: i18n.For(i18n.English),
		Store: open, Ctx: context.Background()}, &out
}

// TestOptionsRefusedBeforeTheDatabase: options a command cannot use are
// refused as usage errors (exit 2) before the database is opened.
func TestOptionsRefusedBeforeTheDatabase(t *testing.T) {
	tests := []struct {
		name    string
		run     func(shared) error
		wantErr string
	}{
		{"history --limit -1", func(s shared) error {
			return historyRun(&historyOptions{shared: s, Filter: store.Filter{Limit: -1}})
		}, "-1"},
		{"history --since yesterday", func(s shared) error {
			return historyRun(&historyOptions{shared: s, Filter: store.Filter{Limit: 50}, Since: "yesterday"})
		}, "yesterday"},
		{"history --game chess", func(s shared) error {
			return historyRun(&historyOptions{shared: s, Filter: store.Filter{Game: "chess", Limit: 50}})
		}, "chess"},
		{"leaderboard --game chess", func(s shared) error {
			return leaderboardRun(&leaderboardOptions{shared: s, Game: "chess"})
		}, "chess"},
		{"versus Ann ' ann'", func(s shared) error {
			return versusRun(&versusOptions{shared: s, A: "Ann", B: " ann"})
		}, "Ann"},
		{"player '' ", func(s shared) error { return playerRun(&playerOptions{shared: s, Name: " "}) }, "name the player"},
		{"player Ann --game chess", func(s shared) error {
			return playerRun(&playerOptions{shared: s, Name: "Ann", Game: "chess"})
		}, "chess"},
		{"show x", func(s shared) error { return showRun(&showOptions{shared: s, ID: "x"}) }, `"x"`},
		{"rules ''", func(s shared) error { return rulesRun(&rulesOptions{shared: s}) }, "game"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, out := fromOptions(t, "")
			err := tt.run(s)
			if exitCode(err) != exitInput || !strings.Contains(englishError(err), tt.wantErr) {
				t.Errorf("error %v (exit %d), want exit %d naming %s", err, exitCode(err), exitInput, tt.wantErr)
			}
			if out.Len() > 0 {
				t.Errorf("printed %q", out)
			}
		})
	}
}

// TestOptionsToOutput: a command run from its options, without a command
// line, does what they say.
func TestOptionsToOutput(t *testing.T) {
	db := emptyDB(t)
	if code, out, errOut := runZooscore(t, on{stdin: readFile(t, "testdata/dice-contract.json")}, "score", "dice", "--input", "-", "--db", db); code != 0 {
		t.Fatalf("score: exit %d %s %s", code, out, errOut)
	}
	tests := []struct {
		name string
		run  func(shared) error
		want []string // parts of standard output
	}{
		{"show 1 --json", func(s shared) error {
			s.JSON = true
			return showRun(&showOptions{shared: s, ID: "1"})
		}, []string{`"id": 1`, `"Bob"`}},
		{"explain #1 --player bob", func(s shared) error {
			return explainRun(&explainOptions{shared: s, ID: "#1", Player: "bob"})
		}, []string{"Bob"}},
		{"rules junior --json", func(s shared) error {
			s.JSON = true
			return rulesRun(&rulesOptions{shared: s, Game: "junior"})
		}, []string{`"junior": [`}},
		{"leaderboard --game dice", func(s shared) error {
			return leaderboardRun(&leaderboardOptions{shared: s, Game: "Dice"})
		}, []string{"Bob"}},
		{"player bob --game dice", func(s shared) error {
			return playerRun(&playerOptions{shared: s, Name: "bob", Game: "Dice"})
		}, []string{"Bob: 1 finished game, 1 win (100%)", "Most often beaten: Ann, once in 1 game"}},
		{"delete 1 --yes", func(s shared) error {
			return deleteRun(&deleteOptions{shared: s, ID: "1", Yes: true})
		}, []string{"1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, out := fromOptions(t, db)
			if err := tt.run(s); err != nil {
				t.Fatal(err)
			}
			for _, want := range tt.want {
				if !strings.Contains(out.String(), want) {
					t.Errorf("printed\n%s\nwithout %q", out, want)
				}
			}
		})
	}
	if code, out, _ := runZooscore(t, on{}, "history", "--json", "--db", db); code != 0 || strings.Contains(out, `"id"`) {
		t.Errorf("history after delete: exit %d %s", code, out)
	}
}
