//! Ctrl-C in `cargo x`: the first SIGINT (or SIGTERM, SIGHUP) only sets a flag. The children
//! share the terminal's process group and stop by themselves (a solution's launcher kills the
//! solution's own group); when a child returns, `cargo x` sees the flag, stops with
//! [`Interrupted`], unwinds (which removes its temporary files) and exits with 130.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

static INTERRUPTED: AtomicBool = AtomicBool::new(false);

extern "C" fn on_signal(_: libc::c_int) {
    INTERRUPTED.store(true, Ordering::SeqCst);
}

/// Installs the handler for SIGINT, SIGTERM and SIGHUP (system calls are restarted, so a wait
/// for a child goes on until the child is gone).
pub fn install() {
    for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        // SAFETY: the handler only stores to an atomic, which is async-signal-safe.
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
            action.sa_flags = libc::SA_RESTART;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
    }
}

pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// The error that stops `cargo x` after an interruption.
#[derive(Debug)]
pub struct Interrupted;

impl std::fmt::Display for Interrupted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("interrupted")
    }
}

impl std::error::Error for Interrupted {}

/// `Err(Interrupted)` once a signal has come; called after every child returns.
pub fn check() -> anyhow::Result<()> {
    if interrupted() {
        Err(Interrupted.into())
    } else {
        Ok(())
    }
}

/// Whether `error` is, or wraps, [`Interrupted`].
pub fn is_interrupted(error: &anyhow::Error) -> bool {
    error.chain().any(|e| e.is::<Interrupted>())
}

/// Ends the process with 130 within 50 ms of an interrupt, saying `interrupted`: for work that
/// has no child to wait for and no check of its own (the explorer's engines). While
/// `stops_itself` is set, the work is one that stops by itself at an interrupt and reports how
/// far it got: the exit then comes half a second later, only if it did not.
pub fn exit_on_interrupt(stops_itself: Arc<AtomicBool>) {
    std::thread::spawn(move || loop {
        if interrupted() {
            if stops_itself.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(500));
            }
            eprintln!("interrupted");
            std::process::exit(130);
        }
        std::thread::sleep(Duration::from_millis(50));
    });
}
