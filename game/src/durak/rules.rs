//! The card-level rules of Durak: which card beats which, and card order for defaults.

use crate::cards::{Card, CardSet, Suit};

/// Cards in a full hand: everyone is refilled up to this many while the stock lasts.
pub const HAND_SIZE: u32 = 6;

/// The nine rank bits of one suit in a [`CardSet`] mask.
const SUIT_RANKS: u64 = 0x1ff;

/// Every card that beats `attack` when `trump` is trump: a higher card of the same suit, or
/// (for a non-trump attack card) any trump. A trump is beaten only by a higher trump.
pub const fn beaters(attack: Card, trump: Suit) -> CardSet {
    let suit_shift = attack.suit() as u32 * 16;
    let higher_ranks = (SUIT_RANKS << (attack.rank() as u32 + 1)) & SUIT_RANKS;
    let higher_same_suit = CardSet::from_bits(higher_ranks << suit_shift);
    if attack.suit() as u8 == trump as u8 {
        higher_same_suit
    } else {
        higher_same_suit.or(CardSet::suit(trump))
    }
}

/// True when `defence` beats `attack` with `trump` as trump.
pub const fn beats(attack: Card, defence: Card, trump: Suit) -> bool {
    beaters(attack, trump).contains(defence)
}

/// Every card (in all four suits) whose rank appears in `cards`: the cards that may be added
/// to an attack on a table holding `cards`.
pub const fn same_ranks(cards: CardSet) -> CardSet {
    let bits = cards.bits();
    let ranks = (bits | bits >> 16 | bits >> 32 | bits >> 48) & SUIT_RANKS;
    CardSet::from_bits(ranks * 0x0001_0001_0001_0001)
}

/// The lowest-value card of a set: the lowest non-trump by rank (ties go to the first suit in
/// notation order S H D C), or the lowest trump when the set holds only trumps.
pub fn lowest_value(cards: CardSet, trump: Suit) -> Option<Card> {
    let plain = cards.without(CardSet::suit(trump));
    if plain.is_empty() {
        return cards.first();
    }
    plain.iter().min_by_key(|card| (card.rank(), card.suit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().expect("a card")
    }

    #[test]
    fn beat_with_a_higher_card_of_the_same_suit() {
        assert!(beats(card("9H"), card("TH"), Suit::Spades));
        assert!(!beats(card("TH"), card("9H"), Suit::Spades));
        assert!(!beats(card("TH"), card("TH"), Suit::Spades));
        assert!(!beats(card("9H"), card("AD"), Suit::Spades));
    }

    #[test]
    fn beat_any_non_trump_with_any_trump() {
        assert!(beats(card("AH"), card("6S"), Suit::Spades));
        assert!(beats(card("6D"), card("6S"), Suit::Spades));
    }

    #[test]
    fn a_trump_is_beaten_only_by_a_higher_trump() {
        assert!(beats(card("7S"), card("8S"), Suit::Spades));
        assert!(!beats(card("8S"), card("7S"), Suit::Spades));
        assert!(!beats(card("6S"), card("AH"), Suit::Spades));
        assert_eq!(beaters(card("AS"), Suit::Spades), CardSet::EMPTY);
        assert_eq!(
            beaters(card("KS"), Suit::Spades),
            "AS".parse().expect("cards")
        );
    }

    #[test]
    fn beaters_of_a_plain_card_are_higher_same_suit_and_all_trumps() {
        let expected: CardSet = "QH KH AH 6C 7C 8C 9C TC JC QC KC AC"
            .parse()
            .expect("cards");
        assert_eq!(beaters(card("JH"), Suit::Clubs), expected);
    }

    #[test]
    fn same_ranks_spreads_ranks_to_every_suit() {
        let table: CardSet = "7H QH 7S".parse().expect("cards");
        let expected: CardSet = "7S 7H 7D 7C QS QH QD QC".parse().expect("cards");
        assert_eq!(same_ranks(table), expected);
        assert_eq!(same_ranks(CardSet::EMPTY), CardSet::EMPTY);
    }

    #[test]
    fn lowest_value_prefers_plain_cards_then_low_ranks() {
        let hand: CardSet = "6S 8H 8D AC".parse().expect("cards");
        assert_eq!(lowest_value(hand, Suit::Spades), Some(card("8H")));
        let trumps: CardSet = "9S 7S".parse().expect("cards");
        assert_eq!(lowest_value(trumps, Suit::Spades), Some(card("7S")));
        assert_eq!(lowest_value(CardSet::EMPTY, Suit::Spades), None);
    }
}
