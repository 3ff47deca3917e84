//! Games that last days: reminders, the move deadline and `/claim`, the
//! automatic decision after the grace period, `/pause` and `/resume`,
//! `/notify` and `/settings`.
//!
//! All timing is computed from the stored waiting state and the service's
//! clock, so [`Service::tick`] can run at any moment (every minute from the
//! Discord loop, after a restart, or after a test moved the clock by days)
//! and does what is due exactly once: it records what it did before it
//! hands back the messages to send.

use super::game::Live;
use super::refusal::{GameRefusal, WaitRefusal};
use super::{ButtonId, ButtonStyle, Ctx, Destination, Fail, Notice, Reply, Res, Service, mention, refuse};
use crate::engine::Outcome;
use crate::i18n::{self, Arg, Locale};
use crate::store::{GameRow, GuildSettings, NextDue, NotifyMode, Status, StoreError, WaitClaim};

const HOUR: i64 = 3600;

/// Where the players to act stand against the move deadline. Two cases, so
/// no text can say "under a minute left" of a time that has run out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Deadline {
    /// This many seconds are left to move (more than zero).
    Ahead(i64),
    /// The time to move ran out this many seconds ago (zero or more).
    Passed(i64),
}

impl Deadline {
    /// Seconds until the game is decided, `grace` seconds after the
    /// deadline (zero or less once it is due).
    fn until_decided(self, grace: i64) -> i64 {
        match self {
            Deadline::Ahead(left) => left + grace,
            Deadline::Passed(over) => grace - over,
        }
    }
}

/// When the players to act began waiting, as the timers count: a start in
/// the future (the clock was set back) counts as now, so a clock stepping
/// back neither sends a reminder nobody is owed nor uses the real ones up.
fn waiting_since(row: &GameRow, now: i64) -> Option<i64> {
    row.wait.since.map(|since| since.min(now))
}

/// Where the players to act stand against the move deadline, or `None`
/// when the server sets no deadline or nobody waits.
pub(crate) fn deadline(row: &GameRow, settings: &GuildSettings, now: i64) -> Option<Deadline> {
    let hours = settings.deadline_hours?;
    let since = waiting_since(row, now)?;
    if row.status != Status::Active || row.wait.paused_at.is_some() {
        return None;
    }
    let left = since + i64::from(hours) * HOUR - now;
    Some(if left > 0 {
        Deadline::Ahead(left)
    } else {
        Deadline::Passed(-left)
    })
}

/// How many reminders a wait from `since` to `now` calls for, at most the
/// number the server allows.
fn reminders_owed(settings: &GuildSettings, since: i64, now: i64) -> u32 {
    if settings.reminder_hours == 0 {
        return 0;
    }
    let intervals = (now - since).max(0) / (i64::from(settings.reminder_hours) * HOUR);
    u32::try_from(intervals)
        .unwrap_or(u32::MAX)
        .min(settings.reminder_count)
}

/// When the timer round next has something to do for `row`, at `now`,
/// under `settings`: the one place this is worked out, from the same rules
/// [`Service::tick`] applies (the reminders owed, the deadline and its
/// grace) and the computer's turn ([`Service::computer_turns`]). Every
/// write of a game row stores it (through [`Service::due_rule`]).
///
/// A wait that starts in the future (the clock was set back) counts from
/// `now`, as the timers count it: that makes the time earlier than the
/// truth, never later, and a round that finds nothing due at an early time
/// works it out again.
pub(crate) fn next_due(row: &GameRow, computer_to_act: bool, settings: &GuildSettings, now: i64) -> NextDue {
    if row.status != Status::Active || row.wait.paused_at.is_some() {
        return NextDue::NEVER;
    }
    if computer_to_act {
        // Owed now: the front end plays it at once; the round only catches
        // a move left over (the bot stopped while it was thinking).
        return NextDue {
            at: Some(now),
            computer: true,
        };
    }
    let Some(since) = waiting_since(row, now).filter(|_| row.to_act.is_some()) else {
        return NextDue::NEVER;
    };
    let interval = i64::from(settings.reminder_hours) * HOUR;
    let reminder = (interval > 0 && row.wait.reminders_sent < settings.reminder_count)
        .then(|| since + (i64::from(row.wait.reminders_sent) + 1) * interval);
    let (notice, decision) = match settings.deadline_hours {
        None => (None, None),
        Some(hours) => {
            let deadline = since + i64::from(hours) * HOUR;
            let notice = (!row.wait.deadline_announced).then_some(deadline);
            (notice, Some(deadline + i64::from(settings.grace_hours) * HOUR))
        }
    };
    NextDue {
        at: [reminder, notice, decision].into_iter().flatten().min(),
        computer: false,
    }
}

/// "2 days 3 hours", "5 hours 12 minutes", "under a minute".
pub fn duration_text(seconds: i64) -> String {
    duration_words(Locale::EnUs, seconds)
}

/// [`duration_text`] in `locale`: the largest unit and the next one down
/// (minutes are left out once days count).
pub fn duration_words(locale: Locale, seconds: i64) -> String {
    let s = seconds.max(0);
    let (d, h, m) = (s / 86_400, (s % 86_400) / HOUR, (s % HOUR) / 60);
    let unit = |key: &str, n: i64| i18n::text(locale, key, &[("count", Arg::Number(n))]);
    let two = |larger: String, smaller: String| {
        i18n::text(
            locale,
            "duration-two",
            &[("larger", larger.into()), ("smaller", smaller.into())],
        )
    };
    match (d, h, m) {
        (0, 0, 0) => i18n::text(locale, "duration-under-a-minute", &[]),
        (0, 0, m) => unit("duration-minutes", m),
        (0, h, 0) => unit("duration-hours", h),
        (0, h, m) => two(unit("duration-hours", h), unit("duration-minutes", m)),
        (d, 0, _) => unit("duration-days", d),
        (d, h, _) => two(unit("duration-days", d), unit("duration-hours", h)),
    }
}

/// What `/settings` may change; `None` keeps the current value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub reminder_hours: Option<u32>,
    pub reminder_count: Option<u32>,
    /// 0 means no deadline.
    pub deadline_hours: Option<u32>,
    pub grace_hours: Option<u32>,
    pub threads: Option<bool>,
    pub language: Option<super::GameLanguage>,
}

impl SettingsChange {
    fn is_empty(&self) -> bool {
        *self == SettingsChange::default()
    }
}

/// A server's settings in words, in `locale`: [`settings_text`] and the
/// language of its new games (a setting only a server has: a game in
/// direct messages speaks its challenger's language).
fn server_settings_text(s: &GuildSettings, locale: Locale) -> String {
    let language = match super::GameLanguage::of_stored(s.language.as_deref()) {
        super::GameLanguage::Server => i18n::text(locale, "settings-language-server", &[]),
        super::GameLanguage::Fixed(spoken) => i18n::text(locale, &format!("language-{}", spoken.discord()), &[]),
    };
    let language = i18n::text(locale, "settings-language", &[("language", language.into())]);
    format!("{}\n{language}", settings_text(s, locale))
}

/// The reminders, the deadline and the threads of `s`, in `locale`.
fn settings_text(s: &GuildSettings, locale: Locale) -> String {
    let hours = |h: u32| Arg::from(duration_words(locale, i64::from(h) * HOUR));
    let reminders = if s.reminder_hours == 0 || s.reminder_count == 0 {
        i18n::text(locale, "settings-reminders-off", &[])
    } else {
        let every = [
            ("silence", hours(s.reminder_hours)),
            ("count", Arg::Number(i64::from(s.reminder_count))),
        ];
        i18n::text(locale, "settings-reminders", &every)
    };
    let deadline = match s.deadline_hours {
        None => i18n::text(locale, "settings-deadline-none", &[]),
        Some(h) => i18n::text(
            locale,
            "settings-deadline",
            &[("move", hours(h)), ("grace", hours(s.grace_hours))],
        ),
    };
    let threads = i18n::text(locale, if s.threads { "settings-yes" } else { "settings-no" }, &[]);
    let facts = [
        ("reminders", reminders.into()),
        ("deadline", deadline.into()),
        ("threads", threads.into()),
    ];
    i18n::text(locale, "settings-text", &facts)
}

/// What a reminder says of the deadline, in `locale`: the time left, or
/// that it has run out and when the game is decided; nothing when there is
/// no deadline.
fn clock_words(locale: Locale, deadline: Option<Deadline>, settings: &GuildSettings) -> String {
    match deadline {
        None => String::new(),
        Some(Deadline::Ahead(left)) => i18n::text(
            locale,
            "post-reminder-left",
            &[("left", duration_words(locale, left).into())],
        ),
        Some(passed @ Deadline::Passed(_)) => {
            let decided = passed.until_decided(i64::from(settings.grace_hours) * HOUR);
            i18n::text(
                locale,
                "post-reminder-late",
                &[("decided", duration_words(locale, decided).into())],
            )
        }
    }
}

impl Service {
    /// This server's settings (for the Discord layer's thread default).
    /// A database error is the caller's to report, never default settings.
    pub fn guild_settings(&self, guild: u64) -> Result<GuildSettings, StoreError> {
        self.store.guild_settings(guild)
    }

    /// Does whatever is due in every waiting game: reminders, deadline
    /// notices, automatic decisions. Returns the messages to send; what
    /// they announce is already stored, so a second call sends nothing new.
    /// Only the games the store finds due are loaded (an index on their
    /// next due time), so a round with nothing due reads no game at all.
    pub fn tick(&self) -> Vec<Notice> {
        let games = match self.store.due_games(self.now()) {
            Ok(g) => g,
            Err(e) => {
                tracing::error!("timer loop: cannot list the games due: {e}");
                return Vec::new();
            }
        };
        let mut out = Vec::new();
        for game in games {
            // One broken game must not stop the others' reminders.
            match self.in_channel(game.channel, || self.tick_game(game.id)) {
                Ok(notices) => out.extend(notices),
                Err(Fail::Refuse(_)) => {}
                Err(Fail::Internal(e) | Fail::Damaged(e) | Fail::Trouble(_, e)) => {
                    tracing::error!(game = game.id, "timer loop: {e}")
                }
            }
        }
        out
    }

    /// The rule the store applies to every game row it writes: when the
    /// row is next due (see [`next_due`]), with the time now and whether a
    /// computer seat is to act (which only the loaded game knows).
    pub(crate) fn due_rule(&self, computer_to_act: bool) -> impl Fn(&GameRow, &GuildSettings) -> NextDue + use<> {
        let now = self.now();
        move |row, settings| next_due(row, computer_to_act, settings, now)
    }

    /// What is due in game `id`, found due by the store.
    fn tick_game(&self, id: i64) -> Res<Vec<Notice>> {
        let Some(row) = self.store.game(id)? else {
            return Ok(Vec::new());
        };
        self.metrics.lock().unwrap_or_else(|e| e.into_inner()).timer_loads += 1;
        let now = self.now();
        if row.status != Status::Active || row.wait.paused_at.is_some() {
            self.refresh_due(&row, false)?;
            return Ok(Vec::new());
        }
        let settings = self.store.guild_settings(row.guild_id)?;
        let mut live = Live::from_row(row)?;
        let loaded = live.row.wait.clone();
        let notices = self.timers_due(&mut live, &settings, now)?;
        if live.row.status == Status::Active && live.row.wait == loaded {
            // Nothing claimed: the stored time was early (the settings
            // changed, the clock was set back, an upgraded database) or
            // another process claimed it first; work it out again.
            self.refresh_due(&live.row, live.computer_to_act().is_some())?;
        }
        Ok(notices)
    }

    /// Writes `row`'s next due time as it is now, unless the row changed
    /// since it was loaded (then whoever changed it wrote one).
    fn refresh_due(&self, row: &GameRow, computer_to_act: bool) -> Res<()> {
        let unchanged = WaitClaim {
            reminders_sent: row.wait.reminders_sent,
            deadline_announced: row.wait.deadline_announced,
        };
        self.store.claim_wait(row, unchanged, &self.due_rule(computer_to_act))?;
        Ok(())
    }

    /// The reminders, deadline notice or decision due in `live` at `now`.
    fn timers_due(&self, live: &mut Live, settings: &GuildSettings, now: i64) -> Res<Vec<Notice>> {
        let Some(since) = waiting_since(&live.row, now) else {
            return Ok(Vec::new());
        };
        if live.computer_to_act().is_some() {
            // The bot owes this move itself: no reminder, no deadline
            // (`computer_turns` plays it).
            return Ok(Vec::new());
        }
        if let Some(notice) = self.deadline_due(live, settings, since, now)? {
            return Ok(vec![notice]);
        }
        self.reminders_due(live, settings, since, now)
    }

    /// Records `claim` for the loaded game unless another process (or an
    /// earlier pass) recorded something first; says whether this pass may
    /// send what it claimed. Losing is no error: the winner sends it.
    fn claim_to_send(&self, live: &mut Live, claim: WaitClaim) -> Res<bool> {
        // Only a wait for people is claimed: no computer is to act.
        if !self.store.claim_wait(&live.row, claim, &self.due_rule(false))? {
            return Ok(false);
        }
        live.row.wait.reminders_sent = claim.reminders_sent;
        live.row.wait.deadline_announced = claim.deadline_announced;
        Ok(true)
    }

    /// What the move deadline calls for now, if anything: the game decided
    /// once the grace period is over too, or the passing of the deadline
    /// announced (once).
    fn deadline_due(&self, live: &mut Live, settings: &GuildSettings, since: i64, now: i64) -> Res<Option<Notice>> {
        let Some(deadline) = deadline(&live.row, settings, now) else {
            return Ok(None);
        };
        let channel = live.row.channel_id;
        let until_decided = deadline.until_decided(i64::from(settings.grace_hours) * HOUR);
        if until_decided <= 0 {
            return Ok(Some(Notice {
                to: Destination::Channel(channel),
                reply: self.decide_on_time(live, None)?,
            }));
        }
        if matches!(deadline, Deadline::Ahead(_)) || live.row.wait.deadline_announced {
            return Ok(None);
        }
        // The notice says more than a reminder due now would: such
        // reminders count as sent with it, rather than following it.
        let claim = WaitClaim {
            reminders_sent: live.row.wait.reminders_sent.max(reminders_owed(settings, since, now)),
            deadline_announced: true,
        };
        if !self.claim_to_send(live, claim)? {
            return Ok(None);
        }
        let absent = live.users_to_act();
        let others: Vec<u64> = live
            .row
            .players
            .iter()
            .filter_map(|p| p.user_id)
            .filter(|u| !absent.contains(u))
            .collect();
        let late: Vec<String> = absent.iter().map(|&u| mention(u)).collect();
        let text = live.say(
            "post-time-run-out",
            &[
                ("late", super::language::and_list(live.locale(), &late).into()),
                ("game", live.game_name().into()),
                (
                    "others",
                    others.iter().map(|&u| mention(u)).collect::<Vec<_>>().join(", ").into(),
                ),
                ("decided", duration_words(live.locale(), until_decided).into()),
                ("count", Arg::count(others.len())),
            ],
        );
        let mentions = others.iter().chain(absent.iter()).copied();
        Ok(Some(Notice {
            to: Destination::Channel(channel),
            reply: live.post(text).mentioning(mentions),
        }))
    }

    /// The reminders due to the players to act, who have waited since
    /// `since`, each sent the way its user chose (recorded before they go).
    fn reminders_due(&self, live: &mut Live, settings: &GuildSettings, since: i64, now: i64) -> Res<Vec<Notice>> {
        let owed = reminders_owed(settings, since, now);
        if owed <= live.row.wait.reminders_sent {
            return Ok(Vec::new());
        }
        // After a long downtime several reminders may be due at once: send
        // one, and count them all as sent.
        let claim = WaitClaim {
            reminders_sent: owed,
            deadline_announced: live.row.wait.deadline_announced,
        };
        if !self.claim_to_send(live, claim)? {
            return Ok(Vec::new());
        }
        let channel = live.row.channel_id;
        let locale = live.locale();
        let left = clock_words(locale, deadline(&live.row, settings, now), settings);
        let waited = duration_words(locale, now - since);
        let mut notices = Vec::new();
        // A reminder by DM carries the board and a Move… button: the
        // player can act from the notification (see `Service::press`).
        let mut board = None;
        for user in live.users_to_act() {
            let text = live.say(
                "post-reminder",
                &[
                    ("user", mention(user).into()),
                    ("game", live.game_name().into()),
                    ("id", live.row.id.to_string().into()),
                    ("channel", channel.to_string().into()),
                    ("waited", waited.clone().into()),
                    ("left", left.clone().into()),
                ],
            );
            match self.store.notify_mode(user)? {
                NotifyMode::Channel => notices.push(Notice {
                    to: Destination::Channel(channel),
                    reply: live.post(text).mentioning([user]),
                }),
                NotifyMode::Direct => {
                    let (name, png) = board.get_or_insert_with(|| live.board_picture(self)).clone();
                    let dm = Reply::private(user, text).in_locale(locale).with_image(name, png);
                    let reply = super::moves::with_move_button(dm, live);
                    notices.push(Notice {
                        to: Destination::Direct(user),
                        reply,
                    });
                }
                NotifyMode::Off => {}
            }
        }
        Ok(notices)
    }

    /// Ends the game because the players to act ran out of time: they place
    /// last, everyone else first. `claimant` is who claimed it, if anyone
    /// did (otherwise the grace period ran out).
    fn decide_on_time(&self, live: &mut Live, claimant: Option<u64>) -> Res<Reply> {
        let late = live.game.to_act().seats();
        let claimant = claimant.and_then(|u| live.row.player_by_user(u)).and_then(|p| p.seat);
        let summary = crate::engine::common::said::out_of_time(&late, claimant);
        live.finish(Outcome::forfeited(live.game.seats(), &late, summary).for_teams(live.game.teams()));
        live.row.updated_at = self.now();
        self.store_live(live, None)?;
        let (name, png) = live.board_picture(self);
        let everyone: Vec<u64> = live.row.players.iter().filter_map(|p| p.user_id).collect();
        Ok(live.post(live.result_text()).with_image(name, png).mentioning(everyone))
    }

    /// `/claim`: once the players to act are past the move deadline, any
    /// other player may end the game; the absentees place last.
    pub fn claim(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || {
            let mut live = self.live_game(ctx)?;
            live.seat_of(ctx)?;
            if live.row.wait.paused_at.is_some() {
                return refuse(WaitRefusal::ClaimPaused);
            }
            if let Some((seat, _)) = live.computer_to_act() {
                return refuse(WaitRefusal::ComputerToMove {
                    name: live.seat_name_in(seat, ctx.locale),
                });
            }
            let absent = live.users_to_act();
            if absent.contains(&ctx.user.id) {
                return refuse(WaitRefusal::OwnMove);
            }
            let settings = self.store.guild_settings(live.row.guild_id)?;
            let Some(deadline) = deadline(&live.row, &settings, self.now()) else {
                return refuse(WaitRefusal::NoDeadline);
            };
            if let Deadline::Ahead(left) = deadline {
                return refuse(WaitRefusal::TimeLeft { who: absent, left });
            }
            Ok(vec![self.decide_on_time(&mut live, Some(ctx.user.id))?])
        })
    }

    /// `/pause`: asks the others; the game pauses once every player agrees.
    pub fn pause(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || {
            let live = self.live_game(ctx)?;
            self.pause_vote(ctx, live)
        })
    }

    pub(crate) fn pause_button(&self, ctx: &Ctx, row: GameRow) -> Res<Vec<Reply>> {
        if row.status != Status::Active {
            return refuse(GameRefusal::NotRunning);
        }
        self.pause_vote(ctx, Live::from_row(row)?)
    }

    fn pause_vote(&self, ctx: &Ctx, mut live: Live) -> Res<Vec<Reply>> {
        let seat = live.seat_of(ctx)?;
        if live.row.wait.paused_at.is_some() {
            return refuse(WaitRefusal::AlreadyPaused);
        }
        if live.row.wait.pause_votes.contains(&seat) {
            // Asking again would re-post the request and ping everyone again.
            return refuse(WaitRefusal::PauseAsked);
        }
        live.row.wait.pause_votes.push(seat);
        let everyone: Vec<u64> = live.row.players.iter().filter_map(|p| p.user_id).collect();
        live.row.updated_at = self.now();
        if live.row.wait.pause_votes.len() >= live.human_seats() {
            live.row.wait.paused_at = Some(self.now());
            live.row.wait.pause_votes.clear();
            self.store_live(&mut live, None)?;
            let text = live.say("post-paused", &[("game", live.game_name().into())]);
            return Ok(vec![
                live.post(text)
                    .mentioning(everyone.into_iter().filter(|&u| u != ctx.user.id)),
            ]);
        }
        self.store_live(&mut live, None)?;
        let waiting: Vec<String> = live
            .row
            .seated()
            .iter()
            .filter(|p| p.seat.is_some_and(|s| !live.row.wait.pause_votes.contains(&s)))
            .filter_map(|p| p.user_id.map(mention))
            .collect();
        let text = live.say(
            "post-pause-asked",
            &[
                ("user", mention(ctx.user.id).into()),
                ("waiting", waiting.join(", ").into()),
                ("count", Arg::count(waiting.len())),
            ],
        );
        let agree = live.say("button-agree-to-pause", &[]);
        Ok(vec![
            live.post(text)
                .with_button(ButtonId::Pause(live.row.id), &agree, ButtonStyle::Primary)
                .mentioning(everyone.into_iter().filter(|&u| u != ctx.user.id)),
        ])
    }

    /// `/resume`: any player ends a pause; the clock goes on from where it
    /// stopped.
    pub fn resume(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || {
            let mut live = self.live_game(ctx)?;
            live.seat_of(ctx)?;
            let Some(paused_at) = live.row.wait.paused_at else {
                return refuse(WaitRefusal::NotPaused);
            };
            let now = self.now();
            live.row.wait.since = live.row.wait.since.map(|s| s + (now - paused_at));
            live.row.wait.paused_at = None;
            live.row.updated_at = now;
            self.store_live(&mut live, None)?;
            let next: Vec<u64> = live.users_to_act();
            let (name, png) = live.board_picture(self);
            let who: Vec<String> = next.iter().map(|&u| mention(u)).collect();
            let text = live.say(
                "post-resumed",
                &[
                    ("user", mention(ctx.user.id).into()),
                    ("who", super::language::and_list(live.locale(), &who).into()),
                ],
            );
            Ok(vec![
                live.post(text)
                    .with_image(name, png)
                    .mentioning(next.into_iter().filter(|&u| u != ctx.user.id)),
            ])
        })
    }

    /// `/notify mode:` channel, dm or off: how the caller gets reminders.
    pub fn notify(&self, ctx: &Ctx, mode: NotifyMode) -> Vec<Reply> {
        self.guarded(ctx, || {
            self.store.set_notify_mode(ctx.user.id, mode)?;
            let key = match mode {
                NotifyMode::Channel => "notify-channel",
                NotifyMode::Direct => "notify-direct",
                NotifyMode::Off => "notify-off",
            };
            Ok(vec![Reply::private(ctx.user.id, i18n::text(ctx.locale, key, &[]))])
        })
    }

    /// `/settings`: anyone may look; only members who may manage the
    /// server (`manager`) may change them.
    pub fn settings(&self, ctx: &Ctx, manager: bool, change: &SettingsChange) -> Vec<Reply> {
        self.guarded(ctx, || {
            if ctx.guild == super::NO_SERVER {
                // The refusal is read by the caller alone: in their language.
                let defaults = settings_text(&GuildSettings::default(), ctx.locale);
                return refuse(WaitRefusal::SettingsNeedServer { defaults });
            }
            let mut s = self.store.guild_settings(ctx.guild)?;
            if change.is_empty() {
                let settings = server_settings_text(&s, ctx.locale);
                let text = i18n::text(ctx.locale, "settings-of-server", &[("settings", settings.into())]);
                return Ok(vec![Reply::private(ctx.user.id, text)]);
            }
            if !manager {
                return refuse(WaitRefusal::SettingsForManagers);
            }
            let check = |setting: &'static str, v: Option<u32>, max: u32| -> Res<()> {
                match v {
                    Some(v) if v > max => refuse(WaitRefusal::TooLarge { setting, max }),
                    _ => Ok(()),
                }
            };
            check("reminder_hours", change.reminder_hours, 24 * 30)?;
            check("reminder_count", change.reminder_count, 10)?;
            check("deadline_hours", change.deadline_hours, 24 * 90)?;
            check("grace_hours", change.grace_hours, 24 * 30)?;
            if let Some(h) = change.reminder_hours {
                s.reminder_hours = h;
            }
            if let Some(n) = change.reminder_count {
                s.reminder_count = n;
            }
            if let Some(h) = change.deadline_hours {
                s.deadline_hours = (h > 0).then_some(h);
            }
            if let Some(h) = change.grace_hours {
                s.grace_hours = h;
            }
            if let Some(t) = change.threads {
                s.threads = t;
            }
            if let Some(language) = change.language {
                s.language = language.stored();
            }
            self.store.set_guild_settings(ctx.guild, &s)?;
            // A game keeps the language it started in.
            let key = if change.language.is_some() {
                "settings-saved-language"
            } else {
                "settings-saved"
            };
            let settings = server_settings_text(&s, ctx.locale);
            let text = i18n::text(ctx.locale, key, &[("settings", settings.into())]);
            Ok(vec![Reply::private(ctx.user.id, text)])
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_naturally() {
        assert_eq!(duration_text(0), "under a minute");
        assert_eq!(duration_text(-5), "under a minute");
        assert_eq!(duration_text(60), "1 minute");
        assert_eq!(duration_text(3600), "1 hour");
        assert_eq!(duration_text(3600 * 5 + 60 * 12), "5 hours 12 minutes");
        assert_eq!(duration_text(86_400 * 2 + 3600 * 3 + 59), "2 days 3 hours");
        assert_eq!(duration_text(86_400 * 7), "7 days");
    }
}
