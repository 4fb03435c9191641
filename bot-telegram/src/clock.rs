//! The bot's clock, read by the run loop only ([`crate::run`]) and handed to the shell as a
//! [`Now`]: the shell itself never reads the time, so its tests can give it any.

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use game::table::Millis;

/// Milliseconds since the Unix epoch.
pub fn now_millis() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as Millis)
}

/// One reading of the clock, both ways the shell needs it: the wall time the front keeps
/// and the monotonic instant the scheduler paces the chats by.
#[derive(Clone, Copy, Debug)]
pub struct Now {
    /// Milliseconds since the Unix epoch.
    pub millis: Millis,
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
