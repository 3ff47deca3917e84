//! Ratings through the service: which games count, leaderboards (an empty
//! server, and thirty players with two hundred games), stats, history and
//! replays, each server on its own.

use crate::common;
use crate::common::refused;
use common::{GUILD, clocked, ctx, ctx_in, game_id, play_out, press, start, text, user};
use dominoes_bot::local::options;
use dominoes_bot::service::Period;
use dominoes_bot::service::{ButtonRefusal, ShowRefusal};

use dominoes_bot::ai::Level;
use dominoes_bot::engine::{GameKind, Outcome, Standing};
use dominoes_bot::rating::Pool;
use dominoes_bot::service::{Audience, ButtonId, Service};
use dominoes_bot::store::{COMPUTER_USER, GameRow, Player, Status};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const DAY: i64 = 86_400;
/// 2026-05-03, when the tests' clocks start.
const START: i64 = 1_777_766_400;

/// The channel most of these games are played in.
const HERE: u64 = 50;

/// Where this file's games get their seeds.
const SEED: u64 = 3;

fn resign(svc: &Service, channel: u64, who: u64) {
    let c = ctx(channel, who);
    let confirm = svc.resign(&c);
    let r = svc.button(&c, &confirm[0].buttons[0].id);
    assert!(r[0].text.contains("resigned"), "{}", r[0].text);
}

/// A finished game written straight to the store: `users` by seat, their
/// ranks, and when it ended.
pub(crate) fn fabricate(svc: &Service, guild: u64, kind: GameKind, users: &[u64], ranks: &[usize], at: i64) -> i64 {
    let standings = ranks
        .iter()
        .enumerate()
        .map(|(seat, &rank)| Standing {
            seat,
            rank,
            score: None,
        })
        .collect();
    fabricate_ending(svc, guild, kind, users, standings, "made up", at)
}

/// [`fabricate`] with the game's own standings (scores too) and summary.
fn fabricate_ending(
    svc: &Service,
    guild: u64,
    kind: GameKind,
    users: &[u64],
    standings: Vec<Standing>,
    summary: &str,
    at: i64,
) -> i64 {
    let mut row = GameRow {
        id: 0,
        guild_id: guild,
        channel_id: 1_000_000 + at as u64,
        kind,
        variant: None,
        status: Status::Active,
        created_by: users[0],
        seed: "00".into(),
        snapshot: Some("{}".into()),
        rng: None,
        version: 0,
        to_act: None,
        outcome: None,
        abort_votes: vec![],
        created_at: at,
        updated_at: at,
        wait: Default::default(),
        proposal: None,
        turn_post: Default::default(),
        locale: None,
        players: users
            .iter()
            .enumerate()
            .map(|(i, &u)| Player {
                slot: i,
                user_id: Some(u),
                name: format!("user{u}"),
                accepted: true,
                seat: Some(i),
                computer: None,
            })
            .collect(),
    };
    row.id = svc.store().create_game(&row, &dominoes_bot::store::never_due).unwrap();
    row.status = Status::Finished;
    row.outcome = Some(Outcome {
        standings,
        summary: summary.into(),
        teams: vec![],
    });
    svc.store().save(&row, None, &dominoes_bot::store::never_due).unwrap();
    row.id
}

/// Thirty players of known strength (player 1 strongest) play two hundred
/// games of Draw dominoes, most of them duels, over sixty days.
fn thirty_players(svc: &Service) {
    let mut rng = ChaCha8Rng::seed_from_u64(30);
    for g in 0..200 {
        let seats = if g % 5 == 0 { 3 } else { 2 };
        let mut users: Vec<u64> = Vec::new();
        while users.len() < seats {
            let u = rng.random_range(1..=30);
            if !users.contains(&u) {
                users.push(u);
            }
        }
        // Lower ids are stronger; a little luck decides close games.
        let mut order: Vec<(f64, usize)> = users
            .iter()
            .enumerate()
            .map(|(i, &u)| (u as f64 + rng.random_range(0.0..8.0), i))
            .collect();
        order.sort_by(|a, b| a.0.total_cmp(&b.0));
        let mut ranks = vec![0; seats];
        for (place, &(_, i)) in order.iter().enumerate() {
            ranks[i] = place + 1;
        }
        fabricate(
            svc,
            1,
            GameKind::Draw,
            &users,
            &ranks,
            START - 60 * DAY + g * (60 * DAY / 200),
        );
    }
}

#[test]
fn an_empty_server_gets_a_friendly_word_not_a_table() {
    let (svc, _) = clocked(START, SEED);
    let r = svc.leaderboard(&ctx(HERE, 1), None, Period::All);
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].audience, Audience::Private(1));
    assert!(r[0].text.contains("Nobody has a rating here yet"), "{}", r[0].text);
    assert!(r[0].image.is_none());
    let r = svc.leaderboard(&ctx(HERE, 1), Some(GameKind::Dominimum), Period::Week);
    assert!(
        r[0].text
            .contains("No rated games of Dominimum here in the past 7 days"),
        "{}",
        r[0].text
    );
    let r = svc.leaderboard(&ctx(HERE, 1), Some(GameKind::Adding), Period::All);
    assert!(r[0].text.contains("played alone"), "{}", r[0].text);
    // An unknown game or period is refused where the words are read: at
    // the front end's edge (Discord offers only choices).
    assert_eq!(
        options::listed_game(Some("chess")),
        Err(ShowRefusal::UnknownGame { game: "chess".into() }.into())
    );
    assert_eq!(options::period(Some("fortnight")), Err(ShowRefusal::Period.into()));
    let r = svc.stats(&ctx(HERE, 1), None, None);
    assert!(r[0].text.contains("no rated games"), "{}", r[0].text);
    let r = svc.history(&ctx(HERE, 1), None, None);
    assert!(r[0].text.contains("no finished games"), "{}", r[0].text);
}

/// The numbers on a leaderboard line: place and shown rating.
fn ranked_lines(text: &str) -> Vec<(String, i64)> {
    text.lines()
        .filter(|l| l.split_whitespace().any(|w| w.starts_with('±')))
        .map(|l| {
            let mut words = l.split_whitespace();
            let place = words.next().unwrap().to_string();
            let rating = l
                .split_whitespace()
                .take_while(|w| !w.starts_with('±'))
                .last()
                .unwrap()
                .parse()
                .unwrap();
            (place, rating)
        })
        .collect()
}

#[test]
fn thirty_players_two_hundred_games_and_the_caller_far_below_the_top() {
    let (svc, _) = clocked(START, SEED);
    thirty_players(&svc);
    // Player 30, the weakest, asks.
    let r = svc.leaderboard(&ctx(HERE, 30), Some(GameKind::Draw), Period::All);
    assert_eq!(r[0].audience, Audience::Public);
    let png = &r[0].image.as_ref().expect("a picture").png;
    assert!(png.starts_with(b"\x89PNG"));
    let all = text(&r);
    assert!(all.contains("**Draw dominoes leaderboard** (all time)"), "{all}");
    assert!(all.contains("__2 players__ (Glicko-2)"), "{all}");
    assert!(
        all.contains("__3-4 players or teams__ (Weng-Lin, as OpenSkill)"),
        "{all}"
    );
    let duels: &str = all.split("__3-4").next().unwrap();
    let lines = ranked_lines(duels);
    assert_eq!(lines.len(), 11, "ten at the top and the caller: {duels}");
    assert_eq!(lines[0].0, "🥇");
    assert_eq!(lines[2].0, "🥉");
    assert_eq!(lines[3].0, "4.");
    let ratings: Vec<i64> = lines.iter().map(|l| l.1).collect();
    assert!(ratings.windows(2).all(|w| w[0] >= w[1]), "best first: {ratings:?}");
    let caller = duels.lines().find(|l| l.contains("(you)")).unwrap();
    assert!(caller.contains("**user30** (you)"), "{caller}");
    let place: usize = caller.split('.').next().unwrap().parse().unwrap();
    assert!(place > 20, "the weakest player is near the bottom: {caller}");
    assert!(duels.contains("…\n"), "a gap before the caller: {duels}");
    // The strongest players lead.
    let top: Vec<&str> = duels.lines().filter(|l| l.contains(" ±")).take(3).collect();
    assert!(
        top.iter()
            .any(|l| l.contains("user1 ") || l.contains("user2 ") || l.contains("user3 ")),
        "{top:?}"
    );

    // The past week counts only its own games, with how far each moved.
    let week = text(&svc.leaderboard(&ctx(HERE, 30), Some(GameKind::Draw), Period::Week));
    assert!(week.contains("(the past 7 days)"), "{week}");
    assert!(week.contains("this period)"), "{week}");
    let week_lines = ranked_lines(&week).len();
    assert!(week_lines > 0 && week_lines < 30, "{week}");

    // The overview names each pool's leader, and the caller's place.
    let over = svc.leaderboard(&ctx(HERE, 30), None, Period::All);
    let over_text = text(&over);
    assert!(over_text.contains("**Draw dominoes · 2 players**"), "{over_text}");
    assert!(
        over_text.contains("**Draw dominoes · 3-4 players or teams**"),
        "{over_text}"
    );
    assert!(over_text.contains("you: "), "{over_text}");
    assert!(over[0].image.is_some());

    // Another server sees none of it.
    let elsewhere = svc.leaderboard(&ctx_in(2, 9, 30), Some(GameKind::Draw), Period::All);
    assert!(
        elsewhere[0].text.contains("No rated games of Draw dominoes here"),
        "{}",
        elsewhere[0].text
    );
}

#[test]
fn stats_show_record_streak_best_win_opponents_and_head_to_head() {
    let (svc, _) = clocked(START, SEED);
    // Player 1 beats 2 twice, loses to 3, draws with 2, then wins two
    // three-player games.
    fabricate(&svc, 1, GameKind::Dominimum, &[1, 2], &[1, 2], START - 9 * DAY);
    fabricate(&svc, 1, GameKind::Dominimum, &[2, 1], &[2, 1], START - 8 * DAY);
    fabricate(&svc, 1, GameKind::Dominimum, &[1, 3], &[2, 1], START - 7 * DAY);
    fabricate(&svc, 1, GameKind::Dominimum, &[1, 2], &[1, 1], START - 6 * DAY);
    fabricate(&svc, 1, GameKind::Draw, &[1, 2, 3], &[1, 2, 3], START - 5 * DAY);
    fabricate(&svc, 1, GameKind::Draw, &[3, 1, 2], &[2, 1, 3], START - 4 * DAY);
    let r = svc.stats(&ctx(HERE, 2), Some(&user(1)), Some(&user(3)));
    assert_eq!(r[0].audience, Audience::Public);
    assert!(r[0].image.as_ref().is_some_and(|i| i.png.starts_with(b"\x89PNG")));
    let t = text(&r);
    let duel = t
        .lines()
        .find(|l| l.starts_with("__Dominimum · 2 players__"))
        .expect(&t);
    assert!(duel.contains("4 games: 2 W, 1 L, 1 D"), "{duel}");
    assert!(duel.contains("last game: a draw"), "{duel}");
    assert!(duel.contains("best win: over user2 (then rated "), "{duel}");
    let table = t
        .lines()
        .find(|l| l.starts_with("__Draw dominoes · 3-4 players or teams__"))
        .expect(&t);
    assert!(table.contains("2 games: 2 W, 0 L, 0 D"), "{table}");
    assert!(table.contains("streak: 2 wins in a row"), "{table}");
    assert!(table.contains("(1st of 3)"), "{table}");
    // A table game has places, not wins over someone.
    assert!(table.contains("best result: ahead of user"), "{table}");
    // Player 2 was met in five games (3 duels, 2 tables), player 3 in three.
    assert!(
        t.contains("Most played against (wins-losses-draws): user2 (5 games, 4-0-1), user3 (3 games, 2-1-0)"),
        "{t}"
    );
    assert!(
        t.contains("Against <@3> (wins-losses-draws): Dominimum 0-1-0 in 1 game (last: #3); Draw dominoes 2-0-0 in 2 games (last: #6)"),
        "{t}"
    );
    let r = svc.stats(&ctx(HERE, 2), None, Some(&user(2)));
    assert_eq!(r[0].audience, Audience::Private(2));
    assert!(refused!(r[0], Show(ShowRefusal::SameVs)), "{}", r[0].text);
}

#[test]
fn a_resignation_counts_as_a_loss_and_an_abort_counts_for_nobody() {
    let (svc, _) = clocked(START, SEED);
    let id = start(&svc, 50, "dominimum", &[1, 2]);
    let next = svc.store().game(id).unwrap().unwrap().to_act.unwrap();
    let legal = svc.legal_actions(&ctx(HERE, next));
    svc.make_move(&ctx(HERE, next), &legal[0].notation);
    resign(&svc, 50, 2);
    let changes = svc.store().rating_changes(1, None, None).unwrap();
    assert_eq!(changes.len(), 2);
    let two = changes.iter().find(|c| c.user_id == 2).unwrap();
    let one = changes.iter().find(|c| c.user_id == 1).unwrap();
    assert_eq!(two.result, dominoes_bot::rating::GameResult::Loss);
    assert_eq!(one.result, dominoes_bot::rating::GameResult::Win);
    assert_eq!(one.pool, Pool::Duel);
    assert!(one.after.rating > 1600.0 && two.after.rating < 1400.0);

    // Aborted before the second move: nothing changes.
    let aborted = start(&svc, 50, "dominimum", &[1, 2]);
    let r = svc.abort(&ctx(HERE, 1));
    assert!(r[0].text.contains("aborted"), "{}", r[0].text);
    assert_eq!(svc.store().game(aborted).unwrap().unwrap().status, Status::Aborted);
    assert_eq!(svc.store().rating_changes(1, None, None).unwrap().len(), 2);

    // A whole game played to its end is rated too, exactly once.
    let full = start(&svc, 51, "draw", &[3, 4]);
    play_out(&svc, 51, full);
    let changes = svc.store().rating_changes(1, Some(GameKind::Draw), None).unwrap();
    assert_eq!(changes.len(), 2);
    assert!(changes.iter().all(|c| c.game_id == full));

    // The history shows the results and numbers, with Replay buttons.
    let h = svc.history(&ctx(HERE, 2), None, None);
    assert_eq!(h[0].audience, Audience::Private(2));
    let t = text(&h);
    assert!(t.contains(&format!("`#{id}` Dominimum")), "{t}");
    assert!(
        t.contains("**2nd of 2** vs <@1> · <@1> won: <@2> resigned · rating"),
        "{t}"
    );
    assert!(
        !t.contains(&format!("#{aborted}")),
        "aborted games are not finished games: {t}"
    );
    let last = h.last().unwrap();
    assert_eq!(last.buttons[0].id, format!("replay:{id}"));
    // Player 4's history of Draw dominoes only.
    let t = text(&svc.history(&ctx(HERE, 3), Some(&user(4)), Some(GameKind::Draw)));
    assert!(t.contains(&format!("`#{full}` Draw dominoes")), "{t}");
    assert!(!t.contains("Dominimum"), "{t}");
}

#[test]
fn a_game_lost_on_time_counts_as_a_loss() {
    let (svc, clock) = clocked(START, SEED);
    let id = start(&svc, 50, "dominimum", &[1, 2]);
    let late = svc.store().game(id).unwrap().unwrap().to_act.unwrap();
    // Past the move deadline and its grace period (the defaults), the game is decided.
    clock.advance(30 * DAY);
    svc.tick();
    assert_eq!(svc.store().game(id).unwrap().unwrap().status, Status::Finished);
    let changes = svc.store().rating_changes(1, None, None).unwrap();
    assert_eq!(changes.len(), 2);
    for c in changes {
        let expected = if c.user_id == late {
            dominoes_bot::rating::GameResult::Loss
        } else {
            dominoes_bot::rating::GameResult::Win
        };
        assert_eq!(c.result, expected);
    }
}

#[test]
fn replays_step_through_finished_games_only() {
    let (svc, _) = clocked(START, SEED);
    let id = start(&svc, 50, "dominimum", &[1, 2]);
    // Running: no replay, and the seed stays secret.
    let r = svc.replay(&ctx(HERE, 3), id, None);
    assert_eq!(r[0].audience, Audience::Private(3));
    assert!(refused!(r[0], Show(ShowRefusal::NotOver { .. })), "{}", r[0].text);
    let seed = svc.store().game(id).unwrap().unwrap().seed;
    assert!(!r[0].text.contains(&seed));
    play_out(&svc, 50, id);
    let n = svc.store().actions(id).unwrap().len();

    let r = svc.replay(&ctx(HERE, 3), id, None);
    assert_eq!(r.len(), 2, "the summary and the animation: {r:#?}");
    let summary = &r[0];
    assert!(
        summary.text.contains(&format!("**Game #{id} · Dominimum**")),
        "{}",
        summary.text
    );
    assert!(summary.text.contains(&seed), "the seed is shown once the game is over");
    assert!(summary.image.as_ref().is_some_and(|i| i.png.starts_with(b"\x89PNG")));
    let ids: Vec<&str> = summary.buttons.iter().map(|b| b.id.as_str()).collect();
    assert_eq!(ids, [format!("replay:{id}:0"), format!("replay:{id}:{}", n - 1)]);
    // The moves in words if they fit, else a pointer to the buttons.
    let first = &svc.store().actions(id).unwrap()[0].notation;
    let listed = summary.text.contains("Moves of game") && summary.text.contains(first.as_str());
    assert!(
        listed || summary.text.contains("Step through the moves"),
        "{}",
        summary.text
    );
    assert_eq!(summary.text.matches("```").count() % 2, 0, "code blocks are closed");
    assert!(r.iter().all(|x| x.text.chars().count() <= 2000));
    let gif = r[1].image.as_ref().unwrap();
    assert!(gif.filename.ends_with(".gif") && gif.png.starts_with(b"GIF8"));
    use image::AnimationDecoder;
    let frames = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif.png.clone()))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), (n + 1).min(40), "a frame a step, sampled in long games");
    assert!(gif.png.len() < 4 << 20, "a few MB at most: {}", gif.png.len());

    // Step 0 is the start, and the buttons walk on from there.
    let r = press(
        &svc,
        &ctx(HERE, 3),
        ButtonId::Replay {
            game: id,
            step: Some(0),
        },
    );
    assert!(r[0].text.contains("the start"), "{}", r[0].text);
    assert!(r[0].in_place, "a step replaces the message pressed");
    let ids: Vec<&str> = r[0].buttons.iter().map(|b| b.id.as_str()).collect();
    assert_eq!(ids, [format!("replay:{id}:1"), format!("replay:{id}:{n}")]);
    let r = press(
        &svc,
        &ctx(HERE, 3),
        ButtonId::Replay {
            game: id,
            step: Some(5),
        },
    );
    assert!(r[0].text.contains(&format!("move 5 of {n}")), "{}", r[0].text);
    assert_eq!(r[0].buttons.len(), 4);
    let pictures: Vec<Vec<u8>> = [0, 1, 5]
        .iter()
        .map(|k| svc.replay(&ctx(HERE, 3), id, Some(*k))[0].image.clone().unwrap().png)
        .collect();
    assert_ne!(pictures[0], pictures[1], "each step is its own picture");
    assert_ne!(pictures[1], pictures[2]);

    // Out of range, another server, never started: refused, privately.
    let r = svc.replay(&ctx(HERE, 3), id, Some(n as i64 + 1));
    assert!(
        refused!(r[0], Show(ShowRefusal::NoSuchStep { moves, .. }) if *moves == n),
        "{}",
        r[0].text
    );
    let r = svc.replay(&ctx_in(2, 9, 3), id, None);
    assert!(refused!(r[0], Show(ShowRefusal::NoSuchGame { .. })), "{}", r[0].text);
    let r = press(
        &svc,
        &ctx_in(2, 9, 3),
        ButtonId::Replay {
            game: id,
            step: Some(1),
        },
    );
    assert!(refused!(r[0], Show(ShowRefusal::NoSuchGame { .. })), "{}", r[0].text);
    let cid = game_id(&svc.play(&ctx(HERE, 1), GameKind::Dominimum, &[user(2)], None));
    press(&svc, &ctx(HERE, 1), ButtonId::Cancel(cid));
    let r = svc.replay(&ctx(HERE, 1), cid, None);
    assert!(refused!(r[0], Show(ShowRefusal::NeverStarted { .. })), "{}", r[0].text);
    let r = svc.button(&ctx(HERE, 1), "replay:x:1");
    assert!(refused!(r[0], Button(ButtonRefusal::NotMine)), "{}", r[0].text);
}

#[test]
fn the_service_rebuild_gives_the_numbers_the_games_gave() {
    let (svc, _) = clocked(START, SEED);
    thirty_players(&svc);
    let before = svc.store().ratings(1, None).unwrap();
    let report = svc.rebuild_ratings().unwrap();
    assert_eq!(report.finished, 200);
    assert_eq!(report.rated, 200);
    assert_eq!(svc.store().ratings(1, None).unwrap(), before);
}

/// Standings of a fabricated game: (seat, rank, score) each.
fn standings(rows: &[(usize, usize, i64)]) -> Vec<Standing> {
    rows.iter()
        .map(|&(seat, rank, score)| Standing {
            seat,
            rank,
            score: Some(score),
        })
        .collect()
}

#[test]
fn tied_ratings_share_a_place_on_the_leaderboard_and_in_stats() {
    let (svc, _) = clocked(START, SEED);
    // 1 beats 2 and 3 beats 4: 1 and 3 are rated alike, and so are 2 and 4.
    fabricate(&svc, GUILD, GameKind::Draw, &[1, 2], &[1, 2], START - 2 * DAY);
    fabricate(&svc, GUILD, GameKind::Draw, &[3, 4], &[1, 2], START - DAY);
    let board = text(&svc.leaderboard(&ctx(HERE, 4), Some(GameKind::Draw), Period::All));
    let lines = ranked_lines(&board);
    let places: Vec<&str> = lines.iter().map(|l| l.0.as_str()).collect();
    assert_eq!(lines[0].1, lines[1].1, "{board}");
    assert_eq!(lines[2].1, lines[3].1, "{board}");
    // Standard competition ranking: 1, 1, 3, 3.
    assert_eq!(places, ["🥇", "🥇", "🥉", "🥉"], "{board}");
    // /stats says the same places.
    for (user, place) in [(1, "1st of 4"), (3, "1st of 4"), (2, "3rd of 4"), (4, "3rd of 4")] {
        let stats = text(&svc.stats(&ctx(HERE, user), None, None));
        assert!(stats.contains(&format!("({place})")), "user {user}: {stats}");
    }
    let over = text(&svc.leaderboard(&ctx(HERE, 4), None, Period::All));
    assert!(over.contains("you: 3rd of 4"), "{over}");
}

#[test]
fn history_says_who_won_and_the_scores_not_the_rule() {
    let (svc, _) = clocked(START, SEED);
    let rule = "lowest score wins; a tie goes to whoever laid their final tile first";
    fabricate_ending(
        &svc,
        GUILD,
        GameKind::Dominimum,
        &[1, 2],
        standings(&[(1, 1, 12), (0, 2, 20)]),
        rule,
        START - 3 * DAY,
    );
    fabricate_ending(
        &svc,
        GUILD,
        GameKind::Dominoids,
        &[1, 2],
        standings(&[(0, 1, 15), (1, 1, 15)]),
        "all coins of suns, moons, arms are eaten; score = coin values + 3 for each suit where you hold more coins: equal scores, a draw",
        START - 2 * DAY,
    );
    fabricate_ending(
        &svc,
        GUILD,
        GameKind::Tetradominoes,
        &[1, 2, 3],
        standings(&[(2, 1, 3), (0, 2, 2), (1, 3, 1)]),
        "everyone passed in a row: light has the most tetrominoes and wins (light: 3 (of 3 (all)), dark: 2)",
        START - DAY,
    );
    let history = text(&svc.history(&ctx(HERE, 1), None, None));
    let lines: Vec<&str> = history.lines().filter(|l| l.starts_with("`#")).collect();
    assert_eq!(lines.len(), 3, "{history}");
    // Newest first: Tetradominoes, Dominoids, Dominimum.
    assert!(lines[0].contains("<@3> won (<@3> 3, <@1> 2, <@2> 1)"), "{}", lines[0]);
    assert!(
        lines[1].contains("**a draw** vs <@2> · nobody won (<@1> 15, <@2> 15)"),
        "{}",
        lines[1]
    );
    assert!(lines[2].contains("<@2> won (<@2> 12, <@1> 20)"), "{}", lines[2]);
    for line in &lines {
        assert!(
            !line.contains("wins") && !line.contains("score ="),
            "the rule, not the result: {line}"
        );
        let result = line.split(" · ").find(|p| p.contains(" won")).unwrap();
        assert_eq!(result.matches('(').count(), 1, "no nested parentheses: {line}");
    }

    // A real game: the scores as its final picture words them.
    let id = start(&svc, 51, "dominimum", &[1, 2]);
    play_out(&svc, 51, id);
    let history = text(&svc.history(&ctx(HERE, 1), None, None));
    let line = history.lines().find(|l| l.starts_with(&format!("`#{id}`"))).unwrap();
    assert!(
        line.contains(" won (") && line.contains(" x ") && line.contains(" = "),
        "{line}"
    );
    // A resignation says so, with who won.
    let id = start(&svc, 52, "dominimum", &[1, 2]);
    resign(&svc, 52, 2);
    let history = text(&svc.history(&ctx(HERE, 1), None, None));
    let line = history.lines().find(|l| l.starts_with(&format!("`#{id}`"))).unwrap();
    assert!(line.contains("<@1> won: <@2> resigned"), "{line}");
}

#[test]
fn a_replay_step_names_a_computer_seat_as_the_seat_list_does() {
    let (svc, _) = clocked(START, SEED);
    let r = svc.play_against(&ctx(53, 1), GameKind::Dominimum, &[], &[Level::Easy], None);
    assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
    let id = svc.store().open_game_in_channel(53).unwrap().unwrap().id;
    for _ in 0..200 {
        svc.play_computers(53);
        if svc.store().open_game_in_channel(53).unwrap().is_none() {
            break;
        }
        let legal = svc.legal_actions(&ctx(53, 1));
        svc.make_move(&ctx(53, 1), &legal[0].notation);
    }
    let actions = svc.store().actions(id).unwrap();
    let k = 1 + actions
        .iter()
        .position(|a| a.user_id == COMPUTER_USER)
        .expect("the computer moved");
    let summary = svc.replay(&ctx(HERE, 1), id, None)[0].text.clone();
    let name = summary
        .lines()
        .find_map(|l| {
            l.strip_prefix("1. ")
                .or(l.strip_prefix("2. "))
                .filter(|n| n.starts_with("Computer"))
        })
        .unwrap_or_else(|| panic!("the seat list names the computer: {summary}"))
        .to_string();
    let step = svc.replay(&ctx(HERE, 1), id, Some(k as i64))[0].text.clone();
    assert!(step.contains(&format!("): {name} ")), "{step}");
    assert!(!step.contains("seat "), "{step}");
}
