//! What one seat knows of a game, and deals of the unseen cards consistent with it.

use rand::RngCore;
use rand::seq::SliceRandom;

use super::super::{Game, GamePhase, Seat, Table};
use crate::cards::{Card, CardSet};

/// Everything one seat may know of the position.
#[derive(Clone, Copy, Debug)]
pub struct Knowledge {
    seat: Seat,
    hand: CardSet,
    /// The own cards the other seat knows of.
    hand_known: CardSet,
    /// The other seat's cards this seat knows of.
    other_known: CardSet,
    /// How many of the other seat's cards this seat has not seen.
    other_unseen: usize,
    /// Cards this seat has not seen: in the other hand or the stock.
    unseen: CardSet,
    stock_len: usize,
    trump_card: Card,
    table: Table,
    attacker: Seat,
    defending: bool,
    first_attacker: Seat,
}

impl Knowledge {
    /// What `seat` knows of `game`; `None` once the game is over.
    pub fn of(game: &Game, seat: Seat) -> Option<Knowledge> {
        let (attacker, table, defending) = match *game.phase() {
            GamePhase::Attacking { attacker, table } => (attacker, table, false),
            GamePhase::Defending { attacker, table } => (attacker, table, true),
            GamePhase::Finished(_) => return None,
        };
        let other = seat.other();
        let hand = game.hand(seat);
        let other_known = game.known_hand(other);
        let trump_card = game.deck().turned();
        let stock_len = game.stock_count() as usize;
        let mut seen = hand.or(game.discard()).or(table.cards()).or(other_known);
        if stock_len > 0 {
            seen.insert(trump_card);
        }
        Some(Knowledge {
            seat,
            hand,
            hand_known: game.known_hand(seat),
            other_known,
            other_unseen: (game.hand(other).len() - other_known.len()) as usize,
            unseen: CardSet::ALL_36.without(seen),
            stock_len,
            trump_card,
            table,
            attacker,
            defending,
            first_attacker: game.first_attacker(),
        })
    }

    /// The cards this seat has not seen.
    pub const fn unseen(&self) -> CardSet {
        self.unseen
    }

    /// True when the seat knows every card's place (the stock is empty).
    pub const fn is_perfect(&self) -> bool {
        self.stock_len == 0
    }

    /// A game the seat cannot tell from the real one: the unseen cards dealt at random to the
    /// other hand and the stock (the turned trump stays at the bottom).
    pub fn sample(&self, rng: &mut dyn RngCore) -> Option<Game> {
        let mut unseen: Vec<Card> = self.unseen.iter().collect();
        unseen.shuffle(rng);
        let stock_unseen = self.stock_len.saturating_sub(1);
        if unseen.len() != self.other_unseen + stock_unseen {
            return None;
        }
        let other_hand: CardSet = self
            .other_known
            .or(unseen[..self.other_unseen].iter().copied().collect());
        let mut stock = unseen[self.other_unseen..].to_vec();
        if self.stock_len > 0 {
            stock.push(self.trump_card);
        }
        let mut hands = [CardSet::EMPTY; 2];
        let mut known = [CardSet::EMPTY; 2];
        hands[self.seat.index()] = self.hand;
        hands[self.seat.other().index()] = other_hand;
        known[self.seat.index()] = self.hand_known;
        known[self.seat.other().index()] = self.other_known;
        Game::imagined(
            &stock,
            self.trump_card,
            hands,
            known,
            self.table,
            self.attacker,
            self.first_attacker,
            self.defending,
        )
    }
}
