//! What `cargo x` runs before the tool exists, shared with the tool: following a cargo build
//! ([`build_progress`]) and resolving the merge conflicts that would stop the build
//! ([`resolve`]). The binary (`src/main.rs`) builds the tool with them and then becomes the
//! tool. No dependencies, so that it builds in about a second on a fresh clone.

pub mod build_progress;
pub mod resolve;
