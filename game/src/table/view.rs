//! A table as one viewer sees it: the lobby, the seats, the game's view and the viewer's
//! moves, for the screens. Vocabulary only: [`super::service`] builds it.

use serde::Serialize;

use super::engine::GameView;
use super::model::Status;
use super::settings::Settings;
use crate::ids::{Millis, TableId};

/// A table as one viewer sees it: the lobby, the game's view, and the turn counter that the
/// viewer's move buttons must carry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableView {
    pub id: TableId,
    pub name: String,
    pub settings: Settings,
    pub status: Status,
    pub seats: Vec<SeatView>,
    pub waiting: Vec<String>,
    pub turn: u64,
    pub to_act: Option<u8>,
    pub deadline: Option<Millis>,
    /// The viewer's seat, for a seated viewer.
    pub your_seat: Option<u8>,
    /// The viewer's legal moves (empty unless it is his turn).
    pub your_moves: Vec<String>,
    pub game: Option<GameView>,
    /// A league fixture's table: its players alone play it (no computer seat, no "I'm away"),
    /// and it begins once they all sit.
    pub league: bool,
}

/// A seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub name: String,
    pub computer: bool,
    pub away: bool,
    pub empty: bool,
    pub clock_left: Option<u64>,
}
