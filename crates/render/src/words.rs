//! The words drawn on pictures, in the picture's language. The render
//! crate knows no catalogue: the service fills a [`Words`] from its own
//! (`names.ftl`) and draws a picture inside [`in_words`]; [`Words::default`]
//! is the English, so a picture drawn outside reads as it always did.
//! Counted words are functions, so each language picks its own plural.

use dominoes_engine::common::words::{ordinal, plural};
use dominoes_engine::view::TileLabel;
use dominoes_engine::{Line, Seat};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

/// Words that name a fact (a count, two counts): the language's function.
pub struct Say<A>(Arc<dyn Fn(A) -> String + Send + Sync>);

impl<A> Say<A> {
    pub fn new(say: impl Fn(A) -> String + Send + Sync + 'static) -> Say<A> {
        Say(Arc::new(say))
    }

    /// The words for `fact`.
    pub fn of(&self, fact: A) -> String {
        (self.0)(fact)
    }
}

impl<A> Clone for Say<A> {
    fn clone(&self) -> Say<A> {
        Say(Arc::clone(&self.0))
    }
}

/// Words naming a count.
pub type Counted = Say<usize>;

/// The language's words for an engine line (a note, a title, a role, a
/// score): each sentence of the catalogue in the picture's language, each
/// seat named by the function it is given.
#[derive(Clone)]
pub struct SayLine(Arc<WordLine>);

/// Words `line`, each seat named by the function given.
type WordLine = dyn Fn(&Line, &dyn Fn(Seat) -> String) -> String + Send + Sync;

impl SayLine {
    pub fn new(say: impl Fn(&Line, &dyn Fn(Seat) -> String) -> String + Send + Sync + 'static) -> SayLine {
        SayLine(Arc::new(say))
    }

    /// `line` in words, each seat named by `name`.
    pub fn of(&self, line: &Line, name: &dyn Fn(Seat) -> String) -> String {
        (self.0)(line, name)
    }
}

/// Every word a picture draws: its own, and how to word what the engine's
/// view brings (titles, roles, scores, notes).
#[derive(Clone)]
pub struct Words {
    /// What the engine's view says: notes, the title, roles, scores and
    /// details.
    pub line: SayLine,
    /// A private tile's label on the hand picture ("mission", "to play").
    pub tile_label: Say<TileLabel>,
    /// The header: "game over", "seat 2", a place ("1st").
    pub game_over: String,
    pub seat: Counted,
    pub place: Counted,
    /// The hand picture.
    pub your_hand: String,
    pub nothing_in_hand: String,
    pub no_hidden_tiles: String,
    /// Shared by several boards.
    pub none: String,
    pub empty: String,
    /// Dominoids: the dice's groups, the gene pool, the food eaten.
    pub dice_old: String,
    pub dice_this_turn: String,
    pub dice_new: String,
    pub gene_pool: Counted,
    pub nothing_eaten: String,
    /// Euronimoes: a player's status, the market and the pile, a score.
    pub chips: Counted,
    pub in_hand: Counted,
    pub finished: String,
    pub to_play: String,
    pub done: String,
    pub gives_one: String,
    /// A market slot's cost in chips (2 or more), under the slot.
    pub cost: Counted,
    pub free: String,
    pub market: String,
    pub pile: String,
    pub score: Say<i64>,
    /// Adding Donimoes: progress (moves, and the shortest solution's), the
    /// queue.
    pub solved: Counted,
    pub solved_shortest: Counted,
    pub solved_longer: Say<(usize, usize)>,
    pub moves: Counted,
    pub moves_of_shortest: Say<(usize, usize)>,
    pub last_to_add: String,
    pub still_to_add: Counted,
    pub next: String,
    /// The rating chart.
    pub no_rated_games: String,
    pub more_left_out: Counted,
    /// A day under the chart ("3 May"), from Unix seconds.
    pub day_month: Say<i64>,
}

impl Default for Words {
    /// The English, as the pictures always read.
    fn default() -> Words {
        let moves = |n: usize| plural(n as i64, "move", "moves");
        Words {
            line: SayLine::new(|line, name| line.words(name)),
            tile_label: Say::new(|label: TileLabel| label.english().to_string()),
            game_over: "game over".into(),
            seat: Say::new(|n| format!("seat {n}")),
            place: Say::new(ordinal),
            your_hand: "your hand".into(),
            nothing_in_hand: "nothing in hand".into(),
            no_hidden_tiles: "You have no hidden tiles in this game.".into(),
            none: "none".into(),
            empty: "empty".into(),
            dice_old: "Old".into(),
            dice_this_turn: "This turn".into(),
            dice_new: "New".into(),
            gene_pool: Say::new(|n| format!("Gene pool ({n})")),
            nothing_eaten: "nothing eaten yet".into(),
            chips: Say::new(|n| plural(n as i64, "chip", "chips")),
            in_hand: Say::new(|n| format!("{n} in hand")),
            finished: "finished".into(),
            to_play: "to play".into(),
            done: "done".into(),
            gives_one: "gives 1".into(),
            cost: Say::new(|n| plural(n as i64, "chip", "chips")),
            free: "free".into(),
            market: "MARKET".into(),
            pile: "PILE".into(),
            score: Say::new(|n| format!("score {n}")),
            solved: Say::new(move |n| format!("Solved in {}", moves(n))),
            solved_shortest: Say::new(move |n| format!("Solved in {}: a shortest solution!", moves(n))),
            solved_longer: Say::new(move |(n, s)| format!("Solved in {} (shortest: {s})", moves(n))),
            moves: Say::new(|n| format!("Moves: {n}")),
            moves_of_shortest: Say::new(|(n, s)| format!("Moves: {n}   ·   shortest solution: {s}")),
            last_to_add: "Last to add:".into(),
            still_to_add: Say::new(|n| format!("Still to add, next first ({n}):")),
            next: "next".into(),
            no_rated_games: "no rated games yet".into(),
            more_left_out: Say::new(|n| format!("and {n} more with fewer games, listed in the message")),
            day_month: Say::new(dominoes_engine::calendar::day_month),
        }
    }
}

thread_local! {
    /// The words of the picture being drawn on this thread.
    static WORDS: RefCell<Rc<Words>> = RefCell::new(Rc::new(Words::default()));
}

/// Draws with `words`: every picture `draw` makes on this thread reads
/// them (as [`crate::text::smallest_drawn`] watches the text it draws, so
/// that no drawing function carries them); the words before come back
/// after, even if `draw` panics.
pub fn in_words<R>(words: &Words, draw: impl FnOnce() -> R) -> R {
    struct Restore(Option<Rc<Words>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            if let Some(outer) = self.0.take() {
                WORDS.with(|w| *w.borrow_mut() = outer);
            }
        }
    }
    let outer = WORDS.with(|w| w.replace(Rc::new(words.clone())));
    let _restore = Restore(Some(outer));
    draw()
}

/// The words of the picture being drawn.
pub(crate) fn words() -> Rc<Words> {
    WORDS.with(|w| Rc::clone(&w.borrow()))
}
