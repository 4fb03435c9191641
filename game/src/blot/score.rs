//! Scoring a played deal: card points in the variant's unit, made or down, coinche multipliers,
//! kaput and reverse kaput (RULES.md "Scoring a deal" and section 2).

use super::auction::Contract;
use super::combination::Counted;
use super::rules::{Rounding, Rules, ScoringStyle, team_of};

/// How a deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The declarers reached their contract.
    Made,
    /// They did not ("went under"; "dedans" in French Belote).
    Down,
    /// Thrown in or four sevens: nothing was played.
    Void,
    /// A kaput contract whose team took no trick: the game ends ("tars kaput").
    TarsKaput,
}

impl Outcome {
    /// The referee's name: `made`, `down`, `void`, `tars_kaput`.
    pub const fn name(self) -> &'static str {
        match self {
            Outcome::Made => "made",
            Outcome::Down => "down",
            Outcome::Void => "void",
            Outcome::TarsKaput => "tars_kaput",
        }
    }
}

/// What a played deal gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scored {
    pub outcome: Outcome,
    /// What the deal adds to each team's total, in the variant's unit.
    pub score: [u16; 2],
}

/// The facts of a played deal that its score depends on.
#[derive(Clone, Copy, Debug)]
pub struct PlayedDeal {
    pub contract: Contract,
    /// Sai per team, the last trick's 10 included.
    pub sai: [u16; 2],
    pub tricks_won: [u8; 2],
    pub combinations: Counted,
    /// Belote-rebelote per team, in tens.
    pub belote_tens: [u16; 2],
}

/// Scores a played deal under the rules.
pub fn score_deal(rules: &Rules, deal: &PlayedDeal) -> Scored {
    match rules.scoring {
        ScoringStyle::Contract => score_contract(rules, deal),
        ScoringStyle::Majority => score_majority(rules, deal),
    }
}

/// Card points of each team in the variant's unit: a kaput team 25 tens (250), else Bazaar's
/// rounding in tens or raw sai.
pub fn card_points(rules: &Rules, deal: &PlayedDeal) -> [u16; 2] {
    let tricks = rules.tricks() as u8;
    if let Some(team) = (0..2).find(|&t| deal.tricks_won[t] == tricks) {
        let mut points = [0; 2];
        points[team] = rules.from_tens(25);
        return points;
    }
    if !rules.in_tens {
        return deal.sai;
    }
    let declarers = team_of(deal.contract.seat);
    let defenders = 1 - declarers;
    let mut points = [0; 2];
    points[defenders] = (deal.sai[defenders] + 4) / 10;
    points[declarers] = match rules.rounding {
        Rounding::SumTo16 => 16u16.saturating_sub(points[defenders]),
        Rounding::LeagueTables => deal.sai[declarers] / 10,
    };
    points
}

fn score_contract(rules: &Rules, deal: &PlayedDeal) -> Scored {
    let tricks = rules.tricks() as u8;
    let contract = deal.contract;
    let declarers = team_of(contract.seat);
    let defenders = 1 - declarers;
    if rules.reverse_kaput_ends_game && contract.bid.kaput && deal.tricks_won[declarers] == 0 {
        return Scored {
            outcome: Outcome::TarsKaput,
            score: [0, 0],
        };
    }
    let cards = card_points(rules, deal);
    let combos = deal.combinations.tens.map(|t| rules.from_tens(t));
    let belote = deal.belote_tens.map(|t| rules.from_tens(t));
    let level = contract.bid.level;
    let took_all = |team: usize| deal.tricks_won[team] == tricks;
    let made = cards[declarers] + combos[declarers] + belote[declarers] >= level
        && (!contract.bid.kaput || took_all(declarers));
    let base = |team: usize| rules.from_tens(if took_all(team) { 25 } else { 16 });
    let all_combos = combos[0] + combos[1];
    let mut score = [0u16; 2];
    if contract.coinche == 1 {
        if made {
            score[declarers] = cards[declarers] + combos[declarers] + belote[declarers] + level;
            score[defenders] = cards[defenders] + combos[defenders] + belote[defenders];
        } else {
            score[defenders] = base(defenders) + all_combos + level + belote[defenders];
            score[declarers] = belote[declarers];
        }
    } else {
        let winner = if made { declarers } else { defenders };
        score[winner] =
            u16::from(contract.coinche) * level + base(winner) + all_combos + belote[winner];
        score[1 - winner] = belote[1 - winner];
    }
    Scored {
        outcome: if made { Outcome::Made } else { Outcome::Down },
        score,
    }
}

fn score_majority(rules: &Rules, deal: &PlayedDeal) -> Scored {
    let tricks = rules.tricks() as u8;
    let takers = team_of(deal.contract.seat);
    let others = 1 - takers;
    let mut cards = deal.sai;
    if let Some(team) = (0..2).find(|&t| deal.tricks_won[t] == tricks) {
        cards = [0; 2];
        cards[team] = 250;
    }
    let combos = deal.combinations.tens.map(|t| t * 10);
    let belote = deal.belote_tens.map(|t| t * 10);
    let totals = [0, 1].map(|t| cards[t] + combos[t] + belote[t]);
    let made = totals[takers] > totals[others];
    let raw = if made {
        totals
    } else {
        let mut raw = [0; 2];
        let all_cards = if deal.tricks_won[others] == tricks {
            250
        } else {
            deal.sai[0] + deal.sai[1]
        };
        raw[others] = all_cards + combos[0] + combos[1] + belote[others];
        raw[takers] = belote[takers];
        raw
    };
    Scored {
        outcome: if made { Outcome::Made } else { Outcome::Down },
        score: if rules.in_tens {
            raw.map(|x| (x + 4) / 10)
        } else {
            raw
        },
    }
}
