-- How a game's result was made. Until now every result was scored by
-- zooscore's rules from the sheets or play script in input ('scored'). A
-- play another app logged (BG Stats) brings its players' totals but no
-- sheets: it is kept as those totals ('totals'), its input the play as that
-- app gave it, and no rule of the game was checked on it. The history,
-- leaderboards and ratings count it like any finished game (they read the
-- results rows); show, explain and edit say what is not known of it.
--
-- 008 is the phones' play (sealed bids, rematches); the play log's fields
-- (location, duration, start player, note), made on another branch at the
-- same time, come in 010.
ALTER TABLE games ADD COLUMN made TEXT NOT NULL DEFAULT 'scored' CHECK (made IN ('scored', 'totals'));

-- Each game's BoardGameGeek id, which a BG Stats file carries and an export
-- to BG Stats gives back so that the app finds the game by its id. zooscore
-- cannot look them up: an import learns them from the BG Stats games it
-- recognises by their names.
CREATE TABLE bgg_ids (
    game   TEXT PRIMARY KEY, -- dice, junior, zoosim
    bgg_id INTEGER NOT NULL CHECK (bgg_id > 0)
) WITHOUT ROWID;
