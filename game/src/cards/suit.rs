use std::fmt;

/// A suit, in the notation's order: spades, hearts, diamonds, clubs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Spades = 0,
    Hearts = 1,
    Diamonds = 2,
    Clubs = 3,
}

impl Suit {
    /// All four suits in notation order.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit's index, 0..4.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit with this index (0..4).
    pub const fn from_index(index: usize) -> Suit {
        Suit::ALL[index & 3]
    }

    /// The notation letter: `S`, `H`, `D` or `C`.
    pub const fn letter(self) -> char {
        ['S', 'H', 'D', 'C'][self as usize]
    }

    /// The suit symbol: `♠`, `♥`, `♦` or `♣`.
    pub const fn symbol(self) -> char {
        ['♠', '♥', '♦', '♣'][self as usize]
    }

    /// Reads a suit letter (either case) or symbol.
    pub fn from_char(c: char) -> Option<Suit> {
        match c {
            'S' | 's' | '♠' | '♤' => Some(Suit::Spades),
            'H' | 'h' | '♥' | '♡' => Some(Suit::Hearts),
            'D' | 'd' | '♦' | '♢' => Some(Suit::Diamonds),
            'C' | 'c' | '♣' | '♧' => Some(Suit::Clubs),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
