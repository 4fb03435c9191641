//! How a bot opens its front: on its store, its new tables dealt from the operating system,
//! or (an end-to-end test's `TEST_DEAL_SEED`, debug builds only) from a known master seed.

use game::table::DealSeeds;
use storage::Store;

use super::Front;
use crate::durable::{HostError, Sharing};

impl<S: Store> Front<S> {
    /// Opens the front a bot runs. A fresh store takes `fresh_seed` as its master seed (a
    /// stored one is kept) and new tables are dealt from the operating system; given
    /// `test_deal_seed` ([`OpsSettings::test_deal_seed`](crate::ops::OpsSettings)), a fresh
    /// store's master seed is that one instead and every new table's deal derives from it.
    pub fn open_for_bot(
        store: S,
        fresh_seed: u64,
        sharing: Option<Sharing>,
        test_deal_seed: Option<u64>,
    ) -> Result<Front<S>, HostError> {
        let mut front = Front::open_with(store, test_deal_seed.unwrap_or(fresh_seed), sharing)?;
        if test_deal_seed.is_some() {
            front.set_deal_seeds(DealSeeds::Derived);
        }
        Ok(front)
    }
}
