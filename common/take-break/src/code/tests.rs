use super::*;

#[test]
fn parse_reads_every_part_and_says_what_is_wrong() {
    let code = |s: &str| TakeBreak::parse(s);
    assert_eq!(code("0.137").unwrap().digits(), [1, 3, 7]);
    assert_eq!(code("0.fA8").unwrap().digits(), [15, 10, 8]);
    assert_eq!(code("0.FA8").unwrap().to_string(), "0.FA8");
    assert_eq!(code(" C.1 ").unwrap().d0(), 12);
    assert_eq!(code("4.0").unwrap().digits(), [0]);
    assert_eq!(code("8.3...").unwrap().to_string(), "8.3...");
    assert_eq!(code("0.1333...").unwrap().to_string(), "0.13...");
    assert_eq!(code("07"), Err(ParseTakeBreakError::MissingPoint));
    assert_eq!(code(""), Err(ParseTakeBreakError::MissingPoint));
    assert_eq!(
        code("10.3"),
        Err(ParseTakeBreakError::NotAFirstDigit { found: "10".into() })
    );
    assert_eq!(
        code(".3"),
        Err(ParseTakeBreakError::NotAFirstDigit { found: "".into() })
    );
    assert_eq!(
        code("2.3"),
        Err(ParseTakeBreakError::FirstDigitWithoutBreak { d0: 2 })
    );
    assert_eq!(code("4."), Err(ParseTakeBreakError::NoDigits));
    assert_eq!(code("4...."), Err(ParseTakeBreakError::NoDigits));
    assert_eq!(
        code("0.3G"),
        Err(ParseTakeBreakError::NotAHexDigit {
            position: 2,
            found: 'G'
        })
    );
    assert_eq!(code("0.70"), Err(ParseTakeBreakError::LastDigitZero));
    assert_eq!(code("0.0"), Err(ParseTakeBreakError::LastDigitZero));
    assert_eq!(code("4.0..."), Err(ParseTakeBreakError::LastDigitZero));
    assert_eq!(
        code("4.0 equal"),
        Err(ParseTakeBreakError::UnknownModifier {
            found: "equal".into()
        })
    );
    for error in [
        ParseTakeBreakError::MissingPoint,
        ParseTakeBreakError::FirstDigitWithoutBreak { d0: 1 },
        ParseTakeBreakError::LastDigitZero,
    ] {
        assert!(!error.to_string().is_empty());
    }
}

#[test]
fn display_round_trips() {
    for text in [
        "0.07",
        "4.3...",
        "8.3...",
        "4.0 unequal",
        "C.F2...",
        "0.2048",
    ] {
        let code = TakeBreak::parse(text).unwrap();
        assert_eq!(code.to_string(), text);
        assert_eq!(TakeBreak::parse(&code.to_string()).unwrap(), code);
    }
    assert_eq!(TakeBreak::grundys_game().to_string(), "4.0 unequal");
}

#[test]
fn heap_moves_read_the_bits_literally() {
    let code = |s: &str| TakeBreak::parse(s).unwrap();
    // Lasker's Nim at 4: take 1..4, or split 1+3, 2+2.
    assert_eq!(
        code("4.3...").heap_moves(4),
        [vec![], vec![1], vec![1, 3], vec![2], vec![2, 2], vec![3]]
    );
    // Three heaps after taking 1 (bit 8 of d1): 0.8 at 4 leaves 1 + 1 + 1 only.
    assert_eq!(code("0.8").heap_moves(4), [vec![1, 1, 1]]);
    assert!(code("0.8").heap_moves(3).is_empty());
    // Unequal three-way breaks: 8.0 unequal at 7 is 1 + 2 + 4 only.
    assert_eq!(code("8.0 unequal").heap_moves(7), [vec![1, 2, 4]]);
    assert_eq!(code("8.0").heap_moves(5), [vec![1, 1, 3], vec![1, 2, 2]]);
    assert_eq!(code("0.1...").heap_moves(5), [Vec::<usize>::new()]);
    assert_eq!(code("0.1...").digit(0), 0);
    assert_eq!(code("0.12").digit(3), 0);
}
