//! `/undo` in a game: a player asks to take back their last action, and
//! the others accept or decline with buttons.
//!
//! Only an action that revealed nothing may be taken back: if it drew a
//! tile, rolled dice, dealt, or turned a face-down coin (the generator moved
//! on, or fewer hidden things remain unseen), undoing it would let the mover
//! try again knowing what came up. Taking back rebuilds the position by
//! replaying the log without that action, so the result is exactly the
//! position before it, generator included.

use super::game::Live;
use super::refusal::{GameRefusal, TakebackRefusal};
use super::replay::replay;
use super::wording::{Named, Reader, action_words};
use super::{ButtonId, ButtonStyle, Ctx, Fail, Reply, Res, Service, mention, refuse};
use crate::engine::AnyGame;
use crate::i18n::Arg;
use crate::store::{ActionRow, GameRow, Proposal, Status};

/// What a takeback removes: a person's last action and the computers'
/// replies after it, with the game as it was just before that action.
struct Taking {
    /// The person's action, the first one removed.
    action: ActionRow,
    /// How many computer actions follow it (all removed with it).
    computer_replies: usize,
    /// The ply of the game's last action (the action itself when no
    /// computer replied): the log must still end there when it is removed.
    last_ply: i64,
    before: Box<dyn AnyGame>,
    /// The generator state before it.
    before_rng: String,
}

impl Taking {
    /// The action named for `reader` (see `wording`), with the computers'
    /// replies after it counted.
    fn named(&self, row: &GameRow, reader: Reader) -> Named {
        let named = action_words(
            self.before.as_ref(),
            row,
            self.action.seat,
            &self.action.notation,
            reader,
        );
        named.with_replies(self.computer_replies)
    }
}

impl Service {
    /// The last action of a person in the game with the computers' replies
    /// after it (none in a game without computers), and the game as it was
    /// before that action, rebuilt from the log.
    fn taking(&self, live: &Live) -> Res<Option<Taking>> {
        let mut actions = self.store.actions(live.row.id)?;
        let Some(last_ply) = actions.last().map(|a| a.ply) else {
            return Ok(None);
        };
        let replies = actions
            .iter()
            .rev()
            .take_while(|a| live.computer_at(a.seat).is_some())
            .count();
        actions.truncate(actions.len() - replies);
        let Some(action) = actions.pop() else {
            return Ok(None);
        };
        let (before, before_rng) = replay(&live.row, &actions).map_err(Fail::Internal)?;
        let before = live.kind.load(&before).map_err(|e| Fail::Internal(e.to_string()))?;
        Ok(Some(Taking {
            action,
            computer_replies: replies,
            last_ply,
            before,
            before_rng,
        }))
    }

    /// `/undo` for a seated player: proposes taking back their last action.
    pub fn takeback(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || {
            let mut live = self.live_game(ctx)?;
            let seat = live.seat_of(ctx)?;
            if live.row.wait.paused_at.is_some() {
                return refuse(TakebackRefusal::Paused);
            }
            let Some(last) = self.taking(&live)? else {
                return refuse(TakebackRefusal::NothingPlayed);
            };
            let for_caller = last.named(&live.row, Reader::User(ctx.user.id));
            if last.action.seat != seat {
                let whose = live.seat_name_in(last.action.seat, ctx.locale);
                // After the computers' replies the action is not named (see
                // `revealed_refusal`).
                let action = (last.computer_replies == 0).then(|| for_caller.words_in(ctx.locale));
                return refuse(TakebackRefusal::NotYours { whose, action });
            }
            if live.row.rng.as_deref() != Some(last.before_rng.as_str()) || last.before.unseen() > live.game.unseen() {
                return refuse(TakebackRefusal::Revealed {
                    action: for_caller.words_in(ctx.locale),
                    computer_replies: last.computer_replies,
                });
            }
            if let Some(p) = &live.row.proposal
                && p.ply == last.action.ply
            {
                return refuse(TakebackRefusal::AlreadyAsked);
            }
            let proposal = Proposal {
                seat,
                ply: last.action.ply,
                agreed: Vec::new(),
            };
            let last_ply = last.last_ply;
            let others: Vec<u64> = live
                .row
                .seated()
                .iter()
                .filter(|p| p.seat != Some(seat))
                .filter_map(|p| p.user_id)
                .collect();
            let public = last.named(&live.row, Reader::Everyone);
            if others.is_empty() {
                // A game for one, or against the bot alone: nobody to ask
                // (computer seats leave takebacks to the people playing).
                return self.take_back(&mut live, proposal, last_ply, &public);
            }
            live.row.proposal = Some(proposal);
            live.row.updated_at = self.now();
            self.store_live(&mut live, None)?;
            let id = live.row.id;
            let text = live.say(
                "post-takeback-asked",
                &[
                    ("user", mention(ctx.user.id).into()),
                    ("action", public.words_in(live.locale()).into()),
                    (
                        "others",
                        others.iter().map(|&u| mention(u)).collect::<Vec<_>>().join(", ").into(),
                    ),
                    ("count", Arg::count(others.len())),
                ],
            );
            let (yes, no) = (live.say("button-accept-takeback", &[]), live.say("button-decline", &[]));
            Ok(vec![
                live.post(text)
                    .with_button(ButtonId::TakebackYes(id), &yes, ButtonStyle::Success)
                    .with_button(ButtonId::TakebackNo(id), &no, ButtonStyle::Danger)
                    .mentioning(others),
            ])
        })
    }

    /// A press on Accept or Decline under a takeback request.
    pub(crate) fn takeback_answer(&self, ctx: &Ctx, row: GameRow, yes: bool) -> Res<Vec<Reply>> {
        if row.status != Status::Active {
            return refuse(GameRefusal::NotRunning);
        }
        let mut live = Live::from_row(row)?;
        let seat = live.seat_of(ctx)?;
        let Some(mut proposal) = live.row.proposal.clone() else {
            return refuse(TakebackRefusal::NoRequest);
        };
        if proposal.seat == seat {
            return refuse(TakebackRefusal::OwnRequest);
        }
        let (public, last_ply) = self
            .taking(&live)?
            .filter(|last| last.action.ply == proposal.ply)
            .map(|last| (last.named(&live.row, Reader::Everyone), last.last_ply))
            .ok_or_else(|| Fail::Refuse(TakebackRefusal::OutOfDate.into()))?;
        if !yes {
            live.row.proposal = None;
            live.row.updated_at = self.now();
            self.store_live(&mut live, None)?;
            let asker = live.user_at(proposal.seat);
            let text = live.say(
                "post-takeback-declined",
                &[
                    ("user", mention(ctx.user.id).into()),
                    ("action", public.words_in(live.locale()).into()),
                ],
            );
            return Ok(vec![live.post(text).mentioning(asker)]);
        }
        if !proposal.agreed.contains(&seat) {
            proposal.agreed.push(seat);
        }
        if proposal.agreed.len() + 1 >= live.human_seats() {
            return self.take_back(&mut live, proposal, last_ply, &public);
        }
        live.row.proposal = Some(proposal);
        live.row.updated_at = self.now();
        self.store_live(&mut live, None)?;
        let noted = crate::i18n::text(ctx.locale, "takeback-accept-noted", &[]);
        Ok(vec![Reply::private(ctx.user.id, noted)])
    }

    /// Rebuilds the position before the proposal's action and stores it,
    /// removing that action (and the computers' replies after it, up to
    /// `last_ply`) from the log in the same transaction. `public` is what is
    /// taken back as everyone may see it named.
    fn take_back(&self, live: &mut Live, proposal: Proposal, last_ply: i64, public: &Named) -> Res<Vec<Reply>> {
        let actions = self.store.actions(live.row.id)?;
        let keep = actions
            .iter()
            .take_while(|a| a.ply < proposal.ply)
            .cloned()
            .collect::<Vec<_>>();
        let (snapshot, rng) = replay(&live.row, &keep).map_err(Fail::Internal)?;
        live.game = live.kind.load(&snapshot).map_err(|e| Fail::Internal(e.to_string()))?;
        live.rng = serde_json::from_str(&rng).map_err(|e| Fail::Internal(e.to_string()))?;
        live.row.proposal = None;
        live.row.abort_votes.clear();
        live.row.snapshot = Some(snapshot);
        live.row.rng = Some(rng);
        live.row.to_act = live.user_to_act();
        let now = self.now();
        live.row.updated_at = now;
        live.row.wait.since = Some(now);
        live.row.wait.reminders_sent = 0;
        live.row.wait.deadline_announced = false;
        // The turn's message text starts afresh after a step back.
        live.row.turn_post = crate::store::TurnPost::sealed();
        let rule = self.due_rule(live.computer_to_act().is_some());
        live.row.version = self.store.save_taking_back(&live.row, proposal.ply..=last_ply, &rule)?;
        let (name, png) = live.board_picture(self);
        let asker = live.user_at(proposal.seat);
        let next = live.users_to_act();
        let who: Vec<String> = next.iter().map(|&u| mention(u)).collect();
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        let text = live.say(
            "post-taken-back",
            &[
                ("action", public.capitalized_in(live.locale()).into()),
                ("several", yes_no(public.is_several()).into()),
                ("agreed", yes_no(live.human_seats() > 1).into()),
                ("who", super::language::and_list(live.locale(), &who).into()),
            ],
        );
        Ok(vec![
            live.post(text)
                .with_image(name, png)
                .mentioning(next.into_iter().chain(asker)),
        ])
    }
}
