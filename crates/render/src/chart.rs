//! A small line chart of ratings over time: one line per game (and pool),
//! and, when there is only one, the shaded range the true strength
//! plausibly lies in. At most [`MAX_SERIES`] lines, each in its own
//! colour: a player of every game would otherwise get fifteen lines in
//! repeating colours that nobody can follow; the legend says how many
//! more the message lists.

use super::canvas::{Colour, band, bands, fill_convex, fill_disc, fill_rect, mix};
use super::text::{Style, Weight};
use super::{palette, seat_colour};
use image::RgbImage;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chart {
    pub title: String,
    pub subtitle: String,
    pub series: Vec<Series>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Series {
    pub label: String,
    pub points: Vec<Point>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Unix seconds.
    pub at: i64,
    pub value: f64,
    /// The plausible range around the value, drawn when there is one series.
    pub low: f64,
    pub high: f64,
}

const WIDTH: u32 = 760;
const PAD: f32 = 28.0;
const HEADER_H: u32 = 104;
const PLOT_H: f32 = 330.0;
/// Room for the value labels on the left and the dates below.
const AXIS_W: f32 = 66.0;
const AXIS_H: f32 = 44.0;
const LEGEND_ROW: f32 = 36.0;
/// The most lines a chart draws: fewer than the seat colours, so no two
/// share a colour.
pub const MAX_SERIES: usize = 5;

/// Whole-number steps for the value axis, from fine to coarse.
const STEPS: [f64; 9] = [10.0, 20.0, 25.0, 50.0, 100.0, 200.0, 250.0, 500.0, 1000.0];

/// Maps values and times to pixels.
struct Axes {
    x0: f32,
    x1: f32,
    y0: f32,
    y1: f32,
    t_min: f64,
    t_max: f64,
    v_min: f64,
    v_max: f64,
    /// The value between grid lines.
    step: f64,
    /// The first and last moment plotted.
    first: i64,
    last: i64,
}

impl Axes {
    fn x(&self, at: i64) -> f32 {
        let f = (at as f64 - self.t_min) / (self.t_max - self.t_min);
        self.x0 + (self.x1 - self.x0) * f as f32
    }

    /// Values outside the range stay on the plot's edge.
    fn y(&self, v: f64) -> f32 {
        let f = ((v - self.v_min) / (self.v_max - self.v_min)).clamp(0.0, 1.0);
        self.y1 - (self.y1 - self.y0) * f as f32
    }
}

/// A value range with room around it, its ends on a grid step, and the step.
fn value_range(lo: f64, hi: f64) -> (f64, f64, f64) {
    // A little room, so no point sits on the frame.
    let room = ((hi - lo) * 0.04).max(10.0);
    let (lo, hi) = (lo - room, hi + room);
    let step = STEPS.iter().copied().find(|s| (hi - lo) / s <= 6.0).unwrap_or(2000.0);
    ((lo / step).floor() * step, (hi / step).ceil() * step, step)
}

/// A thick segment with round ends.
fn segment(img: &mut RgbImage, a: (f32, f32), b: (f32, f32), thickness: f32, c: Colour) {
    band(img, a, b, thickness, c);
    fill_disc(img, a.0, a.1, thickness / 2.0, c);
    fill_disc(img, b.0, b.1, thickness / 2.0, c);
}

/// The series worth drawing: those with points, and of more than
/// [`MAX_SERIES`] the ones with the most games, in their given order; and
/// how many were left out.
fn chosen(chart: &Chart) -> (Vec<&Series>, usize) {
    let mut series: Vec<(usize, &Series)> = chart
        .series
        .iter()
        .filter(|s| !s.points.is_empty())
        .enumerate()
        .collect();
    let left_out = series.len().saturating_sub(MAX_SERIES);
    series.sort_by_key(|(i, s)| (std::cmp::Reverse(s.points.len()), *i));
    series.truncate(MAX_SERIES);
    series.sort_by_key(|(i, _)| *i);
    (series.into_iter().map(|(_, s)| s).collect(), left_out)
}

pub fn chart_image(chart: &Chart) -> RgbImage {
    let (series, left_out) = chosen(chart);
    let legend_rows = series.len() + usize::from(left_out > 0);
    let legend_h = LEGEND_ROW * legend_rows as f32 + 16.0;
    let mut img = bands(
        WIDTH,
        &[
            (HEADER_H, palette::HEADER_BG),
            ((PLOT_H + AXIS_H).ceil() as u32, palette::HEADER_BG),
            (legend_h.ceil() as u32, palette::HEADER_BG),
        ],
    );
    let right = WIDTH as f32 - PAD;
    let title = Style::new(Weight::Bold, 32.0, palette::INK);
    title.draw(&mut img, PAD, 40.0, &title.fit(&chart.title, right - PAD));
    let subtitle = Style::new(Weight::Regular, 19.0, palette::GREY);
    subtitle.draw(&mut img, PAD, 77.0, &subtitle.fit(&chart.subtitle, right - PAD));

    let top = HEADER_H as f32;
    let plot = (PAD + AXIS_W, top + 12.0, right, top + PLOT_H);
    fill_rect(&mut img, plot.0, plot.1, plot.2, plot.3, palette::IVORY, 1.0);
    let banded = series.len() == 1;
    let Some(axes) = axes_for(&series, plot, banded) else {
        let empty = Style::new(Weight::Bold, 22.0, palette::GREY);
        let (cx, cy) = ((plot.0 + plot.2) / 2.0, (plot.1 + plot.3) / 2.0);
        empty.draw_centred(&mut img, cx, cy, &crate::words::words().no_rated_games);
        return img;
    };
    draw_grid(&mut img, &axes, top + PLOT_H + 24.0);
    for (i, s) in series.iter().enumerate() {
        draw_series(&mut img, &axes, s, seat_colour(i), banded);
    }
    draw_legend(&mut img, &series, top + PLOT_H + AXIS_H);
    if left_out > 0 {
        let more = Style::new(Weight::Regular, 21.0, palette::GREY);
        let cy = top + PLOT_H + AXIS_H + LEGEND_ROW * (series.len() as f32 + 0.5) + 4.0;
        let text = crate::words::words().more_left_out.of(left_out);
        more.draw(
            &mut img,
            PAD + 44.0,
            cy,
            &more.fit(&text, WIDTH as f32 - 2.0 * PAD - 44.0),
        );
    }
    img
}

/// The axes that fit every point of `series` (and, when `banded`, their
/// ranges) into the plot box `(x0, y0, x1, y1)`; `None` with no points.
fn axes_for(series: &[&Series], (x0, y0, x1, y1): (f32, f32, f32, f32), banded: bool) -> Option<Axes> {
    let points = || series.iter().flat_map(|s| s.points.iter());
    points().next()?;
    let (lo, hi) = points().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
        if banded {
            let (a, b) = (p.low.min(p.high).min(p.value), p.low.max(p.high).max(p.value));
            (lo.min(a), hi.max(b))
        } else {
            (lo.min(p.value), hi.max(p.value))
        }
    });
    let (v_min, v_max, step) = value_range(lo, hi);
    let (t_lo, t_hi) = points().fold((i64::MAX, i64::MIN), |(a, b), p| (a.min(p.at), b.max(p.at)));
    // A single moment is spread over a day so its point sits in the middle.
    let (t_min, t_max) = if t_hi - t_lo < 3600 {
        (t_lo as f64 - 43_200.0, t_hi as f64 + 43_200.0)
    } else {
        let margin = (t_hi - t_lo) as f64 * 0.03;
        (t_lo as f64 - margin, t_hi as f64 + margin)
    };
    Some(Axes {
        x0,
        x1,
        y0,
        y1,
        t_min,
        t_max,
        v_min,
        v_max,
        step,
        first: t_lo,
        last: t_hi,
    })
}

/// Grid lines with their values, and the first, last and (with room)
/// middle day under the plot at `date_y`.
fn draw_grid(img: &mut RgbImage, axes: &Axes, date_y: f32) {
    let label = Style::new(Weight::Regular, 18.0, palette::GREY);
    let mut v = axes.v_min;
    while v <= axes.v_max + 0.5 {
        let y = axes.y(v).round();
        fill_rect(img, axes.x0, y, axes.x1, y + 1.0, palette::RULE, 1.0);
        label.draw_right(img, axes.x0 - 10.0, y, &format!("{v:.0}"));
        v += axes.step;
    }
    let (t_lo, t_hi) = (axes.first, axes.last);
    let day = |t| crate::words::words().day_month.of(t);
    let (first, last) = (day(t_lo), day(t_hi));
    if first == last {
        label.draw_centred(img, axes.x(t_lo), date_y, &first);
    } else {
        label.draw(img, axes.x0, date_y, &first);
        label.draw_right(img, axes.x1, date_y, &last);
        let mid = t_lo + (t_hi - t_lo) / 2;
        let middle = day(mid);
        if middle != first && middle != last && t_hi - t_lo > 4 * 86_400 {
            label.draw_centred(img, axes.x(mid), date_y, &middle);
        }
    }
}

/// One series: its range shaded (when `banded`), its line, and its points
/// when there are few enough to see.
fn draw_series(img: &mut RgbImage, axes: &Axes, s: &Series, colour: Colour, banded: bool) {
    if banded {
        let pale = mix(colour, palette::IVORY, 0.16);
        let pts = &s.points;
        for w in pts.windows(2) {
            let (a, b) = (w[0], w[1]);
            let (xa, xb) = (axes.x(a.at) - 0.6, axes.x(b.at) + 0.6);
            fill_convex(
                img,
                &[
                    (xa, axes.y(a.high)),
                    (xb, axes.y(b.high)),
                    (xb, axes.y(b.low)),
                    (xa, axes.y(a.low)),
                ],
                pale,
            );
        }
        if let [only] = pts.as_slice() {
            let x = axes.x(only.at);
            fill_rect(img, x - 6.0, axes.y(only.high), x + 6.0, axes.y(only.low), pale, 1.0);
        }
    }
    let xy: Vec<(f32, f32)> = s.points.iter().map(|p| (axes.x(p.at), axes.y(p.value))).collect();
    for w in xy.windows(2) {
        segment(img, w[0], w[1], 4.0, colour);
    }
    if xy.len() <= 40 {
        for &(x, y) in &xy {
            fill_disc(img, x, y, 6.0, colour);
            fill_disc(img, x, y, 3.0, palette::IVORY);
        }
    }
}

/// The legend from `top`: each line's colour, name and latest value.
fn draw_legend(img: &mut RgbImage, series: &[&Series], top: f32) {
    let right = WIDTH as f32 - PAD;
    let name = Style::new(Weight::Bold, 21.0, palette::INK);
    let value = Style::new(Weight::Bold, 21.0, palette::INK_SOFT);
    for (i, s) in series.iter().enumerate() {
        let cy = top + LEGEND_ROW * (i as f32 + 0.5) + 4.0;
        fill_rect(img, PAD, cy - 3.0, PAD + 30.0, cy + 3.0, seat_colour(i), 1.0);
        let latest = s.points.last().map(|p| format!("{:.0}", p.value)).unwrap_or_default();
        let value_w = value.width(&latest);
        value.draw_right(img, right, cy, &latest);
        name.draw(
            img,
            PAD + 44.0,
            cy,
            &name.fit(&s.label, right - value_w - 24.0 - PAD - 44.0),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(at: i64, value: f64) -> Point {
        Point {
            at,
            value,
            low: value,
            high: value + 300.0,
        }
    }

    #[test]
    fn value_axes_end_on_round_numbers() {
        assert_eq!(value_range(812.0, 1490.0), (600.0, 1600.0, 200.0));
        assert_eq!(value_range(1000.0, 1000.0), (990.0, 1010.0, 10.0));
        assert_eq!(value_range(650.0, 1150.0), (600.0, 1200.0, 100.0));
        let (lo, hi, step) = value_range(-40.0, 2999.0);
        assert!(lo <= -40.0 && hi >= 2999.0 && (hi - lo) / step <= 7.0);
    }

    #[test]
    fn lines_are_drawn_in_their_colours() {
        let chart = Chart {
            title: "alice".into(),
            subtitle: "rating over time".into(),
            series: vec![
                Series {
                    label: "Dominimum · two players".into(),
                    points: (0..30).map(|i| point(i * 86_400, 800.0 + 20.0 * i as f64)).collect(),
                },
                Series {
                    label: "Draw dominoes".into(),
                    points: vec![point(5 * 86_400, 900.0)],
                },
            ],
        };
        let img = chart_image(&chart);
        assert_eq!(img.width(), WIDTH);
        let has = |c: Colour| img.pixels().any(|p| *p == c);
        assert!(has(seat_colour(0)) && has(seat_colour(1)));
    }

    #[test]
    fn fifteen_games_draw_five_lines_in_five_colours() {
        let series: Vec<Series> = (0..15)
            .map(|g| Series {
                label: format!("game {g}"),
                points: (0..=g)
                    .map(|i| point(i as i64 * 86_400, 800.0 + 10.0 * g as f64))
                    .collect(),
            })
            .collect();
        let chart = Chart {
            series,
            ..Chart::default()
        };
        let (shown, left_out) = chosen(&chart);
        assert_eq!(left_out, 10);
        let labels: Vec<&str> = shown.iter().map(|s| s.label.as_str()).collect();
        assert_eq!(labels, ["game 10", "game 11", "game 12", "game 13", "game 14"]);
        let img = chart_image(&chart);
        let has = |c: Colour| img.pixels().any(|p| *p == c);
        assert!((0..MAX_SERIES).all(|i| has(seat_colour(i))));
        assert!(img.height() as f32 <= 1.5 * img.width() as f32);
    }

    #[test]
    fn one_point_a_flat_line_and_nothing_at_all_draw_without_panicking() {
        for points in [
            vec![],
            vec![point(100, 800.0)],
            vec![point(100, 800.0), point(100, 800.0)],
        ] {
            let chart = Chart {
                series: vec![Series {
                    label: "x".into(),
                    points,
                }],
                ..Chart::default()
            };
            chart_image(&chart);
        }
        chart_image(&Chart::default());
    }
}
