//! A match: games of Durak played until one seat reaches the table's points.

use rand::Rng;

use super::action::Action;
use super::deck::DeckOrder;
use super::error::DurakError;
use super::event::{Event, Events};
use super::game::Game;
use super::legal::LegalActions;
use super::outcome::{GameOutcome, MatchEnd, MatchOutcome};
use super::seat::Seat;

/// Where a match stands. Every phase carries the game in play or the last one played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchPhase {
    /// A game is being played.
    Playing(Game),
    /// The last game is over and nobody has reached the points: the next game must be dealt.
    BetweenGames(Game),
    /// The match is over.
    Over {
        /// The last game played.
        last: Game,
        /// How it ended.
        outcome: MatchOutcome,
    },
}

/// A match of Durak for two seats, to the table's points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Match {
    points: u32,
    scores: [u32; 2],
    /// Games dealt so far, the current one included.
    games: u32,
    phase: MatchPhase,
}

impl Match {
    /// Starts a match to `points` with the first game dealt from `deck`. `first` must be the
    /// holder of the lowest trump, or either seat when neither holds a trump.
    pub fn new(points: u32, deck: DeckOrder, first: Seat) -> Result<Match, DurakError> {
        if points == 0 {
            return Err(DurakError::NoPoints);
        }
        check_first(first_attacker_by_rule(&deck, None), first)?;
        Ok(Match {
            points,
            scores: [0, 0],
            games: 1,
            phase: MatchPhase::Playing(Game::new(deck, first)),
        })
    }

    /// A match for tests with `game` in play and the given scores.
    #[cfg(test)]
    pub(crate) fn test_playing(points: u32, scores: [u32; 2], game: Game) -> Match {
        Match {
            points,
            scores,
            games: 1,
            phase: MatchPhase::Playing(game),
        }
    }

    /// Starts a match to `points`, shuffling the first deck with `rng` (which also picks the
    /// first attacker when neither player holds a trump).
    pub fn new_random<R: Rng + ?Sized>(points: u32, rng: &mut R) -> Result<Match, DurakError> {
        let deck = DeckOrder::shuffled(rng);
        let first = first_attacker_by_rule(&deck, None)
            .map(|(seat, _)| seat)
            .unwrap_or_else(|| random_seat(rng));
        Match::new(points, deck, first)
    }

    /// The seat the rules make attack first in the next game dealt from `deck`: the previous
    /// game's winner, else the holder of the lowest trump; `None` when it is left to chance.
    pub fn next_first_attacker(&self, deck: &DeckOrder) -> Option<Seat> {
        let previous_winner = match self.phase {
            MatchPhase::BetweenGames(last) => last.outcome().and_then(GameOutcome::winner),
            _ => None,
        };
        first_attacker_by_rule(deck, previous_winner).map(|(seat, _)| seat)
    }

    /// Deals the next game from `deck` with `first` attacking (checked against the rules).
    pub fn next_game(&mut self, deck: DeckOrder, first: Seat) -> Result<(), DurakError> {
        match self.phase {
            MatchPhase::Playing(_) => Err(DurakError::GameInProgress),
            MatchPhase::Over { .. } => Err(DurakError::MatchOver),
            MatchPhase::BetweenGames(last) => {
                let previous_winner = last.outcome().and_then(GameOutcome::winner);
                check_first(first_attacker_by_rule(&deck, previous_winner), first)?;
                self.games += 1;
                self.phase = MatchPhase::Playing(Game::new(deck, first));
                Ok(())
            }
        }
    }

    /// Deals the next game from a deck shuffled with `rng`.
    pub fn next_game_random<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<(), DurakError> {
        let deck = DeckOrder::shuffled(rng);
        let first = self
            .next_first_attacker(&deck)
            .unwrap_or_else(|| random_seat(rng));
        self.next_game(deck, first)
    }

    /// The points the match is played to.
    pub const fn points(&self) -> u32 {
        self.points
    }

    /// Each seat's points so far.
    pub const fn scores(&self) -> [u32; 2] {
        self.scores
    }

    /// Games dealt so far, the current one included.
    pub const fn games_dealt(&self) -> u32 {
        self.games
    }

    /// The current phase.
    pub const fn phase(&self) -> &MatchPhase {
        &self.phase
    }

    /// The game in play, or the last one played.
    pub const fn game(&self) -> &Game {
        match &self.phase {
            MatchPhase::Playing(game) | MatchPhase::BetweenGames(game) => game,
            MatchPhase::Over { last, .. } => last,
        }
    }

    /// How the match ended, once it has.
    pub const fn outcome(&self) -> Option<MatchOutcome> {
        match self.phase {
            MatchPhase::Over { outcome, .. } => Some(outcome),
            _ => None,
        }
    }

    /// The seat to move, while a game is being played.
    pub const fn to_move(&self) -> Option<Seat> {
        match &self.phase {
            MatchPhase::Playing(game) => game.to_move(),
            _ => None,
        }
    }

    /// The legal playing actions of `seat` (none when he is not to move).
    pub fn legal_actions(&self, seat: Seat) -> LegalActions {
        match &self.phase {
            MatchPhase::Playing(game) => game.legal_actions(seat),
            _ => LegalActions::NONE,
        }
    }

    /// Applies `seat`'s action: a playing action, a `MoveTimeout` (the default move) or a
    /// `GameClockExpired` (he loses the match). Returns the events, or the rule broken (then
    /// the match is unchanged).
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Events, DurakError> {
        let MatchPhase::Playing(game) = &mut self.phase else {
            return Err(match self.phase {
                MatchPhase::Over { .. } => DurakError::MatchOver,
                _ => DurakError::NoGameInProgress,
            });
        };
        let mut events = Events::new();
        // `Game` checks every rule before it changes anything.
        game.apply_into(seat, action, &mut events)?;
        if let Some(outcome) = game.outcome() {
            let game = *game;
            self.finish_game(game, outcome, &mut events);
        }
        Ok(events)
    }

    fn finish_game(&mut self, game: Game, outcome: GameOutcome, events: &mut Events) {
        for (total, won) in self.scores.iter_mut().zip(outcome.score()) {
            *total = total.saturating_add(won);
        }
        let end = match outcome {
            GameOutcome::ClockExpired { loser } => Some((loser.other(), MatchEnd::Clock)),
            GameOutcome::Won { winner } if self.scores[winner.index()] >= self.points => {
                Some((winner, MatchEnd::Points))
            }
            GameOutcome::Won { .. } | GameOutcome::Draw => None,
        };
        self.phase = match end {
            Some((winner, end)) => {
                let outcome = MatchOutcome { winner, end };
                events.push(Event::MatchOver { outcome });
                MatchPhase::Over {
                    last: game,
                    outcome,
                }
            }
            None => MatchPhase::BetweenGames(game),
        };
    }
}

/// The first attacker the rules fix, with the reason: the previous game's winner if any, else
/// the holder of the lowest trump; `None` when chance decides.
fn first_attacker_by_rule(
    deck: &DeckOrder,
    previous_winner: Option<Seat>,
) -> Option<(Seat, &'static str)> {
    previous_winner
        .map(|seat| (seat, "he won the previous game"))
        .or_else(|| {
            deck.lowest_trump_holder()
                .map(|seat| (seat, "he holds the lowest trump"))
        })
}

fn check_first(expected: Option<(Seat, &'static str)>, first: Seat) -> Result<(), DurakError> {
    match expected {
        Some((expected, why)) if expected != first => {
            Err(DurakError::WrongFirstAttacker { expected, why })
        }
        _ => Ok(()),
    }
}

fn random_seat<R: Rng + ?Sized>(rng: &mut R) -> Seat {
    if rng.random_bool(0.5) {
        Seat::ONE
    } else {
        Seat::ZERO
    }
}
