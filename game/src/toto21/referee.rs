//! The Toto21 referee behind `cards replay`: replays a record through the engine and answers
//! with each round's result, the score and the winner, or the first rule broken.

use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::record::{GAME_NAME, ReadRound, Record};
use super::{Deal, DealError, EndReason, Event, Input, Match, RoundOutcome, RoundResult, Seat};
use crate::cards::format_cards as spaced;
use crate::referee::verdict::{Outcome, Verdict};

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
    match check(&record, &rounds) {
        Ok(game) => Verdict {
            outcome: Outcome::Legal,
            answer: answer(&game),
        },
        Err(breach) => breach.into_verdict(),
    }
}

/// Plays the read record through the engine.
fn check(record: &Record, rounds: &[ReadRound]) -> Result<Match, Breach> {
    let conditions = record
        .conditions
        .check()
        .map_err(|err| Breach::new(None, "conditions", None, err.to_string()))?;
    let mut game = Match::new(conditions);
    for (i, round) in rounds.iter().enumerate() {
        check_ready_for_round(&game, i, rounds)?;
        play_round(&mut game, i, round)?;
    }
    if let Some(seat) = record.out_of_time {
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
        used += game
            .apply(action.input(seat))
            .map(count_drawn)
            .map_err(|err| {
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
            if let Some((winner, points)) = round.outcome.winner_points() {
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
    let winner = round.outcome.winner_points();
    let golden_point = matches!(
        round.outcome,
        RoundOutcome::Won {
            golden_point: true,
            ..
        }
    );
    json!({
        "dealer": round.dealer,
        "prize": round.prize,
        "player_cards": spaced(&round.player_cards),
        "blind": round.blind.map(|card| card.to_string()),
        "dealer_cards": spaced(&round.dealer_cards),
        "totals": round.totals,
        "busts": round.busts,
        "winner": winner.map(|(seat, _)| seat),
        "points": winner.map_or(0, |(_, points)| points),
        "golden_point": golden_point,
        "replay": matches!(round.outcome, RoundOutcome::DoubleBust { .. }),
        "score": score,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use crate::referee::{Outcome, replay};

    /// The worked example of `docs/toto21-record.md`: a golden point, a double bust, and a
    /// replay for 2 points decided by a blind card and a move timeout.
    const WORKED_EXAMPLE: &str = r#"{
      "game": "toto21",
      "conditions": {"points": 2, "move_ms": 30000, "game_ms": 600000, "stake": 10},
      "rounds": [
        {"dealer": 0, "cards": "AS 9H AH TH", "actions": []},
        {"dealer": 1, "cards": "TS TH 9S 9H 7C 8C", "actions": ["hit", "hit"]},
        {"dealer": 0, "cards": "6S 6H 7S 7H TC JD", "actions": ["blind", "timeout", "hit", "stand"]}
      ]
    }"#;

    fn record(rounds: Value) -> String {
        json!({"game": "toto21", "conditions": {"points": 4}, "rounds": rounds}).to_string()
    }

    fn broken(text: &str) -> Value {
        let verdict = replay(text);
        assert_eq!(verdict.outcome, Outcome::RuleBroken, "{}", verdict.answer);
        verdict.answer["error"].clone()
    }

    fn unreadable(text: &str) -> String {
        let verdict = replay(text);
        assert_eq!(verdict.outcome, Outcome::Unreadable, "{}", verdict.answer);
        verdict.answer["error"]["reason"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    #[test]
    fn the_worked_example_is_scored_as_documented() {
        let verdict = replay(WORKED_EXAMPLE);
        assert_eq!(verdict.outcome, Outcome::Legal, "{}", verdict.answer);
        let answer = verdict.answer;
        assert_eq!(answer["score"], json!([2, 1]));
        assert_eq!(answer["winner"], json!(0));
        assert_eq!(answer["end"], json!("points"));
        assert_eq!(answer["stake"], json!(10));
        let rounds = &answer["rounds"];
        assert_eq!(
            rounds[0],
            json!({"dealer": 0, "prize": 1, "player_cards": "AS AH", "blind": null,
                   "dealer_cards": "9H TH", "totals": [19, 12], "busts": [false, false],
                   "winner": 1, "points": 1, "golden_point": true, "replay": false,
                   "score": [0, 1]})
        );
        assert_eq!(rounds[1]["replay"], json!(true));
        assert_eq!(rounds[1]["winner"], Value::Null);
        assert_eq!(rounds[1]["totals"], json!([26, 27]));
        assert_eq!(
            rounds[2],
            json!({"dealer": 0, "prize": 2, "player_cards": "6S 7S", "blind": "TC",
                   "dealer_cards": "6H 7H JD", "totals": [15, 23], "busts": [false, true],
                   "winner": 0, "points": 2, "golden_point": false, "replay": false,
                   "score": [2, 1]})
        );
    }

    #[test]
    fn a_record_may_stop_mid_round_and_the_answer_says_who_moves() {
        let verdict = replay(&record(
            json!([{"dealer": 1, "cards": "9S 8H TS 9H", "actions": ["stand"]}]),
        ));
        assert_eq!(verdict.outcome, Outcome::Legal);
        assert_eq!(
            verdict.answer["next"],
            json!({"seat": 1, "legal": ["hit", "stand"]})
        );
        assert_eq!(verdict.answer["winner"], Value::Null);
        let between = replay(&record(
            json!([{"dealer": 1, "cards": "TS TH 9S 9H 7C 8C", "actions": ["hit", "hit"]}]),
        ));
        assert_eq!(between.answer["next"], json!({"deal": true, "prize": 2}));
    }

    #[test]
    fn a_blind_card_for_the_dealer_is_a_broken_rule_at_its_move() {
        let error = broken(&record(
            json!([{"dealer": 1, "cards": "9S 8H TS 9H 7C", "actions": ["stand", "blind"]}]),
        ));
        assert_eq!(
            error,
            json!({"round": 0, "at": "actions", "index": 1, "seat": 1,
                   "reason": "the dealer may not take a blind card: only the player may"})
        );
    }

    #[test]
    fn a_second_blind_card_and_a_hit_at_21_are_broken_rules() {
        let error = broken(&record(
            json!([{"dealer": 0, "cards": "6S 6H 7S 7H 8C 8D", "actions": ["blind", "blind"]}]),
        ));
        assert_eq!(error["index"], json!(1));
        assert!(error["reason"].as_str().unwrap().contains("already used"));
        let error = broken(&record(
            json!([{"dealer": 0, "cards": "AS 6H TS 7H 8C", "actions": ["hit"]}]),
        ));
        assert!(
            error["reason"]
                .as_str()
                .unwrap()
                .contains("cannot hit at 21")
        );
    }

    #[test]
    fn cards_must_be_exactly_those_that_came_off_the_deck() {
        let short = broken(&record(
            json!([{"dealer": 1, "cards": "9S 8H TS 9H", "actions": ["hit"]}]),
        ));
        assert_eq!(short["at"], json!("actions"));
        assert!(
            short["reason"].as_str().unwrap().contains("ran out"),
            "{short}"
        );
        let extra = broken(&record(
            json!([{"dealer": 1, "cards": "9S 8H TS 9H 6C", "actions": ["stand", "stand"]}]),
        ));
        assert_eq!(
            (&extra["at"], &extra["index"]),
            (&json!("cards"), &json!(4))
        );
        let repeated = broken(&record(
            json!([{"dealer": 1, "cards": "9S 8H TS 9S", "actions": []}]),
        ));
        assert_eq!(
            (&repeated["at"], &repeated["index"]),
            (&json!("cards"), &json!(3))
        );
        let too_few = broken(&record(
            json!([{"dealer": 1, "cards": "9S 8H", "actions": []}]),
        ));
        assert_eq!(too_few["at"], json!("cards"));
    }

    #[test]
    fn moves_after_a_round_and_rounds_after_the_match_are_broken_rules() {
        let late_move = broken(&record(
            json!([{"dealer": 1, "cards": "9S 8H TS 9H", "actions": ["stand", "stand", "hit"]}]),
        ));
        assert_eq!(
            (&late_move["at"], &late_move["index"]),
            (&json!("actions"), &json!(2))
        );
        let golden = json!({"dealer": 0, "cards": "AS 9H AH TH", "actions": []});
        let text = json!({"game": "toto21", "conditions": {"points": 2},
                          "rounds": [golden, golden, golden]})
        .to_string();
        let late_round = broken(&text);
        assert_eq!(
            (&late_round["round"], &late_round["at"]),
            (&json!(2), &json!("rounds"))
        );
    }

    #[test]
    fn an_unfinished_round_before_another_is_a_broken_rule() {
        let error = broken(&record(json!([
            {"dealer": 1, "cards": "9S 8H TS 9H", "actions": ["stand"]},
            {"dealer": 1, "cards": "9S 8H TS 9H", "actions": []}
        ])));
        assert_eq!(
            error,
            json!({"round": 0, "at": "actions", "index": 1, "seat": 1,
            "reason": "the round is unfinished: seat 1 still has to move before the next round"})
        );
    }

    #[test]
    fn out_of_time_ends_the_match_for_the_other_seat() {
        let text = json!({"game": "toto21", "conditions": {"points": 4}, "out_of_time": 0,
            "rounds": [{"dealer": 1, "cards": "9S 8H TS 9H", "actions": ["stand"]}]})
        .to_string();
        let verdict = replay(&text);
        assert_eq!(verdict.outcome, Outcome::Legal, "{}", verdict.answer);
        assert_eq!(verdict.answer["winner"], json!(1));
        assert_eq!(verdict.answer["end"], json!({"out_of_time": 0}));
    }

    #[test]
    fn match_length_other_than_2_4_6_8_10_is_a_broken_rule() {
        let text = json!({"game": "toto21", "conditions": {"points": 3}, "rounds": []}).to_string();
        let error = broken(&text);
        assert_eq!(error["at"], json!("conditions"));
        assert!(
            error["reason"]
                .as_str()
                .unwrap()
                .contains("2, 4, 6, 8 or 10")
        );
    }

    #[test]
    fn what_cannot_be_read_is_unreadable() {
        let round = |dealer: Value, cards: &str, actions: Value| {
            record(json!([{"dealer": dealer, "cards": cards, "actions": actions}]))
        };
        assert!(unreadable(&round(json!(2), "9S 8H TS 9H", json!([]))).contains("seat 0 or 1"));
        assert!(unreadable(&round(json!(1), "9S 8H TS 5H", json!([]))).contains("unknown rank"));
        assert!(
            unreadable(&round(json!(1), "9S 8H TS 9H", json!(["double"])))
                .contains("unknown variant")
        );
        assert!(unreadable(&round(json!(-1), "9S 8H TS 9H", json!([]))).contains("record"));
        unreadable(r#"{"game": "toto21", "rounds": []}"#);
        unreadable(r#"{"game": "toto21", "conditions": {"points": 4}, "rounds": [], "extra": 1}"#);
        unreadable(
            r#"{"game": "toto21", "conditions": {"points": 4}, "rounds": [], "out_of_time": 7}"#,
        );
        unreadable("{\"game\": \"toto21\"");
    }
}
