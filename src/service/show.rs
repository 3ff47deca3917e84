//! Looking without acting: `/hand`, `/board`, `/games`, `/rules`.

use super::{Ctx, Reply, Service, mention, refuse};
use crate::engine::{GameKind, Viewer};
use crate::render;
use crate::store::Status;

/// Discord's limit on one message's text.
pub const MAX_MESSAGE: usize = 2000;

impl Service {
    /// The caller's private things (mission, tile in hand) as a picture only they see.
    pub fn hand(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || {
            let live = self.live_game(ctx)?;
            let seat = live.seat_of(ctx)?;
            let view = live.game.view(Viewer::Seat(seat));
            let text = match &view.private {
                Some(p) if !p.tiles.is_empty() => {
                    let held: Vec<String> = p.tiles.iter().map(|(label, t)| format!("{label}: **{t}**")).collect();
                    format!("Only you can see this. {}\n{}", held.join(", "), p.notes.join("\n"))
                }
                _ => "You hold nothing secret right now.".to_string(),
            };
            let png = self.timed_render(|| render::hand_png(&view, &ctx.user.name));
            Ok(vec![
                Reply::private(ctx.user.id, text).with_image(format!("hand-game{}.png", live.row.id), png),
            ])
        })
    }

    /// The public picture of the channel's game.
    pub fn board(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || {
            let live = self.live_game(ctx)?;
            let (name, png) = live.board_picture(self);
            let turn = match live.user_to_act() {
                Some(u) => format!("{} to play.", mention(u)),
                None => String::new(),
            };
            let mut reply =
                Reply::public(format!("**{}** (game {}). {turn}", live.kind.name(), live.row.id)).with_image(name, png);
            if live.game.choices_are_public() {
                reply = super::moves::with_choice_buttons(reply, &live, None);
            }
            Ok(vec![reply])
        })
    }

    /// The caller's open games in this server.
    pub fn games(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || {
            let rows = self.store.open_games_of_user(ctx.guild, ctx.user.id)?;
            if rows.is_empty() {
                return Ok(vec![Reply::private(
                    ctx.user.id,
                    "You have no games in progress here. Start one with /play.",
                )]);
            }
            let mut lines = vec![format!("Your games in this server ({}):", rows.len())];
            for row in rows {
                let name = GameKind::parse(&row.kind).map(|k| k.name()).unwrap_or("?");
                let state = match (row.status, row.to_act) {
                    (Status::Challenge, _) => "waiting for players".to_string(),
                    (_, Some(u)) if u == ctx.user.id => "**your turn**".to_string(),
                    (_, Some(u)) => format!("waiting for {}", mention(u)),
                    _ => "in progress".to_string(),
                };
                lines.push(format!("- <#{}>: {name} (game {}), {state}", row.channel_id, row.id));
            }
            Ok(vec![Reply::private(ctx.user.id, lines.join("\n"))])
        })
    }

    /// A game's rules in our own words, or the list of games.
    pub fn rules(&self, ctx: &Ctx, game: Option<&str>) -> Vec<Reply> {
        self.guarded(ctx, || {
            let Some(game) = game.map(str::trim).filter(|g| !g.is_empty()) else {
                let lines: Vec<String> = GameKind::ALL
                    .iter()
                    .map(|k| {
                        let (min, max) = k.player_range(None);
                        if k.is_puzzle() {
                            return format!("- **{}** (`{}`), a puzzle for one: /puzzle", k.name(), k.id());
                        }
                        let ready = if k.is_playable() { "" } else { " (coming soon)" };
                        format!("- **{}** (`{}`), {min}-{max} players{ready}", k.name(), k.id())
                    })
                    .collect();
                return Ok(vec![Reply::private(
                    ctx.user.id,
                    format!(
                        "Games I know; ask `/rules game:<id>` for one of them:\n{}",
                        lines.join("\n")
                    ),
                )]);
            };
            let Some(kind) = GameKind::parse(game) else {
                return refuse(format!(
                    "I don't know the game `{game}`. Try /rules without a game for the list."
                ));
            };
            let Some(text) = kind.rules_text() else {
                return refuse(format!(
                    "The rules of {} are not written up yet: the game is coming soon.",
                    kind.name()
                ));
            };
            Ok(split_message(text)
                .into_iter()
                .map(|t| Reply::private(ctx.user.id, t))
                .collect())
        })
    }
}

/// Splits long text at line breaks into messages Discord accepts.
pub fn split_message(text: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    for line in text.lines() {
        let current = parts.last_mut().expect("parts is never empty");
        if !current.is_empty() && current.len() + line.len() + 1 > MAX_MESSAGE {
            parts.push(String::new());
        }
        let current = parts.last_mut().expect("parts is never empty");
        if !current.is_empty() {
            current.push('\n');
        }
        // A single line longer than a message is cut (never the case in our docs).
        current.push_str(&line.chars().take(MAX_MESSAGE).collect::<String>());
    }
    parts.retain(|p| !p.trim().is_empty());
    parts
}
