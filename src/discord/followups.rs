//! What is left of an interaction where the bot can only answer (see
//! `reach`): Discord takes at most five follow-ups per interaction of a
//! user-installed app, and none once its token is fifteen minutes old
//! (50027). The computer's replies ride on the person's interaction that
//! handed them the turn, so they share this budget with its answers; what
//! does not fit stays owed, and is delivered by DM or shown by the next
//! interaction (nothing is lost).

use super::emojis::Emojis;
use super::send;
use crate::service::Reply;
use poise::serenity_prelude as serenity;
use serenity::Builder;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Discord's cap on follow-ups of one interaction of a user-installed app.
pub const MAX_FOLLOWUPS: usize = 5;

/// How long the bot uses an interaction's token: Discord's fifteen
/// minutes, less a minute for clocks and slow uploads.
pub const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

pub struct Followups {
    token: String,
    began: Instant,
    /// The faces the follow-ups may show (as the interaction's response).
    emojis: Emojis,
    /// How long the token is used ([`TOKEN_LIFE`]).
    life: Duration,
    sent: AtomicUsize,
}

impl Followups {
    pub fn new(token: &str, emojis: Emojis) -> Arc<Followups> {
        Followups::lasting(token, TOKEN_LIFE, emojis)
    }

    fn lasting(token: &str, life: Duration, emojis: Emojis) -> Arc<Followups> {
        Arc::new(Followups {
            token: token.to_string(),
            began: Instant::now(),
            emojis,
            life,
            sent: AtomicUsize::new(0),
        })
    }

    /// Takes one follow-up, if the token is young enough and the cap not
    /// reached.
    pub fn take(&self) -> bool {
        self.began.elapsed() < self.life
            && self
                .sent
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
                    (n < MAX_FOLLOWUPS).then_some(n + 1)
                })
                .is_ok()
    }

    /// Sends `r` as a follow-up, if one is left: `Ok(None)` when none is.
    pub async fn send(&self, http: &serenity::Http, r: &Reply) -> Result<Option<serenity::Message>, serenity::Error> {
        if !self.take() {
            tracing::info!("no follow-up left on this interaction; the reply waits for the next one");
            return Ok(None);
        }
        let message = match r.card {
            true => super::card::followup(http, &self.token, r, &self.emojis).await?,
            false => {
                send::component_followup(r, &self.emojis)
                    .execute(http, (None, &self.token))
                    .await?
            }
        };
        Ok(Some(message))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_follow_ups_and_no_more() {
        let f = Followups::new("t", Emojis::default());
        let taken = (0..8).filter(|_| f.take()).count();
        assert_eq!(taken, MAX_FOLLOWUPS);
    }

    #[test]
    fn none_once_the_token_is_old() {
        assert!(!Followups::lasting("t", Duration::ZERO, Emojis::default()).take());
    }
}
