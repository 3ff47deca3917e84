//! What the computer players need from a Tetradominoes state: a
//! determinization for one seat (every hidden domino resampled from what
//! that seat cannot see) and a heuristic of how well a seat stands.

use super::{Held, Phase, Tetradominoes};
use crate::common::hidden::{deal, deal_one, standing, unseen_pool};
use crate::common::tiles::{Tile, double_six};
use crate::{Game, GameRng, Seat};

/// The tetromino lead that makes a seat about three times as likely to be
/// ahead at the end: one piece is a big step in a race to three or four.
const SCALE: f64 = 1.5;

impl Tetradominoes {
    /// A state `seat` cannot tell apart from this one, with every domino it
    /// has not seen (other seats' hidden dominoes and the pile) dealt afresh
    /// from `rng`. Only what the seat sees is read: the table, face-up
    /// dominoes, its own hand, and how many dominoes each hidden place
    /// holds. Another seat's undisclosed gift decision becomes "keep", since
    /// which tile (if any) it named is exactly what the seat cannot know.
    pub fn determinize_for(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut out = self.clone();
        if seat >= self.seat_count() {
            return out;
        }
        let seen = self
            .board
            .tiles()
            .chain(self.hands.iter().flatten().filter(|h| h.revealed).map(|h| h.tile))
            .chain(self.hidden(seat));
        let mut pool = unseen_pool(double_six(), seen, rng);
        let plays = |t: &Tile| !self.moves_of(vec![*t]).is_empty();
        // Fixed order of places: other seats by seat number, then the pile.
        for other in (0..self.seat_count()).filter(|&s| s != seat) {
            let revealed = self.revealed(other);
            let count = self.hands[other].iter().filter(|h| !h.revealed).count();
            let mut hidden = Vec::with_capacity(count);
            // Whose turn it is tells everyone something: a seat to lay a
            // domino holds one that fits, a seat choosing what to reveal
            // holds none. Dealt hands keep to that where the pool allows.
            match self.phase {
                Phase::Reveal(s) if s == other => {
                    for _ in 0..count {
                        hidden.extend(deal_one(&mut pool, |t| !plays(t)));
                    }
                }
                Phase::Domino(s) if s == other && count > 0 && !revealed.iter().any(plays) => {
                    hidden.extend(deal_one(&mut pool, plays));
                }
                _ => {}
            }
            hidden.extend(deal(&mut pool, count - hidden.len()));
            out.hands[other] = revealed
                .into_iter()
                .map(|tile| Held { tile, revealed: true })
                .chain(hidden.into_iter().map(|tile| Held { tile, revealed: false }))
                .collect();
        }
        out.pile = deal(&mut pool, self.pile.len());
        if let Phase::Gift { chosen, .. } = &mut out.phase {
            for (giver, gift) in chosen.iter_mut() {
                if *giver != seat {
                    *gift = None;
                }
            }
        }
        out
    }

    /// How well `seat` (with its partner in the team game) stands, in
    /// [0, 1]: 0.5 when level with every other side. It counts tetrominoes
    /// (match points in a match), the thing that decides the game; once the
    /// game is over it is the share of other sides placed below the seat.
    pub fn heuristic_for(&self, seat: Seat) -> f64 {
        if seat >= self.seat_count() {
            return 0.5;
        }
        let team = self.team_of(seat);
        let sides: Vec<Seat> = (0..self.seat_count())
            .filter(|s| !team.contains(s) && (!self.team_game() || *s < 2))
            .collect();
        if let Some(outcome) = self.outcome() {
            let Some(own) = outcome.rank_of(seat) else {
                return 0.5;
            };
            if sides.is_empty() {
                return 0.5;
            }
            let score: f64 = sides
                .iter()
                .map(|&s| match outcome.rank_of(s).map(|r| r.cmp(&own)) {
                    Some(std::cmp::Ordering::Greater) => 1.0,
                    Some(std::cmp::Ordering::Equal) | None => 0.5,
                    Some(std::cmp::Ordering::Less) => 0.0,
                })
                .sum();
            return score / sides.len() as f64;
        }
        let value = |s: Seat| f64::from(self.match_points(s).unwrap_or_else(|| self.tally(s)));
        let others: Vec<f64> = sides.iter().map(|&s| value(s)).collect();
        standing(value(seat), &others, SCALE)
    }
}

/// Every domino of a state, wherever it is, sorted (for conservation).
#[cfg(test)]
fn all_tiles(g: &Tetradominoes) -> Vec<Tile> {
    let mut v: Vec<Tile> = g
        .board
        .tiles()
        .chain(g.hands.iter().flatten().map(|h| h.tile))
        .chain(g.pile.iter().copied())
        .collect();
    v.sort();
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;
    use crate::common::grid::Cell;

    fn midgame(seats: usize, seed: u64, plies: usize) -> Tetradominoes {
        let mut rng = GameRng::from_seed(GameRng::seed_from_u64(seed));
        let mut g = Tetradominoes::setup(&Options::default(), seats, &mut rng).expect("setup");
        for _ in 0..plies {
            let Some(&s) = g.to_act().seats().first() else { break };
            let moves = g.legal_actions(s);
            if moves.is_empty() {
                break;
            }
            let a = &moves[rng.below(moves.len())];
            g.apply(s, a, &mut rng).expect("legal move");
        }
        g
    }

    fn own_hand(g: &Tetradominoes, seat: Seat) -> Vec<Held> {
        g.hands[seat].clone()
    }

    #[test]
    fn determinizing_keeps_the_table_the_own_hand_and_every_domino() {
        for seats in 2..=4 {
            for seed in 0..20 {
                let g = midgame(seats, seed, 14);
                for seat in 0..seats {
                    let d = g.determinize_for(seat, &mut GameRng::from_seed([seed as u8; 32]));
                    assert_eq!(all_tiles(&d), all_tiles(&g), "dominoes conserved");
                    assert_eq!(d.board, g.board);
                    assert_eq!(d.pieces, g.pieces);
                    assert_eq!(d.to_act(), g.to_act());
                    assert_eq!(d.pile.len(), g.pile.len());
                    assert_eq!(own_hand(&d, seat), own_hand(&g, seat));
                    for other in 0..seats {
                        assert_eq!(d.revealed(other), g.revealed(other));
                        assert_eq!(d.hidden(other).len(), g.hidden(other).len());
                    }
                    assert_eq!(d.view(crate::Viewer::Public), g.view(crate::Viewer::Public));
                }
            }
        }
    }

    #[test]
    fn determinizing_depends_only_on_what_the_seat_sees() {
        let g = midgame(3, 5, 6);
        // Swap a hidden domino of another seat with one of the pile: seat 1
        // sees the same table, but the hidden parts differ.
        let mut h = g.clone();
        let (other, i) = (1..3)
            .find_map(|s| Some((s, h.hands[s].iter().position(|x| !x.revealed)?)))
            .expect("another seat holds a hidden domino");
        let from_pile = h.pile.pop().expect("the pile is not empty");
        let to_pile = std::mem::replace(&mut h.hands[other][i].tile, from_pile);
        h.pile.insert(0, to_pile);
        assert_ne!(g, h);
        assert_eq!(g.view(crate::Viewer::Seat(0)), h.view(crate::Viewer::Seat(0)));
        let a = g.determinize_for(0, &mut GameRng::from_seed([9; 32]));
        let b = h.determinize_for(0, &mut GameRng::from_seed([9; 32]));
        assert_eq!(a, b);
        // Another generator deals differently: the hidden parts really are
        // resampled.
        let c = g.determinize_for(0, &mut GameRng::from_seed([10; 32]));
        assert_ne!(a.pile, c.pile);
    }

    #[test]
    fn another_seats_secret_gift_is_not_read() {
        // Four players after a tetromino: seat 2 has decided, seat 4 not yet.
        let mut g = midgame(4, 1, 0);
        g.phase = Phase::Gift {
            after: 0,
            waiting: vec![3],
            chosen: vec![(1, Some(g.hands[1][0].tile))],
        };
        let mut kept = g.clone();
        kept.phase = Phase::Gift {
            after: 0,
            waiting: vec![3],
            chosen: vec![(1, None)],
        };
        let a = g.determinize_for(3, &mut GameRng::from_seed([2; 32]));
        let b = kept.determinize_for(3, &mut GameRng::from_seed([2; 32]));
        assert_eq!(a, b);
        // The decider's own gift is kept in its own determinization.
        let own = g.determinize_for(1, &mut GameRng::from_seed([2; 32]));
        assert_eq!(own.phase, g.phase);
    }

    #[test]
    fn determinized_states_play_on_to_the_end() {
        for seats in 2..=4 {
            let g = midgame(seats, 3, 8);
            let mut d = g.determinize_for(1, &mut GameRng::from_seed([3; 32]));
            let mut rng = GameRng::from_seed([4; 32]);
            for _ in 0..5000 {
                let Some(&s) = d.to_act().seats().first() else { break };
                let moves = d.legal_actions(s);
                assert!(!moves.is_empty(), "seat {s} must have a legal action");
                let a = &moves[rng.below(moves.len())];
                d.apply(s, a, &mut rng).expect("a legal action applies");
                assert_eq!(all_tiles(&d).len(), 28);
            }
            assert!(d.outcome().is_some(), "the game ends");
        }
    }

    #[test]
    fn only_the_face_down_pile_is_unseen_and_draws_lower_it() {
        assert_eq!(midgame(2, 0, 0).unseen(), 20);
        assert_eq!(midgame(4, 0, 0).unseen(), 12);
        let mut g = midgame(3, 8, 0);
        let mut rng = GameRng::from_seed([8; 32]);
        let mut drew = false;
        while let Some(&s) = g.to_act().seats().first() {
            let before = g.unseen();
            let moves = g.legal_actions(s);
            g.apply(s, &moves[rng.below(moves.len())], &mut rng).expect("legal");
            assert_eq!(g.unseen(), g.pile.len());
            assert!(g.unseen() <= before, "nothing goes back face down");
            drew |= g.unseen() < before;
        }
        assert!(drew);
    }

    #[test]
    fn the_heuristic_is_even_when_level_and_follows_the_tetrominoes() {
        let mut g = midgame(2, 2, 0);
        assert_eq!(g.heuristic_for(0), 0.5);
        assert_eq!(g.heuristic_for(1), 0.5);
        let cells = [Cell::new(0, 0), Cell::new(1, 0), Cell::new(2, 0), Cell::new(3, 0)];
        g.pieces.push(super::super::Placed {
            piece: super::super::Piece::I,
            side: super::super::Side::Light,
            colour: super::super::Colour::Light,
            owner: 0,
            cells,
        });
        assert!(g.heuristic_for(0) > 0.6);
        assert!(g.heuristic_for(1) < 0.4);
        assert!((g.heuristic_for(0) + g.heuristic_for(1) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn in_the_team_game_a_partners_tetromino_counts_for_the_seat() {
        let mut g = midgame(4, 2, 0);
        let cells = [Cell::new(0, 0), Cell::new(1, 0), Cell::new(2, 0), Cell::new(3, 0)];
        g.pieces.push(super::super::Placed {
            piece: super::super::Piece::I,
            side: super::super::Side::Light,
            colour: super::super::Colour::Light,
            owner: 2,
            cells,
        });
        assert!(g.heuristic_for(0) > 0.6);
        assert_eq!(g.heuristic_for(0), g.heuristic_for(2));
        assert!(g.heuristic_for(1) < 0.4);
        assert_eq!(g.heuristic_for(1), g.heuristic_for(3));
    }
}
