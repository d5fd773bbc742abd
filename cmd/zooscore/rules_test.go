package main

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/zooscore/zooscore/i18n"
)

// TestRulesDoc keeps docs/rules.md in step with the rules engine.
func TestRulesDoc(t *testing.T) {
	var b bytes.Buffer
	writeRulesMarkdown(&b)
	goldenFile(t, "../../docs/rules.md", b.String())
}

// TestRuleIDsAreUnique guards the promise that an id names one rule.
func TestRuleIDsAreUnique(t *testing.T) {
	for _, g := range sortedGames() {
		seen := map[string]bool{}
		for _, r := range g.Rules {
			if seen[r.ID] {
				t.Errorf("%s: rule id %s is listed twice", g.Name, r.ID)
			}
			if en := i18n.For(i18n.English); ruleSource(en, r) == "" || ruleSummary(en, r) == "" {
				t.Errorf("%s: rule %s has no source or summary", g.Name, r.ID)
			}
			seen[r.ID] = true
		}
	}
}

// TestRulesJSONKeys: rules --json uses lower-case keys like every other
// JSON output.
func TestRulesJSONKeys(t *testing.T) {
	code, out, _ := runZooscore(t, on{}, "rules", "dice", "--json")
	var got map[string][]map[string]string
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil {
		t.Fatalf("exit %d, %v: %s", code, err, out)
	}
	first := got["dice"][0]
	if first["id"] != "dice.player-count" || first["source"] == "" || first["summary"] == "" {
		t.Errorf("first dice rule = %v, want keys id, source, summary", first)
	}
}
