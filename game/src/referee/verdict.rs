//! The referee's vocabulary: how a record fared ([`Outcome`]) and the answer ([`Verdict`]).
//! A leaf: each game's referee builds a verdict, [`super::replay`] passes it on.

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
