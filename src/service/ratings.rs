//! `/leaderboard` and `/stats`: where players stand in this server, read
//! from the ratings the store keeps as games finish (the arithmetic is in
//! [`crate::rating`], what the numbers mean in `docs/ratings.md`).

use super::refusal::ShowRefusal;
use super::show::split_message;
use super::{Ctx, Reply, Res, Service, User, mention, refuse};
use crate::engine::GameKind;
use crate::rating::{GameResult, Pool, Skill};
use crate::render;
use crate::render::chart::{Chart, Point, Series};
use crate::render::leaderboard::{Row, Section, Table};
use crate::store::{RatingChange, RatingRow, RebuildReport, StoreError};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// How many players a leaderboard lists before the caller's own line.
pub const TOP: usize = 10;

/// Which finished games a leaderboard counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Period {
    All,
    Month,
    Week,
}

impl Period {
    /// Reads a period's word (none: all time), as a front end does.
    pub fn parse(text: Option<&str>) -> Option<Period> {
        let t = text.map(|t| t.trim().to_lowercase()).unwrap_or_default();
        match t.as_str() {
            "" | "all" | "all time" | "all-time" | "ever" => Some(Period::All),
            "month" | "30d" | "30 days" | "past month" => Some(Period::Month),
            "week" | "7d" | "7 days" | "past week" => Some(Period::Week),
            _ => None,
        }
    }

    /// The earliest finishing time counted, given the time now.
    fn since(self, now: i64) -> Option<i64> {
        match self {
            Period::All => None,
            Period::Month => Some(now - 30 * 86_400),
            Period::Week => Some(now - 7 * 86_400),
        }
    }

    fn label(self) -> &'static str {
        match self {
            Period::All => "all time",
            Period::Month => "the past 30 days",
            Period::Week => "the past 7 days",
        }
    }

    /// " in the past 7 days", or nothing for all time.
    fn during(self) -> String {
        match self {
            Period::All => String::new(),
            _ => format!(" in {}", self.label()),
        }
    }
}

/// One player's line in one pool's table.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Placed {
    pub user: u64,
    pub name: String,
    pub skill: Skill,
    pub games: usize,
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
    /// How far the shown rating moved over the period (not for all time).
    pub change: Option<i64>,
}

impl Placed {
    fn record(&self) -> String {
        format!(
            "{} · {} W · {} L · {} D",
            plural(self.games, "game"),
            self.wins,
            self.losses,
            self.draws
        )
    }
}

/// "1 game", "2 games".
fn plural(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// The table of one pool: for all time everyone rated in it (`changes` is
/// not read), for a period everyone with a game in `changes` (already cut
/// to the period); best cautious rating first; among equal ratings (which
/// share a place: see [`place`]) whoever played more is listed first, then
/// the longer-standing id, so the order is stable.
pub(crate) fn placings(pool: Pool, ratings: &[RatingRow], changes: &[RatingChange], period: Period) -> Vec<Placed> {
    let mut out = if period == Period::All {
        all_time(pool, ratings)
    } else {
        in_period(pool, ratings, changes)
    };
    out.sort_by(|a, b| {
        b.skill
            .conservative(pool)
            .total_cmp(&a.skill.conservative(pool))
            .then(b.games.cmp(&a.games))
            .then(a.user.cmp(&b.user))
    });
    out
}

/// Everyone rated in `pool`, with the record kept with their rating.
fn all_time(pool: Pool, ratings: &[RatingRow]) -> Vec<Placed> {
    ratings
        .iter()
        .filter(|r| r.pool == pool)
        .map(|r| Placed {
            user: r.user_id,
            name: r.name.clone(),
            skill: r.skill,
            games: r.wins + r.draws + r.losses,
            wins: r.wins,
            losses: r.losses,
            draws: r.draws,
            change: None,
        })
        .collect()
}

/// Everyone with a game in `changes` (the period's), with their record and
/// how far their rating moved over the period.
fn in_period(pool: Pool, ratings: &[RatingRow], changes: &[RatingChange]) -> Vec<Placed> {
    let mut by_user: BTreeMap<u64, Vec<&RatingChange>> = BTreeMap::new();
    for c in changes.iter().filter(|c| c.pool == pool) {
        by_user.entry(c.user_id).or_default().push(c);
    }
    by_user
        .into_iter()
        .filter_map(|(user, games)| {
            let current = ratings.iter().find(|r| r.pool == pool && r.user_id == user)?;
            let count = |r: GameResult| games.iter().filter(|c| c.result == r).count();
            let first = games.first().map_or(current.skill, |c| c.before);
            let change = Some(current.skill.shown(pool).rating - first.shown(pool).rating);
            Some(Placed {
                user,
                name: current.name.clone(),
                skill: current.skill,
                games: games.len(),
                wins: count(GameResult::Win),
                losses: count(GameResult::Loss),
                draws: count(GameResult::Draw),
                change,
            })
        })
        .collect()
}

/// The place of a shown `rating` among everyone's (`ratings`, its own
/// among them or not): standard competition ranking, so equal ratings share
/// a place and the next place skips (1, 2, 2, 4). The one rule for every
/// place a player reads: the `/leaderboard` tables, the leaders' "you:" and
/// `/stats`. Ratings are compared as shown: two players who read the same
/// number are tied, whatever the decimals behind it.
pub(crate) fn place(rating: i64, ratings: impl IntoIterator<Item = i64>) -> usize {
    1 + ratings.into_iter().filter(|&r| r > rating).count()
}

/// Discord markdown would read `*`, `_`, `~`, `|` and backticks in a
/// name as formatting.
pub(crate) fn plain(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if matches!(c, '*' | '_' | '~' | '|' | '`' | '\\' | '>') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn medal(place: usize) -> String {
    match place {
        1 => "🥇".into(),
        2 => "🥈".into(),
        3 => "🥉".into(),
        n => format!("{n}."),
    }
}

fn signed(n: i64) -> String {
    if n > 0 { format!("+{n}") } else { n.to_string() }
}

/// "Dominimum · 2 players": a pool's name wherever it is shown.
fn pool_title(kind: GameKind, pool: Pool) -> String {
    format!("{} · {}", kind.name(), pool.label())
}

/// The all-games picture's note (its message says [`RATING_NOTE`]).
const LEADERS_NOTE: &str = "± is the rating's uncertainty.";

const RATING_NOTE: &str = "Ratings are cautious: the estimate of your strength less its uncertainty (±), so they rise as your results become clear. Draws, shared places and teams count; aborted games and games against the computer do not.";

impl Service {
    /// `/leaderboard [game:] [period:]`: one game's tables, or every game's leader.
    pub fn leaderboard(&self, ctx: &Ctx, game: Option<GameKind>, period: Period) -> Vec<Reply> {
        self.guarded(ctx, || match game {
            None => self.overview(ctx, period),
            Some(kind) => self.game_leaderboard(ctx, kind, period),
        })
    }

    fn game_leaderboard(&self, ctx: &Ctx, kind: GameKind, period: Period) -> Res<Vec<Reply>> {
        let ratings = self.store.ratings(ctx.guild, Some(kind))?;
        let changes = self.period_changes(ctx.guild, Some(kind), period)?;
        let tables: Vec<(Pool, Vec<Placed>)> = Pool::ALL
            .into_iter()
            .map(|p| (p, placings(p, &ratings, &changes, period)))
            .filter(|(_, t)| !t.is_empty())
            .collect();
        if tables.is_empty() {
            let why = if kind.player_range(None).1 < 2 {
                format!(" {} is played alone, so it has no rating.", kind.name())
            } else {
                " Ratings start with the first game between people (two or more, no computer) that ends; start one with /play.".to_string()
            };
            return Ok(vec![Reply::private(
                ctx.user.id,
                format!("No rated games of {} here{} yet.{why}", kind.name(), period.during()),
            )]);
        }
        let players: BTreeSet<u64> = tables.iter().flat_map(|(_, t)| t.iter().map(|p| p.user)).collect();
        let mut text = vec![format!("**{} leaderboard** ({})", kind.name(), period.label())];
        let mut sections = Vec::new();
        for (pool, table) in &tables {
            text.push(format!("__{}__ ({})", pool.label(), pool.system()));
            sections.push(pool_section(*pool, table, ctx.user.id, &mut text));
        }
        text.push(format!("_{RATING_NOTE}_"));
        let mut table = Table {
            title: format!("{} leaderboard", kind.name()),
            subtitle: format!("{} · {}", period.label(), plural(players.len(), "player")),
            sections,
            notes: vec![RATING_NOTE.to_string()],
        };
        table.fit_to_phone(|k| format!("The picture shows the top {k} of each list; the message lists the top {TOP}."));
        let png = self.timed_render(|| render::table_png(&table));
        Ok(replies_with_picture(
            &text.join("\n"),
            format!("leaderboard-{}.png", kind.id()),
            png,
        ))
    }

    /// The rating changes a leaderboard of `period` reads: none for all
    /// time (each rating carries its record), else the period's own.
    fn period_changes(&self, guild: u64, kind: Option<GameKind>, period: Period) -> Res<Vec<RatingChange>> {
        match period.since(self.now()) {
            None => Ok(Vec::new()),
            since => Ok(self.store.rating_changes(guild, kind, since)?),
        }
    }

    /// How many rated games each game and pool has for `period`: kept by
    /// the store for all time, counted in the period's `changes` otherwise.
    fn rated_games(
        &self,
        guild: u64,
        period: Period,
        changes: &[RatingChange],
    ) -> Res<BTreeMap<(GameKind, Pool), usize>> {
        if period == Period::All {
            let counts = self.store.rated_games(guild)?;
            return Ok(counts.into_iter().map(|(k, p, n)| ((k, p), n)).collect());
        }
        let games: BTreeSet<(GameKind, Pool, i64)> = changes.iter().map(|c| (c.kind, c.pool, c.game_id)).collect();
        let mut counts = BTreeMap::new();
        for (kind, pool, _) in games {
            *counts.entry((kind, pool)).or_insert(0) += 1;
        }
        Ok(counts)
    }

    /// Every game's leader in this server.
    fn overview(&self, ctx: &Ctx, period: Period) -> Res<Vec<Reply>> {
        let ratings = self.store.ratings(ctx.guild, None)?;
        let changes = self.period_changes(ctx.guild, None, period)?;
        let rated = self.rated_games(ctx.guild, period, &changes)?;
        let title = format!("Leaders {}", super::where_words(ctx.guild));
        let mut text = vec![format!("**{title}** ({})", period.label())];
        // One section a pool, so each row reads on one line when it must.
        let mut sections: Vec<Section> = Pool::ALL
            .into_iter()
            .map(|pool| Section {
                heading: pool.label().to_string(),
                aside: "the leader's rating".into(),
                rows: Vec::new(),
            })
            .collect();
        for kind in GameKind::ALL {
            let ratings: Vec<RatingRow> = ratings.iter().filter(|r| r.kind == kind).cloned().collect();
            let changes: Vec<RatingChange> = changes.iter().filter(|c| c.kind == kind).cloned().collect();
            for (pool, section) in Pool::ALL.into_iter().zip(sections.iter_mut()) {
                let table = placings(pool, &ratings, &changes, period);
                let Some(leader) = table.first() else { continue };
                let games = rated.get(&(kind, pool)).copied().unwrap_or(0);
                let shown = leader.skill.shown(pool);
                let shown_of = |p: &Placed| p.skill.shown(pool).rating;
                let mine = table
                    .iter()
                    .find(|p| p.user == ctx.user.id)
                    .map(|p| place(shown_of(p), table.iter().map(shown_of)));
                let you = mine
                    .map(|at| format!("; you: {} of {}", super::game::ordinal(at), table.len()))
                    .unwrap_or_default();
                text.push(format!(
                    "**{}**: {} {} ±{} ({}, {}{you})",
                    pool_title(kind, pool),
                    plain(&leader.name),
                    shown.rating,
                    shown.uncertainty,
                    plural(table.len(), "player"),
                    plural(games, "game"),
                ));
                section.rows.push(Row {
                    place: None,
                    title: kind.name().to_string(),
                    detail: format!("led by {}", leader.name),
                    value: shown.rating.to_string(),
                    value_detail: format!("±{}", shown.uncertainty),
                    change: None,
                    // The row names the leader: lit when that is the caller.
                    highlight: leader.user == ctx.user.id,
                    gap_before: false,
                });
            }
        }
        sections.retain(|s| !s.rows.is_empty());
        if sections.is_empty() {
            return Ok(vec![Reply::private(
                ctx.user.id,
                format!(
                    "Nobody has a rating here{} yet. Ratings start with the first game between people (two or more, no computer) that ends: start one with /play, then see /leaderboard game:<game>.",
                    period.during()
                ),
            )]);
        }
        text.push("See one game's table with `/leaderboard game:<game>`.".into());
        // The note in words: the picture keeps room for every game's rows.
        text.push(format!("_{RATING_NOTE}_"));
        let table = Table {
            title,
            subtitle: format!("{} · every game's best cautious rating", period.label()),
            sections,
            notes: vec![LEADERS_NOTE.to_string()],
        };
        let png = self.timed_render(|| render::table_png(&table));
        Ok(replies_with_picture(&text.join("\n"), "leaders.png".into(), png))
    }

    /// `/stats [user:] [vs:]`: a player's ratings, records, streaks, best
    /// wins, usual opponents, a head-to-head and a chart over time.
    pub fn stats(&self, ctx: &Ctx, user: Option<&User>, vs: Option<&User>) -> Vec<Reply> {
        self.guarded(ctx, || {
            let who = user.unwrap_or(&ctx.user);
            if vs.is_some_and(|v| v.id == who.id) {
                return refuse(ShowRefusal::SameVs);
            }
            let all = self.store.rating_changes_with(ctx.guild, who.id)?;
            let mine: Vec<&RatingChange> = all.iter().filter(|c| c.user_id == who.id).collect();
            let puzzles = self.puzzle_lines(ctx.guild, who.id, ctx.locale)?;
            if mine.is_empty() {
                let mut text = format!(
                    "{} has no rated games {} yet.",
                    mention(who.id),
                    super::where_words(ctx.guild)
                );
                for line in &puzzles {
                    text.push('\n');
                    text.push_str(line);
                }
                return Ok(vec![Reply::private(ctx.user.id, text)]);
            }
            let ratings = self.store.ratings(ctx.guild, None)?;
            let pools = pools_played(&mine);
            let by_game: HashMap<i64, Vec<&RatingChange>> = all.iter().fold(HashMap::new(), |mut m, c| {
                m.entry(c.game_id).or_insert_with(Vec::new).push(c);
                m
            });
            let mut lines = vec![format!(
                "**Stats for {}** {}",
                mention(who.id),
                super::where_words(ctx.guild)
            )];
            let mut series = Vec::new();
            for (kind, pool) in &pools {
                let games: Vec<&RatingChange> = mine
                    .iter()
                    .copied()
                    .filter(|c| c.kind == *kind && c.pool == *pool)
                    .collect();
                let standing: Vec<&RatingRow> = ratings.iter().filter(|r| r.kind == *kind && r.pool == *pool).collect();
                if let Some(line) = pool_line(*kind, *pool, &games, &standing, &by_game) {
                    lines.push(line);
                    series.push(rating_series(*kind, *pool, &games));
                }
            }
            lines.extend(most_played_against(&opponents(who.id, &mine, &by_game)));
            if let Some(v) = vs {
                lines.push(head_to_head(who.id, v, &mine, &by_game));
            }
            lines.extend(puzzles);
            let chart = Chart {
                title: format!("{} · rating over time", who.name),
                subtitle: if series.len() == 1 {
                    "cautious rating after each game; shaded: where the true strength plausibly lies".into()
                } else {
                    "cautious rating after each game".into()
                },
                series,
            };
            let png = self.timed_render(|| render::chart_png(&chart));
            Ok(replies_with_picture(
                &lines.join("\n"),
                format!("stats-{}.png", who.id),
                png,
            ))
        })
    }

    /// Lines about Adding Donimoes puzzles for `/stats`: puzzles keep their
    /// own records (solves, not ratings), summed up where puzzles live.
    fn puzzle_lines(&self, guild: u64, user: u64, locale: crate::i18n::Locale) -> Res<Vec<String>> {
        self.puzzle_stats(guild, user, locale)
    }

    /// Recomputes every rating from the stored finished games, in the order
    /// they finished (`dominoes-bot ratings rebuild`).
    pub fn rebuild_ratings(&self) -> Result<RebuildReport, StoreError> {
        self.store.rebuild_ratings()
    }
}

/// One pool's table of a game's leaderboard: the top players and the
/// caller's own line, as a picture section, with a text line each pushed
/// on `text`.
fn pool_section(pool: Pool, table: &[Placed], caller: u64, text: &mut Vec<String>) -> Section {
    let mut rows = Vec::new();
    let mine = table.iter().position(|p| p.user == caller);
    let ratings: Vec<i64> = table.iter().map(|p| p.skill.shown(pool).rating).collect();
    for (i, p) in table.iter().enumerate() {
        let inside = i < TOP;
        if !inside && Some(i) != mine {
            continue;
        }
        let shown = p.skill.shown(pool);
        let you = p.user == caller;
        let name = if you {
            format!("**{}** (you)", plain(&p.name))
        } else {
            plain(&p.name)
        };
        let change = p
            .change
            .map(|c| format!(" ({} this period)", signed(c)))
            .unwrap_or_default();
        if !inside {
            text.push("…".into());
        }
        let at = place(shown.rating, ratings.iter().copied());
        text.push(format!(
            "{} {name} {} ±{}{change} · {}",
            medal(at),
            shown.rating,
            shown.uncertainty,
            p.record()
        ));
        rows.push(Row {
            place: Some(at),
            title: p.name.clone(),
            detail: p.record(),
            value: shown.rating.to_string(),
            value_detail: format!("±{}", shown.uncertainty),
            change: p.change,
            highlight: you,
            gap_before: !inside,
        });
    }
    Section {
        heading: pool.label().to_string(),
        aside: pool.system().to_string(),
        rows,
    }
}

/// The games and pools of some changes, each once: games in the order of
/// the registry, duels before tables.
fn pools_played(changes: &[&RatingChange]) -> Vec<(GameKind, Pool)> {
    let mut pools: Vec<(GameKind, Pool)> = Vec::new();
    for c in changes {
        if !pools.contains(&(c.kind, c.pool)) {
            pools.push((c.kind, c.pool));
        }
    }
    let order = |kind: GameKind| GameKind::ALL.iter().position(|k| *k == kind);
    pools.sort_by_key(|(kind, pool)| (order(*kind), *pool));
    pools
}

/// The `/stats` line on the three opponents met most, if any.
fn most_played_against(opponents: &[Opponent]) -> Option<String> {
    if opponents.is_empty() {
        return None;
    }
    let list: Vec<String> = opponents
        .iter()
        .take(3)
        .map(|o| {
            format!(
                "{} ({}, {}-{}-{})",
                plain(&o.name),
                plural(o.games, "game"),
                o.wins,
                o.losses,
                o.draws
            )
        })
        .collect();
    Some(format!("Most played against (wins-losses-draws): {}", list.join(", ")))
}

/// One line of `/stats` for one game and pool: rating, place among
/// `standing`, record, streak and best win. `None` without games.
fn pool_line(
    kind: GameKind,
    pool: Pool,
    games: &[&RatingChange],
    standing: &[&RatingRow],
    by_game: &HashMap<i64, Vec<&RatingChange>>,
) -> Option<String> {
    let last = games.last()?;
    let shown = last.after.shown(pool);
    let place = place(shown.rating, standing.iter().map(|r| r.skill.shown(pool).rating));
    let count = |r: GameResult| games.iter().filter(|c| c.result == r).count();
    let mut line = format!(
        "__{}__: **{}** ±{} ({} of {}) · {}: {} W, {} L, {} D · {}",
        pool_title(kind, pool),
        shown.rating,
        shown.uncertainty,
        super::game::ordinal(place),
        standing.len(),
        plural(games.len(), "game"),
        count(GameResult::Win),
        count(GameResult::Loss),
        count(GameResult::Draw),
        streak(games)
    );
    if let Some((beaten, game)) = best_win(games, by_game, pool) {
        // In a table game finishing above someone is a result, not a win
        // (the record may show no win at all).
        let (what, how) = match pool {
            Pool::Duel => ("best win", "over"),
            Pool::Multi => ("best result", "ahead of"),
        };
        line.push_str(&format!(
            " · {what}: {how} {} (then rated {}), game #{game}",
            plain(&beaten.name),
            beaten.before.shown(pool).rating,
        ));
    }
    Some(line)
}

/// The shown rating after each game, with the plausible range around the
/// estimate (from the shown rating up to estimate + uncertainty).
fn rating_series(kind: GameKind, pool: Pool, games: &[&RatingChange]) -> Series {
    Series {
        label: pool_title(kind, pool),
        points: games
            .iter()
            .map(|c| {
                let s = c.after.shown(pool);
                Point {
                    at: c.finished_at,
                    value: s.rating as f64,
                    low: s.rating as f64,
                    high: (s.estimate() + s.uncertainty) as f64,
                }
            })
            .collect(),
    }
}

/// The public reply with its picture, the text split if it is long.
fn replies_with_picture(text: &str, filename: String, png: Vec<u8>) -> Vec<Reply> {
    let mut parts = split_message(text).into_iter();
    let first = Reply::public(parts.next().unwrap_or_default()).with_image(filename, png);
    std::iter::once(first).chain(parts.map(Reply::public)).collect()
}

/// "3 wins in a row", "1 loss", from the latest game backwards.
fn streak(games: &[&RatingChange]) -> String {
    let Some(last) = games.last() else {
        return String::new();
    };
    let n = games.iter().rev().take_while(|c| c.result == last.result).count();
    let what = match (last.result, n) {
        (GameResult::Win, 1) => "1 win".to_string(),
        (GameResult::Win, n) => format!("{n} wins"),
        (GameResult::Loss, 1) => "1 loss".to_string(),
        (GameResult::Loss, n) => format!("{n} losses"),
        (GameResult::Draw, 1) => "1 draw".to_string(),
        (GameResult::Draw, n) => format!("{n} draws"),
    };
    if n > 1 {
        format!("streak: {what} in a row")
    } else {
        let how = match last.result {
            GameResult::Win => "won",
            GameResult::Loss => "lost",
            GameResult::Draw => "a draw",
        };
        format!("last game: {how}")
    }
}

/// The highest-rated opponent (by cautious rating before the game) that
/// finished below the player, and the game.
fn best_win<'a>(
    games: &[&RatingChange],
    by_game: &HashMap<i64, Vec<&'a RatingChange>>,
    pool: Pool,
) -> Option<(&'a RatingChange, i64)> {
    games
        .iter()
        .flat_map(|me| {
            by_game
                .get(&me.game_id)
                .into_iter()
                .flatten()
                .filter(move |o| o.user_id != me.user_id && o.rank > me.rank)
                .map(move |o| (*o, me.game_id))
        })
        .max_by(|a, b| {
            a.0.before
                .conservative(pool)
                .total_cmp(&b.0.before.conservative(pool))
                .then(b.1.cmp(&a.1))
        })
}

/// Someone the player met, and how it went between the two of them.
struct Opponent {
    user: u64,
    name: String,
    games: usize,
    wins: usize,
    losses: usize,
    draws: usize,
    last_game: i64,
}

/// Everyone the player met in rated games, most met first: a win is
/// finishing above them, a loss below, a draw level. Partners are not opponents.
fn opponents(me: u64, mine: &[&RatingChange], by_game: &HashMap<i64, Vec<&RatingChange>>) -> Vec<Opponent> {
    let mut met: Vec<Opponent> = Vec::new();
    for my in mine {
        for other in by_game.get(&my.game_id).into_iter().flatten() {
            if other.user_id == me || other.team == my.team {
                continue;
            }
            let o = match met.iter().position(|o| o.user == other.user_id) {
                Some(i) => &mut met[i],
                None => {
                    met.push(Opponent {
                        user: other.user_id,
                        name: other.name.clone(),
                        games: 0,
                        wins: 0,
                        losses: 0,
                        draws: 0,
                        last_game: 0,
                    });
                    met.last_mut().expect("just pushed")
                }
            };
            o.games += 1;
            o.name = other.name.clone();
            o.last_game = my.game_id;
            match my.rank.cmp(&other.rank) {
                std::cmp::Ordering::Less => o.wins += 1,
                std::cmp::Ordering::Greater => o.losses += 1,
                std::cmp::Ordering::Equal => o.draws += 1,
            }
        }
    }
    met.sort_by(|a, b| b.games.cmp(&a.games).then(a.name.cmp(&b.name)));
    met
}

/// The player against `vs`, game by game kind.
fn head_to_head(me: u64, vs: &User, mine: &[&RatingChange], by_game: &HashMap<i64, Vec<&RatingChange>>) -> String {
    let mut per_kind: Vec<(GameKind, Vec<&RatingChange>)> = Vec::new();
    for c in mine {
        if by_game
            .get(&c.game_id)
            .is_some_and(|g| g.iter().any(|o| o.user_id == vs.id))
        {
            match per_kind.iter_mut().find(|(k, _)| *k == c.kind) {
                Some((_, v)) => v.push(c),
                None => per_kind.push((c.kind, vec![c])),
            }
        }
    }
    if per_kind.is_empty() {
        return format!("Against {}: no rated games together yet.", mention(vs.id));
    }
    let parts: Vec<String> = per_kind
        .iter()
        .map(|(kind, games)| {
            let mut record = opponents(me, games, by_game);
            record.retain(|o| o.user == vs.id);
            let name = kind.name();
            match record.first() {
                Some(o) => format!(
                    "{name} {}-{}-{} in {} (last: #{})",
                    o.wins,
                    o.losses,
                    o.draws,
                    plural(o.games, "game"),
                    o.last_game
                ),
                None => format!("{name}: none"),
            }
        })
        .collect();
    format!("Against {} (wins-losses-draws): {}", mention(vs.id), parts.join("; "))
}
