//! The real `cards` binary on Toto21 records: a generated record is legal (exit 0), a record
//! breaking a rule exits 1, garbage exits 2.

mod common;

use common::cards;
use std::process::Output;

use serde_json::Value;

fn answer(output: &Output) -> Value {
    serde_json::from_slice(&output.stdout).expect("the answer is JSON")
}

fn generated(seed: &str) -> Vec<u8> {
    let output = cards(&["deal", "--game", "toto21", "--seed", seed], b"");
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    output.stdout
}

#[test]
fn a_generated_record_is_legal_and_scored() {
    for seed in ["1", "2", "42"] {
        let record = generated(seed);
        assert_eq!(
            record,
            generated(seed),
            "the same seed prints the same record"
        );
        let output = cards(&["replay", "-"], &record);
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        let answer = answer(&output);
        assert_eq!(answer["ok"], Value::Bool(true));
        let winner = answer["winner"].as_u64().expect("a generated match ends") as usize;
        let score = &answer["score"];
        let points = answer["conditions"]["points"].as_u64().unwrap_or(0);
        if answer["end"] == "points" {
            assert!(score[winner].as_u64().unwrap_or(0) >= points, "{answer}");
        }
    }
}

#[test]
fn a_broken_rule_exits_1_with_where_and_why() {
    let record = br#"{"game": "toto21", "conditions": {"points": 4},
        "rounds": [{"dealer": 1, "cards": "9S 8H TS 9H 7C", "actions": ["stand", "blind"]}]}"#;
    let output = cards(&["replay", "-"], record);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let error = &answer(&output)["error"];
    assert_eq!(error["round"], 0);
    assert_eq!(error["at"], "actions");
    assert_eq!(error["index"], 1);
    assert!(
        error["reason"]
            .as_str()
            .unwrap_or_default()
            .contains("dealer")
    );
}

#[test]
fn garbage_exits_2() {
    let garbage: [&[u8]; 5] = [
        b"",
        b"\xff\xfe\x00 not text",
        b"{\"game\": \"toto21\", ",
        br#"{"game": "toto21", "conditions": {"points": 4}, "rounds": [{"dealer": 0, "cards": "ZZ", "actions": []}]}"#,
        br#"{"game": "toto21", "conditions": "four", "rounds": []}"#,
    ];
    for bytes in garbage {
        let output = cards(&["replay", "-"], bytes);
        assert_eq!(output.status.code(), Some(2), "{output:?}");
        assert_eq!(answer(&output)["ok"], Value::Bool(false));
    }
}
