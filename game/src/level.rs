//! How strongly a computer player plays: the common shape of every game's AI
//! (`toto21::ai`, `durak::ai`).

use std::fmt;
use std::str::FromStr;

/// A computer player's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal move.
    Random,
    /// Fixed rules of thumb; fast.
    RuleBased,
    /// The strongest player: exact computation or search.
    Strong,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Random, Level::RuleBased, Level::Strong];

    /// The level's name: `random`, `rule` or `strong`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::RuleBased => "rule",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A word that names no level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level \"{0}\" (expected random, rule or strong)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownLevel(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        assert!("expert".parse::<Level>().is_err());
    }
}
