//! A fake Discord on 127.0.0.1 for end-to-end tests of the real bot client:
//! the REST routes serenity and poise call, and a gateway WebSocket that
//! sends HELLO, READY, heartbeat ACKs and the interactions a test injects.
//! Every event it sends is first checked against serenity's own types (a
//! payload serenity cannot read would otherwise be dropped silently), and
//! every request the bot makes is recorded. See shared/notes/offline-discord.md.

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

use super::cards;
use super::chats::{Chat, Rules};
use super::emojis::AppEmojis;

pub const APP_ID: u64 = 1000;
pub const GUILD: u64 = 1;

/// One request the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    pub path: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Value,
    /// Attached files: (file name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// Whether the fake knows the route (unknown routes answer 404).
    pub known: bool,
    /// When the fake received it.
    pub at: Instant,
}

impl Call {
    /// An interaction response or follow-up, with what it carries.
    pub fn is_reply(&self) -> bool {
        self.method == "POST" && (self.path.ends_with("/callback") || self.path.starts_with("/api/v10/webhooks/"))
    }

    /// The message data of a reply (`data` of a callback, or the follow-up body).
    pub fn message(&self) -> &Value {
        if self.path.ends_with("/callback") {
            &self.json["data"]
        } else {
            &self.json
        }
    }

    /// The text the reply shows: its content, or a card's text displays.
    pub fn content(&self) -> String {
        let m = self.message();
        if cards::is_card(m) {
            return cards::card_text(m);
        }
        m["content"].as_str().unwrap_or_default().to_string()
    }

    /// Whether the reply is a Components V2 card.
    pub fn is_card(&self) -> bool {
        cards::is_card(self.message())
    }

    pub fn is_ephemeral(&self) -> bool {
        self.message()["flags"].as_u64().unwrap_or(0) & 64 != 0
    }

    /// The interaction token the reply answers (callbacks and follow-ups).
    pub fn token(&self) -> Option<String> {
        let parts: Vec<&str> = self.path.split('/').collect();
        match parts.as_slice() {
            ["", "api", "v10", "interactions", _, token, "callback"] => Some(token.to_string()),
            ["", "api", "v10", "webhooks", _, token] => Some(token.to_string()),
            _ => None,
        }
    }

    /// In a command registration: the value Discord sends for the choice
    /// `choice` of `option` of `command` (poise decides how it is encoded).
    pub fn choice_value(&self, command: &str, option: &str, choice: &str) -> Value {
        let cmd = self
            .json
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == command)
            .unwrap();
        let opt = cmd["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == option)
            .unwrap();
        opt["choices"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == choice)
            .unwrap()["value"]
            .clone()
    }

    /// The ids of the buttons (component type 2) the reply carries.
    pub fn button_ids(&self) -> Vec<String> {
        self.components()
            .iter()
            .filter(|c| c["type"] == 2)
            .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
            .collect()
    }

    /// The labels of the buttons the reply carries.
    pub fn labels(&self) -> Vec<String> {
        self.components()
            .iter()
            .filter(|c| c["type"] == 2)
            .filter_map(|b| b["label"].as_str().map(str::to_string))
            .collect()
    }

    /// Every component of the reply in its rows (buttons and menus), row
    /// by row, inside a card's container too.
    pub fn components(&self) -> Vec<Value> {
        cards::all_components(self.message())
            .iter()
            .filter(|c| c["type"] == 1)
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .collect()
    }

    /// The string select menus (component type 3) the reply carries.
    pub fn menus(&self) -> Vec<SentMenu> {
        self.components()
            .iter()
            .filter(|c| c["type"] == 3)
            .map(|m| SentMenu {
                id: m["custom_id"].as_str().unwrap_or_default().to_string(),
                options: m["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|o| {
                        (
                            o["label"].as_str().unwrap_or_default().to_string(),
                            o["value"].as_str().unwrap_or_default().to_string(),
                        )
                    })
                    .collect(),
            })
            .collect()
    }
}

/// A select menu as the bot sent it.
#[derive(Clone, Debug)]
pub struct SentMenu {
    pub id: String,
    /// (label, value) of each option.
    pub options: Vec<(String, String)>,
}

struct Shared {
    base: String,
    calls: Mutex<Vec<Call>>,
    events: tokio::sync::Mutex<mpsc::UnboundedReceiver<String>>,
    /// When each interaction was sent, by token (Discord's 3 s clock).
    sent: Mutex<std::collections::HashMap<String, Instant>>,
    /// Failures to answer instead of the real response: (method, path
    /// prefix, status, how many times more).
    failures: Mutex<Vec<(String, String, u16, usize)>>,
    /// Requests answered only after a while: (method, path prefix, delay).
    slow: Mutex<Vec<(String, String, Duration)>>,
    /// The bot's permissions in a channel, where a test changed them.
    permissions: Mutex<std::collections::HashMap<u64, u64>>,
    /// How long the gateway waits before accepting a connection.
    gateway_delay: Mutex<Duration>,
    /// The channel of each interaction, by token.
    channels: Mutex<std::collections::HashMap<String, u64>>,
    /// The id the next new message gets.
    next_message: AtomicU64,
    /// Which messages are cards and which message carries each button.
    messages: Mutex<cards::Messages>,
    /// The locale each user's client is set to, where a test set one
    /// (others send `en-US`).
    locales: Mutex<std::collections::HashMap<u64, String>>,
    /// The server's locale, where a test set one (otherwise `en-US`).
    guild_locale: Mutex<Option<String>>,
    /// The `shard` of each IDENTIFY, `[id, total]`, in order.
    identified: Mutex<Vec<[u64; 2]>>,
    /// The channel the last thread was opened in.
    thread_parent: Mutex<u64>,
    /// The most bytes one attachment may have: every interaction says it
    /// (`attachment_size_limit`), and an upload above it is refused.
    attachment_limit: AtomicU64,
    /// Where each channel is, and what Discord lets the app do there.
    rules: Mutex<Rules>,
    /// The requests refused by those rules, with their JSON error code.
    refused: Mutex<Vec<(u64, Call)>>,
    /// The application's emojis (see `emojis`).
    emojis: Mutex<AppEmojis>,
}

/// The upload limit of a server without boosts, which interactions carry
/// unless a test sets another.
pub const ATTACHMENT_LIMIT: u64 = 26_214_400;

/// What a bot invited with the permissions the README asks for may do in a
/// channel: view, send (also in threads), embed, attach, read history,
/// create public threads.
pub const BOT_PERMISSIONS: u64 = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 35) | (1 << 38);

pub struct FakeDiscord {
    shared: Arc<Shared>,
    events: mpsc::UnboundedSender<String>,
    seq: AtomicU64,
    next_id: AtomicU64,
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let (tx, rx) = mpsc::unbounded_channel();
        let shared = Arc::new(Shared {
            base,
            calls: Mutex::new(Vec::new()),
            events: tokio::sync::Mutex::new(rx),
            sent: Mutex::new(Default::default()),
            failures: Mutex::new(Vec::new()),
            slow: Mutex::new(Vec::new()),
            permissions: Mutex::new(Default::default()),
            gateway_delay: Mutex::new(Duration::ZERO),
            channels: Mutex::new(Default::default()),
            next_message: AtomicU64::new(9000),
            messages: Mutex::new(cards::Messages::default()),
            locales: Mutex::new(std::collections::HashMap::new()),
            guild_locale: Mutex::new(None),
            identified: Mutex::new(Vec::new()),
            thread_parent: Mutex::new(0),
            attachment_limit: AtomicU64::new(ATTACHMENT_LIMIT),
            rules: Mutex::new(Rules::default()),
            refused: Mutex::new(Vec::new()),
            emojis: Mutex::new(AppEmojis::default()),
        });
        let app = Router::new()
            .route("/ws", get(gateway))
            .fallback(rest)
            .with_state(shared.clone());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        FakeDiscord {
            shared,
            events: tx,
            seq: AtomicU64::new(2),
            next_id: AtomicU64::new(5000),
        }
    }

    /// The next `times` requests `method` to a path starting with
    /// `/api/v10{prefix}` answer `status` (e.g. a 500 to command
    /// registration, a 403 to posting in a channel).
    pub fn fail(&self, method: &str, prefix: &str, status: u16, times: usize) {
        let path = format!("/api/v10{prefix}");
        self.shared
            .failures
            .lock()
            .unwrap()
            .push((method.to_string(), path, status, times));
    }

    /// The application's emojis now: (id, name).
    pub fn emojis(&self) -> Vec<(u64, String)> {
        let app = self.shared.emojis.lock().unwrap();
        app.items.iter().map(|e| (e.id, e.name.clone())).collect()
    }

    /// Adds an emoji to the application as if made earlier (older artwork,
    /// or someone else's); returns its id.
    pub fn add_emoji(&self, name: &str) -> u64 {
        self.shared.emojis.lock().unwrap().add(name)
    }

    /// Waits until the application has `n` emojis (the bot's sync at start).
    pub async fn emojis_reach(&self, n: usize) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while self.emojis().len() < n {
            assert!(
                Instant::now() < deadline,
                "only {} emojis after a minute",
                self.emojis().len()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// From now on interactions carry `bytes` as their upload limit, and
    /// any upload of a file larger is refused as Discord refuses it (413,
    /// code 40005).
    pub fn set_attachment_limit(&self, bytes: u64) {
        self.shared.attachment_limit.store(bytes, Ordering::Relaxed);
    }

    /// From now on requests `method` to a path starting with
    /// `/api/v10{prefix}` are answered only after `delay` (a slow upload).
    pub fn slow(&self, method: &str, prefix: &str, delay: Duration) {
        let path = format!("/api/v10{prefix}");
        self.shared.slow.lock().unwrap().push((method.to_string(), path, delay));
    }

    /// The requests that made a new message everyone in `channel` sees: a
    /// post, a public interaction response (type 4) or follow-up. Edits,
    /// updates of the message pressed (type 7), private replies and
    /// deferrals are not new messages.
    pub fn new_public_posts(&self, channel: u64) -> Vec<Call> {
        let from_here = |c: &Call| c.token().is_some_and(|t| self.shared.channel_of(&t) == channel);
        self.calls()
            .into_iter()
            .filter(|c| {
                c.method == "POST"
                    && if c.path == format!("/api/v10/channels/{channel}/messages") {
                        true
                    } else if c.path.ends_with("/callback") {
                        c.json["type"] == 4 && !c.is_ephemeral() && from_here(c)
                    } else {
                        c.path.starts_with("/api/v10/webhooks/") && !c.is_ephemeral() && from_here(c)
                    }
            })
            .collect()
    }

    /// From now on each gateway connection is accepted only after `delay`
    /// (a slow Discord: the bot has registered but has no shard yet).
    pub fn delay_gateway(&self, delay: Duration) {
        *self.shared.gateway_delay.lock().unwrap() = delay;
    }

    /// From now on the bot has only `bits` in `channel` (sent with each
    /// interaction as `app_permissions`).
    pub fn set_permissions(&self, channel: u64, bits: u64) {
        self.shared.permissions.lock().unwrap().insert(channel, bits);
    }

    /// How long after the interaction `token` was sent its first response
    /// (a reply or a defer) arrived; `None` if none has.
    pub fn first_response_after(&self, token: &str) -> Option<Duration> {
        let sent = *self.shared.sent.lock().unwrap().get(token)?;
        let first = self
            .calls()
            .into_iter()
            .find(|c| c.path.ends_with("/callback") && c.token().as_deref() == Some(token))?;
        Some(first.at.duration_since(sent))
    }

    /// Fails unless every interaction sent so far got its first response
    /// within Discord's 3 seconds.
    pub fn assert_answered_in_time(&self) {
        let tokens: Vec<String> = self.shared.sent.lock().unwrap().keys().cloned().collect();
        for token in tokens {
            let took = self.first_response_after(&token);
            assert!(
                took.is_some_and(|t| t < Duration::from_secs(3)),
                "interaction {token} was answered after {took:?}, Discord allows 3 s"
            );
        }
    }

    /// From now on interactions from `channel` come from `chat`, and the
    /// bot may do there what Discord lets an app do there (see `chats`).
    pub fn set_chat(&self, channel: u64, chat: Chat) {
        self.shared.rules.lock().unwrap().set_chat(channel, chat);
    }

    /// From now on the bot's DMs to `user` are refused (50007).
    pub fn close_dms(&self, user: u64) {
        self.shared.rules.lock().unwrap().close_dms(user);
    }

    /// Every interaction token handed out so far is now past its fifteen
    /// minutes: follow-ups and edits with it are refused (50027).
    pub fn expire_tokens(&self) {
        self.shared.rules.lock().unwrap().expire_tokens();
    }

    /// The requests Discord refused with its JSON error `code`.
    pub fn refused(&self, code: u64) -> Vec<Call> {
        self.shared
            .refused
            .lock()
            .unwrap()
            .iter()
            .filter(|(c, _)| *c == code)
            .map(|(_, call)| call.clone())
            .collect()
    }

    /// What to give the bot as its API base URL.
    pub fn base_url(&self) -> String {
        self.shared.base.clone()
    }

    /// Waits until the bot has registered its commands `n` times in all.
    pub async fn registrations(&self, n: usize) -> Call {
        let start = Instant::now();
        loop {
            let puts: Vec<Call> = self.calls().into_iter().filter(|c| c.method == "PUT").collect();
            if puts.len() >= n {
                return puts[n - 1].clone();
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "the bot registered its commands {} times, not {n}",
                puts.len()
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    pub fn calls(&self) -> Vec<Call> {
        self.shared.calls.lock().unwrap().clone()
    }

    /// The shards the bot has identified as so far, `[id, total]` each.
    pub fn identified(&self) -> Vec<[u64; 2]> {
        self.shared.identified.lock().unwrap().clone()
    }

    /// Waits until a recorded call satisfies `pred`, and returns it.
    pub async fn wait_for(&self, what: &str, pred: impl Fn(&Call) -> bool) -> Call {
        let start = Instant::now();
        loop {
            if let Some(c) = self.calls().into_iter().find(|c| pred(c)) {
                return c;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "timed out waiting for {what}; calls: {:#?}",
                self.calls()
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Waits until the bot has sent nothing for a moment (the computer's
    /// moves and a start's messages go out in the background).
    pub async fn quiet(&self) {
        let mut last = self.calls().len();
        loop {
            tokio::time::sleep(Duration::from_millis(400)).await;
            let now = self.calls().len();
            if now == last {
                return;
            }
            last = now;
        }
    }

    /// Every reply to the interaction with `token`, waiting until at least
    /// `min` have arrived and no more come for a moment.
    pub async fn replies_to(&self, token: &str, min: usize) -> Vec<Call> {
        self.replies_where(token, min, Call::is_reply).await
    }

    /// Like [`FakeDiscord::replies_to`], without a deferral ("thinking..."):
    /// what the user reads, whether or not a busy machine made the bot
    /// defer its answer.
    pub async fn answers_to(&self, token: &str, min: usize) -> Vec<Call> {
        self.replies_where(token, min, |c| c.is_reply() && c.json["type"] != 5)
            .await
    }

    async fn replies_where(&self, token: &str, min: usize, keep: impl Fn(&Call) -> bool) -> Vec<Call> {
        let start = Instant::now();
        let mut last_count = 0;
        let mut stable_since = Instant::now();
        loop {
            let got: Vec<Call> = self
                .calls()
                .into_iter()
                .filter(|c| keep(c) && c.token().as_deref() == Some(token))
                .collect();
            if got.len() != last_count {
                last_count = got.len();
                stable_since = Instant::now();
            }
            if got.len() >= min && stable_since.elapsed() > Duration::from_millis(150) {
                return got;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "timed out waiting for replies to {token}: {got:#?}"
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    fn next_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    /// Sends an INTERACTION_CREATE after checking serenity can read it;
    /// returns the interaction's token.
    fn dispatch(&self, payload: Value) -> String {
        if let Err(e) = serde_json::from_value::<serenity::all::Interaction>(payload.clone()) {
            panic!("serenity cannot read this interaction ({e}): {payload:#}");
        }
        let token = payload["token"].as_str().unwrap().to_string();
        // Autocomplete has its own deadline and no follow-up to wait for.
        if payload["type"] != 4 {
            self.shared.sent.lock().unwrap().insert(token.clone(), Instant::now());
            let channel = payload["channel_id"].as_str().and_then(|c| c.parse().ok()).unwrap_or(0);
            self.shared.channels.lock().unwrap().insert(token.clone(), channel);
            self.shared.rules.lock().unwrap().interaction_sent(&token, channel);
        }
        let s = self.seq.fetch_add(1, Ordering::Relaxed);
        let event = json!({"op": 0, "s": s, "t": "INTERACTION_CREATE", "d": payload});
        self.events.send(event.to_string()).unwrap();
        token
    }

    fn base_interaction(&self, kind: u8, user: (u64, &str), channel: u64) -> Value {
        let id = self.next_id();
        let mut p = self.server_interaction(id, kind, user, channel);
        let permissions = p["app_permissions"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
        let chat = self.shared.rules.lock().unwrap().chat(channel);
        chat.fill(&mut p, user, permissions);
        if let Some(locale) = self.shared.locales.lock().unwrap().get(&user.0) {
            p["locale"] = json!(locale);
        }
        if let Some(locale) = self.shared.guild_locale.lock().unwrap().as_ref()
            && p.get("guild_id").is_some_and(|g| !g.is_null())
        {
            p["guild_locale"] = json!(locale);
        }
        p
    }

    /// Sets the locale the server's interactions carry as `guild_locale`
    /// (the language its owner chose in Discord).
    pub fn set_guild_locale(&self, locale: &str) {
        *self.shared.guild_locale.lock().unwrap() = Some(locale.to_string());
    }

    /// Sets the locale `user`'s client sends with every interaction.
    pub fn set_locale(&self, user: u64, locale: &str) {
        self.shared.locales.lock().unwrap().insert(user, locale.to_string());
    }

    /// An interaction as a server that added the bot sends it.
    fn server_interaction(&self, id: u64, kind: u8, user: (u64, &str), channel: u64) -> Value {
        json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "token": format!("token{id}"),
            "version": 1,
            "channel_id": channel.to_string(),
            "guild_id": GUILD.to_string(),
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "attachment_size_limit": self.shared.attachment_limit.load(Ordering::Relaxed),
            "app_permissions": self
                .shared
                .permissions
                .lock()
                .unwrap()
                .get(&channel)
                .copied()
                .unwrap_or(BOT_PERMISSIONS)
                .to_string(),
            "member": {
                "user": {"id": user.0.to_string(), "username": user.1},
                "roles": [], "deaf": false, "mute": false, "flags": 0,
                "joined_at": "2026-01-01T00:00:00.000000+00:00"
            }
        })
    }

    /// A slash command. `options` are (name, value) pairs; a value that is
    /// a user is given as `Value::String("@<id>:<name>")`.
    pub fn slash(&self, user: (u64, &str), channel: u64, command: &str, options: &[(&str, Value)]) -> String {
        self.slash_with(user, channel, command, options, None)
    }

    /// A slash command from a member who may manage the server.
    pub fn slash_as_manager(
        &self,
        user: (u64, &str),
        channel: u64,
        command: &str,
        options: &[(&str, Value)],
    ) -> String {
        // 32 is MANAGE_GUILD.
        self.slash_with(user, channel, command, options, Some("32"))
    }

    fn slash_with(
        &self,
        user: (u64, &str),
        channel: u64,
        command: &str,
        options: &[(&str, Value)],
        permissions: Option<&str>,
    ) -> String {
        let mut p = self.base_interaction(2, user, channel);
        if let Some(perms) = permissions {
            p["member"]["permissions"] = json!(perms);
        }
        let mut users = serde_json::Map::new();
        let opts: Vec<Value> = options
            .iter()
            .map(|(name, value)| match value.as_str().and_then(|s| s.strip_prefix('@')) {
                Some(u) => {
                    let (id, uname) = u.split_once(':').unwrap();
                    users.insert(id.to_string(), json!({"id": id, "username": uname}));
                    json!({"name": name, "type": 6, "value": id})
                }
                None => match value {
                    Value::Bool(_) => json!({"name": name, "type": 5, "value": value}),
                    Value::Number(_) => json!({"name": name, "type": 4, "value": value}),
                    _ => json!({"name": name, "type": 3, "value": value}),
                },
            })
            .collect();
        p["data"] = json!({
            "id": "1", "name": command, "type": 1, "options": opts,
            "resolved": {"users": users}
        });
        self.dispatch(p)
    }

    /// An autocomplete request while `option` of `command` holds `typed`.
    pub fn autocomplete(&self, user: (u64, &str), channel: u64, command: &str, option: &str, typed: &str) -> String {
        self.autocomplete_after(user, channel, command, &[], option, typed)
    }

    /// An autocomplete request while `option` holds `typed` and the
    /// options `filled` (name, value as Discord sends it) are already set.
    pub fn autocomplete_after(
        &self,
        user: (u64, &str),
        channel: u64,
        command: &str,
        filled: &[(&str, Value)],
        option: &str,
        typed: &str,
    ) -> String {
        let mut p = self.base_interaction(4, user, channel);
        let mut options: Vec<Value> = filled
            .iter()
            .map(|(name, value)| {
                let kind = if value.is_number() { 4 } else { 3 };
                json!({"name": name, "type": kind, "value": value})
            })
            .collect();
        options.push(json!({"name": option, "type": 3, "value": typed, "focused": true}));
        p["data"] = json!({"id": "1", "name": command, "type": 1, "options": options});
        self.dispatch(p)
    }

    /// A press of the button `custom_id` on a message of the bot's.
    pub fn button(&self, user: (u64, &str), channel: u64, custom_id: &str) -> String {
        let mut p = self.base_interaction(3, user, channel);
        self.press_on(&mut p, custom_id, channel, 0);
        p["data"] = json!({"custom_id": custom_id, "component_type": 2});
        self.dispatch(p)
    }

    /// A choice of `values` from the string select menu `custom_id` on a
    /// private (ephemeral) message of the bot's.
    pub fn select(&self, user: (u64, &str), channel: u64, custom_id: &str, values: &[&str]) -> String {
        let mut p = self.base_interaction(3, user, channel);
        self.press_on(&mut p, custom_id, channel, 64);
        p["data"] = json!({"custom_id": custom_id, "component_type": 3, "values": values});
        self.dispatch(p)
    }

    /// Puts the message a press is on into `p`: the card that carries
    /// `custom_id`, or else a legacy message of its own with `flags`.
    fn press_on(&self, p: &mut Value, custom_id: &str, channel: u64, flags: u64) {
        let mut messages = self.shared.messages.lock().unwrap();
        let carrier = messages.carrier(custom_id);
        let (id, flags) = carrier.unwrap_or_else(|| (self.next_id(), flags));
        let mut message = message_json(id, channel, "");
        message["flags"] = json!(flags);
        p["message"] = message;
        messages.pressed(p["token"].as_str().unwrap_or_default(), id, carrier.is_none());
    }
}

impl Shared {
    fn new_message_id(&self) -> u64 {
        self.next_message.fetch_add(1, Ordering::Relaxed)
    }

    /// Records the message `id` sent or edited (`edit`) with `body`, and
    /// any break of the rule that a card stays a card.
    fn track(&self, id: u64, body: &Value, edit: bool) {
        let broken = self.messages.lock().unwrap().sent(id, body, edit);
        self.rules.lock().unwrap().violations.extend(broken);
    }

    /// The channel the interaction with `token` came from (1 if unknown).
    fn channel_of(&self, token: &str) -> u64 {
        self.channels.lock().unwrap().get(token).copied().unwrap_or(1)
    }
}

/// The id of the message an interaction's response created: one per
/// interaction, apart from the ids of other messages.
fn original_id(token: &str) -> u64 {
    100_000 + token.trim_start_matches("token").parse::<u64>().unwrap_or(0)
}

fn message_json(id: u64, channel: u64, content: &str) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": {"id": APP_ID.to_string(), "username": "dominoes", "bot": true},
        "content": content,
        "timestamp": "2026-01-01T00:00:00.000000+00:00",
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": false, "type": 0
    })
}

/// Discord's permission bit for deleting (and locking) threads.
pub const MANAGE_THREADS: u64 = 1 << 34;

impl Shared {
    /// Whether the bot has `bit` in the channel the last thread was opened in.
    fn may_in_thread_parent(&self, bit: u64) -> bool {
        let parent = *self.thread_parent.lock().unwrap();
        let have = self
            .permissions
            .lock()
            .unwrap()
            .get(&parent)
            .copied()
            .unwrap_or(BOT_PERMISSIONS);
        have & bit != 0
    }
}

/// Discord's answer to a request the bot lacks the permission for.
fn missing_permissions() -> axum::response::Response {
    (
        StatusCode::FORBIDDEN,
        [("content-type", "application/json")],
        json!({"message": "Missing Permissions", "code": 50013}).to_string(),
    )
        .into_response()
}

/// The thread the fake creates for `POST /channels/{parent}/threads`,
/// checked against serenity's `GuildChannel`.
pub const THREAD_ID: u64 = 4242;

fn thread_json(request: &Value, parent: &str) -> Value {
    let thread = json!({
        "id": THREAD_ID.to_string(),
        "type": 11,
        "guild_id": GUILD.to_string(),
        "name": request["name"],
        "parent_id": parent,
        "owner_id": APP_ID.to_string(),
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "thread_metadata": {
            "archived": false, "auto_archive_duration": 1440,
            "archive_timestamp": "2026-01-01T00:00:00.000000+00:00", "locked": false
        },
        "member_count": 1,
        "message_count": 0
    });
    if let Err(e) = serde_json::from_value::<serenity::all::GuildChannel>(thread.clone()) {
        panic!("serenity cannot read the fake's thread ({e}): {thread:#}");
    }
    thread
}

/// Direct-message channels: user `u` gets channel `DM_BASE + u`.
pub const DM_BASE: u64 = 900_000;

/// The channel for `POST /users/@me/channels`, checked against serenity's
/// `PrivateChannel`.
fn dm_channel_json(request: &Value) -> Value {
    let user: u64 = request["recipient_id"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .or_else(|| request["recipient_id"].as_u64())
        .unwrap_or(0);
    let channel = json!({
        "id": (DM_BASE + user).to_string(),
        "type": 1,
        "recipients": [{"id": user.to_string(), "username": format!("user{user}")}]
    });
    if let Err(e) = serde_json::from_value::<serenity::all::PrivateChannel>(channel.clone()) {
        panic!("serenity cannot read the fake's DM channel ({e}): {channel:#}");
    }
    channel
}

async fn gateway(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    let delay = *shared.gateway_delay.lock().unwrap();
    tokio::time::sleep(delay).await;
    ws.on_upgrade(move |socket| session(shared, socket))
}

/// One gateway connection: HELLO, READY on IDENTIFY (recording its
/// shard), ACK every heartbeat, and forward injected events. With several
/// shards connected, each injected event goes to one of them.
async fn session(shared: Arc<Shared>, mut socket: WebSocket) {
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 45_000}});
    if socket.send(Message::Text(hello.to_string())).await.is_err() {
        return;
    }
    // Taken for each wait only (receiving is cancel-safe), so that a
    // second shard's session is answered too.
    let events = &shared.events;
    let next_event = || async move { events.lock().await.recv().await };
    let ws_url = format!("{}/ws", shared.base.replace("http://", "ws://"));
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { return };
                let text = match msg {
                    Message::Text(t) => t,
                    Message::Close(_) => return,
                    _ => continue,
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                if v["op"] == 2 {
                    let shard = &v["d"]["shard"];
                    let [id, total] = [&shard[0], &shard[1]].map(|n| n.as_u64().unwrap_or(u64::MAX));
                    shared.identified.lock().unwrap().push([id, total]);
                }
                let reply = match v["op"].as_u64() {
                    Some(2) => Some(json!({"op": 0, "s": 1, "t": "READY", "d": {
                        "v": 10,
                        "user": {"id": APP_ID.to_string(), "username": "dominoes", "bot": true},
                        "guilds": [],
                        "session_id": "fake-session",
                        "resume_gateway_url": ws_url,
                        "application": {"id": APP_ID.to_string(), "flags": 0}
                    }})),
                    Some(1) => Some(json!({"op": 11})),
                    _ => None,
                };
                if let Some(r) = reply
                    && socket.send(Message::Text(r.to_string())).await.is_err()
                {
                    return;
                }
            }
            event = next_event() => {
                let Some(e) = event else { return };
                if socket.send(Message::Text(e)).await.is_err() {
                    return;
                }
            }
        }
    }
}

async fn rest(
    State(shared): State<Arc<Shared>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let path = uri.path().to_string();
    let (json, files) = read_body(&headers, body).await;
    let parts: Vec<&str> = path.split('/').collect();
    let ok = |v: Value| Some((StatusCode::OK, [("content-type", "application/json")], v.to_string()).into_response());
    let delay = shared
        .slow
        .lock()
        .unwrap()
        .iter()
        .find(|(m, prefix, _)| m == method.as_str() && path.starts_with(prefix.as_str()))
        .map(|s| s.2);
    if let Some(delay) = delay {
        tokio::time::sleep(delay).await;
    }
    let limit = shared.attachment_limit.load(Ordering::Relaxed);
    let refused = |status: u16, code: u64, message: &str| {
        let call = Call {
            method: method.to_string(),
            path: path.clone(),
            json: json.clone(),
            files: files.clone(),
            known: true,
            at: Instant::now(),
        };
        shared.calls.lock().unwrap().push(call.clone());
        shared.refused.lock().unwrap().push((code, call));
        let body = json!({"message": message, "code": code}).to_string();
        let status = StatusCode::from_u16(status).unwrap();
        (status, [("content-type", "application/json")], body).into_response()
    };
    if files.iter().any(|(_, bytes)| bytes.len() as u64 > limit) {
        return refused(413, 40005, "Request entity too large");
    }
    if let Some(status) = injected_failure(&shared, method.as_str(), &path) {
        return refused(status, 0, &format!("{status}: injected"));
    }
    let refusal = shared.rules.lock().unwrap().refusal(method.as_str(), &parts, &json);
    if let Some((status, code, message)) = refusal {
        return refused(status, code, message);
    }
    shared
        .emojis
        .lock()
        .unwrap()
        .check(&format!("{method} {path}"), message_of(&path, &json));
    let emoji_answer = shared.emojis.lock().unwrap().route(method.as_str(), &parts, &json);
    let response = match (method.as_str(), parts.as_slice()) {
        _ if emoji_answer.is_some() => match emoji_answer.unwrap_or(Ok(None)) {
            Ok(Some(v)) => ok(v),
            Ok(None) => Some(StatusCode::NO_CONTENT.into_response()),
            Err((status, code, message)) => return refused(status, code, message),
        },
        ("GET", ["", "api", "v10", "gateway"]) => {
            ok(json!({"url": format!("{}/ws", shared.base.replace("http://", "ws://"))}))
        }
        ("GET", ["", "api", "v10", "gateway", "bot"]) => ok(json!({
            "url": format!("{}/ws", shared.base.replace("http://", "ws://")),
            "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        })),
        ("GET", ["", "api", "v10", "oauth2", "applications", "@me"]) => ok(json!({
            "id": APP_ID.to_string(), "name": "dominoes", "description": "", "bot_public": true,
            "bot_require_code_grant": false, "verify_key": "00"
        })),
        ("PUT", ["", "api", "v10", "applications", _, "commands"])
        | ("PUT", ["", "api", "v10", "applications", _, "guilds", _, "commands"]) => ok(json!([])),
        ("POST", ["", "api", "v10", "interactions", _, token, "callback"]) => {
            let kind = json["type"].as_u64().unwrap_or(0);
            let (id, edit) = shared
                .messages
                .lock()
                .unwrap()
                .callback(token, kind, original_id(token));
            if kind == 4 || kind == 7 {
                shared.track(id, &json["data"], edit);
            }
            Some(StatusCode::NO_CONTENT.into_response())
        }
        ("POST", ["", "api", "v10", "webhooks", _, token]) => {
            let id = shared.new_message_id();
            shared.track(id, &json, false);
            ok(message_json(id, shared.channel_of(token), ""))
        }
        ("PATCH" | "GET", ["", "api", "v10", "webhooks", _, token, "messages", message]) => {
            let original = shared.messages.lock().unwrap().original(token);
            let id = match *message {
                "@original" => original.unwrap_or_else(|| original_id(token)),
                other => other.parse().unwrap_or(0),
            };
            if method == Method::PATCH {
                shared.track(id, &json, true);
            }
            ok(message_json(original_id(token), shared.channel_of(token), ""))
        }
        ("DELETE", ["", "api", "v10", "webhooks", _, _, "messages", _]) => Some(StatusCode::NO_CONTENT.into_response()),
        ("POST", ["", "api", "v10", "channels", parent, "threads"]) => {
            *shared.thread_parent.lock().unwrap() = parent.parse().unwrap_or(0);
            ok(thread_json(&json, parent))
        }
        // As Discord: deleting a thread, even one's own, needs Manage Threads.
        ("DELETE", ["", "api", "v10", "channels", id]) if *id == THREAD_ID.to_string() => {
            if shared.may_in_thread_parent(MANAGE_THREADS) {
                ok(thread_json(&json!({"name": "deleted"}), "1"))
            } else {
                Some(missing_permissions())
            }
        }
        // Archiving one's own thread needs no more than posting in it.
        ("PATCH", ["", "api", "v10", "channels", id]) if *id == THREAD_ID.to_string() => {
            let mut thread = thread_json(&json!({"name": "archived"}), "1");
            thread["thread_metadata"]["archived"] = json["archived"].clone();
            ok(thread)
        }
        ("POST", ["", "api", "v10", "users", "@me", "channels"]) => ok(dm_channel_json(&json)),
        ("POST", ["", "api", "v10", "channels", _, "typing"]) => Some(StatusCode::NO_CONTENT.into_response()),
        ("POST", ["", "api", "v10", "channels", channel, "messages"]) => {
            let id = shared.new_message_id();
            shared.track(id, &json, false);
            ok(message_json(id, channel.parse().unwrap_or(1), ""))
        }
        ("PATCH", ["", "api", "v10", "channels", channel, "messages", message]) => {
            let id = message.parse().unwrap_or(1);
            shared.track(id, &json, true);
            ok(message_json(id, channel.parse().unwrap_or(1), ""))
        }
        _ => None,
    };
    let known = response.is_some();
    shared.calls.lock().unwrap().push(Call {
        method: method.to_string(),
        path,
        json,
        files,
        known,
        at: Instant::now(),
    });
    response.unwrap_or_else(|| {
        (
            StatusCode::NOT_FOUND,
            [("content-type", "application/json")],
            json!({"message": "404: Not Found", "code": 0}).to_string(),
        )
            .into_response()
    })
}

impl Drop for FakeDiscord {
    /// Every test that uses the fake also checks that nothing the bot sent
    /// broke Discord's limits (a test already failing is left to report).
    fn drop(&mut self) {
        if std::thread::panicking() {
            return;
        }
        let mut broken: Vec<String> = self.calls().iter().flat_map(over_limits).collect();
        broken.extend(self.shared.rules.lock().unwrap().violations.clone());
        broken.extend(self.shared.emojis.lock().unwrap().violations.clone());
        assert!(broken.is_empty(), "payloads Discord would refuse: {broken:#?}");
    }
}

/// What in this request breaks Discord's limits: 2000 characters of
/// content, 5 rows of 5 buttons or one select menu, custom ids of 100,
/// labels of 80, 25 autocomplete choices with names of 1-100 and values of
/// at most 100, select menus of 1-25 options with labels and values of
/// 1-100, descriptions of at most 100 and placeholders of at most 150.
pub fn over_limits(call: &Call) -> Vec<String> {
    let mut broken = Vec::new();
    let m = call.message();
    let what = format!("{} {}", call.method, call.path);
    if cards::is_card(m) {
        return cards::card_over_limits(&what, m, &call.files);
    }
    if let Some(text) = m["content"].as_str()
        && text.chars().count() > 2000
    {
        broken.push(format!("{what}: {} characters", text.chars().count()));
    }
    let rows = m["components"].as_array().map_or(&[][..], |r| r.as_slice());
    if rows.len() > 5 {
        broken.push(format!("{what}: {} rows", rows.len()));
    }
    for row in rows {
        let items = row["components"].as_array().map_or(&[][..], |c| c.as_slice());
        if items.len() > 5 {
            broken.push(format!("{what}: {} components in a row", items.len()));
        }
        if items.len() > 1 && items.iter().any(|c| c["type"] == 3) {
            broken.push(format!("{what}: a select menu shares its row"));
        }
        for b in items {
            let id = b["custom_id"].as_str().unwrap_or_default();
            if b["type"] == 3 {
                broken.extend(menu_over_limits(&what, b));
                continue;
            }
            let label = b["label"].as_str().unwrap_or_default();
            if id.len() > 100 || label.chars().count() > 80 {
                broken.push(format!("{what}: id {id:?} / label {label:?}"));
            }
        }
    }
    let choices = m["choices"].as_array().map_or(&[][..], |c| c.as_slice());
    if choices.len() > 25 {
        broken.push(format!("{what}: {} choices", choices.len()));
    }
    for c in choices {
        let name = c["name"].as_str().unwrap_or_default().chars().count();
        let value = c["value"].as_str().map_or(0, |v| v.chars().count());
        if !(1..=100).contains(&name) || value > 100 {
            broken.push(format!("{what}: choice {c}"));
        }
    }
    broken
}

/// What in a string select menu breaks Discord's limits.
fn menu_over_limits(what: &str, menu: &Value) -> Vec<String> {
    let mut broken = Vec::new();
    let id = menu["custom_id"].as_str().unwrap_or_default();
    let placeholder = menu["placeholder"].as_str().unwrap_or_default();
    if !(1..=100).contains(&id.len()) || placeholder.chars().count() > 150 {
        broken.push(format!("{what}: menu {id:?} / placeholder {placeholder:?}"));
    }
    let options = menu["options"].as_array().map_or(&[][..], |o| o.as_slice());
    if !(1..=25).contains(&options.len()) {
        broken.push(format!("{what}: menu {id:?} has {} options", options.len()));
    }
    let mut values = std::collections::HashSet::new();
    for o in options {
        let len = |key: &str| o[key].as_str().map_or(0, |v| v.chars().count());
        let fits = (1..=100).contains(&len("label")) && (1..=100).contains(&len("value")) && len("description") <= 100;
        if !fits || !values.insert(o["value"].to_string()) {
            broken.push(format!("{what}: menu option {o}"));
        }
    }
    broken
}

/// The message data a request carries: `data` of an interaction
/// callback, else the body.
fn message_of<'a>(path: &str, json: &'a Value) -> &'a Value {
    if path.ends_with("/callback") {
        &json["data"]
    } else {
        json
    }
}

/// The status of a failure a test asked for, if this request is one.
fn injected_failure(shared: &Shared, method: &str, path: &str) -> Option<u16> {
    let mut failures = shared.failures.lock().unwrap();
    let f = failures
        .iter_mut()
        .find(|(m, prefix, _, left)| m == method && path.starts_with(prefix.as_str()) && *left > 0)?;
    f.3 -= 1;
    Some(f.2)
}

/// JSON, or multipart with `payload_json` and `files[n]` parts.
async fn read_body(headers: &HeaderMap, body: Bytes) -> (Value, Vec<(String, Vec<u8>)>) {
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    if let Ok(boundary) = multer::parse_boundary(content_type) {
        let stream = futures_stream(body);
        let mut multipart = multer::Multipart::new(stream, boundary);
        let mut json = Value::Null;
        let mut files = Vec::new();
        while let Ok(Some(field)) = multipart.next_field().await {
            let name = field.name().unwrap_or_default().to_string();
            let filename = field.file_name().map(str::to_string);
            let data = field.bytes().await.unwrap_or_default().to_vec();
            if name == "payload_json" {
                json = serde_json::from_slice(&data).unwrap_or(Value::Null);
            } else {
                files.push((filename.unwrap_or(name), data));
            }
        }
        return (json, files);
    }
    (serde_json::from_slice(&body).unwrap_or(Value::Null), Vec::new())
}

fn futures_stream(body: Bytes) -> impl futures_util::Stream<Item = Result<Bytes, std::io::Error>> {
    futures_util::stream::once(async move { Ok(body) })
}
