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
