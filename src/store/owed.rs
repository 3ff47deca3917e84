//! Public messages owed by accepted actions (table `owed_posts`): a move is
//! stored first and posted after, so a bot stopped in between would leave
//! the channel without the move's picture and the next player unpinged.
//! The row is written in the move's own transaction and deleted once the
//! post is out; whatever is left is posted after a restart.

use super::sql::{Db, args};
use super::{Result, Store};

/// Records, with the action `ply` of `game`, that its post is owed.
pub(super) fn owe(db: &mut dyn Db, game: i64, ply: i64, at: i64) -> Result<()> {
    db.execute(
        "INSERT INTO owed_posts (game_id, ply, created_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (game_id) DO UPDATE SET ply = excluded.ply, created_at = excluded.created_at",
        args![game, ply, at],
    )?;
    Ok(())
}

/// Nothing is owed any more for `game` up to action `ply`.
pub(super) fn settle(db: &mut dyn Db, game: i64, ply: i64) -> Result<()> {
    db.execute(
        "DELETE FROM owed_posts WHERE game_id = ?1 AND ply <= ?2",
        args![game, ply],
    )?;
    Ok(())
}

impl Store {
    /// The post for `game` up to action `ply` is out.
    pub fn mark_posted(&self, game: i64, ply: i64) -> Result<()> {
        self.write(|db| settle(db, game, ply))
    }

    /// Games whose last action, stored at or before `stored_by`, was never
    /// posted: (game, ply), oldest first.
    pub fn owed_posts(&self, stored_by: i64) -> Result<Vec<(i64, i64)>> {
        self.read(|db| {
            db.query(
                "SELECT game_id, ply FROM owed_posts WHERE created_at <= ?1 ORDER BY created_at, game_id",
                args![stored_by],
            )?
            .iter()
            .map(|r| Ok((r.get(0)?, r.get(1)?)))
            .collect()
        })
    }
}
