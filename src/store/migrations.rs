//! Schema migrations, applied in order at start-up (tracked in SQLite's
//! `user_version`). Never edit a released migration: add a new one.

use rusqlite_migration::{M, Migrations};

pub fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(
            "CREATE TABLE games (
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
        );",
        ),
        // Asynchronous play: how long the players to act have waited, the
        // reminders sent, pauses and takeback proposals; server settings and
        // each user's choice of reminders.
        M::up(
            "ALTER TABLE games ADD COLUMN wait_since INTEGER;
        ALTER TABLE games ADD COLUMN reminders_sent INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE games ADD COLUMN deadline_announced INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE games ADD COLUMN paused_at INTEGER;
        ALTER TABLE games ADD COLUMN pause_votes TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE games ADD COLUMN proposal TEXT;
        CREATE TABLE guild_settings (
            guild_id       INTEGER PRIMARY KEY,
            reminder_hours INTEGER NOT NULL,
            reminder_count INTEGER NOT NULL,
            deadline_hours INTEGER,
            grace_hours    INTEGER NOT NULL,
            threads        INTEGER NOT NULL
        );
        CREATE TABLE notify_prefs (
            user_id INTEGER PRIMARY KEY,
            mode    TEXT NOT NULL
        );",
        ),
        // Computer players: a seat played by the bot, at this level.
        M::up("ALTER TABLE players ADD COLUMN computer TEXT;"),
        // Ratings, leaderboards and statistics.
        M::up(RATINGS),
    ])
}

/// Ratings, leaderboards and player statistics (see `store/ratings.rs`).
const RATINGS: &str = "
    -- Every game that reached 'finished', in the order it did. Ratings are
    -- applied in this order, and a rebuild replays exactly this order.
    CREATE TABLE finishes (
        seq         INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id     INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
        finished_at INTEGER NOT NULL
    );
    -- The current rating of each player in each server, game and pool.
    CREATE TABLE ratings (
        guild_id   INTEGER NOT NULL,
        kind       TEXT NOT NULL,
        pool       TEXT NOT NULL,
        user_id    INTEGER NOT NULL,
        name       TEXT NOT NULL,
        rating     REAL NOT NULL,
        deviation  REAL NOT NULL,
        volatility REAL NOT NULL,
        last_seq   INTEGER NOT NULL,
        PRIMARY KEY (guild_id, kind, pool, user_id)
    );
    -- One row per player of each rated game: what they had before and after.
    CREATE TABLE rating_changes (
        seq              INTEGER NOT NULL REFERENCES finishes (seq) ON DELETE CASCADE,
        game_id          INTEGER NOT NULL,
        guild_id         INTEGER NOT NULL,
        kind             TEXT NOT NULL,
        pool             TEXT NOT NULL,
        user_id          INTEGER NOT NULL,
        name             TEXT NOT NULL,
        seat             INTEGER NOT NULL,
        team             INTEGER NOT NULL,
        rank             INTEGER NOT NULL,
        result           TEXT NOT NULL,
        rating_before    REAL NOT NULL,
        deviation_before REAL NOT NULL,
        volatility_before REAL NOT NULL,
        rating_after     REAL NOT NULL,
        deviation_after  REAL NOT NULL,
        volatility_after REAL NOT NULL,
        finished_at      INTEGER NOT NULL,
        PRIMARY KEY (game_id, user_id)
    );
    CREATE INDEX rating_changes_by_user ON rating_changes (guild_id, user_id, seq);
    CREATE INDEX rating_changes_by_game ON rating_changes (guild_id, kind, finished_at);
    -- Set when the ratings must be recomputed from the finished games at the
    -- next start: here, to list and rate the games finished before ratings
    -- existed; later, whenever the rating rules change.
    CREATE TABLE rating_rebuild (pending INTEGER NOT NULL);
    INSERT INTO rating_rebuild (pending) VALUES (1);
";

#[cfg(test)]
mod tests {
    #[test]
    fn migrations_are_valid() {
        assert!(super::migrations().validate().is_ok());
    }
}
