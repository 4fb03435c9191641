//! Property tests over thousands of random matches.

use proptest::prelude::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use super::*;
use crate::cards::{Card, CardSet};
use crate::referee::Outcome;

fn any_conditions() -> impl Strategy<Value = Conditions> {
    (0..TargetPoints::CHOICES.len())
        .prop_map(|i| Conditions::default().with_points(TargetPoints::CHOICES[i]))
}

/// What the test knows of the round in play, from the deck and the events.
#[derive(Default)]
struct Tracker {
    deck: Vec<Card>,
    drawn: usize,
    hidden_dealer_card: Option<Card>,
    blind: Option<Card>,
}

impl Tracker {
    fn follow(&mut self, events: &[Event]) {
        for event in events {
            match event {
                Event::RoundDealt { .. } => {
                    self.drawn = 4;
                    self.hidden_dealer_card = self.deck.get(3).copied();
                    self.blind = None;
                }
                Event::Drew { .. } => self.drawn += 1,
                Event::BlindCardTaken { .. } => {
                    self.blind = self.deck.get(self.drawn).copied();
                    self.drawn += 1;
                }
                Event::HiddenCardTurned { .. } => self.hidden_dealer_card = None,
                Event::RoundEnded(_) => {
                    self.hidden_dealer_card = None;
                    self.blind = None;
                }
                _ => {}
            }
        }
    }

    fn hidden(&self) -> Vec<Card> {
        self.hidden_dealer_card
            .into_iter()
            .chain(self.blind)
            .collect()
    }
}

/// Events other than the turning of the hidden card and the end of a round hold no hidden card.
fn check_events(events: &[Event], tracker: &Tracker) -> Result<(), TestCaseError> {
    for event in events {
        if matches!(event, Event::HiddenCardTurned { .. } | Event::RoundEnded(_)) {
            continue;
        }
        let json = serde_json::to_string(event).map_err(|e| TestCaseError::fail(e.to_string()))?;
        for card in tracker.hidden() {
            prop_assert!(
                !json.contains(&format!("\"{card}\"")),
                "{card} leaks in {json}"
            );
        }
    }
    Ok(())
}

/// Every viewer sees exactly the drawn cards that are not hidden, and no hidden card appears
/// anywhere in the round's view.
fn check_views(game: &Match, tracker: &Tracker) -> Result<(), TestCaseError> {
    let hidden = tracker.hidden();
    for viewer in [
        Viewer::Seat(Seat::Zero),
        Viewer::Seat(Seat::One),
        Viewer::Spectator,
    ] {
        let StateView::Playing(round) = game.view(viewer).state else {
            continue;
        };
        let json = serde_json::to_string(&round).map_err(|e| TestCaseError::fail(e.to_string()))?;
        for card in &hidden {
            prop_assert!(
                !json.contains(&format!("\"{card}\"")),
                "{card} leaks in {json}"
            );
        }
        let shown: Vec<Card> = round
            .player
            .face_up
            .iter()
            .chain(&round.dealer.face_up)
            .copied()
            .collect();
        let face_down = usize::from(round.player.face_down + round.dealer.face_down);
        prop_assert_eq!(face_down, hidden.len());
        let mut seen: CardSet = shown.iter().copied().collect();
        prop_assert_eq!(seen.len() as usize, shown.len());
        for &card in &hidden {
            seen.insert(card);
        }
        let drawn: CardSet = tracker.deck[..tracker.drawn].iter().copied().collect();
        prop_assert_eq!(seen, drawn);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn a_match_ends_exactly_when_a_seat_reaches_its_target(conditions in any_conditions(), seed: u64) {
        let played = random_match(conditions, &mut ChaCha8Rng::seed_from_u64(seed));
        let game = &played.finished;
        let end = game.end_of_match().copied().expect("a random match always ends");
        let target = conditions.points().get();
        let mut score = [0u32; 2];
        for (i, round) in game.rounds().iter().enumerate() {
            prop_assert!(score[0] < target && score[1] < target, "round {i} was played after the end");
            if let Some((winner, points)) = round.outcome.winner_points() {
                score[winner.index()] += points;
            }
        }
        prop_assert_eq!(score, game.score());
        prop_assert_eq!(end.score, score);
        match end.reason {
            EndReason::Points => {
                prop_assert!(score[end.winner.index()] >= target);
                prop_assert!(score[end.winner.other().index()] < target);
            }
            EndReason::OutOfTime { loser } => {
                prop_assert_eq!(end.winner, loser.other());
                prop_assert!(score[0] < target && score[1] < target);
            }
        }
    }

    #[test]
    fn every_card_of_a_round_is_distinct_and_from_the_36_card_deck(seed: u64) {
        let played = random_match(Conditions::default(), &mut ChaCha8Rng::seed_from_u64(seed));
        for (round, written) in played.finished.rounds().iter().zip(&played.record.rounds) {
            let cards: Vec<Card> = round.player_cards.iter().chain(&round.blind).chain(&round.dealer_cards).copied().collect();
            let set: CardSet = cards.iter().copied().collect();
            prop_assert_eq!(set.len() as usize, cards.len());
            prop_assert_eq!(set.without(CardSet::ALL_36), CardSet::EMPTY);
            prop_assert_eq!(cards.len(), round.cards_used);
            let written: CardSet = written.cards.parse().map_err(|e: crate::cards::ParseCardError| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(written, set);
        }
    }

    #[test]
    fn no_view_or_event_shows_a_card_its_viewer_may_not_see(conditions in any_conditions(), seed: u64) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = Match::new(conditions);
        let mut tracker = Tracker::default();
        while game.needs_deal() {
            let deal = Deal::random(&mut rng);
            tracker.deck = deal.cards().to_vec();
            let events = game.apply(Input::Deal(deal)).map_err(|e| TestCaseError::fail(e.to_string()))?;
            tracker.follow(&events);
            check_events(&events, &tracker)?;
            check_views(&game, &tracker)?;
            while let Some(seat) = game.to_move() {
                let legal = game.legal_actions(seat);
                let action = *legal.choose(&mut rng).expect("stand is always legal");
                let events = game.apply(Input::Act { seat, action }).map_err(|e| TestCaseError::fail(e.to_string()))?;
                tracker.follow(&events);
                check_events(&events, &tracker)?;
                check_views(&game, &tracker)?;
            }
        }
    }

    #[test]
    fn replaying_a_generated_record_reproduces_its_score(conditions in any_conditions(), seed: u64) {
        let played = random_match(conditions, &mut ChaCha8Rng::seed_from_u64(seed));
        let text = serde_json::to_string(&played.record).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let verdict = crate::referee::replay(&text);
        prop_assert_eq!(verdict.outcome, Outcome::Legal, "{}", verdict.answer);
        let game = &played.finished;
        prop_assert_eq!(&verdict.answer["score"], &serde_json::json!(game.score()));
        prop_assert_eq!(&verdict.answer["winner"], &serde_json::json!(game.end_of_match().map(|end| end.winner)));
        let rounds = verdict.answer["rounds"].as_array().map_or(0, Vec::len);
        prop_assert_eq!(rounds, game.rounds().len());
        for (answer, round) in verdict.answer["rounds"].as_array().into_iter().flatten().zip(game.rounds()) {
            prop_assert_eq!(&answer["totals"], &serde_json::json!(round.totals));
        }
    }

    #[test]
    fn a_changed_move_or_card_is_legal_or_a_broken_rule_never_a_crash(seed: u64, round_pick: usize, at: usize, word in 0..4usize, card_pick in 0..36usize) {
        let mut record = random_match(Conditions::default(), &mut ChaCha8Rng::seed_from_u64(seed)).record;
        let count = record.rounds.len();
        let round = &mut record.rounds[round_pick % count];
        let action = [RecordAction::Hit, RecordAction::Stand, RecordAction::Blind, RecordAction::Timeout][word];
        let at_action = at % (round.actions.len() + 1);
        round.actions.insert(at_action, action);
        let mut cards: Vec<String> = round.cards.split(' ').map(str::to_string).collect();
        let swap_at = at % cards.len();
        cards[swap_at] = CardSet::ALL_36.nth(card_pick as u32).map(|c| c.to_string()).unwrap_or_default();
        round.cards = cards.join(" ");
        let text = serde_json::to_string(&record).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let verdict = crate::referee::replay(&text);
        prop_assert_ne!(verdict.outcome, Outcome::Unreadable, "{}", verdict.answer);
        prop_assert_eq!(verdict.answer["ok"].as_bool(), Some(verdict.outcome == Outcome::Legal));
    }

    #[test]
    fn random_bytes_are_unreadable(bytes: Vec<u8>) {
        let text = String::from_utf8_lossy(&bytes);
        prop_assert_eq!(crate::referee::replay(&text).outcome, Outcome::Unreadable);
    }

    #[test]
    fn random_json_gets_an_answer_never_a_crash(value in any_json()) {
        let mut record = value;
        if let Value::Object(map) = &mut record {
            map.insert("game".into(), Value::from(GAME_NAME));
        }
        let verdict = crate::referee::replay(&record.to_string());
        prop_assert_eq!(verdict.answer["ok"].as_bool(), Some(verdict.outcome == Outcome::Legal));
        prop_assert!(verdict.answer.get("error").is_some() || verdict.outcome == Outcome::Legal);
    }
}

/// Arbitrary JSON, with the record's own keys and words more likely than chance.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (0u64..12).prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        "[a-z0-9 ]{0,8}".prop_map(Value::from),
        prop::sample::select(vec![
            "hit",
            "stand",
            "blind",
            "timeout",
            "AS TH 9C 7D",
            "toto21"
        ])
        .prop_map(Value::from),
    ];
    let keys = prop::sample::select(vec![
        "game",
        "conditions",
        "rounds",
        "points",
        "dealer",
        "cards",
        "actions",
        "out_of_time",
        "x",
    ]);
    leaf.prop_recursive(4, 48, 6, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::from),
            prop::collection::btree_map(keys.clone().prop_map(str::to_string), inner, 0..5)
                .prop_map(|map| Value::Object(map.into_iter().collect())),
        ]
    })
}
