//! What the service answers: plain values that any front end can show.

use super::ButtonId;
use serde::Serialize;

/// Who sees a reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Audience {
    /// Everyone in the channel.
    Public,
    /// Only this user (an ephemeral message on Discord).
    Private(u64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Button {
    /// A [`ButtonId`] as text (`accept:12`); pressed with `Service::button`.
    pub id: String,
    pub label: String,
    pub style: ButtonStyle,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    pub filename: String,
    pub png: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub audience: Audience,
    /// Markdown text; users are mentioned as `<@id>`.
    pub text: String,
    pub image: Option<Image>,
    pub buttons: Vec<Button>,
    /// Users this reply should ping.
    pub mentions: Vec<u64>,
    /// Set on the public message of an accepted action: once it is posted,
    /// the front end tells the service ([`super::Service::posted`]), and a
    /// restart does not post it again (`Service::owed_posts`).
    pub settles: Option<Owed>,
    /// Shown in place of the message whose button was pressed (a challenge
    /// that fills up, a replay that steps on), not as a new message. An
    /// empty text keeps that message's text; the buttons are replaced by
    /// this reply's (none: the old ones go). Only a button's first reply
    /// can be in place; elsewhere it is posted as usual.
    pub in_place: bool,
}

/// A game's public messages are owed up to this action (its `ply`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Owed {
    pub game: i64,
    pub ply: i64,
}

impl Reply {
    pub fn public(text: impl Into<String>) -> Reply {
        Reply {
            audience: Audience::Public,
            text: text.into(),
            image: None,
            buttons: Vec::new(),
            mentions: Vec::new(),
            settles: None,
            in_place: false,
        }
    }

    /// Takes the buttons off the pressed message and leaves its text: what
    /// a button that no longer applies gets, with a private note after.
    pub fn stale() -> Reply {
        Reply::public("").in_place()
    }

    pub fn private(user: u64, text: impl Into<String>) -> Reply {
        Reply {
            audience: Audience::Private(user),
            ..Reply::public(text)
        }
    }

    pub fn with_image(mut self, filename: impl Into<String>, png: Vec<u8>) -> Reply {
        self.image = Some(Image {
            filename: filename.into(),
            png,
        });
        self
    }

    /// Adds a button, unless its id is longer than Discord takes (see
    /// [`ButtonId::fits`]): such a choice is left to typing instead.
    pub fn with_button(mut self, id: ButtonId, label: &str, style: ButtonStyle) -> Reply {
        if id.fits() {
            self.buttons.push(Button {
                id: id.to_string(),
                label: label.to_string(),
                style,
            });
        }
        self
    }

    /// Shows this reply in place of the pressed message.
    pub fn in_place(mut self) -> Reply {
        self.in_place = true;
        self
    }

    /// Marks this reply as the post that settles `owed`.
    pub fn settling(mut self, owed: Owed) -> Reply {
        self.settles = Some(owed);
        self
    }

    pub fn mentioning(mut self, users: impl IntoIterator<Item = u64>) -> Reply {
        for u in users {
            if !self.mentions.contains(&u) {
                self.mentions.push(u);
            }
        }
        self
    }
}

/// How a user is mentioned in reply text.
pub fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// An autocomplete choice: what the menu shows and what gets filled in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    pub name: String,
    pub value: String,
}

/// Where a message the bot sends on its own goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Destination {
    /// A game's channel (or thread).
    Channel(u64),
    /// A direct message to this user.
    Direct(u64),
}

/// A message the bot sends on its own, not as an answer to a command: a
/// reminder, a deadline passing, a game decided on time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub to: Destination,
    pub reply: Reply,
}
