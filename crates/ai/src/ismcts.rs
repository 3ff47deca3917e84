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
use dominoes_engine::{AnyGame, GameRng, Seat};
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

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
    /// Threads the search runs on (root-parallel; 0 or 1: this thread).
    pub threads: usize,
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
    /// Of the visits and the reward, what the root's prior put there
    /// (counted once when the threads' roots are added up).
    prior_visits: u32,
    prior_reward: f64,
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
            prior_visits: 0,
            prior_reward: 0.0,
        }
    }

    /// This node's own statistics, without its children.
    fn stats(&self) -> Node {
        Node {
            seat: self.seat,
            action: self.action.clone(),
            children: HashMap::new(),
            visits: self.visits,
            available: self.available,
            reward: self.reward,
            prior_visits: self.prior_visits,
            prior_reward: self.prior_reward,
        }
    }

    fn ucb(&self, exploration: f64) -> f64 {
        let n = f64::from(self.visits.max(1));
        self.reward / n + exploration * (f64::from(self.available.max(1)).ln() / n).sqrt()
    }
}

/// Searches for `observer`'s action in `game`. `None` when the observer
/// has no legal action. A lone legal action is returned without search.
///
/// With [`Settings::threads`] above 1 the search is root-parallel: the
/// root actions are judged once, then each thread grows a tree of its own
/// from a generator forked from `rng` (in thread order, before any starts)
/// with a fixed share of the iterations, and the root statistics are added
/// up in thread order. So the same generator and thread count give the
/// same action whenever the iteration budget ends the search.
pub fn search(game: &dyn AnyGame, observer: Seat, settings: &Settings, rng: &mut GameRng) -> Option<Decision> {
    search_keeping(game, observer, settings, None, rng).0
}

/// [`search`], starting from what an earlier search of the same seat kept
/// (see [`Kept`]; the caller vouches that the observer's own action
/// `kept.action()` led here and nobody else has acted since), and keeping
/// what this one learned under the action it chose. The iterations a kept
/// tree already holds count against its thread's share (down to a quarter
/// of it), so a decision the search had already looked into is answered
/// sooner.
pub fn search_keeping(
    game: &dyn AnyGame,
    observer: Seat,
    settings: &Settings,
    kept: Option<Kept>,
    rng: &mut GameRng,
) -> (Option<Decision>, Option<Kept>) {
    let threads = settings.threads.max(1);
    let mut starts: Vec<Option<Vec<Node>>> = match kept {
        Some(k) if k.observer == observer && k.trees.len() == threads => k.trees.into_iter().map(Some).collect(),
        _ => (0..threads).map(|_| None).collect(),
    };
    let started = Instant::now();
    let (mut root_actions, judged) = judge(game, observer, settings.candidate_tables, Imagine::WithHistory, rng);
    match root_actions.len() {
        0 => return (None, None),
        1 => {
            let lone = Decision {
                action: root_actions.remove(0),
                iterations: 0,
                visits: 0,
                mean: 0.5,
                tried: 0,
                careless: 0,
            };
            return (Some(lone), None);
        }
        _ => {}
    }
    let candidates = best_candidates(&root_actions, &judged, settings.candidates);
    let swept = game.seats() >= settings.sweep_from_seats;
    let shares = careless_shares(game, observer, settings);
    let run = Run {
        game,
        observer,
        candidates: &candidates,
        shares: &shares,
        settings,
        started,
        root_actions: &root_actions,
        judged: &judged,
        sweep: swept,
        stop: &|| false,
    };
    let share = |t: usize| settings.iterations / threads + usize::from(t < settings.iterations % threads);
    let trees: Vec<Grown> = if threads == 1 {
        vec![run.grow(share(0), starts[0].take(), rng)]
    } else {
        let mut forks: Vec<GameRng> = (0..threads).map(|_| rng.fork()).collect();
        std::thread::scope(|scope| {
            let run = &run;
            let workers: Vec<_> = forks
                .iter_mut()
                .zip(starts.iter_mut())
                .enumerate()
                .map(|(t, (fork, start))| {
                    let start = start.take();
                    let iterations = share(t);
                    scope.spawn(move || run.grow(iterations, start, fork))
                })
                .collect();
            workers.into_iter().filter_map(|w| w.join().ok()).collect()
        })
    };
    let (done, careless) = trees.iter().fold((0, 0), |(d, c), t| (d + t.done, c + t.careless));
    let tried = trees.first().map_or(0, |t| t.nodes[0].children.len());
    let nodes = merge_roots(&trees, observer);
    let Some(best) = best_child(&nodes, observer, swept) else {
        return (None, None);
    };
    let decision = Decision {
        action: best.action.clone(),
        iterations: done,
        visits: best.visits,
        mean: best.reward / f64::from(best.visits.max(1)),
        tried,
        careless,
    };
    let kept = keep(&trees, observer, &decision.action);
    (Some(decision), Some(kept))
}

/// How carelessly each seat is imagined to play: worked out once per
/// decision; the observer never expects itself to play at random.
fn careless_shares(game: &dyn AnyGame, observer: Seat, settings: &Settings) -> Vec<f64> {
    (0..game.seats())
        .map(|s| {
            if s == observer || !settings.model_others {
                0.0
            } else {
                game.random_share(s)
            }
        })
        .collect()
}

/// What `observer` learned by searching while another seat was to move
/// ([`ponder`]): each thread's whole tree, whose root is that seat's move.
pub struct Pondered {
    observer: Seat,
    trees: Vec<Vec<Node>>,
    /// Iterations over all threads.
    pub iterations: usize,
}

impl Pondered {
    /// The mover's actions the trees met, most visited first (ties by
    /// notation): for tests and measurements.
    pub fn moves_met(&self) -> Vec<String> {
        let mut met: Vec<(u32, String)> = Vec::new();
        for tree in &self.trees {
            for (key, &c) in &tree[0].children {
                match met.iter_mut().find(|(_, a)| *a == key.1) {
                    Some((v, _)) => *v += tree[c].visits,
                    None => met.push((tree[c].visits, key.1.clone())),
                }
            }
        }
        met.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        met.into_iter().map(|(_, a)| a).collect()
    }

    /// What applies once `seat` has played `action`, spelled as the
    /// observer saw it (the caller checks that the observer may see it:
    /// a concealed action must never select a subtree): each tree's
    /// subtree under that move (a fresh one where a thread's tree never
    /// met it), or `None` if none did.
    pub fn after(&self, seat: Seat, action: &str) -> Option<Kept> {
        let key = (seat, action.to_string());
        let found: Vec<Option<Vec<Node>>> = self
            .trees
            .iter()
            .map(|t| t[0].children.get(&key).map(|&c| subtree(t, c)))
            .collect();
        if found.iter().all(Option::is_none) {
            return None;
        }
        let trees = found
            .into_iter()
            .map(|t| t.unwrap_or_else(|| vec![Node::new(self.observer, action.to_string())]))
            .collect();
        Some(Kept {
            observer: self.observer,
            action: action.to_string(),
            trees,
        })
    }
}

/// Thinks on someone else's time: grows `observer`'s trees from `game`,
/// where another seat is to move, until `stop` says so (asked between
/// iterations), the iterations or the time cap of `settings` run out.
/// The search imagines the table from `observer`'s seat alone, as every
/// search does; the move to come is the root's, every reply of the
/// observer's below it.
pub fn ponder(
    game: &dyn AnyGame,
    observer: Seat,
    settings: &Settings,
    stop: &(dyn Fn() -> bool + Sync),
    rng: &mut GameRng,
) -> Pondered {
    let threads = settings.threads.max(1);
    let shares = careless_shares(game, observer, settings);
    let none = HashSet::new();
    let run = Run {
        game,
        observer,
        candidates: &none,
        shares: &shares,
        settings,
        started: Instant::now(),
        root_actions: &[],
        judged: &[],
        sweep: false,
        stop,
    };
    let share = |t: usize| settings.iterations / threads + usize::from(t < settings.iterations % threads);
    let mut forks: Vec<GameRng> = (0..threads).map(|_| rng.fork()).collect();
    let trees: Vec<Grown> = std::thread::scope(|scope| {
        let run = &run;
        let workers: Vec<_> = forks
            .iter_mut()
            .enumerate()
            .map(|(t, fork)| {
                let iterations = share(t);
                scope.spawn(move || run.grow(iterations, None, fork))
            })
            .collect();
        workers.into_iter().filter_map(|w| w.join().ok()).collect()
    });
    Pondered {
        observer,
        iterations: trees.iter().map(|t| t.done).sum(),
        trees: trees.into_iter().map(|t| t.nodes).collect(),
    }
}

/// One thread's tree, and what growing it took.
struct Grown {
    nodes: Vec<Node>,
    done: usize,
    careless: usize,
}

/// The root and its children, added up over the threads' trees in their
/// order (so the sums, floating point included, never depend on which
/// thread finished first). Every tree started its candidates with the same
/// prior visits, which count once.
fn merge_roots(trees: &[Grown], observer: Seat) -> Vec<Node> {
    let mut nodes = vec![Node::new(observer, String::new())];
    for (t, tree) in trees.iter().enumerate() {
        let mut actions: Vec<(&(Seat, String), &usize)> = tree.nodes[0].children.iter().collect();
        actions.sort();
        for (key, &at) in actions {
            let theirs = &tree.nodes[at];
            match nodes[0].children.get(key).copied() {
                Some(mine) => {
                    let prior = if t == 0 { 0 } else { theirs.prior_visits };
                    let prior_reward = if t == 0 { 0.0 } else { theirs.prior_reward };
                    let node = &mut nodes[mine];
                    node.visits += theirs.visits - prior;
                    node.available += theirs.available - prior;
                    node.reward += theirs.reward - prior_reward;
                }
                None => {
                    let at = nodes.len();
                    nodes.push(theirs.stats());
                    nodes[0].children.insert(key.clone(), at);
                }
            }
        }
    }
    nodes
}

/// What a search learned that the next decision of the same seat can use:
/// each thread's subtree under the action played. Its keys are actions as
/// the observer saw them on imagined tables, never a hidden tile of the
/// real one; chance inside the search was the search's own.
#[derive(Default)]
pub struct Kept {
    observer: Seat,
    action: String,
    trees: Vec<Vec<Node>>,
}

impl Kept {
    /// The seat whose search this was.
    pub fn observer(&self) -> Seat {
        self.observer
    }

    /// The action after which these trees apply.
    pub fn action(&self) -> &str {
        &self.action
    }

    /// The visits the kept trees' roots hold.
    pub fn visits(&self) -> u32 {
        self.trees.iter().map(|t| t.first().map_or(0, |r| r.visits)).sum()
    }
}

/// Copies the subtree of `nodes` under `root` into an arena of its own,
/// `root` first.
fn subtree(nodes: &[Node], root: usize) -> Vec<Node> {
    let mut out = vec![nodes[root].stats()];
    let mut stack = vec![(root, 0usize)];
    while let Some((from, to)) = stack.pop() {
        let mut kids: Vec<(&(Seat, String), &usize)> = nodes[from].children.iter().collect();
        kids.sort();
        for (key, &child) in kids {
            let at = out.len();
            out.push(nodes[child].stats());
            out[to].children.insert(key.clone(), at);
            stack.push((child, at));
        }
    }
    out
}

/// The threads' subtrees under `action`, for the observer's next decision
/// if it is to act again at once.
fn keep(trees: &[Grown], observer: Seat, action: &str) -> Kept {
    let key = (observer, action.to_string());
    Kept {
        observer,
        action: action.to_string(),
        trees: trees
            .iter()
            .map(|t| match t.nodes[0].children.get(&key) {
                Some(&child) => subtree(&t.nodes, child),
                None => vec![Node::new(observer, action.to_string())],
            })
            .collect(),
    }
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
        let key = (observer, root_actions[i].clone());
        let at = match nodes[0].children.get(&key) {
            // A kept tree's child: the prior comes on top of its visits.
            Some(&at) => at,
            None => {
                let at = nodes.len();
                nodes.push(Node::new(observer, root_actions[i].clone()));
                nodes[0].children.insert(key, at);
                at
            }
        };
        let child = &mut nodes[at];
        let reward = judged[i] * f64::from(visits);
        child.visits += visits;
        child.available += visits;
        child.reward += reward;
        child.prior_visits = visits;
        child.prior_reward = reward;
    }
}

/// What one search iterates with.
struct Run<'a> {
    game: &'a dyn AnyGame,
    observer: Seat,
    candidates: &'a HashSet<String>,
    shares: &'a [f64],
    settings: &'a Settings,
    /// When the decision began: the time cap counts from here.
    started: Instant,
    root_actions: &'a [String],
    judged: &'a [f64],
    /// Whether the root is swept (see [`search`]).
    sweep: bool,
    /// Asked between iterations: `true` ends the search (pondering).
    stop: &'a (dyn Fn() -> bool + Sync),
}

impl Run<'_> {
    /// A tree of `iterations` iterations (fewer if the time cap passes,
    /// and fewer by what `start`, a kept tree, already holds) drawn from
    /// `rng`, its root candidates starting from their priors.
    fn grow(&self, iterations: usize, start: Option<Vec<Node>>, rng: &mut GameRng) -> Grown {
        let settings = self.settings;
        let (mut nodes, iterations) = match start {
            Some(mut nodes) => {
                // The observer decides at this root (a pondered tree's
                // root was the move before), among this decision's
                // candidates only.
                nodes[0].seat = self.observer;
                nodes[0]
                    .children
                    .retain(|key, _| key.0 == self.observer && self.candidates.contains(&key.1));
                let held = nodes[0]
                    .children
                    .values()
                    .map(|&c| nodes[c].visits as usize)
                    .sum::<usize>();
                (nodes, iterations.saturating_sub(held).max(iterations / 4))
            }
            None => (vec![Node::new(self.observer, String::new())], iterations),
        };
        if settings.prior_visits > 0 {
            seed_priors(
                &mut nodes,
                self.observer,
                self.root_actions,
                self.judged,
                self.candidates,
                settings.prior_visits,
            );
        }
        let started = self.started;
        let stop = self.stop;
        let more = |done: usize| {
            done < iterations && (done == 0 || started.elapsed() < settings.max_time) && !(done > 0 && stop())
        };
        let (done, careless) = if self.sweep {
            self.swept(&mut nodes, &more, rng)
        } else {
            self.plain(&mut nodes, &more, rng)
        };
        Grown { nodes, done, careless }
    }

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
        // Only the observer's own root actions are narrowed to the
        // candidates (a pondering search's root is someone else's move).
        if node == 0 && seat == nodes[0].seat && !candidates.contains(&action) {
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
