//! Discord's limits on what the bot sends: 2000 characters of text per
//! message, 25 buttons with labels of at most 80 characters and ids of at
//! most 100, 25 autocomplete choices with names and values of at most 100,
//! select menus of 25 options with labels and values of at most 100, five
//! component rows.
//! Anything over a limit makes Discord refuse the whole answer, and the
//! user sees only "This interaction failed". These tests check the lists
//! that can grow (`/games`), that what a user typed is quoted in a few
//! dozen characters, and, with random long inputs to every command, that
//! every reply keeps every limit.

use crate::common;
use common::{clocked, ctx, service, start, to_act, user};
use dominoes_bot::local::options;
use dominoes_bot::service::Period;
use dominoes_bot::service::Refusal;

use dominoes_bot::ai::Level;
use dominoes_bot::engine::GameKind;
use dominoes_bot::service::{
    Audience, ButtonId, Choice, MAX_BUTTONS, MAX_CHOICE_LEN, MAX_CHOICES, MAX_LABEL, MAX_MESSAGE, PuzzleRequest, Reply,
    Service, SettingsChange, User,
};
use proptest::prelude::*;

/// Whether `text` quotes more than 40 characters in a row of `typed`
/// (which repeats a four-letter word, so every longer quote starts at one
/// of its first four characters).
fn quotes_more_than_40(text: &str, typed: &str) -> bool {
    (0..4).any(|k| text.contains(&typed[k..k + 41]))
}

/// What a front end answers when it reads a word into a typed option (as
/// `local::options` does): the service's replies, or the refusal of a word
/// that names nothing.
fn read<T>(user: u64, word: Result<T, Refusal>, then: impl FnOnce(T) -> Vec<Reply>) -> Vec<Reply> {
    match word {
        Ok(value) => then(value),
        Err(why) => vec![Reply::refused(user, why)],
    }
}

#[test]
fn games_pages_hold_whole_lines_and_list_every_game() {
    let svc = service(1);
    const GAMES: usize = 60;
    for channel in 100..100 + GAMES as u64 {
        let r = svc.play(&ctx(channel, 1), GameKind::Dominimum, &[user(2)], None);
        assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
    }
    for all in [false, true] {
        let mut replies = svc.games(&ctx(100, 1), all, true);
        let mut shown = 0;
        for page in 1.. {
            let text = &replies[0].text;
            assert!(
                text.chars().count() <= MAX_MESSAGE,
                "{} characters",
                text.chars().count()
            );
            let lines: Vec<&str> = text.lines().collect();
            assert!(lines[0].contains(&format!("({GAMES})")), "{}", lines[0]);
            let last = !replies[0].buttons.iter().any(|b| b.label.starts_with("Next"));
            assert!(last || lines.len() > 10, "the message is used: {text}");
            for line in &lines[1..] {
                // A whole line: no mention or channel link is broken.
                assert!(
                    line.starts_with("- <#") && line.ends_with("waiting for players"),
                    "{line}"
                );
            }
            shown += lines.len() - 1;
            let Some(next) = replies[0].buttons.iter().find(|b| b.label.starts_with("Next")) else {
                break;
            };
            assert!(next.id.len() <= MAX_ID && page < GAMES, "{}", next.id);
            replies = svc.button(&ctx(100, 1), &next.id.clone());
        }
        assert_eq!(shown, GAMES, "every game is on a page");
    }
}

#[test]
fn long_inputs_are_echoed_in_a_few_dozen_characters() {
    let svc = service(2);
    let long = "wxyz".repeat(250);
    let game = start(&svc, 10, "dominimum", &[1, 2]);
    let mover = to_act(&svc, game).unwrap();
    let legal = svc.legal_actions(&ctx(10, mover))[0].notation.clone();
    let puzzle = PuzzleRequest {
        number: Some(1),
        ..Default::default()
    };
    assert_eq!(svc.puzzle(&ctx(12, 3), &puzzle)[0].audience, Audience::Private(3));
    let first_puzzle_move = svc.autocomplete_move(&ctx(12, 3), "")[0].value.clone();
    let asks: Vec<(&str, Vec<Reply>)> = vec![
        ("/move", svc.make_move(&ctx(10, mover), &long)),
        (
            "/move after a legal move",
            svc.make_move(&ctx(10, mover), &format!("{legal} {long}")),
        ),
        (
            "/play game",
            read(1, options::table_game(&long), |k| {
                svc.play(&ctx(11, 1), k, &[user(2)], None)
            }),
        ),
        (
            "/play variant",
            svc.play(&ctx(11, 1), GameKind::Draw, &[user(2)], Some(&long)),
        ),
        (
            "/rules",
            read(1, options::any_game(Some(&long)), |g| svc.rules(&ctx(11, 1), g)),
        ),
        (
            "/leaderboard game",
            read(1, options::listed_game(Some(&long)), |g| {
                svc.leaderboard(&ctx(11, 1), g, Period::All)
            }),
        ),
        (
            "/leaderboard period",
            read(1, options::period(Some(&long)), |p| {
                svc.leaderboard(&ctx(11, 1), None, p)
            }),
        ),
        (
            "/history game",
            read(1, options::listed_game(Some(&long)), |g| {
                svc.history(&ctx(11, 1), None, g)
            }),
        ),
        (
            "/notify",
            read(1, options::notify_mode(&long), |m| svc.notify(&ctx(11, 1), m)),
        ),
        ("a button", svc.button(&ctx(11, 1), &long)),
        (
            "/puzzle goal",
            read(1, options::goal(Some(&long)), |goal| {
                svc.puzzle(
                    &ctx(11, 1),
                    &PuzzleRequest {
                        goal,
                        ..Default::default()
                    },
                )
            }),
        ),
        (
            "/puzzle queue",
            svc.puzzle(
                &ctx(11, 1),
                &PuzzleRequest {
                    queue: Some(long.clone()),
                    ..Default::default()
                },
            ),
        ),
        ("a puzzle move", svc.make_move(&ctx(12, 3), &long)),
        (
            "a puzzle move after a legal one",
            svc.make_move(&ctx(12, 3), &format!("{first_puzzle_move}, {long}")),
        ),
    ];
    for (what, replies) in asks {
        assert!(!replies.is_empty(), "{what}");
        for r in replies {
            assert!(
                !quotes_more_than_40(&r.text, &long),
                "{what} quotes too much: {}",
                r.text
            );
            assert!(r.text.chars().count() < 600, "{what}: {}", r.text);
        }
    }
    // Nothing was played by the long texts but the puzzle's legal move.
    assert_eq!(svc.store().actions(game).unwrap().len(), 0);
    // Nothing matches: one note, quoting only a little of the text.
    let choices = svc.autocomplete_move(&ctx(10, mover), &long);
    assert!(choices.len() <= 1, "{choices:?}");
    assert!(
        choices.iter().all(|c| !quotes_more_than_40(&c.name, &long)),
        "{choices:?}"
    );
}

/// Discord's limit on a button id.
const MAX_ID: usize = ButtonId::MAX_LEN;

fn check_reply(what: &str, r: &Reply) -> Result<(), TestCaseError> {
    let len = r.text.chars().count();
    prop_assert!(len <= MAX_MESSAGE, "{what}: {len} characters: {}", r.text);
    prop_assert!(r.buttons.len() <= MAX_BUTTONS, "{what}: {} buttons", r.buttons.len());
    for b in &r.buttons {
        let label = b.label.chars().count();
        prop_assert!((1..=MAX_LABEL).contains(&label), "{what}: label {:?}", b.label);
        prop_assert!(b.id.chars().count() <= MAX_ID, "{what}: id {:?}", b.id);
    }
    // Menus and rows too, with the checks every picker test uses.
    let broken = common::reply_over_limits(r);
    prop_assert!(broken.is_empty(), "{what}: {broken:?}");
    Ok(())
}

fn check_choices(what: &str, choices: &[Choice]) -> Result<(), TestCaseError> {
    prop_assert!(choices.len() <= MAX_CHOICES, "{what}: {} choices", choices.len());
    for c in choices {
        let name = c.name.chars().count();
        prop_assert!((1..=MAX_CHOICE_LEN).contains(&name), "{what}: name {:?}", c.name);
        prop_assert!(c.value.chars().count() <= MAX_CHOICE_LEN, "{what}: value {:?}", c.value);
    }
    Ok(())
}

/// Something typed into an option: short and sensible, odd, or far too long.
fn typed() -> impl Strategy<Value = String> {
    let mut known: Vec<&str> = GameKind::ALL.into_iter().map(GameKind::id).collect();
    known.extend([
        "",
        "match",
        "solo",
        "double-six",
        "all",
        "week",
        "dm",
        "off",
        "rectangle",
        "3-6",
        "15H24",
    ]);
    prop_oneof![
        3 => prop::sample::select(known).prop_map(str::to_string),
        2 => "\\PC{0,40}",
        2 => "[a-z0-9 ,.#@:<>-]{100,3000}",
        1 => "\\PC{200,2500}",
        1 => "([a-z0-9 -]{0,60}\n){10,80}",
    ]
}

/// One command of someone at the table.
#[derive(Clone, Debug)]
enum Command {
    Play {
        game: String,
        variant: Option<String>,
        computer: bool,
    },
    /// Plays the caller's legal action number `pick` (wrapping), if any.
    Choose(usize),
    Move(String),
    Autocomplete(String),
    /// Presses one of the buttons shown so far (wrapping).
    Press(usize),
    PressTyped(String),
    /// `/move` with no action: the picker.
    Picker,
    /// Chooses one of the menu options shown so far (wrapping).
    Select(usize),
    Hand,
    Board,
    Games(bool),
    Rules(Option<String>),
    Resign,
    Abort,
    Claim,
    Pause,
    Resume,
    Undo,
    Hint,
    Reset,
    Notify(String),
    Settings(Option<u32>, Option<u32>),
    Puzzle {
        number: Option<i64>,
        queue: Option<String>,
        goal: Option<String>,
    },
    Leaderboard(Option<String>, Option<String>),
    Stats,
    History(Option<String>),
    Replay(i64, Option<i64>),
    /// Moves the clock on and runs the timers and the computer's moves.
    Wait(i64),
}

fn command() -> impl Strategy<Value = Command> {
    let game = prop_oneof![
        3 => prop::sample::select(GameKind::ALL.into_iter().map(GameKind::id).collect::<Vec<_>>()).prop_map(str::to_string),
        1 => typed(),
    ];
    let puzzle = (
        prop::option::of(-2..30i64),
        prop::option::of(typed()),
        prop::option::of(typed()),
    )
        .prop_map(|(number, queue, goal)| Command::Puzzle { number, queue, goal });
    prop_oneof![
        4 => (game, prop::option::of(typed()), any::<bool>())
            .prop_map(|(game, variant, computer)| Command::Play { game, variant, computer }),
        8 => any::<usize>().prop_map(Command::Choose),
        2 => typed().prop_map(Command::Move),
        2 => typed().prop_map(Command::Autocomplete),
        4 => any::<usize>().prop_map(Command::Press),
        1 => typed().prop_map(Command::PressTyped),
        2 => Just(Command::Picker),
        4 => any::<usize>().prop_map(Command::Select),
        1 => Just(Command::Hand),
        1 => Just(Command::Board),
        1 => any::<bool>().prop_map(Command::Games),
        1 => prop::option::of(typed()).prop_map(Command::Rules),
        1 => Just(Command::Resign),
        1 => Just(Command::Abort),
        1 => Just(Command::Claim),
        1 => Just(Command::Pause),
        1 => Just(Command::Resume),
        1 => Just(Command::Undo),
        1 => Just(Command::Hint),
        1 => Just(Command::Reset),
        1 => typed().prop_map(Command::Notify),
        1 => (prop::option::of(0..30u32), prop::option::of(0..200u32)).prop_map(|(r, d)| Command::Settings(r, d)),
        1 => puzzle,
        1 => (prop::option::of(typed()), prop::option::of(typed())).prop_map(|(g, p)| Command::Leaderboard(g, p)),
        1 => Just(Command::Stats),
        1 => prop::option::of(typed()).prop_map(Command::History),
        1 => (-1..8i64, prop::option::of(-1..200i64)).prop_map(|(id, step)| Command::Replay(id, step)),
        2 => (1..200i64).prop_map(Command::Wait),
    ]
}

/// Channels 1 and 2, users 1 to 3 (whose display names may be long).
struct Table {
    svc: Service,
    clock: std::sync::Arc<dominoes_bot::service::ManualClock>,
    users: Vec<User>,
    buttons: Vec<String>,
    /// Every menu option shown so far: its menu's id and its value.
    options: Vec<(String, String)>,
}

impl Table {
    fn ctx(&self, channel: u64, who: usize) -> dominoes_bot::service::Ctx {
        let mut c = ctx(channel, self.users[who].id);
        c.user = self.users[who].clone();
        c
    }

    /// Runs one command and checks every reply; remembers the buttons.
    fn run(&mut self, channel: u64, who: usize, command: &Command) -> Result<(), TestCaseError> {
        let what = format!("{command:?}");
        let replies = self.replies(channel, who, command)?;
        for r in &replies {
            check_reply(&what, r)?;
            self.buttons.extend(r.buttons.iter().map(|b| b.id.clone()));
            for m in &r.menus {
                self.options
                    .extend(m.options.iter().map(|o| (m.id.clone(), o.value.clone())));
            }
        }
        Ok(())
    }

    /// Chooses menu option number `pick` (wrapping) of those shown so far.
    fn select(&self, c: &dominoes_bot::service::Ctx, pick: usize) -> Vec<Reply> {
        match self.options.len() {
            0 => Vec::new(),
            n => {
                let (menu, value) = &self.options[pick % n];
                self.svc.select(c, menu, std::slice::from_ref(value))
            }
        }
    }

    fn replies(&mut self, channel: u64, who: usize, command: &Command) -> Result<Vec<Reply>, TestCaseError> {
        let c = self.ctx(channel, who);
        let svc = &self.svc;
        Ok(match command {
            Command::Play {
                game,
                variant,
                computer,
            } => {
                let others = [self.users[(who + 1) % 3].clone(), self.users[(who + 2) % 3].clone()];
                read(c.user.id, options::table_game(game), |kind| {
                    if *computer {
                        svc.play_against(&c, kind, &[], &[Level::Random], variant.as_deref())
                    } else {
                        svc.play(&c, kind, &others[..1 + who % 2], variant.as_deref())
                    }
                })
            }
            Command::Choose(pick) => {
                let legal = svc.legal_actions(&c);
                if legal.is_empty() {
                    return Ok(Vec::new());
                }
                svc.make_move(&c, &legal[pick % legal.len()].notation)
            }
            Command::Move(text) => svc.make_move(&c, text),
            Command::Autocomplete(text) => {
                check_choices(&format!("{command:?}"), &svc.autocomplete_move(&c, text))?;
                Vec::new()
            }
            Command::Press(pick) => match self.buttons.len() {
                0 => Vec::new(),
                n => svc.button(&c, &self.buttons[pick % n]),
            },
            Command::PressTyped(id) => svc.button(&c, id),
            Command::Picker => svc.open_picker(&c),
            Command::Select(pick) => self.select(&c, *pick),
            Command::Hand => svc.hand(&c),
            Command::Board => svc.board(&c),
            Command::Games(all) => svc.games(&c, *all, true),
            Command::Rules(game) => read(c.user.id, options::any_game(game.as_deref()), |g| svc.rules(&c, g)),
            Command::Resign => svc.resign(&c),
            Command::Abort => svc.abort(&c),
            Command::Claim => svc.claim(&c),
            Command::Pause => svc.pause(&c),
            Command::Resume => svc.resume(&c),
            Command::Undo => svc.undo(&c),
            Command::Hint => svc.hint(&c),
            Command::Reset => svc.reset(&c),
            Command::Notify(mode) => read(c.user.id, options::notify_mode(mode), |m| svc.notify(&c, m)),
            Command::Settings(reminder_hours, deadline_hours) => {
                let change = SettingsChange {
                    reminder_hours: *reminder_hours,
                    deadline_hours: *deadline_hours,
                    ..Default::default()
                };
                svc.settings(&c, true, &change)
            }
            Command::Puzzle { number, queue, goal } => read(c.user.id, options::goal(goal.as_deref()), |goal| {
                let request = PuzzleRequest {
                    number: *number,
                    queue: queue.clone(),
                    goal,
                    ..Default::default()
                };
                svc.puzzle(&c, &request)
            }),
            Command::Leaderboard(game, period) => read(c.user.id, options::period(period.as_deref()), |p| {
                read(c.user.id, options::listed_game(game.as_deref()), |g| {
                    svc.leaderboard(&c, g, p)
                })
            }),
            Command::Stats => svc.stats(&c, None, Some(&self.users[(who + 1) % 3])),
            Command::History(game) => read(c.user.id, options::listed_game(game.as_deref()), |g| {
                svc.history(&c, None, g)
            }),
            Command::Replay(id, step) => svc.replay(&c, *id, *step),
            Command::Wait(hours) => {
                self.clock.advance(hours * 3600);
                let mut sent: Vec<Reply> = svc.tick().into_iter().map(|n| n.reply).collect();
                sent.extend(svc.computer_turns().into_iter().map(|n| n.reply));
                sent
            }
        })
    }
}

proptest! {
    // No file of failures to replay (an integration test has no lib.rs
    // beside it); a failure prints its case. `FUZZ_CASES=500` tries more.
    #![proptest_config(ProptestConfig {
        cases: std::env::var("FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(24),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn every_reply_to_any_input_keeps_discords_limits(
        seed in any::<u64>(),
        names in prop::collection::vec("[A-Za-z0-9 _.]{1,100}", 3),
        steps in prop::collection::vec((1..=2u64, 0..3usize, command()), 1..60),
    ) {
        let (svc, clock) = clocked(1_800_000_000, seed);
        let users = names
            .into_iter()
            .enumerate()
            .map(|(i, name)| User { id: i as u64 + 1, name })
            .collect();
        let mut table = Table { svc: svc.without_board_pictures(), clock, users, buttons: Vec::new(), options: Vec::new() };
        for (channel, who, command) in &steps {
            // Computer players move after every command, as on Discord.
            table.run(*channel, *who, command)?;
            for notice in table.svc.play_computers(*channel) {
                check_reply("a computer's move", &notice.reply)?;
            }
        }
    }
}
