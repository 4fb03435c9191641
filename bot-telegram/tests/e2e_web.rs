//! End to end, the web table (issue 41): the real bot binary against the fake Bot API, serving
//! its page (WEB_PUBLIC_URL set); people open the group's "Open table" link as a Telegram
//! client opens a Mini App (launch data signed with the bot's token, in the URL fragment) in a
//! headless Chromium, and play whole games from their pages alone, clicking only enabled
//! buttons found by their accessible names: a Bazaar Blot game of four (one page reloads
//! mid-game and carries on), a Toto21 duel and a Durak game. The pages report no error;
//! forged launch data gets nothing. Screenshots go to `target/web-screenshots/`.

mod common;
mod fake_telegram;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use game::i18n::{Lang, Msg, PageWord, text};
use game::table::{GameKind, TableId};
use host::web::launch;
use tests::browser::{
    Browser, Play, Scheme, favoured_call, launch_fragment, percent, unix_seconds,
};

use common::{PATIENCE, World, free_address, http_get};
use fake_telegram::TOKEN;

const GROUP: i64 = -4141;
/// The Mini App's public address (Telegram opens it over https; here the test opens the
/// same page on the bot's WEB_ADDR).
const PUBLIC_URL: &str = "https://cards.example.org/table/";

/// A fake Telegram, the bot serving its web table, and `people` (id, name) who have written
/// to the bot; the tables deal the same cards each run (a game lasts as long every time).
fn world(name: &str, people: &[(i64, &str)]) -> (World, SocketAddr) {
    let mut w = World::for_games(name);
    let web = free_address();
    for (key, value) in [
        ("WEB_ADDR", web.to_string()),
        ("WEB_PUBLIC_URL", PUBLIC_URL.to_string()),
        ("MINIAPP_NAME", "table".to_string()),
    ] {
        w.env.push((key.to_string(), value));
    }
    w.fake.add_group(GROUP, "Web club");
    for &(id, name) in people {
        w.fake.add_user(id, name, "en", true);
        w.say(id, id, "/start");
    }
    w.start();
    (w, web)
}

/// The `startapp` value of the group's "Open table" link for `table`, waited for.
fn startapp(w: &World, table: TableId) -> String {
    w.fake.wait(PATIENCE, "the Open table link", |_| {
        let message = w.table_message(GROUP, table)?;
        message.buttons().find_map(|b| {
            let url = b.url.as_deref()?;
            url.split_once("?startapp=").map(|(_, v)| v.to_string())
        })
    })
}

/// Launch data for `user` as Telegram hands it to the Mini App opened from the group's link.
fn launch_data(user: i64, name: &str, start: &str, token: &str) -> String {
    let person = format!(
        r#"{{"id":{user},"first_name":"{name}","username":"user{user}","language_code":"en","allows_write_to_pm":true}}"#
    );
    launch::sign(
        &[
            ("query_id", &format!("AAE{user}")),
            ("user", &person),
            ("chat_type", "group"),
            ("chat_instance", "-81234"),
            ("start_param", start),
        ],
        token,
        unix_seconds(),
    )
}

/// The address a Telegram client opens: the Mini App's page with the start parameter, its
/// launch data and theme in the fragment (here on the bot's own address).
fn page_url(web: SocketAddr, start: &str, init_data: &str, scheme: Scheme) -> String {
    format!(
        "http://{web}/?tgWebAppStartParam={}#{}",
        percent(start),
        launch_fragment(init_data, scheme)
    )
}

fn screenshots() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/web-screenshots");
    std::fs::create_dir_all(&dir).expect("the screenshot folder");
    dir
}

fn word(word: PageWord) -> String {
    text(Lang::En, &Msg::Page(word))
}

/// Opens a page for each of `people` at `table`, alternately light and dark, and plays the
/// game from them to its end; `midway` runs once after a few presses. Then no page may have
/// reported an error.
fn play_from_pages(
    w: &World,
    web: SocketAddr,
    table: TableId,
    people: &[(i64, &str)],
    game: &str,
    mut midway: impl FnMut(&mut Browser, &[String]),
) {
    let start = startapp(w, table);
    assert_eq!(start, table.to_string(), "the link names the table");
    let mut browser = Browser::start().expect("the browser");
    let mut pages = Vec::new();
    for (i, &(id, name)) in people.iter().enumerate() {
        let (scheme, size) = if i % 2 == 0 {
            (Scheme::Light, (390, 820))
        } else {
            (Scheme::Dark, (360, 760))
        };
        let url = page_url(web, &start, &launch_data(id, name, &start, TOKEN), scheme);
        let page = format!("{game}-{name}");
        browser.open(&page, &url, size, scheme).expect("open");
        pages.push(page);
    }
    let hand = word(PageWord::YourHand);
    let pass = favoured_call(GameKind::from_code(game).expect("a game"));
    let names: Vec<&str> = pages.iter().map(String::as_str).collect();
    let play = Play {
        pages: &names,
        hand: &hand,
        pass: &pass,
        seed: table,
        patience: PATIENCE,
    };
    let shots = screenshots();
    let presses = play.run(
        &mut browser,
        || w.finished(GROUP, table),
        6,
        |browser| {
            for (page, theme) in [(&pages[0], "light"), (&pages[1], "dark")] {
                let path = shots.join(format!("e2e-{game}-{theme}.png"));
                browser.screenshot(page, &path).expect("screenshot");
            }
            midway(browser, &pages);
        },
    );
    assert!(presses > 6, "{game}: only {presses} presses");
    browser
        .screenshot(&pages[0], &shots.join(format!("e2e-{game}-end.png")))
        .expect("screenshot");
    for page in &pages {
        let errors = browser.errors(page).expect("errors");
        assert!(errors.is_empty(), "{page}: the console said {errors:?}");
    }
    eprintln!("{game}: {presses} presses from {} pages", pages.len());
}

#[test]
fn four_people_play_a_whole_bazaar_blot_game_from_their_pages_one_reloading_midway() {
    let people = [(71, "Ani"), (72, "Boris"), (73, "Carmen"), (74, "Davit")];
    let (w, web) = world("web-blot", &people);
    let table = w.open_table(71, GROUP, "/blot 101");
    for &(id, _) in &people[1..] {
        w.press_table(id, GROUP, table, &format!("j:{table}"));
    }
    play_from_pages(&w, web, table, &people, "blot", |browser, pages| {
        browser.reload(&pages[1]).expect("reload");
    });
    w.assert_clean();
}

#[test]
fn a_toto21_duel_is_played_from_two_pages_and_forged_launch_data_gets_nothing() {
    let people = [(81, "Ani"), (82, "Boris")];
    let (w, web) = world("web-toto21", &people);
    let table = w.open_table(81, GROUP, "/toto21 4");
    w.press_table(82, GROUP, table, &format!("j:{table}"));
    w.press_table(81, GROUP, table, &format!("ap:{table}:tg:82"));

    // Launch data signed with another token: 401 before any socket, and the page says why.
    let start = startapp(&w, table);
    let forged = launch_data(81, "Ani", &start, "1:another-token");
    let (status, _) = http_get(
        &web.to_string(),
        &format!("/ws?table={start}&auth={}", percent(&forged)),
    );
    assert!(status.contains(" 401 "), "{status}");
    let mut browser = Browser::start().expect("the browser");
    let url = page_url(web, &start, &forged, Scheme::Light);
    browser
        .open("forged", &url, (390, 820), Scheme::Light)
        .expect("open");
    browser
        .wait_text(
            "forged",
            &word(PageWord::Unauthorized),
            Duration::from_secs(30),
        )
        .expect("the refusal");
    let shown = browser
        .buttons("forged", None, Duration::ZERO)
        .expect("buttons");
    assert!(shown.is_empty(), "a refused page shows {shown:?}");
    assert_eq!(browser.count("forged", "region", "Ani").expect("count"), 0);
    drop(browser);

    play_from_pages(&w, web, table, &people, "toto21", |_, _| {});
    w.assert_clean();
}

#[test]
fn a_durak_game_is_played_from_two_pages() {
    let people = [(91, "Ani"), (92, "Boris")];
    let (w, web) = world("web-durak", &people);
    let table = w.open_table(91, GROUP, "/durak 1");
    w.press_table(92, GROUP, table, &format!("j:{table}"));
    play_from_pages(&w, web, table, &people, "durak", |_, _| {});
    w.assert_clean();
}
