//! The simulator's two card layouts, one bit a card and a suit to a byte: *dense* (suit `s` in
//! bits `8s..8s + 8`, seven to ace) and *ranked* per strain (each suit in trick order, the
//! trump suit in the top byte), with the byte tables between them and the sai of a mask.

use crate::blot::call::Strain;
use crate::blot::order::{card_points, trick_strength};
use crate::cards::{Card, CardSet, Rank, Suit};

/// One suit's byte in both layouts.
pub(super) const SUIT_BYTE: u32 = 0xff;

/// The dense bit of a card of the 32-card pack.
pub(super) const fn dense_bit(card: Card) -> u32 {
    1 << (card.suit().index() * 8 + card.rank().index() - 1)
}

/// The engine's card mask of a dense mask.
pub(super) const fn engine_mask(dense: u32) -> u64 {
    let d = dense as u64;
    ((d & 0xff) | (d & 0xff00) << 8 | (d & 0xff_0000) << 16 | (d & 0xff00_0000) << 24) << 1
}

/// The card of a one-bit dense mask.
pub(super) fn dense_card(bit: u32) -> Card {
    Card::from_bit(engine_mask(bit).trailing_zeros()).expect("a card bit")
}

/// The cards of a dense mask.
pub(super) fn dense_set(dense: u32) -> CardSet {
    CardSet::from_bits(engine_mask(dense))
}

/// How a suit stands in a strain: its byte's layout and card points differ.
#[derive(Clone, Copy)]
pub(super) enum SuitRole {
    /// A plain suit in a trump game.
    Plain = 0,
    /// The trump suit.
    Trump = 1,
    /// A suit in no-trump (the plain order, the no-trump points).
    NoTrump = 2,
}

impl SuitRole {
    fn of(suit: usize, strain: Strain) -> SuitRole {
        match strain.trump() {
            Some(trump) if trump.index() == suit => SuitRole::Trump,
            Some(_) => SuitRole::Plain,
            None => SuitRole::NoTrump,
        }
    }

    /// A card of this role (its suit chosen to match) for the engine's order and points.
    const fn example(self, rank: usize) -> (Card, Strain) {
        let rank = match Rank::from_index(rank + 1) {
            Some(rank) => rank,
            None => panic!("a rank of the 32-card pack"),
        };
        match self {
            SuitRole::Plain => (Card::new(rank, Suit::Hearts), Strain::Trump(Suit::Spades)),
            SuitRole::Trump => (Card::new(rank, Suit::Spades), Strain::Trump(Suit::Spades)),
            SuitRole::NoTrump => (Card::new(rank, Suit::Spades), Strain::NoTrump),
        }
    }

    /// The place (0 weakest) of each dense rank (0 the seven) in the role's trick order, from
    /// the engine's [`trick_strength`].
    const fn places(self) -> [u8; 8] {
        let mut places = [0u8; 8];
        let mut strengths = [0u8; 8];
        let mut r = 0;
        while r < 8 {
            let (card, strain) = self.example(r);
            strengths[r] = trick_strength(card, strain.trump(), card.suit());
            r += 1;
        }
        let mut r = 0;
        while r < 8 {
            let mut o = 0;
            while o < 8 {
                if strengths[o] < strengths[r] {
                    places[r] += 1;
                }
                o += 1;
            }
            r += 1;
        }
        places
    }
}

/// Byte tables of the three suit roles.
struct RoleTables {
    /// A dense suit byte in the ranked layout.
    ranked: [[u8; 256]; 3],
    /// A ranked suit byte in the dense layout.
    dense: [[u8; 256]; 3],
    /// The sai of the cards of a ranked suit byte.
    sai: [[u8; 256]; 3],
}

/// The byte tables, built from the engine's card order and points at compile time.
static ROLES: RoleTables = {
    let mut t = RoleTables {
        ranked: [[0; 256]; 3],
        dense: [[0; 256]; 3],
        sai: [[0; 256]; 3],
    };
    let roles = [SuitRole::Plain, SuitRole::Trump, SuitRole::NoTrump];
    let mut i = 0;
    while i < 3 {
        let places = roles[i].places();
        let mut byte = 0;
        while byte < 256 {
            let (mut ranked, mut sai) = (0u32, 0u32);
            let mut r = 0;
            while r < 8 {
                if byte >> r & 1 == 1 {
                    let (card, strain) = roles[i].example(r);
                    ranked |= 1 << places[r];
                    sai += card_points(card, strain) as u32;
                }
                r += 1;
            }
            t.ranked[i][byte] = ranked as u8;
            t.dense[i][ranked as usize] = byte as u8;
            t.sai[i][ranked as usize] = sai as u8;
            byte += 1;
        }
        i += 1;
    }
    t
};

/// The byte a suit takes in the ranked layout of `strain`: the trump suit the top one (so a
/// trump outranks any other card as a number), the others in their order after it.
#[inline(always)]
fn ranked_byte(suit: usize, strain: Strain) -> usize {
    strain
        .trump()
        .map_or(suit, |trump| (suit + 3 - trump.index()) & 3)
}

/// A dense mask in the ranked layout of `strain`.
#[inline(always)]
pub(super) fn ranked(dense: u32, strain: Strain) -> u32 {
    let mut out = 0;
    for suit in 0..4 {
        let byte = (dense >> (8 * suit)) & SUIT_BYTE;
        let role = SuitRole::of(suit, strain) as usize;
        out |= u32::from(ROLES.ranked[role][byte as usize]) << (8 * ranked_byte(suit, strain));
    }
    out
}

/// The bytes of the suits of a ranked mask of `strain`, with each suit's role.
#[inline(always)]
fn suit_bytes(ranked: u32, strain: Strain) -> impl Iterator<Item = (usize, usize, usize)> {
    (0..4).map(move |suit| {
        let byte = (ranked >> (8 * ranked_byte(suit, strain))) & SUIT_BYTE;
        (suit, SuitRole::of(suit, strain) as usize, byte as usize)
    })
}

/// A ranked mask of `strain` in the dense layout.
pub(super) fn dense(ranked: u32, strain: Strain) -> u32 {
    suit_bytes(ranked, strain)
        .map(|(suit, role, byte)| u32::from(ROLES.dense[role][byte]) << (8 * suit))
        .fold(0, |a, b| a | b)
}

/// The sai of a ranked mask's cards in `strain`.
#[inline(always)]
pub(super) fn sai(ranked: u32, strain: Strain) -> u16 {
    suit_bytes(ranked, strain)
        .map(|(_, role, byte)| u16::from(ROLES.sai[role][byte]))
        .sum()
}

/// The trumps of a strain in its ranked layout (empty in no-trump).
pub(super) fn trump_mask(strain: Strain) -> u32 {
    strain.trump().map_or(0, |_| SUIT_BYTE << 24)
}
