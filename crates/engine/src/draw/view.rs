//! What each seat sees of draw dominoes: the line laid out as a snake with
//! its open ends labelled, the counts, how the hand began (until the next
//! tile), the match score, and only its own hand (every hand once it is
//! over).

use super::Draw;
use super::lines;
use crate::Game;
use crate::common::grid::Cell;
use crate::common::view_said::{points, seat_role, tiles_in_hand};
use crate::event::Line;
use crate::view::{BoardView, GameView, GridView, PrivateView, SeatView, Viewer};

/// Cells (six tiles) per snake row in the picture: with a cell of margin
/// on each side, fourteen halves across fit a phone at more than 24 px.
pub(super) const ROW_CELLS: i32 = 12;

/// The cell of step `i` along the picture's snake: runs of ROW_CELLS cells,
/// alternately rightwards and leftwards, joined by one cell going down.
pub(super) fn snake_cell(i: i32) -> Cell {
    let period = ROW_CELLS + 1;
    let (row, k) = (i.div_euclid(period), i.rem_euclid(period));
    let y = -2 * row;
    let rightwards = row % 2 == 0;
    if k == ROW_CELLS {
        let x = if rightwards { ROW_CELLS - 1 } else { 0 };
        return Cell::new(x, y - 1);
    }
    Cell::new(if rightwards { k } else { ROW_CELLS - 1 - k }, y)
}

/// The two cells of the picture `play` would cover and the number on
/// each, the half touching the line first: the line's next steps past
/// its end, the end's number against it (as the rules lay it).
pub(super) fn end_place(g: &Draw, play: &super::notation::Play) -> Vec<(Cell, u8)> {
    let n = g.line.len() as i32;
    let t = play.tile;
    let Some((l, r)) = g.ends() else {
        return vec![(snake_cell(0), t.lo), (snake_cell(1), t.hi)];
    };
    let other = |end: u8| if t.lo == end { t.hi } else { t.lo };
    match play.end {
        super::notation::End::Left => vec![(snake_cell(-1), l), (snake_cell(-2), other(l))],
        super::notation::End::Right => vec![(snake_cell(2 * n), r), (snake_cell(2 * n + 1), other(r))],
    }
}

pub(super) fn view(g: &Draw, viewer: Viewer) -> GameView {
    GameView {
        title: lines::title(g.double_six, g.series.as_ref().map(|s| s.hand)),
        seats: seats(g),
        board: board(g),
        notes: notes(g),
        private: match viewer {
            Viewer::Seat(s) if s < g.seats() => {
                Some(PrivateView::hand(s, &g.hands[s], vec![lines::own_pips(g.pips(s))]))
            }
            _ => None,
        },
        finished: g.turn.is_none(),
    }
}

/// Points (of the match, or of the game once over), and tiles in hand
/// (each hand shown once it is over).
fn seats(g: &Draw) -> Vec<SeatView> {
    let finished = g.turn.is_none();
    let outcome = g.outcome();
    (0..g.seats())
        .map(|s| {
            let mut held = g.hands[s].clone();
            held.sort();
            SeatView {
                role: seat_role(s),
                ring: None,
                score: match &g.series {
                    Some(series) => series.points.get(s).map(|&p| points(p)),
                    None => outcome
                        .as_ref()
                        .and_then(|o| o.standings.iter().find(|x| x.seat == s))
                        .and_then(|x| x.score)
                        .map(points),
                },
                detail: Some(if finished && held.is_empty() {
                    lines::out_of_tiles()
                } else if finished {
                    lines::pips_left(g.pips(s), &held)
                } else {
                    tiles_in_hand(g.hands[s].len())
                }),
                to_move: g.turn == Some(s),
                rank: outcome.as_ref().and_then(|o| o.rank_of(s)),
            }
        })
        .collect()
}

/// The line along the snake, its ends labelled L and R.
fn board(g: &Draw) -> BoardView {
    let tiles: Vec<[(Cell, u8); 2]> = g
        .line
        .iter()
        .enumerate()
        .map(|(i, &(a, b))| [(snake_cell(2 * i as i32), a), (snake_cell(2 * i as i32 + 1), b)])
        .collect();
    let mut labels = Vec::new();
    if let Some((l, r)) = g.ends() {
        labels.push((snake_cell(-1), format!("L{l}")));
        labels.push((snake_cell(2 * g.line.len() as i32), format!("R{r}")));
    }
    BoardView::BinaryGrid(GridView {
        tiles,
        last: g.last,
        ring_owners: Vec::new(),
        levels: Vec::new(),
        labels,
        hide_axes: true,
        lowest_row: None,
    })
}

/// The open ends, the counts, how the hand began, the match score.
fn notes(g: &Draw) -> Vec<Line> {
    let mut notes: Vec<Line> = g.ends().map(|(l, r)| lines::open_ends(l, r)).into_iter().collect();
    notes.push(lines::counts(g.line.len(), g.boneyard.len()));
    if g.line.len() == 1 {
        notes.extend(g.opening.iter().map(|e| e.line.clone()));
    }
    if let Some(series) = &g.series {
        notes.push(lines::match_note(&series.points));
        notes.extend(series.last_result.clone());
    }
    notes
}
