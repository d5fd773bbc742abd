package gametest

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// recordReplays rewrites the games' testdata/replays.golden.
var recordReplays = flag.Bool("record-replays", false, "rewrite testdata/replays.golden from what Play gives now")

// ReplaysRecorded holds Play to what it gave when the golden file was
// written: for each script, a digest of everything a replay shows (the
// refusal with its notes, the result with every announcement in order, the
// tracker's state and its script). The file was written by the tracker as
// it was before its replay was made faster, so a change of any note, of its
// arguments' types or of their order shows here.
func (g Game[I, S, E, T]) ReplaysRecorded(t *testing.T, golden string, scripts []S) {
	t.Helper()
	var b strings.Builder
	for i, s := range scripts {
		fmt.Fprintf(&b, "%d %x\n", i, sha256.Sum256([]byte(g.replayText(t, s))))
	}
	if *recordReplays {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	got, wantLines := strings.Split(b.String(), "\n"), strings.Split(string(want), "\n")
	if len(got) != len(wantLines) {
		t.Fatalf("%d scripts, %d recorded", len(got)-1, len(wantLines)-1)
	}
	for i := range got {
		if got[i] != wantLines[i] {
			t.Errorf("script %d replays differently from the record:\n%s", i, g.replayText(t, scripts[i]))
		}
	}
}

// replayText writes all a replay of s shows. Pointers are written by
// what they point to (scorer.Encode), everything else with its Go types.
func (g Game[I, S, E, T]) replayText(t *testing.T, s S) string {
	t.Helper()
	script, err := scorer.Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := g.Play(s)
	out := fmt.Sprintf("script %s\nplay %#v\n", script, err)
	if reflect.ValueOf(tr).IsNil() { // play could not start

		return out
	}
	res, err := tr.Result()
	own, encErr := scorer.Encode(tr.Script())
	if encErr != nil {
		t.Fatal(encErr)
	}
	state, encErr := scorer.Encode(g.State(tr))
	if encErr != nil {
		t.Fatal(encErr)
	}
	out += fmt.Sprintf("result %#v\nerr %#v\nstate %#v %s\nown %s\n", res, err, g.State(tr), state, own)
	if strings.Contains(out, "(0x") {
		t.Fatalf("a replay is written with a pointer's address:\n%s", out)
	}
	return out
}
