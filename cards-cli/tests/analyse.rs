//! `cards analyse`, the real binary: a finished deal and a whole game analysed card by card
//! (double-dummy of the actual deal), and records the referee refuses answered as it does.

mod common;

use std::path::Path;

use serde_json::Value;

fn records(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/records")
        .join(name);
    std::fs::read_to_string(path).expect("the format's example")
}

/// `cards analyse -` on `input`: its exit code and its JSON answer.
fn analyse(input: &str) -> (i32, Value) {
    let output = common::cards(&["analyse", "-"], input.as_bytes());
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    let answer = serde_json::from_str(&text).unwrap_or_else(|_| panic!("JSON: {text}"));
    (output.status.code().expect("an exit code"), answer)
}

/// Checks what every card's line must say, and returns the lines: among them, that a partner
/// to act finds the played card's value again (declarations counted once, before and after
/// the declarer's first card).
fn card_lines(deal: &Value) -> Vec<Value> {
    let cards = deal["cards"].as_array().expect("cards").clone();
    let mut lost = [0.0, 0.0];
    for line in &cards {
        let (value, best) = (
            line["value"].as_f64().unwrap(),
            line["best_value"].as_f64().unwrap(),
        );
        assert!(best >= value, "{line}");
        assert_eq!(line["lost"].as_f64().unwrap(), best - value, "{line}");
        if line["choices"] == 1 || line["lost"] == 0.0 {
            assert_eq!(line["best"], line["card"], "{line}");
        }
        lost[line["seat"].as_u64().unwrap() as usize % 2] += best - value;
    }
    assert_eq!(deal["lost"], serde_json::json!(lost));
    // Double-dummy values: after a card, a partner to act finds the same value again.
    for pair in cards.windows(2) {
        let (seat, next) = (pair[0]["seat"].as_u64(), pair[1]["seat"].as_u64());
        if seat.map(|s| s % 2) == next.map(|s| s % 2) {
            assert_eq!(pair[1]["best_value"], pair[0]["value"], "{pair:?}");
        }
    }
    cards
}

#[test]
fn a_finished_deal_is_analysed_card_by_card() {
    let (code, answer) = analyse(&records("made.blot.json"));
    assert_eq!(code, 0, "{answer}");
    assert_eq!(answer["exact"], true);
    assert!(answer["method"].as_str().unwrap().contains("double-dummy"));
    let deal = &answer["deals"][0];
    let cards = card_lines(deal);
    let record: Value = serde_json::from_str(&records("made.blot.json")).unwrap();
    let played: Vec<&str> = record["play"].as_str().unwrap().split(' ').collect();
    assert_eq!(cards.len(), played.len());
    for (line, card) in cards.iter().zip(&played) {
        assert_eq!(line["card"], *card);
    }
    // The last card is the deal's score for its team, and it had no choice.
    let last = cards.last().unwrap();
    let scored: Value = serde_json::from_str(&records("made.answer.json")).unwrap();
    let team = last["seat"].as_u64().unwrap() as usize % 2;
    assert_eq!(last["choices"], 1);
    assert_eq!(
        last["value"].as_f64(),
        scored["deals"][0]["score"][team].as_f64()
    );
}

#[test]
fn a_whole_game_is_analysed_deal_by_deal() {
    let output = common::cards(
        &["deal", "--seed", "11", "--variant", "coinche", "--whole"],
        b"",
    );
    assert!(output.status.success());
    let record = String::from_utf8(output.stdout).unwrap();
    let (code, answer) = analyse(&record);
    assert_eq!(code, 0, "{answer}");
    let game: Value = serde_json::from_str(&record).unwrap();
    let deals = game["deals"].as_array().unwrap();
    assert_eq!(answer["deals"].as_array().unwrap().len(), deals.len());
    for (deal, analysed) in deals.iter().zip(answer["deals"].as_array().unwrap()) {
        let played = deal["play"].as_str().unwrap().split_whitespace().count();
        assert_eq!(card_lines(analysed).len(), played);
    }
}

#[test]
fn a_record_the_referee_refuses_is_answered_as_it_answers() {
    let mut record: Value = serde_json::from_str(&records("made.blot.json")).unwrap();
    // Seat 3 leads the first trick; 9S is seat 0's card.
    let play = record["play"]
        .as_str()
        .unwrap()
        .replacen("AS 9S", "9S AS", 1);
    record["play"] = Value::String(play);
    let (code, answer) = analyse(&record.to_string());
    assert_eq!(code, 1, "{answer}");
    assert_eq!(answer["ok"], false);
    assert!(answer["error"]["reason"].is_string(), "{answer}");
    let (code, answer) = analyse("not a record");
    assert_eq!(code, 2, "{answer}");
}
