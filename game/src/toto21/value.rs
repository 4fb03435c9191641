//! Card values and hand totals: A = 11 or 1, K = 4, Q = 3, J = 2, 6–10 at face value.

use crate::cards::{Card, Rank};

/// The total a hand aims for and may not pass.
pub const TWENTY_ONE: u8 = 21;

/// What the ace adds when it counts 11 instead of 1.
const ACE_BONUS: u8 = 10;

/// A card's value with an ace counted low: A = 1, K = 4, Q = 3, J = 2, 6–10 at face value.
pub const fn low_value(card: Card) -> u8 {
    match card.rank() {
        Rank::Six => 6,
        Rank::Seven => 7,
        Rank::Eight => 8,
        Rank::Nine => 9,
        Rank::Ten => 10,
        Rank::Jack => 2,
        Rank::Queen => 3,
        Rank::King => 4,
        Rank::Ace => 1,
    }
}

/// The best total of a hand: every ace counts 1, except that one ace counts 11 when that keeps
/// the total at 21 or below ("whichever is better").
pub fn hand_total(cards: &[Card]) -> u8 {
    let low = cards
        .iter()
        .fold(0u8, |sum, &card| sum.saturating_add(low_value(card)));
    let has_ace = cards.iter().any(|card| card.rank() == Rank::Ace);
    if has_ace && low + ACE_BONUS <= TWENTY_ONE {
        low + ACE_BONUS
    } else {
        low
    }
}

/// True when a total is over 21.
pub const fn is_bust(total: u8) -> bool {
    total > TWENTY_ONE
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn total(text: &str) -> u8 {
        hand_total(&parse_cards(text).unwrap())
    }

    #[test]
    fn court_cards_count_king_4_queen_3_jack_2() {
        assert_eq!(total("KS"), 4);
        assert_eq!(total("QS"), 3);
        assert_eq!(total("JS"), 2);
        assert_eq!(total("KS QH JD"), 9);
    }

    #[test]
    fn six_to_ten_count_at_face_value() {
        assert_eq!(total("6S 7H"), 13);
        assert_eq!(total("8S 9H TD"), 27);
    }

    #[test]
    fn ace_counts_eleven_when_that_stays_within_21() {
        assert_eq!(total("AS TH"), 21);
        assert_eq!(total("AS 9H"), 20);
    }

    #[test]
    fn ace_counts_one_when_eleven_would_bust() {
        assert_eq!(total("AS TH 9D"), 20);
        assert_eq!(total("AS AH"), 12);
        assert_eq!(total("AS AH AD AC"), 14);
    }

    #[test]
    fn over_21_is_bust() {
        assert!(!is_bust(21));
        assert!(is_bust(22));
        assert!(is_bust(total("TS 9H KD")));
    }
}
