//! One module per command of `cargo x`, each with its arguments (`Args`) and its
//! `run(args, &Context)`, which returns whether the command passed.

pub mod bench;
pub mod bundle;
pub mod check;
pub mod ci;
pub mod docs;
pub mod gen;
pub mod new;
pub mod setup;
pub mod stress;
pub mod test;
pub mod uses;
