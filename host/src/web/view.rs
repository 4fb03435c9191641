//! What one viewer's page shows ([`PageView`]), built from the core's views and screens only:
//! the table as the core lets this viewer see it (`Service::view` with his user for a seated
//! player, with none for anyone else: the only source of cards), his legal moves and the other
//! buttons of his hand screen, the chat's table message, and the page's own phrases.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use game::i18n::{Lang, Msg, PageWord, text};
use game::table::screen::move_label;
use game::table::{Millis, Press, Screen, Service, TableId, TableView, Tap, UserId};
use serde::Serialize;
use storage::Store;

use crate::front::Front;

/// One viewer's page: what a `view` frame carries.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PageView {
    /// The table as the core shows it to this viewer.
    pub table: TableView,
    pub lang: Lang,
    pub you: You,
    /// His legal moves now (none unless it is his turn).
    pub moves: Vec<Move>,
    /// The other buttons of his hand screen ("I'm away", "I'm back", "💡 Hint").
    pub actions: Vec<Action>,
    /// The chat's table message, as the group sees it: the story so far.
    pub text: String,
    /// A seated viewer's hand screen as his private chat shows it (with the hint he asked
    /// for); `None` for anyone else.
    pub hand_text: Option<String>,
    /// The "💡 Hint" line he asked for at this turn, in the page's language (the strong
    /// player's choice, and what the best cards are worth); `None` for anyone else.
    pub hint: Option<String>,
    /// The page's own phrases in his language, by [`PageWord::name`].
    pub words: &'static BTreeMap<&'static str, String>,
}

/// Who the viewer is at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct You {
    pub name: String,
    /// His seat, if he sits at the table.
    pub seat: Option<u8>,
}

/// A legal move: its code (`9H`, `hit`, `a 7H`), its accessible label (`9♥`, `Hit`), and the
/// button data to press.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Move {
    pub code: String,
    pub label: String,
    pub data: String,
}

/// Another button of the viewer's hand screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Action {
    pub label: String,
    pub data: String,
}

/// Who looks at a page.
#[derive(Clone, Copy, Debug)]
pub struct Watcher<'a> {
    pub user: &'a UserId,
    pub name: &'a str,
    /// His app's language (the launch data's).
    pub app_lang: Option<&'a str>,
}

/// The chat's table message text, the story every page of the table shows.
pub fn story<S: Store>(front: &Front<S>, table: TableId, now: Millis) -> String {
    front
        .table_screen(table, now)
        .map(|s| s.text)
        .unwrap_or_default()
}

/// The watcher's page at `table` with its [`story`], or `None` if the table does not exist.
pub fn page_view<S: Store>(
    front: &Front<S>,
    table: TableId,
    watcher: Watcher<'_>,
    story: &str,
    now: Millis,
) -> Option<PageView> {
    let Watcher {
        user,
        name,
        app_lang,
    } = watcher;
    let service = front.durable().service();
    let seated = service.tables.get(&table)?.seat_of(user).is_some();
    let view = service.view(table, seated.then_some(user))?;
    let lang = viewer_lang(service, table, user, app_lang);
    let hand = seated
        .then(|| front.hand_screen(table, user, now))
        .flatten();
    let (moves, actions) = match &hand {
        Some(hand) => buttons(hand, &view, lang),
        None => (Vec::new(), Vec::new()),
    };
    Some(PageView {
        you: You {
            name: name.to_string(),
            seat: view.your_seat,
        },
        table: view,
        lang,
        moves,
        actions,
        text: story.to_string(),
        hand_text: hand.map(|h| h.text),
        hint: seated.then(|| front.hint_line(table, user, lang)).flatten(),
        words: words(lang),
    })
}

/// The language the viewer reads the table in: his own choice, else the table's chat's,
/// else his app's (as his launch data says, else as the service last saw it).
pub fn viewer_lang(service: &Service, table: TableId, user: &UserId, app: Option<&str>) -> Lang {
    let known = service.users.get(user);
    let own = known.and_then(|u| u.lang.as_deref());
    let chat = service
        .tables
        .get(&table)
        .and_then(|t| service.chats.get(&t.chat))
        .and_then(|c| c.lang.as_deref());
    let seen = known.and_then(|u| u.locale.as_deref());
    [own, chat, app, seen]
        .into_iter()
        .flatten()
        .find_map(Lang::from_code)
        .unwrap_or_default()
}

/// A seated viewer's moves and other buttons, from his hand screen (which labels its moves as
/// the chat does); a legal move the screen leaves for another page (an auction's higher bids,
/// a big Durak hand) is labelled by the core's [`move_label`].
fn buttons(hand: &Screen, view: &TableView, lang: Lang) -> (Vec<Move>, Vec<Action>) {
    let mut moves = Vec::new();
    let mut actions = Vec::new();
    for button in hand.buttons() {
        let Tap::Press(data) = &button.tap else {
            continue;
        };
        match Press::decode(data) {
            Some(Press::Move { code, .. }) => moves.push(Move {
                code,
                label: button.label.clone(),
                data: data.clone(),
            }),
            Some(Press::Page { .. } | Press::Inert) | None => {}
            Some(_) => actions.push(Action {
                label: button.label.clone(),
                data: data.clone(),
            }),
        }
    }
    for code in &view.your_moves {
        if moves.iter().any(|m| &m.code == code) {
            continue;
        }
        let press = Press::Move {
            table: view.id,
            turn: view.turn,
            code: code.clone(),
        };
        moves.push(Move {
            code: code.clone(),
            label: move_label(lang, view.settings.game, code),
            data: press.encode(),
        });
    }
    (moves, actions)
}

/// The page's phrases in `lang`, worded once per process.
pub fn words(lang: Lang) -> &'static BTreeMap<&'static str, String> {
    static WORDS: OnceLock<Vec<BTreeMap<&'static str, String>>> = OnceLock::new();
    let all = WORDS.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|&lang| {
                let mut words: BTreeMap<&'static str, String> = PageWord::ALL
                    .iter()
                    .map(|&w| (w.name(), text(lang, &Msg::Page(w))))
                    .collect();
                words.insert("your_turn", text(lang, &Msg::YourMove));
                words.insert("game_over", text(lang, &Msg::GameOverLine));
                words
            })
            .collect()
    });
    let at = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    &all[at]
}
