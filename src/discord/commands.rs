//! The slash commands. Each body is a call into the service (on a blocking
//! thread: SQLite and PNG encoding must not stall the gateway) and a
//! translation of its replies.

use super::computer::Outlet;
use super::followups::Followups;
use super::gate::Pass;
use super::reach::Reach;
use super::turns::{Edit, Turns};
use super::{Context, Data, Error};
use super::{permissions, send};
use crate::ai::Level;
use crate::engine::GameKind;
use crate::engine::adding::Goal;
use crate::i18n::{self, Locale};
use crate::service::catalogue::worded;
use crate::service::{
    Command, Ctx, NO_SERVER, Named, Period, PuzzleRequest, Refusal, Reply, Service, ShowRefusal, User, read_in, seating,
};
use crate::service::{GameLanguage, NotifyMode};
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// Every command, in the order Discord lists them, worded from the
/// catalogue.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    crate::service::catalogue::CATALOGUE
        .iter()
        .map(|facts| {
            let mut command = registered(facts.command);
            let (install, used) = super::reach::contexts(facts.server_only);
            command.install_context = Some(install);
            command.interaction_context = Some(used);
            word(&mut command);
            command
        })
        .collect()
}

/// Gives a command, its options and their fixed choices their words from
/// `commands.ftl` (`cmd-<name>`, `cmd-<name>-<option>`, a choice's key):
/// the English descriptions and choice names Discord shows by default,
/// and every other language's names and descriptions, which Discord shows
/// each user whose client speaks it. The code holds no English: a choice
/// is named in code by its key.
fn word(command: &mut poise::Command<Data, Error>) {
    let name = command.name.clone();
    let key = format!("cmd-{name}");
    command.description = Some(worded(Locale::EnUs, &key, Some("description")));
    for p in &mut command.parameters {
        let key = format!("cmd-{name}-{}", p.name);
        p.description = Some(worded(Locale::EnUs, &key, Some("description")));
    }
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::EnUs) {
        let code = locale.discord().to_string();
        let put = |names: &mut std::collections::HashMap<String, String>, key: &str, attribute| {
            if let Some(text) = i18n::lookup(locale, key, attribute, &[]) {
                names.insert(code.clone(), text);
            }
        };
        put(&mut command.name_localizations, &key, None);
        put(&mut command.description_localizations, &key, Some("description"));
        for p in &mut command.parameters {
            let key = format!("cmd-{name}-{}", p.name);
            put(&mut p.name_localizations, &key, None);
            put(&mut p.description_localizations, &key, Some("description"));
            for choice in &mut p.choices {
                put(&mut choice.localizations, &choice.name, None);
            }
        }
    }
    // Last, as the choices' names were their keys until here.
    for choice in command.parameters.iter_mut().flat_map(|p| p.choices.iter_mut()) {
        choice.name = worded(Locale::EnUs, &choice.name, None);
    }
}

/// The poise command of each catalogue entry (a new command that is not
/// registered here does not compile).
fn registered(command: Command) -> poise::Command<Data, Error> {
    match command {
        Command::Play => play(),
        Command::Move => r#move(),
        Command::Hand => hand(),
        Command::Board => board(),
        Command::Undo => undo(),
        Command::Resign => resign(),
        Command::Abort => abort(),
        Command::Claim => claim(),
        Command::Pause => pause(),
        Command::Resume => resume(),
        Command::Games => games(),
        Command::Notify => notify(),
        Command::Settings => settings(),
        Command::Rules => rules(),
        Command::Help => help(),
        Command::Leaderboard => leaderboard(),
        Command::Stats => stats(),
        Command::History => history(),
        Command::Replay => replay(),
        Command::Puzzle => puzzle(),
        Command::Hint => hint(),
        Command::Reset => reset(),
    }
}

/// A game played at a table, as a Discord choice: the list is the games'
/// own list ([`GameKind::ALL`]), so a new game appears here by itself.
#[derive(Debug, Clone, Copy)]
pub struct GameChoice(GameKind);

impl GameChoice {
    /// The choices, in the order Discord shows them.
    fn offered() -> impl Iterator<Item = GameKind> {
        GameKind::ALL.into_iter().filter(|k| k.is_playable())
    }

    pub fn kind(self) -> GameKind {
        self.0
    }
}

impl poise::ChoiceParameter for GameChoice {
    fn list() -> Vec<poise::CommandParameterChoice> {
        GameChoice::offered()
            .map(|k| poise::CommandParameterChoice {
                // The catalogue's key of its name (`game-<id>`), which
                // registration words in every language.
                name: game_key(k),
                localizations: Default::default(),
                __non_exhaustive: (),
            })
            .collect()
    }

    fn from_index(index: usize) -> Option<GameChoice> {
        GameChoice::offered().nth(index).map(GameChoice)
    }

    fn from_name(name: &str) -> Option<GameChoice> {
        // The key it is listed by, or the name `name()` gives.
        GameChoice::offered()
            .find(|k| game_key(*k) == name || k.name() == name)
            .map(GameChoice)
    }

    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// The catalogue's key of a game's name, as a choice is named in code.
fn game_key(kind: GameKind) -> String {
    format!("game-{}", kind.id())
}

/// A language for a server's new games, as a Discord choice: the server's
/// own, then every language of the catalogue ([`GameLanguage::all`]).
#[derive(Debug, Clone, Copy)]
pub struct LanguageChoice(GameLanguage);

impl poise::ChoiceParameter for LanguageChoice {
    fn list() -> Vec<poise::CommandParameterChoice> {
        GameLanguage::all()
            .map(|l| poise::CommandParameterChoice {
                name: l.key().to_string(),
                localizations: Default::default(),
                __non_exhaustive: (),
            })
            .collect()
    }

    fn from_index(index: usize) -> Option<LanguageChoice> {
        GameLanguage::all().nth(index).map(LanguageChoice)
    }

    fn from_name(name: &str) -> Option<LanguageChoice> {
        GameLanguage::all().find(|l| l.key() == name).map(LanguageChoice)
    }

    fn name(&self) -> &'static str {
        self.0.key()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

pub(super) fn user_of(u: &serenity::User) -> User {
    User {
        id: u.id.get(),
        name: u.global_name.clone().unwrap_or_else(|| u.name.clone()),
    }
}

/// Whether the caller may manage this server (Discord computes the
/// member's permissions into the interaction itself).
async fn is_manager(ctx: &Context<'_>) -> bool {
    ctx.author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.administrator() || p.manage_guild())
}

fn ctx_of(ctx: &Context<'_>) -> Ctx {
    // The server's language comes with the interaction (none in a DM).
    let guild_locale = match ctx {
        poise::Context::Application(app) if ctx.guild_id().is_some() => app.interaction.guild_locale.as_deref(),
        _ => None,
    };
    Ctx {
        guild: ctx.guild_id().map_or(NO_SERVER, |g| g.get()),
        channel: ctx.channel_id().get(),
        user: user_of(ctx.author()),
        locale: reader(*ctx),
        guild_locale: guild_locale.map(Locale::reading),
    }
}

/// The language of the one who typed the command (their Discord client's).
fn reader(ctx: Context<'_>) -> Locale {
    Locale::reading(ctx.locale().unwrap_or_default())
}

/// Runs a service call off the async executor.
pub(super) async fn call(
    service: &Arc<Service>,
    f: impl FnOnce(&Service) -> Vec<Reply> + Send + 'static,
) -> Result<Vec<Reply>, Error> {
    let service = service.clone();
    Ok(tokio::task::spawn_blocking(move || f(&service)).await?)
}

/// Said to anyone who acts while the bot is shutting down, in `locale`.
pub(super) fn restarting(locale: Locale) -> String {
    i18n::text(locale, "front-restarting", &[])
}

/// A private answer, outside the service (the gate, permissions).
async fn say(ctx: Context<'_>, text: &str) -> Result<(), Error> {
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// Lets a command in: `None` (after telling the caller why) while the bot
/// shuts down, or when the bot may not post the command's answers here.
async fn admit(ctx: Context<'_>, new_thread: bool) -> Result<Option<Pass>, Error> {
    let Some(pass) = ctx.data().gate.enter() else {
        say(ctx, &restarting(reader(ctx))).await?;
        return Ok(None);
    };
    let reach = reach_of(ctx);
    record_reach(&ctx.data().service, ctx.channel_id().get(), reach).await;
    let public = permissions::posts_publicly(&ctx.command().name);
    if reach == Reach::PrivateOnly && public {
        say(ctx, &i18n::text(reader(ctx), "front-private-only", &[])).await?;
        return Ok(None);
    }
    // The permissions of the bot's own posts; where it only answers, it
    // makes none.
    if let poise::Context::Application(app) = ctx
        && public
        && reach.posts()
    {
        let i = app.interaction;
        let in_thread = i
            .channel
            .as_ref()
            .is_some_and(|c| c.thread_metadata.is_some() || is_thread(c.kind));
        let missing = permissions::missing(i.app_permissions, in_thread, new_thread);
        if !missing.is_empty() {
            let starting = ctx.command().name == "play";
            say(ctx, &permissions::refusal(&missing, starting, reader(ctx))).await?;
            return Ok(None);
        }
    }
    Ok(Some(pass))
}

/// What the bot may do where this command came from.
fn reach_of(ctx: Context<'_>) -> Reach {
    match ctx {
        poise::Context::Application(app) => Reach::of_command(app.interaction),
        poise::Context::Prefix(_) => Reach::Posts,
    }
}

/// Records what an interaction showed of its chat, for what the bot sends
/// there later of its own accord (reminders, computer moves after a
/// restart). A failure is logged: the command itself goes on.
pub(super) async fn record_reach(service: &Arc<Service>, channel: u64, reach: Reach) {
    let service = service.clone();
    let only = !reach.posts();
    match tokio::task::spawn_blocking(move || service.saw_channel(channel, only)).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => tracing::warn!(channel, "could not record where I may post: {e}"),
        Err(e) => tracing::warn!(channel, "could not record where I may post: {e}"),
    }
}

/// The follow-ups left to a command where the bot can only answer.
fn followups_of(ctx: Context<'_>) -> Option<Arc<Followups>> {
    match ctx {
        poise::Context::Application(app) if !reach_of(ctx).posts() => {
            Some(Followups::new(&app.interaction.token, ctx.data().emojis.clone()))
        }
        _ => None,
    }
}

fn is_thread(kind: serenity::ChannelType) -> bool {
    matches!(
        kind,
        serenity::ChannelType::PublicThread | serenity::ChannelType::PrivateThread | serenity::ChannelType::NewsThread
    )
}

/// Runs a slash command's service call; if it is slow, defers the response
/// (privately, so no secret can end up in a public message) and posts the
/// public replies into the channel instead.
async fn run(ctx: Context<'_>, f: impl FnOnce(&Service) -> Vec<Reply> + Send + 'static) -> Result<(), Error> {
    let Some(_pass) = admit(ctx, false).await? else {
        return Ok(());
    };
    run_admitted(ctx, f).await
}

async fn run_admitted(ctx: Context<'_>, f: impl FnOnce(&Service) -> Vec<Reply> + Send + 'static) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let limit = ctx.data().defer_after;
    let uploads = super::uploads::limit_of(ctx);
    let mut work = tokio::task::spawn_blocking(move || super::uploads::fit(f(&service), uploads));
    let channel = ctx.channel_id().get();
    let (replies, deferred) = if limit.is_zero() {
        // A zero limit means "always defer" (how the tests reach this path).
        ctx.defer_ephemeral().await?;
        (work.await?, true)
    } else {
        tokio::select! {
            biased;
            done = &mut work => (done?, false),
            _ = tokio::time::sleep(limit) => {
                ctx.defer_ephemeral().await?;
                (work.await?, true)
            }
        }
    };
    match followups_of(ctx) {
        Some(followups) => {
            answer_only(ctx, replies, deferred, &followups).await?;
            computer_moves(ctx, channel, Outlet::Followups(followups));
        }
        None => {
            answer(ctx, replies, deferred).await?;
            computer_moves(ctx, channel, Outlet::Channel);
        }
    }
    Ok(())
}

/// After answering: the computer's moves now due in `channel`, in the
/// background (cheap when none is due).
fn computer_moves(ctx: Context<'_>, channel: u64, outlet: Outlet) {
    let data = ctx.data();
    super::computer::spawn(
        ctx.serenity_context().http.clone(),
        data.service.clone(),
        &data.gate,
        &data.turns,
        channel,
        outlet,
    );
}

/// A public reply no answer could carry, sent as the timer's news is (by
/// DM to whom it pings, where the bot cannot post here), and settled.
async fn send_on(ctx: Context<'_>, r: &Reply) {
    let data = ctx.data();
    super::timers::show_in(ctx.http(), &data.turns, &data.service, ctx.channel_id().get(), r).await;
}

/// [`answer`] where the bot can only answer (see `reach`): each reply is
/// the response or a follow-up (at most [`super::followups::MAX_FOLLOWUPS`]);
/// nothing is posted or edited in the channel, so a turn's decisions are
/// new messages. After a private defer the private replies go first,
/// since the first message fills the deferred response and keeps its
/// privacy; with none, that response is deleted first, so that a public
/// reply is never shown to the caller alone.
async fn answer_only(
    ctx: Context<'_>,
    mut replies: Vec<Reply>,
    deferred: bool,
    followups: &Followups,
) -> Result<(), Error> {
    read_in(&mut replies, reader(ctx));
    let (private, public): (Vec<Reply>, Vec<Reply>) = replies.into_iter().partition(send::is_private);
    if deferred
        && private.is_empty()
        && let poise::Context::Application(app) = ctx
    {
        app.interaction.delete_response(ctx).await?;
    }
    let mut response_left = !deferred;
    // The deferred answer a first (private) reply fills.
    let mut deferred_open = deferred && !private.is_empty();
    for r in private.iter().chain(&public) {
        if r.computer_follows && r.mentions.is_empty() {
            // The computer's round, next, shows this move too.
            send::settle(&ctx.data().service, r).await;
            continue;
        }
        let first = std::mem::take(&mut response_left);
        let fills_defer = std::mem::take(&mut deferred_open);
        let sent = if !first && !followups.take() {
            tracing::info!("no follow-up left on this interaction");
            false
        } else {
            let sending = match r.card {
                true => super::card::command(ctx, r, fills_defer).await.map(|_| ()),
                false => ctx.send(send::command_reply(r, &ctx.data().emojis)).await.map(|_| ()),
            };
            match sending {
                Ok(()) => true,
                Err(e) => {
                    tracing::info!("could not answer with a follow-up: {e}");
                    false
                }
            }
        };
        if sent {
            send::shown(ctx.http(), &ctx.data().service, r).await;
        } else if !send::is_private(r) {
            // The move is stored: its players hear of it by DM instead.
            send_on(ctx, r).await;
        }
    }
    if response_left {
        say(ctx, "Done.").await?;
    }
    Ok(())
}

/// Sends the replies: the first as the response, the rest as follow-ups;
/// after a (private) defer, public replies go to the channel, and a
/// deferred response no private reply filled is deleted, so it never stays
/// "thinking...". A turn message this process knows is edited instead.
async fn answer(ctx: Context<'_>, mut replies: Vec<Reply>, deferred: bool) -> Result<(), Error> {
    read_in(&mut replies, reader(ctx));
    let turns = &ctx.data().turns;
    // Edits of turn messages go last, after the interaction is answered:
    // an edit uploads a picture and may be slow, and Discord wants its
    // answer within 3 s. Their targets are read first, before a new turn
    // message in these replies could take their place.
    let mut targets = Vec::with_capacity(replies.len());
    for r in &replies {
        targets.push((r, turns.to_edit(r).await));
    }
    let (edits, others): (Vec<_>, Vec<_>) = targets.into_iter().partition(|(_, target)| target.is_some());
    let mut responded = false;
    for (r, _) in others {
        post(ctx, r, deferred, &mut responded).await?;
    }
    if !deferred && !responded {
        // Every interaction needs an answer, or Discord says it failed.
        let key = if edits.is_empty() {
            "front-done"
        } else {
            "front-done-updated"
        };
        say(ctx, &i18n::text(reader(ctx), key, &[])).await?;
        responded = true;
    }
    for (r, target) in edits {
        let edit = match target {
            Some(target) => Turns::edit_at(ctx.http(), r, target).await,
            None => Edit::Anew(Box::new(r.clone())),
        };
        match edit {
            Edit::Done => send::shown(ctx.http(), &ctx.data().service, r).await,
            // The edit failed: the turn is posted anew instead.
            Edit::Anew(r) => post(ctx, &r, true, &mut responded).await?,
        }
    }
    if deferred
        && !responded
        && let poise::Context::Application(app) = ctx
    {
        app.interaction.delete_response(ctx).await?;
    }
    Ok(())
}

/// Posts one reply: as the response (or a follow-up), or after a (private)
/// defer, a public reply into the channel. Remembers a turn message.
async fn post(ctx: Context<'_>, r: &Reply, deferred: bool, responded: &mut bool) -> Result<(), Error> {
    let turns = &ctx.data().turns;
    if deferred && !send::is_private(r) {
        let message = ctx.channel_id().send_message(ctx, send::channel_message(r)).await?;
        turns.posted(r, &message).await;
    } else if r.card {
        super::card::command(ctx, r, deferred && !*responded).await?;
        *responded = true;
    } else {
        let handle = ctx.send(send::command_reply(r, &ctx.data().emojis)).await?;
        *responded = true;
        if r.turn.is_some() {
            turns.posted(r, &*handle.message().await?).await;
        }
    }
    send::shown(ctx.http(), &ctx.data().service, r).await;
    Ok(())
}

/// Challenge people to a game in this channel (or in a new thread).
// Each parameter is one option of the slash command, as poise requires.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
async fn play(
    ctx: Context<'_>,
    game: GameChoice,
    opponent: Option<serenity::User>,
    opponent2: Option<serenity::User>,
    opponent3: Option<serenity::User>,
    #[autocomplete = "autocomplete_variant"] variant: Option<String>,
    thread: Option<bool>,
    level: Option<LevelChoice>,
) -> Result<(), Error> {
    // Naming the bot itself makes a computer seat; other bots cannot play.
    let me = ctx.framework().bot_id;
    let named = [opponent, opponent2, opponent3].into_iter().flatten().map(|u| match u {
        u if u.id == me => Named::Me,
        u if u.bot => Named::OtherBot,
        u => Named::Person(user_of(&u)),
    });
    let (opponents, computers) = match seating(named.collect(), level.map(LevelChoice::level)) {
        Ok(seats) => seats,
        Err(why) => {
            let text = Refusal::from(why).words(ctx_of(&ctx).locale);
            ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
                .await?;
            return Ok(());
        }
    };
    let c = ctx_of(&ctx);
    let kind = game.kind();
    if !reach_of(ctx).posts() {
        // Where the bot only answers it cannot open a thread.
        if thread == Some(true) {
            say(ctx, &i18n::text(reader(ctx), "front-no-thread-here", &[])).await?;
            return Ok(());
        }
        let Some(_pass) = admit(ctx, false).await? else {
            return Ok(());
        };
        let start = move |s: &Service| s.play_against(&c, kind, &opponents, &computers, variant.as_deref());
        return run_admitted(ctx, start).await;
    }
    let thread = match thread {
        Some(t) => t,
        // The server's default (`/settings threads:`).
        None => {
            // A database error fails the command (logged, the user told),
            // rather than guessing the server's choice.
            let (service, guild) = (ctx.data().service.clone(), c.guild);
            tokio::task::spawn_blocking(move || service.guild_settings(guild))
                .await??
                .threads
        }
    };
    let Some(_pass) = admit(ctx, thread).await? else {
        return Ok(());
    };
    let start = move |s: &Service, c: &Ctx| s.play_against(c, kind, &opponents, &computers, variant.as_deref());
    if thread {
        return play_in_thread(ctx, c, kind, start).await;
    }
    run_admitted(ctx, move |s| start(s, &c)).await
}

/// `/play thread:true`: the challenge opens a public thread of its own.
async fn play_in_thread(
    ctx: Context<'_>,
    mut c: Ctx,
    kind: GameKind,
    start: impl FnOnce(&Service, &Ctx) -> Vec<Reply> + Send + 'static,
) -> Result<(), Error> {
    // Creating the thread and the game may take longer than Discord waits.
    ctx.defer_ephemeral().await?;
    let name = format!("{} - {}", kind.name(), c.user.name);
    let created = ctx
        .channel_id()
        .create_thread(
            ctx,
            serenity::CreateThread::new(name).kind(serenity::ChannelType::PublicThread),
        )
        .await?;
    c.channel = created.id.get();
    let replies = call(&ctx.data().service, move |s| start(s, &c)).await?;
    let (public, private): (Vec<Reply>, Vec<Reply>) = replies.into_iter().partition(|r| !send::is_private(r));
    if public.is_empty() {
        // Refused (the reason is in `private`): take the empty thread away again.
        let note = clear_empty_thread(ctx, created.id).await;
        return answer(ctx, private.into_iter().chain(note).collect(), true).await;
    }
    for r in &public {
        created.id.send_message(ctx, send::channel_message(r)).await?;
        send::shown(ctx.http(), &ctx.data().service, r).await;
    }
    let thread = [("thread", i18n::Arg::from(created.id.get().to_string()))];
    let note = Reply::private(0, i18n::text(reader(ctx), "front-game-lives-in", &thread));
    answer(ctx, std::iter::once(note).chain(private).collect(), true).await?;
    computer_moves(ctx, created.id.get(), Outlet::Channel);
    Ok(())
}

/// Takes away the thread of a challenge that was not made: deletes it
/// where the bot may (Manage Threads, which the README does not ask for),
/// else archives it (which the thread's creator may). Never fails the
/// command: the player has their answer either way, and learns of a
/// thread that stays.
async fn clear_empty_thread(ctx: Context<'_>, thread: serenity::ChannelId) -> Option<Reply> {
    let have = match ctx {
        poise::Context::Application(app) => app.interaction.app_permissions,
        poise::Context::Prefix(_) => None,
    };
    if permissions::may_delete_threads(have) {
        match thread.delete(ctx).await {
            Ok(_) => return None,
            Err(e) => tracing::warn!(thread = thread.get(), "could not delete an empty thread: {e}"),
        }
    }
    let archive = serenity::EditThread::new().archived(true);
    match thread.edit_thread(ctx, archive).await {
        Ok(_) => None,
        Err(e) => {
            tracing::warn!(thread = thread.get(), "could not archive an empty thread: {e}");
            Some(Reply::private(
                0,
                permissions::thread_left_note(thread.get(), reader(ctx)),
            ))
        }
    }
}

/// How strongly the computer plays.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "choice-easy"]
    Easy,
    #[name = "choice-medium"]
    Medium,
    #[name = "choice-hard"]
    Hard,
}

impl LevelChoice {
    fn level(self) -> Level {
        match self {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Medium => Level::Medium,
            LevelChoice::Hard => Level::Hard,
        }
    }
}

async fn autocomplete_variant(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    crate::service::variant_choices(chosen_game(ctx), partial, ctx_of(&ctx).locale)
        .into_iter()
        .map(|c| serenity::AutocompleteChoice::new(c.name, c.value))
        .collect()
}

/// The game already chosen in this `/play`, while another option is typed
/// (poise sends a choice as its index).
fn chosen_game(ctx: Context<'_>) -> Option<GameKind> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    let option = app.interaction.data.options.iter().find(|o| o.name == "game")?;
    let index = match &option.value {
        serenity::CommandDataOptionValue::Integer(i) => usize::try_from(*i).ok()?,
        serenity::CommandDataOptionValue::String(s) => s.parse().ok()?,
        _ => return None,
    };
    <GameChoice as poise::ChoiceParameter>::from_index(index).map(GameChoice::kind)
}

/// Make your move in this channel's game or your puzzle (leave out the action to pick from menus).
#[poise::command(slash_command, rename = "move")]
async fn r#move(ctx: Context<'_>, #[autocomplete = "autocomplete_action"] action: Option<String>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    match action.filter(|a| !a.trim().is_empty()) {
        Some(action) => run(ctx, move |s| s.make_move(&c, &action)).await,
        None => run(ctx, move |s| s.open_picker(&c)).await,
    }
}

async fn autocomplete_action(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let c = ctx_of(&ctx);
    let typed = partial.to_string();
    let service = ctx.data().service.clone();
    // Autocomplete cannot be deferred: a list that is not ready within
    // Discord's 3 s is dropped, so a busy database gives an empty list
    // rather than a failed interaction.
    let work = tokio::task::spawn_blocking(move || service.autocomplete_move(&c, &typed));
    let choices = match tokio::time::timeout(std::time::Duration::from_secs(2), work).await {
        Ok(Ok(choices)) => choices,
        _ => Vec::new(),
    };
    choices
        .into_iter()
        .map(|c| serenity::AutocompleteChoice::new(c.name, c.value))
        .collect()
}

/// See your secret tiles (only you can see the answer).
#[poise::command(slash_command)]
async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    run(ctx, move |s| s.hand(&c)).await
}

/// How much of the board `/board` shows.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ViewChoice {
    /// The region where play is, large enough to read on a phone.
    #[name = "choice-play"]
    Play,
    #[name = "choice-whole"]
    Whole,
    /// A player's own area at full size (Euronimoes), in turn order.
    #[name = "choice-player-1"]
    Player1,
    #[name = "choice-player-2"]
    Player2,
    #[name = "choice-player-3"]
    Player3,
    #[name = "choice-player-4"]
    Player4,
}

/// Show the picture of this channel's game.
#[poise::command(slash_command)]
async fn board(ctx: Context<'_>, view: Option<ViewChoice>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    let region = match view {
        Some(ViewChoice::Whole) => crate::render::Region::Whole,
        Some(ViewChoice::Player1) => crate::render::Region::Seat(0),
        Some(ViewChoice::Player2) => crate::render::Region::Seat(1),
        Some(ViewChoice::Player3) => crate::render::Region::Seat(2),
        Some(ViewChoice::Player4) => crate::render::Region::Seat(3),
        None | Some(ViewChoice::Play) => crate::render::Region::Play,
    };
    run(ctx, move |s| s.board_in(&c, region)).await
}

/// Give up this game (asks you to confirm).
#[poise::command(slash_command)]
async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    run(ctx, move |s| s.resign(&c)).await
}

/// End this game with no result (at once early on, otherwise everyone must agree).
#[poise::command(slash_command)]
async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    run(ctx, move |s| s.abort(&c)).await
}

/// Your games in progress in this server: opponents, whose turn, time left.
#[poise::command(slash_command)]
async fn games(ctx: Context<'_>, all: Option<bool>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    let manager = is_manager(&ctx).await;
    run(ctx, move |s| s.games(&c, all.unwrap_or(false), manager)).await
}

/// Take back your last action: in this channel's game (the others accept), or else in your puzzle.
#[poise::command(slash_command)]
async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    run(ctx, move |s| s.undo(&c)).await
}

/// Win a game whose player to move ran out of time.
#[poise::command(slash_command)]
async fn claim(ctx: Context<'_>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    run(ctx, move |s| s.claim(&c)).await
}

/// Ask to pause this game: no reminders, no deadline (everyone must agree).
#[poise::command(slash_command)]
async fn pause(ctx: Context<'_>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    run(ctx, move |s| s.pause(&c)).await
}

/// Resume a paused game.
#[poise::command(slash_command)]
async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    run(ctx, move |s| s.resume(&c)).await
}

/// How I remind you when a game waits for you.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum NotifyChoice {
    #[name = "choice-mention-me-in-the-game-s-channel"]
    Channel,
    #[name = "choice-send-me-a-direct-message"]
    Dm,
    #[name = "choice-no-reminders"]
    Off,
}

/// Choose how reminders reach you: in the channel, by direct message, or not at all.
#[poise::command(slash_command)]
async fn notify(ctx: Context<'_>, mode: NotifyChoice) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    let mode = match mode {
        NotifyChoice::Channel => NotifyMode::Channel,
        NotifyChoice::Dm => NotifyMode::Direct,
        NotifyChoice::Off => NotifyMode::Off,
    };
    run(ctx, move |s| s.notify(&c, mode)).await
}

/// This server's reminders, move deadline and thread default (changing them needs Manage Server).
#[poise::command(slash_command)]
async fn settings(
    ctx: Context<'_>,
    reminder_hours: Option<u32>,
    reminder_count: Option<u32>,
    deadline_hours: Option<u32>,
    grace_hours: Option<u32>,
    threads: Option<bool>,
    language: Option<LanguageChoice>,
) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    let manager = is_manager(&ctx).await;
    let change = crate::service::SettingsChange {
        reminder_hours,
        reminder_count,
        deadline_hours,
        grace_hours,
        threads,
        language: language.map(|l| l.0),
    };
    run(ctx, move |s| s.settings(&c, manager, &change)).await
}

/// The rules of a game, in short.
#[poise::command(slash_command)]
async fn rules(ctx: Context<'_>, #[autocomplete = "autocomplete_any_game"] game: Option<String>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    match any_game(game.as_deref()) {
        Ok(game) => run(ctx, move |s| s.rules(&c, game)).await,
        Err(why) => run(ctx, move |_| vec![Reply::refused(c.user.id, why)]).await,
    }
}

/// The commands, or how a game's moves are written, with an example.
#[poise::command(slash_command)]
async fn help(ctx: Context<'_>, #[autocomplete = "autocomplete_any_game"] game: Option<String>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    match any_game(game.as_deref()) {
        Ok(game) => run(ctx, move |s| s.help(&c, game)).await,
        Err(why) => run(ctx, move |_| vec![Reply::refused(c.user.id, why)]).await,
    }
}

/// The game typed (or picked from autocomplete) for `/rules` and `/help`,
/// read once here: none when blank, refused when it names no game.
fn any_game(word: Option<&str>) -> Result<Option<GameKind>, Refusal> {
    match word.map(str::trim).filter(|w| !w.is_empty()) {
        None => Ok(None),
        Some(w) => GameKind::parse(w)
            .map(Some)
            .ok_or_else(|| ShowRefusal::UnknownRulesGame { game: w.to_string() }.into()),
    }
}

async fn autocomplete_any_game(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    crate::service::game_choices(partial, ctx_of(&ctx).locale, false)
        .into_iter()
        .map(|c| serenity::AutocompleteChoice::new(c.name, c.value))
        .collect()
}

/// What solves a puzzle.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum GoalChoice {
    #[name = "choice-all-added-the-rule-text-s-goal"]
    AllAdded,
    #[name = "choice-rectangle-all-added-ending-as-one-solid-rectangle"]
    Rectangle,
}

impl GoalChoice {
    fn goal(self) -> Goal {
        match self {
            GoalChoice::AllAdded => Goal::AllAdded,
            GoalChoice::Rectangle => Goal::Rectangle,
        }
    }
}

/// Which finished games a leaderboard counts.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum PeriodChoice {
    #[name = "choice-all-time"]
    All,
    #[name = "choice-past-30-days"]
    Month,
    #[name = "choice-past-7-days"]
    Week,
}

impl PeriodChoice {
    fn period(self) -> Period {
        match self {
            PeriodChoice::All => Period::All,
            PeriodChoice::Month => Period::Month,
            PeriodChoice::Week => Period::Week,
        }
    }
}

/// Solve an Adding Donimoes puzzle (only you see it, unless public).
#[poise::command(slash_command)]
async fn puzzle(
    ctx: Context<'_>,
    #[min = 1] number: Option<i64>,
    queue: Option<String>,
    daily: Option<bool>,
    goal: Option<GoalChoice>,
    public: Option<bool>,
) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    let req = PuzzleRequest {
        number,
        queue,
        daily: daily.unwrap_or(false),
        goal: goal.map(GoalChoice::goal),
        public,
    };
    run(ctx, move |s| s.puzzle(&c, &req)).await
}

/// The next move of a shortest solution of your puzzle (only you see it).
#[poise::command(slash_command)]
async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    run(ctx, move |s| s.hint(&c)).await
}

/// Start your puzzle again from its first position.
#[poise::command(slash_command)]
async fn reset(ctx: Context<'_>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    run(ctx, move |s| s.reset(&c)).await
}

/// The best players here: one game's table, or every game's leader.
#[poise::command(slash_command)]
async fn leaderboard(ctx: Context<'_>, game: Option<GameChoice>, period: Option<PeriodChoice>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    let game = game.map(GameChoice::kind);
    let period = period.map_or(Period::All, PeriodChoice::period);
    run(ctx, move |s| s.leaderboard(&c, game, period)).await
}

/// Ratings, records, streaks, best wins and a chart of someone's games here.
#[poise::command(slash_command)]
async fn stats(ctx: Context<'_>, user: Option<serenity::User>, vs: Option<serenity::User>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    let user = user.as_ref().map(user_of);
    let vs = vs.as_ref().map(user_of);
    run(ctx, move |s| s.stats(&c, user.as_ref(), vs.as_ref())).await
}

/// The last finished games, with results and numbers to replay them.
#[poise::command(slash_command)]
async fn history(ctx: Context<'_>, user: Option<serenity::User>, game: Option<GameChoice>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    let user = user.as_ref().map(user_of);
    let game = game.map(GameChoice::kind);
    run(ctx, move |s| s.history(&c, user.as_ref(), game)).await
}

/// Replay a finished game: its moves, seed and pictures, step by step.
#[poise::command(slash_command)]
async fn replay(ctx: Context<'_>, #[min = 1] id: i64, #[min = 0] step: Option<i64>) -> Result<(), Error> {
    let c = ctx_of(&ctx);
    run(ctx, move |s| s.replay(&c, id, step)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_playable_game_is_a_choice_and_nothing_else() {
        let mut playable: Vec<&str> = GameKind::ALL
            .iter()
            .filter(|k| k.is_playable())
            .map(|k| k.id())
            .collect();
        use poise::ChoiceParameter;
        let listed = GameChoice::list();
        let mut offered: Vec<&str> = (0..listed.len())
            .map(|i| GameChoice::from_index(i).unwrap().kind().id())
            .collect();
        playable.sort();
        offered.sort();
        assert_eq!(offered, playable);
        for (i, choice) in listed.iter().enumerate() {
            assert_eq!(
                GameChoice::from_name(&choice.name).unwrap().kind(),
                GameChoice::from_index(i).unwrap().kind()
            );
        }
    }

    /// Discord's rules for a command's or an option's name in any language:
    /// 1-32 letters, digits, `-` or `_`, lowercase.
    fn valid_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_')
            && name.to_lowercase() == name
    }

    /// Issue 55: every command, option and fixed choice has its name and
    /// description in Spanish and French, as Discord takes them, and the
    /// English catalogue says what is registered.
    #[test]
    fn every_command_option_and_choice_is_named_in_every_language() {
        let commands = all();
        for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::EnUs) {
            let code = locale.discord();
            let mut command_names = std::collections::HashSet::new();
            for c in &commands {
                let name = &c.name_localizations[code];
                assert!(
                    valid_name(name) && command_names.insert(name.clone()),
                    "{code} /{}: {name}",
                    c.name
                );
                let d = &c.description_localizations[code];
                assert!((1..=100).contains(&d.chars().count()), "{code} /{}: {d}", c.name);
                let mut option_names = std::collections::HashSet::new();
                for p in &c.parameters {
                    let name = &p.name_localizations[code];
                    let fresh = option_names.insert(name.clone());
                    assert!(valid_name(name) && fresh, "{code} /{} {}: {name}", c.name, p.name);
                    let d = &p.description_localizations[code];
                    assert!(
                        (1..=100).contains(&d.chars().count()),
                        "{code} /{} {}: {d}",
                        c.name,
                        p.name
                    );
                    for choice in &p.choices {
                        let local = &choice.localizations[code];
                        assert!((1..=100).contains(&local.chars().count()), "{code}: {local}");
                    }
                }
            }
        }
        for c in &commands {
            let key = format!("cmd-{}", c.name);
            assert_eq!(
                i18n::lookup(Locale::EnUs, &key, None, &[]).as_deref(),
                Some(c.name.as_str())
            );
            let english = i18n::lookup(Locale::EnUs, &key, Some("description"), &[]);
            assert_eq!(english, c.description, "/{}", c.name);
            for p in &c.parameters {
                let key = format!("cmd-{}-{}", c.name, p.name);
                assert_eq!(
                    i18n::lookup(Locale::EnUs, &key, None, &[]).as_deref(),
                    Some(p.name.as_str())
                );
                let english = i18n::lookup(Locale::EnUs, &key, Some("description"), &[]);
                assert_eq!(english, p.description, "/{} {}", c.name, p.name);
            }
        }
    }

    /// Issue 55: the code names no English; registration words every
    /// command, option and choice from the catalogue: English from en-US
    /// `commands.ftl` (a choice's from the key it is named by in code),
    /// Spanish and French as localisations, each as Discord takes it.
    #[test]
    fn every_english_description_and_choice_comes_from_the_english_catalogue() {
        let en = |key: &str, attribute| i18n::lookup(Locale::EnUs, key, attribute, &[]).unwrap();
        let facts = crate::service::catalogue::CATALOGUE;
        for (c, f) in all().iter().zip(&facts) {
            let raw = registered(f.command);
            assert!(raw.parameters.iter().all(|p| p.description.is_none()), "/{}", c.name);
            let key = format!("cmd-{}", c.name);
            assert_eq!(c.description.as_deref(), Some(en(&key, Some("description")).as_str()));
            for (p, raw) in c.parameters.iter().zip(&raw.parameters) {
                let key = format!("cmd-{}-{}", c.name, p.name);
                let d = p.description.clone().unwrap_or_default();
                assert_eq!(d, en(&key, Some("description")), "/{} {}", c.name, p.name);
                assert!((1..=100).contains(&d.chars().count()), "/{} {}: {d}", c.name, p.name);
                for (choice, raw) in p.choices.iter().zip(&raw.choices) {
                    assert_eq!(choice.name, en(&raw.name, None), "/{} {}", c.name, p.name);
                    assert!((1..=100).contains(&choice.name.chars().count()), "{}", choice.name);
                    for locale in [Locale::EsEs, Locale::Fr] {
                        let local = i18n::lookup(locale, &raw.name, None, &[]);
                        assert_eq!(choice.localizations.get(locale.discord()), local.as_ref());
                        assert!(local.is_some(), "{} in {}", raw.name, locale.discord());
                    }
                }
            }
        }
        let play = &all()[0];
        let level = play.parameters.iter().find(|p| p.name == "level").unwrap();
        let names: Vec<&str> = level.choices.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["easy", "medium", "hard"]);
        assert_eq!(play.parameters[0].description.as_deref(), Some("Which game"));
    }

    #[test]
    fn commands_have_descriptions() {
        for c in all() {
            assert!(
                c.description.as_deref().is_some_and(|d| !d.is_empty()),
                "/{} needs a description",
                c.name
            );
        }
    }
}
