//! A round's deal: who deals and the order the cards come off the deck.

use rand::Rng;

use super::Seat;
use crate::cards::{Card, CardSet, Deck, shuffled};

/// The cards of one round in the order they come off the deck, and the round's dealer.
/// The deck is dealt player, dealer, player, dealer; every later card goes to whoever draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    dealer: Seat,
    cards: Vec<Card>,
}

/// Why a list of cards cannot be a deal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// Fewer than the four cards of the opening deal.
    #[error("a round needs at least 4 cards for the opening deal, not {found}")]
    TooFewCards {
        /// How many cards there were.
        found: usize,
    },
    /// The same card twice in one deck.
    #[error("{card} comes off the deck twice (card {index})")]
    Repeated {
        /// Where the card appears the second time (0-based).
        index: usize,
        /// The repeated card.
        card: Card,
    },
}

impl Deal {
    /// Cards taken for the opening deal: two each.
    pub const OPENING_CARDS: usize = 4;

    /// A deal from given cards; they must be distinct and at least four. Every card that can be
    /// written is one of the 36-card deck (six to ace).
    pub fn new(dealer: Seat, cards: Vec<Card>) -> Result<Deal, DealError> {
        if cards.len() < Self::OPENING_CARDS {
            return Err(DealError::TooFewCards { found: cards.len() });
        }
        let mut seen = CardSet::EMPTY;
        for (index, &card) in cards.iter().enumerate() {
            if !seen.insert(card) {
                return Err(DealError::Repeated { index, card });
            }
        }
        Ok(Deal { dealer, cards })
    }

    /// A random deal: the dealer is drawn first (each seat equally likely), then a fresh
    /// 36-card deck is shuffled, both from `rng`, so a seed replays the same deal.
    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Deal {
        let dealer = if rng.random_bool(0.5) {
            Seat::One
        } else {
            Seat::Zero
        };
        Deal {
            dealer,
            cards: shuffled(Deck::Full36, rng),
        }
    }

    /// The round's dealer.
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The cards in the order they come off the deck.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn a_fresh_shuffled_36_card_deck_each_round() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let first = Deal::random(&mut rng);
        let second = Deal::random(&mut rng);
        for deal in [&first, &second] {
            assert_eq!(deal.cards().len(), 36);
            assert_eq!(
                deal.cards().iter().copied().collect::<CardSet>(),
                CardSet::ALL_36
            );
        }
        assert_ne!(first.cards(), second.cards());
    }

    #[test]
    fn the_dealer_is_chosen_at_random_each_round() {
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let dealers: Vec<Seat> = (0..200).map(|_| Deal::random(&mut rng).dealer()).collect();
        let seat_one = dealers.iter().filter(|&&seat| seat == Seat::One).count();
        assert!(
            (60..140).contains(&seat_one),
            "seat 1 dealt {seat_one} of 200"
        );
    }

    #[test]
    fn a_deal_repeats_from_its_seed() {
        let a = Deal::random(&mut ChaCha8Rng::seed_from_u64(9));
        let b = Deal::random(&mut ChaCha8Rng::seed_from_u64(9));
        assert_eq!(a, b);
    }

    #[test]
    fn a_deal_needs_four_distinct_cards() {
        let three = parse_cards("TH 7S AD").unwrap();
        assert_eq!(
            Deal::new(Seat::Zero, three),
            Err(DealError::TooFewCards { found: 3 })
        );
        let repeated = parse_cards("TH 7S AD 7S").unwrap();
        assert_eq!(
            Deal::new(Seat::Zero, repeated),
            Err(DealError::Repeated {
                index: 3,
                card: "7S".parse().unwrap()
            })
        );
    }
}
