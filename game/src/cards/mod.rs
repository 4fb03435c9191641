//! Playing cards shared by every game: notation, a bit-set of cards, and seeded shuffling.
//!
//! Notation (docs/rules.md): ranks `6 7 8 9 T J Q K A` (`10` accepted on input), suits `S H D C`
//! (`♠ ♥ ♦ ♣` accepted on input); a card is rank then suit: `TH`, `JS`, `7C`.

mod card;
mod card_set;
mod deck;
mod rank;
mod seed;
mod serde_impls;
mod suit;

pub use card::{Card, ParseCardError, format_cards, parse_cards};
pub use card_set::CardSet;
pub use deck::{Deck, shuffled};
pub use rank::Rank;
pub use seed::Seed;
pub use suit::Suit;
