//! The service's side of computer seats the host thinks for ([`super::super::computer`]):
//! asking for a computer's turn, and playing the move that comes back.

use super::super::computer::COMPUTER_GRACE_MS;
use super::super::engine::MoveBy;
use super::super::limits::Computers;
use super::super::model::Status;
use super::super::output::{ComputerTurn, Outcome, Output};
use super::Service;
use crate::ids::{Millis, TableId};

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
