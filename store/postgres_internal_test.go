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
