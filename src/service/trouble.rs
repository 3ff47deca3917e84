//! What a player reads when the database fails for operational reasons
//! (see `store::Trouble`): what happened, that nothing changed, and what
//! they can do. Always private; the operator's details go to the log.

use crate::store::Trouble;

/// The private answer to a command the database could not serve.
pub(crate) fn refusal(trouble: Trouble) -> &'static str {
    match trouble {
        Trouble::Busy => {
            "The database is busy right now, so your command was not applied and nothing was changed. Please try again in a moment."
        }
        Trouble::Full => {
            "The bot's storage is full, so your command could not be saved and nothing was changed. Please tell the server admins; it works again once they make room."
        }
        Trouble::ReadOnly => {
            "The bot's database accepts no changes right now (it is read-only), so nothing was changed. Please tell the server admins."
        }
        Trouble::Damaged => {
            "The bot's database is damaged, so your command was not applied and nothing was changed. Please tell the server admins (the details are in the bot's log)."
        }
        Trouble::Unreachable => {
            "I cannot reach my database right now, so your command was not applied and nothing was changed. Please try again in a few minutes; if it keeps happening, tell the server admins."
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_failure_says_what_it_is_and_that_nothing_changed() {
        let all = [
            (Trouble::Busy, "busy"),
            (Trouble::Full, "full"),
            (Trouble::ReadOnly, "read-only"),
            (Trouble::Damaged, "damaged"),
            (Trouble::Unreachable, "cannot reach"),
        ];
        for (trouble, says) in all {
            let text = refusal(trouble);
            assert!(text.contains(says), "{trouble:?}: {text}");
            assert!(text.contains("nothing was changed"), "{trouble:?}: {text}");
            assert!(text.len() < 2000);
        }
    }
}
