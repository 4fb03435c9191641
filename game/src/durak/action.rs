//! What a seat can do, and its record notation (`a 7H`, `b 7H QH`, `take`, `go`).

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

use crate::cards::{Card, ParseCardError};

/// An action of the seat to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Lead the first attack card, or add one of a rank already on the table (`a 7H`).
    Attack(Card),
    /// Beat the unbeaten attack card `attack` with `defence` (`b 7H QH`).
    Beat {
        /// The attack card.
        attack: Card,
        /// The card laid on the attack card.
        defence: Card,
    },
    /// Take every card on the table into the hand (`take`).
    Take,
    /// Let the beaten cards go to the discard; the roles swap (`go`).
    LetGo,
    /// The move clock ran out: apply the default move (`timeout`). Defending: take.
    /// Attacking: let go, or lead the lowest-value card when the table is empty.
    MoveTimeout,
    /// The seat's game clock ran out: he loses the match (`clock`).
    GameClockExpired,
}

impl fmt::Display for Action {
    /// The record notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Attack(card) => write!(f, "a {card}"),
            Action::Beat { attack, defence } => write!(f, "b {attack} {defence}"),
            Action::Take => f.write_str("take"),
            Action::LetGo => f.write_str("go"),
            Action::MoveTimeout => f.write_str("timeout"),
            Action::GameClockExpired => f.write_str("clock"),
        }
    }
}

impl Serialize for Action {
    /// Serialised as its record notation.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Why a piece of text is not an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseActionError {
    /// The first word names no action.
    #[error("'{text}' is not a move (use a CARD, b ATTACK DEFENCE, take, go, timeout or clock)")]
    UnknownMove {
        /// The text that was read.
        text: String,
    },
    /// The action has too few or too many cards.
    #[error("'{text}' has the wrong number of cards for its move")]
    WrongCardCount {
        /// The text that was read.
        text: String,
    },
    /// A word that should be a card is not one.
    #[error("in '{text}': {source}")]
    BadCard {
        /// The text that was read.
        text: String,
        /// Why the word is not a card.
        #[source]
        source: ParseCardError,
    },
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Reads the record notation; the keyword is case-insensitive and cards follow the card
    /// notation (`10H`, `t♥` accepted).
    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let mut words = text.split_whitespace();
        let keyword = words.next().unwrap_or_default().to_ascii_lowercase();
        let mut cards = [None; 3];
        let mut count = 0;
        for word in words {
            let card = word
                .parse::<Card>()
                .map_err(|source| ParseActionError::BadCard {
                    text: text.to_string(),
                    source,
                })?;
            if let Some(slot) = cards.get_mut(count) {
                *slot = Some(card);
            }
            count += 1;
        }
        let wrong_count = || ParseActionError::WrongCardCount {
            text: text.to_string(),
        };
        let expect = |wanted: usize| {
            if count == wanted {
                Ok(())
            } else {
                Err(wrong_count())
            }
        };
        match keyword.as_str() {
            "a" => {
                expect(1)?;
                cards[0].map(Action::Attack).ok_or_else(wrong_count)
            }
            "b" => {
                expect(2)?;
                match (cards[0], cards[1]) {
                    (Some(attack), Some(defence)) => Ok(Action::Beat { attack, defence }),
                    _ => Err(wrong_count()),
                }
            }
            "take" => expect(0).map(|()| Action::Take),
            "go" => expect(0).map(|()| Action::LetGo),
            "timeout" => expect(0).map(|()| Action::MoveTimeout),
            "clock" => expect(0).map(|()| Action::GameClockExpired),
            _ => Err(ParseActionError::UnknownMove {
                text: text.to_string(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in ["a 7H", "b 7H QH", "take", "go", "timeout", "clock"] {
            let action: Action = text.parse().expect("an action");
            assert_eq!(action.to_string(), text);
        }
        assert_eq!(
            "B 10h Q♥".parse::<Action>().map(|a| a.to_string()),
            Ok("b TH QH".into())
        );
    }

    #[test]
    fn bad_notation_gets_a_reason() {
        assert!(matches!(
            "x 7H".parse::<Action>(),
            Err(ParseActionError::UnknownMove { .. })
        ));
        assert!(matches!(
            "".parse::<Action>(),
            Err(ParseActionError::UnknownMove { .. })
        ));
        assert!(matches!(
            "a".parse::<Action>(),
            Err(ParseActionError::WrongCardCount { .. })
        ));
        assert!(matches!(
            "b 7H".parse::<Action>(),
            Err(ParseActionError::WrongCardCount { .. })
        ));
        assert!(matches!(
            "a 7H 8H 9H 6H".parse::<Action>(),
            Err(ParseActionError::WrongCardCount { .. })
        ));
        assert!(matches!(
            "take 7H".parse::<Action>(),
            Err(ParseActionError::WrongCardCount { .. })
        ));
        assert!(matches!(
            "a 1H".parse::<Action>(),
            Err(ParseActionError::BadCard { .. })
        ));
    }
}
