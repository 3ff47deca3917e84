//! Dominimum's event line and summary (`event-dominimum-*` in
//! `events.ftl`); laying a tile is told by `common::said`.

use crate::common::tiles::Tile;
use crate::event::{Line, counted, shown};
use crate::said;

pub(crate) fn revealed() -> Line {
    said!(
        "event-dominimum-revealed",
        "the last tile is down: missions are revealed"
    )
}

pub(crate) fn summary() -> Line {
    said!(
        "event-dominimum-summary",
        "lowest score wins; a tie goes to whoever laid their final tile first"
    )
}

/// One of each line, with its English as it read before the catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Line, &'static str)> {
    vec![
        (revealed(), "the last tile is down: missions are revealed"),
        (
            summary(),
            "lowest score wins; a tie goes to whoever laid their final tile first",
        ),
    ]
}

/// "4 x 5 = 20": a mission's score, the product of its two groups.
pub(crate) fn score(a: usize, b: usize, product: i64) -> Line {
    said!("view-dominimum-score", a => a, " x ", b => b, " = ", product => product)
}

/// What the seat's own mission scores now (its private view,
/// `view-dominimum-*` in `views.ftl`).
pub(crate) fn own_mission(mission: Tile, scores: Line) -> Line {
    said!(
        "view-dominimum-own-mission",
        "Your mission ", shown(mission) => mission, " scores ", scores => score,
        " on the table as it stands (lower is better)."
    )
}

pub(crate) fn title() -> Line {
    said!("view-title-dominimum", "Dominimum")
}

/// A seat's mission, once every mission is revealed.
pub(crate) fn mission(mission: Tile) -> Line {
    said!("view-dominimum-mission", "mission ", shown(mission) => mission)
}

/// A seat's tiles in hand while its mission is hidden.
pub(crate) fn mission_hidden(held: usize) -> Line {
    said!(
        "view-dominimum-mission-hidden",
        counted(i64::try_from(held).unwrap_or(i64::MAX), "tile in hand", "tiles in hand") => tiles,
        ", mission hidden"
    )
}

/// One of each view sentence, with its English as it read before the
/// catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn view_samples() -> Vec<(Line, &'static str)> {
    vec![
        (title(), "Dominimum"),
        (mission(Tile::new(1, 4)), "mission 1-4"),
        (mission_hidden(1), "1 tile in hand, mission hidden"),
        (mission_hidden(0), "0 tiles in hand, mission hidden"),
        (score(4, 5, 20), "4 x 5 = 20"),
        (
            own_mission(Tile::new(3, 5), score(0, 0, 0)),
            "Your mission 3-5 scores 0 x 0 = 0 on the table as it stands (lower is better).",
        ),
    ]
}
