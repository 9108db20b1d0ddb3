use super::*;

#[test]
fn a_three_heap_code_is_reported_with_its_detected_arithmetic_period() {
    let code = TakeBreak::parse("8.3...").unwrap();
    let text = take_break_report("8.3...", &code, 24, 200, false);
    assert!(
        text.starts_with(
            "8.3...: no period certified within 200 values; detected over them: period 8, \
             saltus +8, from 1 (a detection, not a proof)"
        ),
        "{text}"
    );
}

#[test]
fn a_finite_code_beyond_octal_is_certified() {
    // 0.F: take one bean, leaving zero, one, two or three heaps.
    let code = TakeBreak::parse("0.F").unwrap();
    assert_eq!(default_max(&code), 2_000);
    let text = take_break_report("0.F", &code, 20, 100, false);
    assert!(
        text.starts_with("0.F: preperiod 0, period 2 (certified from 100 values"),
        "{text}"
    );
}
