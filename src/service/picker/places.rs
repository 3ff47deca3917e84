//! The picker's "where" step for actions with places on the board's grid:
//! a picture of the board around a page of places, each marked with a
//! letter ([`crate::render::picker`]), one button per letter, and the same
//! letters in words for screen readers and for games shown without
//! pictures. A letter's button leads to the usual confirmation, which
//! shows that move on the board as it will be: its tile (or piece) drawn
//! on its cells.

use super::{ButtonStyle, PickStep, Picker, Reply, What, page_of};
use crate::engine::common::grid::Cell;
use crate::engine::{GameKind, LegalAction};
use crate::i18n::{self, Arg, Locale};
use crate::render::picker::{Chosen, PlacePage, areas_png, place_pages_for, places_png};
use crate::service::Image;

/// From this many pages of places on, choosing the tile shows the whole
/// board with a number per page first, so that any place is two presses
/// away rather than a run of "More places"; fewer pages are all shown on
/// one card ([`super::panels`]).
pub(super) const AREAS_FROM: usize = super::panels::MAX_PANELS + 1;

/// The most characters a page of places says, leaving room in a message
/// for a note before it (such as "The position changed…").
pub(super) const TEXT_ROOM: usize = crate::service::MAX_MESSAGE - 200;

/// `actions` gathered by place, when every one of them has cells (none,
/// so "where" stays a menu, otherwise): the actions that cover the same
/// cells (a domino one way round or the other) share one place, in the
/// order given, so a place needs one letter however many ways a tile
/// fits it; its confirmation offers the others ([`Picker::with_turns`]).
pub(super) fn gather(actions: &[LegalAction]) -> Vec<Vec<usize>> {
    if actions.is_empty() || actions.iter().any(|a| a.cells.is_empty()) {
        return Vec::new();
    }
    let key = |a: &LegalAction| {
        let mut cells: Vec<(i32, i32)> = a.cells.iter().map(|c| (c.x, c.y)).collect();
        cells.sort_unstable();
        cells
    };
    // Each place's cells, and the place (its actions) at the same index.
    let mut keys: Vec<Vec<(i32, i32)>> = Vec::new();
    let mut places: Vec<Vec<usize>> = Vec::new();
    for (i, a) in actions.iter().enumerate() {
        let k = key(a);
        match keys
            .iter()
            .position(|cells| *cells == k)
            .and_then(|p| places.get_mut(p))
        {
            Some(place) => place.push(i),
            None => {
                keys.push(k);
                places.push(vec![i]);
            }
        }
    }
    places
}

/// The `places` of `actions` in pages as `kind`'s board draws them, each
/// marked on the cells of its first action.
pub(super) fn pages(kind: GameKind, actions: &[LegalAction], places: &[Vec<usize>]) -> Vec<PlacePage> {
    let cells: Vec<Vec<Cell>> = places.iter().map(|p| actions[p[0]].cells.clone()).collect();
    place_pages_for(kind, &cells)
}

/// The place of `w` that holds action number `action`.
fn place_of(w: &What, action: usize) -> Option<usize> {
    w.places.iter().position(|p| p.contains(&action))
}

/// The page showing action number `action` of `w` and its position on
/// that page (which letter it has), if `w` has places.
pub(super) fn marked(w: &What, action: usize) -> Option<(usize, usize)> {
    let place = place_of(w, action)?;
    w.pages.iter().enumerate().find_map(|(p, page)| {
        let k = page.places.iter().position(|&i| i == place)?;
        Some((p, k))
    })
}

/// Whether the letters of `w`'s pages run on from page to page.
pub(super) fn runs_on(w: &What) -> bool {
    w.pages.iter().any(|page| page.first_letter > 0)
}

/// The letters a page marks: "A", or "D to F".
pub(super) fn marks(locale: Locale, page: &PlacePage) -> String {
    match page.places.len() {
        0 | 1 => page.letter(0),
        n => i18n::text(
            locale,
            "play-marks-range",
            &[("first", page.letter(0).into()), ("last", page.letter(n - 1).into())],
        ),
    }
}

/// Ways to play written one after another: "`5-7 0,0 E` or `7-5 0,0 E`".
pub(super) fn ways(locale: Locale, ways: impl IntoIterator<Item = String>) -> String {
    let mut ways = ways.into_iter();
    let first = ways.next().unwrap_or_default();
    ways.fold(first, |first, second| {
        i18n::text(
            locale,
            "play-ways",
            &[("first", first.into()), ("second", second.into())],
        )
    })
}

/// The places a page's buttons offer, as (page, position on it): its
/// own, or every page's when their letters run on (see
/// `PlacePage::first_letter`).
fn offered(w: &What, p: usize) -> Vec<(usize, usize)> {
    let runs_on = runs_on(w);
    w.pages
        .iter()
        .enumerate()
        .filter(|&(q, _)| runs_on || q == p)
        .flat_map(|(q, page)| (0..page.places.len()).map(move |k| (q, k)))
        .collect()
}

/// The line saying place `k` of page `q` of `w`: its letter, its first
/// action in `words` (else by its notation alone), then any other way the
/// tile fits those cells.
pub(super) fn place_line(locale: Locale, w: &What, (q, k): (usize, usize), words: bool) -> String {
    let place = &w.places[w.pages[q].places[k]];
    let a = &w.actions[place[0]];
    let notations = ways(locale, place.iter().map(|&i| format!("`{}`", w.actions[i].notation)));
    match words {
        true => format!("**{}** {} · {notations}", w.pages[q].letter(k), i18n::action(locale, a)),
        false => format!("**{}** {notations}", w.pages[q].letter(k)),
    }
}

/// The first action of place `k` of page `q` of `w`: what its letter
/// leads to.
pub(super) fn first_action(w: &What, (q, k): (usize, usize)) -> usize {
    w.places[w.pages[q].places[k]][0]
}

impl Picker {
    /// Step 2 for a what with places: page `p` of them, marked on the
    /// board's picture, a button per letter; `say` makes the message.
    pub(super) fn places_step(&self, what: usize, p: usize, say: impl Fn(String) -> Reply) -> Reply {
        let w = &self.whats[what];
        let Some(page) = w.pages.get(p) else {
            return say(self.say("play-page-gone", &[("what", w.name.as_str().into())]));
        };
        let n = w.places.len();
        let pages = match w.pages.len() {
            1 => String::new(),
            _ if runs_on(w) => self.say(
                "play-pages-run-on",
                &[
                    ("page", Arg::count(p + 1)),
                    ("pages", Arg::count(w.pages.len())),
                    ("marks", marks(self.locale, page).into()),
                ],
            ),
            n => self.pages_words(p, n),
        };
        let mut lines = vec![self.say(
            "play-places",
            &[
                ("what", w.name.as_str().into()),
                ("count", Arg::count(n)),
                ("pages", pages.into()),
            ],
        )];
        let offered = offered(w, p);
        let line = |&(q, k): &(usize, usize), words: bool| place_line(self.locale, w, (q, k), words);
        // Each place in words, or by its notation alone where 23 long
        // descriptions would pass Discord's limit.
        let worded: usize = offered.iter().map(|o| line(o, true).chars().count() + 1).sum();
        let words = lines[0].chars().count() + worded <= TEXT_ROOM;
        lines.extend(offered.iter().map(|o| line(o, words)));
        let mut reply = say(lines.join("\n"));
        for &(q, k) in &offered {
            let step = PickStep::Confirm {
                what,
                action: first_action(w, (q, k)),
            };
            reply = reply.with_button(self.button(step), &w.pages[q].letter(k), ButtonStyle::Primary);
        }
        let back = match p {
            _ if w.pages.len() >= AREAS_FROM => Some(PickStep::Areas { what }),
            0 => self.back_to_whats(what),
            _ => Some(PickStep::Where { what, page: p - 1 }),
        };
        if let Some(back) = back {
            reply = reply.with_button(
                self.button(back),
                &self.say("play-button-back", &[]),
                ButtonStyle::Secondary,
            );
        }
        if p + 1 < w.pages.len() {
            let more = PickStep::Where { what, page: p + 1 };
            let label = self.say("play-button-more-places", &[]);
            reply = reply.with_button(self.button(more), &label, ButtonStyle::Secondary);
        }
        let cancel = self.say("play-button-cancel", &[]);
        let reply = reply.with_button(self.button(PickStep::Cancel), &cancel, ButtonStyle::Secondary);
        self.with_places_picture(reply, page, None)
    }

    /// A confirmation of action `action` of what `what` (on `reply`, after
    /// its Confirm) when the tile fits the same cells another way: that
    /// way in words, a button that plays it at once (so it costs no more
    /// presses than the way drawn), and "Turn", which draws it instead.
    pub(super) fn with_turns(&self, mut reply: Reply, what: usize, action: usize) -> Reply {
        let w = &self.whats[what];
        let Some(place) = place_of(w, action).map(|p| &w.places[p]) else {
            return reply;
        };
        let others: Vec<usize> = place.iter().copied().filter(|&i| i != action).collect();
        // Another action on the same cells is the tile "turned round" only
        // when it lays the same tile: in Dominoids two different Dominoids
        // may move onto one place.
        let same_tile = |i: usize| {
            let tile = |a: &LegalAction| {
                let mut n = a.numbers.clone();
                n.sort_unstable();
                n
            };
            tile(&w.actions[i]) == tile(&w.actions[action])
        };
        for &i in &others {
            let a = &w.actions[i];
            let notation = ("notation", Arg::from(a.notation.as_str()));
            let (label, or) = match others.len() {
                1 if same_tile(i) => (self.say("play-button-turned", &[]), "play-or-turned"),
                _ => (
                    self.say("play-button-play", std::slice::from_ref(&notation)),
                    "play-or-other",
                ),
            };
            let line = self.say(or, &[notation, ("description", i18n::action(self.locale, a).into())]);
            reply.text.push('\n');
            reply.text.push_str(&line);
            reply = reply.with_button(self.play_id(what, i), &label, ButtonStyle::Success);
        }
        // Turn shows the next way round, cycling back to the first.
        let at = place.iter().position(|&i| i == action).unwrap_or(0);
        if let Some(&next) = place.get((at + 1) % place.len()).filter(|&&n| n != action) {
            let step = PickStep::Confirm { what, action: next };
            let label = match same_tile(next) {
                true => self.say("play-button-turn", &[]),
                false => self.say(
                    "play-button-show",
                    &[("notation", w.actions[next].notation.as_str().into())],
                ),
            };
            reply = reply.with_button(self.button(step), &label, ButtonStyle::Secondary);
        }
        reply
    }

    /// The step before a what's places: the list of whats, if there are
    /// several.
    pub(super) fn back_to_whats(&self, what: usize) -> Option<PickStep> {
        (self.whats.len() > 1).then(|| PickStep::Whats(page_of(what, self.whats.len(), false)))
    }

    /// The step before the places of a what with many: the whole board
    /// with a numbered button per page of places (its first 20; the
    /// pages' "More places" lead on from the 20th).
    pub(super) fn areas_step(&self, what: usize, say: impl Fn(String) -> Reply) -> Reply {
        let w = &self.whats[what];
        let shown = &w.pages[..w.pages.len().min(crate::render::picker::PER_PAGE)];
        let mut lines = vec![self.say(
            "play-areas",
            &[("what", w.name.as_str().into()), ("count", Arg::count(w.places.len()))],
        )];
        lines.extend(shown.iter().enumerate().map(|(p, page)| {
            let (x, y) = page.window.centre_cell();
            self.say(
                "play-area",
                &[
                    ("number", Arg::count(p + 1)),
                    ("count", Arg::count(page.places.len())),
                    ("cell", format!("{x},{y}").into()),
                ],
            )
        }));
        let mut reply = say(lines.join("\n"));
        for p in 0..shown.len() {
            let step = PickStep::Where { what, page: p };
            reply = reply.with_button(self.button(step), &(p + 1).to_string(), ButtonStyle::Primary);
        }
        reply = self.with_back_and_cancel(reply, self.back_to_whats(what));
        match &self.board {
            Some(board) => match areas_png(&board.view, &board.names, &w.pages) {
                Some(png) => reply.with_image(board.file.replace("places", "areas"), png),
                None => reply,
            },
            None => reply,
        }
    }

    /// `reply` with the picture of `page`'s places (or the `chosen` one's
    /// move drawn as it will be), if this picker draws pictures and the
    /// board is one grid.
    pub(super) fn with_places_picture(&self, reply: Reply, page: &PlacePage, chosen: Option<&LegalAction>) -> Reply {
        match self.places_image(page, chosen, None) {
            Some(image) => reply.with_image(image.filename, image.png),
            None => reply,
        }
    }

    /// The picture [`Picker::with_places_picture`] shows, named for picture
    /// number `part` of a card when it is one of several.
    pub(super) fn places_image(
        &self,
        page: &PlacePage,
        chosen: Option<&LegalAction>,
        part: Option<usize>,
    ) -> Option<Image> {
        let board = self.board.as_ref()?;
        let chosen = chosen.map(|a| Chosen {
            cells: &a.cells,
            numbers: &a.numbers,
        });
        let png = places_png(&board.view, &board.names, page, chosen)?;
        let filename = match part {
            Some(n) => board.file.replace("places", &format!("places-{}", n + 1)),
            None => board.file.clone(),
        };
        Some(Image { filename, png })
    }
}
