use super::*;
use dominoes_engine::common::tiles::{double_seven, double_six};
use dominoes_engine::face::FaceSet;
use dominoes_engine::tetradominoes::pieces::{Piece, Side};
use image::imageops::FilterType;

/// How Discord shows an emoji on a button.
const ON_BUTTON: u32 = 22;

#[test]
fn every_tile_and_piece_of_every_set_has_a_face() {
    let names: Vec<Face> = pictures().iter().map(|p| p.face).collect();
    for t in double_six() {
        assert!(names.contains(&Face::Pips(t)), "{t}");
    }
    for t in double_seven() {
        assert!(names.contains(&Face::Rings(t)), "{t}");
    }
    for side in [Side::Light, Side::Dark] {
        for p in Piece::ALL {
            assert!(names.contains(&Face::Piece(p, side)), "{p:?} {side:?}");
        }
    }
    assert_eq!(pictures().len(), 28 + 36 + 14);
}

#[test]
fn names_are_valid_unique_ours_and_say_the_set_and_tile() {
    let mut seen = std::collections::HashSet::new();
    for p in pictures() {
        let n = &p.name;
        assert!((2..=MAX_NAME).contains(&n.len()), "{n}");
        assert!(
            n.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
            "{n}"
        );
        assert!(seen.insert(n.clone()), "{n} twice");
        assert!(is_ours(n), "{n}");
        assert!(n.starts_with(&format!("{}_", stem(p.face))), "{n}");
    }
    let named = |f: Face| picture_of(f).unwrap().name.clone();
    assert!(named(Face::Pips(Tile::new(5, 6))).starts_with("d6_5_6_"));
    assert!(named(Face::Rings(Tile::new(7, 3))).starts_with("b7_3_7_"));
    assert!(named(Face::Piece(Piece::J, Side::Dark)).starts_with("td_j_"));
    // Another artwork of ours is ours too; anything else is not.
    assert!(is_ours("d6_5_6_0a1b2c"));
    for other in [
        "logo",
        "d6_5_6",
        "d6_5_6_xyz123",
        "d6_5_9_0a1b2c",
        "b7_3_7_0A1B2C",
        "tl_q_0a1b2c",
        "my_d6_5_6_0a1b2c",
    ] {
        assert!(!is_ours(other), "{other}");
    }
}

use dominoes_engine::common::tiles::Tile;

#[test]
fn faces_are_square_pngs_within_discords_limit() {
    for p in pictures() {
        assert!(p.png.len() <= MAX_BYTES, "{}: {} bytes", p.name, p.png.len());
        let img = image::load_from_memory(&p.png).unwrap();
        assert_eq!((img.width(), img.height()), (SIZE, SIZE), "{}", p.name);
    }
}

#[test]
fn the_background_is_transparent_and_the_face_opaque() {
    for p in pictures() {
        let img = image::load_from_memory(&p.png).unwrap().to_rgba8();
        assert_eq!(img.get_pixel(0, 0).0[3], 0, "{}: a corner shows", p.name);
        let opaque = img.pixels().filter(|px| px.0[3] == 255).count();
        assert!(
            opaque > (SIZE * SIZE / 8) as usize,
            "{}: {opaque} opaque pixels",
            p.name
        );
    }
}

/// A face at a button's size, over Discord's dark button grey.
fn small(p: &FacePicture) -> image::RgbImage {
    let img = image::load_from_memory(&p.png).unwrap().to_rgba8();
    let img = image::imageops::resize(&img, ON_BUTTON, ON_BUTTON, FilterType::Triangle);
    over(&img, [0x4e, 0x50, 0x58])
}

fn over(img: &RgbaImage, bg: [u8; 3]) -> image::RgbImage {
    image::RgbImage::from_fn(img.width(), img.height(), |x, y| {
        let p = img.get_pixel(x, y).0;
        let a = f32::from(p[3]) / 255.0;
        image::Rgb([0, 1, 2].map(|i| (f32::from(p[i]) * a + f32::from(bg[i]) * (1.0 - a)).round() as u8))
    })
}

/// At a button's size, no two faces of a set look alike: some pixels of
/// each pair differ clearly (a 0-0 and a 0-1 differ by one pip alone).
#[test]
fn at_a_buttons_size_every_face_of_a_set_differs_from_the_others() {
    let thumbs: Vec<(&FacePicture, image::RgbImage)> = pictures().iter().map(|p| (p, small(p))).collect();
    for (i, (a, ta)) in thumbs.iter().enumerate() {
        for (b, tb) in &thumbs[i + 1..] {
            if a.face.set() != b.face.set() {
                continue;
            }
            let clear = ta
                .pixels()
                .zip(tb.pixels())
                .filter(|(x, y)| (0..3).any(|k| x.0[k].abs_diff(y.0[k]) >= 80))
                .count();
            assert!(
                clear >= 2,
                "{} and {} look alike at 22 px ({clear} pixels differ)",
                a.name,
                b.name
            );
        }
    }
}

/// The contact sheet in docs/pictures/emojis.png: every face large, then
/// at a button's size, on Discord's dark and light themes.
/// `cargo test -p dominoes-render emoji -- --ignored`
#[test]
#[ignore = "writes docs/pictures/emojis.png"]
fn contact_sheet() {
    let per_row = 14u32;
    let (big, gap) = (64u32, 8u32);
    let rows_of = |n: usize| (n as u32).div_ceil(per_row);
    let sets: Vec<Vec<&FacePicture>> = FaceSet::ALL
        .iter()
        .map(|s| pictures().iter().filter(|p| p.face.set() == *s).collect())
        .collect();
    let rows: u32 = sets.iter().map(|s| rows_of(s.len())).sum();
    let row_h = big + gap + ON_BUTTON + gap;
    let width = per_row * (big + gap) + gap;
    let half = rows * row_h + gap;
    let mut sheet = RgbaImage::from_pixel(width, half * 2, image::Rgba([0x31, 0x33, 0x38, 255]));
    for y in half..half * 2 {
        for x in 0..width {
            sheet.put_pixel(x, y, image::Rgba([0xf2, 0xf3, 0xf5, 255]));
        }
    }
    for top in [0, half] {
        let mut row = 0;
        for set in &sets {
            for (k, p) in set.iter().enumerate() {
                let (col, r) = (k as u32 % per_row, row + k as u32 / per_row);
                let img = image::load_from_memory(&p.png).unwrap().to_rgba8();
                let x = gap + col * (big + gap);
                let y = top + gap + r * row_h;
                let large = image::imageops::resize(&img, big, big, FilterType::Triangle);
                image::imageops::overlay(&mut sheet, &large, i64::from(x), i64::from(y));
                let tiny = image::imageops::resize(&img, ON_BUTTON, ON_BUTTON, FilterType::Triangle);
                let tx = x + (big - ON_BUTTON) / 2;
                image::imageops::overlay(&mut sheet, &tiny, i64::from(tx), i64::from(y + big + gap));
            }
            row += rows_of(set.len());
        }
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/pictures");
    sheet.save(dir.join("emojis.png")).unwrap();
    for set in FaceSet::ALL {
        let bytes: Vec<usize> = pictures()
            .iter()
            .filter(|p| p.face.set() == set)
            .map(|p| p.png.len())
            .collect();
        println!(
            "{set:?}: {} faces, {} to {} bytes each, {} in all",
            bytes.len(),
            bytes.iter().min().unwrap(),
            bytes.iter().max().unwrap(),
            bytes.iter().sum::<usize>()
        );
    }
}
