//! `cards play` through the real binary: scripted games to the end, bad input, end of input.

mod common;

use common::cards;

fn ones(count: usize) -> Vec<u8> {
    "1\n".repeat(count).into_bytes()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_toto21_game_played_with_move_1_reaches_its_end() {
    for seed in ["1", "2"] {
        let output = cards(
            &["play", "toto21", "--level", "rule", "--seed", seed],
            &ones(500),
        );
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        let out = text(&output.stdout);
        assert!(out.contains("Game over: you"), "{out}");
        assert!(out.contains("Your moves:"));
    }
}

#[test]
fn a_durak_game_played_with_move_1_reaches_its_end() {
    for seed in ["1", "7"] {
        let output = cards(
            &["play", "durak", "--level", "rule", "--seed", seed],
            &ones(2000),
        );
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        let out = text(&output.stdout);
        assert!(out.contains("Game over"), "{out}");
        assert!(out.contains("Your hand:"));
    }
}

#[test]
fn bad_input_gets_a_friendly_reprompt_and_end_of_input_quits() {
    let output = cards(
        &["play", "durak", "--level", "random", "--seed", "3"],
        b"xyz\n99\n0\n\n",
    );
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let out = text(&output.stdout);
    assert_eq!(out.matches("is not one of your moves").count(), 3, "{out}");
    assert!(out.trim_end().ends_with("Goodbye."), "{out}");
    assert!(output.stderr.is_empty(), "{}", text(&output.stderr));
}

#[test]
fn a_move_can_be_typed_as_its_code() {
    let output = cards(
        &["play", "toto21", "--level", "rule", "--seed", "4"],
        b"STAND\n",
    );
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    assert!(!text(&output.stdout).contains("is not one of your moves"));
}

#[test]
fn every_game_starts_and_quits_at_end_of_input() {
    for game in [
        "bazaar", "blot", "belote", "belote2", "coinche", "toto21", "durak",
    ] {
        let output = cards(&["play", game, "--level", "rule"], b"");
        assert_eq!(output.status.code(), Some(0), "{game}: {output:?}");
        assert!(
            text(&output.stdout).contains("Goodbye") || text(&output.stdout).contains("Game over")
        );
    }
    let output = cards(&["play", "chess"], b"");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn the_arena_reports_a_win_rate_with_its_interval() {
    for game in ["durak", "toto21", "belote"] {
        let output = cards(
            &[
                "arena", "--game", game, "--a", "rule", "--b", "random", "--games", "4", "--seed",
                "1",
            ],
            b"",
        );
        assert_eq!(output.status.code(), Some(0), "{game}: {output:?}");
        let out = text(&output.stdout);
        assert!(out.contains("games: 4"), "{out}");
        assert!(
            out.contains("A win rate:") && out.contains("95% CI"),
            "{out}"
        );
    }
}
