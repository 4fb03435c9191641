//! A table's Blot game as a Blot game record (`docs/blot-record.md`), the kind
//! `cards replay` checks: the game is played again from the table's seed and logged moves, and
//! each deal is written as it ends. A game stopped mid-deal (a forfeit, or still being played)
//! ends its record with that deal as a position; [`finished_deals`] leaves that position out
//! (what may be shown to anyone while the game goes on: no hand of a deal still being played).

use serde_json::{Value, json};

use super::engine::{Engine, EngineEvent, LoggedMove, MoveRefused};
use super::settings::Settings;
use crate::blot::record::deal_record;
use crate::cards::Seed;

/// A Blot game written as a record, with what the table scored for each deal.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// `{ "variant": ..., "deals": [ ... ] }`.
    pub record: Value,
    /// What each finished deal added to the two teams' totals, in the order of the record's
    /// deals (a position at the end has none).
    pub scores: Vec<[u16; 2]>,
}

/// The record of the Blot game a table with these settings and seed played with these moves;
/// `None` for any other game. A move the engine refuses means a corrupt log.
pub fn blot_game(
    settings: &Settings,
    seed: impl Into<Seed>,
    moves: &[LoggedMove],
) -> Result<Option<GameRecord>, MoveRefused> {
    write(settings, seed, moves, true)
}

/// [`blot_game`] with the finished deals only: a deal still being played is left out, its
/// hands unseen (a league's export of a game that goes on).
pub fn finished_deals(
    settings: &Settings,
    seed: impl Into<Seed>,
    moves: &[LoggedMove],
) -> Result<Option<GameRecord>, MoveRefused> {
    write(settings, seed, moves, false)
}

/// The record, with the deal in progress as a position when `position` says so.
fn write(
    settings: &Settings,
    seed: impl Into<Seed>,
    moves: &[LoggedMove],
    position: bool,
) -> Result<Option<GameRecord>, MoveRefused> {
    let mut engine = Engine::for_table(settings, seed)?;
    let Engine::Blot(game) = &engine else {
        return Ok(None);
    };
    let variant = game.rules().variant.name();
    // The game's house rules, when the table changed them (each deal carries them too).
    let house = game.rules().house_rules();
    let mut deals = Vec::new();
    let mut scores = Vec::new();
    for logged in moves {
        for event in engine.replay(logged)? {
            if let (EngineEvent::DealScored { score, .. }, Engine::Blot(game)) = (event, &engine)
                && let Some(deal) = game.last_deal()
            {
                deals.push(deal_record(deal));
                scores.push(score);
            }
        }
    }
    if let (true, Engine::Blot(game)) = (position, &engine) {
        let current = game.deal();
        if current.result().is_none() && !current.calls().is_empty() {
            deals.push(deal_record(current));
        }
    }
    let mut record = json!({ "variant": variant, "deals": deals });
    if let Some(house) = house {
        record["rules"] = house;
    }
    Ok(Some(GameRecord { record, scores }))
}
