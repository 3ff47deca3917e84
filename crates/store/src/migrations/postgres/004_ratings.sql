-- Ratings, leaderboards and player statistics (see `store/ratings.rs`).
-- Every game that reached 'finished', in the order it did. Ratings are
-- applied in this order, and a rebuild replays exactly this order.
CREATE TABLE finishes (
    seq         BIGSERIAL PRIMARY KEY,
    game_id     BIGINT NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
    finished_at BIGINT NOT NULL
);
-- The current rating of each player in each server, game and pool.
CREATE TABLE ratings (
    guild_id   BIGINT NOT NULL,
    kind       TEXT NOT NULL,
    pool       TEXT NOT NULL,
    user_id    BIGINT NOT NULL,
    name       TEXT NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    last_seq   BIGINT NOT NULL,
    PRIMARY KEY (guild_id, kind, pool, user_id)
);
-- One row per player of each rated game: what they had before and after.
CREATE TABLE rating_changes (
    seq              BIGINT NOT NULL REFERENCES finishes (seq) ON DELETE CASCADE,
    game_id          BIGINT NOT NULL,
    guild_id         BIGINT NOT NULL,
    kind             TEXT NOT NULL,
    pool             TEXT NOT NULL,
    user_id          BIGINT NOT NULL,
    name             TEXT NOT NULL,
    seat             BIGINT NOT NULL,
    team             BIGINT NOT NULL,
    rank             BIGINT NOT NULL,
    result           TEXT NOT NULL,
    rating_before    DOUBLE PRECISION NOT NULL,
    deviation_before DOUBLE PRECISION NOT NULL,
    volatility_before DOUBLE PRECISION NOT NULL,
    rating_after     DOUBLE PRECISION NOT NULL,
    deviation_after  DOUBLE PRECISION NOT NULL,
    volatility_after DOUBLE PRECISION NOT NULL,
    finished_at      BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_changes_by_user ON rating_changes (guild_id, user_id, seq);
CREATE INDEX rating_changes_by_game ON rating_changes (guild_id, kind, finished_at);
-- Set when the ratings must be recomputed from the finished games at the
-- next start: here, to list and rate the games finished before ratings
-- existed; later, whenever the rating rules change.
CREATE TABLE rating_rebuild (pending BIGINT NOT NULL);
INSERT INTO rating_rebuild (pending) VALUES (1);