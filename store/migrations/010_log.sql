-- What a play log records of a game beside its result, as the apps that
-- log board games do: where it was played, how long it took, who started,
-- a note. The time it was played is the game's played_at (now, unless
-- given). Every part is optional, and most games have none of them, so
-- they live in a table of their own, one row for a game that has any: a
-- game without a log costs nothing, and the games table (read by every
-- listing and replay) keeps its rows as they were.
--
-- The start player is kept for a game scored from sheets, which do not
-- tell it; a tracked game tells it itself (its first take), and is never
-- given one here. It refers to the player, so that a rename keeps it and a
-- merge moves it.
--
-- 009 is the BG Stats import's (how a result was made), made on another
-- branch at the same time.
CREATE TABLE play_logs (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    location     TEXT,    -- as typed, trimmed
    location_key TEXT,    -- the same in lower case: the history's filter and the places offered
    minutes      INTEGER CHECK (minutes > 0),
    start_player INTEGER REFERENCES players (id),
    note         TEXT,
    CHECK ((location IS NULL) = (location_key IS NULL))
);
CREATE INDEX play_logs_by_location ON play_logs (location_key) WHERE location_key IS NOT NULL;
CREATE INDEX play_logs_by_start_player ON play_logs (start_player) WHERE start_player IS NOT NULL;

-- A game scored together on the phones (zooscore serve) is given its time
-- and place when its table is opened; they are kept with the table until
-- the game is stored. played_at NULL: the time the game is stored.
ALTER TABLE score_tables ADD COLUMN played_at INTEGER;
ALTER TABLE score_tables ADD COLUMN location TEXT;
