//! Golden files of what players read: one seeded game per game, variant
//! and table size, played to its end through the service, with every reply
//! kind along the way (the challenge and its acceptance, moves, passes,
//! reveals, gifts, the end, a reminder, refusals, `/hand`, the move
//! finder, `/games`, `/history`, `/replay`, `/stats`, `/leaderboard`), and
//! each game's `/help` and `/rules`.
//!
//! A wording change shows in review as a change of a file under
//! `tests/golden/wording/`. To accept a change, run
//! `UPDATE_GOLDEN=1 cargo test --test all wording::` and read the diff.

use crate::common;
use crate::common::button_id;
use common::{clocked, ctx, user};
use dominoes_bot::service::ButtonId;
use dominoes_bot::service::Period;

use dominoes_bot::ai::Level;
use dominoes_bot::engine::{AnyGame, GameKind};
use dominoes_bot::i18n::Locale;
use dominoes_bot::service::{Audience, Ctx, Destination, ManualClock, Notice, Reply, Service, TurnMessage, read_in};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::Arc;

const CHANNEL: u64 = 10;
/// Long games are cut after this many moves (the end is reached well
/// before it in every game but a long Dominoids).
const MAX_MOVES: usize = 200;

/// Where the golden files live.
fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/wording")
}

/// Compares `text` with the golden file `name`, or writes it when
/// `UPDATE_GOLDEN` is set. Returns the name on a mismatch.
fn check_golden(name: &str, text: &str) -> Option<String> {
    let path = golden_dir().join(name);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        return None;
    }
    let old = std::fs::read_to_string(&path).unwrap_or_default();
    if old == text {
        return None;
    }
    let line = old.lines().zip(text.lines()).position(|(a, b)| a != b);
    let at = line.unwrap_or(old.lines().count().min(text.lines().count()));
    Some(format!(
        "{name}: first difference at line {}:\n  golden: {:?}\n  now:    {:?}",
        at + 1,
        old.lines().nth(at).unwrap_or("<end>"),
        text.lines().nth(at).unwrap_or("<end>")
    ))
}

/// One reply as the golden file shows it: who reads it, its text, and its
/// buttons, menus and picture. An edit of a game's turn message shows only
/// what follows the lines it keeps from the message before (`turn_text`,
/// the last text of a turn message), so that long games stay readable.
fn write_reply(out: &mut String, to: &str, r: &Reply, turn_text: &mut String) {
    let place = if r.in_place { " (in place)" } else { "" };
    let edit = matches!(r.turn, Some(TurnMessage::Edit(_)));
    writeln!(
        out,
        "[{to}{place}{}]",
        if edit { " (edits the turn's message)" } else { "" }
    )
    .unwrap();
    let kept = if edit {
        turn_text
            .lines()
            .zip(r.text.lines())
            .take_while(|(a, b)| a == b)
            .count()
    } else {
        0
    };
    if kept > 0 {
        let lines = if kept == 1 { "line" } else { "lines" };
        writeln!(out, "  | ({kept} {lines} as before)").unwrap();
    }
    // What the reader sees: a refusal in the reply's language.
    for line in r.words().lines().skip(kept) {
        writeln!(out, "  | {line}").unwrap();
    }
    if r.turn.is_some() {
        *turn_text = r.text.clone();
    }
    if let Some(image) = &r.image {
        writeln!(out, "  picture: {}", image.filename).unwrap();
    }
    for b in &r.buttons {
        writeln!(out, "  button: {} ({})", b.label, b.id).unwrap();
    }
    for m in &r.menus {
        writeln!(out, "  menu: {} ({})", m.placeholder, m.id).unwrap();
        for o in &m.options {
            writeln!(out, "    - {}", o.label).unwrap();
        }
    }
}

/// A reply as Discord takes it: a message's 2000 characters, a button
/// label's 80, a menu's placeholder's 150 and an entry's 100.
fn within_discords_limits(r: &Reply) {
    let words = r.words();
    assert!(words.chars().count() <= 2000, "over 2000 characters: {words}");
    for b in &r.buttons {
        assert!(b.label.chars().count() <= 80, "a label over 80 characters: {}", b.label);
    }
    for m in &r.menus {
        assert!(m.placeholder.chars().count() <= 150, "{}", m.placeholder);
        for o in &m.options {
            assert!(
                o.label.chars().count() <= 100,
                "an entry over 100 characters: {}",
                o.label
            );
        }
    }
}

fn audience(a: Audience) -> String {
    match a {
        Audience::Public => "public".into(),
        Audience::Private(u) => format!("private to {u}"),
    }
}

/// One table being played, and the transcript so far.
struct Table {
    /// The players' clients' language, and the server's.
    locale: Locale,
    svc: Service,
    clock: Arc<ManualClock>,
    people: Vec<u64>,
    id: i64,
    rng: ChaCha8Rng,
    out: String,
    /// The last text of the game's turn message.
    turn_text: String,
}

impl Table {
    /// A command of `user` at this table, in its language.
    fn ctx(&self, user: u64) -> Ctx {
        Ctx {
            locale: self.locale,
            guild_locale: Some(self.locale),
            ..ctx(CHANNEL, user)
        }
    }

    fn said(&mut self, who: u64, what: &str, replies: &[Reply]) {
        writeln!(self.out, "\n>> {who}: {what}").unwrap();
        // As a front end does: a private reply in its reader's language.
        let mut replies = replies.to_vec();
        read_in(&mut replies, self.locale);
        for r in &replies {
            within_discords_limits(r);
            write_reply(&mut self.out, &audience(r.audience), r, &mut self.turn_text);
        }
    }

    fn notices(&mut self, what: &str, notices: &[Notice]) {
        if notices.is_empty() {
            return;
        }
        writeln!(self.out, "\n>> {what}").unwrap();
        for n in notices {
            let to = match n.to {
                Destination::Channel(_) => audience(n.reply.audience),
                Destination::Direct(u) => format!("direct message to {u}"),
            };
            write_reply(&mut self.out, &to, &n.reply, &mut self.turn_text);
        }
    }

    fn game(&self) -> Option<Box<dyn AnyGame>> {
        let row = self.svc.store().game(self.id).unwrap()?;
        if !row.status.is_open() {
            return None;
        }
        row.kind.load(row.snapshot.as_deref()?).ok()
    }

    fn user_at(&self, seat: usize) -> Option<u64> {
        let row = self.svc.store().game(self.id).unwrap()?;
        row.player_at_seat(seat).and_then(|p| p.user_id)
    }

    fn computers(&mut self) {
        loop {
            let n = self.svc.play_computers(CHANNEL);
            if n.is_empty() {
                return;
            }
            self.notices("the computer plays", &n);
        }
    }

    /// The extra commands some moves bring, so that every reply kind shows.
    fn extras(&mut self, moves: usize, mover: u64) {
        let other = *self.people.iter().find(|&&u| u != mover).unwrap_or(&mover);
        match moves {
            1 => {
                let r = self.svc.hand(&self.ctx(mover));
                self.said(mover, "/hand", &r);
                let c = self.svc.autocomplete_move(&self.ctx(mover), "");
                let names: Vec<String> = c.iter().take(5).map(|c| c.name.clone()).collect();
                writeln!(self.out, "\n>> {mover}: ?move action:\n  {}", names.join("\n  ")).unwrap();
            }
            2 => {
                let r = self.svc.make_move(&self.ctx(mover), "zz 9,9 Q");
                self.said(mover, "/move action:zz 9,9 Q", &r);
                if other != mover {
                    let r = self.svc.make_move(&self.ctx(other), "1-2");
                    self.said(other, "/move action:1-2 (out of turn)", &r);
                }
            }
            3 => {
                self.clock.advance(25 * 3600);
                let n = self.svc.tick();
                self.notices("a day passes", &n);
                let r = self.svc.games(&self.ctx(mover), false, false);
                self.said(mover, "/games", &r);
            }
            _ => {}
        }
    }

    /// Plays the game to its end (or `MAX_MOVES`), a seeded legal move at a time.
    fn play(&mut self) {
        for moves in 0..MAX_MOVES {
            self.computers();
            let Some(game) = self.game() else { return };
            let acting: Vec<u64> = game
                .to_act()
                .seats()
                .into_iter()
                .filter_map(|s| self.user_at(s))
                .collect();
            let Some(&mover) = acting.first() else { return };
            self.extras(moves, mover);
            let legal = self.svc.legal_actions(&self.ctx(mover));
            if legal.is_empty() {
                writeln!(self.out, "\n!! {mover} has nothing to play").unwrap();
                return;
            }
            let pick = legal[self.rng.random_range(0..legal.len())].notation.clone();
            let r = self.svc.make_move(&self.ctx(mover), &pick);
            self.said(mover, &format!("/move action:{pick}"), &r);
        }
        writeln!(self.out, "\n!! cut after {MAX_MOVES} moves").unwrap();
    }

    fn after_the_end(&mut self, kind: GameKind) {
        let first = self.people[0];
        let c = self.ctx(first);
        let r = self.svc.history(&c, None, None);
        self.said(first, "/history", &r);
        let r = self.svc.replay(&c, self.id, None);
        self.said(first, &format!("/replay id:{}", self.id), &r);
        let r = self.svc.replay(&c, self.id, Some(1));
        self.said(first, &format!("/replay id:{} step:1", self.id), &r);
        let r = self.svc.stats(&c, None, None);
        self.said(first, "/stats", &r);
        let r = self.svc.leaderboard(&c, Some(kind), Period::All);
        self.said(first, &format!("/leaderboard game:{}", kind.id()), &r);
    }
}

/// The transcript of one seeded game, its players and server speaking
/// `locale`.
fn transcript(
    kind: GameKind,
    variant: Option<&str>,
    (seats, computers): (usize, usize),
    seed: u64,
    locale: Locale,
) -> String {
    let (svc, clock) = clocked(1_800_000_000, seed);
    let svc = svc.without_board_pictures();
    let people: Vec<u64> = (1..=(seats - computers) as u64).collect();
    let opponents: Vec<_> = people[1..].iter().map(|&u| user(u)).collect();
    let levels = vec![Level::Random; computers];
    let mut table = Table {
        locale,
        svc,
        clock,
        people: people.clone(),
        id: 0,
        rng: ChaCha8Rng::seed_from_u64(seed),
        out: String::new(),
        turn_text: String::new(),
    };
    let r = table
        .svc
        .play_against(&table.ctx(people[0]), kind, &opponents, &levels, variant);
    let what = format!(
        "/play game:{} variant:{variant:?} ({seats} seats, {computers} computers)",
        kind.id()
    );
    table.said(people[0], &what, &r);
    for &u in &people[1..] {
        let accept = r[0]
            .buttons
            .iter()
            .find(|b| matches!(button_id(&b.id), Some(ButtonId::Accept(_))))
            .map(|b| b.id.clone());
        let Some(accept) = accept else { break };
        let r = table.svc.button(&table.ctx(u), &accept);
        table.said(u, &format!("!{accept}"), &r);
    }
    let Some(row) = table.svc.store().open_game_in_channel(CHANNEL).unwrap() else {
        return table.out;
    };
    table.id = row.id;
    table.play();
    table.after_the_end(kind);
    table.out
}

/// Every game, variant and table size, with people only; and each game at
/// its smallest table against the computer.
fn cases() -> Vec<(GameKind, Option<&'static str>, usize, usize)> {
    let mut out = Vec::new();
    for kind in GameKind::ALL.into_iter().filter(|k| k.is_playable() && !k.is_puzzle()) {
        let variants = std::iter::once(None).chain(kind.variants().iter().map(|v| Some(v.id)));
        for variant in variants {
            let (lo, hi) = kind.player_range(variant);
            for seats in lo..=hi {
                out.push((kind, variant, seats, 0));
            }
        }
        let (lo, _) = kind.player_range(None);
        out.push((kind, None, lo.max(2), 1));
    }
    out
}

#[test]
fn every_reply_of_a_seeded_game_reads_as_its_golden_file() {
    let mut failures = Vec::new();
    for (i, (kind, variant, seats, computers)) in cases().into_iter().enumerate() {
        let text = transcript(kind, variant, (seats, computers), 1000 + i as u64, Locale::EnUs);
        let name = format!(
            "{}-{}-{seats}p{}.txt",
            kind.id(),
            variant.unwrap_or("standard"),
            if computers > 0 { "-computer" } else { "" }
        );
        failures.extend(check_golden(&name, &text));
    }
    assert!(
        failures.is_empty(),
        "wording changed (UPDATE_GOLDEN=1 to accept):\n{}",
        failures.join("\n")
    );
}

/// One seeded game of each game (people only, at the smallest table), and
/// one of draw dominoes against the computer, its players and server
/// speaking Spanish, then French: every reply kind in the language, within
/// Discord's limits (translations are longer).
#[test]
fn one_seeded_game_of_each_game_reads_in_spanish_and_french_as_its_golden_file() {
    let mut failures = Vec::new();
    for locale in [Locale::EsEs, Locale::Fr] {
        for kind in GameKind::ALL.into_iter().filter(|k| k.is_playable() && !k.is_puzzle()) {
            let (seats, _) = kind.player_range(None);
            let text = transcript(kind, None, (seats.max(2), 0), 1000, locale);
            let name = format!("{}/{}-{}p.txt", locale.discord(), kind.id(), seats.max(2));
            failures.extend(check_golden(&name, &text));
        }
        // And against the computer, whose seat is named in the language
        // (French: "Au tour d'Ordinateur") everywhere: its stored name is
        // the English one, which /games, /history and a replay's list of
        // moves once printed as it was.
        let text = transcript(GameKind::Draw, None, (2, 1), 1000, locale);
        assert!(!text.contains("Computer ("), "{locale:?}: a computer named in English");
        failures.extend(check_golden(
            &format!("{}/draw-2p-computer.txt", locale.discord()),
            &text,
        ));
    }
    assert!(
        failures.is_empty(),
        "wording changed (UPDATE_GOLDEN=1 to accept):\n{}",
        failures.join("\n")
    );
}

#[test]
fn help_and_rules_of_every_game_read_as_their_golden_file() {
    let (svc, _) = clocked(1_800_000_000, 1);
    let mut out = String::new();
    let c = ctx(CHANNEL, 1);
    write_all(&mut out, "/help", &svc.help(&c, None));
    for kind in GameKind::ALL {
        write_all(
            &mut out,
            &format!("/help game:{}", kind.id()),
            &svc.help(&c, Some(kind)),
        );
        write_all(
            &mut out,
            &format!("/rules game:{}", kind.id()),
            &svc.rules(&c, Some(kind)),
        );
    }
    let failure = check_golden("help-and-rules.txt", &out);
    assert!(
        failure.is_none(),
        "wording changed (UPDATE_GOLDEN=1 to accept):\n{}",
        failure.unwrap()
    );
}

fn write_all(out: &mut String, what: &str, replies: &[Reply]) {
    writeln!(out, "\n>> {what}").unwrap();
    for r in replies {
        writeln!(out, "  ({} characters)", r.text.chars().count()).unwrap();
        write_reply(out, &audience(r.audience), r, &mut String::new());
    }
}

// The wording defects a new player met (issue 50, item 15), one test each.

fn texts(replies: &[Reply]) -> String {
    replies.iter().map(|r| r.text.as_str()).collect::<Vec<_>>().join("\n")
}

#[test]
fn the_list_of_games_says_2_players_not_2_to_2() {
    let (svc, _) = clocked(1_800_000_000, 1);
    let list = texts(&svc.rules(&ctx(CHANNEL, 1), None));
    assert!(list.contains("- **Dominoids** (`dominoids`), 2 players"), "{list}");
    assert!(list.contains("2 to 4 players"), "{list}");
    assert!(!list.contains("2-2"), "{list}");
}

#[test]
fn an_open_seat_is_named_once_and_a_variant_by_its_name() {
    let (svc, _) = clocked(1_800_000_000, 1);
    let r = svc.play(&ctx(CHANNEL, 1), GameKind::Dominup, &[], Some("misere"));
    let text = texts(&r);
    assert!(text.contains("- open seat: press Join to take it"), "{text}");
    assert!(text.contains("**Dominup** (misère)"), "{text}");
    assert!(!text.contains("(misere)"), "{text}");
}

#[test]
fn several_computers_are_numbered_in_seat_order() {
    for seed in 0..6 {
        let (svc, _) = clocked(1_800_000_000, seed);
        let r = svc.play_against(
            &ctx(CHANNEL, 1),
            GameKind::Draw,
            &[],
            &[Level::Easy, Level::Medium, Level::Hard],
            None,
        );
        let text = texts(&r);
        let at = |name: &str| text.find(name).unwrap_or_else(|| panic!("{name} missing: {text}"));
        assert!(
            at("Computer 1 (") < at("Computer 2 (") && at("Computer 2 (") < at("Computer 3 ("),
            "{text}"
        );
    }
}

#[test]
fn dominup_says_who_laid_the_7_7() {
    let (svc, _) = clocked(1_800_000_000, 3);
    svc.play(&ctx(CHANNEL, 1), GameKind::Dominup, &[user(2)], None);
    let id = svc.store().open_game_in_channel(CHANNEL).unwrap().unwrap().id;
    let r = svc.button(&ctx(CHANNEL, 2), &format!("accept:{id}"));
    let text = texts(&r);
    assert!(text.contains("held the 7-7 and laid it to open."), "{text}");
}

#[test]
fn level_without_a_computer_is_refused_not_ignored() {
    let (svc, _) = clocked(1_800_000_000, 1);
    let mut local = dominoes_bot::local::Local::new(&svc, false, None);
    let out = local
        .handle("@alice /play game:draw opponent:@bob level:hard")
        .unwrap()
        .join("\n");
    assert!(out.contains("you have not named me as an opponent"), "{out}");
    assert!(
        svc.store()
            .open_game_in_channel(dominoes_bot::local::local_id("#general"))
            .unwrap()
            .is_none()
    );
}

#[test]
fn dominoids_hand_sends_no_empty_picture_and_its_help_speaks_of_its_squares() {
    let (svc, _) = clocked(1_800_000_000, 1);
    svc.play(&ctx(CHANNEL, 1), GameKind::Dominoids, &[user(2)], None);
    let id = svc.store().open_game_in_channel(CHANNEL).unwrap().unwrap().id;
    svc.button(&ctx(CHANNEL, 2), &format!("accept:{id}"));
    let r = svc.hand(&ctx(CHANNEL, 1));
    assert!(r[0].image.is_none(), "{}", r[0].text);
    assert!(r[0].text.contains("nothing secret"), "{}", r[0].text);
    let help = texts(&svc.help(&ctx(CHANNEL, 1), Some(GameKind::Dominoids)));
    assert!(
        help.contains("`c3`") && !help.contains("`3,2`") && !help.contains("`56`"),
        "{help}"
    );
}

/// What players read outside servers (issue 52): the first message of a
/// game where the bot can only answer, a turn's direct message, and the
/// words that name the pool of direct messages and group chats.
#[test]
fn outside_servers_reads_as_its_golden_file() {
    use dominoes_bot::service::NO_SERVER;
    use dominoes_bot::store::NotifyMode;
    const GROUP: u64 = 4242;
    let (svc, _) = clocked(1_800_000_000, 7);
    let at = |u: u64| common::ctx_in(NO_SERVER, GROUP, u);
    svc.saw_channel(GROUP, true).unwrap();
    let mut out = String::new();
    let challenge = svc.play(&at(1), GameKind::parse("draw").unwrap(), &[user(2)], None);
    write_all(&mut out, "/play game:draw opponent:2 (in a group DM)", &challenge);
    let id = svc.store().open_game_in_channel(GROUP).unwrap().unwrap().id;
    let begins = common::press(&svc, &at(2), ButtonId::Accept(id));
    write_all(&mut out, "2 accepts", &begins);
    let first = common::to_act(&svc, id).unwrap();
    let other = if first == 1 { 2 } else { 1 };
    svc.notify(&at(other), NotifyMode::Direct);
    let action = svc.legal_actions(&at(first))[0].notation.clone();
    let moved = svc.make_move(&at(first), &action);
    write_all(&mut out, &format!("/move action:{action}"), &moved);
    let dms: Vec<Reply> = moved.iter().flat_map(|r| svc.turn_dms(r)).map(|n| n.reply).collect();
    write_all(&mut out, "the turn's direct message", &dms);
    write_all(&mut out, "/settings", &svc.settings(&at(1), false, &Default::default()));
    write_all(&mut out, "/stats", &svc.stats(&at(1), None, None));
    write_all(&mut out, "/history", &svc.history(&at(1), None, None));
    write_all(&mut out, "/games", &svc.games(&at(1), false, false));
    write_all(&mut out, "/replay id:999", &svc.replay(&at(1), 999, None));
    let failure = check_golden("outside-servers.txt", &out);
    assert!(
        failure.is_none(),
        "wording changed (UPDATE_GOLDEN=1 to accept):\n{}",
        failure.unwrap()
    );
}
