package i18n

import (
	"io/fs"
	"path"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// TestCatalogFilesReadAsTOML: parseCatalog reads every catalog file into
// the very messages a TOML library and go-i18n's own reading make of it.
func TestCatalogFilesReadAsTOML(t *testing.T) {
	n := 0
	err := fs.WalkDir(catalogs, "catalog", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".toml" || path.Base(p) == inputFile {
			return err
		}
		data, err := catalogs.ReadFile(p)
		if err != nil {
			return err
		}
		got, err := parseCatalog(data)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			return nil
		}
		b := goi18n.NewBundle(English.Tag())
		b.RegisterUnmarshalFunc("toml", toml.Unmarshal)
		file, err := b.ParseMessageFileBytes(data, "x."+path.Base(path.Dir(p))+".toml")
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if want := sorted(file.Messages); !reflect.DeepEqual(sorted(got), want) {
			t.Errorf("%s: read otherwise than by TOML:\n%s", p, differ(sorted(got), want))
		}
		n += len(got)
		return nil
	})
	if err != nil || n < 3000 {
		t.Fatalf("%d messages read (%v)", n, err)
	}
}

func sorted(ms []*goi18n.Message) []goi18n.Message {
	out := make([]goi18n.Message, len(ms))
	for i, m := range ms {
		out[i] = *m
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

func differ(got, want []goi18n.Message) string {
	var b strings.Builder
	for i := 0; i < len(got) && i < len(want); i++ {
		if !reflect.DeepEqual(got[i], want[i]) {
			b.WriteString("got  " + strings.ReplaceAll(toString(got[i]), "\n", `\n`) + "\nwant " + strings.ReplaceAll(toString(want[i]), "\n", `\n`) + "\n")
			break
		}
	}
	if len(got) != len(want) {
		b.WriteString("and another number of messages\n")
	}
	return b.String()
}

func toString(m goi18n.Message) string {
	return m.ID + " one=" + m.One + " other=" + m.Other
}

// TestParseCatalog: each kind of TOML string as the catalogs may write it,
// and what is refused, with its line.
func TestParseCatalog(t *testing.T) {
	got, err := parseCatalog([]byte(`# a comment
"a" = "tab\there \"quoted\" \u00e9 \\" # after
'b' = 'C:\path'
"c" = '''
line 1
line 2'''
"d" = """
joined \
    here"""
bare-key_1 = "x"

["e"]
one = "{{.n}} game"
other = '{{.n}} games'
`))
	want := []goi18n.Message{{ID: "a", Other: "tab\there \"quoted\" é \\"}, {ID: "b", Other: `C:\path`}, {ID: "c", Other: "line 1\nline 2"},
		{ID: "d", Other: "joined here"}, {ID: "bare-key_1", Other: "x"}, {ID: "e", One: "{{.n}} game", Other: "{{.n}} games"}}
	if err != nil || !reflect.DeepEqual(sorted(got), sorted(ptrs(want))) {
		t.Errorf("%v\n%+v", err, sorted(got))
	}
	for _, c := range []struct{ in, says string }{
		{"\"a\" = \"x\" \"y\"\n", "line 1: one key = value a line"},
		{"\n\"a\" = \"x\n", `line 2: a string in " ends on its line`},
		{"[\"e\"]\nsome = \"x\"\n", `line 2: "some" is not a plural form`},
		{"a.b = \"x\"\n", "line 1: a key is followed by ="},
		{"\"a\" = \"\\q\"\n", `line 1: "\\q" is not an escape of TOML`},
		{"\"a\" = '''x\n", "line 1: a string in ''' has no end"},
		{"\"a\" = 3\n", "line 1: a string is expected"},
	} {
		if _, err := parseCatalog([]byte(c.in)); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%q: %v, want %q", c.in, err, c.says)
		}
	}
}

func ptrs(ms []goi18n.Message) []*goi18n.Message {
	out := make([]*goi18n.Message, len(ms))
	for i := range ms {
		out[i] = &ms[i]
	}
	return out
}
