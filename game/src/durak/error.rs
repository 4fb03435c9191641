//! Why an action or a deal is refused: one variant per rule, worded for players.

use super::seat::Seat;
use crate::cards::Card;

/// A rule an action, a deal or a match setting breaks. The message says in plain words what
/// the rule wants; the referee prints it as the `reason`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DurakError {
    /// The table's points must be at least 1.
    #[error("a match must be played to at least 1 point")]
    NoPoints,
    /// A deck must hold each of the 36 cards once.
    #[error("the deck must hold each of the 36 cards (6 to ace) exactly once; it holds {cards}")]
    NotAFullDeck {
        /// How many different cards it holds.
        cards: usize,
    },
    /// The first attacker is fixed by the rules.
    #[error("seat {expected} must attack first ({why})")]
    WrongFirstAttacker {
        /// The seat that must attack first.
        expected: Seat,
        /// Why the rules pick him.
        why: &'static str,
    },
    /// A game is being played; the next one cannot be dealt yet.
    #[error("the current game is not over yet")]
    GameInProgress,
    /// No game is being played (between games, before the next deal).
    #[error("no game is being played: the next game must be dealt first")]
    NoGameInProgress,
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The match is over.
    #[error("the match is over")]
    MatchOver,
    /// Only the seat to move may act.
    #[error("it is seat {to_move}'s move, not seat {seat}'s")]
    NotYourMove {
        /// The seat that tried to act.
        seat: Seat,
        /// The seat to move.
        to_move: Seat,
    },
    /// A card played must be in the player's hand.
    #[error("{card} is not in the player's hand")]
    CardNotInHand {
        /// The card.
        card: Card,
    },
    /// Added attack cards must match a rank on the table.
    #[error("{card} cannot be added: an added attack card must match a rank already on the table")]
    RankNotOnTable {
        /// The card.
        card: Card,
    },
    /// Undefended attack cards may never outnumber the defender's cards.
    #[error(
        "{card} cannot be added: undefended attack cards may not outnumber the defender's \
         {defender_cards} card(s) in hand"
    )]
    ExceedsDefenderHand {
        /// The card.
        card: Card,
        /// Cards in the defender's hand.
        defender_cards: u32,
    },
    /// Letting go needs cards on the table.
    #[error("the attacker must lead a card: there is nothing on the table to let go")]
    NothingToLetGo,
    /// Only the defender beats or takes.
    #[error("only the defender may beat or take, while an attack card stands unbeaten")]
    OnlyDefenderBeatsOrTakes,
    /// While an attack card stands unbeaten, the defender must beat it or take.
    #[error("an attack card stands unbeaten: the defender must beat it or take")]
    MustBeatOrTake,
    /// A card can only beat an unbeaten attack card on the table.
    #[error("{card} is not an unbeaten attack card on the table")]
    NotAnUnbeatenAttack {
        /// The card.
        card: Card,
    },
    /// A plain card is beaten by a higher card of its suit or by any trump.
    #[error(
        "{defence} does not beat {attack}: beat with a higher card of the same suit, or a trump"
    )]
    DoesNotBeat {
        /// The attack card.
        attack: Card,
        /// The card laid on the attack card.
        defence: Card,
    },
    /// A trump is beaten only by a higher trump.
    #[error("{defence} does not beat {attack}: a trump is beaten only by a higher trump")]
    TrumpNeedsHigherTrump {
        /// The attack card.
        attack: Card,
        /// The card laid on the attack card.
        defence: Card,
    },
}
