//! The verdict against the game played on the strings themselves (examples/brute.rs): a move
//! deletes the character at one index, or the characters at two indices that hold different
//! letters. The brute force searches one string at a time; a search of whole positions (the
//! sorted list of strings) checks it on small inputs.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use oracle::GameSearch;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// A position: the strings, sorted.
type Position = Vec<Vec<u8>>;

/// The positions one move away: one string replaced by one of its moves.
fn string_moves(position: &Position) -> Vec<Position> {
    let mut next = Vec::new();
    for (k, word) in position.iter().enumerate() {
        for shorter in brute::word_moves(word) {
            let mut q = position.clone();
            q[k] = shorter;
            q.sort();
            next.push(q);
        }
    }
    next
}

fn random_word(rng: &mut StdRng, max_len: usize, letters: u8) -> Vec<u8> {
    (0..rng.random_range(1..=max_len))
        .map(|_| b'a' + rng.random_range(0..letters))
        .collect()
}

#[test]
fn alice_wins_matches_string_search() {
    let mut rng = StdRng::seed_from_u64(103186);
    let mut search = GameSearch::new(string_moves);
    let mut game = solution::string_game();
    for _ in 0..300 {
        let n = rng.random_range(1..=3);
        let (max_len, letters) = if n == 1 { (9, 5) } else { (4, 4) };
        let mut words: Position = (0..n)
            .map(|_| random_word(&mut rng, max_len, letters))
            .collect();
        let verdict = solution::alice_wins(&mut game, &words);
        words.sort();
        assert_eq!(verdict, search.wins(&words), "{words:?}");
    }
}

#[test]
fn the_sum_search_matches_the_whole_position_search() {
    let mut rng = StdRng::seed_from_u64(1031860);
    let mut whole = GameSearch::new(string_moves);
    let mut sums = brute::string_search();
    for _ in 0..200 {
        let n = rng.random_range(1..=3);
        let mut words: Position = (0..n).map(|_| random_word(&mut rng, 4, 4)).collect();
        words.sort();
        assert_eq!(sums.wins(&words), whole.wins(&words), "{words:?}");
    }
}

/// The generator's small inputs (the ones `cargo x stress gym-103186k` starts with).
#[test]
fn many_strings_match_the_sum_search() {
    let mut sums = brute::string_search();
    let mut game = solution::string_game();
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for _ in 0..t {
            let n: usize = tokens.next();
            let words: Position = tokens
                .many::<String>(n)
                .into_iter()
                .map(String::into_bytes)
                .collect();
            assert_eq!(
                solution::alice_wins(&mut game, &words),
                sums.wins(&words),
                "{words:?} (cargo x gen gym-103186k --small --seed {seed})"
            );
        }
    }
}

#[test]
fn string_grundy_values_match_string_search() {
    let mut rng = StdRng::seed_from_u64(3186);
    let mut search = GameSearch::new(string_moves);
    let mut game = solution::string_game();
    for _ in 0..300 {
        let word = random_word(&mut rng, 9, 6);
        assert_eq!(
            game.grundy(&solution::counts_of(&word)),
            search.grundy(&vec![word.clone()]),
            "{word:?}"
        );
    }
}

/// "Length mod 3" (delete any 1 or 2 characters) would call these first-player wins; the real
/// game, where two deleted characters must differ, loses them.
#[test]
fn length_mod_three_is_wrong() {
    let mut search = GameSearch::new(string_moves);
    for word in ["aa", "aaaa", "aabb", "aaabc"] {
        let position = vec![word.as_bytes().to_vec()];
        assert_ne!(word.len() % 3, 0, "{word}");
        assert!(!search.wins(&position), "{word}");
        let mut game = solution::string_game();
        assert!(!solution::alice_wins(&mut game, &position), "{word}");
    }
}
