package store

import "testing"

// Every migration after PostgreSQL's first (the whole schema at 11) comes
// in both folders with the same number, so that a version means the same
// schema on both engines.
func TestPostgresMigrationsFollowSQLite(t *testing.T) {
	pg := pgMigrations()
	if pg[0].version != 11 {
		t.Fatalf("PostgreSQL's first migration is %s, want the schema at 11", pg[0].name)
	}
	sqlite := map[int]bool{}
	for _, m := range migrations() {
		sqlite[m.version] = true
	}
	seen := map[int]bool{}
	for _, m := range pg[1:] {
		if !sqlite[m.version] {
			t.Errorf("postgres/%s has no SQLite migration of its number", m.name)
		}
		seen[m.version] = true
	}
	for v := pg[0].version + 1; v <= latestVersion(); v++ {
		if !seen[v] {
			t.Errorf("SQLite's migration %d has none in migrations/postgres", v)
		}
	}
}

// latestVersion, read from the files' names, is the last migration's on
// both engines.
func TestLatestVersionIsTheLastMigrations(t *testing.T) {
	sqlite, pg := migrations(), pgMigrations()
	if v := latestVersion(); v != sqlite[len(sqlite)-1].version || v != pg[len(pg)-1].version {
		t.Errorf("latestVersion() = %d, the last migrations are %s and postgres/%s", v, sqlite[len(sqlite)-1].name, pg[len(pg)-1].name)
	}
}

// numbers reads what both drivers give for a number, and says anything else.
func TestNumbersReadWhatTheDriversGive(t *testing.T) {
	var n numbers
	if got := n.asInt(int64(923)); got != 923 || n.bad {
		t.Errorf("asInt(int64 923) = %d, bad %v", got, n.bad)
	}
	if got := n.asFloat(int64(25)); got != 25 || n.bad {
		t.Errorf("asFloat(int64 25) = %v, bad %v", got, n.bad)
	}
	if got := n.asInt64(float64(7)); got != 7 || n.bad {
		t.Errorf("asInt64(7.0) = %d, bad %v", got, n.bad)
	}
	for _, v := range []any{nil, "12", []byte("12")} {
		n := numbers{}
		n.asFloat(v)
		if !n.bad {
			t.Errorf("asFloat(%#v) is not said to be bad", v)
		}
	}
}
