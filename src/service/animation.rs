//! The animated replay of a finished game: its public picture after each
//! step, as one GIF to watch or share. Long games are sampled (the start,
//! the end and evenly spaced steps between), frames are scaled down to a
//! phone's width and drawn on one canvas (the board grows as play goes
//! on).
//!
//! One palette serves every frame, made as a board picture's is (the
//! colours covering many pixels, the seat colours among them, kept
//! exactly), so a seat keeps its colour from the first frame to the last;
//! each frame after the first holds only the rectangle that changed, its
//! unchanged pixels transparent, so 40 frames weigh a few hundred KB.

use crate::engine::{AnyGame, Viewer};
use crate::render;
use crate::store::{ActionRow, GameRow};
use gif::{DisposalMethod, Encoder, EncodingError, Frame, Repeat};
use image::{AnimationDecoder, Rgb, RgbImage, RgbaImage, imageops};

/// At most this many pictures in one animation.
pub const MAX_FRAMES: usize = 40;
/// Frames are at most this wide (Discord shows about 400 px on a phone).
const WIDTH: u32 = 400;
/// Palette entries for the pictures' colours (the flat colours kept
/// exactly, the edge blends sharing the rest), and one more for the
/// transparent pixels of a frame's unchanged parts. More entries only
/// grade the edges more finely: 255 weigh about 7% more.
const COLOURS: usize = 127;
/// How long a frame shows, in hundredths of a second; the last longer.
const STEP_CS: u16 = 90;
const LAST_CS: u16 = 400;

/// Which steps (0 = the start, `n` = the end) an animation of `n` moves shows.
pub fn sampled_steps(n: usize) -> Vec<usize> {
    if n < MAX_FRAMES {
        return (0..=n).collect();
    }
    let mut steps: Vec<usize> = (0..MAX_FRAMES).map(|i| i * n / (MAX_FRAMES - 1)).collect();
    steps.dedup();
    steps
}

/// The public picture of each sampled step of the game in `row`.
pub fn frames(row: &GameRow, actions: &[ActionRow], names: &[String]) -> Result<Vec<RgbaImage>, String> {
    let wanted = sampled_steps(actions.len());
    let mut frames = Vec::with_capacity(wanted.len());
    let mut step = 0;
    let picture = |game: &dyn AnyGame| {
        let rgb = render::board_image(&game.view(Viewer::Public), names);
        image::DynamicImage::ImageRgb8(rgb).to_rgba8()
    };
    let (end, _) = super::replay::replay_visiting(row, actions, &mut |before, _| {
        if wanted.contains(&step) {
            frames.push(picture(before));
        }
        step += 1;
    })?;
    frames.push(picture(end.game.as_ref()));
    Ok(frames)
}

/// The frames as a looping GIF: each scaled to at most [`WIDTH`] wide and
/// centred on a canvas as big as the largest, all with one palette; the
/// last one held longer.
pub fn gif(frames: &[RgbaImage]) -> Result<Vec<u8>, EncodingError> {
    let scaled: Vec<RgbaImage> = frames.iter().map(scale).collect();
    let w = scaled.iter().map(RgbaImage::width).max().unwrap_or(1).max(1);
    let h = scaled.iter().map(RgbaImage::height).max().unwrap_or(1).max(1);
    // Every frame on its canvas, one under another: one picture whose
    // palette is the animation's.
    let mut stack = RgbImage::from_pixel(w, h * scaled.len().max(1) as u32, Rgb([255, 255, 255]));
    for (i, f) in scaled.iter().enumerate() {
        let rgb = image::DynamicImage::ImageRgba8(f.clone()).to_rgb8();
        imageops::replace(
            &mut stack,
            &rgb,
            i64::from((w - f.width()) / 2),
            i64::from(h) * i as i64,
        );
    }
    let (colours, indices) = render::indexed(&stack, COLOURS);
    let clear = colours.len() as u8;
    let mut palette: Vec<u8> = colours.concat();
    palette.extend_from_slice(&[255, 255, 255]);
    let size = (
        u16::try_from(w).unwrap_or(u16::MAX),
        u16::try_from(h).unwrap_or(u16::MAX),
    );
    let mut out = Vec::new();
    {
        let mut encoder = Encoder::new(&mut out, size.0, size.1, &palette)?;
        encoder.set_repeat(Repeat::Infinite)?;
        let per = (w * h) as usize;
        let n = scaled.len();
        let mut before: Option<&[u8]> = None;
        for (i, now) in indices.chunks_exact(per).take(n).enumerate() {
            let delay = if i + 1 == n { LAST_CS } else { STEP_CS };
            encoder.write_frame(&change(before, now, size, clear, delay))?;
            before = Some(now);
        }
    }
    Ok(out)
}

/// Frame `now` (palette entries, `size.0` a row) as drawn over `before`:
/// the rectangle where they differ, its unchanged pixels `clear`
/// (transparent, which compresses well); the whole of the first frame.
fn change(before: Option<&[u8]>, now: &[u8], size: (u16, u16), clear: u8, delay: u16) -> Frame<'static> {
    let (w, h) = (usize::from(size.0), usize::from(size.1));
    let frame = Frame {
        delay,
        dispose: DisposalMethod::Keep,
        transparent: Some(clear),
        ..Frame::default()
    };
    let Some(before) = before else {
        return Frame {
            width: size.0,
            height: size.1,
            buffer: now.to_vec().into(),
            ..frame
        };
    };
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for (i, _) in before.iter().zip(now).enumerate().filter(|(_, (a, b))| a != b) {
        let (x, y) = (i % w, i / w);
        (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
    }
    if x0 > x1 {
        // Nothing changed: one transparent pixel carries the frame's time.
        return Frame {
            width: 1,
            height: 1,
            buffer: vec![clear].into(),
            ..frame
        };
    }
    let mut buffer = Vec::with_capacity((x1 - x0 + 1) * (y1 - y0 + 1));
    for y in y0..=y1 {
        let row = y * w;
        buffer.extend((x0..=x1).map(|x| {
            if before[row + x] == now[row + x] {
                clear
            } else {
                now[row + x]
            }
        }));
    }
    Frame {
        left: x0 as u16,
        top: y0 as u16,
        width: (x1 - x0 + 1) as u16,
        height: (y1 - y0 + 1) as u16,
        buffer: buffer.into(),
        ..frame
    }
}

/// An animation made by [`gif`] cut down to fit `limit` bytes: every
/// second frame dropped (the last always kept) until it fits, down to the
/// last frame alone. None when even that is too big or the bytes are not
/// a GIF; with the GIF, how many frames it kept.
pub fn fit_gif(bytes: &[u8], limit: usize) -> Option<(Vec<u8>, usize)> {
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(bytes)).ok()?;
    let mut frames: Vec<RgbaImage> = decoder
        .into_frames()
        .collect_frames()
        .ok()?
        .into_iter()
        .map(image::Frame::into_buffer)
        .collect();
    if bytes.len() <= limit {
        return Some((bytes.to_vec(), frames.len()));
    }
    while frames.len() > 1 {
        let last = frames.len() - 1;
        frames = frames
            .into_iter()
            .enumerate()
            .filter(|(i, _)| i % 2 == 1 || *i == last)
            .map(|(_, f)| f)
            .collect();
        let made = gif(&frames).ok()?;
        if made.len() <= limit {
            return Some((made, frames.len()));
        }
    }
    None
}

/// A frame at most [`WIDTH`] wide: a board picture (twice as wide) by
/// averaging each 2x2 block, which keeps flat areas flat and blends only
/// along edges (a quarter smaller as a GIF than a smoother filter's
/// blends), any other size by a triangle filter.
fn scale(img: &RgbaImage) -> RgbaImage {
    if img.width() <= WIDTH {
        return img.clone();
    }
    if img.width() != 2 * WIDTH {
        let h = (u64::from(img.height()) * u64::from(WIDTH) / u64::from(img.width())).max(1) as u32;
        return imageops::resize(img, WIDTH, h, imageops::FilterType::Triangle);
    }
    let (w, h) = (WIDTH, img.height() / 2);
    RgbaImage::from_fn(w, h, |x, y| {
        let mut sum = [0u32; 4];
        for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            let p = img.get_pixel(2 * x + dx, 2 * y + dy).0;
            for (s, v) in sum.iter_mut().zip(p) {
                *s += u32::from(v);
            }
        }
        image::Rgba(sum.map(|v| ((v + 2) / 4) as u8))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_games_are_sampled_from_start_to_end() {
        assert_eq!(sampled_steps(3), vec![0, 1, 2, 3]);
        let s = sampled_steps(500);
        assert_eq!(s.len(), MAX_FRAMES);
        assert_eq!((s[0], *s.last().unwrap()), (0, 500));
        assert!(s.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn frames_of_different_sizes_make_one_gif_that_decodes() {
        let frames = vec![
            RgbaImage::from_pixel(300, 200, image::Rgba([10, 20, 30, 255])),
            RgbaImage::from_pixel(800, 600, image::Rgba([200, 20, 30, 255])),
        ];
        let bytes = gif(&frames).unwrap();
        let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(bytes)).unwrap();
        use image::AnimationDecoder;
        let decoded = decoder.into_frames().collect_frames().unwrap();
        assert_eq!(decoded.len(), 2);
        assert_eq!(decoded[1].buffer().width(), WIDTH, "scaled to a phone's width");
    }

    /// About [`MAX_FRAMES`] public pictures of a seeded random game of
    /// `kind` at `seats`, from the start to the end.
    fn game_frames(kind: crate::engine::GameKind, seats: usize, seed: u64) -> Vec<RgbaImage> {
        let views = crate::engine::testing::public_playout(kind, seats, seed);
        let names: Vec<String> = ["Ann", "Bea", "Cy", "Dmitri"]
            .iter()
            .take(seats)
            .map(|s| s.to_string())
            .collect();
        sampled_steps(views.len() - 1)
            .into_iter()
            .map(|k| image::DynamicImage::ImageRgb8(render::board_image(&views[k], &names)).to_rgba8())
            .collect()
    }

    /// Decoded frames, and how many distinct colours they show in all.
    fn decoded(bytes: &[u8]) -> (Vec<RgbaImage>, usize) {
        let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(bytes)).unwrap();
        let frames: Vec<RgbaImage> = decoder
            .into_frames()
            .collect_frames()
            .unwrap()
            .into_iter()
            .map(image::Frame::into_buffer)
            .collect();
        let colours: std::collections::HashSet<[u8; 4]> = frames.iter().flat_map(|f| f.pixels().map(|p| p.0)).collect();
        (frames, colours.len())
    }

    #[test]
    fn a_replay_keeps_every_seat_colour_exactly_and_weighs_under_a_megabyte() {
        use crate::engine::GameKind;
        let seats = crate::render::palette::SEATS.map(|c| [c.0[0], c.0[1], c.0[2], 255]);
        // The heaviest replay measured: every frame shows another player's
        // area large (1.44 MB before, every seat pixel changed).
        for (kind, players) in [(GameKind::Euronimoes, 4)] {
            let frames = game_frames(kind, players, 7);
            assert_eq!(frames.len(), MAX_FRAMES, "{kind:?}");
            let bytes = gif(&frames).unwrap();
            let (shown, colours) = decoded(&bytes);
            println!(
                "{kind:?}: {} frames, {} bytes, {colours} colours",
                frames.len(),
                bytes.len()
            );
            assert!(bytes.len() < 1_000_000, "{kind:?}: {} bytes", bytes.len());
            // Wherever a frame (scaled as the GIF scales it) has a seat
            // colour, the GIF shows exactly that colour.
            for (i, (frame, seen)) in frames.iter().map(scale).zip(&shown).enumerate() {
                let dx = (seen.width() - frame.width()) / 2;
                for (x, y, p) in frame.enumerate_pixels().filter(|(_, _, p)| seats.contains(&p.0)) {
                    assert_eq!(seen.get_pixel(x + dx, y).0, p.0, "{kind:?} frame {i} at {x},{y}");
                }
            }
        }
    }

    #[test]
    fn an_animation_too_big_for_the_limit_loses_frames_until_it_fits() {
        let frames = game_frames(crate::engine::GameKind::Dominimum, 2, 3);
        let bytes = gif(&frames).unwrap();
        let (fitted, kept) = fit_gif(&bytes, bytes.len() / 3).unwrap();
        assert!(fitted.len() <= bytes.len() / 3);
        assert!(kept < frames.len() && kept >= 1, "{kept}");
        // The last frame (the end of the game) is kept.
        let (shown, _) = decoded(&fitted);
        let (all, _) = decoded(&bytes);
        assert_eq!(shown.last(), all.last());
        // Nothing fits in 100 bytes.
        assert_eq!(fit_gif(&bytes, 100), None);
    }
}
