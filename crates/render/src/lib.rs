//! Pictures of games: the board everyone sees after each move, and a
//! player's private hand. Everything is drawn from a [`GameView`] only, so
//! a picture cannot leak what the view does not hold.
//!
//! Phone first: a board picture is [`WIDTH`] pixels wide and at most
//! [`MAX_HEIGHT`] tall, and a phone shows it about 400 px wide, so every
//! size is chosen in those phone pixels: a domino half on the main view
//! at least 24 of them ([`CELL`]), every text's digits and capitals at
//! least 9 ([`text::SMALL`]). A board too big for that is shown around the
//! play with a miniature of the whole ([`overview`]); [`Region::Whole`]
//! shows it all. [`board_picture`] returns the sizes it drew at
//! ([`Layout`]), which the tests check for every game.
//!
//! Shapes are drawn with our own anti-aliased primitives ([`canvas`]), which
//! touch only their bounding box: imageproc's circles and polygons are not
//! anti-aliased, and rings drawn with them looked jagged on a phone. Glyphs
//! come from `ab_glyph` (which imageproc's text drawing wraps) through a
//! small cache ([`text`]); imageproc draws the one-pixel grid lines. PNGs
//! carry a palette ([`encode`]), which keeps them to tens of kilobytes.

mod adding;
mod canvas;
pub mod chart;
mod domino;
mod dominoids;
pub mod emoji;
mod encode;
mod euronimoes;
mod grid;
mod header;
pub mod leaderboard;
mod overview;
pub mod picker;
mod piecepack;
mod tetradominoes;
mod text;
mod words;

use canvas::{Colour, RoundRect, bands, fill_round_rect};
use domino::{Face, RingColours, TilePlace};
use dominoes_engine::common::tiles::Tile;
use dominoes_engine::view::{BoardView, GridView, TileLabel};
use dominoes_engine::{GameView, Line};
pub use encode::{encode_png, indexed};
use image::RgbImage;
use text::{SMALL, Style, Weight};
pub use text::{overflowing, texts_drawn};
pub use words::{Counted, Say, SayLine, Words, in_words};

/// The colours of every picture.
pub mod palette {
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
    pub const DIGIT: Colour = hex(0x7A7366);
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

/// The width of every board picture.
pub const WIDTH: u32 = 800;
/// How wide a phone shows a picture.
pub const PHONE_WIDTH: f32 = 400.0;
/// The tallest a picture may be: one and a half times its width.
pub const MAX_HEIGHT: u32 = WIDTH * 3 / 2;
/// The smallest domino half of a main view: 26 px on a phone (24 is the
/// least that reads; the rest is room for the axis labels above it).
pub const CELL: f32 = 26.0 * WIDTH as f32 / PHONE_WIDTH;
/// The largest half worth drawing on a board with few tiles.
const MAX_CELL: f32 = 80.0;

/// How much of a board a picture shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Region {
    /// All of it if it reads on a phone, else the region around the play
    /// at full size with a miniature of the whole.
    #[default]
    Play,
    /// All of it, however small that makes it (`/board view:whole`).
    Whole,
    /// Where the board is each player's own (Euronimoes), the area of the
    /// player in this seat (counted from 0) at full size, the others
    /// compact (`/board view:player 2`); elsewhere the same as `Play`.
    Seat(usize),
}

impl Region {
    /// The region named `play`, `whole` or `player N` (as `/board view:`
    /// spells them; N counts from 1).
    pub fn parse(name: &str) -> Option<Region> {
        let name = name.trim().to_ascii_lowercase();
        match name.as_str() {
            "play" => Some(Region::Play),
            "whole" => Some(Region::Whole),
            _ => {
                let n: usize = name.strip_prefix("player")?.trim().parse().ok()?;
                n.checked_sub(1).map(Region::Seat)
            }
        }
    }
}

/// The sizes a picture was drawn at.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    pub width: u32,
    pub height: u32,
    /// The side of a domino half on the board's main view, in pixels.
    pub cell_px: f32,
    /// The height of the digits and capitals of the smallest text drawn.
    pub text_px: f32,
    /// Whether the main view shows only part of the board.
    pub cropped: bool,
}

impl Layout {
    /// `px` pixels of this picture on a phone showing it 400 px wide.
    pub fn on_phone(&self, px: f32) -> f32 {
        px * PHONE_WIDTH / self.width as f32
    }

    /// Height over width.
    pub fn aspect(&self) -> f32 {
        self.height as f32 / self.width as f32
    }
}

/// A drawn picture and its sizes.
pub struct Picture {
    pub image: RgbImage,
    pub layout: Layout,
}

/// What a game's band drawing reports: the picture, its main view's cell,
/// and whether that view is cropped.
pub(crate) struct Drawn {
    image: RgbImage,
    cell: f32,
    cropped: bool,
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

/// Text lines in a band of their own, below the rest, leaving room on
/// the right for an aside (the board's miniature) when there is one.
struct Notes {
    style: Style,
    lines: Vec<String>,
    aside: Option<(f32, f32)>,
}

/// The notes' line height and padding.
const NOTE_LINE: f32 = 38.0;
const NOTE_PAD: f32 = 22.0;

impl Notes {
    /// The notes in words, players named by `names` (in seat order), in
    /// at most `max_lines` lines.
    fn new(notes: &[Line], names: &[String], aside: Option<(f32, f32)>, max_lines: usize) -> Notes {
        let style = Style::new(Weight::Regular, SMALL, palette::INK_SOFT);
        let aside_w = aside.map_or(0.0, |(w, _)| w + NOTE_PAD);
        let room = WIDTH as f32 - 2.0 * NOTE_PAD - aside_w;
        let wrapped: Vec<Vec<String>> = notes.iter().map(|n| style.wrap(&named(n, names), room)).collect();
        Notes {
            lines: whole_notes(wrapped, max_lines),
            style,
            aside,
        }
    }

    fn height(&self) -> u32 {
        let text = if self.lines.is_empty() {
            NOTE_PAD * 0.5
        } else {
            NOTE_LINE * self.lines.len() as f32 + NOTE_PAD * 1.2
        };
        let aside = self.aside.map_or(0.0, |(_, h)| h + 2.0 * NOTE_PAD);
        text.max(aside).ceil() as u32
    }

    fn draw(&self, img: &mut RgbImage, top: f32) {
        for (i, line) in self.lines.iter().enumerate() {
            let cy = top + NOTE_PAD * 0.6 + NOTE_LINE * (i as f32 + 0.5);
            self.style.draw(img, NOTE_PAD, cy, line);
        }
    }
}

/// At most `max_lines` lines of the notes (each note already wrapped into
/// lines): whole notes in their order, leaving out any that does not fit
/// whole, so that no note stops in the middle of a sentence. Only a first
/// note taller than the room is shown in part, its last line ending "…".
fn whole_notes(wrapped: Vec<Vec<String>>, max_lines: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut first_too_tall = None;
    for note in wrapped {
        if lines.len() + note.len() <= max_lines {
            lines.extend(note);
        } else if first_too_tall.is_none() {
            first_too_tall = Some(note);
        }
    }
    if lines.is_empty()
        && let Some(mut note) = first_too_tall
    {
        note.truncate(max_lines);
        if let Some(last) = note.last_mut() {
            last.push_str(" …");
        }
        return note;
    }
    lines
}

/// Every board picture's frame: the header on top, a band for the game's
/// own board, and the notes below (with an aside on their right).
pub(crate) struct Frame {
    header_h: u32,
    /// Whether the header has the seats' rows.
    rows: bool,
    notes: Notes,
}

/// The least height a board band keeps: long notes are cut short first.
const MIN_BODY: u32 = 420;

impl Frame {
    /// The frame of `view`'s picture, with room for an aside of the given
    /// size beside the notes.
    pub fn new(view: &GameView, names: &[String], aside: Option<(f32, f32)>) -> Frame {
        Frame::with_rows(view, names, aside, true)
    }

    /// A frame whose header has only the title, for a board that shows
    /// every seat itself (Euronimoes' panels).
    pub fn titled(view: &GameView, names: &[String]) -> Frame {
        Frame::with_rows(view, names, None, false)
    }

    /// A frame that keeps at least `min_body` pixels for the board band,
    /// cutting the notes short if need be.
    pub fn with_min_body(view: &GameView, names: &[String], min_body: f32) -> Frame {
        Frame::build(view, names, None, true, min_body as u32)
    }

    fn with_rows(view: &GameView, names: &[String], aside: Option<(f32, f32)>, rows: bool) -> Frame {
        Frame::build(view, names, aside, rows, MIN_BODY)
    }

    fn build(view: &GameView, names: &[String], aside: Option<(f32, f32)>, rows: bool, min_body: u32) -> Frame {
        let header_h = header::height(view, names, WIDTH, rows);
        let room = MAX_HEIGHT.saturating_sub(header_h + min_body) as f32;
        let max_lines = ((room - NOTE_PAD * 1.2) / NOTE_LINE).max(1.0) as usize;
        let notes = Notes::new(&view.notes, names, aside, max_lines);
        Frame { header_h, rows, notes }
    }

    /// The tallest the board band may be.
    pub fn body_budget(&self) -> f32 {
        MAX_HEIGHT.saturating_sub(self.header_h + self.notes.height()) as f32
    }

    /// The picture: header, a band of `body_h` pixels in `body_bg` that
    /// `draw_body` fills (given the band's top), the notes, and the aside
    /// `draw_aside` draws (given its top-right corner).
    pub fn draw(
        &self,
        view: &GameView,
        names: &[String],
        (body_h, body_bg): (u32, Colour),
        draw_body: impl FnOnce(&mut RgbImage, f32),
        draw_aside: impl FnOnce(&mut RgbImage, f32, f32),
    ) -> RgbImage {
        let mut img = bands(
            WIDTH,
            &[
                (self.header_h, palette::HEADER_BG),
                (body_h, body_bg),
                (self.notes.height(), palette::HEADER_BG),
            ],
        );
        header::draw(&mut img, view, names, self.rows);
        draw_body(&mut img, self.header_h as f32);
        let notes_top = (self.header_h + body_h) as f32;
        self.notes.draw(&mut img, notes_top);
        if self.notes.aside.is_some() {
            draw_aside(&mut img, WIDTH as f32 - NOTE_PAD, notes_top + NOTE_PAD);
        }
        img
    }
}

/// The picture of the table: title and players (the header), the game's
/// own board, and the notes, with the sizes it was drawn at. Each game
/// draws only its board.
pub fn board_picture(view: &GameView, names: &[String], region: Region) -> Picture {
    let (drawn, text_px) = text::smallest_drawn(|| match &view.board {
        BoardView::BinaryGrid(g) => grid_board(view, g, names, region),
        BoardView::Adding(a) => adding::board(view, a, names),
        BoardView::Tetradominoes(t) => tetradominoes::board(view, t, names, region),
        BoardView::Dominoids(d) => dominoids::board(view, d, names),
        BoardView::Euronimoes(e) => euronimoes::board(view, e, names, region),
    });
    let layout = Layout {
        width: drawn.image.width(),
        height: drawn.image.height(),
        cell_px: drawn.cell,
        text_px,
        cropped: drawn.cropped,
    };
    Picture {
        image: drawn.image,
        layout,
    }
}

/// [`board_picture`] of the region around the play.
pub fn board_image(view: &GameView, names: &[String]) -> RgbImage {
    board_picture(view, names, Region::Play).image
}

/// The bounds of a board band of the full width, at most `max_height` tall.
fn board_bounds(max_height: f32) -> grid::Bounds {
    grid::Bounds {
        x0: 0.0,
        width: WIDTH as f32,
        max_height,
        min_cell: CELL,
        max_cell: MAX_CELL,
        axes: true,
    }
}

/// A grid laid out in a frame, above `reserved` pixels of the band kept
/// for something else: the whole if it reads on a phone, else the region
/// around the play, with room beside the notes for the miniature.
pub(crate) fn grid_in_frame(
    view: &GameView,
    names: &[String],
    g: &GridView,
    region: Region,
    reserved: f32,
) -> (Frame, grid::Layout) {
    let plain = Frame::new(view, names, None);
    let layout = grid::Layout::fit(g, &board_bounds(plain.body_budget() - reserved), region);
    if !layout.cropped() {
        return (plain, layout);
    }
    let frame = Frame::new(view, names, Some(overview::size(&layout.whole)));
    let layout = grid::Layout::fit(g, &board_bounds(frame.body_budget() - reserved), region);
    (frame, layout)
}

/// The open grid of the binary-set games, with its coordinates and the
/// last move outlined.
fn grid_board(view: &GameView, g: &GridView, names: &[String], region: Region) -> Drawn {
    let (frame, layout) = grid_in_frame(view, names, g, region, 0.0);
    let face = Face::Rings(ring_colours_of(g));
    let image = frame.draw(
        view,
        names,
        (layout.height, palette::FELT),
        |img, top| grid::draw(img, g, &layout.at(top), &face),
        |img, right, top| overview::draw(img, g, &layout, right, top),
    );
    Drawn {
        image,
        cell: layout.cell,
        cropped: layout.cropped(),
    }
}

/// The grid layout of a binary-set board picture, and its header height.
#[cfg(test)]
fn board_layout(view: &GameView, names: &[String]) -> (grid::Layout, u32) {
    let BoardView::BinaryGrid(g) = &view.board else {
        panic!("not a grid board")
    };
    let (frame, layout) = grid_in_frame(view, names, g, Region::Play, 0.0);
    (layout.at(frame.header_h as f32), frame.header_h)
}

/// A line in words for a picture, in the picture's language: each seat by
/// its player's display name (`names`, in seat order), which a picture can
/// show and a mention cannot. (Its code marks, `buy`, are left out when it
/// is drawn: see [`text`].)
pub fn named(line: &Line, names: &[String]) -> String {
    let words = words::words();
    words
        .line
        .of(line, &|s| names.get(s).cloned().unwrap_or_else(|| words.seat.of(s + 1)))
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
    fn new(tiles: &[(TileLabel, Tile)], width: u32) -> HandLayout {
        let pad = 24.0;
        let (cell, gap) = if tiles.len() > 2 { (64.0, 28.0) } else { (120.0, 48.0) };
        let labelled = tiles.windows(2).any(|w| w[0].0 != w[1].0) || tiles.len() == 1;
        let label_h = if labelled { 44.0 } else { 8.0 };
        let per_row = (((width as f32 - 2.0 * pad + gap) / (2.0 * cell + gap)) as usize).max(1);
        let slot_h = label_h + cell + 48.0;
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
            header_h: 104,
            felt_h,
        }
    }
}

/// The picture of one player's hidden things: their tiles, large and
/// labelled, and their private notes. `names` are the players' display
/// names in seat order (the notes may name a partner).
pub fn hand_image(view: &GameView, names: &[String]) -> RgbImage {
    let width = WIDTH;
    let tiles = view.private.as_ref().map(|p| p.tiles.as_slice()).unwrap_or_default();
    let l = HandLayout::new(tiles, width);
    let note_lines: Vec<Line> = match &view.private {
        Some(p) => p.notes.clone(),
        None => vec![words::words().no_hidden_tiles.clone().into()],
    };
    let notes = Notes::new(&note_lines, names, None, 12);
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
    let name_style = Style::new(Weight::Bold, 34.0, palette::INK);
    let sub = Style::new(Weight::Regular, SMALL, palette::GREY);
    let mut x = pad;
    let name_cy = 36.0;
    if let Some(seat) = seat {
        let r = 13.0;
        let sw = RoundRect::new(x, name_cy - r, x + 2.0 * r, name_cy + r, 6.0);
        fill_round_rect(img, sw, seat_colour(seat), 1.0);
        x += 2.0 * r + 14.0;
    }
    let words = words::words();
    let shown = if name.trim().is_empty() { &words.your_hand } else { name };
    name_style.draw(img, x, name_cy, &name_style.fit(shown, width - x - pad));
    let mut sub_x = x;
    let sub_cy = 78.0;
    let Some((seat, sv)) = seat.and_then(|s| view.seats.get(s).map(|sv| (s, sv))) else {
        sub.draw(
            img,
            sub_x,
            sub_cy,
            &sub.fit(&named(&view.title, &[]), width - sub_x - pad),
        );
        return;
    };
    if let Some(r) = sv.ring {
        domino::ring_badge(img, sub_x + 15.0, sub_cy, 30.0, r, seat_colour(seat));
        sub_x += 38.0;
    }
    let text = format!("{} · {}", named(&sv.role, &[]), named(&view.title, &[]));
    sub.draw(img, sub_x, sub_cy, &sub.fit(&text, width - sub_x - pad));
}

/// The tiles, large, each with its label above and its numbers below.
fn draw_hand_tiles(img: &mut RgbImage, view: &GameView, tiles: &[(TileLabel, Tile)], l: &HandLayout) {
    let width = img.width() as f32;
    let felt_top = l.header_h as f32;
    let label = Style::new(Weight::Bold, SMALL, palette::LABEL_ZERO);
    let caption = Style::new(Weight::Bold, SMALL, palette::LABEL);
    if tiles.is_empty() {
        let nothing = &words::words().nothing_in_hand;
        label.draw_centred(img, width / 2.0, felt_top + l.felt_h as f32 / 2.0, nothing);
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
                let what = words::words().tile_label.of(*what);
                label.draw_centred(img, cx, top + 16.0, &label.fit(&what, 2.0 * cell + gap - 6.0));
            }
            let y = top + l.label_h - 4.0;
            let place = TilePlace {
                a: (x, y),
                b: (x + cell, y),
                cell,
            };
            domino::draw_tile(img, &place, (tile.lo, tile.hi), &face, true);
            caption.draw_centred(img, cx, y + cell + 24.0, &tile.to_string());
            x += 2.0 * cell + gap;
        }
    }
}

pub fn board_png(view: &GameView, names: &[String]) -> Vec<u8> {
    encode_png(&board_image(view, names))
}

/// The PNG of a board showing `region`.
pub fn board_png_of(view: &GameView, names: &[String], region: Region) -> Vec<u8> {
    encode_png(&board_picture(view, names, region).image)
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
pub(crate) mod tests;
