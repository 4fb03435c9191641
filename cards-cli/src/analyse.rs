//! `cards analyse FILE|-`: a finished Blot deal's (or game's) record analysed card by card.
//! For each card played: the best card there and the points the played card lost against it,
//! for the player's team in this deal. The values are exact double-dummy values of the
//! actual deal (every hand known, both sides then playing perfectly), the engine protocol's
//! `analyse` with `hands` (docs/engine.md); they do not judge a player by what he could know.
//! The record is first checked by the referee: a record it refuses is answered as
//! `cards replay` answers it.

use std::process::ExitCode;

use clap::Args;
use game::level::Level;
use game::referee::{Outcome, replay};
use serde_json::{Map, Value, json};

/// Arguments of `cards analyse`.
#[derive(Args)]
pub struct AnalyseArgs {
    /// The record file (a Blot deal or game), or `-` for standard input.
    file: String,
}

/// What the analysis says of its values.
pub const METHOD: &str = "double-dummy values of the actual deal (every hand known)";

/// Prints the analysis as one JSON object; exits as the referee would for a record it
/// refuses (1 a rule broken, 2 unreadable), 0 otherwise.
pub fn run(args: &AnalyseArgs) -> ExitCode {
    let (answer, outcome) = match super::read_input(&args.file) {
        Ok(text) => analyse_text(&text),
        Err(reason) => {
            let verdict = game::referee::Verdict::unreadable(reason);
            (verdict.answer, verdict.outcome)
        }
    };
    println!(
        "{}",
        serde_json::to_string_pretty(&answer).unwrap_or_else(|_| answer.to_string())
    );
    ExitCode::from(outcome.exit_code())
}

/// The analysis of a record's text, or the referee's refusal.
pub fn analyse_text(text: &str) -> (Value, Outcome) {
    let verdict = replay(text);
    if verdict.outcome != Outcome::Legal {
        return (verdict.answer, verdict.outcome);
    }
    let record: Value = serde_json::from_str(text).expect("the referee read it");
    match analyse(&record, &verdict.answer) {
        Ok(answer) => (answer, Outcome::Legal),
        Err(reason) => (
            json!({"ok": false, "error": {"reason": reason}}),
            Outcome::Unreadable,
        ),
    }
}

/// Each deal of a legal record, card by card; `verdict` is the referee's answer to it.
fn analyse(record: &Value, verdict: &Value) -> Result<Value, String> {
    let game_fields = |name: &str| record.get(name).cloned();
    let deals: Vec<Value> = match record.get("deals").and_then(Value::as_array) {
        Some(deals) => deals.clone(),
        None => vec![record.clone()],
    };
    let scores = verdict["deals"].as_array().cloned().unwrap_or_default();
    let mut totals = [0u64, 0];
    let mut analysed = Vec::new();
    for (number, deal) in deals.iter().enumerate() {
        let mut deal = deal.clone();
        let fields = deal.as_object_mut().ok_or("a deal is a JSON object")?;
        for name in ["variant", "rules"] {
            if let (false, Some(value)) = (fields.contains_key(name), game_fields(name)) {
                fields.insert(name.into(), value);
            }
        }
        let strain = scores
            .get(number)
            .and_then(|s| s["contract"]["strain"].as_str());
        analysed.push(analyse_deal(number, &deal, totals, strain)?);
        if let Some(score) = scores.get(number) {
            for (team, total) in totals.iter_mut().enumerate() {
                *total += score["score"][team].as_u64().unwrap_or(0);
            }
        }
    }
    Ok(json!({"ok": true, "exact": true, "method": METHOD, "deals": analysed}))
}

/// One deal (its contract's strain from the referee): an entry for each card played, and the
/// points each team lost.
fn analyse_deal(
    number: usize,
    deal: &Value,
    totals: [u64; 2],
    strain: Option<&str>,
) -> Result<Value, String> {
    let play: Vec<String> = deal
        .get("play")
        .and_then(Value::as_str)
        .unwrap_or("")
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let mut cards = Vec::new();
    let mut lost = [0.0f64; 2];
    for (index, card) in play.iter().enumerate() {
        let mut position = deal.clone();
        position["play"] = json!(play[..index].join(" "));
        let seat = replay(&position.to_string()).answer["next"]["seat"]
            .as_u64()
            .ok_or_else(|| format!("deal {number}: no seat to act before card {index}"))?;
        let mut request = position;
        let fields = request.as_object_mut().expect("a deal object");
        fields.insert("id".into(), json!(index));
        fields.insert("ask".into(), json!("analyse"));
        fields.insert("seat".into(), json!(seat));
        fields.insert("totals".into(), json!(totals));
        if let Some(seat) = belote_called(deal, strain, &play[..index]) {
            fields.insert("belote_by".into(), json!(seat));
        }
        let answer = super::engine::answer_line(Level::Strong, &request.to_string());
        if let Some(error) = answer.get("error") {
            return Err(format!("deal {number}, card {index}: {error}"));
        }
        let values = answer["values"].as_object().cloned().unwrap_or_default();
        let entry = card_entry(index, seat, card, &values)
            .ok_or_else(|| format!("deal {number}: {card} was not valued at card {index}"))?;
        lost[(seat % 2) as usize] += entry["lost"].as_f64().unwrap_or(0.0);
        cards.push(entry);
    }
    Ok(json!({"deal": number, "cards": cards, "lost": lost}))
}

/// The seat that has called belote-rebelote once `played` is on the table: the holder of the
/// trump king and queen who has played one of them (the record's `belote: "auto"`). A deal in
/// progress does not say it, so the engine is told (its `belote_by`).
fn belote_called(deal: &Value, strain: Option<&str>, played: &[String]) -> Option<usize> {
    let suit = strain.filter(|s| s.len() == 1)?;
    if deal.get("belote").and_then(Value::as_str) == Some("none") {
        return None;
    }
    let pair = [format!("K{suit}"), format!("Q{suit}")];
    let hands = deal["hands"].as_array()?;
    hands.iter().position(|hand| {
        let cards: Vec<&str> = hand.as_str().unwrap_or("").split_whitespace().collect();
        pair.iter().all(|c| cards.contains(&c.as_str())) && played.iter().any(|c| pair.contains(c))
    })
}

/// One card's line: who played it, the best card there, the values, and the loss.
fn card_entry(index: usize, seat: u64, card: &str, values: &Map<String, Value>) -> Option<Value> {
    let value = |card: &str| values.get(card).and_then(Value::as_f64);
    let played = value(card)?;
    let (best, best_value) = values
        .iter()
        .filter_map(|(card, v)| Some((card.clone(), v.as_f64()?)))
        .max_by(|a, b| a.1.total_cmp(&b.1))?;
    // A card as good as the best is the best: no other name for it.
    let best = if played >= best_value {
        card.to_string()
    } else {
        best
    };
    Some(json!({
        "index": index,
        "seat": seat,
        "card": card,
        "value": played,
        "best": best,
        "best_value": best_value,
        "lost": best_value - played,
        "choices": values.len(),
    }))
}
