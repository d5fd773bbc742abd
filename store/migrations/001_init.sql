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
