//! Dominoes of the binary-coded set: each half shows its number 0-7 as
//! concentric rings (pip = 1, small circle = 2, big circle = 4).
//!
//! The two circles differ in more than size, so one alone is told apart
//! at a glance on a phone: the big circle is a thin line around a tinted
//! disc, the small circle a bold line around an untinted hole.

use super::canvas::{
    Colour, RoundRect, fill_bordered, fill_disc, fill_rect, fill_round_rect_skipping, mix, ring, stroke_round_rect,
};
use super::palette;
use super::text::{SMALL, Style, Weight};
use dominoes_engine::common::tiles::Ring;

/// Colours of the pip, the small circle and the big circle.
pub type RingColours = [Colour; 3];

pub const PLAIN_RINGS: RingColours = [palette::INK, palette::INK, palette::INK];

// Proportions, as fractions of the cell (half-tile) size.
const INSET: f32 = 0.06;
const CORNER: f32 = 0.13;
const BIG: f32 = 0.36;
const BIG_STROKE: f32 = 0.035;
const SMALL_R: f32 = 0.19;
const SMALL_STROKE: f32 = 0.1;
const DOT: f32 = 0.09;
/// How much of the big circle's colour tints its disc.
const BIG_TINT: f32 = 0.22;
/// Halves at least this big (in pixels) get their number as a digit too.
pub const DIGITS_FROM: f32 = 44.0;

fn ring_index(r: Ring) -> usize {
    match r {
        Ring::Pip => 0,
        Ring::Small => 1,
        Ring::Big => 2,
    }
}

/// Ring colours with the given rings recoloured.
pub fn ring_colours(owned: impl IntoIterator<Item = (Ring, Colour)>) -> RingColours {
    let mut out = PLAIN_RINGS;
    for (r, c) in owned {
        out[ring_index(r)] = c;
    }
    out
}

/// The symbol for `n` centred on `cx, cy` in a half of `cell` pixels.
pub fn symbol(img: &mut image::RgbImage, cx: f32, cy: f32, cell: f32, n: u8, rings: &RingColours) {
    if n & 4 != 0 {
        fill_disc(img, cx, cy, cell * BIG, mix(rings[2], palette::IVORY, BIG_TINT));
        ring(img, cx, cy, cell * BIG, (cell * BIG_STROKE).max(1.5), rings[2]);
    }
    if n & 2 != 0 {
        // The hole is ivory even inside a big circle's tint.
        fill_disc(img, cx, cy, cell * SMALL_R, palette::IVORY);
        ring(img, cx, cy, cell * SMALL_R, (cell * SMALL_STROKE).max(2.5), rings[1]);
    }
    if n & 1 != 0 {
        fill_disc(img, cx, cy, (cell * DOT).max(2.0), rings[0]);
    }
}

/// How a half shows its number: the binary set's rings, or the pips of an
/// ordinary set (0-9).
#[derive(Clone, Copy, Debug)]
pub enum Face {
    Rings(RingColours),
    Pips,
    /// Pips larger and further apart, for a tile shown alone at a small
    /// size (an emoji on a button), where the board's pips would blur.
    BoldPips,
    /// The tile's shape alone: for a compact area whose halves are too
    /// small for pips to be counted (its numbers are said in words).
    Outline,
}

/// Pip positions on a 3x3 lattice (column, row), for 0 to 9, laid out as on
/// an ordinary domino.
fn pip_spots(n: u8) -> &'static [(u8, u8)] {
    const C: (u8, u8) = (1, 1);
    match n {
        1 => &[C],
        2 => &[(0, 0), (2, 2)],
        3 => &[(0, 0), C, (2, 2)],
        4 => &[(0, 0), (2, 0), (0, 2), (2, 2)],
        5 => &[(0, 0), (2, 0), C, (0, 2), (2, 2)],
        6 => &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
        7 => &[(0, 0), (2, 0), (0, 1), C, (2, 1), (0, 2), (2, 2)],
        8 => &[(0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)],
        9 => &[(0, 0), (1, 0), (2, 0), (0, 1), C, (2, 1), (0, 2), (1, 2), (2, 2)],
        _ => &[],
    }
}

/// The pips for `n` centred on `cx, cy` in a half of `cell` pixels.
pub fn pips(img: &mut image::RgbImage, cx: f32, cy: f32, cell: f32, n: u8, colour: Colour) {
    pips_sized(img, (cx, cy), cell, n, colour, (0.25, 0.085));
}

/// The pips for `n` centred on `(cx, cy)`, `step` apart and of radius `r`
/// (both as fractions of the half's size).
fn pips_sized(
    img: &mut image::RgbImage,
    (cx, cy): (f32, f32),
    cell: f32,
    n: u8,
    colour: Colour,
    (step, r): (f32, f32),
) {
    let step = cell * step;
    let r = (cell * r).max(1.8);
    for &(col, row) in pip_spots(n) {
        let x = cx + (f32::from(col) - 1.0) * step;
        let y = cy + (f32::from(row) - 1.0) * step;
        fill_disc(img, x, y, r, colour);
    }
}

/// One half's number, centred on `cx, cy`, in the given face.
pub fn number(img: &mut image::RgbImage, cx: f32, cy: f32, cell: f32, n: u8, face: &Face) {
    match face {
        Face::Rings(rings) => symbol(img, cx, cy, cell, n, rings),
        Face::Pips => pips(img, cx, cy, cell, n, palette::INK),
        Face::BoldPips => pips_sized(img, (cx, cy), cell, n, palette::INK, (0.28, 0.12)),
        Face::Outline => {}
    }
}

/// Where the two halves of a tile are: the top-left corners of its cells.
#[derive(Clone, Copy, Debug)]
pub struct TilePlace {
    pub a: (f32, f32),
    pub b: (f32, f32),
    pub cell: f32,
}

impl TilePlace {
    /// The tile's body (both cells, inset a little).
    pub fn body(&self) -> RoundRect {
        let x0 = self.a.0.min(self.b.0);
        let y0 = self.a.1.min(self.b.1);
        let x1 = self.a.0.max(self.b.0) + self.cell;
        let y1 = self.a.1.max(self.b.1) + self.cell;
        let inset = (self.cell * INSET).max(2.0);
        RoundRect::new(x0 + inset, y0 + inset, x1 - inset, y1 - inset, self.cell * CORNER)
    }

    fn highlight_width(&self) -> f32 {
        (self.cell * 0.085).max(3.0)
    }

    /// The outline drawn around the last tile laid.
    fn highlight_path(&self) -> RoundRect {
        self.body().grow(self.highlight_width() / 2.0 + 1.0)
    }

    /// A point in the middle of the highlight's stroke (top edge).
    #[cfg(test)]
    pub fn highlight_probe(&self) -> (f32, f32) {
        let p = self.highlight_path();
        (p.cx, p.top())
    }
}

/// Draws a whole tile: shadow, ivory body with a dark border, the divider,
/// both symbols and (when `digits`) the small numbers in the corners.
pub fn draw_tile(img: &mut image::RgbImage, place: &TilePlace, numbers: (u8, u8), face: &Face, digits: bool) {
    let cell = place.cell;
    let body = place.body();
    let shadow = RoundRect {
        cx: body.cx + cell * 0.02,
        cy: body.cy + cell * 0.035,
        ..body.grow(cell * 0.01)
    };
    // The shadow only shows beyond the body's right and bottom edges.
    let core = [
        body.cx - body.hw + body.r,
        body.cy - body.hh + body.r,
        body.cx + body.hw - body.r,
        body.cy + body.hh - body.r,
    ];
    fill_round_rect_skipping(img, shadow, palette::SHADOW, 0.35, Some(core));
    fill_bordered(img, body, (cell * 0.025).max(1.2), palette::TILE_EDGE, palette::IVORY);

    // Divider across the middle, between the halves.
    let t = (cell * 0.025).max(1.2);
    let pad = cell * 0.14;
    if (place.a.1 - place.b.1).abs() < 0.5 {
        let x = place.a.0.max(place.b.0);
        fill_rect(
            img,
            x - t / 2.0,
            body.cy - body.hh + pad,
            x + t / 2.0,
            body.cy + body.hh - pad,
            palette::DIVIDER,
            1.0,
        );
    } else {
        let y = place.a.1.max(place.b.1);
        fill_rect(
            img,
            body.cx - body.hw + pad,
            y - t / 2.0,
            body.cx + body.hw - pad,
            y + t / 2.0,
            palette::DIVIDER,
            1.0,
        );
    }

    for (corner, n) in [(place.a, numbers.0), (place.b, numbers.1)] {
        number(img, corner.0 + cell / 2.0, corner.1 + cell / 2.0, cell, n, face);
        // Pips are easy to count; rings get a digit to help newcomers.
        if digits && matches!(face, Face::Rings(_)) {
            corner_digit(img, corner, cell, n);
        }
    }
}

/// The digit of a half in its top-left corner, ringed in ivory where it
/// crosses the big circle, so the circle passes behind it and both read.
fn corner_digit(img: &mut image::RgbImage, (x, y): (f32, f32), cell: f32, n: u8) {
    let style = Style::new(Weight::Bold, SMALL, palette::DIGIT);
    let inset = (cell * INSET).max(2.0) + (cell * 0.025).max(1.2) + 1.0;
    let cy = y + inset + style.cap_height() / 2.0;
    style.draw_with_halo(img, x + inset, cy, &n.to_string(), palette::IVORY, 2.0);
}

/// The thick outline marking the last tile laid.
pub fn draw_highlight(img: &mut image::RgbImage, place: &TilePlace, colour: Colour) {
    stroke_round_rect(img, place.highlight_path(), place.highlight_width(), colour, 1.0);
}

/// A small badge for a ring: the full symbol in pale grey with `ring`
/// picked out in `colour`, `size` pixels across.
pub fn ring_badge(img: &mut image::RgbImage, cx: f32, cy: f32, size: f32, ring_kind: Ring, colour: Colour) {
    // The badge is drawn like a half of `cell` pixels, bolder strokes.
    let cell = size / (2.0 * BIG + SMALL_STROKE);
    let pale = palette::BADGE_PALE;
    let pick = |r: Ring| if r == ring_kind { colour } else { pale };
    if ring_kind == Ring::Big {
        fill_disc(img, cx, cy, cell * BIG, mix(colour, palette::HEADER_BG, BIG_TINT));
    }
    ring(img, cx, cy, cell * BIG, (cell * 0.06).max(1.5), pick(Ring::Big));
    ring(
        img,
        cx,
        cy,
        cell * SMALL_R,
        (cell * SMALL_STROKE).max(2.0),
        pick(Ring::Small),
    );
    fill_disc(img, cx, cy, (cell * DOT * 1.3).max(1.8), pick(Ring::Pip));
}
