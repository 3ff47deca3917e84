//! `/leaderboard` and `/stats`: where players stand in this server, read
//! from the ratings the store keeps as games finish (the arithmetic is in
//! [`crate::rating`], what the numbers mean in `docs/ratings.md`).

use super::refusal::ShowRefusal;
use super::show::split_message;
use super::{Ctx, Reply, Res, Service, User, mention, refuse};
use crate::engine::GameKind;
use crate::i18n::{self, Arg, Locale};
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

    /// "all time", "the past 7 days", in `locale`.
    fn label(self, locale: Locale) -> String {
        let key = match self {
            Period::All => "rating-period-all",
            Period::Month => "rating-period-month",
            Period::Week => "rating-period-week",
        };
        say(locale, key, &[])
    }

    /// Message `key` for all time, or `key-in` naming the period.
    fn sentence(self, locale: Locale, key: &str, args: &[(&str, Arg)]) -> String {
        if self == Period::All {
            return say(locale, key, args);
        }
        let mut args = args.to_vec();
        args.push(("period", self.label(locale).into()));
        say(locale, &format!("{key}-in"), &args)
    }
}

/// A sentence of the leaderboards and stats (`lists.ftl`) in `locale`.
fn say(locale: Locale, id: &str, args: &[(&str, Arg)]) -> String {
    i18n::text(locale, id, args)
}

/// "3 games", "1 player": `key` counting `n`, in `locale`.
fn counted(locale: Locale, key: &str, n: usize) -> String {
    say(locale, key, &[("count", Arg::count(n))])
}

/// A pool's name ("2 players") and its rating system, in `locale`.
fn pool_words(locale: Locale, pool: Pool) -> (String, String) {
    let id = match pool {
        Pool::Duel => "duel",
        Pool::Multi => "multi",
    };
    (
        say(locale, &format!("rating-pool-{id}"), &[]),
        say(locale, &format!("rating-system-{id}"), &[]),
    )
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
    /// "3 games · 2 W · 1 L · 0 D", in `locale`.
    fn record(&self, locale: Locale) -> String {
        let record = [
            ("games", counted(locale, "rating-games", self.games).into()),
            ("wins", Arg::count(self.wins)),
            ("losses", Arg::count(self.losses)),
            ("draws", Arg::count(self.draws)),
        ];
        say(locale, "rating-record", &record)
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
fn pool_title(kind: GameKind, pool: Pool, locale: Locale) -> String {
    format!("{} · {}", i18n::game_name(locale, kind), pool_words(locale, pool).0)
}

impl Service {
    /// `/leaderboard [game:] [period:]`: one game's tables, or every game's leader.
    pub fn leaderboard(&self, ctx: &Ctx, game: Option<GameKind>, period: Period) -> Vec<Reply> {
        self.guarded(ctx, || match game {
            None => self.overview(ctx, period),
            Some(kind) => self.game_leaderboard(ctx, kind, period),
        })
    }

    fn game_leaderboard(&self, ctx: &Ctx, kind: GameKind, period: Period) -> Res<Vec<Reply>> {
        let locale = self.new_game_locale(ctx)?;
        let ratings = self.store.ratings(ctx.guild, Some(kind))?;
        let changes = self.period_changes(ctx.guild, Some(kind), period)?;
        let tables: Vec<(Pool, Vec<Placed>)> = Pool::ALL
            .into_iter()
            .map(|p| (p, placings(p, &ratings, &changes, period)))
            .filter(|(_, t)| !t.is_empty())
            .collect();
        let game = ("game", Arg::from(i18n::game_name(locale, kind)));
        if tables.is_empty() {
            let why = if kind.player_range(None).1 < 2 {
                say(locale, "rating-alone", std::slice::from_ref(&game))
            } else {
                say(locale, "rating-start-with", &[])
            };
            let none = period.sentence(locale, "rating-none-game", std::slice::from_ref(&game));
            return Ok(vec![Reply::private(ctx.user.id, format!("{none} {why}"))]);
        }
        let players: BTreeSet<u64> = tables.iter().flat_map(|(_, t)| t.iter().map(|p| p.user)).collect();
        let title = say(locale, "rating-board-title", std::slice::from_ref(&game));
        let mut text = vec![format!("**{title}** ({})", period.label(locale))];
        let mut sections = Vec::new();
        for (pool, table) in &tables {
            let (label, system) = pool_words(locale, *pool);
            text.push(format!("__{label}__ ({system})"));
            sections.push(pool_section(*pool, table, ctx.user.id, &mut text, locale));
        }
        let note = say(locale, "rating-note", &[]);
        text.push(format!("_{note}_"));
        let players = counted(locale, "rating-players", players.len());
        let mut table = Table {
            title,
            subtitle: format!("{} · {players}", period.label(locale)),
            sections,
            notes: vec![note],
        };
        table.fit_to_phone(|k| {
            say(
                locale,
                "rating-fit",
                &[("shown", Arg::count(k)), ("top", Arg::count(TOP))],
            )
        });
        let png = self.render_in(locale, || render::table_png(&table));
        Ok(replies_with_picture(
            &text.join("\n"),
            format!("leaderboard-{}.png", kind.id()),
            png,
            locale,
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
        let locale = self.new_game_locale(ctx)?;
        let ratings = self.store.ratings(ctx.guild, None)?;
        let changes = self.period_changes(ctx.guild, None, period)?;
        let rated = self.rated_games(ctx.guild, period, &changes)?;
        let title = say(
            locale,
            "rating-leaders-title",
            &[("where", super::where_words_in(locale, ctx.guild).into())],
        );
        let mut text = vec![format!("**{title}** ({})", period.label(locale))];
        // One section a pool, so each row reads on one line when it must.
        let mut sections: Vec<Section> = Pool::ALL
            .into_iter()
            .map(|pool| Section {
                heading: pool_words(locale, pool).0,
                aside: say(locale, "rating-leader-aside", &[]),
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
                text.push(leader_line(ctx.user.id, kind, pool, &table, games, locale));
                let shown = leader.skill.shown(pool);
                section.rows.push(Row {
                    place: None,
                    title: i18n::game_name(locale, kind),
                    detail: say(locale, "rating-led-by", &[("name", leader.name.as_str().into())]),
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
            let nobody = period.sentence(locale, "rating-nobody", &[]);
            return Ok(vec![Reply::private(ctx.user.id, nobody)]);
        }
        text.push(say(locale, "rating-see-one", &[]));
        // The note in words: the picture keeps room for every game's rows.
        text.push(format!("_{}_", say(locale, "rating-note", &[])));
        let subtitle = say(
            locale,
            "rating-leaders-subtitle",
            &[("period", period.label(locale).into())],
        );
        let table = Table {
            title,
            subtitle,
            sections,
            notes: vec![say(locale, "rating-leaders-note", &[])],
        };
        let png = self.render_in(locale, || render::table_png(&table));
        Ok(replies_with_picture(
            &text.join("\n"),
            "leaders.png".into(),
            png,
            locale,
        ))
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
            let locale = self.new_game_locale(ctx)?;
            let puzzles = self.puzzle_lines(ctx.guild, who.id, locale)?;
            let whom = [
                ("who", Arg::from(mention(who.id))),
                ("where", super::where_words_in(locale, ctx.guild).into()),
            ];
            if mine.is_empty() {
                let mut text = say(locale, "stats-none", &whom);
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
            let mut lines = vec![say(locale, "stats-heading", &whom)];
            let mut series = Vec::new();
            for (kind, pool) in &pools {
                let games: Vec<&RatingChange> = mine
                    .iter()
                    .copied()
                    .filter(|c| c.kind == *kind && c.pool == *pool)
                    .collect();
                let standing: Vec<&RatingRow> = ratings.iter().filter(|r| r.kind == *kind && r.pool == *pool).collect();
                if let Some(line) = pool_line(*kind, *pool, &games, &standing, &by_game, locale) {
                    lines.push(line);
                    series.push(rating_series(*kind, *pool, &games, locale));
                }
            }
            lines.extend(most_played_against(&opponents(who.id, &mine, &by_game), locale));
            if let Some(v) = vs {
                lines.push(head_to_head(who.id, v, &mine, &by_game, locale));
            }
            lines.extend(puzzles);
            let subtitle = if series.len() == 1 {
                "stats-chart-one"
            } else {
                "stats-chart-many"
            };
            let chart = Chart {
                title: say(locale, "stats-chart-title", &[("name", who.name.as_str().into())]),
                subtitle: say(locale, subtitle, &[]),
                series,
            };
            let png = self.render_in(locale, || render::chart_png(&chart));
            Ok(replies_with_picture(
                &lines.join("\n"),
                format!("stats-{}.png", who.id),
                png,
                locale,
            ))
        })
    }

    /// Lines about Adding Donimoes puzzles for `/stats`: puzzles keep their
    /// own records (solves, not ratings), summed up where puzzles live.
    fn puzzle_lines(&self, guild: u64, user: u64, locale: Locale) -> Res<Vec<String>> {
        self.puzzle_stats(guild, user, locale)
    }

    /// Recomputes every rating from the stored finished games, in the order
    /// they finished (`dominoes-bot ratings rebuild`).
    pub fn rebuild_ratings(&self) -> Result<RebuildReport, StoreError> {
        self.store.rebuild_ratings()
    }
}

/// The overview's line on one game's leader in `pool` (`table`, best
/// first), with the caller's own place when they are in it.
fn leader_line(caller: u64, kind: GameKind, pool: Pool, table: &[Placed], games: usize, locale: Locale) -> String {
    let Some(leader) = table.first() else {
        return String::new();
    };
    let shown = leader.skill.shown(pool);
    let shown_of = |p: &Placed| p.skill.shown(pool).rating;
    let mine = table
        .iter()
        .find(|p| p.user == caller)
        .map(|p| place(shown_of(p), table.iter().map(shown_of)));
    let you = mine
        .map(|at| {
            let at = [
                ("place", i18n::ordinal(locale, at).into()),
                ("of", Arg::count(table.len())),
            ];
            say(locale, "rating-you-at", &at)
        })
        .unwrap_or_default();
    let line = [
        ("pool", pool_title(kind, pool, locale).into()),
        ("name", plain(&leader.name).into()),
        ("rating", shown.rating.to_string().into()),
        ("uncertainty", shown.uncertainty.to_string().into()),
        ("players", counted(locale, "rating-players", table.len()).into()),
        ("games", counted(locale, "rating-games", games).into()),
        ("you", you.into()),
    ];
    say(locale, "rating-leader-line", &line)
}

/// One pool's table of a game's leaderboard: the top players and the
/// caller's own line, as a picture section, with a text line each pushed
/// on `text`.
fn pool_section(pool: Pool, table: &[Placed], caller: u64, text: &mut Vec<String>, locale: Locale) -> Section {
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
            say(locale, "rating-you", &[("name", plain(&p.name).into())])
        } else {
            plain(&p.name)
        };
        let change = p
            .change
            .map(|c| {
                format!(
                    " {}",
                    say(locale, "rating-this-period", &[("change", signed(c).into())])
                )
            })
            .unwrap_or_default();
        if !inside {
            text.push("…".into());
        }
        let at = place(shown.rating, ratings.iter().copied());
        let record = p.record(locale);
        text.push(format!(
            "{} {name} {} ±{}{change} · {record}",
            medal(at),
            shown.rating,
            shown.uncertainty,
        ));
        rows.push(Row {
            place: Some(at),
            title: p.name.clone(),
            detail: record,
            value: shown.rating.to_string(),
            value_detail: format!("±{}", shown.uncertainty),
            change: p.change,
            highlight: you,
            gap_before: !inside,
        });
    }
    let (heading, aside) = pool_words(locale, pool);
    Section { heading, aside, rows }
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
fn most_played_against(opponents: &[Opponent], locale: Locale) -> Option<String> {
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
                counted(locale, "rating-games", o.games),
                o.wins,
                o.losses,
                o.draws
            )
        })
        .collect();
    Some(say(locale, "stats-most-played", &[("list", list.join(", ").into())]))
}

/// One line of `/stats` for one game and pool: rating, place among
/// `standing`, record, streak and best win. `None` without games.
fn pool_line(
    kind: GameKind,
    pool: Pool,
    games: &[&RatingChange],
    standing: &[&RatingRow],
    by_game: &HashMap<i64, Vec<&RatingChange>>,
    locale: Locale,
) -> Option<String> {
    let last = games.last()?;
    let shown = last.after.shown(pool);
    let place = place(shown.rating, standing.iter().map(|r| r.skill.shown(pool).rating));
    let count = |r: GameResult| Arg::count(games.iter().filter(|c| c.result == r).count());
    let facts = [
        ("pool", pool_title(kind, pool, locale).into()),
        ("rating", shown.rating.to_string().into()),
        ("uncertainty", shown.uncertainty.to_string().into()),
        ("place", i18n::ordinal(locale, place).into()),
        ("of", Arg::count(standing.len())),
        ("games", counted(locale, "rating-games", games.len()).into()),
        ("wins", count(GameResult::Win)),
        ("losses", count(GameResult::Loss)),
        ("draws", count(GameResult::Draw)),
        ("streak", streak(games, locale).into()),
    ];
    let mut line = say(locale, "stats-pool-line", &facts);
    if let Some((beaten, game)) = best_win(games, by_game, pool) {
        // In a table game finishing above someone is a result, not a win
        // (the record may show no win at all).
        let key = match pool {
            Pool::Duel => "stats-best-win",
            Pool::Multi => "stats-best-result",
        };
        let best = [
            ("name", plain(&beaten.name).into()),
            ("rating", beaten.before.shown(pool).rating.to_string().into()),
            ("game", game.to_string().into()),
        ];
        line.push_str(" · ");
        line.push_str(&say(locale, key, &best));
    }
    Some(line)
}

/// The shown rating after each game, with the plausible range around the
/// estimate (from the shown rating up to estimate + uncertainty).
fn rating_series(kind: GameKind, pool: Pool, games: &[&RatingChange], locale: Locale) -> Series {
    Series {
        label: pool_title(kind, pool, locale),
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

/// The public reply with its picture, the text split if it is long, in
/// `locale`.
fn replies_with_picture(text: &str, filename: String, png: Vec<u8>, locale: Locale) -> Vec<Reply> {
    let mut parts = split_message(text).into_iter();
    let first = Reply::public(parts.next().unwrap_or_default()).with_image(filename, png);
    std::iter::once(first)
        .chain(parts.map(Reply::public))
        .map(|r| r.in_locale(locale))
        .collect()
}

/// "streak: 3 wins in a row", "last game: lost", from the latest game
/// backwards, in `locale`.
fn streak(games: &[&RatingChange], locale: Locale) -> String {
    let Some(last) = games.last() else {
        return String::new();
    };
    let n = games.iter().rev().take_while(|c| c.result == last.result).count();
    let what = match last.result {
        GameResult::Win => "win",
        GameResult::Loss => "loss",
        GameResult::Draw => "draw",
    };
    if n > 1 {
        say(locale, &format!("stats-streak-{what}"), &[("count", Arg::count(n))])
    } else {
        say(locale, &format!("stats-last-{what}"), &[])
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
fn head_to_head(
    me: u64,
    vs: &User,
    mine: &[&RatingChange],
    by_game: &HashMap<i64, Vec<&RatingChange>>,
    locale: Locale,
) -> String {
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
    let who = ("who", Arg::from(mention(vs.id)));
    if per_kind.is_empty() {
        return say(locale, "stats-against-none", &[who]);
    }
    let parts: Vec<String> = per_kind
        .iter()
        .map(|(kind, games)| {
            let mut record = opponents(me, games, by_game);
            record.retain(|o| o.user == vs.id);
            let game = ("game", Arg::from(i18n::game_name(locale, *kind)));
            match record.first() {
                Some(o) => {
                    let facts = [
                        game,
                        ("wins", Arg::count(o.wins)),
                        ("losses", Arg::count(o.losses)),
                        ("draws", Arg::count(o.draws)),
                        ("games", counted(locale, "rating-games", o.games).into()),
                        ("last", o.last_game.to_string().into()),
                    ];
                    say(locale, "stats-against-game", &facts)
                }
                None => say(locale, "stats-against-game-none", &[game]),
            }
        })
        .collect();
    let then = say(locale, "then", &[]);
    say(locale, "stats-against", &[who, ("list", parts.join(&then).into())])
}
