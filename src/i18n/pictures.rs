//! The words drawn on pictures in a language (`picture-*` in
//! `names.ftl`), as the render crate takes them: a [`render::Words`]. A
//! game's public picture speaks the game's language; a player's hand and
//! puzzle, the reader's.

use super::{Arg, Locale, text};
use crate::engine::view::TileLabel;
use crate::render::{Say, SayLine, Words};

/// A private tile's label in `locale` (`play-label-*` in `play.ftl`): on
/// the hand picture, in `/hand` and in the mover's note.
pub fn tile_label(locale: Locale, label: TileLabel) -> String {
    let key = match label {
        TileLabel::InHand => "play-label-in-hand",
        TileLabel::ToPlay => "play-label-to-play",
        TileLabel::Mission => "play-label-mission",
        TileLabel::ToGive => "play-label-to-give",
        TileLabel::FaceUp => "play-label-face-up",
        TileLabel::Hidden => "play-label-hidden",
    };
    text(locale, key, &[])
}

/// The words of a picture in `locale`.
pub fn picture_words(locale: Locale) -> Words {
    let say = move |key: &'static str| text(locale, key, &[]);
    let counted = move |key: &'static str| Say::new(move |n: usize| text(locale, key, &[("n", Arg::count(n))]));
    let moves = move |key: &'static str| Say::new(move |n: usize| text(locale, key, &[("moves", Arg::count(n))]));
    let against_shortest = move |key: &'static str| {
        Say::new(move |(n, s): (usize, usize)| {
            text(locale, key, &[("moves", Arg::count(n)), ("shortest", Arg::count(s))])
        })
    };
    Words {
        line: SayLine::new(move |line, name| super::phrases::line(locale, line, name)),
        tile_label: Say::new(move |label| tile_label(locale, label)),
        game_over: say("picture-game-over"),
        seat: counted("picture-seat"),
        place: counted("picture-place"),
        your_hand: say("picture-your-hand"),
        nothing_in_hand: say("picture-nothing-in-hand"),
        no_hidden_tiles: say("picture-no-hidden-tiles"),
        none: say("picture-none"),
        empty: say("picture-empty"),
        dice_old: say("picture-dice-old"),
        dice_this_turn: say("picture-dice-this-turn"),
        dice_new: say("picture-dice-new"),
        gene_pool: counted("picture-gene-pool"),
        nothing_eaten: say("picture-nothing-eaten"),
        chips: counted("picture-chips"),
        in_hand: counted("picture-in-hand"),
        finished: say("picture-finished"),
        to_play: say("picture-to-play"),
        done: say("picture-done"),
        gives_one: say("picture-gives-one"),
        cost: counted("picture-cost"),
        free: say("picture-free"),
        market: say("picture-market"),
        pile: say("picture-pile"),
        score: Say::new(move |n: i64| text(locale, "picture-score", &[("n", Arg::Number(n))])),
        solved: moves("picture-solved"),
        solved_shortest: moves("picture-solved-shortest"),
        solved_longer: against_shortest("picture-solved-longer"),
        moves: moves("picture-moves"),
        moves_of_shortest: against_shortest("picture-moves-of-shortest"),
        last_to_add: say("picture-last-to-add"),
        still_to_add: counted("picture-still-to-add"),
        next: say("picture-next"),
        no_rated_games: say("picture-no-rated-games"),
        more_left_out: counted("picture-more-left-out"),
        day_month: Say::new(move |unix: i64| {
            let (_, month, day) = crate::calendar::ymd(unix);
            let facts = [("day", Arg::Number(day.into())), ("month", Arg::Number(month.into()))];
            text(locale, "picture-day-month", &facts)
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every word of the pictures, with the facts `n` (and `s`), as text.
    fn all(w: &Words, n: usize, s: usize) -> Vec<String> {
        let plain = [
            &w.game_over,
            &w.your_hand,
            &w.nothing_in_hand,
            &w.no_hidden_tiles,
            &w.none,
            &w.empty,
            &w.dice_old,
            &w.dice_this_turn,
            &w.dice_new,
            &w.nothing_eaten,
            &w.finished,
            &w.to_play,
            &w.done,
            &w.gives_one,
            &w.free,
            &w.market,
            &w.pile,
            &w.last_to_add,
            &w.next,
            &w.no_rated_games,
        ];
        let counted = [
            &w.seat,
            &w.place,
            &w.gene_pool,
            &w.chips,
            &w.cost,
            &w.in_hand,
            &w.solved,
            &w.solved_shortest,
            &w.moves,
            &w.still_to_add,
            &w.more_left_out,
        ];
        let mut words: Vec<String> = plain.into_iter().cloned().collect();
        words.extend(counted.iter().map(|c| c.of(n)));
        words.push(w.score.of(n as i64 - 3));
        words.push(w.solved_longer.of((n, s)));
        words.push(w.moves_of_shortest.of((n, s)));
        // A day of each month: 3 May 2026 and the eleven after it.
        words.extend((0..12).map(|k| w.day_month.of(1_777_766_400 + k * 31 * 86_400)));
        words
    }

    /// The English words read exactly as the pictures always drew them
    /// (the render crate's own English), whatever the counts.
    #[test]
    fn the_english_picture_words_read_as_the_pictures_always_did() {
        let english = picture_words(Locale::EnUs);
        for n in 0..=13 {
            assert_eq!(all(&english, n, 9), all(&Words::default(), n, 9), "n = {n}");
        }
    }

    /// Spanish and French draw their own words (a number alone, or a
    /// word both languages share, aside), each short enough for a label.
    #[test]
    fn every_picture_word_reads_in_spanish_and_french() {
        let english = all(&picture_words(Locale::EnUs), 2, 9);
        for locale in [Locale::EsEs, Locale::Fr] {
            let theirs = all(&picture_words(locale), 2, 9);
            for (word, en) in theirs.iter().zip(&english) {
                assert!(!word.trim().is_empty() && word.chars().count() <= 80, "{word}");
                assert_ne!(word, en, "{} draws {en} in English", locale.discord());
            }
        }
    }
}
