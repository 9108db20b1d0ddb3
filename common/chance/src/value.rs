//! The value of a game with chance moves: over the caller's order, or memoised on demand.

use crate::Field;
use cgt_fast_hash::FastHashMap;
use std::cmp::Ordering;
use std::hash::Hash;

/// What happens at a state of a game with chance moves; `S` names the states (an index for
/// [`chance_values`], any hashable state for [`ChanceMemo`]), `F` is the [`Field`] of values.
///
/// The value of a state: [`Node::End`]'s value; the largest ([`Node::Max`]) or smallest
/// ([`Node::Min`]) value of its options; for [`Node::Chance`] with options `(w_k, s_k)`, the
/// weighted average `Σ w_k v(s_k) / Σ w_k` (weights are probabilities, or counts such as the
/// number of mice of each colour: they need not sum to 1). For a win probability, an end is 1
/// where the player asked about has won and 0 where they have lost, and that player is `Max`.
///
/// # Constraints
/// `Max` and `Min` have at least one option and a field with an order ([`Field::compare`]); a
/// chance node's total weight is not 0.
///
/// # Complexity
/// A node with k options costs O(k) field operations and one division.
///
/// # Example
/// ```
/// use cgt_chance::{chance_values, Node};
/// // State 0: lost; 1: won; 2: a fair coin between them; 3: the player picks 2 or 0.
/// let values = chance_values(4, |state| match state {
///     0 => Node::End(0.0),
///     1 => Node::End(1.0),
///     2 => Node::Chance(vec![(1.0, 0), (1.0, 1)]),
///     _ => Node::Max(vec![2, 0]),
/// });
/// assert_eq!(values, [0.0, 1.0, 0.5, 0.5]);
/// ```
///
/// Used by: atcoder-abc298-e, cf-148d.
#[derive(Clone, Debug, PartialEq)]
pub enum Node<S, F> {
    /// The game is over, with this value.
    End(F),
    /// A player who picks the option of largest value.
    Max(Vec<S>),
    /// A player who picks the option of smallest value.
    Min(Vec<S>),
    /// Nature draws option `s` with probability `weight / (total weight)`: `(weight, s)` pairs.
    Chance(Vec<(F, S)>),
}

impl<S, F: Field> Node<S, F> {
    /// The node's options, in order (those of a chance node without their weights).
    fn options(&self) -> Box<dyn Iterator<Item = &S> + '_> {
        match self {
            Node::End(_) => Box::new(std::iter::empty()),
            Node::Max(options) | Node::Min(options) => Box::new(options.iter()),
            Node::Chance(draws) => Box::new(draws.iter().map(|(_, s)| s)),
        }
    }

    /// The node's value from its options' values, in the order of [`Node::options`].
    fn value(&self, mut option_value: impl FnMut(&S) -> F) -> F {
        match self {
            Node::End(value) => *value,
            Node::Max(options) => best(options, option_value, Ordering::Greater),
            Node::Min(options) => best(options, option_value, Ordering::Less),
            Node::Chance(draws) => {
                let mut total = F::zero();
                let mut sum = F::zero();
                for (weight, option) in draws {
                    total = total + *weight;
                    sum = sum + *weight * option_value(option);
                }
                assert!(!total.is_zero(), "a chance node's weights sum to 0");
                sum / total
            }
        }
    }
}

fn best<S, F: Field>(options: &[S], mut value: impl FnMut(&S) -> F, wanted: Ordering) -> F {
    let mut options = options.iter();
    let first = options
        .next()
        .expect("a player who chooses needs an option");
    options.fold(value(first), |best, option| {
        let candidate = value(option);
        match candidate.compare(&best) {
            Some(order) if order == wanted => candidate,
            Some(_) => best,
            None => panic!(
                "a player who chooses needs ordered values (f64 or exact rationals, not residues)"
            ),
        }
    })
}

/// The value of every state `0..count` of a game with chance moves, in the order the caller
/// gives: `node(i)` describes state `i` ([`Node`]) and names only states below `i` (for a win
/// probability: number the states so that play moves to smaller numbers, e.g. by decreasing
/// progress). Panics naming the state if an option is not below it.
///
/// # Constraints
/// Options of state `i` are below `i`; see [`Node`] for the nodes.
///
/// # Complexity
/// O(count + E) field operations for E options in all, `count` calls of `node`, O(count) memory.
///
/// # Example
/// ```
/// use cgt_chance::{chance_values, Field, Node};
/// use cgt_modular::Mod998244353;
/// // Throw a fair die with faces 1 and 2 until the total is 3 or more: the probability that it
/// // is exactly 3. State 0: total 4 (lost); state 4 - t: total t <= 3 (play moves down).
/// fn hit_three<F: Field>() -> Vec<F> {
///     let state = |total: usize| if total == 4 { 0 } else { 4 - total };
///     chance_values(5, |s| match s {
///         0 => Node::End(F::zero()),
///         1 => Node::End(F::one()),
///         _ => {
///             let total = 4 - s;
///             Node::Chance(vec![(F::one(), state(total + 1)), (F::one(), state(total + 2))])
///         }
///     })
/// }
/// assert_eq!(hit_three::<f64>()[4], 0.625);
/// assert_eq!(hit_three::<Mod998244353>()[4], Mod998244353::new(5) / Mod998244353::new(8));
/// ```
///
/// Used by: atcoder-abc298-e, cf-148d.
pub fn chance_values<F: Field>(
    count: usize,
    mut node: impl FnMut(usize) -> Node<usize, F>,
) -> Vec<F> {
    let mut values: Vec<F> = Vec::with_capacity(count);
    for state in 0..count {
        let here = node(state);
        let value = here.value(|&option| {
            assert!(
                option < state,
                "state {state} has the option {option}, not below it"
            );
            values[option]
        });
        values.push(value);
    }
    values
}

/// The values of the states of a game with chance moves, computed on demand and memoised: `node`
/// describes a state ([`Node`]); [`ChanceMemo::value`] evaluates the states reachable from the
/// one asked, each once, with an explicit stack (a game a million moves long is fine). The states
/// are hashed with a fast multiplicative hash (`cgt_fast_hash::FastHashMap`): they come from the
/// game, not from an adversary.
///
/// # Constraints
/// The states reachable from those asked are finitely many and acyclic (a cycle never ends);
/// see [`Node`] for the nodes.
///
/// # Complexity
/// O(P + E) calls, hashes and field operations over the P states and E options reachable; O(P)
/// memory.
///
/// # Example
/// ```
/// use cgt_chance::{ChanceMemo, Node};
/// // Two players race to 2 points with a fair coin per round; (a, b) are their points.
/// let mut race = ChanceMemo::new(|&(a, b): &(u32, u32)| match (a, b) {
///     (2, _) => Node::End(1.0),
///     (_, 2) => Node::End(0.0),
///     _ => Node::Chance(vec![(1.0, (a + 1, b)), (1.0, (a, b + 1))]),
/// });
/// assert_eq!(race.value(&(0, 0)), 0.5);
/// assert_eq!(race.value(&(1, 0)), 0.75);
/// ```
///
/// Used by: no judge problem yet.
pub struct ChanceMemo<S, F, G> {
    node: G,
    values: FastHashMap<S, F>,
}

/// A state whose options are still being valued.
struct Pending<S, F> {
    state: S,
    node: Node<S, F>,
    next_option: usize,
}

impl<S, F, G> ChanceMemo<S, F, G>
where
    S: Clone + Eq + Hash,
    F: Field,
    G: FnMut(&S) -> Node<S, F>,
{
    /// An empty memo for the game described by `node`.
    pub fn new(node: G) -> Self {
        ChanceMemo {
            node,
            values: FastHashMap::default(),
        }
    }

    /// The value of `state`.
    pub fn value(&mut self, state: &S) -> F {
        if let Some(&known) = self.values.get(state) {
            return known;
        }
        let mut stack = vec![self.pending(state.clone())];
        while let Some(top) = stack.last_mut() {
            let unknown = top
                .node
                .options()
                .skip(top.next_option)
                .position(|option| !self.values.contains_key(option));
            match unknown {
                Some(offset) => {
                    top.next_option += offset;
                    let option = top.node.options().nth(top.next_option).unwrap().clone();
                    let pending = self.pending(option);
                    stack.push(pending);
                }
                None => {
                    let done = stack.pop().unwrap();
                    let value = done.node.value(|option| self.values[option]);
                    self.values.insert(done.state, value);
                }
            }
        }
        self.values[state]
    }

    /// How many states have their value remembered.
    pub fn known_states(&self) -> usize {
        self.values.len()
    }

    fn pending(&mut self, state: S) -> Pending<S, F> {
        let node = (self.node)(&state);
        Pending {
            state,
            node,
            next_option: 0,
        }
    }
}

// The unit tests are in the sibling folder (cargo-equip looks for `src/tests.rs` otherwise).
#[cfg(test)]
#[path = "value/tests.rs"]
mod tests;
