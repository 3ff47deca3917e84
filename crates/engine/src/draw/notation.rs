//! Draw dominoes' actions and notation: a tile and the end of the line it
//! goes to, written `3-6 L` or `3-6 R` (`3-6` alone when it fits one end
//! only), with the typed [`NotationError`].

use super::Draw;
use crate::Seat;
use crate::common::placement::echo;
use crate::common::tiles::Tile;
use crate::event::shown;
use crate::said;
use serde::{Deserialize, Serialize};

/// Which open end of the line a tile goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum End {
    Left,
    Right,
}

impl End {
    /// "left" or "right".
    pub fn word(self) -> &'static str {
        match self {
            End::Left => "left",
            End::Right => "right",
        }
    }
}

/// Play `tile` at one end of the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    pub tile: Tile,
    pub end: End,
}

/// Why a text does not read as a play; the text is the player's sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// Not exactly two numbers (what was typed, cut short).
    #[error("write the tile and the end, e.g. `3-6 L` or `3-6 R` (I read `{0}`)")]
    NoTile(String),
    /// A number above the set's highest, which is given.
    #[error("numbers in this set go from 0 to {0}")]
    NotInSet(u8),
    #[error("{0} fits both ends: add L or R, e.g. `{0} L`")]
    BothEnds(Tile),
    /// Words that name no end.
    #[error("say which end: `{0} L` (left) or `{0} R` (right)")]
    WhichEnd(Tile),
}

/// `3-6 L` or `3-6 R`.
pub(super) fn notation(play: &Play) -> String {
    let side = if play.end == End::Left { 'L' } else { 'R' };
    format!("{} {side}", play.tile)
}

/// "play 3-6 on the left end"; the end is selected on (`left`, `right`).
pub(super) fn describe(play: &Play) -> crate::Line {
    said!(
        "action-draw-play",
        "play ", shown(play.tile) => tile, " on the ", shown(play.end.word()) => end, " end"
    )
}

/// Reads `3-6 L`, `36 right`, or just `3-6` when it fits one end only.
pub(super) fn parse(g: &Draw, _seat: Seat, text: &str) -> Result<Play, NotationError> {
    let cleaned = text.trim().to_ascii_lowercase();
    let digits: Vec<u8> = cleaned
        .chars()
        .filter_map(|c| c.to_digit(10))
        .map(|d| d as u8)
        .collect();
    let words: Vec<&str> = cleaned
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty() && !matches!(*w, "on" | "at" | "the" | "end" | "play" | "x"))
        .collect();
    let [a, b] = digits[..] else {
        return Err(NotationError::NoTile(echo(text)));
    };
    let max = g.max();
    if a > max || b > max {
        return Err(NotationError::NotInSet(max));
    }
    let tile = Tile::new(a, b);
    let end = match words.as_slice() {
        [] => {
            let fits: Vec<End> = [End::Left, End::Right]
                .into_iter()
                .filter(|&e| g.fits(tile, e))
                .collect();
            match fits.as_slice() {
                [only] => *only,
                [_, _] => return Err(NotationError::BothEnds(tile)),
                _ => End::Right,
            }
        }
        // Also in Spanish and French, the bot's other languages.
        ["l" | "left" | "w" | "west" | "izquierda" | "oeste" | "gauche" | "ouest"] => End::Left,
        ["r" | "right" | "e" | "east" | "derecha" | "este" | "droite" | "est"] => End::Right,
        _ => return Err(NotationError::WhichEnd(tile)),
    };
    Ok(Play { tile, end })
}
