//! The words of a local line read into the service's typed options, once,
//! at the edge (Discord's choices map to the same types in
//! `discord/commands.rs`). A word that names nothing is refused with the
//! service's own refusal, so both front ends say the same.

use crate::engine::GameKind;
use crate::engine::adding::Goal;
use crate::service::NotifyMode;
use crate::service::{ChallengeRefusal, Period, PuzzleRefusal, Refusal, ShowRefusal, WaitRefusal};

/// The game of `/play game:`.
pub fn table_game(word: &str) -> Result<GameKind, Refusal> {
    GameKind::parse(word).ok_or_else(|| ChallengeRefusal::UnknownGame { game: word.to_string() }.into())
}

/// The game a list is narrowed to (`/leaderboard`, `/history`): none when
/// the option is missing or blank.
pub fn listed_game(word: Option<&str>) -> Result<Option<GameKind>, Refusal> {
    optional(word, GameKind::parse, |game| ShowRefusal::UnknownGame { game }.into())
}

/// The game of `/rules` and `/help`, any game (none: the list of games,
/// or of commands).
pub fn any_game(word: Option<&str>) -> Result<Option<GameKind>, Refusal> {
    optional(word, GameKind::parse, |game| {
        ShowRefusal::UnknownRulesGame { game }.into()
    })
}

/// The goal of `/puzzle` (none: the seed's goal).
pub fn goal(word: Option<&str>) -> Result<Option<Goal>, Refusal> {
    optional(word, Goal::parse, |goal| PuzzleRefusal::UnknownGoal { goal }.into())
}

/// An optional word read by `parse`: none when missing or blank, and the
/// refusal `unknown` makes of a word that names nothing.
fn optional<T>(
    word: Option<&str>,
    parse: impl Fn(&str) -> Option<T>,
    unknown: impl Fn(String) -> Refusal,
) -> Result<Option<T>, Refusal> {
    match word.map(str::trim).filter(|w| !w.is_empty()) {
        None => Ok(None),
        Some(w) => parse(w).map(Some).ok_or_else(|| unknown(w.to_string())),
    }
}

/// The period of `/leaderboard` (none: all time).
pub fn period(word: Option<&str>) -> Result<Period, Refusal> {
    Period::parse(word).ok_or_else(|| ShowRefusal::Period.into())
}

/// The mode of `/notify`.
pub fn notify_mode(word: &str) -> Result<NotifyMode, Refusal> {
    NotifyMode::parse(word).ok_or_else(|| WaitRefusal::NotifyMode.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_become_typed_options_and_unknown_words_their_refusals() {
        assert_eq!(table_game("the tree"), Ok(GameKind::Tree));
        assert!(matches!(
            table_game("chess"),
            Err(Refusal::Challenge(ChallengeRefusal::UnknownGame { game })) if game == "chess"
        ));
        assert_eq!(listed_game(Some("  ")), Ok(None));
        assert_eq!(listed_game(Some("draw")), Ok(Some(GameKind::Draw)));
        assert!(matches!(
            listed_game(Some("chess")),
            Err(Refusal::Show(ShowRefusal::UnknownGame { .. }))
        ));
        assert_eq!(period(None), Ok(Period::All));
        assert_eq!(period(Some("week")), Ok(Period::Week));
        assert_eq!(period(Some("fortnight")), Err(ShowRefusal::Period.into()));
        assert_eq!(notify_mode("dm"), Ok(NotifyMode::Direct));
        assert_eq!(notify_mode("sometimes"), Err(WaitRefusal::NotifyMode.into()));
        assert_eq!(any_game(Some("adding")), Ok(Some(GameKind::Adding)));
        assert!(matches!(
            any_game(Some("chess")),
            Err(Refusal::Show(ShowRefusal::UnknownRulesGame { .. }))
        ));
        assert_eq!(goal(Some("rectangle")), Ok(Some(Goal::Rectangle)));
        assert_eq!(goal(None), Ok(None));
        assert!(matches!(
            goal(Some("circle")),
            Err(Refusal::Puzzle(PuzzleRefusal::UnknownGoal { .. }))
        ));
    }
}
