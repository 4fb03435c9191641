//! What each viewer may see. A view holds copies of face-up cards only: the dealer's hidden
//! card until his turn and the blind card until the round ends are not in it at all.

use serde::Serialize;

use super::value::hand_total;
use super::{Action, Conditions, Match, MatchEnd, RoundResult, Seat};
use crate::cards::Card;

/// Who is looking at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    /// One of the two seats.
    Seat(Seat),
    /// Anyone else.
    Spectator,
}

/// The table as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableView {
    /// Who this view is for.
    pub viewer: Viewer,
    /// The match conditions.
    pub conditions: Conditions,
    /// The score, seat 0 first.
    pub score: [u32; 2],
    /// The last finished round, every card shown.
    pub last_round: Option<RoundResult>,
    /// What is happening now.
    pub state: StateView,
}

/// The match's phase as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum StateView {
    /// Waiting for the next deal, which is worth `prize` points.
    AwaitingDeal {
        /// Points the next round is worth.
        prize: u32,
    },
    /// A round is being played.
    Playing(RoundView),
    /// The match is over.
    Over(MatchEnd),
}

/// A round in play as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundView {
    /// The round's number, from 1.
    pub number: u32,
    /// Points the round's winner gets.
    pub prize: u32,
    /// The seat to move.
    pub turn: Seat,
    /// The player's hand (the seat that is not dealing).
    pub player: HandView,
    /// The dealer's hand.
    pub dealer: HandView,
    /// The actions this viewer may take now (empty unless it is his turn).
    pub your_actions: Vec<Action>,
}

/// One hand as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandView {
    /// Whose hand it is.
    pub seat: Seat,
    /// The face-up cards in the order drawn.
    pub face_up: Vec<Card>,
    /// How many face-down cards the hand holds (the dealer's hidden card, the blind card).
    pub face_down: u8,
    /// The total of the face-up cards.
    pub visible_total: u8,
}

impl HandView {
    fn new(seat: Seat, face_up: &[Card], face_down: u8) -> HandView {
        HandView {
            seat,
            face_up: face_up.to_vec(),
            face_down,
            visible_total: hand_total(face_up),
        }
    }
}

impl Match {
    /// The table as `viewer` sees it. In Toto21 both seats and a spectator see the same cards:
    /// the player's cards are face up for all, the dealer's second card stays face down (even to
    /// the dealer) until his turn, and the blind card is seen by nobody until the round ends.
    /// Views differ only in the actions offered.
    pub fn view(&self, viewer: Viewer) -> TableView {
        let state = match (self.round_in_play(), self.end_of_match()) {
            (_, Some(end)) => StateView::Over(*end),
            (None, None) => StateView::AwaitingDeal {
                prize: self.prize(),
            },
            (Some(round), None) => {
                let dealer_cards = round.dealer_cards();
                let (dealer_face_up, dealer_face_down) = if round.is_dealer_turn() {
                    (dealer_cards, 0)
                } else {
                    (&dealer_cards[..1], 1)
                };
                let your_actions = match viewer {
                    Viewer::Seat(seat) => self.legal_actions(seat),
                    Viewer::Spectator => Vec::new(),
                };
                StateView::Playing(RoundView {
                    number: round.number(),
                    prize: round.prize(),
                    turn: round.to_move(),
                    player: HandView::new(
                        round.player(),
                        round.player_cards(),
                        u8::from(round.blind_taken()),
                    ),
                    dealer: HandView::new(round.dealer(), dealer_face_up, dealer_face_down),
                    your_actions,
                })
            }
        };
        TableView {
            viewer,
            conditions: *self.conditions(),
            score: self.score(),
            last_round: self.rounds().last().cloned(),
            state,
        }
    }
}
