//! Play: a player's move, the move log, and what follows a move (the computers' moves, the
//! notices of what it caused, the next seat's clock, or the settling of a finished game).

use crate::ids::{Millis, TableId};

use super::super::engine::{EngineEvent, LoggedMove, MoveBy};
use super::super::input::Input;
use super::super::limits::Computers;
use super::super::model::{Status, Table};
use super::super::notice::Notice;
use super::super::output::{Outcome, Output};
use super::Service;

/// The most computer moves made in a row after one input, a guard against a stuck engine.
const COMPUTER_MOVES_LIMIT: usize = 20_000;

impl Service {
    pub(super) fn play(
        &mut self,
        input: &Input,
        id: TableId,
        turn: u64,
        code: &str,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.table_mut(id)?;
        let seat = table.seat_of(&input.user).ok_or(Notice::NotAtTable)?;
        if table.status != Status::Playing {
            return Err(Notice::NothingToDo);
        }
        if turn != table.turn {
            return Err(Notice::Stale);
        }
        let engine = table.engine.as_mut().ok_or(Notice::NothingToDo)?;
        let to_act = engine.to_act().ok_or(Notice::NothingToDo)?;
        if to_act != seat {
            return Err(Notice::NotYourTurn {
                name: table.seats[to_act as usize].name.clone(),
            });
        }
        if table.seats[seat as usize].away {
            return Err(Notice::SeatIsYours);
        }
        let events = engine
            .apply(seat, code)
            .map_err(|e| Notice::IllegalMove { refusal: e })?;
        let goes_on = engine.to_act() == Some(seat);
        let elapsed = input.now.saturating_sub(table.turn_started);
        table.last_human_move = Some(input.now);
        let seat_state = &mut table.seats[seat as usize];
        seat_state.misses = 0;
        if let Some(left) = &mut seat_state.clock_left {
            *left = left.saturating_sub(elapsed);
        }
        self.log(id, seat, code, input.now, MoveBy::Player, out);
        if goes_on && events.is_empty() {
            // Part of his move (an announcement before his card): the same turn goes on, on
            // the same move clock, and his hand is redrawn in place rather than notified anew.
            if let Some(table) = self.tables.get_mut(&id) {
                table.turn_started = input.now;
            }
            out.outputs.push(Output::Table { table: id });
            return Ok(());
        }
        self.after_move(id, input.now, events, out);
        Ok(())
    }

    pub(super) fn log(
        &mut self,
        id: TableId,
        seat: u8,
        code: &str,
        now: Millis,
        by: MoveBy,
        out: &mut Outcome,
    ) {
        if let Some(table) = self.tables.get_mut(&id) {
            out.changes
                .moves_from
                .entry(id)
                .or_insert(table.moves.len());
            table.moves.push(LoggedMove {
                seat,
                code: code.to_string(),
                at: now,
                by,
            });
            table.turn += 1;
            out.changes.tables.insert(id);
        }
    }

    /// After a move: announce what it caused, let computers play, then either settle a
    /// finished game or arm the clock of the seat to move.
    pub(super) fn after_move(
        &mut self,
        id: TableId,
        now: Millis,
        mut events: Vec<EngineEvent>,
        out: &mut Outcome,
    ) {
        let asked = self.limits.computers == Computers::Asked;
        let paced = self.limits.computer_pace_ms > 0 || asked;
        for _ in 0..COMPUTER_MOVES_LIMIT {
            self.announce(id, &events, out);
            events.clear();
            let Some(table) = self.tables.get_mut(&id) else {
                return;
            };
            let Some(engine) = table.engine.as_mut() else {
                return;
            };
            let Some(seat) = engine.to_act() else { break };
            // Paced computers move when their clock fires (`fire_clock`), one move at a time.
            if paced || !table.seats[seat as usize].played_by_computer() {
                break;
            }
            let Some(code) = engine.computer_code(seat) else {
                break;
            };
            match engine.apply(seat, &code) {
                Ok(caused) => events = caused,
                Err(_) => break,
            }
            table.turn_started = now;
            self.log(id, seat, &code, now, MoveBy::Computer, out);
        }
        out.outputs.push(Output::Table { table: id });
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        table.turn_started = now;
        table.note_attendance(now);
        let paused = table.unattended_since.is_some();
        match table.engine.as_ref().and_then(|e| e.to_act()) {
            // Nobody left to watch: the computers wait (the table closes if nobody comes back).
            Some(seat) if paused && table.seats[seat as usize].played_by_computer() => {
                table.deadline = None;
            }
            Some(seat) if asked && table.seats[seat as usize].played_by_computer() => {
                self.ask_computer(id, now, out);
            }
            Some(seat) if paced && table.seats[seat as usize].played_by_computer() => {
                table.deadline = Some(now + Millis::from(self.limits.computer_pace_ms));
            }
            Some(seat) => {
                let seat_state = &table.seats[seat as usize];
                let move_ms = u64::from(table.settings.move_secs) * 1000;
                let limit = seat_state
                    .clock_left
                    .map_or(move_ms, |left| left.min(move_ms));
                table.deadline = Some(now + limit);
                if let Some(user) = seat_state.user.clone() {
                    out.outputs.push(Output::YourTurn { table: id, user });
                }
            }
            None => self.settle(id, now, out),
        }
    }

    pub(super) fn announce(&mut self, id: TableId, events: &[EngineEvent], out: &mut Outcome) {
        let Some(table) = self.tables.get(&id) else {
            return;
        };
        for event in events {
            let notice = match event {
                EngineEvent::DealScored {
                    result,
                    declarers,
                    contract,
                    four_sevens,
                    score,
                    totals,
                } => Notice::DealScored {
                    table: id,
                    result: result.clone(),
                    declarers: *declarers,
                    holder: {
                        let name = |seat: u8| table.seats[usize::from(seat)].name.clone();
                        let holder = match contract {
                            Some(c) => Some((name(c.seat), Some(c.clone()))),
                            None => four_sevens.map(|seat| (name(seat), None)),
                        };
                        holder.map(Box::new)
                    },
                    teams: [0, 1].map(|team| team_names(table, team)),
                    score: *score,
                    totals: *totals,
                },
                EngineEvent::RoundOver {
                    winner,
                    points,
                    hands,
                    golden_point,
                } => Notice::RoundOver {
                    table: id,
                    game: table.settings.game,
                    winner: winner.map(|s| table.seats[s as usize].name.clone()),
                    points: *points,
                    hands: hands
                        .iter()
                        .map(|hand| {
                            (
                                table.seats[usize::from(hand.seat)].name.clone(),
                                hand.clone(),
                            )
                        })
                        .collect(),
                    golden_point: *golden_point,
                },
                EngineEvent::Finished => continue,
            };
            out.outputs.push(Output::Chat {
                chat: table.chat.clone(),
                notice,
            });
        }
    }
}

/// The names of a team's players (a seat's name alone with two players).
fn team_names(table: &Table, team: usize) -> Vec<String> {
    table
        .seats
        .iter()
        .enumerate()
        .filter(|(seat, _)| seat % 2 == team)
        .map(|(_, s)| s.name.clone())
        .collect()
}
