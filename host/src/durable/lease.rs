//! Sharing the store with other processes: each chat is served by the process holding its
//! lease, taken when an input for it comes, renewed by the clock, given up at a clean shutdown,
//! and taken over when its holder is gone; every commit is fenced by the leases of the chats it
//! touches, and conditioned on the shared records it writes being as last read.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use game::table::{ChatId, Input, Millis, TableId};
use storage::{Acquired, Commit, Store, StoreError, Write};

use crate::codec::{self};

use super::Durable;
use super::error::HostError;

/// The environment variable holding a chat lease's length, in seconds.
pub const LEASE_SECONDS: &str = "LEASE_SECONDS";
/// The lease length when `LEASE_SECONDS` is unset or unreadable.
pub const DEFAULT_LEASE_SECONDS: u64 = 30;

/// A chat lease's length in milliseconds from `LEASE_SECONDS` (its value as read from the
/// environment, at least 1 second), else [`DEFAULT_LEASE_SECONDS`].
pub fn lease_ttl(value: Option<&str>) -> Millis {
    value
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map_or(DEFAULT_LEASE_SECONDS, |s| s.max(1))
        .saturating_mul(1000)
}

/// A process id unique to this run, for the leases: the host's name, the process id and the
/// start time in milliseconds.
pub fn process_id() -> String {
    let host = std::fs::read_to_string("/etc/hostname")
        .map(|h| h.trim().to_string())
        .unwrap_or_default();
    let started = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    format!("{host}:{}:{started}", std::process::id())
}

/// How a process shares its store with others: its id in the leases, and their length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sharing {
    /// This run's id in the leases ([`process_id`]).
    pub holder: String,
    /// A lease's length in milliseconds ([`lease_ttl`]).
    pub ttl: Millis,
    /// The newest record format the process reads: [`crate::codec::RECORD_FORMAT`], what
    /// this program writes; lower only to run as an older program would (a rolling upgrade's
    /// test). The chats with newer records are left to newer processes.
    pub newest_format: u32,
}

impl Sharing {
    /// What a bot opening `store` runs with: sharing when it is PostgreSQL (other processes
    /// may use the same database), with this run's [`process_id`] and `lease_seconds` (the
    /// value of [`LEASE_SECONDS`], if set); `None` on sled (one process per directory).
    pub fn for_store(store: &storage::AnyStore, lease_seconds: Option<&str>) -> Option<Sharing> {
        match store {
            storage::AnyStore::Sled(_) => None,
            storage::AnyStore::Postgres(_) => Some(Sharing {
                holder: process_id(),
                ttl: lease_ttl(lease_seconds),
                newest_format: codec::RECORD_FORMAT,
            }),
        }
    }
}

/// A process sharing the database with others: which chats' leases it holds.
#[derive(Debug)]
pub(super) struct Lessee {
    /// This process's id in the leases.
    pub(super) holder: String,
    /// How long a lease lasts unless renewed (milliseconds, the inputs' clock).
    pub(super) ttl: Millis,
    /// The chats held: their fencing token and when the lease lapses.
    pub(super) held: BTreeMap<ChatId, HeldLease>,
    /// When the leases were last renewed.
    pub(super) renewed_at: Millis,
    /// Chats taken (and read from the store) since [`Durable::take_acquired`] last asked.
    pub(super) acquired: Vec<ChatId>,
    /// When chats without a live holder were last looked for ([`Durable::adopt_orphans`]).
    pub(super) orphans_sought_at: Option<Millis>,
    /// Chats another live process was found holding: its id, and until when this process
    /// takes that for the answer without asking the store again (see [`BUSY_RECHECK_MS`]).
    pub(super) busy: HashMap<ChatId, (String, Millis)>,
}

/// Who holds a chat left to newer processes, in [`HostError::Elsewhere`]: the inputs for it
/// are parked for them.
pub const NEWER_PROCESSES: &str = "a newer program";

/// How long a chat found held by another live process is taken to stay so without asking the
/// store again (never past that lease's end). Every parked input is looked at each
/// [`crate::front::INBOX_POLL_MS`], and asking the store for each chat each time made a
/// process with many inputs parked for a dead holder spend its time asking; a lease released
/// meanwhile is seen this much later.
pub const BUSY_RECHECK_MS: Millis = 2_000;

/// What asking for a chat's lease came to.
enum Acquisition {
    /// The store is not shared: every chat is this process's.
    Unshared,
    /// This process held it already, under the same token.
    Kept,
    /// Taken under a new token: the chat must be read from the store.
    Taken,
    /// Another live process holds it.
    Busy(String),
}

#[derive(Clone, Copy, Debug)]
pub(super) struct HeldLease {
    pub(super) token: u64,
    pub(super) expires_at: Millis,
}

impl<S: Store> Durable<S> {
    /// Opens the service on a store that other processes share: this one, `holder` (a process
    /// id unique to this run), serves a chat only while it holds the chat's lease, taken (for
    /// `ttl` milliseconds of the inputs' clock) when an input for it comes and renewed by
    /// [`Durable::keep_leases`]. It starts with no chat: a chat's tables are read from the
    /// store when its lease is taken, so a game another process played goes on from its log.
    pub fn open_shared(
        store: S,
        seed: u64,
        holder: impl Into<String>,
        ttl: Millis,
    ) -> Result<Durable<S>, HostError> {
        Durable::open_shared_reading(store, seed, holder, ttl, codec::RECORD_FORMAT)
    }

    /// [`Durable::open_shared`] for a process reading record formats up to `newest_format`
    /// ([`Sharing::newest_format`]).
    pub fn open_shared_reading(
        store: S,
        seed: u64,
        holder: impl Into<String>,
        ttl: Millis,
        newest_format: u32,
    ) -> Result<Durable<S>, HostError> {
        let lessee = Lessee {
            holder: holder.into(),
            ttl: ttl.max(1),
            held: BTreeMap::new(),
            renewed_at: 0,
            acquired: Vec::new(),
            orphans_sought_at: None,
            busy: HashMap::new(),
        };
        Durable::open_as(store, seed, Some(lessee), newest_format)
    }

    /// This process's id in the leases (`None` when it shares the store with no one).
    pub fn holder(&self) -> Option<&str> {
        self.lessee.as_ref().map(|lessee| lessee.holder.as_str())
    }

    /// True when this process shares the store (it serves a chat under its lease).
    pub fn is_sharing(&self) -> bool {
        self.lessee.is_some()
    }

    /// The chats whose leases this process holds (all of them when it shares the store with
    /// no one: `None`).
    pub fn held_chats(&self) -> Option<Vec<ChatId>> {
        self.lessee
            .as_ref()
            .map(|lessee| lessee.held.keys().cloned().collect())
    }

    /// Takes (or keeps) the lease of `chat` for an input at `now`: reads the chat's tables
    /// from the store when this process did not hold it under the current token.
    /// [`HostError::Elsewhere`] when another live process holds it. Without sharing: `Ok`.
    pub fn hold(&mut self, chat: &ChatId, now: Millis) -> Result<(), HostError> {
        if self.newer.contains_key(chat) {
            return Err(HostError::Elsewhere {
                chat: chat.clone(),
                holder: NEWER_PROCESSES.to_string(),
            });
        }
        match self.acquire(chat, now)? {
            Acquisition::Kept | Acquisition::Unshared => Ok(()),
            Acquisition::Taken => {
                self.load_chats(&BTreeSet::from([chat.clone()]))?;
                if self.newer.contains_key(chat) {
                    return Err(HostError::Elsewhere {
                        chat: chat.clone(),
                        holder: NEWER_PROCESSES.to_string(),
                    });
                }
                Ok(())
            }
            Acquisition::Busy(holder) => {
                self.drop_chat(chat);
                Err(HostError::Elsewhere {
                    chat: chat.clone(),
                    holder,
                })
            }
        }
    }

    /// Takes (or keeps) the lease of `chat` at `now`, not reading the chat: a chat
    /// [`Acquisition::Taken`] is listed for [`Durable::take_acquired`] and must be read.
    fn acquire(&mut self, chat: &ChatId, now: Millis) -> Result<Acquisition, HostError> {
        let Some(lessee) = &mut self.lessee else {
            return Ok(Acquisition::Unshared);
        };
        if let Some(held) = lessee.held.get(chat)
            && held.expires_at > now.saturating_add(lessee.ttl / 2)
        {
            return Ok(Acquisition::Kept);
        }
        if let Some((holder, until)) = lessee.busy.get(chat) {
            if now < *until {
                return Ok(Acquisition::Busy(holder.clone()));
            }
            lessee.busy.remove(chat);
        }
        match self
            .store
            .acquire_lease(&chat.0, &lessee.holder, now, lessee.ttl)?
        {
            Acquired::Held(lease) => {
                let before = lessee.held.insert(
                    chat.clone(),
                    HeldLease {
                        token: lease.token,
                        expires_at: lease.expires_at,
                    },
                );
                if before.map(|b| b.token) == Some(lease.token) {
                    return Ok(Acquisition::Kept);
                }
                lessee.acquired.push(chat.clone());
                Ok(Acquisition::Taken)
            }
            Acquired::Busy(lease) => {
                let until = lease.expires_at.min(now.saturating_add(BUSY_RECHECK_MS));
                lessee
                    .busy
                    .insert(chat.clone(), (lease.holder.clone(), until));
                Ok(Acquisition::Busy(lease.holder))
            }
        }
    }

    /// Takes over the chats with a table gathering or playing that no live process holds
    /// (their holder died, or stopped and released them), and those whose holder died holding
    /// them: their clocks and computer players
    /// would otherwise wait for the chat's next input. Looked for once a third of a lease, at
    /// the renewal moments of [`Durable::next_deadline`]; the chats taken are read from the
    /// store in one pass and returned.
    pub fn adopt_orphans(&mut self, now: Millis) -> Result<Vec<ChatId>, HostError> {
        let Some(lessee) = &mut self.lessee else {
            return Ok(Vec::new());
        };
        if lessee
            .orphans_sought_at
            .is_some_and(|at| now < at.saturating_add(lessee.ttl / 3))
        {
            return Ok(Vec::new());
        }
        lessee.orphans_sought_at = Some(now);
        // A chat whose holder was killed may be owed screens or messages with no table
        // left to play (`Store::lapsed_leases`: lapsed, never released).
        let holder = lessee.holder.clone();
        let mut orphans = codec::chats_with_live_tables(self.store.as_ref())?;
        orphans.extend(
            self.store
                .lapsed_leases(&holder, now)?
                .into_iter()
                .map(|lease| ChatId(lease.name)),
        );
        let unheld: Vec<ChatId> = orphans
            .into_iter()
            .filter(|chat| !lessee.held.contains_key(chat) && !self.newer.contains_key(chat))
            .collect();
        let mut taken = BTreeSet::new();
        for chat in unheld {
            if let Acquisition::Taken = self.acquire(&chat, now)? {
                taken.insert(chat);
            }
        }
        if !taken.is_empty() {
            tracing::info!(
                chats = taken.len(),
                "chats without a live holder taken over"
            );
            self.load_chats(&taken)?;
        }
        Ok(taken
            .into_iter()
            .filter(|chat| !self.newer.contains_key(chat))
            .collect())
    }

    /// The chats this process took (and read from the store) since it last asked: what was
    /// owed to them by their former holder is now this process's to send.
    pub fn take_acquired(&mut self) -> Vec<ChatId> {
        self.lessee
            .as_mut()
            .map(|lessee| std::mem::take(&mut lessee.acquired))
            .unwrap_or_default()
    }

    /// Renews the leases this process holds when a third of their time went by (call it from
    /// the clock: [`Durable::next_deadline`] includes the moment); drops the state of the chats
    /// another process took over meanwhile and returns them.
    pub fn keep_leases(&mut self, now: Millis) -> Result<Vec<ChatId>, HostError> {
        let Some(lessee) = &mut self.lessee else {
            return Ok(Vec::new());
        };
        if now < lessee.renewed_at.saturating_add(lessee.ttl / 3) {
            return Ok(Vec::new());
        }
        self.renew_held(now)
    }

    /// [`Durable::keep_leases`]'s renewal: the chats lost to another process.
    fn renew_held(&mut self, now: Millis) -> Result<Vec<ChatId>, HostError> {
        let Some(lessee) = &mut self.lessee else {
            return Ok(Vec::new());
        };
        if lessee.held.is_empty() {
            // Nothing to renew: the tick only looks for chats whose holder is gone (see
            // [`Durable::next_deadline`]).
            lessee.renewed_at = now;
            return Ok(Vec::new());
        }
        let renewed = self.store.renew_leases(&lessee.holder, now, lessee.ttl)?;
        lessee.renewed_at = now;
        let mut kept = BTreeMap::new();
        for lease in renewed {
            let chat = ChatId(lease.name);
            if lessee
                .held
                .get(&chat)
                .is_some_and(|h| h.token == lease.token)
            {
                kept.insert(
                    chat,
                    HeldLease {
                        token: lease.token,
                        expires_at: lease.expires_at,
                    },
                );
            }
        }
        let lost: Vec<ChatId> = lessee
            .held
            .keys()
            .filter(|chat| !kept.contains_key(*chat))
            .cloned()
            .collect();
        lessee.held = kept;
        for chat in &lost {
            self.drop_chat(chat);
        }
        Ok(lost)
    }

    /// Gives up every lease this process holds (a clean shutdown): other processes take its
    /// chats over at once instead of after the leases lapse.
    pub fn release_leases(&mut self) -> Result<(), HostError> {
        if self.lessee.is_none() {
            return Ok(());
        }
        self.drain()?;
        let Some(lessee) = &mut self.lessee else {
            return Ok(());
        };
        let held = std::mem::take(&mut lessee.held);
        let holder = lessee.holder.clone();
        for chat in held.into_keys() {
            self.store.release_lease(&chat.0, &holder)?;
            self.service.tables.retain(|_, t| t.chat != chat);
            self.service.chats.remove(&chat);
        }
        Ok(())
    }

    /// Reads the `chats`' tables and records from the store in place of what memory holds of
    /// them; those a newer program wrote are left to newer processes ([`Durable::leave_newer`]).
    fn load_chats(&mut self, chats: &BTreeSet<ChatId>) -> Result<(), HostError> {
        let (mut loaded, newer) =
            codec::load_chats(self.store.as_ref(), chats, self.newest_format)?;
        self.leave_newer(newer);
        self.service.tables.retain(|_, t| !chats.contains(&t.chat));
        for chat in chats {
            self.service.chats.remove(chat);
            let (tables, record) = loaded.remove(chat).unwrap_or_default();
            for table in tables {
                self.service.tables.insert(table.id, table);
            }
            if let Some(record) = record {
                self.service.chats.insert(chat.clone(), record);
            }
        }
        Ok(())
    }

    /// Leaves `newer` chats (a newer program wrote them) to newer processes: logged, forgotten,
    /// their leases given up at once if held, never taken again by this process.
    pub(super) fn leave_newer(&mut self, newer: codec::NewerChats) {
        for (chat, why) in newer {
            if self.newer.contains_key(&chat) {
                continue;
            }
            tracing::warn!(chat = %chat.0, %why, "a newer program wrote this chat: left to newer processes");
            let held = self
                .lessee
                .as_ref()
                .filter(|lessee| lessee.held.contains_key(&chat))
                .map(|lessee| lessee.holder.clone());
            self.drop_chat(&chat);
            if let Some(holder) = held
                && let Err(err) = self.store.release_lease(&chat.0, &holder)
            {
                tracing::warn!(chat = %chat.0, %err, "a newer chat's lease could not be given up");
            }
            if let Some(lessee) = &mut self.lessee {
                lessee.acquired.retain(|c| c != &chat);
            }
            self.newer.insert(chat, why);
        }
    }

    /// The chats this process leaves to newer processes (a newer program wrote them), and why.
    pub fn newer_chats(&self) -> &codec::NewerChats {
        &self.newer
    }

    /// Forgets `chat`'s tables and record (another process serves it).
    pub(super) fn drop_chat(&mut self, chat: &ChatId) {
        self.service.tables.retain(|_, t| &t.chat != chat);
        self.service.chats.remove(chat);
        if let Some(lessee) = &mut self.lessee {
            lessee.held.remove(chat);
        }
    }

    /// Sharing the store: keeps in memory only the chats held.
    pub(super) fn keep_held_only(&mut self) {
        if let Some(lessee) = &self.lessee {
            let held = &lessee.held;
            self.service
                .tables
                .retain(|_, t| held.contains_key(&t.chat));
            self.service.chats.retain(|chat, _| held.contains_key(chat));
        }
    }

    /// The chats a change touches (its tables', its chat records').
    pub(super) fn touched_chats(&self, changes: &game::table::Changes) -> BTreeSet<ChatId> {
        let tables = changed_tables(changes);
        let mut chats: BTreeSet<ChatId> = tables
            .iter()
            .filter_map(|id| self.service.tables.get(id).map(|t| t.chat.clone()))
            .collect();
        chats.extend(changes.chats.iter().cloned());
        chats
    }

    /// `writes` as one commit, when sharing the store: fenced by the leases of the chats it
    /// touches, on condition that each shared record it writes is as last read (the base then
    /// records the writes). Alone on its store, a process writes as it always did.
    pub(super) fn conditioned(&mut self, mut commit: Commit, chats: &BTreeSet<ChatId>) -> Commit {
        let Some(lessee) = &self.lessee else {
            return commit;
        };
        for chat in chats {
            if let Some(held) = lessee.held.get(chat) {
                commit = commit.fenced(chat.0.clone(), held.token);
            }
        }
        let mut expected = HashSet::new();
        for write in &commit.writes {
            let (space, key, value) = match write {
                Write::Put { space, key, value } => (*space, key, Some(value)),
                Write::Delete { space, key } => (*space, key, None),
            };
            if codec::is_shared(space, key) {
                if expected.insert((space, key.clone())) {
                    commit.expects.push(storage::Expect {
                        space,
                        key: key.clone(),
                        value: self.base.get(&(space, key.clone())).cloned(),
                    });
                }
                match value {
                    Some(value) => self.base.insert((space, key.clone()), value.clone()),
                    None => self.base.remove(&(space, key.clone())),
                };
            }
        }
        commit
    }

    /// Stores writes made outside an input's commit (a table's message ids, owed messages
    /// settled), each for the chat it names (`None`: for none, e.g. a hand of a table gone),
    /// in one commit. Sharing the store, that commit is fenced by the chats' leases: the
    /// writes for a chat this process does not hold (lost, or never held) are left out, and
    /// when the store finds a lease taken over, that chat is forgotten and the others' writes
    /// are stored without it. `Err` ([`HostError::is_fenced`]) when some were left out.
    pub fn commit_for(&mut self, writes: Vec<(Option<ChatId>, Write)>) -> Result<(), HostError> {
        let Some(lessee) = &self.lessee else {
            let writes = writes.into_iter().map(|(_, write)| write).collect();
            self.store.commit(Commit::unkeyed(writes))?;
            return Ok(());
        };
        let (mut kept, left): (Vec<_>, Vec<_>) = writes.into_iter().partition(|(chat, _)| {
            chat.as_ref()
                .is_none_or(|chat| lessee.held.contains_key(chat))
        });
        let mut refused = left.into_iter().filter_map(|(chat, _)| chat).next();
        while !kept.is_empty() {
            let lessee = self.lessee.as_ref().expect("sharing");
            let mut commit = Commit::unkeyed(kept.iter().map(|(_, w)| w.clone()).collect());
            let chats: BTreeSet<&ChatId> = kept.iter().filter_map(|(c, _)| c.as_ref()).collect();
            for chat in chats {
                if let Some(held) = lessee.held.get(chat) {
                    commit = commit.fenced(chat.0.clone(), held.token);
                }
            }
            match self.store.commit(commit) {
                Ok(_) => break,
                Err(err) => {
                    let StoreError::Fenced { lease, .. } = &err else {
                        return Err(err.into());
                    };
                    let lost = ChatId(lease.clone());
                    self.lost(&err);
                    kept.retain(|(chat, _)| chat.as_ref() != Some(&lost));
                    refused = Some(lost);
                }
            }
        }
        match refused {
            None => Ok(()),
            Some(chat) => {
                tracing::warn!(chat = %chat.0, "a write for a chat not held here is refused");
                Err(HostError::Store(StoreError::Fenced {
                    lease: chat.0,
                    token: 0,
                }))
            }
        }
    }

    /// The chat whose lease a write about table `table` needs (in memory, else as stored):
    /// `None` when the table is gone, or when this process shares the store with no one.
    pub fn chat_of(&self, table: TableId) -> Result<Option<ChatId>, HostError> {
        if self.lessee.is_none() {
            return Ok(None);
        }
        if let Some(record) = self.service.tables.get(&table) {
            return Ok(Some(record.chat.clone()));
        }
        Ok(codec::table_chat(self.store.as_ref(), table)?)
    }

    /// Takes (or keeps) the lease of the chat `input` needs, at `now` (a parked input's own
    /// time may be long past): `Err(HostError::Elsewhere)` while another live process holds it.
    pub fn hold_for(&mut self, input: &Input, now: Millis) -> Result<(), HostError> {
        let chat = self.served_chat(input)?;
        self.hold(&chat, now)
    }

    /// The chat whose lease an input needs: the chat of the table it acts on (a move pressed in
    /// a player's private chat changes his group's table), or of the league a league button
    /// names, else the chat it came from. Alone on the store, the input's chat (no lease is
    /// taken).
    pub(super) fn served_chat(&self, input: &Input) -> Result<ChatId, HostError> {
        if self.lessee.is_none() {
            return Ok(input.chat.clone());
        }
        if let Some(league) = named_league(&input.action) {
            // A league another process opened may not be in memory yet: the store knows it.
            let chat = match self.service.leagues.get(&league) {
                Some(record) => Some(record.chat.clone()),
                None => codec::league_chat(self.store.as_ref(), league)?,
            };
            if let Some(chat) = chat {
                return Ok(chat);
            }
        }
        match input.action.table() {
            Some(table) => self.chat_of_table(table, &input.chat),
            None => Ok(input.chat.clone()),
        }
    }

    /// Takes (or keeps) the lease of table `table`'s chat at `now` (of `fallback`, the chat
    /// the asking input came from, when no such table is stored): what a press answered from
    /// the table's state needs (its settings, a hand, a hint).
    /// `Err(HostError::Elsewhere)` while another live process holds it. Without sharing: `Ok`.
    pub fn hold_table(
        &mut self,
        table: TableId,
        fallback: &ChatId,
        now: Millis,
    ) -> Result<(), HostError> {
        if self.lessee.is_none() {
            return Ok(());
        }
        let chat = self.chat_of_table(table, fallback)?;
        self.hold(&chat, now)
    }

    /// The chat of table `table`, in memory or as stored; `fallback` when there is none.
    fn chat_of_table(&self, table: TableId, fallback: &ChatId) -> Result<ChatId, HostError> {
        Ok(self.chat_of(table)?.unwrap_or_else(|| fallback.clone()))
    }
}

/// The tables a change touches: those it writes, those whose moves it logs, those finished.
pub(super) fn changed_tables(changes: &game::table::Changes) -> BTreeSet<TableId> {
    changes
        .tables
        .iter()
        .chain(changes.moves_from.keys())
        .chain(changes.history.iter().map(|h| &h.table))
        .copied()
        .collect()
}

/// The league a league action names, if it names one (its buttons do; its commands act on
/// the chat's league).
fn named_league(action: &game::table::Action) -> Option<game::league::LeagueId> {
    use game::table::LeagueAction as L;
    let game::table::Action::League { request } = action else {
        return None;
    };
    match request {
        L::Accept { league, .. } => Some(*league),
        L::Join { league }
        | L::Team { league, .. }
        | L::Start { league, .. }
        | L::Play { league }
        | L::Challenge { league, .. }
        | L::Standings { league }
        | L::Fixtures { league }
        | L::Me { league }
        | L::Referee { league, .. }
        | L::Rule { league, .. }
        | L::Log { league }
        | L::EndSeason { league, .. }
        | L::NewSeason { league, .. }
        | L::History { league }
        | L::Leave { league, .. }
        | L::Remove { league, .. }
        | L::Export { league, .. } => *league,
        L::New { .. } | L::Top { .. } => None,
    }
}
