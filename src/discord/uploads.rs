//! Discord's upload limit: every interaction says how many bytes one
//! attachment may have where it was made (`attachment_size_limit`: 10 MiB
//! by default, more in boosted servers, perhaps less elsewhere), and an
//! upload above it is refused (413, code 40005) with the whole message.
//! So every reply is made to fit before it is sent: an animation loses
//! frames until it fits, any other picture too big is left out, and the
//! text says so; the message itself (the replay's stepping buttons among
//! them) is never lost with its picture.

use crate::i18n::{self, Arg};
use crate::service::Reply;
use crate::service::animation::fit_gif;

/// The limit where no interaction tells it (a reminder, a computer's
/// move posted into the channel): Discord's default since 2024-12-16.
pub const DEFAULT_LIMIT: usize = 10 * 1024 * 1024;

/// Discord's cap on a message's text.
const MAX_TEXT: usize = 2000;

/// The limit an interaction announced (none announced: the default).
pub fn limit(announced: u32) -> usize {
    match announced {
        0 => DEFAULT_LIMIT,
        n => n as usize,
    }
}

/// The upload limit of a command's interaction.
pub fn limit_of(ctx: super::Context<'_>) -> usize {
    match ctx {
        poise::Context::Application(app) => limit(app.interaction.attachment_size_limit),
        poise::Context::Prefix(_) => DEFAULT_LIMIT,
    }
}

/// A post made outside any interaction (a reminder, a computer's move, a
/// move owed after a restart), fitted to the default limit: no
/// interaction tells this one.
pub fn fit_post(r: Reply) -> Reply {
    fit_one(r, DEFAULT_LIMIT)
}

/// `replies` with every picture at most `limit` bytes.
pub fn fit(replies: Vec<Reply>, limit: usize) -> Vec<Reply> {
    replies.into_iter().map(|r| fit_one(r, limit)).collect()
}

fn fit_one(mut r: Reply, limit: usize) -> Reply {
    // A panel's picture over the limit is left out; its letters, whose
    // menu says each place in words, still choose.
    for panel in &mut r.panels {
        if panel.image.as_ref().is_some_and(|i| i.png.len() > limit) {
            tracing::warn!(limit, "a panel's picture over the upload limit is left out");
            panel.image = None;
        }
    }
    let Some(image) = r.image.as_mut() else {
        return r;
    };
    if image.png.len() <= limit {
        return r;
    }
    let size = image.png.len();
    let shortened = image
        .filename
        .ends_with(".gif")
        .then(|| fit_gif(&image.png, limit))
        .flatten();
    let note = match shortened {
        Some((bytes, frames)) => {
            image.png = bytes;
            let facts = [("frames", Arg::count(frames)), ("limit", megabytes(limit).into())];
            i18n::text(r.locale, "front-upload-shortened", &facts)
        }
        None => {
            tracing::warn!(size, limit, file = %image.filename, "a picture over the upload limit is left out");
            r.image = None;
            let facts = [("size", Arg::from(megabytes(size))), ("limit", megabytes(limit).into())];
            i18n::text(r.locale, "front-upload-left-out", &facts)
        }
    };
    // The note goes on its own line when the text has room for it.
    if r.text.chars().count() + note.chars().count() < MAX_TEXT {
        if !r.text.is_empty() {
            r.text.push('\n');
        }
        r.text.push_str(&note);
    }
    r
}

/// "1.3 MB", "10 MB", "300 KB": sizes as a player reads them (1 MB is
/// 1,048,576 bytes, as Discord counts).
fn megabytes(bytes: usize) -> String {
    let mb = bytes as f64 / (1024.0 * 1024.0);
    if mb < 1.0 {
        format!("{} KB", (bytes as f64 / 1024.0).round().max(1.0))
    } else if mb >= 10.0 || (mb - mb.round()).abs() < 0.05 {
        format!("{} MB", mb.round())
    } else {
        format!("{mb:.1} MB")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_over_the_limit_is_left_out_with_a_note_and_the_message_kept() {
        let r = Reply::public("Game #3 from start to end.").with_image("board.png", vec![0u8; 3000]);
        let small = Reply::public("fits").with_image("a.png", vec![0u8; 100]);
        let out = fit(vec![r, small.clone()], 2048);
        assert_eq!(out[0].image, None);
        assert_eq!(
            out[0].text,
            "Game #3 from start to end.\n(The picture is 3 KB and Discord lets me upload only 2 KB here, so it is left out.)"
        );
        assert_eq!(out[1], small);
    }

    #[test]
    fn a_post_outside_an_interaction_fits_the_default_limit() {
        let big = Reply::public("Reminder").with_image("board.png", vec![0u8; DEFAULT_LIMIT + 1]);
        let out = fit_post(big);
        assert_eq!(out.image, None);
        assert!(out.text.starts_with("Reminder\n(The picture is "), "{}", out.text);
        let fits = Reply::public("fits").with_image("a.png", vec![0u8; DEFAULT_LIMIT]);
        assert_eq!(fit_post(fits.clone()), fits);
    }

    #[test]
    fn a_panels_picture_over_the_limit_is_left_out_and_its_choices_kept() {
        use crate::service::{ButtonId, ButtonStyle, Image, Panel};
        let picture = |n: usize| {
            Some(Image {
                filename: format!("places-{n}.png"),
                png: vec![0u8; n],
            })
        };
        let letter = Reply::private(1, "").with_button(ButtonId::Accept(1), "A", ButtonStyle::Primary);
        let r = Reply::private(1, "Where?")
            .with_panel(Panel::new(picture(3000), letter.clone()))
            .with_panel(Panel::new(picture(100), letter));
        let out = fit(vec![r], 2048).remove(0);
        assert_eq!(out.panels[0].image, None);
        assert_eq!(out.panels[0].buttons.len(), 1, "its letter is kept");
        assert!(out.panels[1].image.is_some());
    }

    #[test]
    fn sizes_read_in_megabytes() {
        assert_eq!(megabytes(10 * 1024 * 1024), "10 MB");
        assert_eq!(megabytes(1_363_148), "1.3 MB");
        assert_eq!(megabytes(25 * 1024 * 1024), "25 MB");
        assert_eq!(megabytes(300 * 1024), "300 KB");
    }
}
