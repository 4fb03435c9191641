//! The games a table can host, and their table-level facts.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::blot::Variant;

/// A game a table can be opened for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Bazaar,
    Belote,
    Belote2,
    Coinche,
    Toto21,
    Durak,
}

impl GameKind {
    /// Every game, in menu order.
    pub const ALL: [GameKind; 6] = [
        GameKind::Bazaar,
        GameKind::Belote,
        GameKind::Belote2,
        GameKind::Coinche,
        GameKind::Toto21,
        GameKind::Durak,
    ];

    /// The short name used in commands and records.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Bazaar => "bazaar",
            GameKind::Belote => "belote",
            GameKind::Belote2 => "belote2",
            GameKind::Coinche => "coinche",
            GameKind::Toto21 => "toto21",
            GameKind::Durak => "durak",
        }
    }

    /// The game's command word and record name (the same as [`GameKind::name`]).
    pub const fn code(self) -> &'static str {
        self.name()
    }

    /// Reads a game's code (case-insensitive); `blot` is accepted for Bazaar Blot.
    pub fn from_code(code: &str) -> Option<GameKind> {
        code.parse().ok()
    }

    /// The Blot variant, for the Blot family.
    pub const fn blot_variant(self) -> Option<Variant> {
        match self {
            GameKind::Bazaar => Some(Variant::Bazaar),
            GameKind::Belote => Some(Variant::Belote),
            GameKind::Belote2 => Some(Variant::Belote2),
            GameKind::Coinche => Some(Variant::Coinche),
            GameKind::Toto21 | GameKind::Durak => None,
        }
    }

    /// Number of seats at the table.
    pub const fn seats(self) -> u8 {
        match self {
            GameKind::Bazaar | GameKind::Belote | GameKind::Coinche => 4,
            GameKind::Belote2 | GameKind::Toto21 | GameKind::Durak => 2,
        }
    }

    /// True when seats play in two teams of partners (0+2 against 1+3).
    pub const fn has_partners(self) -> bool {
        self.seats() == 4
    }

    /// The points a game is played to unless the table says otherwise.
    pub const fn default_points(self) -> u32 {
        match self {
            GameKind::Bazaar => 301,
            GameKind::Belote | GameKind::Coinche => 501,
            GameKind::Belote2 => 101,
            GameKind::Toto21 => 4,
            GameKind::Durak => 3,
        }
    }

    /// Whether the creator approves each joiner by default (always for Toto21).
    pub const fn approval_by_default(self) -> bool {
        matches!(self, GameKind::Toto21)
    }
}

impl From<Variant> for GameKind {
    fn from(variant: Variant) -> GameKind {
        match variant {
            Variant::Bazaar => GameKind::Bazaar,
            Variant::Belote => GameKind::Belote,
            Variant::Belote2 => GameKind::Belote2,
            Variant::Coinche => GameKind::Coinche,
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameKind {
    type Err = String;

    fn from_str(text: &str) -> Result<GameKind, String> {
        let text = text.trim().trim_start_matches('/').to_ascii_lowercase();
        let name = match text.as_str() {
            "blot" => "bazaar",
            "belote4" => "belote",
            other => other,
        };
        GameKind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
            .ok_or_else(|| format!("unknown game \"{text}\""))
    }
}
