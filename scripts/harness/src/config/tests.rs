use super::*;

const GOOD: &str = r#"
[judge_compiler]
version = "1.85.0"
msrv = "1.70"
debian_packages = ["rustc-web"]
edition = "2021"

[judges.poj]
name = "POJ"
accepts_rust = false

[problems.poj-2234]
judge = "poj"
id = "2234"
title = "Matches Game"
time_limit_ms = 1000
memory_limit_mib = 64
source = "000"
"#;

fn error_of(text: &str) -> String {
    JudgeConfig::parse(text, Path::new("judge.toml"))
        .unwrap_err()
        .to_string()
}

#[test]
fn parses_and_defaults_compare_mode() {
    let config = JudgeConfig::parse(GOOD, Path::new("judge.toml")).unwrap();
    let problem = config.problem("poj-2234").unwrap();
    assert_eq!(problem.compare, CompareMode::Lines);
    assert!(problem.limits_confirmed);
    assert_eq!(config.judge_of(problem).source_limit(), 65536);
}

#[test]
fn unknown_key_names_file_line_and_key() {
    let text = GOOD.replace("source = \"000\"", "source = \"000\"\ntimelimit = 3");
    let error = error_of(&text);
    assert!(
        error.starts_with("judge.toml:19: problems.poj-2234.timelimit: "),
        "{error}"
    );
    assert!(error.contains("unknown field `timelimit`"), "{error}");
}

#[test]
fn wrong_type_names_file_line_and_key() {
    let error = error_of(&GOOD.replace("time_limit_ms = 1000", "time_limit_ms = \"1s\""));
    assert!(
        error.starts_with("judge.toml:16: problems.poj-2234.time_limit_ms: "),
        "{error}"
    );
    assert!(error.contains("invalid type"), "{error}");
}

#[test]
fn zero_limits_are_rejected_with_file_line_and_key() {
    let error = error_of(&GOOD.replace("time_limit_ms = 1000", "time_limit_ms = 0"));
    assert_eq!(
        error,
        "judge.toml:16: problems.poj-2234.time_limit_ms: must be more than 0"
    );
    let error = error_of(&GOOD.replace("memory_limit_mib = 64", "memory_limit_mib = 0"));
    assert_eq!(
        error,
        "judge.toml:17: problems.poj-2234.memory_limit_mib: must be more than 0"
    );
}

#[test]
fn missing_key_is_named() {
    let error = error_of(&GOOD.replace("time_limit_ms = 1000\n", ""));
    assert_eq!(
        error,
        "judge.toml:12: problems.poj-2234.time_limit_ms: missing"
    );
    let error = error_of(&GOOD.replace("msrv = \"1.70\"\n", ""));
    assert_eq!(error, "judge.toml:2: judge_compiler.msrv: missing");
}

#[test]
fn cases_are_parsed_and_unknown_values_rejected() {
    let text = GOOD.replace("source = \"000\"", "source = \"000\"\ncases = \"count\"");
    let config = JudgeConfig::parse(&text, Path::new("judge.toml")).unwrap();
    assert_eq!(config.problems["poj-2234"].cases, Some(Cases::Count));
    let text = GOOD.replace(
        "source = \"000\"",
        "source = \"000\"\ncases = \"count-tokens\"",
    );
    let config = JudgeConfig::parse(&text, Path::new("judge.toml")).unwrap();
    assert_eq!(config.problems["poj-2234"].cases, Some(Cases::CountTokens));
    let error = error_of(&GOOD.replace("source = \"000\"", "source = \"000\"\ncases = \"each\""));
    assert!(
        error.starts_with("judge.toml:19: problems.poj-2234.cases: unknown variant `each`"),
        "{error}"
    );
}

#[test]
fn real_compare_needs_a_tolerance_and_only_it_takes_one() {
    let real = GOOD.replace(
        "source = \"000\"",
        "source = \"000\"\ncompare = \"real\"\ntolerance = 1e-9",
    );
    let config = JudgeConfig::parse(&real, Path::new("judge.toml")).unwrap();
    let problem = config.problem("poj-2234").unwrap();
    assert_eq!(problem.compare, CompareMode::Real);
    assert_eq!(problem.tolerance, Some(1e-9));
    let error = error_of(&real.replace("tolerance = 1e-9\n", ""));
    assert!(
        error.starts_with("judge.toml:19: problems.poj-2234.tolerance: missing"),
        "{error}"
    );
    let error = error_of(&real.replace("compare = \"real\"\n", ""));
    assert_eq!(
        error,
        "judge.toml:19: problems.poj-2234.tolerance: only for compare = \"real\""
    );
    let error = error_of(&real.replace("1e-9", "0.0"));
    assert!(
        error.contains("must be more than 0 and less than 1"),
        "{error}"
    );
}

#[test]
fn unknown_judge_is_named() {
    let error = error_of(&GOOD.replace("judge = \"poj\"", "judge = \"pjo\""));
    assert!(
        error.starts_with("judge.toml:12: problems.poj-2234.judge"),
        "{error}"
    );
}

#[test]
fn each_limit_is_confirmed_on_its_own_and_the_old_key_still_reads() {
    let config = JudgeConfig::parse(GOOD, Path::new("judge.toml")).unwrap();
    let problem = config.problem("poj-2234").unwrap();
    assert!(problem.time_confirmed() && problem.memory_confirmed());
    assert_eq!(problem.source.as_deref(), Some("000"));
    // The key of older entries: both limits.
    let both = GOOD.replace("source = \"000\"", "limits_confirmed = false");
    let config = JudgeConfig::parse(&both, Path::new("judge.toml")).unwrap();
    let problem = config.problem("poj-2234").unwrap();
    assert!(!problem.time_confirmed() && !problem.memory_confirmed());
    assert_eq!(problem.source, None);
    // One limit.
    let memory = GOOD.replace("source = \"000\"", "memory_limit_confirmed = false");
    let config = JudgeConfig::parse(&memory, Path::new("judge.toml")).unwrap();
    let problem = config.problem("poj-2234").unwrap();
    assert!(problem.time_confirmed() && !problem.memory_confirmed());
}

#[test]
fn a_judge_may_give_the_limits_its_problems_usually_have() {
    let text = GOOD.replace(
        "accepts_rust = false",
        "accepts_rust = false\ndefault_time_limit_ms = 1000\ndefault_memory_limit_mib = 64",
    );
    let config = JudgeConfig::parse(&text, Path::new("judge.toml")).unwrap();
    assert_eq!(config.judges["poj"].default_time_limit_ms, Some(1000));
    assert_eq!(config.judges["poj"].default_memory_limit_mib, Some(64));
}
