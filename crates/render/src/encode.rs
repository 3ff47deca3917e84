//! PNG with a palette (indexed colour), so a picture weighs tens of
//! kilobytes instead of hundreds.
//!
//! Pictures are flat colours plus their anti-aliased edges, so a palette of
//! 256 loses nothing visible: the frequent colours (felt, ivory, ink, the
//! seat colours) are kept exactly, and the rarer edge blends share the
//! remaining entries, chosen by a median cut of their histogram and one
//! round of k-means. No dithering: flat areas stay flat, which is also what
//! compresses well.
//!
//! Speed: the picture is read once, as runs of one colour (most of a
//! picture is long runs), with one colour lookup per run; the indices are
//! then written a run at a time, straight into the PNG's scanlines. Deflate
//! sees one byte a pixel instead of three, in one call, through zlib-rs
//! (flate2's fastest backend) at a low level that still finds the repeated
//! rows; the few PNG chunks around it are written here.

use flate2::{Compress, Compression, Crc, FlushCompress, Status};
use image::RgbImage;
use rustc_hash::FxHashMap;

/// Entries a PNG palette can hold.
const MAX_COLOURS: usize = 256;
/// Colours covering at least this many pixels are kept exactly (at most
/// [`MAX_EXACT`] of them); a smaller count is an edge blend.
const EXACT_COUNT: u32 = 48;
const MAX_EXACT: usize = 160;

fn key(p: &[u8]) -> u32 {
    (u32::from(p[0]) << 16) | (u32::from(p[1]) << 8) | u32::from(p[2])
}

fn rgb(k: u32) -> [u8; 3] {
    [(k >> 16) as u8, (k >> 8) as u8, k as u8]
}

/// A picture as runs of one colour.
struct Runs {
    /// Each colour once, in order of first appearance, with its pixels.
    colours: Vec<(u32, u32)>,
    /// Each run's colour (an index into `colours`) and length.
    runs: Vec<(u32, u32)>,
}

impl Runs {
    /// The runs of a picture `width` pixels wide. Runs stop at the end of
    /// a row; a row the same as the one above (flat bands, the space
    /// between lines of text) repeats its runs without being read.
    fn of(raw: &[u8], width: usize) -> Runs {
        let mut ids = Ids::new();
        let mut colours: Vec<(u32, u32)> = Vec::new();
        let mut runs: Vec<(u32, u32)> = Vec::with_capacity(raw.len() / 48);
        let mut above: Option<(&[u8], std::ops::Range<usize>)> = None;
        for row in raw.chunks_exact(width * 3) {
            let start = runs.len();
            match &above {
                Some((prev, range)) if *prev == row => {
                    for i in range.clone() {
                        let run = runs[i];
                        colours[run.0 as usize].1 += run.1;
                        runs.push(run);
                    }
                }
                _ => row_runs(row, &mut ids, &mut colours, &mut runs),
            }
            above = Some((row, start..runs.len()));
        }
        Runs { colours, runs }
    }
}

/// The runs of one row, appended to `runs`, with their colours counted.
fn row_runs(row: &[u8], ids: &mut Ids, colours: &mut Vec<(u32, u32)>, runs: &mut Vec<(u32, u32)>) {
    let n = row.len();
    let word = |at: usize| u64::from_le_bytes(row[at..at + 8].try_into().unwrap_or_default());
    let mut start = 0;
    while start < n {
        // A run goes on while each byte equals the one a pixel before it:
        // eight bytes at a time, and the first that differs is found from
        // their difference at once (most runs are short edge blends, which
        // this ends after one compare).
        let mut at = start + 3;
        loop {
            if at + 8 <= n {
                let diff = word(at) ^ word(at - 3);
                if diff == 0 {
                    at += 8;
                    continue;
                }
                at += (diff.trailing_zeros() / 8) as usize;
            } else {
                while at < n && row[at] == row[at - 3] {
                    at += 1;
                }
            }
            break;
        }
        // The run ends at the pixel holding the first byte that differs.
        let end = at - at % 3;
        let len = ((end - start) / 3) as u32;
        let id = ids.id(key(&row[start..start + 3]), colours);
        colours[id as usize].1 += len;
        runs.push((id, len));
        start = end;
    }
}

/// Colour ids: a hash map behind a small direct-mapped cache, since a
/// picture has a few thousand colours but hundreds of thousands of runs.
struct Ids {
    cache: Vec<(u32, u32)>,
    map: FxHashMap<u32, u32>,
}

impl Ids {
    const CACHE: usize = 1 << 12;

    fn new() -> Ids {
        // u32::MAX is no colour (colours have 24 bits).
        Ids {
            cache: vec![(u32::MAX, 0); Ids::CACHE],
            map: FxHashMap::default(),
        }
    }

    /// The id of colour `k`, a new one (pushed on `colours`) the first time.
    #[inline]
    fn id(&mut self, k: u32, colours: &mut Vec<(u32, u32)>) -> u32 {
        let slot = (k.wrapping_mul(0x9E37_79B1) >> 20) as usize % Ids::CACHE;
        if self.cache[slot].0 == k {
            return self.cache[slot].1;
        }
        let id = *self.map.entry(k).or_insert_with(|| {
            colours.push((k, 0));
            (colours.len() - 1) as u32
        });
        self.cache[slot] = (k, id);
        id
    }
}

/// The palette, and each colour of the picture's index in it.
pub(super) struct Palette {
    pub colours: Vec<[u8; 3]>,
    /// The entry of each colour of [`Runs::colours`].
    index: Vec<u8>,
}

impl Palette {
    /// The palette of at most `max` entries of a picture whose colours,
    /// with their pixel counts, are `colours`.
    fn of(colours: &[(u32, u32)], max: usize) -> Palette {
        // (colour, pixels, position in `colours`), most frequent first;
        // ties by colour, so the result is repeatable.
        let mut entries: Vec<(u32, u32, usize)> = colours.iter().enumerate().map(|(i, &(k, n))| (k, n, i)).collect();
        entries.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut index = vec![0u8; colours.len()];
        if entries.len() <= max {
            for (i, e) in entries.iter().enumerate() {
                index[e.2] = i as u8;
            }
            let colours = entries.iter().map(|e| rgb(e.0)).collect();
            return Palette { colours, index };
        }
        let exact = entries
            .iter()
            .take(MAX_EXACT * max / MAX_COLOURS)
            .take_while(|e| e.1 >= EXACT_COUNT)
            .count();
        let (kept, rest) = entries.split_at_mut(exact);
        let mut palette: Vec<[u8; 3]> = kept.iter().map(|e| rgb(e.0)).collect();
        for (i, e) in kept.iter().enumerate() {
            index[e.2] = i as u8;
        }
        palette.extend(median_cut(rest, max - exact).iter().map(|g| weighted_mean(g)));
        // One round of k-means: each blend to its nearest entry, each blend
        // entry to the mean of its blends, and each blend to its nearest
        // entry again. The means are taken over blends of more than one
        // pixel, which are fewer and weigh almost all.
        let finder = Nearest::new(&palette);
        let weighty: Vec<&Entry> = rest.iter().filter(|e| e.1 > 1).collect();
        let nearest: Vec<usize> = weighty.iter().map(|e| finder.find(rgb(e.0))).collect();
        let mut sums = vec![([0u64; 3], 0u64); palette.len()];
        for (e, &i) in weighty.iter().zip(&nearest) {
            for (s, v) in sums[i].0.iter_mut().zip(rgb(e.0)) {
                *s += u64::from(v) * u64::from(e.1);
            }
            sums[i].1 += u64::from(e.1);
        }
        for (c, (sum, n)) in palette.iter_mut().zip(&sums).skip(exact).filter(|(_, s)| s.1 > 0) {
            *c = sum.map(|s| ((s + n / 2) / n) as u8);
        }
        let finder = Nearest::new(&palette);
        for e in rest.iter() {
            index[e.2] = finder.find(rgb(e.0)) as u8;
        }
        Palette {
            colours: palette,
            index,
        }
    }

    /// The PNG scanlines of a picture `width` pixels wide: each row's
    /// filter byte (0, none) and its palette entries, a run at a time.
    fn scanlines(&self, runs: &Runs, width: usize, height: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity((width + 1) * height);
        let mut left = 0;
        for &(id, len) in &runs.runs {
            // Runs stop at the end of a row, so a row starts between two.
            if left == 0 {
                out.push(0);
                left = width;
            }
            out.resize(out.len() + len as usize, self.index[id as usize]);
            left -= len as usize;
        }
        out
    }
}

/// A palette laid out for [`Nearest::find`]: one array per channel, in
/// floats, which plain x86-64 (SSE2) multiplies four at a time.
struct Nearest {
    channels: [[f32; MAX_COLOURS]; 3],
    len: usize,
}

impl Nearest {
    fn new(palette: &[[u8; 3]]) -> Nearest {
        // Unused entries are far from every colour.
        let mut channels = [[4096.0; MAX_COLOURS]; 3];
        for (i, c) in palette.iter().enumerate() {
            for ch in 0..3 {
                channels[ch][i] = f32::from(c[ch]);
            }
        }
        Nearest {
            channels,
            len: palette.len(),
        }
    }

    /// The entry nearest `c`. The distances are worked out all at once,
    /// channel by channel (which vectorises), before the smallest is
    /// looked for.
    fn find(&self, c: [u8; 3]) -> usize {
        let mut d = [0f32; MAX_COLOURS];
        for (ch, values) in self.channels.iter().enumerate() {
            let v = f32::from(c[ch]);
            for (d, &p) in d.iter_mut().zip(values) {
                *d += (p - v) * (p - v);
            }
        }
        // The least distance eight lanes at a time (a running "best so far"
        // would be one long chain of dependent compares), then where it is.
        // Unused entries are far away, so the whole array can be searched.
        let mut lanes = [f32::MAX; 8];
        for chunk in d.chunks_exact(8) {
            for (lane, &v) in lanes.iter_mut().zip(chunk) {
                *lane = if v < *lane { v } else { *lane };
            }
        }
        let least = lanes.iter().fold(f32::MAX, |a, &b| if b < a { b } else { a });
        d[..self.len].iter().position(|&v| v == least).unwrap_or(0)
    }
}

fn weighted_mean(group: &[(u32, u32, usize)]) -> [u8; 3] {
    let total: u64 = group.iter().map(|e| u64::from(e.1)).sum::<u64>().max(1);
    let mut sum = [0u64; 3];
    for e in group {
        for (s, v) in sum.iter_mut().zip(rgb(e.0)) {
            *s += u64::from(v) * u64::from(e.1);
        }
    }
    sum.map(|s| ((s + total / 2) / total) as u8)
}

type Entry = (u32, u32, usize);

/// Splits `entries` into at most `n` groups of similar colours: the group
/// with the most pixels times spread is halved along its widest channel,
/// at its weighted median, until there are `n` or none can be split.
fn median_cut(entries: &mut [Entry], n: usize) -> Vec<&mut [Entry]> {
    // Each group with what splitting it is worth, and along which channel.
    let mut groups: Vec<(&mut [Entry], u64, usize)> = Vec::with_capacity(n);
    let (score, channel) = worth(entries);
    groups.push((entries, score, channel));
    while groups.len() < n {
        let Some(at) = (0..groups.len())
            .filter(|&i| groups[i].1 > 0)
            .max_by_key(|&i| groups[i].1)
        else {
            break;
        };
        let (group, _, channel) = groups.swap_remove(at);
        let shift = 16 - 8 * channel;
        group.sort_unstable_by_key(|e| (e.0 >> shift) & 0xFF);
        let total: u64 = group.iter().map(|e| u64::from(e.1)).sum();
        let mut acc = 0u64;
        let mut cut = group.len() / 2;
        for (i, e) in group.iter().enumerate() {
            acc += u64::from(e.1);
            if acc * 2 >= total {
                cut = (i + 1).min(group.len() - 1);
                break;
            }
        }
        let (a, b) = group.split_at_mut(cut.max(1));
        for half in [a, b] {
            let (score, channel) = worth(half);
            groups.push((half, score, channel));
        }
    }
    groups.into_iter().map(|g| g.0).collect()
}

/// What splitting a group is worth (its pixels times its widest spread;
/// 0 when it cannot be split), and the channel of that spread.
fn worth(group: &[Entry]) -> (u64, usize) {
    if group.len() < 2 {
        return (0, 0);
    }
    let (mut lo, mut hi) = ([255u8; 3], [0u8; 3]);
    let mut pixels = 0u64;
    for &(k, n, _) in group {
        let c = rgb(k);
        for ch in 0..3 {
            lo[ch] = lo[ch].min(c[ch]);
            hi[ch] = hi[ch].max(c[ch]);
        }
        pixels += u64::from(n);
    }
    let (channel, spread) = (0..3)
        .map(|ch| (ch, hi[ch] - lo[ch]))
        .max_by_key(|&(_, s)| s)
        .unwrap_or((0, 0));
    (pixels * u64::from(spread), channel)
}

/// The palette of `img` and its PNG scanlines.
fn palette_and_scanlines(img: &RgbImage) -> (Palette, Vec<u8>) {
    palette_and_scanlines_of(img, MAX_COLOURS)
}

fn palette_and_scanlines_of(img: &RgbImage, max: usize) -> (Palette, Vec<u8>) {
    let runs = Runs::of(img.as_raw(), img.width() as usize);
    let palette = Palette::of(&runs.colours, max.clamp(1, MAX_COLOURS));
    let lines = palette.scanlines(&runs, img.width() as usize, img.height() as usize);
    (palette, lines)
}

/// The palette of at most `max` colours (at most 256) the PNG of `img`
/// would have, and each pixel's entry in it, row by row: how an animation
/// gets one palette for all its frames (drawn one under another), with
/// the colours that cover many pixels (felt, ivory, the seat colours)
/// kept exactly.
pub fn indexed(img: &RgbImage, max: usize) -> (Vec<[u8; 3]>, Vec<u8>) {
    let (palette, lines) = palette_and_scanlines_of(img, max);
    let w = img.width() as usize;
    let indices = lines.chunks_exact(w + 1).flat_map(|line| &line[1..]).copied().collect();
    (palette.colours, indices)
}

/// The palette and the indexed pixels of `img`.
#[cfg(test)]
pub(super) fn quantize(img: &RgbImage) -> (Vec<[u8; 3]>, Vec<u8>) {
    indexed(img, MAX_COLOURS)
}

/// PNG bytes of a picture, with a palette of at most 256 colours.
pub fn encode_png(img: &RgbImage) -> Vec<u8> {
    let (palette, lines) = palette_and_scanlines(img);
    let Some(idat) = deflate(&lines) else {
        tracing::error!("PNG encoding failed: deflate did not finish");
        return Vec::new();
    };
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&img.width().to_be_bytes());
    header.extend_from_slice(&img.height().to_be_bytes());
    // Eight bits a pixel, indexed colour, deflate, no filtering choice,
    // not interlaced.
    header.extend_from_slice(&[8, 3, 0, 0, 0]);
    let mut out = Vec::with_capacity(idat.len() + 3 * palette.colours.len() + 64);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    chunk(&mut out, b"IHDR", &header);
    chunk(&mut out, b"PLTE", &palette.colours.concat());
    chunk(&mut out, b"IDAT", &idat);
    chunk(&mut out, b"IEND", &[]);
    out
}

/// The zlib stream of `data`, deflated in one call: the png crate's
/// writer hands deflate each row (and its filter byte) apart, and copies
/// it first. No filter: filters predict smooth gradients, which palette
/// indices are not; a low level finds the long runs of flat colour and
/// the repeated rows quickly.
fn deflate(data: &[u8]) -> Option<Vec<u8>> {
    let mut z = Compress::new(Compression::new(2), true);
    let mut out = Vec::with_capacity(data.len() / 8 + 1024);
    loop {
        let read = usize::try_from(z.total_in()).ok()?;
        let status = z.compress_vec(&data[read..], &mut out, FlushCompress::Finish).ok()?;
        if status == Status::StreamEnd {
            return Some(out);
        }
        // Only when the picture deflates to more than an eighth of itself.
        out.reserve(out.capacity());
    }
}

/// A PNG chunk: length, kind, data and the CRC of kind and data.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = Crc::new();
    crc.update(&out[start..]);
    out.extend_from_slice(&crc.sum().to_be_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    fn distance(a: [u8; 3], b: [u8; 3]) -> u32 {
        a.iter()
            .zip(b)
            .map(|(&x, y)| {
                let d = i32::from(x) - i32::from(y);
                (d * d) as u32
            })
            .sum()
    }

    /// The RGB pixels of a PNG.
    fn decode(bytes: &[u8]) -> RgbImage {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        assert_eq!(info.color_type, png::ColorType::Rgb);
        RgbImage::from_raw(info.width, info.height, buf[..info.buffer_size()].to_vec()).unwrap()
    }

    #[test]
    fn runs_count_every_pixel_once() {
        // Long runs, short runs, black first (the colour the run-skipping
        // buffer starts as) and a run ending at the last pixel.
        let img = RgbImage::from_fn(53, 7, |x, y| {
            Rgb(if x < 30 { [0, 0, 0] } else { [(x % 3) as u8, y as u8, 9] })
        });
        let runs = Runs::of(img.as_raw(), img.width() as usize);
        let total: u32 = runs.runs.iter().map(|r| r.1).sum();
        assert_eq!(total, 53 * 7);
        assert_eq!(runs.colours.iter().map(|c| c.1).sum::<u32>(), 53 * 7);
        assert_eq!(decode(&encode_png(&img)), img);
    }

    #[test]
    fn few_colours_come_back_exactly() {
        // 8 x 4 colours.
        let img = RgbImage::from_fn(64, 40, |x, y| Rgb([(x % 8 * 30) as u8, (y % 4 * 60) as u8, 7]));
        let png = encode_png(&img);
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
        assert_eq!(decode(&png), img);
    }

    #[test]
    fn many_colours_come_back_close_and_frequent_ones_exactly() {
        // What pictures are made of: flat colours and anti-aliased edges
        // between them, here thousands of colours.
        use crate::canvas::{fill_disc, hex, ring};
        let mut img = RgbImage::from_pixel(300, 200, hex(0x2F6450));
        for k in 0..60u32 {
            let colour = hex(0x1F3A5F_u32.wrapping_mul(k + 1) & 0xFF_FFFF);
            let (cx, cy) = ((k * 37 % 280) as f32 + 10.0, (k * 53 % 180) as f32 + 10.0);
            fill_disc(&mut img, cx, cy, 6.0 + (k % 7) as f32 * 2.3, colour);
            ring(&mut img, cx + 3.3, cy + 1.7, 5.0 + (k % 5) as f32, 1.7, hex(0xFBF6E6));
        }
        let distinct = Runs::of(img.as_raw(), img.width() as usize).colours.len();
        assert!(distinct > MAX_COLOURS, "{distinct}");
        let back = decode(&encode_png(&img));
        assert_eq!(back.get_pixel(0, 0), img.get_pixel(0, 0));
        let worst = img
            .pixels()
            .zip(back.pixels())
            .map(|(a, b)| distance(a.0, b.0))
            .max()
            .unwrap();
        assert!(worst < 48 * 48, "{worst}");
    }
}
