package i18n

import (
	"testing"

	"github.com/zooscore/zooscore/i18n/i18ntest"
)

// sharedFiles are the catalogs of what every game shares: the rules
// engine's sentences, the notation, the shared questions, and the words.
var sharedFiles = map[string]bool{"scorer.toml": true, "notation.toml": true, "prompts.toml": true, "common.toml": true, "words.toml": true}

// TestSharedCatalogsHoldNoEnglish: every message of the shared catalogs,
// rendered in German and French, holds no English word, and says
// something else than the English (but for the words that are the same in
// the three languages).
func TestSharedCatalogsHoldNoEnglish(t *testing.T) {
	en, files := readCatalog(t, English)
	same := map[string]bool{"list.comma": true, "label.colon": true, "tie.value": true, "note.text": true, "json.own": true, "json.kind.null": true,
		"word.lion": true, "word.impala": true, "word.bonus": true, "word.standard": true, "word.crocodile": true,
		"word.reptiles": true, "word.wolf": true, "word.giraffe": true, "line.command.pause": true, "line.command.menu": true,
		"count.impala": true, "count.lion": true, "count.crocodile": true, "count.reptiles": true, "count.wolf": true, "count.point": true}
	for _, lang := range Langs[1:] {
		loc := For(lang)
		for id, e := range en {
			if !sharedFiles[files[id]] {
				continue
			}
			var pairs []any
			for _, p := range placeholders(e) {
				pairs = append(pairs, p, 2)
			}
			said := loc.T(id, pairs...)
			if words := i18ntest.English(said); len(words) > 0 {
				t.Errorf("%s %s: %q holds English %v", lang, id, said, words)
			}
			if said == For(English).T(id, pairs...) && !same[id] && lang == German {
				t.Errorf("%s %s: %q is the English text", lang, id, said)
			}
		}
	}
}
