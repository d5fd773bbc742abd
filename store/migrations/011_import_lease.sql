-- An import beside a running serve writes in slices (see sliced.go), and
-- its games are mostly older than the club's newest: each slice would make
-- every leaderboard replay from its first game (see 002_board.sql), over
-- and over while the import goes on. Instead, an import in slices holds a
-- lease, renewed with each slice and given back at its end: while it
-- holds, a leaderboard shows its saved figures and the games played after
-- them, and the figures are brought up to date once, when the import is
-- done. A killed import's lease runs out by itself.
CREATE TABLE import_lease (
    only  INTEGER PRIMARY KEY CHECK (only = 1),
    until INTEGER NOT NULL -- Unix seconds
);
