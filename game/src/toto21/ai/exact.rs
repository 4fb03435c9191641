//! The exact Toto21 policy: the probability of every outcome of a round, computed over the
//! cards that may still come, for the player's and the dealer's choices.
//!
//! Cards matter only by their value, so the unseen cards are kept as counts per value class.
//! What a seat cannot see — the dealer's hidden card, the blind card, the deck — is a uniformly
//! random ordering of the cards it has not seen, so the next card it meets is uniform over them
//! (exchangeability). The dealer is assumed to play this same exact policy; his choice only
//! depends on what he sees (his cards, the player's face-up cards, whether a blind card lies).
//!
//! Positions are memoised ([`Memo`]) under keys that hold only what their odds depend on, so
//! that positions reached by different cards share one entry (fewer positions to solve when
//! the memo is cold): an ace that can no longer count 11 is not an ace any more, and in the
//! dealer's play every card that would bust him (and, under a blind card, the player too) is
//! one class. Each position is computed from its key alone (the merged pool, not the cards
//! that led to it), so its odds are the same bit for bit whichever way it is reached first.

use std::sync::Arc;

use super::super::value::TWENTY_ONE;
use super::super::{Action, low_value};
use super::MEMO_LIMIT;
use super::memo::Memo;
use super::odds::{Objective, Odds};
use crate::cards::{Card, CardSet};

/// Card values, one class each: A (1 or 11), J, Q, K, 6, 7, 8, 9, 10 (increasing).
const VALUES: [u8; 9] = [1, 2, 3, 4, 6, 7, 8, 9, 10];
/// The class of the highest value, which stands for every merged class ([`Pool::merged_above`]).
const HIGHEST: usize = VALUES.len() - 1;
/// What an ace adds when it counts 11.
const ACE_BONUS: u8 = 10;

/// A hand as far as totals go: the sum with aces low, and whether it holds an ace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Hand {
    low: u8,
    ace: bool,
}

impl Hand {
    fn of(cards: &[Card]) -> Hand {
        cards
            .iter()
            .fold(Hand { low: 0, ace: false }, |hand, &card| {
                hand.with(class_of(card))
            })
    }

    fn with(self, class: usize) -> Hand {
        Hand {
            low: self.low.saturating_add(VALUES[class]),
            ace: self.ace || class == 0,
        }
    }

    fn total(self) -> u8 {
        if self.ace && self.low + ACE_BONUS <= TWENTY_ONE {
            self.low + ACE_BONUS
        } else {
            self.low
        }
    }

    /// The hand's key: an ace that can no longer count 11 changes nothing to come (every
    /// later total is the low sum), so such a hand keys as one without an ace.
    fn key(self) -> u64 {
        let soft = self.ace && self.low + ACE_BONUS <= TWENTY_ONE;
        u64::from(self.low.min(63)) << 1 | u64::from(soft)
    }
}

/// Unseen cards, counted per value class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pool {
    counts: [u8; 9],
    size: u8,
}

impl Pool {
    fn of(cards: CardSet) -> Pool {
        let mut pool = Pool {
            counts: [0; 9],
            size: 0,
        };
        for card in cards {
            pool.counts[class_of(card)] += 1;
            pool.size += 1;
        }
        pool
    }

    fn without(mut self, class: usize) -> Pool {
        self.counts[class] -= 1;
        self.size -= 1;
        self
    }

    /// Classes present with their probability of being the next card met.
    fn draws(self) -> impl Iterator<Item = (usize, f64)> {
        let size = f64::from(self.size);
        (0..VALUES.len())
            .filter(move |&class| self.counts[class] > 0)
            .map(move |class| (class, f64::from(self.counts[class]) / size))
    }

    /// The pool with every class of a value above `value` counted as the highest class (for
    /// positions where all of them do the same). Classes are in increasing value.
    fn merged_above(mut self, value: u8) -> Pool {
        for class in (0..HIGHEST).rev() {
            if VALUES[class] <= value {
                break;
            }
            self.counts[HIGHEST] += self.counts[class];
            self.counts[class] = 0;
        }
        self
    }

    /// Packs the counts in 29 bits: 3 bits a class (a deck has at most 4 cards of a value),
    /// 5 for the highest class, which may hold the merged ones (at most 20).
    fn key(self) -> u64 {
        let low = self.counts[..HIGHEST]
            .iter()
            .fold(0u64, |key, &count| key << 3 | u64::from(count.min(7)));
        low << 5 | u64::from(self.counts[HIGHEST].min(31))
    }
}

fn class_of(card: Card) -> usize {
    match low_value(card) {
        1 => 0,
        2 => 1,
        3 => 2,
        4 => 3,
        value => usize::from(value) - 2,
    }
}

/// The round's result once both have played (docs/rules.md, Toto21): exactly one bust loses; neither
/// bust, the higher total wins and a tie goes to the dealer; both bust, a replay.
fn settle(player_total: u8, dealer_total: u8) -> Odds {
    let (player_bust, dealer_bust) = (player_total > TWENTY_ONE, dealer_total > TWENTY_ONE);
    let mut odds = Odds::default();
    match (player_bust, dealer_bust) {
        (true, true) => odds.double_bust = 1.0,
        (false, true) => odds.player = 1.0,
        (false, false) if player_total > dealer_total => odds.player = 1.0,
        _ => odds.dealer = 1.0,
    }
    odds
}

/// Tells the player's keys from the dealer's in one memo.
const PLAYER_KEY: u64 = 1 << 63;

/// Solves one round from one seat's point of view, memoising positions.
pub struct Solver {
    objective: Objective,
    memo: Arc<Memo>,
}

/// The value of each of the mover's choices (`None` when the choice is not open).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ChoiceValues {
    /// Standing.
    pub stand: Odds,
    /// Hitting, if a card may be drawn.
    pub hit: Option<Odds>,
    /// Taking the blind card, if the player may.
    pub blind: Option<Odds>,
}

impl ChoiceValues {
    /// The best choice for the mover (the dealer when `dealer`), preferring stand, then hit,
    /// then blind on exact ties.
    pub fn best(&self, dealer: bool, objective: Objective) -> Action {
        let mut best = (Action::Stand, self.stand.value_for(dealer, objective));
        for (action, odds) in [(Action::Hit, self.hit), (Action::Blind, self.blind)] {
            if let Some(odds) = odds {
                let value = odds.value_for(dealer, objective);
                if value > best.1 + 1e-12 {
                    best = (action, value);
                }
            }
        }
        best.0
    }
}

impl Solver {
    /// A solver for `objective` with a memo of its own (empty; it keeps at most about
    /// [`MEMO_LIMIT`] positions).
    pub fn new(objective: Objective) -> Solver {
        Solver::sharing(objective, Arc::new(Memo::new(MEMO_LIMIT)))
    }

    /// A solver for `objective` using `memo`, which other solvers (of the same objective: the
    /// keys do not hold it) may be filling at the same time, from other threads.
    pub(crate) fn sharing(objective: Objective, memo: Arc<Memo>) -> Solver {
        debug_assert!((0.0..=1.0).contains(&objective.double_bust));
        Solver { objective, memo }
    }

    /// The player's choices. `deck` is every card of the round's deck; the player sees his
    /// face-up cards and the dealer's up card; `blind_taken` when he holds a blind card.
    pub fn player_choices(
        &mut self,
        deck: CardSet,
        player_cards: &[Card],
        dealer_up: Card,
        blind_taken: bool,
    ) -> ChoiceValues {
        let seen: CardSet = player_cards.iter().copied().chain([dealer_up]).collect();
        let pool = Pool::of(deck.without(seen));
        let player = Hand::of(player_cards);
        let up = Hand::of(&[dealer_up]);
        let hidden = 1 + u8::from(blind_taken);
        let may_draw = player.total() < TWENTY_ONE && pool.size > hidden;
        ChoiceValues {
            stand: self.player_stands(pool, player, up, blind_taken),
            hit: may_draw.then(|| self.player_hits(pool, player, up, blind_taken)),
            blind: (may_draw && !blind_taken).then(|| self.player_value(pool, player, up, true)),
        }
    }

    /// The dealer's choices on his turn: he sees all his cards, the player's face-up cards and
    /// whether the player holds a blind card.
    pub fn dealer_choices(
        &mut self,
        deck: CardSet,
        dealer_cards: &[Card],
        player_cards: &[Card],
        blind_taken: bool,
    ) -> ChoiceValues {
        let seen: CardSet = player_cards.iter().chain(dealer_cards).copied().collect();
        let pool = Pool::of(deck.without(seen));
        let dealer = Hand::of(dealer_cards);
        let player = Hand::of(player_cards);
        let may_draw = dealer.total() < TWENTY_ONE && pool.size > u8::from(blind_taken);
        ChoiceValues {
            stand: self.dealer_stands(pool, dealer, player, blind_taken),
            hit: may_draw.then(|| self.dealer_hits(pool, dealer, player, blind_taken)),
            blind: None,
        }
    }

    /// The objective this solver serves.
    pub fn objective(&self) -> Objective {
        self.objective
    }

    /// Positions in the solver's memo (by every solver sharing it).
    pub fn positions(&self) -> usize {
        self.memo.len()
    }

    /// The player's value of the position under best play: he picks his best choice.
    fn player_value(&mut self, pool: Pool, player: Hand, up: Hand, blind: bool) -> Odds {
        if player.total() >= TWENTY_ONE {
            // Over 21 the turn ends by itself; at 21 standing is the only move.
            return self.player_stands(pool, player, up, blind);
        }
        let key =
            PLAYER_KEY | pool.key() << 20 | player.key() << 10 | up.key() << 1 | u64::from(blind);
        if let Some(odds) = self.memo.get(key) {
            return odds;
        }
        let hidden = 1 + u8::from(blind);
        let may_draw = pool.size > hidden;
        let mut best = self.player_stands(pool, player, up, blind);
        let objective = self.objective;
        if may_draw {
            let hit = self.player_hits(pool, player, up, blind);
            if hit.player_value(objective) > best.player_value(objective) + 1e-12 {
                best = hit;
            }
            if !blind {
                let with_blind = self.player_value(pool, player, up, true);
                if with_blind.player_value(objective) > best.player_value(objective) + 1e-12 {
                    best = with_blind;
                }
            }
        }
        self.memo.insert(key, best);
        best
    }

    fn player_hits(&mut self, pool: Pool, player: Hand, up: Hand, blind: bool) -> Odds {
        let mut odds = Odds::default();
        for (class, p) in pool.draws() {
            let next = self.player_value(pool.without(class), player.with(class), up, blind);
            odds.add_scaled(next, p);
        }
        odds
    }

    /// The player stands (or went over): the dealer's hidden card is any unseen card, then
    /// the dealer plays.
    fn player_stands(&mut self, pool: Pool, player: Hand, up: Hand, blind: bool) -> Odds {
        let mut odds = Odds::default();
        for (class, p) in pool.draws() {
            let dealer = self.dealer_value(pool.without(class), up.with(class), player, blind);
            odds.add_scaled(dealer, p);
        }
        odds
    }

    /// The dealer's play, with `pool` the cards he has not seen (the blind card among them).
    fn dealer_value(&mut self, pool: Pool, dealer: Hand, player: Hand, blind: bool) -> Odds {
        if !blind && (player.total() > TWENTY_ONE || dealer.total() >= player.total()) {
            // The player's total is known and already beaten (or bust): standing wins.
            return settle(player.total(), dealer.total());
        }
        if dealer.total() >= TWENTY_ONE || pool.size <= u8::from(blind) {
            return self.dealer_stands(pool, dealer, player, blind);
        }
        // A card above this value busts the dealer now and in every later position (his low
        // sum only grows); under a blind card it would also bust the player as that card.
        // All such cards lead to the same odds, so the pool counts them as one class.
        let mut busting_above = TWENTY_ONE - dealer.low;
        // Without a blind card only the player's total matters to the dealer.
        let player_key = if blind {
            busting_above = busting_above.max(TWENTY_ONE.saturating_sub(player.low));
            player.key()
        } else {
            u64::from(player.total()) << 1
        };
        let pool = pool.merged_above(busting_above);
        let key = pool.key() << 24 | dealer.key() << 16 | player_key << 8 | u64::from(blind);
        if let Some(odds) = self.memo.get(key) {
            return odds;
        }
        let objective = self.objective;
        let stand = self.dealer_stands(pool, dealer, player, blind);
        // Standing already wins whatever the blind card is: nothing can do better.
        let best = if stand.dealer_value(objective) >= 1.0 - 1e-12 {
            stand
        } else {
            let hit = self.dealer_hits(pool, dealer, player, blind);
            let hits = hit.dealer_value(objective) > stand.dealer_value(objective) + 1e-12;
            if hits { hit } else { stand }
        };
        self.memo.insert(key, best);
        best
    }

    fn dealer_hits(&mut self, pool: Pool, dealer: Hand, player: Hand, blind: bool) -> Odds {
        let mut odds = Odds::default();
        for (class, p) in pool.draws() {
            let next = self.dealer_value(pool.without(class), dealer.with(class), player, blind);
            odds.add_scaled(next, p);
        }
        odds
    }

    /// The round settles: the blind card, if any, is any card the dealer has not seen.
    fn dealer_stands(&self, pool: Pool, dealer: Hand, player: Hand, blind: bool) -> Odds {
        let dealer_total = dealer.total();
        if !blind {
            return settle(player.total(), dealer_total);
        }
        let mut odds = Odds::default();
        for (class, p) in pool.draws() {
            odds.add_scaled(settle(player.with(class).total(), dealer_total), p);
        }
        odds
    }
}
