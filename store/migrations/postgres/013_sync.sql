-- What zooscore sync last agreed with each club server: see the SQLite
-- migration of the same number.
CREATE TABLE sync_base (
    remote      TEXT NOT NULL,
    uuid        TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    PRIMARY KEY (remote, uuid)
);
