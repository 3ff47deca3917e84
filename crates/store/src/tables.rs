//! Every table of the schema with its columns, written once: the store's
//! queries select a table's rows with [`Table::select`] and insert them
//! with [`Table::insert`], and `db copy` moves every column of every
//! table in [`TABLES`]. Adding a column is a migration plus one edit here
//! (and its value where the row is written and read, by name).

/// One table: its name, every column in the order the migrations made
/// them, and what a copy needs to know of it.
#[derive(Clone, Copy, Debug)]
pub struct Table {
    pub name: &'static str,
    /// Every column, in the order the migrations made them.
    pub columns: &'static [&'static str],
    /// The primary key (or, for a table without one, every column): the
    /// order a copy reads rows in.
    pub key: &'static str,
    /// The column a PostgreSQL sequence numbers (`BIGSERIAL`): a new row
    /// leaves it to the database; a copy writes it and moves the sequence
    /// past the copied values so that new rows do not collide with them.
    pub serial: Option<&'static str>,
    /// A migration writes this table's row itself (the `rating_rebuild`
    /// flag): a copy replaces the target's row, which is no sign of data.
    pub seeded: bool,
}

impl Table {
    const fn new(name: &'static str, columns: &'static [&'static str], key: &'static str) -> Table {
        Table {
            name,
            columns,
            key,
            serial: None,
            seeded: false,
        }
    }

    const fn serial(mut self, column: &'static str) -> Table {
        self.serial = Some(column);
        self
    }

    const fn seeded(mut self) -> Table {
        self.seeded = true;
        self
    }

    /// The columns as a statement lists them: `a, b, c`.
    pub fn list(&self) -> String {
        self.columns.join(", ")
    }

    /// `SELECT` every column `FROM` the table (a condition may follow).
    pub fn select(&self) -> String {
        format!("SELECT {} FROM {}", self.list(), self.name)
    }

    /// `INSERT INTO` the table every column but the one its sequence
    /// numbers, with the parameters `?1`, `?2`, ... in the order of
    /// [`Table::columns`] (an `ON CONFLICT` or `RETURNING` may follow).
    pub fn insert(&self) -> String {
        let columns: Vec<&str> = self
            .columns
            .iter()
            .copied()
            .filter(|c| Some(*c) != self.serial)
            .collect();
        let numbers: Vec<String> = (1..=columns.len()).map(|n| format!("?{n}")).collect();
        format!(
            "INSERT INTO {} ({}) VALUES ({})",
            self.name,
            columns.join(", "),
            numbers.join(", ")
        )
    }
}

pub const GAMES: Table = Table::new(
    "games",
    &[
        "id",
        "guild_id",
        "channel_id",
        "kind",
        "variant",
        "status",
        "created_by",
        "seed",
        "snapshot",
        "rng",
        "version",
        "to_act",
        "outcome",
        "abort_votes",
        "created_at",
        "updated_at",
        "wait_since",
        "reminders_sent",
        "deadline_announced",
        "paused_at",
        "pause_votes",
        "proposal",
        "turn_post",
        "next_due",
        "due_computer",
        "locale",
    ],
    "id",
)
.serial("id");

pub const PLAYERS: Table = Table::new(
    "players",
    &["game_id", "slot", "user_id", "name", "accepted", "seat", "computer"],
    "game_id, slot",
);

pub const ACTIONS: Table = Table::new(
    "actions",
    &["game_id", "ply", "seat", "user_id", "notation", "created_at"],
    "game_id, ply",
);

pub const FINISHES: Table = Table::new("finishes", &["seq", "game_id", "finished_at"], "seq").serial("seq");

pub const RATINGS: Table = Table::new(
    "ratings",
    &[
        "guild_id",
        "kind",
        "pool",
        "user_id",
        "name",
        "rating",
        "deviation",
        "volatility",
        "last_seq",
        "wins",
        "draws",
        "losses",
    ],
    "guild_id, kind, pool, user_id",
);

pub const RATING_CHANGES: Table = Table::new(
    "rating_changes",
    &[
        "seq",
        "game_id",
        "guild_id",
        "kind",
        "pool",
        "user_id",
        "name",
        "seat",
        "team",
        "rank",
        "result",
        "rating_before",
        "deviation_before",
        "volatility_before",
        "rating_after",
        "deviation_after",
        "volatility_after",
        "finished_at",
    ],
    "game_id, user_id",
);

pub const RATED_GAMES: Table = Table::new(
    "rated_games",
    &["guild_id", "kind", "pool", "games"],
    "guild_id, kind, pool",
);

pub const RATING_REBUILD: Table = Table::new("rating_rebuild", &["pending"], "pending").seeded();

pub const GUILD_SETTINGS: Table = Table::new(
    "guild_settings",
    &[
        "guild_id",
        "reminder_hours",
        "reminder_count",
        "deadline_hours",
        "grace_hours",
        "threads",
        "language",
    ],
    "guild_id",
);

pub const NOTIFY_PREFS: Table = Table::new("notify_prefs", &["user_id", "mode"], "user_id");

pub const PUZZLE_SESSIONS: Table = Table::new(
    "puzzle_sessions",
    &[
        "guild_id",
        "user_id",
        "user_name",
        "source",
        "title",
        "goal",
        "queue",
        "moves",
        "moves_played",
        "hints",
        "shortest",
        "public",
        "solved_at",
        "version",
        "created_at",
        "updated_at",
    ],
    "guild_id, user_id",
);

pub const PUZZLE_SOLVES: Table = Table::new(
    "puzzle_solves",
    &[
        "id",
        "guild_id",
        "user_id",
        "user_name",
        "source",
        "goal",
        "queue",
        "moves",
        "moves_played",
        "hints",
        "shortest",
        "solved_at",
    ],
    "id",
)
.serial("id");

pub const PUZZLE_PARKED: Table = Table::new(
    "puzzle_parked",
    &[
        "guild_id",
        "user_id",
        "source",
        "goal",
        "moves",
        "moves_played",
        "hints",
    ],
    "guild_id, user_id, source, goal",
);

pub const OWED_POSTS: Table = Table::new(
    "owed_posts",
    &["game_id", "ply", "created_at", "claimed_until"],
    "game_id",
);

pub const TURN_MESSAGES: Table = Table::new(
    "turn_messages",
    &["game_id", "turn_version", "channel_id", "message_id"],
    "game_id",
);

pub const PROCESSES: Table = Table::new(
    "processes",
    &["process", "shard_total", "served", "connected", "seen_at"],
    "process",
);

pub const ANSWERS_ONLY_CHANNELS: Table = Table::new("answers_only_channels", &["channel_id", "seen_at"], "channel_id");

/// Every table of the schema, parents before the rows that refer to them
/// (games before players, finishes before rating changes).
pub const TABLES: &[Table] = &[
    GAMES,
    PLAYERS,
    ACTIONS,
    FINISHES,
    RATINGS,
    RATING_CHANGES,
    RATED_GAMES,
    RATING_REBUILD,
    GUILD_SETTINGS,
    NOTIFY_PREFS,
    PUZZLE_SESSIONS,
    PUZZLE_SOLVES,
    PUZZLE_PARKED,
    OWED_POSTS,
    TURN_MESSAGES,
    PROCESSES,
    ANSWERS_ONLY_CHANNELS,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_list_every_column_once_in_order() {
        assert_eq!(FINISHES.select(), "SELECT seq, game_id, finished_at FROM finishes");
        // The sequence numbers a new row's key.
        assert_eq!(
            FINISHES.insert(),
            "INSERT INTO finishes (game_id, finished_at) VALUES (?1, ?2)"
        );
        assert_eq!(
            NOTIFY_PREFS.insert(),
            "INSERT INTO notify_prefs (user_id, mode) VALUES (?1, ?2)"
        );
    }
}
