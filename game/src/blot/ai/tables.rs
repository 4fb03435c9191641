//! Card facts by strain as flat tables indexed by card bit (`suit * 16 + rank`), shared by the
//! heuristics and the double-dummy solver: points, power in tricks, and suit masks.

use crate::cards::{Card, CardSet, Suit};

use super::super::call::Strain;
use super::super::order::{card_points, trick_strength};

/// The 9-bit rank mask of one suit at bit 0.
const SUIT_BITS: u64 = 0x1fe;

/// The mask of one suit's 32-card pack cards (seven to ace), by suit index.
pub const fn suit_mask(suit: usize) -> u64 {
    SUIT_BITS << (suit * 16)
}

/// The suit index of a card bit.
pub const fn suit_of(bit: u32) -> usize {
    (bit >> 4) as usize
}

/// Per-strain lookup tables. Built once per deal (a few hundred bytes, no allocation).
#[derive(Clone, Copy, Debug)]
pub struct Tables {
    /// The strain.
    pub strain: Strain,
    /// The trump suit index, or 4 in no-trump.
    pub trump: usize,
    /// Sai of each card bit.
    pub points: [u8; 64],
    /// Power of each card within its own suit (higher wins), 1..=8; 0 for non-cards.
    pub power: [u8; 64],
    /// For each card bit, the cards of its suit that beat it.
    pub above: [u64; 64],
    /// For each suit, its rank indices from weakest to strongest.
    pub order: [[u8; 8]; 4],
}

impl Tables {
    /// The tables of a strain.
    pub fn new(strain: Strain) -> Tables {
        let trump = strain.trump().map_or(4, |s| s.index());
        let mut points = [0u8; 64];
        let mut power = [0u8; 64];
        let mut above = [0u64; 64];
        let mut order = [[0u8; 8]; 4];
        for suit in Suit::ALL {
            let cards: Vec<Card> = CardSet::suit(suit).and(CardSet::ALL_32).iter().collect();
            let strength = |c: Card| trick_strength(c, strain.trump(), suit);
            let mut sorted = cards.clone();
            sorted.sort_by_key(|&c| strength(c));
            for (i, &card) in sorted.iter().enumerate() {
                let bit = card.bit() as usize;
                points[bit] = card_points(card, strain) as u8;
                power[bit] = i as u8 + 1;
                order[suit.index()][i] = card.rank().index() as u8;
                for &other in &sorted[i + 1..] {
                    above[bit] |= 1u64 << other.bit();
                }
            }
        }
        Tables {
            strain,
            trump,
            points,
            power,
            above,
            order,
        }
    }

    /// The trump mask (empty in no-trump).
    pub fn trump_mask(&self) -> u64 {
        if self.trump < 4 {
            suit_mask(self.trump)
        } else {
            0
        }
    }

    /// How strongly a card competes in a trick led in suit `led`, exactly as the engine's
    /// `trick_strength`: 0 for a discard, 16+ for the suit led, 32+ for a trump.
    #[inline]
    pub fn strength(&self, bit: u32, led: usize) -> u8 {
        let suit = suit_of(bit);
        if suit == self.trump {
            32 + self.power[bit as usize]
        } else if suit == led {
            16 + self.power[bit as usize]
        } else {
            0
        }
    }

    /// Sai of the cards of a mask.
    pub fn points_of(&self, mut mask: u64) -> u16 {
        let mut total = 0u16;
        while mask != 0 {
            total += u16::from(self.points[mask.trailing_zeros() as usize]);
            mask &= mask - 1;
        }
        total
    }

    /// The strongest card of `mask` within one suit, if any.
    pub fn highest_in(&self, mask: u64, suit: usize) -> Option<u32> {
        let cards = mask & suit_mask(suit);
        self.order[suit]
            .iter()
            .rev()
            .map(|&r| suit as u32 * 16 + u32::from(r))
            .find(|&bit| cards & (1u64 << bit) != 0)
    }

    /// The weakest card of `mask` within one suit, if any.
    pub fn lowest_in(&self, mask: u64, suit: usize) -> Option<u32> {
        let cards = mask & suit_mask(suit);
        self.order[suit]
            .iter()
            .map(|&r| suit as u32 * 16 + u32::from(r))
            .find(|&bit| cards & (1u64 << bit) != 0)
    }
}

/// The card of a bit (the bit must name a card of the 32-card pack).
pub fn card_of(bit: u32) -> Card {
    Card::from_bit(bit).expect("a card bit")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;

    #[test]
    fn tables_agree_with_the_engine_order_and_points() {
        for strain in Suit::ALL
            .map(Strain::Trump)
            .into_iter()
            .chain([Strain::NoTrump])
        {
            let t = Tables::new(strain);
            for card in CardSet::ALL_32 {
                let bit = card.bit();
                assert_eq!(u16::from(t.points[bit as usize]), card_points(card, strain));
                for led in Suit::ALL {
                    assert_eq!(
                        t.strength(bit, led.index()) > 0,
                        trick_strength(card, strain.trump(), led) > 0
                    );
                    for other in CardSet::ALL_32 {
                        let ours =
                            t.strength(bit, led.index()) > t.strength(other.bit(), led.index());
                        let engine = trick_strength(card, strain.trump(), led)
                            > trick_strength(other, strain.trump(), led);
                        assert_eq!(ours, engine, "{card} vs {other} in {strain}");
                    }
                }
            }
            assert_eq!(t.points_of(CardSet::ALL_32.bits()), 152);
        }
        let hearts = Tables::new(Strain::Trump(Suit::Hearts));
        let jack = Card::new(Rank::Jack, Suit::Hearts).bit();
        assert_eq!(
            hearts.highest_in(CardSet::suit(Suit::Hearts).bits(), 1),
            Some(jack)
        );
        assert_eq!(hearts.above[jack as usize], 0);
    }
}
