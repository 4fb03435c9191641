//! Strong card play by Perfect Information Monte Carlo: deal the unseen cards many times
//! consistently with what the seat knows, solve each deal double-dummy for every legal card,
//! turn each solved sai into the deal's score for the seat's team (contract made or down,
//! coinche, combinations, belote), and play the card with the best average.

use std::cell::RefCell;

use rand::RngCore;

use crate::cards::{Card, CardSet, Rank};

use super::super::combination::{Combination, best_announcement, counted};
use super::super::rules::{Seat, team_of};
use super::super::score::{PlayedDeal, Scored, score_deal};
use super::knowledge::Knowledge;
use super::sampler::{Hands, sample};
use super::solver::{Position, Solver};
use super::tables::card_of;

thread_local! {
    /// One solver per thread, kept between decisions (its table's memory is reused; each
    /// decision forgets the entries of the one before).
    static SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
}

/// The nodes one decision's searches may visit: about 130 ms of one core at worst, as
/// measured by `examples/strong_probe.rs` (some 100 ns a node with the sampling, on a shared
/// machine). Counted in nodes rather than time, so a decision is the same on any machine.
pub const NODE_BUDGET: u64 = 1_200_000;

/// Fewer solved samples than this (when more were wanted) say too little: the decision is
/// then left to the rule-based player.
pub const MIN_SAMPLES: usize = 3;

/// At most how many deals to sample for a decision with this many cards left in the viewer's
/// hand (fewer when the node budget runs out first, as it does early in a four-hand deal).
pub fn samples_for(cards_left: u32) -> usize {
    match cards_left {
        0..=4 => 24,
        5 => 16,
        6 => 12,
        7 => 10,
        _ => 8,
    }
}

/// The strong player's card for the viewer among `legal`.
pub fn choose_card(know: &Knowledge, legal: u64, rng: &mut dyn RngCore) -> Option<Card> {
    if legal == 0 {
        return None;
    }
    if legal.count_ones() == 1 {
        return Some(card_of(legal.trailing_zeros()));
    }
    let cards = know.hand.count_ones();
    let samples = samples_for(cards);
    // Every decision starts from an empty table, so the nodes it visits (and so how many
    // samples fit in the budget) depend on this decision alone: a replay chooses alike.
    with_fresh_solver(know, |solver| {
        match decide(know, legal, samples, Some(NODE_BUDGET), solver, rng) {
            Some(bit) => Some(card_of(bit)),
            None => super::heuristic::choose_card(know, legal),
        }
    })
}

/// Runs `f` with this thread's solver for the deal's rules and strain (made anew when the last
/// one served others), its transposition table emptied first.
fn with_fresh_solver<R>(know: &Knowledge, f: impl FnOnce(&mut Solver) -> R) -> R {
    SOLVER.with(|cell| {
        let mut slot = cell.borrow_mut();
        if !slot
            .as_ref()
            .is_some_and(|s| s.serves(&know.rules, know.strain))
        {
            *slot = Some(Solver::new(&know.rules, know.strain));
        }
        let solver = slot.as_mut().expect("a solver");
        solver.forget();
        f(solver)
    })
}

/// Each legal card's value for the viewer's team — its score for this deal, in the variant's
/// units — averaged over the deals `deals` gives (sampled guesses, or the one true deal for
/// a double-dummy answer); at most `count` deals. Empty when no deal could be solved.
pub fn card_values(
    know: &Knowledge,
    legal: u64,
    count: usize,
    deals: &mut dyn FnMut() -> Option<Hands>,
) -> Vec<(Card, f64)> {
    with_fresh_solver(know, |solver| {
        solver.set_budget(None);
        let mut totals = [0f64; 64];
        let mut values = [(0u32, 0i32); 9];
        let guesses = [-1i32; 64];
        let mut solved = 0u32;
        for _ in 0..count {
            let Some(hands) = deals() else { break };
            let pos = position(know, &hands, solver);
            let n = solver.solve_moves_from(&pos, legal, &guesses, &mut values);
            let score = Scorer::new(know, &hands);
            let remaining = solver.remaining_points(&pos);
            for &(bit, team0) in &values[..n] {
                totals[bit as usize] += score.points(team0, remaining);
            }
            solved += 1;
        }
        if solved == 0 {
            return Vec::new();
        }
        CardSet::from_bits(legal)
            .iter()
            .map(|card| (card, totals[card.bit() as usize] / f64::from(solved)))
            .collect()
    })
}

/// Averages each legal card's score over sampled deals; returns the best card's bit.
/// With a node budget, stops sampling when the searches have spent it, and drops the sample
/// whose search it stopped; `None` when fewer than [`MIN_SAMPLES`] (or `samples`, if fewer)
/// were solved within it.
pub fn decide(
    know: &Knowledge,
    legal: u64,
    samples: usize,
    budget: Option<u64>,
    solver: &mut Solver,
    rng: &mut dyn RngCore,
) -> Option<u32> {
    solver.set_budget(budget);
    let chosen = sample_and_average(know, legal, samples, solver, rng);
    solver.set_budget(None);
    chosen
}

fn sample_and_average(
    know: &Knowledge,
    legal: u64,
    samples: usize,
    solver: &mut Solver,
    rng: &mut dyn RngCore,
) -> Option<u32> {
    let mut totals = [0f64; 64];
    let mut values = [(0u32, 0i32); 9];
    let mut solved = 0;
    let mut guesses = [-1i32; 64];
    for _ in 0..samples {
        let Some(hands) = sample(know, rng, 6) else {
            break;
        };
        let pos = position(know, &hands, solver);
        let n = solver.solve_moves_from(&pos, legal, &guesses, &mut values);
        if solver.aborted() {
            break;
        }
        let score = Scorer::new(know, &hands);
        let remaining = solver.remaining_points(&pos);
        for &(bit, team0) in &values[..n] {
            guesses[bit as usize] = team0;
            totals[bit as usize] += score.utility(team0, remaining);
        }
        solved += 1;
    }
    if solved < samples.min(MIN_SAMPLES) {
        return None;
    }
    let mut best: Option<(f64, u32)> = None;
    let mut rest = legal;
    while rest != 0 {
        let bit = rest.trailing_zeros();
        rest &= rest - 1;
        let v = totals[bit as usize];
        if best.is_none_or(|(bv, _)| v > bv + 1e-9) {
            best = Some((v, bit));
        }
    }
    best.map(|(_, b)| b)
}

/// The position of a guessed deal: the guessed hands plus the trick in progress.
pub fn position(know: &Knowledge, hands: &Hands, solver: &Solver) -> Position {
    let mut start = *hands;
    let mut seat = know.leader;
    for card in &know.trick {
        start[seat as usize] |= 1u64 << card.bit();
        seat = know.rules.next(seat);
    }
    let mut pos = Position::new(start, know.leader).with_points(&solver.tables);
    for card in &know.trick {
        pos.play(card.bit(), &solver.setup, &solver.tables);
    }
    pos
}

/// Turns the sai a guessed deal ends with into the deal's score for the viewer's team.
struct Scorer<'a> {
    know: &'a Knowledge,
    combinations: super::super::combination::Counted,
    belote_tens: [u16; 2],
}

impl<'a> Scorer<'a> {
    fn new(know: &'a Knowledge, hands: &Hands) -> Scorer<'a> {
        let rules = know.rules;
        let mut announced: Vec<(Seat, Combination)> = know.announced.clone();
        for s in 0..rules.seats {
            // A seat still to play its first card announces then, its best; one that has
            // announced already (a record's declarations given ahead) is counted once.
            let announced_already = know.announced.iter().any(|&(by, _)| by == s);
            if !know.has_played[s as usize] && !announced_already {
                let hand = CardSet::from_bits(hands[s as usize]);
                for combo in best_announcement(hand, &rules, know.strain) {
                    announced.push((s, combo));
                }
            }
        }
        let second = know.second_leader;
        let order = |seat: Seat| rules.place_after(second, seat);
        let combinations = counted(&announced, &rules, know.strain, order);
        let mut belote_tens = [0u16; 2];
        if let Some(trump) = know.strain.trump() {
            let pair = (1u64 << Card::new(Rank::King, trump).bit())
                | (1u64 << Card::new(Rank::Queen, trump).bit());
            for s in 0..rules.seats as usize {
                if (hands[s] | know.played_by[s]) & pair == pair {
                    belote_tens[team_of(s as Seat)] = 2;
                }
            }
        }
        Scorer {
            know,
            combinations,
            belote_tens,
        }
    }

    /// The viewer's team's score for the deal when team 0 collects `team0` of the
    /// `remaining` sai still to be played for.
    fn points(&self, team0: i32, remaining: i32) -> f64 {
        let (scored, _) = self.scored(team0, remaining);
        f64::from(scored.score[self.know.team()])
    }

    /// The viewer's score margin (in sai-sized units) when team 0 collects `team0` of the
    /// `remaining` sai still to be played for.
    fn utility(&self, team0: i32, remaining: i32) -> f64 {
        let (scored, sai) = self.scored(team0, remaining);
        let rules = self.know.rules;
        let me = self.know.team();
        let unit = if rules.in_tens { 10.0 } else { 1.0 };
        let margin = f64::from(scored.score[me]) - f64::from(scored.score[1 - me]);
        margin * unit + 0.2 * f64::from(sai[me])
    }

    fn scored(&self, team0: i32, remaining: i32) -> (Scored, [u16; 2]) {
        let know = self.know;
        let rules = know.rules;
        let mut sai = know.sai.map(i32::from);
        sai[0] += team0;
        sai[1] += remaining - team0;
        let sai = sai.map(|s| s.max(0) as u16);
        let tricks = rules.tricks() as u8;
        let mut tricks_won = [1u8, 1u8];
        for team in 0..2 {
            if sai[team] == 0 && know.tricks_won[team] == 0 {
                tricks_won[team] = 0;
                tricks_won[1 - team] = tricks;
            }
        }
        let played = PlayedDeal {
            contract: know.contract,
            sai,
            tricks_won,
            combinations: self.combinations,
            belote_tens: self.belote_tens,
        };
        (score_deal(&rules, &played), sai)
    }
}
