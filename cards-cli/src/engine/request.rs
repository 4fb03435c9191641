//! Reading one request of the engine protocol (docs/engine.md) into a [`Request`], and writing
//! one from a game (for the arena's external engines).

use game::blot::position::{Public, dealt_hand};
use game::blot::rules::{AuctionStyle, Rules, Seat, Variant};
use game::blot::{BlotMatch, Call};
use game::cards::{Card, CardSet, format_cards, parse_cards};
use serde_json::{Map, Value, json};

/// What a request asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Move,
    Analyse,
}

/// One request, read.
pub struct Request {
    pub ask: Ask,
    pub public: Public,
    pub seat: Seat,
    pub hand: CardSet,
    /// Every seat's dealt hand, when the request gives `hands` (an exact analysis).
    pub known: [Option<CardSet>; 4],
    pub seed: u64,
}

/// The request's `id`, whatever else is wrong with it (`null` when absent).
pub fn id_of(value: &Value) -> Value {
    value.get("id").cloned().unwrap_or(Value::Null)
}

/// Reads a request; an error in plain words.
pub fn read(value: &Value) -> Result<Request, String> {
    let Value::Object(fields) = value else {
        return Err("a request is a JSON object".into());
    };
    let ask = match fields.get("ask").and_then(Value::as_str) {
        Some("move") => Ask::Move,
        Some("analyse") => Ask::Analyse,
        Some(other) => {
            return Err(format!(
                "\"ask\" is \"move\" or \"analyse\", not \"{other}\""
            ));
        }
        None => return Err("the request has no \"ask\"".into()),
    };
    let variant: Variant = match fields.get("variant") {
        None => Variant::Bazaar,
        Some(Value::String(name)) => name.parse()?,
        Some(_) => return Err("\"variant\" must be a string".into()),
    };
    let mut rules = Rules::of(variant).with_rules_field(fields.get("rules"))?;
    if let Some(target) = fields.get("target") {
        let target = target
            .as_u64()
            .and_then(|t| u16::try_from(t).ok())
            .filter(|&t| t > 0)
            .ok_or("\"target\" must be a positive number")?;
        rules = rules.to_target(target);
    }
    let totals = match fields.get("totals") {
        None => [0, 0],
        Some(value) => read_totals(value)?,
    };
    let dealer = read_seat(fields.get("dealer"), "dealer", &rules)?;
    let seat = read_seat(fields.get("seat"), "seat", &rules)?;
    let (hand, known) = match (fields.get("hand"), fields.get("hands")) {
        (Some(hand), None) => (read_cards(hand, "hand")?, [None; 4]),
        (None, Some(Value::Array(hands))) if hands.len() == usize::from(rules.seats) => {
            let mut known = [None; 4];
            for (s, hand) in hands.iter().enumerate() {
                known[s] = Some(read_cards(hand, "hands")?);
            }
            (known[usize::from(seat)].expect("a hand per seat"), known)
        }
        (None, Some(_)) => {
            return Err(format!("\"hands\" must be a list of {} hands", rules.seats));
        }
        (Some(_), Some(_)) => return Err("a request gives \"hand\" or \"hands\", not both".into()),
        (None, None) => return Err("the request has no \"hand\"".into()),
    };
    let turned = match (fields.get("turned"), rules.auction) {
        (Some(Value::String(text)), AuctionStyle::TurnedCard { .. }) => Some(
            text.parse::<Card>()
                .map_err(|e| format!("\"turned\": {e}"))?,
        ),
        (None, AuctionStyle::TurnedCard { .. }) => {
            return Err("this variant's request names its \"turned\" card".into());
        }
        (Some(_), AuctionStyle::TurnedCard { .. }) => {
            return Err("\"turned\" must be a card".into());
        }
        (_, AuctionStyle::Bidding { .. }) => None,
    };
    let calls = match fields.get("auction") {
        None => Vec::new(),
        Some(Value::Array(calls)) => calls
            .iter()
            .map(|call| {
                let text = call.as_str().ok_or("each call is a string")?;
                text.parse::<Call>()
                    .map_err(|e| format!("call \"{text}\": {e}"))
            })
            .collect::<Result<_, String>>()?,
        Some(_) => return Err("\"auction\" must be a list of calls".into()),
    };
    let declarations = match fields.get("declarations") {
        None => Vec::new(),
        Some(Value::Array(list)) => list
            .iter()
            .map(|entry| {
                let seat = read_seat(entry.get("seat"), "declarations' seat", &rules)?;
                let cards = read_cards(entry.get("cards").unwrap_or(&Value::Null), "cards")?;
                Ok((seat, cards))
            })
            .collect::<Result<_, String>>()?,
        Some(_) => return Err("\"declarations\" must be a list".into()),
    };
    let play = match fields.get("play") {
        None => Vec::new(),
        Some(Value::String(text)) => parse_cards(text).map_err(|e| format!("\"play\": {e}"))?,
        Some(_) => return Err("\"play\" must be a string of cards".into()),
    };
    let belote_by = match fields.get("belote_by") {
        None | Some(Value::Null) => None,
        value => Some(read_seat(value, "belote_by", &rules)?),
    };
    let seed = match fields.get("seed") {
        None => 0,
        Some(seed) => seed.as_u64().ok_or("\"seed\" must be a whole number")?,
    };
    let public = Public {
        rules,
        totals,
        dealer,
        turned,
        calls,
        declarations,
        play,
        belote_by,
    };
    Ok(Request {
        ask,
        public,
        seat,
        hand,
        known,
        seed,
    })
}

fn read_totals(value: &Value) -> Result<[u16; 2], String> {
    let wrong = || "\"totals\" must be two team totals".to_string();
    let list = value
        .as_array()
        .filter(|l| l.len() == 2)
        .ok_or_else(wrong)?;
    let total = |v: &Value| {
        v.as_u64()
            .and_then(|t| u16::try_from(t).ok())
            .ok_or_else(wrong)
    };
    Ok([total(&list[0])?, total(&list[1])?])
}

fn read_seat(value: Option<&Value>, name: &str, rules: &Rules) -> Result<Seat, String> {
    let number = value
        .and_then(Value::as_u64)
        .ok_or_else(|| format!("the request has no \"{name}\" seat number"))?;
    if number >= u64::from(rules.seats) {
        return Err(format!(
            "\"{name}\": seats are numbered 0 to {}",
            rules.seats - 1
        ));
    }
    Ok(number as Seat)
}

fn read_cards(value: &Value, name: &str) -> Result<CardSet, String> {
    let text = value
        .as_str()
        .ok_or_else(|| format!("\"{name}\" must be a string of cards"))?;
    let mut set = CardSet::EMPTY;
    for card in parse_cards(text).map_err(|e| format!("\"{name}\": {e}"))? {
        if !set.insert(card) {
            return Err(format!("\"{name}\": {card} is given twice"));
        }
    }
    Ok(set)
}

/// The request a seat's player would send at this point of `game`: its own hand only.
pub fn write(game: &BlotMatch, seat: Seat, ask: Ask, seed: u64) -> Value {
    let public = Public::of(game);
    let mut request = Map::new();
    request.insert("id".into(), json!(seed));
    let ask = match ask {
        Ask::Move => "move",
        Ask::Analyse => "analyse",
    };
    request.insert("ask".into(), json!(ask));
    request.insert("variant".into(), json!(public.rules.variant.name()));
    if let Some(house) = public.rules.house_rules() {
        request.insert("rules".into(), house);
    }
    request.insert("totals".into(), json!(public.totals));
    request.insert("target".into(), json!(public.rules.target));
    request.insert("dealer".into(), json!(public.dealer));
    request.insert("seat".into(), json!(seat));
    request.insert("hand".into(), json!(dealt_hand(game, seat).to_string()));
    if let Some(turned) = public.turned {
        request.insert("turned".into(), json!(turned.to_string()));
    }
    let calls: Vec<String> = public.calls.iter().map(Call::to_string).collect();
    request.insert("auction".into(), json!(calls));
    let declarations: Vec<Value> = public
        .declarations
        .iter()
        .map(|(s, cards)| json!({"seat": s, "cards": cards.to_string()}))
        .collect();
    request.insert("declarations".into(), Value::Array(declarations));
    request.insert("play".into(), json!(format_cards(&public.play)));
    if let Some(holder) = public.belote_by {
        request.insert("belote_by".into(), json!(holder));
    }
    request.insert("seed".into(), json!(seed));
    Value::Object(request)
}
