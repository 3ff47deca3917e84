//! `/help`: the commands, and for one game how a move is written with a
//! legal example; and the first steps `/hand` offers a player.

use super::game::Live;
use super::replay::start_state;
use super::{Ctx, Reply, Res, Service, refuse};
use crate::engine::common::placement::echo;
use crate::engine::{GameKind, LegalAction};

/// The commands a player needs, one line each.
const COMMANDS: &str = "\
**Playing**
- `/play game: opponent:` challenges someone (name me to play the computer; leave opponents out for an open seat)
- `/move action:` plays; start typing a tile (`56`) or a square and pick from the list (`/help game:` says what each game takes)
- `/move` with no action opens a private picker: what to play, then where, then Confirm
- `/hand` shows your tiles (only to you) and a move you can make now; `/board` the table
- `/undo` asks to take your last move back; `/pause`, `/resume`, `/abort`, `/resign`, `/claim` (after a deadline)
**Puzzles**: `/puzzle`, `/hint`, `/reset`
**After the game**: `/leaderboard`, `/stats`, `/history`, `/replay`
**Settings**: `/notify` (how you are reminded), `/settings` (server managers), `/games` (this server's games)
`/rules game:` gives a game's rules; `/help game:` how its moves are written, with an example.";

impl Service {
    /// The commands, or how `game`'s moves are written with an example
    /// from a fresh deal.
    pub fn help(&self, ctx: &Ctx, game: Option<&str>) -> Vec<Reply> {
        self.guarded(ctx, || {
            let Some(game) = game.map(str::trim).filter(|g| !g.is_empty()) else {
                return Ok(vec![Reply::private(ctx.user.id, COMMANDS)]);
            };
            let Some(kind) = GameKind::parse(game) else {
                return refuse(format!(
                    "I don't know the game `{}`. Try /rules without a game for the list.",
                    echo(game)
                ));
            };
            Ok(vec![Reply::private(ctx.user.id, game_help(kind)?)])
        })
    }
}

/// How a move of `kind` is written, with a legal example.
fn game_help(kind: GameKind) -> Res<String> {
    if kind.is_puzzle() {
        return Ok(format!(
            "**{}** is a puzzle: start one with `/puzzle`, then `/move action:` with the rule text's notation \
             (`15H24` adds the 1-5 lying across from column 2, row 4; `36D` slides the 3-6 down). \
             `/hint` helps; `/rules game:{}` has it all.",
            kind.name(),
            kind.id()
        ));
    }
    let mut text = format!(
        "**{}**: `/move action:` takes a move as the list under it shows it. Start typing and the list narrows: {}.",
        kind.name(),
        kind.typing()
    );
    if let Some(a) = example(kind) {
        text.push_str(&format!(
            "\nFor example, at the start of a game: `{}` ({}).",
            a.notation, a.description
        ));
    }
    text.push_str(&format!("\nThe rules: `/rules game:{}`.", kind.id()));
    Ok(text)
}

/// A legal first move of `kind` at a table of the smallest size, from a
/// fixed deal (a real move, though not one from the reader's own game).
fn example(kind: GameKind) -> Option<LegalAction> {
    let (lo, _) = kind.player_range(None);
    let started = start_state(kind, None, lo.max(1), [7; 32]).ok()?;
    let seat = started.game.to_act().seats().first().copied()?;
    let legal = started.game.legal(seat);
    // A placement says more than a pass or a draw.
    legal
        .iter()
        .find(|a| a.notation.contains('-'))
        .or(legal.first())
        .cloned()
}

/// What the player at `seat` can do now, for `/hand`: an example from
/// their own legal moves, or whose turn it is.
pub(crate) fn first_steps(live: &Live, seat: usize) -> String {
    let to_act = live.game.to_act();
    if !to_act.includes(seat) {
        return match to_act.seat() {
            Some(next) => format!(
                "It is {}'s turn; I will ping you when it is yours.",
                live.seat_name(next)
            ),
            None => String::new(),
        };
    }
    let legal = live.game.legal(seat);
    let Some(a) = legal.iter().find(|a| a.notation.contains('-')).or(legal.first()) else {
        return String::new();
    };
    let how = if legal.len() == 1 {
        "it is your only move".to_string()
    } else {
        format!(
            "one of your {} moves; to find the others, start typing in `/move` {}",
            legal.len(),
            live.kind.typing()
        )
    };
    format!(
        "Your turn. For example `/move action:\"{}\"` ({}): {how}.",
        a.notation, a.description
    )
}
