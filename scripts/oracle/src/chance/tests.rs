//! The chance search against games whose values are known from the statements or by hand, and
//! its residues against its fractions.

use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Mice {
    Princess,
    Dragon,
    Jump,
}

/// Codeforces 148D "Bag of mice": the princess and the dragon draw in turn from `w` white and
/// `b` black mice, the first to draw a white wins (the dragon also when the bag is empty), and
/// after each of the dragon's draws one more mouse jumps out. The princess's chance.
fn princess(w: u32, b: u32) -> Rational {
    let count = |k: u32| Rational::from(i64::from(k));
    let mut search = ChanceSearch::new(|&(w, b, who): &(u32, u32, Option<Mice>)| {
        let Some(who) = who else {
            // the game is decided: w = 1 says the princess won
            return ChanceNode::End(count(w));
        };
        if w + b == 0 {
            return ChanceNode::End(Rational::zero());
        }
        let mut draws = Vec::new();
        match who {
            Mice::Princess | Mice::Dragon => {
                let won = u32::from(who == Mice::Princess);
                draws.push((count(w), (won, 0, None)));
                let next = if who == Mice::Princess {
                    Mice::Dragon
                } else {
                    Mice::Jump
                };
                draws.push((count(b), (w, b.saturating_sub(1), Some(next))));
            }
            Mice::Jump => {
                draws.push((count(w), (w.saturating_sub(1), b, Some(Mice::Princess))));
                draws.push((count(b), (w, b.saturating_sub(1), Some(Mice::Princess))));
            }
        }
        ChanceNode::Chance(
            draws
                .into_iter()
                .filter(|(weight, _)| !weight.is_zero())
                .collect(),
        )
    });
    search.value(&(w, b, Some(Mice::Princess)))
}

#[test]
fn the_bag_of_mice_samples() {
    assert_eq!(princess(1, 3), Rational::new(1, 2));
    assert_eq!(princess(5, 5), Rational::new(83, 126));
    assert_eq!(princess(1, 2), Rational::new(1, 3));
    assert_eq!(princess(0, 4), Rational::zero());
    assert_eq!(princess(3, 0), Rational::one());
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Jack {
    /// You choose: stop (the dealer plays) or roll.
    Choose,
    /// You roll once, then choose again.
    Roll,
    /// The dealer's total so far.
    Dealer(u32),
}

/// (your total, the phase)
type JackPosition = (u32, Jack);

/// AtCoder ABC 342 F "Black Jack" on `n l d`: your best chance, searched over the real rolls.
fn black_jack(
    n: u32,
    l: u32,
    d: u32,
) -> ChanceSearch<JackPosition, impl Fn(&JackPosition) -> ChanceNode<JackPosition>> {
    ChanceSearch::new(move |&(x, phase): &(u32, Jack)| {
        let roll = |next: &dyn Fn(u32) -> (u32, Jack)| {
            ChanceNode::Chance((1..=d).map(|face| (Rational::one(), next(face))).collect())
        };
        match phase {
            _ if x > n => ChanceNode::End(Rational::zero()),
            Jack::Choose => ChanceNode::Max(vec![(x, Jack::Dealer(0)), (x, Jack::Roll)]),
            Jack::Roll => roll(&|face| (x + face, Jack::Choose)),
            Jack::Dealer(y) if y < l => roll(&|face| (x, Jack::Dealer(y + face))),
            Jack::Dealer(y) => ChanceNode::End(Rational::from(i64::from(y > n || x > y))),
        }
    })
}

#[test]
fn black_jack_matches_its_sample_and_its_strategy() {
    let mut game = black_jack(3, 2, 2);
    assert_eq!(game.value(&(0, Jack::Choose)), Rational::new(15, 32));
    // Keep rolling while x <= 2, as the statement says.
    assert_eq!(game.best_move(&(2, Jack::Choose)), Some((2, Jack::Roll)));
    assert_eq!(
        game.best_move(&(3, Jack::Choose)),
        Some((3, Jack::Dealer(0)))
    );
    assert_eq!(game.best_moves(&(0, Jack::Roll)), []); // nature moves there
    assert_eq!(
        black_jack(1, 1, 1).value(&(0, Jack::Choose)),
        Rational::zero()
    );
}

#[test]
fn ties_give_every_best_move_and_min_picks_the_smallest() {
    let half = Rational::new(1, 2);
    let mut game = ChanceSearch::new(|&p: &u8| match p {
        0 => ChanceNode::Max(vec![1, 2, 3]),
        1 => ChanceNode::End(half),
        2 => ChanceNode::Chance(vec![(Rational::new(1, 3), 4), (Rational::new(1, 3), 5)]),
        3 => ChanceNode::Min(vec![1, 4, 5]),
        4 => ChanceNode::End(Rational::zero()),
        _ => ChanceNode::End(Rational::one()),
    });
    assert_eq!(game.value(&0), half);
    assert_eq!(game.value(&3), Rational::zero());
    assert_eq!(game.best_moves(&0), [1, 2]);
    assert_eq!(game.best_move(&3), Some(4));
    assert_eq!(game.best_move(&4), None);
    assert_eq!(game.known_positions(), 6);
}

/// A random game where only nature moves: position `i` is an end below 3, else draws among
/// positions below it with random weights (some negative ends, some zero weights).
fn random_chance_game(rng: &mut StdRng, size: usize) -> Vec<ChanceNode<usize>> {
    (0..size)
        .map(|i| {
            if i < 3 {
                let numer = rng.random_range(-5..=5);
                ChanceNode::End(Rational::new(numer, rng.random_range(1..=4)))
            } else {
                let k = rng.random_range(1..=4);
                let mut draws: Vec<(Rational, usize)> = (0..k)
                    .map(|_| {
                        (
                            Rational::from(rng.random_range(0..=3)),
                            rng.random_range(0..i),
                        )
                    })
                    .collect();
                draws[0].0 = Rational::from(rng.random_range(1..=6));
                ChanceNode::Chance(draws)
            }
        })
        .collect()
}

#[test]
fn residues_agree_with_the_exact_fractions() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..300 {
        let size = rng.random_range(3..=12);
        let nodes = random_chance_game(&mut rng, size);
        let mut game = ChanceSearch::new(|&i: &usize| nodes[i].clone());
        for modulus in [998_244_353, 1_000_000_007, 1_000_000_009] {
            for i in 0..size {
                assert_eq!(game.residue(&i, modulus), game.value(&i).residue(modulus));
            }
        }
    }
}

#[test]
fn residues_stay_exact_where_fractions_outgrow_128_bits() {
    // 100 fair coin flips: the chance of exactly 50 heads is C(100, 50) / 2^100, a
    // denominator beyond what i128 sums of such terms can hold; the residue is the binomial's
    // times the inverse of 2^100.
    let mut walk = ChanceSearch::new(|&(flips, heads): &(u32, u32)| {
        if flips == 100 {
            ChanceNode::End(Rational::from(i64::from(heads == 50)))
        } else {
            let one = Rational::one();
            ChanceNode::Chance(vec![
                (one, (flips + 1, heads + 1)),
                (one, (flips + 1, heads)),
            ])
        }
    });
    let p = 1_000_000_007u64;
    let (mut binomial, mut power) = (Rational::one(), 1u64);
    for k in 0..50 {
        binomial = binomial * Rational::new(100 - k, k + 1);
    }
    for _ in 0..100 {
        power = power * 2 % p;
    }
    let inverse = Rational::new(1, i128::from(power)).residue(p);
    let expected = u128::from(binomial.residue(p)) * u128::from(inverse) % u128::from(p);
    assert_eq!(u128::from(walk.residue(&(0, 0), p)), expected);
}

#[test]
#[should_panic(expected = "residues have no order")]
fn residues_refuse_a_choice() {
    let mut game = ChanceSearch::new(|&p: &u8| match p {
        0 => ChanceNode::Max(vec![1]),
        _ => ChanceNode::End(Rational::one()),
    });
    game.residue(&0, 7);
}

#[test]
#[should_panic(expected = "weights sum to 0")]
fn a_draw_of_no_weight_is_refused() {
    let mut game = ChanceSearch::new(|&p: &u8| match p {
        0 => ChanceNode::Chance(vec![(Rational::zero(), 1)]),
        _ => ChanceNode::End(Rational::one()),
    });
    game.value(&0);
}
