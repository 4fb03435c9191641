//! The Toto21 referee behind `cards replay`: replays a record through the engine and answers
//! with each round's result, the score and the winner, or the first rule broken.

use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::record::{GAME_NAME, ReadRound, Record, RecordAction};
use super::{Action, Deal, DealError, EndReason, Event, Input, Match, RoundOutcome, RoundResult, Seat};
use super::card_serde::spaced;
use crate::referee::{Outcome, Verdict};

/// Where in a record a rule was broken, and why.
struct Breach {
    round: Option<usize>,
    at: &'static str,
    index: Option<usize>,
    seat: Option<Seat>,
    reason: String,
}

impl Breach {
    fn new(round: Option<usize>, at: &'static str, index: Option<usize>, reason: String) -> Breach {
        Breach {
            round,
            at,
            index,
            seat: None,
            reason,
        }
    }

    fn into_verdict(self) -> Verdict {
        let mut error = Map::new();
        if let Some(round) = self.round {
            error.insert("round".into(), json!(round));
        }
        error.insert("at".into(), json!(self.at));
        if let Some(index) = self.index {
            error.insert("index".into(), json!(index));
        }
        if let Some(seat) = self.seat {
            error.insert("seat".into(), json!(seat));
        }
        error.insert("reason".into(), json!(self.reason));
        Verdict {
            outcome: Outcome::RuleBroken,
            answer: json!({"ok": false, "error": error}),
        }
    }
}

/// Checks a Toto21 record (`docs/toto21-record.md`) and scores it. Never panics: a record that
/// cannot be read is [`Outcome::Unreadable`], one that breaks a rule [`Outcome::RuleBroken`].
pub fn replay(value: &Value) -> Verdict {
    let record = match Record::deserialize(value) {
        Ok(record) => record,
        Err(err) => return Verdict::unreadable(format!("not a Toto21 record: {err}")),
    };
    if record.game != GAME_NAME {
        return Verdict::unreadable(format!("\"game\" must be \"{GAME_NAME}\""));
    }
    let mut rounds = Vec::with_capacity(record.rounds.len());
    for (i, round) in record.rounds.iter().enumerate() {
        match round.read() {
            Ok(read) => rounds.push(read),
            Err(reason) => return Verdict::unreadable(format!("round {i}: {reason}")),
        }
    }
    let out_of_time = match record.out_of_time.map(|seat| Seat::from_index(seat).ok_or(seat)) {
        None => None,
        Some(Ok(seat)) => Some(seat),
        Some(Err(seat)) => {
            return Verdict::unreadable(format!("\"out_of_time\" must be seat 0 or 1, not {seat}"));
        }
    };
    match check(&record, &rounds, out_of_time) {
        Ok(game) => Verdict {
            outcome: Outcome::Legal,
            answer: answer(&game),
        },
        Err(breach) => breach.into_verdict(),
    }
}

/// Plays the read record through the engine.
fn check(record: &Record, rounds: &[ReadRound], out_of_time: Option<Seat>) -> Result<Match, Breach> {
    let conditions = record
        .conditions
        .check()
        .map_err(|err| Breach::new(None, "conditions", None, err.to_string()))?;
    let mut game = Match::new(conditions);
    for (i, round) in rounds.iter().enumerate() {
        check_ready_for_round(&game, i, rounds)?;
        play_round(&mut game, i, round)?;
    }
    if let Some(seat) = out_of_time {
        game.apply(Input::GameClockExpired { seat })
            .map_err(|err| Breach::new(None, "out_of_time", None, err.to_string()))?;
    }
    Ok(game)
}

/// Before round `i`: the previous round must be over and the match not.
fn check_ready_for_round(game: &Match, i: usize, rounds: &[ReadRound]) -> Result<(), Breach> {
    if let (Some(seat), Some(previous)) = (game.to_move(), i.checked_sub(1)) {
        let written = rounds.get(previous).map_or(0, |round| round.actions.len());
        let mut breach = Breach::new(
            Some(previous),
            "actions",
            Some(written),
            format!("the round is unfinished: seat {seat} still has to move before the next round"),
        );
        breach.seat = Some(seat);
        return Err(breach);
    }
    if game.end_of_match().is_some() {
        return Err(Breach::new(
            Some(i),
            "rounds",
            None,
            "the match is already over: no round may follow".to_string(),
        ));
    }
    Ok(())
}

/// Deals round `i` from its written cards and applies its moves; every written card must
/// come off the deck.
fn play_round(game: &mut Match, i: usize, round: &ReadRound) -> Result<(), Breach> {
    let deal = Deal::new(round.dealer, round.cards.clone()).map_err(|err| {
        let index = match err {
            DealError::TooFewCards { found } => found,
            DealError::Repeated { index, .. } => index,
        };
        Breach::new(Some(i), "cards", Some(index), err.to_string())
    })?;
    let count_drawn = |events: Vec<Event>| events.iter().map(Event::cards_drawn).sum::<usize>();
    let mut used = game
        .apply(Input::Deal(deal))
        .map(count_drawn)
        .map_err(|err| Breach::new(Some(i), "cards", None, err.to_string()))?;
    for (j, &action) in round.actions.iter().enumerate() {
        let Some(seat) = game.to_move() else {
            return Err(Breach::new(
                Some(i),
                "actions",
                Some(j),
                "the round is already over: no move may follow".to_string(),
            ));
        };
        let input = match action {
            RecordAction::Hit => Input::Act { seat, action: Action::Hit },
            RecordAction::Stand => Input::Act { seat, action: Action::Stand },
            RecordAction::Blind => Input::Act { seat, action: Action::Blind },
            RecordAction::Timeout => Input::MoveTimeout { seat },
        };
        used += game.apply(input).map(count_drawn).map_err(|err| {
            let mut breach = Breach::new(Some(i), "actions", Some(j), err.to_string());
            breach.seat = Some(seat);
            breach
        })?;
    }
    if let Some(card) = round.cards.get(used) {
        return Err(Breach::new(
            Some(i),
            "cards",
            Some(used),
            format!("{card} never came off the deck: the moves used only {used} cards"),
        ));
    }
    Ok(())
}

/// The answer for a legal record.
fn answer(game: &Match) -> Value {
    let mut score = [0u32; 2];
    let rounds: Vec<Value> = game
        .rounds()
        .iter()
        .map(|round| {
            if let RoundOutcome::Won { winner, points, .. } = round.outcome {
                score[winner.index()] += points;
            }
            round_answer(round, score)
        })
        .collect();
    let mut answer = json!({
        "ok": true,
        "game": GAME_NAME,
        "conditions": game.conditions(),
        "rounds": rounds,
        "score": game.score(),
        "winner": game.end_of_match().map(|end| end.winner),
    });
    if let Some(end) = game.end_of_match() {
        answer["end"] = match end.reason {
            EndReason::Points => json!("points"),
            EndReason::OutOfTime { loser } => json!({"out_of_time": loser}),
        };
        answer["stake"] = json!(end.stake);
    } else if let Some(seat) = game.to_move() {
        answer["next"] = json!({"seat": seat, "legal": game.legal_actions(seat)});
    } else {
        answer["next"] = json!({"deal": true, "prize": game.prize()});
    }
    answer
}

/// One round's result as the answer gives it.
fn round_answer(round: &RoundResult, score: [u32; 2]) -> Value {
    let (winner, points, golden_point) = match round.outcome {
        RoundOutcome::Won {
            winner,
            points,
            golden_point,
        } => (Some(winner), points, golden_point),
        RoundOutcome::DoubleBust { .. } => (None, 0, false),
    };
    json!({
        "dealer": round.dealer,
        "prize": round.prize,
        "player_cards": spaced(&round.player_cards),
        "blind": round.blind.map(|card| card.to_string()),
        "dealer_cards": spaced(&round.dealer_cards),
        "totals": round.totals,
        "busts": round.busts,
        "winner": winner,
        "points": points,
        "golden_point": golden_point,
        "replay": matches!(round.outcome, RoundOutcome::DoubleBust { .. }),
        "score": score,
    })
}
