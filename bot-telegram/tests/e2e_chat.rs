//! End to end, the chat around the games: the command menu, /help, bad commands, a 429, a
//! missing or rejected token, and a graceful stop that loses nothing.

mod common;
mod fake_telegram;

use std::process::Command;
use std::time::Duration;

use common::{PATIENCE, World};
use game::i18n::{Lang, Msg, text};
use game::table::GameKind;

const GROUP: i64 = -1001;
const ANI: i64 = 11;
const BORIS: i64 = 12;

#[test]
fn commands_are_registered_help_answers_and_bad_commands_are_explained() {
    let mut w = World::new("chat");
    w.fake.add_group(GROUP, "Cards club");
    w.fake.add_user(ANI, "Ani", "en", true);
    w.fake.add_user(BORIS, "Boris", "ru", true);
    w.start();

    let menus = w.fake.commands();
    assert_eq!(menus.len(), 4, "one menu per language: {menus:?}");
    let langs: Vec<Option<String>> = menus.iter().map(|(l, _)| l.clone()).collect();
    assert!(langs.contains(&None) && langs.contains(&Some("ru".into())));
    for (_, commands) in &menus {
        let names: Vec<&str> = commands.iter().map(|(c, _)| c.as_str()).collect();
        for wanted in [
            "blot", "belote", "belote2", "coinche", "toto21", "durak", "tables", "join", "leave",
            "rematch", "balance", "top", "lang", "rules", "settings",
        ] {
            assert!(names.contains(&wanted), "{wanted} missing from {names:?}");
        }
    }

    // The fake answers the next sendMessage with 429: the bot waits and still delivers.
    w.fake.fail_next_with_429("sendMessage", 2);
    w.say(ANI, GROUP, "/help");
    let help = w.fake.wait(PATIENCE, "the help", |f| {
        f.messages(GROUP)
            .into_iter()
            .find(|m| m.text.contains("/blot"))
    });
    assert!(help.text.contains("/join"));
    assert_eq!(w.fake.hits_429(), 1);

    // In the chat's language: Boris writes to the bot in Russian privately.
    w.say(BORIS, BORIS, "/help");
    w.fake.wait(PATIENCE, "the help in Russian", |f| {
        f.messages(BORIS)
            .into_iter()
            .find(|m| m.text.contains("/blot") && m.text.contains("Команды"))
    });

    // An unknown command is explained in private (in a group it is another bot's: ignored).
    w.say(ANI, ANI, "/frobnicate");
    w.fake
        .wait(PATIENCE, "an answer to an unknown command", |f| {
            f.messages(ANI)
                .into_iter()
                .find(|m| m.text.contains("/frobnicate"))
        });
    w.say(ANI, GROUP, "/join twelve");
    w.fake.wait(PATIENCE, "the usage of /join", |f| {
        f.messages(GROUP)
            .into_iter()
            .find(|m| m.text.contains("/join ID"))
    });

    // Every other command gets an answer in the chat (from Boris: one user typing a dozen
    // commands in a few seconds is a flood, answered once with a word to slow down).
    let rules = text(Lang::En, &Msg::Rules(GameKind::Durak));
    w.say(ANI, GROUP, "/rules durak");
    w.fake.wait(PATIENCE, "the rules", |f| {
        f.messages(GROUP).into_iter().find(|m| m.text == rules)
    });
    for command in ["/tables", "/top", "/settings"] {
        let before = w.fake.messages(GROUP).len();
        w.say(BORIS, GROUP, command);
        w.fake
            .wait(PATIENCE, &format!("an answer to {command}"), |f| {
                (f.messages(GROUP).len() > before).then_some(())
            });
    }
    // His chips are his business: Boris, who has started the bot, reads them in private.
    let (group_before, private_before) =
        (w.fake.messages(GROUP).len(), w.fake.messages(BORIS).len());
    w.say(BORIS, GROUP, "/balance");
    w.fake.wait(PATIENCE, "the balance in private", |f| {
        (f.messages(BORIS).len() > private_before).then_some(())
    });
    assert_eq!(
        w.fake.messages(GROUP).len(),
        group_before,
        "nothing in the group"
    );
    // /lang offers the languages to the group's administrator (Telegram says Ani is one); a
    // press sets the chat's, and /help follows it. Boris, a member, may not change it.
    w.fake.make_admin(GROUP, ANI);
    w.say(ANI, GROUP, "/lang");
    let menu = w.fake.wait(PATIENCE, "the language buttons", |f| {
        f.messages(GROUP)
            .into_iter()
            .find(|m| m.buttons().any(|b| b.data.as_deref() == Some("lang:ru")))
    });
    let callback = w.fake.press(BORIS, GROUP, menu.id, "lang:hy");
    let refused = w.fake.wait_answer(&callback, PATIENCE);
    let only_admins = text(Lang::Ru, &Msg::DenyLanguageAdminsOnly);
    assert_eq!(refused.text.as_deref(), Some(only_admins.as_str()));
    let callback = w.fake.press(ANI, GROUP, menu.id, "lang:ru");
    w.fake.wait_answer(&callback, PATIENCE);
    w.say(ANI, GROUP, "/help");
    w.fake
        .wait(PATIENCE, "the help in the chat's language", |f| {
            f.messages(GROUP)
                .into_iter()
                .find(|m| m.text.contains("/blot") && m.text.contains("Команды"))
        });

    // /join and /leave typed: the table message shows Boris seated, then not; Ani cancels.
    let blot = w.open_table(ANI, GROUP, "/blot");
    w.say(BORIS, GROUP, &format!("/join {blot}"));
    w.fake.wait(PATIENCE, "Boris seated", |_| {
        w.table_message(GROUP, blot)
            .filter(|m| m.text.contains("Boris"))
    });
    w.say(BORIS, GROUP, "/leave");
    w.fake.wait(PATIENCE, "Boris gone", |_| {
        w.table_message(GROUP, blot)
            .filter(|m| !m.text.contains("Boris"))
    });
    let answer = w.press_table(ANI, GROUP, blot, &format!("c:{blot}"));
    assert!(!answer.show_alert, "{answer:?}");

    let table = w.open_table(ANI, GROUP, "/durak");
    // The creator changes a setting with the buttons: the table message follows.
    let before = w
        .table_message(GROUP, table)
        .expect("the table message")
        .text;
    let answer = w.press_table(ANI, GROUP, table, &format!("st:{table}"));
    assert!(!answer.show_alert, "{answer:?}");
    // The menu is his alone: it comes to his private chat (the bot reached him there when
    // his table opened), and its buttons change the group's table from there.
    let configure = format!("cf:{table}:");
    let (menu, change) = w.fake.wait(PATIENCE, "the settings buttons", |f| {
        f.messages(ANI).into_iter().find_map(|m| {
            let data = m
                .buttons()
                .filter_map(|b| b.data.clone())
                .find(|d| d.starts_with(&configure))?;
            Some((m.id, data))
        })
    });
    assert!(
        w.fake.messages(GROUP).iter().all(|m| !m
            .buttons()
            .any(|b| b.data.as_deref() == Some(change.as_str()))),
        "no settings menu in the group"
    );
    let callback = w.fake.press(ANI, ANI, menu, &change);
    w.fake.wait_answer(&callback, PATIENCE);
    w.fake.wait(PATIENCE, "the changed table message", |_| {
        w.table_message(GROUP, table).filter(|m| m.text != before)
    });
    let message = w.wait_button(GROUP, table, &format!("j:{table}"));
    w.fake.fail_next_with_429("answerCallbackQuery", 3);
    let callback = w
        .fake
        .press(BORIS, GROUP, message.id, &format!("j:{table}"));
    w.fake.wait(PATIENCE, "the bot to hold the answer", |f| {
        (f.hits_429() == 2).then_some(())
    });
    // Ctrl-C while the answer to a press is still owed (Telegram asked the bot to wait 3 s):
    // the bot waits, answers, confirms the update, and only then exits.
    let status = w.stop_with("INT");
    assert!(status.success(), "exit status {status:?}");
    assert!(w.fake.answer(&callback).is_some(), "the press was answered");
    assert_eq!(w.fake.pending_updates(), 0, "every update was confirmed");
    let stored = w.stored();
    let seated = stored.tables[&table]
        .seats
        .iter()
        .filter(|s| s.user.is_some())
        .count();
    assert_eq!(seated, 2, "Boris's join was stored");
    w.assert_clean();
}

#[test]
fn a_missing_or_rejected_token_stops_the_bot_with_a_clear_message() {
    let exe = env!("CARGO_BIN_EXE_bot-telegram");
    let out = Command::new(exe)
        .env_remove("TELOXIDE_TOKEN")
        .output()
        .expect("run");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("TELOXIDE_TOKEN is not set"));

    let fake = fake_telegram::Fake::start();
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(exe)
        .env("TELOXIDE_TOKEN", "1:wrong")
        .env("TELOXIDE_API_URL", fake.url())
        .env("DATA_DIR", dir.path())
        .env("NO_PROXY", "127.0.0.1,localhost")
        .output()
        .expect("run");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("rejected TELOXIDE_TOKEN"), "{err}");
    let _ = Duration::ZERO;
}

#[test]
fn forty_blot_commands_from_one_user_cost_the_group_two_messages_and_others_are_answered() {
    let mut w = World::new("flood");
    w.fake.add_group(GROUP, "Cards club");
    w.fake.add_user(ANI, "Ani", "en", true);
    w.fake.add_user(BORIS, "Boris", "en", true);
    // Ani has a private chat with the bot: the word to slow down goes there.
    w.say(ANI, ANI, "/start");
    w.start();
    w.fake.wait(PATIENCE, "the answer to /start", |f| {
        (!f.messages(ANI).is_empty()).then_some(())
    });
    let private_before = w.fake.messages(ANI).len();

    for _ in 0..40 {
        w.say(ANI, GROUP, "/blot");
    }
    let asked = std::time::Instant::now();
    w.say(BORIS, GROUP, "/tables");
    let list = w.fake.wait(PATIENCE, "Boris's table list", |f| {
        f.messages(GROUP)
            .into_iter()
            .find(|m| m.text.contains(&text(Lang::En, &Msg::TableListHeader)))
    });
    println!(
        "flood: another user's /tables answered {:?} after forty /blot",
        asked.elapsed()
    );
    w.fake.wait(PATIENCE, "every update handled", |f| {
        (f.pending_updates() == 0).then_some(())
    });
    let _ = w.stop_with("TERM");

    let group: Vec<String> = w
        .fake
        .messages(GROUP)
        .into_iter()
        .filter(|m| m.id != list.id)
        .map(|m| m.text)
        .collect();
    assert!(group.len() <= 2, "the flood cost the group {group:#?}");
    assert!(
        group.iter().any(|t| t.contains("#1 ")),
        "the one table Ani opened is shown: {group:#?}"
    );
    assert_eq!(
        list.text.lines().count(),
        2,
        "one table listed: {}",
        list.text
    );
    let private: Vec<String> = w.fake.messages(ANI)[private_before..]
        .iter()
        .map(|m| m.text.clone())
        .collect();
    let slow_down = text(Lang::En, &Msg::SlowDown);
    assert_eq!(
        private.iter().filter(|t| **t == slow_down).count(),
        1,
        "one private word to slow down: {private:#?}"
    );
    let stored = w.stored();
    assert_eq!(stored.tables.len(), 1, "one table opened");
    w.assert_clean();
}

#[test]
fn a_player_leaves_a_running_game_once_he_confirms_and_takes_his_seat_back() {
    let mut w = World::new("leave");
    w.fake.add_group(GROUP, "Cards club");
    w.fake.add_user(ANI, "Ani", "en", true);
    w.fake.add_user(BORIS, "Boris", "en", true);
    w.start();
    let table = w.open_table(ANI, GROUP, "/blot");
    w.press_table(BORIS, GROUP, table, &format!("j:{table}"));
    w.press_table(ANI, GROUP, table, &format!("s:{table}"));
    w.fake.wait(PATIENCE, "the game under way", |_| {
        w.table_message(GROUP, table).filter(|m| {
            m.buttons()
                .any(|b| b.data.as_deref() == Some(&format!("h:{table}")))
        })
    });

    // /leave asks him first, in his private chat (its button makes whoever presses it
    // leave), with no word of a stake at a table without one; nothing changes yet.
    let confirm_data = format!("lv:{table}");
    w.say(BORIS, GROUP, "/leave");
    let confirm = w.fake.wait(PATIENCE, "the confirmation", |f| {
        f.messages(BORIS).into_iter().find(|m| {
            m.buttons()
                .any(|b| b.data.as_deref() == Some(&confirm_data))
        })
    });
    assert!(!confirm.text.contains("stake"), "{}", confirm.text);
    assert!(
        !w.fake.messages(GROUP).iter().any(|m| m
            .buttons()
            .any(|b| b.data.as_deref() == Some(&confirm_data))),
        "the group is not asked"
    );
    let take_back = format!("tb:{table}");
    let callback = w.fake.press(BORIS, BORIS, confirm.id, &confirm_data);
    w.fake.wait_answer(&callback, PATIENCE);
    w.wait_button(GROUP, table, &take_back);
    w.fake.wait(PATIENCE, "the group told", |f| {
        f.messages(GROUP)
            .into_iter()
            .find(|m| m.text.contains("Boris left the game"))
    });
    w.press_table(BORIS, GROUP, table, &take_back);
    w.fake.wait(PATIENCE, "Boris back", |_| {
        w.table_message(GROUP, table)
            .filter(|m| !m.buttons().any(|b| b.data.as_deref() == Some(&take_back)))
    });
    let _ = w.stop_with("TERM");
    let stored = w.stored();
    let seat = stored.tables[&table]
        .seats
        .iter()
        .find(|s| s.name == "Boris")
        .expect("Boris keeps his seat");
    assert!(!seat.away, "his own again");
    w.assert_clean();
}

/// The level of a plain bid of hearts (`12H`), if the code is one.
fn hearts_level(code: &str) -> Option<u16> {
    code.strip_suffix('H')?.parse().ok()
}

/// What Ani's hand offers: (the hand, its moves), once it offers a turn newer than `after`
/// (any turn, the first included, when `after` is `None`), or `None` once the table's game is
/// over.
fn next_hand(
    w: &World,
    table: u64,
    after: Option<u64>,
) -> Option<(fake_telegram::Shown, Vec<tests::Move>)> {
    w.fake
        .wait(PATIENCE, "Ani's next turn, or the game's end", |_| {
            if w.finished(GROUP, table) {
                return Some(None);
            }
            let hand = w.hand(ANI, table)?;
            let moves = tests::moves(hand.buttons().filter_map(|b| b.data.as_deref()));
            let turn = moves.iter().map(|m| m.turn).max()?;
            after
                .is_none_or(|after| turn > after)
                .then_some(Some((hand, moves)))
        })
}

#[test]
fn a_blot_player_names_a_bad_argument_jumps_in_the_auction_and_chooses_what_to_announce() {
    let mut w = World::new("blot-choices");
    // Dealt from a known seed: the first deal of the first table gives Ani (its opener, at
    // seat 0) a combination, so that one deal shows her bid and her choice.
    let seed = tests::deals::seed_dealing_a_combination(1, 0);
    w.env.push(("TEST_DEAL_SEED".into(), seed.to_string()));
    w.fake.add_group(GROUP, "Blot club");
    w.fake.add_user(ANI, "Ani", "en", true);
    w.say(ANI, ANI, "/start");
    w.start();
    // A bad argument names what is allowed.
    w.say(ANI, GROUP, "/blot 5");
    w.fake.wait(PATIENCE, "the allowed points", |f| {
        f.messages(GROUP)
            .into_iter()
            .find(|m| m.text.contains("21–2001"))
    });
    // A long move time: a loaded machine must not let Ani's move clock pass her turn.
    let table = w.open_table(ANI, GROUP, "/blot move=600");
    assert_eq!(table, 1, "the table the seed was chosen for");
    w.press_table(ANI, GROUP, table, &format!("s:{table}"));
    let mut rng = tests::Rng::new(11);
    let (mut jumped, mut announced) = (false, false);
    // The newest turn she was offered: none yet (she may be the first to act, at turn 0).
    let mut last = None;
    let no_announcement = text(Lang::En, &Msg::BtnAnnounceNone);
    for _ in 0..3000 {
        if jumped && announced {
            break;
        }
        let (hand, moves) =
            next_hand(&w, table, last).expect("Ani chose what to announce before the game ended");
        last = moves.iter().map(|m| m.turn).max().or(last);
        let lowest = moves.iter().filter_map(|m| hearts_level(&m.code)).min();
        if let (false, Some(lowest)) = (jumped, lowest) {
            // "Higher…" pages to higher levels, in place.
            let top =
                |moves: &[tests::Move]| moves.iter().filter_map(|m| hearts_level(&m.code)).max();
            let shown = top(&moves);
            if let Some(page) = hand
                .buttons()
                .find(|b| b.data.as_deref().is_some_and(|d| d.starts_with("bp:")))
            {
                let callback = w
                    .fake
                    .press(ANI, ANI, hand.id, page.data.as_deref().unwrap());
                w.fake.wait_answer(&callback, PATIENCE);
                w.fake.wait(PATIENCE, "higher bids", |_| {
                    let hand = w.hand(ANI, table)?;
                    let paged = tests::moves(hand.buttons().filter_map(|b| b.data.as_deref()));
                    (top(&paged) > shown).then_some(())
                });
            }
            // A typed jump bid, three levels above the lowest.
            let level = lowest + 3;
            w.say(ANI, GROUP, &format!("/bid {level} hearts"));
            // Shown among the calls, or as the contract once the computers passed; or, the
            // computers having bid over it within one of the group's edits (they play at
            // once here), as a contract at her level or above: with her move clock at 600 s
            // nothing but her call could have let the auction go past her.
            let (call, contract) = (format!("Ani {level} ♥"), format!("Ani plays {level} in"));
            let contract_level = |text: &str| -> Option<u16> {
                text.split(" plays ")
                    .nth(1)?
                    .split_whitespace()
                    .next()?
                    .parse()
                    .ok()
            };
            let shown = |w: &World| {
                w.table_message(GROUP, table).is_some_and(|m| {
                    m.text.contains(&call)
                        || m.text.contains(&contract)
                        || contract_level(&m.text).is_some_and(|l| l >= level)
                })
            };
            let asked = std::time::Instant::now();
            while !shown(&w) {
                assert!(
                    asked.elapsed() < PATIENCE,
                    "the jump bid {level} ♥ is not on the table: {:?}; the group read {:#?}",
                    w.table_message(GROUP, table).map(|m| m.text),
                    w.fake
                        .messages(GROUP)
                        .iter()
                        .rev()
                        .take(4)
                        .map(|m| m.text.clone())
                        .collect::<Vec<_>>()
                );
                std::thread::sleep(Duration::from_millis(50));
            }
            jumped = true;
            continue;
        }
        let choice = if !announced && moves.iter().any(|m| m.code == "d-") {
            // Before her first card, holding combinations: the offered set and "none".
            let label = |code: &str| {
                hand.buttons()
                    .find(|b| {
                        b.data
                            .as_deref()
                            .is_some_and(|d| d.ends_with(&format!(":{code}")))
                    })
                    .map(|b| b.text.clone())
            };
            assert_eq!(label("d-").as_deref(), Some(no_announcement.as_str()));
            let offered = moves
                .iter()
                .find(|m| m.code.starts_with('d') && m.code != "d-");
            assert!(
                label(&offered.expect("a set offered").code)
                    .is_some_and(|l| l.starts_with("Announce "))
            );
            announced = true;
            moves.iter().find(|m| m.code == "d-").unwrap().clone()
        } else if let Some(pass) = moves.iter().find(|m| m.code == "p") {
            // Once she has jumped, she lets the auction end.
            pass.clone()
        } else {
            let cards: Vec<&tests::Move> = moves
                .iter()
                .filter(|m| Some(m.turn) == last && !m.code.starts_with('d') && m.code != "nb")
                .collect();
            cards[rng.below(cards.len())].clone()
        };
        w.fake.press(ANI, ANI, hand.id, &choice.data);
        if choice.code == "d-" {
            // Her turn goes on: the hand is redrawn with her cards and no choice left.
            let (_, after) = next_hand(&w, table, last).expect("her card to play");
            assert!(after.iter().all(|m| !m.code.starts_with('d')), "{after:?}");
            assert!(after.iter().any(|m| m.code.len() == 2), "{after:?}");
        }
    }
    assert!(
        jumped && announced,
        "jumped {jumped}, announced {announced}"
    );
    w.assert_clean();
}

/// With DATABASE_URL the bot keeps its tables in PostgreSQL (a server the test starts; the
/// test fails if it cannot), nothing in DATA_DIR's sled store, and finds them after a restart.
#[test]
fn with_database_url_the_tables_live_in_postgres_and_survive_a_restart() {
    let mut w = World::with_postgres("postgres");
    w.fake.add_group(GROUP, "Cards club");
    w.fake.add_user(ANI, "Ani", "en", true);
    w.start();
    let table = w.open_table(ANI, GROUP, "/durak");
    w.fake.wait(PATIENCE, "every update handled", |f| {
        (f.pending_updates() == 0).then_some(())
    });
    assert!(w.stop_with("TERM").success());
    assert!(
        !w.data.path().join("telegram").join("store").exists(),
        "no sled store in DATA_DIR"
    );
    let stored = w.stored();
    assert_eq!(stored.tables[&table].settings.game, GameKind::Durak);

    // Restarted, the bot still knows the table: a second /durak names it as Ani's open one.
    w.start();
    w.say(ANI, GROUP, "/tables");
    w.fake.wait(PATIENCE, "the table list", |f| {
        f.messages(GROUP)
            .into_iter()
            .find(|m| m.text.contains(&text(Lang::En, &Msg::TableListHeader)))
            .filter(|m| m.text.contains(&format!("#{table}")))
    });
    assert!(w.stop_with("TERM").success());
}

/// Word for one user alone (his chips) goes to his private chat even when this process does
/// not know he started the bot (it was restarted since), and to the chat he asked in only
/// when Telegram says he never did.
#[test]
fn a_balance_goes_privately_after_a_restart_and_in_the_group_to_one_who_never_started_the_bot() {
    const CYRUS: i64 = 13;
    let mut w = World::new("personal");
    w.fake.add_group(GROUP, "Cards club");
    w.fake.add_user(BORIS, "Boris", "en", true);
    w.fake.add_user(CYRUS, "Cyrus", "en", false);
    w.start();
    w.say(BORIS, BORIS, "/start");
    w.fake.wait(PATIENCE, "a welcome in private", |f| {
        (!f.messages(BORIS).is_empty()).then_some(())
    });
    // A new process: it has never seen Boris's private chat.
    w.kill();
    w.start();
    let (group_before, private_before) =
        (w.fake.messages(GROUP).len(), w.fake.messages(BORIS).len());
    w.say(BORIS, GROUP, "/balance");
    let balance = w.fake.wait(PATIENCE, "the balance in private", |f| {
        f.messages(BORIS).into_iter().nth(private_before)
    });
    assert!(balance.text.contains("chips"), "{}", balance.text);
    // Cyrus never started the bot: Telegram refuses his private chat, so his answer comes
    // where he asked, once.
    w.say(CYRUS, GROUP, "/balance");
    w.fake.wait(PATIENCE, "Cyrus's balance in the group", |f| {
        f.messages(GROUP)
            .into_iter()
            .skip(group_before)
            .find(|m| m.text.contains("chips"))
    });
    let in_group: Vec<String> = w
        .fake
        .messages(GROUP)
        .into_iter()
        .skip(group_before)
        .map(|m| m.text)
        .collect();
    assert_eq!(
        in_group.len(),
        1,
        "only Cyrus's answer in the group: {in_group:?}"
    );
    // A second ask goes straight to the group, without a refused private attempt.
    let refused = w.fake.refused_private_writes();
    w.say(CYRUS, GROUP, "/balance");
    w.fake.wait(PATIENCE, "Cyrus's second answer", |f| {
        (f.messages(GROUP).len() > group_before + 1).then_some(())
    });
    assert_eq!(w.fake.refused_private_writes(), refused);
    assert_eq!(w.fake.violations(), Vec::<String>::new());
}

/// A setting pressed in the creator's settings menu shows in that same message at once (it kept
/// showing the old values, so he could not see what he had chosen without a new menu); no
/// second menu comes, and the same choice pressed again edits nothing and breaks nothing.
#[test]
fn a_setting_pressed_shows_in_the_menu_it_was_pressed_in() {
    let mut w = World::new("menu-edit");
    w.fake.add_group(GROUP, "Cards club");
    w.fake.add_user(ANI, "Ani", "en", true);
    w.start();
    let table = w.open_table(ANI, GROUP, "/durak");
    w.press_table(ANI, GROUP, table, &format!("st:{table}"));
    let stake = format!("cf:{table}:s:500");
    let has_stake = |m: &fake_telegram::Shown| m.buttons().any(|b| b.data == Some(stake.clone()));
    let menu = w.fake.wait(PATIENCE, "the settings menu", |f| {
        f.messages(ANI).into_iter().find(|m| has_stake(m))
    });
    assert!(!menu.text.contains("500"), "{}", menu.text);

    let callback = w.fake.press(ANI, ANI, menu.id, &stake);
    w.fake.wait_answer(&callback, PATIENCE);
    let edited = w
        .fake
        .wait(PATIENCE, "the menu showing the new stake", |f| {
            f.message(ANI, menu.id).filter(|m| m.text.contains("500"))
        });
    assert_eq!(edited.rows, menu.rows, "the creator may choose again");

    // The same choice again: the table has it, the menu already shows it.
    let callback = w.fake.press(ANI, ANI, menu.id, &stake);
    let again = w.fake.wait_answer(&callback, PATIENCE);
    w.settle();
    assert_eq!(
        again.text.as_deref(),
        Some(text(Lang::En, &Msg::DenySettingUnchanged).as_str())
    );
    assert_eq!(w.fake.message(ANI, menu.id).map(|m| m.edits), Some(1));
    let menus = w.fake.messages(ANI).into_iter().filter(has_stake).count();
    assert_eq!(menus, 1, "one settings menu, edited in place");
    w.assert_clean();
    let status = w.stop_with("INT");
    assert!(status.success(), "exit status {status:?}");
    assert_eq!(w.stored().tables[&table].settings.stake, 500);
}

/// A setting pressed in a menu too old for the bot to edit (Telegram sends the press with an
/// inaccessible message) still shows what he has now: the menu comes anew in his private chat.
#[test]
fn a_setting_pressed_in_a_menu_too_old_to_edit_comes_as_a_new_menu() {
    let mut w = World::new("menu-old");
    w.fake.add_group(GROUP, "Cards club");
    w.fake.add_user(ANI, "Ani", "en", true);
    w.start();
    let table = w.open_table(ANI, GROUP, "/durak");
    w.press_table(ANI, GROUP, table, &format!("st:{table}"));
    let stake = format!("cf:{table}:s:500");
    let has_stake = |m: &fake_telegram::Shown| m.buttons().any(|b| b.data == Some(stake.clone()));
    let menu = w.fake.wait(PATIENCE, "the settings menu", |f| {
        f.messages(ANI).into_iter().find(|m| has_stake(m))
    });

    let callback = w.fake.press_old(ANI, ANI, menu.id, &stake);
    w.fake.wait_answer(&callback, PATIENCE);
    let anew = w
        .fake
        .wait(PATIENCE, "a new menu showing the new stake", |f| {
            f.messages(ANI)
                .into_iter()
                .find(|m| m.id != menu.id && has_stake(m) && m.text.contains("500"))
        });
    assert_eq!(anew.rows, menu.rows);
    w.settle();
    assert_eq!(w.fake.message(ANI, menu.id).map(|m| m.edits), Some(0));
    w.assert_clean();
}
