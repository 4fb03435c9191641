//! The strong Durak player: determinised rollouts while the stock lasts, exact play after.

use rand::RngCore;

use super::super::{Action, Game, GameOutcome, LegalActions, Seat};
use super::endgame::{self, Solver};
use super::{Knowledge, rule};

/// Deals of the unseen cards sampled per decision.
pub const SAMPLES: usize = 40;
/// Positions the exact endgame search may visit before it gives up for rollouts.
pub const ENDGAME_BUDGET: u64 = 30_000;

/// The strong choice of `seat`, one of `legal` (which must not be empty).
pub fn action(game: &Game, seat: Seat, legal: &LegalActions, rng: &mut dyn RngCore) -> Action {
    let rule_pick = rule::action(game, seat, legal);
    if legal.len() <= 1 {
        return rule_pick;
    }
    let Some(knowledge) = Knowledge::of(game, seat) else {
        return rule_pick;
    };
    if knowledge.is_perfect()
        && let Some(known) = knowledge.sample(rng)
        && let Ok((Some(best), _)) = Solver::new(ENDGAME_BUDGET).best(&known)
        && legal.contains(best)
    {
        return best;
    }
    let actions = legal.to_vec();
    let mut wins = vec![0.0f64; actions.len()];
    let samples = if knowledge.is_perfect() { 1 } else { SAMPLES };
    for _ in 0..samples {
        let Some(sample) = knowledge.sample(rng) else {
            return rule_pick;
        };
        for (action, won) in actions.iter().zip(wins.iter_mut()) {
            let mut next = sample;
            if next.apply(seat, *action).is_ok() {
                *won += rollout(next, seat);
            }
        }
    }
    let mut best = (rule_pick, f64::NEG_INFINITY);
    for (action, won) in actions.iter().zip(&wins) {
        // The rule-based choice wins ties.
        let score = won + if *action == rule_pick { 1e-9 } else { 0.0 };
        if score > best.1 {
            best = (*action, score);
        }
    }
    best.0
}

/// Plays `game` to its end with the rule-based player on both sides; 1 when `seat` wins, 0.5
/// for a draw, 0 for a loss.
pub fn rollout(mut game: Game, seat: Seat) -> f64 {
    while let Some(mover) = game.to_move() {
        let legal = game.legal_actions(mover);
        let action = rule::action(&game, mover, &legal);
        if game.apply(mover, action).is_err() {
            break;
        }
    }
    game.outcome()
        .map_or(0.5, |outcome| result_for(outcome, seat))
}

fn result_for(outcome: GameOutcome, seat: Seat) -> f64 {
    let value = f64::from(endgame::outcome_value(outcome));
    let for_seat = if seat == Seat::ZERO { value } else { -value };
    (for_seat + 1.0) / 2.0
}
