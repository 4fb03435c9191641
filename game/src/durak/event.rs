//! What an applied action caused, for the table service to announce.

use serde::Serialize;

use super::action::Action;
use super::outcome::{GameOutcome, MatchOutcome};
use super::seat::Seat;
use crate::cards::{Card, CardSet};

/// One thing that happened. Events hold only public information: a draw says how many cards,
/// not which (except the turned trump, which everyone has seen).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The seat to move ran out of move time; `action` was applied for him.
    TimedOut {
        /// The seat that acted.
        seat: Seat,
        /// The action applied for him.
        action: Action,
    },
    /// An attack card was led or added.
    Attacked {
        /// The seat that acted.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// An attack card was beaten.
    Beat {
        /// The seat that acted.
        seat: Seat,
        /// The attack card.
        attack: Card,
        /// The card laid on the attack card.
        defence: Card,
    },
    /// The defender took every card on the table.
    Took {
        /// The defender, who took.
        seat: Seat,
        /// The cards taken.
        cards: CardSet,
    },
    /// The beaten cards went to the discard; the roles swap.
    LetGo {
        /// The attacker, who let go.
        seat: Seat,
        /// The cards discarded.
        cards: CardSet,
    },
    /// A seat drew `count` cards from the stock; `turned` is the turned trump if he drew it.
    Drew {
        /// The seat that drew.
        seat: Seat,
        /// Cards drawn.
        count: u32,
        /// The turned trump, if he drew it.
        turned: Option<Card>,
    },
    /// The game ended.
    GameOver {
        /// How it ended.
        outcome: GameOutcome,
    },
    /// The match ended.
    MatchOver {
        /// How it ended.
        outcome: MatchOutcome,
    },
}

/// Most events a single action can cause: a timeout, the move, two draws, game and match end.
const CAPACITY: usize = 8;

/// The events of one action, in order. Fixed-size so applying an action never allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Events {
    items: [Option<Event>; CAPACITY],
    len: usize,
}

impl Events {
    /// No events.
    pub(crate) const fn new() -> Events {
        Events {
            items: [None; CAPACITY],
            len: 0,
        }
    }

    /// Appends an event (beyond the capacity, which no action reaches, it is dropped).
    pub(crate) fn push(&mut self, event: Event) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = Some(event);
            self.len += 1;
        }
    }

    /// The events in order.
    pub fn iter(&self) -> impl Iterator<Item = &Event> {
        self.items[..self.len].iter().flatten()
    }

    /// Number of events.
    pub const fn len(&self) -> usize {
        self.len
    }

    /// True when the action caused no event.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The events as a vector, for callers that keep them.
    pub fn to_vec(&self) -> Vec<Event> {
        self.iter().copied().collect()
    }
}

impl Serialize for Events {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}
