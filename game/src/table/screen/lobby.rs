//! The table's message while it gathers players: its settings, its seats, who waits for
//! approval, and the Join / Leave / Approve / Start buttons.

use crate::i18n::{Lang, Msg, text};

use super::super::model::UserId;
use super::super::press::Press;
use super::super::service::TableView;
use super::{Button, seat_lines};

pub(super) fn gathering(
    lang: Lang,
    view: &TableView,
    waiting: &[(UserId, String)],
    lines: &mut Vec<String>,
    rows: &mut Vec<Vec<Button>>,
) {
    let table = view.id;
    let settings = &view.settings;
    lines.push(text(
        lang,
        &Msg::TableSettings {
            name: &settings.name,
            game: settings.game,
            points: settings.points,
            move_seconds: settings.move_secs,
            game_minutes: settings.game_secs.map_or(0, |s| s.div_ceil(60)),
            stake: settings.stake,
            approve_joiners: settings.approve_joiners,
        },
    ));
    lines.extend(seat_lines(lang, view));
    let free: Vec<usize> = (0..view.seats.len())
        .filter(|&s| view.seats[s].empty)
        .collect();
    if !free.is_empty() {
        lines.push(text(
            lang,
            &Msg::WaitingForPlayers {
                count: free.len() as u32,
            },
        ));
    }
    if !waiting.is_empty() {
        let names: Vec<&str> = waiting.iter().map(|(_, name)| name.as_str()).collect();
        lines.push(text(
            lang,
            &Msg::AwaitingApproval {
                users: &names.join(", "),
            },
        ));
    }

    let mut join_row = vec![Button::press(
        text(lang, &Msg::BtnJoin),
        &Press::Join { table, seat: None },
    )];
    // With partners, the seat chooses the partner: offer each free seat.
    if settings.game.has_partners() && free.len() > 1 {
        for &seat in &free {
            join_row.push(Button::press(
                text(
                    lang,
                    &Msg::BtnSeat {
                        seat: seat as u32 + 1,
                    },
                ),
                &Press::Join {
                    table,
                    seat: Some(seat as u8),
                },
            ));
        }
    }
    rows.push(join_row);
    for (user, name) in waiting.iter().take(2) {
        rows.push(vec![
            Button::press(
                format!("{} {name}", text(lang, &Msg::BtnApprove)),
                &Press::Approve {
                    table,
                    user: user.clone(),
                },
            ),
            Button::press(
                format!("{} {name}", text(lang, &Msg::BtnRefuse)),
                &Press::Refuse {
                    table,
                    user: user.clone(),
                },
            ),
        ]);
    }
    let start = if free.is_empty() {
        Msg::BtnStart
    } else {
        Msg::BtnStartWithBots
    };
    rows.push(vec![
        Button::press(text(lang, &Msg::BtnLeave), &Press::Leave { table }),
        Button::press(text(lang, &start), &Press::Start { table }),
        Button::press(text(lang, &Msg::BtnCancelTable), &Press::Cancel { table }),
    ]);
}
