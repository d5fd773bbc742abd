package scorer_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/dice"
	"github.com/zooscore/zooscore/scorer/junior"
	"github.com/zooscore/zooscore/scorer/zoosim"
)

// repeat lists item n times, comma-separated.
func repeat(item string, n int) string { return strings.TrimSuffix(strings.Repeat(item+",", n), ",") }

func score[In any](parse func([]byte) (In, error), score func(In) (scorer.Result, error)) func(string) error {
	return func(data string) error {
		in, err := parse([]byte(data))
		if err != nil {
			return err
		}
		_, err = score(in)
		return err
	}
}

func play[S, T any](parse func([]byte) (S, error), play func(S) (T, error)) func(string) error {
	return func(data string) error {
		s, err := parse([]byte(data))
		if err != nil {
			return err
		}
		_, err = play(s)
		return err
	}
}

// One mistake repeated through an input of up to 1 MiB is reported once with
// a count, and many mistakes of one kind are summed up (contract.md, "Input"):
// the answer stays a few lines whatever the input.
func TestRepeatedMistakesAreCounted(t *testing.T) {
	tests := []struct {
		name  string
		check func(string) error
		input string
		notes int      // how many notes at most
		want  []string // what the notes say
	}{
		{"dice: one bonus listed 50,000 times", score(dice.Parse, dice.Score),
			`{"players":[{"name":"Ann","enclosures":{"lion":5},"bonus":[` + repeat(`"lion"`, 50000) + `]},{"name":"Bob"}]}`,
			1, []string{"Ann: the lion is listed twice in the bonus; each space is crossed once: list it once (found 49,999 times) [dice.listed-twice]"}},
		{"dice: an unknown animal 50,000 times in the barn", score(dice.Parse, dice.Score),
			`{"players":[{"name":"Ann","barn":[` + repeat(`"tiger"`, 50000) + `]},{"name":"Bob"}]}`,
			1, []string{"(found 50,000 times) [dice.unknown-animal]"}},
		{"junior: an unknown landscape 50,000 times", score(junior.Parse, junior.Score),
			`{"players":[{"name":"Ann","barn":{"landscapes":{` + numbered(`"x%d":1`, 50000) + `}}},{"name":"Bob"}]}`,
			scorer.MaxSameRule + 1, []string{"49,990 more mistakes of this kind"}},
		{"zoosim: 30,000 players of one name", score(zoosim.Parse, zoosim.Score),
			`{"players":[` + repeat(`{"name":"Al"}`, 30000) + `]}`,
			2, []string{`Al: the name "Al" is used by 30,000 players (1, 2, 3, 4, 5 and 29,995 more)`}},
		{"dice script: an unknown face in every round", play(dice.ParseScript, dice.Play),
			`{"players":["Ann","Bob"],"rounds":[` + repeat(`[{"player":"Ann","took":["tiger","tiger"]}]`, dice.MaxRounds) + `]}`,
			2 * (scorer.MaxSameRule + 1), []string{`Ann, round 1: "tiger" is not a die face`, "(found 600 times) [dice.unknown-face]", "round 11: 289 more mistakes of this kind"}},
		{"junior script: an unknown tile in every round", play(junior.ParseScript, junior.Play),
			`{"players":["Ann","Bob"],"rounds":[` + repeat(`{"takes":[{"player":"Ann","tiles":[{"tile":"tiger","to":1}]}]}`, junior.MaxRounds) + `]}`,
			2 * (scorer.MaxSameRule + 1), []string{"(found 20 times) [junior.unknown-tile]", "round 11: 9 more mistakes of this kind"}},
		{"zoosim script: an unknown category in every auction", play(zoosim.ParseScript, zoosim.Play),
			`{"players":["Ann","Bob"],"flagpole":["Ann","Bob"],"auctions":[` + repeat(`{"tile":{"enclosures":[{"animal":"tiger","stars":1}]},"bids":{"Ann":1,"Bob":0}}`, zoosim.TileCount) + `]}`,
			3, []string{`auction 1: "tiger" is not an animal category`, "(found 25 times) [zoosim.unknown-animal]"}},
		// Scripts longer than any game: refused as that alone, unread past
		// the limit (see TestLongScriptsRefusedAtEntry).
		{"dice script: a mistake in every one of 15,000 rounds", play(dice.ParseScript, dice.Play),
			`{"players":["Ann","Bob"],"rounds":[` + repeat(`[{"player":"Ann","took":["tiger","tiger"]}]`, 15000) + `]}`,
			1, []string{"the game goes on past round 300", "[dice.script-length]"}},
		{"junior script: a mistake in every one of 8,000 rounds", play(junior.ParseScript, junior.Play),
			`{"players":["Ann","Bob"],"rounds":[` + repeat(`{"takes":[{"player":"Ann","tiles":[{"tile":"tiger","to":1}]}]}`, 8000) + `]}`,
			1, []string{"the game has more than 20 rounds", "[junior.script-length]"}},
		{"zoosim script: a mistake in every one of 10,000 auctions", play(zoosim.ParseScript, zoosim.Play),
			`{"players":["Ann","Bob"],"flagpole":["Ann","Bob"],"auctions":[` + repeat(`{"tile":{"enclosures":[{"animal":"tiger","stars":1}]},"bids":{"Ann":1,"Bob":0}}`, 10000) + `]}`,
			1, []string{"the game has more than 25 auctions", "[zoosim.script-length]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if len(tt.input) > scorer.MaxInput {
				t.Fatalf("the input has %d bytes, more than it may", len(tt.input))
			}
			err := tt.check(tt.input)
			var v scorer.Violations
			if !errors.As(err, &v) {
				t.Fatalf("err = %.300v, want violations", err)
			}
			if len(v) > tt.notes {
				t.Errorf("%d notes, want at most %d:\n%.2000s", len(v), tt.notes, v)
			}
			var said strings.Builder // in the words the notes are shown in
			for _, n := range v {
				said.WriteString(i18n.For(i18n.English).NoteLine(n) + "\n")
			}
			for _, w := range tt.want {
				if !strings.Contains(said.String(), w) {
					t.Errorf("the notes do not say %q:\n%.2000s", w, said.String())
				}
			}
		})
	}
}

func numbered(format string, n int) string {
	items := make([]string, n)
	for i := range items {
		items[i] = strings.Replace(format, "%d", itoa(i), 1)
	}
	return strings.Join(items, ",")
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}
