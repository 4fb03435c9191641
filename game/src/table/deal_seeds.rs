//! Where a new table's seed comes from. A bot's tables take theirs from the operating system
//! (the host sets [`DealSeeds::Drawn`]), so that nobody can work a deal out; a service the tests
//! or the command line make derives them from its master seed and the table's id, so that the
//! same run deals the same cards.

use rand::Rng;

use crate::blot::matchplay::stream_rng;
use crate::cards::Seed;
use crate::ids::TableId;

/// The source of new tables' seeds (not stored: each process sets its own).
#[derive(Clone, Copy, Debug, Default)]
pub enum DealSeeds {
    /// From the service's master seed and the table's id: the same for the same id.
    #[default]
    Derived,
    /// 256 bits drawn afresh for each table (the operating system's random source).
    Drawn(fn() -> [u8; 32]),
}

impl DealSeeds {
    /// The seed of the new table `id` of a service whose master seed is `master`.
    pub fn seed_for(self, master: u64, id: TableId) -> Seed {
        match self {
            DealSeeds::Derived => Seed::Short(stream_rng(master, id).random::<u64>()),
            DealSeeds::Drawn(draw) => Seed::Full(draw()),
        }
    }
}
