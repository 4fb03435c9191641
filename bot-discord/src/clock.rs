//! The shell's clock: wall time in milliseconds (the run loop fires the table service's
//! deadlines with it), read by the run loop only ([`crate::app`]) and handed to the shell as a
//! [`Now`]: the shell itself never reads the time, so its tests can give it any.

use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// Milliseconds since the UNIX epoch.
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// One reading of the clock, both ways the shell needs it: the wall time the front keeps
/// (milliseconds since the UNIX epoch) and the monotonic instant the scheduler paces the
/// channels by.
#[derive(Clone, Copy, Debug)]
pub struct Now {
    pub millis: u64,
    pub instant: Instant,
}

impl Now {
    /// The clock as it reads now.
    pub fn read() -> Now {
        Now {
            millis: now(),
            instant: Instant::now(),
        }
    }
}
