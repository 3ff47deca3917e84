//! The seed's notation, exactly: `36D` slides the 3-6 down one cell (its
//! numbers in reading order, left to right or top to bottom, then `L`,
//! `R`, `U` or `D`); `23V21` adds the 2-3 standing upright, 2 on top, with
//! its top cell in column 2, row 1 (`H` lies it across, its left cell
//! there). Columns and rows count from 1 at the top left corner of the
//! frame: the box around all dominoes before the move, grown by one cell on
//! every side. When a column or row reaches 10 the two are written with a
//! comma (`23V10,1`) so the reading stays unambiguous.
//!
//! Reading is forgiving: any case, spaces inside a move (`36 d`,
//! `2-3 v 2 1`), words for directions (`36 down`), and several moves in one
//! line separated by commas or spaces (`36D, 23V21 33D`).

use super::board::{reading, top_left};
use super::rules::{Move, Position, Refusal};
use crate::common::grid::Dir;
use crate::common::placement::{Placement, echo};
use crate::common::tiles::Tile;
use crate::event::shown;
use crate::said;

/// A move as typed, before it is matched against a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// The domino showing `numbers` (in either order) slides one cell.
    Slide { numbers: (u8, u8), dir: Dir },
    /// The next domino goes down with `numbers.0` on its left (or top) cell,
    /// that cell in column `col`, row `row` of the frame.
    Add {
        numbers: (u8, u8),
        vertical: bool,
        col: u32,
        row: u32,
    },
}

/// A typed move and the text it was read from (for messages).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedMove {
    pub text: String,
    pub typed: Typed,
}

const EXAMPLES: &str = "write a slide as the domino's numbers and a direction (`36D`: L, R, U or D), or an add as the numbers, H or V and the column and row of its left or top cell (`23V21`)";

/// Why a text does not read as moves; the text is the player's sentence.
/// What the player typed is echoed cut to at most 40 characters.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// A character that belongs to no move.
    #[error("I don't understand `{0}`: {EXAMPLES}")]
    Stray(char),
    #[error("nothing to read: {EXAMPLES}")]
    Nothing,
    /// A digit above 6.
    #[error("{0} is not on a double-six domino: the numbers go from 0 to 6")]
    NotDoubleSix(String),
    /// `3-` and no second number.
    #[error("`{0}` needs a second number after the dash: {EXAMPLES}")]
    NoSecondNumber(String),
    /// `3-45`.
    #[error("`{0}`: a domino's numbers are single digits from 0 to 6")]
    NotSingleDigits(String),
    /// A number of one or three digits or more where a domino was expected.
    #[error("`{0}` should be a domino's two numbers, like `36` or `3-6`: {EXAMPLES}")]
    NotTwoNumbers(String),
    /// A word where a domino was expected.
    #[error("`{0}` should start with the domino's two numbers: {EXAMPLES}")]
    NoNumbers(String),
    /// The domino and nothing after it.
    #[error(
        "after `{a}{b}` write a direction to slide it (L, R, U or D, e.g. `{a}{b}D`), or H or V and a column and row to add it (e.g. `{a}{b}V21`)"
    )]
    NoMove { a: u8, b: u8 },
    /// A word after the domino that is no direction, H or V.
    #[error("`{word}` after `{a}{b}` is neither a direction (L, R, U, D) nor H or V: {EXAMPLES}")]
    NotDirection { word: String, a: u8, b: u8 },
    /// An add (`hv` is `H` or `V`) with no column and row.
    #[error(
        "after `{a}{b}{hv}` write the column and row of its {} cell, e.g. `{a}{b}{hv}21`",
        if *.hv == 'V' { "top" } else { "left" }
    )]
    NoCell { a: u8, b: u8, hv: char },
    /// An add whose column and row cannot be read.
    #[error(
        "I could not read the column and row in `{text}`: write them as two digits (`{a}{b}{hv}21` is column 2, row 1), or with a comma when one is 10 or more (`{a}{b}{hv}10,1`)"
    )]
    BadCell { text: String, a: u8, b: u8, hv: char },
    /// Several moves, or none, where exactly one was wanted.
    #[error("expected one move, found {0}")]
    NotOne(usize),
}

/// Why one typed move cannot be played: it does not read, or the position
/// does not allow it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error(transparent)]
    Unread(#[from] NotationError),
    #[error(transparent)]
    Refused(#[from] Refusal),
}

fn letter(d: Dir) -> char {
    match d {
        Dir::N => 'U',
        Dir::S => 'D',
        Dir::W => 'L',
        Dir::E => 'R',
    }
}

/// The canonical text of a typed move.
pub fn typed_text(t: &Typed) -> String {
    match *t {
        Typed::Slide { numbers: (a, b), dir } => format!("{a}{b}{}", letter(dir)),
        Typed::Add {
            numbers: (a, b),
            vertical,
            col,
            row,
        } => {
            let hv = if vertical { 'V' } else { 'H' };
            if col <= 9 && row <= 9 {
                format!("{a}{b}{hv}{col}{row}")
            } else {
                format!("{a}{b}{hv}{col},{row}")
            }
        }
    }
}

/// What `m` looks like typed in `pos` (before it is played).
pub fn typed(pos: &Position, m: &Move) -> Typed {
    match *m {
        Move::Slide { domino, dir } => Typed::Slide {
            numbers: pos.board().placements().get(domino).map_or((0, 0), reading),
            dir,
        },
        Move::Add(p) => {
            let frame = pos.frame();
            let c = top_left(&p);
            Typed::Add {
                numbers: reading(&p),
                vertical: !p.is_horizontal(),
                col: frame.col(c).max(0) as u32,
                row: frame.row(c).max(0) as u32,
            }
        }
    }
}

/// The one canonical notation of `m` in `pos`.
pub fn notation(pos: &Position, m: &Move) -> String {
    typed_text(&typed(pos, m))
}

/// A few words a player might say about `m` (for autocomplete): "slide
/// the 2-4 up" (the direction selected on), "add the 2-4 upright, 4 on
/// top, top cell in column 1, row 0".
pub fn describe(pos: &Position, m: &Move) -> crate::Line {
    match *m {
        Move::Slide { domino, dir } => {
            let tile = pos
                .board()
                .placements()
                .get(domino)
                .map_or("?".into(), |p| p.tile().to_string());
            said!(
                "action-adding-slide",
                "slide the ", shown(tile) => tile, " ", shown(super::rules::dir_word(dir)) => dir
            )
        }
        Move::Add(p) => {
            let frame = pos.frame();
            let c = top_left(&p);
            let (col, row) = (shown(frame.col(c)), shown(frame.row(c)));
            let (first, second) = reading(&p);
            let tile = shown(p.tile());
            match (p.is_horizontal(), first == second) {
                (true, true) => said!(
                    "action-adding-add-across",
                    "add the ", tile => tile, " across, left cell in column ", col => column, ", row ", row => row
                ),
                (false, true) => said!(
                    "action-adding-add-upright",
                    "add the ", tile => tile, " upright, top cell in column ", col => column, ", row ", row => row
                ),
                (true, false) => said!(
                    "action-adding-add-across-first",
                    "add the ", tile => tile, " across, ", shown(first) => first,
                    " on the left, left cell in column ", col => column, ", row ", row => row
                ),
                (false, false) => said!(
                    "action-adding-add-upright-first",
                    "add the ", tile => tile, " upright, ", shown(first) => first,
                    " on top, top cell in column ", col => column, ", row ", row => row
                ),
            }
        }
    }
}

/// The domino `m` adds or slides, as the face a button shows for it.
pub fn face(pos: &Position, m: &Move) -> Option<crate::face::Face> {
    let tile = match *m {
        Move::Slide { domino, .. } => pos.board().placements().get(domino)?.tile(),
        Move::Add(p) => p.tile(),
    };
    Some(crate::face::Face::Pips(tile))
}

/// Matches a typed move against `pos`: which domino it slides, or where
/// the next domino goes. Legality is checked by the rules afterwards.
pub fn resolve(pos: &Position, t: &Typed) -> Result<Move, Refusal> {
    match *t {
        Typed::Slide { numbers: (a, b), dir } => {
            let tile = Tile::new(a, b);
            if let Some(i) = pos.board().placements().iter().position(|p| p.tile() == tile) {
                return Ok(Move::Slide { domino: i, dir });
            }
            if pos.waiting().iter().any(|d| d.tile() == tile) {
                return Err(Refusal::StillQueued { a, b });
            }
            Err(Refusal::NoSuchDomino { a, b })
        }
        Typed::Add {
            numbers: (a, b),
            vertical,
            col,
            row,
        } => resolve_add(pos, (a, b), vertical, col, row),
    }
}

/// Where the next domino goes, typed as `numbers`, upright or across, its
/// first cell in column `col`, row `row`.
fn resolve_add(pos: &Position, numbers: (u8, u8), vertical: bool, col: u32, row: u32) -> Result<Move, Refusal> {
    let (a, b) = numbers;
    let Some(next) = pos.next() else {
        return Err(Refusal::AllAdded);
    };
    let tile = Tile::new(a, b);
    if tile != next.tile() {
        let placed = pos.board().placements().iter().any(|p| p.tile() == tile);
        return Err(Refusal::NotNextTyped { next, a, b, placed });
    }
    let frame = pos.frame();
    if col < 1 || col > frame.cols {
        return Err(Refusal::ColumnOutside { col, cols: frame.cols });
    }
    if row < 1 || row > frame.rows {
        return Err(Refusal::RowOutside { row, rows: frame.rows });
    }
    let Some(first) = frame.cell(i64::from(col), i64::from(row)) else {
        return Err(Refusal::CellOutside { col, row });
    };
    let dir = if vertical { Dir::S } else { Dir::E };
    Ok(Move::Add(Placement::new(first, dir, a, b)))
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Num(String),
    Word(String),
    Dash,
}

/// What lay between a token and the one before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Gap {
    /// Nothing: `V21`.
    Glued,
    /// One comma, colon or dot and no space: `10,1`.
    Mark,
    /// Spaces, or anything else.
    Space,
}

struct Token {
    tok: Tok,
    gap: Gap,
    start: usize,
    end: usize,
}

/// The tokens of `text`, up to the first character that belongs to no
/// move (and the complaint about it).
fn tokenise(text: &str) -> (Vec<Token>, Option<NotationError>) {
    let mut out: Vec<Token> = Vec::new();
    let mut gap_text = String::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        let gap = if gap_text.is_empty() {
            Gap::Glued
        } else if gap_text.len() == 1 && matches!(gap_text.as_str(), "," | ":" | ".") {
            Gap::Mark
        } else {
            Gap::Space
        };
        let run = |pred: fn(char) -> bool, i: &mut usize| {
            let from = *i;
            while *i < chars.len() && pred(chars[*i].1) {
                *i += 1;
            }
            let end = chars.get(*i).map_or(text.len(), |x| x.0);
            (text[chars[from].0..end].to_string(), end)
        };
        if c.is_ascii_digit() {
            let (s, end) = run(|c| c.is_ascii_digit(), &mut i);
            out.push(Token {
                tok: Tok::Num(s),
                gap,
                start: at,
                end,
            });
        } else if c.is_alphabetic() {
            let (s, end) = run(char::is_alphabetic, &mut i);
            out.push(Token {
                tok: Tok::Word(s.to_uppercase()),
                gap,
                start: at,
                end,
            });
        } else if matches!(c, '-' | '|' | '/') {
            i += 1;
            out.push(Token {
                tok: Tok::Dash,
                gap,
                start: at,
                end: at + c.len_utf8(),
            });
        } else if c.is_whitespace() || matches!(c, ',' | ';' | ':' | '.' | '`' | '(' | ')') {
            gap_text.push(c);
            i += 1;
            continue;
        } else {
            return (out, Some(NotationError::Stray(c)));
        }
        gap_text.clear();
    }
    (out, None)
}

fn number(s: &str) -> Result<u8, NotationError> {
    match s.parse::<u8>() {
        Ok(n) if n <= 6 => Ok(n),
        _ => Err(NotationError::NotDoubleSix(echo(s))),
    }
}

/// Whether the tokens from `i` start a move (`36`+word or `3-6`).
fn starts_move(toks: &[Token], i: usize) -> bool {
    match (toks.get(i).map(|t| &t.tok), toks.get(i + 1).map(|t| &t.tok)) {
        (Some(Tok::Num(_)), Some(Tok::Word(_) | Tok::Dash)) => true,
        (Some(Tok::Word(w)), _) => matches!(w.as_str(), "ADD" | "SLIDE" | "MOVE"),
        _ => false,
    }
}

/// The tokens of one move being read, and the text they come from.
struct Reader<'a> {
    text: &'a str,
    toks: &'a [Token],
    /// Where the move starts in `text`.
    start: usize,
}

impl Reader<'_> {
    fn tok(&self, i: usize) -> Option<&Tok> {
        self.toks.get(i).map(|t| &t.tok)
    }

    /// Where token `i` ends in the text (the text's end past the last).
    fn here(&self, i: usize) -> usize {
        self.toks.get(i).map_or(self.text.len(), |t| t.end)
    }

    /// The move's text up to `end`, trimmed.
    fn snippet(&self, end: usize) -> String {
        self.text.get(self.start..end).unwrap_or_default().trim().to_string()
    }

    /// The domino's two numbers from token `i`: `36` or `3-6`; and the
    /// index after them.
    fn numbers(&self, i: usize) -> Result<((u8, u8), usize), NotationError> {
        match self.tok(i) {
            Some(Tok::Num(s)) if s.len() == 2 => {
                let (a, b) = s.split_at(1);
                Ok(((number(a)?, number(b)?), i + 1))
            }
            Some(Tok::Num(s)) if s.len() == 1 && self.tok(i + 1) == Some(&Tok::Dash) => {
                let Some(Tok::Num(t)) = self.tok(i + 2) else {
                    return Err(NotationError::NoSecondNumber(echo(&self.snippet(self.here(i + 1)))));
                };
                if t.len() != 1 {
                    return Err(NotationError::NotSingleDigits(echo(&self.snippet(self.here(i + 2)))));
                }
                Ok(((number(s)?, number(t)?), i + 3))
            }
            Some(Tok::Num(s)) => Err(NotationError::NotTwoNumbers(echo(s))),
            Some(_) => Err(NotationError::NoNumbers(echo(&self.snippet(self.here(i))))),
            None => Err(NotationError::Nothing),
        }
    }

    /// The column and row of an add, from token `i` (just after H or V);
    /// and the index after them.
    fn cell(&self, i: usize, (a, b): (u8, u8), hv: char) -> Result<((u32, u32), usize), NotationError> {
        let Some(Tok::Num(first)) = self.tok(i) else {
            return Err(NotationError::NoCell { a, b, hv });
        };
        // A second number is the row when it was set apart by a comma
        // (`10,1`), or by a space after a one-digit column (`2 1`), and
        // does not itself start the next move.
        let second = match self.toks.get(i + 1) {
            Some(Token {
                tok: Tok::Num(s), gap, ..
            }) if (*gap == Gap::Mark || (*gap == Gap::Space && first.len() == 1)) && !starts_move(self.toks, i + 1) => {
                Some(s)
            }
            _ => None,
        };
        let next = if second.is_some() { i + 2 } else { i + 1 };
        let end = self.here(next - 1);
        let bad = || NotationError::BadCell {
            text: echo(&self.snippet(end)),
            a,
            b,
            hv,
        };
        let read = |s: &str| s.parse::<u32>().map_err(|_| bad());
        let cell = match second {
            Some(s) => (read(first)?, read(s)?),
            None if first.len() == 2 => {
                let (c, r) = first.split_at(1);
                (read(c)?, read(r)?)
            }
            None => return Err(bad()),
        };
        Ok((cell, next))
    }
}

/// Reads one move starting at token `i`; returns it and the next index.
fn read_move(text: &str, toks: &[Token], mut i: usize) -> Result<(TypedMove, usize), NotationError> {
    let start = toks.get(i).map_or(0, |t| t.start);
    let r = Reader { text, toks, start };
    if let Some(Tok::Word(w)) = r.tok(i)
        && matches!(w.as_str(), "ADD" | "SLIDE" | "MOVE")
    {
        i += 1;
    }
    let (numbers, at) = r.numbers(i)?;
    let (a, b) = numbers;
    let Some(Tok::Word(w)) = r.tok(at) else {
        return Err(NotationError::NoMove { a, b });
    };
    let vertical = match w.as_str() {
        "H" | "HORIZONTAL" | "ACROSS" => false,
        "V" | "VERTICAL" | "UPRIGHT" => true,
        other => {
            let Some(dir) = Dir::parse(other) else {
                return Err(NotationError::NotDirection { word: echo(w), a, b });
            };
            let typed = Typed::Slide { numbers, dir };
            return Ok((
                TypedMove {
                    text: r.snippet(r.here(at)),
                    typed,
                },
                at + 1,
            ));
        }
    };
    let hv = if vertical { 'V' } else { 'H' };
    let ((col, row), next) = r.cell(at + 1, numbers, hv)?;
    let typed = Typed::Add {
        numbers,
        vertical,
        col,
        row,
    };
    Ok((
        TypedMove {
            text: r.snippet(r.here(next - 1)),
            typed,
        },
        next,
    ))
}

/// The part of a line that could not be read, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    /// The text from the first move that could not be read to the end.
    pub text: String,
    pub error: NotationError,
}

/// Reads every move in `text`, in order. On a move it cannot read, returns
/// the moves before it and the reason, so those can still be played.
pub fn parse_moves(text: &str) -> (Vec<TypedMove>, Option<Unreadable>) {
    let (toks, stray) = tokenise(text);
    let rest = |from: usize| text.get(from..).unwrap_or_default().trim().to_string();
    if toks.is_empty() {
        return (
            Vec::new(),
            Some(Unreadable {
                text: text.trim().to_string(),
                error: stray.unwrap_or(NotationError::Nothing),
            }),
        );
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        match read_move(text, &toks, i) {
            Ok((m, next)) => {
                out.push(m);
                i = next;
            }
            // A move cut short by a stray character: the character is the problem.
            Err(e) => {
                let error = stray.unwrap_or(e);
                return (
                    out,
                    Some(Unreadable {
                        text: rest(toks[i].start),
                        error,
                    }),
                );
            }
        }
    }
    let unread = stray.map(|error| Unreadable {
        text: rest(toks.last().map_or(0, |t| t.end)),
        error,
    });
    (out, unread)
}

/// Reads exactly one move and matches it against `pos`.
pub fn read_one(pos: &Position, text: &str) -> Result<Move, MoveError> {
    match parse_moves(text) {
        (moves, None) if moves.len() == 1 => Ok(resolve(pos, &moves[0].typed)?),
        (moves, None) => Err(NotationError::NotOne(moves.len()).into()),
        (_, Some(e)) => Err(e.error.into()),
    }
}

/// What a move plays, as the move picker groups it: a move is one word
/// (`23V21`, `36D`, `32H10,1`) that starts with its domino's two numbers,
/// so it is grouped under that domino, smaller number first (`2-3`);
/// anything else by its first word (see the record's `group_of`).
pub fn group_of(notation: &str) -> String {
    let first = notation.split_whitespace().next().unwrap_or_default();
    let mut chars = first.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some(a), Some(b), Some(c)) if c.is_ascii_alphabetic() => match (a.to_digit(10), b.to_digit(10)) {
            (Some(a), Some(b)) => format!("{}-{}", a.min(b), a.max(b)),
            _ => crate::record::first_word(notation),
        },
        _ => crate::record::first_word(notation),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Typed {
        let (moves, err) = parse_moves(text);
        assert_eq!(err, None, "{text}");
        assert_eq!(moves.len(), 1, "{text}");
        moves[0].typed
    }

    fn add(a: u8, b: u8, vertical: bool, col: u32, row: u32) -> Typed {
        Typed::Add {
            numbers: (a, b),
            vertical,
            col,
            row,
        }
    }

    #[test]
    fn the_seed_notation_reads_as_written() {
        assert_eq!(
            one("36D"),
            Typed::Slide {
                numbers: (3, 6),
                dir: Dir::S
            }
        );
        assert_eq!(one("23V21"), add(2, 3, true, 2, 1));
        assert_eq!(one("25H21"), add(2, 5, false, 2, 1));
        assert_eq!(
            one("22R"),
            Typed::Slide {
                numbers: (2, 2),
                dir: Dir::E
            }
        );
    }

    #[test]
    fn reading_forgives_case_spaces_dashes_and_words() {
        for text in [
            "23v21",
            " 2-3 V 2 1 ",
            "2-3v2,1",
            "add 23 v 21",
            "23 vertical 2:1",
            "(23V21)",
        ] {
            assert_eq!(one(text), add(2, 3, true, 2, 1), "{text}");
        }
        for text in ["36d", "3-6 D", "36 down", "slide 36 below", "3|6s"] {
            assert_eq!(
                one(text),
                Typed::Slide {
                    numbers: (3, 6),
                    dir: Dir::S
                },
                "{text}"
            );
        }
        assert_eq!(one("23V10,1"), add(2, 3, true, 10, 1));
        assert_eq!(one("23H3,12"), add(2, 3, false, 3, 12));
    }

    #[test]
    fn several_moves_split_on_commas_or_spaces() {
        let texts = [
            "36D, 23V21, 33D, 53V32",
            "36D 23V21 33D 53V32",
            "36d,23v21,33d,53v32",
            "36D;23V21  33D,53V32",
        ];
        for text in texts {
            let (moves, err) = parse_moves(text);
            assert_eq!(err, None, "{text}");
            let got: Vec<String> = moves.iter().map(|m| typed_text(&m.typed)).collect();
            assert_eq!(got, ["36D", "23V21", "33D", "53V32"], "{text}");
        }
        let (moves, _) = parse_moves("23V10,1, 45H32 23V2 1");
        let got: Vec<String> = moves.iter().map(|m| typed_text(&m.typed)).collect();
        assert_eq!(got, ["23V10,1", "45H32", "23V21"]);
        assert_eq!(moves[0].text, "23V10,1");
    }

    #[test]
    fn a_bad_move_keeps_the_ones_before_it() {
        let (moves, err) = parse_moves("36D, 23V21, 99X, 33D");
        assert_eq!(moves.len(), 2);
        let err = err.unwrap();
        assert_eq!(err.error, NotationError::NotDoubleSix("9".into()));
        assert!(err.error.to_string().contains("9 is not on a double-six domino"));
        assert_eq!(err.text, "99X, 33D");
        let (moves, err) = parse_moves("36D 23V");
        assert_eq!(moves.len(), 1);
        let err = err.unwrap().error;
        assert_eq!(err, NotationError::NoCell { a: 2, b: 3, hv: 'V' });
        assert!(err.to_string().contains("column and row"));
    }

    #[test]
    fn reading_explains_what_is_wrong() {
        use NotationError::*;
        let err = |t: &str| parse_moves(t).1.map(|e| e.error).expect(t);
        let text = |t: &str| err(t).to_string();
        assert_eq!(err(""), Nothing);
        assert!(text("").contains("nothing to read"));
        assert_eq!(err("hello"), NoNumbers("hello".into()));
        assert!(text("hello").contains("should start with the domino's two numbers"));
        assert_eq!(err("36"), NoMove { a: 3, b: 6 });
        assert!(text("36").contains("write a direction"));
        assert_eq!(
            err("36X"),
            NotDirection {
                word: "X".into(),
                a: 3,
                b: 6
            }
        );
        assert!(text("36X").contains("neither a direction"));
        let bad = |t: &str| BadCell {
            text: t.into(),
            a: 2,
            b: 3,
            hv: 'V',
        };
        assert_eq!(err("23V123"), bad("23V123"));
        assert!(text("23V123").contains("with a comma"));
        assert_eq!(err("23V2"), bad("23V2"));
        assert!(text("23V2").contains("column and row"));
        assert_eq!(err("3-"), NoSecondNumber("3-".into()));
        assert!(text("3-").contains("second number"));
        assert_eq!(err("36D ☃"), Stray('☃'));
        assert!(text("36D ☃").contains("don't understand"));
        assert_eq!(parse_moves("36D ☃").0.len(), 1);
        assert_eq!(err("36☃D"), Stray('☃'));
        assert_eq!(err("361D"), NotTwoNumbers("361".into()));
        assert!(text("361D").contains("two numbers"));
        assert_eq!(err("37D"), NotDoubleSix("7".into()));
        assert!(text("37D").contains("7 is not on a double-six domino"));
        // What was typed is echoed, cut short.
        let long = err(&format!("23V{}", "1".repeat(500)));
        assert!(
            matches!(&long, BadCell { text, .. } if text.chars().count() <= 40),
            "{long}"
        );
    }

    #[test]
    fn canonical_text_reads_back() {
        let samples = [
            add(2, 3, true, 2, 1),
            add(6, 0, false, 10, 3),
            add(1, 1, true, 4, 11),
            Typed::Slide {
                numbers: (0, 5),
                dir: Dir::W,
            },
        ];
        for t in samples {
            assert_eq!(one(&typed_text(&t)), t);
        }
    }

    #[test]
    fn a_move_is_grouped_by_its_domino_smaller_number_first() {
        for (notation, what) in [
            ("23V21", "2-3"),
            ("32H10,1", "2-3"),
            ("36D", "3-6"),
            ("15", "15"),
            ("", ""),
        ] {
            assert_eq!(group_of(notation), what, "{notation}");
        }
    }
}
