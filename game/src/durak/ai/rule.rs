//! The rule-based Durak player: cheap choices from the own hand and the public table. No
//! allocation; well under a microsecond a decision.

use super::super::{Action, Game, GamePhase, LegalActions, Seat};
use crate::cards::{Card, CardSet, Rank, Suit};

/// While the stock holds more than this, a high trump is kept rather than spent on a beat.
const KEEP_TRUMPS_WHILE_STOCK_ABOVE: u32 = 6;
/// Trumps from this rank up are "high".
const HIGH_TRUMP: Rank = Rank::Jack;
/// While the stock lasts, plain cards above this rank are not added to an attack.
const HIGHEST_ADDED: Rank = Rank::Ten;

/// How much a card is worth keeping: plain cards by rank, every trump above every plain card.
pub fn cost(card: Card, trump: Suit) -> u32 {
    card.rank() as u32 + if card.suit() == trump { 9 } else { 0 }
}

/// The rule-based choice of `seat`, one of `legal` (which must not be empty).
pub fn action(game: &Game, seat: Seat, legal: &LegalActions) -> Action {
    let trump = game.trump();
    let stock = game.stock_count();
    let hand = game.hand(seat);
    let pick = match *game.phase() {
        GamePhase::Attacking { table, .. } if table.is_empty() => lead(legal, hand, trump),
        GamePhase::Attacking { .. } => add(legal, trump, stock),
        GamePhase::Defending { table, .. } => defend(legal, table.unbeaten(), trump, stock),
        GamePhase::Finished(_) => None,
    };
    pick.filter(|a| legal.contains(*a))
        .or_else(|| legal.nth(0))
        .unwrap_or(Action::Take)
}

/// Lead the cheapest card, preferring plain ranks held more than once (they can be added).
fn lead(legal: &LegalActions, hand: CardSet, trump: Suit) -> Option<Action> {
    let plain = hand.without(CardSet::suit(trump));
    legal
        .attack_cards()
        .iter()
        .min_by_key(|&card| {
            let twins = if card.suit() == trump {
                0
            } else {
                plain.and(CardSet::rank(card.rank())).len() - 1
            };
            (cost(card, trump) * 2).saturating_sub(twins * 3)
        })
        .map(Action::Attack)
}

/// Add the cheapest plain card that may be added (only low ones while the stock lasts), else
/// let the cards go.
fn add(legal: &LegalActions, trump: Suit, stock: u32) -> Option<Action> {
    legal
        .attack_cards()
        .iter()
        .filter(|card| card.suit() != trump && (stock == 0 || card.rank() <= HIGHEST_ADDED))
        .min_by_key(|&card| cost(card, trump))
        .map(Action::Attack)
        .or(legal.can_let_go().then_some(Action::LetGo))
}

/// Beat the unbeaten card as cheaply as possible, unless that takes a high trump while the
/// stock is large (then take); with the stock empty, always beat when possible.
fn defend(legal: &LegalActions, unbeaten: CardSet, trump: Suit, stock: u32) -> Option<Action> {
    let attack = unbeaten.first()?;
    let Some(defence) = legal
        .beaters_of(attack)
        .iter()
        .min_by_key(|&card| cost(card, trump))
    else {
        return Some(Action::Take);
    };
    let costly = defence.suit() == trump
        && defence.rank() >= HIGH_TRUMP
        && stock > KEEP_TRUMPS_WHILE_STOCK_ABOVE;
    Some(if costly {
        Action::Take
    } else {
        Action::Beat { attack, defence }
    })
}
