//! What Linux says of a running process, read from `/proc`: its resident size, its CPU time,
//! whether it sleeps, its children. The launcher polls a solution with it, the relay watches
//! for a deadlock with it, the watchdog finds a step's processes with it.

/// The size of a page in KiB.
fn page_kib() -> u64 {
    // SAFETY: sysconf only reads a value.
    (unsafe { libc::sysconf(libc::_SC_PAGESIZE) }.max(4096) / 1024) as u64
}

/// The resident size of process `pid` in KiB (`/proc/<pid>/statm`), or 0 when it cannot be read.
pub fn resident_kib(pid: libc::pid_t) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/statm"))
        .ok()
        .and_then(|text| text.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |pages| pages * page_kib())
}

/// The resident size of this process in bytes, or 0 when it cannot be read.
pub fn own_resident_bytes() -> u64 {
    resident_kib(std::process::id() as libc::pid_t) * 1024
}

/// The CPU time (user and system) of process `pid` in clock ticks: fields 14 and 15 of
/// `/proc/<pid>/stat`, counted after the command name in parentheses.
pub fn cpu_ticks(pid: libc::pid_t) -> Option<u64> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let mut fields = text.rsplit_once(')')?.1.split_whitespace().skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some(user + system)
}

/// Clock ticks per second, the unit of [`cpu_ticks`].
pub fn ticks_per_second() -> u64 {
    // SAFETY: sysconf only reads a value.
    (unsafe { libc::sysconf(libc::_SC_CLK_TCK) }).max(1) as u64
}

/// Whether process `pid` sleeps (state S: blocked, e.g. reading an empty pipe).
pub fn asleep(pid: libc::pid_t) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|stat| {
            let state = stat
                .rsplit_once(')')?
                .1
                .split_whitespace()
                .next()?
                .to_string();
            Some(state == "S")
        })
        .unwrap_or(false)
}

/// The children of process `pid`, from every one of its threads (`/proc/<pid>/task/*/children`).
pub fn children(pid: libc::pid_t) -> Vec<libc::pid_t> {
    let mut found = Vec::new();
    if let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) {
        for task in tasks.flatten() {
            let listed = std::fs::read_to_string(task.path().join("children")).unwrap_or_default();
            found.extend(
                listed
                    .split_whitespace()
                    .filter_map(|c| c.parse::<libc::pid_t>().ok()),
            );
        }
    }
    found
}
