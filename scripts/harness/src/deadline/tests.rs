use super::*;

#[test]
fn each_rule_of_one_limit() {
    let second = Duration::from_secs(1);
    assert_eq!(Deadline::TimeLimit.of(second), second);
    assert_eq!(Deadline::HangsOnly.of(second), Duration::from_secs(10));
    assert_eq!(
        Deadline::HangsOnly.of(Duration::from_secs(3)),
        Duration::from_secs(30)
    );
    assert_eq!(Deadline::Stress.of(second), Duration::from_secs(2));
    assert_eq!(
        Deadline::Stress.of(Duration::from_secs(4)),
        Duration::from_secs(4)
    );
    assert_eq!(Deadline::Bench.of(second), Duration::from_secs(2));
    assert_eq!(idle_window(second), Duration::from_millis(250));
    assert_eq!(idle_window(Duration::from_secs(10)), second);
    assert_eq!(
        idle_window(Duration::from_millis(100)),
        Duration::from_millis(100)
    );
    assert_eq!(wall_cap(second), Duration::from_secs(7));
}
