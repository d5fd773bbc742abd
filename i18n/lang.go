// Package i18n puts what zooscore says into words: English, German or
// French. The rules engine (package scorer) and the other packages say what
// happened as messages (msg.Msg: an id and named arguments); the
// catalogs in catalog/LANG/*.toml say it in each language, with the plural
// forms of CLDR, and this package chooses the language, renders messages,
// numbers and dates, and reads game words typed in any of the three
// languages.
package i18n

import (
	"fmt"
	"strings"

	"golang.org/x/text/language"
)

// Lang is one of the languages zooscore speaks.
type Lang string

// The languages, English first: it is the default.
const (
	English Lang = "en"
	German  Lang = "de"
	French  Lang = "fr"
)

// Langs are every language, the default first.
var Langs = []Lang{English, German, French}

var tags = []language.Tag{language.English, language.German, language.French}

var matcher = language.NewMatcher(tags)

// Parse reads a --lang value: en, de or fr (a region such as de-AT is
// accepted too).
func Parse(s string) (Lang, error) {
	l, ok := match(strings.TrimSpace(s))
	if !ok {
		return English, fmt.Errorf("unknown language %q", s)
	}
	return l, nil
}

// FromEnv chooses the language from the environment as the C library does:
// LC_ALL, then LC_MESSAGES, then LANG; the first that is set decides
// (de_DE.UTF-8, fr_CH, de_AT@euro). English when none is set, for C and
// POSIX, and for a language zooscore does not speak.
func FromEnv(getenv func(string) string) Lang {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" {
			l, _ := match(posixToBCP47(s))
			return l
		}
	}
	return English
}

// FromAcceptLanguage chooses the language of a web browser's
// Accept-Language header; English when it names none zooscore speaks.
func FromAcceptLanguage(header string) Lang {
	prefs, _, err := language.ParseAcceptLanguage(header)
	if err != nil || len(prefs) == 0 {
		return English
	}
	_, i, conf := matcher.Match(prefs...)
	if conf == language.No {
		return English
	}
	return Langs[i]
}

// posixToBCP47 turns de_DE.UTF-8 or fr_CH@euro into de-DE, fr-CH.
func posixToBCP47(s string) string {
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	return strings.ReplaceAll(s, "_", "-")
}

func match(s string) (Lang, bool) {
	if s == "" || s == "C" || s == "POSIX" {
		return English, s == ""
	}
	t, err := language.Parse(s)
	if err != nil {
		return English, false
	}
	_, i, conf := matcher.Match(t)
	if conf == language.No {
		return English, false
	}
	return Langs[i], true
}

// Tag is the language's BCP 47 tag.
func (l Lang) Tag() language.Tag {
	for i, x := range Langs {
		if x == l {
			return tags[i]
		}
	}
	return language.English
}
