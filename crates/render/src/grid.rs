//! The open grid of the laying games (and of each Euronimoes area), with
//! signed axis labels.
//!
//! A layout too big to show on a phone at a legible size (a half at least
//! [`super::CELL`]) is shown in part: a window of cells around the play,
//! the last move with as many tiles around it as fit, labelled with the
//! window's own coordinates; [`super::overview`] draws the whole layout
//! small with the window marked, and `/board view:whole` shows it all.

use super::Region;
use super::canvas::{RoundRect, bands, fill_disc, fill_round_rect, stroke_round_rect};
use super::domino::{DIGITS_FROM, Face, TilePlace, draw_highlight, draw_tile};
use super::palette;
use super::text::{SMALL, Style, Weight};
use dominoes_engine::common::grid::{Cell, bounds};
use dominoes_engine::view::GridView;
use image::RgbImage;
use imageproc::drawing::draw_line_segment_mut;
use std::cell::RefCell;

/// A rectangle of cells, bounds included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub min_x: i32,
    pub max_x: i32,
    pub min_y: i32,
    pub max_y: i32,
}

impl Window {
    pub fn cols(&self) -> i32 {
        self.max_x - self.min_x + 1
    }

    pub fn rows(&self) -> i32 {
        self.max_y - self.min_y + 1
    }

    pub fn contains(&self, c: Cell) -> bool {
        (self.min_x..=self.max_x).contains(&c.x) && (self.min_y..=self.max_y).contains(&c.y)
    }

    /// The cell at the middle (rounded down), as coordinates.
    pub fn centre_cell(&self) -> (i32, i32) {
        (
            (self.min_x + self.max_x).div_euclid(2),
            (self.min_y + self.max_y).div_euclid(2),
        )
    }

    fn centre(&self) -> (f32, f32) {
        (
            (self.min_x + self.max_x) as f32 / 2.0,
            (self.min_y + self.max_y) as f32 / 2.0,
        )
    }
}

/// The cells of the whole layout: every tile plus a margin of one empty
/// cell on each side where a tile could go, none below the grid's lowest
/// row.
pub fn extent(grid: &GridView) -> Window {
    let cells = grid.tiles.iter().flat_map(|t| [t[0].0, t[1].0]);
    let (min_x, min_y, max_x, max_y) = match bounds(cells) {
        Some((x0, y0, x1, y1)) => (x0 - 1, y0 - 1, x1 + 1, y1 + 1),
        None => (-1, -1, 1, 1),
    };
    let min_y = grid.lowest_row.map_or(min_y, |floor| min_y.max(floor).min(max_y));
    Window {
        min_x,
        max_x,
        min_y,
        max_y,
    }
}

/// The box a grid is laid out in.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// Left edge and width of the band.
    pub x0: f32,
    pub width: f32,
    /// The tallest the band may be, labels included.
    pub max_height: f32,
    /// The smallest half that reads on a phone, and the largest worth
    /// drawing.
    pub min_cell: f32,
    pub max_cell: f32,
    /// Whether to label the axes (where the grid's cells have names).
    pub axes: bool,
}

/// Where everything on the board goes.
#[derive(Clone, Debug)]
pub struct Layout {
    /// The cells shown (all of them unless the layout is cropped).
    pub min_x: i32,
    pub max_x: i32,
    pub min_y: i32,
    pub max_y: i32,
    /// The whole layout, of which the cells above are a part.
    pub whole: Window,
    /// Side of one cell, in whole pixels.
    pub cell: f32,
    label_size: f32,
    axes: bool,
    /// Left and top pixel of the cell area.
    pub left: f32,
    pub top: f32,
    /// Height of the band.
    pub height: u32,
    hgutter: f32,
    vgutter: f32,
}

/// The axis labels' gutters for coordinates in `whole`: from the widest
/// label, so that moving the window does not move the board.
fn gutters(whole: &Window, axes: bool) -> (f32, f32) {
    if !axes {
        return (10.0, 10.0);
    }
    let label = Style::new(Weight::Bold, SMALL, palette::LABEL);
    let widest = [whole.min_y, whole.max_y]
        .iter()
        .map(|v| label.width(&v.to_string()))
        .fold(0.0, f32::max);
    ((widest + 16.0).ceil(), (SMALL * 1.3).ceil())
}

impl Layout {
    /// Lays `grid` out in `b`: the whole layout if its halves can be at
    /// least `b.min_cell` (or `region` asks for the whole), else the window
    /// of cells around the play that fits at that size.
    pub fn fit(grid: &GridView, b: &Bounds, region: Region) -> Layout {
        let whole = extent(grid);
        let axes = b.axes && !grid.hide_axes;
        let (hgutter, vgutter) = gutters(&whole, axes);
        let (avail_w, avail_h) = (b.width - 2.0 * hgutter, b.max_height - 2.0 * vgutter);
        let fit = |cols: i32, rows: i32| {
            (avail_w / cols as f32)
                .min(avail_h / rows as f32)
                .min(b.max_cell)
                .floor()
        };
        let whole_cell = fit(whole.cols(), whole.rows());
        let (shown, cell) = if region == Region::Whole || whole_cell >= b.min_cell {
            (whole, whole_cell.max(4.0))
        } else {
            let cols = ((avail_w / b.min_cell) as i32).clamp(1, whole.cols());
            let rows = ((avail_h / b.min_cell) as i32).clamp(1, whole.rows());
            let w = best_window(grid, &whole, cols, rows);
            (w, fit(w.cols(), w.rows()))
        };
        Layout::placed(shown, whole, cell, b, (axes, hgutter, vgutter))
    }

    /// The layout showing `shown` of `whole` at `cell` pixels a cell,
    /// centred across `b`, with its axes and gutters.
    fn placed(
        shown: Window,
        whole: Window,
        cell: f32,
        b: &Bounds,
        (axes, hgutter, vgutter): (bool, f32, f32),
    ) -> Layout {
        let grid_w = shown.cols() as f32 * cell;
        Layout {
            min_x: shown.min_x,
            max_x: shown.max_x,
            min_y: shown.min_y,
            max_y: shown.max_y,
            whole,
            cell,
            label_size: SMALL,
            axes,
            left: (b.x0 + (b.width - grid_w) / 2.0).round(),
            top: vgutter,
            height: (shown.rows() as f32 * cell + 2.0 * vgutter).ceil() as u32,
            hgutter,
            vgutter,
        }
    }

    /// `window` alone laid out in `b`, at the largest cell that fits it:
    /// the move picker's view of the places it labels (the window is the
    /// whole of this layout, so nothing is drawn as cropped).
    pub fn over(grid: &GridView, b: &Bounds, window: Window) -> Layout {
        let axes = b.axes && !grid.hide_axes;
        let (hgutter, vgutter) = gutters(&window, axes);
        let (avail_w, avail_h) = (b.width - 2.0 * hgutter, b.max_height - 2.0 * vgutter);
        let cell = (avail_w / window.cols() as f32)
            .min(avail_h / window.rows() as f32)
            .min(b.max_cell)
            .floor()
            .max(4.0);
        Layout::placed(window, window, cell, b, (axes, hgutter, vgutter))
    }

    /// The same layout in a band whose top is at `band_top`.
    pub fn at(&self, band_top: f32) -> Layout {
        Layout {
            top: self.top + band_top.round(),
            ..self.clone()
        }
    }

    /// The cells shown.
    pub fn shown(&self) -> Window {
        Window {
            min_x: self.min_x,
            max_x: self.max_x,
            min_y: self.min_y,
            max_y: self.max_y,
        }
    }

    /// Whether only part of the layout is shown.
    pub fn cropped(&self) -> bool {
        self.shown() != self.whole
    }

    /// The height of the band of axis labels above and below the cells.
    pub fn label_band(&self) -> f32 {
        self.vgutter
    }

    /// The bottom edge of the cells (the x labels lie below it).
    pub fn bottom(&self) -> f32 {
        self.top + self.rows() as f32 * self.cell
    }

    fn cols(&self) -> i32 {
        self.max_x - self.min_x + 1
    }

    fn rows(&self) -> i32 {
        self.max_y - self.min_y + 1
    }

    /// The top-left pixel of a cell (y grows upwards on the board, downwards
    /// in the picture).
    pub fn corner(&self, c: Cell) -> (f32, f32) {
        (
            self.left + (c.x - self.min_x) as f32 * self.cell,
            self.top + (self.max_y - c.y) as f32 * self.cell,
        )
    }

    pub fn place(&self, tile: &[(Cell, u8); 2]) -> TilePlace {
        TilePlace {
            a: self.corner(tile[0].0),
            b: self.corner(tile[1].0),
            cell: self.cell,
        }
    }

    /// This layout drawn into a picture of the cell area alone.
    fn local(&self) -> Layout {
        Layout {
            left: 0.0,
            top: 0.0,
            ..self.clone()
        }
    }
}

/// The window of `cols` by `rows` cells of `whole` to show: it holds the
/// last move (with a cell of margin where the layout goes on), and of
/// such windows the one with the most tiles, then the one best centred on
/// the last move. Without a last move, the middle of the tiles counts.
fn best_window(grid: &GridView, whole: &Window, cols: i32, rows: i32) -> Window {
    let cells: Vec<Cell> = grid.tiles.iter().flat_map(|t| [t[0].0, t[1].0]).collect();
    let focus: Vec<Cell> = match grid.last.and_then(|i| grid.tiles.get(i)) {
        Some(t) => vec![t[0].0, t[1].0],
        None => Vec::new(),
    };
    let around = if focus.is_empty() { &cells } else { &focus };
    let n = around.len().max(1) as f32;
    let (fx, fy) = around
        .iter()
        .fold((0.0, 0.0), |(x, y), c| (x + c.x as f32 / n, y + c.y as f32 / n));
    let room = |w: &Window, c: &Cell| {
        w.contains(*c)
            && (c.x > w.min_x || w.min_x == whole.min_x)
            && (c.x < w.max_x || w.max_x == whole.max_x)
            && (c.y > w.min_y || w.min_y == whole.min_y)
            && (c.y < w.max_y || w.max_y == whole.max_y)
    };
    let mut best: Option<(usize, f32, Window)> = None;
    for min_x in whole.min_x..=whole.max_x - cols + 1 {
        for min_y in whole.min_y..=whole.max_y - rows + 1 {
            let w = Window {
                min_x,
                max_x: min_x + cols - 1,
                min_y,
                max_y: min_y + rows - 1,
            };
            if !focus.iter().all(|c| room(&w, c)) {
                continue;
            }
            let count = cells.iter().filter(|c| w.contains(**c)).count();
            let (cx, cy) = w.centre();
            let off = (cx - fx).powi(2) + (cy - fy).powi(2);
            if best.is_none_or(|(n, o, _)| count > n || (count == n && off < o)) {
                best = Some((count, off, w));
            }
        }
    }
    best.map_or_else(|| centred(whole, cols, rows, (fx, fy)), |b| b.2)
}

/// A window of `cols` by `rows` inside `whole`, as near `centre` as it goes.
fn centred(whole: &Window, cols: i32, rows: i32, (fx, fy): (f32, f32)) -> Window {
    let min_x = ((fx - (cols - 1) as f32 / 2.0).round() as i32).clamp(whole.min_x, whole.max_x - cols + 1);
    let min_y = ((fy - (rows - 1) as f32 / 2.0).round() as i32).clamp(whole.min_y, whole.max_y - rows + 1);
    Window {
        min_x,
        max_x: min_x + cols - 1,
        min_y,
        max_y: min_y + rows - 1,
    }
}

/// Draws the grid, its labels, the tiles and the last-move outline.
pub fn draw(img: &mut RgbImage, grid: &GridView, layout: &Layout, face: &Face) {
    draw_with(img, grid, layout, face, |_, _| {});
}

/// [`draw`], with `over` drawing more on the cells (Tetradominoes' pieces)
/// before they are put in the picture. The cells are drawn in a picture of
/// their own, so a tile half outside the window is cut at its edge.
pub fn draw_with(
    img: &mut RgbImage,
    grid: &GridView,
    layout: &Layout,
    face: &Face,
    over: impl FnOnce(&mut RgbImage, &Layout),
) {
    let cell = layout.cell;
    let (w, h) = (layout.cols() as f32 * cell, layout.rows() as f32 * cell);
    let mut area = scratch(w as u32 + 1, h as u32 + 1);
    let local = layout.local();
    // Grid lines: one pixel wide and axis-aligned, so imageproc's plain
    // (not anti-aliased) line drawing is exactly right here.
    for i in 0..=layout.cols() {
        let x = i as f32 * cell;
        draw_line_segment_mut(&mut area, (x, 0.0), (x, h), palette::FELT_LINE);
    }
    for j in 0..=layout.rows() {
        let y = j as f32 * cell;
        draw_line_segment_mut(&mut area, (0.0, y), (w, y), palette::FELT_LINE);
    }
    // On an empty board, mark the square where the first tile goes.
    if grid.tiles.is_empty() {
        let (ox, oy) = local.corner(Cell::ORIGIN);
        let sq = RoundRect::new(ox + 1.5, oy + 1.5, ox + cell - 0.5, oy + cell - 0.5, 0.0);
        stroke_round_rect(&mut area, sq, 2.0, palette::FELT_ORIGIN, 1.0);
    }
    // Texts in empty cells, such as the open ends of a line.
    let mark = Style::new(Weight::Bold, (cell * 0.5).max(SMALL), palette::HIGHLIGHT);
    for (c, text) in &grid.labels {
        let (cx, cy) = local.corner(*c);
        mark.draw_centred(&mut area, cx + cell / 2.0, cy + cell / 2.0, text);
    }
    draw_tiles(&mut area, grid, &local, face);
    over(&mut area, &local);
    blit(img, &area, layout.left, layout.top);
    SCRATCH.with(|s| *s.borrow_mut() = area.into_raw());
    if layout.axes {
        draw_axes(img, layout);
    }
}

thread_local! {
    /// The cells' picture of the last board drawn on this thread, kept so
    /// the next one reuses its memory instead of asking the system again.
    static SCRATCH: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// A picture `w` by `h` of empty felt, in this thread's scratch memory.
fn scratch(w: u32, h: u32) -> RgbImage {
    let mut raw = SCRATCH.with(|s| std::mem::take(&mut *s.borrow_mut()));
    raw.clear();
    let row: Vec<u8> = std::iter::repeat_n(palette::FELT_GRID.0, w as usize)
        .flatten()
        .collect();
    for _ in 0..h {
        raw.extend_from_slice(&row);
    }
    RgbImage::from_raw(w, h, raw).unwrap_or_else(|| bands(w, &[(h, palette::FELT_GRID)]))
}

/// Copies `src` into `img` with its top-left corner at `x, y`, clipped.
fn blit(img: &mut RgbImage, src: &RgbImage, x: f32, y: f32) {
    let (x, y) = (x.round() as i64, y.round() as i64);
    let (iw, ih) = (i64::from(img.width()), i64::from(img.height()));
    let sw = i64::from(src.width());
    let x0 = x.max(0);
    let x1 = (x + sw).min(iw);
    if x0 >= x1 {
        return;
    }
    for (row, line) in src.as_raw().chunks_exact(sw as usize * 3).enumerate() {
        let py = y + row as i64;
        if py < 0 || py >= ih {
            continue;
        }
        let from = &line[((x0 - x) * 3) as usize..((x1 - x) * 3) as usize];
        let at = ((py * iw + x0) * 3) as usize;
        img.as_mut()[at..at + from.len()].copy_from_slice(from);
    }
}

/// Which labels each axis shows: every `x_step`th column and `y_step`th
/// row, so that neighbouring labels keep at least 8 px apart.
pub fn label_steps(layout: &Layout) -> (i32, i32) {
    let plain = Style::new(Weight::Bold, layout.label_size, palette::LABEL);
    let widest = [layout.min_x, layout.max_x]
        .iter()
        .map(|v| plain.width(&v.to_string()))
        .fold(0.0, f32::max);
    let x_step = ((widest + 8.0) / layout.cell).ceil().max(1.0) as i32;
    let y_step = ((plain.cap_height() + 8.0) / layout.cell).ceil().max(1.0) as i32;
    (x_step, y_step)
}

/// Axis labels: x above and below, y left and right, as in the notation;
/// when the cells are too small for every label, every second (or third)
/// one, always including 0.
fn draw_axes(img: &mut RgbImage, layout: &Layout) {
    let cell = layout.cell;
    let plain = Style::new(Weight::Bold, layout.label_size, palette::LABEL);
    let zero = Style::new(Weight::Bold, layout.label_size, palette::LABEL_ZERO);
    let pick = |v: i32| if v == 0 { zero } else { plain };
    let (x_step, y_step) = label_steps(layout);
    let (x0, y0) = (layout.left, layout.top);
    let (x1, y1) = (x0 + layout.cols() as f32 * cell, layout.bottom());
    let (top_cy, bottom_cy) = (y0 - layout.vgutter / 2.0, y1 + layout.vgutter / 2.0);
    for x in (layout.min_x..=layout.max_x).filter(|x| x.rem_euclid(x_step) == 0) {
        let cx = layout.corner(Cell::new(x, 0)).0 + cell / 2.0;
        let t = x.to_string();
        pick(x).draw_centred(img, cx, top_cy, &t);
        pick(x).draw_centred(img, cx, bottom_cy, &t);
    }
    let (left_cx, right_cx) = (x0 - layout.hgutter / 2.0, x1 + layout.hgutter / 2.0);
    for y in (layout.min_y..=layout.max_y).filter(|y| y.rem_euclid(y_step) == 0) {
        let cy = layout.corner(Cell::new(0, y)).1 + cell / 2.0;
        let t = y.to_string();
        pick(y).draw_centred(img, left_cx, cy, &t);
        pick(y).draw_centred(img, right_cx, cy, &t);
    }
}

fn draw_tiles(img: &mut RgbImage, grid: &GridView, layout: &Layout, face: &Face) {
    let digits = layout.cell >= DIGITS_FROM;
    let shown = layout.shown();
    for (i, tile) in grid.tiles.iter().enumerate() {
        if !shown.contains(tile[0].0) && !shown.contains(tile[1].0) {
            continue;
        }
        let place = layout.place(tile);
        draw_tile(img, &place, (tile[0].1, tile[1].1), face, digits);
        // Stacked games: the level on every half of a raised tile that no
        // higher tile covers, so a tile half covered still shows its height.
        // Halves too small for a legible number (a compact area) get a
        // plain mark instead.
        if let Some(&level) = grid.levels.get(i).filter(|&&l| l > 1) {
            for (half, corner) in [(tile[0].0, place.a), (tile[1].0, place.b)] {
                let covered = grid.tiles[i + 1..].iter().any(|t| t[0].0 == half || t[1].0 == half);
                if !covered {
                    level_badge(img, corner, layout.cell, level);
                }
            }
        }
    }
    if let Some(last) = grid.last.and_then(|i| grid.tiles.get(i)) {
        draw_highlight(img, &layout.place(last), palette::HIGHLIGHT);
    }
}

/// A dark badge with the tile's level on the bottom-right corner of a half
/// whose top-left pixel is `corner`, straddling the tile's edge so that it
/// hides as little of the half's number as it can.
fn level_badge(img: &mut RgbImage, (x, y): (f32, f32), cell: f32, level: u8) {
    let style = Style::new(Weight::Bold, SMALL, palette::LABEL_ZERO);
    if cell < DIGITS_FROM {
        // Too small for a legible number (a compact area): a plain mark.
        let r = cell * 0.14;
        let (cx, cy) = (x + cell - r - cell * 0.09, y + cell - r - cell * 0.09);
        fill_disc(img, cx, cy, r + 1.0, palette::IVORY);
        fill_disc(img, cx, cy, r, palette::TILE_EDGE);
        return;
    }
    let text = level.to_string();
    let (hw, hh) = (style.width(&text) / 2.0 + 4.0, style.cap_height() / 2.0 + 4.0);
    let (cx, cy) = (x + cell - cell * 0.1, y + cell - cell * 0.1);
    let badge = RoundRect::new(cx - hw, cy - hh, cx + hw, cy + hh, 5.0);
    fill_round_rect(img, badge.grow(1.5), palette::IVORY, 1.0);
    fill_round_rect(img, badge, palette::TILE_EDGE, 1.0);
    style.draw_centred(img, cx, cy, &text);
}
