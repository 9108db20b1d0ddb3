//! Inputs of poj-2425 in the statement's exact format (`cargo x gen poj-2425`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, seq::SliceRandom, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let cases = rng.random_range(1..=3);
        (0..cases)
            .map(|_| {
                let n = rng.random_range(1..=20);
                let p = rng.random_range(0.1..0.7);
                case(rng, n, p, 5)
            })
            .collect::<Vec<_>>()
            .join("\n")
    }),
    random: |rng| {
        let cases = rng.random_range(1..=3);
        (0..cases)
            .map(|_| {
                let n = rng.random_range(1..=30);
                case(rng, n, 0.2, 10)
            })
            .collect::<Vec<_>>()
            .join("\n")
    },
    max: &[
        ("complete-dag-1000", |rng| case(rng, 1000, 1.0, 10_000)),
        ("10-cases-1000-nodes-p0.1", |rng| {
            (0..10)
                .map(|_| case(rng, 1000, 0.1, 1000))
                .collect::<Vec<_>>()
                .join("\n")
        }),
        ("100-cases-path-1000", |_| {
            let path: String = (1..1000).map(|v| format!("1 {v}\n")).collect();
            let queries: String = (0..100).map(|q| format!("2 {} 0\n", q * 9)).collect();
            vec![format!("1000\n{path}0\n{queries}0\n"); 100].join("\n")
        }),
    ],
};

/// One case: `n` vertices under a random order, each edge from an earlier to a later vertex
/// present with probability `p`, successors shuffled; then `queries` queries of 1..=10 chessmen.
fn case(rng: &mut StdRng, n: usize, p: f64, queries: usize) -> String {
    let mut order: Vec<usize> = (0..n).collect();
    order.shuffle(rng);
    let mut successors = vec![Vec::new(); n];
    for i in 0..n {
        for j in i + 1..n {
            if p >= 1.0 || rng.random_bool(p) {
                successors[order[i]].push(order[j]);
            }
        }
    }
    let mut text = format!("{n}\n");
    for next in &mut successors {
        next.shuffle(rng);
        text.push_str(&format!("{} {}", next.len(), line(next.iter())));
    }
    for _ in 0..queries {
        let m = rng.random_range(1..=10);
        let chessmen: Vec<usize> = (0..m).map(|_| rng.random_range(0..n)).collect();
        text.push_str(&format!("{m} {}", line(chessmen)));
    }
    text + "0\n"
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
