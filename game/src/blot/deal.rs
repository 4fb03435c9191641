//! One deal of a Blot-family game as a state machine: dealt hands, the auction, announcements,
//! trick play and the score.

use crate::cards::{Card, CardSet, Rank};

use super::auction::{Auction, AuctionEnd, Contract, VoidReason};
use super::call::{Call, Strain};
use super::combination::{Combination, Counted, check_announcement, counted};
use super::error::RuleError;
use super::play::{BeloteCall, Play, PlayEvent};
use super::rules::{AuctionStyle, Rules, Seat, team_of};
use super::score::{Outcome, Parts, PlayedDeal, card_points, score_deal};

/// Where a deal stands.
#[derive(Clone, Debug)]
pub enum Phase {
    Auction,
    Play,
    Over,
}

/// The result of a finished deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealResult {
    /// The contract, unless the deal was void.
    pub contract: Option<Contract>,
    pub void_reason: Option<VoidReason>,
    pub outcome: Outcome,
    /// Sai per team (cards and last trick).
    pub sai: [u16; 2],
    /// Card points per team in the variant's unit.
    pub card_points: [u16; 2],
    pub tricks_won: [u8; 2],
    pub combinations: Counted,
    /// Belote-rebelote per team, in the variant's unit.
    pub belote: [u16; 2],
    /// What the deal adds to each team's total.
    pub score: [u16; 2],
    /// What each team's score is made of.
    pub parts: [Parts; 2],
}

impl DealResult {
    /// True when one team took every trick.
    pub fn is_kaput(&self, rules: &Rules) -> bool {
        self.tricks_won.contains(&(rules.tricks() as u8))
    }
}

/// A deal in progress.
#[derive(Clone, Debug)]
pub struct Deal {
    rules: Rules,
    dealer: Seat,
    hands: [CardSet; 4],
    turned: Option<Card>,
    /// The undealt rest of the pack, completing the hands once trump is chosen.
    stock: Vec<Card>,
    auction: Auction,
    calls: Vec<Call>,
    play: Option<Play>,
    contract: Option<Contract>,
    announced: Vec<(Seat, Combination)>,
    has_announced: [bool; 4],
    belote_counts: bool,
    /// Seats that chose not to announce their belote-rebelote this deal.
    belote_declined: [bool; 4],
    result: Option<DealResult>,
}

impl Deal {
    /// Deals a shuffled pack the variant's way (Bazaar 3-2-3; Coinche 3-3-2; the Belotes 3-2 or
    /// 3-3 and a turned card, completed after the auction), starting after the dealer.
    pub fn from_pack(rules: Rules, dealer: Seat, pack: &[Card]) -> Result<Deal, RuleError> {
        check_pack(pack.iter().copied())?;
        let mut hands = [CardSet::EMPTY; 4];
        let mut next = 0;
        for &size in rules.packets() {
            let mut seat = rules.next(dealer);
            for _ in 0..rules.seats {
                for &card in &pack[next..next + size] {
                    hands[seat as usize].insert(card);
                }
                next += size;
                seat = rules.next(seat);
            }
        }
        let turned = match rules.auction {
            AuctionStyle::TurnedCard { .. } => {
                next += 1;
                Some(pack[next - 1])
            }
            AuctionStyle::Bidding { .. } => None,
        };
        let mut deal = Deal::new(rules, dealer, hands, turned);
        deal.stock = pack[next..].to_vec();
        Ok(deal)
    }

    /// A deal of known hands (a record's): the final hands, or, for a turned-card deal that
    /// was thrown in, the hands of the auction; `turned` names the Belote variants' turned card.
    pub fn from_hands(
        rules: Rules,
        dealer: Seat,
        hands: &[CardSet],
        turned: Option<Card>,
    ) -> Result<Deal, RuleError> {
        let seats = rules.seats as usize;
        let mut all = CardSet::EMPTY;
        let mut fixed = [CardSet::EMPTY; 4];
        let size = hands.first().map_or(0, |h| h.len());
        let sizes_allowed = [rules.hand_size, rules.auction_hand_size()];
        for (seat, &hand) in hands.iter().enumerate().take(seats) {
            if hand.len() != size || !sizes_allowed.contains(&(size as u8)) {
                return Err(RuleError::WrongHandSize {
                    expected: rules.hand_size as usize,
                    found: hand.len() as usize,
                });
            }
            if let Some(card) = hand.without(CardSet::ALL_32).first() {
                return Err(RuleError::CardNotInPack { card });
            }
            if let Some(card) = hand.and(all).first() {
                return Err(RuleError::CardDealtTwice { card });
            }
            all = all.or(hand);
            fixed[seat] = hand;
        }
        Ok(Deal::new(rules, dealer, fixed, turned))
    }

    fn new(rules: Rules, dealer: Seat, hands: [CardSet; 4], turned: Option<Card>) -> Deal {
        Deal {
            rules,
            dealer,
            hands,
            turned,
            stock: Vec::new(),
            auction: Auction::new(rules, dealer, hands, turned),
            calls: Vec::new(),
            play: None,
            contract: None,
            announced: Vec::new(),
            has_announced: [false; 4],
            belote_counts: true,
            belote_declined: [false; 4],
            result: None,
        }
    }

    /// Whether belote-rebelote is announced for its holder (on by default).
    pub fn set_belote_announced(&mut self, announced: bool) {
        self.belote_counts = announced;
    }

    /// True unless belote-rebelote is off for this deal, or its holder kept it quiet: what a
    /// record of the deal says in its `belote` field (`auto` or `none`).
    pub fn belote_announced(&self) -> bool {
        self.belote_counts && !self.belote_declined.contains(&true)
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The turned card of the Belote variants.
    pub fn turned(&self) -> Option<Card> {
        self.turned
    }

    /// The hand a seat holds now.
    pub fn hand(&self, seat: Seat) -> CardSet {
        match &self.play {
            Some(play) => play.hand(seat),
            None => self.hands[seat as usize % 4],
        }
    }

    /// The hands as dealt (completed, once trump is chosen).
    pub fn dealt_hands(&self) -> [CardSet; 4] {
        self.hands
    }

    pub fn phase(&self) -> Phase {
        if self.result.is_some() {
            Phase::Over
        } else if self.play.is_some() {
            Phase::Play
        } else {
            Phase::Auction
        }
    }

    pub fn auction(&self) -> &Auction {
        &self.auction
    }

    /// The calls made so far, from the first caller.
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// The pack gathered after the deal, for variants that only cut between deals (Coinche):
    /// the tricks in the order played, or the hands seat by seat if nothing was played.
    pub fn gathered_pack(&self) -> Vec<Card> {
        match &self.play {
            Some(play) if play.is_over() => play.history().to_vec(),
            _ => {
                let mut pack: Vec<Card> = self.hands.iter().flat_map(|h| h.iter()).collect();
                if let Some(turned) = self.turned.filter(|c| !pack.contains(c)) {
                    pack.push(turned);
                }
                pack.extend(self.stock.iter().copied());
                pack
            }
        }
    }

    pub fn play_state(&self) -> Option<&Play> {
        self.play.as_ref()
    }

    pub fn contract(&self) -> Option<Contract> {
        self.contract
    }

    /// The combinations announced so far.
    pub fn announced(&self) -> &[(Seat, Combination)] {
        &self.announced
    }

    pub fn result(&self) -> Option<&DealResult> {
        self.result.as_ref()
    }

    /// The seat whose move it is.
    pub fn to_act(&self) -> Option<Seat> {
        match &self.play {
            Some(play) => play.turn(),
            None if self.result.is_none() => self.auction.to_call(),
            None => None,
        }
    }

    /// The cards the seat to play may play (empty outside trick play).
    pub fn legal_cards(&self) -> CardSet {
        self.play.as_ref().map_or(CardSet::EMPTY, Play::legal)
    }

    /// Makes an auction call.
    pub fn call(&mut self, seat: Seat, call: Call) -> Result<(), RuleError> {
        if self.result.is_some() || self.play.is_some() {
            return Err(RuleError::AuctionOver);
        }
        let before = self.auction;
        if let Some(end) = self.auction.call(seat, call)?
            && let Err(err) = self.finish_auction(end)
        {
            self.auction = before;
            return Err(err);
        }
        self.calls.push(call);
        Ok(())
    }

    fn finish_auction(&mut self, end: AuctionEnd) -> Result<(), RuleError> {
        let contract = match end {
            AuctionEnd::Void(reason) => {
                self.result = Some(void_result(reason));
                return Ok(());
            }
            AuctionEnd::Contract(contract) => contract,
        };
        if let Some(turned) = self.turned {
            self.complete_hands(contract.seat, turned)?;
        }
        self.contract = Some(contract);
        let leader = self.rules.next(self.dealer);
        self.play = Some(Play::new(
            self.rules,
            contract.bid.strain,
            leader,
            self.hands,
        ));
        Ok(())
    }

    /// Gives the turned card and the rest of the pack (taker 2, others 3) after a take; for a
    /// record's final hands, checks the taker holds the turned card.
    fn complete_hands(&mut self, taker: Seat, turned: Card) -> Result<(), RuleError> {
        if self.stock.is_empty() {
            return if self.hands[taker as usize].len() < u32::from(self.rules.hand_size) {
                Err(RuleError::HandsNotCompleted)
            } else if self.hands[taker as usize].contains(turned) {
                Ok(())
            } else {
                Err(RuleError::TurnedCardNotTaken)
            };
        }
        self.hands[taker as usize].insert(turned);
        let mut rest = self.stock.iter().copied();
        let mut seat = self.rules.next(self.dealer);
        for _ in 0..self.rules.seats {
            let count = if seat == taker { 2 } else { 3 };
            for card in rest.by_ref().take(count) {
                self.hands[seat as usize].insert(card);
            }
            seat = self.rules.next(seat);
        }
        self.stock = rest.collect();
        Ok(())
    }

    /// True while the seat may still choose not to announce belote-rebelote: he holds the
    /// trump King and Queen, neither played yet, and has not already declined.
    pub fn may_decline_belote(&self, seat: Seat) -> bool {
        let (Some(play), Some(contract)) = (&self.play, self.contract) else {
            return false;
        };
        let Strain::Trump(trump) = contract.bid.strain else {
            return false;
        };
        let pair = [Rank::King, Rank::Queen].map(|rank| Card::new(rank, trump));
        self.belote_counts
            && self.result.is_none()
            && play.belote_holder() == Some(seat)
            && !self.belote_declined[usize::from(seat)]
            && pair.iter().all(|&card| play.hand(seat).contains(card))
    }

    /// The belote-rebelote called so far this deal: its holder and his latest call ("belote"
    /// once he played the trump King or Queen, "rebelote" once both), unless it does not count.
    pub fn belote_called(&self) -> Option<(Seat, BeloteCall)> {
        let play = self.play.as_ref()?;
        let trump = self.contract?.bid.strain.trump()?;
        let holder = play
            .belote_holder()
            .filter(|&h| self.belote_counts && !self.belote_declined[usize::from(h)])?;
        let played = [Rank::King, Rank::Queen]
            .into_iter()
            .filter(|&rank| !play.hand(holder).contains(Card::new(rank, trump)))
            .count();
        match played {
            0 => None,
            1 => Some((holder, BeloteCall::Belote)),
            _ => Some((holder, BeloteCall::Rebelote)),
        }
    }

    /// The seat keeps his belote-rebelote quiet this deal: it is neither called nor scored.
    pub fn decline_belote(&mut self, seat: Seat) -> Result<(), RuleError> {
        if self.play.is_none() {
            return Err(RuleError::AuctionNotOver);
        }
        if !self.may_decline_belote(seat) {
            return Err(RuleError::TooLateToAnnounce);
        }
        self.belote_declined[usize::from(seat)] = true;
        Ok(())
    }

    /// True while the seat may still announce: tricks are played, he has not played a card
    /// and has not announced.
    pub fn may_announce(&self, seat: Seat) -> bool {
        let Some(play) = &self.play else {
            return false;
        };
        if seat >= self.rules.seats || self.has_announced[seat as usize] {
            return false;
        }
        let first_round_done = play.history().len() >= self.rules.seats as usize;
        let seat_has_played = first_round_done || {
            let (leader, trick) = play.current_trick();
            let mut s = leader;
            (0..trick.len()).any(|_| {
                let played = s == seat;
                s = self.rules.next(s);
                played
            })
        };
        !seat_has_played
    }

    /// Announces a seat's combinations; allowed once, before the seat's first card.
    pub fn announce(&mut self, seat: Seat, combos: &[Combination]) -> Result<(), RuleError> {
        if self.play.is_none() {
            return Err(RuleError::AuctionNotOver);
        }
        if seat >= self.rules.seats {
            return Err(RuleError::NoSuchSeat { seat });
        }
        if !self.may_announce(seat) {
            return Err(RuleError::TooLateToAnnounce);
        }
        if !self.rules.announcements && !combos.is_empty() {
            return Err(RuleError::NoAnnouncements);
        }
        check_announcement(self.hands[seat as usize], combos)?;
        self.has_announced[seat as usize] = true;
        self.announced.extend(combos.iter().map(|&c| (seat, c)));
        Ok(())
    }

    /// Plays a card; the last card scores the deal.
    pub fn play(&mut self, seat: Seat, card: Card) -> Result<PlayEvent, RuleError> {
        let play = match (&mut self.play, &self.result) {
            (_, Some(_)) => return Err(RuleError::DealOver),
            (None, None) => return Err(RuleError::AuctionNotOver),
            (Some(play), None) => play,
        };
        let mut event = play.play(seat, card)?;
        if self.belote_declined[usize::from(seat)] {
            event.belote = None;
        }
        if play.is_over() {
            self.score();
        }
        Ok(event)
    }

    fn score(&mut self) {
        let (Some(play), Some(contract)) = (&self.play, self.contract) else {
            return;
        };
        let belote_holder = play
            .belote_holder()
            .filter(|&holder| self.belote_counts && !self.belote_declined[usize::from(holder)]);
        self.result = Some(scored_result(
            &self.rules,
            contract,
            &self.announced,
            belote_holder,
            play.trick_winners().first().copied().unwrap_or(0),
            play.sai(),
            play.tricks_won(),
        ));
    }
}

/// The result of a played deal: its contract, the announced combinations, the holder of the
/// trump king and queen if belote counts, the first trick's winner (who leads the second), and
/// the sai and tricks each team took. Shared by the checked [`Deal`] and the unchecked
/// simulation path ([`super::sim`]).
pub(crate) fn scored_result(
    rules: &Rules,
    contract: Contract,
    announced: &[(Seat, Combination)],
    belote_holder: Option<Seat>,
    second_leader: Seat,
    sai: [u16; 2],
    tricks_won: [u8; 2],
) -> DealResult {
    let strain = contract.bid.strain;
    let rules = *rules;
    let order = |seat: Seat| rules.place_after(second_leader, seat);
    let combinations = counted(announced, &rules, strain, order);
    let mut belote_tens = [0u16; 2];
    if let (Some(holder), Strain::Trump(_)) = (belote_holder, strain) {
        belote_tens[team_of(holder)] = 2;
    }
    let played = PlayedDeal {
        contract,
        sai,
        tricks_won,
        combinations,
        belote_tens,
    };
    let scored = score_deal(&rules, &played);
    let belote = if rules.in_tens {
        belote_tens
    } else {
        belote_tens.map(|t| t * 10)
    };
    DealResult {
        contract: Some(contract),
        void_reason: None,
        outcome: scored.outcome,
        sai: played.sai,
        card_points: card_points(&rules, &played),
        tricks_won: played.tricks_won,
        combinations,
        belote,
        score: scored.score,
        parts: scored.parts,
    }
}

/// Cuts a pack: the top `at` cards go under the rest.
pub fn cut(pack: &[Card], at: usize) -> Vec<Card> {
    let at = at.min(pack.len());
    pack[at..].iter().chain(&pack[..at]).copied().collect()
}

pub(crate) fn void_result(reason: VoidReason) -> DealResult {
    DealResult {
        contract: None,
        void_reason: Some(reason),
        outcome: Outcome::Void,
        sai: [0; 2],
        card_points: [0; 2],
        tricks_won: [0; 2],
        combinations: Counted::default(),
        belote: [0; 2],
        score: [0; 2],
        parts: [Parts::default(); 2],
    }
}

fn check_pack(pack: impl Iterator<Item = Card>) -> Result<(), RuleError> {
    let mut seen = CardSet::EMPTY;
    for card in pack {
        if !CardSet::ALL_32.contains(card) {
            return Err(RuleError::CardNotInPack { card });
        }
        if !seen.insert(card) {
            return Err(RuleError::CardDealtTwice { card });
        }
    }
    if seen != CardSet::ALL_32 {
        return Err(RuleError::WrongHandSize {
            expected: 32,
            found: seen.len() as usize,
        });
    }
    Ok(())
}
