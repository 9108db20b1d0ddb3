//! Window draws against the same games with every window spelled out state by state: valued by
//! `chance_values` (exact fractions, f64, residues) and by the oracle's `ChanceSearch`.

use super::*;
use crate::{chance_values, Node};
use cgt_modular::Mod998244353;
use oracle::{ChanceNode, ChanceSearch, Rational};
use rand::{rngs::StdRng, Rng, SeedableRng};

fn ratio(numer: i64, denom: i64) -> Rational {
    Rational::new(numer.into(), denom.into())
}

fn random_draw(rng: &mut StdRng, below: usize) -> Draw<Rational> {
    let mut draw = Draw {
        states: Vec::new(),
        runs: Vec::new(),
    };
    for _ in 0..rng.random_range(0..=2) {
        draw.states.push((
            Rational::from(rng.random_range(0..=3)),
            rng.random_range(0..below),
        ));
    }
    for _ in 0..rng.random_range(1..=3) {
        let a = rng.random_range(0..=below);
        let b = rng.random_range(0..=below);
        draw.runs
            .push((Rational::from(rng.random_range(0..=3)), a.min(b)..a.max(b)));
    }
    // A total weight that is not 0: one more run of weight at least 1 over a state.
    let first = rng.random_range(0..below);
    draw.runs
        .push((Rational::from(rng.random_range(1..=4)), first..first + 1));
    draw
}

/// States 0 and 1 are ends; every other state is an end, a draw, or (with `choosers`) a Max or
/// Min over values, states and draws.
fn random_game(rng: &mut StdRng, choosers: bool) -> Vec<WindowNode<Rational>> {
    let count = rng.random_range(2..=14);
    (0..count)
        .map(|i| {
            let kind = if i < 2 { 0 } else { rng.random_range(0..5) };
            let end = |rng: &mut StdRng| ratio(rng.random_range(-4..=4), rng.random_range(1..=3));
            match kind {
                0 => WindowNode::End(end(rng)),
                1 | 2 if choosers => {
                    let picks = (0..rng.random_range(1..=3))
                        .map(|_| match rng.random_range(0..3) {
                            0 => Pick::Value(end(rng)),
                            1 => Pick::State(rng.random_range(0..i)),
                            _ => Pick::Draw(random_draw(rng, i)),
                        })
                        .collect();
                    if kind == 1 {
                        WindowNode::Max(picks)
                    } else {
                        WindowNode::Min(picks)
                    }
                }
                _ => WindowNode::Draw(random_draw(rng, i)),
            }
        })
        .collect()
}

/// The same game with every run spelled out and every pick that is not a state made a state of
/// its own: the plain nodes, and where each original state went.
fn spelled_out(game: &[WindowNode<Rational>]) -> (Vec<Node<usize, Rational>>, Vec<usize>) {
    let mut nodes: Vec<Node<usize, Rational>> = Vec::new();
    let mut place: Vec<usize> = Vec::new();
    let draw = |draw: &Draw<Rational>, place: &[usize]| {
        let mut draws: Vec<(Rational, usize)> =
            draw.states.iter().map(|&(w, s)| (w, place[s])).collect();
        for (w, run) in &draw.runs {
            draws.extend(run.clone().map(|s| (*w, place[s])));
        }
        Node::Chance(draws)
    };
    for node in game {
        let plain = match node {
            WindowNode::End(v) => Node::End(*v),
            WindowNode::Draw(d) => draw(d, &place),
            WindowNode::Max(picks) | WindowNode::Min(picks) => {
                let options = picks
                    .iter()
                    .map(|pick| match pick {
                        Pick::State(s) => place[*s],
                        Pick::Value(v) => {
                            nodes.push(Node::End(*v));
                            nodes.len() - 1
                        }
                        Pick::Draw(d) => {
                            nodes.push(draw(d, &place));
                            nodes.len() - 1
                        }
                    })
                    .collect();
                if matches!(node, WindowNode::Max(_)) {
                    Node::Max(options)
                } else {
                    Node::Min(options)
                }
            }
        };
        nodes.push(plain);
        place.push(nodes.len() - 1);
    }
    (nodes, place)
}

fn convert<F: Field>(
    game: &[WindowNode<Rational>],
    to: impl Fn(Rational) -> F,
) -> Vec<WindowNode<F>> {
    let draw = |d: &Draw<Rational>| Draw {
        states: d.states.iter().map(|&(w, s)| (to(w), s)).collect(),
        runs: d.runs.iter().map(|(w, r)| (to(*w), r.clone())).collect(),
    };
    let picks = |picks: &[Pick<Rational>]| {
        picks
            .iter()
            .map(|p| match p {
                Pick::Value(v) => Pick::Value(to(*v)),
                Pick::State(s) => Pick::State(*s),
                Pick::Draw(d) => Pick::Draw(draw(d)),
            })
            .collect()
    };
    game.iter()
        .map(|node| match node {
            WindowNode::End(v) => WindowNode::End(to(*v)),
            WindowNode::Max(p) => WindowNode::Max(picks(p)),
            WindowNode::Min(p) => WindowNode::Min(picks(p)),
            WindowNode::Draw(d) => WindowNode::Draw(draw(d)),
        })
        .collect()
}

fn residue(value: Rational) -> Mod998244353 {
    Mod998244353::new(value.residue(998_244_353))
}

#[test]
fn windows_match_the_states_spelled_out_and_the_oracle() {
    let mut rng = StdRng::seed_from_u64(342);
    for round in 0..1500 {
        let choosers = round % 2 == 0;
        let game = random_game(&mut rng, choosers);
        let (plain, place) = spelled_out(&game);
        let exact = window_chance_values(game.len(), |s| game[s].clone());
        let spelled = chance_values(plain.len(), |s| plain[s].clone());
        let mut search = ChanceSearch::new(|&s: &usize| match &plain[s] {
            Node::End(v) => ChanceNode::End(*v),
            Node::Max(o) => ChanceNode::Max(o.clone()),
            Node::Min(o) => ChanceNode::Min(o.clone()),
            Node::Chance(d) => ChanceNode::Chance(d.clone()),
        });
        let real_game = convert(&game, Rational::to_f64);
        let real = window_chance_values(game.len(), |s| real_game[s].clone());
        for (s, &value) in exact.iter().enumerate() {
            assert_eq!(value, spelled[place[s]], "state {s} of {game:?}");
            assert_eq!(value, search.value(&place[s]), "state {s} of {game:?}");
            assert!((real[s] - value.to_f64()).abs() < 1e-12, "{game:?}");
        }
        if !choosers {
            let modular_game = convert(&game, residue);
            let modular = window_chance_values(game.len(), |s| modular_game[s].clone());
            for (s, &value) in exact.iter().enumerate() {
                assert_eq!(modular[s], residue(value), "state {s} of {game:?}");
                let r = search.residue(&place[s], 998_244_353);
                assert_eq!(u64::from(modular[s].value()), r);
            }
        }
    }
}

#[test]
fn a_long_die_in_f64_stays_accurate() {
    // A die of 300 faces rolled from 0 until the total reaches 3000 or more; won when it stops at
    // exactly 3000. State 0: past 3000 (lost); state 1 + (3000 - t): the total t. The windows
    // against every face summed one by one.
    let (n, d) = (3000usize, 300usize);
    let state = |total: usize| 1 + (n - total);
    let plain = chance_values(n + 2, |s| match s {
        0 => Node::End(0.0),
        1 => Node::End(1.0),
        _ => {
            let total = n - (s - 1);
            let draws = (1..=d)
                .map(|f| {
                    if total + f > n {
                        (1.0, 0)
                    } else {
                        (1.0, state(total + f))
                    }
                })
                .collect();
            Node::Chance(draws)
        }
    });
    let windows = window_chance_values(n + 2, |s| match s {
        0 => WindowNode::End(0.0),
        1 => WindowNode::End(1.0),
        _ => {
            let total = n - (s - 1);
            let top = (total + d).min(n);
            let past = (total + d - top) as f64; // the faces that pass n
            WindowNode::Draw(Draw::run(1.0, state(top)..s).and_state(past, 0))
        }
    });
    for s in 0..n + 2 {
        assert!(
            (plain[s] - windows[s]).abs() < 1e-12,
            "{s}: {} {}",
            plain[s],
            windows[s]
        );
    }
    // Far from the line the chance of landing on it is near 2 / (d + 1).
    assert!((windows[state(0)] - 2.0 / 301.0).abs() < 1e-4);
}

#[test]
#[should_panic(expected = "not below it")]
fn a_window_reaching_up_is_named() {
    let _ = window_chance_values(2, |s| match s {
        0 => WindowNode::End(1.0),
        _ => WindowNode::Draw(Draw::run(1.0, 0..2)),
    });
}
