//! Group commit in the Discord shell: interactions queued together share one flush, each
//! reported durable (so its handler acknowledges it) only once the flush is done; a group
//! whose flush fails reports none and routes nothing.

use std::sync::atomic::Ordering;
use std::time::Instant;

use bot_discord::shell::{Asked, Origin, Shell, What};
use game::table::{ChatId, UserId};
use host::clock::Now;
use host::front::Front;
use host::schedule::Limits;
use tests::driver::speaking;
use tests::watched::Shared;

/// Interaction `id`: user `user` runs `text` in channel `channel`.
fn slash(id: u64, user: u64, channel: u64, text: &str) -> Asked {
    let user = UserId(format!("dc:{user}"));
    Asked {
        key: format!("dc:{id}"),
        from: speaking(
            ChatId(format!("dc:{channel}")),
            user.clone(),
            format!("User {}", user.0),
            Some("en-US"),
        ),
        what: What::Command(text.into()),
        origin: Origin {
            token: format!("token{id}"),
            user,
            slash: true,
            on_ephemeral: false,
            original_used: false,
            asked_at: None,
        },
    }
}

/// The clock at `millis` (Unix milliseconds), the scheduler's instant now.
fn at(millis: u64) -> Now {
    Now {
        millis,
        instant: Instant::now(),
    }
}

#[test]
fn interactions_queued_together_share_one_flush_and_a_failed_group_reports_none() {
    let store = Shared::default();
    let watch = store.clone();
    let mut front = Front::open(store, 7).expect("open");
    front.set_personal_answers(true);
    let limits = Limits {
        in_flight: 8,
        ceiling: None,
        start: None,
    };
    let mut shell = Shell::new(front, limits);

    let group: Vec<Asked> = (1..=3)
        .map(|n| slash(n, 10 + n, 100 + n, "/durak"))
        .collect();
    assert_eq!(shell.handle_group(group, at(1_000)), [true, true, true]);
    assert_eq!(
        watch.written(),
        (0, 1, 3),
        "(commits, batches, inputs batched)"
    );
    assert_eq!(shell.front.live_tables().len(), 3);
    let queued = shell.scheduler.len();
    assert!(
        queued >= 3,
        "each channel's table message is queued: {queued}"
    );

    watch.fail.store(true, Ordering::SeqCst);
    let again = || vec![slash(4, 14, 104, "/durak"), slash(5, 15, 105, "/toto21")];
    assert_eq!(shell.handle_group(again(), at(2_000)), [false, false]);
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

    watch.fail.store(false, Ordering::SeqCst);
    assert_eq!(shell.handle_group(again(), at(3_000)), [true, true]);
    assert_eq!(shell.front.live_tables().len(), 5);
    assert_eq!(shell.handle_group(again(), at(4_000)), [true, true]);
    assert_eq!(
        shell.front.live_tables().len(),
        5,
        "each interaction counted once"
    );
    assert_eq!(
        watch.written(),
        (0, 3, 5),
        "one flush a group, none for a group of redeliveries, no single commits"
    );
}
