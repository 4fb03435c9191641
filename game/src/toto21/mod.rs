//! Toto21, a two-player duel to 21 (docs/rules.md, Toto21), as a pure state machine.
//!
//! - [`conditions`](Conditions): points to win, clocks and stake, checked.
//! - [`Deal`]: a round's dealer and the order of its cards, random from a seeded RNG.
//! - [`Match`]: the state machine; [`Input`]s in, [`Event`]s or an [`ActionError`] out.
//! - [`Match::view`]: what a seat or a spectator may see ([`TableView`]).
//! - [`ai`]: computer players (random, rule-based, exact).
//! - [`Record`], [`replay`], [`random_record`]: the record format (`docs/toto21-record.md`),
//!   its referee and random legal records.
//!
//! Time and randomness are inputs: a move timeout and an expired match clock arrive as
//! [`Input::MoveTimeout`] and [`Input::GameClockExpired`], and every deal is an [`Input::Deal`].

pub mod ai;
mod conditions;
mod deal;
mod error;
mod events;
mod match_state;
mod random_play;
mod record;
mod referee;
mod round;
mod seat;
mod value;
mod view;

#[cfg(test)]
mod proptests;

pub use conditions::{Conditions, ConditionsError, ConditionsSpec, TargetPoints};
pub use deal::{Deal, DealError};
pub use error::ActionError;
pub use events::Event;
pub use match_state::{EndReason, Input, Match, MatchEnd};
pub use random_play::{RandomMatch, RandomRound, random_match, random_record, random_round};
pub use record::{GAME_NAME, Record, RecordAction, RecordRound};
pub use referee::replay;
pub use round::{Action, RoundOutcome, RoundResult};
pub use seat::Seat;
pub use value::{TWENTY_ONE, hand_total, is_bust, low_value};
pub use view::{HandView, RoundView, StateView, TableView, Viewer};

#[cfg(test)]
mod tests;
