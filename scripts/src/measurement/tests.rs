use super::*;

#[test]
fn the_share_of_the_time_limit_is_by_cpu_time() {
    let row = Measurement {
        krate: "p".into(),
        input: "max".into(),
        binary: "release",
        cpu_time: Duration::from_millis(300),
        wall_time: Duration::from_millis(800),
        peak_memory_kib: 2048,
        time_limit_ms: 1000,
        memory_limit_mib: 64,
        failure: None,
    };
    assert!((row.time_share() - 0.3).abs() < 1e-9);
    let table = table(&[row]);
    assert!(
        table.contains("| p | max | release | 300.0 ms | 30.0% of 1000 ms | 800.0 ms |"),
        "{table}"
    );
}
