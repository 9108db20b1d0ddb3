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
//! The move to make: where a problem asks to play, or for every winning move, each topic lists
//! its winning moves under one shape, `..._winning_moves(...) -> Vec<_>` (every move to a
//! position lost for the opponent; empty when none wins, as in a lost position) and
//! `..._winning_move(...) -> Option<_>` (one of them), and `..._moves_to(...)` where a component
//! of a sum must reach a given Grundy value:
//!
//! | game | winning moves |
//! | --- | --- |
//! | a sum, by its components' Grundy values; Nim | [`nim::winning_moves`] / [`nim::winning_move`]: which component, to which value ([`nim::SumMove`]) |
//! | misère Nim | [`misere::misere_nim_winning_moves`] / [`misere::misere_nim_winning_move`] |
//! | staircase Nim | [`nim_variants::staircase_winning_moves`] / [`nim_variants::staircase_winning_move`] ([`nim_variants::StaircaseMove`]) |
//! | Fibonacci Nim, the k-multiple game | [`nim_variants::fibonacci_nim_winning_moves`] / [`nim_variants::fibonacci_nim_winning_move`], [`nim_variants::KMultipleGame::winning_moves`] / [`nim_variants::KMultipleGame::winning_move`] |
//! | subtraction games, from the table | [`subtraction::subtraction_moves_to`] / [`subtraction::subtraction_move_to`] (a pile to a value), [`subtraction::subtraction_winning_moves`] (a sum of piles) |
//! | octal games, from the table | [`octal::octal_moves_to`] / [`octal::octal_move_to`] (a heap to a value, splits included), [`octal::octal_winning_moves`] (a sum of heaps) |
//! | Wythoff's game | [`wythoff::wythoff_winning_moves`] / [`wythoff::wythoff_winning_move`]: every move to a P-position |
//! | Green Hackenbush trees | [`hackenbush::tree_moves_to`] (which edge to cut for a value), [`hackenbush::tree_winning_moves`] / [`hackenbush::tree_winning_move`] |
//! | games with cycles | [`loopy::MoveGraph::winning_moves`], [`loopy::MoveGraph::best_move`] (win fastest, keep a draw, lose slowest), the same on [`loopy::Retrograde`] |
//!
//! Every game searched from its definition (the tests' oracle, `scripts/oracle`) has the same
//! pair, `GameSearch::winning_moves` / `GameSearch::winning_move`.
//!
//! | topic | crate | what |
//! | --- | --- | --- |
//! | [`mex`] | `cgt-mex` | [`mex::mex`], [`mex::MexBuffer`]: the minimum excludant, the step of every Sprague-Grundy table |
//! | [`nim`] | `cgt-nim` | [`nim::nim_sum`]: the value of a sum of games, the XOR of its components |
//! | [`grundy`] | `cgt-grundy` | [`grundy::GrundyMemo`] (any finite game from its move function), [`grundy::dag_grundy`] (every vertex of a DAG), both iterative |
//! | [`misere`] | `cgt-misere` | misère play and Every-SG: [`misere::anti_sg_wins`] (the SJ theorem), [`misere::misere_nim_wins`], [`misere::every_sg_dag`] (step counts: the winner stretches, the loser hurries), [`misere::every_sg_wins`], [`misere::euclid_steps`] |
//! | [`nim_variants`] | `cgt-nim-variants` | [`nim_variants::lasker_grundy`] (take or split), [`nim_variants::moore_loses`] / [`nim_variants::moore_losing_counts`] (Nim_k), [`nim_variants::staircase_nim_sum`] / [`nim_variants::differences_from_right`], staircase Nim on a tree with step k ([`nim_variants::tree_staircase_counts`], [`nim_variants::tree_staircase_nim_sum`], every root by rerooting: [`nim_variants::tree_staircase_nim_sums_all_roots`]), [`nim_variants::fibonacci_nim_wins`] / [`nim_variants::zeckendorf`], [`nim_variants::KMultipleGame`] (each take at most k times the last) |
//! | [`subtraction`] | `cgt-subtraction` | [`subtraction::subtraction_grundy`], and [`subtraction::certified_period`] / [`subtraction::PeriodicGrundy`] for piles of any size |
//! | [`octal`] | `cgt-octal` | take-and-break games: [`octal::OctalCode`], [`octal::OctalGrundy`] (Grundy values and the period certified by the octal periodicity theorem), [`octal::detect_arithmetic_period`] |
//! | [`treblecross`] | `cgt-treblecross` | [`treblecross::treblecross_grundy`]: Treblecross (0.007), which has no known period |
//! | [`splitting`] | `cgt-splitting` | [`splitting::rectangle_cutting_grundy`]: games that cut a rectangle in two; [`splitting::near_equal_split_grundy`]: split a pile into M near-equal piles, in O(X√X) by [`splitting::quotient_blocks`] (the blocks of M with equal ⌊x/M⌋) |
//! | [`coin_turning`] | `cgt-coin-turning` | [`coin_turning::coin_turning_grundy`], [`coin_turning::mock_turtles_grundy`] |
//! | [`wythoff`] | `cgt-wythoff` | [`wythoff::isqrt`], [`wythoff::floor_times_golden_ratio`]: the losing positions of Wythoff's game |
//! | [`loopy`] | `cgt-loopy` | games with cycles: win / lose / draw and the optimal game length by retrograde analysis, over a [`loopy::MoveGraph`] (flat arrays, solved once per query) or implicit predecessors ([`loopy::Retrograde`]) |
//! | [`nimber`] | `cgt-nimber` | [`nimber::nim_product`], [`nimber::nim_power`], [`nimber::nim_inverse`], [`nimber::nim_sqrt`], [`nimber::nim_quadratic_roots`], [`nimber::nim_order`], [`nimber::nim_log`]: the field of nimbers on 64-bit words; [`nimber::turning_corners_value`] for coin-turning products (Tartan theorem) |
//! | [`xor_count`] | `cgt-xor-count` | [`xor_count::count_subsets_by_xor`]: subsets of a multiset by their XOR, modulo a prime; [`xor_count::walsh_hadamard`] / [`xor_count::inverse_walsh_hadamard`] modulo a prime, [`xor_count::xor_convolution`], [`xor_count::xor_convolution_power`] (ordered n-tuples by their XOR); [`xor_count::count_sequences_with_xor`] (sequences in `[0, L)^n` with a given XOR) |
//! | [`hackenbush`] | `cgt-hackenbush` | Green Hackenbush: [`hackenbush::tree_value`] (colon principle), [`hackenbush::graph_value`] (fusion principle), both iterative |
//! | [`partizan`] | `cgt-partizan` | partizan games that are numbers: [`partizan::Dyadic`], [`partizan::simplest_between`] (the simplicity rule), [`partizan::Outcome`] |
//! | [`number_star`] | `cgt-number-star` | beyond numbers, a number plus a nimber: [`number_star::NumberStar`] (`x + *n`: sums, outcome), [`number_star::number_star_value`] (`{L \| R}` when it is one, else `None`), [`number_star::NumberStarMemo`] (every position of a game) |
//! | [`general_matching`] | `cgt-general-matching` | matching games on general graphs: [`general_matching::maximum_matching`] (Edmonds' blossom algorithm), [`general_matching::gallai_edmonds`] (the Gallai–Edmonds decomposition), [`general_matching::undirected_geography_wins`], [`general_matching::KeptMatching`] (a maximum matching kept while vertices are deleted) |
//! | [`matching`] | `cgt-matching` | games decided by maximum matchings of bipartite graphs: [`matching::BipartiteGraph`], [`matching::maximum_matching`] (Hopcroft-Karp), [`matching::missed_by_some_maximum_matching`], [`matching::DeletableMatching`] (kept while vertices are deleted), the token game [`matching::TokenGame`] / [`matching::TokenGamePlay`] |
//! | [`xor_basis`] | `cgt-xor-basis` | [`xor_basis::XorBasis`]: the XOR linear basis of 64-bit words over GF(2): insert (independent or not), reduce, span test, rank, maximum and minimum XOR of a non-empty subset, k-th smallest XOR of the span |
//! | [`divisor`] | `cgt-divisor` | games on divisors: [`divisor::SmallestPrimeFactor`] (linear sieve; Ω, ω, factorisations, primes), [`divisor::divisor_game_grundy`] ("move to a proper divisor" has value Ω(n)) |
//! | [`fast_input`] | `cgt-fast-input` | input at C++ speed for `input!`: [`fast_input::ByteSource`] (stdin read once, split on ASCII whitespace), [`fast_input::Int`] (integers parsed without `str::parse`, rejecting what it rejects), [`fast_input::Int1`] (1-based indices), [`fast_input::Word`] (short tokens, no allocation) |

pub use cgt_coin_turning as coin_turning;
pub use cgt_divisor as divisor;
pub use cgt_fast_input as fast_input;
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
pub use cgt_xor_basis as xor_basis;
pub use cgt_xor_count as xor_count;
