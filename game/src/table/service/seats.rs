//! A running game's seats: a player leaving it or stepping away (a computer plays his seat)
//! and taking his seat back.

use crate::ids::TableId;

use super::super::input::Input;
use super::super::model::Status;
use super::super::notice::Notice;
use super::super::output::{Outcome, Output};
use super::Service;

impl Service {
    /// A player leaves a running game: a computer plays his seat at once and to the end,
    /// unless he takes it back. His stake stays in the pot and follows the seat's result.
    pub(super) fn leave_game(
        &mut self,
        input: &Input,
        id: TableId,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let notice = Notice::LeftGame {
            table: id,
            name: input.name.clone(),
        };
        self.seat_to_computer(input, id, Notice::SeatIsYours, notice, out)?;
        self.left_fixture(id, &input.user, out);
        Ok(())
    }

    /// A player hands his seat to the computer deliberately: like leaving the game (his stake
    /// stays in the pot and follows the seat's result) but said as a pause.
    pub(super) fn away(
        &mut self,
        input: &Input,
        id: TableId,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.table_mut(id)?;
        if table.status != Status::Playing {
            return Err(Notice::NotPlaying);
        }
        if table.league.is_some() {
            // League rules: a fixture is played by its players alone.
            return Err(Notice::League {
                error: crate::league::LeagueError::ComputerSeat,
            });
        }
        let notice = Notice::Away {
            table: id,
            name: input.name.clone(),
        };
        self.seat_to_computer(input, id, Notice::AlreadyAway, notice, out)
    }

    /// The computer takes the seat of the player of `input` at once (his to take back), and
    /// `notice` is said in the table's chat; `already` is the answer when it plays it already.
    pub(super) fn seat_to_computer(
        &mut self,
        input: &Input,
        id: TableId,
        already: Notice,
        notice: Notice,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.table_mut(id)?;
        let seat = table.seat_of(&input.user).ok_or(Notice::NotAtTable)?;
        let seat_state = &mut table.seats[seat as usize];
        if seat_state.away {
            return Err(already);
        }
        seat_state.relieve();
        seat_state.misses = 0;
        let chat = table.chat.clone();
        out.changes.tables.insert(id);
        out.outputs.push(Output::Chat { chat, notice });
        self.after_move(id, input.now, Vec::new(), out);
        Ok(())
    }

    pub(super) fn take_back(
        &mut self,
        input: &Input,
        id: TableId,
        out: &mut Outcome,
    ) -> Result<(), Notice> {
        let table = self.table_mut(id)?;
        let seat = table.seat_of(&input.user).ok_or(Notice::NotAtTable)?;
        if table.status != Status::Playing {
            return Err(Notice::NotPlaying);
        }
        if !table.seats[seat as usize].away {
            return Err(Notice::NotAway);
        }
        table.last_human_move = Some(input.now);
        let seat_state = &mut table.seats[seat as usize];
        seat_state.away = false;
        seat_state.misses = 0;
        let chat = table.chat.clone();
        out.changes.tables.insert(id);
        self.showed_up(id, &input.user, out);
        out.outputs.push(Output::Chat {
            chat,
            notice: Notice::Back {
                table: id,
                name: input.name.clone(),
            },
        });
        self.after_move(id, input.now, Vec::new(), out);
        Ok(())
    }
}
