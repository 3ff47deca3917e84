//! What the bot knows about one game, written once in the game's own
//! module (its `RECORD`): id, name, table sizes, variants, rules text,
//! how to start and restore it, and the computer's budget where the game
//! needs its own. [`GameKind`] and its list come from the one `games!` line
//! per game in `lib.rs`; everything else reads the record.

use super::registry::{Erased, LoadError};
use super::{AnyGame, Game, GameKind, GameRng, Options, SetupError};

/// How many seats a table may have, and how many an open challenge gets
/// when nobody is named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seats {
    pub min: usize,
    pub max: usize,
    pub usual: usize,
}

impl Seats {
    pub const fn new(min: usize, max: usize, usual: usize) -> Seats {
        Seats { min, max, usual }
    }
}

/// A named variant a player may ask for with `variant:`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    pub id: &'static str,
    /// How a message names it ("misère" for `misere`).
    pub name: &'static str,
    pub description: &'static str,
    /// The table sizes of this variant, where they differ from the game's.
    pub seats: Option<Seats>,
}

/// The hard computer player's budget, where a game needs its own (The
/// Tree's imagined games are quick and long).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HardBudget {
    /// Search iterations for a move.
    pub iterations: Option<usize>,
    /// How many actions an imagined game is played on for.
    pub playout_depth: Option<usize>,
    /// How many of its own actions the search weighs at the root, the
    /// best by one-move-ahead judgement (0: every legal action).
    pub candidates: Option<usize>,
}

impl HardBudget {
    /// The hard level's usual budget.
    pub const NONE: HardBudget = HardBudget {
        iterations: None,
        playout_depth: None,
        candidates: None,
    };
}

/// Starts a game at a table of some size.
pub type SetupFn = fn(GameKind, &Options, usize, &mut GameRng) -> Result<Box<dyn AnyGame>, SetupError>;
/// Restores a game from its stored snapshot.
pub type LoadFn = fn(GameKind, &str) -> Result<Box<dyn AnyGame>, LoadError>;

/// How a game played at a table is started and restored.
#[derive(Clone, Copy)]
pub struct Engine {
    pub setup: SetupFn,
    pub load: LoadFn,
}

impl Engine {
    /// The engine of the game type `G`.
    pub const fn of<G: Game>() -> Engine {
        Engine {
            setup: Erased::<G>::setup,
            load: Erased::<G>::load,
        }
    }
}

/// Everything the bot knows about one game.
pub struct GameRecord {
    /// Used in commands, storage and docs: lower case, no spaces.
    pub id: &'static str,
    pub name: &'static str,
    pub seats: Seats,
    pub variants: &'static [Variant],
    /// What a player may start typing in `/move` to narrow its list of
    /// moves, with examples in the game's own notation (for `/help`).
    pub typing: &'static str,
    /// The rule summary in the project's own words (`docs/rules/<id>.md`).
    pub rules: &'static str,
    /// `None` for a puzzle, played with `/puzzle` rather than at a table.
    pub engine: Option<Engine>,
    pub hard: HardBudget,
    /// What an action plays, read from its notation: the move picker's
    /// first menu groups a player's legal actions by it. Most games take
    /// [`first_word`]; a game whose notation says it otherwise brings its
    /// own (Adding Donimoes' `23V21` is the 2-3).
    pub group_of: GroupFn,
}

/// Names what an action plays from its notation (see [`GameRecord::group_of`]).
pub type GroupFn = fn(&str) -> String;

/// The usual "what" of an action: the first word of its notation. That is
/// the tile in the games that place tiles (`5-7 0,0 E`, draw dominoes'
/// `3-6 L`), named smaller number first so that `7-5 1,0 W` plays the 5-7
/// too; the die in Dominoids (`arms slide c3 e3`; its other decisions
/// start with their verb: `dice`, `eat`, `child`, `food`), the piece in
/// Tetradominoes (`J 1,0 1,-1 2,-1 3,-1`), and the verb of the rest
/// (`buy 2`, `reveal 1-2 3-4`, `give 3-4`, `draw`, `skip`).
pub fn first_word(notation: &str) -> String {
    let first = notation.split_whitespace().next().unwrap_or_default();
    let number = |s: &str| {
        Some(s)
            .filter(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()))?
            .parse::<u32>()
            .ok()
    };
    match first.split_once('-').map(|(a, b)| (number(a), number(b))) {
        Some((Some(a), Some(b))) => format!("{}-{}", a.min(b), a.max(b)),
        _ => first.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_usual_what_is_the_first_word_and_a_tile_smaller_number_first() {
        for (notation, what) in [
            ("5-7 0,0 E", "5-7"),
            ("7-5 1,0 W", "5-7"),
            ("3-6 L", "3-6"),
            ("2-3", "2-3"),
            ("crowns shift ranks 3-4 right", "crowns"),
            ("buy -1", "buy"),
            ("J 1,0 1,-1 2,-1 3,-1", "J"),
            ("23V21", "23V21"),
            ("", ""),
        ] {
            assert_eq!(first_word(notation), what, "{notation}");
        }
    }
}
