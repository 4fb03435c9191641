//! A table as one viewer sees it ([`TableView`]), built from the service's state.

use crate::ids::{TableId, UserId};

use super::super::model::Status;
use super::super::view::{SeatView, TableView};
use super::Service;

impl Service {
    /// The table as `viewer` sees it (`None`: the public, e.g. the group's table message).
    pub fn view(&self, id: TableId, viewer: Option<&UserId>) -> Option<TableView> {
        let table = self.tables.get(&id)?;
        let your_seat = viewer.and_then(|u| table.seat_of(u));
        let engine = table.engine.as_ref();
        let to_act = engine.and_then(|e| e.to_act());
        Some(TableView {
            id,
            name: table.settings.name.clone(),
            settings: table.settings.clone(),
            status: table.status.clone(),
            seats: table
                .seats
                .iter()
                .map(|s| SeatView {
                    name: s.name.clone(),
                    computer: s.computer,
                    away: s.away,
                    empty: s.is_empty(),
                    clock_left: s.clock_left,
                })
                .collect(),
            waiting: table.waiting.iter().map(|(_, name)| name.clone()).collect(),
            turn: table.turn,
            to_act,
            deadline: table.deadline,
            your_seat,
            your_moves: match (engine, your_seat) {
                // A seat the computer holds is not its owner's to move.
                (Some(engine), Some(seat))
                    if to_act == Some(seat)
                        && table.status == Status::Playing
                        && !table.seats[usize::from(seat)].away =>
                {
                    engine.legal_codes(seat)
                }
                _ => Vec::new(),
            },
            game: engine.map(|e| e.view(your_seat)),
            league: table.league.is_some(),
        })
    }
}
