//! Random legal play, for records (`cards deal`), property tests and the benchmark.

use rand::Rng;

use super::action::Action;
use super::game::Game;
use super::legal::LegalActions;

/// A uniformly random legal action, or `None` when there is none.
pub fn random_action<R: Rng + ?Sized>(legal: &LegalActions, rng: &mut R) -> Option<Action> {
    let count = legal.len();
    if count == 0 {
        return None;
    }
    legal.nth(rng.random_range(0..count))
}

/// Plays random legal actions until the game is over; returns how many were played.
pub fn play_random_game<R: Rng + ?Sized>(game: &mut Game, rng: &mut R) -> u32 {
    let mut played = 0;
    while let Some(seat) = game.to_move() {
        let Some(action) = random_action(&game.legal_actions(seat), rng) else {
            break;
        };
        if game.apply(seat, action).is_err() {
            break;
        }
        played += 1;
    }
    played
}
