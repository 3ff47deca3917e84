//! The Tree's notation: a plain placement (`3-6 0,1 E`) that lies across;
//! a tile written standing up is refused already when it is read.

use super::Tree;
use super::rules::Refusal;
use crate::common::placement::{self, Placement};
use crate::said;

/// Why a text does not read as a placement of The Tree; the text is the
/// player's sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error(transparent)]
    Placement(#[from] placement::NotationError),
    /// Written standing up (N or S), in the same words as the refusal.
    #[error("{}", Refusal::Standing(*.0))]
    Standing(Placement),
}

pub(super) fn notation(action: &Placement) -> String {
    action.notation()
}

/// Where each number goes, and whether the tile earns an extra turn.
pub(super) fn describe(g: &Tree, action: &Placement) -> crate::Line {
    // Every tile lies across, so saying so would only lengthen the
    // autocomplete lines.
    match g.check(action) {
        Ok(Some(_)) => said!("action-tree-extra", action.describe_cells() => cells, " (extra turn)"),
        _ => action.describe_cells(),
    }
}

/// Reads a placement (the double blank is down from the start, so a bare
/// tile is not enough); it must lie across.
pub(super) fn parse(text: &str) -> Result<Placement, NotationError> {
    let p = Placement::parse(text, false)?;
    if !p.is_horizontal() {
        return Err(NotationError::Standing(p));
    }
    Ok(p)
}
