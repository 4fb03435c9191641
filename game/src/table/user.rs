//! A user's account: his chips (the starting grant and the daily top-up), his stats and his
//! language.

use serde::{Deserialize, Serialize};

use crate::ids::Millis;

/// Chips every new user receives.
pub const STARTING_GRANT: u64 = 1_000;
/// Chips added on a user's first visit of each day.
pub const DAILY_TOP_UP: u64 = 100;
const DAY_MS: u64 = 86_400_000;

/// A user's balance, stats and preferences.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct User {
    pub name: String,
    pub balance: u64,
    pub last_top_up_day: u64,
    pub games: u32,
    pub wins: u32,
    /// The user's own language, overriding the chat's.
    pub lang: Option<String>,
    /// The language of his app, as the platform last said (one of ours): what he reads until
    /// he chooses one.
    #[serde(default)]
    pub locale: Option<String>,
}

impl User {
    /// A new user with the starting grant.
    pub fn new(name: &str, now: Millis) -> User {
        User {
            name: name.to_string(),
            balance: STARTING_GRANT,
            last_top_up_day: now / DAY_MS,
            games: 0,
            wins: 0,
            lang: None,
            locale: None,
        }
    }

    /// Adds the daily top-up on the first visit of a new day; returns the chips granted.
    pub fn top_up(&mut self, now: Millis) -> u64 {
        let day = now / DAY_MS;
        if day > self.last_top_up_day {
            self.last_top_up_day = day;
            self.balance += DAILY_TOP_UP;
            DAILY_TOP_UP
        } else {
            0
        }
    }
}
