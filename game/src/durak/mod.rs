//! Durak for two players (docs/rules.md, Durak): a match of games to the table's points.
//!
//! The core is [`Match`]: create it with [`Match::new_random`] (or [`Match::new`] from a known
//! deck), ask [`Match::legal_actions`] for a seat's choices, [`Match::apply`] an [`Action`]
//! (timeouts included) to get [`Events`] or a [`DurakError`] naming the broken rule, deal the
//! next game with [`Match::next_game_random`], and show [`Match::seat_view`] /
//! [`Match::spectator_view`]. [`Game`] is one game on its own. Records (`cards deal`,
//! `cards replay`) are in [`record`] and [`referee`]; the format is `docs/durak-record.md`.
//!
//! - `seat`: the two seats. `rules`: which card beats which. `deck`: the dealing order.
//! - `table`: the cards of a bout. `game`: one game. `match_state`: games to the points.
//! - `action`, `event`, `error`, `outcome`, `legal`: what goes in and out.
//! - `view`: what each viewer may see. `random_play`: random legal play.
//! - `ai`: computer players (random, rule-based, strong).

mod action;
pub mod ai;
mod deck;
mod error;
mod event;
mod game;
mod legal;
mod match_state;
mod outcome;
mod random_play;
pub mod record;
pub mod referee;
mod rules;
mod seat;
mod table;
mod view;

#[cfg(test)]
mod property_tests;
#[cfg(test)]
mod rule_tests;

pub use action::{Action, ParseActionError};
pub use deck::{DECK_SIZE, DeckOrder};
pub use error::DurakError;
pub use event::{Event, Events};
pub use game::{Game, GamePhase};
pub use legal::LegalActions;
pub use match_state::{Match, MatchPhase};
pub use outcome::{GameOutcome, MatchEnd, MatchOutcome};
pub use random_play::{play_random_game, random_action};
pub use record::{DEALT_RECORD_POINTS, GameRecord, MatchRecord, deal_record, random_match};
pub use referee::replay;
pub use rules::{HAND_SIZE, beaters, beats};
pub use seat::Seat;
pub use table::{Pair, Table};
pub use view::{PairView, PublicView, SeatView, StatusView};
