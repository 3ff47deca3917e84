//! The open grid of the laying games (and of each Euronimoes area), with
//! signed axis labels.

use super::canvas::{RoundRect, fill_disc, fill_rect, stroke_round_rect};
use super::domino::{Face, TilePlace, draw_highlight, draw_tile};
use super::palette;
use super::text::{Style, Weight};
use crate::engine::common::grid::{Cell, bounds};
use crate::engine::view::GridView;
use image::RgbImage;
use imageproc::drawing::draw_line_segment_mut;

/// The cells to draw: every tile plus a margin of one empty cell on each
/// side where a tile could go, none below the grid's lowest row.
fn extent(grid: &GridView) -> (i32, i32, i32, i32) {
    let cells = grid.tiles.iter().flat_map(|t| [t[0].0, t[1].0]);
    let (min_x, min_y, max_x, max_y) = match bounds(cells) {
        Some((x0, y0, x1, y1)) => (x0 - 1, y0 - 1, x1 + 1, y1 + 1),
        None => (-1, -1, 1, 1),
    };
    let min_y = grid.lowest_row.map_or(min_y, |floor| min_y.max(floor).min(max_y));
    (min_x, min_y, max_x, max_y)
}

/// Where everything on the board goes.
#[derive(Clone, Debug)]
pub struct Layout {
    pub min_x: i32,
    pub max_x: i32,
    pub min_y: i32,
    pub max_y: i32,
    /// Side of one cell, in whole pixels.
    pub cell: f32,
    label_size: f32,
    /// Left and top pixel of the cell area.
    pub left: f32,
    pub top: f32,
    /// Width of the whole picture and height of the board band.
    pub width: u32,
    pub height: u32,
    hgutter: f32,
    vgutter: f32,
}

impl Layout {
    /// Lays out `grid` in a band at least `min_width` wide whose top is at
    /// `band_top`.
    pub fn new(grid: &GridView, min_width: u32, band_top: f32) -> Layout {
        let (min_x, min_y, max_x, max_y) = extent(grid);
        let cols = (max_x - min_x + 1) as u32;
        let rows = (max_y - min_y + 1) as u32;
        // Phones shrink wide pictures: keep the width near 1600 px even for a
        // layout stretched into one long line (74 columns), at 20 px a cell.
        let cell = (1500 / cols).clamp(20, 72) as f32;
        let label_size = (cell * 0.36).clamp(13.0, 22.0);
        let label = Style::new(Weight::Bold, label_size, palette::LABEL);
        let widest = [min_y, max_y, min_x, max_x]
            .iter()
            .map(|v| label.width(&v.to_string()))
            .fold(0.0, f32::max);
        let hgutter = (widest + 18.0).max(label_size * 2.0).ceil();
        let vgutter = (label_size * 2.0 + 4.0).ceil();
        let grid_w = cols as f32 * cell;
        let width = (min_width as f32).max(grid_w + 2.0 * hgutter + 24.0).ceil() as u32;
        Layout {
            min_x,
            max_x,
            min_y,
            max_y,
            cell,
            label_size,
            left: ((width as f32 - grid_w) / 2.0).round(),
            top: band_top + vgutter,
            width,
            height: (rows as f32 * cell + 2.0 * vgutter) as u32,
            hgutter,
            vgutter,
        }
    }

    /// Lays out `grid` centred in a box `width` pixels wide from `x0`, its
    /// top at `band_top`, with cells of at most `max_cell` pixels and the
    /// whole at most `max_height` tall (a panel among several).
    pub fn within(grid: &GridView, x0: f32, band_top: f32, width: f32, max_cell: f32, max_height: f32) -> Layout {
        let (min_x, min_y, max_x, max_y) = extent(grid);
        let cols = (max_x - min_x + 1) as f32;
        let rows = (max_y - min_y + 1) as f32;
        // Gutters depend on the label size, which depends on the cell: two
        // rounds settle it.
        let mut cell = max_cell;
        let mut gutters = (0.0, 0.0, 0.0);
        for _ in 0..2 {
            let label_size = (cell * 0.4).clamp(12.0, 22.0);
            let label = Style::new(Weight::Bold, label_size, palette::LABEL);
            let widest = [min_y, max_y]
                .iter()
                .map(|v| label.width(&v.to_string()))
                .fold(0.0, f32::max);
            let hgutter = (widest + 12.0).max(label_size * 1.6).ceil();
            let vgutter = (label_size * 1.8).ceil();
            gutters = (label_size, hgutter, vgutter);
            let fit_w = (width - 2.0 * hgutter) / cols;
            let fit_h = (max_height - 2.0 * vgutter) / rows;
            cell = fit_w.min(fit_h).min(max_cell).floor().max(12.0);
        }
        let (label_size, hgutter, vgutter) = gutters;
        let grid_w = cols * cell;
        Layout {
            min_x,
            max_x,
            min_y,
            max_y,
            cell,
            label_size,
            left: (x0 + (width - grid_w) / 2.0).round(),
            top: band_top + vgutter,
            width: width.ceil() as u32,
            height: (rows * cell + 2.0 * vgutter) as u32,
            hgutter,
            vgutter,
        }
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
}

/// Draws the grid, its labels, the tiles and the last-move outline.
pub fn draw(img: &mut RgbImage, grid: &GridView, layout: &Layout, face: &Face) {
    let cell = layout.cell;
    let (x0, y0) = (layout.left, layout.top);
    let (x1, y1) = (x0 + layout.cols() as f32 * cell, y0 + layout.rows() as f32 * cell);

    // Grid lines: one pixel wide and axis-aligned, so imageproc's plain
    // (not anti-aliased) line drawing is exactly right here.
    fill_rect(img, x0, y0, x1, y1, palette::FELT_GRID, 1.0);
    for i in 0..=layout.cols() {
        let x = (x0 + i as f32 * cell).round();
        draw_line_segment_mut(img, (x, y0), (x, y1), palette::FELT_LINE);
    }
    for j in 0..=layout.rows() {
        let y = (y0 + j as f32 * cell).round();
        draw_line_segment_mut(img, (x0, y), (x1, y), palette::FELT_LINE);
    }
    // On an empty board, mark the square where the first tile goes.
    if grid.tiles.is_empty() {
        let (ox, oy) = layout.corner(Cell::ORIGIN);
        let sq = RoundRect::new(ox + 1.5, oy + 1.5, ox + cell - 0.5, oy + cell - 0.5, 0.0);
        stroke_round_rect(img, sq, 2.0, palette::FELT_ORIGIN, 1.0);
    }

    // Texts in empty cells, such as the open ends of a line.
    let mark = Style::new(Weight::Bold, layout.label_size * 1.1, palette::HIGHLIGHT);
    for (c, text) in &grid.labels {
        let (cx, cy) = layout.corner(*c);
        mark.draw_centred(img, cx + cell / 2.0, cy + cell / 2.0, text);
    }
    if grid.hide_axes {
        return draw_tiles(img, grid, layout, face);
    }
    // Axis labels: x above and below, y left and right, as in the notation.
    let plain = Style::new(Weight::Bold, layout.label_size, palette::LABEL);
    let zero = Style::new(Weight::Bold, layout.label_size, palette::LABEL_ZERO);
    let pick = |v: i32| if v == 0 { zero } else { plain };
    let (top_cy, bottom_cy) = (y0 - layout.vgutter / 2.0, y1 + layout.vgutter / 2.0);
    for x in layout.min_x..=layout.max_x {
        let cx = layout.corner(Cell::new(x, 0)).0 + cell / 2.0;
        let t = x.to_string();
        pick(x).draw_centred(img, cx, top_cy, &t);
        pick(x).draw_centred(img, cx, bottom_cy, &t);
    }
    let (left_cx, right_cx) = (x0 - layout.hgutter / 2.0, x1 + layout.hgutter / 2.0);
    for y in layout.min_y..=layout.max_y {
        let cy = layout.corner(Cell::new(0, y)).1 + cell / 2.0;
        let t = y.to_string();
        pick(y).draw_centred(img, left_cx, cy, &t);
        pick(y).draw_centred(img, right_cx, cy, &t);
    }

    draw_tiles(img, grid, layout, face);
}

fn draw_tiles(img: &mut RgbImage, grid: &GridView, layout: &Layout, face: &Face) {
    let digits = layout.cell >= 40.0;
    for (i, tile) in grid.tiles.iter().enumerate() {
        let place = layout.place(tile);
        draw_tile(img, &place, (tile[0].1, tile[1].1), face, digits);
        // Stacked games: a badge with the level on every tile above the table.
        if let Some(&level) = grid.levels.get(i).filter(|&&l| l > 1) {
            level_badge(img, &place, level);
        }
    }
    if let Some(last) = grid.last.and_then(|i| grid.tiles.get(i)) {
        draw_highlight(img, &layout.place(last), palette::HIGHLIGHT);
    }
}

/// A dark disc with the tile's level, at the middle of its divider, where
/// no ring is drawn.
fn level_badge(img: &mut RgbImage, place: &TilePlace, level: u8) {
    let body = place.body();
    let r = (place.cell * 0.15).max(7.0);
    fill_disc(img, body.cx, body.cy, r + 1.5, palette::IVORY);
    fill_disc(img, body.cx, body.cy, r, palette::TILE_EDGE);
    Style::new(Weight::Bold, r * 1.45, palette::LABEL_ZERO).draw_centred(img, body.cx, body.cy, &level.to_string());
}
