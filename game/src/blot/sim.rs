//! The unchecked simulation path: whole random deals (deal, a random auction, random trick
//! play, the score) for searches and benchmarks, without the checked [`Deal`](super::Deal)'s
//! bookkeeping: no pack, no call log, no stock vector, no history; hands are `u32` masks, the
//! bidding variants' auction runs on a few local variables (the turned-card auction still goes
//! through the engine's [`Auction`] state machine), trick play is mask arithmetic, and the
//! score goes through the engine's scoring. The checked path stays the referee: a test replays
//! the unchecked path's moves through [`Deal`](super::Deal) (every call and card accepted, the
//! same legal cards at every turn, the same result).
//!
//! Two card layouts, one bit a card, a suit to a byte:
//! - *dense*, for dealing and the auction: suit `s` in bits `8s..8s + 8`, seven to ace;
//! - *ranked*, for trick play, per strain: each suit's cards in the order they win tricks (the
//!   trump order in the trump suit, the plain order elsewhere) and the trump suit in the top
//!   byte, so that of two cards that can win a trick the greater number is the better card,
//!   "the cards that beat this one" is a shift and a mask, and the sai a team took is four
//!   table reads at the end of the deal.
//!
//! Where the time goes: a played deal is a chain (each trick's winner leads the next), and a
//! follower's legal cards hang on the cards before his only when he holds trumps and must ruff
//! or overtrump; elsewhere (following a plain suit led, or void without trumps) a branch the
//! CPU predicts lets it draw the followers' cards without waiting for the trick's winner.
//!
//! Random draws: each `u64` the generator gives serves two draws of 32 bits, a draw below `n`
//! being `(x * n) >> 32` (a bias under `n / 2^32`, far below anything a simulation can see).
//! A hand is dealt by drawing its cards two at a time from the cards left, each pair uniformly
//! (the `j`-th and `k`-th cards left for distinct draws `j` and `k`; the last seat takes what
//! is left), which deals the same hands, with the same probabilities, as shuffling the pack; a move is the `k`-th legal card
//! in the ranked layout for a draw `k` below the number of legal cards, so every legal move is
//! equally likely (the last trick's cards are forced and take no draw).

use std::hint::select_unpredictable;

use rand::Rng;

use crate::cards::{Card, CardSet, Rank, Suit};

use super::auction::{Auction, AuctionEnd, Contract, VoidReason, next_bid};
use super::call::{Bid, Call, Strain};
use super::deal::{DealResult, scored_result, void_result};
use super::order::{LAST_TRICK_BONUS, card_points, trick_strength};
use super::rules::{AuctionStyle, Rules, Seat, team_of};

/// One suit's byte in both layouts.
const SUIT_BYTE: u32 = 0xff;

/// The dense bit of a card of the 32-card pack.
const fn dense_bit(card: Card) -> u32 {
    1 << (card.suit().index() * 8 + card.rank().index() - 1)
}

/// The engine's card mask of a dense mask.
const fn engine_mask(dense: u32) -> u64 {
    let d = dense as u64;
    ((d & 0xff) | (d & 0xff00) << 8 | (d & 0xff_0000) << 16 | (d & 0xff00_0000) << 24) << 1
}

/// The card of a one-bit dense mask.
fn dense_card(bit: u32) -> Card {
    Card::from_bit(engine_mask(bit).trailing_zeros()).expect("a card bit")
}

/// The cards of a dense mask.
fn dense_set(dense: u32) -> CardSet {
    CardSet::from_bits(engine_mask(dense))
}

/// How a suit stands in a strain: its byte's layout and card points differ.
#[derive(Clone, Copy)]
enum SuitRole {
    /// A plain suit in a trump game.
    Plain = 0,
    /// The trump suit.
    Trump = 1,
    /// A suit in no-trump (the plain order, the no-trump points).
    NoTrump = 2,
}

impl SuitRole {
    fn of(suit: usize, strain: Strain) -> SuitRole {
        match strain.trump() {
            Some(trump) if trump.index() == suit => SuitRole::Trump,
            Some(_) => SuitRole::Plain,
            None => SuitRole::NoTrump,
        }
    }

    /// A card of this role (its suit chosen to match) for the engine's order and points.
    const fn example(self, rank: usize) -> (Card, Strain) {
        let rank = match Rank::from_index(rank + 1) {
            Some(rank) => rank,
            None => panic!("a rank of the 32-card pack"),
        };
        match self {
            SuitRole::Plain => (Card::new(rank, Suit::Hearts), Strain::Trump(Suit::Spades)),
            SuitRole::Trump => (Card::new(rank, Suit::Spades), Strain::Trump(Suit::Spades)),
            SuitRole::NoTrump => (Card::new(rank, Suit::Spades), Strain::NoTrump),
        }
    }

    /// The place (0 weakest) of each dense rank (0 the seven) in the role's trick order, from
    /// the engine's [`trick_strength`].
    const fn places(self) -> [u8; 8] {
        let mut places = [0u8; 8];
        let mut strengths = [0u8; 8];
        let mut r = 0;
        while r < 8 {
            let (card, strain) = self.example(r);
            strengths[r] = trick_strength(card, strain.trump(), card.suit());
            r += 1;
        }
        let mut r = 0;
        while r < 8 {
            let mut o = 0;
            while o < 8 {
                if strengths[o] < strengths[r] {
                    places[r] += 1;
                }
                o += 1;
            }
            r += 1;
        }
        places
    }
}

/// Byte tables of the three suit roles.
struct RoleTables {
    /// A dense suit byte in the ranked layout.
    ranked: [[u8; 256]; 3],
    /// A ranked suit byte in the dense layout.
    dense: [[u8; 256]; 3],
    /// The sai of the cards of a ranked suit byte.
    sai: [[u8; 256]; 3],
}

/// The byte tables, built from the engine's card order and points at compile time.
static ROLES: RoleTables = {
    let mut t = RoleTables {
        ranked: [[0; 256]; 3],
        dense: [[0; 256]; 3],
        sai: [[0; 256]; 3],
    };
    let roles = [SuitRole::Plain, SuitRole::Trump, SuitRole::NoTrump];
    let mut i = 0;
    while i < 3 {
        let places = roles[i].places();
        let mut byte = 0;
        while byte < 256 {
            let (mut ranked, mut sai) = (0u32, 0u32);
            let mut r = 0;
            while r < 8 {
                if byte >> r & 1 == 1 {
                    let (card, strain) = roles[i].example(r);
                    ranked |= 1 << places[r];
                    sai += card_points(card, strain) as u32;
                }
                r += 1;
            }
            t.ranked[i][byte] = ranked as u8;
            t.dense[i][ranked as usize] = byte as u8;
            t.sai[i][ranked as usize] = sai as u8;
            byte += 1;
        }
        i += 1;
    }
    t
};

/// The byte a suit takes in the ranked layout of `strain`: the trump suit the top one (so a
/// trump outranks any other card as a number), the others in their order after it.
#[inline(always)]
fn ranked_byte(suit: usize, strain: Strain) -> usize {
    strain
        .trump()
        .map_or(suit, |trump| (suit + 3 - trump.index()) & 3)
}

/// A dense mask in the ranked layout of `strain`.
#[inline(always)]
fn ranked(dense: u32, strain: Strain) -> u32 {
    let mut out = 0;
    for suit in 0..4 {
        let byte = (dense >> (8 * suit)) & SUIT_BYTE;
        let role = SuitRole::of(suit, strain) as usize;
        out |= u32::from(ROLES.ranked[role][byte as usize]) << (8 * ranked_byte(suit, strain));
    }
    out
}

/// The bytes of the suits of a ranked mask of `strain`, with each suit's role.
#[inline(always)]
fn suit_bytes(ranked: u32, strain: Strain) -> impl Iterator<Item = (usize, usize, usize)> {
    (0..4).map(move |suit| {
        let byte = (ranked >> (8 * ranked_byte(suit, strain))) & SUIT_BYTE;
        (suit, SuitRole::of(suit, strain) as usize, byte as usize)
    })
}

/// A ranked mask of `strain` in the dense layout.
fn dense(ranked: u32, strain: Strain) -> u32 {
    suit_bytes(ranked, strain)
        .map(|(suit, role, byte)| u32::from(ROLES.dense[role][byte]) << (8 * suit))
        .fold(0, |a, b| a | b)
}

/// The sai of a ranked mask's cards in `strain`.
#[inline(always)]
fn sai(ranked: u32, strain: Strain) -> u16 {
    suit_bytes(ranked, strain)
        .map(|(_, role, byte)| u16::from(ROLES.sai[role][byte]))
        .sum()
}

/// The trumps of a strain in its ranked layout (empty in no-trump).
fn trump_mask(strain: Strain) -> u32 {
    strain.trump().map_or(0, |_| SUIT_BYTE << 24)
}

/// Random numbers below small bounds, two from each `u64` of the generator: a draw below `n`
/// is `(x * n) >> 32` for `x` one half of it, so that no draw waits on another.
struct Draws<'a, R: Rng + ?Sized> {
    rng: &'a mut R,
    spare: u64,
    has_spare: bool,
}

impl<'a, R: Rng + ?Sized> Draws<'a, R> {
    fn new(rng: &'a mut R) -> Self {
        Draws {
            rng,
            spare: 0,
            has_spare: false,
        }
    }

    /// A number below `n` (`n` ≥ 1).
    #[inline(always)]
    fn below(&mut self, n: u32) -> u32 {
        let x = if self.has_spare {
            self.spare >> 32
        } else {
            self.spare = self.rng.next_u64();
            self.spare & 0xffff_ffff
        };
        self.has_spare = !self.has_spare;
        ((x * u64::from(n)) >> 32) as u32
    }
}

/// One move of a simulated deal, for replaying it through the checked path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// An auction call.
    Call(Seat, Call),
    /// A card, with the cards the unchecked path held legal at that turn.
    Card(Seat, Card, CardSet),
}

/// The move of a card (ranked layout of `strain`), with the legal cards of its turn.
fn card_move(seat: Seat, strain: Strain, card: u32, legal: u32) -> Move {
    Move::Card(
        seat,
        dense_card(dense(card, strain)),
        dense_set(dense(legal, strain)),
    )
}

/// The fixed facts of a rule set's trick play.
#[derive(Clone, Copy, Debug)]
struct Seats {
    /// Two or four.
    count: u8,
    /// What the next seat adds (modulo the count): 1 clockwise, `count - 1` the other way.
    step: u8,
    /// Four seats play in partnerships, opposite seats together.
    partners: bool,
    over_partner: bool,
    undertrump: bool,
}

impl Seats {
    /// The seat after `seat` (arithmetic, not a table read: the next seat is on the path
    /// from one trick's winner to the next trick's cards).
    #[inline(always)]
    fn next(&self, seat: Seat) -> Seat {
        (seat + self.step) & (self.count - 1)
    }

    /// Whether `seat`'s partner is `other`.
    #[inline(always)]
    fn partner_is(&self, seat: Seat, other: Seat) -> bool {
        self.partners && seat ^ 2 == other
    }
}

/// The hands a simulated deal dealt, in the dense layout.
#[derive(Clone, Copy, Debug, Default)]
struct Dealt {
    /// Each seat's cards before the auction.
    first: [u32; 4],
    /// The turned card (empty in the bidding variants).
    turned: u32,
    /// The cards each seat was dealt after the auction (the turned card not included).
    second: [u32; 4],
}

/// The unchecked simulator of one rule set.
#[derive(Clone, Copy, Debug)]
pub struct Simulator {
    rules: Rules,
    seats: Seats,
}

impl Simulator {
    /// A simulator for these rules.
    pub fn new(rules: Rules) -> Simulator {
        let seats = Seats {
            count: rules.seats,
            step: rules.next(0),
            partners: rules.partner(0).is_some(),
            over_partner: rules.must_trump_over_partner,
            undertrump: rules.must_undertrump,
        };
        for seat in 0..rules.seats {
            assert_eq!(seats.next(seat), rules.next(seat), "two or four seats");
            assert_eq!(
                (0..rules.seats).find(|&other| seats.partner_is(seat, other)),
                rules.partner(seat),
                "opposite partners"
            );
        }
        Simulator { rules, seats }
    }

    /// One random deal dealt by `dealer`: dealt the variant's way, a random auction, random
    /// legal trick play, scored.
    pub fn random_deal<R: Rng + ?Sized>(&self, dealer: Seat, rng: &mut R) -> DealResult {
        self.dispatch(dealer, rng, &mut |_| {}, &mut |_, _, _, _| {})
            .1
    }

    /// As [`Simulator::random_deal`], also giving a pack that deals the same hands (through
    /// [`Deal::from_pack`](super::Deal::from_pack)) and every move made.
    pub fn random_deal_logged<R: Rng + ?Sized>(
        &self,
        dealer: Seat,
        rng: &mut R,
        log: &mut Vec<Move>,
    ) -> ([Card; 32], DealResult) {
        let mut calls = Vec::new();
        let mut cards = Vec::new();
        let (dealt, result) = self.dispatch(
            dealer,
            rng,
            &mut |m| calls.push(m),
            &mut |seat, strain, card, legal| cards.push(card_move(seat, strain, card, legal)),
        );
        log.extend(calls);
        log.extend(cards);
        (self.pack_of(dealer, &dealt), result)
    }

    /// Runs a deal with the bit instructions of the CPU when it has them.
    fn dispatch<R: Rng + ?Sized>(
        &self,
        dealer: Seat,
        rng: &mut R,
        log: &mut impl FnMut(Move),
        log_card: &mut impl FnMut(Seat, Strain, u32, u32),
    ) -> (Dealt, DealResult) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("popcnt")
        {
            // SAFETY: the CPU has the features the function is compiled for.
            return unsafe { self.run_bmi2(dealer, rng, log, log_card) };
        }
        self.run::<R, false>(dealer, rng, log, log_card)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2,popcnt")]
    fn run_bmi2<R: Rng + ?Sized>(
        &self,
        dealer: Seat,
        rng: &mut R,
        log: &mut impl FnMut(Move),
        log_card: &mut impl FnMut(Seat, Strain, u32, u32),
    ) -> (Dealt, DealResult) {
        self.run::<R, true>(dealer, rng, log, log_card)
    }

    /// One whole deal: the hands, the auction, the play, the score.
    #[inline(always)]
    fn run<R: Rng + ?Sized, const BMI2: bool>(
        &self,
        dealer: Seat,
        rng: &mut R,
        log: &mut impl FnMut(Move),
        log_card: &mut impl FnMut(Seat, Strain, u32, u32),
    ) -> (Dealt, DealResult) {
        let rules = &self.rules;
        let mut draws = Draws::new(rng);
        let mut left = u32::MAX;
        let mut dealt = Dealt::default();
        let size = rules.auction_hand_size() as u32;
        for seat in 0..rules.seats {
            dealt.first[seat as usize] = draw_cards::<R, BMI2>(&mut left, size, &mut draws);
        }
        let end = match rules.auction {
            AuctionStyle::Bidding { .. } => self.bidding(dealer, &dealt.first, &mut draws, log),
            AuctionStyle::TurnedCard { .. } => {
                dealt.turned = draw_cards::<R, BMI2>(&mut left, 1, &mut draws);
                self.turned_card(dealer, &dealt, &mut draws, log)
            }
        };
        let contract = match end {
            AuctionEnd::Void(reason) => return (dealt, void_result(reason)),
            AuctionEnd::Contract(contract) => contract,
        };
        let mut hands = dealt.first;
        if dealt.turned != 0 {
            hands[contract.seat as usize] |= dealt.turned;
            for seat in 0..rules.seats {
                let count = if seat == contract.seat { 2 } else { 3 };
                dealt.second[seat as usize] = draw_cards::<R, BMI2>(&mut left, count, &mut draws);
                hands[seat as usize] |= dealt.second[seat as usize];
            }
        }
        let strain = contract.bid.strain;
        let belote_holder = strain.trump().and_then(|trump| {
            let pair =
                dense_bit(Card::new(Rank::King, trump)) | dense_bit(Card::new(Rank::Queen, trump));
            (0..rules.seats).find(|&s| hands[s as usize] & pair == pair)
        });
        let hands = hands.map(|hand| ranked(hand, strain));
        let leader = rules.next(dealer);
        let played =
            play_tricks::<R, BMI2>(&self.seats, strain, leader, hands, &mut draws, log_card);
        let result = scored_result(
            rules,
            contract,
            &[],
            belote_holder,
            played.first_winner,
            played.sai,
            played.tricks_won,
        );
        (dealt, result)
    }

    /// A pack that [`Deal::from_pack`](super::Deal::from_pack) deals into these hands: the
    /// packets before the auction, the turned card, the cards dealt after it, then the cards
    /// never dealt.
    fn pack_of(&self, dealer: Seat, dealt: &Dealt) -> [Card; 32] {
        let rules = &self.rules;
        let mut pack = Vec::with_capacity(32);
        let mut push = |mut cards: u32, count: u32| {
            for _ in 0..count {
                let card = cards & cards.wrapping_neg();
                pack.push(dense_card(card));
                cards ^= card;
            }
            cards
        };
        let mut first = dealt.first;
        for &size in rules.packets() {
            let mut seat = rules.next(dealer);
            for _ in 0..rules.seats {
                first[seat as usize] = push(first[seat as usize], size as u32);
                seat = rules.next(seat);
            }
        }
        push(dealt.turned, dealt.turned.count_ones());
        let mut seat = rules.next(dealer);
        for _ in 0..rules.seats {
            let second = dealt.second[seat as usize];
            push(second, second.count_ones());
            seat = rules.next(seat);
        }
        let dealt_cards = dealt
            .first
            .iter()
            .chain(&dealt.second)
            .fold(dealt.turned, |a, &h| a | h);
        push(!dealt_cards, (!dealt_cards).count_ones());
        pack.try_into().expect("32 cards")
    }

    /// The auction of the turned-card variants, through the engine's [`Auction`]: a take (or
    /// a named suit) a third of the time, else a pass.
    #[inline(always)]
    fn turned_card<R: Rng + ?Sized>(
        &self,
        dealer: Seat,
        dealt: &Dealt,
        draws: &mut Draws<'_, R>,
        log: &mut impl FnMut(Move),
    ) -> AuctionEnd {
        let turned = dense_card(dealt.turned);
        let mut auction =
            Auction::new(self.rules, dealer, dealt.first.map(dense_set), Some(turned));
        loop {
            let Some(seat) = auction.to_call() else {
                return auction
                    .end()
                    .expect("an auction with nobody to call has ended");
            };
            let roll = draws.below(100);
            let mut call = if roll >= 35 {
                Call::Pass
            } else if auction.is_legal(Call::Take) {
                Call::Take
            } else {
                // One of the three other suits.
                let pick = draws.below(3) as usize;
                let skip = usize::from(pick >= turned.suit().index());
                let suit = Suit::from_index(pick + skip);
                if auction.is_legal(Call::Choose(suit)) {
                    Call::Choose(suit)
                } else {
                    Call::Pass
                }
            };
            let ended = match auction.call(seat, call) {
                Ok(ended) => ended,
                Err(_) => {
                    debug_assert!(false, "the simulator's call {call:?} was refused");
                    call = Call::Pass;
                    auction.call(seat, call).expect("a pass")
                }
            };
            log(Move::Call(seat, call));
            if let Some(end) = ended {
                return end;
            }
        }
    }

    /// The auction of the bidding variants, unchecked, on local state (the engine's
    /// [`Auction`] rules, which the tests hold it to): mostly passes, a quarter of the time
    /// the lowest bid in a random strain, now and then a coinche, a surcoinche or the four
    /// sevens.
    #[inline(always)]
    fn bidding<R: Rng + ?Sized>(
        &self,
        dealer: Seat,
        hands: &[u32; 4],
        draws: &mut Draws<'_, R>,
        log: &mut impl FnMut(Move),
    ) -> AuctionEnd {
        let AuctionStyle::Bidding { kaput_max, .. } = self.rules.auction else {
            unreachable!("a bidding auction");
        };
        let seats = self.seats.count;
        let sevens = Suit::ALL.map(|s| dense_bit(Card::new(Rank::Seven, s)));
        let sevens = sevens[0] | sevens[1] | sevens[2] | sevens[3];
        let mut seat = self.seats.next(dealer);
        let mut best: Option<(Seat, Bid)> = None;
        let mut passes = 0u8;
        // Seats that have called (the four sevens are shown before a seat's first call).
        let mut called = 0u8;
        loop {
            let roll = draws.below(100);
            let call = if roll < 2
                && self.rules.four_sevens_void
                && called >> seat & 1 == 0
                && hands[seat as usize] & sevens == sevens
            {
                Call::FourSevens
            } else if (2..6).contains(&roll) {
                match best {
                    Some((bidder, _)) if team_of(bidder) != team_of(seat) => Call::Coinche,
                    _ => Call::Pass,
                }
            } else if !(6..31).contains(&roll) {
                Call::Pass
            } else if let Some((level, kaput)) = next_bid(self.rules.auction, best.map(|(_, b)| b))
                && level <= kaput_max
            {
                let pick = draws.below(5);
                let strain = if pick == 4 && self.rules.no_trump {
                    Strain::NoTrump
                } else {
                    Strain::Trump(Suit::from_index((pick & 3) as usize))
                };
                Call::Bid(Bid {
                    level,
                    strain,
                    kaput,
                })
            } else {
                Call::Pass
            };
            log(Move::Call(seat, call));
            match (call, best) {
                (Call::Pass, None) if passes + 1 >= seats => {
                    return AuctionEnd::Void(VoidReason::AllPassed);
                }
                (Call::Pass, Some(contract)) if passes + 1 >= seats - 1 => {
                    return contract_end(contract, 1);
                }
                (Call::Pass, _) => passes += 1,
                (Call::Bid(bid), _) => {
                    best = Some((seat, bid));
                    passes = 0;
                }
                (Call::Coinche, Some(contract)) => {
                    return self.after_coinche(contract, seat, draws, log);
                }
                _ => return AuctionEnd::Void(VoidReason::FourSevens { seat }),
            }
            called |= 1 << seat;
            seat = self.seats.next(seat);
        }
    }

    /// After a coinche: the bidding side may surcoinche (now and then) or pass, from the seat
    /// after the coincher; two passes leave the contract coinched.
    #[inline(always)]
    fn after_coinche<R: Rng + ?Sized>(
        &self,
        contract: (Seat, Bid),
        coincher: Seat,
        draws: &mut Draws<'_, R>,
        log: &mut impl FnMut(Move),
    ) -> AuctionEnd {
        let mut seat = self.seats.next(coincher);
        for _ in 0..2 {
            if draws.below(100) < 4 {
                log(Move::Call(seat, Call::Surcoinche));
                return contract_end(contract, 4);
            }
            log(Move::Call(seat, Call::Pass));
            seat = self.seats.next(self.seats.next(seat));
        }
        contract_end(contract, 2)
    }
}

/// The end of an auction on this contract, coinched `coinche` times (1, 2 or 4).
fn contract_end((seat, bid): (Seat, Bid), coinche: u8) -> AuctionEnd {
    AuctionEnd::Contract(Contract { seat, bid, coinche })
}

/// Draws `count` cards from the dense mask `left`, uniformly (all of them when that many are
/// left): two at a time, a uniformly drawn pair of the cards left, so that the chain from one
/// draw to the next (what is left) is half as long.
#[inline(always)]
fn draw_cards<R: Rng + ?Sized, const BMI2: bool>(
    left: &mut u32,
    count: u32,
    draws: &mut Draws<'_, R>,
) -> u32 {
    let mut n = left.count_ones();
    if n == count {
        return std::mem::take(left);
    }
    let mut hand = 0;
    for _ in 0..count / 2 {
        // An ordered pair of distinct places, uniformly: the second drawn among the others.
        let first = draws.below(n);
        let second = draws.below(n - 1);
        let second = second + u32::from(second >= first);
        let cards = deposit::<BMI2>((1 << first) | (1 << second), *left);
        hand |= cards;
        *left ^= cards;
        n -= 2;
    }
    if count % 2 == 1 {
        let card = nth_bit::<BMI2>(*left, draws.below(n));
        hand |= card;
        *left ^= card;
    }
    hand
}

/// The `k`-th (from 0) set bit of `mask`, as a one-bit mask.
#[inline(always)]
fn nth_bit<const BMI2: bool>(mask: u32, k: u32) -> u32 {
    deposit::<BMI2>(1 << k, mask)
}

/// The set bits of `mask` at the places (counted from 0, lowest first) that `places` has set:
/// the BMI2 instruction `pdep` where there is one.
#[inline(always)]
fn deposit<const BMI2: bool>(places: u32, mask: u32) -> u32 {
    #[cfg(target_arch = "x86_64")]
    if BMI2 {
        // SAFETY: only instantiated with `BMI2` inside a function compiled for BMI2.
        return unsafe { std::arch::x86_64::_pdep_u32(places, mask) };
    }
    let (mut out, mut mask, mut places) = (0, mask, places);
    while places != 0 && mask != 0 {
        let lowest = mask & mask.wrapping_neg();
        if places & 1 == 1 {
            out |= lowest;
        }
        mask ^= lowest;
        places >>= 1;
    }
    out
}

/// A trick being played (ranked layout).
struct Trick {
    /// The suit led (its byte).
    led: u32,
    trumps: u32,
    trump_led: bool,
    /// The cards that can win the trick: the suit led and the trumps.
    contenders: u32,
    /// The best card so far: in the ranked layout, of two cards that can win, the greater
    /// number is the better card.
    top: u32,
    /// Who played it.
    winner: Seat,
    /// The cards played.
    cards: u32,
}

impl Trick {
    /// A trick led by `seat` with `card`.
    #[inline(always)]
    fn lead(seat: Seat, card: u32, trumps: u32) -> Trick {
        let led = SUIT_BYTE << (card.trailing_zeros() & !7);
        Trick {
            led,
            trumps,
            trump_led: led & trumps != 0,
            contenders: led | trumps,
            top: card,
            winner: seat,
            cards: card,
        }
    }

    /// The cards that would beat the best card so far: the contenders above it.
    #[inline(always)]
    fn beating(&self) -> u32 {
        (self.top << 1).wrapping_neg() & self.contenders
    }

    /// Adds `seat`'s card.
    #[inline(always)]
    fn add(&mut self, seat: Seat, card: u32) {
        let contender = card & self.contenders;
        let beats = contender > self.top;
        self.top = select_unpredictable(beats, contender, self.top);
        self.winner = select_unpredictable(beats, seat, self.winner);
        self.cards |= card;
    }

    /// A uniformly random legal card of `seat` holding `hand`, and the legal cards.
    #[inline(always)]
    fn random_card<R: Rng + ?Sized, const BMI2: bool>(
        &self,
        seats: &Seats,
        seat: Seat,
        hand: u32,
        draws: &mut Draws<'_, R>,
    ) -> (u32, u32) {
        let follow = hand & self.led;
        let held_trumps = hand & self.trumps;
        // Only a seat holding trumps that cannot follow a plain suit, or that follows trumps,
        // has legal cards that hang on the cards before (must it ruff, overtrump?): a branch
        // the CPU predicts lets the other seats draw before the trick's winner is known.
        let (follows, holds_trumps) = (follow != 0, held_trumps != 0);
        let hangs_on_trick =
            (self.trump_led & follows) | (!self.trump_led & !follows & holds_trumps);
        let legal = if !hangs_on_trick {
            select_unpredictable(follows, follow, hand)
        } else {
            let over = held_trumps & self.beating();
            let partner_wins = seats.partner_is(seat, self.winner) && !seats.over_partner;
            if over != 0 && (self.trump_led || !partner_wins) {
                over
            } else if self.trump_led {
                follow
            } else if partner_wins || !seats.undertrump {
                hand
            } else {
                held_trumps
            }
        };
        (
            nth_bit::<BMI2>(legal, draws.below(legal.count_ones())),
            legal,
        )
    }
}

/// What a deal's trick play came to.
#[derive(Clone, Copy, Debug)]
struct Played {
    sai: [u16; 2],
    tricks_won: [u8; 2],
    first_winner: Seat,
}

/// Plays every trick from these hands (ranked layout) with uniformly random legal cards,
/// logging each card and the legal cards of its turn (ranked masks).
#[inline(always)]
fn play_tricks<R: Rng + ?Sized, const BMI2: bool>(
    seats: &Seats,
    strain: Strain,
    leader: Seat,
    mut hands: [u32; 4],
    draws: &mut Draws<'_, R>,
    log: &mut impl FnMut(Seat, Strain, u32, u32),
) -> Played {
    let trumps = trump_mask(strain);
    let tricks = hands[leader as usize].count_ones();
    let mut first_winner = leader;
    // The cards each team took, and team 0's tricks.
    let (mut won, mut tricks0) = ([0u32; 2], 0u8);
    let mut leader = leader;
    for number in 0..tricks {
        let last = number + 1 == tricks;
        let mut seat = leader;
        let card = if last {
            hands[seat as usize]
        } else {
            let hand = hands[seat as usize];
            nth_bit::<BMI2>(hand, draws.below(hand.count_ones()))
        };
        log(seat, strain, card, hands[seat as usize]);
        hands[seat as usize] ^= card;
        let mut trick = Trick::lead(seat, card, trumps);
        for _ in 1..seats.count {
            seat = seats.next(seat);
            let hand = hands[seat as usize];
            let (card, legal) = if last {
                (hand, hand)
            } else {
                trick.random_card::<R, BMI2>(seats, seat, hand, draws)
            };
            log(seat, strain, card, legal);
            hands[seat as usize] ^= card;
            trick.add(seat, card);
        }
        let team = team_of(trick.winner);
        won[team] |= trick.cards;
        tricks0 += u8::from(team == 0);
        if number == 0 {
            first_winner = trick.winner;
        }
        leader = trick.winner;
    }
    let mut sai = won.map(|cards| sai(cards, strain));
    sai[team_of(leader)] += LAST_TRICK_BONUS;
    Played {
        sai,
        tricks_won: [tricks0, tricks as u8 - tricks0],
        first_winner,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::blot::{Deal, Variant};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    #[test]
    fn the_checked_path_accepts_every_move_of_the_unchecked_path_and_agrees_on_the_result() {
        let mut seeds = ChaCha8Rng::seed_from_u64(0x51_0007);
        for variant in Variant::ALL {
            for over_partner in [false, true] {
                for undertrump in [false, true] {
                    let rules = Rules {
                        must_trump_over_partner: over_partner,
                        must_undertrump: undertrump,
                        ..Rules::of(variant)
                    };
                    check_rules(rules, &mut seeds);
                }
            }
        }
    }

    fn check_rules(rules: Rules, seeds: &mut ChaCha8Rng) {
        let sim = Simulator::new(rules);
        let mut played = 0;
        let mut log = Vec::new();
        for _ in 0..300 {
            let seed = seeds.random::<u64>();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let dealer = rng.random_range(0..rules.seats);
            log.clear();
            let (pack, result) = sim.random_deal_logged(dealer, &mut rng, &mut log);
            replay(rules, dealer, &pack, &log, &result, seed);
            played += usize::from(result.contract.is_some());
        }
        assert!(
            played > 100,
            "{rules:?}: only {played} deals were played out"
        );
    }

    /// Replays a simulated deal through the checked path: every move accepted, the same
    /// legal cards at every turn, the same result.
    fn replay(
        rules: Rules,
        dealer: Seat,
        pack: &[Card; 32],
        log: &[Move],
        result: &DealResult,
        seed: u64,
    ) {
        let mut deal = Deal::from_pack(rules, dealer, pack).expect("a full pack");
        for &m in log {
            match m {
                Move::Call(seat, call) => {
                    assert_eq!(deal.to_act(), Some(seat), "seed {seed}");
                    deal.call(seat, call).expect("a legal call");
                }
                Move::Card(seat, card, legal) => {
                    assert_eq!(deal.to_act(), Some(seat), "seed {seed}");
                    assert_eq!(deal.legal_cards(), legal, "seed {seed} {rules:?}");
                    deal.play(seat, card).expect("a legal card");
                }
            }
        }
        assert_eq!(deal.to_act(), None, "seed {seed}");
        assert_eq!(deal.result(), Some(result), "seed {seed}");
    }

    #[test]
    fn the_rare_calls_of_the_unchecked_auction_are_ones_the_referee_accepts() {
        // The four sevens, a coinche and a surcoinche come seldom in random deals: deals are
        // simulated until each has come (the four sevens only in Bazaar, the one variant
        // where they void the deal), and those deals replayed through the checked path.
        for variant in [Variant::Bazaar, Variant::Coinche] {
            let rules = Rules::of(variant);
            let sim = Simulator::new(rules);
            let mut wanted = vec![Call::Coinche, Call::Surcoinche];
            if rules.four_sevens_void {
                wanted.push(Call::FourSevens);
            }
            let mut log = Vec::new();
            for seed in 0..2_000_000u64 {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                log.clear();
                let (pack, result) = sim.random_deal_logged(0, &mut rng, &mut log);
                let calls = |c: &Call| {
                    log.iter()
                        .any(|m| matches!(m, Move::Call(_, call) if call == c))
                };
                if wanted.iter().any(calls) {
                    replay(rules, 0, &pack, &log, &result, seed);
                    wanted.retain(|c| !calls(c));
                }
                if wanted.is_empty() {
                    break;
                }
            }
            assert!(wanted.is_empty(), "{variant:?}: never simulated {wanted:?}");
        }
    }

    #[test]
    fn the_portable_and_the_bit_instruction_paths_agree() {
        // The portable path against the one the CPU runs (the BMI2 one on most x86-64 CPUs).
        let mut seeds = ChaCha8Rng::seed_from_u64(0x51_0008);
        for variant in Variant::ALL {
            let sim = Simulator::new(Rules::of(variant));
            for _ in 0..300 {
                let seed = seeds.random::<u64>();
                let run = |portable: bool| {
                    let mut rng = ChaCha8Rng::seed_from_u64(seed);
                    let (mut calls, mut cards) = (Vec::new(), Vec::new());
                    let (log, log_card) =
                        (&mut |m| calls.push(m), &mut |seat, strain, card, legal| {
                            cards.push(card_move(seat, strain, card, legal))
                        });
                    let (dealt, result) = if portable {
                        sim.run::<_, false>(0, &mut rng, log, log_card)
                    } else {
                        sim.dispatch(0, &mut rng, log, log_card)
                    };
                    (sim.pack_of(0, &dealt), result, calls, cards)
                };
                assert_eq!(run(true), run(false), "{variant:?} seed {seed}");
            }
        }
    }
}
