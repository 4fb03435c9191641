//! Computer seats whose thinking is the host's ([`Computers::Asked`](super::Computers::Asked)):
//! the request a computer's turn makes ([`ComputerTurn`]), the move coming back as an ordinary
//! input ([`Action::Computer`](super::Action::Computer)) for the turn it was asked at, and the
//! pure function that thinks ([`think`]). The table stays its move log: an answer is logged
//! like any move, and one for another turn changes nothing. The service's side (asking, and
//! playing the answer) is in `service/computer.rs`.

use super::engine::Engine;
use super::settings::Ai;
use crate::ids::Millis;

/// The request, at the path it had when it was defined here.
pub use super::output::ComputerTurn;

/// How long past its pace a computer's answer may be awaited before the service asks again
/// (a lost answer: a worker that died, a host that restarted).
pub const COMPUTER_GRACE_MS: Millis = 30_000;

/// The move a computer of level `ai` makes for `seat`: its own choice, else the default move.
/// Pure and deterministic (its randomness is the table's seed and the position).
pub fn think(engine: &Engine, seat: u8, ai: Ai) -> Option<String> {
    engine
        .computer_code_at(seat, ai.level())
        .or_else(|| engine.default_code(seat))
}
