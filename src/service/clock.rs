//! The clock line under a game's board: who is to act, by when once the
//! deadline is near, or that the game is paused; in the game's language.

use super::Service;
use super::game::Live;
use super::waiting::{Deadline, deadline, duration_words};
use crate::engine::Line;
use crate::engine::event::Part;
use crate::engine::event::seat;
use crate::i18n::{self, Arg, Locale};
use crate::store::Status;

/// From this many seconds before a deadline on, the pictures say when it is.
const CLOCK_NEAR: i64 = 24 * 3600;

/// Stands for the players in a sentence of the catalogue while it is
/// worded, so that they can be put back as seats, which the picture names
/// (a private-use character no sentence holds).
const WHO: &str = "\u{E000}";

impl Live {
    /// The line under the board about time, in the game's language.
    pub(crate) fn clock_line(&self, svc: &Service) -> Option<Line> {
        if self.row.status != Status::Active {
            return None;
        }
        let locale = self.locale();
        if self.row.wait.paused_at.is_some() {
            return Some(i18n::text(locale, "clock-paused", &[]).into());
        }
        let said = |key: &str, who: Line, facts: &[(&str, Arg)]| said_about(locale, key, &who, facts);
        // The computer has no deadline: while only it is to act, say only that.
        let people = self.seats_to_act(true);
        if people.is_empty() {
            let computers = self.seats_to_act(false);
            return (!computers.is_empty()).then(|| said("clock-to-play", computers, &[]));
        }
        let settings = svc.store.guild_settings(self.row.guild_id).ok()?;
        Some(match deadline(&self.row, &settings, svc.now())? {
            // A deadline days away is no news on every picture: the time
            // is told once it is near.
            Deadline::Ahead(left) if left > CLOCK_NEAR => said("clock-to-move", people, &[]),
            Deadline::Ahead(left) => {
                let moment = ("moment", moment(locale, svc.now() + left).into());
                let left = ("left", duration_words(locale, left).into());
                said("clock-to-move-by", people, &[moment, left])
            }
            Deadline::Passed(_) => said("clock-run-out", people, &[]),
        })
    }

    /// The seats to act now that people play (`people`) or the computer,
    /// joined into one line by the language's "and".
    fn seats_to_act(&self, people: bool) -> Line {
        let chosen: Vec<Line> = self
            .game
            .to_act()
            .seats()
            .into_iter()
            .filter(|&s| {
                self.row
                    .player_at_seat(s)
                    .is_some_and(|p| p.user_id.is_some() == people)
            })
            .map(|s| crate::engine::line!(seat(s)))
            .collect();
        Line::join(&chosen, &and_joiner(self.locale()))
    }
}

/// What `locale` puts between two names in a list (" and ", " y ").
fn and_joiner(locale: Locale) -> String {
    let both = i18n::text(locale, "list-and", &[("first", WHO.into()), ("second", WHO.into())]);
    both.trim_matches(WHO.chars().next().unwrap_or_default()).to_string()
}

/// The catalogue's sentence `key` in `locale` about `who` (`$who`), kept
/// a line of seats so that the picture names them.
fn said_about(locale: Locale, key: &str, who: &Line, facts: &[(&str, Arg)]) -> Line {
    let mut args = vec![("who", Arg::from(WHO))];
    args.extend(facts.iter().cloned());
    let text = i18n::text(locale, key, &args);
    let mut parts = Vec::new();
    for (i, piece) in text.split(WHO).enumerate() {
        if i > 0 {
            parts.extend(who.parts().iter().cloned());
        }
        parts.push(Part::Text(piece.to_string()));
    }
    Line::from_parts(parts)
}

/// `3 May, 14:05 UTC` in `locale`: a moment for a picture, which does not
/// change as time goes by (a "5 hours from now" would).
fn moment(locale: Locale, unix: i64) -> String {
    let (_, month, day) = crate::calendar::ymd(unix);
    let minutes = unix.rem_euclid(86_400) / 60;
    let time = format!("{:02}:{:02}", minutes / 60, minutes % 60);
    let facts = [
        ("day", Arg::Number(day.into())),
        ("month", Arg::Number(month.into())),
        ("time", time.into()),
    ];
    i18n::text(locale, "clock-moment", &facts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;

    fn named(line: &Line) -> String {
        line.words(&|s: Seat| format!("P{}", s + 1))
    }

    /// The moment reads in English as the calendar always wrote it, and in
    /// each language's own words.
    #[test]
    fn a_deadlines_moment_reads_as_before_in_english_and_in_each_language() {
        let unix = 1_777_766_399;
        assert_eq!(moment(Locale::EnUs, unix), crate::calendar::moment(unix));
        assert_eq!(moment(Locale::EsEs, unix), "2 de mayo a las 23:59 UTC");
        assert_eq!(moment(Locale::Fr, unix), "2 mai à 23:59 UTC");
    }

    /// The players stay seats in every language (the picture names them),
    /// joined by the language's "and".
    #[test]
    fn the_clock_line_names_its_players_as_seats_in_each_language() {
        let two = Line::join(
            &[crate::engine::line!(seat(0)), crate::engine::line!(seat(1))],
            &and_joiner(Locale::EsEs),
        );
        let line = said_about(Locale::EsEs, "clock-to-move", &two, &[]);
        assert_eq!(named(&line), "Le toca jugar a P1 y P2.");
        assert_eq!(line.seats().count(), 2);
        let english = said_about(Locale::EnUs, "clock-run-out", &crate::engine::line!(seat(0)), &[]);
        assert_eq!(
            named(&english),
            "P1's time to move has run out: the others may /claim the win."
        );
    }

    /// A Spanish server's game: the clock line under its board is
    /// Spanish, from the computer's turn to a near deadline, and the
    /// picture names the computer in Spanish.
    #[test]
    fn a_spanish_games_clock_line_is_spanish() {
        use crate::service::{Ctx, ManualClock, Seeds, User};
        use crate::store::Store;
        use std::sync::Arc;
        use std::sync::atomic::AtomicU64;
        let clock = Arc::new(ManualClock::starting_at(1_700_000_000));
        let svc = Service::new(
            Store::scratch().unwrap(),
            Box::new(clock.clone()),
            Seeds::Fixed(AtomicU64::new(1)),
        );
        let ctx = Ctx {
            guild: 1,
            channel: 2,
            user: User {
                id: 3,
                name: "Ayesha".into(),
            },
            locale: Locale::EnUs,
            guild_locale: Some(Locale::EsEs),
        };
        let level = [crate::ai::Level::Medium];
        svc.play_against(&ctx, crate::engine::GameKind::Draw, &[], &level, Some("match"));
        let clock_line = |svc: &Service| {
            let live = svc.live_game(&ctx).unwrap();
            let notes = live.picture_view(svc).notes;
            crate::render::named(&notes[0], &live.names())
        };
        // As in the English test of the picture's notes, Ayesha opened.
        assert_eq!(clock_line(&svc), "Turno de Ordenador (medio).");
        assert!(!svc.play_computers(ctx.channel).is_empty());
        assert_eq!(clock_line(&svc), "Le toca jugar a Ayesha.");
        clock.advance(6 * 86_400 + 12 * 3600);
        let near = clock_line(&svc);
        assert!(near.starts_with("Le toca jugar a Ayesha antes del "), "{near}");
        assert!(near.ends_with("(tiempo restante: 12 horas)."), "{near}");
    }
}
