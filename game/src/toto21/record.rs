//! The Toto21 record (`docs/toto21-record.md`): the conditions, and per round the dealer, the
//! cards in the order they came off the deck and the moves. Seats are not written: the player
//! moves first, then the dealer.

use serde::{Deserialize, Serialize};

use super::{Action, ConditionsSpec, Input, Seat};
use crate::cards::format_cards;
use crate::cards::{Card, parse_cards};

/// The value of a record's `"game"` field.
pub const GAME_NAME: &str = "toto21";

/// A whole match, or its beginning, as written in a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// Always `"toto21"`.
    pub game: String,
    /// The match conditions.
    pub conditions: ConditionsSpec,
    /// The rounds in order, replays of double busts included.
    pub rounds: Vec<RecordRound>,
    /// A seat whose time for the whole match ran out after the last move written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub out_of_time: Option<Seat>,
}

/// One round as written in a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordRound {
    /// The dealer's seat.
    pub dealer: Seat,
    /// The cards that came off the deck, in order, space-separated (`"TH 7S AD 9C"`).
    pub cards: String,
    /// The moves in order: the player's, then the dealer's.
    pub actions: Vec<RecordAction>,
}

/// A move as written in a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RecordAction {
    /// Draw a face-up card.
    Hit,
    /// Stop drawing.
    Stand,
    /// The player takes his blind card.
    Blind,
    /// The mover's time for the move ran out: he stands.
    Timeout,
}

impl RecordAction {
    /// The engine input for this move by the seat to move.
    pub const fn input(self, seat: Seat) -> Input {
        match self {
            RecordAction::Hit => Input::Act {
                seat,
                action: Action::Hit,
            },
            RecordAction::Stand => Input::Act {
                seat,
                action: Action::Stand,
            },
            RecordAction::Blind => Input::Act {
                seat,
                action: Action::Blind,
            },
            RecordAction::Timeout => Input::MoveTimeout { seat },
        }
    }
}

impl From<Action> for RecordAction {
    fn from(action: Action) -> RecordAction {
        match action {
            Action::Hit => RecordAction::Hit,
            Action::Stand => RecordAction::Stand,
            Action::Blind => RecordAction::Blind,
        }
    }
}

/// A round whose fields are read: a seat and real cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct ReadRound {
    pub(super) dealer: Seat,
    pub(super) cards: Vec<Card>,
    pub(super) actions: Vec<RecordAction>,
}

impl RecordRound {
    /// The round written for a finished one: its dealer, the cards used and the moves.
    pub fn new(dealer: Seat, cards: &[Card], actions: Vec<RecordAction>) -> RecordRound {
        RecordRound {
            dealer,
            cards: format_cards(cards),
            actions,
        }
    }

    /// Reads the cards; the reason in plain words when they cannot be read.
    pub(super) fn read(&self) -> Result<ReadRound, String> {
        let dealer = self.dealer;
        let cards = parse_cards(&self.cards).map_err(|err| format!("\"cards\": {err}"))?;
        Ok(ReadRound {
            dealer,
            cards,
            actions: self.actions.clone(),
        })
    }
}
