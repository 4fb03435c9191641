//! The order of the 36-card pack for one game: who is dealt what, the stock, the turned trump.

use std::fmt;

use rand::Rng;

use super::error::DurakError;
use super::rules::HAND_SIZE;
use super::seat::Seat;
use crate::cards::{Card, CardSet, Deck, Suit, shuffled};

/// Cards in the pack.
pub const DECK_SIZE: usize = 36;

/// Cards dealt to both players before play.
pub(crate) const DEALT: usize = 2 * HAND_SIZE as usize;

/// The pack in dealing order. The first six cards go to seat 0, the next six to seat 1, the
/// rest is the stock, drawn from the front; the last card is the turned trump, drawn last.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct DeckOrder([Card; DECK_SIZE]);

impl DeckOrder {
    /// The deck in this order, if it holds each of the 36 cards (six to ace) exactly once.
    pub fn from_cards(cards: &[Card]) -> Result<DeckOrder, DurakError> {
        let array: [Card; DECK_SIZE] = cards
            .try_into()
            .map_err(|_| DurakError::NotAFullDeck { cards: cards.len() })?;
        let set: CardSet = array.iter().copied().collect();
        if set != Deck::Full36.cards() {
            return Err(DurakError::NotAFullDeck {
                cards: set.len() as usize,
            });
        }
        Ok(DeckOrder(array))
    }

    /// A deck shuffled with `rng`; the same RNG state gives the same order.
    pub fn shuffled<R: Rng + ?Sized>(rng: &mut R) -> DeckOrder {
        let mut array = [Card::new(crate::cards::Rank::Six, Suit::Spades); DECK_SIZE];
        for (slot, card) in array.iter_mut().zip(shuffled(Deck::Full36, rng)) {
            *slot = card;
        }
        DeckOrder(array)
    }

    /// The 36 cards in dealing order.
    pub fn cards(&self) -> &[Card; DECK_SIZE] {
        &self.0
    }

    /// The bottom card of the stock, turned face up: its suit is trump.
    pub fn turned(&self) -> Card {
        self.0[DECK_SIZE - 1]
    }

    /// The trump suit.
    pub fn trump(&self) -> Suit {
        self.turned().suit()
    }

    /// The six cards dealt to `seat`.
    pub fn dealt_hand(&self, seat: Seat) -> CardSet {
        let start = seat.index() * HAND_SIZE as usize;
        self.0[start..start + HAND_SIZE as usize]
            .iter()
            .copied()
            .collect()
    }

    /// The seat dealt the lowest trump, or `None` when neither was dealt a trump.
    pub fn lowest_trump_holder(&self) -> Option<Seat> {
        let trumps = CardSet::suit(self.trump());
        Seat::BOTH
            .into_iter()
            .filter_map(|seat| Some((self.dealt_hand(seat).and(trumps).first()?, seat)))
            .min()
            .map(|(_, seat)| seat)
    }
}

impl fmt::Display for DeckOrder {
    /// The 36 cards space-separated, in dealing order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for DeckOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DeckOrder({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Seat 0: 6H..JH, seat 1: 6D..JD, stock: the rest, turned card AS.
    pub(crate) const ORDERED: &str = "6H 7H 8H 9H TH JH 6D 7D 8D 9D TD JD \
        QH KH AH QD KD AD 6C 7C 8C 9C TC JC QC KC AC 6S 7S 8S 9S TS JS QS KS AS";

    #[test]
    fn dealing_gives_six_cards_each_and_turns_the_last_card() {
        let deck = DeckOrder::from_cards(&parse_cards(ORDERED).expect("cards")).expect("deck");
        assert_eq!(
            deck.dealt_hand(Seat::ZERO),
            "6H 7H 8H 9H TH JH".parse().expect("cards")
        );
        assert_eq!(
            deck.dealt_hand(Seat::ONE),
            "6D 7D 8D 9D TD JD".parse().expect("cards")
        );
        assert_eq!(deck.turned().to_string(), "AS");
        assert_eq!(deck.trump(), Suit::Spades);
        assert_eq!(deck.to_string(), ORDERED);
    }

    #[test]
    fn a_deck_must_hold_each_card_once() {
        let mut cards = parse_cards(ORDERED).expect("cards");
        assert!(matches!(
            DeckOrder::from_cards(&cards[1..]),
            Err(DurakError::NotAFullDeck { cards: 35 })
        ));
        cards[0] = cards[1];
        assert!(DeckOrder::from_cards(&cards).is_err());
    }

    #[test]
    fn first_attacker_is_the_holder_of_the_lowest_trump() {
        let mut cards = parse_cards(ORDERED).expect("cards");
        // Give seat 1 the 9S and seat 0 the 7S: seat 0 holds the lowest trump.
        cards.swap(11, 30);
        cards.swap(0, 28);
        let deck = DeckOrder::from_cards(&cards).expect("deck");
        assert_eq!(deck.lowest_trump_holder(), Some(Seat::ZERO));
        let plain = DeckOrder::from_cards(&parse_cards(ORDERED).expect("cards")).expect("deck");
        assert_eq!(plain.lowest_trump_holder(), None);
    }

    #[test]
    fn shuffling_is_a_permutation_and_replays_from_a_seed() {
        let a = DeckOrder::shuffled(&mut ChaCha8Rng::seed_from_u64(5));
        let b = DeckOrder::shuffled(&mut ChaCha8Rng::seed_from_u64(5));
        assert_eq!(a, b);
        assert!(DeckOrder::from_cards(a.cards()).is_ok());
    }
}
