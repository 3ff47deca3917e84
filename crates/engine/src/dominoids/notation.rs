//! How actions are written and read.
//!
//! Canonical forms (squares a1-h8: files a-h left to right, ranks 1-8
//! bottom to top; a die is named by its suit):
//!
//! | action | example |
//! |---|---|
//! | take two dice | `dice suns moons` |
//! | slide (leading end's square, where it stops) | `arms slide c3 e3` |
//! | turn (leading end's square, where it goes) | `moons rotate c3 d4` |
//! | bud (a square of the parent) | `suns bud c3` |
//! | shift with an ace | `crowns shift ranks 3-4 right`, `crowns shift files a-b up` |
//! | pass | `arms pass` |
//! | after a slide | `eat e4`, `attack d5`, `breed d5` |
//! | a child (numbers in the order of the squares) | `child 3-5 c6 c7` |
//! | food | `food suns e4` |
//!
//! The reader forgives case, plural or singular suits, separators and
//! missing words it can infer from the position: `3-5 c6 c7` while a child
//! is due, `e4` while food or an effect is due, `suns c3 e3` for a slide,
//! `crowns right` for a shift, `suns moons` for the dice.

use super::rules::board::{Dominoid, End, Line, Suit, TILE, file_letter, parse_square, square};
use super::rules::dice::{self, Kind, Place};
use super::rules::effects::Effect;
use super::rules::shift::{dir_word, line_for};
use super::rules::turn::cells_text;
use super::rules::{food, movement};
use super::{Dominoids, Phase, lines};
use crate::common::grid::{Cell, Dir};
use crate::common::placement::echo;
use crate::event::shown;
use crate::said;

/// One decision of the player to act; how each is written is above.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Take these two dice for the turn (in suit order).
    Dice([Suit; 2]),
    /// With a number die: the Dominoid whose leading end is on `from`
    /// slides until that end is on `to`.
    Slide { die: Suit, from: Cell, to: Cell },
    /// With a number die: the leading end on `from` turns onto `to`.
    Rotate { die: Suit, from: Cell, to: Cell },
    /// With a number die that can move nothing: the Dominoid on `parent`
    /// buds (its child is placed next).
    Bud { die: Suit, parent: Cell },
    /// With an ace: shift the row (left, right) or column (up, down) of
    /// that suit's pawn.
    Shift { die: Suit, dir: Dir },
    /// A blank, or a die with nothing else possible.
    Pass { die: Suit },
    /// After a slide: eat, attack or breed.
    Effect(Effect),
    /// The child of a breeding or budding, where it lies.
    Child(Dominoid),
    /// A food coin of `suit` goes face down on `at`.
    Food { suit: Suit, at: Cell },
}

/// Why a text does not read as an action; the text is the player's
/// sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("write an action, e.g. `dice suns moons` or `arms slide c3 e3` (autocomplete lists them all)")]
    Empty,
    #[error("`{0}` names two different actions")]
    TwoVerbs(String),
    #[error(
        "I don't know the word `{0}`. Write e.g. `dice suns moons`, `arms slide c3 e3`, `moons rotate c3 d4`, `crowns shift right`, `eat e4` or `child 3-5 c6 c7` (see /rules game:dominoids)"
    )]
    UnknownWord(String),
    #[error("the game is over")]
    GameOver,
    #[error("name the two dice by their suits, e.g. `dice suns moons`")]
    TwoDice,
    #[error("say what the die does: slide, rotate, bud, shift or pass, e.g. `arms slide c3 e3`")]
    DieVerb,
    #[error("name the die by its suit, e.g. `arms slide c3 e3`")]
    NoDie,
    #[error("name one die by its suit, e.g. `arms slide c3 e3`")]
    NotOneDie,
    #[error("name the leading end's square and where it stops, e.g. `arms slide c3 e3`")]
    SlideSquares,
    #[error("name the leading end's square and where it turns to, e.g. `moons rotate c3 d4`")]
    RotateSquares,
    #[error("say which Dominoid buds by one of its squares, e.g. `suns bud c3`")]
    BudSquare,
    #[error("name the ace by its suit, e.g. `crowns shift right`")]
    NoAce,
    #[error("name one die, e.g. `crowns shift right`")]
    NotOneAce,
    #[error(
        "say which way: `{} shift left` or `right` moves the pawn's row, `up` or `down` its column",
        .0.word()
    )]
    ShiftWay(Suit),
    #[error(
        "{mistake}: the {die} pawn is on {}, so the {die} ace shifts {} (left or right) or {} (up or down)",
        square(*.pawn), .row.name(), .column.name()
    )]
    NotThePawnsLine {
        mistake: LineMistake,
        die: Suit,
        pawn: Cell,
        row: Line,
        column: Line,
    },
    #[error("say `eat`, `attack` or `breed` and one square, e.g. `eat e4`")]
    EffectWords,
    #[error("say what to do with {}: `eat`, `attack` or `breed`", square(*.0))]
    EffectVerb(Cell),
    #[error("name one square: the coin to eat (`eat e4`) or the Dominoid to attack or breed with (`attack d5`)")]
    EffectSquare,
    #[error("write the child's numbers and squares, e.g. `child 3-5 c6 c7` (3 on c6, 5 on c7)")]
    ChildWords,
    #[error("Dominoids have numbers 1 to 5")]
    ChildNumbers,
    #[error("name the square for the coin, e.g. `food suns e4`")]
    FoodSquare,
    #[error("say which coin goes there, e.g. `food suns e4`")]
    FoodWhichCoin,
    #[error("name one suit, e.g. `food suns e4`")]
    FoodOneSuit,
}

/// How a shift names the wrong line for its ace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineMistake {
    /// Left or right with a column named.
    ColumnForRow,
    /// Left or right with ranks outside the pawn's row.
    NotThePawnsRanks,
    /// Up or down with a row named.
    RowForColumn,
    /// Up or down with files (these, a = 0) outside the pawn's column.
    NotThePawnsFiles(Vec<i32>),
}

impl std::fmt::Display for LineMistake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LineMistake::ColumnForRow => f.write_str("left and right move a row, not a column"),
            LineMistake::NotThePawnsRanks => f.write_str("those ranks are not the pawn's row"),
            LineMistake::RowForColumn => f.write_str("up and down move a column, not a row"),
            LineMistake::NotThePawnsFiles(files) => {
                let letters: Vec<String> = files.iter().map(|&x| file_letter(x).to_string()).collect();
                write!(f, "files {} are not the pawn's column", letters.join("-"))
            }
        }
    }
}

pub fn write(game: &Dominoids, action: &Action) -> String {
    match *action {
        Action::Dice([a, b]) => format!("dice {} {}", a.word(), b.word()),
        Action::Slide { die, from, to } => format!("{} slide {} {}", die.word(), square(from), square(to)),
        Action::Rotate { die, from, to } => format!("{} rotate {} {}", die.word(), square(from), square(to)),
        Action::Bud { die, parent } => format!("{} bud {}", die.word(), square(parent)),
        Action::Shift { die, dir } => format!(
            "{} shift {} {}",
            die.word(),
            line_for(&game.board, die, dir).name(),
            dir_word(dir)
        ),
        Action::Pass { die } => format!("{} pass", die.word()),
        Action::Effect(Effect::Eat(c)) => format!("eat {}", square(c)),
        Action::Effect(Effect::Attack(c)) => format!("attack {}", square(c)),
        Action::Effect(Effect::Breed(c)) => format!("breed {}", square(c)),
        Action::Child(d) => {
            let [a, b] = d.ends();
            format!("child {}-{} {} {}", a.value, b.value, square(a.at), square(b.at))
        }
        Action::Food { suit, at } => format!("food {} {}", suit.word(), square(at)),
    }
}

/// A short description for autocomplete and buttons (`action-dominoids-*`);
/// suits, boxes and squares as the notation writes them.
pub fn describe(game: &Dominoids, action: &Action) -> crate::Line {
    match *action {
        Action::Dice([a, b]) => said!(
            "action-dominoids-dice",
            taken_die(game, a) => first, " + ", taken_die(game, b) => second
        ),
        Action::Slide { from, to, .. } => {
            let after = game
                .board
                .dominoid_at(from)
                .map(|d| cells_text(movement::slid(d, from, to).cells()))
                .unwrap_or_default();
            said!(
                "action-dominoids-slide",
                "slide the ", shown(tile_at(game, from)) => tile, " (", lead_at(game, from) => lead,
                " leads) to ", shown(after) => to
            )
        }
        Action::Rotate { from, to, .. } => {
            let pivot = game
                .board
                .dominoid_at(from)
                .and_then(|d| d.other_end(from))
                .map(|e| square(e.at))
                .unwrap_or_default();
            said!(
                "action-dominoids-rotate",
                "turn the ", shown(tile_at(game, from)) => tile, " (", lead_at(game, from) => lead,
                " leads) onto ", shown(square(to)) => to, ", around ", shown(pivot) => pivot
            )
        }
        Action::Bud { parent, .. } => match game.board.dominoid_at(parent) {
            Some(d) => said!("action-dominoids-bud", "bud the ", lines::dominoid(d) => parent),
            None => said!("action-dominoids-bud-none", "bud"),
        },
        Action::Shift { die, dir } => said!(
            "action-dominoids-shift",
            "shift ", lines::board_line(line_for(&game.board, die, dir)) => line, " one tile ",
            shown(dir_word(dir)) => dir, " (", lines::suit(die) => suit, " pawn)"
        ),
        Action::Pass { die } => describe_pass(game, die),
        Action::Effect(effect) => describe_effect(game, effect),
        Action::Child(d) => {
            let [a, b] = d.ends();
            said!(
                "action-dominoids-child",
                "child ", shown(d.tile()) => tile, ": ", a.value => a, " on ", shown(square(a.at)) => at,
                ", ", b.value => b, " on ", shown(square(b.at)) => second
            )
        }
        Action::Food { suit, at } => said!(
            "action-dominoids-food",
            "the new ", lines::suit(suit) => suit, " coin goes on ", shown(square(at)) => at
        ),
    }
}

/// "Suns 5 (Old)": a die the player may take, and the box it is in.
fn taken_die(game: &Dominoids, suit: Suit) -> crate::Line {
    let shown = game.face(suit);
    let die = lines::die(shown.suit, shown.face);
    if game.die(suit).place == Place::Old {
        said!("action-dominoids-die-old", die => die, " (Old)")
    } else {
        said!("action-dominoids-die-new", die => die, " (New)")
    }
}

/// "2-3" for the Dominoid on `c`.
fn tile_at(game: &Dominoids, c: Cell) -> String {
    game.board
        .dominoid_at(c)
        .map(|d| d.tile().to_string())
        .unwrap_or_else(|| "Dominoid".to_string())
}

/// The number of the Dominoid's end on `c`.
fn lead_at(game: &Dominoids, c: Cell) -> u8 {
    game.board
        .dominoid_at(c)
        .and_then(|d| d.end_at(c))
        .map(|e| e.value)
        .unwrap_or(0)
}

fn describe_pass(game: &Dominoids, die: Suit) -> crate::Line {
    let shown = game.face(die);
    let die = lines::die(shown.suit, shown.face);
    match dice::kind(shown.face) {
        Kind::Blank => said!("action-dominoids-pass-blank", die => die, ": pass"),
        Kind::Ace => said!("action-dominoids-pass-ace", die => die, ": no shift possible, pass"),
        Kind::Number(_) => said!("action-dominoids-pass", die => die, ": nothing can move or bud, pass"),
    }
}

fn describe_effect(game: &Dominoids, effect: Effect) -> crate::Line {
    match effect {
        Effect::Eat(c) => match game.board.coin_at(c) {
            Some(coin) => said!("action-dominoids-eat", "eat the ", lines::die(coin.suit, coin.value) => coin),
            None => said!("action-dominoids-eat-none", "eat"),
        },
        Effect::Attack(c) => said!(
            "action-dominoids-attack",
            "attack the ", shown(tile_at(game, c)) => tile, " (back to the gene pool)"
        ),
        Effect::Breed(c) => said!("action-dominoids-breed", "breed with the ", shown(tile_at(game, c)) => tile),
    }
}

/// The verbs, with the words that mean them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verb {
    Dice,
    Slide,
    Rotate,
    Bud,
    Shift,
    Pass,
    Eat,
    Attack,
    Breed,
    Child,
    Food,
}

fn verb(word: &str) -> Option<Verb> {
    Some(match word {
        "dice" | "take" | "choose" | "pick" => Verb::Dice,
        "slide" | "slides" | "move" | "sl" => Verb::Slide,
        "rotate" | "rotates" | "turn" | "rot" | "spin" | "pivot" => Verb::Rotate,
        "bud" | "buds" => Verb::Bud,
        "shift" | "shifts" => Verb::Shift,
        "pass" | "passes" | "skip" => Verb::Pass,
        "eat" | "eats" => Verb::Eat,
        "attack" | "attacks" | "kill" => Verb::Attack,
        "breed" | "breeds" | "mate" => Verb::Breed,
        "child" | "baby" | "place" => Verb::Child,
        "food" | "coin" => Verb::Food,
        _ => return None,
    })
}

/// Words that carry no meaning of their own.
const FILLER: [&str; 16] = [
    "the", "to", "on", "with", "at", "and", "one", "tile", "a", "of", "onto", "from", "then", "by", "in", "die",
];

/// Everything recognised in a typed action.
#[derive(Default, Debug)]
struct Words {
    verb: Option<Verb>,
    suits: Vec<Suit>,
    squares: Vec<Cell>,
    numbers: Vec<u8>,
    files: Vec<i32>,
    dir: Option<Dir>,
    row: bool,
    column: bool,
}

fn words(text: &str) -> Result<Words, NotationError> {
    let lower = text.trim().to_ascii_lowercase();
    let mut w = Words::default();
    for token in lower
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|t| !t.is_empty())
    {
        if let Some(v) = verb(token) {
            if w.verb.is_some_and(|old| old != v) {
                return Err(NotationError::TwoVerbs(echo(text)));
            }
            w.verb = Some(v);
        } else if let Some(s) = Suit::parse(token) {
            w.suits.push(s);
        } else if let Some(c) = parse_square(token) {
            w.squares.push(c);
        } else if token.chars().all(|c| c.is_ascii_digit()) {
            w.numbers
                .extend(token.chars().filter_map(|c| c.to_digit(10)).map(|d| d as u8));
        } else if token.len() == 1 && ('a'..='h').contains(&token.chars().next().unwrap_or(' ')) {
            w.files.push(i32::from(token.as_bytes()[0] - b'a'));
        } else if let Some(d) = Dir::parse(token) {
            w.dir = Some(d);
        } else if matches!(token, "row" | "rows" | "rank" | "ranks") {
            w.row = true;
        } else if matches!(token, "column" | "columns" | "col" | "cols" | "file" | "files") {
            w.column = true;
        } else if !FILLER.contains(&token) {
            return Err(NotationError::UnknownWord(echo(token)));
        }
    }
    Ok(w)
}

/// Reads a typed action, leniently. The result may still be illegal: the
/// engine then says why.
pub fn read(game: &Dominoids, text: &str) -> Result<Action, NotationError> {
    let w = words(text)?;
    if w.verb.is_none() && w.suits.is_empty() && w.squares.is_empty() && w.numbers.is_empty() {
        return Err(NotationError::Empty);
    }
    let verb = match w.verb {
        Some(v) => v,
        None => infer_verb(game, &w)?,
    };
    match verb {
        Verb::Dice => match w.suits.as_slice() {
            [a, b] if w.squares.is_empty() => {
                let mut pair = [*a, *b];
                pair.sort();
                Ok(Action::Dice(pair))
            }
            _ => Err(NotationError::TwoDice),
        },
        Verb::Pass => Ok(Action::Pass {
            die: die_for(game, &w, |die| Action::Pass { die })?,
        }),
        Verb::Slide | Verb::Rotate => read_move(game, &w, verb),
        Verb::Bud => {
            let [c] = w.squares[..] else {
                return Err(NotationError::BudSquare);
            };
            let parent = game.board.dominoid_at(c).map(Dominoid::first_cell).unwrap_or(c);
            Ok(Action::Bud {
                die: die_for(game, &w, |die| Action::Bud { die, parent })?,
                parent,
            })
        }
        Verb::Shift => read_shift(game, &w),
        Verb::Eat | Verb::Attack | Verb::Breed => read_effect(game, &w, verb),
        Verb::Child => read_child(&w),
        Verb::Food => read_food(game, &w),
    }
}

/// The verb a typed action without one must mean, from its words and the
/// phase.
fn infer_verb(game: &Dominoids, w: &Words) -> Result<Verb, NotationError> {
    match &game.phase {
        Phase::ChooseDice => Ok(Verb::Dice),
        Phase::Child { .. } => Ok(Verb::Child),
        Phase::Food => Ok(Verb::Food),
        Phase::Effect { .. } => {
            let [c] = w.squares[..] else {
                return Err(NotationError::EffectWords);
            };
            match effect_verbs(game, c)[..] {
                [v] => Ok(v),
                _ => Err(NotationError::EffectVerb(c)),
            }
        }
        Phase::Act => {
            if w.dir.is_some() {
                Ok(Verb::Shift)
            } else if w.squares.len() == 2 {
                let (from, to) = (w.squares[0], w.squares[1]);
                Ok(if along(game, from, to) {
                    Verb::Slide
                } else {
                    Verb::Rotate
                })
            } else if w.squares.len() == 1 {
                Ok(Verb::Slide)
            } else {
                Err(NotationError::DieVerb)
            }
        }
        Phase::Over => Err(NotationError::GameOver),
    }
}

/// The legal effects that name the square `c` (a coin, or either end of a
/// Dominoid), as verbs.
fn effect_verbs(game: &Dominoids, c: Cell) -> Vec<Verb> {
    let names = |t: Cell| game.board.dominoid_at(t).is_some_and(|d| d.contains(c));
    game.legal()
        .iter()
        .filter_map(|a| match a {
            Action::Effect(Effect::Eat(t)) if *t == c => Some(Verb::Eat),
            Action::Effect(Effect::Attack(t)) if names(*t) => Some(Verb::Attack),
            Action::Effect(Effect::Breed(t)) if names(*t) => Some(Verb::Breed),
            _ => None,
        })
        .collect()
}

/// Whether the end on `from` going to `to` runs along its Dominoid (a
/// slide) rather than across it (a turn).
fn along(game: &Dominoids, from: Cell, to: Cell) -> bool {
    game.board
        .dominoid_at(from)
        .and_then(|d| d.other_end(from))
        .is_some_and(|tail| {
            let (dx, dy) = (to.x - from.x, to.y - from.y);
            let (ax, ay) = (from.x - tail.at.x, from.y - tail.at.y);
            dx * ay == dy * ax
        })
}

/// The die an action uses: the suit named, or (when none is) the first
/// die taken this turn for which the action is legal.
fn die_for(game: &Dominoids, w: &Words, action: impl Fn(Suit) -> Action) -> Result<Suit, NotationError> {
    match w.suits[..] {
        [s] => Ok(s),
        [] => {
            let pending = game.pending();
            let legal = game.legal();
            pending
                .iter()
                .copied()
                .find(|s| legal.contains(&action(*s)))
                .or(pending.first().copied())
                .ok_or(NotationError::NoDie)
        }
        _ => Err(NotationError::NotOneDie),
    }
}

fn read_move(game: &Dominoids, w: &Words, verb: Verb) -> Result<Action, NotationError> {
    let (from, to) = match (verb, &w.squares[..]) {
        (Verb::Slide, [from]) => (*from, movement::slide_stop(&game.board, *from).unwrap_or(*from)),
        (_, [from, to]) => (*from, *to),
        (Verb::Slide, _) => return Err(NotationError::SlideSquares),
        _ => return Err(NotationError::RotateSquares),
    };
    if verb == Verb::Slide {
        let die = die_for(game, w, |die| Action::Slide { die, from, to })?;
        Ok(Action::Slide { die, from, to })
    } else {
        let die = die_for(game, w, |die| Action::Rotate { die, from, to })?;
        Ok(Action::Rotate { die, from, to })
    }
}

fn read_shift(game: &Dominoids, w: &Words) -> Result<Action, NotationError> {
    let die = match w.suits[..] {
        [s] => s,
        [] => {
            let aces: Vec<Suit> = game
                .pending()
                .into_iter()
                .filter(|s| dice::kind(game.die(*s).face) == Kind::Ace)
                .collect();
            match aces[..] {
                [s] => s,
                _ => return Err(NotationError::NoAce),
            }
        }
        _ => return Err(NotationError::NotOneAce),
    };
    let Some(dir) = w.dir else {
        return Err(NotationError::ShiftWay(die));
    };
    match line_mistake(w, line_for(&game.board, die, dir)) {
        None => Ok(Action::Shift { die, dir }),
        Some(mistake) => Err(NotationError::NotThePawnsLine {
            mistake,
            die,
            pawn: game.board.pawn(die),
            row: line_for(&game.board, die, Dir::E),
            column: line_for(&game.board, die, Dir::N),
        }),
    }
}

/// What is wrong with the ranks, files, "row" or "column" typed for a
/// shift of `line`, if anything.
fn line_mistake(w: &Words, line: Line) -> Option<LineMistake> {
    match line {
        Line::Row(r) => {
            if w.column || !w.files.is_empty() {
                return Some(LineMistake::ColumnForRow);
            }
            if w.numbers
                .iter()
                .any(|&n| (i32::from(n) - 1).div_euclid(TILE) != r || n == 0)
            {
                return Some(LineMistake::NotThePawnsRanks);
            }
        }
        Line::Column(k) => {
            if w.row || !w.numbers.is_empty() {
                return Some(LineMistake::RowForColumn);
            }
            if w.files.iter().any(|&f| f.div_euclid(TILE) != k) {
                return Some(LineMistake::NotThePawnsFiles(w.files.clone()));
            }
        }
    }
    None
}

fn read_effect(game: &Dominoids, w: &Words, verb: Verb) -> Result<Action, NotationError> {
    let [c] = w.squares[..] else {
        return Err(NotationError::EffectSquare);
    };
    let effect = match verb {
        Verb::Eat => Effect::Eat(c),
        Verb::Attack => Effect::Attack(canonical_target(game, c, true)),
        _ => Effect::Breed(canonical_target(game, c, false)),
    };
    Ok(Action::Effect(effect))
}

fn read_child(w: &Words) -> Result<Action, NotationError> {
    let ([a, b], [x, y]) = (&w.numbers[..], &w.squares[..]) else {
        return Err(NotationError::ChildWords);
    };
    if !(1..=5).contains(a) || !(1..=5).contains(b) {
        return Err(NotationError::ChildNumbers);
    }
    Ok(Action::Child(Dominoid::new(
        End { at: *x, value: *a },
        End { at: *y, value: *b },
    )))
}

fn read_food(game: &Dominoids, w: &Words) -> Result<Action, NotationError> {
    let [at] = w.squares[..] else {
        return Err(NotationError::FoodSquare);
    };
    let suit = match w.suits[..] {
        [s] => s,
        [] => match food::missing(&game.board, &game.stacks)[..] {
            [s] => s,
            _ => return Err(NotationError::FoodWhichCoin),
        },
        _ => return Err(NotationError::FoodOneSuit),
    };
    Ok(Action::Food { suit, at })
}

/// The square that names an attack or breeding target in the canonical
/// form: the one the legal action uses for the Dominoid on `c`, or `c`.
fn canonical_target(game: &Dominoids, c: Cell, attack: bool) -> Cell {
    let Some(target) = game.board.dominoid_at(c) else {
        return c;
    };
    game.legal()
        .iter()
        .find_map(|a| match *a {
            Action::Effect(Effect::Attack(t)) if attack && target.contains(t) => Some(t),
            Action::Effect(Effect::Breed(t)) if !attack && target.contains(t) => Some(t),
            _ => None,
        })
        .unwrap_or(c)
}
