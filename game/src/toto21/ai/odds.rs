//! What the exact player computes and stores: the [`Odds`] of a round's three endings, and the
//! [`Objective`] that turns them into one value. A leaf: the solver and its memo both use it.

/// How much a seat values a double bust (the round is replayed for one point more, each seat
/// as likely as the other to deal): a win counts 1, a loss 0.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Objective {
    /// The worth of a double bust, between 0 (only wins count) and 1.
    pub double_bust: f64,
}

impl Objective {
    /// Only a won round counts.
    pub const WIN_ONLY: Objective = Objective { double_bust: 0.0 };
    /// A double bust is a replay the seat wins half the time.
    pub const REPLAY_HALF: Objective = Objective { double_bust: 0.5 };
}

/// The probabilities of the three ways a round can end.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Odds {
    /// The player wins.
    pub player: f64,
    /// The dealer wins.
    pub dealer: f64,
    /// Both bust: the round is replayed.
    pub double_bust: f64,
}

impl Odds {
    pub(super) fn player_value(self, objective: Objective) -> f64 {
        self.player + objective.double_bust * self.double_bust
    }

    pub(super) fn dealer_value(self, objective: Objective) -> f64 {
        self.dealer + objective.double_bust * self.double_bust
    }

    pub(super) fn add_scaled(&mut self, other: Odds, weight: f64) {
        self.player += other.player * weight;
        self.dealer += other.dealer * weight;
        self.double_bust += other.double_bust * weight;
    }

    /// The worth of these odds to the given side.
    pub fn value_for(self, dealer: bool, objective: Objective) -> f64 {
        if dealer {
            self.dealer_value(objective)
        } else {
            self.player_value(objective)
        }
    }
}
