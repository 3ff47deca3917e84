//! The terminal front end: a scripted game in JSON lines, as the README shows.

use crate::common;
use crate::common::button_id;
use common::{open, service, service_on};
use dominoes_bot::service::ButtonId;

use dominoes_bot::local::Local;
use dominoes_bot::service::Clock;
use dominoes_bot::store::Store;
use serde_json::Value;

fn run(local: &mut Local, line: &str) -> Vec<Value> {
    local
        .handle(line)
        .unwrap()
        .iter()
        .map(|s| serde_json::from_str(s).unwrap_or_else(|e| panic!("not JSON ({e}): {s}")))
        .collect()
}

#[test]
fn a_scripted_game_in_json_lines() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 1);
    let images = dir.path().join("pictures");
    let mut local = Local::new(&svc, true, Some(images.clone()));

    let out = run(&mut local, "@alice /play game:dominimum opponent:@bob");
    assert_eq!(out[0]["channel"], "#general");
    assert_eq!(out[0]["to"], "public");
    assert_eq!(out[0]["mentions"][0], "@bob");
    assert!(out[0]["text"].as_str().unwrap().contains("@alice challenges"));
    let accept = out[0]["buttons"][0]["id"].as_str().unwrap().to_string();
    assert!(matches!(button_id(&accept), Some(ButtonId::Accept(_))));

    let out = run(&mut local, &format!("@bob !{accept}"));
    assert_eq!(out[0]["in_place"], true, "the challenge is updated in place");
    let text = out[1]["text"].as_str().unwrap();
    assert!(text.contains("begins"), "{text}");
    let picture = out[1]["image"].as_str().unwrap();
    assert!(std::fs::read(picture).unwrap().starts_with(b"\x89PNG"));
    let first = out[1]["mentions"][0].as_str().unwrap().to_string();

    let out = run(&mut local, &format!("{first} ?move action:"));
    let choices = out[0]["choices"].as_array().unwrap();
    assert!(!choices.is_empty() && choices.len() <= 25);
    assert_eq!(out[0]["to"], first);
    let action = choices[0]["value"].as_str().unwrap();

    let out = run(&mut local, &format!("{first} /hand"));
    assert_eq!(out[0]["to"], first);
    assert!(out[0]["image"].is_string());

    let out = run(&mut local, &format!("{first} /move action:\"{action}\""));
    assert_eq!(out[0]["to"], "public");
    assert!(out[0]["text"].as_str().unwrap().contains("your turn"));
    assert!(out[0]["image"].is_string());

    let out = run(&mut local, "#elsewhere @carol /board");
    assert_eq!(out[0]["channel"], "#elsewhere");
    assert_eq!(out[0]["to"], "@carol");
    assert!(out[0]["text"].as_str().unwrap().contains("no game"));

    let out = run(&mut local, "play without a user");
    assert!(out[0]["error"].as_str().unwrap().contains("who is speaking"));
    assert!(run(&mut local, "// a comment").is_empty());
}

#[test]
fn plain_text_output_names_buttons_and_pictures() {
    let svc = service(1);
    let mut local = Local::new(&svc, false, None);
    let out = local.handle("@alice /play game:dominomega").unwrap().join("\n");
    assert!(out.contains("[#general] everyone:"), "{out}");
    assert!(out.contains("[Join] !join:1"), "{out}");
    let out = local.handle("@bob ?play game:dom").unwrap().join("\n");
    assert!(out.contains("dominimum") && out.contains("dominomega"), "{out}");
}

#[test]
fn move_buttons_with_spaces_are_shown_quoted_and_can_be_pressed_as_shown() {
    let svc = service(1);
    let mut local = Local::new(&svc, false, None);
    local.handle("@alice /play game:dominoids opponent:@bob").unwrap();
    let out = local.handle("@bob !accept:1").unwrap().join("\n");
    let at = out.find("!\"move:1:").unwrap_or_else(|| panic!("{out}"));
    let rest = &out[at + 2..];
    let id = &rest[..rest.find('"').unwrap_or(rest.len())];
    assert!(id.contains(":dice "), "{id}");
    let press = format!("!\"{id}\"");
    let first = if out.contains("@alice plays first") {
        "@alice"
    } else {
        "@bob"
    };
    let played = local.handle(&format!("{first} {press}")).unwrap().join("\n");
    assert!(
        played.contains("[#general] everyone:") && played.contains("took "),
        "{played}"
    );
}

#[test]
fn wait_moves_the_clock_and_shows_what_fell_due() {
    let clock = std::sync::Arc::new(dominoes_bot::service::ShiftedClock::default());
    let svc = service_on(Store::scratch().unwrap(), clock.clone(), 1);
    let mut local = Local::new(&svc, true, None).with_clock(clock.clone());
    let out = run(&mut local, "@alice /play game:dominimum opponent:@bob");
    let accept = out[0]["buttons"][0]["id"].as_str().unwrap().to_string();
    let out = run(&mut local, &format!("@bob !{accept}"));
    let first = out[1]["mentions"][0].as_str().unwrap().to_string();
    let out = run(&mut local, "@alice /wait hours:30");
    assert!(out[0]["text"].as_str().unwrap().contains("1 day 6 hours"), "{out:?}");
    let reminder = out.iter().find(|o| o["to"] == "public").expect("a reminder");
    assert!(reminder["text"].as_str().unwrap().contains("reminder"), "{reminder}");
    assert_eq!(reminder["mentions"][0], first.as_str());
    let out = run(&mut local, &format!("{first} /notify mode:dm"));
    assert!(out[0]["text"].as_str().unwrap().contains("direct"));
    let out = run(&mut local, "@alice /wait days:1");
    let dm = out.iter().find(|o| o["channel"] == "direct message").expect("a DM");
    assert_eq!(dm["to"], first.as_str());
    let out = run(&mut local, "@alice /wait hours:soon");
    assert!(out[0]["text"].as_str().unwrap().contains("whole number"));
    // A wait of years is refused privately and leaves the clock alone.
    let before = clock.now();
    let out = run(&mut local, "@alice /wait days:4294967295");
    assert_eq!(out.len(), 1, "{out:?}");
    assert_eq!(out[0]["to"], "@alice", "{out:?}");
    assert!(out[0]["text"].as_str().unwrap().contains("at most 366 days"), "{out:?}");
    assert_eq!(clock.now(), before);
    let out = run(&mut local, "@alice /wait days:366");
    assert!(out[0]["text"].as_str().unwrap().contains("366 days"), "{out:?}");
}

#[test]
fn a_whole_game_against_the_bot_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 2);
    let images = dir.path().join("pictures");
    let mut local = Local::new(&svc, true, Some(images));

    let out = run(
        &mut local,
        "@alice /play game:dominimum opponent:@bot level:grandmaster",
    );
    assert!(out[0]["text"].as_str().unwrap().contains("level:hard"), "{out:?}");
    // `random` is for measurements, not offered to players (as on Discord).
    let out = run(&mut local, "@alice /play game:dominimum opponent:@bot level:random");
    assert!(out[0]["text"].as_str().unwrap().contains("level:hard"), "{out:?}");
    assert_eq!(out[0]["to"], "@alice", "{out:?}");

    let mut out = run(&mut local, "@alice /play game:dominimum opponent:@bot level:easy");
    let text = out[0]["text"].as_str().unwrap();
    assert!(text.contains("begins") && text.contains("Computer (easy)"), "{text}");
    let mut computer_posts = 0;
    let mut over = false;
    // A turn's message repeats the lines above it: each computer move is
    // its one new line.
    let mut shown: Vec<String> = Vec::new();
    for _ in 0..40 {
        for o in &out {
            let text = o["text"].as_str().unwrap_or_default();
            over |= text.contains("Game over");
            let new_lines: Vec<String> = text
                .lines()
                .filter(|l| !shown.iter().any(|s| s == l))
                .map(str::to_string)
                .collect();
            let computer_moved = new_lines.iter().any(|l| l.starts_with("Computer (easy)"));
            shown.extend(new_lines);
            if computer_moved {
                computer_posts += 1;
                assert_eq!(o["to"], "public");
                let picture = o["image"].as_str().expect("the computer's move has a picture");
                assert!(std::fs::read(picture).unwrap().starts_with(b"\x89PNG"));
            }
        }
        if over {
            break;
        }
        let choices = run(&mut local, "@alice ?move action:");
        let action = choices[0]["choices"][0]["value"]
            .as_str()
            .expect("after the computer's move it is alice's turn")
            .to_string();
        out = run(&mut local, &format!("@alice /move action:\"{action}\""));
        assert_eq!(out[0]["to"], "public", "{out:?}");
    }
    assert!(over, "the game ended");
    assert!(computer_posts >= 16, "{computer_posts} computer moves shown");
}

#[test]
fn leaderboard_stats_history_and_replay_from_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(2);
    let images = dir.path().join("pictures");
    let mut local = Local::new(&svc, true, Some(images));
    run(&mut local, "@alice /play game:draw opponent:@bob");
    run(&mut local, "@bob !accept:1");
    let out = run(&mut local, "@bob /resign");
    let confirm = out[0]["buttons"][0]["id"].as_str().unwrap().to_string();
    let out = run(&mut local, &format!("@bob !{confirm}"));
    assert!(out[0]["text"].as_str().unwrap().contains("Game over"), "{out:?}");

    let out = run(&mut local, "#lobby @carol /leaderboard game:draw period:all");
    assert_eq!(out[0]["to"], "public");
    let text = out[0]["text"].as_str().unwrap();
    assert!(text.contains("🥇 alice") && text.contains("🥈 bob"), "{text}");
    assert!(
        std::fs::read(out[0]["image"].as_str().unwrap())
            .unwrap()
            .starts_with(b"\x89PNG")
    );
    let out = run(&mut local, "@carol /leaderboard");
    assert!(
        out[0]["text"].as_str().unwrap().contains("Draw dominoes · 2 players"),
        "{out:?}"
    );

    let out = run(&mut local, "@carol /stats user:@bob vs:@alice");
    let text = out[0]["text"].as_str().unwrap();
    assert!(text.contains("Stats for @bob"), "{text}");
    assert!(text.contains("Against @alice"), "{text}");
    assert!(out[0]["image"].is_string());

    let out = run(&mut local, "@bob /history game:draw");
    assert_eq!(out[0]["to"], "@bob");
    let text = out[0]["text"].as_str().unwrap();
    assert!(
        text.contains("`#1` Draw dominoes") && text.contains("2nd of 2"),
        "{text}"
    );
    assert_eq!(out[0]["buttons"][0]["id"], "replay:1");

    let out = run(&mut local, "@carol /replay id:1");
    let text = out[0]["text"].as_str().unwrap();
    assert!(text.contains("Seed, to check every shuffle"), "{text}");
    let out = run(&mut local, "@carol /replay id:1 step:0");
    assert!(out[0]["text"].as_str().unwrap().contains("the start"), "{out:?}");
    let out = run(&mut local, "@carol /replay id:first");
    assert!(out[0]["text"].as_str().unwrap().contains("by its number"), "{out:?}");

    let out = run(&mut local, "@carol ?leaderboard period:w");
    assert_eq!(out[0]["choices"][0]["value"], "week");
    let out = run(&mut local, "@carol ?history game:dra");
    assert_eq!(out[0]["choices"][0]["value"], "draw");
}

#[test]
fn a_scripted_puzzle_in_json_lines() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 1);
    let mut local = Local::new(&svc, true, Some(dir.path().join("pictures")));

    let out = run(&mut local, "@alice /puzzle number:1");
    assert_eq!(out[0]["to"], "@alice");
    assert!(out[0]["text"].as_str().unwrap().contains("Problem 1"));
    assert!(
        std::fs::read(out[0]["image"].as_str().unwrap())
            .unwrap()
            .starts_with(b"\x89PNG")
    );
    let out = run(&mut local, "@alice ?move action:15");
    let choices = out[0]["choices"].as_array().unwrap();
    assert!(choices.iter().any(|c| c["value"] == "15H24"), "{choices:?}");
    let out = run(&mut local, "@alice /move action:\"15H24, 15R\"");
    assert!(
        out[0]["text"]
            .as_str()
            .unwrap()
            .contains("Played, in order: 15H24, 15R.")
    );
    assert!(out[0]["image"].is_string());
    let out = run(&mut local, "@alice /hint");
    assert!(
        out[0]["text"]
            .as_str()
            .unwrap()
            .contains("Next move of a shortest solution")
    );
    let out = run(&mut local, "@alice /undo");
    assert_eq!(out[0]["text"], "Took back 15R.");
    let out = run(&mut local, "@alice /reset");
    assert_eq!(out[0]["text"], "Back to the start position.");
    let out = run(&mut local, "@alice ?puzzle goal:rect");
    assert_eq!(out[0]["choices"][0]["value"], "rectangle");
    let out = run(&mut local, "#den @bob /puzzle daily:true goal:rectangle public:true");
    assert_eq!(out[0]["to"], "public");
    assert!(out[0]["text"].as_str().unwrap().contains("Puzzle of the day"));
    let out = run(&mut local, "@bob /puzzle number:one");
    assert!(out[0]["text"].as_str().unwrap().contains("whole number"));
    let out = run(&mut local, "@carol /rules game:adding");
    assert!(out[0]["text"].as_str().unwrap().contains("Adding Donimoes"));
}

#[test]
fn board_view_whole_shows_the_whole_layout_once_play_is_cropped() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 3);
    let mut local = Local::new(&svc, true, Some(dir.path().join("pictures")));
    let out = run(
        &mut local,
        "@alice /play game:dominomega opponent:@bob opponent2:@carol",
    );
    let accept = out[0]["buttons"][0]["id"].as_str().unwrap().to_string();
    run(&mut local, &format!("@bob !{accept}"));
    let out = run(&mut local, &format!("@carol !{accept}"));
    let picture = |out: &[Value]| std::fs::read(out[0]["image"].as_str().unwrap()).unwrap();
    let mut to_move = out.last().unwrap()["mentions"][0].as_str().unwrap().to_string();
    // Play on until the picture shows only the region of play.
    let mut differed = false;
    for _ in 0..80 {
        let choices = run(&mut local, &format!("{to_move} ?move action:"));
        let Some(action) = choices[0]["choices"][0]["value"].as_str() else {
            break;
        };
        let moved = run(&mut local, &format!("{to_move} /move action:\"{action}\""));
        let play = run(&mut local, "@alice /board");
        let whole = run(&mut local, "@alice /board view:whole");
        assert_eq!(whole[0]["to"], "public");
        if picture(&play) != picture(&whole) {
            differed = true;
            break;
        }
        match moved[0]["mentions"][0].as_str() {
            Some(next) => to_move = next.to_string(),
            None => break,
        }
    }
    assert!(
        differed,
        "a long Dominomega outgrows a phone and view:whole shows it all"
    );
    let out = run(&mut local, "@alice /board view:sideways");
    assert_eq!(out[0]["to"], "@alice");
    assert!(out[0]["text"].as_str().unwrap().contains("`whole`"));
}

/// `/move` alone opens the picker: its menu is printed with the line that
/// chooses each entry, and those lines, typed back, walk to a move (text
/// and JSON alike), through the tile's places, each a button.
#[test]
fn the_picker_is_shown_with_the_lines_that_choose_and_they_play_a_move() {
    let svc = service(1);
    let mut text = Local::new(&svc, false, None);
    text.handle("@alice /play game:tree opponent:@bob").unwrap();
    text.handle("@bob !accept:1").unwrap();
    let to_act = svc.store().game(1).unwrap().unwrap().to_act;
    let mover = if to_act == Some(dominoes_bot::local::local_id("alice")) {
        "@alice"
    } else {
        "@bob"
    };
    let shown = text.handle(&format!("{mover} /move")).unwrap().join("\n");
    assert!(shown.contains(&format!("only {mover}")), "{shown}");
    assert!(shown.contains("menu \""), "{shown}");
    // Each entry ends with the line that chooses it; take the first.
    let line = shown
        .lines()
        .find_map(|l| l.split("  ->  ").nth(1))
        .unwrap_or_else(|| panic!("{shown}"))
        .to_string();
    assert!(line.starts_with("!pick:g1:") && line.contains(" choose:"), "{line}");
    let mut json = Local::new(&svc, true, None);
    let mut out = run(&mut json, &format!("{mover} {line}"));
    // Down the menus, always the first entry, to the confirmation.
    while let Some(menu) = out[0]["menus"].as_array().and_then(|m| m.first()).cloned() {
        assert_eq!(out[0]["in_place"], true, "{out:?}");
        let value = menu["options"][0]["value"].as_str().unwrap().to_string();
        out = run(
            &mut json,
            &format!("{mover} !{} choose:{value}", menu["id"].as_str().unwrap()),
        );
    }
    // The places: a button per letter, pressed with its line.
    assert!(
        out[0]["text"].as_str().unwrap().contains("marked on the picture"),
        "{out:?}"
    );
    let a = out[0]["buttons"][0].clone();
    assert_eq!(a["label"], "A", "{out:?}");
    out = run(&mut json, &format!("{mover} !{}", a["id"].as_str().unwrap()));
    assert_eq!(out[0]["in_place"], true, "{out:?}");
    let confirm = out[0]["buttons"][0]["id"].as_str().unwrap().to_string();
    assert!(
        matches!(button_id(&confirm), Some(ButtonId::Move { game: 1, .. })),
        "{out:?}"
    );
    let played = run(&mut json, &format!("{mover} !\"{confirm}\""));
    assert_eq!(played[0]["to"], "public", "{played:?}");
    let last = svc.store().actions(1).unwrap().last().unwrap().notation.clone();
    assert!(confirm.ends_with(&last), "{confirm} played {last}");
}

/// Issue 56: a line that was not UTF-8 text ended the whole session. It is
/// answered with an error and skipped; the lines after it are answered.
#[test]
fn a_line_that_is_not_utf8_is_skipped_and_the_session_goes_on() {
    let svc = service(1);
    let mut local = Local::new(&svc, false, None);
    let input: &[u8] = b"@alice /play game:dominomega\n@bob /bo\xffard\r\n@bob !join:1\n";
    let mut out = Vec::new();
    local.run(input, &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("?? line 2 is not UTF-8 text (a bad byte at column 9), so it was skipped"),
        "{out}"
    );
    assert!(out.contains("- @bob: ready"), "the line after it is answered: {out}");
}

/// Issue 56: a 16,000-character user name made `/puzzle` take 22 s.
/// Discord caps names at 32 characters; so does the local front end.
#[test]
fn a_user_name_is_cut_to_discords_32_characters() {
    let svc = service(1);
    let mut local = Local::new(&svc, false, None);
    let long = "n".repeat(16_000);
    let begun = std::time::Instant::now();
    let out = local.handle(&format!("@{long} /puzzle")).unwrap().join("\n");
    assert!(
        begun.elapsed() < std::time::Duration::from_secs(5),
        "{:?}",
        begun.elapsed()
    );
    let shown = format!("@{}", "n".repeat(dominoes_bot::local::MAX_NAME_CHARS));
    assert!(out.contains(&shown), "{out}");
    assert!(!out.contains(&format!("{shown}n")), "{out}");
}
