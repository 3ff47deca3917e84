//! The public pictures of every game: how long a late board takes to draw
//! and encode, and how many bytes the pictures of whole games weigh.
//!
//! - Speed (criterion, release): `cargo bench --bench pictures`.
//! - Sizes: `PICTURE_STATS=1 cargo bench --bench pictures` prints, per game,
//!   the median and largest PNG of every public picture of a few seeded
//!   random games at every table size (sampled), and the largest shape.
//! - Where the time goes: `PICTURE_SPLIT=1 cargo bench --bench pictures`
//!   prints drawing and encoding apart.

use criterion::{Criterion, criterion_group};
use dominoes_bot::engine::testing::{public_playout_of, puzzle_playout};
use dominoes_bot::engine::{GameKind, GameView};
use std::hint::black_box;
use std::time::Instant;

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("player{}", i + 1)).collect()
}

/// The late board the speed benchmark draws: the last picture of a seeded
/// game at the game's largest table.
fn late_board(kind: GameKind) -> (GameView, Vec<String>) {
    if kind.is_puzzle() {
        let views = puzzle_playout(1, 7, "Problem 1");
        return (views.last().cloned().expect("a picture"), names(1));
    }
    let seats = kind.record().seats.max;
    let (_, views) = public_playout_of(kind, seats, None, 11);
    (views.last().cloned().expect("a picture"), names(seats))
}

fn render(c: &mut Criterion) {
    for kind in GameKind::ALL {
        let (view, names) = late_board(kind);
        c.bench_function(&format!("late board {}", kind.id()), |b| {
            b.iter(|| dominoes_bot::render::board_png(black_box(&view), &names))
        });
    }
}

/// Every nth picture of `views`, at most `max`, spread evenly.
fn sample(views: Vec<GameView>, max: usize) -> Vec<GameView> {
    let step = views.len().div_ceil(max).max(1);
    views.into_iter().step_by(step).collect()
}

/// Prints each game's median and largest picture in bytes, its tallest
/// shape (height over width) and the median time to draw and encode.
fn stats() {
    println!("game         pictures  median B  largest B  tallest h/w  median ms");
    for kind in GameKind::ALL {
        let mut pictures: Vec<(GameView, Vec<String>)> = Vec::new();
        if kind.is_puzzle() {
            for n in 1..=6 {
                pictures.extend(
                    sample(puzzle_playout(n, n as u64, &format!("Problem {n}")), 10)
                        .into_iter()
                        .map(|v| (v, names(1))),
                );
            }
        }
        for (seats, variant) in kind.tables() {
            for seed in [1, 2] {
                let (_, views) = public_playout_of(kind, seats, variant, seed);
                pictures.extend(sample(views, 25).into_iter().map(|v| (v, names(seats))));
            }
        }
        let mut bytes = Vec::new();
        let mut times = Vec::new();
        let mut tallest = 0.0f64;
        for (view, names) in &pictures {
            let start = Instant::now();
            let img = dominoes_bot::render::board_image(view, names);
            let png = dominoes_bot::render::encode_png(&img);
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            bytes.push(png.len());
            tallest = tallest.max(f64::from(img.height()) / f64::from(img.width()));
        }
        bytes.sort();
        times.sort_by(f64::total_cmp);
        println!(
            "{:<12} {:>8}  {:>8}  {:>9}  {:>11.2}  {:>9.1}",
            kind.id(),
            bytes.len(),
            bytes[bytes.len() / 2],
            bytes[bytes.len() - 1],
            tallest,
            times[times.len() / 2]
        );
    }
}

criterion_group!(benches, render);

/// Prints, per game, the median time to draw the late board and to
/// encode it, and the least of each (the least is what a busy machine
/// disturbs least).
fn split() {
    for kind in GameKind::ALL {
        let (view, names) = late_board(kind);
        let (mut d, mut e) = (Vec::new(), Vec::new());
        for _ in 0..60 {
            let t = Instant::now();
            let img = dominoes_bot::render::board_image(&view, &names);
            d.push(t.elapsed().as_secs_f64() * 1e3);
            let t = Instant::now();
            black_box(dominoes_bot::render::encode_png(&img));
            e.push(t.elapsed().as_secs_f64() * 1e3);
        }
        d.sort_by(f64::total_cmp);
        e.sort_by(f64::total_cmp);
        println!(
            "{:<14} draw {:.2} encode {:.2} (least {:.2} {:.2})",
            kind.id(),
            d[30],
            e[30],
            d[0],
            e[0]
        );
    }
}

fn main() {
    if std::env::var_os("PICTURE_SPLIT").is_some() {
        split();
        return;
    }
    if std::env::var_os("PICTURE_STATS").is_some() {
        stats();
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
