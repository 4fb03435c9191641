//! The cards on the table during a bout: attack cards, each with the card that beat it.

use super::deck::DECK_SIZE;
use super::rules::same_ranks;
use crate::cards::{Card, CardSet, Rank, Suit};

/// One attack card and, once beaten, the card that beat it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pair {
    /// The attack card.
    pub attack: Card,
    /// The card that beat it, if it has been beaten.
    pub defence: Option<Card>,
}

/// A filler for unused slots; never read.
const UNUSED: Pair = Pair {
    attack: Card::new(Rank::Six, Suit::Spades),
    defence: None,
};

/// The table of one bout, in the order the attack cards were played. Fixed-size and `Copy`:
/// every attack card is a distinct card, so 36 slots always suffice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Table {
    pairs: [Pair; DECK_SIZE],
    len: u8,
    cards: CardSet,
    unbeaten: CardSet,
}

impl Default for Table {
    fn default() -> Table {
        Table::EMPTY
    }
}

impl Table {
    /// A table with no cards.
    pub const EMPTY: Table = Table {
        pairs: [UNUSED; DECK_SIZE],
        len: 0,
        cards: CardSet::EMPTY,
        unbeaten: CardSet::EMPTY,
    };

    /// The attack/defence pairs in the order the attack cards were played.
    pub fn pairs(&self) -> &[Pair] {
        &self.pairs[..self.len as usize]
    }

    /// Every card on the table.
    pub const fn cards(&self) -> CardSet {
        self.cards
    }

    /// The attack cards not yet beaten.
    pub const fn unbeaten(&self) -> CardSet {
        self.unbeaten
    }

    /// True when no card is on the table.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Every card whose rank is already on the table: the cards that may be added.
    pub const fn matching_ranks(&self) -> CardSet {
        same_ranks(self.cards)
    }

    /// Puts an attack card on the table. The caller has checked the rules.
    pub(crate) fn attack(&mut self, card: Card) {
        let slot = self.len as usize;
        if slot < DECK_SIZE && self.cards.insert(card) {
            self.pairs[slot] = Pair {
                attack: card,
                defence: None,
            };
            self.len += 1;
            self.unbeaten.insert(card);
        }
    }

    /// Lays `defence` on the unbeaten attack card `attack`; false if `attack` is not an
    /// unbeaten attack card. The caller has checked that `defence` beats it.
    pub(crate) fn beat(&mut self, attack: Card, defence: Card) -> bool {
        if !self.unbeaten.contains(attack) {
            return false;
        }
        let Some(pair) = self.pairs[..self.len as usize]
            .iter_mut()
            .find(|pair| pair.attack == attack)
        else {
            return false;
        };
        pair.defence = Some(defence);
        self.unbeaten.remove(attack);
        self.cards.insert(defence);
        true
    }

    /// Removes every card and returns them.
    pub(crate) fn clear(&mut self) -> CardSet {
        let cards = self.cards;
        *self = Table::EMPTY;
        cards
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().expect("a card")
    }

    #[test]
    fn pairs_keep_attack_order_and_track_unbeaten_cards() {
        let mut table = Table::EMPTY;
        table.attack(card("7H"));
        table.attack(card("7S"));
        assert!(table.beat(card("7S"), card("9S")));
        assert!(!table.beat(card("7S"), card("TS")), "already beaten");
        assert!(!table.beat(card("8C"), card("TC")), "not on the table");
        assert_eq!(table.pairs().len(), 2);
        assert_eq!(table.pairs()[0].attack, card("7H"));
        assert_eq!(table.pairs()[1].defence, Some(card("9S")));
        assert_eq!(table.unbeaten(), CardSet::single(card("7H")));
        assert_eq!(table.cards().len(), 3);
        assert_eq!(table.clear().len(), 3);
        assert_eq!(table, Table::EMPTY);
    }
}
