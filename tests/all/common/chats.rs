//! Where the fake Discord's interactions come from, and what Discord lets an
//! app do there (issue 52). A server that added the bot is a member's chat;
//! an install to a user's account reaches DMs, group DMs and servers that
//! never added the bot, where Discord lets the app only answer:
//! - a post, an edit, typing or a thread in such a channel is refused with
//!   50001 (Missing Access);
//! - an interaction's token works for fifteen minutes (a test expires
//!   them at will): after that, 50027 (Invalid Webhook Token);
//! - a user-installed app's interaction takes at most five follow-ups
//!   (40094);
//! - a DM to a user who takes none from the bot is refused with 50007;
//! - the first message after a private defer fills the "thinking" message
//!   and stays private whatever it asks, so a public one there would be
//!   seen by the caller alone (recorded as a violation).

use super::fake_discord::{BOT_PERMISSIONS, DM_BASE, GUILD};
use serde_json::{Value, json};
use std::collections::{HashMap, HashSet};

/// Discord's cap on follow-ups of a user-installed app's interaction.
pub const MAX_FOLLOWUPS: usize = 5;

/// Use External Apps: whether a server lets outside apps answer publicly.
pub const USE_EXTERNAL_APPS: u64 = 1 << 50;

/// Where a channel is, as Discord tells an app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chat {
    /// A channel of the server [`GUILD`], which added the bot (the default).
    Server,
    /// A channel of server `guild`, which did not add the bot, reached
    /// through a member's install; `external_apps`: whether the server
    /// lets outside apps answer publicly.
    ServerWithoutBot { guild: u64, external_apps: bool },
    /// The bot's own DM with a user.
    BotDm,
    /// A group DM, or a DM between two people.
    GroupDm,
}

impl Chat {
    /// Discord's `context`: 0 a server, 1 the bot's DM, 2 other DMs.
    fn context(self) -> u8 {
        match self {
            Chat::Server | Chat::ServerWithoutBot { .. } => 0,
            Chat::BotDm => 1,
            Chat::GroupDm => 2,
        }
    }

    fn guild(self) -> Option<u64> {
        match self {
            Chat::Server => Some(GUILD),
            Chat::ServerWithoutBot { guild, .. } => Some(guild),
            Chat::BotDm | Chat::GroupDm => None,
        }
    }

    /// Whether the bot may post here on its own.
    pub fn bot_is_member(self) -> bool {
        matches!(self, Chat::Server | Chat::BotDm)
    }

    /// Sets an interaction's fields that depend on the chat: `context`,
    /// `guild_id` (none in DMs), the authorizing installs, the member or
    /// user, and the app's permissions (`server_permissions` in a server
    /// that added the bot).
    pub fn fill(self, payload: &mut Value, user: (u64, &str), server_permissions: u64) {
        let user_json = json!({"id": user.0.to_string(), "username": user.1});
        payload["context"] = json!(self.context());
        payload["authorizing_integration_owners"] = match self {
            Chat::Server => json!({"0": GUILD.to_string()}),
            _ => json!({"1": user.0.to_string()}),
        };
        let permissions = match self {
            Chat::Server => server_permissions,
            Chat::ServerWithoutBot { external_apps, .. } => {
                BOT_PERMISSIONS | if external_apps { USE_EXTERNAL_APPS } else { 0 }
            }
            Chat::BotDm | Chat::GroupDm => BOT_PERMISSIONS | USE_EXTERNAL_APPS,
        };
        payload["app_permissions"] = json!(permissions.to_string());
        match self.guild() {
            Some(guild) => {
                payload["guild_id"] = json!(guild.to_string());
                payload["member"] = json!({
                    "user": user_json,
                    "roles": [], "deaf": false, "mute": false, "flags": 0,
                    "joined_at": "2026-01-01T00:00:00.000000+00:00"
                });
            }
            None => {
                let p = payload.as_object_mut().unwrap();
                p.remove("guild_id");
                p.remove("guild_locale");
                p.remove("member");
                p.insert("user".into(), user_json);
            }
        }
    }
}

/// One interaction's token, as Discord keeps it.
#[derive(Default)]
struct Token {
    /// A user-installed app's interaction: five follow-ups at most.
    capped: bool,
    followups: usize,
    /// Answered with a private defer that no message has filled yet.
    private_defer: bool,
    expired: bool,
}

/// Discord's refusal of a request: status, JSON code and message.
pub type Refusal = (u16, u64, &'static str);

const MISSING_ACCESS: Refusal = (403, 50001, "Missing Access");
const NO_DMS: Refusal = (403, 50007, "Cannot send messages to this user");
const EXPIRED: Refusal = (401, 50027, "Invalid Webhook Token");
const TOO_MANY_FOLLOWUPS: Refusal = (
    400,
    40094,
    "This interaction has hit the maximum number of follow up messages",
);

#[derive(Default)]
pub struct Rules {
    chats: HashMap<u64, Chat>,
    tokens: HashMap<String, Token>,
    closed_dms: HashSet<u64>,
    /// What the bot did that Discord would not show as the bot meant.
    pub violations: Vec<String>,
}

impl Rules {
    pub fn set_chat(&mut self, channel: u64, chat: Chat) {
        self.chats.insert(channel, chat);
    }

    pub fn chat(&self, channel: u64) -> Chat {
        self.chats.get(&channel).copied().unwrap_or(Chat::Server)
    }

    /// From now on the bot's DMs to `user` are refused (50007).
    pub fn close_dms(&mut self, user: u64) {
        self.closed_dms.insert(user);
    }

    /// Every token handed out so far is now older than fifteen minutes.
    pub fn expire_tokens(&mut self) {
        for t in self.tokens.values_mut() {
            t.expired = true;
        }
    }

    pub fn interaction_sent(&mut self, token: &str, channel: u64) {
        let capped = self.chat(channel) != Chat::Server;
        self.tokens.insert(
            token.to_string(),
            Token {
                capped,
                ..Token::default()
            },
        );
    }

    /// What Discord answers instead of doing `method` on the path `parts`
    /// with `body`, if it refuses; else `None`, and the request counts.
    pub fn refusal(&mut self, method: &str, parts: &[&str], body: &Value) -> Option<Refusal> {
        match (method, parts) {
            ("POST", ["", "api", "v10", "interactions", _, token, "callback"]) => {
                let private = body["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0;
                if let Some(t) = self.tokens.get_mut(*token) {
                    t.private_defer = body["type"] == 5 && private;
                }
                None
            }
            ("POST", ["", "api", "v10", "webhooks", _, token]) => self.followup(token, body),
            (_, ["", "api", "v10", "webhooks", _, token, "messages", which]) => {
                let t = self.tokens.get_mut(*token)?;
                if t.expired {
                    return Some(EXPIRED);
                }
                if *which == "@original" {
                    t.private_defer = false;
                }
                None
            }
            ("POST", ["", "api", "v10", "channels", channel, "messages" | "typing" | "threads"])
            | ("PATCH", ["", "api", "v10", "channels", channel, "messages", _]) => {
                let channel: u64 = channel.parse().unwrap_or(0);
                if let Some(user) = channel.checked_sub(DM_BASE)
                    && self.closed_dms.contains(&user)
                {
                    return Some(NO_DMS);
                }
                (!self.chat(channel).bot_is_member()).then_some(MISSING_ACCESS)
            }
            _ => None,
        }
    }

    fn followup(&mut self, token: &str, body: &Value) -> Option<Refusal> {
        let t = self.tokens.get_mut(token)?;
        if t.expired {
            return Some(EXPIRED);
        }
        if t.capped && t.followups >= MAX_FOLLOWUPS {
            return Some(TOO_MANY_FOLLOWUPS);
        }
        t.followups += 1;
        let private = body["flags"].as_u64().unwrap_or(0) & 64 != 0;
        if std::mem::take(&mut t.private_defer) && !private {
            self.violations.push(format!(
                "a public follow-up of {token} filled its private defer: only the caller would see it"
            ));
        }
        None
    }
}
