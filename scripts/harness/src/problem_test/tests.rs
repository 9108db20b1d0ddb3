use super::*;

fn outcome(wall_ms: u64, cpu_ms: u64) -> RunOutcome {
    RunOutcome {
        status: None,
        killed: Some(Kill::Time),
        stdout: Vec::new(),
        stderr: Vec::new(),
        elapsed: Duration::from_millis(wall_ms),
        cpu_time: Duration::from_millis(cpu_ms),
        peak_memory_kib: 0,
    }
}

#[test]
fn a_hang_is_told_from_a_slow_run() {
    let deadline = Duration::from_secs(10);
    let hang = killed_at_deadline(&outcome(10_000, 3), deadline, 1000);
    assert!(
        hang.contains("it hung, waiting with 0.00 s of CPU"),
        "{hang}"
    );
    assert!(hang.contains("deadline of 10.0 s"), "{hang}");
    let slow = killed_at_deadline(&outcome(10_000, 2_800), deadline, 1000);
    assert!(slow.contains("still computing, 2.80 s of CPU"), "{slow}");
    assert!(slow.contains("build"), "{slow}");
}
