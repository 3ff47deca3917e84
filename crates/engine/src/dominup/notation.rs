//! Dominup's notation is exactly a plain placement (`3-6 0,0 E`), a climb
//! written like an expansion, with its reasons for text that does not read
//! as one.

use super::Dominup;
use crate::common::placement::Placement;
use crate::said;

/// Why a text does not read as a placement.
pub use crate::common::placement::NotationError;

pub(super) fn notation(action: &Placement) -> String {
    action.notation()
}

/// "climb to level 2: ..." or "table: ...".
pub(super) fn describe(g: &Dominup, action: &Placement) -> crate::Line {
    match g.stacks.check(action) {
        Ok(level) if level > 1 => said!(
            "action-dominup-climb",
            "climb to level ", level => level, ": ", action.describe() => placement
        ),
        _ => said!("action-dominup-table", "table: ", action.describe() => placement),
    }
}

/// Reads a placement (7-7 is down from the start, so a bare tile is not
/// enough).
pub(super) fn parse(text: &str) -> Result<Placement, NotationError> {
    Placement::parse(text, false)
}
