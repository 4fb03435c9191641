//! How a game and a match end.

use serde::Serialize;

use super::seat::Seat;

/// How one game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum GameOutcome {
    /// The stock and the winner's hand were empty while the other still held cards: 1 point.
    Won {
        /// The winning seat.
        winner: Seat,
    },
    /// Both hands emptied at once with the stock empty: nobody scores.
    Draw,
    /// The seat to move ran out of game clock and lost the match.
    ClockExpired {
        /// The seat whose clock ran out.
        loser: Seat,
    },
}

impl GameOutcome {
    /// The points this game adds to each seat's total.
    pub const fn score(self) -> [u32; 2] {
        match self {
            GameOutcome::Won { winner } => {
                let mut score = [0; 2];
                score[winner.index()] = 1;
                score
            }
            GameOutcome::Draw | GameOutcome::ClockExpired { .. } => [0, 0],
        }
    }

    /// The seat that won this game, if any.
    pub const fn winner(self) -> Option<Seat> {
        match self {
            GameOutcome::Won { winner } => Some(winner),
            GameOutcome::ClockExpired { loser } => Some(loser.other()),
            GameOutcome::Draw => None,
        }
    }
}

/// Why a match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchEnd {
    /// The winner reached the table's points.
    Points,
    /// The loser's game clock ran out.
    Clock,
}

/// The end of a match: who won and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct MatchOutcome {
    /// The seat that won the match.
    pub winner: Seat,
    /// Why the match ended.
    pub end: MatchEnd,
}
