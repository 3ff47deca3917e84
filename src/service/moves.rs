//! `/move action:` and the autocomplete behind it.

use super::game::Live;
use super::reply::MAX_CHOICES;
use super::wording::events_words;
use super::{ButtonId, Choice, Ctx, Fail, Reply, Res, Service, mention, refuse};
use crate::engine::common::placement::echo;
use crate::engine::registry::PlayError;
use crate::engine::{Event, LegalAction, Viewer};
use crate::store::{ActionRow, Status};

impl Service {
    /// Plays one action, given in notation, for the caller: a move in this
    /// channel's game, or in their puzzle when they have one and no seat
    /// in this channel's game (see `puzzles`: game moves take precedence).
    pub fn make_move(&self, ctx: &Ctx, action: &str) -> Vec<Reply> {
        if self.puzzle_routes(ctx) {
            return self.puzzle_move(ctx, action);
        }
        self.guarded(ctx, || self.move_inner(ctx, action))
    }

    fn move_inner(&self, ctx: &Ctx, action: &str) -> Res<Vec<Reply>> {
        let live = self.live_game(ctx)?;
        let seat = live.seat_of(ctx)?;
        if live.row.wait.paused_at.is_some() {
            return refuse("This game is paused by agreement. Any player can /resume it, then play on.");
        }
        let to_act = live.game.to_act();
        if let Some(next) = to_act.seat()
            && !to_act.includes(seat)
        {
            return refuse(format!(
                "It is {}'s turn, not yours. I will ping you when it is your turn.",
                live.seat_name(next)
            ));
        }
        self.act(live, seat, Some(ctx.user.id), action)
    }

    /// Plays `action` for `seat`, by the person `user` or (with `None`) by
    /// the bot for its computer seat: one path for both, so a computer's
    /// move is validated, logged, stored, pictured and announced exactly
    /// like a person's.
    pub(crate) fn act(&self, mut live: Live, seat: usize, user: Option<u64>, action: &str) -> Res<Vec<Reply>> {
        // Taken before the action changes who must act.
        let waiting_before = live.users_to_act();
        let played = match live.game.play(seat, action, &mut live.rng) {
            Ok(p) => p,
            Err(PlayError::Unreadable(e)) => return refuse(format!("I could not read `{}`: {e}", echo(action))),
            Err(e) => return refuse(format!("`{}` is not allowed: {e}.", echo(action))),
        };
        let record = ActionRow {
            ply: self.store.action_count(live.row.id)? + 1,
            seat,
            user_id: user.unwrap_or(crate::store::COMPUTER_USER),
            notation: played.notation.clone(),
            created_at: self.now(),
        };
        let owed = super::Owed {
            game: live.row.id,
            ply: record.ply,
        };
        live.row.abort_votes.clear();
        live.save(self, Some(record))?;
        let mut replies = self.after_action(&live, seat, user, &played.events, &waiting_before);
        // The first reply is the public one the move owes its channel.
        if let Some(public) = replies.first_mut() {
            public.settles = Some(owed);
        }
        Ok(replies)
    }

    /// The public picture and line after an accepted action, plus a private
    /// note to the mover (a person) about what they now hold. `waiting_before`
    /// are the users who had to act before it: they were pinged already, so
    /// only those who must act now and were not waiting are pinged.
    fn after_action(
        &self,
        live: &Live,
        seat: usize,
        user: Option<u64>,
        events: &[Event],
        waiting_before: &[u64],
    ) -> Vec<Reply> {
        let (name, png) = live.board_picture(self);
        let mut text = format!("{} {}.", live.seat_name(seat), events_words(events, &live.row));
        let next = live.users_to_act();
        let acting = live.game.to_act().seats();
        let newly: Vec<u64> = next.iter().copied().filter(|u| !waiting_before.contains(u)).collect();
        if live.row.status == Status::Finished {
            text.push('\n');
            text.push_str(&live.result_text());
        } else if acting == [seat] {
            // The same player goes on (a forced climb, an extra turn, a draw before
            // placing, everyone else passing): no new ping.
            text.push_str(&format!(" {} to move again.", live.seat_name(seat)));
        } else if !next.is_empty() {
            let who: Vec<String> = next.iter().map(|&u| mention(u)).collect();
            let verb = if next.len() == 1 {
                "your turn"
            } else {
                "your move, in any order"
            };
            text.push_str(&format!("\n{}, {verb}.", who.join(", ")));
        } else if let Some((computer, _)) = live.computer_to_act() {
            text.push_str(&format!("\n{} to play.", live.seat_name(computer)));
        }
        let everyone: Vec<u64> = if live.row.status == Status::Finished {
            live.row.players.iter().filter_map(|p| p.user_id).collect()
        } else {
            newly.into_iter().filter(|&u| Some(u) != user).collect()
        };
        let mut public = Reply::public(text).with_image(name, png).mentioning(everyone);
        if live.game.choices_are_public() {
            public = with_choice_buttons(public, live, None);
        }
        let mut replies = vec![public];
        if let Some(user) = user
            && live.row.status == Status::Active
        {
            let private = live.game.view(Viewer::Seat(seat)).private;
            let mut note = match private {
                Some(p) if !p.tiles.is_empty() => Some(Reply::private(
                    user,
                    format!(
                        "Only you can see this. Your tiles now — {}.",
                        super::show::tiles_text(&p.tiles)
                    ),
                )),
                _ => None,
            };
            // A turn that goes on in a game with hidden choices: offer the
            // next few choices privately, to the mover only.
            if !live.game.choices_are_public() && live.game.to_act().includes(seat) {
                let base = note.take().unwrap_or_else(|| Reply::private(user, "Your next choice:"));
                note = Some(with_choice_buttons(base, live, Some(seat)));
            }
            replies.extend(note);
        }
        replies
    }

    /// Every legal action of the caller in this channel's game right now
    /// (empty when it is not their turn or they are not playing).
    pub fn legal_actions(&self, ctx: &Ctx) -> Vec<LegalAction> {
        let Ok(Some(row)) = self.store.open_game_in_channel(ctx.channel) else {
            return Vec::new();
        };
        if row.status != Status::Active {
            return Vec::new();
        }
        let Ok(live) = Live::from_row(row) else {
            return Vec::new();
        };
        match live.seat_of(ctx) {
            Ok(seat) => live.game.legal(seat),
            Err(_) => Vec::new(),
        }
    }

    /// The caller's legal actions matching what they typed so far, at most
    /// 25: the autocomplete of `/move action:`. It reads only the caller's
    /// own legal actions, so it can reveal nothing they may not know.
    pub fn autocomplete_move(&self, ctx: &Ctx, typed: &str) -> Vec<Choice> {
        if self.puzzle_routes(ctx) {
            return self.puzzle_autocomplete(ctx, typed);
        }
        let wanted = squash(typed);
        self.legal_actions(ctx)
            .into_iter()
            .filter(|a| squash(&a.notation).contains(&wanted) || squash(&a.description).contains(&wanted))
            .filter_map(|a| Choice::new(&format!("{}: {}", a.notation, a.description), a.notation))
            .take(MAX_CHOICES)
            .collect()
    }
}

/// At most this many legal actions become buttons; more go to autocomplete.
pub const MAX_CHOICE_BUTTONS: usize = 10;

/// Adds one button per legal action of the seat to act (or of `seat`) when
/// there are few of them. A button names the game and its version, so a
/// press on an old message is refused instead of playing into a new position.
pub(crate) fn with_choice_buttons(mut reply: Reply, live: &Live, seat: Option<usize>) -> Reply {
    let Some(seat) = seat.or_else(|| live.game.to_act().seat()) else {
        return reply;
    };
    let legal = live.game.legal(seat);
    if legal.is_empty() || legal.len() > MAX_CHOICE_BUTTONS {
        return reply;
    }
    for a in legal {
        let id = ButtonId::Move {
            game: live.row.id,
            version: live.row.version,
            notation: a.notation.clone(),
        };
        // `with_button` keeps Discord's limits: it leaves out an id longer
        // than 100 characters and cuts the label to 80.
        let label = format!("{}: {}", a.notation, a.description);
        reply = reply.with_button(id, &label, super::ButtonStyle::Primary);
    }
    reply
}

impl Service {
    /// A press on a move button: `move:<game>:<version>:<notation>`.
    pub(crate) fn move_button(&self, ctx: &Ctx, version: i64, notation: &str) -> Res<Vec<Reply>> {
        let live = self.live_game(ctx)?;
        if version != live.row.version {
            return refuse("That button belongs to an earlier position. Use the newest picture's buttons, or /move.");
        }
        self.move_inner(ctx, notation)
    }
}

/// Lower case with spaces removed, so `3-6 0,0` matches `3-6 0,0 E`.
fn squash(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

impl From<PlayError> for Fail {
    fn from(e: PlayError) -> Fail {
        Fail::Refuse(e.to_string())
    }
}
