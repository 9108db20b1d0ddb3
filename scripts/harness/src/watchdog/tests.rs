use super::*;

#[test]
fn output_keeps_its_order_and_the_latest_line_is_reported() {
    let mut command = Command::new("/bin/sh");
    command.args([
        "-c",
        "echo one; echo two >&2; echo three; sleep 0.3; echo four >&2",
    ]);
    let mut seen = Vec::new();
    let watched = run_watched(
        &mut command,
        Duration::from_secs(20),
        Duration::from_millis(100),
        |_, line| seen.push(line.to_string()),
    )
    .unwrap();
    assert!(watched.status.unwrap().success());
    assert_eq!(watched.output, "one\ntwo\nthree\nfour\n");
    assert!(seen.iter().any(|line| line == "three"), "{seen:?}");
}

#[test]
fn a_step_past_its_bound_is_killed_with_its_children() {
    let mut command = Command::new("/bin/sh");
    command.args(["-c", "sleep 30 & sleep 30; echo never"]);
    let start = Instant::now();
    let watched = run_watched(
        &mut command,
        Duration::from_millis(300),
        Duration::from_secs(60),
        |_, _| {},
    )
    .unwrap();
    assert!(watched.status.is_none());
    // The grandchild held the pipe: it was killed too, or this would wait 30 s.
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "{:?}",
        start.elapsed()
    );
    assert!(!watched.output.contains("never"));
}
