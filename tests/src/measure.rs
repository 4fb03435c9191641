//! Figures for the benchmarks and the tests that print them: a setting from the environment,
//! percentiles of durations, and a process's memory and CPU time.

use std::time::Duration;

/// The number in the environment variable `name`, or `default` when it is unset or unreadable.
pub fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The `p` percentile (0.0 to 1.0) of durations sorted ascending (zero for none).
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// A process's resident memory (kB) and CPU time so far (clock ticks, user and system), from
/// `/proc` (zeros where it says nothing).
pub fn usage(pid: u32) -> (u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let rss = status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        .unwrap_or(0);
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's name, which may hold spaces and ends at the last ')'.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
    let field = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0)
    };
    (rss, field(11) + field(12))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_pick_the_nearest_rank() {
        let sorted: Vec<Duration> = (1..=101).map(Duration::from_millis).collect();
        assert_eq!(percentile(&sorted, 0.5), Duration::from_millis(51));
        assert_eq!(percentile(&sorted, 0.99), Duration::from_millis(100));
        assert_eq!(percentile(&sorted, 1.0), Duration::from_millis(101));
        assert_eq!(percentile(&[], 0.5), Duration::ZERO);
    }

    #[test]
    fn a_live_process_has_its_memory_read_and_a_missing_one_reads_as_nothing() {
        let (rss, _ticks) = usage(std::process::id());
        assert!(rss > 0, "no VmRSS read for this process");
        assert_eq!(usage(u32::MAX), (0, 0));
    }
}
