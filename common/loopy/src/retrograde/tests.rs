use super::*;
use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};

/// Outcomes by the definition, as a fixed-point iteration: repeat (a position is `Win` if
/// some move reaches a `Lose` one, `Lose` if all moves reach `Win` ones) until nothing
/// changes; what is left is `Draw`. Terminals keep their outcome.
fn outcomes_naive(
    n: usize,
    moves: &[(usize, usize)],
    terminals: &[(usize, Outcome)],
) -> Vec<Outcome> {
    let mut value: Vec<Option<Outcome>> = vec![None; n];
    let mut terminal = vec![false; n];
    for &(t, outcome) in terminals {
        value[t] = Some(outcome);
        terminal[t] = true;
    }
    loop {
        let mut changed = false;
        for v in 0..n {
            if terminal[v] || value[v].is_some() {
                continue;
            }
            let mut options = moves.iter().filter(|m| m.0 == v).map(|m| value[m.1]);
            if options.clone().any(|o| o == Some(Outcome::Lose)) {
                value[v] = Some(Outcome::Win);
                changed = true;
            } else if options.all(|o| o == Some(Outcome::Win)) {
                value[v] = Some(Outcome::Lose);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    value
        .into_iter()
        .map(|o| o.unwrap_or(Outcome::Draw))
        .collect()
}

/// Game lengths by horizon: `win[k]` are the positions whose player can force a win within
/// `k` moves, `lose[k]` those whose player cannot avoid losing within `k` moves. A
/// position's length is the least such `k`, for `k` up to a bound past which nothing
/// changes.
fn lengths_naive(
    n: usize,
    moves: &[(usize, usize)],
    terminals: &[(usize, Outcome)],
) -> Vec<Option<u32>> {
    let mut terminal = vec![None; n];
    for &(t, outcome) in terminals {
        terminal[t] = Some(outcome);
    }
    let mut win: Vec<bool> = terminal.iter().map(|&t| t == Some(Outcome::Win)).collect();
    let mut lose: Vec<bool> = (0..n)
        .map(|v| {
            terminal[v] == Some(Outcome::Lose)
                || (terminal[v].is_none() && moves.iter().all(|m| m.0 != v))
        })
        .collect();
    let mut length: Vec<Option<u32>> = (0..n)
        .map(|v| if win[v] || lose[v] { Some(0) } else { None })
        .collect();
    for k in 1..=2 * n as u32 + 2 {
        let (last_win, last_lose) = (win.clone(), lose.clone());
        for v in 0..n {
            if terminal[v].is_some() || length[v].is_some() {
                continue;
            }
            let mut options = moves.iter().filter(|m| m.0 == v).map(|m| m.1);
            if options.clone().any(|w| last_lose[w]) {
                win[v] = true;
                length[v] = Some(k);
            } else if options.all(|w| last_win[w]) {
                lose[v] = true;
                length[v] = Some(k);
            }
        }
    }
    length
}

/// Positions, moves and terminal positions of a random game.
type Game = (usize, Vec<(usize, usize)>, Vec<(usize, Outcome)>);

fn random_game(rng: &mut StdRng) -> Game {
    let n = rng.random_range(1..=9);
    let m = rng.random_range(0..=3 * n);
    let mut moves: Vec<(usize, usize)> = (0..m)
        .map(|_| (rng.random_range(0..n), rng.random_range(0..n)))
        .collect();
    if rng.random_bool(0.3) && !moves.is_empty() {
        let copy = moves[rng.random_range(0..moves.len())];
        moves.push(copy);
    }
    let terminals = random_terminals(rng, n);
    (n, moves, terminals)
}

/// Up to two distinct terminal positions, mostly lost ones.
fn random_terminals(rng: &mut StdRng, n: usize) -> Vec<(usize, Outcome)> {
    let mut positions: Vec<usize> = (0..n).collect();
    positions.shuffle(rng);
    positions
        .into_iter()
        .take(rng.random_range(0..=2))
        .map(|t| {
            let outcome =
                [Outcome::Win, Outcome::Lose, Outcome::Lose, Outcome::Draw][rng.random_range(0..4)];
            (t, outcome)
        })
        .collect()
}

#[test]
fn solve_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(786);
    for _ in 0..1500 {
        let (n, moves, _) = random_game(&mut rng);
        let mut graph = MoveGraph::new(n, &moves);
        // The same graph under several sets of terminals: nothing may leak between them.
        for _ in 0..3 {
            let terminals = random_terminals(&mut rng, n);
            let expected = outcomes_naive(n, &moves, &terminals);
            graph.solve(&terminals);
            let outcomes: Vec<Outcome> = (0..n).map(|v| graph.outcome(v)).collect();
            assert_eq!(outcomes, expected, "{n} {moves:?} {terminals:?}");
            let watched: Vec<usize> = (0..rng.random_range(0..=3))
                .map(|_| rng.random_range(0..n))
                .collect();
            graph.solve_for(&terminals, &watched);
            for &v in &watched {
                assert_eq!(graph.outcome(v), expected[v], "{n} {moves:?} {terminals:?}");
            }
            graph.solve_with_lengths(&terminals);
            let outcomes: Vec<Outcome> = (0..n).map(|v| graph.outcome(v)).collect();
            let lengths: Vec<Option<u32>> = (0..n).map(|v| graph.length(v)).collect();
            assert_eq!(outcomes, expected, "{n} {moves:?} {terminals:?}");
            assert_eq!(
                lengths,
                lengths_naive(n, &moves, &terminals),
                "{n} {moves:?} {terminals:?}"
            );
        }
    }
}

#[test]
fn solve_implicit_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(209);
    let mut game = Retrograde::new();
    for _ in 0..3000 {
        let (n, moves, terminals) = random_game(&mut rng);
        game.solve_implicit(
            n,
            |v| moves.iter().filter(|m| m.0 == v).count(),
            &terminals,
            |v, list| list.extend(moves.iter().filter(|m| m.1 == v).map(|m| m.0)),
        );
        let outcomes: Vec<Outcome> = (0..n).map(|v| game.outcome(v)).collect();
        let lengths: Vec<Option<u32>> = (0..n).map(|v| game.length(v)).collect();
        assert_eq!(outcomes, outcomes_naive(n, &moves, &terminals));
        assert_eq!(lengths, lengths_naive(n, &moves, &terminals));
    }
}

#[test]
fn long_paths_and_cycles_need_no_recursion() {
    let n = 200_000;
    let path: Vec<(usize, usize)> = (0..n - 1).map(|v| (v, v + 1)).collect();
    let mut game = MoveGraph::new(n, &path);
    game.solve_with_lengths(&[]);
    for v in [0, 1, n - 2, n - 1] {
        let left = (n - 1 - v) as u32;
        assert_eq!(game.length(v), Some(left));
        let expected = if left % 2 == 0 {
            Outcome::Lose
        } else {
            Outcome::Win
        };
        assert_eq!(game.outcome(v), expected);
    }
    let mut cycle = path;
    cycle.push((n - 1, 0));
    let mut game = MoveGraph::new(n, &cycle);
    game.solve_with_lengths(&[]);
    assert!((0..n).all(|v| game.outcome(v) == Outcome::Draw && game.length(v).is_none()));
}

#[test]
fn the_loser_delays_and_the_winner_hurries() {
    // 3 and 4 are dead ends; 2 -> 3 wins; 1 -> 2 loses. 0 wins through 4 at once (or
    // through 1, later). 5 wins only through 1. 6 loses either way and goes through 5,
    // whose win takes longer than 2's.
    let moves = [
        (0, 4),
        (0, 1),
        (1, 2),
        (2, 3),
        (5, 0),
        (5, 1),
        (6, 2),
        (6, 5),
    ];
    let mut game = MoveGraph::new(7, &moves);
    game.solve_with_lengths(&[]);
    use Outcome::*;
    let outcomes: Vec<Outcome> = (0..7).map(|v| game.outcome(v)).collect();
    assert_eq!(outcomes, [Win, Lose, Win, Lose, Lose, Win, Lose]);
    let lengths: Vec<u32> = (0..7).map(|v| game.length(v).unwrap()).collect();
    assert_eq!(lengths, [1, 2, 1, 0, 0, 3, 4]);
}

#[test]
#[should_panic(expected = "listed twice")]
fn a_terminal_listed_twice_is_rejected() {
    let mut graph = MoveGraph::new(2, &[(0, 1)]);
    graph.solve(&[(1, Outcome::Lose), (1, Outcome::Win)]);
}

#[test]
#[should_panic(expected = "lengths were not computed")]
fn lengths_need_solve_with_lengths() {
    let mut graph = MoveGraph::new(2, &[(0, 1)]);
    graph.solve(&[]);
    graph.length(0);
}
