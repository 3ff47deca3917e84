//! Tetradominoes' event lines, notes and summaries (`event-tetra-*` in
//! `events.ftl`), each built in one place for the rules, the view and the
//! samples the bot's tests word in every language.

use super::{MATCH_POINTS, Side};
use crate::common::placement::Placement;
use crate::common::tiles::Tile;
use crate::event::{Line, Part, counted, listed, seat, shown};
use crate::phrase::Joiner;
use crate::{Seat, said};

/// How a line names a side: a seat alone; a team by its colour and its
/// players (in one game); or two partners by their players only (in a
/// match, where a team's colour changes from game to game). Two partners
/// take a plural verb ("seat 1 and seat 3 win"), the others a singular
/// one ("the light team wins").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Who {
    Seat(Seat),
    Team(Side, Seat, Seat),
    Partners(Seat, Seat),
}

impl Who {
    fn line(self) -> Line {
        match self {
            Who::Seat(s) => Line::from_parts(vec![seat(s)]),
            Who::Team(side, a, b) => said!(
                "event-tetra-team",
                "the ", shown(side.name()) => side, " team (", seat(a) => first, " and ", seat(b) => second, ")"
            ),
            Who::Partners(a, b) => said!("event-tetra-partners", seat(a) => first, " and ", seat(b) => second),
        }
    }

    fn pair(self) -> bool {
        matches!(self, Who::Partners(..))
    }
}

fn tiles(tiles: &[Tile]) -> crate::sentence::Listed {
    listed(tiles.iter().map(shown), Joiner::CommasAnd)
}

/// What a gift decision is called to those who may not see it.
pub(crate) fn secret_gift() -> Line {
    said!("event-concealed-gift", "a secret gift decision")
}

pub(crate) fn draws(who: Seat, left: usize) -> Line {
    said!("event-tetra-draws", seat(who) => who, " draws a domino (", left => left, " left in the pile)")
}

pub(crate) fn reveals_and_draws(who: Seat, shown: &[Tile], left: usize) -> Line {
    said!(
        "event-tetra-reveals-draws",
        seat(who) => who, " cannot play: reveals ", tiles(shown) => tiles,
        " and draws a domino (", left => left, " left in the pile)"
    )
}

pub(crate) fn passes(who: Seat) -> Line {
    said!("event-tetra-passes", seat(who) => who, " cannot play and passes")
}

pub(crate) fn reveals_and_passes(who: Seat, hidden: &[Tile]) -> Line {
    said!(
        "event-tetra-reveals-passes",
        seat(who) => who, " cannot play: reveals ", tiles(hidden) => tiles, " and passes"
    )
}

pub(crate) fn chooses_reveal(who: Seat) -> Line {
    said!(
        "event-tetra-chooses-reveal",
        seat(who) => who, " cannot play a domino and chooses two hidden dominoes to reveal"
    )
}

/// "played 3-4 on 0,0 and 1,0", after the player's name.
pub(crate) fn played_domino(p: &Placement) -> Line {
    said!(
        "event-tetra-played-domino",
        "played ", shown(format!("{}-{}", p.a, p.b)) => tile, " on ", shown(p.at) => at,
        " and ", shown(p.second()) => second
    )
}

pub(crate) fn no_fit() -> Line {
    said!("event-tetra-no-fit", "no tetromino fits")
}

/// "played the L piece (light side up) on 0,0 1,0 2,0 2,1, covering 3, 3",
/// after the player's name.
pub(crate) fn played_piece(letter: char, side: Side, squares: &str, numbers: &str) -> Line {
    said!(
        "event-tetra-played-piece",
        "played the ", shown(letter) => piece, " piece (", shown(side.name()) => side, " side up) on ",
        shown(squares) => squares, ", covering ", shown(numbers) => numbers
    )
}

/// A side reaching the match's points with a tetromino.
pub(crate) fn reaches(who: Who) -> Line {
    if who.pair() {
        said!(
            "event-tetra-reaches-pair",
            who.line() => who, " reach ", MATCH_POINTS => points, " points and win the match"
        )
    } else {
        said!(
            "event-tetra-reaches",
            who.line() => who, " reaches ", MATCH_POINTS => points, " points and wins the match"
        )
    }
}

pub(crate) fn all_down() -> Line {
    said!("event-tetra-all-down", "all seven tetrominoes are down")
}

pub(crate) fn everyone_passed() -> Line {
    said!(
        "event-tetra-everyone-passed",
        "everyone passed in a row with nothing to draw"
    )
}

pub(crate) fn plays_no_tetromino() -> Line {
    said!("event-tetra-no-tetromino", "plays no tetromino")
}

/// The seats of the other team that may give their partner a domino.
pub(crate) fn may_give(waiting: &[Seat]) -> Line {
    match waiting {
        [one] => said!(
            "event-tetra-may-give",
            seat(*one) => who, " may give a domino to their partner, deciding in secret"
        ),
        _ => said!(
            "event-tetra-may-each-give",
            listed(waiting.iter().map(|&s| seat(s)), Joiner::And) => who,
            " may each give a domino to their partner, deciding in secret"
        ),
    }
}

pub(crate) fn decided(waiting: Seat) -> Line {
    said!(
        "event-tetra-decided",
        "has decided; the gifts change hands once ", seat(waiting) => other, " has decided too"
    )
}

pub(crate) fn decided_too() -> Line {
    said!("event-tetra-decided-too", "has decided too")
}

pub(crate) fn gives_face_up(giver: Seat, tile: Tile, partner: Seat) -> Line {
    said!(
        "event-tetra-gives-face-up",
        seat(giver) => who, " gives ", shown(tile) => tile, " (face up) to ", seat(partner) => partner
    )
}

pub(crate) fn gives_hidden(giver: Seat, partner: Seat) -> Line {
    said!(
        "event-tetra-gives-hidden",
        seat(giver) => who, " gives a hidden domino to ", seat(partner) => partner
    )
}

pub(crate) fn keeps(giver: Seat) -> Line {
    said!("event-tetra-keeps", seat(giver) => who, " keeps their dominoes")
}

/// "game 2: " and how that game of a match ended.
pub(crate) fn game_result(game: u32, summary: Line) -> Line {
    said!("event-tetra-game-result", "game ", game => game, ": ", summary => summary)
}

/// The match score: "seat 1: 2, seat 2: 3", each side with its points.
fn score(sides: &[(Who, u32)]) -> crate::sentence::Listed {
    let entries = sides
        .iter()
        .map(|&(who, points)| said!("event-tetra-points", who.line() => who, ": ", points => points));
    listed(entries, Joiner::Commas)
}

pub(crate) fn match_score(sides: &[(Who, u32)]) -> Line {
    said!("event-tetra-match-score", "match score: ", score(sides) => score)
}

pub(crate) fn dealt_again(game: u32, starter: Seat) -> Line {
    said!(
        "event-tetra-dealt-again",
        "game ", game => game, ": everything is dealt again and ", seat(starter) => starter, " begins"
    )
}

/// ", to 2 for seat 2 and 1 for seat 3": how many the other sides have.
/// There is always another side (a game has two sides at least).
fn others(others: &[(u32, Who)]) -> crate::sentence::Listed {
    let entries = others
        .iter()
        .map(|&(n, who)| said!("event-tetra-for", n => count, " for ", who.line() => who));
    listed(entries, Joiner::CommasAnd)
}

/// The summary of a game won by reaching the target.
pub(crate) fn reached(who: Who, tally: u32, rest: &[(u32, Who)]) -> Line {
    if who.pair() {
        said!(
            "event-tetra-reached-pair",
            who.line() => who, " played ", tally => count, " tetrominoes and win, to ", others(rest) => others
        )
    } else {
        said!(
            "event-tetra-reached",
            who.line() => who, " played ", tally => count, " tetrominoes and wins, to ", others(rest) => others
        )
    }
}

/// The summary of a match won.
pub(crate) fn match_won(who: Who) -> Line {
    if who.pair() {
        said!(
            "event-tetra-match-won-pair",
            who.line() => who, " reached ", MATCH_POINTS => points, " points and win the match"
        )
    } else {
        said!(
            "event-tetra-match-won",
            who.line() => who, " reached ", MATCH_POINTS => points, " points and wins the match"
        )
    }
}

/// Why a game ended without reaching the target, and who has the most.
pub(crate) fn most(why: Line, who: Who, best: u32, rest: &[(u32, Who)]) -> Line {
    if who.pair() {
        said!(
            "event-tetra-most-pair",
            why => why, ": ", who.line() => who, " have the most tetrominoes, ", best => best,
            ", and win, to ", others(rest) => others
        )
    } else {
        said!(
            "event-tetra-most",
            why => why, ": ", who.line() => who, " has the most tetrominoes, ", best => best,
            ", and wins, to ", others(rest) => others
        )
    }
}

pub(crate) fn draw(why: Line, best: u32) -> Line {
    said!(
        "event-tetra-draw",
        why => why, ": a draw, ", counted(best, "tetromino", "tetrominoes") => count, " each"
    )
}

pub(crate) fn share(why: Line, leaders: &[Who], best: u32, rest: &[(u32, Who)]) -> Line {
    said!(
        "event-tetra-share",
        why => why, ": ", listed(leaders.iter().map(|w| w.line()), Joiner::And) => who,
        " share first place with ", counted(best, "tetromino", "tetrominoes") => count, " each, to ",
        others(rest) => others
    )
}

/// The counts under the board: the pile, and the pieces still free.
pub(crate) fn pile(pile: usize, free: &[char]) -> Line {
    let pile = counted(i64::try_from(pile).unwrap_or(i64::MAX), "domino", "dominoes");
    if free.is_empty() {
        said!("event-tetra-pile-none-free", pile => pile, " in the pile. Pieces still free: none.")
    } else {
        let letters: Vec<String> = free.iter().map(char::to_string).collect();
        said!(
            "event-tetra-pile",
            pile => pile, " in the pile. Pieces still free: ", shown(letters.join(" ")) => free, "."
        )
    }
}

pub(crate) fn opens(who: Seat) -> Line {
    said!("event-tetra-opens", seat(who) => who, " opens with any domino on 0,0.")
}

pub(crate) fn must_touch_covered(who: Seat) -> Line {
    said!(
        "event-tetra-touch-covered",
        seat(who) => who, " to play: no number is uncovered, so the domino must touch a covered number."
    )
}

pub(crate) fn to_play(who: Seat) -> Line {
    said!(
        "event-tetra-to-play",
        seat(who) => who, " to play a domino next to an equal uncovered number."
    )
}

pub(crate) fn must_reveal(who: Seat) -> Line {
    said!(
        "event-tetra-must-reveal",
        seat(who) => who, " cannot play: they reveal two hidden dominoes of their choice and draw one."
    )
}

/// What the seat that just played a domino may cover.
pub(crate) fn may_cover(who: Seat, domino: &Placement) -> Line {
    let (low, high) = (domino.a.min(domino.b), domino.a.max(domino.b));
    if low == high {
        said!(
            "event-tetra-may-cover-double",
            seat(who) => who, " may cover ", shown(low) => number,
            "s with a tetromino, on the domino just played, or skip."
        )
    } else {
        said!(
            "event-tetra-may-cover",
            seat(who) => who, " may cover ", shown(low) => low, "s and ", shown(high) => high,
            "s with a tetromino, on the domino just played, or skip."
        )
    }
}

pub(crate) fn waiting(waiting: &[Seat]) -> Line {
    match waiting {
        [one] => said!(
            "event-tetra-waiting",
            "Waiting for ", seat(*one) => who, ": they may give their partner a domino, deciding in secret."
        ),
        _ => said!(
            "event-tetra-waiting-each",
            "Waiting for ", listed(waiting.iter().map(|&s| seat(s)), Joiner::And) => who,
            ": each may give their partner a domino, deciding in secret."
        ),
    }
}

pub(crate) fn match_note(sides: &[(Who, u32)]) -> Line {
    said!("event-tetra-match-note", "Match to ", MATCH_POINTS => points, " points: ", score(sides) => score, ".")
}

/// An earlier game's result under the board, as a sentence: "Game 2: …."
/// A result stored before results were sentences reads as it was stored,
/// with a capital and a full stop.
pub(crate) fn result_note(result: &Line) -> Line {
    if let [Part::Said(said)] = result.parts()
        && said.phrase.key == "event-tetra-game-result"
    {
        let mut note = (**said).clone();
        note.phrase.key = "event-tetra-game-result-note".into();
        capitalise(&mut note.english);
        note.english.push(Part::Text(".".into()));
        return Line::from_parts(vec![Part::Said(Box::new(note))]);
    }
    let mut parts = result.parts().to_vec();
    capitalise(&mut parts);
    parts.push(Part::Text(".".into()));
    Line::from_parts(parts)
}

/// The first letter a capital ("game 2: ..." starts a sentence).
fn capitalise(parts: &mut [Part]) {
    if let Some(Part::Text(t)) = parts.first_mut() {
        let mut c = t.chars();
        if let Some(f) = c.next() {
            *t = f.to_uppercase().chain(c).collect();
        }
    }
}

/// "Last: " and the last turn's events, the seat's name first. The events
/// are one after another ("a; b", `then` in words.ftl) and the note ends in ".",
/// the same in every language.
pub(crate) fn last(recent: &Line) -> Line {
    let mut parts = vec![
        Part::Said(Box::new(label("event-tetra-last", "Last:"))),
        Part::Text(" ".into()),
    ];
    parts.extend(recent.parts().iter().cloned());
    parts.push(Part::Text(".".into()));
    Line::from_parts(parts)
}

fn label(key: &'static str, english: &str) -> crate::sentence::Said {
    crate::sentence::Said {
        phrase: crate::phrase::Phrase::new(key),
        english: vec![Part::Text(english.to_string())],
    }
}

/// The notes under a player's own dominoes: which side their tetrominoes
/// show, and (four players) who their partner is.
pub(crate) fn own_side(side: Option<Side>, partner: Option<Seat>) -> Line {
    match (side, partner) {
        (None, _) => said!(
            "event-tetra-own-token",
            "Your tetrominoes lie light side up with your token on them."
        ),
        (Some(side), Some(partner)) => said!(
            "event-tetra-own-side-partner",
            "Your tetrominoes lie ", shown(side.name()) => side, " side up; your partner is ",
            seat(partner) => partner, "."
        ),
        (Some(side), None) => said!(
            "event-tetra-own-side",
            "Your tetrominoes lie ", shown(side.name()) => side, " side up."
        ),
    }
}

/// The gift the player chose, kept secret until the other has decided.
pub(crate) fn own_gift(gift: Option<Tile>) -> Line {
    match gift {
        Some(tile) => said!(
            "event-tetra-own-gift",
            "You chose to give ", shown(tile) => tile,
            " to your partner; it changes hands once the other player has decided."
        ),
        None => said!(
            "event-tetra-own-keep",
            "You chose to keep your dominoes; waiting for the other player."
        ),
    }
}

/// One of each line, with its English as it read before the catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Line, &'static str)> {
    let p = Placement::parse("3-4 0,0 E", false).unwrap_or_else(|e| panic!("{e}"));
    let double = Placement::parse("4-4 0,0 N", false).unwrap_or_else(|e| panic!("{e}"));
    let (a, b, c) = (Tile::new(1, 2), Tile::new(3, 4), Tile::new(5, 6));
    let team = Who::Team(Side::Light, 0, 2);
    let pair = Who::Partners(1, 3);
    let rest = [(2, Who::Seat(1)), (1, Who::Seat(2))];
    let mut all = vec![
        (draws(1, 3), "seat 2 draws a domino (3 left in the pile)"),
        (secret_gift(), "a secret gift decision"),
        (
            reveals_and_draws(0, &[a, b], 1),
            "seat 1 cannot play: reveals 1-2 and 3-4 and draws a domino (1 left in the pile)",
        ),
        (passes(2), "seat 3 cannot play and passes"),
        (
            reveals_and_passes(0, &[a, b, c]),
            "seat 1 cannot play: reveals 1-2, 3-4 and 5-6 and passes",
        ),
        (
            chooses_reveal(1),
            "seat 2 cannot play a domino and chooses two hidden dominoes to reveal",
        ),
        (played_domino(&p), "played 3-4 on 0,0 and 1,0"),
        (no_fit(), "no tetromino fits"),
        (
            played_piece('L', Side::Dark, "0,0 1,0 2,0 2,1", "3, 4"),
            "played the L piece (dark side up) on 0,0 1,0 2,0 2,1, covering 3, 4",
        ),
        (reaches(Who::Seat(0)), "seat 1 reaches 7 points and wins the match"),
        (reaches(pair), "seat 2 and seat 4 reach 7 points and win the match"),
        (
            reaches(team),
            "the light team (seat 1 and seat 3) reaches 7 points and wins the match",
        ),
        (all_down(), "all seven tetrominoes are down"),
        (plays_no_tetromino(), "plays no tetromino"),
        (
            may_give(&[1]),
            "seat 2 may give a domino to their partner, deciding in secret",
        ),
        (
            may_give(&[1, 3]),
            "seat 2 and seat 4 may each give a domino to their partner, deciding in secret",
        ),
        (
            decided(3),
            "has decided; the gifts change hands once seat 4 has decided too",
        ),
        (decided_too(), "has decided too"),
        (gives_face_up(1, b, 3), "seat 2 gives 3-4 (face up) to seat 4"),
        (gives_hidden(0, 2), "seat 1 gives a hidden domino to seat 3"),
        (keeps(2), "seat 3 keeps their dominoes"),
        (
            match_score(&[(pair, 3), (Who::Partners(0, 2), 5)]),
            "match score: seat 2 and seat 4: 3, seat 1 and seat 3: 5",
        ),
        (dealt_again(3, 1), "game 3: everything is dealt again and seat 2 begins"),
    ];
    all.extend(own_samples());
    all.extend(summary_samples(team, pair, &rest));
    all.extend(note_samples(&p, &double));
    all
}

/// One of each note under a player's own dominoes.
#[cfg(any(test, feature = "testing"))]
fn own_samples() -> Vec<(Line, &'static str)> {
    vec![
        (
            own_side(None, None),
            "Your tetrominoes lie light side up with your token on them.",
        ),
        (
            own_side(Some(Side::Dark), Some(3)),
            "Your tetrominoes lie dark side up; your partner is seat 4.",
        ),
        (own_side(Some(Side::Light), None), "Your tetrominoes lie light side up."),
        (
            own_gift(Some(Tile::new(3, 4))),
            "You chose to give 3-4 to your partner; it changes hands once the other player has decided.",
        ),
        (
            own_gift(None),
            "You chose to keep your dominoes; waiting for the other player.",
        ),
    ]
}

#[cfg(any(test, feature = "testing"))]
fn summary_samples(team: Who, pair: Who, rest: &[(u32, Who)]) -> Vec<(Line, &'static str)> {
    vec![
        (
            reached(Who::Seat(0), 5, rest),
            "seat 1 played 5 tetrominoes and wins, to 2 for seat 2 and 1 for seat 3",
        ),
        (
            reached(pair, 5, &[(2, Who::Partners(0, 2))]),
            "seat 2 and seat 4 played 5 tetrominoes and win, to 2 for seat 1 and seat 3",
        ),
        (
            match_won(team),
            "the light team (seat 1 and seat 3) reached 7 points and wins the match",
        ),
        (match_won(pair), "seat 2 and seat 4 reached 7 points and win the match"),
        (
            most(all_down(), Who::Seat(0), 3, rest),
            "all seven tetrominoes are down: seat 1 has the most tetrominoes, 3, and wins, to 2 for seat 2 and 1 for seat 3",
        ),
        (
            most(everyone_passed(), pair, 4, &[(3, Who::Partners(0, 2))]),
            "everyone passed in a row with nothing to draw: seat 2 and seat 4 have the most tetrominoes, 4, and win, to 3 for seat 1 and seat 3",
        ),
        (
            draw(all_down(), 1),
            "all seven tetrominoes are down: a draw, 1 tetromino each",
        ),
        (
            draw(everyone_passed(), 3),
            "everyone passed in a row with nothing to draw: a draw, 3 tetrominoes each",
        ),
        (
            share(all_down(), &[Who::Seat(0), Who::Seat(1)], 3, &[(1, Who::Seat(2))]),
            "all seven tetrominoes are down: seat 1 and seat 2 share first place with 3 tetrominoes each, to 1 for seat 3",
        ),
        (
            game_result(2, reached(Who::Seat(1), 5, &[(0, Who::Seat(0))])),
            "game 2: seat 2 played 5 tetrominoes and wins, to 0 for seat 1",
        ),
    ]
}

#[cfg(any(test, feature = "testing"))]
fn note_samples(p: &Placement, double: &Placement) -> Vec<(Line, &'static str)> {
    let result = game_result(1, match_won(Who::Seat(0)));
    let recent = Line::join(&[Line::from_parts(vec![seat(0)]), played_domino(p)], " ");
    let recent = Line::one_after_another(&[recent, no_fit(), draws(0, 4)]);
    vec![
        (pile(1, &[]), "1 domino in the pile. Pieces still free: none."),
        (
            pile(12, &['L', 'S']),
            "12 dominoes in the pile. Pieces still free: L S.",
        ),
        (opens(0), "seat 1 opens with any domino on 0,0."),
        (
            must_touch_covered(1),
            "seat 2 to play: no number is uncovered, so the domino must touch a covered number.",
        ),
        (to_play(1), "seat 2 to play a domino next to an equal uncovered number."),
        (
            must_reveal(2),
            "seat 3 cannot play: they reveal two hidden dominoes of their choice and draw one.",
        ),
        (
            may_cover(0, p),
            "seat 1 may cover 3s and 4s with a tetromino, on the domino just played, or skip.",
        ),
        (
            may_cover(0, double),
            "seat 1 may cover 4s with a tetromino, on the domino just played, or skip.",
        ),
        (
            waiting(&[3]),
            "Waiting for seat 4: they may give their partner a domino, deciding in secret.",
        ),
        (
            waiting(&[1, 3]),
            "Waiting for seat 2 and seat 4: each may give their partner a domino, deciding in secret.",
        ),
        (
            match_note(&[(Who::Seat(0), 2), (Who::Seat(1), 0)]),
            "Match to 7 points: seat 1: 2, seat 2: 0.",
        ),
        (
            result_note(&result),
            "Game 1: seat 1 reached 7 points and wins the match.",
        ),
        (
            last(&recent),
            "Last: seat 1 played 3-4 on 0,0 and 1,0; no tetromino fits; seat 1 draws a domino (4 left in the pile).",
        ),
    ]
}

/// "Tetradominoes", or which game of a match, or the match once over.
pub(crate) fn title(match_game: Option<u32>, finished: bool) -> Line {
    match match_game {
        Some(game) if !finished => said!("view-title-tetra-match-game", "Tetradominoes, match game ", game => game),
        Some(_) => said!("view-title-tetra-match", "Tetradominoes match"),
        None => said!("view-title-tetra", "Tetradominoes"),
    }
}

/// A seat's role: its side, its team's side, or its own colour (three
/// players).
pub(crate) fn role(side: Option<Side>, team: bool) -> Line {
    match side {
        None => said!("view-tetra-own-colour", "own colour"),
        Some(side) if team => said!("view-tetra-team-role", shown(side.name()) => side, " team"),
        Some(side) => said!("view-tetra-side", shown(side.name()) => side),
    }
}

/// "3 of 5": tetrominoes played against the game's target.
pub(crate) fn tally(tally: u32, target: u32) -> Line {
    said!("view-tetra-tally", tally => tally, " of ", target => target)
}

/// A seat's detail: its hidden and face-up dominoes, the tetrominoes it
/// played (team games) and its match points, joined by " · ".
pub(crate) fn seat_detail(hidden: usize, face_up: &[Tile], played: Option<u32>, points: Option<u32>) -> Line {
    let mut parts = vec![if face_up.is_empty() {
        said!("view-tetra-hidden", hidden => hidden, " hidden")
    } else {
        let shown_tiles: Vec<String> = face_up.iter().map(ToString::to_string).collect();
        said!(
            "view-tetra-hidden-face-up",
            hidden => hidden, " hidden, face up: ", shown(shown_tiles.join(" ")) => tiles
        )
    }];
    if let Some(n) = played {
        parts.push(said!("view-tetra-played", "played ", n => played));
    }
    if let Some(p) = points {
        parts.push(said!(
            "view-tetra-match-points",
            p => points, " of ", MATCH_POINTS => target, " match points"
        ));
    }
    Line::join(&parts, " · ")
}

/// One of each view sentence, with its English as it read before the
/// catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn view_samples() -> Vec<(Line, &'static str)> {
    let (a, b) = (Tile::new(1, 2), Tile::new(3, 3));
    vec![
        (title(None, false), "Tetradominoes"),
        (title(Some(2), false), "Tetradominoes, match game 2"),
        (title(Some(3), true), "Tetradominoes match"),
        (role(None, false), "own colour"),
        (role(Some(Side::Light), true), "light team"),
        (role(Some(Side::Dark), true), "dark team"),
        (role(Some(Side::Light), false), "light"),
        (role(Some(Side::Dark), false), "dark"),
        (tally(2, 5), "2 of 5"),
        (seat_detail(4, &[], None, None), "4 hidden"),
        (
            seat_detail(1, &[a, b], Some(3), Some(2)),
            "1 hidden, face up: 1-2 3-3 · played 3 · 2 of 7 match points",
        ),
    ]
}
