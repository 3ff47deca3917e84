//! Dominoids' event lines, notes and summary (`event-dominoids-*` in
//! `events.ftl`), each built in one place for the rules, the view and the
//! samples the bot's tests word in every language. Squares are named as
//! notation writes them, in every language; a suit is a word of each
//! language (`Suns`, `Soles`, `Soleils`), which the notation reads too.

use super::rules::board::{Dominoid, Line as BoardLine, Suit, TILE, file_letter, square};
use super::rules::turn::cells_text;
use crate::common::grid::Cell;
use crate::event::{Line, Part, listed, shown};
use crate::phrase::{Arg, Joiner};
use crate::said;
use crate::sentence::IntoFact;

/// A die face or a coin value: "5", "ace", "blank".
fn value(face: u8) -> Line {
    match face {
        0 => said!("event-dominoids-blank", "blank"),
        1 => said!("event-dominoids-ace", "ace"),
        n => said!("event-dominoids-value", n => value),
    }
}

/// A suit's name in the reader's language: "Suns" in English.
pub(crate) fn suit(s: Suit) -> Line {
    match s {
        Suit::Suns => said!("event-dominoids-suns", "Suns"),
        Suit::Moons => said!("event-dominoids-moons", "Moons"),
        Suit::Crowns => said!("event-dominoids-crowns", "Crowns"),
        Suit::Arms => said!("event-dominoids-arms", "Arms"),
    }
}

/// "Suns 5", "Moons ace", "Arms blank": a die, or a coin of a suit.
pub(crate) fn die(s: Suit, face: u8) -> Line {
    said!("event-dominoids-die", suit(s) => suit, " ", value(face) => face)
}

/// "2-3 on c3-d3", in the order the numbers lie.
pub(crate) fn dominoid(d: &Dominoid) -> Line {
    let [a, b] = d.ends();
    said!(
        "event-dominoids-dominoid",
        shown(format!("{}-{}", a.value, b.value)) => tile, " on ", shown(cells_text([a.at, b.at])) => cells
    )
}

/// "ranks 3-4" or "files c-d".
pub(crate) fn board_line(line: BoardLine) -> Line {
    match line {
        BoardLine::Row(r) => said!(
            "event-dominoids-ranks",
            "ranks ", (TILE * r + 1) => first, "-", (TILE * r + 2) => last
        ),
        BoardLine::Column(k) => said!(
            "event-dominoids-files",
            "files ", shown(file_letter(TILE * k)) => first, "-", shown(file_letter(TILE * k + 1)) => last
        ),
    }
}

/// A deed and its note in brackets, so a forced move can add to the note.
fn noted(deed: Line, note: Line) -> Line {
    said!("event-noted", deed => deed, " (", note => note, ")")
}

/// "took Suns 5 (from Old) and Moons ace (from New)".
pub(crate) fn took(dice: &[(Suit, u8, bool)]) -> Line {
    let taken = dice.iter().map(|&(suit, face, old)| {
        if old {
            said!("event-dominoids-from-old", die(suit, face) => die, " (from Old)")
        } else {
            said!("event-dominoids-from-new", die(suit, face) => die, " (from New)")
        }
    });
    said!("event-dominoids-took", "took ", listed(taken, Joiner::And) => dice)
}

/// "slid the 2-3 two squares from c3-d3 to c5-d5 (Suns 2)".
pub(crate) fn slid(tile: impl std::fmt::Display, steps: i64, from: [Cell; 2], to: [Cell; 2], by: Line) -> Line {
    let deed = said!(
        "event-dominoids-slid",
        "slid the ", shown(tile) => tile, " ", Steps(steps) => steps,
        " from ", shown(cells_text(from)) => from, " to ", shown(cells_text(to)) => to
    );
    noted(deed, by)
}

/// "two squares": a number of squares, spelled out up to ten in English
/// as it always was.
struct Steps(i64);

impl IntoFact for Steps {
    fn into_fact(self) -> (Arg, Vec<Part>) {
        let english = crate::common::words::spelled(self.0, "square", "squares");
        (Arg::Number(self.0), vec![Part::Text(english)])
    }
}

pub(crate) fn turned(tile: impl std::fmt::Display, from: Cell, to: Cell, pivot: Cell, by: Line) -> Line {
    let deed = said!(
        "event-dominoids-turned",
        "turned the ", shown(tile) => tile, "'s end on ", shown(square(from)) => from, " onto ",
        shown(square(to)) => to, ", around ", shown(square(pivot)) => pivot
    );
    noted(deed, by)
}

pub(crate) fn buds(by: Line, parent: &Dominoid) -> Line {
    said!(
        "event-dominoids-buds",
        "could not move anything with the ", by => die, ", so the ", dominoid(parent) => parent, " buds"
    )
}

/// "shifted ranks 3-4 one tile left (Suns ace)"; `dir` is selected on.
pub(crate) fn shifted(line: BoardLine, dir: &'static str, suit: Suit) -> Line {
    let deed = said!(
        "event-dominoids-shifted",
        "shifted ", board_line(line) => line, " one tile ", shown(dir) => dir
    );
    noted(deed, die(suit, 1))
}

pub(crate) fn passed(suit: Suit, face: u8) -> Line {
    match face {
        0 => said!("event-dominoids-passed-blank", "passed with the ", die(suit, face) => die),
        1 => said!(
            "event-dominoids-passed-ace",
            "passed with the ", die(suit, face) => die, ": no shift is possible"
        ),
        _ => said!(
            "event-dominoids-passed",
            "passed with the ", die(suit, face) => die, ": nothing can move or bud"
        ),
    }
}

pub(crate) fn placed_child(child: &Dominoid) -> Line {
    said!("event-dominoids-child", "placed the child ", dominoid(child) => child)
}

pub(crate) fn food(suit: Suit, at: Cell, left: usize) -> Line {
    let deed = said!(
        "event-dominoids-food",
        "put a new ", self::suit(suit) => suit, " coin face down on ", shown(square(at)) => at
    );
    noted(
        deed,
        said!("event-dominoids-stack-left", left => left, " left in its stack"),
    )
}

pub(crate) fn coin_up(suit: Suit, at: Cell, face: u8) -> Line {
    said!(
        "event-dominoids-coin-up",
        "turned the ", self::suit(suit) => suit, " coin on ", shown(square(at)) => at, " face up: ", value(face) => face
    )
}

pub(crate) fn attacked(victim: &Dominoid) -> Line {
    said!(
        "event-dominoids-attacked",
        "attacked the ", dominoid(victim) => victim, ": it goes back to the gene pool"
    )
}

pub(crate) fn breeds(tile: impl std::fmt::Display, partner: &Dominoid) -> Line {
    said!(
        "event-dominoids-breeds",
        "the ", shown(tile) => tile, " breeds with the ", dominoid(partner) => partner
    )
}

pub(crate) fn ate(suit: Suit, face: u8, at: Cell) -> Line {
    said!("event-dominoids-ate", "ate the ", die(suit, face) => coin, " from ", shown(square(at)) => at)
}

fn suits(gone: &[Suit]) -> crate::sentence::Listed {
    listed(gone.iter().map(|&s| suit(s)), Joiner::Commas)
}

pub(crate) fn all_eaten(gone: &[Suit]) -> Line {
    said!("event-dominoids-all-eaten", "all ", suits(gone) => suits, " coins are eaten: the game ends")
}

pub(crate) fn coin_waits(suit: Suit) -> Line {
    said!(
        "event-dominoids-coin-waits",
        "no open square next to the ", self::suit(suit) => suit, " pawn: its coin waits for a later turn"
    )
}

/// "rerolled Suns 3 and Moons 5 into New", and whether all four went
/// back to Old.
pub(crate) fn rerolled(dice: &[(Suit, u8)], back_to_old: bool) -> Line {
    let rolled = listed(dice.iter().map(|&(s, f)| die(s, f)), Joiner::And);
    if back_to_old {
        said!(
            "event-dominoids-rerolled-back",
            "rerolled ", rolled => dice, " into New; all four dice were in New, so they all go back to Old"
        )
    } else {
        said!("event-dominoids-rerolled", "rerolled ", rolled => dice, " into New")
    }
}

/// A move the rules took because it was the only one: "(Suns 4, the only
/// choice)" when the line ends in a note, else "… (the only choice)".
pub(crate) fn only_choice(line: Line) -> Line {
    if let [Part::Said(said)] = line.parts()
        && said.phrase.key == "event-noted"
        && let [Part::Said(deed), _, Part::Said(note), _] = said.english.as_slice()
    {
        let deed = Line::from_parts(vec![Part::Said(deed.clone())]);
        let note = Line::from_parts(vec![Part::Said(note.clone())]);
        return noted(
            deed,
            said!("event-dominoids-only-noted", note => note, ", the only choice"),
        );
    }
    noted(line, said!("event-dominoids-only", "the only choice"))
}

/// The summary: which suits were eaten up, how scores count, a draw.
pub(crate) fn summary(gone: &[Suit], draw: bool) -> Line {
    if draw {
        said!(
            "event-dominoids-summary-draw",
            "all coins of ", suits(gone) => suits,
            " are eaten; score = coin values + 3 for each suit where you hold more coins: equal scores, a draw"
        )
    } else {
        said!(
            "event-dominoids-summary",
            "all coins of ", suits(gone) => suits,
            " are eaten; score = coin values + 3 for each suit where you hold more coins"
        )
    }
}

/// The notes under the board: the turn and what to do, then the stacks.
pub(crate) fn turn_note(turn: u32, todo: Line) -> Line {
    said!("event-dominoids-turn", "Turn ", turn => turn, ". ", todo => todo)
}

pub(crate) fn over() -> Line {
    said!("event-dominoids-over", "The game is over.")
}

pub(crate) fn take_dice() -> Line {
    said!(
        "event-dominoids-take-dice",
        "To do: take two dice, at least one from Old."
    )
}

pub(crate) fn use_dice(dice: &[(Suit, u8)]) -> Line {
    let listed_dice = listed(dice.iter().map(|&(s, f)| die(s, f)), Joiner::And);
    if dice.len() > 1 {
        said!("event-dominoids-use-either", "To do: use ", listed_dice => dice, ", in either order.")
    } else {
        said!("event-dominoids-use", "To do: use ", listed_dice => dice, ".")
    }
}

pub(crate) fn must_act(mover: [Cell; 2]) -> Line {
    said!(
        "event-dominoids-must-act",
        "To do: the Dominoid on ", shown(cells_text(mover)) => at, " must eat, attack or breed."
    )
}

pub(crate) fn place_child(parents: usize) -> Line {
    if parents == 1 {
        said!(
            "event-dominoids-place-child",
            "To do: place a child from the gene pool next to its parent."
        )
    } else {
        said!(
            "event-dominoids-place-child-two",
            "To do: place a child from the gene pool next to a parent."
        )
    }
}

pub(crate) fn place_food() -> Line {
    said!(
        "event-dominoids-place-food",
        "To do: place the missing food next to its pawn."
    )
}

pub(crate) fn stacks(counts: &[(Suit, usize)]) -> Line {
    let each = counts
        .iter()
        .map(|&(s, n)| said!("event-dominoids-stack", suit(s) => suit, " ", n => count));
    said!(
        "event-dominoids-stacks",
        "Face-down coins left in the stacks: ", listed(each, Joiner::Commas) => stacks, "."
    )
}

/// One of each line, with its English as it read before the catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Line, &'static str)> {
    use super::rules::board::End;
    let (c3, d3, c5, d5) = (Cell::new(2, 2), Cell::new(3, 2), Cell::new(2, 4), Cell::new(3, 4));
    let d = Dominoid::new(End { at: c3, value: 2 }, End { at: d3, value: 3 });
    let slide = slid("2-3", 2, [c3, d3], [c5, d5], die(Suit::Suns, 2));
    let mut all = vec![
        (
            took(&[(Suit::Suns, 5, true), (Suit::Moons, 1, false)]),
            "took Suns 5 (from Old) and Moons ace (from New)",
        ),
        (slide.clone(), "slid the 2-3 two squares from c3-d3 to c5-d5 (Suns 2)"),
        (
            slid("2-3", 1, [c3, d3], [c5, d5], die(Suit::Arms, 1)),
            "slid the 2-3 one square from c3-d3 to c5-d5 (Arms ace)",
        ),
        (
            slid("2-3", 12, [c3, d3], [c5, d5], die(Suit::Arms, 5)),
            "slid the 2-3 12 squares from c3-d3 to c5-d5 (Arms 5)",
        ),
        (
            only_choice(slide),
            "slid the 2-3 two squares from c3-d3 to c5-d5 (Suns 2, the only choice)",
        ),
        (
            turned("2-3", c3, c5, d3, die(Suit::Moons, 3)),
            "turned the 2-3's end on c3 onto c5, around d3 (Moons 3)",
        ),
        (
            only_choice(buds(die(Suit::Crowns, 4), &d)),
            "could not move anything with the Crowns 4, so the 2-3 on c3-d3 buds (the only choice)",
        ),
        (
            shifted(BoardLine::Row(1), "left", Suit::Suns),
            "shifted ranks 3-4 one tile left (Suns ace)",
        ),
        (
            shifted(BoardLine::Column(0), "up", Suit::Arms),
            "shifted files a-b one tile up (Arms ace)",
        ),
        (passed(Suit::Moons, 0), "passed with the Moons blank"),
        (
            passed(Suit::Moons, 1),
            "passed with the Moons ace: no shift is possible",
        ),
        (
            passed(Suit::Moons, 4),
            "passed with the Moons 4: nothing can move or bud",
        ),
    ];
    all.extend(coin_samples(&d, c5));
    all.extend(note_samples(c3, d3));
    all
}

/// One of each line about children, coins, dice and the end.
#[cfg(any(test, feature = "testing"))]
fn coin_samples(d: &Dominoid, c5: Cell) -> Vec<(Line, &'static str)> {
    vec![
        (placed_child(d), "placed the child 2-3 on c3-d3"),
        (
            food(Suit::Arms, c5, 3),
            "put a new Arms coin face down on c5 (3 left in its stack)",
        ),
        (coin_up(Suit::Suns, c5, 0), "turned the Suns coin on c5 face up: blank"),
        (attacked(d), "attacked the 2-3 on c3-d3: it goes back to the gene pool"),
        (breeds("4-5", d), "the 4-5 breeds with the 2-3 on c3-d3"),
        (ate(Suit::Crowns, 1, c5), "ate the Crowns ace from c5"),
        (
            all_eaten(&[Suit::Suns, Suit::Moons, Suit::Arms]),
            "all Suns, Moons, Arms coins are eaten: the game ends",
        ),
        (
            coin_waits(Suit::Suns),
            "no open square next to the Suns pawn: its coin waits for a later turn",
        ),
        (
            rerolled(&[(Suit::Suns, 3), (Suit::Moons, 5)], false),
            "rerolled Suns 3 and Moons 5 into New",
        ),
        (
            rerolled(&[(Suit::Arms, 2)], true),
            "rerolled Arms 2 into New; all four dice were in New, so they all go back to Old",
        ),
        (
            summary(&[Suit::Suns, Suit::Moons, Suit::Crowns], false),
            "all coins of Suns, Moons, Crowns are eaten; score = coin values + 3 for each suit where you hold more coins",
        ),
        (
            summary(&[Suit::Suns, Suit::Moons, Suit::Crowns], true),
            "all coins of Suns, Moons, Crowns are eaten; score = coin values + 3 for each suit where you hold more coins: equal scores, a draw",
        ),
    ]
}

/// One of each note under the board.
#[cfg(any(test, feature = "testing"))]
fn note_samples(c3: Cell, d3: Cell) -> Vec<(Line, &'static str)> {
    vec![
        (
            turn_note(1, take_dice()),
            "Turn 1. To do: take two dice, at least one from Old.",
        ),
        (turn_note(9, over()), "Turn 9. The game is over."),
        (
            turn_note(2, use_dice(&[(Suit::Suns, 3), (Suit::Arms, 0)])),
            "Turn 2. To do: use Suns 3 and Arms blank, in either order.",
        ),
        (turn_note(2, use_dice(&[(Suit::Suns, 3)])), "Turn 2. To do: use Suns 3."),
        (
            turn_note(3, must_act([c3, d3])),
            "Turn 3. To do: the Dominoid on c3-d3 must eat, attack or breed.",
        ),
        (
            turn_note(3, place_child(1)),
            "Turn 3. To do: place a child from the gene pool next to its parent.",
        ),
        (
            turn_note(3, place_child(2)),
            "Turn 3. To do: place a child from the gene pool next to a parent.",
        ),
        (
            turn_note(4, place_food()),
            "Turn 4. To do: place the missing food next to its pawn.",
        ),
        (
            stacks(&[(Suit::Suns, 3), (Suit::Moons, 0)]),
            "Face-down coins left in the stacks: Suns 3, Moons 0.",
        ),
    ]
}

pub(crate) fn title() -> Line {
    said!("view-title-dominoids", "Dominoids")
}

/// A seat's detail: the coins it ate, what they are worth, and the
/// bonus of each suit it leads.
pub(crate) fn seat_detail(coins: usize, worth: i64, bonus: &[Suit]) -> Line {
    if coins == 0 {
        return said!("view-dominoids-no-food", "no food yet");
    }
    let eaten = said!(
        "view-dominoids-coins",
        crate::event::counted(i64::try_from(coins).unwrap_or(i64::MAX), "coin", "coins") => coins,
        " worth ",
        worth => worth
    );
    let bonuses = bonus
        .iter()
        .map(|s| said!("view-dominoids-bonus", "+3 for ", suit(*s) => suit));
    Line::join(&std::iter::once(eaten).chain(bonuses).collect::<Vec<_>>(), ", ")
}

/// One of each view sentence, with its English as it read before the
/// catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn view_samples() -> Vec<(Line, &'static str)> {
    vec![
        (title(), "Dominoids"),
        (seat_detail(0, 0, &[]), "no food yet"),
        (seat_detail(1, 4, &[]), "1 coin worth 4"),
        (
            seat_detail(3, 9, &[Suit::Suns, Suit::Moons]),
            "3 coins worth 9, +3 for Suns, +3 for Moons",
        ),
    ]
}
