//! The Euronimoes table: a strip with the market (five slots and their
//! costs), the bone pile and the bank, above one panel per player with
//! that player's own area, chips and score. Two panels share a row, so four
//! players make a 2x2 grid that stays readable when a phone shrinks it.

use super::canvas::{Colour, RoundRect, fill_bordered, fill_disc, fill_round_rect, ring, stroke_round_rect};
use super::domino::{Face, TilePlace, draw_tile};
use super::grid::{self, Layout};
use super::header::seat_name;
use super::text::{Style, Weight};
use super::{framed, palette, seat_colour};
use crate::engine::GameView;
use crate::engine::common::grid::Cell;
use crate::engine::common::tiles::Tile;
use crate::engine::view::{AreaView, EuronimoesView};
use image::RgbImage;

const WIDTH: u32 = 1120;
const GAP: f32 = 20.0;
const MARKET_H: f32 = 206.0;
/// The market's tiles: one half is this many pixels square.
const MARKET_CELL: f32 = 48.0;
const PANEL_HEAD: f32 = 96.0;
/// The row of column scores under each area.
const COLUMN_SCORES: f32 = 44.0;
const MAX_CELL: f32 = 60.0;

/// The back of a face-down domino.
const BACK: Colour = super::canvas::hex(0x6B4A2E);
const BACK_EDGE: Colour = super::canvas::hex(0x3A2616);
const PANEL_BG: Colour = super::canvas::hex(0x285845);

/// The whole picture: header, market strip, panels, notes.
pub(super) fn board(view: &GameView, e: &EuronimoesView, names: &[String]) -> RgbImage {
    let panels = panel_layouts(e, 0.0);
    let body_h = MARKET_H + panels_height(&panels) + GAP;
    framed(view, names, (WIDTH, body_h.ceil() as u32), palette::FELT, |img, top| {
        draw_market(img, e, top);
        for panel in panel_layouts(e, top) {
            draw_panel(img, view, e, names, &panel);
        }
    })
}

/// Where one player's panel goes.
struct Panel {
    seat: usize,
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    layout: Layout,
}

fn panel_layouts(e: &EuronimoesView, top: f32) -> Vec<Panel> {
    let n = e.areas.len();
    let cols = if n > 1 { 2 } else { 1 };
    let w = (WIDTH as f32 - GAP * (cols as f32 + 1.0)) / cols as f32;
    // Four players share the height; two get taller areas.
    let max_grid_h = if n > 2 { 500.0 } else { 640.0 };
    let mut panels: Vec<Panel> = Vec::with_capacity(n);
    let mut y = top + MARKET_H;
    for row in e.areas.chunks(cols).enumerate().map(|(r, c)| (r, c.len())) {
        let (r, len) = row;
        let mut row_panels: Vec<Panel> = (0..len)
            .map(|c| {
                let seat = r * cols + c;
                let x = GAP + c as f32 * (w + GAP);
                let layout = Layout::within(&e.areas[seat].grid, x, y + PANEL_HEAD, w, MAX_CELL, max_grid_h);
                let h = PANEL_HEAD + layout.height as f32 + COLUMN_SCORES;
                Panel {
                    seat,
                    x,
                    y,
                    w,
                    h,
                    layout,
                }
            })
            .collect();
        let row_h = row_panels.iter().map(|p| p.h).fold(0.0, f32::max);
        for p in &mut row_panels {
            p.h = row_h;
        }
        y += row_h + GAP;
        panels.extend(row_panels);
    }
    panels
}

fn panels_height(panels: &[Panel]) -> f32 {
    let mut rows: Vec<(f32, f32)> = panels.iter().map(|p| (p.y, p.h)).collect();
    rows.dedup_by(|a, b| a.0 == b.0);
    rows.iter().map(|(_, h)| h + GAP).sum()
}

/// A domino lying across, its left half's top-left corner at `x, y`.
fn tile_at(img: &mut RgbImage, x: f32, y: f32, cell: f32, tile: Tile) {
    let place = TilePlace {
        a: (x, y),
        b: (x + cell, y),
        cell,
    };
    draw_tile(img, &place, (tile.lo, tile.hi), &Face::Pips, false);
}

/// A face-down domino lying across.
fn back_at(img: &mut RgbImage, x: f32, y: f32, cell: f32) {
    let body = RoundRect::new(x + 3.0, y + 3.0, x + 2.0 * cell - 3.0, y + cell - 3.0, cell * 0.13);
    fill_bordered(img, body, 2.0, BACK_EDGE, BACK);
}

fn draw_market(img: &mut RgbImage, e: &EuronimoesView, top: f32) {
    let strip = RoundRect::new(GAP, top + GAP, WIDTH as f32 - GAP, top + MARKET_H - 6.0, 14.0);
    fill_round_rect(img, strip, PANEL_BG, 1.0);
    let title = Style::new(Weight::Bold, 24.0, palette::LABEL);
    let cost = Style::new(Weight::Bold, 36.0, palette::LABEL_ZERO);
    let caption = Style::new(Weight::Regular, 21.0, palette::LABEL);
    let cell = MARKET_CELL;
    let slot_w = 2.0 * cell + 22.0;
    let x0 = GAP + 22.0;
    title.draw(img, x0, top + GAP + 24.0, "MARKET (cost in chips)");
    let cost_cy = top + GAP + 66.0;
    let tile_y = top + GAP + 92.0;
    for (i, (c, tile)) in e.market.iter().enumerate() {
        let x = x0 + i as f32 * (slot_w + 14.0);
        let cx = x + slot_w / 2.0;
        cost.draw_centred(img, cx, cost_cy, &c.to_string());
        let frame = RoundRect::new(x, tile_y - 8.0, x + slot_w, tile_y + cell + 8.0, 10.0);
        stroke_round_rect(img, frame, 2.0, palette::FELT_LINE, 1.0);
        match tile {
            Some(t) => tile_at(img, cx - cell, tile_y, cell, *t),
            None => caption.draw_centred(img, cx, tile_y + cell / 2.0, "empty"),
        }
        let what = match c {
            c if *c < 0 => "you get 1".to_string(),
            0 => "free".to_string(),
            1 => "1 chip".to_string(),
            c => format!("{c} chips"),
        };
        caption.draw_centred(img, cx, tile_y + cell + 28.0, &what);
    }

    // The bone pile: a few backs, and how many are left.
    let px = x0 + 5.0 * (slot_w + 14.0) + 24.0;
    title.draw(img, px, top + GAP + 24.0, "BONE PILE");
    let pile_cell = 44.0;
    let shown = e.pile.min(3);
    for k in 0..shown {
        let off = k as f32 * 7.0;
        back_at(img, px + off, tile_y - 6.0 + off, pile_cell);
    }
    let count = match e.pile {
        0 => "empty".to_string(),
        n => format!("{n} left"),
    };
    Style::new(Weight::Bold, 26.0, palette::LABEL_ZERO).draw(img, px, tile_y + cell + 28.0, &count);

    // The bank: each colour's chips that are not in their player's hands.
    let bx = px + 2.0 * pile_cell + 52.0;
    title.draw(img, bx, top + GAP + 24.0, "BANK");
    let r = 21.0;
    let number = Style::new(Weight::Bold, 24.0, palette::LABEL_ZERO);
    for (seat, n) in e.bank.iter().enumerate() {
        let (col, row) = (seat % 2, seat / 2);
        let cx = bx + r + col as f32 * 104.0;
        let cy = tile_y + r - 6.0 + row as f32 * 52.0;
        chip(img, cx, cy, r, seat_colour(seat), true);
        number.draw(img, cx + r + 8.0, cy, &format!("×{n}"));
    }
}

/// One chip: a disc in the seat's colour, or only its outline when it is
/// not there (in the bank, seen from the player's panel).
fn chip(img: &mut RgbImage, cx: f32, cy: f32, r: f32, colour: Colour, filled: bool) {
    if filled {
        fill_disc(img, cx, cy, r, palette::IVORY);
        fill_disc(img, cx, cy, r - 2.5, colour);
        ring(img, cx, cy, r * 0.62, 2.0, palette::IVORY);
    } else {
        ring(img, cx, cy, r - 2.0, 2.5, colour);
    }
}

fn draw_panel(img: &mut RgbImage, view: &GameView, e: &EuronimoesView, names: &[String], p: &Panel) {
    let Some(area) = e.areas.get(p.seat) else {
        return;
    };
    let colour = seat_colour(p.seat);
    let to_move = view.seats.get(p.seat).is_some_and(|s| s.to_move);
    let body = RoundRect::new(p.x, p.y, p.x + p.w, p.y + p.h, 14.0);
    fill_round_rect(img, body, PANEL_BG, 1.0);
    // The header of the panel, light, in the turn colour when it is theirs.
    let head_bg = if to_move { palette::TURN_BG } else { palette::HEADER_BG };
    fill_round_rect(
        img,
        RoundRect::new(p.x, p.y, p.x + p.w, p.y + PANEL_HEAD, 14.0),
        head_bg,
        1.0,
    );
    fill_round_rect(
        img,
        RoundRect::new(p.x, p.y + PANEL_HEAD - 16.0, p.x + p.w, p.y + PANEL_HEAD, 0.0),
        head_bg,
        1.0,
    );
    let border = if to_move { palette::TURN_MARK } else { colour };
    stroke_round_rect(img, body, if to_move { 6.0 } else { 4.0 }, border, 1.0);

    let pad = 18.0;
    let sw = 15.0;
    let line1 = p.y + 30.0;
    fill_round_rect(
        img,
        RoundRect::new(p.x + pad, line1 - sw, p.x + pad + 2.0 * sw, line1 + sw, 6.0),
        colour,
        1.0,
    );
    let score_style = Style::new(Weight::Bold, 44.0, palette::INK);
    let score_text = area.score.to_string();
    let score_w = score_style.width(&score_text);
    let right = p.x + p.w - pad;
    score_style.draw_right(img, right, p.y + PANEL_HEAD / 2.0 - 4.0, &score_text);
    Style::new(Weight::Regular, 18.0, palette::GREY).draw_right(img, right, p.y + PANEL_HEAD - 14.0, "score");
    let name_style = Style::new(Weight::Bold, 30.0, palette::INK);
    let name_x = p.x + pad + 2.0 * sw + 12.0;
    let name = seat_name(names, p.seat);
    name_style.draw(
        img,
        name_x,
        line1,
        &name_style.fit(&name, right - score_w - 24.0 - name_x),
    );

    // Line two: the four chips of this colour (held filled, in the bank
    // hollow), then the hand and the player's state.
    let line2 = p.y + 70.0;
    let r = 12.0;
    let bank = e.bank.get(p.seat).copied().unwrap_or(0);
    for k in 0..(area.chips + bank) {
        chip(img, name_x + r + f32::from(k) * 28.0, line2, r, colour, k < area.chips);
    }
    let mut status = format!(
        "{} chip{} · {} in hand",
        area.chips,
        if area.chips == 1 { "" } else { "s" },
        area.hand
    );
    if area.finished {
        status.push_str(" · finished");
    } else if to_move {
        status.push_str(" · to play");
    }
    let small = Style::new(Weight::Regular, 22.0, palette::INK_SOFT);
    let sx = name_x + f32::from(area.chips + bank) * 28.0 + 10.0;
    small.draw(img, sx, line2, &small.fit(&status, right - score_w - 20.0 - sx));

    grid::draw(img, &area.grid, &p.layout, &Face::Pips);
    column_scores(img, area, &p.layout, p.x + pad);
}

/// Each column's score under it (runs of first-level numbers; bombs -3).
fn column_scores(img: &mut RgbImage, area: &AreaView, layout: &Layout, label_x: f32) {
    let cy = layout.bottom() + layout.label_band() + COLUMN_SCORES / 2.0 - 2.0;
    let size = (layout.cell * 0.5).clamp(17.0, 26.0);
    let plain = Style::new(Weight::Bold, size, palette::LABEL_ZERO);
    let good = Style::new(Weight::Bold, size, palette::HIGHLIGHT);
    let label = Style::new(Weight::Regular, 17.0, palette::LABEL);
    if !area.columns.is_empty() && label_x + label.width("columns") + 8.0 < layout.left {
        label.draw(img, label_x, cy, "columns");
    }
    for &(x, points) in &area.columns {
        let (left, _) = layout.corner(Cell::new(x, 0));
        let cx = left + layout.cell / 2.0;
        let style = if points < 0 { good } else { plain };
        style.draw_centred(img, cx, cy, &points.to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::view::BoardView;
    use crate::engine::{AnyGame, GameKind, GameRng, Options, Viewer};

    /// A game of `seats` played with random legal moves for `plies` moves
    /// (or to the end).
    fn played(seats: usize, plies: usize, seed: u64) -> Box<dyn AnyGame> {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
        let mut game = GameKind::Euronimoes
            .setup(&Options::default(), seats, &mut rng)
            .unwrap();
        let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(seed + 1));
        for _ in 0..plies {
            let Some(seat) = game.to_act().seat() else { break };
            let legal = game.legal(seat);
            // Prefer stacking now and then, so pictures show levels.
            let stacked = legal.iter().find(|a| a.description.starts_with("stack"));
            let pick = match stacked {
                Some(a) if chooser.below(2) == 0 => a.notation.clone(),
                _ => legal[chooser.below(legal.len())].notation.clone(),
            };
            game.play(seat, &pick, &mut rng).unwrap();
        }
        game
    }

    fn names(n: usize) -> Vec<String> {
        ["Ann", "Beatrice with a long name", "Cy", "Dmitri"]
            .iter()
            .take(n)
            .map(|s| s.to_string())
            .collect()
    }

    #[test]
    fn every_table_size_fits_a_phone_friendly_picture() {
        for (seats, plies) in [(2, 0), (2, 25), (3, 60), (4, 500)] {
            let game = played(seats, plies, 9);
            let view = game.view(Viewer::Public);
            let img = board_image_of(&view, &names(seats));
            assert_eq!(img.width(), WIDTH);
            assert!(img.height() < 2600, "{seats} seats: {}", img.height());
        }
    }

    fn board_image_of(view: &GameView, names: &[String]) -> RgbImage {
        super::super::board_image(view, names)
    }

    #[test]
    fn the_last_placement_is_outlined_in_its_panel() {
        let game = played(2, 9, 4);
        let view = game.view(Viewer::Public);
        let BoardView::Euronimoes(e) = &view.board else {
            panic!("not a Euronimoes board")
        };
        let img = board_image_of(&view, &names(2));
        let top = super::super::header::height(&view, super::super::ui_scale(WIDTH)) as f32;
        let panels = panel_layouts(e, top);
        let (seat, index) = e
            .areas
            .iter()
            .enumerate()
            .find_map(|(s, a)| a.grid.last.map(|i| (s, i)))
            .expect("someone has played");
        let panel = panels.iter().find(|p| p.seat == seat).unwrap();
        let tile = &e.areas[seat].grid.tiles[index];
        let (x, y) = panel.layout.place(tile).highlight_probe();
        assert_eq!(img.get_pixel(x as u32, y as u32).0, palette::HIGHLIGHT.0);
        // Only one tile in the picture is outlined.
        let outlined = e
            .areas
            .iter()
            .enumerate()
            .flat_map(|(s, a)| a.grid.tiles.iter().map(move |t| (s, t)))
            .filter(|(s, t)| {
                let p = panels.iter().find(|p| p.seat == *s).unwrap();
                let (x, y) = p.layout.place(t).highlight_probe();
                img.get_pixel(x as u32, y as u32).0 == palette::HIGHLIGHT.0
            })
            .count();
        assert_eq!(outlined, 1);
    }

    /// `RENDER_SAMPLES=1 cargo test --lib render::euronimoes::tests::samples`
    #[test]
    fn samples() {
        if std::env::var_os("RENDER_SAMPLES").is_none() {
            return;
        }
        for (seats, plies) in [(2, 0), (2, 31), (3, 70), (4, 90), (4, 500)] {
            let game = played(seats, plies, 9);
            let view = game.view(Viewer::Public);
            let png = super::super::board_png(&view, &names(seats));
            std::fs::write(format!("/tmp/euronimoes_{seats}p_{plies}.png"), png).unwrap();
            let hand = game.view(Viewer::Seat(0));
            let png = super::super::hand_png(&hand, &["Ann".to_string()]);
            std::fs::write(format!("/tmp/euronimoes_{seats}p_{plies}_hand.png"), png).unwrap();
        }
    }
}
