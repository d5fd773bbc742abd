package i18n

import (
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// entry is one message of a catalog file: its plural forms (a simple
// message has only "other").
type entry map[string]string

// readCatalog reads every file of one language: id -> forms, and the file
// each id is in.
func readCatalog(t *testing.T, lang Lang) (map[string]entry, map[string]string) {
	t.Helper()
	msgs, files := map[string]entry{}, map[string]string{}
	dir := path.Join("catalog", string(lang))
	err := fs.WalkDir(catalogs, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Base(p) == inputFile {
			return err
		}
		var raw map[string]any
		if _, err := toml.Decode(mustRead(t, p), &raw); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		for id, v := range raw {
			if f, dup := files[id]; dup {
				t.Errorf("%s: %q is also in %s", p, id, f)
			}
			files[id] = path.Base(p)
			switch x := v.(type) {
			case string:
				msgs[id] = entry{"other": x}
			case map[string]any:
				e := entry{}
				for form, text := range x {
					if form == "description" {
						continue
					}
					s, ok := text.(string)
					if !ok {
						t.Errorf("%s: %q.%s is not text", p, id, form)
					}
					e[form] = s
				}
				msgs[id] = e
			default:
				t.Errorf("%s: %q is neither text nor a table of plural forms", p, id)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return msgs, files
}

func mustRead(t *testing.T, p string) string {
	b, err := catalogs.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var placeholder = regexp.MustCompile(`{{-?\s*\.([A-Za-z_][A-Za-z0-9_]*)`)

func placeholders(e entry) []string {
	set := map[string]bool{}
	for _, text := range e {
		for _, m := range placeholder.FindAllStringSubmatch(text, -1) {
			set[m[1]] = true
		}
	}
	var out []string
	for p := range set {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// The forms each language needs for a message with plural forms (CLDR).
// French also has "many" (for a million and more), which falls back to
// "other" when a message leaves it out.
var pluralForms = map[Lang][]string{
	English: {"one", "other"},
	German:  {"one", "other"},
	French:  {"one", "other"},
}

// TestCatalogsMatch: every message exists in every language, in the same
// file, with the same arguments, and with the plural forms the language
// needs when the English one has plural forms.
func TestCatalogsMatch(t *testing.T) {
	en, enFiles := readCatalog(t, English)
	if len(en) == 0 {
		t.Fatal("no English messages")
	}
	for _, lang := range Langs[1:] {
		other, files := readCatalog(t, lang)
		for id, e := range en {
			o, ok := other[id]
			if !ok {
				t.Errorf("%s: %q (%s) is missing", lang, id, enFiles[id])
				continue
			}
			if files[id] != enFiles[id] {
				t.Errorf("%s: %q is in %s, in English in %s", lang, id, files[id], enFiles[id])
			}
			if a, b := placeholders(e), placeholders(o); !slices.Equal(a, b) {
				t.Errorf("%s: %q uses %v, English uses %v", lang, id, b, a)
			}
			if len(e) > 1 || e["one"] != "" {
				for _, form := range pluralForms[lang] {
					if o[form] == "" {
						t.Errorf("%s: %q has no %q form", lang, id, form)
					}
				}
			}
		}
		for id := range other {
			if _, ok := en[id]; !ok {
				t.Errorf("%s: %q (%s) is not an English message", lang, id, files[id])
			}
		}
	}
}

// TestEveryMessageRenders: every message of every language is a valid
// template that renders with its arguments filled in.
func TestEveryMessageRenders(t *testing.T) {
	en, _ := readCatalog(t, English)
	for _, lang := range Langs {
		loc := For(lang)
		for id, e := range en {
			var pairs []any
			for _, p := range placeholders(e) {
				pairs = append(pairs, p, 2)
			}
			got := loc.T(id, pairs...)
			if got == "" && id != "list.comma" || got == id || strings.Contains(got, "<no value>") || strings.HasPrefix(got, id+" ") {
				t.Errorf("%s: %q renders as %q", lang, id, got)
			}
		}
	}
}

// TestInputWords: the extra words of input.toml are game words, and every
// language's word reads back as the English one.
func TestInputWords(t *testing.T) {
	en, _ := readCatalog(t, English)
	inputOnce.Do(loadInput)
	for typed, meanings := range inputWords {
		for _, m := range meanings {
			if _, ok := en["word."+m]; !ok {
				t.Errorf("input.toml: %q is for %q, which is not a game word (word.%s)", typed, m, m)
			}
		}
	}
	read := Reading([]string{"lion", "coin", "monkey"})
	for typed, want := range map[string]string{"Löwe": "lion", "LOWE": "lion", "lion": "lion", "pièce": "coin", "piece": "coin", "Münze": "coin", "monnaie": "coin", "Affe": "monkey", "singe": "monkey"} {
		if got := read[Fold(typed)]; got != want {
			t.Errorf("%q reads %q, want %q", typed, got, want)
		}
	}
	if _, ok := Reading([]string{"apes"})[Fold("Affe")]; ok {
		t.Error("ZooSim's apes read the Dice Game's Affe")
	}
}
