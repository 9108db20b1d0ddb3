//! Ctrl-C in `cargo x`: the first SIGINT (or SIGTERM, SIGHUP) only sets a flag. The children
//! share the terminal's process group and stop by themselves (a solution's launcher kills the
//! solution's own group); when a child returns, `cargo x` sees the flag, stops with
//! [`Interrupted`], unwinds (which removes its temporary files) and exits with 130.

use std::sync::atomic::{AtomicBool, Ordering};

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
