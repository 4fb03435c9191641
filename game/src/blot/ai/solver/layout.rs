//! The search's own layout of a strain's cards ([`Layout`]: cards ordered by trick strength
//! within each suit, with their sai) and the search's state in it ([`Node`]).

use crate::blot::order::LAST_TRICK_BONUS;

use super::super::tables::Tables;
use super::bits::{Inner, NONE, above8, suit8};

/// The search's state: hands in the strength layout and the trick in progress.
///
/// Every field is 32 bits wide. A child node is written field by field just before the
/// search reads it, and a read that spans two fields written by two stores (the compiler
/// reads narrow neighbours together) waits for both stores to reach the cache instead of
/// being forwarded from them: with `u8` and `u16` fields that stall cost some 5% of a solve
/// (stop 40).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Node {
    pub(super) hands: [u32; 4],
    /// The cards in the hands and in the trick in progress (set again as each trick closes).
    pub(super) in_play: u32,
    /// Sai in the hands and in the trick.
    pub(super) hand_points: i32,
    pub(super) trick_points: i32,
    /// Cards left in all hands.
    pub(super) cards: u32,
    pub(super) turn: u32,
    pub(super) leader: u32,
    pub(super) trick_len: u32,
    /// The suit led (when `trick_len > 0`).
    pub(super) led: u32,
    /// The winning card so far (when `trick_len > 0`).
    pub(super) top: u32,
    pub(super) winner: u32,
    /// The cards that beat the winning card (when `trick_len > 0`).
    pub(super) beating: u32,
}

/// The strain's cards in the search's layout.
#[derive(Clone, Copy, Debug)]
pub(super) struct Layout {
    /// Engine card bit to the search's card (`NONE` for non-cards).
    pub(super) inner: [Inner; 64],
    /// Sai of each card.
    pub(super) points: [u8; 32],
    /// The trump suit, or 4 in no-trump.
    pub(super) trump: usize,
    /// The trump suit's cards (none in no-trump).
    pub(super) trump_mask: u32,
    /// Sai of each subset of one suit, by suit.
    pub(super) suit_points: [[u8; 256]; 4],
    /// The least sai of a card of each (non-empty) subset of one suit, by suit.
    pub(super) suit_least: [[u8; 256]; 4],
    /// The cards worth the same sai as the next stronger card of their suit.
    pub(super) flat: u32,
    /// The run of zero-sai cards of each suit from its weakest card up (at most three cards).
    pub(super) zero_mask: u32,
    /// The most sai one trick of a side suit can hold (its four best cards).
    pub(super) quick_most: i32,
}

impl Layout {
    pub(super) fn new(t: &Tables) -> Layout {
        let mut inner = [NONE; 64];
        let mut points = [0u8; 32];
        for suit in 0..4 {
            for (strength, &rank) in t.order[suit].iter().enumerate() {
                let bit = suit * 16 + rank as usize;
                let card = suit * 8 + strength;
                inner[bit] = card as u8;
                points[card] = t.points[bit];
            }
        }
        let mut suit_points = [[0u8; 256]; 4];
        for (suit, table) in suit_points.iter_mut().enumerate() {
            for (subset, sum) in table.iter_mut().enumerate() {
                *sum = (0..8)
                    .filter(|i| subset >> i & 1 == 1)
                    .map(|i| points[suit * 8 + i])
                    .sum();
            }
        }
        let mut suit_least = [[0u8; 256]; 4];
        for (suit, table) in suit_least.iter_mut().enumerate() {
            for (subset, least) in table.iter_mut().enumerate() {
                *least = (0..8)
                    .filter(|i| subset >> i & 1 == 1)
                    .map(|i| points[suit * 8 + i])
                    .min()
                    .unwrap_or(0);
            }
        }
        let mut flat = 0;
        for card in 0..32 {
            // The run analysis picks a run's head as its most valuable card and its lowest as
            // the least ([`Solver::trick_runs`]): sai must rise with power within a suit.
            debug_assert!(card & 7 == 7 || points[card] <= points[card + 1]);
            if card & 7 != 7 && points[card] == points[card + 1] {
                flat |= 1 << card;
            }
        }
        let mut zero_mask = 0;
        for suit in 0..4 {
            let mut strength = 0;
            while strength < 3 && points[suit * 8 + strength] == 0 {
                zero_mask |= 1 << (suit * 8 + strength);
                strength += 1;
            }
        }
        let quick_most = (0..4)
            .filter(|&suit| suit != t.trump)
            .map(|suit| i32::from(points[suit * 8 + 4..suit * 8 + 8].iter().sum::<u8>()))
            .max()
            .unwrap_or(0);
        Layout {
            inner,
            points,
            quick_most,
            trump: t.trump,
            trump_mask: if t.trump < 4 { suit8(t.trump) } else { 0 },
            suit_points,
            suit_least,
            flat,
            zero_mask,
        }
    }

    /// A mask of engine card bits in the search's layout.
    pub(super) fn inner_mask(&self, mut mask: u64) -> u32 {
        let mut out = 0;
        while mask != 0 {
            out |= 1u32 << self.inner[mask.trailing_zeros() as usize];
            mask &= mask - 1;
        }
        out
    }

    /// The cards that beat `card` when it wins a trick: the higher cards of its suit, and
    /// every trump when it is not one.
    #[inline]
    pub(super) fn beating(&self, card: u32) -> u32 {
        if (card >> 3) as usize == self.trump {
            above8(card)
        } else {
            above8(card) | self.trump_mask
        }
    }
}

/// Sai still to be won from a node: cards in hands, the trick, and the last 10.
#[inline]
pub(super) fn most(n: &Node) -> i32 {
    n.hand_points + n.trick_points + i32::from(LAST_TRICK_BONUS)
}
