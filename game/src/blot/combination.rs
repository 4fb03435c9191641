//! Combinations ("values"): runs and fours, their worth, their strength in the clash, which
//! team's combinations count, and the best non-crossing set a hand can announce.

use crate::cards::{CardSet, Rank, Suit};

use super::call::Strain;
use super::error::RuleError;
use super::rules::{Rules, Seat, team_of};

/// One announced combination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Combination {
    /// `len` (3, 4 or 5) cards in sequence (7 8 9 T J Q K A) of one suit, up to `top`.
    Run { suit: Suit, top: Rank, len: u8 },
    /// The four cards of one rank.
    Four(Rank),
}

impl Combination {
    /// The cards the combination is made of.
    pub fn cards(self) -> CardSet {
        match self {
            Combination::Run { suit, top, len } => {
                let ranks = ((1u64 << len) - 1) << (top as u32 + 1 - len as u32);
                CardSet::from_bits(ranks << (suit as u32 * 16))
            }
            Combination::Four(rank) => CardSet::rank(rank),
        }
    }

    /// Reads a combination from its cards, if they form one that counts under these rules.
    pub fn from_cards(cards: CardSet, rules: &Rules, strain: Strain) -> Result<Self, RuleError> {
        let refuse = |why| RuleError::NotACombination {
            cards: cards.to_string(),
            why,
        };
        if !cards.without(CardSet::ALL_32).is_empty() {
            return Err(refuse("it holds a card outside the pack"));
        }
        if cards.len() == 4
            && let Some(rank) = Rank::ALL.into_iter().find(|&r| CardSet::rank(r) == cards)
        {
            let four = Combination::Four(rank);
            return if four.counts(rules, strain) {
                Ok(four)
            } else {
                Err(refuse("these four cards do not count in this game"))
            };
        }
        let Some(first) = cards.first() else {
            return Err(refuse("it is empty"));
        };
        let suit = first.suit();
        let ranks = cards.suit_ranks(suit);
        if cards.of_suit(suit) != cards {
            return Err(refuse("a run must be of one suit"));
        }
        let len = ranks.count_ones() as u8;
        let low = ranks.trailing_zeros();
        if ranks >> low != (1 << len) - 1 {
            return Err(refuse("the cards are not in sequence"));
        }
        match len {
            3..=5 => Ok(Combination::Run {
                suit,
                top: Rank::from_index((low + len as u32 - 1) as usize).unwrap_or(Rank::Ace),
                len,
            }),
            0..=2 => Err(refuse("a run needs at least three cards")),
            _ => Err(refuse(
                "a longer run is announced as a hundred of five cards",
            )),
        }
    }

    fn counts(self, rules: &Rules, strain: Strain) -> bool {
        match self {
            Combination::Run { .. } => true,
            Combination::Four(Rank::Eight) => rules.four_eights_annul,
            Combination::Four(_) => self.tens(rules, strain) > 0,
        }
    }

    /// The combination's worth in tens (Bazaar's table; the French variants count ten times
    /// as much in points).
    pub fn tens(self, rules: &Rules, strain: Strain) -> u16 {
        match (self, strain) {
            (Combination::Run { len: 3, .. }, _) => 2,
            (Combination::Run { len: 4, .. }, _) => 5,
            (Combination::Run { .. }, _) => 10,
            (Combination::Four(rank), Strain::Trump(_)) => match rank {
                Rank::Jack => 20,
                Rank::Nine => 15,
                Rank::Ace | Rank::Ten | Rank::King | Rank::Queen => 10,
                _ => 0,
            },
            (Combination::Four(rank), Strain::NoTrump) => match rank {
                Rank::Ace => 20,
                Rank::Ten => 15,
                Rank::King | Rank::Queen | Rank::Jack => 10,
                Rank::Nine if rules.four_nines_in_no_trump => 10,
                _ => 0,
            },
        }
    }

    /// Strength in the clash (higher wins); equal strengths are settled by [`counted`].
    pub fn strength(self, strain: Strain) -> u8 {
        match (self, strain) {
            (Combination::Four(Rank::Eight), _) => 100,
            (Combination::Four(rank), Strain::Trump(_)) => match rank {
                Rank::Jack => 90,
                Rank::Nine => 89,
                Rank::Ace => 88,
                Rank::Ten => 87,
                Rank::King => 86,
                _ => 85,
            },
            (Combination::Four(rank), Strain::NoTrump) => match rank {
                Rank::Ace => 90,
                Rank::Ten => 89,
                Rank::King => 88,
                Rank::Queen => 87,
                Rank::Jack => 86,
                _ => 85,
            },
            (Combination::Run { top, len, .. }, _) => len * 10 + top as u8,
        }
    }

    fn in_trump(self, strain: Strain) -> bool {
        matches!((self, strain), (Combination::Run { suit, .. }, Strain::Trump(t)) if suit == t)
    }
}

/// Which team's combinations count, and their worth per team in tens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counted {
    /// The team whose combinations count, if any were announced.
    pub team: Option<usize>,
    /// Counted worth per team, in tens (belote-rebelote not included).
    pub tens: [u16; 2],
}

/// Settles the clash: the team holding the single strongest combination counts all of its
/// combinations (four 8s: only its holder's). `order_in_second_trick(seat)` is the seat's place
/// in the second trick (0 = leads), which breaks ties of equal plain-suit runs.
pub fn counted(
    announced: &[(Seat, Combination)],
    rules: &Rules,
    strain: Strain,
    order_in_second_trick: impl Fn(Seat) -> u8,
) -> Counted {
    let key = |&(seat, combo): &(Seat, Combination)| {
        (
            combo.strength(strain),
            combo.in_trump(strain),
            u8::MAX - order_in_second_trick(seat),
        )
    };
    let Some(&(holder, strongest)) = announced.iter().max_by_key(|entry| key(entry)) else {
        return Counted::default();
    };
    let team = team_of(holder);
    let annuls = strongest == Combination::Four(Rank::Eight) && rules.four_eights_annul;
    let mut tens = [0u16; 2];
    for &(seat, combo) in announced {
        let counts = if annuls {
            seat == holder
        } else {
            team_of(seat) == team
        };
        if counts {
            tens[team] += combo.tens(rules, strain);
        }
    }
    Counted {
        team: Some(team),
        tens,
    }
}

/// Checks one player's announcement: each combination is held and no card serves twice.
pub fn check_announcement(hand: CardSet, combos: &[Combination]) -> Result<(), RuleError> {
    let mut used = CardSet::EMPTY;
    for combo in combos {
        let cards = combo.cards();
        if let Some(card) = cards.without(hand).first() {
            return Err(RuleError::CombinationNotHeld { card });
        }
        if let Some(card) = cards.and(used).first() {
            return Err(RuleError::CardInTwoCombinations { card });
        }
        used = used.or(cards);
    }
    Ok(())
}

/// The best set of non-crossing combinations in a hand: the most worth, then the strongest.
pub fn best_announcement(hand: CardSet, rules: &Rules, strain: Strain) -> Vec<Combination> {
    let candidates = candidates(hand, rules, strain);
    let mut best = (0u16, 0u8, Vec::new());
    let mut chosen = Vec::new();
    search(
        &candidates,
        0,
        CardSet::EMPTY,
        &mut chosen,
        &mut best,
        rules,
        strain,
    );
    best.2
}

/// The sets a hand may announce, best first, at most `max`: the best set, then every other
/// maximal set of non-crossing combinations by worth. Runs cut short out of a longer run are
/// left out of the alternatives (legal, but never the wiser choice). Empty when the hand holds
/// no combination.
pub fn announcement_options(
    hand: CardSet,
    rules: &Rules,
    strain: Strain,
    max: usize,
) -> Vec<Vec<Combination>> {
    let best = best_announcement(hand, rules, strain);
    if best.is_empty() {
        return Vec::new();
    }
    let all = candidates(hand, rules, strain);
    let whole: Vec<Combination> = all
        .iter()
        .copied()
        .filter(|&c| {
            !all.iter().any(|&longer| {
                longer != c
                    && c.cards().and(longer.cards()) == c.cards()
                    && c.cards() != longer.cards()
            })
        })
        .collect();
    let mut sets = Vec::new();
    maximal_sets(&whole, 0, CardSet::EMPTY, &mut Vec::new(), &mut sets);
    let worth = |set: &Vec<Combination>| -> (u16, u8) {
        let tens = set.iter().map(|c| c.tens(rules, strain)).sum();
        let strength = set.iter().map(|c| c.strength(strain)).max().unwrap_or(0);
        (tens, strength)
    };
    sets.sort_by_key(|set| std::cmp::Reverse(worth(set)));
    let mut options = vec![best];
    for set in sets {
        if options.len() >= max {
            break;
        }
        let mut sorted = set.clone();
        sorted.sort_by_key(|c| c.cards().bits());
        if !options.iter().any(|o| {
            let mut known = o.clone();
            known.sort_by_key(|c| c.cards().bits());
            known == sorted
        }) {
            options.push(set);
        }
    }
    options
}

/// Every set of non-crossing combinations to which no other one can be added.
fn maximal_sets(
    candidates: &[Combination],
    from: usize,
    used: CardSet,
    chosen: &mut Vec<Combination>,
    out: &mut Vec<Vec<Combination>>,
) {
    let fits = |c: &Combination| c.cards().and(used).is_empty();
    if !chosen.is_empty() && !candidates.iter().any(fits) {
        out.push(chosen.clone());
        return;
    }
    for (i, &combo) in candidates.iter().enumerate().skip(from) {
        if fits(&combo) {
            chosen.push(combo);
            maximal_sets(candidates, i + 1, used.or(combo.cards()), chosen, out);
            chosen.pop();
        }
    }
}

fn candidates(hand: CardSet, rules: &Rules, strain: Strain) -> Vec<Combination> {
    let mut found = Vec::new();
    if !rules.announcements {
        return found;
    }
    for rank in Rank::ALL {
        let four = Combination::Four(rank);
        if hand.and(CardSet::rank(rank)) == CardSet::rank(rank) && four.counts(rules, strain) {
            found.push(four);
        }
    }
    for suit in Suit::ALL {
        let ranks = hand.suit_ranks(suit);
        for top in 3..9usize {
            for len in 3..=5u8 {
                let low = top + 1;
                if low < len as usize {
                    continue;
                }
                let mask = ((1u16 << len) - 1) << (low - len as usize);
                if ranks & mask == mask {
                    found.push(Combination::Run {
                        suit,
                        top: Rank::ALL[top],
                        len,
                    });
                }
            }
        }
    }
    found
}

fn search(
    candidates: &[Combination],
    from: usize,
    used: CardSet,
    chosen: &mut Vec<Combination>,
    best: &mut (u16, u8, Vec<Combination>),
    rules: &Rules,
    strain: Strain,
) {
    let worth: u16 = chosen.iter().map(|c| c.tens(rules, strain)).sum();
    let strength = chosen.iter().map(|c| c.strength(strain)).max().unwrap_or(0);
    if (worth, strength) > (best.0, best.1) {
        *best = (worth, strength, chosen.clone());
    }
    for (i, &combo) in candidates.iter().enumerate().skip(from) {
        if combo.cards().and(used).is_empty() {
            chosen.push(combo);
            search(
                candidates,
                i + 1,
                used.or(combo.cards()),
                chosen,
                best,
                rules,
                strain,
            );
            chosen.pop();
        }
    }
}

/// The move code of an announcement: `d-` for none, else `d` and each combination (`3HK`: a
/// terz of hearts up to the King; `FJ`: four Jacks) joined by `.`.
pub fn announcement_code(set: &[Combination]) -> String {
    if set.is_empty() {
        return "d-".to_string();
    }
    let parts: Vec<String> = set
        .iter()
        .map(|c| match *c {
            Combination::Run { suit, top, len } => {
                format!("{len}{}{}", suit.letter(), top.letter())
            }
            Combination::Four(rank) => format!("F{}", rank.letter()),
        })
        .collect();
    format!("d{}", parts.join("."))
}

/// Reads an announcement's move code; `None` when it is not one.
pub fn parse_announcement(code: &str) -> Option<Vec<Combination>> {
    let body = code.strip_prefix('d')?;
    if body == "-" {
        return Some(Vec::new());
    }
    body.split('.')
        .map(|part| {
            let chars: Vec<char> = part.chars().collect();
            match chars.as_slice() {
                ['F', rank] => Some(Combination::Four(Rank::from_char(*rank)?)),
                [len @ '3'..='5', suit, top] => Some(Combination::Run {
                    suit: Suit::from_char(*suit)?,
                    top: Rank::from_char(*top)?,
                    len: *len as u8 - b'0',
                }),
                _ => None,
            }
        })
        .collect()
}
