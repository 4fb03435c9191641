//! Cards in JSON as their notation (`"TH"`), for views, events and results.

use serde::Serializer;
use serde::ser::SerializeSeq;

use crate::cards::Card;

/// A list of cards as a list of notation strings: `["TH", "7S"]`.
pub(super) fn list<S: Serializer>(cards: &[Card], serializer: S) -> Result<S::Ok, S::Error> {
    let mut seq = serializer.serialize_seq(Some(cards.len()))?;
    for card in cards {
        seq.serialize_element(&card.to_string())?;
    }
    seq.end()
}

/// One card as a notation string.
pub(super) fn one<S: Serializer>(card: &Card, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(card)
}

/// A card that may be absent: its notation or `null`.
pub(super) fn optional<S: Serializer>(
    card: &Option<Card>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match card {
        Some(card) => serializer.collect_str(card),
        None => serializer.serialize_none(),
    }
}

/// Cards as one space-separated string, as records write them: `"TH 7S AD"`.
pub(super) fn spaced(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
