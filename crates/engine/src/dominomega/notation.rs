//! Dominomega's notation is exactly a plain placement (`3-6 0,0 E`; the
//! first tile may be written bare), with its reasons for text that does not
//! read as one.

use crate::common::laying::OneTileLaying;
use crate::common::placement::Placement;

/// Why a text does not read as a placement.
pub use crate::common::placement::NotationError;

pub(super) fn notation(action: &Placement) -> String {
    action.notation()
}

pub(super) fn describe(action: &Placement) -> crate::Line {
    action.describe()
}

/// Reads a placement; on an empty table a bare tile means 0,0.
pub(super) fn parse(play: &OneTileLaying, text: &str) -> Result<Placement, NotationError> {
    play.parse(text)
}
