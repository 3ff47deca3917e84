//! Posts that accepted actions still owe. A move is stored, then posted by
//! the front end; the public message carries [`Owed`], and the front end
//! calls [`Service::posted`] once it is out. A bot stopped in between
//! leaves the debt in the store, and [`Service::owed_posts`] pays it after
//! the restart: the board as it is now, pinging whoever must act, once.
//! The front end also records where each turn message went
//! ([`Service::turn_posted`]), so that the turn's later decisions edit it.

use super::game::Live;
use super::reply::Owed;
use super::{Audience, Destination, Notice, Reply, Res, Service};
use crate::store::{ChatMessage, NotifyMode, POST_LEASE, Status, StoreError, TurnKey};

impl Service {
    /// Where the turn message `key` is on the chat, if it was posted (by
    /// any process sharing the database) and recorded.
    pub fn turn_message(&self, key: TurnKey) -> Result<Option<ChatMessage>, StoreError> {
        self.store.turn_message(key)
    }

    /// The turn message `key` was posted as `at`: the turn's later
    /// decisions edit it.
    pub fn turn_posted(&self, key: TurnKey, at: ChatMessage) -> Result<(), StoreError> {
        self.store.record_turn_message(key, at)
    }

    /// The post that settles `owed` is out.
    pub fn posted(&self, owed: Owed) -> Result<(), StoreError> {
        self.store.mark_posted(owed.game, owed.ply)
    }

    /// The direct messages a turn's public message `r` owes once it is
    /// out: each player it pings, who is to act and chose `/notify
    /// mode:dm`, gets the board and a Move… button, to act from the
    /// notification (the move is the game's: see `Service::press`).
    pub fn turn_dms(&self, r: &Reply) -> Vec<Notice> {
        let (Some(owed), Some(_)) = (r.settles, r.turn) else {
            return Vec::new();
        };
        if r.mentions.is_empty() || r.audience != Audience::Public {
            return Vec::new();
        }
        let live = match self.store.game(owed.game).map(|row| row.map(Live::from_row)) {
            Ok(Some(Ok(live))) if live.row.status == Status::Active => live,
            _ => return Vec::new(),
        };
        let to_act = live.users_to_act();
        let text = live.say(
            "post-turn-dm",
            &[
                ("game", live.game_name().into()),
                ("id", live.row.id.to_string().into()),
                ("channel", live.row.channel_id.to_string().into()),
            ],
        );
        r.mentions
            .iter()
            .filter(|u| to_act.contains(u))
            .filter(|&&u| matches!(self.store.notify_mode(u), Ok(NotifyMode::Direct)))
            .map(|&user| {
                let mut dm = Reply::private(user, text.clone()).in_locale(live.locale());
                dm.image = r.image.clone();
                Notice {
                    to: Destination::Direct(user),
                    reply: super::moves::with_move_button(dm, &live),
                }
            })
            .collect()
    }

    /// The posts owed by accepted actions that nobody is posting: each
    /// claimed for this process (see `store::owed`), so that of several
    /// processes on one database exactly one posts it. `at_start`: this
    /// process has just started; alone on its database (SQLite) nothing of
    /// its own can be in flight, so it takes every post owed at once.
    pub fn owed_posts(&self, at_start: bool) -> Vec<Notice> {
        let now = self.now();
        let claimable = if at_start && !self.store.is_shared() {
            i64::MAX
        } else {
            now
        };
        let owed = match self.store.claim_owed_posts(claimable, now + POST_LEASE) {
            Ok(o) => o,
            Err(e) => {
                tracing::error!("cannot list the posts owed: {e}");
                return Vec::new();
            }
        };
        let mut notices = Vec::new();
        for (game, ply) in owed {
            let owed = Owed { game, ply };
            match self.owed_post(owed) {
                Ok(Some(notice)) => notices.push(notice),
                // The game is gone or no longer played: nothing to post.
                Ok(None) => {
                    if let Err(e) = self.posted(owed) {
                        tracing::error!(game, "cannot settle a post: {e}");
                    }
                }
                Err(e) => tracing::error!(game, "cannot rebuild an owed post: {e:?}"),
            }
        }
        notices
    }

    fn owed_post(&self, owed: Owed) -> Res<Option<Notice>> {
        let Some(row) = self.store.game(owed.game)? else {
            return Ok(None);
        };
        if !matches!(row.status, Status::Active | Status::Finished) {
            return Ok(None);
        }
        let channel = row.channel_id;
        self.in_channel(channel, || {
            let live = Live::from_row(row)?;
            let to_act = live.users_to_act();
            let reply = self
                .board_reply(&live, crate::render::Region::Play)?
                .mentioning(to_act)
                .settling(owed);
            Ok(Some(Notice {
                to: Destination::Channel(channel),
                reply,
            }))
        })
    }
}
