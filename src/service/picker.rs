//! The move picker, for phones: `/move` with no action (or the "Move…"
//! button of the mover's private note) opens a private message with a
//! select menu: what to play (the tile, the die, the piece…), then where
//! (at most 25 entries a page, nearest the last move first, with "More…"
//! and "Back"), then a confirmation. Each step updates that message in
//! place. Where the actions have places on the board's grid
//! (`LegalAction::cells`), "where" is a picture of the board with each
//! place marked by a letter, and one button per letter ([`places`]).
//!
//! Every step carries the position's version (see [`MenuId`] and
//! [`ButtonId::Pick`]) and is checked again: a choice from a menu made for
//! an earlier position plays nothing and shows the position now instead.
//! The picker lists only the caller's own legal actions, in a private
//! message, so it shows nothing they may not know.

mod panels;
mod places;
#[cfg(test)]
mod play_catalogue;

use super::button::{ButtonId, MenuId, PickScope, PickStep};
use super::finder;
use super::reply::{MAX_OPTIONS, MenuOption};
use super::{ButtonStyle, Ctx, Face, Fail, Reply, Res, Service};
use crate::engine::{GameKind, GameView, LegalAction};
use crate::i18n::{self, Arg, Locale};
use crate::render::picker::PlacePage;
use std::ops::Range;

/// Said instead of a step chosen on a menu for an earlier position.
const STALE: &str = "play-stale";
/// Said when the picker is closed.
const CLOSED: &str = "play-closed";

impl Service {
    /// `/move` with no action: opens the picker on the caller's game here,
    /// or on their puzzle (routed as `/move` is: the game first).
    pub fn open_picker(&self, ctx: &Ctx) -> Vec<Reply> {
        let puzzle = self.puzzle_routes(ctx);
        self.guarded(ctx, || self.pick_open(ctx, puzzle, None))
    }

    /// Opens the picker as a new private message: on the caller's puzzle,
    /// or on this channel's game (which must be `game` when a button named
    /// one). It shows the position now, whatever the button's age.
    pub(crate) fn pick_open(&self, ctx: &Ctx, puzzle: bool, game: Option<i64>) -> Res<Vec<Reply>> {
        let reply = match self.pick_position(ctx, puzzle, game)? {
            Ok(picker) => self.render_in(ctx.locale, || picker.reply(ctx.user.id, picker.entry(), None)),
            Err(note) => note_reply(ctx, &note),
        };
        Ok(vec![reply.as_card()])
    }

    /// A step of an open picker (a menu choice, or its Back, Cancel or a
    /// puzzle's Confirm button), answered in place of the picker's message,
    /// as the card the picker is (see `Reply::card`).
    pub(crate) fn pick_step(&self, ctx: &Ctx, scope: PickScope, version: i64, step: PickStep) -> Res<Vec<Reply>> {
        if step == PickStep::Cancel {
            let closed = i18n::text(ctx.locale, CLOSED, &[]);
            return Ok(vec![Reply::private(ctx.user.id, closed).in_place().as_card()]);
        }
        let game = match scope {
            PickScope::Game(game) => Some(game),
            PickScope::Puzzle => None,
        };
        let picker = match self.pick_position(ctx, game.is_none(), game)? {
            Ok(picker) => picker,
            Err(note) => return Ok(vec![note_reply(ctx, &note).in_place().as_card()]),
        };
        if version != picker.version || !picker.has(step) {
            let stale = picker.say(STALE, &[]);
            let reply = self.render_in(ctx.locale, || picker.reply(ctx.user.id, picker.entry(), Some(&stale)));
            return Ok(vec![reply.in_place().as_card()]);
        }
        if let PickStep::Play { what, action } = step
            && let Some(chosen) = picker.action(what, action)
        {
            return match scope {
                PickScope::Game(_) => self.move_button(ctx, version, &chosen.notation),
                PickScope::Puzzle => self.puzzle_move_inner(ctx, &chosen.notation),
            };
        }
        let reply = self.render_in(ctx.locale, || picker.reply(ctx.user.id, step, None));
        Ok(vec![reply.in_place().as_card()])
    }

    /// The caller's legal actions now, grouped for the picker: in their
    /// puzzle, or in this channel's game (which must be `game` if given);
    /// `Err` with a note saying why they cannot pick (whose turn it is, no
    /// game, a solved puzzle…).
    fn pick_position(&self, ctx: &Ctx, puzzle: bool, game: Option<i64>) -> Res<Result<Picker, String>> {
        Ok(self
            .pick_position_in(ctx, puzzle, game)?
            .map(|picker| picker.speaking(ctx.locale)))
    }

    /// [`Service::pick_position`], the picker still in English.
    fn pick_position_in(&self, ctx: &Ctx, puzzle: bool, game: Option<i64>) -> Res<Result<Picker, String>> {
        if puzzle {
            return match self.puzzle_choices(ctx) {
                Ok(c) => {
                    let picker = Picker::new(PickScope::Puzzle, GameKind::Adding, c.version, c.actions);
                    // A puzzle is public: its places are marked on its own board.
                    Ok(Ok(if self.draws_board_pictures() {
                        picker.with_board(Board {
                            view: c.view,
                            names: vec![c.name],
                            file: format!("adding-{}-{}-places.png", ctx.user.id, c.version),
                        })
                    } else {
                        picker
                    }))
                }
                Err(Fail::Refuse(note)) => Ok(Err(note.words(ctx.locale))),
                Err(other) => Err(other),
            };
        }
        let (live, seat) = match self.mover(ctx) {
            Ok(m) => m,
            Err(note) => return Ok(Err(note)),
        };
        if game.is_some_and(|g| g != live.row.id) {
            return Ok(Err(i18n::text(ctx.locale, "play-elsewhere", &[])));
        }
        let ranked = finder::Query::parse("").rank(live.game.legal(seat), self.anchor(live.row.id));
        let picker = Picker::new(PickScope::Game(live.row.id), live.kind, live.row.version, ranked);
        // The places' pictures show the public picture's board, privately.
        Ok(Ok(if self.draws_board_pictures() {
            picker.with_board(Board {
                view: live.picture_view(self),
                names: live.names(),
                file: format!("{}-game{}-{}-places.png", live.kind.id(), live.row.id, live.row.version),
            })
        } else {
            picker
        }))
    }
}

/// A private note saying why there is nothing to pick, as a sentence.
fn note_reply(ctx: &Ctx, note: &str) -> Reply {
    let end = if note.ends_with('.') { "" } else { "." };
    Reply::private(ctx.user.id, format!("{note}{end}"))
}

/// The "where" menu's placeholder: where to play a tile, or a plain
/// "Choose one…" for a step that is no tile (Dominoids' dice, a suit).
fn where_placeholder(locale: Locale, what: &str) -> String {
    let is_tile = what.split_once('-').is_some_and(|(a, b)| {
        [a, b]
            .iter()
            .all(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()))
    });
    if is_tile {
        i18n::text(locale, "play-where-tile", &[("tile", what.into())])
    } else {
        i18n::text(locale, "play-choose-one", &[])
    }
}

/// Entries a menu page holds when the list needs pages: the rest of the
/// 25 options are "Back" and "More…".
const PER_PAGE: usize = MAX_OPTIONS - 2;

/// One page of a menu of `n` entries that offers "Back" on its first page
/// when `back_first`: the entries it shows, and whether it offers "Back"
/// and "More…". `None` past the last page.
fn page(n: usize, page: usize, back_first: bool) -> Option<(Range<usize>, bool, bool)> {
    if n + usize::from(back_first) <= MAX_OPTIONS {
        return (page == 0).then_some((0..n, back_first, false));
    }
    let start = page.checked_mul(PER_PAGE).filter(|&s| s < n)?;
    let end = n.min(start + PER_PAGE);
    Some((start..end, page > 0 || back_first, end < n))
}

/// The page of a menu of `n` entries that shows entry `i`.
fn page_of(i: usize, n: usize, back_first: bool) -> usize {
    if n + usize::from(back_first) <= MAX_OPTIONS {
        0
    } else {
        i / PER_PAGE
    }
}

/// The caller's legal actions at one version, grouped by what they play
/// (the game's [`GameKind::group_of`]): the whats in sorted order, each one's actions in the
/// order given (nearest first).
pub(crate) struct Picker {
    scope: PickScope,
    version: i64,
    whats: Vec<What>,
    /// The board the places are marked on, when pictures are drawn.
    board: Option<Board>,
    /// The language its reader reads (English unless [`Picker::speaking`]).
    locale: Locale,
}

struct What {
    name: String,
    actions: Vec<LegalAction>,
    /// Its actions gathered by place (indices into `actions`), when every
    /// action has one: those that lay the tile on the same cells (a domino
    /// either way round) share a place, the first shown first.
    places: Vec<Vec<usize>>,
    /// Those places on the board in pages: then "where" is a picture with
    /// a button per place, not a menu.
    pages: Vec<PlacePage>,
}

impl What {
    /// The one tile or piece every action of this what plays, if they
    /// share one (they do where the what is a tile or a piece; a verb such
    /// as "give" or "reveal" names several, and shows words alone).
    fn face(&self) -> Option<Face> {
        let first = self.actions.first()?.face?;
        self.actions.iter().all(|a| a.face == Some(first)).then_some(first)
    }
}

/// What a places picture is drawn from: the public picture's view and
/// the players' names, and the attachment's name.
pub(crate) struct Board {
    view: GameView,
    names: Vec<String>,
    file: String,
}

impl Picker {
    pub(crate) fn new(scope: PickScope, kind: GameKind, version: i64, ranked: Vec<LegalAction>) -> Picker {
        let mut whats: Vec<What> = Vec::new();
        for a in ranked {
            let name = kind.group_of(&a.notation);
            match whats.iter_mut().find(|w| w.name == name) {
                Some(w) => w.actions.push(a),
                None => whats.push(What {
                    name,
                    actions: vec![a],
                    places: Vec::new(),
                    pages: Vec::new(),
                }),
            }
        }
        whats.sort_by(|a, b| a.name.cmp(&b.name));
        for w in &mut whats {
            w.places = places::gather(&w.actions);
            w.pages = places::pages(kind, &w.actions, &w.places);
        }
        Picker {
            scope,
            version,
            whats,
            board: None,
            locale: Locale::EnUs,
        }
    }

    /// This picker, read in `locale`.
    fn speaking(self, locale: Locale) -> Picker {
        Picker { locale, ..self }
    }

    /// The catalogue's message `id` in the reader's language.
    fn say(&self, id: &str, args: &[(&str, Arg)]) -> String {
        i18n::text(self.locale, id, args)
    }

    /// This picker, drawing its places on `board`.
    fn with_board(self, board: Board) -> Picker {
        Picker {
            board: Some(board),
            ..self
        }
    }

    /// The first step: the list of whats, or straight to the only one.
    fn entry(&self) -> PickStep {
        if self.whats.len() == 1 {
            self.enter(0)
        } else {
            PickStep::Whats(0)
        }
    }

    /// Choosing what number `what`: its places, or its one action to confirm.
    fn enter(&self, what: usize) -> PickStep {
        match self.whats.get(what) {
            Some(w) if w.actions.len() == 1 => PickStep::Confirm { what, action: 0 },
            Some(w) if w.pages.len() >= places::AREAS_FROM => PickStep::Areas { what },
            _ => PickStep::Where { what, page: 0 },
        }
    }

    fn action(&self, what: usize, action: usize) -> Option<&LegalAction> {
        self.whats.get(what)?.actions.get(action)
    }

    /// Whether `step` names something this picker holds.
    fn has(&self, step: PickStep) -> bool {
        match step {
            PickStep::Whats(p) => p == 0 || page(self.whats.len(), p, false).is_some(),
            PickStep::Where { what, page: p } => self.whats.get(what).is_some_and(|w| {
                if w.pages.is_empty() {
                    page(w.actions.len(), p, self.whats.len() > 1).is_some()
                } else {
                    p < w.pages.len()
                }
            }),
            PickStep::Areas { what } => self
                .whats
                .get(what)
                .is_some_and(|w| w.pages.len() >= places::AREAS_FROM),
            PickStep::Confirm { what, action } | PickStep::Play { what, action } => self.action(what, action).is_some(),
            PickStep::Cancel => true,
        }
    }

    fn menu_id(&self) -> MenuId {
        self.part_menu_id(0)
    }

    /// The id of the menu under picture number `part` of a card.
    fn part_menu_id(&self, part: u8) -> MenuId {
        MenuId::Pick {
            scope: self.scope,
            version: self.version,
            part,
        }
    }

    fn button(&self, step: PickStep) -> ButtonId {
        ButtonId::Pick {
            scope: self.scope,
            version: self.version,
            step,
        }
    }

    /// The picker's message at `step` (which [`Picker::has`]), after
    /// `note` if there is one, for `user` only.
    fn reply(&self, user: u64, step: PickStep, note: Option<&str>) -> Reply {
        let say = |text: String| {
            Reply::private(
                user,
                match note {
                    Some(note) => format!("{note}\n{text}"),
                    None => text,
                },
            )
        };
        match step {
            _ if self.whats.is_empty() => say(self.say("play-nothing", &[])),
            PickStep::Whats(page) => self.whats_step(page, say),
            PickStep::Where { what, .. } if self.has_panels(what) => self.panels_step(what, say),
            PickStep::Where { what, page } if !self.whats[what].pages.is_empty() => self.places_step(what, page, say),
            PickStep::Where { what, page } => self.where_step(what, page, say),
            PickStep::Areas { what } => self.areas_step(what, say),
            PickStep::Confirm { what, action } | PickStep::Play { what, action } => {
                self.confirm_step(what, action, say)
            }
            PickStep::Cancel => say(self.say(CLOSED, &[])),
        }
    }

    /// Step 1: what to play, one entry per what; `say` makes the message.
    fn whats_step(&self, p: usize, say: impl Fn(String) -> Reply) -> Reply {
        let n = self.whats.len();
        let (shown, back, more) = page(n, p, false).unwrap_or((0..0, false, false));
        let total: usize = self.whats.iter().map(|w| w.actions.len()).sum();
        let text = self.say(
            "play-whats",
            &[
                ("total", Arg::count(total)),
                ("pages", self.of_pages(n, p, false).into()),
            ],
        );
        let mut options: Vec<MenuOption> = shown
            .filter_map(|i| {
                let w = &self.whats[i];
                let about = match w.actions.as_slice() {
                    [only] => i18n::action(self.locale, only),
                    many => self.say("play-choices", &[("count", Arg::count(many.len()))]),
                };
                MenuOption::new(&w.name, self.enter(i).to_string(), Some(&about)).map(|o| o.showing(w.face()))
            })
            .collect();
        let back = back.then(|| PickStep::Whats(p.saturating_sub(1)));
        options.extend(self.nav(back, more.then_some(PickStep::Whats(p + 1))));
        let cancel = self.say("play-button-cancel", &[]);
        say(text)
            .with_menu(self.menu_id(), &self.say("play-what-placeholder", &[]), options)
            .with_button(self.button(PickStep::Cancel), &cancel, ButtonStyle::Secondary)
    }

    /// Step 2: where to play what number `what`, nearest first.
    fn where_step(&self, what: usize, p: usize, say: impl Fn(String) -> Reply) -> Reply {
        let w = &self.whats[what];
        let n = w.actions.len();
        let back_first = self.whats.len() > 1;
        let (shown, back, more) = page(n, p, back_first).unwrap_or((0..0, false, false));
        let text = self.say(
            "play-where",
            &[
                ("what", w.name.as_str().into()),
                ("count", Arg::count(n)),
                ("pages", self.of_pages(n, p, back_first).into()),
            ],
        );
        let mut options: Vec<MenuOption> = shown
            .filter_map(|i| {
                let a = &w.actions[i];
                let step = PickStep::Confirm { what, action: i };
                MenuOption::new(&i18n::action(self.locale, a), step.to_string(), Some(&a.notation))
            })
            .collect();
        let back = back.then(|| match p {
            0 => PickStep::Whats(page_of(what, self.whats.len(), false)),
            _ => PickStep::Where { what, page: p - 1 },
        });
        options.extend(self.nav(back, more.then_some(PickStep::Where { what, page: p + 1 })));
        let cancel = self.say("play-button-cancel", &[]);
        say(text)
            .with_menu(self.menu_id(), &where_placeholder(self.locale, &w.name), options)
            .with_button(self.button(PickStep::Cancel), &cancel, ButtonStyle::Secondary)
    }

    /// Step 3: the chosen action, to confirm (or go back).
    fn confirm_step(&self, what: usize, action: usize, say: impl Fn(String) -> Reply) -> Reply {
        let w = &self.whats[what];
        let a = &w.actions[action];
        let marked = places::marked(w, action);
        let back = if w.actions.len() > 1 {
            let page = match marked {
                Some((page, _)) => page,
                None => page_of(action, w.actions.len(), self.whats.len() > 1),
            };
            Some(PickStep::Where { what, page })
        } else {
            (self.whats.len() > 1).then(|| PickStep::Whats(page_of(what, self.whats.len(), false)))
        };
        let key = match (marked, &self.board) {
            (None, _) => "play-confirm",
            (Some(_), Some(_)) => "play-confirm-place-drawn",
            (Some(_), None) => "play-confirm-place",
        };
        let place = marked.map_or(String::new(), |place| panels::place_name(self.locale, w, place));
        let question = self.say(
            key,
            &[
                ("notation", a.notation.as_str().into()),
                ("description", i18n::action(self.locale, a).into()),
                ("place", place.into()),
            ],
        );
        // Confirm shows the tile it plays, as the what menu does.
        let mut reply = say(question).with_button_showing(
            self.play_id(what, action),
            &self.say("play-button-confirm", &[]),
            ButtonStyle::Success,
            a.face,
        );
        reply = self.with_turns(reply, what, action);
        if let Some((page, _)) = marked {
            reply = self.with_places_picture(reply, &w.pages[page], Some(a));
        }
        self.with_back_and_cancel(reply, back)
    }

    /// `reply` with "Back" to `back` (if any) and "Cancel".
    fn with_back_and_cancel(&self, mut reply: Reply, back: Option<PickStep>) -> Reply {
        if let Some(back) = back {
            reply = reply.with_button(
                self.button(back),
                &self.say("play-button-back", &[]),
                ButtonStyle::Secondary,
            );
        }
        let cancel = self.say("play-button-cancel", &[]);
        reply.with_button(self.button(PickStep::Cancel), &cancel, ButtonStyle::Secondary)
    }
}

impl Picker {
    /// The button that plays action `action` of what `what`: a game's move
    /// button, which refuses an earlier position by itself; a puzzle,
    /// having no game to name, plays through the picker's own step.
    fn play_id(&self, what: usize, action: usize) -> ButtonId {
        let notation = &self.whats[what].actions[action].notation;
        match self.scope {
            PickScope::Game(game) => Some(ButtonId::Move {
                game,
                version: self.version,
                notation: notation.clone(),
            })
            .filter(ButtonId::fits),
            PickScope::Puzzle => None,
        }
        .unwrap_or_else(|| self.button(PickStep::Play { what, action }))
    }
}

impl Picker {
    /// The "Back" and "More…" entries a menu page ends with.
    fn nav(&self, back: Option<PickStep>, more: Option<PickStep>) -> Vec<MenuOption> {
        let back = back.and_then(|s| MenuOption::new(&self.say("play-menu-back", &[]), s.to_string(), None));
        let about = self.say("play-menu-more-about", &[]);
        let more = more.and_then(|s| MenuOption::new(&self.say("play-menu-more", &[]), s.to_string(), Some(&about)));
        back.into_iter().chain(more).collect()
    }

    /// ", page 2 of 3" when a list of `n` needs pages.
    fn of_pages(&self, n: usize, p: usize, back_first: bool) -> String {
        if n + usize::from(back_first) <= MAX_OPTIONS {
            return String::new();
        }
        self.pages_words(p, n.div_ceil(PER_PAGE))
    }

    /// ", page 2 of 3": page `p` (from 0) of `pages`.
    fn pages_words(&self, p: usize, pages: usize) -> String {
        self.say(
            "play-pages",
            &[("page", Arg::count(p + 1)), ("pages", Arg::count(pages))],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::MAX_CARD_COMPONENTS;

    #[test]
    fn each_game_names_what_its_actions_play() {
        use GameKind::*;
        let cases = [
            // The games that place tiles: the tile, whichever end is first.
            (Dominimum, "5-7 0,0 E", "5-7"),
            (Dominomega, "7-5 1,0 W", "5-7"),
            (Draw, "3-6 L", "3-6"),
            (Tree, "2-3", "2-3"),
            // Dominoids: the die, or the decision's verb; a child is its
            // domino, so that a place shows one domino.
            (Dominoids, "arms slide c3 e3", "arms"),
            (Dominoids, "crowns shift ranks 3-4 right", "crowns"),
            (Dominoids, "dice suns moons", "dice"),
            (Dominoids, "eat e4", "eat"),
            (Dominoids, "child 3-5 c6 c7", "child 3-5"),
            (Dominoids, "child 5-3 c6 c7", "child 3-5"),
            (Dominoids, "food suns e4", "food"),
            // Euronimoes and Tetradominoes: verbs, pieces.
            (Euronimoes, "buy -1", "buy"),
            (Draw, "draw", "draw"),
            (Euronimoes, "stop", "stop"),
            (Tetradominoes, "J 1,0 1,-1 2,-1 3,-1", "J"),
            (Tetradominoes, "reveal 1-2 3-4", "reveal"),
            (Tetradominoes, "give 3-4", "give"),
            (Dominup, "skip", "skip"),
            // Adding Donimoes: the domino a move adds or slides, by its
            // own hook; no other game reads a word that way.
            (Adding, "23V21", "2-3"),
            (Adding, "32H10,1", "2-3"),
            (Adding, "36D", "3-6"),
            (Tree, "23V21", "23V21"),
            (Tree, "", ""),
        ];
        for (kind, notation, what) in cases {
            assert_eq!(kind.group_of(notation), what, "{kind:?}: {notation}");
        }
    }

    /// The puzzle picker groups a domino smaller number first, so every
    /// place it offers under "0-6" must name the 0-6 too (it once read
    /// "add the 6-0 across" there), saying in words which end comes first.
    #[test]
    fn a_puzzle_place_names_the_domino_as_the_picker_groups_it() {
        use crate::engine::adding::{Goal, Puzzle, problems};
        let mut turned = 0;
        for number in 1..=6 {
            let problem = problems::numbered(number).expect("a numbered problem").problem;
            let mut puzzle = Puzzle::new(problem, Goal::AllAdded);
            for _ in 0..4 {
                let legal = puzzle.legal();
                for a in &legal {
                    let what = GameKind::Adding.group_of(&a.notation);
                    let english = a.description.plain();
                    assert!(
                        english.contains(&format!("the {what} ")),
                        "{} is grouped under {what} but reads {english:?}",
                        a.notation,
                    );
                    turned += usize::from(english.contains("on the left") || english.contains("on top"));
                }
                let Some(first) = legal.first() else { break };
                let _ = puzzle.play_line(&first.notation);
            }
        }
        assert!(turned > 0, "some places say which end comes first");
    }

    #[test]
    fn pages_hold_at_most_25_options_with_back_and_more() {
        assert_eq!(page(25, 0, false), Some((0..25, false, false)));
        assert_eq!(page(24, 0, true), Some((0..24, true, false)));
        assert_eq!(page(25, 1, false), None);
        assert_eq!(page(25, 0, true), Some((0..23, true, true)));
        assert_eq!(page(60, 1, false), Some((23..46, true, true)));
        assert_eq!(page(60, 2, false), Some((46..60, true, false)));
        assert_eq!(page(60, 3, false), None);
        assert_eq!(page(60, usize::MAX, false), None);
        for n in 0..80 {
            for back_first in [false, true] {
                let mut seen = 0;
                let mut p = 0;
                while let Some((shown, back, more)) = page(n, p, back_first) {
                    assert!(shown.len() + usize::from(back) + usize::from(more) <= MAX_OPTIONS);
                    assert_eq!(shown.start, seen, "pages follow one another");
                    assert!(shown.clone().all(|i| page_of(i, n, back_first) == p));
                    seen = shown.end;
                    p += 1;
                    if !more {
                        break;
                    }
                }
                assert_eq!(seen, n, "{n} entries, {p} pages");
            }
        }
    }

    fn actions(notations: &[&str]) -> Vec<LegalAction> {
        notations
            .iter()
            .map(|n| LegalAction::unplaced(n.to_string(), format!("play {n}")))
            .collect()
    }

    /// `n` placements of the 5-7 in a row, `gap` cells apart.
    fn placed(n: i32, gap: i32) -> Vec<LegalAction> {
        use crate::engine::common::grid::Cell;
        (0..n)
            .map(|i| LegalAction {
                notation: format!("5-7 {},0 E", gap * i),
                description: format!("5 on {},0", gap * i).into(),
                cells: vec![Cell::new(gap * i, 0), Cell::new(gap * i + 1, 0)],
                face: None,
                numbers: vec![5, 7],
            })
            .collect()
    }

    #[test]
    fn places_on_several_pictures_are_all_on_one_card_and_confirm_goes_back_to_it() {
        // Two places too far apart for one picture: two pictures on one
        // card, each with the button of its place under it; the letters
        // run on (A, then B).
        let picker = Picker::new(PickScope::Game(1), GameKind::Dominimum, 3, placed(2, 20));
        assert_eq!(picker.entry(), PickStep::Where { what: 0, page: 0 });
        let first = picker.reply(9, picker.entry(), None);
        assert!(first.menus.is_empty(), "places are buttons, not a menu");
        let panels: Vec<Vec<&str>> = first
            .panels
            .iter()
            .map(|p| p.buttons.iter().map(|b| b.label.as_str()).collect())
            .collect();
        assert_eq!(panels, [["A"], ["B"]], "each picture's letter under it");
        let labels: Vec<&str> = first.buttons.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["Cancel"]);
        assert!(first.text.contains("2 places, on 2 pictures"), "{}", first.text);
        assert!(first.text.contains("**A** 5 on 0,0 · `5-7 0,0 E`"), "{}", first.text);
        assert!(first.text.contains("**B** 5 on 20,0 · `5-7 20,0 E`"), "{}", first.text);
        // An older "page 2" shows the same card.
        let second = PickStep::Where { what: 0, page: 1 };
        assert!(picker.has(second) && !picker.has(PickStep::Where { what: 0, page: 99 }));
        assert_eq!(picker.reply(9, second, None).panels, first.panels);
        let chosen: ButtonId = first.panels[1].buttons[0].id.parse().unwrap();
        let ButtonId::Pick {
            step: step @ PickStep::Confirm { .. },
            ..
        } = chosen
        else {
            panic!("{chosen:?}")
        };
        let confirm = picker.reply(9, step, None);
        assert!(confirm.text.starts_with("Play `5-7 20,0 E`"), "{}", confirm.text);
        assert!(confirm.text.contains("place **B**"), "{}", confirm.text);
        let back = confirm.buttons.iter().find(|b| b.label == "Back").unwrap();
        assert_eq!(back.id, "pick:g1:3:where:0:1", "Back to the card of its picture");
        // A little apart, they share one picture of smaller cells.
        let near = Picker::new(PickScope::Game(1), GameKind::Dominimum, 3, placed(2, 6));
        assert!(!near.has(second));
    }

    #[test]
    fn many_places_on_several_pictures_get_a_menu_under_each_within_a_cards_components() {
        // 60 places, three to a row: too many for a button each, so each
        // picture has a menu of its places, its letters from A again.
        use crate::engine::common::grid::Cell;
        let rows: Vec<LegalAction> = (0..60)
            .map(|i| {
                let (x, y) = (2 * (i % 3), i / 3);
                LegalAction {
                    notation: format!("5-7 {x},{y} E"),
                    description: format!("5 on {x},{y}").into(),
                    cells: vec![Cell::new(x, y), Cell::new(x + 1, y)],
                    face: None,
                    numbers: vec![5, 7],
                }
            })
            .collect();
        let picker = Picker::new(PickScope::Game(1), GameKind::Dominimum, 3, rows);
        let card = picker.reply(9, picker.entry(), None);
        let pictures = card.panels.len();
        assert!((3..=panels::MAX_PANELS).contains(&pictures), "{pictures} pictures");
        let mut ids = std::collections::HashSet::new();
        let mut chosen = std::collections::HashSet::new();
        for (q, panel) in card.panels.iter().enumerate() {
            let menu = panel.menu.as_ref().expect("a menu under each picture");
            assert!(panel.buttons.is_empty());
            assert!(ids.insert(menu.id.clone()), "menu ids differ: {}", menu.id);
            assert!(menu.placeholder.ends_with(&format!("of picture {}…", q + 1)));
            assert_eq!(menu.options[0].label, "A");
            for o in &menu.options {
                let Ok(ButtonId::Pick {
                    step: PickStep::Confirm { action, .. },
                    ..
                }) = menu.id.parse::<MenuId>().and_then(|m| m.choose(&o.value))
                else {
                    panic!("{o:?}")
                };
                let a = &picker.whats[0].actions[action];
                let about = o.description.as_deref().unwrap();
                assert!(about.starts_with(&format!("{} · ", a.notation)), "{about}");
                chosen.insert(action);
            }
        }
        assert_eq!(chosen.len(), 60, "every place one choice away");
        // The container, its text, each picture with its menu's row and
        // menu, and the row of Cancel.
        let components = 2 + 3 * pictures + 1 + card.buttons.len();
        assert!(components <= MAX_CARD_COMPONENTS);
        // Chosen, a place is named with its picture, as letters repeat.
        let confirm = picker.reply(9, PickStep::Confirm { what: 0, action: 59 }, None);
        assert!(
            confirm.text.contains(&format!("on picture {pictures}")),
            "{}",
            confirm.text
        );
    }

    /// The 5-7 both ways round on each of `n` pairs of cells, three pairs
    /// to a row.
    fn both_ways(n: i32) -> Vec<LegalAction> {
        use crate::engine::common::grid::Cell;
        (0..n)
            .flat_map(|i| {
                let (x, y) = (2 * (i % 3), i / 3);
                let (a, b) = (Cell::new(x, y), Cell::new(x + 1, y));
                [
                    LegalAction {
                        notation: format!("5-7 {x},{y} E"),
                        description: format!("5 on {x},{y}, 7 on {},{y}", x + 1).into(),
                        cells: vec![a, b],
                        face: None,
                        numbers: vec![5, 7],
                    },
                    LegalAction {
                        notation: format!("7-5 {x},{y} E"),
                        description: format!("7 on {x},{y}, 5 on {},{y}", x + 1).into(),
                        cells: vec![b, a],
                        face: None,
                        numbers: vec![5, 7],
                    },
                ]
            })
            .collect()
    }

    #[test]
    fn one_letter_per_pair_of_cells_and_its_confirmation_plays_either_way_round() {
        // 12 places each way round: 24 actions, 12 letters on one page.
        let picker = Picker::new(PickScope::Game(1), GameKind::Dominup, 3, both_ways(12));
        assert_eq!(picker.entry(), PickStep::Where { what: 0, page: 0 });
        let page = picker.reply(9, picker.entry(), None);
        let letters = page.buttons.iter().filter(|b| b.label.len() == 1).count();
        assert_eq!(letters, 12, "{:?}", page.buttons);
        assert!(page.text.contains("(12 places)"), "{}", page.text);
        // Read top row first, the place on 0,0 is the tenth.
        assert!(
            page.text
                .contains("**J** 5 on 0,0, 7 on 1,0 · `5-7 0,0 E` or `7-5 0,0 E`"),
            "{}",
            page.text
        );
        let j = page.buttons.iter().find(|b| b.label == "J").unwrap();
        assert_eq!(j.id, "pick:g1:3:act:0:0", "the way it is first listed");
        let step = PickStep::Confirm { what: 0, action: 0 };
        // Its confirmation plays the way drawn, or the other at once, or
        // turns the tile to draw it the other way.
        let confirm = picker.reply(9, step, None);
        let ids: Vec<(&str, &str)> = confirm
            .buttons
            .iter()
            .map(|b| (b.label.as_str(), b.id.as_str()))
            .collect();
        assert_eq!(
            ids[..3],
            [
                ("Confirm", "move:1:3:5-7 0,0 E"),
                ("Play it turned round", "move:1:3:7-5 0,0 E"),
                ("Turn", "pick:g1:3:act:0:1"),
            ]
        );
        assert!(
            confirm
                .text
                .contains("\nOr turned round: `7-5 0,0 E`: 7 on 0,0, 5 on 1,0."),
            "{}",
            confirm.text
        );
        let turned = picker.reply(9, PickStep::Confirm { what: 0, action: 1 }, None);
        assert!(turned.text.starts_with("Play `7-5 0,0 E`"), "{}", turned.text);
        assert!(turned.text.contains("place **J**"), "the same letter: {}", turned.text);
        let turn = turned.buttons.iter().find(|b| b.label == "Turn").unwrap();
        assert_eq!(turn.id, "pick:g1:3:act:0:0", "Turn cycles back");
        // A place with one way round offers no turn.
        let single = Picker::new(PickScope::Game(1), GameKind::Dominimum, 3, placed(2, 6));
        let confirm = single.reply(9, PickStep::Confirm { what: 0, action: 0 }, None);
        assert!(
            confirm
                .buttons
                .iter()
                .all(|b| b.label != "Turn" && !b.label.starts_with("Play"))
        );
    }

    /// Two different Dominoids moving onto the same squares share a
    /// letter; the confirmation of one offers the other by its notation,
    /// never as the same tile "turned round".
    #[test]
    fn two_different_tiles_on_one_place_are_offered_by_name_not_turned_round() {
        use crate::engine::common::grid::Cell;
        let (a, b) = (Cell::new(2, 2), Cell::new(3, 2));
        let legal = vec![
            LegalAction {
                notation: "arms slide c2 d3".to_string(),
                description: "slide the 2-3 (2 leads) to c3-d3".into(),
                cells: vec![b, a],
                face: None,
                numbers: vec![2, 3],
            },
            LegalAction {
                notation: "arms rotate b4 d3".to_string(),
                description: "turn the 1-4 (1 leads) onto d3, around c3".into(),
                cells: vec![b, a],
                face: None,
                numbers: vec![1, 4],
            },
        ];
        let picker = Picker::new(PickScope::Game(1), GameKind::Dominoids, 3, legal);
        let confirm = picker.reply(9, PickStep::Confirm { what: 0, action: 0 }, None);
        assert!(!confirm.text.contains("turned round"), "{}", confirm.text);
        assert!(
            confirm.text.contains("\nOr: `arms rotate b4 d3`: turn the 1-4"),
            "{}",
            confirm.text
        );
        let labels: Vec<&str> = confirm.buttons.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(
            labels[..3],
            ["Confirm", "Play arms rotate b4 d3", "Show arms rotate b4 d3"]
        );
    }

    #[test]
    fn a_page_of_many_long_places_keeps_within_a_message() {
        // 23 places close together, each described at length (Dominup's
        // climbs read so): the page names them by notation alone.
        let long: Vec<LegalAction> = placed(23, 1)
            .into_iter()
            .enumerate()
            .map(|(i, a)| LegalAction {
                cells: vec![
                    crate::engine::common::grid::Cell::new(i as i32 % 4, i as i32 / 4),
                    crate::engine::common::grid::Cell::new(i as i32 % 4 + 1, i as i32 / 4),
                ],
                description: format!(
                    "climb to level 3: {} (lying across) {}",
                    a.description.plain(),
                    "x".repeat(40)
                )
                .into(),
                ..a
            })
            .collect();
        let picker = Picker::new(PickScope::Game(1), GameKind::Dominup, 3, long);
        let stale = picker.say(STALE, &[]);
        let page = picker.reply(9, PickStep::Where { what: 0, page: 0 }, Some(&stale));
        assert!(
            page.text.chars().count() <= crate::service::MAX_MESSAGE,
            "{}",
            page.text.len()
        );
        assert!(
            page.text.contains("**A** `5-7 ") && !page.text.contains("climb"),
            "{}",
            page.text
        );
        let short = picker.reply(9, PickStep::Confirm { what: 0, action: 0 }, None);
        assert!(
            short.text.contains("climb to level 3"),
            "the confirmation says it in words"
        );
    }

    #[test]
    fn a_tile_with_many_pages_of_places_shows_numbered_parts_of_the_board_first() {
        let picker = Picker::new(PickScope::Game(1), GameKind::Dominimum, 3, placed(30, 6));
        assert_eq!(picker.entry(), PickStep::Areas { what: 0 });
        let areas = picker.reply(9, picker.entry(), None);
        let numbered: Vec<&str> = areas
            .buttons
            .iter()
            .filter(|b| b.label != "Cancel")
            .map(|b| b.id.as_str())
            .collect();
        assert_eq!(numbered.len(), 20, "the first 20 of 30 pages: {numbered:?}");
        assert_eq!(numbered[19], "pick:g1:3:where:0:19");
        assert!(areas.text.contains("**20** 1 place around 114,0"), "{}", areas.text);
        // A page goes back to the parts, and on to the pages past the 20th.
        let last = picker.reply(9, PickStep::Where { what: 0, page: 19 }, None);
        let ids: Vec<&str> = last.buttons.iter().map(|b| b.id.as_str()).collect();
        assert!(
            ids.contains(&"pick:g1:3:areas:0") && ids.contains(&"pick:g1:3:where:0:20"),
            "{ids:?}"
        );
        assert!(!picker.has(PickStep::Areas { what: 1 }));
        let few = Picker::new(PickScope::Game(1), GameKind::Dominimum, 3, placed(2, 6));
        assert!(!few.has(PickStep::Areas { what: 0 }), "two pages need no parts");
    }

    /// The what menu shows each tile's face beside its words; a verb that
    /// names several tiles ("give") or none ("draw") shows words alone.
    #[test]
    fn the_what_menu_shows_the_face_of_each_tile_and_none_for_a_verb() {
        use crate::engine::common::tiles::Tile;
        let tile = |lo, hi| Face::Pips(Tile::new(lo, hi));
        let faced = |n: &str, f: Option<Face>| LegalAction {
            face: f,
            ..LegalAction::unplaced(n.to_string(), format!("play {n}"))
        };
        let legal = vec![
            faced("5-6 0,0 E", Some(tile(5, 6))),
            faced("6-5 1,0 W", Some(tile(5, 6))),
            faced("give 1-2", Some(tile(1, 2))),
            faced("give 3-4", Some(tile(3, 4))),
            faced("draw", None),
        ];
        let picker = Picker::new(PickScope::Game(1), GameKind::Tetradominoes, 3, legal);
        let r = picker.reply(9, picker.entry(), None);
        let shown: Vec<(&str, Option<Face>)> = r.menus[0].options.iter().map(|o| (o.label.as_str(), o.emoji)).collect();
        assert_eq!(
            shown,
            [("5-6", Some(tile(5, 6))), ("draw", None), ("give", None)],
            "labels keep their words"
        );
        // The same options on a public reply lose their faces.
        let public = Reply::public("x").with_menu(picker.menu_id(), "m", r.menus[0].options.clone());
        assert!(public.menus[0].options.iter().all(|o| o.emoji.is_none()));
        let button =
            Reply::public("x").with_button_showing(ButtonId::Picker(1), "5-6", ButtonStyle::Primary, Some(tile(5, 6)));
        assert_eq!(button.buttons[0].emoji, None);
    }

    #[test]
    fn one_what_or_one_action_skips_the_steps_it_needs_no_choice_for() {
        let one = Picker::new(PickScope::Game(1), GameKind::Draw, 3, actions(&["draw"]));
        assert_eq!(one.entry(), PickStep::Confirm { what: 0, action: 0 });
        let tile = Picker::new(
            PickScope::Game(1),
            GameKind::Draw,
            3,
            actions(&["5-7 0,0 E", "7-5 1,0 W"]),
        );
        assert_eq!(tile.entry(), PickStep::Where { what: 0, page: 0 });
        let two = Picker::new(
            PickScope::Game(1),
            GameKind::Draw,
            3,
            actions(&["draw", "5-7 0,0 E", "7-5 1,0 W"]),
        );
        assert_eq!(two.entry(), PickStep::Whats(0));
        let r = two.reply(9, two.entry(), None);
        let values: Vec<&str> = r.menus[0].options.iter().map(|o| o.value.as_str()).collect();
        assert_eq!(values, ["where:0:0", "act:1:0"], "the 5-7 sorts before draw");
        // Confirming a game's action is its move button.
        let confirm = two.reply(9, PickStep::Confirm { what: 0, action: 1 }, None);
        assert_eq!(confirm.buttons[0].id, "move:1:3:7-5 1,0 W");
        assert_eq!(confirm.buttons[1].id, "pick:g1:3:where:0:0", "Back to its places");
    }
}
