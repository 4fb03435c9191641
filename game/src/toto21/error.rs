//! The rules an input can break, as a typed error.

use super::Seat;

/// Why the engine refused an input; the message names the rule in plain words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    /// The match has ended; nothing more can happen.
    #[error("the match is over")]
    MatchOver,
    /// A move came between rounds, before the next round was dealt.
    #[error("no round is being played: the next round must be dealt first")]
    NoRoundInPlay,
    /// A deal came while a round was still being played.
    #[error("a round is still being played: it must end before the next deal")]
    RoundInPlay,
    /// A seat acted out of turn.
    #[error("it is seat {turn}'s turn, not seat {seat}'s")]
    NotYourTurn {
        /// The seat that tried to act.
        seat: Seat,
        /// The seat whose turn it is.
        turn: Seat,
    },
    /// A hand at 21 tried to draw; it may only stand.
    #[error("cannot hit at 21: a hand draws only while its total is below 21, so it must stand")]
    CannotHitAt21,
    /// The dealer asked for a blind card.
    #[error("the dealer may not take a blind card: only the player may")]
    DealerMayNotTakeBlind,
    /// The player asked for a second blind card.
    #[error("the blind card was already used this round: only one per round")]
    BlindAlreadyUsed,
    /// A draw found no card left (only a hand-written record can be that short).
    #[error("no card is left to draw: the deal's cards ran out")]
    DeckExhausted,
}
