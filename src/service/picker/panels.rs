//! The picker's "where" step for a tile whose places need several
//! pictures: all of them on one card, each picture with the choices among
//! its places right under it (a [`Panel`]), so that any place is one
//! selection away, as on a tile with a single picture. A letter button per
//! place where the card has room for them all (Discord counts every
//! component of a card, [`MAX_CARD_COMPONENTS`]), else one menu per
//! picture, whose entries say each place in words for screen readers.

use super::places::{TEXT_ROOM, first_action, marks, place_line, runs_on, ways};
use super::{ButtonStyle, PickStep, Picker, Reply, What};
use crate::i18n::{self, Arg, Locale};
use crate::service::reply::{BUTTONS_PER_ROW, MAX_CARD_COMPONENTS, MenuOption, Panel};

/// The most pictures of places one card shows: more go through the
/// numbered parts of the board first (`places::AREAS_FROM`). Each costs
/// three of a card's 40 components as a menu, and an upload.
pub(super) const MAX_PANELS: usize = 6;

/// Components a panels card holds besides its panels: the container, its
/// text, and one row of Back and Cancel.
const FRAME: usize = 2 + 3;

/// Whether every place of `w` can have a button of its own under its
/// picture within a card's components (`pictured`: each panel shows one).
fn buttons_fit(w: &What, pictured: bool) -> bool {
    let panels: usize = w
        .pages
        .iter()
        .map(|page| {
            let n = page.places.len();
            usize::from(pictured) + n.div_ceil(BUTTONS_PER_ROW) + n
        })
        .sum();
    FRAME + panels <= MAX_CARD_COMPONENTS
}

/// How a place of `w` is named once chosen: its letter in bold, and its
/// picture's number where the letters start again on each picture.
pub(super) fn place_name(locale: Locale, w: &What, (q, k): (usize, usize)) -> String {
    let letter = w.pages[q].letter(k);
    if w.pages.len() > 1 && !runs_on(w) {
        let args = [("letter", letter.into()), ("picture", Arg::count(q + 1))];
        i18n::text(locale, "play-place-on-picture", &args)
    } else {
        format!("**{letter}**")
    }
}

impl Picker {
    /// Whether the places of what `what` are shown as panels.
    pub(super) fn has_panels(&self, what: usize) -> bool {
        self.whats
            .get(what)
            .is_some_and(|w| (2..=MAX_PANELS).contains(&w.pages.len()))
    }

    /// Step 2 for a what whose places need 2 to [`MAX_PANELS`] pictures:
    /// every picture, each with its places' choices; `say` makes the
    /// message.
    pub(super) fn panels_step(&self, what: usize, say: impl Fn(String) -> Reply) -> Reply {
        let w = &self.whats[what];
        let images: Vec<_> = w
            .pages
            .iter()
            .enumerate()
            .map(|(q, page)| self.places_image(page, None, Some(q)))
            .collect();
        let pictured = images.iter().all(Option::is_some);
        // Buttons show letters alone, so only where no letter repeats.
        let buttons = runs_on(w) && buttons_fit(w, pictured);
        let counts = [
            ("what", w.name.as_str().into()),
            ("places", Arg::count(w.places.len())),
            ("pictures", Arg::count(w.pages.len())),
        ];
        let how = match (pictured, buttons) {
            (true, true) => "play-panels-buttons",
            (true, false) => "play-panels-menus",
            (false, _) => "play-panels-letters",
        };
        let text = format!("{} {}", self.say("play-panels", &counts), self.say(how, &[]));
        let mut reply = say(text);
        for (q, image) in images.into_iter().enumerate() {
            let choices = match buttons {
                true => self.place_buttons(w, what, q),
                false => self.place_menu(w, what, q),
            };
            reply = reply.with_panel(Panel::new(image, choices));
        }
        if buttons {
            // Buttons carry letters only: the places in words follow, for
            // screen readers and for cards shown without pictures.
            let places: Vec<(usize, usize)> = (0..w.pages.len())
                .flat_map(|q| (0..w.pages[q].places.len()).map(move |k| (q, k)))
                .collect();
            let line = |p, words| place_line(self.locale, w, p, words);
            let worded: usize = places.iter().map(|&p| line(p, true).chars().count() + 1).sum();
            let words = reply.text.chars().count() + worded <= TEXT_ROOM;
            let lines: Vec<String> = places.iter().map(|&p| line(p, words)).collect();
            reply.text = crate::service::fit_message(format!("{}\n{}", reply.text, lines.join("\n")));
        }
        self.with_back_and_cancel(reply, self.back_to_whats(what))
    }

    /// The letter buttons of picture `q`'s places.
    fn place_buttons(&self, w: &What, what: usize, q: usize) -> Reply {
        (0..w.pages[q].places.len()).fold(Reply::private(0, ""), |choices, k| {
            let step = PickStep::Confirm {
                what,
                action: first_action(w, (q, k)),
            };
            choices.with_button(self.button(step), &w.pages[q].letter(k), ButtonStyle::Primary)
        })
    }

    /// The menu of picture `q`'s places: each its letter, with its moves'
    /// notations and the first in words below.
    fn place_menu(&self, w: &What, what: usize, q: usize) -> Reply {
        let page = &w.pages[q];
        let options: Vec<MenuOption> = (0..page.places.len())
            .filter_map(|k| {
                let place = &w.places[page.places[k]];
                let a = &w.actions[place[0]];
                let step = PickStep::Confirm { what, action: place[0] };
                // Every way the tile fits the place, then the first in words.
                let ways = ways(self.locale, place.iter().map(|&i| w.actions[i].notation.clone()));
                let about = format!("{ways} · {}", i18n::action(self.locale, a));
                MenuOption::new(&page.letter(k), step.to_string(), Some(&about))
            })
            .collect();
        let args = [
            ("marks", marks(self.locale, page).into()),
            ("picture", Arg::count(q + 1)),
        ];
        let placeholder = self.say("play-places-placeholder", &args);
        Reply::private(0, "").with_menu(self.part_menu_id(q as u8), &placeholder, options)
    }
}
