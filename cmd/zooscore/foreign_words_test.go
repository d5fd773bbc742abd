package main

import (
	"strings"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
)

// TestJSONWordsOfOtherLanguages: a German or French game word in JSON input
// is a broken rule (exit 1) naming the English word, for sheets (check,
// whose Dice Game sheets take the --bonus-hex way) and play scripts alike,
// and nothing is stored; the notation goes on reading every language.
func TestJSONWordsOfOtherLanguages(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	for _, tc := range []struct {
		name, stdin string
		args        []string
		code        int
		says        string
	}{
		{"dice sheets", `{"players":[{"name":"Ann","enclosures":{"lion":5},"bonus":["Löwe"]},{"name":"Bob"}]}`,
			[]string{"check", "dice", "--input", "-"}, 1, `"Löwe" is German for lion: JSON takes lion (players[0].bonus[0]) [dice.foreign-word]`},
		{"dice sheets with --bonus-hex", `{"players":[{"name":"Ann","enclosures":{"lion":5},"bonus":["Löwe"]},{"name":"Bob"}]}`,
			[]string{"score", "dice", "--input", "-", "--bonus-hex", "löwe=1"}, 1, `"Löwe" is German for lion: JSON takes lion`},
		{"junior play script", `{"players":["Ann","Bob"],"rounds":[{"takes":[{"player":"Ann","tiles":[{"tile":"lama","to":1}]}]}]}`,
			[]string{"play", "junior", "--input", "-"}, 1, `"lama" is German and French for llama: JSON takes llama (rounds[0].takes[0].tiles[0].tile) [junior.foreign-word]`},
		{"notation reads German", "players: Ann, Bob\nAnn: Löwe Münze\n", []string{"play", "dice", "--input", "-"}, 0, "lion enclosure       +1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runZooscore(t, on{stdin: tc.stdin}, append(tc.args, "--db", db)...)
			if code != tc.code || !strings.Contains(out+errOut, tc.says) {
				t.Errorf("exit %d, want %d saying %q:\n%s%s", code, tc.code, tc.says, out, errOut)
			}
		})
	}
	if _, out, _ := runZooscore(t, on{}, "history", "--json", "--db", db); strings.Count(out, `"id"`) != 1 {
		t.Errorf("stored games besides the notation's: %s", out)
	}
}
