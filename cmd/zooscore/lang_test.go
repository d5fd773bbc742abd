package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/i18n/i18ntest"
	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/prompts"
)

// The proofs that zooscore speaks the language of the table (contract.md,
// "--lang"): every scenario a person reads is run in English, German and
// French; the German and French outputs hold no English sentence; and the
// language changes no number, rule id, key or exit status.

// scenario is one run of zooscore whose output a person reads.
type scenario struct {
	name  string
	stdin string
	args  []string // without --lang and --db
	// json: the scenario also runs with --json, whose numbers, keys and
	// rule ids must not depend on the language.
	json bool
	// english: the output is English in every language on purpose (an
	// export, a script, the written notation): it must be the same in
	// every language instead.
	english bool
	// varies: the output depends on the build (the version), so it has
	// no golden file.
	varies bool
}

// tableGames are the games stored before the other scenarios run, in this
// order (ids 1 to 7): each a scenario of its own.
func tableGames(t *testing.T) []scenario {
	return []scenario{
		{name: "score dice", stdin: readFile(t, "testdata/dice-contract.json"), args: []string{"score", "dice", "--input", "-"}},
		{name: "score junior", stdin: readFile(t, "../../scorer/junior/testdata/scoring-example.json"), args: []string{"score", "junior", "--input", "-"}},
		{name: "score zoosim in progress", stdin: readFile(t, "../../scorer/zoosim/testdata/rulebook-year-three-corrected.json"), args: []string{"score", "zoosim", "--input", "-"}},
		{name: "play dice script", stdin: readFile(t, "../../scorer/dice/testdata/play/full-game.json"), args: []string{"play", "dice", "--input", "-"}},
		{name: "play zoosim notation", stdin: readFile(t, "testdata/keys/zoosim-year.txt"), args: []string{"play", "zoosim", "--input", "-"}},
		{name: "play junior script", stdin: readFile(t, "../../scorer/junior/testdata/play-2p.json"), args: []string{"play", "junior", "--input", "-"}},
		{name: "play zoosim script", stdin: readFile(t, "../../scorer/zoosim/testdata/play-flagpole-tie.json"), args: []string{"play", "zoosim", "--input", "-"}},
	}
}

// readScenarios read the games stored by tableGames, and say what goes
// wrong: broken rules, unreadable input, misused commands.
func readScenarios(t *testing.T) []scenario {
	contract := readFile(t, "testdata/dice-contract.json")
	broken := `{"players":[{"name":"Ann","enclosures":{"lion":4},"barn":["lion"],"coins":7},{"name":" ann "}]}`
	out := []scenario{
		{name: "check dice", stdin: contract, args: []string{"check", "dice", "--input", "-"}, json: true},
		{name: "check dice --explain", stdin: contract, args: []string{"check", "dice", "--input", "-", "--explain"}, json: true},
		{name: "check junior --explain", stdin: readFile(t, "../../scorer/junior/testdata/scoring-example.json"), args: []string{"check", "junior", "--input", "-", "--explain"}, json: true},
		{name: "check zoosim --explain", stdin: readFile(t, "../../scorer/zoosim/testdata/rulebook-year-three-corrected.json"), args: []string{"check", "zoosim", "--input", "-", "--explain"}, json: true},
		{name: "check dice, broken rules", stdin: broken, args: []string{"check", "dice", "--input", "-"}, json: true},
		{name: "check dice, malformed JSON", stdin: `{"players":[{"name":"Ann","coins":"two"}]}`, args: []string{"check", "dice", "--input", "-"}, json: true},
		{name: "check dice, a play script", stdin: readFile(t, "../../scorer/dice/testdata/play/short-game.json"), args: []string{"check", "dice", "--input", "-"}, json: true},
		{name: "check dice, bonus hex of 3", stdin: contract, args: []string{"check", "dice", "--input", "-", "--bonus-hex", "lion=3"}, json: true},
		{name: "check dice, unknown bonus hex", stdin: contract, args: []string{"check", "dice", "--input", "-", "--bonus-hex", "tiger=1"}, json: true},
		{name: "play dice, unreadable notation", stdin: "players: Ann, Bob\nAnn: tiger lion\nBob: lion lion lion\n", args: []string{"play", "dice", "--input", "-"}, json: true},
		{name: "check chess", stdin: contract, args: []string{"check", "chess", "--input", "-"}, json: true},
		{name: "score without a game", args: []string{"score"}, json: true},
		{name: "score without a terminal", args: []string{"score", "dice"}, json: true},
		{name: "check a missing file", args: []string{"check", "dice", "--input", "/nonexistent/sheets.json"}, json: true},
		{name: "history", args: []string{"history"}, json: true},
		{name: "history of one game", args: []string{"history", "--game", "zoosim"}, json: true},
		{name: "history, no game matches", args: []string{"history", "--player", "Zed", "--since", "2099-01-01"}, json: true},
		{name: "history, a bad number", args: []string{"history", "--limit", "x"}, json: true},
		{name: "history, a bad date", args: []string{"history", "--since", "yesterday"}, json: true},
		{name: "leaderboard", args: []string{"leaderboard"}, json: true},
		{name: "leaderboard of zoosim", args: []string{"leaderboard", "--game", "zoosim"}, json: true},
		{name: "versus", args: []string{"versus", "ann", "bob"}, json: true},
		{name: "versus, the same player", args: []string{"versus", "Ann", "ANN"}, json: true},
		{name: "versus, a stranger", args: []string{"versus", "Ann", "Zed"}, json: true},
		{name: "rules", args: []string{"rules"}, json: true},
		{name: "show a missing game", args: []string{"show", "99"}, json: true},
		{name: "show a bad id", args: []string{"show", "abc"}, json: true},
		{name: "show, too many arguments", args: []string{"show", "1", "2"}, json: true},
		{name: "show the notation of sheets", args: []string{"show", "1", "--notation"}, json: true},
		{name: "explain another player", args: []string{"explain", "1", "--player", "Zed"}, json: true},
		{name: "resume without a terminal", args: []string{"resume"}, json: true},
		{name: "resume a finished game", args: []string{"resume", "4"}, json: true},
		{name: "undo a finished game without --yes", args: []string{"undo", "4"}, json: true},
		{name: "edit sheets in place of a tracked game", stdin: contract, args: []string{"edit", "4", "--input", "-"}, json: true},
		{name: "delete without a terminal", args: []string{"delete", "1"}, json: true},
		{name: "export in another format", args: []string{"export", "--format", "xml"}},
		{name: "import a CSV export", stdin: exchange.CSVHeader + "\n1,x,dice,finished,2026-11-21T18:03:00Z,Ann,1,7\n", args: []string{"import", "-"}, json: true},
		{name: "an unknown command", args: []string{"frobnicate"}, json: true},
		{name: "a misspelt command", args: []string{"plya"}},
		{name: "an unknown flag", args: []string{"history", "--colour"}, json: true},
		{name: "a flag without its value", args: []string{"history", "--limit"}, json: true},
		{name: "help on nothing", args: []string{"help", "frobnicate"}},
		{name: "version", args: []string{"version"}, varies: true},
		{name: "export", args: []string{"export"}, english: true},
		{name: "export notation", args: []string{"export", "--format", "notation"}, english: true},
		{name: "export csv", args: []string{"export", "--format", "csv"}, english: true},
	}
	for id := 1; id <= 7; id++ {
		out = append(out,
			scenario{name: fmt.Sprintf("show %d", id), args: []string{"show", fmt.Sprint(id)}, json: true},
			scenario{name: fmt.Sprintf("explain %d", id), args: []string{"explain", fmt.Sprint(id)}, json: true})
	}
	return out
}

// helpScenarios are the help of every command, cobra's own included.
func helpScenarios() []scenario {
	out := []scenario{{name: "zooscore --help", args: []string{"--help"}}}
	walk(newRoot(&factory{words: i18n.For(i18n.English)}), func(c *cobra.Command) {
		if c.HasParent() && !c.Hidden {
			path := strings.Fields(c.CommandPath())[1:]
			out = append(out, scenario{name: strings.Join(path, " ") + " --help", args: append(path, "--help")})
		}
	})
	return out
}

// ran is what a scenario printed, and its exit status.
type ran struct {
	code     int
	out, err string
}

func (r ran) text() string { return r.out + r.err }

// runAll runs every scenario in one language, against a database of its
// own (the same ids in every language), with --json too where asked. The
// runs are made once for the tests that read them.
func runAll(t *testing.T, lang i18n.Lang) (text map[string]ran, asJSON map[string]ran, order []string) {
	t.Helper()
	runsMu.Lock()
	defer runsMu.Unlock()
	if r, ok := runsByLang[lang]; ok {
		return r.text, r.asJSON, r.order
	}
	text, asJSON, order = runScenarios(t, lang)
	runsByLang[lang] = langRuns{text, asJSON, order}
	return text, asJSON, order
}

type langRuns struct {
	text, asJSON map[string]ran
	order        []string
}

var (
	runsMu     sync.Mutex
	runsByLang = map[i18n.Lang]langRuns{}
)

func runScenarios(t *testing.T, lang i18n.Lang) (text map[string]ran, asJSON map[string]ran, order []string) {
	t.Helper()
	db := pgtest.NewDB(t, "table.db")
	text, asJSON = map[string]ran{}, map[string]ran{}
	all := append(append(tableGames(t), readScenarios(t)...), helpScenarios()...)
	for _, s := range all {
		args := append([]string{"--lang", string(lang), "--db", db}, s.args...)
		code, out, errOut := runZooscore(t, on{stdin: s.stdin}, args...)
		text[s.name] = ran{code, out, errOut}
		order = append(order, s.name)
		if s.json {
			code, out, errOut := runZooscore(t, on{stdin: s.stdin}, append(args, "--json")...)
			asJSON[s.name] = ran{code, out, errOut}
		}
	}
	return text, asJSON, order
}

// TestEveryScenarioInEveryLanguage: the scenarios' outputs in each
// language are golden files (testdata/lang/LANG.golden); the German and
// French ones hold no English word (but names, rule ids, commands and
// flags, which are the same in every language); the outputs that are
// English on purpose (exports) are the same in every language; and the
// exit statuses do not depend on the language.
func TestEveryScenarioInEveryLanguage(t *testing.T) {
	specs := map[string]scenario{}
	for _, s := range append(append(tableGames(t), readScenarios(t)...), helpScenarios()...) {
		specs[s.name] = s
	}
	runs := map[i18n.Lang]map[string]ran{}
	var order []string
	for _, lang := range i18n.Langs {
		runs[lang], _, order = runAll(t, lang)
		var b strings.Builder
		for _, name := range order {
			if specs[name].varies {
				continue
			}
			r := runs[lang][name]
			fmt.Fprintf(&b, "=== %s (exit %d)\n%s", name, r.code, anyUUID(r.text()))
		}
		golden(t, filepath.Join("lang", string(lang)), b.String())
	}
	for _, name := range order {
		en := runs[i18n.English][name]
		for _, lang := range i18n.Langs[1:] {
			r := runs[lang][name]
			if r.code != en.code {
				t.Errorf("%s: exit %d in %s, %d in English", name, r.code, lang, en.code)
			}
			switch {
			case specs[name].english:
				if anyUUID(r.text()) != anyUUID(en.text()) {
					t.Errorf("%s: the %s output differs from the English one", name, lang)
				}
			default:
				if words := englishIn(r.text()); len(words) > 0 {
					t.Errorf("%s in %s: English words %v in\n%s", name, lang, words, r.text())
				}
			}
		}
	}
}

// jsonWords are the keys of the JSON output whose values are words in the
// language of the table (contract.md: message, item, why; and the
// rulebook section and rule summary); every other value, and every key, is
// the same in every language.
var jsonWords = map[string]bool{"message": true, "item": true, "why": true, "source": true, "summary": true}

// TestJSONIsTheSameInEveryLanguage: switching the language changes no
// number, no rule id, no key and no exit status of any --json output,
// only the words of message, item, why, source and summary.
func TestJSONIsTheSameInEveryLanguage(t *testing.T) {
	var runs [3]map[string]ran
	for i, lang := range i18n.Langs {
		_, runs[i], _ = runAll(t, lang)
	}
	if len(runs[0]) < 40 {
		t.Fatalf("only %d scenarios with --json", len(runs[0]))
	}
	for name, en := range runs[0] {
		want := withoutWords(t, name, en.out)
		for i, lang := range i18n.Langs[1:] {
			r := runs[i+1][name]
			if r.code != en.code {
				t.Errorf("%s --json: exit %d in %s, %d in English", name, r.code, lang, en.code)
			}
			if got := withoutWords(t, name, r.out); !reflect.DeepEqual(got, want) {
				t.Errorf("%s --json in %s differs from English beyond its words:\n%s\nEnglish:\n%s", name, lang, r.out, en.out)
			}
			if r.code == 0 && en.out == r.out && strings.Contains(en.out, `"message"`) {
				t.Errorf("%s --json: the messages are not in %s", name, lang)
			}
		}
	}
}

// withoutWords reads a JSON output and blanks the values that are words.
func withoutWords(t *testing.T, name, out string) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("%s --json: not one JSON object: %v\n%s", name, err, out)
	}
	var blank func(v any) any
	blank = func(v any) any {
		switch x := v.(type) {
		case map[string]any:
			for k, val := range x {
				if _, isText := val.(string); isText && jsonWords[k] {
					x[k] = ""
				} else {
					x[k] = blank(val)
				}
			}
		case []any:
			for i := range x {
				x[i] = blank(x[i])
			}
		}
		return v
	}
	return blank(v)
}

// sameEverywhere are words of the input and of the program that stay as
// they are in every language, taken out in this order: the commands
// (zooscore history, and each command's name in the list of commands),
// the lines of code in the help (indented by a tab), JSON keys and places
// (players[1].coins, "name", played_at), and the help's placeholders
// written in capitals.
var sameEverywhere = []*regexp.Regexp{
	regexp.MustCompile(`zooscore( [a-z]+)+`),
	regexp.MustCompile(`(?m)^  [a-z]+ |^\t.*$`),
	regexp.MustCompile(`\b[a-z_]+(\[\d+\]|\.[a-z_]+)+|"[a-z_]+"|\b[a-z]+_[a-z_]+\b|\b[A-Z]{2,}\b`),
}

// englishIn lists the English words of a German or French output.
func englishIn(text string) []string {
	for _, re := range sameEverywhere {
		text = re.ReplaceAllString(text, " ")
	}
	return i18ntest.English(text)
}

var uuidRE = regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`)

// anyUUID is a text with its uuids (new for every stored game) left out.
func anyUUID(s string) string { return uuidRE.ReplaceAllString(s, "UUID") }

// TestLanguageChoice: --lang wins (the last one given, before "--"); else
// LC_ALL, then LC_MESSAGES, then LANG (contract.md, "--lang"); else
// English. A language zooscore does not speak is a usage error, said in
// the language of the environment.
func TestLanguageChoice(t *testing.T) {
	tests := []struct {
		name string
		args []string
		env  map[string]string
		want i18n.Lang
		bad  bool
	}{
		{"nothing", nil, nil, i18n.English, false},
		{"--lang de", []string{"history", "--lang", "de"}, nil, i18n.German, false},
		{"--lang=fr", []string{"--lang=fr", "history"}, nil, i18n.French, false},
		{"a region", []string{"--lang", "de-AT"}, nil, i18n.German, false},
		{"the last one", []string{"--lang", "de", "--lang", "fr"}, nil, i18n.French, false},
		{"after --", []string{"--", "--lang", "de"}, nil, i18n.English, false},
		{"LANG", nil, map[string]string{"LANG": "de_DE.UTF-8"}, i18n.German, false},
		{"LC_MESSAGES before LANG", nil, map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_CH"}, i18n.French, false},
		{"LC_ALL first", nil, map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "en_GB.UTF-8"}, i18n.English, false},
		{"C", nil, map[string]string{"LANG": "C.UTF-8"}, i18n.English, false},
		{"a language not spoken", nil, map[string]string{"LANG": "es_ES.UTF-8"}, i18n.English, false},
		{"--lang over the environment", []string{"--lang", "en"}, map[string]string{"LC_ALL": "fr_FR"}, i18n.English, false},
		{"--lang unknown", []string{"--lang", "xx"}, map[string]string{"LANG": "de_DE"}, i18n.German, true},
		{"--lang empty", []string{"--lang="}, nil, i18n.English, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := language(tt.args, func(k string) string { return tt.env[k] })
			if got != tt.want || (err != nil) != tt.bad {
				t.Errorf("language %s (error %v), want %s (error %v)", got, err, tt.want, tt.bad)
			}
			if err != nil && exitCode(err) != exitInput {
				t.Errorf("exit %d, want %d", exitCode(err), exitInput)
			}
		})
	}
}

// TestUnknownLanguageIsAUsageError: zooscore --lang xx exits 2 with the
// contract's error object, before anything else is done.
func TestUnknownLanguageIsAUsageError(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	code, out, _ := runZooscore(t, on{stdin: readFile(t, "testdata/dice-contract.json")}, "score", "dice", "--input", "-", "--lang", "xx", "--json", "--db", db)
	r := decode(t, out)
	if code != exitInput || len(r.Errors) != 1 || r.Errors[0].Rule != "input.usage" || !strings.Contains(r.Errors[0].Message, `"xx"`) {
		t.Errorf("exit %d, %s", code, out)
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("the game was stored")
	}
}

// TestEveryCommandTakesLang: --lang is a flag of every command, and its
// help is in the language asked for, cobra's headings included.
func TestEveryCommandTakesLang(t *testing.T) {
	heading := map[i18n.Lang]string{i18n.English: "Usage:", i18n.German: "Verwendung:", i18n.French: "Utilisation :"}
	for _, s := range helpScenarios() {
		for _, lang := range i18n.Langs {
			code, out, errOut := runZooscore(t, on{}, append(s.args, "--lang", string(lang))...)
			if code != 0 || !strings.Contains(out, heading[lang]) || !strings.Contains(out, "--lang") {
				t.Errorf("%s --lang %s: exit %d, %s%s", strings.Join(s.args, " "), lang, code, out, errOut)
			}
		}
	}
}

// TestPrompterSpeaksTheLanguage: the questions are asked in the language
// of the table: the prompter is given it.
func TestPrompterSpeaksTheLanguage(t *testing.T) {
	f := &prompts.Fake{Answers: []prompts.Answer{{Ask: "Spieler 1", Cancel: true}}}
	code, _, errOut := runZooscore(t, on{prompter: f}, "score", "dice", "--lang", "de", "--db", pgtest.NewDB(t, "z.db"))
	if code != exitCancelled || f.Words == nil || f.Words.Lang() != i18n.German || !strings.Contains(errOut, "abgebrochen") {
		t.Errorf("exit %d, %s; transcript %q", code, errOut, f.Transcript)
	}
}

// TestCheckExplainSpeaksEveryLanguage: zooscore check dice --input F
// --explain --lang de (and fr) prints no English sentence, and --json
// gives the same rule ids, in the same places, in all three languages.
func TestCheckExplainSpeaksEveryLanguage(t *testing.T) {
	file := filepath.Join(t.TempDir(), "sheets.json")
	if err := os.WriteFile(file, []byte(readFile(t, "testdata/dice-contract.json")), 0o644); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, lang := range i18n.Langs {
		code, out, errOut := runZooscore(t, on{}, "check", "dice", "--input", file, "--explain", "--lang", string(lang))
		if code != 0 || out == "" {
			t.Fatalf("%s: exit %d %s", lang, code, errOut)
		}
		if words := englishIn(out); lang != i18n.English && len(words) > 0 {
			t.Errorf("%s: English words %v in\n%s", lang, words, out)
		}
		_, out, _ = runZooscore(t, on{}, "check", "dice", "--input", file, "--explain", "--json", "--lang", string(lang))
		got := strings.Join(regexp.MustCompile(`"rule": "[^"]+"`).FindAllString(out, -1), " ")
		if got == "" {
			t.Fatalf("%s: no rule ids in %s", lang, out)
		}
		if ids = append(ids, got); ids[0] != got {
			t.Errorf("%s: rule ids\n%s\nEnglish:\n%s", lang, got, ids[0])
		}
	}
}

// TestPlayAtTheTableInFrench: a Dice Game tracked at the table in French,
// typed as lines in French words (lion, pièce, annuler, tableau, aide,
// pause): the questions, the announcements, the refusals, the board, the
// help and the pause are French, and the takes are stored in English, as
// in any language.
func TestPlayAtTheTableInFrench(t *testing.T) {
	db := pgtest.NewDB(t, "z.db")
	f := &prompts.Fake{Answers: []prompts.Answer{
		prompts.A("joueur 1", "Ann"), prompts.A("joueur 2", "Bob"), prompts.A("joueur 3", ""),
		line("ann: lion lion pièce"),
		line("bob: li li tigre"),    // not a face
		line("bob: li li cr cr"),    // 4 dice
		line("bob: lion lion croc"), // corrected
		line("aide"), line("tableau"),
		line("bob: 2 singe"),
		line("annuler"),
		line("pause"),
	}}
	code, out, errOut := runZooscore(t, on{prompter: f, width: asFile}, "play", "dice", "--lang", "fr", "--db", db)
	transcript := strings.Join(f.Transcript, "\n")
	if code != 0 {
		t.Fatalf("exit %d %s %s\n%s", code, out, errOut, transcript)
	}
	if err := f.Done(); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"? manche 1 · Ann ou Bob", "C'est contraire aux règles ; rien n'a été saisi :", "Scores pour l'instant :", "Annulé : manche 2 : Bob a pris singe, singe", "La partie 1 est enregistrée jusqu'à sa dernière saisie"} {
		if !strings.Contains(transcript+out, want) {
			t.Errorf("the session does not show %q:\n%s\n%s", want, transcript, out)
		}
	}
	if words := englishIn(transcript + "\n" + out + errOut); len(words) > 0 {
		t.Errorf("English words %v in the session:\n%s\n%s%s", words, transcript, out, errOut)
	}
	want := []string{
		`{"round":1,"player":"Ann","took":["lion","lion","coin"]}`,
		`{"round":1,"player":"Bob","took":["lion","lion","crocodile"]}`,
	}
	if got := storedEntries(t, db, 1); !reflect.DeepEqual(got, want) {
		t.Errorf("stored entries %q, want %q", got, want)
	}
}
