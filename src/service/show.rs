//! Looking without acting: `/hand`, `/board`, `/games`, `/rules`.

use super::game::Live;
use super::naming::who_in;
use super::refusal::ShowRefusal;
use super::reply::MAX_MESSAGE;
use super::waiting::{Deadline, deadline, duration_words};
use super::wording::line_words_in;
use super::{ButtonId, ButtonStyle, Ctx, Reply, Res, Service, mention, refuse};
use crate::engine::common::tiles::Tile;
use crate::engine::common::words::capitalized;
use crate::engine::view::TileLabel;
use crate::engine::{GameKind, Viewer};
use crate::i18n::{self, Arg, Locale};
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
        let (text, turn_said) = match &view.private {
            Some(p) if !p.tiles.is_empty() => {
                let tiles = capitalized(&tiles_text(ctx.locale, &p.tiles));
                let notes: Vec<String> = p
                    .notes
                    .iter()
                    .map(|n| line_words_in(n, &live.row, ctx.locale))
                    .collect();
                // The game's own note may have said "Your turn: …" already.
                let turn_said = p.tells_turn;
                let hand = i18n::text(ctx.locale, "play-hand", &[("tiles", tiles.into())]);
                (format!("{hand}\n{}", notes.join("\n")), turn_said)
            }
            _ => (i18n::text(ctx.locale, "play-hand-nothing", &[]), false),
        };
        let steps = super::help::first_steps(&live, seat, turn_said, ctx.locale);
        let text = format!("{}\n{}", text.trim_end(), steps);
        let reply = Reply::private(ctx.user.id, text.trim_end());
        // A game with nothing secret (Dominoids) has no hand to picture.
        if view.private.as_ref().is_none_or(|p| p.tiles.is_empty()) {
            return Ok(reply);
        }
        // The reader's own picture: in their language.
        let png = self.render_in(ctx.locale, || render::hand_png(&view, &live.names_in(ctx.locale)));
        Ok(reply.with_image(format!("hand-game{}.png", live.row.id), png))
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
                    return refuse(ShowRefusal::SharedBoard { kind: live.kind });
                }
                if seat >= players {
                    return refuse(ShowRefusal::NoSuchPlayer { players });
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
            Some(Deadline::Ahead(l)) => live.say(
                "post-board-time-left",
                &[("left", duration_words(live.locale(), l).into())],
            ),
            Some(Deadline::Passed(_)) => live.say("post-board-out-of-time", &[]),
            None if live.row.wait.paused_at.is_some() => live.say("post-board-paused", &[]),
            None => String::new(),
        };
        let waiting: Vec<String> = live.users_to_act().into_iter().map(mention).collect();
        let turn = if live.row.status == Status::Finished {
            live.result_text()
        } else if waiting.is_empty() {
            String::new()
        } else {
            let who = super::language::and_list(live.locale(), &waiting);
            live.say("post-board-to-play", &[("who", who.into()), ("left", left.into())])
        };
        let game = [
            ("game", live.game_name().into()),
            ("id", live.row.id.to_string().into()),
        ];
        let mut text = format!("{} {turn}", live.say("post-board", &game));
        if live.kind == GameKind::Euronimoes {
            text.push('\n');
            text.push_str(&live.say("post-board-areas", &[]));
        }
        let reply = live.post(text).with_image(name, png);
        Ok(super::moves::with_turn_buttons(reply, live))
    }

    /// `/games`: the caller's open games in this server, with opponents,
    /// whose turn it is and the time left, the games waiting for the
    /// caller first; with `all` (moderators only, `manager`), every open
    /// game of the server. A list longer than a message comes in pages,
    /// with buttons to turn them.
    pub fn games(&self, ctx: &Ctx, all: bool, manager: bool) -> Vec<Reply> {
        self.guarded(ctx, || {
            if all && !manager {
                return refuse(ShowRefusal::EveryGameForModerators);
            }
            self.games_listed(ctx, all, 0, false)
        })
    }

    /// Page `page` of `user`'s list of games (a press on its buttons):
    /// only they may turn its pages, as only they were shown it (a list of
    /// every game was shown to a moderator).
    pub(crate) fn games_page(&self, ctx: &Ctx, user: u64, all: bool, page: usize) -> Res<Vec<Reply>> {
        if ctx.user.id != user {
            return refuse(ShowRefusal::OthersList);
        }
        self.games_listed(ctx, all, page, true)
    }

    /// Page `page` of the caller's games (every game's with `all`), in place
    /// of the message `pressed`.
    fn games_listed(&self, ctx: &Ctx, all: bool, page: usize, pressed: bool) -> Res<Vec<Reply>> {
        let rows = if all {
            self.store.open_games_in_guild(ctx.guild)?
        } else {
            self.store.open_games_of_user(ctx.guild, ctx.user.id)?
        };
        let locale = ctx.locale;
        let place = super::where_words_in(locale, ctx.guild);
        if rows.is_empty() {
            let text = if all {
                i18n::text(locale, "games-none-all", &[("where", place.into())])
            } else {
                i18n::text(locale, "games-none-mine", &[])
            };
            return Ok(vec![Reply::private(ctx.user.id, text)]);
        }
        let settings = self.store.guild_settings(ctx.guild)?;
        let now = self.now();
        let me = ctx.user.id;
        // A game whose row cannot be read is marked, not left out: the
        // list stays whole, and the damage is seen (and logged).
        let mut lines: Vec<(bool, String)> = rows
            .into_iter()
            .map(|row| match row {
                Ok(row) => {
                    let mine = waits_for(&row, me);
                    (mine, game_line(&row, me, (all, mine), &settings, now, locale))
                }
                Err(e) => {
                    tracing::error!(guild = ctx.guild, "/games: {e}");
                    (false, damaged_line(&e, locale))
                }
            })
            .collect();
        // The games waiting for the caller first, each part in the order of the games.
        lines.sort_by_key(|(mine, _)| !mine);
        let waiting = lines.iter().filter(|(mine, _)| *mine).count();
        let lines: Vec<String> = lines.into_iter().map(|(_, line)| line).collect();
        let pages = pages_of(&lines);
        let Some(shown) = pages.get(page) else {
            return refuse(ShowRefusal::PageGone);
        };
        let title = games_title(lines.len(), (all, &place), waiting, (page, pages.len()), locale);
        let text = std::iter::once(title)
            .chain(lines[shown.clone()].iter().cloned())
            .collect::<Vec<_>>();
        let mut reply = Reply::private(ctx.user.id, text.join("\n"));
        let turn = |page| ButtonId::Games { user: me, all, page };
        if page > 0 {
            let label = i18n::text(locale, "list-previous", &[]);
            reply = reply.with_button(turn(page - 1), &label, ButtonStyle::Secondary);
        }
        if page + 1 < pages.len() {
            let label = i18n::text(locale, "list-next", &[]);
            reply = reply.with_button(turn(page + 1), &label, ButtonStyle::Secondary);
        }
        if pressed {
            reply = reply.in_place();
        }
        Ok(vec![reply])
    }

    /// A game's rules in our own words, or the list of games.
    pub fn rules(&self, ctx: &Ctx, game: Option<GameKind>) -> Vec<Reply> {
        self.guarded(ctx, || {
            let Some(kind) = game else {
                return Ok(vec![Reply::private(ctx.user.id, super::help::games_text(ctx.locale))]);
            };
            Ok(super::help::rules_messages(crate::i18n::rules_text(ctx.locale, kind))
                .into_iter()
                .map(|t| Reply::private(ctx.user.id, t))
                .collect())
        })
    }
}

/// A seat's private tiles in words, each label said once for the tiles
/// that follow it: "in hand: **0-4**, **2-5**" rather than "in hand" before
/// every tile; different labels ("hidden", "face up") as separate groups.
pub(crate) fn tiles_text(locale: Locale, tiles: &[(TileLabel, Tile)]) -> String {
    // One group per label, wherever its tiles come in the list ("hidden:
    // 0-5, 3-4; to give: 1-2", never "hidden: 0-5; to give: 1-2; hidden: 3-4").
    let mut groups: Vec<(TileLabel, Vec<String>)> = Vec::new();
    for &(label, tile) in tiles {
        match groups.iter_mut().find(|(l, _)| *l == label) {
            Some((_, list)) => list.push(format!("**{tile}**")),
            None => groups.push((label, vec![format!("**{tile}**")])),
        }
    }
    let mut said = groups.iter().map(|(label, list)| {
        let args = [
            ("label", i18n::tile_label(locale, *label).into()),
            ("tiles", list.join(", ").into()),
        ];
        i18n::text(locale, "play-tiles-group", &args)
    });
    let first = said.next().unwrap_or_default();
    said.fold(first, |first, second| {
        i18n::text(
            locale,
            "play-tiles-groups",
            &[("first", first.into()), ("second", second.into())],
        )
    })
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

/// Room a page of `/games` keeps for its title.
const TITLE_ROOM: usize = 120;

/// The lines of each page of `/games`: as many whole lines as fit a
/// message under the title (a line cut in the middle would break a
/// mention), each page at least one line.
fn pages_of(lines: &[String]) -> Vec<std::ops::Range<usize>> {
    let room = MAX_MESSAGE - TITLE_ROOM;
    let mut pages = Vec::new();
    let (mut start, mut used) = (0, 0);
    for (i, line) in lines.iter().enumerate() {
        let len = line.chars().count() + 1;
        if i > start && used + len > room {
            pages.push(start..i);
            (start, used) = (i, 0);
        }
        used += len;
    }
    pages.push(start..lines.len());
    pages
}

/// The first line of a page of `/games`, in `locale`: how many games (of
/// every player with `all`, in `place`), how many wait for the caller
/// (listed first), and which page of how many.
fn games_title(
    games: usize,
    (all, place): (bool, &str),
    waiting: usize,
    (page, pages): (usize, usize),
    locale: Locale,
) -> String {
    let key = if all { "games-title-all" } else { "games-title-mine" };
    let title = i18n::text(locale, key, &[("where", place.into())]);
    let counts = match waiting {
        0 => games.to_string(),
        1 if games == 1 => i18n::text(locale, "games-count-one-waiting", &[]),
        n if n == games => i18n::text(locale, "games-count-all-waiting", &[("games", Arg::count(games))]),
        n => i18n::text(
            locale,
            "games-count-some-waiting",
            &[("games", Arg::count(games)), ("waiting", Arg::count(n))],
        ),
    };
    let page = if pages > 1 {
        i18n::text(
            locale,
            "games-page",
            &[("page", Arg::count(page + 1)), ("pages", Arg::count(pages))],
        )
    } else {
        String::new()
    };
    let heading = [
        ("title", title.into()),
        ("counts", counts.into()),
        ("page", page.into()),
    ];
    i18n::text(locale, "games-heading", &heading)
}

/// Whether the game in `row` waits for `user` now (one of several in a
/// simultaneous step counts too).
fn waits_for(row: &GameRow, user: u64) -> bool {
    if row.status != Status::Active || row.wait.paused_at.is_some() {
        return false;
    }
    match Live::from_row(row.clone()) {
        Ok(live) => live.users_to_act().contains(&user),
        Err(_) => row.to_act == Some(user),
    }
}

/// The line of `/games` for a game whose stored row cannot be read.
fn damaged_line(e: &StoreError, locale: Locale) -> String {
    match e {
        StoreError::Corrupt { id, .. } => i18n::text(locale, "games-damaged", &[("id", id.to_string().into())]),
        _ => i18n::text(locale, "games-damaged-unknown", &[]),
    }
}

/// One line of `/games`, in `locale`: where, what, with whom, whose turn,
/// time left. `all`: every game of the server is listed; `mine`: the game
/// waits for `me` (perhaps with others).
fn game_line(
    row: &GameRow,
    me: u64,
    (all, mine): (bool, bool),
    settings: &GuildSettings,
    now: i64,
    locale: Locale,
) -> String {
    let people: Vec<String> = row
        .players
        .iter()
        .filter(|p| all || p.user_id != Some(me))
        .map(|p| who_in(&row.players, p, locale))
        .collect();
    let say = |key: &str, args: &[(&str, Arg)]| i18n::text(locale, key, args);
    let state = match (row.status, row.to_act) {
        (Status::Challenge, _) => say("games-state-challenge", &[]),
        _ if row.wait.paused_at.is_some() => say("games-state-paused", &[]),
        (_, Some(u)) => {
            let whose = if (u == me || mine) && !all {
                say("games-your-turn", &[])
            } else {
                say("games-turn-of", &[("who", mention(u).into())])
            };
            match deadline(row, settings, now) {
                Some(Deadline::Ahead(left)) => {
                    let left = duration_words(locale, left);
                    say("games-time-left", &[("whose", whose.into()), ("left", left.into())])
                }
                Some(Deadline::Passed(_)) => say("games-out-of-time", &[("whose", whose.into())]),
                None => whose,
            }
        }
        _ => say("games-state-running", &[]),
    };
    let line = [
        ("channel", row.channel_id.to_string().into()),
        ("game", i18n::game_name(locale, row.kind).into()),
        ("id", row.id.to_string().into()),
        ("people", people.join(", ").into()),
        ("state", state.into()),
    ];
    say(if all { "games-line-all" } else { "games-line-mine" }, &line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_tiles_name_each_label_once() {
        let tiles = vec![
            (TileLabel::Hidden, Tile::new(0, 4)),
            (TileLabel::Hidden, Tile::new(2, 5)),
            (TileLabel::FaceUp, Tile::new(3, 3)),
        ];
        let en = |tiles: &[(TileLabel, Tile)]| tiles_text(Locale::EnUs, tiles);
        assert_eq!(en(&tiles), "hidden: **0-4**, **2-5**; face up: **3-3**");
        assert_eq!(capitalized(&en(&tiles[..1])), "Hidden: **0-4**");
        assert_eq!(en(&[]), "");
    }

    /// Each label the engine gives a private tile reads in the reader's
    /// language, French with its no-break spaces, English as the games
    /// always wrote it.
    #[test]
    fn private_tiles_read_in_the_readers_language() {
        let tiles = vec![
            (TileLabel::Hidden, Tile::new(0, 4)),
            (TileLabel::FaceUp, Tile::new(3, 3)),
        ];
        assert_eq!(
            tiles_text(Locale::Fr, &tiles),
            "face cachée\u{a0}: **0-4**\u{a0}; face visible\u{a0}: **3-3**"
        );
        let hand = [(TileLabel::InHand, Tile::new(2, 5))];
        assert_eq!(capitalized(&tiles_text(Locale::EsEs, &hand)), "En la mano: **2-5**");
        for label in TileLabel::ALL {
            let english = label.english();
            for locale in [Locale::EsEs, Locale::Fr] {
                let said = i18n::tile_label(locale, label);
                assert!(said != english || english == "mission", "{locale:?} {english}");
            }
            assert_eq!(i18n::tile_label(Locale::EnUs, label), english);
        }
    }

    #[test]
    fn tiles_are_listed_once_per_label() {
        let t = |a, b| Tile::new(a, b);
        let tiles = [
            (TileLabel::Hidden, t(0, 5)),
            (TileLabel::ToGive, t(1, 2)),
            (TileLabel::Hidden, t(3, 4)),
        ];
        assert_eq!(
            tiles_text(Locale::EnUs, &tiles),
            "hidden: **0-5**, **3-4**; to give: **1-2**"
        );
    }

    #[test]
    fn board_view_player_shows_a_euronimoes_area_and_is_refused_elsewhere() {
        use crate::ai::Level;
        use crate::service::testing::{ann, service};
        let svc = service();
        let ctx = |channel| ann(channel, Default::default());
        svc.play_against(
            &ctx(2),
            GameKind::Euronimoes,
            &[],
            &[Level::Medium, Level::Medium],
            None,
        );
        let shown = svc.board_in(&ctx(2), render::Region::Seat(2));
        assert!(shown[0].image.is_some(), "{shown:?}");
        assert!(shown[0].text.contains("/board view:player 2"), "{}", shown[0].text);
        let refused = svc.board_in(&ctx(2), render::Region::Seat(3));
        assert_eq!(refused[0].image, None);
        assert_eq!(
            refused[0].refusal,
            Some(ShowRefusal::NoSuchPlayer { players: 3 }.into()),
            "{}",
            refused[0].text
        );
        svc.play_against(&ctx(4), GameKind::Dominimum, &[], &[Level::Medium], None);
        let refused = svc.board_in(&ctx(4), render::Region::Seat(1));
        assert_eq!(
            refused[0].refusal,
            Some(
                ShowRefusal::SharedBoard {
                    kind: GameKind::Dominimum
                }
                .into()
            ),
            "{}",
            refused[0].text
        );
    }
}
