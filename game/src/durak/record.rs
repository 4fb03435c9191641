//! The Durak record (`docs/durak-record.md`): its JSON shape, and random legal records.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::error::DurakError;
use super::match_state::{Match, MatchPhase};
use super::random_play::random_action;

/// The points of the matches `cards deal --game durak` prints.
pub const DEALT_RECORD_POINTS: u32 = 3;

/// A whole match, or a match that stops at some position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchRecord {
    /// Always `"durak"`.
    pub game: String,
    /// The points the match is played to.
    pub points: u32,
    /// The games in order.
    pub games: Vec<GameRecord>,
}

/// One game: the deck in dealing order, the first attacker and the moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The 36 cards, space-separated: seat 0's six, seat 1's six, then the stock from the top;
    /// the last card is the turned trump.
    pub deck: String,
    /// The seat that attacks first.
    pub first: u8,
    /// The moves in order: `a 7H`, `b 7H QH`, `take`, `go`, `timeout`, `clock`.
    pub moves: Vec<String>,
}

/// Plays a whole random legal match to `points` and records it; returns the record and the
/// finished match.
pub fn random_match<R: Rng + ?Sized>(
    points: u32,
    rng: &mut R,
) -> Result<(MatchRecord, Match), DurakError> {
    let mut play = Match::new_random(points, rng)?;
    let mut games = Vec::new();
    loop {
        let game = play.game();
        let mut record = GameRecord {
            deck: game.deck().to_string(),
            first: game.first_attacker().number(),
            moves: Vec::new(),
        };
        while let Some(seat) = play.to_move() {
            let Some(action) = random_action(&play.legal_actions(seat), rng) else {
                break;
            };
            play.apply(seat, action)?;
            record.moves.push(action.to_string());
        }
        games.push(record);
        match play.phase() {
            MatchPhase::BetweenGames(_) => play.next_game_random(rng)?,
            MatchPhase::Playing(_) | MatchPhase::Over { .. } => break,
        }
    }
    let record = MatchRecord {
        game: "durak".to_string(),
        points,
        games,
    };
    Ok((record, play))
}

/// The record `cards deal --game durak --seed N` prints: a random legal match to
/// [`DEALT_RECORD_POINTS`], the same for the same seed.
pub fn deal_record(seed: u64) -> Result<serde_json::Value, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (record, _) = random_match(DEALT_RECORD_POINTS, &mut rng).map_err(|err| err.to_string())?;
    serde_json::to_value(record).map_err(|err| err.to_string())
}
