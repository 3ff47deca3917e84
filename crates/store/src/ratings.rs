//! Ratings in SQL: rating a game as it finishes, rebuilding every rating
//! from the finished games, and the queries behind leaderboards, stats and
//! history. The arithmetic is in [`crate::rating`].
//!
//! A finished game gets a row in `finishes` (its place in the order games
//! finished) in the transaction that finishes it, and is rated there by
//! [`rate_game`]. A rebuild empties the ratings and calls the same
//! function on the same games in the same order, so it reproduces the
//! incremental numbers bit for bit (both backends keep ratings as exact doubles).

use super::decode::kind_of;
use super::sql::{Db, Row, Value, args};
use super::tables::{self, FINISHES, RATING_CHANGES, RATINGS};
use super::{GameRow, Result, Status, Store, StoreError, game_by_id, games_where};
use crate::rating::{Entrant, GameResult, Pool, Skill};
use dominoes_engine::GameKind;
use std::collections::HashMap;

/// What a rebuild did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RebuildReport {
    /// Finished games looked at.
    pub finished: usize,
    /// Of those, the games that count for ratings.
    pub rated: usize,
    /// Ratings (player, game and pool) that exist afterwards.
    pub ratings: usize,
}

/// A player's current rating in one server, game and pool, with their
/// record there (kept with the rating, so an all-time leaderboard reads
/// one row per player, not every game ever rated).
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub kind: GameKind,
    pub pool: Pool,
    pub user_id: u64,
    /// The name they had in their latest rated game.
    pub name: String,
    pub skill: Skill,
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
}

/// One player's part in one rated game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingChange {
    /// The game's place in the order games finished.
    pub seq: i64,
    pub game_id: i64,
    pub kind: GameKind,
    pub pool: Pool,
    pub user_id: u64,
    pub name: String,
    pub seat: usize,
    /// Partners share a team number; everyone else has their own.
    pub team: usize,
    pub rank: usize,
    pub result: GameResult,
    pub before: Skill,
    pub after: Skill,
    pub finished_at: i64,
}

/// Records that `game_id` finished (once: a second call does nothing) and
/// rates it. Runs inside the transaction that saves the finished game.
pub(super) fn on_finished(db: &mut dyn Db, game_id: i64, finished_at: i64) -> Result<()> {
    let inserted = db.first(
        &format!("{} ON CONFLICT (game_id) DO NOTHING RETURNING seq", FINISHES.insert()),
        args![game_id, finished_at],
    )?;
    if let Some(row) = inserted {
        rate_game(db, row.get("seq")?, game_id, finished_at)?;
    }
    Ok(())
}

/// Recomputes every rating from the finished games, in the order they
/// finished. Finished games missing from that order (from before ratings
/// existed) are appended to it first, oldest first.
pub(super) fn rebuild(db: &mut dyn Db) -> Result<RebuildReport> {
    for sql in [
        "DELETE FROM rating_changes",
        "DELETE FROM ratings",
        "DELETE FROM rated_games",
        "INSERT INTO finishes (game_id, finished_at)
             SELECT id, updated_at FROM games
             WHERE status = 'finished' AND id NOT IN (SELECT game_id FROM finishes)
             ORDER BY updated_at, id",
    ] {
        db.execute(sql, &[])?;
    }
    let order = db
        .query(&format!("{} ORDER BY seq", FINISHES.select()), &[])?
        .iter()
        .map(|r| Ok((r.get("seq")?, r.get("game_id")?, r.get("finished_at")?)))
        .collect::<Result<Vec<(i64, i64, i64)>>>()?;
    let mut rated = 0;
    for &(seq, game_id, finished_at) in &order {
        if rate_game(db, seq, game_id, finished_at)? {
            rated += 1;
        }
    }
    let ratings: i64 = db.one("SELECT COUNT(*) AS n FROM ratings", &[])?.get("n")?;
    Ok(RebuildReport {
        finished: order.len(),
        rated,
        ratings: ratings as usize,
    })
}

/// Rebuilds once if a migration asked for it (see `rating_rebuild`).
pub(super) fn rebuild_if_pending(db: &mut dyn Db) -> Result<()> {
    let pending: i64 = db
        .one("SELECT COUNT(*) AS n FROM rating_rebuild WHERE pending != 0", &[])?
        .get("n")?;
    if pending > 0 {
        let report = rebuild(db)?;
        db.execute("UPDATE rating_rebuild SET pending = 0", &[])?;
        tracing::info!(
            finished = report.finished,
            rated = report.rated,
            "ratings rebuilt from the finished games"
        );
    }
    Ok(())
}

/// One player of a game that counts, as the rating needs them.
struct Seated {
    user_id: u64,
    name: String,
    seat: usize,
    rank: usize,
    team: usize,
}

/// The pool and players of `game` if it counts for ratings: finished with
/// a readable outcome that ranks every seat once, at least two seats, each
/// held by a different person (no open seat, no computer).
fn rated_table(game: &GameRow) -> Option<(Pool, Vec<Seated>)> {
    if game.status != Status::Finished {
        return None;
    }
    let outcome = game.outcome.as_ref()?;
    let seated = game.seated();
    let pool = Pool::for_table(seated.len(), &outcome.teams)?;
    if outcome.standings.len() != seated.len() {
        return None;
    }
    let mut players = Vec::with_capacity(seated.len());
    for p in seated {
        if p.computer.is_some() {
            return None;
        }
        let user_id = p.user_id?;
        let seat = p.seat?;
        if players.iter().any(|s: &Seated| s.user_id == user_id) {
            return None;
        }
        let team = outcome
            .teams
            .iter()
            .position(|t| t.contains(&seat))
            .unwrap_or(outcome.teams.len() + seat);
        players.push(Seated {
            user_id,
            name: p.name.clone(),
            seat,
            rank: outcome.rank_of(seat)?,
            team,
        });
    }
    Some((pool, players))
}

/// Rates one finished game from the ratings as they are now; returns
/// whether it counted. The one place ratings change. A game whose row
/// cannot be read counts for nobody (logged): rating the others, and
/// starting the bot, must not fail on it.
fn rate_game(db: &mut dyn Db, seq: i64, game_id: i64, finished_at: i64) -> Result<bool> {
    let game = match game_by_id(db, game_id) {
        Ok(Some(game)) => game,
        Ok(None) => return Ok(false),
        Err(e @ StoreError::Corrupt { .. }) => {
            tracing::error!(game = game_id, "not rated: {e}");
            return Ok(false);
        }
        Err(e) => return Err(e),
    };
    let Some((pool, players)) = rated_table(&game) else {
        return Ok(false);
    };
    let guild = game.guild_id;
    let kind = game.kind.id();
    let mut entrants = Vec::with_capacity(players.len());
    for p in &players {
        let skill = current_skill(db, guild, kind, pool, p.user_id)?.unwrap_or_else(|| pool.initial());
        entrants.push(Entrant {
            skill,
            rank: p.rank,
            team: p.team,
        });
    }
    let after = crate::rating::update(pool, &entrants);
    let ranks: Vec<usize> = players.iter().map(|p| p.rank).collect();
    for ((p, e), new) in players.iter().zip(&entrants).zip(&after) {
        let change = Change {
            seq,
            game_id,
            guild,
            kind,
            pool,
            player: p,
            result: GameResult::of(p.rank, &ranks),
            before: e.skill,
            after: *new,
            finished_at,
        };
        record_change(db, &change)?;
    }
    db.execute(
        &format!(
            "{} ON CONFLICT (guild_id, kind, pool) DO UPDATE SET games = rated_games.games + 1",
            tables::RATED_GAMES.insert()
        ),
        args![guild, kind, pool.id(), 1_i64],
    )?;
    Ok(true)
}

/// A player's rating in one server, game and pool, if they have one.
fn current_skill(db: &mut dyn Db, guild: u64, kind: &str, pool: Pool, user: u64) -> Result<Option<Skill>> {
    db.first(
        "SELECT rating, deviation, volatility FROM ratings
         WHERE guild_id = ?1 AND kind = ?2 AND pool = ?3 AND user_id = ?4",
        args![guild, kind, pool.id(), user],
    )?
    .map(|r| {
        Ok(Skill {
            rating: r.get("rating")?,
            deviation: r.get("deviation")?,
            volatility: r.get("volatility")?,
        })
    })
    .transpose()
}

/// One player's rating change in one game, as [`record_change`] stores it.
struct Change<'a> {
    seq: i64,
    game_id: i64,
    guild: u64,
    kind: &'a str,
    pool: Pool,
    player: &'a Seated,
    result: GameResult,
    before: Skill,
    after: Skill,
    finished_at: i64,
}

/// Stores one player's change and their new current rating.
fn record_change(db: &mut dyn Db, c: &Change) -> Result<()> {
    let p = c.player;
    db.execute(
        &RATING_CHANGES.insert(),
        args![
            c.seq,
            c.game_id,
            c.guild,
            c.kind,
            c.pool.id(),
            p.user_id,
            p.name,
            p.seat,
            p.team,
            p.rank,
            c.result.id(),
            c.before.rating,
            c.before.deviation,
            c.before.volatility,
            c.after.rating,
            c.after.deviation,
            c.after.volatility,
            c.finished_at,
        ],
    )?;
    let count = |r: GameResult| i64::from(c.result == r);
    db.execute(
        &format!(
            "{} ON CONFLICT (guild_id, kind, pool, user_id) DO UPDATE SET
             name = excluded.name, rating = excluded.rating, deviation = excluded.deviation,
             volatility = excluded.volatility, last_seq = excluded.last_seq,
             wins = ratings.wins + excluded.wins, draws = ratings.draws + excluded.draws,
             losses = ratings.losses + excluded.losses",
            RATINGS.insert()
        ),
        args![
            c.guild,
            c.kind,
            c.pool.id(),
            p.user_id,
            p.name,
            c.after.rating,
            c.after.deviation,
            c.after.volatility,
            c.seq,
            count(GameResult::Win),
            count(GameResult::Draw),
            count(GameResult::Loss),
        ],
    )?;
    Ok(())
}

/// A server's ratings (`?1`), of one game kind (`?2`) or all.
pub(super) fn ratings_sql(one_kind: bool) -> String {
    format!(
        "{} WHERE guild_id = ?1{} ORDER BY kind, pool, user_id",
        RATINGS.select(),
        if one_kind { " AND kind = ?2" } else { "" }
    )
}

/// A server's (`?1`) rating changes from games finished at or after `?2`,
/// of one game kind (`?3`) or all.
pub(super) fn changes_sql(one_kind: bool) -> String {
    format!(
        "{} WHERE guild_id = ?1 AND finished_at >= ?2{} ORDER BY seq, seat",
        RATING_CHANGES.select(),
        if one_kind { " AND kind = ?3" } else { "" }
    )
}

/// `/history`'s games (`?1`: the server, `?2`: the user, `?3`: a game kind
/// or NULL, `?4`: how many): the user's seats first, so the cost follows
/// the user's games, not the server's.
pub(super) const FINISHED_OF_USER: &str =
    "SELECT f.game_id, f.finished_at FROM finishes f JOIN games g ON g.id = f.game_id
     WHERE g.guild_id = ?1 AND g.status = 'finished' AND (CAST(?3 AS TEXT) IS NULL OR g.kind = ?3)
       AND g.id IN (SELECT game_id FROM players WHERE user_id = ?2)
     ORDER BY f.seq DESC LIMIT ?4";

/// A user's (`?2`) rated games in a server (`?1`), every player's change.
pub(super) const CHANGES_WITH_USER: &str = "WHERE game_id IN
         (SELECT game_id FROM rating_changes WHERE guild_id = ?1 AND user_id = ?2)
     ORDER BY seq, seat";

pub(super) const RATED_GAMES: &str =
    "SELECT kind, pool, games FROM rated_games WHERE guild_id = ?1 ORDER BY kind, pool";

/// A stored change, or `None` (logged) for a row this version cannot
/// read. Rating rows are derived from the games (a rebuild writes them
/// anew), so leaderboards and stats skip such a row rather than fail.
fn change_from_row(r: &Row) -> Result<Option<RatingChange>> {
    let game_id: i64 = r.get("game_id")?;
    let (kind, pool, result): (String, String, String) = (r.get("kind")?, r.get("pool")?, r.get("result")?);
    let (Some(kind), Some(pool), Some(result)) = (kind_of(&kind), Pool::parse(&pool), GameResult::parse(&result))
    else {
        tracing::error!(
            game = game_id,
            "skipping a rating change this version cannot read: {kind}, {pool}, {result}"
        );
        return Ok(None);
    };
    Ok(Some(RatingChange {
        seq: r.get("seq")?,
        game_id,
        kind,
        pool,
        user_id: r.get("user_id")?,
        name: r.get("name")?,
        seat: r.get("seat")?,
        team: r.get("team")?,
        rank: r.get("rank")?,
        result,
        before: Skill {
            rating: r.get("rating_before")?,
            deviation: r.get("deviation_before")?,
            volatility: r.get("volatility_before")?,
        },
        after: Skill {
            rating: r.get("rating_after")?,
            deviation: r.get("deviation_after")?,
            volatility: r.get("volatility_after")?,
        },
        finished_at: r.get("finished_at")?,
    }))
}

/// A stored rating, or `None` (logged) for a row this version cannot
/// read: skipped, like a change (see [`change_from_row`]).
fn rating_from_row(r: &Row) -> Result<Option<RatingRow>> {
    let (kind, pool): (String, String) = (r.get("kind")?, r.get("pool")?);
    let (Some(kind), Some(pool)) = (kind_of(&kind), Pool::parse(&pool)) else {
        let user: i64 = r.get("user_id")?;
        tracing::error!(user, "skipping a rating this version cannot read: {kind}, {pool}");
        return Ok(None);
    };
    Ok(Some(RatingRow {
        kind,
        pool,
        user_id: r.get("user_id")?,
        name: r.get("name")?,
        wins: r.get("wins")?,
        draws: r.get("draws")?,
        losses: r.get("losses")?,
        skill: Skill {
            rating: r.get("rating")?,
            deviation: r.get("deviation")?,
            volatility: r.get("volatility")?,
        },
    }))
}

/// The rows `decode` reads, less those it skips (`None`).
fn readable<T>(rows: Vec<Row>, decode: fn(&Row) -> Result<Option<T>>) -> Result<Vec<T>> {
    let mut out = Vec::with_capacity(rows.len());
    for row in &rows {
        out.extend(decode(row)?);
    }
    Ok(out)
}

impl Store {
    /// Recomputes every rating from the stored finished games.
    pub fn rebuild_ratings(&self) -> Result<RebuildReport> {
        self.write(rebuild)
    }

    /// Current ratings in `guild`, of one game kind or of all, each with
    /// the player's record.
    pub fn ratings(&self, guild: u64, kind: Option<GameKind>) -> Result<Vec<RatingRow>> {
        self.read(|db| {
            let rows = match kind {
                None => db.query(&ratings_sql(false), args![guild])?,
                Some(k) => db.query(&ratings_sql(true), args![guild, k.id()])?,
            };
            readable(rows, rating_from_row)
        })
    }

    /// How many rated games each game kind and pool has in `guild` (kept
    /// as games are rated, so an all-time board counts none of them).
    pub fn rated_games(&self, guild: u64) -> Result<Vec<(GameKind, Pool, usize)>> {
        let rows = self.read(|db| db.query(RATED_GAMES, args![guild]))?;
        // A kind or pool this version does not know is skipped, like its
        // ratings (derived data, rebuilt from the games).
        let mut out = Vec::with_capacity(rows.len());
        for r in &rows {
            let (k, p, n): (String, String, usize) = (r.get("kind")?, r.get("pool")?, r.get("games")?);
            out.extend(kind_of(&k).zip(Pool::parse(&p)).map(|(k, p)| (k, p, n)));
        }
        Ok(out)
    }

    /// Changes in `guild` (of one game kind, or all) from games finished
    /// at or after `since`, in the order the games finished: a range of an
    /// index on the finishing time, as long as the period, not the history.
    pub fn rating_changes(&self, guild: u64, kind: Option<GameKind>, since: Option<i64>) -> Result<Vec<RatingChange>> {
        let since = since.unwrap_or(i64::MIN);
        self.read(|db| {
            let rows = match kind {
                None => db.query(&changes_sql(false), args![guild, since])?,
                Some(k) => db.query(&changes_sql(true), args![guild, since, k.id()])?,
            };
            readable(rows, change_from_row)
        })
    }

    /// Every player's change in every rated game `user` played in `guild`,
    /// in the order the games finished.
    pub fn rating_changes_with(&self, guild: u64, user: u64) -> Result<Vec<RatingChange>> {
        self.read(|db| {
            let rows = db.query(
                &format!("{} {CHANGES_WITH_USER}", RATING_CHANGES.select()),
                args![guild, user],
            )?;
            readable(rows, change_from_row)
        })
    }

    /// The last `limit` finished games in `guild` in which `user` had a
    /// seat (of one game kind, or all), newest first, with when each ended.
    /// A game whose row cannot be read is in the list as its `Corrupt`
    /// error, so one damaged game never hides the others.
    pub fn finished_games_of(
        &self,
        guild: u64,
        user: u64,
        kind: Option<GameKind>,
        limit: usize,
    ) -> Result<Vec<(i64, Result<GameRow>)>> {
        self.read(|db| finished_games(db, guild, user, kind, limit))
    }
}

/// The `WHERE` of games by their ids (`?1` to `?count`): primary key lookups.
pub(super) fn ids_in(count: usize) -> String {
    let numbers: Vec<String> = (1..=count).map(|n| format!("?{n}")).collect();
    format!("id IN ({})", numbers.join(", "))
}

/// [`Store::finished_games_of`]: the games found, then all of them with
/// their players in one read (two queries, whatever their number).
fn finished_games(
    db: &mut dyn Db,
    guild: u64,
    user: u64,
    kind: Option<GameKind>,
    limit: usize,
) -> Result<Vec<(i64, Result<GameRow>)>> {
    let found = db.query(FINISHED_OF_USER, args![guild, user, kind.map(GameKind::id), limit])?;
    let ends: Vec<(i64, i64)> = found
        .iter()
        .map(|r| Ok((r.get("game_id")?, r.get("finished_at")?)))
        .collect::<Result<_>>()?;
    if ends.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<Value> = ends.iter().map(|&(id, _)| Value::Int(id)).collect();
    let mut by_id = HashMap::with_capacity(ids.len());
    for game in games_where(db, &ids_in(ids.len()), &ids)? {
        // A game that cannot be read is its `Corrupt` error, which names it.
        let id = match &game {
            Ok(row) => row.id,
            Err(StoreError::Corrupt { id, .. }) => *id,
            Err(_) => continue,
        };
        by_id.insert(id, game);
    }
    Ok(ends
        .into_iter()
        .filter_map(|(id, finished_at)| Some((finished_at, by_id.remove(&id)?)))
        .collect())
}

#[cfg(test)]
mod tests;
