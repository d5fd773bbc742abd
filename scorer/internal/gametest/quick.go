package gametest

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/scorer/internal/fuzzcheck"
	"github.com/zooscore/zooscore/scorer/internal/jsonread"
)

// The quick readers read exactly what scorer.Decode reads, or give up and
// leave the input to it; and IsScript agrees with Parse.

// Seeds gives the inputs of files (see fuzzcheck.Seeds), then the edges.
func Seeds(tb testing.TB, edges []string, patterns ...string) [][]byte {
	tb.Helper()
	seeds := fuzzcheck.Seeds(tb, patterns...)
	for _, e := range edges {
		seeds = append(seeds, []byte(e))
	}
	return seeds
}

// CheckQuick holds the quick readers to scorer.Decode on data, and IsScript
// to Parse: a script is what does not read as the game's input.
func (g Game[I, S, E, T]) CheckQuick(data []byte) error {
	if err := fuzzcheck.SameAsDecode(data, g.QuickInput); err != nil {
		return err
	}
	if err := fuzzcheck.SameAsDecode(data, g.QuickScript); err != nil {
		return err
	}
	if _, err := g.Parse(data); g.IsScript(data) != (err != nil) {
		return fmt.Errorf("IsScript says %v, Parse %v", g.IsScript(data), err)
	}
	return nil
}

// QuickAsDecode runs CheckQuick on every seed.
func (g Game[I, S, E, T]) QuickAsDecode(t *testing.T, seeds [][]byte) {
	for _, data := range seeds {
		if err := g.CheckQuick(data); err != nil {
			t.Errorf("%.200s:\n%v", data, err)
		}
	}
}

// FuzzQuick runs CheckQuick under fuzzing, from the seeds.
func (g Game[I, S, E, T]) FuzzQuick(f *testing.F, seeds [][]byte) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := g.CheckQuick(data); err != nil {
			t.Fatal(err)
		}
	})
}

// QuickInputReadsTheUsual: the input in each file (as zooscore writes it),
// and with a line break after every comma (as a person types it), is read
// quickly.
func (g Game[I, S, E, T]) QuickInputReadsTheUsual(t *testing.T, files ...string) {
	for _, name := range files {
		data := fuzzcheck.Seeds(t, name)[0]
		if _, ok := jsonread.Quick(data, g.QuickInput); !ok {
			t.Errorf("%s is not read quickly", filepath.Base(name))
		}
		if _, ok := jsonread.Quick([]byte(strings.ReplaceAll(string(data), ",", ",\n  ")), g.QuickInput); !ok {
			t.Errorf("%s with line breaks is not read quickly", filepath.Base(name))
		}
	}
}

// QuickScriptReadsTheUsual: the play script in each file is read quickly,
// and told from the game's input without reading it as that.
func (g Game[I, S, E, T]) QuickScriptReadsTheUsual(t *testing.T, files ...string) {
	for _, name := range files {
		data := fuzzcheck.Seeds(t, name)[0]
		if _, ok := jsonread.Quick(data, g.QuickScript); !ok {
			t.Errorf("%s is not read quickly", filepath.Base(name))
		}
		if !g.IsScript(data) {
			t.Errorf("%s is not told a script", filepath.Base(name))
		}
	}
}

// BenchQuickInput reads the input in data quickly; BenchDecode reads it
// with scorer.Decode, as every input was read before the quick readers.
func (g Game[I, S, E, T]) BenchQuickInput(b *testing.B, data []byte) {
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := jsonread.Quick(data, g.QuickInput); !ok {
			b.Fatal("not read quickly")
		}
	}
}

// BenchDecode: see BenchQuickInput.
func (g Game[I, S, E, T]) BenchDecode(b *testing.B, data []byte) {
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		var in I
		if err := scorer.Decode(data, &in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchIsScript tells the input in sheets and the play script in script
// apart.
func (g Game[I, S, E, T]) BenchIsScript(b *testing.B, sheets, script []byte) {
	for _, c := range []struct {
		name   string
		data   []byte
		script bool
	}{{"sheets", sheets, false}, {"script", script, true}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if g.IsScript(c.data) != c.script {
					b.Fatal("told wrong")
				}
			}
		})
	}
}
