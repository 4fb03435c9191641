//! The exact policy against brute force over every ordering of small decks, and the legality
//! of every level's decisions over many random matches.

use std::sync::Arc;
use std::thread;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::cards::{Card, Rank, Suit};
use crate::toto21::{Conditions, Input, TargetPoints, hand_total};

/// Scores are counted in halves so that a double bust worth one half stays an integer.
fn score(objective: Objective, won: bool, double_bust: bool) -> i64 {
    if won {
        2
    } else if double_bust {
        (objective.double_bust * 2.0).round() as i64
    } else {
        0
    }
}

/// (dealer's score, player's score) of one ordering once both stood.
fn settle_one(
    objective: Objective,
    order: &[Card],
    player: &[Card],
    blind: Option<usize>,
    dealer: &[Card],
) -> (i64, i64) {
    let mut cards = player.to_vec();
    cards.extend(blind.map(|at| order[at]));
    let (p, d) = (hand_total(&cards), hand_total(dealer));
    let (p_bust, d_bust) = (p > 21, d > 21);
    let player_wins = !p_bust && (d_bust || p > d);
    let double = p_bust && d_bust;
    let dealer_wins = !player_wins && !double;
    (
        score(objective, dealer_wins, double),
        score(objective, player_wins, double),
    )
}

fn groups<'a>(orders: &[&'a [Card]], at: usize) -> Vec<Vec<&'a [Card]>> {
    let mut by_card: Vec<(Card, Vec<&[Card]>)> = Vec::new();
    for &order in orders {
        match by_card.iter_mut().find(|(card, _)| *card == order[at]) {
            Some((_, list)) => list.push(order),
            None => by_card.push((order[at], vec![order])),
        }
    }
    by_card.into_iter().map(|(_, list)| list).collect()
}

struct Brute {
    objective: Objective,
}

impl Brute {
    /// The dealer's (stand, hit) sums of (dealer score, player score) over `orders`, which all
    /// agree on what the dealer has seen; the dealer plays his best in every later position.
    fn dealer_values(
        &self,
        orders: &[&[Card]],
        pos: usize,
        dealer: &[Card],
        player: &[Card],
        blind: Option<usize>,
    ) -> ((i64, i64), Option<(i64, i64)>) {
        let mut stand = (0, 0);
        for order in orders {
            let (d, p) = settle_one(self.objective, order, player, blind, dealer);
            stand = (stand.0 + d, stand.1 + p);
        }
        let len = orders[0].len();
        if hand_total(dealer) >= 21 || pos >= len {
            return (stand, None);
        }
        let mut hit = (0, 0);
        for group in groups(orders, pos) {
            let mut cards = dealer.to_vec();
            cards.push(group[0][pos]);
            let (d, p) = self.dealer_best(&group, pos + 1, &cards, player, blind);
            hit = (hit.0 + d, hit.1 + p);
        }
        (stand, Some(hit))
    }

    fn dealer_best(
        &self,
        orders: &[&[Card]],
        pos: usize,
        dealer: &[Card],
        player: &[Card],
        blind: Option<usize>,
    ) -> (i64, i64) {
        match self.dealer_values(orders, pos, dealer, player, blind) {
            (stand, Some(hit)) if hit.0 > stand.0 => hit,
            (stand, _) => stand,
        }
    }

    /// The player's (stand, hit, blind) sums of his score; orders[_][0] is the dealer's hidden
    /// card, the player's draws come from `pos` on.
    fn player_values(
        &self,
        orders: &[&[Card]],
        pos: usize,
        player: &[Card],
        up: Card,
        blind: Option<usize>,
    ) -> (i64, Option<i64>, Option<i64>) {
        let mut stand = 0;
        for group in groups(orders, 0) {
            let dealer = [up, group[0][0]];
            stand += self.dealer_best(&group, pos, &dealer, player, blind).1;
        }
        let len = orders[0].len();
        if hand_total(player) >= 21 || pos >= len {
            return (stand, None, None);
        }
        let mut hit = 0;
        for group in groups(orders, pos) {
            let mut cards = player.to_vec();
            cards.push(group[0][pos]);
            hit += self.player_best(&group, pos + 1, &cards, up, blind);
        }
        let with_blind = blind
            .is_none()
            .then(|| self.player_best(orders, pos + 1, player, up, Some(pos)));
        (stand, Some(hit), with_blind)
    }

    fn player_best(
        &self,
        orders: &[&[Card]],
        pos: usize,
        player: &[Card],
        up: Card,
        blind: Option<usize>,
    ) -> i64 {
        let (stand, hit, blind) = self.player_values(orders, pos, player, up, blind);
        stand
            .max(hit.unwrap_or(i64::MIN))
            .max(blind.unwrap_or(i64::MIN))
    }
}

fn permutations(cards: &[Card]) -> Vec<Vec<Card>> {
    if cards.len() <= 1 {
        return vec![cards.to_vec()];
    }
    let mut all = Vec::new();
    for i in 0..cards.len() {
        let mut rest = cards.to_vec();
        let first = rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            all.push(tail);
        }
    }
    all
}

fn halves(odds: Odds, dealer: bool, objective: Objective, count: usize) -> f64 {
    odds.value_for(dealer, objective) * 2.0 * count as f64
}

fn assert_close(exact: f64, brute: i64, what: &str) {
    assert!(
        (exact - brute as f64).abs() < 1e-6,
        "{what}: exact {exact} against brute force {brute}"
    );
}

/// A small deck of `size` random cards.
fn small_deck(rng: &mut ChaCha8Rng, size: usize) -> Vec<Card> {
    let mut all: Vec<Card> = CardSet::ALL_36.iter().collect();
    all.shuffle(rng);
    all.truncate(size);
    all
}

#[test]
fn the_players_exact_choice_is_the_best_of_all_orderings_of_small_decks() {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    for case in 0..12 {
        let objective = if case % 2 == 0 {
            Objective::WIN_ONLY
        } else {
            Objective::REPLAY_HALF
        };
        let deck = small_deck(&mut rng, 9);
        let player = &deck[..2];
        let up = deck[2];
        let blind_taken = case % 3 == 0;
        let unseen: Vec<Card> = deck[3..].to_vec();
        let orders = permutations(&unseen);
        let refs: Vec<&[Card]> = orders.iter().map(Vec::as_slice).collect();
        let brute = Brute { objective };
        let (pos, blind) = if blind_taken { (2, Some(1)) } else { (1, None) };
        let (stand, hit, with_blind) = brute.player_values(&refs, pos, player, up, blind);

        let values = Solver::new(objective).player_choices(
            deck.iter().copied().collect(),
            player,
            up,
            blind_taken,
        );
        let n = refs.len();
        assert_close(halves(values.stand, false, objective, n), stand, "stand");
        assert_eq!(values.hit.is_some(), hit.is_some());
        assert_eq!(values.blind.is_some(), with_blind.is_some());
        if let (Some(odds), Some(brute)) = (values.hit, hit) {
            assert_close(halves(odds, false, objective, n), brute, "hit");
        }
        if let (Some(odds), Some(brute)) = (values.blind, with_blind) {
            assert_close(halves(odds, false, objective, n), brute, "blind");
        }
        let best = stand
            .max(hit.unwrap_or(i64::MIN))
            .max(with_blind.unwrap_or(i64::MIN));
        let chosen = match values.best(false, objective) {
            Action::Stand => Some(stand),
            Action::Hit => hit,
            Action::Blind => with_blind,
        };
        assert_eq!(chosen, Some(best), "case {case}: {deck:?}");
    }
}

/// The dealer's exact values and choice against brute force: the player holds `deck[..split]`
/// face up, the dealer the next two cards, the rest is unseen (the blind card first).
fn assert_dealer_is_exact(objective: Objective, deck: &[Card], split: usize, blind_taken: bool) {
    let player = &deck[..split];
    let dealer = &deck[split..split + 2];
    let unseen: Vec<Card> = deck[split + 2..].to_vec();
    let orders = permutations(&unseen);
    let refs: Vec<&[Card]> = orders.iter().map(Vec::as_slice).collect();
    let brute = Brute { objective };
    let (pos, blind) = if blind_taken { (1, Some(0)) } else { (0, None) };
    let (stand, hit) = brute.dealer_values(&refs, pos, dealer, player, blind);

    let values = Solver::new(objective).dealer_choices(
        deck.iter().copied().collect(),
        dealer,
        player,
        blind_taken,
    );
    let n = refs.len();
    assert_close(halves(values.stand, true, objective, n), stand.0, "stand");
    assert_eq!(values.hit.is_some(), hit.is_some());
    if let (Some(odds), Some(brute)) = (values.hit, hit) {
        assert_close(halves(odds, true, objective, n), brute.0, "hit");
        assert_close(halves(odds, false, objective, n), brute.1, "hit, player");
    }
    let best = stand.0.max(hit.map_or(i64::MIN, |h| h.0));
    let chosen = match values.best(true, objective) {
        Action::Hit => hit.map(|h| h.0),
        _ => Some(stand.0),
    };
    assert_eq!(chosen, Some(best), "{deck:?}, blind {blind_taken}");
}

#[test]
fn the_dealers_exact_choice_is_the_best_of_all_orderings_of_small_decks() {
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    for case in 0..16 {
        let objective = if case % 2 == 0 {
            Objective::WIN_ONLY
        } else {
            Objective::REPLAY_HALF
        };
        let deck = small_deck(&mut rng, 9);
        let split = 2 + rng.random_range(0..2);
        assert_dealer_is_exact(objective, &deck, split, case % 3 != 0);
    }
}

#[test]
fn cards_that_bust_the_dealer_count_as_one_class_only_where_they_act_alike() {
    // The solver counts the cards that would bust the dealer (and, under a blind card, the
    // player as that card) as one class. These decks leave him a low sum of 12 to 14 before
    // unseen 6s to 10s, with a player's face-up sum that a blind 8, 9 or 10 busts or not.
    let decks = [
        // Player 10 6 (16: a blind 6 or more busts him), dealer K 9 (13).
        "TS 6S KS 9S TH 9H 8H 7H 6H AH",
        // Player J Q (5: no blind card busts him), dealer 8 6 (14).
        "JS QS 8S 6S TH 9H 8H 7D 6D KD",
        // Player 9 A (soft 20, low 10), dealer Q 9 (12).
        "9S AS QS 9D TH TD 8H 7H 6C JD",
        // Player 7 8 (15: a blind 7 or more busts him), dealer 6 6 (12).
        "7S 8S 6S 6H TH 9H 8H 7D AD KD",
    ];
    for deck in decks {
        let deck = crate::cards::parse_cards(deck).expect("cards");
        for objective in [Objective::WIN_ONLY, Objective::REPLAY_HALF] {
            for blind_taken in [false, true] {
                assert_dealer_is_exact(objective, &deck, 2, blind_taken);
            }
        }
    }
}

fn play_match(levels: [Level; 2], points: usize, rounds: usize, rng: &mut ChaCha8Rng) -> Match {
    let conditions = Conditions::default().with_points(TargetPoints::CHOICES[points]);
    let mut game = Match::new(conditions);
    while game.end_of_match().is_none() && game.rounds().len() < rounds {
        if game.needs_deal() {
            game.deal_random(rng).expect("a deal");
            continue;
        }
        let seat = game.to_move().expect("someone moves");
        let action = choose(levels[seat.index()], &game, seat, rng).expect("a choice");
        assert!(game.legal_actions(seat).contains(&action));
        assert_eq!(choose(levels[seat.index()], &game, seat.other(), rng), None);
        game.apply(Input::Act { seat, action })
            .expect("a legal action");
    }
    game
}

#[test]
fn every_level_only_makes_legal_choices() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for a in Level::ALL {
        for b in Level::ALL {
            // The exact player is slow in a debug build: a few rounds for it.
            if a == Level::Strong && b == Level::Strong {
                continue;
            }
            if a == Level::Strong || b == Level::Strong {
                play_match([a, b], 4, 2, &mut rng);
            } else {
                for _ in 0..3 {
                    play_match([a, b], 4, usize::MAX, &mut rng);
                }
            }
        }
    }
}

#[test]
fn a_kept_solver_gives_the_values_of_a_fresh_one() {
    // Rule-based play to reach positions; at each, the values from one solver kept over all
    // of them (its memo full of earlier rounds) are bit for bit those of a fresh solver.
    for objective in [Objective::REPLAY_HALF, Objective::WIN_ONLY] {
        let mut kept = Solver::new(objective);
        for (round, seat) in positions_met(0x7021, 12) {
            let fresh = choice_values_with(&mut Solver::new(objective), &round, seat);
            assert_eq!(choice_values_with(&mut kept, &round, seat), fresh);
        }
        assert!(kept.positions() > 0);
    }
}

/// Positions met in rule-based play from `seed`: (round view, seat to move), `count` of them.
fn positions_met(seed: u64, count: usize) -> Vec<(RoundView, Seat)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut met = Vec::new();
    let mut game = Match::new(Conditions::default());
    while met.len() < count {
        if game.end_of_match().is_some() {
            game = Match::new(Conditions::default());
        }
        if game.needs_deal() {
            game.deal_random(&mut rng).expect("a deal");
            continue;
        }
        let seat = game.to_move().expect("someone moves");
        if let StateView::Playing(round) = game.view(Viewer::Seat(seat)).state {
            met.push((round, seat));
        }
        let action = choose(Level::RuleBased, &game, seat, &mut rng).expect("a choice");
        game.apply(Input::Act { seat, action })
            .expect("a legal action");
    }
    met
}

#[test]
fn threads_sharing_a_memo_give_the_values_of_a_fresh_solver() {
    // Four threads fill one memo at once, from positions that overlap (two seeds each, one
    // shared by all); every value is bit for bit a fresh solver's, whoever stored it.
    let objective = Objective::REPLAY_HALF;
    let memo = Arc::new(Memo::new(MEMO_LIMIT));
    let workers: Vec<_> = (0..4u64)
        .map(|index| {
            let memo = Arc::clone(&memo);
            thread::spawn(move || {
                let mut shared = Solver::sharing(objective, memo);
                for seed in [0x5eed, 0x5eed + 1 + index] {
                    for (round, seat) in positions_met(seed, 10) {
                        let fresh = choice_values_with(&mut Solver::new(objective), &round, seat);
                        assert_eq!(choice_values_with(&mut shared, &round, seat), fresh);
                    }
                }
            })
        })
        .collect();
    for worker in workers {
        worker.join().expect("a worker's values match");
    }
    assert!(memo.len() > 0);
}

#[test]
fn a_full_memo_stops_growing_and_keeps_giving_exact_values() {
    // Small decks, so that solving without a memo stays quick once this one is full.
    let objective = Objective::REPLAY_HALF;
    let limit = 300;
    let memo = Arc::new(Memo::new(limit));
    let mut small = Solver::sharing(objective, Arc::clone(&memo));
    let mut rng = ChaCha8Rng::seed_from_u64(0xf011);
    for _ in 0..12 {
        let deck = small_deck(&mut rng, 15);
        let cards: CardSet = deck.iter().copied().collect();
        let (player, up) = (&deck[..2], deck[2]);
        let fresh = Solver::new(objective).player_choices(cards, player, up, false);
        assert_eq!(small.player_choices(cards, player, up, false), fresh);
        let (player, dealer) = (&deck[..3], &deck[3..5]);
        let fresh = Solver::new(objective).dealer_choices(cards, dealer, player, true);
        assert_eq!(small.dealer_choices(cards, dealer, player, true), fresh);
    }
    assert_eq!(
        memo.len(),
        limit,
        "the memo filled up to its limit and no further"
    );
}

#[test]
fn every_position_of_real_play_fits_in_the_memo() {
    // Every position a round can reach lies under one of the player's first decisions (two
    // face-up cards against the dealer's up card: the deck is always the 36 cards). Solving
    // all of them fills the memo with everything play can ask for, well under MEMO_LIMIT, so
    // the shared memo never fills; later decisions of real play find all their positions.
    let objective = Objective::REPLAY_HALF;
    let mut all = Solver::new(objective);
    let card = |rank: usize, suit: usize| Card::new(Rank::ALL[rank], Suit::ALL[suit]);
    for first in 0..Rank::ALL.len() {
        for second in first..Rank::ALL.len() {
            for up in 0..Rank::ALL.len() {
                let player = [card(first, 0), card(second, 1)];
                all.player_choices(CardSet::ALL_36, &player, card(up, 2), false);
            }
        }
    }
    let positions = all.positions();
    assert!(positions < MEMO_LIMIT / 2, "{positions} positions");
    let mut rng = ChaCha8Rng::seed_from_u64(0xa11);
    let mut game = Match::new(Conditions::default());
    for _ in 0..200 {
        if game.end_of_match().is_some() {
            game = Match::new(Conditions::default());
        }
        if game.needs_deal() {
            game.deal_random(&mut rng).expect("a deal");
            continue;
        }
        let seat = game.to_move().expect("someone moves");
        if let StateView::Playing(round) = game.view(Viewer::Seat(seat)).state {
            let values = choice_values_with(&mut all, &round, seat);
            let action = values.best(round.dealer.seat == seat, objective);
            game.apply(Input::Act { seat, action })
                .expect("a legal action");
        }
    }
    assert_eq!(
        all.positions(),
        positions,
        "play met a position no first decision covers"
    );
}
