//! How strongly a computer seat plays: chosen with a game, stored with its
//! seat, and read by the computer players (`dominoes_ai`).

use std::fmt;

/// How strongly a computer seat plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Random,
    Easy,
    Medium,
    Hard,
}

impl Level {
    /// Every level (as stored for a computer seat).
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    /// The levels players may choose (`random` is for measurements).
    pub const OFFERED: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Reads a level id, forgiving case and spaces.
    pub fn parse(text: &str) -> Option<Level> {
        match text.trim().to_lowercase().as_str() {
            "random" => Some(Level::Random),
            "easy" => Some(Level::Easy),
            "medium" | "normal" => Some(Level::Medium),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }

    /// How a computer seat of this level is named at the table.
    pub fn seat_name(self) -> String {
        format!("Computer ({})", self.id())
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}
