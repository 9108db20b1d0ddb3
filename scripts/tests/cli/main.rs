//! `cargo x` itself (the built `x` binary) on small workspaces made here in temporary folders:
//! which checkout it works on, Ctrl-C, bundles that fail, crates without samples, the scaffold,
//! stress and explore.

mod bundle_isolation;
mod bundles;
mod checkouts;
mod explore;
mod fixtures;
mod help;
mod interrupts;
mod merge;
mod scaffold;
mod setup;
mod stress;
