-- A ZooSim auction bid on from the phones (zooscore serve): the tile is
-- entered for every phone to see; each player's bid is kept here, sealed,
-- until every player's is in, then all are revealed at once (revealed holds
-- them, by seat, as a JSON array); the winner's placement makes the
-- auction's entry, which takes the auction away. A game has at most one
-- auction open, and any change to its entries (an entry, an undo, a
-- correction) takes it away: its bids were made for a game that moved on.
-- An id is never given again (AUTOINCREMENT), so that a bid made for an
-- auction that was called off cannot land in the next one.
CREATE TABLE sealed_auctions (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id   INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
    tile      TEXT NOT NULL, -- the tile's JSON, as the auction's entry holds it
    revealed  TEXT,          -- NULL while the bids are sealed
    opened_at INTEGER NOT NULL
);

-- phone is the phone a seat's bid came from: only that phone changes it.
CREATE TABLE sealed_bids (
    auction_id INTEGER NOT NULL REFERENCES sealed_auctions (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL, -- 0-based, as in the game's players
    bid        INTEGER NOT NULL CHECK (bid >= 0),
    phone      TEXT NOT NULL,
    placed_at  INTEGER NOT NULL,
    PRIMARY KEY (auction_id, seat)
) WITHOUT ROWID;

-- The rematch of a finished game: the table (scored from sheets) or the
-- tracked game started from its scores with the same players and setup.
-- One a game, so that every phone that taps "rematch" joins the same one;
-- once that one is deleted, another may be started.
CREATE TABLE rematches (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    table_id     INTEGER REFERENCES score_tables (id) ON DELETE CASCADE,
    next_game_id INTEGER REFERENCES games (id) ON DELETE CASCADE,
    CHECK ((table_id IS NULL) <> (next_game_id IS NULL))
);
