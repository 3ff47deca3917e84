//! Which language a reader gets (issue 55): a private reply comes in the
//! language of the reader's Discord client (its `locale`), or in the
//! local front end the one `--locale` or `@name:fr` names. So far the
//! refusals (the games' own reasons for refusing a move included) are in
//! the catalogue; everything else is English still.

use crate::common;
use common::bot::{TestBot, connection};
use common::fake_discord::FakeDiscord;
use common::{open, service_on, temp_db};
use dominoes_bot::i18n::Locale;
use dominoes_bot::local::Local;
use dominoes_bot::service::SystemClock;
use dominoes_bot::store::Store;
use std::sync::Arc;

const CHANNEL: u64 = 61;
const NO_GAME_EN: &str = "There is no game in this channel. Start one with /play.";
const NO_GAME_ES: &str = "No hay ninguna partida en este canal. Empieza una con /jugar.";
const NO_GAME_FR: &str = "Il n'y a aucune partie dans ce salon. Lancez-en une avec /jouer.";

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
            "`5-7 3,3 E` no está permitido: la primera ficha cubre 0,0 para que las coordenadas no cambien; prueba `5-7 0,0 E`."
        ),
        "{refused}"
    );
    let unreadable = said(&mut local, "@alice:fr /move action:\"5-7 0,0\"");
    assert!(
        unreadable.contains(
            "Je n'ai pas pu lire `5-7 0,0` : dans quelle direction pointe la moitié 7 ? Ajoute N, E, S ou W, p. ex. `5-7 0,0 E`"
        ),
        "{unreadable}"
    );
    let english = said(&mut local, "@alice:en-US /move action:\"5-7 3,3 E\"");
    assert!(
        english.contains("the first tile covers 0,0 so that coordinates stay fixed; try `5-7 0,0 E`"),
        "{english}"
    );
}
