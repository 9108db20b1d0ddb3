//! Property tests against canonical forms built from the definitions (`naive`) and against a
//! minimax search of sums of real games.

use crate::naive::{Games, Id};
use crate::{number_star_value, Dyadic, NotNumberStar, NumberStar, NumberStarMemo, Outcome};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

fn v(m: i64, k: u32, star: u32) -> NumberStar {
    NumberStar::new(Dyadic::new(m, k), star)
}

/// Every `x + *n` born by `day`, by the naive table.
fn values_born_by(games: &mut Games, day: u64) -> Vec<NumberStar> {
    let mut values = Vec::new();
    for x in games.numbers_born_by(day) {
        for n in 0..=day as u32 {
            let value = NumberStar::new(x, n);
            let g = games.number_star(value);
            if games.birthday(g) <= day {
                values.push(value);
            }
        }
    }
    values
}

#[test]
fn the_naive_engine_knows_small_games() {
    let mut games = Games::default();
    let zero = games.number(Dyadic::ZERO);
    let star = games.nimber(1);
    let half = games.number(Dyadic::new(1, 1));
    let one = games.number(Dyadic::integer(1));
    assert_eq!(games.sum(star, star), zero);
    assert_eq!(games.sum(half, half), one);
    assert_eq!(games.game(vec![zero], vec![zero]), star);
    assert_eq!(games.game(vec![star], vec![star]), zero); // {* | *} = 0
    let up = games.game(vec![zero], vec![star]);
    assert_eq!(games.outcome(up), Outcome::Left);
    let up_star = games.game(vec![zero, star], vec![zero]);
    assert_eq!(games.sum(up, star), up_star);
    assert_eq!(games.outcome(up_star), Outcome::First);
    assert_eq!(games.as_number_star(up_star), None);
    assert_eq!(games.as_number_star(up), None);
    assert_eq!(games.game(vec![up_star], vec![one]), zero); // a value through a non-value
    assert_eq!(games.as_number_star(star), Some(v(0, 0, 1)));
    let star2 = games.nimber(2);
    assert_eq!(games.game(vec![zero, star2], vec![zero]), star); // *2 reverses through *
    assert_eq!(values_born_by(&mut games, 2).len(), 7 + 3 + 1); // x, x*, *2
}

#[test]
fn arithmetic_and_order_compare_with_canonical_forms() {
    let mut games = Games::default();
    let values = values_born_by(&mut games, 3);
    for &a in &values {
        let g = games.number_star(a);
        assert_eq!(games.neg(g), games.number_star(-a), "-({a})");
        assert_eq!(a.outcome(), games.outcome(g), "{a}");
        for &b in &values {
            let h = games.number_star(b);
            let sum = games.sum(g, h);
            assert_eq!(sum, games.number_star(a + b), "{a} + {b}");
            let minus_h = games.neg(h);
            assert_eq!(games.number_star(a - b), games.sum(g, minus_h));
            let order = match (games.le(h, g), games.le(g, h)) {
                (true, true) => Some(std::cmp::Ordering::Equal),
                (true, false) => Some(std::cmp::Ordering::Greater),
                (false, true) => Some(std::cmp::Ordering::Less),
                (false, false) => None,
            };
            assert_eq!(a.partial_cmp(&b), order, "{a} vs {b}");
            assert_eq!(a == b, g == h);
        }
    }
    let total: NumberStar = [v(1, 1, 1), v(1, 2, 2), v(-1, 0, 2)].into_iter().sum();
    assert_eq!(total, v(-1, 2, 1));
}

#[test]
fn display() {
    assert_eq!(v(3, 1, 1).to_string(), "3/2*");
    assert_eq!(v(-1, 2, 3).to_string(), "-1/4*3");
    assert_eq!(v(0, 0, 0).to_string(), "0");
    assert_eq!(v(0, 0, 1).to_string(), "*");
    assert_eq!(v(0, 0, 2).to_string(), "*2");
    assert_eq!(v(-2, 0, 0).to_string(), "-2");
    assert_eq!(v(5, 0, 1).to_string(), "5*");
}

#[test]
fn known_values() {
    let (zero, star, star2, one, half) =
        (v(0, 0, 0), v(0, 0, 1), v(0, 0, 2), v(1, 0, 0), v(1, 1, 0));
    let cases: Vec<(Vec<NumberStar>, Vec<NumberStar>, Option<NumberStar>)> = vec![
        (vec![], vec![], Some(zero)),
        (vec![zero], vec![zero], Some(star)),
        (vec![zero, star], vec![zero, star], Some(star2)),
        (
            vec![zero, star, star2],
            vec![zero, star, star2],
            Some(v(0, 0, 3)),
        ),
        (vec![zero, star2], vec![zero, star2], Some(star)),
        (vec![zero, star2], vec![zero], Some(star)),
        (vec![star], vec![star], Some(zero)),
        (vec![star], vec![], Some(zero)),
        (vec![], vec![star], Some(zero)),
        (vec![star2], vec![], Some(zero)),
        (vec![one], vec![], Some(v(2, 0, 0))),
        (vec![v(1, 0, 1)], vec![], Some(v(1, 0, 0))), // {1* | } = 1
        (vec![one], vec![one], Some(v(1, 0, 1))),
        (vec![half], vec![half], Some(v(1, 1, 1))),
        (vec![zero, star], vec![one], Some(half)),
        (vec![v(-1, 0, 1)], vec![v(1, 0, 1)], Some(zero)),
        (vec![v(1, 1, 1)], vec![one], Some(half)), // {1/2* | 1} = 1/2, the closed end
        (vec![zero, star], vec![zero], None),      // ↑*
        (vec![zero], vec![star], None),            // ↑
        (vec![star], vec![zero], None),            // ↓
        (vec![one], vec![zero], None),             // hot
        (vec![one], vec![one, v(1, 0, 1)], None),  // 1 + ↓*
        (vec![zero, v(0, 0, 3)], vec![zero], Some(star)), // *3 reverses through *
    ];
    for (left, right, expected) in cases {
        assert_eq!(
            number_star_value(&left, &right),
            expected,
            "{left:?} | {right:?}"
        );
    }
    // Far from 0.
    let big = Dyadic::integer(1 << 40);
    let big_star = NumberStar::new(big, 1);
    assert_eq!(
        number_star_value(&[big.into()], &[big.into()]),
        Some(big_star)
    );
    assert_eq!(
        number_star_value(&[big.into(), big_star], &[big.into()]),
        None
    );
    let above = big + Dyadic::new(1, 20);
    assert_eq!(
        number_star_value(&[big.into()], &[above.into()]),
        Some(NumberStar::from(big + Dyadic::new(1, 21)))
    );
    // Closed ends: big itself, then big + 2^-20, are simpler than anything strictly between.
    assert_eq!(
        number_star_value(&[big_star], &[NumberStar::new(above, 7)]),
        Some(NumberStar::from(big))
    );
    assert_eq!(
        number_star_value(&[big.into()], &[NumberStar::new(above, 7)]),
        Some(NumberStar::from(above))
    );
}

/// Checks `number_star_value(left, right)` against the canonical form of `{left | right}`.
fn check_value(games: &mut Games, left: &[NumberStar], right: &[NumberStar]) -> bool {
    let left_ids: Vec<Id> = left.iter().map(|&a| games.number_star(a)).collect();
    let right_ids: Vec<Id> = right.iter().map(|&b| games.number_star(b)).collect();
    let g = games.game(left_ids, right_ids);
    let expected = games.as_number_star(g);
    assert_eq!(
        number_star_value(left, right),
        expected,
        "{{{left:?} | {right:?}}}"
    );
    expected.is_some()
}

#[test]
fn value_compare_with_canonical_forms_exhaustively() {
    // Every game {L | R} with at most two options a side among the values born by day 2.
    let mut games = Games::default();
    let values = values_born_by(&mut games, 2);
    let mut sides: Vec<Vec<NumberStar>> = vec![vec![]];
    for (i, &a) in values.iter().enumerate() {
        sides.push(vec![a]);
        for &b in &values[i + 1..] {
            sides.push(vec![a, b]);
        }
    }
    let (mut some, mut none) = (0, 0);
    for left in &sides {
        for right in &sides {
            if check_value(&mut games, left, right) {
                some += 1;
            } else {
                none += 1;
            }
        }
    }
    assert!(some > 500 && none > 500, "{some} values, {none} not");
}

#[test]
fn value_compare_with_canonical_forms_at_random() {
    // Up to four options a side among the values born by day 3.
    let mut games = Games::default();
    let values = values_born_by(&mut games, 3);
    let mut rng = StdRng::seed_from_u64(42);
    let (mut some, mut none) = (0, 0);
    for _ in 0..3000 {
        let mut side = || -> Vec<NumberStar> {
            let count = rng.random_range(0..=4);
            (0..count)
                .map(|_| values[rng.random_range(0..values.len())])
                .collect()
        };
        let (left, right) = (side(), side());
        if check_value(&mut games, &left, &right) {
            some += 1;
        } else {
            none += 1;
        }
    }
    assert!(some > 300 && none > 300, "{some} values, {none} not");
}

/// Values every position of a game with the memo, in a random order, and checks each answer
/// against the canonical form of the position, built from its options. Returns how many
/// positions were valued and how many were reported as not numbers plus nimbers.
fn check_memo<S, F>(games: &mut Games, rng: &mut StdRng, positions: &[S], moves: F) -> (u32, u32)
where
    S: Clone + Eq + Hash + Debug,
    F: Fn(&S) -> (Vec<S>, Vec<S>),
{
    fn canonical<S: Clone + Eq + Hash, F: Fn(&S) -> (Vec<S>, Vec<S>)>(
        games: &mut Games,
        memo: &mut HashMap<S, Id>,
        moves: &F,
        p: &S,
    ) -> Id {
        if let Some(&g) = memo.get(p) {
            return g;
        }
        let (left, right) = moves(p);
        let left = left
            .iter()
            .map(|q| canonical(games, memo, moves, q))
            .collect();
        let right = right
            .iter()
            .map(|q| canonical(games, memo, moves, q))
            .collect();
        let g = games.game(left, right);
        memo.insert(p.clone(), g);
        g
    }
    let mut forms = HashMap::new();
    let mut solver = NumberStarMemo::new(&moves);
    let (mut valued, mut refused) = (0, 0);
    for _ in 0..positions.len() {
        let p = &positions[rng.random_range(0..positions.len())];
        let g = canonical(games, &mut forms, &moves, p);
        match solver.value(p) {
            Ok(value) => {
                assert_eq!(Some(value), games.as_number_star(g), "{p:?}");
                valued += 1;
            }
            Err(NotNumberStar {
                position,
                left,
                right,
            }) => {
                let g = canonical(games, &mut forms, &moves, &position);
                assert_eq!(games.as_number_star(g), None, "{position:?} from {p:?}");
                // The options are what they say they are.
                let (left_moves, right_moves) = moves(&position);
                for (values, options) in [(left, left_moves), (right, right_moves)] {
                    let expected: Vec<Option<NumberStar>> = options
                        .iter()
                        .map(|q| {
                            let h = canonical(games, &mut forms, &moves, q);
                            games.as_number_star(h)
                        })
                        .collect();
                    let found: Vec<Option<NumberStar>> = values.into_iter().map(Some).collect();
                    assert_eq!(found, expected, "options of {position:?}");
                }
                refused += 1;
            }
        }
    }
    (valued, refused)
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Colour {
    Blue,
    Red,
    Green,
}

fn random_colour(rng: &mut StdRng) -> Colour {
    [Colour::Blue, Colour::Red, Colour::Green][rng.random_range(0..3)]
}

/// Hackenbush with blue (Left's), red (Right's) and green (both's) edges: a move deletes an edge
/// and whatever is then cut off from the ground (vertex 0). A position is the mask of edges left.
struct Picture {
    edges: Vec<(usize, usize, Colour)>,
}

impl Picture {
    fn random(rng: &mut StdRng, vertices: usize, edges: usize) -> Self {
        Picture {
            edges: (0..edges)
                .map(|_| {
                    (
                        rng.random_range(0..vertices),
                        rng.random_range(0..vertices),
                        random_colour(rng),
                    )
                })
                .collect(),
        }
    }

    fn grounded(&self, mask: u32) -> u32 {
        let (mut reached, mut kept) = (1u32, 0u32);
        loop {
            let before = kept;
            for (e, &(a, b, _)) in self.edges.iter().enumerate() {
                if mask >> e & 1 == 1 && (reached >> a & 1 == 1 || reached >> b & 1 == 1) {
                    kept |= 1 << e;
                    reached |= 1 << a | 1 << b;
                }
            }
            if kept == before {
                return kept;
            }
        }
    }

    fn moves(&self, mask: u32) -> (Vec<u32>, Vec<u32>) {
        let cut = |colour: Colour| -> Vec<u32> {
            (0..self.edges.len())
                .filter(|&e| {
                    mask >> e & 1 == 1 && [colour, Colour::Green].contains(&self.edges[e].2)
                })
                .map(|e| self.grounded(mask & !(1 << e)))
                .collect()
        };
        (cut(Colour::Blue), cut(Colour::Red))
    }

    fn positions(&self) -> Vec<u32> {
        let mut all: Vec<u32> = (0..1u32 << self.edges.len())
            .map(|mask| self.grounded(mask))
            .collect();
        all.sort_unstable();
        all.dedup();
        all
    }
}

/// The dominoes `lo..hi` of a row.
type Segment = (usize, usize);

/// Toppling dominoes: a row of blue, red and green dominoes; a player topples one of theirs (a
/// green one is both's) to the left or to the right, and it falls with every domino on that
/// side. A position is the part `lo..hi` of the row still standing.
fn toppling_moves(row: &[Colour], (lo, hi): (usize, usize)) -> (Vec<Segment>, Vec<Segment>) {
    let topple = |colour: Colour| -> Vec<Segment> {
        let mut next = Vec::new();
        for (i, domino) in row.iter().enumerate().take(hi).skip(lo) {
            if [colour, Colour::Green].contains(domino) {
                next.push((i + 1, hi)); // toppled to the left
                next.push((lo, i)); // toppled to the right
            }
        }
        next
    };
    (topple(Colour::Blue), topple(Colour::Red))
}

#[test]
fn memo_compare_with_canonical_forms_on_hackenbush() {
    let mut rng = StdRng::seed_from_u64(7);
    let mut games = Games::default();
    let (mut valued, mut refused) = (0, 0);
    for _ in 0..150 {
        let edges = rng.random_range(0..=5);
        let picture = Picture::random(&mut rng, 4, edges);
        let (a, b) = check_memo(&mut games, &mut rng, &picture.positions(), |&m: &u32| {
            picture.moves(m)
        });
        valued += a;
        refused += b;
    }
    assert!(
        valued > 300 && refused > 100,
        "{valued} valued, {refused} refused"
    );
}

#[test]
fn memo_compare_with_canonical_forms_on_toppling_dominoes() {
    let mut rng = StdRng::seed_from_u64(8);
    let mut games = Games::default();
    let (mut valued, mut refused) = (0, 0);
    for _ in 0..100 {
        let n = rng.random_range(0..=5);
        let row: Vec<Colour> = (0..n).map(|_| random_colour(&mut rng)).collect();
        let positions: Vec<(usize, usize)> = (0..=n)
            .flat_map(|lo| (lo..=n).map(move |hi| (lo, hi)))
            .collect();
        let (a, b) = check_memo(&mut games, &mut rng, &positions, |&p: &(usize, usize)| {
            toppling_moves(&row, p)
        });
        valued += a;
        refused += b;
    }
    assert!(
        valued > 300 && refused > 50,
        "{valued} valued, {refused} refused"
    );
}

#[test]
fn memo_compare_with_canonical_forms_on_random_games() {
    // Position p moves to smaller positions: a random tree of options (a DAG, with sharing).
    let mut rng = StdRng::seed_from_u64(9);
    let mut games = Games::default();
    let (mut valued, mut refused) = (0, 0);
    for _ in 0..200 {
        let n = rng.random_range(1..10);
        let options: Vec<(Vec<usize>, Vec<usize>)> = (0..n)
            .map(|p| {
                let side = |rng: &mut StdRng| -> Vec<usize> {
                    let count = if p == 0 { 0 } else { rng.random_range(0..=3) };
                    (0..count).map(|_| rng.random_range(0..p)).collect()
                };
                (side(&mut rng), side(&mut rng))
            })
            .collect();
        let positions: Vec<usize> = (0..n).collect();
        let (a, b) = check_memo(&mut games, &mut rng, &positions, |&p: &usize| {
            options[p].clone()
        });
        valued += a;
        refused += b;
    }
    assert!(
        valued > 300 && refused > 100,
        "{valued} valued, {refused} refused"
    );
}

/// A component of a sum: its Left and Right options, positions packed in a `u32`.
type Moves<'a> = dyn Fn(u32) -> (Vec<u32>, Vec<u32>) + 'a;

/// Whether the player to move (Left if `left`) wins the sum of components, each a position of
/// its own game, by a minimax search of the sum: a move is a move in one component.
fn sum_wins(
    components: &[&Moves],
    position: Vec<u32>,
    left: bool,
    memo: &mut HashMap<(Vec<u32>, bool), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(position.clone(), left)) {
        return known;
    }
    let mut wins = false;
    'search: for (i, moves) in components.iter().enumerate() {
        let (l, r) = moves(position[i]);
        for q in if left { l } else { r } {
            let mut next = position.clone();
            next[i] = q;
            if !sum_wins(components, next, !left, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert((position, left), wins);
    wins
}

#[test]
fn outcome_of_sums_compare_with_game_search() {
    // Sums of two or three components (Hackenbush pictures and rows of toppling dominoes,
    // starting whole), valued one by one with the memo and added; the outcome of the sum against
    // a search of the sum game. Components that are not numbers plus nimbers are drawn again.
    let mut rng = StdRng::seed_from_u64(10);
    let mut seen = HashMap::new();
    for _ in 0..300 {
        let count = rng.random_range(2..=3);
        let mut pictures = Vec::new();
        let mut rows = Vec::new();
        while pictures.len() + rows.len() < count {
            if rng.random_bool(0.5) {
                let edges = rng.random_range(1..=4);
                let picture = Picture::random(&mut rng, 4, edges);
                let start = picture.grounded(u32::MAX >> (32 - edges));
                if NumberStarMemo::new(|&m: &u32| picture.moves(m))
                    .value(&start)
                    .is_ok()
                {
                    pictures.push((picture, start));
                }
            } else {
                let n = rng.random_range(1..=4);
                let row: Vec<Colour> = (0..n).map(|_| random_colour(&mut rng)).collect();
                let ok = NumberStarMemo::new(|&p: &(usize, usize)| toppling_moves(&row, p))
                    .value(&(0, n))
                    .is_ok();
                if ok {
                    rows.push(row);
                }
            }
        }
        let mut total = NumberStar::ZERO;
        let mut start = Vec::new();
        let mut components: Vec<Box<Moves>> = Vec::new();
        for (picture, mask) in &pictures {
            total += NumberStarMemo::new(|&m: &u32| picture.moves(m))
                .value(mask)
                .unwrap();
            start.push(*mask);
            components.push(Box::new(move |m| picture.moves(m)));
        }
        for row in &rows {
            // (lo, hi) packed as lo * 16 + hi.
            total += NumberStarMemo::new(|&p: &(usize, usize)| toppling_moves(row, p))
                .value(&(0, row.len()))
                .unwrap();
            start.push(row.len() as u32);
            components.push(Box::new(move |p| {
                let pack = |v: Vec<(usize, usize)>| {
                    v.into_iter()
                        .map(|(lo, hi)| (lo * 16 + hi) as u32)
                        .collect()
                };
                let (l, r) = toppling_moves(row, (p as usize / 16, p as usize % 16));
                (pack(l), pack(r))
            }));
        }
        let components: Vec<&Moves> = components.iter().map(|c| c.as_ref()).collect();
        let mut memo = HashMap::new();
        let outcome = match (
            sum_wins(&components, start.clone(), true, &mut memo),
            sum_wins(&components, start.clone(), false, &mut memo),
        ) {
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Second,
            (true, true) => Outcome::First,
        };
        assert_eq!(total.outcome(), outcome, "{total}: {start:?}");
        *seen.entry(format!("{outcome:?}")).or_insert(0) += 1;
    }
    assert_eq!(seen.len(), 4, "every outcome class met: {seen:?}");
}

#[test]
fn a_deep_chain_does_not_overflow() {
    // Left moves from n to n - 1, Right cannot move: n = {n - 1 | }.
    let mut integers = NumberStarMemo::new(|&n: &u32| {
        let down = if n == 0 { vec![] } else { vec![n - 1] };
        (down, vec![])
    });
    assert_eq!(
        integers.value(&100_000),
        Ok(Dyadic::integer(100_000).into())
    );
    // Either player moves from n to n - 1: {0 | 0} = *, {* | *} = 0, ...
    let mut stars = NumberStarMemo::new(|&n: &u32| {
        let down = if n == 0 { vec![] } else { vec![n - 1] };
        (down.clone(), down)
    });
    assert_eq!(stars.value(&100_001), Ok(v(0, 0, 1)));
    assert_eq!(stars.value(&100_000), Ok(v(0, 0, 0)));
    assert_eq!(stars.known_positions(), 100_002);
}
