package gametest

import (
	"reflect"
	"testing"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// QuietAsPlay holds a quiet replay (a Play that makes its announcements
// without their messages, for a result's numbers alone) to Play on each
// script: the same refusal, the same announcements but for their messages,
// the same result but for the messages of the announcements among its
// decisions (the first of them), and the same state and script.
// announced gives a tracker's announcements so far. The game of the
// benchmarks (testdata/bench/script.json) is replayed after the scripts.
func (g Game[I, S, E, T]) QuietAsPlay(t *testing.T, quiet func(S) (T, error), announced func(T) []scorer.Note, scripts []S) {
	t.Helper()
	bench, err := g.ParseScript(BenchFile(t, "script.json"))
	if err != nil {
		t.Fatal(err)
	}
	scripts = append(scripts, bench)
	for i, s := range scripts {
		loud, loudErr := g.Play(s)
		still, stillErr := quiet(s)
		if !reflect.DeepEqual(stillErr, loudErr) {
			t.Fatalf("script %d: quiet replay refused with %#v, Play with %#v", i, stillErr, loudErr)
		}
		if reflect.ValueOf(loud).IsNil() || reflect.ValueOf(still).IsNil() {
			if reflect.ValueOf(loud).IsNil() != reflect.ValueOf(still).IsNil() {
				t.Fatalf("script %d: quiet replay gave a tracker %v, Play %v", i, still, loud)
			}
			continue
		}
		notes := announced(loud)
		if want, got := withoutMsgs(notes), announced(still); !reflect.DeepEqual(got, want) {
			t.Fatalf("script %d: quiet replay announced\n%#v\nwant\n%#v", i, got, want)
		}
		want, wantErr := loud.Result()
		got, err := still.Result()
		if len(want.Decisions) < len(notes) {
			t.Fatalf("script %d: %d decisions, fewer than the %d announcements", i, len(want.Decisions), len(notes))
		}
		want.Decisions = append(withoutMsgs(want.Decisions[:len(notes)]), want.Decisions[len(notes):]...)
		if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(err, wantErr) {
			t.Fatalf("script %d: quiet replay's result\n%#v %v\nwant\n%#v %v", i, got, err, want, wantErr)
		}
		if !reflect.DeepEqual(g.State(still), g.State(loud)) || !reflect.DeepEqual(still.Script(), loud.Script()) {
			t.Fatalf("script %d: quiet replay's state or script differs from Play's", i)
		}
	}
}

// withoutMsgs gives a copy of notes without their messages.
func withoutMsgs(notes []scorer.Note) []scorer.Note {
	if notes == nil {
		return nil
	}
	out := make([]scorer.Note, len(notes))
	for i, n := range notes {
		n.Msg = msg.Msg{}
		out[i] = n
	}
	return out
}
