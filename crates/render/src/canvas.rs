//! Anti-aliased drawing primitives on an [`RgbImage`].
//!
//! Every shape is a signed distance function; a pixel's coverage is
//! `0.5 - distance` clamped to `0..=1`, which is cheap and smooth. Shapes only
//! touch their bounding box, and rows are split into spans so that pixels
//! deep inside a shape are filled without any distance maths.

use image::{Rgb, RgbImage};

pub type Colour = Rgb<u8>;

/// `#RRGGBB` as a colour, at compile time.
pub const fn hex(v: u32) -> Colour {
    Rgb([(v >> 16) as u8, (v >> 8) as u8, v as u8])
}

/// `c` faded towards `bg`: `amount` 0 keeps `bg`, 1 gives `c`.
pub fn mix(c: Colour, bg: Colour, amount: f32) -> Colour {
    let m = |a: u8, b: u8| (f32::from(b) + (f32::from(a) - f32::from(b)) * amount).round() as u8;
    Rgb([m(c.0[0], bg.0[0]), m(c.0[1], bg.0[1]), m(c.0[2], bg.0[2])])
}

/// Mixes `c` into the pixel `p` (three bytes) with weight `a` (0..=1).
#[inline]
pub(super) fn blend(p: &mut [u8], c: Colour, a: f32) {
    if a >= 0.998 {
        p.copy_from_slice(&c.0);
        return;
    }
    if a <= 0.002 {
        return;
    }
    let w = (a * 256.0) as u32;
    for (v, cv) in p.iter_mut().zip(c.0) {
        *v = ((u32::from(*v) * (256 - w) + u32::from(cv) * w) >> 8) as u8;
    }
}

/// Mixes `c` into a run of pixels with one weight.
#[inline]
fn blend_run(run: &mut [u8], c: Colour, a: f32) {
    if a >= 0.998 {
        // Sixteen pixels at a time: big panels are filled in bulk, which
        // keeps pictures quick to draw even in unoptimised test builds.
        const WIDE: usize = 16 * 3;
        let mut pattern = [0u8; WIDE];
        for p in pattern.chunks_exact_mut(3) {
            p.copy_from_slice(&c.0);
        }
        let mut chunks = run.chunks_exact_mut(WIDE);
        for chunk in &mut chunks {
            chunk.copy_from_slice(&pattern);
        }
        for p in chunks.into_remainder().chunks_exact_mut(3) {
            p.copy_from_slice(&c.0);
        }
    } else if a > 0.002 {
        for p in run.chunks_exact_mut(3) {
            blend(p, c, a);
        }
    }
}

/// Pixels `x0..x1` of row `y` (the range must lie inside the image).
#[inline]
fn row_mut(img: &mut RgbImage, y: i64, x0: i64, x1: i64) -> &mut [u8] {
    let w = i64::from(img.width());
    let (a, b) = ((y * w + x0) as usize * 3, (y * w + x1) as usize * 3);
    &mut img.as_mut()[a..b]
}

/// A picture made of full-width horizontal bands of solid colour, filled in
/// one pass.
pub fn bands(width: u32, bands: &[(u32, Colour)]) -> RgbImage {
    let height: u32 = bands.iter().map(|b| b.0).sum();
    let w = width as usize;
    let mut raw = Vec::with_capacity(w * height as usize * 3);
    for &(h, c) in bands {
        let row: Vec<u8> = std::iter::repeat_n(c.0, w).flatten().collect();
        for _ in 0..h {
            raw.extend_from_slice(&row);
        }
    }
    RgbImage::from_raw(width, height, raw).unwrap_or_else(|| RgbImage::new(width, height.max(1)))
}

/// Clamps a pixel range to the image.
fn clip(lo: f32, hi: f32, size: u32) -> (i64, i64) {
    let a = (lo.floor() as i64).max(0);
    let b = (hi.ceil() as i64).min(i64::from(size));
    (a, b)
}

/// An axis-aligned rectangle with anti-aliased fractional edges.
pub fn fill_rect(img: &mut RgbImage, x0: f32, y0: f32, x1: f32, y1: f32, c: Colour, alpha: f32) {
    if x1 <= x0 || y1 <= y0 {
        return;
    }
    let (px0, px1) = clip(x0, x1, img.width());
    let (py0, py1) = clip(y0, y1, img.height());
    if px0 >= px1 {
        return;
    }
    let cover_x = |px: i64| {
        let fx = px as f32;
        (x1.min(fx + 1.0) - x0.max(fx)).clamp(0.0, 1.0)
    };
    let (first, last) = (cover_x(px0), cover_x(px1 - 1));
    for py in py0..py1 {
        let fy = py as f32;
        let a = (y1.min(fy + 1.0) - y0.max(fy)).clamp(0.0, 1.0) * alpha;
        let row = row_mut(img, py, px0, px1);
        let n = row.len();
        blend(&mut row[..3], c, first * a);
        if n > 3 {
            blend(&mut row[n - 3..], c, last * a);
            blend_run(&mut row[3..n - 3], c, a);
        }
    }
}

/// A rectangle with rounded corners, given by its centre, half sizes and
/// corner radius. A disc is a square whose radius is its half size.
#[derive(Clone, Copy, Debug)]
pub struct RoundRect {
    pub cx: f32,
    pub cy: f32,
    pub hw: f32,
    pub hh: f32,
    pub r: f32,
}

impl RoundRect {
    pub fn new(x0: f32, y0: f32, x1: f32, y1: f32, r: f32) -> RoundRect {
        let hw = (x1 - x0).max(0.0) / 2.0;
        let hh = (y1 - y0).max(0.0) / 2.0;
        RoundRect {
            cx: (x0 + x1) / 2.0,
            cy: (y0 + y1) / 2.0,
            hw,
            hh,
            r: r.clamp(0.0, hw.min(hh)),
        }
    }

    pub fn disc(cx: f32, cy: f32, r: f32) -> RoundRect {
        RoundRect {
            cx,
            cy,
            hw: r,
            hh: r,
            r,
        }
    }

    /// The same shape grown by `d` on every side (shrunk when negative).
    pub fn grow(self, d: f32) -> RoundRect {
        let hw = (self.hw + d).max(0.0);
        let hh = (self.hh + d).max(0.0);
        RoundRect {
            hw,
            hh,
            r: (self.r + d).clamp(0.0, hw.min(hh)),
            ..self
        }
    }

    #[cfg(test)]
    pub fn top(self) -> f32 {
        self.cy - self.hh
    }

    /// Signed distance from the outline (negative inside).
    #[inline]
    fn sdf(&self, x: f32, y: f32) -> f32 {
        let qx = (x - self.cx).abs() - (self.hw - self.r);
        let qy = (y - self.cy).abs() - (self.hh - self.r);
        let ox = qx.max(0.0);
        let oy = qy.max(0.0);
        (ox * ox + oy * oy).sqrt() + qx.max(qy).min(0.0) - self.r
    }

    /// Half the width of the row `dy` below the centre of the set where the
    /// distance is at most `k`, if that row meets the set.
    #[inline]
    fn half_span(&self, dy: f32, k: f32) -> Option<f32> {
        let dy = dy.abs();
        let big = k + self.r;
        if big < 0.0 {
            let (h, v) = (self.hw + k, self.hh + k);
            return (h > 0.0 && dy <= v).then_some(h);
        }
        if dy > self.hh + k {
            return None;
        }
        let straight = self.hh - self.r;
        if dy <= straight {
            return Some(self.hw + k);
        }
        let e = dy - straight;
        Some(self.hw - self.r + (big * big - e * e).max(0.0).sqrt())
    }
}

/// Visits the pixels of a shape row by row. Pixels within distance `outer`
/// of the outline go to `edge(pixel, x, y)`; the run of pixels at most
/// `inner` from it (deep inside) goes to `solid(run)` in one piece. Pixels
/// in the `skip` box (x0, y0, x1, y1) are not visited at all.
fn spans(
    img: &mut RgbImage,
    shape: &RoundRect,
    outer: f32,
    inner: Option<f32>,
    skip: Option<[f32; 4]>,
    mut edge: impl FnMut(&mut [u8], f32, f32),
    mut solid: impl FnMut(&mut [u8]),
) {
    let (w, h) = (img.width(), img.height());
    let (py0, py1) = clip(shape.cy - shape.hh - outer - 1.0, shape.cy + shape.hh + outer + 1.0, h);
    for py in py0..py1 {
        let y = py as f32 + 0.5;
        let dy = y - shape.cy;
        let Some(ow) = shape.half_span(dy, outer) else {
            continue;
        };
        let (px0, px1) = clip(shape.cx - ow - 0.5, shape.cx + ow + 0.5, w);
        if px0 >= px1 {
            continue;
        }
        // The solid run ix0..ix1, inside px0..px1.
        let (ix0, ix1) = match inner.and_then(|k| shape.half_span(dy, k)) {
            Some(iw) => (
                ((shape.cx - iw - 0.5).ceil() as i64).clamp(px0, px1),
                ((shape.cx + iw - 0.5).floor() as i64 + 1).clamp(px0, px1),
            ),
            None => (px1, px1),
        };
        let (ix0, ix1) = if ix0 < ix1 { (ix0, ix1) } else { (px1, px1) };
        // The skipped columns sx0..sx1 of this row.
        let (sx0, sx1) = match skip {
            Some([x0, y0, x1, y1]) if y >= y0 && y <= y1 => ((x0.ceil() as i64).max(px0), (x1.floor() as i64).min(px1)),
            _ => (px1, px1),
        };
        let (sx0, sx1) = if sx0 < sx1 { (sx0, sx1) } else { (px1, px1) };
        let row = row_mut(img, py, px0, px1);
        let at = |x: i64| (x - px0) as usize * 3;
        let mut visit = |a: i64, b: i64, is_solid: bool, row: &mut [u8]| {
            // Remove the skipped columns from a..b.
            for (a, b) in [(a, b.min(sx0)), (a.max(sx1), b)] {
                if a >= b {
                    continue;
                }
                if is_solid {
                    solid(&mut row[at(a)..at(b)]);
                } else {
                    for x in a..b {
                        edge(&mut row[at(x)..at(x + 1)], x as f32 + 0.5, y);
                    }
                }
            }
        };
        if ix0 < ix1 {
            visit(px0, ix0, false, row);
            visit(ix0, ix1, true, row);
            visit(ix1, px1, false, row);
        } else {
            visit(px0, px1, false, row);
        }
    }
}

/// Fills a rounded rectangle (or disc).
pub fn fill_round_rect(img: &mut RgbImage, s: RoundRect, c: Colour, alpha: f32) {
    fill_round_rect_skipping(img, s, c, alpha, None);
}

/// Fills a rounded rectangle except inside the box `skip`, which something
/// opaque will cover anyway (e.g. a shadow under a tile).
pub fn fill_round_rect_skipping(img: &mut RgbImage, s: RoundRect, c: Colour, alpha: f32, skip: Option<[f32; 4]>) {
    spans(
        img,
        &s,
        0.5,
        Some(-0.5),
        skip,
        |p, x, y| blend(p, c, (0.5 - s.sdf(x, y)).clamp(0.0, 1.0) * alpha),
        |run| blend_run(run, c, alpha),
    );
}

/// Fills a rounded rectangle with `fill`, edged inside with a `border`
/// pixels wide line of colour `edge`, in one pass.
pub fn fill_bordered(img: &mut RgbImage, s: RoundRect, border: f32, edge: Colour, fill: Colour) {
    spans(
        img,
        &s,
        0.5,
        Some(-border - 0.5),
        None,
        |p, x, y| {
            let d = s.sdf(x, y);
            blend(p, edge, (0.5 - d).clamp(0.0, 1.0));
            blend(p, fill, (0.5 - d - border).clamp(0.0, 1.0));
        },
        |run| blend_run(run, fill, 1.0),
    );
}

/// Strokes the outline of a rounded rectangle (a ring when it is a disc);
/// the stroke is centred on the outline.
pub fn stroke_round_rect(img: &mut RgbImage, s: RoundRect, thickness: f32, c: Colour, alpha: f32) {
    let half = thickness / 2.0;
    // Pixels deep inside the hole are left alone.
    spans(
        img,
        &s,
        half + 0.5,
        Some(-half - 0.5),
        None,
        |p, x, y| blend(p, c, (half + 0.5 - s.sdf(x, y).abs()).clamp(0.0, 1.0) * alpha),
        |_| {},
    );
}

pub fn fill_disc(img: &mut RgbImage, cx: f32, cy: f32, r: f32, c: Colour) {
    fill_round_rect(img, RoundRect::disc(cx, cy, r), c, 1.0);
}

pub fn ring(img: &mut RgbImage, cx: f32, cy: f32, r: f32, thickness: f32, c: Colour) {
    stroke_round_rect(img, RoundRect::disc(cx, cy, r), thickness, c, 1.0);
}

/// A straight band `width` pixels wide from `a` to `b`, cut square at both
/// ends (nothing when the two points coincide).
pub fn band(img: &mut RgbImage, a: (f32, f32), b: (f32, f32), width: f32, c: Colour) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 0.01 {
        return;
    }
    let (nx, ny) = (-dy / len * width / 2.0, dx / len * width / 2.0);
    fill_convex(
        img,
        &[
            (a.0 + nx, a.1 + ny),
            (b.0 + nx, b.1 + ny),
            (b.0 - nx, b.1 - ny),
            (a.0 - nx, a.1 - ny),
        ],
        c,
    );
}

/// Fills a small convex polygon (points in either winding order).
pub fn fill_convex(img: &mut RgbImage, pts: &[(f32, f32)], c: Colour) {
    if pts.len() < 3 {
        return;
    }
    // Each edge's normal is turned to point away from the centroid.
    let n = pts.len() as f32;
    let (gx, gy) = pts.iter().fold((0.0, 0.0), |acc, p| (acc.0 + p.0 / n, acc.1 + p.1 / n));
    let edges: Vec<(f32, f32, f32)> = (0..pts.len())
        .map(|i| {
            let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = (dx * dx + dy * dy).sqrt().max(1e-6);
            let (mut nx, mut ny) = (dy / len, -dx / len);
            if nx * (gx - a.0) + ny * (gy - a.1) > 0.0 {
                (nx, ny) = (-nx, -ny);
            }
            (nx, ny, -(nx * a.0 + ny * a.1))
        })
        .collect();
    let minx = pts.iter().map(|p| p.0).fold(f32::MAX, f32::min);
    let maxx = pts.iter().map(|p| p.0).fold(f32::MIN, f32::max);
    let miny = pts.iter().map(|p| p.1).fold(f32::MAX, f32::min);
    let maxy = pts.iter().map(|p| p.1).fold(f32::MIN, f32::max);
    let (px0, px1) = clip(minx - 1.0, maxx + 1.0, img.width());
    let (py0, py1) = clip(miny - 1.0, maxy + 1.0, img.height());
    for py in py0..py1 {
        for px in px0..px1 {
            let (x, y) = (px as f32 + 0.5, py as f32 + 0.5);
            let d = edges
                .iter()
                .map(|&(nx, ny, k)| nx * x + ny * y + k)
                .fold(f32::MIN, f32::max);
            let p = row_mut(img, py, px, px + 1);
            blend(p, c, (0.5 - d).clamp(0.0, 1.0));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disc_is_solid_inside_and_absent_outside() {
        let mut img = bands(40, &[(40, hex(0xffffff))]);
        fill_disc(&mut img, 20.0, 20.0, 10.0, hex(0x000000));
        assert_eq!(img.get_pixel(20, 20).0, [0, 0, 0]);
        assert_eq!(img.get_pixel(20, 12).0, [0, 0, 0]);
        assert_eq!(img.get_pixel(20, 5).0, [255, 255, 255]);
        assert_eq!(img.get_pixel(28, 28).0, [255, 255, 255]);
        // An edge pixel is blended.
        let edge = img.get_pixel(20, 10).0[0];
        assert!(edge > 0 && edge < 255, "{edge}");
    }

    #[test]
    fn ring_leaves_its_hole_alone() {
        let mut img = bands(40, &[(40, hex(0xffffff))]);
        ring(&mut img, 20.0, 20.0, 12.0, 3.0, hex(0x000000));
        assert_eq!(img.get_pixel(20, 20).0, [255, 255, 255]);
        assert_eq!(img.get_pixel(20, 8).0, [0, 0, 0]);
        assert_eq!(img.get_pixel(20, 2).0, [255, 255, 255]);
    }
}
