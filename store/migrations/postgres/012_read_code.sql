-- The read code of zooscore serve, kept beside the join code (see
-- ../012_read_code.sql): the same columns as on SQLite.
ALTER TABLE join_code ADD COLUMN read_long TEXT;
ALTER TABLE join_code ADD COLUMN read_short TEXT;
ALTER TABLE join_code ADD COLUMN read_retired TEXT;
