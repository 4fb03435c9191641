//! What each viewer may see: a seat sees his own hand; everyone sees the public rest.

use serde::Serialize;

use super::match_state::{Match, MatchPhase};
use super::outcome::{GameOutcome, MatchOutcome};
use super::seat::Seat;
use crate::cards::{Card, CardSet, Suit};

/// One attack card on the table and the card that beat it, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PairView {
    /// The attack card.
    pub attack: Card,
    /// The card that beat it, or `null`.
    pub defence: Option<Card>,
}

/// Where the match stands, as everyone may know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum StatusView {
    /// A game is being played; `to_move` is the seat to act.
    Playing {
        /// The bout's attacker.
        attacker: Seat,
        /// The seat to move.
        to_move: Seat,
    },
    /// The last game is over; the next one is to be dealt.
    BetweenGames {
        /// How the last game ended.
        last_game: GameOutcome,
    },
    /// The match is over.
    Over {
        /// How the last game ended.
        last_game: GameOutcome,
        /// How it ended.
        outcome: MatchOutcome,
    },
}

/// What a spectator sees, and the public part of what a seat sees. It holds no hidden card:
/// hand sizes, not hands; the stock's size, not its order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublicView {
    /// The points the match is played to.
    pub points: u32,
    /// Each seat's points.
    pub scores: [u32; 2],
    /// The number of the current (or last) game, from 1.
    pub game_number: u32,
    /// The status: playing (whose move), between games or over.
    #[serde(flatten)]
    pub status: StatusView,
    /// The trump suit.
    pub trump: Suit,
    /// The turned trump card while it is still at the bottom of the stock.
    pub turned: Option<Card>,
    /// Cards left in the stock.
    pub stock: u32,
    /// Cards discarded so far.
    pub discarded: u32,
    /// Cards in each seat's hand.
    pub hand_sizes: [u32; 2],
    /// The table: attack cards in the order played, each with its defence.
    pub table: Vec<PairView>,
}

/// What one seat sees: his own hand and the public view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// The viewing seat.
    pub seat: Seat,
    /// The seat's own hand.
    pub hand: CardSet,
    /// Cards in the opponent's hand (the number only).
    pub opponent_hand_size: u32,
    /// Everything public.
    #[serde(flatten)]
    pub public: PublicView,
}

impl Match {
    /// What a spectator sees.
    pub fn spectator_view(&self) -> PublicView {
        let game = self.game();
        let status = match self.phase() {
            MatchPhase::Playing(game) => match (game.attacker(), game.to_move()) {
                (Some(attacker), Some(to_move)) => StatusView::Playing { attacker, to_move },
                // A game in the `Playing` phase is never finished; stay total anyway.
                _ => StatusView::BetweenGames {
                    last_game: game.outcome().unwrap_or(GameOutcome::Draw),
                },
            },
            MatchPhase::BetweenGames(game) => StatusView::BetweenGames {
                last_game: game.outcome().unwrap_or(GameOutcome::Draw),
            },
            MatchPhase::Over { last, outcome } => StatusView::Over {
                last_game: last.outcome().unwrap_or(GameOutcome::Draw),
                outcome: *outcome,
            },
        };
        PublicView {
            points: self.points(),
            scores: self.scores(),
            game_number: self.games_dealt(),
            status,
            trump: game.trump(),
            turned: game.turned(),
            stock: game.stock_count(),
            discarded: game.discard().len(),
            hand_sizes: Seat::BOTH.map(|seat| game.hand(seat).len()),
            table: game
                .table()
                .pairs()
                .iter()
                .map(|pair| PairView {
                    attack: pair.attack,
                    defence: pair.defence,
                })
                .collect(),
        }
    }

    /// What `seat` sees: his hand, the opponent's hand size and the public view.
    pub fn seat_view(&self, seat: Seat) -> SeatView {
        let game = self.game();
        SeatView {
            seat,
            hand: game.hand(seat),
            opponent_hand_size: game.hand(seat.other()).len(),
            public: self.spectator_view(),
        }
    }
}
