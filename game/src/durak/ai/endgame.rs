//! Exact play once the stock is empty: both hands are then known to both seats, so the game is
//! one of perfect information. Minimax over the positions with a memo, stopping a node's search
//! as soon as the mover finds a win.

use crate::memo::FastMap;
use std::collections::HashMap;

use super::super::{Action, Game, GameOutcome, GamePhase, Seat};
use super::rule;

/// Value of a position for seat 0: 1 a win, 0 a draw, -1 a loss.
pub type Value = i8;

/// The search gave up: more positions than its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget;

/// What decides the rest of a game with an empty stock: both hands, the table's cards and
/// which of them stand unbeaten, the attacker and whether the defender is to move.
type Key = [u64; 5];

fn key(game: &Game) -> Option<Key> {
    let (attacker, table, defending) = match *game.phase() {
        GamePhase::Attacking { attacker, table } => (attacker, table, 0),
        GamePhase::Defending { attacker, table } => (attacker, table, 1),
        GamePhase::Finished(_) => return None,
    };
    Some([
        game.hand(Seat::ZERO).bits(),
        game.hand(Seat::ONE).bits(),
        table.cards().bits(),
        table.unbeaten().bits(),
        u64::from(attacker.number()) << 1 | defending,
    ])
}

/// The value of a finished game for seat 0.
pub fn outcome_value(outcome: GameOutcome) -> Value {
    match outcome.winner() {
        Some(Seat::ZERO) => 1,
        Some(_) => -1,
        None => 0,
    }
}

/// The exact solver of one endgame.
pub struct Solver {
    memo: FastMap<Key, Value>,
    nodes: u64,
    budget: u64,
}

impl Solver {
    /// A solver that visits at most `budget` positions.
    pub fn new(budget: u64) -> Solver {
        Solver {
            memo: HashMap::default(),
            nodes: 0,
            budget,
        }
    }

    /// Positions visited so far.
    pub const fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The value of `game` for seat 0 under perfect play by both; the stock must be empty.
    pub fn value(&mut self, game: &Game) -> Result<Value, OverBudget> {
        if let Some(outcome) = game.outcome() {
            return Ok(outcome_value(outcome));
        }
        let Some(key) = key(game) else {
            return Ok(0);
        };
        if let Some(&value) = self.memo.get(&key) {
            return Ok(value);
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(OverBudget);
        }
        let value = self.best(game)?.1;
        self.memo.insert(key, value);
        Ok(value)
    }

    /// The best action of the seat to move and its value for seat 0; the rule-based choice is
    /// tried first, so it is kept among equals.
    pub fn best(&mut self, game: &Game) -> Result<(Option<Action>, Value), OverBudget> {
        let Some(mover) = game.to_move() else {
            return Ok((None, game.outcome().map_or(0, outcome_value)));
        };
        let sign: Value = if mover == Seat::ZERO { 1 } else { -1 };
        let legal = game.legal_actions(mover);
        let first = rule::action(game, mover, &legal);
        let mut best: (Option<Action>, Value) = (None, -2 * sign);
        for action in std::iter::once(first).chain(legal.iter().filter(|&a| a != first)) {
            let mut next = *game;
            if next.apply(mover, action).is_err() {
                continue;
            }
            let value = self.value(&next)?;
            if best.0.is_none() || value * sign > best.1 * sign {
                best = (Some(action), value);
                if value == sign {
                    break;
                }
            }
        }
        Ok(best)
    }
}
