-- Games, their players and their append-only action log.
CREATE TABLE games (
    id          BIGSERIAL PRIMARY KEY,
    guild_id    BIGINT NOT NULL,
    channel_id  BIGINT NOT NULL,
    kind        TEXT NOT NULL,
    variant     TEXT,
    status      TEXT NOT NULL,
    created_by  BIGINT NOT NULL,
    seed        TEXT NOT NULL,
    snapshot    TEXT,
    rng         TEXT,
    version     BIGINT NOT NULL DEFAULT 0,
    to_act      BIGINT,
    outcome     TEXT,
    abort_votes TEXT NOT NULL DEFAULT '[]',
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);
-- One challenge or running game per channel.
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE status IN ('challenge', 'active');
CREATE INDEX games_by_guild ON games (guild_id, status);
CREATE TABLE players (
    game_id  BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    slot     BIGINT NOT NULL,
    user_id  BIGINT,
    name     TEXT NOT NULL,
    accepted BIGINT NOT NULL,
    seat     BIGINT,
    PRIMARY KEY (game_id, slot)
);
CREATE INDEX players_by_user ON players (user_id);
-- Append-only: rows are inserted with the snapshot they produced and never changed.
CREATE TABLE actions (
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply        BIGINT NOT NULL,
    seat       BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    notation   TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);