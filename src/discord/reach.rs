//! Where an interaction comes from decides what the bot may do there
//! (issue 52). Installed to a server, the bot is a member: it posts, edits
//! and sends typing as ever. Installed to a user's account, its commands
//! work in DMs, group DMs and servers that never added it, but there
//! Discord lets it only answer the interaction: a response and at most
//! five follow-ups, for fifteen minutes; a channel post is refused (50001).

use poise::serenity_prelude as serenity;
use serenity::{AuthorizingIntegrationOwner, AuthorizingIntegrationOwners, InteractionContext};

/// What the bot may do in the chat an interaction came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// A server that added the bot, or the bot's own DM with the user:
    /// posts, edits, typing and follow-ups as ever.
    Posts,
    /// A group DM, a DM between two people, or a server that did not add
    /// the bot: only answers to interactions.
    AnswersOnly,
    /// A server that did not add the bot and lets outside apps answer only
    /// privately (its **Use External Apps** permission is off).
    PrivateOnly,
}

impl Reach {
    /// The reach of an interaction from `guild` in `context`, authorized
    /// by `owners`, with the bot's permissions `have` there. A payload
    /// without a context (older ones) comes from a server that added the
    /// bot, as every interaction did before user installs.
    pub fn of(
        context: Option<InteractionContext>,
        owners: &AuthorizingIntegrationOwners,
        guild: Option<serenity::GuildId>,
        have: Option<serenity::Permissions>,
    ) -> Reach {
        match context {
            None | Some(InteractionContext::BotDm) => Reach::Posts,
            Some(InteractionContext::Guild) => {
                let installed_here = owners
                    .0
                    .iter()
                    .any(|o| matches!(o, AuthorizingIntegrationOwner::GuildInstall(Some(g)) if Some(*g) == guild));
                if installed_here {
                    Reach::Posts
                } else if have.is_some_and(|p| !p.use_external_apps()) {
                    Reach::PrivateOnly
                } else {
                    Reach::AnswersOnly
                }
            }
            Some(_) => Reach::AnswersOnly,
        }
    }

    /// The reach of a slash command.
    pub fn of_command(i: &serenity::CommandInteraction) -> Reach {
        Reach::of(
            i.context,
            &i.authorizing_integration_owners,
            i.guild_id,
            i.app_permissions,
        )
    }

    /// The reach of a button press or menu choice.
    pub fn of_press(i: &serenity::ComponentInteraction) -> Reach {
        Reach::of(
            i.context,
            &i.authorizing_integration_owners,
            i.guild_id,
            i.app_permissions,
        )
    }

    /// Whether the bot may post, edit and show typing here on its own.
    pub fn posts(self) -> bool {
        self == Reach::Posts
    }
}

/// Every command's install types and contexts, as Discord registers them:
/// installed to a server or to a user's account; used in servers, in the
/// bot's DMs and in other DMs and group DMs, except a command that only
/// makes sense in a server (`/settings`).
pub fn contexts(server_only: bool) -> (Vec<serenity::InstallationContext>, Vec<InteractionContext>) {
    let install = vec![
        serenity::InstallationContext::Guild,
        serenity::InstallationContext::User,
    ];
    let used = if server_only {
        vec![InteractionContext::Guild]
    } else {
        vec![
            InteractionContext::Guild,
            InteractionContext::BotDm,
            InteractionContext::PrivateChannel,
        ]
    };
    (install, used)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn owners(json: serde_json::Value) -> AuthorizingIntegrationOwners {
        serde_json::from_value(json).unwrap()
    }

    #[test]
    fn only_a_server_that_added_the_bot_and_its_own_dms_let_it_post() {
        let guild = Some(serenity::GuildId::new(5));
        let all = Some(serenity::Permissions::all());
        let server = owners(serde_json::json!({"0": "5", "1": "11"}));
        let user = owners(serde_json::json!({"1": "11"}));
        assert_eq!(
            Reach::of(Some(InteractionContext::Guild), &server, guild, all),
            Reach::Posts
        );
        assert_eq!(Reach::of(None, &user, guild, all), Reach::Posts);
        assert_eq!(
            Reach::of(Some(InteractionContext::BotDm), &user, None, all),
            Reach::Posts
        );
        assert_eq!(
            Reach::of(Some(InteractionContext::PrivateChannel), &user, None, all),
            Reach::AnswersOnly
        );
        assert_eq!(
            Reach::of(Some(InteractionContext::Guild), &user, guild, all),
            Reach::AnswersOnly
        );
        // Installed to another server: not a member of this one.
        let elsewhere = owners(serde_json::json!({"0": "6", "1": "11"}));
        assert_eq!(
            Reach::of(Some(InteractionContext::Guild), &elsewhere, guild, all),
            Reach::AnswersOnly
        );
        let no_external = serenity::Permissions::all() - serenity::Permissions::USE_EXTERNAL_APPS;
        assert_eq!(
            Reach::of(Some(InteractionContext::Guild), &user, guild, Some(no_external)),
            Reach::PrivateOnly
        );
        assert_eq!(
            Reach::of(Some(InteractionContext::Guild), &server, guild, Some(no_external)),
            Reach::Posts
        );
    }
}
