//! The files `cargo x new` writes, one set per [`Kind`]: the templates under
//! `scripts/templates/<kind>/` (a worked example of the kind, formatted as `cargo fmt` leaves
//! it), with `{name}`, `{title}`, `{uses}` and `{tolerance}` filled in by the caller.

use super::spec::Kind;

/// The manifest every problem crate starts from: its topics, the samples test and the generator.
pub const CARGO_TOML: &str = r#"[package]
name = "{name}"
version = "0.1.0"
rust-version = "1.70"
edition.workspace = true
license.workspace = true
publish.workspace = true

[dependencies]
{uses}proconio.workspace = true

[dev-dependencies]
harness.workspace = true
oracle.workspace = true
rand.workspace = true

[[test]]
name = "samples"
path = "../../scripts/harness/problem.rs"
harness = false

[[example]]
name = "{name}-gen"
path = "examples/gen.rs"
"#;

/// The `[[example]]` of a brute force, after [`CARGO_TOML`].
pub const BRUTE_STANZA: &str = r#"
[[example]]
name = "{name}-brute"
path = "examples/brute.rs"
"#;

/// The `[[example]]` of an interactive problem's interactor (its brute force), after
/// [`CARGO_TOML`].
pub const INTERACTOR_STANZA: &str = r#"
[[example]]
name = "{name}-interactor"
path = "examples/interactor.rs"
"#;

/// The `[[example]]` of a checker problem's checker.
pub const CHECKER_STANZA: &str = r#"
[[example]]
name = "{name}-checker"
path = "examples/checker.rs"
"#;

/// The checker of `--checker` (`examples/checker.rs`): it accepts the expected output's tokens
/// until it is taught every right answer.
pub const CHECKER_RS: &str = include_str!("../../templates/checker.rs");

/// One file of a scaffold: where it goes in the crate (or, for a sample, in its samples
/// folder) and its template.
pub struct File {
    pub path: &'static str,
    pub template: &'static str,
    /// A sample (`samples/<crate>/`), not a file of the crate.
    pub sample: bool,
}

const fn crate_file(path: &'static str, template: &'static str) -> File {
    File {
        path,
        template,
        sample: false,
    }
}

const fn sample(path: &'static str, template: &'static str) -> File {
    File {
        path,
        template,
        sample: true,
    }
}

/// The files of `kind`, its brute force's `[[example]]` stanza among them.
pub fn files(kind: Kind) -> (&'static str, Vec<File>) {
    macro_rules! kind_files {
        ($kind:literal) => {
            vec![
                crate_file(
                    "src/main.rs",
                    include_str!(concat!("../../templates/", $kind, "/main.rs")),
                ),
                crate_file(
                    "examples/brute.rs",
                    include_str!(concat!("../../templates/", $kind, "/brute.rs")),
                ),
                crate_file(
                    "examples/gen.rs",
                    include_str!(concat!("../../templates/", $kind, "/gen.rs")),
                ),
                crate_file(
                    "tests/brute_force.rs",
                    include_str!(concat!("../../templates/", $kind, "/brute_force.rs")),
                ),
                sample(
                    "1.in",
                    include_str!(concat!("../../templates/", $kind, "/1.in")),
                ),
                sample(
                    "1.out",
                    include_str!(concat!("../../templates/", $kind, "/1.out")),
                ),
            ]
        };
    }
    match kind {
        Kind::Win => (BRUTE_STANZA, kind_files!("win")),
        Kind::Score => (BRUTE_STANZA, kind_files!("score")),
        Kind::Real => (BRUTE_STANZA, kind_files!("real")),
        Kind::Mod => (BRUTE_STANZA, kind_files!("mod")),
        Kind::Interactive => (
            INTERACTOR_STANZA,
            vec![
                crate_file(
                    "src/main.rs",
                    include_str!("../../templates/interactive/main.rs"),
                ),
                crate_file(
                    "examples/interactor.rs",
                    include_str!("../../templates/interactive/interactor.rs"),
                ),
                crate_file(
                    "examples/gen.rs",
                    include_str!("../../templates/interactive/gen.rs"),
                ),
                crate_file(
                    "tests/play.rs",
                    include_str!("../../templates/interactive/play.rs"),
                ),
                sample("1.in", include_str!("../../templates/interactive/1.in")),
                sample("1.out", include_str!("../../templates/interactive/1.out")),
            ],
        ),
    }
}
