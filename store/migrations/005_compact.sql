-- A game keeps what it was scored from and the numbers of its result, no
-- words: they are made where the result is shown, in the language of the
-- table, by scoring the stored input again. Schema 3 kept every result as
-- English JSON with the explanation of every point, two thirds of a game's
-- 5,500 bytes. Measured on a generated club history, a game now takes
-- about a fifth of that (see the README's Speed section).
--
-- games is rebuilt (SQLite cannot drop a UNIQUE column): the Go step named
-- below fills the new table from the old one, game by game, with the same
-- ids; the whole migration is one transaction, so a file stopped half-way
-- is the old file.
--   uuid     16 bytes for a uuid in the canonical form, else the text given
--   ranks    "player rank total" per seat, as migration 003 made it
--   numbers  every item's points and rule, the winners, the rules of the
--            warnings and decisions (see numbers.go)
--   input    the JSON, deflated when that pays (see pack.go)
--   words    only for a game whose stored result a new scoring does not
--            give again: its result as it was stored (deflated), shown as
--            before, so nothing stored is lost
-- The settings column goes: a result's settings are scored again from the
-- input, which holds every value a table chose.
CREATE TABLE rule_ids (
    id   INTEGER PRIMARY KEY,
    rule TEXT NOT NULL UNIQUE
);

CREATE TABLE games_compact (
    id        INTEGER PRIMARY KEY,
    uuid      BLOB NOT NULL UNIQUE,
    game      TEXT NOT NULL,
    status    TEXT NOT NULL CHECK (status IN ('finished', 'in-progress')),
    played_at INTEGER NOT NULL, -- Unix seconds, UTC
    ranks     TEXT,
    numbers   BLOB NOT NULL,
    input     BLOB NOT NULL,
    words     BLOB
);

-- go: compact-games

DROP TABLE games;
ALTER TABLE games_compact RENAME TO games;

-- The indexes of games, as migrations 001 and 003 left them.
CREATE INDEX games_by_time ON games (played_at, id, status, game, ranks);
CREATE INDEX games_by_game_time ON games (game, played_at DESC, id DESC);
CREATE INDEX games_unfinished ON games (played_at DESC, id DESC) WHERE status = 'in-progress';

-- The triggers of migration 002 went with the old table.
CREATE TRIGGER board_game_changed AFTER UPDATE ON games
WHEN NEW.status = 'finished' OR OLD.status = 'finished' BEGIN
    UPDATE board_state SET stale = 1
    WHERE stale = 0 AND scope IN ('', OLD.game, NEW.game)
      AND (min(OLD.played_at, NEW.played_at) < played_at
           OR (min(OLD.played_at, NEW.played_at) = played_at AND OLD.id <= game_id));
END;

CREATE TRIGGER board_game_removed AFTER DELETE ON games BEGIN
    UPDATE board_state SET stale = 1
    WHERE OLD.status = 'finished' AND stale = 0 AND scope IN ('', OLD.game)
      AND (OLD.played_at < played_at OR (OLD.played_at = played_at AND OLD.id <= game_id));
    UPDATE board_state SET seen_id = OLD.id - 1 WHERE seen_id >= OLD.id;
END;

-- A player's games newest first, in the order of the history, so that
-- `history --player` reads its first page from the index (50 entries)
-- instead of sorting every game of the player: a regular in a third of
-- 1,000,000 games has 330,000. It replaces (player_id, game_id), which
-- served only that filter and versus, which it serves as well.
DROP INDEX results_by_player;
CREATE INDEX results_by_player_time ON results (player_id, played_at, game_id);
