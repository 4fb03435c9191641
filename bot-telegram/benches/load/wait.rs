//! The benches' opening phases: many groups at once, each looked at again until it shows
//! what the phase waits for.

use std::time::{Duration, Instant};

/// How long an opening phase may take before the bench gives up.
pub const OPENING: Duration = Duration::from_secs(900);

/// Waits until `probe` answers for every index, looking again at the ones left every 200 ms.
pub fn wait_all<T>(what: &str, count: usize, mut probe: impl FnMut(usize) -> Option<T>) -> Vec<T> {
    let end = Instant::now() + OPENING;
    let mut found: Vec<Option<T>> = (0..count).map(|_| None).collect();
    loop {
        for (i, slot) in found.iter_mut().enumerate() {
            if slot.is_none() {
                *slot = probe(i);
            }
        }
        let left = found.iter().filter(|f| f.is_none()).count();
        if left == 0 {
            return found.into_iter().flatten().collect();
        }
        assert!(Instant::now() < end, "{left} of {count} never got {what}");
        std::thread::sleep(Duration::from_millis(200));
    }
}
