//! `cards engine [--level strong|rule]`: the engine protocol (docs/engine.md). One JSON
//! request a line on standard input, one JSON answer a line on standard output, flushed after
//! each, in order; a request that cannot be answered gets `{"id": …, "error": "…"}` and the
//! process reads on. The position is built in `game::blot::position` from the request's
//! public record and the asking seat's hand; the players see nothing else.

pub mod request;

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use game::blot::ai::{self, analysis};
use game::blot::best_announcement;
use game::blot::position::position;
use game::blot::{BlotMatch, Phase};
use game::level::Level;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{Map, Value, json};

use request::{Ask, Request};

/// Arguments of `cards engine`.
#[derive(Args)]
pub struct EngineArgs {
    /// The players' level: strong or rule.
    #[arg(long, default_value = "strong")]
    level: Level,
}

/// Answers requests until standard input ends.
pub fn run(args: &EngineArgs) -> ExitCode {
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let reply = answer_line(args.level, &line);
        if writeln!(stdout, "{reply}")
            .and_then(|()| stdout.flush())
            .is_err()
        {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// The answer to one line of input.
pub fn answer_line(level: Level, line: &str) -> Value {
    let value: Value = match serde_json::from_str(line) {
        Ok(value) => value,
        Err(err) => return json!({"id": null, "error": format!("not a JSON object: {err}")}),
    };
    let id = request::id_of(&value);
    match request::read(&value).and_then(|req| answer(level, &req)) {
        Ok(Value::Object(mut fields)) => {
            let mut reply = Map::new();
            reply.insert("id".into(), id);
            reply.append(&mut fields);
            Value::Object(reply)
        }
        Ok(_) => json!({"id": id, "error": "no answer"}),
        Err(reason) => json!({"id": id, "error": reason}),
    }
}

fn answer(level: Level, req: &Request) -> Result<Value, String> {
    let started = Instant::now();
    let game = position(&req.public, req.seat, req.hand, &req.known)?;
    match game.to_act() {
        Some(seat) if seat == req.seat => {}
        Some(seat) => return Err(format!("seat {} is not to act: seat {seat} is", req.seat)),
        None => return Err("the deal is over: no seat is to act".into()),
    }
    let mut reply = match req.ask {
        Ask::Move => choose(level, &game, req)?,
        Ask::Analyse => analyse(&game, req)?,
    };
    reply.insert("level".into(), json!(level.name()));
    reply.insert("cpu_ms".into(), json!(started.elapsed().as_millis() as u64));
    Ok(Value::Object(reply))
}

fn choose(level: Level, game: &BlotMatch, req: &Request) -> Result<Map<String, Value>, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(req.seed);
    let code = ai::choose(level, game, req.seat, &mut rng).ok_or("no legal move")?;
    let mut reply = Map::new();
    reply.insert("move".into(), json!(code));
    let deal = game.deal();
    if let Some(contract) = deal.contract()
        && deal.may_announce(req.seat)
    {
        let combos = best_announcement(deal.hand(req.seat), game.rules(), contract.bid.strain);
        if !combos.is_empty() {
            let cards: Vec<String> = combos.iter().map(|c| c.cards().to_string()).collect();
            reply.insert("declare".into(), json!(cards));
        }
    }
    Ok(reply)
}

/// The value of each legal card for the seat's team; exact (double-dummy) when every hand is
/// known. The auction's calls are not valued yet.
fn analyse(game: &BlotMatch, req: &Request) -> Result<Map<String, Value>, String> {
    if !matches!(game.deal().phase(), Phase::Play) {
        return Err(
            "analyse values cards in trick play only; the auction is not valued yet".into(),
        );
    }
    let exact = req.known.iter().all(Option::is_some);
    let values = if exact {
        analysis::exact(game, req.seat)
    } else {
        analysis::estimated(game, req.seat, req.seed)
    };
    if values.is_empty() {
        return Err("no deal of the hidden cards could be solved".into());
    }
    let values: Map<String, Value> = values
        .into_iter()
        .map(|(card, v)| {
            let v = if exact {
                v.round()
            } else {
                (v * 10.0).round() / 10.0
            };
            (card.to_string(), json!(v))
        })
        .collect();
    let mut reply = Map::new();
    reply.insert("values".into(), Value::Object(values));
    reply.insert("exact".into(), json!(exact));
    Ok(reply)
}
