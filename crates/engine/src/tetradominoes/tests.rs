//! The rules' worked examples as named tests, the conditions one by one,
//! and random playouts for every table size.
//!
//! The rules draw their examples with rows going down; on our board y grows
//! upwards, so the drawing's top row is y = 0, the next y = -1, and so on,
//! with its left column at x = 0.

use super::pieces::{piece_for, place};
use super::rules::play::PieceFault;
use super::*;
use crate::common::grid::Dir;
use crate::common::tiles::double_six;
use crate::testing::{check_views, random_playout};
use crate::{AnyGame, GameKind};
use proptest::prelude::*;
use std::collections::HashSet;

fn c(x: i32, y: i32) -> Cell {
    Cell::new(x, y)
}

fn t(a: u8, b: u8) -> Tile {
    Tile::new(a, b)
}

fn rng() -> GameRng {
    GameRng::from_seed([7; 32])
}

fn hidden(tiles: &[(u8, u8)]) -> Vec<Held> {
    tiles
        .iter()
        .map(|&(a, b)| Held {
            tile: t(a, b),
            revealed: false,
        })
        .collect()
}

fn tiles(v: &[(u8, u8)]) -> Vec<Tile> {
    v.iter().map(|&(a, b)| t(a, b)).collect()
}

/// An empty table for `seats` players, seat 1 (index 0) to play.
fn blank(seats: usize) -> Tetradominoes {
    Tetradominoes {
        hands: vec![Vec::new(); seats],
        pile: Vec::new(),
        board: Board::default(),
        pieces: Vec::new(),
        phase: Phase::Domino(0),
        starter: 0,
        passes: 0,
        last_was_piece: false,
        recent: Vec::new(),
        series: None,
    }
}

/// Number `a` on `x,y` and `b` on the next square in `dir`, unchecked.
fn lay(g: &mut Tetradominoes, x: i32, y: i32, dir: Dir, a: u8, b: u8) -> Placement {
    let p = Placement::new(c(x, y), dir, a, b);
    g.board.place(p);
    p
}

fn put_piece(g: &mut Tetradominoes, piece: Piece, owner: Seat, cells: [Cell; 4]) {
    g.pieces.push(Placed {
        piece,
        side: g.side_of(owner),
        colour: g.colour_of(owner),
        owner,
        cells: pieces::reading_order(cells),
    });
}

fn play(g: &mut Tetradominoes, seat: Seat, text: &str) -> Result<Vec<String>, RuleError<Refusal>> {
    let action = g
        .parse(seat, text)
        .unwrap_or_else(|e| panic!("`{text}` does not read: {e}"));
    g.apply(seat, &action, &mut rng())
        .map(|events| events.iter().map(crate::Event::plain).collect())
}

/// What the game answers to `text` by `seat`: the refusal, if it is one.
fn refusal(g: &mut Tetradominoes, seat: Seat, text: &str) -> Option<Refusal> {
    match play(g, seat, text) {
        Err(RuleError::Illegal(r)) => Some(r),
        _ => None,
    }
}

/// The table of the rules' first three domino examples:
///
/// ```text
/// 2|3
///
/// 2 4
/// - -
/// 5 5
/// ```
fn figure_board(g: &mut Tetradominoes) {
    lay(g, 0, 0, Dir::E, 2, 3);
    lay(g, 0, -1, Dir::S, 2, 5);
    lay(g, 1, -1, Dir::S, 4, 5);
}

#[test]
fn example_the_3_6_is_added_because_the_3_matches() {
    let mut g = blank(2);
    figure_board(&mut g);
    g.hands[0] = hidden(&[(3, 6), (0, 0)]);
    g.hands[1] = hidden(&[(1, 1)]);
    let p = Placement::new(c(2, 0), Dir::S, 3, 6);
    assert_eq!(g.check_domino(&p), Ok(()));
    assert!(g.legal_actions(0).contains(&Action::Domino(p)));
    play(&mut g, 0, "3-6 2,0 S").unwrap();
    assert_eq!(g.board.number_at(c(2, 0)), Some(3));
    assert_eq!(g.board.number_at(c(2, -1)), Some(6));
}

#[test]
fn example_the_4_6_does_not_match_as_drawn_but_does_turned_round() {
    let mut g = blank(2);
    figure_board(&mut g);
    g.hands[0] = hidden(&[(4, 6), (0, 0)]);
    // As drawn: 4 above, next to the 3; 6 below, next to the 4.
    let drawn = Placement::new(c(2, 0), Dir::S, 4, 6);
    let err = g.check_domino(&drawn).unwrap_err();
    let turned = Placement::new(c(2, -1), Dir::N, 4, 6);
    assert_eq!(
        err,
        Refusal::NoMatch {
            domino: drawn,
            near: [vec![4], vec![3]],
            turned: Some(turned),
        }
    );
    // The player reads which number touches what, and the turned domino.
    assert_eq!(
        err.to_string(),
        "6-4 there matches nothing: a number of the new domino must lie next to the same number, not covered by a tetromino (the 6 on 2,-1 touches 4; the 4 on 2,0 touches 3). Turned round it matches: `4-6 2,-1 N`"
    );
    let before = g.clone();
    assert!(matches!(refusal(&mut g, 0, "4-6 2,0 S"), Some(Refusal::NoMatch { .. })));
    assert_eq!(g, before, "a refused domino changes nothing");
    // Flipped, its 4 lies next to the 4.
    play(&mut g, 0, "6-4 2,0 S").unwrap();
    assert_eq!(g.board.number_at(c(2, -1)), Some(4));
}

#[test]
fn example_a_match_along_the_short_side() {
    let mut g = blank(2);
    figure_board(&mut g);
    g.hands[0] = hidden(&[(4, 6)]);
    // 2|3 / 2 4 4+6: the new domino lies across, its 4 beside the 4.
    let p = Placement::new(c(2, -1), Dir::E, 4, 6);
    assert_eq!(g.check_domino(&p), Ok(()));
    play(&mut g, 0, "4-6 2,-1 E").unwrap();
}

/// The L example: after the 4-6, "an L-shaped tetromino on the 4, 4, 4
/// and 6". Drawn, it is three across with one square above the left end,
/// which is the light J, or the L piece with its dark (mirrored) side up.
///
/// ```text
/// 2|4
///
///   4 4+6
///   -
///   5
/// ```
#[test]
fn example_the_l_tetromino_on_4_4_4_and_6_after_the_4_6() {
    let mut g = blank(2);
    lay(&mut g, 0, 0, Dir::E, 2, 4);
    lay(&mut g, 1, -1, Dir::S, 4, 5);
    // Seat 2 plays the dark side.
    g.phase = Phase::Domino(1);
    g.hands[1] = hidden(&[(4, 6), (1, 1)]);
    let events = play(&mut g, 1, "4-6 2,-1 E").unwrap();
    assert_eq!(events, vec!["played 4-6 on 2,-1 and 3,-1"]);
    // Named as the light player would name it, the dark side refuses and
    // says why the letters differ.
    let err = refusal(&mut g, 1, "J 1,0 1,-1 2,-1 3,-1").unwrap();
    assert_eq!(
        err.to_string(),
        "with your dark side up, 1,0 1,-1 2,-1 3,-1 is the shape of the L piece, not the J (the dark side shows each shape mirrored): write `L 1,0 1,-1 2,-1 3,-1`"
    );
    let cells = [c(1, 0), c(1, -1), c(2, -1), c(3, -1)];
    let l = Action::tetromino(Piece::L, cells);
    assert!(g.legal_actions(1).contains(&l), "{:?}", g.legal_actions(1));
    assert_eq!(l.notation(), "L 1,0 1,-1 2,-1 3,-1");
    let events = play(&mut g, 1, "L 1,0 1,-1 2,-1 3,-1").unwrap();
    assert!(events[0].contains("covering 4, 4, 4, 6"), "{events:?}");
    assert_eq!(g.pieces[0].piece, Piece::L);
    assert_eq!(g.pieces[0].side, Side::Dark);
    // The light side of the same piece cannot lie there (it is the mirror
    // image); the light player would use the J.
    let mut light = blank(2);
    lay(&mut light, 0, 0, Dir::E, 2, 4);
    lay(&mut light, 1, -1, Dir::S, 4, 5);
    light.hands[0] = hidden(&[(4, 6), (1, 1)]);
    play(&mut light, 0, "4-6 2,-1 E").unwrap();
    let err = refusal(&mut light, 0, "L 1,0 1,-1 2,-1 3,-1");
    assert!(
        matches!(
            err,
            Some(Refusal::WrongShape {
                piece: Piece::L,
                shape_of: Piece::J,
                ..
            })
        ),
        "{err:?}"
    );
    assert_eq!(
        err.unwrap().to_string(),
        "with your light side up, 1,0 1,-1 2,-1 3,-1 is the shape of the J piece, not the L: write `J 1,0 1,-1 2,-1 3,-1`"
    );
    play(&mut light, 0, "J 1,0 1,-1 2,-1 3,-1").unwrap();
}

/// A square of 4-4 dominoes, x 0..=3 and y 0..=3, with an O in the bottom
/// left corner played by `owner`, and `mover` having just laid the 4-4 on
/// 2,2 and 3,2.
fn adjacency_table(seats: usize, owner: Seat, mover: Seat) -> (Tetradominoes, Placement) {
    let mut g = blank(seats);
    for y in 0..4 {
        if y != 2 {
            lay(&mut g, 0, y, Dir::E, 4, 4);
            lay(&mut g, 2, y, Dir::E, 4, 4);
        }
    }
    lay(&mut g, 0, 2, Dir::E, 4, 4);
    put_piece(&mut g, Piece::O, owner, [c(0, 0), c(1, 0), c(0, 1), c(1, 1)]);
    let domino = lay(&mut g, 2, 2, Dir::E, 4, 4);
    g.phase = Phase::Tetromino { seat: mover, domino };
    (g, domino)
}

/// An I standing on x = 2: its bottom square shares an edge with the O.
const EDGE: [(i32, i32); 4] = [(2, 0), (2, 1), (2, 2), (2, 3)];
/// Squares touching the O's corner 1,1 only at 2,2.
const DIAGONAL: [(i32, i32); 4] = [(2, 2), (3, 2), (3, 1), (3, 0)];

fn fault(g: &Tetradominoes, seat: Seat, cells: [(i32, i32); 4], domino: &Placement) -> Option<PieceFault> {
    let cells = cells.map(|(x, y)| c(x, y));
    let piece = piece_for(&cells, g.side_of(seat)).expect("a tetromino");
    g.piece_fault_of(seat, piece, &cells, domino)
}

#[test]
fn adjacency_with_two_players_same_colour_refused_other_colour_and_diagonal_fine() {
    // Seat 1 is light, seat 2 dark; the O is seat 1's.
    let (g, d) = adjacency_table(2, 0, 0);
    assert!(matches!(
        fault(&g, 0, EDGE, &d),
        Some(PieceFault::SameColour(_, Piece::O))
    ));
    assert_eq!(fault(&g, 0, DIAGONAL, &d), None, "corners may touch");
    let (g, d) = adjacency_table(2, 0, 1);
    assert_eq!(fault(&g, 1, EDGE, &d), None, "a dark piece may touch a light one");
    // The refusal names the condition.
    let (mut g, _) = adjacency_table(2, 0, 0);
    let err = refusal(&mut g, 0, "I 2,3 2,2 2,1 2,0").unwrap();
    assert_eq!(
        err,
        Refusal::SameColour {
            cell: c(1, 1),
            piece: Piece::O,
            colour: Colour::Light
        }
    );
    assert_eq!(
        err.to_string(),
        "it would share an edge with the O piece on 1,1, which is light like yours: two tetrominoes of the same colour may not lie side by side (touching at a corner is fine)"
    );
}

#[test]
fn adjacency_with_three_players_is_by_token_colour_not_side() {
    // Everyone plays the light side, but each has their own tokens.
    let (g, d) = adjacency_table(3, 0, 0);
    assert!(matches!(
        fault(&g, 0, EDGE, &d),
        Some(PieceFault::SameColour(_, Piece::O))
    ));
    assert_eq!(fault(&g, 0, DIAGONAL, &d), None);
    let (g, d) = adjacency_table(3, 0, 1);
    assert_eq!(g.side_of(1), Side::Light);
    assert_eq!(
        fault(&g, 1, EDGE, &d),
        None,
        "another player's tokens are another colour"
    );
    let (mut g, _) = adjacency_table(3, 0, 0);
    let err = refusal(&mut g, 0, "I 2,3 2,2 2,1 2,0").unwrap();
    assert!(
        matches!(
            err,
            Refusal::SameColour {
                colour: Colour::Token(0),
                ..
            }
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("which is yours"), "{err}");
}

#[test]
fn adjacency_with_four_players_is_by_team() {
    // Seats 1 and 3 are light partners, seats 2 and 4 dark.
    let (g, d) = adjacency_table(4, 0, 2);
    assert!(matches!(
        fault(&g, 2, EDGE, &d),
        Some(PieceFault::SameColour(_, Piece::O))
    ));
    assert_eq!(fault(&g, 2, DIAGONAL, &d), None);
    let (g, d) = adjacency_table(4, 0, 1);
    assert_eq!(fault(&g, 1, EDGE, &d), None);
    let (g, d) = adjacency_table(4, 0, 3);
    assert_eq!(fault(&g, 3, EDGE, &d), None);
}

#[test]
fn tetromino_conditions_are_checked_and_named() {
    let (g, d) = adjacency_table(2, 1, 0);
    let f = |cells: [(i32, i32); 4]| fault(&g, 0, cells, &d);
    // Hanging off the dominoes.
    assert_eq!(f([(2, 2), (3, 2), (4, 2), (5, 2)]), Some(PieceFault::HangsOff(c(4, 2))));
    // On a covered number.
    assert_eq!(
        f([(1, 2), (1, 1), (2, 2), (3, 2)]),
        Some(PieceFault::Covered(c(1, 1), Piece::O))
    );
    // Not on the domino just played.
    assert_eq!(f([(0, 3), (1, 3), (2, 3), (3, 3)]), Some(PieceFault::MissesDomino));
    // A played piece is gone.
    let o = [c(2, 2), c(3, 2), c(2, 3), c(3, 3)];
    assert_eq!(g.piece_fault_of(0, Piece::O, &o, &d), Some(PieceFault::AlreadyPlayed));
    // Only the numbers of the domino just played.
    let mut g2 = g.clone();
    lay(&mut g2, 4, 2, Dir::E, 5, 4);
    let cells = [c(2, 2), c(3, 2), c(4, 2), c(5, 2)];
    assert_eq!(
        g2.piece_fault_of(0, Piece::I, &cells, &d),
        Some(PieceFault::WrongNumber(c(4, 2), 5))
    );
    let mut g3 = g2.clone();
    let err = refusal(&mut g3, 0, "I 2,2 3,2 4,2 5,2");
    assert_eq!(
        err,
        Some(Refusal::WrongNumber {
            cell: c(4, 2),
            number: 5,
            domino: d
        })
    );
    assert_eq!(
        err.unwrap().to_string(),
        "it would cover the 5 on 4,2: a tetromino covers only the numbers of the domino you just played (4s)"
    );
    assert_eq!(g3, g2, "nothing changed");
    let err = refusal(&mut g3, 0, "O 2,2 3,2 2,3 3,3");
    assert!(
        matches!(err, Some(Refusal::PiecePlayed { piece: Piece::O, .. })),
        "{err:?}"
    );
    assert_eq!(
        err.unwrap().to_string(),
        "the O piece is already on the table: each piece is played once (still free: L, S, I, J, Z, T)"
    );
    let err = refusal(&mut g3, 0, "I 0,3 1,3 2,3 3,3");
    assert_eq!(err, Some(Refusal::MissesDomino(d)));
    let err = refusal(&mut g3, 0, "I 2,2 3,2 4,2 5,2 ").unwrap();
    assert!(err.to_string().contains("5"), "{err}");
}

#[test]
fn with_no_number_uncovered_the_domino_must_touch_a_covered_number() {
    // Two 3-3 dominoes under an O: nothing is uncovered.
    let mut g = blank(2);
    lay(&mut g, 0, 0, Dir::E, 3, 3);
    lay(&mut g, 0, 1, Dir::E, 3, 3);
    put_piece(&mut g, Piece::O, 1, [c(0, 0), c(1, 0), c(0, 1), c(1, 1)]);
    g.hands[0] = hidden(&[(1, 2), (5, 6)]);
    assert!(!g.any_uncovered());
    // A 1-2 touching a covered 3 is fine although nothing matches.
    let p = Placement::new(c(2, 0), Dir::E, 1, 2);
    assert_eq!(g.check_domino(&p), Ok(()));
    let legal = g.legal_actions(0);
    assert!(legal.contains(&Action::Domino(p)));
    assert!(legal.len() > 10, "every touching place works");
    // Not touching at all is refused with the reason.
    let far = Placement::new(c(3, 0), Dir::E, 1, 2);
    let err = g.check_domino(&far).unwrap_err();
    assert_eq!(err, Refusal::TouchesNothing(far));
    // As soon as one number is uncovered, matching is required again.
    let mut h = g.clone();
    lay(&mut h, 2, 0, Dir::E, 3, 4);
    assert!(h.any_uncovered());
    let err = h.check_domino(&Placement::new(c(2, 1), Dir::N, 1, 2)).unwrap_err();
    assert!(matches!(err, Refusal::NoMatch { .. }), "{err}");
    assert_eq!(h.check_domino(&Placement::new(c(4, 0), Dir::E, 4, 1)), Ok(()));
    // A covered equal number does not count as a match.
    let err = h.check_domino(&Placement::new(c(-1, 0), Dir::S, 3, 6)).unwrap_err();
    assert!(matches!(err, Refusal::NoMatch { .. }), "{err}");
    assert_eq!(
        err.to_string(),
        "6-3 there matches nothing: a number of the new domino must lie next to the same number, not covered by a tetromino (the 6 on -1,-1 touches no uncovered number; the 3 on -1,0 touches no uncovered number)"
    );
}

#[test]
fn stuck_reveal_two_of_your_choice_draw_and_repeat_until_you_can_play() {
    let mut g = blank(2);
    lay(&mut g, 0, 0, Dir::E, 0, 0);
    g.hands[0] = hidden(&[(6, 6), (1, 1)]);
    g.hands[1] = hidden(&[(1, 1), (1, 2), (2, 2), (3, 3)]);
    // Draws come from the end: 3-4, then 4-4, then 0-5.
    g.pile = tiles(&[(5, 5), (0, 5), (4, 4), (3, 4)]);
    let mut events = Vec::new();
    g.begin_turn(1, &mut events, &mut rng());
    assert_eq!(g.phase, Phase::Reveal(1), "four hidden: seat 2 chooses which two");
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(g.legal_actions(1).len(), 6, "any two of four");
    assert_eq!(refusal(&mut g, 1, "3-6 0,1 N"), Some(Refusal::RevealFirst));
    assert_eq!(refusal(&mut g, 1, "reveal 1-1 6-6"), Some(Refusal::NotHeld(t(6, 6))));
    let events = play(&mut g, 1, "reveal 1-1 1-2").unwrap();
    assert_eq!(
        events,
        vec![
            "seat 2 cannot play: reveals 1-1 and 1-2 and draws a domino (3 left in the pile)",
            "seat 2 cannot play a domino and chooses two hidden dominoes to reveal",
        ]
    );
    // 3-4 does not help: three hidden, so seat 2 chooses again.
    assert_eq!(g.phase, Phase::Reveal(1));
    assert_eq!(refusal(&mut g, 1, "reveal 1-1 2-2"), Some(Refusal::FaceUp(t(1, 1))));
    let events = play(&mut g, 1, "reveal 2-2 3-3").unwrap();
    // Drew 4-4; with exactly two hidden there is no choice: both are shown
    // and 0-5 is drawn, which fits.
    assert_eq!(
        events,
        vec![
            "seat 2 cannot play: reveals 2-2 and 3-3 and draws a domino (2 left in the pile)",
            "seat 2 cannot play: reveals 3-4 and 4-4 and draws a domino (1 left in the pile)",
        ]
    );
    assert_eq!(g.phase, Phase::Domino(1));
    assert_eq!(g.revealed(1), tiles(&[(1, 1), (1, 2), (2, 2), (3, 3), (3, 4), (4, 4)]));
    assert_eq!(g.hidden(1), tiles(&[(0, 5)]));
    // Face-up dominoes are public.
    let public = g.view(Viewer::Public);
    for tile in g.revealed(1) {
        assert!(public.visible_tiles().contains(&tile));
    }
    assert!(!public.visible_tiles().contains(&t(0, 5)));
}

#[test]
fn stuck_with_nothing_to_draw_reveal_all_and_pass() {
    let mut g = blank(2);
    lay(&mut g, 0, 0, Dir::E, 0, 0);
    g.hands[0] = hidden(&[(0, 6), (1, 1)]);
    g.hands[1] = hidden(&[(1, 2), (2, 2), (3, 3)]);
    let mut events = Vec::new();
    g.begin_turn(1, &mut events, &mut rng());
    assert_eq!(events, vec!["seat 2 cannot play: reveals 1-2, 2-2 and 3-3 and passes"]);
    assert_eq!(g.phase, Phase::Domino(0));
    assert!(g.hidden(1).is_empty());
    // With fewer than two hidden, there is nothing to reveal two of: pass,
    // and draw at the end of the turn when short of four.
    let mut g = blank(2);
    lay(&mut g, 0, 0, Dir::E, 0, 0);
    g.hands[0] = hidden(&[(0, 6)]);
    g.hands[1] = hidden(&[(1, 2)]);
    g.pile = tiles(&[(4, 4)]);
    let mut events = Vec::new();
    g.begin_turn(1, &mut events, &mut rng());
    assert_eq!(
        events,
        vec![
            "seat 2 cannot play: reveals 1-2 and passes",
            "seat 2 draws a domino (0 left in the pile)",
        ]
    );
    assert_eq!(g.hidden(1), tiles(&[(4, 4)]));
}

/// Three players who can none of them play, seat 1 with an I (and the T
/// too if `t`), seat 2 with an O; nothing to draw.
fn stuck_table(t: bool) -> Tetradominoes {
    let mut g = blank(3);
    lay(&mut g, 0, 0, Dir::E, 0, 0);
    put_piece(&mut g, Piece::I, 0, [c(10, 0), c(11, 0), c(12, 0), c(13, 0)]);
    put_piece(&mut g, Piece::O, 1, [c(10, 5), c(11, 5), c(10, 6), c(11, 6)]);
    if t {
        put_piece(&mut g, Piece::T, 0, [c(20, 0), c(21, 0), c(22, 0), c(21, 1)]);
    }
    g.hands = vec![hidden(&[(1, 1)]), hidden(&[(2, 2)]), hidden(&[(3, 3)])];
    g
}

#[test]
fn everyone_passing_in_a_row_ends_the_game_and_equal_counts_draw() {
    let mut g = stuck_table(false);
    let mut events = Vec::new();
    g.begin_turn(0, &mut events, &mut rng());
    assert_eq!(g.to_act(), ToAct::Finished);
    // The reason is said once, in the result (it once came twice).
    assert_eq!(events.len(), 4, "{events:?}");
    let o = g.outcome().unwrap();
    // Two share first place; the third lost: no "draw" for everyone.
    assert_eq!(
        o.summary.plain(),
        "everyone passed in a row with nothing to draw: seat 1 and seat 2 share first place with 1 tetromino each, to 0 for seat 3"
    );
    let ranks: Vec<(Seat, usize)> = o.standings.iter().map(|s| (s.seat, s.rank)).collect();
    assert_eq!(ranks, vec![(0, 1), (1, 1), (2, 3)]);
    // With one more tetromino, seat 1 leads alone and wins.
    let mut g = stuck_table(true);
    g.begin_turn(0, &mut Vec::new(), &mut rng());
    let o = g.outcome().unwrap();
    assert!(
        o.summary
            .contains("everyone passed in a row with nothing to draw: seat 1 has the most tetrominoes, 2, and wins, to 1 for seat 2 and 0 for seat 3"),
        "{:?}",
        o.summary
    );
}

/// Four players; seat 1 has laid 4-4 on 2,2 and may play the J on the 4s.
fn gift_table() -> Tetradominoes {
    let (mut g, _) = adjacency_table(4, 1, 0);
    g.hands = vec![
        hidden(&[(6, 6), (5, 5), (0, 1)]),
        hidden(&[(1, 2), (1, 3), (1, 4), (1, 5)]),
        hidden(&[(2, 3), (2, 4), (2, 5), (2, 6)]),
        hidden(&[(3, 4), (3, 5), (3, 6), (0, 6)]),
    ];
    g.hands[3][0].revealed = true;
    g.pile = tiles(&[(0, 2), (0, 3), (0, 4), (0, 5)]);
    g
}

#[test]
fn gift_step_both_opponents_decide_in_secret_then_the_gifts_change_hands() {
    let mut g = gift_table();
    let events = play(&mut g, 0, "2,2 3,2 3,1 3,0").unwrap_or_else(|e| panic!("{e}: {:?}", g.legal_actions(0)));
    assert!(
        events
            .iter()
            .any(|e| e.contains("seat 2 and seat 4 may each give a domino")),
        "{events:?}"
    );
    assert_eq!(g.to_act(), ToAct::Seats(vec![1, 3]));
    // The partners of the player who just played cannot act.
    assert_eq!(play(&mut g, 0, "keep").unwrap_err(), RuleError::NotYourTurn);
    assert_eq!(play(&mut g, 2, "keep").unwrap_err(), RuleError::NotYourTurn);
    assert_eq!(refusal(&mut g, 3, "give 1-2"), Some(Refusal::NotHeld(t(1, 2))));
    assert_eq!(g.legal_actions(3).len(), 5, "keep, or give any of four");

    // Seat 4 decides first. Seat 2 must not be able to tell what it chose:
    // its views are the same whether seat 4 gave or kept.
    let mut kept = g.clone();
    play(&mut kept, 3, "keep").unwrap();
    let events = play(&mut g, 3, "give 3-5").unwrap();
    assert_eq!(
        events,
        vec!["has decided; the gifts change hands once seat 2 has decided too"]
    );
    assert_eq!(g.to_act(), ToAct::Seats(vec![1]));
    for viewer in [Viewer::Public, Viewer::Seat(1), Viewer::Seat(0), Viewer::Seat(2)] {
        assert_eq!(g.view(viewer), kept.view(viewer), "{viewer:?} sees the decision");
    }
    assert!(g.secret_tiles().contains(&t(3, 5)), "a pending gift stays secret");
    assert_eq!(g.hands[3].len(), 4, "nothing moves before both have decided");
    // The giver sees its own choice.
    let mine = g.view(Viewer::Seat(3)).private.unwrap();
    // Listed last whatever its number, so the note reads "hidden …; to give …".
    assert_eq!(mine.tiles.last(), Some(&(crate::view::TileLabel::ToGive, t(3, 5))));
    assert_eq!(play(&mut g, 3, "keep").unwrap_err(), RuleError::NotYourTurn);

    // Seat 2 decides; both gifts change hands at once.
    let events = play(&mut g, 1, "give 1-2").unwrap();
    assert_eq!(events[0], "has decided too");
    assert_eq!(events[1], "seat 2 gives a hidden domino to seat 4");
    assert_eq!(events[2], "seat 4 gives a hidden domino to seat 2");
    assert!(g.hands[3].iter().any(|h| h.tile == t(1, 2) && !h.revealed));
    assert!(g.hands[1].iter().any(|h| h.tile == t(3, 5)));
    assert_eq!(g.hands[1].len(), 4);
    assert_eq!(g.hands[3].len(), 4);
    assert!(matches!(g.to_act(), ToAct::Seat(1)), "then seat 2 plays");
    // A face-up domino stays face up when given.
    let mut g = gift_table();
    play(&mut g, 0, "2,2 3,2 3,1 3,0").unwrap();
    play(&mut g, 1, "keep").unwrap();
    let events = play(&mut g, 3, "give 3-4").unwrap();
    assert_eq!(
        events[1..3],
        ["seat 2 keeps their dominoes", "seat 4 gives 3-4 (face up) to seat 2"]
    );
    assert!(g.hands[1].iter().any(|h| h.tile == t(3, 4) && h.revealed));
    // Seat 2 now holds five; after its domino it still holds four, so it
    // draws nothing ("fewer than four dominoes means drawing one").
    assert_eq!(g.hands[1].len(), 5);
    let pile = g.pile.len();
    lay_and_skip(&mut g, 1);
    assert_eq!((g.hands[1].len(), g.pile.len()), (4, pile), "no domino drawn at four");
}

/// `seat` lays the first domino it may and plays no tetromino.
fn lay_and_skip(g: &mut Tetradominoes, seat: Seat) {
    let domino = g
        .legal_actions(seat)
        .into_iter()
        .find(|a| matches!(a, Action::Domino(_)))
        .unwrap_or_else(|| panic!("seat {} has no domino to lay", seat + 1));
    play(g, seat, &domino.notation()).unwrap();
    if matches!(g.phase, Phase::Tetromino { .. }) {
        play(g, seat, "skip").unwrap();
    }
}

#[test]
fn turns_pass_round_the_table_and_only_a_four_player_tetromino_brings_a_gift_step() {
    // Three players: seat 2's tetromino passes the turn straight to seat 3.
    let (mut g, _) = adjacency_table(3, 0, 1);
    g.hands = vec![hidden(&[(0, 4)]), hidden(&[(1, 4)]), hidden(&[(2, 4), (2, 2)])];
    g.pile = tiles(&[(0, 0), (1, 1), (3, 3), (5, 5), (6, 6)]);
    play(&mut g, 1, "I 2,3 2,2 2,1 2,0").unwrap();
    assert!(matches!(g.phase, Phase::Domino(2)), "{:?}", g.phase);
    for seat in [2, 0, 1] {
        lay_and_skip(&mut g, seat);
        let next = (seat + 1) % 3;
        assert!(
            matches!(g.phase, Phase::Domino(s) if s == next),
            "after seat {}: {:?}",
            seat + 1,
            g.phase
        );
    }
    // Four players: a domino without a tetromino brings no gift step.
    let (mut g, _) = adjacency_table(4, 0, 1);
    g.hands = vec![
        hidden(&[(0, 4)]),
        hidden(&[(1, 4)]),
        hidden(&[(2, 4)]),
        hidden(&[(3, 4)]),
    ];
    g.pile = tiles(&[(0, 0), (1, 1), (3, 3), (5, 5)]);
    play(&mut g, 1, "skip").unwrap();
    assert!(matches!(g.phase, Phase::Domino(2)), "{:?}", g.phase);
    lay_and_skip(&mut g, 2);
    assert!(matches!(g.phase, Phase::Domino(3)), "{:?}", g.phase);
}

#[test]
fn in_the_gift_step_a_deciding_seat_is_told_to_give_or_keep() {
    let mut g = gift_table();
    play(&mut g, 0, "2,2 3,2 3,1 3,0").unwrap();
    assert_eq!(refusal(&mut g, 1, "skip"), Some(Refusal::GiveOrKeep));
    assert_eq!(refusal(&mut g, 3, "1-2 5,0 E"), Some(Refusal::GiveOrKeep));
}

#[test]
fn a_player_without_dominoes_has_no_gift_to_decide() {
    let mut g = gift_table();
    g.hands[1].clear();
    play(&mut g, 0, "2,2 3,2 3,1 3,0").unwrap();
    assert_eq!(g.to_act(), ToAct::Seats(vec![3]));
    let events = play(&mut g, 3, "give 3-6").unwrap();
    assert_eq!(events[1], "seat 4 gives a hidden domino to seat 2", "{events:?}");
    assert!(g.hands[1].iter().any(|h| h.tile == t(3, 6)));
}

#[test]
fn two_players_win_at_four_tetrominoes() {
    let (mut g, _) = adjacency_table(2, 1, 0);
    g.hands = vec![hidden(&[(1, 1)]), hidden(&[(2, 2)])];
    for (i, piece) in [Piece::I, Piece::T, Piece::S].into_iter().enumerate() {
        let y = 10 + 3 * i as i32;
        put_piece(&mut g, piece, 0, [c(0, y), c(1, y), c(2, y), c(3, y)]);
    }
    assert_eq!(g.tally(0), 3);
    let events = play(&mut g, 0, "2,2 3,2 3,1 3,0").unwrap();
    assert!(
        events.last().unwrap().contains("seat 1 played 4 tetrominoes and wins"),
        "{events:?}"
    );
    assert_eq!(g.to_act(), ToAct::Finished);
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.standings[0].seat, o.standings[0].rank, o.standings[0].score),
        (0, 1, Some(4))
    );
    assert_eq!(
        (o.standings[1].seat, o.standings[1].rank, o.standings[1].score),
        (1, 2, Some(1))
    );
}

#[test]
fn three_players_win_at_three_tetrominoes() {
    let (mut g, _) = adjacency_table(3, 1, 0);
    g.hands = vec![hidden(&[(1, 1)]), hidden(&[(2, 2)]), hidden(&[(3, 3)])];
    for (i, piece) in [Piece::I, Piece::T].into_iter().enumerate() {
        let y = 10 + 3 * i as i32;
        put_piece(&mut g, piece, 0, [c(0, y), c(1, y), c(2, y), c(3, y)]);
    }
    assert_eq!(g.target(), 3);
    play(&mut g, 0, "2,2 3,2 3,1 3,0").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.standings[0].seat, 0);
    assert_eq!(o.standings[0].score, Some(3));
    assert!(
        o.summary.contains("seat 1 played 3 tetrominoes and wins"),
        "{:?}",
        o.summary
    );
}

#[test]
fn four_players_win_as_a_team_and_partners_share_the_place() {
    let (mut g, _) = adjacency_table(4, 1, 0);
    g.hands = vec![hidden(&[(1, 1)]); 4];
    put_piece(&mut g, Piece::I, 2, [c(0, 10), c(1, 10), c(2, 10), c(3, 10)]);
    put_piece(&mut g, Piece::T, 2, [c(0, 13), c(1, 13), c(2, 13), c(3, 13)]);
    put_piece(&mut g, Piece::S, 0, [c(0, 16), c(1, 16), c(2, 16), c(3, 16)]);
    assert_eq!(g.tally(0), 3, "seat 3's pieces count for seat 1");
    play(&mut g, 0, "2,2 3,2 3,1 3,0").unwrap();
    let o = g.outcome().unwrap();
    // The counts follow as "to N for …", naming only the other side.
    assert_eq!(
        o.summary.plain(),
        "the light team (seat 1 and seat 3) played 4 tetrominoes and wins, to 1 for the dark team (seat 2 and seat 4)"
    );
    let ranks: Vec<(Seat, usize, Option<i64>)> = o.standings.iter().map(|s| (s.seat, s.rank, s.score)).collect();
    assert_eq!(
        ranks,
        vec![(0, 1, Some(4)), (2, 1, Some(4)), (1, 2, Some(1)), (3, 2, Some(1))]
    );
    assert_eq!(
        o.teams,
        vec![vec![0, 2], vec![1, 3]],
        "the ratings see the partnerships"
    );
}

#[test]
fn a_partners_resignation_or_timeout_loses_for_the_whole_team() {
    let g = blank(4);
    let o = Outcome::resigned(4, 2).for_teams(Game::teams(&g));
    let ranks: Vec<(Seat, usize)> = o.standings.iter().map(|s| (s.seat, s.rank)).collect();
    assert_eq!(ranks, vec![(1, 1), (3, 1), (0, 2), (2, 2)]);
    assert_eq!(o.teams, vec![vec![0, 2], vec![1, 3]]);
    // Both deciders of a gift step out of time: their team loses.
    let o = Outcome::forfeited(4, &[1, 3], "late".into()).for_teams(Game::teams(&g));
    assert_eq!(o.rank_of(0), Some(1));
    assert_eq!(o.rank_of(3), Some(2));
    // Without teams nothing changes.
    let three = blank(3);
    assert!(Game::teams(&three).is_empty());
    let o = Outcome::resigned(3, 1).for_teams(Game::teams(&three));
    assert_eq!((o.rank_of(0), o.rank_of(1), o.rank_of(2)), (Some(1), Some(2), Some(1)));
}

fn match_game(points: Vec<u32>) -> Tetradominoes {
    let (mut g, _) = adjacency_table(2, 1, 0);
    g.hands = vec![hidden(&[(1, 1)]), hidden(&[(2, 2)])];
    g.series = Some(Series {
        points,
        game: 2,
        results: vec![serde_json::from_str("\"game 1: seat 2 played 4 tetrominoes and wins\"").unwrap()],
    });
    g
}

#[test]
fn match_to_seven_points_is_won_by_the_seventh_tetromino() {
    let mut g = match_game(vec![6, 4]);
    let events = play(&mut g, 0, "2,2 3,2 3,1 3,0").unwrap();
    assert!(
        events.iter().any(|e| e == "seat 1 reaches 7 points and wins the match"),
        "{events:?}"
    );
    let o = g.outcome().unwrap();
    let rows: Vec<(Seat, usize, Option<i64>)> = o.standings.iter().map(|s| (s.seat, s.rank, s.score)).collect();
    assert_eq!(rows, vec![(0, 1, Some(7)), (1, 2, Some(4))]);
}

#[test]
fn match_a_won_game_short_of_seven_deals_the_next_game_begun_by_the_next_seat() {
    let mut g = match_game(vec![2, 4]);
    for (i, piece) in [Piece::I, Piece::T].into_iter().enumerate() {
        let y = 10 + 3 * i as i32;
        put_piece(&mut g, piece, 0, [c(0, y), c(1, y), c(2, y), c(3, y)]);
    }
    // Three of seat 1's own pieces this game (O is seat 2's): one more wins.
    put_piece(&mut g, Piece::Z, 0, [c(0, 20), c(1, 20), c(2, 20), c(3, 20)]);
    let events = play(&mut g, 0, "2,2 3,2 3,1 3,0").unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.starts_with("game 2: seat 1 played 4 tetrominoes and wins")),
        "{events:?}"
    );
    assert!(
        events.iter().any(|e| e == "match score: seat 1: 3, seat 2: 4"),
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .any(|e| e.contains("game 3: everything is dealt again and seat 2 begins"))
    );
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert!(g.board.is_empty() && g.pieces.is_empty());
    assert_eq!(g.side_of(1), Side::Light, "the first player takes the light side");
    assert_eq!(g.hands.iter().map(Vec::len).collect::<Vec<_>>(), vec![4, 4]);
    assert_eq!(g.pile.len(), 20);
    assert_eq!(g.series.as_ref().unwrap().game, 3);
    assert_eq!(g.outcome(), None);
}

#[test]
fn the_first_domino_goes_on_the_origin_and_a_tetromino_needs_four_numbers() {
    let mut rng = rng();
    let mut g = Tetradominoes::setup(&Options::default(), 2, &mut rng).unwrap();
    assert_eq!(g.to_act(), ToAct::Seat(0));
    assert_eq!(g.pile.len(), 20);
    let first = g.legal_actions(0)[0];
    let Action::Domino(p) = first else { panic!() };
    assert!(p.at == Cell::ORIGIN || p.second() == Cell::ORIGIN);
    let events = g.apply(0, &first, &mut rng).unwrap();
    assert!(events.iter().any(|e| e == "no tetromino fits"), "{events:?}");
    assert!(
        events.iter().any(|e| e.starts_with("seat 1 draws a domino")),
        "{events:?}"
    );
    assert_eq!(g.hands[0].len(), 4);
}

#[test]
fn a_wrong_step_is_refused_with_what_to_do() {
    let (mut g, _) = adjacency_table(2, 1, 0);
    g.hands = vec![hidden(&[(1, 1)]), hidden(&[(2, 4)])];
    assert_eq!(refusal(&mut g, 0, "1-1 5,0 E"), Some(Refusal::TetrominoOrSkip));
    assert_eq!(refusal(&mut g, 0, "keep"), Some(Refusal::TetrominoOrSkip));
    assert_eq!(play(&mut g, 1, "skip").unwrap_err(), RuleError::NotYourTurn);
    play(&mut g, 0, "skip").unwrap();
    assert_eq!(refusal(&mut g, 1, "skip"), Some(Refusal::DominoFirst));
    assert_eq!(
        Refusal::DominoFirst.to_string(),
        "first play a domino, e.g. `3-6 1,0 E`"
    );
}

/// Every piece in every orientation at every offset near `domino` that
/// `check_tetromino` accepts: an independent list to hold the move
/// generator's (which anchors shapes on the domino's cells) against.
fn every_legal_tetromino(g: &Tetradominoes, seat: Seat, domino: &Placement) -> HashSet<(Piece, [Cell; 4])> {
    let side = g.side_of(seat);
    let mut out = HashSet::new();
    for piece in Piece::ALL {
        for shape in piece.orientations(side) {
            for x in domino.at.x - 4..=domino.at.x + 4 {
                for y in domino.at.y - 4..=domino.at.y + 4 {
                    let cells = place(&shape, Cell::new(x, y));
                    if g.check_tetromino(seat, piece, &cells, domino).is_ok() {
                        out.insert((piece, cells));
                    }
                }
            }
        }
    }
    out
}

fn conserved(game: &dyn AnyGame) {
    let g: Tetradominoes = serde_json::from_str(&game.snapshot()).unwrap();
    let mut all: Vec<Tile> = g.board.tiles().collect();
    all.extend(g.hands.iter().flatten().map(|h| h.tile));
    all.extend(g.pile.iter());
    all.sort();
    assert_eq!(all, double_six(), "all 28 dominoes accounted for");
    let mut played: Vec<Piece> = g.pieces.iter().map(|p| p.piece).collect();
    let n = played.len();
    played.sort();
    played.dedup();
    assert_eq!(played.len(), n, "a piece was played twice");
    for p in &g.pieces {
        assert!(p.piece.fits(p.side, &p.cells), "{p:?}");
        assert!(
            p.cells.iter().all(|c| g.board.number_at(*c).is_some()),
            "{p:?} hangs off"
        );
    }
    if let Phase::Gift { chosen, .. } = &g.phase {
        for (seat, gift) in chosen {
            if let Some(t) = gift {
                assert!(g.holds(*seat, *t), "a pending gift is still in its giver's hand");
            }
        }
    }
    if let Phase::Tetromino { seat, domino } = &g.phase {
        assert_eq!(
            every_legal_tetromino(&g, *seat, domino),
            g.tetromino_moves(*seat, domino).into_iter().collect::<HashSet<_>>(),
            "the tetrominoes offered are not those the rules allow"
        );
    }
    // The registry hides moves out of turn, but the computer player reads
    // the game's own list: it must offer nothing to a seat that is waiting.
    let acting = g.acting();
    for seat in (0..g.hands.len()).filter(|s| !acting.contains(s)) {
        assert_eq!(
            g.legal(seat),
            Vec::new(),
            "seat {seat} offered moves out of turn in {:?}",
            g.phase
        );
    }
    let public = game.view(Viewer::Public);
    for t in g.hands.iter().flatten().filter(|h| !h.revealed) {
        assert!(!public.visible_tiles().contains(&t.tile), "hidden {} in public", t.tile);
    }
}

#[test]
fn public_views_never_show_a_hidden_domino_in_2_3_and_4_player_games() {
    // The playout checks every view at every step (see `check_views`);
    // `conserved` adds the hidden dominoes of hands explicitly.
    for seats in 2..=4 {
        let g = random_playout(GameKind::Tetradominoes, seats, None, 40 + seats as u64, conserved);
        assert!(g.outcome().is_some());
        check_views(g.as_ref());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(5))]
    #[test]
    fn random_playouts_keep_every_invariant(seed in any::<u64>(), seats in 2usize..=4) {
        let g = random_playout(GameKind::Tetradominoes, seats, None, seed, conserved);
        let o = g.outcome().unwrap();
        prop_assert_eq!(o.standings.len(), seats);
    }

    #[test]
    fn random_matches_end_at_seven_points(seed in any::<u64>(), seats in 2usize..=4) {
        let g = random_playout(GameKind::Tetradominoes, seats, Some(MATCH), seed, conserved);
        let o = g.outcome().unwrap();
        prop_assert_eq!(o.standings[0].score, Some(i64::from(MATCH_POINTS)));
    }
}

/// A four-player match, played at random over several games: a team's
/// colour follows who begins, so the notes never name a team by colour in
/// a result kept from an earlier game or in the match score, and the seats'
/// rows say "N of 7 match points".
#[test]
fn a_four_player_match_names_teams_by_their_players_across_games() {
    use crate::{Options, Viewer};
    let mut rng = GameRng::from_seed(GameRng::seed_from_u64(11));
    let options = Options {
        variant: Some("match".into()),
    };
    let mut game = GameKind::Tetradominoes.setup(&options, 4, &mut rng).unwrap();
    let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(12));
    let mut results_seen = 0;
    let mut match_won = false;
    for _ in 0..3000 {
        let view = game.view(Viewer::Public);
        for note in &view.notes {
            let text = note.plain();
            if text.starts_with("Game ") || text.starts_with("Match to") {
                results_seen += usize::from(text.starts_with("Game "));
                assert!(!text.contains("light team") && !text.contains("dark team"), "{text}");
            }
        }
        for seat in &view.seats {
            let detail = seat.detail.as_ref().map(crate::Line::plain).unwrap_or_default();
            assert!(detail.contains(" of 7 match points"), "{detail}");
        }
        let Some(seat) = game.to_act().seats().first().copied() else {
            break;
        };
        let legal = game.legal(seat);
        let pick = legal
            .iter()
            .position(|a| a.notation.len() > 12 && !a.notation.starts_with("reveal"))
            .unwrap_or_else(|| chooser.below(legal.len()));
        let played = game.play(seat, &legal[pick].notation, &mut rng).unwrap();
        for e in &played.events {
            let text = e.line.plain();
            if text.contains("7 points") {
                // Two partners are a plural subject ("reaches ... and win"
                // once mixed the two).
                assert!(text.contains(" reach 7 points and win the match"), "{text}");
                match_won = true;
            }
        }
    }
    assert!(results_seen > 0, "a game of the match ended");
    assert!(match_won, "the match was won within the moves played");
}
