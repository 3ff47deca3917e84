//! Tables of players (a leaderboard) or of games (the overview of every
//! game's leader): a title, sections with a heading band, and rows of
//! two lines each, big enough to read on a phone.

use super::canvas::{Colour, RoundRect, bands, fill_disc, fill_rect, fill_round_rect, hex, ring};
use super::palette;
use super::text::{Style, Weight};
use image::RgbImage;

/// What a table picture shows; the service fills it in.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    pub title: String,
    pub subtitle: String,
    pub sections: Vec<Section>,
    /// Lines of small print under the table.
    pub notes: Vec<String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Section {
    /// The band above the rows, e.g. "Two players".
    pub heading: String,
    /// Small text at the right of the heading, e.g. the rating system.
    pub aside: String,
    pub rows: Vec<Row>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Row {
    /// The place on the left: 1 to 3 get medals.
    pub place: Option<usize>,
    /// The main text (a name or a game), and a line of detail under it.
    pub title: String,
    pub detail: String,
    /// The number on the right, and a line under it (the uncertainty).
    pub value: String,
    pub value_detail: String,
    /// A change to show beside the value's detail (green up, red down).
    pub change: Option<i64>,
    /// The caller's own row.
    pub highlight: bool,
    /// Rows were left out before this one (the caller far below the top).
    pub gap_before: bool,
}

const WIDTH: u32 = 760;
const PAD: f32 = 28.0;
const HEADER_H: u32 = 112;
const HEADING_H: u32 = 50;
const ROW_H: f32 = 78.0;
const GAP_H: f32 = 34.0;

/// Gold, silver, bronze: the disc and its rim.
const MEDALS: [(Colour, Colour); 3] = [
    (hex(0xF2C230), hex(0xB8860B)),
    (hex(0xD3D7DC), hex(0x8E949B)),
    (hex(0xE09A5B), hex(0x9C5B24)),
];
const UP: Colour = hex(0x1B7F3B);
const DOWN: Colour = hex(0xB3261E);

fn row_height(row: &Row) -> f32 {
    ROW_H + if row.gap_before { GAP_H } else { 0.0 }
}

/// The notes, wrapped to a picture `width` wide.
fn note_lines(notes: &[String], width: f32) -> (Style, Vec<String>) {
    let style = Style::new(Weight::Regular, 18.0, palette::INK_SOFT);
    let lines = notes.iter().flat_map(|n| style.wrap(n, width - 2.0 * PAD)).collect();
    (style, lines)
}

fn notes_height(lines: &[String]) -> f32 {
    if lines.is_empty() {
        14.0
    } else {
        27.0 * lines.len() as f32 + 26.0
    }
}

/// Rows `rows` of section `section` under its heading, in one column.
#[derive(Clone, Debug, PartialEq)]
struct Piece {
    section: usize,
    rows: std::ops::Range<usize>,
}

/// The sections in columns at most `limit` pixels tall: a section that
/// does not fit goes on in the next column under its heading again.
fn pack(sections: &[Section], limit: f32) -> Vec<Vec<Piece>> {
    let mut columns: Vec<Vec<Piece>> = vec![Vec::new()];
    let mut h = 0.0;
    for (si, section) in sections.iter().enumerate() {
        let mut start = 0;
        loop {
            let first = section.rows.get(start).map_or(0.0, row_height);
            if h > 0.0 && h + HEADING_H as f32 + first + 10.0 > limit {
                columns.push(Vec::new());
                h = 0.0;
            }
            h += HEADING_H as f32;
            let mut end = start;
            while end < section.rows.len() && (end == start || h + row_height(&section.rows[end]) + 10.0 <= limit) {
                h += row_height(&section.rows[end]);
                end += 1;
            }
            h += 10.0;
            if let Some(column) = columns.last_mut() {
                column.push(Piece {
                    section: si,
                    rows: start..end,
                });
            }
            if end >= section.rows.len() {
                break;
            }
            columns.push(Vec::new());
            h = 0.0;
            start = end;
        }
    }
    columns
}

fn column_height(table: &Table, column: &[Piece]) -> f32 {
    column
        .iter()
        .map(|p| {
            HEADING_H as f32
                + table.sections[p.section].rows[p.rows.clone()]
                    .iter()
                    .map(row_height)
                    .sum::<f32>()
                + 10.0
        })
        .sum()
}

/// The fewest columns, each [`WIDTH`] wide, that keep the picture at most
/// one and a half times as tall as it is wide, and the columns.
fn columns(table: &Table) -> (usize, Vec<Vec<Piece>>) {
    let mut packed = Vec::new();
    for n in 1..=6usize {
        let width = (n as u32 * WIDTH) as f32;
        let notes = notes_height(&note_lines(&table.notes, width).1);
        let limit = 1.5 * width - HEADER_H as f32 - notes;
        packed = pack(&table.sections, limit);
        if packed.len() <= n {
            return (n, packed);
        }
    }
    (packed.len(), packed)
}

/// A table as a picture: the title, the sections in as many columns as
/// keep it phone-shaped, and the notes.
pub fn table_image(table: &Table) -> RgbImage {
    let (n, columns) = columns(table);
    let width = n as u32 * WIDTH;
    let body = columns.iter().map(|c| column_height(table, c)).fold(0.0, f32::max);
    let (note_style, notes) = note_lines(&table.notes, width as f32);
    let mut img = bands(
        width,
        &[
            (HEADER_H, palette::HEADER_BG),
            (body.ceil() as u32, palette::IVORY),
            (notes_height(&notes).ceil() as u32, palette::HEADER_BG),
        ],
    );
    let right = width as f32 - PAD;
    let title = Style::new(Weight::Bold, 34.0, palette::INK);
    title.draw(&mut img, PAD, 42.0, &title.fit(&table.title, right - PAD));
    let subtitle = Style::new(Weight::Regular, 21.0, palette::GREY);
    subtitle.draw(&mut img, PAD, 82.0, &subtitle.fit(&table.subtitle, right - PAD));
    for (c, column) in columns.iter().enumerate() {
        draw_column(&mut img, table, column, (c as u32 * WIDTH) as f32);
    }
    let y = HEADER_H as f32 + body;
    for (i, line) in notes.iter().enumerate() {
        note_style.draw(&mut img, PAD, y + 26.0 + 27.0 * i as f32, line);
    }
    img
}

/// One column of sections, its left edge at `x0`.
fn draw_column(img: &mut RgbImage, table: &Table, column: &[Piece], x0: f32) {
    let right = x0 + WIDTH as f32 - PAD;
    let mut y = HEADER_H as f32;
    for piece in column {
        let section = &table.sections[piece.section];
        draw_heading(img, section, x0, y);
        y += HEADING_H as f32;
        for (i, row) in section.rows[piece.rows.clone()].iter().enumerate() {
            if row.gap_before {
                let dots = Style::new(Weight::Bold, 26.0, palette::GREY);
                dots.draw_centred(img, x0 + PAD + 26.0, y + GAP_H / 2.0 - 4.0, "⋮");
                y += GAP_H;
            }
            if i > 0 && !row.gap_before {
                fill_rect(img, x0 + PAD, y.round(), right, y.round() + 1.0, palette::RULE, 1.0);
            }
            draw_row(img, row, x0, y);
            y += ROW_H;
        }
        y += 10.0;
    }
}

fn draw_heading(img: &mut RgbImage, section: &Section, x0: f32, top: f32) {
    let h = HEADING_H as f32;
    fill_rect(img, x0, top, x0 + WIDTH as f32, top + h, palette::FELT, 1.0);
    let right = x0 + WIDTH as f32 - PAD;
    let aside = Style::new(Weight::Regular, 18.0, palette::LABEL);
    let aside_w = if section.aside.is_empty() {
        0.0
    } else {
        aside.width(&section.aside).min(260.0)
    };
    let heading = Style::new(Weight::Bold, 23.0, palette::LABEL_ZERO);
    heading.draw(
        img,
        x0 + PAD,
        top + h / 2.0,
        &heading.fit(&section.heading, right - x0 - PAD - aside_w - 16.0),
    );
    if aside_w > 0.0 {
        aside.draw_right(img, right, top + h / 2.0, &aside.fit(&section.aside, aside_w));
    }
}

fn draw_row(img: &mut RgbImage, row: &Row, x0: f32, top: f32) {
    let right = x0 + WIDTH as f32 - PAD;
    if row.highlight {
        let band = RoundRect::new(x0 + PAD - 12.0, top + 4.0, right + 12.0, top + ROW_H - 4.0, 10.0);
        fill_round_rect(img, band, palette::TURN_BG, 1.0);
    }
    let (line1, line2) = (top + 29.0, top + 56.0);

    // The place: a medal for the podium, a plain number below it.
    let badge_cx = x0 + PAD + 24.0;
    let badge_cy = top + ROW_H / 2.0;
    match row.place {
        Some(p @ 1..=3) => {
            let (fill, rim) = MEDALS[p - 1];
            fill_disc(img, badge_cx, badge_cy, 23.0, rim);
            fill_disc(img, badge_cx, badge_cy, 20.0, fill);
            ring(img, badge_cx, badge_cy, 15.5, 1.5, rim);
            let digit = Style::new(Weight::Bold, 24.0, palette::INK);
            digit.draw_centred(img, badge_cx, badge_cy, &p.to_string());
        }
        Some(p) => {
            let digit = Style::new(Weight::Bold, 22.0, palette::GREY);
            digit.draw_centred(img, badge_cx, badge_cy, &p.to_string());
        }
        None => {}
    }

    let value = Style::new(Weight::Bold, 31.0, palette::INK);
    let small = Style::new(Weight::Regular, 19.0, palette::GREY);
    let change = row.change.filter(|&c| c != 0).map(|c| {
        let style = Style::new(Weight::Bold, 19.0, if c > 0 { UP } else { DOWN });
        let text = if c > 0 { format!("▲{c}") } else { format!("▼{}", -c) };
        (style, text)
    });
    let change_w = change.as_ref().map_or(0.0, |(s, t)| s.width(t) + 12.0);
    let value_w = value
        .width(&row.value)
        .max(small.width(&row.value_detail) + change_w)
        .min(300.0);
    value.draw_right(img, right, line1, &value.fit(&row.value, value_w));
    small.draw_right(img, right, line2, &row.value_detail);
    if let Some((style, text)) = change {
        let x = right - small.width(&row.value_detail) - 12.0;
        style.draw_right(img, x, line2, &text);
    }

    // Without places (a list of games) the text starts at the margin.
    let text_x = x0 + if row.place.is_some() { PAD + 62.0 } else { PAD };
    let text_w = right - value_w - 22.0 - text_x;
    let title = Style::new(Weight::Bold, 27.0, palette::INK);
    title.draw(img, text_x, line1, &title.fit(&row.title, text_w));
    small.draw(img, text_x, line2, &small.fit(&row.detail, text_w));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(place: usize, name: &str) -> Row {
        Row {
            place: Some(place),
            title: name.into(),
            detail: "12 games · 8 W · 3 L · 1 D".into(),
            value: "1523".into(),
            value_detail: "±85".into(),
            change: Some(14),
            highlight: false,
            gap_before: false,
        }
    }

    fn sample() -> Table {
        let mut rows: Vec<Row> = (1..=10).map(|i| row(i, &format!("player {i}"))).collect();
        rows.push(Row {
            highlight: true,
            gap_before: true,
            title: "a name far too long to fit in the space there is for it on a phone".into(),
            change: Some(-9),
            ..row(27, "")
        });
        Table {
            title: "Dominimum".into(),
            subtitle: "all time · 30 players".into(),
            sections: vec![Section {
                heading: "Two players".into(),
                aside: "Glicko-2".into(),
                rows,
            }],
            notes: vec!["The rating is a cautious estimate.".into()],
        }
    }

    #[test]
    fn the_podium_gets_medals_and_the_caller_a_highlight() {
        let t = sample();
        let img = table_image(&t);
        assert_eq!(img.width(), WIDTH);
        let top = HEADER_H as f32 + HEADING_H as f32;
        // The gold medal's disc, just inside its rim at the left of row 1.
        let gold = img.get_pixel((PAD + 24.0) as u32, (top + ROW_H / 2.0 - 18.0) as u32).0;
        assert_eq!(gold, MEDALS[0].0.0);
        let bronze = img.get_pixel((PAD + 24.0) as u32, (top + 2.5 * ROW_H - 18.0) as u32).0;
        assert_eq!(bronze, MEDALS[2].0.0);
        // The caller's row, after the gap, is highlighted.
        let caller_top = top + 10.0 * ROW_H + GAP_H;
        let band = img.get_pixel(WIDTH / 2, (caller_top + 8.0) as u32).0;
        assert_eq!(band, palette::TURN_BG.0);
        let expected_h = HEADER_H as f32 + HEADING_H as f32 + 11.0 * ROW_H + GAP_H + 10.0 + 27.0 + 26.0;
        assert_eq!(img.height(), expected_h.ceil() as u32);
    }

    #[test]
    fn a_tall_table_goes_into_columns_and_stays_phone_shaped() {
        let section = |k: usize| Section {
            heading: format!("{k} players"),
            aside: "Glicko-2".into(),
            rows: (1..=11).map(|i| row(i, &format!("player {i}"))).collect(),
        };
        let t = Table {
            sections: (2..=4).map(section).collect(),
            ..sample()
        };
        let img = table_image(&t);
        assert!(img.width() > WIDTH);
        assert!(
            img.height() as f32 <= 1.5 * img.width() as f32,
            "{}x{}",
            img.width(),
            img.height()
        );
        // Every row is drawn once.
        let (_, cols) = columns(&t);
        let rows: usize = cols.iter().flatten().map(|p| p.rows.len()).sum();
        assert_eq!(rows, 33);
        // One section alone keeps one column.
        assert_eq!(table_image(&sample()).width(), WIDTH);
    }

    #[test]
    fn empty_tables_and_sections_still_draw() {
        let img = table_image(&Table::default());
        assert!(img.height() >= HEADER_H);
        let t = Table {
            sections: vec![Section::default()],
            ..Table::default()
        };
        table_image(&t);
    }
}
