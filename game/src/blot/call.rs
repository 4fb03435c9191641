//! Auction calls and their notation: `p`, `9H`, `12NT`, `25SK`, `80H`, `X`, `XX`, `7777`,
//! `take`, and a suit letter for the second round of a turned-card auction.

use std::fmt;
use std::str::FromStr;

use crate::cards::Suit;

/// What a contract is played in: a trump suit or no-trump.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strain {
    Trump(Suit),
    NoTrump,
}

impl Strain {
    /// The trump suit, if any.
    pub const fn trump(self) -> Option<Suit> {
        match self {
            Strain::Trump(suit) => Some(suit),
            Strain::NoTrump => None,
        }
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Strain::Trump(suit) => write!(f, "{suit}"),
            Strain::NoTrump => f.write_str("NT"),
        }
    }
}

/// A bid: a level in the variant's unit, a strain, and whether it announces kaput.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bid {
    pub level: u16,
    pub strain: Strain,
    pub kaput: bool,
}

/// One call of the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Call {
    Pass,
    Bid(Bid),
    /// Double the opponents' bid (`X`).
    Coinche,
    /// Redouble after a coinche (`XX`).
    Surcoinche,
    /// Show the four 7s: the deal is void (`7777`).
    FourSevens,
    /// Take the turned card's suit as trump (`take`).
    Take,
    /// Name trump in the second round of a turned-card auction (`H`).
    Choose(Suit),
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("p"),
            Call::Bid(bid) => {
                write!(f, "{}{}", bid.level, bid.strain)?;
                if bid.kaput {
                    f.write_str("K")?;
                }
                Ok(())
            }
            Call::Coinche => f.write_str("X"),
            Call::Surcoinche => f.write_str("XX"),
            Call::FourSevens => f.write_str("7777"),
            Call::Take => f.write_str("take"),
            Call::Choose(suit) => write!(f, "{suit}"),
        }
    }
}

/// Why a word is not a call.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{0}' is not a call (use p, a bid like 9H, 12NT or 25SK, X, XX, 7777, take, or a suit letter)"
)]
pub struct ParseCallError(pub String);

impl FromStr for Call {
    type Err = ParseCallError;

    fn from_str(text: &str) -> Result<Call, ParseCallError> {
        let word = text.trim();
        let bad = || ParseCallError(word.to_string());
        match word.to_ascii_lowercase().as_str() {
            "p" | "pass" => return Ok(Call::Pass),
            "x" => return Ok(Call::Coinche),
            "xx" => return Ok(Call::Surcoinche),
            "7777" => return Ok(Call::FourSevens),
            "take" => return Ok(Call::Take),
            _ => {}
        }
        let digits = word.chars().take_while(char::is_ascii_digit).count();
        if digits == 0 {
            let mut chars = word.chars();
            return match (chars.next().and_then(Suit::from_char), chars.next()) {
                (Some(suit), None) => Ok(Call::Choose(suit)),
                _ => Err(bad()),
            };
        }
        if digits > 4 {
            return Err(bad());
        }
        let level: u16 = word[..digits].parse().map_err(|_| bad())?;
        let rest = word[digits..].to_ascii_uppercase();
        let (strain_text, kaput) = match rest.strip_suffix('K') {
            Some(strain) => (strain.to_string(), true),
            None => (rest, false),
        };
        let strain = match strain_text.as_str() {
            "NT" => Strain::NoTrump,
            _ => {
                let mut chars = strain_text.chars();
                match (chars.next().and_then(Suit::from_char), chars.next()) {
                    (Some(suit), None) => Strain::Trump(suit),
                    _ => return Err(bad()),
                }
            }
        };
        Ok(Call::Bid(Bid {
            level,
            strain,
            kaput,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn call_notation_round_trips() {
        for text in [
            "p", "9H", "12NT", "25SK", "80H", "X", "XX", "7777", "take", "H", "250CK",
        ] {
            let call: Call = text.parse().unwrap();
            assert_eq!(call.to_string(), text);
        }
        assert_eq!("pass".parse::<Call>(), Ok(Call::Pass));
        assert_eq!(
            "10nt".parse::<Call>(),
            Ok(Call::Bid(Bid {
                level: 10,
                strain: Strain::NoTrump,
                kaput: false
            }))
        );
    }

    #[test]
    fn bad_calls_are_refused() {
        for text in ["", "9", "9Z", "HH", "99999H", "9HX", "K", "NT"] {
            assert!(text.parse::<Call>().is_err(), "{text}");
        }
    }
}
