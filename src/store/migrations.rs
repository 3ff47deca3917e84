//! Schema migrations, applied in order at start-up (tracked in SQLite's
//! `user_version`). Never edit a released migration: add a new file and a
//! line here. Each file says what its tables are for.

use rusqlite_migration::{M, Migrations};

pub fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(include_str!("migrations/001_games.sql")),
        M::up(include_str!("migrations/002_waiting_and_settings.sql")),
        M::up(include_str!("migrations/003_computer_seats.sql")),
        M::up(include_str!("migrations/004_ratings.sql")),
        M::up(include_str!("migrations/005_puzzles.sql")),
        M::up(include_str!("migrations/006_owed_posts.sql")),
        M::up(include_str!("migrations/007_turn_post.sql")),
        M::up(include_str!("migrations/008_next_due.sql")),
        M::up(include_str!("migrations/009_flat_lookups.sql")),
    ])
}

#[cfg(test)]
mod tests {
    #[test]
    fn migrations_are_valid() {
        assert!(super::migrations().validate().is_ok());
    }
}
