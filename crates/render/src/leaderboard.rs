//! Tables of players (a leaderboard) or of games (the overview of every
//! game's leader): a title, sections with a heading band, and rows of
//! two lines each, big enough to read on a phone.

use super::canvas::{Colour, RoundRect, bands, fill_disc, fill_rect, fill_round_rect, hex, ring};
use super::text::{SMALL, Style, Weight};
use super::{MAX_HEIGHT, palette};
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

/// As wide as a board picture, whose text standard it keeps: every text
/// at least [`SMALL`], its digits 9 px high on a phone 400 px wide. One
/// column only: a second one would halve every text on a phone.
const WIDTH: u32 = super::WIDTH;
const PAD: f32 = 28.0;
const HEADER_H: u32 = 124;
const HEADING_H: f32 = 58.0;
/// A row of two lines (name over detail), and of one line (everything
/// side by side), which a table takes when two-line rows would make the
/// picture taller than [`MAX_HEIGHT`].
const ROW_H: f32 = 92.0;
const ROW_ONE_H: f32 = 56.0;
const GAP_H: f32 = 34.0;
const SECTION_GAP: f32 = 10.0;
const NOTE_LINE: f32 = 38.0;

/// Gold, silver, bronze: the disc and its rim.
const MEDALS: [(Colour, Colour); 3] = [
    (hex(0xF2C230), hex(0xB8860B)),
    (hex(0xD3D7DC), hex(0x8E949B)),
    (hex(0xE09A5B), hex(0x9C5B24)),
];
const UP: Colour = hex(0x1B7F3B);
const DOWN: Colour = hex(0xB3261E);

/// How the rows of a table are drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Rows {
    TwoLines,
    OneLine,
}

impl Rows {
    fn height(self, row: &Row) -> f32 {
        let h = match self {
            Rows::TwoLines => ROW_H,
            Rows::OneLine => ROW_ONE_H,
        };
        h + if row.gap_before { GAP_H } else { 0.0 }
    }
}

/// The notes, wrapped to the picture's width.
fn note_lines(notes: &[String]) -> (Style, Vec<String>) {
    let style = Style::new(Weight::Regular, SMALL, palette::INK_SOFT);
    let lines = notes
        .iter()
        .flat_map(|n| style.wrap(n, WIDTH as f32 - 2.0 * PAD))
        .collect();
    (style, lines)
}

fn notes_height(lines: &[String]) -> f32 {
    if lines.is_empty() {
        14.0
    } else {
        NOTE_LINE * lines.len() as f32 + 30.0
    }
}

fn body_height(table: &Table, rows: Rows) -> f32 {
    table
        .sections
        .iter()
        .map(|s| HEADING_H + s.rows.iter().map(|r| rows.height(r)).sum::<f32>() + SECTION_GAP)
        .sum()
}

/// Two-line rows when the picture stays phone-shaped with them, one-line
/// rows otherwise (past that the picture grows taller, its text as big).
fn rows_for(table: &Table) -> Rows {
    let notes = notes_height(&note_lines(&table.notes).1);
    let fits = HEADER_H as f32 + body_height(table, Rows::TwoLines) + notes <= MAX_HEIGHT as f32;
    if fits { Rows::TwoLines } else { Rows::OneLine }
}

/// The table's picture height with `rows` drawn as they would be.
fn picture_height(table: &Table, rows: Rows) -> f32 {
    HEADER_H as f32 + body_height(table, rows) + notes_height(&note_lines(&table.notes).1)
}

impl Table {
    /// Keeps the picture phone-shaped (at most [`MAX_HEIGHT`]) when every
    /// row would make it taller, e.g. two full pools of ten and the
    /// caller: each section keeps only its first rows, as many in each,
    /// plus the caller's own row, and `note` (given how many each keeps)
    /// is added to the notes to say so. Returns how many each keeps, or
    /// `None` when every row fits and nothing changed.
    pub fn fit_to_phone(&mut self, note: impl Fn(usize) -> String) -> Option<usize> {
        if picture_height(self, rows_for(self)) <= MAX_HEIGHT as f32 {
            return None;
        }
        let most = self.sections.iter().map(|s| s.rows.len()).max().unwrap_or(0);
        let mut keep = most;
        loop {
            keep = keep.saturating_sub(1);
            let mut shorter = self.clone();
            shorter.notes.push(note(keep));
            for section in &mut shorter.sections {
                section.keep_first(keep);
            }
            if keep <= 1 || picture_height(&shorter, rows_for(&shorter)) <= MAX_HEIGHT as f32 {
                *self = shorter;
                return Some(keep);
            }
        }
    }
}

impl Section {
    /// The first `keep` rows and the highlighted (the caller's) row after
    /// them, marked as coming after a gap.
    fn keep_first(&mut self, keep: usize) {
        let rows = std::mem::take(&mut self.rows);
        for (i, mut row) in rows.into_iter().enumerate() {
            if i < keep {
                self.rows.push(row);
            } else if row.highlight {
                row.gap_before = true;
                self.rows.push(row);
            }
        }
    }
}

/// A table as a picture: the title, the sections one under another, and
/// the notes.
pub fn table_image(table: &Table) -> RgbImage {
    let rows = rows_for(table);
    let body = body_height(table, rows);
    let (note_style, notes) = note_lines(&table.notes);
    let mut img = bands(
        WIDTH,
        &[
            (HEADER_H, palette::HEADER_BG),
            (body.ceil() as u32, palette::IVORY),
            (notes_height(&notes).ceil() as u32, palette::HEADER_BG),
        ],
    );
    let right = WIDTH as f32 - PAD;
    let title = Style::new(Weight::Bold, 40.0, palette::INK);
    title.draw(&mut img, PAD, 44.0, &title.fit(&table.title, right - PAD));
    let subtitle = Style::new(Weight::Regular, SMALL, palette::GREY);
    subtitle.draw(&mut img, PAD, 94.0, &subtitle.fit(&table.subtitle, right - PAD));
    let mut y = HEADER_H as f32;
    for section in &table.sections {
        y = draw_section(&mut img, section, rows, y);
    }
    for (i, line) in notes.iter().enumerate() {
        note_style.draw(&mut img, PAD, y + 30.0 + NOTE_LINE * i as f32, line);
    }
    img
}

/// One section from `top`: its heading and rows; returns where it ends.
fn draw_section(img: &mut RgbImage, section: &Section, rows: Rows, top: f32) -> f32 {
    let right = WIDTH as f32 - PAD;
    draw_heading(img, section, top);
    let mut y = top + HEADING_H;
    for (i, row) in section.rows.iter().enumerate() {
        if row.gap_before {
            let dots = Style::new(Weight::Bold, 30.0, palette::GREY);
            dots.draw_centred(img, PAD + 26.0, y + GAP_H / 2.0 - 4.0, "⋮");
            y += GAP_H;
        }
        if i > 0 && !row.gap_before {
            fill_rect(img, PAD, y.round(), right, y.round() + 1.0, palette::RULE, 1.0);
        }
        let h = rows.height(row) - if row.gap_before { GAP_H } else { 0.0 };
        draw_row(img, row, rows, y, h);
        y += h;
    }
    y + SECTION_GAP
}

fn draw_heading(img: &mut RgbImage, section: &Section, top: f32) {
    let h = HEADING_H;
    fill_rect(img, 0.0, top, WIDTH as f32, top + h, palette::FELT, 1.0);
    let right = WIDTH as f32 - PAD;
    let aside = Style::new(Weight::Regular, SMALL, palette::LABEL);
    let aside_w = if section.aside.is_empty() {
        0.0
    } else {
        aside.width(&section.aside).min(300.0)
    };
    let heading = Style::new(Weight::Bold, 31.0, palette::LABEL_ZERO);
    heading.draw(
        img,
        PAD,
        top + h / 2.0,
        &heading.fit(&section.heading, right - PAD - aside_w - 16.0),
    );
    if aside_w > 0.0 {
        aside.draw_right(img, right, top + h / 2.0, &aside.fit(&section.aside, aside_w));
    }
}

/// The place on the left of a row centred on `cy`: a medal for the
/// podium, a plain number below it.
fn draw_place(img: &mut RgbImage, place: Option<usize>, cy: f32, radius: f32) {
    let cx = PAD + 24.0;
    match place {
        Some(p @ 1..=3) => {
            let (fill, rim) = MEDALS[p - 1];
            fill_disc(img, cx, cy, radius, rim);
            fill_disc(img, cx, cy, radius - 3.0, fill);
            ring(img, cx, cy, radius - 7.5, 1.5, rim);
            let digit = Style::new(Weight::Bold, SMALL, palette::INK);
            digit.draw_centred(img, cx, cy, &p.to_string());
        }
        Some(p) => {
            let digit = Style::new(Weight::Bold, SMALL, palette::GREY);
            digit.draw_centred(img, cx, cy, &p.to_string());
        }
        None => {}
    }
}

/// The change beside the value's detail: its style and text.
fn change_of(row: &Row) -> Option<(Style, String)> {
    row.change.filter(|&c| c != 0).map(|c| {
        let style = Style::new(Weight::Bold, SMALL, if c > 0 { UP } else { DOWN });
        let text = if c > 0 { format!("▲{c}") } else { format!("▼{}", -c) };
        (style, text)
    })
}

fn draw_row(img: &mut RgbImage, row: &Row, rows: Rows, top: f32, h: f32) {
    let right = WIDTH as f32 - PAD;
    if row.highlight {
        let band = RoundRect::new(PAD - 12.0, top + 4.0, right + 12.0, top + h - 4.0, 10.0);
        fill_round_rect(img, band, palette::TURN_BG, 1.0);
    }
    let radius = if rows == Rows::TwoLines { 26.0 } else { 23.0 };
    draw_place(img, row.place, top + h / 2.0, radius);
    // Without places (a list of games) the text starts at the margin.
    let text_x = if row.place.is_some() { PAD + 64.0 } else { PAD };
    match rows {
        Rows::TwoLines => draw_two_lines(img, row, text_x, top),
        Rows::OneLine => draw_one_line(img, row, text_x, top + h / 2.0),
    }
}

/// Name over detail on the left, value over its detail on the right.
fn draw_two_lines(img: &mut RgbImage, row: &Row, text_x: f32, top: f32) {
    let right = WIDTH as f32 - PAD;
    let (line1, line2) = (top + 30.0, top + 66.0);
    let value = Style::new(Weight::Bold, 36.0, palette::INK);
    let small = Style::new(Weight::Regular, SMALL, palette::GREY);
    let change = change_of(row);
    let change_w = change.as_ref().map_or(0.0, |(s, t)| s.width(t) + 12.0);
    let value_w = value
        .width(&row.value)
        .max(small.width(&row.value_detail) + change_w)
        .min(300.0);
    value.draw_right(img, right, line1, &value.fit(&row.value, value_w));
    small.draw_right(img, right, line2, &row.value_detail);
    if let Some((style, text)) = change {
        style.draw_right(img, right - small.width(&row.value_detail) - 12.0, line2, &text);
    }
    let text_w = right - value_w - 22.0 - text_x;
    let title = Style::new(Weight::Bold, 33.0, palette::INK);
    title.draw(img, text_x, line1, &title.fit(&row.title, text_w));
    small.draw(img, text_x, line2, &small.fit(&row.detail, text_w));
}

/// Everything on one line centred on `cy`: the name, its detail, then the
/// value, its detail and the change at the right.
fn draw_one_line(img: &mut RgbImage, row: &Row, text_x: f32, cy: f32) {
    let right = WIDTH as f32 - PAD;
    let value = Style::new(Weight::Bold, 31.0, palette::INK);
    let small = Style::new(Weight::Regular, SMALL, palette::GREY);
    let mut x = right;
    if let Some((style, text)) = change_of(row) {
        style.draw_right(img, x, cy, &text);
        x -= style.width(&text) + 10.0;
    }
    if !row.value_detail.is_empty() {
        small.draw_right(img, x, cy, &row.value_detail);
        x -= small.width(&row.value_detail) + 10.0;
    }
    value.draw_right(img, x, cy, &row.value);
    x -= value.width(&row.value) + 22.0;
    let title = Style::new(Weight::Bold, 31.0, palette::INK);
    // The name first; its detail gets what room is left.
    let name = title.fit(&row.title, (x - text_x).max(0.0));
    title.draw(img, text_x, cy, &name);
    let detail_x = text_x + title.width(&name) + 16.0;
    if x - detail_x > small.width("…") {
        small.draw(img, detail_x, cy, &small.fit(&row.detail, x - detail_x));
    }
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

    /// The digits' height of the smallest text of `table` on a phone
    /// showing the picture 400 px wide, and the picture.
    fn on_phone(table: &Table) -> (RgbImage, f32) {
        let (img, cap) = super::super::text::smallest_drawn(|| table_image(table));
        let px = cap * super::super::PHONE_WIDTH / img.width() as f32;
        (img, px)
    }

    #[test]
    fn the_podium_gets_medals_and_the_caller_a_highlight() {
        let t = sample();
        let img = table_image(&t);
        assert_eq!(img.width(), WIDTH);
        // Eleven rows and a gap are too many for two lines each.
        assert_eq!(rows_for(&t), Rows::OneLine);
        let top = HEADER_H as f32 + HEADING_H;
        // The gold medal's disc, just inside its rim at the left of row 1.
        let gold = img
            .get_pixel((PAD + 24.0) as u32, (top + ROW_ONE_H / 2.0 - 18.0) as u32)
            .0;
        assert_eq!(gold, MEDALS[0].0.0);
        let bronze = img
            .get_pixel((PAD + 24.0) as u32, (top + 2.5 * ROW_ONE_H - 18.0) as u32)
            .0;
        assert_eq!(bronze, MEDALS[2].0.0);
        // The caller's row, after the gap, is highlighted.
        let caller_top = top + 10.0 * ROW_ONE_H + GAP_H;
        let band = img.get_pixel(WIDTH / 2, (caller_top + 8.0) as u32).0;
        assert_eq!(band, palette::TURN_BG.0);
        let expected_h = HEADER_H as f32 + HEADING_H + 11.0 * ROW_ONE_H + GAP_H + SECTION_GAP + NOTE_LINE + 30.0;
        assert_eq!(img.height(), expected_h.ceil() as u32);
        // With fewer rows, two lines each.
        let short = Table {
            sections: vec![Section {
                rows: t.sections[0].rows[..5].to_vec(),
                ..t.sections[0].clone()
            }],
            ..t.clone()
        };
        assert_eq!(rows_for(&short), Rows::TwoLines);
        let img = table_image(&short);
        let gold = img.get_pixel((PAD + 24.0) as u32, (top + ROW_H / 2.0 - 21.0) as u32).0;
        assert_eq!(gold, MEDALS[0].0.0);
    }

    /// The all-games leaderboard with `rows` leaders: every game's in two
    /// players first (eight games), then in three or more.
    fn every_game(rows: usize) -> Table {
        let row = |i: usize| Row {
            place: None,
            title: "Tetradominoes".into(),
            detail: format!("led by player {i}"),
            value: "1523".into(),
            value_detail: "±85".into(),
            ..Row::default()
        };
        let section = |heading: &str, rows: std::ops::Range<usize>| Section {
            heading: heading.into(),
            aside: "the leader's rating".into(),
            rows: rows.map(row).collect(),
        };
        Table {
            title: "Leaders in this server".into(),
            subtitle: "all time · every game's best cautious rating".into(),
            sections: [
                section("2 players", 0..rows.min(8)),
                section("3-4 players or teams", 8..rows.max(8)),
            ]
            .into_iter()
            .filter(|s| !s.rows.is_empty())
            .collect(),
            notes: vec!["± is the rating's uncertainty.".into()],
        }
    }

    #[test]
    fn the_leaders_of_every_game_read_on_a_phone() {
        // From 12 rows on, the picture was two columns wide with the rows
        // in the first: on a phone its names were about 5 px high.
        for rows in 1..=15 {
            let (img, px) = on_phone(&every_game(rows));
            assert_eq!(img.width(), WIDTH, "{rows} rows");
            assert!(px >= 9.0, "{rows} rows: text {px} px high on a phone");
            assert!(img.height() <= MAX_HEIGHT, "{rows} rows: {} px high", img.height());
        }
        // Short tables keep their two-line rows, long ones go to one line.
        assert_eq!(rows_for(&every_game(6)), Rows::TwoLines);
        assert_eq!(rows_for(&every_game(15)), Rows::OneLine);
    }

    #[test]
    fn a_tall_table_stays_one_column_and_readable() {
        let section = |k: usize| Section {
            heading: format!("{k} players"),
            aside: "Glicko-2".into(),
            rows: (1..=11).map(|i| row(i, &format!("player {i}"))).collect(),
        };
        let t = Table {
            sections: (2..=4).map(section).collect(),
            ..sample()
        };
        let (img, px) = on_phone(&t);
        assert_eq!(img.width(), WIDTH);
        assert!(px >= 9.0, "text {px} px high on a phone");
        // Every row is drawn, one line each.
        let expected = HEADER_H as f32 + body_height(&t, Rows::OneLine) + notes_height(&note_lines(&t.notes).1);
        assert_eq!(img.height(), expected.ceil() as u32);
        let (_, px) = on_phone(&sample());
        assert!(px >= 9.0, "text {px} px high on a phone");
    }

    /// Two pools of ten and the caller's row far below: 23 rows made the
    /// picture about 1,750 px high, more than twice as high as wide, shown
    /// tiny on a phone. Now each pool keeps its top rows and the caller's.
    #[test]
    fn two_full_pools_keep_the_picture_phone_shaped() {
        let mut t = sample();
        let mut second = t.sections[0].clone();
        second.heading = "Three or more".into();
        t.sections.push(second);
        t.notes = vec!["Ratings are cautious: the estimate of your strength less its uncertainty (±), so they rise as your results become clear. Draws, shared places and teams count; aborted games and games against the computer do not.".into()];
        assert!(
            picture_height(&t, rows_for(&t)) > MAX_HEIGHT as f32,
            "the case needs shortening"
        );
        let keep = t.fit_to_phone(|k| format!("The top {k} of each."));
        let keep = keep.expect("rows were left out");
        assert!((3..10).contains(&keep), "keeps {keep}");
        for section in &t.sections {
            assert_eq!(section.rows.len(), keep + 1, "the top {keep} and the caller");
            let last = section.rows.last().unwrap();
            assert!(last.highlight && last.gap_before);
        }
        assert_eq!(t.notes.last().unwrap(), &format!("The top {keep} of each."));
        let (img, px) = on_phone(&t);
        assert!(img.height() <= MAX_HEIGHT, "{} px high", img.height());
        assert!(px >= 9.0, "text {px} px high on a phone");
        // A table that fits is left alone.
        let mut short = sample();
        assert_eq!(short.fit_to_phone(|_| unreachable!()), None);
        assert_eq!(short, sample());
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
