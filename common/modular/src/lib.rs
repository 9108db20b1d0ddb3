//! Arithmetic modulo a prime for probabilities and counts.
//!
//! * [`ModInt`]: a residue modulo `M::modulus()`, with `+ - * /`, [`ModInt::pow`] and
//!   [`ModInt::inv`]; the modulus is a type: [`ConstModulus<P>`] fixes it at compile time
//!   ([`Mod998244353`], [`Mod1000000007`]), [`RuntimeModulus`] reads it at run time (set per
//!   thread). A probability `y / x` is `ModInt::from(y) / ModInt::from(x)`.
//! * [`Factorials`]: `n!` and `1/n!` up to a bound, and from them binomials, falling factorials
//!   and the inverses `1/n`, each in O(1).
//!
//! Used by: atcoder-abc298-e, atcoder-abc342-f, cf-148d, cf-1628d1, local-hard-nim, luogu-p2490,
//! luogu-p5363, luogu-p5675, luogu-p5970, poj-2651, spoj-mtrgame.

mod factorials;
mod modint;

pub use factorials::Factorials;
pub use modint::{ConstModulus, Mod1000000007, Mod998244353, ModInt, Modulus, RuntimeModulus};
