//! Group commit in the Telegram shell: updates taken together share one flush, and are routed
//! to the chats only once it is durable; a group whose flush fails routes nothing and,
//! delivered again, counts once.

use std::sync::atomic::Ordering;

use std::time::Instant;

use bot_telegram::api::Call;
use bot_telegram::incoming::{Ask, Incoming, Reply, chat_id, user_id};
use bot_telegram::journal::Journal;
use bot_telegram::shell::Shell;
use game::table::Press;
use host::Delivery;
use host::clock::Now;
use host::front::Front;
use host::schedule::Limits;
use tests::driver::speaking;
use tests::watched::Shared;

/// Update `update`: user `user` types `text` in group `chat`.
fn typed(update: i64, user: i64, chat: i64, text: &str) -> Incoming {
    Incoming {
        key: format!("tg:{update}"),
        from: speaking(
            chat_id(chat),
            user_id(user as u64),
            format!("User {user}"),
            Some("en"),
        ),
        chat,
        user,
        ask: Ask::Typed { text: text.into() },
    }
}

/// The shell over `front`, its journal in `dir`.
fn shell_over(front: Front<Shared>, dir: &tempfile::TempDir) -> Shell<Shared> {
    let limits = Limits {
        in_flight: 8,
        ceiling: None,
        start: None,
    };
    Shell::new(
        front,
        "cards_test_bot".into(),
        Journal::open(dir.path(), 0),
        limits,
        at(0),
    )
}

/// The clock at `millis` (Unix milliseconds), the scheduler's instant now.
fn at(millis: u64) -> Now {
    Now {
        millis,
        instant: Instant::now(),
    }
}

#[test]
fn updates_taken_together_share_one_flush_and_a_failed_group_shows_nothing() {
    let store = Shared::default();
    let watch = store.clone();
    let dir = tempfile::tempdir().expect("a directory");
    let mut shell = shell_over(Front::open(store, 7).expect("open"), &dir);

    // Three users open a table each in their own group, in one batch: one flush.
    let batch: Vec<Incoming> = (1..=3)
        .map(|n| typed(n, 10 + n, -100 - n, "/durak"))
        .collect();
    shell.handle_group(batch, at(1_000)).expect("stored");
    assert_eq!(
        watch.written(),
        (0, 1, 3),
        "(commits, batches, inputs batched)"
    );
    assert_eq!(shell.front.live_tables().len(), 3);
    let queued = shell.scheduler.len();
    assert!(
        queued >= 3,
        "each group's table message is queued: {queued}"
    );

    // The disk fails under the next group: nothing of it is routed or kept.
    watch.fail.store(true, Ordering::SeqCst);
    let again = || vec![typed(4, 14, -104, "/durak"), typed(5, 15, -105, "/toto21")];
    assert!(shell.handle_group(again(), at(2_000)).is_err());
    assert_eq!(
        shell.scheduler.len(),
        queued,
        "nothing of the failed group is shown"
    );
    assert_eq!(
        shell.front.live_tables().len(),
        3,
        "read back without its tables"
    );

    // Delivered again once the disk is back: stored once, and a third delivery changes nothing.
    watch.fail.store(false, Ordering::SeqCst);
    shell.handle_group(again(), at(3_000)).expect("stored");
    assert_eq!(shell.front.live_tables().len(), 5);
    assert!(shell.scheduler.len() > queued);
    shell.handle_group(again(), at(4_000)).expect("stored");
    assert_eq!(
        shell.front.live_tables().len(),
        5,
        "each update counted once"
    );
    assert_eq!(
        watch.written(),
        (0, 3, 5),
        "one flush a group, none for a group of redeliveries, no single commits"
    );
}

/// Update `update`: user `user` presses a button (`press`) in group `chat`, its callback
/// query `callback`.
fn pressed(update: i64, user: i64, chat: i64, callback: &str, press: &Press) -> Incoming {
    let mut incoming = typed(update, user, chat, "");
    incoming.from.reply = Some(
        Reply::Pressed {
            callback: callback.into(),
            message: None,
        }
        .encode(),
    );
    incoming.ask = Ask::Pressed {
        callback: callback.into(),
        data: press.encode(),
        message: None,
    };
    incoming
}

/// The callback queries the shell answers.
fn answered(shell: &Shell<Shared>) -> Vec<String> {
    shell
        .answers
        .iter()
        .filter_map(|a| match &a.call {
            Call::Answer { callback, .. } => Some(callback.clone()),
            _ => None,
        })
        .collect()
}

/// Sharing the database: a press on a table another process serves is parked at once,
/// whatever becomes of its group. When the rest of the group fails to be stored, the press's
/// button is left to that process, which answers it with what the press shows, instead of
/// being answered empty here (and the holder's answer then refused by Telegram).
#[test]
fn a_press_parked_in_a_group_that_fails_is_left_to_its_holder() {
    let store = Shared::default();
    let watch = store.clone();
    let mut holder = Front::open_shared(store.clone(), 7, "A", 30_000).expect("open A");
    holder
        .command("tg:1", 1_000, &typed(1, 11, -100, "").from, "/durak", None)
        .expect("A opens a table in its group");
    let dir = tempfile::tempdir().expect("a directory");
    let front = Front::open_shared(store, 8, "B", 30_000).expect("open B");
    let mut shell = shell_over(front, &dir);

    // B gets the creator's second Join press on A's table, with a command of another group;
    // the disk fails under the group.
    watch.fail.store(true, Ordering::SeqCst);
    let join = Press::Join {
        table: 1,
        seat: None,
    };
    let batch = vec![
        pressed(2, 11, -100, "cb-2", &join),
        typed(3, 13, -101, "/toto21"),
        pressed(4, 14, -102, "cb-4", &Press::Start { table: 9 }),
    ];
    assert!(shell.handle_group(batch, at(2_000)).is_err());
    assert_eq!(
        answered(&shell),
        vec!["cb-4".to_string()],
        "the press of the failed group answered empty; the parked one left to its holder"
    );

    // The holder answers it, through its callback query.
    watch.fail.store(false, Ordering::SeqCst);
    let shown = holder.tick(3_000).expect("A's tick");
    assert!(
        shown.iter().any(|d| matches!(d,
            Delivery::Relayed { reply, deliveries, .. }
                if Reply::decode(reply) == Some(Reply::Pressed { callback: "cb-2".into(), message: None })
                    && deliveries.iter().any(|d| matches!(d, Delivery::Alert { .. })))),
        "{shown:?}"
    );
}
