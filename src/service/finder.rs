//! Finding a legal action from what a player typed, the way people write
//! moves: a tile in either order with or without a separator (`5-6`, `65`,
//! `6 5`), a single number (tiles holding it), a square (`3,2`), a
//! direction (`E`, `right`), words of the description, in any order, and
//! `near 3,2` to rank by distance from a square. Every fragment must match;
//! the best matches come first (the exact tile first, then what is nearest
//! the last move or the centre of play). What the game's own parser reads
//! as a whole move (`36 -3 -6 w`, `3/6 at (-3, -6) west`) is found first,
//! by that parser, so the list never misses a move `/move` would play.

use crate::engine::common::grid::Dir;
use crate::engine::common::tiles::Tile;
use crate::engine::event::Part;
use crate::engine::phrase::Arg as Fact;
use crate::engine::{AnyGame, GameRng, LegalAction, Line, Seat, Viewer};
use crate::i18n::{self, Locale};

/// The legal actions of `seat` in `game` that `typed` finds, best first
/// (`anchor`: see [`Query::rank`]); `Err` with a note for the list's one
/// entry when it finds none, saying why (a tile the player does not hold)
/// or what to type instead, in `locale`.
pub(crate) fn find(
    game: &dyn AnyGame,
    seat: Seat,
    typed: &str,
    anchor: Option<(i64, i64)>,
    locale: Locale,
) -> Result<Vec<LegalAction>, String> {
    let query = Query::parse(typed).reading(locale);
    let legal = game.legal(seat);
    let mut found = query.rank(legal.clone(), anchor);
    if let Some(notation) = read_by_the_game(game, seat, typed)
        && let Some(exact) = legal.into_iter().find(|a| a.notation == notation)
    {
        found.retain(|a| a.notation != notation);
        found.insert(0, exact);
    }
    if found.is_empty() && !typed.trim().is_empty() {
        return Err(nothing_found(game, seat, &query, typed, locale));
    }
    Ok(found)
}

/// The canonical notation of the move `typed` names, as the game's own
/// parser reads it, if the game would play it: tried on a copy (with a
/// generator of its own), so nothing of the real game changes.
fn read_by_the_game(game: &dyn AnyGame, seat: Seat, typed: &str) -> Option<String> {
    if typed.trim().is_empty() {
        return None;
    }
    let mut copy = game.clone_box();
    let mut rng = GameRng::from_seed([0; 32]);
    copy.play(seat, typed, &mut rng).ok().map(|played| played.notation)
}

/// The note for a search that found nothing: a tile the player does not
/// hold (or cannot play now) is named; otherwise what to type instead.
fn nothing_found(game: &dyn AnyGame, seat: Seat, query: &Query, typed: &str, locale: Locale) -> String {
    if let Some((a, b)) = query.tile() {
        let tile = Tile::new(a, b);
        let private = game.view(Viewer::Seat(seat)).private;
        let mine: Vec<Tile> = private
            .map(|p| p.tiles.into_iter().map(|(_, t)| t).collect())
            .unwrap_or_default();
        let key = if !mine.is_empty() && !mine.contains(&tile) {
            "find-not-held"
        } else {
            "find-tile-unused"
        };
        return i18n::text(locale, key, &[("tile", tile.to_string().into())]);
    }
    let shown: String = typed.trim().chars().take(24).collect();
    i18n::text(locale, "find-nothing", &[("typed", shown.into())])
}

/// One fragment of what was typed.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    /// Two numbers: a tile, or else a square (`0 0`).
    Pair(u8, u8),
    /// One number: a tile holding it, or a word that is that number.
    Number(u8),
    /// A number no tile holds (negative, or of two digits): half of a
    /// square written `-3 -6` or `(-3, -6)`, as the game's parser reads it.
    Coord(i64),
    /// A square `x,y`.
    Square(i64, i64),
    /// Anything else, lowercased: a direction or a word.
    Word(String),
}

/// What was typed, read as fragments.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Query {
    tokens: Vec<Token>,
    /// `near x,y`: rank by distance from that square.
    near: Option<(i64, i64)>,
    /// Everything typed without spaces, lowercased (a prefix of a notation).
    squashed: String,
    /// The reader's language: words of a description are found as they
    /// read it (and as the English says it, whatever the language).
    locale: Locale,
}

impl Query {
    pub fn parse(typed: &str) -> Query {
        let squashed = squash(typed);
        let words: Vec<String> = typed
            .split(|c: char| c.is_whitespace() || matches!(c, '(' | ')' | ':' | ';'))
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        let mut q = Query {
            squashed,
            ..Query::default()
        };
        let mut i = 0;
        while i < words.len() {
            let w = words[i].as_str();
            if w == "near" || w == "at" {
                if let Some(Token::Square(x, y)) = words.get(i + 1).and_then(|n| token(n)) {
                    if w == "near" {
                        q.near = Some((x, y));
                    } else {
                        q.tokens.push(Token::Square(x, y));
                    }
                    i += 2;
                    continue;
                }
                i += 1;
                continue;
            }
            let t = token(w).unwrap_or_else(|| Token::Word(w.to_string()));
            // Two numbers in a row: one tile (or one square), or, with a
            // number no tile holds, one square.
            match (&t, words.get(i + 1).and_then(|n| token(n))) {
                (Token::Number(a), Some(Token::Number(b))) => q.tokens.push(Token::Pair(*a, b)),
                (Token::Number(_) | Token::Coord(_), Some(next @ (Token::Number(_) | Token::Coord(_)))) => {
                    q.tokens.push(Token::Square(coordinate(&t), coordinate(&next)));
                }
                (Token::Coord(_), _) => {
                    q.tokens.push(Token::Word(w.trim_matches(',').to_string()));
                    i += 1;
                    continue;
                }
                _ => {
                    q.tokens.push(t);
                    i += 1;
                    continue;
                }
            }
            i += 2;
        }
        q
    }

    /// The same query, finding the words of descriptions as a reader of
    /// `locale` reads them.
    pub fn reading(self, locale: Locale) -> Query {
        Query { locale, ..self }
    }

    /// The first tile named (`56`, `5-6`, `5 6`), as the game's parser
    /// reads a tile at the start of a move.
    fn tile(&self) -> Option<(u8, u8)> {
        self.tokens.iter().find_map(|t| match *t {
            Token::Pair(a, b) => Some((a, b)),
            _ => None,
        })
    }

    /// The actions that match every fragment, best first; `anchor` (the
    /// last move's square) ranks equal matches by distance when the query
    /// names no `near` square.
    pub fn rank(&self, actions: Vec<LegalAction>, anchor: Option<(i64, i64)>) -> Vec<LegalAction> {
        let centre = self.near.or(anchor).unwrap_or((0, 0));
        let mut scored: Vec<(u32, i64, usize, LegalAction)> = actions
            .into_iter()
            .enumerate()
            .filter_map(|(i, a)| {
                let score = self.score(&a)?;
                let distance = squares(&a.notation)
                    .first()
                    .map_or(0, |&(x, y)| (x - centre.0).abs() + (y - centre.1).abs());
                Some((score, distance, i, a))
            })
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
        scored.into_iter().map(|(_, _, _, a)| a).collect()
    }

    /// How well `a` matches (higher is better), `None` if a fragment does
    /// not match at all.
    fn score(&self, a: &LegalAction) -> Option<u32> {
        let notation = squash(&a.notation);
        // Typing the notation itself (or a start of it) always finds it.
        let mut total = if !self.squashed.is_empty() && notation.starts_with(&self.squashed) {
            400
        } else {
            0
        };
        if self.tokens.is_empty() {
            return Some(total);
        }
        // Worded in the reader's language only when something was typed:
        // the whole list (nothing typed) needs no words.
        let features = Features::of(a, self.locale);
        for t in &self.tokens {
            match features.score(t) {
                Some(s) => total += s,
                None if total >= 400 => {}
                None => return None,
            }
        }
        Some(total)
    }
}

/// What an action can be found by.
struct Features {
    tiles: Vec<(u8, u8)>,
    squares: Vec<(i64, i64)>,
    /// Squares the description names (the other end of a tile, say).
    covered: Vec<(i64, i64)>,
    words: Vec<String>,
    text: String,
}

impl Features {
    /// What `a` is found by for a reader of `locale`: its notation, the
    /// tiles and squares its description names (facts, the same in every
    /// language), and the words of its description in English (which the
    /// direction words match) and in the reader's language.
    fn of(a: &LegalAction, locale: Locale) -> Features {
        let english = a.description.plain();
        let about = match locale {
            Locale::EnUs => english,
            _ => format!("{english} {}", i18n::action(locale, a)),
        };
        let words = format!("{} {about}", a.notation)
            .to_lowercase()
            .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == ','))
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        // Facts apart, so that one's number never joins the next one's.
        let facts = shown_facts(&a.description).join(" ; ");
        Features {
            // A notation without tiles (a puzzle's `24V21`) may name them
            // in its description ("add the 2-4 upright").
            tiles: Some(tiles(&a.notation))
                .filter(|t| !t.is_empty())
                .unwrap_or_else(|| tiles(&facts)),
            squares: squares(&a.notation),
            covered: squares(&facts),
            words,
            text: squash(&format!("{} {about}", a.notation)),
        }
    }

    fn has_tile(&self, a: u8, b: u8) -> bool {
        self.tiles.iter().any(|&(x, y)| (x, y) == (a.min(b), a.max(b)))
    }

    fn score(&self, t: &Token) -> Option<u32> {
        match t {
            Token::Pair(a, b) if self.has_tile(*a, *b) => Some(100),
            Token::Pair(a, b) if self.squares.contains(&(i64::from(*a), i64::from(*b))) => Some(50),
            Token::Pair(a, b) => Some(self.number(*a)? + self.number(*b)?),
            Token::Number(n) => self.number(*n),
            // A lone coordinate reads as a word (see `Query::parse`).
            Token::Coord(_) => None,
            Token::Square(x, y) => match self.squares.iter().position(|s| *s == (*x, *y)) {
                Some(0) => Some(60),
                Some(_) => Some(50),
                None => self.covered.contains(&(*x, *y)).then_some(45),
            },
            Token::Word(w) => self.word(w),
        }
    }

    fn number(&self, n: u8) -> Option<u32> {
        // A number is a tile's: where the action places or takes tiles,
        // only those holding it match, never a coordinate that has it.
        if !self.tiles.is_empty() {
            return self.tiles.iter().any(|&(a, b)| a == n || b == n).then_some(30);
        }
        let n = n.to_string();
        if self.words.contains(&n) {
            Some(10)
        } else if self.text.contains(&n) {
            Some(1)
        } else {
            None
        }
    }

    fn word(&self, w: &str) -> Option<u32> {
        // A direction as the game's parser reads it (`E`, `east`, `right`,
        // `r`) is a whole word of the notation, never an "e" inside another.
        if let Some(d) = Dir::parse(w) {
            // A tile on a square reads from either end (`3-6 0,0 E` is
            // `6-3 1,0 W`), so W finds what the notation writes E, and S N.
            let d = if self.tiles.is_empty() || self.squares.is_empty() {
                d
            } else {
                axis(d)
            };
            // As the notation writes it (`E`, `L`), or as the description
            // says it (a puzzle's "slide the 2-4 down", "the left end").
            if self.words.iter().any(|x| synonyms(d).contains(&x.as_str()) || x == w) {
                return Some(40);
            }
            // Only a letter no compass uses (`d`, `u`) may start a word ("draw").
            if w.chars().count() > 1 || matches!(w, "e" | "w" | "n" | "s") {
                return None;
            }
        }
        if self.words.iter().any(|x| x == w) {
            Some(40)
        } else if self.words.iter().any(|x| x.starts_with(w)) {
            Some(20)
        } else if w.chars().count() >= 3 && self.text.contains(&squash(w)) {
            Some(5)
        } else {
            None
        }
    }
}

/// Every word a notation or description may use for direction `d`: the
/// end of a line of tiles is left or right.
fn synonyms(d: Dir) -> &'static [&'static str] {
    match d {
        Dir::E => &["e", "east", "right", "r"],
        Dir::W => &["w", "west", "left", "l"],
        Dir::N => &["n", "north", "up"],
        Dir::S => &["s", "south", "down"],
    }
}

/// The direction a placement's notation writes for `d`: E for a tile
/// lying across, N for one standing up.
fn axis(d: Dir) -> Dir {
    match d {
        Dir::E | Dir::W => Dir::E,
        Dir::N | Dir::S => Dir::N,
    }
}

/// The number a coordinate token stands for.
fn coordinate(t: &Token) -> i64 {
    match *t {
        Token::Number(n) => i64::from(n),
        Token::Coord(n) => n,
        _ => 0,
    }
}

/// A fragment that is a number, a tile or a square.
fn token(w: &str) -> Option<Token> {
    let w = w.trim_matches(|c: char| c == ',' || c == '.');
    let digits: Vec<u8> = w.chars().filter_map(|c| c.to_digit(10).map(|d| d as u8)).collect();
    if let Some((x, y)) = w.split_once(',') {
        return Some(Token::Square(x.trim().parse().ok()?, y.trim().parse().ok()?));
    }
    if w.len() > 1 && w.parse::<i64>().is_ok_and(|n| n.unsigned_abs() <= 1_000) {
        let n: i64 = w.parse().ok()?;
        // `56` is a tile; `-3` and `100` are halves of squares.
        if n < 0 || w.starts_with('+') || !matches!(digits.as_slice(), [_, _]) {
            return Some(Token::Coord(n));
        }
    }
    match (digits.as_slice(), w.len()) {
        ([n], 1) => Some(Token::Number(*n)),
        // `56`, `5-6`, `5/6`, `5|6`.
        ([a, b], 2) => Some(Token::Pair(*a, *b)),
        ([a, b], 3) if w.chars().nth(1).is_some_and(|c| matches!(c, '-' | '/' | '|')) => Some(Token::Pair(*a, *b)),
        _ => None,
    }
}

/// What a description shows as it is in every language (tiles, squares,
/// notation: its facts as text, nested sentences' too), and any text of
/// its own (a description stored before descriptions were sentences).
fn shown_facts(line: &Line) -> Vec<String> {
    fn fact(arg: &Fact, out: &mut Vec<String>) {
        match arg {
            Fact::Verbatim(text) => out.push(text.clone()),
            Fact::Phrase(inner) => inner.args.iter().for_each(|(_, a)| fact(a, out)),
            Fact::List(items, _) => items.iter().for_each(|a| fact(a, out)),
            Fact::Number(_) | Fact::Seat(_) => {}
        }
    }
    let mut out = Vec::new();
    for part in line.parts() {
        match part {
            Part::Text(text) => out.push(text.clone()),
            Part::Said(said) => said.phrase.args.iter().for_each(|(_, a)| fact(a, &mut out)),
            Part::Seat(_) => {}
        }
    }
    out
}

/// The tiles a notation names (`3-6`), low number first.
fn tiles(notation: &str) -> Vec<(u8, u8)> {
    let c: Vec<char> = notation.chars().collect();
    (0..c.len().saturating_sub(2))
        .filter(|&i| c[i + 1] == '-' && (i == 0 || !c[i - 1].is_ascii_digit()))
        .filter(|&i| c.get(i + 3).is_none_or(|n| !n.is_ascii_digit()))
        .filter_map(|i| Some((c[i].to_digit(10)? as u8, c[i + 2].to_digit(10)? as u8)))
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect()
}

/// The squares `x,y` a notation (or a description: "2 on 1,1, 0 on 0,1")
/// names, in order.
pub(crate) fn squares(text: &str) -> Vec<(i64, i64)> {
    text.split_whitespace()
        .filter_map(|w| {
            let w = w.trim_matches(|c: char| matches!(c, ',' | '.' | ';' | '(' | ')'));
            let (x, y) = w.split_once(',')?;
            Some((x.parse().ok()?, y.parse().ok()?))
        })
        .collect()
}

/// Lowercase, without spaces.
pub(crate) fn squash(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn legal(list: &[(&str, &str)]) -> Vec<LegalAction> {
        list.iter()
            .map(|(n, d)| LegalAction::unplaced(n.to_string(), d.to_string()))
            .collect()
    }

    fn found(typed: &str, actions: &[LegalAction]) -> Vec<String> {
        Query::parse(typed)
            .rank(actions.to_vec(), None)
            .into_iter()
            .map(|a| a.notation)
            .collect()
    }

    fn grid() -> Vec<LegalAction> {
        legal(&[
            ("1-2 3,0 E", "1 on 3,0, 2 on 4,0"),
            ("5-6 -4,2 N", "5 on -4,2, 6 on -4,3"),
            ("6-5 1,1 E", "6 on 1,1, 5 on 2,1"),
            ("4-4 0,3 S", "4 on 0,3, 4 on 0,2"),
            ("0-1 3,2 W", "0 on 3,2, 1 on 2,2"),
        ])
    }

    #[test]
    fn a_tile_is_found_in_either_order_with_or_without_separators() {
        let g = grid();
        for typed in ["5-6", "6-5", "56", "65", "5 6", "6 5", "5/6"] {
            let f = found(typed, &g);
            assert_eq!(f.len(), 2, "{typed}: {f:?}");
            assert!(
                f.iter().all(|n| n.starts_with("5-6") || n.starts_with("6-5")),
                "{typed}: {f:?}"
            );
        }
        assert_eq!(found("44", &g), ["4-4 0,3 S"]);
        assert_eq!(found("4 4", &g), ["4-4 0,3 S"]);
        assert_eq!(found("01", &g), ["0-1 3,2 W"]);
        assert_eq!(found("0 1", &g), ["0-1 3,2 W"]);
    }

    #[test]
    fn a_number_finds_the_tiles_holding_it_not_coordinates() {
        let f = found("3", &grid());
        assert!(f.is_empty(), "no tile holds a 3: {f:?}");
        assert_eq!(
            found("1", &grid()),
            ["1-2 3,0 E", "0-1 3,2 W"],
            "nearest the centre first"
        );
        let buy = legal(&[
            ("buy 3", "buy the domino in slot 3"),
            ("buy 1", "buy the domino in slot 1"),
        ]);
        assert_eq!(found("3", &buy), ["buy 3"], "without tiles, a number is a word");
    }

    #[test]
    fn fragments_combine_in_any_order() {
        let g = grid();
        assert_eq!(found("6-5 e", &g), ["6-5 1,1 E"]);
        assert_eq!(found("e 6-5", &g), ["6-5 1,1 E"]);
        assert_eq!(found("6-5 right", &g), ["6-5 1,1 E"]);
        // An end of draw dominoes' line in the words /help gives each
        // reader: Spanish and French find the notation's L and R.
        let ends = legal(&[("2-3 L", ""), ("2-3 R", "")]);
        for (typed, end) in [
            ("izquierda", "2-3 L"),
            ("derecha", "2-3 R"),
            ("gauche", "2-3 L"),
            ("droite", "2-3 R"),
        ] {
            assert_eq!(found(typed, &ends), [end], "{typed}");
        }
        assert_eq!(found("5 6 up", &g), ["5-6 -4,2 N"]);
        assert_eq!(found("3,2", &g), ["0-1 3,2 W"]);
        assert_eq!(
            found("36 0 0 e", &legal(&[("3-6 0,0 E", ""), ("3-6 0,1 E", "")])),
            ["3-6 0,0 E"]
        );
    }

    #[test]
    fn near_ranks_by_distance_and_filters_nothing() {
        let f = found("near 3,2", &grid());
        assert_eq!(f.len(), 5);
        assert_eq!(f[0], "0-1 3,2 W");
        assert_eq!(f[4], "5-6 -4,2 N");
    }

    #[test]
    fn the_exact_tile_comes_before_a_tile_holding_a_number() {
        let g = legal(&[("5-1 0,0 E", ""), ("5-6 9,9 E", "")]);
        assert_eq!(found("5 6", &g)[0], "5-6 9,9 E");
    }

    #[test]
    fn words_of_the_description_match() {
        let g = legal(&[
            ("dice suns moons", "use the dice for Suns and Moons"),
            ("eat e4", "eat the coin on e4"),
            ("draw", "take the top of the bone pile"),
        ]);
        assert_eq!(found("moons", &g), ["dice suns moons"]);
        assert_eq!(found("pile", &g), ["draw"]);
        assert_eq!(found("e4", &g), ["eat e4"]);
    }

    /// A move is found by the words of its description as its reader
    /// reads them (and as the English says them), and by the squares its
    /// description shows, whatever the language (issue 55).
    #[test]
    fn a_move_is_found_by_its_description_in_the_readers_language_and_by_its_facts() {
        use crate::engine::common::placement::Placement;
        let place = |n: &str| {
            let p = Placement::parse(n, false).unwrap_or_else(|e| panic!("{e}"));
            LegalAction::unplaced(n.to_string(), p.describe())
        };
        let actions = vec![place("1-2 3,0 E"), place("5-6 -4,2 N")];
        let find = |typed: &str, locale: Locale| -> Vec<String> {
            Query::parse(typed)
                .reading(locale)
                .rank(actions.clone(), None)
                .into_iter()
                .map(|a| a.notation)
                .collect()
        };
        assert_eq!(find("tumbada", Locale::EsEs), ["1-2 3,0 E"]);
        assert_eq!(find("vertical", Locale::Fr), ["5-6 -4,2 N"]);
        assert!(find("tumbada", Locale::EnUs).is_empty());
        assert_eq!(find("across", Locale::EsEs), ["1-2 3,0 E"]);
        // 4,0 is only in the description: the second half of the 1-2.
        assert_eq!(find("4,0", Locale::EsEs), ["1-2 3,0 E"]);
        assert_eq!(find("-4,3", Locale::Fr), ["5-6 -4,2 N"]);
    }
}
