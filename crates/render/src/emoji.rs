//! Tile faces as small square pictures: one per tile of the double-six
//! (pips), the binary-coded double-seven (rings) and each Tetradominoes
//! piece with either side up. The bot uploads them as the application's
//! emojis and shows them on the buttons and menu entries that name one
//! tile or piece, beside the words.
//!
//! Each is drawn as the board pictures draw it (the same tile body, pips,
//! rings and piece paint), with a transparent background so it sits on
//! any button. Discord shows a button's emoji about 22 px wide, so the
//! domino lies across the whole width and its pips are larger than the
//! board's. Every face has a stable name that ends in a short hash of its
//! PNG: new artwork gets a new name, and the sync replaces the old one.

use super::domino::{self, Face as Numbers, TilePlace};
use super::tetradominoes;
use dominoes_engine::face::Face;
use image::{RgbImage, RgbaImage};
use std::sync::OnceLock;

/// The side of every face, in pixels.
pub const SIZE: u32 = 128;
/// Discord's limit on an emoji's image.
pub const MAX_BYTES: usize = 256 * 1024;
/// Discord's limits on an emoji's name: 2-32 of `[A-Za-z0-9_]`.
pub const MAX_NAME: usize = 32;
/// Hex digits of the PNG's hash that end a name.
const HASH_DIGITS: usize = 6;

/// One face, drawn: its name and PNG.
#[derive(Clone, Debug)]
pub struct FacePicture {
    pub face: Face,
    pub name: String,
    pub png: Vec<u8>,
}

/// Every face of every set, drawn once per process (they never change
/// while it runs).
pub fn pictures() -> &'static [FacePicture] {
    static ALL: OnceLock<Vec<FacePicture>> = OnceLock::new();
    ALL.get_or_init(|| Face::all().into_iter().map(picture).collect())
}

/// The drawn picture of `face`.
pub fn picture_of(face: Face) -> Option<&'static FacePicture> {
    pictures().iter().find(|p| p.face == face)
}

/// `face` drawn, with its name.
pub fn picture(face: Face) -> FacePicture {
    let png = encode(&image(face));
    FacePicture {
        face,
        name: format!("{}_{}", stem(face), short_hash(&png)),
        png,
    }
}

/// The part of a face's name before its hash: the set and the tile
/// (`d6_5_6`, `b7_3_7`) or the side and piece (`tl_j`, `td_j`).
pub fn stem(face: Face) -> String {
    match face {
        Face::Pips(t) => format!("d6_{}_{}", t.lo, t.hi),
        Face::Rings(t) => format!("b7_{}_{}", t.lo, t.hi),
        Face::Piece(p, side) => {
            let s = match side {
                dominoes_engine::tetradominoes::pieces::Side::Light => 'l',
                dominoes_engine::tetradominoes::pieces::Side::Dark => 'd',
            };
            format!("t{s}_{}", p.letter().to_ascii_lowercase())
        }
    }
}

/// Whether `name` is one of ours, of this artwork or an older one: a
/// face's stem and a hash. The sync deletes ours that are no longer
/// wanted and never touches any other emoji of the application.
pub fn is_ours(name: &str) -> bool {
    let Some((stem_part, hash)) = name.rsplit_once('_') else {
        return false;
    };
    let hex = hash.len() == HASH_DIGITS && hash.chars().all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c));
    hex && Face::all().into_iter().any(|f| stem(f) == stem_part)
}

/// FNV-1a of the bytes, its first hex digits.
fn short_hash(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")[..HASH_DIGITS].to_string()
}

/// The face on a transparent background. It is drawn twice, on black and
/// on white, with the board's own (opaque) drawing code; where the two
/// differ the background showed through, which gives each pixel's alpha
/// exactly, anti-aliased edges and shadows included.
pub fn image(face: Face) -> RgbaImage {
    let on = |bg: u8| {
        let mut img = RgbImage::from_pixel(SIZE, SIZE, image::Rgb([bg; 3]));
        draw(&mut img, face);
        img
    };
    let (black, white) = (on(0), on(255));
    RgbaImage::from_fn(SIZE, SIZE, |x, y| {
        let (b, w) = (black.get_pixel(x, y).0, white.get_pixel(x, y).0);
        // Per channel, white - black = 255 * (1 - alpha); the green
        // channel alone would do, the mean is steadier.
        let seen: u32 = (0..3).map(|i| u32::from(w[i].saturating_sub(b[i]))).sum();
        let alpha = 255 - (seen / 3).min(255);
        if alpha == 0 {
            return image::Rgba([0, 0, 0, 0]);
        }
        let unmix = |c: u8| ((u32::from(c) * 255 + alpha / 2) / alpha).min(255) as u8;
        image::Rgba([unmix(b[0]), unmix(b[1]), unmix(b[2]), alpha as u8])
    })
}

/// Draws `face` over the square.
fn draw(img: &mut RgbImage, face: Face) {
    match face {
        Face::Pips(t) => draw_domino(img, (t.lo, t.hi), &Numbers::BoldPips),
        Face::Rings(t) => draw_domino(img, (t.lo, t.hi), &Numbers::Rings(domino::PLAIN_RINGS)),
        Face::Piece(piece, side) => tetradominoes::draw_piece_face(img, piece, side),
    }
}

/// A domino lying across the square, smaller number on the left as its
/// label reads ("5-7"), at the board's proportions.
fn draw_domino(img: &mut RgbImage, numbers: (u8, u8), numbers_face: &Numbers) {
    let cell = SIZE as f32 / 2.0;
    let y = (SIZE as f32 - cell) / 2.0;
    let place = TilePlace {
        a: (0.0, y),
        b: (cell, y),
        cell,
    };
    domino::draw_tile(img, &place, numbers, numbers_face, false);
}

fn encode(img: &RgbaImage) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    // Writing a PNG into memory fails only if the encoder is broken.
    if let Err(e) = img.write_to(&mut out, image::ImageFormat::Png) {
        tracing::error!("could not encode an emoji: {e}");
    }
    out.into_inner()
}

#[cfg(test)]
mod tests;
