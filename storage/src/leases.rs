//! Leases held in this process (the memory and sled stores, one process per store): the same
//! rules as PostgreSQL's `leases` table, and the checks of a commit's fences.

use std::collections::BTreeMap;

use crate::StoreError;
use crate::store::{Acquired, Fence, Lease};

/// Every lease taken and not pruned, by name, and the largest token of those pruned: a lease
/// taken anew starts above it, so a token never repeats.
#[derive(Debug, Default)]
pub(crate) struct LeaseTable {
    leases: BTreeMap<String, Lease>,
    pruned: u64,
}

impl LeaseTable {
    /// [`crate::Store::acquire_lease`].
    pub(crate) fn acquire(&mut self, name: &str, holder: &str, now: u64, ttl: u64) -> Acquired {
        let expires_at = now.saturating_add(ttl);
        match self.leases.get_mut(name) {
            None => {
                let lease = Lease {
                    name: name.to_string(),
                    holder: holder.to_string(),
                    token: self.pruned + 1,
                    expires_at,
                };
                self.leases.insert(name.to_string(), lease.clone());
                Acquired::Held(lease)
            }
            Some(lease) if lease.holder == holder => {
                lease.expires_at = expires_at;
                Acquired::Held(lease.clone())
            }
            Some(lease) if lease.expires_at <= now => {
                lease.holder = holder.to_string();
                lease.token += 1;
                lease.expires_at = expires_at;
                Acquired::Held(lease.clone())
            }
            Some(lease) => Acquired::Busy(lease.clone()),
        }
    }

    /// [`crate::Store::renew_leases`].
    pub(crate) fn renew(&mut self, holder: &str, now: u64, ttl: u64) -> Vec<Lease> {
        self.leases
            .values_mut()
            .filter(|lease| lease.holder == holder)
            .map(|lease| {
                lease.expires_at = now.saturating_add(ttl);
                lease.clone()
            })
            .collect()
    }

    /// [`crate::Store::release_lease`].
    pub(crate) fn release(&mut self, name: &str, holder: &str) -> bool {
        match self.leases.get_mut(name) {
            Some(lease) if lease.holder == holder && !holder.is_empty() => {
                lease.holder.clear();
                lease.expires_at = 0;
                true
            }
            _ => false,
        }
    }

    /// [`crate::Store::lapsed_leases`] (by name: the table is ordered).
    pub(crate) fn lapsed(&self, holder: &str, now: u64) -> Vec<Lease> {
        self.leases
            .values()
            .filter(|l| !l.holder.is_empty() && l.holder != holder && l.expires_at <= now)
            .cloned()
            .collect()
    }

    /// [`crate::Store::prune_leases`].
    pub(crate) fn prune(&mut self, before: u64) -> usize {
        let count = self.leases.len();
        let pruned = &mut self.pruned;
        self.leases.retain(|_, lease| {
            let gone = lease.expires_at <= before;
            if gone {
                *pruned = (*pruned).max(lease.token);
            }
            !gone
        });
        count - self.leases.len()
    }

    /// [`crate::Store::lease`].
    pub(crate) fn get(&self, name: &str) -> Option<Lease> {
        self.leases.get(name).cloned()
    }

    /// `Err(Fenced)` for the first fence whose token is not its lease's current one.
    pub(crate) fn check(&self, fences: &[Fence]) -> Result<(), StoreError> {
        for fence in fences {
            let current = self.leases.get(&fence.lease).map(|lease| lease.token);
            if current != Some(fence.token) {
                return Err(StoreError::Fenced {
                    lease: fence.lease.clone(),
                    token: fence.token,
                });
            }
        }
        Ok(())
    }
}
