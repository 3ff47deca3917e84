//! The tile faces as the application's emojis (`render::emoji`): uploaded
//! once the bot is ready, in a background task, and kept in a registry
//! that the send path reads to put a face on a button or menu option.
//!
//! Nothing waits on the sync: until it is done (or if it fails) a face not
//! in the registry is simply left off, and the label's words remain. The
//! sync lists the application's emojis, deletes ours of older artwork (a
//! name of our scheme, see `render::emoji::is_ours`, that no face has now),
//! uploads the faces that are missing, and never touches any other emoji.
//! Each request is bounded in time; the first failure is logged once and
//! ends the sync, keeping what was done.

use crate::render::emoji::{self, FacePicture};
use crate::service::Face;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use std::time::Duration;

/// Discord's cap on an application's emojis.
pub const MAX_EMOJIS: usize = 2000;
/// How long one request of the sync may take (serenity's rate limiter
/// waits inside it).
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// An emoji of the application: its id and name, as a component names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Known {
    pub id: u64,
    pub name: String,
}

/// Which faces are the application's emojis now, shared by the sync and
/// the send path.
#[derive(Clone, Debug, Default)]
pub struct Emojis {
    known: Arc<RwLock<HashMap<Face, Known>>>,
}

impl Emojis {
    /// The emoji of `face`, if it is synced.
    pub fn get(&self, face: Face) -> Option<Known> {
        self.known.read().ok()?.get(&face).cloned()
    }

    /// How a component shows `face`: its custom emoji, or nothing when
    /// it is not synced (the label's words stand alone).
    pub fn reaction(&self, face: Option<Face>) -> Option<serenity::ReactionType> {
        let k = self.get(face?)?;
        Some(serenity::ReactionType::Custom {
            animated: false,
            id: serenity::EmojiId::new(k.id),
            name: Some(k.name),
        })
    }

    /// How many faces are synced.
    pub fn len(&self) -> usize {
        self.known.read().map_or(0, |k| k.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn learn(&self, face: Face, known: Known) {
        if let Ok(mut k) = self.known.write() {
            k.insert(face, known);
        }
    }
}

/// What one sync did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Synced {
    pub kept: usize,
    pub uploaded: usize,
    pub deleted: usize,
}

/// Why a sync stopped.
#[derive(Debug, thiserror::Error)]
pub enum SyncError {
    #[error("Discord took longer than {REQUEST_TIMEOUT:?} to {0}")]
    TimedOut(&'static str),
    #[error("could not {0}: {1}")]
    Refused(&'static str, serenity::Error),
    #[error("the application has {MAX_EMOJIS} emojis, Discord's cap; {0} tile faces were not uploaded")]
    Full(usize),
    #[error("could not draw the tile faces: {0}")]
    Drawing(String),
}

/// Starts the sync in the background; its outcome is logged, once.
pub fn spawn(http: Arc<serenity::Http>, emojis: Emojis) {
    tokio::spawn(async move {
        match sync(&http, &emojis).await {
            Ok(s) => tracing::info!(
                kept = s.kept,
                uploaded = s.uploaded,
                deleted = s.deleted,
                "the tile emojis are in sync"
            ),
            Err(e) => tracing::warn!(
                synced = emojis.len(),
                "tile emojis: {e}; buttons show words alone where a face is missing"
            ),
        }
    });
}

/// One request, bounded in time.
async fn bounded<T>(
    what: &'static str,
    request: impl std::future::Future<Output = Result<T, serenity::Error>>,
) -> Result<T, SyncError> {
    match tokio::time::timeout(REQUEST_TIMEOUT, request).await {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) => Err(SyncError::Refused(what, e)),
        Err(_) => Err(SyncError::TimedOut(what)),
    }
}

/// Brings the application's emojis in line with the faces, filling
/// `emojis` as it goes.
pub async fn sync(http: &serenity::Http, emojis: &Emojis) -> Result<Synced, SyncError> {
    let existing = bounded("list the application's emojis", http.get_application_emojis()).await?;
    // Drawn once per process, off the async threads.
    let faces = tokio::task::spawn_blocking(emoji::pictures)
        .await
        .map_err(|e| SyncError::Drawing(e.to_string()))?;
    let plan = Plan::of(&existing, faces);
    let mut done = Synced::default();
    for (face, known) in plan.keep {
        emojis.learn(face, known);
        done.kept += 1;
    }
    for id in plan.stale {
        bounded(
            "delete an emoji of older artwork",
            http.delete_application_emoji(serenity::EmojiId::new(id)),
        )
        .await?;
        done.deleted += 1;
    }
    // Discord's cap counts every emoji of the application, ours or not.
    let room = MAX_EMOJIS.saturating_sub(plan.others + done.kept);
    for p in plan.upload.iter().take(room) {
        let made = bounded("upload a tile emoji", http.create_application_emoji(&upload_body(p))).await?;
        emojis.learn(
            p.face,
            Known {
                id: made.id.get(),
                name: made.name,
            },
        );
        done.uploaded += 1;
    }
    if plan.upload.len() > room {
        return Err(SyncError::Full(plan.upload.len() - room));
    }
    Ok(done)
}

/// The body of an upload: the name and the PNG as a data URI.
fn upload_body(p: &FacePicture) -> serde_json::Value {
    let image = serenity::CreateAttachment::bytes(p.png.clone(), format!("{}.png", p.name)).to_base64();
    serde_json::json!({ "name": p.name, "image": image })
}

/// What the sync does with the application's emojis as listed.
#[derive(Debug, Default)]
struct Plan<'a> {
    /// Faces already there under their current name.
    keep: Vec<(Face, Known)>,
    /// Faces to upload.
    upload: Vec<&'a FacePicture>,
    /// Ours of older artwork, to delete.
    stale: Vec<u64>,
    /// How many emojis are not ours (never touched, but they count
    /// towards Discord's cap).
    others: usize,
}

impl<'a> Plan<'a> {
    fn of(existing: &[serenity::Emoji], faces: &'a [FacePicture]) -> Plan<'a> {
        let mut plan = Plan::default();
        let by_name: HashMap<&str, u64> = existing.iter().map(|e| (e.name.as_str(), e.id.get())).collect();
        for p in faces {
            match by_name.get(p.name.as_str()) {
                Some(&id) => plan.keep.push((
                    p.face,
                    Known {
                        id,
                        name: p.name.clone(),
                    },
                )),
                None => plan.upload.push(p),
            }
        }
        for e in existing {
            if faces.iter().any(|p| p.name == e.name) {
                continue;
            }
            if emoji::is_ours(&e.name) {
                plan.stale.push(e.id.get());
            } else {
                plan.others += 1;
            }
        }
        plan
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listed(id: u64, name: &str) -> serenity::Emoji {
        serde_json::from_value(serde_json::json!({"id": id.to_string(), "name": name})).unwrap()
    }

    #[test]
    fn the_plan_keeps_current_faces_deletes_our_stale_ones_and_leaves_others_alone() {
        let faces = emoji::pictures();
        let current = &faces[3];
        let stale_name = format!("{}_000000", emoji::stem(faces[5].face));
        let existing = [
            listed(1, &current.name),
            listed(2, &stale_name),
            listed(3, "party_parrot"),
        ];
        let plan = Plan::of(&existing, faces);
        assert_eq!(plan.keep.len(), 1);
        assert_eq!(plan.keep[0].0, current.face);
        assert_eq!(plan.upload.len(), faces.len() - 1);
        assert_eq!(plan.stale, [2]);
        assert_eq!(plan.others, 1);
    }

    #[test]
    fn a_face_not_synced_shows_no_emoji() {
        let emojis = Emojis::default();
        let face = emoji::pictures()[0].face;
        assert_eq!(emojis.reaction(Some(face)), None);
        emojis.learn(
            face,
            Known {
                id: 77,
                name: "d6_0_0_abcdef".into(),
            },
        );
        assert_eq!(
            emojis.reaction(Some(face)),
            Some(serenity::ReactionType::Custom {
                animated: false,
                id: serenity::EmojiId::new(77),
                name: Some("d6_0_0_abcdef".into())
            })
        );
        assert_eq!(emojis.reaction(None), None);
    }
}
