-- Lookups whose cost follows the work, not how many games the database has
-- seen (each is checked with `EXPLAIN QUERY PLAN` in `store/tests.rs`).
-- A player's games (`/games`, `/history`) start from their own seats; with
-- the game's id in the index, finding them reads no `players` row.
CREATE INDEX players_by_user_game ON players (user_id, game_id);
DROP INDEX players_by_user;
-- A leaderboard of the past week or month over every game: that period's
-- range of a server's changes.
CREATE INDEX rating_changes_by_time ON rating_changes (guild_id, finished_at);
-- Each rating carries its record and each pool its number of rated games,
-- so an all-time leaderboard reads one row per player instead of every
-- change ever rated. Rating a game adds to both; a rebuild recounts them.
ALTER TABLE ratings ADD COLUMN wins BIGINT NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN draws BIGINT NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN losses BIGINT NOT NULL DEFAULT 0;
CREATE TABLE rated_games (
    guild_id BIGINT NOT NULL,
    kind     TEXT NOT NULL,
    pool     TEXT NOT NULL,
    games    BIGINT NOT NULL,
    PRIMARY KEY (guild_id, kind, pool)
);
-- Counted once here from the changes already stored.
UPDATE ratings SET
    wins = (SELECT COUNT(*) FROM rating_changes c
            WHERE c.guild_id = ratings.guild_id AND c.kind = ratings.kind AND c.pool = ratings.pool
              AND c.user_id = ratings.user_id AND c.result = 'win'),
    draws = (SELECT COUNT(*) FROM rating_changes c
             WHERE c.guild_id = ratings.guild_id AND c.kind = ratings.kind AND c.pool = ratings.pool
               AND c.user_id = ratings.user_id AND c.result = 'draw'),
    losses = (SELECT COUNT(*) FROM rating_changes c
              WHERE c.guild_id = ratings.guild_id AND c.kind = ratings.kind AND c.pool = ratings.pool
                AND c.user_id = ratings.user_id AND c.result = 'loss');
INSERT INTO rated_games (guild_id, kind, pool, games)
    SELECT guild_id, kind, pool, COUNT(DISTINCT game_id) FROM rating_changes GROUP BY guild_id, kind, pool;