//! The legal actions of a seat, as a compact `Copy` value that lists them without allocating.

use super::action::Action;
use super::rules::beaters;
use crate::cards::{CardSet, Suit};

/// The legal playing actions of one seat in one position. Empty when the seat is not to move.
/// Timeouts (`MoveTimeout`, `GameClockExpired`) are not listed: the table service sends them,
/// and they are always accepted from the seat to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegalActions {
    /// Cards the seat may lead or add.
    attacks: CardSet,
    /// Unbeaten attack cards the seat may beat.
    unbeaten: CardSet,
    /// The defender's hand, to beat with.
    hand: CardSet,
    trump: Suit,
    take: bool,
    let_go: bool,
}

impl LegalActions {
    /// No legal action (not the seat's move, or no game in play).
    pub const NONE: LegalActions = LegalActions {
        attacks: CardSet::EMPTY,
        unbeaten: CardSet::EMPTY,
        hand: CardSet::EMPTY,
        trump: Suit::Spades,
        take: false,
        let_go: false,
    };

    /// The attacker's choices: lead or add one of `attacks`, or let go when `let_go`.
    pub(crate) const fn attacking(attacks: CardSet, let_go: bool) -> LegalActions {
        LegalActions {
            attacks,
            let_go,
            ..LegalActions::NONE
        }
    }

    /// The defender's choices: beat one of `unbeaten` with a card of `hand`, or take.
    pub(crate) const fn defending(unbeaten: CardSet, hand: CardSet, trump: Suit) -> LegalActions {
        LegalActions {
            unbeaten,
            hand,
            trump,
            take: true,
            ..LegalActions::NONE
        }
    }

    /// The cards the seat may lead or add.
    pub const fn attack_cards(&self) -> CardSet {
        self.attacks
    }

    /// The cards of the seat's hand that beat `attack`, if `attack` is an unbeaten attack card.
    pub const fn beaters_of(&self, attack: crate::cards::Card) -> CardSet {
        if self.unbeaten.contains(attack) {
            beaters(attack, self.trump).and(self.hand)
        } else {
            CardSet::EMPTY
        }
    }

    /// True when the seat may take the table.
    pub const fn can_take(&self) -> bool {
        self.take
    }

    /// True when the seat may let the table go.
    pub const fn can_let_go(&self) -> bool {
        self.let_go
    }

    /// Number of legal actions.
    pub fn len(&self) -> usize {
        let beats: u32 = self.unbeaten.iter().map(|a| self.beaters_of(a).len()).sum();
        (self.attacks.len() + beats) as usize + usize::from(self.take) + usize::from(self.let_go)
    }

    /// True when the seat has no legal action.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// True when `action` is one of the legal actions.
    pub const fn contains(&self, action: Action) -> bool {
        match action {
            Action::Attack(card) => self.attacks.contains(card),
            Action::Beat { attack, defence } => self.beaters_of(attack).contains(defence),
            Action::Take => self.take,
            Action::LetGo => self.let_go,
            Action::MoveTimeout | Action::GameClockExpired => false,
        }
    }

    /// The legal actions in a fixed order: attacks, beats, take, let go.
    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        let attacks = self.attacks.iter().map(Action::Attack);
        let beats = self.unbeaten.iter().flat_map(move |attack| {
            self.beaters_of(attack)
                .iter()
                .map(move |defence| Action::Beat { attack, defence })
        });
        let take = self.take.then_some(Action::Take);
        let let_go = self.let_go.then_some(Action::LetGo);
        attacks.chain(beats).chain(take).chain(let_go)
    }

    /// The `n`-th legal action in [`LegalActions::iter`] order, without allocating.
    pub fn nth(&self, n: usize) -> Option<Action> {
        let mut n = n;
        let attacks = self.attacks.len() as usize;
        if n < attacks {
            return self.attacks.nth(n as u32).map(Action::Attack);
        }
        n -= attacks;
        for attack in self.unbeaten {
            let beaters = self.beaters_of(attack);
            let count = beaters.len() as usize;
            if n < count {
                return beaters
                    .nth(n as u32)
                    .map(|defence| Action::Beat { attack, defence });
            }
            n -= count;
        }
        if self.take {
            if n == 0 {
                return Some(Action::Take);
            }
            n -= 1;
        }
        (self.let_go && n == 0).then_some(Action::LetGo)
    }

    /// The legal actions as a vector.
    pub fn to_vec(&self) -> Vec<Action> {
        self.iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nth_walks_the_same_order_as_iter() {
        let legal = LegalActions::defending(
            "7H 9C".parse().expect("cards"),
            "8H TH 6S 6C AC".parse().expect("cards"),
            Suit::Spades,
        );
        let listed = legal.to_vec();
        assert_eq!(listed.len(), legal.len());
        for (n, action) in listed.iter().enumerate() {
            assert_eq!(legal.nth(n), Some(*action));
            assert!(legal.contains(*action));
        }
        assert_eq!(legal.nth(listed.len()), None);
        // 7H: 8H TH 6S; 9C: AC 6S; take.
        assert_eq!(listed.len(), 6);
        assert_eq!(listed.last(), Some(&Action::Take));
    }

    #[test]
    fn nothing_is_legal_for_a_seat_not_to_move() {
        assert!(LegalActions::NONE.is_empty());
        assert_eq!(LegalActions::NONE.iter().count(), 0);
        assert!(!LegalActions::NONE.contains(Action::Take));
    }
}
