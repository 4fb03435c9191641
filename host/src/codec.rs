//! The layout of the table service in the store: one record per table, user, chat and
//! finished game, a table's moves as its log, and the service's counters under `meta`.

use game::table::model::{Chat, HistoryEntry, LoggedMove, User};
use game::table::{Changes, Meta, Service, Table, TableId};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::collections::{BTreeMap, BTreeSet};
use storage::{Space, Store, StoreError, Write, key};

pub mod format;
pub use format::RECORD_FORMAT;
use format::Read;

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
    writes_as(service, changes, RECORD_FORMAT)
}

/// [`writes`], the table and chat records marked as of record format `format` (what a
/// process reading formats up to `format` writes: [`format`]).
pub fn writes_as(service: &Service, changes: &Changes, format: u32) -> Vec<Write> {
    let mut writes = Vec::new();
    let ended: std::collections::BTreeSet<TableId> =
        changes.history.iter().map(|entry| entry.table).collect();
    if changes.meta {
        writes.push(Write::put(Space::Meta, META_KEY, encode(&service.meta)));
    }
    for id in &changes.tables {
        if let Some(table) = service.tables.get(id) {
            writes.push(Write::put(
                Space::Tables,
                key::table(*id),
                format::encode_versioned(table, format),
            ));
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
            writes.push(Write::put(
                Space::Chats,
                chat.0.as_bytes(),
                format::encode_versioned(record, format),
            ));
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
    Ok(load_reading(store, seed, RECORD_FORMAT)?.service)
}

/// The chats a reader leaves to newer programs, each with why ([`format`]).
pub type NewerChats = BTreeMap<game::table::ChatId, String>;

/// The whole store as a program reading formats up to `newest` finds it.
pub struct Loaded {
    /// Every record it reads, each running game rebuilt from its log.
    pub service: Service,
    /// The bytes of each shared record read (the very bytes its record in the service was
    /// decoded from).
    pub shared: SharedRecords,
    /// The chats with a record written by a newer program: left out of `service`.
    pub newer: NewerChats,
}

/// Reads every record back for a program whose newest format is `newest`: the chats with a
/// newer table, move or chat record are left out and listed ([`format`]).
pub fn load_reading(store: &dyn Store, seed: u64, newest: u32) -> Result<Loaded, CodecError> {
    let mut shared = SharedRecords::new();
    let mut newer = NewerChats::new();
    let mut service = Service::new(seed);
    let mut records = Vec::new();
    records.extend(
        store
            .get(Space::Meta, META_KEY)?
            .map(|meta| (Space::Meta, META_KEY.to_vec(), meta)),
    );
    records.extend(
        store
            .scan(Space::Users, b"")?
            .into_iter()
            .map(|(k, v)| (Space::Users, k, v)),
    );
    for (key, value) in store.scan(Space::Chats, b"")? {
        if let Read::Newer(why) = format::read::<Chat>("chat", &value, newest)? {
            let chat = game::table::ChatId(String::from_utf8_lossy(&key).into_owned());
            newer.insert(chat, why);
        } else {
            records.push((Space::Chats, key, value));
        }
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
        let mut table = match read_table(&value, newest)? {
            Ok(table) => table,
            Err((chat, why)) => {
                newer.insert(chat, why);
                continue;
            }
        };
        let mut unknown = None;
        while let Some((key, _)) = logs.peek() {
            match key::parse_log(key) {
                Some((owner, _)) if owner < table.id => {
                    logs.next();
                }
                Some((owner, _)) if owner == table.id => {
                    if let Some((_, entry)) = logs.next() {
                        match read_move(&entry)? {
                            Read::Known(logged) => table.moves.push(logged),
                            Read::Newer(why) => unknown = unknown.or(Some(why)),
                        }
                    }
                }
                _ => break,
            }
        }
        if let Some(why) = unknown {
            newer.insert(table.chat, why);
            continue;
        }
        if table.status == game::table::Status::Playing {
            table.rebuild_engine().map_err(|e| CodecError::Corrupt {
                what: "table log",
                reason: e.to_string(),
            })?;
        }
        service.tables.insert(table.id, table);
    }
    service
        .tables
        .retain(|_, table| !newer.contains_key(&table.chat));
    for chat in newer.keys() {
        service.chats.remove(chat);
    }
    Ok(Loaded {
        service,
        shared,
        newer,
    })
}

/// A stored table header for a program reading formats up to `newest`, or the chat it leaves
/// to newer programs and why. `Err` only when not even its chat can be read.
fn read_table(
    bytes: &[u8],
    newest: u32,
) -> Result<Result<Table, (game::table::ChatId, String)>, CodecError> {
    #[derive(serde::Deserialize)]
    struct Head {
        chat: game::table::ChatId,
    }
    match format::read::<Table>("table", bytes, newest)? {
        Read::Known(table) => Ok(Ok(table)),
        Read::Newer(why) => Ok(Err((decode::<Head>("table", bytes)?.chat, why))),
    }
}

/// A stored move, or why only a newer program reads it.
fn read_move(bytes: &[u8]) -> Result<Read<LoggedMove>, CodecError> {
    format::unknown_as_newer("move", serde_json::from_slice(bytes))
}

/// The stored table headers this program reads (those of newer programs left out).
fn known_tables(store: &dyn Store) -> Result<Vec<Table>, CodecError> {
    let mut tables = Vec::new();
    for (_, value) in store.scan(Space::Tables, b"")? {
        if let Ok(table) = read_table(&value, RECORD_FORMAT)? {
            tables.push(table);
        }
    }
    Ok(tables)
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

/// The chats as stored ([`load_chats`]), and those among them a newer program wrote.
pub type StoredChats = (BTreeMap<game::table::ChatId, StoredChat>, NewerChats);

/// The tables of `chat` (each running game rebuilt from its log) and its record, as stored.
pub fn load_chat(store: &dyn Store, chat: &game::table::ChatId) -> Result<StoredChat, CodecError> {
    let chats = BTreeSet::from([chat.clone()]);
    let (mut loaded, _) = load_chats(store, &chats, RECORD_FORMAT)?;
    Ok(loaded.remove(chat).unwrap_or_default())
}

/// [`load_chat`] for several chats, reading the table headers once, for a program reading
/// formats up to `newest`: a chat with a record of a newer program is listed apart, not
/// loaded ([`format`]).
pub fn load_chats(
    store: &dyn Store,
    chats: &BTreeSet<game::table::ChatId>,
    newest: u32,
) -> Result<StoredChats, CodecError> {
    let mut loaded: BTreeMap<_, StoredChat> = BTreeMap::new();
    let mut newer = NewerChats::new();
    for (_, value) in store.scan(Space::Tables, b"")? {
        let table = match read_table(&value, newest)? {
            Ok(table) if chats.contains(&table.chat) => table,
            Err((chat, why)) if chats.contains(&chat) => {
                newer.insert(chat, why);
                continue;
            }
            _ => continue,
        };
        match with_log(store, table)? {
            Ok(table) => loaded.entry(table.chat.clone()).or_default().0.push(table),
            Err((chat, why)) => {
                newer.insert(chat, why);
            }
        }
    }
    for chat in chats {
        let record = match store.get(Space::Chats, chat.0.as_bytes())? {
            Some(value) => match format::read::<Chat>("chat", &value, newest)? {
                Read::Known(record) => Some(record),
                Read::Newer(why) => {
                    newer.insert(chat.clone(), why);
                    None
                }
            },
            None => None,
        };
        loaded.entry(chat.clone()).or_default().1 = record;
    }
    loaded.retain(|chat, _| !newer.contains_key(chat));
    Ok((loaded, newer))
}

/// A stored table header with its moves, its running game rebuilt from them; or its chat
/// and why, when a move is a newer program's.
fn with_log(
    store: &dyn Store,
    mut table: Table,
) -> Result<Result<Table, (game::table::ChatId, String)>, CodecError> {
    for (_, entry) in store.scan(Space::Log, &key::table(table.id))? {
        match read_move(&entry)? {
            Read::Known(logged) => table.moves.push(logged),
            Read::Newer(why) => return Ok(Err((table.chat, why))),
        }
    }
    if table.status == game::table::Status::Playing {
        table.rebuild_engine().map_err(|e| CodecError::Corrupt {
            what: "table log",
            reason: e.to_string(),
        })?;
    }
    Ok(Ok(table))
}

/// One table as stored (its running game rebuilt from its log) and its chat's record; `None`:
/// no such table stored, or one a newer program wrote.
pub fn load_table(store: &dyn Store, table: TableId) -> Result<Option<StoredTable>, CodecError> {
    let Some(value) = store.get(Space::Tables, &key::table(table))? else {
        return Ok(None);
    };
    let Ok(table) = read_table(&value, RECORD_FORMAT)? else {
        return Ok(None);
    };
    let Ok(table) = with_log(store, table)? else {
        return Ok(None);
    };
    let chat = match store.get(Space::Chats, table.chat.0.as_bytes())? {
        Some(value) => match format::read::<Chat>("chat", &value, RECORD_FORMAT)? {
            Read::Known(record) => Some(record),
            Read::Newer(_) => return Ok(None),
        },
        None => None,
    };
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
    for table in known_tables(store)? {
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
    for table in known_tables(store)? {
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
    #[derive(serde::Deserialize)]
    struct Head {
        chat: game::table::ChatId,
    }
    store
        .get(Space::Tables, &key::table(table))?
        .map(|value| decode::<Head>("table", &value).map(|t| t.chat))
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
