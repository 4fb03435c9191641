//! Every way a Blot move can break a rule. The messages are the referee's plain-words reasons.

use crate::cards::Card;

use super::call::Call;
use super::rules::Seat;

/// A rule broken by a call, an announcement or a card.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("it is seat {expected}'s turn, not seat {seat}'s")]
    NotYourTurn { seat: Seat, expected: Seat },
    #[error("the auction is over")]
    AuctionOver,
    #[error("the auction is not over yet")]
    AuctionNotOver,
    #[error("the deal is over")]
    DealOver,
    #[error("{call} is not a call of this variant")]
    WrongKindOfCall { call: Call },
    #[error("a bid must be at least {min}")]
    BidTooLow { min: u16 },
    #[error("a bid must be higher than the last bid ({last})")]
    BidNotHigher { last: u16 },
    #[error("bids go up in steps of {step}")]
    BidOffStep { step: u16 },
    #[error("the highest bid that is not kaput is {max}")]
    BidTooHigh { max: u16 },
    #[error("a kaput bid must be at least {min}")]
    KaputTooLow { min: u16 },
    #[error("a kaput bid may be at most {max}")]
    KaputTooHigh { max: u16 },
    #[error("after a kaput bid every higher bid must be kaput")]
    MustBidKaput,
    #[error("no-trump may not be bid in this variant")]
    NoTrumpNotAllowed,
    #[error("after a coinche only surcoinche or pass is allowed")]
    OnlySurcoincheOrPass,
    #[error("there is no opponents' bid to coinche")]
    NothingToCoinche,
    #[error("surcoinche needs a coinche of your own team's bid")]
    NothingToSurcoinche,
    #[error("four sevens may only be shown by their holder before his first call")]
    CannotShowFourSevens,
    #[error("the turned card's suit may not be named in the second round")]
    TurnedSuitRefused,
    #[error("{card} is not in this player's hand")]
    NotInHand { card: Card },
    #[error("must follow suit")]
    MustFollowSuit,
    #[error("must play a higher trump")]
    MustOvertrump,
    #[error("must play a trump")]
    MustTrump,
    #[error("combinations are announced before the player's first card")]
    TooLateToAnnounce,
    #[error("this table plays without announcements")]
    NoAnnouncements,
    #[error("{cards} is not a combination: {why}")]
    NotACombination { cards: String, why: &'static str },
    #[error("{card} is used in two announced combinations")]
    CardInTwoCombinations { card: Card },
    #[error("{card} was not dealt to this player")]
    CombinationNotHeld { card: Card },
    #[error("a hand must hold {expected} cards, not {found}")]
    WrongHandSize { expected: usize, found: usize },
    #[error("{card} is dealt twice")]
    CardDealtTwice { card: Card },
    #[error("{card} is not in this variant's pack")]
    CardNotInPack { card: Card },
    #[error("the turned card must be in the taker's hand")]
    TurnedCardNotTaken,
    #[error("a deal that is played is recorded with the completed hands")]
    HandsNotCompleted,
    #[error("seat {seat} does not exist")]
    NoSuchSeat { seat: Seat },
}
