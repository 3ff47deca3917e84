//! What the bot must be allowed to do in a channel to run a game there.
//! Discord sends the bot's permissions in the channel with every
//! interaction (`app_permissions`), so a missing one is known before any
//! work: `/play` is refused with the list, and a game that has lost them
//! tells the player who acts next instead of stalling with posts that fail.

use crate::i18n::{self, Locale};
use crate::service::Command;
use poise::serenity_prelude::Permissions;

/// A game's public messages: read the channel, post, attach the picture.
fn needed(in_thread: bool, new_thread: bool) -> Permissions {
    let mut p = Permissions::VIEW_CHANNEL | Permissions::ATTACH_FILES;
    p |= if in_thread {
        Permissions::SEND_MESSAGES_IN_THREADS
    } else {
        Permissions::SEND_MESSAGES
    };
    if new_thread {
        p |= Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS;
    }
    p
}

/// Commands whose answers may be posted in the channel; the others answer
/// only the caller, which needs no permission in the channel.
pub fn posts_publicly(command: &str) -> bool {
    Command::named(command).is_none_or(|c| c.facts().public)
}

/// The permissions the bot lacks here, by name; empty when it has them all
/// or Discord did not say (direct messages, older payloads).
pub fn missing(have: Option<Permissions>, in_thread: bool, new_thread: bool) -> Vec<String> {
    let Some(have) = have else { return Vec::new() };
    if have.administrator() {
        return Vec::new();
    }
    let lacking = needed(in_thread, new_thread) - have;
    lacking.get_permission_names().into_iter().map(str::to_string).collect()
}

/// Whether the bot may delete a thread it made: only with Manage Threads
/// (or as an administrator). Without, a challenge refused in its new
/// thread archives the thread instead.
pub fn may_delete_threads(have: Option<Permissions>) -> bool {
    have.is_some_and(|p| p.administrator() || p.manage_threads())
}

/// The note for a refused challenge whose empty thread could be neither
/// deleted nor archived.
pub fn thread_left_note(thread: u64, locale: Locale) -> String {
    i18n::text(locale, "front-thread-left", &[("thread", thread.to_string().into())])
}

/// The private answer when permissions are missing, in `locale`: what,
/// and who can fix it. Permissions are named as Discord names them in
/// English (its settings show them in the reader's language).
pub fn refusal(missing: &[String], starting: bool, locale: Locale) -> String {
    let list = missing
        .iter()
        .map(|m| format!("**{m}**"))
        .collect::<Vec<_>>()
        .join(", ");
    let key = if starting {
        "front-missing-to-start"
    } else {
        "front-missing-to-go-on"
    };
    let facts = [
        ("list", i18n::Arg::from(list)),
        ("count", i18n::Arg::count(missing.len())),
    ];
    i18n::text(locale, key, &facts)
}

#[cfg(test)]
mod tests {
    #[test]
    fn only_manage_threads_or_administrator_may_delete_a_thread() {
        use super::{Permissions, may_delete_threads};
        assert!(!may_delete_threads(None));
        let readme = Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES
            | Permissions::SEND_MESSAGES_IN_THREADS
            | Permissions::CREATE_PUBLIC_THREADS;
        assert!(!may_delete_threads(Some(readme)));
        assert!(may_delete_threads(Some(readme | Permissions::MANAGE_THREADS)));
        assert!(may_delete_threads(Some(Permissions::ADMINISTRATOR)));
    }

    use super::*;

    #[test]
    fn the_picture_needs_attach_files_and_a_thread_needs_its_own_permissions() {
        let post = Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES;
        assert_eq!(missing(Some(post), false, false), vec!["Attach Files"]);
        assert!(missing(Some(post | Permissions::ATTACH_FILES), false, false).is_empty());
        let in_thread = missing(Some(post | Permissions::ATTACH_FILES), true, false);
        assert_eq!(in_thread, vec!["Send Messages in Threads"]);
        assert!(missing(Some(Permissions::ADMINISTRATOR), true, true).is_empty());
        assert!(missing(None, false, false).is_empty());
        let text = refusal(&missing(Some(post), false, true), true, Locale::EnUs);
        assert!(
            text.contains("**Attach Files**") && text.contains("Create Public Threads"),
            "{text}"
        );
        assert!(text.contains("give me those permissions"), "{text}");
        let one = refusal(&missing(Some(post), false, false), true, Locale::EsEs);
        assert!(
            one.starts_with("No puedo llevar una partida en este canal: me falta **Attach Files**"),
            "{one}"
        );
        assert!(one.contains("ese permiso"), "{one}");
    }
}
