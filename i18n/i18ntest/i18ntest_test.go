package i18ntest

import (
	"reflect"
	"testing"
)

func TestEnglish(t *testing.T) {
	for text, want := range map[string][]string{
		"Ann: 5 Punkte für das Gehege":                        {},
		"das Löwen-Gehege hat 7 Felder [dice.enclosure-size]": {},
		"the lion enclosure is full":                          {"enclosure", "full", "is", "the"},
		"Ann a 2 points de bonus":                             {},
		"mit --json oder `zooscore play dice`":                {},
		"Fehler: the game is over":                            {"game", "is", "over", "the"},
	} {
		got := English(text)
		if len(got) == 0 && len(want) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %v, want %v", text, got, want)
		}
	}
}
