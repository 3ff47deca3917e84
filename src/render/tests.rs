use super::*;
use crate::engine::common::grid::Cell;
use crate::engine::common::tiles::{Ring, Tile};
use crate::engine::view::{PrivateView, SeatView};

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
        role: role.to_string(),
        ring,
        score: score.map(str::to_string),
        detail: Some("1 tile in hand".to_string()),
        to_move,
        rank: None,
    }
}

fn view(tiles: Vec<[(Cell, u8); 2]>, owners: Vec<(Ring, usize)>, private: Option<PrivateView>) -> GameView {
    let last = tiles.len().checked_sub(1);
    GameView {
        title: "Dominomega".to_string(),
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
            ("mission".to_string(), Tile::new(1, 4)),
            ("to play".to_string(), Tile::new(2, 5)),
        ],
        notes: vec!["Your mission 1-4 scores 6 on the table as it stands (lower is better).".into()],
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
    assert!(img.width() >= MIN_WIDTH && img.width() <= 1600, "{}", img.width());
    assert!(img.height() > 300 && img.height() < 2000, "{}", img.height());
    let png = encode_png(&img);
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
    assert!(board_png(&v, &[]).starts_with(b"\x89PNG\r\n\x1a\n"));
}

#[test]
fn y_grows_upwards_and_the_box_has_a_margin() {
    let v = view(ten_tiles(), owners(), None);
    let (layout, _) = board_layout(&v);
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
    let (layout, _) = board_layout(&v);
    assert_eq!((layout.min_x, layout.max_x, layout.min_y, layout.max_y), (-1, 2, 0, 1));
    // The row above and the columns either side keep their margin.
    let mut higher = v.clone();
    let BoardView::BinaryGrid(grid) = &mut higher.board else {
        unreachable!("the test view is a grid")
    };
    grid.tiles.push([(Cell::new(0, 1), 1), (Cell::new(1, 1), 2)]);
    let (layout, _) = board_layout(&higher);
    assert_eq!((layout.min_x, layout.max_x, layout.min_y, layout.max_y), (-1, 2, 0, 2));
}

#[test]
fn last_move_is_outlined() {
    let v = view(ten_tiles(), owners(), None);
    let img = board_image(&v, &names());
    let (layout, _) = board_layout(&v);
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
    let (layout, _) = board_layout(&v);
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
    let (layout, _) = board_layout(&v);
    assert_eq!((layout.min_x, layout.max_x, layout.min_y, layout.max_y), (-1, 1, -1, 1));
    let img = board_image(&v, &[]);
    assert_eq!(img.width(), MIN_WIDTH);
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
    assert!(img.width() >= MIN_WIDTH);
}

/// Thirty-six tiles in a compact brickwork block, the worst everyday board.
fn full_board() -> Vec<[(Cell, u8); 2]> {
    let set = crate::engine::common::tiles::double_seven();
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

/// `RENDER_SAMPLES=1 cargo test --lib render::tests::samples`
#[test]
fn samples() {
    if std::env::var_os("RENDER_SAMPLES").is_none() {
        return;
    }
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
        s.role = format!("seat {}", i + 1);
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
    let img = board_image(&line, &names);
    assert!(img.width() <= 1650, "{}", img.width());
}
