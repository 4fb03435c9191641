//! Durable storage for the table service.
//!
//! Architecture invariant: `storage` knows the game only through `game`'s public types; it never
//! decides a rule. The sled-backed store arrives with the table service (issue 4).
