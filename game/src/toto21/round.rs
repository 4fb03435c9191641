//! One round: the opening deal, the golden point, the player's turn, the dealer's turn and the
//! settling of the result.

use serde::Serialize;

use super::value::{TWENTY_ONE, hand_total, is_bust};
use super::{ActionError, Deal, Event, Seat};
use crate::cards::{Card, Rank};

/// A choice a seat makes on its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// Draw a face-up card (only while the visible total is below 21).
    Hit,
    /// Stop drawing; the turn passes on.
    Stand,
    /// The player draws one face-down card, once per round; it counts when the round ends.
    Blind,
}

/// Whose turn it is within a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Turn {
    Player,
    Dealer,
}

/// A round being played. Only the engine holds it: it knows the hidden cards.
#[derive(Clone, Debug)]
pub(super) struct Round {
    number: u32,
    prize: u32,
    dealer: Seat,
    deck: Vec<Card>,
    drawn: usize,
    player_cards: Vec<Card>,
    blind: Option<Card>,
    dealer_cards: Vec<Card>,
    turn: Turn,
}

/// A round just dealt: either it is to be played, or the golden point settled it at once.
pub(super) enum Opening {
    InPlay(Round),
    Settled(RoundResult),
}

/// How a finished round came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RoundOutcome {
    /// One seat won the round's prize.
    Won {
        /// The winner's seat.
        winner: Seat,
        /// Points won (the round's prize).
        points: u32,
        /// True when two aces decided the round at the deal.
        golden_point: bool,
    },
    /// Both went over 21: nobody scores and the round is replayed for a prize one higher.
    DoubleBust {
        /// The replay's prize.
        next_prize: u32,
    },
}

impl RoundOutcome {
    /// The winner and the points he scored; `None` after a double bust.
    pub const fn winner_points(self) -> Option<(Seat, u32)> {
        match self {
            RoundOutcome::Won { winner, points, .. } => Some((winner, points)),
            RoundOutcome::DoubleBust { .. } => None,
        }
    }
}

/// A finished round with every card shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundResult {
    /// The round's number, from 1.
    pub number: u32,
    /// The dealer's seat (the other seat was the player).
    pub dealer: Seat,
    /// The points the round was played for.
    pub prize: u32,
    /// The player's face-up cards in the order drawn.
    pub player_cards: Vec<Card>,
    /// The player's blind card, if he took one.
    pub blind: Option<Card>,
    /// The dealer's cards in the order drawn (the second was the hidden one).
    pub dealer_cards: Vec<Card>,
    /// Each seat's final total (the player's with his blind card), seat 0 first.
    pub totals: [u8; 2],
    /// Whether each seat went over 21, seat 0 first.
    pub busts: [bool; 2],
    /// Who won what.
    pub outcome: RoundOutcome,
    /// How many cards came off the deck.
    pub cards_used: usize,
}

impl Round {
    /// Deals the opening four cards (player, dealer, player, dealer) and checks the golden
    /// point: a player dealt two aces wins at once, unless the dealer holds two aces too.
    pub(super) fn open(
        number: u32,
        prize: u32,
        deal: Deal,
        events: &mut Vec<Event>,
    ) -> Result<Opening, ActionError> {
        let dealer = deal.dealer();
        let mut round = Round {
            number,
            prize,
            dealer,
            deck: deal.cards().to_vec(),
            drawn: 0,
            player_cards: Vec::with_capacity(6),
            blind: None,
            dealer_cards: Vec::with_capacity(6),
            turn: Turn::Player,
        };
        for _ in 0..2 {
            let card = round.draw()?;
            round.player_cards.push(card);
            let card = round.draw()?;
            round.dealer_cards.push(card);
        }
        events.push(Event::RoundDealt {
            round: number,
            dealer,
            prize,
            player_cards: round.player_cards.clone(),
            dealer_up_card: round.dealer_cards[0],
        });
        if !is_pair_of_aces(&round.player_cards) {
            return Ok(Opening::InPlay(round));
        }
        let winner = if round.dealer_cards[0].rank() == Rank::Ace {
            events.push(round.hidden_card_turned());
            if is_pair_of_aces(&round.dealer_cards) {
                dealer
            } else {
                round.player()
            }
        } else {
            round.player()
        };
        let outcome = RoundOutcome::Won {
            winner,
            points: prize,
            golden_point: true,
        };
        Ok(Opening::Settled(round.finish(outcome)))
    }

    /// The seat whose turn it is.
    pub(super) fn to_move(&self) -> Seat {
        match self.turn {
            Turn::Player => self.player(),
            Turn::Dealer => self.dealer,
        }
    }

    /// The actions the seat to move may take, in the order hit, stand, blind.
    pub(super) fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::with_capacity(3);
        let may_draw = self.visible_total_of_mover() < TWENTY_ONE;
        if may_draw {
            actions.push(Action::Hit);
        }
        actions.push(Action::Stand);
        if may_draw && self.turn == Turn::Player && self.blind.is_none() {
            actions.push(Action::Blind);
        }
        actions
    }

    /// Applies a seat's action; returns the result when the round has ended.
    pub(super) fn act(
        &mut self,
        seat: Seat,
        action: Action,
        timed_out: bool,
        events: &mut Vec<Event>,
    ) -> Result<Option<RoundResult>, ActionError> {
        let turn = self.to_move();
        if seat != turn {
            return Err(ActionError::NotYourTurn { seat, turn });
        }
        match action {
            Action::Stand => {
                events.push(Event::Stood { seat, timed_out });
                Ok(self.end_turn(events))
            }
            Action::Hit => {
                self.check_may_draw()?;
                let card = self.draw()?;
                self.hand_of_mover().push(card);
                events.push(Event::Drew { seat, card });
                let total = self.visible_total_of_mover();
                if is_bust(total) {
                    events.push(Event::WentOver { seat, total });
                    return Ok(self.end_turn(events));
                }
                Ok(None)
            }
            Action::Blind => {
                if self.turn == Turn::Dealer {
                    return Err(ActionError::DealerMayNotTakeBlind);
                }
                if self.blind.is_some() {
                    return Err(ActionError::BlindAlreadyUsed);
                }
                self.check_may_draw()?;
                self.blind = Some(self.draw()?);
                events.push(Event::BlindCardTaken { seat });
                Ok(None)
            }
        }
    }

    /// The round's number, from 1.
    pub(super) const fn number(&self) -> u32 {
        self.number
    }

    /// Points the round's winner gets.
    pub(super) const fn prize(&self) -> u32 {
        self.prize
    }

    /// The dealer's seat.
    pub(super) const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The player's seat: the one that is not dealing.
    pub(super) const fn player(&self) -> Seat {
        self.dealer.other()
    }

    /// Whether it is the dealer's turn (his hidden card is then face up).
    pub(super) fn is_dealer_turn(&self) -> bool {
        self.turn == Turn::Dealer
    }

    /// The player's face-up cards (never the blind card).
    pub(super) fn player_cards(&self) -> &[Card] {
        &self.player_cards
    }

    /// Whether the player has taken his blind card.
    pub(super) fn blind_taken(&self) -> bool {
        self.blind.is_some()
    }

    /// All of the dealer's cards, the hidden one included: callers decide what to show.
    pub(super) fn dealer_cards(&self) -> &[Card] {
        &self.dealer_cards
    }

    fn check_may_draw(&self) -> Result<(), ActionError> {
        if self.visible_total_of_mover() >= TWENTY_ONE {
            Err(ActionError::CannotHitAt21)
        } else {
            Ok(())
        }
    }

    fn draw(&mut self) -> Result<Card, ActionError> {
        let card = self
            .deck
            .get(self.drawn)
            .copied()
            .ok_or(ActionError::DeckExhausted)?;
        self.drawn += 1;
        Ok(card)
    }

    fn hand_of_mover(&mut self) -> &mut Vec<Card> {
        match self.turn {
            Turn::Player => &mut self.player_cards,
            Turn::Dealer => &mut self.dealer_cards,
        }
    }

    /// The mover's total from his face-up cards: the player's blind card does not count yet.
    fn visible_total_of_mover(&self) -> u8 {
        match self.turn {
            Turn::Player => hand_total(&self.player_cards),
            Turn::Dealer => hand_total(&self.dealer_cards),
        }
    }

    fn hidden_card_turned(&self) -> Event {
        Event::HiddenCardTurned {
            seat: self.dealer,
            card: self.dealer_cards[1],
        }
    }

    /// Passes the turn from the player to the dealer, or settles the round after the dealer.
    fn end_turn(&mut self, events: &mut Vec<Event>) -> Option<RoundResult> {
        match self.turn {
            Turn::Player => {
                self.turn = Turn::Dealer;
                events.push(self.hidden_card_turned());
                None
            }
            Turn::Dealer => Some(self.settle()),
        }
    }

    /// The result once both have played: exactly one bust loses; neither bust, the higher
    /// total wins and a tie goes to the dealer; both bust, the round is replayed.
    fn settle(&mut self) -> RoundResult {
        let player_total = self.player_total();
        let dealer_total = hand_total(&self.dealer_cards);
        let outcome = match (is_bust(player_total), is_bust(dealer_total)) {
            (true, true) => RoundOutcome::DoubleBust {
                next_prize: self.prize + 1,
            },
            (true, false) => self.won_by(self.dealer),
            (false, true) => self.won_by(self.player()),
            (false, false) if player_total > dealer_total => self.won_by(self.player()),
            (false, false) => self.won_by(self.dealer),
        };
        self.finish(outcome)
    }

    fn won_by(&self, winner: Seat) -> RoundOutcome {
        RoundOutcome::Won {
            winner,
            points: self.prize,
            golden_point: false,
        }
    }

    /// The player's total with his blind card.
    fn player_total(&self) -> u8 {
        let mut cards = self.player_cards.clone();
        cards.extend(self.blind);
        hand_total(&cards)
    }

    fn finish(&mut self, outcome: RoundOutcome) -> RoundResult {
        let mut totals = [0; 2];
        totals[self.player().index()] = self.player_total();
        totals[self.dealer.index()] = hand_total(&self.dealer_cards);
        RoundResult {
            number: self.number,
            dealer: self.dealer,
            prize: self.prize,
            player_cards: std::mem::take(&mut self.player_cards),
            blind: self.blind,
            dealer_cards: std::mem::take(&mut self.dealer_cards),
            totals,
            busts: totals.map(is_bust),
            outcome,
            cards_used: self.drawn,
        }
    }
}

fn is_pair_of_aces(cards: &[Card]) -> bool {
    cards.len() == 2 && cards.iter().all(|card| card.rank() == Rank::Ace)
}
