//! `cargo x`: the workspace's commands. Run `cargo x --help`. This file only parses the command
//! line and hands it to the command's module (`scripts::commands`).

use clap::{Parser, Subcommand};
use harness::paths::Workspace;
use scripts::commands::{
    bench, bundle, check, ci, docs, explore, gen, new, resolve, setup, stress, test, uses,
};
use scripts::context::{Context, Shell};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "cargo x",
    about = "Solve, test, bundle and prove combinatorial game problems"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Release-build problems and judge them on their samples under the judge's time limit
    Test(test::Args),
    /// Bundle problems into `bundled/<crate>.rs`, compile each alone with the judge compiler and
    /// rerun its samples
    Bundle(bundle::Args),
    /// Install what bundling needs, cargo-equip and the judge compiler (every command starts it
    /// in the background on first use; this waits for it)
    Setup(setup::Args),
    /// Scaffold a problem of a kind (--kind win, score, real, mod, interactive): a worked
    /// example that passes `cargo x check` as written, its samples and its judge.toml entry
    New(new::Args),
    /// Set the topic crates of common/ a problem uses, e.g. `cargo x uses poj-2234 nim,grundy`
    Uses(uses::Args),
    /// Print an input from the crate's generator (examples/gen.rs): random and moderate, small
    /// (for the brute force), or worst-case at the statement's maximum
    Gen(gen::Args),
    /// Time release binaries and their bundles on worst-case inputs against the judge's limits
    /// (by CPU time, as judges count it)
    Bench(bench::Args),
    /// Compare the release binary with the crate's brute force (examples/brute.rs) on small
    /// generated inputs until they disagree; the first disagreement is saved as a sample
    Stress(stress::Args),
    /// Everything CI checks, for some crates: fmt, clippy (the MSRV on the submitted code only),
    /// cargo test, stress against the brute force, and the bundle proven on the judge compiler;
    /// one line per step with its time
    Check(check::Args),
    /// Everything CI checks on the whole workspace: the steps of `check` for every crate
    Ci(ci::Args),
    /// Generate the catalogues: the library table of common/lib.rs, scripts/docs/problems.md and
    /// the Used by lines of the topic crates and their items
    Docs(docs::Args),
    /// After merging branches that each add problems or topics: resolve the conflicts in
    /// judge.toml's entries, Cargo.lock, the generated catalogues and the topics' lists, and add
    /// them to git's index (any other conflict is named and left)
    Resolve(resolve::Args),
    /// Grundy tables with their periods: an octal code, a subtraction set, or a crate's
    /// examples/explore.rs (see scripts/src/commands/explore.rs)
    Explore(explore::Args),
}

fn main() -> ExitCode {
    harness::launcher::serve_as_launcher_if_asked();
    let cli = Cli::parse();
    harness::interrupt::install();
    let shell = Shell::from_terminal();
    let workspace = match Workspace::from_current_dir() {
        Ok(workspace) => workspace,
        Err(error) => {
            shell.error(&format!("{error:#}"));
            return ExitCode::FAILURE;
        }
    };
    let ctx = Context::new(workspace, shell);
    // The first command of a fresh clone starts installing what bundling needs, in the
    // background (not the background set-up itself).
    if !matches!(&cli.command, Command::Setup(args) if args.is_the_background_set_up()) {
        scripts::installer::start_in_background(&ctx);
    }
    let result = match cli.command {
        Command::Test(args) => test::run(args, &ctx),
        Command::Bundle(args) => bundle::run(args, &ctx),
        Command::Setup(args) => setup::run(args, &ctx),
        Command::New(args) => new::run(args, &ctx),
        Command::Uses(args) => uses::run(args, &ctx),
        Command::Gen(args) => gen::run(args, &ctx),
        Command::Bench(args) => bench::run(args, &ctx),
        Command::Stress(args) => stress::run(args, &ctx),
        Command::Check(args) => check::run(args, &ctx),
        Command::Ci(args) => ci::run(args, &ctx),
        Command::Docs(args) => docs::run(args, &ctx),
        Command::Resolve(args) => resolve::run(args, &ctx),
        Command::Explore(args) => explore::run(args, &ctx),
    };
    let result = result.and_then(|ok| harness::interrupt::check().map(|()| ok));
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) if harness::interrupt::is_interrupted(&error) => {
            shell.status("interrupted");
            ExitCode::from(130)
        }
        Err(error) => {
            shell.error(&format!("{error:#}"));
            ExitCode::FAILURE
        }
    }
}
