//! Cards in JSON as their notation: a card `"TH"`, a suit `"H"`, a card set `"7S QS TH"`.

use std::fmt::Display;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer, de};

use super::{Card, CardSet, Suit};

fn from_notation<'de, D: Deserializer<'de>, T: FromStr<Err: Display>>(d: D) -> Result<T, D::Error> {
    let text = String::deserialize(d)?;
    text.parse().map_err(de::Error::custom)
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        from_notation(d)
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        from_notation(d)
    }
}

impl Serialize for Suit {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Suit {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Suit, D::Error> {
        let text = String::deserialize(d)?;
        let mut chars = text.chars();
        match (chars.next().and_then(Suit::from_char), chars.next()) {
            (Some(suit), None) => Ok(suit),
            _ => Err(de::Error::custom(format!(
                "'{text}' is not a suit (use S H D C)"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_suits_and_sets_round_trip_as_notation() {
        let card: Card = "TH".parse().unwrap();
        assert_eq!(serde_json::to_string(&card).unwrap(), "\"TH\"");
        assert_eq!(serde_json::from_str::<Card>("\"10H\"").unwrap(), card);
        let set: CardSet = "TH 7S".parse().unwrap();
        assert_eq!(serde_json::to_string(&set).unwrap(), "\"7S TH\"");
        assert_eq!(serde_json::from_str::<CardSet>("\"7S TH\"").unwrap(), set);
        assert_eq!(serde_json::to_string(&Suit::Clubs).unwrap(), "\"C\"");
        assert_eq!(serde_json::from_str::<Suit>("\"♣\"").unwrap(), Suit::Clubs);
        assert!(serde_json::from_str::<Card>("\"ZZ\"").is_err());
        assert!(serde_json::from_str::<Suit>("\"X\"").is_err());
    }
}
