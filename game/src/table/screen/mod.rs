//! Screens: what the bots show of a table, as text and buttons, in the reader's language.
//! Both bots draw these same screens; only their wire format differs.
//!
//! - [`table_screen`]: the table's message in its chat, for everyone. It is built from the
//!   public view, so it cannot hold a card of a private hand.
//! - [`hand_screen`]: one player's private screen: his hand, sorted, with his legal moves as
//!   buttons carrying the table's turn counter, and the rest shown but not pressable.
//!
//! A screen has at most [`MAX_ROWS`] rows of at most [`MAX_PER_ROW`] buttons (Discord's limits;
//! Telegram allows more), and every button's data fits [`super::press::MAX_DATA_BYTES`].

mod beat;
mod blot;
mod durak;
/// Visible to [`super::words`], which words a contract with [`labels::parse_strain`].
pub(super) mod labels;
pub mod league;
mod lobby;
mod toto21;

use crate::cards::Card;
use crate::i18n::{Lang, Msg, card_text, team_names, text};

use super::engine::GameView;
use super::model::{Closed, Status, Table};
use super::notice::Notice;
use super::press::Press;
use super::service::{Service, TableView};
use super::settings::given_name;
use super::words::match_won;
use crate::ids::{Millis, TableId, UserId};

pub use beat::{Beat, story_beat};
pub use blot::deal_summary_lines;
pub use labels::move_label;
pub use lobby::{settings_screen, settings_text};

/// The most rows of buttons on a screen.
pub const MAX_ROWS: usize = 5;
/// The most buttons in a row.
pub const MAX_PER_ROW: usize = 5;

/// What pressing a button does.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Tap {
    /// Sends this button data (an encoded [`Press`]) back to the bot.
    Press(String),
    /// Opens this address (a deep link).
    Link(String),
    /// Opens this address as a web app inside the chat client (Telegram's Mini App button,
    /// allowed in private chats only): the web table.
    WebApp(String),
    /// Nothing: the button is shown, not pressable (a card that may not be played now).
    Inert,
}

/// A button: its label and what pressing it does.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Button {
    pub label: String,
    pub tap: Tap,
}

impl Button {
    /// A button sending `press`.
    pub fn press(label: impl Into<String>, press: &Press) -> Button {
        Button {
            label: label.into(),
            tap: Tap::Press(press.encode()),
        }
    }

    /// A button that is shown but does nothing.
    pub fn inert(label: impl Into<String>) -> Button {
        Button {
            label: label.into(),
            tap: Tap::Inert,
        }
    }

    /// A button opening an address.
    pub fn link(label: impl Into<String>, url: impl Into<String>) -> Button {
        Button {
            label: label.into(),
            tap: Tap::Link(url.into()),
        }
    }

    /// A button opening an address as a web app inside the chat client (see [`Tap::WebApp`]).
    pub fn web_app(label: impl Into<String>, url: impl Into<String>) -> Button {
        Button {
            label: label.into(),
            tap: Tap::WebApp(url.into()),
        }
    }

    /// The press this button sends, if it sends one.
    pub fn pressed(&self) -> Option<Press> {
        match &self.tap {
            Tap::Press(data) => Press::decode(data),
            _ => None,
        }
    }
}

/// A message: its text and its rows of buttons.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Screen {
    pub text: String,
    pub rows: Vec<Vec<Button>>,
}

impl Screen {
    /// Every button, row by row.
    pub fn buttons(&self) -> impl Iterator<Item = &Button> {
        self.rows.iter().flatten()
    }
}

/// The table's message in its chat: everyone sees it.
pub fn table_screen(service: &Service, table: TableId, lang: Lang, now: Millis) -> Option<Screen> {
    let view = service.view(table, None)?;
    let mut lines = vec![title(lang, &view)];
    let mut rows = Vec::new();
    match &view.status {
        Status::Gathering => {
            let waiting = service
                .tables
                .get(&table)
                .map(|t| t.waiting.clone())
                .unwrap_or_default();
            lobby::gathering(lang, &view, &waiting, &mut lines, &mut rows);
        }
        Status::Playing | Status::Finished { .. } => {
            lines.extend(seat_lines(lang, &view));
            if let Some(game) = &view.game {
                lines.extend(game_lines(lang, &view, game));
            }
            match &view.status {
                Status::Playing => {
                    lines.extend(to_play_line(lang, &view, now));
                    rows.push(vec![Button::press(
                        text(lang, &Msg::BtnShowHand),
                        &Press::ShowHand { table },
                    )]);
                    if view.seats.iter().any(|s| s.away) {
                        rows.push(vec![Button::press(
                            text(lang, &Msg::BtnTakeSeatBack),
                            &Press::TakeBack { table },
                        )]);
                    }
                }
                Status::Finished { winners } => {
                    lines.push(text(lang, &Msg::GameOverLine));
                    let names = winners
                        .iter()
                        .filter_map(|&s| view.seats.get(usize::from(s)))
                        .map(|s| s.name.as_str())
                        .collect::<Vec<_>>();
                    let names = team_names(lang, &names);
                    if !names.is_empty() {
                        let margin = service
                            .tables
                            .get(&table)
                            .and_then(|t| t.engine.as_ref())
                            .and_then(|e| e.margin());
                        let won = match_won(&names, winners.len(), margin);
                        lines.push(text(lang, &won));
                    }
                    if let Some(label) = service
                        .tables
                        .get(&table)
                        .and_then(|t| rematch_label(lang, t))
                    {
                        rows.push(vec![Button::press(label, &Press::Rematch { table })]);
                    }
                }
                _ => {}
            }
        }
        Status::Cancelled => {
            let staked = stakes_taken(&view);
            lines.push(text(lang, &Msg::TableCancelled { id: table, staked }));
            let closed = service.tables.get(&table).and_then(|t| t.closed);
            lines.extend(closed.map(|reason| closed_line(lang, reason, staked)));
        }
    }
    Some(Screen {
        text: lines.join("\n"),
        rows,
    })
}

/// The Rematch button's label at a finished table: with how many of its players asked so far
/// once one has (`Rematch · 1/2`); `None` once the rematch began.
fn rematch_label(lang: Lang, table: &Table) -> Option<String> {
    if table.rematch.begun.is_some() {
        return None;
    }
    let label = text(lang, &Msg::BtnRematch);
    let asked = table.rematch.asked.len();
    if asked == 0 {
        return Some(label);
    }
    let players = table
        .seats
        .iter()
        .filter(|seat| !seat.computer && seat.user.is_some())
        .count();
    Some(format!("{label} · {asked}/{players}"))
}

/// A seated player's private screen: his hand and, on his turn, his moves as buttons. In
/// Blot, between his turns it shows only what changes once a deal (his cards, the contract,
/// the score), so that it is not rewritten at every move of the three others.
/// `None` unless `user` sits at the table and its game is running or over.
pub fn hand_screen(
    service: &Service,
    table: TableId,
    user: &UserId,
    lang: Lang,
    now: Millis,
) -> Option<Screen> {
    hand_screen_page(service, table, user, lang, now, None)
}

/// [`hand_screen`] with the page of moves from `page_from` on ([`Press::Page`]): the Blot
/// auction's bids from that level (the player pressed "Higher…"), or a Durak hand's moves from
/// that index ("More moves ▸"), rather than the first ones.
pub fn hand_screen_page(
    service: &Service,
    table: TableId,
    user: &UserId,
    lang: Lang,
    now: Millis,
    page_from: Option<u16>,
) -> Option<Screen> {
    let view = service.view(table, Some(user))?;
    view.your_seat?;
    let game = view.game.as_ref()?;
    let mut lines = vec![title(lang, &view)];
    let my_turn = !view.your_moves.is_empty();
    let controls = if view.status == Status::Playing {
        seat_row(service, lang, &view, my_turn)
    } else {
        Vec::new()
    };
    let room = controls.len();
    let rows = match game {
        GameView::Blot(blot) if my_turn || view.status != Status::Playing => {
            lines.extend(blot::lines(lang, &view, blot, true));
            blot::hand(lang, &view, blot, page_from, room, &mut lines)
        }
        GameView::Blot(blot) => {
            lines.extend(blot::waiting_lines(lang, &view, blot));
            blot::hand(lang, &view, blot, page_from, room, &mut lines)
        }
        GameView::Toto21(toto) => {
            lines.extend(toto21::lines(lang, &view, toto));
            toto21::buttons(lang, &view)
        }
        GameView::DurakSeat(durak) => {
            lines.extend(durak::lines(lang, &view, &durak.public));
            durak::hand(lang, &view, durak, page_from, room, &mut lines)
        }
        GameView::DurakPublic(_) => Vec::new(),
    };
    if view.status == Status::Playing {
        if my_turn {
            lines.push(text(lang, &Msg::YourMove));
        } else if !matches!(game, GameView::Blot(_)) {
            lines.extend(to_play_line(lang, &view, now));
        }
    }
    let closed = service.tables.get(&table).and_then(|t| t.closed);
    if matches!(view.status, Status::Finished { .. }) && closed.is_none() {
        // Every game's hand says so, whether cards are left in it or not.
        lines.push(text(lang, &Msg::HandGameOver));
    }
    if let Some(reason) = closed {
        lines.push(closed_line(lang, reason, stakes_taken(&view)));
        return Some(Screen {
            text: lines.join("\n"),
            rows: Vec::new(),
        });
    }
    let mut rows = fit(rows);
    if !controls.is_empty() {
        add_row(&mut rows, controls);
    }
    Some(Screen {
        text: lines.join("\n"),
        rows,
    })
}

/// A playing seat's own controls: "I'm away" (not at a league table), or "I'm back" while the
/// computer holds it, and on his turn at a table with hints, when he has a choice, "💡 Hint".
fn seat_row(service: &Service, lang: Lang, view: &TableView, my_turn: bool) -> Vec<Button> {
    let table = view.id;
    let away = view
        .your_seat
        .and_then(|seat| view.seats.get(usize::from(seat)))
        .is_some_and(|seat| seat.away);
    if away {
        return vec![Button::press(
            text(lang, &Msg::BtnBack),
            &Press::TakeBack { table },
        )];
    }
    // A league game is its players' own: no handing the seat to the computer.
    let mut row = Vec::new();
    if !view.league {
        row.push(Button::press(
            text(lang, &Msg::BtnAway),
            &Press::Away { table },
        ));
    }
    let hints = service
        .tables
        .get(&table)
        .is_some_and(|t| t.hints_allowed());
    // A hint for a move the player cannot but make tells him nothing.
    if my_turn && hints && view.your_moves.len() > 1 {
        row.push(Button::press(
            text(lang, &Msg::BtnHint),
            &Press::Hint {
                table,
                turn: view.turn,
            },
        ));
    }
    row
}

/// Adds a row of buttons within the limits: a row of its own when there is room, else at the
/// end of the first row that has room (the hands leave one: [`fits`]).
fn add_row(rows: &mut Vec<Vec<Button>>, row: Vec<Button>) {
    if rows.len() < MAX_ROWS {
        rows.push(row);
    } else if let Some(roomy) = rows
        .iter_mut()
        .find(|roomy| roomy.len() + row.len() <= MAX_PER_ROW)
    {
        roomy.extend(row);
    }
}

/// True when `rows`, flowed by [`fit`], keep every button and leave room for a row of
/// `controls` more buttons ([`add_row`]): a row of their own, or a place in a row.
fn fits(rows: &[Vec<Button>], controls: usize) -> bool {
    let widths: Vec<usize> = rows
        .iter()
        .flat_map(|row| row.chunks(MAX_PER_ROW).map(<[Button]>::len))
        .collect();
    widths.len() <= MAX_ROWS
        && (controls == 0
            || widths.len() < MAX_ROWS
            || widths.iter().any(|width| width + controls <= MAX_PER_ROW))
}

/// True when a table's players put stakes in its pot: it has a stake and its game began (a
/// table cancelled before had nothing to return).
fn stakes_taken(view: &TableView) -> bool {
    view.settings.stake > 0 && view.game.is_some()
}

/// A hand's button turning to its page of moves starting at `from` (bid levels, Durak moves).
fn page_button(lang: Lang, view: &TableView, from: u16, label: Msg) -> Button {
    Button::press(
        text(lang, &label),
        &Press::Page {
            table: view.id,
            turn: view.turn,
            from,
        },
    )
}

/// Why the bot closed a table, in words (`staked`: the table had stakes to return).
fn closed_line(lang: Lang, reason: Closed, staked: bool) -> String {
    match reason {
        Closed::NotStarted { minutes } => text(lang, &Msg::TableClosedNotStarted { minutes }),
        Closed::Idle { hours } => text(lang, &Msg::TableClosedIdle { hours, staked }),
        Closed::Unattended { minutes } => {
            text(lang, &Msg::TableClosedUnattended { minutes, staked })
        }
    }
}

/// The buttons a chat notice carries: the next screen of a long table list.
pub fn notice_rows(lang: Lang, notice: &Notice) -> Vec<Vec<Button>> {
    match notice {
        Notice::TableList {
            more: Some(skip), ..
        } => vec![vec![Button::press(
            text(lang, &Msg::BtnMoreTables),
            &Press::Tables { skip: *skip },
        )]],
        _ => league::notice_rows(lang, notice),
    }
}

fn title(lang: Lang, view: &TableView) -> String {
    text(
        lang,
        &Msg::TableTitle {
            id: view.id,
            name: given_name(&view.name, view.settings.game),
            game: view.settings.game,
        },
    )
}

/// One line per seat, counted from 1.
fn seat_lines(lang: Lang, view: &TableView) -> Vec<String> {
    view.seats
        .iter()
        .enumerate()
        .map(|(index, seat)| {
            let number = index as u32 + 1;
            let user = seat.name.as_str();
            text(
                lang,
                &if seat.empty {
                    Msg::SeatFree { seat: number }
                } else if seat.away {
                    Msg::SeatAway { seat: number, user }
                } else if seat.computer {
                    Msg::SeatComputer { seat: number, user }
                } else {
                    Msg::SeatLine { seat: number, user }
                },
            )
        })
        .collect()
}

fn game_lines(lang: Lang, view: &TableView, game: &GameView) -> Vec<String> {
    match game {
        GameView::Blot(blot) => blot::lines(lang, view, blot, false),
        GameView::Toto21(toto) => toto21::lines(lang, view, toto),
        GameView::DurakPublic(public) => durak::lines(lang, view, public),
        GameView::DurakSeat(seat) => durak::lines(lang, view, &seat.public),
    }
}

/// "Your hand: …"; with no card left, that none is left while the game runs, else nothing
/// (a finished game's hand then says that the game is over, see [`hand_screen_page`]).
fn hand_line(lang: Lang, view: &TableView, cards: &[Card]) -> Option<String> {
    match (cards.is_empty(), &view.status) {
        (true, Status::Playing) => Some(text(lang, &Msg::HandEmpty)),
        (true, _) => None,
        (false, _) => Some(text(
            lang,
            &Msg::YourHand {
                cards: &cards_text(cards.iter().copied()),
            },
        )),
    }
}

/// "Aram to play · 60 s a move": what stays true until the next edit (a countdown would be
/// stale between edits), with the seat's game clock when the table has one.
fn to_play_line(lang: Lang, view: &TableView, _now: Millis) -> Option<String> {
    let seat = view.seats.get(usize::from(view.to_act?))?;
    let (user, seconds) = (seat.name.as_str(), view.settings.move_secs);
    // A Blot auction's turn is a call, not a card.
    let bidding = matches!(&view.game, Some(GameView::Blot(blot)) if blot.phase == "auction");
    Some(text(
        lang,
        &if bidding {
            Msg::ToBid { user, seconds }
        } else {
            Msg::ToPlay { user, seconds }
        },
    ))
}

/// A team's players, "Ani & Carmen" as the language joins them (a seat's name alone in a
/// game for two).
fn team_name(lang: Lang, view: &TableView, team: usize) -> String {
    let names: Vec<String> = (0..view.seats.len())
        .filter(|seat| seat % 2 == team)
        .map(|seat| seat_name(view, seat))
        .collect();
    team_names(lang, &names)
}

/// A seat's name, or its number when the seat is unknown.
fn seat_name(view: &TableView, seat: usize) -> String {
    view.seats
        .get(seat)
        .map_or_else(|| (seat + 1).to_string(), |s| s.name.clone())
}

/// Cards as `10♠ J♥`.
fn cards_text(cards: impl IntoIterator<Item = Card>) -> String {
    cards
        .into_iter()
        .map(card_text)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A card code (`TS`) as `10♠`, or the code itself if it is not a card.
fn code_text(code: &str) -> String {
    code.parse::<Card>()
        .map(card_text)
        .unwrap_or_else(|_| code.to_string())
}

/// Flows buttons into rows within the platforms' limits, keeping given row breaks.
fn fit(rows: Vec<Vec<Button>>) -> Vec<Vec<Button>> {
    let mut fitted: Vec<Vec<Button>> = Vec::new();
    for row in rows {
        for chunk in row.chunks(MAX_PER_ROW) {
            if fitted.len() == MAX_ROWS {
                return fitted;
            }
            fitted.push(chunk.to_vec());
        }
    }
    fitted
}

#[cfg(test)]
mod tests;
