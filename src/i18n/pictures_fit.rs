//! Every picture drawn with each language's words fits: no label runs
//! past its picture's edge (Spanish and French are longer than English).
//! And the contact sheet of docs/pictures/, with a Spanish row.

use super::{Locale, computer_name, picture_words};
use crate::ai::Level;
use crate::engine::adding::problems;
use crate::engine::testing::{public_playout_of, puzzle_playout};
use crate::engine::{GameKind, GameRng, GameView, Options, Viewer};
use crate::render::chart::{Chart, Point, Series};
use crate::render::{self, Region, Words};
use image::RgbImage;

/// Players' names as a picture shows them: a long display name, and a
/// computer seat's in `locale` (the longest level).
fn names(locale: Locale, seats: usize) -> Vec<String> {
    let mut names = vec!["Beatrice with a long name".to_string(), "Ann".to_string()];
    names.extend((1..=seats).map(|n| computer_name(locale, Level::Medium, Some(n))));
    names.truncate(seats);
    names
}

/// The public views worth checking: the start, late in the game, the end.
fn views_of(kind: GameKind, seats: usize, variant: Option<&str>) -> Vec<GameView> {
    let (_, views) = public_playout_of(kind, seats, variant, 3);
    let picked = [0, views.len() * 4 / 5, views.len().saturating_sub(1)];
    picked.iter().filter_map(|&i| views.get(i).cloned()).collect()
}

/// An Adding Donimoes puzzle's views from its start to the end of random
/// play, titled in `locale` as the service titles problem 1.
fn puzzle_views(locale: Locale) -> Vec<GameView> {
    let Some(numbered) = problems::numbered(1) else {
        return Vec::new();
    };
    puzzle_playout(1, 5, &super::problem_title(locale, &numbered))
}

/// A chart with no games, and one with more players than it draws.
fn charts() -> Vec<Chart> {
    let point = |at, value| Point {
        at,
        value,
        low: value - 50.0,
        high: value + 50.0,
    };
    let series = (0..8)
        .map(|i| Series {
            label: format!("player {i}"),
            points: (0..4)
                .map(|k| point(86_400 * k, 1500.0 + 10.0 * (i + k) as f64))
                .collect(),
        })
        .collect();
    let titled = |series| Chart {
        title: "alice".into(),
        subtitle: "rating over time".into(),
        series,
    };
    vec![titled(Vec::new()), titled(series)]
}

/// What runs past its picture's edge when every picture is drawn in `words`.
fn overflowing_in(words: &Words, locale: Locale) -> Vec<String> {
    let ((), over) = render::overflowing(|| {
        render::in_words(words, || {
            for (kind, seats, variant) in GameKind::every_table() {
                let names = names(locale, seats);
                for view in views_of(kind, seats, variant) {
                    render::board_picture(&view, &names, Region::Play);
                }
                let options = Options {
                    variant: variant.map(str::to_string),
                };
                let mut rng = GameRng::from_seed(GameRng::seed_from_u64(4));
                if let Ok(game) = kind.setup(&options, seats, &mut rng) {
                    for seat in 0..seats {
                        render::hand_image(&game.view(Viewer::Seat(seat)), &names);
                    }
                }
            }
            for view in puzzle_views(locale) {
                render::board_picture(&view, &names(locale, 1), Region::Play);
            }
            for chart in charts() {
                render::chart_png(&chart);
            }
        })
    });
    // A coordinate or count (digits alone) may be cut at the edge of a
    // cropped board on purpose: only words are checked.
    over.into_iter()
        .filter(|o| {
            o.split(" from ")
                .next()
                .is_some_and(|t| t.chars().any(char::is_alphabetic))
        })
        .collect()
}

/// Every board, hand, puzzle and chart picture, drawn with each
/// language's words, keeps every label inside the picture.
#[test]
fn every_picture_fits_with_every_languages_words() {
    for locale in Locale::ALL {
        let over = overflowing_in(&picture_words(locale), locale);
        assert!(over.is_empty(), "{}: {over:?}", locale.discord());
    }
}

/// The check sees a label that does not fit (so the test above can fail).
#[test]
fn a_label_too_long_for_its_picture_is_seen() {
    let words = Words {
        market: "A MARKET WITH A NAME FAR TOO LONG FOR ANY PICTURE THIS WIDE, ".repeat(3),
        ..Words::default()
    };
    let over = overflowing_in(&words, Locale::EnUs);
    assert!(over.iter().any(|o| o.contains("A MARKET WITH")), "{over:?}");
}

/// Writes each game's late board at 400 px wide, and all of them on one
/// contact sheet with a last row in Spanish, to docs/pictures/:
/// `cargo test --lib contact_sheet -- --ignored`.
#[test]
#[ignore = "writes the pictures in docs/pictures"]
fn contact_sheet() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/pictures");
    std::fs::create_dir_all(&dir).unwrap();
    let mut small = Vec::new();
    for kind in GameKind::ALL {
        let img = late_board(kind, Locale::EnUs);
        let shrunk = shrink(&img);
        std::fs::write(dir.join(format!("{}.png", kind.id())), render::encode_png(&shrunk)).unwrap();
        std::fs::write(dir.join(format!("{}-full.png", kind.id())), render::encode_png(&img)).unwrap();
        small.push(shrunk);
    }
    // The games with the most words of their own, in Spanish.
    let row = std::env::var("CONTACT_SHEET_LOCALE")
        .ok()
        .and_then(|l| Locale::from_discord(&l));
    for kind in [GameKind::Euronimoes, GameKind::Dominoids, GameKind::Adding] {
        small.push(shrink(&late_board(kind, row.unwrap_or(Locale::EsEs))));
    }
    std::fs::write(dir.join("contact-sheet.png"), render::encode_png(&sheet(&small))).unwrap();
}

/// A game's board four fifths of the way through (before the end's
/// summary) at its largest table, a puzzle after random play, in `locale`.
fn late_board(kind: GameKind, locale: Locale) -> RgbImage {
    let (view, seats) = if kind.is_puzzle() {
        (puzzle_views(locale).pop().expect("a puzzle view"), 1)
    } else {
        let seats = kind.record().seats.max;
        let (_, views) = public_playout_of(kind, seats, None, 3);
        (views[views.len() * 4 / 5].clone(), seats)
    };
    let names: Vec<String> = ["Ann", "Beatrice with a long name", "Cy", "Dmitri"]
        .iter()
        .take(seats)
        .map(|s| s.to_string())
        .collect();
    render::in_words(&picture_words(locale), || render::board_image(&view, &names))
}

fn shrink(img: &RgbImage) -> RgbImage {
    let h = img.height() * 400 / img.width();
    image::imageops::resize(img, 400, h, image::imageops::FilterType::Triangle)
}

/// The pictures in rows of three on a light ground.
fn sheet(small: &[RgbImage]) -> RgbImage {
    let (cols, gap) = (3u32, 12u32);
    let rows: Vec<&[RgbImage]> = small.chunks(cols as usize).collect();
    let row_h: Vec<u32> = rows
        .iter()
        .map(|r| r.iter().map(RgbImage::height).max().unwrap_or(0))
        .collect();
    let height = row_h.iter().sum::<u32>() + gap * (rows.len() as u32 + 1);
    let width = cols * 400 + gap * (cols + 1);
    let mut sheet = RgbImage::from_pixel(width, height, render::palette::RULE);
    let mut y = gap;
    for (row, h) in rows.iter().zip(&row_h) {
        for (i, img) in row.iter().enumerate() {
            image::imageops::replace(&mut sheet, img, i64::from(gap + i as u32 * (400 + gap)), i64::from(y));
        }
        y += h + gap;
    }
    sheet
}
