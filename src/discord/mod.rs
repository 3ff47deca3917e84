//! The Discord front end: poise slash commands, autocomplete and buttons,
//! each a thin call into [`Service`] and a translation of its replies.
//!
//! The client is built from an `Http` whose base URL can be set, so the bot
//! can run behind a Discord API proxy and the tests can point it at a fake
//! Discord on 127.0.0.1.

mod card;
mod commands;
mod computer;
pub mod emojis;
mod followups;
mod gate;
mod permissions;
mod press;
mod reach;
mod register;
mod send;
mod status;
mod timers;
mod turns;
mod uploads;

use crate::config::ShardRange;
use crate::service::Service;
use gate::Gate;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

pub use commands::all as commands;
pub use register::StartError;
pub use timers::COMPUTER_POLL;

/// What every command can reach.
pub struct Data {
    pub service: Arc<Service>,
    /// How long a command or button may run before its response is deferred.
    pub defer_after: Duration,
    /// Closed at shutdown: new interactions are turned away politely.
    pub gate: Arc<Gate>,
    /// Each game's turn message, edited by the decisions of the turn.
    pub turns: Arc<turns::Turns>,
    /// The tile faces synced as the application's emojis (filled in the
    /// background after the start; see [`emojis`]).
    pub emojis: emojis::Emojis,
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
    /// The gateway shards this process runs (`None`: as many as Discord
    /// recommends, all here).
    pub shards: Option<ShardRange>,
    /// How long a command or button may run before its response is
    /// deferred (`None`: 1.5 s, well inside Discord's 3 s). Tests set it
    /// to zero.
    pub defer_after: Option<Duration>,
    /// How often reminders and deadlines are checked (`None`: every minute).
    pub tick_every: Option<Duration>,
    /// The first wait before registration is tried again (`None`: 1 s,
    /// doubling each time).
    pub retry_after: Option<Duration>,
    /// How often the gateway's state is recorded for `health` (`None`:
    /// [`crate::service::REPORT_EVERY`]).
    pub report_every: Option<Duration>,
}

/// How long a shutdown waits for the interactions in flight.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

/// How long a shutdown waits for the gateway client to end once asked.
const SHUTDOWN_WAIT: Duration = Duration::from_secs(5);

/// The bot, connected and answering.
pub struct Running {
    shards: Arc<serenity::ShardManager>,
    gate: Arc<Gate>,
    task: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    reporter: status::Reporter,
}

/// Registers the commands (retrying passing failures; a lasting one stops
/// the start with a message that says what to fix), then connects with the
/// configured range of gateway shards, or as many as Discord recommends.
pub async fn start(conn: &Connection, service: Arc<Service>) -> Result<Running, StartError> {
    let gate = Arc::new(Gate::default());
    let http = http(conn);
    let cmds = commands();
    let first_wait = conn.retry_after.unwrap_or(Duration::from_secs(1));
    register::register(&http, &cmds, conn.dev_guild_id, first_wait).await?;
    let total = Arc::new(status::Total::of(conn.shards));
    let mut client = build_client(conn, http, cmds, service.clone(), gate.clone(), total.clone()).await?;
    let shards = client.shard_manager.clone();
    let every = conn.report_every.unwrap_or(crate::service::REPORT_EVERY);
    let reporter = status::Reporter::spawn(shards.clone(), service, total, every);
    let sharding = Sharding::of(conn.shards);
    match conn.shards {
        Some(range) => tracing::info!("connecting to the gateway: {range}"),
        None => tracing::info!("connecting to the gateway: as many shards as Discord recommends (autosharded)"),
    }
    let task = tokio::spawn(async move {
        match sharding {
            Sharding::Auto => client.start_autosharded().await,
            Sharding::Range { ids, total } => client.start_shard_range(ids, total).await,
        }
    });
    Ok(Running {
        shards,
        gate,
        task,
        reporter,
    })
}

/// How the gateway client is started: the arguments of serenity's
/// `start_autosharded` or `start_shard_range`.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Sharding {
    Auto,
    /// serenity 0.12's `start_shard_range` takes a `Range` but starts its
    /// `end` too (it boots `end - start + 1` shards), so `ids` is
    /// `first..last`, not `first..last + 1`: that would start one shard too
    /// many, and past the total for the last process.
    Range {
        ids: std::ops::Range<u32>,
        total: u32,
    },
}

impl Sharding {
    fn of(range: Option<ShardRange>) -> Sharding {
        match range {
            None => Sharding::Auto,
            Some(r) => Sharding::Range {
                ids: r.first..r.last,
                total: r.total,
            },
        }
    }
}

impl Running {
    /// Runs until `stop` resolves (or the connection ends for good), then
    /// shuts down: new interactions are turned away, those in flight get up
    /// to `grace` to finish, and the gateway is closed.
    pub async fn run_until(
        mut self,
        stop: impl std::future::Future<Output = ()>,
        grace: Duration,
    ) -> Result<(), Error> {
        tokio::select! {
            ended = &mut self.task => {
                self.reporter.stop().await;
                return Ok(ended??);
            }
            () = stop => {}
        }
        self.stop(grace).await;
        Ok(())
    }

    /// Shuts down as [`Running::run_until`] does.
    pub async fn stop(self, grace: Duration) {
        let left = self.gate.close(grace).await;
        if left > 0 {
            tracing::warn!(
                left,
                "stopping with work in flight; what it owes is posted after the restart"
            );
        }
        // `shutdown_all` does nothing while no shard runner exists yet (a
        // stop right after registration, while the client still asks for
        // the gateway), so it is asked again until the client has ended;
        // after `SHUTDOWN_WAIT` the client task is dropped outright.
        self.reporter.stop().await;
        let mut task = self.task;
        let deadline = tokio::time::Instant::now() + SHUTDOWN_WAIT;
        loop {
            self.shards.shutdown_all().await;
            match tokio::time::timeout(Duration::from_millis(200), &mut task).await {
                Ok(_) => return,
                Err(_) if tokio::time::Instant::now() >= deadline => break,
                Err(_) => {}
            }
        }
        tracing::warn!("the gateway client did not end; dropping it");
        task.abort();
        let _ = task.await;
    }
}

fn http(conn: &Connection) -> serenity::Http {
    let mut http = serenity::HttpBuilder::new(&conn.token);
    if let Some(base) = &conn.api_base_url {
        // serenity only routes through a proxy when its own rate limiter is
        // off; a proxy or fake in front of Discord does the limiting then.
        http = http.proxy(base.trim_end_matches('/')).ratelimiter_disabled(true);
    }
    http.build()
}

async fn build_client(
    conn: &Connection,
    http: serenity::Http,
    cmds: Vec<poise::Command<Data, Error>>,
    service: Arc<Service>,
    gate: Arc<Gate>,
    total: Arc<status::Total>,
) -> Result<serenity::Client, serenity::Error> {
    let defer_after = conn.defer_after.unwrap_or(Duration::from_millis(1500));
    let tick_every = conn.tick_every.unwrap_or(Duration::from_secs(60));
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: cmds,
            event_handler: |ctx, event, _framework, data| Box::pin(press::on_event(ctx, event, data)),
            on_error: |error| Box::pin(on_error(error)),
            ..Default::default()
        })
        .setup(move |ctx, ready, _framework| {
            total.learn(ready);
            Box::pin(async move {
                let turns = Arc::new(turns::Turns::new(service.clone()));
                timers::spawn(
                    ctx.http.clone(),
                    service.clone(),
                    gate.clone(),
                    turns.clone(),
                    tick_every,
                );
                let emojis = emojis::Emojis::default();
                emojis::spawn(ctx.http.clone(), emojis.clone());
                Ok(Data {
                    service,
                    defer_after,
                    gate,
                    turns,
                    emojis,
                })
            })
        })
        .build();
    let intents = serenity::GatewayIntents::GUILDS;
    serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
}

/// Said when a command failed after the service answered (Discord refused
/// or lost a message): what was asked may have been done, so the caller
/// is told how to see the game as it is, not that nothing changed
/// (`trouble-answer-failed`, in the caller's language).
fn answer_failed(locale: Option<&str>) -> String {
    let locale = crate::i18n::Locale::reading(locale.unwrap_or_default());
    crate::i18n::text(locale, "trouble-answer-failed", &[])
}

/// Logs the problem and tells the user privately; the bot keeps running.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = ctx.command().name, "command failed: {error}");
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content(answer_failed(ctx.locale()))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Discord registers exactly the catalogue's commands, in its order,
    /// each described by its line of help in English (`commands.ftl`).
    #[test]
    fn the_registered_commands_are_the_catalogues() {
        let registered = commands();
        let catalogue = crate::service::catalogue::CATALOGUE;
        let names: Vec<&str> = registered.iter().map(|c| c.name.as_str()).collect();
        let expected: Vec<&str> = catalogue.iter().map(|f| f.name).collect();
        assert_eq!(names, expected);
        for (c, f) in registered.iter().zip(&catalogue) {
            let help = f.help_in(crate::i18n::Locale::EnUs);
            assert_eq!(c.description.as_deref(), Some(help.as_str()), "{}", f.name);
        }
    }

    /// The shards serenity boots for `start_shard_range(ids, total)`
    /// (`ShardManager::set_shards(start, end - start + 1, total)`).
    fn booted(ids: &std::ops::Range<u32>, total: u32) -> Vec<(u32, u32)> {
        (ids.start..=ids.end).map(|id| (id, total)).collect()
    }

    #[test]
    fn no_range_is_autosharded() {
        assert_eq!(Sharding::of(None), Sharding::Auto);
    }

    #[test]
    fn a_range_starts_exactly_its_shards() {
        let cases = [(0, 3, 8), (4, 7, 8), (5, 5, 8), (0, 0, 1)];
        for (first, last, total) in cases {
            let range = ShardRange { first, last, total };
            let Sharding::Range { ids, total: t } = Sharding::of(Some(range)) else {
                panic!("{range} was autosharded");
            };
            let expected: Vec<(u32, u32)> = (first..=last).map(|id| (id, total)).collect();
            assert_eq!(booted(&ids, t), expected, "{range}");
            assert_eq!(booted(&ids, t).len(), range.count() as usize);
        }
    }
}
