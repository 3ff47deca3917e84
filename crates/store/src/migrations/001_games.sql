-- Games, their players and their append-only action log.
CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    kind        TEXT NOT NULL,
    variant     TEXT,
    status      TEXT NOT NULL,
    created_by  INTEGER NOT NULL,
    seed        TEXT NOT NULL,
    snapshot    TEXT,
    rng         TEXT,
    version     INTEGER NOT NULL DEFAULT 0,
    to_act      INTEGER,
    outcome     TEXT,
    abort_votes TEXT NOT NULL DEFAULT '[]',
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
-- One challenge or running game per channel.
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE status IN ('challenge', 'active');
CREATE INDEX games_by_guild ON games (guild_id, status);
CREATE TABLE players (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    slot     INTEGER NOT NULL,
    user_id  INTEGER,
    name     TEXT NOT NULL,
    accepted INTEGER NOT NULL,
    seat     INTEGER,
    PRIMARY KEY (game_id, slot)
);
CREATE INDEX players_by_user ON players (user_id);
-- Append-only: rows are inserted with the snapshot they produced and never changed.
CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    notation   TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);
