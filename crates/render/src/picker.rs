//! The move picker's "where" picture: the board around the legal places
//! of the chosen tile, each place marked with a letter the player presses
//! as a button.
//!
//! Places are split into pages ([`place_pages`]) so that each page's
//! places fit a window of at most [`LARGE`]'s columns and rows (so a cell
//! is at least [`MIN_CELL`] pixels, legible on a phone) and every mark
//! has a spot of its own; a tile's few places that need a wider window
//! share one page at [`WIDE`]'s smaller cells rather than two pages, and
//! the whole board with a number per page ([`areas_picture`]) leads to a
//! tile's many pages. A mark sits in a quarter of a cell the place covers
//! (the quarter nearest the place's next cell first), with a point toward
//! that cell, so marks on one page never overlap: two quarters' centres
//! are at least half a cell apart, and a mark is drawn at most that wide.
//!
//! The picture is drawn from the public view only: the places are the
//! caller's own legal moves, shown privately to them.

use super::canvas::{fill_convex, fill_disc, ring};
use super::domino::Face;
use super::grid::{Bounds, Layout, Window, extent};
use super::text::{SMALL, Style, Weight};
use super::{Frame, WIDTH, palette, ring_colours_of, seat_colour};
use dominoes_engine::GameView;
use dominoes_engine::common::grid::Cell;
use dominoes_engine::view::{AddingView, BoardView, GridView};
use image::RgbImage;
use std::collections::HashSet;

/// The most places a page labels: four rows of five buttons, the fifth
/// row left for Back, More and Cancel.
pub const PER_PAGE: usize = 20;
/// The most places of a tile that one page may hold when they need no
/// other (25 buttons, less Back and Cancel).
pub const ONE_PAGE: usize = 23;
/// The most places of a tile whose buttons all fit under every page of
/// several (25 buttons, less Back, More and Cancel): their letters run
/// on from page to page.
pub const RUN_ON: usize = 22;
/// How big a page's window may be: at most `cols` by `rows` cells, margin
/// included, keep a cell at least `min_cell` pixels in the picture.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Size {
    pub cols: i32,
    pub rows: i32,
    pub min_cell: f32,
}

/// The usual page: cells of 72 px (36 on a phone).
pub const LARGE: Size = Size {
    cols: 9,
    rows: 11,
    min_cell: MIN_CELL,
};
/// One page for all of a tile's few places: cells of 52 px, the smallest
/// a board's main view draws (`render::CELL`, 26 on a phone).
pub const WIDE: Size = Size {
    cols: 12,
    rows: 15,
    min_cell: super::CELL,
};
/// The smallest cell a usual page draws.
pub const MIN_CELL: f32 = 72.0;
/// The largest, for a page of a few places close together.
const MAX_CELL: f32 = 110.0;

/// A quarter of a cell, where a mark sits: `(right, lower)` halves as the
/// picture shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Quarter {
    pub cell: Cell,
    pub right: bool,
    pub lower: bool,
}

/// One page of places: which places (indices into the list given to
/// [`place_pages`]) in the order of their letters, where each one's mark
/// sits, and the window of cells that shows them all.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacePage {
    pub places: Vec<usize>,
    pub marks: Vec<Quarter>,
    /// For each mark, the neighbouring cell of its place its pointer
    /// shows (a tile's other half), if the place has more than one cell.
    pub toward: Vec<Option<Cell>>,
    pub window: Window,
    /// The size the window keeps to.
    pub size: Size,
    /// The letter of its first place, counted from A: 0, unless a tile's
    /// places are few enough for a button each on every page (at most
    /// [`RUN_ON`] on several pages), when the letters run on from page
    /// to page and each page offers them all.
    pub first_letter: usize,
}

impl PlacePage {
    /// The letter of the `k`th place of this page.
    pub fn letter(&self, k: usize) -> String {
        letter(self.first_letter + k)
    }
}

/// The letter of the `k`th place of a page: A, B, C…
pub fn letter(k: usize) -> String {
    char::from(b'A' + (k % 26) as u8).to_string()
}

/// The quarters a place may be marked in, best first: in its first cell
/// the two quarters on the side of its second cell (then the others),
/// then the same in its other cells.
fn candidates(cells: &[Cell]) -> Vec<Quarter> {
    let mut out = Vec::new();
    for (i, &cell) in cells.iter().enumerate() {
        let toward = cells.get(i + 1).or(i.checked_sub(1).and_then(|j| cells.get(j)));
        let (dx, dy) = toward.map_or((0, 0), |t| ((t.x - cell.x).signum(), (t.y - cell.y).signum()));
        // The board's y grows upwards, the picture's downwards. Each
        // direction's first choice differs, so the four places of one
        // number on one cell get four quarters.
        let first: [(bool, bool); 2] = match (dx, dy) {
            (1, _) => [(true, false), (true, true)],
            (-1, _) => [(false, true), (false, false)],
            (_, 1) => [(false, false), (true, false)],
            (_, -1) => [(true, true), (false, true)],
            _ => [(false, false), (true, false)],
        };
        let all = [(false, false), (true, false), (false, true), (true, true)];
        for (right, lower) in first.into_iter().chain(all) {
            let q = Quarter { cell, right, lower };
            if !out.contains(&q) {
                out.push(q);
            }
        }
    }
    out
}

/// The window around `cells`, with one cell of margin.
fn window_of(cells: impl Iterator<Item = Cell>) -> Option<Window> {
    let (min_x, min_y, max_x, max_y) = dominoes_engine::common::grid::bounds(cells)?;
    Some(Window {
        min_x: min_x - 1,
        max_x: max_x + 1,
        min_y: min_y - 1,
        max_y: max_y + 1,
    })
}

impl Size {
    fn fits(&self, w: &Window) -> bool {
        w.cols() <= self.cols && w.rows() <= self.rows
    }
}

/// `window` grown a cell at a time on each side in turn, toward the
/// board's `extent`, while it fits: the places with as much of the board
/// around them as a legible picture holds.
fn with_context(window: Window, extent: Window, size: Size) -> Window {
    let mut w = window;
    loop {
        let before = w;
        let steps: [fn(&mut Window, &Window); 4] = [
            |w, e| w.min_x = (w.min_x - 1).max(e.min_x.min(w.min_x)),
            |w, e| w.max_x = (w.max_x + 1).min(e.max_x.max(w.max_x)),
            |w, e| w.min_y = (w.min_y - 1).max(e.min_y.min(w.min_y)),
            |w, e| w.max_y = (w.max_y + 1).min(e.max_y.max(w.max_y)),
        ];
        for step in steps {
            let mut grown = w;
            step(&mut grown, &extent);
            if size.fits(&grown) {
                w = grown;
            }
        }
        if w == before {
            return w;
        }
    }
}

/// The cell of `cells` next to `from` (after it in the list, else
/// before it): where a mark on `from` points.
fn neighbour(cells: &[Cell], from: Cell) -> Option<Cell> {
    let i = cells.iter().position(|&c| c == from)?;
    cells
        .get(i + 1)
        .or(i.checked_sub(1).and_then(|j| cells.get(j)))
        .copied()
}

/// A page being filled.
struct Filling {
    members: Vec<(usize, Quarter, Option<Cell>)>,
    taken: HashSet<Quarter>,
    cells: Vec<Cell>,
    size: Size,
    /// The most places it takes.
    most: usize,
}

impl Filling {
    fn new(size: Size) -> Filling {
        Filling {
            members: Vec::new(),
            taken: HashSet::new(),
            cells: Vec::new(),
            size,
            most: PER_PAGE,
        }
    }

    /// Adds place `i` if the page has room for it: fewer than its most
    /// places, a window that still fits, a free quarter.
    fn add(&mut self, i: usize, cells: &[Cell]) -> bool {
        if self.members.len() >= self.most {
            return false;
        }
        let grown = window_of(self.cells.iter().chain(cells).copied());
        if !grown.is_some_and(|w| self.size.fits(&w)) {
            return false;
        }
        let Some(q) = candidates(cells).into_iter().find(|q| !self.taken.contains(q)) else {
            return false;
        };
        self.taken.insert(q);
        self.members.push((i, q, neighbour(cells, q.cell)));
        self.cells.extend_from_slice(cells);
        true
    }

    /// The page, its places lettered in reading order of their marks.
    fn finish(mut self) -> Option<PlacePage> {
        let window = window_of(self.cells.iter().copied())?;
        self.members.sort_by_key(|(i, q, _)| {
            let row = -2 * q.cell.y + i32::from(q.lower);
            let col = 2 * q.cell.x + i32::from(q.right);
            (row, col, *i)
        });
        Some(PlacePage {
            places: self.members.iter().map(|(i, _, _)| *i).collect(),
            marks: self.members.iter().map(|(_, q, _)| *q).collect(),
            toward: self.members.iter().map(|(_, _, t)| *t).collect(),
            window,
            size: self.size,
            first_letter: 0,
        })
    }
}

/// The places (each the cells one action covers, as
/// `LegalAction::cells`) in pages of places near one another: the first
/// place not yet on a page (in the order given, nearest the last move
/// first) starts a page, which takes the other places left, nearest it
/// first, while it has room for them (see [`Filling::add`]). So the first
/// page is around the first place, and a board's far corners get pages
/// of their own rather than pages cut short. A place with no cells is on
/// no page.
pub fn place_pages(places: &[Vec<Cell>]) -> Vec<PlacePage> {
    let placed: Vec<usize> = (0..places.len()).filter(|&i| !places[i].is_empty()).collect();
    let pages = pages_of(places, placed.clone());
    // A few places that need two pages share one (of smaller cells if
    // need be) instead: a press less, still legible.
    if pages.len() > 1 && placed.len() <= ONE_PAGE {
        for size in [LARGE, WIDE] {
            let mut one = Filling::new(size);
            one.most = ONE_PAGE;
            if placed.iter().all(|&i| one.add(i, &places[i])) {
                return one.finish().into_iter().collect();
            }
        }
    }
    if pages.len() > 1 && placed.len() <= RUN_ON {
        // Still on several pages: their letters run on, so that every
        // place has a button of its own on each of them.
        let mut first = 0;
        return pages
            .into_iter()
            .map(|page| {
                let next = first + page.places.len();
                PlacePage {
                    first_letter: std::mem::replace(&mut first, next),
                    ..page
                }
            })
            .collect();
    }
    pages
}

/// The places `left` (indices into `places`) in pages of [`LARGE`] size,
/// as [`place_pages`] describes.
fn pages_of(places: &[Vec<Cell>], mut left: Vec<usize>) -> Vec<PlacePage> {
    let mut pages = Vec::new();
    while let Some(&seed) = left.first() {
        let mut page = Filling::new(LARGE);
        // A place alone always fits an empty page: at most four cells in
        // a line, margin included, and four quarters a cell.
        page.add(seed, &places[seed]);
        let from = places[seed][0];
        let mut near: Vec<usize> = left[1..].to_vec();
        near.sort_by_key(|&i| {
            let c = places[i][0];
            ((c.x - from.x).pow(2) + (c.y - from.y).pow(2), i)
        });
        for i in near {
            if page.members.len() >= PER_PAGE {
                break;
            }
            page.add(i, &places[i]);
        }
        left.retain(|i| !page.members.iter().any(|(m, _, _)| m == i));
        pages.extend(page.finish());
    }
    pages
}

/// A drawn page of places: the picture, and where each mark's centre is
/// (in the page's letter order), with the layout that put it there.
pub struct PlacesPicture {
    pub image: RgbImage,
    pub layout: Layout,
    pub centres: Vec<(f32, f32)>,
}

/// The centre of a quarter, in the picture: from the layout's corner of
/// its cell.
fn centre(layout: &Layout, q: Quarter) -> (f32, f32) {
    let (x, y) = layout.corner(q.cell);
    let c = layout.cell;
    let at = |far: bool| if far { 0.75 * c } else { 0.25 * c };
    (x + at(q.right), y + at(q.lower))
}

/// The board of `view` (its public picture's band, header on top) around
/// `page`'s places, each marked with its letter; with `chosen` (one of
/// the page's places) that move alone, drawn as the board will show it:
/// its domino or piece on its cells, highlighted as the last move. The centres are the marks', drawn
/// or not. `None` for a board that is not one grid (the binary set's,
/// Tetradominoes' dominoes under their pieces, or the Euronimoes area of
/// the player to move).
pub fn places_picture(
    view: &GameView,
    names: &[String],
    page: &PlacePage,
    chosen: Option<Chosen>,
) -> Option<PlacesPicture> {
    let size = page.size;
    // The window comes from the board as it is, so the chosen tile
    // changes nothing around it.
    let window = with_context(page.window, extent(&grid_of(view)?), size);
    let Some(chosen) = chosen else {
        return board_with(view, names, size.min_cell, window, |img, layout| {
            draw_marks(img, layout, page)
        });
    };
    let laid = laid::with_tile(view, chosen.cells, chosen.numbers);
    board_with(&laid, names, size.min_cell, window, |img, layout| {
        if chosen.numbers.is_empty() {
            laid::draw_piece(img, view, layout, chosen.cells);
        }
        let centres: Vec<(f32, f32)> = page.marks.iter().map(|&q| centre(layout, q)).collect();
        centres
    })
}

/// The place a confirmation shows: its cells, and the number on each for
/// a domino (none for a piece, drawn in the mover's colour).
#[derive(Clone, Copy, Debug)]
pub struct Chosen<'a> {
    pub cells: &'a [Cell],
    pub numbers: &'a [u8],
}

/// The whole board of `view` with every page's places as dots and each
/// page's number (1, 2, 3…) at their middle: the step that jumps to a
/// page when a tile has many. The centres are the numbers'.
pub fn areas_picture(view: &GameView, names: &[String], pages: &[PlacePage]) -> Option<PlacesPicture> {
    let window = pages.iter().fold(extent(&grid_of(view)?), |w, p| union(w, p.window));
    board_with(view, names, 4.0, window, |img, layout| {
        let mut numbers = Vec::new();
        let dot = (layout.cell * 0.12).max(3.0);
        for (n, page) in pages.iter().enumerate() {
            let spots: Vec<(f32, f32)> = page.marks.iter().map(|&q| centre(layout, q)).collect();
            // Each page's dots and its number's rim share a colour, so
            // the places a number stands for can be told apart.
            let colour = seat_colour(n);
            for &(x, y) in &spots {
                fill_disc(img, x, y, dot + 1.5, palette::TILE_EDGE);
                fill_disc(img, x, y, dot, colour);
            }
            let k = spots.len().max(1) as f32;
            let (x, y) = spots.iter().fold((0.0, 0.0), |(a, b), (x, y)| (a + x / k, b + y / k));
            numbers.push((x, y));
            fill_disc(img, x, y, AREA_BADGE + 4.0, colour);
            badge(img, (x, y), AREA_BADGE, &(n + 1).to_string());
        }
        numbers
    })
}

/// The radius of a page's number on the areas picture.
const AREA_BADGE: f32 = 26.0;

/// The smallest window holding both.
fn union(a: Window, b: Window) -> Window {
    Window {
        min_x: a.min_x.min(b.min_x),
        max_x: a.max_x.max(b.max_x),
        min_y: a.min_y.min(b.min_y),
        max_y: a.max_y.max(b.max_y),
    }
}

/// The grid places are marked on: the board's one grid, Tetradominoes'
/// dominoes (under their pieces), or the Euronimoes area of the player to
/// move (the only one they place in); `None` for other boards.
fn grid_of(view: &GameView) -> Option<GridView> {
    match &view.board {
        BoardView::BinaryGrid(g) => Some(g.clone()),
        BoardView::Tetradominoes(t) => Some(super::tetradominoes::grid_of(t)),
        BoardView::Euronimoes(e) => {
            let mover = view.seats.iter().position(|s| s.to_move)?;
            Some(e.areas.get(mover)?.grid.clone())
        }
        BoardView::Adding(a) => Some(adding_grid(a)),
        BoardView::Dominoids(_) => None,
    }
}

/// A puzzle's frame as a grid: each domino on the cells
/// [`AddingView::grid_cell`] gives its columns and rows (the puzzle's
/// places are marked in the same), with no axes, whose signed numbers
/// would not be the notation's columns and rows.
fn adding_grid(a: &AddingView) -> GridView {
    GridView {
        tiles: a
            .dominoes
            .iter()
            .map(|d| d.map(|(col, row, n)| (AddingView::grid_cell(col, row), n)))
            .collect(),
        last: a.last,
        ring_owners: Vec::new(),
        levels: Vec::new(),
        labels: Vec::new(),
        hide_axes: true,
        lowest_row: None,
    }
}

/// The picture of `view`'s grid in `window`, cells at least `min_cell`
/// if they fit, with `over` drawing on the cells (given the layout) and
/// returning the centres it drew at.
fn board_with(
    view: &GameView,
    names: &[String],
    min_cell: f32,
    window: Window,
    over: impl FnOnce(&mut RgbImage, &Layout) -> Vec<(f32, f32)>,
) -> Option<PlacesPicture> {
    // How the grid's cells are drawn: rings, or pips (with the
    // tetrominoes over them).
    let g = &grid_of(view)?;
    let (table, pips) = match &view.board {
        BoardView::Tetradominoes(t) => (Some(t), true),
        BoardView::Euronimoes(_) | BoardView::Adding(_) => (None, true),
        _ => (None, false),
    };
    let quiet = GameView {
        notes: Vec::new(),
        ..view.clone()
    };
    let frame = Frame::new(&quiet, names, None);
    let bounds = Bounds {
        x0: 0.0,
        width: WIDTH as f32,
        max_height: frame.body_budget(),
        min_cell,
        max_cell: MAX_CELL,
        axes: true,
    };
    let layout = Layout::over(g, &bounds, window);
    let face = if pips {
        Face::Pips
    } else {
        Face::Rings(ring_colours_of(g))
    };
    let mut placed = layout.clone();
    let mut centres = Vec::new();
    let image = frame.draw(
        &quiet,
        names,
        (layout.height, palette::FELT),
        |img, top| {
            placed = layout.at(top);
            match table {
                Some(t) => super::tetradominoes::draw_cells(img, t, g, &placed),
                None => super::grid::draw(img, g, &placed, &face),
            }
            centres = over(img, &placed);
        },
        |_, _, _| {},
    );
    Some(PlacesPicture {
        image,
        layout: placed,
        centres,
    })
}

/// Draws the page's marks and returns their centres.
fn draw_marks(img: &mut RgbImage, layout: &Layout, page: &PlacePage) -> Vec<(f32, f32)> {
    let centres: Vec<(f32, f32)> = page.marks.iter().map(|&q| centre(layout, q)).collect();
    let pointer = |k: usize| {
        let to = page.toward.get(k).copied().flatten()?;
        let (fx, fy) = layout.corner(page.marks[k].cell);
        let (tx, ty) = layout.corner(to);
        let len = ((tx - fx).powi(2) + (ty - fy).powi(2)).sqrt();
        (len > 0.0).then(|| ((tx - fx) / len, (ty - fy) / len))
    };
    for (k, &(x, y)) in centres.iter().enumerate() {
        mark(img, layout.cell, (x, y), pointer(k), &page.letter(k));
    }
    centres
}

/// A letter on a bright disc, a quarter cell wide at most, with a small
/// point on its rim toward the place's other half (`dir`, a unit vector),
/// so that the mark says which way the tile lies.
fn mark(img: &mut RgbImage, cell: f32, (x, y): (f32, f32), dir: Option<(f32, f32)>, text: &str) {
    let r = (cell * 0.235).floor();
    if let Some((dx, dy)) = dir {
        let (px, py) = (-dy, dx);
        let w = r * 0.55;
        let tip = (x + dx * (r + w * 0.9), y + dy * (r + w * 0.9));
        let base = (x + dx * (r - 2.0), y + dy * (r - 2.0));
        let edge = [
            (base.0 + px * (w + 2.0), base.1 + py * (w + 2.0)),
            (tip.0 + dx * 2.5, tip.1 + dy * 2.5),
            (base.0 - px * (w + 2.0), base.1 - py * (w + 2.0)),
        ];
        fill_convex(img, &edge, palette::TILE_EDGE);
        let inner = [
            (base.0 + px * w, base.1 + py * w),
            tip,
            (base.0 - px * w, base.1 - py * w),
        ];
        fill_convex(img, &inner, palette::HIGHLIGHT);
    }
    badge(img, (x, y), r, text);
}

/// A short text on a bright disc of radius `r`, its size in proportion.
fn badge(img: &mut RgbImage, (x, y): (f32, f32), r: f32, text: &str) {
    fill_disc(img, x, y, r, palette::HIGHLIGHT);
    ring(img, x, y, r, 2.0, palette::TILE_EDGE);
    let size = (SMALL * r / (MIN_CELL * 0.235)).clamp(SMALL, SMALL * 1.2);
    Style::new(Weight::Bold, size, palette::INK).draw_centred(img, x, y, text);
}

/// The PNG of [`areas_picture`].
pub fn areas_png(view: &GameView, names: &[String], pages: &[PlacePage]) -> Option<Vec<u8>> {
    areas_picture(view, names, pages).map(|p| super::encode_png(&p.image))
}

/// The PNG of [`places_picture`], or of Dominoids' board
/// ([`dominoids::places_picture`]).
pub fn places_png(view: &GameView, names: &[String], page: &PlacePage, chosen: Option<Chosen>) -> Option<Vec<u8>> {
    if let BoardView::Dominoids(d) = &view.board {
        let picture = dominoids::places_picture(view, d, names, page, chosen);
        return Some(super::encode_png(&picture.image));
    }
    places_picture(view, names, page, chosen).map(|p| super::encode_png(&p.image))
}

/// The pages of `kind`'s places: [`place_pages`], or for Dominoids, whose
/// every page draws its whole board, [`dominoids::pages`].
pub fn place_pages_for(kind: dominoes_engine::GameKind, places: &[Vec<Cell>]) -> Vec<PlacePage> {
    match kind {
        dominoes_engine::GameKind::Dominoids => dominoids::pages(places),
        _ => place_pages(places),
    }
}

mod dominoids;
mod laid;
#[cfg(test)]
mod tests;
