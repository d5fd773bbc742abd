// Package pgtest runs zooscore's store, command and web tests on
// PostgreSQL as well as on SQLite. With ZOOSCORE_TEST_POSTGRES set to the
// URL of a server where the tests may create databases, every test that
// opens a store opens a new database of its own on that server instead of
// a new file, and drops it at its end; .ci/run does so in a step of its
// own, on a throwaway cluster:
//
//	ZOOSCORE_TEST_POSTGRES=$(scripts/pg-test-cluster start /tmp/zpg) go test ./store/... ./cmd/... ./web/...
//
// Without it the tests run on SQLite, and TestOnPostgres of each of those
// packages says that the PostgreSQL run was skipped and how to make it.
package pgtest

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Var names the server the tests make their databases on.
const Var = "ZOOSCORE_TEST_POSTGRES"

// On reports whether the tests run on PostgreSQL.
func On() bool { return os.Getenv(Var) != "" }

// Skipped skips t, the test that stands for the PostgreSQL run, when the
// tests run on SQLite, saying how to run them on PostgreSQL.
func Skipped(t testing.TB) {
	t.Helper()
	if !On() {
		t.Skipf("the tests ran on SQLite only: %s=$(scripts/pg-test-cluster start /tmp/zpg) go test ./store/... ./cmd/... ./web/... runs them on PostgreSQL (.ci/run does, in a step of its own)", Var)
	}
}

// SQLiteOnly skips t on PostgreSQL: it is about the SQLite file itself
// (its header, its locks, its journal, a process killed while writing it).
func SQLiteOnly(t testing.TB) {
	t.Helper()
	if On() {
		t.Skip("about the SQLite file itself: runs without " + Var)
	}
}

var made atomic.Int64

// Database creates an empty database on the server and gives its URL; it
// is dropped when t ends (with any connection a test left open).
func Database(t testing.TB) string {
	t.Helper()
	admin := os.Getenv(Var)
	if admin == "" {
		t.Fatalf("%s is not set", Var)
	}
	name := fmt.Sprintf("zooscore_test_%d_%d", os.Getpid(), made.Add(1))
	exec(t, admin, "CREATE DATABASE "+name)
	t.Cleanup(func() { exec(t, admin, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)") })
	u, err := url.Parse(admin)
	if err != nil {
		t.Fatalf("%s: %v", Var, err)
	}
	u.Path = "/" + name
	return u.String()
}

func exec(t testing.TB, admin, q string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		t.Fatalf("%s: %v", Var, err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, q); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

// NewDB is a new database for t, as --db takes it: on PostgreSQL a new
// database (see Database), else the file named file in a folder of t's own.
func NewDB(t testing.TB, file string) string {
	t.Helper()
	if On() {
		return Database(t)
	}
	return filepath.Join(t.TempDir(), file)
}
