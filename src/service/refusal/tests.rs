//! Every refusal in every language: one sample of each variant (and of
//! each form a variant words differently), checked against the catalogue.

use super::*;
use crate::engine::adding::problems::QueueError;
use crate::i18n::{self, Locale};
use std::collections::BTreeSet;

/// A game's reason for not reading an action.
fn engine(reason: impl crate::engine::Reason) -> EngineRefusal {
    EngineRefusal::from(PlayError::Unreadable(Box::new(reason)))
}

/// A game's reason for refusing an action it read.
fn refused(reason: impl crate::engine::Reason) -> EngineRefusal {
    EngineRefusal::from(PlayError::Refused(crate::engine::RuleError::Illegal(Box::new(reason))))
}

/// A number beyond draw dominoes' set: a reason with no example.
fn not_in_set() -> crate::engine::draw::notation::NotationError {
    crate::engine::draw::notation::NotationError::NotInSet(6)
}

/// One refusal of each variant, with each of its forms. A variant added
/// without a sample fails [`every_refusal_message_has_a_sample`]: its
/// message is in the catalogue but no sample reaches it.
fn samples() -> Vec<Refusal> {
    let mut all: Vec<Refusal> = Vec::new();
    all.extend(game_samples().into_iter().map(Refusal::from));
    all.extend(move_samples().into_iter().map(Refusal::from));
    all.extend(challenge_samples().into_iter().map(Refusal::from));
    all.extend(wait_samples().into_iter().map(Refusal::from));
    all.extend(takeback_samples().into_iter().map(Refusal::from));
    all.extend(puzzle_samples().into_iter().map(Refusal::from));
    all.extend(show_samples().into_iter().map(Refusal::from));
    all.extend(button_samples().into_iter().map(Refusal::from));
    all
}

fn game_samples() -> Vec<GameRefusal> {
    use GameRefusal as G;
    let kind = GameKind::Dominimum;
    vec![
        G::NoGame,
        G::NotStarted,
        G::NotPlaying { kind },
        G::NotRunning,
        G::Conflict,
        G::ChannelBusy,
        G::NoGameToAbort,
        G::AbortBeforeStart { buttons: Locale::EnUs },
        G::AbortAsked,
    ]
}

fn move_samples() -> Vec<MoveRefusal> {
    use MoveRefusal as M;
    let kind = GameKind::Dominimum;
    vec![
        M::MoreEntry,
        M::NoteEntry,
        M::Paused,
        M::NotYourTurn { whose: "alice".into() },
        M::Unreadable {
            action: "9-9 zz".into(),
            kind,
            reason: engine(not_in_set()),
        },
        M::Unreadable {
            action: "66".into(),
            kind,
            reason: engine(crate::engine::common::placement::NotationError::NoSquare(6, 6)),
        },
        M::NotAllowed {
            action: "6-6 0,0 E".into(),
            reason: refused(crate::engine::common::laying::Refusal::Grid(
                crate::engine::common::board::Misfit::Covered(crate::engine::common::grid::Cell::new(0, 0), 6),
            )),
        },
        M::Engine(EngineRefusal::from(PlayError::NoSuchAction(3))),
        M::EarlierPosition,
    ]
}

fn challenge_samples() -> Vec<ChallengeRefusal> {
    use ChallengeRefusal as C;
    let kind = GameKind::Dominimum;
    vec![
        C::UnknownGame { game: "chess".into() },
        C::PuzzleForOne { kind: GameKind::Adding },
        C::NotPlayable { kind },
        C::NoVariants { kind },
        C::UnknownVariant {
            kind: GameKind::Tree,
            variant: "giant".into(),
        },
        C::Yourself,
        C::NamedTwice { user: 42 },
        C::SeatCount {
            kind,
            min: 2,
            max: 4,
            seats: 5,
        },
        C::SeatCount {
            kind,
            min: 2,
            max: 2,
            seats: 3,
        },
        C::SeatCount {
            kind,
            min: 1,
            max: 1,
            seats: 2,
        },
        C::OnlyNamedAccept { buttons: Locale::EnUs },
        C::AlreadyAccepted,
        C::AlreadySeated,
        C::NoOpenSeat,
        C::NotAChallenge,
        C::OnlyNamedDecline { buttons: Locale::EnUs },
        C::OnlyChallengerCancels { buttons: Locale::EnUs },
        C::OtherBot,
        C::LevelWithoutComputer,
    ]
}

fn wait_samples() -> Vec<WaitRefusal> {
    use WaitRefusal as W;
    vec![
        W::ClaimPaused,
        W::ComputerToMove {
            name: "Computer (hard)".into(),
        },
        W::OwnMove,
        W::NoDeadline,
        W::TimeLeft {
            who: vec![42],
            left: 2 * 86_400 + 3 * 3600 + 60,
        },
        W::TimeLeft {
            who: vec![42, 43],
            left: 3600 + 60,
        },
        W::TimeLeft {
            who: vec![42],
            left: 59,
        },
        W::AlreadyPaused,
        W::PauseAsked,
        W::NotPaused,
        W::NotifyMode,
        W::SettingsForManagers,
        W::SettingsNeedServer {
            defaults: "Reminders: every 24 hours, 3 times".into(),
        },
        W::TooLarge {
            setting: "reminder_hours",
            max: 720,
        },
    ]
}

fn takeback_samples() -> Vec<TakebackRefusal> {
    use TakebackRefusal as T;
    vec![
        T::Paused,
        T::NothingPlayed,
        T::NotYours {
            whose: "alice".into(),
            action: Some("6-6 0,0 E".into()),
        },
        T::NotYours {
            whose: "alice".into(),
            action: None,
        },
        T::Revealed {
            action: "drawing a tile".into(),
            computer_replies: 0,
        },
        T::Revealed {
            action: "drawing a tile".into(),
            computer_replies: 1,
        },
        T::Revealed {
            action: "drawing a tile".into(),
            computer_replies: 3,
        },
        T::AlreadyAsked,
        T::NoRequest,
        T::OwnRequest,
        T::OutOfDate,
    ]
}

fn puzzle_samples() -> Vec<PuzzleRefusal> {
    use PuzzleRefusal as P;
    vec![
        P::UnknownGoal { goal: "square".into() },
        P::BadQueue(QueueError::TooShort(1)),
        P::NoSolution {
            queue: "2 3 5 / 1 5 1".into(),
            goal: Goal::Rectangle,
            explored: 1234,
        },
        P::NoSuchProblem { number: 99 },
        P::ProblemUnsolvable {
            number: 3,
            goal: Goal::AllAdded,
        },
        P::OneAtATime,
        P::NoPuzzle,
        P::Conflict,
        P::SolvedAlready,
        P::MoreEntry,
        P::NotAllowed {
            action: "24 down".into(),
            why: crate::engine::adding::rules::Refusal::NoSuchDomino { a: 2, b: 4 }.into(),
        },
        P::HintSolved,
        P::HintTooHard,
        P::NothingToUndo,
        P::UndoSolved,
        P::UndoAtStart,
        P::DailySolved,
    ]
}

fn show_samples() -> Vec<ShowRefusal> {
    use ShowRefusal as S;
    vec![
        S::SharedBoard {
            kind: GameKind::Dominimum,
        },
        S::NoSuchPlayer { players: 3 },
        S::EveryGameForModerators,
        S::OthersList,
        S::PageGone,
        S::UnknownRulesGame { game: "chess".into() },
        S::UnknownGame { game: "chess".into() },
        S::NoSuchGame { id: 12, guild: 7 },
        S::NoSuchGame {
            id: 12,
            guild: super::super::NO_SERVER,
        },
        S::NotOver { id: 12 },
        S::NeverStarted {
            id: 12,
            status: Status::Cancelled,
        },
        S::NoSuchStep { id: 12, moves: 1 },
        S::NoSuchStep { id: 12, moves: 40 },
        S::Period,
        S::SameVs,
    ]
}

fn button_samples() -> Vec<ButtonRefusal> {
    use ButtonRefusal as B;
    vec![
        B::NotMine,
        B::ChooseOne,
        B::MenuNotMine,
        B::GameOverOrElsewhere,
        B::GameGone,
        B::OtherChannel,
    ]
}

#[test]
fn every_refusal_message_has_a_sample() {
    let reached: BTreeSet<&str> = samples().iter().map(|r| r.message(Locale::EnUs).key).collect();
    let messages: BTreeSet<String> = i18n::keys(Locale::EnUs)
        .into_iter()
        .filter(|k| k.starts_with("refusal-"))
        .collect();
    let reached: BTreeSet<String> = reached.into_iter().map(str::to_string).collect();
    let unreached: Vec<_> = messages.difference(&reached).collect();
    let unknown: Vec<_> = reached.difference(&messages).collect();
    assert!(unreached.is_empty(), "no sample reaches {unreached:?}");
    assert!(unknown.is_empty(), "not in the catalogue: {unknown:?}");
}

#[test]
fn every_refusal_reads_in_every_language_within_discord_limits() {
    for refusal in samples() {
        let english = refusal.words(Locale::EnUs);
        for locale in Locale::ALL {
            let message = refusal.message(locale);
            let words = i18n::format(locale, message.key, &message.args)
                .unwrap_or_else(|errors| panic!("{refusal:?} in {}: {errors:?}", locale.discord()));
            assert!(words.chars().count() <= 2000, "{words}");
            assert!(
                !words.contains(['\u{2068}', '\u{2069}']),
                "isolation marks in {words:?}"
            );
            assert!(!words.contains("refusal-") && !words.contains('$'), "{words}");
            // The game's own reason alone is all an engine refusal says
            // in English; the other languages add a few words before it.
            if locale != Locale::EnUs {
                assert_ne!(words, english, "{refusal:?} is not translated to {}", locale.discord());
            }
        }
    }
}

#[test]
fn english_refusals_say_what_they_always_said() {
    let cases: [(Refusal, &str); 10] = [
        (
            GameRefusal::NotPlaying {
                kind: GameKind::Dominimum,
            }
            .into(),
            "You are not playing in this Dominimum game. Start your own with /play in another channel or a thread.",
        ),
        (
            MoveRefusal::NotYourTurn { whose: "alice".into() }.into(),
            "It is alice's turn, not yours. I will ping you when it is your turn.",
        ),
        (
            MoveRefusal::Unreadable {
                action: "9-9".into(),
                kind: GameKind::Dominimum,
                reason: engine(not_in_set()),
            }
            .into(),
            "I could not read `9-9`: numbers in this set go from 0 to 6. `/help game:dominimum` shows how moves are written.",
        ),
        (
            ChallengeRefusal::SeatCount {
                kind: GameKind::Dominimum,
                min: 2,
                max: 4,
                seats: 5,
            }
            .into(),
            "Dominimum takes 2 to 4 players, but this challenge has 5.",
        ),
        (
            WaitRefusal::TimeLeft {
                who: vec![42],
                left: 2 * 86_400 + 3 * 3600 + 60,
            }
            .into(),
            "<@42> still has 2 days 3 hours to move. You can /claim once that has run out.",
        ),
        (
            TakebackRefusal::NotYours {
                whose: "alice".into(),
                action: None,
            }
            .into(),
            "Only the last action can be taken back, and it was alice's (with the computers' replies to it), not yours.",
        ),
        (
            TakebackRefusal::Revealed {
                action: "drawing a tile".into(),
                computer_replies: 0,
            }
            .into(),
            "Drawing a tile cannot be taken back: it revealed something (a tile drawn, dice rolled, a coin turned), and taking it back would let you try again knowing it.",
        ),
        (
            PuzzleRefusal::ProblemUnsolvable {
                number: 3,
                goal: Goal::Rectangle,
            }
            .into(),
            "Problem 3 has no solution for the goal \"add every domino, ending as one solid rectangle\"; try `goal:all-added`.",
        ),
        (
            ShowRefusal::NoSuchStep { id: 12, moves: 1 }.into(),
            "Game #12 has 1 move: pick a step from 0 (the start) to 1 (the end).",
        ),
        (
            WaitRefusal::SettingsNeedServer {
                defaults: "a\nb".into(),
            }
            .into(),
            "Settings belong to a server, and only there can /settings change them. Games in direct messages and group chats use the defaults:\na\nb",
        ),
    ];
    for (refusal, sentence) in cases {
        assert_eq!(refusal.words(Locale::EnUs), sentence);
        assert_eq!(refusal.to_string(), sentence);
    }
}

#[test]
fn several_awaited_players_are_one_list_in_each_language() {
    let refusal = Refusal::from(WaitRefusal::TimeLeft {
        who: vec![1, 2, 3],
        left: 3600 + 120,
    });
    assert_eq!(
        refusal.words(Locale::EnUs),
        "<@1> and <@2> and <@3> still have 1 hour 2 minutes to move. You can /claim once that has run out."
    );
    assert_eq!(
        refusal.words(Locale::EsEs),
        "<@1> y <@2> y <@3> aún tienen 1 hora y 2 minutos para jugar. Podrás usar /reclamar cuando se acabe ese tiempo."
    );
    assert!(
        refusal
            .words(Locale::Fr)
            .starts_with("<@1> et <@2> et <@3> ont encore 1 heure et 2 minutes")
    );
}

#[test]
fn counts_pick_the_plural_of_each_language() {
    let step = |moves| Refusal::from(ShowRefusal::NoSuchStep { id: 5, moves });
    assert!(step(1).words(Locale::EsEs).contains("tiene 1 jugada:"));
    assert!(step(2).words(Locale::EsEs).contains("tiene 2 jugadas:"));
    assert!(step(1).words(Locale::Fr).contains("compte 1 coup\u{a0}:"));
    assert!(step(2).words(Locale::Fr).contains("compte 2 coups\u{a0}:"));
    let seats = |min, max| {
        Refusal::from(ChallengeRefusal::SeatCount {
            kind: GameKind::Dominimum,
            min,
            max,
            seats: 3,
        })
    };
    assert_eq!(
        seats(1, 1).words(Locale::EnUs),
        "Dominimum takes 1 player, but this challenge has 3."
    );
    assert_eq!(
        seats(2, 4).words(Locale::Fr),
        "Dominimum demande de 2 à 4 joueurs, mais ce défi en compte 3."
    );
    assert_eq!(
        seats(2, 4).words(Locale::EsEs),
        "Dominimum admite de 2 a 4 jugadores, pero este reto tiene 3."
    );
}

/// What each sample said before the sentences moved into the catalogue,
/// in the order of [`samples`] (written by the old `#[error]` strings;
/// only the two awaited players' "still have" was "still has").
const OLD_ENGLISH: [&str; 100] = [
    "There is no game in this channel. Start one with /play.",
    "The game in this channel has not started yet: every seat must be accepted or joined first.",
    "You are not playing in this Dominimum game. Start your own with /play in another channel or a thread.",
    "That game is not running any more.",
    "Someone acted on this game at the same moment, so your command was not applied. Look at /board and try again.",
    "This channel already has a game. Finish or cancel it first, or start a thread and play there (`/play ... thread:true` opens one).",
    "There is no game in this channel to abort.",
    "This game has not started. The challenger can press Cancel; named players can press Decline.",
    "You have already asked to abort; waiting for the others to agree. A move cancels the request.",
    "That entry only says more moves match than the list shows: type a tile (5-6, 65 or 6 5), a square (3,2), a direction (E or right) or a word of the move to narrow the list.",
    "That entry is only a note: type or pick a move from the list.",
    "This game is paused by agreement. Any player can /resume it, then play on.",
    "It is alice's turn, not yours. I will ping you when it is your turn.",
    "I could not read `9-9 zz`: numbers in this set go from 0 to 6. `/help game:dominimum` shows how moves are written.",
    "I could not read `66`: where should 6-6 go? write the tile, the cell for its first number and where the second goes, e.g. `3-6 0,0 E` (E = right, N = up, W = left, S = down).",
    "`6-6 0,0 E` is not allowed: 0,0 is already covered (it shows 6).",
    "there are only 3 legal actions",
    "That button belongs to an earlier position. Use the newest picture's buttons, or /move.",
    "I don't know the game `chess`. Pick one of: dominoids, euronimoes, dominomega, dominup, dominimum, tree, draw, tetradominoes, adding.",
    "Adding Donimoes is a puzzle for one: start it with /puzzle (e.g. `/puzzle number:1` or `/puzzle daily:true`).",
    "Dominimum is not playable yet. Games you can play now: Dominoids, Euronimoes, Dominomega, Dominup, Dominimum, The Tree, Draw dominoes, Tetradominoes.",
    "Dominimum has no variants; leave `variant` empty.",
    "The Tree has no variant `giant`. Variants: `solo` (one player: a patience, won by placing every tile).",
    "You cannot challenge yourself. Leave the opponents empty to open a seat anyone can join.",
    "<@42> is named twice.",
    "Dominimum takes 2 to 4 players, but this challenge has 5.",
    "Dominimum takes 2 players, but this challenge has 3.",
    "Dominimum takes 1 player, but this challenge has 2.",
    "Only the players named in this challenge can accept it. If it has an open seat, press Join.",
    "You have already accepted; waiting for the others.",
    "You already have a seat in this game.",
    "This challenge has no open seat left.",
    "This button does not belong to a challenge.",
    "Only the players named in this challenge can decline it. The challenger can press Cancel.",
    "Only the challenger can cancel this challenge. If you were named, you can press Decline.",
    "Other bots cannot take a seat: challenge people, name me to play against the computer, or leave the opponents empty for an open seat.",
    "`level:` is how strongly I play, but you have not named me as an opponent. To play against the computer, add me as an opponent; to play people only, leave `level:` out. Nothing was started.",
    "This game is paused by agreement, so no clock runs. /resume it first.",
    "Computer (hard) is to move and will do so shortly: the bot's own seats never run out of time.",
    "It is your own move that is awaited: play it with /move instead.",
    "This server sets no move deadline, so there is nothing to claim. Moderators can set one with /settings.",
    "<@42> still has 2 days 3 hours to move. You can /claim once that has run out.",
    "<@42> and <@43> still have 1 hour 1 minute to move. You can /claim once that has run out.",
    "<@42> still has under a minute to move. You can /claim once that has run out.",
    "This game is already paused. Any player can /resume it.",
    "You have already asked to pause; waiting for the others to agree. A move cancels the request.",
    "This game is not paused. To pause it, use /pause (everyone must agree).",
    "Choose `channel` (a mention in the game's channel), `dm` (a direct message) or `off`.",
    "Only members who may manage this server can change its settings.",
    "Settings belong to a server, and only there can /settings change them. Games in direct messages and group chats use the defaults:\nReminders: every 24 hours, 3 times",
    "`reminder_hours` can be at most 720.",
    "This game is paused. /resume it first.",
    "Nothing has been played yet, so there is nothing to take back.",
    "Only the last action can be taken back, and it was alice's (6-6 0,0 E), not yours.",
    "Only the last action can be taken back, and it was alice's (with the computers' replies to it), not yours.",
    "Drawing a tile cannot be taken back: it revealed something (a tile drawn, dice rolled, a coin turned), and taking it back would let you try again knowing it.",
    "Your last move and the computer's reply to it cannot be taken back: together they revealed something (a tile drawn, dice rolled, a coin turned), and taking it back would let you try again knowing it.",
    "Your last move and the 3 computer moves after it cannot be taken back: together they revealed something (a tile drawn, dice rolled, a coin turned), and taking it back would let you try again knowing it.",
    "You have already asked; waiting for the others to answer.",
    "There is no takeback request open any more (a move cancels it).",
    "This is your own request: the other players answer it.",
    "That request is out of date: the game has moved on.",
    "There is no goal `square`: use `all-added` (add every domino, the default) or `rectangle` (and end as one solid rectangle).",
    "I cannot use that queue: a puzzle needs at least 3 dominoes (the first two start on the board), this queue has 1.",
    "The queue `2 3 5 / 1 5 1` has no solution for the goal \"add every domino, ending as one solid rectangle\": I tried every reachable position (1234). Change the order or swap a domino, or try the other goal.",
    "There is no problem 99: the problems are numbered 1 to 10. Try `daily:true` for a new puzzle every day, or type your own with `queue:`.",
    "Problem 3 has no solution for the goal \"add every domino\"; try `goal:all-added`.",
    "Ask for one puzzle at a time: a `number:`, a `queue:`, or `daily:true`.",
    "You have no puzzle here. Start one with /puzzle (e.g. `/puzzle number:1`, or `daily:true`).",
    "Your puzzle changed at the same moment (another command of yours), so this one was not applied. Look at it again with /puzzle or try once more.",
    "Your puzzle is solved already. Start another with /puzzle, or /reset to play it again.",
    "That entry only says more moves match than the list shows: type a domino (24), a direction (down) or a column and row (2 1) to narrow it.",
    "`24 down` is not allowed: there is no domino 24 on the board, and none in this puzzle's queue.",
    "Your puzzle is solved: no hint needed. Start another with /puzzle.",
    "This position is too big for me to solve quickly, so I have no hint. /undo or /reset may help.",
    "Nothing to undo for you here: /undo takes back your last move in this channel's game when you sit at it, or your last puzzle move (start a puzzle with /puzzle).",
    "Your puzzle is solved, and that stands. Start another with /puzzle, or /reset to play it again.",
    "Nothing to undo: the puzzle is at its start.",
    "You solved today's puzzle, and your first solve is the one that counts. Try `/puzzle number:1` or your own `queue:` meanwhile.",
    "In Dominimum the players share one board: see it with /board view:play or /board view:whole.",
    "This game has 3 players: pick player 1 to player 3 (in turn order).",
    "Only moderators (members who may manage the server) can list every game.",
    "That list of games was made for someone else: ask for your own with /games.",
    "That page is gone: the list of games changed since it was shown. Ask /games again.",
    "I don't know the game `chess`. Try /rules without a game for the list.",
    "I don't know the game `chess`. Try /rules for the list.",
    "There is no game #12 in this server. /history lists finished games with their numbers.",
    "There is no game #12 in direct messages and group chats. /history lists finished games with their numbers.",
    "Game #12 is not over yet. Replays open when a game ends, so what is hidden in it (its seed, and any tile or coin face down) stays secret until then.",
    "Game #12 never started (it was cancelled), so there is nothing to replay.",
    "Game #12 has 1 move: pick a step from 0 (the start) to 1 (the end).",
    "Game #12 has 40 moves: pick a step from 0 (the start) to 40 (the end).",
    "Pick a period: `all` (the default), `month` (the past 30 days) or `week` (the past 7 days).",
    "Pick somebody else for `vs`: a head-to-head needs two players.",
    "That button is not one of mine.",
    "Choose one entry of the menu.",
    "That menu is not one of mine.",
    "That button belongs to a game that is over or in another channel.",
    "That game no longer exists.",
    "That button belongs to a game in another channel.",
];

#[test]
fn every_english_refusal_is_the_sentence_it_was() {
    let samples = samples();
    assert_eq!(samples.len(), OLD_ENGLISH.len());
    for (refusal, old) in samples.iter().zip(OLD_ENGLISH) {
        assert_eq!(refusal.words(Locale::EnUs), old, "{refusal:?}");
    }
}

/// A puzzle's goal reads in every language (the engine no longer words
/// it: the catalogue is the only place).
#[test]
fn a_puzzles_goal_reads_in_every_language() {
    assert_eq!(words::goal_words(Locale::EnUs, Goal::AllAdded), "add every domino");
    assert_eq!(
        words::goal_words(Locale::EnUs, Goal::Rectangle),
        "add every domino, ending as one solid rectangle"
    );
    for goal in Goal::ALL {
        for locale in [Locale::EsEs, Locale::Fr] {
            assert_ne!(words::goal_words(locale, goal), words::goal_words(Locale::EnUs, goal));
        }
    }
}

#[test]
fn durations_read_in_each_language() {
    use super::super::waiting::{duration_text, duration_words};
    let cases = [
        (30, "under a minute", "menos de un minuto", "moins d'une minute"),
        (60, "1 minute", "1 minuto", "1 minute"),
        (3600, "1 hour", "1 hora", "1 heure"),
        (
            2 * 3600 + 5 * 60,
            "2 hours 5 minutes",
            "2 horas y 5 minutos",
            "2 heures et 5 minutes",
        ),
        (86_400 + 60, "1 day", "1 día", "1 jour"),
        (
            3 * 86_400 + 3600,
            "3 days 1 hour",
            "3 días y 1 hora",
            "3 jours et 1 heure",
        ),
    ];
    for (seconds, en, es, fr) in cases {
        assert_eq!(duration_text(seconds), en);
        assert_eq!(duration_words(Locale::EsEs, seconds), es);
        assert_eq!(duration_words(Locale::Fr, seconds), fr);
    }
}

/// The words of `text`, split at anything that is not a letter or digit.
fn words_of(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty())
}

/// The challenge's buttons are labelled in the game's language
/// (`button-*` in posts.ftl), so a refusal names each by that label, in
/// whatever language the refusal itself is read: a French reader in a
/// Spanish server reads «Unirme», the button they see.
#[test]
fn refusals_name_the_challenges_buttons_by_their_labels() {
    type Case = (fn(Locale) -> Refusal, &'static [&'static str]);
    let cases: [Case; 4] = [
        (
            |buttons| GameRefusal::AbortBeforeStart { buttons }.into(),
            &["button-cancel", "button-decline"],
        ),
        (
            |buttons| ChallengeRefusal::OnlyNamedAccept { buttons }.into(),
            &["button-join"],
        ),
        (
            |buttons| ChallengeRefusal::OnlyNamedDecline { buttons }.into(),
            &["button-cancel"],
        ),
        (
            |buttons| ChallengeRefusal::OnlyChallengerCancels { buttons }.into(),
            &["button-decline"],
        ),
    ];
    for reader in Locale::ALL {
        for buttons in Locale::ALL {
            for (refusal, keys) in &cases {
                let words = refusal(buttons).words(reader);
                for key in *keys {
                    let label = i18n::text(buttons, key, &[]);
                    assert!(
                        words.contains(&label),
                        "{} does not name {label}: {words}",
                        reader.discord()
                    );
                    for other in Locale::ALL.into_iter().filter(|&l| l != buttons) {
                        let wrong = i18n::text(other, key, &[]);
                        assert!(!words_of(&words).any(|w| w == wrong), "{words} says {wrong}");
                    }
                }
            }
        }
    }
}

/// A refusal is a private reply to one player, and French speaks to one
/// player as *tu* everywhere else (posts, the games' reasons, commands).
#[test]
fn french_refusals_say_tu_to_their_one_reader() {
    const VOUS: [&str; 5] = ["vous", "votre", "vos", "vôtre", "vôtres"];
    for refusal in samples() {
        let words = refusal.words(Locale::Fr);
        let lower = words.to_lowercase();
        let found: Vec<&str> = words_of(&lower).filter(|w| VOUS.contains(w)).collect();
        assert!(found.is_empty(), "{refusal:?} says {found:?}: {words}");
    }
}

/// A refusal names a game as the reader's language does ("El Árbol"),
/// and lists the playable games so too.
#[test]
fn a_refusal_names_the_game_in_the_readers_language() {
    let shared: Refusal = ShowRefusal::SharedBoard { kind: GameKind::Tree }.into();
    assert!(
        shared.words(Locale::EnUs).contains("The Tree"),
        "{}",
        shared.words(Locale::EnUs)
    );
    assert!(
        shared.words(Locale::EsEs).contains("El Árbol"),
        "{}",
        shared.words(Locale::EsEs)
    );
    assert!(
        shared.words(Locale::Fr).contains("L'Arbre"),
        "{}",
        shared.words(Locale::Fr)
    );
    let not_playable: Refusal = ChallengeRefusal::NotPlayable { kind: GameKind::Adding }.into();
    assert!(
        not_playable.words(Locale::EsEs).contains("Dominó de robo"),
        "{}",
        not_playable.words(Locale::EsEs)
    );
}
