//! What an accepted input caused. Events carry only cards that are face up when they happen,
//! so a table service may show them to anyone.

use serde::Serialize;

use super::{Deal, MatchEnd, RoundResult, Seat};
use crate::cards::Card;

/// One thing that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A round was dealt: the player's two cards and the dealer's face-up card are shown.
    RoundDealt {
        /// The round's number, from 1.
        round: u32,
        /// The dealer's seat; the other seat is the player and moves first.
        dealer: Seat,
        /// Points the round's winner gets.
        prize: u32,
        /// The player's two face-up cards.
        player_cards: Vec<Card>,
        /// The dealer's face-up card.
        dealer_up_card: Card,
    },
    /// A seat hit and drew this face-up card.
    Drew {
        /// Who drew.
        seat: Seat,
        /// The card drawn.
        card: Card,
    },
    /// The player took the blind card; nobody sees it until the round ends.
    BlindCardTaken {
        /// The player's seat.
        seat: Seat,
    },
    /// A seat stood; `timed_out` when its time for the move ran out.
    Stood {
        /// Who stood.
        seat: Seat,
        /// True when the stand came from a move timeout.
        timed_out: bool,
    },
    /// A seat's visible cards went over 21; its turn is over.
    WentOver {
        /// Who went over.
        seat: Seat,
        /// The visible total.
        total: u8,
    },
    /// The dealer's hidden card was turned face up.
    HiddenCardTurned {
        /// The dealer's seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The round ended; every card of it is shown.
    RoundEnded(RoundResult),
    /// The match ended.
    MatchEnded(MatchEnd),
}

impl Event {
    /// How many cards came off the deck in this event: four for a deal, one for a hit or a
    /// blind card.
    pub const fn cards_drawn(&self) -> usize {
        match self {
            Event::RoundDealt { .. } => Deal::OPENING_CARDS,
            Event::Drew { .. } | Event::BlindCardTaken { .. } => 1,
            _ => 0,
        }
    }
}
