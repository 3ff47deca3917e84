//! Adding Donimoes puzzles: `/puzzle`, and the puzzle side of `/move`,
//! `/hint`, `/undo` and `/reset`.
//!
//! A puzzle is personal: each user has one session per server, which
//! follows them from channel to channel. Replies are private unless the
//! user asked for `public:true`; hints and refusals are always private.
//!
//! Routing: `/move` (and its autocomplete, and `/undo`) play the puzzle
//! when the caller has a puzzle session and is *not* seated in the game of
//! the channel they type in. Game moves take precedence, so a player in a
//! game never loses a game move to their puzzle; to work on a puzzle they
//! use another channel.

use super::refusal::PuzzleRefusal;
use super::{Audience, Choice, Ctx, Fail, Reply, Res, Service, refuse};
use crate::calendar;
use crate::engine::adding::generator::{self, Level};
use crate::engine::adding::problems::{self, Problem};
use crate::engine::adding::solver::{self, Found};
use crate::engine::adding::{Goal, Hint, LineResult, NotationError, Position, Puzzle, ViewInfo};
use crate::engine::common::placement::echo;
use crate::engine::{GameRng, GameView, LegalAction};
use crate::i18n::{self, Arg, Locale};
use crate::render;
use crate::store::{Parked, PuzzleSession, PuzzleSolve, PuzzleSource, Status, StoreError};
use sha2::{Digest, Sha256};

/// What `/puzzle` was asked for.
#[derive(Clone, Debug, Default)]
pub struct PuzzleRequest {
    pub number: Option<i64>,
    pub queue: Option<String>,
    pub daily: bool,
    /// What counts as solved (none: every domino added, the seed's goal).
    pub goal: Option<Goal>,
    pub public: Option<bool>,
}

/// The puzzle of the day aims at this level.
pub const DAILY_LEVEL: Level = Level::Medium;

/// Dominoes in the puzzle of the day. Seven for the seed's goal; six for
/// the rectangle, since 14 cells only make a 2 by 7 rectangle and few
/// queues of seven can end that way, while 12 cells make 2 by 6 or 3 by 4.
pub fn daily_size(goal: Goal) -> usize {
    match goal {
        Goal::AllAdded => 7,
        Goal::Rectangle => 6,
    }
}

/// Candidates the generator may try for the puzzle of the day.
const DAILY_TRIES: usize = 20;
/// Lines in the puzzle of the day's list.
const LIST_LENGTH: usize = 10;

/// A sentence of the puzzles' replies (`lists.ftl`) in `locale`.
fn say(locale: Locale, id: &str, args: &[(&str, Arg)]) -> String {
    i18n::text(locale, id, args)
}

/// "3 moves", in `locale`.
fn moves_words(locale: Locale, n: i64) -> String {
    say(locale, "puzzle-moves", &[("count", Arg::Number(n))])
}

/// `text`, then on its own line how puzzles are played.
fn with_how_to(locale: Locale, text: &str) -> String {
    format!("{text}\n{}", say(locale, "puzzle-how-to", &[]))
}

/// A goal as `/puzzle goal:` names it, short ("rectangle").
fn goal_name(locale: Locale, goal: Goal) -> String {
    say(locale, &format!("puzzle-goal-{}", goal.id()), &[])
}

/// A puzzle's title in `locale`, from where it came (the stored title is
/// the English one, kept for older versions).
fn title_of(session: &PuzzleSession, locale: Locale) -> String {
    source_title(&session.source, locale).unwrap_or_else(|| session.title.clone())
}

/// The title of a puzzle from `source` in `locale`; none for a problem the
/// list no longer has.
fn source_title(source: &PuzzleSource, locale: Locale) -> Option<String> {
    Some(match source {
        PuzzleSource::Queue => say(locale, "puzzle-title-queue", &[]),
        PuzzleSource::Problem(n) => i18n::problem_title(locale, &problems::numbered(*n)?),
        PuzzleSource::Daily(date) => say(
            locale,
            "puzzle-title-daily",
            &[("date", i18n::stored_date(locale, date).into())],
        ),
    })
}

/// The English title stored with a session, which older versions show.
fn stored_title(source: &PuzzleSource) -> String {
    source_title(source, Locale::EnUs).unwrap_or_default()
}

/// The puzzle of the day for `guild` on `date` under `goal`: the same for
/// everyone in the server that day, different from server to server.
pub fn daily_problem(guild: u64, date: &str, goal: Goal) -> Option<generator::Generated> {
    let digest = Sha256::digest(format!("adding-daily:{guild}:{date}:{}", goal.id()).as_bytes());
    let seed: [u8; 32] = digest.into();
    generator::generate(
        daily_size(goal),
        goal,
        DAILY_LEVEL,
        DAILY_TRIES,
        &mut GameRng::from_seed(seed),
    )
}

/// A loaded session and its puzzle.
struct Loaded {
    session: PuzzleSession,
    puzzle: Puzzle,
}

/// A puzzle's legal moves for the picker, at its session's version, with
/// the view its places are marked on and the player's name.
pub(crate) struct PuzzleChoices {
    pub version: i64,
    pub actions: Vec<LegalAction>,
    pub view: GameView,
    pub name: String,
}

impl Loaded {
    /// What the session's picture shows, titled in `locale`.
    fn view(&self, locale: Locale) -> GameView {
        self.puzzle.view(&ViewInfo {
            title: title_of(&self.session, locale),
            shortest: self.session.shortest.map(|s| s as usize),
            hints: self.session.hints as u32,
        })
    }

    fn audience(&self) -> Audience {
        if self.session.public {
            Audience::Public
        } else {
            Audience::Private(self.session.user_id)
        }
    }

    fn is_daily(&self) -> bool {
        self.session.source.is_daily()
    }
}

/// The date of a puzzle of the day's source (nothing for other puzzles).
fn daily_date(source: &PuzzleSource) -> &str {
    match source {
        PuzzleSource::Daily(date) => date,
        _ => "",
    }
}

/// A puzzle `/puzzle` picked, ready to start.
struct Chosen {
    source: PuzzleSource,
    title: String,
    problem: Problem,
    /// A shortest solution's length, if the solver found one in time.
    shortest: Option<i64>,
    /// What was kept of it when it was set aside (a puzzle of the day).
    resume: Option<Parked>,
}

/// What `/puzzle daily:true` comes to: a puzzle to start, or an answer.
enum Picked {
    Start(Chosen),
    /// Boxed: a reply is much larger than a chosen puzzle.
    Answered(Box<Reply>),
}

/// The goal asked for (the seed's goal by default).
fn goal_of(req: &PuzzleRequest) -> Res<Goal> {
    Ok(req.goal.unwrap_or(Goal::AllAdded))
}

/// The user's own queue, if it can be read and is not proven unsolvable.
fn queue_puzzle(text: &str, goal: Goal) -> Res<Chosen> {
    let problem = match Problem::parse(text) {
        Ok(p) => p,
        Err(e) => return refuse(PuzzleRefusal::BadQueue(e)),
    };
    let start = Position::start(problem.queue());
    let report = solver::solve(&start, goal, solver::INTERACTIVE_BUDGET);
    let shortest = match report.found {
        Found::Solution(m) => Some(m.len() as i64),
        Found::Impossible => {
            return refuse(PuzzleRefusal::NoSolution {
                queue: problem.text(),
                goal,
                explored: report.explored,
            });
        }
        Found::GaveUp => None,
    };
    Ok(Chosen {
        title: stored_title(&PuzzleSource::Queue),
        source: PuzzleSource::Queue,
        problem,
        shortest,
        resume: None,
    })
}

/// Problem `number` of the seed's list, if it has a solution for `goal`.
fn numbered_puzzle(number: i64, goal: Goal) -> Res<Chosen> {
    let Some(found) = usize::try_from(number).ok().and_then(problems::numbered) else {
        return refuse(PuzzleRefusal::NoSuchProblem { number });
    };
    let start = Position::start(found.problem.queue());
    let shortest = solver::solve(&start, goal, solver::INTERACTIVE_BUDGET)
        .solution()
        .map(|m| m.len() as i64);
    if shortest.is_none() {
        return refuse(PuzzleRefusal::ProblemUnsolvable { number, goal });
    }
    Ok(Chosen {
        source: PuzzleSource::Problem(found.number),
        title: stored_title(&PuzzleSource::Problem(found.number)),
        problem: found.problem,
        shortest,
        resume: None,
    })
}

impl Service {
    /// `/puzzle number: queue: daily: goal: public:`
    pub fn puzzle(&self, ctx: &Ctx, req: &PuzzleRequest) -> Vec<Reply> {
        self.guarded(ctx, || self.puzzle_inner(ctx, req))
    }

    fn puzzle_inner(&self, ctx: &Ctx, req: &PuzzleRequest) -> Res<Vec<Reply>> {
        let goal = goal_of(req)?;
        let queue = req.queue.as_deref().map(str::trim).filter(|q| !q.is_empty());
        let asked = [req.number.is_some(), queue.is_some(), req.daily]
            .iter()
            .filter(|x| **x)
            .count();
        if asked > 1 {
            return refuse(PuzzleRefusal::OneAtATime);
        }
        let current = self.store.puzzle_session(ctx.guild, ctx.user.id)?;
        let chosen = if req.daily {
            match self.daily_puzzle(ctx, req, goal, current.as_ref())? {
                Picked::Start(chosen) => chosen,
                Picked::Answered(reply) => return Ok(vec![*reply]),
            }
        } else if let Some(text) = queue {
            queue_puzzle(text, goal)?
        } else {
            numbered_puzzle(req.number.unwrap_or(1), goal)?
        };
        let public = req.public.unwrap_or(false);
        self.start_puzzle(ctx, goal, public, current.as_ref(), chosen)
    }

    /// Today's puzzle: to start (afresh, or from where it was set aside),
    /// or answered already when it is solved or under way.
    fn daily_puzzle(&self, ctx: &Ctx, req: &PuzzleRequest, goal: Goal, current: Option<&PuzzleSession>) -> Res<Picked> {
        let date = calendar::date(self.now());
        let source = PuzzleSource::Daily(date.clone());
        if let Some(done) = self.store.puzzle_solve_of(ctx.guild, ctx.user.id, &source, goal)? {
            let public = req.public.unwrap_or(false);
            return Ok(Picked::Answered(Box::new(
                self.already_solved_daily(ctx, &done, goal, public)?,
            )));
        }
        if let Some(current) = current
            && current.source == source
            && current.goal == goal
            && current.solved_at.is_none()
        {
            // Today's puzzle carries on where it was, hints and all.
            let mut loaded = self.load_session(current.clone())?;
            if let Some(p) = req.public
                && p != loaded.session.public
            {
                loaded.session.public = p;
                self.save_session(&mut loaded, None)?;
            }
            let text = with_how_to(ctx.locale, &say(ctx.locale, "puzzle-on-today-already", &[]));
            return Ok(Picked::Answered(Box::new(
                self.picture_reply(&loaded, text, ctx.locale),
            )));
        }
        let resume = self.store.parked_puzzle(ctx.guild, ctx.user.id, &source, goal)?;
        let Some(made) = daily_problem(ctx.guild, &date, goal) else {
            return Err(Fail::Internal(format!("no puzzle of the day for {date}")));
        };
        Ok(Picked::Start(Chosen {
            title: stored_title(&source),
            source,
            problem: made.problem,
            shortest: Some(made.grade.moves as i64),
            resume,
        }))
    }

    /// Starts `chosen` as the caller's session (setting aside an unsolved
    /// puzzle of the day) and shows it.
    fn start_puzzle(
        &self,
        ctx: &Ctx,
        goal: Goal,
        public: bool,
        current: Option<&PuzzleSession>,
        chosen: Chosen,
    ) -> Res<Vec<Reply>> {
        // A puzzle of the day set aside keeps its progress for later, so
        // that trying another puzzle never wipes its hints.
        if let Some(old) = current
            && old.source.is_daily()
            && old.solved_at.is_none()
        {
            self.store.park_puzzle(old)?;
        }
        let Chosen {
            source,
            title,
            problem,
            shortest,
            resume,
        } = chosen;
        // Coming back to a parked puzzle of the day picks it up again.
        let (puzzle, moves_played, hints) = match resume {
            Some(parked) => match Puzzle::replay(problem.clone(), goal, &parked.moves) {
                Ok(p) => (p, parked.moves_played, parked.hints),
                Err(_) => (Puzzle::new(problem.clone(), goal), parked.moves_played, parked.hints),
            },
            None => (Puzzle::new(problem.clone(), goal), 0, 0),
        };
        let resumed = !puzzle.moves().is_empty() || hints > 0;
        let now = self.now();
        let session = PuzzleSession {
            guild_id: ctx.guild,
            user_id: ctx.user.id,
            user_name: ctx.user.name.clone(),
            source,
            title,
            goal,
            queue: problem.text(),
            moves: puzzle.moves().to_vec(),
            moves_played,
            hints,
            shortest,
            public,
            solved_at: None,
            version: 0,
            created_at: now,
            updated_at: now,
        };
        let version = self.store.start_puzzle_session(&session)?;
        let loaded = Loaded {
            session: PuzzleSession { version, ..session },
            puzzle,
        };
        let locale = ctx.locale;
        if resumed {
            let text = with_how_to(locale, &say(locale, "puzzle-back-to-today", &[]));
            return Ok(vec![self.picture_reply(&loaded, text, locale)]);
        }
        let shortest = match loaded.session.shortest {
            Some(s) => say(
                locale,
                "puzzle-shortest-takes",
                &[("moves", moves_words(locale, s).into())],
            ),
            None => say(locale, "puzzle-shortest-unknown", &[]),
        };
        let started = say(
            locale,
            "puzzle-started",
            &[
                ("title", title_of(&loaded.session, locale).into()),
                ("queue", loaded.session.queue.as_str().into()),
                ("goal", super::refusal::goal_words(locale, goal).into()),
                ("shortest", shortest.into()),
            ],
        );
        Ok(vec![self.picture_reply(&loaded, with_how_to(locale, &started), locale)])
    }

    /// The caller's puzzle session here, if any (for tools and tests).
    pub fn puzzle_session_of(&self, ctx: &Ctx) -> Option<PuzzleSession> {
        self.store.puzzle_session(ctx.guild, ctx.user.id).ok().flatten()
    }

    /// Whether `/move` (and its autocomplete and `/undo`) from the caller
    /// here go to their puzzle: they have a session in this server and no
    /// seat in this channel's running game (a game comes first).
    pub(crate) fn puzzle_routes(&self, ctx: &Ctx) -> bool {
        self.has_puzzle(ctx) && !self.seated_here(ctx)
    }

    fn has_puzzle(&self, ctx: &Ctx) -> bool {
        matches!(self.store.puzzle_session(ctx.guild, ctx.user.id), Ok(Some(_)))
    }

    /// Whether the caller holds a seat in this channel's running game.
    fn seated_here(&self, ctx: &Ctx) -> bool {
        match self.store.open_game_in_channel(ctx.channel) {
            Ok(Some(row)) => {
                row.status == Status::Active && row.player_by_user(ctx.user.id).is_some_and(|p| p.seat.is_some())
            }
            _ => false,
        }
    }

    fn session(&self, ctx: &Ctx) -> Res<Loaded> {
        match self.store.puzzle_session(ctx.guild, ctx.user.id)? {
            Some(s) => self.load_session(s),
            None => refuse(PuzzleRefusal::NoPuzzle),
        }
    }

    fn load_session(&self, session: PuzzleSession) -> Res<Loaded> {
        let problem = Problem::parse(&session.queue)
            .map_err(|e| Fail::Internal(format!("stored puzzle queue {}: {e}", session.queue)))?;
        let puzzle = Puzzle::replay(problem, session.goal, &session.moves)
            .map_err(|e| Fail::Internal(format!("stored puzzle moves do not replay: {e}")))?;
        Ok(Loaded { session, puzzle })
    }

    fn save_session(&self, loaded: &mut Loaded, solve: Option<&PuzzleSolve>) -> Res<()> {
        loaded.session.moves = loaded.puzzle.moves().to_vec();
        loaded.session.updated_at = self.now();
        match self.store.save_puzzle_session(&loaded.session, solve) {
            Ok(v) => {
                loaded.session.version = v;
                Ok(())
            }
            Err(StoreError::Conflict) => refuse(PuzzleRefusal::Conflict),
            Err(e) => Err(e.into()),
        }
    }

    /// The picture of a session and `text`, to whoever the session shows
    /// to, its title in `locale`.
    fn picture_reply(&self, loaded: &Loaded, text: String, locale: Locale) -> Reply {
        let view = loaded.view(locale);
        let names = std::slice::from_ref(&loaded.session.user_name);
        let png = self.render_in(locale, || render::board_png(&view, names));
        let name = format!("adding-{}-{}.png", loaded.session.user_id, loaded.session.moves_played);
        let mut reply = Reply::public(text).with_image(name, png);
        reply.audience = loaded.audience();
        reply
    }

    /// The puzzle side of `/move`: plays the moves of one line in order.
    pub(crate) fn puzzle_move(&self, ctx: &Ctx, action: &str) -> Vec<Reply> {
        self.guarded(ctx, || self.puzzle_move_inner(ctx, action))
    }

    /// The caller's puzzle's version and legal moves, for the picker; a
    /// refusal when they have none or it is solved.
    pub(crate) fn puzzle_choices(&self, ctx: &Ctx) -> Res<PuzzleChoices> {
        let loaded = self.session(ctx)?;
        if loaded.puzzle.is_solved() {
            return refuse(PuzzleRefusal::SolvedAlready);
        }
        Ok(PuzzleChoices {
            version: loaded.session.version,
            actions: loaded.puzzle.legal(),
            view: loaded.view(ctx.locale),
            name: loaded.session.user_name.clone(),
        })
    }

    /// [`Service::puzzle_move`] with the channel's lock already held.
    pub(crate) fn puzzle_move_inner(&self, ctx: &Ctx, action: &str) -> Res<Vec<Reply>> {
        if action.trim() == super::moves::MORE {
            return refuse(PuzzleRefusal::MoreEntry);
        }
        let mut loaded = self.session(ctx)?;
        if loaded.puzzle.is_solved() {
            return refuse(PuzzleRefusal::SolvedAlready);
        }
        let result = loaded.puzzle.play_line(action);
        let applied = result.applied.len();
        if applied == 0 {
            // Nothing played and nothing refused: nothing was read.
            let (action, why) = result
                .refused
                .unwrap_or_else(|| (action.to_string(), NotationError::Nothing.into()));
            return refuse(PuzzleRefusal::NotAllowed { action, why });
        }
        loaded.session.moves_played += applied as i64;
        let solved = loaded.puzzle.is_solved();
        let mut record = None;
        if solved {
            loaded.session.solved_at = Some(self.now());
            let first_daily = loaded.is_daily()
                && self
                    .store
                    .puzzle_solve_of(ctx.guild, ctx.user.id, &loaded.session.source, loaded.session.goal)?
                    .is_none();
            if first_daily || !loaded.is_daily() {
                record = Some(PuzzleSolve {
                    guild_id: ctx.guild,
                    user_id: ctx.user.id,
                    user_name: ctx.user.name.clone(),
                    source: loaded.session.source.clone(),
                    goal: loaded.session.goal,
                    queue: loaded.session.queue.clone(),
                    moves: loaded.puzzle.moves().len() as i64,
                    moves_played: loaded.session.moves_played,
                    hints: loaded.session.hints,
                    shortest: loaded.session.shortest,
                    solved_at: self.now(),
                });
            }
        }
        loaded.session.user_name = ctx.user.name.clone();
        self.save_session(&mut loaded, record.as_ref())?;
        let text = played_text(ctx.locale, &result, applied);
        let mut text = text;
        if solved {
            text.push('\n');
            text.push_str(&self.solved_text(&loaded, ctx.locale)?);
        }
        Ok(vec![self.picture_reply(&loaded, text, ctx.locale)])
    }

    fn solved_text(&self, loaded: &Loaded, locale: Locale) -> Res<String> {
        let moves = loaded.puzzle.moves().len() as i64;
        let moves_said = ("moves", Arg::from(moves_words(locale, moves)));
        let mut text = match loaded.session.shortest {
            Some(s) if s == moves => say(locale, "puzzle-solved-shortest", &[moves_said]),
            Some(s) => say(
                locale,
                "puzzle-solved-longer",
                &[moves_said, ("shortest", Arg::Number(s))],
            ),
            None => say(locale, "puzzle-solved", &[moves_said]),
        };
        if loaded.session.hints > 0 {
            text.push(' ');
            text.push_str(&say(
                locale,
                "puzzle-hints-used",
                &[("hints", Arg::Number(loaded.session.hints))],
            ));
        }
        if loaded.is_daily() {
            text.push('\n');
            let (guild, source, goal) = (loaded.session.guild_id, &loaded.session.source, loaded.session.goal);
            text.push_str(&self.daily_list(guild, source, goal, locale)?);
        }
        Ok(text)
    }

    /// Today's list: who solved the puzzle of the day in the fewest moves.
    fn daily_list(&self, guild: u64, source: &PuzzleSource, goal: Goal, locale: Locale) -> Res<String> {
        let solves = self.store.puzzle_solves(guild, source, goal)?;
        let date = daily_date(source);
        let mut lines = vec![say(
            locale,
            "puzzle-day-list",
            &[
                ("date", i18n::stored_date(locale, date).into()),
                ("goal", goal_name(locale, goal).into()),
            ],
        )];
        for (i, s) in solves.iter().take(LIST_LENGTH).enumerate() {
            let mut extra = Vec::new();
            if s.hints > 0 {
                extra.push(say(locale, "puzzle-day-hints", &[("count", Arg::Number(s.hints))]));
            }
            if s.moves_played > s.moves {
                let back = Arg::Number(s.moves_played - s.moves);
                extra.push(say(locale, "puzzle-day-taken-back", &[("count", back)]));
            }
            let extra = if extra.is_empty() {
                String::new()
            } else {
                format!(" ({})", extra.join(", "))
            };
            let line = [
                ("place", Arg::count(i + 1)),
                ("who", super::mention(s.user_id).into()),
                ("moves", moves_words(locale, s.moves).into()),
                ("extra", extra.into()),
            ];
            lines.push(say(locale, "puzzle-day-line", &line));
        }
        if solves.len() > LIST_LENGTH {
            let more = Arg::count(solves.len() - LIST_LENGTH);
            lines.push(say(locale, "puzzle-day-more", &[("count", more)]));
        }
        Ok(lines.join("\n"))
    }

    /// `/stats` lines on someone's Adding Donimoes solves here: how many,
    /// moves against the shortest solutions, hints, and their best place on
    /// a puzzle of the day's list. Empty when they have solved none.
    pub(crate) fn puzzle_stats(&self, guild: u64, user: u64, locale: Locale) -> Res<Vec<String>> {
        let solves = self.store.puzzle_solves_by(guild, user)?;
        if solves.is_empty() {
            return Ok(Vec::new());
        }
        let graded: Vec<(i64, i64)> = solves.iter().filter_map(|s| Some((s.moves, s.shortest?))).collect();
        let at_best = graded.iter().filter(|(m, best)| m <= best).count();
        let hints: i64 = solves.iter().map(|s| s.hints).sum();
        let mut line = say(locale, "puzzle-stats-solved", &[("count", Arg::count(solves.len()))]);
        if !graded.is_empty() {
            let (moves, shortest) = graded.iter().fold((0, 0), |(a, b), (m, s)| (a + m, b + s));
            let fewest = [
                ("best", Arg::count(at_best)),
                ("graded", Arg::count(graded.len())),
                ("moves", moves_words(locale, moves).into()),
                ("shortest", Arg::Number(shortest)),
            ];
            line.push_str(&say(locale, "puzzle-stats-fewest", &fewest));
        }
        line.push_str(&say(locale, "puzzle-stats-hints", &[("count", Arg::Number(hints))]));
        let mut lines = vec![line];
        let mut best: Option<(usize, usize, &str)> = None;
        let mut days = 0;
        for s in solves.iter().filter(|s| s.source.is_daily()) {
            days += 1;
            let list = self.store.puzzle_solves(guild, &s.source, s.goal)?;
            if let Some(i) = list.iter().position(|l| l.user_id == user) {
                let place = (i + 1, list.len(), daily_date(&s.source));
                if best.is_none_or(|b| (place.0, std::cmp::Reverse(place.1)) < (b.0, std::cmp::Reverse(b.1))) {
                    best = Some(place);
                }
            }
        }
        if let Some((place, of, date)) = best {
            let days = [
                ("days", Arg::count(days)),
                ("place", i18n::ordinal(locale, place).into()),
                ("of", Arg::count(of)),
                ("date", i18n::stored_date(locale, date).into()),
            ];
            lines.push(say(locale, "puzzle-stats-days", &days));
        }
        Ok(lines)
    }

    fn already_solved_daily(&self, ctx: &Ctx, done: &PuzzleSolve, goal: Goal, public: bool) -> Res<Reply> {
        let locale = ctx.locale;
        let list = self.daily_list(ctx.guild, &done.source, goal, locale)?;
        let done = say(
            locale,
            "puzzle-day-done",
            &[
                ("goal", goal_name(locale, goal).into()),
                ("moves", moves_words(locale, done.moves).into()),
            ],
        );
        let text = format!("{done}\n{list}\n{}", say(locale, "puzzle-day-next", &[]));
        let mut reply = Reply::public(text);
        reply.audience = if public {
            Audience::Public
        } else {
            Audience::Private(ctx.user.id)
        };
        Ok(reply)
    }

    /// `/hint`: the next move of a shortest solution, privately.
    pub fn hint(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || {
            let mut loaded = self.session(ctx)?;
            let locale = ctx.locale;
            let text = match loaded.puzzle.hint(solver::INTERACTIVE_BUDGET) {
                Hint::Solved => return refuse(PuzzleRefusal::HintSolved),
                Hint::TooHard => {
                    return refuse(PuzzleRefusal::HintTooHard);
                }
                Hint::DeadEnd { undo: Some(back) } => {
                    let back = moves_words(locale, back as i64);
                    say(locale, "puzzle-dead-end-undo", &[("moves", back.into())])
                }
                Hint::DeadEnd { undo: None } => say(locale, "puzzle-dead-end", &[]),
                Hint::Next { notation, left } => {
                    loaded.session.hints += 1;
                    self.save_session(&mut loaded, None)?;
                    let next = [
                        ("notation", notation.into()),
                        ("moves", moves_words(locale, left as i64).into()),
                        ("hints", Arg::Number(loaded.session.hints)),
                    ];
                    say(locale, "puzzle-next-move", &next)
                }
            };
            Ok(vec![Reply::private(ctx.user.id, text)])
        })
    }

    /// `/undo`, one command for two things: a caller seated in this
    /// channel's running game proposes a takeback there (games come first,
    /// as for `/move`); anyone else with a puzzle takes back a puzzle move.
    pub fn undo(&self, ctx: &Ctx) -> Vec<Reply> {
        if self.seated_here(ctx) {
            return self.takeback(ctx);
        }
        if self.has_puzzle(ctx) {
            return self.puzzle_undo(ctx);
        }
        self.guarded(ctx, || refuse(PuzzleRefusal::NothingToUndo))
    }

    /// Takes back the caller's last puzzle move.
    pub fn puzzle_undo(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || {
            let mut loaded = self.session(ctx)?;
            if loaded.puzzle.is_solved() {
                return refuse(PuzzleRefusal::UndoSolved);
            }
            let Some(taken) = loaded.puzzle.undo() else {
                return refuse(PuzzleRefusal::UndoAtStart);
            };
            self.save_session(&mut loaded, None)?;
            let text = say(ctx.locale, "puzzle-took-back", &[("move", taken.into())]);
            Ok(vec![self.picture_reply(&loaded, text, ctx.locale)])
        })
    }

    /// `/reset`: the caller's puzzle back to its start (moves played and
    /// hints used still count).
    pub fn reset(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || {
            let mut loaded = self.session(ctx)?;
            if loaded.is_daily() && loaded.puzzle.is_solved() {
                return refuse(PuzzleRefusal::DailySolved);
            }
            loaded.puzzle.reset();
            loaded.session.solved_at = None;
            self.save_session(&mut loaded, None)?;
            let text = say(ctx.locale, "puzzle-reset", &[]);
            Ok(vec![self.picture_reply(&loaded, text, ctx.locale)])
        })
    }

    /// The autocomplete of `/move` for a puzzle: the legal moves after
    /// whatever complete moves were typed already, matching the last one.
    pub(crate) fn puzzle_autocomplete(&self, ctx: &Ctx, typed: &str) -> Vec<Choice> {
        let Ok(mut loaded) = self.session(ctx) else {
            return Vec::new();
        };
        // The complete moves typed so far are played on a copy; the rest is
        // the move being typed. Spaces may separate moves or sit inside one
        // (`2-3 v 2 1`), so the longest prefix that plays cleanly wins.
        let cuts = typed
            .char_indices()
            .filter(|&(_, c)| c == ',' || c == ';' || c.is_whitespace())
            .map(|(i, _)| i);
        let mut done = "";
        let mut partial = typed.trim();
        for i in cuts.collect::<Vec<_>>().into_iter().rev() {
            let before = typed[..i].trim();
            if before.is_empty() {
                break;
            }
            let mut trial = loaded.puzzle.clone();
            let result = trial.play_line(before);
            if result.refused.is_none() && result.ignored == 0 {
                loaded.puzzle = trial;
                done = before.trim_end_matches([',', ';']).trim();
                partial = typed[i..].trim_start_matches([',', ';']).trim();
                break;
            }
        }
        let prefix = if done.is_empty() {
            String::new()
        } else {
            format!("{done}, ")
        };
        let found = super::finder::Query::parse(partial)
            .reading(ctx.locale)
            .rank(loaded.puzzle.legal(), None);
        super::moves::listed_in(ctx.locale, &found, &prefix, &say(ctx.locale, "narrow-puzzle", &[]))
    }
}

/// What `/move` played of a line, what was refused after it and what was
/// left unplayed once the puzzle was solved.
fn played_text(locale: Locale, result: &LineResult, applied: usize) -> String {
    let moves = [("moves", Arg::from(result.applied.join(", ")))];
    let key = if applied == 1 {
        "puzzle-played"
    } else {
        "puzzle-played-in-order"
    };
    let mut text = say(locale, key, &moves);
    if let Some((typed, why)) = &result.refused {
        let refused = [
            ("typed", echo(typed).into()),
            ("applied", Arg::count(applied)),
            ("why", i18n::reason(locale, why).into()),
        ];
        text.push('\n');
        text.push_str(&say(locale, "puzzle-refused-after", &refused));
    }
    if result.ignored > 0 {
        text.push('\n');
        text.push_str(&say(
            locale,
            "puzzle-solved-before",
            &[("count", Arg::count(result.ignored))],
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_daily_puzzle_is_the_same_for_a_server_and_a_day() {
        let a = daily_problem(1, "2025-01-31", Goal::AllAdded).unwrap();
        let b = daily_problem(1, "2025-01-31", Goal::AllAdded).unwrap();
        assert_eq!(a.problem, b.problem);
        assert_eq!(a.problem.len(), daily_size(Goal::AllAdded));
        let rect = daily_problem(1, "2025-01-31", Goal::Rectangle).unwrap();
        assert_eq!(rect.problem.len(), daily_size(Goal::Rectangle));
        let other_day = daily_problem(1, "2025-02-01", Goal::AllAdded).unwrap();
        let other_server = daily_problem(2, "2025-01-31", Goal::AllAdded).unwrap();
        assert_ne!(a.problem, other_day.problem);
        assert_ne!(a.problem, other_server.problem);
    }
}
