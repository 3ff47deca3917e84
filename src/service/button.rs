//! Button ids: every button the bot posts is built from a [`ButtonId`], and
//! every press is read back into one and routed by [`Service::button`].
//!
//! The text forms are stable (`accept:12`, `move:<game>:<version>:<notation>`,
//! `replay:<game>:<step>`), so the buttons under messages posted by earlier
//! versions keep working. Discord caps an id at 100 characters: a
//! [`Reply`] leaves out a button whose id would be longer (only a move's
//! notation can make it so).

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
}

/// The answer to an id that is none of ours (or that we cannot read).
const NOT_MINE: &str = "That button is not one of mine.";

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
            ButtonId::Move { .. } | ButtonId::Replay { .. } => return None,
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
            _ => unreachable!("every simple kind is written above"),
        }
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
            Err(NotMine) => refuse(NOT_MINE),
        })
    }

    fn press(&self, ctx: &Ctx, id: ButtonId) -> Res<Vec<Reply>> {
        let game = match id {
            ButtonId::Move {
                game,
                version,
                notation,
            } => {
                match self.store.open_game_in_channel(ctx.channel)? {
                    Some(row) if row.id == game => {}
                    _ => return refuse("That button belongs to a game that is over or in another channel."),
                }
                return self.move_button(ctx, version, &notation);
            }
            // Replays of finished games may be watched from any channel of the server.
            ButtonId::Replay { game, step } => return self.replay_inner(ctx, game, step, true),
            ref simple => simple.simple().map_or(0, |(_, game)| game),
        };
        let Some(row) = self.store.game(game)? else {
            return refuse("That game no longer exists.");
        };
        if row.channel_id != ctx.channel {
            return refuse("That button belongs to a game in another channel.");
        }
        match id {
            ButtonId::Accept(_) | ButtonId::Decline(_) | ButtonId::Join(_) | ButtonId::Cancel(_) => {
                self.challenge_button(ctx, row, &id)
            }
            ButtonId::Resign(_) => self.resign_confirmed(ctx, row),
            ButtonId::Abort(_) => self.abort_vote(ctx, row),
            ButtonId::Pause(_) => self.pause_button(ctx, row),
            ButtonId::TakebackYes(_) => self.takeback_answer(ctx, row, true),
            ButtonId::TakebackNo(_) => self.takeback_answer(ctx, row, false),
            ButtonId::Move { .. } | ButtonId::Replay { .. } => refuse(NOT_MINE),
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
            | ButtonId::Replay { .. } => {}
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
        ] {
            assert_eq!(text.parse::<ButtonId>(), Err(NotMine), "{text}");
        }
    }
}
