//! Every level's decisions are legal; the exact endgame agrees with plain minimax; the
//! determinised samples agree with what the seat knows; strong beats rule-based.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::endgame::{Solver, Value, outcome_value};
use super::*;
use crate::cards::{Card, CardSet};
use crate::durak::{DeckOrder, GameOutcome, Table};

/// Plays one game with the given levels; checks every decision is legal.
fn play(levels: [Level; 2], deck: DeckOrder, first: Seat, rng: &mut ChaCha8Rng) -> GameOutcome {
    let mut game = Game::new(deck, first);
    while let Some(seat) = game.to_move() {
        assert_eq!(
            choose_in_game(levels[seat.other().index()], &game, seat.other(), rng),
            None
        );
        let action = choose_in_game(levels[seat.index()], &game, seat, rng).expect("a move");
        assert!(
            game.legal_actions(seat).contains(action),
            "{action} is not legal"
        );
        game.apply(seat, action).expect("a legal move is accepted");
    }
    game.outcome().expect("the game ended")
}

#[test]
fn every_level_only_makes_legal_moves() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for a in Level::ALL {
        for b in Level::ALL {
            let games = if a == Level::Strong || b == Level::Strong {
                1
            } else {
                40
            };
            for _ in 0..games {
                let deck = DeckOrder::shuffled(&mut rng);
                let first = if rng.random_bool(0.5) {
                    Seat::ONE
                } else {
                    Seat::ZERO
                };
                play([a, b], deck, first, &mut rng);
            }
        }
    }
}

/// Plain minimax: every legal action, no memo, no cut.
fn minimax(game: &Game) -> Value {
    if let Some(outcome) = game.outcome() {
        return outcome_value(outcome);
    }
    let mover = game.to_move().expect("a mover");
    let legal = game.legal_actions(mover);
    let values = legal.iter().map(|action| {
        let mut next = *game;
        next.apply(mover, action).expect("legal");
        minimax(&next)
    });
    if mover == Seat::ZERO {
        values.max().expect("a move")
    } else {
        values.min().expect("a move")
    }
}

/// A position with an empty stock: small hands, maybe some beaten cards on the table.
fn small_endgame(rng: &mut ChaCha8Rng) -> Game {
    let mut cards: Vec<Card> = CardSet::ALL_36.iter().collect();
    cards.shuffle(rng);
    let trump_card = cards[35];
    let sizes = [rng.random_range(1..=3), rng.random_range(1..=4)];
    let hands = [
        cards[..sizes[0]].iter().copied().collect(),
        cards[sizes[0]..sizes[0] + sizes[1]]
            .iter()
            .copied()
            .collect(),
    ];
    let attacker = if rng.random_bool(0.5) {
        Seat::ONE
    } else {
        Seat::ZERO
    };
    Game::imagined(
        &[],
        trump_card,
        hands,
        [CardSet::EMPTY; 2],
        Table::EMPTY,
        attacker,
        attacker,
        false,
    )
    .expect("a position")
}

#[test]
fn the_exact_endgame_agrees_with_plain_minimax() {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let mut decided = [0; 3];
    for _ in 0..300 {
        let game = small_endgame(&mut rng);
        let expected = minimax(&game);
        let mut solver = Solver::new(u64::MAX);
        assert_eq!(solver.value(&game), Ok(expected), "{game:?}");
        let (best, value) = solver.best(&game).expect("no budget");
        assert_eq!(value, expected);
        // The chosen action keeps the value.
        let mover = game.to_move().expect("a mover");
        let mut next = game;
        next.apply(mover, best.expect("an action")).expect("legal");
        assert_eq!(minimax(&next), expected);
        decided[(expected + 1) as usize] += 1;
    }
    assert!(decided.iter().all(|&n| n > 0), "{decided:?}");
}

#[test]
fn the_endgame_gives_up_past_its_budget() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut deck = DeckOrder::shuffled(&mut rng);
    let mut game = Game::new(deck, Seat::ZERO);
    // Play until the stock is empty, then ask with a tiny budget.
    while game.stock_count() > 0 && game.to_move().is_some() {
        let seat = game.to_move().expect("a mover");
        let action = rule::action(&game, seat, &game.legal_actions(seat));
        game.apply(seat, action).expect("legal");
    }
    if game.to_move().is_some() {
        assert!(Solver::new(1).best(&game).is_err() || game.legal_actions(Seat::ZERO).len() <= 1);
    }
    deck = DeckOrder::shuffled(&mut rng);
    assert!(Game::new(deck, Seat::ONE).to_move().is_some());
}

#[test]
fn samples_agree_with_what_the_seat_knows() {
    let mut rng = ChaCha8Rng::seed_from_u64(10);
    for _ in 0..30 {
        let mut game = Game::new(DeckOrder::shuffled(&mut rng), Seat::ZERO);
        let steps = rng.random_range(0..40);
        for _ in 0..steps {
            let Some(seat) = game.to_move() else { break };
            let action = rule::action(&game, seat, &game.legal_actions(seat));
            game.apply(seat, action).expect("legal");
        }
        let Some(seat) = game.to_move() else { continue };
        let knowledge = Knowledge::of(&game, seat).expect("in play");
        let sample = knowledge.sample(&mut rng).expect("a sample");
        let other = seat.other();
        assert_eq!(sample.hand(seat), game.hand(seat));
        assert_eq!(sample.hand(other).len(), game.hand(other).len());
        assert!(sample.hand(other).and(game.known_hand(other)) == game.known_hand(other));
        assert_eq!(sample.stock_count(), game.stock_count());
        assert_eq!(sample.turned(), game.turned());
        assert_eq!(sample.trump(), game.trump());
        assert_eq!(sample.discard(), game.discard());
        assert_eq!(sample.table(), game.table());
        assert_eq!(sample.phase(), game.phase());
        assert_eq!(sample.legal_actions(seat), game.legal_actions(seat));
        // Unseen cards are the other hand's unknown cards and the stock's, nothing else.
        let unseen = knowledge.unseen();
        assert!(unseen.and(game.hand(seat)).is_empty());
        assert!(unseen.and(game.known_hand(other)).is_empty());
        if game.stock_count() == 0 {
            assert_eq!(sample.hand(other), game.hand(other));
        }
    }
}

#[test]
fn strong_beats_rule_based_over_duplicate_deals() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut strong = 0.0;
    let mut games = 0.0;
    for _ in 0..4 {
        let deck = DeckOrder::shuffled(&mut rng);
        let first = deck.lowest_trump_holder().unwrap_or(Seat::ZERO);
        for strong_seat in Seat::BOTH {
            let mut levels = [Level::RuleBased; 2];
            levels[strong_seat.index()] = Level::Strong;
            let outcome = play(levels, deck, first, &mut rng);
            strong += match outcome.winner() {
                Some(winner) if winner == strong_seat => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            games += 1.0;
        }
    }
    assert!(strong / games > 0.5, "strong scored {strong} of {games}");
}
