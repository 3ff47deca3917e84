//! Ending a game early: `/resign` (confirmed with a button) and `/abort`
//! (at once before the second action, otherwise when every seat agrees).

use super::game::Live;
use super::refusal::GameRefusal;
use super::{ButtonId, ButtonStyle, Ctx, Reply, Res, Service, mention, refuse};
use crate::engine::Outcome;
use crate::i18n::Arg;
use crate::store::{GameRow, Status};

impl Service {
    /// Asks the caller to confirm; nothing changes until they press the button.
    pub fn resign(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || {
            let live = self.live_game(ctx)?;
            live.seat_of(ctx)?;
            let locale = ctx.locale;
            let game = [("game", crate::i18n::game_name(locale, live.kind).into())];
            let text = crate::i18n::text(locale, "resign-confirm", &game);
            let label = crate::i18n::text(locale, "resign-button", &[]);
            Ok(vec![Reply::private(ctx.user.id, text).with_button(
                ButtonId::Resign(live.row.id),
                &label,
                ButtonStyle::Danger,
            )])
        })
    }

    pub(crate) fn resign_confirmed(&self, ctx: &Ctx, row: GameRow) -> Res<Vec<Reply>> {
        if row.status != Status::Active {
            return refuse(GameRefusal::NotRunning);
        }
        let mut live = Live::from_row(row)?;
        let seat = live.seat_of(ctx)?;
        live.finish(Outcome::resigned(live.game.seats(), seat).for_teams(live.game.teams()));
        live.save_finished(self)?;
        let (name, png) = live.board_picture(self);
        let resigned = live.say("post-resigned", &[("user", mention(ctx.user.id).into())]);
        let text = format!("{resigned}\n{}", live.result_text());
        let everyone: Vec<u64> = live.row.players.iter().filter_map(|p| p.user_id).collect();
        Ok(vec![live.post(text).with_image(name, png).mentioning(everyone)])
    }

    /// `/abort`: ends the game with no result.
    pub fn abort(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || {
            let row = match self.store.open_game_in_channel(ctx.channel)? {
                Some(row) => row,
                None => return refuse(GameRefusal::NoGameToAbort),
            };
            if row.status == Status::Challenge {
                return refuse(GameRefusal::AbortBeforeStart {
                    buttons: super::language::locale_of(&row),
                });
            }
            self.abort_vote(ctx, row)
        })
    }

    pub(crate) fn abort_vote(&self, ctx: &Ctx, row: GameRow) -> Res<Vec<Reply>> {
        if row.status != Status::Active {
            return refuse(GameRefusal::NotRunning);
        }
        let mut live = Live::from_row(row)?;
        let seat = live.seat_of(ctx)?;
        let actions = self.store.action_count(live.row.id)?;
        if live.row.abort_votes.contains(&seat) {
            // Asking again would re-post the request and ping everyone again.
            return refuse(GameRefusal::AbortAsked);
        }
        live.row.abort_votes.push(seat);
        let everyone: Vec<u64> = live.row.players.iter().filter_map(|p| p.user_id).collect();
        if actions < 2 || live.row.abort_votes.len() >= live.human_seats() {
            live.row.status = Status::Aborted;
            live.row.to_act = None;
            live.row.updated_at = self.now();
            self.store_live(&mut live, None)?;
            let key = if actions < 2 {
                "post-aborted-early"
            } else {
                "post-aborted-agreed"
            };
            let text = live.say(key, &[("game", live.game_name().into())]);
            return Ok(vec![live.post(text).mentioning(everyone)]);
        }
        live.row.updated_at = self.now();
        self.store_live(&mut live, None)?;
        let waiting: Vec<String> = live
            .row
            .seated()
            .iter()
            .filter(|p| p.seat.is_some_and(|s| !live.row.abort_votes.contains(&s)))
            .filter_map(|p| p.user_id.map(mention))
            .collect();
        let text = live.say(
            "post-abort-asked",
            &[
                ("user", mention(ctx.user.id).into()),
                ("waiting", waiting.join(", ").into()),
                ("count", Arg::count(waiting.len())),
            ],
        );
        let agree = live.say("button-agree-to-abort", &[]);
        Ok(vec![
            live.post(text)
                .with_button(ButtonId::Abort(live.row.id), &agree, ButtonStyle::Danger)
                .mentioning(everyone.into_iter().filter(|&u| u != ctx.user.id)),
        ])
    }
}

impl Live {
    /// Saves a game that ended outside the rules engine (a resignation).
    fn save_finished(&mut self, svc: &Service) -> Res<()> {
        self.row.updated_at = svc.now();
        svc.store_live(self, None)
    }
}
