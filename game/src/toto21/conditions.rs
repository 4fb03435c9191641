//! The match conditions a table's creator sets: points to win, clocks and stake.

use serde::{Deserialize, Serialize};

/// The points a match is played to: 2, 4, 6, 8 or 10 only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(into = "u32")]
pub struct TargetPoints(u32);

impl TargetPoints {
    /// The lengths a table may choose: 2, 4, 6, 8 and 10.
    pub const CHOICES: [TargetPoints; 5] = [
        TargetPoints(2),
        TargetPoints(4),
        TargetPoints(6),
        TargetPoints(8),
        TargetPoints(10),
    ];

    /// The target, if `points` is one of the allowed lengths.
    pub fn new(points: u32) -> Result<TargetPoints, ConditionsError> {
        if Self::CHOICES.iter().any(|choice| choice.0 == points) {
            Ok(TargetPoints(points))
        } else {
            Err(ConditionsError::Points(points))
        }
    }

    /// The number of points.
    pub const fn get(self) -> u32 {
        self.0
    }
}

impl From<TargetPoints> for u32 {
    fn from(points: TargetPoints) -> u32 {
        points.0
    }
}

/// Why a set of conditions is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConditionsError {
    /// The match length is not 2, 4, 6, 8 or 10.
    #[error("a match is played to 2, 4, 6, 8 or 10 points, not {0}")]
    Points(u32),
    /// A clock of zero milliseconds.
    #[error("the time per move and the time per game must be more than zero")]
    ZeroTime,
}

/// The conditions of one match. Times are plain numbers of milliseconds: the engine never
/// reads a clock; the table service turns expired clocks into inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Conditions {
    /// Points to win the match.
    points: TargetPoints,
    /// Time a seat has for one move, in milliseconds.
    move_ms: u64,
    /// Time a seat has for the whole match, in milliseconds.
    game_ms: u64,
    /// Chips the winner takes.
    stake: u64,
}

impl Conditions {
    /// Checked conditions: `points` must be 2, 4, 6, 8 or 10 and both times above zero.
    pub fn new(
        points: u32,
        move_ms: u64,
        game_ms: u64,
        stake: u64,
    ) -> Result<Conditions, ConditionsError> {
        if move_ms == 0 || game_ms == 0 {
            return Err(ConditionsError::ZeroTime);
        }
        Ok(Conditions {
            points: TargetPoints::new(points)?,
            move_ms,
            game_ms,
            stake,
        })
    }

    /// Points to win the match.
    pub const fn points(&self) -> TargetPoints {
        self.points
    }

    /// Time per move in milliseconds.
    pub const fn move_ms(&self) -> u64 {
        self.move_ms
    }

    /// Time per seat for the whole match in milliseconds.
    pub const fn game_ms(&self) -> u64 {
        self.game_ms
    }

    /// The stake in play chips.
    pub const fn stake(&self) -> u64 {
        self.stake
    }

    /// The same conditions played to other points.
    pub const fn with_points(self, points: TargetPoints) -> Conditions {
        Conditions { points, ..self }
    }
}

impl Default for Conditions {
    /// 4 points, 30 seconds a move, 10 minutes a match, 10 chips.
    fn default() -> Conditions {
        Conditions {
            points: TargetPoints(4),
            move_ms: 30_000,
            game_ms: 600_000,
            stake: 10,
        }
    }
}

/// Conditions as written in a record, before they are checked (see [`Conditions::new`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConditionsSpec {
    /// Points to win.
    pub points: u32,
    /// Time per move in milliseconds (default 30 000).
    #[serde(default = "default_move_ms")]
    pub move_ms: u64,
    /// Time per match in milliseconds (default 600 000).
    #[serde(default = "default_game_ms")]
    pub game_ms: u64,
    /// Stake in chips (default 10).
    #[serde(default = "default_stake")]
    pub stake: u64,
}

fn default_move_ms() -> u64 {
    Conditions::default().move_ms
}

fn default_game_ms() -> u64 {
    Conditions::default().game_ms
}

fn default_stake() -> u64 {
    Conditions::default().stake
}

impl ConditionsSpec {
    /// Checks the written conditions.
    pub fn check(self) -> Result<Conditions, ConditionsError> {
        Conditions::new(self.points, self.move_ms, self.game_ms, self.stake)
    }
}

impl From<Conditions> for ConditionsSpec {
    fn from(conditions: Conditions) -> ConditionsSpec {
        ConditionsSpec {
            points: conditions.points.get(),
            move_ms: conditions.move_ms,
            game_ms: conditions.game_ms,
            stake: conditions.stake,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn match_length_is_2_4_6_8_or_10_points() {
        for points in [2, 4, 6, 8, 10] {
            assert_eq!(TargetPoints::new(points).map(TargetPoints::get), Ok(points));
        }
        for points in [0, 1, 3, 5, 7, 9, 11, 12, 100] {
            assert_eq!(
                TargetPoints::new(points),
                Err(ConditionsError::Points(points))
            );
        }
    }

    #[test]
    fn clocks_must_be_above_zero() {
        assert_eq!(
            Conditions::new(4, 0, 1000, 5),
            Err(ConditionsError::ZeroTime)
        );
        assert_eq!(
            Conditions::new(4, 1000, 0, 5),
            Err(ConditionsError::ZeroTime)
        );
        let conditions = Conditions::new(10, 20_000, 300_000, 50).unwrap();
        assert_eq!(conditions.points().get(), 10);
        assert_eq!(conditions.move_ms(), 20_000);
        assert_eq!(conditions.game_ms(), 300_000);
        assert_eq!(conditions.stake(), 50);
    }

    #[test]
    fn default_conditions_are_valid_and_round_trip_through_a_spec() {
        let conditions = Conditions::default();
        assert_eq!(ConditionsSpec::from(conditions).check(), Ok(conditions));
        let spec: ConditionsSpec = serde_json::from_str(r#"{"points": 6}"#).unwrap();
        assert_eq!(spec.check().map(|c| c.points().get()), Ok(6));
        assert_eq!(spec.stake, conditions.stake());
    }
}
