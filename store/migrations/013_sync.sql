-- What zooscore sync last agreed with each club server: for every game
-- both sides held alike at the end of a sync, the server (its address)
-- and the game's fingerprint then (store.Fingerprint). A game whose
-- fingerprint on one side is still the one agreed was changed on the
-- other side only, and moves; one changed on both sides since is left for
-- the user. A row goes with the game's deletion on both sides. The uuid is
-- written out (not the games table's packed form): the table is read
-- whole, a server at a time, and never joined.
CREATE TABLE sync_base (
    remote      TEXT NOT NULL,
    uuid        TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    PRIMARY KEY (remote, uuid)
) WITHOUT ROWID;
