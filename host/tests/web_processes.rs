//! The web table across two processes on one PostgreSQL database (a real server the test
//! starts), each with its front and its web server: a page served by the process that does
//! not hold the table's chat sees every move the holder makes, its presses are played by the
//! holder and answered where they were pressed, each once (sent again after a reconnect, to
//! either process, nothing is played twice), and when the holder is killed the process taking
//! its chat over goes on serving the same sockets to the end of the game.

mod common;

use common::page::{self, Client, PATIENCE, TOKEN, launch_for};
use common::{Bot, GROUP, T0};
use futures_util::StreamExt;
use game::table::{Press, Status, TableId, UserId};
use host::web::{Web, WebConfig, WebEvent};
use host::{Delivery, From, Front};
use serde_json::Value;
use storage::pg_server::TestServer;
use storage::{PgStore, Space, Store};
use tokio::sync::mpsc;

/// The chats' leases, in milliseconds of the inputs' clock.
const TTL: u64 = 5_000;
/// A spectator: not seated, the public view only.
const SPECTATOR: u32 = 900;

/// One bot process: its front on the shared database and its web server, driven as its run
/// loop would drive them.
struct Process {
    bot: Bot<PgStore>,
    web: Web,
    events: mpsc::Receiver<WebEvent>,
}

impl Process {
    /// A process called `name` on the database at `url`, numbering its inputs' keys from
    /// `keys_from` (the platform's update ids are the same whichever process gets them).
    async fn open(url: &str, name: &str, keys_from: u64) -> Process {
        let store = PgStore::connect(url).expect("connect");
        let front = Front::open_shared(store, 7, name, TTL).expect("open");
        let config = WebConfig::new("127.0.0.1:0".parse().expect("an address"), TOKEN);
        let (mut web, events) = Web::serve(config).await.expect("serving");
        web.follow_store(&front).expect("following the store");
        let bot = Bot {
            front,
            chat: GROUP,
            key: keys_from,
            now: T0,
            step: 100,
            username: None,
        };
        Process { bot, web, events }
    }

    /// Opens a page of user `n` at `table` here: the socket, or the HTTP status refusing it.
    async fn open_page(&mut self, table: TableId, n: u32) -> Result<Client, u16> {
        let mut query = form_urlencoded::Serializer::new(String::new());
        query.append_pair("table", &table.to_string());
        query.append_pair("auth", &launch_for(n));
        let url = format!("ws://{}/ws?{}", self.web.local_addr(), query.finish());
        let (web, front, now) = (&mut self.web, &mut self.bot.front, self.bot.now);
        page::connect(url, &mut self.events, |event| {
            web.on_event(front, event, now);
        })
        .await
    }

    /// Takes in this process's web events while `client` reads its frames, until `done`.
    async fn follow(&mut self, client: &mut Client, done: impl Fn(&Client) -> bool) {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        while !done(client) {
            tokio::select! {
                event = self.events.recv() => {
                    let event = event.expect("the server running");
                    self.web.on_event(&mut self.bot.front, event, self.bot.now);
                }
                message = client.socket.next() => {
                    client.take(message);
                }
                () = tokio::time::sleep_until(deadline) => {
                    panic!("not in time; the page shows {:?}", client.view)
                }
            }
        }
    }

    /// Takes in this process's web events until a press was among them.
    async fn take_press(&mut self) {
        loop {
            let event = tokio::time::timeout(PATIENCE, self.events.recv())
                .await
                .expect("an event in time")
                .expect("the server running");
            let pressed = matches!(event, WebEvent::Pressed { .. });
            self.web.on_event(&mut self.bot.front, event, self.bot.now);
            if pressed {
                return;
            }
        }
    }

    /// A tick of the clock at `now`, what it showed seen by the viewers here.
    fn tick(&mut self, now: u64) -> Vec<Delivery> {
        self.bot.now = now;
        let shown = self.bot.front.tick(now).expect("tick");
        self.web.refresh(&mut self.bot.front, &shown, now);
        shown
    }

    /// The table's turn counter as this process's service holds it.
    fn turn(&self, table: TableId) -> u64 {
        self.bot.front.durable().service().tables[&table].turn
    }
}

/// User `tg:<n>` in his private chat with the bot.
fn in_private(n: u32) -> From {
    From {
        private: true,
        ..common::person(&format!("tg:{n}"), format!("tg:{n}"), format!("Player{n}"))
    }
}

/// A Toto21 duel of users 1 and 2 opened and started in the group on `a` (which then holds
/// the group's chat), its moves' clock too slow to matter: the table.
fn toto21_duel(a: &mut Process) -> TableId {
    a.bot.type_(1, "/toto21 move=3600");
    let table = *a
        .bot
        .front
        .durable()
        .service()
        .tables
        .keys()
        .max()
        .expect("a table");
    a.bot.press(2, &Press::Join { table, seat: None });
    let user = UserId("tg:2".into());
    a.bot.press(1, &Press::Approve { table, user });
    let status = &a.bot.front.durable().service().tables[&table].status;
    assert_eq!(*status, Status::Playing);
    table
}

/// The move the page of whoever is to move offers: which page, and the move's data (its
/// `stand` when it has one, so that the game ends).
fn to_move(pages: &[&Client]) -> (usize, String) {
    for (at, page) in pages.iter().enumerate() {
        let moves = page.view.as_ref().expect("a view")["moves"]
            .as_array()
            .cloned();
        let moves = moves.unwrap_or_default();
        let stand = moves.iter().find(|m| m["code"] == "stand");
        if let Some(chosen) = stand.or(moves.first()) {
            return (at, chosen["data"].as_str().expect("data").to_string());
        }
    }
    panic!("nobody's page offers a move")
}

/// What the answer to the press `key` said (`None`: accepted silently).
fn answer_of(page: &Client, key: &str) -> Option<String> {
    let answer: &Value = page
        .answers
        .iter()
        .find(|a| a["key"] == key)
        .expect("answered");
    answer["text"].as_str().map(str::to_string)
}

/// How many inputs wait in the store's inbox for their chat's holder.
fn parked(process: &Process) -> usize {
    let store = process.bot.front.durable().store();
    store.scan(Space::Meta, b"inbox/").expect("scan").len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_on_another_process_follows_the_holder_plays_through_it_and_outlives_it() {
    // The test server's client is synchronous: off the async runtime's threads.
    let url = std::thread::spawn(|| TestServer::shared().database())
        .join()
        .expect("a database");
    let mut a = Process::open(&url, "A", 0).await;
    let mut b = Process::open(&url, "B", 100_000).await;
    let table = toto21_duel(&mut a);
    b.bot.now = a.bot.now;

    // B serves pages of a table A holds: the players' own views and a spectator's.
    let mut players = vec![
        b.open_page(table, 1).await.expect("player 1's page on B"),
        b.open_page(table, 2).await.expect("player 2's page on B"),
    ];
    let mut watcher = b
        .open_page(table, SPECTATOR)
        .await
        .expect("a spectator on B");
    let start = a.turn(table);
    for page in players.iter().chain([&watcher]) {
        assert_eq!(page.turn(), Some(start));
        assert_eq!(page.view.as_ref().unwrap()["table"]["id"], table);
    }
    assert!(
        b.bot.front.durable().service().tables.is_empty(),
        "B serves nothing"
    );

    // A's player moves in his private chat: every page on B sees it.
    let (at, data) = to_move(&[&players[0], &players[1]]);
    a.bot.now += 100;
    let press = Press::decode(&data).expect("a press");
    a.bot
        .front
        .press(
            "tg:50",
            a.bot.now,
            &in_private(at as u32 + 1),
            &press.encode(),
        )
        .expect("A plays");
    assert_eq!(a.turn(table), start + 1);
    for page in players.iter_mut().chain([&mut watcher]) {
        b.follow(page, |p| p.turn() == Some(start + 1)).await;
    }

    // The next move is pressed on B: parked for A, played by A, answered on B.
    let (at, data) = to_move(&[&players[0], &players[1]]);
    players[at].press("b-1", &data).await;
    b.take_press().await;
    assert_eq!(parked(&b), 1, "the press waits for A");
    assert!(!players[at].answered("b-1"), "no answer before A played it");
    a.tick(a.bot.now + 200);
    assert_eq!(parked(&a), 0);
    assert_eq!(a.turn(table), start + 2, "A played it");
    b.follow(&mut players[at], |p| {
        p.answered("b-1") && p.turn() == Some(start + 2)
    })
    .await;
    assert_eq!(answer_of(&players[at], "b-1"), None, "done");
    b.follow(&mut watcher, |p| p.turn() == Some(start + 2))
        .await;

    // The same press sent again after a reconnect, to B then to A: handled once.
    let mover = at as u32 + 1;
    players[at] = b.open_page(table, mover).await.expect("the page again");
    players[at].press("b-1", &data).await;
    b.take_press().await;
    a.tick(a.bot.now + 200);
    b.follow(&mut players[at], |p| p.answered("b-1")).await;
    assert_eq!(
        answer_of(&players[at], "b-1"),
        None,
        "no second move, no refusal"
    );
    let mut on_a = a.open_page(table, mover).await.expect("a page on A");
    on_a.press("b-1", &data).await;
    a.take_press().await;
    a.follow(&mut on_a, |p| p.answered("b-1")).await;
    assert_eq!(answer_of(&on_a, "b-1"), None);
    assert_eq!(a.turn(table), start + 2, "played once");
    drop(on_a);

    // A press A refuses (a move of a turn gone): its words come back on B.
    players[at].press("b-2", &data).await;
    b.take_press().await;
    a.tick(a.bot.now + 200);
    b.follow(&mut players[at], |p| p.answered("b-2")).await;
    assert!(
        answer_of(&players[at], "b-2").is_some(),
        "refused with words"
    );
    assert_eq!(a.turn(table), start + 2);

    // A is killed (its lease never released). Once it lapsed, B takes the chat over at its
    // tick; the same pages go on, and their presses are B's own now, to the end.
    let now = a.bot.now;
    drop(a);
    b.tick(now + 3 * TTL);
    let held = b.bot.front.durable().held_chats().expect("sharing");
    assert_eq!(held.len(), 1, "B took the chat over");
    let mut n = 0;
    while b.bot.front.durable().service().tables[&table].status == Status::Playing {
        n += 1;
        assert!(n < 100, "the game ends");
        let turn = b.turn(table);
        for page in &mut players {
            b.follow(page, |p| p.turn() == Some(turn)).await;
        }
        let (at, data) = to_move(&[&players[0], &players[1]]);
        let key = format!("c-{n}");
        players[at].press(&key, &data).await;
        b.take_press().await;
        b.follow(&mut players[at], |p| p.answered(&key)).await;
        assert_eq!(answer_of(&players[at], &key), None, "played on B");
    }
    let end = b.turn(table);
    b.follow(&mut watcher, |p| p.turn() == Some(end)).await;
}
