//! A game: deals added up to the target, the dealer's rotation, kaput-crossing, reverse kaput
//! and the margin (docs/rules.md, Bazaar Blot: the game).

use super::auction::VoidReason;
use super::deal::DealResult;
use super::rules::{Rules, Seat, team_of};
use super::score::Outcome;

/// The margin of a Bazaar Blot win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Margin {
    /// "Rubicon": the losers had at most 150.
    TwoNil,
    OneNil,
}

impl Margin {
    /// `2-0` or `1-0`.
    pub const fn name(self) -> &'static str {
        match self {
            Margin::TwoNil => "2-0",
            Margin::OneNil => "1-0",
        }
    }
}

/// The winner of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameWinner {
    pub team: usize,
    /// Bazaar Blot's 2-0 / 1-0; `None` in the variants, which have no margin.
    pub margin: Option<Margin>,
}

/// The running score of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameScore {
    rules: Rules,
    totals: [u16; 2],
    dealer: Seat,
    winner: Option<GameWinner>,
}

impl GameScore {
    /// A new game at 0:0 whose first deal is dealt by `first_dealer`.
    pub fn new(rules: Rules, first_dealer: Seat) -> GameScore {
        GameScore {
            rules,
            totals: [0, 0],
            dealer: first_dealer % rules.seats,
            winner: None,
        }
    }

    /// A game resumed with `totals` already scored, `dealer` dealing the deal in progress.
    pub fn resumed(rules: Rules, dealer: Seat, totals: [u16; 2]) -> GameScore {
        GameScore {
            totals,
            ..GameScore::new(rules, dealer)
        }
    }

    pub fn totals(&self) -> [u16; 2] {
        self.totals
    }

    /// Who deals the next deal.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<GameWinner> {
        self.winner
    }

    /// Adds a finished deal: its score, the next dealer, and whether the game is won.
    pub fn add(&mut self, result: &DealResult) {
        if self.winner.is_some() {
            return;
        }
        let same_dealer = matches!(result.void_reason, Some(VoidReason::FourSevens { .. }));
        if !same_dealer {
            self.dealer = self.rules.next(self.dealer);
        }
        match result.outcome {
            Outcome::Void => {}
            Outcome::TarsKaput => {
                let declarers = result.contract.map_or(0, |c| team_of(c.seat));
                self.winner = Some(self.winner_is(1 - declarers));
            }
            Outcome::Made | Outcome::Down => {
                self.totals[0] += result.score[0];
                self.totals[1] += result.score[1];
                let plays_on = self.rules.kaput_crossing_plays_on && result.is_kaput(&self.rules);
                let [a, b] = self.totals;
                if !plays_on && a.max(b) >= self.rules.target && a != b {
                    self.winner = Some(self.winner_is(if a > b { 0 } else { 1 }));
                }
            }
        }
    }

    fn winner_is(&self, team: usize) -> GameWinner {
        let margin = self.rules.rubicon_at.map(|limit| {
            if self.totals[1 - team] <= limit {
                Margin::TwoNil
            } else {
                Margin::OneNil
            }
        });
        GameWinner { team, margin }
    }
}
