//! The application's emojis in the fake Discord: the routes
//! `GET/POST /applications/{app}/emojis` and `PATCH/DELETE
//! /applications/{app}/emojis/{id}` with Discord's rules, and the check
//! that a component shows only emojis of the application.
//!
//! Discord's rules kept here: a name of 2-32 characters of `[A-Za-z0-9_]`,
//! unique within the application (else 400, code 50035, Invalid Form
//! Body); an image given as a `data:image/...;base64,` URI (50035) of at
//! most 256 KiB (50138, "Failed to resize asset below the maximum size");
//! at most 2000 emojis (30008, "Maximum number of emojis reached"); an
//! unknown id (404, code 10014, Unknown Emoji).

use serde_json::{Value, json};

/// Discord's cap on an application's emojis.
pub const MAX_EMOJIS: usize = 2000;
/// Discord's limit on an emoji's image.
pub const MAX_IMAGE: usize = 256 * 1024;

/// An answer of the emoji routes: the JSON (or `None` for 204), or a
/// refusal (status, JSON error code, message).
pub type Answer = Result<Option<Value>, (u16, u64, &'static str)>;

#[derive(Clone, Debug)]
pub struct Emoji {
    pub id: u64,
    pub name: String,
    /// The image's bytes, decoded from its data URI.
    pub bytes: usize,
}

#[derive(Default)]
pub struct AppEmojis {
    pub items: Vec<Emoji>,
    next_id: u64,
    /// Components that showed an emoji the application does not have.
    pub violations: Vec<String>,
}

fn valid_name(name: &str) -> bool {
    (2..=32).contains(&name.chars().count()) && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The bytes of a `data:image/...;base64,` URI, if it is one.
fn image_bytes(uri: &str) -> Option<usize> {
    let (head, data) = uri.split_once(',')?;
    let kind = head.strip_prefix("data:image/")?.strip_suffix(";base64")?;
    if !["png", "jpeg", "gif", "webp", "avif"].contains(&kind) {
        return None;
    }
    let data = data.trim_end_matches('=');
    let ok = data.chars().all(|c| c.is_ascii_alphanumeric() || c == '+' || c == '/');
    ok.then_some(data.len() * 3 / 4)
}

impl AppEmojis {
    fn json(e: &Emoji) -> Value {
        json!({
            "id": e.id.to_string(), "name": e.name, "roles": [], "require_colons": true,
            "managed": false, "animated": false, "available": true
        })
    }

    /// Adds an emoji as if uploaded before (another artwork, someone
    /// else's emoji); returns its id.
    pub fn add(&mut self, name: &str) -> u64 {
        self.next_id = self.next_id.max(77_000) + 1;
        self.items.push(Emoji {
            id: self.next_id,
            name: name.to_string(),
            bytes: 100,
        });
        self.next_id
    }

    /// The answer to an emoji route, or `None` if `parts` is no emoji route.
    pub fn route(&mut self, method: &str, parts: &[&str], body: &Value) -> Option<Answer> {
        let ["", "api", "v10", "applications", _, "emojis", rest @ ..] = parts else {
            return None;
        };
        Some(match (method, rest) {
            ("GET", []) => Ok(Some(
                json!({"items": self.items.iter().map(Self::json).collect::<Vec<_>>()}),
            )),
            ("POST", []) => self.create(body),
            ("GET" | "PATCH" | "DELETE", [id]) => {
                let Some(at) = self.items.iter().position(|e| e.id.to_string() == *id) else {
                    return Some(Err((404, 10014, "Unknown Emoji")));
                };
                match method {
                    "GET" => Ok(Some(Self::json(&self.items[at]))),
                    "DELETE" => {
                        self.items.remove(at);
                        Ok(None)
                    }
                    _ => self.rename(at, body),
                }
            }
            _ => return None,
        })
    }

    fn name_refusal(&self, name: &str, except: Option<usize>) -> Option<(u16, u64, &'static str)> {
        let taken = self
            .items
            .iter()
            .enumerate()
            .any(|(i, e)| e.name == name && Some(i) != except);
        (!valid_name(name) || taken).then_some((400, 50035, "Invalid Form Body"))
    }

    fn create(&mut self, body: &Value) -> Answer {
        let name = body["name"].as_str().unwrap_or_default();
        if let Some(refusal) = self.name_refusal(name, None) {
            return Err(refusal);
        }
        let Some(bytes) = body["image"].as_str().and_then(image_bytes) else {
            return Err((400, 50035, "Invalid Form Body"));
        };
        if bytes > MAX_IMAGE {
            return Err((400, 50138, "Failed to resize asset below the maximum size: 262144"));
        }
        if self.items.len() >= MAX_EMOJIS {
            return Err((400, 30008, "Maximum number of emojis reached"));
        }
        self.add(name);
        let made = self.items.len() - 1;
        self.items[made].bytes = bytes;
        Ok(Some(Self::json(&self.items[made])))
    }

    fn rename(&mut self, at: usize, body: &Value) -> Answer {
        let name = body["name"].as_str().unwrap_or_default();
        if let Some(refusal) = self.name_refusal(name, Some(at)) {
            return Err(refusal);
        }
        self.items[at].name = name.to_string();
        Ok(Some(Self::json(&self.items[at])))
    }

    /// Records every emoji in the components of a message or response that
    /// is not one of the application's (by id and name).
    pub fn check(&mut self, what: &str, message: &Value) {
        let rows = message["components"].as_array().cloned().unwrap_or_default();
        for item in rows
            .iter()
            .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        {
            let options = item["options"].as_array().cloned().unwrap_or_default();
            for emoji in std::iter::once(&item["emoji"]).chain(options.iter().map(|o| &o["emoji"])) {
                if emoji.is_null() {
                    continue;
                }
                let id = emoji["id"].as_str().unwrap_or_default();
                let name = emoji["name"].as_str().unwrap_or_default();
                if !self.items.iter().any(|e| e.id.to_string() == id && e.name == name) {
                    self.violations
                        .push(format!("{what}: emoji {emoji} is not one of the application's"));
                }
            }
        }
    }
}

#[test]
fn the_emoji_routes_keep_discords_rules() {
    let mut app = AppEmojis::default();
    let path = |rest: &str| format!("/api/v10/applications/1000/emojis{rest}");
    let call = |app: &mut AppEmojis, method: &str, p: &str, body: Value| {
        let parts: Vec<&str> = p.split('/').collect();
        app.route(method, &parts, &body).unwrap()
    };
    let png = "data:image/png;base64,iVBORw0KGgo=";
    let made = call(
        &mut app,
        "POST",
        &path(""),
        json!({"name": "d6_1_2_abcdef", "image": png}),
    )
    .unwrap();
    let id = made.unwrap()["id"].as_str().unwrap().to_string();
    for (name, image, code) in [
        ("d6_1_2_abcdef", png, 50035),
        ("x", png, 50035),
        ("bad-name", png, 50035),
        (&"n".repeat(33), png, 50035),
        ("fine", "http://example.com/a.png", 50035),
    ] {
        let refused = call(&mut app, "POST", &path(""), json!({"name": name, "image": image}));
        assert_eq!(refused.unwrap_err().1, code, "{name}");
    }
    let big = format!("data:image/png;base64,{}", "A".repeat(MAX_IMAGE * 4 / 3 + 8));
    let refused = call(&mut app, "POST", &path(""), json!({"name": "big", "image": big}));
    assert_eq!(refused.unwrap_err().1, 50138);
    let listed = call(&mut app, "GET", &path(""), Value::Null).unwrap().unwrap();
    assert_eq!(listed["items"].as_array().unwrap().len(), 1);
    assert_eq!(
        call(&mut app, "DELETE", &path(&format!("/{id}")), Value::Null),
        Ok(None)
    );
    let gone = call(&mut app, "DELETE", &path(&format!("/{id}")), Value::Null);
    assert_eq!(gone.unwrap_err().1, 10014);
    for i in 0..MAX_EMOJIS {
        app.add(&format!("e{i}"));
    }
    let full = call(&mut app, "POST", &path(""), json!({"name": "one_more", "image": png}));
    assert_eq!(full.unwrap_err().1, 30008);
}
