//! Chance nodes that average a window of consecutive states, valued by prefix sums.

use crate::Field;
use std::cmp::Ordering;
use std::ops::Range;

/// A draw of nature over states numbered by the caller: single states `(weight, state)` and
/// runs `(weight, first..end)` in which every state is drawn with that weight (a die whose
/// faces lead to consecutive states is one run). The value is the weighted average
/// `(Σ w v(state) + Σ w Σ_{s in run} v(s)) / (total weight)`.
///
/// # Constraints
/// The total weight (a run of k states weighs k times its weight) is not 0.
///
/// # Complexity
/// O(singles + runs) field operations in [`window_chance_values`], whatever the lengths of the runs.
///
/// # Example
/// ```
/// use cgt_chance::{window_chance_values, Draw, WindowNode};
/// // State 0 is lost, states 1..=6 are worth their number; state 7 is a fair die over them
/// // with a seventh face that loses.
/// let values = window_chance_values(8, |s| match s {
///     0 => WindowNode::End(0.0),
///     1..=6 => WindowNode::End(s as f64),
///     _ => WindowNode::Draw(Draw::run(1.0, 1..7).and_state(1.0, 0)),
/// });
/// assert_eq!(values[7], 3.0);
/// ```
///
/// Used by: atcoder-abc342-f.
#[derive(Clone, Debug, PartialEq)]
pub struct Draw<F> {
    /// `(weight, state)`: one state drawn with this weight.
    pub states: Vec<(F, usize)>,
    /// `(weight, first..end)`: every state of the run drawn with this weight.
    pub runs: Vec<(F, Range<usize>)>,
}

impl<F: Field> Draw<F> {
    /// Every state of `states` with weight `weight` (a uniform window).
    pub fn run(weight: F, states: Range<usize>) -> Self {
        Draw {
            states: Vec::new(),
            runs: vec![(weight, states)],
        }
    }

    /// This draw and one more run.
    pub fn and_run(mut self, weight: F, states: Range<usize>) -> Self {
        self.runs.push((weight, states));
        self
    }

    /// This draw and one more single state.
    pub fn and_state(mut self, weight: F, state: usize) -> Self {
        self.states.push((weight, state));
        self
    }
}

/// A choice of a player at a state of [`window_chance_values`]: a fixed value (stop now and
/// take it), another state, or a draw of nature (go on and roll).
///
/// # Constraints
/// See [`Draw`]; a state named is below the state that names it.
///
/// # Complexity
/// As [`Draw`] for a draw, O(1) otherwise.
///
/// # Example
/// ```
/// use cgt_chance::{window_chance_values, Draw, Pick, WindowNode};
/// // Stop with 2, or roll a fair die over states 0..3 (worth 0, 3 and 6).
/// let values = window_chance_values(4, |s| match s {
///     0..=2 => WindowNode::End(3.0 * s as f64),
///     _ => WindowNode::Max(vec![Pick::Value(2.0), Pick::Draw(Draw::run(1.0, 0..3))]),
/// });
/// assert_eq!(values[3], 3.0);
/// ```
///
/// Used by: atcoder-abc342-f.
#[derive(Clone, Debug, PartialEq)]
pub enum Pick<F> {
    /// A value taken as it is.
    Value(F),
    /// The value of a state below.
    State(usize),
    /// The average of a draw over states below.
    Draw(Draw<F>),
}

/// What happens at a state of [`window_chance_values`]: the game is over ([`WindowNode::End`]),
/// a player picks the largest ([`WindowNode::Max`]) or smallest ([`WindowNode::Min`]) of
/// several [`Pick`]s, or nature draws ([`WindowNode::Draw`]), over windows of consecutive
/// states as well as single ones. The same values as [`crate::Node`], with a window of k states
/// costing O(1) instead of O(k).
///
/// # Constraints
/// `Max` and `Min` have at least one pick and a field with an order ([`Field::compare`]); every
/// state named is below the state described; see [`Draw`].
///
/// # Complexity
/// O(singles + runs) field operations per node.
///
/// # Example
/// ```
/// use cgt_chance::{window_chance_values, Draw, Pick, WindowNode};
/// // A walk towards a goal: each step a fair coin moves 1 or 2 nearer; overshooting loses.
/// // State 0: lost; 1: at the goal; s >= 2: s - 1 steps away, moving to states s - 2 or s - 1.
/// let values = window_chance_values(5, |s| match s {
///     0 => WindowNode::End(0.0),
///     1 => WindowNode::End(1.0),
///     _ => WindowNode::Draw(Draw::run(1.0, s - 2..s)),
/// });
/// assert_eq!(values[2..], [0.5, 0.75, 0.625]);
/// ```
///
/// Used by: atcoder-abc342-f.
#[derive(Clone, Debug, PartialEq)]
pub enum WindowNode<F> {
    /// The game is over, with this value.
    End(F),
    /// A player who picks the largest value.
    Max(Vec<Pick<F>>),
    /// A player who picks the smallest value.
    Min(Vec<Pick<F>>),
    /// Nature draws.
    Draw(Draw<F>),
}

/// The values so far and their prefix sums: `prefix[i]` is the sum of the values of states
/// `0..i`.
struct Values<F> {
    values: Vec<F>,
    prefix: Vec<F>,
}

impl<F: Field> Values<F> {
    fn below(&self, state: usize, here: usize) -> F {
        assert!(
            state < here,
            "state {here} names the state {state}, not below it"
        );
        self.values[state]
    }

    fn draw(&self, draw: &Draw<F>, here: usize) -> F {
        let mut total = F::zero();
        let mut sum = F::zero();
        for &(weight, state) in &draw.states {
            total = total + weight;
            sum = sum + weight * self.below(state, here);
        }
        for (weight, run) in &draw.runs {
            if run.start >= run.end {
                continue;
            }
            assert!(
                run.end <= here,
                "state {here} draws from {run:?}, not below it"
            );
            total = total + *weight * F::from_u64((run.end - run.start) as u64);
            sum = sum + *weight * (self.prefix[run.end] - self.prefix[run.start]);
        }
        assert!(
            !total.is_zero(),
            "a draw's weights sum to 0 at state {here}"
        );
        sum / total
    }

    fn pick(&self, pick: &Pick<F>, here: usize) -> F {
        match pick {
            Pick::Value(value) => *value,
            Pick::State(state) => self.below(*state, here),
            Pick::Draw(draw) => self.draw(draw, here),
        }
    }

    fn best(&self, picks: &[Pick<F>], here: usize, wanted: Ordering) -> F {
        let mut picks = picks.iter();
        let first = picks.next().expect("a player who chooses needs a pick");
        picks.fold(self.pick(first, here), |best, pick| {
            let candidate = self.pick(pick, here);
            match candidate.compare(&best) {
                Some(order) if order == wanted => candidate,
                Some(_) => best,
                None => panic!(
                    "a player who chooses needs ordered values (f64 or exact rationals, not residues)"
                ),
            }
        })
    }
}

/// The value of every state `0..count` of a game with chance moves whose draws average windows
/// of consecutive states: `node(i)` describes state `i` ([`WindowNode`]) and names only states
/// below `i`. Each window's sum is the difference of two prefix sums of the values so far, so a
/// die of D faces costs O(1), not O(D): O(count + picks + runs) in all, against
/// the O(count · D) of [`crate::chance_values`].
///
/// In `f64` the prefix sums add up to `count` values: for probabilities the error of a window's
/// sum is about `count · 2^-53` (2e5 states: 3e-11), far below the 1e-6 or 1e-9 of judges. Residues
/// are exact.
///
/// # Constraints
/// See [`WindowNode`], [`Pick`] and [`Draw`].
///
/// # Complexity
/// O(count + P + R) field operations for P picks and single draws and R runs in all, `count`
/// calls of `node`, O(count) memory (two values per state).
///
/// # Example
/// ```
/// use cgt_chance::{window_chance_values, Draw, Field, WindowNode};
/// use cgt_modular::Mod998244353;
/// // A die with faces 1..=3 thrown from total 0 until the total reaches 5 or more: the chance
/// // that it stops exactly at 5. State i is the total 6 - i (state 0: past 5, lost; 1: won).
/// fn exactly_five<F: Field>() -> Vec<F> {
///     window_chance_values(7, |s| match s {
///         0 => WindowNode::End(F::zero()),
///         1 => WindowNode::End(F::one()),
///         // From total t = 6 - s the faces lead to t + 1..=t + 3: states s - 3..s, below 1
///         // counted as state 0.
///         _ => {
///             let first = s.saturating_sub(3).max(1);
///             let busts = (first + 3 - s) as u64;
///             WindowNode::Draw(Draw::run(F::one(), first..s).and_state(F::from_u64(busts), 0))
///         }
///     })
/// }
/// let real: Vec<f64> = exactly_five();
/// assert!((real[6] - 121.0 / 243.0).abs() < 1e-15);
/// let residue: Vec<Mod998244353> = exactly_five();
/// assert_eq!(residue[6], Mod998244353::new(121) / Mod998244353::new(243));
/// assert_eq!(residue[2], Mod998244353::new(1) / Mod998244353::new(3)); // from 4: only a 1
/// ```
///
/// Used by: atcoder-abc342-f.
pub fn window_chance_values<F: Field>(
    count: usize,
    mut node: impl FnMut(usize) -> WindowNode<F>,
) -> Vec<F> {
    let mut known = Values {
        values: Vec::with_capacity(count),
        prefix: Vec::with_capacity(count + 1),
    };
    known.prefix.push(F::zero());
    for state in 0..count {
        let value = match node(state) {
            WindowNode::End(value) => value,
            WindowNode::Max(picks) => known.best(&picks, state, Ordering::Greater),
            WindowNode::Min(picks) => known.best(&picks, state, Ordering::Less),
            WindowNode::Draw(draw) => known.draw(&draw, state),
        };
        known.values.push(value);
        let last = known.prefix[state];
        known.prefix.push(last + value);
    }
    known.values
}

// The unit tests are in the sibling folder (cargo-equip looks for `src/tests.rs` otherwise).
#[cfg(test)]
#[path = "window/tests.rs"]
mod tests;
