//! The Euronimoes table: a strip with the market (five slots and what
//! each costs) and the bone pile, then the panel of the player to move,
//! large (its area at a size a phone reads, with axis labels and column
//! scores), then every other player's panel, compact (their area small,
//! to see its shape and stacks). Each area is cropped to its dominoes with
//! one empty row and column around them. The panels say who everyone is,
//! so the header keeps only the title.

use super::canvas::{Colour, RoundRect, fill_bordered, fill_disc, fill_round_rect, ring, stroke_round_rect};
use super::domino::{Face, TilePlace, draw_tile};
use super::grid::{self, Bounds, Layout};
use super::header::seat_name;
use super::text::{SMALL, Style, Weight};
use super::{CELL, Drawn, Frame, Region, WIDTH, overview, palette, seat_colour};
use dominoes_engine::GameView;
use dominoes_engine::common::grid::Cell;
use dominoes_engine::common::tiles::Tile;
use dominoes_engine::view::{AreaView, EuronimoesView};
use image::RgbImage;

const W: f32 = WIDTH as f32;
const GAP: f32 = 16.0;
const MARKET_H: f32 = 176.0;
/// The market's tiles: one half is this many pixels square.
const MARKET_CELL: f32 = 50.0;
/// A large panel's head (name, score, chips and state) and the row of
/// column scores under its area.
const BIG_HEAD: f32 = 92.0;
const COLUMN_SCORES: f32 = 44.0;
const BIG_MAX_CELL: f32 = 68.0;
/// A compact panel's head: name; score and hand; chips.
const SMALL_HEAD: f32 = 118.0;
const SMALL_MAX_CELL: f32 = 30.0;
/// The tallest a compact area may be.
const SMALL_GRID_H: f32 = 170.0;
/// The largest the miniature of a cropped large area may be, in the
/// head's top-right corner.
const MINI: (f32, f32) = (150.0, BIG_HEAD - 2.0 * PAD);
/// From one chip to the next.
const CHIP_STEP: f32 = 28.0;
const LINE: f32 = 38.0;
const PAD: f32 = 14.0;

/// The back of a face-down domino.
const BACK: Colour = super::canvas::hex(0x6B4A2E);
const BACK_EDGE: Colour = super::canvas::hex(0x3A2616);
const PANEL_BG: Colour = super::canvas::hex(0x285845);

/// Where one player's panel goes.
struct Panel {
    seat: usize,
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    /// Whether this is the large panel.
    large: bool,
    /// The status line(s) under the name.
    status: Vec<String>,
    layout: Layout,
}

/// The seat whose area is shown large: the one asked for
/// (`/board view:player N`), else the one to move, or once it is over
/// the winner.
fn large_seat(view: &GameView, region: Region) -> usize {
    if let Region::Seat(seat) = region
        && seat < view.seats.len()
    {
        return seat;
    }
    let to_move = view.seats.iter().position(|s| s.to_move);
    to_move
        .or_else(|| view.seats.iter().position(|s| s.rank == Some(1)))
        .unwrap_or(0)
}

/// A compact area's halves are drawn with pips from this size (12 px on
/// a phone, where pips can still be counted), as outlines below it.
const PIPS_FROM: f32 = 24.0;

/// The whole picture: title, market strip, panels, notes.
pub(super) fn board(view: &GameView, e: &EuronimoesView, names: &[String], region: Region) -> Drawn {
    let frame = Frame::titled(view, names);
    let panels = panel_layouts(view, e, frame.body_budget(), region, 0.0);
    let body_h = panels.iter().map(|p| p.y + p.h).fold(MARKET_H, f32::max) + GAP;
    let large = panels.iter().find(|p| p.large);
    let (cell, cropped) = large.map_or((0.0, false), |p| (p.layout.cell, p.layout.cropped()));
    let image = frame.draw(
        view,
        names,
        (body_h.ceil() as u32, palette::FELT),
        |img, top| {
            draw_market(img, e, top);
            for panel in panel_layouts(view, e, frame.body_budget(), region, top) {
                draw_panel(img, view, e, names, &panel);
            }
        },
        |_, _, _| {},
    );
    Drawn { image, cell, cropped }
}

/// The status under a player's name: chips, hand, and where they stand.
fn status_of(view: &GameView, area: &AreaView, seat: usize) -> String {
    let words = crate::words::words();
    let mut status = format!(
        "{} · {}",
        words.chips.of(usize::from(area.chips)),
        words.in_hand.of(area.hand)
    );
    if let Some(rank) = view.seats.get(seat).and_then(|s| s.rank) {
        status.push_str(&format!(" · {}", words.place.of(rank)));
    } else if area.finished {
        status.push_str(&format!(" · {}", words.finished));
    } else if view.seats.get(seat).is_some_and(|s| s.to_move) {
        status.push_str(&format!(" · {}", words.to_play));
    }
    status
}

/// Every panel: the large one under the market, the compact ones in a
/// row under it, everything within `budget` pixels from `top`.
fn panel_layouts(view: &GameView, e: &EuronimoesView, budget: f32, region: Region, top: f32) -> Vec<Panel> {
    let large = large_seat(view, region).min(e.areas.len().saturating_sub(1));
    let y = top + MARKET_H;
    let compact = compact_panels(e, large, y);
    let Some(area) = e.areas.get(large) else {
        return compact;
    };
    // The compact row's height is known first: the large area takes the rest.
    let small_h = compact.iter().map(|p| p.h + GAP).fold(0.0, f32::max);
    let w = W - 2.0 * GAP;
    let bank = e.bank.get(large).copied().unwrap_or(0);
    let text = Style::new(Weight::Regular, SMALL, palette::INK_SOFT);
    let status = text.wrap(&status_of(view, area, large), status_room(w, area.chips + bank));
    let head = BIG_HEAD + LINE * (status.len() as f32 - 1.0);
    let bounds = Bounds {
        x0: GAP,
        width: w,
        max_height: budget - MARKET_H - small_h - head - COLUMN_SCORES - 2.0 * GAP,
        min_cell: CELL,
        max_cell: BIG_MAX_CELL,
        axes: true,
    };
    let layout = Layout::fit(&area.grid, &bounds, region).at(y + head);
    let h = head + layout.height as f32 + COLUMN_SCORES;
    let mut panels = vec![Panel {
        seat: large,
        x: GAP,
        y,
        w,
        h,
        large: true,
        status,
        layout,
    }];
    // The compact row goes under the large panel.
    panels.extend(compact.into_iter().map(|p| Panel {
        y: p.y + h + GAP,
        layout: p.layout.at(h + GAP),
        ..p
    }));
    panels
}

/// The width the large panel's status may take on its first line: from
/// after the chips to the right edge, less the corner the miniature of a
/// cropped area takes (kept free either way: the crop is decided after
/// the head's height).
fn status_room(panel_w: f32, chips: u8) -> f32 {
    let before = 4.0 + 2.0 * 13.0 + 12.0 + f32::from(chips) * CHIP_STEP + 10.0;
    panel_w - 2.0 * PAD - before - (MINI.0 + 10.0)
}

/// The compact panels of every seat but `large`, side by side from `y`,
/// each as tall as the tallest of their areas needs.
fn compact_panels(e: &EuronimoesView, large: usize, y: f32) -> Vec<Panel> {
    let others: Vec<usize> = (0..e.areas.len()).filter(|&s| s != large).collect();
    let n = others.len().max(1) as f32;
    let sw = (W - GAP * (n + 1.0)) / n;
    let layouts: Vec<(usize, f32, Layout)> = others
        .iter()
        .enumerate()
        .map(|(k, &seat)| {
            let x = GAP + k as f32 * (sw + GAP);
            let bounds = Bounds {
                x0: x + PAD,
                width: sw - 2.0 * PAD,
                max_height: SMALL_GRID_H - PAD,
                min_cell: 0.0,
                max_cell: SMALL_MAX_CELL,
                axes: false,
            };
            (seat, x, Layout::fit(&e.areas[seat].grid, &bounds, Region::Whole))
        })
        .collect();
    let grid_h = layouts.iter().map(|l| l.2.height as f32).fold(0.0, f32::max) + PAD;
    layouts
        .into_iter()
        .map(|(seat, x, layout)| Panel {
            seat,
            x,
            y,
            w: sw,
            h: SMALL_HEAD + grid_h,
            large: false,
            status: Vec::new(),
            layout: layout.at(y + SMALL_HEAD),
        })
        .collect()
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

/// What a market slot costs, in words short enough for its slot.
fn cost_words(cost: i8) -> String {
    let words = crate::words::words();
    match cost {
        c if c < 0 => words.gives_one.clone(),
        0 => words.free.clone(),
        c => words.cost.of(usize::from(c.unsigned_abs())),
    }
}

/// The market's five slots with their costs, and the bone pile.
fn draw_market(img: &mut RgbImage, e: &EuronimoesView, top: f32) {
    let strip = RoundRect::new(GAP, top + GAP, W - GAP, top + MARKET_H - 4.0, 14.0);
    fill_round_rect(img, strip, PANEL_BG, 1.0);
    let title = Style::new(Weight::Bold, SMALL, palette::LABEL);
    let caption = Style::new(Weight::Bold, SMALL, palette::LABEL_ZERO);
    let cell = MARKET_CELL;
    let slot_w = 2.0 * cell + 16.0;
    let x0 = GAP + 12.0;
    let words = crate::words::words();
    title.draw(img, x0, top + GAP + 26.0, &words.market);
    let tile_y = top + GAP + 52.0;
    for (i, (c, tile)) in e.market.iter().enumerate() {
        let x = x0 + i as f32 * (slot_w + 8.0);
        let cx = x + slot_w / 2.0;
        let frame = RoundRect::new(x, tile_y - 6.0, x + slot_w, tile_y + cell + 6.0, 10.0);
        stroke_round_rect(img, frame, 2.0, palette::FELT_LINE, 1.0);
        match tile {
            Some(t) => tile_at(img, cx - cell, tile_y, cell, *t),
            None => Style::new(Weight::Regular, SMALL, palette::LABEL).draw_centred(
                img,
                cx,
                tile_y + cell / 2.0,
                &words.empty,
            ),
        }
        // Within its slot, whatever the language: never over the next one.
        caption.draw_centred(img, cx, tile_y + cell + 32.0, &caption.fit(&cost_words(*c), slot_w));
    }
    // The bone pile: a few backs, and how many are left.
    let px = x0 + 5.0 * (slot_w + 8.0) + 10.0;
    title.draw(img, px, top + GAP + 26.0, &words.pile);
    let pile_cell = 32.0;
    for k in 0..e.pile.min(3) {
        let off = k as f32 * 5.0;
        back_at(img, px + off, tile_y + off, pile_cell);
    }
    let count = match e.pile {
        0 => words.none.clone(),
        n => n.to_string(),
    };
    caption.draw(img, px, tile_y + cell + 32.0, &count);
}

/// One chip: a disc in the seat's colour, or only its outline when it is
/// in the bank.
fn chip(img: &mut RgbImage, cx: f32, cy: f32, r: f32, colour: Colour, filled: bool) {
    if filled {
        fill_disc(img, cx, cy, r, palette::IVORY);
        fill_disc(img, cx, cy, r - 2.5, colour);
        ring(img, cx, cy, r * 0.62, 2.0, palette::IVORY);
    } else {
        ring(img, cx, cy, r - 2.0, 2.5, colour);
    }
}

/// A panel's background, its light head (in the turn colour when it is
/// theirs) and its border.
fn panel_frame(img: &mut RgbImage, p: &Panel, to_move: bool, head: f32) {
    let body = RoundRect::new(p.x, p.y, p.x + p.w, p.y + p.h, 14.0);
    fill_round_rect(img, body, PANEL_BG, 1.0);
    let head_bg = if to_move { palette::TURN_BG } else { palette::HEADER_BG };
    fill_round_rect(img, RoundRect::new(p.x, p.y, p.x + p.w, p.y + head, 14.0), head_bg, 1.0);
    fill_round_rect(
        img,
        RoundRect::new(p.x, p.y + head - 16.0, p.x + p.w, p.y + head, 0.0),
        head_bg,
        1.0,
    );
    let border = if to_move {
        palette::TURN_MARK
    } else {
        seat_colour(p.seat)
    };
    stroke_round_rect(img, body, if to_move { 6.0 } else { 4.0 }, border, 1.0);
}

/// This colour's four chips: held ones filled, those in the bank hollow.
fn chips_row(img: &mut RgbImage, e: &EuronimoesView, area: &AreaView, seat: usize, x: f32, cy: f32) -> f32 {
    let r = 12.0;
    let bank = e.bank.get(seat).copied().unwrap_or(0);
    for k in 0..(area.chips + bank) {
        chip(
            img,
            x + r + f32::from(k) * CHIP_STEP,
            cy,
            r,
            seat_colour(seat),
            k < area.chips,
        );
    }
    x + f32::from(area.chips + bank) * CHIP_STEP
}

fn draw_panel(img: &mut RgbImage, view: &GameView, e: &EuronimoesView, names: &[String], p: &Panel) {
    let Some(area) = e.areas.get(p.seat) else {
        return;
    };
    let to_move = view.seats.get(p.seat).is_some_and(|s| s.to_move);
    if p.large {
        draw_large_head(img, e, area, names, p, to_move);
        grid::draw(img, &area.grid, &p.layout, &Face::Pips);
        column_scores(img, area, &p.layout);
        if p.layout.cropped() {
            let right = p.x + p.w - PAD;
            overview::draw_within(img, &area.grid, &p.layout, (right, p.y + PAD), MINI);
        }
    } else {
        draw_small_head(img, view, e, area, names, p, to_move);
        let face = if p.layout.cell >= PIPS_FROM {
            Face::Pips
        } else {
            Face::Outline
        };
        grid::draw(img, &area.grid, &p.layout, &face);
    }
}

/// The large panel's head: swatch, name and score on the first line, the
/// chips and status (on as many lines as it takes) under them.
fn draw_large_head(
    img: &mut RgbImage,
    e: &EuronimoesView,
    area: &AreaView,
    names: &[String],
    p: &Panel,
    to_move: bool,
) {
    let head = BIG_HEAD + LINE * (p.status.len() as f32 - 1.0);
    panel_frame(img, p, to_move, head);
    let sw = 13.0;
    let line1 = p.y + 30.0;
    let left = p.x + PAD + 4.0;
    fill_round_rect(
        img,
        RoundRect::new(left, line1 - sw, left + 2.0 * sw, line1 + sw, 6.0),
        seat_colour(p.seat),
        1.0,
    );
    let name_x = left + 2.0 * sw + 12.0;
    let name_style = Style::new(Weight::Bold, 31.0, palette::INK);
    let score = Style::new(Weight::Bold, 31.0, palette::INK);
    let score_text = crate::words::words().score.of(area.score);
    let right = if p.layout.cropped() {
        p.x + p.w - PAD - MINI.0 - 10.0
    } else {
        p.x + p.w - PAD
    };
    score.draw_right(img, right, line1, &score_text);
    let name_room = right - score.width(&score_text) - 20.0 - name_x;
    name_style.draw(
        img,
        name_x,
        line1,
        &name_style.fit(&numbered_name(names, p.seat), name_room),
    );
    let line2 = p.y + 70.0;
    let x = chips_row(img, e, area, p.seat, name_x, line2) + 10.0;
    let status = Style::new(Weight::Regular, SMALL, palette::INK_SOFT);
    for (k, line) in p.status.iter().enumerate() {
        let sx = if k == 0 { x } else { name_x };
        status.draw(img, sx, line2 + LINE * k as f32, line);
    }
}

/// A panel's name with the player's number in turn order, "#2 bob": the
/// number `/board view:player 2` takes to show that area at full size.
fn numbered_name(names: &[String], seat: usize) -> String {
    format!("#{} {}", seat + 1, seat_name(names, seat))
}

/// A compact panel's head: name; score and hand; chips.
fn draw_small_head(
    img: &mut RgbImage,
    view: &GameView,
    e: &EuronimoesView,
    area: &AreaView,
    names: &[String],
    p: &Panel,
    to_move: bool,
) {
    panel_frame(img, p, to_move, SMALL_HEAD);
    let left = p.x + PAD;
    let right = p.x + p.w - PAD;
    let sw = 11.0;
    let line1 = p.y + 26.0;
    fill_round_rect(
        img,
        RoundRect::new(left, line1 - sw, left + 2.0 * sw, line1 + sw, 5.0),
        seat_colour(p.seat),
        1.0,
    );
    let name_style = Style::new(Weight::Bold, SMALL, palette::INK);
    let name_x = left + 2.0 * sw + 10.0;
    name_style.draw(
        img,
        name_x,
        line1,
        &name_style.fit(&numbered_name(names, p.seat), right - name_x),
    );
    let line2 = line1 + LINE;
    let score = Style::new(Weight::Bold, SMALL, palette::INK);
    let text = Style::new(Weight::Regular, SMALL, palette::INK_SOFT);
    let score_text = area.score.to_string();
    score.draw(img, left, line2, &score_text);
    let rest = match view.seats.get(p.seat).and_then(|s| s.rank) {
        Some(rank) => crate::words::words().place.of(rank),
        None if area.finished => crate::words::words().done.clone(),
        None => crate::words::words().in_hand.of(area.hand),
    };
    let x = left + score.width(&score_text) + 12.0;
    text.draw(img, x, line2, &text.fit(&rest, right - x));
    chips_row(img, e, area, p.seat, left, line2 + LINE);
}

/// Each column's score under it (runs of first-level numbers; bombs -3).
fn column_scores(img: &mut RgbImage, area: &AreaView, layout: &Layout) {
    let cy = layout.bottom() + layout.label_band() + COLUMN_SCORES / 2.0 - 4.0;
    let plain = Style::new(Weight::Bold, SMALL, palette::LABEL_ZERO);
    let good = Style::new(Weight::Bold, SMALL, palette::HIGHLIGHT);
    let shown = layout.shown();
    for &(x, points) in &area.columns {
        if !shown.contains(Cell::new(x, shown.min_y)) {
            continue;
        }
        let (left, _) = layout.corner(Cell::new(x, 0));
        let cx = left + layout.cell / 2.0;
        let style = if points < 0 { good } else { plain };
        style.draw_centred(img, cx, cy, &points.to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dominoes_engine::view::BoardView;
    use dominoes_engine::{AnyGame, GameKind, GameRng, Options, Viewer};

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
            let stacked = legal.iter().find(|a| a.description.plain().starts_with("stack"));
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
            assert!(
                img.height() <= super::super::MAX_HEIGHT,
                "{seats} seats: {}",
                img.height()
            );
        }
    }

    /// `/board view:player 2` shows the second player's area: the picture
    /// numbers every panel so a player knows which number to ask for.
    #[test]
    fn every_panel_is_numbered_as_board_view_takes_it() {
        for seats in 2..=4 {
            let game = played(seats, 12, 5);
            let view = game.view(Viewer::Public);
            let (_, texts) = super::super::text::texts_drawn(|| board_image_of(&view, &names(seats)));
            for seat in 0..seats {
                let name = &names(seats)[seat];
                let short: String = name.chars().take(3).collect();
                let label = format!("#{} {short}", seat + 1);
                assert!(
                    texts.iter().any(|t| t.starts_with(&label)),
                    "{seats} seats: no panel labelled {label:?} in {texts:?}"
                );
            }
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
        let frame = Frame::titled(&view, &names(2));
        let panels = panel_layouts(&view, e, frame.body_budget(), Region::Play, frame.header_h as f32);
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

    #[test]
    fn the_mover_is_large_the_others_compact_each_area_cropped_with_a_margin_and_no_status_cut() {
        for (seats, plies) in [(2, 0), (3, 40), (4, 120), (4, 500)] {
            let game = played(seats, plies, 5);
            let view = game.view(Viewer::Public);
            let BoardView::Euronimoes(e) = &view.board else {
                panic!("not a Euronimoes board")
            };
            let frame = Frame::titled(&view, &names(seats));
            let panels = panel_layouts(&view, e, frame.body_budget(), Region::Whole, 0.0);
            assert_eq!(panels.len(), seats);
            let large: Vec<&Panel> = panels.iter().filter(|p| p.large).collect();
            assert_eq!(large.len(), 1);
            assert_eq!(large[0].seat, large_seat(&view, Region::Whole));
            for p in &panels {
                let at = format!("{seats} seats, {plies} plies, seat {}", p.seat);
                // Cropped to the dominoes with one empty row and column
                // around them (three by three around the origin if none).
                let cells: Vec<Cell> = e.areas[p.seat]
                    .grid
                    .tiles
                    .iter()
                    .flat_map(|t| [t[0].0, t[1].0])
                    .collect();
                let lo = |f: fn(&Cell) -> i32| cells.iter().map(f).min().unwrap_or(0) - 1;
                let hi = |f: fn(&Cell) -> i32| cells.iter().map(f).max().unwrap_or(0) + 1;
                let w = &p.layout.whole;
                assert_eq!(
                    (w.min_x, w.max_x, w.min_y, w.max_y),
                    (lo(|c| c.x), hi(|c| c.x), lo(|c| c.y), hi(|c| c.y)),
                    "{at}"
                );
                if !p.large {
                    assert!(p.layout.cell < large[0].layout.cell, "{at}: a compact area is smaller");
                    assert!(!p.layout.cropped(), "{at}: a compact area shows all of itself");
                }
            }
            // The large panel's status is whole, over as many lines as it takes.
            let area = &e.areas[large[0].seat];
            assert_eq!(large[0].status.join(" "), status_of(&view, area, large[0].seat));
        }
    }

    #[test]
    fn any_players_area_is_shown_at_full_size_on_request() {
        // With four players the compact areas' halves came to about 5 px
        // on a phone: `/board view:player N` shows player N's area large.
        let game = played(4, 120, 5);
        let view = game.view(Viewer::Public);
        let BoardView::Euronimoes(e) = &view.board else {
            panic!("not a Euronimoes board")
        };
        for seat in 0..4 {
            let region = Region::Seat(seat);
            let picture = super::super::board_picture(&view, &names(4), region);
            let l = picture.layout;
            assert!(
                l.on_phone(l.cell_px) >= 24.0,
                "seat {seat}: halves {} px",
                l.on_phone(l.cell_px)
            );
            assert!(
                l.on_phone(l.text_px) >= 9.0,
                "seat {seat}: text {} px",
                l.on_phone(l.text_px)
            );
            assert!(l.aspect() <= 1.5, "seat {seat}: {l:?}");
            let frame = Frame::titled(&view, &names(4));
            let panels = panel_layouts(&view, e, frame.body_budget(), region, 0.0);
            let large: Vec<usize> = panels.iter().filter(|p| p.large).map(|p| p.seat).collect();
            assert_eq!(large, [seat]);
        }
        assert_eq!(Region::parse("player 2"), Some(Region::Seat(1)));
        assert_eq!(Region::parse("Player4"), Some(Region::Seat(3)));
        assert_eq!(Region::parse("player 0"), None);
    }

    #[test]
    fn compact_areas_too_small_for_pips_show_their_outline() {
        // Pips of a few pixels are noise on a phone: a small compact area
        // shows its dominoes' shape (and levels), no pips.
        let game = played(4, 500, 5);
        let view = game.view(Viewer::Public);
        let BoardView::Euronimoes(e) = &view.board else {
            panic!("not a Euronimoes board")
        };
        let img = board_image_of(&view, &names(4));
        let frame = Frame::titled(&view, &names(4));
        let top = frame.header_h as f32;
        let panels = panel_layouts(&view, e, frame.body_budget(), Region::Play, top);
        let small: Vec<&Panel> = panels
            .iter()
            .filter(|p| !p.large && p.layout.cell < PIPS_FROM)
            .collect();
        assert!(!small.is_empty(), "no compact area small enough");
        for p in small {
            let grid = &e.areas[p.seat].grid;
            for (i, tile) in grid.tiles.iter().enumerate() {
                // Only the top tile of a stack shows.
                let (half, _) = tile[0];
                if grid.tiles[i + 1..].iter().any(|t| t[0].0 == half || t[1].0 == half) {
                    continue;
                }
                let (x, y) = p.layout.corner(half);
                let c = p.layout.cell;
                let centre = img.get_pixel((x + c / 2.0) as u32, (y + c / 2.0) as u32).0;
                assert_ne!(centre, palette::INK.0, "seat {}: a pip at {half:?}", p.seat);
            }
        }
    }

    /// Pictures to look at: `cargo test -p dominoes-render euronimoes -- --ignored`.
    #[test]
    #[ignore = "writes sample pictures to /tmp"]
    fn samples() {
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
