//! End to end, what an operator sees: the real bot with `METRICS_ADDR` and `LOG_FORMAT=json`
//! plays a Toto21 duel while the test scrapes `/metrics`; the counters move with the game,
//! `/healthz` answers, and the log is JSON lines whose input spans name the table, with the
//! token nowhere in it.

mod common;
mod fake_telegram;

use game::table::Press;
use tests::Rng;

use common::{PATIENCE, World, free_address, http_get as get, sample};
use fake_telegram::TOKEN;

const GROUP: i64 = -3003;

/// `GET path` on the metrics address: (status line, body).
#[test]
fn metrics_move_with_a_game_and_the_json_log_follows_its_table() {
    let ani = 51;
    let mut w = World::for_games("ops");
    w.fake.add_group(GROUP, "Ops club");
    w.fake.add_user(ani, "Ani", "en", true);
    w.say(ani, ani, "/start");
    let addr = free_address().to_string();
    w.env = vec![
        ("METRICS_ADDR".into(), addr.clone()),
        ("LOG_FORMAT".into(), "json".into()),
        ("RUST_LOG".into(), "info".into()),
    ];
    w.start();

    let (status, body) = get(&addr, "/healthz");
    assert!(
        status.contains("200") && body.trim() == "ok",
        "{status} {body}"
    );
    assert!(get(&addr, "/nothing").0.contains("404"));

    let table = w.open_table(ani, GROUP, "/toto21 2");
    let start = Press::Start { table }.encode();
    w.press_table(ani, GROUP, table, &start);
    w.fake.wait(PATIENCE, "Ani's hand", |_| w.hand(ani, table));
    let during = w.fake.wait(PATIENCE, "the live table counted", |_| {
        let text = get(&addr, "/metrics").1;
        (sample(&text, r#"cards_live_tables{game="toto21"}"#) >= 1.0).then_some(text)
    });
    assert!(sample(&during, r#"cards_inputs_total{kind="command_open"}"#) >= 1.0);
    assert!(sample(&during, r#"cards_inputs_total{kind="press_start"}"#) >= 1.0);
    let commits_before = sample(&during, "cards_commit_seconds_count");
    assert!(commits_before >= 2.0, "{during}");

    let mut rng = Rng::new(5);
    let (pressed, _) = w.play(table, &[ani], &mut rng, |w| w.finished(GROUP, table));
    assert!(pressed > 0);
    let after = w.fake.wait(PATIENCE, "the finished game counted", |_| {
        let text = get(&addr, "/metrics").1;
        (sample(&text, r#"cards_games_finished_total{game="toto21"}"#) >= 1.0).then_some(text)
    });
    let moves = sample(&after, r#"cards_inputs_total{kind="press_move"}"#);
    assert!(moves >= pressed as f64, "{moves} < {pressed}: {after}");
    assert!(sample(&after, "cards_commit_seconds_count") >= commits_before + moves);
    assert!(sample(&after, r#"cards_computer_decisions_total{game="toto21"}"#) >= 1.0);
    assert!(sample(&after, "cards_computer_decision_seconds_count") >= 1.0);
    assert_eq!(
        sample(&after, r#"cards_live_tables{game="toto21"}"#),
        0.0,
        "{after}"
    );
    assert!(
        after.contains("# TYPE cards_deliveries_waiting_max gauge"),
        "{after}"
    );
    assert!(
        after.contains("cards_commit_seconds_bucket{le="),
        "a histogram: {after}"
    );

    assert!(w.stop_with("TERM").success());
    let log = std::fs::read_to_string(w.log_path(1)).expect("the log");
    assert!(!log.contains(TOKEN), "the token is never logged");
    let lines: Vec<serde_json::Value> = log
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect();
    let of_table: Vec<&serde_json::Value> = lines
        .iter()
        .filter(|l| l["span"]["table"].as_u64() == Some(table))
        .collect();
    assert!(
        of_table.len() as f64 >= moves,
        "one line per input at least"
    );
    for line in &of_table {
        let span = &line["span"];
        assert_eq!(span["name"], "input");
        assert_eq!(span["platform"], "tg");
        // Commands come from the group, presses on his hand from his private chat.
        let chat = span["chat"].as_str().unwrap_or_default();
        assert!(
            chat == format!("tg:{GROUP}") || chat == format!("tg:{ani}"),
            "{line}"
        );
        assert_eq!(span["user"], format!("tg:{ani}"));
        assert!(
            span["key"].as_str().is_some_and(|k| k.starts_with("tg:")),
            "{line}"
        );
    }
    w.assert_clean();
}

#[test]
fn the_version_is_printed_without_a_token() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bot-telegram"))
        .arg("--version")
        .env_remove("TELOXIDE_TOKEN")
        .output()
        .expect("run bot-telegram");
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("bot-telegram {}", env!("CARGO_PKG_VERSION"))
    );
}
