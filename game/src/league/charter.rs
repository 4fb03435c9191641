//! What a league is opened with: its format, points table, what happens at a deadline,
//! and the charter that carries them with the table conditions.

use serde::{Deserialize, Serialize};

use crate::table::settings::Settings;

/// How fixtures are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// Everyone meets everyone once.
    RoundRobin,
    /// Everyone meets everyone twice, sides swapped.
    Double,
    /// Each round pairs entrants by score, never the same opponents twice.
    Swiss,
    /// An open ladder: challenge anyone at most `reach` places above you; a win takes the place.
    Ladder,
}

impl Format {
    pub const ALL: [Format; 4] = [
        Format::RoundRobin,
        Format::Double,
        Format::Swiss,
        Format::Ladder,
    ];

    /// The word used in commands: `roundrobin`, `double`, `swiss`, `ladder`.
    pub const fn code(self) -> &'static str {
        match self {
            Format::RoundRobin => "roundrobin",
            Format::Double => "double",
            Format::Swiss => "swiss",
            Format::Ladder => "ladder",
        }
    }

    /// Reads a format's word (case-insensitive; `rr` and `round-robin` too).
    pub fn from_code(code: &str) -> Option<Format> {
        let code = code.trim().to_ascii_lowercase().replace(['-', '_'], "");
        match code.as_str() {
            "rr" => Some(Format::RoundRobin),
            other => Format::ALL.into_iter().find(|f| f.code() == other),
        }
    }
}

/// League points for each result (the League's 2 for a 2–0, 1 for a 1–0, 0 for a loss).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PointsTable {
    /// A Bazaar Blot win by 2–0 ("Rubicon": the losers at 150 or less).
    pub two_nil: u32,
    /// A Bazaar Blot win by 1–0.
    pub one_nil: u32,
    /// A win in a game that has no margin (the Belote variants, Toto21, Durak).
    pub win: u32,
    pub loss: u32,
    /// A round sat out (an odd count of entrants), counted as soon as its round is drawn.
    pub bye: u32,
}

impl Default for PointsTable {
    fn default() -> PointsTable {
        PointsTable {
            two_nil: 2,
            one_nil: 1,
            win: 2,
            loss: 0,
            bye: 1,
        }
    }
}

/// What happens to a fixture still unplayed at its deadline.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AtDeadline {
    /// A referee decides (the league's chat is told).
    #[default]
    Referee,
    /// The side that never came to the table forfeits; if both or neither came, a referee
    /// decides. A side that left the table (or closed it, or left its game to the computer)
    /// counts as not having come.
    Forfeit,
}

impl AtDeadline {
    /// Reads `referee` or `forfeit`.
    pub fn from_code(code: &str) -> Option<AtDeadline> {
        match code.trim().to_ascii_lowercase().as_str() {
            "referee" => Some(AtDeadline::Referee),
            "forfeit" => Some(AtDeadline::Forfeit),
            _ => None,
        }
    }
}

/// What a league is opened with (the command's arguments).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Charter {
    pub name: String,
    pub conditions: Settings,
    pub format: Format,
    pub rounds: u32,
    pub reach: u32,
    pub days: u32,
    #[serde(default)]
    pub at_deadline: AtDeadline,
}
