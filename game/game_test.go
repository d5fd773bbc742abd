package game

import (
	"strings"
	"testing"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
)

const sheets = `{"players": [
 {"name": "Ann", "enclosures": {"lion": 5}, "bonus": ["lion"], "coins": 2, "barn": []},
 {"name": "Bob", "enclosures": {"crocodile": 1}, "bonus": [], "coins": 0, "barn": []}]}`

func TestLookup(t *testing.T) {
	for name, want := range map[string]string{"dice": "dice", " Junior ": "junior", "ZOOSIM": "zoosim", "chess": ""} {
		k, ok := Lookup(name)
		if k.Name != want || ok != (want != "") {
			t.Errorf("Lookup(%q) = %q, %v", name, k.Name, ok)
		}
	}
	if got := strings.Join(Names(), ","); got != "dice,junior,zoosim" {
		t.Errorf("Names() = %s", got)
	}
	k, _ := Lookup("dice")
	if k.Source("dice.bonus-claimed-twice") == "" || k.Source("dice.take-size") == "" {
		t.Error("the dice game lists the rules of its sheets and of tracked play")
	}
}

// The classes are the contract's exit statuses: 0, 1 (broken rule), 2
// (unreadable).
func TestScoreClasses(t *testing.T) {
	claimed := strings.Replace(sheets, `"enclosures": {"crocodile": 1}, "bonus": []`, `"enclosures": {"lion": 5}, "bonus": ["lion"]`, 1)
	for _, c := range []struct {
		name, game, data string
		want             Class
	}{
		{"legal", "dice", sheets, OK},
		{"both claim the lion bonus", "dice", claimed, Broken},
		{"unknown field", "dice", `{"players": [], "extra": 1}`, Unreadable},
		{"unknown game", "chess", sheets, Unreadable},
		{"a play script is not sheets", "dice", `{"players": ["Ann", "Bob"], "rounds": []}`, Unreadable},
	} {
		_, err := Score(c.game, []byte(c.data))
		if got := Classify(err); got != c.want {
			t.Errorf("%s: class %d, want %d (%v)", c.name, got, c.want, err)
		}
	}
}

func TestReadScriptNotationAndJSON(t *testing.T) {
	text := "players: Ann, Bob\nAnn: lion lion coin\nBob: crocodile\n"
	tr, script, err := ReadScript(nil, "dice", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if !IsScript("dice", script) || IsScript("dice", []byte(sheets)) {
		t.Error("IsScript tells a script from sheets")
	}
	again, _, err := ReadScript(nil, "dice", script)
	if err != nil || len(again.Entries()) != 2 || Status(again) != scorer.StatusInProgress {
		t.Fatalf("the JSON form replays the same 2 entries: %v", err)
	}
	entry, err := tr.ReadLine(NotationReader(nil, "dice"), "Ann: 2 monkey")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Apply(entry); err != nil {
		t.Fatal(err)
	}
	said, err := Announced(tr)
	if err != nil || len(said) != 3 {
		t.Fatalf("one list of announcements per entry: %v %v", said, err)
	}
	back, last, ok, err := WithoutLast(tr)
	if err != nil || !ok || len(back.Entries()) != 2 || !strings.Contains(string(last), "monkey") {
		t.Fatalf("WithoutLast: %v %s %v", ok, last, err)
	}
}

func TestErrorNotesNameTheLine(t *testing.T) {
	_, _, err := ReadScript(nil, "dice", []byte("players: Ann, Bob\nAnn: lion lion lion lion\n"))
	notes, ok := ErrorNotes(i18n.For(i18n.English), err)
	if !ok || len(notes) != 1 || !strings.HasPrefix(notes[0].Message, "line 2") {
		t.Fatalf("%v %v (%v)", notes, ok, err)
	}
	if Classify(err) != Broken {
		t.Errorf("a take of 4 dice breaks a rule: class %d", Classify(err))
	}
	_, _, err = ReadScript(nil, "dice", []byte("players: Ann, Bob\nAnn: lion ???\n"))
	if notes, _ := ErrorNotes(i18n.For(i18n.English), err); Classify(err) != Unreadable || !strings.HasPrefix(notes[0].Message, "line 2") {
		t.Errorf("a word that is no face cannot be read: class %d, %v", Classify(err), notes)
	}
	if _, ok := ErrorNotes(i18n.For(i18n.English), errPlain("disk full")); ok {
		t.Error("an error of the system is not the game's")
	}
}

type errPlain string

func (e errPlain) Error() string { return string(e) }
