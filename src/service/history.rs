//! `/history` (a player's last finished games) and `/replay` (a finished
//! game's moves, its seed and its pictures, step by step).
//!
//! A replay is rebuilt from the seed and the action log by
//! [`super::replay::replay_to`], the same path that checks stored games,
//! and only for games that are over: while a game runs, its seed and the
//! order of its tiles stay secret. Pictures are public views, so even a
//! finished game shows nothing that was hidden at that step.

use super::game::{Live, variant_text};
use super::naming::{name_in, who_in};
use super::ratings::plain;
use super::refusal::ShowRefusal;
use super::replay::{replay_to, replay_visiting};
use super::reply::MAX_MESSAGE;
use super::wording::{Named, Reader, action_words, deed_words_in, line_words_in};
use super::{ButtonId, ButtonStyle, Ctx, Fail, Reply, Res, Service, User, mention, refuse};
use crate::engine::event::seat_number;
use crate::engine::{GameKind, Outcome, Viewer};
use crate::i18n::{self, Arg, Locale};
use crate::rating::GameResult;
use crate::store::{ActionRow, GameRow, RatingChange, Status, StoreError};

/// How many games `/history` lists.
pub const HISTORY: usize = 10;
/// How many of them get a Replay button.
const REPLAY_BUTTONS: usize = 5;

impl Service {
    /// `/history [user:] [game:]`: the last finished games, newest first.
    pub fn history(&self, ctx: &Ctx, user: Option<&User>, kind: Option<GameKind>) -> Vec<Reply> {
        self.guarded(ctx, || {
            let who = user.unwrap_or(&ctx.user);
            let locale = ctx.locale;
            let games = self.store.finished_games_of(ctx.guild, who.id, kind, HISTORY)?;
            let mut args = vec![("who", Arg::from(mention(who.id)))];
            args.extend(kind.map(|k| ("game", Arg::from(i18n::game_name(locale, k)))));
            if games.is_empty() {
                args.push(("where", super::where_words_in(locale, ctx.guild).into()));
                let key = if kind.is_some() {
                    "history-none-of"
                } else {
                    "history-none"
                };
                return Ok(vec![Reply::private(ctx.user.id, i18n::text(locale, key, &args))]);
            }
            let changes = self.store.rating_changes_with(ctx.guild, who.id)?;
            let key = if kind.is_some() {
                "history-head-of"
            } else {
                "history-head"
            };
            let mut lines = vec![i18n::text(locale, key, &args)];
            // A game whose row cannot be read is marked, not left out: the
            // list stays whole, and the damage is seen (and logged).
            for (finished_at, row) in &games {
                lines.push(match row {
                    Ok(row) => history_line(locale, row, *finished_at, who.id, &changes),
                    Err(e) => damaged_line(locale, e),
                });
            }
            lines.push(i18n::text(locale, "history-footer", &[]));
            let mut replies: Vec<Reply> = super::show::split_message(&lines.join("\n"))
                .into_iter()
                .map(|t| Reply::private(ctx.user.id, t))
                .collect();
            if let Some(mut last) = replies.pop() {
                for row in games.iter().take(REPLAY_BUTTONS).filter_map(|(_, r)| r.as_ref().ok()) {
                    let label = i18n::text(locale, "history-button-replay", &[("id", row.id.to_string().into())]);
                    let id = ButtonId::Replay {
                        game: row.id,
                        step: None,
                    };
                    last = last.with_button(id, &label, ButtonStyle::Secondary);
                }
                replies.push(last);
            }
            Ok(replies)
        })
    }

    /// `/replay id: [step:]`: without a step, the whole game (result,
    /// seed, move list, final picture); with one, the picture after that
    /// many moves, with buttons to step on.
    pub fn replay(&self, ctx: &Ctx, id: i64, step: Option<i64>) -> Vec<Reply> {
        self.guarded(ctx, || self.replay_inner(ctx, id, step, false))
    }

    /// The replay of game `id`: one message that steps through the game in
    /// place (a press on `replay:<game>[:<step>]`, `pressed`) and, for the
    /// whole game, its animation.
    pub(crate) fn replay_inner(&self, ctx: &Ctx, id: i64, step: Option<i64>, pressed: bool) -> Res<Vec<Reply>> {
        let row = self.replayable(ctx, id)?;
        let kind = row.kind;
        let actions = self.store.actions(id)?;
        let n = actions.len();
        let at = step.map(|k| step_in(id, k, n)).transpose()?;
        let upto = at.unwrap_or(n);
        let does_not_replay = |e| Fail::Internal(format!("game {id} does not replay: {e}"));
        let (started, events) = replay_to(&row, &actions[..upto]).map_err(does_not_replay)?;
        let named = moves_named(ctx, &row, &actions).map_err(does_not_replay)?;
        let mut shown = row.clone();
        // The picture is named after the step, and the result belongs to the end only.
        shown.version = upto as i64;
        if upto < n {
            shown.outcome = None;
        }
        let live = Live {
            row: shown,
            kind,
            game: started.game,
            rng: started.rng,
        };
        let locale = ctx.locale;
        // A private reply: the picture speaks its reader's language too.
        let (name, png) = live.board_picture_in(self, locale, crate::render::Region::Play);
        let title = replay_title(locale, &row);
        let text = match at {
            None => summary_text(locale, &live, &title, n),
            Some(k) => step_text(locale, &live, &title, &actions, &events, &named, k),
        };
        let mut first = Reply::private(ctx.user.id, text).with_image(name, png);
        for (key, k) in step_buttons(at.unwrap_or(n), n, at.is_none()) {
            let button = ButtonId::Replay {
                game: id,
                step: Some(k as i64),
            };
            first = first.with_button(button, &i18n::text(locale, key, &[]), ButtonStyle::Secondary);
        }
        if pressed {
            first = first.in_place();
        }
        if at.is_some() {
            return Ok(vec![first]);
        }
        // The moves in words when they fit the message; otherwise the
        // buttons (already offered above) and the animation, if there is one.
        let animation = self.animation(ctx, &row, &actions, &live);
        match move_list(locale, &row, &actions, &named).as_slice() {
            [list] if first.text.len() + list.len() < 1900 => first.text = format!("{}\n{list}", first.text),
            [] => {}
            _ if animation.is_some() => {
                first.text.push('\n');
                first.text.push_str(&i18n::text(locale, "replay-watch", &[]));
            }
            _ => {}
        }
        let mut replies = vec![first];
        replies.extend(animation);
        Ok(replies)
    }
}

/// "**Game #12 · The Tree** (solo)": the replay's title.
fn replay_title(locale: Locale, row: &GameRow) -> String {
    let facts = [
        ("id", Arg::from(row.id.to_string())),
        ("game", i18n::game_name(locale, row.kind).into()),
        ("variant", variant_text(row).into()),
    ];
    i18n::text(locale, "replay-title", &facts)
}

/// The replay message at step `k` of the moves `actions`: the start, or who
/// made move `k` and what it did (`events`; `named`: each move as the reader
/// may see it).
fn step_text(
    locale: Locale,
    live: &Live,
    title: &str,
    actions: &[ActionRow],
    events: &[crate::engine::Event],
    named: &[Named],
    k: usize,
) -> String {
    let n = actions.len();
    let title = ("title", Arg::from(title));
    if k == 0 {
        let start = if n == 0 {
            i18n::text(locale, "replay-start-empty", &[title])
        } else {
            i18n::text(locale, "replay-start", &[title, ("moves", Arg::count(n))])
        };
        let seats = i18n::text(locale, "replay-seats", &[]);
        return format!("{start}\n{seats}\n{}", live.seating_text_in(locale));
    }
    let a = &actions[k - 1];
    // Named as the seat list above names it ("Computer 1 (hard)"), never "seat 2".
    let mover = live.seat_name_in(a.seat, locale);
    let did = if events.is_empty() {
        i18n::text(locale, "replay-played", &[("who", mover.into())])
    } else {
        deed_words_in(&mover, a.seat, events, &live.row, locale)
    };
    let facts = [
        title,
        ("step", Arg::count(k)),
        ("moves", Arg::count(n)),
        ("move", named[k - 1].words_in(locale).into()),
        ("did", did.into()),
    ];
    i18n::text(locale, "replay-step", &facts)
}

impl Service {
    /// The whole game as an animated picture, for the caller only (they may
    /// share it); none if it cannot be made (logged).
    fn animation(&self, ctx: &Ctx, row: &GameRow, actions: &[ActionRow], live: &Live) -> Option<Reply> {
        if !self.board_pictures {
            return None;
        }
        let names = live.names_in(ctx.locale);
        let made = self
            .render_in(ctx.locale, || super::animation::frames(row, actions, &names))
            .and_then(|f| super::animation::gif(&f).map_err(|e| e.to_string()));
        match made {
            Ok(bytes) => Some(
                Reply::private(
                    ctx.user.id,
                    i18n::text(ctx.locale, "replay-animation", &[("id", row.id.to_string().into())]),
                )
                .with_image(format!("game-{}.gif", row.id), bytes),
            ),
            Err(e) => {
                tracing::error!(game = row.id, "no animation: {e}");
                None
            }
        }
    }
}

impl Service {
    /// Game `id` of the caller's server, if it may be replayed: over, and
    /// started.
    fn replayable(&self, ctx: &Ctx, id: i64) -> Res<GameRow> {
        let row = match self.store.game(id)? {
            Some(row) if row.guild_id == ctx.guild => row,
            _ => {
                return refuse(ShowRefusal::NoSuchGame { id, guild: ctx.guild });
            }
        };
        if row.status.is_open() {
            return refuse(ShowRefusal::NotOver { id });
        }
        if row.snapshot.is_none() {
            return refuse(ShowRefusal::NeverStarted { id, status: row.status });
        }
        Ok(row)
    }
}

/// Step `k` of game `id`, which has `n` moves, or a refusal naming the range.
fn step_in(id: i64, k: i64, n: usize) -> Res<usize> {
    if (0..=n as i64).contains(&k) {
        return Ok(k as usize);
    }
    refuse(ShowRefusal::NoSuchStep { id, moves: n })
}

/// The whole game in words: when it ended, who sat where, the result and the seed.
fn summary_text(locale: Locale, live: &Live, title: &str, moves: usize) -> String {
    let row = &live.row;
    let key = if row.status == Status::Finished {
        "replay-finished"
    } else {
        "replay-ended"
    };
    let facts = [
        ("title", Arg::from(title)),
        ("date", i18n::date_of(locale, row.updated_at).into()),
        ("moves", Arg::count(moves)),
    ];
    let mut lines = vec![i18n::text(locale, key, &facts)];
    lines.push(format!(
        "{}\n{}",
        i18n::text(locale, "replay-seats", &[]),
        live.seating_text_in(locale)
    ));
    let result = live.result_text_in(locale);
    if result.is_empty() {
        lines.push(i18n::text(
            locale,
            "replay-no-result",
            &[("status", row.status.as_str().into())],
        ));
        lines.push(i18n::text(locale, "replay-seed", &[("seed", row.seed.clone().into())]));
    } else {
        lines.push(result);
    }
    if moves > 0 {
        let facts = [("id", Arg::from(row.id.to_string())), ("moves", Arg::count(moves))];
        lines.push(i18n::text(locale, "replay-step-through", &facts));
    }
    lines.join("\n")
}

/// The buttons under the picture after `k` of `n` moves: no two may share
/// an id, so Start and Previous are one button when they lead to the same step.
/// A summary (the end, seen whole) offers only the way back.
/// Each is the key of its label (`replay-button-*`) and the step it leads to.
fn step_buttons(k: usize, n: usize, summary: bool) -> Vec<(&'static str, usize)> {
    let mut out = Vec::new();
    if k >= 2 {
        out.push(("replay-button-start", 0));
    }
    if k >= 1 {
        out.push(("replay-button-previous", k - 1));
    }
    if !summary && k < n {
        out.push(("replay-button-next", k + 1));
        if k + 1 < n {
            out.push(("replay-button-end", n));
        }
    }
    out
}

/// The moves, numbered, as messages of at most Discord's length: each
/// named as in `named` (its notation, or the words for a secret one).
fn move_list(locale: Locale, row: &GameRow, actions: &[ActionRow], named: &[Named]) -> Vec<String> {
    if actions.is_empty() {
        return Vec::new();
    }
    let name_of = |seat: usize| {
        row.player_at_seat(seat)
            .map(|p| name_in(&row.players, p, locale).replace('`', "'"))
            .unwrap_or_else(|| seat_number(seat))
    };
    let width = row
        .seated()
        .iter()
        .filter_map(|p| p.seat)
        .map(|s| name_of(s).chars().count())
        .max()
        .unwrap_or(0);
    let digits = actions.len().to_string().len();
    let lines: Vec<String> = actions
        .iter()
        .enumerate()
        .zip(named)
        .map(|((i, a), named)| {
            format!(
                "{:>digits$}. {:<width$}  {}",
                i + 1,
                name_of(a.seat),
                named.plain_in(locale).replace('`', "'")
            )
        })
        .collect();
    let head = i18n::text(locale, "replay-moves", &[("id", row.id.to_string().into())]);
    let mut out = Vec::new();
    let mut block: Vec<&str> = Vec::new();
    let mut size = 0;
    let fence = "```";
    for line in &lines {
        // Room for the heading, the fences and their line breaks.
        if !block.is_empty() && size + line.len() + 1 + head.len() + 2 * fence.len() + 4 > MAX_MESSAGE {
            out.push(format!("{fence}\n{}\n{fence}", block.join("\n")));
            block.clear();
            size = 0;
        }
        size += line.len() + 1;
        block.push(line);
    }
    out.push(format!("{fence}\n{}\n{fence}", block.join("\n")));
    if let Some(first) = out.first_mut() {
        *first = format!("{head}\n{first}");
    }
    out
}

/// One line of `/history`: number, game, day, the player's place, the
/// others, how it ended and what it did to the rating.
fn history_line(locale: Locale, row: &GameRow, finished_at: i64, user: u64, changes: &[RatingChange]) -> String {
    let seated = row.seated();
    let outcome = row.outcome.as_ref();
    let seat = row.player_by_user(user).and_then(|p| p.seat);
    let place = match (outcome, seat) {
        (Some(o), Some(seat)) if seated.len() > 1 => o.rank_of(seat).map(|rank| place_words(locale, o, rank)),
        _ => None,
    };
    let others: Vec<String> = seated
        .iter()
        .filter(|p| p.user_id != Some(user))
        .map(|p| match p.computer {
            Some(level) => i18n::text(locale, "history-computer", &[("level", plain(level.id()).into())]),
            None => who_in(&row.players, p, locale),
        })
        .collect();
    // The separators (" · ") are the same in every language.
    let vs = if others.is_empty() {
        String::new()
    } else {
        format!(
            " {}",
            i18n::text(locale, "history-vs", &[("others", others.join(", ").into())])
        )
    };
    let result = outcome
        .map(|o| format!(" · {}", result_words(locale, row, o)))
        .unwrap_or_default();
    let rating = match changes.iter().find(|c| c.game_id == row.id && c.user_id == user) {
        Some(c) => {
            let (before, after) = (c.before.shown(c.pool).rating, c.after.shown(c.pool).rating);
            let sign = if after >= before { "+" } else { "" };
            let facts = [
                ("rating", Arg::from(after.to_string())),
                ("change", format!("{sign}{}", after - before).into()),
            ];
            format!(" · {}", i18n::text(locale, "history-rating", &facts))
        }
        None if seated.len() > 1 => format!(" · {}", i18n::text(locale, "history-not-rated", &[])),
        None => String::new(),
    };
    format!(
        "`#{}` {}{} · {} · {}{vs}{result}{rating}",
        row.id,
        i18n::game_name(locale, row.kind),
        variant_text(row),
        i18n::date_of(locale, finished_at),
        place.unwrap_or_else(|| i18n::text(locale, "history-finished", &[])),
    )
}

/// "**2nd of 3**", "**shared 1st of 3**" or "**a draw**": the player's place.
fn place_words(locale: Locale, outcome: &Outcome, rank: usize) -> String {
    let ranks: Vec<usize> = outcome.standings.iter().map(|s| s.rank).collect();
    if GameResult::of(rank, &ranks) == GameResult::Draw {
        return i18n::text(locale, "history-draw", &[]);
    }
    let shared = ranks.iter().filter(|&&r| r == rank).count() > 1;
    let key = if shared {
        "history-place-shared"
    } else {
        "history-place"
    };
    let facts = [("rank", Arg::count(rank)), ("players", Arg::count(ranks.len()))];
    i18n::text(locale, key, &facts)
}

/// How the game in `row` came out, in plain words for one line: who won
/// (or that nobody did: a draw) and everyone's score, best first. The engine's
/// summary states the rule that decided ("lowest score wins; …"), so it is
/// said only where it is the result: a game for one ("patience lost: …")
/// and an ending outside the rules ("@bob resigned"), which has no scores.
fn result_words(locale: Locale, row: &GameRow, outcome: &Outcome) -> String {
    let name = |seat: usize| {
        row.player_at_seat(seat)
            .map_or_else(|| seat_number(seat), |p| who_in(&row.players, p, locale))
    };
    let standings = &outcome.standings;
    if standings.len() < 2 {
        return line_words_in(&outcome.summary, row, locale);
    }
    let winners: Vec<String> = standings.iter().filter(|s| s.rank == 1).map(|s| name(s.seat)).collect();
    let partners = outcome
        .teams
        .iter()
        .any(|team| standings.iter().filter(|s| s.rank == 1).all(|s| team.contains(&s.seat)));
    let who_won = match winners.as_slice() {
        _ if winners.len() == standings.len() => i18n::text(locale, "history-nobody-won", &[]),
        [one] => i18n::text(locale, "history-won", &[("who", one.as_str().into())]),
        _ if partners => i18n::text(
            locale,
            "history-partners-won",
            &[("who", and_list(locale, &winners).into())],
        ),
        _ => i18n::text(
            locale,
            "history-shared-first",
            &[("who", and_list(locale, &winners).into())],
        ),
    };
    if standings.iter().all(|s| s.score.is_none()) {
        let facts = [
            ("result", Arg::from(who_won)),
            ("summary", line_words_in(&outcome.summary, row, locale).into()),
        ];
        return i18n::text(locale, "history-result-summary", &facts);
    }
    let shown = final_scores(row, locale);
    let scores: Vec<String> = standings
        .iter()
        .filter_map(|s| {
            let score = shown
                .get(s.seat)
                .cloned()
                .flatten()
                .or(s.score.map(|x| x.to_string()))?;
            Some(format!("{} {score}", name(s.seat)))
        })
        .collect();
    format!("{who_won} ({})", scores.join(", "))
}

/// Each seat's score as the game's final picture words it ("3 x 4 = 12",
/// "2 left", "5 points"), in seat order; empty if the game does not load.
fn final_scores(row: &GameRow, locale: Locale) -> Vec<Option<String>> {
    match Live::from_row(row.clone()) {
        Ok(live) => live
            .game
            .view(Viewer::Public)
            .seats
            .into_iter()
            .map(|s| s.score.map(|score| line_words_in(&score, row, locale)))
            .collect(),
        Err(_) => Vec::new(),
    }
}

/// "a", "a and b", "a, b and c": the last two joined by the language's
/// "and", the others by commas.
fn and_list(locale: Locale, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            let facts = [("first", Arg::from(rest.join(", "))), ("second", last.as_str().into())];
            i18n::text(locale, "list-and", &facts)
        }
    }
}

/// The line of `/history` for a game whose stored row cannot be read.
fn damaged_line(locale: Locale, e: &StoreError) -> String {
    tracing::error!("/history: {e}");
    match e {
        StoreError::Corrupt { id, .. } => i18n::text(locale, "history-damaged-id", &[("id", id.to_string().into())]),
        _ => i18n::text(locale, "history-damaged", &[]),
    }
}

/// Every move of the game in `row` named as the caller may see it (a
/// secret gift only to its author).
fn moves_named(ctx: &Ctx, row: &GameRow, actions: &[ActionRow]) -> Result<Vec<Named>, String> {
    let mut named = Vec::with_capacity(actions.len());
    replay_visiting(row, actions, &mut |before, a| {
        named.push(action_words(
            before,
            row,
            a.seat,
            &a.notation,
            Reader::User(ctx.user.id),
        ));
    })?;
    Ok(named)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One sample of every message of `history.ftl`, with long facts.
    fn samples() -> Vec<(&'static str, Vec<(&'static str, Arg)>)> {
        let who = || ("who", Arg::from("@someone_with_a_long_name"));
        let title = || ("title", Arg::from("**Game #123456 · Draw dominoes** (two-player)"));
        let text = |name: &'static str, value: &str| (name, Arg::from(value));
        let count = |name: &'static str, n: usize| (name, Arg::count(n));
        vec![
            ("history-none", vec![who(), text("where", "in this server")]),
            (
                "history-none-of",
                vec![who(), text("game", "Draw dominoes"), text("where", "in this server")],
            ),
            ("history-head", vec![who()]),
            ("history-head-of", vec![who(), text("game", "Draw dominoes")]),
            ("history-footer", vec![]),
            ("history-button-replay", vec![text("id", "123456789")]),
            ("history-draw", vec![]),
            ("history-place", vec![count("rank", 2), count("players", 4)]),
            ("history-place-shared", vec![count("rank", 1), count("players", 4)]),
            ("history-finished", vec![]),
            ("history-vs", vec![text("others", "@a, @b, the computer (hard)")]),
            ("history-computer", vec![text("level", "hard")]),
            ("history-nobody-won", vec![]),
            ("history-won", vec![who()]),
            ("history-partners-won", vec![text("who", "@a and @c")]),
            ("history-shared-first", vec![text("who", "@a and @c")]),
            (
                "history-result-summary",
                vec![text("result", "@a won"), text("summary", "@b resigned")],
            ),
            ("history-rating", vec![text("rating", "1512"), text("change", "+12")]),
            ("history-not-rated", vec![]),
            ("history-damaged-id", vec![text("id", "12")]),
            ("history-damaged", vec![]),
            (
                "replay-title",
                vec![
                    text("id", "12"),
                    text("game", "Draw dominoes"),
                    text("variant", " (match)"),
                ],
            ),
            (
                "replay-finished",
                vec![title(), text("date", "2026-11-28"), count("moves", 40)],
            ),
            (
                "replay-ended",
                vec![title(), text("date", "2026-11-28"), count("moves", 1)],
            ),
            ("replay-seats", vec![]),
            ("replay-no-result", vec![text("status", "aborted")]),
            ("replay-seed", vec![text("seed", &"ab".repeat(32))]),
            ("replay-step-through", vec![text("id", "12"), count("moves", 40)]),
            ("replay-start", vec![title(), count("moves", 40)]),
            ("replay-start-empty", vec![title()]),
            (
                "replay-step",
                vec![
                    title(),
                    count("step", 3),
                    count("moves", 40),
                    text("move", "5-7 0,0 E"),
                    text("did", "@a drew"),
                ],
            ),
            ("replay-played", vec![who()]),
            ("replay-animation", vec![text("id", "12")]),
            ("replay-watch", vec![]),
            ("replay-moves", vec![text("id", "12")]),
            ("replay-button-start", vec![]),
            ("replay-button-previous", vec![]),
            ("replay-button-next", vec![]),
            ("replay-button-end", vec![]),
        ]
    }

    /// Every message of `history.ftl` reads in every language without a
    /// Fluent error, within Discord's limits (a button label's 80
    /// characters), and in Spanish and French in their own words (but for
    /// a message that is only its facts and a colon, in Spanish).
    #[test]
    fn every_history_message_reads_in_every_language() {
        for (key, args) in samples() {
            let english = i18n::format(Locale::EnUs, key, &args).unwrap_or_else(|e| panic!("{e:?}"));
            let limit = if key.contains("button") { 80 } else { 2000 };
            for locale in Locale::ALL {
                let text = i18n::format(locale, key, &args).unwrap_or_else(|e| panic!("{key}: {e:?}"));
                assert!(
                    !text.trim().is_empty() && text.chars().count() <= limit,
                    "{key}: {text}"
                );
                let same_in_spanish = key == "history-result-summary" && locale == Locale::EsEs;
                if locale != Locale::EnUs && !same_in_spanish {
                    assert_ne!(text, english, "{} {key} is English", locale.discord());
                }
            }
        }
    }

    /// Every message of `history.ftl` has a sample above.
    #[test]
    fn every_history_message_has_a_sample() {
        let keys: Vec<&str> = samples().iter().map(|(k, _)| *k).collect();
        let file = include_str!("../../assets/locales/en-US/history.ftl");
        for line in file.lines() {
            if let Some((key, _)) = line.split_once(" = ")
                && !key.starts_with(' ')
                && !key.starts_with('#')
            {
                assert!(keys.contains(&key), "{key} has no sample");
            }
        }
    }

    /// The English reads as it did before the catalogue.
    #[test]
    fn history_and_replay_read_in_english_as_before() {
        let en = |key: &str, args: &[(&str, Arg)]| i18n::text(Locale::EnUs, key, args);
        assert_eq!(
            en(
                "history-place-shared",
                &[("rank", Arg::count(1)), ("players", Arg::count(3))]
            ),
            "**shared 1st of 3**"
        );
        assert_eq!(
            en("history-place", &[("rank", Arg::count(4)), ("players", Arg::count(4))]),
            "**4th of 4**"
        );
        assert_eq!(
            en(
                "replay-finished",
                &[("title", "T".into()), ("date", "d".into()), ("moves", Arg::count(1))]
            ),
            "T, finished on d after 1 move."
        );
        assert_eq!(
            en("replay-no-result", &[("status", "aborted".into())]),
            "It was aborted with no result, so it counted for nobody."
        );
        assert_eq!(
            and_list(Locale::EnUs, &["a".into(), "b".into(), "c".into()]),
            "a, b and c"
        );
        assert_eq!(and_list(Locale::EsEs, &["a".into(), "b".into()]), "a y b");
    }

    #[test]
    fn step_buttons_never_repeat_an_id() {
        for n in 0..6 {
            for k in 0..=n {
                for summary in [false, true] {
                    let b = step_buttons(k, n, summary);
                    let mut steps: Vec<usize> = b.iter().map(|x| x.1).collect();
                    steps.sort();
                    steps.dedup();
                    assert_eq!(steps.len(), b.len(), "k={k} n={n}: {b:?}");
                    assert!(b.iter().all(|x| x.1 <= n && x.1 != k), "k={k} n={n}: {b:?}");
                }
            }
        }
        assert_eq!(
            step_buttons(3, 10, false),
            [
                ("replay-button-start", 0),
                ("replay-button-previous", 2),
                ("replay-button-next", 4),
                ("replay-button-end", 10)
            ]
        );
        assert_eq!(
            step_buttons(10, 10, true),
            [("replay-button-start", 0), ("replay-button-previous", 9)]
        );
        assert!(step_buttons(0, 0, true).is_empty());
    }

    /// A computer opponent in a `/history` line is named by its level in
    /// the reader's language, not by the level's English id.
    #[test]
    fn a_computer_opponent_reads_its_level_in_the_readers_language() {
        let hard = [("level", Arg::from("hard"))];
        assert_eq!(
            i18n::text(Locale::EnUs, "history-computer", &hard),
            "the computer (hard)"
        );
        assert_eq!(
            i18n::text(Locale::EsEs, "history-computer", &hard),
            "el ordenador (difícil)"
        );
        assert_eq!(
            i18n::text(Locale::Fr, "history-computer", &hard),
            "l'ordinateur (difficile)"
        );
    }
}
