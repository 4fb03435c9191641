//! Random but legal matches from a seeded RNG: `cards deal --game toto21`, the property tests
//! and the benchmark.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::record::{GAME_NAME, Record, RecordAction, RecordRound};
use super::{Action, Conditions, Deal, Event, Input, Match, Seat, TargetPoints};

/// One move in this many is a move timeout.
const TIMEOUT_ONE_IN: u32 = 20;
/// At one decision in this many, the mover's whole-match clock runs out.
const CLOCK_EXPIRY_ONE_IN: u32 = 500;

/// One round played at random.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomRound {
    /// The round as a record writes it.
    pub record: RecordRound,
    /// The seat whose match clock ran out during the round, if any.
    pub out_of_time: Option<Seat>,
}

/// A random legal match: its record and the match as it ended.
#[derive(Clone, Debug)]
pub struct RandomMatch {
    /// The record of the match.
    pub record: Record,
    /// The match after its last input.
    pub finished: Match,
}

/// The record of a random legal match from `seed`: the points to play to are drawn from the
/// seed as well; the other conditions are the defaults.
pub fn random_record(seed: u64) -> Record {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let points = TargetPoints::CHOICES[rng.random_range(0..TargetPoints::CHOICES.len())];
    random_match(Conditions::default().with_points(points), &mut rng).record
}

/// Plays a whole match with random legal moves from `rng`.
pub fn random_match<R: Rng + ?Sized>(conditions: Conditions, rng: &mut R) -> RandomMatch {
    let mut game = Match::new(conditions);
    let mut rounds = Vec::new();
    let mut out_of_time = None;
    while let Some(round) = random_round(&mut game, rng) {
        rounds.push(round.record);
        out_of_time = round.out_of_time;
    }
    RandomMatch {
        record: Record {
            game: GAME_NAME.to_string(),
            conditions: conditions.into(),
            rounds,
            out_of_time,
        },
        finished: game,
    }
}

/// Deals the next round of `game` from `rng` and plays it with random legal moves: now and then
/// a move times out, and rarely the mover's match clock runs out (which ends the match).
/// `None`, and nothing happens, when `game` is not waiting for a deal.
pub fn random_round<R: Rng + ?Sized>(game: &mut Match, rng: &mut R) -> Option<RandomRound> {
    if !game.needs_deal() {
        return None;
    }
    let deal = Deal::random(rng);
    let dealer = deal.dealer();
    let deck = deal.cards().to_vec();
    let mut cards_used = 0;
    let mut actions = Vec::new();
    let mut out_of_time = None;
    let mut step = game.apply(Input::Deal(deal));
    while let Ok(events) = &step {
        cards_used += events.iter().map(Event::cards_drawn).sum::<usize>();
        let Some(seat) = game.to_move() else { break };
        if rng.random_ratio(1, CLOCK_EXPIRY_ONE_IN) {
            out_of_time = Some(seat);
            step = game.apply(Input::GameClockExpired { seat });
            continue;
        }
        let written = if rng.random_ratio(1, TIMEOUT_ONE_IN) {
            RecordAction::Timeout
        } else {
            let legal = game.legal_actions(seat);
            RecordAction::from(*legal.choose(rng).unwrap_or(&Action::Stand))
        };
        actions.push(written);
        step = game.apply(written.input(seat));
    }
    debug_assert!(step.is_ok(), "a random legal move was refused: {step:?}");
    Some(RandomRound {
        record: RecordRound::new(dealer, &deck[..cards_used.min(deck.len())], actions),
        out_of_time,
    })
}
