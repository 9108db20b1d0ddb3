//! Verdicts: one solution binary on one sample, judged as an online judge would.

use crate::built::Built;
use crate::compare::{compare, first_differing_line, first_differing_token};
use crate::config::{Cases, CompareMode, Problem};
use crate::paths::Sample;
use crate::run::{run_with, Input, Kill, Limits, RunOutcome, OUTPUT_LIMIT_BYTES};
use anyhow::Result;
use std::fmt;
use std::path::Path;
use std::time::Duration;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    /// The report names the first differing line.
    WrongAnswer(String),
    /// The exit status and the end of standard error.
    RuntimeError(String),
    TimeLimitExceeded,
    /// Past the memory limit: killed while running, or seen in the peak afterwards.
    MemoryLimitExceeded,
    /// More than [`OUTPUT_LIMIT_BYTES`] of output; the program was killed.
    OutputLimitExceeded,
    /// Interactive problems: the solution and the interactor both waited to read.
    IdlenessLimitExceeded,
    /// Interactive problems: the interactor itself failed (an error in the test or the
    /// interactor, not a verdict on the solution).
    InteractorFailure(String),
}

impl Verdict {
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::OutputLimitExceeded => "OLE",
            Verdict::IdlenessLimitExceeded => "ILE",
            Verdict::InteractorFailure(_) => "FAIL",
        }
    }

    pub fn detail(&self) -> Option<&str> {
        match self {
            Verdict::WrongAnswer(detail)
            | Verdict::RuntimeError(detail)
            | Verdict::InteractorFailure(detail) => Some(detail),
            _ => None,
        }
    }
}

#[derive(Debug)]
pub struct CaseResult {
    pub sample: String,
    pub verdict: Verdict,
    pub elapsed: Duration,
    pub peak_memory_kib: u64,
}

impl fmt::Display for CaseResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:<3} {:>6} ms {:>7.1} MiB  {}",
            self.verdict.code(),
            self.elapsed.as_millis(),
            self.peak_memory_kib as f64 / 1024.0,
            self.sample
        )?;
        if let Some(detail) = self.verdict.detail() {
            for line in detail.lines() {
                write!(f, "\n      {line}")?;
            }
        }
        Ok(())
    }
}

/// How long a run may take before it is killed: the judge's limit (`cargo x test`), or a
/// generous multiple of it that only catches hangs (`cargo test`, where other work shares the CPU).
#[derive(Debug, Clone, Copy)]
pub enum Deadline {
    TimeLimit,
    HangsOnly,
}

impl Deadline {
    pub fn for_problem(self, problem: &Problem) -> Duration {
        let limit = Duration::from_millis(problem.time_limit_ms);
        match self {
            Deadline::TimeLimit => limit,
            Deadline::HangsOnly => (limit * 10).max(Duration::from_secs(10)),
        }
    }
}

/// Runs the solution `built` for `problem` on `sample` and judges the result.
pub fn judge(
    problem: &Problem,
    built: &Built,
    sample: &Sample,
    deadline: Deadline,
) -> Result<CaseResult> {
    let expected = std::fs::read_to_string(&sample.output)?;
    let (verdict, outcome) = judge_input(
        problem,
        built,
        Input::File(&sample.input),
        &expected,
        deadline.for_problem(problem),
    )?;
    Ok(CaseResult {
        sample: sample.name.clone(),
        verdict,
        // Interactive problems: the solution's CPU time (waiting for the interactor is not its).
        elapsed: if problem.compare == CompareMode::Interactive {
            outcome.cpu_time
        } else {
            outcome.elapsed
        },
        peak_memory_kib: outcome.peak_memory_kib,
    })
}

/// Runs the solution `built` for `problem` on `input` under the problem's memory and output
/// limits and `time`, and judges its output against `expected` by the problem's compare mode
/// (with the built checker where it is `checker`). A wrong answer names its case where the
/// problem has a `cases` key.
pub fn judge_input(
    problem: &Problem,
    built: &Built,
    input: Input,
    expected: &str,
    time: Duration,
) -> Result<(Verdict, RunOutcome)> {
    if problem.compare == CompareMode::Interactive {
        return judge_interactive(problem, built, input, time);
    }
    let limits = Limits {
        time,
        memory_kib: Some(problem.memory_limit_mib * 1024),
        output_bytes: OUTPUT_LIMIT_BYTES,
    };
    let outcome = run_with(&built.solution, input, &limits)?;
    let mut verdict = match (outcome.killed, outcome.status) {
        (Some(Kill::Time), _) => Verdict::TimeLimitExceeded,
        (Some(Kill::Memory), _) => Verdict::MemoryLimitExceeded,
        (Some(Kill::Output), _) => Verdict::OutputLimitExceeded,
        (None, None) => Verdict::TimeLimitExceeded,
        (None, Some(status)) => judge_finished(problem, built, &outcome, status, expected, &input)?,
    };
    if let (Verdict::WrongAnswer(report), Some(cases)) = (&mut verdict, problem.cases) {
        let input = match input {
            Input::File(path) => std::fs::read_to_string(path).unwrap_or_default(),
            Input::Bytes(bytes) => String::from_utf8_lossy(bytes).into_owned(),
        };
        let (case, _) =
            first_differing_case(cases, expected, &String::from_utf8_lossy(&outcome.stdout));
        *report = format!("{}{report}", locate_case(cases, &input, expected, case));
    }
    Ok((verdict, outcome))
}

/// The verdict on a run that ended by itself.
fn judge_finished(
    problem: &Problem,
    built: &Built,
    outcome: &RunOutcome,
    status: std::process::ExitStatus,
    expected: &str,
    input: &Input,
) -> Result<Verdict> {
    Ok(match status {
        status if !status.success() => {
            let stderr = String::from_utf8_lossy(&outcome.stderr);
            let tail: Vec<&str> = stderr.lines().rev().take(5).collect();
            let tail: Vec<&str> = tail.into_iter().rev().collect();
            Verdict::RuntimeError(
                format!("{status}\n{}", tail.join("\n"))
                    .trim_end()
                    .to_string(),
            )
        }
        _ if outcome.peak_memory_kib > problem.memory_limit_mib * 1024 => {
            Verdict::MemoryLimitExceeded
        }
        _ if problem.compare == CompareMode::Checker => {
            check(built.checker.as_deref(), input, expected, &outcome.stdout)?
        }
        _ => match compare(
            problem.compare,
            expected,
            &String::from_utf8_lossy(&outcome.stdout),
        ) {
            None => Verdict::Accepted,
            Some(report) => Verdict::WrongAnswer(report),
        },
    })
}

/// Interactive problems (`compare = "interactive"`): the built solution plays against the problem's
/// interactor on the test `input` (a file, or bytes written to a temporary file removed
/// afterwards) through [`crate::interact`]. The whole transcript is kept under
/// `target/x/transcripts/`; a wrong answer shows its last lines.
pub fn judge_interactive(
    problem: &Problem,
    built: &Built,
    input: Input,
    time: Duration,
) -> Result<(Verdict, RunOutcome)> {
    use crate::interact::{idle_window, interact, keep_transcript, TAIL_LINES};
    let binary = &built.solution;
    let Some(interactor) = &built.interactor else {
        anyhow::bail!(
            "`compare = \"interactive\"` but no interactor was built for this problem \
             (examples/interactor.rs, the example `<crate>-interactor`)"
        );
    };
    let temporary;
    let (path, name) = match input {
        Input::File(path) => (
            path,
            path.file_stem()
                .map_or("input".into(), |s| s.to_string_lossy().into_owned()),
        ),
        Input::Bytes(bytes) => {
            temporary = tempfile::NamedTempFile::new()?;
            std::fs::write(temporary.path(), bytes)?;
            (temporary.path(), "generated".to_string())
        }
    };
    let limits = Limits {
        time,
        memory_kib: Some(problem.memory_limit_mib * 1024),
        output_bytes: OUTPUT_LIMIT_BYTES,
    };
    // A quarter of the deadline: of the time limit in `cargo x`, longer under `cargo test`.
    let idle = idle_window(time);
    let interaction = interact(binary, &[], interactor, path, &limits, idle)?;
    let kept = keep_transcript(&interaction, binary, &name)?;
    let mut verdict = interaction.verdict.clone();
    if let Verdict::WrongAnswer(detail) | Verdict::InteractorFailure(detail) = &mut verdict {
        detail.push_str(&format!(
            "\nthe last lines (< judge, > solution):\n{}transcript: {}",
            interaction.transcript.tail(TAIL_LINES),
            kept.display()
        ));
    }
    Ok((verdict, interaction.outcome))
}

/// How long a checker may take on one output.
const CHECKER_TIME: Duration = Duration::from_secs(20);

/// The verdict of the problem's checker on `actual` (see [`CompareMode::Checker`]): the input,
/// the expected and the actual output are written to a temporary folder, removed afterwards.
fn check(checker: Option<&Path>, input: &Input, expected: &str, actual: &[u8]) -> Result<Verdict> {
    let Some(checker) = checker else {
        anyhow::bail!(
            "`compare = \"checker\"` but no checker was built for this problem \
             (examples/checker.rs, the example `<crate>-checker`)"
        );
    };
    let dir = tempfile::tempdir()?;
    let input_path = dir.path().join("input");
    match input {
        Input::File(path) => {
            std::fs::copy(path, &input_path)?;
        }
        Input::Bytes(bytes) => std::fs::write(&input_path, bytes)?,
    }
    std::fs::write(dir.path().join("expected"), expected)?;
    std::fs::write(dir.path().join("actual"), actual)?;
    let (expected_path, actual_path) = (dir.path().join("expected"), dir.path().join("actual"));
    let outcome = crate::run::run_with_args(
        checker,
        &[
            input_path.as_os_str(),
            expected_path.as_os_str(),
            actual_path.as_os_str(),
        ],
        Input::Bytes(b""),
        &Limits::time(CHECKER_TIME),
    )?;
    let message = || {
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&outcome.stdout),
            String::from_utf8_lossy(&outcome.stderr)
        );
        let text = text.trim_end();
        if text.is_empty() {
            "the checker rejects the output (no message)".to_string()
        } else {
            format!("checker: {text}")
        }
    };
    match (outcome.killed, outcome.status.and_then(|s| s.code())) {
        (None, Some(0)) => Ok(Verdict::Accepted),
        (None, Some(1)) => Ok(Verdict::WrongAnswer(message())),
        _ => anyhow::bail!(
            "the checker {} failed ({}): {}",
            checker.display(),
            outcome
                .status
                .map_or("killed".to_string(), |status| status.to_string()),
            message()
        ),
    }
}

/// Most lines of a case's input shown with a wrong answer.
const CASE_LINES_SHOWN: usize = 12;

/// The first case (0-based) whose answer in `actual` differs from `expected`, and the number of
/// cases `expected` answers: by output lines, or by output tokens for `count-tokens`.
pub fn first_differing_case(cases: Cases, expected: &str, actual: &str) -> (usize, usize) {
    match cases {
        Cases::CountTokens => (
            first_differing_token(expected, actual),
            expected.split_whitespace().count(),
        ),
        Cases::Count | Cases::Lines | Cases::Eof => (
            first_differing_line(expected, actual),
            expected.lines().filter(|l| !l.trim().is_empty()).count(),
        ),
    }
}

/// The first line of a one-case input cut out of a multi-case input where the first line
/// gives the number of cases (`count`: `1`; `count-tokens`: `1` and the rest of the first line,
/// the parameters shared by every case), or nothing where no line gives it.
pub fn one_case_header(cases: Cases, input: &str) -> String {
    match cases {
        Cases::Count => "1\n".to_string(),
        Cases::CountTokens => {
            let first = input.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
            let shared: Vec<&str> = first.split_whitespace().skip(1).collect();
            std::iter::once("1")
                .chain(shared)
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        }
        Cases::Lines | Cases::Eof => String::new(),
    }
}

/// "case i" for a wrong answer whose first differing case is `case` (0-based: an output line,
/// or an output token for `count-tokens`), and the case's input where the input splits into
/// cases (see [`case_input`]).
pub fn locate_case(cases: Cases, input: &str, expected: &str, case: usize) -> String {
    let unit = match cases {
        Cases::CountTokens => "token",
        Cases::Count | Cases::Lines | Cases::Eof => "line",
    };
    let mut text = format!("case {} (output {unit} {})\n", case + 1, case + 1);
    let (_, expected_cases) = first_differing_case(cases, expected, expected);
    if let Some(block) = case_input(cases, input, case, expected_cases) {
        text.push_str(&format!("input of case {}:\n", case + 1));
        for l in block.iter().take(CASE_LINES_SHOWN) {
            let shown: String = l.chars().take(200).collect();
            let cut = if shown.len() < l.len() { " ..." } else { "" };
            text.push_str(&format!("  {shown}{cut}\n"));
        }
        if block.len() > CASE_LINES_SHOWN {
            text.push_str(&format!(
                "  ... ({} more lines)\n",
                block.len() - CASE_LINES_SHOWN
            ));
        }
    }
    text
}

/// The input lines of case `case` (0-based), where the input can be split:
/// `lines`: input line `case`; `count`: after a first line holding only T, either one line per
/// case or, when the remaining non-blank lines are a multiple of T, equal blocks of them;
/// `count-tokens`: the same after a first line that starts with T (and may hold parameters
/// shared by every case); `eof`: one non-blank line per case when there are as many as expected
/// output lines.
pub fn case_input(
    cases: Cases,
    input: &str,
    case: usize,
    expected_cases: usize,
) -> Option<Vec<&str>> {
    let lines: Vec<&str> = input.lines().collect();
    let filled: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| !l.trim().is_empty())
        .collect();
    match cases {
        Cases::Lines => lines.get(case).map(|l| vec![*l]),
        Cases::Eof => (filled.len() == expected_cases)
            .then(|| filled.get(case).map(|l| vec![*l]))
            .flatten(),
        Cases::Count | Cases::CountTokens => {
            let (first, rest) = filled.split_first()?;
            let mut tokens = first.split_whitespace();
            let count: usize = tokens.next()?.parse().ok()?;
            let only_count = cases == Cases::Count;
            if (only_count && tokens.next().is_some()) || count == 0 || rest.len() % count != 0 {
                return None;
            }
            let size = rest.len() / count;
            rest.get(case * size..(case + 1) * size)
                .map(<[&str]>::to_vec)
        }
    }
}

/// `oj t`-style closing line, e.g. `3 passed, 0 failed`.
pub fn summary_line(results: &[CaseResult]) -> String {
    let passed = results
        .iter()
        .filter(|r| r.verdict == Verdict::Accepted)
        .count();
    format!("{passed} passed, {} failed", results.len() - passed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_split_the_input() {
        let lines = "1 2\n3 4\n5 6\n";
        assert_eq!(case_input(Cases::Lines, lines, 1, 3), Some(vec!["3 4"]));
        assert_eq!(case_input(Cases::Eof, lines, 2, 3), Some(vec!["5 6"]));
        assert_eq!(case_input(Cases::Eof, lines, 0, 2), None);
        // T = 2, one line each.
        let count = "2\n7 8\n9 10\n";
        assert_eq!(case_input(Cases::Count, count, 1, 2), Some(vec!["9 10"]));
        // T = 2, two lines each (blank lines between cases ignored).
        let blocks = "2\n3\n1 2 3\n\n2\n4 5\n";
        assert_eq!(
            case_input(Cases::Count, blocks, 1, 2),
            Some(vec!["2", "4 5"])
        );
        // Not a multiple of T: no block, only the case number.
        assert_eq!(case_input(Cases::Count, "2\n1\n5\n2\n3 4\n4\n", 0, 2), None);
        // T on the same line as the data: not split.
        assert_eq!(case_input(Cases::Count, "2 5 6\n", 0, 2), None);
    }

    #[test]
    fn wrong_answer_names_its_case() {
        let text = locate_case(Cases::Count, "3\n1 1\n2 3\n4 4\n", "No\nYes\nNo\n", 1);
        assert_eq!(text, "case 2 (output line 2)\ninput of case 2:\n  2 3\n");
        let text = locate_case(Cases::Count, "2\n1 5\n2\n3 4\n", "No\nYes\n", 1);
        assert_eq!(text, "case 2 (output line 2)\n");
    }

    #[test]
    fn wrong_answer_on_one_line_names_its_case() {
        // T = 4 games after a shared parameter, all answered on one line.
        let input = "4 3\n1 1\n1 2\n1 3\n1 5\n";
        let (expected, actual) = ("0 0 1 1\n", "0 0 1 0\n");
        let cases = Cases::CountTokens;
        assert_eq!(first_differing_case(cases, expected, actual), (3, 4));
        let text = locate_case(cases, input, expected, 3);
        assert_eq!(text, "case 4 (output token 4)\ninput of case 4:\n  1 5\n");
        assert_eq!(one_case_header(cases, input), "1 3\n");
        // Line by line, the same outputs differ at their only line.
        assert_eq!(first_differing_case(Cases::Count, expected, actual), (0, 1));
        // Two lines per game.
        let blocks = "2 9\n1\n4\n2\n5 6\n";
        assert_eq!(case_input(cases, blocks, 1, 2), Some(vec!["2", "5 6"]));
    }
}
