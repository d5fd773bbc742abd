-- A game being scored at the table: every player fills in their own sheet
-- or zoo on their phone (zooscore serve), and each draft is kept here as it
-- is entered, so that a restart of the server loses nothing. Once every
-- sheet is in and legal, the game is stored in games like any other and
-- game_id points to it. version goes up with every change: the phones that
-- follow a table ask for it to know whether anything changed.
CREATE TABLE score_tables (
    id         INTEGER PRIMARY KEY,
    game       TEXT NOT NULL,
    players    TEXT NOT NULL, -- JSON array of the names, in seating order
    settings   TEXT NOT NULL DEFAULT '{}', -- the values the table chose (dice: bonus_hex)
    created_at INTEGER NOT NULL, -- Unix seconds, UTC
    version    INTEGER NOT NULL DEFAULT 1,
    game_id    INTEGER REFERENCES games (id) ON DELETE CASCADE -- a deleted game takes its table along
);
CREATE INDEX score_tables_open ON score_tables (created_at DESC, id DESC) WHERE game_id IS NULL;

-- One draft per seat: the player's sheet (the JSON of one player of the
-- game's input, without the name) and whether they say it is complete.
CREATE TABLE score_sheets (
    table_id   INTEGER NOT NULL REFERENCES score_tables (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL, -- 0-based, as in players
    draft      TEXT NOT NULL,
    done       INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (table_id, seat)
) WITHOUT ROWID;
