//! `cards replay`, the real binary: the format's worked examples, the League's worked examples,
//! broken and unreadable records, and random input.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn records_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records")
}

/// Runs `cards replay -` on `input`, returning the exit code and the printed answer.
fn replay(input: &[u8]) -> (i32, Value) {
    let output = common::cards(&["replay", "-"], input);
    let code = output
        .status
        .code()
        .expect("cards exits, not killed by a signal");
    let answer = serde_json::from_slice(&output.stdout).unwrap_or_else(|err| {
        panic!(
            "answer is JSON ({err}): {}",
            String::from_utf8_lossy(&output.stdout)
        )
    });
    (code, answer)
}

fn replay_file(name: &str) -> (i32, Value) {
    let path = records_dir().join(name);
    let output = Command::new(env!("CARGO_BIN_EXE_cards"))
        .arg("replay")
        .arg(&path)
        .output()
        .expect("cards runs");
    let answer = serde_json::from_slice(&output.stdout).expect("answer is JSON");
    (output.status.code().expect("exit code"), answer)
}

/// Every `NAME.blot.json` beside its `NAME.answer.json`: the answer holds every expected field
/// (a position's answer fixes only `next`), and the exit code follows `ok`.
#[test]
fn every_recorded_example_gets_its_answer() {
    let mut checked = 0;
    for entry in std::fs::read_dir(records_dir()).expect("records dir") {
        let path = entry.expect("entry").path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let Some(stem) = name.strip_suffix(".blot.json") else {
            continue;
        };
        let expected: Value = serde_json::from_str(
            &std::fs::read_to_string(records_dir().join(format!("{stem}.answer.json")))
                .expect("answer file"),
        )
        .expect("answer is JSON");
        let (code, answer) = replay_file(&name);
        let ok = expected["ok"].as_bool().expect("ok");
        assert_eq!(code, if ok { 0 } else { 1 }, "{stem}: {answer}");
        for (key, value) in expected.as_object().expect("object") {
            assert_eq!(&answer[key], value, "{stem}: field {key}");
        }
        checked += 1;
    }
    assert!(checked >= 9, "only {checked} records checked");
}

#[test]
fn league_crossing_example_a_card_serves_one_combination() {
    let (code, answer) = replay_file("league-crossing-both.blot.json");
    assert_eq!(code, 1);
    assert_eq!(
        answer["error"]["reason"],
        "QS is used in two announced combinations"
    );
    for either in [
        "league-crossing-hundred.blot.json",
        "league-crossing-four-queens.blot.json",
    ] {
        let (code, answer) = replay_file(either);
        assert_eq!(code, 0);
        assert_eq!(answer["deals"][0]["combinations"]["points"][0], 10);
    }
}

#[test]
fn league_rounding_examples_sum_to_sixteen() {
    for (name, declarers, defenders) in [
        ("league-rounding-96-66.blot.json", 9, 7),
        ("league-rounding-136-26.blot.json", 13, 3),
        ("league-rounding-defenders-96.blot.json", 6, 10),
    ] {
        let (code, answer) = replay_file(name);
        assert_eq!(code, 0);
        let deal = &answer["deals"][0];
        let level = deal["contract"]["level"].as_u64().unwrap();
        let declaring_team = deal["contract"]["seat"].as_u64().unwrap() as usize % 2;
        let score = &deal["score"];
        if deal["result"] == "made" {
            assert_eq!(score[declaring_team], declarers + level, "{name}");
            assert_eq!(score[1 - declaring_team], defenders, "{name}");
        } else {
            assert!(declarers < level, "{name}");
            assert_eq!(score[1 - declaring_team], 16 + level, "{name}");
        }
    }
}

#[test]
fn a_card_that_breaks_follow_suit_is_named_with_exit_1() {
    let mut record: Value = serde_json::from_str(
        &std::fs::read_to_string(records_dir().join("made.blot.json")).unwrap(),
    )
    .unwrap();
    // Seat 0 still holds TS, so discarding QC on the spade lead breaks follow-suit.
    record["play"] = Value::String("AS 9S 7S 8S QS QC".into());
    let (code, answer) = replay(record.to_string().as_bytes());
    assert_eq!(code, 1);
    let error = &answer["error"];
    assert_eq!(error["at"], "play");
    assert_eq!(error["reason"], "must follow suit");
    assert_eq!(error["deal"], 0);
}

#[test]
fn unreadable_records_exit_2_with_a_reason() {
    for input in [
        "not json",
        "[1, 2]",
        r#"{"dealer": 0}"#,
        r#"{"dealer": 0, "hands": ["ZZ", "", "", ""]}"#,
        r#"{"variant": "whist", "dealer": 0, "hands": []}"#,
    ] {
        let (code, answer) = replay(input.as_bytes());
        assert_eq!(code, 2, "{input}: {answer}");
        assert_eq!(answer["ok"], false);
        assert!(
            answer["error"]["reason"]
                .as_str()
                .is_some_and(|r| !r.is_empty())
        );
    }
}

#[test]
fn deal_prints_records_that_replay_legally_for_every_variant() {
    for variant in ["bazaar", "belote", "belote2", "coinche"] {
        for seed in 0..5 {
            let output = Command::new(env!("CARGO_BIN_EXE_cards"))
                .args([
                    "deal",
                    "--seed",
                    &seed.to_string(),
                    "--variant",
                    variant,
                    "--whole",
                ])
                .output()
                .expect("cards deal runs");
            assert!(output.status.success());
            let (code, answer) = replay(&output.stdout);
            assert_eq!(code, 0, "{variant} seed {seed}: {answer}");
            assert!(
                answer["winner"].is_u64(),
                "{variant} seed {seed}: the game ends"
            );
        }
    }
}

#[test]
fn the_same_seed_deals_the_same_record() {
    let deal = |seed: &str| {
        Command::new(env!("CARGO_BIN_EXE_cards"))
            .args(["deal", "--seed", seed])
            .output()
            .unwrap()
            .stdout
    };
    assert_eq!(deal("9"), deal("9"));
    assert_ne!(deal("9"), deal("10"));
}

mod fuzz {
    use super::replay;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn random_bytes_never_crash_the_referee(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
            let (code, _) = replay(&bytes);
            prop_assert!(code == 1 || code == 2);
        }

        #[test]
        fn random_card_strings_never_crash_the_referee(play in "[0-9TJQKAXSHDC♠ ]{0,80}") {
            let record = serde_json::json!({
                "dealer": 2,
                "hands": ["8C 8D 8H 9S AD QC TC TS", "7C 7D 7S 9C AC KD KH QH",
                          "7H 8S AH JC JD JS KC QD", "9D 9H AS JH KS QS TD TH"],
                "auction": ["p", "9D", "p", "p", "p"],
                "play": play,
            });
            let (code, _) = replay(record.to_string().as_bytes());
            prop_assert!(code <= 2);
        }
    }
}
