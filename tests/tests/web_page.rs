//! The web table's page in a real browser (headless Chromium) against the host's web server,
//! with a run loop owning the `Front` as a bot's does: a person plays a Toto21 duel, a Durak
//! game and a Bazaar Blot game against computers to the end from the page alone, clicking only
//! enabled buttons found by their accessible names; the page reports no error; a reload
//! mid-game carries on; a spectator sees the public table; forged launch data gets nothing.
//! Screenshots of each game in both themes go to `target/web-screenshots/`.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use game::i18n::{Lang, Msg, PageWord, text};
use game::table::model::MoveBy;
use game::table::{ChatId, GameKind, Millis, Press, Status, TableId, UserId};
use host::web::{Web, WebConfig, launch};
use host::{Delivery, From, Front};
use storage::MemoryStore;
use tests::browser::{Browser, Play, Scheme, favoured_call, launch_fragment, unix_seconds};
use tokio::sync::{mpsc, oneshot};

const TOKEN: &str = "4242:page-test-token";
/// How long a game may go without a press on the page before the test fails.
const GAME_LIMIT: Duration = Duration::from_secs(120);

/// What the test asks of the run loop.
enum Ask {
    /// `user` opens a table in a group with `command` and starts it (computers fill it).
    Open {
        user: u64,
        command: String,
        reply: oneshot::Sender<TableId>,
    },
}

/// The run loop's side: the server's address and every table's status (and how many of its
/// moves the clock made), as it last saw them.
struct Bot {
    addr: std::net::SocketAddr,
    asks: mpsc::Sender<Ask>,
    statuses: Arc<Mutex<HashMap<TableId, (Status, usize)>>>,
    /// Who made each of every table's moves, in order, as the run loop last saw them.
    logs: Logs,
    runtime: tokio::runtime::Runtime,
}

/// Each table's moves, by whom (a person, a computer, the clock).
type Logs = Arc<Mutex<HashMap<TableId, Vec<MoveBy>>>>;

fn wall_millis() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("clock")
        .as_millis() as Millis
}

fn member(user: u64) -> From {
    From {
        chat: ChatId(format!("tg:-{user}")),
        user: UserId(format!("tg:{user}")),
        name: format!("Player {user}"),
        lang: Some("en".into()),
        private: false,
        admin: false,
        handle: None,
        reply: None,
    }
}

/// Settles what the front owes once "sent", as a shell does.
fn settle(front: &mut Front<MemoryStore>, deliveries: &[Delivery]) {
    tests::driver::settle_owed(front, deliveries).expect("settle");
}

impl Bot {
    fn start() -> Bot {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("runtime");
        let (web, events) = runtime
            .block_on(Web::serve(WebConfig::new(
                "127.0.0.1:0".parse().expect("addr"),
                TOKEN,
            )))
            .expect("serve");
        let addr = web.local_addr();
        let (asks, asked) = mpsc::channel(8);
        let statuses = Arc::new(Mutex::new(HashMap::new()));
        let logs = Logs::default();
        runtime.spawn(run_loop(web, events, asked, statuses.clone(), logs.clone()));
        Bot {
            addr,
            asks,
            statuses,
            logs,
            runtime,
        }
    }

    fn open(&self, user: u64, command: &str) -> TableId {
        let (reply, answer) = oneshot::channel();
        let ask = Ask::Open {
            user,
            command: command.into(),
            reply,
        };
        self.runtime.block_on(async {
            self.asks.send(ask).await.expect("loop");
            answer.await.expect("a table")
        })
    }

    fn finished(&self, table: TableId) -> bool {
        let statuses = self.statuses.lock().expect("statuses");
        matches!(statuses.get(&table), Some((Status::Finished { .. }, _)))
    }

    /// How many of `table`'s moves were made for a player whose time ran out.
    fn timeouts(&self, table: TableId) -> usize {
        let statuses = self.statuses.lock().expect("statuses");
        statuses.get(&table).map_or(0, |(_, timeouts)| *timeouts)
    }

    /// The page's address for `user` at `table`, with launch data signed as Telegram signs
    /// it and the theme's colours, in the URL fragment as Telegram passes them.
    fn url(&self, user: u64, table: TableId, scheme: Scheme) -> String {
        let user_json = format!(
            r#"{{"id":{user},"first_name":"Player","last_name":"{user}","language_code":"en"}}"#
        );
        let start = table.to_string();
        let init = launch::sign(
            &[("user", &user_json), ("start_param", &start)],
            TOKEN,
            unix_seconds(),
        );
        self.url_with(&init, scheme)
    }

    /// How many times the move came to a person at `table` from someone else (a computer, or
    /// the start of the game): the runs of people's moves in its log.
    fn turns_come(&self, table: TableId) -> usize {
        let logs = self.logs.lock().expect("logs");
        let by = logs.get(&table).map(Vec::as_slice).unwrap_or_default();
        (0..by.len())
            .filter(|&i| by[i] == MoveBy::Player && (i == 0 || by[i - 1] != MoveBy::Player))
            .count()
    }

    fn url_with(&self, init: &str, scheme: Scheme) -> String {
        format!("http://{}/#{}", self.addr, launch_fragment(init, scheme))
    }
}

/// The bot's run loop: owns the front; takes the web's events, the test's asks and the clock.
async fn run_loop(
    mut web: Web,
    mut events: mpsc::Receiver<host::web::WebEvent>,
    mut asks: mpsc::Receiver<Ask>,
    statuses: Arc<Mutex<HashMap<TableId, (Status, usize)>>>,
    logs: Logs,
) {
    let mut front = Front::open(MemoryStore::new(), 7).expect("front");
    // The wall clock, as a bot's: the computers move at once (the service's own limits), and
    // a person's move clock is the table's (a faster clock let it run out on a busy machine).
    let clock = wall_millis;
    let mut keys = 0u64;
    let mut ticker = tokio::time::interval(Duration::from_millis(50));
    loop {
        let shown = tokio::select! {
            Some(event) = events.recv() => web.on_event(&mut front, event, clock()),
            Some(ask) = asks.recv() => {
                let Ask::Open { user, command, reply } = ask;
                let from = member(user);
                keys += 2;
                let opened = front.command(&format!("t:{keys}"), clock(), &from, &command, None).expect("open");
                let table = opened.iter().find_map(|d| match d {
                    Delivery::Table { table, .. } => Some(*table),
                    _ => None,
                }).expect("a table message");
                settle(&mut front, &opened);
                let start = Press::Start { table }.encode();
                let started = front.press(&format!("t:{}", keys + 1), clock(), &from, &start).expect("start");
                settle(&mut front, &started);
                let _ = reply.send(table);
                started
            }
            _ = ticker.tick() => front.tick(clock()).expect("tick"),
            else => break,
        };
        settle(&mut front, &shown);
        web.refresh(&mut front, &shown, clock());
        let service = front.durable().service();
        let mut known = statuses.lock().expect("statuses");
        for (id, table) in &service.tables {
            let timeouts = table
                .moves
                .iter()
                .filter(|m| m.by == MoveBy::Timeout)
                .count();
            let seen = known.entry(*id).or_insert((table.status.clone(), 0));
            *seen = (table.status.clone(), seen.1.max(timeouts));
            let by = table.moves.iter().map(|m| m.by).collect();
            logs.lock().expect("logs").insert(*id, by);
        }
    }
}

fn screenshot_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/web-screenshots");
    std::fs::create_dir_all(&dir).expect("screenshot folder");
    dir
}

fn word(word: PageWord) -> String {
    text(Lang::En, &Msg::Page(word))
}

fn no_errors(browser: &mut Browser, page: &str) {
    let errors = browser.errors(page).expect("errors");
    assert!(errors.is_empty(), "{page}: the console said {errors:?}");
}

/// One game from the page: opened in light and dark, played to the end, screenshots taken.
fn a_whole_game(command: &str, user: u64, name: &str, reload: bool) {
    let bot = Bot::start();
    let mut browser = Browser::start().expect("the browser");
    let table = bot.open(user, command);
    browser
        .open(
            "light",
            &bot.url(user, table, Scheme::Light),
            (390, 820),
            Scheme::Light,
        )
        .expect("open");
    browser
        .open(
            "dark",
            &bot.url(user, table, Scheme::Dark),
            (360, 760),
            Scheme::Dark,
        )
        .expect("open dark");
    let shots = screenshot_dir();
    let hand = word(PageWord::YourHand);
    let pass = favoured_call(GameKind::from_code(name).expect("a game"));
    let play = Play {
        pages: &["light"],
        hand: &hand,
        pass: &pass,
        seed: user,
        patience: GAME_LIMIT,
    };
    let clicks = play.run(
        &mut browser,
        || bot.finished(table),
        3,
        |browser| {
            browser
                .screenshot("light", &shots.join(format!("{name}-light.png")))
                .expect("screenshot");
            browser
                .screenshot("dark", &shots.join(format!("{name}-dark.png")))
                .expect("screenshot");
            if reload {
                browser.reload("light").expect("reload");
            }
        },
    );
    assert!(clicks > 0, "{name}: nothing was pressed");
    eprintln!("{name}: {clicks} presses on the page");
    assert_eq!(
        bot.timeouts(table),
        0,
        "{name}: the page let the clock play"
    );
    browser
        .screenshot("light", &shots.join(format!("{name}-end.png")))
        .expect("screenshot");
    no_errors(&mut browser, "light");
    no_errors(&mut browser, "dark");
}

#[test]
fn a_toto21_duel_is_played_to_the_end_from_the_page() {
    a_whole_game("/toto21 4 ai=rule move=300 game=60", 501, "toto21", false);
}

#[test]
fn a_durak_game_is_played_to_the_end_from_the_page() {
    a_whole_game("/durak 1 ai=rule move=300", 502, "durak", false);
}

#[test]
fn a_bazaar_blot_game_is_played_to_the_end_from_the_page_through_a_reload() {
    a_whole_game("/blot 51 ai=rule move=300", 503, "blot", true);
}

#[test]
fn a_spectator_sees_the_public_table_and_forged_launch_data_gets_nothing() {
    let bot = Bot::start();
    let mut browser = Browser::start().expect("the browser");
    let table = bot.open(601, "/durak 1 ai=rule");
    let spectator = 602;
    browser
        .open(
            "watcher",
            &bot.url(spectator, table, Scheme::Light),
            (390, 820),
            Scheme::Light,
        )
        .expect("open");
    let watching = word(PageWord::Spectator);
    browser
        .wait_text("watcher", &watching, Duration::from_secs(20))
        .expect("the spectator's status");
    assert_eq!(
        browser
            .count("watcher", "region", &word(PageWord::YourHand))
            .expect("count"),
        0,
        "a spectator has no hand"
    );
    assert_eq!(
        browser
            .count("watcher", "region", "Player 601")
            .expect("count"),
        1,
        "the seats are shown"
    );
    no_errors(&mut browser, "watcher");

    // Signed with another token: refused before the socket opens, the page says why.
    let user_json = r#"{"id":601,"first_name":"Player","last_name":"601","language_code":"en"}"#;
    let forged = launch::sign(
        &[("user", user_json), ("start_param", &table.to_string())],
        "1:another-token",
        unix_seconds(),
    );
    browser
        .open(
            "forged",
            &bot.url_with(&forged, Scheme::Light),
            (390, 820),
            Scheme::Light,
        )
        .expect("open forged");
    browser
        .wait_text(
            "forged",
            &word(PageWord::Unauthorized),
            Duration::from_secs(20),
        )
        .expect("the refusal");
    assert_eq!(
        browser
            .count("forged", "region", "Player 601")
            .expect("count"),
        0
    );
    let buttons = browser
        .buttons("forged", None, Duration::ZERO)
        .expect("buttons");
    assert!(buttons.is_empty(), "a refused page shows {buttons:?}");
}

/// The cards of the hand whose middle (where a finger, a mouse or a screen reader taps) is
/// covered by something else, each with what covers it.
const COVERED_CARDS: &str = "Array.from(document.querySelectorAll('[role=region][aria-label=\"Your hand\"] button')) \
    .filter((b) => !b.closest('[hidden]')) \
    .map((b) => { b.scrollIntoView({ block: 'center' }); const r = b.getBoundingClientRect(); \
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); \
      return hit && b.contains(hit) ? null : (b.getAttribute('aria-label') || b.textContent) + ' under ' + (hit ? hit.outerHTML.slice(0, 80) : 'nothing'); }) \
    .filter((c) => c)";

/// How many cards the page's hand shows.
const HAND_SIZE: &str = "document.querySelectorAll('[role=region][aria-label=\"Your hand\"] button.card-button').length";

#[test]
fn a_durak_hand_grown_by_taking_keeps_every_card_tappable_on_a_phone() {
    let bot = Bot::start();
    let mut browser = Browser::start().expect("the browser");
    let user = 504;
    let table = bot.open(user, "/durak 1 ai=rule move=300");
    browser
        .open(
            "phone",
            &bot.url(user, table, Scheme::Light),
            (390, 1200),
            Scheme::Light,
        )
        .expect("open");
    let hand = word(PageWord::YourHand);
    let take = text(Lang::En, &Msg::BtnDurakTake);
    let let_go = text(Lang::En, &Msg::BtnLetGo);
    // The person takes whenever he is attacked and lets the computer's cards go when he
    // attacks, so his hand grows by every attack; each hand he sees is checked.
    let mut largest = 0;
    let mut quiet_since = std::time::Instant::now();
    while largest < 14 && !bot.finished(table) {
        assert!(
            quiet_since.elapsed() < GAME_LIMIT,
            "nothing to press for {GAME_LIMIT:?}"
        );
        let buttons = browser
            .buttons("phone", Some(&hand), Duration::from_secs(2))
            .expect("buttons");
        let size = browser.evaluate("phone", HAND_SIZE).expect("hand size");
        let size = size.as_u64().unwrap_or(0) as usize;
        let covered = browser.evaluate("phone", COVERED_CARDS).expect("covered");
        assert_eq!(
            covered,
            serde_json::json!([]),
            "a hand of {size} cards on a 390 px screen hides the middle of some cards"
        );
        largest = largest.max(size);
        let name = [&take, &let_go]
            .into_iter()
            .find(|call| buttons.contains(call))
            .or(buttons.first());
        let Some(name) = name else { continue };
        if browser.click("phone", name).is_ok() {
            quiet_since = std::time::Instant::now();
        }
    }
    eprintln!("the hand grew to {largest} cards, every card's middle in sight");
    assert!(largest >= 14, "the hand grew to {largest} cards only");
    browser
        .screenshot("phone", &screenshot_dir().join("durak-big-hand.png"))
        .expect("screenshot");
    no_errors(&mut browser, "phone");
}

/// The page's colours: the body's background, the felt's, and its light or dark scheme.
const COLOURS: &str = "[getComputedStyle(document.body).backgroundColor, \
    getComputedStyle(document.getElementById('felt')).backgroundImage, document.documentElement.dataset.theme]";

/// What Telegram's Android client runs in the webview when the user's theme changes (its
/// `evaluateJavascript`): the raw bridge's `theme_changed` with the new `theme_params`. A page
/// without the handler ignores it, as the client's call is guarded the same way.
fn theme_changed(params: &str) -> String {
    format!(
        "(() => {{ const view = window.Telegram && window.Telegram.WebView; \
         if (!view || typeof view.receiveEvent !== 'function') return false; \
         view.receiveEvent('theme_changed', {{ theme_params: {params} }}); return true; }})()"
    )
}

#[test]
fn a_theme_changed_by_telegram_recolours_the_open_page_without_a_reload() {
    let bot = Bot::start();
    let mut browser = Browser::start().expect("the browser");
    let user = 701;
    let table = bot.open(user, "/durak 1 ai=rule move=300");
    browser
        .open_in_telegram(
            "tg",
            &bot.url(user, table, Scheme::Light),
            (390, 820),
            Scheme::Light,
        )
        .expect("open");
    browser
        .wait_for(
            "tg",
            "region",
            &format!("Player {user}"),
            Duration::from_secs(20),
        )
        .expect("the table drawn");
    let light = browser.evaluate("tg", COLOURS).expect("colours");
    assert_eq!(
        light[0], "rgb(255, 255, 255)",
        "the light theme's background"
    );
    assert_eq!(light[2], "light");

    let dark_params = tests::browser::theme_params(Scheme::Dark);
    let delivered = browser
        .evaluate("tg", &theme_changed(dark_params))
        .expect("the event");
    let dark = browser.evaluate("tg", COLOURS).expect("colours");
    assert_eq!(
        delivered,
        serde_json::json!(true),
        "the page listens to Telegram's events"
    );
    assert_eq!(dark[0], "rgb(33, 33, 33)", "the dark theme's background");
    assert_eq!(dark[2], "dark");
    assert_ne!(dark[1], light[1], "the felt darkened too");
    browser
        .screenshot("tg", &screenshot_dir().join("theme-changed-dark.png"))
        .expect("screenshot");

    // Back to light; colours that are not colours are left out.
    let light_again =
        r##"{"bg_color":"#ffffff","text_color":"url(javascript:1)","button_color":"#3390ec"}"##;
    browser
        .evaluate("tg", &theme_changed(light_again))
        .expect("the event");
    let again = browser.evaluate("tg", COLOURS).expect("colours");
    assert_eq!(again, light, "the light theme again");
    let text = browser
        .evaluate("tg", "getComputedStyle(document.body).color")
        .expect("text colour");
    assert_eq!(
        text, "rgb(27, 27, 31)",
        "the page's own text colour, not the junk"
    );
    no_errors(&mut browser, "tg");
}

/// The haptic requests among what a page posted to Telegram's client.
fn haptics(browser: &mut Browser, page: &str) -> Vec<serde_json::Value> {
    let posts = browser.telegram_posts(page).expect("posts");
    posts
        .into_iter()
        .filter(|(kind, _)| kind == "web_app_trigger_haptic_feedback")
        .map(|(_, data)| data)
        .collect()
}

#[test]
fn the_page_asks_telegram_for_a_tap_once_when_the_move_comes_to_you_and_never_for_a_spectator() {
    let bot = Bot::start();
    let mut browser = Browser::start().expect("the browser");
    let user = 711;
    let table = bot.open(user, "/durak 1 ai=rule move=300");
    let url = bot.url(user, table, Scheme::Light);
    browser
        .open_in_telegram("player", &url, (390, 820), Scheme::Light)
        .expect("open");
    browser
        .open_in_telegram(
            "watcher",
            &bot.url(712, table, Scheme::Light),
            (390, 820),
            Scheme::Light,
        )
        .expect("open the spectator's");
    // A client older than haptics (6.1) is asked for none.
    let old = url.replace("tgWebAppVersion=8.0", "tgWebAppVersion=6.0");
    assert_ne!(old, url);
    browser
        .open_in_telegram("old", &old, (390, 820), Scheme::Light)
        .expect("open the old client's");
    let hand = word(PageWord::YourHand);
    let pass = favoured_call(GameKind::Durak);
    let mut rng = tests::Rng::new(711);
    let quiet = std::time::Instant::now();
    let mut presses = 0;
    let mut reloaded = false;
    while presses < 8 && !bot.finished(table) {
        assert!(quiet.elapsed() < GAME_LIMIT, "nothing to press");
        let buttons = browser
            .buttons("player", Some(&hand), Duration::from_secs(2))
            .expect("buttons");
        let Some(name) = tests::browser::choose(&buttons, &pass, &mut rng) else {
            continue;
        };
        // The move is the person's now: the page asked for one tap each time it came to him
        // (it may have come to him again after a computer's move the page never drew).
        let asked = haptics(&mut browser, "player");
        let came = bot.turns_come(table) + 1;
        assert!(
            !asked.is_empty() && asked.len() <= came,
            "{} taps asked for the move coming {came} times",
            asked.len()
        );
        if !reloaded {
            reloaded = true;
            assert_eq!(asked.len(), 1, "one tap at his first move");
            // Reloaded at his move: no second tap for the same turn.
            browser.reload("player").expect("reload");
            browser
                .buttons("player", Some(&hand), Duration::from_secs(20))
                .expect("buttons");
            assert_eq!(haptics(&mut browser, "player").len(), 1, "one tap a turn");
            continue;
        }
        for tap in &asked {
            assert_eq!(
                *tap,
                serde_json::json!({ "type": "notification", "notification_type": "success" })
            );
        }
        if browser.click("player", name).is_ok() {
            presses += 1;
        }
    }
    let asked = haptics(&mut browser, "player").len();
    eprintln!(
        "{asked} taps asked for in {presses} presses, the move coming to him {} times",
        bot.turns_come(table)
    );
    assert!(asked >= 2, "a tap each time the move came to him: {asked}");
    assert_eq!(
        haptics(&mut browser, "watcher"),
        Vec::<serde_json::Value>::new(),
        "a spectator"
    );
    assert_eq!(
        haptics(&mut browser, "old"),
        Vec::<serde_json::Value>::new(),
        "an old client"
    );
    let posted = browser.telegram_posts("old").expect("posts");
    assert!(
        posted.iter().any(|(kind, _)| kind == "web_app_ready"),
        "the old client's page spoke to it: {posted:?}"
    );
    for page in ["player", "watcher", "old"] {
        no_errors(&mut browser, page);
    }
}
