//! Piecepack pieces drawn with our own shapes (no emoji font): the four
//! suit symbols, pawns, coins and dice.

use super::canvas::{Colour, RoundRect, fill_bordered, fill_convex, fill_disc, fill_rect, fill_round_rect, hex};
use super::palette;
use super::text::{SMALL, Style, Weight};
use dominoes_engine::dominoids::Suit;
use image::RgbImage;

/// Each suit's colour: the piecepack's red suns, black moons, green crowns
/// and blue arms, picked to stay apart for colour-blind eyes.
pub fn suit_colour(suit: Suit) -> Colour {
    match suit {
        Suit::Suns => hex(0xD55E00),
        Suit::Moons => hex(0x2A2833),
        Suit::Crowns => hex(0x0B8A5A),
        Suit::Arms => hex(0x1F67C8),
    }
}

/// The symbol of `suit`, `size` pixels across, centred on `cx, cy`. The
/// moon is cut out of a disc, so it needs the colour behind it (`bg`).
pub fn symbol(img: &mut RgbImage, suit: Suit, cx: f32, cy: f32, size: f32, colour: Colour, bg: Colour) {
    let s = size;
    match suit {
        Suit::Suns => sun(img, (cx, cy), s, colour),
        Suit::Moons => {
            fill_disc(img, cx - 0.04 * s, cy, 0.42 * s, colour);
            fill_disc(img, cx + 0.16 * s, cy - 0.12 * s, 0.34 * s, bg);
        }
        Suit::Crowns => crown(img, (cx, cy), s, colour),
        Suit::Arms => fleur_de_lis(img, (cx, cy), s, colour),
    }
}

/// A disc with eight pointed rays.
fn sun(img: &mut RgbImage, (cx, cy): (f32, f32), s: f32, colour: Colour) {
    let p = |dx: f32, dy: f32| (cx + dx * s, cy + dy * s);
    fill_disc(img, cx, cy, 0.25 * s, colour);
    for k in 0..8 {
        let a = k as f32 * std::f32::consts::FRAC_PI_4;
        let (c, si) = (a.cos(), a.sin());
        let (bx, by) = (-si, c);
        let (r0, r1, w) = (0.31, 0.5, 0.075);
        fill_convex(
            img,
            &[
                p(c * r0 + bx * w, si * r0 + by * w),
                p(c * r1, si * r1),
                p(c * r0 - bx * w, si * r0 - by * w),
            ],
            colour,
        );
    }
}

/// A band with three points, each with a ball on top.
fn crown(img: &mut RgbImage, (cx, cy): (f32, f32), s: f32, colour: Colour) {
    let p = |dx: f32, dy: f32| (cx + dx * s, cy + dy * s);
    fill_rect(
        img,
        cx - 0.4 * s,
        cy + 0.08 * s,
        cx + 0.4 * s,
        cy + 0.3 * s,
        colour,
        1.0,
    );
    fill_convex(img, &[p(-0.4, 0.1), p(-0.42, -0.3), p(-0.12, 0.1)], colour);
    fill_convex(img, &[p(-0.2, 0.1), p(0.0, -0.4), p(0.2, 0.1)], colour);
    fill_convex(img, &[p(0.12, 0.1), p(0.42, -0.3), p(0.4, 0.1)], colour);
    for (dx, dy) in [(-0.42, -0.32), (0.0, -0.42), (0.42, -0.32)] {
        fill_disc(img, cx + dx * s, cy + dy * s, 0.065 * s, colour);
    }
}

/// A fleur-de-lis: a tall middle petal, two curling side petals, a band
/// and a short foot.
fn fleur_de_lis(img: &mut RgbImage, (cx, cy): (f32, f32), s: f32, colour: Colour) {
    let p = |dx: f32, dy: f32| (cx + dx * s, cy + dy * s);
    fill_convex(
        img,
        &[
            p(0.0, -0.48),
            p(0.12, -0.28),
            p(0.11, 0.06),
            p(-0.11, 0.06),
            p(-0.12, -0.28),
        ],
        colour,
    );
    for side in [-1.0f32, 1.0] {
        let q = |dx: f32, dy: f32| p(side * dx, dy);
        fill_convex(
            img,
            &[q(0.08, 0.06), q(0.2, -0.2), q(0.36, -0.3), q(0.46, -0.18), q(0.3, 0.06)],
            colour,
        );
        fill_convex(
            img,
            &[q(0.36, -0.3), q(0.46, -0.34), q(0.5, -0.2), q(0.46, -0.18)],
            colour,
        );
    }
    fill_rect(
        img,
        cx - 0.34 * s,
        cy + 0.06 * s,
        cx + 0.34 * s,
        cy + 0.17 * s,
        colour,
        1.0,
    );
    fill_convex(
        img,
        &[p(-0.2, 0.17), p(0.2, 0.17), p(0.1, 0.3), p(0.0, 0.42), p(-0.1, 0.3)],
        colour,
    );
}

/// A pawn: a triangle in the suit's colour with the symbol in white.
pub fn pawn(img: &mut RgbImage, suit: Suit, cx: f32, cy: f32, cell: f32) {
    let colour = suit_colour(suit);
    let (h, w) = (cell * 0.8, cell * 0.78);
    let (top, bottom) = (cy - h * 0.55, cy + h * 0.45);
    let outline = 3.0f32.max(cell * 0.04);
    fill_convex(
        img,
        &[
            (cx, top - outline * 1.8),
            (cx + w / 2.0 + outline * 1.2, bottom + outline),
            (cx - w / 2.0 - outline * 1.2, bottom + outline),
        ],
        palette::IVORY,
    );
    fill_convex(
        img,
        &[(cx, top), (cx + w / 2.0, bottom), (cx - w / 2.0, bottom)],
        colour,
    );
    symbol(img, suit, cx, cy + h * 0.14, cell * 0.34, palette::IVORY, colour);
}

/// A coin, `r` pixels in radius: face down it shows its suit's symbol on
/// the suit's colour; face up, its value in the suit's colour on ivory.
pub fn coin(img: &mut RgbImage, suit: Suit, value: Option<u8>, cx: f32, cy: f32, r: f32) {
    let colour = suit_colour(suit);
    fill_disc(img, cx + r * 0.06, cy + r * 0.1, r, palette::SHADOW);
    fill_disc(img, cx, cy, r + 1.5, palette::IVORY);
    match value {
        None => {
            fill_disc(img, cx, cy, r - 1.0, colour);
            symbol(img, suit, cx, cy, r * 1.25, palette::IVORY, colour);
        }
        Some(v) => {
            fill_disc(img, cx, cy, r, colour);
            fill_disc(img, cx, cy, r * 0.8, palette::IVORY);
            let text = if v == 0 { "0".to_string() } else { v.to_string() };
            // Legible on a phone even on a small coin.
            Style::new(Weight::Bold, (r * 1.3).max(SMALL), colour).draw_centred(img, cx, cy, &text);
        }
    }
}

/// A die face, `size` pixels square, with its top-left corner at `x, y`:
/// the number in ink, the ace as the suit's symbol, a blank empty; a small
/// symbol in the corner names the suit whatever the face. `dim` greys out
/// a die already used.
pub fn die(img: &mut RgbImage, suit: Suit, face: u8, x: f32, y: f32, size: f32, dim: bool) {
    let colour = suit_colour(suit);
    let body = RoundRect::new(x, y, x + size, y + size, size * 0.16);
    fill_round_rect(
        img,
        RoundRect {
            cx: body.cx + size * 0.03,
            cy: body.cy + size * 0.05,
            ..body
        },
        palette::SHADOW,
        0.4,
    );
    fill_bordered(img, body, (size * 0.06).max(2.0), colour, palette::IVORY);
    let (cx, cy) = (x + size / 2.0, y + size / 2.0);
    match face {
        // A blank face is empty but for the suit in its corner.
        0 => {}
        1 => symbol(img, suit, cx, cy + size * 0.04, size * 0.62, colour, palette::IVORY),
        n => Style::new(Weight::Bold, size * 0.62, palette::INK).draw_centred(
            img,
            cx + size * 0.05,
            cy + size * 0.03,
            &n.to_string(),
        ),
    }
    if face != 1 {
        symbol(
            img,
            suit,
            x + size * 0.24,
            y + size * 0.24,
            size * 0.26,
            colour,
            palette::IVORY,
        );
    }
    if dim {
        fill_round_rect(img, body.grow(1.0), palette::FELT, 0.55);
    }
}

/// How an arrow is drawn: its shaft's width, its colour and the outline
/// that keeps it visible on any background.
#[derive(Clone, Copy, Debug)]
pub struct Pen {
    pub width: f32,
    pub fill: Colour,
    pub edge: Colour,
}

/// A thick arrow from `a` to `b` (shaft and head), outlined for contrast.
pub fn arrow(img: &mut RgbImage, a: (f32, f32), b: (f32, f32), pen: Pen) {
    let Pen { width, fill, edge } = pen;
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy, ux);
    let head = (width * 2.6).min(len * 0.6);
    let neck = (b.0 - ux * head, b.1 - uy * head);
    for (w, c) in [(width + 3.0, edge), (width, fill)] {
        let grow = (w - width) / 2.0;
        let h = w / 2.0;
        let start = (a.0 - ux * grow, a.1 - uy * grow);
        fill_convex(
            img,
            &[
                (start.0 + nx * h, start.1 + ny * h),
                (neck.0 + nx * h, neck.1 + ny * h),
                (neck.0 - nx * h, neck.1 - ny * h),
                (start.0 - nx * h, start.1 - ny * h),
            ],
            c,
        );
        let hw = width * 1.5 + grow;
        let tip = (b.0 + ux * grow * 1.6, b.1 + uy * grow * 1.6);
        let back = (neck.0 - ux * grow, neck.1 - uy * grow);
        fill_convex(
            img,
            &[
                tip,
                (back.0 + nx * hw, back.1 + ny * hw),
                (back.0 - nx * hw, back.1 - ny * hw),
            ],
            c,
        );
    }
}

/// A thick arc around `centre` of radius `r` from angle `a0` to `a1`
/// (radians, y downwards), with an arrow head at its end.
pub fn arc_arrow(img: &mut RgbImage, centre: (f32, f32), r: f32, (a0, a1): (f32, f32), pen: Pen) {
    let Pen { width, fill, edge } = pen;
    let steps = 14;
    let at = |a: f32| (centre.0 + r * a.cos(), centre.1 + r * a.sin());
    // Stop the band short of the end, where the head goes.
    let head_angle = (width * 2.4 / r).min((a1 - a0).abs() * 0.5) * (a1 - a0).signum();
    let end = a1 - head_angle;
    for (w, c) in [(width + 3.0, edge), (width, fill)] {
        for i in 0..steps {
            let (t0, t1) = (
                a0 + (end - a0) * i as f32 / steps as f32,
                a0 + (end - a0) * (i + 1) as f32 / steps as f32 + 0.02 * (end - a0).signum(),
            );
            let (ri, ro) = (r - w / 2.0, r + w / 2.0);
            let pt = |a: f32, rr: f32| (centre.0 + rr * a.cos(), centre.1 + rr * a.sin());
            fill_convex(img, &[pt(t0, ri), pt(t0, ro), pt(t1, ro), pt(t1, ri)], c);
        }
    }
    arrow(img, at(end - head_angle * 0.2), at(a1), pen);
}
