//! Today's hard search, frozen (issue 54): a copy of [`super::ismcts`] as
//! it was before the search learned to use every core, a round's time
//! budget and what it found before. It is kept only so that the new hard
//! level can be measured against it (`dominoes-bot wait`, `selfplay
//! --seats hard,classic`); the bot never plays it. Do not improve it: its
//! worth is in staying what it was.
//!
//! Information-set Monte Carlo tree search, single observer (Cowling,
//! Powley and Whitehouse, 2012), written once against [`AnyGame`].
//!
//! Each iteration imagines the table anew (a determinization from the
//! observer's seat) and walks one tree whose nodes are sequences of
//! actions as the observer would see them, keyed by the acting seat and
//! the action's notation. Only the actions legal on this iteration's table
//! compete (UCB1 counted against how often each was available), one new
//! node is added, a short playout follows, and the result is judged by the
//! outcome or, where the playout stops early, by the game's heuristic.
//! Every seat is credited with its own reward, so games of three and four
//! players work. Chance comes from the search's generator (which also
//! dealt the imagined tables); a simultaneous step is played as its seats
//! acting one after another.
//!
//! Two refinements spend the budget where it matters: at the root only the
//! few actions a one-move-ahead judgement likes best are searched (games
//! like Dominimum offer a hundred placements, most of them plainly worse),
//! and in playouts each seat plays the best of a few sampled actions by the
//! heuristic rather than a uniformly random one, so the futures the search
//! imagines resemble real play.
//!
//! With three or more seats the root is swept instead of chosen by UCB1:
//! each imagined table, with one stream of chance, is tried once under
//! every root candidate, and the best average wins. An iteration there
//! meets the observer again only after every other seat has moved, so a
//! candidate's result is mostly the luck of its tables; compared on the
//! same tables (common random numbers), that luck cancels out.

use super::{Imagine, judge, value, values};
use dominoes_engine::{AnyGame, GameKind, GameRng, Seat};
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

/// Today's hard budget for `kind`, frozen: 1000 iterations capped at
/// 1.9 s (The Tree: 8000 iterations, playouts of 40 actions), as
/// `ai::hard_settings_for` said before issue 54.
pub fn settings_for(kind: GameKind) -> Settings {
    let tree = kind == GameKind::Tree;
    Settings {
        iterations: if tree { 8000 } else { 1000 },
        max_time: Duration::from_millis(1900),
        exploration: 0.7,
        playout_depth: if tree { 40 } else { 4 },
        playout_sample: 3,
        candidates: 8,
        candidate_tables: 4,
        prior_visits: 10,
        expand_sample: 8,
        widening: 1.0,
        sweep_from_seats: 3,
        model_others: true,
    }
}

/// The action today's hard level chooses for `seat` (`None`: nothing to do).
pub fn choose(game: &dyn AnyGame, seat: Seat, settings: &Settings, rng: &mut GameRng) -> Option<String> {
    search(game, seat, settings, rng).map(|d| d.action)
}

#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// Iterations per decision, each on a freshly imagined table.
    pub iterations: usize,
    /// The search stops when this much time has passed, whatever the
    /// iteration count.
    pub max_time: Duration,
    /// The UCB1 exploration constant (rewards lie in [0, 1]).
    pub exploration: f64,
    /// Actions played after leaving the tree, before the heuristic judges
    /// the position (unless the game ends first).
    pub playout_depth: usize,
    /// In playouts, the acting seat plays the best (by the heuristic, for
    /// itself) of this many sampled legal actions; 0 or 1: uniformly random.
    pub playout_sample: usize,
    /// At the root, only this many actions are searched: those judged best
    /// one move ahead (0: all of them).
    pub candidates: usize,
    /// Imagined tables that one-move-ahead judgement averages over.
    pub candidate_tables: usize,
    /// Each root candidate starts as if tried this many times with its
    /// one-move-ahead value: with a small budget the search then keeps the
    /// greedy choice unless its playouts clearly find a better one.
    pub prior_visits: u32,
    /// When a node grows a child, the acting seat takes the best for itself
    /// (by the heuristic) of this many sampled untried actions; 0 or 1: a
    /// uniformly random one. Without this an opponent's reply in the tree
    /// is random until every reply has been tried, which with a hundred
    /// placements and a hand that differs on every imagined table is never.
    pub expand_sample: usize,
    /// Progressive widening: a node grows another child only while the
    /// children legal on this table number fewer than `widening` times the
    /// square root of its visits (0: always, until every action is tried).
    /// With guided growth this keeps the search on the replies that matter.
    pub widening: f64,
    /// In games of at least this many seats the root is swept: every
    /// imagined table is tried once under every root candidate, each time
    /// with the same chance, and the candidate with the best average wins
    /// (`usize::MAX`: never). See [`search`].
    pub sweep_from_seats: usize,
    /// Whether the other seats' moves are imagined as careless as the game
    /// says ([`AnyGame::random_share`]): that share of their moves, in the
    /// tree and in playouts, is a uniformly random legal one (a chance
    /// event) rather than their best. With `false`, or where the game
    /// judges nobody careless, every seat is expected to play its best.
    pub model_others: bool,
}

/// What a search decided, and how much it looked.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The canonical notation of the chosen action.
    pub action: String,
    pub iterations: usize,
    /// How often the chosen action was tried, and its average reward.
    pub visits: u32,
    pub mean: f64,
    /// How many of the observer's actions the root grew as children.
    pub tried: usize,
    /// How many moves of the other seats, in the tree and in playouts, were
    /// imagined as careless (uniformly random; see [`Settings::model_others`]).
    pub careless: usize,
}

struct Node {
    /// The seat whose action led here (unused at the root).
    seat: Seat,
    action: String,
    children: HashMap<(Seat, String), usize>,
    visits: u32,
    /// Iterations in which this node's action was legal at its parent.
    available: u32,
    /// Sum of the rewards of `seat` over the visits.
    reward: f64,
}

impl Node {
    fn new(seat: Seat, action: String) -> Node {
        Node {
            seat,
            action,
            children: HashMap::new(),
            visits: 0,
            available: 0,
            reward: 0.0,
        }
    }

    fn ucb(&self, exploration: f64) -> f64 {
        let n = f64::from(self.visits.max(1));
        self.reward / n + exploration * (f64::from(self.available.max(1)).ln() / n).sqrt()
    }
}

/// Searches for `observer`'s action in `game`. `None` when the observer
/// has no legal action. A lone legal action is returned without search.
pub fn search(game: &dyn AnyGame, observer: Seat, settings: &Settings, rng: &mut GameRng) -> Option<Decision> {
    let started = Instant::now();
    let (mut root_actions, judged) = judge(game, observer, settings.candidate_tables, Imagine::WithHistory, rng);
    match root_actions.len() {
        0 => return None,
        1 => {
            return Some(Decision {
                action: root_actions.remove(0),
                iterations: 0,
                visits: 0,
                mean: 0.5,
                tried: 0,
                careless: 0,
            });
        }
        _ => {}
    }
    let candidates = best_candidates(&root_actions, &judged, settings.candidates);
    let mut nodes = vec![Node::new(observer, String::new())];
    if settings.prior_visits > 0 {
        seed_priors(
            &mut nodes,
            observer,
            &root_actions,
            &judged,
            &candidates,
            settings.prior_visits,
        );
    }
    let more = |done: usize| done < settings.iterations && (done == 0 || started.elapsed() < settings.max_time);
    let swept = game.seats() >= settings.sweep_from_seats;
    // Worked out once per decision; the observer never expects itself to
    // play at random.
    let shares: Vec<f64> = (0..game.seats())
        .map(|s| {
            if s == observer || !settings.model_others {
                0.0
            } else {
                game.random_share(s)
            }
        })
        .collect();
    let run = Run {
        game,
        observer,
        candidates: &candidates,
        shares: &shares,
        settings,
    };
    let (done, careless) = if swept {
        run.swept(&mut nodes, &more, rng)
    } else {
        run.plain(&mut nodes, &more, rng)
    };
    let root = &nodes[0];
    let best = best_child(&nodes, observer, swept)?;
    Some(Decision {
        action: best.action.clone(),
        iterations: done,
        visits: best.visits,
        mean: best.reward / f64::from(best.visits.max(1)),
        tried: root.children.len(),
        careless,
    })
}

/// Starts each candidate at the root with `visits` imagined visits at the
/// value it was judged one move ahead.
fn seed_priors(
    nodes: &mut Vec<Node>,
    observer: Seat,
    root_actions: &[String],
    judged: &[f64],
    candidates: &HashSet<String>,
    visits: u32,
) {
    let mut order: Vec<usize> = (0..root_actions.len())
        .filter(|&i| candidates.contains(&root_actions[i]))
        .collect();
    // Insertion order does not matter (children are keyed), but keep it
    // fixed anyway.
    order.sort_by(|&a, &b| root_actions[a].cmp(&root_actions[b]));
    for i in order {
        let mut child = Node::new(observer, root_actions[i].clone());
        child.visits = visits;
        child.available = visits;
        child.reward = judged[i] * f64::from(visits);
        let at = nodes.len();
        nodes[0].children.insert((observer, root_actions[i].clone()), at);
        nodes.push(child);
    }
}

/// What one search iterates with.
struct Run<'a> {
    game: &'a dyn AnyGame,
    observer: Seat,
    candidates: &'a HashSet<String>,
    shares: &'a [f64],
    settings: &'a Settings,
}

impl Run<'_> {
    /// Iterations while `more`, each on a fresh imagined table; returns how
    /// many ran and how many imagined careless moves they played.
    fn plain(&self, nodes: &mut Vec<Node>, more: &dyn Fn(usize) -> bool, rng: &mut GameRng) -> (usize, usize) {
        let (mut done, mut careless) = (0, 0);
        while more(done) {
            let det = self.game.determinize_with_history(self.observer, rng);
            careless += iterate(nodes, det, self.candidates, self.shares, self.settings, rng);
            done += 1;
        }
        (done, careless)
    }

    /// With three or more seats an iteration meets the observer again only
    /// after every other seat has moved on a table of its own imagining, so
    /// what one candidate's iterations bring back is mostly that table's
    /// luck. Trying every candidate on the same tables, with the same
    /// chance, lets that luck cancel out of the comparison.
    fn swept(&self, nodes: &mut Vec<Node>, more: &dyn Fn(usize) -> bool, rng: &mut GameRng) -> (usize, usize) {
        let (mut done, mut careless) = (0, 0);
        let mut order: Vec<&String> = self.candidates.iter().collect();
        order.sort();
        while more(done) {
            let det = self.game.determinize_with_history(self.observer, rng);
            let chance = rng.fork();
            for &action in &order {
                if !more(done) {
                    break;
                }
                let only = HashSet::from([action.clone()]);
                careless += iterate(
                    nodes,
                    det.clone_box(),
                    &only,
                    self.shares,
                    self.settings,
                    &mut chance.clone(),
                );
                done += 1;
            }
        }
        (done, careless)
    }
}

/// The root's choice. Swept, every candidate was tried about equally often
/// and the best average decides; otherwise the most tried, as UCB1
/// concentrates on it.
fn best_child(nodes: &[Node], observer: Seat, swept: bool) -> Option<&Node> {
    let key = |n: &Node| {
        let mean = n.reward / f64::from(n.visits);
        if swept { (0, mean) } else { (n.visits, mean) }
    };
    nodes[0]
        .children
        .values()
        .map(|&c| &nodes[c])
        .filter(|n| n.seat == observer && n.visits > 0)
        .max_by(|a, b| {
            key(a)
                .partial_cmp(&key(b))
                .unwrap_or(std::cmp::Ordering::Equal)
                // Equal counts and means: the smaller notation, so the
                // choice never depends on the map's order.
                .then_with(|| b.action.cmp(&a.action))
        })
}

/// The root actions to search: the `keep` judged best (ties at the edge
/// included), or all of them when `keep` is 0.
fn best_candidates(actions: &[String], judged: &[f64], keep: usize) -> HashSet<String> {
    if keep == 0 || actions.len() <= keep {
        return actions.iter().cloned().collect();
    }
    let mut order: Vec<usize> = (0..actions.len()).collect();
    order.sort_by(|&a, &b| judged[b].partial_cmp(&judged[a]).unwrap_or(std::cmp::Ordering::Equal));
    let edge = judged[order[keep - 1]];
    order
        .into_iter()
        .enumerate()
        .take_while(|&(rank, i)| rank < keep || judged[i] >= edge - 1e-9)
        .map(|(_, i)| actions[i].clone())
        .collect()
}

/// One iteration on the imagined table `det`: select, expand, play out,
/// and credit every node on the way. At the root only `candidates` compete.
/// Below the root, seat `s` plays a uniformly random legal action with
/// probability `shares[s]`. Returns how many such careless moves it made.
fn iterate(
    nodes: &mut Vec<Node>,
    mut det: Box<dyn AnyGame>,
    candidates: &HashSet<String>,
    shares: &[f64],
    settings: &Settings,
    rng: &mut GameRng,
) -> usize {
    let mut path = vec![0usize];
    let mut careless = 0;
    let mut node = 0;
    loop {
        // The observer decides at the root, even when others may act at
        // the same time (a simultaneous step); deeper, the first listed.
        let to_act = det.to_act();
        let seat = match to_act.seat() {
            Some(_) if node == 0 && to_act.includes(nodes[0].seat) => nodes[0].seat,
            Some(s) => s,
            None => break,
        };
        let legal = det.legal_notations(seat);
        if legal.is_empty() {
            break;
        }
        let next = if node != 0 && shares.get(seat).is_some_and(|&p| p > 0.0 && rng.chance(p)) {
            match careless_step(nodes, det.as_mut(), node, seat, legal, rng) {
                Careless::Refused => break,
                Careless::Known(child) => {
                    careless += 1;
                    Some(child)
                }
                Careless::New(child) => {
                    careless += 1;
                    path.push(child);
                    break;
                }
            }
        } else {
            match chosen_step(nodes, &mut det, node, seat, legal, candidates, settings, rng) {
                Chosen::Stop => break,
                Chosen::Expanded(child) => {
                    path.push(child);
                    break;
                }
                Chosen::Down(child) => Some(child),
            }
        };
        let Some(child) = next else { break };
        path.push(child);
        node = child;
    }
    careless += playout(&mut det, shares, settings, rng);
    let rewards = values(det.as_ref());
    for &n in &path {
        let node = &mut nodes[n];
        node.visits += 1;
        node.reward += rewards.get(node.seat).copied().unwrap_or(0.5);
    }
    careless
}

/// Where a careless move led.
enum Careless {
    /// The game refused it: the iteration stops here.
    Refused,
    /// To a node the tree already had: go on from it.
    Known(usize),
    /// To a new node, added: the iteration's playout starts here.
    New(usize),
}

/// A careless move by `seat` at `node`: chance picks it, not the seat's
/// judgement, so no statistics steer it; the tree still records where it
/// led.
fn careless_step(
    nodes: &mut Vec<Node>,
    det: &mut dyn AnyGame,
    node: usize,
    seat: Seat,
    mut legal: Vec<String>,
    rng: &mut GameRng,
) -> Careless {
    let i = rng.below(legal.len());
    let key = (seat, legal.swap_remove(i));
    let known = nodes[node].children.get(&key).copied();
    if det.play_nth(seat, i, rng).is_err() {
        return Careless::Refused;
    }
    match known {
        Some(child) => {
            nodes[child].available += 1;
            Careless::Known(child)
        }
        None => {
            let child = nodes.len();
            nodes.push(Node::new(seat, key.1.clone()));
            nodes[child].available = 1;
            nodes[node].children.insert(key, child);
            Careless::New(child)
        }
    }
}

/// Where a chosen move led.
enum Chosen {
    /// Nothing to do here: the iteration stops.
    Stop,
    /// A new node, added: the iteration's playout starts here.
    Expanded(usize),
    /// The child UCB1 picked: go on from it.
    Down(usize),
}

/// `seat`'s move at `node`: a new action while the node may still widen
/// (progressive widening), otherwise the known child with the best UCB1.
#[allow(clippy::too_many_arguments)]
fn chosen_step(
    nodes: &mut Vec<Node>,
    det: &mut Box<dyn AnyGame>,
    node: usize,
    seat: Seat,
    legal: Vec<String>,
    candidates: &HashSet<String>,
    settings: &Settings,
    rng: &mut GameRng,
) -> Chosen {
    let mut untried = Vec::new();
    let mut known = Vec::new();
    for (i, action) in legal.into_iter().enumerate() {
        if node == 0 && !candidates.contains(&action) {
            continue;
        }
        let key = (seat, action);
        match nodes[node].children.get(&key) {
            Some(&child) => known.push((child, i)),
            None => untried.push((i, key.1)),
        }
    }
    for &(child, _) in &known {
        nodes[child].available += 1;
    }
    let allowed = if settings.widening > 0.0 {
        (settings.widening * f64::from(nodes[node].visits + 1).sqrt()).ceil() as usize
    } else {
        usize::MAX
    };
    if !untried.is_empty() && (known.is_empty() || known.len() < allowed) {
        let Some(action) = grow(det, seat, untried, settings, rng) else {
            return Chosen::Stop;
        };
        let child = nodes.len();
        nodes.push(Node::new(seat, action.clone()));
        nodes[child].available = 1;
        nodes[node].children.insert((seat, action), child);
        return Chosen::Expanded(child);
    }
    let Some(&(child, i)) = known.iter().max_by(|a, b| {
        nodes[a.0]
            .ucb(settings.exploration)
            .partial_cmp(&nodes[b.0].ucb(settings.exploration))
            .unwrap_or(std::cmp::Ordering::Equal)
            .then_with(|| nodes[b.0].action.cmp(&nodes[a.0].action))
    }) else {
        return Chosen::Stop;
    };
    if det.play_nth(seat, i, rng).is_err() {
        return Chosen::Stop;
    }
    Chosen::Down(child)
}

/// Plays one of the `untried` actions (index among the legal ones, and
/// notation) of `seat` on `det` and returns its notation: the best for
/// `seat` by the heuristic among `expand_sample` of them drawn at random,
/// or a random one when that is 0 or 1. `None` if the action was refused.
pub(super) fn grow(
    det: &mut Box<dyn AnyGame>,
    seat: Seat,
    mut untried: Vec<(usize, String)>,
    settings: &Settings,
    rng: &mut GameRng,
) -> Option<String> {
    if settings.expand_sample <= 1 || untried.len() == 1 {
        let (i, action) = untried.swap_remove(rng.below(untried.len()));
        return det.play_nth(seat, i, rng).is_ok().then_some(action);
    }
    let mut drawn = Vec::with_capacity(settings.expand_sample.min(untried.len()));
    while drawn.len() < settings.expand_sample && !untried.is_empty() {
        drawn.push(untried.swap_remove(rng.below(untried.len())));
    }
    let indices: Vec<usize> = drawn.iter().map(|(i, _)| *i).collect();
    let mut best: Option<(f64, usize, Box<dyn AnyGame>)> = None;
    for (i, next) in det.successors_at(seat, &indices, rng) {
        let v = value(next.as_ref(), seat);
        if best.as_ref().is_none_or(|(b, _, _)| v > *b) {
            best = Some((v, i, next));
        }
    }
    let (_, i, next) = best?;
    *det = next;
    drawn.into_iter().find(|(j, _)| *j == i).map(|(_, action)| action)
}

/// Up to `playout_depth` actions, or until the game ends: each the best
/// for its seat of `playout_sample` sampled legal actions (uniformly random
/// when that is 0 or 1, and with probability `shares[seat]`). Returns how
/// many of its actions were such careless ones.
pub(super) fn playout(det: &mut Box<dyn AnyGame>, shares: &[f64], settings: &Settings, rng: &mut GameRng) -> usize {
    let mut careless = 0;
    for _ in 0..settings.playout_depth {
        let Some(seat) = det.to_act().seat() else {
            return careless;
        };
        let mut best: Option<(f64, Box<dyn AnyGame>)> = None;
        let careless_now = shares.get(seat).is_some_and(|&p| p > 0.0 && rng.chance(p));
        let sample = if careless_now {
            1
        } else {
            settings.playout_sample.max(1)
        };
        careless += usize::from(careless_now);
        let sampled = det.sample_successors(seat, sample, rng);
        let judged = sampled.len() > 1;
        for (_, next) in sampled {
            // A lone candidate needs no judging.
            let v = if judged { value(next.as_ref(), seat) } else { 0.0 };
            if best.as_ref().is_none_or(|(b, _)| v > *b) {
                best = Some((v, next));
            }
        }
        match best {
            Some((_, next)) => *det = next,
            None => return careless,
        }
    }
    careless
}
