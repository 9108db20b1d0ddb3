use super::*;
use proconio::input;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// `parse_bytes` against `str::parse` for every integer type on one token.
fn agrees_with_parse(token: &str) {
    fn one<T: FastInt + PartialEq>(token: &str) {
        assert_eq!(
            T::parse_bytes(token.as_bytes()),
            token.parse::<T>().ok(),
            "token {token:?} as {}",
            std::any::type_name::<T>()
        );
    }
    one::<u8>(token);
    one::<u16>(token);
    one::<u32>(token);
    one::<u64>(token);
    one::<u128>(token);
    one::<usize>(token);
    one::<i8>(token);
    one::<i16>(token);
    one::<i32>(token);
    one::<i64>(token);
    one::<i128>(token);
    one::<isize>(token);
}

/// The message of the panic `f` raises.
fn panic_message(f: impl FnOnce()) -> String {
    let payload = catch_unwind(AssertUnwindSafe(f)).expect_err("expected a panic");
    if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else if let Some(text) = payload.downcast_ref::<&str>() {
        text.to_string()
    } else {
        String::new()
    }
}

#[test]
fn hostile_tokens_agree_with_parse() {
    let tokens = [
        "",
        "+",
        "-",
        "+0",
        "-0",
        "+-1",
        "-+1",
        "++1",
        "--1",
        "1+",
        "1-",
        "0",
        "00",
        "007",
        "000000000000000000000000000000000000000000001",
        "-000000000000000000000000000000000000000000001",
        "127",
        "128",
        "-128",
        "-129",
        "255",
        "256",
        "65535",
        "65536",
        "-32768",
        "-32769",
        "2147483647",
        "2147483648",
        "-2147483648",
        "-2147483649",
        "4294967295",
        "4294967296",
        "9223372036854775807",
        "9223372036854775808",
        "-9223372036854775808",
        "-9223372036854775809",
        "18446744073709551615",
        "18446744073709551616",
        "99999999999999999999",
        "100000000000000000000",
        "170141183460469231731687303715884105727",
        "170141183460469231731687303715884105728",
        "-170141183460469231731687303715884105728",
        "-170141183460469231731687303715884105729",
        "340282366920938463463374607431768211455",
        "340282366920938463463374607431768211456",
        "9999999999999999999999999999999999999999",
        "1e3",
        "0x10",
        "1_000",
        "12a",
        "a12",
        "1.0",
        "/",
        ":",
        "12\u{0}",
        "１２",
        "1２",
        "é",
        "1é",
        "-é",
        "\u{7f}",
    ];
    for token in tokens {
        agrees_with_parse(token);
    }
}

#[test]
fn random_tokens_agree_with_parse() {
    let alphabet: Vec<char> = "0123456789012345678901234567890123456789+-a/:é１\u{0}\u{7f}"
        .chars()
        .collect();
    let mut rng = StdRng::seed_from_u64(25);
    for _ in 0..100_000 {
        let len = rng.random_range(0..=42);
        let token: String = (0..len)
            .map(|_| alphabet[rng.random_range(0..alphabet.len())])
            .collect();
        agrees_with_parse(&token);
    }
}

#[test]
fn random_numbers_agree_with_parse() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..100_000 {
        // Values of every width, with an optional sign and leading zeros.
        let bits = rng.random_range(0..=128);
        let magnitude: u128 = if bits == 0 {
            0
        } else {
            rng.random::<u128>() >> (128 - bits)
        };
        let sign = ["", "+", "-"][rng.random_range(0..3)];
        let zeros = "0".repeat(if rng.random_bool(0.1) {
            rng.random_range(1..30)
        } else {
            0
        });
        agrees_with_parse(&format!("{sign}{zeros}{magnitude}"));
    }
}

#[test]
fn every_small_value_round_trips() {
    for value in i16::MIN as i32..=u16::MAX as i32 {
        agrees_with_parse(&value.to_string());
        agrees_with_parse(&format!("+{value}"));
    }
}

/// The tokens `split_whitespace` gives, on texts whose whitespace is ASCII.
#[test]
fn tokens_agree_with_split_whitespace() {
    let alphabet = [
        "1", "23", "-4", "+", "ab", "é", "１", " ", "  ", "\t", "\n", "\r\n", "\r", "\x0B", "\x0C",
        "\u{0}",
    ];
    let mut rng = StdRng::seed_from_u64(3);
    for _ in 0..20_000 {
        let pieces = rng.random_range(0..30);
        let text: String = (0..pieces)
            .map(|_| alphabet[rng.random_range(0..alphabet.len())])
            .collect();
        let mut source = ByteSource::from(text.as_str());
        let mut tokens = Vec::new();
        while let Some(token) = source.next_token() {
            tokens.push(token.to_string());
        }
        let expected: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(tokens, expected, "text {text:?}");
        assert!(source.is_exhausted());
        let mut bytes_source = ByteSource::from(text.clone().into_bytes());
        for token in expected {
            assert_eq!(bytes_source.next_bytes(), Some(token.as_bytes()));
        }
        assert_eq!(bytes_source.next_bytes(), None);
    }
}

#[test]
fn non_ascii_whitespace_does_not_split() {
    // `split_whitespace` would split at U+3000 and U+00A0; the judges' inputs never hold them.
    let mut source = ByteSource::from("1\u{3000}2 3\u{a0}4");
    assert_eq!(source.next_token(), Some("1\u{3000}2"));
    assert_eq!(source.next_token(), Some("3\u{a0}4"));
    assert_eq!(source.next_token(), None);
}

#[test]
fn crlf_and_no_final_newline_read_as_lf() {
    let texts = [
        "3 2\n1 2 3\n-4 5\nword\n",
        "3 2\r\n1 2 3\r\n-4 5\r\nword\r\n",
        "3 2\r\n1 2 3\r\n-4 5\r\nword",
        "3 2\n1 2 3\n-4 5\nword",
        "  3\t2\r\n\r\n1 2 3   \r\n-4\x0C5 word",
    ];
    for text in texts {
        let mut source = ByteSource::from(text);
        input! {
            from &mut source,
            n: Int<usize>,
            m: Int<u8>,
            a: [Int<u64>; n],
            b: [Int<i32>; m],
            w: String,
        }
        assert_eq!((n, m), (3, 2), "{text:?}");
        assert_eq!(a, [1, 2, 3], "{text:?}");
        assert_eq!(b, [-4, 5], "{text:?}");
        assert_eq!(w, "word", "{text:?}");
        assert!(source.is_exhausted(), "{text:?}");
    }
}

#[test]
fn proconio_types_read_from_a_byte_source() {
    use proconio::marker::{Bytes, Chars, Usize1};
    let mut source = ByteSource::from("2\r\n5 abc xy (1,2)\r\n3 +7 -1");
    input! {
        from &mut source,
        k: Usize1,
        n: usize,
        s: Chars,
        t: Bytes,
        u: String,
        pairs: [(i64, Int<u32>); 1],
    }
    assert_eq!((k, n), (1, 5));
    assert_eq!(s, ['a', 'b', 'c']);
    assert_eq!(t, b"xy");
    assert_eq!(u, "(1,2)");
    assert_eq!(pairs, [(3, 7)]);
    assert!(!source.is_exhausted());
    input! { from &mut source, last: Int<i8> }
    assert_eq!(last, -1);
    assert!(source.is_exhausted());
}

#[test]
fn a_rejected_token_is_named_with_its_type_and_reason() {
    let cases = [
        ("-0", "`-0` as `u32`", "invalid digit"),
        ("+", "`+` as `u32`", "invalid digit"),
        ("12x", "`12x` as `u32`", "invalid digit"),
        ("4294967296", "`4294967296` as `u32`", "too large"),
    ];
    for (token, names, reason) in cases {
        let message = panic_message(|| {
            let mut source = ByteSource::from(token);
            input! { from &mut source, _x: Int<u32> }
        });
        assert!(message.contains(names), "{message}");
        assert!(message.contains(reason), "{message}");
    }
    let message = panic_message(|| {
        let mut source = ByteSource::from("-129");
        input! { from &mut source, _x: Int<i8> }
    });
    assert!(message.contains("`-129` as `i8`") && message.contains("too small"));
}

#[test]
fn reading_past_the_end_panics() {
    let message = panic_message(|| {
        let mut source = ByteSource::from("1\r\n");
        input! { from &mut source, _a: Int<u8>, _b: Int<u8> }
    });
    assert!(message.contains("end of input"), "{message}");
}

#[test]
fn input_that_is_not_utf8_names_the_token() {
    let message = panic_message(|| {
        let _ = ByteSource::from(b"12 3\xff4 5".to_vec());
    });
    assert!(message.contains("not UTF-8"), "{message}");
    assert!(message.contains("at byte 3"), "{message}");
    assert!(message.contains("3\u{fffd}4"), "{message}");
}

#[test]
fn new_reads_a_reader() {
    let mut source = ByteSource::new(&b"10 -20\r\n"[..]);
    input! { from &mut source, a: Int<u64>, b: Int<i64> }
    assert_eq!((a, b), (10, -20));
    assert!(source.is_exhausted());
}

#[test]
fn one_based_indices_read_as_zero_based() {
    let mut source = ByteSource::from("1 +5 18446744073709551615 -127");
    input! { from &mut source, a: Int1<usize>, b: Int1<u8>, c: Int1<u64>, d: Int1<i8> }
    assert_eq!((a, b, c, d), (0, 4, u64::MAX - 1, -128));
    let message = panic_message(|| {
        let mut source = ByteSource::from("0");
        input! { from &mut source, _a: Int1<usize> }
    });
    assert!(
        message.contains("`0` is not a 1-based `usize`"),
        "{message}"
    );
    let message = panic_message(|| {
        let mut source = ByteSource::from("-128");
        input! { from &mut source, _a: Int1<i8> }
    });
    assert!(
        message.contains("`-128` is not a 1-based `i8`"),
        "{message}"
    );
    let message = panic_message(|| {
        let mut source = ByteSource::from("x");
        input! { from &mut source, _a: Int1<usize> }
    });
    assert!(message.contains("`x` as `usize`"), "{message}");
}

#[test]
fn words_hold_short_tokens_and_reject_long_ones() {
    let mut source = ByteSource::from("a\r\nabcd é\r\n");
    input! { from &mut source, words: [Word<4>; 2], accented: Word<2> }
    assert_eq!(&*words[0], b"a");
    assert_eq!(&*words[1], b"abcd");
    assert_eq!(accented.as_ref(), "é".as_bytes());
    assert_eq!(Word::<3>::new(b""), Some(Word::<3>::new(b"").unwrap()));
    assert_eq!(Word::<3>::new(b"abcd"), None);
    let message = panic_message(|| {
        let mut source = ByteSource::from("abcde");
        input! { from &mut source, _w: Word<4> }
    });
    assert!(
        message.contains("`abcde` is longer than a Word<4>"),
        "{message}"
    );
}

#[test]
fn eight_digits_at_once_agree_with_one_at_a_time() {
    let mut rng = StdRng::seed_from_u64(8);
    for _ in 0..200_000 {
        let mut chunk = [0u8; 8];
        for byte in &mut chunk {
            *byte = if rng.random_bool(0.9) {
                b'0' + rng.random_range(0..10)
            } else {
                rng.random()
            };
        }
        let naive = chunk.iter().try_fold(0u64, |value, &c| {
            c.is_ascii_digit().then(|| value * 10 + u64::from(c - b'0'))
        });
        assert_eq!(eight_digits(chunk), naive, "{chunk:?}");
    }
    assert_eq!(eight_digits(*b"99999999"), Some(99_999_999));
    assert_eq!(eight_digits(*b"00000000"), Some(0));
}

#[test]
fn token_ends_agree_with_a_byte_scan() {
    let mut rng = StdRng::seed_from_u64(9);
    for _ in 0..50_000 {
        let len = rng.random_range(0..40);
        let bytes: Vec<u8> = (0..len)
            .map(|_| match rng.random_range(0..4) {
                0 => rng.random_range(0..=0x21),
                1 => rng.random(),
                _ => b'0' + rng.random_range(0..10),
            })
            .collect();
        let start = rng.random_range(0..=len);
        let naive = bytes[start..]
            .iter()
            .position(|&b| is_space(b))
            .map_or(len, |i| start + i);
        assert_eq!(token_end(&bytes, start), naive, "{bytes:?} from {start}");
    }
}
