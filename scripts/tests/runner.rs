//! The runner against real processes: output capture, exit status, hangs, memory.

use libtest_mimic::{Arguments, Trial};
use scripts::run::run;
use std::path::Path;
use std::time::Duration;

fn script(text: &str) -> tempfile::NamedTempFile {
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), text).unwrap();
    file
}

fn main() {
    scripts::run::serve_as_launcher_if_asked();
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
    ];
    libtest_mimic::run(&Arguments::from_args(), trials).exit();
}
