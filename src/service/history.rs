//! `/history` (a player's last finished games) and `/replay` (a finished
//! game's moves, its seed and its pictures, step by step).
//!
//! A replay is rebuilt from the seed and the action log by
//! [`super::replay::replay_to`], the same path that checks stored games,
//! and only for games that are over: while a game runs, its seed and the
//! order of its tiles stay secret. Pictures are public views, so even a
//! finished game shows nothing that was hidden at that step.

use super::game::{Live, ordinal, variant_text, who};
use super::ratings::plain;
use super::refusal::ShowRefusal;
use super::replay::{replay_to, replay_visiting};
use super::reply::MAX_MESSAGE;
use super::wording::{Named, Reader, action_words, deed_words, line_words};
use super::{ButtonId, ButtonStyle, Ctx, Fail, Reply, Res, Service, User, mention, refuse};
use crate::calendar;
use crate::engine::event::seat_number;
use crate::engine::{GameKind, Outcome, Viewer};
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
            let games = self.store.finished_games_of(ctx.guild, who.id, kind, HISTORY)?;
            let which = kind.map(|k| format!(" of {}", k.name())).unwrap_or_default();
            if games.is_empty() {
                return Ok(vec![Reply::private(
                    ctx.user.id,
                    format!(
                        "{} has no finished games{which} {} yet.",
                        mention(who.id),
                        super::where_words(ctx.guild)
                    ),
                )]);
            }
            let changes = self.store.rating_changes_with(ctx.guild, who.id)?;
            let mut lines = vec![format!(
                "**Last finished games{which}** of {}, newest first:",
                mention(who.id)
            )];
            // A game whose row cannot be read is marked, not left out: the
            // list stays whole, and the damage is seen (and logged).
            for (finished_at, row) in &games {
                lines.push(match row {
                    Ok(row) => history_line(row, *finished_at, who.id, &changes),
                    Err(e) => damaged_line(e),
                });
            }
            lines.push("See any of them again with `/replay id:<number>`.".into());
            let mut replies: Vec<Reply> = super::show::split_message(&lines.join("\n"))
                .into_iter()
                .map(|t| Reply::private(ctx.user.id, t))
                .collect();
            if let Some(mut last) = replies.pop() {
                for row in games.iter().take(REPLAY_BUTTONS).filter_map(|(_, r)| r.as_ref().ok()) {
                    let label = format!("Replay #{}", row.id);
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
        let (name, png) = live.board_picture(self);
        let title = format!("**Game #{id} · {}**{}", kind.name(), variant_text(&row));
        let text = match at {
            None => summary_text(&live, &title, n),
            Some(k) => step_text(&live, &title, &actions, &events, &named, k),
        };
        let mut first = Reply::private(ctx.user.id, text).with_image(name, png);
        for (label, k) in step_buttons(at.unwrap_or(n), n, at.is_none()) {
            let button = ButtonId::Replay {
                game: id,
                step: Some(k as i64),
            };
            first = first.with_button(button, label, ButtonStyle::Secondary);
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
        match move_list(&row, &actions, &named).as_slice() {
            [list] if first.text.len() + list.len() < 1900 => first.text = format!("{}\n{list}", first.text),
            [] => {}
            _ if animation.is_some() => first.text.push_str("\nOr watch every move in the animation below."),
            _ => {}
        }
        let mut replies = vec![first];
        replies.extend(animation);
        Ok(replies)
    }
}

/// The replay message at step `k` of the moves `actions`: the start, or who
/// made move `k` and what it did (`events`; `named`: each move as the reader
/// may see it).
fn step_text(
    live: &Live,
    title: &str,
    actions: &[ActionRow],
    events: &[crate::engine::Event],
    named: &[Named],
    k: usize,
) -> String {
    let n = actions.len();
    if k == 0 {
        let before = if n == 0 {
            "no move was made".to_string()
        } else {
            format!("before move 1 of {n}")
        };
        return format!("{title}, the start: {before}.\nSeats:\n{}", live.seating_text());
    }
    let a = &actions[k - 1];
    // Named as the seat list above names it ("Computer 1 (hard)"), never "seat 2".
    let mover = live.seat_name(a.seat);
    let did = if events.is_empty() {
        format!("{mover} played")
    } else {
        deed_words(&mover, a.seat, events, &live.row)
    };
    format!("{title}, move {k} of {n} ({}): {did}.", named[k - 1])
}

impl Service {
    /// The whole game as an animated picture, for the caller only (they may
    /// share it); none if it cannot be made (logged).
    fn animation(&self, ctx: &Ctx, row: &GameRow, actions: &[ActionRow], live: &Live) -> Option<Reply> {
        if !self.board_pictures {
            return None;
        }
        let made = super::animation::frames(row, actions, &live.names())
            .and_then(|f| super::animation::gif(&f).map_err(|e| e.to_string()));
        match made {
            Ok(bytes) => Some(
                Reply::private(ctx.user.id, format!("Game #{} from start to end.", row.id))
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
fn summary_text(live: &Live, title: &str, moves: usize) -> String {
    let row = &live.row;
    let mut lines = vec![format!(
        "{title}, {} on {} {}.",
        if row.status == Status::Finished {
            "finished"
        } else {
            "ended"
        },
        calendar::date(row.updated_at),
        match moves {
            0 => "before any move".to_string(),
            1 => "after 1 move".to_string(),
            n => format!("after {n} moves"),
        }
    )];
    lines.push(format!("Seats:\n{}", live.seating_text()));
    let result = live.result_text();
    if result.is_empty() {
        lines.push(format!(
            "It was {} with no result, so it counted for nobody.\nSeed, to check every shuffle: `{}`",
            row.status.as_str(),
            row.seed
        ));
    } else {
        lines.push(result);
    }
    if moves > 0 {
        lines.push(format!(
            "Step through it with the buttons, or `/replay id:{} step:<0 to {moves}>`.",
            row.id
        ));
    }
    lines.join("\n")
}

/// The buttons under the picture after `k` of `n` moves: no two may share
/// an id, so Start and Previous are one button when they lead to the same step.
/// A summary (the end, seen whole) offers only the way back.
fn step_buttons(k: usize, n: usize, summary: bool) -> Vec<(&'static str, usize)> {
    let mut out = Vec::new();
    if k >= 2 {
        out.push(("⏮ Start", 0));
    }
    if k >= 1 {
        out.push(("◀ Previous", k - 1));
    }
    if !summary && k < n {
        out.push(("Next ▶", k + 1));
        if k + 1 < n {
            out.push(("End ⏭", n));
        }
    }
    out
}

/// The moves, numbered, as messages of at most Discord's length: each
/// named as in `named` (its notation, or the words for a secret one).
fn move_list(row: &GameRow, actions: &[ActionRow], named: &[Named]) -> Vec<String> {
    if actions.is_empty() {
        return Vec::new();
    }
    let name_of = |seat: usize| {
        row.player_at_seat(seat)
            .map(|p| p.name.replace('`', "'"))
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
                named.plain().replace('`', "'")
            )
        })
        .collect();
    let head = format!("Moves of game #{}:", row.id);
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
fn history_line(row: &GameRow, finished_at: i64, user: u64, changes: &[RatingChange]) -> String {
    let kind = row.kind.name();
    let seated = row.seated();
    let outcome = row.outcome.as_ref();
    let seat = row.player_by_user(user).and_then(|p| p.seat);
    let place = match (outcome, seat) {
        (Some(o), Some(seat)) if seated.len() > 1 => o.rank_of(seat).map(|rank| {
            let ranks: Vec<usize> = o.standings.iter().map(|s| s.rank).collect();
            match GameResult::of(rank, &ranks) {
                GameResult::Draw => "**a draw**".to_string(),
                _ => {
                    let shared = ranks.iter().filter(|&&r| r == rank).count() > 1;
                    let shared = if shared { "shared " } else { "" };
                    format!("**{shared}{} of {}**", ordinal(rank), seated.len())
                }
            }
        }),
        _ => None,
    };
    let others: Vec<String> = seated
        .iter()
        .filter(|p| p.user_id != Some(user))
        .map(|p| match p.computer {
            Some(level) => format!("the computer ({})", plain(level.id())),
            None => who(p),
        })
        .collect();
    let vs = if others.is_empty() {
        String::new()
    } else {
        format!(" vs {}", others.join(", "))
    };
    let result = outcome
        .map(|o| format!(" · {}", result_words(row, o)))
        .unwrap_or_default();
    let rating = match changes.iter().find(|c| c.game_id == row.id && c.user_id == user) {
        Some(c) => {
            let (before, after) = (c.before.shown(c.pool).rating, c.after.shown(c.pool).rating);
            let sign = if after >= before { "+" } else { "" };
            format!(" · rating {after} ({sign}{})", after - before)
        }
        None if seated.len() > 1 => " · not rated".to_string(),
        None => String::new(),
    };
    format!(
        "`#{}` {kind}{} · {} · {}{vs}{result}{rating}",
        row.id,
        variant_text(row),
        calendar::date(finished_at),
        place.unwrap_or_else(|| "finished".into()),
    )
}

/// How the game in `row` came out, in plain words for one line: who won
/// (or that nobody did: a draw) and everyone's score, best first. The engine's
/// summary states the rule that decided ("lowest score wins; …"), so it is
/// said only where it is the result: a game for one ("patience lost: …")
/// and an ending outside the rules ("@bob resigned"), which has no scores.
fn result_words(row: &GameRow, outcome: &Outcome) -> String {
    let name = |seat: usize| row.player_at_seat(seat).map_or_else(|| seat_number(seat), who);
    let standings = &outcome.standings;
    if standings.len() < 2 {
        return line_words(&outcome.summary, row);
    }
    let winners: Vec<String> = standings.iter().filter(|s| s.rank == 1).map(|s| name(s.seat)).collect();
    let partners = outcome
        .teams
        .iter()
        .any(|team| standings.iter().filter(|s| s.rank == 1).all(|s| team.contains(&s.seat)));
    let who_won = match winners.as_slice() {
        _ if winners.len() == standings.len() => "nobody won".to_string(),
        [one] => format!("{one} won"),
        _ if partners => format!("{} won", and_list(&winners)),
        _ => format!("{} shared first place", and_list(&winners)),
    };
    if standings.iter().all(|s| s.score.is_none()) {
        return format!("{who_won}: {}", line_words(&outcome.summary, row));
    }
    let shown = final_scores(row);
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
fn final_scores(row: &GameRow) -> Vec<Option<String>> {
    match Live::from_row(row.clone()) {
        Ok(live) => live
            .game
            .view(Viewer::Public)
            .seats
            .into_iter()
            .map(|s| s.score)
            .collect(),
        Err(_) => Vec::new(),
    }
}

/// "a", "a and b", "a, b and c".
fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The line of `/history` for a game whose stored row cannot be read.
fn damaged_line(e: &StoreError) -> String {
    tracing::error!("/history: {e}");
    match e {
        StoreError::Corrupt { id, .. } => format!("`#{id}` · this game's stored data is damaged"),
        _ => "a game whose stored data is damaged".to_string(),
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
            [("⏮ Start", 0), ("◀ Previous", 2), ("Next ▶", 4), ("End ⏭", 10)]
        );
        assert_eq!(step_buttons(10, 10, true), [("⏮ Start", 0), ("◀ Previous", 9)]);
        assert!(step_buttons(0, 0, true).is_empty());
    }
}
