//! What handling an input produces: the outputs the shells show or do ([`Output`], whose
//! words are the [`Notice`]s), the records it changed for storage ([`Changes`]), and the
//! request a computer's turn makes of the host ([`ComputerTurn`]). Vocabulary only.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::model::HistoryEntry;
use super::notice::Notice;
use super::settings::Ai;
use crate::ids::{ChatId, Millis, TableId, UserId};
use crate::league::LeagueId;
use crate::league::export::Export;

/// What the shells do after an input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "output", rename_all = "snake_case")]
pub enum Output {
    /// Tell only this user (a button's alert, an ephemeral reply).
    Private { user: UserId, notice: Notice },
    /// A message in the chat (an answer to a command, or a moment worth a notification).
    Chat { chat: ChatId, notice: Notice },
    /// The table changed: update its message and every player's hand in place.
    Table { table: TableId },
    /// It is this user's turn: notify him.
    YourTurn { table: TableId, user: UserId },
    /// The league changed: update its standings message in place.
    Standings { league: LeagueId },
    /// A computer seat is to move: the host thinks and answers with `Action::Computer`
    /// (never shown to anyone).
    ComputerTurn(ComputerTurn),
    /// A league's season exported for this user, who asked in `chat`: sent to him as files,
    /// privately where the platform allows.
    Export {
        user: UserId,
        chat: ChatId,
        export: Export,
    },
}

/// The records an input changed, for storage.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    pub tables: BTreeSet<TableId>,
    /// New log entries: (table, index of the first new move).
    pub moves_from: BTreeMap<TableId, usize>,
    pub users: BTreeSet<UserId>,
    pub chats: BTreeSet<ChatId>,
    pub history: Vec<HistoryEntry>,
    /// The service's counters (next table id, chips granted) changed.
    pub meta: bool,
    /// Leagues changed (registrations, fixtures, results).
    pub leagues: BTreeSet<LeagueId>,
    /// Users whose ratings changed.
    pub ratings: BTreeSet<UserId>,
}

impl Changes {
    /// True when nothing needs storing.
    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
            && self.users.is_empty()
            && self.chats.is_empty()
            && self.history.is_empty()
            && !self.meta
            && self.leagues.is_empty()
            && self.ratings.is_empty()
    }
}

/// What handling an input produced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    pub outputs: Vec<Output>,
    pub changes: Changes,
}

/// A computer seat is to move: the host thinks ([`think`](super::computer::think)) and answers with
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
