//! Rule-based card play, the way a club player plays: the declaring side draws trumps with
//! its master trump, everyone cashes masters that cannot be ruffed, the defence leads suits the
//! partner ruffs; in second and later position a player wins cheaply and surely when he can,
//! charges points on a trick his partner surely wins, and otherwise throws his least valuable
//! card without unguarding a ten or wasting trumps.

use crate::cards::Card;

use super::super::rules::Seat;
use super::knowledge::Knowledge;
use super::tables::{Tables, card_of, suit_mask, suit_of};

/// The rule-based card for the viewer (the seat to play), chosen among `legal`.
pub fn choose_card(know: &Knowledge, legal: u64) -> Option<Card> {
    if legal == 0 {
        return None;
    }
    if legal.count_ones() == 1 {
        return Some(card_of(legal.trailing_zeros()));
    }
    let t = Tables::new(know.strain);
    let ctx = Context { know, t: &t, legal };
    let bit = if know.trick.is_empty() {
        ctx.lead()
    } else {
        ctx.follow()
    };
    Some(card_of(bit))
}

struct Context<'a> {
    know: &'a Knowledge,
    t: &'a Tables,
    legal: u64,
}

fn bits(mut mask: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let b = mask.trailing_zeros();
            mask &= mask - 1;
            Some(b)
        }
    })
}

impl Context<'_> {
    fn unseen(&self) -> u64 {
        self.know.unseen()
    }

    /// Cards a seat may still hold, as far as the viewer knows.
    fn possible(&self, seat: Seat) -> u64 {
        self.unseen() & !self.know.excluded[seat as usize]
    }

    fn opponents(&self) -> Vec<Seat> {
        let me = self.know.seat;
        (0..self.know.rules.seats)
            .filter(|&s| s != me && Some(s) != self.know.rules.partner(me))
            .collect()
    }

    fn partner(&self) -> Option<Seat> {
        self.know.rules.partner(self.know.seat)
    }

    /// A card no unseen card of its suit beats.
    fn is_master(&self, bit: u32) -> bool {
        self.t.above[bit as usize] & self.unseen() == 0
    }

    fn is_trump(&self, bit: u32) -> bool {
        suit_of(bit) == self.t.trump
    }

    /// Whether `seat` might beat a trick whose best card is `top` (strength `best`), led in
    /// `led`, with the cards it may hold.
    fn may_beat(&self, seat: Seat, led: usize, best: u8) -> bool {
        let possible = self.possible(seat);
        let beats = bits(possible).any(|b| self.t.strength(b, led) > best);
        if !beats {
            return false;
        }
        // He can only ruff when void in the suit led.
        if best < 32 && led != self.t.trump {
            let higher_led =
                bits(possible & suit_mask(led)).any(|b| self.t.strength(b, led) > best);
            if higher_led {
                return true;
            }
            let may_be_void = self.know.excluded[seat as usize] & suit_mask(led) & self.unseen()
                == suit_mask(led) & self.unseen()
                || (suit_mask(led) & self.unseen()).count_ones() <= 2;
            return may_be_void;
        }
        true
    }

    fn opponents_after_may_beat(&self, led: usize, best: u8) -> bool {
        let opponents = self.opponents();
        self.know
            .seats_after()
            .into_iter()
            .filter(|s| opponents.contains(s))
            .any(|s| self.may_beat(s, led, best))
    }

    /// The least valuable card to give away: few points, low, no trump, no bared ten.
    fn cheapest(&self, mask: u64) -> u32 {
        let hand = self.know.hand;
        bits(mask)
            .min_by_key(|&b| {
                let suit = suit_of(b);
                let mut cost = i32::from(self.t.points[b as usize]) * 10;
                cost += i32::from(self.t.power[b as usize]);
                if self.is_trump(b) {
                    cost += 150;
                }
                if self.is_master(b) && !self.is_trump(b) {
                    cost += 40;
                }
                // Keep the guard of an unsupported ten.
                let ten = suit as u32 * 16 + 4;
                if b != ten
                    && hand & (1u64 << ten) != 0
                    && !self.is_master(ten)
                    && (hand & suit_mask(suit)).count_ones() == 2
                {
                    cost += 60;
                }
                cost
            })
            .expect("a card")
    }

    fn lead(&self) -> u32 {
        let t = self.t;
        let know = self.know;
        let legal = self.legal;
        let trumps_mine = legal & t.trump_mask();
        let opponents = self.opponents();
        let opp_trumps = opponents
            .iter()
            .any(|&o| self.possible(o) & t.trump_mask() != 0);
        if trumps_mine != 0 && opp_trumps && know.declaring() {
            let top = t.highest_in(trumps_mine, t.trump).expect("a trump");
            if self.is_master(top) {
                return top;
            }
            if know.contract.seat == know.seat && trumps_mine.count_ones() >= 3
                || Some(know.contract.seat) == self.partner()
            {
                return t.lowest_in(trumps_mine, t.trump).expect("a trump");
            }
        }
        // Cash masters the opponents cannot ruff.
        let cashable = bits(legal & !t.trump_mask()).filter(|&b| {
            let suit = suit_of(b);
            self.is_master(b)
                && opponents.iter().all(|&o| {
                    let void = self.possible(o) & suit_mask(suit) == 0;
                    !(void && self.possible(o) & t.trump_mask() != 0)
                })
        });
        if let Some(b) = cashable.max_by_key(|&b| t.points[b as usize]) {
            return b;
        }
        // Defence: lead a suit the partner ruffs.
        if let Some(p) = self.partner()
            && !know.declaring()
            && t.trump < 4
        {
            let partner_trumps = self.possible(p) & t.trump_mask() != 0;
            for suit in 0..4 {
                let mine = legal & suit_mask(suit);
                if suit != t.trump
                    && mine != 0
                    && partner_trumps
                    && self.possible(p) & suit_mask(suit) == 0
                {
                    return t.lowest_in(mine, suit).expect("a card");
                }
            }
        }
        // Otherwise a low card of a side suit, keeping trumps on defence.
        let sides = legal & !t.trump_mask();
        let pool = if sides != 0 { sides } else { legal };
        self.cheapest(pool)
    }

    fn follow(&self) -> u32 {
        let t = self.t;
        let know = self.know;
        let led = know.trick[0].suit().index();
        let mut seat = know.leader;
        let mut best = 0u8;
        let mut winner = seat;
        let mut trick_points = 0i32;
        for card in &know.trick {
            let s = t.strength(card.bit(), led);
            if s > best {
                best = s;
                winner = seat;
            }
            trick_points += i32::from(t.points[card.bit() as usize]);
            seat = know.rules.next(seat);
        }
        let last = know.seats_after().is_empty();
        let partner_winning = Some(winner) == self.partner();
        if partner_winning {
            let safe = last || !self.opponents_after_may_beat(led, best);
            if safe {
                return self.charge(led);
            }
            // Take over with a sure winner if there is one, else stay low.
            let sure = bits(self.legal)
                .filter(|&b| t.strength(b, led) > best && !self.is_trump(b))
                .filter(|&b| !self.opponents_after_may_beat(led, t.strength(b, led)))
                .min_by_key(|&b| t.power[b as usize]);
            return sure.unwrap_or_else(|| self.cheapest(self.legal));
        }
        let winners: Vec<u32> = bits(self.legal)
            .filter(|&b| t.strength(b, led) > best)
            .collect();
        if winners.is_empty() {
            return self.cheapest(self.legal);
        }
        if last {
            return *winners
                .iter()
                .max_by_key(|&&b| {
                    let mut v = i32::from(t.points[b as usize]) * 2;
                    if self.is_master(b) {
                        v -= 12;
                    }
                    if self.is_trump(b) {
                        v -= 40 + i32::from(t.power[b as usize]) * 4;
                    }
                    v
                })
                .expect("a winner");
        }
        let safe = winners
            .iter()
            .copied()
            .filter(|&b| !self.opponents_after_may_beat(led, t.strength(b, led)))
            .min_by_key(|&b| t.power[b as usize]);
        if let Some(b) = safe {
            return b;
        }
        let partner_after = self
            .partner()
            .is_some_and(|p| know.seats_after().contains(&p));
        if !partner_after && trick_points >= 10 {
            return *winners
                .iter()
                .min_by_key(|&&b| t.strength(b, led))
                .expect("a winner");
        }
        self.cheapest(self.legal)
    }

    /// Points onto a trick the partner surely wins, without giving away masters or trumps.
    fn charge(&self, led: usize) -> u32 {
        let t = self.t;
        bits(self.legal)
            .max_by_key(|&b| {
                let mut v = i32::from(t.points[b as usize]) * 10 - i32::from(t.power[b as usize]);
                if self.is_trump(b) && led != t.trump {
                    v -= 300;
                }
                if self.is_trump(b) {
                    v -= i32::from(t.points[b as usize]) * 20;
                }
                if self.is_master(b) && suit_of(b) != t.trump && suit_of(b) != led {
                    v -= 70;
                }
                v
            })
            .expect("a card")
    }
}
