//! The shell's clock: wall time in milliseconds, and the task that fires the table service's
//! deadlines (sleep until `next_deadline`, then `tick`).

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::app::Bot;

/// Milliseconds since the UNIX epoch.
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// Longest sleep between looks at the next deadline (a new move may bring an earlier one; the
/// bot also wakes the clock through `Bot::wake`).
const MAX_SLEEP: Duration = Duration::from_secs(5);

/// Runs until aborted at shutdown (after the bot has taken the front, so never mid-tick).
pub async fn run(bot: Arc<Bot>) {
    loop {
        let next = bot.next_deadline().await;
        let wait = match next {
            Some(at) => Duration::from_millis(at.saturating_sub(now())).min(MAX_SLEEP),
            None => MAX_SLEEP,
        };
        tokio::select! {
            _ = tokio::time::sleep(wait) => {}
            _ = bot.wake.notified() => continue,
        }
        if next.is_some_and(|at| at <= now()) {
            bot.tick().await;
        }
    }
}
