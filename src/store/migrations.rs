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
    ])
}

#[cfg(test)]
mod tests {
    #[test]
    fn migrations_are_valid() {
        assert!(super::migrations().validate().is_ok());
    }
}
