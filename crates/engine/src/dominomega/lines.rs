//! Dominomega's summary (`event-dominomega-*` in `events.ftl`); laying a
//! tile is told by `common::said`.

use crate::common::tiles::Ring;
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

/// A ring's name, a seat's role ("big circle", `view-ring-*` in
/// `views.ftl`).
pub(crate) fn ring(r: Ring) -> Line {
    match r {
        Ring::Pip => said!("view-ring-dot", "dot"),
        Ring::Small => said!("view-ring-small", "small circle"),
        Ring::Big => said!("view-ring-big", "big circle"),
    }
}

/// How the seat scores (its private view, `view-dominomega-*`).
pub(crate) fn own_ring(r: Ring) -> Line {
    said!(
        "view-dominomega-own-ring",
        "You score with the ", ring(r) => ring,
        ": groups multiply, so many middle-sized groups beat one big one."
    )
}

pub(crate) fn title(two_players: bool) -> Line {
    if two_players {
        said!("view-title-dominomega-two", "Dominomega (two players)")
    } else {
        said!("view-title-dominomega", "Dominomega")
    }
}

/// One of each view sentence, with its English as it read before the
/// catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn view_samples() -> Vec<(Line, &'static str)> {
    vec![
        (title(false), "Dominomega"),
        (title(true), "Dominomega (two players)"),
        (ring(Ring::Pip), "dot"),
        (ring(Ring::Small), "small circle"),
        (ring(Ring::Big), "big circle"),
        (
            own_ring(Ring::Small),
            "You score with the small circle: groups multiply, so many middle-sized groups beat one big one.",
        ),
    ]
}
