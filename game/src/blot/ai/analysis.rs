//! How much each legal card is worth to the seat to play, in the variant's points for this
//! deal (its team's expected score): estimated from the seat's information only (guessed
//! deals of the unseen cards, each solved double-dummy), or exact when every hand is known
//! (the one real deal solved). The engine protocol's `analyse`, `cards analyse` and the
//! table's hint all ask here.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::cards::Card;

use super::super::matchplay::BlotMatch;
use super::super::rules::Seat;
use super::knowledge::Knowledge;
use super::{pimc, sampler};

/// How many guessed deals an estimate averages.
pub const SAMPLES: usize = 32;

/// Each legal card's value for `seat`'s team, estimated from what the seat may know over
/// [`SAMPLES`] guessed deals drawn from `seed`: no hidden card is read. Empty outside trick
/// play, when another seat is to play, or when no guessed deal could be solved.
pub fn estimated(game: &BlotMatch, seat: Seat, seed: u64) -> Vec<(Card, f64)> {
    let Some(know) = knowledge(game, seat) else {
        return Vec::new();
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let legal = game.deal().legal_cards().bits();
    pimc::card_values(&know, legal, SAMPLES, &mut || {
        sampler::sample(&know, &mut rng, 6)
    })
}

/// Each legal card's exact (double-dummy) value for `seat`'s team in the real deal: every
/// hand as the game holds it. For analysing a deal whose hands are all known (a finished
/// record, a request with every hand); never for a player's hint.
pub fn exact(game: &BlotMatch, seat: Seat) -> Vec<(Card, f64)> {
    let Some(know) = knowledge(game, seat) else {
        return Vec::new();
    };
    let mut hands = [0u64; 4];
    for s in 0..game.rules().seats {
        hands[usize::from(s)] = game.deal().hand(s).bits();
    }
    let mut once = Some(hands);
    let legal = game.deal().legal_cards().bits();
    pimc::card_values(&know, legal, 1, &mut || once.take())
}

/// The seat's knowledge when it is the one to play a card.
fn knowledge(game: &BlotMatch, seat: Seat) -> Option<Knowledge> {
    (game.deal().to_act() == Some(seat))
        .then(|| Knowledge::new(game, seat))
        .flatten()
}
