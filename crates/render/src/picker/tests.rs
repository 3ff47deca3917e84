//! The labelled places: for random positions of every game whose actions
//! have places, every legal place is on exactly one page, each mark's
//! centre (drawn where the layout puts it) lies inside the pixel
//! rectangle of a cell its action covers, marks never overlap, and a
//! page's cells are legible on a phone.

use super::*;
use dominoes_engine::testing::random_position;
use dominoes_engine::{GameKind, LegalAction, Viewer};

/// The games whose actions have places (`LegalAction::cells`).
const PLACED: [GameKind; 7] = [
    GameKind::Dominimum,
    GameKind::Dominomega,
    GameKind::Dominup,
    GameKind::Tree,
    GameKind::Draw,
    GameKind::Tetradominoes,
    GameKind::Euronimoes,
];

/// Whether pixel `p` is inside cell `c` as the layout draws it.
fn inside(layout: &Layout, c: Cell, (x, y): (f32, f32)) -> bool {
    let (x0, y0) = layout.corner(c);
    (x0..x0 + layout.cell).contains(&x) && (y0..y0 + layout.cell).contains(&y)
}

/// The legal actions with places of whoever acts, grouped by tile (or
/// piece) as the picker does (the first word of the notation, lower
/// number first).
fn groups(legal: Vec<LegalAction>) -> Vec<Vec<LegalAction>> {
    let mut out: Vec<(String, Vec<LegalAction>)> = Vec::new();
    // Actions with no place (a reveal, a gift) keep the picker's menu.
    for a in legal.into_iter().filter(|a| !a.cells.is_empty()) {
        let key = a.notation.split(' ').next().unwrap_or_default().to_string();
        let mut key: Vec<char> = key.chars().collect();
        key.sort_unstable();
        let key: String = key.into_iter().collect();
        match out.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => v.push(a),
            None => out.push((key, vec![a])),
        }
    }
    out.into_iter().map(|(_, v)| v).collect()
}

/// Checks the pages of one group of places on `view`; returns how many
/// marks were checked.
fn check_group(kind: GameKind, view: &GameView, group: &[LegalAction]) -> usize {
    let cells: Vec<Vec<Cell>> = group.iter().map(|a| a.cells.clone()).collect();
    assert!(
        cells.iter().all(|c| !c.is_empty()),
        "{kind:?}: every placement has cells"
    );
    let pages = place_pages(&cells);
    let mut on_pages: Vec<usize> = pages.iter().flat_map(|p| p.places.clone()).collect();
    on_pages.sort_unstable();
    assert_eq!(
        on_pages,
        (0..group.len()).collect::<Vec<_>>(),
        "{kind:?}: each place once"
    );
    let names = vec!["ann".to_string(), "bob".to_string(), "cy".to_string()];
    let mut checked = 0;
    for page in &pages {
        assert!(page.places.len() <= ONE_PAGE);
        let pic = places_picture(view, &names, page, None).expect("a grid board");
        let layout = &pic.layout;
        assert!(
            layout.cell >= page.size.min_cell,
            "{kind:?}: cells of {} px",
            layout.cell
        );
        assert!(layout.cell >= crate::CELL, "{kind:?}: cells of {} px", layout.cell);
        assert_eq!(pic.centres.len(), page.places.len());
        for (k, (&i, &c)) in page.places.iter().zip(&pic.centres).enumerate() {
            assert!(
                group[i].cells.iter().any(|&cell| inside(layout, cell, c)),
                "{kind:?}: mark {} of {} at {c:?} is on none of its cells",
                letter(k),
                group[i].notation
            );
            assert!(c.0 >= 0.0 && c.1 >= 0.0 && c.0 < pic.image.width() as f32 && c.1 < pic.image.height() as f32);
            // The mark is drawn there: its disc shows under its letter.
            let below = (c.1 + (layout.cell * 0.235).floor() * 0.8).round() as u32;
            assert_eq!(
                pic.image.get_pixel(c.0.round() as u32, below).0,
                palette::HIGHLIGHT.0,
                "{kind:?}: no mark drawn at {c:?}"
            );
            for &other in &pic.centres[..k] {
                let d = ((c.0 - other.0).powi(2) + (c.1 - other.1).powi(2)).sqrt();
                assert!(d >= layout.cell * 0.47, "{kind:?}: two marks {d} px apart");
            }
            checked += 1;
        }
    }
    checked
}

#[test]
fn every_mark_lies_on_a_cell_of_its_place_and_marks_never_overlap() {
    for kind in PLACED {
        let mut checked = 0;
        for seed in 0..4u64 {
            for plies in [0, 3, 9, 20] {
                let game = random_position(kind, 2, None, seed, plies);
                let Some(seat) = game.to_act().seat() else { continue };
                let view = game.view(Viewer::Public);
                for group in groups(game.legal(seat)).iter().take(3) {
                    checked += check_group(kind, &view, group);
                }
            }
        }
        assert!(checked >= 20, "{kind:?}: only {checked} marks checked");
    }
}

/// The pixels where two pictures of one size differ.
fn differences(a: &RgbImage, b: &RgbImage) -> Vec<(u32, u32)> {
    assert_eq!(a.dimensions(), b.dimensions());
    a.enumerate_pixels()
        .filter(|&(x, y, p)| b.get_pixel(x, y) != p)
        .map(|(x, y, _)| (x, y))
        .collect()
}

/// Checks the confirmation of `action` (a place on `page`): against the
/// same board with no last move marked, every pixel it changes lies in
/// the rectangle of one of the action's cells (or of the cells a sliding
/// domino leaves, `left`), and each of the action's cells changes.
fn check_confirmation(kind: GameKind, view: &GameView, page: &PlacePage, action: &LegalAction, left: &[Cell]) {
    let names = vec!["ann".to_string(), "bob".to_string()];
    let chosen = Chosen {
        cells: &action.cells,
        numbers: &action.numbers,
    };
    let shown = places_picture(view, &names, page, Some(chosen)).expect("a grid board");
    let window = with_context(page.window, extent(&grid_of(view).unwrap()), page.size);
    let outlined = board_with(&laid::unmarked(view), &names, page.size.min_cell, window, |_, _| {
        Vec::new()
    })
    .expect("a grid board");
    assert_eq!(
        shown.layout.corner(action.cells[0]),
        outlined.layout.corner(action.cells[0])
    );
    let layout = &shown.layout;
    let changed = differences(&shown.image, &outlined.image);
    // The last move's highlight rings the tile a little past its cells
    // (at most 0.085 of a cell and a pixel, as on the board), and its
    // shadow falls past its right and bottom edges; nothing else may.
    let shadow = (layout.cell * 0.1).ceil();
    let near = |c: Cell, (x, y): (f32, f32)| {
        let (x0, y0) = layout.corner(c);
        (x0 - shadow..x0 + layout.cell + shadow).contains(&x) && (y0 - shadow..y0 + layout.cell + shadow).contains(&y)
    };
    for &(x, y) in &changed {
        let p = (x as f32 + 0.5, y as f32 + 0.5);
        assert!(
            action.cells.iter().chain(left).any(|&c| near(c, p)),
            "{kind:?}: `{}` drew at {x},{y}, outside its cells",
            action.notation
        );
    }
    // Each cell changes (a tile climbing onto the same number shows only
    // its new level there), and the move as a whole shows.
    for &c in &action.cells {
        let drawn = changed
            .iter()
            .filter(|&&(x, y)| inside(layout, c, (x as f32 + 0.5, y as f32 + 0.5)));
        assert!(
            drawn.count() > 0,
            "{kind:?}: `{}` shows nothing on {c:?}",
            action.notation
        );
    }
    assert!(
        changed.len() as f32 > layout.cell * layout.cell * 0.2,
        "{kind:?}: `{}` shows little",
        action.notation
    );
    if std::env::var_os("SAVE_CONFIRM").is_some() {
        shown
            .image
            .save(format!(
                "/tmp/confirm-{kind:?}-{}.png",
                action.notation.replace(' ', "_")
            ))
            .unwrap();
    }
}

#[test]
fn the_confirmation_draws_the_tile_within_its_cells() {
    for kind in PLACED {
        let mut checked = 0;
        for seed in 0..3u64 {
            for plies in [0, 5, 14] {
                let game = random_position(kind, 2, None, seed, plies);
                let Some(seat) = game.to_act().seat() else { continue };
                let view = game.view(Viewer::Public);
                for group in groups(game.legal(seat)).iter().take(2) {
                    let cells: Vec<Vec<Cell>> = group.iter().map(|a| a.cells.clone()).collect();
                    for page in place_pages(&cells).iter().take(1) {
                        for &i in page.places.iter().take(3) {
                            let a = &group[i];
                            // A domino shows a number on each cell; a piece none.
                            assert!(a.numbers.is_empty() || a.numbers.len() == a.cells.len(), "{kind:?}");
                            check_confirmation(kind, &view, page, a, &[]);
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked >= 6, "{kind:?}: only {checked} confirmations checked");
    }
}

#[test]
fn the_four_places_of_a_number_on_one_cell_get_four_quarters() {
    let c = Cell::new(0, 0);
    let places: Vec<Vec<Cell>> = [(1, 0), (-1, 0), (0, 1), (0, -1)]
        .iter()
        .map(|&(x, y)| vec![c, Cell::new(x, y)])
        .collect();
    let pages = place_pages(&places);
    assert_eq!(pages.len(), 1);
    let mut marks = pages[0].marks.clone();
    assert!(marks.iter().all(|q| q.cell == c), "{marks:?}");
    marks.dedup();
    assert_eq!(marks.len(), 4);
}

#[test]
fn places_too_far_apart_or_too_many_go_on_pages_of_their_own() {
    let far: Vec<Vec<Cell>> = [0, 40]
        .iter()
        .map(|&x| vec![Cell::new(x, 0), Cell::new(x + 1, 0)])
        .collect();
    let pages = place_pages(&far);
    assert_eq!(pages.len(), 2);
    assert_eq!(
        (pages[0].letter(0), pages[1].letter(0)),
        ("A".into(), "B".into()),
        "letters run on"
    );
    // A few places a little apart share one page of smaller cells.
    let apart: Vec<Vec<Cell>> = [0, 8]
        .iter()
        .map(|&x| vec![Cell::new(x, 0), Cell::new(x + 1, 0)])
        .collect();
    let pages = place_pages(&apart);
    assert_eq!(pages.len(), 1);
    assert_eq!(pages[0].size, WIDE);
    let many: Vec<Vec<Cell>> = (0..25)
        .map(|i| vec![Cell::new(i % 5, i / 5), Cell::new(i % 5, i / 5 + 1)])
        .collect();
    let pages = place_pages(&many);
    assert!(pages.iter().all(|p| p.places.len() <= PER_PAGE));
    assert_eq!(pages.iter().map(|p| p.places.len()).sum::<usize>(), 25);
    assert!(pages.iter().all(|p| p.first_letter == 0), "too many to run on");
}

/// The places of `group` as the picker letters them: each set of cells
/// once (a tile either way round on the same cells is one place), with
/// the cells of its first action.
fn distinct(group: &[LegalAction]) -> Vec<Vec<Cell>> {
    let mut seen: Vec<Vec<(i32, i32)>> = Vec::new();
    let mut out = Vec::new();
    for a in group {
        let mut key: Vec<(i32, i32)> = a.cells.iter().map(|c| (c.x, c.y)).collect();
        key.sort_unstable();
        if !seen.contains(&key) {
            seen.push(key);
            out.push(a.cells.clone());
        }
    }
    out
}

/// Writes one labelled places picture per game with places, the tile with
/// the most places in a position some moves in, to docs/pictures/:
/// `cargo test -p dominoes-render picker_pictures -- --ignored`.
#[test]
#[ignore = "writes the pictures in docs/pictures"]
fn picker_pictures() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/pictures");
    std::fs::create_dir_all(&dir).unwrap();
    let names = vec!["ann".to_string(), "bob".to_string()];
    for kind in PLACED {
        // Some moves in, at a turn with places (not a purchase).
        let (game, group) = (12..40)
            .find_map(|plies| {
                let game = random_position(kind, 2, None, 3, plies);
                let seat = game.to_act().seat()?;
                let group = groups(game.legal(seat)).into_iter().max_by_key(Vec::len)?;
                Some((game, group))
            })
            .expect("a turn with places");
        let view = game.view(Viewer::Public);
        let cells = distinct(&group);
        let page = &place_pages(&cells)[0];
        let png = places_png(&view, &names, page, None).expect("a grid board");
        std::fs::write(dir.join(format!("picker-{}.png", kind.id())), png).unwrap();
        if matches!(kind, GameKind::Dominomega | GameKind::Dominup) {
            // The confirmation: the chosen tile drawn in its place.
            let first = &cells[page.places[0]];
            let a = group.iter().find(|a| &a.cells == first).expect("a place's action");
            let chosen = Chosen {
                cells: &a.cells,
                numbers: &a.numbers,
            };
            let png = places_png(&view, &names, page, Some(chosen)).expect("a grid board");
            std::fs::write(dir.join(format!("picker-confirm-{}.png", kind.id())), png).unwrap();
        }
    }
    // A puzzle's places, and a piece of Tetradominoes drawn in place.
    let (view, puzzle_groups) = puzzles().swap_remove(3);
    let group = puzzle_groups.iter().max_by_key(|g| g.len()).unwrap();
    let png = places_png(&view, &names, &place_pages(&distinct(group))[0], None).expect("a grid board");
    std::fs::write(dir.join("picker-adding.png"), png).unwrap();
    let (game, piece) = (0..60)
        .find_map(|plies| {
            let game = random_position(GameKind::Tetradominoes, 2, None, 3, plies);
            let seat = game.to_act().seat()?;
            let piece = game.legal(seat).into_iter().find(|a| a.cells.len() == 4)?;
            Some((game, piece))
        })
        .expect("a turn to lay a piece");
    let page = &place_pages(std::slice::from_ref(&piece.cells))[0];
    let chosen = Chosen {
        cells: &piece.cells,
        numbers: &piece.numbers,
    };
    let png = places_png(&game.view(Viewer::Public), &names, page, Some(chosen)).expect("a grid board");
    std::fs::write(dir.join("picker-confirm-tetradominoes.png"), png).unwrap();
    // A tile with many places later on: the step that jumps to a page.
    let game = random_position(GameKind::Dominup, 2, None, 0, 20);
    let seat = game.to_act().seat().expect("a seat to act");
    let group = groups(game.legal(seat)).into_iter().max_by_key(Vec::len).unwrap();
    let pages = place_pages(&distinct(&group));
    assert!(pages.len() >= 3, "{} pages", pages.len());
    let png = areas_png(&game.view(Viewer::Public), &names, &pages).expect("a grid board");
    std::fs::write(dir.join("picker-areas-dominup.png"), png).unwrap();
}

#[test]
fn each_pages_number_on_the_areas_picture_lies_in_that_pages_window() {
    let mut checked = 0;
    for kind in [GameKind::Dominimum, GameKind::Dominomega, GameKind::Dominup] {
        for seed in 0..3u64 {
            let game = random_position(kind, 2, None, seed, 24);
            let Some(seat) = game.to_act().seat() else { continue };
            let view = game.view(Viewer::Public);
            let Some(group) = groups(game.legal(seat)).into_iter().max_by_key(Vec::len) else {
                continue;
            };
            let cells: Vec<Vec<Cell>> = group.iter().map(|a| a.cells.clone()).collect();
            let pages = place_pages(&cells);
            let names = vec!["ann".to_string(), "bob".to_string()];
            let pic = areas_picture(&view, &names, &pages).expect("a grid board");
            let layout = &pic.layout;
            assert_eq!(pic.centres.len(), pages.len());
            for (page, &(x, y)) in pages.iter().zip(&pic.centres) {
                let w = page.window;
                let (x0, y0) = layout.corner(Cell::new(w.min_x, w.max_y));
                let (x1, y1) = layout.corner(Cell::new(w.max_x, w.min_y));
                let (x1, y1) = (x1 + layout.cell, y1 + layout.cell);
                assert!(
                    (x0..x1).contains(&x) && (y0..y1).contains(&y),
                    "{kind:?}: {x},{y} outside its page"
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 10, "{checked} pages");
}

/// Adding Donimoes puzzles some moves in, and their legal moves grouped
/// by domino as the picker groups them.
fn puzzles() -> Vec<(GameView, Vec<Vec<LegalAction>>)> {
    use dominoes_engine::adding::view::ViewInfo;
    use dominoes_engine::adding::{Goal, Puzzle, problems};
    let mut out = Vec::new();
    for number in 1..=4 {
        let problem = problems::numbered(number).expect("a numbered problem").problem;
        let mut puzzle = Puzzle::new(problem, Goal::AllAdded);
        for step in 0..6 {
            let legal = puzzle.legal();
            let Some(next) = legal.get(step * 7 % legal.len().max(1)).cloned() else {
                break;
            };
            let mut groups: Vec<Vec<LegalAction>> = Vec::new();
            for a in legal {
                let what = GameKind::Adding.group_of(&a.notation);
                match groups
                    .iter_mut()
                    .find(|g| GameKind::Adding.group_of(&g[0].notation) == what)
                {
                    Some(g) => g.push(a),
                    None => groups.push(vec![a]),
                }
            }
            let info = ViewInfo {
                title: format!("Adding Donimoes · Problem {number}"),
                ..ViewInfo::default()
            };
            out.push((puzzle.view(&info), groups));
            let _ = puzzle.play_line(&next.notation);
        }
    }
    out
}

/// The cells the domino `a` moves lies on now, if it slides one.
fn slid_from(view: &GameView, a: &LegalAction) -> Vec<Cell> {
    let BoardView::Adding(v) = &view.board else {
        return Vec::new();
    };
    let mut numbers = a.numbers.clone();
    numbers.sort_unstable();
    v.dominoes
        .iter()
        .filter(|d| {
            let mut on = vec![d[0].2, d[1].2];
            on.sort_unstable();
            on == numbers
        })
        .flat_map(|d| d.map(|(col, row, _)| AddingView::grid_cell(col, row)))
        .collect()
}

#[test]
fn a_puzzles_marks_and_confirmations_lie_on_the_cells_of_their_moves() {
    let (mut marks, mut confirmations) = (0, 0);
    for (view, groups) in puzzles() {
        for group in &groups {
            assert!(group.iter().all(|a| a.cells.len() == 2 && a.numbers.len() == 2));
            marks += check_group(GameKind::Adding, &view, group);
            let cells: Vec<Vec<Cell>> = group.iter().map(|a| a.cells.clone()).collect();
            let page = &place_pages(&cells)[0];
            let a = &group[page.places[0]];
            check_confirmation(GameKind::Adding, &view, page, a, &slid_from(&view, a));
            confirmations += 1;
        }
    }
    assert!(
        marks >= 40 && confirmations >= 20,
        "{marks} marks, {confirmations} confirmations"
    );
}
