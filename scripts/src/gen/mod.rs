//! Deterministic input generators, one module per problem.
//!
//! Each problem has random valid inputs of moderate size (`cargo x gen <crate>`, and the
//! randomized tests, which check that every solution runs cleanly on them) and named worst-case
//! inputs at the statement's maximum sizes (`cargo x gen <crate> --max`, `cargo x bench`).
//! Where the crate has a brute force, small inputs it can solve (`cargo x stress <crate>`).
//! The same seed always gives the same input.

use anyhow::{Context, Result};
use rand::{rngs::StdRng, SeedableRng};
use std::fmt::Write;

mod atcoder_abc209_e;
mod atcoder_abc229_h;
mod atcoder_agc017_d;
mod atcoder_arc091_f;
mod cf_1310f;
mod cf_1704f;
mod cf_786a;
mod gym_103186k;
mod hdu_2516;
mod hdu_3032;
mod hdu_3404;
mod hdu_3537;
mod hdu_3595;
mod librarychecker_nim_product_64;
mod local_bash_game;
mod local_coin_game_2;
mod local_octal_game;
mod local_subtraction_game;
mod local_take_range;
mod luogu_p2148;
mod luogu_p2490;
mod luogu_p2964;
mod luogu_p2972;
mod luogu_p3185;
mod luogu_p3480;
mod luogu_p4077;
mod luogu_p4279;
mod luogu_p5675;
mod luogu_p6560;
mod luogu_p7395;
mod nod51_1381;
mod poj_1067;
mod poj_1704;
mod poj_2234;
mod poj_2311;
mod poj_2425;
mod poj_2960;
mod poj_2975;
mod poj_3537;
mod poj_3710;

/// Builds one input from a seeded random source.
pub type MakeInput = fn(&mut StdRng) -> String;

pub struct Generator {
    pub krate: &'static str,
    /// A random valid input of moderate size: the solution must run cleanly on it.
    pub random: MakeInput,
    /// A random valid input small enough for the brute force (`examples/brute.rs`), which
    /// `cargo x stress` and `cargo test` compare with the solution; `None` where the crate has
    /// no brute force.
    pub small: Option<MakeInput>,
    /// Named inputs at the statement's maximum sizes, in the shapes that cost the most.
    pub max: &'static [(&'static str, MakeInput)],
}

pub const GENERATORS: &[&Generator] = &[
    &atcoder_abc209_e::GENERATOR,
    &atcoder_abc229_h::GENERATOR,
    &atcoder_agc017_d::GENERATOR,
    &atcoder_arc091_f::GENERATOR,
    &cf_1310f::GENERATOR,
    &cf_1704f::GENERATOR,
    &cf_786a::GENERATOR,
    &gym_103186k::GENERATOR,
    &hdu_2516::GENERATOR,
    &hdu_3032::GENERATOR,
    &hdu_3404::GENERATOR,
    &hdu_3537::GENERATOR,
    &hdu_3595::GENERATOR,
    &librarychecker_nim_product_64::GENERATOR,
    &local_bash_game::GENERATOR,
    &local_coin_game_2::GENERATOR,
    &local_octal_game::GENERATOR,
    &local_subtraction_game::GENERATOR,
    &local_take_range::GENERATOR,
    &luogu_p2148::GENERATOR,
    &luogu_p2490::GENERATOR,
    &luogu_p2964::GENERATOR,
    &luogu_p2972::GENERATOR,
    &luogu_p3185::GENERATOR,
    &luogu_p3480::GENERATOR,
    &luogu_p4077::GENERATOR,
    &luogu_p4279::GENERATOR,
    &luogu_p5675::GENERATOR,
    &luogu_p6560::GENERATOR,
    &luogu_p7395::GENERATOR,
    &nod51_1381::GENERATOR,
    &poj_1067::GENERATOR,
    &poj_1704::GENERATOR,
    &poj_2234::GENERATOR,
    &poj_2311::GENERATOR,
    &poj_2425::GENERATOR,
    &poj_2960::GENERATOR,
    &poj_2975::GENERATOR,
    &poj_3537::GENERATOR,
    &poj_3710::GENERATOR,
];

pub fn generator(krate: &str) -> Result<&'static Generator> {
    GENERATORS
        .iter()
        .copied()
        .find(|g| g.krate == krate)
        .with_context(|| {
            let known: Vec<&str> = GENERATORS.iter().map(|g| g.krate).collect();
            format!("no generator for `{krate}` (have: {})", known.join(", "))
        })
}

/// The random source behind every generated input.
pub fn rng(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}

/// `values` on one line, separated by single spaces.
pub fn line<T: std::fmt::Display>(values: impl IntoIterator<Item = T>) -> String {
    let mut text = String::new();
    for (i, value) in values.into_iter().enumerate() {
        if i > 0 {
            text.push(' ');
        }
        write!(text, "{value}").unwrap();
    }
    text.push('\n');
    text
}
