//! Public messages owed by accepted actions (table `owed_posts`): a move is
//! stored first and posted after, so a bot stopped in between would leave
//! the channel without the move's picture and the next player unpinged.
//! The row is written in the move's own transaction and deleted once the
//! post is out; whatever is left is posted after a restart.
//!
//! Several processes may share the database, so a left-over post is
//! *claimed* before it is posted: the process that stored the action holds
//! it for [`POST_LEASE`] seconds (it is posting it right now), and after
//! that one conditional update hands it to exactly one process's timer
//! round, for another lease (should that process stop before posting, the
//! next lease-holder posts it).

use super::sql::{Db, args};
use super::tables::OWED_POSTS;
use super::{Result, Store};

/// Seconds a claim on a post lasts: ample for one post to reach Discord.
pub const POST_LEASE: i64 = 30;

/// Records, with the action `ply` of `game`, that its post is owed, and
/// claimed by the process storing it.
pub(super) fn owe(db: &mut dyn Db, game: i64, ply: i64, at: i64) -> Result<()> {
    db.execute(
        &format!(
            "{} ON CONFLICT (game_id) DO UPDATE SET ply = excluded.ply, created_at = excluded.created_at,
             claimed_until = excluded.claimed_until",
            OWED_POSTS.insert()
        ),
        args![game, ply, at, at + POST_LEASE],
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

    /// Claims, for this process until `until`, the posts whose claim ended
    /// by `now` (`i64::MAX`: every post, for a process alone on its
    /// database that has just started and so has nothing in flight), and
    /// returns them as (game, ply), oldest first. Two processes claiming at
    /// once get disjoint sets: each row changes for one of them only.
    pub fn claim_owed_posts(&self, now: i64, until: i64) -> Result<Vec<(i64, i64)>> {
        let mut claimed = self.write(|db| {
            db.query(
                "UPDATE owed_posts SET claimed_until = ?2 WHERE claimed_until <= ?1
                 RETURNING created_at, game_id, ply",
                args![now, until],
            )?
            .iter()
            .map(|r| Ok((r.get("created_at")?, r.get("game_id")?, r.get("ply")?)))
            .collect::<Result<Vec<(i64, i64, i64)>>>()
        })?;
        claimed.sort_unstable();
        Ok(claimed.into_iter().map(|(_, game, ply)| (game, ply)).collect())
    }

    /// Games whose last action, stored at or before `stored_by`, was never
    /// posted: (game, ply), oldest first (whoever holds the claim).
    pub fn owed_posts(&self, stored_by: i64) -> Result<Vec<(i64, i64)>> {
        self.read(|db| {
            db.query(
                "SELECT game_id, ply FROM owed_posts WHERE created_at <= ?1 ORDER BY created_at, game_id",
                args![stored_by],
            )?
            .iter()
            .map(|r| Ok((r.get("game_id")?, r.get("ply")?)))
            .collect()
        })
    }
}
