//! Named key spaces.

use std::fmt;

/// A named key space. Each is its own sled tree, so keys of different spaces never collide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Space {
    /// One header per table: its state, keyed by [`crate::key::table`].
    Tables,
    /// The action log of each table, keyed by [`crate::key::log`].
    Log,
    /// Per-user records (chips, ratings, language).
    Users,
    /// Per-chat records (settings, the table message).
    Chats,
    /// Finished games.
    History,
    /// Anything else the service needs to remember (counters, settings).
    Meta,
}

impl Space {
    /// Every space, in a fixed order.
    pub const ALL: [Space; 6] = [
        Space::Tables,
        Space::Log,
        Space::Users,
        Space::Chats,
        Space::History,
        Space::Meta,
    ];

    /// The space's position in [`Space::ALL`].
    pub(crate) const fn index(self) -> usize {
        self as usize
    }

    /// The space's stable name, used as the sled tree name. Never change one: it is on disk.
    pub const fn name(self) -> &'static str {
        match self {
            Space::Tables => "tables",
            Space::Log => "log",
            Space::Users => "users",
            Space::Chats => "chats",
            Space::History => "history",
            Space::Meta => "meta",
        }
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_distinct() {
        let mut names: Vec<&str> = Space::ALL.iter().map(|s| s.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Space::ALL.len());
        for (i, space) in Space::ALL.into_iter().enumerate() {
            assert_eq!(space.index(), i);
        }
    }
}
