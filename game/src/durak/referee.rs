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
use crate::referee::{Outcome, Verdict};

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
