//! The arena and the search against values known from the literature, and against themselves
//! (equal values share one id; the outcome from the canonical form is the outcome of the
//! win/lose search).

use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

fn q(n: i64, d: i64) -> BigRational {
    BigRational::new(n.into(), d.into())
}

/// A random short game on positions `0..n`: position `p` has options among `0..p` only.
fn random_game(rng: &mut StdRng, n: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    (0..n)
        .map(|p| {
            let side = |rng: &mut StdRng| -> Vec<usize> {
                if p == 0 {
                    return Vec::new();
                }
                let count = rng.random_range(0..=3);
                (0..count).map(|_| rng.random_range(0..p)).collect()
            };
            (side(rng), side(rng))
        })
        .collect()
}

#[test]
fn numbers_round_trip_through_their_canonical_forms() {
    let mut games = Games::new();
    for d in [1, 2, 4, 8, 16] {
        for n in -40..=40 {
            let x = q(n, d);
            let g = games.number(&x);
            assert_eq!(games.shape(g), Shape::Number(x.clone()), "{x}");
            let minus = games.neg(g);
            assert_eq!(games.shape(minus), Shape::Number(-x.clone()));
        }
    }
    // Sums of numbers are numbers, and add.
    let (a, b) = (games.number(&q(3, 4)), games.number(&q(-5, 8)));
    let s = games.sum(a, b);
    assert_eq!(games.shape(s), Shape::Number(q(1, 8)));
}

#[test]
fn stars_ups_and_switches() {
    let mut games = Games::new();
    let zero = games.zero();
    let star = games.game(vec![zero], vec![zero]);
    assert_eq!(games.shape(star), Shape::NumberStar(q(0, 1), 1));
    let star2 = games.game(vec![zero, star], vec![zero, star]);
    assert_eq!(games.shape(star2), Shape::NumberStar(q(0, 1), 2));
    // * + * = 0, * + *2 = *3.
    assert_eq!(games.sum(star, star), zero);
    let star3 = games.sum(star, star2);
    assert_eq!(games.shape(star3), Shape::NumberStar(q(0, 1), 3));
    // ↑ = {0 | *}: positive, not a number; ↑ + ↑ + * is still positive... ↑* is fuzzy.
    let up = games.game(vec![zero], vec![star]);
    assert_eq!(games.shape(up), Shape::Other);
    assert_eq!(games.outcome(up), OutcomeClass::Left);
    let up_star = games.sum(up, star);
    assert_eq!(games.outcome(up_star), OutcomeClass::First);
    // {0, * | 0} = ↑* in canonical form.
    let g = games.game(vec![zero, star], vec![zero]);
    assert_eq!(g, up_star);
    // 1* = {1 | 1}; {1 | -1} = ±1 is a switch; 1/2 + 1/2 = 1.
    let one = games.number(&q(1, 1));
    let minus_one = games.number(&q(-1, 1));
    let one_star = games.game(vec![one], vec![one]);
    assert_eq!(games.shape(one_star), Shape::NumberStar(q(1, 1), 1));
    let pm = games.game(vec![one], vec![minus_one]);
    assert_eq!(games.shape(pm), Shape::Switch(q(1, 1), q(-1, 1)));
    assert_eq!(games.sum(pm, pm), zero); // ±1 ± 1 = 0
    let half = games.number(&q(1, 2));
    assert_eq!(games.sum(half, half), one);
    // {2 | 0, *}: not a switch in the sense of Shape (a Right option is no number).
    let two = games.number(&q(2, 1));
    let g = games.game(vec![two], vec![zero, star]);
    assert_eq!(games.shape(g), Shape::Other);
}

#[test]
fn reversible_options_are_bypassed() {
    let mut games = Games::new();
    let zero = games.zero();
    // {0 | 3} = 1 = {0 | }, {-2 | 5} = 0, {1/2 | 3} = 1, {-1/2 | 1/4} = 0.
    for (a, b, value) in [
        (q(0, 1), q(3, 1), q(1, 1)),
        (q(-2, 1), q(5, 1), q(0, 1)),
        (q(1, 2), q(3, 1), q(1, 1)),
        (q(-1, 2), q(1, 4), q(0, 1)),
        (q(5, 8), q(3, 4), q(11, 16)),
    ] {
        let (ga, gb) = (games.number(&a), games.number(&b));
        let g = games.game(vec![ga], vec![gb]);
        assert_eq!(
            games.shape(g),
            Shape::Number(value.clone()),
            "{{{a} | {b}}}"
        );
        assert_eq!(g, games.number(&value));
    }
    assert_eq!(games.game(vec![], vec![]), zero);
}

#[test]
fn equal_values_share_one_id_and_outcomes_agree() {
    let mut rng = StdRng::seed_from_u64(37);
    for _ in 0..200 {
        let n = rng.random_range(1..=9);
        let game = random_game(&mut rng, n);
        let moves = |p: &usize| game[*p].clone();
        let mut search = PartizanSearch::new(moves);
        let ids: Vec<GameId> = (0..n).map(|p| search.canonical(&p)).collect();
        for p in 0..n {
            let from_form = search.games().outcome(ids[p]);
            assert_eq!(search.outcome(&p), from_form, "position {p} of {game:?}");
            for r in 0..n {
                let (a, b) = (ids[p], ids[r]);
                let games = search.games();
                let equal = games.le(a, b) && games.le(b, a);
                assert_eq!(equal, a == b, "positions {p} and {r} of {game:?}");
                // G - H has the outcome P exactly when G = H.
                let minus_b = games.neg(b);
                let difference = games.sum(a, minus_b);
                assert_eq!(games.outcome(difference) == OutcomeClass::Second, a == b);
            }
        }
    }
}

#[test]
fn canonical_forms_have_no_dominated_or_reversible_option() {
    let mut rng = StdRng::seed_from_u64(38);
    for _ in 0..200 {
        let n = rng.random_range(1..=9);
        let game = random_game(&mut rng, n);
        let mut search = PartizanSearch::new(|p: &usize| game[*p].clone());
        for p in 0..n {
            let g = search.canonical(&p);
            let games = search.games();
            let (l, r) = games.options(g);
            let (l, r) = (l.to_vec(), r.to_vec());
            for &a in &l {
                for &b in &l {
                    assert!(a == b || !games.le(a, b), "dominated Left option");
                }
                let ar = games.options(a).1.to_vec();
                for x in ar {
                    assert!(!games.le(x, g), "reversible Left option");
                }
            }
            for &a in &r {
                for &b in &r {
                    assert!(a == b || !games.le(b, a), "dominated Right option");
                }
                let al = games.options(a).0.to_vec();
                for x in al {
                    assert!(!games.le(g, x), "reversible Right option");
                }
            }
        }
    }
}

#[test]
fn numbers_beyond_64_bits() {
    // The stalk blue, then 80 red edges: 2^-80, which no i64 fraction holds.
    let stalk = |len: usize| -> (Vec<usize>, Vec<usize>) {
        // Position k: the first k edges of the stalk standing (edge 0 blue, the rest red).
        let left = if len >= 1 { vec![0] } else { vec![] };
        let right = (1..len).collect();
        (left, right)
    };
    let mut search = PartizanSearch::new(|&k: &usize| stalk(k));
    let x = search.number(&81).unwrap();
    assert_eq!(x, BigRational::new(BigInt::one(), BigInt::one() << 80usize));
}
