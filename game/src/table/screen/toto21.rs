//! Toto21's screens: the round's two hands (hidden cards as card backs), the score, and the
//! player's hit / stand / blind-card buttons.

use crate::i18n::{Lang, Msg, text};
use crate::toto21::{HandView, StateView, TableView as TotoView};

use super::super::press::Press;
use super::super::service::TableView;
use super::labels::move_label;
use super::{Button, cards_text, seat_name, team_name};

/// A card seen from the back.
const CARD_BACK: &str = "🂠";

pub(super) fn lines(lang: Lang, view: &TableView, toto: &TotoView) -> Vec<String> {
    let mut lines = Vec::new();
    if let StateView::Playing(round) = &toto.state {
        lines.push(text(
            lang,
            &Msg::TotoRound {
                number: round.number,
                prize: round.prize,
            },
        ));
        lines.push(text(
            lang,
            &Msg::DealerLine {
                user: &seat_name(view, usize::from(u8::from(round.dealer.seat))),
            },
        ));
        for hand in [&round.player, &round.dealer] {
            lines.push(hand_line(lang, view, hand));
        }
    }
    lines.push(text(
        lang,
        &Msg::ScoreTo {
            team_a: &team_name(lang, view, 0),
            a: toto.score[0],
            b: toto.score[1],
            team_b: &team_name(lang, view, 1),
            points: view.settings.points,
        },
    ));
    lines
}

fn hand_line(lang: Lang, view: &TableView, hand: &HandView) -> String {
    let mut cards = cards_text(hand.face_up.iter().copied());
    for _ in 0..hand.face_down {
        if !cards.is_empty() {
            cards.push(' ');
        }
        cards.push_str(CARD_BACK);
    }
    text(
        lang,
        &Msg::TotoHandLine {
            user: &seat_name(view, usize::from(u8::from(hand.seat))),
            cards: &cards,
            total: u32::from(hand.visible_total),
        },
    )
}

/// The player's moves, one button each.
pub(super) fn buttons(lang: Lang, view: &TableView) -> Vec<Vec<Button>> {
    vec![
        view.your_moves
            .iter()
            .map(|code| {
                Button::press(
                    move_label(lang, view.settings.game, code),
                    &Press::Move {
                        table: view.id,
                        turn: view.turn,
                        code: code.clone(),
                    },
                )
            })
            .collect(),
    ]
}
