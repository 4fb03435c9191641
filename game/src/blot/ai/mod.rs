//! Computer players for the Blot family, at three levels: [`Level::Random`] (a random legal
//! move), [`Level::RuleBased`] (club-player heuristics, microseconds per move) and
//! [`Level::Strong`] (an auction by simulation, see [`simbid`]: candidate calls judged on
//! guessed deals solved double-dummy, a call replacing the rule-based auction's, trusting its
//! better play where that paid (see [`bidding::Confidence::strong`]), only where clearly
//! better; card play by sampling the unseen cards and solving each sample double-dummy).
//!
//! Every level decides from what its seat may know — its own hand and everything public —
//! through [`knowledge::Knowledge`], and only ever returns one of
//! [`BlotMatch::legal_codes`](super::BlotMatch::legal_codes). Combinations are announced by
//! the engine itself (the best set, before a player's first card), so there is no choice to
//! make there.

/// The value of each legal card: estimated from a seat's information, or exact.
pub mod analysis;
/// Hand evaluation and the rule-based auction (used by both searching and rule-based levels).
pub mod bidding;
/// Rule-based card play.
pub mod heuristic;
/// What a seat may know.
pub mod knowledge;
/// Strong card play: sampling and double-dummy search.
pub mod pimc;
/// The first solver, the reference the fast one must agree with.
#[cfg(test)]
mod reference;
/// Deals of the unseen cards consistent with a seat's knowledge.
pub mod sampler;
/// The strong auction: candidate calls judged on guessed deals.
pub mod simbid;
/// The double-dummy solver.
pub mod solver;
/// Per-strain card tables.
pub mod tables;

use rand::{Rng, RngCore};

use super::deal::Phase;
use super::matchplay::BlotMatch;
use super::random::random_call;
use super::rules::Seat;
use knowledge::Knowledge;

pub use crate::level::Level;

/// The move code (same codes as [`BlotMatch::legal_codes`]) this level chooses for `seat`,
/// which must be the seat to act; `None` when it is not that seat's turn.
/// Uses only what that seat may know (its hand, everything public so far); randomness only
/// from `rng`.
pub fn choose(level: Level, game: &BlotMatch, seat: Seat, rng: &mut dyn RngCore) -> Option<String> {
    if game.to_act() != Some(seat) {
        return None;
    }
    let legal = game.legal_codes(seat);
    if legal.is_empty() {
        return None;
    }
    let code = match (level, game.deal().phase()) {
        (Level::Random, Phase::Auction) => {
            random_call(game.deal().auction(), game.rules().auction, rng).to_string()
        }
        (Level::Random, _) => legal[rng.random_range(0..legal.len())].clone(),
        (Level::Strong, Phase::Auction) => simbid::choose_call(game, seat, rng).to_string(),
        (Level::RuleBased, Phase::Auction) => bidding::choose_call(game, seat).to_string(),
        (Level::RuleBased, _) => card_code(game, seat, heuristic::choose_card)?,
        (Level::Strong, _) => {
            card_code(game, seat, |know, mask| pimc::choose_card(know, mask, rng))?
        }
    };
    if legal.contains(&code) {
        Some(code)
    } else {
        debug_assert!(false, "{level} chose {code}, not among {legal:?}");
        legal.into_iter().next()
    }
}

fn card_code(
    game: &BlotMatch,
    seat: Seat,
    pick: impl FnOnce(&Knowledge, u64) -> Option<crate::cards::Card>,
) -> Option<String> {
    let know = Knowledge::new(game, seat)?;
    let legal = game.deal().legal_cards().bits();
    pick(&know, legal).map(|c| c.to_string())
}
