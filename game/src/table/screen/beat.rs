//! The story's beats: the moments the table's message in its chat must show while everyone
//! at the table follows it on the web page — a trick taken, a Durak bout over, a Toto21 round
//! settled, a deal scored, an auction won — so that the chat still tells the story without an
//! edit at every card.

use super::super::engine::GameView;
use super::super::model::Status;
use super::super::service::TableView;

/// Where a table's story stands: the table's message needs no edit while it is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Beat(String);

/// The beat a table's public `view` is at, or `None` in the middle of one (a trick or a bout
/// being played): its message waits for the end. Every status but playing is a beat of its
/// own.
pub fn story_beat(view: &TableView) -> Option<Beat> {
    if view.status != Status::Playing {
        return Some(Beat(format!("{:?}", view.status)));
    }
    let beat = match view.game.as_ref()? {
        GameView::Blot(blot) => {
            if blot.phase == "play" && !blot.trick.is_empty() {
                return None;
            }
            // Each auction's bids, the cards of a trick: none is a beat; the auction won, a
            // trick taken, a deal scored (the totals, the next dealer) are.
            format!(
                "blot {} {} {:?} {:?} {}",
                blot.phase,
                blot.dealer,
                blot.tricks_won,
                blot.totals,
                blot.last_deal.is_some()
            )
        }
        GameView::Toto21(toto) => {
            // A round settled: its result, the score.
            let over = matches!(toto.state, crate::toto21::StateView::Over(_));
            format!("toto21 {:?} {:?} {over}", toto.score, toto.last_round)
        }
        GameView::DurakPublic(durak) => durak_beat(durak)?,
        GameView::DurakSeat(seat) => durak_beat(&seat.public)?,
    };
    Some(Beat(beat))
}

/// A Durak table's beat: the table cleared after a bout (beaten off or taken), with what that
/// changed; `None` while a bout is on the table.
fn durak_beat(durak: &crate::durak::PublicView) -> Option<String> {
    if !durak.table.is_empty() {
        return None;
    }
    Some(format!(
        "durak {} {:?} {} {} {:?}",
        durak.game_number, durak.scores, durak.stock, durak.discarded, durak.hand_sizes
    ))
}
