//! The one list of the commands players use, whatever front end carries
//! them, with the facts every front end and `/help` derive from it: the
//! name, whether its answers may be public (so Discord checks that the
//! bot may post in the channel), where it may be used, its group and its
//! line of help (also Discord's description of it). Adding a command is
//! its variant here, its line in [`CATALOGUE`], its service method and
//! its case in each front end (the compiler lists the front ends that
//! lack it: their matches are exhaustive).

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

    fn heading(self) -> &'static str {
        match self {
            Group::Playing => "Playing",
            Group::Puzzles => "Puzzles",
            Group::AfterTheGame => "After the game",
            Group::Settings => "Settings",
            Group::Help => "Help",
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

/// `/help`'s list: each group with its commands, one line each.
pub fn help_text() -> String {
    let mut lines = Vec::new();
    for group in Group::ALL {
        lines.push(format!("**{}**", group.heading()));
        for f in CATALOGUE.iter().filter(|f| f.group == group) {
            lines.push(format!("- {}: {}", f.usage, lower_first(f.help)));
        }
    }
    lines.join("\n")
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
    fn help_lists_every_command_within_one_message() {
        let text = help_text();
        assert!(
            text.chars().count() <= MAX_MESSAGE,
            "{} characters",
            text.chars().count()
        );
        for f in &CATALOGUE {
            assert!(text.contains(f.usage), "{} is missing from /help", f.name);
        }
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
