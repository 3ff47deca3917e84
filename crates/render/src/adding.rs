//! An Adding Donimoes puzzle: the frame with the notation's column and row
//! labels (so the next add can be read straight off the picture), the
//! dominoes with ordinary pips, the last one moved outlined, the progress
//! against a shortest solution, and the queue still to add.

use super::canvas::{RoundRect, fill_rect, fill_round_rect, stroke_round_rect};
use super::domino::{Face, TilePlace, draw_highlight, draw_tile};
use super::text::{SMALL, Style, Weight};
use super::{Drawn, Frame, palette};
use dominoes_engine::GameView;
use dominoes_engine::view::AddingView;
use image::RgbImage;
use imageproc::drawing::draw_line_segment_mut;

/// Where everything in the band goes.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    /// Side of one frame cell.
    pub cell: f32,
    /// Left and top pixel of column 1, row 1.
    pub left: f32,
    pub top: f32,
    label: f32,
    gutter: f32,
    /// The status line's centre, and the queue strip's top.
    status_cy: f32,
    queue_top: f32,
    /// Side of a queued domino's half, and queued dominoes per row.
    qcell: f32,
    per_row: usize,
    /// Height of the band.
    pub height: u32,
}

const PAD: f32 = 22.0;
const WIDTH: f32 = super::WIDTH as f32;
/// A queued domino's half, the space between queued dominoes, the line
/// above them and the height of one row of them (with the "next" caption).
const QUEUE_CELL: f32 = 54.0;
const QUEUE_GAP: f32 = 16.0;
const QUEUE_LABEL: f32 = 40.0;
const QUEUE_ROW: f32 = 2.0 * QUEUE_CELL + 40.0;

impl Layout {
    /// The band whose top is at `band_top`, at most `max_height` tall.
    pub fn new(v: &AddingView, band_top: f32, max_height: f32) -> Layout {
        let cols = v.cols.max(1) as f32;
        let rows = v.rows.max(1) as f32;
        let width = WIDTH;
        let label = SMALL;
        let gutter = (label * 1.9).ceil();
        // The queue wraps onto more rows rather than widening the picture.
        let per_row = (((width - 2.0 * PAD + QUEUE_GAP) / (QUEUE_CELL + QUEUE_GAP)) as usize).max(1);
        let queue_rows = v.queue.len().div_ceil(per_row);
        let queue_h = if v.queue.is_empty() {
            0.0
        } else {
            QUEUE_LABEL + queue_rows as f32 * QUEUE_ROW
        };
        // What is left for the frame, after the status line and the queue.
        let frame_h = max_height - 2.0 * PAD - 2.0 * gutter - 64.0 - queue_h;
        let cell = ((width - 2.0 * gutter - 2.0 * PAD) / cols)
            .min(frame_h / rows)
            .clamp(20.0, 96.0)
            .floor();
        let grid_w = cols * cell;
        let left = ((width - grid_w) / 2.0).round();
        let top = band_top + PAD + gutter;
        let grid_bottom = top + rows * cell + gutter;
        let status_cy = grid_bottom + 28.0;
        let queue_top = status_cy + 34.0;
        let height = (queue_top + queue_h + PAD * 0.5 - band_top).ceil();
        Layout {
            cell,
            left,
            top,
            label,
            gutter,
            status_cy,
            queue_top,
            qcell: QUEUE_CELL,
            per_row,
            height: height as u32,
        }
    }

    /// The top-left pixel of column `col`, row `row` (both from 1).
    pub fn corner(&self, col: u32, row: u32) -> (f32, f32) {
        (
            self.left + (col as f32 - 1.0) * self.cell,
            self.top + (row as f32 - 1.0) * self.cell,
        )
    }
}

/// The puzzle's picture: header, the band, and the notes.
pub(crate) fn board(view: &GameView, a: &AddingView, names: &[String]) -> Drawn {
    let frame = Frame::new(view, names, None);
    let probe = Layout::new(a, 0.0, frame.body_budget());
    let image = frame.draw(
        view,
        names,
        (probe.height, palette::FELT),
        |img, top| draw(img, a, &Layout::new(a, top, frame.body_budget())),
        |_, _, _| {},
    );
    Drawn {
        image,
        cell: probe.cell,
        cropped: false,
    }
}

/// Draws the band whose top is at `band_top`: the frame, the dominoes on
/// it, the progress line and the queue.
pub(crate) fn draw(img: &mut RgbImage, v: &AddingView, layout: &Layout) {
    draw_frame(img, v, layout);
    for d in &v.dominoes {
        draw_tile(img, &place(layout, d), (d[0].2, d[1].2), &Face::Pips, false);
    }
    if let Some(d) = v.last.and_then(|i| v.dominoes.get(i)) {
        draw_highlight(img, &place(layout, d), palette::HIGHLIGHT);
    }
    draw_status(img, v, layout);
    draw_queue(img, v, layout);
}

/// The frame: a lighter field with one-pixel grid lines, so columns and
/// rows can be counted, with column numbers above and below and row
/// numbers left and right: exactly the numbers an add is written with.
fn draw_frame(img: &mut RgbImage, v: &AddingView, layout: &Layout) {
    let cell = layout.cell;
    let (x0, y0) = (layout.left, layout.top);
    let (x1, y1) = (x0 + v.cols as f32 * cell, y0 + v.rows as f32 * cell);
    fill_rect(img, x0, y0, x1, y1, palette::FELT_GRID, 1.0);
    for i in 0..=v.cols {
        let x = (x0 + i as f32 * cell).round();
        draw_line_segment_mut(img, (x, y0), (x, y1), palette::FELT_LINE);
    }
    for j in 0..=v.rows {
        let y = (y0 + j as f32 * cell).round();
        draw_line_segment_mut(img, (x0, y), (x1, y), palette::FELT_LINE);
    }
    stroke_round_rect(
        img,
        RoundRect::new(x0 - 1.0, y0 - 1.0, x1 + 1.0, y1 + 1.0, 2.0),
        2.0,
        palette::FELT_ORIGIN,
        1.0,
    );
    let label = Style::new(Weight::Bold, layout.label, palette::LABEL_ZERO);
    for col in 1..=v.cols {
        let cx = layout.corner(col, 1).0 + cell / 2.0;
        let t = col.to_string();
        label.draw_centred(img, cx, y0 - layout.gutter / 2.0, &t);
        label.draw_centred(img, cx, y1 + layout.gutter / 2.0, &t);
    }
    for row in 1..=v.rows {
        let cy = layout.corner(1, row).1 + cell / 2.0;
        let t = row.to_string();
        label.draw_centred(img, x0 - layout.gutter / 2.0, cy, &t);
        label.draw_centred(img, x1 + layout.gutter / 2.0, cy, &t);
    }
}

/// Progress against a shortest solution, or the news that it is solved.
fn draw_status(img: &mut RgbImage, v: &AddingView, layout: &Layout) {
    let width = img.width() as f32;
    let words = crate::words::words();
    let status = if v.solved {
        match v.shortest {
            Some(s) if s == v.moves => words.solved_shortest.of(v.moves),
            Some(s) => words.solved_longer.of((v.moves, s)),
            None => words.solved.of(v.moves),
        }
    } else {
        match v.shortest {
            Some(s) => words.moves_of_shortest.of((v.moves, s)),
            None => words.moves.of(v.moves),
        }
    };
    if v.solved {
        let style = Style::new(Weight::Bold, 30.0, palette::INK);
        let w = style.width(&status) + 36.0;
        let pill = RoundRect::new(
            (width - w) / 2.0,
            layout.status_cy - 21.0,
            (width + w) / 2.0,
            layout.status_cy + 21.0,
            21.0,
        );
        fill_round_rect(img, pill, palette::HIGHLIGHT, 1.0);
        style.draw_centred(img, width / 2.0, layout.status_cy, &status);
    } else {
        let style = Style::new(Weight::Bold, 30.0, palette::LABEL_ZERO);
        style.draw_centred(
            img,
            width / 2.0,
            layout.status_cy,
            &style.fit(&status, width - 2.0 * PAD),
        );
    }
}

/// The queue, next first, each domino upright as the problem prints it.
fn draw_queue(img: &mut RgbImage, v: &AddingView, layout: &Layout) {
    if v.queue.is_empty() {
        return;
    }
    let width = img.width() as f32;
    let q = layout.qcell;
    let caption = Style::new(Weight::Bold, SMALL, palette::LABEL);
    let words = crate::words::words();
    let title = if v.queue.len() == 1 {
        words.last_to_add.clone()
    } else {
        words.still_to_add.of(v.queue.len())
    };
    caption.draw_centred(img, width / 2.0, layout.queue_top + 10.0, &title);
    for (row, chunk) in v.queue.chunks(layout.per_row).enumerate() {
        let row_w = chunk.len() as f32 * (q + QUEUE_GAP) - QUEUE_GAP;
        let mut x = ((width - row_w) / 2.0).round();
        let tiles_top = layout.queue_top + QUEUE_LABEL + row as f32 * QUEUE_ROW;
        for (i, &(top, bottom)) in chunk.iter().enumerate() {
            let p = TilePlace {
                a: (x, tiles_top),
                b: (x, tiles_top + q),
                cell: q,
            };
            draw_tile(img, &p, (top, bottom), &Face::Pips, false);
            if row == 0 && i == 0 {
                draw_highlight(img, &p, palette::HIGHLIGHT);
                let next = Style::new(Weight::Bold, SMALL, palette::HIGHLIGHT);
                next.draw_centred(img, x + q / 2.0 + 4.0, tiles_top + 2.0 * q + 20.0, &words.next);
            }
            x += q + QUEUE_GAP;
        }
    }
}

fn place(layout: &Layout, d: &[(u32, u32, u8); 2]) -> TilePlace {
    TilePlace {
        a: layout.corner(d[0].0, d[0].1),
        b: layout.corner(d[1].0, d[1].1),
        cell: layout.cell,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board_image;
    use dominoes_engine::adding::{Goal, Problem, Puzzle, ViewInfo};
    use dominoes_engine::view::BoardView;

    fn view(moves: &[&str]) -> dominoes_engine::GameView {
        let problem = Problem::parse("2 3 5 4 5 2 / 1 5 1 5 5 4").unwrap();
        let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        let p = Puzzle::replay(problem, Goal::AllAdded, &moves).unwrap();
        p.view(&ViewInfo {
            title: "Adding Donimoes · Problem 1".into(),
            shortest: Some(9),
            hints: 1,
        })
    }

    fn adding(v: &dominoes_engine::GameView) -> &AddingView {
        match &v.board {
            BoardView::Adding(a) => a,
            _ => panic!("not a puzzle"),
        }
    }

    #[test]
    fn the_picture_is_phone_sized_and_shows_the_frame() {
        let v = view(&[]);
        let img = board_image(&v, &["Ann".to_string()]);
        assert!(img.width() >= 760 && img.width() <= 1200, "{}", img.width());
        assert!(img.height() > 400 && img.height() < 1600, "{}", img.height());
        let a = adding(&v);
        assert_eq!((a.cols, a.rows), (4, 4));
        // Column 1, row 1 is an empty frame cell; column 2, row 2 holds a tile.
        let layout = Layout::new(a, 0.0, Frame::new(&v, &["Ann".to_string()], None).body_budget());
        let (x, y) = layout.corner(1, 1);
        let header = img.height() - layout.height - notes_height(&img, &layout);
        let px = |x: f32, y: f32| img.get_pixel(x as u32, y as u32 + header).0;
        assert_eq!(px(x + layout.cell / 2.0, y + layout.cell / 2.0), palette::FELT_GRID.0);
        let (x, y) = layout.corner(2, 2);
        // The centre of a 2 has no pip.
        assert_eq!(px(x + layout.cell / 2.0, y + layout.cell / 2.0), palette::IVORY.0);
    }

    /// The notes band's height, found as what is left under the felt.
    fn notes_height(img: &RgbImage, layout: &Layout) -> u32 {
        let mut h = 0;
        while h < img.height() && img.get_pixel(1, img.height() - 1 - h).0 == palette::HEADER_BG.0 {
            h += 1;
        }
        let _ = layout;
        h
    }

    #[test]
    fn the_last_domino_moved_is_outlined() {
        let v = view(&["15H24"]);
        let a = adding(&v);
        assert_eq!(a.last, Some(2));
        let layout = Layout::new(a, 0.0, Frame::new(&v, &["Ann".to_string()], None).body_budget());
        let probe = place(&layout, &a.dominoes[2]);
        let img = board_image(&v, &["Ann".to_string()]);
        let header = img.height() - layout.height - notes_height(&img, &layout);
        let (x, y) = probe.highlight_probe();
        assert_eq!(img.get_pixel(x as u32, y as u32 + header).0, palette::HIGHLIGHT.0);
    }

    /// Pictures to look at: `cargo test -p dominoes-render adding -- --ignored`.
    #[test]
    #[ignore = "writes sample pictures to /tmp"]
    fn samples() {
        let names = vec!["Ann".to_string()];
        std::fs::write("/tmp/adding_start.png", crate::board_png(&view(&[]), &names)).unwrap();
        let all = ["15H24", "15R", "45V42", "15R", "55V52", "35D", "21D", "24H22"];
        for (name, moves) in [("one", &all[..1]), ("mid", &all[..5]), ("solved", &all[..])] {
            let png = crate::board_png(&view(moves), &names);
            std::fs::write(format!("/tmp/adding_{name}.png"), png).unwrap();
        }
        // A long line of dominoes: the widest frame a queue of 12 can make.
        let line = Problem::parse("0 1 2 3 4 5 6 0 0 0 0 0 / 1 2 3 4 5 6 6 2 3 4 5 6").unwrap();
        let p = Puzzle::new(line, Goal::Rectangle);
        let v = p.view(&ViewInfo {
            title: "Your queue".into(),
            shortest: None,
            hints: 0,
        });
        std::fs::write("/tmp/adding_queue12.png", crate::board_png(&v, &names)).unwrap();
    }
}
