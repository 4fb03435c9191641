//! The Blot referee behind `cards replay`: reads a record (`docs/blot-record.md`)
//! of one deal or a whole game, replays it through the engine and answers with each deal's
//! result, the score and the winner, or the first rule broken.

use serde_json::{Map, Value, json};

use crate::cards::{Card, CardSet, Suit, format_cards, parse_cards};
use crate::referee::verdict::{Outcome, Verdict};

use super::call::{Bid, Call, Strain};
use super::combination::{Combination, check_announcement};
use super::deal::{Deal, DealResult, Phase};
use super::error::RuleError;
use super::game::GameScore;
use super::rules::{AuctionStyle, Rules, Seat, Variant};

/// Checks a Blot record (one deal, or a game with `"deals"`) and builds the referee's answer.
pub fn replay(record: &Value) -> Verdict {
    match Referee::run(record) {
        Ok(answer) => Verdict {
            outcome: Outcome::Legal,
            answer,
        },
        Err(failure) => failure.into_verdict(),
    }
}

/// Why a record was rejected, and where.
struct Failure {
    outcome: Outcome,
    error: Map<String, Value>,
}

impl Failure {
    fn at(outcome: Outcome, deal: usize, at: &str, reason: impl Into<String>) -> Failure {
        let mut error = Map::new();
        error.insert("deal".into(), json!(deal));
        error.insert("at".into(), json!(at));
        error.insert("reason".into(), json!(reason.into()));
        Failure { outcome, error }
    }

    fn unreadable(deal: usize, at: &str, reason: impl Into<String>) -> Failure {
        Failure::at(Outcome::Unreadable, deal, at, reason)
    }

    fn broken(deal: usize, at: &str, reason: impl Into<String>) -> Failure {
        Failure::at(Outcome::RuleBroken, deal, at, reason)
    }

    fn with(mut self, key: &str, value: Value) -> Failure {
        let reason = self.error.remove("reason");
        self.error.insert(key.into(), value);
        if let Some(reason) = reason {
            self.error.insert("reason".into(), reason);
        }
        self
    }

    fn into_verdict(self) -> Verdict {
        Verdict {
            outcome: self.outcome,
            answer: json!({"ok": false, "error": Value::Object(self.error)}),
        }
    }
}

struct Referee {
    rules: Rules,
    game: Option<GameScore>,
    deals: Vec<Value>,
    next: Option<Value>,
}

impl Referee {
    fn run(record: &Value) -> Result<Value, Failure> {
        let Value::Object(fields) = record else {
            return Err(Failure::unreadable(
                0,
                "record",
                "a record is a JSON object",
            ));
        };
        let variant = read_variant(fields.get("variant"), 0)?;
        let deals: Vec<&Value> = match fields.get("deals") {
            Some(Value::Array(deals)) => deals.iter().collect(),
            Some(_) => return Err(Failure::unreadable(0, "deals", "\"deals\" must be a list")),
            None => vec![record],
        };
        let rules = Rules::of(variant)
            .with_rules_field(fields.get("rules"))
            .map_err(|reason| Failure::unreadable(0, "rules", reason))?;
        let mut referee = Referee {
            rules,
            game: None,
            deals: Vec::new(),
            next: None,
        };
        for (index, deal) in deals.into_iter().enumerate() {
            referee.deal(index, deal)?;
        }
        Ok(referee.answer())
    }

    fn deal(&mut self, index: usize, record: &Value) -> Result<(), Failure> {
        let Value::Object(fields) = record else {
            return Err(Failure::unreadable(
                index,
                "deals",
                "each deal is a JSON object",
            ));
        };
        if self.next.is_some() {
            return Err(Failure::broken(
                index,
                "deals",
                "the previous deal is not finished",
            ));
        }
        if self.game.is_some_and(|g| g.winner().is_some()) {
            return Err(Failure::broken(index, "deals", "the game is already over"));
        }
        if fields.contains_key("variant")
            && read_variant(fields.get("variant"), index)? != self.rules.variant
        {
            return Err(Failure::broken(
                index,
                "variant",
                "every deal of a game is of the game's variant",
            ));
        }
        if fields.contains_key("rules")
            && Rules::of(self.rules.variant)
                .with_rules_field(fields.get("rules"))
                .map_err(|reason| Failure::unreadable(index, "rules", reason))?
                != self.rules
        {
            return Err(Failure::broken(
                index,
                "rules",
                "every deal of a game is played by the game's rules",
            ));
        }
        let rules = self.rules;
        let dealer = read_seat(fields.get("dealer"), &rules, index, "dealer")?;
        let game = *self.game.get_or_insert(GameScore::new(rules, dealer));
        if game.dealer() != dealer {
            return Err(Failure::broken(
                index,
                "dealer",
                format!("seat {} deals this deal, by the rotation", game.dealer()),
            ));
        }
        let hands = read_hands(fields.get("hands"), &rules, index)?;
        let turned = match rules.auction {
            AuctionStyle::TurnedCard { .. } => {
                Some(read_turned(fields.get("turned"), &hands, &rules, index)?)
            }
            AuctionStyle::Bidding { .. } => None,
        };
        let mut deal = Deal::from_hands(rules, dealer, &hands, turned)
            .map_err(|err| Failure::broken(index, "hands", err.to_string()))?;
        deal.set_belote_announced(read_belote(fields.get("belote"), index)?);
        for (i, call) in read_calls(fields.get("auction"), index)?
            .into_iter()
            .enumerate()
        {
            let seat = deal.to_act();
            let result = match (seat, deal.phase()) {
                (Some(seat), Phase::Auction) => deal.call(seat, call),
                (_, Phase::Over) => Err(RuleError::DealOver),
                _ => Err(RuleError::AuctionOver),
            };
            result.map_err(|err| {
                let failure =
                    Failure::broken(index, "auction", err.to_string()).with("index", json!(i));
                match seat {
                    Some(seat) => failure
                        .with("seat", json!(seat))
                        .with("call", json!(call.to_string())),
                    None => failure.with("call", json!(call.to_string())),
                }
            })?;
        }
        self.announce(&mut deal, fields.get("declarations"), index)?;
        let play = read_play(fields.get("play"), index)?;
        for (i, &card) in play.iter().enumerate() {
            let seat = deal.to_act();
            let result = match (seat, deal.phase()) {
                (Some(seat), Phase::Play) => deal.play(seat, card).map(|_| ()),
                (_, Phase::Over) => Err(RuleError::DealOver),
                _ => Err(RuleError::AuctionNotOver),
            };
            result.map_err(|err| {
                let failure =
                    Failure::broken(index, "play", err.to_string()).with("index", json!(i));
                let failure = match seat {
                    Some(seat) => failure.with("seat", json!(seat)),
                    None => failure,
                };
                failure.with("card", json!(card.to_string()))
            })?;
        }
        match deal.result() {
            Some(result) => {
                self.deals.push(deal_answer(&deal, result));
                if let Some(game) = &mut self.game {
                    game.add(result);
                }
            }
            None => self.next = Some(next_answer(&deal)),
        }
        Ok(())
    }

    fn announce(
        &self,
        deal: &mut Deal,
        declarations: Option<&Value>,
        index: usize,
    ) -> Result<(), Failure> {
        let declared = read_declarations(declarations, &self.rules, index)?;
        if declared.is_empty() {
            return Ok(());
        }
        let Some(contract) = deal.contract() else {
            return match deal.phase() {
                Phase::Over => Err(Failure::broken(
                    index,
                    "declarations",
                    "nothing can be announced in a void deal",
                )),
                _ => Ok(()),
            };
        };
        let strain = contract.bid.strain;
        let mut by_seat: [Vec<Combination>; 4] = Default::default();
        for (i, &(seat, cards)) in declared.iter().enumerate() {
            let broken = |err: RuleError| {
                Failure::broken(index, "declarations", err.to_string())
                    .with("index", json!(i))
                    .with("seat", json!(seat))
            };
            let combo = Combination::from_cards(cards, &self.rules, strain).map_err(broken)?;
            let combos = &mut by_seat[seat as usize];
            combos.push(combo);
            check_announcement(deal.dealt_hands()[seat as usize], combos).map_err(broken)?;
        }
        for seat in 0..self.rules.seats {
            let combos = &by_seat[seat as usize];
            if !combos.is_empty() {
                deal.announce(seat, combos).map_err(|err| {
                    Failure::broken(index, "declarations", err.to_string())
                        .with("seat", json!(seat))
                })?;
            }
        }
        Ok(())
    }

    fn answer(self) -> Value {
        let mut answer = Map::new();
        answer.insert("ok".into(), json!(true));
        answer.insert("deals".into(), Value::Array(self.deals));
        let game = self.game.unwrap_or(GameScore::new(self.rules, 0));
        answer.insert("total".into(), json!(game.totals()));
        match game.winner() {
            Some(winner) => {
                answer.insert("winner".into(), json!(winner.team));
                if let Some(margin) = winner.margin {
                    answer.insert("margin".into(), json!(margin.name()));
                }
            }
            None => {
                answer.insert("winner".into(), Value::Null);
            }
        }
        if let Some(next) = self.next {
            answer.insert("next".into(), next);
        }
        Value::Object(answer)
    }
}

fn read_variant(value: Option<&Value>, deal: usize) -> Result<Variant, Failure> {
    match value {
        None => Ok(Variant::Bazaar),
        Some(Value::String(name)) => name
            .parse()
            .map_err(|reason: String| Failure::unreadable(deal, "variant", reason)),
        Some(_) => Err(Failure::unreadable(
            deal,
            "variant",
            "\"variant\" must be a string",
        )),
    }
}

fn read_seat(value: Option<&Value>, rules: &Rules, deal: usize, at: &str) -> Result<Seat, Failure> {
    let number = value
        .and_then(Value::as_u64)
        .ok_or_else(|| Failure::unreadable(deal, at, format!("\"{at}\" must be a seat number")))?;
    if number >= u64::from(rules.seats) {
        return Err(Failure::broken(
            deal,
            at,
            format!("seats are numbered 0 to {}", rules.seats - 1),
        ));
    }
    Ok(number as Seat)
}

fn read_hands(value: Option<&Value>, rules: &Rules, deal: usize) -> Result<Vec<CardSet>, Failure> {
    let Some(Value::Array(hands)) = value else {
        return Err(Failure::unreadable(
            deal,
            "hands",
            "\"hands\" must be a list of hands",
        ));
    };
    if hands.len() != rules.seats as usize {
        return Err(Failure::broken(
            deal,
            "hands",
            format!(
                "this variant deals to {} players, not {}",
                rules.seats,
                hands.len()
            ),
        ));
    }
    let mut seen = CardSet::EMPTY;
    let mut sets = Vec::with_capacity(hands.len());
    for (seat, hand) in hands.iter().enumerate() {
        let text = hand.as_str().ok_or_else(|| {
            Failure::unreadable(deal, "hands", "each hand is a string of cards")
                .with("index", json!(seat))
        })?;
        let cards = parse_cards(text).map_err(|err| {
            Failure::unreadable(deal, "hands", err.to_string()).with("index", json!(seat))
        })?;
        let mut set = CardSet::EMPTY;
        for card in cards {
            let broken = |err: RuleError| {
                Failure::broken(deal, "hands", err.to_string()).with("index", json!(seat))
            };
            if !CardSet::ALL_32.contains(card) {
                return Err(broken(RuleError::CardNotInPack { card }));
            }
            if !set.insert(card) || seen.contains(card) {
                return Err(broken(RuleError::CardDealtTwice { card }));
            }
        }
        let first_size = sets.first().map_or(set.len(), |h: &CardSet| h.len());
        let sizes = [rules.hand_size, rules.auction_hand_size()];
        if set.len() != first_size || !sizes.contains(&(set.len() as u8)) {
            return Err(Failure::broken(
                deal,
                "hands",
                RuleError::WrongHandSize {
                    expected: rules.hand_size as usize,
                    found: set.len() as usize,
                }
                .to_string(),
            )
            .with("index", json!(seat)));
        }
        seen = seen.or(set);
        sets.push(set);
    }
    Ok(sets)
}

fn read_turned(
    value: Option<&Value>,
    hands: &[CardSet],
    rules: &Rules,
    deal: usize,
) -> Result<Card, Failure> {
    let text = value.and_then(Value::as_str).ok_or_else(|| {
        Failure::unreadable(
            deal,
            "turned",
            "this variant's record names its \"turned\" card",
        )
    })?;
    let card: Card = text.parse().map_err(|err: crate::cards::ParseCardError| {
        Failure::unreadable(deal, "turned", err.to_string())
    })?;
    let dealt = hands.iter().fold(CardSet::EMPTY, |all, hand| all.or(*hand));
    let completed = hands
        .iter()
        .all(|hand| hand.len() == u32::from(rules.hand_size));
    if completed != dealt.contains(card) {
        let reason = if completed {
            "the turned card ends in the taker's hand"
        } else {
            "the turned card is not in the hands of a thrown-in deal"
        };
        return Err(Failure::broken(deal, "turned", reason));
    }
    Ok(card)
}

fn read_belote(value: Option<&Value>, deal: usize) -> Result<bool, Failure> {
    match value.map(|v| v.as_str()) {
        None | Some(Some("auto")) => Ok(true),
        Some(Some("none")) => Ok(false),
        _ => Err(Failure::unreadable(
            deal,
            "belote",
            "\"belote\" is \"auto\" or \"none\"",
        )),
    }
}

fn read_calls(value: Option<&Value>, deal: usize) -> Result<Vec<Call>, Failure> {
    let calls = match value {
        None => return Ok(Vec::new()),
        Some(Value::Array(calls)) => calls,
        Some(_) => {
            return Err(Failure::unreadable(
                deal,
                "auction",
                "\"auction\" must be a list of calls",
            ));
        }
    };
    calls
        .iter()
        .enumerate()
        .map(|(i, call)| {
            call.as_str()
                .ok_or_else(|| "each call is a string".to_string())
                .and_then(|text| text.parse::<Call>().map_err(|err| err.to_string()))
                .map_err(|reason| {
                    Failure::unreadable(deal, "auction", reason).with("index", json!(i))
                })
        })
        .collect()
}

fn read_declarations(
    value: Option<&Value>,
    rules: &Rules,
    deal: usize,
) -> Result<Vec<(Seat, CardSet)>, Failure> {
    let list = match value {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(list)) => list,
        Some(_) => {
            return Err(Failure::unreadable(
                deal,
                "declarations",
                "\"declarations\" must be a list",
            ));
        }
    };
    list.iter()
        .enumerate()
        .map(|(i, entry)| {
            let unreadable = |reason: String| {
                Failure::unreadable(deal, "declarations", reason).with("index", json!(i))
            };
            let seat = entry
                .get("seat")
                .and_then(Value::as_u64)
                .ok_or_else(|| unreadable("each declaration has a \"seat\" number".into()))?;
            if seat >= u64::from(rules.seats) {
                return Err(
                    Failure::broken(deal, "declarations", "no such seat").with("index", json!(i))
                );
            }
            let text = entry
                .get("cards")
                .and_then(Value::as_str)
                .ok_or_else(|| unreadable("each declaration has its \"cards\"".into()))?;
            let cards: CardSet = text
                .parse()
                .map_err(|err: crate::cards::ParseCardError| unreadable(err.to_string()))?;
            Ok((seat as Seat, cards))
        })
        .collect()
}

fn read_play(value: Option<&Value>, deal: usize) -> Result<Vec<Card>, Failure> {
    match value {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::String(text)) => {
            parse_cards(text).map_err(|err| Failure::unreadable(deal, "play", err.to_string()))
        }
        Some(_) => Err(Failure::unreadable(
            deal,
            "play",
            "\"play\" is a string of cards",
        )),
    }
}

/// The referee's account of a finished deal.
fn deal_answer(deal: &Deal, result: &DealResult) -> Value {
    let rules = deal.rules();
    let contract = match result.contract {
        Some(contract) => {
            let level = match rules.auction {
                AuctionStyle::TurnedCard { .. } => Value::Null,
                AuctionStyle::Bidding { .. } => json!(contract.bid.level),
            };
            json!({
                "seat": contract.seat,
                "level": level,
                "strain": contract.bid.strain.to_string(),
                "kaput": contract.bid.kaput,
                "coinche": contract.coinche,
            })
        }
        None => Value::Null,
    };
    let mut answer = Map::new();
    answer.insert("contract".into(), contract);
    answer.insert("tricks".into(), tricks_answer(deal));
    answer.insert("card_points".into(), json!(result.sai));
    answer.insert(
        "combinations".into(),
        json!({
            "counted_team": result.combinations.team,
            "points": result.combinations.tens.map(|t| rules.from_tens(t)),
        }),
    );
    answer.insert("belote".into(), json!(result.belote));
    answer.insert("result".into(), json!(result.outcome.name()));
    answer.insert("score".into(), json!(result.score));
    Value::Object(answer)
}

fn tricks_answer(deal: &Deal) -> Value {
    let Some(play) = deal.play_state() else {
        return json!([]);
    };
    let seats = deal.rules().seats as usize;
    let mut leader = deal.rules().next(deal.dealer());
    let tricks = play
        .history()
        .chunks(seats)
        .zip(play.trick_winners())
        .map(|(cards, &winner)| {
            let trick = json!({
                "leader": leader,
                "cards": format_cards(cards),
                "winner": winner,
            });
            leader = winner;
            trick
        })
        .collect();
    Value::Array(tricks)
}

/// Whose turn it is in an unfinished deal, and what he may do.
fn next_answer(deal: &Deal) -> Value {
    let seat = deal.to_act().unwrap_or(0);
    match deal.phase() {
        Phase::Play => json!({"seat": seat, "legal": deal.legal_cards().to_string()}),
        _ => {
            let auction = deal.auction();
            let mut candidates = vec![
                Call::Pass,
                Call::Coinche,
                Call::Surcoinche,
                Call::FourSevens,
                Call::Take,
            ];
            candidates.extend(Suit::ALL.map(Call::Choose));
            let mut answer = Map::new();
            answer.insert("seat".into(), json!(seat));
            answer.insert("phase".into(), json!("auction"));
            if let Some((level, kaput)) = auction.min_next_bid() {
                let strains = Suit::ALL
                    .map(Strain::Trump)
                    .into_iter()
                    .chain([Strain::NoTrump]);
                candidates.extend(strains.map(|strain| {
                    Call::Bid(Bid {
                        level,
                        strain,
                        kaput,
                    })
                }));
                answer.insert("min_level".into(), json!(level));
            }
            let legal: Vec<String> = candidates
                .into_iter()
                .filter(|&call| auction.is_legal(call))
                .map(|call| call.to_string())
                .collect();
            answer.insert("legal".into(), json!(legal.join(" ")));
            Value::Object(answer)
        }
    }
}
