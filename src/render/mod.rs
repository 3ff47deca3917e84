//! Pictures of games: the board everyone sees after each move, and a
//! player's private hand. Everything is drawn from a [`GameView`] only, so
//! a picture cannot leak what the view does not hold.
//!
//! Shapes are drawn with our own anti-aliased primitives ([`canvas`]), which
//! touch only their bounding box: imageproc's circles and polygons are not
//! anti-aliased, and rings drawn with them looked jagged on a phone. Glyphs
//! come from `ab_glyph` (which imageproc's text drawing wraps) through a
//! small cache ([`text`]); imageproc draws the one-pixel grid lines.

mod adding;
mod canvas;
pub mod chart;
mod domino;
mod dominoids;
mod euronimoes;
mod grid;
mod header;
pub mod leaderboard;
mod piecepack;
mod tetradominoes;
mod text;

use crate::engine::common::tiles::Tile;
use crate::engine::event::seat_number;
use crate::engine::view::{BoardView, GridView};
use crate::engine::{GameView, Line};
use canvas::{Colour, RoundRect, bands, fill_round_rect};
use domino::{Face, RingColours, TilePlace};
use image::{ExtendedColorType, ImageEncoder, RgbImage};
use text::{Style, Weight};

/// The colours of every picture.
pub(crate) mod palette {
    use super::canvas::{Colour, hex};

    pub const HEADER_BG: Colour = hex(0xF6F5F1);
    pub const INK: Colour = hex(0x1E1E24);
    pub const INK_SOFT: Colour = hex(0x3C3C44);
    pub const GREY: Colour = hex(0x6E6E73);
    pub const RULE: Colour = hex(0xE2E0DA);
    pub const RANK: Colour = hex(0xA86800);
    pub const TURN_BG: Colour = hex(0xFFEDB0);
    pub const TURN_MARK: Colour = hex(0xE07B00);

    pub const FELT: Colour = hex(0x2F6450);
    pub const FELT_GRID: Colour = hex(0x2A5B48);
    pub const FELT_LINE: Colour = hex(0x3D7862);
    pub const FELT_ORIGIN: Colour = hex(0x5E9A82);
    pub const LABEL: Colour = hex(0xBFD9CC);
    pub const LABEL_ZERO: Colour = hex(0xFFFFFF);

    pub const IVORY: Colour = hex(0xFBF6E6);
    pub const TILE_EDGE: Colour = hex(0x2B2A28);
    pub const DIVIDER: Colour = hex(0x9D9584);
    pub const DIGIT: Colour = hex(0x9A9384);
    pub const SHADOW: Colour = hex(0x0C1F18);
    pub const BADGE_PALE: Colour = hex(0xCFCBC2);
    /// The outline of the last tile laid.
    pub const HIGHLIGHT: Colour = hex(0xFFC400);

    /// Okabe-Ito colours, safe for colour-blind eyes; seats cycle through.
    pub const SEATS: [Colour; 6] = [
        hex(0x0072B2),
        hex(0xD55E00),
        hex(0x009E73),
        hex(0xCC79A7),
        hex(0xE69F00),
        hex(0x56B4E9),
    ];
}

/// The colour of seat `seat` in every picture.
pub(crate) fn seat_colour(seat: usize) -> Colour {
    palette::SEATS[seat % palette::SEATS.len()]
}

/// The narrowest picture: enough for the header on a phone.
const MIN_WIDTH: u32 = 760;

/// The scale of header and note text: wide boards are shrunk more on a
/// phone, so their text is drawn larger.
fn ui_scale(width: u32) -> f32 {
    (width as f32 / MIN_WIDTH as f32).clamp(1.0, 1.8)
}

fn ring_colours_of(grid: &GridView) -> RingColours {
    domino::ring_colours(grid.ring_owners.iter().map(|&(r, seat)| (r, seat_colour(seat))))
}

/// How the tiles of this game show their numbers (in the hand picture too).
fn face_of(view: &GameView) -> Face {
    match &view.board {
        BoardView::BinaryGrid(g) => Face::Rings(ring_colours_of(g)),
        BoardView::Dominoids(_) | BoardView::Euronimoes(_) | BoardView::Adding(_) | BoardView::Tetradominoes(_) => {
            Face::Pips
        }
    }
}

/// Text lines in a band of their own, below the rest.
struct Notes {
    style: Style,
    lines: Vec<String>,
    line_h: f32,
    pad: f32,
}

impl Notes {
    /// The notes in words, players named by `names` (in seat order).
    fn new(notes: &[Line], names: &[String], width: u32, s: f32) -> Notes {
        let style = Style::new(Weight::Regular, 18.0 * s, palette::INK_SOFT);
        let pad = 20.0 * s;
        let lines = notes
            .iter()
            .flat_map(|n| style.wrap(&named(n, names), width as f32 - 2.0 * pad))
            .collect();
        Notes {
            style,
            lines,
            line_h: 27.0 * s,
            pad,
        }
    }

    fn height(&self) -> u32 {
        if self.lines.is_empty() {
            (self.pad * 0.5) as u32
        } else {
            (self.line_h * self.lines.len() as f32 + self.pad * 1.2).ceil() as u32
        }
    }

    fn draw(&self, img: &mut RgbImage, top: f32) {
        for (i, line) in self.lines.iter().enumerate() {
            let cy = top + self.pad * 0.6 + self.line_h * (i as f32 + 0.5);
            self.style.draw(img, self.pad, cy, line);
        }
    }
}

/// The picture of the table: title and players (the header), the game's
/// own board, and the notes. Each game draws only its board.
pub fn board_image(view: &GameView, names: &[String]) -> RgbImage {
    match &view.board {
        BoardView::BinaryGrid(g) => grid_board(view, g, names),
        BoardView::Adding(a) => {
            let probe = adding::Layout::new(a, 0.0);
            framed(view, names, (probe.width, probe.height), palette::FELT, |img, top| {
                adding::draw(img, a, &adding::Layout::new(a, top));
            })
        }
        BoardView::Tetradominoes(t) => tetradominoes::board(view, t, names),
        BoardView::Dominoids(d) => dominoids::board(view, d, names),
        BoardView::Euronimoes(e) => euronimoes::board(view, e, names),
    }
}

/// Every board picture's frame: the header on top, a band of `body_h`
/// pixels in `body_bg` that `draw_body` fills (given the band's top), and
/// the notes below. The picture is `body_w` wide, or [`MIN_WIDTH`] if that
/// is more (then `draw_body` should centre its content).
pub(crate) fn framed(
    view: &GameView,
    names: &[String],
    (body_w, body_h): (u32, u32),
    body_bg: Colour,
    draw_body: impl FnOnce(&mut RgbImage, f32),
) -> RgbImage {
    let width = body_w.max(MIN_WIDTH);
    let s = ui_scale(width);
    let header_h = header::height(view, s);
    let notes = Notes::new(&view.notes, names, width, s);
    let mut img = bands(
        width,
        &[
            (header_h, palette::HEADER_BG),
            (body_h, body_bg),
            (notes.height(), palette::HEADER_BG),
        ],
    );
    header::draw(&mut img, view, names, s);
    draw_body(&mut img, header_h as f32);
    notes.draw(&mut img, (header_h + body_h) as f32);
    img
}

/// The open grid of the binary-set games, with its coordinates and the
/// last move outlined.
fn grid_board(view: &GameView, g: &GridView, names: &[String]) -> RgbImage {
    // The size only depends on the grid: lay it out once to learn it, then
    // again below the header.
    let probe = grid::Layout::new(g, MIN_WIDTH, 0.0);
    framed(view, names, (probe.width, probe.height), palette::FELT, |img, top| {
        let layout = grid::Layout::new(g, MIN_WIDTH, top);
        grid::draw(img, g, &layout, &Face::Rings(ring_colours_of(g)));
    })
}

/// The grid layout of a binary-set board picture, and its header height.
#[cfg(test)]
fn board_layout(view: &GameView) -> (grid::Layout, u32) {
    let BoardView::BinaryGrid(g) = &view.board else {
        panic!("not a grid board")
    };
    let probe = grid::Layout::new(g, MIN_WIDTH, 0.0);
    let header_h = header::height(view, ui_scale(probe.width));
    (grid::Layout::new(g, MIN_WIDTH, header_h as f32), header_h)
}

/// A line in words for a picture: each seat by its player's display name
/// (`names`, in seat order), which a picture can show and a mention cannot.
pub(crate) fn named(line: &Line, names: &[String]) -> String {
    line.words(&|s| names.get(s).cloned().unwrap_or_else(|| seat_number(s)))
}

/// How a hand picture lays out its tiles: one or two secret tiles large,
/// a whole hand (up to 18 tiles in Dominup) smaller, four to a row, so the
/// picture stays phone-sized.
struct HandLayout {
    pad: f32,
    cell: f32,
    gap: f32,
    /// Whether each tile gets its label ("mission", "to play"); a label
    /// repeated on every tile ("in hand") says nothing, so it is left out.
    labelled: bool,
    label_h: f32,
    per_row: usize,
    slot_h: f32,
    header_h: u32,
    felt_h: u32,
}

impl HandLayout {
    fn new(tiles: &[(String, Tile)], width: u32) -> HandLayout {
        let pad = 24.0;
        let (cell, gap) = if tiles.len() > 2 { (64.0, 28.0) } else { (120.0, 48.0) };
        let labelled = tiles.windows(2).any(|w| w[0].0 != w[1].0) || tiles.len() == 1;
        let label_h = if labelled { 38.0 } else { 8.0 };
        let per_row = (((width as f32 - 2.0 * pad + gap) / (2.0 * cell + gap)) as usize).max(1);
        let slot_h = label_h + cell + 40.0;
        let felt_h = if tiles.is_empty() {
            90
        } else {
            (pad + slot_h * tiles.len().div_ceil(per_row) as f32 + 8.0) as u32
        };
        HandLayout {
            pad,
            cell,
            gap,
            labelled,
            label_h,
            per_row,
            slot_h,
            header_h: 96,
            felt_h,
        }
    }
}

/// The picture of one player's hidden things: their tiles, large and
/// labelled, and their private notes. `names` are the players' display
/// names in seat order (the notes may name a partner).
pub fn hand_image(view: &GameView, names: &[String]) -> RgbImage {
    let width = MIN_WIDTH;
    let tiles = view.private.as_ref().map(|p| p.tiles.as_slice()).unwrap_or_default();
    let l = HandLayout::new(tiles, width);
    let note_lines: Vec<Line> = match &view.private {
        Some(p) => p.notes.clone(),
        None => vec!["You have no hidden tiles in this game.".into()],
    };
    let notes = Notes::new(&note_lines, names, width, 1.0);
    let mut img = bands(
        width,
        &[
            (l.header_h, palette::HEADER_BG),
            (l.felt_h, palette::FELT),
            (notes.height(), palette::HEADER_BG),
        ],
    );
    draw_hand_header(&mut img, view, names, l.pad);
    draw_hand_tiles(&mut img, view, tiles, &l);
    notes.draw(&mut img, (l.header_h + l.felt_h) as f32);
    img
}

/// A hand picture's header: a swatch in the seat's colour, the name, the
/// game and role.
fn draw_hand_header(img: &mut RgbImage, view: &GameView, names: &[String], pad: f32) {
    let width = img.width() as f32;
    let seat = view.private.as_ref().map(|p| p.seat);
    let name = seat.and_then(|s| names.get(s)).map_or("", String::as_str);
    let name_style = Style::new(Weight::Bold, 30.0, palette::INK);
    let sub = Style::new(Weight::Regular, 19.0, palette::GREY);
    let mut x = pad;
    let name_cy = 36.0;
    if let Some(seat) = seat {
        let r = 13.0;
        let sw = RoundRect::new(x, name_cy - r, x + 2.0 * r, name_cy + r, 6.0);
        fill_round_rect(img, sw, seat_colour(seat), 1.0);
        x += 2.0 * r + 14.0;
    }
    let shown = if name.trim().is_empty() { "your hand" } else { name };
    name_style.draw(img, x, name_cy, &name_style.fit(shown, width - x - pad));
    let mut sub_x = x;
    let sub_cy = 72.0;
    let Some((seat, sv)) = seat.and_then(|s| view.seats.get(s).map(|sv| (s, sv))) else {
        sub.draw(img, sub_x, sub_cy, &sub.fit(&view.title, width - sub_x - pad));
        return;
    };
    if let Some(r) = sv.ring {
        domino::ring_badge(img, sub_x + 12.0, sub_cy, 25.0, r, seat_colour(seat));
        sub_x += 32.0;
    }
    let text = format!("{} · {}", sv.role, view.title);
    sub.draw(img, sub_x, sub_cy, &sub.fit(&text, width - sub_x - pad));
}

/// The tiles, large, each with its label above and its numbers below.
fn draw_hand_tiles(img: &mut RgbImage, view: &GameView, tiles: &[(String, Tile)], l: &HandLayout) {
    let width = img.width() as f32;
    let felt_top = l.header_h as f32;
    let label = Style::new(Weight::Bold, 21.0, palette::LABEL_ZERO);
    let caption = Style::new(Weight::Bold, 20.0, palette::LABEL);
    if tiles.is_empty() {
        label.draw_centred(img, width / 2.0, felt_top + l.felt_h as f32 / 2.0, "nothing in hand");
    }
    let face = face_of(view);
    let (cell, gap) = (l.cell, l.gap);
    for (row, chunk) in tiles.chunks(l.per_row).enumerate() {
        let row_w = chunk.len() as f32 * 2.0 * cell + (chunk.len() as f32 - 1.0) * gap;
        let mut x = ((width - row_w) / 2.0).round();
        let top = felt_top + l.pad + l.slot_h * row as f32;
        for (what, tile) in chunk {
            let cx = x + cell;
            if l.labelled {
                label.draw_centred(img, cx, top + 14.0, &label.fit(what, 2.0 * cell + gap - 6.0));
            }
            let y = top + l.label_h - 4.0;
            let place = TilePlace {
                a: (x, y),
                b: (x + cell, y),
                cell,
            };
            domino::draw_tile(img, &place, (tile.lo, tile.hi), &face, true);
            caption.draw_centred(img, cx, y + cell + 20.0, &tile.to_string());
            x += 2.0 * cell + gap;
        }
    }
}

/// PNG bytes of a picture, compressed for speed rather than size.
pub fn encode_png(img: &RgbImage) -> Vec<u8> {
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    let mut out = Vec::with_capacity(img.as_raw().len() / 8);
    let encoder = PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive);
    if let Err(e) = encoder.write_image(img.as_raw(), img.width(), img.height(), ExtendedColorType::Rgb8) {
        tracing::error!("PNG encoding failed: {e}");
        out.clear();
    }
    out
}

pub fn board_png(view: &GameView, names: &[String]) -> Vec<u8> {
    encode_png(&board_image(view, names))
}

pub fn hand_png(view: &GameView, names: &[String]) -> Vec<u8> {
    encode_png(&hand_image(view, names))
}

pub fn table_png(table: &leaderboard::Table) -> Vec<u8> {
    encode_png(&leaderboard::table_image(table))
}

pub fn chart_png(chart: &chart::Chart) -> Vec<u8> {
    encode_png(&chart::chart_image(chart))
}

#[cfg(test)]
mod tests;
