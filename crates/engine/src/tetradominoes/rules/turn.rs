//! The flow of a turn: domino, tetromino, end-of-turn draw, the partner
//! gift, the stuck procedure, and the end of a game or of a match.
//!
//! Every action checks everything first and changes the state only once it
//! is sure to succeed, so a refused action leaves the game untouched.

use super::Refusal;
use super::pieces::Piece;
use crate::common::board::Board;
use crate::common::grid::Cell;
use crate::common::placement::Placement;
use crate::common::tiles::{Tile, double_six};
use crate::event::{Event, Line};
use crate::tetradominoes::lines::{self, Who};
use crate::tetradominoes::{End, HAND, Held, MATCH_POINTS, Phase, Placed, Tetradominoes};
use crate::{Game, GameRng, Outcome, RuleError, Seat};

impl Tetradominoes {
    /// Shuffles the whole set, deals four to each seat, and clears the table.
    pub(in crate::tetradominoes) fn deal(&mut self, rng: &mut GameRng) {
        let mut pile = double_six();
        rng.shuffle(&mut pile);
        for hand in &mut self.hands {
            let at = pile.len().saturating_sub(HAND);
            *hand = pile
                .split_off(at)
                .into_iter()
                .map(|tile| Held { tile, revealed: false })
                .collect();
        }
        self.pile = pile;
        self.board = Board::default();
        self.pieces.clear();
        self.passes = 0;
        self.last_was_piece = false;
    }

    /// What the acting seat is expected to do now, as a refusal of something else.
    fn wrong_step(&self) -> RuleError<Refusal> {
        RuleError::Illegal(match &self.phase {
            Phase::Domino(_) => Refusal::DominoFirst,
            Phase::Reveal(_) => Refusal::RevealFirst,
            Phase::Tetromino { .. } => Refusal::TetrominoOrSkip,
            // Only the seats still deciding act in this step (`acting`):
            // one who has decided is told it is not their turn.
            Phase::Gift { .. } => Refusal::GiveOrKeep,
            Phase::Over(_) => return RuleError::GameOver,
        })
    }

    fn draw_one(&mut self, seat: Seat) -> bool {
        match self.pile.pop() {
            Some(tile) => {
                self.hands[seat].push(Held { tile, revealed: false });
                self.passes = 0;
                true
            }
            None => false,
        }
    }

    /// End of a turn: fewer than four dominoes means drawing one.
    fn draw_at_end(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.hands[seat].len() < HAND && self.draw_one(seat) {
            events.push(lines::draws(seat, self.pile.len()).into());
        }
    }

    fn reveal_and_draw(&mut self, seat: Seat, shown: [Tile; 2], events: &mut Vec<Event>) {
        for tile in shown {
            if let Some(h) = self.hands[seat].iter_mut().find(|h| h.tile == tile && !h.revealed) {
                h.revealed = true;
            }
        }
        self.draw_one(seat);
        events.push(lines::reveals_and_draws(seat, &shown, self.pile.len()).into());
    }

    /// Starts `seat`'s turn. A seat that cannot play reveals two hidden
    /// dominoes and draws one, again and again; when it has a choice of
    /// which two, it decides (the `Reveal` step). When it can go on no
    /// longer it reveals everything and passes, and the next seat begins.
    pub(in crate::tetradominoes) fn begin_turn(&mut self, seat: Seat, events: &mut Vec<Event>, rng: &mut GameRng) {
        let n = self.seat_count();
        let mut seat = seat;
        loop {
            if !self.domino_moves(seat).is_empty() {
                self.phase = Phase::Domino(seat);
                return;
            }
            let hidden = self.hidden(seat);
            if self.pile.is_empty() || hidden.len() < 2 {
                for h in &mut self.hands[seat] {
                    h.revealed = true;
                }
                events.push(if hidden.is_empty() {
                    lines::passes(seat).into()
                } else {
                    lines::reveals_and_passes(seat, &hidden).into()
                });
                self.passes += 1;
                self.draw_at_end(seat, events);
                if self.passes >= n {
                    self.end_game(End::Blocked, events, rng);
                    return;
                }
                seat = (seat + 1) % n;
                continue;
            }
            if let [a, b] = hidden[..] {
                self.reveal_and_draw(seat, [a, b], events);
                continue;
            }
            self.phase = Phase::Reveal(seat);
            events.push(lines::chooses_reveal(seat).into());
            return;
        }
    }

    pub(in crate::tetradominoes) fn play_domino(
        &mut self,
        seat: Seat,
        p: Placement,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError<Refusal>> {
        if !matches!(self.phase, Phase::Domino(s) if s == seat) {
            return Err(self.wrong_step());
        }
        let tile = p.tile();
        let Some(index) = self.hands[seat].iter().position(|h| h.tile == tile) else {
            return Err(RuleError::Illegal(Refusal::NotHeld(tile)));
        };
        self.check_domino(&p).map_err(RuleError::Illegal)?;
        self.hands[seat].remove(index);
        self.board.place(p);
        self.passes = 0;
        self.last_was_piece = false;
        let mut events: Vec<Event> = vec![lines::played_domino(&p).into()];
        if self.tetromino_moves(seat, &p).is_empty() {
            events.push(lines::no_fit().into());
            self.end_turn(seat, false, &mut events, rng);
        } else {
            self.phase = Phase::Tetromino { seat, domino: p };
        }
        Ok(events)
    }

    pub(in crate::tetradominoes) fn reveal_two(
        &mut self,
        seat: Seat,
        a: Tile,
        b: Tile,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError<Refusal>> {
        if !matches!(self.phase, Phase::Reveal(s) if s == seat) {
            return Err(self.wrong_step());
        }
        let hidden = self.hidden(seat);
        for t in [a, b] {
            if !hidden.contains(&t) {
                return Err(RuleError::Illegal(if self.holds(seat, t) {
                    Refusal::FaceUp(t)
                } else {
                    Refusal::NotHeld(t)
                }));
            }
        }
        if a == b {
            return Err(RuleError::Illegal(Refusal::SameTwice));
        }
        let mut events = Vec::new();
        self.reveal_and_draw(seat, [a, b], &mut events);
        self.begin_turn(seat, &mut events, rng);
        Ok(events)
    }

    pub(in crate::tetradominoes) fn play_tetromino(
        &mut self,
        seat: Seat,
        piece: Piece,
        cells: [Cell; 4],
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError<Refusal>> {
        let Phase::Tetromino { seat: s, domino } = self.phase else {
            return Err(self.wrong_step());
        };
        if s != seat {
            return Err(self.wrong_step());
        }
        let cells = super::pieces::reading_order(cells);
        self.check_tetromino(seat, piece, &cells, &domino)
            .map_err(RuleError::Illegal)?;
        let side = self.side_of(seat);
        let numbers: Vec<String> = cells
            .iter()
            .filter_map(|c| self.board.number_at(*c))
            .map(|n| n.to_string())
            .collect();
        self.pieces.push(Placed {
            piece,
            side,
            colour: self.colour_of(seat),
            owner: seat,
            cells,
        });
        self.last_was_piece = true;
        if let Some(series) = &mut self.series
            && let Some(p) = series.points.get_mut(seat)
        {
            *p += 1;
        }
        let squares: Vec<String> = cells.iter().map(ToString::to_string).collect();
        let mut events: Vec<Event> =
            vec![lines::played_piece(piece.letter(), side, &squares.join(" "), &numbers.join(", ")).into()];
        if self.match_points(seat).is_some_and(|p| p >= MATCH_POINTS) {
            events.push(lines::reaches(self.side_words(seat)).into());
            self.phase = Phase::Over(End::MatchWon(seat));
        } else if self.tally(seat) >= self.target() {
            self.end_game(End::Reached(seat), &mut events, rng);
        } else if self.pieces.len() == Piece::ALL.len() {
            events.push(lines::all_down().into());
            self.end_game(End::AllPlayed, &mut events, rng);
        } else {
            self.end_turn(seat, true, &mut events, rng);
        }
        Ok(events)
    }

    pub(in crate::tetradominoes) fn skip(
        &mut self,
        seat: Seat,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError<Refusal>> {
        if !matches!(self.phase, Phase::Tetromino { seat: s, .. } if s == seat) {
            return Err(self.wrong_step());
        }
        let mut events = vec![lines::plays_no_tetromino().into()];
        self.end_turn(seat, false, &mut events, rng);
        Ok(events)
    }

    /// The end of `seat`'s turn: the draw, then (four players, after a
    /// tetromino) the other team's gift step, then the next seat.
    fn end_turn(&mut self, seat: Seat, tetromino: bool, events: &mut Vec<Event>, rng: &mut GameRng) {
        let n = self.seat_count();
        self.draw_at_end(seat, events);
        if tetromino && self.team_game() {
            let others = [(seat + 1) % n, (seat + 3) % n];
            // A player with an empty hand has nothing to decide.
            let mut waiting: Vec<Seat> = others.into_iter().filter(|&s| !self.hands[s].is_empty()).collect();
            waiting.sort();
            if !waiting.is_empty() {
                events.push(lines::may_give(&waiting).into());
                self.phase = Phase::Gift {
                    after: seat,
                    waiting,
                    chosen: Vec::new(),
                };
                return;
            }
        }
        self.begin_turn((seat + 1) % n, events, rng);
    }

    /// One player's secret gift decision. The first decision is held until
    /// the second is in, so neither partner learns the other's choice
    /// before making their own; then both gifts change hands at once.
    pub(in crate::tetradominoes) fn decide_gift(
        &mut self,
        seat: Seat,
        gift: Option<Tile>,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError<Refusal>> {
        let Phase::Gift { after, waiting, chosen } = &self.phase else {
            return Err(self.wrong_step());
        };
        if !waiting.contains(&seat) {
            return Err(self.wrong_step());
        }
        if let Some(t) = gift
            && !self.holds(seat, t)
        {
            return Err(RuleError::Illegal(Refusal::NotHeld(t)));
        }
        let after = *after;
        let mut waiting = waiting.clone();
        let mut chosen = chosen.clone();
        waiting.retain(|&s| s != seat);
        chosen.push((seat, gift));
        let mut events: Vec<Event> = vec![];
        if !waiting.is_empty() {
            events.push(lines::decided(waiting[0]).into());
            self.phase = Phase::Gift { after, waiting, chosen };
            return Ok(events);
        }
        events.push(lines::decided_too().into());
        chosen.sort();
        let n = self.seat_count();
        let mut moving = Vec::new();
        for &(giver, gift) in &chosen {
            let partner = (giver + 2) % n;
            let given = gift.and_then(|t| {
                let i = self.hands[giver].iter().position(|h| h.tile == t)?;
                Some(self.hands[giver].remove(i))
            });
            match given {
                Some(h) => {
                    events.push(if h.revealed {
                        lines::gives_face_up(giver, h.tile, partner).into()
                    } else {
                        lines::gives_hidden(giver, partner).into()
                    });
                    moving.push((partner, h));
                }
                None => events.push(lines::keeps(giver).into()),
            }
        }
        for (partner, h) in moving {
            self.hands[partner].push(h);
        }
        self.begin_turn((after + 1) % n, &mut events, rng);
        Ok(events)
    }

    /// Ends the current game. In a match the score is kept and the next
    /// game is dealt at once, begun by the next seat.
    pub(in crate::tetradominoes) fn end_game(&mut self, end: End, events: &mut Vec<Event>, rng: &mut GameRng) {
        let Some(game) = self.series.as_ref().map(|s| s.game) else {
            events.push(self.summary(end).into());
            self.phase = Phase::Over(end);
            return;
        };
        let result = lines::game_result(game, self.summary(end));
        let n = self.seat_count();
        let starter = (self.starter + 1) % n;
        if let Some(series) = &mut self.series {
            series.results.push(result.clone());
            series.game += 1;
        }
        events.push(result.into());
        events.push(lines::match_score(&self.match_score()).into());
        self.starter = starter;
        self.deal(rng);
        events.push(Event::new_deal(lines::dealt_again(game + 1, starter)));
        self.begin_turn(starter, events, rng);
    }

    /// How the score lines name `seat`: with its team's colour in a single
    /// game; in a match by its players only, since a team's colour changes
    /// from game to game and a result kept from an earlier game would
    /// contradict the picture.
    fn side_words(&self, seat: Seat) -> Who {
        if self.series.is_some() {
            self.who_lastingly(seat)
        } else {
            self.who(seat)
        }
    }

    /// Each side's match points: per seat, or per team.
    pub(in crate::tetradominoes) fn match_score(&self) -> Vec<(Who, u32)> {
        self.sides()
            .iter()
            .map(|&s| (self.side_words(s), self.match_points(s).unwrap_or(0)))
            .collect()
    }

    /// The first seat of each side: with partners, seat 3 plays for the
    /// side of seat 1.
    fn sides(&self) -> Vec<Seat> {
        if self.team_game() {
            vec![0, 1]
        } else {
            (0..self.seat_count()).collect()
        }
    }

    /// Who won (or that nobody did), with the tetromino counts. The
    /// counts follow as "to 2 for …": sides named with their players
    /// carry brackets of their own, so the counts take none.
    fn summary(&self, end: End) -> Line {
        let firsts = self.sides();
        let best = firsts.iter().map(|&s| self.tally(s)).max().unwrap_or(0);
        let leaders: Vec<Seat> = firsts.iter().copied().filter(|&s| self.tally(s) == best).collect();
        let rest: Vec<Seat> = firsts.iter().copied().filter(|s| !leaders.contains(s)).collect();
        let to_others = |above: &[Seat]| -> Vec<(u32, Who)> {
            let sides: Vec<Seat> = above
                .iter()
                .map(|&s| if self.team_game() { s % 2 } else { s })
                .collect();
            firsts
                .iter()
                .filter(|s| !sides.contains(s))
                .map(|&s| (self.tally(s), self.side_words(s)))
                .collect()
        };
        match end {
            End::Reached(s) => lines::reached(self.side_words(s), self.tally(s), &to_others(&[s])),
            End::MatchWon(s) => lines::match_won(self.side_words(s)),
            End::AllPlayed | End::Blocked => {
                let why = if end == End::AllPlayed {
                    lines::all_down()
                } else {
                    lines::everyone_passed()
                };
                match (leaders.as_slice(), rest.is_empty()) {
                    ([one], _) => lines::most(why, self.side_words(*one), best, &to_others(&leaders)),
                    (_, true) => lines::draw(why, best),
                    (_, false) => {
                        let names: Vec<Who> = leaders.iter().map(|&s| self.side_words(s)).collect();
                        lines::share(why, &names, best, &to_others(&leaders))
                    }
                }
            }
        }
    }

    /// Ranks by tetrominoes (team totals with four players), or by match
    /// points once a match is won; partners share their team's place.
    pub(in crate::tetradominoes) fn outcome_of(&self, end: End) -> Outcome {
        let rows: Vec<(Seat, i64, i64)> = (0..self.seat_count())
            .map(|s| {
                let score = match end {
                    End::MatchWon(_) => i64::from(self.match_points(s).unwrap_or(0)),
                    _ => i64::from(self.tally(s)),
                };
                (s, score, -score)
            })
            .collect();
        let mut outcome = Outcome::ranked(&rows, self.summary(end));
        // Two teams place first and second: partners are one side, not two
        // players each (the ranking alone would call the losers third).
        outcome = outcome.for_teams(Game::teams(self));
        if self.team_game() {
            for s in &mut outcome.standings {
                s.rank = if s.rank == 1 { 1 } else { 2 };
            }
        }
        outcome
    }
}
