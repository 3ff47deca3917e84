//! Euronimoes' event lines, notes and summaries (`event-euronimoes-*` in
//! `events.ftl`), each built in one place for the rules, the view and the
//! samples the bot's tests word in every language.

use super::Step;
use crate::common::tiles::Tile;
use crate::event::{Line, counted, seat, shown};
use crate::{Seat, said};

/// Taking a domino from the market's slot of cost `cost`: "bought 2-2
/// from the 1 slot for 1 chip"; from the -1 slot, whether a chip came
/// with it (`chip`).
pub(crate) fn bought(tile: Tile, cost: i8, chip: bool) -> Line {
    match cost {
        c if c < 0 && chip => said!(
            "event-euronimoes-took-chip",
            "took ", shown(tile) => tile, " from the -1 slot and received a chip"
        ),
        c if c < 0 => said!(
            "event-euronimoes-took-no-chip",
            "took ", shown(tile) => tile, " from the -1 slot (no chip of their colour is left in the bank)"
        ),
        0 => said!("event-euronimoes-took-free", "took ", shown(tile) => tile, " from the 0 slot for free"),
        c => said!(
            "event-euronimoes-bought",
            "bought ", shown(tile) => tile, " from the ", shown(c) => slot, " slot for ",
            counted(i64::from(c), "chip", "chips") => chips
        ),
    }
}

/// What the market did after a purchase, each said after the purchase
/// ("a; b", `Line::one_after_another`).
pub(crate) fn slid() -> Line {
    said!("event-euronimoes-slid", "the dearer dominoes slid one slot cheaper")
}

pub(crate) fn turned_up(tile: Tile) -> Line {
    said!(
        "event-euronimoes-turned-up",
        shown(tile) => tile, " was turned up from the pile into the 3 slot"
    )
}

pub(crate) fn slot_stays_empty() -> Line {
    said!(
        "event-euronimoes-slot-empty",
        "the pile is empty, so the 3 slot stays empty"
    )
}

/// Drawing from the bone pile, and whether a chip came with it.
pub(crate) fn drew(chip: bool) -> Line {
    if chip {
        said!(
            "event-euronimoes-drew-chip",
            "drew from the bone pile and received a chip"
        )
    } else {
        said!(
            "event-euronimoes-drew-no-chip",
            "drew from the bone pile and received no chip (none of their colour is left in the bank)"
        )
    }
}

pub(crate) fn moved(tile: Tile) -> Line {
    said!(
        "event-euronimoes-moved",
        shown(tile) => tile, " moved from the -1 slot to the 3 slot and the others slid one slot cheaper"
    )
}

/// "the last domino: seat 2 ", before what that seat took.
pub(crate) fn last_domino(who: Seat) -> Line {
    said!("event-euronimoes-last-domino", "the last domino: ", seat(who) => who)
}

pub(crate) fn exhausted() -> Line {
    said!(
        "event-euronimoes-exhausted",
        "the pile and the market are empty: no more drawing; everyone plays down to one domino, which they may keep"
    )
}

pub(crate) fn over() -> Line {
    said!("event-euronimoes-over", "everyone is finished: the game is over")
}

pub(crate) fn keeps() -> Line {
    said!("event-euronimoes-keeps", "keeps their last domino and is finished")
}

pub(crate) fn pile_empty() -> Line {
    said!(
        "event-euronimoes-pile-empty",
        "the bone pile is empty: the market's dominoes are all that is left"
    )
}

/// "played 3-6 0,0 E on level 2 (-2 points); score now 7".
pub(crate) fn played(notation: &str, level: u8, total: i64) -> Line {
    if level > 1 {
        said!(
            "event-euronimoes-played-level",
            "played ", shown(notation) => notation, " on level ", level => level, " (",
            -i64::from(level) => points, " points); score now ", total => total
        )
    } else {
        said!(
            "event-euronimoes-played",
            "played ", shown(notation) => notation, "; score now ", total => total
        )
    }
}

pub(crate) fn finished() -> Line {
    said!("event-euronimoes-finished", "has played every domino and is finished")
}

/// The notes under the board: what the seat to act does now, the counts.
pub(crate) fn step(step: Step, may_stop: bool) -> Line {
    match step {
        Step::Draw => said!(
            "event-euronimoes-step-take",
            "now: take a domino, from the market (`buy` and the slot's cost) or the bone pile (`draw`)"
        ),
        Step::Play if may_stop => said!(
            "event-euronimoes-step-last",
            "now: play the last domino, or keep it (`stop`)"
        ),
        Step::Play => said!("event-euronimoes-step-play", "now: play a domino into one's own area"),
    }
}

pub(crate) fn counts(pile: usize, market: usize) -> Line {
    said!(
        "event-euronimoes-counts",
        counted(i64::try_from(pile).unwrap_or(i64::MAX), "domino", "dominoes") => pile,
        " in the bone pile, ",
        market => market,
        " in the market; the lowest score wins"
    )
}

pub(crate) fn game_over() -> Line {
    said!(
        "event-euronimoes-game-over",
        "game over: the lowest score wins; equal scores go to the player later in turn order"
    )
}

pub(crate) fn summary() -> Line {
    said!(
        "event-euronimoes-summary",
        "lowest score wins; equal scores go to the player later in turn order"
    )
}

/// The notes under a player's own dominoes on their turn: what to type.
pub(crate) fn your_turn(step: Step, chips: i64, may_stop: bool) -> Line {
    match step {
        Step::Draw => said!(
            "event-euronimoes-your-turn-take",
            "Your turn: take a domino. `draw` from the bone pile (you receive a chip), or buy from the market by its slot's cost: `buy -1` (you receive a chip), `buy 0` (free), `buy 1`, `buy 2`, `buy 3`. You hold ",
            counted(chips, "chip", "chips") => chips, "."
        ),
        Step::Play if may_stop => said!(
            "event-euronimoes-your-turn-last",
            "Your turn: play a domino into your area with `A-B X,Y D` (number A on square X,Y, number B next to it: E right, N up, W left, S down); on two covered squares it is stacked. You may also keep this last domino: `stop`."
        ),
        Step::Play => said!(
            "event-euronimoes-your-turn-play",
            "Your turn: play a domino into your area with `A-B X,Y D` (number A on square X,Y, number B next to it: E right, N up, W left, S down); on two covered squares it is stacked."
        ),
    }
}

/// The player's own score and what it is made of.
pub(crate) fn your_score(total: i64, columns: i64, levels: i64, chips: i64) -> Line {
    said!(
        "event-euronimoes-your-score",
        "Your score now: ", total => total, " (columns ", columns => columns, ", levels ", levels => levels,
        ", chips ", chips => chips, "); lower is better."
    )
}

/// One of each line, with its English as it read before the catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Line, &'static str)> {
    let tile = Tile::new(2, 2);
    vec![
        (bought(tile, -1, true), "took 2-2 from the -1 slot and received a chip"),
        (
            bought(tile, -1, false),
            "took 2-2 from the -1 slot (no chip of their colour is left in the bank)",
        ),
        (bought(tile, 0, false), "took 2-2 from the 0 slot for free"),
        (bought(tile, 1, false), "bought 2-2 from the 1 slot for 1 chip"),
        (bought(tile, 3, false), "bought 2-2 from the 3 slot for 3 chips"),
        (slid(), "the dearer dominoes slid one slot cheaper"),
        (turned_up(tile), "2-2 was turned up from the pile into the 3 slot"),
        (slot_stays_empty(), "the pile is empty, so the 3 slot stays empty"),
        (drew(true), "drew from the bone pile and received a chip"),
        (
            drew(false),
            "drew from the bone pile and received no chip (none of their colour is left in the bank)",
        ),
        (
            moved(tile),
            "2-2 moved from the -1 slot to the 3 slot and the others slid one slot cheaper",
        ),
        (last_domino(1), "the last domino: seat 2"),
        (
            exhausted(),
            "the pile and the market are empty: no more drawing; everyone plays down to one domino, which they may keep",
        ),
        (over(), "everyone is finished: the game is over"),
        (keeps(), "keeps their last domino and is finished"),
        (
            pile_empty(),
            "the bone pile is empty: the market's dominoes are all that is left",
        ),
        (
            played("3-6 0,0 E", 2, 7),
            "played 3-6 0,0 E on level 2 (-2 points); score now 7",
        ),
        (played("3-6 0,0 E", 1, -1), "played 3-6 0,0 E; score now -1"),
        (finished(), "has played every domino and is finished"),
        (
            step(Step::Draw, false),
            "now: take a domino, from the market (`buy` and the slot's cost) or the bone pile (`draw`)",
        ),
        (step(Step::Play, true), "now: play the last domino, or keep it (`stop`)"),
        (step(Step::Play, false), "now: play a domino into one's own area"),
        (
            counts(1, 3),
            "1 domino in the bone pile, 3 in the market; the lowest score wins",
        ),
        (
            counts(12, 0),
            "12 dominoes in the bone pile, 0 in the market; the lowest score wins",
        ),
        (
            game_over(),
            "game over: the lowest score wins; equal scores go to the player later in turn order",
        ),
        (
            summary(),
            "lowest score wins; equal scores go to the player later in turn order",
        ),
    ]
    .into_iter()
    .chain(own_samples())
    .collect()
}

/// One of each note under a player's own dominoes.
#[cfg(any(test, feature = "testing"))]
fn own_samples() -> Vec<(Line, &'static str)> {
    vec![
        (
            your_turn(Step::Draw, 1, false),
            "Your turn: take a domino. `draw` from the bone pile (you receive a chip), or buy from the market by its slot's cost: `buy -1` (you receive a chip), `buy 0` (free), `buy 1`, `buy 2`, `buy 3`. You hold 1 chip.",
        ),
        (
            your_turn(Step::Draw, 4, false),
            "Your turn: take a domino. `draw` from the bone pile (you receive a chip), or buy from the market by its slot's cost: `buy -1` (you receive a chip), `buy 0` (free), `buy 1`, `buy 2`, `buy 3`. You hold 4 chips.",
        ),
        (
            your_turn(Step::Play, 0, true),
            "Your turn: play a domino into your area with `A-B X,Y D` (number A on square X,Y, number B next to it: E right, N up, W left, S down); on two covered squares it is stacked. You may also keep this last domino: `stop`.",
        ),
        (
            your_turn(Step::Play, 0, false),
            "Your turn: play a domino into your area with `A-B X,Y D` (number A on square X,Y, number B next to it: E right, N up, W left, S down); on two covered squares it is stacked.",
        ),
        (
            your_score(-3, -6, 0, 3),
            "Your score now: -3 (columns -6, levels 0, chips 3); lower is better.",
        ),
    ]
}

pub(crate) fn title() -> Line {
    said!("view-title-euronimoes", "Euronimoes")
}

/// A seat's detail in the header: its hand and chips, then whether it is
/// finished and whether it went first, joined by " · ".
pub(crate) fn seat_detail(held: usize, chips: i64, finished: Option<bool>, went_first: bool) -> Line {
    let mut parts = vec![said!(
        "view-euronimoes-hand-chips",
        held => held, " in hand · ", counted(chips, "chip", "chips") => chips
    )];
    match finished {
        Some(true) => parts.push(said!("view-euronimoes-kept-one", "kept one, finished")),
        Some(false) => parts.push(said!("view-euronimoes-finished", "finished")),
        None => {}
    }
    if went_first {
        parts.push(said!("view-euronimoes-went-first", "went first"));
    }
    Line::join(&parts, " · ")
}

/// One of each view sentence, with its English as it read before the
/// catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn view_samples() -> Vec<(Line, &'static str)> {
    vec![
        (title(), "Euronimoes"),
        (seat_detail(3, 1, None, false), "3 in hand · 1 chip"),
        (
            seat_detail(0, 4, Some(true), true),
            "0 in hand · 4 chips · kept one, finished · went first",
        ),
        (seat_detail(0, 0, Some(false), false), "0 in hand · 0 chips · finished"),
    ]
}
