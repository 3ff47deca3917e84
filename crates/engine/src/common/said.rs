//! Event lines shared by several games (`events.ftl`, `event-placed*`).

use crate::Line;
use crate::common::placement::Placement;
use crate::event::shown;
use crate::said;

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

/// "placed 3-6 0,0 E: 3 on 0,0, 6 on 1,0 (lying across)", after the
/// player's name.
pub fn placed(p: &Placement) -> Line {
    said!("event-placed", "placed ", shown(p.notation()) => notation, ": ", placement(p) => where)
}
