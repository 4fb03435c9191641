//! The game core: the rules of every game, as pure state machines.
//!
//! Architecture invariant: `game` knows nothing of chats, disks, clocks or global randomness.
//! Time and randomness come in as inputs (a seeded RNG, a `now`).
//!
//! - [`cards`]: notation, card sets, seeded shuffling.
//! - [`durak`]: Durak for two players: the rules engine, views and records.
//! - [`referee`]: checks records of any game (`cards replay`).

pub mod cards;
pub mod durak;
pub mod referee;
