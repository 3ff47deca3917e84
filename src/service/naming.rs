//! How a game's players and the game itself are named in a language: a
//! computer seat and an open seat are named when read (the stored name is
//! the English, kept for stored games and logs), a variant by its name in
//! the catalogue.

use super::mention;
use crate::i18n::{self, Locale};
use crate::store::{GameRow, Player};

/// How a player is named in text in `locale`: a mention, or the name of a
/// computer seat or an open seat.
pub(crate) fn who_in(players: &[Player], p: &Player, locale: Locale) -> String {
    p.user_id.map(mention).unwrap_or_else(|| name_in(players, p, locale))
}

/// A player's name where no mention can be shown (a picture): a person's
/// display name, or a computer seat's or an open seat's name in `locale`.
pub(crate) fn name_in(players: &[Player], p: &Player, locale: Locale) -> String {
    match (p.user_id, p.computer) {
        (_, Some(level)) => i18n::computer_name(locale, level, computer_number(players, p)),
        (None, None) => i18n::text(locale, "open-seat", &[]),
        (Some(_), None) => p.name.clone(),
    }
}

/// Where several computers play, `p`'s number among them from 1: in seat
/// order once seated (so the seat list reads "Computer 1" before
/// "Computer 2"), in the challenge's order before.
fn computer_number(players: &[Player], p: &Player) -> Option<usize> {
    let mut computers: Vec<&Player> = players.iter().filter(|q| q.computer.is_some()).collect();
    if computers.len() < 2 {
        return None;
    }
    computers.sort_by_key(|q| (q.seat, q.slot));
    computers.iter().position(|q| q.slot == p.slot).map(|i| i + 1)
}

/// Gives the computer seats their stored (English) names, after they are
/// added and again once seated.
pub(crate) fn name_computers(players: &mut [Player]) {
    let names: Vec<String> = players.iter().map(|p| name_in(players, p, Locale::EnUs)).collect();
    for (p, name) in players.iter_mut().zip(names) {
        if p.computer.is_some() {
            p.name = name;
        }
    }
}

/// " (match)" after a game's name when it was asked for with a variant,
/// by the variant's name in `locale` ("misère", not `misere`); nothing
/// otherwise.
pub(crate) fn variant_text_in(row: &GameRow, locale: Locale) -> String {
    match row.variant.as_deref() {
        Some(id) => format!(" ({})", i18n::variant_name(locale, row.kind, id)),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    fn computer(slot: usize, seat: Option<usize>, level: Level) -> Player {
        Player {
            slot,
            user_id: None,
            name: String::new(),
            accepted: true,
            seat,
            computer: Some(level),
        }
    }

    /// The stored names read as they always did ("Computer 2 (hard)", in
    /// the challenge's order, then in seat order), and the same seats read
    /// in Spanish when the game speaks Spanish.
    #[test]
    fn computers_are_numbered_in_seat_order_and_named_in_each_language() {
        let mut players = vec![computer(1, None, Level::Hard), computer(2, None, Level::Easy)];
        name_computers(&mut players);
        assert_eq!(players[0].name, "Computer 1 (hard)");
        assert_eq!(players[1].name, "Computer 2 (easy)");
        players[0].seat = Some(1);
        players[1].seat = Some(0);
        name_computers(&mut players);
        assert_eq!(players[1].name, "Computer 1 (easy)");
        assert_eq!(who_in(&players, &players[0], Locale::EsEs), "Ordenador 2 (difícil)");
        let alone = [computer(1, Some(0), Level::Medium)];
        assert_eq!(name_in(&alone, &alone[0], Locale::EnUs), "Computer (medium)");
        assert_eq!(name_in(&alone, &alone[0], Locale::Fr), "Ordinateur (moyen)");
    }
}
