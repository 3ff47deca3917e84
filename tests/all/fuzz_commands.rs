//! Whatever people type, the bot answers and stays up. A property test
//! drives the terminal front end (the same service calls the Discord layer
//! makes) with sequences of lines: commands with sensible, odd and garbage
//! options, buttons, menu choices and moves offered in earlier replies but pressed by
//! anyone at any time, and lines that are not commands at all. Every line
//! must get an answer without a panic, and a line answered only in private
//! must leave every game as it was (a refusal changes nothing; anything
//! that changes a game is announced in its channel).

use crate::common;

use dominoes_bot::engine::GameKind;
use dominoes_bot::local::{Local, local_id};
use dominoes_bot::service::{Service, ShiftedClock};
use dominoes_bot::store::Store;
use proptest::prelude::*;
use serde_json::Value;
use std::sync::Arc;

const USERS: [&str; 3] = ["@alice", "@bob", "@carol"];
const CHANNELS: [&str; 2] = ["general", "side"];

/// One thing someone does.
#[derive(Clone, Debug)]
enum Step {
    /// A line typed as it is (after the channel and the speaker).
    Line { channel: usize, user: usize, text: String },
    /// Presses one of the buttons shown so far (`pick` wraps around).
    Press { channel: usize, user: usize, pick: usize },
    /// Asks for the move choices, then plays one of them (`pick` wraps).
    Choose { channel: usize, user: usize, pick: usize },
    /// Everyone presses one of the newest buttons in turn, in the channel
    /// that showed it (so challenges get accepted, and the wrong people
    /// are turned away).
    Everyone { pick: usize },
    /// Everyone presses the newest Accept button, in its channel.
    Accept,
    /// The same, by whoever is to act in the channel's game (so that games
    /// get somewhere, and end).
    Mover { channel: usize, pick: usize },
}

fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select(vec![
            "", "0", "1", "2", "-1", "7", "24", "yes", "no", "true", "all", "week", "month",
            "dm", "channel", "off", "99999999999", "4294967295", "-9223372036854775808",
            "#1", "#2", "@alice", "@bob", "@bot", "rectangle", "all-added", "3-6 0,0 E",
            "0-0 0,0 E", "1-2 0,1 N", "A1", "I a1 light", "d4 pass",
        ])
        .prop_map(str::to_string),
        2 => "[a-z0-9 ,.#@:-]{0,14}",
        1 => "\\PC{0,16}",
    ]
}

fn quoted(v: &str) -> String {
    if v.contains(' ') || v.is_empty() {
        format!("\"{v}\"")
    } else {
        v.to_string()
    }
}

fn play_line() -> impl Strategy<Value = String> {
    let mut games: Vec<&str> = GameKind::ALL.into_iter().map(GameKind::id).collect();
    games.extend(["chess", ""]);
    let game = prop::sample::select(games);
    let opponent = prop::sample::select(vec!["@alice", "@bob", "@carol", "@bob", "@carol", "@bot", "nobody", ""]);
    let variant = prop::option::of(prop::sample::select(vec![
        "solo",
        "match",
        "double-six",
        "double-six-match",
        "two-player",
        "misere",
        "nonsense",
    ]));
    let level = prop::option::of(prop::sample::select(vec!["easy", "medium", "hard", "random", "x"]));
    (game, opponent.clone(), prop::option::of(opponent), variant, level).prop_map(|(g, o, o2, v, l)| {
        let mut line = format!("/play game:{} opponent:{}", quoted(g), quoted(o));
        if let Some(o2) = o2 {
            line += &format!(" opponent2:{}", quoted(o2));
        }
        if let Some(v) = v {
            line += &format!(" variant:{v}");
        }
        // The computer thinks at easy here: hard would make each case slow.
        if let Some(l) = l {
            line += &format!(" level:{}", if l == "hard" { "easy" } else { l });
        }
        line
    })
}

fn command_line() -> impl Strategy<Value = String> {
    let bare = prop::sample::select(vec![
        "/hand",
        "/board",
        "/undo",
        "/resign",
        "/abort",
        "/claim",
        "/pause",
        "/resume",
        "/games",
        "/games all:yes",
        "/hint",
        "/reset",
        "/rules",
        "/leaderboard",
        "/stats",
        "/history",
        "/puzzle",
        "/nonsense",
        "/move",
    ])
    .prop_map(str::to_string);
    let keyed = (
        prop::sample::select(vec![
            "/move action",
            "/notify mode",
            "/rules game",
            "/leaderboard game",
            "/leaderboard period",
            "/stats user",
            "/stats vs",
            "/history user",
            "/history game",
            "/replay id",
            "/replay step",
            "/puzzle number",
            "/puzzle queue",
            "/puzzle goal",
            "/puzzle daily",
            "/puzzle public",
            "/settings reminder_hours",
            "/settings reminder_count",
            "/settings deadline_hours",
            "/settings grace_hours",
            "/settings threads",
            "/wait hours",
            "/wait days",
            "/wait minutes",
            "?move action",
            "?play game",
            "?rules game",
            "?puzzle goal",
            "?nothing here",
        ]),
        value(),
        prop::option::of(("[a-z_]{1,8}", value())),
    )
        .prop_map(|(head, v, extra)| {
            let (command, key) = head.split_once(' ').unwrap_or((head, "x"));
            let mut line = format!("{command} {key}:{}", quoted(&v));
            if let Some((k, v)) = extra {
                line += &format!(" {k}:{}", quoted(&v));
            }
            line
        });
    prop_oneof![4 => play_line(), 3 => bare, 4 => keyed, 1 => "\\PC{0,30}"]
}

fn step() -> impl Strategy<Value = Step> {
    let who = (0..CHANNELS.len(), 0..USERS.len());
    prop_oneof![
        4 => (who.clone(), command_line()).prop_map(|((channel, user), text)| Step::Line { channel, user, text }),
        2 => (who.clone(), any::<usize>()).prop_map(|((channel, user), pick)| Step::Press { channel, user, pick }),
        2 => (who, any::<usize>()).prop_map(|((channel, user), pick)| Step::Choose { channel, user, pick }),
        2 => any::<usize>().prop_map(|pick| Step::Everyone { pick }),
        2 => Just(Step::Accept),
        10 => (0..CHANNELS.len(), any::<usize>()).prop_map(|(channel, pick)| Step::Mover { channel, pick }),
    ]
}

struct Table<'a> {
    local: Local<'a>,
    service: &'a Service,
    /// Every button (and menu option) shown so far: the channel that
    /// showed it, and what follows `!` to press it.
    buttons: Vec<(String, String)>,
}

impl Table<'_> {
    /// Sends one line and checks the answers; returns them.
    fn send(&mut self, line: &str) -> Result<Vec<Value>, TestCaseError> {
        let before = self.versions();
        let out = self
            .local
            .handle(line)
            .map_err(|e| TestCaseError::fail(format!("{line}: {e}")))?;
        let mut values = Vec::new();
        for s in out {
            let v: Value =
                serde_json::from_str(&s).map_err(|e| TestCaseError::fail(format!("{line}: not JSON ({e}): {s}")))?;
            if let Some(buttons) = v["buttons"].as_array() {
                let channel = v["channel"].as_str().unwrap_or("#general").to_string();
                self.buttons.extend(
                    buttons
                        .iter()
                        .filter_map(|b| b["id"].as_str().map(|id| (channel.clone(), id.to_string()))),
                );
            }
            // A menu's options are pressed like buttons: `!<menu> choose:<value>`.
            for menu in v["menus"].as_array().into_iter().flatten() {
                let channel = v["channel"].as_str().unwrap_or("#general").to_string();
                let id = menu["id"].as_str().unwrap_or_default();
                self.buttons
                    .extend(menu["options"].as_array().into_iter().flatten().filter_map(|o| {
                        let value = o["value"].as_str()?;
                        Some((channel.clone(), format!("{id} choose:{value}")))
                    }));
            }
            values.push(v);
        }
        let public = values.iter().any(|v| v["to"] == "public");
        let after = self.versions();
        prop_assert!(
            public || before == after,
            "`{line}` changed a game ({before:?} -> {after:?}) but said so only in private: {values:#?}"
        );
        Ok(values)
    }

    /// The person to act in `channel`'s game, if any.
    fn mover(&self, channel: usize) -> Option<usize> {
        let row = self
            .service
            .store()
            .open_game_in_channel(local_id(&format!("#{}", CHANNELS[channel])))
            .ok()??;
        let id = row.to_act?;
        USERS.iter().position(|u| local_id(&u[1..]) == id)
    }

    /// Asks for `user`'s move choices in `channel` and plays one (`pick`
    /// wraps around), if there are any.
    fn choose(&mut self, channel: usize, user: usize, pick: usize) -> Result<(), TestCaseError> {
        let out = self.send(&format!("{} ?move action:", prefix(channel, user)))?;
        let choices: Vec<String> = out
            .iter()
            .filter_map(|v| v["choices"].as_array())
            .flatten()
            .filter_map(|c| c["value"].as_str().map(str::to_string))
            .collect();
        if !choices.is_empty() {
            let action = &choices[pick % choices.len()];
            self.send(&format!("{} /move action:{}", prefix(channel, user), quoted(action)))?;
        }
        Ok(())
    }

    /// The id and version of the open game in each channel.
    fn versions(&self) -> Vec<Option<(i64, i64)>> {
        CHANNELS
            .iter()
            .map(|c| {
                let row = self.service.store().open_game_in_channel(local_id(&format!("#{c}")));
                row.ok().flatten().map(|r| (r.id, r.version))
            })
            .collect()
    }
}

/// Sequences to try: 32, or `FUZZ_CASES`.
fn fuzz_cases() -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(32)
}

fn prefix(channel: usize, user: usize) -> String {
    format!("#{} {}", CHANNELS[channel], USERS[user])
}

proptest! {
    // No file of failures to replay: proptest looks for it beside lib.rs,
    // which an integration test does not have; a failure prints its case.
    // `FUZZ_CASES=1000 cargo test --test all fuzz_commands::` searches longer.
    #![proptest_config(ProptestConfig { cases: fuzz_cases(), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn any_sequence_of_lines_is_answered_and_refusals_change_nothing(
        seed in any::<u64>(),
        steps in prop::collection::vec(step(), 1..150),
    ) {
        let clock = Arc::new(ShiftedClock::default());
        let service = common::service_on(Store::scratch().unwrap(), clock.clone(), seed);
        let mut table = Table {
            local: Local::new(&service, true, None).with_clock(clock),
            service: &service,
            buttons: Vec::new(),
        };
        for step in steps {
            match step {
                Step::Line { channel, user, text } => {
                    table.send(&format!("{} {text}", prefix(channel, user)))?;
                }
                Step::Press { channel, user, pick } => {
                    if !table.buttons.is_empty() {
                        let (_, id) = table.buttons[pick % table.buttons.len()].clone();
                        table.send(&format!("{} !{id}", prefix(channel, user)))?;
                    }
                }
                Step::Choose { channel, user, pick } => table.choose(channel, user, pick)?,
                Step::Everyone { pick } => {
                    if !table.buttons.is_empty() {
                        let newest = table.buttons.len() - 1 - pick % table.buttons.len().min(4);
                        let (channel, id) = table.buttons[newest].clone();
                        for user in USERS {
                            table.send(&format!("{channel} {user} !{id}"))?;
                        }
                    }
                }
                Step::Accept => {
                    if let Some((channel, id)) = table.buttons.iter().rev().find(|(_, id)| id.starts_with("accept")).cloned() {
                        for user in USERS {
                            table.send(&format!("{channel} {user} !{id}"))?;
                        }
                    }
                }
                Step::Mover { channel, pick } => {
                    if let Some(user) = table.mover(channel) {
                        table.choose(channel, user, pick)?;
                    }
                }
            }
        }
    }
}
