package game

import (
	"os"
	"testing"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// SameNumbers: two results agree when they differ in words only; any
// number, rank, rule, name or winner that differs makes them differ.
func TestSameNumbers(t *testing.T) {
	base := func() scorer.Result {
		return scorer.Result{Game: "dice", Winners: []string{"Ann"},
			Players:   []scorer.PlayerResult{{Name: "Ann", Total: 3, Rank: 1, Breakdown: []scorer.Item{{Item: "a", Points: 3, Rule: "r"}}}},
			Warnings:  []scorer.Note{{Rule: "w", Message: "x"}},
			Decisions: []scorer.Note{{Rule: "d", Message: "x"}}}
	}
	words := base()
	words.Players[0].Breakdown[0].Item, words.Decisions[0].Message, words.Warnings[0].Message = "b", "y", "z"
	if !SameNumbers(base(), words) {
		t.Error("other words make other numbers")
	}
	for name, change := range map[string]func(*scorer.Result){
		"total":    func(r *scorer.Result) { r.Players[0].Total = 4 },
		"rank":     func(r *scorer.Result) { r.Players[0].Rank = 2 },
		"points":   func(r *scorer.Result) { r.Players[0].Breakdown[0].Points = 2 },
		"rule":     func(r *scorer.Result) { r.Players[0].Breakdown[0].Rule = "s" },
		"items":    func(r *scorer.Result) { r.Players[0].Breakdown = nil },
		"winners":  func(r *scorer.Result) { r.Winners = nil },
		"warning":  func(r *scorer.Result) { r.Warnings[0].Rule = "v" },
		"decision": func(r *scorer.Result) { r.Decisions[0].Rule = "e" },
		"name":     func(r *scorer.Result) { r.Players[0].Name = "Bob" },
		"players":  func(r *scorer.Result) { r.Players = append(r.Players, scorer.PlayerResult{Name: "Bob", Rank: 2}) },
		"game":     func(r *scorer.Result) { r.Game = "junior" },
	} {
		r := base()
		change(&r)
		if SameNumbers(base(), r) || SameNumbers(r, base()) {
			t.Errorf("a different %s is the same", name)
		}
	}
}

// Fresh scores a stored game again for its words. When the numbers come
// out as stored, the result is the new one, with the stored id and status;
// when they do not (a game stored by a zooscore that scored it otherwise),
// the stored result stays, its items named by their rule, and ok is false:
// show and export never rewrite a past result.
func TestFreshKeepsTheStoredResultWhenNumbersDiffer(t *testing.T) {
	input, err := os.ReadFile("../cmd/zooscore/testdata/dice-contract.json")
	if err != nil {
		t.Fatal(err)
	}
	now, tracked, err := Rescore("dice", input)
	if err != nil || tracked {
		t.Fatalf("Rescore: %v, tracked %v", err, tracked)
	}
	stored := now
	stored.ID, stored.Status = 7, scorer.StatusFinished
	for i := range stored.Players {
		stored.Players[i].Breakdown = append([]scorer.Item(nil), stored.Players[i].Breakdown...)
		for j := range stored.Players[i].Breakdown { // as the store keeps them: no words
			stored.Players[i].Breakdown[j].Item, stored.Players[i].Breakdown[j].Label = "", msg.Msg{}
		}
	}
	res, _, ok := Fresh("dice", input, stored)
	if !ok || res.ID != 7 || res.Status != scorer.StatusFinished || res.Players[0].Breakdown[0].Label.IsZero() {
		t.Errorf("the same numbers: ok %v, id %d, status %q, first item %+v; want the new result with its words", ok, res.ID, res.Status, res.Players[0].Breakdown[0])
	}

	other := stored
	other.Players = append([]scorer.PlayerResult(nil), stored.Players...)
	other.Players[0].Total += 90
	other.Players[0].Breakdown = append([]scorer.Item(nil), stored.Players[0].Breakdown...)
	other.Players[0].Breakdown[0].Points += 90
	res, _, ok = Fresh("dice", input, other)
	first := res.Players[0].Breakdown[0]
	if ok || res.Players[0].Total != other.Players[0].Total || first.Points != other.Players[0].Breakdown[0].Points || first.Item != first.Rule {
		t.Errorf("other numbers: ok %v, %s %d, first item %+v; want the stored result, items named by their rule", ok, res.Players[0].Name, res.Players[0].Total, first)
	}
}
