//! A game position from what one seat knows (the engine protocol's request,
//! `docs/engine.md`): the public record of a deal so far — dealer, auction, declarations,
//! cards played — and the asking seat's own hand. The other hands are a placeholder: some
//! deal of the hidden cards that fits everything public (each seat holds the cards it played
//! and declared, and nothing a rule it obeyed says it lacked), found without looking at any
//! real hidden card. The computer players decide from the seat's knowledge only
//! ([`super::ai::knowledge`]), sampling the hidden cards themselves, so the placeholder never
//! shows in an answer.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::cards::{Card, CardSet, Rank};

use super::call::{Call, Strain};
use super::combination::Combination;
use super::deal::{Deal, Phase};
use super::matchplay::BlotMatch;
use super::order::trick_strength;
use super::rules::{AuctionStyle, Rules, Seat};

/// Everything public about a deal so far, and the game around it.
#[derive(Clone, Debug)]
pub struct Public {
    /// The table's rules, the game's target included.
    pub rules: Rules,
    /// The game's score before this deal.
    pub totals: [u16; 2],
    pub dealer: Seat,
    /// The Belote variants' turned card.
    pub turned: Option<Card>,
    /// The auction so far, from the first caller.
    pub calls: Vec<Call>,
    /// The combinations announced: (seat, its cards).
    pub declarations: Vec<(Seat, CardSet)>,
    /// The cards played so far.
    pub play: Vec<Card>,
    /// The seat that has called belote-rebelote so far, if any (public once called).
    pub belote_by: Option<Seat>,
}

impl Public {
    /// The public record of `game`'s deal in progress (what every seat has seen).
    pub fn of(game: &BlotMatch) -> Public {
        let deal = game.deal();
        let play = deal.play_state();
        Public {
            rules: *game.rules(),
            totals: game.totals(),
            dealer: deal.dealer(),
            turned: deal.turned(),
            calls: deal.calls().to_vec(),
            declarations: deal
                .announced()
                .iter()
                .map(|&(s, combo)| (s, combo.cards()))
                .collect(),
            play: play.map(|p| p.history().to_vec()).unwrap_or_default(),
            belote_by: play.and_then(|p| {
                let holder = p.belote_holder()?;
                let trump = deal.contract()?.bid.strain.trump()?;
                let pair = [Rank::King, Rank::Queen].map(|r| Card::new(r, trump));
                let shown = p.history().iter().any(|c| pair.contains(c));
                (shown && deal.belote_announced()).then_some(holder)
            }),
        }
    }
}

/// The hand a request gives for `seat`: as dealt (the auction's hand while it runs).
pub fn dealt_hand(game: &BlotMatch, seat: Seat) -> CardSet {
    game.deal().dealt_hands()[seat as usize]
}

/// How many times the placeholder is repaired before the record is judged impossible.
const REPAIRS: usize = 400;
/// How many random deals of the hidden cards are tried for one set of constraints.
const FILL_TRIES: usize = 64;

/// The game at this point as `seat` sees it: `hand` is its hand as dealt (for the Belote
/// variants: the hand of the auction while it runs, the completed hand once it is over).
/// `known` may give other seats' dealt hands too (all of them for an exact analysis); the
/// unknown ones are a placeholder. An error says in plain words why the position is illegal.
pub fn position(
    public: &Public,
    seat: Seat,
    hand: CardSet,
    known: &[Option<CardSet>; 4],
) -> Result<BlotMatch, String> {
    let rules = public.rules;
    let seats = rules.seats;
    if seat >= seats || public.dealer >= seats {
        return Err(format!("seats are numbered 0 to {}", seats - 1));
    }
    if let Some(card) = hand.without(CardSet::ALL_32).first() {
        return Err(format!("{card} is not in the pack"));
    }
    if let Some(turned) = public.turned
        && matches!(rules.auction, AuctionStyle::TurnedCard { .. })
        && hand.len() == u32::from(rules.auction_hand_size())
        && hand.len() != u32::from(rules.hand_size)
    {
        return auction_position(public, seat, hand, turned);
    }
    if matches!(rules.auction, AuctionStyle::TurnedCard { .. }) && public.turned.is_none() {
        return Err("this variant's request names its \"turned\" card".into());
    }
    if hand.len() != u32::from(rules.hand_size) {
        return Err(format!(
            "the hand has {} cards; a hand as dealt has {}",
            hand.len(),
            rules.hand_size
        ));
    }
    let deal = placeholder_deal(public, seat, hand, known)?;
    Ok(BlotMatch::resume(rules, deal, public.totals))
}

/// A Belote-variant position during the auction: the pack is dealt with the seat's cards in
/// its places, the turned card in its place, the rest in order.
fn auction_position(
    public: &Public,
    seat: Seat,
    hand: CardSet,
    turned: Card,
) -> Result<BlotMatch, String> {
    let rules = public.rules;
    if hand.contains(turned) {
        return Err(format!("{turned} is the turned card, not in a hand"));
    }
    let mut mine = Vec::new();
    let mut next = 0;
    for &size in rules.packets() {
        let mut s = rules.next(public.dealer);
        for _ in 0..rules.seats {
            if s == seat {
                mine.extend(next..next + size);
            }
            next += size;
            s = rules.next(s);
        }
    }
    let turned_at = next;
    let mut known = hand;
    known.insert(turned);
    let mut rest = CardSet::ALL_32.without(known).iter();
    let mut own = hand.iter();
    let pack: Vec<Card> = (0..32)
        .filter_map(|i| {
            if mine.contains(&i) {
                own.next()
            } else if i == turned_at {
                Some(turned)
            } else {
                rest.next()
            }
        })
        .collect();
    let mut deal = Deal::from_pack(rules, public.dealer, &pack).map_err(|e| e.to_string())?;
    replay_calls(&mut deal, &public.calls)?;
    if !matches!(deal.phase(), Phase::Auction) {
        return Err("the auction is over: the request gives the seat's completed hand".into());
    }
    Ok(BlotMatch::resume(rules, deal, public.totals))
}

/// The cards each seat is known to hold as dealt, and the cards each is known to lack.
struct Constraints {
    fixed: [CardSet; 4],
    excluded: [CardSet; 4],
}

fn placeholder_deal(
    public: &Public,
    seat: Seat,
    hand: CardSet,
    known: &[Option<CardSet>; 4],
) -> Result<Deal, String> {
    let rules = public.rules;
    let mut c = Constraints {
        fixed: [CardSet::EMPTY; 4],
        excluded: [CardSet::EMPTY; 4],
    };
    c.fixed[seat as usize] = hand;
    for s in 0..rules.seats {
        if let Some(cards) = known[s as usize].filter(|_| s != seat) {
            c.fixed[s as usize] = cards;
            for other in 0..rules.seats {
                if other != s {
                    c.excluded[other as usize] = c.excluded[other as usize].or(cards);
                }
            }
        }
    }
    for &(s, cards) in &public.declarations {
        if s >= rules.seats {
            return Err(format!("seats are numbered 0 to {}", rules.seats - 1));
        }
        hold(&mut c, s, cards, "declared")?;
    }
    // A first deal, to learn the contract: the auction does not depend on the hands.
    let mut deal = draft_deal(public)?;
    replay_calls(&mut deal, &public.calls)?;
    if let Some(contract) = deal.contract() {
        if let Some(turned) = public.turned {
            hold(&mut c, contract.seat, CardSet::single(turned), "taken")?;
        }
        let played_by = who_played(public, contract.bid.strain)?;
        if let Some(card) = played_by[seat as usize].without(hand).first() {
            return Err(format!(
                "the hand does not match the play: seat {seat} played {card}"
            ));
        }
        for (s, cards) in played_by.iter().enumerate() {
            hold(&mut c, s as Seat, *cards, "played")?;
        }
        belote_constraints(public, contract.bid.strain, &played_by, &mut c)?;
    } else if !public.play.is_empty() {
        return Err("cards are played before the auction is over".into());
    }
    for attempt in 0..REPAIRS {
        let hands = fill(&rules, &c, attempt as u64)
            .ok_or("no deal of the hidden cards fits the record")?;
        let mut deal = new_deal(public, &hands)?;
        replay_calls(&mut deal, &public.calls)?;
        announce(&mut deal, public)?;
        match replay_play(&mut deal, public, seat, &hands, &mut c)? {
            true => return Ok(deal),
            false => continue,
        }
    }
    Err("no deal of the hidden cards fits the record".into())
}

/// Records that `seat` held `cards` as dealt; an error when another seat is known to.
fn hold(c: &mut Constraints, seat: Seat, cards: CardSet, how: &str) -> Result<(), String> {
    for s in 0..4 {
        let clash = c.fixed[s].and(cards);
        if s != seat as usize && !clash.is_empty() {
            let card = clash.first().expect("a card");
            return Err(format!(
                "seat {seat} {how} {card}, which seat {s}'s hand holds"
            ));
        }
    }
    if let Some(card) = c.excluded[seat as usize].and(cards).first() {
        return Err(format!("seat {seat} {how} {card}, which it cannot hold"));
    }
    c.fixed[seat as usize] = c.fixed[seat as usize].or(cards);
    for s in 0..4 {
        if s != seat as usize {
            c.excluded[s] = c.excluded[s].or(cards);
        }
    }
    Ok(())
}

/// Who played each card of the record, from the tricks' winners (cards alone decide them).
fn who_played(public: &Public, strain: Strain) -> Result<[CardSet; 4], String> {
    let rules = public.rules;
    let mut by = [CardSet::EMPTY; 4];
    let mut leader = rules.next(public.dealer);
    let mut seen = CardSet::EMPTY;
    for trick in public.play.chunks(rules.seats as usize) {
        let led = trick[0].suit();
        let mut s = leader;
        let mut best = (0, leader);
        for &card in trick {
            if !seen.insert(card) {
                return Err(format!("{card} is played twice"));
            }
            by[s as usize].insert(card);
            let strength = trick_strength(card, strain.trump(), led);
            if strength > best.0 {
                best = (strength, s);
            }
            s = rules.next(s);
        }
        leader = best.1;
    }
    Ok(by)
}

/// A seat that played one of the trump king and queen holds the other only if it called
/// belote-rebelote (public); the caller holds both.
fn belote_constraints(
    public: &Public,
    strain: Strain,
    played_by: &[CardSet; 4],
    c: &mut Constraints,
) -> Result<(), String> {
    let Some(trump) = strain.trump() else {
        return Ok(());
    };
    let pair = CardSet::single(Card::new(Rank::King, trump))
        .or(CardSet::single(Card::new(Rank::Queen, trump)));
    if let Some(holder) = public.belote_by {
        return hold(c, holder, pair, "called belote with");
    }
    for (s, played) in played_by.iter().enumerate() {
        let shown = played.and(pair);
        if shown.len() == 1 && c.fixed[s].and(pair).len() == 1 {
            let other = pair.without(shown);
            c.excluded[s] = c.excluded[s].or(other);
        }
    }
    Ok(())
}

/// One deal of the hidden cards: each seat its fixed cards, the rest (the stock of Belote for
/// two included) at random among the seats that may hold them; `None` when none fits.
fn fill(rules: &Rules, c: &Constraints, salt: u64) -> Option<[CardSet; 4]> {
    let seats = rules.seats as usize;
    let size = u32::from(rules.hand_size);
    let mut hands = c.fixed;
    let mut need = [0i64; 5];
    let mut placed = CardSet::EMPTY;
    for s in 0..seats {
        if hands[s].len() > size {
            return None;
        }
        need[s] = i64::from(size - hands[s].len());
        placed = placed.or(hands[s]);
    }
    let free: Vec<Card> = CardSet::ALL_32.without(placed).iter().collect();
    need[4] = free.len() as i64 - need[..seats].iter().sum::<i64>();
    if need[4] < 0 {
        return None;
    }
    let allowed = |card: Card| -> Vec<usize> {
        (0..seats)
            .filter(|&s| !c.excluded[s].contains(card))
            .chain(std::iter::once(4))
            .collect()
    };
    let mut rng = ChaCha8Rng::seed_from_u64(salt);
    for _ in 0..FILL_TRIES {
        let mut cards = free.clone();
        for i in (1..cards.len()).rev() {
            cards.swap(i, rng.random_range(0..=i));
        }
        cards.sort_by_key(|&card| allowed(card).len());
        let mut left = need;
        let mut out = hands;
        let ok = cards.iter().all(|&card| {
            let options: Vec<usize> = allowed(card).into_iter().filter(|&s| left[s] > 0).collect();
            let total: i64 = options.iter().map(|&s| left[s]).sum();
            if total == 0 {
                return false;
            }
            let mut pick = rng.random_range(0..total);
            for &s in &options {
                if pick < left[s] {
                    left[s] -= 1;
                    if s < 4 {
                        out[s].insert(card);
                    }
                    return true;
                }
                pick -= left[s];
            }
            false
        });
        if ok {
            hands = out;
            return Some(hands);
        }
    }
    None
}

/// Any deal of the pack (the turned card in its place), for the auction alone.
fn draft_deal(public: &Public) -> Result<Deal, String> {
    let rules = public.rules;
    let mut pack: Vec<Card> = CardSet::ALL_32.iter().collect();
    if let Some(turned) = public.turned {
        let size: usize = rules.packets().iter().sum::<usize>() * usize::from(rules.seats);
        let at = pack
            .iter()
            .position(|&c| c == turned)
            .expect("a card of the pack");
        pack.swap(at, size);
    }
    Deal::from_pack(rules, public.dealer, &pack).map_err(|e| e.to_string())
}

fn new_deal(public: &Public, hands: &[CardSet; 4]) -> Result<Deal, String> {
    let rules = public.rules;
    let hands = &hands[..rules.seats as usize];
    Deal::from_hands(rules, public.dealer, hands, public.turned).map_err(|e| e.to_string())
}

fn replay_calls(deal: &mut Deal, calls: &[Call]) -> Result<(), String> {
    for (i, &call) in calls.iter().enumerate() {
        let seat = match (deal.to_act(), deal.phase()) {
            (Some(seat), Phase::Auction) => seat,
            _ => return Err(format!("call {i} ({call}) comes after the auction is over")),
        };
        deal.call(seat, call)
            .map_err(|err| format!("call {i} ({call}) by seat {seat}: {err}"))?;
    }
    Ok(())
}

/// Announces the declarations, seat by seat in the order they play.
fn announce(deal: &mut Deal, public: &Public) -> Result<(), String> {
    if public.declarations.is_empty() {
        return Ok(());
    }
    let Some(contract) = deal.contract() else {
        return Err("nothing is announced before the auction is over".into());
    };
    let rules = public.rules;
    let mut s = rules.next(public.dealer);
    for _ in 0..rules.seats {
        let combos = public
            .declarations
            .iter()
            .filter(|(by, _)| *by == s)
            .map(|&(_, cards)| Combination::from_cards(cards, &rules, contract.bid.strain))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|err| format!("seat {s}'s declaration: {err}"))?;
        if !combos.is_empty() {
            deal.announce(s, &combos)
                .map_err(|err| format!("seat {s}'s declaration: {err}"))?;
        }
        s = rules.next(s);
    }
    Ok(())
}

/// Replays the cards; `false` when the placeholder made a card illegal (the cards that made it
/// so are then excluded from that seat and the caller deals again).
fn replay_play(
    deal: &mut Deal,
    public: &Public,
    seat: Seat,
    hands: &[CardSet; 4],
    c: &mut Constraints,
) -> Result<bool, String> {
    for (i, &card) in public.play.iter().enumerate() {
        let actor = match (deal.to_act(), deal.phase()) {
            (Some(actor), Phase::Play) => actor,
            _ => return Err(format!("card {i} ({card}) comes after the deal is over")),
        };
        let Err(err) = deal.play(actor, card) else {
            continue;
        };
        let placeholder = hands[actor as usize].without(c.fixed[actor as usize]);
        let blamed = deal.legal_cards().and(placeholder);
        if actor == seat || blamed.is_empty() {
            return Err(format!("card {i} ({card}) by seat {actor}: {err}"));
        }
        c.excluded[actor as usize] = c.excluded[actor as usize].or(blamed);
        return Ok(false);
    }
    Ok(true)
}

#[cfg(test)]
mod tests;
