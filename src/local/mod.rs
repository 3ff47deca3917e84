//! The bot from a terminal: one line in, the replies Discord would show out.
//!
//! ```text
//! [#channel] @user /command option:value option:"value with spaces"
//! [#channel] @user ?command option:partial      (autocomplete)
//! [#channel] @user !button-id                    (press a button)
//! [#channel] @user !menu-id choose:value         (choose from a menu)
//! ```
//! The channel defaults to `#general`. Lines starting with `//` are comments.
//! `@bot` named as an opponent is the bot itself (`/play game:dominimum
//! opponent:@bot level:hard`); its moves follow the line that made them due.
//! This is how a newcomer tries the bot without a Discord token, and how the
//! end-to-end tests script whole games.

mod line;
pub mod options;

pub use line::{Bad, BadLine, Line, LineKind, parse_line};

use crate::ai::Level;
use crate::i18n::{self, Arg, Locale};
use crate::service::{
    Audience, Choice, Command, Ctx, Destination, GameLanguage, Menu, Named, PuzzleRequest, Reply, Service,
    SettingsChange, ShiftedClock, User, read_in, seating,
};
use serde::Serialize;
use std::collections::HashMap;
use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

/// The one server local play happens in.
pub const LOCAL_GUILD: u64 = 1;

/// Where direct messages show up locally.
const DIRECT: u64 = 0;

/// The longest a single `/wait` may move a local session's clock.
const MAX_WAIT_DAYS: i64 = 366;

pub struct Local<'a> {
    service: &'a Service,
    /// The service's clock, which `/wait` moves forward.
    clock: Option<Arc<ShiftedClock>>,
    json: bool,
    images: Option<PathBuf>,
    names: HashMap<u64, String>,
    channels: HashMap<u64, String>,
    pictures: usize,
    /// The language of players who named none (`--locale`).
    locale: Locale,
    /// Each player's language, once a line named it (`@name:fr`).
    locales: HashMap<u64, Locale>,
    /// The local server's language (`--guild-locale`); `None`: the one
    /// `--locale` names.
    guild_locale: Option<Locale>,
}

#[derive(Serialize)]
struct JsonReply<'a> {
    channel: String,
    to: String,
    text: String,
    image: Option<String>,
    buttons: Vec<JsonButton<'a>>,
    /// Select menus: `id`, `placeholder`, `options` (`label`, `value`,
    /// `description`); chosen with `!<id> choose:<value>`.
    #[serde(skip_serializing_if = "<[Menu]>::is_empty")]
    menus: &'a [Menu],
    /// Pictures each with its own choices (see `Reply::panels`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    panels: Vec<JsonPanel<'a>>,
    mentions: Vec<String>,
    /// Shown in place of the pressed message (see `Reply::in_place`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    in_place: bool,
    /// Replaces the game's last turn message (see `Reply::turn`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    edits: bool,
}

#[derive(Serialize)]
struct JsonButton<'a> {
    id: &'a str,
    label: &'a str,
}

#[derive(Serialize)]
struct JsonPanel<'a> {
    image: Option<String>,
    buttons: Vec<JsonButton<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    menu: Option<&'a Menu>,
}

fn json_buttons(buttons: &[crate::service::Button]) -> Vec<JsonButton<'_>> {
    buttons
        .iter()
        .map(|b| JsonButton {
            id: &b.id,
            label: &b.label,
        })
        .collect()
}

#[derive(Serialize)]
struct JsonChoices<'a> {
    channel: String,
    to: String,
    choices: &'a [Choice],
}

/// The longest user name Discord allows, in characters.
pub const MAX_NAME_CHARS: usize = 32;

/// A stable id for a local name, so the same `@alice` is the same player
/// across runs on one database.
pub fn local_id(name: &str) -> u64 {
    // FNV-1a, kept below 2^62 so it fits SQLite's signed integers.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.to_lowercase().bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    (h & 0x3fff_ffff_ffff_ffff).max(1)
}

impl<'a> Local<'a> {
    /// `images`: the folder pictures are written to (`None`: not written).
    pub fn new(service: &'a Service, json: bool, images: Option<PathBuf>) -> Local<'a> {
        Local {
            service,
            clock: None,
            json,
            images,
            names: HashMap::new(),
            channels: HashMap::new(),
            pictures: 0,
            locale: Locale::EnUs,
            locales: HashMap::new(),
            guild_locale: None,
        }
    }

    /// Players read the bot in `locale` unless a line names their own.
    pub fn with_locale(mut self, locale: Locale) -> Local<'a> {
        self.locale = locale;
        self
    }

    /// The local server speaks `locale` (as Discord's `guild_locale`):
    /// new games post in it unless `/settings language:` says otherwise.
    pub fn with_guild_locale(mut self, locale: Option<Locale>) -> Local<'a> {
        self.guild_locale = locale;
        self
    }

    /// Lets `/wait` move `clock` (which must be the service's clock).
    pub fn with_clock(mut self, clock: Arc<ShiftedClock>) -> Local<'a> {
        self.clock = Some(clock);
        self
    }

    /// Reads lines until the end of `input`, answering each on `out`.
    /// A line that is not UTF-8 text is answered with an error and
    /// skipped: one bad line of a script never ends the session.
    pub fn run(&mut self, mut input: impl BufRead, mut out: impl Write) -> io::Result<()> {
        let mut bytes = Vec::new();
        for number in 1.. {
            bytes.clear();
            if input.read_until(b'\n', &mut bytes)? == 0 {
                break;
            }
            let answers = match std::str::from_utf8(&bytes) {
                Ok(line) => self.handle(line.trim_end_matches(['\n', '\r']))?,
                Err(e) => {
                    let args = [
                        ("number", Arg::from(number.to_string())),
                        ("column", Arg::from((e.valid_up_to() + 1).to_string())),
                    ];
                    vec![self.problem(&i18n::text(self.locale, "local-line-not-utf8", &args))]
                }
            };
            for answer in answers {
                writeln!(out, "{answer}")?;
            }
            out.flush()?;
        }
        Ok(())
    }

    /// Answers one line; each string is one printed answer.
    pub fn handle(&mut self, text: &str) -> io::Result<Vec<String>> {
        let line = match parse_line(text) {
            Ok(Some(line)) => line,
            Ok(None) => return Ok(Vec::new()),
            Err(bad) => {
                let locale = self.speaker_locale(bad.user.as_deref(), bad.locale.as_deref());
                return Ok(vec![self.problem(&bad.why.words(locale))]);
            }
        };
        let mut ctx = self.ctx(&line);
        let reader = self.speaker_locale(Some(&line.user), line.locale.as_deref());
        ctx.locale = reader;
        let mut out = match &line.kind {
            LineKind::Command { name, options } => {
                let mut replies = self.command(&ctx, name, options);
                read_in(&mut replies, reader);
                replies
                    .iter()
                    .map(|r| self.show(ctx.channel, r))
                    .collect::<io::Result<Vec<_>>>()?
            }
            LineKind::Autocomplete { command, option, typed } => {
                let choices = self.autocomplete(&ctx, command, option, typed);
                vec![self.show_choices(&ctx, &choices)]
            }
            LineKind::Button { id } => {
                let mut replies = self.service.button(&ctx, id);
                read_in(&mut replies, reader);
                replies
                    .iter()
                    .map(|r| self.show(ctx.channel, r))
                    .collect::<io::Result<Vec<_>>>()?
            }
            LineKind::Select { id, value } => {
                let mut replies = self.service.select(&ctx, id, std::slice::from_ref(value));
                read_in(&mut replies, reader);
                replies
                    .iter()
                    .map(|r| self.show(ctx.channel, r))
                    .collect::<io::Result<Vec<_>>>()?
            }
        };
        // The computer's moves, then what fell due meanwhile (reminders,
        // deadlines), as the Discord bot would post them.
        let mut notices = crate::service::coalesce(self.service.computer_turns());
        notices.extend(self.service.tick());
        for notice in notices {
            let channel = match notice.to {
                Destination::Channel(c) => c,
                Destination::Direct(_) => DIRECT,
            };
            out.push(self.show(channel, &notice.reply)?);
        }
        Ok(out)
    }

    /// The language of the player named `user` (without the `@`): the one
    /// their line names (`@alice:fr`, remembered for their later lines),
    /// else the one an earlier line named, else `--locale`'s.
    fn speaker_locale(&mut self, user: Option<&str>, named: Option<&str>) -> Locale {
        let Some(user) = user else { return self.locale };
        let id = self.user(user).id;
        if let Some(code) = named {
            self.locales.insert(id, Locale::reading(code));
        }
        self.locales.get(&id).copied().unwrap_or(self.locale)
    }

    /// A private reply to the speaker of `ctx`, in their language.
    fn tell(ctx: &Ctx, key: &str, args: &[(&str, Arg)]) -> Vec<Reply> {
        vec![Reply::private(ctx.user.id, i18n::text(ctx.locale, key, args))]
    }

    fn ctx(&mut self, line: &Line) -> Ctx {
        let channel = local_id(&format!("#{}", line.channel));
        self.channels.insert(channel, line.channel.clone());
        Ctx {
            guild: LOCAL_GUILD,
            channel,
            user: self.user(&line.user),
            locale: self.locale,
            guild_locale: Some(self.guild_locale.unwrap_or(self.locale)),
        }
    }

    /// The player a name stands for, the name cut to Discord's 32
    /// characters (Discord never gives a longer one).
    fn user(&mut self, name: &str) -> User {
        let name: String = name.trim_start_matches('@').chars().take(MAX_NAME_CHARS).collect();
        let id = local_id(&name);
        self.names.insert(id, name.clone());
        User { id, name }
    }

    fn command(&mut self, ctx: &Ctx, name: &str, options: &[(String, String)]) -> Vec<Reply> {
        // `/wait` is the local front end's own: it moves the session's clock.
        if name == "wait" {
            return self.wait(ctx, options);
        }
        let Some(command) = Command::named(name) else {
            let commands = Arg::from(crate::service::catalogue::names());
            return Local::tell(
                ctx,
                "local-no-command",
                &[("name", name.into()), ("commands", commands)],
            );
        };
        self.run_command(ctx, command, options)
    }

    /// One catalogue command, with its options as typed.
    fn run_command(&mut self, ctx: &Ctx, command: Command, options: &[(String, String)]) -> Vec<Reply> {
        let get = |key: &str| options.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
        let svc = self.service;
        match command {
            Command::Play => self.play(ctx, options),
            // Without an action, as on Discord: the picker.
            Command::Move => match get("action").filter(|a| !a.trim().is_empty()) {
                Some(action) => svc.make_move(ctx, action),
                None => svc.open_picker(ctx),
            },
            Command::Hand => svc.hand(ctx),
            Command::Board => match get("view").map_or(Some(crate::render::Region::Play), crate::render::Region::parse)
            {
                Some(region) => svc.board_in(ctx, region),
                None => Local::tell(ctx, "local-board-view", &[]),
            },
            Command::Undo => svc.undo(ctx),
            Command::Resign => svc.resign(ctx),
            Command::Abort => svc.abort(ctx),
            Command::Claim => svc.claim(ctx),
            Command::Pause => svc.pause(ctx),
            Command::Resume => svc.resume(ctx),
            // Locally everyone runs the server.
            Command::Games => svc.games(ctx, get("all").is_some_and(is_yes), true),
            Command::Notify => match options::notify_mode(get("mode").unwrap_or("")) {
                Ok(mode) => svc.notify(ctx, mode),
                Err(why) => vec![Reply::refused(ctx.user.id, why)],
            },
            Command::Settings => match settings_change(options) {
                Ok(change) => svc.settings(ctx, true, &change),
                Err(Unread(key, args)) => Local::tell(ctx, key, &args),
            },
            Command::Rules => match options::any_game(get("game")) {
                Ok(game) => svc.rules(ctx, game),
                Err(why) => vec![Reply::refused(ctx.user.id, why)],
            },
            Command::Help => match options::any_game(get("game")) {
                Ok(game) => svc.help(ctx, game),
                Err(why) => vec![Reply::refused(ctx.user.id, why)],
            },
            Command::Leaderboard => match (options::listed_game(get("game")), options::period(get("period"))) {
                (Ok(game), Ok(period)) => svc.leaderboard(ctx, game, period),
                // The period is read first, as it always was.
                (_, Err(why)) | (Err(why), _) => vec![Reply::refused(ctx.user.id, why)],
            },
            Command::Stats => {
                let user = get("user").map(|u| self.user(u));
                let vs = get("vs").map(|u| self.user(u));
                svc.stats(ctx, user.as_ref(), vs.as_ref())
            }
            Command::History => {
                let user = get("user").map(|u| self.user(u));
                match options::listed_game(get("game")) {
                    Ok(game) => svc.history(ctx, user.as_ref(), game),
                    Err(why) => vec![Reply::refused(ctx.user.id, why)],
                }
            }
            Command::Replay => replay(svc, ctx, options),
            Command::Puzzle => puzzle(svc, ctx, options),
            Command::Hint => svc.hint(ctx),
            Command::Reset => svc.reset(ctx),
        }
    }

    /// `/play`: `@bot` opponents become computer seats at the level asked.
    fn play(&mut self, ctx: &Ctx, options: &[(String, String)]) -> Vec<Reply> {
        let get = |key: &str| option(options, key);
        let svc = self.service;
        // `@bot` is the bot itself: a computer seat.
        let named: Vec<Named> = ["opponent", "opponent2", "opponent3"]
            .iter()
            .filter_map(|k| get(k))
            .map(|v| {
                if is_bot(v) {
                    Named::Me
                } else {
                    Named::Person(self.user(v))
                }
            })
            .collect();
        // As on Discord, only the offered levels (`random` is a
        // yardstick for `selfplay`).
        let offered = |text: &str| Level::parse(text).filter(|l| Level::OFFERED.contains(l));
        let level = match get("level").map(offered) {
            None => None,
            Some(Some(level)) => Some(level),
            Some(None) => return Local::tell(ctx, "local-play-level", &[]),
        };
        let (opponents, computers) = match seating(named, level) {
            Ok(seats) => seats,
            Err(why) => return vec![Reply::refused(ctx.user.id, why.into())],
        };
        match get("game") {
            Some(game) => match options::table_game(game) {
                Ok(kind) => svc.play_against(ctx, kind, &opponents, &computers, get("variant")),
                Err(why) => vec![Reply::refused(ctx.user.id, why)],
            },
            None => Local::tell(ctx, "local-play-which-game", &[]),
        }
    }

    /// `/wait days: hours: minutes:`: moves the clock forward, as if that
    /// much time had passed (local sessions only).
    fn wait(&self, ctx: &Ctx, options: &[(String, String)]) -> Vec<Reply> {
        let Some(clock) = &self.clock else {
            return Local::tell(ctx, "local-wait-fixed", &[]);
        };
        let mut seconds: i64 = 0;
        for (key, unit) in [("days", 86_400), ("hours", 3600), ("minutes", 60)] {
            if let Some(v) = option(options, key) {
                match v.trim().parse::<u32>() {
                    Ok(n) => seconds += i64::from(n) * unit,
                    Err(_) => return Local::tell(ctx, "local-wait-number", &[("key", key.into())]),
                }
            }
        }
        if seconds == 0 {
            return Local::tell(ctx, "local-wait-how-long", &[]);
        }
        // Deadlines are days long; a wait of years only makes the session's
        // clock meaningless, so it is refused rather than taken.
        if seconds > MAX_WAIT_DAYS * 86_400 {
            return Local::tell(ctx, "local-wait-too-long", &[("days", Arg::Number(MAX_WAIT_DAYS))]);
        }
        clock.advance(seconds);
        let duration = crate::service::duration_words(ctx.locale, seconds);
        Local::tell(ctx, "local-wait-moved", &[("duration", duration.into())])
    }

    fn autocomplete(&self, ctx: &Ctx, command: &str, option: &str, typed: &str) -> Vec<Choice> {
        match (command, option) {
            ("move", "action") => self.service.autocomplete_move(ctx, typed),
            ("play" | "rules" | "help" | "leaderboard" | "history", "game") => {
                let playable = !matches!(command, "rules" | "help");
                crate::service::game_choices(typed, ctx.locale, playable)
            }
            ("puzzle", "goal") => ["all-added", "rectangle"]
                .iter()
                .filter(|g| g.contains(&typed.to_lowercase()))
                .map(|g| Choice {
                    name: g.to_string(),
                    value: g.to_string(),
                })
                .collect(),
            ("play", "level") => Level::OFFERED
                .iter()
                .filter(|l| l.id().contains(&typed.to_lowercase()))
                .map(|l| Choice {
                    name: l.seat_name(),
                    value: l.id().to_string(),
                })
                .collect(),
            ("play", "variant") => crate::service::variant_choices(None, typed, ctx.locale),
            ("leaderboard", "period") => ["all", "month", "week"]
                .iter()
                .filter(|id| id.starts_with(&typed.to_lowercase()))
                .map(|id| Choice {
                    name: i18n::text(ctx.locale, &format!("local-period-{id}"), &[]),
                    value: id.to_string(),
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Replaces `<@id>` and `<#id>` with the local names they stand for.
    fn humanise(&self, text: &str) -> String {
        let mut out = text.to_string();
        for (id, name) in &self.names {
            out = out.replace(&format!("<@{id}>"), &format!("@{name}"));
        }
        for (id, name) in &self.channels {
            out = out.replace(&format!("<#{id}>"), &format!("#{name}"));
        }
        out
    }

    fn to(&self, audience: Audience) -> String {
        match audience {
            Audience::Public => "public".to_string(),
            Audience::Private(u) => format!("@{}", self.names.get(&u).cloned().unwrap_or_else(|| u.to_string())),
        }
    }

    fn show(&mut self, channel: u64, reply: &Reply) -> io::Result<String> {
        let image = self.save_picture(reply.image.as_ref())?;
        let mut panels = Vec::new();
        for panel in &reply.panels {
            panels.push(self.save_picture(panel.image.as_ref())?);
        }
        let channel = if channel == DIRECT {
            "direct message".to_string()
        } else {
            format!("#{}", self.channels.get(&channel).cloned().unwrap_or_default())
        };
        let edits = matches!(reply.turn, Some(crate::service::TurnMessage::Edit(_)));
        let mut text = self.humanise(&reply.words());
        if self.json {
            return Ok(self.json_reply(channel, reply, (text, image, panels), edits));
        }
        // A terminal cannot edit what it printed: say what changed, in the
        // reply's language.
        let note = |key: &str| i18n::text(reply.locale, key, &[]);
        if edits {
            text = format!("{}\n{text}", note("local-edited"));
        }
        if reply.in_place {
            text = if text.is_empty() {
                note("local-buttons-removed")
            } else {
                format!("{}\n{text}", note("local-in-place"))
            };
        }
        let to = self.to(reply.audience);
        let reader = if to == "public" {
            "everyone".into()
        } else {
            format!("only {to}")
        };
        let mut lines = vec![format!("[{channel}] {reader}:")];
        lines.extend(text.lines().map(|l| format!("  {l}")));
        lines.extend(picture_line(image, reply.image.is_some(), reply.locale));
        // Each panel's picture, then its own choices.
        for (panel, path) in reply.panels.iter().zip(panels) {
            lines.extend(picture_line(path, panel.image.is_some(), reply.locale));
            lines.extend(buttons_line(&panel.buttons));
            if let Some(menu) = &panel.menu {
                lines.extend(menu_lines(menu));
            }
        }
        lines.extend(buttons_line(&reply.buttons));
        for menu in &reply.menus {
            lines.extend(menu_lines(menu));
        }
        Ok(lines.join("\n"))
    }

    /// Writes a reply's picture into the pictures folder, if there is one;
    /// its path.
    fn save_picture(&mut self, image: Option<&crate::service::Image>) -> io::Result<Option<String>> {
        match (image, &self.images) {
            (Some(img), Some(dir)) => {
                std::fs::create_dir_all(dir)?;
                self.pictures += 1;
                let path = dir.join(format!("{:04}-{}", self.pictures, img.filename));
                std::fs::write(&path, &img.png)?;
                Ok(Some(path.display().to_string()))
            }
            _ => Ok(None),
        }
    }

    /// The reply as one line of JSON, for scripts.
    fn json_reply(
        &self,
        channel: String,
        reply: &Reply,
        (text, image, panels): (String, Option<String>, Vec<Option<String>>),
        edits: bool,
    ) -> String {
        let json = JsonReply {
            channel,
            to: self.to(reply.audience),
            text,
            image,
            buttons: json_buttons(&reply.buttons),
            menus: &reply.menus,
            panels: reply
                .panels
                .iter()
                .zip(panels)
                .map(|(p, image)| JsonPanel {
                    image,
                    buttons: json_buttons(&p.buttons),
                    menu: p.menu.as_ref(),
                })
                .collect(),
            mentions: reply
                .mentions
                .iter()
                .map(|u| format!("@{}", self.names.get(u).cloned().unwrap_or_else(|| u.to_string())))
                .collect(),
            in_place: reply.in_place,
            edits,
        };
        serde_json::to_string(&json).unwrap_or_default()
    }

    fn show_choices(&self, ctx: &Ctx, choices: &[Choice]) -> String {
        let channel = format!("#{}", self.channels.get(&ctx.channel).cloned().unwrap_or_default());
        let to = self.to(Audience::Private(ctx.user.id));
        if self.json {
            return serde_json::to_string(&JsonChoices { channel, to, choices }).unwrap_or_default();
        }
        if choices.is_empty() {
            let none = i18n::text(ctx.locale, "local-no-choices", &[]);
            return format!("[{channel}] only {to}: {none}");
        }
        let lines: Vec<String> = choices
            .iter()
            .map(|c| format!("  {}  ->  {}", c.name, c.value))
            .collect();
        format!("[{channel}] only {to}, choices:\n{}", lines.join("\n"))
    }

    fn problem(&self, e: &str) -> String {
        if self.json {
            serde_json::json!({ "error": e }).to_string()
        } else {
            format!("?? {e}")
        }
    }
}

/// Where a picture went: its path, or why it was not saved (in the
/// reply's language).
fn picture_line(path: Option<String>, had: bool, locale: Locale) -> Option<String> {
    match path {
        Some(path) => Some(format!("  [picture: {path}]")),
        None if had => Some(format!("  {}", i18n::text(locale, "local-picture-not-saved", &[]))),
        None => None,
    }
}

/// The buttons, each with what to type to press it.
fn buttons_line(buttons: &[crate::service::Button]) -> Option<String> {
    if buttons.is_empty() {
        return None;
    }
    let shown: Vec<String> = buttons
        .iter()
        // A move button's id holds the move, spaces and all: quote it
        // so that it can be typed back as it is shown.
        .map(|b| {
            if b.id.contains(char::is_whitespace) {
                format!("[{}] !\"{}\"", b.label, b.id)
            } else {
                format!("[{}] !{}", b.label, b.id)
            }
        })
        .collect();
    Some(format!("  buttons: {}", shown.join("  ")))
}

/// A select menu as text: its placeholder, then one line per option with
/// the line that chooses it (`!<menu-id> choose:<value>`).
fn menu_lines(menu: &Menu) -> Vec<String> {
    let mut lines = vec![format!("  menu \"{}\":", menu.placeholder)];
    lines.extend(menu.options.iter().map(|o| {
        let about = o.description.as_deref().map(|d| format!(" ({d})")).unwrap_or_default();
        format!("    {}{about}  ->  !{} choose:{}", o.label, menu.id, o.value)
    }));
    lines
}

/// Whether a name given as an opponent means the bot itself.
fn is_bot(name: &str) -> bool {
    name.trim().trim_start_matches('@').eq_ignore_ascii_case("bot")
}

fn is_yes(v: &str) -> bool {
    matches!(v.trim().to_lowercase().as_str(), "true" | "yes" | "1" | "on")
}

/// The options of `/settings` as typed locally.
fn option<'o>(options: &'o [(String, String)], key: &str) -> Option<&'o str> {
    options.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

/// A sentence of `local.ftl` and its facts: why an option cannot be read.
struct Unread(&'static str, Vec<(&'static str, Arg)>);

fn settings_change(options: &[(String, String)]) -> Result<SettingsChange, Unread> {
    let num = |key: &str| -> Result<Option<u32>, Unread> {
        option(options, key)
            .map(|v| {
                v.trim()
                    .parse::<u32>()
                    .map_err(|_| Unread("local-settings-number", vec![("key", key.into())]))
            })
            .transpose()
    };
    Ok(SettingsChange {
        reminder_hours: num("reminder_hours")?,
        reminder_count: num("reminder_count")?,
        deadline_hours: num("deadline_hours")?,
        grace_hours: num("grace_hours")?,
        threads: option(options, "threads").map(is_yes),
        language: option(options, "language")
            .map(|v| GameLanguage::parse(v).ok_or(Unread("local-settings-language", vec![])))
            .transpose()?,
    })
}

/// `/replay id: step:`.
fn replay(svc: &Service, ctx: &Ctx, options: &[(String, String)]) -> Vec<Reply> {
    let get = |key: &str| option(options, key);
    let id = get("id").and_then(|v| v.trim().trim_start_matches('#').parse::<i64>().ok());
    let step = get("step").map(|v| v.trim().parse::<i64>());
    match (id, step) {
        (Some(id), None) => svc.replay(ctx, id, None),
        (Some(id), Some(Ok(step))) => svc.replay(ctx, id, Some(step)),
        _ => Local::tell(ctx, "local-replay-which", &[]),
    }
}

/// `/puzzle number: queue: daily: goal: public:`.
fn puzzle(svc: &Service, ctx: &Ctx, options: &[(String, String)]) -> Vec<Reply> {
    let get = |key: &str| option(options, key);
    let flag = |key: &str| get(key).map(|v| matches!(v.to_lowercase().as_str(), "true" | "yes" | "1"));
    let number = match get("number").map(|n| n.trim().parse::<i64>()) {
        None => None,
        Some(Ok(n)) => Some(n),
        Some(Err(_)) => return Local::tell(ctx, "local-puzzle-number", &[]),
    };
    let goal = match options::goal(get("goal")) {
        Ok(goal) => goal,
        Err(why) => return vec![Reply::refused(ctx.user.id, why)],
    };
    let req = PuzzleRequest {
        number,
        queue: get("queue").map(str::to_string),
        daily: flag("daily").unwrap_or(false),
        goal,
        public: flag("public"),
    };
    svc.puzzle(ctx, &req)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// English reads as it did before the catalogue; the other languages
    /// in their own words, the tool's syntax unchanged.
    #[test]
    fn a_local_note_reads_in_the_readers_language() {
        let ctx = Ctx {
            guild: LOCAL_GUILD,
            channel: 2,
            user: User {
                id: 3,
                name: "alice".into(),
            },
            locale: Locale::EnUs,
            guild_locale: None,
        };
        let said = |ctx: &Ctx| Local::tell(ctx, "local-wait-how-long", &[]).remove(0).text;
        assert_eq!(said(&ctx), "Say how long: /wait hours:30 (or days:, minutes:)");
        let french = Ctx {
            locale: Locale::Fr,
            ..ctx.clone()
        };
        assert_eq!(
            said(&french),
            "Dis de combien\u{a0}: /wait hours:30 (ou days:, minutes:)"
        );
        assert_eq!(
            picture_line(None, true, Locale::EnUs).as_deref(),
            Some("  [picture not saved: run with --images DIR]")
        );
        assert_eq!(
            picture_line(None, true, Locale::EsEs).as_deref(),
            Some("  [imagen no guardada: ejecuta con --images CARPETA]")
        );
    }
}
