//! `cards engine`, the real binary: each request form, each error (the process reads on), the
//! format's examples, and the arena playing it through the pipe as it plays in process.

mod common;

use std::path::Path;

use serde_json::{Value, json};

/// Sends `requests` (one a line) to `cards engine --level LEVEL`; its answers, in order.
fn engine(level: &str, requests: &[String]) -> Vec<Value> {
    let input = requests.join("\n") + "\n";
    let output = common::cards(&["engine", "--level", level], input.as_bytes());
    assert!(
        output.status.success(),
        "the engine exits 0 at the end of input"
    );
    let text = String::from_utf8(output.stdout).expect("UTF-8 answers");
    text.lines()
        .map(|line| serde_json::from_str(line).expect("each answer is one JSON line"))
        .collect()
}

/// One of the record format's examples, as the repository keeps them (tests/records).
fn example(name: &str) -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/records")
        .join(name);
    let text = std::fs::read_to_string(&path).expect("the format's example");
    serde_json::from_str(&text).expect("JSON")
}

/// A request for `seat` on a record's deal with its play cut to `cards` cards.
fn request(record: &Value, id: u64, ask: &str, seat: u64, cards: usize, all: bool) -> Value {
    let play: Vec<&str> = record["play"]
        .as_str()
        .unwrap()
        .split(' ')
        .take(cards)
        .collect();
    let mut req = record.clone();
    let fields = req.as_object_mut().unwrap();
    fields.insert("id".into(), json!(id));
    fields.insert("ask".into(), json!(ask));
    fields.insert("seat".into(), json!(seat));
    fields.insert("play".into(), json!(play.join(" ")));
    if !all {
        let hand = record["hands"][seat as usize].clone();
        fields.remove("hands");
        fields.insert("hand".into(), hand);
    }
    req
}

#[test]
fn the_position_example_is_answered_with_its_only_legal_card() {
    let record = example("position.blot.json");
    let req = request(&record, 1, "move", 1, 14, false);
    for level in ["rule", "strong"] {
        let answers = engine(level, &[req.to_string()]);
        assert_eq!(answers[0]["id"], 1);
        assert_eq!(answers[0]["move"], "TS", "{level}: {}", answers[0]);
    }
}

#[test]
fn an_exact_analysis_of_the_last_trick_is_the_deal_score() {
    // The last trick's leader (from the answers' tricks), his team, its score for the deal.
    for (name, leader, team) in [("made", 2u64, 0usize), ("coinche-down", 0, 0)] {
        let record = example(&format!("{name}.blot.json"));
        let expected = example(&format!("{name}.answer.json"))["deals"][0]["score"][team].clone();
        let req = request(&record, 5, "analyse", leader, 28, true);
        let answers = engine("strong", &[req.to_string()]);
        let values = answers[0]["values"].as_object().expect("values");
        assert_eq!(answers[0]["exact"], true, "{name}");
        assert_eq!(values.len(), 1, "one card left: {}", answers[0]);
        let value = values.values().next().unwrap().as_f64().unwrap();
        assert_eq!(value, expected.as_f64().unwrap(), "{name}: {}", answers[0]);
    }
}

#[test]
fn every_request_form_is_answered_in_order() {
    let record = example("made.blot.json");
    let auction = {
        let mut r = request(&record, 10, "move", 3, 0, false);
        r["auction"] = json!([]);
        r["declarations"] = json!([]);
        r
    };
    // Seat 3 to lead, his two terzes not announced yet: the answer announces them.
    let mut card = request(&record, 11, "move", 3, 0, false);
    card["declarations"] = json!([]);
    let estimate = request(&record, 12, "analyse", 2, 3, false);
    let exact = request(&record, 13, "analyse", 2, 3, true);
    let coinche = json!({"id": 14, "ask": "move", "variant": "coinche",
        "rules": {"no_trump": true, "announcements": true},
        "totals": [120, 340], "target": 1000, "dealer": 3, "seat": 1,
        "hand": "JH 9H AH TH KH QS 7D 8C", "auction": ["80H"], "seed": 42});
    let lines: Vec<String> = [auction, card, estimate, exact, coinche]
        .iter()
        .map(Value::to_string)
        .collect();
    let answers = engine("rule", &lines);
    let ids: Vec<u64> = answers.iter().map(|a| a["id"].as_u64().unwrap()).collect();
    assert_eq!(ids, [10, 11, 12, 13, 14]);
    for answer in &answers {
        assert!(answer.get("error").is_none(), "{answer}");
    }
    assert!(answers[0]["move"].is_string());
    let first_card = answers[1]["move"].as_str().unwrap();
    assert!(record["hands"][3].as_str().unwrap().contains(first_card));
    assert!(
        answers[1]["declare"].is_array(),
        "seat 3 holds two terzes: {}",
        answers[1]
    );
    assert_eq!(answers[2]["exact"], false);
    assert_eq!(answers[3]["exact"], true);
    for analysis in &answers[2..4] {
        let values = analysis["values"].as_object().unwrap();
        assert!(
            !values.is_empty() && values.keys().all(|c| c.len() == 2),
            "{analysis}"
        );
    }
    assert!(answers[4]["move"].is_string(), "{}", answers[4]);
}

#[test]
fn every_error_is_answered_and_the_engine_reads_on() {
    let record = example("made.blot.json");
    let good = request(&record, 30, "move", 3, 0, false);
    let mut missing = good.clone();
    missing.as_object_mut().unwrap().remove("seat");
    missing["id"] = json!(21);
    let mut illegal = request(&record, 22, "move", 0, 2, false);
    illegal["play"] = json!("AS 9S 9S");
    let not_to_act = request(&record, 23, "move", 1, 0, false);
    let mut wrong_hand = request(&record, 24, "move", 3, 4, false);
    wrong_hand["hand"] = record["hands"][2].clone();
    let mut house = good.clone();
    house["id"] = json!(25);
    house["rules"] = json!({"no_trump": false});
    let lines = vec![
        "this is not JSON".to_string(),
        missing.to_string(),
        illegal.to_string(),
        not_to_act.to_string(),
        wrong_hand.to_string(),
        house.to_string(),
        good.to_string(),
    ];
    let answers = engine("rule", &lines);
    assert_eq!(answers.len(), lines.len());
    assert_eq!(answers[0]["id"], Value::Null);
    for (answer, id) in
        answers[..6]
            .iter()
            .zip([None, Some(21), Some(22), Some(23), Some(24), Some(25)])
    {
        let reason = answer["error"]
            .as_str()
            .unwrap_or_else(|| panic!("an error: {answer}"));
        assert!(!reason.is_empty());
        if let Some(id) = id {
            assert_eq!(answer["id"], id);
        }
    }
    assert!(
        answers[3]["error"].as_str().unwrap().contains("not to act"),
        "{}",
        answers[3]
    );
    assert!(
        answers[6]["move"].is_string(),
        "the engine reads on: {}",
        answers[6]
    );
}

/// `cards arena` with `a` against `b`: the per-seed lines and the points line.
fn arena(game: &str, a: &str, b: &str, games: &str) -> (String, String) {
    let output = common::cards(
        &[
            "arena", "--game", game, "--a", a, "--b", b, "--games", games, "--seed", "3",
        ],
        b"",
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8(output.stdout).unwrap();
    // Everything but the header and the time taken.
    let points = stdout
        .lines()
        .skip(1)
        .map(|l| l.split(" in ").next().unwrap_or(l))
        .filter(|l| !l.contains("time"))
        .collect::<Vec<_>>()
        .join("\n");
    (String::from_utf8(output.stderr).unwrap(), points)
}

#[test]
fn the_arena_plays_an_engine_through_the_pipe_as_in_process() {
    let engine = format!("engine:{} engine --level rule", env!("CARGO_BIN_EXE_cards"));
    for game in ["coinche", "bazaar"] {
        let piped = arena(game, &engine, "rule", "4");
        let in_process = arena(game, "rule", "rule", "4");
        assert_eq!(piped, in_process, "{game}");
    }
}

#[test]
fn house_rules_reach_the_engine() {
    // Seat 1 leads in Coinche holding a terz (7H 8H 9H); the auction made hearts trump.
    let base = json!({"id": 40, "ask": "move", "variant": "coinche", "dealer": 2, "seat": 1,
        "hand": "7H 8H 9H AS KS 7D 8D 7C", "auction": ["80H", "p", "p", "p"], "play": ""});
    let mut off = base.clone();
    off["id"] = json!(41);
    off["rules"] = json!({"no_trump": false, "announcements": false});
    let mut nt = base.clone();
    nt["id"] = json!(42);
    nt["rules"] = json!({"no_trump": false});
    nt["auction"] = json!(["80NT"]);
    let mut belote_nt = base.clone();
    belote_nt["id"] = json!(43);
    belote_nt["variant"] = json!("belote");
    belote_nt["turned"] = json!("JS");
    belote_nt["rules"] = json!({"no_trump": true});
    let lines: Vec<String> = [base, off, nt, belote_nt]
        .iter()
        .map(Value::to_string)
        .collect();
    let answers = engine("rule", &lines);
    assert!(answers[0]["declare"].is_array(), "{}", answers[0]);
    assert!(answers[1]["move"].is_string(), "{}", answers[1]);
    assert!(answers[1].get("declare").is_none(), "{}", answers[1]);
    assert!(
        answers[2]["error"].is_string(),
        "no no-trump bid: {}",
        answers[2]
    );
    assert!(answers[3]["error"].is_string(), "{}", answers[3]);
}
