//! The Tetradominoes table: the dominoes on the grid with their pips, the
//! tetrominoes over them as see-through fills with strong outlines (so the
//! numbers underneath stay readable), then a strip with the pieces still
//! free and one row per seat: its colour, its tetrominoes, its face-up
//! dominoes and how many it holds hidden.

use super::canvas::{Colour, RoundRect, blend, fill_round_rect, hex};
use super::domino::Face;
use super::text::{SMALL, Style, Weight};
use super::{Drawn, Region, grid, grid_in_frame, overview, palette, seat_colour};
use dominoes_engine::GameView;
use dominoes_engine::common::grid::Cell;
use dominoes_engine::tetradominoes::Colour as PieceColour;
use dominoes_engine::tetradominoes::pieces::{Piece, Side};
use dominoes_engine::tetradominoes::view::TableView;
use dominoes_engine::view::GridView;
use image::RgbImage;

/// The light side: a pale sky blue, since white would vanish on ivory.
const LIGHT: Colour = hex(0xB8DDFF);
/// The edge of the light side, dark enough to show on ivory and felt.
const LIGHT_EDGE: Colour = hex(0x2B5C88);
const DARK: Colour = hex(0x1E1E24);
const WHITE: Colour = hex(0xFFFFFF);

/// How one piece colour is painted: a see-through fill, then bands of
/// solid colour measured inwards from the outline (outer band first).
struct Paint {
    fill: Colour,
    fill_alpha: f32,
    bands: [(Colour, f32); 2],
}

fn paint(colour: PieceColour, scale: f32) -> Paint {
    let (thin, thick) = (1.6 * scale, 5.0 * scale);
    match colour {
        PieceColour::Light => Paint {
            fill: LIGHT,
            fill_alpha: 0.5,
            bands: [(LIGHT_EDGE, thin * 1.2), (LIGHT, thick)],
        },
        PieceColour::Dark => Paint {
            fill: DARK,
            fill_alpha: 0.4,
            bands: [(WHITE, thin), (DARK, thick)],
        },
        PieceColour::Token(seat) => Paint {
            fill: seat_colour(seat),
            fill_alpha: 0.3,
            bands: [(WHITE, thin), (seat_colour(seat), thick)],
        },
    }
}

/// Which sides of a cell of a polyomino are open (no neighbour in the
/// piece), and which of its corners are rounded (outer) or notched (inner).
struct CellShape {
    /// Left, right, up, down: whether a neighbour of the piece is there.
    sides: [bool; 4],
    /// (on, mirrored in x, mirrored in y) for each corner.
    rounded: [(bool, bool, bool); 4],
    notches: [(bool, bool, bool); 4],
}

impl CellShape {
    fn of(cells: &[Cell], c: Cell) -> CellShape {
        let has = |dx: i32, dy: i32| cells.contains(&Cell::new(c.x + dx, c.y + dy));
        // Screen directions: up is y + 1 on the board.
        let (left, right, up, down) = (has(-1, 0), has(1, 0), has(0, 1), has(0, -1));
        CellShape {
            sides: [left, right, up, down],
            notches: [
                (left && up && !has(-1, 1), false, false),
                (right && up && !has(1, 1), true, false),
                (left && down && !has(-1, -1), false, true),
                (right && down && !has(1, -1), true, true),
            ],
            rounded: [
                (!left && !up, false, false),
                (!right && !up, true, false),
                (!left && !down, false, true),
                (!right && !down, true, true),
            ],
        }
    }

    /// The signed distance from (u, v) inside the cell to the piece's inset
    /// outline, positive outside.
    fn distance(&self, u: f32, v: f32, size: f32, inset: f32, radius: f32) -> f32 {
        let [left, right, up, down] = self.sides;
        let mut d = f32::MIN;
        if !left {
            d = d.max(inset - u);
        }
        if !right {
            d = d.max(u - (size - inset));
        }
        if !up {
            d = d.max(inset - v);
        }
        if !down {
            d = d.max(v - (size - inset));
        }
        // Mirror u and v so each corner test looks at the top left.
        let flip = |fx: bool, fy: bool| (if fx { size - u } else { u }, if fy { size - v } else { v });
        for &(on, fx, fy) in &self.rounded {
            let (a, b) = flip(fx, fy);
            let k = inset + radius;
            if on && a < k && b < k {
                d = d.max(((k - a).powi(2) + (k - b).powi(2)).sqrt() - radius);
            }
        }
        for &(on, fx, fy) in &self.notches {
            let (a, b) = flip(fx, fy);
            if on {
                d = d.max((inset - a).min(inset - b));
            }
        }
        d
    }
}

/// Paints a polyomino: the union of `cells`, each a square of `size`
/// pixels whose top-left corner is `corner(cell)`, shrunk by `inset` with
/// rounded outer corners. `halo` adds a ring just outside the outline.
fn draw_polyomino(
    img: &mut RgbImage,
    cells: &[Cell],
    corner: impl Fn(Cell) -> (f32, f32),
    size: f32,
    inset: f32,
    paint: &Paint,
    halo: Option<(Colour, f32)>,
) {
    let radius = inset.max(size * 0.12);
    let (w, h) = (img.width() as i64, img.height() as i64);
    for &c in cells {
        let (x0, y0) = corner(c);
        let shape = CellShape::of(cells, c);
        let (px0, py0) = (x0.floor() as i64, y0.floor() as i64);
        let (px1, py1) = ((x0 + size).ceil() as i64, (y0 + size).ceil() as i64);
        for py in py0.max(0)..py1.min(h) {
            for px in px0.max(0)..px1.min(w) {
                let u = px as f32 + 0.5 - x0;
                let v = py as f32 + 0.5 - y0;
                if u < 0.0 || v < 0.0 || u >= size || v >= size {
                    continue;
                }
                let d = shape.distance(u, v, size, inset, radius);
                let at = ((py * w + px) * 3) as usize;
                paint_pixel(&mut img.as_mut()[at..at + 3], d, paint, halo);
            }
        }
    }
}

/// One pixel of a polyomino at signed distance `d` from its outline: the
/// halo outside, the fill and the outline bands inside.
fn paint_pixel(p: &mut [u8], d: f32, paint: &Paint, halo: Option<(Colour, f32)>) {
    if let Some((colour, width)) = halo {
        blend(p, colour, (d.min(width - d) + 0.5).clamp(0.0, 1.0));
    }
    let inside = (0.5 - d).clamp(0.0, 1.0);
    if inside <= 0.0 {
        return;
    }
    blend(p, paint.fill, inside * paint.fill_alpha);
    // Bands inwards from the outline, the outer one drawn last so it stays
    // crisp against the fill.
    // (Two bands, spelt out: this runs for every pixel of every piece, and
    // a list of them built here was an allocation a pixel.)
    let depth = -d;
    let [(outer, w0), (inner, w1)] = paint.bands;
    let band = |a0: f32, a1: f32| ((depth - a0).min(a1 - depth) + 0.5).clamp(0.0, 1.0).min(inside);
    blend(p, inner, band(w0, w0 + w1));
    blend(p, outer, band(0.0, w0));
}

/// The tray under the table: the seven pieces and their letters (the
/// notes name the ones still free).
const TRAY_H: f32 = 84.0;
const TRAY_PAD: f32 = 24.0;
const ICON: f32 = 17.0;

/// The table's picture: the grid (around the play when it is big) with the
/// pieces over it, the tray of pieces, and the frame. The players' rows in
/// the header already say each one's colour, tetrominoes and dominoes.
/// The dominoes of the table as a grid, under the pieces.
pub(crate) fn grid_of(table: &TableView) -> GridView {
    GridView {
        tiles: table.dominoes.clone(),
        last: table.last_domino,
        ring_owners: Vec::new(),
        levels: Vec::new(),
        labels: Vec::new(),
        hide_axes: false,
        lowest_row: None,
    }
}

/// The table's cells as laid out: the dominoes with the pieces over them.
pub(crate) fn draw_cells(img: &mut RgbImage, table: &TableView, grid_view: &GridView, at: &grid::Layout) {
    grid::draw_with(img, grid_view, at, &Face::Pips, |area, local| {
        draw_pieces(area, table, local);
    });
}

pub(crate) fn board(view: &GameView, table: &TableView, names: &[String], region: Region) -> Drawn {
    let grid_view = grid_of(table);
    let (frame, layout) = grid_in_frame(view, names, &grid_view, region, TRAY_H);
    let body_h = layout.height + TRAY_H as u32;
    let image = frame.draw(
        view,
        names,
        (body_h, palette::FELT),
        |img, top| {
            draw_cells(img, table, &grid_view, &layout.at(top));
            draw_piece_tray(img, table, top + layout.height as f32);
        },
        |img, right, top| overview::draw(img, &grid_view, &layout, right, top),
    );
    Drawn {
        image,
        cell: layout.cell,
        cropped: layout.cropped(),
    }
}

/// The tetrominoes over the dominoes, the latest with a halo.
fn draw_pieces(img: &mut RgbImage, table: &TableView, layout: &grid::Layout) {
    for (i, piece) in table.pieces.iter().enumerate() {
        draw_piece(img, &piece.cells, piece.colour, layout, table.last_piece == Some(i));
    }
}

/// A piece of `colour` on `cells`; the latest one (or one about to be
/// laid, in the move picker's confirmation) with a halo.
pub(crate) fn draw_piece(img: &mut RgbImage, cells: &[Cell], colour: PieceColour, layout: &grid::Layout, latest: bool) {
    let inset = (layout.cell * 0.07).max(2.5);
    let scale = (layout.cell / 72.0).max(0.5);
    let halo = latest.then_some((palette::HIGHLIGHT, inset.max(3.0)));
    draw_polyomino(
        img,
        cells,
        |c| layout.corner(c),
        layout.cell,
        inset,
        &paint(colour, scale),
        halo,
    );
}

/// The seven pieces, light side as drawn; played ones fade to an outline
/// in their player's colour.
fn draw_piece_tray(img: &mut RgbImage, table: &TableView, top: f32) {
    let width = img.width() as f32;
    let left = TRAY_PAD;
    fill_round_rect(
        img,
        RoundRect::new(0.0, top, width, top + 1.0, 0.0),
        palette::FELT_LINE,
        1.0,
    );
    let letter_on = Style::new(Weight::Bold, SMALL, palette::LABEL_ZERO);
    let letter_off = Style::new(Weight::Regular, SMALL, palette::FELT_ORIGIN);
    let slot = (width - 2.0 * left) / 7.0;
    let icon_mid = top + TRAY_H / 2.0;
    for (k, piece) in Piece::ALL.into_iter().enumerate() {
        let cx = left + slot * (k as f32 + 0.5);
        let shape = piece.drawn();
        let cols = shape.iter().map(|c| c.0).max().unwrap_or(0) + 1;
        let rows = shape.iter().map(|c| c.1).max().unwrap_or(0) + 1;
        let (w, h) = (cols as f32 * ICON, rows as f32 * ICON);
        let (ox, oy) = (cx - w / 2.0 - 14.0, icon_mid - h / 2.0);
        let cells: Vec<Cell> = shape.iter().map(|&(x, y)| Cell::new(x, y)).collect();
        let free = table.unplayed.contains(&piece);
        let colour = table.pieces.iter().find(|p| p.piece == piece).map(|p| p.colour);
        let p = match (free, colour) {
            (true, _) | (false, None) => Paint {
                fill: WHITE,
                fill_alpha: 0.95,
                bands: [(DARK, 1.2), (palette::IVORY, 0.0)],
            },
            (false, Some(c)) => {
                let mut p = paint(c, 0.35);
                p.fill_alpha = 0.12;
                p
            }
        };
        draw_polyomino(
            img,
            &cells,
            |c| (ox + c.x as f32 * ICON, oy + (rows - 1 - c.y) as f32 * ICON),
            ICON,
            0.8,
            &p,
            None,
        );
        let style = if free { letter_on } else { letter_off };
        style.draw(img, ox + w + 6.0, icon_mid, &piece.letter().to_string());
    }
}

/// A piece alone, with `side` up, filling a square picture (an emoji): as
/// it lies on the table, painted as that side is, in the shape that side
/// shows (the dark side is the light one's mirror image), with the
/// outline bold enough to read at a button's size.
pub(crate) fn draw_piece_face(img: &mut RgbImage, piece: Piece, side: Side) {
    let shape = piece
        .orientations(side)
        .first()
        .copied()
        .unwrap_or_else(|| piece.drawn());
    let cols = shape.iter().map(|c| c.0).max().unwrap_or(0) + 1;
    let rows = shape.iter().map(|c| c.1).max().unwrap_or(0) + 1;
    let size = img.width().min(img.height()) as f32;
    // Four squares across at most, with a margin for the outline.
    let cell = (size * 0.96 / cols.max(rows).max(3) as f32).floor();
    let (ox, oy) = ((size - cols as f32 * cell) / 2.0, (size - rows as f32 * cell) / 2.0);
    let cells: Vec<Cell> = shape.iter().map(|&(x, y)| Cell::new(x, y)).collect();
    let colour = match side {
        Side::Light => PieceColour::Light,
        Side::Dark => PieceColour::Dark,
    };
    // On the table a piece shows the ivory dominoes through its fill; alone
    // it is painted over ivory so it looks the same, and opaque.
    let at = |c: Cell| (ox + c.x as f32 * cell, oy + (rows - 1 - c.y) as f32 * cell);
    draw_polyomino(img, &cells, at, cell, cell * 0.04, &ivory_body(), None);
    draw_polyomino(img, &cells, at, cell, cell * 0.04, &paint(colour, cell / 30.0), None);
}

/// An opaque ivory body under a piece's paint.
fn ivory_body() -> Paint {
    Paint {
        fill: palette::IVORY,
        fill_alpha: 1.0,
        bands: [(palette::IVORY, 0.0), (palette::IVORY, 0.0)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dominoes_engine::{Game, GameKind, GameRng, Options, Viewer};

    /// A game of `seats` played at random for `plies` actions.
    fn played(seats: usize, variant: Option<&str>, seed: u64, plies: usize) -> GameView {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
        let options = Options {
            variant: variant.map(str::to_string),
        };
        let mut game = GameKind::Tetradominoes.setup(&options, seats, &mut rng).unwrap();
        let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(seed + 1));
        for _ in 0..plies {
            let Some(seat) = game.to_act().seat() else { break };
            let legal = game.legal(seat);
            // Prefer tetrominoes, so the pictures show some.
            let pick = legal
                .iter()
                .position(|a| a.notation.len() > 12 && !a.notation.starts_with("reveal"))
                .unwrap_or_else(|| chooser.below(legal.len()));
            game.play(seat, &legal[pick].notation, &mut rng).unwrap();
        }
        game.view(Viewer::Public)
    }

    fn names(n: usize) -> Vec<String> {
        ["Ann", "Bea", "Cy", "Dan"][..n].iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_picture_for_every_table_size_fits_a_phone() {
        for seats in 2..=4 {
            let view = played(seats, None, seats as u64, 60);
            let img = super::super::board_image(&view, &names(seats));
            assert_eq!(img.width(), super::super::WIDTH);
            assert!(img.height() <= super::super::MAX_HEIGHT, "{}", img.height());
        }
    }

    #[test]
    fn pieces_are_see_through_and_outlined() {
        let mut img = RgbImage::from_pixel(100, 100, image::Rgb([200, 200, 200]));
        let cells = [Cell::new(0, 0), Cell::new(1, 0), Cell::new(2, 0), Cell::new(1, 1)];
        let corner = |c: Cell| (10.0 + c.x as f32 * 20.0, 50.0 - c.y as f32 * 20.0);
        draw_polyomino(
            &mut img,
            &cells,
            corner,
            20.0,
            2.0,
            &paint(PieceColour::Dark, 0.5),
            None,
        );
        // The middle of a square is darkened, not painted over.
        let mid = img.get_pixel(40, 60).0;
        assert!(mid[0] < 200 && mid[0] > 60, "{mid:?}");
        // The outline is dark and strong.
        let edge = img.get_pixel(40, 66).0;
        assert!(edge[0] < 60, "{edge:?}");
        // Outside the piece nothing changes, and the inset leaves a gap.
        assert_eq!(img.get_pixel(5, 60).0, [200, 200, 200]);
        assert_eq!(img.get_pixel(20, 41).0, [200, 200, 200], "above the left square");
        assert_eq!(img.get_pixel(40, 69).0[0], 200, "the inset gap at the bottom");
    }

    /// Pictures to look at: `cargo test -p dominoes-render tetradominoes -- --ignored`.
    #[test]
    #[ignore = "writes sample pictures to /tmp"]
    fn samples() {
        for (seats, variant, plies) in [(2, None, 40), (3, None, 60), (4, None, 50), (2, Some("match"), 70)] {
            let view = played(seats, variant, 9 + seats as u64, plies);
            let png = super::super::board_png(&view, &names(seats));
            let tag = variant.unwrap_or("game");
            std::fs::write(format!("/tmp/tetra_{seats}_{tag}.png"), png).unwrap();
        }
        let mut rng = GameRng::from_seed([1; 32]);
        let g = dominoes_engine::tetradominoes::Tetradominoes::setup(&Options::default(), 2, &mut rng).unwrap();
        let view = g.view(Viewer::Seat(0));
        std::fs::write(
            "/tmp/tetra_hand.png",
            super::super::hand_png(&view, &["Ann".to_string()]),
        )
        .unwrap();
    }
}
