use super::*;
use oracle::{Loopy, LoopySearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn winning_and_best_moves_agree_with_the_search_and_play_out_in_length() {
    let mut rng = StdRng::seed_from_u64(51);
    for _ in 0..300 {
        let n = rng.random_range(1..=12);
        let m = rng.random_range(0..=2 * n);
        let moves: Vec<(usize, usize)> = (0..m)
            .map(|_| (rng.random_range(0..n), rng.random_range(0..n)))
            .collect();
        let options: Vec<Vec<usize>> = (0..n)
            .map(|v| moves.iter().filter(|e| e.0 == v).map(|e| e.1).collect())
            .collect();
        let mut graph = MoveGraph::new(n, &moves);
        graph.solve_with_lengths(&[]);
        let mut search = LoopySearch::new(|&v: &usize| options[v].clone());
        for v in 0..n {
            let expected: Vec<usize> = options[v]
                .iter()
                .copied()
                .filter(|o| search.outcome(o) == Loopy::Lose)
                .collect();
            let winning = graph.winning_moves(&options[v]);
            assert_eq!(winning, expected, "{moves:?} at {v}");
            assert_eq!(winning.is_empty(), search.outcome(&v) != Loopy::Win);
            // Best play from both sides ends in the predicted number of moves, at a dead
            // end for the predicted loser; a draw stays among draws.
            let (mut at, mut played) = (v, 0u32);
            while let Some(next) = graph.best_move(&options[at]) {
                if graph.outcome(at) == Outcome::Draw {
                    assert_eq!(graph.outcome(next), Outcome::Draw);
                    break;
                }
                at = next;
                played += 1;
                assert!(played as usize <= n, "{moves:?} at {v}: no end");
            }
            if graph.outcome(v) != Outcome::Draw {
                assert!(options[at].is_empty());
                assert_eq!(graph.length(v), Some(played), "{moves:?} at {v}");
                let loser_moved_first = graph.outcome(v) == Outcome::Lose;
                assert_eq!(played % 2 == 0, loser_moved_first, "{moves:?} at {v}");
            }
        }
    }
}

#[test]
fn retrograde_gives_the_same_moves_as_the_graph() {
    let mut rng = StdRng::seed_from_u64(52);
    for _ in 0..200 {
        let n = rng.random_range(1..=10);
        let moves: Vec<(usize, usize)> = (0..rng.random_range(0..=2 * n))
            .map(|_| (rng.random_range(0..n), rng.random_range(0..n)))
            .collect();
        let options: Vec<Vec<usize>> = (0..n)
            .map(|v| moves.iter().filter(|e| e.0 == v).map(|e| e.1).collect())
            .collect();
        let mut graph = MoveGraph::new(n, &moves);
        graph.solve_with_lengths(&[]);
        let mut game = Retrograde::new();
        game.solve_implicit(
            n,
            |v| options[v].len(),
            &[],
            |v, list| list.extend(moves.iter().filter(|e| e.1 == v).map(|e| e.0)),
        );
        for options in &options {
            assert_eq!(game.winning_moves(options), graph.winning_moves(options));
            assert_eq!(game.best_move(options), graph.best_move(options));
        }
    }
}
