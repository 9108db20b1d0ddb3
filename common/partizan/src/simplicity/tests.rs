use super::*;
use crate::Outcome;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

fn d(m: i64, k: u32) -> Option<Dyadic> {
    Some(Dyadic::new(m, k))
}

/// The simplest number strictly between by the definition: build the numbers day by day
/// (day 0: 0; each day adds one below the least, one above the greatest and the midpoint of
/// each neighbouring pair) and take the one born first; it is unique on its day.
fn simplest_between_naive(left: Option<Dyadic>, right: Option<Dyadic>) -> Option<Dyadic> {
    if let (Some(a), Some(b)) = (left, right) {
        if a >= b {
            return None;
        }
    }
    let fits = |x: Dyadic| left.map_or(true, |a| a < x) && right.map_or(true, |b| x < b);
    let mut born = vec![Dyadic::ZERO];
    for _day in 0..12 {
        let between: Vec<Dyadic> = born.iter().copied().filter(|&x| fits(x)).collect();
        if !between.is_empty() {
            assert_eq!(between.len(), 1, "two numbers born on one day in between");
            return Some(between[0]);
        }
        let mut next = vec![born[0] - Dyadic::integer(1)];
        for pair in born.windows(2) {
            next.push(pair[0]);
            next.push(Dyadic::new(
                pair[0].numerator() * (1 << 20 >> pair[0].exponent())
                    + pair[1].numerator() * (1 << 20 >> pair[1].exponent()),
                21,
            ));
        }
        next.push(*born.last().unwrap());
        next.push(*born.last().unwrap() + Dyadic::integer(1));
        born = next;
    }
    panic!("nothing born in 12 days");
}

#[test]
fn simplest_between_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(1);
    let random = |rng: &mut StdRng| {
        // Values in [-5, 5] with denominators up to 16: born by day 10.
        rng.random_bool(0.85).then(|| {
            let k = rng.random_range(0..=4);
            Dyadic::new(rng.random_range(-(5 << k)..=5 << k), k)
        })
    };
    for _ in 0..3000 {
        let (a, b) = (random(&mut rng), random(&mut rng));
        assert_eq!(
            simplest_between(a, b),
            simplest_between_naive(a, b),
            "{{{a:?} | {b:?}}}"
        );
    }
}

#[test]
fn known_values() {
    assert_eq!(simplest_between(None, None), d(0, 0));
    assert_eq!(simplest_between(d(0, 0), None), d(1, 0));
    assert_eq!(simplest_between(None, d(0, 0)), d(-1, 0));
    assert_eq!(simplest_between(d(0, 0), d(1, 0)), d(1, 1));
    assert_eq!(simplest_between(d(1, 0), None), d(2, 0));
    assert_eq!(simplest_between(d(0, 0), d(1, 1)), d(1, 2));
    assert_eq!(simplest_between(d(-1, 0), d(1, 0)), d(0, 0));
    assert_eq!(simplest_between(d(1, 1), None), d(1, 0));
    assert_eq!(simplest_between(d(-3, 0), None), d(0, 0));
    assert_eq!(simplest_between(None, d(-2, 0)), d(-3, 0));
    assert_eq!(simplest_between(None, d(-3, 1)), d(-2, 0));
    assert_eq!(simplest_between(d(5, 3), d(3, 2)), d(11, 4));
    assert_eq!(simplest_between(d(1, 0), d(3, 0)), d(2, 0));
    assert_eq!(simplest_between(d(-3, 0), d(-1, 0)), d(-2, 0));
    assert_eq!(simplest_between(d(-1, 1), d(1, 1)), d(0, 0));
    assert_eq!(simplest_between(d(0, 0), d(0, 0)), None);
    assert_eq!(simplest_between(d(1, 0), d(0, 0)), None);
    // Deep in a unit interval far from 0.
    let big = 1i64 << 40;
    assert_eq!(
        simplest_between(d(big * 8 + 1, 3), d(big * 8 + 3, 3)),
        d(big * 4 + 1, 2)
    );
}

/// Blue-Red Hackenbush on a small picture: each edge is Left's (blue) or Right's (red); a
/// move deletes one of one's own edges and whatever is no longer connected to the ground
/// (vertex 0) falls. Every such position is a number.
struct Picture {
    edges: Vec<(usize, usize, bool)>,
}

impl Picture {
    fn grounded(&self, mask: u32) -> u32 {
        let mut reached = 1u32;
        let mut kept = 0u32;
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

    fn options(&self, mask: u32, blue: bool) -> Vec<u32> {
        (0..self.edges.len())
            .filter(|&e| mask >> e & 1 == 1 && self.edges[e].2 == blue)
            .map(|e| self.grounded(mask & !(1 << e)))
            .collect()
    }

    /// The value by the simplicity rule over the values of the options.
    fn value(&self, mask: u32, memo: &mut HashMap<u32, Dyadic>) -> Dyadic {
        if let Some(&v) = memo.get(&mask) {
            return v;
        }
        let left: Vec<Dyadic> = self
            .options(mask, true)
            .into_iter()
            .map(|p| self.value(p, memo))
            .collect();
        let right: Vec<Dyadic> = self
            .options(mask, false)
            .into_iter()
            .map(|p| self.value(p, memo))
            .collect();
        let v = number_value(&left, &right).expect("Blue-Red Hackenbush is a number");
        memo.insert(mask, v);
        v
    }

    /// Whether the player to move (Left if `blue`) wins, by minimax over the real moves.
    fn wins(&self, mask: u32, blue: bool, memo: &mut HashMap<(u32, bool), bool>) -> bool {
        if let Some(&w) = memo.get(&(mask, blue)) {
            return w;
        }
        let w = self
            .options(mask, blue)
            .into_iter()
            .any(|p| !self.wins(p, !blue, memo));
        memo.insert((mask, blue), w);
        w
    }

    fn all(&self) -> u32 {
        self.grounded((1 << self.edges.len()) - 1)
    }
}

fn random_picture(rng: &mut StdRng, vertices: usize, edges: usize) -> Picture {
    Picture {
        edges: (0..edges)
            .map(|_| {
                (
                    rng.random_range(0..vertices),
                    rng.random_range(0..vertices),
                    rng.random_bool(0.5),
                )
            })
            .collect(),
    }
}

#[test]
fn outcome_of_sums_compare_with_game_search() {
    // A sum of two or three Blue-Red Hackenbush pictures, each valued on its own by the
    // simplicity rule; the sign of the sum against a minimax search of the whole picture.
    let mut rng = StdRng::seed_from_u64(2);
    for _ in 0..400 {
        let parts: Vec<Picture> = (0..rng.random_range(1..=3))
            .map(|_| {
                let edges = rng.random_range(0..=4);
                random_picture(&mut rng, 4, edges)
            })
            .collect();
        let total: Dyadic = parts
            .iter()
            .map(|p| p.value(p.all(), &mut HashMap::new()))
            .sum();
        // The whole picture: the parts side by side on one ground.
        let mut whole = Picture { edges: Vec::new() };
        for (i, part) in parts.iter().enumerate() {
            let shift = |v: usize| if v == 0 { 0 } else { v + 3 * i };
            whole
                .edges
                .extend(part.edges.iter().map(|&(a, b, c)| (shift(a), shift(b), c)));
        }
        let mut memo = HashMap::new();
        let start = whole.all();
        let outcome = match (
            whole.wins(start, true, &mut memo),
            whole.wins(start, false, &mut memo),
        ) {
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Second,
            (true, true) => Outcome::First,
        };
        assert_eq!(total.outcome(), outcome, "edges {:?}", whole.edges);
    }
}

#[test]
fn blue_red_hackenbush_stalks() {
    // A stalk read from the ground: blue, red -> 1/2; blue, red, red -> 1/4;
    // blue, blue, red -> 3/2; red, blue -> -1/2.
    for (colours, expected) in [
        (&[true, false][..], d(1, 1)),
        (&[true, false, false][..], d(1, 2)),
        (&[true, true, false][..], d(3, 1)),
        (&[false, true][..], d(-1, 1)),
        (&[][..], d(0, 0)),
    ] {
        let stalk = Picture {
            edges: colours
                .iter()
                .enumerate()
                .map(|(i, &c)| (i, i + 1, c))
                .collect(),
        };
        assert_eq!(
            Some(stalk.value(stalk.all(), &mut HashMap::new())),
            expected
        );
    }
}
