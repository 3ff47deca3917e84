//! The band above the board: the title and one row per seat.

use super::canvas::{RoundRect, fill_convex, fill_rect, fill_round_rect};
use super::domino::ring_badge;
use super::text::{Style, Weight};
use super::{palette, seat_colour};
use crate::engine::GameView;
use crate::engine::view::SeatView;
use image::RgbImage;

/// Sizes of the header at UI scale `s`.
struct Metrics {
    pad: f32,
    title_h: f32,
    row_h: f32,
    two_lines: bool,
}

fn metrics(view: &GameView, s: f32) -> Metrics {
    let two_lines = view.seats.iter().any(|seat| seat.detail.is_some());
    Metrics {
        pad: 20.0 * s,
        title_h: 46.0 * s,
        row_h: if two_lines { 60.0 } else { 42.0 } * s,
        two_lines,
    }
}

/// The header's height in pixels.
pub fn height(view: &GameView, s: f32) -> u32 {
    let m = metrics(view, s);
    (m.pad + m.title_h + m.row_h * view.seats.len() as f32 + m.pad * 0.6).ceil() as u32
}

pub use crate::engine::common::words::ordinal;

/// The display name of seat `i`.
pub fn seat_name(names: &[String], i: usize) -> String {
    match names.get(i) {
        Some(n) if !n.trim().is_empty() => n.clone(),
        _ => format!("seat {}", i + 1),
    }
}

/// The styles of a header's rows.
struct RowStyles {
    name: Style,
    role: Style,
    detail: Style,
    score: Style,
    rank: Style,
}

impl RowStyles {
    fn new(s: f32) -> RowStyles {
        RowStyles {
            name: Style::new(Weight::Bold, 22.0 * s, palette::INK),
            role: Style::new(Weight::Regular, 19.0 * s, palette::INK_SOFT),
            detail: Style::new(Weight::Regular, 16.0 * s, palette::GREY),
            score: Style::new(Weight::Bold, 25.0 * s, palette::INK),
            rank: Style::new(Weight::Bold, 20.0 * s, palette::RANK),
        }
    }
}

/// Where a header's columns start and end, from what they must hold.
struct Columns {
    left: f32,
    right: f32,
    name_x: f32,
    role_x: f32,
    role_max: f32,
    rank_right: f32,
    rank_col: f32,
}

impl Columns {
    fn new(view: &GameView, names: &[String], st: &RowStyles, (left, right): (f32, f32), s: f32) -> Columns {
        let name_x = left + 56.0 * s;
        let name_col = names
            .iter()
            .map(|n| st.name.width(n))
            .fold(0.0, f32::max)
            .min(280.0 * s);
        let role_x = name_x + name_col + 28.0 * s;
        let score_col = view
            .seats
            .iter()
            .filter_map(|seat| seat.score.as_deref())
            .map(|t| st.score.width(t))
            .fold(0.0, f32::max);
        let rank_right = right - if score_col > 0.0 { score_col + 18.0 * s } else { 0.0 };
        let rank_col = if view.seats.iter().any(|seat| seat.rank.is_some()) {
            st.rank.width("44th") + 16.0 * s
        } else {
            0.0
        };
        Columns {
            left,
            right,
            name_x,
            role_x,
            role_max: rank_right - rank_col - role_x - 34.0 * s,
            rank_right,
            rank_col,
        }
    }
}

/// Draws the header into the top of `img` (which is already filled with
/// the header colour): the title, then one row per seat.
pub fn draw(img: &mut RgbImage, view: &GameView, names: &[String], s: f32) {
    let m = metrics(view, s);
    let width = img.width() as f32;
    let (left, right) = (m.pad, width - m.pad);
    draw_title(img, view, &m, (left, right), s);
    let st = RowStyles::new(s);
    let names: Vec<String> = (0..view.seats.len()).map(|i| seat_name(names, i)).collect();
    let cols = Columns::new(view, &names, &st, (left, right), s);
    let rows_top = m.pad + m.title_h;
    for (i, seat) in view.seats.iter().enumerate() {
        let top = rows_top + m.row_h * i as f32;
        draw_seat_row(img, seat, i, &names[i], &st, &cols, &m, top, s);
    }
}

/// The title, and a note when the game is over.
fn draw_title(img: &mut RgbImage, view: &GameView, m: &Metrics, (left, right): (f32, f32), s: f32) {
    let title = Style::new(Weight::Bold, 32.0 * s, palette::INK);
    let title_cy = m.pad + m.title_h * 0.4;
    let over = Style::new(Weight::Bold, 19.0 * s, palette::RANK);
    let over_w = if view.finished {
        over.width("game over") + 16.0 * s
    } else {
        0.0
    };
    title.draw(img, left, title_cy, &title.fit(&view.title, right - left - over_w));
    if view.finished {
        over.draw_right(img, right, title_cy, "game over");
    }
}

/// One seat's row from `top`: the turn band, colour swatch, name and
/// detail, role (with its ring), rank and score.
#[allow(clippy::too_many_arguments)]
fn draw_seat_row(
    img: &mut RgbImage,
    seat: &SeatView,
    i: usize,
    name: &str,
    st: &RowStyles,
    cols: &Columns,
    m: &Metrics,
    top: f32,
    s: f32,
) {
    let (left, right) = (cols.left, cols.right);
    let cy = top + if m.two_lines { 22.0 * s } else { m.row_h / 2.0 };
    let colour = seat_colour(i);
    if i > 0 {
        fill_rect(img, left, top.round(), right, top.round() + 1.0, palette::RULE, 1.0);
    }
    if seat.to_move {
        let band = RoundRect::new(
            left - 10.0 * s,
            top + 3.0 * s,
            right + 10.0 * s,
            top + m.row_h - 3.0 * s,
            8.0 * s,
        );
        fill_round_rect(img, band, palette::TURN_BG, 1.0);
        let (tx, th) = (left + 1.0 * s, 9.0 * s);
        fill_convex(
            img,
            &[(tx, cy - th), (tx + 15.0 * s, cy), (tx, cy + th)],
            palette::TURN_MARK,
        );
    }
    let sw = 11.0 * s;
    let swatch_cx = left + 34.0 * s;
    let swatch = RoundRect::new(swatch_cx - sw, cy - sw, swatch_cx + sw, cy + sw, 5.0 * s);
    fill_round_rect(img, swatch, colour, 1.0);
    st.name.draw(img, cols.name_x, cy, &st.name.fit(name, 280.0 * s));
    if let Some(detail) = &seat.detail {
        let fitted = st.detail.fit(detail, cols.rank_right - cols.rank_col - cols.name_x);
        st.detail.draw(img, cols.name_x, top + 45.0 * s, &fitted);
    }
    // Role, with a badge of the ring for ring-owning seats.
    if seat.role != name && !seat.role.is_empty() {
        let mut x = cols.role_x;
        if let Some(r) = seat.ring {
            ring_badge(img, x + 12.0 * s, cy, 25.0 * s, r, colour);
            x += 32.0 * s;
        }
        let fitted = st.role.fit(&seat.role, cols.role_max - (x - cols.role_x));
        st.role.draw(img, x, cy, &fitted);
    }
    if let Some(score) = &seat.score {
        st.score.draw_right(img, right, cy, score);
    }
    if let Some(rank) = seat.rank {
        st.rank.draw_right(img, cols.rank_right, cy, &ordinal(rank));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals() {
        let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].into_iter().map(ordinal).collect();
        assert_eq!(
            got,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
            ]
        );
    }
}
