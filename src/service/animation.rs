//! The animated replay of a finished game: its public picture after each
//! step, as one GIF to watch or share. Long games are sampled (the start,
//! the end and evenly spaced steps between), frames are scaled down to a
//! phone's width and drawn on one canvas (the board grows as play goes
//! on), so the file stays at a few MB at most.

use crate::engine::{AnyGame, Viewer};
use crate::render;
use crate::store::{ActionRow, GameRow};
use image::codecs::gif::{GifEncoder, Repeat};
use image::{Delay, Frame, Rgba, RgbaImage, imageops};

/// At most this many pictures in one animation.
pub const MAX_FRAMES: usize = 40;
/// Frames are at most this wide (Discord shows about 400 px on a phone).
const WIDTH: u32 = 400;

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
/// centred on a canvas as big as the largest; the last one held longer.
pub fn gif(frames: &[RgbaImage]) -> Result<Vec<u8>, image::ImageError> {
    let scaled: Vec<RgbaImage> = frames.iter().map(scale).collect();
    let w = scaled.iter().map(RgbaImage::width).max().unwrap_or(1);
    let h = scaled.iter().map(RgbaImage::height).max().unwrap_or(1);
    let mut out = Vec::new();
    {
        // Speed 30 is the quickest colour reduction: the pictures have few colours.
        let mut encoder = GifEncoder::new_with_speed(&mut out, 30);
        encoder.set_repeat(Repeat::Infinite)?;
        for (i, f) in scaled.iter().enumerate() {
            let mut canvas = RgbaImage::from_pixel(w, h, Rgba([255, 255, 255, 255]));
            imageops::overlay(&mut canvas, f, i64::from((w - f.width()) / 2), 0);
            let ms = if i + 1 == scaled.len() { 4000 } else { 900 };
            encoder.encode_frame(Frame::from_parts(canvas, 0, 0, Delay::from_numer_denom_ms(ms, 1)))?;
        }
    }
    Ok(out)
}

fn scale(img: &RgbaImage) -> RgbaImage {
    if img.width() <= WIDTH {
        return img.clone();
    }
    let h = (u64::from(img.height()) * u64::from(WIDTH) / u64::from(img.width())).max(1) as u32;
    imageops::resize(img, WIDTH, h, imageops::FilterType::Triangle)
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
            RgbaImage::from_pixel(300, 200, Rgba([10, 20, 30, 255])),
            RgbaImage::from_pixel(800, 600, Rgba([200, 20, 30, 255])),
        ];
        let bytes = gif(&frames).unwrap();
        let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(bytes)).unwrap();
        use image::AnimationDecoder;
        let decoded = decoder.into_frames().collect_frames().unwrap();
        assert_eq!(decoded.len(), 2);
        assert_eq!(decoded[1].buffer().width(), WIDTH, "scaled to a phone's width");
    }
}
