use super::*;

#[test]
fn the_lease_length_is_read_in_seconds_with_a_default() {
    assert_eq!(lease_ttl(None), 30_000);
    assert_eq!(lease_ttl(Some(" 12 ")), 12_000);
    assert_eq!(lease_ttl(Some("0")), 1_000);
    assert_eq!(lease_ttl(Some("soon")), 30_000);
}

/// Two processes on one store granting new users their chips: the second one's grant finds
/// the counter changed under it, reads back only what its commit writes (not every user),
/// and grants again on the fresh counter; every chip granted is in a balance.
#[test]
fn a_conflict_reads_back_only_what_the_refused_commit_writes() {
    use game::table::{Action, ChatId, UserId};
    use std::sync::atomic::Ordering;
    use storage::testing::Watched;

    let store = Arc::new(Watched::default());
    let open =
        |holder: &str| Durable::open_shared(Arc::clone(&store), 7, holder, 30_000).expect("open");
    let (mut a, mut b) = (open("A"), open("B"));
    let input = |chat: &str, user: &str| Input {
        now: 1_000,
        chat: ChatId(chat.into()),
        user: UserId(user.into()),
        name: user.into(),
        locale: None,
        action: Action::Balance,
    };
    a.handle("k1", input("tg:-1", "tg:1")).expect("A grants");
    let scans = store.user_scans.load(Ordering::SeqCst);
    b.handle("k2", input("tg:-2", "tg:2"))
        .expect("B grants, again");
    assert_eq!(b.conflicts(), 1, "B's counter was out of date");
    assert_eq!(
        store.user_scans.load(Ordering::SeqCst),
        scans,
        "no user was read back but those written"
    );
    let whole = Durable::open(Arc::clone(&store), 7).expect("open");
    let service = whole.service();
    assert_eq!(service.users.len(), 2);
    assert_eq!(service.chips_in_play(), service.meta.granted);
    assert_eq!(
        b.service().meta,
        service.meta,
        "B's counter is the stored one"
    );
}

/// A refused input is kept as handled: redelivered (after a crash, before its answer was
/// acknowledged) once the state has moved on, it is not weighed again. Here a fourth table
/// refused by the limit of three open tables a user would be opened once he has left one.
#[test]
fn a_refused_input_redelivered_after_the_state_moved_on_changes_nothing() {
    use game::table::{Action, ChatId, GameKind, Settings, Status, UserId};

    let mut durable = Durable::open(storage::MemoryStore::new(), 7).expect("open");
    let input = |chat: u32, now: u64, action: Action| Input {
        now,
        chat: ChatId(format!("tg:-{chat}")),
        user: UserId("tg:1".into()),
        name: "One".into(),
        locale: None,
        action,
    };
    let open = || Action::Open {
        settings: Settings::new(GameKind::Durak),
    };
    for chat in 1..=3 {
        durable
            .handle(&format!("open-{chat}"), input(chat, 1_000, open()))
            .expect("open");
    }
    let fourth = input(4, 2_000, open());
    durable.handle("open-4", fourth.clone()).expect("refused");
    assert_eq!(durable.service().tables.len(), 3, "the limit refused it");
    let first = *durable.service().tables.keys().next().expect("a table");
    durable
        .handle("leave", input(1, 3_000, Action::Leave { table: first }))
        .expect("leave");
    let open_now = |durable: &Durable<storage::MemoryStore>| {
        let service = durable.service();
        service
            .tables
            .values()
            .filter(|t| matches!(t.status, Status::Gathering | Status::Playing))
            .count()
    };
    assert_eq!(
        open_now(&durable),
        2,
        "the creator's leaving closed a table"
    );
    assert!(
        durable
            .handle("open-4", fourth)
            .expect("redelivered")
            .is_empty(),
        "a redelivery says nothing"
    );
    assert_eq!(
        open_now(&durable),
        2,
        "the opening refused before is not weighed again"
    );
}
