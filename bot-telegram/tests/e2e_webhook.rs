//! End to end in webhook mode: the real bot binary sets its webhook on the fake Bot API, which
//! POSTs every update to the bot's HTTP server with the secret header (as Telegram does,
//! retrying until it is answered 2xx). A game is played that way; a request without the
//! right secret is refused and changes nothing; an update delivered twice counts once; and
//! a bot started again without WEBHOOK_URL deletes the webhook and polls.

mod common;
mod fake_telegram;

use std::process::{Command, Stdio};

use game::table::{Status, UserId};
use serde_json::json;
use tests::Rng;

use common::{PATIENCE, WEBHOOK_URL, World};
use fake_telegram::{TOKEN, webhook};

const GROUP: i64 = -3003;
const SECRET: &str = "Webhook_secret-0123456789abcdefghijk";

fn uid(id: i64) -> UserId {
    UserId(format!("tg:{id}"))
}

#[test]
fn a_toto21_duel_through_the_webhook_a_forged_request_refused_and_a_redelivery_counted_once() {
    let (ani, carmen, mallory) = (41, 43, 49);
    let mut w = World::with_webhook("webhook-duel", SECRET);
    w.fake.add_group(GROUP, "Webhook club");
    for (id, name) in [(ani, "Ani"), (carmen, "Carmen"), (mallory, "Mallory")] {
        w.fake.add_user(id, name, "en", true);
        w.say(id, id, "/start");
    }
    w.start();
    assert_eq!(
        w.fake.webhook(),
        Some((WEBHOOK_URL.to_string(), Some(SECRET.to_string()))),
        "the webhook is set with its secret"
    );
    let (_, listen) = w.webhook.clone().expect("webhook mode");

    w.say(ani, GROUP, "/toto21 4 stake=50");
    let table = w.fake.wait(PATIENCE, "the table", |f| {
        f.messages(GROUP)
            .into_iter()
            .find_map(|m| tests::table_named(m.buttons().filter_map(|b| b.data.as_deref())))
    });
    // The command's request, once the fake has its answer (the table may show first).
    let open_update = w
        .fake
        .wait(PATIENCE, "the command's request answered", |f| {
            f.webhook_posts()
                .iter()
                .map(|(id, _)| f.update(*id))
                .find(|u| u["message"]["text"] == "/toto21 4 stake=50")
        });

    // Mallory forges updates (the same command under new ids) without the secret or with a
    // wrong one: refused with 401 and nothing of them is handled.
    let forged = |id: i64| {
        let mut update = open_update.clone();
        update["update_id"] = json!(id);
        update["message"]["from"] =
            json!({"id": mallory, "is_bot": false, "first_name": "Mallory"});
        update["message"]["text"] = json!("/toto21 4 stake=900");
        update.to_string()
    };
    for (id, secret) in [
        (9_001, None),
        (9_002, Some("Webhook_secret-0123456789abcdefghijj")),
        (9_003, Some("")),
    ] {
        let status = webhook::post(listen, WEBHOOK_URL, secret, &forged(id)).expect("an answer");
        assert_eq!(status, 401, "secret {secret:?}");
    }
    // A body over the limit is refused without being read (with the right secret).
    let huge = format!(
        "{{\"update_id\": 9004, \"pad\": \"{}\"}}",
        "x".repeat(2 << 20)
    );
    let status = webhook::post(listen, WEBHOOK_URL, Some(SECRET), &huge).expect("an answer");
    assert_eq!(status, 413);
    // With the secret, a body that is no update is refused; an update of a kind the bot does
    // not read is passed over (answered, so Telegram does not hold the chat behind it).
    let status = webhook::post(listen, WEBHOOK_URL, Some(SECRET), "[1, 2]").expect("an answer");
    assert_eq!(status, 400);
    let odd = json!({"update_id": 9_005, "poll": {"id": "p", "question": 7}}).to_string();
    let status = webhook::post(listen, WEBHOOK_URL, Some(SECRET), &odd).expect("an answer");
    assert_eq!(status, 200);

    w.press_table(carmen, GROUP, table, &format!("j:{table}"));
    let approve = format!("ap:{table}:tg:{carmen}");
    w.press_table(ani, GROUP, table, &approve);
    for &p in &[ani, carmen] {
        w.fake.wait(PATIENCE, "a hand", |_| w.hand(p, table));
    }
    let mut rng = Rng::new(16);
    w.play(table, &[ani, carmen], &mut rng, |w| {
        w.finished(GROUP, table)
    });

    // Telegram delivers the command that opened the table again: answered 200, counted once.
    let id = open_update["update_id"].as_i64().expect("an id");
    w.fake.deliver_again(id);
    w.fake.wait(PATIENCE, "the redelivery answered", |f| {
        let twice = f
            .webhook_posts()
            .iter()
            .filter(|(u, status)| *u == id && *status == 200)
            .count()
            >= 2;
        twice.then_some(())
    });
    let status = w.stop_with("TERM");
    assert!(status.success());

    let stored = w.stored();
    let tables: Vec<_> = stored
        .tables
        .values()
        .filter(|t| t.chat.0 == format!("tg:{GROUP}"))
        .collect();
    assert_eq!(
        tables.len(),
        1,
        "one table: no forged one, no second from the redelivery"
    );
    let record = tables[0];
    let Status::Finished { winners } = &record.status else {
        panic!("not finished: {:?}", record.status)
    };
    let balance = |u: i64| stored.users[&uid(u)].balance;
    let seat_of = |u: i64| record.seat_of(&uid(u)).expect("seated");
    match winners.as_slice() {
        [w] if *w == seat_of(ani) => assert_eq!((balance(ani), balance(carmen)), (1_050, 950)),
        [w] if *w == seat_of(carmen) => {
            assert_eq!((balance(ani), balance(carmen)), (950, 1_050))
        }
        _ => assert_eq!((balance(ani), balance(carmen)), (1_000, 1_000)),
    }
    assert_eq!(stored.chips_in_play(), stored.meta.granted);
    let table_messages = w
        .fake
        .messages(GROUP)
        .into_iter()
        .filter(|m| m.text.starts_with('#'))
        .count();
    assert_eq!(table_messages, 1, "one table message in the group");
    w.assert_clean();
}

#[test]
fn back_on_long_polling_the_bot_deletes_the_webhook_left_set_and_only_then() {
    let ani = 51;
    let mut w = World::with_webhook("webhook-to-polling", SECRET);
    w.fake.add_user(ani, "Ani", "en", true);
    w.start();
    assert!(w.fake.webhook().is_some());
    assert!(w.stop_with("TERM").success());
    // Written while no bot runs: kept for whoever reads the updates next.
    w.say(ani, ani, "/balance");

    w.webhook = None;
    w.start();
    assert_eq!(w.fake.webhook(), None, "the webhook was deleted");
    assert_eq!(w.fake.calls("deleteWebhook"), 1);
    w.fake.wait(PATIENCE, "the balance, by long polling", |f| {
        f.messages(ani).into_iter().find(|m| {
            m.text.contains("1000") || m.text.contains("1 000") || m.text.contains("1,000")
        })
    });
    assert!(w.stop_with("TERM").success());
    w.start();
    assert!(w.stop_with("TERM").success());
    assert_eq!(
        w.fake.calls("deleteWebhook"),
        1,
        "no webhook set: none deleted"
    );
    assert_eq!(
        w.fake.calls("getWebhookInfo"),
        2,
        "asked at each start on long polling"
    );
    w.assert_clean();
}

#[test]
fn a_webhook_configuration_telegram_would_refuse_is_a_clear_error_at_start() {
    let data = tempfile::tempdir().expect("a temporary directory");
    let cases = [
        ("http://cards.example.org/hook", SECRET, "https"),
        (WEBHOOK_URL, "not a secret!", "32 to 256"),
        (WEBHOOK_URL, "s3cret", "too short"),
    ];
    for (url, secret, said) in cases {
        let out = Command::new(env!("CARGO_BIN_EXE_bot-telegram"))
            .env("TELOXIDE_TOKEN", TOKEN)
            .env("TELOXIDE_API_URL", "http://127.0.0.1:9/")
            .env("DATA_DIR", data.path())
            .env("WEBHOOK_URL", url)
            .env("WEBHOOK_SECRET", secret)
            .stdin(Stdio::null())
            .output()
            .expect("run bot-telegram");
        assert_eq!(out.status.code(), Some(2), "{url} {secret}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(said), "{err}");
        assert!(!err.contains(SECRET), "the secret is not echoed: {err}");
    }
}
