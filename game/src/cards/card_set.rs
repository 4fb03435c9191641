use std::fmt;
use std::str::FromStr;

use super::{Card, ParseCardError, Rank, Suit};

/// A set of cards as a 64-bit mask (bit `suit * 16 + rank`). Copy, and every operation is a
/// few instructions, which the rules engines and computer players rely on.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

const SUIT_MASK: u64 = 0x1ff;

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);

    /// The set with this raw mask; bits that name no card are dropped.
    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & Self::ALL_36.0)
    }

    /// The raw mask.
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// All 36 cards, six to ace.
    pub const ALL_36: CardSet = CardSet(
        SUIT_MASK | SUIT_MASK << 16 | SUIT_MASK << 32 | SUIT_MASK << 48,
    );

    /// The 32 cards of the piquet pack, seven to ace.
    pub const ALL_32: CardSet = CardSet(Self::ALL_36.0 & !(1 | 1 << 16 | 1 << 32 | 1 << 48));

    /// Every card of one suit (six to ace).
    pub const fn suit(suit: Suit) -> CardSet {
        CardSet(SUIT_MASK << (suit as u32 * 16))
    }

    /// Every card of one rank (all four suits).
    pub const fn rank(rank: Rank) -> CardSet {
        let bit = 1u64 << rank as u32;
        CardSet(bit | bit << 16 | bit << 32 | bit << 48)
    }

    /// The set holding only this card.
    pub const fn single(card: Card) -> CardSet {
        CardSet(1 << card.bit())
    }

    /// Number of cards.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// True when the set holds no card.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True when the card is in the set.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.bit()) != 0
    }

    /// Adds a card; returns whether it was new.
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= 1 << card.bit();
        new
    }

    /// Removes a card; returns whether it was there.
    pub fn remove(&mut self, card: Card) -> bool {
        let present = self.contains(card);
        self.0 &= !(1 << card.bit());
        present
    }

    /// Cards in both sets.
    pub const fn and(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards in either set.
    pub const fn or(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards of `self` not in `other`.
    pub const fn without(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards of one suit in this set.
    pub const fn of_suit(self, suit: Suit) -> CardSet {
        self.and(CardSet::suit(suit))
    }

    /// The ranks held in one suit, as a 9-bit mask (bit = natural rank index).
    pub const fn suit_ranks(self, suit: Suit) -> u16 {
        ((self.0 >> (suit as u32 * 16)) & SUIT_MASK) as u16
    }

    /// The lowest card by bit order (suit, then natural rank), if any.
    pub fn first(self) -> Option<Card> {
        if self.0 == 0 { None } else { Card::from_bit(self.0.trailing_zeros()) }
    }

    /// The `n`-th card in bit order (0-based), if the set has that many.
    pub fn nth(self, n: u32) -> Option<Card> {
        let mut bits = self.0;
        for _ in 0..n {
            bits &= bits.wrapping_sub(1);
        }
        if bits == 0 { None } else { Card::from_bit(bits.trailing_zeros()) }
    }

    /// The cards in bit order: by suit (S H D C), then rank low to high.
    pub fn iter(self) -> Iter {
        Iter(self.0)
    }
}

/// Iterator over a [`CardSet`] in bit order.
pub struct Iter(u64);

impl Iterator for Iter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Card::from_bit(bit)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = Iter;

    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl fmt::Display for CardSet {
    /// Space-separated cards in bit order, e.g. `7S QS TH`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{self}]")
    }
}

impl FromStr for CardSet {
    type Err = ParseCardError;

    /// Reads space-separated cards; a card given twice is an error.
    fn from_str(text: &str) -> Result<CardSet, ParseCardError> {
        let mut set = CardSet::EMPTY;
        for word in text.split_whitespace() {
            let card: Card = word.parse()?;
            if !set.insert(card) {
                return Err(ParseCardError::Duplicate { card });
            }
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_have_their_sizes() {
        assert_eq!(CardSet::ALL_36.len(), 36);
        assert_eq!(CardSet::ALL_32.len(), 32);
        assert!(!CardSet::ALL_32.contains("6S".parse().unwrap()));
        for suit in Suit::ALL {
            assert_eq!(CardSet::ALL_32.of_suit(suit).len(), 8);
        }
        for rank in Rank::ALL {
            assert_eq!(CardSet::rank(rank).len(), 4);
        }
    }

    #[test]
    fn parse_display_round_trip_in_bit_order() {
        let set: CardSet = "TH 7S QS".parse().unwrap();
        assert_eq!(set.to_string(), "7S QS TH");
        assert_eq!(set.len(), 3);
        assert_eq!(set.to_string().parse::<CardSet>(), Ok(set));
    }

    #[test]
    fn a_card_twice_is_refused() {
        let err = "TH 10H".parse::<CardSet>().unwrap_err();
        assert_eq!(err.to_string(), "TH appears twice");
    }

    #[test]
    fn insert_remove_nth() {
        let mut set = CardSet::EMPTY;
        let ace: Card = "AC".parse().unwrap();
        assert!(set.insert(ace));
        assert!(!set.insert(ace));
        set.insert("7S".parse().unwrap());
        assert_eq!(set.nth(0), "7S".parse().ok());
        assert_eq!(set.nth(1), Some(ace));
        assert_eq!(set.nth(2), None);
        assert!(set.remove(ace));
        assert!(!set.remove(ace));
        assert_eq!(set.len(), 1);
    }
}
