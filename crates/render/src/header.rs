//! The band above the board: the title and one row per seat.
//!
//! Every text is at least [`text::SMALL`](super::text::SMALL), legible on a
//! phone. A seat's detail (tiles in hand, chips) follows its name on the
//! same line when it fits, and takes a second line when it does not, so
//! nothing is cut and short rows stay short.

use super::canvas::{RoundRect, fill_convex, fill_rect, fill_round_rect};
use super::domino::ring_badge;
use super::text::{SMALL, Style, Weight};
use super::{palette, seat_colour};
use dominoes_engine::view::SeatView;
use dominoes_engine::{GameView, Line};
use image::RgbImage;

const PAD: f32 = 24.0;
const TOP: f32 = 14.0;
const TITLE_H: f32 = 56.0;
const LINE_H: f32 = 44.0;
const SECOND_LINE: f32 = 36.0;
const BOTTOM: f32 = 10.0;
/// The widest a name may be drawn, and the least room it keeps however
/// wide the other columns are.
const NAME_MAX: f32 = 400.0;
const NAME_MIN: f32 = 250.0;
const BADGE: f32 = 30.0;

/// The display name of seat `i`.
pub fn seat_name(names: &[String], i: usize) -> String {
    match names.get(i) {
        Some(n) if !n.trim().is_empty() => n.clone(),
        _ => crate::words::words().seat.of(i + 1),
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
    fn new() -> RowStyles {
        RowStyles {
            name: Style::new(Weight::Bold, 31.0, palette::INK),
            role: Style::new(Weight::Regular, SMALL, palette::INK_SOFT),
            detail: Style::new(Weight::Regular, SMALL, palette::GREY),
            score: Style::new(Weight::Bold, 33.0, palette::INK),
            rank: Style::new(Weight::Bold, SMALL, palette::RANK),
        }
    }
}

/// The role worth showing: "seat 2" says nothing the colour and the
/// order do not.
fn role_of(seat: &SeatView, i: usize, name: &str) -> Option<String> {
    let role = said(&seat.role);
    let plain = !seat.has_own_role(i) || role == name;
    (!plain || seat.ring.is_some()).then_some(role)
}

/// A role, score, detail or title in the picture's language (they name
/// no player).
fn said(line: &Line) -> String {
    super::named(line, &[])
}

/// A seat's detail: none, after the name, or on lines of its own.
enum Detail {
    None,
    Inline(String),
    Below(Vec<String>),
}

/// A detail gets at most this many lines of its own.
const DETAIL_LINES: usize = 3;

/// Where one seat's things go.
struct RowPlan {
    name: String,
    role: Option<String>,
    detail: Detail,
    height: f32,
}

/// Where the header's columns start and end, from what they must hold.
struct Columns {
    left: f32,
    right: f32,
    name_x: f32,
    /// The widest a name is drawn before it is cut.
    name_max: f32,
    role_x: f32,
    /// Where the role column ends (the inline detail starts).
    after_role: f32,
    /// Right edge of the space left of the rank and score.
    text_right: f32,
    rank_right: f32,
}

impl Columns {
    fn new(view: &GameView, names: &[String], st: &RowStyles, width: f32) -> Columns {
        let (left, right) = (PAD, width - PAD);
        let name_x = left + 50.0;
        let role_col = view
            .seats
            .iter()
            .enumerate()
            .filter_map(|(i, s)| role_of(s, i, &names[i]).map(|r| (s.ring.is_some(), r)))
            .map(|(ring, r)| st.role.width(&r) + if ring { BADGE + 8.0 } else { 0.0 } + 18.0)
            .fold(0.0, f32::max)
            .min(260.0);
        let score_col = view
            .seats
            .iter()
            .filter_map(|seat| seat.score.as_ref())
            .map(|t| st.score.width(&said(t)))
            .fold(0.0, f32::max);
        let rank_right = right - if score_col > 0.0 { score_col + 16.0 } else { 0.0 };
        let rank_col = if view.seats.iter().any(|seat| seat.rank.is_some()) {
            st.rank.width("44th") + 14.0
        } else {
            0.0
        };
        let text_right = rank_right - rank_col;
        // A name takes the room the role, rank and score leave it (up to
        // NAME_MAX), so "Computer (hard)" is not cut on a wide row; but it
        // never pushes a detail that fits after a name of NAME_MIN onto a
        // line of its own (which would cost the board four lines).
        let longest = names.iter().map(|n| st.name.width(n)).fold(0.0, f32::max);
        let after_min = name_x + longest.min(NAME_MIN) + 18.0 + role_col;
        let inline_detail = view
            .seats
            .iter()
            .filter_map(|seat| seat.detail.as_ref())
            .map(|d| st.detail.width(&said(d)))
            .filter(|&w| w <= text_right - after_min)
            .fold(None, |widest: Option<f32>, w| Some(widest.map_or(w, |m| m.max(w))));
        let free = text_right - role_col - 18.0 - name_x;
        let room = inline_detail.map_or(free, |w| free - w);
        let name_max = room.clamp(NAME_MIN, NAME_MAX);
        let name_col = longest.min(name_max);
        let role_x = name_x + name_col + 18.0;
        Columns {
            left,
            right,
            name_x,
            name_max,
            role_x,
            after_role: role_x + role_col,
            text_right,
            rank_right,
        }
    }
}

fn plan_rows(view: &GameView, names: &[String], st: &RowStyles, cols: &Columns) -> Vec<RowPlan> {
    view.seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let name = st.name.fit(&names[i], cols.name_max);
            let role = role_of(seat, i, &names[i]);
            let detail = match seat.detail.as_ref().map(said) {
                None => Detail::None,
                Some(d) if st.detail.width(&d) <= cols.text_right - cols.after_role => Detail::Inline(d),
                Some(d) => {
                    let mut lines = st.detail.wrap(&d, cols.text_right - cols.name_x);
                    lines.truncate(DETAIL_LINES);
                    Detail::Below(lines)
                }
            };
            let below = match &detail {
                Detail::Below(lines) => lines.len(),
                _ => 0,
            };
            RowPlan {
                name,
                role,
                detail,
                height: LINE_H + SECOND_LINE * below as f32,
            }
        })
        .collect()
}

/// Whether ranks mean something: one player alone has no "1st" (a lost
/// patience is not a win), only a result.
fn shows_ranks(view: &GameView) -> bool {
    view.seats.len() > 1
}

/// The header's height in pixels for a picture `width` wide; `rows` says
/// whether it has the seats' rows (a game whose board shows every seat
/// has only the title).
pub fn height(view: &GameView, names: &[String], width: u32, rows: bool) -> u32 {
    if !rows {
        return (TOP + TITLE_H + BOTTOM).ceil() as u32;
    }
    let st = RowStyles::new();
    let names: Vec<String> = (0..view.seats.len()).map(|i| seat_name(names, i)).collect();
    let cols = Columns::new(view, &names, &st, width as f32);
    let rows: f32 = plan_rows(view, &names, &st, &cols).iter().map(|r| r.height).sum();
    (TOP + TITLE_H + rows + BOTTOM).ceil() as u32
}

/// Draws the header into the top of `img` (which is already filled with
/// the header colour): the title, then (with `rows`) one row per seat.
pub fn draw(img: &mut RgbImage, view: &GameView, names: &[String], rows: bool) {
    let width = img.width() as f32;
    let st = RowStyles::new();
    let names: Vec<String> = (0..view.seats.len()).map(|i| seat_name(names, i)).collect();
    let cols = Columns::new(view, &names, &st, width);
    draw_title(img, view, &cols);
    if !rows {
        return;
    }
    let mut top = TOP + TITLE_H;
    for (i, (seat, plan)) in view.seats.iter().zip(plan_rows(view, &names, &st, &cols)).enumerate() {
        let shown = SeatView {
            rank: seat.rank.filter(|_| shows_ranks(view)),
            ..seat.clone()
        };
        draw_seat_row(img, &shown, i, &plan, &st, &cols, top);
        top += plan.height;
    }
}

/// The title, and a note when the game is over.
fn draw_title(img: &mut RgbImage, view: &GameView, cols: &Columns) {
    let title = Style::new(Weight::Bold, 38.0, palette::INK);
    let title_cy = TOP + TITLE_H * 0.42;
    let over = Style::new(Weight::Bold, SMALL, palette::RANK);
    let game_over = &crate::words::words().game_over;
    let over_w = if view.finished {
        over.width(game_over) + 16.0
    } else {
        0.0
    };
    let room = cols.right - cols.left - over_w;
    title.draw(img, cols.left, title_cy, &title.fit(&said(&view.title), room));
    if view.finished {
        over.draw_right(img, cols.right, title_cy, game_over);
    }
}

/// One seat's row from `top`: the turn band, colour swatch, name, role
/// (with its ring), detail, rank and score.
fn draw_seat_row(
    img: &mut RgbImage,
    seat: &SeatView,
    i: usize,
    plan: &RowPlan,
    st: &RowStyles,
    cols: &Columns,
    top: f32,
) {
    let (left, right) = (cols.left, cols.right);
    let cy = top + LINE_H / 2.0;
    if i > 0 {
        fill_rect(img, left, top.round(), right, top.round() + 1.0, palette::RULE, 1.0);
    }
    if seat.to_move {
        let band = RoundRect::new(left - 12.0, top + 3.0, right + 12.0, top + plan.height - 3.0, 9.0);
        fill_round_rect(img, band, palette::TURN_BG, 1.0);
        let (tx, th) = (left - 4.0, 10.0);
        fill_convex(
            img,
            &[(tx, cy - th), (tx + 15.0, cy), (tx, cy + th)],
            palette::TURN_MARK,
        );
    }
    let sw = 12.0;
    let swatch_cx = left + 30.0;
    let swatch = RoundRect::new(swatch_cx - sw, cy - sw, swatch_cx + sw, cy + sw, 5.0);
    fill_round_rect(img, swatch, seat_colour(i), 1.0);
    st.name.draw(img, cols.name_x, cy, &plan.name);
    if let Some(role) = &plan.role {
        let mut x = cols.role_x;
        if let Some(r) = seat.ring {
            ring_badge(img, x + BADGE / 2.0, cy, BADGE, r, seat_colour(i));
            x += BADGE + 8.0;
        }
        st.role.draw(img, x, cy, &st.role.fit(role, cols.text_right - x));
    }
    match &plan.detail {
        Detail::Inline(d) => st.detail.draw(img, cols.after_role, cy, d),
        Detail::Below(lines) => {
            for (k, line) in lines.iter().enumerate() {
                st.detail
                    .draw(img, cols.name_x, cy + SECOND_LINE * (k + 1) as f32, line);
            }
        }
        Detail::None => {}
    }
    if let Some(score) = &seat.score {
        st.score.draw_right(img, right, cy, &said(score));
    }
    if let Some(rank) = seat.rank {
        st.rank
            .draw_right(img, cols.rank_right, cy, &crate::words::words().place.of(rank));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_computer_seat_name_is_not_cut() {
        // A Dominoids header: two seats with a score each, one a computer.
        let seat = |to_move| SeatView {
            role: Line::default(),
            ring: None,
            score: Some("12".into()),
            detail: Some("food worth 12, 1 suit bonus".into()),
            to_move,
            rank: None,
        };
        let view = GameView {
            title: "Dominoids".into(),
            seats: vec![seat(true), seat(false)],
            board: dominoes_engine::view::BoardView::BinaryGrid(dominoes_engine::view::GridView {
                tiles: Vec::new(),
                last: None,
                ring_owners: Vec::new(),
                levels: Vec::new(),
                labels: Vec::new(),
                hide_axes: false,
                lowest_row: None,
            }),
            notes: Vec::new(),
            private: None,
            finished: false,
        };
        let names = vec!["alice".to_string(), "Computer 1 (hard)".to_string()];
        let st = RowStyles::new();
        let cols = Columns::new(&view, &names, &st, super::super::WIDTH as f32);
        let plans = plan_rows(&view, &names, &st, &cols);
        assert_eq!(plans[1].name, "Computer 1 (hard)");
        // A short detail that fits after the names stays there.
        let short = GameView {
            seats: view
                .seats
                .iter()
                .map(|s| SeatView {
                    detail: Some("1 tile in hand, mission hidden".into()),
                    score: None,
                    ..s.clone()
                })
                .collect(),
            ..view.clone()
        };
        let four = vec!["Ann".to_string(), "Beatrice with a long name".to_string()];
        let cols = Columns::new(&short, &four, &st, super::super::WIDTH as f32);
        let plans = plan_rows(&short, &four, &st, &cols);
        assert!(plans.iter().all(|p| matches!(p.detail, Detail::Inline(_))));
        // A name far too long is still cut, and leaves room for the score.
        let long = vec![
            "alice".to_string(),
            "a name far too long to draw whole in a header row".to_string(),
        ];
        let cols = Columns::new(&view, &long, &st, super::super::WIDTH as f32);
        let plans = plan_rows(&view, &long, &st, &cols);
        assert!(plans[1].name.ends_with('…'), "{}", plans[1].name);
        assert!(cols.role_x <= cols.text_right);
    }

    #[test]
    fn ordinals() {
        use dominoes_engine::common::words::ordinal;
        let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].into_iter().map(ordinal).collect();
        assert_eq!(
            got,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
            ]
        );
    }
}
