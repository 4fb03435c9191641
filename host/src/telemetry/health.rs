//! Readiness for `/healthz`: whether the store and the chat platform answered lately.
//!
//! The bots report each outcome they meet: a commit written or refused by the store
//! ([`store_ok`], [`store_failed`]), a platform call answered or lost on the network
//! ([`platform_ok`], [`platform_failed`]). A part is unhealthy once it has kept failing, with
//! no success in between, for longer than [`FAILING_FOR`]: a bot with nothing to do stays
//! healthy (nothing failed), one whose database or network is gone turns unhealthy within
//! that time whatever the traffic, since the bots keep trying (long polling, retried
//! deliveries, clocks).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// How long a part may keep failing before `/healthz` says so.
pub const FAILING_FOR: Duration = Duration::from_secs(30);

/// One part's last success, and since when it has been failing (0: not failing), in
/// milliseconds since the Unix epoch.
struct Part {
    name: &'static str,
    last_ok: AtomicU64,
    failing_since: AtomicU64,
}

impl Part {
    const fn new(name: &'static str) -> Part {
        Part {
            name,
            last_ok: AtomicU64::new(0),
            failing_since: AtomicU64::new(0),
        }
    }

    fn ok(&self, now: u64) {
        self.last_ok.fetch_max(now, Ordering::Relaxed);
        self.failing_since.store(0, Ordering::Relaxed);
    }

    fn failed(&self, now: u64) {
        let _ = self.failing_since.compare_exchange(
            0,
            now.max(1),
            Ordering::Relaxed,
            Ordering::Relaxed,
        );
    }

    /// Why the part is unhealthy at `now`, if it is.
    fn trouble(&self, now: u64, limit: Duration) -> Option<String> {
        let since = self.failing_since.load(Ordering::Relaxed);
        let failing = now.saturating_sub(since);
        if since == 0 || failing < limit.as_millis() as u64 {
            return None;
        }
        let last = self.last_ok.load(Ordering::Relaxed);
        let last = if last == 0 {
            "never reached".to_string()
        } else {
            format!("last reached {} s ago", now.saturating_sub(last) / 1_000)
        };
        Some(format!(
            "{}: failing for {} s, {last}",
            self.name,
            failing / 1_000
        ))
    }
}

/// The parts `/healthz` reports on.
struct Health {
    store: Part,
    platform: Part,
}

static HEALTH: Health = Health {
    store: Part::new("store"),
    platform: Part::new("platform"),
};

fn now_millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// The store wrote (or read) what it was asked.
pub fn store_ok() {
    HEALTH.store.ok(now_millis());
}

/// The store refused or could not be reached.
pub fn store_failed() {
    HEALTH.store.failed(now_millis());
}

/// [`store_ok`] when `ok`, else [`store_failed`].
pub fn store_answered(ok: bool) {
    if ok { store_ok() } else { store_failed() }
}

/// The chat platform answered a call (whatever it said).
pub fn platform_ok() {
    HEALTH.platform.ok(now_millis());
}

/// A call to the chat platform got no answer (network, timeout).
pub fn platform_failed() {
    HEALTH.platform.failed(now_millis());
}

/// `Ok` when every part is healthy, else why not (one line a part).
pub fn report() -> Result<(), String> {
    report_at(&HEALTH, now_millis(), FAILING_FOR)
}

fn report_at(health: &Health, now: u64, limit: Duration) -> Result<(), String> {
    let trouble: Vec<String> = [&health.store, &health.platform]
        .into_iter()
        .filter_map(|part| part.trouble(now, limit))
        .collect();
    if trouble.is_empty() {
        Ok(())
    } else {
        Err(trouble.join("\n"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: u64 = 1_700_000_000_000;

    fn fresh() -> Health {
        Health {
            store: Part::new("store"),
            platform: Part::new("platform"),
        }
    }

    #[test]
    fn a_part_failing_past_the_limit_is_reported_and_a_success_clears_it() {
        let limit = Duration::from_secs(30);
        let h = fresh();
        assert_eq!(report_at(&h, T0, limit), Ok(()), "nothing tried: healthy");
        h.store.ok(T0);
        h.store.failed(T0 + 1_000);
        h.store.failed(T0 + 20_000);
        assert_eq!(
            report_at(&h, T0 + 25_000, limit),
            Ok(()),
            "not for long yet"
        );
        let why = report_at(&h, T0 + 40_000, limit).expect_err("failing for 39 s");
        assert!(why.contains("store: failing for 39 s"), "{why}");
        assert!(why.contains("last reached 40 s ago"), "{why}");
        assert!(!why.contains("platform"), "{why}");
        h.platform.failed(T0);
        let why = report_at(&h, T0 + 40_000, limit).expect_err("both");
        assert!(
            why.contains("platform: failing for 40 s, never reached"),
            "{why}"
        );
        h.store.ok(T0 + 41_000);
        h.platform.ok(T0 + 41_000);
        assert_eq!(
            report_at(&h, T0 + 90_000, limit),
            Ok(()),
            "idle since: fine"
        );
    }
}
