//! Bit tricks on the search's layout (`suit * 8 + strength`, one `u32` per hand): a suit's
//! cards, the cards above one, void suits, and the fills that find runs of equal power.

/// A card in the search's own layout: `suit * 8 + strength`, strength 0 the suit's weakest
/// card in the strain and 7 its strongest, so "beats" is a comparison and "the cards above"
/// a mask.
pub(super) type Inner = u8;

/// No card.
pub(super) const NONE: u8 = 255;

/// The eight cards of one suit in the search's layout.
#[inline]
pub(super) const fn suit8(suit: usize) -> u32 {
    0xff << (suit * 8)
}

/// The suits `hand` holds no card of, as a mask of their eight cards each.
#[inline]
pub(super) const fn void_suits(hand: u32) -> u32 {
    let held = (((hand & 0x7f7f_7f7f) + 0x7f7f_7f7f) | hand) & 0x8080_8080;
    ((!held & 0x8080_8080) >> 7) * 0xff
}

/// The cards of `card`'s suit strictly above it.
#[inline]
pub(super) const fn above8(card: u32) -> u32 {
    let suit = suit8((card >> 3) as usize);
    suit & !(((2u64 << card) - 1) as u32)
}

/// `cards` and every card reached from one of them going down through the cards of `pass`
/// only (doubling steps, all suits at once; `pass` must hold no suit's top card, so that
/// nothing crosses into the suit below).
#[inline]
pub(super) const fn fill_down(cards: u32, mut pass: u32) -> u32 {
    let mut reach = cards;
    reach |= pass & reach >> 1;
    pass &= pass >> 1;
    reach |= pass & reach >> 2;
    pass &= pass >> 2;
    reach |= pass & reach >> 4;
    reach
}

/// The cards of `legal` with a card of equal power above them in `legal`: one of their suit
/// with no card of `held` (the cards still in the hands) between them.
#[inline]
pub(super) const fn equal_power_below(legal: u32, held: u32) -> u32 {
    const BELOW_TOP: u32 = 0x7f7f_7f7f;
    legal & BELOW_TOP & fill_down(legal, !held & BELOW_TOP) >> 1
}

/// `cards` and every card reached from one of them going up through the cards of `pass` only
/// ([`fill_down`]'s mirror; `pass` must hold no suit's bottom card).
#[inline]
pub(super) const fn fill_up(cards: u32, mut pass: u32) -> u32 {
    let mut reach = cards;
    reach |= pass & reach << 1;
    pass &= pass << 1;
    reach |= pass & reach << 2;
    pass &= pass << 2;
    reach |= pass & reach << 4;
    reach
}

/// The cards of `cards` with a card of equal power below them in `cards` (as
/// [`equal_power_below`], filling up).
#[inline]
pub(super) const fn equal_power_above(cards: u32, in_play: u32) -> u32 {
    const ABOVE_BOTTOM: u32 = 0xfefe_fefe;
    cards & ABOVE_BOTTOM & fill_up(cards, !in_play & ABOVE_BOTTOM) << 1
}
