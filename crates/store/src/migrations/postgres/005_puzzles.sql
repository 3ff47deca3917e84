-- Adding Donimoes: one puzzle session per user and server (its moves,
-- replayed on load), and a row per solve for the puzzle of the day's lists.
CREATE TABLE puzzle_sessions (
    guild_id     BIGINT NOT NULL,
    user_id      BIGINT NOT NULL,
    user_name    TEXT NOT NULL,
    -- What was asked for: `problem:1`, `queue`, or `daily:2025-01-31`.
    source       TEXT NOT NULL,
    title        TEXT NOT NULL,
    goal         TEXT NOT NULL,
    -- The queue as typed: `2 3 5 / 1 5 1`.
    queue        TEXT NOT NULL,
    -- JSON list of the moves on the board, in notation.
    moves        TEXT NOT NULL DEFAULT '[]',
    -- Every move ever played in this session, undone ones included.
    moves_played BIGINT NOT NULL DEFAULT 0,
    hints        BIGINT NOT NULL DEFAULT 0,
    -- A shortest solution's length from the start, if known.
    shortest     BIGINT,
    public       BIGINT NOT NULL,
    solved_at    BIGINT,
    version      BIGINT NOT NULL DEFAULT 0,
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
CREATE TABLE puzzle_solves (
    id           BIGSERIAL PRIMARY KEY,
    guild_id     BIGINT NOT NULL,
    user_id      BIGINT NOT NULL,
    user_name    TEXT NOT NULL,
    source       TEXT NOT NULL,
    goal         TEXT NOT NULL,
    queue        TEXT NOT NULL,
    moves        BIGINT NOT NULL,
    moves_played BIGINT NOT NULL,
    hints        BIGINT NOT NULL,
    shortest     BIGINT,
    solved_at    BIGINT NOT NULL
);
CREATE INDEX puzzle_solves_by_source ON puzzle_solves (guild_id, source, goal);
-- A puzzle of the day set aside for another puzzle, to carry on later
-- (with its moves played and hints used) rather than start afresh.
CREATE TABLE puzzle_parked (
    guild_id     BIGINT NOT NULL,
    user_id      BIGINT NOT NULL,
    source       TEXT NOT NULL,
    goal         TEXT NOT NULL,
    moves        TEXT NOT NULL,
    moves_played BIGINT NOT NULL,
    hints        BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id, source, goal)
);