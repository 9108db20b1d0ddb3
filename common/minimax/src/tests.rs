//! Every item against `oracle::ScoreSearch`, a plain minimax over explicit positions that hold
//! both players' points and whose turn it is, on random small games.

use crate::*;
use oracle::{ScoreSearch, Turn};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// A random finite game on states `0..n`: state `s` moves only to larger states, each move with
/// random points (negative ones too) and a random extra turn; the last states have no move.
fn random_game(rng: &mut StdRng, n: usize) -> Vec<Vec<Move<usize>>> {
    (0..n)
        .map(|s| {
            let degree = if s + 1 >= n {
                0
            } else {
                rng.random_range(0..4)
            };
            (0..degree)
                .map(|_| Move {
                    points: rng.random_range(-5..=9),
                    next: rng.random_range(s + 1..n),
                    again: rng.random_bool(0.3),
                })
                .collect()
        })
        .collect()
}

/// The position of the explicit search: (state, the first player to move?, first's points -
/// second's so far).
type Position<S> = (S, bool, i64);

/// The rules of a game given by its moves, for the plain search: the first player maximises
/// the final difference of points, the second minimises it, and a move with `again` is followed
/// by the same player.
fn rules<S: Clone>(
    moves: impl Fn(&S) -> Vec<Move<S>>,
) -> impl Fn(&Position<S>) -> Turn<Position<S>> {
    move |(state, first, diff)| {
        let options = moves(state);
        if options.is_empty() {
            return Turn::Over(*diff);
        }
        let sign = if *first { 1 } else { -1 };
        let next = options
            .into_iter()
            .map(|m| (m.next, *first == m.again, diff + sign * m.points))
            .collect();
        if *first {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    }
}

#[test]
fn negamax_with_either_memo_matches_the_plain_search() {
    let mut rng = StdRng::seed_from_u64(30);
    for _ in 0..300 {
        let n = rng.random_range(1..16);
        let game = random_game(&mut rng, n);
        let mut plain = ScoreSearch::new(rules(|&s: &usize| game[s].clone()));
        let mut dense = Negamax::dense(n, |&s: &usize| s, |&s: &usize| game[s].clone());
        let mut hashed = Negamax::hashed(|&s: &usize| game[s].clone());
        // Many queries in a random order, one memo.
        for _ in 0..n {
            let s = rng.random_range(0..n);
            let value = plain.value(&(s, true, 0));
            assert_eq!(dense.value(&s), value, "{game:?} at {s}");
            assert_eq!(hashed.value(&s), value, "{game:?} at {s}");
            // The second player's view is the negation.
            assert_eq!(plain.value(&(s, false, 0)), -value);
        }
        assert!(dense.known_states() <= n);
        assert_eq!(dense.known_states(), hashed.known_states());
        assert_eq!(dense.memo().size(), n);
    }
}

#[test]
fn best_moves_are_the_moves_the_plain_search_keeps() {
    let mut rng = StdRng::seed_from_u64(31);
    for _ in 0..300 {
        let n = rng.random_range(1..14);
        let game = random_game(&mut rng, n);
        let mut plain = ScoreSearch::new(rules(|&s: &usize| game[s].clone()));
        let mut negamax = Negamax::hashed(|&s: &usize| game[s].clone());
        for s in 0..n {
            let keep: Vec<Position<usize>> = plain.best_moves(&(s, true, 0));
            let best = negamax.best_moves(&s);
            let as_positions: Vec<Position<usize>> =
                best.iter().map(|m| (m.next, m.again, m.points)).collect();
            assert_eq!(as_positions, keep, "{game:?} at {s}");
            assert_eq!(negamax.best_move(&s), best.first().copied());
            assert_eq!(best.is_empty(), game[s].is_empty());
        }
    }
}

#[test]
fn a_long_game_does_not_overflow_the_stack() {
    // One stone at a time from a pile of a million, each worth 1: the mover gets the odd ones.
    let mut game = Negamax::hashed(|&n: &u32| {
        if n == 0 {
            Vec::new()
        } else {
            vec![Move::turn_passes(1, n - 1)]
        }
    });
    assert_eq!(game.value(&1_000_000), 0);
    assert_eq!(game.value(&999_999), 1);
}

/// The plain search of "take from either end" with explicit totals: (l, r, first to move,
/// difference), where a move takes `count` items for `gain(l, r, take)`.
fn interval_value(n: usize, max_take: usize, gain: &dyn Fn(usize, usize, Take) -> i64) -> i64 {
    let mut plain = ScoreSearch::new(|&((l, r), first, diff): &Position<(usize, usize)>| {
        if l == r {
            return Turn::Over(diff);
        }
        let sign = if first { 1 } else { -1 };
        let mut next = Vec::new();
        for end in [End::Left, End::Right] {
            for count in 1..=max_take.min(r - l) {
                let g = gain(l, r, Take { end, count });
                let rest = match end {
                    End::Left => (l + count, r),
                    End::Right => (l, r - count),
                };
                next.push((rest, !first, diff + sign * g));
            }
        }
        if first {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    plain.value(&((0, n), true, 0))
}

#[test]
fn take_from_ends_matches_the_plain_search() {
    let mut rng = StdRng::seed_from_u64(32);
    for _ in 0..500 {
        let n = rng.random_range(0..=10);
        let top = [3, 20, 1_000_000_000][rng.random_range(0..3)];
        let row: Vec<i64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
        let item = |l: usize, r: usize, t: Take| match t.end {
            End::Left => row[l],
            End::Right => row[r - 1],
        };
        let value = interval_value(n, 1, &item);
        assert_eq!(take_from_ends(&row), value, "{row:?}");
        // The best first move keeps the value.
        match take_from_ends_best_move(&row) {
            None => assert!(row.is_empty()),
            Some(End::Left) => assert_eq!(row[0] - take_from_ends(&row[1..]), value),
            Some(End::Right) => assert_eq!(row[n - 1] - take_from_ends(&row[..n - 1]), value),
        }
    }
}

#[test]
fn with_an_even_row_the_first_player_never_loses() {
    // Taking every item at an even place (or every one at an odd place) is always possible.
    let mut rng = StdRng::seed_from_u64(33);
    for _ in 0..2000 {
        let n = 2 * rng.random_range(0..=8);
        let row: Vec<i64> = (0..n).map(|_| rng.random_range(1..=100)).collect();
        let margin = take_from_ends(&row);
        let even: i64 = row.iter().step_by(2).sum();
        let odd: i64 = row.iter().skip(1).step_by(2).sum();
        assert!(margin >= 0, "{row:?}");
        assert!(margin >= (even - odd).abs(), "{row:?}");
    }
}

#[test]
fn interval_games_with_gains_per_end_and_several_items_match_the_plain_search() {
    let mut rng = StdRng::seed_from_u64(34);
    for _ in 0..300 {
        let n = rng.random_range(0..=7);
        let max_take = rng.random_range(1..=4);
        // A random gain for every (interval, end, count): a different gain per end, negative
        // gains, gains that depend on the turn.
        let table: Vec<i64> = (0..(n + 1) * (n + 1) * 2 * (max_take + 1))
            .map(|_| rng.random_range(-6..=10))
            .collect();
        let gain = |l: usize, r: usize, t: Take| {
            let end = if t.end == End::Left { 0 } else { 1 };
            table[((l * (n + 1) + r) * 2 + end) * (max_take + 1) + t.count]
        };
        let value = interval_value(n, max_take, &gain);
        assert_eq!(interval_margin(n, max_take, gain), value);
        match interval_best_move(n, max_take, gain) {
            None => assert_eq!(n, 0),
            Some(t) => {
                // The rest after the move, valued by the plain search on the shifted game.
                let (l, r) = match t.end {
                    End::Left => (t.count, n),
                    End::Right => (0, n - t.count),
                };
                let rest = interval_value(r - l, max_take, &|a, b, u| gain(a + l, b + l, u));
                assert_eq!(gain(0, n, t) - rest, value);
            }
        }
    }
}

#[test]
fn game_of_sum_samples() {
    // UVa 10891 "Game of Sum": take any number of items from one end, scoring their sum; the
    // statement's samples are 7 and 10.
    for (row, margin) in [(vec![4i64, -10, -20, 7], 7), (vec![1, 2, 3, 4], 10)] {
        let n = row.len();
        let sum = |a: usize, b: usize| row[a..b].iter().sum::<i64>();
        let gain = |l: usize, r: usize, t: Take| match t.end {
            End::Left => sum(l, l + t.count),
            End::Right => sum(r - t.count, r),
        };
        assert_eq!(interval_margin(n, n, gain), margin, "{row:?}");
        assert_eq!(interval_value(n, n, &gain), margin, "{row:?}");
    }
}

/// Each player maximises their own total (not the difference), by plain recursion from the
/// rules of "take from either end": (the mover's total, the other's).
fn own_totals(row: &[i64]) -> (i64, i64) {
    if row.is_empty() {
        return (0, 0);
    }
    let (theirs_l, mine_l) = own_totals(&row[1..]);
    let (theirs_r, mine_r) = own_totals(&row[..row.len() - 1]);
    let left = (row[0] + mine_l, theirs_l);
    let right = (row[row.len() - 1] + mine_r, theirs_r);
    if left.0 >= right.0 {
        left
    } else {
        right
    }
}

#[test]
fn a_constant_sum_game_is_a_game_of_the_difference() {
    let mut rng = StdRng::seed_from_u64(35);
    for _ in 0..500 {
        let n = rng.random_range(0..=12);
        let row: Vec<i64> = (0..n).map(|_| rng.random_range(1..=50)).collect();
        let total = row.iter().sum();
        assert_eq!(
            totals_from_margin(total, take_from_ends(&row)),
            own_totals(&row),
            "{row:?}"
        );
    }
}

#[test]
fn alpha_beta_matches_the_plain_search_in_every_window() {
    let mut rng = StdRng::seed_from_u64(36);
    for _ in 0..300 {
        let n = rng.random_range(1..14);
        let game = random_game(&mut rng, n);
        let mut plain = ScoreSearch::new(rules(|&s: &usize| game[s].clone()));
        // Bounds: none, the most |points| along any path, and the exact |value| (the tightest).
        let mut longest = vec![0i64; n];
        for s in (0..n).rev() {
            longest[s] = game[s]
                .iter()
                .map(|m| m.points.abs() + longest[m.next])
                .max()
                .unwrap_or(0);
        }
        let exact: Vec<i64> = (0..n).map(|s| plain.value(&(s, true, 0)).abs()).collect();
        for bound in [vec![i64::MAX / 4; n], longest, exact] {
            let mut search = AlphaBeta::new(|&s: &usize| game[s].clone(), |&s: &usize| bound[s]);
            for s in 0..n {
                let value = plain.value(&(s, true, 0));
                assert_eq!(search.value(&s), value, "{game:?} at {s}");
                for _ in 0..4 {
                    let alpha = rng.random_range(-20..20);
                    let beta = alpha + rng.random_range(1..8);
                    let v = search.search(&s, alpha, beta);
                    if v <= alpha {
                        assert!(value <= v, "fail low at {s}: {v} in ({alpha}, {beta})");
                    } else if v >= beta {
                        assert!(value >= v, "fail high at {s}: {v} in ({alpha}, {beta})");
                    } else {
                        assert_eq!(v, value);
                    }
                    assert_eq!(search.margin_exceeds(&s, alpha), value > alpha);
                }
                match search.best_move(&s) {
                    None => assert!(game[s].is_empty()),
                    Some(m) => {
                        let after = plain.value(&(m.next, m.again, m.points));
                        assert_eq!(after, value, "{game:?} at {s}");
                    }
                }
            }
            assert!(search.nodes() > 0);
        }
    }
}

/// Every staircase of an n x m board (non-increasing row lengths at most m).
fn staircases(n: usize, m: usize) -> Vec<Vec<usize>> {
    let mut all = vec![Vec::new()];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|s: Vec<usize>| {
                let top = s.last().copied().unwrap_or(m);
                (0..=top).map(move |x| {
                    let mut t = s.clone();
                    t.push(x);
                    t
                })
            })
            .collect();
    }
    all
}

#[test]
fn staircase_ranks_are_a_bijection_onto_the_binomial() {
    for n in 0..=5 {
        for m in 0..=5 {
            let board = Staircase::new(n, m);
            let all = staircases(n, m);
            assert_eq!(board.count(), all.len(), "{n} x {m}");
            let mut seen = vec![false; all.len()];
            for s in &all {
                let r = board.rank(s);
                assert!(!seen[r], "{n} x {m}: rank {r} twice");
                seen[r] = true;
                assert_eq!(board.unrank(r), *s);
            }
            // The corners: the empty cells whose left and upper neighbours are taken.
            for s in &all {
                let taken = |i: usize, j: usize| j < s[i];
                let cells: Vec<(usize, usize)> = (0..n)
                    .flat_map(|i| (0..m).map(move |j| (i, j)))
                    .filter(|&(i, j)| {
                        !taken(i, j) && (j == 0 || taken(i, j - 1)) && (i == 0 || taken(i - 1, j))
                    })
                    .collect();
                assert_eq!(board.corners(s), cells, "{s:?}");
            }
        }
    }
    assert_eq!(Staircase::new(10, 10).count(), 184_756);
}

#[test]
fn negamax_over_staircases_matches_the_plain_search_over_cells() {
    // 一双木棋 on small boards: the first player scores a[i][j], the second b[i][j]; the plain
    // search keeps the set of occupied cells and checks the rule cell by cell.
    let mut rng = StdRng::seed_from_u64(37);
    for _ in 0..60 {
        let n = rng.random_range(1..=3);
        let m = rng.random_range(1..=4);
        let a: Vec<i64> = (0..n * m).map(|_| rng.random_range(0..10)).collect();
        let b: Vec<i64> = (0..n * m).map(|_| rng.random_range(0..10)).collect();
        let board = Staircase::new(n, m);
        let mut negamax = Negamax::dense(
            board.count(),
            |s: &Vec<usize>| board.rank(s),
            |s: &Vec<usize>| {
                let first = s.iter().sum::<usize>() % 2 == 0;
                board
                    .corners(s)
                    .into_iter()
                    .map(|(i, j)| {
                        let mut next = s.clone();
                        next[i] += 1;
                        Move::turn_passes(if first { a[i * m + j] } else { b[i * m + j] }, next)
                    })
                    .collect()
            },
        );
        let mut plain = ScoreSearch::new(|&(cells, diff): &(u32, i64)| {
            let taken = |i: usize, j: usize| cells >> (i * m + j) & 1 == 1;
            let first = cells.count_ones() % 2 == 0;
            let next: Vec<(u32, i64)> = (0..n * m)
                .filter(|&c| {
                    let (i, j) = (c / m, c % m);
                    !taken(i, j) && (0..j).all(|k| taken(i, k)) && (0..i).all(|k| taken(k, j))
                })
                .map(|c| {
                    let g = if first { a[c] } else { -b[c] };
                    (cells | 1 << c, diff + g)
                })
                .collect();
            match (next.is_empty(), first) {
                (true, _) => Turn::Over(diff),
                (false, true) => Turn::First(next),
                (false, false) => Turn::Second(next),
            }
        });
        assert_eq!(
            negamax.value(&vec![0; n]),
            plain.value(&(0, 0)),
            "{n} x {m}"
        );
        assert_eq!(negamax.known_states(), board.count());
    }
}

#[test]
fn base3_ranks_are_a_bijection_and_digits_change_alone() {
    let mut rng = StdRng::seed_from_u64(38);
    for cells in 0..=6 {
        let board = Base3::new(cells);
        assert_eq!(board.count(), 3usize.pow(cells as u32));
        for r in 0..board.count() {
            let digits = board.unrank(r);
            assert_eq!(digits.len(), cells);
            assert!(digits.iter().all(|&d| d < 3));
            assert_eq!(board.rank(&digits), r);
            if cells > 0 {
                let cell = rng.random_range(0..cells);
                let digit = rng.random_range(0..3);
                let mut changed = digits.clone();
                changed[cell] = digit;
                assert_eq!(board.set(r, cell, digit), board.rank(&changed));
                assert_eq!(board.get(r, cell), digits[cell]);
            }
        }
    }
}

#[test]
fn negamax_over_base3_boards_matches_the_plain_search_over_colourings() {
    // A row of k cells; a move paints an empty cell in the mover's colour (1 first, 2 second)
    // and scores its weight for that colour, plus a bonus for each neighbour of the same colour:
    // the future depends on the colours, not only on which cells are taken.
    let mut rng = StdRng::seed_from_u64(42);
    for _ in 0..100 {
        let k = rng.random_range(1..=6);
        let weight: Vec<[i64; 3]> = (0..k)
            .map(|_| [0, rng.random_range(-5..10), rng.random_range(-5..10)])
            .collect();
        let bonus = rng.random_range(0..6);
        let gain = |cells: &[u8], c: usize, colour: u8| {
            let same = [c.wrapping_sub(1), c + 1]
                .iter()
                .filter(|&&d| d < cells.len() && cells[d] == colour)
                .count() as i64;
            weight[c][colour as usize] + bonus * same
        };
        let board = Base3::new(k);
        let mut negamax = Negamax::dense(
            board.count(),
            |&r: &usize| r,
            |&r: &usize| {
                let cells = board.unrank(r);
                let colour = if cells.iter().filter(|&&d| d != 0).count() % 2 == 0 {
                    1
                } else {
                    2
                };
                (0..k)
                    .filter(|&c| cells[c] == 0)
                    .map(|c| Move::turn_passes(gain(&cells, c, colour), board.set(r, c, colour)))
                    .collect()
            },
        );
        let mut plain = ScoreSearch::new(|(cells, diff): &(Vec<u8>, i64)| {
            let first = cells.iter().filter(|&&d| d != 0).count() % 2 == 0;
            let colour = if first { 1 } else { 2 };
            let sign = if first { 1 } else { -1 };
            let next: Vec<(Vec<u8>, i64)> = (0..k)
                .filter(|&c| cells[c] == 0)
                .map(|c| {
                    let mut after = cells.clone();
                    after[c] = colour;
                    (after, diff + sign * gain(cells, c, colour))
                })
                .collect();
            match (next.is_empty(), first) {
                (true, _) => Turn::Over(*diff),
                (false, true) => Turn::First(next),
                (false, false) => Turn::Second(next),
            }
        });
        assert_eq!(
            negamax.value(&0),
            plain.value(&(vec![0; k], 0)),
            "{weight:?}"
        );
    }
}

/// Triangle War's board: dots 1..10 in rows of 1, 2, 3, 4, as 0..9.
fn triangle_war() -> LineBoard {
    let lines = [
        (1, 2),
        (1, 3),
        (2, 3),
        (2, 4),
        (2, 5),
        (3, 5),
        (3, 6),
        (4, 5),
        (5, 6),
        (4, 7),
        (4, 8),
        (5, 8),
        (5, 9),
        (6, 9),
        (6, 10),
        (7, 8),
        (8, 9),
        (9, 10),
    ]
    .map(|(a, b)| (a - 1, b - 1));
    let cells: [[usize; 3]; 9] = [
        [1, 2, 3],
        [2, 4, 5],
        [2, 3, 5],
        [3, 5, 6],
        [4, 7, 8],
        [4, 5, 8],
        [5, 8, 9],
        [5, 6, 9],
        [6, 9, 10],
    ]
    .map(|t| t.map(|d| d - 1));
    let cells: Vec<&[usize]> = cells.iter().map(|c| &c[..]).collect();
    LineBoard::new(&lines, &cells)
}

#[test]
fn line_sets_rank_and_close_cells_as_drawn() {
    let board = triangle_war();
    assert_eq!((board.line_count(), board.cell_count()), (18, 9));
    assert_eq!(board.all_lines(), (1 << 18) - 1);
    assert_eq!(board.closed(board.all_lines()), 9);
    let mut rng = StdRng::seed_from_u64(39);
    for _ in 0..2000 {
        let drawn: u64 = rng.random_range(0..1 << 18);
        assert_eq!(board.rank(&board.unrank(drawn)), drawn);
        for e in board.unrank(!drawn & board.all_lines()) {
            // Closed by the line = closed after it - closed before it.
            let closed = board.closed(drawn | 1 << e) - board.closed(drawn);
            assert_eq!(board.closed_by(drawn, e), closed);
        }
    }
    // 2-5 closes 2-4-5 and 2-3-5 at once.
    let drawn = board
        .rank(&[(2, 3), (3, 5), (2, 4), (4, 5)].map(|(a, b)| board.line(a - 1, b - 1).unwrap()));
    assert_eq!(board.closed_by(drawn, board.line(4, 1).unwrap()), 2);
    assert_eq!(board.line(0, 9), None);
}

#[test]
fn the_line_game_matches_the_plain_search_with_extra_moves() {
    // Triangle War from random positions with at least 9 lines drawn; the plain search keeps
    // both players' triangles and whose turn it is, and gives an extra move after a triangle.
    let board = triangle_war();
    let mut negamax = Negamax::dense(1 << 18, |&s: &u64| s as usize, |&s: &u64| board.moves(s));
    let mut plain = ScoreSearch::new(|&(drawn, first, diff): &(u64, bool, i64)| {
        if drawn == board.all_lines() {
            return Turn::Over(diff);
        }
        let sign = if first { 1 } else { -1 };
        let next = (0..18)
            .filter(|&e| drawn >> e & 1 == 0)
            .map(|e| {
                let after = drawn | 1 << e;
                let gained = (board.closed(after) - board.closed(drawn)) as i64;
                (after, first == (gained > 0), diff + sign * gained)
            })
            .collect();
        if first {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    let mut rng = StdRng::seed_from_u64(40);
    for _ in 0..40 {
        let mut drawn = 0u64;
        while drawn.count_ones() < 9 {
            drawn |= 1 << rng.random_range(0..18);
        }
        assert_eq!(
            negamax.value(&drawn),
            plain.value(&(drawn, true, 0)),
            "{drawn:b}"
        );
        let mut alpha_beta = AlphaBeta::new(
            |&s: &u64| board.moves(s),
            |&s: &u64| (9 - board.closed(s)) as i64,
        );
        assert_eq!(alpha_beta.value(&drawn), negamax.value(&drawn));
    }
}

/// The figures quoted in the docs (`cargo test -p cgt-minimax --release timings -- --ignored
/// --nocapture`): the whole Triangle War memo, 一双木棋's 10 x 10 memo, and alpha-beta per
/// Triangle War game after 6 moves.
#[test]
#[ignore]
fn timings() {
    use std::time::Instant;
    let board = triangle_war();
    let start = Instant::now();
    let mut negamax = Negamax::dense(1 << 18, |&s: &u64| s as usize, |&s: &u64| board.moves(s));
    let empty = negamax.value(&0);
    println!(
        "Triangle War: f(empty) = {empty}, {} states known of {}, {:?}",
        negamax.known_states(),
        negamax.memo().size(),
        start.elapsed()
    );

    let mut rng = StdRng::seed_from_u64(41);
    let (n, m) = (10, 10);
    let a: Vec<i64> = (0..n * m).map(|_| rng.random_range(0..=100_000)).collect();
    let b: Vec<i64> = (0..n * m).map(|_| rng.random_range(0..=100_000)).collect();
    let stairs = Staircase::new(n, m);
    let start = Instant::now();
    let mut chess = Negamax::dense(
        stairs.count(),
        |s: &Vec<usize>| stairs.rank(s),
        |s: &Vec<usize>| {
            let first = s.iter().sum::<usize>() % 2 == 0;
            stairs
                .corners(s)
                .into_iter()
                .map(|(i, j)| {
                    let mut next = s.clone();
                    next[i] += 1;
                    Move::turn_passes(if first { a[i * m + j] } else { b[i * m + j] }, next)
                })
                .collect()
        },
    );
    let value = chess.value(&vec![0; n]);
    println!(
        "10 x 10 staircases: f = {value}, {} states, {:?}",
        chess.known_states(),
        start.elapsed()
    );

    let games = 200;
    let mut nodes = 0;
    let start = Instant::now();
    for _ in 0..games {
        let mut drawn = 0u64;
        while drawn.count_ones() < 6 {
            drawn |= 1 << rng.random_range(0..18);
        }
        let mut search = AlphaBeta::new(
            |&s: &u64| board.moves(s),
            |&s: &u64| (9 - board.closed(s)) as i64,
        );
        assert_eq!(search.margin_exceeds(&drawn, 0), negamax.value(&drawn) > 0);
        nodes += search.nodes();
    }
    println!(
        "alpha-beta, Triangle War after 6 moves: {} nodes and {:?} a game (null window at 0)",
        nodes / games,
        start.elapsed() / games as u32
    );
}
