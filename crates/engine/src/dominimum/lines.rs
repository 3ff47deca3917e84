//! Dominimum's event line and summary (`event-dominimum-*` in
//! `events.ftl`); laying a tile is told by `common::said`.

use crate::event::Line;
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
