//! Decision timing shared by the players' probes: the thread's own CPU time and a printed
//! distribution.

/// Nanoseconds of CPU time this thread has used (`CLOCK_THREAD_CPUTIME_ID`: other work on a
/// shared machine does not count).
pub fn thread_cpu_ns() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec through a valid pointer.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime");
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// Prints the count, mean, median, p90, p99 and max of decision times in milliseconds, with
/// `decimals` digits after the point (nothing for none).
pub fn summary(name: &str, ms: &mut [f64], decimals: usize) {
    if ms.is_empty() {
        return;
    }
    ms.sort_by(f64::total_cmp);
    let at = |p: f64| ms[((ms.len() - 1) as f64 * p).round() as usize];
    let mean = ms.iter().sum::<f64>() / ms.len() as f64;
    let d = decimals;
    println!(
        "{name}: {} decisions, mean {mean:.d$} ms, median {:.d$} ms, p90 {:.d$} ms, p99 {:.d$} ms, max {:.d$} ms",
        ms.len(),
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    );
}
