package store_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/store"
)

// The join code is made once and kept: reopening the file finds it again,
// and only renew replaces it, remembering the long code it replaced.
func TestJoinCodeIsKeptUntilRenewed(t *testing.T) {
	ctx := context.Background()
	s, path := openTemp(t)
	first := store.JoinCode{Long: "first-long-code-0123456789", Short: "111122223333"}
	got, err := s.KeepJoinCode(ctx, first, false)
	if err != nil || got.Long != first.Long || got.Short != first.Short || !got.Fresh || got.Retired != "" || got.Created.IsZero() {
		t.Fatalf("the first code: %+v, %v", got, err)
	}
	s.Close()
	again, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	other := store.JoinCode{Long: "other-long-code-0123456789", Short: "444455556666"}
	kept, err := again.KeepJoinCode(ctx, other, false)
	if err != nil || kept.Long != first.Long || kept.Short != first.Short || kept.Fresh || !kept.Created.Equal(got.Created) {
		t.Fatalf("after reopening: %+v, %v; want the first code kept", kept, err)
	}
	renewed, err := again.KeepJoinCode(ctx, other, true)
	if err != nil || renewed.Long != other.Long || renewed.Short != other.Short || !renewed.Fresh || renewed.Retired != first.Long {
		t.Fatalf("renewed: %+v, %v", renewed, err)
	}
	if kept, err := again.KeepJoinCode(ctx, first, false); err != nil || kept.Long != other.Long || kept.Retired != first.Long {
		t.Fatalf("after renewing: %+v, %v; want the new code, the first retired", kept, err)
	}
}

// A store that may not write cannot make the first code, and says so in
// words; a code kept already is read.
func TestJoinCodeOfAReadOnlyStore(t *testing.T) {
	ctx := context.Background()
	s, path := openTemp(t)
	saveAll(t, s, sampleGame("Ann", "Bob"))
	s.Close()
	r, err := store.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.KeepJoinCode(ctx, store.JoinCode{Long: "long", Short: "short"}, false)
	r.Close()
	if !errors.Is(err, store.ErrReadOnly) || !strings.Contains(err.Error(), "read-only") {
		t.Fatalf("a reader making the first code: %v", err)
	}
	w, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	w.KeepJoinCode(ctx, store.JoinCode{Long: "long", Short: "short"}, false)
	w.Close()
	r, err = store.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if kept, err := r.KeepJoinCode(ctx, store.JoinCode{Long: "other", Short: "other"}, false); err != nil || kept.Long != "long" {
		t.Fatalf("a reader reading the kept code: %+v, %v", kept, err)
	}
}
