//! A shared-layer [`Screen`] as Discord message parts: the text, and its buttons as action rows
//! (at most 5 rows of 5 buttons, unique custom ids, labels of at most 80 characters).

use game::table::screen::{Button, Screen, Tap};
use serenity::builder::{CreateActionRow, CreateButton};
use serenity::model::application::ButtonStyle;

const ROWS: usize = 5;
const PER_ROW: usize = 5;
/// Discord's limit on a message's text.
const TEXT: usize = 2000;

/// The message text, cut to Discord's limit.
pub fn text(text: &str) -> String {
    if text.chars().count() <= TEXT {
        return text.to_string();
    }
    let mut s: String = text.chars().take(TEXT - 1).collect();
    s.push('…');
    s
}

fn label(label: &str) -> String {
    let s: String = label.chars().take(80).collect();
    if s.is_empty() { "·".into() } else { s }
}

/// The buttons of `rows` as action rows. Rows wider than Discord allows are wrapped; buttons
/// beyond 25 are dropped (screens stay well below that).
pub fn rows(rows: &[Vec<Button>]) -> Vec<CreateActionRow> {
    let mut out: Vec<Vec<CreateButton>> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (r, row) in rows.iter().enumerate() {
        let mut current = Vec::new();
        for (i, b) in row.iter().enumerate() {
            let button = match &b.tap {
                Tap::Press(data) if seen.insert(data.clone()) => CreateButton::new(data.clone())
                    .label(label(&b.label))
                    .style(ButtonStyle::Primary),
                // Discord has no in-app web view: a web app opens as a link.
                Tap::Link(url) | Tap::WebApp(url) => {
                    CreateButton::new_link(url.clone()).label(label(&b.label))
                }
                // Shown, not pressable (or a repeated press, which Discord would refuse).
                _ => CreateButton::new(format!("inert:{r}:{i}"))
                    .label(label(&b.label))
                    .style(ButtonStyle::Secondary)
                    .disabled(true),
            };
            current.push(button);
            if current.len() == PER_ROW {
                out.push(std::mem::take(&mut current));
            }
        }
        if !current.is_empty() {
            out.push(current);
        }
    }
    out.truncate(ROWS);
    out.into_iter().map(CreateActionRow::Buttons).collect()
}

/// Text and rows of a screen.
pub fn screen(screen: &Screen) -> (String, Vec<CreateActionRow>) {
    (text(&screen.text), rows(&screen.rows))
}
