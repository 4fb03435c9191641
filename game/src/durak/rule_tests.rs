//! One test per rule of docs/rules.md, Durak (and the decisions in docs/durak-record.md), named
//! after the rule, plus the edge cases the rules meet at the end of the stock.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::cards::{Card, CardSet, parse_cards};

fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

fn cards(text: &str) -> CardSet {
    text.parse().expect("cards")
}

/// A deck whose stock is `stock` (drawing order, the turned card last when still there) and
/// whose turned card is `turned`; the other cards come first in bit order.
fn deck_with_stock(stock: &str, turned: &str) -> (DeckOrder, usize) {
    let stock = parse_cards(stock).expect("stock cards");
    let turned = card(turned);
    if let Some(last) = stock.last() {
        assert_eq!(
            *last, turned,
            "the turned card is the last card of the stock"
        );
    }
    let stock_set: CardSet = stock.iter().copied().collect();
    let mut order: Vec<Card> = CardSet::ALL_36
        .without(stock_set)
        .without(CardSet::single(turned))
        .iter()
        .collect();
    if stock.is_empty() {
        order.push(turned);
    } else {
        order.extend(stock.iter().copied());
    }
    let next_draw = DECK_SIZE - stock.len();
    (
        DeckOrder::from_cards(&order).expect("a full deck"),
        next_draw,
    )
}

/// A game at a chosen moment: the hands, the stock, the turned card, the attacker to lead.
fn position(hand0: &str, hand1: &str, stock: &str, turned: &str, attacker: Seat) -> Game {
    let (deck, next_draw) = deck_with_stock(stock, turned);
    Game::test_position(deck, next_draw, [cards(hand0), cards(hand1)], attacker)
}

/// The standard opening deck of the deck tests: seat 0 hearts, seat 1 diamonds, spades trump.
const ORDERED: &str = "6H 7H 8H 9H TH JH 6D 7D 8D 9D TD JD \
    QH KH AH QD KD AD 6C 7C 8C 9C TC JC QC KC AC 6S 7S 8S 9S TS JS QS KS AS";

fn ordered_deck() -> DeckOrder {
    DeckOrder::from_cards(&parse_cards(ORDERED).expect("cards")).expect("deck")
}

fn apply_all(game: &mut Game, moves: &[(Seat, &str)]) {
    for (seat, text) in moves {
        let action: Action = text.parse().expect("an action");
        if let Err(err) = game.apply(*seat, action) {
            panic!("{text} by seat {seat}: {err}");
        }
    }
}

const S0: Seat = Seat::ZERO;
const S1: Seat = Seat::ONE;

// --- Deal and first attacker -------------------------------------------------------------

#[test]
fn deal_gives_six_cards_each_and_turns_the_bottom_card_of_the_stock_for_trump() {
    let game = Game::new(ordered_deck(), S0);
    assert_eq!(game.hand(S0), cards("6H 7H 8H 9H TH JH"));
    assert_eq!(game.hand(S1), cards("6D 7D 8D 9D TD JD"));
    assert_eq!(game.stock_count(), 24);
    assert_eq!(game.turned(), Some(card("AS")));
    assert_eq!(game.trump(), crate::cards::Suit::Spades);
}

#[test]
fn first_attacker_is_the_holder_of_the_lowest_trump() {
    let mut order = parse_cards(ORDERED).expect("cards");
    order.swap(11, 30); // seat 1 gets 9S
    order.swap(0, 28); // seat 0 gets 7S
    let deck = DeckOrder::from_cards(&order).expect("deck");
    assert!(Match::new(1, deck, S0).is_ok());
    let err = Match::new(1, deck, S1).expect_err("seat 0 holds the lowest trump");
    assert!(matches!(err, DurakError::WrongFirstAttacker { expected, .. } if expected == S0));
}

#[test]
fn first_attacker_is_chosen_at_random_when_nobody_holds_a_trump() {
    assert!(Match::new(1, ordered_deck(), S0).is_ok());
    assert!(Match::new(1, ordered_deck(), S1).is_ok());
    let mut seen = [false; 2];
    for seed in 0..400 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let play = Match::new_random(1, &mut rng).expect("a match");
        let game = play.game();
        match game.deck().lowest_trump_holder() {
            Some(holder) => assert_eq!(game.first_attacker(), holder),
            None => seen[game.first_attacker().index()] = true,
        }
    }
    assert_eq!(seen, [true, true], "both seats lead when chance decides");
}

#[test]
fn in_later_games_the_previous_winner_attacks_first() {
    // Seat 1 wins the first game at once: he beats seat 0's last card with his last card.
    let game = position("7H", "9H 8C", "", "AS", S0);
    let mut play = Match::test_playing(3, [0, 0], game);
    play.apply(S0, "a 7H".parse().expect("action"))
        .expect("attack");
    let events = play
        .apply(S1, "b 7H 9H".parse().expect("action"))
        .expect("beat");
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
    assert_eq!(play.scores(), [1, 0], "seat 0 emptied his hand first");
    // Seat 0 won; in a deck where seat 1 holds the lowest trump, seat 0 still attacks first.
    let mut order = parse_cards(ORDERED).expect("cards");
    order.swap(11, 28); // seat 1 gets 7S, the lowest trump
    let deck = DeckOrder::from_cards(&order).expect("deck");
    assert_eq!(play.next_first_attacker(&deck), Some(S0));
    let err = play
        .next_game(deck, S1)
        .expect_err("the winner attacks first");
    assert!(matches!(err, DurakError::WrongFirstAttacker { expected, .. } if expected == S0));
    play.next_game(deck, S0).expect("next game");
    assert_eq!(play.to_move(), Some(S0));
}

// --- Attack ---------------------------------------------------------------------------

#[test]
fn first_attack_card_may_be_any_card() {
    let game = Game::new(ordered_deck(), S0);
    assert_eq!(game.legal_actions(S0).attack_cards(), game.hand(S0));
    assert!(!game.legal_actions(S0).can_let_go());
    for attack in game.hand(S0) {
        let mut copy = game;
        copy.apply(S0, Action::Attack(attack))
            .expect("any first card");
    }
}

#[test]
fn added_attack_cards_must_match_a_rank_on_the_table() {
    let mut game = position("7H 9H 7C JC QS 8D", "8H TH 6D 6C KS AD", "", "AS", S0);
    apply_all(&mut game, &[(S0, "a 7H"), (S1, "b 7H 8H")]);
    assert_eq!(game.legal_actions(S0).attack_cards(), cards("7C 8D"));
    let err = game
        .apply(S0, Action::Attack(card("9H")))
        .expect_err("no 9 on the table");
    assert_eq!(err, DurakError::RankNotOnTable { card: card("9H") });
    game.apply(S0, Action::Attack(card("8D")))
        .expect("the defence's rank counts too");
    game.apply(S1, "b 8D AD".parse().expect("action"))
        .expect("beat");
    game.apply(S0, Action::Attack(card("7C")))
        .expect("a seven matches");
}

#[test]
fn undefended_attack_cards_may_not_outnumber_the_defenders_hand() {
    // Edge case: the defender beats with his last card while the stock still has cards, so he
    // has nothing left to defend with: the attacker may not add even a matching card.
    let mut game = position("7H 7C 9D", "8H", "6D 8S", "8S", S0);
    apply_all(&mut game, &[(S0, "a 7H"), (S1, "b 7H 8H")]);
    assert_eq!(game.hand(S1), CardSet::EMPTY);
    assert_eq!(
        game.outcome(),
        None,
        "the stock is not empty: the game goes on"
    );
    let err = game
        .apply(S0, Action::Attack(card("7C")))
        .expect_err("defender has no card");
    assert_eq!(
        err,
        DurakError::ExceedsDefenderHand {
            card: card("7C"),
            defender_cards: 0
        }
    );
    assert_eq!(game.legal_actions(S0).to_vec(), vec![Action::LetGo]);
}

#[test]
fn the_attacker_must_lead_a_card_on_an_empty_table() {
    let mut game = Game::new(ordered_deck(), S0);
    assert_eq!(
        game.apply(S0, Action::LetGo),
        Err(DurakError::NothingToLetGo)
    );
    assert_eq!(
        game.apply(S0, Action::Take),
        Err(DurakError::OnlyDefenderBeatsOrTakes)
    );
}

#[test]
fn a_card_played_must_be_in_the_hand() {
    let mut game = Game::new(ordered_deck(), S0);
    let err = game
        .apply(S0, Action::Attack(card("6D")))
        .expect_err("6D is seat 1's");
    assert_eq!(err, DurakError::CardNotInHand { card: card("6D") });
    game.apply(S0, Action::Attack(card("6H"))).expect("attack");
    let err = game
        .apply(S1, "b 6H 7H".parse().expect("action"))
        .expect_err("not his");
    assert_eq!(err, DurakError::CardNotInHand { card: card("7H") });
}

// --- Beat -----------------------------------------------------------------------------

#[test]
fn beat_with_a_higher_card_of_the_same_suit() {
    let mut game = position("9H", "8H TH 9D", "", "AS", S0);
    game.apply(S0, Action::Attack(card("9H"))).expect("attack");
    let err = game
        .apply(S1, "b 9H 8H".parse().expect("action"))
        .expect_err("lower");
    assert_eq!(
        err,
        DurakError::DoesNotBeat {
            attack: card("9H"),
            defence: card("8H")
        }
    );
    let err = game
        .apply(S1, "b 9H 9D".parse().expect("action"))
        .expect_err("other suit");
    assert!(matches!(err, DurakError::DoesNotBeat { .. }));
    game.apply(S1, "b 9H TH".parse().expect("action"))
        .expect("higher heart");
}

#[test]
fn any_trump_beats_a_plain_card() {
    let mut game = position("AH", "6S 7D", "", "AS", S0);
    game.apply(S0, Action::Attack(card("AH"))).expect("attack");
    game.apply(S1, "b AH 6S".parse().expect("action"))
        .expect("the lowest trump beats an ace");
}

#[test]
fn a_trump_is_beaten_only_by_a_higher_trump() {
    let mut game = position("8S", "7S AH 9S", "", "AS", S0);
    game.apply(S0, Action::Attack(card("8S"))).expect("attack");
    let err = game
        .apply(S1, "b 8S 7S".parse().expect("action"))
        .expect_err("lower trump");
    assert_eq!(
        err,
        DurakError::TrumpNeedsHigherTrump {
            attack: card("8S"),
            defence: card("7S")
        }
    );
    assert!(game.apply(S1, "b 8S AH".parse().expect("action")).is_err());
    game.apply(S1, "b 8S 9S".parse().expect("action"))
        .expect("higher trump");
}

#[test]
fn only_an_unbeaten_attack_card_can_be_beaten() {
    let mut game = position("7H 7D", "8H 8D QS", "", "AS", S0);
    apply_all(&mut game, &[(S0, "a 7H"), (S1, "b 7H 8H"), (S0, "a 7D")]);
    let err = game
        .apply(S1, "b 7H QS".parse().expect("action"))
        .expect_err("beaten already");
    assert_eq!(err, DurakError::NotAnUnbeatenAttack { card: card("7H") });
}

// --- Take -------------------------------------------------------------------------------

#[test]
fn the_defender_may_take_even_when_he_could_beat() {
    let mut game = Game::new(ordered_deck(), S0);
    game.apply(S0, Action::Attack(card("6H"))).expect("attack");
    assert!(game.legal_actions(S1).contains(Action::Take));
    let events = game.apply(S1, Action::Take).expect("take");
    assert!(events.iter().any(|e| *e
        == Event::Took {
            seat: S1,
            cards: cards("6H")
        }));
    assert!(game.hand(S1).contains(card("6H")));
}

#[test]
fn after_a_take_the_attacker_attacks_again() {
    let mut game = Game::new(ordered_deck(), S0);
    apply_all(&mut game, &[(S0, "a 6H"), (S1, "take")]);
    assert_eq!(game.attacker(), Some(S0));
    assert_eq!(game.to_move(), Some(S0));
    assert!(game.table().is_empty());
}

#[test]
fn the_defender_may_take_after_beating_some_cards() {
    let mut game = position("7H 7D", "8H 6C", "", "AS", S0);
    apply_all(
        &mut game,
        &[(S0, "a 7H"), (S1, "b 7H 8H"), (S0, "a 7D"), (S1, "take")],
    );
    assert_eq!(
        game.hand(S1),
        cards("7H 8H 7D 6C"),
        "he takes every card on the table"
    );
}

#[test]
fn taking_when_the_stock_is_empty() {
    // Edge case: nobody draws; the attacker keeps attacking, and the taker's hand grows.
    let mut game = position("7H 9C", "8D", "", "AS", S0);
    let events = {
        apply_all(&mut game, &[(S0, "a 7H")]);
        game.apply(S1, Action::Take).expect("take")
    };
    assert!(!events.iter().any(|e| matches!(e, Event::Drew { .. })));
    assert_eq!(game.hand(S1), cards("7H 8D"));
    assert_eq!(game.to_move(), Some(S0));
    // The attacker leads his last card; the defender takes it: the attacker's hand is empty
    // with the stock empty, and he wins.
    apply_all(&mut game, &[(S0, "a 9C"), (S1, "take")]);
    assert_eq!(game.outcome(), Some(GameOutcome::Won { winner: S0 }));
}

// --- Let go -------------------------------------------------------------------------------

#[test]
fn let_go_discards_the_table_and_the_roles_swap() {
    let mut game = position("6H 7C", "6S 8D", "", "AS", S0);
    apply_all(&mut game, &[(S0, "a 6H"), (S1, "b 6H 6S")]);
    let events = game.apply(S0, Action::LetGo).expect("let go");
    assert!(events.iter().any(|e| *e
        == Event::LetGo {
            seat: S0,
            cards: cards("6H 6S")
        }));
    assert!(game.discard().contains(card("6H")) && game.discard().contains(card("6S")));
    assert_eq!(game.attacker(), Some(S1), "the defender attacks next");
    assert_eq!(game.to_move(), Some(S1));
}

#[test]
fn while_an_attack_card_stands_unbeaten_the_defender_must_beat_or_take() {
    let mut game = Game::new(ordered_deck(), S0);
    game.apply(S0, Action::Attack(card("6H"))).expect("attack");
    assert_eq!(
        game.apply(S0, Action::Attack(card("6D"))),
        Err(DurakError::NotYourMove {
            seat: S0,
            to_move: S1
        })
    );
    assert_eq!(
        game.apply(S1, Action::LetGo),
        Err(DurakError::MustBeatOrTake)
    );
    assert_eq!(
        game.apply(S1, Action::Attack(card("6D"))),
        Err(DurakError::MustBeatOrTake)
    );
    let legal = game.legal_actions(S1);
    assert!(
        legal
            .iter()
            .all(|a| matches!(a, Action::Beat { .. } | Action::Take))
    );
    assert!(game.legal_actions(S0).is_empty());
}

// --- Refill -------------------------------------------------------------------------------

#[test]
fn refill_draws_up_to_six_the_bouts_attacker_first_and_the_turned_trump_last() {
    // Stock: 6C then the turned 8S. Seat 0 attacked and drew first, so he gets 6C, and seat 1
    // draws the turned card last.
    let mut game = position("7H 9C TC JC QC KC", "8H AH AD KD QD JD", "6C 8S", "8S", S0);
    apply_all(&mut game, &[(S0, "a 7H"), (S1, "b 7H 8H")]);
    let events = game.apply(S0, Action::LetGo).expect("let go");
    let draws: Vec<Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Drew { .. }))
        .copied()
        .collect();
    assert_eq!(
        draws,
        vec![
            Event::Drew {
                seat: S0,
                count: 1,
                turned: None
            },
            Event::Drew {
                seat: S1,
                count: 1,
                turned: Some(card("8S"))
            },
        ]
    );
    assert!(game.hand(S0).contains(card("6C")));
    assert!(game.hand(S1).contains(card("8S")));
    assert_eq!(game.turned(), None, "the turned trump has been drawn");
    assert_eq!(game.stock_count(), 0);
}

#[test]
fn refill_after_a_take_serves_the_attacker_first_and_skips_full_hands() {
    let mut game = Game::new(ordered_deck(), S0);
    apply_all(&mut game, &[(S0, "a 6H"), (S1, "take")]);
    assert_eq!(game.hand(S0).len(), 6);
    assert_eq!(game.hand(S1).len(), 7, "a hand over six draws nothing");
    assert!(game.hand(S0).contains(card("QH")), "the top of the stock");
    assert_eq!(game.stock_count(), 23);
}

// --- End of the game ------------------------------------------------------------------

#[test]
fn a_player_with_an_empty_hand_and_an_empty_stock_wins_the_game() {
    // Edge case: the game ends on the defender's last card with the stock empty.
    let mut game = position("7H 9C", "8H", "", "AS", S0);
    apply_all(&mut game, &[(S0, "a 7H")]);
    let events = game
        .apply(S1, "b 7H 8H".parse().expect("action"))
        .expect("beat");
    let over = GameOutcome::Won { winner: S1 };
    assert!(
        events
            .iter()
            .any(|e| *e == Event::GameOver { outcome: over })
    );
    assert_eq!(game.outcome(), Some(over));
    assert_eq!(game.to_move(), None);
    assert_eq!(game.apply(S0, Action::LetGo), Err(DurakError::GameOver));
}

#[test]
fn a_player_emptied_by_the_refill_order_wins_when_the_stock_runs_out() {
    // Seat 1 beats with his last card; seat 0 draws the last stock card first, so seat 1 finds
    // the stock empty and his hand empty after the bout.
    let mut game = position("7H 9C", "8H", "6S", "6S", S0);
    apply_all(&mut game, &[(S0, "a 7H"), (S1, "b 7H 8H"), (S0, "go")]);
    assert_eq!(game.outcome(), Some(GameOutcome::Won { winner: S1 }));
}

#[test]
fn both_hands_empty_at_once_is_a_draw() {
    let mut game = position("7H", "8H", "", "AS", S0);
    apply_all(&mut game, &[(S0, "a 7H"), (S1, "b 7H 8H")]);
    assert_eq!(game.outcome(), Some(GameOutcome::Draw));
    assert_eq!(GameOutcome::Draw.score(), [0, 0]);
}

#[test]
fn an_attacker_who_plays_his_last_card_wins_once_it_is_beaten() {
    let mut game = position("7H", "8H 9C", "", "AS", S0);
    apply_all(&mut game, &[(S0, "a 7H")]);
    assert_eq!(
        game.outcome(),
        None,
        "the defender must still answer the last card"
    );
    apply_all(&mut game, &[(S1, "b 7H 8H")]);
    assert_eq!(game.outcome(), Some(GameOutcome::Won { winner: S0 }));
}

#[test]
fn every_card_is_accounted_for_when_the_game_ends_with_cards_on_the_table() {
    let mut game = position("7H", "8H 9C", "", "AS", S0);
    apply_all(&mut game, &[(S0, "a 7H"), (S1, "b 7H 8H")]);
    let total = game.hand(S0).len() + game.hand(S1).len() + game.discard().len();
    assert_eq!(total, 36);
}

// --- The match ----------------------------------------------------------------------------

#[test]
fn a_won_game_scores_one_point_and_the_match_ends_at_the_tables_points() {
    let game = position("7H", "8H 9C", "", "AS", S0);
    let mut play = Match::test_playing(3, [1, 2], game);
    apply_all_match(&mut play, &[(S0, "a 7H")]);
    let events = play
        .apply(S1, "b 7H 8H".parse().expect("action"))
        .expect("beat");
    assert_eq!(play.scores(), [2, 2]);
    assert!(matches!(play.phase(), MatchPhase::BetweenGames(_)));
    assert!(!events.iter().any(|e| matches!(e, Event::MatchOver { .. })));

    let game = position("7H", "8H 9C", "", "AS", S0);
    let mut play = Match::test_playing(3, [2, 2], game);
    apply_all_match(&mut play, &[(S0, "a 7H"), (S1, "b 7H 8H")]);
    let outcome = MatchOutcome {
        winner: S0,
        end: MatchEnd::Points,
    };
    assert_eq!(play.outcome(), Some(outcome));
    assert_eq!(play.apply(S0, Action::LetGo), Err(DurakError::MatchOver));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    assert_eq!(play.next_game_random(&mut rng), Err(DurakError::MatchOver));
}

#[test]
fn a_draw_scores_nobody_and_the_next_game_starts_by_the_lowest_trump() {
    let game = position("7H", "8H", "", "AS", S0);
    let mut play = Match::test_playing(1, [0, 0], game);
    apply_all_match(&mut play, &[(S0, "a 7H"), (S1, "b 7H 8H")]);
    assert_eq!(play.scores(), [0, 0]);
    let mut order = parse_cards(ORDERED).expect("cards");
    order.swap(11, 28); // seat 1 gets 7S, the lowest trump
    let deck = DeckOrder::from_cards(&order).expect("deck");
    assert_eq!(play.next_first_attacker(&deck), Some(S1));
}

#[test]
fn a_match_needs_at_least_one_point() {
    assert_eq!(Match::new(0, ordered_deck(), S0), Err(DurakError::NoPoints));
}

#[test]
fn the_next_game_is_dealt_only_between_games() {
    let mut play = Match::new(2, ordered_deck(), S0).expect("match");
    assert_eq!(
        play.next_game(ordered_deck(), S0),
        Err(DurakError::GameInProgress)
    );
}

fn apply_all_match(play: &mut Match, moves: &[(Seat, &str)]) {
    for (seat, text) in moves {
        let action: Action = text.parse().expect("an action");
        if let Err(err) = play.apply(*seat, action) {
            panic!("{text} by seat {seat}: {err}");
        }
    }
}

// --- Turns and timeouts ---------------------------------------------------------------

#[test]
fn only_the_seat_to_move_may_act() {
    let mut game = Game::new(ordered_deck(), S0);
    let before = game;
    assert_eq!(
        game.apply(S1, Action::Attack(card("6D"))),
        Err(DurakError::NotYourMove {
            seat: S1,
            to_move: S0
        })
    );
    assert_eq!(
        game.apply(S1, Action::MoveTimeout).map(|_| ()),
        Err(DurakError::NotYourMove {
            seat: S1,
            to_move: S0
        })
    );
    assert_eq!(game, before, "a refused action changes nothing");
    assert!(game.legal_actions(S1).is_empty());
}

#[test]
fn move_timeout_takes_when_defending() {
    let mut game = Game::new(ordered_deck(), S0);
    apply_all(&mut game, &[(S0, "a 6H")]);
    let events = game.apply(S1, Action::MoveTimeout).expect("timeout");
    assert_eq!(
        events.iter().next(),
        Some(&Event::TimedOut {
            seat: S1,
            action: Action::Take
        })
    );
    assert!(game.hand(S1).contains(card("6H")));
}

#[test]
fn move_timeout_lets_the_cards_go_when_attacking() {
    let mut game = position("6H 7C", "6S 8D", "", "AS", S0);
    apply_all(&mut game, &[(S0, "a 6H"), (S1, "b 6H 6S")]);
    game.apply(S0, Action::MoveTimeout).expect("timeout");
    assert_eq!(game.discard().len(), 36 - 2, "6H and 6S joined the discard");
    assert_eq!(game.attacker(), Some(S1));
}

#[test]
fn move_timeout_leads_the_lowest_value_card_on_an_empty_table() {
    let mut game = position("6S 9H 8D KC", "7H", "", "AS", S0);
    let events = game.apply(S0, Action::MoveTimeout).expect("timeout");
    assert_eq!(
        events.iter().next(),
        Some(&Event::TimedOut {
            seat: S0,
            action: Action::Attack(card("8D"))
        }),
        "the lowest non-trump, not the six of trumps"
    );
}

#[test]
fn game_clock_expired_loses_the_match() {
    let mut play = Match::new(5, ordered_deck(), S0).expect("match");
    assert_eq!(
        play.apply(S1, Action::GameClockExpired).map(|_| ()),
        Err(DurakError::NotYourMove {
            seat: S1,
            to_move: S0
        })
    );
    let events = play.apply(S0, Action::GameClockExpired).expect("clock");
    let outcome = MatchOutcome {
        winner: S1,
        end: MatchEnd::Clock,
    };
    assert!(events.iter().any(|e| *e == Event::MatchOver { outcome }));
    assert_eq!(play.outcome(), Some(outcome));
    assert_eq!(play.scores(), [0, 0]);
    assert_eq!(
        play.game().discard().len() + play.game().stock_count() + 12,
        36
    );
}

#[test]
fn a_seed_replays_a_match_exactly() {
    let (first, _) = random_match(2, &mut ChaCha8Rng::seed_from_u64(9)).expect("match");
    let (second, _) = random_match(2, &mut ChaCha8Rng::seed_from_u64(9)).expect("match");
    let (other, _) = random_match(2, &mut ChaCha8Rng::seed_from_u64(10)).expect("match");
    assert_eq!(first, second);
    assert_ne!(first, other);
}

// --- Views ----------------------------------------------------------------------------

#[test]
fn a_seat_sees_his_hand_and_only_the_size_of_the_opponents() {
    let play = Match::new(1, ordered_deck(), S0).expect("match");
    let view = play.seat_view(S0);
    assert_eq!(view.hand, cards("6H 7H 8H 9H TH JH"));
    assert_eq!(view.opponent_hand_size, 6);
    let json = serde_json::to_string(&view).expect("json");
    assert!(json.contains("\"hand\":\"6H 7H 8H 9H TH JH\""), "{json}");
    assert!(!json.contains("6D"), "seat 1's cards are hidden: {json}");
    assert!(
        json.contains("\"turned\":\"AS\"") && json.contains("\"stock\":24"),
        "{json}"
    );
    let spectator = serde_json::to_string(&play.spectator_view()).expect("json");
    assert!(
        !spectator.contains("6H") && !spectator.contains("6D"),
        "{spectator}"
    );
    assert!(spectator.contains("\"to_move\":0"), "{spectator}");
}

#[test]
fn the_table_shows_attack_and_defence_pairs() {
    let mut play = Match::new(1, ordered_deck(), S0).expect("match");
    apply_all_match(&mut play, &[(S0, "a 6H"), (S1, "take"), (S0, "a 7H")]);
    let view = play.spectator_view();
    assert_eq!(
        view.table,
        vec![PairView {
            attack: card("7H"),
            defence: None
        }]
    );
    assert_eq!(view.hand_sizes, [5, 7]);
    assert_eq!(
        view.status,
        StatusView::Playing {
            attacker: S0,
            to_move: S1
        }
    );
}
