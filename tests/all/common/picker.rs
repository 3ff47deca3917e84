//! Walking the move picker through the service as a player would: open
//! it, then make every choice its menus and its step buttons (a place's
//! letter, "More places", "Back") offer, each step once.

use super::{is_private_to, reply_over_limits};
use dominoes_bot::service::{ButtonId, Ctx, MenuId, PickStep, Reply, Service};
use std::collections::{HashSet, VecDeque};

/// One legal action the picker led to.
#[derive(Clone, Debug)]
pub struct Reached {
    pub notation: String,
    /// How many choices (menu entries or buttons: whats, "More…" pages,
    /// places) come before its confirmation.
    pub choices: usize,
    /// The confirmation message (its Confirm button plays it), when the
    /// walk opened it (see [`walk`]).
    pub confirm: Option<Reply>,
}

/// Everything a walk saw.
#[derive(Clone, Debug, Default)]
pub struct Walk {
    /// Every action the menus lead to, in the order found.
    pub reached: Vec<Reached>,
    /// Every picker message, the first (the opening) first.
    pub messages: Vec<Reply>,
}

/// The notation a confirmation offers ("Play `3-6 0,0 E`: …?"); a game's
/// Confirm button must carry the same.
pub fn confirmed(r: &Reply) -> Option<String> {
    let confirm = r.buttons.iter().find(|b| b.label == "Confirm")?;
    let notation = r.text.split("Play `").nth(1)?.split('`').next()?.to_string();
    if let Ok(ButtonId::Move {
        notation: on_button, ..
    }) = confirm.id.parse::<ButtonId>()
    {
        assert_eq!(on_button, notation, "the Confirm button plays what it says: {r:?}");
    }
    Some(notation)
}

/// The Confirm button's id of a confirmation message.
pub fn confirm_button(r: &Reply) -> String {
    r.buttons
        .iter()
        .find(|b| b.label == "Confirm")
        .map(|b| b.id.clone())
        .expect("a Confirm button")
}

/// At most about this many confirmations of places are opened in a walk;
/// the others are read from their menu entries (whose second line is the
/// notation), so a list of a thousand places is walked in seconds.
const OPENED: usize = 40;

/// A confirmation a menu entry or a button leads to, and how deep.
struct Pending {
    how: Press,
    /// The notation the entry's second line names (places only).
    notation: Option<String>,
    depth: usize,
}

/// Opens the picker as `ctx`'s user and makes the choices its menus
/// offer, breadth first, each step once (a "Back" leads to a step seen
/// already): every what and every page of places, then the confirmations
/// (all those of whats with a single action, and [`OPENED`] places spread
/// over the rest). Checks that every message is private to the caller,
/// within Discord's limits, and (after the opening) shown in place of the
/// last, and that an opened confirmation offers what its entry named.
pub fn walk(svc: &Service, ctx: &Ctx) -> Walk {
    let opening = svc.open_picker(ctx);
    assert_eq!(opening.len(), 1, "{opening:?}");
    let mut walk = Walk::default();
    let mut seen: HashSet<String> = HashSet::new();
    let mut pending: Vec<Pending> = Vec::new();
    let mut queue = VecDeque::from([(opening[0].clone(), 0usize)]);
    while let Some((message, depth)) = queue.pop_front() {
        check(ctx, &message);
        if let Some(notation) = confirmed(&message) {
            walk.reached.push(Reached {
                notation,
                choices: depth,
                confirm: Some(message.clone()),
            });
        }
        for (step, how, notation) in offers(&message) {
            if !seen.insert(step.to_string()) {
                continue;
            }
            if let ButtonId::Pick {
                step: PickStep::Confirm { .. },
                ..
            } = step
            {
                pending.push(Pending {
                    how,
                    notation,
                    depth: depth + 1,
                });
                continue;
            }
            queue.push_back((take(svc, ctx, &how), depth + 1));
        }
        walk.messages.push(message);
    }
    let places = pending.iter().filter(|p| p.notation.is_some()).count();
    let stride = places.div_ceil(OPENED).max(1);
    for (i, p) in pending.into_iter().enumerate() {
        let Some(notation) = p.notation.filter(|_| i % stride != 0) else {
            let message = take(svc, ctx, &p.how);
            check(ctx, &message);
            let notation = confirmed(&message).expect("a confirmation");
            walk.reached.push(Reached {
                notation,
                choices: p.depth,
                confirm: Some(message.clone()),
            });
            walk.messages.push(message);
            continue;
        };
        walk.reached.push(Reached {
            notation,
            choices: p.depth,
            confirm: None,
        });
    }
    walk
}

/// How a step is taken: an entry of a menu, or a button.
enum Press {
    Menu(String, String),
    Button(String),
}

/// Every step a message offers: its step buttons and its menus'
/// entries, each with how it is taken and, for a place, the notation it
/// names (a place button's line, or a "Where" menu entry's second line).
fn offers(message: &Reply) -> Vec<(ButtonId, Press, Option<String>)> {
    let mut out: Vec<(ButtonId, Press, Option<String>)> = step_buttons(message)
        .into_iter()
        .map(|(step, label)| {
            let notation = matches!(
                step,
                ButtonId::Pick {
                    step: PickStep::Confirm { .. },
                    ..
                }
            )
            .then(|| lettered(message, &label));
            let how = Press::Button(step.to_string());
            (step, how, notation)
        })
        .collect();
    for menu in &message.menus {
        let id: MenuId = menu.id.parse().expect("a menu id of ours");
        let places = menu.placeholder.starts_with("Where");
        for option in &menu.options {
            let step = id.choose(&option.value).expect("a value of ours");
            let notation = option.description.clone().filter(|_| places);
            out.push((step, Press::Menu(menu.id.clone(), option.value.clone()), notation));
        }
    }
    out
}

/// Takes the step `how`: one reply, in place.
fn take(svc: &Service, ctx: &Ctx, how: &Press) -> Reply {
    match how {
        Press::Menu(menu, value) => choose(svc, ctx, menu, value),
        Press::Button(id) => press(svc, ctx, id),
    }
}

/// The picker's own step buttons of a message (not Cancel, not a game's
/// Confirm), with their labels.
fn step_buttons(message: &Reply) -> Vec<(ButtonId, String)> {
    message
        .buttons
        .iter()
        .filter_map(|b| Some((b.id.parse::<ButtonId>().ok()?, b.label.clone())))
        .filter(|(id, _)| {
            matches!(id, ButtonId::Pick { step, .. }
                if !matches!(step, PickStep::Cancel | PickStep::Play { .. }))
        })
        .collect()
}

/// The notation a page of places gives the place with `letter`: its line
/// reads "**A** description · `notation`".
fn lettered(message: &Reply, letter: &str) -> String {
    let line = message
        .text
        .lines()
        .find(|l| l.starts_with(&format!("**{letter}** ")))
        .unwrap_or_else(|| panic!("no line for place {letter}: {}", message.text));
    line.rsplit('`').nth(1).expect("a notation in backticks").to_string()
}

/// Presses the button `id`: one reply, in place.
fn press(svc: &Service, ctx: &Ctx, id: &str) -> Reply {
    let next = svc.button(ctx, id);
    assert_eq!(next.len(), 1, "{next:?}");
    assert!(next[0].in_place, "a step updates the picker in place: {next:?}");
    next[0].clone()
}

/// Chooses `value` from the menu `menu`: one reply, in place.
fn choose(svc: &Service, ctx: &Ctx, menu: &str, value: &str) -> Reply {
    let next = svc.select(ctx, menu, &[value.to_string()]);
    assert_eq!(next.len(), 1, "{next:?}");
    assert!(next[0].in_place, "a step updates the picker in place: {next:?}");
    next[0].clone()
}

/// A picker message: private to the caller and within Discord's limits.
fn check(ctx: &Ctx, message: &Reply) {
    assert!(is_private_to(message, ctx.user.id), "{message:?}");
    let broken = reply_over_limits(message);
    assert!(broken.is_empty(), "{broken:?} in {message:?}");
}
