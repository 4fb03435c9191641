//! A table's Blot game written as a Blot game record: the referee (`cards replay`) finds it
//! legal and scores every deal as the table did; a belote kept quiet is written so.

use game::referee::{Outcome, replay};
use game::table::model::{LoggedMove, MoveBy};
use game::table::record::blot_game;
use game::table::{Engine, GameKind, Settings};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// A game played by random legal moves (never laying a hand open), every belote offered
/// kept quiet: its log, the engine at its end, and the deals (by number) where one was.
fn random_game(settings: &Settings, seed: u64, stop_after: Option<usize>) -> Played {
    let mut engine = Engine::for_table(settings, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut moves = Vec::new();
    let mut quiet = Vec::new();
    let mut deals = 0;
    while let Some(seat) = engine.to_act() {
        if stop_after.is_some_and(|n| moves.len() >= n) {
            break;
        }
        let codes: Vec<String> = engine
            .legal_codes(seat)
            .into_iter()
            .filter(|c| c != "open")
            .collect();
        let code = if codes.iter().any(|c| c == "nb") {
            quiet.push(deals);
            "nb".to_string()
        } else {
            codes.choose(&mut rng).expect("a legal move").clone()
        };
        let logged = LoggedMove {
            seat,
            code,
            at: moves.len() as u64,
            by: if rng.random_bool(0.5) {
                MoveBy::Player
            } else {
                MoveBy::Computer
            },
        };
        let events = engine.replay(&logged).unwrap();
        deals += events
            .iter()
            .filter(|e| matches!(e, game::table::EngineEvent::DealScored { .. }))
            .count();
        moves.push(logged);
    }
    Played {
        moves,
        engine,
        quiet,
    }
}

struct Played {
    moves: Vec<LoggedMove>,
    engine: Engine,
    quiet: Vec<usize>,
}

#[test]
fn every_blot_variant_s_game_replays_legal_with_the_table_s_scores() {
    let mut quiet_deals = 0;
    for kind in [
        GameKind::Bazaar,
        GameKind::Belote,
        GameKind::Belote2,
        GameKind::Coinche,
    ] {
        let settings = Settings::new(kind);
        for seed in 0..6 {
            let played = random_game(&settings, seed, None);
            let written = blot_game(&settings, seed, &played.moves)
                .unwrap()
                .expect("a Blot game");
            let deals = written.record["deals"].as_array().unwrap();
            assert_eq!(
                deals.len(),
                written.scores.len(),
                "a finished game: no position"
            );
            assert!(!deals.is_empty());
            assert_eq!(
                written.record["variant"],
                kind.blot_variant().unwrap().name()
            );
            let verdict = replay(&written.record.to_string());
            assert_eq!(
                verdict.outcome,
                Outcome::Legal,
                "{kind:?} seed {seed}: {}",
                verdict.answer
            );
            let answered: Vec<[u64; 2]> = verdict.answer["deals"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| {
                    [
                        d["score"][0].as_u64().unwrap(),
                        d["score"][1].as_u64().unwrap(),
                    ]
                })
                .collect();
            let scored: Vec<[u64; 2]> = written
                .scores
                .iter()
                .map(|s| [u64::from(s[0]), u64::from(s[1])])
                .collect();
            assert_eq!(answered, scored, "{kind:?} seed {seed}");
            let totals = played.engine.side_points();
            assert_eq!(
                verdict.answer["total"],
                serde_json::json!([totals[0], totals[1]]),
                "{kind:?} seed {seed}"
            );
            // The table plays to the variant's own target here: the referee names its winner.
            let winners = played.engine.winners().unwrap();
            assert_eq!(
                verdict.answer["winner"].as_u64(),
                Some(u64::from(winners[0] % 2)),
                "{kind:?} seed {seed}"
            );
            for (number, deal) in deals.iter().enumerate() {
                let belote = if played.quiet.contains(&number) {
                    "none"
                } else {
                    "auto"
                };
                assert_eq!(deal["belote"], belote, "{kind:?} seed {seed} deal {number}");
            }
            quiet_deals += played.quiet.len();
        }
    }
    assert!(quiet_deals > 0, "some belote was kept quiet");
}

#[test]
fn a_game_stopped_mid_deal_ends_its_record_with_the_position() {
    let settings = Settings::new(GameKind::Bazaar);
    let whole = random_game(&settings, 3, None);
    // Stop within the second deal's play: its calls made, some cards played.
    let first_deal_end = (1..whole.moves.len())
        .find(|&n| {
            blot_game(&settings, 3, &whole.moves[..n])
                .unwrap()
                .unwrap()
                .scores
                .len()
                == 1
        })
        .unwrap();
    let stop = first_deal_end + 8;
    let played = random_game(&settings, 3, Some(stop));
    let written = blot_game(&settings, 3, &played.moves).unwrap().unwrap();
    let deals = written.record["deals"].as_array().unwrap();
    assert_eq!(written.scores.len(), 1);
    assert_eq!(deals.len(), 2, "the finished deal and the position");
    let verdict = replay(&written.record.to_string());
    assert_eq!(verdict.outcome, Outcome::Legal, "{}", verdict.answer);
    let next = &verdict.answer["next"];
    assert_eq!(
        next["seat"].as_u64(),
        played.engine.to_act().map(u64::from),
        "the referee and the table agree whose move it is: {}",
        verdict.answer
    );
}

#[test]
fn only_blot_tables_have_blot_records() {
    for kind in [GameKind::Toto21, GameKind::Durak] {
        assert!(blot_game(&Settings::new(kind), 1, &[]).unwrap().is_none());
    }
    let settings = Settings::new(GameKind::Bazaar);
    let written = blot_game(&settings, 1, &[]).unwrap().unwrap();
    assert_eq!(written.record["deals"], Value::Array(Vec::new()));
}

/// Bazaar's Rubicon (2–0 when the losers have at most 150 of a game to 301) moves with the
/// table's points: in games to 151, 2–0 exactly when the losers have at most 75.
#[test]
fn a_shorter_bazaar_game_scales_its_rubicon() {
    use game::blot::Margin;
    let mut settings = Settings::new(GameKind::Bazaar);
    settings.points = 151;
    let mut margins = Vec::new();
    for seed in 0..24 {
        let played = random_game(&settings, seed, None);
        let engine = &played.engine;
        let winners = engine.winners().expect("the game ends");
        let [a, b] = engine.side_points();
        let losers = if winners.contains(&0) { b } else { a };
        let margin = engine.margin().expect("Bazaar has a margin");
        if !engine.ended_on_tars_kaput() {
            assert!(a.max(b) >= 151, "seed {seed}: {a}:{b}");
        }
        let expected = if losers <= 75 {
            Margin::TwoNil
        } else {
            Margin::OneNil
        };
        assert_eq!(margin, expected, "seed {seed}: {a}:{b}");
        margins.push(margin);
    }
    assert!(margins.contains(&Margin::OneNil) && margins.contains(&Margin::TwoNil));
}
