//! The checker of {name}: `{name}-checker INPUT EXPECTED ACTUAL` (three files). Exit 0
//! accepts; exit 1 is a wrong answer, with a message on standard error.
//!
//! TODO: accept every right answer (read the input, check the output against the game). As
//! written it accepts the expected output's tokens only.

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, input, expected, actual] = &args[..] else {
        eprintln!("usage: {name}-checker INPUT EXPECTED ACTUAL");
        std::process::exit(2);
    };
    let read = |path: &String| std::fs::read_to_string(path).expect("a file to read");
    let _input = read(input);
    let (expected, actual) = (read(expected), read(actual));
    let expected: Vec<&str> = expected.split_whitespace().collect();
    let actual: Vec<&str> = actual.split_whitespace().collect();
    if expected != actual {
        eprintln!("expected `{}`, got `{}`", expected.join(" "), actual.join(" "));
        std::process::exit(1);
    }
}
