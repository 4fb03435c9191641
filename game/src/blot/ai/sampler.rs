//! Determinisation: deals of the unseen cards to the other seats consistent with everything a
//! seat knows (hard facts: hand sizes, cards known held, cards known absent), drawn at random
//! and then weighted towards what the auction and the announcements suggest.

use rand::{Rng, RngCore};

use crate::cards::CardSet;

use super::super::call::Call;
use super::super::combination::{Combination, best_announcement};
use super::bidding::trump_strength;
use super::knowledge::Knowledge;

/// Every seat's current hand in one consistent guess (the viewer's own hand included).
pub type Hands = [u64; 4];

/// Draws one deal of the unseen cards satisfying every hard fact; `None` only if the facts
/// admit no deal (which a real game never produces).
pub fn sample_hard(know: &Knowledge, rng: &mut dyn RngCore) -> Option<Hands> {
    let seats = know.rules.seats as usize;
    let me = know.seat as usize;
    let mut hands = [0u64; 4];
    hands[me] = know.hand;
    let mut need = [0i32; 4];
    let mut known = 0u64;
    for s in 0..seats {
        if s == me {
            continue;
        }
        hands[s] = know.held[s];
        known |= know.held[s];
        need[s] = know.hand_sizes[s] as i32 - know.held[s].count_ones() as i32;
        if need[s] < 0 {
            return None;
        }
    }
    let free = CardSet::ALL_32.bits() & !know.played & !know.hand & !known;
    let mut cards: Vec<u32> = bits(free).collect();
    let needed: i32 = need.iter().sum();
    // With two players part of the pack stays undealt: slot 2 stands for that stock.
    let stock = seats == 2;
    if stock {
        need[2] = cards.len() as i32 - needed;
    }
    if need[2] < 0 || (!stock && cards.len() as i32 != needed) {
        return None;
    }
    let slots = if stock { 3 } else { seats };
    let allowed = |bit: u32| -> u8 {
        let mut m = if stock { 1 << 2 } else { 0 };
        for s in 0..seats {
            if s != me && know.excluded[s] & (1u64 << bit) == 0 {
                m |= 1 << s;
            }
        }
        m
    };
    // Most constrained cards first, ties in random order.
    for i in (1..cards.len()).rev() {
        cards.swap(i, rng.random_range(0..=i));
    }
    cards.sort_by_key(|&b| allowed(b).count_ones());
    for _attempt in 0..8 {
        let mut left = need;
        let mut out = hands;
        let mut ok = true;
        for &bit in &cards {
            let options = allowed(bit);
            let total: i32 = (0..slots)
                .filter(|&s| options & (1 << s) != 0)
                .map(|s| left[s])
                .sum();
            if total <= 0 {
                ok = false;
                break;
            }
            let mut pick = rng.random_range(0..total);
            for s in 0..slots {
                if options & (1 << s) == 0 {
                    continue;
                }
                if pick < left[s] {
                    out[s] |= 1u64 << bit;
                    left[s] -= 1;
                    break;
                }
                pick -= left[s];
            }
        }
        if ok {
            return Some(finish(out, stock));
        }
    }
    matching(&cards, &need, slots, me, &allowed, rng).map(|extra| {
        let mut out = hands;
        for (s, e) in extra.iter().enumerate() {
            out[s] |= e;
        }
        finish(out, stock)
    })
}

/// Drops the stock slot of a two-player guess.
fn finish(mut out: Hands, stock: bool) -> Hands {
    if stock {
        out[2] = 0;
        out[3] = 0;
    }
    out
}

/// A bipartite matching of cards to seat slots (Kuhn's algorithm, random order): finds a
/// consistent deal whenever one exists.
fn matching(
    cards: &[u32],
    need: &[i32; 4],
    seats: usize,
    me: usize,
    allowed: &dyn Fn(u32) -> u8,
    rng: &mut dyn RngCore,
) -> Option<[u64; 4]> {
    let mut slots: Vec<usize> = Vec::new();
    for (s, &n) in need.iter().enumerate().take(seats) {
        if s != me {
            slots.extend(std::iter::repeat_n(s, n.max(0) as usize));
        }
    }
    for i in (1..slots.len()).rev() {
        slots.swap(i, rng.random_range(0..=i));
    }
    let mut slot_card: Vec<Option<usize>> = vec![None; slots.len()];
    fn augment(
        c: usize,
        cards: &[u32],
        slots: &[usize],
        slot_card: &mut [Option<usize>],
        seen: &mut [bool],
        allowed: &dyn Fn(u32) -> u8,
    ) -> bool {
        for j in 0..slots.len() {
            if seen[j] || allowed(cards[c]) & (1 << slots[j]) == 0 {
                continue;
            }
            seen[j] = true;
            let free = match slot_card[j] {
                None => true,
                Some(other) => augment(other, cards, slots, slot_card, seen, allowed),
            };
            if free {
                slot_card[j] = Some(c);
                return true;
            }
        }
        false
    }
    for c in 0..cards.len() {
        let mut seen = vec![false; slots.len()];
        if !augment(c, cards, &slots, &mut slot_card, &mut seen, allowed) {
            return None;
        }
    }
    let mut out = [0u64; 4];
    for (j, card) in slot_card.iter().enumerate() {
        let c = (*card)?;
        out[slots[j]] |= 1u64 << cards[c];
    }
    Some(out)
}

/// How plausible a guessed deal is given the soft evidence, in (0, 1]: bidders hold some
/// strength in the strains they bid, and a seat that announced (or did not announce)
/// combinations holds a hand whose best announcement is of the same kinds.
pub fn plausibility(know: &Knowledge, hands: &Hands) -> f64 {
    let mut weight = 1.0;
    let original = |s: usize| CardSet::from_bits(hands[s] | know.played_by[s]);
    for s in 0..know.rules.seats as usize {
        if s == know.seat as usize {
            continue;
        }
        for &(caller, call) in &know.calls {
            if caller as usize != s {
                continue;
            }
            let suit = match call {
                Call::Bid(bid) => bid.strain.trump(),
                Call::Take => Some(know.contract.bid.strain.trump()).flatten(),
                Call::Choose(suit) => Some(suit),
                _ => None,
            };
            if let Some(suit) = suit {
                let strength = trump_strength(original(s), suit);
                if strength < 3.0 {
                    weight *= 0.15;
                } else if strength < 4.5 {
                    weight *= 0.5;
                }
            }
        }
        if know.has_played[s] {
            let announced: Vec<Combination> = know
                .announced
                .iter()
                .filter(|(seat, _)| *seat as usize == s)
                .map(|&(_, c)| c)
                .collect();
            let best = best_announcement(original(s), &know.rules, know.strain);
            if kinds(&best) != kinds(&announced) {
                weight *= 0.05;
            }
        }
    }
    weight
}

/// Combinations by kind only (what is said aloud): the run length, or the rank of a four.
fn kinds(combos: &[Combination]) -> Vec<(u8, u8)> {
    let mut k: Vec<(u8, u8)> = combos
        .iter()
        .map(|c| match *c {
            Combination::Run { len, .. } => (0, len),
            Combination::Four(rank) => (1, rank as u8),
        })
        .collect();
    k.sort_unstable();
    k
}

/// Draws a consistent deal, preferring plausible ones: up to `tries` hard-consistent draws,
/// each accepted with its plausibility; otherwise the most plausible draw.
pub fn sample(know: &Knowledge, rng: &mut dyn RngCore, tries: usize) -> Option<Hands> {
    let mut best: Option<(f64, Hands)> = None;
    for _ in 0..tries.max(1) {
        let hands = sample_hard(know, rng)?;
        let w = plausibility(know, &hands);
        if rng.random::<f64>() < w {
            return Some(hands);
        }
        if best.is_none_or(|(bw, _)| w > bw) {
            best = Some((w, hands));
        }
    }
    best.map(|(_, h)| h)
}

/// Checks a guessed deal against every hard fact (used by tests and debug assertions).
pub fn consistent(know: &Knowledge, hands: &Hands) -> bool {
    let seats = know.rules.seats as usize;
    let mut all = know.played;
    for (s, &hand) in hands.iter().enumerate().take(seats) {
        if hand & all != 0 {
            return false;
        }
        all |= hand;
        if hand.count_ones() != know.hand_sizes[s] {
            return false;
        }
        if s == know.seat as usize {
            if hand != know.hand {
                return false;
            }
            continue;
        }
        if hand & know.excluded[s] != 0 || hand & know.held[s] != know.held[s] {
            return false;
        }
    }
    if seats == 4 {
        all == CardSet::ALL_32.bits()
    } else {
        all & !CardSet::ALL_32.bits() == 0
    }
}

fn bits(mut mask: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let b = mask.trailing_zeros();
            mask &= mask - 1;
            Some(b)
        }
    })
}
