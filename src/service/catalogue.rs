//! The one list of the commands players use, whatever front end carries
//! them, with the facts every front end and `/help` derive from it: the
//! name, whether its answers may be public (so Discord checks that the
//! bot may post in the channel), where it may be used, its group and its
//! line of help (also Discord's description of it). Adding a command is
//! its variant here, its line in [`CATALOGUE`], its service method and
//! its case in each front end (the compiler lists the front ends that
//! lack it: their matches are exhaustive).

use crate::i18n::{self, Arg, Locale};

/// A command players use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    Play,
    Move,
    Hand,
    Board,
    Undo,
    Resign,
    Abort,
    Claim,
    Pause,
    Resume,
    Games,
    Notify,
    Settings,
    Rules,
    Help,
    Leaderboard,
    Stats,
    History,
    Replay,
    Puzzle,
    Hint,
    Reset,
}

/// How `/help` groups the commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Playing,
    Puzzles,
    AfterTheGame,
    Settings,
    Help,
}

impl Group {
    const ALL: [Group; 5] = [
        Group::Playing,
        Group::Puzzles,
        Group::AfterTheGame,
        Group::Settings,
        Group::Help,
    ];

    /// The catalogue's key of the group's heading (`help-group-*`).
    fn key(self) -> &'static str {
        match self {
            Group::Playing => "help-group-playing",
            Group::Puzzles => "help-group-puzzles",
            Group::AfterTheGame => "help-group-after-the-game",
            Group::Settings => "help-group-settings",
            Group::Help => "help-group-help",
        }
    }
}

/// What every front end knows of a command.
#[derive(Clone, Copy, Debug)]
pub struct Facts {
    pub command: Command,
    /// The name typed after `/`: lower case, no spaces.
    pub name: &'static str,
    /// How `/help` shows it used, e.g. "`/play game: opponent:`".
    pub usage: &'static str,
    /// One line of help, also Discord's description (at most 100
    /// characters).
    pub help: &'static str,
    /// Whether its answers may be posted in the channel for everyone (the
    /// others answer only the caller).
    pub public: bool,
    /// Only in a server (it changes the server's settings).
    pub server_only: bool,
    pub group: Group,
}

const fn facts(command: Command, name: &'static str, usage: &'static str, help: &'static str) -> Facts {
    Facts {
        command,
        name,
        usage,
        help,
        public: true,
        server_only: false,
        group: Group::Playing,
    }
}

impl Facts {
    const fn private(mut self) -> Facts {
        self.public = false;
        self
    }

    const fn grouped(mut self, group: Group) -> Facts {
        self.group = group;
        self
    }

    const fn server_only(mut self) -> Facts {
        self.server_only = true;
        self
    }
}

/// Every command, in the order `/help` and Discord list them.
pub const CATALOGUE: [Facts; 22] = [
    facts(
        Command::Play,
        "play",
        "`/play game: opponent:`",
        "Challenge people to a game in this channel (name me to play the computer).",
    ),
    facts(
        Command::Move,
        "move",
        "`/move action:`",
        "Make your move; start typing and pick from the list, or leave it out to pick from menus.",
    ),
    facts(
        Command::Hand,
        "hand",
        "`/hand`",
        "See your secret tiles and a move you can make now (only you).",
    )
    .private(),
    facts(
        Command::Board,
        "board",
        "`/board`",
        "Show the picture of this channel's game.",
    ),
    facts(
        Command::Undo,
        "undo",
        "`/undo`",
        "Take back your last action: in this channel's game (the others accept), or in your puzzle.",
    ),
    facts(
        Command::Resign,
        "resign",
        "`/resign`",
        "Give up this game (asks you to confirm).",
    ),
    facts(
        Command::Abort,
        "abort",
        "`/abort`",
        "End this game with no result (at once early on, otherwise everyone must agree).",
    ),
    facts(
        Command::Claim,
        "claim",
        "`/claim`",
        "Win a game whose player to move ran out of time.",
    ),
    facts(
        Command::Pause,
        "pause",
        "`/pause`",
        "Ask to pause this game: no reminders, no deadline (everyone must agree).",
    ),
    facts(Command::Resume, "resume", "`/resume`", "Resume a paused game."),
    facts(
        Command::Puzzle,
        "puzzle",
        "`/puzzle`",
        "Solve an Adding Donimoes puzzle (only you see it, unless public).",
    )
    .grouped(Group::Puzzles),
    facts(
        Command::Hint,
        "hint",
        "`/hint`",
        "The next move of a shortest solution of your puzzle (only you).",
    )
    .private()
    .grouped(Group::Puzzles),
    facts(
        Command::Reset,
        "reset",
        "`/reset`",
        "Start your puzzle again from its first position.",
    )
    .private()
    .grouped(Group::Puzzles),
    facts(
        Command::Leaderboard,
        "leaderboard",
        "`/leaderboard`",
        "The best players here: one game's table, or every game's leader.",
    )
    .grouped(Group::AfterTheGame),
    facts(
        Command::Stats,
        "stats",
        "`/stats`",
        "Ratings, records, streaks, best wins and a chart of someone's games here.",
    )
    .private()
    .grouped(Group::AfterTheGame),
    facts(
        Command::History,
        "history",
        "`/history`",
        "The last finished games, with results and numbers to replay them.",
    )
    .private()
    .grouped(Group::AfterTheGame),
    facts(
        Command::Replay,
        "replay",
        "`/replay id:`",
        "Replay a finished game: its moves, seed and pictures, step by step.",
    )
    .grouped(Group::AfterTheGame),
    facts(
        Command::Games,
        "games",
        "`/games`",
        "Your games in progress here: opponents, whose turn, time left.",
    )
    .private()
    .grouped(Group::Settings),
    facts(
        Command::Notify,
        "notify",
        "`/notify`",
        "Choose how reminders reach you: in the channel, by direct message, or not at all.",
    )
    .private()
    .grouped(Group::Settings),
    facts(
        Command::Settings,
        "settings",
        "`/settings`",
        "This server's reminders, move deadline and thread default (changing them needs Manage Server).",
    )
    .private()
    .grouped(Group::Settings)
    .server_only(),
    facts(
        Command::Rules,
        "rules",
        "`/rules game:`",
        "The rules of a game, in short.",
    )
    .private()
    .grouped(Group::Help),
    facts(
        Command::Help,
        "help",
        "`/help game:`",
        "The commands, or how a game's moves are written, with an example.",
    )
    .private()
    .grouped(Group::Help),
];

impl Command {
    /// What every front end knows of this command.
    pub fn facts(self) -> &'static Facts {
        CATALOGUE
            .iter()
            .find(|f| f.command == self)
            .expect("every command is in the catalogue (a test checks it)")
    }

    /// The command typed as `name` (without its `/`).
    pub fn named(name: &str) -> Option<Command> {
        CATALOGUE.iter().find(|f| f.name == name).map(|f| f.command)
    }

    pub fn name(self) -> &'static str {
        self.facts().name
    }
}

/// Every command by name, "/play /move …": for a front end's "there is no
/// such command" answer.
pub fn names() -> String {
    CATALOGUE
        .iter()
        .map(|f| format!("/{}", f.name))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `/help`'s list in `locale`: each group with its commands, one line
/// each, named as the reader's client lists them.
pub fn help_text(locale: Locale) -> String {
    let mut lines = Vec::new();
    for group in Group::ALL {
        lines.push(format!("**{}**", i18n::text(locale, group.key(), &[])));
        for f in CATALOGUE.iter().filter(|f| f.group == group) {
            let help = lower_first(&f.help_in(locale));
            let args = [("usage", Arg::from(f.usage_in(locale))), ("help", Arg::from(help))];
            lines.push(i18n::text(locale, "help-command", &args));
        }
    }
    lines.join("\n")
}

impl Facts {
    /// [`Facts::usage`] in `locale`: the command's and options' names as
    /// Discord lists them there (`/jugar juego: rival:`).
    pub fn usage_in(&self, locale: Locale) -> String {
        let words: Vec<String> = self
            .usage
            .trim_matches('`')
            .split(' ')
            .map(|word| match (word.strip_prefix('/'), word.strip_suffix(':')) {
                (Some(name), _) => format!("/{}", named_in(locale, &format!("cmd-{name}"), name)),
                (_, Some(option)) => {
                    let key = format!("cmd-{}-{option}", self.name);
                    format!("{}:", named_in(locale, &key, option))
                }
                _ => word.to_string(),
            })
            .collect();
        format!("`{}`", words.join(" "))
    }

    /// [`Facts::help`] in `locale`: Discord's description of the command
    /// there (`cmd-<name>.description`).
    pub fn help_in(&self, locale: Locale) -> String {
        let key = format!("cmd-{}", self.name);
        i18n::lookup(locale, &key, Some("description"), &[]).unwrap_or_else(|| self.help.to_string())
    }
}

/// The name `key` gives a command or option in `locale`, else `english`.
fn named_in(locale: Locale, key: &str, english: &str) -> String {
    i18n::lookup(locale, key, None, &[]).unwrap_or_else(|| english.to_string())
}

/// "Show the picture" as "show the picture", after a command's name.
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::reply::MAX_MESSAGE;
    use std::collections::HashSet;

    #[test]
    fn each_command_is_listed_once_with_a_name_discord_accepts() {
        let commands: HashSet<Command> = CATALOGUE.iter().map(|f| f.command).collect();
        let names: HashSet<&str> = CATALOGUE.iter().map(|f| f.name).collect();
        assert_eq!(commands.len(), CATALOGUE.len(), "a command is listed twice");
        assert_eq!(names.len(), CATALOGUE.len(), "a name is listed twice");
        for f in &CATALOGUE {
            assert_eq!(f.command.facts().name, f.name);
            assert_eq!(Command::named(f.name), Some(f.command));
            // Discord: 1-32 characters, lower case, no spaces.
            assert!(
                (1..=32).contains(&f.name.len())
                    && f.name.chars().all(|c| c.is_ascii_lowercase() || c == '-' || c == '_'),
                "{}",
                f.name
            );
            assert!((1..=100).contains(&f.help.chars().count()), "{}: {}", f.name, f.help);
            assert!(f.usage.starts_with(&format!("`/{}", f.name)), "{}", f.usage);
        }
        assert_eq!(Command::named("wait"), None);
    }

    #[test]
    fn help_lists_every_command_within_one_message_in_every_language() {
        for locale in Locale::ALL {
            let text = help_text(locale);
            assert!(
                text.chars().count() <= MAX_MESSAGE,
                "{}: {} characters",
                locale.discord(),
                text.chars().count()
            );
            for f in &CATALOGUE {
                let usage = f.usage_in(locale);
                assert!(
                    text.contains(&usage),
                    "{usage} is missing from /help in {}",
                    locale.discord()
                );
                assert!(!text.contains("help-"), "{}: a key unread: {text}", locale.discord());
            }
            if locale != Locale::EnUs {
                assert_ne!(text, help_text(Locale::EnUs), "{}", locale.discord());
            }
        }
    }

    /// English usage and help read as the catalogue's facts; Spanish and
    /// French name the commands and options as their clients list them.
    #[test]
    fn usage_and_help_name_the_command_and_its_options_in_the_readers_language() {
        for f in &CATALOGUE {
            assert_eq!(f.usage_in(Locale::EnUs), f.usage);
            assert_eq!(f.help_in(Locale::EnUs), f.help);
        }
        assert_eq!(Command::Play.facts().usage_in(Locale::EsEs), "`/jugar juego: rival:`");
        assert_eq!(Command::Replay.facts().usage_in(Locale::Fr), "`/revoir numéro:`");
        assert!(
            Command::Hand.facts().help_in(Locale::EsEs).starts_with("Mira"),
            "{}",
            Command::Hand.facts().help_in(Locale::EsEs)
        );
    }

    /// The README's command table is the user's first list: every command
    /// is in it.
    #[test]
    fn the_readme_names_every_command() {
        let readme = include_str!("../../README.md");
        for f in &CATALOGUE {
            assert!(
                readme.contains(&format!("/{}", f.name)),
                "README.md does not mention /{}",
                f.name
            );
        }
    }
}
