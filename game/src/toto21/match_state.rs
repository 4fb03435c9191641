//! The match: rounds one after another until a seat reaches the target points or runs out of
//! time. Every change comes in as an [`Input`]; dealing is an input too, so the engine holds
//! no randomness of its own.

use rand::Rng;
use serde::Serialize;

use super::round::{Opening, Round};
use super::{Action, ActionError, Conditions, Deal, Event, RoundOutcome, RoundResult, Seat};

/// Something that happens to a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// The next round's cards and dealer (see [`Deal::random`]).
    Deal(Deal),
    /// A seat's choice on its turn.
    Act {
        /// The seat acting.
        seat: Seat,
        /// What it does.
        action: Action,
    },
    /// The seat to move ran out of time for its move: it stands.
    MoveTimeout {
        /// The seat whose move timed out; must be the seat to move.
        seat: Seat,
    },
    /// A seat's time for the whole match ran out: it loses the match.
    GameClockExpired {
        /// The seat out of time.
        seat: Seat,
    },
}

/// Why a match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EndReason {
    /// The winner reached the target points.
    Points,
    /// The loser's time for the whole match ran out.
    OutOfTime {
        /// The seat out of time.
        loser: Seat,
    },
}

/// How a match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MatchEnd {
    /// The winning seat; it takes the stake.
    pub winner: Seat,
    /// Why the match ended.
    pub reason: EndReason,
    /// The final score, seat 0 first.
    pub score: [u32; 2],
    /// The chips the winner takes.
    pub stake: u64,
}

/// Where a match stands.
#[derive(Clone, Debug)]
enum Phase {
    /// Waiting for the next round's deal (at the start and after every round).
    AwaitingDeal,
    /// A round is being played.
    Playing(Round),
    /// The match has ended.
    Over(MatchEnd),
}

/// A Toto21 match between seats 0 and 1.
#[derive(Clone, Debug)]
pub struct Match {
    conditions: Conditions,
    score: [u32; 2],
    /// Points the next (or current) round is worth: 1, more after double busts.
    prize: u32,
    rounds: Vec<RoundResult>,
    phase: Phase,
}

impl Match {
    /// A new match at 0:0, waiting for its first deal.
    pub fn new(conditions: Conditions) -> Match {
        Match {
            conditions,
            score: [0, 0],
            prize: 1,
            rounds: Vec::new(),
            phase: Phase::AwaitingDeal,
        }
    }

    /// Applies one input and returns what it caused, or the rule it breaks (the match is then
    /// unchanged).
    pub fn apply(&mut self, input: Input) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        match input {
            Input::Deal(deal) => self.deal(deal, &mut events)?,
            Input::Act { seat, action } => self.act(seat, action, false, &mut events)?,
            Input::MoveTimeout { seat } => self.act(seat, Action::Stand, true, &mut events)?,
            Input::GameClockExpired { seat } => {
                self.check_not_over()?;
                self.end(
                    seat.other(),
                    EndReason::OutOfTime { loser: seat },
                    &mut events,
                );
            }
        }
        Ok(events)
    }

    /// Deals the next round at random from `rng`: a random dealer and a fresh shuffled deck.
    pub fn deal_random<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<Vec<Event>, ActionError> {
        self.apply(Input::Deal(Deal::random(rng)))
    }

    /// The actions `seat` may take now; empty when it is not that seat's turn.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        match &self.phase {
            Phase::Playing(round) if round.to_move() == seat => round.legal_actions(),
            _ => Vec::new(),
        }
    }

    /// The seat to move, while a round is being played.
    pub fn to_move(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Playing(round) => Some(round.to_move()),
            _ => None,
        }
    }

    /// True when the match waits for the next round's deal.
    pub fn needs_deal(&self) -> bool {
        matches!(self.phase, Phase::AwaitingDeal)
    }

    /// How the match ended, once it has.
    pub fn end_of_match(&self) -> Option<&MatchEnd> {
        match &self.phase {
            Phase::Over(end) => Some(end),
            _ => None,
        }
    }

    /// The score, seat 0 first.
    pub const fn score(&self) -> [u32; 2] {
        self.score
    }

    /// Points the current round (or the next one, between rounds) is worth.
    pub const fn prize(&self) -> u32 {
        self.prize
    }

    /// Every finished round, first to last.
    pub fn rounds(&self) -> &[RoundResult] {
        &self.rounds
    }

    /// The match's conditions.
    pub const fn conditions(&self) -> &Conditions {
        &self.conditions
    }

    /// The round being played, for the views.
    pub(super) fn round_in_play(&self) -> Option<&Round> {
        match &self.phase {
            Phase::Playing(round) => Some(round),
            _ => None,
        }
    }

    fn check_not_over(&self) -> Result<(), ActionError> {
        match self.phase {
            Phase::Over(_) => Err(ActionError::MatchOver),
            _ => Ok(()),
        }
    }

    fn deal(&mut self, deal: Deal, events: &mut Vec<Event>) -> Result<(), ActionError> {
        match self.phase {
            Phase::Over(_) => return Err(ActionError::MatchOver),
            Phase::Playing(_) => return Err(ActionError::RoundInPlay),
            Phase::AwaitingDeal => {}
        }
        let number = self.rounds.len() as u32 + 1;
        match Round::open(number, self.prize, deal, events)? {
            Opening::InPlay(round) => self.phase = Phase::Playing(round),
            Opening::Settled(result) => self.record_round(result, events),
        }
        Ok(())
    }

    fn act(
        &mut self,
        seat: Seat,
        action: Action,
        timed_out: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let round = match &mut self.phase {
            Phase::Playing(round) => round,
            Phase::AwaitingDeal => return Err(ActionError::NoRoundInPlay),
            Phase::Over(_) => return Err(ActionError::MatchOver),
        };
        // `Round::act` checks every rule before it changes anything, so a refused action
        // leaves the match as it was.
        if let Some(result) = round.act(seat, action, timed_out, events)? {
            self.record_round(result, events);
        }
        Ok(())
    }

    /// Scores a finished round and ends the match when the winner reached the target.
    fn record_round(&mut self, result: RoundResult, events: &mut Vec<Event>) {
        let outcome = result.outcome;
        events.push(Event::RoundEnded(result.clone()));
        self.rounds.push(result);
        self.phase = Phase::AwaitingDeal;
        if let RoundOutcome::DoubleBust { next_prize } = outcome {
            self.prize = next_prize;
        }
        if let Some((winner, points)) = outcome.winner_points() {
            self.prize = 1;
            self.score[winner.index()] += points;
            if self.score[winner.index()] >= self.conditions.points().get() {
                self.end(winner, EndReason::Points, events);
            }
        }
    }

    fn end(&mut self, winner: Seat, reason: EndReason, events: &mut Vec<Event>) {
        let end = MatchEnd {
            winner,
            reason,
            score: self.score,
            stake: self.conditions.stake(),
        };
        events.push(Event::MatchEnded(end));
        self.phase = Phase::Over(end);
    }
}
