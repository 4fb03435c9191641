//! Nobody can work a deal out: the host deals each new table from 256 bits the operating
//! system draws, not from its start time, so two bots started at the same instant with the
//! same master seed deal different cards, and a table's seed never shows in a view or a
//! `{:?}`. Both tests failed when seeds came from the master seed and the table's id.

mod common;

use common::{T0, from};
use game::cards::Seed;
use host::Front;
use storage::{MemoryStore, SledStore};

/// Opens a Bazaar Blot table and seats four players in a fresh bot started with `master`:
/// the four hands dealt, as the seats' views show them.
fn first_deal(front: &mut Front<impl storage::Store>) -> Vec<String> {
    front
        .command("k1", T0, &from(1), "/blot", Some("BlotBot"))
        .unwrap();
    for n in 2..=4 {
        front
            .command(&format!("k{n}"), T0, &from(n), "/join 1", Some("BlotBot"))
            .unwrap();
    }
    let service = front.durable().service();
    let table = &service.tables[&1];
    assert_eq!(table.status, game::table::Status::Playing);
    (0..4)
        .map(|seat| {
            let user = table.seats[seat].user.clone().unwrap();
            let view = service.view(1, Some(&user)).unwrap();
            serde_json::to_string(&view.game).unwrap()
        })
        .collect()
}

#[test]
fn two_fresh_bots_started_at_the_same_instant_deal_different_hands() {
    let mut one = Front::open(MemoryStore::new(), 7).unwrap();
    let mut two = Front::open(MemoryStore::new(), 7).unwrap();
    let (a, b) = (first_deal(&mut one), first_deal(&mut two));
    assert_ne!(
        a, b,
        "the same instant and master seed dealt the same hands"
    );
    for front in [&one, &two] {
        let seed = front.durable().service().tables[&1].seed;
        assert!(matches!(seed, Seed::Full(_)), "a 256-bit seed");
    }
    assert_ne!(
        one.durable().service().tables[&1].seed,
        two.durable().service().tables[&1].seed
    );
}

#[test]
fn a_table_keeps_its_drawn_seed_across_a_restart_and_never_prints_it() {
    let dir = tempfile::tempdir().unwrap();
    let (hands, seed) = {
        let mut front = Front::open(SledStore::open(dir.path()).unwrap(), 3).unwrap();
        let hands = first_deal(&mut front);
        (hands, front.durable().service().tables[&1].seed)
    };
    let front = Front::open(SledStore::open(dir.path()).unwrap(), 3).unwrap();
    let service = front.durable().service();
    let table = &service.tables[&1];
    assert_eq!(table.seed, seed, "the stored seed replays the game");
    let again: Vec<String> = (0..4)
        .map(|seat| {
            let user = table.seats[seat].user.clone().unwrap();
            serde_json::to_string(&service.view(1, Some(&user)).unwrap().game).unwrap()
        })
        .collect();
    assert_eq!(again, hands);
    let Seed::Full(key) = seed else {
        panic!("a full seed")
    };
    let shown = format!("{table:?}");
    assert!(!shown.contains(&hex(&key)), "the seed printed in {shown}");
    let view = serde_json::to_string(&service.view(1, None).unwrap()).unwrap();
    assert!(!view.contains(&hex(&key)));
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
