//! Scoring a played deal: card points in the variant's unit, made or down, coinche multipliers,
//! kaput and reverse kaput (docs/rules.md: Bazaar Blot's scoring and the relatives).

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
    /// What each team's score is made of.
    pub parts: [Parts; 2],
}

/// What one team's score of a deal is made of, each part with the team that scores it (a failed
/// contract's card points, bid and combinations go to the other team). The parts add up to the
/// score, except in Belote for two, where their raw sum is rounded to tens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Parts {
    /// Card points: the team's own, or all of the deal's when the other team failed.
    pub cards: u16,
    /// Counted combinations scored by the team.
    pub combinations: u16,
    /// The team's own belote-rebelote.
    pub belote: u16,
    /// The bid level times the coinche factor, where it counts.
    pub bid: u16,
}

impl Parts {
    /// The parts added up.
    pub const fn sum(self) -> u16 {
        self.cards + self.combinations + self.belote + self.bid
    }
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

/// What the last trick's 10 sai add to a deal's card points ([`Parts::cards`]), in the unit
/// they are shown in: one ten where card points are counted in tens (Bazaar Blot: its rounding
/// to tens moves by exactly one ten with them), else 10.
pub const fn last_trick_points(rules: &Rules) -> u16 {
    match rules.scoring {
        ScoringStyle::Contract => rules.from_tens(1),
        ScoringStyle::Majority => 10,
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
            parts: [Parts::default(); 2],
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
    let mut parts = belote.map(|belote| Parts {
        belote,
        ..Parts::default()
    });
    if contract.coinche == 1 && made {
        for team in 0..2 {
            parts[team].cards = cards[team];
            parts[team].combinations = combos[team];
        }
        parts[declarers].bid = level;
    } else {
        // Down, or coinched: the winning side takes the deal's points, both teams'
        // combinations and the bid (times the coinche); the other keeps only its belote.
        let winner = if made { declarers } else { defenders };
        parts[winner].cards = base(winner);
        parts[winner].combinations = combos[0] + combos[1];
        parts[winner].bid = u16::from(contract.coinche) * level;
    }
    Scored {
        outcome: if made { Outcome::Made } else { Outcome::Down },
        score: parts.map(Parts::sum),
        parts,
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
    let mut parts = [0, 1].map(|t| Parts {
        cards: cards[t],
        combinations: combos[t],
        belote: belote[t],
        bid: 0,
    });
    let made = parts[takers].sum() > parts[others].sum();
    if !made {
        let all_cards = if deal.tricks_won[others] == tricks {
            250
        } else {
            deal.sai[0] + deal.sai[1]
        };
        parts[others] = Parts {
            cards: all_cards,
            combinations: combos[0] + combos[1],
            belote: belote[others],
            bid: 0,
        };
        parts[takers] = Parts {
            belote: belote[takers],
            ..Parts::default()
        };
    }
    let raw = parts.map(Parts::sum);
    Scored {
        outcome: if made { Outcome::Made } else { Outcome::Down },
        score: if rules.in_tens {
            raw.map(|x| (x + 4) / 10)
        } else {
            raw
        },
        parts,
    }
}
