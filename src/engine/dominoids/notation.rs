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

use super::board::{Dominoid, End, Line, Suit, TILE, file_letter, parse_square, square};
use super::dice::{self, Kind};
use super::effects::Effect;
use super::shift::{dir_word, line_for};
use super::turn::cells_text;
use super::{Action, Dominoids, Phase, movement};
use crate::engine::ParseError;
use crate::engine::common::grid::{Cell, Dir};

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

/// A short description for autocomplete and buttons.
pub fn describe(game: &Dominoids, action: &Action) -> String {
    let die_text = |s: Suit| dice::describe(s, game.die(s).face);
    let tile_at = |c: Cell| {
        game.board
            .dominoid_at(c)
            .map(|d| d.tile().to_string())
            .unwrap_or_else(|| "Dominoid".to_string())
    };
    let lead_at = |c: Cell| {
        game.board
            .dominoid_at(c)
            .and_then(|d| d.end_at(c))
            .map(|e| e.value)
            .unwrap_or(0)
    };
    match *action {
        Action::Dice(pair) => pair
            .map(|s| {
                let from = if game.die(s).place == super::Place::Old {
                    "Old"
                } else {
                    "New"
                };
                format!("{} ({from})", die_text(s))
            })
            .join(" + "),
        Action::Slide { from, to, .. } => {
            let after = game
                .board
                .dominoid_at(from)
                .map(|d| cells_text(movement::slid(d, from, to).cells()))
                .unwrap_or_default();
            format!("slide the {} ({} leads) to {after}", tile_at(from), lead_at(from))
        }
        Action::Rotate { from, to, .. } => {
            let pivot = game
                .board
                .dominoid_at(from)
                .and_then(|d| d.other_end(from))
                .map(|e| square(e.at))
                .unwrap_or_default();
            format!(
                "turn the {} ({} leads) onto {}, around {pivot}",
                tile_at(from),
                lead_at(from),
                square(to)
            )
        }
        Action::Bud { parent, .. } => match game.board.dominoid_at(parent) {
            Some(d) => format!("bud the {}", d.describe()),
            None => "bud".to_string(),
        },
        Action::Shift { die, dir } => format!(
            "shift {} one tile {} ({} pawn)",
            line_for(&game.board, die, dir).name(),
            dir_word(dir),
            die
        ),
        Action::Pass { die } => match dice::kind(game.die(die).face) {
            Kind::Blank => format!("{}: pass", die_text(die)),
            Kind::Ace => format!("{}: no shift possible, pass", die_text(die)),
            Kind::Number(_) => format!("{}: nothing can move or bud, pass", die_text(die)),
        },
        Action::Effect(Effect::Eat(c)) => match game.board.coin_at(c) {
            Some(coin) => format!("eat the {} {}", coin.suit, super::face_name(coin.value)),
            None => "eat".to_string(),
        },
        Action::Effect(Effect::Attack(c)) => format!("attack the {} (back to the gene pool)", tile_at(c)),
        Action::Effect(Effect::Breed(c)) => format!("breed with the {}", tile_at(c)),
        Action::Child(d) => {
            let [a, b] = d.ends();
            format!(
                "child {}: {} on {}, {} on {}",
                d.tile(),
                a.value,
                square(a.at),
                b.value,
                square(b.at)
            )
        }
        Action::Food { suit, at } => format!("the new {suit} coin goes on {}", square(at)),
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

fn words(text: &str) -> Result<Words, ParseError> {
    let lower = text.trim().to_ascii_lowercase();
    let mut w = Words::default();
    for token in lower
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|t| !t.is_empty())
    {
        if let Some(v) = verb(token) {
            if w.verb.is_some_and(|old| old != v) {
                return Err(ParseError(format!("`{}` names two different actions", text.trim())));
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
            return Err(ParseError(format!(
                "I don't know the word `{token}`. {}",
                "Write e.g. `dice suns moons`, `arms slide c3 e3`, `moons rotate c3 d4`, `crowns shift right`, `eat e4` or `child 3-5 c6 c7` (see /rules game:dominoids)"
            )));
        }
    }
    Ok(w)
}

fn err<T>(text: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError(text.into()))
}

/// Reads a typed action, leniently. The result may still be illegal: the
/// engine then says why.
pub fn read(game: &Dominoids, text: &str) -> Result<Action, ParseError> {
    let w = words(text)?;
    if w.verb.is_none() && w.suits.is_empty() && w.squares.is_empty() && w.numbers.is_empty() {
        return err("write an action, e.g. `dice suns moons` or `arms slide c3 e3` (autocomplete lists them all)");
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
            _ => err("name the two dice by their suits, e.g. `dice suns moons`"),
        },
        Verb::Pass => Ok(Action::Pass {
            die: die_for(game, &w, |die| Action::Pass { die })?,
        }),
        Verb::Slide | Verb::Rotate => read_move(game, &w, verb),
        Verb::Bud => {
            let [c] = w.squares[..] else {
                return err("say which Dominoid buds by one of its squares, e.g. `suns bud c3`");
            };
            let parent = game.board.dominoid_at(c).map(Dominoid::first_cell).unwrap_or(c);
            Ok(Action::Bud {
                die: die_for(game, &w, |die| Action::Bud { die, parent })?,
                parent,
            })
        }
        Verb::Shift => read_shift(game, &w),
        Verb::Eat | Verb::Attack | Verb::Breed => {
            let [c] = w.squares[..] else {
                return err(
                    "name one square: the coin to eat (`eat e4`) or the Dominoid to attack or breed with (`attack d5`)",
                );
            };
            let effect = match verb {
                Verb::Eat => Effect::Eat(c),
                Verb::Attack => Effect::Attack(canonical_target(game, c, true)),
                _ => Effect::Breed(canonical_target(game, c, false)),
            };
            Ok(Action::Effect(effect))
        }
        Verb::Child => {
            let ([a, b], [x, y]) = (&w.numbers[..], &w.squares[..]) else {
                return err("write the child's numbers and squares, e.g. `child 3-5 c6 c7` (3 on c6, 5 on c7)");
            };
            if !(1..=5).contains(a) || !(1..=5).contains(b) {
                return err("Dominoids have numbers 1 to 5");
            }
            Ok(Action::Child(Dominoid::new(
                End { at: *x, value: *a },
                End { at: *y, value: *b },
            )))
        }
        Verb::Food => {
            let [at] = w.squares[..] else {
                return err("name the square for the coin, e.g. `food suns e4`");
            };
            let suit = match w.suits[..] {
                [s] => s,
                [] => {
                    let missing = super::food::missing(&game.board, &game.stacks);
                    match missing[..] {
                        [s] => s,
                        _ => return err("say which coin goes there, e.g. `food suns e4`"),
                    }
                }
                _ => return err("name one suit, e.g. `food suns e4`"),
            };
            Ok(Action::Food { suit, at })
        }
    }
}

/// The verb a typed action without one must mean, from its words and the
/// phase.
fn infer_verb(game: &Dominoids, w: &Words) -> Result<Verb, ParseError> {
    match &game.phase {
        Phase::ChooseDice => Ok(Verb::Dice),
        Phase::Child { .. } => Ok(Verb::Child),
        Phase::Food => Ok(Verb::Food),
        Phase::Effect { .. } => {
            let [c] = w.squares[..] else {
                return err("say `eat`, `attack` or `breed` and one square, e.g. `eat e4`");
            };
            let fits: Vec<Verb> = game
                .legal()
                .iter()
                .filter_map(|a| match a {
                    Action::Effect(Effect::Eat(t)) if *t == c => Some(Verb::Eat),
                    Action::Effect(Effect::Attack(t)) if game.board.dominoid_at(*t).is_some_and(|d| d.contains(c)) => {
                        Some(Verb::Attack)
                    }
                    Action::Effect(Effect::Breed(t)) if game.board.dominoid_at(*t).is_some_and(|d| d.contains(c)) => {
                        Some(Verb::Breed)
                    }
                    _ => None,
                })
                .collect();
            match fits[..] {
                [v] => Ok(v),
                _ => err(format!("say what to do with {}: `eat`, `attack` or `breed`", square(c))),
            }
        }
        Phase::Act => {
            if w.dir.is_some() {
                Ok(Verb::Shift)
            } else if w.squares.len() == 2 {
                let (from, to) = (w.squares[0], w.squares[1]);
                let sliding = game
                    .board
                    .dominoid_at(from)
                    .and_then(|d| d.other_end(from))
                    .is_some_and(|tail| {
                        let (dx, dy) = (to.x - from.x, to.y - from.y);
                        let (ax, ay) = (from.x - tail.at.x, from.y - tail.at.y);
                        dx * ay == dy * ax
                    });
                Ok(if sliding { Verb::Slide } else { Verb::Rotate })
            } else if w.squares.len() == 1 {
                Ok(Verb::Slide)
            } else {
                err("say what the die does: slide, rotate, bud, shift or pass, e.g. `arms slide c3 e3`")
            }
        }
        Phase::Over => err("the game is over"),
    }
}

/// The die an action uses: the suit named, or (when none is) the first
/// die taken this turn for which the action is legal.
fn die_for(game: &Dominoids, w: &Words, action: impl Fn(Suit) -> Action) -> Result<Suit, ParseError> {
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
                .ok_or_else(|| ParseError("name the die by its suit, e.g. `arms slide c3 e3`".into()))
        }
        _ => err("name one die by its suit, e.g. `arms slide c3 e3`"),
    }
}

fn read_move(game: &Dominoids, w: &Words, verb: Verb) -> Result<Action, ParseError> {
    let (from, to) = match (verb, &w.squares[..]) {
        (Verb::Slide, [from]) => (*from, movement::slide_stop(&game.board, *from).unwrap_or(*from)),
        (_, [from, to]) => (*from, *to),
        (Verb::Slide, _) => {
            return err("name the leading end's square and where it stops, e.g. `arms slide c3 e3`");
        }
        _ => return err("name the leading end's square and where it turns to, e.g. `moons rotate c3 d4`"),
    };
    if verb == Verb::Slide {
        let die = die_for(game, w, |die| Action::Slide { die, from, to })?;
        Ok(Action::Slide { die, from, to })
    } else {
        let die = die_for(game, w, |die| Action::Rotate { die, from, to })?;
        Ok(Action::Rotate { die, from, to })
    }
}

fn read_shift(game: &Dominoids, w: &Words) -> Result<Action, ParseError> {
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
                _ => return err("name the ace by its suit, e.g. `crowns shift right`"),
            }
        }
        _ => return err("name one die, e.g. `crowns shift right`"),
    };
    let Some(dir) = w.dir else {
        return err(format!(
            "say which way: `{} shift left` or `right` moves the pawn's row, `up` or `down` its column",
            die.word()
        ));
    };
    let line = line_for(&game.board, die, dir);
    let pawn = square(game.board.pawn(die));
    let wrong = |what: &str| {
        let (row, column) = (
            line_for(&game.board, die, Dir::E).name(),
            line_for(&game.board, die, Dir::N).name(),
        );
        ParseError(format!(
            "{what}: the {die} pawn is on {pawn}, so the {die} ace shifts {row} (left or right) or {column} (up or down)"
        ))
    };
    match line {
        Line::Row(r) => {
            if w.column || !w.files.is_empty() {
                return Err(wrong("left and right move a row, not a column"));
            }
            if w.numbers
                .iter()
                .any(|&n| (i32::from(n) - 1).div_euclid(TILE) != r || n == 0)
            {
                return Err(wrong("those ranks are not the pawn's row"));
            }
        }
        Line::Column(k) => {
            if w.row || !w.numbers.is_empty() {
                return Err(wrong("up and down move a column, not a row"));
            }
            if w.files.iter().any(|&f| f.div_euclid(TILE) != k) {
                return Err(wrong(&format!(
                    "files {} are not the pawn's column",
                    w.files
                        .iter()
                        .map(|&f| file_letter(f).to_string())
                        .collect::<Vec<_>>()
                        .join("-")
                )));
            }
        }
    }
    Ok(Action::Shift { die, dir })
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
