//! `cargo x new`: scaffold a problem crate of a kind, its samples folder and its judge.toml
//! entry (see [`crate::scaffold`]), then regenerate the catalogues, so that the new crate
//! passes `cargo x check` as written.

use crate::context::Context;
use crate::scaffold::{new_problem, Kind, NewProblem};
use anyhow::{bail, Result};

#[derive(clap::Args)]
pub struct Args {
    /// `<judge>-<id>`, e.g. poj-2234, luogu-p4279 or atcoder-abc209-e
    name: String,
    /// The kind of answer, and so the scaffold's worked example: who wins, an integer score, a
    /// real number within a tolerance, a residue modulo a prime, or an interactive game
    #[arg(long, value_enum)]
    kind: Option<Kind>,
    /// The statement's title (escaped wherever it reaches Markdown or rustdoc)
    #[arg(long, default_value = "TODO")]
    title: String,
    /// The judge's problem id (default: the part of the name after the judge, in the judge's
    /// form)
    #[arg(long)]
    id: Option<String>,
    /// The time limit (default: the judge's usual one from judge.toml, marked unconfirmed)
    #[arg(long)]
    time_limit_ms: Option<u64>,
    /// The memory limit (default: the judge's usual one from judge.toml, marked unconfirmed)
    #[arg(long)]
    memory_limit_mib: Option<u64>,
    /// Both limits are a guess, not the judge's confirmed figures
    #[arg(long)]
    limits_unconfirmed: bool,
    /// The time limit is a guess, not the judge's confirmed figure
    #[arg(long)]
    time_unconfirmed: bool,
    /// The memory limit is a guess, not the judge's confirmed figure
    #[arg(long)]
    memory_unconfirmed: bool,
    /// Topic crates of common/ the solution uses, e.g. `--uses nim,grundy` (change them later
    /// with `cargo x uses`)
    #[arg(long, value_delimiter = ',')]
    uses: Vec<String>,
    /// Where the problem comes from: a seed article (`000`, `001`, `002`), a family, or any short
    /// word (none by default)
    #[arg(long)]
    source: Option<String>,
    /// How one input holds several test cases: count, count-tokens, lines or eof (see
    /// judge.toml)
    #[arg(long, value_parser = ["count", "count-tokens", "lines", "eof"])]
    cases: Option<String>,
    /// Many answers are right: scaffold a checker (examples/checker.rs) and judge by it
    /// (`compare = "checker"`)
    #[arg(long, conflicts_with = "interactive")]
    checker: bool,
    /// The same as `--kind interactive`
    #[arg(long)]
    interactive: bool,
    /// The same as `--kind real --tolerance TOLERANCE`
    #[arg(long, value_name = "TOLERANCE", conflicts_with_all = ["checker", "interactive", "tolerance"])]
    real: Option<f64>,
    /// The error a `real` answer may have, absolute or relative (default 1e-6)
    #[arg(long)]
    tolerance: Option<f64>,
    /// The input is large (over 1 MB): read it through cgt-fast-input (`ByteSource`,
    /// `Int<T>`), and write a sample with `\r\n` line ends (`crlf-1.in`)
    #[arg(long)]
    big_input: bool,
}

pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    let kind = match (args.kind, args.interactive, args.real.is_some()) {
        (Some(kind), false, false) => kind,
        (None, true, _) | (Some(Kind::Interactive), true, _) => Kind::Interactive,
        (None, _, true) | (Some(Kind::Real), _, true) => Kind::Real,
        (None, false, false) => Kind::Win,
        (Some(kind), _, _) => bail!(
            "--kind {} and --{} say two kinds",
            kind.name(),
            if args.interactive {
                "interactive"
            } else {
                "real"
            }
        ),
    };
    let name = &args.name;
    let created = new_problem(
        &ctx.workspace,
        &NewProblem {
            name,
            title: &args.title,
            id: args.id.as_deref(),
            time_limit_ms: args.time_limit_ms,
            memory_limit_mib: args.memory_limit_mib,
            time_unconfirmed: args.limits_unconfirmed || args.time_unconfirmed,
            memory_unconfirmed: args.limits_unconfirmed || args.memory_unconfirmed,
            source: args.source.as_deref(),
            uses: &args.uses,
            cases: args.cases.as_deref(),
            kind,
            tolerance: args.real.or(args.tolerance),
            checker: args.checker,
            big_input: args.big_input,
        },
    )?;
    let samples = if args.big_input {
        "1.in, 1.out, and crlf-1.in with its \\r\\n line ends"
    } else {
        "1.in, 1.out"
    };
    println!(
        "created problems/{name} (a {} problem: a worked example, green as it stands), \
         samples/{name}/ ({samples}) and [problems.{name}] in judge.toml",
        kind.name()
    );
    match &created.url {
        Some(url) => println!("id {}: check that {url} is the problem", created.id),
        None => println!("id {} ({} has no URL)", created.id, created.judge_name),
    }
    let limit_note = |confirmed: bool, given: bool| match (confirmed, given) {
        (true, _) => "",
        (false, true) => " (unconfirmed)",
        (false, false) => " (the judge's usual limit, unconfirmed: check the statement)",
    };
    println!(
        "limits: {} ms{}, {} MiB{}",
        created.time.value,
        limit_note(created.time.confirmed, args.time_limit_ms.is_some()),
        created.memory.value,
        limit_note(created.memory.confirmed, args.memory_limit_mib.is_some())
    );
    // The catalogues name the new problem: regenerated now, so that `cargo x check` passes
    // (from judge.toml as it is now, with the new entry).
    let config = harness::config::JudgeConfig::load(&ctx.workspace.judge_toml())?;
    match crate::catalogue::write_stale(&ctx.workspace, &config) {
        Ok(files) => {
            for (path, _) in files.iter().filter(|(_, written)| *written) {
                let path = path.strip_prefix(&ctx.workspace.root).unwrap_or(path);
                println!("regenerated {}", path.display());
            }
        }
        Err(error) => ctx.shell.warn(&format!(
            "the catalogues are not regenerated ({error:#}): run `cargo x docs`"
        )),
    }
    let next = if kind == Kind::Interactive {
        [
            format!("samples/{name}/1.in: the statement's game and `<policy> <seed>`; 1.out: its interaction (documentation)"),
            format!("the player in problems/{name}/src/main.rs"),
            format!("the interactor in problems/{name}/examples/interactor.rs (the judge's side, from a search of the game)"),
            format!("games in problems/{name}/examples/gen.rs, the game test in tests/play.rs"),
        ]
    } else {
        [
            format!("the statement's samples in samples/{name}/ (expected outputs from the statement or the brute force, never the solution)"),
            format!("the solution in problems/{name}/src/main.rs"),
            format!("the brute force in problems/{name}/examples/brute.rs (the game from its definition)"),
            format!("inputs in the statement's format in problems/{name}/examples/gen.rs{}", if args.checker { ", and the checker in examples/checker.rs" } else { "" }),
        ]
    };
    println!("next, each replacing the worked example:");
    for (i, step) in next.iter().enumerate() {
        println!("  {}. {step}", i + 1);
    }
    println!("  5. cargo x check --fix {name} (formats the crate, regenerates the catalogues, runs every check)");
    Ok(true)
}
