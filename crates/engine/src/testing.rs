//! Shared checks for the random-playout property tests of every game.

use super::{AnyGame, GameKind, GameRng, GameView, Options, Seat, Viewer};
use crate::common::tiles::Tile;

/// Plays one game of `kind` to the end with random legal moves drawn from
/// `seed`, checking at every step that:
/// - every legal action's notation parses back to itself and applies;
/// - a few actions that are not legal are refused and change nothing;
/// - the public view shows no tile held in secret, and each seat's view
///   shows no other seat's secrets;
/// - `conserved` (the game's own tile accounting) holds.
///
/// Returns the finished game.
pub fn random_playout(
    kind: GameKind,
    seats: usize,
    variant: Option<&str>,
    seed: u64,
    conserved: impl Fn(&dyn AnyGame),
) -> Box<dyn AnyGame> {
    playout(kind, seats, variant, seed, None, conserved)
}

/// [`random_playout`] for games that may not end under random play: the
/// same checks, but it stops after `cap` actions. Returns the game, which
/// is finished (with all the end checks done) or has reached the cap.
pub fn random_playout_capped(
    kind: GameKind,
    seats: usize,
    variant: Option<&str>,
    seed: u64,
    cap: usize,
    conserved: impl Fn(&dyn AnyGame),
) -> Box<dyn AnyGame> {
    playout(kind, seats, variant, seed, Some(cap), conserved)
}

fn playout(
    kind: GameKind,
    seats: usize,
    variant: Option<&str>,
    seed: u64,
    cap: Option<usize>,
    conserved: impl Fn(&dyn AnyGame),
) -> Box<dyn AnyGame> {
    let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
    let options = Options {
        variant: variant.map(str::to_string),
    };
    let mut game = kind.setup(&options, seats, &mut rng).expect("setup");
    let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(seed ^ 0x5eed));
    let mut steps = 0;
    while !game.to_act().seats().is_empty() {
        let acting = game.to_act().seats();
        // In a simultaneous step any acting seat may go first: pick one.
        let seat = acting[chooser.below(acting.len())];
        if cap.is_some_and(|cap| steps >= cap) {
            conserved(game.as_ref());
            check_views(game.as_ref());
            return game;
        }
        steps += 1;
        assert!(cap.is_some() || steps < 10_000, "the game does not end");
        conserved(game.as_ref());
        check_views(game.as_ref());
        let legal = game.legal(seat);
        assert!(!legal.is_empty(), "seat {seat} to act with no legal action");
        for other in 0..game.seats() {
            if !acting.contains(&other) {
                assert!(game.legal(other).is_empty(), "seat {other} has actions out of turn");
            }
        }
        // Every legal action applies, and its notation reads back as itself
        // (spread over a sample of at most ~300 when there are thousands).
        let stride = legal.len() / 300 + 1;
        for a in legal.iter().step_by(stride) {
            let mut trial = game.clone_box();
            let played = trial
                .play(seat, &a.notation, &mut rng.clone())
                .expect("a legal action applies");
            assert_eq!(played.notation, a.notation, "parse(notation(a)) == a");
        }
        // Actions of another seat, garbage and near misses are refused, changing nothing.
        let before = game.snapshot();
        for text in ["", "9-9 0,0 E", "0-0 1000,1000 E", "hello", "3-6 0,0"] {
            if legal.iter().any(|a| a.notation == text) {
                continue;
            }
            assert!(
                game.play(seat, text, &mut rng.clone()).is_err(),
                "`{text}` was accepted"
            );
        }
        if let Some(not_turn) = (0..game.seats()).find(|s| !acting.contains(s)) {
            assert!(game.play(not_turn, &legal[0].notation, &mut rng.clone()).is_err());
        }
        assert_eq!(game.snapshot(), before, "a refused action changed the state");
        let pick = chooser.below(legal.len());
        game.play(seat, &legal[pick].notation, &mut rng)
            .expect("legal action applies");
    }
    assert!(game.outcome().is_some(), "a finished game has an outcome");
    assert!(game.legal(0).is_empty());
    conserved(game.as_ref());
    game
}

/// No view shows a tile that someone else holds in secret, in its data or
/// in its text. With several copies of a tile in play (two sets), a view may
/// show as many copies as are not held in secret by others, and may name the
/// tile unless every copy is someone else's secret.
pub fn check_views(game: &dyn AnyGame) {
    let secrets = game.secret_tiles();
    let copies = game.tile_copies();
    let public = game.view(Viewer::Public);
    assert!(public.private.is_none());
    assert_no_tiles(&public, &secrets, &[], copies);
    for seat in 0..game.seats() {
        let view = game.view(Viewer::Seat(seat));
        let own: Vec<Tile> = view
            .private
            .as_ref()
            .map(|p| p.tiles.iter().map(|(_, t)| *t).collect())
            .unwrap_or_default();
        assert_no_tiles(&view, &secrets, &own, copies);
        if let Some(p) = &view.private {
            // A reply leans on the flag not to say the turn twice.
            let told = p.notes.iter().any(|n| n.plain().starts_with("Your turn"));
            assert_eq!(p.tells_turn, told, "seat {seat}'s notes: {:?}", p.notes);
        }
    }
}

fn count(tiles: &[Tile], t: Tile) -> usize {
    tiles.iter().filter(|&&x| x == t).count()
}

fn assert_no_tiles(view: &super::GameView, secrets: &[Tile], allowed: &[Tile], copies: usize) {
    let visible = view.visible_tiles();
    let text = serde_json::to_string(view).expect("views serialise");
    let mut distinct = secrets.to_vec();
    distinct.sort();
    distinct.dedup();
    for t in distinct {
        // The viewer's own secrets are theirs to see.
        let hidden = count(secrets, t).saturating_sub(count(allowed, t));
        if hidden == 0 {
            continue;
        }
        assert!(
            count(&visible, t) + hidden <= copies,
            "secret {t} is in a view ({} shown, {hidden} held by others, {copies} in play)",
            count(&visible, t)
        );
        if hidden < copies {
            continue;
        }
        for spelled in [format!("{}-{}", t.lo, t.hi), format!("{}-{}", t.hi, t.lo)] {
            assert!(!text.contains(&spelled), "secret {t} is named in a view's text: {text}");
        }
    }
}

/// A position of `kind` after up to `plies` random legal actions from
/// `seed` (fewer if the game ends first).
pub fn random_position(
    kind: GameKind,
    seats: usize,
    variant: Option<&str>,
    seed: u64,
    plies: usize,
) -> Box<dyn AnyGame> {
    let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
    let options = Options {
        variant: variant.map(str::to_string),
    };
    let mut game = kind.setup(&options, seats, &mut rng).expect("setup");
    let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(seed ^ 0xd1ce));
    for _ in 0..plies {
        let Some(seat) = game.to_act().seat() else { break };
        let n = game.legal_count(seat);
        game.play_nth(seat, chooser.below(n), &mut rng)
            .expect("a legal action applies");
    }
    game
}

/// Trades hidden tiles as `seat` sees them, for building a twin state for
/// [`check_determinize`]: the next seat's first tile swaps with the first of
/// the face-down `supply`; with the supply empty, with the first tile of
/// the seat after; with two players, the next seat's hand is reversed.
/// `false` when the next seat holds nothing.
pub fn trade_hidden(hands: &mut [Vec<Tile>], supply: &mut [Tile], seat: Seat) -> bool {
    let n = hands.len();
    if n < 2 {
        return false;
    }
    let (o, p) = ((seat + 1) % n, (seat + 2) % n);
    if hands[o].is_empty() {
        return false;
    }
    if let Some(first) = supply.first_mut() {
        std::mem::swap(first, &mut hands[o][0]);
    } else if n > 2 && !hands[p].is_empty() {
        let a = hands[o][0];
        hands[o][0] = hands[p][0];
        hands[p][0] = a;
    } else {
        hands[o].reverse();
    }
    true
}

/// Checks `determinize` from `seat`: the imagined table shows everyone and
/// `seat` exactly what the real one shows (every public fact, the seat's
/// own secrets, whose turn, the seat's legal actions, how much is unseen),
/// holds the same secret tiles in other places, and is the same table for
/// `twin`, a state that looks the same from `seat` but differs in hidden
/// parts. Over a few generators it deals the hidden tiles differently, as
/// long as at least two of them are hidden from `seat`. Checks
/// `determinize_with_history` the same way.
pub fn check_determinize(game: &dyn AnyGame, twin: &dyn AnyGame, seat: Seat) {
    let mine = Viewer::Seat(seat);
    assert_eq!(
        game.view(Viewer::Public),
        twin.view(Viewer::Public),
        "the twin looks the same"
    );
    assert_eq!(game.view(mine), twin.view(mine), "the twin looks the same to the seat");
    assert_ne!(game.snapshot(), twin.snapshot(), "the twin differs in hidden parts");
    let sorted = |mut v: Vec<Tile>| {
        v.sort();
        v
    };
    let own: Vec<Tile> = game
        .view(mine)
        .private
        .map(|p| p.tiles.iter().map(|(_, t)| *t).collect())
        .unwrap_or_default();
    let hidden = game.secret_tiles().iter().filter(|t| !own.contains(t)).count();
    let mut varied = false;
    // Both ways of imagining the table: plain, and weighed by the history.
    type Imagine = fn(&dyn AnyGame, Seat, &mut GameRng) -> Box<dyn AnyGame>;
    let ways: [Imagine; 2] = [
        |g, s, r| g.determinize(s, r),
        |g, s, r| g.determinize_with_history(s, r),
    ];
    for (seed, imagine) in (0..8).flat_map(|seed| ways.iter().map(move |w| (seed, w))) {
        let det = imagine(game, seat, &mut GameRng::from_seed(GameRng::seed_from_u64(seed)));
        assert_eq!(det.view(Viewer::Public), game.view(Viewer::Public), "public facts kept");
        assert_eq!(det.view(mine), game.view(mine), "the seat's own secrets kept");
        assert_eq!(det.to_act(), game.to_act());
        assert_eq!(det.legal_notations(seat), game.legal_notations(seat));
        assert_eq!(det.unseen(), game.unseen());
        assert_eq!(
            sorted(det.secret_tiles()),
            sorted(game.secret_tiles()),
            "tiles conserved"
        );
        check_views(det.as_ref());
        let from_twin = imagine(twin, seat, &mut GameRng::from_seed(GameRng::seed_from_u64(seed)));
        assert_eq!(
            det.snapshot(),
            from_twin.snapshot(),
            "the same look gives the same table"
        );
        varied |= det.snapshot() != game.snapshot();
    }
    assert!(
        varied || hidden < 2,
        "{hidden} hidden tiles were never dealt differently"
    );
}

/// A position to check: `(seed, seats, variant, plies)` for [`random_position`].
pub type Position = (u64, usize, Option<&'static str>, usize);

/// Every combination of the first `seeds` seeds, these seat counts, variants
/// and numbers of random plies.
pub fn positions(
    seeds: u64,
    seats: std::ops::RangeInclusive<usize>,
    variants: &[Option<&'static str>],
    plies: &[usize],
) -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 0..seeds {
        for n in seats.clone() {
            for &variant in variants {
                out.extend(plies.iter().map(|&p| (seed, n, variant, p)));
            }
        }
    }
    out
}

/// Runs [`check_determinize`] on random positions of `kind`, from every seat
/// for which `twin` builds a state that looks the same to it but differs in
/// hidden parts (finished games are skipped: nobody decides anything there).
/// `also` adds the game's own checks of each (position, its state, seat).
/// Returns how many were checked, so a test can insist that enough were.
pub fn check_determinize_on<G>(
    kind: GameKind,
    positions: impl IntoIterator<Item = Position>,
    twin: impl Fn(&G, Seat) -> Option<G>,
    mut also: impl FnMut(&dyn AnyGame, &G, Seat),
) -> usize
where
    G: serde::Serialize + serde::de::DeserializeOwned,
{
    let mut checked = 0;
    for (seed, seats, variant, plies) in positions {
        let game = random_position(kind, seats, variant, seed, plies);
        if game.outcome().is_some() {
            continue;
        }
        let state: G = serde_json::from_str(&game.snapshot()).expect("a game's snapshot parses");
        for seat in 0..seats {
            if let Some(t) = twin(&state, seat) {
                let t = kind
                    .load(&serde_json::to_string(&t).expect("a state serializes"))
                    .expect("the twin loads");
                check_determinize(game.as_ref(), t.as_ref(), seat);
                also(game.as_ref(), &state, seat);
                checked += 1;
            }
        }
    }
    checked
}

/// The public view after every action of a seeded random game of `kind`
/// at `seats` (the first is the setup), to the end or 3000 actions.
pub fn public_playout(kind: GameKind, seats: usize, seed: u64) -> Vec<GameView> {
    public_playout_of(kind, seats, None, seed).1
}

/// [`public_playout`] of a `variant`, with the game as it stands at the end.
pub fn public_playout_of(
    kind: GameKind,
    seats: usize,
    variant: Option<&str>,
    seed: u64,
) -> (Box<dyn AnyGame>, Vec<GameView>) {
    let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
    let options = Options {
        variant: variant.map(str::to_string),
    };
    let mut game = kind.setup(&options, seats, &mut rng).expect("setup");
    let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(seed + 1));
    let mut views = vec![game.view(Viewer::Public)];
    // Some games need not end under random play: a cap keeps this finite.
    for _ in 0..3000 {
        let acting = game.to_act().seats();
        if acting.is_empty() {
            break;
        }
        let seat = acting[chooser.below(acting.len())];
        let legal = game.legal(seat);
        let pick = &legal[chooser.below(legal.len())].notation;
        game.play(seat, pick, &mut rng).expect("a legal action plays");
        views.push(game.view(Viewer::Public));
    }
    (game, views)
}

/// Adding Donimoes problem `number` played at random (seeded) for up to 30
/// moves towards every domino added: its view at each step, titled
/// `title`. Empty for a number the list does not have.
pub fn puzzle_playout(number: usize, seed: u64, title: &str) -> Vec<GameView> {
    use crate::adding::{Goal, Puzzle, ViewInfo, problems};
    let Some(numbered) = problems::numbered(number) else {
        return Vec::new();
    };
    let mut puzzle = Puzzle::new(numbered.problem, Goal::AllAdded);
    let info = ViewInfo {
        title: title.to_string(),
        shortest: Some(9),
        hints: 0,
    };
    let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(seed));
    let mut views = vec![puzzle.view(&info)];
    for _ in 0..30 {
        let legal = puzzle.legal();
        if legal.is_empty() {
            break;
        }
        puzzle.play_line(&legal[chooser.below(legal.len())].notation);
        views.push(puzzle.view(&info));
    }
    views
}
