//! Dominoids' labelled places, from random positions: every place on
//! exactly one page, each mark's centre inside the pixel square (as the
//! board's own layout draws it) of a square its action lands on, marks
//! never overlapping; each confirmation changes the picture only around
//! the squares its move touches, and the same whatever the face-down
//! values.

use super::super::{Chosen, ONE_PAGE, PlacePage, letter};
use super::*;
use crate::palette;
use dominoes_engine::dominoids::testing::{random_positions, with_other_hidden_values};
use dominoes_engine::dominoids::{Dominoids, DominoidsView};
use dominoes_engine::view::BoardView;
use dominoes_engine::{Game, GameKind, Viewer};

/// One place as the picker offers it: its squares and numbers, and the
/// notation of its first action.
#[derive(Clone, Debug)]
struct Place {
    notation: String,
    cells: Vec<Cell>,
    numbers: Vec<u8>,
}

/// The legal actions with places of whoever acts, grouped as the picker
/// groups them (by die or verb, a child by its domino), each group's
/// places once per set of squares.
fn groups(g: &Dominoids) -> Vec<Vec<Place>> {
    let Some(seat) = g.to_act().seat() else {
        return Vec::new();
    };
    let mut out: Vec<(String, Vec<Place>)> = Vec::new();
    for a in g.legal_actions(seat) {
        let cells = g.cells(&a);
        if cells.is_empty() {
            continue;
        }
        let notation = g.notation(&a);
        let place = Place {
            numbers: g.numbers(&a),
            cells,
            notation,
        };
        let what = GameKind::Dominoids.group_of(&place.notation);
        let same = |p: &Place| {
            let (mut x, mut y) = (p.cells.clone(), place.cells.clone());
            x.sort();
            y.sort();
            x == y
        };
        match out.iter_mut().find(|(w, _)| *w == what) {
            Some((_, v)) if v.iter().any(same) => {}
            Some((_, v)) => v.push(place),
            None => out.push((what, vec![place])),
        }
    }
    out.into_iter().map(|(_, v)| v).collect()
}

fn board_of(view: &GameView) -> &DominoidsView {
    match &view.board {
        BoardView::Dominoids(d) => d,
        _ => panic!("not a Dominoids board"),
    }
}

/// Whether pixel `p` is inside square `c` as the board's layout draws it.
fn inside(layout: &Layout, c: Cell, (x, y): (f32, f32)) -> bool {
    let (x0, y0) = layout.corner(c);
    (x0..x0 + layout.cell).contains(&x) && (y0..y0 + layout.cell).contains(&y)
}

const NAMES: [&str; 2] = ["ann", "bob"];

fn names() -> Vec<String> {
    NAMES.iter().map(|s| s.to_string()).collect()
}

/// Checks the pages of one group on `view`; returns the marks checked.
fn check_group(view: &GameView, group: &[Place]) -> usize {
    let cells: Vec<Vec<Cell>> = group.iter().map(|p| p.cells.clone()).collect();
    let pages = pages(&cells);
    let mut on_pages: Vec<usize> = pages.iter().flat_map(|p| p.places.clone()).collect();
    on_pages.sort_unstable();
    assert_eq!(on_pages, (0..group.len()).collect::<Vec<_>>(), "each place once");
    if group.len() <= ONE_PAGE {
        assert_eq!(pages.len(), 1, "{} places fit one page", group.len());
    }
    let mut checked = 0;
    for page in &pages {
        assert!(page.places.len() <= ONE_PAGE);
        let pic = places_picture(view, board_of(view), &names(), page, None);
        let layout = &pic.layout;
        assert!(layout.cell >= crate::CELL, "squares of {} px", layout.cell);
        assert_eq!(pic.centres.len(), page.places.len());
        for (k, (&i, &c)) in page.places.iter().zip(&pic.centres).enumerate() {
            assert!(
                group[i].cells.iter().any(|&sq| inside(layout, sq, c)),
                "mark {} of {} at {c:?} is on none of its squares",
                letter(k),
                group[i].notation
            );
            let below = (c.1 + (layout.cell * 0.235).floor() * 0.8).round() as u32;
            assert_eq!(
                pic.image.get_pixel(c.0.round() as u32, below).0,
                palette::HIGHLIGHT.0,
                "no mark drawn at {c:?}"
            );
            for &other in &pic.centres[..k] {
                let d = ((c.0 - other.0).powi(2) + (c.1 - other.1).powi(2)).sqrt();
                assert!(d >= layout.cell * 0.47, "two marks {d} px apart");
            }
            checked += 1;
        }
    }
    checked
}

#[test]
fn every_dominoids_mark_lies_on_a_square_of_its_place_and_marks_never_overlap() {
    let mut checked = 0;
    for seed in 0..3 {
        let mut step = 0;
        random_positions(seed, 90, |g| {
            step += 1;
            if step % 3 != 1 {
                return;
            }
            let view = g.view(Viewer::Public);
            for group in groups(g).iter().take(2) {
                checked += check_group(&view, group);
            }
        });
    }
    assert!(checked >= 60, "only {checked} marks checked");
}

/// The squares a confirmation may draw on: the action's, and those of
/// the Dominoid it moves before it moves (what lies between, a slide's
/// trail and a turn's arc, is inside their bounding box).
fn touched(view: &GameView, p: &Place) -> Vec<Cell> {
    let mut out = p.cells.clone();
    if let [a, b] = p.numbers[..] {
        let tile = |x: u8, y: u8| (x.min(y), x.max(y));
        for d in &board_of(view).dominoids {
            if tile(d[0].1, d[1].1) == tile(a, b) {
                out.extend(d.iter().map(|(c, _)| *c));
            }
        }
    }
    out
}

/// Checks the confirmation of `p`: against the same board with no marks,
/// it changes pixels only in the box of the squares it touches (and a
/// ring's width around it), and it changes its first square.
fn check_confirmation(view: &GameView, page: &PlacePage, p: &Place) {
    let d = board_of(view);
    let chosen = Chosen {
        cells: &p.cells,
        numbers: &p.numbers,
    };
    let shown = places_picture(view, d, &names(), page, Some(chosen));
    let (plain, _, _) = board_alone(view, &d.after(&[], &[]), &names(), |_, _| Vec::new());
    assert_eq!(shown.image.dimensions(), plain.dimensions());
    let l = &shown.layout;
    let squares = touched(view, p);
    let corners: Vec<(f32, f32)> = squares.iter().map(|&c| l.corner(c)).collect();
    let margin = (l.cell * 0.15).ceil() + 4.0;
    let x0 = corners.iter().map(|c| c.0).fold(f32::MAX, f32::min) - margin;
    let y0 = corners.iter().map(|c| c.1).fold(f32::MAX, f32::min) - margin;
    let x1 = corners.iter().map(|c| c.0).fold(f32::MIN, f32::max) + l.cell + margin;
    let y1 = corners.iter().map(|c| c.1).fold(f32::MIN, f32::max) + l.cell + margin;
    let mut first = 0;
    for (x, y, px) in shown.image.enumerate_pixels() {
        if plain.get_pixel(x, y) == px {
            continue;
        }
        let at = (x as f32 + 0.5, y as f32 + 0.5);
        assert!(
            (x0..x1).contains(&at.0) && (y0..y1).contains(&at.1),
            "`{}` drew at {x},{y}, away from {squares:?}",
            p.notation
        );
        first += usize::from(inside(l, p.cells[0], at));
    }
    assert!(first > 0, "`{}` shows nothing on its square", p.notation);
}

#[test]
fn the_dominoids_confirmation_draws_the_move_around_its_squares() {
    let mut checked = std::collections::HashSet::new();
    for seed in 0..3 {
        let mut step = 0;
        random_positions(seed, 90, |g| {
            step += 1;
            if step % 4 != 2 {
                return;
            }
            let view = g.view(Viewer::Public);
            for group in groups(g).iter().take(2) {
                let cells: Vec<Vec<Cell>> = group.iter().map(|p| p.cells.clone()).collect();
                let page = &pages(&cells)[0];
                for &i in page.places.iter().take(2) {
                    check_confirmation(&view, page, &group[i]);
                    checked.insert(group[i].notation.split(' ').nth(1).unwrap_or("").to_string());
                }
            }
        });
    }
    // Slides, turns and places of coins and children among them.
    assert!(checked.len() >= 4, "{checked:?}");
}

#[test]
fn a_dominoids_picker_picture_is_the_same_whatever_the_face_down_values() {
    let mut compared = 0;
    let mut step = 0;
    random_positions(4, 120, |g| {
        step += 1;
        if step % 5 != 2 || compared >= 12 {
            return;
        }
        let (mine, theirs) = (g.view(Viewer::Public), with_other_hidden_values(g).view(Viewer::Public));
        for group in groups(g).iter().take(1) {
            let cells: Vec<Vec<Cell>> = group.iter().map(|p| p.cells.clone()).collect();
            let page = &pages(&cells)[0];
            let p = &group[page.places[0]];
            for chosen in [
                None,
                Some(Chosen {
                    cells: &p.cells,
                    numbers: &p.numbers,
                }),
            ] {
                let a = places_picture(&mine, board_of(&mine), &names(), page, chosen);
                let b = places_picture(&theirs, board_of(&theirs), &names(), page, chosen);
                assert!(a.image == b.image, "{}", p.notation);
                compared += 1;
            }
        }
    });
    assert!(compared >= 6, "{compared}");
}

/// Writes Dominoids' labelled places and a confirmation to docs/pictures/
/// (with the other games': `cargo test -p dominoes-render picker_pictures
/// -- --ignored`): a die's moves some turns in.
#[test]
#[ignore = "writes the pictures in docs/pictures"]
fn dominoids_picker_pictures() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/pictures");
    std::fs::create_dir_all(&dir).unwrap();
    let (mut found, mut step) = (None, 0);
    random_positions(3, 60, |g| {
        step += 1;
        let group = groups(g).into_iter().max_by_key(Vec::len);
        if found.is_none() && step >= 12 && group.as_ref().is_some_and(|v| v.len() >= 8) {
            found = Some((g.view(Viewer::Public), group.unwrap()));
        }
    });
    let (view, group) = found.expect("a die with places");
    let cells: Vec<Vec<Cell>> = group.iter().map(|p| p.cells.clone()).collect();
    let page = &pages(&cells)[0];
    let d = board_of(&view);
    let pic = places_picture(&view, d, &names(), page, None);
    std::fs::write(dir.join("picker-dominoids.png"), crate::encode_png(&pic.image)).unwrap();
    let p = &group[page.places[0]];
    let chosen = Chosen {
        cells: &p.cells,
        numbers: &p.numbers,
    };
    let pic = places_picture(&view, d, &names(), page, Some(chosen));
    std::fs::write(dir.join("picker-confirm-dominoids.png"), crate::encode_png(&pic.image)).unwrap();
}

#[test]
fn dominoids_places_past_one_page_go_on_pages_of_twenty_each_once() {
    // 30 places of two squares, lying across all over the board.
    let places: Vec<Vec<Cell>> = (0..30)
        .map(|i| vec![Cell::new(i % 4 * 2, i / 4), Cell::new(i % 4 * 2 + 1, i / 4)])
        .collect();
    let two = pages(&places);
    assert_eq!(two.len(), 2);
    assert!(two.iter().all(|p| p.places.len() <= super::super::PER_PAGE));
    let mut all: Vec<usize> = two.iter().flat_map(|p| p.places.clone()).collect();
    all.sort_unstable();
    assert_eq!(all, (0..30).collect::<Vec<_>>());
    // A few far apart share one page: the whole board is on every page.
    let corners = vec![
        vec![Cell::new(0, 0), Cell::new(1, 0)],
        vec![Cell::new(7, 7), Cell::new(7, 6)],
    ];
    assert_eq!(pages(&corners).len(), 1);
}
