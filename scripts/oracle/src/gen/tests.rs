use super::*;
use rand::Rng;

const GEN: Generator = Generator {
    small: Some(|rng| line([rng.random_range(0..10u32)])),
    random: |rng| line([rng.random_range(0..1000u32)]),
    max: &[
        ("big", |_| "1000000\n".to_string()),
        ("zero", |_| "0\n".to_string()),
    ],
};

fn ask(args: &[&str]) -> Result<String, String> {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    parse(&args).and_then(|request| answer(&GEN, &request))
}

#[test]
fn the_same_seed_gives_the_same_input() {
    assert_eq!(
        ask(&["random", "--seed", "7"]),
        ask(&["random", "--seed=7"])
    );
    assert_eq!(ask(&["small"]), ask(&["small", "--seed", "1"]));
}

#[test]
fn worst_cases_by_name_with_the_first_by_default() {
    assert_eq!(ask(&["max"]).unwrap(), "1000000\n");
    assert_eq!(ask(&["max", "zero"]).unwrap(), "0\n");
    assert_eq!(ask(&["shapes"]).unwrap(), "big\nzero\n");
    let error = ask(&["max", "huge"]).unwrap_err();
    assert!(error.contains("have: big, zero"), "{error}");
}

#[test]
fn a_bad_command_line_says_how_it_goes() {
    assert!(ask(&[]).unwrap_err().starts_with("usage"));
    assert!(ask(&["random", "--seed", "x"]).unwrap_err().contains("`x`"));
    assert!(ask(&["sideways"]).unwrap_err().starts_with("usage"));
}

#[test]
fn small_inputs_are_what_the_command_line_prints() {
    let inputs: Vec<(u64, String)> = small_inputs(&GEN, 1..=3).collect();
    assert_eq!(inputs.len(), 3);
    for (seed, text) in inputs {
        assert_eq!(Ok(text), ask(&["small", "--seed", &seed.to_string()]));
    }
    let mut tokens = Tokens::new("3\n1 2 3\n");
    let n: usize = tokens.next();
    assert_eq!(tokens.many::<u64>(n), [1, 2, 3]);
    assert!(tokens.is_empty());
}

#[test]
fn line_separates_by_single_spaces() {
    assert_eq!(line([1, 2, 3]), "1 2 3\n");
    assert_eq!(line(Vec::<u8>::new()), "\n");
}
