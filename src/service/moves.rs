//! `/move action:` and the autocomplete behind it.

use super::finder;
use super::game::Live;
use super::refusal::MoveRefusal;
use super::reply::{MAX_CHOICES, cut_whole};
use super::wording::deed_words_in;
use super::{ButtonId, Choice, Ctx, Fail, Reply, Res, Service, TurnMessage, mention, refuse};
use crate::engine::registry::PlayError;
use crate::engine::{Event, LegalAction, Viewer};
use crate::i18n::{self, Arg, Locale};
use crate::store::{ActionRow, Status, TurnKey, TurnPost};

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
        match action.trim() {
            MORE => {
                return refuse(MoveRefusal::MoreEntry);
            }
            NOTE => return refuse(MoveRefusal::NoteEntry),
            _ => {}
        }
        let live = self.live_game(ctx)?;
        let seat = live.seat_of(ctx)?;
        if live.row.wait.paused_at.is_some() {
            return refuse(MoveRefusal::Paused);
        }
        let to_act = live.game.to_act();
        if let Some(next) = to_act.seat()
            && !to_act.includes(seat)
        {
            return refuse(MoveRefusal::NotYourTurn {
                whose: live.seat_name_in(next, ctx.locale),
            });
        }
        self.act(live, seat, Some(ctx), action)
    }

    /// Plays `action` for `seat`, by the person of `mover` or (with `None`)
    /// by the bot for its computer seat: one path for both, so a computer's
    /// move is validated, logged, stored, pictured and announced exactly
    /// like a person's. The person's private note reads in their language.
    pub(crate) fn act(&self, mut live: Live, seat: usize, mover: Option<&Ctx>, action: &str) -> Res<Vec<Reply>> {
        let user = mover.map(|ctx| ctx.user.id);
        // Taken before the action changes who must act.
        let waiting_before = live.users_to_act();
        let played = match live.game.play(seat, action, &mut live.rng) {
            Ok(p) => p,
            Err(e @ PlayError::Unreadable(_)) => {
                return refuse(MoveRefusal::Unreadable {
                    action: action.to_string(),
                    kind: live.kind,
                    reason: e.into(),
                });
            }
            Err(e) => {
                return refuse(MoveRefusal::NotAllowed {
                    action: action.to_string(),
                    reason: e.into(),
                });
            }
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
        // Who must act now and was not waiting: pinged, in a new message.
        let newly: Vec<u64> = live
            .users_to_act()
            .into_iter()
            .filter(|u| !waiting_before.contains(u) && Some(*u) != user)
            .collect();
        let line = turn_line(&live, seat, &played.events);
        let ends = live.game.outcome().is_some();
        let post = next_post(&mut live.row.turn_post, line, ends || !newly.is_empty());
        let turn = if post.new {
            live.row.begin_turn_message()
        } else {
            live.row.turn_key()
        };
        if played.events.iter().any(Event::is_new_deal) {
            // What the message says belongs to the earlier deal: it is not
            // carried into the next one (its tiles are new secrets).
            live.row.turn_post = TurnPost::sealed();
        }
        live.row.abort_votes.clear();
        live.save(self, Some(record))?;
        let mut replies = self.after_action(&live, seat, mover, (post, turn), newly);
        // The first reply is the public one the move owes its channel.
        if let Some(public) = replies.first_mut() {
            public.settles = Some(owed);
        }
        Ok(replies)
    }

    /// The public message after an accepted action (a new one, or the
    /// turn's message edited: see [`next_post`]), plus a private note to the
    /// mover (a person) about what they now hold. `newly` are the users
    /// who must act now and were not waiting: only they are pinged.
    fn after_action(
        &self,
        live: &Live,
        seat: usize,
        mover: Option<&Ctx>,
        (post, turn): (Post, TurnKey),
        newly: Vec<u64>,
    ) -> Vec<Reply> {
        let (name, png) = live.board_picture(self);
        let mut text = post.text;
        let next = live.users_to_act();
        let acting = live.game.to_act().seats();
        if live.row.status == Status::Finished {
            text.push('\n');
            text.push_str(&live.result_text());
        } else if acting == [seat] {
            // The same player goes on (a forced climb, an extra turn, a draw before
            // placing, everyone else passing): no new ping. After a new deal
            // (sealed: a hand or round begins) it is a fresh turn, not "again".
            let key = if live.row.turn_post.sealed {
                "post-to-move"
            } else {
                "post-to-move-again"
            };
            text.push('\n');
            text.push_str(&live.say(key, &[("who", live.seat_name(seat).into())]));
        } else if !next.is_empty() {
            let who: Vec<String> = next.iter().map(|&u| mention(u)).collect();
            let key = if next.len() == 1 {
                "post-your-turn"
            } else {
                "post-your-move-any-order"
            };
            text.push('\n');
            text.push_str(&live.say(key, &[("who", who.join(", ").into())]));
        } else if let Some((computer, _)) = live.computer_to_act() {
            text.push('\n');
            text.push_str(&live.say("post-to-play", &[("who", live.seat_name(computer).into())]));
        }
        let everyone: Vec<u64> = if live.row.status == Status::Finished {
            live.row.players.iter().filter_map(|p| p.user_id).collect()
        } else {
            newly
        };
        let mut public = live.post(text).with_image(name, png).mentioning(everyone);
        public.computer_follows = live.row.status == Status::Active && live.computer_to_act().is_some();
        public.turn = Some(if post.new {
            TurnMessage::New(turn)
        } else {
            TurnMessage::Edit(turn)
        });
        // Choices under the public picture, for a person only (the computer
        // needs no buttons for its own decisions).
        public = with_turn_buttons(public, live);
        let mut replies = vec![public];
        if let Some(mover) = mover
            && live.row.status == Status::Active
        {
            replies.extend(self.mover_note(live, seat, mover));
        }
        replies
    }

    /// What the mover (a person) now holds, and their next choices when
    /// their turn goes on in a game whose choices are secret.
    fn mover_note(&self, live: &Live, seat: usize, mover: &Ctx) -> Option<Reply> {
        let (user, locale) = (mover.user.id, mover.locale);
        let private = live.game.view(Viewer::Seat(seat)).private;
        let mut note = match private {
            Some(p) if !p.tiles.is_empty() => {
                let tiles = super::show::tiles_text(locale, &p.tiles);
                let text = i18n::text(locale, "play-tiles-now", &[("tiles", tiles.into())]);
                Some(Reply::private(user, text))
            }
            _ => None,
        };
        if !live.game.choices_are_public() && live.game.to_act().includes(seat) {
            let base = note
                .take()
                .unwrap_or_else(|| Reply::private(user, i18n::text(locale, "play-next-choice", &[])));
            note = Some(with_picker_button(
                with_choice_buttons(base, live, Some(seat)),
                live,
                seat,
                locale,
            ));
        }
        note
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
        match self.move_choices(ctx, typed) {
            Ok(choices) => choices,
            Err(note) => Choice::new(&note, NOTE.to_string()).into_iter().collect(),
        }
    }

    /// The caller's legal actions that match `typed`, best first (see
    /// `finder`), at most 25 with the last saying how many more there
    /// are; `Err` with a note for the one entry when the caller cannot act.
    fn move_choices(&self, ctx: &Ctx, typed: &str) -> Result<Vec<Choice>, String> {
        let (live, seat) = self.mover(ctx)?;
        let anchor = self.anchor(live.row.id);
        let found = finder::find(live.game.as_ref(), seat, typed, anchor, ctx.locale)?;
        let how = i18n::text(ctx.locale, "play-narrow", &[]);
        Ok(listed_in(ctx.locale, &found, "", &how))
    }

    /// The channel's running game and the caller's seat in it, when they
    /// may act now; `Err` with a note saying why not (no game, no seat,
    /// paused, whose turn it is): what autocomplete's one entry and the
    /// picker say.
    /// The note is in the caller's language.
    pub(crate) fn mover(&self, ctx: &Ctx) -> Result<(Live, usize), String> {
        let say = |id: &str, args: &[(&str, Arg)]| i18n::text(ctx.locale, id, args);
        let row = match self.store.open_game_in_channel(ctx.channel) {
            Ok(Some(row)) if row.status == Status::Active => row,
            Ok(_) => return Err(say("play-no-game", &[])),
            Err(_) => return Err(say("play-unreadable-game", &[])),
        };
        let live = Live::from_row(row).map_err(|_| say("play-unreadable-game-now", &[]))?;
        let Some(seat) = live.row.player_by_user(ctx.user.id).and_then(|p| p.seat) else {
            return Err(say("play-no-seat", &[]));
        };
        if live.row.wait.paused_at.is_some() {
            return Err(say("play-paused", &[]));
        }
        let to_act = live.game.to_act();
        if let Some(next) = to_act.seat()
            && !to_act.includes(seat)
        {
            // A computer is named in the reader's words, as everywhere.
            let name = live.plain_seat_name_in(next, ctx.locale);
            return Err(say("play-not-your-turn", &[("name", name.into())]));
        }
        Ok((live, seat))
    }

    /// The square of game `id`'s last move, which the lists of moves rank
    /// nearest first (`None`: none, or a notation without squares).
    pub(crate) fn anchor(&self, id: i64) -> Option<(i64, i64)> {
        self.store
            .actions(id)
            .ok()
            .and_then(|a| a.last().and_then(|a| finder::squares(&a.notation).first().copied()))
    }
}

/// The autocomplete entries of `found` (best first), each value `prefix`
/// and the notation; over 25, the last entry says how many more there are
/// and `how` to narrow them, in `locale` (its value is [`MORE`], refused
/// if sent).
pub(crate) fn listed_in(locale: Locale, found: &[LegalAction], prefix: &str, how: &str) -> Vec<Choice> {
    // A value too long for Discord is left out: such a long line is typed,
    // not picked.
    let mut choices: Vec<Choice> = found
        .iter()
        .filter_map(|a| {
            Choice::new(
                &i18n::labelled(locale, &format!("{prefix}{}", a.notation), &i18n::action(locale, a)),
                format!("{prefix}{}", a.notation),
            )
        })
        .collect();
    if choices.len() > MAX_CHOICES {
        let more = choices.len() - (MAX_CHOICES - 1);
        choices.truncate(MAX_CHOICES - 1);
        let args = [("more", Arg::count(more)), ("how", how.into())];
        let name = i18n::text(locale, "play-more-entries", &args);
        choices.extend(Choice::new(&name, MORE.to_string()));
    }
    choices
}

/// The value of the last autocomplete entry when more moves match than
/// Discord lists; sent as a move, it is refused ([`MoveRefusal::MoreEntry`](super::MoveRefusal::MoreEntry)).
pub(crate) const MORE: &str = "(more)";
/// The value of an entry that only says why there is nothing to pick.
pub(crate) const NOTE: &str = "(note)";
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
    let locale = live.locale();
    for a in legal {
        let id = ButtonId::Move {
            game: live.row.id,
            version: live.row.version,
            notation: a.notation.clone(),
        };
        // `with_button` keeps Discord's limits: it leaves out an id longer
        // than 100 characters and cuts the label to 80.
        let label = i18n::labelled(locale, &a.notation, &i18n::action(locale, &a));
        reply = reply.with_button_showing(id, &label, super::ButtonStyle::Primary, a.face);
    }
    reply
}

/// The buttons under a game's public picture while a person is to act:
/// the choices themselves when they are public and few, else a "Move…"
/// button that opens the picker, privately, for whoever presses it (it
/// refuses anyone whose turn it is not). So the next player can act from
/// the last board message without typing, also where the bot can only
/// answer interactions (a group DM). The computer needs no buttons.
pub(crate) fn with_turn_buttons(reply: Reply, live: &Live) -> Reply {
    if live.row.status != Status::Active || live.users_to_act().is_empty() || live.computer_to_act().is_some() {
        return reply;
    }
    let before = reply.buttons.len();
    let reply = if live.game.choices_are_public() {
        with_choice_buttons(reply, live, None)
    } else {
        reply
    };
    if reply.buttons.len() > before {
        return reply;
    }
    with_move_button(reply, live)
}

/// Adds the "Move…" button that opens the picker, labelled in the game's
/// language.
pub(crate) fn with_move_button(reply: Reply, live: &Live) -> Reply {
    move_button_in(reply, live, live.locale())
}

/// Adds the "Move…" button that opens the picker, labelled in `locale`.
fn move_button_in(reply: Reply, live: &Live, locale: Locale) -> Reply {
    let label = i18n::text(locale, "button-move", &[]);
    reply.with_button(ButtonId::Picker(live.row.id), &label, super::ButtonStyle::Primary)
}

/// Adds the "Move…" button that opens the picker (see `picker`) when
/// `seat` has more choices than [`with_choice_buttons`] shows as buttons:
/// under the mover's private note, in their language (`locale`).
fn with_picker_button(reply: Reply, live: &Live, seat: usize, locale: Locale) -> Reply {
    if live.game.legal(seat).len() <= MAX_CHOICE_BUTTONS {
        return reply;
    }
    move_button_in(reply, live, locale)
}

impl Service {
    /// A press on a move button: `move:<game>:<version>:<notation>`.
    pub(crate) fn move_button(&self, ctx: &Ctx, version: i64, notation: &str) -> Res<Vec<Reply>> {
        let live = self.live_game(ctx)?;
        if version != live.row.version {
            return refuse(MoveRefusal::EarlierPosition);
        }
        self.move_inner(ctx, notation)
    }
}

impl From<PlayError> for Fail {
    fn from(e: PlayError) -> Fail {
        Fail::Refuse(MoveRefusal::Engine(e.into()).into())
    }
}

/// One public post after an action: its text so far (the trailer saying
/// who acts next is added after), and whether it is a new message.
pub(crate) struct Post {
    text: String,
    new: bool,
}

/// At most this many characters of lines in a turn's message: room is left
/// for who acts next or the result (Discord's limit is 2000). Older lines
/// give way to newer ones.
const LINES_BUDGET: usize = 1400;

/// The line an action adds: who did what.
fn turn_line(live: &Live, seat: usize, events: &[Event]) -> String {
    // Said in the game's language, as the post it goes into.
    let locale = super::language::locale_of(&live.row);
    format!(
        "{}.",
        deed_words_in(&live.seat_name(seat), seat, events, &live.row, locale)
    )
}

/// Adds `line` to the game's current message. When the action pings
/// someone new or ends the game (`fresh`), it is a new message holding what
/// happened since the last new one, which then becomes the head of the
/// message the next decisions edit; otherwise that message is edited.
fn next_post(turn: &mut TurnPost, line: String, fresh: bool) -> Post {
    turn.lines.push(line);
    if fresh || std::mem::take(&mut turn.sealed) {
        let text = shown(&turn.lines);
        turn.head = std::mem::take(&mut turn.lines);
        return Post { text, new: true };
    }
    // The head's lines above this turn's: as many of the newest as fit.
    // (Cutting the head on its own left a fragment of its first line, or
    // an unclosed `**`, above a note that lines were left out.)
    let all: Vec<String> = turn.head.iter().chain(&turn.lines).cloned().collect();
    Post {
        text: shown(&all),
        new: false,
    }
}

/// The newest whole lines that fit in [`LINES_BUDGET`], after a note of
/// how many older ones were left out; a single line longer than the budget
/// is cut after a whole word, outside markdown.
fn shown(lines: &[String]) -> String {
    let Some(newest) = lines.last() else {
        return String::new();
    };
    let mut kept: Vec<&str> = Vec::new();
    let mut total = 0;
    for line in lines.iter().rev() {
        let len = line.chars().count() + 1;
        if total + len > LINES_BUDGET {
            break;
        }
        total += len;
        kept.push(line);
    }
    if kept.is_empty() {
        return cut_whole(newest, LINES_BUDGET);
    }
    kept.reverse();
    let left_out = lines.len() - kept.len();
    let mut out = if left_out > 0 {
        format!("… {left_out} earlier line{} …\n", if left_out == 1 { "" } else { "s" })
    } else {
        String::new()
    };
    out.push_str(&kept.join("\n"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;

    fn line(i: usize) -> String {
        format!("line {i}")
    }

    #[test]
    fn a_turn_edits_one_message_until_someone_new_is_pinged() {
        let mut turn = TurnPost::default();
        let first = next_post(&mut turn, line(1), false);
        assert!(!first.new);
        assert_eq!(first.text, "line 1");
        let second = next_post(&mut turn, line(2), true);
        assert!(second.new, "pinging someone new is a new message");
        assert_eq!(second.text, "line 1\nline 2");
        // The next turn edits that message: its lines under the ones above.
        let third = next_post(&mut turn, line(3), false);
        assert!(!third.new);
        assert_eq!(third.text, "line 1\nline 2\nline 3");
    }

    /// A move the game cannot read is refused in a whole sentence that
    /// says where the notation is explained (it once ended "…go from 0 to
    /// 7" with no stop and no way on).
    #[test]
    fn an_unreadable_move_is_refused_in_a_sentence_that_points_to_help() {
        use crate::ai::Level;
        use crate::service::testing::{ann, service};
        let svc = service();
        let ctx = ann(2, Default::default());
        svc.play_against(&ctx, GameKind::Dominimum, &[], &[Level::Medium], None);
        // The computer may open; then it is the person's turn.
        svc.play_computers(ctx.channel);
        for typed in ["zz 9,9 Q", "3-6 0,0 Q", "3-6 x,y E"] {
            let refused = svc.make_move(&ctx, typed);
            let text = &refused[0].text;
            assert!(text.starts_with("I could not read"), "{text}");
            assert!(text.ends_with('.'), "{text}");
            assert!(
                text.contains("e.g.") || text.contains("`/help game:dominimum`"),
                "{text}"
            );
        }
    }

    /// `/move`'s autocomplete speaks the reader's language: the one entry
    /// saying why there is nothing to pick, and the last entry of a long
    /// list saying how to narrow it.
    #[test]
    fn the_move_autocomplete_reads_in_the_readers_language() {
        use crate::i18n::Locale;
        use crate::service::testing::{ann, service};
        let svc = service();
        let ctx = |channel| ann(channel, Locale::EsEs);
        let none = svc.autocomplete_move(&ctx(9), "");
        assert_eq!(none.len(), 1);
        assert_eq!(
            none[0].name,
            "No hay ninguna partida en curso en este canal: empieza una con /jugar"
        );
        let found: Vec<LegalAction> = (0..30)
            .map(|i| LegalAction::unplaced(format!("{i}-6"), format!("play {i}-6")))
            .collect();
        let how = crate::i18n::text(Locale::EsEs, "play-narrow", &[]);
        let listed = listed_in(Locale::EsEs, &found, "", &how);
        assert_eq!(listed.len(), MAX_CHOICES, "{listed:?}");
        let last = &listed[MAX_CHOICES - 1];
        assert_eq!(last.value, MORE);
        assert_eq!(
            last.name,
            "… y 6 más: escribe una ficha (56), una casilla (3,2) o una dirección (E)"
        );
    }

    #[test]
    fn a_sealed_message_is_not_edited_again() {
        let mut turn = TurnPost::default();
        next_post(&mut turn, line(1), true);
        turn = TurnPost::sealed();
        let after = next_post(&mut turn, line(2), false);
        assert!(after.new);
        assert_eq!(after.text, "line 2", "nothing of the earlier deal is carried");
        assert!(!next_post(&mut turn, line(3), false).new, "sealed once only");
    }

    #[test]
    fn a_long_turn_keeps_its_newest_lines_and_says_how_many_went() {
        let mut turn = TurnPost::default();
        let long = |i: usize| format!("{i:03} {}", "x".repeat(96));
        for i in 0..40 {
            next_post(&mut turn, long(i), false);
        }
        let post = next_post(&mut turn, long(40), false);
        assert!(post.text.chars().count() <= LINES_BUDGET + 40, "{}", post.text.len());
        assert!(post.text.ends_with(&long(40)), "the newest line is shown");
        assert!(post.text.starts_with("… 28 earlier lines …"), "{}", &post.text[..40]);
        let huge = next_post(&mut turn, "y".repeat(3000), true);
        assert_eq!(huge.text.chars().count(), LINES_BUDGET);
    }

    /// A patience is one long turn under the game's first message: once
    /// its lines fill the message, the head goes whole, never leaving a
    /// fragment of its first line or an unclosed `**`.
    #[test]
    fn a_long_turn_under_a_head_shows_only_whole_lines() {
        let mut turn = TurnPost::default();
        let head = "**The Tree** (solo) begins: place every tile of the set to win the patience.".to_string();
        next_post(&mut turn, head.clone(), true);
        let long = |i: usize| format!("@alice placed **{i}-{i}** on the branch; {}", "x".repeat(60));
        let mut all = vec![head];
        for i in 0..40 {
            all.push(long(i));
            let post = next_post(&mut turn, long(i), false);
            let lines: Vec<&str> = post.text.lines().collect();
            let (first, rest) = if lines[0].starts_with("… ") {
                assert!(lines[0].ends_with(" earlier lines …") || lines[0] == "… 1 earlier line …");
                (1, &lines[1..])
            } else {
                (0, &lines[..])
            };
            assert!(first <= 1);
            assert!(
                all.ends_with(&rest.iter().map(|l| l.to_string()).collect::<Vec<_>>()),
                "{}",
                post.text
            );
            assert!(post.text.chars().count() <= LINES_BUDGET + 30);
        }
    }

    #[test]
    fn a_line_longer_than_the_budget_is_cut_after_a_word_outside_markdown() {
        let line = format!("{} **{}**", "word ".repeat(270), "bold ".repeat(100));
        let cut = shown(&[line]);
        assert!(cut.chars().count() <= LINES_BUDGET);
        assert!(cut.ends_with("word…"), "{}", &cut[cut.len() - 20..]);
        assert_eq!(cut.matches("**").count() % 2, 0);
    }
}
