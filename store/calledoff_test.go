package store

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"

	"github.com/zooscore/zooscore/scorer"
)

// TestAReadCalledOffIsNotDamage: a game's result read while its request
// gives up says so; it is not a damaged game (the server logged "damaged
// result: context canceled" for every phone that gave up during a freeze).
func TestAReadCalledOffIsNotDamage(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "z.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	r := scorer.Result{Game: "dice", Winners: []string{"Ann"}, Warnings: []scorer.Note{},
		Players: []scorer.PlayerResult{{Name: "Ann", Total: 3, Rank: 1, Breakdown: []scorer.Item{{Item: "lion", Points: 3, Rule: "dice.lion"}}}}}
	id, err := s.Save(ctx, Game{Game: "dice", Input: json.RawMessage(`{"players": []}`), Result: r})
	if err != nil {
		t.Fatal(err)
	}
	called, off := context.WithCancel(ctx)
	off()
	_, err = s.Get(called, id)
	if err == nil {
		t.Fatal("read a result with a request called off")
	}
	if err := damagedResult(called, id, err); !errors.Is(err, context.Canceled) || errors.Is(err, ErrDamaged) {
		t.Errorf("a read called off: %v", err)
	}
}
