//! Grundy values of any finite game: a memo over positions and a table over a DAG, both iterative.
//!
//! Used by: gym-103186k, poj-2425.

mod dag_grundy;
mod grundy_memo;

pub use dag_grundy::dag_grundy;
pub use grundy_memo::GrundyMemo;
