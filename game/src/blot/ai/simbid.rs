//! The strong auction: bidding by simulation. For a few candidate calls (pass, the rule-based
//! call and its neighbours: nearby levels in the best strains, kaput, coinche), deal the unseen
//! cards many times consistently with the seat's hand, the turned card and the auction so far
//! (a guess is kept with a weight that falls for every past call the rule-based bidder would
//! not have made from it), finish each auction from the candidate on with the rule-based
//! bidder at every seat, and judge the contract it ends in double-dummy (in Coinche the
//! rule-based bidder is the strong level's tables for the seat's own team, in both steps, see
//! [`Settings::team`]): a null-window search of the solver tells whether the declarers make
//! it (and bounds their sai, which a playout within the bounds estimates), and the variant's
//! own scoring turns that into the deal's score margin for the seat's team. The call with the
//! best average margin is made if it beats the rule-based call clearly on the same guesses
//! ([`MARGIN_TENS`], [`Settings::confidence`]); otherwise (and whenever too few guesses were
//! judged within the node budget) the rule-based call is.
//!
//! Every search is bounded in nodes, never in time, and every guess comes from the caller's
//! generator: a decision is the same on any machine.

use std::cell::RefCell;

use rand::{Rng, RngCore};

use crate::cards::{Card, CardSet, Suit};

use super::super::auction::Contract;
use super::super::call::{Bid, Call, Strain};
use super::super::combination::{Combination, best_announcement, counted};
use super::super::deal::Deal;
use super::super::matchplay::BlotMatch;
use super::super::rules::{AuctionStyle, Rules, Seat, Variant, team_of};
use super::super::score::{Outcome, PlayedDeal, score_deal};
use super::bidding::{self, Confidence, offerable, own_value, rule_call};
use super::solver::{Position, Solver};

thread_local! {
    /// One solver per strain (four trumps, then no-trump) per thread, kept between decisions.
    static SOLVERS: RefCell<[Option<Solver>; 5]> = const { RefCell::new([None, None, None, None, None]) };
}

/// The nodes one auction decision's searches may visit (as many as a card decision's, see
/// [`super::pimc::NODE_BUDGET`]).
pub const NODE_BUDGET: u64 = 1_200_000;

/// Fewer judged guesses than this say too little: the rule-based call is made.
pub const MIN_SAMPLES: usize = 4;

/// Draws per guess: the first accepted by its weight is kept, else the heaviest.
const TRIES: usize = 12;

/// The weight a guess keeps for each past call the rule-based bidder would not have made.
const MISMATCH_WEIGHT: f64 = 0.15;

/// A candidate must beat the rule-based call by this many tens on average to replace it.
pub const MARGIN_TENS: f64 = 0.5;

/// How the simulation bidder judges the calls of one variant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// At most this many guessed deals per decision.
    pub samples: usize,
    /// The nodes one search may visit; a contract whose search gives up there is judged by the
    /// playout within what the guess's other searches proved (`None`: only the decision's
    /// whole [`NODE_BUDGET`] bounds it).
    pub search_nodes: Option<u64>,
    /// A candidate must beat the rule-based call by this many standard errors of its paired
    /// differences with it over the guesses (besides [`MARGIN_TENS`]) to replace it.
    pub confidence: f64,
    /// How a double the opponents make later in a guessed auction counts.
    pub doubles: Doubles,
    /// The tens of sai the seat's team is credited over the double-dummy play, declaring and
    /// defending: the strong level's confidence in its own play ([`Confidence::strong`]).
    pub edge: Confidence,
    /// The bidder the seat's own team is modelled as, in the guesses (its partner's calls so
    /// far) and in the auctions the simulation finishes (the partner's and the seat's own
    /// later calls): the tables with this confidence. The opponents are always modelled as
    /// the rules.
    pub team: Confidence,
}

/// How the simulation counts a double (coinche, or surcoinche over the seat's own coinche) that
/// the seat's opponents make after its call, in the auction the rule-based bidder finishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doubles {
    /// As the rule-based bidder makes it: its opponents are modelled as the rules.
    AsTheRules,
    /// Only when it costs the seat's team: the contract is scored both with and without it
    /// and the lower counts. The rules' doubles on a guessed deal are a model, and a call
    /// that counts on being doubled when it makes (a plain contract instead of a certain
    /// kaput) counts on the model's mistakes, which a person does not make.
    OnlyWhenTheyCost,
}

impl Settings {
    /// Two hands: every search exact, few guesses needed (half the cards are the seat's own).
    pub const TWO_HANDS: Settings = Settings {
        samples: 16,
        search_nodes: None,
        confidence: 1.0,
        doubles: Doubles::AsTheRules,
        edge: Confidence::RULES,
        team: Confidence::RULES,
    };

    /// Four hands: the partner's hand is unknown too, so many more guesses are needed, and a
    /// deal's search is cut off at some five times the median one (its contract judged by the
    /// playout) so that a few hard guesses do not spend the budget of all the others; a call
    /// replaces the rules' only when clearly better. Measured by `simbid_probe` (see
    /// `docs/computer-players.md`): uncut with 16 guesses and one standard error, 4 to 10
    /// guesses fit and its calls scored no better than the rules' on the real cards.
    pub const FOUR_HANDS: Settings = Settings {
        samples: 32,
        search_nodes: Some(10_000),
        confidence: 2.0,
        doubles: Doubles::AsTheRules,
        edge: Confidence::RULES,
        team: Confidence::RULES,
    };

    /// Coinche: four hands, where doubles are frequent and score double or fourfold, so the
    /// opponents' doubles only count against the seat (see [`Doubles::OnlyWhenTheyCost`]);
    /// and the contracts judged with the strong level's confidence in its play, as its
    /// rules' auction is.
    pub const COINCHE: Settings = Settings {
        doubles: Doubles::OnlyWhenTheyCost,
        edge: Confidence::COINCHE,
        team: Confidence::COINCHE,
        ..Settings::FOUR_HANDS
    };

    /// French Belote: four hands, but only take or pass (and a trump to name), so a call
    /// differs from the rules' rarely and replaces it at one standard error.
    pub const FRENCH_BELOTE: Settings = Settings {
        confidence: 1.0,
        ..Settings::FOUR_HANDS
    };

    /// The settings for a variant.
    pub fn of(variant: Variant) -> Settings {
        match variant {
            Variant::Belote2 => Settings::TWO_HANDS,
            Variant::Belote => Settings::FRENCH_BELOTE,
            Variant::Coinche => Settings::COINCHE,
            _ => Settings::FOUR_HANDS,
        }
    }
}

/// The strong player's call for `seat`, the seat to act in the auction, in every Blot
/// variant. Measured in the arena against the rules' auction (with the strong level's
/// confidence), strong vs rule on the same duplicate games (`cards arena --game G --a strong
/// --b rule`; see `docs/computer-players.md`): Belote for two 59.7% → 73.0% (paired +13.3
/// points, 95% CI +8.1 to +18.6; 300 games from seed 960001); Bazaar Blot 66.0% → 73.7%
/// (+7.7, +4.2 to +11.1; 600 games from seeds 1400001 and 1400151); French Belote, with
/// [`Settings::FRENCH_BELOTE`], 61.9% → 63.6% (+1.7, −1.0 to +4.4; 1,000 games from seed
/// 1500001); Coinche, with [`Settings::COINCHE`], 62.1% → 61.7% (−0.4, −3.1 to +2.3; 2,000
/// games from seed 1500001), within the noise of its tables there.
pub fn choose_call(game: &BlotMatch, seat: Seat, rng: &mut dyn RngCore) -> Call {
    call_in(game.deal(), seat, rng)
}

/// The strong player's call for `seat`, the seat to act in this deal's auction (one of the
/// calls the match offers, see [`offerable`]).
pub fn call_in(deal: &Deal, seat: Seat, rng: &mut dyn RngCore) -> Call {
    call_with(deal, seat, Settings::of(deal.rules().variant), rng)
}

/// As [`call_in`], judging the calls with these settings (a probe may try others than the
/// variant's). The call to beat is the rules' with the strong level's confidence in its play
/// ([`Confidence::strong`]).
pub fn call_with(deal: &Deal, seat: Seat, settings: Settings, rng: &mut dyn RngCore) -> Call {
    if deal.auction().to_call() != Some(seat) {
        return Call::Pass;
    }
    let rule = bidding::call_with(deal, seat, Confidence::strong(deal.rules().variant));
    let candidates = candidates(deal, seat, rule);
    if candidates.len() < 2 {
        return rule;
    }
    match simulate(deal, seat, &candidates, settings, rng) {
        Some(values) => pick(deal.rules(), settings, &candidates, &values, rule),
        None => rule,
    }
}

/// The best candidate by average margin among those that beat the rule-based call clearly on
/// the same guesses: by more than [`MARGIN_TENS`] on average, and by more than
/// [`Settings::confidence`] standard errors of the paired differences. Otherwise the
/// rule-based call.
fn pick(
    rules: &Rules,
    settings: Settings,
    candidates: &[Call],
    values: &[Vec<f64>],
    rule: Call,
) -> Call {
    let Some(r) = candidates.iter().position(|&c| c == rule) else {
        return rule;
    };
    let margin = MARGIN_TENS * f64::from(rules.from_tens(1));
    let mut best: Option<(f64, Call)> = None;
    for (i, &call) in candidates.iter().enumerate() {
        if i == r {
            continue;
        }
        let diffs: Vec<f64> = values[i]
            .iter()
            .zip(&values[r])
            .map(|(a, b)| a - b)
            .collect();
        let n = diffs.len() as f64;
        if n < 2.0 {
            continue;
        }
        let mean = diffs.iter().sum::<f64>() / n;
        let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0);
        let clear = mean > margin && mean > settings.confidence * (var / n).sqrt();
        if clear && best.is_none_or(|(b, _)| mean > b + 1e-9) {
            best = Some((mean, call));
        }
    }
    best.map_or(rule, |(_, call)| call)
}

/// The calls worth judging: pass, the rule-based call, coinche and surcoinche, and in a
/// bidding auction the lowest few levels of the two most promising strains and kaput in the
/// best; in a turned-card auction every call offered. Only calls the match offers.
pub fn candidates(deal: &Deal, seat: Seat, rule: Call) -> Vec<Call> {
    let rules = *deal.rules();
    let mut out = vec![Call::Pass];
    let add = |call: Call, out: &mut Vec<Call>| {
        if !out.contains(&call) && offerable(deal, call) {
            out.push(call);
        }
    };
    add(rule, &mut out);
    add(Call::Coinche, &mut out);
    add(Call::Surcoinche, &mut out);
    match rules.auction {
        AuctionStyle::TurnedCard { .. } => {
            add(Call::Take, &mut out);
            for suit in Suit::ALL {
                add(Call::Choose(suit), &mut out);
            }
        }
        AuctionStyle::Bidding {
            step, kaput_min, ..
        } => {
            let Some((next, must_be_kaput)) = deal.auction().min_next_bid() else {
                return out;
            };
            let hand = deal.hand(seat);
            let mut strains: Vec<(f64, Strain)> = Suit::ALL
                .map(Strain::Trump)
                .into_iter()
                .chain(rules.no_trump.then_some(Strain::NoTrump))
                .map(|s| (own_value(hand, &rules, s), s))
                .collect();
            strains.sort_by(|a, b| b.0.total_cmp(&a.0));
            let bid = |level: u16, strain: Strain, kaput: bool| {
                Call::Bid(Bid {
                    level,
                    strain,
                    kaput,
                })
            };
            if let Some(&(_, best)) = strains.first() {
                add(bid(next.max(kaput_min), best, true), &mut out);
            }
            if !must_be_kaput {
                for &(_, strain) in strains.iter().take(2) {
                    for k in 0..3 {
                        add(bid(next + k * step, strain, false), &mut out);
                    }
                }
                if let Call::Bid(b) = rule
                    && !b.kaput
                {
                    add(bid(b.level + step, b.strain, false), &mut out);
                }
            }
        }
    }
    out
}

/// Each candidate's score margin for the seat's team on each guessed deal judged within the
/// node budget (the same guesses for every candidate); `None` when fewer than
/// [`MIN_SAMPLES`] were.
fn simulate(
    deal: &Deal,
    seat: Seat,
    candidates: &[Call],
    settings: Settings,
    rng: &mut dyn RngCore,
) -> Option<Vec<Vec<f64>>> {
    let rules = *deal.rules();
    // The doubling made before the decision is real; only later doubles are modelled.
    let doubled_before = if deal.calls().contains(&Call::Coinche) {
        2
    } else {
        1
    };
    SOLVERS.with(|cell| {
        let mut solvers = cell.borrow_mut();
        let mut fresh = [false; 5];
        let mut budget = Budget::new(settings);
        let mut totals: Vec<Vec<f64>> = vec![Vec::new(); candidates.len()];
        let mut judged = 0;
        'samples: for _ in 0..settings.samples {
            let Some(guess) = guess(deal, seat, settings.team, rng) else {
                break;
            };
            let mut values = Vec::with_capacity(candidates.len());
            let mut known: Vec<Known> = Vec::new();
            for &call in candidates {
                let Some(end) = finish_auction(&guess, seat, call, settings.team) else {
                    values.push(0.0);
                    continue;
                };
                let Some((contract, hands)) = end else {
                    values.push(0.0);
                    continue;
                };
                let index = strain_index(contract.bid.strain);
                let slot = &mut solvers[index];
                if !slot
                    .as_ref()
                    .is_some_and(|s| s.serves(&rules, contract.bid.strain))
                {
                    // A solver for other rules (this thread serves several variants).
                    *slot = Some(Solver::new(&rules, contract.bid.strain));
                }
                let solver = slot.as_mut().expect("a solver");
                if !fresh[index] {
                    // Each decision starts from empty tables: its nodes are its own.
                    solver.forget();
                    fresh[index] = true;
                }
                let scoring = Scoring {
                    contract,
                    undoubled: undone_double(contract, seat, doubled_before, settings.doubles),
                    credit: credit(settings.edge, contract, seat),
                };
                let Some(v) = judge(
                    &rules,
                    guess.dealer(),
                    seat,
                    scoring,
                    &hands,
                    solver,
                    &mut budget,
                    &mut known,
                ) else {
                    break 'samples;
                };
                values.push(v);
            }
            for (t, &v) in totals.iter_mut().zip(&values) {
                t.push(v);
            }
            judged += 1;
        }
        (judged >= MIN_SAMPLES).then_some(totals)
    })
}

fn strain_index(strain: Strain) -> usize {
    match strain {
        Strain::Trump(suit) => suit.index(),
        Strain::NoTrump => 4,
    }
}

/// A guessed deal at this point of the auction: the seat's own hand and the turned card as
/// they are, the unseen cards dealt at random (the stock of the turned-card variants too),
/// the auction so far replayed on it. Guesses on which the others would have called as they
/// did are preferred, the seat's partner modelled as the tables with the confidence `team`,
/// the opponents as the rule-based bidder.
pub fn guess(deal: &Deal, seat: Seat, team: Confidence, rng: &mut dyn RngCore) -> Option<Deal> {
    let rules = *deal.rules();
    let dealer = deal.dealer();
    // Where each card of a pack goes when dealt: the seat's packets, the turned card.
    let mut mine = Vec::new();
    let mut next = 0;
    for &size in rules.packets() {
        let mut s = rules.next(dealer);
        for _ in 0..rules.seats {
            if s == seat {
                mine.extend(next..next + size);
            }
            next += size;
            s = rules.next(s);
        }
    }
    let turned = deal.turned();
    let turned_at = turned.map(|_| next);
    let hand = deal.hand(seat);
    let mut known = hand;
    if let Some(card) = turned {
        known.insert(card);
    }
    let unseen: Vec<Card> = CardSet::ALL_32.without(known).iter().collect();
    let calls = deal.calls();
    let mut best: Option<(f64, Deal)> = None;
    for _ in 0..TRIES {
        let mut rest = unseen.clone();
        for i in (1..rest.len()).rev() {
            rest.swap(i, rng.random_range(0..=i));
        }
        let mut rest = rest.into_iter();
        let mut own = hand.iter();
        let mut pack = Vec::with_capacity(32);
        for i in 0..32 {
            let card = if mine.contains(&i) {
                own.next()
            } else if turned_at == Some(i) {
                turned
            } else {
                rest.next()
            };
            pack.push(card?);
        }
        let mut guessed = Deal::from_pack(rules, dealer, &pack).ok()?;
        let mut weight = 1.0;
        for &call in calls {
            let caller = guessed.auction().to_call()?;
            if caller != seat && modelled_call(&guessed, caller, seat, team) != call {
                weight *= MISMATCH_WEIGHT;
            }
            guessed.call(caller, call).ok()?;
        }
        if rng.random::<f64>() < weight {
            return Some(guessed);
        }
        if best.as_ref().is_none_or(|(w, _)| weight > *w) {
            best = Some((weight, guessed));
        }
    }
    best.map(|(_, d)| d)
}

/// The call the simulation expects of `caller` on a guessed deal: the tables with the
/// confidence `team` for the seat's own team, the rules for its opponents.
fn modelled_call(deal: &Deal, caller: Seat, seat: Seat, team: Confidence) -> Call {
    if team_of(caller) == team_of(seat) {
        bidding::call_with(deal, caller, team)
    } else {
        rule_call(deal, caller)
    }
}

/// The auction of a guessed deal finished from `call` by the seat, every later call the
/// tables' ([`modelled_call`]: the seat's own team's with the confidence `team`, the
/// opponents' the rule-based bidder's): `None` if a call was refused (no guess should make
/// that happen), `Some(None)` for a void deal, else the contract and the hands it is played
/// with.
fn finish_auction(
    guess: &Deal,
    seat: Seat,
    call: Call,
    team: Confidence,
) -> Option<Option<(Contract, [u64; 4])>> {
    let mut deal = guess.clone();
    deal.call(seat, call).ok()?;
    for _ in 0..64 {
        let Some(s) = deal.auction().to_call() else {
            break;
        };
        if deal.result().is_some() || deal.play_state().is_some() {
            break;
        }
        deal.call(s, modelled_call(&deal, s, seat, team)).ok()?;
    }
    if deal.result().is_some() {
        return Some(None);
    }
    let play = deal.play_state()?;
    let contract = deal.contract()?;
    let mut hands = [0u64; 4];
    for (s, h) in hands
        .iter_mut()
        .enumerate()
        .take(deal.rules().seats as usize)
    {
        *h = play.hand(s as Seat).bits();
    }
    Some(Some((contract, hands)))
}

/// What `call` by `seat` scores for the seat's team on these very cards, every later call the
/// rule-based bidder's and the contract played double-dummy (solved exactly): the score margin
/// in points (0 for a void deal), or `None` if the call is not one the deal accepts. A yardstick
/// for the simulation bidder, which can only guess the cards.
pub fn margin_on_cards(deal: &Deal, seat: Seat, call: Call) -> Option<f64> {
    let rules = *deal.rules();
    let Some((contract, hands)) = finish_auction(deal, seat, call, Confidence::RULES)? else {
        return Some(0.0);
    };
    let strain = contract.bid.strain;
    let mut solver = Solver::new(&rules, strain);
    let pos = Position::new(hands, rules.next(deal.dealer())).with_points(&solver.tables);
    let exact = solver.solve(&pos);
    let mut known = vec![Known {
        strain,
        hands,
        low: exact,
        high: exact,
        playout: exact,
    }];
    // The value is known exactly, so `judge` runs no search and spends none of this budget.
    let mut budget = Budget::new(Settings::TWO_HANDS);
    let scoring = Scoring {
        contract,
        undoubled: None,
        credit: 0,
    };
    judge(
        &rules,
        deal.dealer(),
        seat,
        scoring,
        &hands,
        &mut solver,
        &mut budget,
        &mut known,
    )
}

/// The nodes a decision's searches have visited, and how many one search may.
struct Budget {
    spent: u64,
    per_search: u64,
}

impl Budget {
    fn new(settings: Settings) -> Budget {
        Budget {
            spent: 0,
            per_search: settings.search_nodes.unwrap_or(u64::MAX),
        }
    }

    /// The nodes the next search may visit, and whether they are all the decision has left
    /// (its giving up then ends the decision's guessing).
    fn next_search(&self) -> (u64, bool) {
        let left = NODE_BUDGET.saturating_sub(self.spent);
        (left.min(self.per_search), left <= self.per_search)
    }
}

/// What the searches of one guess have learnt of one strain's play with some hands: bounds
/// on team 0's sai, and a playout's estimate.
struct Known {
    strain: Strain,
    hands: [u64; 4],
    low: i32,
    high: i32,
    playout: i32,
}

/// The contract as it would be without the doubles the viewer's opponents made after
/// `doubled_before` (the doubling at the decision), when the settings count those doubles
/// only where they cost the viewer's team; `None` when there is none to undo.
fn undone_double(
    contract: Contract,
    viewer: Seat,
    doubled_before: u8,
    doubles: Doubles,
) -> Option<Contract> {
    if doubles == Doubles::AsTheRules || contract.coinche <= doubled_before {
        return None;
    }
    let coinche = if team_of(contract.seat) == team_of(viewer) {
        // The defenders' coinche (and the viewer's team's surcoinche over it), or nothing.
        (doubled_before == 1).then_some(1)?
    } else {
        // The declarers' surcoinche over the viewer's team's coinche.
        (contract.coinche == 4).then_some(2)?
    };
    Some(Contract {
        coinche,
        ..contract
    })
}

/// The sai the viewer's team is credited over the double-dummy play of this contract.
fn credit(edge: Confidence, contract: Contract, viewer: Seat) -> i32 {
    let tens = if team_of(contract.seat) == team_of(viewer) {
        edge.declaring
    } else {
        edge.defending
    };
    (tens * 10.0).round() as i32
}

/// A contract to judge, and how it scores for the viewer.
struct Scoring {
    contract: Contract,
    /// The contract with the opponents' later doubles undone ([`undone_double`]), if any:
    /// the lower margin counts.
    undoubled: Option<Contract>,
    /// The sai the viewer's team takes over the double-dummy play ([`credit`]).
    credit: i32,
}

/// The score margin for the viewer's team of a contract played with these hands (the lower
/// of its margins with and without the doubles undone, if any; the viewer's team credited
/// its sai over the double-dummy play): one null-window search at the declarers' need
/// (unless earlier searches of the guess already settle it) tells whether it is made, and
/// bounds the sai; a playout within those bounds estimates them (alone, when the search gave
/// up at its own node limit). `None` when the decision's node budget ran out.
#[allow(clippy::too_many_arguments)]
fn judge(
    rules: &Rules,
    dealer: Seat,
    viewer: Seat,
    scoring: Scoring,
    hands: &[u64; 4],
    solver: &mut Solver,
    budget: &mut Budget,
    known: &mut Vec<Known>,
) -> Option<f64> {
    let Scoring {
        contract,
        undoubled,
        credit,
    } = scoring;
    let strain = contract.bid.strain;
    let leader = rules.next(dealer);
    let pos = Position::new(*hands, leader).with_points(&solver.tables);
    let total = solver.remaining_points(&pos);
    let declarers = team_of(contract.seat);
    let me = team_of(viewer);
    // The declarers' sai as scored, from their double-dummy sai: the viewer's team credited,
    // every trick still counted (a credit makes no capot and undoes none).
    let credited = |dd: i32| {
        let shifted = if declarers == me {
            dd + credit
        } else {
            dd - credit
        };
        match dd {
            0 => 0,
            _ if dd == total => total,
            _ => shifted.clamp(1, total - 1),
        }
    };
    let facts = Facts::new(rules, leader, strain, hands);
    let tricks = rules.tricks() as u8;
    let played_as = |contract: Contract, decl_sai: i32| {
        let decl = decl_sai.clamp(0, total);
        let mut sai = [0u16; 2];
        sai[declarers] = decl as u16;
        sai[1 - declarers] = (total - decl) as u16;
        let mut tricks_won = [1u8, 1u8];
        if decl == total {
            tricks_won = [0, 0];
            tricks_won[declarers] = tricks;
        } else if decl == 0 {
            tricks_won = [0, 0];
            tricks_won[1 - declarers] = tricks;
        }
        PlayedDeal {
            contract,
            sai,
            tricks_won,
            combinations: facts.combinations,
            belote_tens: facts.belote_tens,
        }
    };
    let at = match known
        .iter()
        .position(|k| k.strain == strain && k.hands == *hands)
    {
        Some(i) => i,
        None => {
            let playout = solver.playout(&pos);
            known.push(Known {
                strain,
                hands: *hands,
                low: 0,
                high: total,
                playout,
            });
            known.len() - 1
        }
    };
    let k = &mut known[at];
    // The least double-dummy sai with which the declarers make it, as team 0's threshold.
    let need = (0..=total)
        .find(|&s| score_deal(rules, &played_as(contract, credited(s))).outcome == Outcome::Made);
    if let Some(need) = need {
        // Team 0 reaching `t` is the declarers making it (team 0 declaring) or failing.
        let t = if declarers == 0 {
            need
        } else {
            total - need + 1
        };
        if t > k.low && t <= k.high {
            let (nodes, last) = budget.next_search();
            solver.set_budget(Some(nodes));
            let before = solver.nodes;
            let v = solver.bound(&pos, t);
            budget.spent += solver.nodes - before;
            let aborted = solver.aborted();
            solver.set_budget(None);
            if aborted && last {
                return None;
            }
            if aborted {
                // Cut off at its own limit: nothing proved, the playout judges.
            } else if v >= t {
                k.low = k.low.max(v);
            } else {
                k.high = k.high.min(v);
            }
        }
    }
    let team0 = k.playout.clamp(k.low, k.high.max(k.low));
    let decl = credited(if declarers == 0 { team0 } else { total - team0 });
    let margin = |contract: Contract| {
        let scored = score_deal(rules, &played_as(contract, decl));
        f64::from(scored.score[me]) - f64::from(scored.score[1 - me])
    };
    let as_doubled = margin(contract);
    Some(undoubled.map_or(as_doubled, |c| as_doubled.min(margin(c))))
}

/// The combinations each team counts and the belote it holds, with every hand known.
struct Facts {
    combinations: super::super::combination::Counted,
    belote_tens: [u16; 2],
}

impl Facts {
    fn new(rules: &Rules, leader: Seat, strain: Strain, hands: &[u64; 4]) -> Facts {
        let mut announced: Vec<(Seat, Combination)> = Vec::new();
        for s in 0..rules.seats {
            let hand = CardSet::from_bits(hands[s as usize]);
            for combo in best_announcement(hand, rules, strain) {
                announced.push((s, combo));
            }
        }
        let order = |seat: Seat| rules.place_after(leader, seat);
        let combinations = counted(&announced, rules, strain, order);
        let mut belote_tens = [0u16; 2];
        if let Some(trump) = strain.trump() {
            let pair = (1u64 << Card::new(crate::cards::Rank::King, trump).bit())
                | (1u64 << Card::new(crate::cards::Rank::Queen, trump).bit());
            for s in 0..rules.seats as usize {
                if hands[s] & pair == pair {
                    belote_tens[team_of(s as Seat)] = 2;
                }
            }
        }
        Facts {
            combinations,
            belote_tens,
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::blot::Phase;

    /// A match at a random point of its first auction: a few random offered calls made.
    fn random_auction(variant: Variant, seed: u64) -> BlotMatch {
        let mut game = BlotMatch::new(variant.rules(), seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        let calls = rng.random_range(0..5);
        for _ in 0..calls {
            let Some(seat) = game.to_act() else { break };
            if !matches!(game.deal().phase(), Phase::Auction) {
                break;
            }
            let legal = game.legal_codes(seat);
            // Mostly passes and low calls, so the auction lasts.
            let code = if rng.random_bool(0.5) {
                legal[0].clone()
            } else {
                legal[rng.random_range(0..legal.len().min(6))].clone()
            };
            let before = game.clone();
            game.apply(seat, &code).expect("an offered call");
            if !matches!(game.deal().phase(), Phase::Auction) {
                return before;
            }
        }
        game
    }

    #[test]
    fn the_call_is_always_one_the_match_offers_in_every_variant() {
        for variant in Variant::ALL {
            for seed in 0..10 {
                let game = random_auction(variant, 5_000 + seed);
                let Some(seat) = game.to_act() else { continue };
                assert!(matches!(game.deal().phase(), Phase::Auction));
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let call = choose_call(&game, seat, &mut rng);
                let legal = game.legal_codes(seat);
                assert!(
                    legal.contains(&call.to_string()),
                    "{variant}: {call} not among {legal:?}"
                );
            }
        }
    }

    #[test]
    fn a_decision_is_the_same_for_the_same_seed_whatever_came_before() {
        for variant in Variant::ALL {
            for seed in 0..3 {
                let game = random_auction(variant, 7_000 + seed);
                let Some(seat) = game.to_act() else { continue };
                let first = choose_call(&game, seat, &mut ChaCha8Rng::seed_from_u64(seed));
                // Another decision in between warms this thread's solvers.
                let other = random_auction(variant, 9_000 + seed);
                if let Some(s) = other.to_act() {
                    choose_call(&other, s, &mut ChaCha8Rng::seed_from_u64(99));
                }
                let again = choose_call(&game, seat, &mut ChaCha8Rng::seed_from_u64(seed));
                assert_eq!(first, again, "{variant}, seed {seed}");
            }
        }
    }

    /// A deal of `variant` dealt by seat 0 in which `seat` holds `hand`, after `passes` passes.
    fn deal_of(variant: Variant, seat: Seat, hand: &str, passes: usize) -> Deal {
        let rules = variant.rules();
        let mine: CardSet = hand.parse().unwrap();
        // The other cards dealt round the other seats one by one, so none holds a long suit.
        let others: Vec<usize> = (0..4).filter(|&s| s != seat as usize).collect();
        let mut hands = [CardSet::EMPTY; 4];
        hands[seat as usize] = mine;
        for (i, card) in CardSet::ALL_32.without(mine).iter().enumerate() {
            hands[others[i % 3]].insert(card);
        }
        let mut deal = Deal::from_hands(rules, 0, &hands, None).unwrap();
        for _ in 0..passes {
            let s = deal.auction().to_call().unwrap();
            deal.call(s, Call::Pass).unwrap();
        }
        assert_eq!(deal.auction().to_call(), Some(seat));
        deal
    }

    fn coinche_deal(seat: Seat, hand: &str, passes: usize) -> Deal {
        deal_of(Variant::Coinche, seat, hand, passes)
    }

    #[test]
    fn a_hopeless_hand_passes() {
        let deal = coinche_deal(3, "7S 8S QS 8H QH 7D 8D 8C", 0);
        let call = call_in(&deal, 3, &mut ChaCha8Rng::seed_from_u64(1));
        assert_eq!(call, Call::Pass);
    }

    #[test]
    fn four_hands_guess_more_deals_and_cut_the_hard_searches() {
        let french = Settings::of(Variant::Belote);
        assert_eq!(french.confidence, 1.0);
        assert_eq!(french.samples, Settings::FOUR_HANDS.samples);
        let four = Settings::of(Variant::Bazaar);
        assert_eq!(four, Settings::FOUR_HANDS);
        assert!(four.samples > Settings::TWO_HANDS.samples);
        // A search that gives up at its own limit leaves the rest of the budget to the others.
        let mut budget = Budget::new(four);
        assert_eq!(budget.next_search(), (10_000, false));
        budget.spent = NODE_BUDGET - 4_000;
        assert_eq!(budget.next_search(), (4_000, true));
        let mut whole = Budget::new(Settings::TWO_HANDS);
        assert_eq!(whole.next_search(), (NODE_BUDGET, true));
        whole.spent = NODE_BUDGET;
        assert_eq!(whole.next_search(), (0, true));
    }

    #[test]
    fn a_certain_capot_is_bid_as_kaput_in_bazaar_blot() {
        // The Bazaar auction is counted in tens from 8, kaput from 25: with the others
        // passing, the rules bid a plain contract, the simulation sees every trick taken.
        let deal = deal_of(Variant::Bazaar, 0, "JH 9H AH TH KH AS TS AD", 3);
        let rule = rule_call(&deal, 0);
        assert!(
            matches!(rule, Call::Bid(b) if !b.kaput),
            "the rules alone bid {rule}"
        );
        let call = call_in(&deal, 0, &mut ChaCha8Rng::seed_from_u64(1));
        assert!(
            matches!(call, Call::Bid(b) if b.kaput && b.strain == Strain::Trump(Suit::Hearts)),
            "bid {call}"
        );
    }

    #[test]
    fn a_certain_capot_is_bid_as_kaput_in_coinche_whatever_the_opponents_might_double() {
        // With the opponents' doubles taken as the rules make them, a plain contract they
        // would coinche on a few guesses looked better than the kaput (stop 29).
        let deal = coinche_deal(0, "JH 9H AH TH KH AS TS AD", 3);
        assert_eq!(
            Settings::of(Variant::Coinche).doubles,
            Doubles::OnlyWhenTheyCost
        );
        let call = call_in(&deal, 0, &mut ChaCha8Rng::seed_from_u64(1));
        assert!(
            matches!(call, Call::Bid(b) if b.kaput && b.strain == Strain::Trump(Suit::Hearts)),
            "bid {call}"
        );
    }

    #[test]
    fn only_the_doubles_the_opponents_make_after_the_call_are_undone() {
        let contract = |seat: Seat, coinche: u8| Contract {
            seat,
            bid: Bid {
                level: 11,
                strain: Strain::Trump(Suit::Hearts),
                kaput: false,
            },
            coinche,
        };
        let cost = Doubles::OnlyWhenTheyCost;
        // Seat 0's team declares: the opponents' coinche is undone, with a surcoinche over it.
        assert_eq!(
            undone_double(contract(2, 2), 0, 1, cost),
            Some(contract(2, 1))
        );
        assert_eq!(
            undone_double(contract(0, 4), 0, 1, cost),
            Some(contract(0, 1))
        );
        // A coinche made before the decision is real; the team's surcoinche over it is theirs.
        assert_eq!(undone_double(contract(0, 4), 0, 2, cost), None);
        assert_eq!(undone_double(contract(0, 2), 0, 2, cost), None);
        // The opponents declare: the team's coinche stays, the declarers' surcoinche goes.
        assert_eq!(undone_double(contract(1, 2), 0, 1, cost), None);
        assert_eq!(
            undone_double(contract(1, 4), 0, 1, cost),
            Some(contract(1, 2))
        );
        assert_eq!(
            undone_double(contract(3, 4), 2, 2, cost),
            Some(contract(3, 2))
        );
        // Undoubled contracts, and the rules' model, change nothing.
        assert_eq!(undone_double(contract(2, 1), 0, 1, cost), None);
        assert_eq!(
            undone_double(contract(2, 2), 0, 1, Doubles::AsTheRules),
            None
        );
    }

    #[test]
    fn the_real_cards_score_a_certain_capot_and_a_hopeless_contract_as_they_are() {
        let capot = deal_of(Variant::Bazaar, 0, "JH 9H AH TH KH AS TS AD", 3);
        let Call::Bid(plain) = rule_call(&capot, 0) else {
            panic!("the rules bid with a capot in hand")
        };
        let kaput = Call::Bid(Bid {
            kaput: true,
            level: 25,
            ..plain
        });
        let plain_margin = margin_on_cards(&capot, 0, Call::Bid(plain)).unwrap();
        let kaput_margin = margin_on_cards(&capot, 0, kaput).unwrap();
        assert!(plain_margin > 0.0, "a made contract: {plain_margin}");
        assert!(
            kaput_margin > plain_margin,
            "kaput {kaput_margin}, plain {plain_margin}"
        );
        // Eight low cards, the partner no better than the opponents: a contract fails.
        let hopeless = deal_of(Variant::Bazaar, 1, "7S 8S QS 8H QH 7D 8D 8C", 0);
        let bid = Call::Bid(Bid {
            level: 8,
            strain: Strain::Trump(Suit::Spades),
            kaput: false,
        });
        let margin = margin_on_cards(&hopeless, 1, bid).unwrap();
        assert!(margin < 0.0, "a hopeless contract scored {margin}");
        assert_eq!(margin_on_cards(&hopeless, 1, Call::Surcoinche), None);
    }
}
