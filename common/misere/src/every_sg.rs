//! Every-SG: every unfinished component moves on each turn; the last one to end decides.

/// A position of one component of an Every-SG game: who wins the component alone, and its step
/// count, the number of moves it lasts when the player who wins it stretches it and the player
/// who loses it ends it as fast as possible.
///
/// # Constraints
/// None: any fields. [`every_sg_dag`] and [`euclid_steps`] make them by the rule of
/// [`every_sg_dag`], which [`every_sg_wins`] relies on.
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_misere::{euclid_steps, every_sg_wins, EverySg};
/// // hdu-3595's piles (3, 2): the first player loses this component, which lasts 2 moves.
/// let EverySg { wins, steps } = euclid_steps(3, 2);
/// assert_eq!((wins, steps), (false, 2));
/// // Beside a component won in 3 moves, the sum is decided by the longer one.
/// assert!(every_sg_wins([euclid_steps(3, 2), EverySg { wins: true, steps: 3 }]));
/// ```
///
/// Used by: hdu-3595.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EverySg {
    /// Whether the player to move wins this component played alone (normal play).
    pub wins: bool,
    /// Moves until the component ends under that play; 0 at a position without moves.
    pub steps: u32,
}

/// Whether the first player wins an Every-SG game (on each turn the player to move must make a
/// move in every component that has not ended; who cannot move loses, so the last component to
/// end decides) whose components are at `positions`: iff the largest step count is odd.
///
/// A component that will end last is one its winner can stretch longest; each player wins the
/// components they can and stretches them, and loses the others as fast as they can, so the
/// longest component runs exactly its step count and its winner moves last in it.
///
/// # Constraints
/// None: any positions. Only the step counts are read; the answer is the game's when they follow
/// the rule of [`every_sg_dag`], as those of [`every_sg_dag`] and [`euclid_steps`] do.
///
/// # Complexity
/// O(n) for n components.
///
/// # Example
/// ```
/// use cgt_misere::{euclid_steps, every_sg_wins};
/// // hdu-3595: (2, 3) lasts 2 moves and is lost by the first player; (1, 1) lasts 1.
/// assert!(!every_sg_wins([euclid_steps(2, 3), euclid_steps(1, 1)]));
/// assert!(every_sg_wins([euclid_steps(1, 1); 3]));
/// ```
///
/// Used by: hdu-3595.
pub fn every_sg_wins(positions: impl IntoIterator<Item = EverySg>) -> bool {
    positions.into_iter().map(|p| p.steps).max().unwrap_or(0) % 2 == 1
}

/// Win/lose status and step count of every vertex of a game on a directed acyclic graph (a move
/// takes the token from `v` to a vertex of `successors[v]`), for Every-SG sums:
/// - a vertex without successors: lost, 0 steps;
/// - a winning vertex (some successor is lost): 1 + the LARGEST step count among its lost
///   successors (the winner stretches);
/// - a losing vertex (every successor is won): 1 + the SMALLEST step count among its successors
///   (the loser hurries).
///
/// Returns `None` when the graph has a directed cycle. Iterative: paths of any length are safe.
///
/// # Constraints
/// Every successor is below `successors.len()`.
///
/// # Complexity
/// O(V + E) time, O(V) memory besides the input.
///
/// # Example
/// ```
/// use cgt_misere::{every_sg_dag, EverySg};
/// // A pile of 0..=4 stones, take 1 or 2: lost at multiples of 3.
/// let successors: Vec<Vec<usize>> = (0..5).map(|n| (1..=2.min(n)).map(|s| n - s).collect()).collect();
/// let table = every_sg_dag(&successors).unwrap();
/// assert_eq!(table[3], EverySg { wins: false, steps: 2 });
/// assert_eq!(table[4], EverySg { wins: true, steps: 3 }); // 4 -> 3 -> (1 or 2) -> 0
/// ```
///
/// Used by: no judge problem yet.
pub fn every_sg_dag(successors: &[Vec<usize>]) -> Option<Vec<EverySg>> {
    const NEW: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let n = successors.len();
    let mut mark = vec![NEW; n];
    let mut table = vec![
        EverySg {
            wins: false,
            steps: 0
        };
        n
    ];
    let mut stack = Vec::new();
    for root in 0..n {
        if mark[root] != NEW {
            continue;
        }
        stack.push((root, 0usize));
        mark[root] = OPEN;
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            if let Some(&w) = successors[v].get(*next) {
                *next += 1;
                match mark[w] {
                    NEW => {
                        mark[w] = OPEN;
                        stack.push((w, 0));
                    }
                    OPEN => return None,
                    _ => {}
                }
                continue;
            }
            stack.pop();
            mark[v] = DONE;
            let options = successors[v].iter().map(|&w| table[w]);
            let longest_lost = options.clone().filter(|o| !o.wins).map(|o| o.steps).max();
            table[v] = match longest_lost {
                Some(steps) => EverySg {
                    wins: true,
                    steps: steps + 1,
                },
                None => EverySg {
                    wins: false,
                    steps: options.map(|o| o.steps + 1).min().unwrap_or(0),
                },
            };
        }
    }
    Some(table)
}

/// The Every-SG status and step count of the game of hdu-3595 on piles `(p, q)`: a move takes
/// `k` times the smaller pile from the larger (`k >= 1`, no more than it holds; equal piles: one
/// move empties one), and the game ends when a pile is empty.
///
/// Walking down the Euclid chain: with `x >= y`, a multiple (`x % y == 0`) is won in 1 step;
/// otherwise `x = q y + r` and the game reaches `(y, r)`: with `q = 1` that is the only move (status
/// reversed, one step more); with `q >= 2` the position is won, in one step more than `(y, r)`
/// when `(y, r)` is lost, and two more (through `(r + y, y)`, lost) when it is won.
///
/// # Constraints
/// `p, q >= 1`.
///
/// # Complexity
/// O(log min(p, q)).
///
/// # Example
/// ```
/// use cgt_misere::{euclid_steps, EverySg};
/// assert_eq!(euclid_steps(3, 2), EverySg { wins: false, steps: 2 });
/// assert_eq!(euclid_steps(2, 3), euclid_steps(3, 2));
/// assert_eq!(euclid_steps(7, 7), EverySg { wins: true, steps: 1 });
/// ```
///
/// Used by: hdu-3595.
pub fn euclid_steps(p: u64, q: u64) -> EverySg {
    assert!(p >= 1 && q >= 1, "both piles must hold stones");
    let (mut x, mut y) = (p.max(q), p.min(q));
    let mut quotients = Vec::new();
    while x % y != 0 {
        quotients.push(x / y);
        (x, y) = (y, x % y);
    }
    let mut at = EverySg {
        wins: true,
        steps: 1,
    };
    for &quotient in quotients.iter().rev() {
        at = match (quotient, at.wins) {
            (1, wins) => EverySg {
                wins: !wins,
                steps: at.steps + 1,
            },
            (_, false) => EverySg {
                wins: true,
                steps: at.steps + 1,
            },
            (_, true) => EverySg {
                wins: true,
                steps: at.steps + 2,
            },
        };
    }
    at
}

#[cfg(test)]
#[path = "every_sg/tests.rs"]
mod tests;
