//! Dominup's event lines, notes and summaries (`event-dominup-*` in
//! `events.ftl`), each built in one place for the rules, the view and the
//! samples the bot's tests word in every language.

use crate::common::placement::Placement;
use crate::common::said::placement;
use crate::event::{Line, counted, seat, shown};
use crate::{Seat, said};

/// "expanded with 3-6 0,0 E: …" or "climbed to level 2 with …", after the
/// player's name.
pub(crate) fn laid(p: &Placement, level: u8) -> Line {
    if level == 1 {
        said!("event-dominup-expanded", "expanded with ", shown(p.notation()) => notation, ": ", placement(p) => where)
    } else {
        said!(
            "event-dominup-climbed",
            "climbed to level ", level => level, " with ", shown(p.notation()) => notation, ": ", placement(p) => where
        )
    }
}

pub(crate) fn out(misere: bool) -> Line {
    if misere {
        said!(
            "event-dominup-out-loses",
            "ran out of tiles first and so loses (misère)"
        )
    } else {
        said!("event-dominup-out-wins", "ran out of tiles and wins")
    }
}

pub(crate) fn plays_on(left: usize) -> Line {
    said!(
        "event-dominup-plays-on",
        "plays on: climbs while any tile can, then lays one (",
        counted(i64::try_from(left).unwrap_or(i64::MAX), "tile", "tiles") => left,
        " left)"
    )
}

pub(crate) fn opened(who: Seat) -> Line {
    said!("event-dominup-opened", seat(who) => who, " held the 7-7 and laid it to open")
}

/// The note under the board.
pub(crate) fn down(tiles: usize, highest: u8) -> Line {
    said!(
        "event-dominup-down",
        counted(i64::try_from(tiles).unwrap_or(i64::MAX), "tile", "tiles") => tiles,
        " down, highest stack ",
        highest => highest,
        "; a number on a tile is its level"
    )
}

pub(crate) fn summary(misere: bool) -> Line {
    if misere {
        said!(
            "event-dominup-misere-summary",
            "misère: the first to run out of tiles loses"
        )
    } else {
        said!(
            "event-dominup-summary",
            "the first to run out of tiles wins; the others rank by fewest tiles left"
        )
    }
}

/// One of each line, with its English as it read before the catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Line, &'static str)> {
    let p = Placement::parse("3-6 0,0 E", false).unwrap_or_else(|e| panic!("{e}"));
    vec![
        (
            laid(&p, 1),
            "expanded with 3-6 0,0 E: 3 on 0,0, 6 on 1,0 (lying across)",
        ),
        (
            laid(&p, 2),
            "climbed to level 2 with 3-6 0,0 E: 3 on 0,0, 6 on 1,0 (lying across)",
        ),
        (out(true), "ran out of tiles first and so loses (misère)"),
        (out(false), "ran out of tiles and wins"),
        (
            plays_on(1),
            "plays on: climbs while any tile can, then lays one (1 tile left)",
        ),
        (
            plays_on(4),
            "plays on: climbs while any tile can, then lays one (4 tiles left)",
        ),
        (opened(0), "seat 1 held the 7-7 and laid it to open"),
        (
            down(5, 2),
            "5 tiles down, highest stack 2; a number on a tile is its level",
        ),
        (summary(true), "misère: the first to run out of tiles loses"),
        (
            summary(false),
            "the first to run out of tiles wins; the others rank by fewest tiles left",
        ),
    ]
}

/// A seat's own hand and the rule that climbs come first (its private
/// view, `view-dominup-*` in `views.ftl`).
pub(crate) fn own_hand(tiles: usize) -> Line {
    said!(
        "view-dominup-own-hand",
        counted(i64::try_from(tiles).unwrap_or(i64::MAX), "tile", "tiles") => tiles,
        " in hand. Climbs come first: while any of your tiles can climb, you must."
    )
}

/// On the seat's own turn: whether it must climb, which only it may know.
pub(crate) fn own_turn(must_climb: bool) -> Line {
    if must_climb {
        said!("view-dominup-must-climb", "Your turn: you must climb now.")
    } else {
        said!(
            "view-dominup-must-lay",
            "Your turn: no tile can climb, so lay one on the table."
        )
    }
}

pub(crate) fn title(misere: bool) -> Line {
    if misere {
        said!("view-title-dominup-misere", "Dominup (misère)")
    } else {
        said!("view-title-dominup", "Dominup")
    }
}

/// The detail of the seat to act (whether it must climb is its secret).
pub(crate) fn to_act() -> Line {
    said!("view-dominup-to-act", "to act")
}

/// One of each view sentence, with its English as it read before the
/// catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn view_samples() -> Vec<(Line, &'static str)> {
    vec![
        (title(false), "Dominup"),
        (title(true), "Dominup (misère)"),
        (to_act(), "to act"),
        (
            own_hand(17),
            "17 tiles in hand. Climbs come first: while any of your tiles can climb, you must.",
        ),
        (
            own_hand(1),
            "1 tile in hand. Climbs come first: while any of your tiles can climb, you must.",
        ),
        (own_turn(true), "Your turn: you must climb now."),
        (
            own_turn(false),
            "Your turn: no tile can climb, so lay one on the table.",
        ),
    ]
}
