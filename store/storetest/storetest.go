// Package storetest writes database files as older versions of zooscore
// wrote them, for the tests of what reads and upgrades them.
package storetest

import (
	"bytes"
	"context"
	"database/sql"
	_ "embed"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	_ "modernc.org/sqlite" // the embedded SQLite driver, no cgo

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// schema3 is the schema zooscore created up to schema 3: its migrations
// 001 to 003, as they were.
//
//go:embed schema3.sql
var schema3 string

// WriteV3 creates a database of schema 3 at path (it must not exist)
// holding games, in order, each stored as zooscore stored a game then: its
// input as compact JSON, its uuid as text, its result as JSON with its
// words in English, its settings, its results rows and its ranks. A game
// needs its time; a missing uuid or status is filled in as Save did.
func WriteV3(path string, games []store.Game) error {
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=foreign_keys(1)")
	if err != nil {
		return err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	ctx := context.Background()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, q := range []string{`PRAGMA application_id = 1515147091`, schema3, `PRAGMA user_version = 3`} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	ins, err := prepareV3(ctx, tx)
	if err != nil {
		return err
	}
	defer ins.close()
	for _, g := range games {
		if err := ins.insert(ctx, g); err != nil {
			return fmt.Errorf("game %s: %w", g.UUID, err)
		}
	}
	return tx.Commit()
}

// inserterV3 holds the statements that store a game, prepared once for the
// whole file: the tests write thousands of games, and SQLite parsing each
// statement again for every row took most of the time of writing them.
type inserterV3 struct {
	game, player, result, ranks *sql.Stmt
}

func prepareV3(ctx context.Context, tx *sql.Tx) (*inserterV3, error) {
	var ins inserterV3
	for _, p := range []struct {
		stmt **sql.Stmt
		sql  string
	}{
		{&ins.game, `INSERT INTO games (uuid, game, status, played_at, input, settings, result) VALUES (?, ?, ?, ?, ?, ?, ?)`},
		{&ins.player, `INSERT INTO players (name, name_key) VALUES (?, ?)
			ON CONFLICT (name_key) DO UPDATE SET name_key = excluded.name_key RETURNING id`},
		{&ins.result, `INSERT INTO results (game_id, player_id, position, total, rank, game, status, played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`},
		{&ins.ranks, `UPDATE games SET ranks = ? WHERE id = ?`},
	} {
		stmt, err := tx.PrepareContext(ctx, p.sql)
		if err != nil {
			ins.close()
			return nil, err
		}
		*p.stmt = stmt
	}
	return &ins, nil
}

func (ins *inserterV3) close() {
	for _, stmt := range []*sql.Stmt{ins.game, ins.player, ins.result, ins.ranks} {
		if stmt != nil {
			stmt.Close()
		}
	}
}

func (ins *inserterV3) insert(ctx context.Context, g store.Game) error {
	if g.UUID == "" {
		g.UUID = store.NewUUID()
	}
	if g.Status == "" {
		g.Status = scorer.StatusFinished
	}
	r := i18n.For(i18n.English).Result(g.Result) // stored as shown in English
	r.ID, r.Status = 0, ""
	result, err := json.Marshal(r)
	if err != nil {
		return err
	}
	settings := []byte("{}")
	if r.Settings != nil {
		if settings, err = json.Marshal(r.Settings); err != nil {
			return err
		}
	}
	var input bytes.Buffer
	if err := json.Compact(&input, g.Input); err != nil {
		input.Reset()
		input.Write(g.Input)
	}
	at := g.PlayedAt.UTC().Unix()
	res, err := ins.game.ExecContext(ctx, g.UUID, g.Game, g.Status, at, input.String(), string(settings), string(result))
	if err != nil {
		return err
	}
	id, err := res.LastInsertId()
	if err != nil {
		return err
	}
	var ranks []string
	for pos, p := range g.Result.Players {
		var pid int64
		err := ins.player.QueryRowContext(ctx, strings.TrimSpace(p.Name), scorer.NameKey(p.Name)).Scan(&pid)
		if err != nil {
			return err
		}
		_, err = ins.result.ExecContext(ctx, id, pid, pos, p.Total, p.Rank, g.Game, g.Status, at)
		if err != nil {
			return err
		}
		ranks = append(ranks, strconv.FormatInt(pid, 10), strconv.Itoa(p.Rank), strconv.Itoa(p.Total))
	}
	_, err = ins.ranks.ExecContext(ctx, strings.Join(ranks, " "), id)
	return err
}
