package game

import (
	"os"
	"path/filepath"
	"testing"
)

// TestReplayQuietGivesTheNumbers: a game replayed quietly has the result
// of Replay in everything the store keeps (SameNumbers) and its status,
// for each game's benchmark script (a finished game) and one cut short.
func TestReplayQuietGivesTheNumbers(t *testing.T) {
	for _, name := range Names() {
		script, err := os.ReadFile(filepath.Join("..", "scorer", name, "testdata", "bench", "script.json"))
		if err != nil {
			t.Fatal(err)
		}
		loud, err := Replay(name, script)
		if err != nil {
			t.Fatal(err)
		}
		entries := loud.Entries()
		short, err := loud.WithEntries(entries[:len(entries)/2])
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range [][]byte{script, short.Script()} {
			loud, err := Replay(name, s)
			if err != nil {
				t.Fatal(err)
			}
			quiet, err := ReplayQuiet(name, s)
			if err != nil {
				t.Fatal(err)
			}
			want, wantErr := loud.Result()
			got, err := quiet.Result()
			if err != nil || wantErr != nil || !SameNumbers(got, want) || Status(quiet) != Status(loud) {
				t.Errorf("%s: ReplayQuiet gives %+v (%v, %s), Replay %+v (%v, %s)", name, got, err, Status(quiet), want, wantErr, Status(loud))
			}
		}
	}
}
