//! The phrases of Dominoids' refusals and notation errors (keys
//! `rule-dominoids-*`; the English is each type's `Display`). A suit is a
//! word of the reader's language, which the notation reads too: a player
//! types it as they read it.

use super::notation::{LineMistake, NotationError};
use super::rules::Refusal;
use super::rules::board::{Blocker, Line, Suit, TILE, file_letter, square};
use super::rules::dice::DieFace;
use crate::common::grid::Cell;
use crate::phrase::{Arg, Joiner, Phrase, Phrased};

/// A suit in the reader's language (`event-dominoids-suns`, …), as the
/// game's lines name it.
fn suit_named(suit: impl std::borrow::Borrow<Suit>) -> Arg {
    use crate::sentence::IntoFact;
    super::lines::suit(*suit.borrow()).into_fact().0
}

/// A die as a player reads it: "Suns 5", "Moons ace", "Arms blank".
fn die(face: DieFace) -> Phrase {
    Phrase::new("rule-dominoids-die")
        .with("suit", suit_named(face.suit))
        .number("face", face.face)
}

/// "Suns 5 and Moons ace".
fn dice(faces: &[DieFace]) -> Arg {
    Arg::List(faces.iter().map(|&f| die(f).into()).collect(), Joiner::And)
}

/// `ranks 3-4` or `files c-d`.
fn line(line: Line) -> Phrase {
    match line {
        Line::Row(r) => Phrase::new("rule-dominoids-ranks")
            .number("first", TILE * r + 1)
            .number("last", TILE * r + 2),
        Line::Column(k) => Phrase::new("rule-dominoids-files")
            .text("first", file_letter(TILE * k))
            .text("last", file_letter(TILE * k + 1)),
    }
}

/// What stops a move.
fn blocker(by: Blocker) -> Phrase {
    match by {
        Blocker::Pawn(suit, at) => Phrase::new("rule-dominoids-by-pawn")
            .with("suit", suit_named(suit))
            .text("at", square(at)),
        Blocker::Coin(suit, at) => Phrase::new("rule-dominoids-by-coin")
            .with("suit", suit_named(suit))
            .text("at", square(at)),
        Blocker::Dominoid(tile, at) => Phrase::new("rule-dominoids-by-dominoid")
            .text("tile", tile)
            .text("at", square(at)),
        Blocker::Nothing(at) => Phrase::new("rule-dominoids-by-nothing").text("at", square(at)),
        Blocker::Edge => Phrase::new("rule-dominoids-by-edge"),
    }
}

/// A message naming one square.
fn on(key: &'static str, at: Cell) -> Phrase {
    Phrase::new(key).text("at", square(at))
}

impl Phrased for Refusal {
    fn phrase(&self) -> Phrase {
        match self {
            Refusal::TakeDiceFirst => Phrase::new("rule-dominoids-take-dice-first"),
            Refusal::UseYourDice(yours) => Phrase::new("rule-dominoids-use-your-dice").with("dice", dice(yours)),
            Refusal::EffectFirst => Phrase::new("rule-dominoids-effect-first"),
            Refusal::ChildFirst => Phrase::new("rule-dominoids-child-first"),
            Refusal::FoodFirst => Phrase::new("rule-dominoids-food-first"),
            Refusal::SameDieTwice => Phrase::new("rule-dominoids-same-die-twice"),
            Refusal::DieAlreadyTaken(suit) => {
                Phrase::new("rule-dominoids-die-already-taken").with("suit", suit_named(suit))
            }
            Refusal::NeedAnOldDie(old) => Phrase::new("rule-dominoids-need-an-old-die").with("dice", dice(old)),
            Refusal::DiceNotTogether => Phrase::new("rule-dominoids-dice-not-together"),
            _ => self.die_phrase(),
        }
    }
}

impl Refusal {
    /// Using a die, and shifting with an ace.
    fn die_phrase(&self) -> Phrase {
        match self {
            Refusal::DieUsed(suit) => Phrase::new("rule-dominoids-die-used").with("suit", suit_named(suit)),
            Refusal::DieNotTaken { die: suit, yours } => Phrase::new("rule-dominoids-die-not-taken")
                .with("suit", suit_named(suit))
                .with("dice", dice(yours)),
            Refusal::BlankOnlyPasses(face) => Phrase::new("rule-dominoids-blank-only-passes")
                .with("die", die(*face))
                .text("word", face.suit.word()),
            Refusal::AceMayNotPass { die: face, row } => Phrase::new("rule-dominoids-ace-may-not-pass")
                .with("die", die(*face))
                .with("line", line(*row)),
            Refusal::AceShifts(suit) => Phrase::new("rule-dominoids-ace-shifts").text("word", suit.word()),
            Refusal::OnlyAnAceShifts(face) => Phrase::new("rule-dominoids-only-an-ace-shifts").with("die", die(*face)),
            Refusal::NumberMayNotPass(face) => {
                Phrase::new("rule-dominoids-number-may-not-pass").with("die", die(*face))
            }
            Refusal::NotPossibleNow => Phrase::new("rule-dominoids-not-possible-now"),
            Refusal::Straddles { tile, cells, line: l } => Phrase::new("rule-dominoids-straddles")
                .text("tile", tile)
                .text("first", square(cells[0]))
                .text("second", square(cells[1]))
                .with("line", line(*l)),
            Refusal::WouldTear { tile, cells } => Phrase::new("rule-dominoids-would-tear")
                .text("tile", tile)
                .text("first", square(cells[0]))
                .text("second", square(cells[1])),
            Refusal::ShiftImpossible => Phrase::new("rule-dominoids-shift-impossible"),
            _ => self.move_phrase(),
        }
    }

    /// Sliding, turning and budding with a number.
    fn move_phrase(&self) -> Phrase {
        match self {
            Refusal::NoDominoid(at) => on("rule-dominoids-no-dominoid", *at),
            Refusal::EndTooHigh {
                lead,
                tile,
                at,
                die: face,
            } => on("rule-dominoids-end-too-high", *at)
                .number("lead", *lead)
                .text("tile", tile)
                .with("die", die(*face))
                .number("face", face.face),
            Refusal::Broken { tile, at } => on("rule-dominoids-broken", *at).text("tile", tile),
            Refusal::SlidesOffBoard { tile, lead, at } => on("rule-dominoids-slides-off-board", *at)
                .text("tile", tile)
                .number("lead", *lead),
            Refusal::BlockedAtOnce { tile, lead, at, by } => on("rule-dominoids-blocked-at-once", *at)
                .text("tile", tile)
                .number("lead", *lead)
                .with("by", blocker(*by)),
            Refusal::SlidesElsewhere { tile, from, stop, to } => Phrase::new("rule-dominoids-slides-elsewhere")
                .text("from", square(*from))
                .text("tile", tile)
                .text("stop", square(*stop))
                .text("to", square(*to)),
            Refusal::NotBeside {
                lead,
                at,
                pivot,
                target,
            } => on("rule-dominoids-not-beside", *at)
                .number("lead", *lead)
                .text("pivot", square(*pivot))
                .text("target", square(*target)),
            Refusal::TurnsOffBoard(tile) => Phrase::new("rule-dominoids-turns-off-board").text("tile", tile),
            Refusal::TurnInTheWay { tile, target, by } => Phrase::new("rule-dominoids-turn-in-the-way")
                .text("tile", tile)
                .text("target", square(*target))
                .with("by", blocker(*by)),
            Refusal::TargetTaken { tile, target, by } => Phrase::new("rule-dominoids-target-taken")
                .text("tile", tile)
                .text("target", square(*target))
                .with("by", blocker(*by)),
            Refusal::TurnImpossible => Phrase::new("rule-dominoids-turn-impossible"),
            Refusal::BudWhileMoving(face) => Phrase::new("rule-dominoids-bud-while-moving").with("die", die(*face)),
            Refusal::NoRoomToBud => Phrase::new("rule-dominoids-no-room-to-bud"),
            _ => self.effect_phrase(),
        }
    }

    /// Eating, attacking, breeding, children and food.
    fn effect_phrase(&self) -> Phrase {
        match self {
            Refusal::NoCoin(at) => on("rule-dominoids-no-coin", *at),
            Refusal::CoinNotNext { suit, at } => on("rule-dominoids-coin-not-next", *at).with("suit", suit_named(suit)),
            Refusal::CoinTooBig { suit, at, value, mover } => on("rule-dominoids-coin-too-big", *at)
                .with("suit", suit_named(suit))
                .number("value", *value)
                .text("mover", mover),
            Refusal::NoOtherDominoid(at) => on("rule-dominoids-no-other-dominoid", *at),
            Refusal::NotTouching { other, at, mover } => on("rule-dominoids-not-touching", *at)
                .text("other", other)
                .text("mover", mover),
            Refusal::AttackNotLower(tile) => Phrase::new("rule-dominoids-attack-not-lower").text("tile", tile),
            Refusal::CannotBreed { mover, other } => Phrase::new("rule-dominoids-cannot-breed")
                .text("mover", mover)
                .text("other", other),
            Refusal::NotInPool(tile) => Phrase::new("rule-dominoids-not-in-pool").text("tile", tile),
            Refusal::NotOpen(at) => on("rule-dominoids-not-open", *at),
            Refusal::NotNextToEachOther(a, b) => Phrase::new("rule-dominoids-not-next-to-each-other")
                .text("first", square(*a))
                .text("second", square(*b)),
            Refusal::ChildNotBeside => Phrase::new("rule-dominoids-child-not-beside"),
            Refusal::NoFoodDue(suit) => Phrase::new("rule-dominoids-no-food-due").with("suit", suit_named(suit)),
            Refusal::FoodAwayFromPawn { suit, pawn, at } => on("rule-dominoids-food-away-from-pawn", *at)
                .with("suit", suit_named(suit))
                .text("pawn", square(*pawn)),
            // The variants above are each worded by one of the three
            // functions before; none reaches here.
            _ => Phrase::new("rule-dominoids-not-possible-now"),
        }
    }
}

impl Phrased for NotationError {
    fn phrase(&self) -> Phrase {
        use NotationError as N;
        let key = match self {
            N::Empty => "rule-dominoids-empty",
            N::TwoVerbs(text) => return Phrase::new("rule-dominoids-two-verbs").text("text", text),
            N::UnknownWord(word) => return Phrase::new("rule-dominoids-unknown-word").text("word", word),
            N::GameOver => "rule-game-over",
            N::TwoDice => "rule-dominoids-two-dice",
            N::DieVerb => "rule-dominoids-die-verb",
            N::NoDie => "rule-dominoids-no-die",
            N::NotOneDie => "rule-dominoids-not-one-die",
            N::SlideSquares => "rule-dominoids-slide-squares",
            N::RotateSquares => "rule-dominoids-rotate-squares",
            N::BudSquare => "rule-dominoids-bud-square",
            N::NoAce => "rule-dominoids-no-ace",
            N::NotOneAce => "rule-dominoids-not-one-ace",
            N::ShiftWay(suit) => return Phrase::new("rule-dominoids-shift-way").text("word", suit.word()),
            N::NotThePawnsLine {
                mistake,
                die,
                pawn,
                row,
                column,
            } => return not_the_pawns_line(mistake, *die, *pawn, *row, *column),
            N::EffectWords => "rule-dominoids-effect-words",
            N::EffectVerb(at) => return on("rule-dominoids-effect-verb", *at),
            N::EffectSquare => "rule-dominoids-effect-square",
            N::ChildWords => "rule-dominoids-child-words",
            N::ChildNumbers => "rule-dominoids-child-numbers",
            N::FoodSquare => "rule-dominoids-food-square",
            N::FoodWhichCoin => "rule-dominoids-food-which-coin",
            N::FoodOneSuit => "rule-dominoids-food-one-suit",
        };
        Phrase::new(key)
    }
}

fn not_the_pawns_line(mistake: &LineMistake, suit: Suit, pawn: Cell, row: Line, column: Line) -> Phrase {
    let mistake = match mistake {
        LineMistake::ColumnForRow => Phrase::new("rule-dominoids-column-for-row"),
        LineMistake::NotThePawnsRanks => Phrase::new("rule-dominoids-not-the-pawns-ranks"),
        LineMistake::RowForColumn => Phrase::new("rule-dominoids-row-for-column"),
        LineMistake::NotThePawnsFiles(files) => {
            let letters: Vec<String> = files.iter().map(|&x| file_letter(x).to_string()).collect();
            Phrase::new("rule-dominoids-not-the-pawns-files").text("files", letters.join("-"))
        }
    };
    Phrase::new("rule-dominoids-not-the-pawns-line")
        .with("mistake", mistake)
        .with("suit", suit_named(suit))
        .text("pawn", square(pawn))
        .with("row", line(row))
        .with("column", line(column))
}

/// Samples of Dominoids' reasons (see [`crate::phrase::samples`]).
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Phrase, String)> {
    let mut all = refusal_samples();
    all.extend(effect_samples());
    all.extend(notation_samples());
    all
}

/// Samples of the refusals of the phase, the dice and shifts.
#[cfg(any(test, feature = "testing"))]
fn refusal_samples() -> Vec<(Phrase, String)> {
    use crate::common::tiles::Tile;
    use crate::phrase::sample;
    use Refusal as R;
    let (a, b, t) = (Cell::new(2, 2), Cell::new(3, 2), Tile::new(3, 5));
    let face = |suit, face| DieFace { suit, face };
    let (five, ace, blank) = (face(Suit::Suns, 5), face(Suit::Moons, 1), face(Suit::Arms, 0));
    let mut all = vec![
        sample(R::TakeDiceFirst),
        sample(R::UseYourDice(vec![five, ace])),
        sample(R::EffectFirst),
        sample(R::ChildFirst),
        sample(R::FoodFirst),
        sample(R::SameDieTwice),
        sample(R::DieAlreadyTaken(Suit::Crowns)),
        sample(R::NeedAnOldDie(vec![five, ace, blank])),
        sample(R::DiceNotTogether),
        sample(R::DieUsed(Suit::Arms)),
        sample(R::DieNotTaken {
            die: Suit::Crowns,
            yours: vec![five, blank],
        }),
        sample(R::BlankOnlyPasses(blank)),
        sample(R::AceMayNotPass {
            die: ace,
            row: Line::Row(1),
        }),
        sample(R::AceShifts(Suit::Moons)),
        sample(R::OnlyAnAceShifts(five)),
        sample(R::NumberMayNotPass(five)),
        sample(R::NotPossibleNow),
        sample(R::Straddles {
            tile: t,
            cells: [a, b],
            line: Line::Column(1),
        }),
        sample(R::WouldTear { tile: t, cells: [a, b] }),
        sample(R::ShiftImpossible),
    ];
    all.extend(move_samples());
    all
}

/// Samples of the refusals of slides, turns, budding, effects and food.
#[cfg(any(test, feature = "testing"))]
fn move_samples() -> Vec<(Phrase, String)> {
    use crate::common::tiles::Tile;
    use crate::phrase::sample;
    use Refusal as R;
    let (a, b, t) = (Cell::new(2, 2), Cell::new(3, 2), Tile::new(3, 5));
    let five = DieFace {
        suit: Suit::Suns,
        face: 5,
    };
    let mut all = vec![
        sample(R::NoDominoid(a)),
        sample(R::EndTooHigh {
            lead: 5,
            tile: t,
            at: a,
            die: DieFace {
                suit: Suit::Suns,
                face: 3,
            },
        }),
        sample(R::Broken { tile: t, at: a }),
        sample(R::SlidesOffBoard {
            tile: t,
            lead: 3,
            at: a,
        }),
        sample(R::SlidesElsewhere {
            tile: t,
            from: a,
            stop: b,
            to: Cell::new(5, 2),
        }),
        sample(R::NotBeside {
            lead: 3,
            at: a,
            pivot: b,
            target: Cell::new(5, 5),
        }),
        sample(R::TurnsOffBoard(t)),
        sample(R::TurnImpossible),
        sample(R::BudWhileMoving(five)),
        sample(R::NoRoomToBud),
    ];
    let blockers = [
        Blocker::Pawn(Suit::Suns, b),
        Blocker::Coin(Suit::Moons, b),
        Blocker::Dominoid(Tile::new(2, 4), b),
        Blocker::Nothing(b),
        Blocker::Edge,
    ];
    for by in blockers {
        all.push(sample(R::BlockedAtOnce {
            tile: t,
            lead: 3,
            at: a,
            by,
        }));
    }
    all.push(sample(R::TurnInTheWay {
        tile: t,
        target: b,
        by: Blocker::Edge,
    }));
    all.push(sample(R::TargetTaken {
        tile: t,
        target: b,
        by: Blocker::Coin(Suit::Arms, b),
    }));
    all
}

/// Samples of the refusals of eating, attacking, breeding, children and
/// food.
#[cfg(any(test, feature = "testing"))]
fn effect_samples() -> Vec<(Phrase, String)> {
    use crate::common::tiles::Tile;
    use crate::phrase::sample;
    use Refusal as R;
    let (a, t) = (Cell::new(2, 2), Tile::new(3, 5));
    vec![
        sample(R::NoCoin(a)),
        sample(R::CoinNotNext {
            suit: Suit::Suns,
            at: a,
        }),
        sample(R::CoinTooBig {
            suit: Suit::Moons,
            at: a,
            value: 4,
            mover: t,
        }),
        sample(R::NoOtherDominoid(a)),
        sample(R::NotTouching {
            other: Tile::new(1, 2),
            at: a,
            mover: t,
        }),
        sample(R::AttackNotLower(t)),
        sample(R::CannotBreed {
            mover: t,
            other: Tile::new(1, 2),
        }),
        sample(R::NotInPool(t)),
        sample(R::NotOpen(a)),
        sample(R::NotNextToEachOther(a, Cell::new(5, 5))),
        sample(R::ChildNotBeside),
        sample(R::NoFoodDue(Suit::Arms)),
        sample(R::FoodAwayFromPawn {
            suit: Suit::Crowns,
            pawn: a,
            at: Cell::new(6, 6),
        }),
    ]
}

#[cfg(any(test, feature = "testing"))]
fn notation_samples() -> Vec<(Phrase, String)> {
    use crate::phrase::sample;
    use NotationError as N;
    let line = |mistake| N::NotThePawnsLine {
        mistake,
        die: Suit::Suns,
        pawn: Cell::new(2, 3),
        row: Line::Row(1),
        column: Line::Column(1),
    };
    vec![
        sample(N::Empty),
        sample(N::TwoVerbs("slide rotate".into())),
        sample(N::UnknownWord("hop".into())),
        sample(N::GameOver),
        sample(N::TwoDice),
        sample(N::DieVerb),
        sample(N::NoDie),
        sample(N::NotOneDie),
        sample(N::SlideSquares),
        sample(N::RotateSquares),
        sample(N::BudSquare),
        sample(N::NoAce),
        sample(N::NotOneAce),
        sample(N::ShiftWay(Suit::Crowns)),
        sample(line(LineMistake::ColumnForRow)),
        sample(line(LineMistake::NotThePawnsRanks)),
        sample(line(LineMistake::RowForColumn)),
        sample(line(LineMistake::NotThePawnsFiles(vec![4, 5]))),
        sample(N::EffectWords),
        sample(N::EffectVerb(Cell::new(4, 3))),
        sample(N::EffectSquare),
        sample(N::ChildWords),
        sample(N::ChildNumbers),
        sample(N::FoodSquare),
        sample(N::FoodWhichCoin),
        sample(N::FoodOneSuit),
    ]
}
