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
fn simultaneous_wins(games: Vec<(u64, u64)>, memo: &mut HashMap<Vec<(u64, u64)>, bool>) -> bool {
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
