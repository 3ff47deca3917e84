//! Which language a reader gets (issue 55): a private reply comes in the
//! language of the reader's Discord client (its `locale`), or in the
//! local front end the one `--locale` or `@name:fr` names. A game's
//! public posts speak the game's language, fixed when it is created: the
//! server's setting, else the server's own (`guild_locale`), else in a
//! direct message the challenger's. The refusals (the games' own reasons
//! included) and the frame of a game's posts are in the catalogue.

use crate::common;
use common::bot::{TestBot, connection};
use common::fake_discord::FakeDiscord;
use common::{GUILD, open, service_on, temp_db};
use dominoes_bot::engine::GameKind;
use dominoes_bot::i18n::Locale;
use dominoes_bot::local::Local;
use dominoes_bot::service::{Audience, Ctx, GameLanguage, NO_SERVER, SettingsChange, SystemClock};
use dominoes_bot::store::Store;
use serde_json::json;
use std::sync::Arc;

const CHANNEL: u64 = 61;
const NO_GAME_EN: &str = "There is no game in this channel. Start one with /play.";
const NO_GAME_ES: &str = "No hay ninguna partida en este canal. Empieza una con /jugar.";
const NO_GAME_FR: &str = "Il n'y a aucune partie dans ce salon. Lances-en une avec /jouer.";

/// What `user` reads after `/board` in a channel with no game.
async fn board_answer(fake: &FakeDiscord, user: (u64, &str)) -> String {
    let token = fake.slash(user, CHANNEL, "board", &[]);
    fake.answers_to(&token, 1).await[0].content()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_reader_gets_refusals_in_their_clients_language_over_discord() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let service = Arc::new(service_on(Store::open(&db).unwrap(), SystemClock, 5));
    let bot = TestBot::start(&connection(&fake), service).await;
    fake.registrations(1).await;
    fake.set_locale(41, "es-ES");
    fake.set_locale(43, "es-419");
    fake.set_locale(44, "fr");
    fake.set_locale(45, "de");
    assert_eq!(board_answer(&fake, (41, "alba")).await, NO_GAME_ES);
    assert_eq!(board_answer(&fake, (42, "bob")).await, NO_GAME_EN);
    assert_eq!(
        board_answer(&fake, (43, "carla")).await,
        NO_GAME_ES,
        "Latin American Spanish reads Spanish"
    );
    assert_eq!(board_answer(&fake, (44, "chloé")).await, NO_GAME_FR);
    assert_eq!(
        board_answer(&fake, (45, "dieter")).await,
        NO_GAME_EN,
        "a language not spoken reads English"
    );
    // A press is answered in its presser's language too.
    let token = fake.button((41, "alba"), CHANNEL, "nothing-of-mine");
    assert_eq!(fake.answers_to(&token, 1).await[0].content(), "Ese botón no es mío.");
    bot.stop().await;
}

#[test]
fn the_local_front_end_speaks_the_language_a_line_names() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 1);
    let mut local = Local::new(&svc, false, None).with_locale(Locale::Fr);
    let said = |local: &mut Local, line: &str| local.handle(line).unwrap().join("\n");
    assert!(said(&mut local, "@alice:es-ES /board").contains(NO_GAME_ES));
    assert!(said(&mut local, "@alice /board").contains(NO_GAME_ES), "remembered");
    assert!(
        said(&mut local, "@bob /board").contains(NO_GAME_FR),
        "--locale for the others"
    );
    assert!(said(&mut local, "@bob:en-US /board").contains(NO_GAME_EN));
}

/// A move the game's rules refuse, or cannot read, is explained in the
/// player's language: the service's sentence and the game's reason in it.
#[test]
fn a_move_the_game_refuses_reads_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    // Seed 3: alice moves first and holds the 5-7 (as in the README).
    let svc = open(&dir.path().join("local.sqlite3"), 3);
    let mut local = Local::new(&svc, false, None);
    local.handle("@alice:es-ES /play game:dominimum opponent:@bob").unwrap();
    local.handle("@bob !accept:1").unwrap();
    let said = |local: &mut Local, line: &str| local.handle(line).unwrap().join("\n");
    let refused = said(&mut local, "@alice /move action:\"5-7 3,3 E\"");
    assert!(
        refused.contains(
            "No se puede jugar `5-7 3,3 E`: la primera ficha cubre 0,0 para que las coordenadas no cambien; prueba `5-7 0,0 E`."
        ),
        "{refused}"
    );
    let unreadable = said(&mut local, "@alice:fr /move action:\"5-7 0,0\"");
    assert!(
        unreadable.contains(
            "Je n'ai pas pu lire `5-7 0,0`\u{a0}: dans quelle direction pointe la moitié 7\u{a0}? Ajoute N, E, S ou W, p. ex. `5-7 0,0 E`"
        ),
        "{unreadable}"
    );
    let english = said(&mut local, "@alice:en-US /move action:\"5-7 3,3 E\"");
    assert!(
        english.contains("the first tile covers 0,0 so that coordinates stay fixed; try `5-7 0,0 E`"),
        "{english}"
    );
}
/// A new game's language, in order: the server's `/settings language:`,
/// else the server's own (`guild_locale`), else the challenger's (a
/// server that sends none, or a direct message).
#[test]
fn a_new_game_speaks_the_servers_setting_then_its_locale_then_the_challengers() {
    let svc = common::service(3);
    let french = |guild, channel, guild_locale| Ctx {
        locale: Locale::Fr,
        guild_locale,
        ..common::ctx_in(guild, channel, 2)
    };
    let language_of_new_game = |ctx: &Ctx| {
        let r = svc.play(ctx, GameKind::Draw, &[common::user(9)], None);
        assert_eq!(r[0].audience, Audience::Public, "{}", r[0].text);
        let row = svc.store().open_game_in_channel(ctx.channel).unwrap().unwrap();
        row.locale.unwrap()
    };
    let set = |ctx: &Ctx, language| {
        let change = SettingsChange {
            language: Some(language),
            ..Default::default()
        };
        let r = svc.settings(ctx, true, &change);
        // The answer is the French reader's own.
        assert!(r[0].text.starts_with("Enregistré."), "{}", r[0].text);
    };
    assert_eq!(language_of_new_game(&french(GUILD, 71, Some(Locale::EsEs))), "es-ES");
    assert_eq!(language_of_new_game(&french(GUILD, 72, None)), "fr");
    let here = french(GUILD, 73, Some(Locale::EsEs));
    set(&here, GameLanguage::Fixed(Locale::EnUs));
    assert_eq!(language_of_new_game(&here), "en-US", "the setting comes first");
    set(&here, GameLanguage::Server);
    let next = Ctx { channel: 74, ..here };
    assert_eq!(language_of_new_game(&next), "es-ES", "back to the server's own");
    assert_eq!(
        language_of_new_game(&french(NO_SERVER, 75, None)),
        "fr",
        "a direct message"
    );
}

/// French players in a Spanish server: the game's posts are Spanish
/// whoever acts, and what only they read is French.
#[test]
fn a_games_posts_keep_its_language_whoever_acts_and_private_replies_the_readers() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 1);
    let mut local = Local::new(&svc, false, None).with_guild_locale(Some(Locale::EsEs));
    let mut said = |line: &str| local.handle(line).unwrap().join("\n");
    let challenge = said("@alice:fr /play game:draw opponent:@bob");
    assert!(challenge.contains("te reta a **Dominó de robo**"), "{challenge}");
    let begun = said("@bob:fr !accept:1");
    assert!(begun.contains("¡Empieza **Dominó de robo**!"), "{begun}");
    // Who opened, an event of the game's, in the game's language too.
    assert!(
        begun.contains("ha salido con") && !begun.contains("opened with"),
        "{begun}"
    );
    assert!(
        begun.contains("Compromiso del barajado") && !begun.contains("begins"),
        "{begun}"
    );
    let refused = said("@bob /resume");
    assert!(refused.contains("Cette partie n'est pas en pause."), "{refused}");
    let asked = said("@alice /pause");
    assert!(asked.contains("pide poner en pausa esta partida"), "{asked}");
    let paused = said("@bob !pause:1");
    assert!(paused.contains("queda en pausa de común acuerdo"), "{paused}");
    let board = said("@bob /board");
    assert!(board.contains("(partida 1). Le toca jugar a"), "{board}");
    assert!(board.contains("(en pausa)"), "{board}");
}

/// Over Discord, a server whose language is Spanish gets the game's
/// posts in Spanish, its buttons too, though the challenger reads French.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spanish_servers_channel_gets_spanish_turn_posts_over_discord() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let service = Arc::new(service_on(Store::open(&db).unwrap(), SystemClock, 5));
    let bot = TestBot::start(&connection(&fake), service).await;
    fake.set_guild_locale("es-ES");
    fake.set_locale(51, "fr");
    let players = ((51, "chloé"), (52, "bruno"));
    common::bot::begin(&fake, &bot, CHANNEL, "Draw dominoes", players).await;
    let row = bot.service.store().open_game_in_channel(CHANNEL).unwrap().unwrap();
    assert_eq!(row.locale.as_deref(), Some("es-ES"));
    let mover = row.to_act.unwrap();
    let name = if mover == 51 { "chloé" } else { "bruno" };
    let action = bot.service.legal_actions(&common::ctx(CHANNEL, mover))[0]
        .notation
        .clone();
    fake.slash((mover, name), CHANNEL, "move", &[("action", json!(action))]);
    let spanish = ["te toca", "Turno de", "vuelve a jugar", "Le toca jugar"];
    // The move's own line, from the game's events, is Spanish too.
    let deeds = ["ha jugado", "ha robado", "pasa"];
    let post = fake
        .wait_for("a Spanish turn post", |c| {
            spanish.iter().any(|s| c.content().contains(s)) && deeds.iter().any(|d| c.content().contains(d))
        })
        .await;
    assert!(!post.content().contains("played "), "{}", post.content());
    fake.quiet().await;
    let posts = fake.new_public_posts(CHANNEL);
    let texts: Vec<String> = posts.iter().map(|c| c.content()).collect();
    assert!(
        texts.iter().any(|t| t.contains("¡Empieza **Dominó de robo**")),
        "{texts:?}"
    );
    for t in &texts {
        assert!(!t.contains("your turn") && !t.contains("begins"), "{t}");
    }
    let labels: Vec<String> = posts.iter().flat_map(|c| c.labels()).collect();
    assert!(labels.iter().any(|l| l == "Jugar…"), "{labels:?}");
    assert!(!labels.iter().any(|l| l == "Move…"), "{labels:?}");
    bot.stop().await;
}

/// A Spanish reader's move picker reads Spanish from its first menu to
/// the confirmation (`/move` alone, a tile, its place), and so does the
/// note they get once it is played; a French reader's `/hand` reads
/// French, no-break spaces and all.
#[test]
fn the_move_picker_and_the_hand_read_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 1);
    let mut local = Local::new(&svc, true, None).with_locale(Locale::EsEs);
    let mut run = |line: &str| -> Vec<serde_json::Value> {
        let out = local.handle(line).unwrap();
        out.iter().map(|s| serde_json::from_str(s).unwrap()).collect()
    };
    run("@alice /play game:tree variant:solo");
    let mut out = run("@alice /move");
    let labels = |out: &[serde_json::Value]| -> Vec<String> {
        let buttons = out[0]["buttons"].as_array().cloned().unwrap_or_default();
        buttons
            .iter()
            .map(|b| b["label"].as_str().unwrap().to_string())
            .collect()
    };
    let mut texts = Vec::new();
    // Down the menus, the first entry each time, to the tile's places.
    while let Some(menu) = out[0]["menus"].as_array().and_then(|m| m.first()).cloned() {
        texts.push(out[0]["text"].as_str().unwrap().to_string());
        assert!(labels(&out).contains(&"Cancelar".to_string()), "{out:?}");
        let placeholder = menu["placeholder"].as_str().unwrap();
        assert!(
            ["Qué jugar…", "Dónde jugar"].iter().any(|p| placeholder.starts_with(p)),
            "{placeholder}"
        );
        let value = menu["options"][0]["value"].as_str().unwrap().to_string();
        out = run(&format!("@alice !{} choose:{value}", menu["id"].as_str().unwrap()));
    }
    assert!(
        texts.iter().any(|t| t.starts_with("**Tu jugada**: elige qué jugar")),
        "{texts:?}"
    );
    let places = out[0]["text"].as_str().unwrap();
    assert!(places.contains("elige un lugar marcado en la imagen"), "{places}");
    let a = out[0]["buttons"][0].clone();
    assert_eq!(a["label"], "A", "{out:?}");
    out = run(&format!("@alice !{}", a["id"].as_str().unwrap()));
    let confirm = out[0]["text"].as_str().unwrap();
    assert!(confirm.starts_with("¿Jugar `"), "{confirm}");
    let shown = labels(&out);
    assert!(shown.contains(&"Confirmar".to_string()), "{shown:?}");
    for english in ["Confirm", "Back", "Cancel"] {
        assert!(!shown.iter().any(|l| l == english), "{shown:?}");
    }
    // Confirmed, the move is played; the mover's own note is Spanish.
    let confirm = out[0]["buttons"][0]["id"].as_str().unwrap().to_string();
    let played = run(&format!("@alice !\"{confirm}\""));
    let note = played
        .iter()
        .find(|r| r["to"] == "@alice")
        .unwrap_or_else(|| panic!("{played:?}"));
    let note = note["text"].as_str().unwrap();
    assert!(
        note.starts_with("Solo tú puedes ver esto. Tus fichas ahora — en la mano: **"),
        "{note}"
    );
    let hand = run("@alice:fr /hand");
    let hand = hand[0]["text"].as_str().unwrap();
    assert!(
        hand.starts_with("Toi seul peux voir ce message. En main\u{a0}: **"),
        "{hand}"
    );
    assert!(!hand.contains("Only you can see this"), "{hand}");
}

/// `/rules` and `/help` read in the reader's language over the local front
/// end: a Spanish client (`--locale es-ES`) gets the Tree's rules and the
/// commands in Spanish, named as its client lists them; a French reader
/// (`@name:fr`) in French; an English one as before.
#[test]
fn rules_and_help_read_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 3);
    let mut local = Local::new(&svc, false, None).with_locale(Locale::EsEs);
    let said = |local: &mut Local, line: &str| local.handle(line).unwrap().join("\n");
    let rules = said(&mut local, "@alba /rules game:tree");
    assert!(
        rules.contains("# El Árbol") && rules.contains("`/mano` te muestra tus fichas"),
        "{rules}"
    );
    let help = said(&mut local, "@alba /help");
    assert!(
        help.contains("**Jugar**") && help.contains("- `/jugar juego: rival:`: reta a alguien"),
        "{help}"
    );
    let games = said(&mut local, "@alba /rules");
    assert!(
        games.contains("Juegos que conozco") && games.contains("(`dominoids`), 2 jugadores"),
        "{games}"
    );
    let tree_help = said(&mut local, "@alba /help game:tree");
    assert!(tree_help.contains("Las reglas: `/reglas juego:tree`."), "{tree_help}");
    let rules = said(&mut local, "@chloé:fr /rules game:tree");
    assert!(
        rules.contains("# L'Arbre") && rules.contains("`/main` te montre tes dominos"),
        "{rules}"
    );
    let help = said(&mut local, "@chloé /help");
    assert!(
        help.contains("- `/jouer jeu: adversaire:`\u{a0}: défie quelqu'un"),
        "{help}"
    );
    let help = said(&mut local, "@bob:en-US /help");
    assert!(help.contains("- `/play game: opponent:`: challenge people"), "{help}");
}

/// A Spanish reader's `/history` and `/replay` (issue 55): the frame of
/// both, the replay's buttons and the move's line in Spanish, though the
/// game itself spoke English.
#[test]
fn a_history_and_a_replay_read_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 2);
    let mut local = Local::new(&svc, true, None);
    let mut run = |line: &str| -> Vec<serde_json::Value> {
        let out = local.handle(line).unwrap();
        out.iter().map(|s| serde_json::from_str(s).unwrap()).collect()
    };
    run("@alice /play game:draw opponent:@bob");
    run("@bob !accept:1");
    // Whoever is to move makes one legal move, so the replay has a step 1.
    for who in ["@alice", "@bob"] {
        let offered = run(&format!("{who} ?move action:"));
        let choices = offered.iter().filter_map(|v| v["choices"].as_array()).flatten();
        // One who is not to move is offered a note, not a move.
        let mut moves = choices.filter_map(|c| c["value"].as_str()).filter(|v| *v != "(note)");
        if let Some(action) = moves.next() {
            run(&format!("{who} /move action:\"{action}\""));
            break;
        }
    }
    let out = run("@bob /resign");
    let confirm = out[0]["buttons"][0]["id"].as_str().unwrap().to_string();
    run(&format!("@bob !{confirm}"));

    let history = run("@bob:es-ES /history");
    let text = history[0]["text"].as_str().unwrap();
    assert!(text.contains("**Últimas partidas terminadas** de @bob"), "{text}");
    assert!(text.contains("**2.º de 2** contra @alice · ganó @alice"), "{text}");
    assert!(
        text.contains("Vuelve a ver cualquiera con `/repetición número:<número>`."),
        "{text}"
    );
    assert_eq!(history[0]["buttons"][0]["label"], "Repetición n.º 1", "{history:?}");

    let whole = run("@bob /replay id:1");
    let text = whole[0]["text"].as_str().unwrap();
    assert!(
        text.contains("**Partida n.º 1 · Dominó de robo**, terminada el "),
        "{text}"
    );
    assert!(text.contains("Asientos:"), "{text}");
    assert!(text.contains("Recórrela con los botones"), "{text}");
    let step = run("@bob /replay id:1 step:1");
    let text = step[0]["text"].as_str().unwrap();
    assert!(text.contains(", jugada 1 de "), "{text}");
    assert!(!text.contains(" drew ") && !text.contains("move 1 of"), "{text}");
    let labels: Vec<&str> = step[0]["buttons"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|b| b["label"].as_str())
        .collect();
    assert!(labels.contains(&"◀ Anterior"), "{labels:?}");
}

/// A Spanish server's game of The Tree is named in Spanish in its posts,
/// and so is the computer's seat, whose stored name stays English.
#[test]
fn a_spanish_servers_tree_game_names_the_game_and_the_computer_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 1);
    let mut local = Local::new(&svc, false, None).with_guild_locale(Some(Locale::EsEs));
    let begun = local
        .handle("@alice /play game:tree opponent:@bot level:hard")
        .unwrap()
        .join("\n");
    assert!(begun.contains("**El Árbol**"), "{begun}");
    assert!(begun.contains("Ordenador (difícil)"), "{begun}");
    assert!(!begun.contains("The Tree") && !begun.contains("Computer"), "{begun}");
    let row = svc.store().game(1).unwrap().unwrap();
    let computer = row.players.iter().find(|p| p.computer.is_some()).unwrap();
    assert_eq!(computer.name, "Computer (hard)", "stored in English");
}

/// Issue 55: the local front end's own errors and notes are in the
/// speaker's language, whether the bad line names it (`@alice:fr`), an
/// earlier line did, or `--locale` does; the line syntax they show stays
/// the tool's.
#[test]
fn a_french_local_users_bad_line_gets_a_french_error() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 1);
    let mut local = Local::new(&svc, false, None);
    let said = |local: &mut Local, line: &str| local.handle(line).unwrap().join("\n");
    let bad = said(&mut local, "@alice:fr /move oops");
    assert_eq!(bad, "?? `oops` devrait s'écrire option:valeur");
    let unknown = said(&mut local, "@alice /jouer");
    assert!(
        unknown.contains("/jouer n'existe pas. Commandes (en local, en anglais)\u{a0}: /play "),
        "{unknown}"
    );
    let wait = said(&mut local, "@alice /wait hours:2");
    assert!(
        wait.contains("L'horloge de cette session ne peut pas avancer."),
        "{wait}"
    );
    assert_eq!(said(&mut local, "@bob /move oops"), "?? `oops` should be option:value");
    let mut spanish = Local::new(&svc, false, None).with_locale(Locale::EsEs);
    let unclosed = said(&mut spanish, "@carol /move action:\"3-6");
    assert_eq!(unclosed, "?? falta cerrar unas comillas");
    let periods = said(&mut spanish, "@carol ?leaderboard period:");
    assert!(periods.contains("los últimos 7 días  ->  week"), "{periods}");
}

/// What each legal move does reads in the reader's language (issue 55): in
/// a game of Dominoids, a Spanish reader's `/move` autocomplete and move
/// picker say which dice they may take in Spanish (“Soles 3 (de Viejos)”),
/// the notation unchanged; a Spanish word of a description finds its
/// moves, and a die named by its Spanish suit is taken; an English reader
/// of the same game still reads the English.
#[test]
fn a_spanish_readers_dominoids_moves_read_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 3);
    let mut local = Local::new(&svc, true, None);
    let mut run = |line: &str| local.handle(line).unwrap().join("\n");
    run("@alice /play game:dominoids opponent:@bob");
    run("@bob !accept:1");
    let who = ["@alice", "@bob"]
        .into_iter()
        .find(|who| !run(&format!("{who} ?move action:")).contains("(note)"))
        .unwrap();

    let english = run(&format!("{who} ?move action:"));
    assert!(english.contains("(Old)") && english.contains("dice "), "{english}");
    let spanish = run(&format!("{who}:es-ES ?move action:"));
    assert!(
        spanish.contains(" (de Viejos)") && spanish.contains("dice "),
        "{spanish}"
    );
    assert!(!spanish.contains("(Old)") && !spanish.contains("(New)"), "{spanish}");
    let found = run(&format!("{who} ?move action:viejos"));
    assert!(found.contains("dice ") && !found.contains("(note)"), "{found}");

    let picker = run(&format!("{who} /move"));
    assert!(picker.contains(" (de Viejos)"), "{picker}");
    assert!(!picker.contains("(Old)") && !picker.contains("(New)"), "{picker}");
    let suits = ["Suns", "Moons", "Crowns", "Arms"];
    assert!(!suits.iter().any(|s| spanish.contains(&format!("{s} "))), "{spanish}");
    assert!(spanish.contains("Soles ") || spanish.contains("Lunas "), "{spanish}");

    // Every pair may be taken at the start (all four dice are Old); the
    // public post is in the game's language, English.
    let taken = run(&format!("{who}:es-ES /move action:\"dice soles lunas\""));
    assert!(
        taken.contains(" took Suns ") && taken.contains(" and Moons "),
        "{taken}"
    );
}

/// A Spanish reader's `/hand` in Dominimum reads the game's private note
/// (what their mission scores now) in Spanish, with no English left.
#[test]
fn a_spanish_readers_hand_in_dominimum_reads_the_mission_note_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 1);
    let mut local = Local::new(&svc, false, None);
    local.handle("@alice:es-ES /play game:dominimum opponent:@bob").unwrap();
    local.handle("@bob !accept:1").unwrap();
    let hand = local.handle("@alice /hand").unwrap().join("\n");
    assert!(hand.contains("Tu misión "), "{hand}");
    assert!(
        hand.contains(" con la mesa tal como está (cuanto menos, mejor)."),
        "{hand}"
    );
    assert!(hand.contains(" × "), "{hand}");
    assert!(
        !hand.contains("Your mission") && !hand.contains("lower is better"),
        "{hand}"
    );
}
