package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"
)

// ZooSim's bids are sealed: in the physical game each player bids in a
// closed fist, and the fists open together. From the phones (zooscore
// serve), the tile of a tracked game's next auction is opened for every
// phone to see, each player's bid is stored as it is made (a phone told
// that its bid is in may be switched off), and the bids are read out of the
// file only once every player's is in: then, in the transaction that stores
// the last one, all are revealed together. Nothing of this package gives a
// bid out before that, to anyone: SealedAuction carries who has bid, never
// how much.

// SealedAuction is the open auction of a tracked game as any phone may see
// it: its tile, who has bid, and, once every player has, all the bids.
type SealedAuction struct {
	ID     int64
	GameID int64
	Tile   json.RawMessage
	// Bidders are the seats whose bid is in, in seat order.
	Bidders []int
	// Bids are every seat's bid, in seat order, once they are revealed;
	// nil while they are sealed.
	Bids   []int
	Opened time.Time
}

// Revealed reports whether the bids are revealed.
func (a SealedAuction) Revealed() bool { return a.Bids != nil }

// Stamp is a short fingerprint of what the auction shows: it changes when
// a bid comes in and when the bids are revealed, never when a player
// changes a bid already in (which nobody else may tell).
func (a SealedAuction) Stamp() string {
	if a.ID == 0 {
		return ""
	}
	s := strconv.FormatInt(a.ID, 36) + "." + strconv.Itoa(len(a.Bidders))
	if a.Revealed() {
		s += ".r"
	}
	return s
}

// OpenAuction opens the auction of a tracked game's next tile, written
// against the game as the phone that opened it saw it (at): if the game
// moved on, or an auction is open already, nothing is opened and the error
// wraps ErrConflict. Bids not nil opens it with those bids revealed (an
// auction taken back: its bids were shown already).
func (s *Store) OpenAuction(ctx context.Context, gameID int64, at Mark, tile json.RawMessage, bids []int) (a SealedAuction, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if err := checkMark(ctx, tx, gameID, at); err != nil {
			return err
		}
		a, err = s.openAuction(ctx, tx, gameID, tile, bids)
		return err
	})
	return a, err
}

func (s *Store) openAuction(ctx context.Context, tx *sql.Tx, gameID int64, tile json.RawMessage, bids []int) (SealedAuction, error) {
	var open int64
	err := tx.QueryRowContext(ctx, `SELECT id FROM sealed_auctions WHERE game_id = ?`, gameID).Scan(&open)
	switch {
	case err == nil:
		return SealedAuction{}, fail(ErrConflict, nil, "store.auction-open", "id", gameID)
	case !errors.Is(err, sql.ErrNoRows):
		return SealedAuction{}, err
	}
	var revealed any // NULL while sealed
	if bids != nil {
		b, err := json.Marshal(bids)
		if err != nil {
			return SealedAuction{}, err
		}
		revealed = string(b)
	}
	now := s.Now().UTC()
	var id int64
	err = tx.QueryRowContext(ctx, `INSERT INTO sealed_auctions (game_id, tile, revealed, opened_at) VALUES (?, ?, ?, ?) RETURNING id`,
		gameID, string(compact(tile)), revealed, now.Unix()).Scan(&id)
	if err != nil {
		return SealedAuction{}, fmt.Errorf("open the auction: %w", err)
	}
	a := SealedAuction{ID: id, GameID: gameID, Tile: compact(tile), Opened: unix(now.Unix()), Bidders: []int{}}
	if bids != nil {
		a.Bids = append([]int{}, bids...)
		for seat := range bids {
			a.Bidders = append(a.Bidders, seat)
		}
	}
	return a, nil
}

// Auction reads the open auction of a game, as any phone may see it; ok is
// false when none is open.
func (s *Store) Auction(ctx context.Context, gameID int64) (a SealedAuction, ok bool, err error) {
	defer s.check(&err)
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return a, false, err
	}
	defer tx.Rollback()
	a, ok, err = readAuction(ctx, tx, `game_id`, gameID)
	if err != nil {
		return a, false, err
	}
	return a, ok, tx.Commit()
}

// readAuction reads an auction by its id or its game's (by is the column),
// with who has bid but not what.
func readAuction(ctx context.Context, q querier, by string, key int64) (SealedAuction, bool, error) {
	var (
		a        SealedAuction
		tile     string
		revealed sql.NullString
		at       int64
	)
	err := q.QueryRowContext(ctx, `SELECT id, game_id, tile, revealed, opened_at FROM sealed_auctions WHERE `+by+` = ?`, key).
		Scan(&a.ID, &a.GameID, &tile, &revealed, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return SealedAuction{}, false, nil
	}
	if err != nil {
		return SealedAuction{}, false, err
	}
	a.Tile, a.Opened, a.Bidders = json.RawMessage(tile), unix(at), []int{}
	if revealed.Valid {
		if err := json.Unmarshal([]byte(revealed.String), &a.Bids); err != nil || a.Bids == nil {
			return SealedAuction{}, false, fmt.Errorf("auction %d has damaged bids: %v", a.ID, err)
		}
		for seat := range a.Bids {
			a.Bidders = append(a.Bidders, seat)
		}
		return a, true, nil
	}
	rows, err := q.QueryContext(ctx, `SELECT seat FROM sealed_bids WHERE auction_id = ? ORDER BY seat`, a.ID)
	if err != nil {
		return SealedAuction{}, false, err
	}
	defer rows.Close()
	for rows.Next() {
		var seat int
		if err := rows.Scan(&seat); err != nil {
			return SealedAuction{}, false, err
		}
		a.Bidders = append(a.Bidders, seat)
	}
	return a, true, rows.Err()
}

// Bid stores a seat's sealed bid in an auction, made on a phone (any
// string that tells one phone from another), or the new bid of a seat that
// changes its mind on the same phone; once every one of seats (the game's
// players) has bid, the bids are revealed in the same transaction. It gives
// the auction as any phone may see it: the bids only if they are now
// revealed. An auction that is not open any more (taken away, called off)
// is ErrConflict (store.auction-gone), one whose bids are revealed already
// ErrConflict too (store.auction-revealed), as is a bid changed from
// another phone than the one it came from (store.auction-other-phone); a
// seat the game does not have is ErrNotFound.
func (s *Store) Bid(ctx context.Context, auctionID int64, seat, bid, seats int, phone string) (a SealedAuction, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var ok bool
		a, ok, err = readAuction(ctx, tx, `id`, auctionID)
		switch {
		case err != nil:
			return err
		case !ok:
			return fail(ErrConflict, nil, "store.auction-gone")
		case a.Revealed():
			return fail(ErrConflict, nil, "store.auction-revealed")
		case seat < 0 || seat >= seats:
			return fail(ErrNotFound, nil, "store.auction-seat", "seat", seat+1, "seats", seats)
		case bid < 0:
			return fmt.Errorf("store: a bid of %d coins", bid)
		}
		var from string
		err := tx.QueryRowContext(ctx, `SELECT phone FROM sealed_bids WHERE auction_id = ? AND seat = ?`, auctionID, seat).Scan(&from)
		switch {
		case err == nil && from != phone:
			return fail(ErrConflict, nil, "store.auction-other-phone")
		case err != nil && !errors.Is(err, sql.ErrNoRows):
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO sealed_bids (auction_id, seat, bid, phone, placed_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (auction_id, seat) DO UPDATE SET bid = excluded.bid, placed_at = excluded.placed_at`,
			auctionID, seat, bid, phone, s.Now().UTC().Unix())
		if err != nil {
			return fmt.Errorf("store the bid: %w", err)
		}
		if a, _, err = readAuction(ctx, tx, `id`, auctionID); err != nil {
			return err
		}
		if len(a.Bidders) < seats {
			return nil
		}
		return reveal(ctx, tx, &a, seats)
	})
	return a, err
}

// reveal opens every fist of an auction whose seats have all bid: the bids
// move from sealed_bids into the auction, in seat order.
func reveal(ctx context.Context, tx *sql.Tx, a *SealedAuction, seats int) error {
	rows, err := tx.QueryContext(ctx, `SELECT seat, bid FROM sealed_bids WHERE auction_id = ? ORDER BY seat`, a.ID)
	if err != nil {
		return err
	}
	bids := make([]int, seats)
	for rows.Next() {
		var seat, bid int
		if err := rows.Scan(&seat, &bid); err != nil {
			rows.Close()
			return err
		}
		if seat >= 0 && seat < seats {
			bids[seat] = bid
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	b, err := json.Marshal(bids)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE sealed_auctions SET revealed = ? WHERE id = ?`, string(b), a.ID); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM sealed_bids WHERE auction_id = ?`, a.ID); err != nil {
		return err
	}
	a.Bids = bids
	return nil
}

// CancelAuction calls off the open auction of a game, with every bid made
// in it, unseen. An auction that is not open any more is ErrConflict.
func (s *Store) CancelAuction(ctx context.Context, gameID, auctionID int64) (err error) {
	defer s.check(&err)
	return s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM sealed_auctions WHERE id = ? AND game_id = ?`, auctionID, gameID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			if err == nil {
				err = fail(ErrConflict, nil, "store.auction-gone")
			}
			return err
		}
		return nil
	})
}

// CloseAuction stores the entry an auction made (its tile, its revealed
// bids and the winner's placement), as AddEntry does, which takes the
// auction away. The auction must be the game's open one, revealed: if it
// is not (called off, another one opened), nothing is stored and the error
// wraps ErrConflict, as it does when the game moved on since at.
func (s *Store) CloseAuction(ctx context.Context, gameID int64, at Mark, auctionID int64, entry json.RawMessage, now Game) (next Mark, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		a, ok, err := readAuction(ctx, tx, `id`, auctionID)
		switch {
		case err != nil:
			return err
		case !ok || a.GameID != gameID:
			return fail(ErrConflict, nil, "store.auction-gone")
		case !a.Revealed():
			return fail(ErrConflict, nil, "store.auction-sealed")
		}
		next, err = s.addEntry(ctx, tx, gameID, at, entry, now)
		return err
	})
	if err != nil {
		return at, err
	}
	return next, nil
}

// UndoAuction takes back the last entry of a tracked game, as UndoEntry
// does, and opens the auction it made again with its tile and its bids,
// revealed (they were shown when it was decided): the table enters the
// winner's placement again, or calls it off, in one transaction.
func (s *Store) UndoAuction(ctx context.Context, gameID int64, at Mark, now Game, tile json.RawMessage, bids []int) (removed json.RawMessage, next Mark, a SealedAuction, err error) {
	defer s.check(&err)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if removed, next, err = s.undoEntry(ctx, tx, gameID, at, now); err != nil {
			return err
		}
		a, err = s.openAuction(ctx, tx, gameID, tile, bids)
		return err
	})
	if err != nil {
		return nil, at, SealedAuction{}, err
	}
	return removed, next, a, nil
}

// closeAuctions takes away the auction open at a game whose entries
// change: its bids were made for the game as it stood.
func closeAuctions(ctx context.Context, tx *sql.Tx, gameID int64) error {
	_, err := tx.ExecContext(ctx, `DELETE FROM sealed_auctions WHERE game_id = ?`, gameID)
	return err
}
