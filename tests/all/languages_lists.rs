//! Lists, tables and puzzles in the reader's language (issue 55), over the
//! local front end.

use crate::common::open;
use dominoes_bot::local::Local;

/// A puzzle is its player's own: its replies, its title and its hints
/// read in the language of the player's client, whoever else plays one.
#[test]
fn a_puzzle_speaks_its_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir.path().join("local.sqlite3"), 3);
    let mut local = Local::new(&svc, false, None);
    let mut said = |line: &str| local.handle(line).unwrap().join("\n");
    let started = said("@ana:es-ES /puzzle number:1");
    assert!(started.contains("**Problema 1 ("), "{started}");
    assert!(started.contains("Objetivo: añadir todas las fichas."), "{started}");
    assert!(started.contains("Juega con `/mover jugada:`"), "{started}");
    let hint = said("@ana /hint");
    assert!(hint.contains("Siguiente jugada de una solución óptima: `"), "{hint}");
    assert!(hint.contains("Pistas usadas: 1."), "{hint}");
    let reset = said("@ana /reset");
    assert!(reset.contains("De vuelta a la posición inicial."), "{reset}");
    let french = said("@zoe:fr /puzzle number:1");
    assert!(french.contains("Objectif\u{a0}: ajouter tous les dominos."), "{french}");
    assert!(french.contains("`/indice`"), "{french}");
    let english = said("@bo /puzzle number:1");
    assert!(english.contains("Goal: add every domino."), "{english}");
}

/// A leaderboard and someone's stats are posted in the channel: they speak
/// the server's language, the picture's words too, whoever asks.
#[test]
fn leaderboards_and_stats_speak_the_servers_language() {
    use crate::common::{clocked, ctx, text, user};
    use crate::ratings::fabricate;
    use dominoes_bot::engine::GameKind;
    use dominoes_bot::i18n::Locale;
    use dominoes_bot::service::Period;
    const START: i64 = 1_777_766_400;
    let (svc, _) = clocked(START, 3);
    fabricate(&svc, 1, GameKind::Dominimum, &[1, 2], &[1, 2], START - 9 * 86_400);
    fabricate(&svc, 1, GameKind::Dominimum, &[2, 1], &[2, 1], START - 8 * 86_400);
    let mut asker = ctx(50, 2);
    asker.guild_locale = Some(Locale::EsEs);
    asker.locale = Locale::Fr;
    let board = text(&svc.leaderboard(&asker, Some(GameKind::Dominimum), Period::All));
    assert!(
        board.contains("**Clasificación de Dominimum** (desde siempre)"),
        "{board}"
    );
    assert!(board.contains("**user2** (tú)"), "{board}");
    assert!(board.contains("2 partidas · 0 G · 2 P · 0 E"), "{board}");
    let leaders = text(&svc.leaderboard(&asker, None, Period::Week));
    assert!(
        leaders.contains("Aún nadie tiene puntuación aquí en los últimos 7 días."),
        "{leaders}"
    );
    let stats = text(&svc.stats(&asker, Some(&user(1)), Some(&user(2))));
    assert!(stats.contains("**Estadísticas de <@1>** en este servidor"), "{stats}");
    assert!(stats.contains("racha: 2 victorias seguidas"), "{stats}");
    assert!(stats.contains("(1.º de 2)"), "{stats}");
    assert!(
        stats.contains("Contra <@2> (ganadas-perdidas-empates): Dominimum 2-0-0 en 2 partidas"),
        "{stats}"
    );
}

/// `/settings` and `/notify` answer the one who asks, in their language:
/// the settings, their durations and the language of new games.
#[test]
fn settings_and_reminders_answer_in_the_readers_language() {
    use crate::common::{clocked, ctx, text};
    use dominoes_bot::i18n::Locale;
    use dominoes_bot::service::{GameLanguage, SettingsChange};
    use dominoes_bot::store::NotifyMode;
    let (svc, _) = clocked(1_777_766_400, 3);
    let mut manager = ctx(50, 1);
    manager.locale = Locale::Fr;
    let change = SettingsChange {
        deadline_hours: Some(48),
        language: Some(GameLanguage::Fixed(Locale::EsEs)),
        ..SettingsChange::default()
    };
    let saved = text(&svc.settings(&manager, true, &change));
    assert!(
        saved.starts_with("Enregistré. Réglages de ce serveur\u{a0}:\n"),
        "{saved}"
    );
    assert!(
        saved.contains("Délai par coup\u{a0}: 2 jours par coup, puis"),
        "{saved}"
    );
    assert!(
        saved.contains("Langue des nouvelles parties\u{a0}: espagnol."),
        "{saved}"
    );
    assert!(saved.contains("sauf la langue"), "{saved}");
    let mut player = ctx(50, 2);
    player.locale = Locale::EsEs;
    let shown = text(&svc.settings(&player, false, &SettingsChange::default()));
    assert!(shown.contains("Idioma de las partidas nuevas: español."), "{shown}");
    let notify = text(&svc.notify(&player, NotifyMode::Direct));
    assert_eq!(notify, "Los avisos te llegarán por mensaje directo.");
}

/// When nothing in `/move`'s list matches what a player typed, its one
/// entry says why in their language.
#[test]
fn a_search_that_finds_nothing_says_so_in_the_readers_language() {
    use crate::common::{clocked, ctx, start};
    use dominoes_bot::i18n::Locale;
    let (svc, _) = clocked(1_777_766_400, 3);
    start(&svc, 60, "dominimum", &[1, 2]);
    let mover = svc.store().open_game_in_channel(60).unwrap().unwrap().to_act.unwrap();
    let mut c = ctx(60, mover);
    c.locale = Locale::EsEs;
    let entries = svc.autocomplete_move(&c, "zzz");
    assert_eq!(entries.len(), 1, "{entries:?}");
    assert!(
        entries[0].name.starts_with("Ninguna jugada tuya coincide con «zzz»"),
        "{entries:?}"
    );
}

/// `/games` lists the caller's games in their language, with its page
/// buttons.
#[test]
fn the_list_of_games_speaks_the_readers_language() {
    use crate::common::{clocked, ctx, start, text};
    use dominoes_bot::i18n::Locale;
    let (svc, _) = clocked(1_777_766_400, 3);
    start(&svc, 60, "dominimum", &[1, 2]);
    let mut c = ctx(61, 2);
    c.locale = Locale::EsEs;
    let listed = text(&svc.games(&c, false, false));
    assert!(listed.starts_with("Tus partidas en este servidor ("), "{listed}");
    assert!(listed.contains("(partida 1), con <@1>: "), "{listed}");
    let listed = text(&svc.games(&ctx_with(Locale::Fr, 3), false, false));
    assert_eq!(listed, "Tu n'as aucune partie en cours ici. Lance-en une avec /jouer.");

    fn ctx_with(locale: Locale, user: u64) -> dominoes_bot::service::Ctx {
        let mut c = ctx(61, user);
        c.locale = locale;
        c
    }
}
