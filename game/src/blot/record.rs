//! Blot records (`docs/blot-record.md`): writes the record of a deal. The
//! referee that reads and checks them is [`super::referee`].

use serde_json::{Map, Value, json};

use crate::cards::{CardSet, format_cards};

use super::call::Call;
use super::deal::Deal;

/// The Blot referee, kept under its old path.
pub use super::referee::replay;

/// A record of one deal (final hands, calls, announcements, whether belote-rebelote counted,
/// cards), as `cards deal` prints.
pub fn deal_record(deal: &Deal) -> Value {
    let rules = deal.rules();
    let hands: Vec<String> = deal.dealt_hands()[..rules.seats as usize]
        .iter()
        .map(CardSet::to_string)
        .collect();
    let mut record = Map::new();
    record.insert("variant".into(), json!(rules.variant.name()));
    if let Some(house) = rules.house_rules() {
        record.insert("rules".into(), house);
    }
    record.insert("dealer".into(), json!(deal.dealer()));
    record.insert("hands".into(), json!(hands));
    if let Some(turned) = deal.turned() {
        record.insert("turned".into(), json!(turned.to_string()));
    }
    let calls: Vec<String> = deal.calls().iter().map(Call::to_string).collect();
    record.insert("auction".into(), json!(calls));
    let declarations: Vec<Value> = deal
        .announced()
        .iter()
        .map(|(seat, combo)| json!({"seat": seat, "cards": combo.cards().to_string()}))
        .collect();
    record.insert("declarations".into(), Value::Array(declarations));
    let belote = if deal.belote_announced() {
        "auto"
    } else {
        "none"
    };
    record.insert("belote".into(), json!(belote));
    let play = deal
        .play_state()
        .map(|p| format_cards(p.history()))
        .unwrap_or_default();
    record.insert("play".into(), json!(play));
    Value::Object(record)
}
