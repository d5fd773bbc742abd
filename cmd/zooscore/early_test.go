package main

import (
	"path/filepath"
	"testing"
)

func TestCommandNameSkipsZooscoresOwnFlags(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{nil, ""},
		{[]string{"leaderboard"}, "leaderboard"},
		{[]string{"--db", "postgres://club@db/zoo", "leaderboard", "--json"}, "leaderboard"},
		{[]string{"--lang", "de", "--db=club.db", "history"}, "history"},
		{[]string{"--lang=fr", "-h"}, ""},
		{[]string{"--", "leaderboard"}, ""},
		{[]string{"player", "Ann"}, "player"},
	}
	for _, tt := range tests {
		if got := commandName(tt.args); got != tt.want {
			t.Errorf("commandName(%q) = %q, want %q", tt.args, got, tt.want)
		}
	}
}

// A server that does not answer: its socket's folder does not exist, so an
// opening fails at once.
func unanswered(t *testing.T) string {
	return "postgres://zooscore@/zoo?host=" + filepath.Join(t.TempDir(), "nowhere")
}

func TestOnlyAReaderOfAServerIsOpenedEarly(t *testing.T) {
	url := unanswered(t)
	tests := []struct {
		args  []string
		env   string // ZOOSCORE_DB
		early bool
	}{
		{[]string{"leaderboard", "--db", url}, "", true},
		{[]string{"--db=" + url, "history", "--json"}, "", true},
		{[]string{"player", "Ann"}, url, true},
		{[]string{"leaderboard", "--db", filepath.Join(t.TempDir(), "z.db")}, "", false}, // a file waits for nothing
		{[]string{"leaderboard"}, "", false},                                             // the default file
		{[]string{"import", "games.jsonl", "--db", url}, "", false},                      // writes
		{[]string{"leaderboard", "--help", "--db", url}, "", false},                      // reads nothing
		{[]string{"-h", "history", "--db", url}, "", false},
	}
	for _, tt := range tests {
		f := &factory{getenv: func(key string) string {
			if key == "ZOOSCORE_DB" {
				return tt.env
			}
			return ""
		}}
		f.openEarly(tt.args, "en")
		if got := f.early != nil; got != tt.early {
			t.Errorf("%q (ZOOSCORE_DB=%q): opened early %v, want %v", tt.args, tt.env, got, tt.early)
		}
		f.early.discard()
	}
}

// take gives the opening only to the command that asks for it as it was
// made: to read, the same database.
func TestAnEarlyOpeningGoesOnlyToItsCommand(t *testing.T) {
	url := unanswered(t)
	for _, tt := range []struct {
		path string
		mode storeMode
		took bool
	}{
		{url, readStore, true},
		{url, createStore, false},
		{url, changeStore, false},
		{url + "&sslmode=disable", readStore, false},
	} {
		f := &factory{}
		f.openEarly([]string{"leaderboard", "--db", url}, "en")
		_, err, took := f.early.take(tt.path, tt.mode)
		if took != tt.took {
			t.Errorf("%s asked in mode %d: taken %v, want %v", tt.path, tt.mode, took, tt.took)
		}
		if took && err == nil {
			t.Errorf("%s: an opening of a server that does not answer succeeded", tt.path)
		}
	}
}

// A server that does not answer is said the same by a command that opened
// it early (leaderboard) and one that did not (players): the early
// opening's error is the command's.
func TestAnEarlyOpeningFailsAsTheCommandWould(t *testing.T) {
	url := unanswered(t)
	early, out1, err1 := runZooscore(t, on{}, "leaderboard", "--db", url)
	late, out2, err2 := runZooscore(t, on{}, "players", "--db", url)
	if early != exitStore || late != exitStore {
		t.Errorf("exit %d (early) and %d, want %d", early, late, exitStore)
	}
	if out1 != "" || out2 != "" || err1 != err2 || err1 == "" {
		t.Errorf("said differently:\nleaderboard: %q %q\nplayers:     %q %q", out1, err1, out2, err2)
	}
}
