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

/// The other ways round a confirmation offers to play at once, each a
/// line "Or turned round: `notation`: …" with its own Play button.
pub fn turned(r: &Reply) -> Vec<String> {
    let ways: Vec<String> = r
        .text
        .lines()
        .filter(|l| l.starts_with("Or turned round: `") || l.starts_with("Or: `"))
        .filter_map(|l| Some(l.split('`').nth(1)?.to_string()))
        .collect();
    let buttons = r.buttons.iter().filter(|b| b.label.starts_with("Play ")).count();
    assert_eq!(buttons, ways.len(), "a Play button for each other way: {r:?}");
    ways
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
    /// The notations the entry names (places only): a menu entry's second
    /// line, or a place button's line (its first action, then any other
    /// way round its confirmation plays at once).
    notations: Vec<String>,
    depth: usize,
}

impl Walk {
    /// Records the confirmation `message`, `depth` choices in: the action
    /// it confirms and the other ways round it plays at once.
    fn confirmation(&mut self, message: &Reply, depth: usize) {
        let notation = confirmed(message).expect("a confirmation");
        self.reached.push(Reached {
            notation,
            choices: depth,
            confirm: Some(message.clone()),
        });
        for notation in turned(message) {
            self.reached.push(Reached {
                notation,
                choices: depth,
                confirm: None,
            });
        }
    }
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
        if confirmed(&message).is_some() {
            walk.confirmation(&message, depth);
        }
        for (step, how, notations) in offers(&message) {
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
                    notations,
                    depth: depth + 1,
                });
                continue;
            }
            queue.push_back((take(svc, ctx, &how), depth + 1));
        }
        walk.messages.push(message);
    }
    let places = pending.iter().filter(|p| !p.notations.is_empty()).count();
    let stride = places.div_ceil(OPENED).max(1);
    for (i, p) in pending.into_iter().enumerate() {
        if p.notations.is_empty() || i % stride == 0 {
            let message = take(svc, ctx, &p.how);
            check(ctx, &message);
            walk.confirmation(&message, p.depth);
            walk.messages.push(message);
            continue;
        }
        for notation in p.notations {
            walk.reached.push(Reached {
                notation,
                choices: p.depth,
                confirm: None,
            });
        }
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
fn offers(message: &Reply) -> Vec<(ButtonId, Press, Vec<String>)> {
    let mut out: Vec<(ButtonId, Press, Vec<String>)> = step_buttons(message)
        .into_iter()
        .map(|(step, label)| {
            let notation = matches!(
                step,
                ButtonId::Pick {
                    step: PickStep::Confirm { .. },
                    ..
                }
            )
            .then(|| lettered(message, &label))
            .unwrap_or_default();
            let how = Press::Button(step.to_string());
            (step, how, notation)
        })
        .collect();
    let panels = message.panels.iter().filter_map(|p| p.menu.as_ref());
    for menu in message.menus.iter().chain(panels) {
        let id: MenuId = menu.id.parse().expect("a menu id of ours");
        let places = menu.placeholder.starts_with("Where");
        // A panel's entry reads "`5-7 0,0 E` or `7-5 0,0 W` · in words".
        let panel = menu.placeholder.starts_with("Places");
        for option in &menu.options {
            let step = id.choose(&option.value).expect("a value of ours");
            let notation: Vec<String> = match &option.description {
                Some(d) if places => vec![d.clone()],
                Some(d) if panel => {
                    let ways = d.split(" · ").next().unwrap_or_default();
                    ways.split(" or ").map(str::to_string).collect()
                }
                _ => Vec::new(),
            };
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
    let panels = message.panels.iter().flat_map(|p| &p.buttons);
    message
        .buttons
        .iter()
        .chain(panels)
        .filter_map(|b| Some((b.id.parse::<ButtonId>().ok()?, b.label.clone())))
        .filter(|(id, _)| {
            matches!(id, ButtonId::Pick { step, .. }
                if !matches!(step, PickStep::Cancel | PickStep::Play { .. }))
        })
        .collect()
}

/// The notations a page of places gives the place with `letter`: its
/// line reads "**A** description · `notation`", then " or `notation`"
/// for each other way round.
fn lettered(message: &Reply, letter: &str) -> Vec<String> {
    let line = message
        .text
        .lines()
        .find(|l| l.starts_with(&format!("**{letter}** ")))
        .unwrap_or_else(|| panic!("no line for place {letter}: {}", message.text));
    let notations: Vec<String> = line.split('`').skip(1).step_by(2).map(str::to_string).collect();
    assert!(!notations.is_empty(), "a notation in backticks: {line}");
    notations
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
