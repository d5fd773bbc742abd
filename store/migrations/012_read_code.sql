-- The read code of zooscore serve, kept beside the join code: a phone or a
-- script that joins with it (a club's TV showing the leaderboard) sees
-- every page and reads every API, but enters and changes nothing. Made on
-- the next start of serve for a database from before, and replaced with
-- the join code on serve --new-code.
ALTER TABLE join_code ADD COLUMN read_long TEXT;    -- of the read link and of scripts (128 bits)
ALTER TABLE join_code ADD COLUMN read_short TEXT;   -- the one a person types at /join (guesses are limited)
ALTER TABLE join_code ADD COLUMN read_retired TEXT; -- the long read code it replaced: a phone that still shows it is told
