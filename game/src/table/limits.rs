//! The limits a public table service keeps so that one person cannot freeze a chat: how many
//! tables a user may have gathering, and when an abandoned table is closed.

use super::model::{Status, Table};
use crate::ids::{Millis, UserId};

const MINUTE_MS: Millis = 60_000;
/// Minutes a game nobody holds a seat of (everyone away or gone) waits, its computers
/// paused, before it is closed with the stakes refunded.
pub const UNATTENDED_MINUTES: u32 = 10;
const HOUR_MS: Millis = 3_600_000;

/// The service's limits, the same for every chat (set by the operator).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Gathering tables one user may have open over all chats (one per chat at most).
    pub open_tables_per_user: usize,
    /// Minutes a gathering table may wait to start before it is closed.
    pub gathering_minutes: u32,
    /// Hours a running game may go without a human move before it is closed, unless the
    /// table sets its own.
    pub idle_hours: u32,
    /// Milliseconds a computer seat waits before each of its moves, so that the players see
    /// each card land (0: at once, within the input that made it the computer's turn).
    pub computer_pace_ms: u32,
    /// Milliseconds a computer's move asked of the host may wait for a free worker before the
    /// host thinks it at the rule level instead of the table's (an overloaded host keeps its
    /// tables moving); not used by the service itself.
    pub computer_patience_ms: u32,
    /// Who thinks for the computer seats: the service itself, or the host it asks.
    pub computers: Computers,
}

/// Who computes a computer seat's move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Computers {
    /// The service, within the input or the clock that made it the computer's turn, at the
    /// rule-based level whatever the table's `ai` (its answer is immediate): the engines'
    /// tests, the fuzz and equivalence tests, the CLI.
    #[default]
    Inline,
    /// The host: the service asks with [`Output::ComputerTurn`](super::Output) and the answer
    /// comes back as [`Action::Computer`](super::Action), at the table's level, no earlier
    /// than the pace (the bots).
    Asked,
}

impl Default for Limits {
    /// The service's own defaults: computer seats move at once (the engines' tests, the CLI).
    /// The bots read theirs with [`Limits::from_vars`].
    fn default() -> Self {
        Limits {
            open_tables_per_user: 3,
            gathering_minutes: 30,
            idle_hours: 24,
            computer_pace_ms: 0,
            computer_patience_ms: Limits::BOT_COMPUTER_PATIENCE_MS,
            computers: Computers::Inline,
        }
    }
}

/// A limit setting that is not a number in its range: the variable's name and its range.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{name} must be a whole number from {min} to {max}, not {value:?}")]
pub struct LimitsError {
    pub name: &'static str,
    pub value: String,
    pub min: u32,
    pub max: u32,
}

impl Limits {
    /// The bots' pace of computer moves: about a second each, as a person plays.
    pub const BOT_COMPUTER_PACE_MS: u32 = 1_000;

    /// How long a computer's move may wait for a worker by default, at least: past the
    /// default pace, so only a host that has fallen behind hurries.
    pub const BOT_COMPUTER_PATIENCE_MS: u32 = 1_500;

    /// The default patience for a pace: half a second past it, and never under
    /// [`Limits::BOT_COMPUTER_PATIENCE_MS`] (a move waiting for a worker is late only once its
    /// pace has gone by).
    pub fn default_patience_ms(pace_ms: u32) -> u32 {
        Limits::BOT_COMPUTER_PATIENCE_MS.max(pace_ms.saturating_add(500))
    }

    /// Reads `MAX_OPEN_TABLES` (1–100), `GATHERING_MINUTES` (1–10080), `IDLE_HOURS`
    /// (1–8760), `COMPUTER_PACE_MS` (0–10000, default [`Limits::BOT_COMPUTER_PACE_MS`]) and
    /// `COMPUTER_PATIENCE_MS` (100–600000, default [`Limits::default_patience_ms`] of the pace)
    /// through `var` (the environment, or a test's map); unset ones keep the defaults. The
    /// bots' computer seats are [`Computers::Asked`]: their thinking is the host's.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Limits, LimitsError> {
        let read = |name: &'static str, min: u32, max: u32, default: u32| match var(name)
            .filter(|v| !v.trim().is_empty())
        {
            None => Ok(default),
            Some(value) => match value.trim().parse::<u32>() {
                Ok(n) if (min..=max).contains(&n) => Ok(n),
                _ => Err(LimitsError {
                    name,
                    value,
                    min,
                    max,
                }),
            },
        };
        let defaults = Limits::default();
        let pace = read("COMPUTER_PACE_MS", 0, 10_000, Limits::BOT_COMPUTER_PACE_MS)?;
        Ok(Limits {
            open_tables_per_user: read(
                "MAX_OPEN_TABLES",
                1,
                100,
                defaults.open_tables_per_user as u32,
            )? as usize,
            gathering_minutes: read("GATHERING_MINUTES", 1, 10_080, defaults.gathering_minutes)?,
            idle_hours: read("IDLE_HOURS", 1, 8_760, defaults.idle_hours)?,
            computer_pace_ms: pace,
            computer_patience_ms: read(
                "COMPUTER_PATIENCE_MS",
                100,
                600_000,
                Limits::default_patience_ms(pace),
            )?,
            computers: Computers::Asked,
        })
    }

    /// Hours a game at this table may go without a human move.
    pub(super) fn idle_hours_of(&self, table: &Table) -> u32 {
        table.settings.idle_hours.unwrap_or(self.idle_hours)
    }

    /// When the table is closed unless something happens first: a gathering table that has
    /// not started, a running game no human has moved in.
    pub fn expiry(&self, table: &Table) -> Option<Millis> {
        match table.status {
            Status::Gathering => {
                Some(table.opened_at + Millis::from(self.gathering_minutes) * MINUTE_MS)
            }
            Status::Playing => {
                let since = table.last_human_move.unwrap_or(table.turn_started);
                let idle = since + Millis::from(self.idle_hours_of(table)) * HOUR_MS;
                let unattended = table.is_unattended().then(|| {
                    let since = table.unattended_since.unwrap_or(table.turn_started);
                    since + Millis::from(UNATTENDED_MINUTES) * MINUTE_MS
                });
                Some(unattended.map_or(idle, |at| at.min(idle)))
            }
            Status::Finished { .. } | Status::Cancelled => None,
        }
    }
}

impl Table {
    /// True when the game runs with no person in any seat: every seat is a computer's, or
    /// its owner is away.
    pub fn is_unattended(&self) -> bool {
        self.status == Status::Playing && self.seats.iter().all(|s| s.user.is_none() || s.away)
    }

    /// Notes when the table became unattended (at `now`), or that it is no longer.
    pub(super) fn note_attendance(&mut self, now: Millis) {
        self.unattended_since = self
            .is_unattended()
            .then(|| self.unattended_since.unwrap_or(now));
    }
}

/// Games one user may start or ask to rematch within [`START_WINDOW_MS`].
pub const STARTS_PER_WINDOW: usize = 10;
/// The window of [`STARTS_PER_WINDOW`].
pub const START_WINDOW_MS: Millis = 10 * MINUTE_MS;
/// Users remembered above which those with no start in the window are forgotten.
const REMEMBERED_STARTERS: usize = 10_000;

/// Each user's recent starts and rematches (kept in memory only), so that nobody sets
/// computers playing game after game.
#[derive(Clone, Debug, Default)]
pub struct StartBudget {
    recent: std::collections::HashMap<UserId, std::collections::VecDeque<Millis>>,
}

impl StartBudget {
    /// Counts one start or rematch of `user` at `now`: false when he has had his share of
    /// the window already (then nothing is counted).
    pub fn admit(&mut self, user: &UserId, now: Millis) -> bool {
        if self.recent.len() > REMEMBERED_STARTERS {
            self.recent.retain(|_, at| {
                at.back()
                    .is_some_and(|&t| now.saturating_sub(t) < START_WINDOW_MS)
            });
        }
        let at = self.recent.entry(user.clone()).or_default();
        while at
            .front()
            .is_some_and(|&t| now.saturating_sub(t) >= START_WINDOW_MS)
        {
            at.pop_front();
        }
        if at.len() >= STARTS_PER_WINDOW {
            return false;
        }
        at.push_back(now);
        true
    }
}
