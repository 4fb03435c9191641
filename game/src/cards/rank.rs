use std::fmt;

/// A rank in natural order, six lowest and ace highest. Trick-taking order and card values
/// differ per game; each game keeps its own tables indexed by [`Rank::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rank {
    Six = 0,
    Seven = 1,
    Eight = 2,
    Nine = 3,
    Ten = 4,
    Jack = 5,
    Queen = 6,
    King = 7,
    Ace = 8,
}

impl Rank {
    /// All nine ranks, six to ace.
    pub const ALL: [Rank; 9] = [
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank's index in natural order, 0 (six) to 8 (ace).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank with this natural index; `None` past the ace.
    pub const fn from_index(index: usize) -> Option<Rank> {
        if index < 9 { Some(Rank::ALL[index]) } else { None }
    }

    /// The notation letter: `6`..`9`, `T`, `J`, `Q`, `K`, `A`.
    pub const fn letter(self) -> char {
        ['6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'][self as usize]
    }

    /// Reads a rank letter (either case); `10` is handled by the card parser.
    pub fn from_char(c: char) -> Option<Rank> {
        match c.to_ascii_uppercase() {
            '6' => Some(Rank::Six),
            '7' => Some(Rank::Seven),
            '8' => Some(Rank::Eight),
            '9' => Some(Rank::Nine),
            'T' => Some(Rank::Ten),
            'J' => Some(Rank::Jack),
            'Q' => Some(Rank::Queen),
            'K' => Some(Rank::King),
            'A' => Some(Rank::Ace),
            _ => None,
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
