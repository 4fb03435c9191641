//! Property tests over thousands of random games: card conservation, legal lists that match
//! what `apply` accepts, views that hide what they must, matches that end at their target,
//! and records that replay to the same score.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use super::*;
use crate::cards::{Card, CardSet};
use crate::referee::Outcome;

/// Plays a random match to `points` from `seed`, calling `check` on every position.
fn drive(seed: u64, points: u32, mut check: impl FnMut(&Match, &mut ChaCha8Rng)) -> Match {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut play = Match::new_random(points, &mut rng).expect("a match");
    loop {
        check(&play, &mut rng);
        match play.phase() {
            MatchPhase::Playing(_) => {
                let seat = play.to_move().expect("a game in play has a seat to move");
                let action = random_action(&play.legal_actions(seat), &mut rng)
                    .expect("the seat to move always has a legal action");
                play.apply(seat, action).expect("a listed action applies");
            }
            MatchPhase::BetweenGames(_) => play.next_game_random(&mut rng).expect("next game"),
            MatchPhase::Over { .. } => return play,
        }
    }
}

/// Hands, stock, table and discard are disjoint and make up the 36 cards.
fn assert_all_cards_accounted_for(game: &Game) {
    let stock: CardSet = game.stock().iter().copied().collect();
    assert_eq!(
        stock.len() as usize,
        game.stock().len(),
        "no card twice in the stock"
    );
    let parts = [
        game.hand(Seat::ZERO),
        game.hand(Seat::ONE),
        stock,
        game.table().cards(),
        game.discard(),
    ];
    let total: u32 = parts.iter().map(|part| part.len()).sum();
    let union = parts.iter().fold(CardSet::EMPTY, |all, part| all.or(*part));
    assert_eq!(total, 36, "{game:?}");
    assert_eq!(union, CardSet::ALL_36, "{game:?}");
}

/// Every action worth trying for `seat`: each card of his hand as an attack, each pair of a
/// table card and a hand card as a beat, take and let go; plus a few random ones.
fn candidate_actions(game: &Game, seat: Seat, rng: &mut ChaCha8Rng) -> Vec<Action> {
    let hand = game.hand(seat);
    let mut actions: Vec<Action> = hand.iter().map(Action::Attack).collect();
    for attack in game.table().cards() {
        actions.extend(hand.iter().map(|defence| Action::Beat { attack, defence }));
    }
    actions.extend([Action::Take, Action::LetGo]);
    let any_card = |rng: &mut ChaCha8Rng| {
        CardSet::ALL_36
            .nth(rng.random_range(0..36))
            .expect("36 cards")
    };
    for _ in 0..2 {
        actions.push(Action::Attack(any_card(rng)));
        actions.push(Action::Beat {
            attack: any_card(rng),
            defence: any_card(rng),
        });
    }
    actions
}

/// Every card named in a JSON value's strings, in the exact upper-case notation.
fn cards_named(value: &Value, found: &mut CardSet) {
    match value {
        Value::String(text) => {
            for word in text.split_whitespace() {
                if let Ok(card) = word.parse::<Card>()
                    && card.to_string() == word
                {
                    found.insert(card);
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|item| cards_named(item, found)),
        Value::Object(map) => map.values().for_each(|item| cards_named(item, found)),
        _ => {}
    }
}

fn visible_in<T: serde::Serialize>(view: &T) -> CardSet {
    let value = serde_json::to_value(view).expect("a view serialises");
    let mut found = CardSet::EMPTY;
    cards_named(&value, &mut found);
    found
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn every_position_accounts_for_all_36_cards_and_legal_lists_match_apply(
        seed in any::<u64>(),
        points in 1u32..=3,
    ) {
        drive(seed, points, |play, rng| {
            let game = play.game();
            assert_all_cards_accounted_for(game);
            for seat in Seat::BOTH {
                let legal = play.legal_actions(seat);
                assert_eq!(legal.len(), legal.iter().count(), "len agrees with iter");
                for action in legal.iter() {
                    let mut copy = *play;
                    assert!(copy.apply(seat, action).is_ok(), "listed {action} refused");
                }
                for action in candidate_actions(game, seat, rng) {
                    let mut copy = *play;
                    let applied = copy.apply(seat, action);
                    assert_eq!(applied.is_ok(), legal.contains(action), "{action} by {seat}");
                    if applied.is_err() {
                        assert_eq!(copy, *play, "a refused action changes nothing");
                    }
                }
            }
        });
    }

    #[test]
    fn a_match_always_ends_at_its_target_and_its_record_replays_to_the_same_score(
        seed in any::<u64>(),
        points in 1u32..=4,
    ) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (record, play) = random_match(points, &mut rng).expect("a match");
        let outcome = play.outcome().expect("the match is over");
        prop_assert_eq!(outcome.end, MatchEnd::Points);
        prop_assert_eq!(play.scores()[outcome.winner.index()], points);
        prop_assert!(play.scores()[outcome.winner.other().index()] < points);

        let value = serde_json::to_value(&record).expect("json");
        let verdict = crate::referee::replay(&value.to_string());
        prop_assert_eq!(verdict.outcome, Outcome::Legal, "{}", verdict.answer);
        prop_assert_eq!(&verdict.answer["total"], &serde_json::json!(play.scores()));
        prop_assert_eq!(&verdict.answer["winner"], &serde_json::json!(outcome.winner));
        let games = verdict.answer["games"].as_array().map_or(0, Vec::len);
        prop_assert_eq!(games, record.games.len());
        prop_assert!(verdict.answer.get("next").is_none());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn no_view_shows_a_card_its_viewer_may_not_see(seed in any::<u64>()) {
        drive(seed, 2, |play, _| {
            let game = play.game();
            let public = game.table().cards().or(game.turned().map_or(CardSet::EMPTY, CardSet::single));
            let spectator = visible_in(&play.spectator_view());
            assert_eq!(spectator.without(public), CardSet::EMPTY, "spectator sees hidden cards");
            for seat in Seat::BOTH {
                let seen = visible_in(&play.seat_view(seat));
                let allowed = public.or(game.hand(seat));
                assert_eq!(seen.without(allowed), CardSet::EMPTY, "seat {seat} sees hidden cards");
                assert_eq!(seen.and(game.hand(seat)), game.hand(seat), "he sees his own hand");
            }
        });
    }

    #[test]
    fn replay_never_panics_on_a_damaged_record(
        seed in any::<u64>(),
        game_index in 0usize..3,
        move_index in 0usize..120,
        replacement in "(a|b|take|go|clock|timeout|x)( [6-9TJQKA][SHDC]){0,3}",
    ) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (mut record, _) = random_match(2, &mut rng).expect("a match");
        let game = game_index % record.games.len();
        let moves = &mut record.games[game].moves;
        let index = move_index % moves.len();
        moves[index] = replacement;
        let text = serde_json::to_string(&record).expect("json");
        let verdict = crate::referee::replay(&text);
        prop_assert_eq!(verdict.answer["ok"].as_bool(), Some(verdict.outcome == Outcome::Legal));
        if verdict.outcome == Outcome::RuleBroken {
            // A replaced move that is legal can change the game's end, so the record may break
            // in a later game; never in an earlier one.
            let broken_in = verdict.answer["error"]["game"].as_u64();
            prop_assert!(broken_in.is_some_and(|broken| broken >= game as u64));
            prop_assert!(verdict.answer["error"]["reason"].is_string());
        }
    }

    #[test]
    fn replay_never_panics_on_arbitrary_text(text in "\\PC{0,200}") {
        let verdict = crate::referee::replay(&text);
        prop_assert_ne!(verdict.outcome, Outcome::Legal);
    }

    #[test]
    fn replay_never_panics_on_arbitrary_durak_shaped_json(
        points in any::<i64>(),
        deck in "[6-9TJQKA10SHDC ]{0,120}",
        first in -2i64..4,
        moves in proptest::collection::vec("\\PC{0,12}", 0..8),
    ) {
        let value = serde_json::json!({
            "game": "durak",
            "points": points,
            "games": [{"deck": deck, "first": first, "moves": moves}],
        });
        let verdict = crate::referee::replay(&value.to_string());
        prop_assert!(verdict.answer.is_object());
    }
}
