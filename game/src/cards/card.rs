use std::fmt;
use std::str::FromStr;

use super::{Rank, Suit};

/// One card. Stored as its bit index in a [`super::CardSet`]: `suit * 16 + rank`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(((suit as u8) << 4) | rank as u8)
    }

    /// The card's rank.
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 & 15) as usize]
    }

    /// The card's suit.
    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 >> 4) as usize]
    }

    /// The card's bit index in a card set (0..64).
    pub const fn bit(self) -> u32 {
        self.0 as u32
    }

    /// The card at this bit index, if the index names a card.
    pub const fn from_bit(bit: u32) -> Option<Card> {
        if bit < 64 && (bit & 15) < 9 {
            Some(Card(bit as u8))
        } else {
            None
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().letter(), self.suit().letter())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a piece of text is not a card.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseCardError {
    #[error("an empty card")]
    Empty,
    #[error("'{text}' is not a card: unknown rank (use 6 7 8 9 T J Q K A)")]
    UnknownRank { text: String },
    #[error("'{text}' is not a card: unknown suit (use S H D C)")]
    UnknownSuit { text: String },
    #[error("'{text}' is not a card: write rank then suit, like TH or 7C")]
    Malformed { text: String },
    #[error("{card} appears twice")]
    Duplicate { card: Card },
}

/// Writes cards in their order, separated by spaces (`"7D 8D TD"`); [`parse_cards`] reads it.
pub fn format_cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads a space-separated list of cards, keeping their order (`"7D 8D TD"`).
pub fn parse_cards(text: &str) -> Result<Vec<Card>, ParseCardError> {
    text.split_whitespace().map(str::parse).collect()
}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Reads `TH`, `10H`, `th`, `T♥`. Surrounding whitespace is ignored.
    fn from_str(text: &str) -> Result<Card, ParseCardError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(ParseCardError::Empty);
        }
        let (rank, rest) = if let Some(rest) = trimmed.strip_prefix("10") {
            (Rank::Ten, rest)
        } else {
            let mut chars = trimmed.chars();
            let first = chars.next().ok_or(ParseCardError::Empty)?;
            let rank = Rank::from_char(first).ok_or_else(|| ParseCardError::UnknownRank {
                text: trimmed.to_string(),
            })?;
            (rank, chars.as_str())
        };
        let mut chars = rest.chars();
        let suit = match (chars.next(), chars.next()) {
            (Some(c), None) => Suit::from_char(c).ok_or_else(|| ParseCardError::UnknownSuit {
                text: trimmed.to_string(),
            })?,
            _ => {
                return Err(ParseCardError::Malformed {
                    text: trimmed.to_string(),
                });
            }
        };
        Ok(Card::new(rank, suit))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_for_every_card() {
        for suit in Suit::ALL {
            for rank in Rank::ALL {
                let card = Card::new(rank, suit);
                assert_eq!(card.to_string().parse::<Card>(), Ok(card));
                assert_eq!(Card::from_bit(card.bit()), Some(card));
            }
        }
    }

    #[test]
    fn ten_symbols_and_lowercase_are_accepted_on_input() {
        let ten_of_hearts = Card::new(Rank::Ten, Suit::Hearts);
        assert_eq!("10H".parse(), Ok(ten_of_hearts));
        assert_eq!("t♥".parse(), Ok(ten_of_hearts));
        assert_eq!(" TH ".parse(), Ok(ten_of_hearts));
        assert_eq!("J♠".parse(), Ok(Card::new(Rank::Jack, Suit::Spades)));
    }

    #[test]
    fn bad_cards_get_a_reason() {
        assert_eq!("".parse::<Card>(), Err(ParseCardError::Empty));
        assert!(matches!(
            "XH".parse::<Card>(),
            Err(ParseCardError::UnknownRank { .. })
        ));
        assert!(matches!(
            "TX".parse::<Card>(),
            Err(ParseCardError::UnknownSuit { .. })
        ));
        assert!(matches!(
            "THH".parse::<Card>(),
            Err(ParseCardError::Malformed { .. })
        ));
        assert!(matches!(
            "T".parse::<Card>(),
            Err(ParseCardError::Malformed { .. })
        ));
        assert!(matches!(
            "1H".parse::<Card>(),
            Err(ParseCardError::UnknownRank { .. })
        ));
        let message = "ZZ".parse::<Card>().unwrap_err().to_string();
        assert!(message.contains("unknown rank"), "{message}");
    }

    #[test]
    fn invalid_bit_indices_are_not_cards() {
        assert_eq!(Card::from_bit(9), None);
        assert_eq!(Card::from_bit(64), None);
    }
}
