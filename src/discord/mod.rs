//! The Discord front end: poise slash commands, autocomplete and buttons,
//! each a thin call into [`Service`] and a translation of its replies.
//!
//! The client is built from an `Http` whose base URL can be set, so the bot
//! can run behind a Discord API proxy and the tests can point it at a fake
//! Discord on 127.0.0.1.

mod commands;
mod computer;
mod send;
mod timers;

use crate::service::Service;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

pub use commands::all as commands;

/// What every command can reach.
pub struct Data {
    pub service: Arc<Service>,
    /// How long a command may run before its response is deferred.
    pub defer_after: std::time::Duration,
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// How to reach Discord.
#[derive(Clone, Debug, Default)]
pub struct Connection {
    pub token: String,
    /// `None` for Discord itself; otherwise scheme, host and port of an API
    /// proxy or a fake Discord (e.g. `http://127.0.0.1:4000`).
    pub api_base_url: Option<String>,
    /// Register commands in this server only (instant), not globally.
    pub dev_guild_id: Option<u64>,
    /// How long a command may run before its response is deferred
    /// (`None`: 1.5 s, well inside Discord's 3 s). Tests set it to zero.
    pub defer_after: Option<std::time::Duration>,
    /// How often reminders and deadlines are checked (`None`: every minute).
    pub tick_every: Option<std::time::Duration>,
}

/// Builds the client; start it with `client.start()`.
pub async fn build_client(conn: &Connection, service: Arc<Service>) -> Result<serenity::Client, serenity::Error> {
    let mut http = serenity::HttpBuilder::new(&conn.token);
    if let Some(base) = &conn.api_base_url {
        // serenity only routes through a proxy when its own rate limiter is
        // off; a proxy or fake in front of Discord does the limiting then.
        http = http.proxy(base.trim_end_matches('/')).ratelimiter_disabled(true);
    }
    let dev_guild = conn.dev_guild_id;
    let defer_after = conn.defer_after.unwrap_or(std::time::Duration::from_millis(1500));
    let tick_every = conn.tick_every.unwrap_or(std::time::Duration::from_secs(60));
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            event_handler: |ctx, event, _framework, data| Box::pin(commands::on_event(ctx, event, data)),
            on_error: |error| Box::pin(on_error(error)),
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                let cmds = &framework.options().commands;
                match dev_guild {
                    Some(g) => poise::builtins::register_in_guild(ctx, cmds, serenity::GuildId::new(g)).await?,
                    None => poise::builtins::register_globally(ctx, cmds).await?,
                }
                tracing::info!("commands registered");
                timers::spawn(ctx.http.clone(), service.clone(), tick_every);
                Ok(Data { service, defer_after })
            })
        })
        .build();
    let intents = serenity::GatewayIntents::GUILDS;
    serenity::ClientBuilder::new_with_http(http.build(), intents)
        .framework(framework)
        .await
}

/// Logs the problem and tells the user privately; the bot keeps running.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = ctx.command().name, "command failed: {error}");
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content("Something went wrong on my side and nothing was changed. Please try again.")
                        .ephemeral(true),
                )
                .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {e}");
            }
        }
    }
}
