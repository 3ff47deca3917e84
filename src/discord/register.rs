//! Registering the slash commands, before the bot connects to the gateway:
//! a bot whose commands are not registered answers nothing, so it must not
//! sit connected and deaf. Passing failures (Discord down, rate limits) are
//! retried with a doubling wait; if registration still fails, or fails in a
//! way no retry can mend (a wrong token, a server the bot is not in), the
//! bot stops with a message that says what to fix.

use super::{Data, Error};
use poise::serenity_prelude as serenity;
use std::time::Duration;

/// How many times registration is tried before the bot gives up.
pub const ATTEMPTS: u32 = 5;

/// Why the bot could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(
        "Discord refused the token ({0}). Check DISCORD_TOKEN: it must be the bot token from the Developer Portal (Bot → Reset Token)."
    )]
    BadToken(String),
    #[error(
        "Discord refused to register the commands in server {guild} ({why}). The bot is not in that server, or was invited without the `applications.commands` scope: invite it with the `bot` and `applications.commands` scopes, or remove `dev_guild_id` from the config to register the commands globally."
    )]
    GuildRefused { guild: u64, why: String },
    #[error("Discord refused the commands ({0}). This is a bug in the bot's command list; please report it.")]
    Refused(String),
    #[error(
        "Could not register the slash commands after {attempts} tries ({why}). Discord (or the proxy in `api_base_url`) may be down; try again later."
    )]
    GaveUp { attempts: u32, why: String },
    #[error("Could not connect to Discord: {0}")]
    Client(#[from] serenity::Error),
}

/// Whether a failed request is worth trying again, and what it says.
fn classify(e: &serenity::Error) -> (Option<u16>, String) {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => (
            Some(r.status_code.as_u16()),
            format!("{} {}", r.status_code, r.error.message),
        ),
        other => (None, other.to_string()),
    }
}

/// A failure no retry mends, as the error to stop with.
fn lasting(status: Option<u16>, why: &str, guild: Option<u64>) -> Option<StartError> {
    match (status?, guild) {
        (401, _) => Some(StartError::BadToken(why.to_string())),
        (403 | 404, Some(guild)) => Some(StartError::GuildRefused {
            guild,
            why: why.to_string(),
        }),
        (403, None) => Some(StartError::BadToken(why.to_string())),
        (s, _) if (400..500).contains(&s) && s != 429 => Some(StartError::Refused(why.to_string())),
        _ => None,
    }
}

/// One try: the application's id (the commands' address), then the whole
/// command list in one request.
async fn register_once(
    http: &serenity::Http,
    commands: &[poise::Command<Data, Error>],
    guild: Option<u64>,
) -> Result<(), serenity::Error> {
    let app = http.get_current_application_info().await?;
    http.set_application_id(app.id);
    let create = poise::builtins::create_application_commands(commands);
    match guild {
        Some(g) => {
            serenity::GuildId::new(g).set_commands(http, create).await?;
        }
        None => {
            serenity::Command::set_global_commands(http, create).await?;
        }
    }
    Ok(())
}

/// Registers the commands, retrying passing failures `ATTEMPTS` times with
/// waits of `first_wait`, twice that, and so on.
pub async fn register(
    http: &serenity::Http,
    commands: &[poise::Command<Data, Error>],
    guild: Option<u64>,
    first_wait: Duration,
) -> Result<(), StartError> {
    let mut wait = first_wait;
    let mut last = String::new();
    for attempt in 1..=ATTEMPTS {
        match register_once(http, commands, guild).await {
            Ok(()) => {
                tracing::info!(attempt, "commands registered");
                return Ok(());
            }
            Err(e) => {
                let (status, why) = classify(&e);
                if let Some(fatal) = lasting(status, &why, guild) {
                    return Err(fatal);
                }
                tracing::warn!(attempt, "registering the commands failed: {why}");
                last = why;
            }
        }
        if attempt < ATTEMPTS {
            tokio::time::sleep(wait).await;
            wait *= 2;
        }
    }
    Err(StartError::GaveUp {
        attempts: ATTEMPTS,
        why: last,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_passing_failures_are_retried() {
        assert!(lasting(Some(500), "500", None).is_none());
        assert!(lasting(Some(502), "502", Some(1)).is_none());
        assert!(lasting(Some(429), "429", None).is_none());
        assert!(lasting(None, "connection refused", None).is_none());
        assert!(matches!(lasting(Some(401), "401", None), Some(StartError::BadToken(_))));
        assert!(matches!(
            lasting(Some(403), "403", Some(7)),
            Some(StartError::GuildRefused { guild: 7, .. })
        ));
        assert!(matches!(lasting(Some(400), "400", None), Some(StartError::Refused(_))));
    }

    #[test]
    fn the_messages_say_what_to_fix() {
        let e = StartError::GuildRefused {
            guild: 7,
            why: "403 Forbidden".into(),
        };
        let text = e.to_string();
        assert!(text.contains("server 7") && text.contains("dev_guild_id"), "{text}");
        assert!(StartError::BadToken("401".into()).to_string().contains("DISCORD_TOKEN"));
    }
}
