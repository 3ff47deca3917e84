//! Dominomega's summary (`event-dominomega-*` in `events.ftl`); laying a
//! tile is told by `common::said`.

use crate::event::Line;
use crate::said;

pub(crate) fn summary() -> Line {
    said!("event-dominomega-summary", "highest product of group sizes wins")
}

/// One of each line, with its English as it read before the catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Line, &'static str)> {
    vec![(summary(), "highest product of group sizes wins")]
}
