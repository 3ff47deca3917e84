use super::*;
use dominoes_engine::common::grid::Cell;
use dominoes_engine::common::tiles::{Ring, Tile};
use dominoes_engine::view::{PrivateView, SeatView, TileLabel};

fn t(a: (i32, i32, u8), b: (i32, i32, u8)) -> [(Cell, u8); 2] {
    [(Cell::new(a.0, a.1), a.2), (Cell::new(b.0, b.1), b.2)]
}

/// Ten tiles around 0,0, reaching negative coordinates; the last is at -3.
fn ten_tiles() -> Vec<[(Cell, u8); 2]> {
    vec![
        t((0, 0, 1), (1, 0, 0)),
        t((0, 1, 2), (0, 2, 6)),
        t((-1, 0, 7), (-2, 0, 4)),
        t((-1, -1, 5), (-1, -2, 3)),
        t((1, 1, 6), (2, 1, 2)),
        t((2, 0, 7), (2, -1, 1)),
        t((-2, 1, 0), (-1, 1, 3)),
        t((0, -1, 4), (1, -1, 5)),
        t((3, 1, 7), (3, 2, 7)),
        t((-3, 0, 2), (-3, -1, 6)),
    ]
}

fn seat(role: &str, ring: Option<Ring>, score: Option<&str>, to_move: bool) -> SeatView {
    SeatView {
        role: Line::text(role),
        ring,
        score: score.map(Line::text),
        detail: Some(Line::text("1 tile in hand")),
        to_move,
        rank: None,
    }
}

fn view(tiles: Vec<[(Cell, u8); 2]>, owners: Vec<(Ring, usize)>, private: Option<PrivateView>) -> GameView {
    let last = tiles.len().checked_sub(1);
    GameView {
        title: Line::text("Dominomega"),
        seats: vec![
            seat("pip", Some(Ring::Pip), Some("12"), false),
            seat("small circle", Some(Ring::Small), Some("8"), true),
            seat("big circle", Some(Ring::Big), Some("30"), false),
        ],
        board: BoardView::BinaryGrid(GridView {
            tiles,
            last,
            ring_owners: owners,
            levels: Vec::new(),
            labels: Vec::new(),
            hide_axes: false,
            lowest_row: None,
        }),
        notes: vec![
            "10 tiles on the table, 24 in the supply".into(),
            "last move: Bea laid 2-6 on -3,0 going down".into(),
        ],
        private,
        finished: false,
    }
}

fn owners() -> Vec<(Ring, usize)> {
    vec![(Ring::Pip, 0), (Ring::Small, 1), (Ring::Big, 2)]
}

fn private() -> PrivateView {
    PrivateView {
        seat: 1,
        tiles: vec![
            (TileLabel::Mission, Tile::new(1, 4)),
            (TileLabel::ToPlay, Tile::new(2, 5)),
        ],
        notes: vec!["Your mission 1-4 scores 6 on the table as it stands (lower is better).".into()],
        tells_turn: false,
    }
}

fn names() -> Vec<String> {
    vec!["Ann".to_string(), "Bea".to_string()]
}

/// The pixel at the centre of a cell.
fn centre(img: &RgbImage, layout: &grid::Layout, c: Cell) -> [u8; 3] {
    let (x, y) = layout.corner(c);
    img.get_pixel((x + layout.cell / 2.0) as u32, (y + layout.cell / 2.0) as u32)
        .0
}

#[test]
fn board_fits_and_encodes() {
    let v = view(ten_tiles(), owners(), None);
    let img = board_image(&v, &names());
    assert_eq!(img.width(), WIDTH);
    assert!(img.height() > 300 && img.height() <= MAX_HEIGHT, "{}", img.height());
    let png = encode_png(&img);
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
    assert!(board_png(&v, &[]).starts_with(b"\x89PNG\r\n\x1a\n"));
}

#[test]
fn y_grows_upwards_and_the_box_has_a_margin() {
    let v = view(ten_tiles(), owners(), None);
    let (layout, _) = board_layout(&v, &names());
    assert_eq!((layout.min_x, layout.max_x, layout.min_y, layout.max_y), (-4, 4, -3, 3));
    assert!(layout.corner(Cell::new(0, 2)).1 < layout.corner(Cell::new(0, 0)).1);
    assert!(layout.corner(Cell::new(-3, 0)).0 < layout.corner(Cell::new(0, 0)).0);
}

#[test]
fn a_board_that_only_grows_upwards_has_no_margin_below_its_lowest_row() {
    // The Tree: the double blank alone on row 0, nothing can ever go under it.
    let mut v = view(vec![[(Cell::new(0, 0), 0), (Cell::new(1, 0), 0)]], Vec::new(), None);
    let BoardView::BinaryGrid(grid) = &mut v.board else {
        unreachable!("the test view is a grid")
    };
    grid.lowest_row = Some(0);
    let (layout, _) = board_layout(&v, &names());
    assert_eq!((layout.min_x, layout.max_x, layout.min_y, layout.max_y), (-1, 2, 0, 1));
    // The row above and the columns either side keep their margin.
    let mut higher = v.clone();
    let BoardView::BinaryGrid(grid) = &mut higher.board else {
        unreachable!("the test view is a grid")
    };
    grid.tiles.push([(Cell::new(0, 1), 1), (Cell::new(1, 1), 2)]);
    let (layout, _) = board_layout(&higher, &names());
    assert_eq!((layout.min_x, layout.max_x, layout.min_y, layout.max_y), (-1, 2, 0, 2));
}

#[test]
fn last_move_is_outlined() {
    let v = view(ten_tiles(), owners(), None);
    let img = board_image(&v, &names());
    let (layout, _) = board_layout(&v, &names());
    let tiles = ten_tiles();
    let (x, y) = layout.place(&tiles[9]).highlight_probe();
    assert_eq!(img.get_pixel(x as u32, y as u32).0, palette::HIGHLIGHT.0);
    // Another tile has no such outline.
    let (x, y) = layout.place(&tiles[3]).highlight_probe();
    assert_ne!(img.get_pixel(x as u32, y as u32).0, palette::HIGHLIGHT.0);
}

#[test]
fn zero_is_blank_and_one_has_a_dot() {
    // Plain rings: the dot of 1 is near-black.
    let v = view(ten_tiles(), Vec::new(), None);
    let img = board_image(&v, &names());
    let (layout, _) = board_layout(&v, &names());
    assert_eq!(centre(&img, &layout, Cell::new(1, 0)), palette::IVORY.0, "0 at 1,0");
    assert_eq!(centre(&img, &layout, Cell::new(0, 0)), palette::INK.0, "1 at 0,0");
    assert_eq!(centre(&img, &layout, Cell::new(2, -1)), palette::INK.0, "1 at 2,-1");
    assert_eq!(centre(&img, &layout, Cell::new(0, 1)), palette::IVORY.0, "2 at 0,1");
    // Owned rings take their seat's colour.
    let v = view(ten_tiles(), owners(), None);
    let img = board_image(&v, &names());
    assert_eq!(centre(&img, &layout, Cell::new(0, 0)), seat_colour(0).0);
    // An empty cell shows the felt.
    assert_eq!(centre(&img, &layout, Cell::new(4, 3)), palette::FELT_GRID.0);
}

#[test]
fn empty_board_is_three_by_three() {
    let v = view(Vec::new(), Vec::new(), None);
    let (layout, _) = board_layout(&v, &names());
    assert_eq!((layout.min_x, layout.max_x, layout.min_y, layout.max_y), (-1, 1, -1, 1));
    let img = board_image(&v, &[]);
    assert_eq!(img.width(), WIDTH);
}

#[test]
fn hand_with_and_without_private() {
    let v = view(ten_tiles(), owners(), Some(private()));
    let png = hand_png(&v, &["Bea".to_string()]);
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
    let v = view(ten_tiles(), owners(), None);
    let png = hand_png(&v, &["Bea".to_string()]);
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
    let img = hand_image(&v, &["".to_string()]);
    assert_eq!(img.width(), WIDTH);
}

/// Thirty-six tiles in a compact brickwork block, the worst everyday board.
fn full_board() -> Vec<[(Cell, u8); 2]> {
    let set = dominoes_engine::common::tiles::double_seven();
    set.iter()
        .enumerate()
        .map(|(k, tile)| {
            let (i, j) = ((k % 6) as i32, (k / 6) as i32);
            let x = 2 * i - 6 + j % 2;
            t((x, j - 3, tile.lo), (x + 1, j - 3, tile.hi))
        })
        .collect()
}

#[test]
fn full_board_renders() {
    let v = view(full_board(), owners(), None);
    let png = board_png(&v, &names());
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
}

/// Pictures to look at: `cargo test -p dominoes-render tests::samples -- --ignored`.
#[test]
#[ignore = "writes sample pictures to /tmp"]
fn samples() {
    let mut v = view(ten_tiles(), owners(), Some(private()));
    let names = vec![
        "Ann".to_string(),
        "Beatrice with a long name".to_string(),
        "Cy".to_string(),
    ];
    std::fs::write("/tmp/render_sample_board.png", board_png(&v, &names)).unwrap();
    std::fs::write("/tmp/render_sample_hand.png", hand_png(&v, &["Beatrice".to_string()])).unwrap();
    v.board = BoardView::BinaryGrid(GridView {
        tiles: full_board(),
        last: Some(20),
        ring_owners: Vec::new(),
        levels: Vec::new(),
        labels: Vec::new(),
        hide_axes: false,
        lowest_row: None,
    });
    v.finished = true;
    for (i, s) in v.seats.iter_mut().enumerate() {
        s.rank = Some(i + 1);
        s.to_move = false;
        s.ring = None;
        s.role = dominoes_engine::view::seat_role(i);
    }
    std::fs::write("/tmp/render_sample_full.png", board_png(&v, &names[..2])).unwrap();
    let mut line = view(Vec::new(), Vec::new(), None);
    line.board = BoardView::BinaryGrid(GridView {
        tiles: (0..36)
            .map(|i| t((2 * i - 30, 0, (i % 8) as u8), (2 * i - 29, 0, ((i + 3) % 8) as u8)))
            .collect(),
        last: Some(35),
        ring_owners: owners(),
        levels: Vec::new(),
        labels: Vec::new(),
        hide_axes: false,
        lowest_row: None,
    });
    std::fs::write("/tmp/render_sample_line.png", board_png(&line, &names)).unwrap();
    std::fs::write(
        "/tmp/render_sample_empty.png",
        board_png(&view(Vec::new(), owners(), None), &names),
    )
    .unwrap();
    std::fs::write("/tmp/render_sample_hand_none.png", hand_png(&line, &["Cy".to_string()])).unwrap();
}

#[test]
fn a_layout_in_one_long_line_stays_phone_sized() {
    let mut line = view(Vec::new(), Vec::new(), None);
    line.board = BoardView::BinaryGrid(GridView {
        tiles: (0..36)
            .map(|i| t((2 * i - 30, 0, (i % 8) as u8), (2 * i - 29, 0, ((i + 3) % 8) as u8)))
            .collect(),
        last: Some(35),
        ring_owners: owners(),
        levels: Vec::new(),
        labels: Vec::new(),
        hide_axes: false,
        lowest_row: None,
    });
    let names: Vec<String> = vec!["Ann".into(), "Bo".into()];
    let picture = board_picture(&line, &names, Region::Play);
    assert_eq!(picture.image.width(), WIDTH);
    assert!(picture.layout.cropped);
    assert!(picture.layout.on_phone(picture.layout.cell_px) >= 24.0);
    // The whole line on request, however small.
    let whole = board_picture(&line, &names, Region::Whole);
    assert!(!whole.layout.cropped);
    assert!(whole.layout.aspect() <= 1.5);
}

// Every game's public pictures on a phone: random games with fixed seeds,
// drawn from the first move to the last.

use dominoes_engine::testing::{public_playout, puzzle_playout};
use dominoes_engine::{GameKind, GameRng, Options, Viewer};

fn player_names(n: usize) -> Vec<String> {
    ["Ann", "Beatrice with a long name", "Cy", "Dmitri"]
        .iter()
        .take(n)
        .map(|s| s.to_string())
        .collect()
}

/// About `n` views spread evenly over `views`, always the first and last.
fn spread(views: &[GameView], n: usize) -> Vec<&GameView> {
    let step = (views.len() / n).max(1);
    let mut out: Vec<&GameView> = views.iter().step_by(step).collect();
    if let Some(last) = views.last() {
        out.push(last);
    }
    out
}

/// What a game's pictures came to.
struct Checked {
    bytes: Vec<usize>,
    cropped: usize,
}

/// Draws `views` and checks each picture on a phone: a half of the main
/// view at least 24 px and every text's digits at least 9 px high at
/// 400 px wide, at most 1.5 times as tall as wide, at most 200 KB; the
/// whole layout too is phone-shaped.
fn check_pictures(kind: GameKind, views: &[&GameView], names: &[String]) -> Checked {
    let mut checked = Checked {
        bytes: Vec::new(),
        cropped: 0,
    };
    for (i, view) in views.iter().enumerate() {
        let picture = board_picture(view, names, Region::Play);
        let l = picture.layout;
        let at = format!("{} picture {i}: {l:?}", kind.id());
        assert_eq!(l.width, WIDTH, "{at}");
        assert!(
            l.on_phone(l.cell_px) >= 24.0,
            "{at}: a half is {} px on a phone",
            l.on_phone(l.cell_px)
        );
        assert!(
            l.on_phone(l.text_px) >= 9.0,
            "{at}: text is {} px high on a phone",
            l.on_phone(l.text_px)
        );
        assert!(l.aspect() <= 1.5, "{at}: {} times as tall as wide", l.aspect());
        let png = encode_png(&picture.image);
        assert!(png.len() <= 200_000, "{at}: {} bytes", png.len());
        checked.bytes.push(png.len());
        checked.cropped += usize::from(l.cropped);
        let whole = board_picture(view, names, Region::Whole).layout;
        assert!(whole.aspect() <= 1.5, "{at}: the whole view is {whole:?}");
    }
    checked.bytes.sort();
    checked
}

/// A game at its largest table, seeded: its pictures from start to end
/// read on a phone, and weigh 60 KB or less in the median.
fn check_game(kind: GameKind, seed: u64) -> Checked {
    let seats = kind.record().seats.max;
    let views = public_playout(kind, seats, seed);
    let checked = check_pictures(kind, &spread(&views, 8), &player_names(seats));
    let median = checked.bytes[checked.bytes.len() / 2];
    assert!(median <= 60_000, "{}: median {median} bytes", kind.id());
    checked
}

#[test]
fn dominoids_pictures_read_on_a_phone() {
    check_game(GameKind::Dominoids, 3);
}

#[test]
fn euronimoes_pictures_read_on_a_phone() {
    check_game(GameKind::Euronimoes, 3);
}

#[test]
fn dominomega_pictures_read_on_a_phone_and_a_spread_layout_is_cropped() {
    let checked = check_game(GameKind::Dominomega, 3);
    assert!(checked.cropped > 0, "a late random Dominomega outgrows a phone");
}

#[test]
fn dominup_pictures_read_on_a_phone() {
    check_game(GameKind::Dominup, 3);
}

#[test]
fn dominimum_pictures_read_on_a_phone() {
    check_game(GameKind::Dominimum, 3);
}

#[test]
fn tree_pictures_read_on_a_phone() {
    check_game(GameKind::Tree, 3);
}

#[test]
fn draw_pictures_read_on_a_phone() {
    check_game(GameKind::Draw, 3);
}

#[test]
fn tetradominoes_pictures_read_on_a_phone() {
    check_game(GameKind::Tetradominoes, 3);
}

#[test]
fn adding_pictures_read_on_a_phone() {
    let views = puzzle_playout(1, 5, "Adding Donimoes · Problem 1");
    let checked = check_pictures(GameKind::Adding, &spread(&views, 6), &player_names(1));
    assert!(checked.bytes[checked.bytes.len() / 2] <= 60_000);
}

#[test]
fn every_table_size_of_every_game_fits_a_phone_late_in_the_game() {
    for (kind, seats, variant) in GameKind::every_table() {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(8));
        let options = Options {
            variant: variant.map(str::to_string),
        };
        let mut game = kind.setup(&options, seats, &mut rng).unwrap();
        let mut chooser = GameRng::from_seed(GameRng::seed_from_u64(9));
        for _ in 0..150 {
            let Some(seat) = game.to_act().seats().first().copied() else {
                break;
            };
            let legal = game.legal(seat);
            game.play(seat, &legal[chooser.below(legal.len())].notation, &mut rng)
                .unwrap();
        }
        check_pictures(kind, &[&game.view(Viewer::Public)], &player_names(seats));
    }
}

#[test]
fn hands_are_phone_shaped() {
    for (kind, seats, variant) in GameKind::every_table() {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(4));
        let options = Options {
            variant: variant.map(str::to_string),
        };
        let game = kind.setup(&options, seats, &mut rng).unwrap();
        for seat in 0..seats {
            let img = hand_image(&game.view(Viewer::Seat(seat)), &player_names(seats));
            assert!(img.height() as f32 <= 1.5 * img.width() as f32, "{kind:?} seat {seat}");
        }
    }
}

#[test]
fn the_tree_root_alone_is_not_a_last_move() {
    // At the start (and after a re-deal) the double blank lies alone: it
    // is nobody's move, so nothing is outlined.
    let mut rng = GameRng::from_seed(GameRng::seed_from_u64(1));
    let game = GameKind::Tree.setup(&Options::default(), 2, &mut rng).unwrap();
    let BoardView::BinaryGrid(grid) = game.view(Viewer::Public).board else {
        panic!("The Tree is a grid")
    };
    assert_eq!(grid.tiles.len(), 1);
    assert_eq!(grid.last, None);
}

#[test]
fn backticks_are_not_drawn_in_notes() {
    let mut v = view(ten_tiles(), owners(), None);
    let plain = board_image(&v, &names());
    v.notes[0] = "`10` tiles on the table, `24` in the supply".into();
    assert_eq!(board_image(&v, &names()), plain);
}

#[test]
fn a_lone_player_has_no_rank() {
    // A lost solo patience is not "1st": ranks (drawn in their own colour)
    // appear only with two players or more.
    let has_rank_ink = |v: &GameView| board_image(v, &names()).pixels().any(|p| p.0 == palette::RANK.0);
    let mut v = view(ten_tiles(), Vec::new(), None);
    v.seats.truncate(1);
    v.seats[0].rank = Some(1);
    assert!(!has_rank_ink(&v));
    v.seats.push(SeatView {
        rank: Some(2),
        ..v.seats[0].clone()
    });
    assert!(has_rank_ink(&v));
}

#[test]
fn a_raised_tile_half_covered_still_shows_its_level() {
    // A level-2 tile on 0,0-1,0 and a level-3 tile covering its right half.
    let mut v = view(vec![t((0, 0, 1), (1, 0, 2)), t((1, 0, 2), (2, 0, 3))], Vec::new(), None);
    let BoardView::BinaryGrid(grid) = &mut v.board else {
        unreachable!("the test view is a grid")
    };
    grid.levels = vec![2, 3];
    grid.last = None;
    let img = board_image(&v, &names());
    let (layout, _) = board_layout(&v, &names());
    // The badge's white digit sits in the bottom-right corner of the
    // uncovered half 0,0 (nothing else there is white).
    let (x, y) = layout.corner(Cell::new(0, 0));
    let c = layout.cell;
    let white = (0..(c * 0.3) as u32)
        .flat_map(|i| (0..(c * 0.3) as u32).map(move |j| (i, j)))
        .filter(|&(i, j)| {
            let (px, py) = (x + c * 0.72 + i as f32, y + c * 0.72 + j as f32);
            img.get_pixel(px as u32, py as u32).0 == palette::LABEL_ZERO.0
        })
        .count();
    assert!(white > 0, "no level badge on the uncovered half");
}

// The contact sheet of docs/pictures/ is made by the bot's
// `i18n::pictures_fit::contact_sheet`, which has the catalogue for its
// Spanish row.

/// The palette keeps a picture's look: on average a pixel moves by about
/// one level in 255, and no edge pixel by much.
#[test]
fn palette_pictures_look_the_same() {
    for kind in [GameKind::Dominomega, GameKind::Euronimoes] {
        let seats = kind.record().seats.max;
        let views = public_playout(kind, seats, 3);
        let img = board_image(&views[views.len() * 4 / 5], &player_names(seats));
        let (palette, indices) = encode::quantize(&img);
        let (mut worst, mut total) = (0u32, 0u64);
        for (p, &i) in img.pixels().zip(&indices) {
            let c = palette[i as usize];
            let d: u32 =
                p.0.iter()
                    .zip(c)
                    .map(|(&a, b)| (i32::from(a) - i32::from(b)).pow(2) as u32)
                    .sum();
            worst = worst.max(d);
            total += u64::from(d);
        }
        let mean = (total as f64 / indices.len() as f64).sqrt();
        assert!(mean < 1.5, "{kind:?}: {mean}");
        assert!(worst < 70 * 70, "{kind:?}: {worst}");
    }
}

#[test]
fn big_and_small_circles_differ_in_more_than_size() {
    // A big circle alone (4) beside a small circle alone (2), plain ink.
    let v = view(vec![t((0, 0, 4), (1, 0, 2))], Vec::new(), None);
    let img = board_image(&v, &names());
    let (layout, _) = board_layout(&v, &names());
    let c = layout.cell;
    // Along the row through a half's centre: how many pixels are ink, and
    // the colour just inside the circle.
    let across = |cell: Cell| {
        let (x, y) = layout.corner(cell);
        let cy = (y + c / 2.0) as u32;
        let ink = (x as u32..(x + c) as u32)
            .filter(|&px| img.get_pixel(px, cy).0 == palette::INK.0)
            .count();
        (ink, centre(&img, &layout, cell))
    };
    let (big_ink, big_inside) = across(Cell::new(0, 0));
    let (small_ink, small_inside) = across(Cell::new(1, 0));
    // The big circle is a tinted disc, the small one an ivory hole ...
    assert_ne!(big_inside, palette::IVORY.0, "the big circle's disc is tinted");
    assert_eq!(small_inside, palette::IVORY.0, "the small circle's hole is plain");
    // ... and the small circle's line is much bolder.
    assert!(small_ink >= 2 * big_ink, "small {small_ink} px of ink, big {big_ink}");
    // Both show their digit in the corner, which reads on a phone.
    let picture = board_picture(&v, &names(), Region::Play);
    assert!(picture.layout.on_phone(picture.layout.text_px) >= 9.0);
}

/// A line of 36 tiles, far too long for a phone at full size.
fn long_line() -> GameView {
    let mut line = view(Vec::new(), owners(), None);
    line.board = BoardView::BinaryGrid(GridView {
        tiles: (0..36)
            .map(|i| t((2 * i - 30, 0, (i % 8) as u8), (2 * i - 29, 0, ((i + 3) % 8) as u8)))
            .collect(),
        last: Some(20),
        ring_owners: owners(),
        levels: Vec::new(),
        labels: Vec::new(),
        hide_axes: false,
        lowest_row: None,
    });
    line
}

#[test]
fn a_cropped_board_shows_the_last_move_its_own_labels_and_a_marked_miniature() {
    let v = long_line();
    let BoardView::BinaryGrid(grid) = &v.board else {
        unreachable!("the test view is a grid")
    };
    let (layout, header_h) = board_layout(&v, &names());
    assert!(layout.cropped());
    // The window holds the last move (tiles 20: cells 10 and 11), with room
    // around it, and is labelled with its own coordinates.
    let shown = layout.shown();
    assert!(shown.contains(Cell::new(10, 0)) && shown.contains(Cell::new(11, 0)));
    assert!(shown.min_x < 10 && shown.max_x > 11);
    assert!(shown.min_x > layout.whole.min_x && shown.max_x < layout.whole.max_x);
    let img = board_image(&v, &names());
    // A label is drawn (in the label colour) over the first and last
    // columns shown, in the band above the cells.
    let label_at = |x: i32| {
        let (left, _) = layout.corner(Cell::new(x, 0));
        let band_top = layout.top - layout.label_band();
        (left as u32..(left + layout.cell) as u32)
            .any(|px| (band_top as u32..layout.top as u32).any(|py| img.get_pixel(px, py).0 == palette::LABEL.0))
    };
    assert!(label_at(shown.min_x) && label_at(shown.max_x));
    // The miniature beside the notes: its frame, the whole line in ivory,
    // the last move in the highlight colour and the window outlined in
    // white, all below the board band.
    let below = header_h + layout.height;
    let notes: Vec<[u8; 3]> = (below..img.height())
        .flat_map(|y| (WIDTH / 2..WIDTH).map(move |x| (x, y)))
        .map(|(x, y)| img.get_pixel(x, y).0)
        .collect();
    for colour in [palette::FELT, palette::IVORY, palette::HIGHLIGHT, palette::LABEL_ZERO] {
        assert!(notes.contains(&colour.0), "{colour:?} in the miniature");
    }
    // The whole board is one option away, and then nothing is cut.
    let whole = board_picture(&v, &names(), Region::Whole);
    assert!(!whole.layout.cropped);
    assert!(grid.tiles.len() == 36);
}

#[test]
fn a_board_that_reads_whole_is_not_cropped_and_has_no_miniature() {
    let v = view(ten_tiles(), owners(), None);
    let picture = board_picture(&v, &names(), Region::Play);
    assert!(!picture.layout.cropped);
    let (layout, header_h) = board_layout(&v, &names());
    let below = header_h + layout.height;
    let img = &picture.image;
    assert!(
        (below..img.height()).all(|y| (0..WIDTH).all(|x| img.get_pixel(x, y).0 != palette::FELT.0)),
        "no miniature under a board shown whole"
    );
}

/// Groups of inked columns in the band of x labels above the cells: one
/// per label drawn, unless labels run together. Columns of one label are
/// never more than a few pixels apart.
fn label_groups(img: &RgbImage, layout: &grid::Layout) -> usize {
    let (x0, x1) = (
        layout.left as u32,
        (layout.left + layout.shown().cols() as f32 * layout.cell) as u32,
    );
    let band = (layout.top - layout.label_band()) as u32..layout.top as u32;
    let inked = |x: u32| band.clone().any(|y| img.get_pixel(x, y).0 != palette::FELT.0);
    let (mut groups, mut gap) = (0, u32::MAX);
    for x in x0..x1 {
        if inked(x) {
            if gap >= 6 {
                groups += 1;
            }
            gap = 0;
        } else {
            gap = gap.saturating_add(1);
        }
    }
    groups
}

#[test]
fn axis_labels_never_run_together() {
    // Euronimoes' wide areas once read "-15-14-13-12": a layout from -15
    // to 15, shown at its main size and whole.
    let mut v = view(Vec::new(), Vec::new(), None);
    v.board = BoardView::BinaryGrid(GridView {
        tiles: (-7..7).map(|i| t((2 * i, 0, 1), (2 * i + 1, 0, 2))).collect(),
        last: None,
        ring_owners: Vec::new(),
        levels: Vec::new(),
        labels: Vec::new(),
        hide_axes: false,
        lowest_row: None,
    });
    for region in [Region::Play, Region::Whole] {
        let BoardView::BinaryGrid(g) = &v.board else {
            unreachable!("the test view is a grid")
        };
        let (frame, layout) = grid_in_frame(&v, &names(), g, region, 0.0);
        let layout = layout.at(frame.header_h as f32);
        let img = board_picture(&v, &names(), region).image;
        let (x_step, _) = grid::label_steps(&layout);
        let shown = layout.shown();
        let labels = (shown.min_x..=shown.max_x)
            .filter(|x| x.rem_euclid(x_step) == 0)
            .count();
        assert!(labels >= 3, "{region:?}: {labels} labels");
        assert_eq!(label_groups(&img, &layout), labels, "{region:?}: labels run together");
    }
}

/// Notes longer than their room keep whole notes, never a note cut in the
/// middle ("… has the most tetromino…" in a Tetradominoes match).
#[test]
fn notes_that_do_not_fit_are_left_out_whole() {
    let note = |words: &[&str]| words.iter().map(|w| w.to_string()).collect::<Vec<_>>();
    let wrapped = vec![
        note(&["12 dominoes in the pile."]),
        note(&[
            "Match to 7 points: the light team",
            "(Ann and Cy): 3, the dark team: 2.",
        ]),
        note(&[
            "Game 2: everyone passed in a row:",
            "the dark team has the most",
            "tetrominoes and wins.",
        ]),
        note(&["Last: Bo played 3-4."]),
    ];
    let lines = whole_notes(wrapped.clone(), 4);
    assert_eq!(
        lines,
        [wrapped[0].clone(), wrapped[1].clone(), wrapped[3].clone()].concat(),
        "the note of three lines does not fit whole and is left out"
    );
    let tall = whole_notes(vec![note(&["one", "two", "three"])], 2);
    assert_eq!(tall, ["one", "two …"]);
}

/// Dominoids: the public picture is the same whatever the face-down coins
/// and stacks hold.
#[test]
fn dominoids_pictures_do_not_depend_on_face_down_values() {
    let names = vec!["Ann".to_string(), "Bob".to_string()];
    let views = dominoes_engine::dominoids::testing::public_views_with_other_hidden_values(3, 60);
    assert!(views.len() >= 2, "too few positions to compare");
    for (a, b) in &views {
        assert!(
            crate::board_png(a, &names) == crate::board_png(b, &names),
            "the picture changed with a hidden value"
        );
    }
}
