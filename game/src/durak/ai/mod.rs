//! Computer players for Durak, from what a seat may know: its own hand, the table, the
//! discard, the turned trump, the number of cards in the stock and in the other hand, and the
//! cards it saw the other seat take (`Game::known_hand`).
//!
//! - [`Level::Strong`] ([`search`]): while the stock lasts, it deals the unseen cards at random
//!   many times over (consistent with all it knows) and plays every choice out with the
//!   rule-based player on each deal, keeping the choice that wins most often. Once the stock is
//!   empty both hands are known, and it plays exactly ([`endgame`]: minimax with a memo).
//! - [`Level::RuleBased`] ([`rule`]): leads low plain cards (pairs first), adds low plain cards,
//!   beats as cheaply as it can, keeps its trumps while the stock is large, takes when only a
//!   high trump would beat.
//! - [`Level::Random`]: a uniformly random legal action.

pub mod endgame;
mod knowledge;
pub mod rule;
pub mod search;

use rand::RngCore;

use super::{Action, Game, Match, MatchPhase, Seat, random_action};
pub use crate::level::Level;
pub use knowledge::Knowledge;

/// The action `seat` takes at `level`, or `None` when it is not that seat's move. Uses only
/// what the seat may know.
pub fn choose(level: Level, game: &Match, seat: Seat, rng: &mut dyn RngCore) -> Option<Action> {
    match game.phase() {
        MatchPhase::Playing(game) => choose_in_game(level, game, seat, rng),
        _ => None,
    }
}

/// [`choose`] for one game.
pub fn choose_in_game(
    level: Level,
    game: &Game,
    seat: Seat,
    rng: &mut dyn RngCore,
) -> Option<Action> {
    let legal = game.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    Some(match level {
        Level::Random => random_action(&legal, rng)?,
        Level::RuleBased => rule::action(game, seat, &legal),
        Level::Strong => search::action(game, seat, &legal, rng),
    })
}

#[cfg(test)]
mod tests;
