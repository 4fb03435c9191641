//! Rule tests: each test is named after the rule (docs/rules.md, Toto21) it checks. Decks are written in
//! the order cards come off them: player, dealer, player, dealer, then the draws.

use super::*;
use crate::cards::{Card, parse_cards};

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).expect("test cards are valid")
}

fn card(text: &str) -> Card {
    text.parse().expect("a test card is valid")
}

fn conditions(points: u32) -> Conditions {
    Conditions::default().with_points(TargetPoints::new(points).expect("valid test points"))
}

/// A match to `points` with its first round dealt by `dealer` from `deck`.
fn dealt(points: u32, dealer: Seat, deck: &str) -> (Match, Vec<Event>) {
    let mut game = Match::new(conditions(points));
    let events = deal(&mut game, dealer, deck);
    (game, events)
}

fn deal(game: &mut Match, dealer: Seat, deck: &str) -> Vec<Event> {
    let deal = Deal::new(dealer, cards(deck)).expect("a valid test deal");
    game.apply(Input::Deal(deal)).expect("the deal is accepted")
}

fn act(game: &mut Match, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
    game.apply(Input::Act { seat, action })
}

fn ended(events: &[Event]) -> Option<&RoundResult> {
    events.iter().find_map(|event| match event {
        Event::RoundEnded(result) => Some(result),
        _ => None,
    })
}

fn winner(result: &RoundResult) -> Option<(Seat, u32)> {
    result.outcome.winner_points()
}

const DEALER: Seat = Seat::One;
const PLAYER: Seat = Seat::Zero;

/// Plays a full round: the player's moves then the dealer's; returns the round's result.
fn play(game: &mut Match, dealer: Seat, deck: &str, moves: &[Action]) -> RoundResult {
    let mut events = deal(game, dealer, deck);
    for &action in moves {
        let seat = game.to_move().expect("a seat to move");
        events = act(game, seat, action).expect("a legal test move");
    }
    ended(&events).cloned().expect("the round ended")
}

#[test]
fn the_player_moves_first() {
    let (game, events) = dealt(4, DEALER, "9S 8H TS 9H");
    assert_eq!(game.to_move(), Some(PLAYER));
    assert_eq!(game.legal_actions(DEALER), vec![]);
    assert_eq!(
        game.legal_actions(PLAYER),
        vec![Action::Hit, Action::Stand, Action::Blind]
    );
    assert_eq!(
        events,
        vec![Event::RoundDealt {
            round: 1,
            dealer: DEALER,
            prize: 1,
            player_cards: cards("9S TS"),
            dealer_up_card: card("8H"),
        }]
    );
}

#[test]
fn acting_out_of_turn_is_refused() {
    let (mut game, _) = dealt(4, DEALER, "9S 8H TS 9H");
    assert_eq!(
        act(&mut game, DEALER, Action::Stand),
        Err(ActionError::NotYourTurn {
            seat: DEALER,
            turn: PLAYER
        })
    );
    assert_eq!(
        game.apply(Input::MoveTimeout { seat: DEALER }),
        Err(ActionError::NotYourTurn {
            seat: DEALER,
            turn: PLAYER
        })
    );
}

#[test]
fn moves_wait_for_a_deal_and_a_deal_waits_for_the_round_to_end() {
    let mut game = Match::new(conditions(4));
    assert_eq!(
        act(&mut game, PLAYER, Action::Hit),
        Err(ActionError::NoRoundInPlay)
    );
    deal(&mut game, DEALER, "9S 8H TS 9H");
    let again = Deal::new(DEALER, cards("9S 8H TS 9H")).unwrap();
    assert_eq!(
        game.apply(Input::Deal(again)),
        Err(ActionError::RoundInPlay)
    );
}

#[test]
fn hit_draws_the_next_card_while_below_21() {
    let (mut game, _) = dealt(4, DEALER, "6S 8H 7S 9H 6H");
    let events = act(&mut game, PLAYER, Action::Hit).unwrap();
    assert_eq!(
        events,
        vec![Event::Drew {
            seat: PLAYER,
            card: card("6H")
        }]
    );
    assert_eq!(game.to_move(), Some(PLAYER));
}

#[test]
fn cannot_hit_at_21() {
    let (mut game, _) = dealt(4, DEALER, "AS 8H TS 9H 6H");
    assert_eq!(
        act(&mut game, PLAYER, Action::Hit),
        Err(ActionError::CannotHitAt21)
    );
    assert_eq!(
        act(&mut game, PLAYER, Action::Blind),
        Err(ActionError::CannotHitAt21)
    );
    assert_eq!(game.legal_actions(PLAYER), vec![Action::Stand]);
    assert!(act(&mut game, PLAYER, Action::Stand).is_ok());
}

#[test]
fn a_refused_move_changes_nothing() {
    let (mut game, _) = dealt(4, DEALER, "AS 8H TS 9H 6H");
    let before = game.view(Viewer::Spectator);
    assert!(act(&mut game, PLAYER, Action::Hit).is_err());
    assert_eq!(game.view(Viewer::Spectator), before);
}

#[test]
fn over_21_is_bust_and_ends_the_players_turn() {
    let (mut game, _) = dealt(4, DEALER, "TS 8H 9S 9H 7C");
    let events = act(&mut game, PLAYER, Action::Hit).unwrap();
    assert!(events.contains(&Event::WentOver {
        seat: PLAYER,
        total: 26
    }));
    assert!(events.contains(&Event::HiddenCardTurned {
        seat: DEALER,
        card: card("9H")
    }));
    assert_eq!(game.to_move(), Some(DEALER));
}

#[test]
fn the_dealer_plays_even_if_the_player_is_bust() {
    let (mut game, _) = dealt(4, DEALER, "TS 6H 9S 7H 7C 8C");
    act(&mut game, PLAYER, Action::Hit).unwrap();
    assert_eq!(game.to_move(), Some(DEALER));
    assert_eq!(game.legal_actions(DEALER), vec![Action::Hit, Action::Stand]);
    act(&mut game, DEALER, Action::Hit).unwrap();
    assert_eq!(game.legal_actions(DEALER), vec![Action::Stand]);
    let events = act(&mut game, DEALER, Action::Stand).unwrap();
    let result = ended(&events).expect("the dealer's stand ends the round");
    assert_eq!(result.totals, [26, 21]);
    assert_eq!(result.busts, [true, false]);
}

#[test]
fn exactly_one_bust_the_other_wins() {
    let mut game = Match::new(conditions(10));
    // The player busts, the dealer stands on 13.
    let result = play(
        &mut game,
        DEALER,
        "TS 6H 9S 7H 7C",
        &[Action::Hit, Action::Stand],
    );
    assert_eq!(winner(&result), Some((DEALER, 1)));
    // The player stands on 8, the dealer busts.
    let result = play(
        &mut game,
        DEALER,
        "6S TH JS 9H 8C",
        &[Action::Stand, Action::Hit],
    );
    assert_eq!(result.busts, [false, true]);
    assert_eq!(winner(&result), Some((PLAYER, 1)));
    assert_eq!(game.score(), [1, 1]);
}

#[test]
fn neither_bust_the_higher_total_wins() {
    let mut game = Match::new(conditions(10));
    let result = play(
        &mut game,
        DEALER,
        "9S 8H TS 9H",
        &[Action::Stand, Action::Stand],
    );
    assert_eq!(result.totals, [19, 17]);
    assert_eq!(winner(&result), Some((PLAYER, 1)));
    let result = play(
        &mut game,
        Seat::Zero,
        "9S 8H TS 9H",
        &[Action::Stand, Action::Stand],
    );
    assert_eq!(result.totals, [17, 19]);
    assert_eq!(winner(&result), Some((Seat::One, 1)));
}

#[test]
fn a_tie_goes_to_the_dealer() {
    let mut game = Match::new(conditions(10));
    let result = play(
        &mut game,
        DEALER,
        "9S 9H TS TH",
        &[Action::Stand, Action::Stand],
    );
    assert_eq!(result.totals, [19, 19]);
    assert_eq!(winner(&result), Some((DEALER, 1)));
}

/// A double bust: the player and the dealer each hit once over 21.
const DOUBLE_BUST: &str = "TS TH 9S 9H 7C 8C";

#[test]
fn both_bust_the_round_is_replayed_for_2_points() {
    let mut game = Match::new(conditions(10));
    let result = play(&mut game, DEALER, DOUBLE_BUST, &[Action::Hit, Action::Hit]);
    assert_eq!(result.busts, [true, true]);
    assert_eq!(result.outcome, RoundOutcome::DoubleBust { next_prize: 2 });
    assert_eq!(game.score(), [0, 0]);
    assert_eq!(game.prize(), 2);
    let replay = play(
        &mut game,
        DEALER,
        "9S 8H TS 9H",
        &[Action::Stand, Action::Stand],
    );
    assert_eq!(replay.prize, 2);
    assert_eq!(winner(&replay), Some((PLAYER, 2)));
    assert_eq!(game.score(), [2, 0]);
    assert_eq!(game.prize(), 1, "after a won replay the prize is 1 again");
}

#[test]
fn a_double_bust_twice_in_a_row_makes_the_third_round_worth_3() {
    let mut game = Match::new(conditions(10));
    play(&mut game, DEALER, DOUBLE_BUST, &[Action::Hit, Action::Hit]);
    let second = play(
        &mut game,
        Seat::Zero,
        DOUBLE_BUST,
        &[Action::Hit, Action::Hit],
    );
    assert_eq!(second.prize, 2);
    assert_eq!(second.outcome, RoundOutcome::DoubleBust { next_prize: 3 });
    let third = play(
        &mut game,
        DEALER,
        "9S 8H TS 9H",
        &[Action::Stand, Action::Stand],
    );
    assert_eq!(third.prize, 3);
    assert_eq!(winner(&third), Some((PLAYER, 3)));
    assert_eq!(game.score(), [3, 0]);
}

#[test]
fn golden_point_a_player_dealt_two_aces_wins_at_once() {
    let (game, events) = dealt(4, DEALER, "AS 9H AH TH");
    let result = ended(&events).expect("the golden point ends the round at the deal");
    assert_eq!(
        result.outcome,
        RoundOutcome::Won {
            winner: PLAYER,
            points: 1,
            golden_point: true
        }
    );
    assert_eq!(result.cards_used, 4);
    assert!(
        !events
            .iter()
            .any(|event| matches!(event, Event::HiddenCardTurned { .. })),
        "the hidden card is turned only when the dealer shows an ace"
    );
    assert!(game.needs_deal());
    assert_eq!(game.score(), [1, 0]);
}

#[test]
fn golden_point_against_a_dealer_with_one_ace_showing_and_one_hidden_goes_to_the_dealer() {
    let (game, events) = dealt(4, DEALER, "AS AD AH AC");
    assert!(events.contains(&Event::HiddenCardTurned {
        seat: DEALER,
        card: card("AC")
    }));
    let result = ended(&events).expect("the round ends at the deal");
    assert_eq!(
        result.outcome,
        RoundOutcome::Won {
            winner: DEALER,
            points: 1,
            golden_point: true
        }
    );
    assert_eq!(game.score(), [0, 1]);
}

#[test]
fn golden_point_the_dealers_hidden_card_is_turned_when_he_shows_an_ace() {
    let (_, events) = dealt(4, DEALER, "AS AD AH 9C");
    assert!(events.contains(&Event::HiddenCardTurned {
        seat: DEALER,
        card: card("9C")
    }));
    let result = ended(&events).expect("the round ends at the deal");
    assert_eq!(winner(result), Some((PLAYER, 1)));
}

#[test]
fn golden_point_belongs_to_the_player_only_a_dealers_two_aces_play_on() {
    let (game, events) = dealt(4, DEALER, "9S AD TS AC");
    assert_eq!(ended(&events), None);
    assert_eq!(game.to_move(), Some(PLAYER));
}

#[test]
fn golden_point_in_a_replay_wins_the_replay_prize() {
    let mut game = Match::new(conditions(10));
    play(&mut game, DEALER, DOUBLE_BUST, &[Action::Hit, Action::Hit]);
    let events = deal(&mut game, DEALER, "AS 9H AH TH");
    assert_eq!(winner(ended(&events).unwrap()), Some((PLAYER, 2)));
}

#[test]
fn blind_card_only_the_player_may_take_it() {
    let (mut game, _) = dealt(4, DEALER, "9S 6H TS 7H");
    act(&mut game, PLAYER, Action::Stand).unwrap();
    assert!(!game.legal_actions(DEALER).contains(&Action::Blind));
    assert_eq!(
        act(&mut game, DEALER, Action::Blind),
        Err(ActionError::DealerMayNotTakeBlind)
    );
}

#[test]
fn blind_card_once_per_round() {
    let (mut game, _) = dealt(4, DEALER, "6S 6H 7S 7H 8C 8D");
    let events = act(&mut game, PLAYER, Action::Blind).unwrap();
    assert_eq!(events, vec![Event::BlindCardTaken { seat: PLAYER }]);
    assert_eq!(game.legal_actions(PLAYER), vec![Action::Hit, Action::Stand]);
    assert_eq!(
        act(&mut game, PLAYER, Action::Blind),
        Err(ActionError::BlindAlreadyUsed)
    );
}

#[test]
fn blind_card_the_player_hits_and_stands_on_his_visible_total() {
    // Visible 13 plus a blind ten: he may still hit, on 13 he knows.
    let (mut game, _) = dealt(4, DEALER, "6S 6H 7S 7H TC 8D");
    act(&mut game, PLAYER, Action::Blind).unwrap();
    let view = game.view(Viewer::Seat(PLAYER));
    let StateView::Playing(round) = view.state else {
        panic!("a round is in play")
    };
    assert_eq!(round.player.visible_total, 13);
    assert_eq!(round.player.face_down, 1);
    assert_eq!(round.your_actions, vec![Action::Hit, Action::Stand]);
    let events = act(&mut game, PLAYER, Action::Hit).unwrap();
    assert_eq!(
        events[0],
        Event::Drew {
            seat: PLAYER,
            card: card("8D")
        }
    );
    assert_eq!(game.to_move(), Some(PLAYER), "21 visible: his turn goes on");
}

#[test]
fn blind_card_that_busts_the_player_counts_at_round_end() {
    // Player 6S 7S (13) + blind TC = 23: bust, though he only knew 13. Dealer stands on 13.
    let mut game = Match::new(conditions(4));
    let result = play(
        &mut game,
        DEALER,
        "6S 6H 7S 7H TC",
        &[Action::Blind, Action::Stand, Action::Stand],
    );
    assert_eq!(result.blind, Some(card("TC")));
    assert_eq!(result.player_cards, cards("6S 7S"));
    assert_eq!(result.totals, [23, 13]);
    assert_eq!(result.busts, [true, false]);
    assert_eq!(winner(&result), Some((DEALER, 1)));
}

#[test]
fn blind_card_counts_in_the_players_total_when_the_round_ends() {
    let mut game = Match::new(conditions(4));
    let result = play(
        &mut game,
        DEALER,
        "6S TH 7S 8H 6C",
        &[Action::Blind, Action::Stand, Action::Stand],
    );
    assert_eq!(result.totals, [19, 18]);
    assert_eq!(winner(&result), Some((PLAYER, 1)));
}

#[test]
fn a_move_timeout_is_a_stand() {
    let (mut game, _) = dealt(4, DEALER, "9S 8H TS 9H");
    let events = game.apply(Input::MoveTimeout { seat: PLAYER }).unwrap();
    assert_eq!(
        events[0],
        Event::Stood {
            seat: PLAYER,
            timed_out: true
        }
    );
    assert_eq!(game.to_move(), Some(DEALER));
}

#[test]
fn a_seat_whose_game_time_runs_out_loses_the_match() {
    let (mut game, _) = dealt(4, DEALER, "9S 8H TS 9H");
    let events = game
        .apply(Input::GameClockExpired { seat: PLAYER })
        .unwrap();
    let end = MatchEnd {
        winner: DEALER,
        reason: EndReason::OutOfTime { loser: PLAYER },
        score: [0, 0],
        stake: Conditions::default().stake(),
    };
    assert_eq!(events, vec![Event::MatchEnded(end)]);
    assert_eq!(game.end_of_match(), Some(&end));
    assert_eq!(game.to_move(), None);
    assert_eq!(
        game.apply(Input::GameClockExpired { seat: DEALER }),
        Err(ActionError::MatchOver)
    );
}

#[test]
fn the_first_to_the_target_points_wins_the_match_and_the_stake() {
    let mut game = Match::new(conditions(2));
    play(
        &mut game,
        DEALER,
        "9S 8H TS 9H",
        &[Action::Stand, Action::Stand],
    );
    assert_eq!(game.end_of_match(), None);
    let events = deal(&mut game, DEALER, "AS 9H AH TH");
    let end = game
        .end_of_match()
        .copied()
        .expect("2 points end the match");
    assert_eq!(end.winner, PLAYER);
    assert_eq!(end.reason, EndReason::Points);
    assert_eq!(end.score, [2, 0]);
    assert_eq!(events.last(), Some(&Event::MatchEnded(end)));
    let next = Deal::new(DEALER, cards("9S 8H TS 9H")).unwrap();
    assert_eq!(game.apply(Input::Deal(next)), Err(ActionError::MatchOver));
    assert_eq!(
        act(&mut game, PLAYER, Action::Hit),
        Err(ActionError::MatchOver)
    );
}

#[test]
fn the_dealers_second_card_is_hidden_until_his_turn_and_the_blind_card_until_the_round_ends() {
    let (mut game, _) = dealt(4, DEALER, "6S 6H 7S 7H TC");
    act(&mut game, PLAYER, Action::Blind).unwrap();
    for viewer in [
        Viewer::Seat(PLAYER),
        Viewer::Seat(DEALER),
        Viewer::Spectator,
    ] {
        let StateView::Playing(round) = game.view(viewer).state else {
            panic!("a round is in play")
        };
        assert_eq!(round.player.face_up, cards("6S 7S"));
        assert_eq!(round.player.face_down, 1);
        assert_eq!(round.dealer.face_up, cards("6H"));
        assert_eq!(round.dealer.face_down, 1);
        let json = serde_json::to_string(&round).unwrap();
        assert!(
            !json.contains("\"7H\"") && !json.contains("\"TC\""),
            "{json}"
        );
    }
    act(&mut game, PLAYER, Action::Stand).unwrap();
    let StateView::Playing(round) = game.view(Viewer::Seat(PLAYER)).state else {
        panic!("the dealer's turn")
    };
    assert_eq!(
        round.dealer.face_up,
        cards("6H 7H"),
        "turned on the dealer's turn"
    );
    assert_eq!(round.player.face_down, 1, "the blind card stays down");
    assert!(!serde_json::to_string(&round).unwrap().contains("\"TC\""));
    act(&mut game, DEALER, Action::Stand).unwrap();
    let view = game.view(Viewer::Spectator);
    assert_eq!(
        view.last_round.and_then(|round| round.blind),
        Some(card("TC"))
    );
}

#[test]
fn a_seat_is_offered_actions_only_on_its_turn() {
    let (game, _) = dealt(4, DEALER, "9S 8H TS 9H");
    let actions = |viewer| match game.view(viewer).state {
        StateView::Playing(round) => round.your_actions,
        _ => panic!("a round is in play"),
    };
    assert_eq!(actions(Viewer::Seat(PLAYER)), game.legal_actions(PLAYER));
    assert_eq!(actions(Viewer::Seat(DEALER)), vec![]);
    assert_eq!(actions(Viewer::Spectator), vec![]);
}

#[test]
fn a_seed_replays_a_match_exactly() {
    use rand::SeedableRng;
    let first = random_match(
        conditions(6),
        &mut rand_chacha::ChaCha8Rng::seed_from_u64(5),
    );
    let again = random_match(
        conditions(6),
        &mut rand_chacha::ChaCha8Rng::seed_from_u64(5),
    );
    assert_eq!(first.record, again.record);
    assert_eq!(random_record(77), random_record(77));
    assert_ne!(random_record(77), random_record(78));
}
