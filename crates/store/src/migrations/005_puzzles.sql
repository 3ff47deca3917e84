-- Adding Donimoes: one puzzle session per user and server (its moves,
-- replayed on load), and a row per solve for the puzzle of the day's lists.
CREATE TABLE puzzle_sessions (
    guild_id     INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
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
    moves_played INTEGER NOT NULL DEFAULT 0,
    hints        INTEGER NOT NULL DEFAULT 0,
    -- A shortest solution's length from the start, if known.
    shortest     INTEGER,
    public       INTEGER NOT NULL,
    solved_at    INTEGER,
    version      INTEGER NOT NULL DEFAULT 0,
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
CREATE TABLE puzzle_solves (
    id           INTEGER PRIMARY KEY,
    guild_id     INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    user_name    TEXT NOT NULL,
    source       TEXT NOT NULL,
    goal         TEXT NOT NULL,
    queue        TEXT NOT NULL,
    moves        INTEGER NOT NULL,
    moves_played INTEGER NOT NULL,
    hints        INTEGER NOT NULL,
    shortest     INTEGER,
    solved_at    INTEGER NOT NULL
);
CREATE INDEX puzzle_solves_by_source ON puzzle_solves (guild_id, source, goal);
-- A puzzle of the day set aside for another puzzle, to carry on later
-- (with its moves played and hints used) rather than start afresh.
CREATE TABLE puzzle_parked (
    guild_id     INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    source       TEXT NOT NULL,
    goal         TEXT NOT NULL,
    moves        TEXT NOT NULL,
    moves_played INTEGER NOT NULL,
    hints        INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id, source, goal)
);
