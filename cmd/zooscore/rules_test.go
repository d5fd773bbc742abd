package main

import (
	"bytes"
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
