//! End to end at the network edge, the real bot binary against the fake Bot API:
//! - the webhook's port open to anyone: thousands of connections that never finish their
//!   headers do not keep Telegram's real update out (the bot runs with the common soft
//!   limit of 1,024 file descriptors, which they would otherwise use up);
//! - admin checks that cannot stall the bot: a burst of admin-dependent commands costs a
//!   handful of `getChatMember` calls, the other chats are answered, and a repeat within the
//!   minute asks nothing.

mod common;
mod fake_telegram;

use std::io::Write;
use std::net::TcpStream;
use std::time::Instant;

use common::{PATIENCE, World};

const SECRET: &str = "Edge_secret-0123456789abcdefghijklmnop";

/// The process's soft limit on open files.
fn open_files_limit() -> libc::rlimit {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes only the struct given, on this stack.
    assert_eq!(
        unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) },
        0
    );
    limit
}

fn set_open_files_limit(limit: libc::rlimit) {
    // SAFETY: setrlimit reads only the struct given.
    let set = unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &limit) };
    assert_eq!(set, 0, "setrlimit {}", limit.rlim_cur);
}

/// Runs `f` with the soft limit on open files at `soft` (children started meanwhile keep
/// it), then puts the old one back.
fn with_open_files_limit<T>(soft: u64, f: impl FnOnce() -> T) -> T {
    let old = open_files_limit();
    set_open_files_limit(libc::rlimit {
        rlim_cur: soft.min(old.rlim_max),
        rlim_max: old.rlim_max,
    });
    let out = f();
    set_open_files_limit(old);
    out
}

/// The balance message a `/balance` gets, in a private chat.
fn balance_shown(f: &fake_telegram::Fake, user: i64) -> Option<()> {
    f.messages(user)
        .into_iter()
        .any(|m| m.text.contains("1000") || m.text.contains("1 000") || m.text.contains("1,000"))
        .then_some(())
}

/// Silent connections to hold open: about twice what a bot with 1,024 descriptors can.
const SILENT: usize = 2_000;

#[test]
fn thousands_of_silent_connections_do_not_keep_a_real_update_out() {
    // This process holds the silent connections: room for them (raised within the hard
    // limit; a hard limit below it fails the test with a clear message).
    let mut limit = open_files_limit();
    let needed = SILENT as u64 + 512;
    if limit.rlim_cur < needed {
        assert!(
            limit.rlim_max >= needed,
            "ulimit -Hn is {}: this test needs {needed} open files",
            limit.rlim_max
        );
        limit.rlim_cur = needed;
        set_open_files_limit(limit);
    }
    let ani = 61;
    let mut w = World::with_webhook("edge-open-port", SECRET);
    w.fake.add_user(ani, "Ani", "en", true);
    // The bot runs with the soft limit most systems give a service.
    with_open_files_limit(1_024, || w.start());
    let (_, listen) = w.webhook.clone().expect("webhook mode");

    let mut silent = Vec::with_capacity(SILENT);
    for _ in 0..SILENT {
        let mut stream = TcpStream::connect(listen).expect("connect to the webhook");
        // A request begun and never finished.
        let _ = stream.write_all(b"POST /telegram/hook HTTP/1.1\r\nHost: cards.example.org\r\n");
        silent.push(stream);
    }
    let started = Instant::now();
    w.say(ani, ani, "/balance");
    w.fake
        .wait(PATIENCE, "the balance, past the silent connections", |f| {
            balance_shown(f, ani)
        });
    println!(
        "answered {:?} after the update, {SILENT} silent connections open",
        started.elapsed()
    );
    drop(silent);
    assert!(w.stop_with("TERM").success());
    w.assert_clean();
}

/// Budget of commands a user has before the front drops them (the flood guard's burst).
const COMMAND_BURST: u32 = 8;

#[test]
fn a_burst_of_admin_commands_costs_a_handful_of_member_checks_and_a_repeat_none() {
    let (group, admin, bea) = (-7_001, 70, 79);
    let members = [71, 72, 73];
    let spammer = 74;
    let mut w = World::new("edge-admin-checks");
    w.fake.add_group(group, "Club");
    w.fake.make_admin(group, admin);
    for (id, name) in [
        (admin, "Ada"),
        (71, "Ani"),
        (72, "Aram"),
        (73, "Arev"),
        (spammer, "Spam"),
        (bea, "Bea"),
    ] {
        w.fake.add_user(id, name, "en", true);
    }
    // 100 updates, one batch: 60 `/lang ru` from three members who are no admins, 39 from
    // one member in 39 chats, and someone else's `/balance` in private.
    for _ in 0..20 {
        for &m in &members {
            w.say(m, group, "/lang ru");
        }
    }
    for chat in 0..39 {
        let other = -7_100 - chat;
        w.fake.add_group(other, "Elsewhere");
        w.say(spammer, other, "/lang ru");
    }
    w.say(bea, bea, "/balance");
    w.start();
    w.fake.wait(PATIENCE, "the balance in the same batch", |f| {
        balance_shown(f, bea)
    });
    w.fake.wait(PATIENCE, "every update confirmed", |f| {
        (f.pending_updates() == 0).then_some(())
    });
    let asked = w.fake.calls("getChatMember");
    println!("getChatMember calls for 99 admin commands: {asked}");
    assert!(
        asked <= members.len() as u32 + COMMAND_BURST,
        "{asked} getChatMember calls: one per member, and the spammer's budget"
    );
    assert!(asked >= members.len() as u32, "each member asked about");

    // Again within the minute: nothing is asked. An admin's own command is (once).
    for &m in &members {
        w.say(m, group, "/lang ru");
    }
    w.say(admin, group, "/lang ru");
    w.fake.wait(PATIENCE, "the repeat confirmed", |f| {
        (f.pending_updates() == 0 && f.calls("getChatMember") > asked).then_some(())
    });
    w.say(admin, group, "/lang hy");
    w.say(bea, bea, "/balance");
    w.fake.wait(PATIENCE, "the second balance", |f| {
        (f.messages(bea).len() >= 2 && f.pending_updates() == 0).then_some(())
    });
    assert_eq!(
        w.fake.calls("getChatMember"),
        asked + 1,
        "only the admin's first command asked; the members' repeat and his second kept"
    );
    w.kill();
    w.assert_clean();
}
