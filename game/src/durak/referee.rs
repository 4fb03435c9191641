//! The Durak referee behind `cards replay`: checks a record move by move and scores it.

use serde_json::{Value, json};

use super::action::Action;
use super::deck::DeckOrder;
use super::game::Game;
use super::match_state::{Match, MatchPhase};
use super::outcome::GameOutcome;
use super::record::{GameRecord, MatchRecord};
use super::seat::Seat;
use crate::cards::parse_cards;
use crate::referee::verdict::{Outcome, Verdict};

/// Where in the record a problem lies.
struct Place {
    game: usize,
    at: &'static str,
    index: Option<usize>,
    seat: Option<Seat>,
    text: Option<String>,
}

impl Place {
    fn field(game: usize, at: &'static str) -> Place {
        Place {
            game,
            at,
            index: None,
            seat: None,
            text: None,
        }
    }

    fn verdict(self, outcome: Outcome, reason: impl Into<String>) -> Verdict {
        let mut error = json!({"game": self.game, "at": self.at});
        if let Some(index) = self.index {
            error["index"] = json!(index);
        }
        if let Some(seat) = self.seat {
            error["seat"] = json!(seat);
        }
        if let Some(text) = self.text {
            error["move"] = json!(text);
        }
        error["reason"] = json!(reason.into());
        Verdict {
            outcome,
            answer: json!({"ok": false, "error": error}),
        }
    }
}

/// Checks a Durak record (already read as JSON) and answers with per-game results, the match
/// score and winner, and `next` for a record that stops before the match ends.
pub fn replay(record: &Value) -> Verdict {
    let record: MatchRecord = match serde_json::from_value(record.clone()) {
        Ok(record) => record,
        Err(err) => return Verdict::unreadable(format!("not a Durak record: {err}")),
    };
    match referee(&record) {
        Ok(answer) => Verdict {
            outcome: Outcome::Legal,
            answer,
        },
        Err(verdict) => verdict,
    }
}

fn referee(record: &MatchRecord) -> Result<Value, Verdict> {
    if record.points == 0 {
        return Err(Verdict::unreadable("\"points\" must be at least 1"));
    }
    let Some((opening, later)) = record.games.split_first() else {
        return Err(Verdict::unreadable("\"games\" must hold at least one game"));
    };
    let (deck, first) = read_deal(0, opening)?;
    let mut play = Match::new(record.points, deck, first)
        .map_err(|err| Place::field(0, "first").verdict(Outcome::RuleBroken, err.to_string()))?;
    play_moves(&mut play, 0, &opening.moves)?;
    let mut games = vec![game_answer(play.game())];
    for (offset, game) in later.iter().enumerate() {
        let index = offset + 1;
        match play.phase() {
            MatchPhase::Playing(_) => {
                let previous_moves = record.games.get(offset).map_or(0, |game| game.moves.len());
                return Err(Place {
                    index: Some(previous_moves),
                    ..Place::field(offset, "moves")
                }
                .verdict(
                    Outcome::RuleBroken,
                    "the game is not over, yet another game follows",
                ));
            }
            MatchPhase::Over { .. } => {
                return Err(Place::field(index, "games").verdict(
                    Outcome::RuleBroken,
                    "the match was already over: no further game may be played",
                ));
            }
            MatchPhase::BetweenGames(_) => {}
        }
        let (deck, first) = read_deal(index, game)?;
        play.next_game(deck, first).map_err(|err| {
            Place::field(index, "first").verdict(Outcome::RuleBroken, err.to_string())
        })?;
        play_moves(&mut play, index, &game.moves)?;
        games.push(game_answer(play.game()));
    }
    let mut answer = json!({
        "ok": true,
        "points": play.points(),
        "games": games,
        "total": play.scores(),
        "winner": play.outcome().map(|outcome| outcome.winner),
    });
    if let Some(outcome) = play.outcome() {
        answer["end"] = json!(outcome.end);
    }
    if let Some(next) = next_step(&play) {
        answer["next"] = next;
    }
    Ok(answer)
}

/// Reads a game's deck and first attacker.
fn read_deal(index: usize, game: &GameRecord) -> Result<(DeckOrder, Seat), Verdict> {
    let cards = parse_cards(&game.deck)
        .map_err(|err| Place::field(index, "deck").verdict(Outcome::Unreadable, err.to_string()))?;
    let deck = DeckOrder::from_cards(&cards)
        .map_err(|err| Place::field(index, "deck").verdict(Outcome::RuleBroken, err.to_string()))?;
    let first = Seat::new(game.first).ok_or_else(|| {
        Place::field(index, "first").verdict(Outcome::Unreadable, "\"first\" must be seat 0 or 1")
    })?;
    Ok((deck, first))
}

/// Plays one game's moves, each by the seat to move.
fn play_moves(play: &mut Match, game: usize, moves: &[String]) -> Result<(), Verdict> {
    for (index, text) in moves.iter().enumerate() {
        let place = |seat| Place {
            index: Some(index),
            seat,
            text: Some(text.clone()),
            ..Place::field(game, "moves")
        };
        let action: Action = text
            .parse()
            .map_err(|err: super::action::ParseActionError| {
                place(None).verdict(Outcome::Unreadable, err.to_string())
            })?;
        let Some(seat) = play.to_move() else {
            return Err(place(None).verdict(Outcome::RuleBroken, "the game is already over"));
        };
        play.apply(seat, action)
            .map_err(|err| place(Some(seat)).verdict(Outcome::RuleBroken, err.to_string()))?;
    }
    Ok(())
}

/// One game's line in the answer.
fn game_answer(game: &Game) -> Value {
    let (result, winner, score) = match game.outcome() {
        Some(outcome @ GameOutcome::Won { winner }) => ("won", Some(winner), outcome.score()),
        Some(GameOutcome::Draw) => ("draw", None, [0, 0]),
        Some(outcome @ GameOutcome::ClockExpired { .. }) => ("clock", outcome.winner(), [0, 0]),
        None => ("unfinished", None, [0, 0]),
    };
    json!({
        "first": game.first_attacker(),
        "trump": game.deck().turned().to_string(),
        "result": result,
        "winner": winner,
        "score": score,
    })
}

/// What comes next in a match that is not over: the seat to move and his legal moves, or the
/// deal of the next game.
fn next_step(play: &Match) -> Option<Value> {
    let game = play.games_dealt().saturating_sub(1);
    match play.phase() {
        MatchPhase::Playing(current) => {
            let seat = current.to_move()?;
            let legal: Vec<String> = current
                .legal_actions(seat)
                .iter()
                .map(|action| action.to_string())
                .collect();
            Some(json!({"game": game, "seat": seat, "legal": legal}))
        }
        MatchPhase::BetweenGames(_) => Some(json!({"game": game + 1, "deal": true})),
        MatchPhase::Over { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use serde_json::json;

    use super::super::record::random_match;
    use crate::referee::{Outcome, replay};

    /// The worked example of docs/durak-record.md.
    const EXAMPLE_DECK: &str = "6H 7H 9C TD 7S 8C 8H 6C 7D JS 9H QD QH KH AH 6D 8D 6S 8S 9S \
        TS QS KS TH JH 9D JD KD AD 7C TC JC QC KC AC AS";

    fn example(moves: &[&str]) -> serde_json::Value {
        json!({
            "game": "durak",
            "points": 3,
            "games": [{"deck": EXAMPLE_DECK, "first": 0, "moves": moves}],
        })
    }

    const EXAMPLE_MOVES: [&str; 8] = [
        "a 6H", "b 6H 8H", "a 8C", "b 8C JS", "go", "a 6C", "take", "a 9H",
    ];

    #[test]
    fn the_worked_example_stops_with_the_defenders_choices() {
        let verdict = replay(&example(&EXAMPLE_MOVES).to_string());
        assert_eq!(verdict.outcome, Outcome::Legal, "{}", verdict.answer);
        let expected = json!({
            "ok": true,
            "points": 3,
            "games": [{"first": 0, "trump": "AS", "result": "unfinished", "winner": null,
                       "score": [0, 0]}],
            "total": [0, 0],
            "winner": null,
            "next": {"game": 0, "seat": 0, "legal": ["b 9H 7S", "b 9H QH", "b 9H KH", "take"]},
        });
        assert_eq!(verdict.answer, expected);
    }

    #[test]
    fn a_broken_rule_names_the_game_move_seat_and_reason() {
        let mut moves = EXAMPLE_MOVES.to_vec();
        moves[3] = "b 8C 9C";
        let verdict = replay(&example(&moves).to_string());
        assert_eq!(verdict.outcome, Outcome::RuleBroken);
        assert_eq!(
            verdict.answer,
            json!({"ok": false, "error": {"game": 0, "at": "moves", "index": 3, "seat": 1,
                   "move": "b 8C 9C", "reason": "9C is not in the player's hand"}})
        );
        moves[3] = "b 8C 9H";
        let verdict = replay(&example(&moves).to_string());
        assert_eq!(
            verdict.answer["error"]["reason"],
            "9H does not beat 8C: beat with a higher card of the same suit, or a trump"
        );
    }

    #[test]
    fn an_unreadable_move_or_card_is_exit_two() {
        for bad in ["a 1H", "attack 6H", "b 6H"] {
            let verdict = replay(&example(&[bad]).to_string());
            assert_eq!(verdict.outcome, Outcome::Unreadable, "{bad}");
            assert_eq!(verdict.answer["error"]["index"], 0);
        }
        let mut record = example(&[]);
        record["games"][0]["deck"] = json!("6H 7H ZZ");
        assert_eq!(replay(&record.to_string()).outcome, Outcome::Unreadable);
        for field in ["points", "games"] {
            let mut record = example(&[]);
            record.as_object_mut().map(|map| map.remove(field));
            assert_eq!(
                replay(&record.to_string()).outcome,
                Outcome::Unreadable,
                "{field}"
            );
        }
        let mut record = example(&[]);
        record["points"] = json!(0);
        assert_eq!(replay(&record.to_string()).outcome, Outcome::Unreadable);
        record["points"] = json!(3);
        record["games"][0]["first"] = json!(2);
        assert_eq!(replay(&record.to_string()).outcome, Outcome::Unreadable);
        record["games"] = json!([]);
        assert_eq!(replay(&record.to_string()).outcome, Outcome::Unreadable);
    }

    #[test]
    fn the_deal_is_checked() {
        let mut record = example(&[]);
        record["games"][0]["deck"] = json!(EXAMPLE_DECK.replace("AC AS", "AS"));
        let verdict = replay(&record.to_string());
        assert_eq!(verdict.outcome, Outcome::RuleBroken);
        assert_eq!(verdict.answer["error"]["at"], "deck");
        let mut record = example(&[]);
        record["games"][0]["first"] = json!(1);
        let verdict = replay(&record.to_string());
        assert_eq!(verdict.outcome, Outcome::RuleBroken);
        assert_eq!(verdict.answer["error"]["at"], "first");
        assert_eq!(
            verdict.answer["error"]["reason"],
            "seat 0 must attack first (he holds the lowest trump)"
        );
    }

    fn generated(seed: u64) -> serde_json::Value {
        let (record, _) = random_match(2, &mut ChaCha8Rng::seed_from_u64(seed)).expect("match");
        serde_json::to_value(record).expect("json")
    }

    #[test]
    fn a_record_stopping_between_games_asks_for_the_next_deal() {
        let mut record = generated(3);
        let games = record["games"].as_array_mut().expect("games");
        assert!(games.len() >= 2, "a match to 2 has at least two games");
        games.truncate(1);
        let verdict = replay(&record.to_string());
        assert_eq!(verdict.outcome, Outcome::Legal);
        assert_eq!(verdict.answer["next"], json!({"game": 1, "deal": true}));
        assert_eq!(verdict.answer["winner"], serde_json::Value::Null);
    }

    #[test]
    fn games_after_an_unfinished_game_or_after_the_match_are_refused() {
        let mut record = generated(4);
        let first_moves = record["games"][0]["moves"].as_array_mut().expect("moves");
        first_moves.pop();
        let remaining = first_moves.len();
        let verdict = replay(&record.to_string());
        assert_eq!(verdict.outcome, Outcome::RuleBroken);
        assert_eq!(verdict.answer["error"]["game"], 0);
        assert_eq!(verdict.answer["error"]["index"], remaining);

        let mut record = generated(4);
        let games = record["games"].as_array_mut().expect("games");
        let extra = games[0].clone();
        games.push(extra);
        let verdict = replay(&record.to_string());
        assert_eq!(verdict.outcome, Outcome::RuleBroken);
        assert_eq!(verdict.answer["error"]["at"], "games");
    }

    #[test]
    fn moves_after_the_end_of_a_game_are_refused() {
        let mut record = generated(5);
        record["games"][0]["moves"]
            .as_array_mut()
            .expect("moves")
            .push(json!("take"));
        let verdict = replay(&record.to_string());
        assert_eq!(verdict.outcome, Outcome::RuleBroken);
        assert_eq!(
            verdict.answer["error"]["reason"],
            "the game is already over"
        );
    }

    #[test]
    fn a_clock_ends_the_match_for_the_seat_to_move() {
        let verdict = replay(&example(&["a 6H", "clock"]).to_string());
        assert_eq!(verdict.outcome, Outcome::Legal, "{}", verdict.answer);
        assert_eq!(verdict.answer["winner"], 0);
        assert_eq!(verdict.answer["end"], "clock");
        assert_eq!(verdict.answer["games"][0]["result"], "clock");
        assert!(verdict.answer.get("next").is_none());
    }

    #[test]
    fn a_timeout_in_a_record_plays_the_default_move() {
        let with_timeout = replay(&example(&["a 6H", "timeout", "a 7H"]).to_string());
        let with_take = replay(&example(&["a 6H", "take", "a 7H"]).to_string());
        assert_eq!(
            with_timeout.outcome,
            Outcome::Legal,
            "{}",
            with_timeout.answer
        );
        assert_eq!(with_timeout.answer, with_take.answer);
    }
}
