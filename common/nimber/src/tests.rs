use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// `table[a][b] = a ⊗ b` for `a, b < n`, straight from the definition
/// `a ⊗ b = mex{ (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }`.
/// The values stay below 256 (the field GF(2^8)), for `n <= 256`.
fn products_by_mex(n: usize) -> Vec<Vec<u64>> {
    assert!(n <= 256);
    let mut table = vec![vec![0u64; n]; n];
    let mut seen = vec![false; 257];
    for a in 0..n {
        for b in 0..n {
            seen.iter_mut().for_each(|s| *s = false);
            for a2 in 0..a {
                for b2 in 0..b {
                    seen[(table[a2][b] ^ table[a][b2] ^ table[a2][b2]) as usize] = true;
                }
            }
            table[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
    }
    table
}

/// A random word, with a bias toward the shapes that break tables: small values, powers of two,
/// Fermat 2-powers and their neighbours, all ones in a subfield.
fn operand(rng: &mut StdRng) -> u64 {
    match rng.random_range(0..6) {
        0 => rng.random_range(0..300),
        1 => 1 << rng.random_range(0..64),
        2 => (1u64 << (1 << rng.random_range(0..6))).wrapping_add(rng.random_range(0..3)) - 1,
        3 => u64::MAX >> rng.random_range(0..64),
        _ => rng.random(),
    }
}

#[test]
fn nim_product_compare_with_naive() {
    let table = products_by_mex(64);
    for a in 0..64 {
        for b in 0..64 {
            assert_eq!(
                nim_product(a, b),
                table[a as usize][b as usize],
                "{a} ⊗ {b}"
            );
            assert_eq!(
                nim_product_u16(a as u16, b as u16) as u64,
                nim_product(a, b)
            );
            assert_eq!(by_halves(a, b, 64), nim_product(a, b));
        }
    }
}

#[test]
fn nim_product_u16_compare_with_naive() {
    // Every byte product from the definition's recursion (by_halves), and 16-bit products
    // against the 64-bit path.
    for a in 0..256 {
        for b in 0..256 {
            assert_eq!(
                nim_product_u16(a, b) as u64,
                by_halves(a as u64, b as u64, 8)
            );
        }
    }
    let mut rng = StdRng::seed_from_u64(16);
    for _ in 0..20000 {
        let (a, b): (u16, u16) = (rng.random(), rng.random());
        assert_eq!(
            nim_product_u16(a, b) as u64,
            nim_product(a as u64, b as u64)
        );
        assert_eq!(
            by_halves(a as u64, b as u64, 16),
            nim_product(a as u64, b as u64)
        );
    }
}

#[test]
fn nim_product_by_halves_on_u64() {
    let mut rng = StdRng::seed_from_u64(64);
    for _ in 0..300 {
        let (a, b) = (operand(&mut rng), operand(&mut rng));
        assert_eq!(nim_product(a, b), by_halves(a, b, 64), "{a} ⊗ {b}");
    }
}

#[test]
fn field_laws_on_random_words() {
    let mut rng = StdRng::seed_from_u64(2025);
    for _ in 0..20000 {
        let (a, b, c) = (operand(&mut rng), operand(&mut rng), operand(&mut rng));
        assert_eq!(nim_product(a, b), nim_product(b, a));
        assert_eq!(
            nim_product(nim_product(a, b), c),
            nim_product(a, nim_product(b, c))
        );
        assert_eq!(nim_product(a, b ^ c), nim_product(a, b) ^ nim_product(a, c));
        assert_eq!(nim_product(a, 1), a);
        assert_eq!(nim_product(a, 0), 0);
        if a != 0 {
            assert_eq!(nim_product(a, nim_inverse(a)), 1, "inverse of {a}");
        }
        if a != 0 && b != 0 {
            assert_ne!(nim_product(a, b), 0, "no zero divisors");
        }
    }
}

#[test]
fn nim_inverse_compare_with_naive() {
    // a^(2^64 - 2) by square-and-multiply, and in the subfield below 2^8 by search.
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..2000 {
        let a = operand(&mut rng).max(1);
        assert_eq!(nim_inverse(a), nim_power(a, u64::MAX - 1), "{a}");
    }
    // Below 16 (the field GF(16)), by search in the table of the definition.
    let table = products_by_mex(16);
    for a in 1..16u64 {
        let x = (1..16).find(|&x| table[a as usize][x] == 1).unwrap() as u64;
        assert_eq!(nim_inverse(a), x);
    }
}

#[test]
#[should_panic(expected = "no nim inverse")]
fn zero_has_no_inverse() {
    nim_inverse(0);
}

#[test]
fn nim_power_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(8);
    for _ in 0..500 {
        let a = operand(&mut rng);
        let e = rng.random_range(0..40);
        let naive = (0..e).fold(1, |acc, _| nim_product(acc, a));
        assert_eq!(nim_power(a, e), naive, "{a}^{e}");
    }
    // Frobenius: squaring is additive, and x^(2^64) = x in GF(2^64).
    for _ in 0..500 {
        let (a, b) = (operand(&mut rng), operand(&mut rng));
        assert_eq!(nim_power(a ^ b, 2), nim_power(a, 2) ^ nim_power(b, 2));
        let mut x = a;
        for _ in 0..64 {
            x = nim_product(x, x);
        }
        assert_eq!(x, a);
    }
}

#[test]
fn oeis_a051775_nim_multiplication_table() {
    // T(n, m) = n ⊗ m read by antidiagonals n + m = 0, 1, 2, ...
    let published = [
        0, 0, 0, 0, 1, 0, 0, 2, 2, 0, 0, 3, 3, 3, 0, 0, 4, 1, 1, 4, 0, 0, 5, 8, 2, 8, 5, 0, 0, 6,
        10, 12, 12, 10, 6, 0, 0, 7, 11, 15, 6, 15, 11, 7, 0, 0, 8, 9, 13, 2, 2, 13, 9, 8, 0, 0, 9,
        12, 14, 14, 7, 14, 14, 12, 9, 0, 0, 10, 14, 4, 10, 8, 8, 10, 4, 14, 10, 0, 0, 11, 15, 7,
        11,
    ];
    let ours: Vec<u64> = (0u64..)
        .flat_map(|d| (0..=d).map(move |n| nim_product(n, d - n)))
        .take(published.len())
        .collect();
    assert_eq!(ours, published);
}

#[test]
fn oeis_a051776_rows() {
    // The table from n, m = 1 (its example rows).
    let rows = [
        [1, 2, 3, 4, 5, 6],
        [2, 3, 1, 8, 10, 11],
        [3, 1, 2, 12, 15, 13],
        [4, 8, 12, 6, 2, 14],
    ];
    for (n, row) in (1u64..).zip(rows) {
        let ours: Vec<u64> = (1..=6).map(|m| nim_product(n, m)).collect();
        assert_eq!(ours, row, "row {n}");
    }
}

#[test]
fn oeis_a223541_powers_of_two() {
    // T(m, n) = 2^m ⊗ 2^n read by antidiagonals.
    let published = [
        1, 2, 2, 4, 3, 4, 8, 8, 8, 8, 16, 12, 6, 12, 16, 32, 32, 11, 11, 32, 32, 64, 48, 64, 13,
        64, 48, 64, 128, 128, 128, 128, 128, 128, 128, 128, 256, 192, 96, 192, 24, 192, 96, 192,
        256, 512, 512, 176, 176, 44, 44, 176, 176, 512, 512, 1024, 768,
    ];
    let ours: Vec<u64> = (0u32..)
        .flat_map(|d| (0..=d).map(move |m| nim_product(1 << m, 1 << (d - m))))
        .take(published.len())
        .collect();
    assert_eq!(ours, published);
}

#[test]
fn fermat_two_powers() {
    for k in 0..6 {
        let f = 1u64 << (1 << k);
        if f != 0 && k < 6 {
            // Below F, x ⊗ F is the ordinary product; F ⊗ F = 3F/2.
            assert_eq!(nim_product(f, f), f + f / 2);
            assert_eq!(nim_product(f - 1, f), (f - 1) * f);
        }
    }
    assert_eq!(nim_product(2, 2), 3);
    assert_eq!(nim_product(16, 16), 24);
    assert_eq!(nim_product(2, 3), 1);
}

#[test]
fn library_checker_sample() {
    let pairs = [
        (5, 0, 0),
        (5, 1, 5),
        (5, 2, 10),
        (5, 3, 15),
        (5, 4, 2),
        (5, 5, 7),
        (5, 6, 8),
        (5, 7, 13),
        (5, 8, 3),
        (3141, 5926, 14994),
        (u64::MAX, u64::MAX, 11290409524105353207),
    ];
    for (a, b, product) in pairs {
        assert_eq!(nim_product(a, b), product, "{a} ⊗ {b}");
    }
}

#[test]
fn turning_corners_value_compare_with_naive() {
    // Grundy values of single coins in Turning Corners (0-based, x1 < x2, y1 < y2), by the
    // coin-turning mex over rectangles, on a 12 x 12 board.
    let n = 12;
    let mut g = vec![vec![0u64; n]; n];
    for x in 0..n {
        for y in 0..n {
            let mut options = Vec::new();
            for x1 in 0..x {
                for y1 in 0..y {
                    options.push(g[x1][y] ^ g[x][y1] ^ g[x1][y1]);
                }
            }
            g[x][y] = (0..).find(|v| !options.contains(v)).unwrap();
        }
    }
    for (x, row) in g.iter().enumerate() {
        for (y, &value) in row.iter().enumerate() {
            assert_eq!(turning_corners_value(x as u64, y as u64), value);
        }
    }
}

/// `a^⊗0, a^⊗1, ...` up to (not including) the first return to 1, by repeated multiplication
/// with the definition's recursion: the cycle of powers of `a` in a subfield.
fn powers_until_one(a: u64, width: u32) -> Vec<u64> {
    let mut powers = vec![1];
    let mut x = a;
    while x != 1 {
        powers.push(x);
        x = by_halves(x, a, width);
        assert!(powers.len() < 1 << width, "{a} has no finite order");
    }
    powers
}

#[test]
fn nim_sqrt_compare_with_naive() {
    // Below 2^16 every value is the square of exactly one value below 2^16 (exhaustive).
    let mut root = vec![u64::MAX; 1 << 16];
    for y in 0..1u64 << 16 {
        let square = by_halves(y, y, 16) as usize;
        assert_eq!(root[square], u64::MAX, "two roots of {square}");
        root[square] = y;
    }
    for (a, &r) in root.iter().enumerate() {
        assert_eq!(nim_sqrt(a as u64), r, "sqrt {a}");
    }
    let mut rng = StdRng::seed_from_u64(12);
    for _ in 0..2000 {
        let a = operand(&mut rng);
        let r = nim_sqrt(a);
        assert_eq!(by_halves(r, r, 64), a);
        assert_eq!(nim_sqrt(nim_product(a, a)), a);
    }
}

#[test]
fn nim_trace_compare_with_naive() {
    // Tr(a) = 0 exactly on the image of y -> y^2 + y, half of the field: check linearity on
    // random words, and that y^2 + y always has trace 0.
    let mut rng = StdRng::seed_from_u64(13);
    let mut ones = 0;
    for _ in 0..2000 {
        let (a, b, y) = (operand(&mut rng), operand(&mut rng), rng.random::<u64>());
        assert!(nim_trace(a) <= 1);
        assert_eq!(nim_trace(a ^ b), nim_trace(a) ^ nim_trace(b));
        assert_eq!(nim_trace(nim_product(y, y) ^ y), 0);
        ones += nim_trace(rng.random());
    }
    assert!(
        (800..1200).contains(&ones),
        "{ones} of 2000 random words have trace 1"
    );
    for a in 0..1u64 << 12 {
        assert_eq!(nim_trace(a), 0, "values below 2^32 have trace 0");
    }
    assert_eq!(nim_trace(TRACE_ONE), 1);
}

/// Solves `y^2 + y = d` by Gaussian elimination over GF(2): the map is linear, its column `i`
/// is the image of `2^i`. Returns a solution, or None when `d` is not in its image.
fn artin_schreier_by_elimination(d: u64) -> Option<u64> {
    // Rows: (image, preimage) pairs, reduced to a basis with distinct leading bits.
    let mut basis: Vec<(u64, u64)> = Vec::new();
    for i in 0..64 {
        let (mut image, mut preimage) = (by_halves(1 << i, 1 << i, 64) ^ (1 << i), 1u64 << i);
        for &(b_image, b_preimage) in &basis {
            if image ^ b_image < image {
                image ^= b_image;
                preimage ^= b_preimage;
            }
        }
        if image != 0 {
            basis.push((image, preimage));
            basis.sort_unstable_by(|x, y| y.cmp(x));
        }
    }
    assert_eq!(basis.len(), 63, "the kernel is {{0, 1}}");
    let (mut rest, mut y) = (d, 0);
    for &(image, preimage) in &basis {
        if rest ^ image < rest {
            rest ^= image;
            y ^= preimage;
        }
    }
    (rest == 0).then_some(y)
}

#[test]
fn nim_quadratic_roots_compare_with_naive() {
    // Coefficients below 16: the roots lie below 256; find them by search.
    for b in 0..16u64 {
        for c in 0..16u64 {
            let roots: Vec<u64> = (0..256u64)
                .filter(|&x| by_halves(x, x, 8) ^ by_halves(b, x, 8) == c)
                .collect();
            let expected = match roots[..] {
                [r] => Some((r, r)),
                [r, s] => Some((r, s)),
                _ => panic!("{b} {c}: roots {roots:?}"),
            };
            assert_eq!(nim_quadratic_roots(b, c), expected, "x^2 + {b}x + {c}");
        }
    }
    // Coefficients below 256 (b below 24 here): the roots lie below 2^16, tabulated by x.
    let mut roots = vec![Vec::new(); 24 * 256];
    for b in 0..24u64 {
        for x in 0..1u64 << 16 {
            let c = nim_product_u16(x as u16, x as u16) ^ nim_product_u16(b as u16, x as u16);
            if c < 256 {
                roots[(b * 256 + c as u64) as usize].push(x);
            }
        }
    }
    for b in 0..24u64 {
        for c in 0..256u64 {
            let found = &roots[(b * 256 + c) as usize];
            let expected = match found[..] {
                [r] => (r, r),
                [r, s] => (r, s),
                _ => panic!("{b} {c}: roots {found:?}"),
            };
            assert_eq!(
                nim_quadratic_roots(b, c),
                Some(expected),
                "x^2 + {b}x + {c}"
            );
        }
    }
    // Full words: roots satisfy the equation; none exactly when elimination finds none.
    let mut rng = StdRng::seed_from_u64(14);
    for _ in 0..300 {
        let (b, c) = (operand(&mut rng), operand(&mut rng));
        let value = |x: u64| by_halves(x, x, 64) ^ by_halves(b, x, 64) ^ c;
        match nim_quadratic_roots(b, c) {
            Some((r, s)) => {
                assert_eq!((value(r), value(s)), (0, 0), "x^2 + {b}x + {c}");
                assert!(r <= s);
                assert_eq!(r == s, b == 0);
            }
            None => {
                let d = by_halves(c, by_halves(nim_inverse(b), nim_inverse(b), 64), 64);
                assert_eq!(artin_schreier_by_elimination(d), None, "x^2 + {b}x + {c}");
            }
        }
        if b != 0 {
            let d = by_halves(c, by_halves(nim_inverse(b), nim_inverse(b), 64), 64);
            assert_eq!(
                artin_schreier_by_elimination(d).is_some(),
                nim_quadratic_roots(b, c).is_some()
            );
        }
    }
}

#[test]
fn nim_order_compare_with_naive() {
    // Exhaustive below 2^8: the length of the cycle of powers.
    for a in 1..256u64 {
        assert_eq!(
            nim_order(a),
            powers_until_one(a, 8).len() as u64,
            "order of {a}"
        );
    }
    let mut rng = StdRng::seed_from_u64(15);
    for _ in 0..12 {
        let a = rng.random_range(1..1u64 << 16);
        assert_eq!(
            nim_order(a),
            powers_until_one(a, 16).len() as u64,
            "order of {a}"
        );
    }
    // Full words: a^ord = 1, and a^(ord/p) != 1 for each prime p of ord.
    for _ in 0..300 {
        let a = operand(&mut rng).max(1);
        let order = nim_order(a);
        assert_eq!(u64::MAX % order, 0);
        assert_eq!(nim_power(a, order), 1);
        for p in GROUP_ORDER_PRIMES {
            if order % p == 0 {
                assert_ne!(nim_power(a, order / p), 1, "order of {a}");
            }
        }
    }
}

#[test]
fn nim_log_compare_with_naive() {
    // Exhaustive below 2^8: the first position of b in the cycle of powers of a.
    for a in 1..256u64 {
        let powers = powers_until_one(a, 8);
        for b in 0..256u64 {
            let expected = powers.iter().position(|&p| p == b).map(|x| x as u64);
            assert_eq!(nim_log(a, b), expected, "log_{a} {b}");
        }
    }
    // Random bases below 2^16, every b.
    let mut rng = StdRng::seed_from_u64(16);
    for _ in 0..2 {
        let a = rng.random_range(2..1u64 << 16);
        let powers = powers_until_one(a, 16);
        let mut position = vec![None; 1 << 16];
        for (x, &p) in powers.iter().enumerate() {
            position[p as usize] = Some(x as u64);
        }
        for b in (0..1u64 << 16).step_by(31) {
            assert_eq!(nim_log(a, b), position[b as usize], "log_{a} {b}");
        }
    }
    // Full words: a^log = b, the least such exponent; b outside <a> exactly when ord(b) does
    // not divide ord(a).
    for _ in 0..200 {
        let a = operand(&mut rng).max(1);
        let order = nim_order(a);
        let x = rng.random::<u64>();
        let b = nim_power(a, x);
        assert_eq!(nim_log(a, b), Some(x % order), "log_{a} {b}");
        let c = operand(&mut rng).max(1);
        match nim_log(a, c) {
            Some(y) => {
                assert!(y < order);
                assert_eq!(nim_power(a, y), c);
            }
            None => assert_ne!(order % nim_order(c), 0, "log_{a} {c}"),
        }
    }
    assert_eq!(nim_log(0, 0), Some(1));
    assert_eq!(nim_log(0, 1), Some(0));
    assert_eq!(nim_log(0, 5), None);
    assert_eq!(nim_log(5, 0), None);
}
