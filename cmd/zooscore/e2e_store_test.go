package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
)

// asReader runs the built binary as another user (nobody) when the tests
// run as root, for whom no file is read-only; the binary is copied where
// that user can reach it.
func asReader(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	bin := binary
	cmd := exec.Command(bin, args...)
	if os.Geteuid() == 0 {
		dir := reachable(t)
		bin = filepath.Join(dir, "zooscore")
		data, err := os.ReadFile(binary)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(bin, data, 0o755)
		cmd = exec.Command(bin, args...)
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	}
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errOut
	cmd.Env = append(os.Environ(), "ZOOSCORE_DB=", "HOME="+t.TempDir())
	err := cmd.Run()
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, out.String(), errOut.String()
}

// reachable is a temporary folder every user can reach.
func reachable(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for d := dir; d != os.TempDir() && d != "/"; d = filepath.Dir(d) {
		os.Chmod(d, 0o755)
	}
	return dir
}

// TestReadOnlyDatabase: on a read-only file, and on a file in a read-only
// folder, reading commands work and leave no file behind; a command that
// stores says in words that it cannot (store.read-only, exit 3).
func TestReadOnlyDatabase(t *testing.T) {
	pgtest.SQLiteOnly(t)
	for _, c := range []struct {
		name              string
		fileMode, dirMode os.FileMode
		says              string
	}{
		{"read-only file", 0o444, 0o777, "the file "},
		{"read-only folder", 0o666, 0o555, "the folder of "},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := reachable(t)
			db := filepath.Join(dir, "club.db")
			os.WriteFile(db, []byte(readFile(t, club(t))), 0o644)
			os.Chmod(db, c.fileMode)
			os.Chmod(dir, c.dirMode)
			defer os.Chmod(dir, 0o755)
			for _, args := range [][]string{{"history"}, {"show", "1"}, {"explain", "1"}, {"leaderboard"}, {"versus", "ann", "bob"}, {"export"}} {
				if code, out, errOut := asReader(t, "", append(args, "--db", db)...); code != 0 || out == "" {
					t.Errorf("%s: exit %d %q %q", args[0], code, out, errOut)
				}
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 1 {
				t.Errorf("files after reading: %v", entries)
			}
			code, out, _ := asReader(t, readFile(t, "testdata/dice-contract.json"), "score", "dice", "--input", "-", "--json", "--db", db)
			r := decode(t, out)
			if code != exitStore || len(r.Errors) != 1 || r.Errors[0].Rule != "store.read-only" ||
				!strings.Contains(r.Errors[0].Message, c.says+db) || !strings.Contains(r.Errors[0].Message, "is read-only") {
				t.Errorf("score: exit %d %s", code, out)
			}
			if names := entries(t, dir); !slices.Equal(names, []string{"club.db"}) {
				t.Errorf("files after a refused write: %v", names)
			}
		})
	}
}

func entries(t *testing.T, dir string) []string {
	t.Helper()
	list, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range list {
		names = append(names, e.Name())
	}
	return names
}

// delete on a terminal asks first, and no is its default: Enter alone
// keeps the game, as does choosing no after moving to yes; only yes
// deletes it.
func TestTerminalDeleteKeepsTheGameUnlessToldYes(t *testing.T) {
	db := oneGame(t, "score", "dice", readFile(t, "testdata/dice-contract.json"))
	const ask = "Delete game 1"
	tests := []struct {
		name    string
		keys    string // in the yes/no menu, then Enter
		says    string
		deleted bool
	}{
		{"Enter alone", "", "Game 1 was kept.", false},
		{"no, after moving to yes and back", down + up, "Game 1 was kept.", false},
		{"yes", down, "Game 1 was deleted.", true},
	}
	for _, tt := range tests {
		term := startTerminal(t, nil, "delete", "1", "--db", db)
		term.answer(ask, tt.keys)
		term.expect(tt.says)
		term.exits(0)
		code, _, _ := runZooscore(t, on{}, "show", "1", "--db", db)
		if gone := code == exitInput; gone != tt.deleted {
			t.Fatalf("%s: show 1 exits %d after delete; deleted %v, want %v", tt.name, code, gone, tt.deleted)
		}
	}
}
