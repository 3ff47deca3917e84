//! What several games' views say alike (`view-*` in `views.ftl`): a
//! seat's number as its role, tiles left or in hand, points.

use crate::event::{Line, counted};
use crate::{Seat, said};

/// "seat 2": the role of a seat that has no other, its number.
pub fn seat_role(seat: Seat) -> Line {
    said!("view-seat", "seat ", seat + 1 => number)
}

/// "3 left": the tiles a seat has left, as its score.
pub(crate) fn tiles_left(tiles: usize) -> Line {
    said!("view-tiles-left", tiles => tiles, " left")
}

/// "3 tiles in hand".
pub(crate) fn tiles_in_hand(tiles: usize) -> Line {
    said!(
        "view-tiles-in-hand",
        counted(i64::try_from(tiles).unwrap_or(i64::MAX), "tile", "tiles") => tiles,
        " in hand"
    )
}

/// "12 points".
pub(crate) fn points(points: i64) -> Line {
    said!("view-points", counted(points, "point", "points") => points)
}

/// One of each sentence, with its English as it read before the catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Line, &'static str)> {
    vec![
        (seat_role(1), "seat 2"),
        (tiles_left(3), "3 left"),
        (tiles_in_hand(1), "1 tile in hand"),
        (tiles_in_hand(7), "7 tiles in hand"),
        (points(1), "1 point"),
        (points(58), "58 points"),
    ]
}
