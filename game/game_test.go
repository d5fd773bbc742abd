package game

import (
	"errors"
	"fmt"
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

// Each game's player counts, which every front end offers (the prompts,
// the page's new game), are the rulebooks' (2 to 4 for the Dice Game and
// ZooSim, 2 to 5 for Junior) and what the game's scorer and tracker accept:
// n players are refused (rule GAME.player-count) exactly when n is out of
// them.
func TestPlayerCountsOfEachGame(t *testing.T) {
	rulebook := map[string][2]int{"dice": {2, 4}, "junior": {2, 5}, "zoosim": {2, 4}}
	names := []string{"Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"}
	for _, k := range Kinds() {
		if got := [2]int{k.MinPlayers, k.MaxPlayers}; got != rulebook[k.Name] {
			t.Errorf("%s takes %d to %d players, the rulebook %d to %d", k.Name, got[0], got[1], rulebook[k.Name][0], rulebook[k.Name][1])
		}
		for n := 1; n <= len(names); n++ {
			var zoos, seats []string
			for _, name := range names[:n] {
				zoos = append(zoos, `{"name":"`+name+`"}`)
				seats = append(seats, `"`+name+`"`)
			}
			script := `{"players":[` + strings.Join(seats, ",") + `],"rounds":[]}`
			if k.Name == "zoosim" {
				script = `{"players":[` + strings.Join(seats, ",") + `],"flagpole":[` + strings.Join(seats, ",") + `],"auctions":[]}`
			}
			_, scored := Score(k.Name, []byte(`{"players":[`+strings.Join(zoos, ",")+`]}`))
			_, played := Replay(k.Name, []byte(script))
			want := n < k.MinPlayers || n > k.MaxPlayers
			for door, err := range map[string]error{"sheets": scored, "play script": played} {
				var v scorer.Violations
				refused := errors.As(err, &v) && strings.Contains(fmt.Sprint(v), k.Name+".player-count")
				if refused != want || !refused && err != nil {
					t.Errorf("%s %s of %d players: %v; refused for the count: %v, want %v", k.Name, door, n, err, refused, want)
				}
			}
		}
	}
}
