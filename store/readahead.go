package store

import (
	"database/sql"
	"errors"
)

// An export reads its rows ahead on a goroutine of its own, a batch at a
// time: SQLite steps through the next rows, and their inputs are unpacked,
// on one core while the games of the last batch are made and written out
// on another. Three batches go round (one read, one waiting, one used), so
// memory stays flat.

const (
	batchRows = 256
	batches   = 3
)

// rowBatch is rows of an export, their bytes copied into one buffer.
type rowBatch struct {
	rows []rawRow
	buf  []byte
	err  error // the error that ended the reading, with the rows before it
}

// rawRow is a row of games as stored, but for its result and input,
// unpacked; each span is where a column's bytes lie in the batch's buffer.
type rawRow struct {
	id, at           int64
	uuid             any
	game, status     span
	lean, input      span  // unpacked
	err              error // the result or input could not be unpacked
	decisions, words span  // packed; words empty for a game without them
	totals           bool  // made is MadeTotals
	log              PlayLog
}

type span struct{ from, to int }

// unpack keeps a stored input or result unpacked, by unpack.
func (b *rowBatch) unpack(unpack func(dst, stored []byte) ([]byte, error), stored []byte) (span, error) {
	from := len(b.buf)
	var err error
	if b.buf, err = unpack(b.buf, stored); err != nil {
		b.buf = b.buf[:from]
		return span{from, from}, err
	}
	return span{from, len(b.buf)}, nil
}

func (b *rowBatch) bytes(s span) []byte { return b.buf[s.from:s.to] }

func (b *rowBatch) keep(raw []byte) span {
	from := len(b.buf)
	b.buf = append(b.buf, raw...)
	return span{from, len(b.buf)}
}

// readAhead reads rows (id, uuid, game, status, played_at, result,
// decisions, input, words, made = 'totals', and the play log's logColumns) into batches until they end, an error (carried by the last
// batch) or done. A batch goes back through free once its games are made.
func readAhead(rows *sql.Rows, done <-chan struct{}) (full <-chan *rowBatch, free chan<- *rowBatch) {
	out := make(chan *rowBatch, batches)
	back := make(chan *rowBatch, batches)
	for range batches {
		back <- &rowBatch{}
	}
	go func() {
		defer close(out)
		var game, status, lean, decisions, stored, words sql.RawBytes
		for more := true; more; {
			var b *rowBatch
			select {
			case b = <-back:
			case <-done:
				return
			}
			b.rows, b.buf, b.err = b.rows[:0], b.buf[:0], nil
			for len(b.rows) < batchRows {
				if more = rows.Next(); !more {
					b.err = rows.Err()
					break
				}
				var r rawRow
				if b.err = rows.Scan(&r.id, &r.uuid, &game, &status, &r.at, &lean, &decisions, &stored, &words, &r.totals,
					&r.log.Location, &r.log.Minutes, &r.log.StartPlayer, &r.log.Note); b.err != nil {
					more = false
					break
				}
				r.game, r.status = b.keep(game), b.keep(status)
				r.decisions, r.words = b.keep(decisions), b.keep(words)
				var leanErr, inputErr error
				r.lean, leanErr = b.unpack(unpackResult, lean)
				r.input, inputErr = b.unpack(unpackInput, stored)
				r.err = errors.Join(leanErr, inputErr)
				b.rows = append(b.rows, r)
			}
			select {
			case out <- b:
			case <-done:
				return
			}
		}
	}()
	return out, back
}
