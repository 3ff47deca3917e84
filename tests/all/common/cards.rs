//! What the fake Discord checks of Components V2 messages ("cards"), as
//! Discord documents them:
//! - a message with the `IS_COMPONENTS_V2` flag has no `content`, no
//!   embeds, no poll and no stickers;
//! - its top level holds action rows, sections, text displays, media
//!   galleries, files, separators and containers; a container holds the
//!   same but containers; an action row holds at most five buttons or one
//!   select menu;
//! - at most 40 components in all, nested ones counted; at most 4000
//!   characters of text displays;
//! - a media gallery holds 1-10 items, and an `attachment://` picture must
//!   be one uploaded with the message; an upload no component shows is
//!   never seen (the bot sending one is a bug);
//! - an edit sets no flag but SUPPRESS_EMBEDS and this one (privacy
//!   cannot change);
//! - the flag, once set, stays on every edit of the message. Setting it on
//!   an edit of a message sent without it is not documented either way:
//!   the bot never does it, and the fake counts it as refused.

use serde_json::Value;
use std::collections::{HashMap, HashSet};

pub const IS_COMPONENTS_V2: u64 = 1 << 15;
/// The flags an edit may carry: SUPPRESS_EMBEDS and IS_COMPONENTS_V2.
const EDITABLE_FLAGS: u64 = (1 << 2) | IS_COMPONENTS_V2;

const ACTION_ROW: u64 = 1;
const BUTTON: u64 = 2;
const SECTION: u64 = 9;
const TEXT_DISPLAY: u64 = 10;
const THUMBNAIL: u64 = 11;
const MEDIA_GALLERY: u64 = 12;
const FILE: u64 = 13;
const SEPARATOR: u64 = 14;
const CONTAINER: u64 = 17;
/// Select menus: string, user, role, mentionable, channel.
const SELECTS: [u64; 5] = [3, 5, 6, 7, 8];

pub const MAX_COMPONENTS: usize = 40;
pub const MAX_TEXT: usize = 4000;

/// Whether a message body (or an edit) carries the V2 flag.
pub fn is_card(m: &Value) -> bool {
    m["flags"].as_u64().unwrap_or(0) & IS_COMPONENTS_V2 != 0
}

fn kind(c: &Value) -> u64 {
    c["type"].as_u64().unwrap_or(0)
}

fn children(c: &Value) -> &[Value] {
    c["components"].as_array().map_or(&[][..], |v| v.as_slice())
}

/// Every component of a message, nested ones too, depth first.
pub fn all_components(m: &Value) -> Vec<Value> {
    fn walk(list: &[Value], out: &mut Vec<Value>) {
        for c in list {
            out.push(c.clone());
            walk(children(c), out);
            if let Some(accessory) = c.get("accessory") {
                out.push(accessory.clone());
            }
        }
    }
    let mut out = Vec::new();
    walk(children(m), &mut out);
    out
}

/// The text a card shows: its text displays, one per line.
pub fn card_text(m: &Value) -> String {
    all_components(m)
        .iter()
        .filter(|c| kind(c) == TEXT_DISPLAY)
        .filter_map(|c| c["content"].as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The pictures a card shows (`attachment://` names, without the scheme).
pub fn card_pictures(m: &Value) -> Vec<String> {
    all_components(m)
        .iter()
        .flat_map(|c| match kind(c) {
            MEDIA_GALLERY => c["items"].as_array().cloned().unwrap_or_default(),
            THUMBNAIL | FILE => vec![c.clone()],
            _ => Vec::new(),
        })
        .filter_map(|item| {
            let url = item["media"]["url"].as_str().or(item["file"]["url"].as_str())?;
            url.strip_prefix("attachment://").map(str::to_string)
        })
        .collect()
}

/// What in the card `m` (sent with `files`) breaks Discord's rules.
pub fn card_over_limits(what: &str, m: &Value, files: &[(String, Vec<u8>)]) -> Vec<String> {
    let mut broken = Vec::new();
    for key in ["content", "embeds", "poll", "sticker_ids"] {
        let present = match &m[key] {
            Value::Null => false,
            Value::Array(a) => !a.is_empty(),
            _ => true,
        };
        if present {
            broken.push(format!("{what}: a card with `{key}`"));
        }
    }
    let all = all_components(m);
    if all.len() > MAX_COMPONENTS {
        broken.push(format!("{what}: {} components in a card", all.len()));
    }
    let text: usize = card_text(m).chars().count();
    if text > MAX_TEXT {
        broken.push(format!("{what}: {text} characters of text in a card"));
    }
    broken.extend(placement(what, children(m), true));
    let mut ids = HashSet::new();
    for c in &all {
        if let Some(id) = c["custom_id"].as_str()
            && (!ids.insert(id.to_string()) || id.is_empty() || id.len() > 100)
        {
            broken.push(format!("{what}: custom id {id:?} repeated or of the wrong length"));
        }
        if kind(c) == BUTTON && c["label"].as_str().is_some_and(|l| l.chars().count() > 80) {
            broken.push(format!("{what}: button label over 80 characters"));
        }
        if kind(c) == MEDIA_GALLERY {
            let items = c["items"].as_array().map_or(0, |i| i.len());
            if !(1..=10).contains(&items) {
                broken.push(format!("{what}: a media gallery of {items} items"));
            }
        }
    }
    // Discord takes at most 10 files with one message.
    if files.len() > 10 {
        broken.push(format!("{what}: {} files uploaded with one message", files.len()));
    }
    let uploaded: HashSet<&str> = files.iter().map(|(name, _)| name.as_str()).collect();
    let shown = card_pictures(m);
    for name in &shown {
        if !uploaded.contains(name.as_str()) {
            broken.push(format!("{what}: the card shows {name}, which was not uploaded"));
        }
    }
    for name in uploaded {
        if !shown.iter().any(|s| s == name) {
            broken.push(format!("{what}: {name} was uploaded but no component shows it"));
        }
    }
    broken
}

/// Whether each component may stand where it is: the top level (`top`)
/// or inside a container; action rows checked for their contents.
fn placement(what: &str, list: &[Value], top: bool) -> Vec<String> {
    let mut broken = Vec::new();
    for c in list {
        match kind(c) {
            CONTAINER if top => broken.extend(placement(what, children(c), false)),
            ACTION_ROW => {
                let items = children(c);
                let buttons = items.iter().filter(|i| kind(i) == BUTTON).count();
                let selects = items.iter().filter(|i| SELECTS.contains(&kind(i))).count();
                let fits = (buttons == items.len() && (1..=5).contains(&buttons)) || (selects == 1 && items.len() == 1);
                if !fits {
                    broken.push(format!("{what}: an action row of {} items", items.len()));
                }
            }
            SECTION | TEXT_DISPLAY | MEDIA_GALLERY | FILE | SEPARATOR => {}
            other => broken.push(format!("{what}: component type {other} out of place")),
        }
    }
    broken
}

/// Which messages are cards, and which card carries each custom id, so a
/// press on a card names it and an edit of a card is checked to keep the
/// flag.
#[derive(Default)]
pub struct Messages {
    /// Whether each message the bot sent is a card.
    cards: HashMap<u64, bool>,
    /// The card that last carried each custom id, and its flags.
    carriers: HashMap<String, (u64, u64)>,
    /// The message an interaction's `@original` names, by token: its
    /// response, or after an update (type 6 or 7) the pressed message.
    originals: HashMap<String, u64>,
    /// The message each press was on, by token.
    pressed: HashMap<String, u64>,
}

impl Messages {
    /// The card carrying `custom_id`, and its flags, if the bot sent one.
    pub fn carrier(&self, custom_id: &str) -> Option<(u64, u64)> {
        self.carriers.get(custom_id).copied()
    }

    /// The press `token` was on message `id`, a card or (`legacy`) not.
    pub fn pressed(&mut self, token: &str, id: u64, legacy: bool) {
        self.pressed.insert(token.to_string(), id);
        if legacy {
            self.cards.insert(id, false);
        }
    }

    /// An interaction's callback: a new message (4, 5) or the pressed one
    /// updated (6, 7). Returns the message and whether it is an edit.
    pub fn callback(&mut self, token: &str, kind: u64, new_id: u64) -> (u64, bool) {
        let pressed = self.pressed.get(token).copied();
        let (id, edit) = match (kind, pressed) {
            (6 | 7, Some(p)) => (p, true),
            _ => (new_id, false),
        };
        self.originals.insert(token.to_string(), id);
        (id, edit)
    }

    /// The message `@original` names for `token`.
    pub fn original(&self, token: &str) -> Option<u64> {
        self.originals.get(token).copied()
    }

    /// Records message `id` sent (or edited, `edit`) with `body`; returns
    /// what breaks the rule that a card stays a card.
    pub fn sent(&mut self, id: u64, body: &Value, edit: bool) -> Option<String> {
        let card = is_card(body);
        let was = self.cards.get(&id).copied();
        let flags = body["flags"].as_u64().unwrap_or(0);
        let broken = match (edit, was, card) {
            (true, Some(true), false) => Some(format!("message {id}: an edit took IS_COMPONENTS_V2 off a card")),
            (true, Some(false), true) => Some(format!("message {id}: an edit made a legacy message a card")),
            _ if edit && flags & !EDITABLE_FLAGS != 0 => Some(format!("message {id}: an edit sets flags {flags}")),
            _ => None,
        };
        if !(edit && body.is_null()) {
            self.cards.insert(id, was.unwrap_or(false) || card);
        }
        // Only cards are followed to their presses: a legacy message's press
        // names a message of its own, as the fake always did.
        let flags = flags | if was == Some(true) { IS_COMPONENTS_V2 } else { 0 };
        if flags & IS_COMPONENTS_V2 == 0 {
            return broken;
        }
        for c in all_components(body) {
            if let Some(custom_id) = c["custom_id"].as_str() {
                self.carriers.insert(custom_id.to_string(), (id, flags));
            }
        }
        broken
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn card(inside: Vec<Value>) -> Value {
        json!({"flags": IS_COMPONENTS_V2, "components": [{"type": CONTAINER, "components": inside}]})
    }

    fn text(s: &str) -> Value {
        json!({"type": TEXT_DISPLAY, "content": s})
    }

    fn row(n: usize) -> Value {
        let buttons: Vec<Value> = (0..n)
            .map(|i| json!({"type": BUTTON, "custom_id": format!("b{i}"), "label": "A", "style": 1}))
            .collect();
        json!({"type": ACTION_ROW, "components": buttons})
    }

    #[test]
    fn a_card_within_the_rules_passes() {
        let m = card(vec![text("hello"), row(5)]);
        assert_eq!(card_over_limits("t", &m, &[]), Vec::<String>::new());
    }

    #[test]
    fn content_too_many_components_long_text_and_bad_rows_are_caught() {
        let mut m = card(vec![text("hi")]);
        m["content"] = json!("words");
        assert_eq!(card_over_limits("t", &m, &[]).len(), 1);
        // 1 container + 9 rows of 4 buttons (45) = 46 components.
        let rows: Vec<Value> = (0..9)
            .map(|r| {
                let mut row = row(4);
                for (i, b) in row["components"].as_array_mut().unwrap().iter_mut().enumerate() {
                    b["custom_id"] = json!(format!("r{r}b{i}"));
                }
                row
            })
            .collect();
        assert!(card_over_limits("t", &card(rows), &[])[0].contains("components in a card"));
        assert!(card_over_limits("t", &card(vec![text(&"x".repeat(4001))]), &[])[0].contains("characters"));
        assert!(card_over_limits("t", &card(vec![row(6)]), &[])[0].contains("action row"));
        let nested = card(vec![json!({"type": CONTAINER, "components": []})]);
        assert!(card_over_limits("t", &nested, &[])[0].contains("out of place"));
    }

    #[test]
    fn pictures_must_be_uploaded_and_shown() {
        let gallery = json!({"type": MEDIA_GALLERY, "items": [{"media": {"url": "attachment://a.png"}}]});
        let m = card(vec![gallery]);
        assert_eq!(
            card_over_limits("t", &m, &[("a.png".into(), vec![1])]),
            Vec::<String>::new()
        );
        assert_eq!(card_over_limits("t", &m, &[]).len(), 1);
        let plain = card(vec![text("x")]);
        assert_eq!(card_over_limits("t", &plain, &[("a.png".into(), vec![1])]).len(), 1);
        // Eleven pictures, each shown by a gallery of its own: one file
        // too many for a message.
        let names: Vec<String> = (0..11).map(|i| format!("p{i}.png")).collect();
        let galleries = names
            .iter()
            .map(|n| json!({"type": MEDIA_GALLERY, "items": [{"media": {"url": format!("attachment://{n}")}}]}))
            .collect();
        let files: Vec<(String, Vec<u8>)> = names.iter().map(|n| (n.clone(), vec![1])).collect();
        let broken = card_over_limits("t", &card(galleries), &files);
        assert!(broken.len() == 1 && broken[0].contains("11 files"), "{broken:?}");
    }

    #[test]
    fn an_edit_keeps_a_card_a_card() {
        let mut messages = Messages::default();
        assert_eq!(messages.sent(1, &card(vec![text("x")]), false), None);
        assert_eq!(messages.sent(1, &card(vec![text("y")]), true), None);
        assert!(messages.sent(1, &json!({"components": []}), true).is_some());
        assert_eq!(messages.sent(2, &json!({"content": "x"}), false), None);
        assert!(messages.sent(2, &card(vec![text("y")]), true).is_some());
        let private = json!({"flags": IS_COMPONENTS_V2 | 64, "components": []});
        assert!(messages.sent(1, &private, true).is_some());
    }
}
