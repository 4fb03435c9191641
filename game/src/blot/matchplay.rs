//! A whole Blot-family game as one state machine: deals dealt from a seeded RNG, one after
//! another until a team wins, with moves written as short codes (a call like `9H`, `p`, `X`,
//! or a card like `TS`) and a view for each viewer.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::cards::{Card, CardSet, Deck, Seed, Suit, format_cards, shuffled};

use super::call::{Bid, Call, Strain};
use super::combination::{
    Combination, announcement_code, announcement_options, best_announcement, parse_announcement,
};
use super::deal::{Deal, DealResult, Phase, cut};
use super::error::RuleError;
use super::game::{GameScore, GameWinner};
use super::order::{card_points, trick_strength};
use super::play::BeloteCall;
use super::rules::{AuctionStyle, Rules, Seat, Variant, team_of};
use super::score::Parts;

/// The RNG of one stream of a table's randomness: stream 0 draws the first dealer, stream
/// `n` shuffles (or cuts) deal `n`.
pub fn stream_rng(seed: impl Into<Seed>, stream: u64) -> ChaCha8Rng {
    seed.into().rng(stream)
}

/// What a move caused, for the table's notices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BlotEvent {
    /// A deal ended; the next one (if any) is dealt.
    DealOver(Box<DealResult>),
    /// The game is over.
    GameOver(GameWinner),
}

/// The move code of a player keeping his belote-rebelote quiet this deal.
pub const NO_BELOTE: &str = "nb";
/// The move code of a player laying his hand open (where the table allows it).
pub const OPEN_HAND: &str = "open";

/// A whole game of a Blot-family variant.
#[derive(Clone, Debug)]
pub struct BlotMatch {
    rules: Rules,
    seed: Seed,
    score: GameScore,
    deal: Deal,
    deals_dealt: u64,
    last_result: Option<DealResult>,
    /// The deal that ended last, as it was played (kept for records of the game).
    last_deal: Option<Box<Deal>>,
    last_trick: Option<(Seat, Vec<Card>, Seat)>,
    forfeited_by: Option<usize>,
    /// Seats that laid their hand open this deal (the opponents choose their cards).
    open_hands: [bool; 4],
}

impl BlotMatch {
    /// A new game; the first dealer and every deal come from `seed`.
    pub fn new(rules: Rules, seed: impl Into<Seed>) -> BlotMatch {
        let seed = seed.into();
        let dealer = stream_rng(seed, 0).random_range(0..rules.seats);
        let pack = shuffled(Deck::Piquet32, &mut stream_rng(seed, 1));
        let deal = Deal::from_pack(rules, dealer, &pack).expect("a shuffled pack deals");
        BlotMatch::at_first_deal(rules, seed, GameScore::new(rules, dealer), deal)
    }

    /// A game resumed at a deal in progress (`deal`, dealt by the rules' rotation), the score
    /// before it `totals` (an engine's position, see [`super::position`]). Later deals are
    /// dealt from seed 0.
    pub fn resume(rules: Rules, deal: Deal, totals: [u16; 2]) -> BlotMatch {
        let score = GameScore::resumed(rules, deal.dealer(), totals);
        BlotMatch::at_first_deal(rules, Seed::from(0u64), score, deal)
    }

    /// A game at its first deal (counted as dealt), with nothing played before it.
    fn at_first_deal(rules: Rules, seed: Seed, score: GameScore, deal: Deal) -> BlotMatch {
        BlotMatch {
            rules,
            seed,
            score,
            deal,
            deals_dealt: 1,
            last_result: None,
            last_deal: None,
            last_trick: None,
            forfeited_by: None,
            open_hands: [false; 4],
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The deal in progress.
    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    /// The deal that ended last, as it was dealt and played (`None` before the first ends).
    pub fn last_deal(&self) -> Option<&Deal> {
        self.last_deal.as_deref()
    }

    pub fn totals(&self) -> [u16; 2] {
        self.score.totals()
    }

    /// The winning team, once the game is over (a forfeit counts).
    pub fn winner(&self) -> Option<GameWinner> {
        match self.forfeited_by {
            Some(team) => Some(GameWinner {
                team: 1 - team,
                margin: None,
            }),
            None => self.score.winner(),
        }
    }

    /// The seat to move.
    pub fn to_act(&self) -> Option<Seat> {
        if self.winner().is_some() {
            None
        } else {
            self.deal.to_act()
        }
    }

    /// The seat whose player makes the next move: the seat to act, or, when he laid his hand
    /// open, the opponent who plays after him, who chooses the card.
    pub fn presser(&self) -> Option<Seat> {
        let seat = self.to_act()?;
        let open = self.open_hands[usize::from(seat)] && matches!(self.deal.phase(), Phase::Play);
        Some(if open { self.rules.next(seat) } else { seat })
    }

    /// The seat whose hand an open-hand choice by `presser` plays from, when he is choosing
    /// for an opponent.
    pub fn choosing_for(&self, presser: Seat) -> Option<Seat> {
        let actor = self.to_act()?;
        (actor != presser && self.presser() == Some(presser)).then_some(actor)
    }

    /// The hands laid open this deal: (seat, its cards).
    pub fn open_hands(&self) -> Vec<(Seat, CardSet)> {
        (0..self.rules.seats)
            .filter(|&s| self.open_hands[usize::from(s)])
            .map(|s| (s, self.deal.hand(s)))
            .collect()
    }

    /// The moves a seat's player may press: his own, or the cards of the open hand he chooses
    /// from.
    pub fn pressable_codes(&self, seat: Seat) -> Vec<String> {
        match self.choosing_for(seat) {
            Some(_) => self
                .deal
                .legal_cards()
                .iter()
                .map(|c| c.to_string())
                .collect(),
            None if self.presser() == Some(seat) => self.legal_codes(seat),
            None => Vec::new(),
        }
    }

    /// A press by a seat's player: his own move, or the card he chooses from an opponent's
    /// open hand (a card only).
    pub fn apply_press(&mut self, seat: Seat, code: &str) -> Result<Vec<BlotEvent>, MoveError> {
        match self.choosing_for(seat) {
            Some(actor) => {
                code.parse::<Card>().map_err(|_| MoveError::Unreadable)?;
                self.apply(actor, code)
            }
            None if self.presser() == Some(seat) => self.apply(seat, code),
            None => Err(MoveError::Rule(RuleError::NotYourTurn {
                seat,
                expected: self.presser().unwrap_or(seat),
            })),
        }
    }

    /// The seat's team loses at once (its game clock ran out).
    pub fn forfeit(&mut self, seat: Seat) {
        if self.winner().is_none() {
            self.forfeited_by = Some(team_of(seat));
        }
    }

    /// The moves the seat may make now, as codes: calls (the lowest bid of each strain stands
    /// for every higher one, and a few higher levels are listed for buttons) or cards.
    pub fn legal_codes(&self, seat: Seat) -> Vec<String> {
        if self.to_act() != Some(seat) {
            return Vec::new();
        }
        match self.deal.phase() {
            Phase::Play => {
                let cards = self.deal.legal_cards().iter().map(|c| c.to_string());
                let quiet_belote = self
                    .deal
                    .may_decline_belote(seat)
                    .then(|| NO_BELOTE.to_string());
                let open = (self.rules.open_hand && !self.open_hands[usize::from(seat)])
                    .then(|| OPEN_HAND.to_string());
                cards
                    .chain(self.announcement_codes(seat))
                    .chain(quiet_belote)
                    .chain(open)
                    .collect()
            }
            Phase::Auction => self.legal_calls().iter().map(Call::to_string).collect(),
            Phase::Over => Vec::new(),
        }
    }

    /// Before his first card, a seat holding combinations may announce the best set, another
    /// legal set, or none (`d…` codes); playing a card without announcing announces the best.
    fn announcement_codes(&self, seat: Seat) -> Vec<String> {
        let Some(contract) = self.deal.contract() else {
            return Vec::new();
        };
        if !self.deal.may_announce(seat) {
            return Vec::new();
        }
        let hand = self.deal.hand(seat);
        let options = announcement_options(hand, &self.rules, contract.bid.strain, 3);
        if options.is_empty() {
            return Vec::new();
        }
        let none = std::iter::once(announcement_code(&[]));
        options
            .iter()
            .map(|set| announcement_code(set))
            .chain(none)
            .collect()
    }

    fn legal_calls(&self) -> Vec<Call> {
        let auction = self.deal.auction();
        let mut calls = vec![Call::Pass, Call::Take];
        calls.extend(Suit::ALL.map(Call::Choose));
        calls.extend([Call::Coinche, Call::Surcoinche, Call::FourSevens]);
        if let (
            Some((level, kaput)),
            AuctionStyle::Bidding {
                step,
                max_level,
                kaput_min,
                kaput_max,
                ..
            },
        ) = (auction.min_next_bid(), self.rules.auction)
        {
            // Every level a player may sensibly jump to: the plain bids up to just below the
            // kaput bids, and the kaput bids a few steps up (the rules allow higher levels
            // still, which no deal can make).
            let top_plain = max_level.min(kaput_min.saturating_sub(step));
            let top_kaput = kaput_max.min(kaput_min + 4 * step);
            let strains = Suit::ALL
                .map(Strain::Trump)
                .into_iter()
                .chain([Strain::NoTrump]);
            for strain in strains {
                if !kaput {
                    let plain = (level..=top_plain).step_by(usize::from(step.max(1)));
                    calls.extend(plain.map(|level| {
                        Call::Bid(Bid {
                            level,
                            strain,
                            kaput: false,
                        })
                    }));
                }
                let lowest_kaput = if kaput { level } else { kaput_min };
                let kaputs = (lowest_kaput..=top_kaput).step_by(usize::from(step.max(1)));
                calls.extend(kaputs.map(|level| {
                    Call::Bid(Bid {
                        level,
                        strain,
                        kaput: true,
                    })
                }));
            }
        }
        calls.retain(|&call| auction.is_legal(call));
        calls.dedup();
        calls
    }

    /// Makes a move given as a code: a call in the auction, a card in play.
    pub fn apply(&mut self, seat: Seat, code: &str) -> Result<Vec<BlotEvent>, MoveError> {
        if self.winner().is_some() {
            return Err(MoveError::Rule(RuleError::DealOver));
        }
        match self.deal.phase() {
            Phase::Auction => {
                let call: Call = code.parse().map_err(|_| MoveError::Unreadable)?;
                self.deal.call(seat, call)?;
            }
            Phase::Play if code == OPEN_HAND => {
                if self.deal.to_act() != Some(seat) {
                    return Err(MoveError::Rule(RuleError::NotYourTurn {
                        seat,
                        expected: self.deal.to_act().unwrap_or(seat),
                    }));
                }
                if !self.rules.open_hand || self.open_hands[usize::from(seat)] {
                    return Err(MoveError::Unreadable);
                }
                self.open_hands[usize::from(seat)] = true;
                return Ok(Vec::new());
            }
            Phase::Play if code == NO_BELOTE => {
                if self.deal.to_act() != Some(seat) {
                    return Err(MoveError::Rule(RuleError::NotYourTurn {
                        seat,
                        expected: self.deal.to_act().unwrap_or(seat),
                    }));
                }
                self.deal.decline_belote(seat)?;
                return Ok(Vec::new());
            }
            Phase::Play if code.starts_with('d') => {
                let set = parse_announcement(code).ok_or(MoveError::Unreadable)?;
                if self.deal.to_act() != Some(seat) {
                    return Err(MoveError::Rule(RuleError::NotYourTurn {
                        seat,
                        expected: self.deal.to_act().unwrap_or(seat),
                    }));
                }
                self.deal.announce(seat, &set)?;
                return Ok(Vec::new());
            }
            Phase::Play => {
                let card: Card = code.parse().map_err(|_| MoveError::Unreadable)?;
                // Only a card the deal takes announces for him: a refused one (not in his
                // hand, not following suit) changes nothing, his choice to announce included.
                let taken =
                    self.deal.to_act() == Some(seat) && self.deal.legal_cards().contains(card);
                if taken {
                    self.announce_before_first_card(seat);
                }
                self.deal.play(seat, card)?;
                self.remember_trick();
            }
            Phase::Over => return Err(MoveError::Rule(RuleError::DealOver)),
        }
        Ok(self.after_move())
    }

    /// A player's combinations are announced for him (the best set) before his first card.
    fn announce_before_first_card(&mut self, seat: Seat) {
        let Some(contract) = self.deal.contract() else {
            return;
        };
        let combos = best_announcement(self.deal.hand(seat), &self.rules, contract.bid.strain);
        let _ = self.deal.announce(seat, &combos);
    }

    fn remember_trick(&mut self) {
        let Some(play) = self.deal.play_state() else {
            return;
        };
        let seats = self.rules.seats as usize;
        let done = play.trick_winners().len();
        let (_, current) = play.current_trick();
        if current.is_empty() && done > 0 {
            let cards = play.history()[(done - 1) * seats..done * seats].to_vec();
            let winner = play.trick_winners()[done - 1];
            let leader = if done >= 2 {
                play.trick_winners()[done - 2]
            } else {
                self.rules.next(self.deal.dealer())
            };
            self.last_trick = Some((leader, cards, winner));
        }
    }

    fn after_move(&mut self) -> Vec<BlotEvent> {
        let Some(result) = self.deal.result().cloned() else {
            return Vec::new();
        };
        self.score.add(&result);
        let mut events = vec![BlotEvent::DealOver(Box::new(result.clone()))];
        let gathered = self.deal.gathered_pack();
        self.open_hands = [false; 4];
        self.last_result = Some(result);
        self.last_deal = Some(Box::new(self.deal.clone()));
        self.last_trick = None;
        if let Some(winner) = self.score.winner() {
            events.push(BlotEvent::GameOver(winner));
            return events;
        }
        self.deals_dealt += 1;
        let mut rng = stream_rng(self.seed, self.deals_dealt);
        let pack = if self.rules.variant == Variant::Coinche {
            cut(&gathered, rng.random_range(3..=29))
        } else {
            shuffled(Deck::Piquet32, &mut rng)
        };
        self.deal = Deal::from_pack(self.rules, self.score.dealer(), &pack)
            .expect("a gathered or shuffled pack deals");
        events
    }

    /// The move made for a player whose time ran out: pass in the auction (take nothing), the
    /// lowest-value legal card in play.
    pub fn default_code(&self, seat: Seat) -> Option<String> {
        if self.to_act() != Some(seat) {
            return None;
        }
        match self.deal.phase() {
            Phase::Auction => Some(Call::Pass.to_string()),
            Phase::Play => self.lowest_card().map(|c| c.to_string()),
            Phase::Over => None,
        }
    }

    fn lowest_card(&self) -> Option<Card> {
        let strain = self.deal.contract()?.bid.strain;
        let led = self
            .deal
            .play_state()?
            .current_trick()
            .1
            .first()
            .map(|c| c.suit());
        self.deal.legal_cards().iter().min_by_key(|&card| {
            let power = trick_strength(card, strain.trump(), led.unwrap_or(card.suit()));
            (card_points(card, strain), power)
        })
    }

    /// Where a computer's randomness for the position to move comes from: the seed of the
    /// stream (the match seed, salted) and the stream's number (the deal and the moves made in
    /// it), for [`stream_rng`]. A computer player (`blot::ai::choose`) fed that RNG chooses
    /// the same move for the same game state.
    pub fn decision_stream(&self) -> (Seed, u64) {
        let moves = self.deal.calls().len() as u64
            + self
                .deal
                .play_state()
                .map_or(0, |p| p.history().len() as u64);
        (
            self.seed.salted(0x0C0D_EB07),
            (self.deals_dealt << 8) | moves,
        )
    }

    /// The contract of the last finished deal, unless it was void.
    pub fn last_contract(&self) -> Option<ContractView> {
        self.last_deal.as_deref().and_then(contract_view)
    }

    /// What a viewer sees: everything public, plus the seat's own hand and moves.
    pub fn view(&self, viewer: Option<Seat>) -> BlotView {
        let deal = &self.deal;
        let play = deal.play_state();
        let (trick_leader, trick) = play.map_or((0, &[][..]), |p| p.current_trick());
        let seats = self.rules.seats;
        let first_trick_done = play.is_some_and(|p| !p.trick_winners().is_empty());
        let announced = deal
            .announced()
            .iter()
            .map(|&(seat, combo)| AnnouncedView {
                seat,
                kind: combination_name(combo),
                cards: first_trick_done.then(|| combo.cards().to_string()),
            })
            .collect();
        let mut calls = Vec::new();
        let mut caller = self.rules.next(deal.dealer());
        for call in deal.calls() {
            calls.push((caller, call.to_string()));
            caller = self.rules.next(caller);
        }
        let own = viewer.filter(|&s| s < seats);
        BlotView {
            variant: self.rules.variant.name(),
            dealer: deal.dealer(),
            to_act: self.to_act(),
            phase: match deal.phase() {
                Phase::Auction => "auction",
                _ => "play",
            },
            calls,
            contract: contract_view(deal),
            turned: deal
                .turned()
                .filter(|_| deal.contract().is_none())
                .map(|c| c.to_string()),
            trick: trick
                .iter()
                .scan(trick_leader, |seat, card| {
                    let entry = (*seat, card.to_string());
                    *seat = self.rules.next(*seat);
                    Some(entry)
                })
                .collect(),
            last_trick: self
                .last_trick
                .as_ref()
                .map(|(leader, cards, winner)| LastTrickView {
                    leader: *leader,
                    cards: format_cards(cards),
                    winner: *winner,
                }),
            tricks_won: play.map_or([0, 0], |p| p.tricks_won()),
            hand_sizes: (0..seats).map(|s| deal.hand(s).len() as u8).collect(),
            announced,
            belote: deal.belote_called().map(|(seat, call)| {
                let name = match call {
                    BeloteCall::Belote => "belote",
                    BeloteCall::Rebelote => "rebelote",
                };
                (seat, name)
            }),
            open_hands: self
                .open_hands()
                .into_iter()
                .map(|(seat, cards)| (seat, cards.iter().map(|c| c.to_string()).collect()))
                .collect(),
            totals: self.score.totals(),
            target: self.rules.target,
            last_deal: self.last_result.as_ref().map(|r| DealSummaryView {
                result: r.outcome.name(),
                contract: self.last_contract(),
                last_trick: self
                    .last_deal
                    .as_deref()
                    .and_then(Deal::play_state)
                    .and_then(|p| p.trick_winners().last().copied()),
                last_trick_points: super::score::last_trick_points(&self.rules),
                parts: r.parts,
                score: r.score,
            }),
            winner: self.winner().map(|w| w.team),
            hand: own.map(|s| deal.hand(s).iter().map(|c| c.to_string()).collect()),
            legal: own.map(|s| self.pressable_codes(s)).unwrap_or_default(),
        }
    }
}

/// Why a move code was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("that is not a move of this game")]
    Unreadable,
    #[error(transparent)]
    Rule(#[from] RuleError),
}

/// The deal's contract as shown, with whether its holder took the turned card.
fn contract_view(deal: &Deal) -> Option<ContractView> {
    let c = deal.contract()?;
    Some(ContractView {
        seat: c.seat,
        level: c.bid.level,
        strain: c.bid.strain.to_string(),
        kaput: c.bid.kaput,
        coinche: c.coinche,
        took_turned: deal.calls().contains(&Call::Take),
    })
}

fn combination_name(combo: Combination) -> String {
    match combo {
        Combination::Run { len: 3, .. } => "terz".into(),
        Combination::Run { len: 4, .. } => "fifty".into(),
        Combination::Run { .. } => "hundred".into(),
        Combination::Four(rank) => format!("four {}", rank.letter()),
    }
}

/// The table as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BlotView {
    pub variant: &'static str,
    pub dealer: Seat,
    pub to_act: Option<Seat>,
    pub phase: &'static str,
    /// The auction so far: (seat, call).
    pub calls: Vec<(Seat, String)>,
    pub contract: Option<ContractView>,
    /// The turned card while a Belote auction runs.
    pub turned: Option<String>,
    /// The trick in progress: (seat, card).
    pub trick: Vec<(Seat, String)>,
    pub last_trick: Option<LastTrickView>,
    pub tricks_won: [u8; 2],
    pub hand_sizes: Vec<u8>,
    /// Combinations announced; their cards are shown from the second trick on.
    pub announced: Vec<AnnouncedView>,
    /// Belote-rebelote called so far: its holder and his latest call (`belote`, `rebelote`).
    pub belote: Option<(Seat, &'static str)>,
    /// Hands laid open this deal, seen by everyone: (seat, its cards).
    pub open_hands: Vec<(Seat, Vec<String>)>,
    pub totals: [u16; 2],
    pub target: u16,
    pub last_deal: Option<DealSummaryView>,
    pub winner: Option<usize>,
    /// The viewer's own hand (seat views only).
    pub hand: Option<Vec<String>>,
    /// The viewer's legal moves when it is his turn.
    pub legal: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ContractView {
    pub seat: Seat,
    pub level: u16,
    pub strain: String,
    pub kaput: bool,
    pub coinche: u8,
    /// The turned-card variants: the holder took the turned card (else he named trump).
    pub took_turned: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LastTrickView {
    pub leader: Seat,
    pub cards: String,
    pub winner: Seat,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AnnouncedView {
    pub seat: Seat,
    pub kind: String,
    pub cards: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DealSummaryView {
    pub result: &'static str,
    /// The contract played, unless the deal was void.
    pub contract: Option<ContractView>,
    /// Who took the last trick (its 10 counted in the card points), unless nothing was played.
    pub last_trick: Option<Seat>,
    /// What the last trick added to its takers' card points, in the unit of [`Parts`] (1 in
    /// Bazaar Blot, whose card points are tens; 10 elsewhere).
    pub last_trick_points: u16,
    /// What each team's score is made of (see [`Parts`]).
    pub parts: [Parts; 2],
    pub score: [u16; 2],
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::CardSet;

    /// The rule-based computer's move for `seat`, its randomness drawn from the position.
    fn computer_code(game: &BlotMatch, seat: Seat) -> Option<String> {
        let (seed, stream) = game.decision_stream();
        let level = crate::level::Level::RuleBased;
        super::super::ai::choose(level, game, seat, &mut stream_rng(seed, stream))
    }

    fn play_with(game: &mut BlotMatch, pick: impl Fn(&BlotMatch, Seat) -> Option<String>) {
        let mut moves = 0;
        while let Some(seat) = game.to_act() {
            let code = pick(game, seat).expect("a move");
            game.apply(seat, &code).expect("the chosen move is legal");
            moves += 1;
            assert!(moves < 100_000, "the game ends");
        }
    }

    #[test]
    fn computer_players_finish_a_game_of_every_variant() {
        for variant in Variant::ALL {
            let mut game = BlotMatch::new(Rules::of(variant), 11);
            play_with(&mut game, computer_code);
            let winner = game.winner().expect("a winner");
            let totals = game.totals();
            assert!(totals[winner.team] >= totals[1 - winner.team], "{variant}");
        }
    }

    #[test]
    fn timed_out_cards_are_legal_and_the_lowest_in_value() {
        let mut game = BlotMatch::new(Rules::of(Variant::Belote2), 5);
        play_with(&mut game, |g, s| match g.deal().phase() {
            Phase::Auction => computer_code(g, s),
            _ => {
                let code = g.default_code(s)?;
                let strain = g.deal().contract()?.bid.strain;
                let card: Card = code.parse().ok()?;
                let lowest = g
                    .deal()
                    .legal_cards()
                    .iter()
                    .map(|c| card_points(c, strain))
                    .min();
                assert_eq!(Some(card_points(card, strain)), lowest);
                Some(code)
            }
        });
        assert!(game.winner().is_some());
    }

    #[test]
    fn a_timed_out_call_is_a_pass() {
        let game = BlotMatch::new(Rules::of(Variant::Bazaar), 5);
        let seat = game.to_act().unwrap();
        assert_eq!(game.default_code(seat).as_deref(), Some("p"));
        assert_eq!(
            game.default_code((seat + 1) % 4),
            None,
            "only the seat to move"
        );
    }

    #[test]
    fn the_same_seed_and_moves_replay_the_same_game() {
        let mut a = BlotMatch::new(Rules::of(Variant::Coinche), 3);
        let mut b = BlotMatch::new(Rules::of(Variant::Coinche), 3);
        for _ in 0..200 {
            let Some(seat) = a.to_act() else { break };
            let code = computer_code(&a, seat).unwrap();
            a.apply(seat, &code).unwrap();
            b.apply(seat, &code).unwrap();
            assert_eq!(a.view(Some(seat)), b.view(Some(seat)));
        }
    }

    #[test]
    fn a_view_shows_only_its_own_hand_and_cards_made_public() {
        let mut game = BlotMatch::new(Rules::of(Variant::Bazaar), 8);
        let mut played = CardSet::EMPTY;
        while let Some(seat) = game.to_act() {
            let trick_done = game
                .deal()
                .play_state()
                .is_some_and(|p| !p.trick_winners().is_empty());
            for viewer in (0..4).map(Some).chain([None]) {
                let view = game.view(viewer);
                let cards = |text: &str| text.parse::<CardSet>().unwrap();
                match viewer {
                    Some(v) => {
                        let hand = cards(&view.hand.clone().unwrap().join(" "));
                        assert_eq!(hand, game.deal().hand(v), "exactly his own hand");
                    }
                    None => assert_eq!(view.hand, None),
                }
                for (_, card) in &view.trick {
                    assert!(played.contains(card.parse().unwrap()), "only played cards");
                }
                for shown in &view.announced {
                    assert!(
                        shown.cards.is_none() || trick_done,
                        "shown from the second trick"
                    );
                }
                if viewer != Some(seat) {
                    assert!(view.legal.is_empty(), "moves only for the seat to play");
                }
            }
            let code = computer_code(&game, seat).unwrap();
            if matches!(game.deal().phase(), Phase::Play) {
                played.insert(code.parse().unwrap());
            }
            if matches!(
                game.apply(seat, &code).unwrap().first(),
                Some(BlotEvent::DealOver(_))
            ) {
                played = CardSet::EMPTY;
            }
        }
    }

    #[test]
    fn a_forfeit_ends_the_game_for_the_other_team() {
        let mut game = BlotMatch::new(Rules::of(Variant::Bazaar), 1);
        game.forfeit(3);
        assert_eq!(game.winner().map(|w| w.team), Some(0));
        assert_eq!(game.to_act(), None);
    }
}
