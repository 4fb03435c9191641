//! End to end, the chat beside the web table: the "Open table" link of the table's message
//! and the Mini App button of each hand only with WEB_PUBLIC_URL set (the fake refuses a
//! `web_app` button outside a private chat, as Telegram does), and a player who follows his
//! table on the page gets no hand in his chat, the group's message edited once a trick at
//! most, until he closes the page.

mod common;
mod fake_telegram;

use std::time::{SystemTime, UNIX_EPOCH};

use common::{PATIENCE, World, free_address, http_get};
use fake_telegram::{BOT_USERNAME, Shown, TOKEN};
use futures_util::{SinkExt, StreamExt};
use game::table::TableId;
use serde_json::{Value, json};
use teloxide::prelude::*;
use teloxide::types::{InlineKeyboardButton, InlineKeyboardMarkup, WebAppInfo};
use tokio_tungstenite::tungstenite::Message;

const GROUP: i64 = -1041;
const ANI: i64 = 41;
const PAGE: &str = "https://cards.example.org/table/";
const MINIAPP: &str = "table";

/// A world whose bot serves the web table on a free port: where it listens.
fn with_web(world: &mut World) -> std::net::SocketAddr {
    let addr = free_address();
    world.env.extend([
        ("WEB_PUBLIC_URL".to_string(), PAGE.to_string()),
        ("MINIAPP_NAME".to_string(), MINIAPP.to_string()),
        ("WEB_ADDR".to_string(), addr.to_string()),
    ]);
    addr
}

/// Ani opens a Blot in the group and starts it with three computers: the table, its message
/// (once playing) and her hand.
fn blot_with_computers(w: &World) -> (TableId, Shown, Shown) {
    let table = w.open_table(ANI, GROUP, "/blot");
    w.press_table(ANI, GROUP, table, &format!("s:{table}"));
    let show_hand = format!("h:{table}");
    let message = w.wait_button(GROUP, table, &show_hand);
    let hand = w.fake.wait(PATIENCE, "Ani's hand", |_| w.hand(ANI, table));
    (table, message, hand)
}

fn players(w: &World) {
    w.fake.add_group(GROUP, "Web club");
    w.fake.add_user(ANI, "Ani", "en", true);
}

#[test]
fn without_web_public_url_the_chat_shows_no_web_table() {
    let mut w = World::new("web-chat-none");
    players(&w);
    w.start();
    let (_, message, hand) = blot_with_computers(&w);
    for shown in [&message, &hand] {
        assert!(
            shown
                .buttons()
                .all(|b| b.url.is_none() && b.web_app.is_none()),
            "{shown:?}"
        );
    }
    w.assert_clean();
}

#[test]
fn the_table_message_links_the_mini_app_and_each_hand_opens_it() {
    let mut w = World::new("web-chat-links");
    let addr = with_web(&mut w);
    players(&w);
    w.start();
    let (table, _, _) = blot_with_computers(&w);
    let link = format!("https://t.me/{BOT_USERNAME}/{MINIAPP}?startapp={table}");
    let message = w.fake.wait(PATIENCE, "the Open table link", |_| {
        w.table_message(GROUP, table)
            .filter(|m| m.buttons().any(|b| b.url.as_deref() == Some(&link)))
    });
    assert!(message.buttons().all(|b| b.web_app.is_none()));
    let app = format!("{PAGE}?table={table}");
    let hand = w.fake.wait(PATIENCE, "the hand's Mini App button", |_| {
        w.hand(ANI, table)
            .filter(|m| m.buttons().any(|b| b.web_app.as_deref() == Some(&app)))
    });
    let button = hand
        .buttons()
        .find(|b| b.web_app.is_some())
        .expect("the button");
    assert_eq!(button.text, "Open table");
    let (status, body) = http_get(&addr.to_string(), "/health");
    assert!(status.contains("200"), "{status}");
    assert_eq!(body.trim(), "ok");
    w.assert_clean();
}

#[test]
fn the_fake_refuses_a_web_app_button_outside_a_private_chat_as_telegram_does() {
    let w = World::new("web-chat-fake");
    players(&w);
    let bot = Bot::new(TOKEN).set_api_url(w.fake.url().parse().expect("a URL"));
    let keyboard = || {
        let info = WebAppInfo {
            url: PAGE.parse().expect("a URL"),
        };
        InlineKeyboardMarkup::new([[InlineKeyboardButton::web_app("Open table", info)]])
    };
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    runtime.block_on(async {
        let sent = bot
            .send_message(ChatId(ANI), "the table")
            .reply_markup(keyboard())
            .await;
        assert!(sent.is_ok(), "{sent:?}");
        let refused = bot
            .send_message(ChatId(GROUP), "the table")
            .reply_markup(keyboard())
            .await;
        let err = refused.expect_err("refused in a group");
        assert!(err.to_string().contains("BUTTON_TYPE_INVALID"), "{err}");
    });
    let violations = w.fake.violations();
    assert_eq!(violations.len(), 1, "{violations:?}");
    assert!(violations[0].contains("web_app"), "{violations:?}");
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("after 1970")
        .as_secs()
}

/// The page's socket address for Ani at `table`, with her launch data signed as Telegram's
/// client hands it to the Mini App.
fn socket_url(addr: std::net::SocketAddr, table: TableId) -> String {
    let user = json!({"id": ANI, "first_name": "Ani", "language_code": "en"});
    let start = table.to_string();
    let auth = host::web::launch::sign(
        &[
            ("query_id", "AAE"),
            ("user", &user.to_string()),
            ("start_param", &start),
        ],
        TOKEN,
        unix_now(),
    );
    let query = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("table", &start)
        .append_pair("auth", &auth)
        .finish();
    format!("ws://{addr}/ws?{query}")
}

/// The writes the bot made to `chat` so far.
fn writes(w: &World, chat: i64) -> usize {
    w.fake.events().iter().filter(|e| e.chat == chat).count()
}

#[test]
fn a_player_on_the_web_gets_no_hand_in_his_chat_and_the_group_an_edit_a_trick() {
    let mut w = World::new("web-chat-follow");
    let addr = with_web(&mut w);
    players(&w);
    w.start();
    let (table, message, _) = blot_with_computers(&w);
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let (mut socket, _) = runtime
        .block_on(tokio_tungstenite::connect_async(socket_url(addr, table)))
        .expect("the page's socket");
    let first = next_view(&runtime, &mut socket);
    assert_eq!(first["you"]["seat"], 0, "Ani's own view: {first}");
    // What the chats showed until now is settled: from here on Ani follows on the page.
    w.settle();
    let (private_before, edits_before) = (writes(&w, ANI), message_edits(&w, &message));
    let turn_before = first["table"]["turn"].as_u64().expect("a turn");
    let mut view = first;
    let mut pressed = Vec::new();
    // Ani plays her moves from the page through the first deal and into the next.
    while view["table"]["turn"].as_u64().expect("a turn") < turn_before + 40 {
        let turn = view["table"]["turn"].as_u64().expect("a turn");
        let first_move = view["moves"].as_array().and_then(|m| m.first());
        if let Some(first_move) = first_move.filter(|_| !pressed.contains(&turn)) {
            pressed.push(turn);
            let press =
                json!({"type": "press", "key": format!("k{turn}"), "data": first_move["data"]});
            runtime
                .block_on(socket.send(Message::Text(press.to_string().into())))
                .expect("sent");
        }
        view = next_view(&runtime, &mut socket);
    }
    let moves = view["table"]["turn"].as_u64().expect("a turn") - turn_before;
    assert!(pressed.len() >= 8, "Ani played from the page: {pressed:?}");
    w.settle();
    assert_eq!(
        writes(&w, ANI),
        private_before,
        "no hand in her chat while she follows on the page"
    );

    // She closes the page: her hand comes back to her chat.
    runtime.block_on(socket.close(None)).expect("closed");
    w.fake.wait(PATIENCE, "her hand back in her chat", |_| {
        (writes(&w, ANI) > private_before).then_some(())
    });
    // Stopped gracefully, the bot sends what it still owes the group (its pace holds edits
    // back): every edit the moves asked for is counted.
    assert!(w.stop_with("TERM").success());
    let edits = u64::from(message_edits(&w, &message) - edits_before);
    // A deal: its auction won, eight tricks, its score (the same edit as its last trick);
    // and one catching up once she closed the page.
    assert!(
        edits <= moves.div_ceil(4) + 3,
        "{edits} edits of the table message in {moves} moves"
    );
    assert!(edits >= 1, "the chat still tells the story");
    w.assert_clean();
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The page's next view (other frames passed over).
fn next_view(runtime: &tokio::runtime::Runtime, socket: &mut Socket) -> Value {
    runtime.block_on(async {
        loop {
            let frame = tokio::time::timeout(PATIENCE, socket.next())
                .await
                .expect("a frame in time")
                .expect("the socket open")
                .expect("a frame");
            let Message::Text(text) = frame else { continue };
            let frame: Value = serde_json::from_str(text.as_str()).expect("JSON");
            if frame["type"] == "view" {
                return frame["view"].clone();
            }
        }
    })
}

/// How often the table's message was edited so far.
fn message_edits(w: &World, message: &Shown) -> u32 {
    w.fake
        .message(GROUP, message.id)
        .map_or(0, |shown| shown.edits)
}
