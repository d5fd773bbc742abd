-- The join code of zooscore serve, kept from one start to the next until
-- the host asks for a new one (serve --new-code), so that a restart does not
-- send every phone back to the QR code. One row; serve makes it on its
-- first start.
CREATE TABLE join_code (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    long_code  TEXT NOT NULL, -- of the join link and of scripts (128 bits)
    short_code TEXT NOT NULL, -- the one a person types at /join (guesses are limited)
    retired    TEXT,          -- the long code it replaced: a phone that still shows it is told
    created_at INTEGER NOT NULL -- Unix seconds, UTC
);
