//! The bots' clock, read at the edge only: a run loop reads it and hands the reading to its
//! shell and the front as a [`Now`], so that nothing below reads the time itself and tests can
//! give it any.

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use game::table::Millis;

/// Milliseconds since the Unix epoch (0 if the system clock is set before it).
pub fn now_millis() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as Millis)
}

/// One reading of the clock, both ways a shell needs it: the wall time the front keeps
/// (milliseconds since the Unix epoch) and the monotonic instant the scheduler paces the
/// chats by.
#[derive(Clone, Copy, Debug)]
pub struct Now {
    /// Milliseconds since the Unix epoch.
    pub millis: Millis,
    /// The same moment on the monotonic clock.
    pub instant: Instant,
}

impl Now {
    /// The clock as it reads now.
    pub fn read() -> Now {
        Now {
            millis: now_millis(),
            instant: Instant::now(),
        }
    }
}
