//! Text in the embedded DejaVu fonts.
//!
//! Glyphs are laid out with `ab_glyph` (advances and kerning) and their
//! coverage maps are kept in a small per-thread cache, so the digits and
//! labels drawn dozens of times per picture are rasterised once.

use super::canvas::Colour;
use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};
use image::RgbImage;
use rustc_hash::FxHashMap;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::LazyLock;

static REGULAR: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../../assets/fonts/DejaVuSans.ttf"))
        .expect("embedded DejaVuSans.ttf parses")
});
static BOLD: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf"))
        .expect("embedded DejaVuSans-Bold.ttf parses")
});

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Weight {
    Regular,
    Bold,
}

fn font(w: Weight) -> &'static FontRef<'static> {
    match w {
        Weight::Regular => &REGULAR,
        Weight::Bold => &BOLD,
    }
}

/// Horizontal glyph positions are rounded to quarters of a pixel.
const SUBPIXEL: f32 = 4.0;
/// The cache is emptied when it grows beyond this many glyphs.
const CACHE_LIMIT: usize = 4096;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct GlyphKey {
    weight: Weight,
    id: u16,
    size_bits: u32,
    sub: u8,
}

/// A rasterised glyph: coverage 0-255, placed relative to the pen's whole
/// pixel on the baseline.
struct Bitmap {
    dx: i64,
    dy: i64,
    w: usize,
    cov: Vec<u8>,
}

thread_local! {
    static GLYPHS: RefCell<HashMap<GlyphKey, Rc<Bitmap>>> = RefCell::new(HashMap::new());
    /// Glyphs grown into halos, by glyph and halo width.
    static HALOS: RefCell<HashMap<(GlyphKey, u32), Rc<Bitmap>>> = RefCell::new(HashMap::new());
    /// Each character's glyph and advance, and each pair's kerning, in
    /// font units.
    static METRICS: RefCell<FxHashMap<(Weight, char), (GlyphId, f32)>> = RefCell::new(FxHashMap::default());
    static KERNS: RefCell<FxHashMap<(Weight, u16, u16), f32>> = RefCell::new(FxHashMap::default());
    /// The size of the smallest text drawn while [`smallest_drawn`] watches.
    static SMALLEST: Cell<f32> = const { Cell::new(f32::INFINITY) };
    /// The texts drawn while [`texts_drawn`] watches (tests read a
    /// picture's words with it).
    static TEXTS: RefCell<Option<Vec<String>>> = const { RefCell::new(None) };
    /// The texts drawn past their picture's edge while [`overflowing`]
    /// watches.
    static OVERFLOWS: RefCell<Option<Vec<String>>> = const { RefCell::new(None) };
}

/// The capital height of DejaVu: 1493 font units of a 2384-unit line.
pub const CAP: f32 = 0.626;

/// The smallest text of a board picture: its capitals and digits are
/// 18 px high in the 800 px picture, 9 px on a phone showing it 400 wide.
pub const SMALL: f32 = 29.0;

/// Runs `draw` and returns what it made with the capital (and digit)
/// height of the smallest text it drew, in pixels (infinite if none):
/// the picture's own measure of its legibility, which the tests check.
pub fn smallest_drawn<R>(draw: impl FnOnce() -> R) -> (R, f32) {
    let outer = SMALLEST.with(|s| s.replace(f32::INFINITY));
    let made = draw();
    // Back to the outer watcher's value, with this text counted in it.
    let inner = SMALLEST.with(|s| s.replace(outer.min(s.get())));
    (made, inner * CAP)
}

/// Runs `draw` and returns what it made with every text it drew, in
/// order: a test's way to read the words on a picture.
pub fn texts_drawn<R>(draw: impl FnOnce() -> R) -> (R, Vec<String>) {
    let outer = TEXTS.with(|t| t.replace(Some(Vec::new())));
    let made = draw();
    let texts = TEXTS.with(|t| t.replace(outer)).unwrap_or_default();
    (made, texts)
}

/// Runs `draw` and returns what it made with every text it drew that
/// runs past the left or right edge of its picture: a test's way to check
/// that longer words (another language's) still fit.
pub fn overflowing<R>(draw: impl FnOnce() -> R) -> (R, Vec<String>) {
    let outer = OVERFLOWS.with(|o| o.replace(Some(Vec::new())));
    let made = draw();
    let over = OVERFLOWS.with(|o| o.replace(outer)).unwrap_or_default();
    (made, over)
}

fn rasterise(key: GlyphKey) -> Bitmap {
    let glyph = GlyphId(key.id).with_scale_and_position(
        PxScale::from(f32::from_bits(key.size_bits)),
        point(f32::from(key.sub) / SUBPIXEL, 0.0),
    );
    let Some(outlined) = font(key.weight).outline_glyph(glyph) else {
        return Bitmap {
            dx: 0,
            dy: 0,
            w: 0,
            cov: Vec::new(),
        };
    };
    let bb = outlined.px_bounds();
    let (w, h) = (bb.width().max(0.0) as usize, bb.height().max(0.0) as usize);
    let mut cov = vec![0u8; w * h];
    outlined.draw(|x, y, c| {
        if let Some(v) = cov.get_mut(y as usize * w + x as usize) {
            *v = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
        }
    });
    Bitmap {
        dx: bb.min.x as i64,
        dy: bb.min.y as i64,
        w,
        cov,
    }
}

/// Mixes `c` into the pixel `p` by a glyph's coverage `cov` (0-255), in
/// integers: glyphs are most of a picture's blending.
#[inline]
fn blend_coverage(p: &mut [u8], c: Colour, cov: u8) {
    if cov == 255 {
        p.copy_from_slice(&c.0);
        return;
    }
    let w = u32::from(cov) + u32::from(cov >> 7);
    for (v, cv) in p.iter_mut().zip(c.0) {
        *v = ((u32::from(*v) * (256 - w) + u32::from(cv) * w) >> 8) as u8;
    }
}

/// Pixels to draw glyphs into.
struct Canvas<'a> {
    w: i64,
    h: i64,
    raw: &'a mut [u8],
}

impl Canvas<'_> {
    /// Blends `colour` by the coverage of `b`, its top-left at `ox, oy`,
    /// clipped to the picture once rather than pixel by pixel.
    fn blit(&mut self, b: &Bitmap, ox: i64, oy: i64, colour: Colour) {
        if b.w == 0 {
            return;
        }
        let h = (b.cov.len() / b.w) as i64;
        let (x0, x1) = ((-ox).max(0), (self.w - ox).min(b.w as i64));
        let (y0, y1) = ((-oy).max(0), (self.h - oy).min(h));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        for gy in y0..y1 {
            let line = &b.cov[(gy as usize * b.w)..][x0 as usize..x1 as usize];
            let at = (((oy + gy) * self.w + ox + x0) * 3) as usize;
            let row = &mut self.raw[at..at + line.len() * 3];
            for (p, &c) in row.chunks_exact_mut(3).zip(line) {
                if c != 0 {
                    blend_coverage(p, colour, c);
                }
            }
        }
    }
}

/// A glyph's coverage grown by `r` pixels all round: its halo.
fn halo_bitmap(key: GlyphKey, r: f32) -> Rc<Bitmap> {
    let halo_key = (key, r.to_bits());
    if let Some(b) = HALOS.with(|cache| cache.borrow().get(&halo_key).cloned()) {
        return b;
    }
    let b = bitmap(key);
    let grow = r.ceil() as usize;
    let h = b.cov.len().checked_div(b.w).unwrap_or(0);
    let (w2, h2) = (b.w + 2 * grow, h + 2 * grow);
    let mut cov = vec![0u8; w2 * h2];
    for y in 0..h {
        for x in 0..b.w {
            let c = b.cov[y * b.w + x];
            if c == 0 {
                continue;
            }
            // Spread this pixel's coverage over a disc of radius r.
            for dy in 0..=2 * grow {
                for dx in 0..=2 * grow {
                    let (fx, fy) = (dx as f32 - grow as f32, dy as f32 - grow as f32);
                    let edge = (r + 0.5 - (fx * fx + fy * fy).sqrt()).clamp(0.0, 1.0);
                    let v = (f32::from(c) * edge) as u8;
                    let at = (y + dy) * w2 + x + dx;
                    cov[at] = cov[at].max(v);
                }
            }
        }
    }
    let halo = Rc::new(Bitmap {
        dx: b.dx - grow as i64,
        dy: b.dy - grow as i64,
        w: w2,
        cov,
    });
    HALOS.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() >= CACHE_LIMIT {
            cache.clear();
        }
        cache.insert(halo_key, Rc::clone(&halo));
    });
    halo
}

fn bitmap(key: GlyphKey) -> Rc<Bitmap> {
    GLYPHS.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some(b) = cache.get(&key) {
            return Rc::clone(b);
        }
        if cache.len() >= CACHE_LIMIT {
            cache.clear();
        }
        let b = Rc::new(rasterise(key));
        cache.insert(key, Rc::clone(&b));
        b
    })
}

/// The glyph of `c` and its advance in font units, from the font's tables
/// once per thread: a picture lays out its texts more than once (to
/// measure, to fit, to draw), and the table lookups (kerning above all)
/// were a good part of drawing the text.
fn glyph_metrics(weight: Weight, c: char) -> (GlyphId, f32) {
    METRICS.with(|cache| {
        let mut cache = cache.borrow_mut();
        // Players' names may bring any characters: the cache stays bounded.
        if cache.len() >= CACHE_LIMIT {
            cache.clear();
        }
        *cache.entry((weight, c)).or_insert_with(|| {
            let f = font(weight);
            let id = f.glyph_id(c);
            (id, f.h_advance_unscaled(id))
        })
    })
}

/// The kerning between two glyphs in font units, from the font's tables
/// once per thread (see [`glyph_metrics`]).
fn kern(weight: Weight, first: GlyphId, second: GlyphId) -> f32 {
    KERNS.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() >= CACHE_LIMIT {
            cache.clear();
        }
        *cache
            .entry((weight, first.0, second.0))
            .or_insert_with(|| font(weight).kern_unscaled(first, second))
    })
}

/// A text style: weight, pixel size (line height) and colour.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub weight: Weight,
    pub size: f32,
    pub colour: Colour,
}

impl Style {
    pub fn new(weight: Weight, size: f32, colour: Colour) -> Style {
        Style { weight, size, colour }
    }

    /// Calls `f(glyph, pen x)` for each character and returns the advance.
    /// Backticks are Discord's code marks (`buy`), which game texts share
    /// with messages: a picture shows the words without them, whatever
    /// path the text took to get here.
    fn layout(&self, text: &str, mut f: impl FnMut(GlyphId, f32)) -> f32 {
        let scale = font(self.weight).as_scaled(PxScale::from(self.size)).h_scale_factor();
        let mut x = 0.0;
        let mut prev: Option<GlyphId> = None;
        for c in text.chars().filter(|&c| c != '`') {
            let (id, advance) = glyph_metrics(self.weight, c);
            if let Some(p) = prev {
                x += scale * kern(self.weight, p, id);
            }
            f(id, x);
            x += scale * advance;
            prev = Some(id);
        }
        x
    }

    /// The advance width of `text`.
    pub fn width(&self, text: &str) -> f32 {
        self.layout(text, |_, _| {})
    }

    /// The height of a capital letter, for centring text on a line
    /// (DejaVu: 1493 font units of a 2384-unit line).
    pub fn cap_height(&self) -> f32 {
        self.size * CAP
    }

    /// Draws `text` with its left end at `x` and its capitals centred on `cy`.
    pub fn draw(&self, img: &mut RgbImage, x: f32, cy: f32, text: &str) {
        self.draw_inner(img, x, cy, text, None);
    }

    /// Draws `text` with an outline `halo` pixels wide in `halo_colour`
    /// around its strokes, so a line it crosses stops short of it instead of
    /// running through it.
    pub fn draw_with_halo(&self, img: &mut RgbImage, x: f32, cy: f32, text: &str, halo_colour: Colour, halo: f32) {
        self.draw_inner(img, x, cy, text, Some((halo_colour, halo)));
    }

    /// Every halo first (so none covers a neighbouring glyph), then the
    /// glyphs.
    fn draw_inner(&self, img: &mut RgbImage, x: f32, cy: f32, text: &str, halo: Option<(Colour, f32)>) {
        if !text.trim().is_empty() {
            SMALLEST.with(|s| s.set(s.get().min(self.size)));
        }
        TEXTS.with(|t| {
            if let Some(texts) = t.borrow_mut().as_mut() {
                texts.push(text.to_string());
            }
        });
        OVERFLOWS.with(|o| {
            if let Some(over) = o.borrow_mut().as_mut() {
                let (right, edge) = (x + self.width(text), img.width() as f32);
                if x < -0.5 || right > edge + 0.5 {
                    over.push(format!("{text:?} from {x:.0} to {right:.0} px of {edge}"));
                }
            }
        });
        let baseline = (cy + self.cap_height() / 2.0).round() as i64;
        let mut canvas = Canvas {
            w: i64::from(img.width()),
            h: i64::from(img.height()),
            raw: img.as_mut(),
        };
        if let Some((colour, r)) = halo {
            self.layout(text, |id, pen| {
                let (key, whole) = self.key(id, x + pen);
                let b = halo_bitmap(key, r);
                canvas.blit(&b, whole + b.dx, baseline + b.dy, colour);
            });
        }
        self.layout(text, |id, pen| {
            let (key, whole) = self.key(id, x + pen);
            let b = bitmap(key);
            canvas.blit(&b, whole + b.dx, baseline + b.dy, self.colour);
        });
    }

    /// The cache key of glyph `id` with its pen at `px`, and the whole
    /// pixel it starts from.
    fn key(&self, id: GlyphId, px: f32) -> (GlyphKey, i64) {
        let mut whole = px.floor();
        let mut sub = ((px - whole) * SUBPIXEL).round() as u8;
        if f32::from(sub) >= SUBPIXEL {
            whole += 1.0;
            sub = 0;
        }
        let key = GlyphKey {
            weight: self.weight,
            id: id.0,
            size_bits: self.size.to_bits(),
            sub,
        };
        (key, whole as i64)
    }

    /// Draws `text` centred on `cx` (horizontally) and `cy` (capitals).
    pub fn draw_centred(&self, img: &mut RgbImage, cx: f32, cy: f32, text: &str) {
        self.draw(img, cx - self.width(text) / 2.0, cy, text);
    }

    /// Draws `text` ending at `right`.
    pub fn draw_right(&self, img: &mut RgbImage, right: f32, cy: f32, text: &str) {
        self.draw(img, right - self.width(text), cy, text);
    }

    /// `text`, cut short with an ellipsis so that it fits in `max` pixels:
    /// after a whole word where that keeps at least half of what would fit
    /// ("Ordenador…", not "Ordenador (me…"), else inside the word (a long
    /// name of one word).
    pub fn fit(&self, text: &str, max: f32) -> String {
        if self.width(text) <= max {
            return text.to_string();
        }
        let chars: Vec<char> = text.chars().collect();
        let cut = |n: usize| chars[..n].iter().collect::<String>().trim_end().to_string() + "…";
        let Some(fits) = (0..chars.len()).rev().find(|&n| self.width(&cut(n)) <= max) else {
            return String::new();
        };
        let inside_a_word = fits > 0 && !chars[fits].is_whitespace() && !chars[fits - 1].is_whitespace();
        let word_end = chars[..fits].iter().rposition(|c| c.is_whitespace());
        match word_end {
            Some(end) if inside_a_word && end * 2 >= fits => cut(end),
            _ => cut(fits),
        }
    }

    /// Splits `text` into lines of at most `max` pixels, at spaces (a single
    /// word too long for a line is cut short).
    pub fn wrap(&self, text: &str, max: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if self.width(&candidate) <= max || line.is_empty() {
                line = candidate;
            } else {
                lines.push(std::mem::take(&mut line));
                line = word.to_string();
            }
        }
        if !line.is_empty() || lines.is_empty() {
            lines.push(line);
        }
        lines.into_iter().map(|l| self.fit(&l, max)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::canvas::{bands, hex};

    #[test]
    fn a_text_too_long_is_cut_after_a_whole_word_where_it_can_be() {
        let s = Style::new(Weight::Regular, 16.0, hex(0));
        let name = "Ordenador (medio)";
        let room = s.width("Ordenador (me…");
        assert_eq!(s.fit(name, room), "Ordenador…");
        assert_eq!(s.fit(name, s.width(name)), name, "what fits is whole");
        // One long word is cut inside it rather than not shown.
        let one = "Supercalifragilistic";
        let cut = s.fit(one, s.width("Supercali…"));
        assert_eq!(cut, "Supercali…");
        // A first word shorter than half of the room is not all that is kept.
        assert_eq!(s.fit("A verylongsecondword", s.width("A verylong…")), "A verylong…");
        assert_eq!(s.fit(name, 1.0), "");
    }

    #[test]
    fn wrap_keeps_lines_short() {
        let s = Style::new(Weight::Regular, 16.0, hex(0));
        let lines = s.wrap("one two three four five six seven eight nine ten", 80.0);
        assert!(lines.len() > 2);
        assert!(lines.iter().all(|l| s.width(l) <= 80.0));
    }

    #[test]
    fn backticks_are_not_drawn() {
        let s = Style::new(Weight::Regular, 29.0, hex(0));
        let drawn = |text: &str| {
            let mut img = bands(400, &[(40, hex(0xffffff))]);
            s.draw(&mut img, 4.0, 20.0, text);
            img
        };
        assert_eq!(drawn("take (`buy` or `draw`)"), drawn("take (buy or draw)"));
        assert_eq!(s.width("`stop`"), s.width("stop"));
    }

    #[test]
    fn text_is_drawn_where_asked() {
        let mut img = bands(100, &[(40, hex(0xffffff))]);
        let s = Style::new(Weight::Bold, 30.0, hex(0));
        s.draw(&mut img, 10.0, 20.0, "H");
        // The left stem of the H crosses the centre line, just right of x=10.
        let dark = (10..20).filter(|&x| img.get_pixel(x, 20).0[0] < 100).count();
        assert!(dark >= 2, "{dark}");
        // Nothing far to the right or above the capitals.
        assert!((40..100).all(|x| img.get_pixel(x, 20).0 == [255, 255, 255]));
        assert!((0..100).all(|x| img.get_pixel(x, 2).0 == [255, 255, 255]));
        // Text off the picture is clipped, not a panic.
        s.draw(&mut img, -50.0, -10.0, "HHHHHHHHHH");
        s.draw(&mut img, 90.0, 45.0, "HHHH");
    }
}
