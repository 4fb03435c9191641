//! Who plays whom: round robin by the circle method, Swiss pairings by score without a
//! rematch, and the ladder's reach. Pure functions of the entrants and the results so far.

use std::collections::BTreeSet;

/// An entrant's number in its league (its place in the registration order).
pub type EntrantId = u32;

/// One pairing of a round: `home` against `away`.
pub type Pairing = (EntrantId, EntrantId);

/// One round: its pairings and the entrant sitting out, if the count is odd.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    pub pairings: Vec<Pairing>,
    pub bye: Option<EntrantId>,
}

/// Every round of a round robin of `n` entrants by the circle method: entrant 0 stays put and
/// the others turn one place a round, so each pair meets exactly once in `n - 1` rounds (`n`
/// rounds when `n` is odd, each entrant sitting out once). Home and away alternate so that no
/// entrant is at home much more than away. `legs == 2` plays the cycle again, sides swapped.
pub fn round_robin(n: u32, legs: u32) -> Vec<Round> {
    if n < 2 {
        return Vec::new();
    }
    // A phantom entrant `n` when the count is odd: whoever meets it sits out.
    let size = if n.is_multiple_of(2) { n } else { n + 1 };
    let mut ring: Vec<EntrantId> = (0..size).collect();
    let mut first_leg = Vec::new();
    for round in 0..size - 1 {
        let mut pairings = Vec::new();
        let mut bye = None;
        for i in 0..size / 2 {
            let (a, b) = (ring[i as usize], ring[(size - 1 - i) as usize]);
            if a >= n || b >= n {
                bye = Some(if a >= n { b } else { a });
                continue;
            }
            // The fixed entrant's side alternates by round; the others by their slot.
            let swap = if i == 0 { round % 2 == 1 } else { i % 2 == 1 };
            pairings.push(if swap { (b, a) } else { (a, b) });
        }
        first_leg.push(Round { pairings, bye });
        // Turn every slot but the first one place.
        let last = ring.pop().unwrap_or_default();
        ring.insert(1, last);
    }
    let mut rounds = first_leg.clone();
    for _ in 1..legs {
        rounds.extend(first_leg.iter().map(|round| Round {
            pairings: round.pairings.iter().map(|&(h, a)| (a, h)).collect(),
            bye: round.bye,
        }));
    }
    rounds
}

/// The next Swiss round: entrants in `ranked` order (best first), paired top-down with the
/// nearest entrant in score they have not met (`met` holds each played pair, smaller id
/// first). When the count is odd the lowest-ranked entrant who has not sat out yet sits out
/// (`had_bye`). `None` when no pairing without a rematch exists.
pub fn swiss_round(
    ranked: &[EntrantId],
    met: &BTreeSet<Pairing>,
    had_bye: &BTreeSet<EntrantId>,
) -> Option<Round> {
    let mut candidates: Vec<Option<EntrantId>> = vec![None];
    if ranked.len() % 2 == 1 {
        // Lowest-ranked first among those who never sat out; everyone has: lowest-ranked.
        candidates = ranked
            .iter()
            .rev()
            .filter(|e| !had_bye.contains(e))
            .chain(ranked.iter().rev())
            .map(|&e| Some(e))
            .collect();
    }
    for bye in candidates {
        let rest: Vec<EntrantId> = ranked.iter().copied().filter(|&e| Some(e) != bye).collect();
        let mut budget = 200_000u32;
        if let Some(pairings) = pair_down(&rest, met, &mut budget) {
            return Some(Round { pairings, bye });
        }
    }
    None
}

/// Pairs the first entrant with the nearest one below it it has not met, then the rest, going
/// back when the rest cannot be paired. `budget` bounds the search.
fn pair_down(
    rest: &[EntrantId],
    met: &BTreeSet<Pairing>,
    budget: &mut u32,
) -> Option<Vec<Pairing>> {
    let Some((&top, others)) = rest.split_first() else {
        return Some(Vec::new());
    };
    for (i, &other) in others.iter().enumerate() {
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        if met.contains(&pair_key(top, other)) {
            continue;
        }
        let remaining: Vec<EntrantId> = others
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &e)| e)
            .collect();
        if let Some(mut tail) = pair_down(&remaining, met, budget) {
            tail.insert(0, (top, other));
            return Some(tail);
        }
    }
    None
}

/// A pair as `met` stores it: the smaller id first.
pub fn pair_key(a: EntrantId, b: EntrantId) -> Pairing {
    (a.min(b), a.max(b))
}

/// The most Swiss rounds `n` entrants can play without a rematch.
pub fn max_swiss_rounds(n: u32) -> u32 {
    if n.is_multiple_of(2) {
        n.saturating_sub(1)
    } else {
        n
    }
}
