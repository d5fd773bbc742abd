package store

import (
	"context"
	"database/sql/driver"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5/stdlib"
)

// The store's SQL is written once, with SQLite's placeholders (? and ?NNN),
// and runs on both engines: on PostgreSQL, every statement passes through
// numbered on its way to pgx, which writes the placeholders as $1, $2...
// The other differences between the engines are few enough to be spelled
// out where they occur (see postgres.go).

// numberingConnector gives database/sql connections of pgx's stdlib driver
// that number the placeholders of every statement.
type numberingConnector struct{ driver.Connector }

func (c numberingConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &numberingConn{Conn: conn.(*stdlib.Conn)}, nil
}

// numberingConn is pgx's connection, with every method that takes SQL
// numbering its placeholders first; every other method (transactions,
// pings, the session reset, pgx's own argument types) is pgx's.
type numberingConn struct{ *stdlib.Conn }

func (c *numberingConn) Prepare(query string) (driver.Stmt, error) {
	return c.Conn.Prepare(numbered(query))
}

func (c *numberingConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	return c.Conn.PrepareContext(ctx, numbered(query))
}

func (c *numberingConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	return c.Conn.ExecContext(ctx, numbered(query), args)
}

func (c *numberingConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	return c.Conn.QueryContext(ctx, numbered(query), args)
}

// numbered writes SQLite's placeholders as PostgreSQL's: ?NNN as $NNN, and
// a plain ? as the next number after the highest so far, as SQLite numbers
// it. Text in quotes, and comments, are left as they are.
func numbered(q string) string {
	if !strings.Contains(q, "?") {
		return q
	}
	var b strings.Builder
	b.Grow(len(q) + 8)
	highest := 0
	for i := 0; i < len(q); i++ {
		c := q[i]
		switch {
		case c == '\'' || c == '"':
			end := strings.IndexByte(q[i+1:], c)
			if end < 0 {
				b.WriteString(q[i:])
				return b.String()
			}
			b.WriteString(q[i : i+end+2])
			i += end + 1
		case c == '-' && strings.HasPrefix(q[i:], "--"):
			end := strings.IndexByte(q[i:], '\n')
			if end < 0 {
				b.WriteString(q[i:])
				return b.String()
			}
			b.WriteString(q[i : i+end+1])
			i += end
		case c == '?':
			j := i + 1
			for j < len(q) && '0' <= q[j] && q[j] <= '9' {
				j++
			}
			n := highest + 1
			if j > i+1 {
				n, _ = strconv.Atoi(q[i+1 : j])
			}
			highest = max(highest, n)
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			i = j - 1
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
