use rand::Rng;

use super::{Card, CardSet};

/// Which pack a game uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deck {
    /// 32 cards, seven to ace (the Blot family).
    Piquet32,
    /// 36 cards, six to ace (Toto21, Durak).
    Full36,
}

impl Deck {
    /// Every card of the pack.
    pub const fn cards(self) -> CardSet {
        match self {
            Deck::Piquet32 => CardSet::ALL_32,
            Deck::Full36 => CardSet::ALL_36,
        }
    }
}

/// The pack in a random order drawn from `rng` (Fisher–Yates). The same seed gives the same
/// order, so a game can be replayed from its seed.
pub fn shuffled<R: Rng + ?Sized>(deck: Deck, rng: &mut R) -> Vec<Card> {
    let mut cards: Vec<Card> = deck.cards().iter().collect();
    for i in (1..cards.len()).rev() {
        let j = rng.random_range(0..=i as u32) as usize;
        cards.swap(i, j);
    }
    cards
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn a_shuffle_is_a_permutation_of_the_pack() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for deck in [Deck::Piquet32, Deck::Full36] {
            let cards = shuffled(deck, &mut rng);
            assert_eq!(cards.len() as u32, deck.cards().len());
            assert_eq!(cards.iter().copied().collect::<CardSet>(), deck.cards());
        }
    }

    #[test]
    fn the_same_seed_replays_the_same_shuffle() {
        let a = shuffled(Deck::Piquet32, &mut ChaCha8Rng::seed_from_u64(42));
        let b = shuffled(Deck::Piquet32, &mut ChaCha8Rng::seed_from_u64(42));
        let c = shuffled(Deck::Piquet32, &mut ChaCha8Rng::seed_from_u64(43));
        assert_eq!(a, b);
        assert_ne!(a, c);
    }
}
