//! The one list of the commands players use, whatever front end carries
//! them, with the facts every front end and `/help` derive from it: the
//! name, whether its answers may be public (so Discord checks that the
//! bot may post in the channel), where it may be used and its group. Its
//! words (its line of help, also Discord's description of it, and its
//! options') are `cmd-<name>` in `commands.ftl`. Adding a command is its
//! variant here, its line in [`CATALOGUE`], its keys in `commands.ftl`,
//! its service method and its case in each front end (the compiler lists
//! the front ends that lack it: their matches are exhaustive).

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

/// What every front end knows of a command. Its words (Discord's
/// description, `/help`'s line, its options' names in each language) are
/// the catalogue's, `cmd-<name>` in `commands.ftl`, so English lives in one
/// place.
#[derive(Clone, Copy, Debug)]
pub struct Facts {
    pub command: Command,
    /// The name typed after `/`: lower case, no spaces.
    pub name: &'static str,
    /// The options `/help` shows it used with, e.g. `game` and `opponent`
    /// for "`/play game: opponent:`".
    pub shown_options: &'static [&'static str],
    /// Whether its answers may be posted in the channel for everyone (the
    /// others answer only the caller).
    pub public: bool,
    /// Only in a server (it changes the server's settings).
    pub server_only: bool,
    pub group: Group,
}

const fn facts(command: Command, name: &'static str, shown_options: &'static [&'static str]) -> Facts {
    Facts {
        command,
        name,
        shown_options,
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
    facts(Command::Play, "play", &["game", "opponent"]),
    facts(Command::Move, "move", &["action"]),
    facts(Command::Hand, "hand", &[]).private(),
    facts(Command::Board, "board", &[]),
    facts(Command::Undo, "undo", &[]),
    facts(Command::Resign, "resign", &[]),
    facts(Command::Abort, "abort", &[]),
    facts(Command::Claim, "claim", &[]),
    facts(Command::Pause, "pause", &[]),
    facts(Command::Resume, "resume", &[]),
    facts(Command::Puzzle, "puzzle", &[]).grouped(Group::Puzzles),
    facts(Command::Hint, "hint", &[]).private().grouped(Group::Puzzles),
    facts(Command::Reset, "reset", &[]).private().grouped(Group::Puzzles),
    facts(Command::Leaderboard, "leaderboard", &[]).grouped(Group::AfterTheGame),
    facts(Command::Stats, "stats", &[])
        .private()
        .grouped(Group::AfterTheGame),
    facts(Command::History, "history", &[])
        .private()
        .grouped(Group::AfterTheGame),
    facts(Command::Replay, "replay", &["id"]).grouped(Group::AfterTheGame),
    facts(Command::Games, "games", &[]).private().grouped(Group::Settings),
    facts(Command::Notify, "notify", &[]).private().grouped(Group::Settings),
    facts(Command::Settings, "settings", &[])
        .private()
        .grouped(Group::Settings)
        .server_only(),
    facts(Command::Rules, "rules", &["game"]).private().grouped(Group::Help),
    facts(Command::Help, "help", &["game"]).private().grouped(Group::Help),
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
    /// How `/help` shows the command used in `locale`: the command's and
    /// options' names as Discord lists them there (`/jugar juego: rival:`).
    pub fn usage_in(&self, locale: Locale) -> String {
        let mut words = vec![format!("/{}", worded(locale, &format!("cmd-{}", self.name), None))];
        for option in self.shown_options {
            let key = format!("cmd-{}-{option}", self.name);
            words.push(format!("{}:", worded(locale, &key, None)));
        }
        format!("`{}`", words.join(" "))
    }

    /// The command's line of help in `locale`, also Discord's description
    /// of it there (`cmd-<name>.description`).
    pub fn help_in(&self, locale: Locale) -> String {
        worded(locale, &format!("cmd-{}", self.name), Some("description"))
    }
}

/// A command's, option's or choice's word in `locale` (`key`, or its
/// `attribute`), in English when the language lacks it, else the key: a
/// test checks every language has every key of `commands.ftl`, so neither
/// happens but by a mistake, never a reason to fail.
pub fn worded(locale: Locale, key: &str, attribute: Option<&str>) -> String {
    i18n::lookup(locale, key, attribute, &[])
        .or_else(|| i18n::lookup(Locale::EnUs, key, attribute, &[]))
        .unwrap_or_else(|| key.to_string())
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
            let help = f.help_in(Locale::EnUs);
            assert!((1..=100).contains(&help.chars().count()), "{}: {help}", f.name);
            let usage = f.usage_in(Locale::EnUs);
            assert!(usage.starts_with(&format!("`/{}", f.name)), "{usage}");
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

    /// English usage and help read as they did when they were written in
    /// code; Spanish and French name the commands and options as their
    /// clients list them.
    #[test]
    fn usage_and_help_name_the_command_and_its_options_in_the_readers_language() {
        let english = [
            (Command::Play, "`/play game: opponent:`"),
            (Command::Move, "`/move action:`"),
            (Command::Hand, "`/hand`"),
            (Command::Replay, "`/replay id:`"),
            (Command::Help, "`/help game:`"),
        ];
        for (command, usage) in english {
            assert_eq!(command.facts().usage_in(Locale::EnUs), usage);
        }
        assert_eq!(
            Command::Board.facts().help_in(Locale::EnUs),
            "Show the picture of this channel's game."
        );
        assert_eq!(Command::Play.facts().usage_in(Locale::EsEs), "`/jugar juego: rival:`");
        assert_eq!(Command::Replay.facts().usage_in(Locale::Fr), "`/revoir numéro:`");
        assert!(
            Command::Hand.facts().help_in(Locale::EsEs).starts_with("Mira"),
            "{}",
            Command::Hand.facts().help_in(Locale::EsEs)
        );
    }

    /// Every command's description and every option `/help` shows is a key
    /// of the English catalogue (else `/help` would print a key).
    #[test]
    fn every_command_s_words_are_in_the_english_catalogue() {
        for f in &CATALOGUE {
            let key = format!("cmd-{}", f.name);
            assert!(
                i18n::lookup(Locale::EnUs, &key, Some("description"), &[]).is_some(),
                "{key}"
            );
            for option in f.shown_options {
                let key = format!("cmd-{}-{option}", f.name);
                assert!(i18n::lookup(Locale::EnUs, &key, None, &[]).is_some(), "{key}");
            }
        }
        assert_eq!(worded(Locale::Fr, "cmd-nothing", None), "cmd-nothing");
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
