//! The real `cards` binary on Durak records: a generated match replays legally (exit 0), a
//! broken rule is exit 1, garbage is exit 2.

mod common;

use common::cards;
use std::process::Output;

fn answer(output: &Output) -> serde_json::Value {
    serde_json::from_slice(&output.stdout).expect("the answer is JSON")
}

fn deal(seed: &str) -> serde_json::Value {
    let output = cards(&["deal", "--game", "durak", "--seed", seed], b"");
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    answer(&output)
}

#[test]
fn a_dealt_match_replays_legally_with_a_winner() {
    let record = deal("7");
    assert_eq!(record["game"], "durak");
    let output = cards(&["replay", "-"], record.to_string().as_bytes());
    assert_eq!(output.status.code(), Some(0));
    let answer = answer(&output);
    assert_eq!(answer["ok"], true);
    let winner = answer["winner"]
        .as_u64()
        .expect("a finished match has a winner") as usize;
    assert_eq!(answer["total"][winner], record["points"]);
}

#[test]
fn the_same_seed_deals_the_same_match() {
    assert_eq!(deal("11"), deal("11"));
    assert_ne!(deal("11"), deal("12"));
}

#[test]
fn a_broken_rule_is_exit_one_with_its_place() {
    let mut record = deal("8");
    let moves = record["games"][0]["moves"].as_array_mut().expect("moves");
    // The second move is the defender's answer to the first attack card: make it a let go.
    moves[1] = serde_json::json!("go");
    let output = cards(&["replay", "-"], record.to_string().as_bytes());
    assert_eq!(output.status.code(), Some(1));
    let answer = answer(&output);
    assert_eq!(answer["ok"], false);
    assert_eq!(answer["error"]["game"], 0);
    assert_eq!(answer["error"]["at"], "moves");
    assert_eq!(answer["error"]["index"], 1);
    assert!(answer["error"]["reason"].is_string());
}

#[test]
fn garbage_is_exit_two() {
    let inputs: [&[u8]; 5] = [
        b"",
        b"\xff\xfe\x00garbage",
        b"{\"game\": \"durak\"}",
        b"{\"game\": \"durak\", \"points\": 2, \"games\": [{\"deck\": \"ZZ\", \"first\": 0, \"moves\": []}]}",
        b"[1, 2, 3]",
    ];
    for input in inputs {
        let output = cards(&["replay", "-"], input);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{}",
            String::from_utf8_lossy(input)
        );
        assert_eq!(answer(&output)["ok"], false);
    }
}
