//! A problem's input generator: `problems/<crate>/examples/gen.rs`, the example `<crate>-gen`.
//!
//! It defines one [`Generator`] and hands it to [`main`]:
//!
//! ```no_run
//! use oracle::gen::{line, Generator};
//! use rand::{rngs::StdRng, Rng};
//!
//! const GENERATOR: Generator = Generator {
//!     small: Some(|rng| piles(rng, 5, 7)),
//!     random: |rng| piles(rng, 100, 1000),
//!     max: &[("1e5-piles", |rng| piles(rng, 100_000, 1_000_000_000))],
//! };
//!
//! /// `n` then `n` piles of at most `top`.
//! fn piles(rng: &mut StdRng, n: usize, top: u64) -> String {
//!     let piles: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
//!     format!("{n}\n{}", line(piles))
//! }
//!
//! fn main() {
//!     oracle::gen::main(&GENERATOR)
//! }
//! ```
//!
//! Its command line, which `cargo x gen`, `cargo x stress`, `cargo x bench` and the crate's
//! `samples` test call (the same seed always gives the same input):
//!
//! ```text
//! <crate>-gen random [--seed N]        a random valid input of moderate size
//! <crate>-gen small [--seed N]         a small input the brute force can solve
//! <crate>-gen max [SHAPE] [--seed N]   a worst case at the statement's limits (default: the first)
//! <crate>-gen shapes                   the names of the worst cases, one a line
//! ```

use rand::{rngs::StdRng, SeedableRng};
use std::fmt::Write as _;
use std::io::Write as _;

/// Builds one input from a seeded random source.
pub type MakeInput = fn(&mut StdRng) -> String;

/// The inputs of one problem, in the statement's exact format.
pub struct Generator {
    /// A random valid input of moderate size: the solution must run cleanly on it.
    pub random: MakeInput,
    /// A random valid input small enough for the brute force (`examples/brute.rs`), which
    /// `cargo x stress` compares with the solution; `None` where the crate has no brute force.
    pub small: Option<MakeInput>,
    /// Named inputs at the statement's maximum sizes, in the shapes that cost the most.
    pub max: &'static [(&'static str, MakeInput)],
}

/// The random source behind every generated input.
pub fn rng(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}

/// `values` on one line, separated by single spaces, with its newline.
pub fn line<T: std::fmt::Display>(values: impl IntoIterator<Item = T>) -> String {
    let mut text = String::new();
    for (i, value) in values.into_iter().enumerate() {
        if i > 0 {
            text.push(' ');
        }
        write!(text, "{value}").unwrap();
    }
    text.push('\n');
    text
}

/// How many small inputs a crate's `tests/brute_force.rs` takes from its generator by default:
/// seeds `1..=SMALL_CASES`, the same inputs `cargo x stress` starts with.
pub const SMALL_CASES: u64 = 200;

/// The generator's `small` inputs for seeds `seeds`, each with its seed: what a crate's
/// `tests/brute_force.rs` compares the solution with the brute force on, so that the test and
/// `cargo x stress` see the same inputs (`cargo x gen <crate> --small --seed N` prints one).
///
/// Each input is watched: when the work done on one (from the moment it is handed out to the
/// moment the next is asked for) passes [`case_deadline`] (30 s unless `CGT_CASE_SECONDS` says
/// otherwise), the test process prints a `TLE` line naming the test, the seed and the command
/// that prints the input, and exits with 101. A solution or brute force that loops forever
/// thus fails its test in bounded time instead of hanging `cargo test` (and `cargo x check`).
///
/// # Panics
/// When the generator has no `small` inputs.
pub fn small_inputs(
    generator: &Generator,
    seeds: std::ops::RangeInclusive<u64>,
) -> impl Iterator<Item = (u64, String)> + '_ {
    let small = generator
        .small
        .expect("the generator has no `small` inputs: give it `small: Some(...)`");
    let watch = CaseWatch::start(case_deadline());
    seeds.map(move |seed| {
        watch.now_on(seed);
        (seed, small(&mut rng(seed)))
    })
}

/// How long one small input may take in a brute-force test: 30 s, or `CGT_CASE_SECONDS`.
pub fn case_deadline() -> std::time::Duration {
    let seconds = std::env::var("CGT_CASE_SECONDS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(30u64);
    std::time::Duration::from_secs(seconds.max(1))
}

/// A watchdog over the inputs of one test: which seed is being worked on since when. Dropped
/// (the test is over, passed or failed), it stops watching.
struct CaseWatch {
    state: std::sync::Arc<std::sync::Mutex<WatchState>>,
}

struct WatchState {
    /// The seed being worked on and since when; `None` before the first and after the end.
    current: Option<(u64, std::time::Instant)>,
    done: bool,
}

impl CaseWatch {
    fn start(deadline: std::time::Duration) -> Self {
        let state = std::sync::Arc::new(std::sync::Mutex::new(WatchState {
            current: None,
            done: false,
        }));
        // libtest names each test's thread after the test.
        let test = std::thread::current()
            .name()
            .unwrap_or("a brute-force test")
            .to_string();
        let krate = std::env::current_dir()
            .ok()
            .and_then(|dir| Some(dir.file_name()?.to_string_lossy().into_owned()))
            .unwrap_or_else(|| "<crate>".to_string());
        let watched = std::sync::Arc::clone(&state);
        std::thread::spawn(move || loop {
            std::thread::sleep(std::time::Duration::from_millis(50));
            let state = watched.lock().unwrap_or_else(|e| e.into_inner());
            if state.done {
                return;
            }
            if let Some((seed, since)) = state.current {
                if since.elapsed() > deadline {
                    // Straight to the descriptor: the test's captured output would be lost
                    // with the process.
                    let _ = std::io::stderr().write_all(
                        format!(
                            "TLE: test `{test}` of {krate} worked on one small input for over \
                             {} s (the bound per input; CGT_CASE_SECONDS changes it) and was \
                             stopped: the function under test or the brute force loops, or is \
                             far too slow, on seed {seed}: `cargo x gen {krate} --small --seed \
                             {seed}` prints the input\n",
                            deadline.as_secs()
                        )
                        .as_bytes(),
                    );
                    std::process::exit(101);
                }
            }
        });
        CaseWatch { state }
    }

    fn now_on(&self, seed: u64) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        state.current = Some((seed, std::time::Instant::now()));
    }
}

impl Drop for CaseWatch {
    fn drop(&mut self) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        state.done = true;
        state.current = None;
    }
}

/// The whitespace-separated tokens of a generated input, parsed in order: `next::<u64>()`.
pub struct Tokens<'a> {
    words: std::str::SplitWhitespace<'a>,
}

impl<'a> Tokens<'a> {
    pub fn new(text: &'a str) -> Self {
        Tokens {
            words: text.split_whitespace(),
        }
    }

    /// The next token as a `T`.
    ///
    /// # Panics
    /// At the end of the input, or on a token that is no `T`.
    #[allow(clippy::should_implement_trait)]
    pub fn next<T: std::str::FromStr>(&mut self) -> T {
        let word = self.words.next().expect("the input ended early");
        word.parse()
            .unwrap_or_else(|_| panic!("`{word}` is not of the type asked for"))
    }

    /// The next `n` tokens.
    pub fn many<T: std::str::FromStr>(&mut self, n: usize) -> Vec<T> {
        (0..n).map(|_| self.next()).collect()
    }

    /// Whether every token has been read.
    pub fn is_empty(&self) -> bool {
        self.words.clone().next().is_none()
    }
}

/// What the command line asked for.
#[derive(Debug, PartialEq, Eq)]
pub enum Request {
    Random { seed: u64 },
    Small { seed: u64 },
    Max { shape: Option<String>, seed: u64 },
    Shapes,
}

const USAGE: &str = "usage: <crate>-gen random|small|max [SHAPE]|shapes [--seed N]";

/// Reads the command line (without the program name).
pub fn parse(args: &[String]) -> Result<Request, String> {
    let mut seed = 1;
    let mut words = Vec::new();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if arg == "--seed" {
            let value = rest.next().ok_or("--seed needs a number")?;
            seed = value
                .parse()
                .map_err(|_| format!("--seed takes a whole number, not `{value}`"))?;
        } else if let Some(value) = arg.strip_prefix("--seed=") {
            seed = value
                .parse()
                .map_err(|_| format!("--seed takes a whole number, not `{value}`"))?;
        } else {
            words.push(arg.as_str());
        }
    }
    match words.as_slice() {
        ["random"] => Ok(Request::Random { seed }),
        ["small"] => Ok(Request::Small { seed }),
        ["max"] => Ok(Request::Max { shape: None, seed }),
        ["max", shape] => Ok(Request::Max {
            shape: Some(shape.to_string()),
            seed,
        }),
        ["shapes"] => Ok(Request::Shapes),
        _ => Err(USAGE.to_string()),
    }
}

/// The text `generator` answers `request` with.
pub fn answer(generator: &Generator, request: &Request) -> Result<String, String> {
    let names: Vec<&str> = generator.max.iter().map(|(name, _)| *name).collect();
    match request {
        Request::Random { seed } => Ok((generator.random)(&mut rng(*seed))),
        Request::Small { seed } => match generator.small {
            Some(small) => Ok(small(&mut rng(*seed))),
            None => Err("this problem has no `small` inputs (no brute force)".to_string()),
        },
        Request::Max { shape, seed } => {
            let index = match shape {
                None if names.is_empty() => return Err("no worst-case shapes".to_string()),
                None => 0,
                Some(shape) => names.iter().position(|name| name == shape).ok_or_else(|| {
                    format!("no worst-case shape `{shape}` (have: {})", names.join(", "))
                })?,
            };
            Ok((generator.max[index].1)(&mut rng(*seed)))
        }
        Request::Shapes => Ok(names.iter().map(|name| format!("{name}\n")).collect()),
    }
}

/// The generator's `main`: answers the command line on standard output, or says what is wrong
/// on standard error and exits with 2.
pub fn main(generator: &Generator) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse(&args).and_then(|request| answer(generator, &request)) {
        Ok(text) => {
            let mut out = std::io::stdout().lock();
            match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
                Ok(()) => {}
                // The reader is gone (`... | head`): end quietly, as Unix tools do.
                Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {}
                Err(error) => {
                    eprintln!("error: cannot write the input: {error}");
                    std::process::exit(1);
                }
            }
        }
        Err(message) => {
            eprintln!("error: {message}");
            std::process::exit(2);
        }
    }
}

#[cfg(test)]
mod tests;
