//! A problem's interactor: `problems/<crate>/examples/interactor.rs`, the example
//! `<crate>-interactor`, the brute force of an interactive problem.
//!
//! It is run as `<crate>-interactor INPUT` with its standard input reading what the solution
//! prints and its standard output feeding the solution's standard input (`cargo x` and the
//! `samples` test join the two, keep a transcript, and watch the limits). It validates every
//! line the solution prints, plays its own side from a search of the game's definition, and
//! ends with its exit status:
//!
//! * 0 ([`accept`]): the solution won every game;
//! * 1 ([`wrong_answer`]): one line on standard error saying why, e.g.
//!   `move 7: 3 5 removes card 4, which is gone`;
//! * anything else ([`fail`], a panic): the interactor itself is broken (a bad test file, a bug),
//!   which is an error, never a verdict.
//!
//! The test file `INPUT` is the game as the statement gives it, followed by one last line
//! `<policy> <seed>` naming how the interactor plays (see [`Policy`]); [`Test::read`] splits it.
//! `cargo x stress` makes games with the generator and appends each policy in turn.
//!
//! ```no_run
//! use oracle::interact::{Channel, Test};
//! let test = Test::read();
//! let mut solution = Channel::new();
//! let [n]: [u64; 1] = test.numbers(0, "n");
//! solution.send(n);
//! let answer = solution.word("First or Second", &["First", "Second"]);
//! // ... play, then:
//! solution.finish();
//! ```

use rand::{rngs::StdRng, SeedableRng};
use std::fmt::Display;
use std::io::{BufRead, BufReader, Read, Stdin, Stdout, Write};

/// Exit status of a wrong answer.
pub const WRONG_ANSWER: i32 = 1;
/// Exit status of a broken interactor.
pub const FAILURE: i32 = 3;

/// How the interactor plays its side, named on the test file's last line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Policy {
    /// Any legal move, drawn from the seeded random source.
    Random,
    /// A move to a position lost for the solution whenever one exists (by search), else random.
    Greedy,
    /// As `Greedy`, and when every move loses, the one that delays the loss longest where the
    /// problem defines it; else the same as `Greedy`.
    Optimal,
    /// Where the statement lets the judge choose (which pile, which number to break, how), the
    /// choice that is worst for the solution's strategy, by search; else `Optimal`.
    Adversarial,
}

impl Policy {
    pub const ALL: [Policy; 4] = [
        Policy::Random,
        Policy::Greedy,
        Policy::Optimal,
        Policy::Adversarial,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Policy::Random => "random",
            Policy::Greedy => "greedy",
            Policy::Optimal => "optimal",
            Policy::Adversarial => "adversarial",
        }
    }

    pub fn parse(name: &str) -> Option<Policy> {
        Policy::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Whether this policy takes a winning move whenever one exists.
    pub fn searches(self) -> bool {
        self != Policy::Random
    }
}

/// One test file: the game's lines, the policy and its seeded random source.
pub struct Test {
    /// The lines before the policy line, blank lines dropped.
    pub lines: Vec<String>,
    pub policy: Policy,
    pub seed: u64,
    pub rng: StdRng,
}

impl Test {
    /// Reads the file named by the first command-line argument (a broken test is a [`fail`]).
    /// `<crate>-interactor --policies` prints the policy names, one a line, and exits.
    pub fn read() -> Test {
        let path = std::env::args().nth(1).unwrap_or_else(|| {
            fail("usage: <crate>-interactor INPUT (or --policies)");
        });
        if path == "--policies" {
            for policy in Policy::ALL {
                println!("{}", policy.name());
            }
            std::process::exit(0);
        }
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| fail(&format!("cannot read {path}: {e}")));
        Test::parse(&text).unwrap_or_else(|e| fail(&format!("{path}: {e}")))
    }

    /// Splits a test file's text: the game's lines, then `<policy> <seed>`.
    pub fn parse(text: &str) -> Result<Test, String> {
        let mut lines: Vec<String> = text
            .lines()
            .map(|l| l.trim().to_string())
            .filter(|l| !l.is_empty())
            .collect();
        let last = lines.pop().ok_or("the test is empty")?;
        let words: Vec<&str> = last.split_whitespace().collect();
        let (policy, seed) = match words[..] {
            [policy, seed] => (policy, seed),
            _ => return Err(format!("the last line `{last}` is not `<policy> <seed>`")),
        };
        let policy = Policy::parse(policy).ok_or_else(|| {
            format!("unknown policy `{policy}` (random, greedy, optimal, adversarial)")
        })?;
        let seed: u64 = seed
            .parse()
            .map_err(|_| format!("the seed `{seed}` is not a number"))?;
        Ok(Test {
            lines,
            policy,
            seed,
            rng: StdRng::seed_from_u64(seed),
        })
    }

    /// The `K` numbers of game line `index` (a broken test is a [`fail`]).
    pub fn numbers<T: std::str::FromStr + Copy + Default, const K: usize>(
        &self,
        index: usize,
        what: &str,
    ) -> [T; K] {
        let line = self
            .lines
            .get(index)
            .unwrap_or_else(|| fail(&format!("the test has no line {} ({what})", index + 1)));
        parse_numbers(line)
            .unwrap_or_else(|e| fail(&format!("test line {}: {what}: {e}", index + 1)))
    }
}

/// Exactly `K` whitespace-separated numbers of type `T`.
pub fn parse_numbers<T: std::str::FromStr + Copy + Default, const K: usize>(
    line: &str,
) -> Result<[T; K], String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.len() != K {
        return Err(format!("`{line}` holds {} tokens, not {K}", words.len()));
    }
    let mut values = [T::default(); K];
    for (value, word) in values.iter_mut().zip(&words) {
        *value = word
            .parse()
            .map_err(|_| format!("`{word}` in `{line}` is not a valid number"))?;
    }
    Ok(values)
}

/// The interactor's side of the two pipes: reads the solution's lines, sends its own, flushing
/// each one.
pub struct Channel {
    reader: BufReader<Stdin>,
    writer: Stdout,
    /// Lines read from the solution so far (named in messages as `line N`).
    read: usize,
}

impl Default for Channel {
    fn default() -> Self {
        Self::new()
    }
}

impl Channel {
    pub fn new() -> Self {
        Channel {
            reader: BufReader::new(std::io::stdin()),
            writer: std::io::stdout(),
            read: 0,
        }
    }

    /// Sends one line to the solution and flushes it. A solution that is gone (a closed pipe) is
    /// a wrong answer: it stopped before the game ended.
    pub fn send(&mut self, line: impl Display) {
        let sent = writeln!(self.writer, "{line}").and_then(|()| self.writer.flush());
        if sent.is_err() {
            wrong_answer("the solution exited before the game ended");
        }
    }

    /// Sends `line` (the judge's end-of-game or error line) if the solution still listens, then
    /// ends with a wrong answer saying `why`.
    pub fn reject(&mut self, line: impl Display, why: &str) -> ! {
        let _ = writeln!(self.writer, "{line}").and_then(|()| self.writer.flush());
        wrong_answer(why)
    }

    /// The solution's next line, trimmed; the end of its output is a wrong answer naming `what`
    /// was expected.
    pub fn line(&mut self, what: &str) -> String {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(0) => wrong_answer(&format!(
                "expected {what} (line {}), but the solution's output ended",
                self.read + 1
            )),
            Ok(_) => {}
            Err(e) => wrong_answer(&format!(
                "line {}: cannot read the solution's output: {e}",
                self.read + 1
            )),
        }
        self.read += 1;
        line.trim().to_string()
    }

    /// The solution's next line as exactly `K` numbers (`what` names them in a wrong answer).
    pub fn numbers<T: std::str::FromStr + Copy + Default, const K: usize>(
        &mut self,
        what: &str,
    ) -> [T; K] {
        let line = self.line(what);
        let number = self.read;
        parse_numbers(&line)
            .unwrap_or_else(|e| wrong_answer(&format!("line {number}: {what}: {e}")))
    }

    /// The solution's next line, which must be one of `words` (exact case).
    pub fn word(&mut self, what: &str, words: &[&str]) -> String {
        let line = self.line(what);
        if !words.contains(&line.as_str()) {
            wrong_answer(&format!(
                "line {}: expected {what} ({}), got `{line}`",
                self.read,
                words.join(" or ")
            ));
        }
        line
    }

    /// The game is over: the solution must print nothing more and exit (its output must end);
    /// then [`accept`]. A solution that waits for more instead never lets this return: the
    /// harness reports it as idle.
    pub fn finish(&mut self) -> ! {
        let mut rest = Vec::new();
        let _ = self.reader.read_to_end(&mut rest);
        let rest = String::from_utf8_lossy(&rest);
        if let Some(extra) = rest.lines().map(str::trim).find(|l| !l.is_empty()) {
            wrong_answer(&format!("printed `{extra}` after the game ended"));
        }
        accept()
    }
}

/// The solution is accepted: exit 0.
pub fn accept() -> ! {
    std::process::exit(0)
}

/// A wrong answer: `why` on one line of standard error, exit 1.
pub fn wrong_answer(why: &str) -> ! {
    eprintln!("{}", why.replace('\n', " "));
    std::process::exit(WRONG_ANSWER)
}

/// The interactor is broken (a bad test file, an impossible state): exit 3, never a verdict.
pub fn fail(why: &str) -> ! {
    eprintln!("interactor failure: {why}");
    std::process::exit(FAILURE)
}
