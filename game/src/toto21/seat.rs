use std::fmt;

use serde::{Deserialize, Serialize};

/// One of the two seats at a Toto21 table, numbered from 0 as everywhere in the project.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Seat {
    /// Seat 0.
    Zero,
    /// Seat 1.
    One,
}

impl Seat {
    /// Both seats, seat 0 first.
    pub const BOTH: [Seat; 2] = [Seat::Zero, Seat::One];

    /// The seat with this number, if it is 0 or 1.
    pub const fn from_index(index: u8) -> Option<Seat> {
        match index {
            0 => Some(Seat::Zero),
            1 => Some(Seat::One),
            _ => None,
        }
    }

    /// The seat's number, 0 or 1.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The opponent's seat.
    pub const fn other(self) -> Seat {
        match self {
            Seat::Zero => Seat::One,
            Seat::One => Seat::Zero,
        }
    }
}

impl From<Seat> for u8 {
    fn from(seat: Seat) -> u8 {
        seat as u8
    }
}

impl TryFrom<u8> for Seat {
    type Error = String;

    fn try_from(index: u8) -> Result<Seat, String> {
        Seat::from_index(index).ok_or_else(|| format!("expected seat 0 or 1, found {index}"))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.index())
    }
}
