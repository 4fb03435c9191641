//! Computer seats whose thinking is the host's ([`Computers::Asked`]): the request a
//! computer's turn makes ([`ComputerTurn`]), the move coming back as an ordinary input
//! ([`Action::Computer`](super::Action::Computer)) for the turn it was asked at, and the pure
//! function that thinks ([`think`]). The table stays its move log: an answer is logged like
//! any move, and one for another turn changes nothing.

use serde::{Deserialize, Serialize};

use super::engine::Engine;
use super::limits::Computers;
use super::model::{Ai, Millis, MoveBy, Status, TableId};
use super::notice::Output;
use super::service::{Outcome, Service};

/// How long past its pace a computer's answer may be awaited before the service asks again
/// (a lost answer: a worker that died, a host that restarted).
pub const COMPUTER_GRACE_MS: Millis = 30_000;

/// A computer seat is to move: the host thinks ([`think`]) and answers with
/// [`Action::Computer`](super::Action::Computer) carrying `turn`, no earlier than
/// `not_before`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComputerTurn {
    /// The table whose computer is to move.
    pub table: TableId,
    /// The seat to move (a computer's, or one its owner handed to the computer).
    pub seat: u8,
    /// The table's turn counter the move is for.
    pub turn: u64,
    /// The table's level.
    pub ai: Ai,
    /// The pace: the move is taken from this moment on, not before.
    pub not_before: Millis,
}

/// The move a computer of level `ai` makes for `seat`: its own choice, else the default move.
/// Pure and deterministic (its randomness is the table's seed and the position).
pub fn think(engine: &Engine, seat: u8, ai: Ai) -> Option<String> {
    engine
        .computer_code_at(seat, ai.level())
        .or_else(|| engine.default_code(seat))
}

impl Service {
    /// The computer's turn awaited at a table, if a computer plays the seat to move.
    pub fn computer_turn(&self, id: TableId) -> Option<ComputerTurn> {
        let table = self.tables.get(&id)?;
        if table.status != Status::Playing || table.is_unattended() {
            return None;
        }
        let seat = table.engine.as_ref()?.to_act()?;
        if !table.seats.get(usize::from(seat))?.played_by_computer() {
            return None;
        }
        Some(ComputerTurn {
            table: id,
            seat,
            turn: table.turn,
            ai: table.settings.ai,
            not_before: table.turn_started + Millis::from(self.limits.computer_pace_ms),
        })
    }

    /// Every computer turn awaited, to be asked again after a restart.
    pub fn pending_computer_turns(&self) -> Vec<ComputerTurn> {
        if self.limits.computers != Computers::Asked {
            return Vec::new();
        }
        self.tables
            .keys()
            .filter_map(|&id| self.computer_turn(id))
            .collect()
    }

    /// Asks the host for the move of the computer to act, and arms the table's clock to ask
    /// again if no answer came [`COMPUTER_GRACE_MS`] after the pace.
    pub(super) fn ask_computer(&mut self, id: TableId, now: Millis, out: &mut Outcome) {
        let Some(turn) = self.computer_turn(id) else {
            return;
        };
        if let Some(table) = self.tables.get_mut(&id) {
            table.deadline = Some(turn.not_before.max(now) + COMPUTER_GRACE_MS);
            out.changes.tables.insert(id);
        }
        out.outputs.push(Output::ComputerTurn(turn));
    }

    /// A computer's move, answered for `turn`: logged and played like any move when it is
    /// that turn, a computer still holds the seat to move, the pace has passed and the move is
    /// legal; otherwise (an old turn, a seat taken back, a duplicate) nothing changes.
    pub(super) fn computer_move(
        &mut self,
        now: Millis,
        id: TableId,
        turn: u64,
        code: &str,
        out: &mut Outcome,
    ) {
        let Some(asked) = self.computer_turn(id) else {
            return;
        };
        if asked.turn != turn || now < asked.not_before {
            return;
        }
        let Some(engine) = self.tables.get_mut(&id).and_then(|t| t.engine.as_mut()) else {
            return;
        };
        let Ok(events) = engine.apply(asked.seat, code) else {
            return;
        };
        self.log(id, asked.seat, code, now, MoveBy::Computer, out);
        self.after_move(id, now, events, out);
    }
}
