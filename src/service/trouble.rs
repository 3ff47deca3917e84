//! What a player reads when the database fails for operational reasons
//! (see `store::Trouble`): what happened, that nothing changed, and what
//! they can do. Always private; the operator's details go to the log.

use crate::i18n::{self, Locale};
use crate::store::Trouble;

/// The private answer to a command the database could not serve, in
/// `locale`.
pub(crate) fn refusal(trouble: Trouble, locale: Locale) -> String {
    let key = match trouble {
        Trouble::Busy => "trouble-busy",
        Trouble::Full => "trouble-full",
        Trouble::ReadOnly => "trouble-read-only",
        Trouble::Damaged => "trouble-damaged",
        Trouble::Unreachable => "trouble-unreachable",
    };
    i18n::text(locale, key, &[])
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
            let text = refusal(trouble, Locale::EnUs);
            assert!(text.contains(says), "{trouble:?}: {text}");
            assert!(text.contains("nothing was changed"), "{trouble:?}: {text}");
            assert!(text.len() < 2000);
            for locale in [Locale::EsEs, Locale::Fr] {
                assert_ne!(refusal(trouble, locale), text, "{trouble:?} in {locale:?}");
            }
        }
    }
}
