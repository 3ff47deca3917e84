-- When each game next needs the timer round (see `store/due.rs`): Unix
-- seconds of the next reminder, deadline notice or automatic decision, or,
-- with `due_computer`, of the moment a computer seat began to owe a move.
-- NULL: nothing falls due until the row is written again (a challenge, a
-- finished or paused game). Written with every write of the row, worked
-- out by the service; the timer round reads `next_due <= now` through
-- `games_due`, so its cost follows what is due, not how many games exist.
ALTER TABLE games ADD COLUMN next_due BIGINT;
ALTER TABLE games ADD COLUMN due_computer BIGINT NOT NULL DEFAULT 0;
-- Running games from before these columns are due at once: the first
-- timer round works out each one's real time (a due time earlier than the
-- truth is only worked out again).
UPDATE games SET next_due = 0 WHERE status = 'active' AND paused_at IS NULL;
CREATE INDEX games_due ON games (due_computer, next_due) WHERE next_due IS NOT NULL;