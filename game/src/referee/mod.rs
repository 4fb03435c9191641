//! The referee behind `cards replay`: reads a record of any game and hands it to that game's
//! referee (`blot::referee`, `toto21::referee`, `durak::referee`), which checks it against the
//! rules and answers with one JSON object and an outcome (legal, rule broken, unreadable).

use serde_json::Value;

pub mod verdict;

pub use verdict::{Outcome, Verdict};

/// Checks a record of any game. The record's `"game"` field picks the game; without it the
/// record is a Blot record (`docs/blot-record.md`).
pub fn replay(text: &str) -> Verdict {
    let value: Value = match serde_json::from_str(text) {
        Ok(value) => value,
        Err(err) => return Verdict::unreadable(format!("the record is not valid JSON: {err}")),
    };
    let game = match value.get("game") {
        None => "blot",
        Some(Value::String(name)) => name.as_str(),
        Some(_) => return Verdict::unreadable("\"game\" must be a string"),
    };
    match game {
        "blot" => crate::blot::replay(&value),
        crate::toto21::GAME_NAME => crate::toto21::replay(&value),
        "durak" => crate::durak::replay(&value),
        other => Verdict::unreadable(format!(
            "unknown game \"{other}\" (expected blot, toto21 or durak)"
        )),
    }
}
