//! Games defined by hand, explored: `cargo x explore --crate scripts` runs this. Every table
//! comes from the game's rules by search (`GameSearch`, or a mex over the moves); the explorer
//! prints it with the rules it follows (detected, not proved).

use explorer::Explorer;
use oracle::GameSearch;

fn main() {
    // The colour and the heat map's path come from the arguments `cargo x explore` passes.
    let mut explorer = Explorer::from_args();
    // E&D's group (luogu-p2148): two piles (a, b); a move removes one pile of the group and
    // splits the other into two non-empty piles, which become the group.
    let mut ed = GameSearch::new(|&(a, b): &(u32, u32)| {
        let mut next = Vec::new();
        for keep in [b, a] {
            for c in 1..keep {
                next.push((c.min(keep - c), c.max(keep - c)));
            }
        }
        next
    });
    explorer.table2("E&D group", ("a", 1..33), ("b", 1..33), |a, b| {
        ed.grundy(&((a as u32).min(b as u32), (a as u32).max(b as u32)))
    });

    // k-multiple take-away: the first move takes 1..n-1 tokens, each later move at most k times
    // the previous one; whoever takes the last token wins. 0 = the first player loses.
    for k in 1..=5u32 {
        let mut game = GameSearch::new(move |&(left, most): &(u32, u32)| {
            (1..=most.min(left))
                .map(|t| (left - t, (k * t).min(left - t)))
                .collect::<Vec<_>>()
        });
        explorer.table1(
            &format!("{k}-multiple take-away, win (1) or loss (0) from n"),
            1..400,
            |n| u32::from(game.wins(&(n as u32, n as u32 - 1))),
        );
    }

    // Lieges of Legendre: take one cow from a pile, or split a pile of 2x cows into k piles
    // of x. Grundy values of one pile (a mex over the moves; k equal piles xor to 0 or g(x)).
    for k in [3usize, 2] {
        let mut g: Vec<u32> = Vec::new();
        for n in 0..400 {
            let mut options = Vec::new();
            if n >= 1 {
                options.push(g[n - 1]);
            }
            if n >= 2 && n % 2 == 0 {
                options.push(if k % 2 == 1 { g[n / 2] } else { 0 });
            }
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        explorer.table1(&format!("Lieges of Legendre, k = {k}"), 0..400, |n| g[n]);
    }

    // Lasker's Nim: take any number of tokens from a pile, or split it into two non-empty
    // piles. One pile's Grundy value is the mex over its moves (a split is worth the xor of
    // its two piles, by the Sprague-Grundy theorem).
    let mut lasker: Vec<u32> = Vec::new();
    for n in 0..300 {
        let mut options: Vec<u32> = lasker.clone();
        options.extend((1..n).map(|a| lasker[a] ^ lasker[n - a]));
        lasker.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    explorer.table1("Lasker's Nim, one pile", 0..300, |n| lasker[n]);

    // Wythoff's game: take from one pile, or the same number from both. 1 = win, 0 = loss.
    let mut wythoff = GameSearch::new(|&(a, b): &(u32, u32)| {
        let mut next: Vec<(u32, u32)> = (0..a)
            .map(|x| (x, b))
            .chain((0..b).map(|y| (a, y)))
            .collect();
        next.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
        next
    });
    explorer.table2(
        "Wythoff's game, win (1) or loss (0)",
        ("a", 0..40),
        ("b", 0..40),
        |a, b| u32::from(wythoff.wins(&(a as u32, b as u32))),
    );
}
