//! Public messages owed by accepted actions (table `owed_posts`): a move is
//! stored first and posted after, so a bot stopped in between would leave
//! the channel without the move's picture and the next player unpinged.
//! The row is written in the move's own transaction and deleted once the
//! post is out; whatever is left is posted after a restart.

use super::{Result, Store};
use rusqlite::{Transaction, params};

/// Records, with the action `ply` of `game`, that its post is owed.
pub(super) fn owe(tx: &Transaction, game: i64, ply: i64, at: i64) -> rusqlite::Result<()> {
    tx.execute(
        "INSERT INTO owed_posts (game_id, ply, created_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (game_id) DO UPDATE SET ply = excluded.ply, created_at = excluded.created_at",
        params![game, ply, at],
    )?;
    Ok(())
}

/// Nothing is owed any more for `game` up to action `ply`.
pub(super) fn settle(tx: &rusqlite::Connection, game: i64, ply: i64) -> rusqlite::Result<()> {
    tx.execute(
        "DELETE FROM owed_posts WHERE game_id = ?1 AND ply <= ?2",
        params![game, ply],
    )?;
    Ok(())
}

impl Store {
    /// The post for `game` up to action `ply` is out.
    pub fn mark_posted(&self, game: i64, ply: i64) -> Result<()> {
        settle(&self.conn(), game, ply)?;
        Ok(())
    }

    /// Games whose last action, stored at or before `stored_by`, was never
    /// posted: (game, ply), oldest first.
    pub fn owed_posts(&self, stored_by: i64) -> Result<Vec<(i64, i64)>> {
        let conn = self.conn();
        let mut stmt =
            conn.prepare("SELECT game_id, ply FROM owed_posts WHERE created_at <= ?1 ORDER BY created_at, game_id")?;
        let rows = stmt.query_map([stored_by], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }
}
