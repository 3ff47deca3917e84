//! No secret reaches anyone else, in any reply.
//!
//! Whole random games of every game with hidden information, at every
//! table size and variant, some with computer seats, are driven through the
//! service as people would: moves, `/hand`, `/board`, autocomplete, `/undo`
//! with its answers, `/games`, reminders (some by direct message), and at
//! the end `/replay` (whole, and step by step) and `/history`. After every
//! command the test reads each seat's secrets from the stored game, and
//! checks every reply against its reader:
//!
//! - a tile is a secret of whoever's own view shows it while nobody else's
//!   does: no public reply, and no reply to someone who has not seen it
//!   (in this deal), may name it, in its text, its buttons or its choices,
//!   nor show its face on a button or menu option (and no public reply
//!   shows a face at all);
//! - a decision taken in a simultaneous step (Tetradominoes' partner
//!   gifts) is its author's secret for good: nobody else may ever read its
//!   notation, not in a takeback text, not in a replay.
//!
//! The test decides what is secret from the views and the turn structure,
//! never from the wording code it checks.

use crate::common;
use crate::common::button_id;
use common::{clocked, ctx, user};
use dominoes_bot::service::ButtonId;
use dominoes_bot::store::NotifyMode;

use dominoes_bot::ai::Level;
use dominoes_bot::engine::{AnyGame, GameKind, ToAct, Viewer};
use dominoes_bot::service::{Audience, Choice, Destination, Face, ManualClock, Reply, Service, User};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

const CHANNEL: u64 = 10;
/// A game is played to its end or for this many commands.
const MAX_STEPS: usize = 3000;

/// Tiles by their two numbers, low first.
type Tiles = HashSet<(u8, u8)>;

/// Who a reply is addressed to: everyone, or one user.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reader {
    Everyone,
    User(u64),
}

/// What one table of the test is.
#[derive(Clone, Debug)]
struct Case {
    kind: GameKind,
    variant: Option<&'static str>,
    seats: usize,
    computers: usize,
}

/// Every game, variant and table size with something hidden at the start,
/// once with people only and once with the last seat the computer's.
fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for kind in GameKind::ALL.into_iter().filter(|k| k.is_playable() && !k.is_puzzle()) {
        let variants = std::iter::once(None).chain(kind.variants().iter().map(|v| Some(v.id)));
        for variant in variants {
            let (lo, hi) = kind.player_range(variant);
            for seats in lo.max(2)..=hi {
                out.push(Case {
                    kind,
                    variant,
                    seats,
                    computers: 0,
                });
                out.push(Case {
                    kind,
                    variant,
                    seats,
                    computers: 1,
                });
            }
        }
    }
    out
}

/// What the test knows about one running table.
struct Table {
    svc: Service,
    clock: Arc<ManualClock>,
    case: Case,
    id: i64,
    /// The people at the table, by user id.
    people: Vec<u64>,
    /// Tiles each person has seen in their own view during this deal.
    seen: HashMap<u64, Tiles>,
    /// Tiles everyone has seen in the public view during this deal (a
    /// tile bought from Euronimoes' market is in a hand, but no secret).
    public: HashSet<(u8, u8)>,
    /// Tiles the last command's own actions showed everyone (a tile
    /// placed, then dealt again within the same command).
    just_played: HashSet<(u8, u8)>,
    /// What was seen before the deal that the last command made.
    earlier_deal: Option<(HashMap<u64, Tiles>, Tiles)>,
    /// Decisions taken in a simultaneous step: (author, notation).
    decisions: Vec<(Option<u64>, String)>,
    /// How many hidden things were unseen after the last command: when it
    /// grows, the tiles were dealt again and what people saw is history.
    unseen: usize,
    /// How many tiles the public view showed after the last command.
    on_view: usize,
    rng: ChaCha8Rng,
    checked: usize,
}

impl Table {
    fn start(case: Case, seed: u64) -> Option<Table> {
        let (svc, clock) = clocked(1_700_000_000, seed);
        let svc = svc.without_board_pictures();
        let humans = case.seats - case.computers;
        let people: Vec<u64> = (1..=humans as u64).collect();
        let opponents: Vec<User> = people[1..].iter().map(|&u| user(u)).collect();
        let levels = vec![Level::Random; case.computers];
        let first = ctx(CHANNEL, people[0]);
        let r = svc.play_against(&first, case.kind, &opponents, &levels, case.variant);
        let mut table = Table {
            svc,
            clock,
            case,
            id: 0,
            people: people.clone(),
            seen: HashMap::new(),
            public: HashSet::new(),
            earlier_deal: None,
            just_played: HashSet::new(),
            decisions: Vec::new(),
            unseen: 0,
            on_view: 0,
            rng: ChaCha8Rng::seed_from_u64(seed),
            checked: 0,
        };
        table.check(&r);
        for &u in &people[1..] {
            let accept = r[0]
                .buttons
                .iter()
                .find(|b| matches!(button_id(&b.id), Some(ButtonId::Accept(_))))
                .unwrap()
                .id
                .clone();
            let r = table.svc.button(&table.ctx(u), &accept);
            table.check(&r);
        }
        let row = table.svc.store().open_game_in_channel(CHANNEL).unwrap().unwrap();
        table.id = row.id;
        let game = table.game()?;
        if game.secret_tiles().is_empty() {
            return None;
        }
        table.unseen = game.unseen();
        table.learn(game.as_ref());
        table.computers();
        Some(table)
    }

    fn ctx(&self, user: u64) -> dominoes_bot::service::Ctx {
        ctx(CHANNEL, user)
    }

    /// The stored game, or `None` once it is over.
    fn game(&self) -> Option<Box<dyn AnyGame>> {
        let row = self.svc.store().game(self.id).unwrap()?;
        if row.status.is_open() {
            Some(self.case.kind.load(row.snapshot.as_deref()?).unwrap())
        } else {
            None
        }
    }

    fn seat_of(&self, user: u64) -> Option<usize> {
        let row = self.svc.store().game(self.id).unwrap()?;
        row.player_by_user(user).and_then(|p| p.seat)
    }

    fn user_at(&self, seat: usize) -> Option<u64> {
        let row = self.svc.store().game(self.id).unwrap()?;
        row.player_at_seat(seat).and_then(|p| p.user_id)
    }

    /// Adds what each person's own view shows now to what they have seen.
    fn learn(&mut self, game: &dyn AnyGame) {
        // The replies of the command that dealt again may still tell of
        // the deal before (a placement, then the passes that ended it).
        // A new deal fills the supply again or clears the table.
        self.earlier_deal = None;
        let public = tiles_in(&serde_json::to_value(game.view(Viewer::Public)).unwrap());
        // Clearing the table halves what is on view at least; taking a
        // tile from Euronimoes' market that the empty pile cannot refill
        // shrinks it by one, and is no new deal (the messages that follow
        // may still name that tile: everyone saw it taken).
        if game.unseen() > self.unseen || public.len() * 2 <= self.on_view {
            self.earlier_deal = Some((std::mem::take(&mut self.seen), std::mem::take(&mut self.public)));
        }
        self.unseen = game.unseen();
        self.on_view = public.len();
        self.public.extend(public);
        // `/undo` names the last action: everyone saw it, unless it was a
        // secret decision.
        if let Some(last) = self.svc.store().actions(self.id).unwrap().last()
            && !self.decisions.iter().any(|(_, n)| *n == last.notation)
        {
            self.public.extend(tiles_named(&last.notation));
        }
        for &u in &self.people {
            let Some(seat) = self.seat_of(u) else { continue };
            let private = game.view(Viewer::Seat(seat)).private;
            let tiles = private.map(|p| p.tiles).unwrap_or_default();
            let seen = self.seen.entry(u).or_default();
            seen.extend(tiles.iter().map(|(_, t)| (t.lo, t.hi)));
        }
    }

    /// The tiles `reader` may not read of: secret now, and with no copy
    /// the reader could be meant (one they have seen, or a public copy).
    fn forbidden(&self, game: &dyn AnyGame, reader: Reader) -> Vec<(u8, u8)> {
        let mut count: HashMap<(u8, u8), usize> = HashMap::new();
        for t in game.secret_tiles() {
            *count.entry((t.lo, t.hi)).or_default() += 1;
        }
        let mut seen = match reader {
            Reader::User(u) => self.seen.get(&u).cloned().unwrap_or_default(),
            Reader::Everyone => HashSet::new(),
        };
        seen.extend(&self.public);
        seen.extend(&self.just_played);
        if let Some((earlier_seen, earlier_public)) = &self.earlier_deal {
            seen.extend(earlier_public);
            if let Reader::User(u) = reader {
                seen.extend(earlier_seen.get(&u).into_iter().flatten());
            }
        }
        count
            .into_iter()
            .filter(|(t, n)| *n >= game.tile_copies() && !seen.contains(t))
            .map(|(t, _)| t)
            .collect()
    }

    /// Checks every reply against its reader, with the secrets as they are now.
    fn check(&mut self, replies: &[Reply]) {
        let game = self.game();
        if let Some(game) = &game {
            self.learn(game.as_ref());
        }
        for reply in replies {
            let reader = match reply.audience {
                Audience::Public => Reader::Everyone,
                Audience::Private(u) => Reader::User(u),
            };
            self.check_words(game.as_deref(), reader, &reply_words(reply), reply);
        }
    }

    fn check_notices(&mut self, notices: &[dominoes_bot::service::Notice]) {
        let game = self.game();
        if let Some(game) = &game {
            self.learn(game.as_ref());
        }
        for n in notices {
            let reader = match (n.to, n.reply.audience) {
                (Destination::Direct(u), _) | (_, Audience::Private(u)) => Reader::User(u),
                _ => Reader::Everyone,
            };
            self.check_words(game.as_deref(), reader, &reply_words(&n.reply), &n.reply);
        }
    }

    fn check_choices(&mut self, user: u64, choices: &[Choice]) {
        let game = self.game();
        if let Some(game) = &game {
            self.learn(game.as_ref());
        }
        let words: Vec<String> = choices.iter().flat_map(|c| [c.name.clone(), c.value.clone()]).collect();
        // The reader's own options may read like someone's earlier secret
        // decision ("give 2-2" in another game of a match): only tiles count.
        let decisions = std::mem::take(&mut self.decisions);
        self.check_words(game.as_deref(), Reader::User(user), &words, &choices);
        self.decisions = decisions;
    }

    fn check_words(
        &mut self,
        game: Option<&dyn AnyGame>,
        reader: Reader,
        words: &[String],
        what: &dyn std::fmt::Debug,
    ) {
        self.checked += 1;
        let case = &self.case;
        if let Some(game) = game {
            for (a, b) in self.forbidden(game, reader) {
                for spelled in [format!("{a}-{b}"), format!("{b}-{a}")] {
                    for w in words {
                        assert!(
                            !names(w, &spelled),
                            "{case:?}: {spelled} is secret from {reader:?} but named: {what:?}"
                        );
                    }
                }
            }
        }
        for (author, notation) in &self.decisions {
            // The reader's own decision may read the same (two gifts of one
            // domino, in different steps): that one they may read.
            let own = |(a, n): &(Option<u64>, String)| n == notation && reader == Reader::User(a.unwrap_or(0));
            if self.decisions.iter().any(own) {
                continue;
            }
            for w in words {
                assert!(
                    !names(w, notation),
                    "{case:?}: the secret decision `{notation}` by {author:?} is named to {reader:?}: {what:?}"
                );
            }
        }
    }

    /// Plays every computer move due, checking what it posts.
    fn computers(&mut self) {
        loop {
            let before = self.game();
            let logged = self.svc.store().actions(self.id).unwrap().len();
            let notices = self.svc.play_computers(CHANNEL);
            if notices.is_empty() {
                return;
            }
            for a in &self.svc.store().actions(self.id).unwrap()[logged..] {
                if !before.as_ref().is_some_and(|b| matches!(b.to_act(), ToAct::Seats(_))) {
                    self.just_played.extend(tiles_named(&a.notation));
                }
            }
            // The computer's secret decisions are secrets too (no person is their author).
            if let Some(before) = before
                && matches!(before.to_act(), ToAct::Seats(_))
            {
                self.note_computer_decisions(before.as_ref());
            }
            self.check_notices(&notices);
        }
    }

    /// After computers acted in a simultaneous step: the notations they
    /// chose are read from the log.
    fn note_computer_decisions(&mut self, before: &dyn AnyGame) {
        let actions = self.svc.store().actions(self.id).unwrap();
        for a in actions.iter().rev() {
            if self.user_at(a.seat).is_some() || !before.to_act().includes(a.seat) {
                break;
            }
            self.decisions.push((None, a.notation.clone()));
        }
    }

    /// One person's command, picked at random; false once the game is over.
    fn step(&mut self) -> bool {
        self.just_played.clear();
        let Some(game) = self.game() else {
            return false;
        };
        let acting: Vec<u64> = game
            .to_act()
            .seats()
            .into_iter()
            .filter_map(|s| self.user_at(s))
            .collect();
        let anyone = self.people[self.rng.random_range(0..self.people.len())];
        let roll = self.rng.random_range(0..100);
        match roll {
            0..=4 => {
                let r = self.svc.hand(&self.ctx(anyone));
                self.check(&r);
            }
            5..=7 => {
                let r = self.svc.board(&self.ctx(anyone));
                self.check(&r);
            }
            8..=14 => {
                let typed = ["", "1", "3-", "give", "keep", "0,0", "e"][self.rng.random_range(0..7)];
                let c = self.svc.autocomplete_move(&self.ctx(anyone), typed);
                self.check_choices(anyone, &c);
            }
            15..=22 => self.undo(anyone),
            23..=24 => {
                let r = self.svc.games(&self.ctx(anyone), false, false);
                self.check(&r);
            }
            25..=27 => {
                if self.rng.random_bool(0.3) {
                    let r = self.svc.notify(&self.ctx(anyone), NotifyMode::Direct);
                    self.check(&r);
                }
                self.clock.advance(25 * 3600);
                let n = self.svc.tick();
                self.check_notices(&n);
            }
            _ if !acting.is_empty() => self.play_one(game.as_ref(), &acting),
            _ => {}
        }
        self.computers();
        true
    }

    /// A random legal move by one of the people who must act.
    fn play_one(&mut self, game: &dyn AnyGame, acting: &[u64]) {
        let mover = acting[self.rng.random_range(0..acting.len())];
        let legal = self.svc.legal_actions(&self.ctx(mover));
        if legal.is_empty() {
            return;
        }
        let pick = legal[self.rng.random_range(0..legal.len())].notation.clone();
        if matches!(game.to_act(), ToAct::Seats(_)) {
            self.decisions.push((Some(mover), pick.clone()));
        } else {
            self.just_played = tiles_named(&pick);
        }
        let r = self.svc.make_move(&self.ctx(mover), &pick);
        self.check(&r);
    }

    /// `/undo` by anyone, and now and then an answer to the request.
    fn undo(&mut self, asker: u64) {
        let r = self.svc.takeback(&self.ctx(asker));
        self.check(&r);
        let buttons: Vec<String> = r.iter().flat_map(|x| &x.buttons).map(|b| b.id.clone()).collect();
        let others: Vec<u64> = self.people.iter().copied().filter(|&u| u != asker).collect();
        if buttons.is_empty() || others.is_empty() {
            return;
        }
        let answerer = others[self.rng.random_range(0..others.len())];
        let press = buttons[self.rng.random_range(0..buttons.len())].clone();
        let r = self.svc.button(&self.ctx(answerer), &press);
        self.check(&r);
    }

    /// After the end: every person replays the game, whole and at random
    /// steps, and asks for their history.
    fn after_the_end(&mut self) {
        let moves = self.svc.store().actions(self.id).unwrap().len() as i64;
        for u in self.people.clone() {
            let r = self.svc.replay(&self.ctx(u), self.id, None);
            self.check(&r);
            for _ in 0..3 {
                let k = self.rng.random_range(0..=moves);
                let r = self.svc.replay(&self.ctx(u), self.id, Some(k));
                self.check(&r);
            }
            let r = self.svc.history(&self.ctx(u), None, None);
            self.check(&r);
        }
        // Someone who did not play sees a replay too.
        let r = self.svc.replay(&self.ctx(999), self.id, None);
        self.check(&r);
    }
}

/// Every tile anywhere in a view: a named tile (`{lo, hi}`) or one laid
/// on squares (`[[{x, y}, a], [{x, y}, b]]`).
fn tiles_in(value: &serde_json::Value) -> Vec<(u8, u8)> {
    use serde_json::Value;
    let number = |v: &Value| v.as_u64().map(|n| n as u8);
    let on_square = |v: &Value| match v.as_array().map(Vec::as_slice) {
        Some([Value::Object(cell), n]) if cell.contains_key("x") => number(n),
        _ => None,
    };
    match value {
        Value::Object(map) => match (map.get("lo").and_then(number), map.get("hi").and_then(number)) {
            (Some(lo), Some(hi)) if map.len() == 2 => vec![(lo, hi)],
            _ => map.values().flat_map(tiles_in).collect(),
        },
        Value::Array(items) => match items.as_slice() {
            [a, b] if on_square(a).is_some() && on_square(b).is_some() => {
                let (a, b) = (on_square(a).unwrap(), on_square(b).unwrap());
                vec![(a.min(b), a.max(b))]
            }
            _ => items.iter().flat_map(tiles_in).collect(),
        },
        _ => Vec::new(),
    }
}

/// The tiles an action's notation names (`1-3 7,13 E`, `reveal 1-2 3-4`).
fn tiles_named(notation: &str) -> HashSet<(u8, u8)> {
    notation
        .split_whitespace()
        .filter_map(|w| {
            let (a, b) = w.split_once('-')?;
            let (a, b): (u8, u8) = (a.parse().ok()?, b.parse().ok()?);
            Some((a.min(b), a.max(b)))
        })
        .collect()
}

/// Every text a reply shows or carries: its words, its buttons' labels and
/// ids, and the tile of each face its buttons and menu options show (a
/// picture of a tile tells as much as its name). A public reply shows no
/// face at all.
fn reply_words(reply: &Reply) -> Vec<String> {
    let mut out = vec![reply.text.clone()];
    for b in &reply.buttons {
        out.push(b.label.clone());
        out.push(b.id.clone());
    }
    let options = reply.menus.iter().flat_map(|m| &m.options);
    let faces: Vec<Face> = reply
        .buttons
        .iter()
        .filter_map(|b| b.emoji)
        .chain(options.filter_map(|o| o.emoji))
        .collect();
    assert!(
        faces.is_empty() || reply.audience != Audience::Public,
        "a public reply shows faces: {reply:?}"
    );
    for face in faces {
        if let Face::Pips(t) | Face::Rings(t) = face {
            out.push(format!("face {t}"));
        }
    }
    out
}

/// Whether `text` names `what` as a whole: not inside a longer number or word.
fn names(text: &str, what: &str) -> bool {
    let joins = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric());
    text.match_indices(what).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + what.len()..].chars().next();
        !joins(before) && !joins(after)
    })
}

fn play_case(case: &Case, seed: u64) -> Option<(usize, usize)> {
    let mut table = Table::start(case.clone(), seed)?;
    let mut steps = 0;
    while steps < MAX_STEPS && table.step() {
        steps += 1;
    }
    if table.game().is_some() {
        // Too long a random game: end it, so the replays can be checked too.
        let r = table.svc.resign(&table.ctx(table.people[0]));
        table.check(&r);
        for b in r
            .iter()
            .flat_map(|x| &x.buttons)
            .map(|b| b.id.clone())
            .collect::<Vec<_>>()
        {
            if matches!(button_id(&b), Some(ButtonId::Resign(_))) {
                let r = table.svc.button(&table.ctx(table.people[0]), &b);
                table.check(&r);
            }
        }
    }
    table.after_the_end();
    Some((steps, table.checked))
}

#[test]
fn no_reply_names_a_secret_to_anyone_who_may_not_know_it() {
    let mut tables = 0;
    let mut kinds = HashSet::new();
    for (i, case) in cases().iter().enumerate() {
        for seed in [1, 2] {
            if let Some((steps, checked)) = play_case(case, 1000 * i as u64 + seed) {
                assert!(
                    checked > steps,
                    "{case:?}: only {checked} replies checked in {steps} steps"
                );
                tables += 1;
                kinds.insert(case.kind);
            }
        }
    }
    // Every game with hidden information was played: all but Dominoids.
    let expected: HashSet<GameKind> = GameKind::ALL
        .into_iter()
        .filter(|k| k.is_playable() && *k != GameKind::Dominoids)
        .collect();
    assert_eq!(kinds, expected);
    assert!(tables >= 50, "{tables} tables");
}

#[test]
fn a_secret_gift_is_named_only_to_its_author() {
    // The audit's reproduction: in four-player Tetradominoes someone gives
    // a domino to their partner, then an opponent and the giver ask /undo.
    let case = Case {
        kind: GameKind::Tetradominoes,
        variant: None,
        seats: 4,
        computers: 0,
    };
    for seed in 1..40 {
        let mut table = Table::start(case.clone(), seed).unwrap();
        // Play until someone decides a gift.
        let mut giver = None;
        for _ in 0..2000 {
            let Some(game) = table.game() else { break };
            let acting: Vec<u64> = game
                .to_act()
                .seats()
                .into_iter()
                .filter_map(|s| table.user_at(s))
                .collect();
            if matches!(game.to_act(), ToAct::Seats(_)) {
                let who = acting[0];
                let legal = table.svc.legal_actions(&table.ctx(who));
                let give = legal
                    .iter()
                    .find(|a| a.notation.starts_with("give"))
                    .unwrap()
                    .notation
                    .clone();
                table.decisions.push((Some(who), give.clone()));
                let r = table.svc.make_move(&table.ctx(who), &give);
                table.check(&r);
                giver = Some((who, give));
                break;
            }
            table.play_one(game.as_ref(), &acting);
        }
        let Some((giver, give)) = giver else { continue };
        let others: Vec<u64> = table.people.iter().copied().filter(|&u| u != giver).collect();
        let r = table.svc.takeback(&table.ctx(others[0]));
        table.check(&r);
        assert!(
            r[0].text.contains("(a secret gift decision), not yours"),
            "{}",
            r[0].text
        );
        let r = table.svc.takeback(&table.ctx(giver));
        table.check(&r);
        assert_eq!(r[0].audience, Audience::Public);
        assert!(
            r[0].text.contains("asks to take back a secret gift decision"),
            "{}",
            r[0].text
        );
        let no = r[0]
            .buttons
            .iter()
            .find(|b| b.id.starts_with("takeback-no"))
            .unwrap()
            .id
            .clone();
        let r = table.svc.button(&table.ctx(others[0]), &no);
        table.check(&r);
        assert!(
            r[0].text.contains("declined taking back a secret gift decision"),
            "{}",
            r[0].text
        );
        // Asked again and accepted by everyone: taken back, still unnamed.
        let r = table.svc.takeback(&table.ctx(giver));
        table.check(&r);
        let yes = r[0]
            .buttons
            .iter()
            .find(|b| b.id.starts_with("takeback-yes"))
            .unwrap()
            .id
            .clone();
        let mut last = Vec::new();
        for &u in &others {
            last = table.svc.button(&table.ctx(u), &yes);
            table.check(&last);
        }
        assert!(
            last[0].text.starts_with("A secret gift decision was taken back"),
            "{}",
            last[0].text
        );
        // The gift is undone: the giver decides again.
        let legal = table.svc.legal_actions(&table.ctx(giver));
        assert!(legal.iter().any(|a| a.notation == give), "{legal:?}");
        return;
    }
    panic!("no gift came up in 39 games");
}
