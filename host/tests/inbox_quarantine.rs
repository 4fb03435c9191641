//! One unreadable parked input (an entry written by a newer program, or damaged) neither
//! stops its holder's clocks nor the other parked inputs: it is moved to the quarantine and
//! the tick goes on (two processes on one PostgreSQL database, a real server the test starts).

mod common;

use common::T0;
use game::table::Status;
use host::{Delivery, From, Front};
use storage::pg_server::TestServer;
use storage::{Commit, PgStore, Space, Store, Write};

const TTL: u64 = 30_000;
const MINUTE: u64 = 60_000;

fn open_front(url: &str, holder: &str) -> Front<PgStore> {
    let store = PgStore::connect(url).expect("connect");
    Front::open_shared(store, 7, holder, TTL).expect("open")
}

fn in_group(chat: &str, n: u32) -> From {
    common::person(chat, format!("tg:{n}"), format!("P{n}"))
}

fn entries(front: &Front<PgStore>, prefix: &[u8]) -> Vec<(Vec<u8>, Vec<u8>)> {
    front
        .durable()
        .store()
        .scan(Space::Meta, prefix)
        .expect("scan")
}

#[test]
fn an_unreadable_parked_input_is_quarantined_and_the_clocks_and_the_good_inputs_go_on() {
    let url = TestServer::shared().database();
    let (mut a, mut b) = (open_front(&url, "A"), open_front(&url, "B"));
    let chat = "tg:-39";
    // A serves the chat: a Blot table gathers there from T0, nobody starts it.
    let shown = a.command("q1", T0, &in_group(chat, 1), "/blot", None);
    assert!(!shown.expect("A").is_empty());
    let gathering = *a.durable().service().tables.keys().max().expect("a table");
    // An entry no program of this version can read (a newer program's action), parked first.
    let bad_key = format!("inbox/{chat}/tg:1").into_bytes();
    let bad_value = br#"{"key":"tg:1","input":{"action":{"Teleport":{}}}}"#.to_vec();
    let bad = Write::put(Space::Meta, bad_key.clone(), bad_value.clone());
    a.durable()
        .store()
        .commit(Commit::unkeyed(vec![bad]))
        .expect("park the bad entry");
    // A good one, parked by B (the load balancer brought the update there).
    let shown = b.command("q2", T0 + 10, &in_group(chat, 2), "/toto21", None);
    assert_eq!(shown.expect("B"), vec![Delivery::Parked]);

    // A's clock, past the gathering time: it goes on despite the bad entry.
    let shown = a.tick(T0 + 31 * MINUTE).expect("the tick goes on");
    let tables = &a.durable().service().tables;
    assert!(
        matches!(tables[&gathering].status, Status::Cancelled)
            && tables[&gathering].closed.is_some(),
        "the table nobody started is closed by the clock: {:?}",
        tables[&gathering]
    );
    assert_eq!(tables.len(), 2, "the good parked /toto21 opened its table");
    assert!(a.durable().store().seen("q2").expect("seen"));
    assert!(!shown.is_empty(), "what the tick did is shown");
    // The bad entry left the inbox for the quarantine, its bytes kept for a look.
    assert_eq!(entries(&a, b"inbox/"), vec![]);
    let mut quarantined = b"quarantine/".to_vec();
    quarantined.extend_from_slice(&bad_key);
    assert_eq!(entries(&a, b"quarantine/"), vec![(quarantined, bad_value)]);
    // Later ticks go on as well.
    a.tick(T0 + 32 * MINUTE).expect("the next tick");
}
