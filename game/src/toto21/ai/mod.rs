//! Computer players for Toto21, from what a seat may know (its view of the table).
//!
//! - [`Level::Strong`]: the exact policy ([`exact`]): the choice that maximises the chance of
//!   winning the round, computed over every card that may still come, counting a double bust
//!   (a replay either seat wins) as half a win.
//! - [`Level::RuleBased`]: the player hits below 16; the dealer, knowing the player's total,
//!   hits until he ties or passes it, or to 17 when a blind card hides the player's total.
//! - [`Level::Random`]: a uniformly random legal action.

pub mod exact;
mod memo;
pub mod odds;

use std::sync::{Arc, Mutex, PoisonError};

use rand::RngCore;
use rand::seq::IndexedRandom;

use super::{Action, Match, RoundView, Seat, StateView, Viewer};
use crate::cards::CardSet;
pub use crate::level::Level;
pub use exact::{ChoiceValues, Solver};
use memo::Memo;
pub use odds::{Objective, Odds};

/// The player hits below this visible total (rule-based level).
const PLAYER_STANDS_AT: u8 = 16;
/// The dealer facing a blind card hits below this total (rule-based level).
const DEALER_STANDS_AT: u8 = 17;

/// The action `seat` takes at `level`, or `None` when it is not that seat's turn. Uses only
/// the seat's view of the table.
pub fn choose(level: Level, game: &Match, seat: Seat, rng: &mut dyn RngCore) -> Option<Action> {
    let view = game.view(Viewer::Seat(seat));
    let StateView::Playing(round) = view.state else {
        return None;
    };
    if round.your_actions.is_empty() {
        return None;
    }
    let action = match level {
        Level::Random => *round.your_actions.choose(rng)?,
        Level::RuleBased => rule_based(&round, seat),
        Level::Strong => strong(&round, seat),
    };
    // Every level picks among the offered actions; stay total anyway.
    Some(if round.your_actions.contains(&action) {
        action
    } else {
        Action::Stand
    })
}

/// Positions a memo keeps at most (then it stops growing; about 70 MB if it ever filled).
/// Every position real play can reach takes about a third of it (some 340,000 positions,
/// about 17 MB), so the process's memo never fills (see [`memo`]).
pub const MEMO_LIMIT: usize = 1 << 20;

/// The process's memo for `objective`, shared by every thread: it holds exact probabilities
/// of positions, true in any later round (every round deals the same deck), and the same
/// positions recur from decision to decision and from thread to thread. It only saves time:
/// a value read from it is the one the recursion computes.
fn shared_memo(objective: Objective) -> Arc<Memo> {
    // One memo per objective ever asked for (the players use one or two).
    static MEMOS: Mutex<Vec<(Objective, Arc<Memo>)>> = Mutex::new(Vec::new());
    let mut memos = MEMOS.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, memo)) = memos.iter().find(|(o, _)| *o == objective) {
        return Arc::clone(memo);
    }
    let memo = Arc::new(Memo::new(MEMO_LIMIT));
    memos.push((objective, Arc::clone(&memo)));
    memo
}

/// The exact values of the mover's choices in `round`, seen from `seat`, with the process's
/// shared memo.
pub fn choice_values(round: &RoundView, seat: Seat, objective: Objective) -> ChoiceValues {
    let mut solver = Solver::sharing(objective, shared_memo(objective));
    choice_values_with(&mut solver, round, seat)
}

/// As [`choice_values`], with a given solver (its memo may hold earlier positions).
pub fn choice_values_with(solver: &mut Solver, round: &RoundView, seat: Seat) -> ChoiceValues {
    let blind_taken = round.player.face_down > 0;
    if round.dealer.seat == seat {
        solver.dealer_choices(
            CardSet::ALL_36,
            &round.dealer.face_up,
            &round.player.face_up,
            blind_taken,
        )
    } else {
        let up = round.dealer.face_up[0];
        solver.player_choices(CardSet::ALL_36, &round.player.face_up, up, blind_taken)
    }
}

fn strong(round: &RoundView, seat: Seat) -> Action {
    let objective = Objective::REPLAY_HALF;
    choice_values(round, seat, objective).best(round.dealer.seat == seat, objective)
}

fn rule_based(round: &RoundView, seat: Seat) -> Action {
    let wants_card = if round.dealer.seat == seat {
        let own = round.dealer.visible_total;
        let player = round.player.visible_total;
        if round.player.face_down > 0 {
            own < DEALER_STANDS_AT
        } else {
            // The player's total is known: a bust player has lost already; otherwise a tie is
            // enough (it goes to the dealer).
            player <= super::TWENTY_ONE && own < player
        }
    } else {
        round.player.visible_total < PLAYER_STANDS_AT
    };
    if wants_card {
        Action::Hit
    } else {
        Action::Stand
    }
}

#[cfg(test)]
mod tests;
