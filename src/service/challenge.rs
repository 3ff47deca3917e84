//! Challenges: `/play` posts one with Accept / Decline / Join buttons; the
//! game starts when every seat is filled and accepted; the challenger may
//! cancel before that.

use super::game::Live;
use super::language::{and_list, locale_of};
use super::naming::{name_computers, variant_text_in, who_in};
use super::refusal::{ChallengeRefusal, GameRefusal};
use super::replay::start_state;
use super::{ButtonId, ButtonStyle, Choice, Ctx, Fail, Reply, Res, Service, TurnMessage, User, mention, refuse};
use crate::ai::Level;
use crate::engine::GameKind;
use crate::i18n::{self, Arg, Locale};
use crate::store::{GameRow, Player, Status};

impl Service {
    /// `/play game: opponent: opponent2: opponent3: variant:`
    pub fn play(&self, ctx: &Ctx, game: GameKind, opponents: &[User], variant: Option<&str>) -> Vec<Reply> {
        self.play_against(ctx, game, opponents, &[], variant)
    }

    /// `/play` where some opponents are the bot itself: one computer seat
    /// per entry of `computers`, playing at that level. A game whose every
    /// other seat is a computer starts at once.
    pub fn play_against(
        &self,
        ctx: &Ctx,
        game: GameKind,
        opponents: &[User],
        computers: &[Level],
        variant: Option<&str>,
    ) -> Vec<Reply> {
        self.guarded(ctx, || self.play_inner(ctx, game, opponents, computers, variant))
    }

    fn play_inner(
        &self,
        ctx: &Ctx,
        game: GameKind,
        opponents: &[User],
        computers: &[Level],
        variant: Option<&str>,
    ) -> Res<Vec<Reply>> {
        let (kind, variant) = playable(game, variant)?;
        check_opponents(ctx, opponents)?;
        let seats = seat_count(kind, variant, opponents, computers)?;
        if self.store.open_game_in_channel(ctx.channel)?.is_some() {
            return refuse(GameRefusal::ChannelBusy);
        }
        let now = self.now();
        let locale = self.new_game_locale(ctx)?;
        let mut row = GameRow {
            id: 0,
            guild_id: ctx.guild,
            channel_id: ctx.channel,
            kind,
            variant: variant.map(str::to_string),
            status: Status::Challenge,
            created_by: ctx.user.id,
            seed: hex::encode(self.next_seed()),
            snapshot: None,
            rng: None,
            version: 0,
            to_act: None,
            outcome: None,
            abort_votes: Vec::new(),
            created_at: now,
            updated_at: now,
            players: challenge_players(ctx, opponents, computers, seats),
            wait: Default::default(),
            proposal: None,
            turn_post: Default::default(),
            locale: Some(locale.discord().to_string()),
        };
        // A challenge is never due: nothing runs until it starts.
        row.id = self.store.create_game(&row, &self.due_rule(false))?;
        if row.players.iter().all(Player::is_ready) {
            // A game for one (a patience), or against the bot alone: nobody
            // to wait for.
            return self.start(row, kind);
        }
        Ok(vec![challenge_reply(&row, kind)])
    }

    /// A press on Accept, Decline, Join or Cancel under a challenge.
    pub(crate) fn challenge_button(&self, ctx: &Ctx, mut row: GameRow, action: &ButtonId) -> Res<Vec<Reply>> {
        let kind = row.kind;
        if row.status != Status::Challenge {
            // A button left on an old challenge: take them all off.
            return Ok(vec![
                Reply::stale(),
                Reply::private(ctx.user.id, i18n::text(ctx.locale, "challenge-closed", &[])),
            ]);
        }
        let user = ctx.user.id;
        let mine = row.players.iter().position(|p| p.user_id == Some(user));
        match action {
            ButtonId::Accept(_) => {
                let Some(i) = mine.filter(|&i| i > 0) else {
                    return refuse(ChallengeRefusal::OnlyNamedAccept {
                        buttons: locale_of(&row),
                    });
                };
                if row.players[i].accepted {
                    return refuse(ChallengeRefusal::AlreadyAccepted);
                }
                row.players[i].accepted = true;
                row.players[i].name = ctx.user.name.clone();
            }
            ButtonId::Join(_) => {
                if mine.is_some() {
                    return refuse(ChallengeRefusal::AlreadySeated);
                }
                let Some(open) = row.players.iter_mut().find(|p| p.is_open()) else {
                    return refuse(ChallengeRefusal::NoOpenSeat);
                };
                open.user_id = Some(user);
                open.name = ctx.user.name.clone();
                open.accepted = true;
            }
            ButtonId::Decline(_) | ButtonId::Cancel(_) => return self.close_challenge(user, mine, row, action),
            _ => return refuse(ChallengeRefusal::NotAChallenge),
        }
        row.updated_at = self.now();
        if row.players.iter().all(Player::is_ready) {
            // The challenge shows everyone ready and loses its buttons; the
            // game's first picture is the one new post.
            let mut filled = challenge_reply(&row, kind).in_place();
            filled.buttons.clear();
            filled.mentions.clear();
            let locale = locale_of(&row);
            filled.text = filled.text.replace(
                &i18n::text(locale, STARTS_WHEN, &[]),
                &i18n::text(locale, "post-everyone-ready", &[]),
            );
            let mut replies = vec![filled];
            replies.extend(self.start(row, kind)?);
            return Ok(replies);
        }
        self.store.save(&row, None, &self.due_rule(false))?;
        // Who accepted shows on the challenge itself.
        let mut reply = challenge_reply(&row, kind).in_place();
        reply.mentions.clear();
        Ok(vec![reply])
    }

    /// Decline (a named player) or Cancel (the challenger): the challenge
    /// says so in place, its buttons gone, and nothing new is posted.
    fn close_challenge(&self, user: u64, mine: Option<usize>, mut row: GameRow, action: &ButtonId) -> Res<Vec<Reply>> {
        let kind = row.kind;
        let text = if matches!(action, ButtonId::Decline(_)) {
            if mine.is_none_or(|i| i == 0) {
                return refuse(ChallengeRefusal::OnlyNamedDecline {
                    buttons: locale_of(&row),
                });
            }
            row.status = Status::Declined;
            i18n::text(
                locale_of(&row),
                "post-declined",
                &[
                    ("user", mention(user).into()),
                    ("game", i18n::game_name(locale_of(&row), kind).into()),
                    ("challenger", mention(row.created_by).into()),
                ],
            )
        } else {
            if user != row.created_by {
                return refuse(ChallengeRefusal::OnlyChallengerCancels {
                    buttons: locale_of(&row),
                });
            }
            row.status = Status::Cancelled;
            i18n::text(
                locale_of(&row),
                "post-cancelled",
                &[
                    ("user", mention(user).into()),
                    ("game", i18n::game_name(locale_of(&row), kind).into()),
                ],
            )
        };
        row.updated_at = self.now();
        self.store.save(&row, None, &self.due_rule(false))?;
        Ok(vec![Reply::public(text).in_locale(locale_of(&row)).in_place()])
    }

    /// Seats the players at random, deals, and posts the first picture.
    fn start(&self, mut row: GameRow, kind: GameKind) -> Res<Vec<Reply>> {
        let seed = super::replay::seed_from_hex(&row.seed).ok_or_else(|| Fail::Internal("bad seed".into()))?;
        let started =
            start_state(kind, row.variant.as_deref(), row.players.len(), seed).map_err(|e| Fail::Internal(e.0))?;
        for (seat, slot) in started.order.iter().enumerate() {
            row.players[*slot].seat = Some(seat);
        }
        // Several computers are numbered in seat order once seated.
        name_computers(&mut row.players);
        row.status = Status::Active;
        let mut live = Live {
            row,
            kind,
            game: started.game,
            rng: started.rng,
        };
        let (name, png) = live.board_picture(self);
        // Named as in the challenge, variant included.
        let variant = variant_text_in(&live.row, live.locale());
        // What the setup did in front of everyone (draw dominoes' opening
        // double), so that nobody wonders who laid the first tile.
        let setup = live.game.setup_events();
        let opened = if setup.is_empty() {
            String::new()
        } else {
            let locale = super::language::locale_of(&live.row);
            format!("{}.\n", super::wording::events_words_in(&setup, &live.row, locale))
        };
        // "In this order" only where the list starts with who plays first
        // (a Dominoids game may begin with seat 2).
        let in_order = !setup.is_empty() || live.game.to_act().seats().first().is_none_or(|&s| s == 0);
        let seats_are = live.say(if in_order { "post-seats-in-order" } else { "post-seats" }, &[]);
        // Alone (a patience) there is no order of seats to tell.
        let seating = if live.row.players.len() == 1 {
            String::new()
        } else {
            format!(" {seats_are}\n{}", live.seating_text())
        };
        let begins = live.say(
            "post-begins",
            &[
                ("game", i18n::game_name(live.locale(), kind).into()),
                ("variant", variant.into()),
            ],
        );
        let commitment = live.say(
            "post-shuffle-commitment",
            &[("commitment", crate::engine::GameRng::commitment(&seed).into())],
        );
        let first = first_turn_text(&live, !setup.is_empty());
        let text = format!("{begins}{seating}\n{opened}{first}\n{commitment}");
        let text = if self.store.is_answers_only(live.row.channel_id)? {
            format!("{text}\n{}", live.say(ANSWERS_ONLY_NOTE, &[]))
        } else {
            text
        };
        // The first turn's decisions edit this message, keeping its text
        // (the seats, the shuffle commitment) above theirs.
        live.row.turn_post.head = vec![text.clone()];
        let turn = live.row.begin_turn_message();
        live.save(self, None)?;
        let mut reply = live.post(text).with_image(name, png).mentioning(live.users_to_act());
        reply.turn = Some(TurnMessage::New(turn));
        reply = super::moves::with_turn_buttons(reply, &live);
        Ok(vec![reply])
    }
}

/// Said when a game starts where the bot can only answer (a group DM, a
/// server that did not add it): what reaches the players, and what not.
const ANSWERS_ONLY_NOTE: &str = "post-answers-only";

/// The games whose id or name in `locale` holds `typed`, named in
/// `locale` (`/rules game:`, `/help game:`; only the games played at a
/// table where `playable`).
pub fn game_choices(typed: &str, locale: Locale, playable: bool) -> Vec<Choice> {
    let typed = typed.trim().to_lowercase();
    GameKind::ALL
        .into_iter()
        .filter(|k| !playable || k.is_playable())
        .map(|k| (k, i18n::game_name(locale, k)))
        .filter(|(k, name)| k.id().contains(&typed) || name.to_lowercase().contains(&typed))
        .filter_map(|(k, name)| Choice::new(&name, k.id().to_string()))
        .collect()
}

/// The choices for `/play variant:` matching `typed`, in `locale`: only
/// `game`'s variants once the game is chosen (every game's otherwise), or
/// one entry saying that the chosen game has none.
pub fn variant_choices(game: Option<GameKind>, typed: &str, locale: Locale) -> Vec<Choice> {
    let typed = typed.trim().to_lowercase();
    let games: Vec<GameKind> = match game {
        Some(k) => vec![k],
        None => GameKind::ALL.into_iter().filter(|k| k.is_playable()).collect(),
    };
    if let [k] = games.as_slice()
        && k.variants().is_empty()
    {
        let note = i18n::text(locale, "variants-none", &[("game", i18n::game_name(locale, *k).into())]);
        return Choice::new(&note, super::moves::NOTE.to_string()).into_iter().collect();
    }
    games
        .iter()
        .flat_map(|&k| {
            k.variants()
                .iter()
                .map(move |v| (k, v, i18n::variant_about(locale, k, v.id)))
        })
        .filter(|(_, v, about)| v.id.contains(&typed) || about.to_lowercase().contains(&typed))
        .filter_map(|(k, v, about)| {
            let name = match game {
                Some(_) => i18n::labelled(locale, v.id, &about),
                None => i18n::labelled(locale, &i18n::game_name(locale, k), &about),
            };
            Choice::new(&name, v.id.to_string())
        })
        .take(super::MAX_CHOICES)
        .collect()
}

/// The challenge's last line, until every seat is ready.
const STARTS_WHEN: &str = "post-starts-when";

/// The game and variant `/play` asked for, if it can be played at a table
/// (the front end has read the game's name: `GameKind`).
fn playable(kind: GameKind, variant: Option<&str>) -> Res<(GameKind, Option<&str>)> {
    if kind.is_puzzle() {
        return refuse(ChallengeRefusal::PuzzleForOne { kind });
    }
    if !kind.is_playable() {
        return refuse(ChallengeRefusal::NotPlayable { kind });
    }
    let variant = variant.map(str::trim).filter(|v| !v.is_empty());
    if let Some(v) = variant
        && !kind.variants().iter().any(|x| x.id == v)
    {
        return refuse(if kind.variants().is_empty() {
            ChallengeRefusal::NoVariants { kind }
        } else {
            ChallengeRefusal::UnknownVariant {
                kind,
                variant: v.to_string(),
            }
        });
    }
    Ok((kind, variant))
}

/// Refuses a challenge to oneself or to someone named twice.
fn check_opponents(ctx: &Ctx, opponents: &[User]) -> Res<()> {
    let mut seen = vec![ctx.user.id];
    for o in opponents {
        if o.id == ctx.user.id {
            return refuse(ChallengeRefusal::Yourself);
        }
        if seen.contains(&o.id) {
            return refuse(ChallengeRefusal::NamedTwice { user: o.id });
        }
        seen.push(o.id);
    }
    Ok(())
}

/// The seats of the table: the game's default for an open challenge,
/// otherwise one per person and computer named and the challenger;
/// refused unless the game takes that many.
fn seat_count(kind: GameKind, variant: Option<&str>, opponents: &[User], computers: &[Level]) -> Res<usize> {
    let (min, max) = kind.player_range(variant);
    let seats = if opponents.is_empty() && computers.is_empty() {
        kind.default_seats(variant)
    } else {
        opponents.len() + computers.len() + 1
    };
    if seats < min || seats > max {
        return refuse(ChallengeRefusal::SeatCount { kind, min, max, seats });
    }
    Ok(seats)
}

/// The challenge's slots: the challenger (accepted), the people named
/// (to accept), the computer seats (ready), and open seats up to `seats`.
fn challenge_players(ctx: &Ctx, opponents: &[User], computers: &[Level], seats: usize) -> Vec<Player> {
    let mut players = vec![Player {
        slot: 0,
        user_id: Some(ctx.user.id),
        name: ctx.user.name.clone(),
        accepted: true,
        seat: None,
        computer: None,
    }];
    for (i, o) in opponents.iter().enumerate() {
        players.push(Player {
            slot: i + 1,
            user_id: Some(o.id),
            name: o.name.clone(),
            accepted: false,
            seat: None,
            computer: None,
        });
    }
    for level in computers {
        players.push(Player {
            slot: players.len(),
            user_id: None,
            name: String::new(),
            accepted: true,
            seat: None,
            computer: Some(*level),
        });
    }
    while players.len() < seats {
        players.push(Player {
            slot: players.len(),
            user_id: None,
            name: "open seat".into(),
            accepted: false,
            seat: None,
            computer: None,
        });
    }
    name_computers(&mut players);
    players
}

/// "1 player", "2 players", "2 to 4 players", in `locale`.
pub(crate) fn players_words(locale: Locale, min: usize, max: usize) -> String {
    if min == max {
        i18n::text(locale, "players-exact", &[("count", Arg::count(min))])
    } else {
        let (min, max) = (min.to_string(), max.to_string());
        i18n::text(locale, "players-range", &[("min", min.into()), ("max", max.into())])
    }
}

/// Someone named as an opponent in `/play`, as a front end sees them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Named {
    /// The bot itself: a computer seat.
    Me,
    /// Another bot, which cannot play.
    OtherBot,
    Person(User),
}

/// The people and computer seats of a `/play`: naming the bot makes a
/// computer seat at `level` (medium when not given). Refused, with the
/// sentence to answer, when another bot is named or a level is given with
/// no computer seat. Every front end reads its opponents through this.
pub fn seating(named: Vec<Named>, level: Option<Level>) -> Result<(Vec<User>, Vec<Level>), ChallengeRefusal> {
    let mut people = Vec::new();
    let mut computers = 0;
    for n in named {
        match n {
            Named::Me => computers += 1,
            Named::OtherBot => return Err(ChallengeRefusal::OtherBot),
            Named::Person(user) => people.push(user),
        }
    }
    if level.is_some() && computers == 0 {
        return Err(ChallengeRefusal::LevelWithoutComputer);
    }
    Ok((people, vec![level.unwrap_or(Level::Medium); computers]))
}

/// Who plays first and how: the first player need not sit first (many games
/// choose them by a rule), several may act at once, and only games with
/// secret tiles have something to look at with /hand. After a setup that
/// already played for someone (`opened`), whoever acts now plays next.
fn first_turn_text(live: &Live, opened: bool) -> String {
    let seats = live.game.to_act().seats();
    let who: Vec<String> = seats.iter().map(|&s| live.seat_name(s)).collect();
    if who.is_empty() {
        return String::new();
    }
    let key = if opened { "post-plays-next" } else { "post-plays-first" };
    let who = live.say(
        key,
        &[
            ("who", and_list(live.locale(), &who).into()),
            ("count", Arg::count(who.len())),
        ],
    );
    // The bot's own seats need no instructions: it moves by itself.
    if seats.iter().all(|&s| live.computer_at(s).is_some()) {
        return format!("{who}.");
    }
    let has_secrets = seats.iter().any(|&s| {
        live.game
            .view(crate::engine::view::Viewer::Seat(s))
            .private
            .is_some_and(|p| !p.tiles.is_empty())
    });
    let how = if live.game.choices_are_public() {
        "post-how-buttons"
    } else if has_secrets {
        "post-how-hand"
    } else {
        "post-how-move"
    };
    let how = live.say(how, &[]);
    live.say("post-first-turn", &[("who", who.into()), ("how", how.into())])
}

/// The challenge as posted, in the game's language: who is asked, each
/// seat's state, and the buttons that answer it.
fn challenge_reply(row: &GameRow, kind: GameKind) -> Reply {
    let id = row.id;
    let locale = locale_of(row);
    let say = |key: &str| i18n::text(locale, key, &[]);
    let lines: Vec<String> = row
        .players
        .iter()
        .map(|p| {
            let state = match (p.user_id, p.accepted) {
                _ if p.computer.is_some() => "post-seat-computer",
                // An open seat's name says it is open.
                (None, _) => "post-seat-open",
                (Some(_), true) => "post-seat-ready",
                (Some(_), false) => "post-seat-waiting",
            };
            format!(
                "- {}",
                i18n::labelled(locale, &who_in(&row.players, p, locale), &say(state))
            )
        })
        .collect();
    let challenge = i18n::text(
        locale,
        "post-challenge",
        &[
            ("challenger", mention(row.created_by).into()),
            ("game", i18n::game_name(locale, kind).into()),
            ("variant", variant_text_in(row, locale).into()),
        ],
    );
    let text = format!("{challenge}\n{}\n{}", lines.join("\n"), say(STARTS_WHEN));
    let mut reply = Reply::public(text)
        .in_locale(locale)
        .mentioning(row.players.iter().skip(1).filter_map(|p| p.user_id));
    if row.players.iter().any(|p| p.user_id.is_some() && !p.accepted) {
        reply = reply
            .with_button(ButtonId::Accept(id), &say("button-accept"), ButtonStyle::Success)
            .with_button(ButtonId::Decline(id), &say("button-decline"), ButtonStyle::Danger);
    }
    if row.players.iter().any(Player::is_open) {
        reply = reply.with_button(ButtonId::Join(id), &say("button-join"), ButtonStyle::Primary);
    }
    reply.with_button(ButtonId::Cancel(id), &say("button-cancel"), ButtonStyle::Secondary)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person(id: u64) -> Named {
        Named::Person(User {
            id,
            name: format!("user{id}"),
        })
    }

    /// Issue 55: a variant is told from the catalogue, English as the
    /// engine says it, Spanish and French in their own words, each within
    /// an autocomplete entry after its game's name.
    #[test]
    fn every_variant_is_told_in_every_language_and_english_as_the_engine_says() {
        for kind in GameKind::ALL {
            for v in kind.variants() {
                assert_eq!(i18n::variant_about(Locale::EnUs, kind, v.id), v.description);
                for locale in [Locale::EsEs, Locale::Fr] {
                    let about = i18n::variant_about(locale, kind, v.id);
                    assert_ne!(about, v.description, "{}", locale.discord());
                    let entry = i18n::labelled(locale, &i18n::game_name(locale, kind), &about);
                    assert!(entry.chars().count() <= 100, "{entry}");
                }
            }
            let none = variant_choices(Some(kind), "", Locale::Fr);
            if kind.is_playable() && kind.variants().is_empty() {
                assert!(none[0].name.contains("pas de variantes"), "{none:?}");
            }
        }
    }

    /// Both front ends list the games in the reader's language.
    #[test]
    fn the_games_are_listed_and_found_by_their_names_in_the_readers_language() {
        let arbol = game_choices("árbol", Locale::EsEs, false);
        assert_eq!(arbol.len(), 1, "{arbol:?}");
        assert_eq!((arbol[0].name.as_str(), arbol[0].value.as_str()), ("El Árbol", "tree"));
        let english: Vec<String> = game_choices("", Locale::EnUs, false)
            .into_iter()
            .map(|c| c.name)
            .collect();
        let names: Vec<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
        assert_eq!(english, names);
        assert!(
            game_choices("adding", Locale::EnUs, true).is_empty(),
            "a puzzle is not played at a table"
        );
    }

    /// Discord and the local front end both read `/play`'s opponents here.
    #[test]
    fn naming_the_bot_makes_computer_seats_at_the_level_asked() {
        let (people, computers) = seating(vec![person(2), Named::Me, Named::Me], Some(Level::Hard)).unwrap();
        assert_eq!(people.iter().map(|u| u.id).collect::<Vec<_>>(), [2]);
        assert_eq!(computers, [Level::Hard, Level::Hard]);
        assert_eq!(seating(vec![Named::Me], None).unwrap().1, [Level::Medium]);
        assert_eq!(
            seating(vec![person(2), Named::OtherBot], None),
            Err(ChallengeRefusal::OtherBot)
        );
        assert_eq!(
            seating(vec![person(2)], Some(Level::Easy)),
            Err(ChallengeRefusal::LevelWithoutComputer)
        );
        let (people, computers) = seating(Vec::new(), None).unwrap();
        assert!(people.is_empty() && computers.is_empty(), "an open seat");
    }
}
