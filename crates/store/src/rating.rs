//! Rating systems: pure arithmetic on the ranks of finished games, no IO.
//!
//! A game between two people is rated with Glicko-2, whose deviation (RD)
//! says how sure the rating is. Three or four players, and partnerships,
//! are rated with Weng-Lin (the Bayesian model behind OpenSkill), which
//! reads a whole ranking at once: shared places, and teams whose partners
//! share a rank. Both come from the maintained `skillratings` crate; this
//! module only decides which applies and turns ranks into its inputs.
//!
//! Each system keeps its own units. [`Shown`] puts both on one familiar
//! scale (a newcomer is 1500 ± 700 in either) and shows the cautious end
//! of it, so nobody tops a table after one lucky game. `docs/ratings.md`
//! explains the numbers to players.

use skillratings::MultiTeamOutcome;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

/// Which rating a game feeds: each game kind has one table per pool in
/// each server, because a duel and a four-player table test different skills.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pool {
    /// Two players, each for themselves: Glicko-2.
    Duel,
    /// Three or four players, or partnerships: Weng-Lin.
    Multi,
}

impl Pool {
    pub const ALL: [Pool; 2] = [Pool::Duel, Pool::Multi];

    /// The id stored in the database.
    pub fn id(self) -> &'static str {
        match self {
            Pool::Duel => "duel",
            Pool::Multi => "multi",
        }
    }

    pub fn parse(s: &str) -> Option<Pool> {
        Pool::ALL.into_iter().find(|p| p.id() == s)
    }

    /// How players read the pool's name.
    pub fn label(self) -> &'static str {
        match self {
            Pool::Duel => "2 players",
            Pool::Multi => "3-4 players or teams",
        }
    }

    pub fn system(self) -> &'static str {
        match self {
            Pool::Duel => "Glicko-2",
            Pool::Multi => "Weng-Lin, as OpenSkill",
        }
    }

    /// The pool of a table of `seats` with these partnerships, or `None`
    /// when the game has nobody to be rated against (a patience).
    pub fn for_table(seats: usize, teams: &[Vec<usize>]) -> Option<Pool> {
        match seats {
            0 | 1 => None,
            2 if teams.iter().all(|t| t.len() < 2) => Some(Pool::Duel),
            _ => Some(Pool::Multi),
        }
    }

    /// Where everybody starts.
    pub fn initial(self) -> Skill {
        match self {
            Pool::Duel => {
                let g = Glicko2Rating::new();
                Skill {
                    rating: g.rating,
                    deviation: g.deviation,
                    volatility: g.volatility,
                }
            }
            Pool::Multi => {
                let w = WengLinRating::new();
                Skill {
                    rating: w.rating,
                    deviation: w.uncertainty,
                    volatility: 0.0,
                }
            }
        }
    }
}

/// A rating in its system's own units: Glicko-2's rating, RD and
/// volatility, or Weng-Lin's mu and sigma (volatility unused).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Skill {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// Weng-Lin's mu is put on the Glicko scale with this many points per
/// unit: a difference of one beta (25/6) then reads as about 120 points,
/// close to what the same winning chance is worth in Glicko-2.
const WENG_LIN_POINTS: f64 = 28.0;

/// A rating as players see it, in whole points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The cautious value: the estimate less its uncertainty. Tables are
    /// ordered by it.
    pub rating: i64,
    /// How far the true strength may plausibly lie from the estimate
    /// (2 RD in Glicko-2, 3 sigma in Weng-Lin).
    pub uncertainty: i64,
}

impl Shown {
    /// The best estimate of the player's strength.
    pub fn estimate(self) -> i64 {
        self.rating + self.uncertainty
    }
}

impl Skill {
    /// The estimate and its uncertainty on the shared display scale.
    fn display(self, pool: Pool) -> (f64, f64) {
        match pool {
            Pool::Duel => (self.rating, 2.0 * self.deviation),
            Pool::Multi => (
                1500.0 + WENG_LIN_POINTS * (self.rating - 25.0),
                3.0 * WENG_LIN_POINTS * self.deviation,
            ),
        }
    }

    /// The cautious value, unrounded (for ordering).
    pub fn conservative(self, pool: Pool) -> f64 {
        let (estimate, uncertainty) = self.display(pool);
        estimate - uncertainty
    }

    pub fn shown(self, pool: Pool) -> Shown {
        let (estimate, uncertainty) = self.display(pool);
        Shown {
            rating: (estimate - uncertainty).round() as i64,
            uncertainty: uncertainty.round() as i64,
        }
    }
}

/// One player of a finished game, as the rating update needs them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entrant {
    pub skill: Skill,
    /// 1 = first; equal ranks share a place.
    pub rank: usize,
    /// Partners have the same team number; everyone else a number of their own.
    pub team: usize,
}

/// The ratings after a game, in the order of `entrants`. A table the pool
/// cannot rate (a duel without exactly two players, a game where everyone
/// is on one team) leaves every rating as it was.
pub fn update(pool: Pool, entrants: &[Entrant]) -> Vec<Skill> {
    let unchanged = || entrants.iter().map(|e| e.skill).collect();
    match pool {
        Pool::Duel => {
            let [a, b] = entrants else {
                return unchanged();
            };
            let outcome = match a.rank.cmp(&b.rank) {
                std::cmp::Ordering::Less => Outcomes::WIN,
                std::cmp::Ordering::Equal => Outcomes::DRAW,
                std::cmp::Ordering::Greater => Outcomes::LOSS,
            };
            let (na, nb) = glicko2(&glicko(a.skill), &glicko(b.skill), &outcome, &Glicko2Config::new());
            vec![from_glicko(na), from_glicko(nb)]
        }
        Pool::Multi => {
            // Teams in order of first appearance; a team's place is its best
            // member's (partners share one anyway).
            let mut teams: Vec<(usize, Vec<usize>, usize)> = Vec::new();
            for (i, e) in entrants.iter().enumerate() {
                match teams.iter_mut().find(|(t, _, _)| *t == e.team) {
                    Some((_, members, rank)) => {
                        members.push(i);
                        *rank = (*rank).min(e.rank);
                    }
                    None => teams.push((e.team, vec![i], e.rank)),
                }
            }
            if teams.len() < 2 {
                return unchanged();
            }
            let ratings: Vec<Vec<WengLinRating>> = teams
                .iter()
                .map(|(_, members, _)| members.iter().map(|&i| weng_lin(entrants[i].skill)).collect())
                .collect();
            let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = ratings
                .iter()
                .zip(&teams)
                .map(|(r, (_, _, rank))| (r.as_slice(), MultiTeamOutcome::new(*rank)))
                .collect();
            let rated = weng_lin_multi_team(&input, &WengLinConfig::new());
            let mut out: Vec<Skill> = unchanged();
            for ((_, members, _), new) in teams.iter().zip(rated) {
                for (&i, w) in members.iter().zip(new) {
                    out[i] = Skill {
                        rating: w.rating,
                        deviation: w.uncertainty,
                        volatility: 0.0,
                    };
                }
            }
            out
        }
    }
}

fn glicko(s: Skill) -> Glicko2Rating {
    Glicko2Rating {
        rating: s.rating,
        deviation: s.deviation,
        volatility: s.volatility,
    }
}

fn from_glicko(g: Glicko2Rating) -> Skill {
    Skill {
        rating: g.rating,
        deviation: g.deviation,
        volatility: g.volatility,
    }
}

fn weng_lin(s: Skill) -> WengLinRating {
    WengLinRating {
        rating: s.rating,
        uncertainty: s.deviation,
    }
}

/// How one player's game went, for records and streaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// First place, alone or shared with some (not all) of the table.
    Win,
    /// Everyone shared one place.
    Draw,
    /// Anything below first.
    Loss,
}

impl GameResult {
    /// The result of the player ranked `rank` at a table ranked `ranks`.
    pub fn of(rank: usize, ranks: &[usize]) -> GameResult {
        if ranks.iter().all(|&r| r == rank) {
            GameResult::Draw
        } else if ranks.iter().all(|&r| r >= rank) {
            GameResult::Win
        } else {
            GameResult::Loss
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            GameResult::Win => "win",
            GameResult::Draw => "draw",
            GameResult::Loss => "loss",
        }
    }

    pub fn parse(s: &str) -> Option<GameResult> {
        [GameResult::Win, GameResult::Draw, GameResult::Loss]
            .into_iter()
            .find(|r| r.id() == s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    fn entrant(skill: Skill, rank: usize, team: usize) -> Entrant {
        Entrant { skill, rank, team }
    }

    fn glicko_skill(rating: f64, deviation: f64) -> Skill {
        Skill {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// The expected values come from a separate implementation of
    /// Glickman's paper (which reproduces the paper's own example: 1464.05,
    /// 151.52), one game as its own rating period; the crate's documentation
    /// gives the same rounded 1662 / 290 / 1338.
    #[test]
    fn glicko2_newcomer_beats_newcomer() {
        let new = Pool::Duel.initial();
        let out = update(Pool::Duel, &[entrant(new, 1, 0), entrant(new, 2, 1)]);
        assert!(close(out[0].rating, 1_662.310_893_906_297_7), "{:?}", out[0]);
        assert!(close(out[0].deviation, 290.318_963_717_980_47), "{:?}", out[0]);
        assert!(close(out[0].volatility, 0.059_999_675_372_338_14), "{:?}", out[0]);
        assert!(close(out[1].rating, 1_337.689_106_093_702_3), "{:?}", out[1]);
        assert!(close(out[1].deviation, out[0].deviation));
        // Seat order does not matter, only the ranks.
        let swapped = update(Pool::Duel, &[entrant(new, 2, 0), entrant(new, 1, 1)]);
        assert_eq!(swapped, vec![out[1], out[0]]);
    }

    #[test]
    fn glicko2_upset_moves_the_unsure_player_more() {
        let out = update(
            Pool::Duel,
            &[
                entrant(glicko_skill(1400.0, 80.0), 1, 0),
                entrant(glicko_skill(1700.0, 60.0), 2, 1),
            ],
        );
        assert!((out[0].rating - 1_430.278_232_633_042).abs() < 1e-4, "{:?}", out[0]);
        assert!((out[0].deviation - 79.599_074_115_389_1).abs() < 1e-4, "{:?}", out[0]);
        assert!((out[1].rating - 1_682.838_800_147_450_5).abs() < 1e-4, "{:?}", out[1]);
        assert!((out[1].deviation - 60.436_660_976_087_13).abs() < 1e-4, "{:?}", out[1]);
    }

    #[test]
    fn glicko2_draw_between_equals_moves_nobody_but_makes_both_surer() {
        let new = Pool::Duel.initial();
        let out = update(Pool::Duel, &[entrant(new, 1, 0), entrant(new, 1, 1)]);
        for s in &out {
            assert!(close(s.rating, 1500.0), "{s:?}");
            assert!((s.deviation - 290.318_961_613_842_65).abs() < 1e-6, "{s:?}");
        }
    }

    /// Three newcomers placed 1st, 2nd, 3rd. By hand, with beta = 25/6 and
    /// sigma = 25/3: every pair has c = sqrt(2 beta² + 2 sigma²) = 13.176
    /// and p = 1/2, so the winner gains 2 × (sigma²/c) × 1/2 = 5.2705, the
    /// middle player gains nothing, the last loses 5.2705; each sigma² is
    /// multiplied by 1 - 2 × (sigma/c)(sigma²/c²)(1/4) = 0.87351.
    #[test]
    fn weng_lin_three_newcomers_by_hand() {
        let new = Pool::Multi.initial();
        let out = update(
            Pool::Multi,
            &[entrant(new, 2, 0), entrant(new, 1, 1), entrant(new, 3, 2)],
        );
        assert!(close(out[1].rating, 30.270_462_766_947_3), "{:?}", out[1]);
        assert!(close(out[0].rating, 25.0), "{:?}", out[0]);
        assert!(close(out[2].rating, 19.729_537_233_052_7), "{:?}", out[2]);
        for s in &out {
            assert!(close(s.deviation, 7.788_474_807_872_567), "{s:?}");
        }
        // On the display scale: 800 + 28 × (mu - 3 sigma).
        assert_eq!(out[1].shown(Pool::Multi).rating, 993);
        assert_eq!(out[0].shown(Pool::Multi).rating, 846);
        assert_eq!(out[2].shown(Pool::Multi).rating, 698);
        assert_eq!(out[0].shown(Pool::Multi).uncertainty, 654);
    }

    /// Two players share first place: between them the score is 1/2 against
    /// p = 1/2, which moves nothing, so each gains only half of the winner's
    /// 5.2705 above.
    #[test]
    fn weng_lin_shared_first_place_by_hand() {
        let new = Pool::Multi.initial();
        let out = update(
            Pool::Multi,
            &[entrant(new, 1, 0), entrant(new, 1, 1), entrant(new, 3, 2)],
        );
        assert!(close(out[0].rating, 27.635_231_383_473_65));
        assert!(close(out[1].rating, out[0].rating));
        assert!(close(out[2].rating, 19.729_537_233_052_7));
    }

    /// Two partnerships of newcomers: a team's sigma² is 2 × 69.44 = 138.89,
    /// c = sqrt(2 beta² + 2 × 138.89) = 17.678, p = 1/2; the winning team's
    /// omega is (138.89/17.678)/2 = 3.9284, of which each partner gets their
    /// share of the team's variance (1/2): +1.9642.
    #[test]
    fn weng_lin_partnerships_by_hand() {
        let new = Pool::Multi.initial();
        // Seats 0 and 2 against seats 1 and 3, as Tetradominoes seats them.
        let out = update(
            Pool::Multi,
            &[
                entrant(new, 1, 0),
                entrant(new, 2, 1),
                entrant(new, 1, 0),
                entrant(new, 2, 1),
            ],
        );
        assert!(close(out[0].rating, 26.964_185_503_295_965), "{:?}", out[0]);
        assert_eq!(out[0], out[2], "partners move together");
        assert!(close(out[1].rating, 23.035_814_496_704_035), "{:?}", out[1]);
        assert_eq!(out[1], out[3]);
        assert!(close(out[0].deviation, 8.177_556_357_710_97), "{:?}", out[0]);
    }

    /// The crate's documented three-team example, through our team mapping.
    #[test]
    fn weng_lin_matches_the_crate_example() {
        let s = |rating, deviation| Skill {
            rating,
            deviation,
            volatility: 0.0,
        };
        let new = Pool::Multi.initial();
        let people = [
            (new, 2, 0),
            (s(30.0, 1.2), 2, 0),
            (s(21.0, 6.5), 2, 0),
            (new, 1, 1),
            (s(41.0, 1.4), 1, 1),
            (s(19.2, 4.3), 1, 1),
            (new, 3, 2),
            (s(29.4, 1.6), 3, 2),
            (s(17.2, 2.1), 3, 2),
        ];
        let entrants: Vec<Entrant> = people.iter().map(|&(k, r, t)| entrant(k, r, t)).collect();
        let out = update(Pool::Multi, &entrants);
        let hundredths: Vec<i64> = out.iter().map(|s| (s.rating * 100.0).round() as i64).collect();
        assert_eq!(hundredths, [2538, 3001, 2123, 2796, 4108, 1999, 2166, 2928, 1699]);
    }

    #[test]
    fn everyone_starts_at_800_give_or_take_700() {
        for pool in Pool::ALL {
            let shown = pool.initial().shown(pool);
            assert_eq!(
                shown,
                Shown {
                    rating: 800,
                    uncertainty: 700
                },
                "{pool:?}"
            );
            assert_eq!(shown.estimate(), 1500);
        }
    }

    #[test]
    fn tables_the_pools_cannot_rate_change_nothing() {
        let new = Pool::Duel.initial();
        let three = [entrant(new, 1, 0), entrant(new, 2, 1), entrant(new, 3, 2)];
        assert_eq!(update(Pool::Duel, &three), vec![new; 3]);
        let one_team = [entrant(new, 1, 0), entrant(new, 1, 0)];
        assert_eq!(update(Pool::Multi, &one_team), vec![new; 2]);
    }

    #[test]
    fn pools_follow_the_table() {
        assert_eq!(Pool::for_table(1, &[]), None);
        assert_eq!(Pool::for_table(2, &[]), Some(Pool::Duel));
        assert_eq!(Pool::for_table(3, &[]), Some(Pool::Multi));
        assert_eq!(Pool::for_table(4, &[vec![0, 2], vec![1, 3]]), Some(Pool::Multi));
        for p in Pool::ALL {
            assert_eq!(Pool::parse(p.id()), Some(p));
        }
    }

    #[test]
    fn results_from_ranks() {
        assert_eq!(GameResult::of(1, &[1, 2]), GameResult::Win);
        assert_eq!(GameResult::of(2, &[1, 2]), GameResult::Loss);
        assert_eq!(GameResult::of(1, &[1, 1]), GameResult::Draw);
        assert_eq!(GameResult::of(1, &[1, 1, 3]), GameResult::Win);
        assert_eq!(GameResult::of(2, &[1, 2, 3]), GameResult::Loss);
        assert_eq!(GameResult::of(2, &[2, 2, 2]), GameResult::Draw);
        for r in [GameResult::Win, GameResult::Draw, GameResult::Loss] {
            assert_eq!(GameResult::parse(r.id()), Some(r));
        }
    }
}
