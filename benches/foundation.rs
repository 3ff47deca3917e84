//! Benchmarks of the foundation: pictures, move generation, and one move
//! through the whole service. Run with `cargo bench --bench foundation`.

use criterion::{Criterion, criterion_group, criterion_main};
use dominoes_bot::engine::{AnyGame, GameKind, GameRng, Options, Viewer};
use dominoes_bot::service::{Audience, Ctx, Seeds, Service, SystemClock, User};
use dominoes_bot::store::Store;
use std::hint::black_box;
use std::sync::atomic::AtomicU64;
use std::time::{Duration, Instant};

/// A game of `kind` played with random legal moves for `plies` moves.
fn position(kind: GameKind, seats: usize, plies: usize) -> (Box<dyn AnyGame>, GameRng) {
    let mut rng = GameRng::from_seed(GameRng::seed_from_u64(11));
    let mut game = kind.setup(&Options::default(), seats, &mut rng).unwrap();
    let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(12));
    for _ in 0..plies {
        let Some(seat) = game.to_act().seat() else { break };
        let legal = game.legal(seat);
        let pick = &legal[chooser.below(legal.len())].notation;
        game.play(seat, pick, &mut rng).unwrap();
    }
    (game, rng)
}

/// Every game played at a table, at its largest table (the fullest board).
fn games() -> Vec<(GameKind, usize)> {
    GameKind::ALL
        .into_iter()
        .filter(|k| k.is_playable())
        .map(|k| (k, k.record().seats.max))
        .collect()
}

fn render(c: &mut Criterion) {
    for (kind, seats) in games() {
        let (game, _) = position(kind, seats, 100);
        let view = game.view(Viewer::Public);
        let names: Vec<String> = (0..seats).map(|i| format!("player{i}")).collect();
        c.bench_function(&format!("render+png final board {}", kind.id()), |b| {
            b.iter(|| dominoes_bot::render::board_png(black_box(&view), &names))
        });
    }
}

fn engine(c: &mut Criterion) {
    for (kind, seats) in games() {
        // Mid-game, where most games have the most choices.
        let (game, rng) = position(kind, seats, 12);
        let seat = game.to_act().seat().unwrap();
        c.bench_function(&format!("legal moves {}", kind.id()), |b| {
            b.iter(|| black_box(game.legal(seat)))
        });
        let action = game.legal(seat)[0].notation.clone();
        c.bench_function(&format!("parse+apply {}", kind.id()), |b| {
            b.iter(|| {
                let mut g = game.clone_box();
                let mut r = rng.clone();
                g.play(seat, black_box(&action), &mut r).unwrap();
                g
            })
        });
    }
}

fn service_move(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("bench.sqlite3")).unwrap();
    let svc = Service::new(store, Box::new(SystemClock), Seeds::Fixed(AtomicU64::new(3)));
    let users: Vec<User> = (1..=2)
        .map(|id| User {
            id,
            name: format!("u{id}"),
        })
        .collect();
    let mut channel = 0u64;
    let mut new_game = |svc: &Service| {
        channel += 1;
        let ctx = |u: &User| Ctx {
            guild: 1,
            channel,
            user: u.clone(),
            locale: Default::default(),
            guild_locale: None,
        };
        let r = svc.play(
            &ctx(&users[0]),
            dominoes_bot::engine::GameKind::Dominimum,
            &users[1..],
            None,
        );
        let id = r[0].buttons[0].id.split_once(':').unwrap().1.to_string();
        svc.button(&ctx(&users[1]), &format!("accept:{id}"));
        (channel, id.parse::<i64>().unwrap())
    };
    let mut current = new_game(&svc);
    c.bench_function("one move through the service (load, validate, commit, render)", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let row = svc.store().game(current.1).unwrap().unwrap();
                let Some(next) = row.to_act else {
                    current = new_game(&svc);
                    continue;
                };
                let ctx = Ctx {
                    guild: 1,
                    channel: current.0,
                    user: User {
                        id: next,
                        name: String::new(),
                    },
                    locale: Default::default(),
                    guild_locale: None,
                };
                let action = svc.legal_actions(&ctx)[0].notation.clone();
                let start = Instant::now();
                let replies = svc.make_move(&ctx, &action);
                total += start.elapsed();
                assert_eq!(replies[0].audience, Audience::Public);
            }
            total
        })
    });
}

/// Adding Donimoes is a puzzle, not a seated game: its solver (run by
/// `/puzzle` and `/hint`) and its picture.
fn adding(c: &mut Criterion) {
    use dominoes_bot::engine::adding::{Goal, Position, Puzzle, ViewInfo, problems, solver};
    let problem = problems::numbered(1).unwrap().problem;
    let start = Position::start(problem.queue());
    for goal in Goal::ALL {
        c.bench_function(&format!("adding solve problem 1 ({})", goal.id()), |b| {
            b.iter(|| solver::solve(black_box(&start), goal, solver::DEFAULT_BUDGET))
        });
    }
    let puzzle = Puzzle::replay(problem, Goal::AllAdded, &["15H24".to_string(), "15R".to_string()]).unwrap();
    let view = puzzle.view(&ViewInfo {
        title: "Problem 1".into(),
        shortest: Some(8),
        hints: 0,
    });
    c.bench_function("render+png adding puzzle", |b| {
        b.iter(|| dominoes_bot::render::board_png(black_box(&view), &["player".to_string()]))
    });
}

/// Euronimoes' second step (playing a domino), where its choices are: the
/// generic benchmark above lands on a draw step.
fn euronimoes_play_step(c: &mut Criterion) {
    let (game, rng) = position(GameKind::Euronimoes, 4, 13);
    let seat = game.to_act().seat().unwrap();
    c.bench_function("legal moves euronimoes (play step)", |b| {
        b.iter(|| black_box(game.legal(seat)))
    });
    let action = game.legal(seat)[0].notation.clone();
    c.bench_function("parse+apply euronimoes (play step)", |b| {
        b.iter(|| {
            let mut g = game.clone_box();
            let mut r = rng.clone();
            g.play(seat, black_box(&action), &mut r).unwrap();
            g
        })
    });
}

criterion_group!(benches, render, engine, euronimoes_play_step, service_move, adding);
criterion_main!(benches);
