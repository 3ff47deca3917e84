//! A loaded, running game and the pieces every command family needs:
//! finding the channel's game, checking who may act, saving an accepted
//! action, and drawing the public picture.

use super::naming::{name_in, variant_text_in, who_in};
use super::refusal::GameRefusal;
use super::wording::line_words_in;
use super::{Ctx, Fail, Res, Service, mention, refuse};
use crate::ai::Level;
use crate::engine::{AnyGame, GameKind, GameRng, GameView, Outcome, Viewer};
use crate::i18n::{Arg, Locale};
use crate::render;
use crate::store::{ActionRow, GameRow, Status, StoreError};

pub(crate) struct Live {
    pub row: GameRow,
    pub kind: GameKind,
    pub game: Box<dyn AnyGame>,
    pub rng: GameRng,
}

impl Live {
    pub fn from_row(row: GameRow) -> Res<Live> {
        let kind = row.kind;
        let snapshot = row
            .snapshot
            .as_deref()
            .ok_or_else(|| Fail::Internal(format!("game {} has no snapshot", row.id)))?;
        let game = kind.load(snapshot).map_err(|e| Fail::Internal(e.to_string()))?;
        let rng = serde_json::from_str(row.rng.as_deref().unwrap_or(""))
            .map_err(|e| Fail::Internal(format!("game {}: bad generator state: {e}", row.id)))?;
        Ok(Live { row, kind, game, rng })
    }

    /// Names in seat order as the game's pictures show them: display
    /// names, a computer seat's in the game's language.
    pub fn names(&self) -> Vec<String> {
        self.names_in(self.locale())
    }

    /// Names in seat order, a computer seat's in `locale`.
    pub fn names_in(&self, locale: crate::i18n::Locale) -> Vec<String> {
        let players = &self.row.players;
        self.row.seated().iter().map(|p| name_in(players, p, locale)).collect()
    }

    pub fn user_at(&self, seat: usize) -> Option<u64> {
        self.row.player_at_seat(seat).and_then(|p| p.user_id)
    }

    /// The user who must act now, if any (the first of several in a
    /// simultaneous step).
    pub fn user_to_act(&self) -> Option<u64> {
        self.game.to_act().seat().and_then(|s| self.user_at(s))
    }

    /// Every user who may act now.
    pub fn users_to_act(&self) -> Vec<u64> {
        self.game
            .to_act()
            .seats()
            .into_iter()
            .filter_map(|s| self.user_at(s))
            .collect()
    }

    /// The level of the computer playing `seat`, if the bot plays it.
    pub fn computer_at(&self, seat: usize) -> Option<Level> {
        self.row.player_at_seat(seat).and_then(|p| p.computer)
    }

    /// The first computer seat that must act now, with its level.
    pub fn computer_to_act(&self) -> Option<(usize, Level)> {
        self.game
            .to_act()
            .seats()
            .into_iter()
            .find_map(|s| self.computer_at(s).map(|level| (s, level)))
    }

    /// How many seats people play: only they vote on pauses, aborts and
    /// takebacks (a computer seat goes along with whatever they agree).
    pub fn human_seats(&self) -> usize {
        self.row.seated().iter().filter(|p| p.computer.is_none()).count()
    }

    /// How `seat` is named in the game's posts: a mention, or the
    /// computer's name in the game's language.
    pub fn seat_name(&self, seat: usize) -> String {
        self.seat_name_in(seat, self.locale())
    }

    /// How `seat` is named in a reply only its reader sees, whose other
    /// words are in the reader's `locale`: a computer's name too.
    pub fn seat_name_in(&self, seat: usize, locale: Locale) -> String {
        match self.row.player_at_seat(seat).and_then(|p| p.user_id) {
            Some(user) => mention(user),
            None => self.plain_seat_name_in(seat, locale),
        }
    }

    /// [`Live::seat_name_in`] where a mention would not show (a picker's
    /// text): a person's display name instead.
    pub fn plain_seat_name_in(&self, seat: usize, locale: Locale) -> String {
        self.row.player_at_seat(seat).map_or_else(
            || crate::i18n::text(locale, "play-seat", &[("number", Arg::count(seat + 1))]),
            |p| name_in(&self.row.players, p, locale),
        )
    }

    /// The caller's seat, or a refusal saying they are not playing.
    pub fn seat_of(&self, ctx: &Ctx) -> Res<usize> {
        match self.row.player_by_user(ctx.user.id).and_then(|p| p.seat) {
            Some(seat) => Ok(seat),
            None => refuse(GameRefusal::NotPlaying { kind: self.kind }),
        }
    }

    /// Writes the current state: the game row, and the action if there is one.
    /// An action starts a new wait (no reminders yet, a fresh deadline) and
    /// cancels open requests to pause or take back.
    pub fn save(&mut self, svc: &Service, action: Option<ActionRow>) -> Res<()> {
        if action.is_some() || self.row.wait.since.is_none() {
            self.row.wait.since = Some(svc.now());
            self.row.wait.reminders_sent = 0;
            self.row.wait.deadline_announced = false;
        }
        if action.is_some() {
            self.row.wait.pause_votes.clear();
            self.row.proposal = None;
        }
        self.row.snapshot = Some(self.game.snapshot());
        self.row.rng = Some(serde_json::to_string(&self.rng).map_err(|e| Fail::Internal(e.to_string()))?);
        self.row.to_act = self.user_to_act();
        self.row.updated_at = svc.now();
        if let Some(outcome) = self.game.outcome() {
            self.finish(outcome);
        }
        svc.store_live(self, action.as_ref())
    }

    /// Marks the game finished with `outcome` (not yet saved).
    pub fn finish(&mut self, outcome: Outcome) {
        self.row.status = Status::Finished;
        self.row.to_act = None;
        self.row.outcome = Some(outcome);
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.row.outcome.clone()
    }

    /// The public board picture, around the play, as a reply attachment.
    pub fn board_picture(&self, svc: &Service) -> (String, Vec<u8>) {
        self.board_picture_of(svc, render::Region::Play)
    }

    /// The public board picture showing `region` as a reply attachment.
    pub fn board_picture_of(&self, svc: &Service, region: render::Region) -> (String, Vec<u8>) {
        self.board_picture_in(svc, self.locale(), region)
    }

    /// The public board picture showing `region` in `locale`'s words: the
    /// game's language for a post, a private reader's own for a replay.
    pub fn board_picture_in(&self, svc: &Service, locale: Locale, region: render::Region) -> (String, Vec<u8>) {
        let ply = self.row.version;
        let name = format!("{}-game{}-{ply}.png", self.kind.id(), self.row.id);
        if !svc.board_pictures {
            return (name, Vec::new());
        }
        let draw = || render::board_png_of(&self.picture_view(svc), &self.names_in(locale), region);
        let png = svc.render_in(locale, draw);
        (name, png)
    }

    /// What the public picture shows: the public view, with the ranks of a
    /// game ended by resignation and the clock line (the picture names the
    /// players in the notes by their display names: it cannot show a
    /// mention).
    pub fn picture_view(&self, svc: &Service) -> GameView {
        let mut view = self.game.view(Viewer::Public);
        // A resignation ends the game outside the rules engine: show its ranks.
        if let Some(outcome) = self.outcome() {
            view.finished = true;
            for s in &outcome.standings {
                if let Some(seat) = view.seats.get_mut(s.seat) {
                    seat.rank = Some(s.rank);
                    seat.to_move = false;
                }
            }
        }
        if let Some(line) = self.clock_line(svc) {
            view.notes.insert(0, line);
        }
        view
    }

    /// "1. @alice: dot"-style list of the players in seat order (a colon,
    /// since a computer's name has brackets of its own).
    pub fn seating_text(&self) -> String {
        self.seating_text_in(self.locale())
    }

    /// [`Self::seating_text`] in `locale`: a replay's reader's language.
    pub fn seating_text_in(&self, locale: Locale) -> String {
        let view = self.game.view(Viewer::Public);
        let who = |p| who_in(&self.row.players, p, locale);
        self.row
            .seated()
            .iter()
            .enumerate()
            .map(|(i, p)| match view.seats.get(i).filter(|s| s.has_own_role(i)) {
                Some(s) => {
                    let role = line_words_in(&s.role, &self.row, locale);
                    crate::i18n::labelled(locale, &format!("{}. {}", i + 1, who(p)), &role)
                }
                None => format!("{}. {}", i + 1, who(p)),
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The final standings, one line per seat, with the seed revealed.
    pub fn result_text(&self) -> String {
        self.result_text_in(self.locale())
    }

    /// [`Self::result_text`] in `locale`: a replay's reader's language.
    pub fn result_text_in(&self, locale: Locale) -> String {
        let Some(outcome) = self.outcome() else {
            return String::new();
        };
        // A sentence of its own, not brackets: the summary may hold
        // brackets or a colon of its own ("misère: …").
        let summary = crate::engine::common::words::capitalized(&line_words_in(&outcome.summary, &self.row, locale));
        let mut lines = vec![crate::i18n::text(
            locale,
            "post-game-over",
            &[("summary", summary.into())],
        )];
        // Scores as the final picture words them ("5 left", "3 x 4 = 12",
        // "58 points"): a bare number says nothing of what it counts.
        let worded: Vec<Option<String>> = self
            .game
            .view(Viewer::Public)
            .seats
            .into_iter()
            .map(|s| s.score.map(|score| line_words_in(&score, &self.row, locale)))
            .collect();
        let named = |s: &crate::engine::Standing| {
            let words = worded.get(s.seat).cloned().flatten();
            let name = self.seat_name_in(s.seat, locale);
            match words.or(s.score.map(|x| x.to_string())) {
                Some(score) => crate::i18n::labelled(locale, &name, &score),
                None => name,
            }
        };
        // Alone (a patience), the summary says it all; when everyone
        // shares one place, no "1st" is given to anyone.
        let shared = outcome.standings.iter().all(|s| s.rank == 1);
        if outcome.standings.len() > 1 && shared {
            let all: Vec<String> = outcome.standings.iter().map(named).collect();
            lines.push(crate::i18n::text(
                locale,
                "post-draw",
                &[("players", all.join(", ").into())],
            ));
        } else if outcome.standings.len() > 1 {
            for s in &outcome.standings {
                let place = [("rank", Arg::count(s.rank)), ("player", named(s).into())];
                lines.push(crate::i18n::text(locale, "post-place", &place));
            }
        }
        lines.push(crate::i18n::text(
            locale,
            "post-seed",
            &[("seed", self.row.seed.clone().into())],
        ));
        lines.join("\n")
    }
}

/// " (match)" after a game's name when it was asked for with a variant,
/// in English ([`variant_text_in`] says it in a language).
pub(crate) fn variant_text(row: &GameRow) -> String {
    variant_text_in(row, crate::i18n::Locale::EnUs)
}

impl Service {
    /// Writes `live`'s row (and `action`, if any) unless somebody changed
    /// the game since it was loaded, with when the game is next due: the
    /// one door through which a loaded game is saved.
    pub(crate) fn store_live(&self, live: &mut Live, action: Option<&ActionRow>) -> Res<()> {
        let rule = self.due_rule(live.computer_to_act().is_some());
        live.row.version = self.store.save(&live.row, action, &rule)?;
        Ok(())
    }

    /// Stores games built outside the service (a database filled for the
    /// `bench` command; later, games copied from another database) in one
    /// transaction, each with when it is next due, as a save would write
    /// it. Returns their ids.
    pub fn import_games(&self, rows: &[GameRow]) -> Result<Vec<i64>, StoreError> {
        let now = self.now();
        self.store.create_games(rows, &|row, settings| {
            let computer = Live::from_row(row.clone()).is_ok_and(|live| live.computer_to_act().is_some());
            super::waiting::next_due(row, computer, settings, now)
        })
    }

    /// The running game in the caller's channel, or a refusal that says so.
    pub(crate) fn live_game(&self, ctx: &Ctx) -> Res<Live> {
        match self.store.open_game_in_channel(ctx.channel)? {
            Some(row) if row.status == Status::Active => Live::from_row(row),
            Some(_) => refuse(GameRefusal::NotStarted),
            None => refuse(GameRefusal::NoGame),
        }
    }
}
