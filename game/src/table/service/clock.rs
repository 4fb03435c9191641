//! A move's clock fired: a paced computer's move, a default move for a late player (and his
//! seat handed to a computer after too many), or a game clock run out.

use crate::ids::{Millis, TableId};

use super::super::engine::MoveBy;
use super::super::limits::Computers;
use super::super::model::MISSES_BEFORE_REPLACEMENT;
use super::super::notice::Notice;
use super::super::output::{Outcome, Output};
use super::Service;

impl Service {
    pub(super) fn fire_clock(&mut self, id: TableId, now: Millis, out: &mut Outcome) {
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        let Some(engine) = table.engine.as_mut() else {
            return;
        };
        let Some(seat) = engine.to_act() else { return };
        if table.seats[seat as usize].played_by_computer()
            && self.limits.computers == Computers::Asked
        {
            // The host's answer is overdue (lost with a worker or a restart): ask again.
            self.ask_computer(id, now, out);
            return;
        }
        if table.seats[seat as usize].played_by_computer() {
            // A paced computer's turn: its move now (its own choice, else the default move).
            let Some(code) = engine
                .computer_code(seat)
                .or_else(|| engine.default_code(seat))
            else {
                return;
            };
            let Ok(events) = engine.apply(seat, &code) else {
                return;
            };
            self.log(id, seat, &code, now, MoveBy::Computer, out);
            self.after_move(id, now, events, out);
            return;
        }
        let elapsed = now.saturating_sub(table.turn_started);
        let chat = table.chat.clone();
        let name = table.seats[seat as usize].name.clone();
        let seat_state = &mut table.seats[seat as usize];
        if let Some(left) = &mut seat_state.clock_left {
            *left = left.saturating_sub(elapsed);
            if *left == 0 {
                engine.forfeit(seat);
                self.log(id, seat, "clock", now, MoveBy::Clock, out);
                out.outputs.push(Output::Chat {
                    chat,
                    notice: Notice::ClockLost { table: id, name },
                });
                self.after_move(id, now, Vec::new(), out);
                return;
            }
        }
        let Some(code) = engine.default_code(seat) else {
            return;
        };
        let Ok(events) = engine.apply(seat, &code) else {
            return;
        };
        seat_state.misses += 1;
        let replaced = seat_state.misses >= MISSES_BEFORE_REPLACEMENT && !seat_state.away;
        if replaced {
            seat_state.relieve();
        }
        self.log(id, seat, &code, now, MoveBy::Timeout, out);
        out.outputs.push(Output::Chat {
            chat: chat.clone(),
            notice: Notice::TimedOut {
                table: id,
                name: name.clone(),
                code,
            },
        });
        if replaced {
            out.outputs.push(Output::Chat {
                chat,
                notice: Notice::Replaced { table: id, name },
            });
        }
        self.after_move(id, now, events, out);
    }
}
