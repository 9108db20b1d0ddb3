//! Combinatorial game theory for online judges: the whole library, for reading.
//!
//! The library is cut into topic crates under `common/`, one per part of the theory, so that a
//! bundled submission carries exactly the topics its solution uses (cargo-equip keeps or drops
//! whole crates). A solution depends on the topic crates it needs (`cgt-nim.workspace = true` in
//! its `Cargo.toml`, then `use cgt_nim::nim_sum;`); this crate only re-exports them all, so that
//! `cargo doc --open -p common` shows the library as one whole.
//!
//! Every item states what it computes, its cost (`# Complexity`) and an example, is tested
//! against a naive version of itself, and names the judge problems that use it.
//!
//! | topic | crate | what |
//! | --- | --- | --- |
//! | [`mex`] | `cgt-mex` | [`mex::mex`], [`mex::MexBuffer`]: the minimum excludant, the step of every Sprague-Grundy table |
//! | [`nim`] | `cgt-nim` | [`nim::nim_sum`]: the value of a sum of games, the XOR of its components |
//! | [`grundy`] | `cgt-grundy` | [`grundy::GrundyMemo`] (any finite game from its move function), [`grundy::dag_grundy`] (every vertex of a DAG), both iterative |
//! | [`misere`] | `cgt-misere` | misère play and Every-SG: [`misere::anti_sg_wins`] (the SJ theorem), [`misere::misere_nim_wins`], [`misere::every_sg_dag`] (step counts: the winner stretches, the loser hurries), [`misere::every_sg_wins`], [`misere::euclid_steps`] |
//! | [`nim_variants`] | `cgt-nim-variants` | [`nim_variants::lasker_grundy`] (take or split), [`nim_variants::moore_loses`] / [`nim_variants::moore_losing_counts`] (Nim_k), [`nim_variants::staircase_nim_sum`] / [`nim_variants::differences_from_right`], [`nim_variants::fibonacci_nim_wins`] / [`nim_variants::zeckendorf`], [`nim_variants::KMultipleGame`] (each take at most k times the last) |
//! | [`subtraction`] | `cgt-subtraction` | [`subtraction::subtraction_grundy`], and [`subtraction::certified_period`] / [`subtraction::PeriodicGrundy`] for piles of any size |
//! | [`octal`] | `cgt-octal` | take-and-break games: [`octal::OctalCode`], [`octal::OctalGrundy`] (Grundy values and the period certified by the octal periodicity theorem) |
//! | [`treblecross`] | `cgt-treblecross` | [`treblecross::treblecross_grundy`]: Treblecross (0.007), which has no known period |
//! | [`splitting`] | `cgt-splitting` | [`splitting::rectangle_cutting_grundy`]: games that cut a rectangle in two |
//! | [`coin_turning`] | `cgt-coin-turning` | [`coin_turning::coin_turning_grundy`], [`coin_turning::mock_turtles_grundy`] |
//! | [`wythoff`] | `cgt-wythoff` | [`wythoff::isqrt`], [`wythoff::floor_times_golden_ratio`]: the losing positions of Wythoff's game |
//! | [`loopy`] | `cgt-loopy` | games with cycles: win / lose / draw and the optimal game length by retrograde analysis, over a [`loopy::MoveGraph`] (flat arrays, solved once per query) or implicit predecessors ([`loopy::Retrograde`]) |
//! | [`nimber`] | `cgt-nimber` | [`nimber::nim_product`], [`nimber::nim_power`], [`nimber::nim_inverse`], [`nimber::nim_sqrt`], [`nimber::nim_quadratic_roots`], [`nimber::nim_order`], [`nimber::nim_log`]: the field of nimbers on 64-bit words; [`nimber::turning_corners_value`] for coin-turning products (Tartan theorem) |
//! | [`xor_count`] | `cgt-xor-count` | [`xor_count::count_subsets_by_xor`]: subsets of a multiset by their XOR, modulo a prime |
//! | [`hackenbush`] | `cgt-hackenbush` | Green Hackenbush: [`hackenbush::tree_value`] (colon principle), [`hackenbush::graph_value`] (fusion principle), both iterative |
//! | [`partizan`] | `cgt-partizan` | partizan games that are numbers: [`partizan::Dyadic`], [`partizan::simplest_between`] (the simplicity rule), [`partizan::Outcome`] |
//! | [`number_star`] | `cgt-number-star` | beyond numbers, a number plus a nimber: [`number_star::NumberStar`] (`x + *n`: sums, outcome), [`number_star::number_star_value`] (`{L \| R}` when it is one, else `None`), [`number_star::NumberStarMemo`] (every position of a game) |
//! | [`general_matching`] | `cgt-general-matching` | matching games on general graphs: [`general_matching::maximum_matching`] (Edmonds' blossom algorithm), [`general_matching::gallai_edmonds`] (the Gallai–Edmonds decomposition), [`general_matching::undirected_geography_wins`], [`general_matching::KeptMatching`] (a maximum matching kept while vertices are deleted) |
//! | [`matching`] | `cgt-matching` | games decided by maximum matchings of bipartite graphs: [`matching::BipartiteGraph`], [`matching::maximum_matching`] (Hopcroft-Karp), [`matching::missed_by_some_maximum_matching`], [`matching::DeletableMatching`] (kept while vertices are deleted), the token game [`matching::TokenGame`] / [`matching::TokenGamePlay`] |

pub use cgt_coin_turning as coin_turning;
pub use cgt_general_matching as general_matching;
pub use cgt_grundy as grundy;
pub use cgt_hackenbush as hackenbush;
pub use cgt_loopy as loopy;
pub use cgt_matching as matching;
pub use cgt_mex as mex;
pub use cgt_misere as misere;
pub use cgt_nim as nim;
pub use cgt_nim_variants as nim_variants;
pub use cgt_nimber as nimber;
pub use cgt_number_star as number_star;
pub use cgt_octal as octal;
pub use cgt_partizan as partizan;
pub use cgt_splitting as splitting;
pub use cgt_subtraction as subtraction;
pub use cgt_treblecross as treblecross;
pub use cgt_wythoff as wythoff;
pub use cgt_xor_count as xor_count;
