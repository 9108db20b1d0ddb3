//! Grundy values of any finite game: a memo over positions and a table over a DAG, both iterative.

mod dag_grundy;
mod grundy_memo;

pub use dag_grundy::dag_grundy;
pub use grundy_memo::GrundyMemo;
