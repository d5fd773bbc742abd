package store

import "testing"

func TestNumbered(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`SELECT 1`, `SELECT 1`},
		{`SELECT a FROM t WHERE b = ? AND c = ?`, `SELECT a FROM t WHERE b = $1 AND c = $2`},
		// ?NNN keeps its number; a plain ? after it takes the next.
		{`VALUES (?1, ?5, 0, ?6, ?7, ?2, ?3, ?4)`, `VALUES ($1, $5, 0, $6, $7, $2, $3, $4)`},
		{`SELECT ?2, ?`, `SELECT $2, $3`},
		// Quoted text and comments keep their question marks.
		{`SELECT '?', "a?", ? -- why?` + "\n" + `, ?`, `SELECT '?', "a?", $1 -- why?` + "\n" + `, $2`},
		{`SELECT 'it''s ?', ?`, `SELECT 'it''s ?', $1`},
		{`SELECT '?`, `SELECT '?`},
		{`SELECT ? -- ?`, `SELECT $1 -- ?`},
		{`SELECT ?10`, `SELECT $10`},
	} {
		if got := numbered(c.in); got != c.want {
			t.Errorf("numbered(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
