-- Players are entities: the same name in any letter case is the same player.
CREATE TABLE players (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE
);

-- One row per game, finished or being tracked. input is the exact JSON the game
-- was scored from (sheets or a play script) so it can always be rescored;
-- result is the scored result as printed (JSON), settings the values it used.
CREATE TABLE games (
    id        INTEGER PRIMARY KEY,
    uuid      TEXT NOT NULL UNIQUE,
    game      TEXT NOT NULL,
    status    TEXT NOT NULL CHECK (status IN ('finished', 'in-progress')),
    played_at INTEGER NOT NULL, -- Unix seconds, UTC
    input     TEXT NOT NULL,
    settings  TEXT NOT NULL DEFAULT '{}',
    result    TEXT NOT NULL
);
CREATE INDEX games_by_time ON games (played_at DESC, id DESC);
CREATE INDEX games_by_game_time ON games (game, played_at DESC, id DESC);
CREATE INDEX games_unfinished ON games (played_at DESC, id DESC) WHERE status = 'in-progress';

-- Results per player in plain columns, so listings and leaderboards never
-- decode JSON. game, status and played_at repeat the game's so that a
-- leaderboard reads one index.
CREATE TABLE results (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players (id),
    position  INTEGER NOT NULL, -- 0-based place in the result (rank order)
    total     INTEGER NOT NULL,
    rank      INTEGER NOT NULL,
    game      TEXT NOT NULL,
    status    TEXT NOT NULL,
    played_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, player_id)
) WITHOUT ROWID;
CREATE INDEX results_by_player ON results (player_id, game_id);
CREATE INDEX results_for_board ON results (status, game, played_at, game_id, player_id, rank, total);

-- Every entry of a tracked game (a take, an auction), stored as it is made.
CREATE TABLE entries (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    data       TEXT NOT NULL,
    entered_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

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

-- The ranks of every game in one short text next to its time, so that a
-- full replay of the leaderboard reads one index entry per game instead of
-- joining every result row: "player rank total" per seat, in the order of
-- the result (position), separated by spaces ('' for a game without
-- players). The results rows stay the source of truth: the column is
-- written with them, in the same transaction.
--
-- Measured on 1,000,000 games (3.5 million results): reading the ranks
-- through the time index joined with results took 2.3 s, from the games
-- table 1.05 s (its rows carry the input and result JSON), from a covering
-- index 0.41 s. So the time index becomes that covering index: it replaces
-- games_by_time (an index scanned backwards serves the history's newest
-- first), which keeps the number of indexes an import writes the same.
ALTER TABLE games ADD COLUMN ranks TEXT;

UPDATE games SET ranks = COALESCE((
    SELECT group_concat(player_id || ' ' || rank || ' ' || total, ' ' ORDER BY position)
    FROM results WHERE game_id = games.id), '');

DROP INDEX games_by_time;
CREATE INDEX games_by_time ON games (played_at, id, status, game, ranks);

-- The replay now rates the players of a game in the order of the result
-- (it used the order of player ids): replay every scope once in that order.
UPDATE board_state SET stale = 1;
