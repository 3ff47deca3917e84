//! Looking without acting: `/hand`, `/board`, `/games`, `/rules`.

use super::game::Live;
use super::game::who;
use super::reply::MAX_MESSAGE;
use super::waiting::{Deadline, deadline, duration_text};
use super::wording::line_words;
use super::{Ctx, Reply, Res, Service, mention, refuse};
use crate::engine::common::placement::echo;
use crate::engine::common::tiles::Tile;
use crate::engine::common::words::plural;
use crate::engine::{GameKind, Viewer};
use crate::render;
use crate::store::{GameRow, GuildSettings, Status, StoreError};

impl Service {
    /// The caller's private things (mission, tile in hand) as a picture only they see.
    pub fn hand(&self, ctx: &Ctx) -> Vec<Reply> {
        self.guarded(ctx, || Ok(vec![self.hand_reply(ctx)?]))
    }

    /// The caller's hand and what they can do now, privately (without the
    /// channel's lock: the caller may hold it already).
    pub(crate) fn hand_reply(&self, ctx: &Ctx) -> Res<Reply> {
        let live = self.live_game(ctx)?;
        let seat = live.seat_of(ctx)?;
        let view = live.game.view(Viewer::Seat(seat));
        let text = match &view.private {
            Some(p) if !p.tiles.is_empty() => {
                format!(
                    "Only you can see this. {}.\n{}",
                    capitalized(&tiles_text(&p.tiles)),
                    p.notes
                        .iter()
                        .map(|n| line_words(n, &live.row))
                        .collect::<Vec<_>>()
                        .join("\n")
                )
            }
            _ => "You hold nothing secret right now.".to_string(),
        };
        let text = format!("{}\n{}", text.trim_end(), super::help::first_steps(&live, seat));
        let png = self.timed_render(|| render::hand_png(&view, &live.names()));
        Ok(Reply::private(ctx.user.id, text).with_image(format!("hand-game{}.png", live.row.id), png))
    }

    /// The public picture of the channel's game, around the play.
    pub fn board(&self, ctx: &Ctx) -> Vec<Reply> {
        self.board_in(ctx, render::Region::Play)
    }

    /// The public picture of the channel's game showing `region`: the play
    /// (large enough for a phone) or the whole board (`/board view:whole`).
    pub fn board_in(&self, ctx: &Ctx, region: render::Region) -> Vec<Reply> {
        self.guarded(ctx, || {
            let live = self.live_game(ctx)?;
            if let render::Region::Seat(seat) = region {
                let players = live.row.players.len();
                if live.kind != GameKind::Euronimoes {
                    return refuse(format!(
                        "In {} the players share one board: see it with /board view:play or /board view:whole.",
                        live.kind.name()
                    ));
                }
                if seat >= players {
                    return refuse(format!(
                        "This game has {players} players: pick player 1 to player {players} (in turn order)."
                    ));
                }
            }
            Ok(vec![self.board_reply(&live, region)?])
        })
    }

    /// The public picture of `live` with whose turn it is and the time
    /// left (`/board`, and a move's post owed after a restart).
    pub(crate) fn board_reply(&self, live: &Live, region: render::Region) -> Res<Reply> {
        let (name, png) = live.board_picture_of(self, region);
        let settings = self.store.guild_settings(live.row.guild_id)?;
        let left = match deadline(&live.row, &settings, self.now()) {
            Some(Deadline::Ahead(l)) => format!(" ({} left)", duration_text(l)),
            Some(Deadline::Passed(_)) => " (out of time: the others may /claim)".to_string(),
            None if live.row.wait.paused_at.is_some() => " (paused)".to_string(),
            None => String::new(),
        };
        let waiting: Vec<String> = live.users_to_act().into_iter().map(mention).collect();
        let turn = if live.row.status == Status::Finished {
            live.result_text()
        } else if waiting.is_empty() {
            String::new()
        } else {
            format!("{} to play{left}.", waiting.join(" and "))
        };
        let mut text = format!("**{}** (game {}). {turn}", live.kind.name(), live.row.id);
        if live.kind == GameKind::Euronimoes {
            text.push_str("\nSee any player's area at full size with `/board view:player 2` (players in turn order).");
        }
        let mut reply = Reply::public(text).with_image(name, png);
        if live.game.choices_are_public() {
            reply = super::moves::with_choice_buttons(reply, live, None);
        }
        Ok(reply)
    }

    /// `/games`: the caller's open games in this server, with opponents,
    /// whose turn it is and the time left; with `all` (moderators only,
    /// `manager`), every open game of the server.
    pub fn games(&self, ctx: &Ctx, all: bool, manager: bool) -> Vec<Reply> {
        self.guarded(ctx, || {
            if all && !manager {
                return refuse("Only moderators (members who may manage the server) can list every game.");
            }
            let rows = if all {
                self.store.open_games_in_guild(ctx.guild)?
            } else {
                self.store.open_games_of_user(ctx.guild, ctx.user.id)?
            };
            if rows.is_empty() {
                let text = if all {
                    "No games are in progress in this server."
                } else {
                    "You have no games in progress here. Start one with /play."
                };
                return Ok(vec![Reply::private(ctx.user.id, text)]);
            }
            let settings = self.store.guild_settings(ctx.guild)?;
            let now = self.now();
            let title = if all {
                "Games in this server"
            } else {
                "Your games in this server"
            };
            let mut lines = vec![format!("{title} ({}):", rows.len())];
            // A game whose row cannot be read is marked, not left out: the
            // list stays whole, and the damage is seen (and logged).
            for row in rows {
                lines.push(match row {
                    Ok(row) => game_line(&row, ctx.user.id, all, &settings, now),
                    Err(e) => {
                        tracing::error!(guild = ctx.guild, "/games: {e}");
                        match e {
                            StoreError::Corrupt { id, .. } => {
                                format!("- game {id}: its stored data is damaged, so I cannot show it")
                            }
                            _ => "- a game whose stored data is damaged".to_string(),
                        }
                    }
                });
            }
            Ok(vec![Reply::private(ctx.user.id, games_text(&lines, all))])
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
                    "I don't know the game `{}`. Try /rules without a game for the list.",
                    echo(game)
                ));
            };
            Ok(split_message(kind.rules_text())
                .into_iter()
                .map(|t| Reply::private(ctx.user.id, t))
                .collect())
        })
    }
}

/// A seat's private tiles in words, each label said once for the tiles
/// that follow it: "in hand: **0-4**, **2-5**" rather than "in hand" before
/// every tile; different labels ("hidden", "face up") as separate groups.
pub(crate) fn tiles_text(tiles: &[(String, Tile)]) -> String {
    let mut groups: Vec<(&str, Vec<String>)> = Vec::new();
    for (label, tile) in tiles {
        match groups.last_mut() {
            Some((last, list)) if *last == label.as_str() => list.push(format!("**{tile}**")),
            _ => groups.push((label.as_str(), vec![format!("**{tile}**")])),
        }
    }
    groups
        .iter()
        .map(|(label, list)| format!("{label}: {}", list.join(", ")))
        .collect::<Vec<_>>()
        .join("; ")
}

/// `text` with its first letter a capital.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
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

/// The lines of `/games` (a title, then one line per game) as one message:
/// as many whole game lines as fit, then how many were left out and how to
/// see them, since a line cut in the middle would break a mention.
fn games_text(lines: &[String], all: bool) -> String {
    let whole = lines.join("\n");
    if whole.chars().count() <= MAX_MESSAGE {
        return whole;
    }
    let (title, games) = lines.split_first().expect("/games lists at least its title");
    // The note at its longest, with every game left out.
    let room = MAX_MESSAGE - title.chars().count() - games_left_out(games.len(), all).chars().count();
    let mut used = 0;
    let shown = games
        .iter()
        .take_while(|line| {
            used += line.chars().count() + 1;
            used <= room
        })
        .count();
    let mut text = title.clone();
    for line in &games[..shown] {
        text.push('\n');
        text.push_str(line);
    }
    text.push_str(&games_left_out(games.len() - shown, all));
    text
}

/// The end of a `/games` list cut short: how many games are not shown and
/// where to see them.
fn games_left_out(n: usize, all: bool) -> String {
    let narrower = if all {
        "/games without `all` lists only your own games, and /board in a game's channel shows that game"
    } else {
        "/board in a game's channel shows that game"
    };
    format!(
        "\n… and {} (one message holds only so much): {narrower}.",
        plural(n as i64, "more game", "more games")
    )
}

/// One line of `/games`: where, what, against whom, whose turn, time left.
fn game_line(row: &GameRow, me: u64, all: bool, settings: &GuildSettings, now: i64) -> String {
    let name = row.kind.name();
    let people: Vec<String> = row
        .players
        .iter()
        .filter(|p| all || p.user_id != Some(me))
        .map(who)
        .collect();
    let with = if all { "players" } else { "against" };
    let state = match (row.status, row.to_act) {
        (Status::Challenge, _) => "waiting for players".to_string(),
        _ if row.wait.paused_at.is_some() => "paused".to_string(),
        (_, Some(u)) => {
            let whose = if u == me && !all {
                "**your turn**".to_string()
            } else {
                format!("{}'s turn", mention(u))
            };
            match deadline(row, settings, now) {
                Some(Deadline::Ahead(left)) => format!("{whose}, {} left", duration_text(left)),
                Some(Deadline::Passed(_)) => format!("{whose}, out of time (/claim)"),
                None => whose,
            }
        }
        _ => "in progress".to_string(),
    };
    format!(
        "- <#{}>: {name} (game {}), {with} {}: {state}",
        row.channel_id,
        row.id,
        people.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_tiles_name_each_label_once() {
        let tiles = vec![
            ("hidden".to_string(), Tile::new(0, 4)),
            ("hidden".to_string(), Tile::new(2, 5)),
            ("face up".to_string(), Tile::new(3, 3)),
        ];
        assert_eq!(tiles_text(&tiles), "hidden: **0-4**, **2-5**; face up: **3-3**");
        assert_eq!(capitalized(&tiles_text(&tiles[..1])), "Hidden: **0-4**");
        assert_eq!(tiles_text(&[]), "");
    }

    #[test]
    fn board_view_player_shows_a_euronimoes_area_and_is_refused_elsewhere() {
        use crate::ai::Level;
        use crate::service::{Seeds, SystemClock, User};
        use crate::store::Store;
        let svc = Service::new(
            Store::scratch().unwrap(),
            Box::new(SystemClock),
            Seeds::Fixed(std::sync::atomic::AtomicU64::new(1)),
        );
        let ctx = |channel| Ctx {
            guild: 1,
            channel,
            user: User {
                id: 3,
                name: "Ann".into(),
            },
        };
        svc.play_against(&ctx(2), "euronimoes", &[], &[Level::Medium, Level::Medium], None);
        let shown = svc.board_in(&ctx(2), render::Region::Seat(2));
        assert!(shown[0].image.is_some(), "{shown:?}");
        assert!(shown[0].text.contains("/board view:player 2"), "{}", shown[0].text);
        let refused = svc.board_in(&ctx(2), render::Region::Seat(3));
        assert_eq!(refused[0].image, None);
        assert!(
            refused[0].text.contains("This game has 3 players"),
            "{}",
            refused[0].text
        );
        svc.play_against(&ctx(4), "dominimum", &[], &[Level::Medium], None);
        let refused = svc.board_in(&ctx(4), render::Region::Seat(1));
        assert!(refused[0].text.contains("share one board"), "{}", refused[0].text);
    }
}
