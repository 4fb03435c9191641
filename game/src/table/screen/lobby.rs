//! The table's message while it gathers players: its settings, its seats, who waits for
//! approval, and the Join / Leave / Approve / Start buttons.

use crate::i18n::{Lang, Msg, text};

use super::super::input::SettingChange;
use super::super::kind::GameKind;
use super::super::press::Press;
use super::super::service::TableView;
use super::super::settings::{Ai, HouseRule, Settings};
use super::{Button, Screen, seat_lines};
use crate::ids::UserId;

pub(super) fn gathering(
    lang: Lang,
    view: &TableView,
    waiting: &[(UserId, String)],
    lines: &mut Vec<String>,
    rows: &mut Vec<Vec<Button>>,
) {
    let table = view.id;
    let settings = &view.settings;
    lines.push(settings_text(lang, settings));
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
    let mut controls = vec![Button::press(
        text(lang, &Msg::BtnLeave),
        &Press::Leave { table },
    )];
    // A league table begins by itself once its players all sit: no computer may fill a seat.
    if !view.league {
        let start = if free.is_empty() {
            Msg::BtnStart
        } else {
            Msg::BtnStartWithBots
        };
        controls.push(Button::press(text(lang, &start), &Press::Start { table }));
    }
    controls.push(Button::press(
        text(lang, &Msg::BtnCancelTable),
        &Press::Cancel { table },
    ));
    controls.push(Button::press(
        text(lang, &Msg::BtnSettings),
        &Press::Settings { table },
    ));
    rows.push(controls);
}

/// A table's settings in words.
pub fn settings_text(lang: Lang, settings: &Settings) -> String {
    let words = text(
        lang,
        &Msg::TableSettings {
            name: settings.given_name(),
            game: settings.game,
            points: settings.points,
            move_seconds: settings.move_secs,
            game_minutes: settings.game_secs.map_or(0, |s| s.div_ceil(60)),
            stake: settings.stake,
            approve_joiners: settings.approve_joiners,
        },
    );
    let computers = text(
        lang,
        &Msg::SettingsComputers {
            strong: settings.ai == Ai::Strong,
            hints: settings.hints,
        },
    );
    let mut words = format!("{words}\n{computers}");
    // The house rules are said only when the table turned them off (both are on by default).
    for rule in HouseRule::ALL {
        if settings.house_rule(rule) == Some(false) {
            let barred = match rule {
                HouseRule::NoTrump => Msg::NoTrumpBarred,
                HouseRule::Announcements => Msg::AnnouncementsBarred,
            };
            words = format!("{words}\n{}", text(lang, &barred));
        }
    }
    if settings.blot_rules.is_some_and(|r| r.open_hand) {
        return format!("{words}\n{}", text(lang, &Msg::OpenHandAllowed));
    }
    words
}

/// The settings of a gathering table with a button for each common choice: points, stake,
/// time per move, (but for Toto21, which always asks) approving joiners, and a button turning
/// each house rule the game offers on or off.
pub fn settings_screen(lang: Lang, table: u64, settings: &Settings) -> Screen {
    let change = |label: String, change: SettingChange| {
        Button::press(label, &Press::Configure { table, change })
    };
    let points: &[u32] = match settings.game {
        GameKind::Bazaar => &[151, 301, 501],
        GameKind::Belote | GameKind::Coinche => &[301, 501, 1001],
        GameKind::Belote2 => &[51, 101, 151],
        GameKind::Toto21 => &[2, 4, 6, 8, 10],
        GameKind::Durak => &[1, 3, 5],
    };
    let mut rows = vec![
        points
            .iter()
            .map(|&p| change(format!("🎯 {p}"), SettingChange::Points(p)))
            .collect::<Vec<_>>(),
        [0, 10, 50, 100, 500]
            .into_iter()
            .map(|stake| change(format!("💰 {stake}"), SettingChange::Stake(stake)))
            .collect(),
        [15, 30, 60, 120]
            .into_iter()
            .map(|seconds| {
                let label = text(lang, &Msg::SettingMoveSecsButton { seconds });
                change(label, SettingChange::MoveSecs(seconds))
            })
            .collect(),
    ];
    let mut last = Vec::new();
    if settings.game != GameKind::Toto21 {
        let approve = text(lang, &Msg::SettingApproveJoiners);
        let mut row = vec![
            change(format!("✓ {approve}"), SettingChange::ApproveJoiners(true)),
            change(format!("✗ {approve}"), SettingChange::ApproveJoiners(false)),
        ];
        // One button a house rule, setting the other state (the row stays within five).
        for rule in HouseRule::ALL {
            let Some(on) = settings.house_rule(rule) else {
                continue;
            };
            let word = text(
                lang,
                &match rule {
                    HouseRule::NoTrump => Msg::SettingNoTrump,
                    HouseRule::Announcements => Msg::SettingAnnouncements,
                },
            );
            let mark = if on { "✗" } else { "✓" };
            row.push(change(
                format!("{mark} {word}"),
                SettingChange::HouseRule(rule, !on),
            ));
        }
        rows.push(row);
    }
    // The computers' level and hints share the fifth row (Discord allows five).
    last.push(change(
        text(lang, &Msg::SettingAiRule),
        SettingChange::Ai(Ai::Rule),
    ));
    last.push(change(
        text(lang, &Msg::SettingAiStrong),
        SettingChange::Ai(Ai::Strong),
    ));
    let hints = text(lang, &Msg::SettingHints);
    last.push(change(format!("✓ {hints}"), SettingChange::Hints(true)));
    last.push(change(format!("✗ {hints}"), SettingChange::Hints(false)));
    rows.push(last);
    Screen {
        text: settings_text(lang, settings),
        rows,
    }
}
