-- A game keeps its result as an export line gives it: lean JSON in
-- English (every player's name, total, rank and breakdown with each item's
-- words, points and rule, the winners and the warnings), packed like the
-- input, with the rules of its decisions beside it (see lean.go). Schema 5
-- kept its numbers in a hand-made encoding and said them in words at every
-- export; an export now writes the stored bytes as they are. Measured on a
-- generated club history (see the README's Speed section).
--
-- The Go step named below fills result and decisions from the numbers (and
-- the words a migrated game kept), game by game; the whole migration is one
-- transaction, so a file stopped half-way is the old file.
--   result     the lean JSON, packed; NULL for a game whose numbers cannot
--              be read (Get says it is damaged, as before)
--   decisions  the rules of the decisions, separated by spaces, packed;
--              NULL for none
--   words      kept only for a game whose stored result a new scoring does
--              not give again (as migration 005 kept them)
ALTER TABLE games ADD COLUMN result BLOB;
ALTER TABLE games ADD COLUMN decisions BLOB;

-- go: lean-results

ALTER TABLE games DROP COLUMN numbers;
DROP TABLE rule_ids;
