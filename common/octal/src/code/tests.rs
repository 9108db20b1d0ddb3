use super::*;

#[test]
fn parse_reads_every_digit_and_rejects_what_is_not_a_code() {
    assert_eq!(OctalCode::parse("0.137").unwrap().digits(), [1, 3, 7]);
    assert_eq!(OctalCode::parse(" 0.00000001\n").unwrap().max_removal(), 8);
    assert_eq!(OctalCode::parse("0.07"), "0.07".parse());
    assert_eq!(OctalCode::parse("07"), Err(ParseOctalError::MissingPrefix));
    assert_eq!(OctalCode::parse(".07"), Err(ParseOctalError::MissingPrefix));
    assert_eq!(OctalCode::parse("0."), Err(ParseOctalError::NoDigits));
    assert_eq!(
        OctalCode::parse("0.0781"),
        Err(ParseOctalError::NotAnOctalDigit {
            position: 3,
            found: '8'
        })
    );
    assert_eq!(
        OctalCode::parse("0.70"),
        Err(ParseOctalError::LastDigitZero)
    );
    assert!(ParseOctalError::LastDigitZero
        .to_string()
        .contains("trailing zeros"));
}

#[test]
fn heap_moves_read_the_bits_literally() {
    let code = |s: &str| OctalCode::parse(s).unwrap();
    // 0.2: a heap of 1 has no move; bit 2 never empties a heap.
    assert!(code("0.2").heap_moves(1).is_empty());
    assert_eq!(code("0.2").heap_moves(3), [vec![2]]);
    // Bit 1 only takes a whole heap of exactly j.
    assert_eq!(code("0.00000001").heap_moves(8), [Vec::<usize>::new()]);
    assert!(code("0.00000001").heap_moves(9).is_empty());
    // Bit 4 never leaves an empty part.
    assert!(code("0.4").heap_moves(2).is_empty());
    assert_eq!(code("0.4").heap_moves(5), [vec![1, 3], vec![2, 2]]);
    // 0.07 at 4: take 2 leaving 2, or take 2 leaving 1 + 1.
    assert_eq!(code("0.07").heap_moves(4), [vec![1, 1], vec![2]]);
}

#[test]
fn subtraction_sets_are_digit_three() {
    assert_eq!(OctalCode::subtraction(&[2, 5]).to_string(), "0.03003");
    assert_eq!(OctalCode::subtraction(&[1]).heap_moves(1), [Vec::new()]);
}

#[test]
fn interval_removal_is_digit_seven_from_l_to_r() {
    let code = OctalCode::interval_removal(2, 3);
    assert_eq!(code.digits(), [0, 7, 7]);
    // A heap of 4: take 2 leaving 2 or 1 + 1, take 3 leaving 1.
    assert_eq!(code.heap_moves(4), [vec![1], vec![1, 1], vec![2]]);
    assert_eq!(code.heap_moves(3), [vec![], vec![1]]);
}
