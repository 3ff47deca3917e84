//! The Dominoids picture: the 8x8 board of sixteen tiles with its pawns,
//! coins and Dominoids and what happened this turn, then the dice boxes,
//! the gene pool and the food each player has eaten.

use super::canvas::{
    Colour, RoundRect, band, fill_rect, fill_round_rect, fill_round_rect_skipping, hex, stroke_round_rect,
};
use super::domino::{Face, TilePlace, draw_tile};
use super::piecepack::{self, Pen, suit_colour};
use super::text::{SMALL, Style, Weight};
use super::{Drawn, Frame, palette, seat_colour};
use dominoes_engine::GameView;
use dominoes_engine::common::grid::{Cell, Dir};
use dominoes_engine::dominoids::{DominoidsView, Line, Mark, Place, Suit};
use image::RgbImage;

/// The water squares of the board tiles, and the lines between squares.
const WATER: Colour = hex(0xDDEFF0);
const WATER_LINE: Colour = hex(0xB3D3D8);
/// Under the tiles, showing in the gaps between them.
const BOARD_BASE: Colour = hex(0x1D4A3B);
/// Where the ghost of something that moved or left is drawn.
const TRAIL: Colour = hex(0xFFD54A);
const GONE: Colour = hex(0xC0392B);
/// Arrows showing this turn's moves.
const MARK_PEN: Pen = Pen {
    width: 9.0,
    fill: palette::HIGHLIGHT,
    edge: palette::TILE_EDGE,
};

const WIDTH: f32 = super::WIDTH as f32;
/// The gap between board tiles; the board's squares are as large as the
/// picture's height allows, from [`MIN_CELL`] to [`MAX_CELL`].
const GAP: f32 = 8.0;
const MIN_CELL: f32 = super::CELL - 4.0;
const MAX_CELL: f32 = 76.0;
const PAD: f32 = 24.0;
/// The band of files (or ranks) on each side of the board.
const BOARD_TOP: f32 = 40.0;
const DICE_H: f32 = 70.0;
const POOL_H: f32 = 92.0;
const EATEN_TITLE: f32 = 12.0;
const EATEN_ROW_H: f32 = 46.0;
const DIE: f32 = 50.0;

/// Where things go, relative to the top of the body band.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layout {
    pub(crate) cell: f32,
    board_left: f32,
    board_top: f32,
}

impl Layout {
    pub(crate) fn new(top: f32, cell: f32) -> Layout {
        let span = 8.0 * cell + 3.0 * GAP;
        Layout {
            cell,
            board_left: ((WIDTH - span) / 2.0).round(),
            board_top: top + BOARD_TOP,
        }
    }

    /// The width (and height) of the board of sixteen tiles.
    fn span(&self) -> f32 {
        8.0 * self.cell + 3.0 * GAP
    }

    /// The top-left corner of a square (rank 8 at the top).
    pub(crate) fn corner(&self, c: Cell) -> (f32, f32) {
        let (col, row) = (c.x, 7 - c.y);
        (
            self.board_left + col as f32 * self.cell + (col / 2) as f32 * GAP,
            self.board_top + row as f32 * self.cell + (row / 2) as f32 * GAP,
        )
    }

    fn centre(&self, c: Cell) -> (f32, f32) {
        let (x, y) = self.corner(c);
        (x + self.cell / 2.0, y + self.cell / 2.0)
    }

    /// A domino on two squares; across a gap between board tiles its two
    /// halves are drawn touching, centred on the gap.
    fn place(&self, a: Cell, b: Cell) -> TilePlace {
        let (mut pa, mut pb) = (self.corner(a), self.corner(b));
        let (dx, dy) = (pb.0 - pa.0, pb.1 - pa.1);
        let spare_x = (dx.abs() - self.cell).max(0.0) / 2.0 * dx.signum();
        let spare_y = (dy.abs() - self.cell).max(0.0) / 2.0 * dy.signum();
        pa = (pa.0 + spare_x, pa.1 + spare_y);
        pb = (pb.0 - spare_x, pb.1 - spare_y);
        TilePlace {
            a: pa,
            b: pb,
            cell: self.cell,
        }
    }

    fn board_bottom(&self) -> f32 {
        self.board_top + self.span()
    }

    fn dice_top(&self) -> f32 {
        self.board_bottom() + BOARD_TOP
    }

    fn pool_top(&self) -> f32 {
        self.dice_top() + DICE_H
    }

    fn eaten_top(&self) -> f32 {
        self.pool_top() + POOL_H
    }
}

/// The body's height besides the board's eight rows of squares: each
/// player's food takes as many lines as its coins need.
fn fixed_height(d: &DominoidsView) -> f32 {
    let lines: usize = d.eaten.iter().map(|e| food_layout(e).lines.len()).sum();
    2.0 * BOARD_TOP + 3.0 * GAP + DICE_H + POOL_H + EATEN_TITLE + EATEN_ROW_H * lines as f32 + 6.0
}

/// The picture: the header, the board with squares as large as the
/// height allows, dice, gene pool and food eaten, and the notes (the
/// header's rows already say what each player's food is worth).
pub(crate) fn board(view: &GameView, d: &DominoidsView, names: &[String]) -> Drawn {
    let fixed = fixed_height(d);
    let frame = Frame::with_min_body(view, names, fixed + 8.0 * MIN_CELL);
    let cell = ((frame.body_budget() - fixed) / 8.0).floor().clamp(MIN_CELL, MAX_CELL);
    let height = (fixed + 8.0 * cell).ceil() as u32;
    let image = frame.draw(
        view,
        names,
        (height, palette::FELT),
        |img, top| {
            let l = Layout::new(top, cell);
            draw_board(img, d, &l);
            draw_dice(img, d, &l);
            draw_pool(img, d, &l);
            draw_eaten(img, d, &l);
        },
        |_, _, _| {},
    );
    Drawn {
        image,
        cell,
        cropped: false,
    }
}

/// The move picker's picture: the header and the board alone (the
/// dice, gene pool and food are the turn message's), its squares as large
/// as the height allows; `over` draws on the board given its layout and
/// returns the centres of what it drew (see `picker::dominoids`).
pub(crate) fn board_alone(
    view: &GameView,
    d: &DominoidsView,
    names: &[String],
    over: impl FnOnce(&mut RgbImage, &Layout) -> Vec<(f32, f32)>,
) -> (RgbImage, Layout, Vec<(f32, f32)>) {
    let quiet = GameView {
        notes: Vec::new(),
        ..view.clone()
    };
    let frame = Frame::new(&quiet, names, None);
    let around = 2.0 * BOARD_TOP + 3.0 * GAP;
    let cell = ((frame.body_budget() - around) / 8.0).floor().clamp(MIN_CELL, MAX_CELL);
    let mut layout = Layout::new(0.0, cell);
    let mut centres = Vec::new();
    let image = frame.draw(
        &quiet,
        names,
        ((around + 8.0 * cell).ceil() as u32, palette::FELT),
        |img, top| {
            layout = Layout::new(top, cell);
            draw_board(img, d, &layout);
            centres = over(img, &layout);
        },
        |_, _, _| {},
    );
    (image, layout, centres)
}

/// The 8x8 board: the sixteen tiles, files and ranks, this turn's traces
/// under the pieces, the pieces, and the marks over them.
fn draw_board(img: &mut RgbImage, d: &DominoidsView, l: &Layout) {
    draw_tiles(img, d, l);
    draw_files_and_ranks(img, l);
    draw_traces(img, d, l);
    for &(suit, at) in &d.pawns {
        let (cx, cy) = l.centre(at);
        piecepack::pawn(img, suit, cx, cy, l.cell);
    }
    for c in &d.coins {
        let (cx, cy) = l.centre(c.at);
        piecepack::coin(img, c.suit, c.value, cx, cy, l.cell * 0.34);
    }
    for [(a, va), (b, vb)] in &d.dominoids {
        draw_tile(img, &l.place(*a, *b), (*va, *vb), &Face::Pips, false);
    }
    draw_marks(img, d, l);
}

/// The board's base and its sixteen tiles, the shifted row or column
/// tinted, with the shift's arrows.
fn draw_tiles(img: &mut RgbImage, d: &DominoidsView, l: &Layout) {
    let (span, cell) = (l.span(), l.cell);
    let (x0, y0) = (l.board_left, l.board_top);
    // The dark base shows as a frame and in the gaps between tiles; the
    // tiles cover the rest, so it is not filled under them.
    fill_round_rect_skipping(
        img,
        RoundRect::new(x0 - 8.0, y0 - 8.0, x0 + span + 8.0, y0 + span + 8.0, 14.0),
        BOARD_BASE,
        1.0,
        Some([x0, y0, x0 + span, y0 + span]),
    );
    for k in 1..4 {
        let (gx, _) = l.corner(Cell::new(2 * k, 0));
        fill_rect(img, gx - GAP, y0, gx, y0 + span, BOARD_BASE, 1.0);
        let (_, gy) = l.corner(Cell::new(0, 7 - 2 * k));
        fill_rect(img, x0, gy - GAP, x0 + span, gy, BOARD_BASE, 1.0);
    }
    let shifted = d.marks.iter().find_map(|m| match m {
        Mark::Shift { line, dir } => Some((*line, *dir)),
        _ => None,
    });
    for tx in 0..4 {
        for ty in 0..4 {
            let (x, y) = l.corner(Cell::new(2 * tx, 2 * ty + 1));
            let tile = RoundRect::new(x, y, x + 2.0 * cell, y + 2.0 * cell, 7.0);
            let lit = shifted.is_some_and(|(line, _)| line.contains(Cell::new(2 * tx, 2 * ty)));
            fill_round_rect(img, tile, if lit { hex(0xFFF1B8) } else { WATER }, 1.0);
            let (mid_x, mid_y) = (x + cell, y + cell);
            fill_rect(
                img,
                mid_x - 0.75,
                y + 6.0,
                mid_x + 0.75,
                y + 2.0 * cell - 6.0,
                WATER_LINE,
                1.0,
            );
            fill_rect(
                img,
                x + 6.0,
                mid_y - 0.75,
                x + 2.0 * cell - 6.0,
                mid_y + 0.75,
                WATER_LINE,
                1.0,
            );
        }
    }
    if let Some((line, dir)) = shifted {
        shift_arrows(img, l, line, dir);
    }
}

/// Files and ranks on all four sides, as in the notation.
fn draw_files_and_ranks(img: &mut RgbImage, l: &Layout) {
    let span = l.span();
    let (x0, y0) = (l.board_left, l.board_top);
    let label = Style::new(Weight::Bold, SMALL, palette::LABEL);
    for i in 0..8 {
        let (cx, _) = l.centre(Cell::new(i, 0));
        let file = ((b'a' + i as u8) as char).to_string();
        label.draw_centred(img, cx, y0 - 24.0, &file);
        label.draw_centred(img, cx, y0 + span + 26.0, &file);
        let (_, cy) = l.centre(Cell::new(0, i));
        let rank = (i + 1).to_string();
        label.draw_centred(img, x0 - 28.0, cy, &rank);
        label.draw_centred(img, x0 + span + 28.0, cy, &rank);
    }
}

/// Traces of what happened this turn, drawn under the pieces: where a
/// slide or a turn came from, a coin eaten, a Dominoid removed.
fn draw_traces(img: &mut RgbImage, d: &DominoidsView, l: &Layout) {
    for m in &d.marks {
        match *m {
            Mark::Slide { from, to } => {
                let back = step_back(from, to);
                let (a, b) = (l.corner(back), l.corner(to));
                trail(img, a, b, l.cell, 0.4);
            }
            Mark::Rotate { from, .. } => {
                let (x, y) = l.corner(from);
                trail(img, (x, y), (x, y), l.cell, 0.35);
            }
            Mark::Eaten { at, suit } => {
                let (cx, cy) = l.centre(at);
                super::canvas::ring(img, cx, cy, l.cell * 0.3, 3.0, suit_colour(suit));
                super::canvas::band(
                    img,
                    (cx - l.cell * 0.21, cy + l.cell * 0.21),
                    (cx + l.cell * 0.21, cy - l.cell * 0.21),
                    3.0,
                    suit_colour(suit),
                );
            }
            Mark::Removed { cells } => {
                let p = l.place(cells[0], cells[1]);
                stroke_round_rect(img, p.body(), 3.0, GONE, 0.9);
                let b = p.body();
                let k = b.hw.min(b.hh) * 0.6;
                for (sx, sy) in [(1.0, 1.0), (1.0, -1.0)] {
                    band(
                        img,
                        (b.cx - sx * k, b.cy - sy * k),
                        (b.cx + sx * k, b.cy + sy * k),
                        5.0,
                        GONE,
                    );
                }
            }
            _ => {}
        }
    }
}

/// Over the pieces: what the decision now is about (the focus squares)
/// and what just arrived (arrows, a new child, new food).
fn draw_marks(img: &mut RgbImage, d: &DominoidsView, l: &Layout) {
    for &c in &d.focus {
        let (x, y) = l.corner(c);
        stroke_round_rect(
            img,
            RoundRect::new(x + 2.0, y + 2.0, x + l.cell - 2.0, y + l.cell - 2.0, 10.0),
            4.0,
            palette::TURN_MARK,
            1.0,
        );
    }
    for m in &d.marks {
        match *m {
            Mark::Slide { from, to } => {
                // Over the squares left behind, up to the Dominoid's new tail.
                let back = step_back(from, to);
                let tail = step_back(to, step_back(to, from));
                let (a, b) = (l.centre(back), l.centre(tail));
                let (ux, uy) = unit(a, b);
                piecepack::arrow(
                    img,
                    (a.0 - ux * l.cell * 0.25, a.1 - uy * l.cell * 0.25),
                    (b.0 - ux * l.cell * 0.42, b.1 - uy * l.cell * 0.42),
                    MARK_PEN,
                );
            }
            Mark::Rotate { pivot, from, to } => {
                let c = l.centre(pivot);
                let (a, b) = (l.centre(from), l.centre(to));
                let a0 = (a.1 - c.1).atan2(a.0 - c.0);
                let mut a1 = (b.1 - c.1).atan2(b.0 - c.0);
                let turn = a1 - a0;
                if turn > std::f32::consts::PI {
                    a1 -= 2.0 * std::f32::consts::PI;
                } else if turn < -std::f32::consts::PI {
                    a1 += 2.0 * std::f32::consts::PI;
                }
                // The head stops at the edge of the half that turned, so
                // it points at its pips instead of covering one.
                let short = 0.56 * (a1 - a0).signum();
                piecepack::arc_arrow(img, c, l.cell * 0.95, (a0, a1 - short), MARK_PEN);
            }
            Mark::Placed { cells } => {
                let p = l.place(cells[0], cells[1]);
                stroke_round_rect(img, p.body().grow(4.0), 5.0, palette::HIGHLIGHT, 1.0);
            }
            Mark::Food { at } => {
                let (cx, cy) = l.centre(at);
                super::canvas::ring(img, cx, cy, l.cell * 0.34 + 6.0, 4.0, palette::HIGHLIGHT);
            }
            _ => {}
        }
    }
}

/// The square behind the trailing end before a slide of the leading end
/// from `from` to `to`.
fn step_back(from: Cell, to: Cell) -> Cell {
    let (dx, dy) = ((to.x - from.x).signum(), (to.y - from.y).signum());
    Cell::new(from.x - dx, from.y - dy)
}

fn unit(a: (f32, f32), b: (f32, f32)) -> (f32, f32) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    (dx / len, dy / len)
}

/// A translucent band over the squares from corner `a` to corner `b`.
fn trail(img: &mut RgbImage, a: (f32, f32), b: (f32, f32), cell: f32, alpha: f32) {
    let (x0, y0) = (a.0.min(b.0), a.1.min(b.1));
    let (x1, y1) = (a.0.max(b.0) + cell, a.1.max(b.1) + cell);
    fill_round_rect(
        img,
        RoundRect::new(x0 + 4.0, y0 + 4.0, x1 - 4.0, y1 - 4.0, 10.0),
        TRAIL,
        alpha,
    );
}

/// Arrows beside the shifted row or column, pointing the way it moved.
fn shift_arrows(img: &mut RgbImage, l: &Layout, line: Line, dir: Dir) {
    let span = l.span();
    let (ux, uy) = match dir {
        Dir::E => (1.0, 0.0),
        Dir::W => (-1.0, 0.0),
        Dir::N => (0.0, -1.0),
        Dir::S => (0.0, 1.0),
    };
    let centre = match line {
        Line::Row(r) => {
            let (_, y) = l.corner(Cell::new(0, 2 * r + 1));
            (l.board_left + span / 2.0, y + l.cell)
        }
        Line::Column(k) => {
            let (x, _) = l.corner(Cell::new(2 * k, 0));
            (x + l.cell, l.board_top + span / 2.0)
        }
    };
    // Two arrows, in the gutters at both ends of the line.
    let reach = span / 2.0 + 22.0;
    for end in [-1.0f32, 1.0] {
        let mid = (centre.0 + ux * reach * end, centre.1 + uy * reach * end);
        let a = (mid.0 - ux * 14.0, mid.1 - uy * 14.0);
        let b = (mid.0 + ux * 14.0, mid.1 + uy * 14.0);
        piecepack::arrow(img, a, b, Pen { width: 7.0, ..MARK_PEN });
    }
}

/// A labelled box outline on the felt.
fn panel(img: &mut RgbImage, x0: f32, y0: f32, x1: f32, y1: f32, title: &str) {
    stroke_round_rect(img, RoundRect::new(x0, y0, x1, y1, 12.0), 2.0, palette::FELT_LINE, 1.0);
    let style = Style::new(Weight::Bold, SMALL, palette::LABEL);
    let w = style.width(title) + 16.0;
    fill_rect(img, x0 + 14.0, y0 - 16.0, x0 + 14.0 + w, y0 + 16.0, palette::FELT, 1.0);
    style.draw(img, x0 + 22.0, y0, title);
}

/// The dice in one row, in three groups after their names: old, this
/// turn's (the one being used outlined, used ones dimmed) and new.
fn draw_dice(img: &mut RgbImage, d: &DominoidsView, l: &Layout) {
    let top = l.dice_top() + 8.0;
    let cy = top + DIE / 2.0;
    let slot = DIE + 10.0;
    let of = |p: &[Place]| -> Vec<_> { d.dice.iter().filter(|x| p.contains(&x.place)).copied().collect() };
    let words = crate::words::words();
    let groups = [
        (words.dice_old.as_str(), of(&[Place::Old])),
        (words.dice_this_turn.as_str(), of(&[Place::Taken, Place::Used])),
        (words.dice_new.as_str(), of(&[Place::New])),
    ];
    let title = Style::new(Weight::Bold, SMALL, palette::LABEL);
    let none = Style::new(Weight::Regular, SMALL, palette::FELT_ORIGIN);
    let width = |(name, dice): &(&str, Vec<_>)| {
        title.width(name)
            + 12.0
            + if dice.is_empty() {
                none.width(&words.none)
            } else {
                dice.len() as f32 * slot - 10.0
            }
    };
    // The groups 36 px apart, closer where a language's names are longer.
    let widths: f32 = groups.iter().map(width).sum();
    let apart = ((WIDTH - 2.0 * PAD - widths) / 2.0).clamp(12.0, 36.0);
    let total = widths + 2.0 * apart;
    let mut x = ((WIDTH - total) / 2.0).max(PAD);
    for group in &groups {
        let (name, dice) = group;
        title.draw(img, x, cy, name);
        let mut dx = x + title.width(name) + 12.0;
        if dice.is_empty() {
            none.draw(img, dx, cy, &words.none);
        }
        for die in dice {
            piecepack::die(img, die.suit, die.face, dx, top, DIE, die.place == Place::Used);
            if die.place == Place::Taken {
                stroke_round_rect(
                    img,
                    RoundRect::new(dx - 4.0, top - 4.0, dx + DIE + 4.0, top + DIE + 4.0, 12.0),
                    3.0,
                    palette::TURN_MARK,
                    1.0,
                );
            }
            dx += slot;
        }
        x += width(group) + apart;
    }
}

/// The gene pool: the dominoes that may still be born, upright.
fn draw_pool(img: &mut RgbImage, d: &DominoidsView, l: &Layout) {
    let top = l.pool_top() + 16.0;
    let words = crate::words::words();
    let title = words.gene_pool.of(d.pool.len());
    panel(img, PAD, top, WIDTH - PAD, top + POOL_H - 18.0, &title);
    let cell: f32 = 32.0;
    let gap: f32 = 12.0;
    let n = d.pool.len() as f32;
    let per = cell + gap;
    let avail = WIDTH - 2.0 * PAD - 24.0;
    // Shrink the spacing if a large pool would not fit.
    let per = per.min(avail / n.max(1.0));
    let mut x = WIDTH / 2.0 - (n * per - (per - cell)) / 2.0;
    let y = top + 10.0;
    if d.pool.is_empty() {
        Style::new(Weight::Regular, SMALL, palette::LABEL).draw_centred(img, WIDTH / 2.0, y + cell, &words.empty);
    }
    for t in &d.pool {
        let place = TilePlace {
            a: (x, y),
            b: (x, y + cell),
            cell,
        };
        draw_tile(img, &place, (t.lo, t.hi), &Face::Pips, false);
        x += per;
    }
}

/// Where a player's food starts, right of their colour swatch.
const FOOD_LEFT: f32 = PAD + 2.0 * 12.0 + 16.0;
const COIN_GAP: f32 = 5.0;
const SUIT_GAP: f32 = 16.0;
/// Eaten coins are drawn at most this big, and at least this big (their
/// values stay readable on a phone): a row that does not fit at the
/// smallest size goes on on a second line.
const COIN_R: (f32, f32) = (14.0, 19.0);

/// One player's food as drawn: the coins' radius and the lines of suit
/// groups (each group's values sorted), a group never split.
struct FoodLayout {
    r: f32,
    lines: Vec<Vec<(Suit, Vec<u8>)>>,
}

fn group_width(n: usize, r: f32) -> f32 {
    n as f32 * (2.0 * r + COIN_GAP) - COIN_GAP
}

/// The coins on one line as large as fit, or at the smallest size on as
/// many lines as they need; nothing eaten still takes one line.
fn food_layout(eaten: &[(Suit, u8)]) -> FoodLayout {
    let groups: Vec<(Suit, Vec<u8>)> = Suit::ALL
        .into_iter()
        .filter_map(|suit| {
            let mut values: Vec<u8> = eaten.iter().filter(|(s, _)| *s == suit).map(|(_, v)| *v).collect();
            values.sort();
            (!values.is_empty()).then_some((suit, values))
        })
        .collect();
    let room = WIDTH - PAD - FOOD_LEFT;
    let gaps = SUIT_GAP * groups.len().saturating_sub(1) as f32;
    let one_line = ((room - gaps) / eaten.len().max(1) as f32 - COIN_GAP) / 2.0;
    let r = one_line.clamp(COIN_R.0, COIN_R.1);
    let mut lines: Vec<Vec<(Suit, Vec<u8>)>> = vec![Vec::new()];
    let mut x = 0.0;
    for group in groups {
        let w = group_width(group.1.len(), r);
        let line_is_empty = lines.last().is_none_or(Vec::is_empty);
        if !line_is_empty && x + SUIT_GAP + w > room {
            lines.push(Vec::new());
            x = 0.0;
        }
        x += if x > 0.0 { SUIT_GAP } else { 0.0 } + w;
        if let Some(line) = lines.last_mut() {
            line.push(group);
        }
    }
    FoodLayout { r, lines }
}

/// Each player's food behind their colour, on one line or more: the
/// coins grouped by suit, a group that earns the bonus underlined. (The
/// header says what it is worth.)
fn draw_eaten(img: &mut RgbImage, d: &DominoidsView, l: &Layout) {
    let none = Style::new(Weight::Regular, SMALL, palette::LABEL);
    let mut top = l.eaten_top() + EATEN_TITLE;
    for (seat, eaten) in d.eaten.iter().enumerate() {
        let food = food_layout(eaten);
        let cy = top + EATEN_ROW_H / 2.0;
        top += EATEN_ROW_H * food.lines.len() as f32;
        let sw = 12.0;
        fill_round_rect(
            img,
            RoundRect::new(PAD, cy - sw, PAD + 2.0 * sw, cy + sw, 5.0),
            seat_colour(seat),
            1.0,
        );
        if eaten.is_empty() {
            none.draw(img, FOOD_LEFT, cy, &crate::words::words().nothing_eaten);
            continue;
        }
        let bonus = |suit: Suit| d.scores.get(seat).is_some_and(|s| s.bonus_suits.contains(&suit));
        let r = food.r;
        for (k, line) in food.lines.iter().enumerate() {
            let cy = cy + EATEN_ROW_H * k as f32;
            let mut x = FOOD_LEFT;
            for (suit, values) in line {
                for (i, v) in values.iter().enumerate() {
                    piecepack::coin(img, *suit, Some(*v), x + r + i as f32 * (2.0 * r + COIN_GAP), cy, r);
                }
                let w = group_width(values.len(), r);
                if bonus(*suit) {
                    fill_rect(img, x, cy + r + 4.0, x + w, cy + r + 8.0, palette::HIGHLIGHT, 1.0);
                }
                x += w + SUIT_GAP;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dominoes_engine::view::BoardView;
    use dominoes_engine::{GameKind, GameRng, Options, Viewer};

    fn start() -> GameView {
        let mut rng = GameRng::from_seed([1; 32]);
        let game = GameKind::Dominoids.setup(&Options::default(), 2, &mut rng).unwrap();
        game.view(Viewer::Public)
    }

    fn data(view: &mut GameView) -> &mut DominoidsView {
        match &mut view.board {
            BoardView::Dominoids(d) => d,
            _ => panic!("not a Dominoids board"),
        }
    }

    /// The picture and where its board band starts.
    fn draw(view: &GameView) -> (RgbImage, Layout) {
        let names = ["Ann".to_string(), "Bob".to_string()];
        let picture = super::super::board_picture(view, &names, super::super::Region::Play);
        let d = match &view.board {
            BoardView::Dominoids(d) => d,
            _ => panic!("not a Dominoids board"),
        };
        let frame = Frame::with_min_body(view, &names, fixed_height(d) + 8.0 * MIN_CELL);
        let top = frame.header_h as f32;
        (picture.image, Layout::new(top, picture.layout.cell_px))
    }

    fn pixel(img: &RgbImage, (x, y): (f32, f32)) -> Colour {
        *img.get_pixel(x as u32, y as u32)
    }

    #[test]
    fn squares_sit_where_their_names_say_and_the_picture_fits_a_phone() {
        let view = start();
        let (img, l) = draw(&view);
        assert_eq!(img.width(), WIDTH as u32);
        assert!(img.height() <= super::super::MAX_HEIGHT, "{}", img.height());
        let mut view = view;
        let d = data(&mut view).clone();
        // Pawns on b3, c7, g6, f2: rank 1 at the bottom, file a on the left.
        for (suit, at) in &d.pawns {
            let (cx, cy) = l.centre(*at);
            assert_eq!(pixel(&img, (cx, cy + l.cell * 0.33)), suit_colour(*suit), "{suit} pawn");
        }
        for empty in ["a1", "h8", "h1", "a8"] {
            let c = dominoes_engine::dominoids::parse_square(empty).unwrap();
            assert_eq!(pixel(&img, l.centre(c)), WATER, "{empty} is empty");
        }
        assert!(l.centre(Cell::new(0, 0)).1 > l.centre(Cell::new(0, 7)).1);
        assert!(l.centre(Cell::new(0, 0)).0 < l.centre(Cell::new(7, 0)).0);
    }

    #[test]
    fn a_face_down_coin_shows_its_suit_and_a_face_up_coin_its_value() {
        let mut view = start();
        let (img, l) = draw(&view);
        let coin = data(&mut view).coins[0];
        let (cx, cy) = l.centre(coin.at);
        let r = l.cell * 0.34;
        assert_eq!(
            pixel(&img, (cx, cy + 0.7 * r)),
            suit_colour(coin.suit),
            "the back is the suit's colour"
        );
        data(&mut view).coins[0].value = Some(3);
        let (img, _) = draw(&view);
        assert_eq!(pixel(&img, (cx, cy + 0.7 * r)), palette::IVORY, "the face is ivory");
        assert_eq!(
            pixel(&img, (cx, cy + 0.9 * r)),
            suit_colour(coin.suit),
            "ringed in the suit's colour"
        );
    }

    #[test]
    fn the_shifted_row_is_tinted_and_nothing_else() {
        let mut view = start();
        data(&mut view).marks = vec![Mark::Shift {
            line: Line::Row(0),
            dir: Dir::E,
        }];
        let (img, l) = draw(&view);
        assert_ne!(pixel(&img, l.centre(Cell::new(0, 0))), WATER, "a1 is in ranks 1-2");
        assert_eq!(pixel(&img, l.centre(Cell::new(0, 7))), WATER, "a8 is not");
    }

    #[test]
    fn the_turning_arrow_leaves_the_turned_half_readable() {
        // A Dominoid on a1 (pivot) and b1, turned there from a2: a 1 on b1
        // has its pip in the middle of the square, which the arrow must
        // not cover.
        let mut view = start();
        let (pivot, from, to) = (Cell::new(0, 0), Cell::new(0, 1), Cell::new(1, 0));
        let d = data(&mut view);
        d.pawns.clear();
        d.coins.clear();
        d.dominoids = vec![[(pivot, 2), (to, 1)]];
        d.marks = vec![Mark::Rotate { pivot, from, to }];
        let (img, l) = draw(&view);
        let (cx, cy) = l.centre(to);
        assert_eq!(pixel(&img, (cx, cy)), palette::INK, "the pip of the 1");
        // The arrow is drawn: its yellow shows over the square it left.
        let (fx, fy) = l.centre(from);
        let yellow = (0..l.cell as u32)
            .flat_map(|i| (0..l.cell as u32).map(move |j| (i, j)))
            .any(|(i, j)| {
                let (x, y) = (fx - l.cell / 2.0 + i as f32, fy - l.cell / 2.0 + j as f32);
                pixel(&img, (x, y)) == MARK_PEN.fill
            });
        assert!(yellow, "no arrow");
    }

    #[test]
    fn twenty_four_coins_eaten_stay_inside_the_picture() {
        // Every coin of the set eaten by one player: before, the row ran
        // off the right edge and its last suit was cut.
        let mut view = start();
        let all: Vec<(Suit, u8)> = Suit::ALL.iter().flat_map(|s| (0..6).map(move |v| (*s, v))).collect();
        data(&mut view).eaten = vec![all.clone(), vec![(Suit::Moons, 2)]];
        let (img, l) = draw(&view);
        assert!(img.height() <= super::super::MAX_HEIGHT, "{}", img.height());
        let food = food_layout(&all);
        let coins: usize = food.lines.iter().flatten().map(|(_, v)| v.len()).sum();
        assert_eq!(coins, 24);
        // Nothing is drawn in the right margin of the food rows: the felt
        // shows there from the first food line to the bottom of the body.
        let top = (l.eaten_top() + EATEN_TITLE) as u32;
        let bottom = top + (EATEN_ROW_H * 3.0) as u32;
        for y in top..bottom.min(img.height()) {
            for x in (WIDTH - PAD + 2.0) as u32..WIDTH as u32 {
                assert_eq!(pixel(&img, (x as f32, y as f32)), palette::FELT, "{x},{y}");
            }
        }
        // The last coin (the 5 of arms) is drawn where it is laid out, on
        // the second line: its rim in the suit's colour.
        assert_eq!(food.lines.len(), 2);
        let last = food.lines[1].iter().map(|(_, v)| v.len()).sum::<usize>();
        let r = food.r;
        let x = FOOD_LEFT + r + (last - 1) as f32 * (2.0 * r + COIN_GAP);
        let cy = l.eaten_top() + EATEN_TITLE + 1.5 * EATEN_ROW_H;
        assert!(x + r <= WIDTH - PAD);
        assert_eq!(pixel(&img, (x + 0.9 * r, cy)), suit_colour(Suit::Arms));
    }
}
