//! The long-polling loop against the fake Bot API, with a real handler on the other end of
//! its channel that cannot store one chosen update: the update is passed over once it has
//! failed alone while the others were stored, and the offset moves on; when nothing can be
//! stored (the store's fault, not an update's), nothing is passed over.

mod fake_telegram;

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bot_telegram::poller::{self, Admins, Handled};
use fake_telegram::{BOT_USERNAME, Fake, TOKEN};
use teloxide::Bot;
use tokio::sync::mpsc;

const PATIENCE: Duration = Duration::from_secs(120);

/// What the handler saw: the updates it stored, and how many batches it was handed.
#[derive(Default)]
struct Seen {
    stored: BTreeSet<i64>,
    batches: usize,
}

/// Polls `fake` and hands each batch to a handler that fails any batch holding an update
/// `fails` names (`store_reachable` as given), storing the others. Returns what it saw.
fn run_against(
    fake: &Fake,
    fails: impl Fn(i64) -> bool + Send + 'static,
    store_reachable: bool,
    until: impl Fn(&Fake, &Seen) -> bool,
) -> Arc<Mutex<Seen>> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let seen = Arc::new(Mutex::new(Seen::default()));
    let bot = Bot::new(TOKEN).set_api_url(fake.url().parse().expect("a URL"));
    let (batches, mut taken) = mpsc::channel::<poller::Batch>(4);
    runtime.spawn(poller::run(
        bot,
        batches,
        0,
        BOT_USERNAME.to_string(),
        Arc::new(Admins::new()),
    ));
    let handler_seen = seen.clone();
    runtime.spawn(async move {
        while let Some(batch) = taken.recv().await {
            let ids: Vec<i64> = batch.ids.iter().map(|id| i64::from(id.0)).collect();
            let mut seen = handler_seen.lock().unwrap();
            seen.batches += 1;
            let handled = if ids.iter().any(|&id| fails(id)) {
                Handled::Failed { store_reachable }
            } else {
                seen.stored.extend(ids);
                Handled::Stored
            };
            let _ = batch.done.send(handled);
        }
    });
    fake.wait(PATIENCE, "the poller", |f| {
        until(f, &seen.lock().unwrap()).then_some(())
    });
    runtime.shutdown_background();
    seen
}

fn five_updates(fake: &Fake) -> Vec<i64> {
    let ani = 81;
    fake.add_user(ani, "Ani", "en", true);
    (0..5)
        .map(|i| fake.send(ani, ani, &format!("/balance {i}")))
        .collect()
}

#[test]
fn an_update_that_cannot_be_stored_is_passed_over_and_the_others_are_stored() {
    let fake = Fake::start();
    let ids = five_updates(&fake);
    let poison = ids[2];
    let seen = run_against(
        &fake,
        move |id| id == poison,
        true,
        |f, _| f.pending_updates() == 0,
    );
    let seen = seen.lock().unwrap();
    let others: BTreeSet<i64> = ids.iter().copied().filter(|&id| id != poison).collect();
    assert_eq!(seen.stored, others, "every other update stored");
    assert_eq!(
        fake.pending_updates(),
        0,
        "the offset moved past the poison"
    );
}

#[test]
fn while_nothing_can_be_stored_nothing_is_passed_over() {
    for store_reachable in [false, true] {
        let fake = Fake::start();
        five_updates(&fake);
        // Well past the batch's tries and a pass over its updates one by one.
        let tries = (poller::TRIES as usize) * 7;
        let seen = run_against(
            &fake,
            |_| true,
            store_reachable,
            |_, seen| seen.batches >= tries,
        );
        assert!(seen.lock().unwrap().stored.is_empty());
        assert_eq!(
            fake.pending_updates(),
            5,
            "nothing confirmed (store reachable: {store_reachable})"
        );
    }
}
