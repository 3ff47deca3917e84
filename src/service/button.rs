//! Button ids: every button the bot posts is built from a [`ButtonId`], and
//! every press is read back into one and routed by [`Service::button`].
//!
//! The text forms are stable (`accept:12`, `move:<game>:<version>:<notation>`,
//! `replay:<game>:<step>`, `games:<user>:<page>`), so the buttons under messages posted by earlier
//! versions keep working. Discord caps an id at 100 characters: a
//! [`Reply`] leaves out a button whose id would be longer (only a move's
//! notation can make it so).
//!
//! The move picker's select menu has a [`MenuId`] (`pick:<scope>:<version>`)
//! and each of its options a [`PickStep`] as its value (`where:3:1`): the
//! menu id and the chosen value together make the same
//! [`ButtonId::Pick`] its Back and Cancel buttons carry. Steps name things
//! by index (the third "what", its tenth action), never by text, so every
//! id stays short whatever the game's notation.

use super::refusal::ButtonRefusal;
use super::{Ctx, Reply, Res, Service, refuse};
use std::fmt;
use std::str::FromStr;

/// What a button does, and on which game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonId {
    /// `accept:<game>`: a named player accepts a challenge.
    Accept(i64),
    /// `decline:<game>`: a named player declines it.
    Decline(i64),
    /// `join:<game>`: anyone takes an open seat.
    Join(i64),
    /// `cancel:<game>`: the challenger withdraws the challenge.
    Cancel(i64),
    /// `resign:<game>`: confirms a resignation.
    Resign(i64),
    /// `abort:<game>`: agrees to abort.
    Abort(i64),
    /// `pause:<game>`: agrees to pause.
    Pause(i64),
    /// `takeback-yes:<game>`: agrees to the open takeback request.
    TakebackYes(i64),
    /// `takeback-no:<game>`: declines it.
    TakebackNo(i64),
    /// `move:<game>:<version>:<notation>`: plays a legal action, only in
    /// the position (`version`) the button was posted under.
    Move { game: i64, version: i64, notation: String },
    /// `replay:<game>` (the whole game) or `replay:<game>:<step>`.
    Replay { game: i64, step: Option<i64> },
    /// `picker:<game>`: opens the move picker on the game's position now
    /// (the "Move" button of the mover's private note).
    Picker(i64),
    /// `pick:<scope>:<version>:<step>`: a step of an open picker (Back,
    /// Cancel, a puzzle's Confirm), only in the position (`version`) it
    /// was made for.
    Pick {
        scope: PickScope,
        version: i64,
        step: PickStep,
    },
    /// `games:<user>:<page>` (`games-all:…` for every game of the server,
    /// a moderator's list): a page of `/games`, for the user who asked.
    Games { user: u64, all: bool, page: usize },
}

/// What a picker plays in: a game here, or the caller's puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickScope {
    /// `g<id>`: the game with this id (the channel's running game).
    Game(i64),
    /// `p`: the caller's puzzle (one per person and server).
    Puzzle,
}

/// One step of the move picker. The indices count in the picker's own
/// lists for the position its version names: the "whats" in order, and
/// each what's actions nearest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickStep {
    /// `whats:<page>`: a page of the list of what to play.
    Whats(usize),
    /// `where:<what>:<page>`: a page of the places (actions) of one what.
    Where { what: usize, page: usize },
    /// `areas:<what>`: the whole board with a number for each page of a
    /// what's places, to jump to one (a what with many places).
    Areas { what: usize },
    /// `act:<what>:<action>`: one action, to confirm.
    Confirm { what: usize, action: usize },
    /// `play:<what>:<action>`: plays it (a puzzle's Confirm; a game's is a
    /// [`ButtonId::Move`]).
    Play { what: usize, action: usize },
    /// `cancel`: closes the picker.
    Cancel,
}

/// A select menu's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuId {
    /// `pick:<scope>:<version>`: the move picker's menu; each option's
    /// value is a [`PickStep`]. A card with several menus (one under each
    /// picture of places) tells them apart by `part`, written after the
    /// version when it is not 0 (`pick:g12:40:2`), as Discord wants every
    /// id in a message to differ.
    Pick { scope: PickScope, version: i64, part: u8 },
}

impl ButtonId {
    /// Discord's limit on a button id, in characters (counted here in
    /// bytes, which is never fewer).
    pub const MAX_LEN: usize = 100;

    /// Whether the id fits Discord's limit.
    pub fn fits(&self) -> bool {
        self.to_string().len() <= ButtonId::MAX_LEN
    }

    /// The word before the first `:`, and the game the simple kinds name.
    fn simple(&self) -> Option<(&'static str, i64)> {
        Some(match *self {
            ButtonId::Accept(g) => ("accept", g),
            ButtonId::Decline(g) => ("decline", g),
            ButtonId::Join(g) => ("join", g),
            ButtonId::Cancel(g) => ("cancel", g),
            ButtonId::Resign(g) => ("resign", g),
            ButtonId::Abort(g) => ("abort", g),
            ButtonId::Pause(g) => ("pause", g),
            ButtonId::TakebackYes(g) => ("takeback-yes", g),
            ButtonId::TakebackNo(g) => ("takeback-no", g),
            ButtonId::Picker(g) => ("picker", g),
            ButtonId::Move { .. } | ButtonId::Replay { .. } | ButtonId::Pick { .. } | ButtonId::Games { .. } => {
                return None;
            }
        })
    }
}

impl fmt::Display for ButtonId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((word, game)) = self.simple() {
            return write!(f, "{word}:{game}");
        }
        match self {
            ButtonId::Move {
                game,
                version,
                notation,
            } => write!(f, "move:{game}:{version}:{notation}"),
            ButtonId::Replay { game, step: None } => write!(f, "replay:{game}"),
            ButtonId::Replay { game, step: Some(k) } => write!(f, "replay:{game}:{k}"),
            ButtonId::Pick { scope, version, step } => write!(f, "pick:{scope}:{version}:{step}"),
            ButtonId::Games { user, all, page } => {
                write!(f, "{}:{user}:{page}", if *all { "games-all" } else { "games" })
            }
            _ => unreachable!("every simple kind is written above"),
        }
    }
}

impl fmt::Display for PickScope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PickScope::Game(game) => write!(f, "g{game}"),
            PickScope::Puzzle => write!(f, "p"),
        }
    }
}

impl FromStr for PickScope {
    type Err = NotMine;

    fn from_str(s: &str) -> Result<PickScope, NotMine> {
        match s {
            "p" => Ok(PickScope::Puzzle),
            _ => match s.strip_prefix('g').map(str::parse) {
                Some(Ok(game)) => Ok(PickScope::Game(game)),
                _ => Err(NotMine),
            },
        }
    }
}

impl fmt::Display for PickStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PickStep::Whats(page) => write!(f, "whats:{page}"),
            PickStep::Where { what, page } => write!(f, "where:{what}:{page}"),
            PickStep::Areas { what } => write!(f, "areas:{what}"),
            PickStep::Confirm { what, action } => write!(f, "act:{what}:{action}"),
            PickStep::Play { what, action } => write!(f, "play:{what}:{action}"),
            PickStep::Cancel => write!(f, "cancel"),
        }
    }
}

impl FromStr for PickStep {
    type Err = NotMine;

    fn from_str(s: &str) -> Result<PickStep, NotMine> {
        let index = |s: &str| s.parse::<usize>().map_err(|_| NotMine);
        let parts: Vec<&str> = s.split(':').collect();
        Ok(match parts.as_slice() {
            ["whats", page] => PickStep::Whats(index(page)?),
            ["where", what, page] => PickStep::Where {
                what: index(what)?,
                page: index(page)?,
            },
            ["areas", what] => PickStep::Areas { what: index(what)? },
            ["act", what, action] => PickStep::Confirm {
                what: index(what)?,
                action: index(action)?,
            },
            ["play", what, action] => PickStep::Play {
                what: index(what)?,
                action: index(action)?,
            },
            ["cancel"] => PickStep::Cancel,
            _ => return Err(NotMine),
        })
    }
}

impl fmt::Display for MenuId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MenuId::Pick {
                scope,
                version,
                part: 0,
            } => write!(f, "pick:{scope}:{version}"),
            MenuId::Pick { scope, version, part } => write!(f, "pick:{scope}:{version}:{part}"),
        }
    }
}

impl FromStr for MenuId {
    type Err = NotMine;

    fn from_str(id: &str) -> Result<MenuId, NotMine> {
        match id.split(':').collect::<Vec<_>>().as_slice() {
            ["pick", scope, version] => Ok(MenuId::Pick {
                scope: scope.parse()?,
                version: version.parse().map_err(|_| NotMine)?,
                part: 0,
            }),
            ["pick", scope, version, part] => Ok(MenuId::Pick {
                scope: scope.parse()?,
                version: version.parse().map_err(|_| NotMine)?,
                part: part.parse().ok().filter(|&p| p > 0).ok_or(NotMine)?,
            }),
            _ => Err(NotMine),
        }
    }
}

impl MenuId {
    /// The step a choice from this menu takes: the same id a button of
    /// that step carries.
    pub fn choose(self, value: &str) -> Result<ButtonId, NotMine> {
        let MenuId::Pick { scope, version, .. } = self;
        Ok(ButtonId::Pick {
            scope,
            version,
            step: value.parse()?,
        })
    }
}

/// An id that is not one of ours.
#[derive(Debug, PartialEq, Eq)]
pub struct NotMine;

impl FromStr for ButtonId {
    type Err = NotMine;

    fn from_str(id: &str) -> Result<ButtonId, NotMine> {
        let number = |s: &str| s.parse::<i64>().map_err(|_| NotMine);
        let (word, rest) = id.split_once(':').ok_or(NotMine)?;
        Ok(match word {
            "accept" => ButtonId::Accept(number(rest)?),
            "decline" => ButtonId::Decline(number(rest)?),
            "join" => ButtonId::Join(number(rest)?),
            "cancel" => ButtonId::Cancel(number(rest)?),
            "resign" => ButtonId::Resign(number(rest)?),
            "abort" => ButtonId::Abort(number(rest)?),
            "pause" => ButtonId::Pause(number(rest)?),
            "takeback-yes" => ButtonId::TakebackYes(number(rest)?),
            "takeback-no" => ButtonId::TakebackNo(number(rest)?),
            "picker" => ButtonId::Picker(number(rest)?),
            "pick" => {
                let mut parts = rest.splitn(3, ':');
                let (Some(scope), Some(version), Some(step)) = (parts.next(), parts.next(), parts.next()) else {
                    return Err(NotMine);
                };
                ButtonId::Pick {
                    scope: scope.parse()?,
                    version: number(version)?,
                    step: step.parse()?,
                }
            }
            "move" => {
                // The notation is the rest, whatever it holds (even a `:`).
                let mut parts = rest.splitn(3, ':');
                let (Some(game), Some(version), Some(notation)) = (parts.next(), parts.next(), parts.next()) else {
                    return Err(NotMine);
                };
                ButtonId::Move {
                    game: number(game)?,
                    version: number(version)?,
                    notation: notation.to_string(),
                }
            }
            "games" | "games-all" => {
                let (user, page) = rest.split_once(':').ok_or(NotMine)?;
                ButtonId::Games {
                    user: user.parse().map_err(|_| NotMine)?,
                    all: word == "games-all",
                    page: page.parse().map_err(|_| NotMine)?,
                }
            }
            "replay" => match rest.split_once(':') {
                None => ButtonId::Replay {
                    game: number(rest)?,
                    step: None,
                },
                Some((game, step)) => ButtonId::Replay {
                    game: number(game)?,
                    step: Some(number(step)?),
                },
            },
            _ => return Err(NotMine),
        })
    }
}

impl Service {
    /// A button press, from any front end: the one place presses are read
    /// and routed. Ids that are not ours are refused privately.
    pub fn button(&self, ctx: &Ctx, id: &str) -> Vec<Reply> {
        self.guarded(ctx, || match id.parse::<ButtonId>() {
            Ok(id) => self.press(ctx, id),
            Err(NotMine) => refuse(ButtonRefusal::NotMine),
        })
    }

    /// A choice from a select menu, from any front end: the menu's id and
    /// the values chosen (one: our menus take a single choice). Read into
    /// the step it takes and routed with the buttons.
    pub fn select(&self, ctx: &Ctx, menu: &str, values: &[String]) -> Vec<Reply> {
        self.guarded(ctx, || {
            let [value] = values else {
                return refuse(ButtonRefusal::ChooseOne);
            };
            match menu.parse::<MenuId>().and_then(|m| m.choose(value)) {
                Ok(id) => self.press(ctx, id),
                Err(NotMine) => refuse(ButtonRefusal::MenuNotMine),
            }
        })
    }

    fn press(&self, ctx: &Ctx, id: ButtonId) -> Res<Vec<Reply>> {
        if let Some(there) = self.made_afar(ctx, &id)? {
            let replies = self.press(&there, id)?;
            return Ok(replies.into_iter().map(|r| r.shown_in(there.channel)).collect());
        }
        let game = match id {
            ButtonId::Pick { scope, version, step } => return self.pick_step(ctx, scope, version, step),
            ButtonId::Move {
                game,
                version,
                notation,
            } => {
                match self.store.open_game_in_channel(ctx.channel)? {
                    Some(row) if row.id == game => {}
                    _ => return refuse(ButtonRefusal::GameOverOrElsewhere),
                }
                return self.move_button(ctx, version, &notation);
            }
            // Replays of finished games may be watched from any channel of the server.
            ButtonId::Replay { game, step } => return self.replay_inner(ctx, game, step, true),
            // A list of games belongs to no channel: only its reader pages it.
            ButtonId::Games { user, all, page } => return self.games_page(ctx, user, all, page),
            ref simple => simple.simple().map_or(0, |(_, game)| game),
        };
        let Some(row) = self.store.game(game)? else {
            return refuse(ButtonRefusal::GameGone);
        };
        if row.channel_id != ctx.channel {
            return refuse(ButtonRefusal::OtherChannel);
        }
        self.press_in_channel(ctx, row, id)
    }

    /// A move made from a direct message (the Move… button of a turn's
    /// DM or reminder, its picker, its choices): the same move as in the
    /// game's channel, so it is played there, by a player of that game
    /// only. `None` for any other press, which is checked where it is.
    /// Only outside servers: a server's buttons stay in their channel.
    fn made_afar(&self, ctx: &Ctx, id: &ButtonId) -> Res<Option<Ctx>> {
        let game = match id {
            ButtonId::Picker(game) | ButtonId::Move { game, .. } => *game,
            ButtonId::Pick {
                scope: PickScope::Game(game),
                ..
            } => *game,
            _ => return Ok(None),
        };
        if ctx.guild != super::NO_SERVER {
            return Ok(None);
        }
        let Some(row) = self.store.game(game)? else {
            return Ok(None);
        };
        if row.channel_id == ctx.channel || row.player_by_user(ctx.user.id).is_none() {
            return Ok(None);
        }
        Ok(Some(Ctx {
            guild: row.guild_id,
            channel: row.channel_id,
            user: ctx.user.clone(),
            locale: ctx.locale,
            guild_locale: None,
        }))
    }

    fn press_in_channel(&self, ctx: &Ctx, row: crate::store::GameRow, id: ButtonId) -> Res<Vec<Reply>> {
        match id {
            ButtonId::Accept(_) | ButtonId::Decline(_) | ButtonId::Join(_) | ButtonId::Cancel(_) => {
                self.challenge_button(ctx, row, &id)
            }
            ButtonId::Resign(_) => self.resign_confirmed(ctx, row),
            ButtonId::Abort(_) => self.abort_vote(ctx, row),
            ButtonId::Pause(_) => self.pause_button(ctx, row),
            ButtonId::TakebackYes(_) => self.takeback_answer(ctx, row, true),
            ButtonId::TakebackNo(_) => self.takeback_answer(ctx, row, false),
            ButtonId::Picker(game) => self.pick_open(ctx, false, Some(game)),
            ButtonId::Move { .. } | ButtonId::Replay { .. } | ButtonId::Pick { .. } | ButtonId::Games { .. } => {
                refuse(ButtonRefusal::NotMine)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn any_id() -> impl Strategy<Value = ButtonId> {
        let game = any::<i64>();
        prop_oneof![
            game.prop_map(ButtonId::Accept),
            game.prop_map(ButtonId::Decline),
            game.prop_map(ButtonId::Join),
            game.prop_map(ButtonId::Cancel),
            game.prop_map(ButtonId::Resign),
            game.prop_map(ButtonId::Abort),
            game.prop_map(ButtonId::Pause),
            game.prop_map(ButtonId::TakebackYes),
            game.prop_map(ButtonId::TakebackNo),
            (any::<i64>(), any::<i64>(), ".{0,80}").prop_map(|(game, version, notation)| ButtonId::Move {
                game,
                version,
                notation
            }),
            (any::<i64>(), any::<Option<i64>>()).prop_map(|(game, step)| ButtonId::Replay { game, step }),
            game.prop_map(ButtonId::Picker),
            (any_scope(), any::<i64>(), any_step()).prop_map(|(scope, version, step)| ButtonId::Pick {
                scope,
                version,
                step
            }),
            (any::<u64>(), any::<bool>(), any::<usize>()).prop_map(|(user, all, page)| ButtonId::Games {
                user,
                all,
                page
            }),
        ]
    }

    fn any_scope() -> impl Strategy<Value = PickScope> {
        prop_oneof![any::<i64>().prop_map(PickScope::Game), Just(PickScope::Puzzle)]
    }

    fn any_step() -> impl Strategy<Value = PickStep> {
        let n = any::<usize>();
        prop_oneof![
            n.prop_map(PickStep::Whats),
            (n, n).prop_map(|(what, page)| PickStep::Where { what, page }),
            (n, n).prop_map(|(what, action)| PickStep::Confirm { what, action }),
            (n, n).prop_map(|(what, action)| PickStep::Play { what, action }),
            Just(PickStep::Cancel),
        ]
    }

    /// Fails to compile when a kind is added without a case above: every
    /// kind must be in the round trip.
    fn covered(id: &ButtonId) {
        match id {
            ButtonId::Accept(_)
            | ButtonId::Decline(_)
            | ButtonId::Join(_)
            | ButtonId::Cancel(_)
            | ButtonId::Resign(_)
            | ButtonId::Abort(_)
            | ButtonId::Pause(_)
            | ButtonId::TakebackYes(_)
            | ButtonId::TakebackNo(_)
            | ButtonId::Move { .. }
            | ButtonId::Replay { .. }
            | ButtonId::Picker(_)
            | ButtonId::Pick { .. }
            | ButtonId::Games { .. } => {}
        }
    }

    proptest! {
        #[test]
        fn every_id_reads_back_as_written(id in any_id()) {
            covered(&id);
            let text = id.to_string();
            prop_assert_eq!(text.parse::<ButtonId>(), Ok(id.clone()));
            // Only a move's notation can make an id too long for Discord.
            if !matches!(id, ButtonId::Move { .. }) {
                prop_assert!(id.fits(), "{}", text);
            }
            // A reply carries it only if it fits, and then as written.
            let reply = Reply::public("").with_button(id.clone(), "x", super::super::ButtonStyle::Primary);
            match reply.buttons.first() {
                Some(b) => {
                    prop_assert!(b.id.len() <= ButtonId::MAX_LEN);
                    prop_assert_eq!(b.id.parse::<ButtonId>(), Ok(id));
                }
                None => prop_assert!(!id.fits()),
            }
        }

        #[test]
        fn any_text_is_read_without_a_panic(text in ".{0,120}") {
            if let Ok(id) = text.parse::<ButtonId>() {
                prop_assert_eq!(id.to_string().parse::<ButtonId>(), Ok(id));
            }
            if let Ok(id) = text.parse::<MenuId>() {
                prop_assert_eq!(id.to_string().parse::<MenuId>(), Ok(id));
            }
        }

        /// A menu's id and a chosen value make the same id as the
        /// button of that step, within Discord's limits.
        #[test]
        fn a_menu_choice_reads_as_the_step_its_value_names(
            scope in any_scope(), version in any::<i64>(), step in any_step(), part in any::<u8>()
        ) {
            let menu = MenuId::Pick { scope, version, part };
            let text = menu.to_string();
            prop_assert!(text.len() <= ButtonId::MAX_LEN);
            prop_assert_eq!(text.parse::<MenuId>(), Ok(menu));
            let value = step.to_string();
            prop_assert!(value.len() <= 100, "{}", value);
            prop_assert_eq!(menu.choose(&value), Ok(ButtonId::Pick { scope, version, step }));
        }
    }

    #[test]
    fn the_forms_on_posted_messages_still_read() {
        let cases = [
            ("accept:12", ButtonId::Accept(12)),
            ("decline:12", ButtonId::Decline(12)),
            ("join:3", ButtonId::Join(3)),
            ("cancel:3", ButtonId::Cancel(3)),
            ("resign:4", ButtonId::Resign(4)),
            ("abort:4", ButtonId::Abort(4)),
            ("pause:5", ButtonId::Pause(5)),
            ("takeback-yes:6", ButtonId::TakebackYes(6)),
            ("takeback-no:6", ButtonId::TakebackNo(6)),
            (
                "move:7:3:3-6 0,0 E",
                ButtonId::Move {
                    game: 7,
                    version: 3,
                    notation: "3-6 0,0 E".into(),
                },
            ),
            ("replay:8", ButtonId::Replay { game: 8, step: None }),
            ("replay:8:2", ButtonId::Replay { game: 8, step: Some(2) }),
            ("picker:9", ButtonId::Picker(9)),
            (
                "pick:g9:4:where:2:1",
                ButtonId::Pick {
                    scope: PickScope::Game(9),
                    version: 4,
                    step: PickStep::Where { what: 2, page: 1 },
                },
            ),
            (
                "pick:p:7:play:0:3",
                ButtonId::Pick {
                    scope: PickScope::Puzzle,
                    version: 7,
                    step: PickStep::Play { what: 0, action: 3 },
                },
            ),
            (
                "games:12:3",
                ButtonId::Games {
                    user: 12,
                    all: false,
                    page: 3,
                },
            ),
            (
                "games-all:12:0",
                ButtonId::Games {
                    user: 12,
                    all: true,
                    page: 0,
                },
            ),
            (
                "pick:g9:4:cancel",
                ButtonId::Pick {
                    scope: PickScope::Game(9),
                    version: 4,
                    step: PickStep::Cancel,
                },
            ),
        ];
        for (text, id) in cases {
            assert_eq!(text.parse::<ButtonId>(), Ok(id.clone()), "{text}");
            assert_eq!(id.to_string(), text);
        }
        for text in [
            "",
            "accept",
            "accept:",
            "accept:x",
            "accept:1:2",
            "move:1:2",
            "move:x:2:a",
            "replay:1:x",
            "hello:1",
            "pick:g9:4",
            "pick:x9:4:cancel",
            "pick:g9:4:where:1",
            "pick:g9:4:act:-1:2",
            "pick:g9:4:whats:99999999999999999999999",
            "games:12",
            "games:x:1",
            "games:12:-1",
        ] {
            assert_eq!(text.parse::<ButtonId>(), Err(NotMine), "{text}");
        }
        assert_eq!(
            "pick:g9:4".parse::<MenuId>(),
            Ok(MenuId::Pick {
                scope: PickScope::Game(9),
                version: 4,
                part: 0
            })
        );
        assert_eq!(
            "pick:g9:4:3".parse::<MenuId>(),
            Ok(MenuId::Pick {
                scope: PickScope::Game(9),
                version: 4,
                part: 3
            })
        );
        // Part 0 is written without its number, so only one text means it.
        for text in [
            "pick:g9",
            "pick:g9:4:whats:0",
            "menu:g9:4",
            "pick:q:1",
            "pick:g9:4:0",
            "pick:g9:4:x",
        ] {
            assert_eq!(text.parse::<MenuId>(), Err(NotMine), "{text}");
        }
    }
}
