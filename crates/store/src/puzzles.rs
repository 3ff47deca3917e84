//! Puzzle sessions (one per user and server) and solve records.

use super::decode::{At, to_json};
use super::sql::{Db, Row, args};
use super::tables::{PUZZLE_PARKED, PUZZLE_SESSIONS, PUZZLE_SOLVES};
use super::{Result, Store, StoreError};
use dominoes_engine::adding::Goal;
use std::fmt;

/// What a puzzle session was started from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleSource {
    /// A numbered problem (`/puzzle number:`), stored as `problem:1`.
    Problem(usize),
    /// A queue the user typed (`/puzzle queue:`), stored as `queue`.
    Queue,
    /// The puzzle of the day of this UTC date (`YYYY-MM-DD`), stored as
    /// `daily:2025-01-31`.
    Daily(String),
}

impl PuzzleSource {
    /// Reads a stored source; `None` for text this version does not write.
    pub fn parse(text: &str) -> Option<PuzzleSource> {
        if text == "queue" {
            return Some(PuzzleSource::Queue);
        }
        if let Some(n) = text.strip_prefix("problem:") {
            return n.parse().ok().map(PuzzleSource::Problem);
        }
        let date = text.strip_prefix("daily:")?;
        let b = date.as_bytes();
        let shaped = b.len() == 10
            && b.iter().enumerate().all(|(i, c)| {
                if i == 4 || i == 7 {
                    *c == b'-'
                } else {
                    c.is_ascii_digit()
                }
            });
        shaped.then(|| PuzzleSource::Daily(date.to_string()))
    }

    pub fn is_daily(&self) -> bool {
        matches!(self, PuzzleSource::Daily(_))
    }
}

impl fmt::Display for PuzzleSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleSource::Problem(n) => write!(f, "problem:{n}"),
            PuzzleSource::Queue => f.write_str("queue"),
            PuzzleSource::Daily(date) => write!(f, "daily:{date}"),
        }
    }
}

impl At {
    fn source(self, text: &str) -> Result<PuzzleSource> {
        PuzzleSource::parse(text).ok_or_else(|| self.corrupt(format!("source: unknown source `{text}`")))
    }

    fn goal(self, text: &str) -> Result<Goal> {
        Goal::ALL
            .into_iter()
            .find(|g| g.id() == text)
            .ok_or_else(|| self.corrupt(format!("goal: unknown goal `{text}`")))
    }
}

/// A user's current puzzle in one server. The position is not stored: it
/// is rebuilt by replaying `moves` on the queue, which is quick and means
/// the notation in the log is the only truth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSession {
    pub guild_id: u64,
    pub user_id: u64,
    pub user_name: String,
    /// What was asked for.
    pub source: PuzzleSource,
    /// The picture's title.
    pub title: String,
    pub goal: Goal,
    /// The queue as typed: `2 3 5 / 1 5 1`.
    pub queue: String,
    /// The moves on the board, in notation.
    pub moves: Vec<String>,
    /// Every move played, undone ones included.
    pub moves_played: i64,
    pub hints: i64,
    /// A shortest solution's length from the start, if known.
    pub shortest: Option<i64>,
    /// Whether replies go to the channel rather than to the user alone.
    pub public: bool,
    pub solved_at: Option<i64>,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

/// One solved puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSolve {
    pub guild_id: u64,
    pub user_id: u64,
    pub user_name: String,
    pub source: PuzzleSource,
    pub goal: Goal,
    pub queue: String,
    /// Moves in the solution as it stood when solved.
    pub moves: i64,
    /// Every move played on the way, undone ones included.
    pub moves_played: i64,
    pub hints: i64,
    pub shortest: Option<i64>,
    pub solved_at: i64,
}

/// A stored session (`Corrupt` if this version cannot read it). A
/// session is keyed by server and user; its errors name the user.
fn decode_session(r: &Row) -> Result<PuzzleSession> {
    let user_id: i64 = r.get("user_id")?;
    let at = At::new("puzzle_sessions", user_id);
    Ok(PuzzleSession {
        guild_id: r.get("guild_id")?,
        user_id: user_id as u64,
        user_name: r.get("user_name")?,
        source: at.source(&r.get::<String>("source")?)?,
        title: r.get("title")?,
        goal: at.goal(&r.get::<String>("goal")?)?,
        queue: r.get("queue")?,
        moves: at.json("moves", &r.get::<String>("moves")?)?,
        moves_played: r.get("moves_played")?,
        hints: r.get("hints")?,
        shortest: r.get("shortest")?,
        public: r.get("public")?,
        solved_at: r.get("solved_at")?,
        version: r.get("version")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
    })
}

/// A stored solve (`Corrupt` if this version cannot read it).
fn decode_solve(r: &Row) -> Result<PuzzleSolve> {
    let at = At::new("puzzle_solves", r.get("id")?);
    Ok(PuzzleSolve {
        guild_id: r.get("guild_id")?,
        user_id: r.get("user_id")?,
        user_name: r.get("user_name")?,
        source: at.source(&r.get::<String>("source")?)?,
        goal: at.goal(&r.get::<String>("goal")?)?,
        queue: r.get("queue")?,
        moves: r.get("moves")?,
        moves_played: r.get("moves_played")?,
        hints: r.get("hints")?,
        shortest: r.get("shortest")?,
        solved_at: r.get("solved_at")?,
    })
}

/// Solves with an unreadable source or goal are left out of the lists
/// (logged): a list of solves is shown whole or not at all, and one
/// damaged record must not hide everyone else's.
fn readable(rows: &[Row]) -> Vec<PuzzleSolve> {
    rows.iter()
        .filter_map(|r| {
            decode_solve(r)
                .map_err(|e| tracing::error!("skipping a puzzle solve: {e}"))
                .ok()
        })
        .collect()
}

impl Store {
    /// The user's puzzle session in `guild`, if they have one.
    pub fn puzzle_session(&self, guild: u64, user: u64) -> Result<Option<PuzzleSession>> {
        self.read(|db| {
            db.first(
                &format!("{} WHERE guild_id = ?1 AND user_id = ?2", PUZZLE_SESSIONS.select()),
                args![guild, user],
            )
        })?
        .map(|r| decode_session(&r))
        .transpose()
    }

    /// Starts `s` as the user's session, replacing any earlier one, and
    /// returns its version (later saves must name it).
    pub fn start_puzzle_session(&self, s: &PuzzleSession) -> Result<i64> {
        let moves = to_json(&s.moves)?;
        self.write(|db| {
            db.one(
                &format!(
                    "{} ON CONFLICT (guild_id, user_id) DO UPDATE SET
                     user_name = excluded.user_name, source = excluded.source, title = excluded.title,
                     goal = excluded.goal, queue = excluded.queue, moves = excluded.moves,
                     moves_played = excluded.moves_played, hints = excluded.hints,
                     shortest = excluded.shortest, public = excluded.public, solved_at = excluded.solved_at,
                     version = puzzle_sessions.version + 1, created_at = excluded.created_at,
                     updated_at = excluded.updated_at
                 RETURNING version",
                    PUZZLE_SESSIONS.insert()
                ),
                args![
                    s.guild_id,
                    s.user_id,
                    s.user_name,
                    s.source.to_string(),
                    s.title,
                    s.goal.id(),
                    s.queue,
                    moves,
                    s.moves_played,
                    s.hints,
                    s.shortest,
                    s.public,
                    s.solved_at,
                    0_i64,
                    s.created_at,
                    s.created_at,
                ],
            )?
            .get("version")
        })
    }

    /// Saves `s` if its version is still `s.version`, recording `solve` in
    /// the same transaction. Returns the new version.
    pub fn save_puzzle_session(&self, s: &PuzzleSession, solve: Option<&PuzzleSolve>) -> Result<i64> {
        let moves = to_json(&s.moves)?;
        self.write(|db| {
            let changed = db.execute(
                "UPDATE puzzle_sessions SET user_name = ?1, moves = ?2, moves_played = ?3, hints = ?4,
                                            public = ?5, solved_at = ?6, updated_at = ?7, version = version + 1
                 WHERE guild_id = ?8 AND user_id = ?9 AND version = ?10",
                args![
                    s.user_name,
                    moves,
                    s.moves_played,
                    s.hints,
                    s.public,
                    s.solved_at,
                    s.updated_at,
                    s.guild_id,
                    s.user_id,
                    s.version,
                ],
            )?;
            if changed != 1 {
                return Err(StoreError::Conflict);
            }
            if let Some(x) = solve {
                insert_solve(db, x)?;
            }
            Ok(s.version + 1)
        })
    }

    /// Everyone's best solve of one puzzle in `guild`, best first: fewest
    /// moves, then fewest hints, then fewest moves played, then earliest.
    pub fn puzzle_solves(&self, guild: u64, source: &PuzzleSource, goal: Goal) -> Result<Vec<PuzzleSolve>> {
        let rows = self.read(|db| {
            db.query(
                &format!(
                    "{} WHERE guild_id = ?1 AND source = ?2 AND goal = ?3
                     ORDER BY moves, hints, moves_played, solved_at, id",
                    PUZZLE_SOLVES.select()
                ),
                args![guild, source.to_string(), goal.id()],
            )
        })?;
        let mut best: Vec<PuzzleSolve> = Vec::with_capacity(rows.len());
        for r in readable(&rows) {
            if !best.iter().any(|b| b.user_id == r.user_id) {
                best.push(r);
            }
        }
        Ok(best)
    }

    /// Every solve of the user's in `guild`, oldest first (for `/stats`).
    pub fn puzzle_solves_by(&self, guild: u64, user: u64) -> Result<Vec<PuzzleSolve>> {
        let rows = self.read(|db| {
            db.query(
                &format!(
                    "{} WHERE guild_id = ?1 AND user_id = ?2 ORDER BY id",
                    PUZZLE_SOLVES.select()
                ),
                args![guild, user],
            )
        })?;
        Ok(readable(&rows))
    }

    /// The user's first solve of one puzzle in `guild`, if any.
    pub fn puzzle_solve_of(
        &self,
        guild: u64,
        user: u64,
        source: &PuzzleSource,
        goal: Goal,
    ) -> Result<Option<PuzzleSolve>> {
        self.read(|db| {
            db.first(
                &format!(
                    "{} WHERE guild_id = ?1 AND user_id = ?2 AND source = ?3 AND goal = ?4 ORDER BY id LIMIT 1",
                    PUZZLE_SOLVES.select()
                ),
                args![guild, user, source.to_string(), goal.id()],
            )
        })?
        .map(|r| decode_solve(&r))
        .transpose()
    }
}

fn insert_solve(db: &mut dyn Db, x: &PuzzleSolve) -> Result<()> {
    db.execute(
        &PUZZLE_SOLVES.insert(),
        args![
            x.guild_id,
            x.user_id,
            x.user_name,
            x.source.to_string(),
            x.goal.id(),
            x.queue,
            x.moves,
            x.moves_played,
            x.hints,
            x.shortest,
            x.solved_at,
        ],
    )?;
    Ok(())
}

/// What is kept of a puzzle of the day set aside for another puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parked {
    pub moves: Vec<String>,
    pub moves_played: i64,
    pub hints: i64,
}

impl Store {
    /// Keeps the progress of `s` (a puzzle of the day being replaced).
    pub fn park_puzzle(&self, s: &PuzzleSession) -> Result<()> {
        let moves = to_json(&s.moves)?;
        self.write(|db| {
            db.execute(
                &format!(
                    "{} ON CONFLICT (guild_id, user_id, source, goal) DO UPDATE SET
                     moves = excluded.moves, moves_played = excluded.moves_played, hints = excluded.hints",
                    PUZZLE_PARKED.insert()
                ),
                args![
                    s.guild_id,
                    s.user_id,
                    s.source.to_string(),
                    s.goal.id(),
                    moves,
                    s.moves_played,
                    s.hints,
                ],
            )
        })?;
        Ok(())
    }

    /// The parked progress on one puzzle, if any.
    pub fn parked_puzzle(&self, guild: u64, user: u64, source: &PuzzleSource, goal: Goal) -> Result<Option<Parked>> {
        let at = At::new("puzzle_parked", user as i64);
        let Some(r) = self.read(|db| {
            db.first(
                "SELECT moves, moves_played, hints FROM puzzle_parked
                 WHERE guild_id = ?1 AND user_id = ?2 AND source = ?3 AND goal = ?4",
                args![guild, user, source.to_string(), goal.id()],
            )
        })?
        else {
            return Ok(None);
        };
        Ok(Some(Parked {
            moves: at.json("moves", &r.get::<String>("moves")?)?,
            moves_played: r.get("moves_played")?,
            hints: r.get("hints")?,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn daily() -> PuzzleSource {
        PuzzleSource::Daily("2025-01-31".into())
    }

    fn session(user: u64) -> PuzzleSession {
        PuzzleSession {
            guild_id: 1,
            user_id: user,
            user_name: format!("u{user}"),
            source: PuzzleSource::Problem(1),
            title: "Problem 1".into(),
            goal: Goal::AllAdded,
            queue: "2 3 5 / 1 5 1".into(),
            moves: Vec::new(),
            moves_played: 0,
            hints: 0,
            shortest: Some(3),
            public: false,
            solved_at: None,
            version: 0,
            created_at: 5,
            updated_at: 5,
        }
    }

    fn solve(user: u64, moves: i64, hints: i64, at: i64) -> PuzzleSolve {
        PuzzleSolve {
            guild_id: 1,
            user_id: user,
            user_name: format!("u{user}"),
            source: daily(),
            goal: Goal::AllAdded,
            queue: "q".into(),
            moves,
            moves_played: moves,
            hints,
            shortest: Some(3),
            solved_at: at,
        }
    }

    #[test]
    fn a_session_saves_only_at_the_version_it_was_loaded() {
        let store = Store::scratch().unwrap();
        assert_eq!(store.start_puzzle_session(&session(7)).unwrap(), 0);
        let mut s = store.puzzle_session(1, 7).unwrap().unwrap();
        s.moves = vec!["15H24".into()];
        s.moves_played = 1;
        assert_eq!(store.save_puzzle_session(&s, None).unwrap(), 1);
        // A second save from the same stale copy is refused.
        assert!(matches!(store.save_puzzle_session(&s, None), Err(StoreError::Conflict)));
        let back = store.puzzle_session(1, 7).unwrap().unwrap();
        assert_eq!(back.moves, ["15H24"]);
        assert_eq!(back.version, 1);
        // Starting anew replaces it and moves the version on.
        assert_eq!(store.start_puzzle_session(&session(7)).unwrap(), 2);
        assert!(store.puzzle_session(1, 7).unwrap().unwrap().moves.is_empty());
        assert!(store.puzzle_session(2, 7).unwrap().is_none());
    }

    #[test]
    fn a_parked_puzzle_keeps_its_progress() {
        let store = Store::scratch().unwrap();
        let mut s = session(7);
        s.source = daily();
        s.moves = vec!["15H24".into()];
        s.moves_played = 3;
        s.hints = 2;
        assert_eq!(store.parked_puzzle(1, 7, &s.source, s.goal).unwrap(), None);
        store.park_puzzle(&s).unwrap();
        s.hints = 4;
        store.park_puzzle(&s).unwrap();
        let parked = store.parked_puzzle(1, 7, &s.source, s.goal).unwrap().unwrap();
        assert_eq!(parked.moves, ["15H24"]);
        assert_eq!((parked.moves_played, parked.hints), (3, 4));
        assert_eq!(store.parked_puzzle(1, 7, &s.source, Goal::Rectangle).unwrap(), None);
    }

    #[test]
    fn the_list_ranks_by_moves_then_hints_and_keeps_each_users_best() {
        let store = Store::scratch().unwrap();
        for (user, moves, hints, at) in [(1, 9, 0, 10), (2, 8, 1, 11), (3, 8, 0, 12), (1, 8, 2, 13), (4, 8, 0, 9)] {
            store.start_puzzle_session(&session(user)).unwrap();
            let mut s = store.puzzle_session(1, user).unwrap().unwrap();
            s.solved_at = Some(at);
            store
                .save_puzzle_session(&s, Some(&solve(user, moves, hints, at)))
                .unwrap();
        }
        let list = store.puzzle_solves(1, &daily(), Goal::AllAdded).unwrap();
        let order: Vec<u64> = list.iter().map(|s| s.user_id).collect();
        assert_eq!(order, [4, 3, 2, 1]);
        assert_eq!(list[3].moves, 8);
        assert!(store.puzzle_solves(2, &daily(), Goal::AllAdded).unwrap().is_empty());
        assert_eq!(
            store
                .puzzle_solve_of(1, 1, &daily(), Goal::AllAdded)
                .unwrap()
                .unwrap()
                .moves,
            9
        );
        assert!(
            store
                .puzzle_solve_of(1, 1, &daily(), Goal::Rectangle)
                .unwrap()
                .is_none()
        );
    }

    #[test]
    fn sources_read_back_as_written_and_nothing_else() {
        for source in [PuzzleSource::Problem(12), PuzzleSource::Queue, daily()] {
            assert_eq!(PuzzleSource::parse(&source.to_string()), Some(source));
        }
        for text in [
            "",
            "problem:",
            "problem:x",
            "daily:",
            "daily:31-01-2025",
            "daily:2025-1-31",
            "queues",
        ] {
            assert_eq!(PuzzleSource::parse(text), None, "{text}");
        }
    }

    /// Writes `value` into `column` of user 7's session, bypassing the store.
    fn damage(store: &Store, column: &str, value: &str) {
        store.exec_with(
            &format!("UPDATE puzzle_sessions SET {column} = ?1 WHERE user_id = 7"),
            args![value],
        );
    }

    #[test]
    fn a_damaged_session_is_corrupt_never_a_default() {
        for (column, value) in [("source", "lottery"), ("goal", "square"), ("moves", "[1,")] {
            let store = Store::scratch().unwrap();
            store.start_puzzle_session(&session(7)).unwrap();
            damage(&store, column, value);
            let got = store.puzzle_session(1, 7);
            assert!(
                matches!(&got, Err(StoreError::Corrupt { table: "puzzle_sessions", id: 7, what }) if what.starts_with(column)),
                "{column}: {got:?}"
            );
        }
    }

    #[test]
    fn a_damaged_solve_is_left_out_of_the_lists() {
        let store = Store::scratch().unwrap();
        for user in [1, 2] {
            store.start_puzzle_session(&session(user)).unwrap();
            let mut s = store.puzzle_session(1, user).unwrap().unwrap();
            s.solved_at = Some(10);
            store.save_puzzle_session(&s, Some(&solve(user, 8, 0, 10))).unwrap();
        }
        store.exec("UPDATE puzzle_solves SET goal = 'square' WHERE user_id = 1");
        // The user's own list (`/stats`) reads every solve of theirs.
        assert!(store.puzzle_solves_by(1, 1).unwrap().is_empty());
        assert_eq!(store.puzzle_solves_by(1, 2).unwrap().len(), 1);
    }
}
