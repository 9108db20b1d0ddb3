//! The set-up in the background: the first command starts it and returns at once, a step that
//! needs it waits with a progress line. A fake cargo installs a fake cargo-equip here (in eight
//! seconds), and a fake apt-get fails, as without network.

use crate::fixtures::*;
use std::time::{Duration, Instant};

#[test]
fn the_first_command_starts_the_set_up_in_the_background_and_a_step_waits_for_it() {
    let fix = fixture(RIGHT, true, 1000);
    let cache = tempfile::tempdir().unwrap();
    let bin = tempfile::tempdir().unwrap();
    let script = |name: &str, text: &str| {
        use std::os::unix::fs::PermissionsExt;
        let path = bin.path().join(name);
        write(&path, text);
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    };
    let cargo = script(
        "cargo",
        &format!(
            "#!/bin/sh\ncase \"$1\" in\nequip) exit 101 ;;\ninstall)\n  \
             while [ $# -gt 0 ]; do [ \"$1\" = --root ] && root=\"$2\"; shift; done\n  \
             for c in one two three cargo-equip; do echo \"   Compiling $c v1.0.0\" >&2; sleep 2; done\n  \
             mkdir -p \"$root/bin\"\n  \
             printf '#!/bin/sh\\necho cargo-equip 0.20.1\\n' > \"$root/bin/cargo-equip\"\n  \
             chmod +x \"$root/bin/cargo-equip\" ;;\n*) exec {} \"$@\" ;;\nesac\n",
            env!("CARGO")
        ),
    );
    script(
        "apt-get",
        "#!/bin/sh\necho 'E: no network here' >&2\nexit 100\n",
    );
    let path = format!(
        "{}:{}",
        bin.path().display(),
        std::env::var("PATH").unwrap()
    );
    let target = SharedTarget::get();
    let x_here = |args: &[&str]| {
        let start = Instant::now();
        let output = x(&fix.root, target.path(), args)
            .env("CARGO", &cargo)
            .env("PATH", &path)
            .env("XDG_CACHE_HOME", cache.path())
            .env("CGT_PROGRESS_SECONDS", "1")
            .output()
            .unwrap();
        (output.status.success(), text(&output), start.elapsed())
    };
    let (ok, out, took) = x_here(&[
        "new",
        "local-two",
        "--time-limit-ms",
        "1000",
        "--memory-limit-mib",
        "64",
    ]);
    assert!(ok, "{out}");
    assert!(
        out.contains(
            "setup: installing cargo-equip 0.20.1 and the judge compiler in the background"
        ),
        "{out}"
    );
    // It did not wait for the install (eight seconds).
    assert!(took < Duration::from_secs(4), "{took:?}\n{out}");
    let log = cache.path().join("cgt-workspace/setup.log");
    assert!(log.is_file());
    // A step that needs the tools waits, saying for what, how far it got and where the log is.
    let (ok, out, _) = x_here(&["setup"]);
    assert!(ok, "{out}");
    assert!(
        out.contains("setup: waiting for cargo-equip 0.20.1"),
        "{out}"
    );
    assert!(out.contains("log: "), "{out}");
    assert!(out.contains("setup: waited "), "{out}");
    // No network: the judge compiler is the workspace's rustc, with a warning.
    assert!(out.contains("cannot set up Debian's rustc"), "{out}");
    assert!(
        out.contains("cargo-equip 0.20.1; judge compiler: rustc"),
        "{out}"
    );
    let log = std::fs::read_to_string(&log).unwrap();
    assert!(log.contains("cargo-equip: installed in "), "{log}");
    assert!(
        log.contains("cargo-equip: compiling cargo-equip itself since "),
        "{log}"
    );
    assert!(log.contains("judge compiler: FAILED"), "{log}");
    // cargo-equip installed, the judge compiler failed lately: a bundle waits for nothing and
    // warns (`cargo x setup` would try the judge compiler again).
    let (_, out, took) = x_here(&["bundle", KRATE]);
    assert!(!out.contains("waiting"), "{out}");
    assert!(out.contains("`cargo x setup` tries again"), "{out}");
    assert!(took < Duration::from_secs(120), "{took:?}");
}
