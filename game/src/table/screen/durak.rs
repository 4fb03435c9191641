//! Durak's screens: trump, stock, the cards on the table, the hands' sizes, the score; and a
//! player's hand with his attacks, defences, "take" and "let them go" as buttons.

use crate::cards::Card;
use crate::durak::{PublicView, SeatView as DurakSeatView, StatusView};
use crate::i18n::{Lang, Msg, card_text, text};

use super::super::press::Press;
use super::super::service::TableView;
use super::labels::move_label;
use super::{Button, Tap, seat_name, team_name};

pub(super) fn lines(lang: Lang, view: &TableView, public: &PublicView) -> Vec<String> {
    let mut lines = vec![text(lang, &Msg::Trump { suit: public.trump })];
    if let Some(card) = public.turned {
        lines.push(text(
            lang,
            &Msg::TurnedCard {
                card: &card_text(card),
            },
        ));
    }
    lines.push(text(
        lang,
        &Msg::StockLeft {
            count: public.stock,
        },
    ));
    if let StatusView::Playing { attacker, .. } = public.status {
        lines.push(text(
            lang,
            &Msg::DurakAttacker {
                user: &seat_name(view, attacker.index()),
            },
        ));
    }
    if !public.table.is_empty() {
        let cards = public
            .table
            .iter()
            .map(|pair| match pair.defence {
                Some(defence) => format!("{}/{}", card_text(pair.attack), card_text(defence)),
                None => card_text(pair.attack),
            })
            .collect::<Vec<_>>()
            .join(" · ");
        lines.push(text(lang, &Msg::OnTheTable { cards: &cards }));
    }
    for (seat, count) in public.hand_sizes.iter().enumerate() {
        lines.push(text(
            lang,
            &Msg::CardsInHand {
                user: &seat_name(view, seat),
                count: *count,
            },
        ));
    }
    lines.push(text(
        lang,
        &Msg::ScoreTo {
            team_a: &team_name(lang, view, 0),
            a: public.scores[0],
            b: public.scores[1],
            team_b: &team_name(lang, view, 1),
            points: public.points,
        },
    ));
    lines
}

/// The most moves on one page of a hand whose moves do not fit one screen: a row for "take"
/// or "let them go" and the paging buttons, three rows of moves, a row for the seat's controls.
const MOVES_PER_PAGE: usize = (super::MAX_ROWS - 2) * super::MAX_PER_ROW;

/// The hand, sorted (trumps last), and the moves: when attacking, every card with the
/// playable ones pressable (only those when the whole hand leaves no room for `controls`
/// more buttons, the seat's own); when defending, each way to beat, then "take" or "let them
/// go". Moves too many for one screen are paged ([`paged`]), from the move `page_from` on.
pub(super) fn hand(
    lang: Lang,
    view: &TableView,
    seat: &DurakSeatView,
    page_from: Option<u16>,
    controls: usize,
    lines: &mut Vec<String>,
) -> Vec<Vec<Button>> {
    let trump = seat.public.trump;
    let mut cards: Vec<Card> = seat.hand.iter().collect();
    cards.sort_by_key(|card| (card.suit() == trump, card.rank(), card.suit()));
    lines.extend(super::hand_line(lang, view, &cards));
    let moves = &view.your_moves;
    let button = |code: &str| {
        Button::press(
            move_label(lang, view.settings.game, code),
            &Press::Move {
                table: view.id,
                turn: view.turn,
                code: code.to_string(),
            },
        )
    };
    let (plays, others): (Vec<&String>, Vec<&String>) = moves
        .iter()
        .partition(|code| code.starts_with("a ") || code.starts_with("b "));
    let others: Vec<Button> = others.iter().map(|code| button(code)).collect();
    let plays = play_buttons(&cards, moves, &plays, &others, controls, button);
    let page = |from: usize, label: Msg| {
        super::page_button(lang, view, u16::try_from(from).unwrap_or(u16::MAX), label)
    };
    let mut rows = if super::fits(&[others.clone(), plays.clone()], controls) {
        vec![others, plays]
    } else {
        paged(others, &plays, page_from.map_or(0, usize::from), page)
    };
    rows.retain(|row| !row.is_empty());
    rows
}

/// The buttons of the cards played: an attacker's whole hand, the cards he may play pressable
/// (only those when the whole hand leaves no room beside `others` for `controls` more
/// buttons); a defender's ways to beat.
fn play_buttons(
    cards: &[Card],
    moves: &[String],
    plays: &[&String],
    others: &[Button],
    controls: usize,
    button: impl Fn(&str) -> Button,
) -> Vec<Button> {
    let attacking = plays.iter().all(|code| code.starts_with("a "));
    if !attacking || moves.is_empty() {
        return plays.iter().map(|code| button(code)).collect();
    }
    let whole: Vec<Button> = cards
        .iter()
        .map(|card| {
            let code = format!("a {card}");
            if moves.contains(&code) {
                button(&code)
            } else {
                Button::inert(card_text(*card))
            }
        })
        .collect();
    if super::fits(&[others.to_vec(), whole.clone()], controls) {
        return whole;
    }
    // The whole hand stays in the text; the buttons keep the cards playable now.
    whole
        .into_iter()
        .filter(|card| card.tap != Tap::Inert)
        .collect()
}

/// One page of `plays`, from the `from`th on (the first page when there is none such): the
/// other moves and the paging buttons in the first row ("◂ From the start" past the first
/// page, "More moves ▸" before the last), then [`MOVES_PER_PAGE`] moves at most.
fn paged(
    others: Vec<Button>,
    plays: &[Button],
    from: usize,
    page: impl Fn(usize, Msg) -> Button,
) -> Vec<Vec<Button>> {
    let from = if from < plays.len() { from } else { 0 };
    let to = (from + MOVES_PER_PAGE).min(plays.len());
    let mut first = others;
    if from > 0 {
        first.push(page(0, Msg::BtnFirstMoves));
    }
    if to < plays.len() {
        first.push(page(to, Msg::BtnMoreMoves));
    }
    let mut rows = vec![first];
    rows.push(plays[from..to].to_vec());
    rows
}
