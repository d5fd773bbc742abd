-- The leaderboard, materialized. Replaying the ranks of 1,000,000 games from
-- SQLite takes seconds, so the figures of every player are kept per scope
-- ('' for every game kind, else one kind) together with the newest game they
-- include. They are never the source of truth: they are replayed from the
-- results rows: only the games newer than the watermark when games were
-- added at the end, and from scratch after a change to the games already
-- replayed (an older game added, a game deleted or re-scored).
CREATE TABLE board_state (
    scope     TEXT PRIMARY KEY,
    played_at INTEGER NOT NULL, -- watermark: the newest replayed game's time
    game_id   INTEGER NOT NULL, -- and id (games are replayed by time, then id)
    seen_id   INTEGER NOT NULL, -- games with a higher id came after the last replay
    stale     INTEGER NOT NULL DEFAULT 0 -- 1: replay the scope from scratch
);

CREATE TABLE board (
    scope     TEXT NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    games     INTEGER NOT NULL,
    wins      INTEGER NOT NULL,
    points    INTEGER NOT NULL, -- sum of totals
    best      INTEGER NOT NULL,
    mu        REAL NOT NULL,
    sigma     REAL NOT NULL,
    PRIMARY KEY (scope, player_id)
) WITHOUT ROWID;

-- A finished game at or before a scope's watermark that changes (edited,
-- finished late) or goes changes games already replayed: that scope must be
-- replayed from scratch. A game added into the past is found without a
-- trigger (a check per inserted game cost a tenth of a large import): the
-- replay looks at the games with an id above seen_id. A delete lowers
-- seen_id, as SQLite may give a deleted highest id to the next game.
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

-- results_for_board served a leaderboard that reads every result row; the
-- board above reads the time indexes of games instead, and nothing else
-- uses it. Each result row paid for it on every save and import.
DROP INDEX results_for_board;
