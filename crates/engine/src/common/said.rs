//! Event lines shared by several games (`events.ftl`, `event-placed*`).

use crate::common::placement::Placement;
use crate::event::{counted, listed, seat, shown};
use crate::phrase::Joiner;
use crate::{Line, Seat, said};

/// "3 on 0,0, 6 on 1,0 (lying across)": where a placement puts each
/// number, and how the tile lies.
pub fn placement(p: &Placement) -> Line {
    if p.is_horizontal() {
        said!(
            "event-placement-across",
            shown(p.a) => a, " on ", shown(p.at) => at, ", ",
            shown(p.b) => b, " on ", shown(p.second()) => second, " (lying across)"
        )
    } else {
        said!(
            "event-placement-standing",
            shown(p.a) => a, " on ", shown(p.at) => at, ", ",
            shown(p.b) => b, " on ", shown(p.second()) => second, " (standing up)"
        )
    }
}

/// "3 on 0,0, 6 on 1,0": where each number of a placement goes, for a
/// legal move of a game in which every tile lies the same way.
pub fn cells(p: &Placement) -> Line {
    said!(
        "action-cells",
        shown(p.a) => a, " on ", shown(p.at) => at, ", ", shown(p.b) => b, " on ", shown(p.second()) => second
    )
}

/// "placed 3-6 0,0 E: 3 on 0,0, 6 on 1,0 (lying across)", after the
/// player's name.
pub fn placed(p: &Placement) -> Line {
    said!("event-placed", "placed ", shown(p.notation()) => notation, ": ", placement(p) => where)
}

/// "drew a tile (20 left in the supply)", after the player's name.
pub fn drew_from_supply(left: usize) -> Line {
    said!("event-drew-from-supply", "drew a tile (", left => left, " left in the supply)")
}

/// "12 tiles on the table, 20 in the supply": public counts only.
pub fn counts_on_table(table: usize, supply: usize) -> Line {
    said!(
        "event-counts-on-table",
        counted(i64::try_from(table).unwrap_or(i64::MAX), "tile", "tiles") => table,
        " on the table, ",
        supply => supply,
        " in the supply"
    )
}

/// An outcome's summary when a player resigned.
pub fn resigned(who: Seat) -> Line {
    said!("event-resigned", seat(who) => who, " resigned")
}

/// An outcome's summary when the players to act ran out of time: who,
/// then who claimed the win (`claimant`), or that the grace period is
/// over too.
pub fn out_of_time(late: &[Seat], claimant: Option<Seat>) -> Line {
    let who = listed(late.iter().map(|&s| seat(s)), Joiner::And);
    match claimant {
        Some(c) => said!(
            "event-out-of-time-claimed",
            who => who, " ran out of time; ", seat(c) => claimant, " claimed the win"
        ),
        None => said!(
            "event-out-of-time-grace",
            who => who, " ran out of time; the grace period is over too"
        ),
    }
}

/// What a secret action, or one that no longer reads, is called to those
/// who may not see it.
pub fn hidden_action() -> Line {
    said!("event-concealed-action", "a hidden action")
}

/// One of each shared line, with its English as it read before the
/// catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Line, &'static str)> {
    let placement = |text| Placement::parse(text, false).unwrap_or_else(|e| panic!("{e}"));
    vec![
        (
            placed(&placement("3-6 0,0 E")),
            "placed 3-6 0,0 E: 3 on 0,0, 6 on 1,0 (lying across)",
        ),
        (
            placed(&placement("3-6 0,0 S")),
            "placed 6-3 0,-1 N: 6 on 0,-1, 3 on 0,0 (standing up)",
        ),
        (drew_from_supply(20), "drew a tile (20 left in the supply)"),
        (counts_on_table(1, 0), "1 tile on the table, 0 in the supply"),
        (counts_on_table(12, 20), "12 tiles on the table, 20 in the supply"),
        (resigned(1), "seat 2 resigned"),
        (
            out_of_time(&[0], Some(1)),
            "seat 1 ran out of time; seat 2 claimed the win",
        ),
        (
            out_of_time(&[0, 2], None),
            "seat 1 and seat 3 ran out of time; the grace period is over too",
        ),
        (hidden_action(), "a hidden action"),
    ]
}
