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
    assert!(hint.contains("Siguiente jugada de una solución más corta: `"), "{hint}");
    assert!(hint.contains("Pistas usadas: 1."), "{hint}");
    let reset = said("@ana /reset");
    assert!(reset.contains("De vuelta a la posición inicial."), "{reset}");
    let french = said("@zoe:fr /puzzle number:1");
    assert!(french.contains("Objectif\u{a0}: ajouter tous les dominos."), "{french}");
    assert!(french.contains("`/indice`"), "{french}");
    let english = said("@bo /puzzle number:1");
    assert!(english.contains("Goal: add every domino."), "{english}");
}
