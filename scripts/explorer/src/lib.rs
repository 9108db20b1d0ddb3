//! The explorer's library ("print a table, spot the rule"): Grundy tables printed in rows with
//! the period they show, the rules they follow (detected, not proved), far values predicted
//! from those rules, heat maps of grids, and reports on octal games.
//!
//! `cargo x explore` is its command line; a problem's `examples/explore.rs` prints the tables
//! of a game it defines through an [`Explorer`] (the problem's dev-dependency is this crate,
//! never the tool). Nothing here is ever submitted.
//!
//! - [`detected_period`]: the one period detector, for the report headers and the periodic rule;
//! - [`rules`]: the rule finder for sequences ([`rules::find_sequence_rules`]) and grids
//!   ([`rules::find_grid_rules`]), and the predictions from the rules found;
//! - [`table`]: the tables as text, and [`Explorer`] which prints them;
//! - [`octal`]: the reports of `cargo x explore <code>`;
//! - [`parse`]: tables and queries from text; [`heat_map`]: a grid as SVG;
//! - [`benchmark`]: the rule finder scored on games whose far values are known.

pub mod benchmark;
pub mod detected_period;
pub mod heat_map;
pub mod octal;
pub mod parse;
pub mod rules;
pub mod table;
pub mod take_break;

pub use table::{Axis, Explorer};
