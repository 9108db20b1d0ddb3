//! The brute forces' and generators' kit: what `problems/<crate>/examples/brute.rs` and
//! `problems/<crate>/examples/gen.rs` are written with. Nothing here is ever submitted to a judge,
//! and nothing here depends on the workspace's tooling (`cargo x`), so a brute force or a
//! generator builds in seconds.
//!
//! - [`search`] (re-exported at the top): games searched from their definition — [`GameSearch`]
//!   (normal and misère play), [`SumSearch`] (a sum of components whose moves may split one
//!   component into several), [`LoopySearch`] (win / lose / draw with cycles).
//! - [`score`] (re-exported at the top): games with a payoff, by plain minimax ([`ScoreSearch`],
//!   the rules given as a [`Turn`] per position).
//! - [`chance`] (re-exported at the top): games with chance moves, valued exactly: players who
//!   choose (max / min) and nature that draws ([`ChanceSearch`], the rules given as a
//!   [`ChanceNode`] per position), in fractions or in residues modulo a prime.
//! - [`taking`]: games where the players take items in turn and score them (dishes, a graph's
//!   vertices, the ends of piles), by plain minimax: the hot-game brute forces.
//! - [`rounds`] (re-exported at the top): games whose rounds are a choice by one player answered
//!   by the other ([`RoundSearch`]).
//! - [`moves`] (re-exported at the top): the helpers [`moves_in_one_pile`], [`take_any`],
//!   [`take_exactly`], [`hackenbush_cuts`], [`stdin_tokens`].
//! - [`partizan`]: partizan games from Left's and Right's options: canonical forms
//!   ([`partizan::Games`], [`partizan::PartizanSearch`]), the shapes number, number plus a nimber
//!   and switch, and the outcome class; [`partizan::stalk_options`], the moves of a red-blue stalk.
//! - [`deletion`] (re-exported at the top): the moves of games that delete parts of a structure,
//!   read from the rules on small inputs: [`ancestor_deletions`] (a forest node with all its
//!   ancestors), [`connected_removals`] (k connected vertices of a graph),
//!   [`consecutive_removals`] (the same on paths and cycles by their sizes, [`Strand`]), and
//!   [`parents_rooted_at_smallest`] (a forest from its edges, each tree rooted at its smallest node).
//! - [`gen`]: a problem's input generator as a [`gen::Generator`] and its command line
//!   ([`gen::main`]).
//! - [`Rational`]: exact fractions for brute forces of probabilities (a recursion over the real
//!   events, then [`Rational::decimal`] or [`Rational::residue`] for the answer's form).
//! - [`big`]: fractions of any size ([`big::BigRational`]) where a brute force outgrows
//!   [`Rational`]'s 128 bits (a recursion whose denominators square at every level), with the
//!   same decimal rounding ([`big::decimal`]) and an exact reading of a decimal input
//!   ([`big::parse_decimal`]).
//! - [`matrix`]: matrix games (mixed strategies) solved by the Shapley–Snow theorem, every
//!   square submatrix tried as a kernel in exact fractions ([`matrix::shapley_snow`]), and what
//!   a pair of strategies guarantees ([`matrix::guarantees`]).
//! - [`interact`]: an interactive problem's interactor: the test file with its opponent policy,
//!   the channel to the solution, and its verdicts ([`interact::accept`],
//!   [`interact::wrong_answer`]).

pub mod big;
pub mod chance;
pub mod deletion;
pub mod gen;
pub mod interact;
pub mod matrix;
pub mod moves;
pub mod partizan;
pub mod rational;
pub mod rounds;
pub mod score;
pub mod search;
pub mod taking;

pub use chance::*;
pub use deletion::*;
pub use moves::*;
pub use rational::Rational;
pub use rounds::*;
pub use score::*;
pub use search::*;
