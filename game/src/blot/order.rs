//! Card order in tricks and card points ("sai"), by strain (docs/rules.md, Bazaar Blot).

use crate::cards::{Card, Suit};

use super::call::Strain;

/// Sai of a trump card by natural rank index (6 7 8 9 T J Q K A).
const TRUMP_POINTS: [u16; 9] = [0, 0, 0, 14, 10, 20, 3, 4, 11];
/// Sai of a plain card in a trump game.
const PLAIN_POINTS: [u16; 9] = [0, 0, 0, 0, 10, 2, 3, 4, 11];
/// Sai of any card in no-trump.
const NO_TRUMP_POINTS: [u16; 9] = [0, 0, 0, 0, 10, 2, 3, 4, 19];

/// Trump order J 9 A T K Q 8 7 as a power per natural rank index (higher wins).
const TRUMP_POWER: [u8; 9] = [0, 0, 1, 6, 4, 7, 2, 3, 5];
/// Plain order A T K Q J 9 8 7 as a power per natural rank index (higher wins).
const PLAIN_POWER: [u8; 9] = [0, 0, 1, 2, 6, 3, 4, 5, 7];

/// For each natural rank, the 9-bit rank mask of the trumps that beat it.
const TRUMPS_ABOVE: [u16; 9] = {
    let mut table = [0u16; 9];
    let mut rank = 0;
    while rank < 9 {
        let mut other = 0;
        while other < 9 {
            if TRUMP_POWER[other] > TRUMP_POWER[rank] {
                table[rank] |= 1 << other;
            }
            other += 1;
        }
        rank += 1;
    }
    table
};

/// The last trick's bonus.
pub const LAST_TRICK_BONUS: u16 = 10;

/// The sai of a card in a strain.
pub const fn card_points(card: Card, strain: Strain) -> u16 {
    let rank = card.rank() as usize;
    match strain {
        Strain::NoTrump => NO_TRUMP_POINTS[rank],
        Strain::Trump(trump) if trump as u8 == card.suit() as u8 => TRUMP_POINTS[rank],
        Strain::Trump(_) => PLAIN_POINTS[rank],
    }
}

/// How strongly a card competes for a trick led in `led`: 0 when it cannot win (a discard),
/// otherwise higher beats lower, and any trump beats any card of the suit led.
pub const fn trick_strength(card: Card, trump: Option<Suit>, led: Suit) -> u8 {
    let rank = card.rank() as usize;
    let suit = card.suit() as u8;
    match trump {
        Some(trump) if trump as u8 == suit => 32 + TRUMP_POWER[rank],
        _ if suit == led as u8 => 16 + PLAIN_POWER[rank],
        _ => 0,
    }
}

/// The ranks (9-bit natural mask) of the trumps that beat a trump of this rank.
pub const fn trumps_above(card: Card) -> u16 {
    TRUMPS_ABOVE[card.rank() as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::CardSet;

    fn total(strain: Strain) -> u16 {
        CardSet::ALL_32.iter().map(|c| card_points(c, strain)).sum()
    }

    #[test]
    fn card_points_the_pack_is_worth_152_in_every_strain() {
        assert_eq!(total(Strain::NoTrump), 152);
        for suit in Suit::ALL {
            assert_eq!(total(Strain::Trump(suit)), 152);
        }
    }

    #[test]
    fn card_points_follow_the_table() {
        let hearts = Strain::Trump(Suit::Hearts);
        let p = |text: &str, strain| card_points(text.parse().unwrap(), strain);
        assert_eq!(p("JH", hearts), 20);
        assert_eq!(p("9H", hearts), 14);
        assert_eq!(p("JS", hearts), 2);
        assert_eq!(p("9S", hearts), 0);
        assert_eq!(p("AS", hearts), 11);
        assert_eq!(p("AS", Strain::NoTrump), 19);
        assert_eq!(p("TC", Strain::NoTrump), 10);
    }

    #[test]
    fn trick_order_trump_jack_nine_then_ace() {
        let order = |cards: &str, trump: Option<Suit>, led: Suit| {
            cards
                .split(' ')
                .map(|c| trick_strength(c.parse().unwrap(), trump, led))
                .collect::<Vec<_>>()
        };
        let trump = order("7H 8H QH KH TH AH 9H JH", Some(Suit::Hearts), Suit::Hearts);
        assert!(trump.windows(2).all(|w| w[0] < w[1]), "{trump:?}");
        let plain = order("7S 8S 9S JS QS KS TS AS", Some(Suit::Hearts), Suit::Spades);
        assert!(plain.windows(2).all(|w| w[0] < w[1]), "{plain:?}");
        assert!(
            trick_strength("7H".parse().unwrap(), Some(Suit::Hearts), Suit::Spades)
                > trick_strength("AS".parse().unwrap(), Some(Suit::Hearts), Suit::Spades)
        );
        assert_eq!(
            trick_strength("AD".parse().unwrap(), Some(Suit::Hearts), Suit::Spades),
            0
        );
    }
}
