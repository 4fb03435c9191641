//! Serialising cards, card sets and suits in the project's notation (`7H`, `7S QS`, `H`).

use serde::Serializer;

use crate::cards::{Card, CardSet, Suit};

/// A card as its notation, e.g. `"7H"`.
pub(crate) fn card<S: Serializer>(card: &Card, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(card)
}

/// An optional card as its notation, or `null`.
pub(crate) fn option_card<S: Serializer>(
    card: &Option<Card>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match card {
        Some(card) => serializer.collect_str(card),
        None => serializer.serialize_none(),
    }
}

/// A set of cards as space-separated notation in bit order, e.g. `"7S QS TH"`.
pub(crate) fn card_set<S: Serializer>(set: &CardSet, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(set)
}

/// A suit as its letter, e.g. `"H"`.
pub(crate) fn suit<S: Serializer>(suit: &Suit, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(suit)
}
