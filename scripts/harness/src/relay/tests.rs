//! The deadlock watch's view of a pipe.

use super::PipeWatch;
use std::io::Read;
use std::process::{Command, Stdio};

#[test]
fn bytes_left_in_a_pipe_are_seen_until_read() {
    // A program writes a line and sleeps, as one that waits for its opponent's answer: the line
    // sits in the pipe until it is read, and the watch sees it there, so a run whose relay
    // has not been scheduled yet is not taken for a deadlock.
    let mut child = Command::new("sh")
        .args(["-c", "echo 1 2 3; sleep 5"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let watch = PipeWatch::new(&stdout);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while watch.pending() == 0 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(watch.pending(), 6, "\"1 2 3\\n\" waits in the pipe");
    let mut line = [0u8; 6];
    stdout.read_exact(&mut line).unwrap();
    assert_eq!(watch.pending(), 0);
    let _ = child.kill();
    let _ = child.wait();
}
