//! The referee behind `cards replay`: reads a record of any game, checks it against the rules
//! and answers with one JSON object and an outcome (legal, rule broken, unreadable).

use serde_json::{Value, json};

/// How a record fared; the `cards` command turns it into its exit code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every move in the record is legal (exit 0).
    Legal,
    /// The record reads fine but breaks a rule (exit 1).
    RuleBroken,
    /// The record cannot be read: not JSON, a missing field, a word that is no card (exit 2).
    Unreadable,
}

impl Outcome {
    /// The process exit code for this outcome: 0, 1 or 2.
    pub const fn exit_code(self) -> u8 {
        match self {
            Outcome::Legal => 0,
            Outcome::RuleBroken => 1,
            Outcome::Unreadable => 2,
        }
    }
}

/// The referee's answer to a record.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub outcome: Outcome,
    pub answer: Value,
}

impl Verdict {
    /// An unreadable record, with the reason in plain words.
    pub fn unreadable(reason: impl Into<String>) -> Verdict {
        Verdict {
            outcome: Outcome::Unreadable,
            answer: json!({"ok": false, "error": {"reason": reason.into()}}),
        }
    }
}

/// Checks a record of any game. The record's `"game"` field picks the game; without it the
/// record is a Blot record (`../shared/formats/blot-record.md`).
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
        "blot" => crate::blot::record::replay(&value),
        crate::toto21::GAME_NAME => crate::toto21::replay(&value),
        "durak" => crate::durak::replay(&value),
        other => Verdict::unreadable(format!(
            "unknown game \"{other}\" (expected blot, toto21 or durak)"
        )),
    }
}
