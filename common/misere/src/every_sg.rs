//! Every-SG: every unfinished component moves on each turn; the last one to end decides.

/// A position of one component of an Every-SG game: who wins the component alone, and its step
/// count, the number of moves it lasts when the player who wins it stretches it and the player
/// who loses it ends it as fast as possible.
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
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    /// The piles one move away in the game of hdu-3595 (`None`: the game has ended).
    fn euclid_moves(p: u64, q: u64) -> Vec<(u64, u64)> {
        if p == 0 || q == 0 {
            return Vec::new();
        }
        let (x, y) = (p.max(q), p.min(q));
        (1..=x / y).map(|k| (x - k * y, y)).collect()
    }

    /// Every-SG status and steps from the definition, by search over positions.
    fn every_sg_naive(p: u64, q: u64, memo: &mut HashMap<(u64, u64), EverySg>) -> EverySg {
        if let Some(&known) = memo.get(&(p, q)) {
            return known;
        }
        let options: Vec<EverySg> = euclid_moves(p, q)
            .into_iter()
            .map(|(a, b)| every_sg_naive(a, b, memo))
            .collect();
        let result = match options.iter().filter(|o| !o.wins).map(|o| o.steps).max() {
            Some(steps) => EverySg {
                wins: true,
                steps: steps + 1,
            },
            None => EverySg {
                wins: false,
                steps: options.iter().map(|o| o.steps + 1).min().unwrap_or(0),
            },
        };
        memo.insert((p, q), result);
        result
    }

    #[test]
    fn euclid_steps_compare_with_naive() {
        let mut memo = HashMap::new();
        for p in 1..=60 {
            for q in 1..=60 {
                assert_eq!(
                    euclid_steps(p, q),
                    every_sg_naive(p, q, &mut memo),
                    "{p} {q}"
                );
            }
        }
    }

    /// The simultaneous game itself: a position is the tuple of all components; a move makes
    /// one move in every component that has not ended; who cannot move loses.
    fn simultaneous_wins(
        games: Vec<(u64, u64)>,
        memo: &mut HashMap<Vec<(u64, u64)>, bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&games) {
            return known;
        }
        let mut next: Vec<Vec<(u64, u64)>> = vec![Vec::new()];
        let mut moved = false;
        for &(p, q) in &games {
            let options = euclid_moves(p, q);
            if options.is_empty() {
                next.iter_mut().for_each(|n| n.push((p, q)));
                continue;
            }
            moved = true;
            next = next
                .iter()
                .flat_map(|n| options.iter().map(move |&o| [n.as_slice(), &[o]].concat()))
                .collect();
        }
        let wins = moved && next.into_iter().any(|n| !simultaneous_wins(n, memo));
        memo.insert(games, wins);
        wins
    }

    #[test]
    fn every_sg_wins_compare_with_naive() {
        let mut memo = HashMap::new();
        let mut rng = StdRng::seed_from_u64(6);
        for _ in 0..400 {
            let games: Vec<(u64, u64)> = (0..rng.random_range(1..=3))
                .map(|_| (rng.random_range(1..=9), rng.random_range(1..=9)))
                .collect();
            let expected = simultaneous_wins(games.clone(), &mut memo);
            let steps = games.iter().map(|&(p, q)| euclid_steps(p, q));
            assert_eq!(every_sg_wins(steps), expected, "{games:?}");
        }
    }

    #[test]
    fn every_sg_dag_compare_with_naive() {
        // Random DAGs (edges go to smaller vertices) against the same recursion by memo.
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..300 {
            let n = rng.random_range(1..30);
            let successors: Vec<Vec<usize>> = (0..n)
                .map(|v| (0..v).filter(|_| rng.random_bool(0.2)).collect())
                .collect();
            let table = every_sg_dag(&successors).unwrap();
            for v in 0..n {
                let options: Vec<EverySg> = successors[v].iter().map(|&w| table[w]).collect();
                let wins = options.iter().any(|o| !o.wins);
                assert_eq!(table[v].wins, wins);
                let steps = if wins {
                    options
                        .iter()
                        .filter(|o| !o.wins)
                        .map(|o| o.steps + 1)
                        .max()
                        .unwrap()
                } else {
                    options.iter().map(|o| o.steps + 1).min().unwrap_or(0)
                };
                assert_eq!(table[v].steps, steps);
            }
        }
        assert_eq!(every_sg_dag(&[vec![1], vec![0]]), None);
        // A path of 1e5 vertices needs no recursion.
        let path: Vec<Vec<usize>> = (0..100_000)
            .map(|v| if v == 0 { vec![] } else { vec![v - 1] })
            .collect();
        let table = every_sg_dag(&path).unwrap();
        assert_eq!(
            table[99_999],
            EverySg {
                wins: true,
                steps: 99_999
            }
        );
    }
}
