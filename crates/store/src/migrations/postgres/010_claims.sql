-- Claims, so that several bot processes on one database each do a piece of
-- automatic work exactly once (see `store/owed.rs` and `store/due.rs`).
-- An owed post belongs to the process that stored its action until
-- `claimed_until` (Unix seconds); after that, any process's timer round may
-- claim it (moving `claimed_until` on) and post it. Rows from before this
-- column are claimable at once.
ALTER TABLE owed_posts ADD COLUMN claimed_until BIGINT NOT NULL DEFAULT 0;