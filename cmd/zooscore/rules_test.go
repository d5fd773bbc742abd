package main

import (
	"bytes"
	"os"
	"testing"
)

// TestRulesDoc keeps docs/rules.md in step with the rules engine.
func TestRulesDoc(t *testing.T) {
	var b bytes.Buffer
	writeRulesMarkdown(&b)
	path := "../../docs/rules.md"
	if *update {
		os.WriteFile(path, b.Bytes(), 0o644)
	}
	if readFile(t, path) != b.String() {
		t.Errorf("%s is out of date: run go test ./cmd/zooscore -run TestRulesDoc -update", path)
	}
}

// TestRuleIDsAreUnique guards the promise that an id names one rule.
func TestRuleIDsAreUnique(t *testing.T) {
	for _, g := range sortedGames() {
		seen := map[string]bool{}
		for _, r := range g.rules {
			if seen[r.ID] {
				t.Errorf("%s: rule id %s is listed twice", g.name, r.ID)
			}
			if r.Source == "" || r.Summary == "" {
				t.Errorf("%s: rule %s has no source or summary", g.name, r.ID)
			}
			seen[r.ID] = true
		}
	}
}
