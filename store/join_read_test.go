package store_test

import (
	"context"
	"database/sql"
	"testing"

	"github.com/zooscore/zooscore/internal/pgtest"
	"github.com/zooscore/zooscore/store"
)

// The read code is kept beside the join code: made with it, kept with it,
// replaced with it, each remembering the code it replaced.
func TestReadCodeIsKeptBesideTheJoinCode(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	first := store.JoinCode{Long: "first-long-code-0123456789", Short: "111122223333", ReadLong: "first-read-code-0123456789", ReadShort: "777788889999"}
	got, err := s.KeepJoinCode(ctx, first, false)
	if err != nil || got.ReadLong != first.ReadLong || got.ReadShort != first.ReadShort || !got.ReadFresh || got.ReadRetired != "" {
		t.Fatalf("the first codes: %+v, %v", got, err)
	}
	other := store.JoinCode{Long: "other-long-code-0123456789", Short: "444455556666", ReadLong: "other-read-code-0123456789", ReadShort: "000011112222"}
	kept, err := s.KeepJoinCode(ctx, other, false)
	if err != nil || kept.ReadLong != first.ReadLong || kept.ReadShort != first.ReadShort || kept.ReadFresh || kept.Fresh {
		t.Fatalf("kept: %+v, %v; want the first read code", kept, err)
	}
	renewed, err := s.KeepJoinCode(ctx, other, true)
	if err != nil || renewed.ReadLong != other.ReadLong || renewed.ReadShort != other.ReadShort || !renewed.ReadFresh ||
		renewed.ReadRetired != first.ReadLong || renewed.Retired != first.Long {
		t.Fatalf("renewed: %+v, %v", renewed, err)
	}
}

// A database whose join code was kept before there was a read code (the
// migration leaves the read code's columns empty) gets a read code on its
// next start, and keeps its join code: the phones that joined stay in.
func TestReadCodeOfADatabaseFromBefore(t *testing.T) {
	ctx := context.Background()
	s, path := openTemp(t)
	before := store.JoinCode{Long: "before-long-code-012345678", Short: "111122223333", ReadLong: "unused-read-code-012345678", ReadShort: "777788889999"}
	made, err := s.KeepJoinCode(ctx, before, false)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	driver := "sqlite"
	if pgtest.On() {
		driver = "pgx"
	}
	raw, err := sql.Open(driver, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.ExecContext(ctx, `UPDATE join_code SET read_long = NULL, read_short = NULL`); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	again, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	fresh := store.JoinCode{Long: "fresh-long-code-0123456789", Short: "444455556666", ReadLong: "fresh-read-code-0123456789", ReadShort: "000011112222"}
	got, err := again.KeepJoinCode(ctx, fresh, false)
	if err != nil || got.Long != before.Long || got.Short != before.Short || got.Fresh || !got.Created.Equal(made.Created) ||
		got.ReadLong != fresh.ReadLong || got.ReadShort != fresh.ReadShort || !got.ReadFresh {
		t.Fatalf("the next start: %+v, %v; want the join code kept and a read code made", got, err)
	}
	if kept, err := again.KeepJoinCode(ctx, before, false); err != nil || kept.ReadLong != fresh.ReadLong || kept.ReadFresh {
		t.Fatalf("the start after: %+v, %v; want the read code kept", kept, err)
	}
}
