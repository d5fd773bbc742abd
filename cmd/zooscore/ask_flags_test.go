package main

import (
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
)

// A --bonus-hex value the rules refuse, or an animal given twice, ends an
// interactive score or play before its first question (exit 2): found after
// every sheet is typed, it could no longer be corrected (Dice Game rules,
// Scoring: a bonus hex shows 1 or 2 points).
func TestBonusHexFlagCheckedBeforeTheFirstQuestion(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"score, a value of 3", []string{"score", "dice", "--bonus-hex", "lion=3"}, "the lion bonus hex is set to 3"},
		{"score, an animal twice", []string{"score", "dice", "--bonus-hex", "lion=1,lion=2"}, "the lion hex is already given"},
		{"play, a value of 0", []string{"play", "dice", "--bonus-hex", "crocodile=0"}, "the crocodile bonus hex is set to 0"},
		{"play, an animal twice", []string{"play", "dice", "--bonus-hex", "lion=2,Lion=2"}, "the lion hex is already given"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &prompts.Fake{} // any question fails the test: none is scripted
			args := append(tt.args, "--db", pgtest.NewDB(t, "z.db"))
			code, _, stderr := runZooscore(t, on{prompter: f, width: asFile}, args...)
			if code != exitInput {
				t.Errorf("exit %d, want %d; stderr: %s", code, exitInput, stderr)
			}
			if !strings.Contains(stderr, tt.want) {
				t.Errorf("stderr %q does not say %q", stderr, tt.want)
			}
			if len(f.Transcript) > 0 {
				t.Errorf("questions were asked before the flag was refused: %q", f.Transcript)
			}
		})
	}
}
