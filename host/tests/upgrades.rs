//! Rolling upgrades on one PostgreSQL database (a real server the test starts): a record
//! written by a newer program makes an older process leave that chat to the newer ones, never
//! refuse to start; it serves every other chat, parks the newer chat's inputs and never takes
//! its lease, and a newer process serves that chat.

mod common;

use common::T0;

use game::table::ChatId;
use host::codec::RECORD_FORMAT;
use host::durable::Sharing;
use host::{Delivery, From, Front};
use storage::pg_server::TestServer;
use storage::{Commit, PgStore, Space, Store, Write};

const TTL: u64 = 30_000;

fn in_group(chat: &str, n: u32) -> From {
    common::person(chat, format!("tg:{n}"), format!("P{n}"))
}

/// A process on the test database as `holder`, reading (and writing) record formats up to
/// `newest`: [`RECORD_FORMAT`] for this program, one below for the program before it.
fn open(url: &str, holder: &str, newest: u32) -> Front<PgStore> {
    let store = PgStore::connect(url).expect("connect");
    let sharing = Sharing {
        holder: holder.to_string(),
        ttl: TTL,
        newest_format: newest,
    };
    Front::open_with(store, 7, Some(sharing)).expect("the process starts")
}

/// How many inputs wait in the store's inbox for their chat's holder.
fn parked(front: &Front<PgStore>) -> usize {
    let store = front.durable().store();
    store.scan(Space::Meta, b"inbox/").expect("scan").len()
}

/// Who holds `chat`'s lease, as stored (empty: released; `None`: never taken).
fn holder_of(front: &Front<PgStore>, chat: &str) -> Option<String> {
    let lease = front.durable().store().lease(chat).expect("lease");
    lease.map(|lease| lease.holder)
}

#[test]
fn a_table_of_a_game_this_program_does_not_know_leaves_its_chat_and_the_process_still_starts() {
    let url = TestServer::shared().database();
    let (known, unknown) = ("tg:-31", "tg:-32");
    let mut before = open(&url, "before", RECORD_FORMAT);
    let shown = before.command("k1", T0, &in_group(known, 1), "/blot", None);
    assert!(!shown.expect("a table in the known chat").is_empty());
    let shown = before.command("k2", T0 + 10, &in_group(unknown, 2), "/toto21", None);
    assert!(!shown.expect("a table in the other chat").is_empty());
    before.release_leases().expect("a clean stop");
    // A newer program, with a game this one does not know, writes that chat's table as it
    // writes every table: the same record through the same store API, its game a new variant.
    let store = PgStore::connect(&url).expect("connect");
    let (id, stored) = store
        .scan(Space::Tables, b"")
        .expect("scan")
        .into_iter()
        .find(|(_, value)| String::from_utf8_lossy(value).contains(unknown))
        .expect("the other chat's table");
    let mut record: serde_json::Value = serde_json::from_slice(&stored).expect("json");
    record["settings"]["game"] = "poker".into();
    let newer = serde_json::to_vec(&record).expect("json");
    store
        .commit(Commit::unkeyed(vec![Write::put(Space::Tables, id, newer)]))
        .expect("the newer program's write");

    // This program starts all the same, and serves the chat it knows.
    let mut after = open(&url, "after", RECORD_FORMAT);
    let shown = after
        .command("k3", T0 + 20, &in_group(known, 3), "/tables", None)
        .expect("served");
    assert!(
        !shown.is_empty() && shown != vec![Delivery::Parked],
        "{shown:?}"
    );
    let left = after.durable().newer_chats();
    assert!(left.contains_key(&ChatId(unknown.into())), "{left:?}");
    assert!(left[&ChatId(unknown.into())].contains("poker"), "{left:?}");
    // The unknown chat's input waits for a newer process; its lease is not taken.
    let shown = after
        .command("k4", T0 + 30, &in_group(unknown, 2), "/tables", None)
        .expect("parked");
    assert_eq!(shown, vec![Delivery::Parked]);
    after.tick(T0 + 40).expect("tick");
    after
        .tick(T0 + TTL)
        .expect("a tick looking for chats nobody serves");
    assert_eq!(parked(&after), 1, "left for a newer process");
    assert_eq!(
        holder_of(&after, unknown).as_deref(),
        Some(""),
        "released, never retaken"
    );
}

#[test]
fn an_older_process_leaves_a_chat_a_newer_one_wrote_and_the_newer_one_serves_it() {
    let url = TestServer::shared().database();
    let (old_chat, new_chat) = ("tg:-41", "tg:-42");
    let older = RECORD_FORMAT - 1;
    // The older program serves a chat; then it restarts (an upgrade not yet reached it).
    let mut old = open(&url, "old", older);
    let shown = old.command("o1", T0, &in_group(old_chat, 1), "/blot", None);
    assert!(!shown.expect("the older program's table").is_empty());
    old.release_leases().expect("a clean stop");
    // The newer program opens a table in another chat: its records are of its format.
    let mut new = open(&url, "new", RECORD_FORMAT);
    let shown = new.command("n1", T0 + 10, &in_group(new_chat, 2), "/toto21", None);
    assert!(!shown.expect("the newer program's table").is_empty());
    // The older program starts again beside it, and leaves the newer chat alone.
    let mut old = open(&url, "old-again", older);
    let left = old.durable().newer_chats();
    assert!(left.contains_key(&ChatId(new_chat.into())), "{left:?}");
    assert!(!left.contains_key(&ChatId(old_chat.into())), "{left:?}");
    let shown = old
        .command("o2", T0 + 20, &in_group(old_chat, 1), "/tables", None)
        .expect("the older chat is served");
    assert!(
        !shown.is_empty() && shown != vec![Delivery::Parked],
        "{shown:?}"
    );
    // An input for the newer chat reaching the older process is parked; the newer one answers.
    let shown = old
        .command("o3", T0 + 30, &in_group(new_chat, 3), "/tables", None)
        .expect("parked");
    assert_eq!(shown, vec![Delivery::Parked]);
    old.tick(T0 + 40).expect("the older tick");
    assert_eq!(parked(&old), 1, "not handled by the older process");
    let shown = new.tick(T0 + 50).expect("the newer tick");
    assert!(!shown.is_empty(), "the newer process answers it");
    assert_eq!(parked(&new), 0);
    assert!(new.durable().store().seen("o3").expect("seen"));
    // The newer process stops: its chat has a live table and a free lease, and still the older
    // process does not take it (its clock looks for chats nobody serves).
    new.release_leases().expect("a clean stop");
    old.tick(T0 + TTL)
        .expect("the older tick, looking for orphans");
    assert_eq!(holder_of(&old, new_chat).as_deref(), Some(""));
    let shown = old
        .command("o4", T0 + TTL + 10, &in_group(new_chat, 3), "/tables", None)
        .expect("parked");
    assert_eq!(shown, vec![Delivery::Parked]);
    // A newer process started afterwards serves it, with the input parked meanwhile.
    let mut newer = open(&url, "new-again", RECORD_FORMAT);
    assert!(newer.durable().newer_chats().is_empty());
    let shown = newer.tick(T0 + TTL + 20).expect("the newer tick");
    assert!(!shown.is_empty(), "{shown:?}");
    assert_eq!(parked(&newer), 0);
    assert_eq!(holder_of(&newer, new_chat).as_deref(), Some("new-again"));
}
