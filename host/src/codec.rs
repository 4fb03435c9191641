//! The layout of the table service in the store: one record per table, user, chat and
//! finished game, a table's moves as its log, and the service's counters under `meta`.

use game::table::model::{Chat, HistoryEntry, LoggedMove, User};
use game::table::{Changes, Meta, Service, Table, TableId};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::collections::{BTreeMap, BTreeSet};
use storage::{Space, Store, StoreError, Write, key};

/// Why stored records could not be read back.
#[derive(Debug, thiserror::Error)]
pub enum CodecError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("a stored {what} cannot be read: {reason}")]
    Corrupt { what: &'static str, reason: String },
}

const META_KEY: &[u8] = b"meta";
/// Leagues live beside the counters, one record each (`league/<id>`, the id in 20 digits so
/// that they load in order).
const LEAGUE_PREFIX: &str = "league/";
/// A user's ratings per game kind (`rating/<user>`).
const RATING_PREFIX: &str = "rating/";

fn league_key(id: game::league::LeagueId) -> Vec<u8> {
    format!("{LEAGUE_PREFIX}{id:020}").into_bytes()
}

fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).unwrap_or_default()
}

fn decode<T: DeserializeOwned>(what: &'static str, bytes: &[u8]) -> Result<T, CodecError> {
    serde_json::from_slice(bytes).map_err(|e| CodecError::Corrupt {
        what,
        reason: e.to_string(),
    })
}

/// A finished game as the history keeps it: its entry, and what replays it (the table's
/// seed, settings and moves), moved out of the live log when the game ended.
#[derive(Serialize)]
struct Archived<'a> {
    #[serde(flatten)]
    entry: &'a HistoryEntry,
    seed: game::cards::Seed,
    settings: &'a game::table::Settings,
    moves: &'a [LoggedMove],
}

/// The writes that store what an input changed. A game that ended with this input leaves
/// the live log: its moves go into its history record instead.
pub fn writes(service: &Service, changes: &Changes) -> Vec<Write> {
    let mut writes = Vec::new();
    let ended: std::collections::BTreeSet<TableId> =
        changes.history.iter().map(|entry| entry.table).collect();
    if changes.meta {
        writes.push(Write::put(Space::Meta, META_KEY, encode(&service.meta)));
    }
    for id in &changes.tables {
        if let Some(table) = service.tables.get(id) {
            writes.push(Write::put(Space::Tables, key::table(*id), encode(table)));
        }
    }
    for &id in &ended {
        if let Some(table) = service.tables.get(&id) {
            for seq in 0..table.moves.len() as u64 {
                writes.push(Write::delete(Space::Log, key::log(id, seq)));
            }
        }
    }
    for (&id, &from) in &changes.moves_from {
        if ended.contains(&id) {
            continue;
        }
        if let Some(table) = service.tables.get(&id) {
            for (seq, logged) in table.moves.iter().enumerate().skip(from) {
                writes.push(Write::put(
                    Space::Log,
                    key::log(id, seq as u64),
                    encode(logged),
                ));
            }
        }
    }
    for user in &changes.users {
        if let Some(record) = service.users.get(user) {
            writes.push(Write::put(Space::Users, user.0.as_bytes(), encode(record)));
        }
    }
    for chat in &changes.chats {
        if let Some(record) = service.chats.get(chat) {
            writes.push(Write::put(Space::Chats, chat.0.as_bytes(), encode(record)));
        }
    }
    for id in &changes.leagues {
        if let Some(league) = service.leagues.get(id) {
            writes.push(Write::put(Space::Meta, league_key(*id), encode(league)));
        }
    }
    for user in &changes.ratings {
        if let Some(ratings) = service.ratings.get(user) {
            let key = format!("{RATING_PREFIX}{}", user.0);
            writes.push(Write::put(Space::Meta, key.as_bytes(), encode(ratings)));
        }
    }
    for entry in &changes.history {
        let value = match service.tables.get(&entry.table) {
            Some(table) => encode(&Archived {
                entry,
                seed: table.seed,
                settings: &table.settings,
                moves: &table.moves,
            }),
            None => encode(entry),
        };
        writes.push(Write::put(
            Space::History,
            key::log(entry.finished_at, entry.table),
            value,
        ));
        writes.push(crate::history_index::write(entry));
    }
    writes
}

/// The shared records' stored bytes (see [`is_shared`]), by space and key.
pub type SharedRecords = std::collections::HashMap<(Space, Vec<u8>), Vec<u8>>;

/// Reads every record back and rebuilds each running table's game from its seed and log.
pub fn load(store: &dyn Store, seed: u64) -> Result<Service, CodecError> {
    Ok(load_with_shared(store, seed)?.0)
}

/// [`load`], with the bytes of each shared record it read (the very bytes its record in the
/// service was decoded from).
pub fn load_with_shared(
    store: &dyn Store,
    seed: u64,
) -> Result<(Service, SharedRecords), CodecError> {
    let mut shared = SharedRecords::new();
    let mut service = Service::new(seed);
    let mut records = Vec::new();
    records.extend(
        store
            .get(Space::Meta, META_KEY)?
            .map(|meta| (Space::Meta, META_KEY.to_vec(), meta)),
    );
    for space in [Space::Users, Space::Chats] {
        records.extend(
            store
                .scan(space, b"")?
                .into_iter()
                .map(|(k, v)| (space, k, v)),
        );
    }
    for prefix in [LEAGUE_PREFIX, RATING_PREFIX] {
        let found = store.scan(Space::Meta, prefix.as_bytes())?;
        records.extend(found.into_iter().map(|(k, v)| (Space::Meta, k, v)));
    }
    for (space, key, value) in records {
        apply_record(&mut service, space, &key, Some(&value))?;
        if is_shared(space, &key) {
            shared.insert((space, key), value);
        }
    }
    let mut logs = store.scan(Space::Log, b"")?.into_iter().peekable();
    for (_, value) in store.scan(Space::Tables, b"")? {
        let mut table: Table = decode("table", &value)?;
        while let Some((key, _)) = logs.peek() {
            match key::parse_log(key) {
                Some((owner, _)) if owner < table.id => {
                    logs.next();
                }
                Some((owner, _)) if owner == table.id => {
                    if let Some((_, entry)) = logs.next() {
                        table.moves.push(decode::<LoggedMove>("move", &entry)?);
                    }
                }
                _ => break,
            }
        }
        if table.status == game::table::Status::Playing {
            table.rebuild_engine().map_err(|e| CodecError::Corrupt {
                what: "table log",
                reason: e.to_string(),
            })?;
        }
        service.tables.insert(table.id, table);
    }
    Ok((service, shared))
}

/// Puts the record stored under `key` in `space` (`None`: none is stored) in the service, in
/// place of what it holds of it: the counters, a user, a chat's record, a league, a user's
/// ratings. Tables, logs and what the service does not keep (the outbox, the inbox, message
/// ids, history) are left alone.
pub fn apply_record(
    service: &mut Service,
    space: Space,
    key: &[u8],
    value: Option<&[u8]>,
) -> Result<(), CodecError> {
    let name = || String::from_utf8_lossy(key).into_owned();
    match space {
        Space::Meta if key == META_KEY => {
            service.meta = match value {
                Some(value) => decode::<Meta>("meta", value)?,
                // Never stored yet: as a new service starts, with the same seed.
                None => Service::new(service.meta.seed).meta,
            };
        }
        Space::Users => {
            let id = game::table::UserId(name());
            match value {
                Some(value) => service.users.insert(id, decode::<User>("user", value)?),
                None => service.users.remove(&id),
            };
        }
        Space::Chats => {
            let id = game::table::ChatId(name());
            match value {
                Some(value) => service.chats.insert(id, decode::<Chat>("chat", value)?),
                None => service.chats.remove(&id),
            };
        }
        Space::Meta if key.starts_with(LEAGUE_PREFIX.as_bytes()) => match value {
            Some(value) => {
                let league: game::league::League = decode("league", value)?;
                service.leagues.insert(league.id, league);
            }
            None => {
                let id = name()[LEAGUE_PREFIX.len()..].parse().ok();
                if let Some(id) = id {
                    service.leagues.remove(&id);
                }
            }
        },
        Space::Meta if key.starts_with(RATING_PREFIX.as_bytes()) => {
            let user = game::table::UserId(name()[RATING_PREFIX.len()..].to_string());
            match value {
                Some(value) => service.ratings.insert(user, decode("ratings", value)?),
                None => service.ratings.remove(&user),
            };
        }
        _ => {}
    }
    Ok(())
}

/// Whether records of `space` under `key` are written by every process sharing a database
/// (users, their ratings, the counters, leagues), not by one chat's holder: such writes are
/// made on condition that the record is still as this process last read it.
pub fn is_shared(space: Space, key: &[u8]) -> bool {
    match space {
        Space::Users => true,
        Space::Meta => {
            key == META_KEY
                || key.starts_with(RATING_PREFIX.as_bytes())
                || key.starts_with(LEAGUE_PREFIX.as_bytes())
        }
        _ => false,
    }
}

/// A chat as stored: its tables (each running game rebuilt from its log) and its record.
pub type StoredChat = (Vec<Table>, Option<Chat>);

/// The tables of `chat` (each running game rebuilt from its log) and its record, as stored.
pub fn load_chat(store: &dyn Store, chat: &game::table::ChatId) -> Result<StoredChat, CodecError> {
    let chats = BTreeSet::from([chat.clone()]);
    Ok(load_chats(store, &chats)?.remove(chat).unwrap_or_default())
}

/// [`load_chat`] for several chats, reading the table headers once.
pub fn load_chats(
    store: &dyn Store,
    chats: &BTreeSet<game::table::ChatId>,
) -> Result<BTreeMap<game::table::ChatId, StoredChat>, CodecError> {
    let mut loaded: BTreeMap<_, StoredChat> = BTreeMap::new();
    for (_, value) in store.scan(Space::Tables, b"")? {
        let table: Table = decode("table", &value)?;
        if !chats.contains(&table.chat) {
            continue;
        }
        let table = with_log(store, table)?;
        loaded.entry(table.chat.clone()).or_default().0.push(table);
    }
    for chat in chats {
        let record = store
            .get(Space::Chats, chat.0.as_bytes())?
            .map(|value| decode::<Chat>("chat", &value))
            .transpose()?;
        loaded.entry(chat.clone()).or_default().1 = record;
    }
    Ok(loaded)
}

/// A stored table header with its moves, its running game rebuilt from them.
fn with_log(store: &dyn Store, mut table: Table) -> Result<Table, CodecError> {
    for (_, entry) in store.scan(Space::Log, &key::table(table.id))? {
        table.moves.push(decode::<LoggedMove>("move", &entry)?);
    }
    if table.status == game::table::Status::Playing {
        table.rebuild_engine().map_err(|e| CodecError::Corrupt {
            what: "table log",
            reason: e.to_string(),
        })?;
    }
    Ok(table)
}

/// One table as stored (its running game rebuilt from its log) and its chat's record; `None`:
/// no such table stored.
pub fn load_table(store: &dyn Store, table: TableId) -> Result<Option<StoredTable>, CodecError> {
    let Some(value) = store.get(Space::Tables, &key::table(table))? else {
        return Ok(None);
    };
    let table = with_log(store, decode("table", &value)?)?;
    let chat = store
        .get(Space::Chats, table.chat.0.as_bytes())?
        .map(|value| decode::<Chat>("chat", &value))
        .transpose()?;
    Ok(Some((table, chat)))
}

/// A table as stored and its chat's record ([`load_table`]).
pub type StoredTable = (Table, Option<Chat>);

/// The topic of a commit that changes `table` when several processes share the store
/// ([`storage::Commit::notifying`]): every process with viewers of it looks again.
pub fn table_topic(table: TableId) -> String {
    format!("table:{table}")
}

/// The table a [`table_topic`] names.
pub fn topic_table(topic: &str) -> Option<TableId> {
    topic.strip_prefix("table:")?.parse().ok()
}

/// The chats with a table still gathering or playing (whose clocks must run somewhere).
pub fn chats_with_live_tables(
    store: &dyn Store,
) -> Result<BTreeSet<game::table::ChatId>, CodecError> {
    let mut chats = BTreeSet::new();
    for (_, value) in store.scan(Space::Tables, b"")? {
        let table: Table = decode("table", &value)?;
        if matches!(
            table.status,
            game::table::Status::Gathering | game::table::Status::Playing
        ) {
            chats.insert(table.chat);
        }
    }
    Ok(chats)
}

/// The stored tables that count against `user`'s limit of open tables: those gathering that
/// he created, and the games he plays (headers only, their moves not read).
pub fn open_tables_of(
    store: &dyn Store,
    user: &game::table::UserId,
) -> Result<Vec<Table>, CodecError> {
    let mut tables = Vec::new();
    for (_, value) in store.scan(Space::Tables, b"")? {
        let table: Table = decode("table", &value)?;
        let counts = match table.status {
            game::table::Status::Gathering => &table.creator == user,
            game::table::Status::Playing => table.seat_of(user).is_some(),
            _ => false,
        };
        if counts {
            tables.push(table);
        }
    }
    Ok(tables)
}

/// The chat a stored table belongs to (`None`: no such table stored).
pub fn table_chat(
    store: &dyn Store,
    table: TableId,
) -> Result<Option<game::table::ChatId>, CodecError> {
    store
        .get(Space::Tables, &key::table(table))?
        .map(|value| decode::<Table>("table", &value).map(|t| t.chat))
        .transpose()
}

/// The chat of a stored league, if it is stored.
pub fn league_chat(
    store: &dyn Store,
    league: game::league::LeagueId,
) -> Result<Option<game::table::ChatId>, CodecError> {
    store
        .get(Space::Meta, &league_key(league))?
        .map(|value| decode::<game::league::League>("league", &value).map(|l| l.chat))
        .transpose()
}

/// Every finished game, oldest first.
pub fn history(store: &dyn Store) -> Result<Vec<HistoryEntry>, CodecError> {
    store
        .scan(Space::History, b"")?
        .into_iter()
        .map(|(_, value)| decode("history entry", &value))
        .collect()
}

/// The moves of the finished game played at `table`, from its history record (`None`: no
/// record, or one written before the moves were archived). Reads the whole history.
pub fn archived_moves(
    store: &dyn Store,
    table: TableId,
) -> Result<Option<Vec<LoggedMove>>, CodecError> {
    let wanted = std::collections::BTreeSet::from([table]);
    Ok(archived_moves_of(store, &wanted)?
        .into_iter()
        .next()
        .map(|(_, moves)| moves))
}

/// The moves of the finished games played at `tables`, from their history records, in one
/// read of the history (a table without a record, or with one written before the moves were
/// archived, is left out).
pub fn archived_moves_of(
    store: &dyn Store,
    tables: &std::collections::BTreeSet<TableId>,
) -> Result<Vec<(TableId, Vec<LoggedMove>)>, CodecError> {
    #[derive(serde::Deserialize)]
    struct Moves {
        table: TableId,
        #[serde(default)]
        moves: Option<Vec<LoggedMove>>,
    }
    let mut found = Vec::new();
    for (_, value) in store.scan(Space::History, b"")? {
        let record: Moves = decode("history entry", &value)?;
        if let (true, Some(moves)) = (tables.contains(&record.table), record.moves) {
            found.push((record.table, moves));
        }
    }
    Ok(found)
}

/// What replays a finished game: the table's seed, settings and moves, as its history record
/// keeps them.
#[derive(Clone, Debug, serde::Deserialize)]
pub struct ArchivedGame {
    pub table: TableId,
    pub seed: game::cards::Seed,
    pub settings: game::table::Settings,
    pub moves: Vec<LoggedMove>,
}

/// The finished games played at these tables, from their history records: one `get` per
/// table through the history's index ([`crate::history_index`]), never a scan of the history
/// (a table without a record, or with one written before games were archived whole, is left
/// out).
pub fn archived_games(
    store: &dyn Store,
    tables: &[TableId],
) -> Result<Vec<ArchivedGame>, CodecError> {
    #[derive(serde::Deserialize)]
    struct Head {
        #[serde(default)]
        moves: Option<serde::de::IgnoredAny>,
    }
    let mut found = Vec::new();
    for &table in tables {
        let Some(at) = crate::history_index::history_key(store, table)? else {
            continue;
        };
        let Some(value) = store.get(Space::History, &at)? else {
            continue;
        };
        let head: Head = decode("history entry", &value)?;
        if head.moves.is_some() {
            found.push(decode::<ArchivedGame>("archived game", &value)?);
        }
    }
    Ok(found)
}

/// The table ids of a service, for tests and the start-up re-render.
pub fn table_ids(service: &Service) -> Vec<TableId> {
    service.tables.keys().copied().collect()
}
