//! The two seats of a Durak table.

use std::fmt;

use serde::Serialize;

/// A seat at a two-player table: 0 or 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct Seat(u8);

impl Seat {
    /// Seat 0.
    pub const ZERO: Seat = Seat(0);
    /// Seat 1.
    pub const ONE: Seat = Seat(1);
    /// Both seats, seat 0 first.
    pub const BOTH: [Seat; 2] = [Seat::ZERO, Seat::ONE];

    /// The seat with this number, if it is 0 or 1.
    pub const fn new(number: u8) -> Option<Seat> {
        if number < 2 { Some(Seat(number)) } else { None }
    }

    /// The seat's number as an array index (0 or 1).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat's number.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The other seat.
    pub const fn other(self) -> Seat {
        Seat(1 - self.0)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_seats_zero_and_one_exist() {
        assert_eq!(Seat::new(0), Some(Seat::ZERO));
        assert_eq!(Seat::new(1), Some(Seat::ONE));
        assert_eq!(Seat::new(2), None);
        assert_eq!(Seat::ZERO.other(), Seat::ONE);
        assert_eq!(Seat::ONE.other(), Seat::ZERO);
    }
}
