//! Draw dominoes' event lines, notes and summaries (`event-draw-*` in
//! `events.ftl`), each built in one place for the rules, the view and the
//! samples the bot's tests word in every language.

use super::notation::End;
use super::rules::series::TARGET;
use crate::common::tiles::Tile;
use crate::event::{Line, counted, listed, seat, shown};
use crate::phrase::Joiner;
use crate::{Seat, said};

/// "seat 1 opened with 6-6, the highest double dealt".
pub(crate) fn opened(who: Seat, tile: Tile) -> Line {
    let why = if tile.is_double() {
        said!("event-draw-highest-double", "the highest double dealt")
    } else {
        said!("event-draw-heaviest", "no double was dealt, so the heaviest tile")
    };
    said!("event-draw-opened", seat(who) => who, " opened with ", shown(tile) => tile, ", ", why => why)
}

pub(crate) fn drew(who: Seat, count: usize) -> Line {
    said!("event-draw-drew", seat(who) => who, " drew ", count => count, " from the boneyard")
}

pub(crate) fn passes(who: Seat) -> Line {
    said!("event-draw-passes", seat(who) => who, " cannot play and passes")
}

pub(crate) fn blocked() -> Line {
    said!(
        "event-draw-blocked",
        "nobody can play: the lowest pip total in hand wins"
    )
}

/// "played 4-7 on the left end", after the player's name; with `out`,
/// "…, is out of tiles and wins the hand" (or the game).
pub(crate) fn played(tile: Tile, end: End, out: Option<bool>) -> Line {
    let played = match end {
        End::Left => said!("event-draw-played-left", "played ", shown(tile) => tile, " on the left end"),
        End::Right => said!("event-draw-played-right", "played ", shown(tile) => tile, " on the right end"),
    };
    match out {
        None => played,
        Some(true) => said!("event-draw-out-hand", played => played, ", is out of tiles and wins the hand"),
        Some(false) => said!("event-draw-out-game", played => played, ", is out of tiles and wins the game"),
    }
}

/// The open ends under the board.
pub(crate) fn open_ends(left: u8, right: u8) -> Line {
    said!(
        "event-draw-open-ends",
        "open ends: ", shown(left) => left, " on the left (L), ", shown(right) => right, " on the right (R)"
    )
}

pub(crate) fn counts(line: usize, boneyard: usize) -> Line {
    said!(
        "event-draw-counts",
        counted(i64::try_from(line).unwrap_or(i64::MAX), "tile", "tiles") => line,
        " in the line, ",
        boneyard => boneyard,
        " in the boneyard"
    )
}

/// "seat 1 has 35, seat 2 has 12".
pub(crate) fn score(points: &[i64]) -> Line {
    let each = points
        .iter()
        .enumerate()
        .map(|(s, &p)| said!("event-draw-has", seat(s) => who, " has ", p => points));
    said!("event-draw-score", listed(each, Joiner::Commas) => scores)
}

pub(crate) fn match_note(points: &[i64]) -> Line {
    said!("event-draw-match-note", "Match to ", TARGET => target, " points: ", score(points) => score, ".")
}

pub(crate) fn hand_note(hand: u32, result: Line) -> Line {
    said!("event-draw-hand-note", "Hand ", hand => hand, ": ", result => result, ".")
}

pub(crate) fn hand(hand: u32, result: Line) -> Line {
    said!("event-draw-hand", "hand ", hand => hand, ": ", result => result)
}

pub(crate) fn match_score(points: &[i64]) -> Line {
    said!("event-draw-match-score", "match score: ", score(points) => score, " (first to ", TARGET => target, ")")
}

pub(crate) fn match_won(who: Seat, points: i64) -> Line {
    said!("event-draw-match-won", seat(who) => who, " has ", points => points, " points and wins the match")
}

pub(crate) fn dealt_again(hand: u32, who: Seat, tile: Tile) -> Line {
    said!(
        "event-draw-dealt-again",
        "hand ", hand => hand, ": all the tiles are dealt again and ", seat(who) => who, " opens with ", shown(tile) => tile
    )
}

/// How a hand ended: the winner, what they score, the pips each other
/// seat held (`pips`: each seat's, in seat order).
pub(crate) fn hand_won(who: Seat, out: bool, score: i64, pips: &[i64]) -> Line {
    let held = held(pips, Some(who));
    if out {
        said!("event-draw-hand-out", seat(who) => who, " went out and scores ", score => score, " (", held => held, ")")
    } else {
        said!(
            "event-draw-hand-lowest",
            seat(who) => who,
            " had the lowest pip total when the hand blocked and scores ",
            score => score,
            " (",
            held => held,
            ")"
        )
    }
}

pub(crate) fn hand_tied(pips: &[i64]) -> Line {
    said!(
        "event-draw-hand-tied",
        "blocked with equal lowest pip totals, nobody scores (",
        held(pips, None) => held,
        ")"
    )
}

/// "seat 2 held 5 pips, seat 3 held 1 pip", but for `but`.
fn held(pips: &[i64], but: Option<Seat>) -> crate::sentence::Listed {
    let each = pips
        .iter()
        .enumerate()
        .filter(|(s, _)| Some(*s) != but)
        .map(|(s, &p)| said!("event-draw-held", seat(s) => who, " held ", counted(p, "pip", "pips") => pips));
    listed(each, Joiner::Commas)
}

/// The summaries of an outcome.
pub(crate) fn match_summary() -> Line {
    said!("event-draw-match-summary", "the first to ", TARGET => target, " points wins the match")
}

pub(crate) fn game_summary(out: bool, winners: usize) -> Line {
    match (out, winners) {
        (true, _) => said!(
            "event-draw-out-summary",
            "the first to play out wins and scores the pips left in the other hands"
        ),
        (false, 1) => said!(
            "event-draw-blocked-summary",
            "blocked: the lowest pip total wins and scores the pips left in the other hands"
        ),
        (false, _) => said!(
            "event-draw-tied-summary",
            "blocked with equal lowest pip totals: a draw"
        ),
    }
}

/// One of each line, with its English as it read before the catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn samples() -> Vec<(Line, &'static str)> {
    let (six, four_seven) = (Tile::new(6, 6), Tile::new(4, 7));
    let hand_won_line = hand_won(0, true, 17, &[0, 16, 1]);
    vec![
        (opened(0, six), "seat 1 opened with 6-6, the highest double dealt"),
        (
            opened(1, four_seven),
            "seat 2 opened with 4-7, no double was dealt, so the heaviest tile",
        ),
        (drew(2, 3), "seat 3 drew 3 from the boneyard"),
        (passes(1), "seat 2 cannot play and passes"),
        (blocked(), "nobody can play: the lowest pip total in hand wins"),
        (played(four_seven, End::Left, None), "played 4-7 on the left end"),
        (played(four_seven, End::Right, None), "played 4-7 on the right end"),
        (
            played(four_seven, End::Left, Some(true)),
            "played 4-7 on the left end, is out of tiles and wins the hand",
        ),
        (
            played(four_seven, End::Right, Some(false)),
            "played 4-7 on the right end, is out of tiles and wins the game",
        ),
        (open_ends(4, 7), "open ends: 4 on the left (L), 7 on the right (R)"),
        (counts(1, 14), "1 tile in the line, 14 in the boneyard"),
        (counts(5, 0), "5 tiles in the line, 0 in the boneyard"),
        (
            match_note(&[35, 12]),
            "Match to 100 points: seat 1 has 35, seat 2 has 12.",
        ),
        (
            hand_note(2, hand_won_line.clone()),
            "Hand 2: seat 1 went out and scores 17 (seat 2 held 16 pips, seat 3 held 1 pip).",
        ),
        (
            hand(2, hand_won(1, false, 3, &[2, 1, 1])),
            "hand 2: seat 2 had the lowest pip total when the hand blocked and scores 3 (seat 1 held 2 pips, seat 3 held 1 pip)",
        ),
        (
            hand_tied(&[3, 3]),
            "blocked with equal lowest pip totals, nobody scores (seat 1 held 3 pips, seat 2 held 3 pips)",
        ),
        (
            match_score(&[35, 12, 0]),
            "match score: seat 1 has 35, seat 2 has 12, seat 3 has 0 (first to 100)",
        ),
        (match_won(1, 104), "seat 2 has 104 points and wins the match"),
        (
            dealt_again(3, 1, six),
            "hand 3: all the tiles are dealt again and seat 2 opens with 6-6",
        ),
        (match_summary(), "the first to 100 points wins the match"),
        (
            game_summary(true, 1),
            "the first to play out wins and scores the pips left in the other hands",
        ),
        (
            game_summary(false, 1),
            "blocked: the lowest pip total wins and scores the pips left in the other hands",
        ),
        (game_summary(false, 2), "blocked with equal lowest pip totals: a draw"),
    ]
}

/// The pips in the seat's own hand (its private view, `view-draw-*` in
/// `views.ftl`).
pub(crate) fn own_pips(pips: i64) -> Line {
    said!("view-draw-own-pips", counted(pips, "pip", "pips") => pips, " in your hand.")
}

/// "Draw dominoes (double-six), match to 100: hand 2".
pub(crate) fn title(double_six: bool, hand: Option<u32>) -> Line {
    match (double_six, hand) {
        (false, None) => said!("view-title-draw", "Draw dominoes"),
        (true, None) => said!("view-title-draw-six", "Draw dominoes (double-six)"),
        (false, Some(hand)) => said!(
            "view-title-draw-match",
            "Draw dominoes, match to ", TARGET => target, ": hand ", hand => hand
        ),
        (true, Some(hand)) => said!(
            "view-title-draw-six-match",
            "Draw dominoes (double-six), match to ", TARGET => target, ": hand ", hand => hand
        ),
    }
}

pub(crate) fn out_of_tiles() -> Line {
    said!("view-draw-out-of-tiles", "out of tiles")
}

/// "12 pips left: 3-4 4-5", once the hand is over.
pub(crate) fn pips_left(pips: i64, tiles: &[Tile]) -> Line {
    let tiles: Vec<String> = tiles.iter().map(ToString::to_string).collect();
    said!(
        "view-draw-pips-left",
        counted(pips, "pip", "pips") => pips, " left: ", shown(tiles.join(" ")) => tiles
    )
}

/// One of each view sentence, with its English as it read before the
/// catalogue.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn view_samples() -> Vec<(Line, &'static str)> {
    vec![
        (own_pips(1), "1 pip in your hand."),
        (own_pips(23), "23 pips in your hand."),
        (title(false, None), "Draw dominoes"),
        (title(true, None), "Draw dominoes (double-six)"),
        (title(false, Some(2)), "Draw dominoes, match to 100: hand 2"),
        (title(true, Some(1)), "Draw dominoes (double-six), match to 100: hand 1"),
        (out_of_tiles(), "out of tiles"),
        (pips_left(9, &[Tile::new(4, 5)]), "9 pips left: 4-5"),
    ]
}
