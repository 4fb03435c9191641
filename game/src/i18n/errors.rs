//! The engines' errors in the players' languages. Each function matches every variant, so a
//! new variant does not compile until it has a phrase.

use std::borrow::Cow;

use crate::blot::{Call, RuleError};
use crate::cards::{Card, Rank};
use crate::durak::DurakError;
use crate::toto21::ActionError;

use super::Lang;
use super::arg::{Arg, Name, num};
use super::bundles::render;

/// A phrase's key and arguments.
pub(super) type Parts = (&'static str, Vec<(&'static str, Arg<'static>)>);

/// A card as players read it: rank then suit symbol, `10♥`, `J♠`.
fn card(card: Card) -> Arg<'static> {
    Arg::Text(Cow::Owned(card_text(card)))
}

/// A card as players read it: rank then suit symbol, `10♥`, `J♠`.
pub fn card_text(card: Card) -> String {
    let rank = match card.rank() {
        Rank::Ten => "10".to_owned(),
        rank => rank.letter().to_string(),
    };
    format!("{rank}{}", card.suit().symbol())
}

/// A call as the phrase words it: its kind (`pass`, `bid`, `kaput`, `coinche`, `surcoinche`,
/// `four-sevens`, `take`, `choose`), with a bid's level and strain or a named suit, which the
/// catalogs write in the player's language (not the notation's `p`, `X`, `12NT`, `take`).
fn call_args(call: Call) -> Vec<(&'static str, Arg<'static>)> {
    let kind = |kind: &'static str| ("kind", Arg::Text(Cow::Borrowed(kind)));
    match call {
        Call::Pass => vec![kind("pass")],
        Call::Bid(bid) => vec![
            kind(if bid.kaput { "kaput" } else { "bid" }),
            ("level", num(bid.level)),
            ("strain", Arg::Name(Name::Strain(bid.strain))),
        ],
        Call::Coinche => vec![kind("coinche")],
        Call::Surcoinche => vec![kind("surcoinche")],
        Call::FourSevens => vec![kind("four-sevens")],
        Call::Take => vec![kind("take")],
        Call::Choose(suit) => vec![kind("choose"), ("suit", Arg::Name(Name::Suit(suit)))],
    }
}

/// A seat as players count it, from 1.
fn seat(index: usize) -> Arg<'static> {
    Arg::Number(index as u64 + 1)
}

/// The key and arguments of a Blot rule error.
pub(super) fn blot_parts(error: &RuleError) -> Parts {
    use RuleError::*;
    match error {
        NotYourTurn { seat: s, expected } => (
            "err-blot-not-your-turn",
            vec![
                ("seat", seat(usize::from(*s))),
                ("expected", seat(usize::from(*expected))),
            ],
        ),
        AuctionOver => ("err-blot-auction-over", vec![]),
        AuctionNotOver => ("err-blot-auction-not-over", vec![]),
        DealOver => ("err-blot-deal-over", vec![]),
        WrongKindOfCall { call: c } => ("err-blot-wrong-call", call_args(*c)),
        BidTooLow { min } => ("err-blot-bid-too-low", vec![("min", num(*min))]),
        BidNotHigher { last } => ("err-blot-bid-not-higher", vec![("last", num(*last))]),
        BidOffStep { step } => ("err-blot-bid-off-step", vec![("step", num(*step))]),
        BidTooHigh { max } => ("err-blot-bid-too-high", vec![("max", num(*max))]),
        KaputTooLow { min } => ("err-blot-kaput-too-low", vec![("min", num(*min))]),
        KaputTooHigh { max } => ("err-blot-kaput-too-high", vec![("max", num(*max))]),
        MustBidKaput => ("err-blot-must-bid-kaput", vec![]),
        NoTrumpNotAllowed => ("err-blot-no-trump-not-allowed", vec![]),
        OnlySurcoincheOrPass => ("err-blot-only-surcoinche-or-pass", vec![]),
        NothingToCoinche => ("err-blot-nothing-to-coinche", vec![]),
        NothingToSurcoinche => ("err-blot-nothing-to-surcoinche", vec![]),
        CannotShowFourSevens => ("err-blot-cannot-show-four-sevens", vec![]),
        TurnedSuitRefused => ("err-blot-turned-suit-refused", vec![]),
        NotInHand { card: c } => ("err-blot-not-in-hand", vec![("card", card(*c))]),
        MustFollowSuit => ("err-blot-must-follow-suit", vec![]),
        MustOvertrump => ("err-blot-must-overtrump", vec![]),
        MustTrump => ("err-blot-must-trump", vec![]),
        TooLateToAnnounce => ("err-blot-too-late-to-announce", vec![]),
        NoAnnouncements => ("err-blot-no-announcements", vec![]),
        // The engine's `why` is English prose; the phrase names the cards only.
        NotACombination { cards, why: _ } => (
            "err-blot-not-a-combination",
            vec![("cards", Arg::Text(Cow::Owned(cards.clone())))],
        ),
        CardInTwoCombinations { card: c } => (
            "err-blot-card-in-two-combinations",
            vec![("card", card(*c))],
        ),
        CombinationNotHeld { card: c } => {
            ("err-blot-combination-not-held", vec![("card", card(*c))])
        }
        WrongHandSize { expected, found } => (
            "err-blot-wrong-hand-size",
            vec![
                ("expected", Arg::Number(*expected as u64)),
                ("found", Arg::Number(*found as u64)),
            ],
        ),
        CardDealtTwice { card: c } => ("err-blot-card-dealt-twice", vec![("card", card(*c))]),
        CardNotInPack { card: c } => ("err-blot-card-not-in-pack", vec![("card", card(*c))]),
        TurnedCardNotTaken => ("err-blot-turned-card-not-taken", vec![]),
        HandsNotCompleted => ("err-blot-hands-not-completed", vec![]),
        NoSuchSeat { seat: s } => (
            "err-blot-no-such-seat",
            vec![("seat", seat(usize::from(*s)))],
        ),
    }
}

/// The key and arguments of a Toto21 action error.
pub(super) fn toto21_parts(error: &ActionError) -> Parts {
    use ActionError::*;
    match error {
        MatchOver => ("err-toto-match-over", vec![]),
        NoRoundInPlay => ("err-toto-no-round", vec![]),
        RoundInPlay => ("err-toto-round-in-play", vec![]),
        NotYourTurn { seat: s, turn } => (
            "err-toto-not-your-turn",
            vec![("seat", seat(s.index())), ("turn", seat(turn.index()))],
        ),
        CannotHitAt21 => ("err-toto-hit-at-21", vec![]),
        DealerMayNotTakeBlind => ("err-toto-dealer-blind", vec![]),
        BlindAlreadyUsed => ("err-toto-blind-used", vec![]),
        DeckExhausted => ("err-toto-deck-exhausted", vec![]),
    }
}

/// The key and arguments of a Durak error.
pub(super) fn durak_parts(error: &DurakError) -> Parts {
    use DurakError::*;
    match error {
        NoPoints => ("err-durak-no-points", vec![]),
        NotAFullDeck { cards } => (
            "err-durak-not-a-full-deck",
            vec![("cards", Arg::Number(*cards as u64))],
        ),
        // The engine's `why` is English prose; the phrase names the seat only.
        WrongFirstAttacker { expected, why: _ } => (
            "err-durak-wrong-first-attacker",
            vec![("expected", seat(expected.index()))],
        ),
        GameInProgress => ("err-durak-game-in-progress", vec![]),
        NoGameInProgress => ("err-durak-no-game", vec![]),
        GameOver => ("err-durak-game-over", vec![]),
        MatchOver => ("err-durak-match-over", vec![]),
        NotYourMove { seat: s, to_move } => (
            "err-durak-not-your-move",
            vec![
                ("seat", seat(s.index())),
                ("to_move", seat(to_move.index())),
            ],
        ),
        CardNotInHand { card: c } => ("err-durak-not-in-hand", vec![("card", card(*c))]),
        RankNotOnTable { card: c } => ("err-durak-rank-not-on-table", vec![("card", card(*c))]),
        ExceedsDefenderHand {
            card: c,
            defender_cards,
        } => (
            "err-durak-exceeds-defender-hand",
            vec![("card", card(*c)), ("defender_cards", num(*defender_cards))],
        ),
        NothingToLetGo => ("err-durak-nothing-to-let-go", vec![]),
        OnlyDefenderBeatsOrTakes => ("err-durak-only-defender", vec![]),
        MustBeatOrTake => ("err-durak-must-beat-or-take", vec![]),
        NotAnUnbeatenAttack { card: c } => {
            ("err-durak-not-unbeaten-attack", vec![("card", card(*c))])
        }
        DoesNotBeat { attack, defence } => (
            "err-durak-does-not-beat",
            vec![("attack", card(*attack)), ("defence", card(*defence))],
        ),
        TrumpNeedsHigherTrump { attack, defence } => (
            "err-durak-trump-needs-higher",
            vec![("attack", card(*attack)), ("defence", card(*defence))],
        ),
    }
}

/// A Blot rule error in a player's language.
pub fn blot_error(lang: Lang, error: &RuleError) -> String {
    let (key, args) = blot_parts(error);
    render(lang, key, &args)
}

/// A Toto21 action error in a player's language.
pub fn toto21_error(lang: Lang, error: &ActionError) -> String {
    let (key, args) = toto21_parts(error);
    render(lang, key, &args)
}

/// A Durak error in a player's language.
pub fn durak_error(lang: Lang, error: &DurakError) -> String {
    let (key, args) = durak_parts(error);
    render(lang, key, &args)
}
