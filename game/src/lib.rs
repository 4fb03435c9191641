//! The game core: the rules of every game, as pure state machines.
//!
//! Architecture invariant: `game` knows nothing of chats, disks, clocks or global randomness.
//! Time and randomness come in as inputs (a seeded RNG, a `now`).
//!
//! - [`cards`]: notation, card sets, seeded shuffling.
//! - [`durak`]: Durak for two players: the rules engine, views and records.
//! - [`i18n`]: every phrase a player reads, in English, Armenian, Russian and Georgian.
//! - [`ids`]: the ids of users, chats and tables, and the clock's milliseconds.
//! - [`league`]: leagues: fixtures, standings and Glicko-2 ratings.
//! - [`level`]: how strongly a computer player plays (`Level`), shared by the games' AIs.
//! - [`referee`]: checks records of any game (`cards replay`).
//! - [`toto21`]: Toto21, the two-player duel to 21: rules engine, views, records.

pub mod blot;
pub mod cards;
pub mod durak;
pub mod i18n;
pub mod ids;
pub mod league;
pub mod level;
mod memo;
pub mod referee;
pub mod table;
pub mod toto21;
