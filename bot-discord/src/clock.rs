//! The shell's clock: wall time in milliseconds (the run loop fires the table service's
//! deadlines with it).

use std::time::{SystemTime, UNIX_EPOCH};

/// Milliseconds since the UNIX epoch.
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}
