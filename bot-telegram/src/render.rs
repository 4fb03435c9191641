//! Screens as Telegram shows them: a screen's text and buttons become a message's content
//! (its inline keyboard), an inert button answering an empty callback.

use game::table::Press;
use game::table::screen::{Button, Screen, Tap};

use crate::outbox::{Content, Key, KeyButton};

/// A message's content as Telegram shows it: inert buttons answer an empty callback.
pub fn content(text: &str, rows: &[Vec<Button>]) -> Content {
    let rows = rows
        .iter()
        .map(|row| {
            row.iter()
                .map(|b| KeyButton {
                    label: b.label.clone(),
                    key: match &b.tap {
                        Tap::Press(data) => Key::Callback(data.clone()),
                        Tap::Link(url) => Key::Url(url.clone()),
                        Tap::WebApp(url) => Key::WebApp(url.clone()),
                        Tap::Inert => Key::Callback(Press::Inert.encode()),
                    },
                })
                .collect::<Vec<_>>()
        })
        .filter(|row| !row.is_empty())
        .collect();
    Content {
        text: text.to_string(),
        rows,
        document: None,
    }
}

/// A screen's text and buttons as a message's content.
pub fn screen_content(screen: &Screen) -> Content {
    content(&screen.text, &screen.rows)
}
