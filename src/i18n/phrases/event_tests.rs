//! Every engine event line in every language: a sample of each line,
//! note and summary the engine builds (`engine::event::samples`), worded
//! from its phrases.

use super::*;
use crate::engine::event::{Part, samples, seat_number};

const DISCORD_LIMIT: usize = 2000;

/// The line in `locale`, or the first catalogue mistake in it: unlike
/// [`line`], no stored English stands in for a sentence the catalogue
/// cannot say.
pub(super) fn strictly(locale: Locale, line: &Line) -> Result<String, Vec<String>> {
    let mut out = String::new();
    for part in line.parts() {
        match part {
            Part::Text(t) => out.push_str(t),
            Part::Seat(s) => out.push_str(&seat_number(*s)),
            Part::Said(said) => out.push_str(&words(locale, &said.phrase, &seat_number)?),
        }
    }
    Ok(out)
}

/// English, worded from the catalogue, is exactly what the engine said
/// before its lines were phrases (the golden wording files rely on it),
/// and exactly the English stored with each line.
#[test]
fn every_event_line_reads_in_english_as_before() {
    let samples = samples();
    assert!(samples.len() >= 17, "{} samples", samples.len());
    for (line, before) in samples {
        assert_eq!(line.plain(), before, "the engine's English");
        assert_eq!(strictly(Locale::EnUs, &line), Ok(before.to_string()), "{line:?}");
    }
}

/// Spanish and French say every line without a Fluent error, within
/// Discord's limit, in their own words.
#[test]
fn every_event_line_reads_in_every_language() {
    for (line, before) in samples() {
        for locale in Locale::ALL {
            let text = strictly(locale, &line).unwrap_or_else(|e| panic!("{e:?}"));
            assert!(!text.trim().is_empty(), "{} {line:?}", locale.discord());
            assert!(text.chars().count() <= DISCORD_LIMIT, "{} {line:?}", locale.discord());
            if locale != Locale::EnUs {
                assert_ne!(text, before, "{} says it in English: {line:?}", locale.discord());
            }
        }
    }
}

/// Seats inside a sentence are named by the reader, in every language.
#[test]
fn a_seat_in_an_event_line_is_named_by_the_reader() {
    let (line, _) = samples()
        .into_iter()
        .find(|(l, _)| l.subject().is_some())
        .unwrap_or_else(|| panic!("no sample names a seat first"));
    let names = |s: Seat| ["ana", "bea", "carla", "dora"][s % 4].to_string();
    for locale in Locale::ALL {
        let text = super::line(locale, &line, &names);
        assert!(text.starts_with(&names(line.subject().unwrap_or_default())), "{text}");
        assert!(!text.contains("seat "), "{text}");
    }
}

/// A line stored as text before lines were phrases reads as it was stored,
/// whatever the reader's language; a stored sentence whose key the
/// catalogue no longer has reads in its stored English.
#[test]
fn old_stored_lines_still_read() {
    let old: Line = serde_json::from_str("\"seat 2 resigned\"").unwrap_or_else(|e| panic!("{e}"));
    let parts: Line = serde_json::from_str(r#"[{"Seat":0},{"Text":" drew a tile"}]"#).unwrap_or_else(|e| panic!("{e}"));
    let names = |s: Seat| ["ana", "bea"][s % 2].to_string();
    for locale in Locale::ALL {
        assert_eq!(super::line(locale, &old, &names), "bea resigned");
        assert_eq!(super::line(locale, &parts, &names), "ana drew a tile");
    }
    let (said, _) = samples().remove(0);
    let stored = serde_json::to_string(&said).unwrap_or_else(|e| panic!("{e}"));
    let again: Line = serde_json::from_str(&stored).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again, said, "a sentence reads back as it was stored");
    let renamed: Line =
        serde_json::from_str(&stored.replace("event-placed", "event-gone")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(super::line(Locale::EsEs, &renamed, &names), said.plain());
}

/// A seeded game played to its end, each seat taking the legal action
/// `pick(step, count)` chooses, with every event, every note under the
/// board and the outcome worded in es-ES: strictly from the catalogue (no
/// stored English standing in), and with no words outside its sentences
/// (only spaces and punctuation join them), so nothing is left in English.
fn seeded_game_in_spanish(
    kind: crate::engine::GameKind,
    variant: Option<&str>,
    seats: usize,
    pick: impl Fn(usize, usize) -> usize,
) -> Vec<String> {
    use crate::engine::{GameRng, Options, Viewer};
    let mut rng = GameRng::from_seed(GameRng::seed_from_u64(3));
    let options = Options {
        variant: variant.map(str::to_string),
    };
    let mut game = kind
        .setup(&options, seats, &mut rng)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let names = |s: Seat| ["@ana", "@bea", "@carla", "@dora"][s % 4].to_string();
    let mut said: Vec<String> = Vec::new();
    let mut say = |line: &Line| {
        strictly(Locale::EsEs, line).unwrap_or_else(|e| panic!("{e:?}"));
        for part in line.parts() {
            if let Part::Text(t) = part {
                assert!(!t.chars().any(char::is_alphabetic), "English left: {t:?} in {line:?}");
            }
        }
        said.push(super::line(Locale::EsEs, line, &names));
    };
    game.setup_events().iter().for_each(|e| say(&e.line));
    let mut step = 0;
    while let Some(&seat) = game.to_act().seats().first() {
        let legal = game.legal(seat);
        let action = &legal[pick(step, legal.len()) % legal.len()];
        let played = game
            .play(seat, &action.notation, &mut rng)
            .unwrap_or_else(|e| panic!("{e:?}"));
        played.events.iter().for_each(|e| say(&e.line));
        game.view(Viewer::Public).notes.iter().for_each(&mut say);
        step += 1;
        assert!(step < 5000, "the game never ends");
    }
    let outcome = game.outcome().unwrap_or_else(|| panic!("the game ends"));
    say(&outcome.summary);
    assert!(said.iter().all(|l| !l.contains("seat ")), "{said:?}");
    said
}

/// One real game's lines in Spanish: a seeded game of the Tree for two,
/// each seat placing its first legal tile, every event, the notes under
/// the board and the outcome worded in es-ES without a catalogue mistake
/// and with the players' names.
#[test]
fn a_seeded_game_of_the_tree_reads_in_spanish() {
    let said = seeded_game_in_spanish(crate::engine::GameKind::Tree, None, 2, |_, _| 0);
    assert!(said.len() > 20, "{said:?}");
    assert_eq!(said[0], "ha colocado 0-2 -1,1 E: 0 en -1,1, 2 en 0,1 (tumbada)");
    assert_eq!(said[1], "2 fichas en el árbol, 17 en el pozo");
    assert!(
        said.contains(&"@ana se ha quedado sin fichas y gana".to_string()),
        "{said:?}"
    );
    assert_eq!(
        said.last().map(String::as_str),
        Some(
            "@ana se ha quedado sin fichas el primero y gana; los demás se ordenan por las fichas que les quedan, de menos a más"
        )
    );
}

/// A seeded match of Tetradominoes for four (two teams, gifts, several
/// games dealt one after another) reads in Spanish from start to outcome.
#[test]
fn a_seeded_match_of_tetradominoes_reads_in_spanish() {
    let said = seeded_game_in_spanish(crate::engine::GameKind::Tetradominoes, Some("match"), 4, |step, _| step);
    assert!(said.len() > 40, "{said:?}");
    let has = |words: &str| said.iter().any(|l| l.contains(words));
    assert!(has("Última jugada: @"), "{said:?}");
    assert!(has("mano 1: "), "{said:?}");
    assert!(has("a su compañero"), "{said:?}");
    assert!(has("puntos y ganan la partida"), "{said:?}");
}

/// A seeded game of Dominoids for two (dice, slides, turns, food, coins
/// eaten, rerolls, forced moves) reads in Spanish from start to outcome.
#[test]
fn a_seeded_game_of_dominoids_reads_in_spanish() {
    let said = seeded_game_in_spanish(crate::engine::GameKind::Dominoids, None, 2, |step, _| step * 7);
    assert!(said.len() > 40, "{said:?}");
    let has = |words: &str| said.iter().any(|l| l.contains(words));
    assert!(has("ha cogido "), "{said:?}");
    assert!(has("Por hacer: coger dos dados"), "{said:?}");
    assert!(has("ha vuelto a tirar "), "{said:?}");
    assert!(has("están comidas"), "{said:?}");
}
