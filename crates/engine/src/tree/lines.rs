//! The Tree's event lines, notes and summaries (`event-tree-*` in
//! `events.ftl`), each built in one place for the rules, the view and the
//! samples the bot's tests word in every language.

use super::MAX_ROUNDS;
use super::rules::ExtraTurn;
use crate::event::{Line, counted, seat};
use crate::{Seat, said};

/// "seat 2 could not play, drew a tile and passed (3 left in the supply)".
pub(crate) fn drew_and_passed(who: Seat, left: usize) -> Line {
    let deed = said!("event-tree-drew-passed", seat(who) => who, " could not play, drew a tile and passed");
    let left = said!("event-tree-supply-left", left => left, " left in the supply");
    said!("event-noted", deed => deed, " (", left => note, ")")
}

/// "seat 2 could not play and passed (the supply is empty)".
pub(crate) fn passed(who: Seat) -> Line {
    let deed = said!("event-tree-passed", seat(who) => who, " could not play and passed");
    let empty = said!("event-tree-supply-empty", "the supply is empty");
    said!("event-noted", deed => deed, " (", empty => note, ")")
}

pub(crate) fn dealt_again(round: u32) -> Line {
    said!(
        "event-tree-dealt-again",
        "everyone passed in succession with the supply empty: nobody wins this round, so the tiles are shuffled and dealt again (round ",
        round => round,
        ")"
    )
}

pub(crate) fn patience_lost() -> Line {
    said!(
        "event-tree-patience-lost",
        "no tile can be placed and the supply is empty: the patience is lost"
    )
}

pub(crate) fn stuck_to_the_end() -> Line {
    said!(
        "event-tree-stuck-end",
        "round ",
        MAX_ROUNDS => round,
        " also ended with everyone stuck: the game ends and nobody wins"
    )
}

pub(crate) fn patience_won() -> Line {
    said!(
        "event-tree-patience-won",
        "every tile is in the tree: the patience is won"
    )
}

pub(crate) fn out(who: Seat) -> Line {
    said!("event-tree-out", seat(who) => who, " ran out of tiles and wins")
}

/// "both halves of the tile rest on the tree, so seat 1 plays an extra turn".
pub(crate) fn extra_turn(why: ExtraTurn, who: Seat) -> Line {
    let why = match why {
        ExtraTurn::BothHalvesRest => said!("event-tree-both-halves", "both halves of the tile rest on the tree"),
        ExtraTurn::FitsUnder => said!("event-tree-fits-under", "the tile fits under a tile already placed"),
    };
    said!("event-tree-extra", why => why, ", so ", seat(who) => who, " plays an extra turn")
}

/// "3 tiles in the tree, 17 in the supply", under the board.
pub(crate) fn counts(tree: usize, supply: usize) -> Line {
    said!(
        "event-tree-counts",
        counted(i64::try_from(tree).unwrap_or(i64::MAX), "tile", "tiles") => tree,
        " in the tree, ",
        supply => supply,
        " in the supply"
    )
}

/// The note under the board in a round dealt again.
pub(crate) fn round_note(round: u32) -> Line {
    said!(
        "event-tree-round",
        "round ",
        round => round,
        ": the earlier rounds ended with everyone stuck and were dealt again"
    )
}

pub(crate) fn playing_extra(who: Seat) -> Line {
    said!("event-tree-playing-extra", seat(who) => who, " is playing an extra turn")
}

/// The summaries of an outcome.
pub(crate) fn won_alone() -> Line {
    said!("event-tree-won", "patience won: every tile is in the tree")
}

pub(crate) fn lost_alone(left: i64) -> Line {
    said!(
        "event-tree-lost",
        "patience lost: ",
        counted(left, "tile", "tiles") => left,
        " could not be placed"
    )
}

pub(crate) fn first_out(who: Seat) -> Line {
    said!(
        "event-tree-first-out",
        seat(who) => who,
        " ran out of tiles first and wins; the others rank by fewest tiles left"
    )
}

pub(crate) fn nobody_wins() -> Line {
    said!(
        "event-tree-nobody-wins",
        "nobody wins: ",
        MAX_ROUNDS => rounds,
        " rounds in a row ended with everyone stuck and the supply empty"
    )
}

/// One of each line, with its English as it read before the catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Line, &'static str)> {
    vec![
        (
            drew_and_passed(1, 3),
            "seat 2 could not play, drew a tile and passed (3 left in the supply)",
        ),
        (passed(0), "seat 1 could not play and passed (the supply is empty)"),
        (
            dealt_again(2),
            "everyone passed in succession with the supply empty: nobody wins this round, so the tiles are shuffled and dealt again (round 2)",
        ),
        (
            patience_lost(),
            "no tile can be placed and the supply is empty: the patience is lost",
        ),
        (
            stuck_to_the_end(),
            "round 10 also ended with everyone stuck: the game ends and nobody wins",
        ),
        (patience_won(), "every tile is in the tree: the patience is won"),
        (out(2), "seat 3 ran out of tiles and wins"),
        (
            extra_turn(ExtraTurn::BothHalvesRest, 0),
            "both halves of the tile rest on the tree, so seat 1 plays an extra turn",
        ),
        (
            extra_turn(ExtraTurn::FitsUnder, 1),
            "the tile fits under a tile already placed, so seat 2 plays an extra turn",
        ),
        (counts(1, 17), "1 tile in the tree, 17 in the supply"),
        (counts(3, 0), "3 tiles in the tree, 0 in the supply"),
        (
            round_note(3),
            "round 3: the earlier rounds ended with everyone stuck and were dealt again",
        ),
        (playing_extra(0), "seat 1 is playing an extra turn"),
        (won_alone(), "patience won: every tile is in the tree"),
        (lost_alone(1), "patience lost: 1 tile could not be placed"),
        (lost_alone(5), "patience lost: 5 tiles could not be placed"),
        (
            first_out(1),
            "seat 2 ran out of tiles first and wins; the others rank by fewest tiles left",
        ),
        (
            nobody_wins(),
            "nobody wins: 10 rounds in a row ended with everyone stuck and the supply empty",
        ),
    ]
}

/// A seat's own hand and the rule in a sentence (its private view,
/// `view-tree-*` in `views.ftl`).
pub(crate) fn own_hand(tiles: usize) -> Line {
    said!(
        "view-tree-own-hand",
        counted(i64::try_from(tiles).unwrap_or(i64::MAX), "tile", "tiles") => tiles,
        " in hand. Every tile lies across; a half resting on the tree shows the rings beneath it plus exactly one more."
    )
}

pub(crate) fn title() -> Line {
    said!("view-title-tree", "The Tree")
}

/// A seat's tiles in hand, and whether it is playing an extra turn.
pub(crate) fn seat_detail(tiles: usize, extra: bool) -> Line {
    let tiles = counted(i64::try_from(tiles).unwrap_or(i64::MAX), "tile", "tiles");
    if extra {
        said!("view-tree-in-hand-extra", tiles => tiles, " in hand, extra turn")
    } else {
        said!("view-tree-in-hand", tiles => tiles, " in hand")
    }
}

/// One of each view sentence, with its English as it read before the
/// catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn view_samples() -> Vec<(Line, &'static str)> {
    vec![
        (
            own_hand(9),
            "9 tiles in hand. Every tile lies across; a half resting on the tree shows the rings beneath it plus exactly one more.",
        ),
        (title(), "The Tree"),
        (seat_detail(1, false), "1 tile in hand"),
        (seat_detail(5, true), "5 tiles in hand, extra turn"),
    ]
}
