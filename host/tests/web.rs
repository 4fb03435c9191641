//! The web table's server over real sockets on 127.0.0.1: launch data checked before any
//! upgrade, each viewer's own view pushed as the table moves, presses from the page played as
//! the chat's presses, and no hidden card ever sent to a viewer who may not see it.

mod common;

use std::collections::BTreeSet;
use std::time::Duration;

use common::Bot;
use common::page::{self, Client, PATIENCE, TOKEN, launch_as, launch_for, signed_launch, unix_now};
use futures_util::SinkExt;
use game::table::{Press, Status, TableId, UserId};
use host::web::{Web, WebConfig, WebEvent, launch};
use serde_json::{Value, json};
use storage::MemoryStore;
use tokio::net::TcpStream;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

/// The user ids of the spectators (the players are 1 to 4, as in `common`).
const SPECTATOR: u32 = 900;

/// A bot's front with its web table, driven as its run loop would drive it.
struct Harness {
    bot: Bot<MemoryStore>,
    web: Web,
    events: mpsc::Receiver<WebEvent>,
}

impl Harness {
    async fn start() -> Harness {
        Harness::pinging(host::web::PING_EVERY).await
    }

    /// A harness whose server pings each socket every `period`.
    async fn pinging(period: Duration) -> Harness {
        let config = WebConfig::new("127.0.0.1:0".parse().expect("an address"), TOKEN);
        let (web, events) = Web::serve_pinging(config, period).await.expect("serving");
        let mut bot = Bot::new();
        bot.step = 1_000;
        Harness { bot, web, events }
    }

    fn url(&self, query: &str) -> String {
        format!("ws://{}/ws?{query}", self.web.local_addr())
    }

    fn query(table: TableId, auth: &str) -> String {
        let mut query = form_urlencoded::Serializer::new(String::new());
        query.append_pair("table", &table.to_string());
        query.append_pair("auth", auth);
        query.finish()
    }

    /// Takes in the next event, as the run loop would: true if it was a press.
    async fn step(&mut self) -> bool {
        let event = tokio::time::timeout(PATIENCE, self.events.recv())
            .await
            .expect("an event in time")
            .expect("the server running");
        let pressed = matches!(event, WebEvent::Pressed { .. });
        self.bot.now += self.bot.step;
        self.web.on_event(&mut self.bot.front, event, self.bot.now);
        pressed
    }

    /// Tries to open a socket with this query string: the socket, or the HTTP status refusing
    /// it.
    async fn connect(&mut self, query: &str) -> Result<Client, u16> {
        let url = self.url(query);
        let (web, front, now) = (&mut self.web, &mut self.bot.front, self.bot.now);
        page::connect(url, &mut self.events, |event| {
            web.on_event(front, event, now);
        })
        .await
    }

    /// Opens a socket for user `n` at `table` (signed now with the bot's token).
    async fn open(&mut self, table: TableId, n: u32) -> Client {
        let query = Harness::query(table, &launch_for(n));
        self.connect(&query).await.expect("a socket")
    }

    /// The table's turn counter now.
    fn turn(&self, table: TableId) -> u64 {
        self.bot.front.durable().service().tables[&table].turn
    }

    /// A press from `client`: handled by the run loop; the answer's words.
    async fn press(&mut self, client: &mut Client, key: &str, data: &str) -> Option<String> {
        client.press(key, data).await;
        // Other events (a socket closed) may come first.
        while !self.step().await {}
        let answer = client.answer(key).await;
        answer["text"].as_str().map(str::to_string)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_stale_tampered_or_missing_launch_data_is_refused_before_the_upgrade() {
    let mut h = Harness::start().await;
    h.bot.type_(1, "/toto21");
    let now = unix_now();
    let forged = launch_as(1, "654321:another-bot", now);
    let stale = launch_as(1, TOKEN, now - launch::MAX_AGE_SECS - 60);
    let tampered = launch_for(1).replace("Player1", "Player2");
    let unsigned = launch_for(1).split("&hash=").next().unwrap().to_string();
    for auth in [forged, stale, tampered, unsigned, String::new()] {
        let query = Harness::query(1, &auth);
        assert_eq!(h.connect(&query).await.err(), Some(401), "{auth}");
    }
    assert_eq!(
        h.connect("table=1").await.err(),
        Some(401),
        "no auth at all"
    );
    assert!(
        h.events.try_recv().is_err(),
        "nothing refused reached the run loop"
    );
    // Signed launch data for a table that does not exist.
    let query = Harness::query(77, &launch_for(1));
    assert_eq!(h.connect(&query).await.err(), Some(404));
    assert_eq!(h.web.viewers(), 0);
    // And the real thing opens.
    let client = h.open(1, 1).await;
    assert_eq!(client.view.as_ref().unwrap()["table"]["id"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_and_its_files_are_served() {
    let h = Harness::start().await;
    let addr = h.web.local_addr();
    for (path, kind) in [
        ("/", "text/html"),
        ("/table.js", "text/javascript"),
        ("/cards.js", "text/javascript"),
        ("/table.css", "text/css"),
        ("/health", "text/plain"),
        ("/words?lang=ru", "application/json"),
    ] {
        let (status, head, body) = get(addr, path).await;
        assert_eq!(status, 200, "{path}");
        assert!(
            head.to_ascii_lowercase()
                .contains(&format!("content-type: {kind}")),
            "{path}: {head}"
        );
        if path == "/words?lang=ru" {
            let words: Value = serde_json::from_str(&body).expect("JSON");
            assert_eq!(words["your_hand"], "Ваши карты");
        }
    }
}

/// A plain HTTP GET: the status, the head and the body.
async fn get(addr: std::net::SocketAddr, path: &str) -> (u16, String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = TcpStream::connect(addr).await.expect("connected");
    let request = format!("GET {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut answer = String::new();
    tokio::time::timeout(PATIENCE, stream.read_to_string(&mut answer))
        .await
        .expect("in time")
        .expect("read");
    let (head, body) = answer.split_once("\r\n\r\n").expect("a head");
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    (status, head.to_string(), body.to_string())
}

/// Table 1, a Toto21 duel of users 1 and 2, started.
fn toto21_duel(bot: &mut Bot<MemoryStore>) {
    bot.type_(1, "/toto21");
    bot.press(
        2,
        &Press::Join {
            table: 1,
            seat: None,
        },
    );
    // A Toto21 table's creator approves who joins.
    let user = UserId("tg:2".into());
    bot.press(1, &Press::Approve { table: 1, user });
    assert_eq!(
        bot.front.durable().service().tables[&1].status,
        Status::Playing
    );
}

/// The cards a text names, in either notation (`9H`, `TH`; `9♥`, `10♥`), as codes (`TH`).
fn cards_in(text: &str) -> BTreeSet<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = BTreeSet::new();
    let boundary = |c: Option<&char>| c.is_none_or(|c| !c.is_ascii_alphanumeric());
    for at in 0..chars.len() {
        if at > 0 && !boundary(chars.get(at - 1)) {
            continue;
        }
        let (rank, len) = match (chars[at], chars.get(at + 1)) {
            ('1', Some('0')) => ('T', 2),
            (r @ ('2'..='9' | 'T' | 'J' | 'Q' | 'K' | 'A'), _) => (r, 1),
            _ => continue,
        };
        let suit = match chars.get(at + len) {
            Some('S' | '♠') => 'S',
            Some('H' | '♥') => 'H',
            Some('D' | '♦') => 'D',
            Some('C' | '♣') => 'C',
            _ => continue,
        };
        if boundary(chars.get(at + len + 1)) {
            found.insert(format!("{rank}{suit}"));
        }
    }
    found
}

/// The cards the core lets `viewer` see at `table` now (his seat's view, else the public one).
fn visible(bot: &Bot<MemoryStore>, table: TableId, viewer: Option<&UserId>) -> BTreeSet<String> {
    let service = bot.front.durable().service();
    let seated = viewer.filter(|u| service.tables[&table].seat_of(u).is_some());
    let view = service.view(table, seated).expect("the table");
    cards_in(&serde_json::to_string(&view).expect("JSON"))
}

/// The cards in the hands of the table's people other than `viewer`, that `viewer` may not see.
fn hidden_from(bot: &Bot<MemoryStore>, table: TableId, viewer: &UserId) -> BTreeSet<String> {
    let service = bot.front.durable().service();
    let public = visible(bot, table, None);
    let own = visible(bot, table, Some(viewer));
    let mut hidden = BTreeSet::new();
    for seat in &service.tables[&table].seats {
        let Some(user) = seat.user.as_ref().filter(|u| *u != viewer) else {
            continue;
        };
        hidden.extend(visible(bot, table, Some(user)).difference(&public).cloned());
    }
    hidden.difference(&own).cloned().collect()
}

/// Plays table 1 from the page (each move the one `choose` picks from its player's page, else
/// the first it offers), with a web socket for each of the `players` (users 1…) and a
/// spectator, until `done` says so. Every frame every socket receives may hold only cards the
/// core shows that viewer (his seat's view, or the public one); returns how many of them were
/// sent while a card was hidden from their viewer, so that the check could have failed.
async fn play_from_the_page(
    h: &mut Harness,
    players: u32,
    choose: impl Fn(&Value) -> Option<String>,
    done: impl Fn(&Value) -> bool,
) -> usize {
    let table = 1;
    let mut people: Vec<(UserId, Client, usize)> = Vec::new();
    for n in (1..=players).chain([SPECTATOR]) {
        people.push((UserId(format!("tg:{n}")), h.open(table, n).await, 0));
    }
    let mut secret = 0;
    for step in 0..3_000 {
        let turn = h.turn(table);
        for (user, client, checked) in &mut people {
            client.view_at(turn).await;
            let allowed = visible(&h.bot, table, Some(user));
            let hidden = hidden_from(&h.bot, table, user);
            for frame in &client.frames[*checked..] {
                let shown = cards_in(frame);
                let leaked: Vec<_> = shown.difference(&allowed).collect();
                assert!(leaked.is_empty(), "{user:?} was sent {leaked:?}: {frame}");
                let face_down =
                    frame.contains("\"face_down\":1") || frame.contains("\"face_down\":2");
                if !hidden.is_empty() || face_down {
                    secret += 1;
                }
            }
            *checked = client.frames.len();
        }
        let spectator = people.last().unwrap().1.view.clone().unwrap();
        if done(&spectator) {
            return secret;
        }
        let may_move = |v: &Option<Value>| {
            v.as_ref()
                .is_some_and(|v| v["moves"].as_array().is_some_and(|m| !m.is_empty()))
        };
        let mover = people
            .iter()
            .position(|(_, c, _)| may_move(&c.view))
            .unwrap_or_else(|| panic!("someone may move at step {step}: {spectator}"));
        let view = people[mover].1.view.clone().unwrap();
        let data =
            choose(&view).unwrap_or_else(|| view["moves"][0]["data"].as_str().unwrap().to_string());
        let key = format!("move-{step}");
        let answer = h.press(&mut people[mover].1, &key, &data).await;
        assert_eq!(answer, None, "a legal move is played silently");
        assert!(h.turn(table) > turn, "the table moved on");
    }
    panic!("the game did not end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_toto21_duel_played_from_the_page_shows_nobody_a_hidden_card() {
    let mut h = Harness::start().await;
    toto21_duel(&mut h.bot);
    let finished = |v: &Value| v["table"]["status"]["status"] != "playing";
    let checked = play_from_the_page(&mut h, 2, |_| None, finished).await;
    assert!(checked > 0, "some frames had a card to hide");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_durak_game_played_from_the_page_shows_nobody_a_hidden_card() {
    let mut h = Harness::start().await;
    h.bot.type_(1, "/durak points=1");
    h.bot.press(
        2,
        &Press::Join {
            table: 1,
            seat: None,
        },
    );
    let finished = |v: &Value| v["table"]["status"]["status"] != "playing";
    let secret = play_from_the_page(&mut h, 2, |_| None, finished).await;
    assert!(secret > 0, "some frames had a card to hide");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blot_deal_played_from_the_page_shows_nobody_a_hidden_card() {
    let mut h = Harness::start().await;
    h.bot.type_(1, "/blot");
    for n in 2..=4 {
        h.bot.press(
            n,
            &Press::Join {
                table: 1,
                seat: None,
            },
        );
    }
    // The first to speak bids the lowest, the others pass: a contract, then eight tricks.
    let choose = |v: &Value| {
        let moves = v["moves"].as_array()?;
        let code = |m: &Value| m["code"].as_str().unwrap_or_default().to_string();
        let bid = v["table"]["game"]["calls"]
            .as_array()
            .is_some_and(|calls| calls.iter().any(|c| c[1] != "p"));
        let pick = if bid {
            moves.iter().find(|m| code(m) == "p")
        } else {
            moves.iter().find(|m| code(m) != "p")
        };
        pick.map(|m| m["data"].as_str().unwrap_or_default().to_string())
    };
    let dealt = |v: &Value| !v["table"]["game"]["last_deal"].is_null();
    let secret = play_from_the_page(&mut h, 4, choose, dealt).await;
    assert!(secret > 0, "some frames had a card to hide");
    let moves = h.bot.front.durable().service().tables[&1].moves.len();
    assert!(
        moves >= 4 + 32,
        "a contract and its eight tricks: {moves} moves"
    );
}

/// User `n` in his private chat with the bot, where his hand's buttons are.
fn in_private(n: u32) -> host::From {
    let mut from = common::person(&format!("tg:{n}"), format!("tg:{n}"), format!("Player{n}"));
    from.private = true;
    from
}

/// Which of the clients may move now, by its view.
fn mover(clients: &[&Client]) -> usize {
    clients
        .iter()
        .position(|c| {
            c.view.as_ref().unwrap()["moves"]
                .as_array()
                .is_some_and(|m| !m.is_empty())
        })
        .expect("someone to move")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_from_the_page_is_the_press_of_his_hand_in_the_chat() {
    let mut h = Harness::start().await;
    toto21_duel(&mut h.bot);
    let mut ani = h.open(1, 1).await;
    let mut boris = h.open(1, 2).await;
    let mut watcher = h.open(1, SPECTATOR).await;

    // Each player sees his seat and, on his turn, his moves by name; a spectator neither.
    let spectator = watcher.view.clone().unwrap();
    assert_eq!(spectator["you"]["seat"], Value::Null);
    assert_eq!(spectator["moves"], json!([]));
    assert_eq!(spectator["actions"], json!([]));
    assert_eq!(
        spectator["words"]["spectator"],
        "You are watching this table."
    );
    assert!(spectator["text"].as_str().unwrap().contains("Player1"));
    let seats = [&ani, &boris].map(|c| c.view.as_ref().unwrap()["you"]["seat"].clone());
    assert_eq!(seats, [json!(0), json!(1)]);
    let at = mover(&[&ani, &boris]);
    let (player, other) = if at == 0 {
        (&mut ani, &mut boris)
    } else {
        (&mut boris, &mut ani)
    };
    let view = player.view.clone().unwrap();
    let labels: Vec<&str> = view["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["label"].as_str().unwrap())
        .collect();
    assert!(
        labels.contains(&"Hit") && labels.contains(&"Stand"),
        "{labels:?}"
    );
    let hit = view["moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["code"] == "hit")
        .unwrap()["data"]
        .as_str()
        .unwrap()
        .to_string();

    // His press plays his move, silently, and every viewer gets the new view.
    let turn = h.turn(1);
    assert_eq!(h.press(player, "k1", &hit).await, None);
    assert_eq!(h.turn(1), turn + 1);
    for client in [&mut *player, &mut *other, &mut watcher] {
        client.view_at(turn + 1).await;
    }

    // The same press again (its turn gone) under a new key: the chat's refusal, in words.
    let n = if at == 0 { 1 } else { 2 };
    let refused = h.press(player, "k2", &hit).await.expect("words");
    let chat = h
        .bot
        .press_as(&in_private(n), &Press::decode(&hit).unwrap());
    assert_eq!(
        common::said(&chat),
        vec![refused.clone()],
        "the chat's words"
    );
    assert_eq!(h.turn(1), turn + 1, "nothing moved");

    // The first press sent again under its key, on a new socket after a reconnect: handled
    // once, and the new socket has the current view at once.
    drop(std::mem::replace(player, h.open(1, n).await));
    assert_eq!(
        player.view.as_ref().unwrap()["table"]["turn"],
        json!(turn + 1)
    );
    assert_eq!(
        h.press(player, "k1", &hit).await,
        None,
        "said nothing again"
    );
    assert_eq!(h.turn(1), turn + 1, "handled once");

    // A spectator's press is refused with words.
    let current = player.view.clone().unwrap();
    if let Some(data) = current["moves"][0]["data"].as_str() {
        let words = h.press(&mut watcher, "w1", data).await;
        assert!(words.is_some_and(|w| !w.is_empty()));
        assert_eq!(h.turn(1), turn + 1);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frame_the_server_cannot_read_gets_words_and_reaches_nobody() {
    let mut h = Harness::start().await;
    toto21_duel(&mut h.bot);
    let mut ani = h.open(1, 1).await;
    let bad = "The page sent something the table cannot read: reload the page.";
    ani.send("not json".into()).await;
    assert_eq!(
        ani.read().await,
        json!({"type": "answer", "key": null, "text": bad})
    );
    ani.send(json!({"type": "press", "key": "a key", "data": "h:1"}).to_string())
        .await;
    assert_eq!(ani.read().await["text"], bad);
    ani.send(json!({"type": "press", "key": "k9"}).to_string())
        .await;
    assert_eq!(
        ani.read().await,
        json!({"type": "answer", "key": "k9", "text": bad})
    );
    ani.socket
        .send(Message::Binary(vec![0, 1, 2].into()))
        .await
        .expect("sent");
    assert_eq!(ani.read().await["text"], bad);
    assert!(h.events.try_recv().is_err(), "nothing reached the run loop");
    // Button data that is no button of ours reaches the front, which says so.
    let words = h.press(&mut ani, "k10", "zz:1").await;
    let unknown = game::i18n::text(game::i18n::Lang::En, &game::i18n::Msg::DenyUnknownButton);
    assert_eq!(words, Some(unknown));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_made_in_the_chat_reaches_the_page_and_a_closed_page_stops_watching() {
    let mut h = Harness::start().await;
    toto21_duel(&mut h.bot);
    let mut ani = h.open(1, 1).await;
    let mut watcher = h.open(1, SPECTATOR).await;
    let (ani_user, boris) = (UserId("tg:1".into()), UserId("tg:2".into()));
    assert!(h.web.watching(1, &ani_user));
    assert!(!h.web.watching(1, &boris));
    assert!(!h.web.all_seated_watching(&h.bot.front, 1));
    let mut boris_page = h.open(1, 2).await;
    assert!(h.web.all_seated_watching(&h.bot.front, 1));

    // Whoever is to move plays from his private chat; the pages follow.
    let turn = h.turn(1);
    let at = mover(&[&ani, &boris_page]);
    let view = [&ani, &boris_page][at].view.clone().unwrap();
    let press = Press::decode(view["moves"][0]["data"].as_str().unwrap()).unwrap();
    let shown = h.bot.press_as(&in_private(at as u32 + 1), &press);
    h.web.refresh(&mut h.bot.front, &shown, h.bot.now);
    for client in [&mut ani, &mut watcher, &mut boris_page] {
        client.view_at(turn + 1).await;
    }

    // A page closed: its user no longer watches.
    boris_page.socket.close(None).await.expect("closed");
    while h.web.watching(1, &boris) {
        h.step().await;
    }
    assert!(!h.web.all_seated_watching(&h.bot.front, 1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_user_s_sockets_are_bounded_and_a_silent_one_is_closed() {
    // Bounded: past MAX_SOCKETS_PER_USER, a user's next socket is refused (the server pings
    // at its own period here, so that none of these pages is closed for its silence
    // meanwhile, however busy the machine).
    let mut h = Harness::start().await;
    toto21_duel(&mut h.bot);
    let mut pages = Vec::new();
    for _ in 0..host::web::MAX_SOCKETS_PER_USER {
        pages.push(h.open(1, 1).await);
    }
    let query = Harness::query(1, &launch_for(1));
    assert_eq!(h.connect(&query).await.err(), Some(429));
    assert_eq!(h.web.viewers(), host::web::MAX_SOCKETS_PER_USER);
    drop(pages);

    // Pages that read nothing answer no ping: they are closed, and their user stops watching.
    let mut h = Harness::pinging(Duration::from_millis(100)).await;
    toto21_duel(&mut h.bot);
    let mut pages = Vec::new();
    for _ in 0..host::web::MAX_SOCKETS_PER_USER {
        pages.push(h.open(1, 1).await);
    }
    let ani = UserId("tg:1".into());
    while h.web.watching(1, &ani) {
        h.step().await;
    }
    drop(pages);
    // Once his silent pages are gone he may open another.
    let page = h.open(1, 1).await;
    assert_eq!(page.view.as_ref().unwrap()["you"]["seat"], 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_speaks_the_viewer_s_language_and_so_do_its_refusals() {
    let mut h = Harness::start().await;
    toto21_duel(&mut h.bot);
    let query = Harness::query(1, &signed_launch(1, "ru-RU", TOKEN, unix_now()));
    let mut ani = h.connect(&query).await.expect("a socket");
    let view = ani.view.clone().unwrap();
    assert_eq!(view["lang"], "ru");
    assert_eq!(view["words"]["your_hand"], "Ваши карты");
    let unknown = game::i18n::text(game::i18n::Lang::Ru, &game::i18n::Msg::DenyUnknownButton);
    assert_eq!(h.press(&mut ani, "r1", "zz:1").await, Some(unknown));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presses_that_came_together_are_one_group_each_answered_on_its_socket() {
    let mut h = Harness::start().await;
    toto21_duel(&mut h.bot);
    let mut ani = h.open(1, 1).await;
    let mut boris = h.open(1, 2).await;
    let mut watcher = h.open(1, SPECTATOR).await;
    let at = mover(&[&ani, &boris]);
    let (player, other) = if at == 0 {
        (&mut ani, &mut boris)
    } else {
        (&mut boris, &mut ani)
    };
    let data = player.view.as_ref().unwrap()["moves"][0]["data"]
        .as_str()
        .unwrap()
        .to_string();
    // The player's move, the other player's press of the same button, and a spectator's.
    player.press("a1", &data).await;
    other.press("b1", &data).await;
    watcher.press("c1", &data).await;
    let mut events = Vec::new();
    while events.len() < 3 {
        let event = tokio::time::timeout(PATIENCE, h.events.recv())
            .await
            .expect("in time")
            .expect("running");
        events.push(event);
    }
    let turn = h.turn(1);
    h.bot.now += 1_000;
    h.web.on_events(&mut h.bot.front, events, h.bot.now);
    assert_eq!(h.turn(1), turn + 1, "one move");
    // Wherever it came in the group, the player's press is his move; the others are refused.
    let answers = [
        player.answer("a1").await,
        other.answer("b1").await,
        watcher.answer("c1").await,
    ];
    assert_eq!(answers[0]["text"], Value::Null, "{answers:?}");
    for refused in &answers[1..] {
        assert!(
            refused["text"].as_str().is_some_and(|t| !t.is_empty()),
            "{answers:?}"
        );
    }
    for client in [player, other, &mut watcher] {
        client.view_at(turn + 1).await;
    }
}
