//! The runner against real processes: output capture, exit status, hangs, memory, output and
//! memory limits enforced while the program runs, input through a pipe.

use harness::run::{run, run_bytes, run_with, Input, Kill, Limits, OUTPUT_LIMIT_BYTES};
use libtest_mimic::{Arguments, Trial};
use std::path::Path;
use std::time::Duration;

fn script(text: &str) -> tempfile::NamedTempFile {
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), text).unwrap();
    file
}

/// This process's peak resident size in KiB.
fn own_peak_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

fn main() {
    harness::launcher::serve_as_launcher_if_asked();
    let trials = vec![
        Trial::test("hung process is killed and reported", || {
            // `sleep` is a grandchild here: the whole process group must go.
            let input = script("sleep 30\n");
            let outcome = run(
                Path::new("/bin/sh"),
                input.path(),
                Duration::from_millis(300),
            )?;
            assert!(outcome.timed_out());
            assert!(
                outcome.elapsed < Duration::from_secs(5),
                "{:?}",
                outcome.elapsed
            );
            Ok(())
        }),
        Trial::test("output and exit status are captured", || {
            let input = script("echo out; echo err >&2; exit 3\n");
            let outcome = run(Path::new("/bin/sh"), input.path(), Duration::from_secs(20))?;
            assert_eq!(outcome.stdout, b"out\n");
            assert_eq!(outcome.stderr, b"err\n");
            assert_eq!(outcome.status.unwrap().code(), Some(3));
            Ok(())
        }),
        Trial::test("peak memory is the program's own", || {
            let small = run(
                Path::new("/bin/true"),
                Path::new("/dev/null"),
                Duration::from_secs(20),
            )?;
            assert!(
                small.peak_memory_kib < 4 * 1024,
                "{} KiB",
                small.peak_memory_kib
            );
            // 64 MiB touched by a shell string.
            let big = script("x=$(head -c 67108864 /dev/zero | tr '\\0' a); echo ${#x}\n");
            let outcome = run(Path::new("/bin/sh"), big.path(), Duration::from_secs(20))?;
            assert!(
                outcome.peak_memory_kib > 60 * 1024,
                "{} KiB",
                outcome.peak_memory_kib
            );
            Ok(())
        }),
        Trial::test("endless output is killed as OLE and not kept", || {
            let limits = Limits::time(Duration::from_secs(30));
            let outcome = run_with(Path::new("/usr/bin/yes"), Input::Bytes(b""), &limits)?;
            assert_eq!(outcome.killed, Some(Kill::Output));
            assert!(outcome.status.is_none());
            assert_eq!(outcome.stdout.len() as u64, OUTPUT_LIMIT_BYTES);
            assert!(
                outcome.elapsed < Duration::from_secs(10),
                "{:?}",
                outcome.elapsed
            );
            // The kept output, and not much more (no second copy, no unbounded buffer).
            let peak = own_peak_kib();
            assert!(
                peak < (OUTPUT_LIMIT_BYTES >> 10) * 3,
                "harness peak {peak} KiB"
            );
            // A smaller limit, on standard error this time.
            let limits = Limits {
                output_bytes: 1 << 20,
                ..Limits::time(Duration::from_secs(30))
            };
            let input = script("while :; do echo errrrrrrrrrrrrrrrrrrrrrrrr >&2; done\n");
            let outcome = run_with(Path::new("/bin/sh"), Input::File(input.path()), &limits)?;
            assert_eq!(outcome.killed, Some(Kill::Output));
            assert!(outcome.stderr.len() <= 64 << 10, "{}", outcome.stderr.len());
            Ok(())
        }),
        Trial::test("memory past the limit is killed while running", || {
            // 64 MiB in a shell string, then a long sleep: only a kill while running is quick.
            let big = script("x=$(head -c 67108864 /dev/zero | tr '\\0' a); sleep 30\n");
            let limits = Limits {
                memory_kib: Some(16 * 1024),
                ..Limits::time(Duration::from_secs(25))
            };
            let outcome = run_with(Path::new("/bin/sh"), Input::File(big.path()), &limits)?;
            assert_eq!(outcome.killed, Some(Kill::Memory));
            assert!(
                outcome.elapsed < Duration::from_secs(10),
                "{:?}",
                outcome.elapsed
            );
            assert!(
                outcome.peak_memory_kib > 16 * 1024,
                "{}",
                outcome.peak_memory_kib
            );
            Ok(())
        }),
        Trial::test("input bytes go through a pipe", || {
            let outcome = run_bytes(
                Path::new("/bin/cat"),
                b"3\n1 2 3\n",
                Duration::from_secs(20),
            )?;
            assert_eq!(outcome.stdout, b"3\n1 2 3\n");
            // A program that reads nothing does not block the writer.
            let big = vec![b'7'; 4 << 20];
            let outcome = run_bytes(Path::new("/bin/true"), &big, Duration::from_secs(20))?;
            assert!(outcome.status.unwrap().success());
            Ok(())
        }),
    ];
    libtest_mimic::run(&Arguments::from_args(), trials).exit();
}
